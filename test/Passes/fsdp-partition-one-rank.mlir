// Data split over mesh axes of one rank is whole on that rank already, so
// the ops that gather a batch-split value say nothing there: a batch of one
// on one device, whose unit dimension ops drop, gave a warning per op. Any
// warning not expected here fails -verify-diagnostics.
// RUN: split-file --leading-lines %s %t
// RUN: fsdp-opt %t/one.mlir -split-input-file -verify-diagnostics --fsdp-partition="world-size=1" | FileCheck %s
// RUN: fsdp-opt %t/hsdp.mlir -verify-diagnostics --fsdp-partition="mesh=replica=2,shard=1" | FileCheck %s --check-prefix=HSDP

//--- one.mlir
fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @two_batch_loops(
// CHECK-SAME: %[[X:[^:]+]]: tensor<12x12xf32>
// CHECK-SAME: %[[Y:[^:]+]]: tensor<12x12xf32>
// CHECK: %[[R:.+]] = linalg.generic {{.*}} ins(%[[X]], %{{.+}} : tensor<12x12xf32>, tensor<12x12xf32>)
// CHECK: return %[[R]] : tensor<12x12xf32>
func.func @two_batch_loops(%x: tensor<12x12xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
                           %y: tensor<12x12xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>})
    -> (tensor<12x12xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>}) {
  %e = tensor.empty() : tensor<12x12xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : tensor<12x12xf32>, tensor<12x12xf32>) outs(%e : tensor<12x12xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<12x12xf32>
  return %r : tensor<12x12xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @compound_batch(
// CHECK-SAME: %[[X:[^:]+]]: tensor<12x4xf32>
// CHECK: linalg.generic {{.*}} ins(%{{.+}} : tensor<12x4xf32>) outs(%{{.*}} : tensor<3x4xf32>)
func.func @compound_batch(%x: tensor<12x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>}) -> tensor<3x4xf32> {
  %e = tensor.empty() : tensor<3x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 * 4, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<12x4xf32>) outs(%e : tensor<3x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @slice_and_return(
// CHECK: tensor.extract_slice %{{.+}}[0, 0] [6, 4] [1, 1] : tensor<12x4xf32> to tensor<6x4xf32>
func.func @slice_and_return(%x: tensor<12x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>})
    -> (tensor<6x4xf32>, tensor<12x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {}]>}) {
  %s = tensor.extract_slice %x[0, 0] [6, 4] [1, 1] : tensor<12x4xf32> to tensor<6x4xf32>
  return %s, %x : tensor<6x4xf32>, tensor<12x4xf32>
}

//--- hsdp.mlir
// On a replica x shard mesh with one rank per shard group the batch split
// over "shard" moves nothing (its gather, over one rank, folds away), while
// the one over "replica" still does.
fsdp.mesh @mesh = <["replica"=?, "shard"=?]>
// HSDP-LABEL: func.func @by_axes(
// HSDP-SAME: %[[X:[^:]+]]: tensor<12x4xf32>
// HSDP-SAME: %[[Y:[^:]+]]: tensor<6x4xf32>
// HSDP: %[[XW:.+]] = fsdp.all_gather %[[X]] on @mesh axes = ["shard"] dim = 0 : (tensor<12x4xf32>) -> tensor<12x4xf32>
// HSDP: tensor.extract_slice %[[XW]]
// HSDP: fsdp.all_gather %[[Y]] on @mesh axes = ["replica"] dim = 0 : (tensor<6x4xf32>) -> tensor<12x4xf32>
func.func @by_axes(%x: tensor<12x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
                   %y: tensor<12x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"replica"}, {}]>})
    -> (tensor<6x4xf32>, tensor<6x4xf32>) {
  %s = tensor.extract_slice %x[0, 0] [6, 4] [1, 1] : tensor<12x4xf32> to tensor<6x4xf32>
  // expected-warning @+1 {{'tensor.extract_slice' op all-gathers the batch-split values it reads, and every rank holds and computes the whole batch there: it takes part of batch-split dimension 0}}
  %t = tensor.extract_slice %y[0, 0] [6, 4] [1, 1] : tensor<12x4xf32> to tensor<6x4xf32>
  return %s, %t : tensor<6x4xf32>, tensor<6x4xf32>
}
