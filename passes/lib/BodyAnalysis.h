//===- BodyAnalysis.h - facts about linalg op bodies ------------*- C++ -*-===//
//
// Questions fsdp-partition asks of the scalar body of a linalg op: how an
// output combines across a reduction loop, whether the body is linear in some
// of its inputs, and whether it maps zero inputs to zero.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_PASSES_BODYANALYSIS_H
#define FSDPC_PASSES_BODYANALYSIS_H

#include "fsdpc/Dialect/FSDP/FSDP.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "llvm/ADT/DenseSet.h"

namespace mlir::fsdp {

/// How output `resultIndex` of `op` accumulates over its reduction loops:
/// sum for `out + x`, max / min for the matching arith ops; nullopt when the
/// body does something else.
std::optional<ReductionKind> getCombiner(linalg::LinalgOp op,
                                         unsigned resultIndex);

/// Whether every output of `op` is a linear function of the block arguments
/// in `linearArgs` (a partial sum stays a partial sum through such an op).
/// Other block arguments must not mix with them non-linearly; init block
/// arguments in `linearArgs` stand for accumulators that start at zero.
bool isLinearIn(linalg::LinalgOp op, const llvm::DenseSet<Value> &linearArgs);

/// Whether the body yields zero in every output when each block argument in
/// `zeroArgs` is zero (other arguments unknown), proved by constant folding.
bool yieldsZeroOn(linalg::LinalgOp op, const llvm::DenseSet<Value> &zeroArgs);

/// Whether `value` is a tensor whose elements are all zero by construction
/// (a zero constant, or a fill of zero).
bool isZeroTensor(Value value);

} // namespace mlir::fsdp

#endif // FSDPC_PASSES_BODYANALYSIS_H
