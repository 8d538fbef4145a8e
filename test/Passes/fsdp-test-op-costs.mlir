// The cost model prices ops from the IR (ProgramModel.h, getOpCost): a
// matmul-like contraction is 2 * M * N * K flops at its inputs' dtype with
// its widening casts free; other linalg ops are their body's scalar ops per
// iteration (casts, constants and index reads free; a loop in a body priced
// per trip when its bounds are constant, else as one trip through its
// regions; a switch as the most of each kind of op any case has); inits only written are not read;
// reshapes (views) and tensor.empty cost nothing.
// RUN: fsdp-opt %s --fsdp-test-op-costs -verify-diagnostics -split-input-file

// bf16 inputs widened to an f32 accumulator: 2*8*12*16 = 3072 flops at the
// bf16 rate; bytes: A 256 + B 384 + C 384. The init is a zero fill only this
// GEMM reads: the library call starts with beta = 0, so C is not read and
// the fill never runs (fsdp-translate emits none).
func.func @matmul_bf16(%a: tensor<8x16xbf16>, %b: tensor<16x12xbf16>) -> tensor<8x12xf32> {
  %zero = arith.constant 0.0 : f32
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %e = tensor.empty() : tensor<8x12xf32>
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<8x12xf32>) -> tensor<8x12xf32>
  // expected-remark @+1 {{flops 3072 bytes 1024 dtype bf16 gemm}}
  %c = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<8x16xbf16>, tensor<16x12xbf16>) outs(%init : tensor<8x12xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xf = arith.extf %x : bf16 to f32
    %yf = arith.extf %y : bf16 to f32
    %p = arith.mulf %xf, %yf : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x12xf32>
  // A view: free.
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %v = tensor.collapse_shape %c [[0, 1]] : tensor<8x12xf32> into tensor<96xf32>
  return %c : tensor<8x12xf32>
}

// -----

// A concatenation its operands' GEMMs write in place (ConcatPlacement.h)
// copies nothing; one of values no GEMM computes (the first concatenation,
// twice) copies them: 192 bytes read, 192 written. A tensor's first rows are
// a view.
func.func @concat_written_in_place(%a: tensor<4x2xf32>, %b: tensor<2x3xf32>) -> (tensor<4x6xf32>, tensor<8x6xf32>, tensor<2x6xf32>) {
  %zero = arith.constant 0.0 : f32
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %e = tensor.empty() : tensor<4x3xf32>
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %f0 = linalg.fill ins(%zero : f32) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>
  // expected-remark @+1 {{flops 48 bytes 104 dtype f32 gemm}}
  %p = linalg.matmul ins(%a, %b : tensor<4x2xf32>, tensor<2x3xf32>) outs(%f0 : tensor<4x3xf32>) -> tensor<4x3xf32>
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %f1 = linalg.fill ins(%zero : f32) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>
  // expected-remark @+1 {{flops 48 bytes 104 dtype f32 gemm}}
  %q = linalg.matmul ins(%a, %b : tensor<4x2xf32>, tensor<2x3xf32>) outs(%f1 : tensor<4x3xf32>) -> tensor<4x3xf32>
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %pq = tensor.concat dim(1) %p, %q : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x6xf32>
  // expected-remark @+1 {{flops 0 bytes 384 dtype f32}}
  %qq = tensor.concat dim(0) %pq, %pq : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<8x6xf32>
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %rows = tensor.extract_slice %pq[0, 0] [2, 6] [1, 1] : tensor<4x6xf32> to tensor<2x6xf32>
  return %pq, %qq, %rows : tensor<4x6xf32>, tensor<8x6xf32>, tensor<2x6xf32>
}

// -----

// A row sum starting from a fill that only reductions read fills its own
// output in its kernel (fsdp-translate): the fill never runs, and the sum
// reads its input (128 bytes) and writes its result (16), not its init. A
// fill the step also returns runs (16 bytes), and the maximum reading it
// reads it: 128 + 16 + 16.
func.func @reductions_from_fills(%x: tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %low = arith.constant -1.0e+30 : f32
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %e = tensor.empty() : tensor<4xf32>
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-remark @+1 {{flops 32 bytes 144 dtype f32}}
  %s = linalg.reduce ins(%x : tensor<4x8xf32>) outs(%acc : tensor<4xf32>) dimensions = [1]
    (%in: f32, %a: f32) {
      %t = arith.addf %in, %a : f32
      linalg.yield %t : f32
    }
  // expected-remark @+1 {{flops 0 bytes 16 dtype f32}}
  %lows = linalg.fill ins(%low : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-remark @+1 {{flops 32 bytes 160 dtype f32}}
  %m = linalg.reduce ins(%x : tensor<4x8xf32>) outs(%lows : tensor<4xf32>) dimensions = [1]
    (%in: f32, %a: f32) {
      %t = arith.maximumf %in, %a : f32
      linalg.yield %t : f32
    }
  return %s, %m, %lows : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// Fills that are not accumulators run: one an element-wise op adds into
// (16 bytes; the op reads 16 + 16 and writes 16), and one a reduction writes
// only the diagonal of (64 bytes; the elements off the diagonal keep the
// fill's value; the reduction reads 128 + 64 and writes 64).
func.func @fills_that_run(%x: tensor<4xf32>, %y: tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4x4xf32>) {
  %one = arith.constant 1.0 : f32
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %e = tensor.empty() : tensor<4xf32>
  // expected-remark @+1 {{flops 0 bytes 16 dtype f32}}
  %ones = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-remark @+1 {{flops 4 bytes 48 dtype f32}}
  %z = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%ones : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<4xf32>
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %e2 = tensor.empty() : tensor<4x4xf32>
  // expected-remark @+1 {{flops 0 bytes 64 dtype f32}}
  %zeros = linalg.fill ins(%one : f32) outs(%e2 : tensor<4x4xf32>) -> tensor<4x4xf32>
  // expected-remark @+1 {{flops 32 bytes 256 dtype f32}}
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d0)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%y : tensor<4x8xf32>) outs(%zeros : tensor<4x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<4x4xf32>
  return %z, %d : tensor<4xf32>, tensor<4x4xf32>
}

// -----

// A GEMM adding into values (beta = 1) reads C: A 256 + B 384 + C 384 + 384.
// A zero fill that something else reads as well is written: 384 bytes.
func.func @matmul_accumulating(%a: tensor<8x16xbf16>, %b: tensor<16x12xbf16>, %acc: tensor<8x12xf32>)
    -> (tensor<8x12xf32>, tensor<8x12xf32>, tensor<8x12xf32>) {
  %zero = arith.constant 0.0 : f32
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %e = tensor.empty() : tensor<8x12xf32>
  // expected-remark @+1 {{flops 0 bytes 384 dtype f32}}
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<8x12xf32>) -> tensor<8x12xf32>
  // expected-remark @+1 {{flops 3072 bytes 1408 dtype bf16 gemm}}
  %c = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<8x16xbf16>, tensor<16x12xbf16>) outs(%acc : tensor<8x12xf32>) {
  ^bb0(%x: bf16, %y: bf16, %s0: f32):
    %xf = arith.extf %x : bf16 to f32
    %yf = arith.extf %y : bf16 to f32
    %p = arith.mulf %xf, %yf : f32
    %s = arith.addf %s0, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x12xf32>
  // expected-remark @+1 {{flops 3072 bytes 1024 dtype bf16 gemm}}
  %d = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<8x16xbf16>, tensor<16x12xbf16>) outs(%init : tensor<8x12xf32>) {
  ^bb0(%x: bf16, %y: bf16, %s0: f32):
    %xf = arith.extf %x : bf16 to f32
    %yf = arith.extf %y : bf16 to f32
    %p = arith.mulf %xf, %yf : f32
    %s = arith.addf %s0, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x12xf32>
  return %c, %d, %init : tensor<8x12xf32>, tensor<8x12xf32>, tensor<8x12xf32>
}

