//===- BodyAnalysis.h - facts about linalg op bodies ------------*- C++ -*-===//
//
// Questions fsdp-partition and fsdp-form-kernels ask of the scalar body of a
// linalg op: how an output combines across a reduction loop, whether the body
// is linear in some of its inputs, whether it maps zero inputs to zero, and
// whether it only moves (maybe converts) its input's elements.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_PASSES_BODYANALYSIS_H
#define FSDPC_PASSES_BODYANALYSIS_H

#include "fsdpc/Dialect/FSDP/FSDP.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "llvm/ADT/DenseSet.h"

#include <string>

namespace mlir::fsdp {

/// How output `resultIndex` of `op` accumulates over its reduction loops,
/// and whether an fsdp collective can combine the ranks' partial results the
/// same way.
struct Combiner {
  /// The op that folds a new term into the accumulator (`acc + x`), or null
  /// when the output is not such a fold.
  Operation *op = nullptr;
  /// The collective reduction equal to `op` on the output's element type.
  std::optional<ReductionKind> kind;
  /// Why there is none, for a diagnostic that names the combiner: the body
  /// does not fold into its accumulator, or the fsdp collectives have no
  /// reduction for this combiner (a product, an unsigned max, an xor, ...).
  std::string problem;
};

/// The fsdp collectives' reductions (see docs/partitioning.md): `sum`,
/// `max` and `min` on floats and integers, where integer max/min are
/// *signed* except on i1, which is ordered false < true (max is a logical
/// or, min a logical and; sum is not defined on i1). An `arith` combiner maps
/// to the reduction that computes the same function on the element type:
///   addf, addi (not on i1)           -> sum
///   maximumf, maxnumf, maxsi (i>1)   -> max
///   minimumf, minnumf, minsi (i>1)   -> min
///   on i1: ori, maxui, minsi         -> max   (minsi: true is -1)
///          andi, minui, maxsi        -> min
/// Anything else (mulf, muli, xori, ori/andi on wider integers, maxui/minui
/// on wider integers) has no collective and gets a `problem`.
Combiner getCombiner(linalg::LinalgOp op, unsigned resultIndex);

/// The identity of `kind` on `elementType`: 0 for sum, the lowest value
/// (-inf, the signed minimum, false) for max and the highest (+inf, the
/// signed maximum, true) for min, following the collectives' order.
TypedAttr getIdentityAttr(ReductionKind kind, Type elementType);

/// Whether `value`, computed in `body` (a linalg op's block), depends on
/// `linalg.index` of `loop`, or on `avoid` when one is given. Values defined
/// outside `body` are constants of the body: they depend on neither.
bool dependsOnLoop(Value value, Block *body, unsigned loop, Value avoid = {});

/// Whether every output of `op` is a linear function of the block arguments
/// in `linearArgs` (a partial sum stays a partial sum through such an op).
/// Other block arguments must not mix with them non-linearly; init block
/// arguments in `linearArgs` stand for accumulators that start at zero.
bool isLinearIn(linalg::LinalgOp op, const llvm::DenseSet<Value> &linearArgs);

/// The term output `resultIndex` of `op` folds into its accumulator (a sum's
/// addend, a max's candidate: getCombiner) and the fold's neutral element
/// (-0.0 for a float sum: x + -0.0 is x, zeros' signs too); nullopt for an
/// output that is no such fold, or whose fold has no element leaving every
/// accumulator as it is (maxnumf and minnumf turn a NaN into the other
/// operand).
std::optional<std::pair<OpOperand *, TypedAttr>>
getFoldedTerm(linalg::LinalgOp op, unsigned resultIndex);

/// The constants a body's values are when some of its values (block
/// arguments or results of its ops) are the constants given and the other
/// block arguments are unknown, found by folding copies of the body's ops in
/// order (the body is left as it is).
class BodyConstants {
public:
  BodyConstants(linalg::LinalgOp op, DenseMap<Value, Attribute> given);
  /// The constant `value` is, or null when it is not known to be one.
  Attribute lookup(Value value) const;

private:
  DenseMap<Value, Attribute> known;
};

/// Whether the body yields zero in every output when each block argument in
/// `zeroArgs` is zero (other arguments unknown), proved by constant folding.
bool yieldsZeroOn(linalg::LinalgOp op, const llvm::DenseSet<Value> &zeroArgs);

/// For an op that only moves its one input's elements (`yield %in`, maybe
/// through one cast: broadcasts, transposes, copies, conversions), the cast
/// (null when there is none); failure for anything else.
FailureOr<Operation *> getMovementCast(linalg::LinalgOp op);

/// Whether `value` is a tensor whose elements are all zero by construction
/// (a zero constant, or a fill of zero).
bool isZeroTensor(Value value);

} // namespace mlir::fsdp

#endif // FSDPC_PASSES_BODYANALYSIS_H
