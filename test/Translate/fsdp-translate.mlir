// fsdp-translate lowers the planned per-rank MLP on a 2x2 HSDP mesh to the
// runtime's executable (runtime/schema/fsdpx.fbs); --dump=json shows it.
// RUN: fsdp-opt %fsdpc_src_root/examples/ir/mlp.mlir --fsdp-pipeline="mesh=replica=2,shard=2 policy=fsdp" -mlir-print-debuginfo \
// RUN:   | fsdp-translate --dump=json | FileCheck %s
// RUN: fsdp-opt %fsdpc_src_root/examples/ir/mlp.mlir --fsdp-pipeline="mesh=replica=2,shard=2 policy=fsdp" -mlir-print-debuginfo \
// RUN:   | fsdp-translate -o %t.fsdpx && test -s %t.fsdpx
// RUN: fsdp-opt %fsdpc_src_root/examples/ir/mlp.mlir --fsdp-pipeline="mesh=replica=2,shard=2" -mlir-print-debuginfo \
// RUN:   | fsdp-translate --dump=json | FileCheck %s --check-prefix=INPLACE
// RUN: fsdp-opt %fsdpc_src_root/examples/ir/mlp.mlir --fsdp-pipeline="mesh=replica=2,shard=2" -mlir-print-debuginfo \
// RUN:   | fsdp-translate --dump=kernels | FileCheck %s --check-prefix=KERNELS
// RUN: fsdp-opt %fsdpc_src_root/examples/ir/mlp.mlir --fsdp-pipeline="mesh=replica=2,shard=2 collective-messages=per-member" -mlir-print-debuginfo \
// RUN:   | fsdp-translate --dump=json | FileCheck %s --check-prefix=PERMEMBER
// RUN: fsdp-opt %S/Inputs/two-entries.mlir --fsdp-pipeline="mesh=replica=2,shard=2" -mlir-print-debuginfo \
// RUN:   | fsdp-translate --dump=json | FileCheck %s --check-prefix=TWO
// RUN: fsdp-opt %S/Inputs/slice-gradient.mlir --fsdp-pipeline="world-size=3" \
// RUN:   | fsdp-translate --dump=kernels | FileCheck %s --check-prefix=SHARD
// RUN: fsdp-opt %S/Inputs/nonzero-init.mlir --fsdp-pipeline="world-size=3" \
// RUN:   | fsdp-translate --dump=kernels | FileCheck %s --check-prefix=NONZERO
// RUN: fsdp-opt %S/Inputs/concat-of-gemms.mlir --fsdp-pipeline="world-size=1" \
// RUN:   | fsdp-translate --dump=json | FileCheck %s --check-prefix=CONCAT
// RUN: not fsdp-translate %s -split-input-file --dump=json 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not fsdp-translate %s 2>&1 | FileCheck %s --check-prefix=USAGE
// RUN: fsdp-translate --help | FileCheck %s --check-prefix=HELP

// The entry: its arena is the plan's. Inputs carry their pytree paths,
// global shapes and shardings; updated arguments are state slots that their
// outputs replace (donation); the loss is a plain output.
// CHECK-LABEL: "entries": [
// CHECK: "arena_bytes": {{[0-9]+}},
// CHECK: "inputs": [
// CHECK: "path": "params.layers.0.b",
// CHECK: "state": 0
// CHECK: "path": "batch.y",
// CHECK-NEXT: "sigma": 0,
// CHECK-NEXT: "split_axes": [
// CHECK-NEXT: 0,
// CHECK-NEXT: 1
// CHECK: "outputs": [
// CHECK: "state": 0
// CHECK: "path": "out.6",
// CHECK: "state": -1
// SGD's updates are written over the state they update (the memory plan's
// findInPlaceUpdates): an update's output is its input's buffer, so the
// runtime copies nothing after the step, and its kernel reads and writes
// that one operand beside the gradient.
// INPLACE: "inputs": [
// INPLACE-NEXT: {
// INPLACE-NEXT: "buffer": [[B:[0-9]+]],
// INPLACE: "path": "params.layers.0.b",
// INPLACE: "outputs": [
// INPLACE-NEXT: {
// INPLACE-NEXT: "buffer": [[B]],
// INPLACE: "path": "params.layers.0.b",
// KERNELS: func.func @{{kernel[0-9]+}}_generic(%[[P:arg[0-9]+]]: memref<3xf32>, %[[G:arg[0-9]+]]: memref<3xf32>, %{{.*}}: index, %{{.*}}: index) attributes {fsdp.launch_range = 3 : i64} {
// KERNELS-NEXT: arith.constant 5.000000e-02
// KERNELS-NEXT: arith.subi
// KERNELS-NEXT: %[[IN:.*]] = memref.subview %[[P]]
// KERNELS-NEXT: arith.subi
// KERNELS-NEXT: memref.subview %[[G]]
// KERNELS-NEXT: arith.subi
// KERNELS-NEXT: %[[OUT:.*]] = memref.subview %[[P]]
// KERNELS-NEXT: linalg.generic {{.*}} ins(%[[IN]], {{.*}} outs(%[[OUT]] :
// fsdp.shard is a kernel that reads this rank's rows of the whole (its
// index from the rank coordinates: 6 rows each of 16), zero past the last.
// SHARD-LABEL: func.func @{{kernel[0-9]+}}_shard(
// SHARD-SAME: %[[IN:arg[0-9]+]]: memref<16x8xf32>, %[[OUT:arg[0-9]+]]: memref<6x8xf32>, %[[COORDS:arg[0-9]+]]: memref<1xi64>
// SHARD-DAG: %[[ROWS:.*]] = arith.constant 6 : index
// SHARD-DAG: %[[TOTAL:.*]] = arith.constant 16 : index
// SHARD: %[[COORD:.*]] = memref.load %[[COORDS]]
// SHARD: %[[RANK:.*]] = arith.addi %{{.*}}, %{{.*}} : index
// SHARD: %[[FIRST:.*]] = arith.muli %[[RANK]], %[[ROWS]] : index
// SHARD: linalg.generic {{.*}} outs(%[[OUT]] : memref<6x8xf32>)
// SHARD: %[[I:.*]] = linalg.index 0
// SHARD: %[[J:.*]] = linalg.index 1
// SHARD: %[[ROW:.*]] = arith.addi %[[FIRST]], %[[I]]
// SHARD: %[[INSIDE:.*]] = arith.cmpi ult, %[[ROW]], %[[TOTAL]]
// SHARD: %[[AT:.*]] = arith.select %[[INSIDE]], %[[ROW]]
// SHARD: %[[X:.*]] = memref.load %[[IN]][%[[AT]], %[[J]]]
// SHARD: %[[Y:.*]] = arith.select %[[INSIDE]], %[[X]], %{{.*}} : f32
// SHARD: linalg.yield %[[Y]]

