// fsdp-translate --target=cuda lowers the outlined kernels through MLIR's GPU
// path to one PTX image (docs/runtime.md, "GPU kernels"): an elementwise
// kernel is one thread per element of the flattened parallel space, a row
// reduction one block per row combining through warp shuffles and shared
// memory, a column reduction one thread per column looping over the rows.
// RUN: fsdp-opt %s --fsdp-pipeline="world-size=2" -mlir-print-debuginfo \
// RUN:   | fsdp-translate --target=cuda --dump=ptx | FileCheck %s --check-prefix=PTX
// RUN: fsdp-opt %s --fsdp-pipeline="world-size=2" -mlir-print-debuginfo \
// RUN:   | fsdp-translate --target=cuda --gpu-arch=sm_80 --dump=json | FileCheck %s --check-prefix=JSON
// RUN: fsdp-opt %s --fsdp-pipeline="world-size=2" -mlir-print-debuginfo \
// RUN:   | fsdp-translate --target=cuda -o %t.fsdpx && test -s %t.fsdpx
// RUN: fsdp-opt %s --fsdp-pipeline="world-size=2" -mlir-print-debuginfo \
// RUN:   | fsdp-translate --dump=json | FileCheck %s --check-prefix=CPU
// RUN: not fsdp-translate %s --target=rocm --dump=json 2>&1 | FileCheck %s --check-prefix=TARGET
// RUN: not fsdp-translate %s --target=cuda --gpu-arch=sm_1 --dump=json 2>&1 | FileCheck %s --check-prefix=ARCH
// RUN: not fsdp-translate %s --target=cuda --gpu-arch=gfx90a --dump=json 2>&1 | FileCheck %s --check-prefix=ARCH2
// RUN: not fsdp-translate %s --gpu-arch=sm_90 --dump=json 2>&1 | FileCheck %s --check-prefix=ARCHCPU
// RUN: not fsdp-translate %s --dump=ptx 2>&1 | FileCheck %s --check-prefix=PTXCPU
// RUN: fsdp-opt %s --fsdp-pipeline="world-size=2" -mlir-print-debuginfo \
// RUN:   | fsdp-translate --target=cuda --gpu-index-bits=64 --dump=ptx | FileCheck %s --check-prefix=PTX64
// RUN: fsdp-opt %s --fsdp-pipeline="world-size=2" -mlir-print-debuginfo \
// RUN:   | fsdp-translate --target=cuda --gpu-index-bits=64 --dump=json | FileCheck %s --check-prefix=JSON64
// RUN: not fsdp-translate %s --target=cuda --gpu-index-bits=16 --dump=json 2>&1 | FileCheck %s --check-prefix=BITS
// RUN: not fsdp-translate %s --gpu-index-bits=64 --dump=json 2>&1 | FileCheck %s --check-prefix=BITSCPU
// RUN: fsdp-opt %s --fsdp-pipeline="world-size=2" -mlir-print-debuginfo \
// RUN:   | fsdp-translate --target=cuda --gpu-work-per-thread=one --dump=json | FileCheck %s --check-prefix=ONE
// RUN: not fsdp-translate %s --target=cuda --gpu-work-per-thread=2 --dump=json 2>&1 | FileCheck %s --check-prefix=WORK
// RUN: not fsdp-translate %s --gpu-work-per-thread=one --dump=json 2>&1 | FileCheck %s --check-prefix=WORKCPU