// -----

// An elementwise op writing into a tensor.empty: a tanh (a transcendental)
// and a mulf per element (the cast is free); it reads its input (512 bytes)
// and writes its result (256 bytes), not its init.
func.func @elementwise(%x: tensor<128xf32>) -> tensor<128xbf16> {
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %e = tensor.empty() : tensor<128xbf16>
  // expected-remark @+1 {{flops 128 bytes 768 dtype bf16 transcendentals 128}}
  %y = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<128xf32>) outs(%e : tensor<128xbf16>) {
  ^bb0(%a: f32, %o: bf16):
    %t = math.tanh %a : f32
    %m = arith.mulf %t, %a : f32
    %c = arith.truncf %m : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<128xbf16>
  return %y : tensor<128xbf16>
}

// -----

// A batched contraction with a unit (query-group) dimension is still a GEMM:
// the unit dimension changes no stride. 2 * 2 * 8 * 12 * 16 = 6144 flops.
func.func @unit_group(%a: tensor<2x1x8x16xf32>, %b: tensor<2x16x12xf32>, %init: tensor<2x1x8x12xf32>) -> tensor<2x1x8x12xf32> {
  // expected-remark @+1 {{flops 6144 bytes 4096 dtype f32 gemm}}
  %c = linalg.generic {indexing_maps = [affine_map<(b, g, m, n, k) -> (b, g, m, k)>, affine_map<(b, g, m, n, k) -> (b, k, n)>, affine_map<(b, g, m, n, k) -> (b, g, m, n)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<2x1x8x16xf32>, tensor<2x16x12xf32>) outs(%init : tensor<2x1x8x12xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x1x8x12xf32>
  return %c : tensor<2x1x8x12xf32>
}

// -----

// Transcendentals are counted apart from flops (the special-function rate):
// per element one exp and one rsqrt, one mulf.
func.func @transcendentals(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-remark @+1 {{flops 32 bytes 256 dtype f32 transcendentals 64}}
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %ea = math.exp %a : f32
    %r = math.rsqrt %a : f32
    %p = arith.mulf %ea, %r : f32
    linalg.yield %p : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// The embedding gradient's one-hot contraction runs as a scatter
// (fsdp-translate): one add per (token, column), 6 x 4 = 24, not per
// (row, token, column).
func.func @one_hot_scatter(%ids: tensor<6xi32>, %g: tensor<6x4xf32>, %acc: tensor<10x4xf32>) -> tensor<10x4xf32> {
  %zero = arith.constant 0.0 : f32
  // expected-remark @+1 {{flops 24 bytes 440 dtype f32}}
  %r = linalg.generic {indexing_maps = [affine_map<(v, t, d) -> (t)>, affine_map<(v, t, d) -> (t, d)>, affine_map<(v, t, d) -> (v, d)>],
                       iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%ids, %g : tensor<6xi32>, tensor<6x4xf32>) outs(%acc : tensor<10x4xf32>) {
  ^bb0(%id: i32, %x: f32, %o: f32):
    %v = linalg.index 0 : index
    %row = arith.index_cast %id : i32 to index
    %hit = arith.cmpi eq, %row, %v : index
    %s = arith.select %hit, %x, %zero : f32
    %sum = arith.addf %o, %s : f32
    linalg.yield %sum : f32
  } -> tensor<10x4xf32>
  return %r : tensor<10x4xf32>
}

// -----

// A collective's copy-in and copy-out (CollectiveLayout.h), read and
// written, priced on its queue at the memory bandwidth: a bucket stages its
// message (a's 32-byte and b's 8-byte shards: send 40, receive 80; 2 x 120);
// a one-member gather along dim 0 and an unpadded reduce-scatter communicate
// in place (none); a padded reduce-scatter (5 rows over 2 ranks: a 96-byte
// message for 80 bytes) sends from staging (2 x 96).
fsdp.mesh @mesh = <["shard"=2]>
func.func @staging(%a: tensor<2x4xf32>, %b: tensor<2xf32>, %w: tensor<32xf32>,
                   %y: tensor<64xf32>, %z: tensor<5x4xf32>)
    -> (tensor<4x4xf32>, tensor<4xf32>, tensor<64xf32>, tensor<32xf32>, tensor<3x4xf32>) {
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32 staging 240}}
  %g:2 = fsdp.all_gather %a, %b on @mesh axes = ["shard"] dim = 0 : (tensor<2x4xf32>, tensor<2xf32>) -> (tensor<4x4xf32>, tensor<4xf32>)
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32 staging 0}}
  %h = fsdp.all_gather %w on @mesh axes = ["shard"] dim = 0 : (tensor<32xf32>) -> tensor<64xf32>
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32 staging 0}}
  %r = fsdp.reduce_scatter sum %y on @mesh axes = ["shard"] dim = 0 : (tensor<64xf32>) -> tensor<32xf32>
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32 staging 192}}
  %s = fsdp.reduce_scatter sum %z on @mesh axes = ["shard"] dim = 0 : (tensor<5x4xf32>) -> tensor<3x4xf32>
  // The bucket of %g, each member its own message: nothing staged.
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32 staging 0}}
  %p:2 = fsdp.all_gather %a, %b on @mesh axes = ["shard"] dim = 0 per_member : (tensor<2x4xf32>, tensor<2xf32>) -> (tensor<4x4xf32>, tensor<4xf32>)
  return %g#0, %g#1, %h, %r, %s : tensor<4x4xf32>, tensor<4xf32>, tensor<64xf32>, tensor<32xf32>, tensor<3x4xf32>
}

// -----

