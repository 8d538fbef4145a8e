// fsdp-form-kernels fuses an elementwise producer into its only reader, and
// keeps a producer that two ops read (fusing it would compute it twice)
// unless recomputing it is cheaper: on any device for broadcasts,
// transposes, widening casts, index-only masks (each reader gets a copy),
// otherwise as the device's cost model says (prefix GPU for the default h100,
// CPU for the cpu preset). Broadcasts, transposes and
// reductions take part as generics. A GEMM only takes what keeps it one. A
// transpose read only by a GEMM, or of a GEMM's result only, goes: the GEMM
// reads or writes the other layout in place; one that would leave no GEMM
// (no unit stride) stays.
// RUN: fsdp-opt %s --fsdp-form-kernels | FileCheck %s --check-prefixes=CHECK,GPU
// RUN: fsdp-opt %s --fsdp-form-kernels=device=cpu | FileCheck %s --check-prefixes=CHECK,CPU
// RUN: fsdp-opt %s --fsdp-form-kernels=pad-gemms=false | FileCheck %s --check-prefix=NOPAD
// RUN: fsdp-opt %s --fsdp-form-kernels -mlir-print-local-scope | FileCheck %s --check-prefix=SLICES
// RUN: not fsdp-opt %s --fsdp-form-kernels=device=tpu 2>&1 | FileCheck %s --check-prefix=DEVICE
// DEVICE: error: fsdp-form-kernels: unknown device 'tpu'; expected one of h100 h200 cpu, or a .json file

// The maps the folded transposes leave (q and k read head-strided), printed
// before the functions.
// CHECK-DAG: #[[QMAP:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>
// CHECK-DAG: #[[KMAP:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d4)>
// CHECK-DAG: #[[ROT_A:.*]] = affine_map<(d0, d1, d2, d3) -> (d3, d0, d1)>
// CHECK-DAG: #[[ROT_C:.*]] = affine_map<(d0, d1, d2, d3) -> (d2, d0, d1)>
// CHECK-DAG: #[[TWICE_A:.*]] = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-DAG: #[[TWICE_B:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[SWAP:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #[[ID2:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[ROWS:.*]] = affine_map<(d0, d1) -> (d0, 0)>

#id = affine_map<(d0, d1) -> (d0, d1)>

// CHECK-LABEL: func.func @chain
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK: %[[K:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<4x8xf32>)
// CHECK: math.tanh
// CHECK-NEXT: arith.mulf
// CHECK-NOT: linalg.generic
// CHECK: return %[[K]]
func.func @chain(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = math.tanh %a : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %u = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.mulf %a, %a : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  return %u : tensor<4x8xf32>
}

// An exp that three ops read, each a transcendental itself: on one CPU core,
// where arithmetic does not hide under streaming (the cpu preset), three
// more exps cost more than storing it once (its first reader writes it) and
// reading it back; on a GPU the readers stream memory while the
// special-function units idle, so each computes it (and nothing is stored).
// CHECK-LABEL: func.func @shared
// CHECK-SAME: (%[[X:.*]]: tensor<1024x1024xf32>)
// CPU: %[[T:.*]]:2 = linalg.generic {{.*}} ins(%[[X]] : tensor<1024x1024xf32>)
// CPU-NEXT: ^bb0
// CPU-NEXT: math.exp
// CPU-NEXT: math.tanh
// CPU: linalg.generic {{.*}} ins(%[[T]]#0 : tensor<1024x1024xf32>)
// CPU-NEXT: ^bb0
// CPU-NEXT: math.log
// CPU: linalg.generic {{.*}} ins(%[[T]]#0 : tensor<1024x1024xf32>)
// CPU-NEXT: ^bb0
// CPU-NEXT: math.sqrt
// GPU: linalg.generic {{.*}} ins(%[[X]] : tensor<1024x1024xf32>)
// GPU-NEXT: ^bb0
// GPU-NEXT: math.exp
// GPU-NEXT: math.tanh
// GPU: linalg.generic {{.*}} ins(%[[X]] : tensor<1024x1024xf32>)
// GPU-NEXT: ^bb0
// GPU-NEXT: math.exp
// GPU-NEXT: math.log
// GPU: linalg.generic {{.*}} ins(%[[X]] : tensor<1024x1024xf32>)
// GPU-NEXT: ^bb0
// GPU-NEXT: math.exp
// GPU-NEXT: math.sqrt
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @shared(%x: tensor<1024x1024xf32>)
    -> (tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>) {
  %e = tensor.empty() : tensor<1024x1024xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<1024x1024xf32>) outs(%e : tensor<1024x1024xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = math.exp %a : f32
    linalg.yield %v : f32
  } -> tensor<1024x1024xf32>
  %u = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<1024x1024xf32>) outs(%e : tensor<1024x1024xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = math.tanh %a : f32
    linalg.yield %v : f32
  } -> tensor<1024x1024xf32>
  %w = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<1024x1024xf32>) outs(%e : tensor<1024x1024xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = math.log %a : f32
    linalg.yield %v : f32
  } -> tensor<1024x1024xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<1024x1024xf32>) outs(%e : tensor<1024x1024xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = math.sqrt %a : f32
    linalg.yield %v : f32
  } -> tensor<1024x1024xf32>
  return %u, %w, %r : tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>
}

// A softmax's exp, read by the row sum and the division, is computed by both
// on a GPU (the scores are read twice instead of the exp stored and read
// twice). On one CPU core the exp stays stored: the sum would be
// compute-bound. The bf16 rounding of the stored exp is kept in each copy.
// CHECK-LABEL: func.func @softmax_exp
// CHECK-SAME: (%[[S:[a-z0-9]+]]: tensor<1024x1024xbf16>, %[[M:[a-z0-9]+]]: tensor<1024xf32>)
// CPU: %[[E:.*]] = linalg.generic {{.*}} ins(%[[S]], %[[M]] : tensor<1024x1024xbf16>, tensor<1024xf32>)
// CPU: math.exp
// CPU: %[[SUM:.*]] = linalg.generic {{.*}} ins(%[[E]] : tensor<1024x1024xbf16>)
// CPU: linalg.generic {{.*}} ins(%[[E]], %[[SUM]] : tensor<1024x1024xbf16>, tensor<1024xf32>)
// GPU: %[[SUM:.*]] = linalg.generic {{.*}} ins(%[[S]], %[[M]] : tensor<1024x1024xbf16>, tensor<1024xf32>)
// GPU: math.exp
// GPU-NEXT: arith.truncf
// GPU-NEXT: arith.extf
// GPU-NEXT: arith.addf
// GPU: linalg.generic {{.*}} ins(%[[S]], %[[M]], %[[SUM]] : tensor<1024x1024xbf16>, tensor<1024xf32>, tensor<1024xf32>)
// GPU: math.exp
// GPU-NEXT: arith.truncf
// GPU: arith.divf
// CHECK: return
func.func @softmax_exp(%s: tensor<1024x1024xbf16>, %m: tensor<1024xf32>)
    -> tensor<1024x1024xbf16> {
  %e = tensor.empty() : tensor<1024x1024xbf16>
  %exp = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>, #id],
                         iterator_types = ["parallel", "parallel"]}
      ins(%s, %m : tensor<1024x1024xbf16>, tensor<1024xf32>) outs(%e : tensor<1024x1024xbf16>) {
  ^bb0(%a: bf16, %b: f32, %o: bf16):
    %w = arith.extf %a : bf16 to f32
    %d = arith.subf %w, %b : f32
    %v = math.exp %d : f32
    %r = arith.truncf %v : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<1024x1024xbf16>
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<1024xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%er : tensor<1024xf32>) -> tensor<1024xf32>
  %sum = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%exp : tensor<1024x1024xbf16>) outs(%acc : tensor<1024xf32>) {
  ^bb0(%a: bf16, %o: f32):
    %w = arith.extf %a : bf16 to f32
    %v = arith.addf %w, %o : f32
    linalg.yield %v : f32
  } -> tensor<1024xf32>
  %p = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : tensor<1024x1024xbf16>, tensor<1024xf32>) outs(%e : tensor<1024x1024xbf16>) {
  ^bb0(%a: bf16, %b: f32, %o: bf16):
    %w = arith.extf %a : bf16 to f32
    %v = arith.divf %w, %b : f32
    %r = arith.truncf %v : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<1024x1024xbf16>
  return %p : tensor<1024x1024xbf16>
}

// Heads transposed to [b, h, s, d] for the scores: the GEMM reads q and k in
// the projection's [b, s, h, d] layout instead.
// CHECK-LABEL: func.func @transposed_operands
// CHECK-SAME: (%[[Q:[a-z0-9]+]]: tensor<2x6x3x4xf32>, %[[K:[a-z0-9]+]]: tensor<2x6x3x4xf32>)
// CHECK-NOT: linalg.transpose
// CHECK: %[[S:.*]] = linalg.generic {indexing_maps = [#[[QMAP]], #[[KMAP]], #{{.*}}], {{.*}} ins(%[[Q]], %[[K]] : tensor<2x6x3x4xf32>, tensor<2x6x3x4xf32>)
// CHECK: return %[[S]]
func.func @transposed_operands(%q: tensor<2x6x3x4xf32>, %k: tensor<2x6x3x4xf32>) -> tensor<2x3x6x6xf32> {
  %eq = tensor.empty() : tensor<2x3x6x4xf32>
  %qt = linalg.transpose ins(%q : tensor<2x6x3x4xf32>) outs(%eq : tensor<2x3x6x4xf32>) permutation = [0, 2, 1, 3]
  %ek = tensor.empty() : tensor<2x3x6x4xf32>
  %kt = linalg.transpose ins(%k : tensor<2x6x3x4xf32>) outs(%ek : tensor<2x3x6x4xf32>) permutation = [0, 2, 1, 3]
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3x6x6xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3x6x6xf32>) -> tensor<2x3x6x6xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, h, i, d)>,
                                        affine_map<(b, h, i, j, d) -> (b, h, j, d)>,
                                        affine_map<(b, h, i, j, d) -> (b, h, i, j)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%qt, %kt : tensor<2x3x6x4xf32>, tensor<2x3x6x4xf32>) outs(%init : tensor<2x3x6x6xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %a = arith.addf %acc, %p : f32
    linalg.yield %a : f32
  } -> tensor<2x3x6x6xf32>
  return %s : tensor<2x3x6x6xf32>
}

// A transpose read by two GEMMs (a head layout that forward and backward
// both read) goes from both.
// CHECK-LABEL: func.func @transpose_read_twice
// CHECK-SAME: (%[[X:[a-z0-9]+]]: tensor<12x8xf32>
// CHECK-NOT: linalg.transpose
// CHECK: linalg.generic {{.*}} ins(%[[X]],
// CHECK: linalg.generic {{.*}} ins(%[[X]],
func.func @transpose_read_twice(%x: tensor<12x8xf32>, %y: tensor<12x5xf32>, %z: tensor<12x3xf32>)
    -> (tensor<8x5xf32>, tensor<8x3xf32>) {
  %ex = tensor.empty() : tensor<8x12xf32>
  %xt = linalg.transpose ins(%x : tensor<12x8xf32>) outs(%ex : tensor<8x12xf32>) permutation = [1, 0]
  %e1 = tensor.empty() : tensor<8x5xf32>
  %r1 = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                         affine_map<(m, n, k) -> (k, n)>,
                                         affine_map<(m, n, k) -> (m, n)>],
                        iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%xt, %y : tensor<8x12xf32>, tensor<12x5xf32>) outs(%e1 : tensor<8x5xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<8x5xf32>
  %e2 = tensor.empty() : tensor<8x3xf32>
  %r2 = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                         affine_map<(m, n, k) -> (k, n)>,
                                         affine_map<(m, n, k) -> (m, n)>],
                        iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%xt, %z : tensor<8x12xf32>, tensor<12x3xf32>) outs(%e2 : tensor<8x3xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<8x3xf32>
  return %r1, %r2 : tensor<8x5xf32>, tensor<8x3xf32>
}

// A weight gradient computed [in, out] and transposed to the weight's
// [out, in]: the GEMM writes [out, in] itself, into a fresh zero fill.
// CHECK-LABEL: func.func @transposed_result
// CHECK-NOT: linalg.transpose
// CHECK: %[[E:.*]] = tensor.empty() : tensor<12x8xf32>
// CHECK: %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<12x8xf32>)
// CHECK: %[[G:.*]] = linalg.generic {{.*}} outs(%[[F]] : tensor<12x8xf32>)
// CHECK: return %[[G]] : tensor<12x8xf32>
func.func @transposed_result(%x: tensor<16x8xf32>, %g: tensor<16x12xf32>) -> tensor<12x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x12xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<8x12xf32>) -> tensor<8x12xf32>
  %dw = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (k, m)>,
                                         affine_map<(m, n, k) -> (k, n)>,
                                         affine_map<(m, n, k) -> (m, n)>],
                        iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %g : tensor<16x8xf32>, tensor<16x12xf32>) outs(%init : tensor<8x12xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x12xf32>
  %et = tensor.empty() : tensor<12x8xf32>
  %t = linalg.transpose ins(%dw : tensor<8x12xf32>) outs(%et : tensor<12x8xf32>) permutation = [1, 0]
  return %t : tensor<12x8xf32>
}

