// RUN: fsdp-opt %s -split-input-file -verify-diagnostics --fsdp-partition="world-size=4" | FileCheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>
fsdp.mesh @mesh = <["shard"=?]>

// Forward: the parameter is gathered for the matmul, the batch split flows
// through to the result.
// CHECK: fsdp.mesh @mesh = <["shard"=4]>
// CHECK-LABEL: func.func @forward
// CHECK-SAME: (%[[W:.*]]: tensor<3x8xf32> {fsdp.global_type = tensor<10x8xf32>, fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "blocks.0"}
// CHECK-SAME: %[[X:.*]]: tensor<3x10xf32> {fsdp.global_type = tensor<12x10xf32>
// CHECK-SAME: -> (tensor<3x8xf32> {fsdp.global_type = tensor<12x8xf32>
// CHECK: %[[WF:.*]] = fsdp.all_gather %[[W]] on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "blocks.0"} : (tensor<3x8xf32>) -> tensor<10x8xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<3x8xf32>
// CHECK: %[[Z:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<3x8xf32>)
// CHECK: %[[Y:.*]] = linalg.matmul ins(%[[X]], %[[WF]] : tensor<3x10xf32>, tensor<10x8xf32>) outs(%[[Z]] : tensor<3x8xf32>)
// CHECK: return %[[Y]] : tensor<3x8xf32>
func.func @forward(
    %w: tensor<10x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "blocks.0"},
    %x: tensor<12x10xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>})
    -> (tensor<12x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<12x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<12x8xf32>) -> tensor<12x8xf32>
  %y = linalg.matmul ins(%x, %w : tensor<12x10xf32>, tensor<10x8xf32>) outs(%z : tensor<12x8xf32>) -> tensor<12x8xf32>
  return %y : tensor<12x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
fsdp.mesh @mesh = <["shard"=?]>

// Backward and update: the weight gradient x^T dy is a partial sum over the
// local batch; it is reduce-scattered once into the parameter's sharding, and
// the SGD update (0.1 * g subtracted, zero on zero) runs on the shards without
// a mask. The loss, a partial sum over the batch, is all-reduced.
// CHECK-LABEL: func.func @sgd_step
// CHECK-SAME: (%[[W:.*]]: tensor<3x8xf32> {{.*}}, %[[X:.*]]: tensor<3x10xf32> {{.*}}, %[[DY:.*]]: tensor<3x8xf32> {{.*}})
// CHECK: %[[G:.*]] = linalg.matmul ins(%{{.*}}, %[[DY]] : tensor<10x3xf32>, tensor<3x8xf32>) outs(%{{.*}} : tensor<10x8xf32>)
// CHECK: %[[GS:.*]] = fsdp.reduce_scatter sum %[[G]] on @mesh axes = ["shard"] dim = 0 : (tensor<10x8xf32>) -> tensor<3x8xf32>
// CHECK: %[[NEW:.*]] = linalg.generic {{.*}} ins(%[[W]], %[[GS]] : tensor<3x8xf32>, tensor<3x8xf32>)
// CHECK-NOT: arith.select
// CHECK: linalg.yield
// CHECK: %[[L:.*]] = linalg.generic {{.*}} iterator_types = ["reduction", "reduction"]} ins(%[[DY]] : tensor<3x8xf32>) outs(%{{.*}} : tensor<f32>)
// CHECK: %[[LOSS:.*]] = fsdp.all_reduce sum %[[L]] on @mesh axes = ["shard"] : tensor<f32>
// CHECK: return %[[NEW]], %[[LOSS]] : tensor<3x8xf32>, tensor<f32>
func.func @sgd_step(
    %w: tensor<10x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
    %x: tensor<12x10xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
    %dy: tensor<12x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>})
    -> (tensor<10x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 0 : i64},
        tensor<f32> {fsdp.sharding = #fsdp.sharding<@mesh, []>}) {
  %zero = arith.constant 0.0 : f32
  %et = tensor.empty() : tensor<10x12xf32>
  %xt = linalg.transpose ins(%x : tensor<12x10xf32>) outs(%et : tensor<10x12xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<10x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<10x8xf32>) -> tensor<10x8xf32>
  %g = linalg.matmul ins(%xt, %dy : tensor<10x12xf32>, tensor<12x8xf32>) outs(%z : tensor<10x8xf32>) -> tensor<10x8xf32>
  %e2 = tensor.empty() : tensor<10x8xf32>
  %new = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %g : tensor<10x8xf32>, tensor<10x8xf32>) outs(%e2 : tensor<10x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %lr = arith.constant 0.1 : f32
    %s = arith.mulf %lr, %b : f32
    %d = arith.subf %a, %s : f32
    linalg.yield %d : f32
  } -> tensor<10x8xf32>
  %ls = tensor.empty() : tensor<f32>
  %lz = linalg.fill ins(%zero : f32) outs(%ls : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%dy : tensor<12x8xf32>) outs(%lz : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %acc, %a : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %new, %loss : tensor<10x8xf32>, tensor<f32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
fsdp.mesh @mesh = <["shard"=?]>

// A tied parameter: its two gradient contributions are added as partial sums
// and reduce-scattered once.
// CHECK-LABEL: func.func @tied
// CHECK: %[[SUM:.*]] = linalg.generic
// CHECK: arith.addf
// CHECK: %[[GS:.*]] = fsdp.reduce_scatter sum %[[SUM]]
// CHECK-NOT: fsdp.reduce_scatter
// CHECK: return
func.func @tied(
    %w: tensor<10x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
    %x: tensor<12x10xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
    %dy: tensor<12x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>})
    -> (tensor<10x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 0 : i64}) {
  %zero = arith.constant 0.0 : f32
  %et = tensor.empty() : tensor<10x12xf32>
  %xt = linalg.transpose ins(%x : tensor<12x10xf32>) outs(%et : tensor<10x12xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<10x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<10x8xf32>) -> tensor<10x8xf32>
  %g1 = linalg.matmul ins(%xt, %dy : tensor<10x12xf32>, tensor<12x8xf32>) outs(%z : tensor<10x8xf32>) -> tensor<10x8xf32>
  %g2 = linalg.matmul ins(%xt, %dy : tensor<10x12xf32>, tensor<12x8xf32>) outs(%z : tensor<10x8xf32>) -> tensor<10x8xf32>
  %e2 = tensor.empty() : tensor<10x8xf32>
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g1, %g2 : tensor<10x8xf32>, tensor<10x8xf32>) outs(%e2 : tensor<10x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<10x8xf32>
  %new = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %g : tensor<10x8xf32>, tensor<10x8xf32>) outs(%e2 : tensor<10x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<10x8xf32>
  return %new : tensor<10x8xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
fsdp.mesh @mesh = <["shard"=?]>

// Padding stays inert: 10 rows on 4 ranks leave 2 rows of padding. w + 1 is
// not zero on zero, so the padding rows are masked; a global max over the
// shards skips them, then combines across ranks.
// CHECK-LABEL: func.func @padding
// CHECK-SAME: (%[[W:.*]]: tensor<3xf32>
// CHECK: %[[RANK:.*]] = fsdp.rank on @mesh axes = ["shard"]
// CHECK: %[[OFF:.*]] = arith.muli %[[RANK]], %c3
// CHECK: linalg.generic {{.*}} ins(%[[W]] : tensor<3xf32>)
// CHECK: %[[I:.*]] = linalg.index 0 : index
// CHECK: %[[GI:.*]] = arith.addi %[[I]], %[[OFF]] : index
// CHECK: %[[V:.*]] = arith.cmpi ult, %[[GI]], %c10
// CHECK: arith.select %[[V]], %{{.*}}, %cst
// CHECK: %[[OFF2:.*]] = arith.muli %[[RANK]], %c3
// CHECK: %[[M:.*]] = linalg.generic {{.*}} iterator_types = ["reduction"]} ins(%[[W]] : tensor<3xf32>)
// CHECK: arith.cmpi ult
// CHECK: %[[KEEP:.*]] = arith.select %{{.*}}, %{{.*}}, %[[ACC:.*]] : f32
// CHECK: %[[MAX:.*]] = fsdp.all_reduce max %[[M]] on @mesh axes = ["shard"] : tensor<f32>
func.func @padding(%w: tensor<10xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>})
    -> (tensor<10xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 0 : i64},
        tensor<f32> {fsdp.sharding = #fsdp.sharding<@mesh, []>}) {
  %e = tensor.empty() : tensor<10xf32>
  %p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%w : tensor<10xf32>) outs(%e : tensor<10xf32>) {
  ^bb0(%a: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %s = arith.addf %a, %one : f32
    linalg.yield %s : f32
  } -> tensor<10xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %me = tensor.empty() : tensor<f32>
  %mi = linalg.fill ins(%ninf : f32) outs(%me : tensor<f32>) -> tensor<f32>
  %m = linalg.generic {indexing_maps = [#id, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%w : tensor<10xf32>) outs(%mi : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.maximumf %acc, %a : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %p, %m : tensor<10xf32>, tensor<f32>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>

// Global-norm clipping: the gradient is reduce-scattered once; the norm is a
// masked local sum of squares, all-reduced; the clipped update uses the same
// reduce-scattered gradient.
// CHECK-LABEL: func.func @clip
// CHECK: %[[GS:.*]] = fsdp.reduce_scatter sum
// CHECK-NOT: fsdp.reduce_scatter
// CHECK: %[[SQ:.*]] = linalg.generic {{.*}} ins(%[[GS]] : tensor<3xf32>)
// CHECK: fsdp.all_reduce sum %[[SQ]]
// CHECK-NOT: fsdp.reduce_scatter
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %[[GS]], %{{.*}} : tensor<3xf32>, tensor<3xf32>, tensor<f32>)
func.func @clip(
    %w: tensor<10xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>},
    %x: tensor<12x10xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>})
    -> (tensor<10xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 0 : i64}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<10xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<10xf32>) -> tensor<10xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<12x10xf32>) outs(%z : tensor<10xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %acc, %a : f32
    linalg.yield %s : f32
  } -> tensor<10xf32>
  %se = tensor.empty() : tensor<f32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<f32>) -> tensor<f32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%g : tensor<10xf32>) outs(%sz : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %m = arith.mulf %a, %a : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %new = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%w, %g, %sq : tensor<10xf32>, tensor<10xf32>, tensor<f32>) outs(%e : tensor<10xf32>) {
  ^bb0(%a: f32, %b: f32, %n: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %den = arith.maximumf %n, %one : f32
    %c = arith.divf %b, %den : f32
    %d = arith.subf %a, %c : f32
    linalg.yield %d : f32
  } -> tensor<10xf32>
  return %new : tensor<10xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>

// An embedding lookup reads the (gathered) table inside the body; positions
// from linalg.index over the batch loop are made global.
// CHECK-LABEL: func.func @embedding
// CHECK-SAME: (%[[T:.*]]: tensor<13x4xf32> {{.*}}, %[[IDS:.*]]: tensor<3xi32>
// CHECK: %[[TF:.*]] = fsdp.all_gather %[[T]] on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "embed"} : (tensor<13x4xf32>) -> tensor<50x4xf32>
// CHECK: %[[OFF:.*]] = arith.muli %{{.*}}, %c3
// CHECK: linalg.generic {{.*}} ins(%[[IDS]] : tensor<3xi32>) outs(%{{.*}} : tensor<3x4xf32>)
// CHECK: %[[I:.*]] = linalg.index 0
// CHECK: %[[GI:.*]] = arith.addi %[[I]], %[[OFF]]
// CHECK: tensor.extract %[[TF]]
// CHECK: arith.index_cast %[[GI]]
func.func @embedding(
    %t: tensor<50x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "embed"},
    %ids: tensor<12xi32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>})
    -> (tensor<12x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>}) {
  %e = tensor.empty() : tensor<12x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<12xi32>) outs(%e : tensor<12x4xf32>) {
  ^bb0(%id: i32, %o: f32):
    %row = arith.index_cast %id : i32 to index
    %col = linalg.index 1 : index
    %v = tensor.extract %t[%row, %col] : tensor<50x4xf32>
    %b = linalg.index 0 : index
    %bi = arith.index_cast %b : index to i32
    %bf = arith.sitofp %bi : i32 to f32
    %s = arith.addf %v, %bf : f32
    linalg.yield %s : f32
  } -> tensor<12x4xf32>
  return %r : tensor<12x4xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>

