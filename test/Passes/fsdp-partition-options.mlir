// The options of fsdp-partition: binding the mesh, HSDP, mixed precision,
// and an error for every bad option.
// RUN: split-file %s %t

// RUN: fsdp-opt %t/hsdp.mlir --fsdp-partition="mesh=replica=2,shard=3" | FileCheck %s --check-prefix=HSDP
// RUN: fsdp-opt %t/mixed.mlir --fsdp-partition="world-size=2 param-dtype=bf16" | FileCheck %s --check-prefix=PARAM
// RUN: fsdp-opt %t/bf16.mlir --fsdp-partition="world-size=2 reduce-dtype=f32" | FileCheck %s --check-prefix=REDUCE
// RUN: fsdp-opt %t/bound2d.mlir --fsdp-partition="world-size=6" | FileCheck %s --check-prefix=BOUND2D

// RUN: not fsdp-opt %t/unbound.mlir --fsdp-partition="world-size=2 mesh=shard=2" 2>&1 | FileCheck %s --check-prefix=BOTH
// RUN: not fsdp-opt %t/unbound.mlir --fsdp-partition="world-size=-1" 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// RUN: not fsdp-opt %t/unbound.mlir --mlir-print-op-on-diagnostic=true --fsdp-partition="world-size=0" 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not fsdp-opt %t/nomesh.mlir --fsdp-partition="world-size=0" 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not fsdp-opt %t/unbound.mlir --fsdp-partition="world-size=4294967296" 2>&1 | FileCheck %s --check-prefix=HUGE
// RUN: not fsdp-opt %t/unbound.mlir --fsdp-partition="mesh=shard=2,shard=4" 2>&1 | FileCheck %s --check-prefix=DUPLICATE
// RUN: not fsdp-opt %t/unbound.mlir --fsdp-partition="mesh=shard=2,shard=2" 2>&1 | FileCheck %s --check-prefix=DUPLICATE
// RUN: not fsdp-opt %t/unbound2d.mlir --fsdp-partition="mesh=replica=4294967296,shard=4294967296" 2>&1 | FileCheck %s --check-prefix=OVERFLOW
// RUN: not fsdp-opt %t/unbound2d.mlir --fsdp-partition="mesh=replica=9223372036854775807,shard=2" 2>&1 | FileCheck %s --check-prefix=WRAP
// RUN: not fsdp-opt %t/halfbound.mlir --fsdp-partition="mesh=b=65536" 2>&1 | FileCheck %s --check-prefix=HALFBOUND
// RUN: fsdp-opt %t/unbound2d.mlir --fsdp-partition="mesh=replica=46340,shard=46340" | FileCheck %s --check-prefix=LARGE
// RUN: not fsdp-opt %t/hsdp.mlir --fsdp-partition="world-size=4" 2>&1 | FileCheck %s --check-prefix=NOT1D
// RUN: not fsdp-opt %t/bound2d.mlir --fsdp-partition="world-size=4" 2>&1 | FileCheck %s --check-prefix=RANKS2D
// RUN: not fsdp-opt %t/bound.mlir --fsdp-partition="world-size=2" 2>&1 | FileCheck %s --check-prefix=BOUND
// RUN: not fsdp-opt %t/unbound.mlir --fsdp-partition="mesh=shard" 2>&1 | FileCheck %s --check-prefix=ENTRY
// RUN: not fsdp-opt %t/unbound.mlir --fsdp-partition="mesh=replica=2" 2>&1 | FileCheck %s --check-prefix=AXIS
// RUN: not fsdp-opt %t/bound.mlir --fsdp-partition="mesh=shard=2" 2>&1 | FileCheck %s --check-prefix=AXISBOUND
// RUN: not fsdp-opt %t/unbound.mlir --fsdp-partition 2>&1 | FileCheck %s --check-prefix=UNBOUND
// RUN: not fsdp-opt %t/unbound.mlir --fsdp-partition="world-size=2 param-dtype=f8" 2>&1 | FileCheck %s --check-prefix=DTYPE

