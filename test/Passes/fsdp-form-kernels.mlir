// fsdp-form-kernels fuses an elementwise producer into its only reader, and
// keeps a producer that two ops read (fusing it would compute it twice). A
// transpose read only by a GEMM, or of a GEMM's result only, goes: the GEMM
// reads or writes the other layout in place; one that would leave no GEMM
// (no unit stride) stays.
// RUN: fsdp-opt %s --fsdp-form-kernels | FileCheck %s

// The maps the folded transposes leave (q and k read head-strided), printed
// before the functions.
// CHECK-DAG: #[[QMAP:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>
// CHECK-DAG: #[[KMAP:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d4)>
// CHECK-DAG: #[[ROT_A:.*]] = affine_map<(d0, d1, d2, d3) -> (d3, d0, d1)>
// CHECK-DAG: #[[ROT_C:.*]] = affine_map<(d0, d1, d2, d3) -> (d2, d0, d1)>
// CHECK-DAG: #[[TWICE_A:.*]] = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-DAG: #[[TWICE_B:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>

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

// CHECK-LABEL: func.func @shared
// CHECK: %[[T:.*]] = linalg.generic
// CHECK: math.exp
// CHECK: linalg.generic {{.*}} ins(%[[T]] : tensor<4x8xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[T]] : tensor<4x8xf32>)
func.func @shared(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = math.exp %a : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %u = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.negf %a : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %w = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.mulf %a, %a : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  return %u, %w : tensor<4x8xf32>, tensor<4x8xf32>
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
// unit stride in its matrix); and a transpose with a second reader.
// CHECK-LABEL: func.func @kept_transposes
// CHECK: %[[T:.*]] = linalg.transpose
// CHECK: linalg.generic {{.*}} ins(%[[T]],
// CHECK: %[[U:.*]] = linalg.transpose
// CHECK: linalg.generic {{.*}} ins(%[[U]],
// CHECK: return {{.*}}%[[U]]
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
