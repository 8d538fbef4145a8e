//===- GemmEpilogue.h - a GEMM's result rounded by the GEMM -----*- C++ -*-===//
//
// A pattern of fsdp-form-kernels: a GEMM accumulating in f32 whose result is
// only rounded to bf16/f16 (how the frontend writes a bf16 product, which
// XLA and PyTorch compute with an f32 accumulator) becomes one GEMM writing
// the narrow C (`trunc(ext(acc) + a * b)`, see Contraction.h): the library
// rounds as it stores, and the f32 result is never written or read again.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_PASSES_GEMMEPILOGUE_H
#define FSDPC_PASSES_GEMMEPILOGUE_H

#include "mlir/IR/PatternMatch.h"

namespace mlir::fsdp {

/// trunc(gemm(a, b)) -> gemm(a, b) writing the narrow type, when the GEMM
/// starts from zero, its result has no other reader, and it stays a GEMM.
void populateGemmEpiloguePatterns(RewritePatternSet &patterns);

} // namespace mlir::fsdp

#endif // FSDPC_PASSES_GEMMEPILOGUE_H