// Kept: without the copy the batch would be A's innermost dimension (no
// unit stride in its matrix). A transpose the function also returns stays
// for the return (as a generic), and the GEMM reads its own copy in place.
// CHECK-LABEL: func.func @kept_transposes
// CHECK-SAME: (%{{[a-z0-9]+}}: tensor<8x16x4xf32>, %{{[a-z0-9]+}}: tensor<4x16x12xf32>, %[[X:[a-z0-9]+]]: tensor<12x8xf32>, %[[Y:[a-z0-9]+]]: tensor<12x5xf32>)
// CHECK: %[[T:.*]] = linalg.transpose
// CHECK: linalg.generic {{.*}} ins(%[[T]],
// CHECK: %[[U:.*]] = linalg.generic {indexing_maps = [#[[SWAP]], #{{.*}}], iterator_types = ["parallel", "parallel"]} ins(%[[X]] : tensor<12x8xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: linalg.yield %[[IN]]
// CHECK: %[[Z:.*]] = linalg.generic {indexing_maps = [#[[TWICE_A]], {{.*}} ins(%[[X]], %[[Y]] : tensor<12x8xf32>, tensor<12x5xf32>)
// CHECK: return {{.*}}%[[Z]], %[[U]]
func.func @kept_transposes(%a: tensor<8x16x4xf32>, %b: tensor<4x16x12xf32>, %x: tensor<12x8xf32>, %y: tensor<12x5xf32>)
    -> (tensor<4x8x12xf32>, tensor<8x5xf32>, tensor<8x12xf32>) {
  %ea = tensor.empty() : tensor<4x8x16xf32>
  %at = linalg.transpose ins(%a : tensor<8x16x4xf32>) outs(%ea : tensor<4x8x16xf32>) permutation = [2, 0, 1]
  %e = tensor.empty() : tensor<4x8x12xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>,
                                        affine_map<(b, m, n, k) -> (b, k, n)>,
                                        affine_map<(b, m, n, k) -> (b, m, n)>],
                       iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%at, %b : tensor<4x8x16xf32>, tensor<4x16x12xf32>) outs(%e : tensor<4x8x12xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x8x12xf32>
  %ex = tensor.empty() : tensor<8x12xf32>
  %xt = linalg.transpose ins(%x : tensor<12x8xf32>) outs(%ex : tensor<8x12xf32>) permutation = [1, 0]
  %ez = tensor.empty() : tensor<8x5xf32>
  %z = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                        affine_map<(m, n, k) -> (k, n)>,
                                        affine_map<(m, n, k) -> (m, n)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%xt, %y : tensor<8x12xf32>, tensor<12x5xf32>) outs(%ez : tensor<8x5xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<8x5xf32>
  return %c, %z, %xt : tensor<4x8x12xf32>, tensor<8x5xf32>, tensor<8x12xf32>
}

// Rotations (not their own inverses), so a wrong direction would show: y
// stored [k, b, m] and rotated to [b, m, k] is read through (k, b, m); the
// result [b, m, n] rotated to [n, b, m] is written through (n, b, m) (the GEMM
// then computes C^T: its M has the unit stride).
// CHECK-LABEL: func.func @rotations
// CHECK-SAME: (%[[Y:[a-z0-9]+]]: tensor<16x4x8xf32>, %[[W:[a-z0-9]+]]: tensor<4x16x12xf32>)
// CHECK-NOT: linalg.transpose
// CHECK: %[[C:.*]] = linalg.generic {indexing_maps = [#[[ROT_A]], #{{.*}}, #[[ROT_C]]], {{.*}} ins(%[[Y]], %[[W]] : {{.*}}) outs(%{{.*}} : tensor<12x4x8xf32>)
// CHECK: return %[[C]]
func.func @rotations(%y: tensor<16x4x8xf32>, %w: tensor<4x16x12xf32>) -> tensor<12x4x8xf32> {
  %ey = tensor.empty() : tensor<4x8x16xf32>
  %yt = linalg.transpose ins(%y : tensor<16x4x8xf32>) outs(%ey : tensor<4x8x16xf32>) permutation = [1, 2, 0]
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8x12xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8x12xf32>) -> tensor<4x8x12xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>,
                                        affine_map<(b, m, n, k) -> (b, k, n)>,
                                        affine_map<(b, m, n, k) -> (b, m, n)>],
                       iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%yt, %w : tensor<4x8x16xf32>, tensor<4x16x12xf32>) outs(%init : tensor<4x8x12xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x8x12xf32>
  %ec = tensor.empty() : tensor<12x4x8xf32>
  %ct = linalg.transpose ins(%c : tensor<4x8x12xf32>) outs(%ec : tensor<12x4x8xf32>) permutation = [2, 0, 1]
  return %ct : tensor<12x4x8xf32>
}

// One transpose read as both inputs of a GEMM (x^T x^T): both reads change
// together, A through (k, m) and B through (n, k).
// CHECK-LABEL: func.func @transpose_as_both_inputs
// CHECK-SAME: (%[[X:[a-z0-9]+]]: tensor<4x4xf32>
// CHECK-NOT: linalg.transpose
// CHECK: linalg.generic {indexing_maps = [#[[TWICE_A]], #[[TWICE_B]], #{{.*}}], {{.*}} ins(%[[X]], %[[X]] :
func.func @transpose_as_both_inputs(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %ex = tensor.empty() : tensor<4x4xf32>
  %xt = linalg.transpose ins(%x : tensor<4x4xf32>) outs(%ex : tensor<4x4xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<4x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                        affine_map<(m, n, k) -> (k, n)>,
                                        affine_map<(m, n, k) -> (m, n)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%xt, %xt : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// A broadcast two ops read is materialized by neither: recomputing it is
// free, so each reads the small input through the broadcast's map.
// CHECK-LABEL: func.func @broadcast_read_twice
// CHECK-SAME: (%[[X:[a-z0-9]+]]: tensor<4x8xf32>, %[[B:[a-z0-9]+]]: tensor<8xf32>)
// CHECK-NOT: linalg.broadcast
// CHECK: %[[U:.*]] = linalg.generic {indexing_maps = [#[[ID2]], #[[ROW]], #[[ID2]]], {{.*}} ins(%[[X]], %[[B]] : tensor<4x8xf32>, tensor<8xf32>)
// CHECK: arith.subf
// CHECK: %[[W:.*]] = linalg.generic {indexing_maps = [#[[ID2]], #[[ROW]], #[[ID2]]], {{.*}} ins(%[[X]], %[[B]] : tensor<4x8xf32>, tensor<8xf32>)
// CHECK: arith.mulf
// CHECK: return %[[U]], %[[W]]
func.func @broadcast_read_twice(%x: tensor<4x8xf32>, %bias: tensor<8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %b = linalg.broadcast ins(%bias : tensor<8xf32>) outs(%e : tensor<4x8xf32>) dimensions = [0]
  %u = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %v = arith.subf %p, %q : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %w = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %v = arith.mulf %p, %q : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  return %u, %w : tensor<4x8xf32>, tensor<4x8xf32>
}

// A widening cast feeding a reduction: the reduction (a generic now) reads
// the bf16 input and widens it itself, so no f32 copy is written.
// CHECK-LABEL: func.func @widened_into_reduction
// CHECK-SAME: (%[[X:[a-z0-9]+]]: tensor<4x8xbf16>)
// CHECK-NOT: linalg.reduce
// CHECK: %[[S:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[X]] : tensor<4x8xbf16>)
// CHECK: arith.extf
// CHECK-NEXT: arith.addf
// CHECK: return %[[S]]
func.func @widened_into_reduction(%x: tensor<4x8xbf16>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %w = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xbf16>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%p: bf16, %o: f32):
    %v = arith.extf %p : bf16 to f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%er : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.reduce ins(%w : tensor<4x8xf32>) outs(%init : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %a = arith.addf %in, %acc : f32
      linalg.yield %a : f32
    }
  return %s : tensor<4xf32>
}

// A causal mask computed from indices and broadcast over the batch, read by
// two ops: neither the mask nor its broadcast is materialized, each reader
// compares the indices itself.
// CHECK-LABEL: func.func @mask_recomputed
// CHECK-SAME: (%[[S:[a-z0-9]+]]: tensor<2x4x4xf32>)
// CHECK-NOT: linalg.broadcast
// CHECK: %[[A:.*]] = linalg.generic {{.*}} ins(%[[S]] : tensor<2x4x4xf32>)
// CHECK: arith.cmpi sge
// CHECK: arith.select
// CHECK: %[[B:.*]] = linalg.generic {{.*}} ins(%[[S]] : tensor<2x4x4xf32>)
// CHECK: arith.cmpi sge
// CHECK: arith.select
// CHECK: return %[[A]], %[[B]]
func.func @mask_recomputed(%s: tensor<2x4x4xf32>) -> (tensor<2x4x4xf32>, tensor<2x4x4xf32>) {
  %em = tensor.empty() : tensor<4x4xi1>
  %mask = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
      outs(%em : tensor<4x4xi1>) {
  ^bb0(%o: i1):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c = arith.cmpi sge, %i, %j : index
    linalg.yield %c : i1
  } -> tensor<4x4xi1>
  %eb = tensor.empty() : tensor<2x4x4xi1>
  %mb = linalg.broadcast ins(%mask : tensor<4x4xi1>) outs(%eb : tensor<2x4x4xi1>) dimensions = [0]
  %low = arith.constant -1.0e+30 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x4xf32>
  %a = linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>, affine_map<(b, i, j) -> (b, i, j)>, affine_map<(b, i, j) -> (b, i, j)>],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%s, %mb : tensor<2x4x4xf32>, tensor<2x4x4xi1>) outs(%e : tensor<2x4x4xf32>) {
  ^bb0(%p: f32, %m: i1, %o: f32):
    %v = arith.select %m, %p, %low : f32
    linalg.yield %v : f32
  } -> tensor<2x4x4xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>, affine_map<(b, i, j) -> (b, i, j)>, affine_map<(b, i, j) -> (b, i, j)>],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%s, %mb : tensor<2x4x4xf32>, tensor<2x4x4xi1>) outs(%e : tensor<2x4x4xf32>) {
  ^bb0(%p: f32, %m: i1, %o: f32):
    %v = arith.select %m, %p, %zero : f32
    linalg.yield %v : f32
  } -> tensor<2x4x4xf32>
  return %a, %b : tensor<2x4x4xf32>, tensor<2x4x4xf32>
}

// A narrowing cast two ops read is computed once: copies would read its
// wider input twice and keep that alive instead of the narrow result. Its
// first reader computes it and writes it for the second as well.
// CHECK-LABEL: func.func @narrowing_cast_shared
// CHECK-SAME: (%[[X:[a-z0-9]+]]: tensor<4x8xf32>)
// CHECK: %[[TU:.*]]:2 = linalg.generic {{.*}} ins(%[[X]] : tensor<4x8xf32>) outs({{.*}} : tensor<4x8xbf16>, tensor<4x8xbf16>)
// CHECK: %[[T:.*]] = arith.truncf
// CHECK: %[[U:.*]] = arith.negf %[[T]]
// CHECK: linalg.yield %[[T]], %[[U]]
// CHECK: %[[W:.*]] = linalg.generic {{.*}} ins(%[[TU]]#0 : tensor<4x8xbf16>)
// CHECK: return %[[TU]]#1, %[[W]]
func.func @narrowing_cast_shared(%x: tensor<4x8xf32>) -> (tensor<4x8xbf16>, tensor<4x8xbf16>) {
  %e = tensor.empty() : tensor<4x8xbf16>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xbf16>) {
  ^bb0(%p: f32, %o: bf16):
    %v = arith.truncf %p : f32 to bf16
    linalg.yield %v : bf16
  } -> tensor<4x8xbf16>
  %u = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<4x8xbf16>) outs(%e : tensor<4x8xbf16>) {
  ^bb0(%p: bf16, %o: bf16):
    %v = arith.negf %p : bf16
    linalg.yield %v : bf16
  } -> tensor<4x8xbf16>
  %w = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<4x8xbf16>) outs(%e : tensor<4x8xbf16>) {
  ^bb0(%p: bf16, %o: bf16):
    %v = arith.mulf %p, %p : bf16
    linalg.yield %v : bf16
  } -> tensor<4x8xbf16>
  return %u, %w : tensor<4x8xbf16>, tensor<4x8xbf16>
}

// A GEMM stays a library call: it takes the widening casts of its inputs
// (it reads bf16 and widens, both inputs of one type), not the scaling of an
// input (its body would no longer be a multiply-accumulate).
// CHECK-LABEL: func.func @gemm_inputs
// CHECK-SAME: (%[[A:[a-z0-9]+]]: tensor<8x16xbf16>, %[[B:[a-z0-9]+]]: tensor<16x24xbf16>, %[[X:[a-z0-9]+]]: tensor<8x16xf32>, %[[W:[a-z0-9]+]]: tensor<16x24xf32>)
// CHECK: %[[SW:.*]] = linalg.generic {{.*}} ins(%[[W]] : tensor<16x24xf32>)
// CHECK: arith.mulf
// CHECK: linalg.generic {{.*}} ins(%[[A]], %[[B]] : tensor<8x16xbf16>, tensor<16x24xbf16>)
// CHECK: arith.extf
// CHECK-NEXT: arith.extf
// CHECK-NEXT: arith.mulf
// CHECK-NEXT: arith.addf
// CHECK: linalg.generic {{.*}} ins(%[[X]], %[[SW]] : tensor<8x16xf32>, tensor<16x24xf32>)
func.func @gemm_inputs(%a: tensor<8x16xbf16>, %b: tensor<16x24xbf16>, %x: tensor<8x16xf32>, %w: tensor<16x24xf32>)
    -> (tensor<8x24xf32>, tensor<8x24xf32>) {
  %ea = tensor.empty() : tensor<8x16xf32>
  %wa = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<8x16xbf16>) outs(%ea : tensor<8x16xf32>) {
  ^bb0(%p: bf16, %o: f32):
    %v = arith.extf %p : bf16 to f32
    linalg.yield %v : f32
  } -> tensor<8x16xf32>
  %eb = tensor.empty() : tensor<16x24xf32>
  %wb = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<16x24xbf16>) outs(%eb : tensor<16x24xf32>) {
  ^bb0(%p: bf16, %o: f32):
    %v = arith.extf %p : bf16 to f32
    linalg.yield %v : f32
  } -> tensor<16x24xf32>
  %two = arith.constant 2.0 : f32
  %sw = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w : tensor<16x24xf32>) outs(%eb : tensor<16x24xf32>) {
  ^bb0(%p: f32, %o: f32):
    %v = arith.mulf %p, %two : f32
    linalg.yield %v : f32
  } -> tensor<16x24xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x24xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<8x24xf32>) -> tensor<8x24xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                        affine_map<(m, n, k) -> (k, n)>,
                                        affine_map<(m, n, k) -> (m, n)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%wa, %wb : tensor<8x16xf32>, tensor<16x24xf32>) outs(%init : tensor<8x24xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<8x24xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                        affine_map<(m, n, k) -> (k, n)>,
                                        affine_map<(m, n, k) -> (m, n)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %sw : tensor<8x16xf32>, tensor<16x24xf32>) outs(%init : tensor<8x24xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<8x24xf32>
  return %c, %d : tensor<8x24xf32>, tensor<8x24xf32>
}

