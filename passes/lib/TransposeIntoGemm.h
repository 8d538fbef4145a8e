//===- TransposeIntoGemm.h - transposes read/written by GEMMs ---*- C++ -*-===//
//
// Patterns of fsdp-form-kernels that remove a layout copy (linalg.transpose)
// next to a contraction when the contraction stays a library GEMM reading or
// writing the other layout in place (matchGemm: a transposed operand or C
// is a different leading dimension or transpose flag, never a copy).
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_PASSES_TRANSPOSEINTOGEMM_H
#define FSDPC_PASSES_TRANSPOSEINTOGEMM_H

#include "mlir/IR/PatternMatch.h"

namespace mlir::fsdp {

/// A transpose read only by contractions is read through their indexing
/// maps; a transpose of a contraction's result (its only reader, the init a
/// constant fill or empty) is written by the contraction. Either only when
/// every contraction involved is a GEMM afterwards.
void populateTransposeIntoGemmPatterns(RewritePatternSet &patterns);

} // namespace mlir::fsdp

#endif // FSDPC_PASSES_TRANSPOSEINTOGEMM_H