// A loop in the body (a scalar program's scf.while: a series summed until it
// converges) is priced as one trip: the condition's compare and the body's
// mulf, addf and log, 3 ops and 1 transcendental per element; the while, its
// terminators, the constant and the bitcasts are free. 8 elements: 24 flops,
// 8 transcendentals; reads 32 bytes, writes 32.
func.func @loop_in_body(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %e = tensor.empty() : tensor<8xf32>
  // expected-remark @+1 {{flops 24 bytes 64 dtype f32 transcendentals 8}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %one = arith.constant 1.0 : f32
    %sum = scf.while (%t = %in) : (f32) -> f32 {
      %more = arith.cmpf olt, %t, %one : f32
      scf.condition(%more) %t : f32
    } do {
    ^bb0(%u: f32):
      %half = arith.mulf %u, %u : f32
      %l = math.log %half : f32
      %next = arith.addf %l, %u : f32
      scf.yield %next : f32
    }
    %b = arith.bitcast %sum : f32 to i32
    %f = arith.bitcast %b : i32 to f32
    linalg.yield %f : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// A switch in the body (a scalar program's lax.cond: scf.index_switch) runs
// one case per element and is priced as the most of each kind of op any case
// has: the fptosi choosing it (its index_cast free), then case 0's mulf and
// exp (1 op, 1 transcendental) or the default's addf, subf and mulf (3 ops):
// 1 + 3 ops and 1 transcendental per element, over 4 elements 16 flops and 4
// transcendentals.
func.func @switch_in_body(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %e = tensor.empty() : tensor<4xf32>
  // expected-remark @+1 {{flops 16 bytes 32 dtype f32 transcendentals 4}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = arith.fptosi %in : f32 to i32
    %which = arith.index_cast %i : i32 to index
    %v = scf.index_switch %which -> f32
    case 0 {
      %m = arith.mulf %in, %in : f32
      %x0 = math.exp %m : f32
      scf.yield %x0 : f32
    }
    default {
      %a = arith.addf %in, %in : f32
      %s = arith.subf %a, %in : f32
      %d = arith.mulf %s, %a : f32
      scf.yield %d : f32
    }
    linalg.yield %v : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A loop with constant bounds in the body (a scalar program's scf.for: a
// fori_loop with a static trip count) is priced per trip: 0 to 10 step 3 is
// 4 trips of a mulf and an addf, 8 ops per element; 4 elements: 32 flops.
func.func @counted_loop_in_body(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %e = tensor.empty() : tensor<4xf32>
  // expected-remark @+1 {{flops 32 bytes 32 dtype f32}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %lo = arith.constant 0 : index
    %hi = arith.constant 10 : index
    %step = arith.constant 3 : index
    %v = scf.for %i = %lo to %hi step %step iter_args(%t = %in) -> (f32) {
      %m = arith.mulf %t, %t : f32
      %a = arith.addf %m, %in : f32
      scf.yield %a : f32
    }
    linalg.yield %v : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// The step's return: a result that updates an argument is copied into the
// argument's place at the end of the step (the runtime's donation), read and
// written, unless its op writes it over the argument (findInPlaceUpdates):
// %n, computed element-wise from %p after %p's other reads, is written in
// place; %w, not computed from %v, is copied: 2 x 64 bytes; %m, returned as
// it came in, and the plain output %g are not copied. (%w reads %g twice,
// from memory once: 64 bytes.)
func.func @donated(%p: tensor<16xf32>, %m: tensor<16xf32>, %v: tensor<16xf32>, %g: tensor<16xf32>)
    -> (tensor<16xf32> {fsdp.updates = 0 : i64}, tensor<16xf32> {fsdp.updates = 1 : i64},
        tensor<16xf32> {fsdp.updates = 2 : i64}, tensor<16xf32>) {
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %e = tensor.empty() : tensor<16xf32>
  // expected-remark @+1 {{flops 16 bytes 192 dtype f32}}
  %n = linalg.sub ins(%p, %g : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  // expected-remark @+1 {{flops 16 bytes 128 dtype f32}}
  %w = linalg.add ins(%g, %g : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  // expected-remark @+1 {{flops 0 bytes 128 dtype f32}}
  return %n, %m, %w, %g : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
}

// -----

// q @ k^T per (batch, head) read head-strided ([batch, seq, heads, dim]):
// the heads are the library's strided batch (3), the batches a loop of calls
// (their stride is not the heads' times 3), so the GEMM takes 2 calls, each
// paying the device's launch overhead. 2*2*3*4*4*8 = 1536 flops; bytes: q
// 384 + k 384 + the f32 scores 384.
func.func @head_strided_calls(%q: tensor<2x4x3x8xbf16>, %k: tensor<2x4x3x8xbf16>) -> tensor<2x3x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %e = tensor.empty() : tensor<2x3x4x4xf32>
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3x4x4xf32>) -> tensor<2x3x4x4xf32>
  // expected-remark @+1 {{flops 1536 bytes 1152 dtype bf16 gemm calls 2}}
  %s = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>,
                                        affine_map<(b, h, i, j, d) -> (b, j, h, d)>,
                                        affine_map<(b, h, i, j, d) -> (b, h, i, j)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<2x4x3x8xbf16>, tensor<2x4x3x8xbf16>) outs(%init : tensor<2x3x4x4xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xf = arith.extf %x : bf16 to f32
    %yf = arith.extf %y : bf16 to f32
    %p = arith.mulf %xf, %yf : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  } -> tensor<2x3x4x4xf32>
  return %s : tensor<2x3x4x4xf32>
}

// -----

// A gather reads, from a tensor its body extracts from, one element per
// iteration at most and the whole tensor at most: 4 rows of 8 of a 100-row
// table (the rows an embedding lookup picks) are 128 bytes of its 3200,
// besides the indices (16) and the result (128). Padding 6x10 to 6x16 by a
// clamped gather reads all 240 bytes of its source (96 iterations would be
// 384) and writes 384.
func.func @gathers(%table: tensor<100x8xf32>, %ids: tensor<4xi32>, %x: tensor<6x10xf32>) -> (tensor<4x8xf32>, tensor<6x16xf32>) {
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-remark @+1 {{flops 32 bytes 272 dtype f32}}
  %rows = linalg.generic {indexing_maps = [affine_map<(t, d) -> (t)>, affine_map<(t, d) -> (t, d)>],
                          iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<4xi32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%id: i32, %o: f32):
    %row = arith.index_cast %id : i32 to index
    %d = linalg.index 1 : index
    %v = tensor.extract %table[%row, %d] : tensor<100x8xf32>
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %p = tensor.empty() : tensor<6x16xf32>
  // expected-remark @+1 {{flops 384 bytes 624 dtype f32}}
  %padded = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>],
                            iterator_types = ["parallel", "parallel"]}
      outs(%p : tensor<6x16xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ten = arith.constant 10 : index
    %in = arith.cmpi ult, %j, %ten : index
    %nine = arith.constant 9 : index
    %c = arith.minui %j, %nine : index
    %v = tensor.extract %x[%i, %c] : tensor<6x10xf32>
    %zero = arith.constant 0.0 : f32
    %r = arith.select %in, %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<6x16xf32>
  return %rows, %padded : tensor<4x8xf32>, tensor<6x16xf32>
}

// -----

// A row kernel (a softmax): the work its phases do anew (the maximum's 512
// maximumf, the sum's 512 subf + exp + addf, the normalization's 512 divf:
// its subf and exp are the sum's, at the same points), its input read once
// (2048 bytes: its later phases find the row in registers) and its results
// written once (32 + 32 + 2048 bytes); what a phase reads of an earlier
// one's result is not counted. On the CUDA lowering: 1 + 1 + 8.5 + 1 + 3
// instructions a point (the exp expands; the division by the row's sum
// multiplies by its reciprocal, which each of the 32 threads of a row's
// block computes once for its 2 points: 5 / 2), 1.5 for each of the 512 +
// 8 + 8 + 512 elements loaded or stored: 17 x 512 + 1560 = 10264; and
// each thread (GpuPointLayout.h: 64 points, 2 a thread) 13.5 and 67 for
// each of its 2 reductions: 10264 + 8 x 32 x 147.5 = 48024.
func.func @softmax_row_kernel(%s: tensor<8x64xf32>) -> tensor<8x64xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  // expected-remark @+1 {{flops 2048 bytes 4160 dtype f32 transcendentals 512 cuda 48024}}
  %k:3 = fsdp.row_kernel rows = 1 ins(%s) : (tensor<8x64xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8x64xf32>) {
  ^bb0(%a: tensor<8x64xf32>):
    %e0 = tensor.empty() : tensor<8xf32>
    %m0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<8xf32>) -> tensor<8xf32>
    %m = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
        ins(%a : tensor<8x64xf32>) outs(%m0 : tensor<8xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %r = arith.maximumf %x, %acc : f32
      linalg.yield %r : f32
    } -> tensor<8xf32>
    %e1 = tensor.empty() : tensor<8xf32>
    %z0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8xf32>) -> tensor<8xf32>
    %z = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
        ins(%a, %m : tensor<8x64xf32>, tensor<8xf32>) outs(%z0 : tensor<8xf32>) {
    ^bb0(%x: f32, %mx: f32, %acc: f32):
      %d = arith.subf %x, %mx : f32
      %ex = math.exp %d : f32
      %r = arith.addf %ex, %acc : f32
      linalg.yield %r : f32
    } -> tensor<8xf32>
    %e2 = tensor.empty() : tensor<8x64xf32>
    %p = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
        ins(%a, %m, %z : tensor<8x64xf32>, tensor<8xf32>, tensor<8xf32>) outs(%e2 : tensor<8x64xf32>) {
    ^bb0(%x: f32, %mx: f32, %sum: f32, %out: f32):
      %d = arith.subf %x, %mx : f32
      %ex = math.exp %d : f32
      %r = arith.divf %ex, %sum : f32
      linalg.yield %r : f32
    } -> tensor<8x64xf32>
    fsdp.yield %m, %z, %p : tensor<8xf32>, tensor<8xf32>, tensor<8x64xf32>
  }
  return %k#2 : tensor<8x64xf32>
}

