// How a reduction over the split batch combines across ranks: each arith
// combiner maps to the collective reduction that computes the same function
// on its element type. The collectives' integer max and min are signed,
// except on i1, which is ordered false < true (max is a logical or, min a
// logical and; read as signed, true is -1, so maxsi on i1 is an and).
// Combiners without a collective are errors (fsdp-partition-combiners-invalid.mlir).
// RUN: fsdp-opt %s --fsdp-partition="world-size=4" | FileCheck %s

#x = affine_map<(d0, d1) -> (d0, d1)>
#r = affine_map<(d0, d1) -> (d1)>
fsdp.mesh @mesh = <["shard"=?]>

// CHECK-LABEL: func.func @or_i1
// CHECK-SAME: (%[[X:.*]]: tensor<3x5xi1> {{.*}}, %[[INIT:.*]]: tensor<5xi1>)
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<3x5xi1>) outs(%[[INIT]] : tensor<5xi1>)
// CHECK: arith.ori
// CHECK: %[[ALL:.*]] = fsdp.all_reduce max %[[R]] on @mesh axes = ["shard"] : tensor<5xi1>
// CHECK: return %[[ALL]]
func.func @or_i1(%x: tensor<12x5xi1> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
    %init: tensor<5xi1>) -> tensor<5xi1> {
  %r = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<12x5xi1>) outs(%init : tensor<5xi1>) {
  ^bb0(%a: i1, %acc: i1):
    %m = arith.ori %acc, %a : i1
    linalg.yield %m : i1
  } -> tensor<5xi1>
  return %r : tensor<5xi1>
}

// CHECK-LABEL: func.func @maxui_i1
// CHECK-SAME: (%[[X:.*]]: tensor<3x5xi1> {{.*}}, %[[INIT:.*]]: tensor<5xi1>)
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<3x5xi1>) outs(%[[INIT]] : tensor<5xi1>)
// CHECK: arith.maxui
// CHECK: %[[ALL:.*]] = fsdp.all_reduce max %[[R]] on @mesh axes = ["shard"] : tensor<5xi1>
// CHECK: return %[[ALL]]
func.func @maxui_i1(%x: tensor<12x5xi1> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
    %init: tensor<5xi1>) -> tensor<5xi1> {
  %r = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<12x5xi1>) outs(%init : tensor<5xi1>) {
  ^bb0(%a: i1, %acc: i1):
    %m = arith.maxui %acc, %a : i1
    linalg.yield %m : i1
  } -> tensor<5xi1>
  return %r : tensor<5xi1>
}

// CHECK-LABEL: func.func @minsi_i1
// CHECK-SAME: (%[[X:.*]]: tensor<3x5xi1> {{.*}}, %[[INIT:.*]]: tensor<5xi1>)
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<3x5xi1>) outs(%[[INIT]] : tensor<5xi1>)
// CHECK: arith.minsi
// CHECK: %[[ALL:.*]] = fsdp.all_reduce max %[[R]] on @mesh axes = ["shard"] : tensor<5xi1>
// CHECK: return %[[ALL]]
func.func @minsi_i1(%x: tensor<12x5xi1> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
    %init: tensor<5xi1>) -> tensor<5xi1> {
  %r = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<12x5xi1>) outs(%init : tensor<5xi1>) {
  ^bb0(%a: i1, %acc: i1):
    %m = arith.minsi %acc, %a : i1
    linalg.yield %m : i1
  } -> tensor<5xi1>
  return %r : tensor<5xi1>
}

// CHECK-LABEL: func.func @and_i1
// CHECK-SAME: (%[[X:.*]]: tensor<3x5xi1> {{.*}}, %[[INIT:.*]]: tensor<5xi1>)
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<3x5xi1>) outs(%[[INIT]] : tensor<5xi1>)
// CHECK: arith.andi
// CHECK: %[[ALL:.*]] = fsdp.all_reduce min %[[R]] on @mesh axes = ["shard"] : tensor<5xi1>
// CHECK: return %[[ALL]]
func.func @and_i1(%x: tensor<12x5xi1> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
    %init: tensor<5xi1>) -> tensor<5xi1> {
  %r = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<12x5xi1>) outs(%init : tensor<5xi1>) {
  ^bb0(%a: i1, %acc: i1):
    %m = arith.andi %acc, %a : i1
    linalg.yield %m : i1
  } -> tensor<5xi1>
  return %r : tensor<5xi1>
}

