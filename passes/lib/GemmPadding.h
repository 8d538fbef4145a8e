//===- GemmPadding.h - GEMM operands padded to aligned rows -----*- C++ -*-===//
//
// A step of fsdp-form-kernels for devices whose library GEMMs want each row
// of a 16-bit operand to start at a multiple of
// DeviceSpec::gemmRowAlignmentBytes (NVIDIA GPUs: 16 bytes, the vectors
// tensor-core kernels load; Hopper's TMA takes no other row stride). A
// library GEMM (matchGemm) of bf16 or f16 inputs that starts from zero
// (isFreshGemmInit) and has an operand whose rows are of another length
// (GPT-2's vocabulary of 50257: the logits, their gradient and the
// embedding's gradient) runs on operands padded with zeros, as XLA pads
// such dots: each loop that indexes the rows of such an operand is
// lengthened to the next multiple that aligns them.
//
// Zeros are exact. A lengthened K loop adds products of zeros; rows or
// columns the lengthening adds to the result are sliced off
// (tensor.extract_slice, a copy). An operand is padded by a linalg.generic
// that reads it by tensor.extract, its index clamped, zero past the end:
// one per value and shape, placed before the first GEMM that reads it and
// shared by the later ones. It runs after the fusion, which then runs again:
// an elementwise kernel read only by the padding is computed inside it (the
// fusion's gather rule), so the padded gradient of the logits is written
// once, by the kernel that computes it.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_PASSES_GEMMPADDING_H
#define FSDPC_PASSES_GEMMPADDING_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::fsdp {

/// Pads the operands of `func`'s library GEMMs described above to rows of
/// multiples of `alignmentBytes` (0: none). Returns whether it padded any.
bool padGemmOperands(func::FuncOp func, unsigned alignmentBytes);

/// Readers of a padded result read it where it lies rather than its sliced
/// copy: an element gathered from a zero-offset slice is gathered from the
/// slice's source, and a reduction over the slice's shortened dimensions
/// (through loops no other operand reads) reduces over the source with the
/// points past the slice folding their combining op's neutral element (a
/// sum's -0.0, a max's -inf). When every reader does, the copy is gone.
void populatePaddedSlicePatterns(RewritePatternSet &patterns);

} // namespace mlir::fsdp

#endif // FSDPC_PASSES_GEMMPADDING_H
