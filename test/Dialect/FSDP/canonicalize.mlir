// RUN: fsdp-opt %s -canonicalize -split-input-file | FileCheck %s

fsdp.mesh @mesh = <["replica"=1, "shard"=4]>

// Collectives over axes of total size 1 communicate nothing.
// CHECK-LABEL: func.func @single_rank_sync
// CHECK-SAME: (%[[W:.*]]: tensor<5x2xf32>, %[[L:.*]]: tensor<f32>)
// CHECK-NOT: fsdp.
// CHECK: return %[[W]], %[[W]], %[[L]], %[[W]]
func.func @single_rank_sync(%w: tensor<5x2xf32>, %l: tensor<f32>)
    -> (tensor<5x2xf32>, tensor<5x2xf32>, tensor<f32>, tensor<5x2xf32>) {
  %g = fsdp.all_gather %w on @mesh axes = ["replica"] dim = 0
      : (tensor<5x2xf32>) -> tensor<5x2xf32>
  %s = fsdp.reduce_scatter sum %w on @mesh axes = ["replica"] dim = 0
      : (tensor<5x2xf32>) -> tensor<5x2xf32>
  %r = fsdp.all_reduce sum %l on @mesh axes = ["replica"] : tensor<f32>
  %h = fsdp.shard %w on @mesh axes = ["replica"] dim = 0
      : tensor<5x2xf32> -> tensor<5x2xf32>
  return %g, %s, %r, %h : tensor<5x2xf32>, tensor<5x2xf32>, tensor<f32>, tensor<5x2xf32>
}

// CHECK-LABEL: func.func @single_rank_rank
// CHECK: %[[ZERO:.*]] = arith.constant 0 : index
// CHECK: %[[R:.*]] = fsdp.rank on @mesh axes = ["replica", "shard"]
// CHECK: return %[[ZERO]], %[[R]]
func.func @single_rank_rank() -> (index, index) {
  %z = fsdp.rank on @mesh axes = ["replica"]
  %r = fsdp.rank on @mesh axes = ["replica", "shard"]
  return %z, %r : index, index
}

// CHECK-LABEL: func.func @single_rank_async
// CHECK-SAME: (%[[A:.*]]: tensor<3xf32>, %[[B:.*]]: tensor<3xbf16>)
// CHECK-NOT: fsdp.
// CHECK: return %[[A]], %[[B]], %[[A]]
func.func @single_rank_async(%a: tensor<3xf32>, %b: tensor<3xbf16>)
    -> (tensor<3xf32>, tensor<3xbf16>, tensor<3xf32>) {
  %p = fsdp.all_gather_start %a, %b on @mesh axes = ["replica"] dim = 0
      : (tensor<3xf32>, tensor<3xbf16>) -> !fsdp.pending<tensor<3xf32>, tensor<3xbf16>>
  %g:2 = fsdp.wait %p : !fsdp.pending<tensor<3xf32>, tensor<3xbf16>>
  %q = fsdp.all_reduce_start max %a on @mesh axes = ["replica"]
      : (tensor<3xf32>) -> !fsdp.pending<tensor<3xf32>>
  %m = fsdp.wait %q : !fsdp.pending<tensor<3xf32>>
  return %g#0, %g#1, %m : tensor<3xf32>, tensor<3xbf16>, tensor<3xf32>
}

// Gathering the shards that fsdp.shard cut out gives the replicated tensor
// back; with 4 ranks nothing else folds.
// CHECK-LABEL: func.func @gather_of_shard
// CHECK-SAME: (%[[X:.*]]: tensor<10x4xf32>, %[[S:.*]]: tensor<3x4xf32>)
// CHECK: %[[G:.*]] = fsdp.all_gather %[[S]] on @mesh axes = ["shard"] dim = 0
// CHECK: return %[[X]], %[[G]]
func.func @gather_of_shard(%x: tensor<10x4xf32>, %s: tensor<3x4xf32>)
    -> (tensor<10x4xf32>, tensor<10x4xf32>) {
  %own = fsdp.shard %x on @mesh axes = ["shard"] dim = 0
      : tensor<10x4xf32> -> tensor<3x4xf32>
  %back = fsdp.all_gather %own on @mesh axes = ["shard"] dim = 0
      : (tensor<3x4xf32>) -> tensor<10x4xf32>
  %other = fsdp.all_gather %s on @mesh axes = ["shard"] dim = 0
      : (tensor<3x4xf32>) -> tensor<10x4xf32>
  return %back, %other : tensor<10x4xf32>, tensor<10x4xf32>
}

// A shard along another dimension is not undone by a gather along dim 0, even
// where the types line up.
// CHECK-LABEL: func.func @gather_of_shard_other_dim
// CHECK: fsdp.shard
// CHECK: fsdp.all_gather
func.func @gather_of_shard_other_dim(%x: tensor<1x1xf32>) -> tensor<1x1xf32> {
  %own = fsdp.shard %x on @mesh axes = ["shard"] dim = 1
      : tensor<1x1xf32> -> tensor<1x1xf32>
  %g = fsdp.all_gather %own on @mesh axes = ["shard"] dim = 0
      : (tensor<1x1xf32>) -> tensor<1x1xf32>
  return %g : tensor<1x1xf32>
}

// Synchronous collectives are pure: an unused one disappears. Asynchronous
// ones are ordered effects and stay where the program put them.
// CHECK-LABEL: func.func @effects
// CHECK-NOT: fsdp.all_gather %
// CHECK: %[[P:.*]] = fsdp.all_gather_start
// CHECK: fsdp.wait %[[P]]
func.func @effects(%a: tensor<3xf32>) {
  %g = fsdp.all_gather %a on @mesh axes = ["shard"] dim = 0
      : (tensor<3xf32>) -> tensor<12xf32>
  %p = fsdp.all_gather_start %a on @mesh axes = ["shard"] dim = 0
      : (tensor<3xf32>) -> !fsdp.pending<tensor<12xf32>>
  %w = fsdp.wait %p : !fsdp.pending<tensor<12xf32>>
  return
}

// -----

// One gather of a parameter may feed both forward and backward: CSE merges
// identical synchronous gathers.
// RUN: fsdp-opt %s -split-input-file -cse | FileCheck %s --check-prefix=CSE
fsdp.mesh @mesh = <["shard"=2]>
// CSE-LABEL: func.func @cse
// CSE: %[[G:.*]] = fsdp.all_gather
// CSE-NOT: fsdp.all_gather
// CSE: return %[[G]], %[[G]]
func.func @cse(%a: tensor<3xf32>) -> (tensor<6xf32>, tensor<6xf32>) {
  %g0 = fsdp.all_gather %a on @mesh axes = ["shard"] dim = 0
      : (tensor<3xf32>) -> tensor<6xf32>
  %g1 = fsdp.all_gather %a on @mesh axes = ["shard"] dim = 0
      : (tensor<3xf32>) -> tensor<6xf32>
  return %g0, %g1 : tensor<6xf32>, tensor<6xf32>
}
