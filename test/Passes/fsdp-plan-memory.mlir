// RUN: fsdp-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(fsdp-plan-memory))" | FileCheck %s
// RUN: not fsdp-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(fsdp-plan-memory{memory-budget=700}))" 2>&1 | FileCheck %s --check-prefix=BUDGET
// RUN: not fsdp-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(fsdp-plan-memory{memory-budget=plenty}))" 2>&1 | FileCheck %s --check-prefix=SIZE

// The argument is persistent at the bottom of the arena; the fill gets its
// own buffer, the add writes into it (its last reader), the exp needs a new
// one while the add's result is still read.
// CHECK-LABEL: func.func @dps
// CHECK-SAME: fsdp.memory_plan = {alignment = 256 : i64, arena_bytes = 768 : i64, arg_offsets = array<i64: 0>, peak_bytes = 768 : i64, persistent_bytes = 256 : i64, rank_offset = -1 : i64}
// CHECK: linalg.fill {fsdp.offsets = array<i64: 256>}
// CHECK: %[[ADD:.*]] = linalg.add
// CHECK-NOT: fsdp.offsets
// CHECK-SAME: -> tensor<64xf32>
// CHECK: linalg.exp {fsdp.offsets = array<i64: 512>}
// BUDGET: error: 'func.func' op needs an arena of 768 bytes (peak live 768 bytes), above the memory budget of 700 bytes
// SIZE: error: 'func.func' op fsdp-plan-memory: memory-budget 'plenty' is not a size
func.func @dps(%a: tensor<64xf32>) -> tensor<64xf32> {
  %c = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64xf32>
  %z = linalg.fill ins(%c : f32) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %m = linalg.add ins(%a, %a : tensor<64xf32>, tensor<64xf32>) outs(%z : tensor<64xf32>) -> tensor<64xf32>
  %e2 = tensor.empty() : tensor<64xf32>
  %n = linalg.exp ins(%m : tensor<64xf32>) outs(%e2 : tensor<64xf32>) -> tensor<64xf32>
  return %n : tensor<64xf32>
}

// -----

// C = y + y^T w with y also the init: the result may not take y's buffer
// (the GEMM would read A from the C it writes), so it gets its own (768),
// while y (from the exp, at 512, above the two arguments) is only read.
// CHECK-LABEL: func.func @init_also_read
// CHECK: %[[Y:.*]] = linalg.exp {fsdp.offsets = array<i64: 512>}
// CHECK: linalg.generic {{.*}} ins(%[[Y]], %{{.*}} : {{.*}}) outs(%[[Y]] : {{.*}}) attrs = {fsdp.offsets = array<i64: 768>}
func.func @init_also_read(%a: tensor<8x8xf32>, %w: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %e = tensor.empty() : tensor<8x8xf32>
  %y = linalg.exp ins(%a : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (k, m)>,
                                        affine_map<(m, n, k) -> (k, n)>,
                                        affine_map<(m, n, k) -> (m, n)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%y, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%y : tensor<8x8xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  return %c : tensor<8x8xf32>
}

// -----

// A multi-output kernel whose two results start from one init they only
// write: neither takes the init's buffer (256, the fill's), since one buffer
// cannot hold both; each gets its own (512 and 768).
// CHECK-LABEL: func.func @two_results_one_init
// CHECK: linalg.fill {fsdp.offsets = array<i64: 256>}
// CHECK: linalg.generic {{.*}} attrs =  {fsdp.offsets = array<i64: 512, 768>}
func.func @two_results_one_init(%a: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
  %c = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64xf32>
  %z = linalg.fill ins(%c : f32) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                         iterator_types = ["parallel"]}
      ins(%a : tensor<64xf32>) outs(%z, %z : tensor<64xf32>, tensor<64xf32>) {
  ^bb0(%x: f32, %o: f32, %p: f32):
    %n = arith.negf %x : f32
    linalg.yield %x, %n : f32, f32
  } -> (tensor<64xf32>, tensor<64xf32>)
  return %r#0, %r#1 : tensor<64xf32>, tensor<64xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=2]>

// An asynchronous gather owns its buffer from start to the last reader of the
// wait's result (512, free again after the exp); a reduce-scatter keeps
// its input (768) alive until its wait.
// CHECK-LABEL: func.func @async
// CHECK-SAME: arg_offsets = array<i64: 0, 256>
// CHECK: fsdp.all_gather_start {{.*}} {fsdp.offsets = array<i64: 512>}
// CHECK: fsdp.wait
// CHECK-NOT: fsdp.offsets
// CHECK-SAME: !fsdp.pending<tensor<64xf32>>
// CHECK: linalg.exp {fsdp.offsets = array<i64: 768>}
// CHECK: fsdp.reduce_scatter_start {{.*}} {fsdp.offsets = array<i64: 512>}
func.func @async(%w: tensor<32xf32>, %x: tensor<64xf32>) -> tensor<32xf32> {
  %p = fsdp.all_gather_start %w on @mesh axes = ["shard"] dim = 0 : (tensor<32xf32>) -> !fsdp.pending<tensor<64xf32>>
  %g = fsdp.wait %p : !fsdp.pending<tensor<64xf32>>
  %e = tensor.empty() : tensor<64xf32>
  %y = linalg.exp ins(%g : tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %q = fsdp.reduce_scatter_start sum %y on @mesh axes = ["shard"] dim = 0 : (tensor<64xf32>) -> !fsdp.pending<tensor<32xf32>>
  %r = fsdp.wait %q : !fsdp.pending<tensor<32xf32>>
  return %r : tensor<32xf32>
}