// Option errors come before anything else, with or without a mesh, and
// never print the module.
// BOTH: error: fsdp-partition: give world-size or mesh, not both
// NEGATIVE: error: fsdp-partition: world-size must be positive, not -1
// ZERO-NOT: see current operation
// ZERO: error: fsdp-partition: world-size must be positive, not 0
// ZERO-NOT: see current operation
// HUGE: error: fsdp-partition: world-size 4294967296 exceeds the limit of 2147483647 ranks
// DUPLICATE: error: fsdp-partition: mesh option binds axis "shard" twice
// OVERFLOW: error: fsdp-partition: mesh option 'replica=4294967296,shard=4294967296' asks for more than the limit of 2147483647 ranks
// WRAP: error: fsdp-partition: mesh option 'replica=9223372036854775807,shard=2' asks for more than the limit of 2147483647 ranks
// HALFBOUND: error: 'fsdp.mesh' op would have more than the limit of 2147483647 ranks
// LARGE: fsdp.mesh @mesh = <["replica"=46340, "shard"=46340]>
// NOT1D: error: 'fsdp.mesh' op world-size binds a 1-D mesh, but this one has 2 axes; use mesh="axis=size,..."
// RANKS2D: error: 'fsdp.mesh' op has 6 ranks, not world-size 4
// BOUND: error: 'fsdp.mesh' op is bound to 4 ranks, not world-size 2
// ENTRY: error: fsdp-partition: mesh option entry 'shard' is not axis=size with a positive size
// AXIS: error: 'fsdp.mesh' op mesh option names axis "replica", which @mesh does not have
// AXISBOUND: error: 'fsdp.mesh' op axis "shard" is bound to 4, not 2
// UNBOUND: error: 'fsdp.mesh' op axis "shard" has no size; give fsdp-partition world-size=N or mesh="axis=size,..."
// DTYPE: error: fsdp-partition: unknown element type 'f8' for param-dtype; expected bf16, f16 or f32

//--- unbound.mlir
fsdp.mesh @mesh = <["shard"=?]>

//--- bound.mlir
fsdp.mesh @mesh = <["shard"=4]>

//--- nomesh.mlir
func.func @f() {
  return
}

//--- unbound2d.mlir
fsdp.mesh @mesh = <["replica"=?, "shard"=?]>

//--- halfbound.mlir
fsdp.mesh @mesh = <["a"=65536, "b"=?]>

//--- bound2d.mlir
// BOUND2D: fsdp.mesh @mesh = <["replica"=2, "shard"=3]>
fsdp.mesh @mesh = <["replica"=2, "shard"=3]>

//--- hsdp.mlir
// A 2x3 mesh: the batch is split over both axes, the parameter over "shard";
// its gradient is reduce-scattered within a replica group, then all-reduced
// across replicas.
// HSDP: fsdp.mesh @mesh = <["replica"=2, "shard"=3]>
// HSDP-LABEL: func.func @hsdp
// HSDP-SAME: (%[[W:.*]]: tensor<2x4xf32> {{.*}}, %[[X:.*]]: tensor<2x5xf32>
// HSDP: %[[G:.*]] = linalg.matmul
// HSDP: %[[RS:.*]] = fsdp.reduce_scatter sum %[[G]] on @mesh axes = ["shard"] dim = 0 : (tensor<5x4xf32>) -> tensor<2x4xf32>
// HSDP: %[[AR:.*]] = fsdp.all_reduce sum %[[RS]] on @mesh axes = ["replica"] : tensor<2x4xf32>
// HSDP: linalg.generic {{.*}} ins(%[[W]], %[[AR]] : tensor<2x4xf32>, tensor<2x4xf32>)
fsdp.mesh @mesh = <["replica"=?, "shard"=?]>
func.func @hsdp(
    %w: tensor<5x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
    %x: tensor<12x5xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"replica", "shard"}, {}]>},
    %dy: tensor<12x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"replica", "shard"}, {}]>})
    -> (tensor<5x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 0 : i64}) {
  %zero = arith.constant 0.0 : f32
  %et = tensor.empty() : tensor<5x12xf32>
  %xt = linalg.transpose ins(%x : tensor<12x5xf32>) outs(%et : tensor<5x12xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<5x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<5x4xf32>) -> tensor<5x4xf32>
  %g = linalg.matmul ins(%xt, %dy : tensor<5x12xf32>, tensor<12x4xf32>) outs(%z : tensor<5x4xf32>) -> tensor<5x4xf32>
  %new = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%w, %g : tensor<5x4xf32>, tensor<5x4xf32>) outs(%e : tensor<5x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<5x4xf32>
  return %new : tensor<5x4xf32>
}