// -----

// The softmax above with two more divisions in its last phase: x by the
// row's sum shares the reciprocal of the sum with the exp's division (two
// divisions by one divisor: 2 x 3 + 5 x 32 / 64 = 8.5 a point, against 5.5
// for one), and the sum by the exp (which the sum's phase computed before)
// is a whole division (8.25); with the two adds, 13.25 a point more:
// 48024 + 13.25 x 512 = 54808.
func.func @row_kernel_divisions(%s: tensor<8x64xf32>) -> tensor<8x64xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  // expected-remark @+1 {{flops 4096 bytes 4160 dtype f32 transcendentals 512 cuda 54808}}
  %k:3 = fsdp.row_kernel rows = 1 ins(%s) : (tensor<8x64xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8x64xf32>) {
  ^bb0(%a: tensor<8x64xf32>):
    %e0 = tensor.empty() : tensor<8xf32>
    %m0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<8xf32>) -> tensor<8xf32>
    %m = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
        ins(%a : tensor<8x64xf32>) outs(%m0 : tensor<8xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %r = arith.maximumf %x, %acc : f32
      linalg.yield %r : f32
    } -> tensor<8xf32>
    %e1 = tensor.empty() : tensor<8xf32>
    %z0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8xf32>) -> tensor<8xf32>
    %z = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
        ins(%a, %m : tensor<8x64xf32>, tensor<8xf32>) outs(%z0 : tensor<8xf32>) {
    ^bb0(%x: f32, %mx: f32, %acc: f32):
      %d = arith.subf %x, %mx : f32
      %ex = math.exp %d : f32
      %r = arith.addf %ex, %acc : f32
      linalg.yield %r : f32
    } -> tensor<8xf32>
    %e2 = tensor.empty() : tensor<8x64xf32>
    %p = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
        ins(%a, %m, %z : tensor<8x64xf32>, tensor<8xf32>, tensor<8xf32>) outs(%e2 : tensor<8x64xf32>) {
    ^bb0(%x: f32, %mx: f32, %sum: f32, %out: f32):
      %d = arith.subf %x, %mx : f32
      %ex = math.exp %d : f32
      %r = arith.divf %ex, %sum : f32
      %t = arith.divf %x, %sum : f32
      %v = arith.divf %sum, %ex : f32
      %rt = arith.addf %r, %t : f32
      %w = arith.addf %rt, %v : f32
      linalg.yield %w : f32
    } -> tensor<8x64xf32>
    fsdp.yield %m, %z, %p : tensor<8xf32>, tensor<8xf32>, tensor<8x64xf32>
  }
  return %k#2 : tensor<8x64xf32>
}

// -----

// A row of 4 x 16 points whose divisor varies along the row's first loop:
// a thread's 2 points (GpuPointLayout.h: 64 points, 32 threads) lie 32
// apart, under different divisors, so the division is a whole one: 8.25 x
// 512, loads of both inputs and stores at each point (1.5 x 3 x 512), and
// each thread's 13.5: 4224 + 2304 + 8 x 32 x 13.5 = 9984.
func.func @row_kernel_division_by_a_value_of_one_row_loop(%s: tensor<8x4x16xf32>, %y: tensor<8x4xf32>) -> tensor<8x4x16xf32> {
  // expected-remark @+1 {{flops 512 bytes 4224 dtype f32 cuda 9984}}
  %k = fsdp.row_kernel rows = 1 ins(%s, %y) : (tensor<8x4x16xf32>, tensor<8x4xf32>) -> (tensor<8x4x16xf32>) {
  ^bb0(%a: tensor<8x4x16xf32>, %b: tensor<8x4xf32>):
    %e2 = tensor.empty() : tensor<8x4x16xf32>
    %p = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
        ins(%a, %b : tensor<8x4x16xf32>, tensor<8x4xf32>) outs(%e2 : tensor<8x4x16xf32>) {
    ^bb0(%x: f32, %v: f32, %out: f32):
      %r = arith.divf %x, %v : f32
      linalg.yield %r : f32
    } -> tensor<8x4x16xf32>
    fsdp.yield %p : tensor<8x4x16xf32>
  }
  return %k : tensor<8x4x16xf32>
}

// -----