// take_along_axis: a batch-split table read along its own split loop is read
// locally: the global row minus this rank's first row.
// CHECK-LABEL: func.func @take_along_axis
// CHECK-SAME: (%[[L:.*]]: tensor<3x5xf32> {{.*}}, %[[Y:.*]]: tensor<3xi32>
// CHECK-NOT: fsdp.all_gather
// CHECK: %[[OFF:.*]] = arith.muli
// CHECK: linalg.generic
// CHECK: %[[GI:.*]] = arith.addi %{{.*}}, %[[OFF]]
// CHECK: %[[LOCAL:.*]] = arith.subi %[[GI]], %[[OFF]]
// CHECK: tensor.extract %[[L]][%[[LOCAL]], %{{.*}}] : tensor<3x5xf32>
func.func @take_along_axis(
    %logits: tensor<12x5xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
    %y: tensor<12xi32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>})
    -> (tensor<12xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>}) {
  %e = tensor.empty() : tensor<12xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%y : tensor<12xi32>) outs(%e : tensor<12xf32>) {
  ^bb0(%label: i32, %o: f32):
    %b = linalg.index 0 : index
    %c = arith.index_cast %label : i32 to index
    %v = tensor.extract %logits[%b, %c] : tensor<12x5xf32>
    linalg.yield %v : f32
  } -> tensor<12xf32>
  return %r : tensor<12xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>