// CHECK-LABEL: func.func @minui_i1
// CHECK-SAME: (%[[X:.*]]: tensor<3x5xi1> {{.*}}, %[[INIT:.*]]: tensor<5xi1>)
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<3x5xi1>) outs(%[[INIT]] : tensor<5xi1>)
// CHECK: arith.minui
// CHECK: %[[ALL:.*]] = fsdp.all_reduce min %[[R]] on @mesh axes = ["shard"] : tensor<5xi1>
// CHECK: return %[[ALL]]
func.func @minui_i1(%x: tensor<12x5xi1> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
    %init: tensor<5xi1>) -> tensor<5xi1> {
  %r = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<12x5xi1>) outs(%init : tensor<5xi1>) {
  ^bb0(%a: i1, %acc: i1):
    %m = arith.minui %acc, %a : i1
    linalg.yield %m : i1
  } -> tensor<5xi1>
  return %r : tensor<5xi1>
}

// CHECK-LABEL: func.func @maxsi_i1
// CHECK-SAME: (%[[X:.*]]: tensor<3x5xi1> {{.*}}, %[[INIT:.*]]: tensor<5xi1>)
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<3x5xi1>) outs(%[[INIT]] : tensor<5xi1>)
// CHECK: arith.maxsi
// CHECK: %[[ALL:.*]] = fsdp.all_reduce min %[[R]] on @mesh axes = ["shard"] : tensor<5xi1>
// CHECK: return %[[ALL]]
func.func @maxsi_i1(%x: tensor<12x5xi1> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
    %init: tensor<5xi1>) -> tensor<5xi1> {
  %r = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<12x5xi1>) outs(%init : tensor<5xi1>) {
  ^bb0(%a: i1, %acc: i1):
    %m = arith.maxsi %acc, %a : i1
    linalg.yield %m : i1
  } -> tensor<5xi1>
  return %r : tensor<5xi1>
}

// CHECK-LABEL: func.func @maxsi_i32
// CHECK-SAME: (%[[X:.*]]: tensor<3x5xi32> {{.*}}, %[[INIT:.*]]: tensor<5xi32>)
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<3x5xi32>) outs(%[[INIT]] : tensor<5xi32>)
// CHECK: arith.maxsi
// CHECK: %[[ALL:.*]] = fsdp.all_reduce max %[[R]] on @mesh axes = ["shard"] : tensor<5xi32>
// CHECK: return %[[ALL]]
func.func @maxsi_i32(%x: tensor<12x5xi32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
    %init: tensor<5xi32>) -> tensor<5xi32> {
  %r = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<12x5xi32>) outs(%init : tensor<5xi32>) {
  ^bb0(%a: i32, %acc: i32):
    %m = arith.maxsi %acc, %a : i32
    linalg.yield %m : i32
  } -> tensor<5xi32>
  return %r : tensor<5xi32>
}

// CHECK-LABEL: func.func @minsi_i32
// CHECK-SAME: (%[[X:.*]]: tensor<3x5xi32> {{.*}}, %[[INIT:.*]]: tensor<5xi32>)
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<3x5xi32>) outs(%[[INIT]] : tensor<5xi32>)
// CHECK: arith.minsi
// CHECK: %[[ALL:.*]] = fsdp.all_reduce min %[[R]] on @mesh axes = ["shard"] : tensor<5xi32>
// CHECK: return %[[ALL]]
func.func @minsi_i32(%x: tensor<12x5xi32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
    %init: tensor<5xi32>) -> tensor<5xi32> {
  %r = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<12x5xi32>) outs(%init : tensor<5xi32>) {
  ^bb0(%a: i32, %acc: i32):
    %m = arith.minsi %acc, %a : i32
    linalg.yield %m : i32
  } -> tensor<5xi32>
  return %r : tensor<5xi32>
}

// CHECK-LABEL: func.func @addi_i32
// CHECK-SAME: (%[[X:.*]]: tensor<3x5xi32> {{.*}}, %[[INIT:.*]]: tensor<5xi32>)
// CHECK: %[[START:.*]] = linalg.generic {{.*}} ins(%[[INIT]] : tensor<5xi32>)
// CHECK: arith.select %{{.*}}, %{{.*}}, %{{.*}} : i32
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<3x5xi32>) outs(%[[START]] : tensor<5xi32>)
// CHECK: arith.addi
// CHECK: %[[ALL:.*]] = fsdp.all_reduce sum %[[R]] on @mesh axes = ["shard"] : tensor<5xi32>
// CHECK: return %[[ALL]]
func.func @addi_i32(%x: tensor<12x5xi32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
    %init: tensor<5xi32>) -> tensor<5xi32> {
  %r = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<12x5xi32>) outs(%init : tensor<5xi32>) {
  ^bb0(%a: i32, %acc: i32):
    %m = arith.addi %acc, %a : i32
    linalg.yield %m : i32
  } -> tensor<5xi32>
  return %r : tensor<5xi32>
}