//--- mixed.mlir
// Parameters travel in bf16 and are widened back after the gather.
// PARAM-LABEL: func.func @gather_bf16
// PARAM-SAME: (%[[W:.*]]: tensor<2x4xf32>
// PARAM: %[[NARROW:.*]] = linalg.generic {{.*}} ins(%[[W]] : tensor<2x4xf32>) outs(%{{.*}} : tensor<2x4xbf16>)
// PARAM: arith.truncf
// PARAM: %[[G:.*]] = fsdp.all_gather %[[NARROW]] on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "w"} : (tensor<2x4xbf16>) -> tensor<4x4xbf16>
// PARAM: linalg.generic {{.*}} ins(%[[G]] : tensor<4x4xbf16>) outs(%{{.*}} : tensor<4x4xf32>)
// PARAM: arith.extf
fsdp.mesh @mesh = <["shard"=?]>
func.func @gather_bf16(
    %w: tensor<4x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "w"},
    %x: tensor<2x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>})
    -> (tensor<2x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %y = linalg.matmul ins(%x, %w : tensor<2x4xf32>, tensor<4x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %y : tensor<2x4xf32>
}

//--- bf16.mlir
// bf16 gradients are reduced in f32.
// REDUCE-LABEL: func.func @reduce_f32
// REDUCE: %[[G:.*]] = linalg.matmul {{.*}} -> tensor<4x4xbf16>
// REDUCE: %[[WIDE:.*]] = linalg.generic {{.*}} ins(%[[G]] : tensor<4x4xbf16>) outs(%{{.*}} : tensor<4x4xf32>)
// REDUCE: %[[RS:.*]] = fsdp.reduce_scatter sum %[[WIDE]] on @mesh axes = ["shard"] dim = 0 : (tensor<4x4xf32>) -> tensor<2x4xf32>
// REDUCE: linalg.generic {{.*}} ins(%[[RS]] : tensor<2x4xf32>) outs(%{{.*}} : tensor<2x4xbf16>)
fsdp.mesh @mesh = <["shard"=?]>
func.func @reduce_f32(
    %w: tensor<4x4xbf16> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
    %xt: tensor<4x2xbf16> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>},
    %dy: tensor<2x4xbf16> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>})
    -> (tensor<4x4xbf16> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 0 : i64}) {
  %zero = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<4x4xbf16>
  %z = linalg.fill ins(%zero : bf16) outs(%e : tensor<4x4xbf16>) -> tensor<4x4xbf16>
  %g = linalg.matmul ins(%xt, %dy : tensor<4x2xbf16>, tensor<2x4xbf16>) outs(%z : tensor<4x4xbf16>) -> tensor<4x4xbf16>
  %new = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%w, %g : tensor<4x4xbf16>, tensor<4x4xbf16>) outs(%e : tensor<4x4xbf16>) {
  ^bb0(%a: bf16, %b: bf16, %o: bf16):
    %d = arith.subf %a, %b : bf16
    linalg.yield %d : bf16
  } -> tensor<4x4xbf16>
  return %new : tensor<4x4xbf16>
}