// Reshapes and slices keep the batch split when it leads its group and is
// taken whole; concatenation along another dimension keeps it too.
// CHECK-LABEL: func.func @shapes
// CHECK-SAME: (%[[X:.*]]: tensor<3x2x5xf32>
// CHECK: %[[C:.*]] = tensor.collapse_shape %[[X]] {{\[}}[0, 1], [2]] : tensor<3x2x5xf32> into tensor<6x5xf32>
// CHECK: %[[E:.*]] = tensor.expand_shape %[[C]] {{\[}}[0, 1], [2]] output_shape [3, 2, 5] : tensor<6x5xf32> into tensor<3x2x5xf32>
// CHECK: %[[S:.*]] = tensor.extract_slice %[[E]][0, 0, 1] [3, 2, 3] [1, 1, 1] : tensor<3x2x5xf32> to tensor<3x2x3xf32>
// CHECK: %[[CAT:.*]] = tensor.concat dim(2) %[[S]], %[[S]] : (tensor<3x2x3xf32>, tensor<3x2x3xf32>) -> tensor<3x2x6xf32>
// CHECK: return %[[CAT]]
func.func @shapes(%x: tensor<12x2x5xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}, {}]>})
    -> (tensor<12x2x6xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}, {}]>}) {
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<12x2x5xf32> into tensor<24x5xf32>
  %e = tensor.expand_shape %c [[0, 1], [2]] output_shape [12, 2, 5] : tensor<24x5xf32> into tensor<12x2x5xf32>
  %s = tensor.extract_slice %e[0, 0, 1] [12, 2, 3] [1, 1, 1] : tensor<12x2x5xf32> to tensor<12x2x3xf32>
  %cat = tensor.concat dim(2) %s, %s : (tensor<12x2x3xf32>, tensor<12x2x3xf32>) -> tensor<12x2x6xf32>
  return %cat : tensor<12x2x6xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>

// A sum over the batch into a non-zero initial value: only rank 0 keeps it,
// so the all-reduce adds it once.
// CHECK-LABEL: func.func @nonzero_init
// CHECK-SAME: (%[[X:.*]]: tensor<3xf32> {{.*}}, %[[B:.*]]: tensor<f32>
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %{{.*}}, %c0
// CHECK: %[[INIT:.*]] = linalg.generic {{.*}} ins(%[[B]] : tensor<f32>)
// CHECK: arith.select %[[FIRST]], %{{.*}}, %{{.*}} : f32
// CHECK: %[[S:.*]] = linalg.generic {{.*}} outs(%[[INIT]] : tensor<f32>)
// CHECK: fsdp.all_reduce sum %[[S]]
func.func @nonzero_init(%x: tensor<12xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>},
                        %b: tensor<f32>) -> tensor<f32> {
  %s = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%x : tensor<12xf32>) outs(%b : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %s : tensor<f32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
fsdp.mesh @mesh = <["shard"=?]>

// The gradient of a parameter's first rows (GPT's wpe[:T] under a longer
// table): the partial sum inserted into zeros stays a partial sum, since
// zeros are one, and the whole is reduce-scattered once into the shards.
// CHECK-LABEL: func.func @slice_gradient
// CHECK-SAME: (%[[P:.*]]: tensor<4x8xf32> {{.*}}, %[[DY:.*]]: tensor<12x8xf32>
// CHECK: %[[DY3:.*]] = tensor.expand_shape %[[DY]]
// CHECK: %[[G:.*]] = linalg.generic {{.*}} ins(%[[DY3]] : tensor<1x12x8xf32>) outs(%{{.*}} : tensor<12x8xf32>)
// CHECK: %[[Z:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<16x8xf32>)
// CHECK-NOT: arith.select
// CHECK: %[[INS:.*]] = tensor.insert_slice %[[G]] into %[[Z]][0, 0] [12, 8] [1, 1] : tensor<12x8xf32> into tensor<16x8xf32>
// CHECK: %[[GS:.*]] = fsdp.reduce_scatter sum %[[INS]] on @mesh axes = ["shard"] dim = 0 : (tensor<16x8xf32>) -> tensor<4x8xf32>
// CHECK-NOT: fsdp.all_reduce
// CHECK: linalg.generic {{.*}} ins(%[[P]], %[[GS]] : tensor<4x8xf32>, tensor<4x8xf32>)
func.func @slice_gradient(
    %p: tensor<16x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
    %dy: tensor<48x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>})
    -> (tensor<16x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 0 : i64}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<12x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<12x8xf32>) -> tensor<12x8xf32>
  // A batch of 4 sequences of 12 positions, summed over the batch.
  %dy3 = tensor.expand_shape %dy [[0, 1], [2]] output_shape [4, 12, 8] : tensor<48x8xf32> into tensor<4x12x8xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dy3 : tensor<4x12x8xf32>) outs(%z : tensor<12x8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %acc, %a : f32
    linalg.yield %s : f32
  } -> tensor<12x8xf32>
  %ez = tensor.empty() : tensor<16x8xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%ez : tensor<16x8xf32>) -> tensor<16x8xf32>
  %full = tensor.insert_slice %g into %zeros[0, 0] [12, 8] [1, 1] : tensor<12x8xf32> into tensor<16x8xf32>
  %e2 = tensor.empty() : tensor<16x8xf32>
  %new = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%p, %full : tensor<16x8xf32>, tensor<16x8xf32>) outs(%e2 : tensor<16x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<16x8xf32>
  return %new : tensor<16x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
fsdp.mesh @mesh = <["shard"=?]>

// A gradient of a parameter's first 2 of 16 rows is all-reduced alone (2x8
// elements moved twice: less than a reduce-scatter of the whole 16x8), then
// inserted and sliced into the shards without communication.
// CHECK-LABEL: func.func @small_slice_gradient
// CHECK-SAME: (%[[P:.*]]: tensor<4x8xf32> {{.*}}, %[[DY:.*]]: tensor<2x8xf32>
// CHECK: %[[G:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<1x2x8xf32>) outs(%{{.*}} : tensor<2x8xf32>)
// CHECK: %[[GR:.*]] = fsdp.all_reduce sum %[[G]] on @mesh axes = ["shard"] : tensor<2x8xf32>
// CHECK: %[[INS:.*]] = tensor.insert_slice %[[GR]] into %{{.*}}[0, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<16x8xf32>
// CHECK: %[[MINE:.*]] = fsdp.shard %[[INS]] on @mesh axes = ["shard"] dim = 0 : tensor<16x8xf32> -> tensor<4x8xf32>
// CHECK-NOT: fsdp.reduce_scatter
// CHECK: linalg.generic {{.*}} ins(%[[P]], %[[MINE]] : tensor<4x8xf32>, tensor<4x8xf32>)
func.func @small_slice_gradient(
    %p: tensor<16x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
    %dy: tensor<8x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>})
    -> (tensor<16x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 0 : i64}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x8xf32>) -> tensor<2x8xf32>
  %dy3 = tensor.expand_shape %dy [[0, 1], [2]] output_shape [4, 2, 8] : tensor<8x8xf32> into tensor<4x2x8xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dy3 : tensor<4x2x8xf32>) outs(%z : tensor<2x8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %acc, %a : f32
    linalg.yield %s : f32
  } -> tensor<2x8xf32>
  %ez = tensor.empty() : tensor<16x8xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%ez : tensor<16x8xf32>) -> tensor<16x8xf32>
  %full = tensor.insert_slice %g into %zeros[0, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<16x8xf32>
  %e2 = tensor.empty() : tensor<16x8xf32>
  %new = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%p, %full : tensor<16x8xf32>, tensor<16x8xf32>) outs(%e2 : tensor<16x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<16x8xf32>
  return %new : tensor<16x8xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>

// A partial sum inserted over most of a non-zero replicated tensor is
// all-reduced alone (3 elements, not the whole 4 with the others kept by one
// rank), then inserted.
// CHECK-LABEL: func.func @insert_into_values
// CHECK-SAME: (%[[X:.*]]: tensor<3x3xf32> {{.*}}, %[[D:.*]]: tensor<4xf32>
// CHECK: %[[S:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<3x3xf32>)
// CHECK: %[[R:.*]] = fsdp.all_reduce sum %[[S]] on @mesh axes = ["shard"] : tensor<3xf32>
// CHECK: %[[INS:.*]] = tensor.insert_slice %[[R]] into %[[D]][1] [3] [1]
// CHECK: return %[[INS]]
func.func @insert_into_values(%x: tensor<12x3xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
                              %d: tensor<4xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<12x3xf32>) outs(%z : tensor<3xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<3xf32>
  %r = tensor.insert_slice %s into %d[1] [3] [1] : tensor<3xf32> into tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A parameter that feeds only other functions' bodies is untouched; functions
// without shardings are left alone.
// CHECK-LABEL: func.func @unsharded
// CHECK-SAME: (%{{.*}}: tensor<10xf32>) -> tensor<10xf32>
func.func @unsharded(%x: tensor<10xf32>) -> tensor<10xf32> {
  return %x : tensor<10xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
fsdp.mesh @mesh = <["shard"=?]>

// A gradient's elementwise derivatives (here scaled) are not reduce-scattered
// one by one: the gradient is, once, and the scaling is recomputed on its
// shard; a transposed gradient is reduce-scattered after the transpose, never
// gathered.
// CHECK-LABEL: func.func @gradient_chain
// CHECK: %[[G:.*]] = linalg.matmul
// CHECK: %[[GS:.*]] = fsdp.reduce_scatter sum %[[G]] on @mesh axes = ["shard"] dim = 0 : (tensor<10x8xf32>) -> tensor<3x8xf32>
// CHECK: %[[SCALED:.*]] = linalg.generic {{.*}} ins(%[[GS]] : tensor<3x8xf32>)
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %[[SCALED]] : tensor<3x8xf32>, tensor<3x8xf32>)
// CHECK: %[[T:.*]] = linalg.transpose ins(%[[G]] : tensor<10x8xf32>)
// CHECK: fsdp.reduce_scatter sum %[[T]] on @mesh axes = ["shard"] dim = 0 : (tensor<8x10xf32>) -> tensor<2x10xf32>
// CHECK-NOT: fsdp.all_gather
func.func @gradient_chain(
    %w: tensor<10x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
    %v: tensor<8x10xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
    %xt: tensor<10x12xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>},
    %dy: tensor<12x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>})
    -> (tensor<10x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 0 : i64},
        tensor<8x10xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 1 : i64}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<10x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<10x8xf32>) -> tensor<10x8xf32>
  %g = linalg.matmul ins(%xt, %dy : tensor<10x12xf32>, tensor<12x8xf32>) outs(%z : tensor<10x8xf32>) -> tensor<10x8xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g : tensor<10x8xf32>) outs(%e : tensor<10x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %lr = arith.constant 0.1 : f32
    %s = arith.mulf %lr, %a : f32
    linalg.yield %s : f32
  } -> tensor<10x8xf32>
  %new = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %scaled : tensor<10x8xf32>, tensor<10x8xf32>) outs(%e : tensor<10x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<10x8xf32>
  %et = tensor.empty() : tensor<8x10xf32>
  %gt = linalg.transpose ins(%g : tensor<10x8xf32>) outs(%et : tensor<8x10xf32>) permutation = [1, 0]
  %newv = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%v, %gt : tensor<8x10xf32>, tensor<8x10xf32>) outs(%et : tensor<8x10xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<8x10xf32>
  return %new, %newv : tensor<10x8xf32>, tensor<8x10xf32>
}

// -----
// Errors: one case for every diagnostic of the pass (mesh options are in
// fsdp-partition-options.mlir).

fsdp.mesh @mesh = <["shard"=?]>
// expected-error @+1 {{argument #0 has type 'tensor<?x4xf32>'; fsdp-partition needs static shapes}}
func.func @dynamic(%x: tensor<?x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>}) {
  return
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// expected-error @+1 {{argument #0 is declared a partial sum; inputs must be whole values}}
func.func @partial_input(%x: tensor<4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}], partial={"shard"}>}) {
  return
}