// CHECK-LABEL: func.func @maximumf
// CHECK-SAME: (%[[X:.*]]: tensor<3x5xf32> {{.*}}, %[[INIT:.*]]: tensor<5xf32>)
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<3x5xf32>) outs(%[[INIT]] : tensor<5xf32>)
// CHECK: arith.maximumf
// CHECK: %[[ALL:.*]] = fsdp.all_reduce max %[[R]] on @mesh axes = ["shard"] : tensor<5xf32>
// CHECK: return %[[ALL]]
func.func @maximumf(%x: tensor<12x5xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
    %init: tensor<5xf32>) -> tensor<5xf32> {
  %r = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<12x5xf32>) outs(%init : tensor<5xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %m = arith.maximumf %acc, %a : f32
    linalg.yield %m : f32
  } -> tensor<5xf32>
  return %r : tensor<5xf32>
}

// CHECK-LABEL: func.func @maxnumf
// CHECK-SAME: (%[[X:.*]]: tensor<3x5xf32> {{.*}}, %[[INIT:.*]]: tensor<5xf32>)
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<3x5xf32>) outs(%[[INIT]] : tensor<5xf32>)
// CHECK: arith.maxnumf
// CHECK: %[[ALL:.*]] = fsdp.all_reduce max %[[R]] on @mesh axes = ["shard"] : tensor<5xf32>
// CHECK: return %[[ALL]]
func.func @maxnumf(%x: tensor<12x5xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
    %init: tensor<5xf32>) -> tensor<5xf32> {
  %r = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<12x5xf32>) outs(%init : tensor<5xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %m = arith.maxnumf %acc, %a : f32
    linalg.yield %m : f32
  } -> tensor<5xf32>
  return %r : tensor<5xf32>
}

// CHECK-LABEL: func.func @minimumf
// CHECK-SAME: (%[[X:.*]]: tensor<3x5xf32> {{.*}}, %[[INIT:.*]]: tensor<5xf32>)
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<3x5xf32>) outs(%[[INIT]] : tensor<5xf32>)
// CHECK: arith.minimumf
// CHECK: %[[ALL:.*]] = fsdp.all_reduce min %[[R]] on @mesh axes = ["shard"] : tensor<5xf32>
// CHECK: return %[[ALL]]
func.func @minimumf(%x: tensor<12x5xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
    %init: tensor<5xf32>) -> tensor<5xf32> {
  %r = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<12x5xf32>) outs(%init : tensor<5xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %m = arith.minimumf %acc, %a : f32
    linalg.yield %m : f32
  } -> tensor<5xf32>
  return %r : tensor<5xf32>
}

// CHECK-LABEL: func.func @minnumf
// CHECK-SAME: (%[[X:.*]]: tensor<3x5xf32> {{.*}}, %[[INIT:.*]]: tensor<5xf32>)
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<3x5xf32>) outs(%[[INIT]] : tensor<5xf32>)
// CHECK: arith.minnumf
// CHECK: %[[ALL:.*]] = fsdp.all_reduce min %[[R]] on @mesh axes = ["shard"] : tensor<5xf32>
// CHECK: return %[[ALL]]
func.func @minnumf(%x: tensor<12x5xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
    %init: tensor<5xf32>) -> tensor<5xf32> {
  %r = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<12x5xf32>) outs(%init : tensor<5xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %m = arith.minnumf %acc, %a : f32
    linalg.yield %m : f32
  } -> tensor<5xf32>
  return %r : tensor<5xf32>
}

// CHECK-LABEL: func.func @addf
// CHECK-SAME: (%[[X:.*]]: tensor<3x5xf32> {{.*}}, %[[INIT:.*]]: tensor<5xf32>)
// CHECK: %[[START:.*]] = linalg.generic {{.*}} ins(%[[INIT]] : tensor<5xf32>)
// CHECK: arith.select %{{.*}}, %{{.*}}, %{{.*}} : f32
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<3x5xf32>) outs(%[[START]] : tensor<5xf32>)
// CHECK: arith.addf
// CHECK: %[[ALL:.*]] = fsdp.all_reduce sum %[[R]] on @mesh axes = ["shard"] : tensor<5xf32>
// CHECK: return %[[ALL]]
func.func @addf(%x: tensor<12x5xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
    %init: tensor<5xf32>) -> tensor<5xf32> {
  %r = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<12x5xf32>) outs(%init : tensor<5xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %m = arith.addf %acc, %a : f32
    linalg.yield %m : f32
  } -> tensor<5xf32>
  return %r : tensor<5xf32>
}

