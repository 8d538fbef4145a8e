//===- BodyAnalysis.cpp - facts about linalg op bodies --------------------===//

#include "BodyAnalysis.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::fsdp;

namespace {
/// The collective reduction an integer combiner computes, or why none does.
struct IntegerCombine {
  std::optional<ReductionKind> kind;
  const char *problem = nullptr;
};
} // namespace

/// i1 is ordered false < true, so its max is a logical or and its min a
/// logical and; read as signed, true is -1, which swaps maxsi and minsi.
static IntegerCombine classifyBoolCombiner(Operation *combine) {
  return llvm::TypeSwitch<Operation *, IntegerCombine>(combine)
      .Case<arith::OrIOp, arith::MaxUIOp, arith::MinSIOp>(
          [](auto) { return IntegerCombine{ReductionKind::max}; })
      .Case<arith::AndIOp, arith::MinUIOp, arith::MaxSIOp>(
          [](auto) { return IntegerCombine{ReductionKind::min}; })
      .Case<arith::AddIOp, arith::XOrIOp>([](auto) {
        return IntegerCombine{std::nullopt,
                              "on i1 it is an exclusive or, and the fsdp "
                              "collectives only combine with sum, max or min"};
      })
      .Case<arith::MulIOp>([](auto) {
        return IntegerCombine{std::nullopt,
                              "the fsdp collectives have no product"};
      })
      .Default([](Operation *) {
        return IntegerCombine{std::nullopt,
                              "the fsdp collectives only combine with sum, "
                              "max or min"};
      });
}

/// Wider integers: the collectives' max and min compare as signed.
static IntegerCombine classifyIntCombiner(Operation *combine) {
  return llvm::TypeSwitch<Operation *, IntegerCombine>(combine)
      .Case<arith::AddIOp>(
          [](auto) { return IntegerCombine{ReductionKind::sum}; })
      .Case<arith::MaxSIOp>(
          [](auto) { return IntegerCombine{ReductionKind::max}; })
      .Case<arith::MinSIOp>(
          [](auto) { return IntegerCombine{ReductionKind::min}; })
      .Case<arith::MaxUIOp, arith::MinUIOp>([](auto) {
        return IntegerCombine{std::nullopt,
                              "the fsdp collectives compare integers as "
                              "signed, so an unsigned max or min cannot be "
                              "combined across ranks"};
      })
      .Case<arith::OrIOp, arith::AndIOp, arith::XOrIOp>([](auto) {
        return IntegerCombine{std::nullopt,
                              "the fsdp collectives have no bitwise "
                              "reductions (only sum, and signed max and min)"};
      })
      .Case<arith::MulIOp>([](auto) {
        return IntegerCombine{std::nullopt,
                              "the fsdp collectives have no product"};
      })
      .Default([](Operation *) {
        return IntegerCombine{std::nullopt,
                              "the fsdp collectives only combine with sum, "
                              "max or min"};
      });
}

static std::optional<ReductionKind> classifyFloatCombiner(Operation *combine) {
  return llvm::TypeSwitch<Operation *, std::optional<ReductionKind>>(combine)
      .Case<arith::AddFOp>([](auto) { return ReductionKind::sum; })
      .Case<arith::MaximumFOp, arith::MaxNumFOp>(
          [](auto) { return ReductionKind::max; })
      .Case<arith::MinimumFOp, arith::MinNumFOp>(
          [](auto) { return ReductionKind::min; })
      .Default([](Operation *) { return std::nullopt; });
}

Combiner mlir::fsdp::getCombiner(linalg::LinalgOp op, unsigned resultIndex) {
  Combiner result;
  Block *body = op.getBlock();
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  Value accumulator =
      op.getMatchingBlockArgument(op.getDpsInitOperand(resultIndex));
  Operation *combine = yield.getOperand(resultIndex).getDefiningOp();
  // `out = out op x` with the accumulator read once, by the fold itself:
  // anything else (`out * x + out`, a select between terms) is not a fold
  // the ranks' partial results can be combined with.
  if (!combine || combine->getBlock() != body ||
      combine->getNumOperands() != 2 || !accumulator.hasOneUse() ||
      !llvm::is_contained(combine->getOperands(), accumulator)) {
    result.problem = "its body does not fold each term into the output with "
                     "a single arith op (out = out op x)";
    return result;
  }
  result.op = combine;
  Type type = accumulator.getType();
  if (isa<FloatType>(type)) {
    result.kind = classifyFloatCombiner(combine);
    if (!result.kind)
      result.problem = isa<arith::MulFOp>(combine)
                           ? "the fsdp collectives have no product"
                           : "the fsdp collectives only combine with sum, "
                             "max or min";
    return result;
  }
  if (!isa<IntegerType>(type)) {
    result.problem = "the fsdp collectives communicate float and integer "
                     "tensors only";
    return result;
  }
  IntegerCombine integer = type.isInteger(1) ? classifyBoolCombiner(combine)
                                             : classifyIntCombiner(combine);
  result.kind = integer.kind;
  if (integer.problem)
    result.problem = integer.problem;
  return result;
}