module {
  fsdp.mesh @mesh = <["shard"=?]>
  func.func @step(%x: tensor<8x2048xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>} loc("batch.x"))
      -> (tensor<8x2048xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
          tensor<8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>},
          tensor<2048xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}]>}) {
    %e0 = tensor.empty() : tensor<8x2048xf32>
    %e = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<8x2048xf32>) outs(%e0 : tensor<8x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %t = math.exp %in : f32
      linalg.yield %t : f32
    } -> tensor<8x2048xf32>
    %ninf = arith.constant 0xFF800000 : f32
    %s0 = tensor.empty() : tensor<8xf32>
    %s1 = linalg.fill ins(%ninf : f32) outs(%s0 : tensor<8xf32>) -> tensor<8xf32>
    %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%e : tensor<8x2048xf32>) outs(%s1 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %t = arith.maximumf %in, %out : f32
      linalg.yield %t : f32
    } -> tensor<8xf32>
    %zero = arith.constant 0.0 : f32
    %c0 = tensor.empty() : tensor<2048xf32>
    %c1 = linalg.fill ins(%zero : f32) outs(%c0 : tensor<2048xf32>) -> tensor<2048xf32>
    %c = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%x : tensor<8x2048xf32>) outs(%c1 : tensor<2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %t = arith.addf %in, %out : f32
      linalg.yield %t : f32
    } -> tensor<2048xf32>
    return %e, %s, %c : tensor<8x2048xf32>, tensor<8xf32>, tensor<2048xf32>
  }
}

// One PTX module for sm_90; every kernel's parameters are its operands'
// pointers, then begin and end, 32-bit since every buffer and range here
// fits in int32: the thread's index is computed in 32 bits, and widened only
// for the address. exp comes from libdevice (linked, no calls left);
// ex2.approx is its core.
// PTX: .target sm_90
// PTX-NOT: .extern
// PTX-LABEL: .visible .entry fsdpc_kernel0_generic(
// PTX-NEXT: .param .u64 .ptr .align 1 fsdpc_kernel0_generic_param_0,
// PTX-NEXT: .param .u64 .ptr .align 1 fsdpc_kernel0_generic_param_1,
// PTX-NEXT: .param .u32 fsdpc_kernel0_generic_param_2,
// PTX-NEXT: .param .u32 fsdpc_kernel0_generic_param_3
// PTX-NEXT: )
// PTX-NEXT: .maxntid 256, 1, 1
// PTX: mov.u32 %r[[BLOCK:[0-9]+]], %ctaid.x;
// PTX: mov.u32 %r[[SIZE:[0-9]+]], %ntid.x;
// PTX: mov.u32 %r[[THREAD:[0-9]+]], %tid.x;
// PTX: mad.lo.s32 %r{{[0-9]+}}, %r[[BLOCK]], %r[[SIZE]], %r[[THREAD]];
// PTX: mul.wide.{{[su]}}32
// PTX: ex2.approx
// PTX: st.global.b32
// The row maximum: one block per row, of 128 threads for its 2048 elements
// (16 each), partial maxima combined by butterfly shuffles within each warp,
// then across warps through shared memory behind barriers. Each maximum is
// one max.NaN.f32 (arith.maximumf's semantics: NaN if either operand is,
// +0.0 above -0.0), not compares and selects.
// PTX-LABEL: .visible .entry fsdpc_kernel1_generic(
// PTX: .maxntid 128, 1, 1
// PTX: .shared .align 4 .b8 [[SCRATCH:__wg_fsdpc_kernel1_generic_[0-9]+]][128];
// PTX: %ctaid.x
// PTX-NOT: setp.nan.f32
// PTX: max.NaN.f32
// PTX: shfl.sync.bfly.b32
// PTX: bar.sync 0;
// PTX: shfl.sync.bfly.b32
// PTX: st.shared.b32 [[[SCRATCH]]]
// PTX: bar.sync 0;
// PTX: ld.shared.b32 %r{{[0-9]+}}, [[[SCRATCH]]];
// PTX: st.global.b32
// The column sums: one thread per column, the 4 rows of this rank summed in
// order (no shuffles).
// PTX-LABEL: .visible .entry fsdpc_kernel2_generic(
// PTX: .maxntid 256, 1, 1
// PTX-NOT: shfl
// PTX-COUNT-4: add.rn.f32
// PTX-NOT: shfl
// PTX: ret;