// A bf16 product as the frontend writes it (accumulated in f32 from a zero
// fill, then rounded) becomes one GEMM writing bf16 into a bf16 zero fill:
// the sum is widened from C and rounded back, so no f32 C is stored. A GEMM
// whose f32 result something else reads too keeps it.
// CHECK-LABEL: func.func @rounded_gemm_result
// CHECK-SAME: (%[[A:[a-z0-9]+]]: tensor<8x16xbf16>, %[[B:[a-z0-9]+]]: tensor<16x24xbf16>)
// CHECK: %[[F:.*]] = linalg.fill ins(%{{.*}} : bf16) outs(%{{.*}} : tensor<8x24xbf16>)
// CHECK: %[[C:.*]] = linalg.generic {{.*}} ins(%[[A]], %[[B]] : tensor<8x16xbf16>, tensor<16x24xbf16>) outs(%[[F]] : tensor<8x24xbf16>)
// CHECK-NEXT: ^bb0(%{{.*}}: bf16, %{{.*}}: bf16, %[[ACC:.*]]: bf16):
// CHECK-NEXT: %[[WIDE:.*]] = arith.extf %[[ACC]] : bf16 to f32
// CHECK: %[[P:.*]] = arith.mulf
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[WIDE]], %[[P]] : f32
// CHECK-NEXT: %[[T:.*]] = arith.truncf %[[S]] : f32 to bf16
// CHECK-NEXT: linalg.yield %[[T]] : bf16
// CHECK: %[[KEPT:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<8x24xf32>)
// CHECK: return %[[C]], %[[KEPT]], %{{.*}} :
func.func @rounded_gemm_result(%a: tensor<8x16xbf16>, %b: tensor<16x24xbf16>)
    -> (tensor<8x24xbf16>, tensor<8x24xf32>, tensor<8x24xbf16>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x24xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<8x24xf32>) -> tensor<8x24xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                        affine_map<(m, n, k) -> (k, n)>,
                                        affine_map<(m, n, k) -> (m, n)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<8x16xbf16>, tensor<16x24xbf16>) outs(%init : tensor<8x24xf32>) {
  ^bb0(%p: bf16, %q: bf16, %acc: f32):
    %pf = arith.extf %p : bf16 to f32
    %qf = arith.extf %q : bf16 to f32
    %m = arith.mulf %pf, %qf : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<8x24xf32>
  %en = tensor.empty() : tensor<8x24xbf16>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<8x24xf32>) outs(%en : tensor<8x24xbf16>) {
  ^bb0(%v: f32, %o: bf16):
    %t = arith.truncf %v : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<8x24xbf16>
  %c2 = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                         affine_map<(m, n, k) -> (k, n)>,
                                         affine_map<(m, n, k) -> (m, n)>],
                        iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<8x16xbf16>, tensor<16x24xbf16>) outs(%init : tensor<8x24xf32>) {
  ^bb0(%p: bf16, %q: bf16, %acc: f32):
    %pf = arith.extf %p : bf16 to f32
    %qf = arith.extf %q : bf16 to f32
    %m = arith.mulf %pf, %qf : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<8x24xf32>
  %r2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c2 : tensor<8x24xf32>) outs(%en : tensor<8x24xbf16>) {
  ^bb0(%v: f32, %o: bf16):
    %t = arith.truncf %v : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<8x24xbf16>
  return %r, %c2, %r2 : tensor<8x24xbf16>, tensor<8x24xf32>, tensor<8x24xbf16>
}

// A masked scaling (a multiply and a select per element, its input no larger
// than its result) read by two ops is recomputed in each, so the scaled
// scores are never stored. A division read by two is recomputed too at this
// size, on either device: its own kernel's launch would cost more than the
// work (at 1024x1024 a CPU stores one: @shared).
// CHECK-LABEL: func.func @cheap_arithmetic_recomputed
// CHECK-SAME: (%[[S:[a-z0-9]+]]: tensor<4x8xf32>)
// CHECK: %[[U:.*]] = linalg.generic {{.*}} ins(%[[S]] : tensor<4x8xf32>)
// CHECK: arith.mulf
// CHECK: arith.select
// CHECK: math.exp
// CHECK: %[[W:.*]] = linalg.generic {{.*}} ins(%[[S]] : tensor<4x8xf32>)
// CHECK: arith.mulf
// CHECK: arith.select
// CHECK: arith.negf
// CHECK: linalg.generic {{.*}} ins(%[[S]] : tensor<4x8xf32>)
// CHECK: arith.divf
// CHECK-NEXT: arith.negf
// CHECK: linalg.generic {{.*}} ins(%[[S]] : tensor<4x8xf32>)
// CHECK: arith.divf
// CHECK-NEXT: arith.mulf
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @cheap_arithmetic_recomputed(%s: tensor<4x8xf32>)
    -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %scale = arith.constant 0.125 : f32
  %low = arith.constant -1.0e+30 : f32
  %m = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%p: f32, %o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %keep = arith.cmpi sge, %i, %j : index
    %v = arith.mulf %p, %scale : f32
    %w = arith.select %keep, %v, %low : f32
    linalg.yield %w : f32
  } -> tensor<4x8xf32>
  %u = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%p: f32, %o: f32):
    %v = math.exp %p : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %w = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%p: f32, %o: f32):
    %v = arith.negf %p : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %d = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%p: f32, %o: f32):
    %v = arith.divf %p, %scale : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %x = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%d : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%p: f32, %o: f32):
    %v = arith.negf %p : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%d : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%p: f32, %o: f32):
    %v = arith.mulf %p, %p : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  return %u, %w, %x, %y : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}

// The gradient of a gather, as the frontend writes it: a scatter into zeros
// whose reduction loop has one iteration. It reduces nothing, so the loop is
// dropped (read at index 0) and the zero fill is read as the constant: an
// elementwise op without an init to store, recomputed where it is read. A
// reduction over two elements stays one.
// CHECK-LABEL: func.func @single_iteration_reduction
// CHECK-SAME: (%[[IDS:[a-z0-9]+]]: tensor<4x1xi32>, %[[G:[a-z0-9]+]]: tensor<4x2xf32>)
// CHECK-NOT: linalg.fill
// CHECK: %[[HOT:.*]] = linalg.generic {indexing_maps = [#[[ROWS]], #[[ID2]]], iterator_types = ["parallel", "parallel"]} ins(%[[IDS]] : tensor<4x1xi32>) outs(%{{.*}} : tensor<4x8xf32>)
// CHECK: %[[V:.*]] = linalg.index 1
// CHECK-NEXT: %[[R:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[AT:.*]] = arith.addi %[[V]], %[[R]]
// CHECK-NEXT: arith.cmpi eq, %{{.*}}, %[[AT]]
// CHECK-NEXT: %[[X:.*]] = arith.select
// CHECK-NEXT: arith.addf %cst, %[[X]]
// CHECK: linalg.fill
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[G]] : tensor<4x2xf32>)
// CHECK: return %[[HOT]], %[[SUM]]
func.func @single_iteration_reduction(%ids: tensor<4x1xi32>, %g: tensor<4x2xf32>) -> (tensor<4x8xf32>, tensor<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %hot = linalg.generic {indexing_maps = [affine_map<(t, v, r) -> (t, r)>, affine_map<(t, v, r) -> (t, v)>],
                         iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%ids : tensor<4x1xi32>) outs(%init : tensor<4x8xf32>) {
  ^bb0(%id: i32, %acc: f32):
    %row = arith.index_cast %id : i32 to index
    %v = linalg.index 1 : index
    %r = linalg.index 2 : index
    %at = arith.addi %v, %r : index
    %hit = arith.cmpi eq, %row, %at : index
    %x = arith.select %hit, %one, %zero : f32
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %er = tensor.empty() : tensor<4xf32>
  %acc0 = linalg.fill ins(%zero : f32) outs(%er : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%g : tensor<4x2xf32>) outs(%acc0 : tensor<4xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %hot, %sum : tensor<4x8xf32>, tensor<4xf32>
}

// Centering (x - mean, reading a row statistic besides x) read by the
// variance and the normalization is recomputed in both; a sum of two full
// tensors read twice is stored once (recomputing it would keep both inputs
// alive instead of one result), by its first reader.
// CHECK-LABEL: func.func @centering_recomputed
// CHECK-SAME: (%[[X:[a-z0-9]+]]: tensor<4x8xf32>, %[[M:[a-z0-9]+]]: tensor<4xf32>, %[[Y:[a-z0-9]+]]: tensor<4x8xf32>)
// CHECK: %[[VAR:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[X]], %[[M]] : tensor<4x8xf32>, tensor<4xf32>)
// CHECK: arith.subf
// CHECK: %[[NORM:.*]] = linalg.generic {{.*}} ins(%[[X]], %[[M]], %[[VAR]] : tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>)
// CHECK: arith.subf
// CHECK: %[[SUMU:.*]]:2 = linalg.generic {{.*}} ins(%[[X]], %[[Y]] : tensor<4x8xf32>, tensor<4x8xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[SUMU]]#0 : tensor<4x8xf32>)
func.func @centering_recomputed(%x: tensor<4x8xf32>, %m: tensor<4xf32>, %y: tensor<4x8xf32>)
    -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %c = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %m : tensor<4x8xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %v = arith.subf %p, %q : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%er : tensor<4xf32>) -> tensor<4xf32>
  %var = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%c : tensor<4x8xf32>) outs(%acc : tensor<4xf32>) {
  ^bb0(%p: f32, %a: f32):
    %sq = arith.mulf %p, %p : f32
    %s = arith.addf %sq, %a : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %norm = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c, %var : tensor<4x8xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%p: f32, %v: f32, %o: f32):
    %r = math.rsqrt %v : f32
    %n = arith.mulf %p, %r : f32
    linalg.yield %n : f32
  } -> tensor<4x8xf32>
  %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %v = arith.addf %p, %q : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %u = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%sum : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%p: f32, %o: f32):
    %v = arith.negf %p : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %w = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%sum : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%p: f32, %o: f32):
    %v = arith.mulf %p, %p : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  return %norm, %u, %w : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}

// The loss picks one log-probability per row (a tensor.extract in a
// reduction): each picked element is computed from the log-softmax's inputs
// where it is read, and the full log-probabilities are never stored.
// CHECK-LABEL: func.func @elementwise_into_gather
// CHECK-SAME: (%[[X:[a-z0-9]+]]: tensor<4x8xf32>, %[[LSE:[a-z0-9]+]]: tensor<4xf32>, %[[IDS:[a-z0-9]+]]: tensor<4xi32>)
// CHECK-NOT: tensor<4x8xf32>) {
// CHECK: %[[LOSS:.*]] = linalg.generic {{.*}} ins(%[[IDS]] : tensor<4xi32>)
// CHECK: %[[R:.*]] = linalg.index 0 : index
// CHECK: %[[C:.*]] = arith.index_cast
// CHECK: %[[XV:.*]] = tensor.extract %[[X]][%[[R]], %[[C]]] : tensor<4x8xf32>
// CHECK-NEXT: %[[LV:.*]] = tensor.extract %[[LSE]][%[[R]]] : tensor<4xf32>
// CHECK-NEXT: %[[LP:.*]] = arith.subf %[[XV]], %[[LV]]
// CHECK-NEXT: arith.addf %[[LP]],
// CHECK: return %[[LOSS]]
func.func @elementwise_into_gather(%x: tensor<4x8xf32>, %lse: tensor<4xf32>, %ids: tensor<4xi32>) -> tensor<f32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %logp = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %lse : tensor<4x8xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%p: f32, %l: f32, %o: f32):
    %v = arith.subf %p, %l : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %zero = arith.constant 0.0 : f32
  %es = tensor.empty() : tensor<f32>
  %acc = linalg.fill ins(%zero : f32) outs(%es : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%ids : tensor<4xi32>) outs(%acc : tensor<f32>) {
  ^bb0(%id: i32, %a: f32):
    %r = linalg.index 0 : index
    %c = arith.index_cast %id : i32 to index
    %picked = tensor.extract %logp[%r, %c] : tensor<4x8xf32>
    %s = arith.addf %picked, %a : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %loss : tensor<f32>
}

