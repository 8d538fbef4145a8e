//===- PickedReductions.h - reductions that pick one point ------*- C++ -*-===//
//
// A pattern of fsdp-form-kernels: a reduction loop whose index the body only
// compares for equality with one value the loop does not reach (a
// cross-entropy's gradient summing a one-hot of the targets over the
// vocabulary: sum over v of (target == v ? g : 0)) picks at most one point of
// that loop. When the body folds the combining op's neutral element at every
// other point (or +0.0 into a float sum starting from a constant other than
// -0.0, which it leaves as it is too), the loop then runs once (and
// DropUnitReductions drops it when no other reduction loop is left): at the
// picked value clamped to the loop's range, where the compare tells whether the
// pick was in it. The sum is the same; GPT-2's loss gradient loops over 8 x
// 1024 targets instead of 8 x 1024 x 50257 points.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_PASSES_PICKEDREDUCTIONS_H
#define FSDPC_PASSES_PICKEDREDUCTIONS_H

#include "mlir/IR/PatternMatch.h"

namespace mlir::fsdp {

void populatePickedReductionPatterns(RewritePatternSet &patterns);

} // namespace mlir::fsdp

#endif // FSDPC_PASSES_PICKEDREDUCTIONS_H