// The executable: PTX, the GPU it is for, no CPU level, and per kernel its
// mapping, block size and points per thread (one: these kernels are too
// small to give a thread several). Launch ranges count what the mapping
// maps: the 4 x 2048 elements of this rank's shard, its 4 rows, its 2048
// columns.
// JSON-LABEL: "entries": [
// JSON: "index": 0,
// JSON: "range": [
// JSON-NEXT: 0,
// JSON-NEXT: 8192
// JSON: "index": 1,
// JSON: "range": [
// JSON-NEXT: 0,
// JSON-NEXT: 4
// JSON: "index": 2,
// JSON: "range": [
// JSON-NEXT: 0,
// JSON-NEXT: 2048
// JSON-LABEL: "gpu_kernels": [
// JSON-NEXT: {
// JSON-NEXT: "block_size": 256,
// JSON-NEXT: "gpu_mapping": "thread_per_index",
// JSON-NEXT: "index_bits": 32,
// JSON-NEXT: "points_per_thread": 1,
// JSON-NEXT: "shared_bytes": 0,
// JSON-NEXT: "symbol": "fsdpc_kernel0_generic"
// JSON: "block_size": 128,
// JSON-NEXT: "gpu_mapping": "block_per_index",
// JSON-NEXT: "index_bits": 32,
// JSON-NEXT: "points_per_thread": 1,
// JSON-NEXT: "shared_bytes": 0,
// JSON-NEXT: "symbol": "fsdpc_kernel1_generic"
// JSON: "block_size": 256,
// JSON-NEXT: "gpu_mapping": "thread_per_index",
// JSON-NEXT: "index_bits": 32,
// JSON-NEXT: "points_per_thread": 1,
// JSON-NEXT: "shared_bytes": 0,
// JSON-NEXT: "symbol": "fsdpc_kernel2_generic"
// JSON: "library_format": "ptx",
// JSON: "target_cpu": "",
// JSON-NEXT: "target_gpu": "sm_80"

// The CPU path is unchanged: the elementwise kernel splits its 4 rows.
// CPU-LABEL: "entries": [
// CPU: "index": 0,
// CPU: "range": [
// CPU-NEXT: 0,
// CPU-NEXT: 4
// CPU-NOT: gpu_kernels
// CPU: "library_format": "elf_shared_object",
// CPU-NOT: target_gpu

// TARGET: fsdp-translate: error: unknown --target 'rocm' (expected cpu or cuda)
// ARCH: fsdp-translate: error: unknown --gpu-arch 'sm_1' (expected an NVPTX architecture such as sm_90)
// ARCH2: fsdp-translate: error: unknown --gpu-arch 'gfx90a'
// ARCHCPU: fsdp-translate: error: --gpu-arch needs --target=cuda
// PTXCPU: fsdp-translate: error: --dump=ptx needs --target=cuda

// --gpu-index-bits=64 keeps 64-bit index arithmetic and parameters.
// PTX64-LABEL: .visible .entry fsdpc_kernel0_generic(
// PTX64: .param .u64 fsdpc_kernel0_generic_param_2,
// PTX64-NEXT: .param .u64 fsdpc_kernel0_generic_param_3
// PTX64: mul.wide.u32 %rd{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
// JSON64-LABEL: "gpu_kernels": [
// JSON64-COUNT-3: "index_bits": 64,
// BITS: fsdp-translate: error: unknown --gpu-index-bits '16' (expected auto or 64)
// BITSCPU: fsdp-translate: error: --gpu-index-bits needs --target=cuda

// --gpu-work-per-thread=one: the row maximum's block is as wide as its 2048
// elements allow (256 threads), not 128 threads of ~16 elements.
// ONE-LABEL: "gpu_kernels": [
// ONE: "symbol": "fsdpc_kernel0_generic"
// ONE: "block_size": 256,
// ONE-NEXT: "gpu_mapping": "block_per_index",
// ONE-NEXT: "index_bits": 32,
// ONE-NEXT: "points_per_thread": 1,
// WORK: fsdp-translate: error: unknown --gpu-work-per-thread '2' (expected auto or one)
// WORKCPU: fsdp-translate: error: --gpu-work-per-thread needs --target=cuda
