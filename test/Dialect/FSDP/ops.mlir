// Round trip: print, re-parse, print again; both prints are identical, and the
// generic form parses back to the same program.
// RUN: fsdp-opt %s > %t.1.mlir
// RUN: fsdp-opt %t.1.mlir > %t.2.mlir
// RUN: diff %t.1.mlir %t.2.mlir
// RUN: fsdp-opt %s --mlir-print-op-generic | fsdp-opt > %t.3.mlir
// RUN: diff %t.1.mlir %t.3.mlir
// RUN: FileCheck %s --input-file=%t.1.mlir

// CHECK: fsdp.mesh @mesh = <["shard"=4]>
// CHECK: fsdp.mesh @hsdp = <["replica"=2, "shard"=3]>
// CHECK: fsdp.mesh @global = <["shard"=?]>
fsdp.mesh @mesh = <["shard"=4]>
fsdp.mesh @hsdp = <["replica"=2, "shard"=3]>
fsdp.mesh @global = <["shard"=?]>

// CHECK-LABEL: func.func @global_view
// CHECK-SAME: (%{{.*}}: tensor<10x8xf32> {fsdp.sharding = #fsdp.sharding<@global, [{"shard"}, {}]>, fsdp.unit = "blocks.0"}
// CHECK-SAME: %{{.*}}: tensor<12x5xi32> {fsdp.sharding = #fsdp.sharding<@global, [{"shard"}, {}]>}
// CHECK-SAME: -> (tensor<10x8xf32> {fsdp.sharding = #fsdp.sharding<@global, [{"shard"}, {}]>, fsdp.updates = 0 : i64}
// CHECK-SAME: tensor<f32> {fsdp.sharding = #fsdp.sharding<@global, []>})
func.func @global_view(
    %w: tensor<10x8xf32> {fsdp.sharding = #fsdp.sharding<@global, [{"shard"}, {}]>, fsdp.unit = "blocks.0"},
    %ids: tensor<12x5xi32> {fsdp.sharding = #fsdp.sharding<@global, [{"shard"}, {}]>},
    %loss: tensor<f32>)
    -> (tensor<10x8xf32> {fsdp.sharding = #fsdp.sharding<@global, [{"shard"}, {}]>, fsdp.updates = 0 : i64},
        tensor<f32> {fsdp.sharding = #fsdp.sharding<@global, []>}) {
  return %w, %loss : tensor<10x8xf32>, tensor<f32>
}

// CHECK-LABEL: func.func @partial_and_2d
// CHECK-SAME: #fsdp.sharding<@hsdp, [{}, {}], partial={"replica", "shard"}>
// CHECK-SAME: #fsdp.sharding<@hsdp, [{"replica", "shard"}, {}]>
func.func @partial_and_2d(
    %g: tensor<12x8xf32> {fsdp.sharding = #fsdp.sharding<@hsdp, [{}, {}], partial={"replica", "shard"}>},
    %b: tensor<12x8xf32> {fsdp.sharding = #fsdp.sharding<@hsdp, [{"replica", "shard"}, {}]>}) {
  return
}

// CHECK-LABEL: func.func @sync_collectives
// CHECK-SAME: (%[[W:.*]]: tensor<3x8xf32>, %[[B:.*]]: tensor<3xbf16>, %[[L:.*]]: tensor<f32>, %[[M:.*]]: tensor<4xi1>)
func.func @sync_collectives(%w: tensor<3x8xf32>, %b: tensor<3xbf16>,
                            %l: tensor<f32>, %m: tensor<4xi1>)
    -> (tensor<10x8xf32>, tensor<10xbf16>, tensor<3x8xf32>, tensor<f32>, tensor<4xi1>) {
  // A bucket of two tensors of different element types.
  // CHECK: %[[G:.*]]:2 = fsdp.all_gather %[[W]], %[[B]] on @mesh axes = ["shard"] dim = 0 : (tensor<3x8xf32>, tensor<3xbf16>) -> (tensor<10x8xf32>, tensor<10xbf16>)
  %g:2 = fsdp.all_gather %w, %b on @mesh axes = ["shard"] dim = 0
      : (tensor<3x8xf32>, tensor<3xbf16>) -> (tensor<10x8xf32>, tensor<10xbf16>)
  // CHECK: %[[S:.*]] = fsdp.reduce_scatter sum %[[G]]#0 on @mesh axes = ["shard"] dim = 0 : (tensor<10x8xf32>) -> tensor<3x8xf32>
  %s = fsdp.reduce_scatter sum %g#0 on @mesh axes = ["shard"] dim = 0
      : (tensor<10x8xf32>) -> tensor<3x8xf32>
  // Each member its own message: the keyword round-trips.
  // CHECK: %[[P:.*]]:2 = fsdp.all_gather %[[W]], %[[W]] on @mesh axes = ["shard"] dim = 0 per_member : (tensor<3x8xf32>, tensor<3x8xf32>) -> (tensor<10x8xf32>, tensor<10x8xf32>)
  %p:2 = fsdp.all_gather %w, %w on @mesh axes = ["shard"] dim = 0 per_member
      : (tensor<3x8xf32>, tensor<3x8xf32>) -> (tensor<10x8xf32>, tensor<10x8xf32>)
  // CHECK: %[[R:.*]] = fsdp.all_reduce max %[[L]] on @mesh axes = ["shard"] : tensor<f32>
  %r = fsdp.all_reduce max %l on @mesh axes = ["shard"] : tensor<f32>
  // CHECK: %[[OR:.*]] = fsdp.all_reduce max %[[M]] on @mesh axes = ["shard"] : tensor<4xi1>
  %or = fsdp.all_reduce max %m on @mesh axes = ["shard"] : tensor<4xi1>
  // CHECK: return %[[G]]#0, %[[G]]#1, %[[S]], %[[R]], %[[OR]]
  return %g#0, %g#1, %s, %r, %or
      : tensor<10x8xf32>, tensor<10xbf16>, tensor<3x8xf32>, tensor<f32>, tensor<4xi1>
}

// Uneven sizes: 2 rows over 4 ranks gives shards of 1 row; 3 rows over a 2x3
// group of 6 ranks as well, the last shards being empty padding.
// CHECK-LABEL: func.func @uneven
func.func @uneven(%a: tensor<1x8xf32>, %b: tensor<3x2xf32>)
    -> (tensor<2x8xf32>, tensor<1x2xf32>) {
  // CHECK: fsdp.all_gather %{{.*}} on @mesh axes = ["shard"] dim = 0 : (tensor<1x8xf32>) -> tensor<2x8xf32>
  %g = fsdp.all_gather %a on @mesh axes = ["shard"] dim = 0
      : (tensor<1x8xf32>) -> tensor<2x8xf32>
  // CHECK: fsdp.reduce_scatter min %{{.*}} on @hsdp axes = ["replica", "shard"] dim = 0 : (tensor<3x2xf32>) -> tensor<1x2xf32>
  %s = fsdp.reduce_scatter min %b on @hsdp axes = ["replica", "shard"] dim = 0
      : (tensor<3x2xf32>) -> tensor<1x2xf32>
  return %g, %s : tensor<2x8xf32>, tensor<1x2xf32>
}

// CHECK-LABEL: func.func @async_collectives
func.func @async_collectives(%w: tensor<3x8xf32>, %g: tensor<10x8xf32>,
                             %l: tensor<f32>)
    -> (tensor<10x8xf32>, tensor<3x8xf32>, tensor<f32>) {
  // CHECK: %[[P0:.*]] = fsdp.all_gather_start %{{.*}} on @mesh axes = ["shard"] dim = 0 : (tensor<3x8xf32>) -> !fsdp.pending<tensor<10x8xf32>>
  %p0 = fsdp.all_gather_start %w on @mesh axes = ["shard"] dim = 0
      : (tensor<3x8xf32>) -> !fsdp.pending<tensor<10x8xf32>>
  // CHECK: %[[P1:.*]] = fsdp.reduce_scatter_start sum %{{.*}} on @mesh axes = ["shard"] dim = 0 : (tensor<10x8xf32>) -> !fsdp.pending<tensor<3x8xf32>>
  %p1 = fsdp.reduce_scatter_start sum %g on @mesh axes = ["shard"] dim = 0
      : (tensor<10x8xf32>) -> !fsdp.pending<tensor<3x8xf32>>
  // CHECK: %[[P2:.*]] = fsdp.all_reduce_start sum %{{.*}} on @hsdp axes = ["replica"] : (tensor<f32>) -> !fsdp.pending<tensor<f32>>
  %p2 = fsdp.all_reduce_start sum %l on @hsdp axes = ["replica"]
      : (tensor<f32>) -> !fsdp.pending<tensor<f32>>
  // CHECK: fsdp.wait %[[P1]] : !fsdp.pending<tensor<3x8xf32>>
  // CHECK: fsdp.wait %[[P0]] : !fsdp.pending<tensor<10x8xf32>>
  // CHECK: fsdp.wait %[[P2]] : !fsdp.pending<tensor<f32>>
  %s = fsdp.wait %p1 : !fsdp.pending<tensor<3x8xf32>>
  %full = fsdp.wait %p0 : !fsdp.pending<tensor<10x8xf32>>
  %r = fsdp.wait %p2 : !fsdp.pending<tensor<f32>>
  return %full, %s, %r : tensor<10x8xf32>, tensor<3x8xf32>, tensor<f32>
}

// CHECK-LABEL: func.func @rank_dependent
func.func @rank_dependent(%x: tensor<10x4xf32>) -> (index, index, tensor<3x4xf32>) {
  // CHECK: fsdp.rank on @mesh axes = ["shard"]
  %r = fsdp.rank on @mesh axes = ["shard"]
  // CHECK: fsdp.rank on @hsdp axes = ["replica", "shard"]
  %h = fsdp.rank on @hsdp axes = ["replica", "shard"]
  // CHECK: fsdp.shard %{{.*}} on @mesh axes = ["shard"] dim = 0 : tensor<10x4xf32> -> tensor<3x4xf32>
  %s = fsdp.shard %x on @mesh axes = ["shard"] dim = 0
      : tensor<10x4xf32> -> tensor<3x4xf32>
  return %r, %h, %s : index, index, tensor<3x4xf32>
}

// A row kernel: a row sum and the division reading it.
// CHECK-LABEL: func.func @row_kernel
// CHECK-SAME: (%[[X:.*]]: tensor<4x16xf32>)
// CHECK: %[[K:.*]]:2 = fsdp.row_kernel rows = 1 ins(%[[X]]) : (tensor<4x16xf32>) -> (tensor<4xf32>, tensor<4x16xf32>) {
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<4x16xf32>):
// CHECK: %[[S:.*]] = linalg.generic {{.*}} ins(%[[A]] : tensor<4x16xf32>)
// CHECK: %[[D:.*]] = linalg.generic {{.*}} ins(%[[A]], %[[S]] : tensor<4x16xf32>, tensor<4xf32>)
// CHECK: fsdp.yield %[[S]], %[[D]] : tensor<4xf32>, tensor<4x16xf32>
// CHECK: return %[[K]]#1
func.func @row_kernel(%x: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %k:2 = fsdp.row_kernel rows = 1 ins(%x) : (tensor<4x16xf32>) -> (tensor<4xf32>, tensor<4x16xf32>) {
  ^bb0(%a: tensor<4x16xf32>):
    %e0 = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
    %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>],
                         iterator_types = ["parallel", "reduction"]}
        ins(%a : tensor<4x16xf32>) outs(%f : tensor<4xf32>) {
    ^bb0(%v: f32, %acc: f32):
      %r = arith.addf %v, %acc : f32
      linalg.yield %r : f32
    } -> tensor<4xf32>
    %e1 = tensor.empty() : tensor<4x16xf32>
    %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>,
                                          affine_map<(d0, d1) -> (d0, d1)>],
                         iterator_types = ["parallel", "parallel"]}
        ins(%a, %s : tensor<4x16xf32>, tensor<4xf32>) outs(%e1 : tensor<4x16xf32>) {
    ^bb0(%v: f32, %t: f32, %out: f32):
      %r = arith.divf %v, %t : f32
      linalg.yield %r : f32
    } -> tensor<4x16xf32>
    fsdp.yield %s, %d : tensor<4xf32>, tensor<4x16xf32>
  }
  return %k#1 : tensor<4x16xf32>
}