// Each product writes its columns of the concatenation: C is the
// concatenation's buffer, its rows 8 elements apart, each GEMM's first
// column 0, 3 and 6 floats in. The concat itself emits nothing: no copy
// after the GEMMs, and the executable has no kernels at all.
// CONCAT: "name": "tensor.concat",
// CONCAT-NEXT: "offset": {{[0-9]+}},
// CONCAT-NEXT: "shape": [
// CONCAT-NEXT: 6,
// CONCAT-NEXT: 8
// CONCAT: "byte_offsets": [
// CONCAT-NEXT: 0,
// CONCAT-NEXT: 0,
// CONCAT-NEXT: 0
// CONCAT-NEXT: ],
// CONCAT-NEXT: "c": [[C:[0-9]+]],
// CONCAT: "leading_dims": [
// CONCAT-NEXT: 4,
// CONCAT-NEXT: 3,
// CONCAT-NEXT: 8
// CONCAT: "byte_offsets": [
// CONCAT-NEXT: 0,
// CONCAT-NEXT: 0,
// CONCAT-NEXT: 12
// CONCAT-NEXT: ],
// CONCAT-NEXT: "c": [[C]],
// CONCAT: "byte_offsets": [
// CONCAT-NEXT: 0,
// CONCAT-NEXT: 0,
// CONCAT-NEXT: 24
// CONCAT-NEXT: ],
// CONCAT-NEXT: "c": [[C]],
// CONCAT: "leading_dims": [
// CONCAT-NEXT: 4,
// CONCAT-NEXT: 2,
// CONCAT-NEXT: 8
// CONCAT-NOT: "op": "Copy"
// CONCAT: "kernels": [],

// A sum over the split batch into a non-zero initial value: a kernel that
// reads the rank keeps the value on rank 0 and zero elsewhere, then the
// reduction starts from it.
// NONZERO-LABEL: func.func @{{kernel[0-9]+}}_generic(
// NONZERO-SAME: %[[INIT:arg[0-9]+]]: memref<5xf32>, %[[START:arg[0-9]+]]: memref<5xf32>, %[[COORDS:arg[0-9]+]]: memref<1xi64>
// NONZERO: %[[COORD:.*]] = memref.load %[[COORDS]]
// NONZERO: %[[IS0:.*]] = arith.cmpi eq, %{{.*}}, %{{.*}} : index
// NONZERO: linalg.generic
// NONZERO: arith.select %[[IS0]], %{{.*}}, %{{.*}} : f32
// NONZERO-LABEL: func.func @{{kernel[0-9]+}}_generic(
// NONZERO: arith.addf
// One compute queue, then one queue per set of mesh axes.
// CHECK: "queues": [
// CHECK-NEXT: {
// CHECK-NEXT: "axes": [],
// The matmuls of forward are library GEMMs in f32.
// CHECK: "gemm": {
// CHECK: "dtypes": [
// CHECK-NEXT: "f32",
// CHECK: "k": 20,
// CHECK-NEXT: "leading_dims": [
// CHECK-NEXT: 20,
// CHECK-NEXT: 30,
// CHECK-NEXT: 30
// CHECK-NEXT: ],
// CHECK-NEXT: "m": 3,
// CHECK-NEXT: "n": 30,
// Every instruction that runs a priced op carries the cost model's seconds
// for it (fsdp-schedule's) and the user's op it came from.
// CHECK: "label": "jvp()/dot_general at examples/mlp.py:31",
// CHECK-NEXT: "op": "Gemm",
// CHECK-NEXT: "predicted_s": {{[0-9.]+e-[0-9]+}}
// A unit's parameters are gathered as one bucket over "shard" (axis 1):
// the weight (20 rows, 10 per rank) and the bias (30, 15 per rank), packed
// in one rank's chunk.
// CHECK: "axes": [
// CHECK-NEXT: 1
// CHECK-NEXT: ],
// CHECK-NEXT: "instructions": [
// CHECK: "kind": "all_gather",
// CHECK-NEXT: "members": [
// CHECK: "global_rows": 20,
// CHECK: "shard_rows": 10,
// CHECK: "global_rows": 30,
// CHECK: "shard_rows": 15,
// CHECK: "staging_offset": 1200
// CHECK: "label": "jvp()/dot_general at examples/mlp.py:31",
// CHECK-NEXT: "op": "CollectiveStart",
// CHECK-NEXT: "predicted_s": {{[0-9.]+e-[0-9]+}}
// The kernels' shared object and its entry points.
// CHECK: "format_version": 4,
// CHECK: "kernels": [
// CHECK-NEXT: "fsdpc_kernel
// CHECK: "library_format": "elf_shared_object",
// CHECK: "mesh": [
// CHECK: "name": "replica",
// CHECK-NEXT: "size": 2
// CHECK: "target_cpu": "x86-64-v3"