// -----

fsdp.mesh @mesh = <["a"=2, "b"=2]>
// expected-error @+1 {{argument #0 is split along 2 dimensions; fsdpc splits a tensor along one dimension}}
func.func @two_dims(%x: tensor<4x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"a"}, {"b"}]>}) {
  return
}

// -----

// State may be split along any dimension: it is gathered along that
// dimension before use and its gradient is reduce-scattered along it (here
// 8 columns over 4 ranks).
#xy = affine_map<(b, i, j) -> (b, i)>
#yy = affine_map<(b, i, j) -> (b, j)>
#gg = affine_map<(b, i, j) -> (i, j)>
fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @state_split_along_dim_1
// CHECK-SAME: (%[[W:.*]]: tensor<4x2xf32> {{.*}}, %[[X:.*]]: tensor<2x4xf32>
// CHECK: %[[WHOLE:.*]] = fsdp.all_gather %[[W]] on @mesh axes = ["shard"] dim = 1 : (tensor<4x2xf32>) -> tensor<4x8xf32>
// CHECK: linalg.matmul ins(%[[X]], %[[WHOLE]] : tensor<2x4xf32>, tensor<4x8xf32>)
// CHECK: %[[SHARD:.*]] = fsdp.reduce_scatter sum %{{.*}} on @mesh axes = ["shard"] dim = 1 : (tensor<4x8xf32>) -> tensor<4x2xf32>
// CHECK: linalg.generic {{.*}} ins(%[[W]], %[[SHARD]] : tensor<4x2xf32>, tensor<4x2xf32>)
// CHECK-NOT: fsdp.all_reduce
func.func @state_split_along_dim_1(
    %w: tensor<4x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>},
    %x: tensor<8x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>})
    -> (tensor<4x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.updates = 0 : i64}) {
  %zero = arith.constant 0.0 : f32
  %ye = tensor.empty() : tensor<8x8xf32>
  %yz = linalg.fill ins(%zero : f32) outs(%ye : tensor<8x8xf32>) -> tensor<8x8xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x4xf32>, tensor<4x8xf32>) outs(%yz : tensor<8x8xf32>) -> tensor<8x8xf32>
  %ge = tensor.empty() : tensor<4x8xf32>
  %gz = linalg.fill ins(%zero : f32) outs(%ge : tensor<4x8xf32>) -> tensor<4x8xf32>
  %g = linalg.generic {indexing_maps = [#xy, #yy, #gg], iterator_types = ["reduction", "parallel", "parallel"]}
      ins(%x, %y : tensor<8x4xf32>, tensor<8x8xf32>) outs(%gz : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %m, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %ne = tensor.empty() : tensor<4x8xf32>
  %new = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%w, %g : tensor<4x8xf32>, tensor<4x8xf32>) outs(%ne : tensor<4x8xf32>) {
  ^bb0(%p: f32, %d: f32, %o: f32):
    %u = arith.subf %p, %d : f32
    linalg.yield %u : f32
  } -> tensor<4x8xf32>
  return %new : tensor<4x8xf32>
}

// -----

// The stacked gradients of an unrolled scan (rows concatenated along
// dimension 0) for state split along dimension 1: each row is
// reduce-scattered on its own, from the row rather than from the stack (so
// fsdp-schedule may issue it as soon as the row is computed), and the
// shards are concatenated, rather than the whole stack all-reduced. With
// fsdp.row_units, row k's reduction belongs to unit layers.k.
#rows = affine_map<(b, j) -> (b, j)>
#cols = affine_map<(b, j) -> (j)>
fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @stacked_gradients
// CHECK-SAME: (%[[P:.*]]: tensor<2x2xf32>
// CHECK: %[[G0:.*]] = linalg.generic
// CHECK-NEXT: ^bb0
// CHECK-NEXT: arith.addf
// CHECK: %[[G1:.*]] = linalg.generic
// CHECK: %[[R0:.*]] = fsdp.reduce_scatter sum %[[G0]] on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "layers.0"} : (tensor<8xf32>) -> tensor<2xf32>
// CHECK-NEXT: %[[S0:.*]] = tensor.expand_shape %[[R0]] {{\[}}[0, 1]] output_shape [1, 2] : tensor<2xf32> into tensor<1x2xf32>
// CHECK-NEXT: %[[R1:.*]] = fsdp.reduce_scatter sum %[[G1]] on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "layers.1"} : (tensor<8xf32>) -> tensor<2xf32>
// CHECK-NEXT: %[[S1:.*]] = tensor.expand_shape %[[R1]]
// CHECK-NEXT: %[[G:.*]] = tensor.concat dim(0) %[[S0]], %[[S1]] : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<2x2xf32>
// CHECK: linalg.generic {{.*}} ins(%[[P]], %[[G]] : tensor<2x2xf32>, tensor<2x2xf32>)
// CHECK-NOT: fsdp.all_reduce
func.func @stacked_gradients(
    %p: tensor<2x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.row_units = "layers"},
    %x: tensor<8x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>})
    -> (tensor<2x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.updates = 0 : i64}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %g0 = linalg.generic {indexing_maps = [#rows, #cols], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<8x8xf32>) outs(%z : tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %g1 = linalg.generic {indexing_maps = [#rows, #cols], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<8x8xf32>) outs(%z : tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %m = arith.mulf %a, %a : f32
    %s = arith.addf %m, %acc : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %r0 = tensor.expand_shape %g0 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32>
  %r1 = tensor.expand_shape %g1 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32>
  %g = tensor.concat dim(0) %r0, %r1 : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<2x8xf32>
  %ne = tensor.empty() : tensor<2x8xf32>
  %new = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%p, %g : tensor<2x8xf32>, tensor<2x8xf32>) outs(%ne : tensor<2x8xf32>) {
  ^bb0(%a: f32, %d: f32, %o: f32):
    %u = arith.subf %a, %d : f32
    linalg.yield %u : f32
  } -> tensor<2x8xf32>
  return %new : tensor<2x8xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// expected-error @+1 {{argument #0: its batch dimension 0 has 10 rows, which do not divide by the 4 ranks of mesh axis "shard" (only parameters and optimizer state, which have a unit or are updated by a result, may be padded)}}
func.func @uneven_batch(%x: tensor<10x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>}) {
  return
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @gather_activation(
// CHECK-SAME: %[[X:[^:]+]]:
// CHECK: %[[WHOLE:.+]] = fsdp.all_gather %[[X]] on @mesh axes = ["shard"] dim = 0 : (tensor<3xf32>) -> tensor<12xf32>
// CHECK: return %[[WHOLE]]
func.func @gather_activation(%x: tensor<12xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>})
    -> (tensor<12xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}]>}) {
  // expected-warning @+1 {{'func.return' op needs a value that is batch-split on dimension 0 over mesh axis "shard" (4 ranks) (tensor<12xf32>) as replicated: the batch is all-gathered, and every rank holds it whole there}}
  return %x : tensor<12xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// A replicated value returned as a partial sum: rank 0 holds it, the others
// zeros, so the ranks' results sum to it.
// CHECK-LABEL: func.func @replicated_as_partial
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %{{.*}}, %c0
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<4xf32>)
// CHECK: arith.select %[[FIRST]], %{{.*}}, %{{.*}} : f32
// CHECK: return %[[R]]
func.func @replicated_as_partial(%x: tensor<4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}]>})
    -> (tensor<4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}], partial={"shard"}>}) {
  return %x : tensor<4xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @compound_batch(
// CHECK-SAME: %[[X:[^:]+]]:
// CHECK: %[[WHOLE:.+]] = fsdp.all_gather %[[X]] on @mesh axes = ["shard"] dim = 0 : (tensor<3x4xf32>) -> tensor<12x4xf32>
// CHECK: linalg.generic {{.*}} ins(%[[WHOLE]] : tensor<12x4xf32>) outs(%{{.*}} : tensor<3x4xf32>)
func.func @compound_batch(%x: tensor<12x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>}) -> tensor<3x4xf32> {
  %e = tensor.empty() : tensor<3x4xf32>
  // expected-warning @+1 {{'linalg.generic' op all-gathers the batch-split values it reads, and every rank holds and computes the whole batch there: it indexes batch-split dimension 0 of operand #0 with a compound expression (d0 * 4); the batch split cannot follow}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 * 4, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<12x4xf32>) outs(%e : tensor<3x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// A loop over a few values (fsdpc's while over small state: an op over no
// loops reading each element at a fixed index) that reads a batch-split
// value: the batch is gathered and every rank runs it whole.
// CHECK-LABEL: func.func @fixed_index_batch(
// CHECK-SAME: %[[X:[^:]+]]:
// CHECK: %[[WHOLE:.+]] = fsdp.all_gather %[[X]] on @mesh axes = ["shard"] dim = 0 : (tensor<1xf32>) -> tensor<4xf32>
// CHECK: linalg.generic {{.*}} iterator_types = []} ins(%[[WHOLE]], %[[WHOLE]] : tensor<4xf32>, tensor<4xf32>)
func.func @fixed_index_batch(%x: tensor<4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>}) -> tensor<f32> {
  %e = tensor.empty() : tensor<f32>
  // expected-warning @+1 {{'linalg.generic' op all-gathers the batch-split values it reads, and every rank holds and computes the whole batch there: it indexes batch-split dimension 0 of operand #0 at a fixed index (0); the batch split cannot follow}}
  %r = linalg.generic {indexing_maps = [affine_map<() -> (0)>, affine_map<() -> (3)>, affine_map<() -> ()>], iterator_types = []}
      ins(%x, %x : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<f32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// A partial sum read inside a nested region of a body (a scalar program's
// scf.index_switch) is not linear there, whatever the switch's operand: it
// is all-reduced before the op, not carried through it as a partial sum
// (v * v summed over ranks is not the square of the sum).
// CHECK-LABEL: func.func @partial_read_in_a_region(
// CHECK: %[[G:.+]] = linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK: %[[WHOLE:.+]] = fsdp.all_reduce sum %[[G]] on @mesh axes = ["shard"] : tensor<4xf32>
// CHECK: linalg.generic {{.*}} ins(%[[WHOLE]] : tensor<4xf32>)
// CHECK: scf.index_switch
// CHECK-NOT: fsdp.all_reduce
// CHECK: return
func.func @partial_read_in_a_region(%x: tensor<8x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>})
    -> (tensor<4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x4xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %acc, %a : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %i = arith.constant 1 : index
    %w = scf.index_switch %i -> f32
    case 0 {
      %c = arith.constant 2.0 : f32
      scf.yield %c : f32
    }
    default {
      scf.yield %v : f32
    }
    %p = arith.mulf %v, %w : f32
    linalg.yield %p : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// Operands split along two loops (x by its rows d0, y read transposed: its
// rows are d1): y is gathered, and the op keeps x's split (the result's
// rows), reading the columns of y that d0 indexes, as a contrastive loss's
// a @ b^T does.
// CHECK-LABEL: func.func @two_batch_loops(
// CHECK-SAME: %[[X:[^:]+]]: tensor<3x12xf32>
// CHECK-SAME: %[[Y:[^:]+]]: tensor<3x12xf32>
// CHECK: %[[YW:.+]] = fsdp.all_gather %[[Y]] on @mesh axes = ["shard"] dim = 0 : (tensor<3x12xf32>) -> tensor<12x12xf32>
// CHECK: %[[YS:.+]] = fsdp.shard %[[YW]] on @mesh axes = ["shard"] dim = 1 : tensor<12x12xf32> -> tensor<12x3xf32>
// CHECK: %[[R:.+]] = linalg.generic {{.*}} ins(%[[X]], %[[YS]] : tensor<3x12xf32>, tensor<12x3xf32>) outs(%{{.*}} : tensor<3x12xf32>)
// CHECK: return %[[R]] : tensor<3x12xf32>
func.func @two_batch_loops(%x: tensor<12x12xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
                           %y: tensor<12x12xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>})
    -> (tensor<12x12xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>}) {
  %e = tensor.empty() : tensor<12x12xf32>
  // expected-warning @+1 {{'linalg.generic' op all-gathers operand #1 (batch-split, but not along loop d0 over the same axes) and keeps the batch split along d0: every rank holds the whole batch of it}}
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
// CHECK-LABEL: func.func @compound_other(
// CHECK-SAME: %[[X:[^:]+]]:
// CHECK-SAME: %[[Y:[^:]+]]:
// CHECK: %[[WHOLE:.+]] = fsdp.all_gather %[[X]]
// CHECK: linalg.generic {{.*}} ins(%[[WHOLE]], %[[Y]] : tensor<12xf32>, tensor<24xf32>) outs(%{{.*}} : tensor<12xf32>)
func.func @compound_other(%x: tensor<12xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>}, %t: tensor<24xf32>) -> tensor<12xf32> {
  %e = tensor.empty() : tensor<12xf32>
  // expected-warning @+1 {{'linalg.generic' op all-gathers the batch-split values it reads, and every rank holds and computes the whole batch there: it indexes split loop d0 in operand #1 through a compound expression (d0 * 2); fsdp-partition splits operands along plain loops}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0 * 2)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%x, %t : tensor<12xf32>, tensor<24xf32>) outs(%e : tensor<12xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<12xf32>
  return %r : tensor<12xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @compound_init(
// CHECK-SAME: %[[X:[^:]+]]:
// CHECK-SAME: %[[Y:[^:]+]]:
// CHECK: %[[WHOLE:.+]] = fsdp.all_gather %[[X]]
// CHECK: linalg.generic {{.*}} ins(%[[WHOLE]] : tensor<12xf32>) outs(%[[Y]] : tensor<24xf32>)
func.func @compound_init(%x: tensor<12xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>}, %o: tensor<24xf32>) -> tensor<24xf32> {
  // expected-warning @+1 {{'linalg.generic' op all-gathers the batch-split values it reads, and every rank holds and computes the whole batch there: it indexes split loop d0 in init #0 through a compound expression (d0 * 2); fsdp-partition splits results along plain loops}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0 * 2)>], iterator_types = ["parallel"]}
      ins(%x : tensor<12xf32>) outs(%o : tensor<24xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<24xf32>
  return %r : tensor<24xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @bad_combiner(
// CHECK-SAME: %[[X:[^:]+]]:
// CHECK-SAME: %[[Y:[^:]+]]:
// CHECK: %[[WHOLE:.+]] = fsdp.all_gather %[[X]]
// CHECK: linalg.generic {{.*}} ins(%[[WHOLE]] : tensor<12xf32>) outs(%[[Y]] : tensor<f32>)
// CHECK: arith.mulf
func.func @bad_combiner(%x: tensor<12xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>}, %o: tensor<f32>) -> tensor<f32> {
  // expected-warning @+1 {{'linalg.generic' op all-gathers the batch-split values it reads, and every rank holds and computes the whole batch there: it is a reduction over the split batch (loop d0) combined with arith.mulf, which cannot be partitioned: the fsdp collectives have no product}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%x : tensor<12xf32>) outs(%o : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %m = arith.mulf %acc, %a : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @table_row_from_data(
// CHECK-SAME: %[[X:[^:]+]]:
// CHECK-SAME: %[[Y:[^:]+]]:
// CHECK: %[[IDS:.+]] = fsdp.all_gather %[[Y]] on @mesh axes = ["shard"] dim = 0 : (tensor<3xi32>) -> tensor<12xi32>
// CHECK: %[[TABLE:.+]] = fsdp.all_gather %[[X]] on @mesh axes = ["shard"] dim = 0 : (tensor<3x5xf32>) -> tensor<12x5xf32>
// CHECK: linalg.generic {{.*}} ins(%[[IDS]] : tensor<12xi32>)
// CHECK: tensor.extract %[[TABLE]]
func.func @table_row_from_data(%t: tensor<12x5xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
                               %ids: tensor<12xi32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>}) -> tensor<12xf32> {
  %e = tensor.empty() : tensor<12xf32>
  // expected-warning @+1 {{all-gathers the batch-split values it reads, and every rank holds and computes the whole batch there: it reads row 0 of a batch-split tensor at an index other than its split loop d0 over the whole batch}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%ids : tensor<12xi32>) outs(%e : tensor<12xf32>) {
  ^bb0(%id: i32, %o: f32):
    %row = arith.index_cast %id : i32 to index
    %c0 = arith.constant 0 : index
    %v = tensor.extract %t[%row, %c0] : tensor<12x5xf32>
    linalg.yield %v : f32
  } -> tensor<12xf32>
  return %r : tensor<12xf32>
}

// -----

// A row computed from the loop index is another rank's row for some
// positions: the table and the indices are gathered rather than the table
// read at row - offset.
fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @table_row_shifted(
// CHECK-SAME: %[[X:[^:]+]]:
// CHECK-SAME: %[[Y:[^:]+]]:
// CHECK: %[[IDS:.+]] = fsdp.all_gather %[[Y]]
// CHECK: %[[TABLE:.+]] = fsdp.all_gather %[[X]]
// CHECK: linalg.generic {{.*}} ins(%[[IDS]] : tensor<12xi32>)
// CHECK: tensor.extract %[[TABLE]]
func.func @table_row_shifted(%t: tensor<12x5xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
                             %ids: tensor<12xi32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>}) -> tensor<12xf32> {
  %e = tensor.empty() : tensor<12xf32>
  // expected-warning @+1 {{all-gathers the batch-split values it reads, and every rank holds and computes the whole batch there: it reads row 0 of a batch-split tensor at an index other than its split loop d0 over the whole batch}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%ids : tensor<12xi32>) outs(%e : tensor<12xf32>) {
  ^bb0(%id: i32, %o: f32):
    %i = linalg.index 0 : index
    %c1 = arith.constant 1 : index
    %c12 = arith.constant 12 : index
    %next = arith.addi %i, %c1 : index
    %row = arith.remui %next, %c12 : index
    %c0 = arith.constant 0 : index
    %v = tensor.extract %t[%row, %c0] : tensor<12x5xf32>
    linalg.yield %v : f32
  } -> tensor<12xf32>
  return %r : tensor<12xf32>
}

// -----

// Reading the first half of a batch-split table's rows at the loop's index
// does not split the loop (its extent is not the batch's): the table is
// gathered and read whole, with a warning.
fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @table_half_rows(
// CHECK-SAME: %[[X:[^:]+]]:
// CHECK: %[[TABLE:.+]] = fsdp.all_gather %[[X]]
// CHECK: tensor.extract %[[TABLE]]
func.func @table_half_rows(%t: tensor<12x5xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>}) -> tensor<6xf32> {
  %e = tensor.empty() : tensor<6xf32>
  // expected-warning @+1 {{'linalg.generic' op needs a value that is batch-split on dimension 0 over mesh axis "shard" (4 ranks) (tensor<12x5xf32>) as replicated: the batch is all-gathered, and every rank holds it whole there}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      outs(%e : tensor<6xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %c0 = arith.constant 0 : index
    %v = tensor.extract %t[%i, %c0] : tensor<12x5xf32>
    linalg.yield %v : f32
  } -> tensor<6xf32>
  return %r : tensor<6xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @slice_batch(
// CHECK-SAME: %[[X:[^:]+]]:
// CHECK: %[[WHOLE:.+]] = fsdp.all_gather %[[X]]
// CHECK: tensor.extract_slice %[[WHOLE]][0, 0] [6, 4] [1, 1] : tensor<12x4xf32> to tensor<6x4xf32>
func.func @slice_batch(%x: tensor<12x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>}) -> tensor<6x4xf32> {
  // expected-warning @+1 {{'tensor.extract_slice' op all-gathers the batch-split values it reads, and every rank holds and computes the whole batch there: it takes part of batch-split dimension 0 (to loop over micro-batches without gathering, pass the batch as [micro-batches, batch, ...] split along dimension 1)}}
  %s = tensor.extract_slice %x[0, 0] [6, 4] [1, 1] : tensor<12x4xf32> to tensor<6x4xf32>
  return %s : tensor<6x4xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @insert_batch(
// CHECK-SAME: %[[X:[^:]+]]:
// CHECK-SAME: %[[Y:[^:]+]]:
// CHECK: %[[WHOLE:.+]] = fsdp.all_gather %[[X]]
// CHECK: tensor.insert_slice %[[WHOLE]] into %[[Y]][0, 0] [12, 4] [1, 1]
func.func @insert_batch(%x: tensor<12x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>}, %d: tensor<24x4xf32>) -> tensor<24x4xf32> {
  // expected-warning @+1 {{'tensor.insert_slice' op all-gathers the batch-split values it reads, and every rank holds and computes the whole batch there: it inserts across the batch-split dimension}}
  %s = tensor.insert_slice %x into %d[0, 0] [12, 4] [1, 1] : tensor<12x4xf32> into tensor<24x4xf32>
  return %s : tensor<24x4xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @reshape_batch(
// CHECK-SAME: %[[X:[^:]+]]:
// CHECK: %[[WHOLE:.+]] = fsdp.all_gather %[[X]] on @mesh axes = ["shard"] dim = 1 : (tensor<2x3xf32>) -> tensor<2x12xf32>
// CHECK: tensor.collapse_shape %[[WHOLE]]
func.func @reshape_batch(%x: tensor<2x12xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>}) -> tensor<24xf32> {
  // expected-warning @+1 {{'tensor.collapse_shape' op all-gathers the batch-split values it reads, and every rank holds and computes the whole batch there: it reshapes batch-split dimension 1 into a position where it no longer leads its group in whole multiples of the 4 ranks of mesh axis "shard"}}
  %c = tensor.collapse_shape %x [[0, 1]] : tensor<2x12xf32> into tensor<24xf32>
  return %c : tensor<24xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @concat_batch(
// CHECK-SAME: %[[X:[^:]+]]:
// CHECK: %[[WHOLE:.+]] = fsdp.all_gather %[[X]]
// CHECK: tensor.concat dim(0) %[[WHOLE]], %[[WHOLE]]
func.func @concat_batch(%x: tensor<12xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>}) -> tensor<24xf32> {
  // expected-warning @+1 {{'tensor.concat' op all-gathers the batch-split values it reads, and every rank holds and computes the whole batch there: it concatenates along batch-split dimension 0}}
  %c = tensor.concat dim(0) %x, %x : (tensor<12xf32>, tensor<12xf32>) -> tensor<24xf32>
  return %c : tensor<24xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @no_rule(
// CHECK-SAME: %[[X:[^:]+]]:
// CHECK: %[[WHOLE:.+]] = fsdp.all_gather %[[X]]
// CHECK: tensor.extract %[[WHOLE]]
func.func @no_rule(%x: tensor<12xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>}) -> f32 {
  %c0 = arith.constant 0 : index
  // expected-warning @+1 {{'tensor.extract' op all-gathers the batch-split values it reads, and every rank holds and computes the whole batch there: it has no partition rule, and its operand #0 is batch-split on dimension 0 over mesh axis "shard" (4 ranks)}}
  %v = tensor.extract %x[%c0] : tensor<12xf32>
  return %v : f32
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// expected-error @+1 {{has more than one block; fsdp-partition takes straight-line steps}}
func.func @blocks(%x: tensor<12xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>}) {
  cf.br ^bb1
^bb1:
  return
}

// -----

fsdp.mesh @a = <["shard"=?]>
fsdp.mesh @b = <["shard"=?]>
// expected-error @+1 {{uses meshes @a and @b; fsdp-partition partitions a function over one mesh}}
func.func @two_meshes(%x: tensor<12xf32> {fsdp.sharding = #fsdp.sharding<@a, [{"shard"}]>},
                      %y: tensor<12xf32> {fsdp.sharding = #fsdp.sharding<@b, [{"shard"}]>}) {
  return
}

// -----

// A row of a stack with fsdp.row_units is a unit of its own: its gather is
// layers.1's.
fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @row_gather
// CHECK: %[[ROW:.*]] = tensor.extract_slice %arg0[1, 0] [1, 2] [1, 1] : tensor<2x2xf32> to tensor<1x2xf32>
// CHECK: fsdp.all_gather %{{.*}} on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "layers.1"} : (tensor<2xf32>) -> tensor<8xf32>
func.func @row_gather(
    %w: tensor<2x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.row_units = "layers"},
    %x: tensor<4x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>})
    -> (tensor<2x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.updates = 0 : i64},
        tensor<4x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>}) {
  %s = tensor.extract_slice %w[1, 0] [1, 8] [1, 1] : tensor<2x8xf32> to tensor<1x8xf32>
  %row = tensor.collapse_shape %s [[0, 1]] : tensor<1x8xf32> into tensor<8xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(b, j) -> (b, j)>, affine_map<(b, j) -> (j)>, affine_map<(b, j) -> (b, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %row : tensor<4x8xf32>, tensor<8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %r: f32, %o: f32):
    %m = arith.mulf %a, %r : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  return %w, %y : tensor<2x8xf32>, tensor<4x8xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// expected-error @+1 {{argument #0 has 'fsdp.row_units' but is split along dimension 0, so its rows lie on different ranks; split a stack along another dimension}}
func.func @row_units_split_by_row(%w: tensor<4x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.row_units = "layers"})
    -> (tensor<4x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 0 : i64}) {
  return %w : tensor<4x8xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// expected-error @+1 {{argument #0 has 'fsdp.row_units' but is data; only parameters and optimizer state (updated by a result) have units}}
func.func @row_units_on_data(%x: tensor<4x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.row_units = "layers"}) {
  return
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// expected-error @+1 {{argument #0 has both 'fsdp.unit' and 'fsdp.row_units'; a stack's rows are its units}}
func.func @unit_and_row_units(%w: tensor<4x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.unit = "a", fsdp.row_units = "layers"})
    -> (tensor<4x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.updates = 0 : i64}) {
  return %w : tensor<4x8xf32>
}

// -----

// State of one shape split along two dimensions: said, since a gradient of
// that shape cannot take both layouts.
fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @one_shape_two_dims
func.func @one_shape_two_dims(
    %a: tensor<4x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
    // expected-warning @+1 {{argument #1 is split along dimension 1 but other state of its shape 'tensor<4x8xf32>' along dimension 0: a gradient of that shape reduce-scattered before it meets its parameter (Adam's g * g) is split along dimension 0, then converted; split state of one shape alike}}
    %b: tensor<4x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>})
    -> (tensor<4x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 0 : i64},
        tensor<4x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>, fsdp.updates = 1 : i64}) {
  return %a, %b : tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
fsdp.mesh @mesh = <["shard"=?]>

// Values computed from loop indices alone (random bits from counters, as
// jax.random draws them) are computed at the local size rather than whole on
// every rank and sliced: the body reads the global row (local index + this
// rank's offset), and both results of a two-result op come from one clone.
// CHECK-LABEL: func.func @counters_over_the_batch
// CHECK-SAME: (%[[X:.*]]: tensor<3x5xi32>
// CHECK-NOT: fsdp.shard {{.*}} dim
// CHECK: %[[OFF:.*]] = arith.muli %{{.*}}, %c3
// CHECK: %[[C:.*]]:2 = linalg.generic {{.*}} outs(%{{.*}}, %{{.*}} : tensor<3x5xi32>, tensor<3x5xi32>)
// CHECK: %[[I:.*]] = linalg.index 0
// CHECK: %[[ROW:.*]] = arith.addi %[[I]], %[[OFF]]
// CHECK: arith.muli %[[ROW]], %c5
// CHECK: %[[BITS:.*]] = linalg.generic {{.*}} ins(%[[C]]#0, %[[C]]#1 : tensor<3x5xi32>, tensor<3x5xi32>)
// CHECK: linalg.generic {{.*}} ins(%[[BITS]], %[[X]] : tensor<3x5xi32>, tensor<3x5xi32>)
// CHECK-NOT: tensor<12x5xi32>
func.func @counters_over_the_batch(
    %x: tensor<12x5xi32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>})
    -> (tensor<12x5xi32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>}) {
  %e = tensor.empty() : tensor<12x5xi32>
  %count:2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      outs(%e, %e : tensor<12x5xi32>, tensor<12x5xi32>) {
  ^bb0(%o0: i32, %o1: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c5 = arith.constant 5 : index
    %row = arith.muli %i, %c5 : index
    %n = arith.addi %row, %j : index
    %lo = arith.index_cast %n : index to i32
    %hi = arith.constant 0 : i32
    linalg.yield %hi, %lo : i32, i32
  } -> (tensor<12x5xi32>, tensor<12x5xi32>)
  %bits = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%count#0, %count#1 : tensor<12x5xi32>, tensor<12x5xi32>) outs(%e : tensor<12x5xi32>) {
  ^bb0(%a: i32, %b: i32, %o: i32):
    %m = arith.xori %a, %b : i32
    linalg.yield %m : i32
  } -> tensor<12x5xi32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%bits, %x : tensor<12x5xi32>, tensor<12x5xi32>) outs(%e : tensor<12x5xi32>) {
  ^bb0(%a: i32, %b: i32, %o: i32):
    %s = arith.addi %a, %b : i32
    linalg.yield %s : i32
  } -> tensor<12x5xi32>
  return %r : tensor<12x5xi32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
