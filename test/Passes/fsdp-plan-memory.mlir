// RUN: fsdp-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(fsdp-plan-memory))" | FileCheck %s
// RUN: not fsdp-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(fsdp-plan-memory{memory-budget=700}))" 2>&1 | FileCheck %s --check-prefix=BUDGET
// RUN: not fsdp-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(fsdp-plan-memory{memory-budget=plenty}))" 2>&1 | FileCheck %s --check-prefix=SIZE
// RUN: fsdp-opt %S/Inputs/recomputed-slices.mlir -split-input-file --fsdp-schedule="policy=fsdp" --fsdp-plan-memory | FileCheck %s --check-prefix=SLICES

// SLICES-LABEL: func.func @cast_read_by_compute_and_a_gather
// SLICES-SAME: fsdp.memory_plan = {alignment = 256 : i64, arena_bytes = [[A:[0-9]+]] : i64
// SLICES-SAME: fsdp.schedule = {{{.*}}peak_bytes = [[A]] : i64
// SLICES: linalg.sub {{{.*}}fsdp.offsets = array<i64: {{[0-9]+}}>{{.*}}} ins(%arg0
// SLICES-LABEL: func.func @scalar_read_by_compute_and_a_gather
// SLICES-SAME: fsdp.memory_plan = {alignment = 256 : i64, arena_bytes = [[B:[0-9]+]] : i64
// SLICES-SAME: fsdp.schedule = {{{.*}}peak_bytes = [[B]] : i64
// SLICES: linalg.generic {{.*}} ins(%arg0 {{.*}} attrs = {fsdp.offsets = array<i64: {{[0-9]+}}>

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

// An init the body gathers from (a tensor.extract of y at a reversed
// index): the result may not take y's buffer either (a point would read
// what another point already wrote), so it gets its own (512; y, from the
// exp, is at 256, above the argument).
// CHECK-LABEL: func.func @init_gathered_from
// CHECK: %[[Y:.*]] = linalg.exp {fsdp.offsets = array<i64: 256>}
// CHECK: linalg.generic {{.*}} outs(%[[Y]] : {{.*}}) attrs = {fsdp.offsets = array<i64: 512>}
func.func @init_gathered_from(%a: tensor<64xf32>) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<64xf32>
  %y = linalg.exp ins(%a : tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %c63 = arith.constant 63 : index
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      outs(%y : tensor<64xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = arith.subi %c63, %i : index
    %v = tensor.extract %y[%j] : tensor<64xf32>
    linalg.yield %v : f32
  } -> tensor<64xf32>
  return %r : tensor<64xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=2]>