TypedAttr mlir::fsdp::getIdentityAttr(ReductionKind kind, Type elementType) {
  Builder b(elementType.getContext());
  if (kind == ReductionKind::sum)
    return cast<TypedAttr>(b.getZeroAttr(elementType));
  bool lowest = kind == ReductionKind::max;
  if (auto floatType = dyn_cast<FloatType>(elementType))
    return b.getFloatAttr(floatType,
                          APFloat::getInf(floatType.getFloatSemantics(),
                                          /*Negative=*/lowest));
  auto intType = cast<IntegerType>(elementType);
  unsigned width = intType.getWidth();
  if (width == 1)
    return b.getIntegerAttr(intType, lowest ? 0 : 1);
  return b.getIntegerAttr(intType, lowest ? APInt::getSignedMinValue(width)
                                          : APInt::getSignedMaxValue(width));
}

namespace {
/// Degree of a body value in the linear arguments.
enum class Degree { Zero, Constant, Linear, Nonlinear };
} // namespace

static bool isZeroAttr(Attribute attr) {
  if (auto f = dyn_cast_or_null<FloatAttr>(attr))
    return f.getValue().isZero();
  if (auto i = dyn_cast_or_null<IntegerAttr>(attr))
    return i.getValue().isZero();
  if (auto dense = dyn_cast_or_null<DenseElementsAttr>(attr))
    return dense.isSplat() && isZeroAttr(dense.getSplatValue<Attribute>());
  return false;
}

static bool isZeroConstant(Value value) {
  Attribute attr;
  return matchPattern(value, m_Constant(&attr)) && isZeroAttr(attr);
}

bool mlir::fsdp::isZeroTensor(Value value) {
  if (isZeroConstant(value))
    return true;
  if (auto fill = value.getDefiningOp<linalg::FillOp>())
    return isZeroConstant(fill.getInputs()[0]);
  return false;
}

/// What `op` reads: its operands and, for an op with regions (a scalar
/// program's scf.while or scf.index_switch), the values its regions use
/// from outside them.
static SmallVector<Value> getValuesRead(Operation &op) {
  SmallVector<Value> inputs(op.getOperands());
  if (op.getNumRegions() == 0)
    return inputs;
  llvm::SetVector<Value> above;
  getUsedValuesDefinedAbove(op.getRegions(), above);
  llvm::append_range(inputs, above);
  return inputs;
}

bool mlir::fsdp::isLinearIn(linalg::LinalgOp op,
                            const llvm::DenseSet<Value> &linearArgs) {
  Block *body = op.getBlock();
  DenseMap<Value, Degree> degree;
  auto degreeOf = [&](Value value) {
    if (linearArgs.contains(value))
      return Degree::Linear;
    auto it = degree.find(value);
    if (it != degree.end())
      return it->second;
    if (isZeroConstant(value))
      return Degree::Zero;
    return Degree::Constant;
  };
  // "Linear-ish": a linear value, or zero (which is linear in anything).
  auto linearish = [](Degree d) {
    return d == Degree::Linear || d == Degree::Zero;
  };
  for (Operation &nested : body->without_terminator()) {
    SmallVector<Degree> in =
        llvm::map_to_vector(getValuesRead(nested), degreeOf);
    bool anyLinear = llvm::is_contained(in, Degree::Linear);
    bool anyNonlinear = llvm::is_contained(in, Degree::Nonlinear);
    Degree out = Degree::Constant;
    if (anyNonlinear) {
      out = Degree::Nonlinear;
    } else if (!anyLinear) {
      out = Degree::Constant;
    } else if (isa<arith::AddFOp, arith::SubFOp, arith::AddIOp, arith::SubIOp>(
                   nested)) {
      // x + c is affine, not linear: c would be added once per rank.
      out = llvm::all_of(in, linearish) ? Degree::Linear : Degree::Nonlinear;
    } else if (isa<arith::MulFOp, arith::MulIOp>(nested)) {
      out = llvm::count(in, Degree::Linear) == 1 ? Degree::Linear
                                                 : Degree::Nonlinear;
    } else if (isa<arith::DivFOp>(nested)) {
      out = in[0] == Degree::Linear && in[1] != Degree::Linear
                ? Degree::Linear
                : Degree::Nonlinear;
    } else if (isa<arith::NegFOp, arith::TruncFOp, arith::ExtFOp>(nested)) {
      out = Degree::Linear;
    } else if (isa<arith::SelectOp>(nested)) {
      // select(c, x, 0): masking keeps linearity when c is not linear.
      out = in[0] == Degree::Constant && linearish(in[1]) && linearish(in[2])
                ? Degree::Linear
                : Degree::Nonlinear;
    } else {
      out = Degree::Nonlinear;
    }
    for (Value result : nested.getResults())
      degree[result] = out;
  }
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  return llvm::all_of(yield.getOperands(),
                      [&](Value value) { return linearish(degreeOf(value)); });
}