fsdp.mesh @mesh = <["shard"=?]>

// The same for a parameter's padded shards: rows past the end (10 rows over
// 4 ranks of 3) hold zero, as the slice they replace would.
// CHECK-LABEL: func.func @rows_of_a_padded_parameter
// CHECK-NOT: fsdp.shard {{.*}} dim
// CHECK: %[[OFF:.*]] = arith.muli %{{.*}}, %c3
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<3x4xf32>)
// CHECK: %[[I:.*]] = linalg.index 0
// CHECK: %[[ROW:.*]] = arith.addi %[[I]], %[[OFF]]
// CHECK: %[[F:.*]] = arith.sitofp
// CHECK: %[[VALID:.*]] = arith.cmpi ult, %[[ROW]], %c10
// CHECK: %[[V:.*]] = arith.select %[[VALID]], %[[F]], %{{.*}} : f32
// CHECK: linalg.yield %[[V]]
func.func @rows_of_a_padded_parameter(
    %w: tensor<10x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "w"})
    -> (tensor<10x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 0 : i64}) {
  %e = tensor.empty() : tensor<10x4xf32>
  %rows = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<10x4xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %n = arith.index_cast %i : index to i32
    %f = arith.sitofp %n : i32 to f32
    linalg.yield %f : f32
  } -> tensor<10x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %rows : tensor<10x4xf32>, tensor<10x4xf32>) outs(%e : tensor<10x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<10x4xf32>
  return %r : tensor<10x4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
fsdp.mesh @mesh = <["shard"=?]>

// An elementwise chain on a replicated value recomputed on padded shards:
// the shards' padding rows must stay zero, so exp (1 on 0) is masked and a
// square (0 on 0) is not; the value is sliced once for both.
// CHECK-LABEL: func.func @exp_of_a_replicated_value
// CHECK-SAME: %[[R:[^ ]*]]: tensor<10x4xf32>)
// CHECK: %[[S:.*]] = fsdp.shard %[[R]] on @mesh axes = ["shard"] dim = 0 : tensor<10x4xf32> -> tensor<3x4xf32>
// CHECK-NOT: fsdp.shard
// CHECK: %[[OFF:.*]] = arith.muli %{{.*}}, %c3
// CHECK: %[[X:.*]] = linalg.generic {{.*}} ins(%[[S]] : tensor<3x4xf32>)
// CHECK: %[[I:.*]] = linalg.index 0
// CHECK: %[[ROW:.*]] = arith.addi %[[I]], %[[OFF]]
// CHECK: %[[E:.*]] = math.exp
// CHECK: %[[VALID:.*]] = arith.cmpi ult, %[[ROW]], %c10
// CHECK: arith.select %[[VALID]], %[[E]]
// CHECK: %[[Y:.*]] = linalg.generic {{.*}} ins(%[[S]] : tensor<3x4xf32>)
// CHECK-NOT: arith.select
// CHECK: linalg.yield
// CHECK: ins(%{{.*}}, %[[X]], %[[Y]] : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>)
func.func @exp_of_a_replicated_value(
    %w: tensor<10x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "w"},
    %r: tensor<10x4xf32>)
    -> (tensor<10x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 0 : i64}) {
  %e = tensor.empty() : tensor<10x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%r : tensor<10x4xf32>) outs(%e : tensor<10x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = math.exp %a : f32
    linalg.yield %v : f32
  } -> tensor<10x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%r : tensor<10x4xf32>) outs(%e : tensor<10x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.mulf %a, %a : f32
    linalg.yield %v : f32
  } -> tensor<10x4xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %x, %y : tensor<10x4xf32>, tensor<10x4xf32>, tensor<10x4xf32>) outs(%e : tensor<10x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
    %t = arith.addf %a, %b : f32
    %u = arith.addf %t, %c : f32
    linalg.yield %u : f32
  } -> tensor<10x4xf32>
  return %s : tensor<10x4xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>

