//===- UnitReductions.h - reductions over a single element ------*- C++ -*-===//
//
// A pattern of fsdp-form-kernels: a linalg.generic whose reduction loops all
// have extent 1 (how the frontend writes the gradient of a gather, a one-hot
// scatter into zeros) reduces nothing. Its reduction loops are dropped (the
// operands keep their shapes: the dropped loops read index 0), and an init
// that is a fill of a constant is read as that constant, which is exact: the
// single iteration reads it once. The op is then elementwise and fuses like
// one; before, its full-size zero fill and its result were both stored. A
// linalg.reduce over dimensions of extent 1 only (a reduction over a mesh
// axis of one rank, after the frontend's expand_shape) is generalized for
// it; and a generic input that is an expand_shape adding only dimensions of
// extent 1 is read from its source (an index into such a dimension is 0),
// so that the reader fuses with the source's producer. A linalg.broadcast
// that only adds dimensions of extent 1 is that expand_shape: a view, not a
// kernel.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_PASSES_UNITREDUCTIONS_H
#define FSDPC_PASSES_UNITREDUCTIONS_H

#include "mlir/IR/PatternMatch.h"

namespace mlir::fsdp {

void populateUnitReductionPatterns(RewritePatternSet &patterns);

} // namespace mlir::fsdp

#endif // FSDPC_PASSES_UNITREDUCTIONS_H
