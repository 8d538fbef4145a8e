// Reductions over the split batch whose combiner no fsdp collective
// computes run on the whole batch: the batch is all-gathered and the op
// reduces it on every rank, with one warning at the op naming the combiner.
// RUN: fsdp-opt %s -split-input-file -verify-diagnostics --fsdp-partition="world-size=4" | FileCheck %s

fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @or_i32(
// CHECK-SAME: %[[X:[^:]+]]: tensor<3x
// CHECK: %[[WHOLE:.+]] = fsdp.all_gather %[[X]] on @mesh axes = ["shard"] dim = 0 : (tensor<3x{{.*}}>) -> tensor<12x
// CHECK: linalg.generic {{.*}} ins(%[[WHOLE]] :
func.func @or_i32(%x: tensor<12xi32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>}, %init: tensor<i32>) -> tensor<i32> {
  // expected-warning @+1 {{'linalg.generic' op all-gathers the batch-split values it reads, and every rank holds and computes the whole batch there: it is a reduction over the split batch (loop d0) combined with arith.ori, which cannot be partitioned: the fsdp collectives have no bitwise reductions (only sum, and signed max and min)}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%x : tensor<12xi32>) outs(%init : tensor<i32>) {
  ^bb0(%a: i32, %acc: i32):
    %m = arith.ori %acc, %a : i32
    linalg.yield %m : i32
  } -> tensor<i32>
  return %r : tensor<i32>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @and_i32(
// CHECK-SAME: %[[X:[^:]+]]: tensor<3x
// CHECK: %[[WHOLE:.+]] = fsdp.all_gather %[[X]] on @mesh axes = ["shard"] dim = 0 : (tensor<3x{{.*}}>) -> tensor<12x
// CHECK: linalg.generic {{.*}} ins(%[[WHOLE]] :
func.func @and_i32(%x: tensor<12xi32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>}, %init: tensor<i32>) -> tensor<i32> {
  // expected-warning @+1 {{'linalg.generic' op all-gathers the batch-split values it reads, and every rank holds and computes the whole batch there: it is a reduction over the split batch (loop d0) combined with arith.andi, which cannot be partitioned: the fsdp collectives have no bitwise reductions (only sum, and signed max and min)}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%x : tensor<12xi32>) outs(%init : tensor<i32>) {
  ^bb0(%a: i32, %acc: i32):
    %m = arith.andi %acc, %a : i32
    linalg.yield %m : i32
  } -> tensor<i32>
  return %r : tensor<i32>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @xor_i32(
// CHECK-SAME: %[[X:[^:]+]]: tensor<3x
// CHECK: %[[WHOLE:.+]] = fsdp.all_gather %[[X]] on @mesh axes = ["shard"] dim = 0 : (tensor<3x{{.*}}>) -> tensor<12x
// CHECK: linalg.generic {{.*}} ins(%[[WHOLE]] :
func.func @xor_i32(%x: tensor<12xi32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>}, %init: tensor<i32>) -> tensor<i32> {
  // expected-warning @+1 {{'linalg.generic' op all-gathers the batch-split values it reads, and every rank holds and computes the whole batch there: it is a reduction over the split batch (loop d0) combined with arith.xori, which cannot be partitioned: the fsdp collectives have no bitwise reductions (only sum, and signed max and min)}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%x : tensor<12xi32>) outs(%init : tensor<i32>) {
  ^bb0(%a: i32, %acc: i32):
    %m = arith.xori %acc, %a : i32
    linalg.yield %m : i32
  } -> tensor<i32>
  return %r : tensor<i32>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @xor_i1(
// CHECK-SAME: %[[X:[^:]+]]: tensor<3x
// CHECK: %[[WHOLE:.+]] = fsdp.all_gather %[[X]] on @mesh axes = ["shard"] dim = 0 : (tensor<3x{{.*}}>) -> tensor<12x
// CHECK: linalg.generic {{.*}} ins(%[[WHOLE]] :
func.func @xor_i1(%x: tensor<12xi1> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>}, %init: tensor<i1>) -> tensor<i1> {
  // expected-warning @+1 {{'linalg.generic' op all-gathers the batch-split values it reads, and every rank holds and computes the whole batch there: it is a reduction over the split batch (loop d0) combined with arith.xori, which cannot be partitioned: on i1 it is an exclusive or, and the fsdp collectives only combine with sum, max or min}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%x : tensor<12xi1>) outs(%init : tensor<i1>) {
  ^bb0(%a: i1, %acc: i1):
    %m = arith.xori %acc, %a : i1
    linalg.yield %m : i1
  } -> tensor<i1>
  return %r : tensor<i1>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @add_i1(
// CHECK-SAME: %[[X:[^:]+]]: tensor<3x
// CHECK: %[[WHOLE:.+]] = fsdp.all_gather %[[X]] on @mesh axes = ["shard"] dim = 0 : (tensor<3x{{.*}}>) -> tensor<12x
// CHECK: linalg.generic {{.*}} ins(%[[WHOLE]] :
func.func @add_i1(%x: tensor<12xi1> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>}, %init: tensor<i1>) -> tensor<i1> {
  // expected-warning @+1 {{'linalg.generic' op all-gathers the batch-split values it reads, and every rank holds and computes the whole batch there: it is a reduction over the split batch (loop d0) combined with arith.addi, which cannot be partitioned: on i1 it is an exclusive or, and the fsdp collectives only combine with sum, max or min}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%x : tensor<12xi1>) outs(%init : tensor<i1>) {
  ^bb0(%a: i1, %acc: i1):
    %m = arith.addi %acc, %a : i1
    linalg.yield %m : i1
  } -> tensor<i1>
  return %r : tensor<i1>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @maxui_i32(
// CHECK-SAME: %[[X:[^:]+]]: tensor<3x
// CHECK: %[[WHOLE:.+]] = fsdp.all_gather %[[X]] on @mesh axes = ["shard"] dim = 0 : (tensor<3x{{.*}}>) -> tensor<12x
// CHECK: linalg.generic {{.*}} ins(%[[WHOLE]] :
func.func @maxui_i32(%x: tensor<12xi32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>}, %init: tensor<i32>) -> tensor<i32> {
  // expected-warning @+1 {{'linalg.generic' op all-gathers the batch-split values it reads, and every rank holds and computes the whole batch there: it is a reduction over the split batch (loop d0) combined with arith.maxui, which cannot be partitioned: the fsdp collectives compare integers as signed, so an unsigned max or min cannot be combined across ranks}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%x : tensor<12xi32>) outs(%init : tensor<i32>) {
  ^bb0(%a: i32, %acc: i32):
    %m = arith.maxui %acc, %a : i32
    linalg.yield %m : i32
  } -> tensor<i32>
  return %r : tensor<i32>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @minui_i8(
// CHECK-SAME: %[[X:[^:]+]]: tensor<3x
// CHECK: %[[WHOLE:.+]] = fsdp.all_gather %[[X]] on @mesh axes = ["shard"] dim = 0 : (tensor<3x{{.*}}>) -> tensor<12x
// CHECK: linalg.generic {{.*}} ins(%[[WHOLE]] :
func.func @minui_i8(%x: tensor<12xi8> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>}, %init: tensor<i8>) -> tensor<i8> {
  // expected-warning @+1 {{'linalg.generic' op all-gathers the batch-split values it reads, and every rank holds and computes the whole batch there: it is a reduction over the split batch (loop d0) combined with arith.minui, which cannot be partitioned: the fsdp collectives compare integers as signed, so an unsigned max or min cannot be combined across ranks}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%x : tensor<12xi8>) outs(%init : tensor<i8>) {
  ^bb0(%a: i8, %acc: i8):
    %m = arith.minui %acc, %a : i8
    linalg.yield %m : i8
  } -> tensor<i8>
  return %r : tensor<i8>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @muli_i32(
// CHECK-SAME: %[[X:[^:]+]]: tensor<3x
// CHECK: %[[WHOLE:.+]] = fsdp.all_gather %[[X]] on @mesh axes = ["shard"] dim = 0 : (tensor<3x{{.*}}>) -> tensor<12x
// CHECK: linalg.generic {{.*}} ins(%[[WHOLE]] :
func.func @muli_i32(%x: tensor<12xi32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>}, %init: tensor<i32>) -> tensor<i32> {
  // expected-warning @+1 {{'linalg.generic' op all-gathers the batch-split values it reads, and every rank holds and computes the whole batch there: it is a reduction over the split batch (loop d0) combined with arith.muli, which cannot be partitioned: the fsdp collectives have no product}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%x : tensor<12xi32>) outs(%init : tensor<i32>) {
  ^bb0(%a: i32, %acc: i32):
    %m = arith.muli %acc, %a : i32
    linalg.yield %m : i32
  } -> tensor<i32>
  return %r : tensor<i32>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @mulf_f32(
// CHECK-SAME: %[[X:[^:]+]]: tensor<3x
// CHECK: %[[WHOLE:.+]] = fsdp.all_gather %[[X]] on @mesh axes = ["shard"] dim = 0 : (tensor<3x{{.*}}>) -> tensor<12x
// CHECK: linalg.generic {{.*}} ins(%[[WHOLE]] :
func.func @mulf_f32(%x: tensor<12xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>}, %init: tensor<f32>) -> tensor<f32> {
  // expected-warning @+1 {{'linalg.generic' op all-gathers the batch-split values it reads, and every rank holds and computes the whole batch there: it is a reduction over the split batch (loop d0) combined with arith.mulf, which cannot be partitioned: the fsdp collectives have no product}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%x : tensor<12xf32>) outs(%init : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %m = arith.mulf %acc, %a : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @subf_f32(
// CHECK-SAME: %[[X:[^:]+]]: tensor<3x
// CHECK: %[[WHOLE:.+]] = fsdp.all_gather %[[X]] on @mesh axes = ["shard"] dim = 0 : (tensor<3x{{.*}}>) -> tensor<12x
// CHECK: linalg.generic {{.*}} ins(%[[WHOLE]] :
func.func @subf_f32(%x: tensor<12xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>}, %init: tensor<f32>) -> tensor<f32> {
  // expected-warning @+1 {{'linalg.generic' op all-gathers the batch-split values it reads, and every rank holds and computes the whole batch there: it is a reduction over the split batch (loop d0) combined with arith.subf, which cannot be partitioned: the fsdp collectives only combine with sum, max or min}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%x : tensor<12xf32>) outs(%init : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %m = arith.subf %acc, %a : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}

// -----

// acc + acc * x reads the accumulator twice: not a fold of terms, which a
// sum over ranks would get wrong.
fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @not_a_fold(
// CHECK-SAME: %[[X:[^:]+]]: tensor<3x
// CHECK: %[[WHOLE:.+]] = fsdp.all_gather %[[X]] on @mesh axes = ["shard"] dim = 0 : (tensor<3x{{.*}}>) -> tensor<12x
// CHECK: linalg.generic {{.*}} ins(%[[WHOLE]] :
func.func @not_a_fold(%x: tensor<12xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>}, %init: tensor<f32>) -> tensor<f32> {
  // expected-warning @+1 {{'linalg.generic' op all-gathers the batch-split values it reads, and every rank holds and computes the whole batch there: it is a reduction over the split batch (loop d0), which cannot be partitioned: its body does not fold each term into the output with a single arith op (out = out op x)}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%x : tensor<12xf32>) outs(%init : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %t = arith.mulf %acc, %a : f32
    %m = arith.addf %acc, %t : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}

// -----

// One of two results: the warning names it.
fsdp.mesh @mesh = <["shard"=?]>
// CHECK-LABEL: func.func @second_result(
// CHECK-SAME: %[[X:[^:]+]]: tensor<3x
// CHECK: %[[WHOLE:.+]] = fsdp.all_gather %[[X]] on @mesh axes = ["shard"] dim = 0 : (tensor<3x{{.*}}>) -> tensor<12x
// CHECK: linalg.generic {{.*}} ins(%[[WHOLE]] :
func.func @second_result(%x: tensor<12xi32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>}, %i0: tensor<i32>, %i1: tensor<i32>) -> (tensor<i32>, tensor<i32>) {
  // expected-warning @+1 {{'linalg.generic' op all-gathers the batch-split values it reads, and every rank holds and computes the whole batch there: it is a reduction over the split batch (loop d0) combined with arith.ori in result #1, which cannot be partitioned}}
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%x : tensor<12xi32>) outs(%i0, %i1 : tensor<i32>, tensor<i32>) {
  ^bb0(%a: i32, %acc0: i32, %acc1: i32):
    %s = arith.addi %acc0, %a : i32
    %o = arith.ori %acc1, %a : i32
    linalg.yield %s, %o : i32, i32
  } -> (tensor<i32>, tensor<i32>)
  return %r#0, %r#1 : tensor<i32>, tensor<i32>
}