// An op with no batch-split operand whose body reads a captured batch-split
// table at its own loop's index (jnp.take of a column: optax's
// cross-entropy) splits that loop: each rank reads its own rows.
// CHECK-LABEL: func.func @column_of_the_batch
// CHECK-SAME: (%[[T:[a-z0-9]+]]: tensor<3x5xf32>
// CHECK-NOT: fsdp.all_gather
// CHECK: %[[OFF:.*]] = arith.muli
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<3xf32>)
// CHECK: %[[GI:.*]] = arith.addi %{{.*}}, %[[OFF]]
// CHECK: %[[LOCAL:.*]] = arith.subi %[[GI]], %[[OFF]]
// CHECK: tensor.extract %[[T]][%[[LOCAL]], %{{.*}}] : tensor<3x5xf32>
// CHECK: -> tensor<3xf32>
func.func @column_of_the_batch(
    %t: tensor<12x5xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>})
    -> (tensor<12xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>}) {
  %e = tensor.empty() : tensor<12xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      outs(%e : tensor<12xf32>) {
  ^bb0(%o: f32):
    %row = linalg.index 0 : index
    %c1 = arith.constant 1 : index
    %v = tensor.extract %t[%row, %c1] : tensor<12x5xf32>
    linalg.yield %v : f32
  } -> tensor<12xf32>
  return %r : tensor<12xf32>
}