std::optional<std::pair<OpOperand *, TypedAttr>>
mlir::fsdp::getFoldedTerm(linalg::LinalgOp op, unsigned resultIndex) {
  Combiner combiner = getCombiner(op, resultIndex);
  // maxnumf(NaN, -inf) is -inf: no element leaves a NaN accumulator as is.
  if (!combiner.op || !combiner.kind ||
      isa<arith::MaxNumFOp, arith::MinNumFOp>(combiner.op))
    return std::nullopt;
  BlockArgument out =
      op.getMatchingBlockArgument(op.getDpsInitOperand(resultIndex));
  OpOperand &term =
      combiner.op->getOpOperand(combiner.op->getOperand(0) == out ? 1 : 0);
  // x + -0.0 is x, zeros' signs too (a +0.0 would turn a -0.0 sum positive).
  Type type = out.getType();
  if (*combiner.kind == ReductionKind::sum && isa<FloatType>(type))
    return std::make_pair(&term, TypedAttr(FloatAttr::get(type, -0.0)));
  return std::make_pair(&term, getIdentityAttr(*combiner.kind, type));
}

mlir::fsdp::BodyConstants::BodyConstants(linalg::LinalgOp op,
                                         DenseMap<Value, Attribute> given)
    : known(std::move(given)) {
  for (Operation &nested : op.getBlock()->without_terminator()) {
    // A given value stays as given; an op with regions is not folded.
    if (nested.getNumRegions() != 0 ||
        llvm::all_of(nested.getResults(),
                     [&](Value result) { return known.contains(result); }))
      continue;
    SmallVector<Attribute> operands = llvm::map_to_vector(
        nested.getOperands(), [&](Value value) { return lookup(value); });
    // Folded on a detached copy: a fold may rewrite its op in place (a
    // commutative op moves what it takes for constants to the right), and
    // asking must not change the body.
    Operation *copy = nested.clone();
    SmallVector<OpFoldResult> folded;
    if (succeeded(copy->fold(operands, folded)))
      for (auto [result, fold] : llvm::zip(nested.getResults(), folded)) {
        if (auto attr = dyn_cast<Attribute>(fold))
          known[result] = attr;
        else if (Attribute forwarded = lookup(cast<Value>(fold)))
          known[result] = forwarded;
      }
    copy->destroy();
  }
}

Attribute mlir::fsdp::BodyConstants::lookup(Value value) const {
  if (Attribute attr = known.lookup(value))
    return attr;
  Attribute attr;
  if (matchPattern(value, m_Constant(&attr)))
    return attr;
  return {};
}

bool mlir::fsdp::yieldsZeroOn(linalg::LinalgOp op,
                              const llvm::DenseSet<Value> &zeroArgs) {
  Builder builder(op.getContext());
  DenseMap<Value, Attribute> zeros;
  for (Value arg : zeroArgs)
    zeros[arg] = builder.getZeroAttr(arg.getType());
  BodyConstants constants(op, std::move(zeros));
  auto yield = cast<linalg::YieldOp>(op.getBlock()->getTerminator());
  return llvm::all_of(yield.getOperands(), [&](Value value) {
    return isZeroAttr(constants.lookup(value));
  });
}

bool mlir::fsdp::dependsOnLoop(Value value, Block *body, unsigned loop,
                               Value avoid) {
  SmallVector<Value> worklist{value};
  llvm::SmallPtrSet<Operation *, 16> seen;
  while (!worklist.empty()) {
    Value current = worklist.pop_back_val();
    if (avoid && current == avoid)
      return true;
    Operation *def = current.getDefiningOp();
    if (!def || def->getBlock() != body || !seen.insert(def).second)
      continue;
    if (auto index = dyn_cast<linalg::IndexOp>(def);
        index && index.getDim() == loop)
      return true;
    // An index read inside a nested region (none is emitted today) counts.
    bool nestedIndex = false;
    def->walk([&](linalg::IndexOp index) {
      nestedIndex |= index != def && index.getDim() == loop;
    });
    if (nestedIndex)
      return true;
    llvm::append_range(worklist, getValuesRead(*def));
  }
  return false;
}

/// For an op that only moves its one input's elements (`yield %in`, maybe
/// through one cast: broadcasts, transposes, copies, conversions), the cast
/// (null when there is none); failure for anything else.
FailureOr<Operation *> mlir::fsdp::getMovementCast(linalg::LinalgOp op) {
  if (op.getNumDpsInputs() != 1 || op->getNumResults() != 1 ||
      op.getNumReductionLoops() != 0)
    return failure();
  Block *body = op.getBlock();
  Value in = body->getArgument(0);
  Value yielded = body->getTerminator()->getOperand(0);
  if (yielded == in)
    return static_cast<Operation *>(nullptr);
  Operation *cast = yielded.getDefiningOp();
  if (!cast || !isa<CastOpInterface>(cast) || cast->getNumOperands() != 1 ||
      cast->getOperand(0) != in || cast->getBlock() != body)
    return failure();
  return cast;
}
