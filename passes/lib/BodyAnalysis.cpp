//===- BodyAnalysis.cpp - facts about linalg op bodies --------------------===//

#include "BodyAnalysis.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::fsdp;

std::optional<ReductionKind> mlir::fsdp::getCombiner(linalg::LinalgOp op,
                                                     unsigned resultIndex) {
  Block *body = op.getBlock();
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  Value accumulator =
      op.getMatchingBlockArgument(op.getDpsInitOperand(resultIndex));
  Operation *combine = yield.getOperand(resultIndex).getDefiningOp();
  if (!combine || combine->getNumOperands() != 2 ||
      !llvm::is_contained(combine->getOperands(), accumulator))
    return std::nullopt;
  return llvm::TypeSwitch<Operation *, std::optional<ReductionKind>>(combine)
      .Case<arith::AddFOp, arith::AddIOp, arith::OrIOp>(
          [](auto) { return ReductionKind::sum; })
      .Case<arith::MaximumFOp, arith::MaxNumFOp, arith::MaxSIOp,
            arith::MaxUIOp>([](auto) { return ReductionKind::max; })
      .Case<arith::MinimumFOp, arith::MinNumFOp, arith::MinSIOp,
            arith::MinUIOp>([](auto) { return ReductionKind::min; })
      .Default([](Operation *) { return std::nullopt; });
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
        llvm::map_to_vector(nested.getOperands(), degreeOf);
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

bool mlir::fsdp::yieldsZeroOn(linalg::LinalgOp op,
                              const llvm::DenseSet<Value> &zeroArgs) {
  Block *body = op.getBlock();
  DenseMap<Value, Attribute> known;
  Builder builder(op.getContext());
  for (Value arg : zeroArgs)
    known[arg] = builder.getZeroAttr(arg.getType());
  auto constantOf = [&](Value value) -> Attribute {
    if (Attribute attr = known.lookup(value))
      return attr;
    Attribute attr;
    if (matchPattern(value, m_Constant(&attr)))
      return attr;
    return {};
  };
  for (Operation &nested : body->without_terminator()) {
    SmallVector<Attribute> operands =
        llvm::map_to_vector(nested.getOperands(), constantOf);
    SmallVector<OpFoldResult> folded;
    if (failed(nested.fold(operands, folded)))
      continue;
    for (auto [result, fold] : llvm::zip(nested.getResults(), folded)) {
      if (auto attr = dyn_cast<Attribute>(fold))
        known[result] = attr;
      else if (Attribute forwarded = constantOf(cast<Value>(fold)))
        known[result] = forwarded;
    }
  }
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  return llvm::all_of(yield.getOperands(), [&](Value value) {
    return isZeroAttr(constantOf(value));
  });
}