// A sum would count a non-zero initial value once per rank: only rank 0
// keeps it, the others start from the identity (0). max and min are
// idempotent: every rank starts from the initial value.
// CHECK-LABEL: func.func @sum_init_i32
// CHECK-SAME: (%[[X:.*]]: tensor<3x5xi32> {{.*}}, %[[INIT:.*]]: tensor<5xi32>)
// CHECK: %[[RANK:.*]] = fsdp.rank on @mesh axes = ["shard"]
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[RANK]], %{{.*}} : index
// CHECK: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK: %[[START:.*]] = linalg.generic {{.*}} ins(%[[INIT]] : tensor<5xi32>)
// CHECK: arith.select %[[FIRST]], %{{.*}}, %[[ZERO]] : i32
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<3x5xi32>) outs(%[[START]] : tensor<5xi32>)
// CHECK: fsdp.all_reduce sum %[[R]]
func.func @sum_init_i32(%x: tensor<12x5xi32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
    %init: tensor<5xi32>) -> tensor<5xi32> {
  %r = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<12x5xi32>) outs(%init : tensor<5xi32>) {
  ^bb0(%a: i32, %acc: i32):
    %m = arith.addi %acc, %a : i32
    linalg.yield %m : i32
  } -> tensor<5xi32>
  return %r : tensor<5xi32>
}

// CHECK-LABEL: func.func @max_init_i1
// CHECK-SAME: (%[[X:.*]]: tensor<3x5xi1> {{.*}}, %[[INIT:.*]]: tensor<5xi1>)
// CHECK-NOT: arith.select
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<3x5xi1>) outs(%[[INIT]] : tensor<5xi1>)
// CHECK: fsdp.all_reduce max %[[R]]
func.func @max_init_i1(%x: tensor<12x5xi1> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
    %init: tensor<5xi1>) -> tensor<5xi1> {
  %r = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<12x5xi1>) outs(%init : tensor<5xi1>) {
  ^bb0(%a: i1, %acc: i1):
    %m = arith.ori %a, %acc : i1
    linalg.yield %m : i1
  } -> tensor<5xi1>
  return %r : tensor<5xi1>
}

// A product over a parameter's rows has no collective: the parameter is
// gathered and the product computed whole (a batch split would be an error).
// CHECK-LABEL: func.func @param_product
// CHECK-SAME: (%[[W:.*]]: tensor<3x5xf32> {{.*}}, %[[INIT:.*]]: tensor<5xf32>)
// CHECK: %[[WF:.*]] = fsdp.all_gather %[[W]] on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "w"} : (tensor<3x5xf32>) -> tensor<10x5xf32>
// CHECK: %[[P:.*]] = linalg.generic {{.*}} ins(%[[WF]] : tensor<10x5xf32>) outs(%[[INIT]] : tensor<5xf32>)
// CHECK-NOT: fsdp.all_reduce
// CHECK: return %[[P]]
func.func @param_product(%w: tensor<10x5xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "w"},
    %init: tensor<5xf32>) -> tensor<5xf32> {
  %r = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["reduction", "parallel"]}
      ins(%w : tensor<10x5xf32>) outs(%init : tensor<5xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %m = arith.mulf %acc, %a : f32
    linalg.yield %m : f32
  } -> tensor<5xf32>
  return %r : tensor<5xf32>
}

// An any() over a padded parameter's rows (10 rows, 4 ranks): the padding
// rows keep the accumulator, and the ranks' terms combine with max.
// CHECK-LABEL: func.func @param_any
// CHECK-SAME: (%[[B:.*]]: tensor<3x5xi1> {{.*}}, %[[INIT:.*]]: tensor<5xi1>)
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%[[B]] : tensor<3x5xi1>) outs(%[[INIT]] : tensor<5xi1>)
// CHECK: ^bb0(%{{.*}}: i1, %[[ACC:.*]]: i1):
// CHECK: %[[OR:.*]] = arith.ori
// CHECK: %[[VALID:.*]] = arith.cmpi ult
// CHECK: arith.select %[[VALID]], %[[OR]], %[[ACC]] : i1
// CHECK: fsdp.all_reduce max %[[R]] on @mesh axes = ["shard"] : tensor<5xi1>
func.func @param_any(%b: tensor<10x5xi1> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "b"},
    %init: tensor<5xi1>) -> tensor<5xi1> {
  %r = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["reduction", "parallel"]}
      ins(%b : tensor<10x5xi1>) outs(%init : tensor<5xi1>) {
  ^bb0(%a: i1, %acc: i1):
    %m = arith.ori %acc, %a : i1
    linalg.yield %m : i1
  } -> tensor<5xi1>
  return %r : tensor<5xi1>
}