// -----

// A partial sum read by an op that runs on the whole batch is all-reduced
// (not reduce-scattered): the op reads every element of it.
fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @partial_into_whole_batch(
// CHECK-SAME: %[[X:[^:]+]]: tensor<3x4xf32>
// CHECK: %[[P:.+]] = linalg.generic {{.*}} ins(%[[X]] : tensor<3x4xf32>)
// CHECK: %[[WHOLE:.+]] = fsdp.all_gather %[[X]] on @mesh axes = ["shard"] dim = 0 : (tensor<3x4xf32>) -> tensor<12x4xf32>
// CHECK: %[[SUM:.+]] = fsdp.all_reduce sum %[[P]]
// CHECK: linalg.generic {{.*}} ins(%[[WHOLE]], %[[SUM]] : tensor<12x4xf32>, tensor<4xf32>)
// CHECK: arith.mulf
func.func @partial_into_whole_batch(%x: tensor<12x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
                                    %o: tensor<f32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %p = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<12x4xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %acc, %a : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  // expected-warning @+1 {{it is a reduction over the split batch (loop d0) combined with arith.mulf, which cannot be partitioned: the fsdp collectives have no product}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%x, %p : tensor<12x4xf32>, tensor<4xf32>) outs(%o : tensor<f32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %t = arith.mulf %a, %b : f32
    %m = arith.mulf %acc, %t : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}

// -----

// A batch-split result declared split along another dimension: gathered,
// then sliced, with a warning that only the gather is whole.
fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @batch_returned_resplit(
// CHECK-SAME: %[[X:[^:]+]]: tensor<3x8xf32>
// CHECK: %[[WHOLE:.+]] = fsdp.all_gather %[[X]] on @mesh axes = ["shard"] dim = 0 : (tensor<3x8xf32>) -> tensor<12x8xf32>
// CHECK: %[[SHARD:.+]] = fsdp.shard %[[WHOLE]]
// CHECK: return %[[SHARD]] : tensor<12x2xf32>
func.func @batch_returned_resplit(%x: tensor<12x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>})
    -> (tensor<12x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"shard"}]>}) {
  // expected-warning @+1 {{'func.return' op needs a value that is batch-split on dimension 0 over mesh axis "shard" (4 ranks) (tensor<12x8xf32>) as}}
  return %x : tensor<12x8xf32>
}

