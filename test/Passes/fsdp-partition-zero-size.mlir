// Zero-size tensors partition like any other: a parameter with no rows has
// empty shards (gathered, reduce-scattered and updated as usual), a batch
// with an empty feature dimension is split along its rows. The partitioned
// program emulates to IR that upstream mlir-opt verifies.
// RUN: fsdp-opt %s --fsdp-partition="world-size=2" | FileCheck %s
// RUN: fsdp-opt %s --fsdp-partition="world-size=2" --fsdp-emulate-ranks | mlir-opt | FileCheck %s --check-prefix=EMULATED

#id = affine_map<(d0, d1) -> (d0, d1)>
fsdp.mesh @mesh = <["shard"=?]>

// CHECK-LABEL: func.func @zero_size
// CHECK-SAME: (%[[W:.*]]: tensor<0x8xf32> {fsdp.global_type = tensor<0x8xf32>
// CHECK-SAME: %[[X:.*]]: tensor<2x0xf32> {fsdp.global_type = tensor<4x0xf32>
// CHECK-SAME: %[[DY:.*]]: tensor<2x8xf32> {fsdp.global_type = tensor<4x8xf32>
// CHECK: %[[WF:.*]] = fsdp.all_gather %[[W]] on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "w"} : (tensor<0x8xf32>) -> tensor<0x8xf32>
// CHECK: %[[Y:.*]] = linalg.matmul ins(%[[X]], %[[WF]] : tensor<2x0xf32>, tensor<0x8xf32>) outs(%{{.*}} : tensor<2x8xf32>)
// CHECK: %[[G:.*]] = linalg.matmul ins(%{{.*}}, %[[DY]] : tensor<0x2xf32>, tensor<2x8xf32>) outs(%{{.*}} : tensor<0x8xf32>)
// CHECK: %[[GS:.*]] = fsdp.reduce_scatter sum %[[G]] on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "w"} : (tensor<0x8xf32>) -> tensor<0x8xf32>
// CHECK: %[[NEW:.*]] = linalg.generic {{.*}} ins(%[[W]], %[[GS]] : tensor<0x8xf32>, tensor<0x8xf32>)
// CHECK: return %[[Y]], %[[NEW]] : tensor<2x8xf32>, tensor<0x8xf32>
// EMULATED-LABEL: func.func @zero_size
// EMULATED-SAME: (%{{.*}}: tensor<0x8xf32>, %{{.*}}: tensor<4x0xf32>, %{{.*}}: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<0x8xf32>)
func.func @zero_size(
    %w: tensor<0x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "w"},
    %x: tensor<4x0xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
    %dy: tensor<4x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>})
    -> (tensor<4x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
        tensor<0x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 0 : i64}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %y = linalg.matmul ins(%x, %w : tensor<4x0xf32>, tensor<0x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
  %et = tensor.empty() : tensor<0x4xf32>
  %xt = linalg.transpose ins(%x : tensor<4x0xf32>) outs(%et : tensor<0x4xf32>) permutation = [1, 0]
  %eg = tensor.empty() : tensor<0x8xf32>
  %zg = linalg.fill ins(%zero : f32) outs(%eg : tensor<0x8xf32>) -> tensor<0x8xf32>
  %g = linalg.matmul ins(%xt, %dy : tensor<0x4xf32>, tensor<4x8xf32>) outs(%zg : tensor<0x8xf32>) -> tensor<0x8xf32>
  %new = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %g : tensor<0x8xf32>, tensor<0x8xf32>) outs(%eg : tensor<0x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<0x8xf32>
  return %y, %new : tensor<4x8xf32>, tensor<0x8xf32>
}