// An init an asynchronous collective still reads (its start is before the
// kernel, its wait after): the kernel is not the init's last reader, so it
// may not write over the buffer the collective sends from (a per-member
// reduce-scatter sends its operand as it lies). %y is at 256; the kernel
// gets its own buffer, above the collective's two results (1024).
// CHECK-LABEL: func.func @init_in_flight
// CHECK: %[[Y:.*]] = linalg.exp {fsdp.offsets = array<i64: 256>}
// CHECK: fsdp.reduce_scatter_start sum %[[Y]], %[[Y]] {{.*}}per_member {fsdp.offsets = array<i64: 512>}
// CHECK: linalg.generic {{.*}} outs(%[[Y]] : {{.*}}) attrs =  {fsdp.offsets = array<i64: 1024>}
func.func @init_in_flight(%a: tensor<64xf32>) -> (tensor<32xf32>, tensor<32xf32>, tensor<64xf32>) {
  %e = tensor.empty() : tensor<64xf32>
  %y = linalg.exp ins(%a : tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %p = fsdp.reduce_scatter_start sum %y, %y on @mesh axes = ["shard"] dim = 0 per_member : (tensor<64xf32>, tensor<64xf32>) -> !fsdp.pending<tensor<32xf32>, tensor<32xf32>>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      outs(%y : tensor<64xf32>) {
  ^bb0(%o: f32):
    %t = arith.mulf %o, %o : f32
    linalg.yield %t : f32
  } -> tensor<64xf32>
  %s:2 = fsdp.wait %p : !fsdp.pending<tensor<32xf32>, tensor<32xf32>>
  return %s#0, %s#1, %r : tensor<32xf32>, tensor<32xf32>, tensor<64xf32>
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

// -----

fsdp.mesh @mesh = <["shard"=2]>

// A step's updates written over the state they update (findInPlaceUpdates):
// the optimizer kernel is element-wise and reads %w and %m last (the gather
// of %w has been read by then), so its two updates live in the arguments'
// buffers (no offsets of their own) and the runtime copies nothing. The
// arena holds the three arguments (0, 256, 512), the gathered %w (768) and
// the exp's result (1024), which is read while the gather is: 1280 bytes.
// CHECK-LABEL: func.func @updates_in_place
// CHECK-SAME: arena_bytes = 1280 : i64, arg_offsets = array<i64: 0, 256, 512>
// CHECK: fsdp.all_gather_start {{.*}} {fsdp.offsets = array<i64: 768>}
// CHECK: linalg.exp {fsdp.offsets = array<i64: 1024>}
// CHECK: %[[U:.*]]:2 = linalg.generic
// CHECK-SAME: ins(%arg0, %arg1, %arg2
// CHECK-SAME: outs(%{{.*}}, %{{.*}} : tensor<32xf32>, tensor<32xf32>) {
// CHECK: return %[[U]]#0, %[[U]]#1
#id = affine_map<(d0) -> (d0)>
func.func @updates_in_place(%w: tensor<32xf32>, %m: tensor<32xf32>, %g: tensor<32xf32>)
    -> (tensor<32xf32> {fsdp.updates = 0 : i64}, tensor<32xf32> {fsdp.updates = 1 : i64}, tensor<64xf32>) {
  %p = fsdp.all_gather_start %w on @mesh axes = ["shard"] dim = 0 : (tensor<32xf32>) -> !fsdp.pending<tensor<64xf32>>
  %x = fsdp.wait %p : !fsdp.pending<tensor<64xf32>>
  %e64 = tensor.empty() : tensor<64xf32>
  %y = linalg.exp ins(%x : tensor<64xf32>) outs(%e64 : tensor<64xf32>) -> tensor<64xf32>
  %e = tensor.empty() : tensor<32xf32>
  %u:2 = linalg.generic {indexing_maps = [#id, #id, #id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %m, %g : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) outs(%e, %e : tensor<32xf32>, tensor<32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %o: f32, %o2: f32):
    %m2 = arith.addf %b, %c : f32
    %w2 = arith.subf %a, %m2 : f32
    linalg.yield %w2, %m2 : f32, f32
  } -> (tensor<32xf32>, tensor<32xf32>)
  return %u#0, %u#1, %y : tensor<32xf32>, tensor<32xf32>, tensor<64xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=2]>

// Updates that cannot be written over their state get buffers of their own
// (above the seven arguments): %a is read after its update; the gathered %b
// is read after %b's update (a schedule may gather %b again there); %c's
// update reads it transposed; %d's update starts from its init's values (%h).
// An argument takes one result at most: %e's update, also returned as %f's,
// lives in %e's buffer and is copied into %f's place.
// CHECK-LABEL: func.func @updates_not_in_place
// CHECK-SAME: arg_offsets = array<i64: 0, 256, 512, 768, 1024, 1280, 1536>
// CHECK: linalg.negf {fsdp.offsets = array<i64: {{[0-9]+}}>} ins(%arg0
// CHECK: linalg.negf {fsdp.offsets = array<i64: {{[0-9]+}}>} ins(%arg1
// CHECK: linalg.transpose ins(%arg2 {{.*}} {fsdp.offsets = array<i64: {{[0-9]+}}>}
// CHECK: linalg.generic {{.*}} ins(%arg3 {{.*}} outs(%arg6 {{.*}} {fsdp.offsets = array<i64: {{[0-9]+}}>}
// CHECK: %[[E:.*]] = linalg.negf ins(%arg4
// CHECK: return {{.*}}, %[[E]], %[[E]],
func.func @updates_not_in_place(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>, %c: tensor<8x8xf32>,
                                %d: tensor<8x8xf32>, %e: tensor<8x8xf32>, %f: tensor<8x8xf32>,
                                %h: tensor<8x8xf32>)
    -> (tensor<8x8xf32> {fsdp.updates = 0 : i64}, tensor<8x8xf32> {fsdp.updates = 1 : i64},
        tensor<8x8xf32> {fsdp.updates = 2 : i64}, tensor<8x8xf32> {fsdp.updates = 3 : i64},
        tensor<8x8xf32> {fsdp.updates = 4 : i64}, tensor<8x8xf32> {fsdp.updates = 5 : i64},
        tensor<8x8xf32>, tensor<16x8xf32>) {
  %gb = fsdp.all_gather %b on @mesh axes = ["shard"] dim = 0 : (tensor<8x8xf32>) -> tensor<16x8xf32>
  %empty = tensor.empty() : tensor<8x8xf32>
  %a2 = linalg.negf ins(%a : tensor<8x8xf32>) outs(%empty : tensor<8x8xf32>) -> tensor<8x8xf32>
  %b2 = linalg.negf ins(%b : tensor<8x8xf32>) outs(%empty : tensor<8x8xf32>) -> tensor<8x8xf32>
  %c2 = linalg.transpose ins(%c : tensor<8x8xf32>) outs(%empty : tensor<8x8xf32>) permutation = [1, 0]
  %d2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%d : tensor<8x8xf32>) outs(%h : tensor<8x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %e2 = linalg.negf ins(%e : tensor<8x8xf32>) outs(%empty : tensor<8x8xf32>) -> tensor<8x8xf32>
  %late = linalg.exp ins(%a : tensor<8x8xf32>) outs(%empty : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e16 = tensor.empty() : tensor<16x8xf32>
  %lateb = linalg.exp ins(%gb : tensor<16x8xf32>) outs(%e16 : tensor<16x8xf32>) -> tensor<16x8xf32>
  return %a2, %b2, %c2, %d2, %e2, %e2, %late, %lateb
      : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<16x8xf32>
}

// -----

fsdp.mesh @mesh = <["replica"=2, "shard"=2]>

// Reads of an argument's bytes after its update keep the update off them
// (a buffer of its own: an offset): the view of %a read later; the scalar
// extracted from %b, which a later kernel reads again; %c's update using
// %c[0] (its elements would see it before or after its update); %d gathered
// and all-reduced, the all-reduce's result read later (a schedule may run
// the all-reduce, and gather %d again for it, that late). %f, viewed and
// read before its update, is updated in place.
// CHECK-LABEL: func.func @late_reads
// CHECK: linalg.sub {fsdp.offsets = array<i64: {{[0-9]+}}>} ins(%arg0
// CHECK: linalg.generic {{.*}} ins(%arg1 {{.*}} attrs = {fsdp.offsets = array<i64: {{[0-9]+}}>}
// CHECK: linalg.generic {{.*}} ins(%arg2 {{.*}} attrs = {fsdp.offsets = array<i64: {{[0-9]+}}>}
// CHECK: linalg.sub {fsdp.offsets = array<i64: {{[0-9]+}}>} ins(%arg3
// CHECK: linalg.sub ins(%arg5
#id1 = affine_map<(d0) -> (d0)>
#none = affine_map<() -> ()>
func.func @late_reads(%a: tensor<4x8xf32>, %b: tensor<f32>, %c: tensor<64xf32>, %d: tensor<64xf32>,
                      %g: tensor<4x8xf32>, %f: tensor<4x8xf32>, %x: tensor<32xf32>, %h: tensor<64xf32>)
    -> (tensor<4x8xf32> {fsdp.updates = 0 : i64}, tensor<f32> {fsdp.updates = 1 : i64},
        tensor<64xf32> {fsdp.updates = 2 : i64}, tensor<64xf32> {fsdp.updates = 3 : i64},
        tensor<4x8xf32> {fsdp.updates = 5 : i64},
        tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32xf32>) {
  %va = tensor.collapse_shape %a [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  %vf = tensor.collapse_shape %f [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  %sb = tensor.extract %b[] : tensor<f32>
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %sc = tensor.extract %c[%c0] : tensor<64xf32>
  %gd = fsdp.all_gather %d on @mesh axes = ["shard"] dim = 0 : (tensor<64xf32>) -> tensor<128xf32>
  %rd = fsdp.all_reduce sum %gd on @mesh axes = ["replica"] : tensor<128xf32>
  %e32 = tensor.empty() : tensor<32xf32>
  %early_f = linalg.negf ins(%vf : tensor<32xf32>) outs(%e32 : tensor<32xf32>) -> tensor<32xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %a2 = linalg.sub ins(%a, %g : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %e0 = tensor.empty() : tensor<f32>
  %b2 = linalg.generic {indexing_maps = [#none, #none], iterator_types = []}
      ins(%b : tensor<f32>) outs(%e0 : tensor<f32>) {
  ^bb0(%v: f32, %o: f32):
    %n = arith.addf %v, %one : f32
    linalg.yield %n : f32
  } -> tensor<f32>
  %e64 = tensor.empty() : tensor<64xf32>
  %c2 = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%c : tensor<64xf32>) outs(%e64 : tensor<64xf32>) {
  ^bb0(%v: f32, %o: f32):
    %n = arith.subf %v, %sc : f32
    linalg.yield %n : f32
  } -> tensor<64xf32>
  %d2 = linalg.sub ins(%d, %h : tensor<64xf32>, tensor<64xf32>) outs(%e64 : tensor<64xf32>) -> tensor<64xf32>
  %f2 = linalg.sub ins(%f, %g : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %late_a = linalg.add ins(%va, %x : tensor<32xf32>, tensor<32xf32>) outs(%e32 : tensor<32xf32>) -> tensor<32xf32>
  %late_b = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%x : tensor<32xf32>) outs(%e32 : tensor<32xf32>) {
  ^bb0(%v: f32, %o: f32):
    %n = arith.mulf %v, %sb : f32
    linalg.yield %n : f32
  } -> tensor<32xf32>
  %e128 = tensor.empty() : tensor<128xf32>
  %late_d = linalg.exp ins(%rd : tensor<128xf32>) outs(%e128 : tensor<128xf32>) -> tensor<128xf32>
  return %a2, %b2, %c2, %d2, %f2, %late_a, %late_b, %late_d, %early_f
      : tensor<4x8xf32>, tensor<f32>, tensor<64xf32>, tensor<64xf32>, tensor<4x8xf32>,
        tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=2]>

// A collective's results share its buffer at several offsets: a linalg op
// whose init is one of them writes a buffer of its own rather than the
// collective's (whose start is another result's place).
// CHECK-LABEL: func.func @init_from_a_collective
// CHECK: fsdp.all_gather {{.*}} {fsdp.offsets = array<i64: {{[0-9]+}}, -1>
// CHECK: linalg.generic {{.*}} outs(%{{.*}}#1 {{.*}} attrs = {fsdp.offsets = array<i64: {{[0-9]+}}>}
func.func @init_from_a_collective(%a: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
  %g:2 = fsdp.all_gather %a, %b on @mesh axes = ["shard"] dim = 0 : (tensor<8xf32>, tensor<8xf32>) -> (tensor<16xf32>, tensor<16xf32>)
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%g#0 : tensor<16xf32>) outs(%g#1 : tensor<16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = math.exp %x : f32
    linalg.yield %y : f32
  } -> tensor<16xf32>
  %e = tensor.empty() : tensor<16xf32>
  %s = linalg.add ins(%g#0, %r : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  return %s, %r : tensor<16xf32>, tensor<16xf32>
}

// -----

// An init that is a view of another buffer (here an argument) is not written
// into: the add gets a buffer of its own, and %a keeps its bytes for the
// negf after it.
// CHECK-LABEL: func.func @init_is_a_view
// CHECK: linalg.add {fsdp.offsets = array<i64: {{[0-9]+}}>}
func.func @init_is_a_view(%a: tensor<4x8xf32>, %x: tensor<32xf32>) -> (tensor<32xf32>, tensor<4x8xf32>) {
  %v = tensor.collapse_shape %a [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  %r = linalg.add ins(%x, %x : tensor<32xf32>, tensor<32xf32>) outs(%v : tensor<32xf32>) -> tensor<32xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %late = linalg.negf ins(%a : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r, %late : tensor<32xf32>, tensor<4x8xf32>
}

// -----

// A slice of its source's first elements (a padded GEMM's rows cut back; here
// the first 8 rows of the first of two 10x4 matrices) is a view: no buffer
// of its own, and its source's buffer lives until the slice's last reader,
// so the sqrt in between may not take it. A slice that shortens every row,
// or takes rows of both matrices, is a copy into a buffer of its own.
// CHECK-LABEL: func.func @prefix_slice_is_a_view
// CHECK: %[[X:.*]] = linalg.exp {fsdp.offsets = array<i64: [[XOFF:[0-9]+]]>}
// CHECK: %[[ROWS:.*]] = tensor.extract_slice %[[X]][0, 0, 0] [1, 8, 4] [1, 1, 1] : tensor<2x10x4xf32> to tensor<1x8x4xf32>
// CHECK: tensor.extract_slice %[[X]][0, 0, 0] [2, 10, 3] [1, 1, 1] {fsdp.offsets = array<i64: {{[0-9]+}}>}
// CHECK: tensor.extract_slice %[[X]][0, 0, 0] [2, 8, 4] [1, 1, 1] {fsdp.offsets = array<i64: {{[0-9]+}}>}
// CHECK-NOT: linalg.sqrt {fsdp.offsets = array<i64: [[XOFF]]>}
// CHECK: linalg.sqrt
// CHECK: linalg.negf {{.*}} ins(%[[ROWS]]
func.func @prefix_slice_is_a_view(%a: tensor<2x10x4xf32>, %b: tensor<128xf32>) -> (tensor<2x10x3xf32>, tensor<2x8x4xf32>, tensor<128xf32>, tensor<1x8x4xf32>) {
  %e = tensor.empty() : tensor<2x10x4xf32>
  %x = linalg.exp ins(%a : tensor<2x10x4xf32>) outs(%e : tensor<2x10x4xf32>) -> tensor<2x10x4xf32>
  %rows = tensor.extract_slice %x[0, 0, 0] [1, 8, 4] [1, 1, 1] : tensor<2x10x4xf32> to tensor<1x8x4xf32>
  %cols = tensor.extract_slice %x[0, 0, 0] [2, 10, 3] [1, 1, 1] : tensor<2x10x4xf32> to tensor<2x10x3xf32>
  %both = tensor.extract_slice %x[0, 0, 0] [2, 8, 4] [1, 1, 1] : tensor<2x10x4xf32> to tensor<2x8x4xf32>
  %eb = tensor.empty() : tensor<128xf32>
  %r = linalg.sqrt ins(%b : tensor<128xf32>) outs(%eb : tensor<128xf32>) -> tensor<128xf32>
  %en = tensor.empty() : tensor<1x8x4xf32>
  %n = linalg.negf ins(%rows : tensor<1x8x4xf32>) outs(%en : tensor<1x8x4xf32>) -> tensor<1x8x4xf32>
  return %cols, %both, %r, %n : tensor<2x10x3xf32>, tensor<2x8x4xf32>, tensor<128xf32>, tensor<1x8x4xf32>
}

// -----

// Two products concatenated along the features (a fused QKV projection's
// gradients): each GEMM, from a zero fill only it reads, writes into the
// concatenation's buffer, which the concat owns from the first fill on; the
// fills and GEMMs have no buffer of their own. An operand something else
// also reads (%s) keeps its buffer, and its concatenation is a copy.
// CHECK-LABEL: func.func @gemms_written_into_their_concat
// CHECK: %[[FQ:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<6x3xf32>)
// CHECK: %[[Q:.*]] = linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<6x4xf32>, tensor<4x3xf32>) outs(%[[FQ]]
// CHECK: %[[FK:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<6x3xf32>)
// CHECK: %[[K:.*]] = linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<6x4xf32>, tensor<4x3xf32>) outs(%[[FK]]
// CHECK: tensor.concat dim(1) %[[Q]], %[[K]] {fsdp.offsets = array<i64: {{[0-9]+}}>}
// CHECK: %[[S:.*]] = linalg.matmul {fsdp.offsets = array<i64: {{[0-9]+}}>}
// CHECK: tensor.concat dim(1) %[[S]], %[[S]] {fsdp.offsets = array<i64: {{[0-9]+}}>}
func.func @gemms_written_into_their_concat(%x: tensor<6x4xf32>, %wq: tensor<4x3xf32>, %wk: tensor<4x3xf32>) -> (tensor<6x6xf32>, tensor<6x6xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<6x3xf32>
  %fq = linalg.fill ins(%zero : f32) outs(%e : tensor<6x3xf32>) -> tensor<6x3xf32>
  %q = linalg.matmul ins(%x, %wq : tensor<6x4xf32>, tensor<4x3xf32>) outs(%fq : tensor<6x3xf32>) -> tensor<6x3xf32>
  %fk = linalg.fill ins(%zero : f32) outs(%e : tensor<6x3xf32>) -> tensor<6x3xf32>
  %k = linalg.matmul ins(%x, %wk : tensor<6x4xf32>, tensor<4x3xf32>) outs(%fk : tensor<6x3xf32>) -> tensor<6x3xf32>
  %qk = tensor.concat dim(1) %q, %k : (tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x6xf32>
  %s = linalg.matmul ins(%x, %wq : tensor<6x4xf32>, tensor<4x3xf32>) outs(%e : tensor<6x3xf32>) -> tensor<6x3xf32>
  %ss = tensor.concat dim(1) %s, %s : (tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x6xf32>
  return %qk, %ss : tensor<6x6xf32>, tensor<6x6xf32>
}

// -----

// Not written in place: a GEMM result that something else reads too (%p,
// returned), and a GEMM whose rows (6 columns) cross the concatenated
// dimension's rows of 3 after a reshape. Both concatenations copy; each of
// their operands has a buffer.
// CHECK-LABEL: func.func @gemms_not_written_into_their_concat
// CHECK: linalg.matmul {fsdp.offsets = array<i64: {{[0-9]+}}>} ins(%{{.*}}, %{{.*}} : tensor<6x4xf32>, tensor<4x3xf32>)
// CHECK: tensor.concat dim(1) {{.*}} {fsdp.offsets = array<i64: {{[0-9]+}}>}
// CHECK: linalg.matmul {fsdp.offsets = array<i64: {{[0-9]+}}>} ins(%{{.*}}, %{{.*}} : tensor<4x2xf32>, tensor<2x6xf32>)
// CHECK: tensor.concat dim(2) {{.*}} {fsdp.offsets = array<i64: {{[0-9]+}}>}
func.func @gemms_not_written_into_their_concat(%x: tensor<6x4xf32>, %w: tensor<4x3xf32>, %a: tensor<4x2xf32>, %b: tensor<2x6xf32>) -> (tensor<6x6xf32>, tensor<6x3xf32>, tensor<4x2x6xf32>) {
  %e = tensor.empty() : tensor<6x3xf32>
  %p = linalg.matmul ins(%x, %w : tensor<6x4xf32>, tensor<4x3xf32>) outs(%e : tensor<6x3xf32>) -> tensor<6x3xf32>
  %e2 = tensor.empty() : tensor<6x3xf32>
  %q = linalg.matmul ins(%x, %w : tensor<6x4xf32>, tensor<4x3xf32>) outs(%e2 : tensor<6x3xf32>) -> tensor<6x3xf32>
  %pq = tensor.concat dim(1) %p, %q : (tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x6xf32>
  %e3 = tensor.empty() : tensor<4x6xf32>
  %r = linalg.matmul ins(%a, %b : tensor<4x2xf32>, tensor<2x6xf32>) outs(%e3 : tensor<4x6xf32>) -> tensor<4x6xf32>
  %split = tensor.expand_shape %r [[0], [1, 2]] output_shape [4, 2, 3] : tensor<4x6xf32> into tensor<4x2x3xf32>
  %e4 = tensor.empty() : tensor<4x6xf32>
  %s = linalg.matmul ins(%a, %b : tensor<4x2xf32>, tensor<2x6xf32>) outs(%e4 : tensor<4x6xf32>) -> tensor<4x6xf32>
  %split2 = tensor.expand_shape %s [[0], [1, 2]] output_shape [4, 2, 3] : tensor<4x6xf32> into tensor<4x2x3xf32>
  %rs = tensor.concat dim(2) %split, %split2 : (tensor<4x2x3xf32>, tensor<4x2x3xf32>) -> tensor<4x2x6xf32>
  return %pq, %p, %rs : tensor<6x6xf32>, tensor<6x3xf32>, tensor<4x2x6xf32>
}

// -----

// Products stacked along the rows (dimension 0): each GEMM writes its rows
// of the concatenation.
// CHECK-LABEL: func.func @gemms_stacked_into_their_concat
// CHECK: linalg.matmul ins(
// CHECK: linalg.matmul ins(
// CHECK: tensor.concat dim(0) {{.*}} {fsdp.offsets = array<i64: {{[0-9]+}}>}
func.func @gemms_stacked_into_their_concat(%x: tensor<6x4xf32>, %w: tensor<4x3xf32>) -> tensor<12x3xf32> {
  %e = tensor.empty() : tensor<6x3xf32>
  %p = linalg.matmul ins(%x, %w : tensor<6x4xf32>, tensor<4x3xf32>) outs(%e : tensor<6x3xf32>) -> tensor<6x3xf32>
  %e2 = tensor.empty() : tensor<6x3xf32>
  %q = linalg.matmul ins(%x, %w : tensor<6x4xf32>, tensor<4x3xf32>) outs(%e2 : tensor<6x3xf32>) -> tensor<6x3xf32>
  %pq = tensor.concat dim(0) %p, %q : (tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<12x3xf32>
  return %pq : tensor<12x3xf32>
}

// -----

// An op is written into its init's buffer only when it is the last reader
// of that buffer: here a view of the init (its first rows) is read after the
// add, so the add gets a buffer of its own.
// CHECK-LABEL: func.func @init_read_later_through_a_view
// CHECK: %[[X:.*]] = linalg.exp {fsdp.offsets = array<i64: {{[0-9]+}}>}
// CHECK: linalg.add {fsdp.offsets = array<i64: {{[0-9]+}}>} ins(%{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<4x8xf32>) outs(%[[X]]
func.func @init_read_later_through_a_view(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<2x8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %x = linalg.exp ins(%a : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %rows = tensor.extract_slice %x[0, 0] [2, 8] [1, 1] : tensor<4x8xf32> to tensor<2x8xf32>
  %r = linalg.add ins(%b, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%x : tensor<4x8xf32>) -> tensor<4x8xf32>
  %e2 = tensor.empty() : tensor<2x8xf32>
  %n = linalg.negf ins(%rows : tensor<2x8xf32>) outs(%e2 : tensor<2x8xf32>) -> tensor<2x8xf32>
  return %r, %n : tensor<4x8xf32>, tensor<2x8xf32>
}

// -----

// The shift is read as a scalar early (tensor.extract) but fsdp-translate
// computes scalars inside the kernels that use them: its buffer (256) lives
// until the slice at the end reads it, so the exp between may not take it.
// CHECK-LABEL: func.func @scalar_read_where_used
// CHECK: %[[SHIFT:.*]] = linalg.fill {fsdp.offsets = array<i64: 256>}
// CHECK: tensor.extract %[[SHIFT]]
// CHECK: linalg.exp {fsdp.offsets = array<i64: 512>}
// CHECK: tensor.extract_slice
func.func @scalar_read_where_used(%a: tensor<64xf32>) -> tensor<32xf32> {
  %c5 = arith.constant 5 : i32
  %e = tensor.empty() : tensor<i32>
  %shift = linalg.fill ins(%c5 : i32) outs(%e : tensor<i32>) -> tensor<i32>
  %s = tensor.extract %shift[] : tensor<i32>
  %i = arith.index_cast %s : i32 to index
  %e2 = tensor.empty() : tensor<64xf32>
  %x = linalg.exp ins(%a : tensor<64xf32>) outs(%e2 : tensor<64xf32>) -> tensor<64xf32>
  %slice = tensor.extract_slice %x[%i] [32] [1] : tensor<64xf32> to tensor<32xf32>
  return %slice : tensor<32xf32>
}

// -----

// A tensor.empty a linalg op reads as an input (fsdp-form-kernels gives a
// reduction one to span a loop no other operand spans; its body never reads
// it) has a buffer of its own, which the kernel is passed; an empty that is
// only an init has none (its op's result does).
// CHECK-LABEL: func.func @empty_read_as_input
// CHECK: %[[EXTENTS:.*]] = tensor.empty() {fsdp.offsets = array<i64: {{[0-9]+}}>} : tensor<50xi8>
// CHECK: tensor.empty() : tensor<4xf32>
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %[[EXTENTS]] : tensor<4xi32>, tensor<50xi8>) {{.*}} attrs = {fsdp.offsets
func.func @empty_read_as_input(%t: tensor<4xi32>) -> tensor<4xf32> {
  %extents = tensor.empty() : tensor<50xi8>
  %e = tensor.empty() : tensor<4xf32>
  %count = linalg.generic {indexing_maps = [affine_map<(s, v) -> (s)>,
                                            affine_map<(s, v) -> (v)>,
                                            affine_map<(s, v) -> (s)>],
                           iterator_types = ["parallel", "reduction"]}
      ins(%t, %extents : tensor<4xi32>, tensor<50xi8>) outs(%e : tensor<4xf32>) {
  ^bb0(%target: i32, %unused: i8, %acc: f32):
    %i = arith.index_cast %target : i32 to index
    %v = linalg.index 1 : index
    %eq = arith.cmpi eq, %i, %v : index
    %one = arith.constant 1.0 : f32
    %zero = arith.constant 0.0 : f32
    %x = arith.select %eq, %one, %zero : f32
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %count : tensor<4xf32>
}
