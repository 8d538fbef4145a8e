//===- Contraction.h - linalg ops that are GEMMs ----------------*- C++ -*-===//
//
// The one analysis that recognizes a (batched) matrix multiplication in a
// linalg op, shared by the runtime lowering (fsdp-translate calls a library
// GEMM for it) and the cost model (2 flops per multiply-accumulate at the
// rate of the inputs' element type). Built on linalg::inferContractionDims.
// Also the one-hot contractions that are scatters (matchScatterAdd).
//
// A match is a contraction whose body multiplies its two inputs (each maybe
// widened by arith.extf) and adds the product to the accumulator, and whose
// operands each lie in memory as a row-major (batch of) matrices (unit
// dimensions aside: they change no stride): every
// operand's dimensions are its batch dimensions, outermost, then its two
// groups (M and K for A, K and N for B, M and N for C) in either order, each
// group contiguous and in the same order in every operand that holds it.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_PASSES_CONTRACTION_H
#define FSDPC_PASSES_CONTRACTION_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace mlir::fsdp {

struct GemmShape {
  int64_t batch = 1, m = 1, n = 1, k = 1;
  /// A is stored K x M (op(A) = A^T), B is stored N x K.
  bool transposeA = false, transposeB = false;
  Type aType, bType, cType;            // element types as stored
  unsigned aOperand = 0, bOperand = 1; // which inputs are A and B

  /// 2 * batch * m * n * k.
  double flops() const {
    return 2.0 * double(batch) * double(m) * double(n) * double(k);
  }
};

/// The GEMM `op` computes, or nullopt when it is not one (see above).
std::optional<GemmShape> matchGemm(linalg::LinalgOp op);

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