// What stays apart. A reduction over the broadcast dimension would lose its
// loop's extent with the broadcast fused in: the broadcast stays (one copy).
// An f32 product rounded to bf16 stays an f32 GEMM (a GEMM with f32 inputs
// writes f32, as every library takes it). A scalar broadcast into a GEMM
// stays: the GEMM reads tensors. A consumer with a scalar operand still takes
// its producer.
// CHECK-LABEL: func.func @kept_apart
// CHECK: %[[B:.*]] = linalg.broadcast
// CHECK: linalg.reduce ins(%[[B]]
// CHECK: linalg.reduce ins(%[[B]]
// CHECK: %[[F32:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<4x5xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[F32]] : tensor<4x5xf32>) outs(%{{.*}} : tensor<4x5xbf16>)
// CHECK: %[[SPLAT:.*]] = linalg.generic {{.*}} ins(%{{.*}} : f32) outs(%{{.*}} : tensor<4x8xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[SPLAT]], %{{.*}} : tensor<4x8xf32>, tensor<8x5xf32>)
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<4x8xf32>, f32)
// CHECK: math.exp
// CHECK-NEXT: arith.mulf
func.func @kept_apart(%x: tensor<4xf32>, %a: tensor<4x8xf32>, %w: tensor<8x5xf32>, %s: f32)
    -> (tensor<4xf32>, tensor<4xf32>, tensor<4x5xbf16>, tensor<4x5xf32>, tensor<4x8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %b = linalg.broadcast ins(%x : tensor<4xf32>) outs(%e : tensor<4x8xf32>) dimensions = [1]
  %zero = arith.constant 0.0 : f32
  %e4 = tensor.empty() : tensor<4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e4 : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.reduce ins(%b : tensor<4x8xf32>) outs(%acc : tensor<4xf32>) dimensions = [1]
    (%p: f32, %o: f32) {
      %v = arith.addf %p, %o : f32
      linalg.yield %v : f32
    }
  %max = linalg.reduce ins(%b : tensor<4x8xf32>) outs(%acc : tensor<4xf32>) dimensions = [1]
    (%p: f32, %o: f32) {
      %v = arith.maximumf %p, %o : f32
      linalg.yield %v : f32
    }
  %ec = tensor.empty() : tensor<4x5xf32>
  %init = linalg.fill ins(%zero : f32) outs(%ec : tensor<4x5xf32>) -> tensor<4x5xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %w : tensor<4x8xf32>, tensor<8x5xf32>) outs(%init : tensor<4x5xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %m = arith.mulf %p, %q : f32
    %v = arith.addf %o, %m : f32
    linalg.yield %v : f32
  } -> tensor<4x5xf32>
  %eb = tensor.empty() : tensor<4x5xbf16>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<4x5xf32>) outs(%eb : tensor<4x5xbf16>) {
  ^bb0(%p: f32, %o: bf16):
    %v = arith.truncf %p : f32 to bf16
    linalg.yield %v : bf16
  } -> tensor<4x5xbf16>
  %splat = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : f32) outs(%e : tensor<4x8xf32>) {
  ^bb0(%p: f32, %o: f32):
    linalg.yield %p : f32
  } -> tensor<4x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%splat, %w : tensor<4x8xf32>, tensor<8x5xf32>) outs(%init : tensor<4x5xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %m = arith.mulf %p, %q : f32
    %v = arith.addf %o, %m : f32
    linalg.yield %v : f32
  } -> tensor<4x5xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%p: f32, %o: f32):
    %v = math.exp %p : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %u = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> ()>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t, %s : tensor<4x8xf32>, f32) outs(%e : tensor<4x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %v = arith.mulf %p, %q : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  return %sum, %max, %r, %d, %u : tensor<4xf32>, tensor<4xf32>, tensor<4x5xbf16>, tensor<4x5xf32>, tensor<4x8xf32>
}

// AdamW's moments, each read by the parameter update and returned, are
// written by the update kernel: one kernel reads p, g, m and v once and
// writes p, m and v (the gradient's widening is recomputed in it).
// CHECK-LABEL: func.func @moments_written_by_update
// CHECK-SAME: (%[[P:[a-z0-9]+]]: tensor<64xbf16>, %[[M:[a-z0-9]+]]: tensor<64xf32>, %[[V:[a-z0-9]+]]: tensor<64xf32>, %[[G:[a-z0-9]+]]: tensor<64xbf16>)
// CHECK: %[[ALL:.*]]:3 = linalg.generic {{.*}} ins(%[[P]], %[[M]], %[[G]], %[[V]] : tensor<64xbf16>, tensor<64xf32>, tensor<64xbf16>, tensor<64xf32>)
// CHECK-SAME: outs({{.*}} : tensor<64xf32>, tensor<64xf32>, tensor<64xbf16>)
// CHECK-NOT: linalg.generic
// CHECK: return %[[ALL]]#2, %[[ALL]]#0, %[[ALL]]#1
#vec = affine_map<(d0) -> (d0)>
func.func @moments_written_by_update(%p: tensor<64xbf16>, %m: tensor<64xf32>, %v: tensor<64xf32>, %g: tensor<64xbf16>)
    -> (tensor<64xbf16>, tensor<64xf32>, tensor<64xf32>) {
  %e = tensor.empty() : tensor<64xf32>
  %gf = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]}
      ins(%g : tensor<64xbf16>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: bf16, %o: f32):
    %w = arith.extf %a : bf16 to f32
    linalg.yield %w : f32
  } -> tensor<64xf32>
  %m2 = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%m, %gf : tensor<64xf32>, tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %v2 = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%v, %gf : tensor<64xf32>, tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %q = arith.mulf %b, %b : f32
    %r = arith.addf %a, %q : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %eb = tensor.empty() : tensor<64xbf16>
  %p2 = linalg.generic {indexing_maps = [#vec, #vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%p, %m2, %v2 : tensor<64xbf16>, tensor<64xf32>, tensor<64xf32>) outs(%eb : tensor<64xbf16>) {
  ^bb0(%a: bf16, %b: f32, %d: f32, %o: bf16):
    %af = arith.extf %a : bf16 to f32
    %s = math.sqrt %d : f32
    %q = arith.divf %b, %s : f32
    %r = arith.subf %af, %q : f32
    %t = arith.truncf %r : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<64xbf16>
  return %p2, %m2, %v2 : tensor<64xbf16>, tensor<64xf32>, tensor<64xf32>
}

// A shared result is written by its reader only when that reader comes
// first and runs over the same points: not when a reduction reads it first
// (the elementwise reader after it would be the fused op's place, after the
// reduction's read), nor when the reader broadcasts it (each element would be
// written once per point of the broadcast).
// CHECK-LABEL: func.func @shared_result_stays
// CHECK: %[[S:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]}
// CHECK: math.exp
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[S]] :
// CHECK: linalg.generic {{.*}} ins(%[[S]] : tensor<4x8xf32>)
// CHECK-LABEL: func.func @broadcast_reader
// CHECK: %[[R:.*]] = linalg.generic {{.*}} iterator_types = ["parallel"]}
// CHECK: math.exp
// CHECK: linalg.generic {{.*}} ins(%[[R]], %{{.*}} : tensor<4xf32>, tensor<4x8xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[R]] : tensor<4xf32>)
func.func @shared_result_stays(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4x8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.addf %a, %b : f32
    %r = math.exp %t : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%er : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%s : tensor<4x8xf32>) outs(%acc : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.negf %a : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %sum, %n : tensor<4xf32>, tensor<4x8xf32>
}
func.func @broadcast_reader(%x: tensor<4xf32>, %x1: tensor<4xf32>, %y: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%x, %x1 : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %a1: f32, %o: f32):
    %s = arith.addf %a, %a1 : f32
    %t = math.exp %s : f32
    linalg.yield %t : f32
  } -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%r, %y : tensor<4xf32>, tensor<4x8xf32>) outs(%e2 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %t = arith.mulf %a, %c : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %n = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]}
      ins(%r : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.negf %a : f32
    linalg.yield %t : f32
  } -> tensor<4xf32>
  return %b, %n : tensor<4x8xf32>, tensor<4xf32>
}

// A shared result computed from intermediate tensors much larger than it
// stays where it is: its reader writing it would keep those alive until
// then instead of the result.
// CHECK-LABEL: func.func @large_inputs_stay
// CHECK: %[[A:.*]] = linalg.matmul
// CHECK: %[[B:.*]] = linalg.matmul
// CHECK: %[[H:.*]] = linalg.generic {{.*}} ins(%[[A]], %[[B]] : tensor<4x8xf32>, tensor<4x8xf32>) outs(%{{.*}} : tensor<4x8xbf16>)
// CHECK: %[[U:.*]] = linalg.generic {{.*}} ins(%[[H]] : tensor<4x8xbf16>)
// CHECK: return %[[H]], %[[U]]
func.func @large_inputs_stay(%x: tensor<4x16xf32>, %w: tensor<16x8xf32>, %k: tensor<16x8xf32>) -> (tensor<4x8xbf16>, tensor<4x8xbf16>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %zero = arith.constant 0.0 : f32
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %a = linalg.matmul ins(%x, %w : tensor<4x16xf32>, tensor<16x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
  %b = linalg.matmul ins(%x, %k : tensor<4x16xf32>, tensor<16x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
  %eb = tensor.empty() : tensor<4x8xbf16>
  %h = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%eb : tensor<4x8xbf16>) {
  ^bb0(%p: f32, %q: f32, %o: bf16):
    %t = arith.mulf %p, %q : f32
    %r = arith.truncf %t : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<4x8xbf16>
  %u = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<4x8xbf16>) outs(%eb : tensor<4x8xbf16>) {
  ^bb0(%p: bf16, %o: bf16):
    %t = arith.negf %p : bf16
    linalg.yield %t : bf16
  } -> tensor<4x8xbf16>
  return %h, %u : tensor<4x8xbf16>, tensor<4x8xbf16>
}

// A reader reading the shared result twice (here as it is and transposed)
// does not write it: its second read would be left reading the fused op.
// CHECK-LABEL: func.func @read_twice_stays
// CHECK: %[[S:.*]] = linalg.generic
// CHECK: math.exp
// CHECK: linalg.generic {{.*}} ins(%[[S]], %[[S]] : tensor<8x8xf32>, tensor<8x8xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[S]] : tensor<8x8xf32>)
func.func @read_twice_stays(%x: tensor<8x8xf32>, %y: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %e = tensor.empty() : tensor<8x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.addf %a, %b : f32
    %r = math.exp %t : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %sym = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d1, d0)>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s, %s : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.negf %a : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  return %sym, %n : tensor<8x8xf32>, tensor<8x8xf32>
}

// A producer accumulating into its init (read by its payload) is not written
// by its reader: the fused op would hold the accumulator as both an input
// (the reader's) and an init.
// CHECK-LABEL: func.func @accumulating_producer_stays
// CHECK-SAME: (%[[X:[a-z0-9]+]]: tensor<16xf32>, %[[A:[a-z0-9]+]]: tensor<16xf32>)
// CHECK: %[[T:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<16xf32>) outs(%[[A]] : tensor<16xf32>)
// CHECK: %[[U:.*]] = linalg.generic {{.*}} ins(%[[T]], %[[A]] : tensor<16xf32>, tensor<16xf32>)
// CHECK: return %[[T]], %[[U]]
func.func @accumulating_producer_stays(%x: tensor<16xf32>, %a: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
  %t = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]}
      ins(%x : tensor<16xf32>) outs(%a : tensor<16xf32>) {
  ^bb0(%p: f32, %o: f32):
    %s = math.exp %p : f32
    %r = arith.addf %o, %s : f32
    linalg.yield %r : f32
  } -> tensor<16xf32>
  %e = tensor.empty() : tensor<16xf32>
  %u = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%t, %a : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.mulf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<16xf32>
  return %t, %u : tensor<16xf32>, tensor<16xf32>
}

// A producer accumulating into its init, read through a broadcast (an
// [8, 1] scatter-add's result over [8, 5]: jnp.take of a take_along_axis's
// gradient, optax's cross-entropy) is not fused: the fused op would keep the
// accumulator as an output its reader visits five times per element,
// accumulating again on each visit.
// CHECK-LABEL: func.func @accumulating_producer_read_broadcast
// CHECK-SAME: (%[[X:[a-z0-9]+]]: tensor<8xf32>, %[[Y:[a-z0-9]+]]: tensor<8x5xf32>)
// CHECK: %[[T:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<8xf32>) outs(%{{.*}} : tensor<8x1xf32>)
// CHECK: arith.addf
// CHECK: %[[U:.*]] = linalg.generic {{.*}} ins(%[[T]], %[[Y]] : tensor<8x1xf32>, tensor<8x5xf32>)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: arith.mulf
// CHECK: return %[[U]]
func.func @accumulating_producer_read_broadcast(%x: tensor<8xf32>, %y: tensor<8x5xf32>) -> tensor<8x5xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x1xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x1xf32>) -> tensor<8x1xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8xf32>) outs(%z : tensor<8x1xf32>) {
  ^bb0(%p: f32, %o: f32):
    %r = arith.addf %o, %p : f32
    linalg.yield %r : f32
  } -> tensor<8x1xf32>
  %e = tensor.empty() : tensor<8x5xf32>
  %u = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%t, %y : tensor<8x1xf32>, tensor<8x5xf32>) outs(%e : tensor<8x5xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.mulf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<8x5xf32>
  return %u : tensor<8x5xf32>
}