// A phase of one point a row (its loop after the rows of one iteration)
// dividing by the row's sum: a value of the row alone, priced once a row as
// a whole division (8.25 x 8), beside the sum's 512 adds, the loads of s
// (512) and w (8) and the stores (8 + 8) at 1.5, and each of the 32
// threads' 13.5 and 67 for its reduction: 512 + 66 + 804 + 8 x 32 x 80.5
// = 21990.
func.func @row_kernel_division_in_rows_of_one_point(%s: tensor<8x64xf32>, %w: tensor<8x1xf32>) -> tensor<8x1xf32> {
  %zero = arith.constant 0.0 : f32
  // expected-remark @+1 {{flops 520 bytes 2144 dtype f32 cuda 21990}}
  %k:2 = fsdp.row_kernel rows = 1 ins(%s, %w) : (tensor<8x64xf32>, tensor<8x1xf32>) -> (tensor<8xf32>, tensor<8x1xf32>) {
  ^bb0(%a: tensor<8x64xf32>, %wa: tensor<8x1xf32>):
    %e1 = tensor.empty() : tensor<8xf32>
    %z0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8xf32>) -> tensor<8xf32>
    %z = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
        ins(%a : tensor<8x64xf32>) outs(%z0 : tensor<8xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %r = arith.addf %x, %acc : f32
      linalg.yield %r : f32
    } -> tensor<8xf32>
    %e2 = tensor.empty() : tensor<8x1xf32>
    %p = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
        ins(%wa, %z : tensor<8x1xf32>, tensor<8xf32>) outs(%e2 : tensor<8x1xf32>) {
    ^bb0(%x: f32, %sum: f32, %out: f32):
      %r = arith.divf %x, %sum : f32
      linalg.yield %r : f32
    } -> tensor<8x1xf32>
    fsdp.yield %z, %p : tensor<8xf32>, tensor<8x1xf32>
  }
  return %k#1 : tensor<8x1xf32>
}

// -----

// A table a row kernel's bodies only gather from is read one element per
// gather and iteration (512 x 4 bytes of a 25600-byte table: the second
// phase's gather is the first's, at the same points), not whole; its ids and
// weights are read whole (64 + 2048 bytes), its results written (32 +
// 2048). Work: a gather, a multiply and an add per iteration of the first
// phase, a divide per iteration of the second.
func.func @row_kernel_gathering(%ids: tensor<8xindex>, %w: tensor<8x64xf32>, %table: tensor<100x64xf32>) -> tensor<8x64xf32> {
  %zero = arith.constant 0.0 : f32
  // expected-remark @+1 {{flops 2048 bytes 6240 dtype f32}}
  %k:2 = fsdp.row_kernel rows = 1 ins(%ids, %w, %table) : (tensor<8xindex>, tensor<8x64xf32>, tensor<100x64xf32>) -> (tensor<8xf32>, tensor<8x64xf32>) {
  ^bb0(%i: tensor<8xindex>, %wa: tensor<8x64xf32>, %t: tensor<100x64xf32>):
    %e0 = tensor.empty() : tensor<8xf32>
    %s0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<8xf32>) -> tensor<8xf32>
    %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
        ins(%i, %wa : tensor<8xindex>, tensor<8x64xf32>) outs(%s0 : tensor<8xf32>) {
    ^bb0(%id: index, %x: f32, %acc: f32):
      %j = linalg.index 1 : index
      %v = tensor.extract %t[%id, %j] : tensor<100x64xf32>
      %p = arith.mulf %v, %x : f32
      %r = arith.addf %p, %acc : f32
      linalg.yield %r : f32
    } -> tensor<8xf32>
    %e1 = tensor.empty() : tensor<8x64xf32>
    %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
        ins(%i, %wa, %s : tensor<8xindex>, tensor<8x64xf32>, tensor<8xf32>) outs(%e1 : tensor<8x64xf32>) {
    ^bb0(%id: index, %x: f32, %u: f32, %out: f32):
      %j = linalg.index 1 : index
      %v = tensor.extract %t[%id, %j] : tensor<100x64xf32>
      %p = arith.mulf %v, %x : f32
      %r = arith.divf %p, %u : f32
      linalg.yield %r : f32
    } -> tensor<8x64xf32>
    fsdp.yield %s, %y : tensor<8xf32>, tensor<8x64xf32>
  }
  return %k#1 : tensor<8x64xf32>
}

// -----

// Rows of 5000 points are longer than the CUDA lowering holds in registers
// (RowKernelOp::kMaxPointsInRegisters): every phase computes its whole body
// (the sum's and the normalization's subf and exp each), 10000 points per
// phase; the input read once (40000 bytes), the results written once (8 + 8
// + 40000). Its instructions: each phase loads the row anew (from L1, but
// loads all the same), the division by the row's sum a whole one at each
// point (8.25: the loop loads the sum again there): (1 + 10.5 + 17.75) x
// 10000 + 1.5 x (3 x 10000 + 10004) = 352506, and each of the 256 threads
// of a row's block 147.5 (as above): 352506 + 2 x
// 256 x 147.5 = 428026.
func.func @softmax_row_kernel_long_rows(%s: tensor<2x5000xf32>) -> tensor<2x5000xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  // expected-remark @+1 {{flops 50000 bytes 80016 dtype f32 transcendentals 20000 cuda 428026}}
  %k:3 = fsdp.row_kernel rows = 1 ins(%s) : (tensor<2x5000xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2x5000xf32>) {
  ^bb0(%a: tensor<2x5000xf32>):
    %e0 = tensor.empty() : tensor<2xf32>
    %m0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<2xf32>) -> tensor<2xf32>
    %m = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
        ins(%a : tensor<2x5000xf32>) outs(%m0 : tensor<2xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %r = arith.maximumf %x, %acc : f32
      linalg.yield %r : f32
    } -> tensor<2xf32>
    %e1 = tensor.empty() : tensor<2xf32>
    %z0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<2xf32>) -> tensor<2xf32>
    %z = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
        ins(%a, %m : tensor<2x5000xf32>, tensor<2xf32>) outs(%z0 : tensor<2xf32>) {
    ^bb0(%x: f32, %mx: f32, %acc: f32):
      %d = arith.subf %x, %mx : f32
      %ex = math.exp %d : f32
      %r = arith.addf %ex, %acc : f32
      linalg.yield %r : f32
    } -> tensor<2xf32>
    %e2 = tensor.empty() : tensor<2x5000xf32>
    %p = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
        ins(%a, %m, %z : tensor<2x5000xf32>, tensor<2xf32>, tensor<2xf32>) outs(%e2 : tensor<2x5000xf32>) {
    ^bb0(%x: f32, %mx: f32, %sum: f32, %out: f32):
      %d = arith.subf %x, %mx : f32
      %ex = math.exp %d : f32
      %r = arith.divf %ex, %sum : f32
      linalg.yield %r : f32
    } -> tensor<2x5000xf32>
    fsdp.yield %m, %z, %p : tensor<2xf32>, tensor<2xf32>, tensor<2x5000xf32>
  }
  return %k#2 : tensor<2x5000xf32>
}

// -----