// -----

// The first batch-split operand is read along a reduction loop (d1), the
// second along a parallel one (d0): the parallel loop is kept (the result
// stays split), the first operand gathered.
// CHECK-LABEL: func.func @reduction_operand_first(
// CHECK-SAME: %[[X:[^:]+]]: tensor<3xf32>
// CHECK-SAME: %[[Y:[^:]+]]: tensor<3xf32>
// CHECK: %[[XW:.+]] = fsdp.all_gather %[[X]] on @mesh axes = ["shard"] dim = 0 : (tensor<3xf32>) -> tensor<12xf32>
// CHECK: %[[R:.+]] = linalg.generic {{.*}} ins(%[[XW]], %[[Y]] : tensor<12xf32>, tensor<3xf32>) outs(%{{.*}} : tensor<3xf32>)
// CHECK: return %[[R]] : tensor<3xf32>
fsdp.mesh @mesh = <["shard"=?]>
func.func @reduction_operand_first(%x: tensor<12xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>},
                                   %y: tensor<12xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>},
                                   %o: tensor<12xf32>)
    -> (tensor<12xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>}) {
  // expected-warning @+1 {{'linalg.generic' op all-gathers operand #0 (batch-split, but not along loop d0 over the same axes) and keeps the batch split along d0: every rank holds the whole batch of it}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x, %y : tensor<12xf32>, tensor<12xf32>) outs(%o : tensor<12xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %t = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %t : f32
    linalg.yield %s : f32
  } -> tensor<12xf32>
  return %r : tensor<12xf32>
}

// -----

// Gathering the operand split along the other loop leaves a xor over the
// kept one: the op runs whole, the warning gives both reasons, and the
// gathers made for the first attempt serve it (one per operand).
// CHECK-LABEL: func.func @gathered_then_whole(
// CHECK-SAME: %[[X:[^:]+]]: tensor<3xi32>
// CHECK-SAME: %[[Y:[^:]+]]: tensor<3xi32>
// CHECK: %[[YW:.+]] = fsdp.all_gather %[[Y]]
// CHECK: %[[XW:.+]] = fsdp.all_gather %[[X]]
// CHECK-NOT: fsdp.all_gather
// CHECK: linalg.generic {{.*}} ins(%[[XW]], %[[YW]] : tensor<12xi32>, tensor<12xi32>)
fsdp.mesh @mesh = <["shard"=?]>
func.func @gathered_then_whole(%x: tensor<12xi32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>},
                               %y: tensor<12xi32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>},
                               %o: tensor<i32>) -> tensor<i32> {
  // expected-warning @+1 {{it has operands batch-split along different loops (d0 and d1); with the other batch-split operands gathered, it is a reduction over the split batch (loop d0) combined with arith.xori}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%x, %y : tensor<12xi32>, tensor<12xi32>) outs(%o : tensor<i32>) {
  ^bb0(%a: i32, %b: i32, %acc: i32):
    %t = arith.andi %a, %b : i32
    %s = arith.xori %acc, %t : i32
    linalg.yield %s : i32
  } -> tensor<i32>
  return %r : tensor<i32>
}

// -----

// A partial sum reduce-scattered for the parameter update (w - p), then read
// by an op that runs on the whole batch: that op reads the partial sum
// all-reduced, not the update's shard gathered back.
// CHECK-LABEL: func.func @shard_then_whole(
// CHECK: %[[P:.+]] = linalg.generic
// CHECK: fsdp.reduce_scatter sum %[[P]]
// CHECK-NOT: fsdp.all_gather %{{.*}} : (tensor<1xf32>)
// CHECK: %[[WHOLE:.+]] = fsdp.all_reduce sum %[[P]] on @mesh axes = ["shard"] : tensor<4xf32>
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %[[WHOLE]] : tensor<12x4xf32>, tensor<4xf32>)
fsdp.mesh @mesh = <["shard"=?]>
func.func @shard_then_whole(%w: tensor<4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.unit = "w"},
                            %x: tensor<12x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
                            %o: tensor<f32>)
    -> (tensor<4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.updates = 0 : i64}, tensor<f32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %p = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<12x4xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %acc, %a : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %u = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%w, %p : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %s = arith.subf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  // expected-warning @+1 {{it is a reduction over the split batch (loop d0) combined with arith.mulf}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%x, %p : tensor<12x4xf32>, tensor<4xf32>) outs(%o : tensor<f32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %t = arith.mulf %a, %b : f32
    %m = arith.mulf %acc, %t : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  return %u, %r : tensor<4xf32>, tensor<f32>
}

// -----

// A batch-split matrix read on its diagonal (d0, d0): the loop indexes both
// dimensions, so it is not split along one of them; the op runs whole.
// CHECK-LABEL: func.func @diagonal_of_batch(
// CHECK-SAME: %[[X:[^:]+]]: tensor<3x12xf32>
// CHECK: %[[WHOLE:.+]] = fsdp.all_gather %[[X]] on @mesh axes = ["shard"] dim = 0 : (tensor<3x12xf32>) -> tensor<12x12xf32>
// CHECK: linalg.generic {{.*}} ins(%[[WHOLE]] : tensor<12x12xf32>) outs(%{{.*}} : tensor<12xf32>)
fsdp.mesh @mesh = <["shard"=?]>
func.func @diagonal_of_batch(%x: tensor<12x12xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>}) -> tensor<12xf32> {
  %e = tensor.empty() : tensor<12xf32>
  // expected-warning @+1 {{it indexes split loop d0 in operand #0 in more than one dimension (a diagonal); fsdp-partition splits operands along plain loops}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%x : tensor<12x12xf32>) outs(%e : tensor<12xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<12xf32>
  return %r : tensor<12xf32>
}
