// matchGemm (fsdpc/Passes/Contraction.h) reads a library GEMM from a linalg
// op's indexing maps and shapes: strides per operand, M/N/K/batch runs, the
// transposes and leading dimensions, the library batch and the outer loops
// of calls. fsdp-translate emits exactly this Gemm; the cost model prices it.
// RUN: fsdp-opt %s --fsdp-test-gemm-match -verify-diagnostics -split-input-file

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
#nm = affine_map<(m, n, k) -> (n, m)>

// A plain row-major matmul: no transposes, dense leading dimensions.
func.func @matmul(%a: tensor<8x16xf32>, %b: tensor<16x12xf32>, %c: tensor<8x12xf32>) -> tensor<8x12xf32> {
  // expected-remark @+1 {{gemm A=0 B=1 8x12x16 ld 16 12 12 batch 1 [0 0 0]}}
  %r = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x12xf32>) outs(%c : tensor<8x12xf32>) -> tensor<8x12xf32>
  return %r : tensor<8x12xf32>
}

// -----

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#nm = affine_map<(m, n, k) -> (n, m)>

// C stored transposed (N x M): computed as C^T = B^T A^T, the inputs swapped
// and both read transposed.
func.func @transposed_result(%a: tensor<8x16xf32>, %b: tensor<16x12xf32>, %c: tensor<12x8xf32>) -> tensor<12x8xf32> {
  // expected-remark @+1 {{gemm A=1 B=0 12x8x16 A^T B^T ld 12 16 8 batch 1 [0 0 0]}}
  %r = linalg.generic {indexing_maps = [#mk, #kn, #nm], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<8x16xf32>, tensor<16x12xf32>) outs(%c : tensor<12x8xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<12x8xf32>
  return %r : tensor<12x8xf32>
}

// -----

// Attention scores from head-strided q and k ([batch, seq, heads, head_dim]:
// a row of one head is 3 * 4 = 12 elements after the previous): read in
// place with leading dimension 12. The heads (3) are the library batch, the
// batch (2) a loop of calls: the two do not merge, since a head of q is 4
// elements after the previous but a batch 72.
func.func @scores(%q: tensor<2x6x3x4xf32>, %k: tensor<2x6x3x4xf32>, %c: tensor<2x3x6x6xf32>) -> tensor<2x3x6x6xf32> {
  // expected-remark @+1 {{gemm A=0 B=1 6x6x4 B^T ld 12 12 6 batch 3 [4 4 36] outer 2 [72 72 108]}}
  %r = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>,
                                        affine_map<(b, h, i, j, d) -> (b, j, h, d)>,
                                        affine_map<(b, h, i, j, d) -> (b, h, i, j)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<2x6x3x4xf32>, tensor<2x6x3x4xf32>) outs(%c : tensor<2x3x6x6xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x3x6x6xf32>
  return %r : tensor<2x3x6x6xf32>
}

// -----

// Probabilities times head-strided v, written head-strided into
// [batch, seq, heads, head_dim] (ldc 12): no transposing copy on either side.
func.func @values(%p: tensor<2x3x6x6xbf16>, %v: tensor<2x6x3x4xbf16>, %c: tensor<2x6x3x4xf32>) -> tensor<2x6x3x4xf32> {
  // expected-remark @+1 {{gemm A=0 B=1 6x4x6 ld 6 12 12 batch 3 [36 4 4] outer 2 [108 72 72]}}
  %r = linalg.generic {indexing_maps = [affine_map<(b, h, i, d, j) -> (b, h, i, j)>,
                                        affine_map<(b, h, i, d, j) -> (b, j, h, d)>,
                                        affine_map<(b, h, i, d, j) -> (b, i, h, d)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%p, %v : tensor<2x3x6x6xbf16>, tensor<2x6x3x4xbf16>) outs(%c : tensor<2x6x3x4xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xf = arith.extf %x : bf16 to f32
    %yf = arith.extf %y : bf16 to f32
    %m = arith.mulf %xf, %yf : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x6x3x4xf32>
  return %r : tensor<2x6x3x4xf32>
}

// -----

// The key gradient of grouped-query attention: the sum runs over the query
// (k, 6) and the group (r, 2), which do not merge (in B a group is 4
// elements after the previous, a query 16, with the KV heads between). The
// GEMM sums over r, the one with a unit stride in A; k is a loop of 6 calls
// adding into the same C (stride 0 in C).
func.func @split_k(%a: tensor<2x2x6x6x2xf32>, %b: tensor<2x6x2x2x4xf32>, %c: tensor<2x2x6x4xf32>) -> tensor<2x2x6x4xf32> {
  // expected-remark @+1 {{gemm A=0 B=1 6x4x2 ld 12 4 4 batch 2 [144 96 48] outer 2 [72 8 24] outer 6 [2 16 0]}}
  %r = linalg.generic {indexing_maps = [affine_map<(b, g, i, d, k, r) -> (b, g, i, k, r)>,
                                        affine_map<(b, g, i, d, k, r) -> (b, k, g, r, d)>,
                                        affine_map<(b, g, i, d, k, r) -> (b, g, i, d)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%a, %b : tensor<2x2x6x6x2xf32>, tensor<2x6x2x2x4xf32>) outs(%c : tensor<2x2x6x4xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x2x6x4xf32>
  return %r : tensor<2x2x6x4xf32>
}

// -----

// Not GEMMs: A with no unit stride in its matrix (the batch innermost), an
// output broadcast over a loop no input uses, and a max instead of a sum.
func.func @not_gemms(%a: tensor<8x16x4xf32>, %b: tensor<4x16x12xf32>, %c: tensor<4x8x12xf32>,
                     %x: tensor<8x16xf32>, %y: tensor<16x12xf32>, %z: tensor<3x8x12xf32>, %w: tensor<8x12xf32>) {
  // expected-remark @+1 {{no gemm}}
  %0 = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (m, k, b)>,
                                        affine_map<(b, m, n, k) -> (b, k, n)>,
                                        affine_map<(b, m, n, k) -> (b, m, n)>],
                       iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<8x16x4xf32>, tensor<4x16x12xf32>) outs(%c : tensor<4x8x12xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x8x12xf32>
  // expected-remark @+1 {{no gemm}}
  %1 = linalg.generic {indexing_maps = [affine_map<(t, m, n, k) -> (m, k)>,
                                        affine_map<(t, m, n, k) -> (k, n)>,
                                        affine_map<(t, m, n, k) -> (t, m, n)>],
                       iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x, %y : tensor<8x16xf32>, tensor<16x12xf32>) outs(%z : tensor<3x8x12xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<3x8x12xf32>
  // expected-remark @+1 {{no gemm}}
  %2 = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                        affine_map<(m, n, k) -> (k, n)>,
                                        affine_map<(m, n, k) -> (m, n)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %y : tensor<8x16xf32>, tensor<16x12xf32>) outs(%w : tensor<8x12xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.maximumf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<8x12xf32>
  return
}

// -----

// A column-major C with a batch: C^T = B^T A^T per batch, the batch strides
// those of the swapped operands (A = the second input).
func.func @transposed_result_batched(%a: tensor<3x8x16xf32>, %b: tensor<3x16x12xf32>, %c: tensor<3x12x8xf32>) -> tensor<3x12x8xf32> {
  // expected-remark @+1 {{gemm A=1 B=0 12x8x16 A^T B^T ld 12 16 8 batch 3 [192 128 96]}}
  %r = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>,
                                        affine_map<(b, m, n, k) -> (b, k, n)>,
                                        affine_map<(b, m, n, k) -> (b, n, m)>],
                       iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<3x8x16xf32>, tensor<3x16x12xf32>) outs(%c : tensor<3x12x8xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<3x12x8xf32>
  return %r : tensor<3x12x8xf32>
}

// -----

// An input read at index 0 of a dimension (its first row only): that
// dimension adds no stride.
func.func @first_row(%a: tensor<2x8x16xf32>, %b: tensor<16x12xf32>, %c: tensor<8x12xf32>) -> tensor<8x12xf32> {
  // expected-remark @+1 {{gemm A=0 B=1 8x12x16 ld 16 12 12 batch 1 [0 0 0]}}
  %r = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (0, m, k)>,
                                        affine_map<(m, n, k) -> (k, n)>,
                                        affine_map<(m, n, k) -> (m, n)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<2x8x16xf32>, tensor<16x12xf32>) outs(%c : tensor<8x12xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x12xf32>
  return %r : tensor<8x12xf32>
}

// -----

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>

// A bf16 C whose sum is kept in f32 and rounded (what fsdp-form-kernels makes
// of a product rounded to bf16) is a GEMM writing bf16; rounding a sum that
// does not start from the accumulator is not.
func.func @rounded_result(%a: tensor<8x16xbf16>, %b: tensor<16x12xbf16>, %c: tensor<8x12xbf16>)
    -> (tensor<8x12xbf16>, tensor<8x12xbf16>) {
  // expected-remark @+1 {{gemm A=0 B=1 8x12x16 ld 16 12 12 batch 1 [0 0 0]}}
  %r = linalg.generic {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<8x16xbf16>, tensor<16x12xbf16>) outs(%c : tensor<8x12xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %acc: bf16):
    %wide = arith.extf %acc : bf16 to f32
    %xf = arith.extf %x : bf16 to f32
    %yf = arith.extf %y : bf16 to f32
    %p = arith.mulf %xf, %yf : f32
    %s = arith.addf %wide, %p : f32
    %t = arith.truncf %s : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<8x12xbf16>
  // expected-remark @+1 {{no gemm}}
  %q = linalg.generic {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<8x16xbf16>, tensor<16x12xbf16>) outs(%c : tensor<8x12xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %acc: bf16):
    %xf = arith.extf %x : bf16 to f32
    %yf = arith.extf %y : bf16 to f32
    %p = arith.mulf %xf, %yf : f32
    %s = arith.addf %xf, %p : f32
    %t = arith.truncf %s : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<8x12xbf16>
  return %r, %q : tensor<8x12xbf16>, tensor<8x12xbf16>
}

// -----

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
#bmk = affine_map<(b, m, n, k) -> (b, m, k)>
#bkn = affine_map<(b, m, n, k) -> (b, k, n)>
#bmn = affine_map<(b, m, n, k) -> (m, n)>

// What no library takes: A and B of different types, a C narrower than
// inputs of another type, and a rounded C summed over calls (a K split
// across loops of calls would round each partial sum).
func.func @library_types(%a: tensor<8x16xbf16>, %b: tensor<16x12xf32>, %x: tensor<8x16xf32>, %y: tensor<16x12xf32>,
                         %c: tensor<8x12xf32>, %cb: tensor<8x12xbf16>, %p: tensor<3x8x16xbf16>, %q: tensor<3x16x12xbf16>)
    -> (tensor<8x12xf32>, tensor<8x12xbf16>, tensor<8x12xbf16>) {
  // expected-remark @+1 {{no gemm}}
  %mixed = linalg.generic {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<8x16xbf16>, tensor<16x12xf32>) outs(%c : tensor<8x12xf32>) {
  ^bb0(%u: bf16, %v: f32, %acc: f32):
    %uf = arith.extf %u : bf16 to f32
    %m = arith.mulf %uf, %v : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<8x12xf32>
  // expected-remark @+1 {{no gemm}}
  %narrow = linalg.generic {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %y : tensor<8x16xf32>, tensor<16x12xf32>) outs(%cb : tensor<8x12xbf16>) {
  ^bb0(%u: f32, %v: f32, %acc: bf16):
    %w = arith.extf %acc : bf16 to f32
    %m = arith.mulf %u, %v : f32
    %s = arith.addf %w, %m : f32
    %t = arith.truncf %s : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<8x12xbf16>
  // expected-remark @+1 {{no gemm}}
  %split = linalg.generic {indexing_maps = [#bmk, #bkn, #bmn], iterator_types = ["reduction", "parallel", "parallel", "reduction"]}
      ins(%p, %q : tensor<3x8x16xbf16>, tensor<3x16x12xbf16>) outs(%cb : tensor<8x12xbf16>) {
  ^bb0(%u: bf16, %v: bf16, %acc: bf16):
    %w = arith.extf %acc : bf16 to f32
    %uf = arith.extf %u : bf16 to f32
    %vf = arith.extf %v : bf16 to f32
    %m = arith.mulf %uf, %vf : f32
    %s = arith.addf %w, %m : f32
    %t = arith.truncf %s : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<8x12xbf16>
  return %mixed, %narrow, %split : tensor<8x12xf32>, tensor<8x12xbf16>, tensor<8x12xbf16>
}
