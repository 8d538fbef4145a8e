//===- Contraction.h - linalg ops that are GEMMs ----------------*- C++ -*-===//
//
// The one analysis that recognizes a (batched) matrix multiplication in a
// linalg op, shared by the runtime lowering (fsdp-translate calls a library
// GEMM for it) and the cost model (2 flops per multiply-accumulate at the
// rate of the inputs' element type), read from the indexing maps and shapes.
// Also the one-hot contractions that are scatters (matchScatterAdd).
//
// A match is a contraction whose body multiplies its two inputs (each maybe
// widened by arith.extf) and adds the product to the accumulator, over
// operands that each lie in memory row-major in their own shape, A and B of
// one of f32, bf16, f16 and C of that type or f32 (what every runtime's
// library takes). A body that widens a narrower accumulator and rounds the
// f32 sum back (`trunc(ext(acc) + a * b)`) is a GEMM writing that narrower
// C: libraries keep the sum in f32 over all of K and round once (as XLA and
// cuBLAS compute a bf16 product), which is what the program meant by a
// product accumulated in f32 and then rounded (fsdp-form-kernels forms such
// GEMMs; one whose K would split into calls adding into C is none). Each loop
// (of extent > 1) is an M, N, K or batch loop by the operands that use it;
// loops of a group that advance every operand using them as one strided loop
// would merge into one run. The GEMM takes one run each of M, N and K (each
// matrix needs one unit stride: which one decides its transpose, the other
// is its leading dimension; the largest such GEMM wins). Other M and N runs
// are batch loops (the input without them shared by the batches); batch
// runs merge where they can, the largest goes to the library's
// strided-batched call and the others are loops of calls; other K runs are
// loops of calls adding into the same C. So head-strided attention operands
// ([batch, seq, heads, head_dim] read per (batch, head)) are GEMMs in place,
// with no transposing copy.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_PASSES_CONTRACTION_H
#define FSDPC_PASSES_CONTRACTION_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace mlir::fsdp {

/// A batch loop of a GEMM: `count` matrices, each `strideX` elements after
/// the previous one in operand X. A loop of calls with strideC 0 sums into
/// one C (a part of K).
struct GemmBatch {
  int64_t count = 1;
  int64_t strideA = 0, strideB = 0, strideC = 0;
};

struct GemmShape {
  int64_t m = 1, n = 1, k = 1;
  /// A is stored K x M (op(A) = A^T), B is stored N x K; C is M x N.
  bool transposeA = false, transposeB = false;
  /// Elements between consecutive stored rows of A, B and C.
  int64_t lda = 1, ldb = 1, ldc = 1;
  /// The library's batched call, and loops of such calls (outermost first).
  GemmBatch batch;
  SmallVector<GemmBatch, 2> outer;
  Type aType, bType, cType;            // element types as stored
  unsigned aOperand = 0, bOperand = 1; // which inputs are A and B

  /// All the matrices: batch.count times each outer count.
  double batches() const {
    double total = double(batch.count);
    for (const GemmBatch &loop : outer)
      total *= double(loop.count);
    return total;
  }
  /// 2 * batches * m * n * k.
  double flops() const {
    return 2.0 * batches() * double(m) * double(n) * double(k);
  }
};

/// The GEMM `op` computes, or nullopt when it is not one (see above).
std::optional<GemmShape> matchGemm(linalg::LinalgOp op);
/// The GEMM `op` would be if its three operands had `types` and were read
/// through `maps` (the same loops and body): what a rewrite that changes a
/// layout asks before it changes anything.
std::optional<GemmShape> matchGemm(linalg::LinalgOp op,
                                   ArrayRef<AffineMap> maps,
                                   ArrayRef<ShapedType> types);

/// Whether `init` (a GEMM's init) holds nothing the GEMM adds to: a
/// tensor.empty or a fill of zero. The library call then starts with
/// beta = 0.
bool isFreshGemmInit(Value init);

/// Whether `fill` never runs on its own because each of its readers starts
/// from its value by itself: every reader takes it as an init, and either is
/// a library GEMM and the value zero (the call's beta = 0), or is a
/// reduction kernel folding into it as an accumulator, each element at one
/// parallel point (not a scatter, whose ranges add into one output), which
/// fills the part of its output it computes before computing it. The value
/// is a constant. fsdp-translate emits no Fill for it, and the cost model
/// prices neither the fill nor its readers reading it.
bool isFilledByReaders(linalg::FillOp fill);

/// The fill whose value the reader of `init` starts from by itself
/// (isFilledByReaders), or null.
linalg::FillOp getFilledByReader(Value init);

/// A scatter-add written as a contraction over a one-hot comparison (how the
/// frontend lowers the gradient of an embedding lookup):
///   out[v, d] += sum over (b, s) of (index(b, s) == v ? value(b, s, d) : 0)
/// Densely that is vocabulary x tokens x width; fsdp-translate runs it as the
/// scatter itself (tokens x width) and the cost model prices it so.
struct ScatterAdd {
  /// The loop the one-hot compares against (v): it indexes only the output.
  unsigned scatteredLoop = 0;
  /// The loop a kernel's [begin, end) range covers (a parallel loop of the
  /// output other than v), if any.
  std::optional<unsigned> splitLoop;
  Operation *compare = nullptr; // index == linalg.index(v)
  Value index;                  // the compared row, computed from the inputs
  Value value;                  // what is added when the row matches
};

/// The scatter `op` computes, or nullopt.
std::optional<ScatterAdd> matchScatterAdd(linalg::LinalgOp op);

} // namespace mlir::fsdp

#endif // FSDPC_PASSES_CONTRACTION_H