// AdamW's step count: the bias correction recomputes count + 1 from the old
// count in its own kernel, so the update (computed from the argument alone,
// read only by the return) moves after it, and every read of the old count
// precedes the write of the new one: the memory plan writes it in place. The
// parameter's update, which reads a computed value, stays where it is.
// CHECK-LABEL: func.func @count_update_runs_last
// CHECK-SAME: (%[[W:[a-z0-9]+]]: tensor<16xf32>, %[[C:[a-z0-9]+]]: tensor<f32>, %[[G:[a-z0-9]+]]: tensor<16xf32>)
// CHECK: %[[NEWW:.*]] = linalg.generic {{.*}} ins(%[[W]], %[[G]], %[[C]] :
// CHECK: %[[NEWC:.*]] = linalg.generic {{.*}} ins(%[[C]] : tensor<f32>)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: arith.addf
// CHECK-NEXT: linalg.yield
// CHECK-NEXT: } -> tensor<f32>
// CHECK-NEXT: return %[[NEWW]], %[[NEWC]]
func.func @count_update_runs_last(%w: tensor<16xf32>, %c: tensor<f32>, %g: tensor<16xf32>)
    -> (tensor<16xf32> {fsdp.updates = 0 : i64}, tensor<f32> {fsdp.updates = 1 : i64}) {
  %one = arith.constant 1.0 : f32
  %ec = tensor.empty() : tensor<f32>
  %c1 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%c : tensor<f32>) outs(%ec : tensor<f32>) {
  ^bb0(%p: f32, %o: f32):
    %r = arith.addf %p, %one : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %e = tensor.empty() : tensor<16xf32>
  %w1 = linalg.generic {indexing_maps = [#vec, #vec, affine_map<(d0) -> ()>, #vec], iterator_types = ["parallel"]}
      ins(%w, %g, %c1 : tensor<16xf32>, tensor<16xf32>, tensor<f32>) outs(%e : tensor<16xf32>) {
  ^bb0(%p: f32, %q: f32, %n: f32, %o: f32):
    %s = arith.divf %q, %n : f32
    %r = arith.subf %p, %s : f32
    linalg.yield %r : f32
  } -> tensor<16xf32>
  return %w1, %c1 : tensor<16xf32>, tensor<f32>
}

// A bias gradient on a mesh axis of one rank, as the frontend writes it: a
// column sum, its bf16 rounding, then a linalg.reduce over the two unit
// dimensions an expand_shape added. That reduce sums one element: it becomes
// elementwise, reads the rounding's input through the expand (an index into
// a dimension of extent 1 is 0), and the rounding fuses into it: one kernel
// after the sum, not three. An expand that splits a dimension keeps its
// reader apart.
// CHECK-LABEL: func.func @unit_reduce_behind_expand
// CHECK-SAME: (%[[G:[a-z0-9]+]]: tensor<8x16xf32>, %[[H:[a-z0-9]+]]: tensor<16xf32>)
// CHECK: %[[SUM:.*]] = linalg.reduce ins(%[[G]] : tensor<8x16xf32>) {{.*}} dimensions = [0]
// CHECK-NOT: tensor.expand_shape %{{.*}} {{\[\[}}0, 1, 2]]
// CHECK: %[[ONE:.*]] = linalg.generic {{.*}} iterator_types = ["parallel"]} ins(%[[SUM]] : tensor<16xf32>)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: %[[B:.*]] = arith.truncf
// CHECK-NEXT: %[[W:.*]] = arith.extf %[[B]]
// CHECK-NEXT: arith.addf %[[W]], %cst
// CHECK: %[[SPLIT:.*]] = tensor.expand_shape %[[H]] {{\[\[}}0, 1]] output_shape [4, 4]
// CHECK: %[[NEG:.*]] = linalg.generic {{.*}} ins(%[[SPLIT]] : tensor<4x4xf32>)
// CHECK: return %[[ONE]], %[[NEG]]
func.func @unit_reduce_behind_expand(%g: tensor<8x16xf32>, %h: tensor<16xf32>) -> (tensor<16xf32>, tensor<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %sum = linalg.reduce ins(%g : tensor<8x16xf32>) outs(%z : tensor<16xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %eb = tensor.empty() : tensor<16xbf16>
  %b = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%sum : tensor<16xf32>) outs(%eb : tensor<16xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %t = arith.truncf %in : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<16xbf16>
  %x = tensor.expand_shape %b [[0, 1, 2]] output_shape [1, 1, 16] : tensor<16xbf16> into tensor<1x1x16xbf16>
  %z2 = linalg.fill ins(%zero : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %r = linalg.reduce ins(%x : tensor<1x1x16xbf16>) outs(%z2 : tensor<16xf32>) dimensions = [0, 1]
    (%in: bf16, %acc: f32) {
      %w = arith.extf %in : bf16 to f32
      %s = arith.addf %w, %acc : f32
      linalg.yield %s : f32
    }
  %split = tensor.expand_shape %h [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32>
  %e44 = tensor.empty() : tensor<4x4xf32>
  %neg = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%split : tensor<4x4xf32>) outs(%e44 : tensor<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  } -> tensor<4x4xf32>
  return %r, %neg : tensor<16xf32>, tensor<4x4xf32>
}

// A bias broadcast to 1x1xN and split per head, as the frontend writes the
// QKV projection's: the broadcast only adds unit dimensions, so it is an
// expand_shape of the bias (a view) and no kernel copies it. A broadcast
// that repeats elements stays one.
// CHECK-LABEL: func.func @unit_broadcast_is_a_view
// CHECK-SAME: (%[[X:[a-z0-9]+]]: tensor<2x4x2x3xf32>, %[[B:[a-z0-9]+]]: tensor<6xf32>, %[[C:[a-z0-9]+]]: tensor<3xf32>)
// CHECK-NOT: linalg.broadcast ins(%[[B]]
// CHECK: %[[UNIT:.*]] = tensor.expand_shape %[[B]] {{\[\[}}0, 1, 2]] output_shape [1, 1, 6]
// CHECK: %[[HEADS:.*]] = tensor.expand_shape %[[UNIT]] {{\[\[}}0], [1], [2, 3]] output_shape [1, 1, 2, 3]
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} ins(%[[X]], %[[HEADS]] : tensor<2x4x2x3xf32>, tensor<1x1x2x3xf32>)
// CHECK: %[[REPEATED:.*]] = linalg.broadcast ins(%[[C]] : tensor<3xf32>) outs(%{{.*}} : tensor<2x3xf32>) dimensions = [0]
// CHECK: return %[[SUM]], %[[REPEATED]]
func.func @unit_broadcast_is_a_view(%x: tensor<2x4x2x3xf32>, %b: tensor<6xf32>, %c: tensor<3xf32>) -> (tensor<2x4x2x3xf32>, tensor<2x3xf32>) {
  %e = tensor.empty() : tensor<1x1x6xf32>
  %bb = linalg.broadcast ins(%b : tensor<6xf32>) outs(%e : tensor<1x1x6xf32>) dimensions = [0, 1]
  %heads = tensor.expand_shape %bb [[0], [1], [2, 3]] output_shape [1, 1, 2, 3] : tensor<1x1x6xf32> into tensor<1x1x2x3xf32>
  %ex = tensor.empty() : tensor<2x4x2x3xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %heads : tensor<2x4x2x3xf32>, tensor<1x1x2x3xf32>) outs(%ex : tensor<2x4x2x3xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %s = arith.addf %in, %bias : f32
    linalg.yield %s : f32
  } -> tensor<2x4x2x3xf32>
  %er = tensor.empty() : tensor<2x3xf32>
  %rep = linalg.broadcast ins(%c : tensor<3xf32>) outs(%er : tensor<2x3xf32>) dimensions = [0]
  return %sum, %rep : tensor<2x4x2x3xf32>, tensor<2x3xf32>
}

// Unit dimensions after or between the input's join the group of the
// dimension before them; a 0-d input's are all new (no groups).
// CHECK-LABEL: func.func @unit_broadcasts_of_every_shape
// CHECK-SAME: (%[[M:[a-z0-9]+]]: tensor<4x8xf32>, %[[S:[a-z0-9]+]]: tensor<f32>)
// CHECK-NOT: linalg.broadcast
// CHECK-DAG: tensor.expand_shape %[[M]] {{\[\[}}0], [1, 2]] output_shape [4, 8, 1]
// CHECK-DAG: tensor.expand_shape %[[M]] {{\[\[}}0, 1], [2]] output_shape [4, 1, 8]
// CHECK-DAG: tensor.expand_shape %[[S]] [] output_shape [1, 1]
func.func @unit_broadcasts_of_every_shape(%m: tensor<4x8xf32>, %s: tensor<f32>) -> (tensor<4x8x1xf32>, tensor<4x1x8xf32>, tensor<1x1xf32>) {
  %e0 = tensor.empty() : tensor<4x8x1xf32>
  %after = linalg.broadcast ins(%m : tensor<4x8xf32>) outs(%e0 : tensor<4x8x1xf32>) dimensions = [2]
  %e1 = tensor.empty() : tensor<4x1x8xf32>
  %between = linalg.broadcast ins(%m : tensor<4x8xf32>) outs(%e1 : tensor<4x1x8xf32>) dimensions = [1]
  %e2 = tensor.empty() : tensor<1x1xf32>
  %scalar = linalg.broadcast ins(%s : tensor<f32>) outs(%e2 : tensor<1x1xf32>) dimensions = [0, 1]
  return %after, %between, %scalar : tensor<4x8x1xf32>, tensor<4x1x8xf32>, tensor<1x1xf32>
}

// A bf16 head whose rows are 10 elements (20 bytes; GPT-2's vocabulary of
// 50257 in small): on a GPU its GEMMs run on operands padded with zeros to
// rows of 16 elements, the results sliced back. The weight is padded once,
// before the forward GEMM, and read padded by the backward one too; the
// logits' gradient is computed in its padding kernel (its only reader),
// reading past row 10 as zero, and like a gather it reads the padded
// logits where they lie. A row maximum over them reads the slice: over the
// padded rows 6 of 16 points would be idle, more than an eighth (see
// @reduce_over_padded_logits). The CPU and pad-gemms=false keep the rows.
// CHECK-LABEL: func.func @padded_gemm_rows
// CHECK-SAME: (%[[X:[a-z0-9]+]]: tensor<8x16xbf16>, %[[W:[a-z0-9]+]]: tensor<10x16xbf16>, %[[G:[a-z0-9]+]]: tensor<8x10xbf16>)
// GPU: %[[WP:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<16x16xbf16>)
// GPU-NEXT: ^bb0
// GPU-NEXT: %[[ROW:.*]] = linalg.index 0 : index
// GPU-NEXT: %[[TEN:.*]] = arith.constant 10 : index
// GPU-NEXT: %[[IN:.*]] = arith.cmpi ult, %[[ROW]], %[[TEN]] : index
// GPU-NEXT: %[[NINE:.*]] = arith.constant 9 : index
// GPU-NEXT: %[[CLAMPED:.*]] = arith.minui %[[ROW]], %[[NINE]] : index
// GPU-NEXT: %[[COL:.*]] = linalg.index 1 : index
// GPU-NEXT: %[[WX:.*]] = tensor.extract %[[W]][%[[CLAMPED]], %[[COL]]] : tensor<10x16xbf16>
// GPU-NEXT: %[[ZERO:.*]] = arith.constant 0.000000e+00 : bf16
// GPU-NEXT: %[[WV:.*]] = arith.select %[[IN]], %[[WX]], %[[ZERO]] : bf16
// GPU-NEXT: linalg.yield %[[WV]] : bf16
// GPU: %[[LP:.*]] = linalg.generic {{.*}} ins(%[[X]], %[[WP]] : tensor<8x16xbf16>, tensor<16x16xbf16>) outs(%{{.*}} : tensor<8x16xbf16>)
// GPU: %[[L:.*]] = tensor.extract_slice %[[LP]][0, 0] [8, 10] [1, 1] : tensor<8x16xbf16> to tensor<8x10xbf16>
// GPU: %[[MAX:.*]] = linalg.generic {{.*}} ins(%[[L]] : tensor<8x10xbf16>) outs(%{{.*}} : tensor<8xbf16>)
// GPU: %[[DL:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<8x16xbf16>)
// GPU: %[[COL2:.*]] = linalg.index 1 : index
// GPU: %[[IN2:.*]] = arith.cmpi ult, %[[COL2]], %{{.*}} : index
// GPU: %[[C2:.*]] = arith.minui %[[COL2]], %{{.*}} : index
// GPU: %[[LX:.*]] = tensor.extract %[[LP]][%{{.*}}, %[[C2]]] : tensor<8x16xbf16>
// GPU: %[[GX:.*]] = tensor.extract %[[G]][%{{.*}}, %[[C2]]] : tensor<8x10xbf16>
// GPU: %[[PROD:.*]] = arith.mulf %[[LX]], %[[GX]] : bf16
// GPU: arith.select %[[IN2]], %[[PROD]], %{{.*}} : bf16
// GPU: %[[DX:.*]] = linalg.generic {{.*}} ins(%[[DL]], %[[WP]] : tensor<8x16xbf16>, tensor<16x16xbf16>) outs(%{{.*}} : tensor<8x16xbf16>)
// GPU: %[[DWP:.*]] = linalg.generic {{.*}} ins(%[[DL]], %[[X]] : tensor<8x16xbf16>, tensor<8x16xbf16>) outs(%{{.*}} : tensor<16x16xbf16>)
// GPU: %[[DW:.*]] = tensor.extract_slice %[[DWP]][0, 0] [10, 16] [1, 1] : tensor<16x16xbf16> to tensor<10x16xbf16>
// CPU: linalg.generic {{.*}} ins(%[[X]], %[[W]] : tensor<8x16xbf16>, tensor<10x16xbf16>) outs(%{{.*}} : tensor<8x10xbf16>)
// CPU-NOT: tensor.extract_slice
// CPU: return
// NOPAD-LABEL: func.func @padded_gemm_rows
// NOPAD: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<8x16xbf16>, tensor<10x16xbf16>) outs(%{{.*}} : tensor<8x10xbf16>)
// NOPAD-NOT: tensor.extract_slice
// NOPAD: return
// An accumulating GEMM (its C not zero) keeps its rows: the padding would
// copy C in and out.
// GPU: %[[ACC:.*]] = linalg.generic {{.*}} ins(%[[X]], %[[W]] : {{.*}}) outs(%[[G]] : tensor<8x10xbf16>)
// GPU-NOT: tensor.extract_slice
// GPU: return %[[L]], %[[DX]], %[[DW]], %[[ACC]], %[[MAX]] :
#gemm_a = affine_map<(m, n, k) -> (m, k)>
#gemm_bt = affine_map<(m, n, k) -> (n, k)>
#gemm_b = affine_map<(m, n, k) -> (k, n)>
#gemm_at = affine_map<(m, n, k) -> (k, m)>
#gemm_c = affine_map<(m, n, k) -> (m, n)>
func.func @padded_gemm_rows(%x: tensor<8x16xbf16>, %w: tensor<10x16xbf16>, %g: tensor<8x10xbf16>)
    -> (tensor<8x10xbf16>, tensor<8x16xbf16>, tensor<10x16xbf16>, tensor<8x10xbf16>, tensor<8xbf16>) {
  %zero = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<8x10xbf16>
  %f = linalg.fill ins(%zero : bf16) outs(%e : tensor<8x10xbf16>) -> tensor<8x10xbf16>
  %l = linalg.generic {indexing_maps = [#gemm_a, #gemm_bt, #gemm_c],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<8x16xbf16>, tensor<10x16xbf16>) outs(%f : tensor<8x10xbf16>) {
  ^bb0(%a: bf16, %b: bf16, %c: bf16):
    %c32 = arith.extf %c : bf16 to f32
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %s = arith.addf %c32, %p : f32
    %t = arith.truncf %s : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<8x10xbf16>
  %lowest = arith.constant 0xFF80 : bf16
  %m0 = tensor.empty() : tensor<8xbf16>
  %mf = linalg.fill ins(%lowest : bf16) outs(%m0 : tensor<8xbf16>) -> tensor<8xbf16>
  %max = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%l : tensor<8x10xbf16>) outs(%mf : tensor<8xbf16>) {
  ^bb0(%a: bf16, %m: bf16):
    %mx = arith.maximumf %a, %m : bf16
    linalg.yield %mx : bf16
  } -> tensor<8xbf16>
  %ge = tensor.empty() : tensor<8x10xbf16>
  %dl = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%l, %g : tensor<8x10xbf16>, tensor<8x10xbf16>) outs(%ge : tensor<8x10xbf16>) {
  ^bb0(%a: bf16, %b: bf16, %c: bf16):
    %p = arith.mulf %a, %b : bf16
    linalg.yield %p : bf16
  } -> tensor<8x10xbf16>
  %e2 = tensor.empty() : tensor<8x16xbf16>
  %f2 = linalg.fill ins(%zero : bf16) outs(%e2 : tensor<8x16xbf16>) -> tensor<8x16xbf16>
  %dx = linalg.generic {indexing_maps = [#gemm_a, #gemm_b, #gemm_c],
                        iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dl, %w : tensor<8x10xbf16>, tensor<10x16xbf16>) outs(%f2 : tensor<8x16xbf16>) {
  ^bb0(%a: bf16, %b: bf16, %c: bf16):
    %c32 = arith.extf %c : bf16 to f32
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %s = arith.addf %c32, %p : f32
    %t = arith.truncf %s : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<8x16xbf16>
  %e3 = tensor.empty() : tensor<10x16xbf16>
  %f3 = linalg.fill ins(%zero : bf16) outs(%e3 : tensor<10x16xbf16>) -> tensor<10x16xbf16>
  %dw = linalg.generic {indexing_maps = [#gemm_at, #gemm_b, #gemm_c],
                        iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dl, %x : tensor<8x10xbf16>, tensor<8x16xbf16>) outs(%f3 : tensor<10x16xbf16>) {
  ^bb0(%a: bf16, %b: bf16, %c: bf16):
    %c32 = arith.extf %c : bf16 to f32
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %s = arith.addf %c32, %p : f32
    %t = arith.truncf %s : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<10x16xbf16>
  %acc = linalg.generic {indexing_maps = [#gemm_a, #gemm_bt, #gemm_c],
                         iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<8x16xbf16>, tensor<10x16xbf16>) outs(%g : tensor<8x10xbf16>) {
  ^bb0(%a: bf16, %b: bf16, %c: bf16):
    %c32 = arith.extf %c : bf16 to f32
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %s = arith.addf %c32, %p : f32
    %t = arith.truncf %s : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<8x10xbf16>
  return %l, %dx, %dw, %acc, %max : tensor<8x10xbf16>, tensor<8x16xbf16>, tensor<10x16xbf16>, tensor<8x10xbf16>, tensor<8xbf16>
}

// A reduction over a one-hot built from indices alone (a cross-entropy's
// sum over the vocabulary of onehot(targets)): the one-hot's input does not
// span the vocabulary loop, so the reduction gets an i8 tensor.empty that
// does (its body never reads it) and takes the one-hot in: no 4x8x50 f32
// tensor is stored. Its body then only compares the vocabulary index with
// the target, and at every other point adds -(+0.0), the sum's neutral
// element: the loop runs once, at the target clamped to [0, 49], and
// drops out (one iteration); the compare tells whether the target was in
// range.
// CHECK-LABEL: func.func @one_hot_reduction
// CHECK-SAME: (%[[T:[a-z0-9]+]]: tensor<4x8xi32>)
// CHECK-NOT: tensor<4x8x50xf32>
// CHECK-NOT: xi8>
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]} ins(%[[T]] : tensor<4x8xi32>)
// CHECK-NEXT: ^bb0(%[[TI:.*]]: i32, %{{.*}}: f32):
// CHECK-NEXT: %[[I:.*]] = arith.index_cast %[[TI]] : i32 to index
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C49:.*]] = arith.constant 49 : index
// CHECK-NEXT: %[[LOW:.*]] = arith.maxsi %[[I]], %[[C0]] : index
// CHECK-NEXT: %[[CLAMPED:.*]] = arith.minsi %[[LOW]], %[[C49]] : index
// CHECK-NEXT: %[[IN:.*]] = arith.cmpi eq, %[[I]], %[[CLAMPED]] : index
// CHECK-NEXT: %[[HOT:.*]] = arith.select %[[IN]]
// CHECK-NEXT: %[[NEG:.*]] = arith.negf %[[HOT]] : f32
// CHECK-NEXT: arith.addf %[[NEG]], %{{.*}} : f32
// CHECK-NOT: linalg.index
// CHECK: return %[[SUM]]
func.func @one_hot_reduction(%t: tensor<4x8xi32>) -> tensor<4x8xf32> {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8x50xf32>
  %hot = linalg.generic {indexing_maps = [affine_map<(b, s, v) -> (b, s)>,
                                          affine_map<(b, s, v) -> (b, s, v)>],
                         iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%t : tensor<4x8xi32>) outs(%e : tensor<4x8x50xf32>) {
  ^bb0(%target: i32, %o: f32):
    %i = arith.index_cast %target : i32 to index
    %v = linalg.index 2 : index
    %eq = arith.cmpi eq, %i, %v : index
    %x = arith.select %eq, %one, %zero : f32
    linalg.yield %x : f32
  } -> tensor<4x8x50xf32>
  %z0 = tensor.empty() : tensor<4x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%z0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(b, s, v) -> (b, s, v)>,
                                          affine_map<(b, s, v) -> (b, s)>],
                         iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%hot : tensor<4x8x50xf32>) outs(%z : tensor<4x8xf32>) {
  ^bb0(%h: f32, %acc: f32):
    %n = arith.negf %h : f32
    %a = arith.addf %n, %acc : f32
    linalg.yield %a : f32
  } -> tensor<4x8xf32>
  return %sum : tensor<4x8xf32>
}

// A reduction whose index is compared otherwise (a count of the classes
// below the target) keeps its loop: only the i8 extents let it take the
// compare in.
// CHECK-LABEL: func.func @count_below_target
// CHECK: %[[EXTENTS:.*]] = tensor.empty() : tensor<50xi8>
// CHECK: %[[COUNT:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%{{.*}}, %[[EXTENTS]] : tensor<4x8xi32>, tensor<50xi8>)
// CHECK: arith.cmpi slt
// CHECK: return %[[COUNT]]
func.func @count_below_target(%t: tensor<4x8xi32>) -> tensor<4x8xf32> {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8x50xf32>
  %below = linalg.generic {indexing_maps = [affine_map<(b, s, v) -> (b, s)>,
                                          affine_map<(b, s, v) -> (b, s, v)>],
                         iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%t : tensor<4x8xi32>) outs(%e : tensor<4x8x50xf32>) {
  ^bb0(%target: i32, %o: f32):
    %i = arith.index_cast %target : i32 to index
    %v = linalg.index 2 : index
    %lt = arith.cmpi slt, %v, %i : index
    %x = arith.select %lt, %one, %zero : f32
    linalg.yield %x : f32
  } -> tensor<4x8x50xf32>
  %z0 = tensor.empty() : tensor<4x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%z0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(b, s, v) -> (b, s, v)>,
                                          affine_map<(b, s, v) -> (b, s)>],
                         iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%below : tensor<4x8x50xf32>) outs(%z : tensor<4x8xf32>) {
  ^bb0(%h: f32, %acc: f32):
    %a = arith.addf %h, %acc : f32
    linalg.yield %a : f32
  } -> tensor<4x8xf32>
  return %sum : tensor<4x8xf32>
}