// One message per member: layers.2's bias (5 rows, 3 a rank) is received
// straight into a buffer of its padded message (6 rows of f32), the
// gathers have no send or receive staging, and the gradient reduce-scatter
// of that bias, whose rows do not split over 2 ranks, stays one staged
// message.
// PERMEMBER: "bytes": 24,
// PERMEMBER-NEXT: "dtype": "i8",
// PERMEMBER-NEXT: "name": "recv",
// PERMEMBER: "kind": "all_gather",
// PERMEMBER: "global_rows": 20,
// PERMEMBER: "per_member": true,
// PERMEMBER-NEXT: "recv": 0,
// PERMEMBER-NEXT: "reduction": "sum",
// PERMEMBER-NEXT: "send": 0
// PERMEMBER: "kind": "reduce_scatter",
// PERMEMBER-NEXT: "members": [
// PERMEMBER: "global_rows": 5,
// PERMEMBER: "per_member": false,
// PERMEMBER: "kind": "reduce_scatter",
// PERMEMBER: "per_member": true,

// USAGE: fsdp-translate: error: give -o FILE or --dump=json
// --help lists the tool's own options, not those of LLVM's backends.
// HELP: fsdp-translate options:
// HELP-NOT: amdgpu
// HELP: --dump=<value>
// HELP: --gpu-arch=
// HELP: --target=
// HELP: --target-cpu=
// HELP-NOT: amdgpu

// Two entries (a train and an eval step) share one state layout: six slots,
// each input of either entry naming the same slot.
// TWO: "entries": [
// TWO: "name": "train_step",
// TWO: "name": "eval_step",
// TWO: "state": [
// TWO-COUNT-6: "path": "params.layers.
// TWO-NOT: "path": "params.layers.

// ERR: error: 'func.func' op has no fsdp.memory_plan: run fsdp-pipeline (or fsdp-plan-memory) before fsdp-translate
fsdp.mesh @mesh = <["shard"=2]>
func.func @unplanned(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

// ERR: error: fsdp-translate needs a per-rank program with a bound fsdp.mesh (run fsdp-pipeline first)
fsdp.mesh @mesh = <["shard"=?]>
func.func @unbound(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

// ERR: error: 'tensor.pad' op cannot be lowered to the runtime by fsdp-translate
fsdp.mesh @mesh = <["shard"=1]>
func.func @pad(%a: tensor<4xf32>) -> tensor<6xf32> attributes {fsdp.memory_plan = {alignment = 256 : i64, arena_bytes = 512 : i64, arg_offsets = array<i64: 0>, peak_bytes = 512 : i64, persistent_bytes = 256 : i64, rank_offset = -1 : i64}} {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %a low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %zero : f32
  } {fsdp.offsets = array<i64: 256>} : tensor<4xf32> to tensor<6xf32>
  return %p : tensor<6xf32>
}

// -----

// The runtime holds f64/f32/bf16/f16 and 64/32/16/8/1-bit integers; other
// element types are refused at the argument, by its pytree path.
// ERR: error: loc("batch.codes"): 'batch.codes' has element type 'i4', which the runtime does not hold
fsdp.mesh @mesh = <["shard"=1]>
func.func @nibbles(%a: tensor<4xi4> loc("batch.codes")) -> tensor<4xi4> attributes {fsdp.memory_plan = {alignment = 256 : i64, arena_bytes = 256 : i64, arg_offsets = array<i64: 0>, peak_bytes = 256 : i64, persistent_bytes = 256 : i64, rank_offset = -1 : i64}} {
  return %a : tensor<4xi4>
}