// Phases share only what they compute at the same point: the normalization
// reads the row reversed, so its exp is its own (1024 in all), as are its
// subf; the sum's 512 subf + exp + addf, the normalization's 512 subf + exp
// + divf.
func.func @row_kernel_other_points(%s: tensor<8x64xf32>) -> tensor<8x64xf32> {
  %zero = arith.constant 0.0 : f32
  // expected-remark @+1 {{flops 2048 bytes 4128 dtype f32 transcendentals 1024}}
  %k:2 = fsdp.row_kernel rows = 1 ins(%s) : (tensor<8x64xf32>) -> (tensor<8xf32>, tensor<8x64xf32>) {
  ^bb0(%a: tensor<8x64xf32>):
    %e1 = tensor.empty() : tensor<8xf32>
    %z0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8xf32>) -> tensor<8xf32>
    %z = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
        ins(%a : tensor<8x64xf32>) outs(%z0 : tensor<8xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %d = arith.subf %x, %zero : f32
      %ex = math.exp %d : f32
      %r = arith.addf %ex, %acc : f32
      linalg.yield %r : f32
    } -> tensor<8xf32>
    %e2 = tensor.empty() : tensor<8x64xf32>
    %p = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 63 - d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
        ins(%a, %z : tensor<8x64xf32>, tensor<8xf32>) outs(%e2 : tensor<8x64xf32>) {
    ^bb0(%x: f32, %sum: f32, %out: f32):
      %d = arith.subf %x, %zero : f32
      %ex = math.exp %d : f32
      %r = arith.divf %ex, %sum : f32
      linalg.yield %r : f32
    } -> tensor<8x64xf32>
    fsdp.yield %z, %p : tensor<8xf32>, tensor<8x64xf32>
  }
  return %k#1 : tensor<8x64xf32>
}

// -----

// A value of the row alone (the rsqrt of a row's sum) is computed once a
// row, not at each point: 8 rsqrt, against 512 multiplies; the sum's 512
// adds.
func.func @row_kernel_row_values(%s: tensor<8x64xf32>) -> tensor<8x64xf32> {
  %zero = arith.constant 0.0 : f32
  // expected-remark @+1 {{flops 1024 bytes 4128 dtype f32 transcendentals 8}}
  %k:2 = fsdp.row_kernel rows = 1 ins(%s) : (tensor<8x64xf32>) -> (tensor<8xf32>, tensor<8x64xf32>) {
  ^bb0(%a: tensor<8x64xf32>):
    %e1 = tensor.empty() : tensor<8xf32>
    %z0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8xf32>) -> tensor<8xf32>
    %z = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
        ins(%a : tensor<8x64xf32>) outs(%z0 : tensor<8xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %r = arith.addf %x, %acc : f32
      linalg.yield %r : f32
    } -> tensor<8xf32>
    %e2 = tensor.empty() : tensor<8x64xf32>
    %p = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
        ins(%a, %z : tensor<8x64xf32>, tensor<8xf32>) outs(%e2 : tensor<8x64xf32>) {
    ^bb0(%x: f32, %sum: f32, %out: f32):
      %q = math.rsqrt %sum : f32
      %r = arith.mulf %x, %q : f32
      linalg.yield %r : f32
    } -> tensor<8x64xf32>
    fsdp.yield %z, %p : tensor<8xf32>, tensor<8x64xf32>
  }
  return %k#1 : tensor<8x64xf32>
}

// -----

// Ops that differ only in a property are different values: the second
// phase's multiply by another constant and its opposite compare are its
// own (the first phase's 512 mulf, cmpf, select, addf; the second's 512
// mulf, cmpf, select, divf).
func.func @row_kernel_properties_differ(%s: tensor<8x64xf32>) -> tensor<8x64xf32> {
  %zero = arith.constant 0.0 : f32
  // expected-remark @+1 {{flops 4096 bytes 4128 dtype f32}}
  %k:2 = fsdp.row_kernel rows = 1 ins(%s) : (tensor<8x64xf32>) -> (tensor<8xf32>, tensor<8x64xf32>) {
  ^bb0(%a: tensor<8x64xf32>):
    %e1 = tensor.empty() : tensor<8xf32>
    %z0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8xf32>) -> tensor<8xf32>
    %z = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
        ins(%a : tensor<8x64xf32>) outs(%z0 : tensor<8xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %two = arith.constant 2.0 : f32
      %m = arith.mulf %x, %two : f32
      %c = arith.cmpf olt, %x, %zero : f32
      %v = arith.select %c, %m, %x : f32
      %r = arith.addf %v, %acc : f32
      linalg.yield %r : f32
    } -> tensor<8xf32>
    %e2 = tensor.empty() : tensor<8x64xf32>
    %p = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
        ins(%a, %z : tensor<8x64xf32>, tensor<8xf32>) outs(%e2 : tensor<8x64xf32>) {
    ^bb0(%x: f32, %sum: f32, %out: f32):
      %three = arith.constant 3.0 : f32
      %m = arith.mulf %x, %three : f32
      %c = arith.cmpf oge, %x, %zero : f32
      %v = arith.select %c, %m, %x : f32
      %r = arith.divf %v, %sum : f32
      linalg.yield %r : f32
    } -> tensor<8x64xf32>
    fsdp.yield %z, %p : tensor<8xf32>, tensor<8x64xf32>
  }
  return %k#1 : tensor<8x64xf32>
}

// -----

// A tensor read through several maps is read once, as far as the maps
// reach: the three pieces of a 4x3x4 tensor (192 bytes), and the second and
// third column of a 4x3 one through constant indices (2 x 4 x 4 bytes);
// three 4x4 results (192 bytes). Work: an add per point of each piece.
func.func @input_read_in_pieces(%x: tensor<4x3x4xf32>, %c: tensor<4x3xf32>, %e0: tensor<4x4xf32>, %e1: tensor<4x4xf32>, %e2: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  // expected-remark @+1 {{flops 48 bytes 416 dtype f32}}
  %r:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0, d1)>, affine_map<(d0, d1) -> (d0, 1, d1)>, affine_map<(d0, d1) -> (d0, 2, d1)>, affine_map<(d0, d1) -> (d0, 1)>, affine_map<(d0, d1) -> (d0, 2)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %x, %x, %c, %c : tensor<4x3x4xf32>, tensor<4x3x4xf32>, tensor<4x3x4xf32>, tensor<4x3xf32>, tensor<4x3xf32>) outs(%e0, %e1, %e2 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %d: f32, %u: f32, %w: f32, %o0: f32, %o1: f32, %o2: f32):
    %s0 = arith.addf %a, %u : f32
    %s1 = arith.addf %b, %w : f32
    %s2 = arith.addf %d, %u : f32
    linalg.yield %s0, %s1, %s2 : f32, f32, f32
  }-> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>)
  return %r#0, %r#1, %r#2 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}

// -----

// A division by a value of each point is div.full.f32 at each (8.25
// instructions: the reciprocal, its range scaling and the multiply), beside
// the point's index and loop (4) and its two loads and store (1.5 each):
// 16.75 x 64 = 1072. Where the divisor is a constant with an exact inverse
// it is a multiplication (1), with one load and the store: 8 x 64 = 512.
func.func @cuda_division_by_each_point(%x: tensor<8x8xf32>, %y: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %half = arith.constant 0.5 : f32
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %e = tensor.empty() : tensor<8x8xf32>
  // expected-remark @+1 {{flops 64 bytes 768 dtype f32 cuda 1072}}
  %q = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.divf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  // expected-remark @+1 {{flops 64 bytes 512 dtype f32 cuda 512}}
  %h = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.divf %a, %half : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  return %q, %h : tensor<8x8xf32>, tensor<8x8xf32>
}