// A maximum picking x where the class restated as i32 is the target (`ne`
// picks the other way; -inf, the maximum's neutral element, elsewhere):
// the unread 300-point input goes and the i32 target is clamped to [0, 299].
// CHECK-LABEL: func.func @picked_max
// CHECK-SAME: (%[[T:[a-z0-9]+]]: tensor<4xi32>, %[[X:[a-z0-9]+]]: tensor<4xf32>, %{{.*}}: tensor<300xi8>)
// CHECK: %[[MAX:.*]] = linalg.generic {{.*}} iterator_types = ["parallel"]} ins(%[[T]], %[[X]] : tensor<4xi32>, tensor<4xf32>)
// CHECK-NEXT: ^bb0(%[[TI:.*]]: i32, %[[XI:.*]]: f32, %{{.*}}: f32):
// CHECK: %[[LOW:.*]] = arith.maxsi %[[TI]], %{{.*}} : i32
// CHECK: %[[CLAMPED:.*]] = arith.minsi %[[LOW]], %c299_i32 : i32
// CHECK: %[[OTHER:.*]] = arith.cmpi ne, %[[TI]], %[[CLAMPED]] : i32
// CHECK: arith.select %[[OTHER]], %{{.*}}, %[[XI]] : f32
// CHECK: return %[[MAX]]
func.func @picked_max(%t: tensor<4xi32>, %x: tensor<4xf32>, %i8: tensor<300xi8>) -> tensor<4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %z0 = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%ninf : f32) outs(%z0 : tensor<4xf32>) -> tensor<4xf32>
  %max = linalg.generic {indexing_maps = [affine_map<(b, v) -> (b)>, affine_map<(b, v) -> (b)>,
                                          affine_map<(b, v) -> (v)>, affine_map<(b, v) -> (b)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%t, %x, %i8 : tensor<4xi32>, tensor<4xf32>, tensor<300xi8>) outs(%z : tensor<4xf32>) {
  ^bb0(%target: i32, %xi: f32, %unused: i8, %acc: f32):
    %v = linalg.index 1 : index
    %vi = arith.index_cast %v : index to i32
    %ne = arith.cmpi ne, %target, %vi : i32
    %c = arith.select %ne, %ninf, %xi : f32
    %m = arith.maximumf %acc, %c : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  return %max : tensor<4xf32>
}

// Not picked: the sum adds 1.0 where the class is not the target.
// CHECK-LABEL: func.func @pick_not_neutral
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} {{.*}} tensor<50xi8>
func.func @pick_not_neutral(%t: tensor<4xi32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<50xi8>
  %z0 = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%z0 : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(b, v) -> (b)>, affine_map<(b, v) -> (b)>,
                                          affine_map<(b, v) -> (v)>, affine_map<(b, v) -> (b)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%t, %x, %e : tensor<4xi32>, tensor<4xf32>, tensor<50xi8>) outs(%z : tensor<4xf32>) {
  ^bb0(%target: i32, %xi: f32, %unused: i8, %acc: f32):
    %v = linalg.index 1 : index
    %i = arith.index_cast %target : i32 to index
    %eq = arith.cmpi eq, %i, %v : index
    %c = arith.select %eq, %xi, %one : f32
    %a = arith.addf %c, %acc : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %sum : tensor<4xf32>
}

// Not picked: the body reads x at the class (a gather, not a pick of the
// loop alone).
// CHECK-LABEL: func.func @pick_reads_loop
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins({{.*}} : tensor<4xi32>, tensor<4x50xf32>)
func.func @pick_reads_loop(%t: tensor<4xi32>, %x: tensor<4x50xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %z0 = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%z0 : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(b, v) -> (b)>, affine_map<(b, v) -> (b, v)>,
                                          affine_map<(b, v) -> (b)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%t, %x : tensor<4xi32>, tensor<4x50xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%target: i32, %xi: f32, %acc: f32):
    %v = linalg.index 1 : index
    %i = arith.index_cast %target : i32 to index
    %eq = arith.cmpi eq, %i, %v : index
    %c = arith.select %eq, %xi, %zero : f32
    %a = arith.addf %c, %acc : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %sum : tensor<4xf32>
}

