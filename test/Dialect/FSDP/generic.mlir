// The generic form of every fsdp op parses and prints in the custom form.
// RUN: fsdp-opt %s | FileCheck %s

"fsdp.mesh"() <{sym_name = "mesh", mesh = #fsdp.mesh<["shard"=2]>}> : () -> ()

// CHECK-LABEL: func.func @generic
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>, %[[F:.*]]: tensor<4x3xf32>)
func.func @generic(%a: tensor<2x3xf32>, %f: tensor<4x3xf32>) {
  // CHECK: %[[G:.*]] = fsdp.all_gather %[[A]] on @mesh axes = ["shard"] dim = 0 : (tensor<2x3xf32>) -> tensor<4x3xf32>
  %g = "fsdp.all_gather"(%a) <{mesh = @mesh, axes = ["shard"], dim = 0 : i64}>
      : (tensor<2x3xf32>) -> tensor<4x3xf32>
  // CHECK: fsdp.reduce_scatter sum %[[F]] on @mesh axes = ["shard"] dim = 0 : (tensor<4x3xf32>) -> tensor<2x3xf32>
  %s = "fsdp.reduce_scatter"(%f) <{reduction = #fsdp<reduction sum>, mesh = @mesh, axes = ["shard"], dim = 0 : i64}>
      : (tensor<4x3xf32>) -> tensor<2x3xf32>
  // CHECK: fsdp.all_reduce max %[[A]] on @mesh axes = ["shard"] : tensor<2x3xf32>
  %r = "fsdp.all_reduce"(%a) <{reduction = #fsdp<reduction max>, mesh = @mesh, axes = ["shard"]}>
      : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: %[[P:.*]] = fsdp.reduce_scatter_start min %[[F]] on @mesh axes = ["shard"] dim = 0 : (tensor<4x3xf32>) -> !fsdp.pending<tensor<2x3xf32>>
  %p = "fsdp.reduce_scatter_start"(%f) <{reduction = #fsdp<reduction min>, mesh = @mesh, axes = ["shard"], dim = 0 : i64}>
      : (tensor<4x3xf32>) -> !fsdp.pending<tensor<2x3xf32>>
  // CHECK: fsdp.wait %[[P]] : !fsdp.pending<tensor<2x3xf32>>
  %w = "fsdp.wait"(%p) : (!fsdp.pending<tensor<2x3xf32>>) -> tensor<2x3xf32>
  // CHECK: fsdp.rank on @mesh axes = ["shard"]
  %k = "fsdp.rank"() <{mesh = @mesh, axes = ["shard"]}> : () -> index
  // CHECK: fsdp.shard %[[F]] on @mesh axes = ["shard"] dim = 0 : tensor<4x3xf32> -> tensor<2x3xf32>
  %h = "fsdp.shard"(%f) <{mesh = @mesh, axes = ["shard"], dim = 0 : i64}>
      : (tensor<4x3xf32>) -> tensor<2x3xf32>
  return
}