// -----

// Divisions in an elementwise kernel of 4 points a thread (1024 x 1024):
// by a row's s, 3 a point and the reciprocal once a thread (5 / 4): (3 +
// 1.25 + 4) x 1048576, loads of x and stores (1.5 x 2 x 1048576), s once
// a thread (1.5 x 262144) and each thread's address of s (5.25 x 262144):
// 13565952. The same division in a branch is a whole one (ptxas shares
// nothing across a nested region's blocks; the select's predicate a third
// input): (8.25 + 4) x 1048576 + 1.5 x (3 x 1048576 + 262144) + 5.25 x
// 262144 = 19333120. A reduction's thread loops over its row, so its
// division by the row's s is 3 an iteration (ptxas hoists the reciprocal
// out of the loop): (3 + 1 + 4) x 512 + 1.5 x (2 x 512 + 8) = 5644; by its
// accumulator, which changes at each iteration, a whole one: (8.25 + 1 +
// 4) x 512 + 1.5 x (512 + 8) = 7564. A bf16 division is done in f32, its
// operands widened and the quotient rounded (3 more): (11.25 + 4) x 512 +
// 1.5 x 3 x 512 = 10112; by a constant, a multiply and the dividend's and
// quotient's conversions: (3 + 4) x 512 + 1.5 x 2 x 512 = 5120.
func.func @cuda_divisions_by_row_values(%x: tensor<1024x1024xf32>, %s: tensor<1024xf32>, %p: tensor<1024x1024xi1>, %y: tensor<8x64xf32>, %t: tensor<8xf32>, %h: tensor<8x64xbf16>, %k: tensor<8x64xbf16>) -> (tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x64xbf16>, tensor<8x64xbf16>) {
  %zero = arith.constant 0.0 : f32
  %three = arith.constant 3.0 : bf16
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %e = tensor.empty() : tensor<1024x1024xf32>
  // expected-remark @+1 {{flops 1048576 bytes 8392704 dtype f32 cuda 13565952}}
  %rows = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : tensor<1024x1024xf32>, tensor<1024xf32>) outs(%e : tensor<1024x1024xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %q = arith.divf %a, %b : f32
    linalg.yield %q : f32
  } -> tensor<1024x1024xf32>
  // expected-remark @+1 {{flops 1048576 bytes 9441280 dtype f32 cuda 19333120}}
  %branchy = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %s, %p : tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x1024xi1>) outs(%e : tensor<1024x1024xf32>) {
  ^bb0(%a: f32, %b: f32, %c: i1, %o: f32):
    %r = scf.if %c -> f32 {
      %q = arith.divf %a, %b : f32
      scf.yield %q : f32
    } else {
      scf.yield %a : f32
    }
    linalg.yield %r : f32
  } -> tensor<1024x1024xf32>
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %e1 = tensor.empty() : tensor<8xf32>
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %z = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8xf32>) -> tensor<8xf32>
  // expected-remark @+1 {{flops 1024 bytes 2112 dtype f32 cuda 5644}}
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%y, %t : tensor<8x64xf32>, tensor<8xf32>) outs(%z : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %q = arith.divf %a, %b : f32
    %r = arith.addf %q, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  // expected-remark @+1 {{flops 1024 bytes 2080 dtype f32 cuda 7564}}
  %byacc = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%y : tensor<8x64xf32>) outs(%z : tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %q = arith.divf %a, %acc : f32
    %r = arith.addf %q, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %e2 = tensor.empty() : tensor<8x64xbf16>
  // expected-remark @+1 {{flops 512 bytes 3072 dtype bf16 cuda 10112}}
  %half = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%h, %k : tensor<8x64xbf16>, tensor<8x64xbf16>) outs(%e2 : tensor<8x64xbf16>) {
  ^bb0(%a: bf16, %b: bf16, %o: bf16):
    %q = arith.divf %a, %b : bf16
    linalg.yield %q : bf16
  } -> tensor<8x64xbf16>
  // expected-remark @+1 {{flops 512 bytes 2048 dtype bf16 cuda 5120}}
  %third = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<8x64xbf16>) outs(%e2 : tensor<8x64xbf16>) {
  ^bb0(%a: bf16, %o: bf16):
    %q = arith.divf %a, %three : bf16
    linalg.yield %q : bf16
  } -> tensor<8x64xbf16>
  return %rows, %branchy, %sum, %byacc, %half, %third : tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x64xbf16>, tensor<8x64xbf16>
}

// -----

// Rows of 50264 points, which 1024 does not divide, are cut into 50 chunks
// of 1024 (GpuPointLayout.h: 64 x 50 x 256 threads of 4 points); ptxas
// computes each point's quotient in the branch that stores it, so the
// division by the row's value is a whole one at each point: (8.25 + 4) x
// 3216896 = 39406976, loads of x and stores (1.5 x 2 x 3216896) and s
// once a thread's points (1.5 x 804224): 10857024, and each thread's
// division by the chunk count, address of s and chunk bounds (16.5 + 5.25
// + 9.75) x 819200 = 25804800: 76068800.
func.func @cuda_division_by_a_row_value_in_chunks(%x: tensor<64x50264xf32>, %s: tensor<64xf32>) -> tensor<64x50264xf32> {
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %e = tensor.empty() : tensor<64x50264xf32>
  // expected-remark @+1 {{flops 3216896 bytes 25735424 dtype f32 cuda 76068800}}
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : tensor<64x50264xf32>, tensor<64xf32>) outs(%e : tensor<64x50264xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.divf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<64x50264xf32>
  return %y : tensor<64x50264xf32>
}

// -----

// What the CUDA lowering issues (CudaInstructions.h; the GPU presets price
// it at their issue rate): per point an exp (8.5 instructions), a division
// by a constant (1: ptxas multiplies by its reciprocal), a max (1), the
// point's index and loop (4), the load and the store (1.5 each): 17.5 x 64
// = 1120. The division of two constants is
// folded (free), and so is the add of it to a value from outside the body;
// a reduction stores each of its 8 results once: (8.5 + 1 + 4 + 1.5) x 64
// + 1.5 x 8 = 972 (its bytes: x, and its accumulators read and written).
func.func @cuda_instructions(%x: tensor<8x8xf32>, %k: f32) -> (tensor<8x8xf32>, tensor<8xf32>) {
  %one = arith.constant 1.0 : f32
  %three = arith.constant 3.0 : f32
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %e = tensor.empty() : tensor<8x8xf32>
  // expected-remark @+1 {{flops 256 bytes 512 dtype f32 transcendentals 64 cuda 1120}}
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %third = arith.divf %one, %three : f32
    %shift = arith.addf %third, %k : f32
    %ex = math.exp %a : f32
    %m = arith.maximumf %ex, %shift : f32
    %r = arith.divf %m, %three : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %z0 = tensor.empty() : tensor<8xf32>
  // expected-remark @+1 {{flops 64 bytes 320 dtype f32 transcendentals 64 cuda 972}}
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x8xf32>) outs(%z0 : tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %ex = math.exp %a : f32
    %r = arith.addf %ex, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  return %y, %s : tensor<8x8xf32>, tensor<8xf32>
}