// A sum adding +0.0 where the class is not the target runs once when it
// starts from +0.0 (its partial sums are never -0.0, so +0.0 changes none
// of them), not when it starts from -0.0 (-0.0 + +0.0 is +0.0: the sign of
// a zero sum would change).
// CHECK-LABEL: func.func @pick_zero_signs
// CHECK: %[[FROM_POS:.*]] = linalg.generic {{.*}} iterator_types = ["parallel"]}
// CHECK: arith.minsi
// CHECK: %[[FROM_NEG:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} {{.*}} tensor<50xi8>
// CHECK: return %[[FROM_POS]], %[[FROM_NEG]]
func.func @pick_zero_signs(%t: tensor<4xi32>, %x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %negzero = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<50xi8>
  %z0 = tensor.empty() : tensor<4xf32>
  %pz = linalg.fill ins(%zero : f32) outs(%z0 : tensor<4xf32>) -> tensor<4xf32>
  %nz = linalg.fill ins(%negzero : f32) outs(%z0 : tensor<4xf32>) -> tensor<4xf32>
  %from_pos = linalg.generic {indexing_maps = [affine_map<(b, v) -> (b)>, affine_map<(b, v) -> (b)>,
                                          affine_map<(b, v) -> (v)>, affine_map<(b, v) -> (b)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%t, %x, %e : tensor<4xi32>, tensor<4xf32>, tensor<50xi8>) outs(%pz : tensor<4xf32>) {
  ^bb0(%target: i32, %xi: f32, %unused: i8, %acc: f32):
    %v = linalg.index 1 : index
    %i = arith.index_cast %target : i32 to index
    %eq = arith.cmpi eq, %i, %v : index
    %c = arith.select %eq, %xi, %zero : f32
    %a = arith.addf %c, %acc : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  %from_neg = linalg.generic {indexing_maps = [affine_map<(b, v) -> (b)>, affine_map<(b, v) -> (b)>,
                                          affine_map<(b, v) -> (v)>, affine_map<(b, v) -> (b)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%t, %x, %e : tensor<4xi32>, tensor<4xf32>, tensor<50xi8>) outs(%nz : tensor<4xf32>) {
  ^bb0(%target: i32, %xi: f32, %unused: i8, %acc: f32):
    %v = linalg.index 1 : index
    %i = arith.index_cast %target : i32 to index
    %eq = arith.cmpi eq, %i, %v : index
    %c = arith.select %eq, %xi, %zero : f32
    %a = arith.addf %c, %acc : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %from_pos, %from_neg : tensor<4xf32>, tensor<4xf32>
}

// Not picked: an i8 does not hold the 300 classes' indices (class 256
// would compare equal to target 0).
// CHECK-LABEL: func.func @pick_narrow_cast
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} {{.*}} tensor<300xi8>
func.func @pick_narrow_cast(%t: tensor<4xi8>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %zero = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<300xi8>
  %z0 = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%z0 : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(b, v) -> (b)>, affine_map<(b, v) -> (b)>,
                                          affine_map<(b, v) -> (v)>, affine_map<(b, v) -> (b)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%t, %x, %e : tensor<4xi8>, tensor<4xf32>, tensor<300xi8>) outs(%z : tensor<4xf32>) {
  ^bb0(%target: i8, %xi: f32, %unused: i8, %acc: f32):
    %v = linalg.index 1 : index
    %vi = arith.index_cast %v : index to i8
    %eq = arith.cmpi eq, %target, %vi : i8
    %c = arith.select %eq, %xi, %zero : f32
    %a = arith.addf %c, %acc : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %sum : tensor<4xf32>
}

// Not picked: maxnumf has no element that leaves every accumulator as it
// is (maxnumf(NaN, -inf) is -inf, so an init of NaN would become -inf).
// CHECK-LABEL: func.func @pick_maxnum
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} {{.*}} tensor<50xi8>
func.func @pick_maxnum(%t: tensor<4xi32>, %x: tensor<4xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<50xi8>
  %max = linalg.generic {indexing_maps = [affine_map<(b, v) -> (b)>, affine_map<(b, v) -> (b)>,
                                          affine_map<(b, v) -> (v)>, affine_map<(b, v) -> (b)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%t, %x, %e : tensor<4xi32>, tensor<4xf32>, tensor<50xi8>) outs(%init : tensor<4xf32>) {
  ^bb0(%target: i32, %xi: f32, %unused: i8, %acc: f32):
    %v = linalg.index 1 : index
    %vi = arith.index_cast %v : index to i32
    %eq = arith.cmpi eq, %target, %vi : i32
    %c = arith.select %eq, %xi, %ninf : f32
    %m = arith.maxnumf %acc, %c : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  return %max : tensor<4xf32>
}

// The class loop picks beside a sum over the positions, which stays: the
// class loop keeps one iteration (an i8 of one element gives it), and the
// sum still runs over the 6 positions.
// CHECK-LABEL: func.func @pick_beside_a_sum
// CHECK: %[[ONCE:.*]] = tensor.empty() : tensor<1xi8>
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction", "reduction"]} ins(%{{.*}}, %{{.*}}, %[[ONCE]] : tensor<4x6xi32>, tensor<4x6xf32>, tensor<1xi8>)
// CHECK: arith.minsi %{{.*}}, %c49 : index
// CHECK-NOT: linalg.index
// CHECK: return %[[SUM]]
func.func @pick_beside_a_sum(%t: tensor<4x6xi32>, %x: tensor<4x6xf32>) -> tensor<4xf32> {
  %zero = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<50xi8>
  %z0 = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%z0 : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(b, s, v) -> (b, s)>, affine_map<(b, s, v) -> (b, s)>,
                                          affine_map<(b, s, v) -> (v)>, affine_map<(b, s, v) -> (b)>],
                         iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%t, %x, %e : tensor<4x6xi32>, tensor<4x6xf32>, tensor<50xi8>) outs(%z : tensor<4xf32>) {
  ^bb0(%target: i32, %xi: f32, %unused: i8, %acc: f32):
    %v = linalg.index 2 : index
    %i = arith.index_cast %target : i32 to index
    %eq = arith.cmpi eq, %v, %i : index
    %c = arith.select %eq, %xi, %zero : f32
    %a = arith.addf %acc, %c : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %sum : tensor<4xf32>
}

// A pick of a value from outside the op (class 7): clamped at the start of
// the body.
// CHECK-LABEL: func.func @pick_a_constant
// CHECK: %[[C7:.*]] = arith.constant 7 : index
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel"]}
// CHECK-NEXT: ^bb0(
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C49:.*]] = arith.constant 49 : index
// CHECK-NEXT: %[[LOW:.*]] = arith.maxsi %[[C7]], %[[C0]] : index
// CHECK-NEXT: %[[CLAMPED:.*]] = arith.minsi %[[LOW]], %[[C49]] : index
// CHECK-NEXT: arith.cmpi eq, %[[C7]], %[[CLAMPED]] : index
func.func @pick_a_constant(%x: tensor<4xf32>) -> tensor<4xf32> {
  %zero = arith.constant -0.0 : f32
  %seven = arith.constant 7 : index
  %e = tensor.empty() : tensor<50xi8>
  %z0 = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%z0 : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(b, v) -> (b)>, affine_map<(b, v) -> (v)>,
                                          affine_map<(b, v) -> (b)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%x, %e : tensor<4xf32>, tensor<50xi8>) outs(%z : tensor<4xf32>) {
  ^bb0(%xi: f32, %unused: i8, %acc: f32):
    %v = linalg.index 1 : index
    %eq = arith.cmpi eq, %seven, %v : index
    %c = arith.select %eq, %xi, %zero : f32
    %a = arith.addf %acc, %c : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %sum : tensor<4xf32>
}

// A producer that is bound by issue on a GPU (two sines: 232 instructions a
// point on the CUDA lowering) is not recomputed by its three memory-bound
// readers: each would issue its instructions again, which the h100 model
// prices above its own kernel and the readers loading its result. Its
// first reader writes it for the others. Counted as ops (one
// special-function result each), the sines would be nearly free in each
// reader (its memory time hides them).
// CHECK-LABEL: func.func @issue_bound_producer_stays
// CHECK-COUNT-2: math.sin
// CHECK-NOT: math.sin
// CHECK: return
func.func @issue_bound_producer_stays(%x: tensor<4096x4096xf32>, %y: tensor<4096x4096xf32>) -> (tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>) {
  %e = tensor.empty() : tensor<4096x4096xf32>
  %p = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4096x4096xf32>) outs(%e : tensor<4096x4096xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = math.sin %a : f32
    %t = math.sin %s : f32
    linalg.yield %t : f32
  } -> tensor<4096x4096xf32>
  %e1 = tensor.empty() : tensor<4096x4096xf32>
  %r1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%p, %y : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%e1 : tensor<4096x4096xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.mulf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<4096x4096xf32>
  %e2 = tensor.empty() : tensor<4096x4096xf32>
  %r2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%p, %y : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%e2 : tensor<4096x4096xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.addf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<4096x4096xf32>
  %e3 = tensor.empty() : tensor<4096x4096xf32>
  %r3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%p, %y : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%e3 : tensor<4096x4096xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.subf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<4096x4096xf32>
  return %r1, %r2, %r3 : tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>
}

// A reduction over a padded GEMM's result (a softmax's max over 250 logits,
// padded to 256) reads it where it lies, points past the slice folding the
// maximum's neutral element (-inf): the sliced copy is not read. A sum (the
// softmax's denominator) folds -0.0.
// CHECK-LABEL: func.func @reduce_over_padded_logits
// GPU: %[[LP:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<8x256xbf16>)
// GPU-NOT: tensor.extract_slice
// GPU: %[[MAX:.*]] = linalg.generic {{.*}} ins(%[[LP]] : tensor<8x256xbf16>) outs(%{{.*}} : tensor<8xbf16>)
// GPU-NEXT: ^bb0(%[[V:.*]]: bf16, %[[M:.*]]: bf16):
// GPU-NEXT: %[[J:.*]] = linalg.index 1 : index
// GPU-NEXT: %[[END:.*]] = arith.constant 250 : index
// GPU-NEXT: %[[IN:.*]] = arith.cmpi ult, %[[J]], %[[END]] : index
// GPU-NEXT: %[[LOWEST:.*]] = arith.constant 0xFF80 : bf16
// GPU-NEXT: %[[VM:.*]] = arith.select %[[IN]], %[[V]], %[[LOWEST]] : bf16
// GPU-NEXT: %[[MX:.*]] = arith.maximumf %[[VM]], %[[M]] : bf16
// GPU-NEXT: linalg.yield %[[MX]] : bf16
// GPU: %[[SUM:.*]] = linalg.generic {{.*}} ins(%[[LP]] : tensor<8x256xbf16>) outs(%{{.*}} : tensor<8xf32>)
// GPU: %[[NEGZERO:.*]] = arith.constant -0.000000e+00 : f32
// GPU: arith.select %{{.*}}, %{{.*}}, %[[NEGZERO]] : f32
// GPU: return %[[MAX]], %[[SUM]]
// CPU: linalg.generic {{.*}} outs(%{{.*}} : tensor<8x250xbf16>)
func.func @reduce_over_padded_logits(%x: tensor<8x16xbf16>, %w: tensor<250x16xbf16>)
    -> (tensor<8xbf16>, tensor<8xf32>) {
  %zero = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<8x250xbf16>
  %f = linalg.fill ins(%zero : bf16) outs(%e : tensor<8x250xbf16>) -> tensor<8x250xbf16>
  %l = linalg.generic {indexing_maps = [#gemm_a, #gemm_bt, #gemm_c],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<8x16xbf16>, tensor<250x16xbf16>) outs(%f : tensor<8x250xbf16>) {
  ^bb0(%a: bf16, %b: bf16, %c: bf16):
    %c32 = arith.extf %c : bf16 to f32
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %s = arith.addf %c32, %p : f32
    %t = arith.truncf %s : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<8x250xbf16>
  %lowest = arith.constant 0xFF80 : bf16
  %m0 = tensor.empty() : tensor<8xbf16>
  %mf = linalg.fill ins(%lowest : bf16) outs(%m0 : tensor<8xbf16>) -> tensor<8xbf16>
  %max = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%l : tensor<8x250xbf16>) outs(%mf : tensor<8xbf16>) {
  ^bb0(%a: bf16, %m: bf16):
    %mx = arith.maximumf %a, %m : bf16
    linalg.yield %mx : bf16
  } -> tensor<8xbf16>
  %zf = arith.constant 0.0 : f32
  %s0 = tensor.empty() : tensor<8xf32>
  %sf = linalg.fill ins(%zf : f32) outs(%s0 : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%l : tensor<8x250xbf16>) outs(%sf : tensor<8xf32>) {
  ^bb0(%a: bf16, %acc: f32):
    %a32 = arith.extf %a : bf16 to f32
    %e32 = math.exp %a32 : f32
    %s = arith.addf %e32, %acc : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %max, %sum : tensor<8xbf16>, tensor<8xf32>
}

// Slices of an elementwise result, equal pieces of it and read by nothing
// else (a QKV projection's bias add split into q, k and v): one generic over
// a piece writes all three, reading the input and the bias split into pieces
// by views, each piece's loop indices offset by the piece.
// CHECK-LABEL: func.func @bias_add_into_slices
// CHECK-SAME: (%[[X:[a-z0-9]+]]: tensor<4x12xf32>, %[[B:[a-z0-9]+]]: tensor<12xf32>)
// CHECK: %[[XP:.*]] = tensor.expand_shape %[[X]] {{\[\[}}0], [1, 2]] output_shape [4, 3, 4]
// CHECK: %[[BP:.*]] = tensor.expand_shape %[[B]] {{\[\[}}0, 1]] output_shape [3, 4]
// CHECK: %[[QKV:.*]]:3 = linalg.generic
// CHECK-SAME: ins(%[[XP]], %[[XP]], %[[XP]], %[[BP]], %[[BP]], %[[BP]] :
// CHECK-NEXT: ^bb0(%[[X0:[a-z0-9_]+]]: f32, %[[X1:[a-z0-9_]+]]: f32, %[[X2:[a-z0-9_]+]]: f32, %[[B0:[a-z0-9_]+]]: f32, %[[B1:[a-z0-9_]+]]: f32, %[[B2:[a-z0-9_]+]]: f32,
// CHECK: %[[I:.*]] = linalg.index 1
// CHECK: arith.addf %[[X0]], %[[B0]]
// CHECK: arith.addi %[[I]], %c4
// CHECK: arith.addf %[[X1]], %[[B1]]
// CHECK: arith.addi %[[I]], %c8
// CHECK: arith.addf %[[X2]], %[[B2]]
// CHECK-NOT: tensor.extract_slice
// CHECK: return %[[QKV]]#0, %[[QKV]]#1, %[[QKV]]#2
// SLICES-LABEL: func.func @bias_add_into_slices
// SLICES: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0, d1)>, affine_map<(d0, d1) -> (d0, 1, d1)>, affine_map<(d0, d1) -> (d0, 2, d1)>, affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (1, d1)>, affine_map<(d0, d1) -> (2, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
func.func @bias_add_into_slices(%x: tensor<4x12xf32>, %b: tensor<12xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %e = tensor.empty() : tensor<4x12xf32>
  %y = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d1)>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : tensor<4x12xf32>, tensor<12xf32>) outs(%e : tensor<4x12xf32>) {
  ^bb0(%a: f32, %c: f32, %out: f32):
    %i = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %s = arith.addf %a, %c : f32
    %t = arith.addf %s, %f : f32
    linalg.yield %t : f32
  } -> tensor<4x12xf32>
  %q = tensor.extract_slice %y[0, 0] [4, 4] [1, 1] : tensor<4x12xf32> to tensor<4x4xf32>
  %k = tensor.extract_slice %y[0, 4] [4, 4] [1, 1] : tensor<4x12xf32> to tensor<4x4xf32>
  %v = tensor.extract_slice %y[0, 8] [4, 4] [1, 1] : tensor<4x12xf32> to tensor<4x4xf32>
  return %q, %k, %v : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}

// Slices of other sizes, or not at multiples of their size, stay copies of
// the stored result.
// CHECK-LABEL: func.func @slices_of_other_sizes
// CHECK: %[[Y:.*]] = linalg.generic
// CHECK: tensor.extract_slice %[[Y]][0, 0] [4, 4]
// CHECK: tensor.extract_slice %[[Y]][0, 4] [4, 8]
func.func @slices_of_other_sizes(%x: tensor<4x12xf32>) -> (tensor<4x4xf32>, tensor<4x8xf32>) {
  %e = tensor.empty() : tensor<4x12xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x12xf32>) outs(%e : tensor<4x12xf32>) {
  ^bb0(%a: f32, %out: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  } -> tensor<4x12xf32>
  %q = tensor.extract_slice %y[0, 0] [4, 4] [1, 1] : tensor<4x12xf32> to tensor<4x4xf32>
  %kv = tensor.extract_slice %y[0, 4] [4, 8] [1, 1] : tensor<4x12xf32> to tensor<4x8xf32>
  return %q, %kv : tensor<4x4xf32>, tensor<4x8xf32>
}

// CHECK-LABEL: func.func @slices_between_pieces
// CHECK: %[[Y:.*]] = linalg.generic
// CHECK: tensor.extract_slice %[[Y]][0, 0] [4, 4]
// CHECK: tensor.extract_slice %[[Y]][0, 2] [4, 4]
func.func @slices_between_pieces(%x: tensor<4x12xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %e = tensor.empty() : tensor<4x12xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x12xf32>) outs(%e : tensor<4x12xf32>) {
  ^bb0(%a: f32, %out: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  } -> tensor<4x12xf32>
  %q = tensor.extract_slice %y[0, 0] [4, 4] [1, 1] : tensor<4x12xf32> to tensor<4x4xf32>
  %k = tensor.extract_slice %y[0, 2] [4, 4] [1, 1] : tensor<4x12xf32> to tensor<4x4xf32>
  return %q, %k : tensor<4x4xf32>, tensor<4x4xf32>
}

// Nor are the pieces of a result of dynamic shape cut out of it.
// CHECK-LABEL: func.func @slices_of_a_dynamic_result
// CHECK: %[[Y:.*]] = linalg.generic
// CHECK: tensor.extract_slice %[[Y]][0, 0] [4, 4]
// CHECK: tensor.extract_slice %[[Y]][0, 4] [4, 4]
func.func @slices_of_a_dynamic_result(%x: tensor<4x?xf32>, %n: index) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %e = tensor.empty(%n) : tensor<4x?xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x?xf32>) outs(%e : tensor<4x?xf32>) {
  ^bb0(%a: f32, %out: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  } -> tensor<4x?xf32>
  %q = tensor.extract_slice %y[0, 0] [4, 4] [1, 1] : tensor<4x?xf32> to tensor<4x4xf32>
  %k = tensor.extract_slice %y[0, 4] [4, 4] [1, 1] : tensor<4x?xf32> to tensor<4x4xf32>
  return %q, %k : tensor<4x4xf32>, tensor<4x4xf32>
}

// A row's value that its reader reads at each of the row's points is
// computed there only when that costs less than its own kernel (XLA's rule
// against fusing an expensive producer into a reader that reuses its
// elements, priced by the device's model). A division and a log per row,
// read at 32768 points of each of 4096 rows, stay a kernel of their own on
// either device; over 64 rows of 4096 points the GPU computes them in the
// reader rather than launch a kernel for them.
// CHECK-LABEL: func.func @row_value_kept_apart
// CHECK-SAME: (%[[S:[a-z0-9]+]]: tensor<4096x1xf32>, %[[Z:[a-z0-9]+]]: tensor<4096x1xf32>, %[[E:[a-z0-9]+]]: tensor<4096x32768xf32>)
// CHECK: %[[ROW:.*]] = linalg.generic {{.*}} ins(%[[S]], %[[Z]] : tensor<4096x1xf32>, tensor<4096x1xf32>)
// CHECK: arith.divf
// CHECK-NEXT: math.log
// CHECK: %[[R:.*]] = linalg.generic {indexing_maps = [#[[ROWS]], #[[ID2]], #[[ID2]]], {{.*}} ins(%[[ROW]], %[[E]] : tensor<4096x1xf32>, tensor<4096x32768xf32>)
// CHECK-NOT: math.log
// CHECK: return %[[R]]
func.func @row_value_kept_apart(%s: tensor<4096x1xf32>, %z: tensor<4096x1xf32>, %x: tensor<4096x32768xf32>) -> tensor<4096x32768xf32> {
  %0 = tensor.empty() : tensor<4096x1xf32>
  %d = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s, %z : tensor<4096x1xf32>, tensor<4096x1xf32>) outs(%0 : tensor<4096x1xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %q = arith.divf %a, %b : f32
    %l = math.log %q : f32
    linalg.yield %l : f32
  } -> tensor<4096x1xf32>
  %1 = tensor.empty() : tensor<4096x32768xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%d, %x : tensor<4096x1xf32>, tensor<4096x32768xf32>) outs(%1 : tensor<4096x32768xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<4096x32768xf32>
  return %r : tensor<4096x32768xf32>
}

// CHECK-LABEL: func.func @row_value_recomputed_when_few
// CHECK-SAME: (%[[S:[a-z0-9]+]]: tensor<64x1xf32>, %[[Z:[a-z0-9]+]]: tensor<64x1xf32>, %[[E:[a-z0-9]+]]: tensor<64x4096xf32>)
// GPU: %[[R:.*]] = linalg.generic {{.*}} ins(%[[S]], %[[Z]], %[[E]] : tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x4096xf32>)
// GPU: arith.divf
// GPU-NEXT: math.log
// GPU-NEXT: arith.mulf
// GPU-NOT: linalg.generic
// GPU: return %[[R]]
// CPU: %[[ROW:.*]] = linalg.generic {{.*}} ins(%[[S]], %[[Z]] : tensor<64x1xf32>, tensor<64x1xf32>)
// CPU: linalg.generic {{.*}} ins(%[[ROW]], %[[E]] : tensor<64x1xf32>, tensor<64x4096xf32>)
func.func @row_value_recomputed_when_few(%s: tensor<64x1xf32>, %z: tensor<64x1xf32>, %x: tensor<64x4096xf32>) -> tensor<64x4096xf32> {
  %0 = tensor.empty() : tensor<64x1xf32>
  %d = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s, %z : tensor<64x1xf32>, tensor<64x1xf32>) outs(%0 : tensor<64x1xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %q = arith.divf %a, %b : f32
    %l = math.log %q : f32
    linalg.yield %l : f32
  } -> tensor<64x1xf32>
  %1 = tensor.empty() : tensor<64x4096xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%d, %x : tensor<64x1xf32>, tensor<64x4096xf32>) outs(%1 : tensor<64x4096xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<64x4096xf32>
  return %r : tensor<64x4096xf32>
}

// The same row value gathered in a body (as a padded reader reads it) is
// read, not computed at each point.
// CHECK-LABEL: func.func @row_value_gathered
// CHECK-SAME: (%[[S:[a-z0-9]+]]: tensor<4096xf32>, %[[Z:[a-z0-9]+]]: tensor<4096xf32>)
// CHECK: %[[ROW:.*]] = linalg.generic {{.*}} ins(%[[S]], %[[Z]] : tensor<4096xf32>, tensor<4096xf32>)
// CHECK: math.log
// CHECK: %[[R:.*]] = linalg.generic
// CHECK: %[[I:.*]] = linalg.index 0 : index
// CHECK: tensor.extract %[[ROW]][%[[I]]] : tensor<4096xf32>
// CHECK-NOT: math.log
// CHECK: return %[[R]]
func.func @row_value_gathered(%s: tensor<4096xf32>, %z: tensor<4096xf32>) -> tensor<4096x32768xf32> {
  %0 = tensor.empty() : tensor<4096xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%s, %z : tensor<4096xf32>, tensor<4096xf32>) outs(%0 : tensor<4096xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %q = arith.divf %a, %b : f32
    %l = math.log %q : f32
    linalg.yield %l : f32
  } -> tensor<4096xf32>
  %1 = tensor.empty() : tensor<4096x32768xf32>
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
      outs(%1 : tensor<4096x32768xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %v = tensor.extract %d[%i] : tensor<4096xf32>
    %c = arith.index_cast %j : index to i32
    %f = arith.sitofp %c : i32 to f32
    %m = arith.mulf %v, %f : f32
    linalg.yield %m : f32
  } -> tensor<4096x32768xf32>
  return %r : tensor<4096x32768xf32>
}

// A reader of two producers that both widen the same input computes the
// widening once: fusion leaves a copy from each, and the body keeps one.
// CHECK-LABEL: func.func @repeated_values_merged
// CHECK-SAME: (%[[X:[a-z0-9]+]]: tensor<64x64xbf16>)
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<64x64xbf16>)
// CHECK-NEXT: ^bb0(%[[IN:[a-z0-9_]+]]: bf16, %{{.*}}: f32):
// CHECK-NEXT: %[[W:.*]] = arith.extf %[[IN]] : bf16 to f32
// CHECK-NEXT: %[[TWICE:.*]] = arith.addf %[[W]], %[[W]] : f32
// CHECK-NEXT: %[[SQ:.*]] = arith.mulf %[[W]], %[[W]] : f32
// CHECK-NEXT: %[[SUM:.*]] = arith.addf %[[SQ]], %[[TWICE]] : f32
// CHECK-NEXT: linalg.yield %[[SUM]] : f32
// CHECK: return %[[R]]
func.func @repeated_values_merged(%x: tensor<64x64xbf16>) -> tensor<64x64xf32> {
  %e = tensor.empty() : tensor<64x64xf32>
  %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x64xbf16>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%a: bf16, %o: f32):
    %w = arith.extf %a : bf16 to f32
    %m = arith.mulf %w, %w : f32
    linalg.yield %m : f32
  } -> tensor<64x64xf32>
  %twice = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x64xbf16>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%a: bf16, %o: f32):
    %w = arith.extf %a : bf16 to f32
    %m = arith.addf %w, %w : f32
    linalg.yield %m : f32
  } -> tensor<64x64xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%sq, %twice : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}

// A row's reciprocal read at each of 1024 points of 16384 rows: a GPU thread
// computes it once for its four points of the row (GpuPointLayout.h), so
// the reader adds 14 / 4 instructions a point, less than the reciprocal's
// own kernel costs, and computes it.
// CHECK-LABEL: func.func @row_value_shared_by_a_thread
// CHECK-SAME: (%[[S:[a-z0-9]+]]: tensor<16384x1xf32>, %[[X:[a-z0-9]+]]: tensor<16384x1024xf32>)
// GPU: %[[R:.*]] = linalg.generic {{.*}} ins(%[[S]], %[[X]] : tensor<16384x1xf32>, tensor<16384x1024xf32>)
// GPU: arith.divf
// GPU-NEXT: arith.mulf
// GPU: return %[[R]]
// CPU: %[[INV:.*]] = linalg.generic {{.*}} ins(%[[S]] : tensor<16384x1xf32>)
// CPU: linalg.generic {{.*}} ins(%[[INV]], %[[X]] : tensor<16384x1xf32>, tensor<16384x1024xf32>)
func.func @row_value_shared_by_a_thread(%s: tensor<16384x1xf32>, %x: tensor<16384x1024xf32>) -> tensor<16384x1024xf32> {
  %one = arith.constant 1.0 : f32
  %0 = tensor.empty() : tensor<16384x1xf32>
  %inv = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<16384x1xf32>) outs(%0 : tensor<16384x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %q = arith.divf %one, %a : f32
    linalg.yield %q : f32
  } -> tensor<16384x1xf32>
  %1 = tensor.empty() : tensor<16384x1024xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%inv, %x : tensor<16384x1xf32>, tensor<16384x1024xf32>) outs(%1 : tensor<16384x1024xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<16384x1024xf32>
  return %r : tensor<16384x1024xf32>
}

// A row's log read by two readers over 32768 points a row: the readers
// stream enough memory to hide it, but each copy would add more than the
// log's own kernel costs, so no reader gets a copy (which it would not
// compute in itself: the log would run twice, as two kernels) and the log
// runs once.
// CHECK-LABEL: func.func @row_value_not_copied
// CHECK-SAME: (%[[S:[a-z0-9]+]]: tensor<4096x1xf32>, %[[X:[a-z0-9]+]]: tensor<4096x32768xf32>)
// CHECK: %[[LOG:.*]] = linalg.generic {{.*}} ins(%[[S]] : tensor<4096x1xf32>)
// CHECK: math.log
// CHECK-NOT: math.log
// CHECK: linalg.generic {{.*}} ins(%[[LOG]], %[[X]] : tensor<4096x1xf32>, tensor<4096x32768xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[LOG]], %[[X]] : tensor<4096x1xf32>, tensor<4096x32768xf32>)
// CHECK: return
func.func @row_value_not_copied(%s: tensor<4096x1xf32>, %x: tensor<4096x32768xf32>) -> (tensor<4096x32768xf32>, tensor<4096x32768xf32>) {
  %0 = tensor.empty() : tensor<4096x1xf32>
  %log = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<4096x1xf32>) outs(%0 : tensor<4096x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %l = math.log %a : f32
    linalg.yield %l : f32
  } -> tensor<4096x1xf32>
  %1 = tensor.empty() : tensor<4096x32768xf32>
  %r1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%log, %x : tensor<4096x1xf32>, tensor<4096x32768xf32>) outs(%1 : tensor<4096x32768xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<4096x32768xf32>
  %r2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%log, %x : tensor<4096x1xf32>, tensor<4096x32768xf32>) outs(%1 : tensor<4096x32768xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.addf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<4096x32768xf32>
  return %r1, %r2 : tensor<4096x32768xf32>, tensor<4096x32768xf32>
}