// -----

// Index reads and what is computed from them are a point's, not hoisted:
// a causal mask's compare and select (2), the point's index and loop (4),
// the load of x and the store (1.5 each): 9 x 64 = 576. Ops in a region of
// the body are a point's too (its scf.if: a multiply and an exp, 1 + 8.5, at
// most, beside the compare that picks its branch, 4 and the accesses): (1 +
// 9.5 + 4 + 3) x 64 = 1120. A division by a power of two is a
// multiplication (1), a bf16 rounding an instruction (1): (2 + 4 + 3) x 64 =
// 576.
func.func @cuda_instructions_per_point(%x: tensor<8x8xf32>, %h: tensor<8x8xbf16>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xbf16>) {
  %zero = arith.constant 0.0 : f32
  %four = arith.constant 4.0 : f32
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %e = tensor.empty() : tensor<8x8xf32>
  // expected-remark @+1 {{flops 128 bytes 512 dtype f32 cuda 576}}
  %masked = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %keep = arith.cmpi sge, %i, %j : index
    %r = arith.select %keep, %a, %zero : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  // expected-remark @+1 {{flops 128 bytes 512 dtype f32 transcendentals 64 cuda 1120}}
  %branchy = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %pos = arith.cmpf ogt, %a, %zero : f32
    %r = scf.if %pos -> f32 {
      %m = arith.mulf %a, %a : f32
      %ex = math.exp %m : f32
      scf.yield %ex : f32
    } else {
      scf.yield %a : f32
    }
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %eh = tensor.empty() : tensor<8x8xbf16>
  // expected-remark @+1 {{flops 64 bytes 384 dtype bf16 cuda 576}}
  %quarter = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x8xf32>) outs(%eh : tensor<8x8xbf16>) {
  ^bb0(%a: f32, %o: bf16):
    %d = arith.divf %a, %four : f32
    %r = arith.truncf %d : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<8x8xbf16>
  return %masked, %branchy, %quarter : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xbf16>
}

// -----

// A thread of a large elementwise kernel runs four points of a row
// (GpuPointLayout.h: rows of 1024 = 256 threads x 4) and computes what they
// share once: the row's division by a constant (1, a multiply) and its
// load of s (1.5) count a quarter at each point. Per point: the multiply
// (1), 1 / 4, the point's index and loop (4); loads of x (1.5 x 1048576)
// and s (1.5 x 262144), the stores (1.5 x 1048576): 5.25 x 1048576 +
// 3538944 = 9043968. Over 64 rows the kernel keeps one point a thread
// (two would leave 2^15 threads): (1 + 1 + 4) x 65536 + 1.5 x 3 x 65536 =
// 688128. Each thread computes the address of s apart (an input map unlike
// the output's: 5.25): + 262144 x 5.25 = 10420224 and + 65536 x 5.25 =
// 1032192.
func.func @cuda_row_values_once_a_thread(%x: tensor<1024x1024xf32>, %s: tensor<1024xf32>, %xs: tensor<64x1024xf32>, %ss: tensor<64xf32>) -> (tensor<1024x1024xf32>, tensor<64x1024xf32>) {
  %three = arith.constant 3.0 : f32
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %e = tensor.empty() : tensor<1024x1024xf32>
  // expected-remark @+1 {{flops 2097152 bytes 8392704 dtype f32 cuda 10420224}}
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : tensor<1024x1024xf32>, tensor<1024xf32>) outs(%e : tensor<1024x1024xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %inv = arith.divf %b, %three : f32
    %r = arith.mulf %a, %inv : f32
    linalg.yield %r : f32
  } -> tensor<1024x1024xf32>
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %es = tensor.empty() : tensor<64x1024xf32>
  // expected-remark @+1 {{flops 131072 bytes 524544 dtype f32 cuda 1032192}}
  %ys = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%xs, %ss : tensor<64x1024xf32>, tensor<64xf32>) outs(%es : tensor<64x1024xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %inv = arith.divf %b, %three : f32
    %r = arith.mulf %a, %inv : f32
    linalg.yield %r : f32
  } -> tensor<64x1024xf32>
  return %y, %ys : tensor<1024x1024xf32>, tensor<64x1024xf32>
}

// -----

// An f32 multiply of two bf16 values rounded back to bf16 is a bf16 multiply
// (LLVM narrows it: the f32 product is exact), its conversions gone: (1 + 4
// + 1.5 x 3) x 1048576 = 9961472. A multiply whose product an add reads in
// f32 is not, nor is that add: (2 + 1 + 1 + 1 + 4 + 4.5) x 1048576 =
// 14155776. Rows of 768 points (3 a thread) take a division of each
// thread's index (16.5): (1 + 4 + 4.5) x 786432 + 16.5 x 262144 = 11796480.
func.func @cuda_narrowing_and_index(%a: tensor<1024x1024xbf16>, %b: tensor<1024x1024xbf16>, %x: tensor<1024x768xf32>, %y: tensor<1024x768xf32>) -> (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>, tensor<1024x768xf32>) {
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %e = tensor.empty() : tensor<1024x1024xbf16>
  // expected-remark @+1 {{flops 1048576 bytes 6291456 dtype bf16 cuda 9961472}}
  %narrow = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) outs(%e : tensor<1024x1024xbf16>) {
  ^bb0(%p: bf16, %q: bf16, %o: bf16):
    %wp = arith.extf %p : bf16 to f32
    %wq = arith.extf %q : bf16 to f32
    %m = arith.mulf %wp, %wq : f32
    %r = arith.truncf %m : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<1024x1024xbf16>
  // expected-remark @+1 {{flops 2097152 bytes 6291456 dtype bf16 cuda 14155776}}
  %wide = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) outs(%e : tensor<1024x1024xbf16>) {
  ^bb0(%p: bf16, %q: bf16, %o: bf16):
    %wp = arith.extf %p : bf16 to f32
    %wq = arith.extf %q : bf16 to f32
    %m = arith.mulf %wp, %wq : f32
    %s = arith.addf %m, %wp : f32
    %r = arith.truncf %s : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<1024x1024xbf16>
  // expected-remark @+1 {{flops 0 bytes 0 dtype f32}}
  %ex = tensor.empty() : tensor<1024x768xf32>
  // expected-remark @+1 {{flops 786432 bytes 9437184 dtype f32 cuda 11796480}}
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%ex : tensor<1024x768xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1024x768xf32>
  return %narrow, %wide, %sum : tensor<1024x1024xbf16>, tensor<1024x1024xbf16>, tensor<1024x768xf32>
}
