//===- ScatterAdd.cpp - one-hot contractions that are scatters ------------===//

#include "fsdpc/Passes/Contraction.h"

#include "BodyAnalysis.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::fsdp;

std::optional<ScatterAdd> mlir::fsdp::matchScatterAdd(linalg::LinalgOp op) {
  if (op.getNumDpsInits() != 1 || op->getNumResults() != 1 ||
      !op.hasPureTensorSemantics())
    return std::nullopt;
  Block *body = op.getBlock();
  Value out = op.getMatchingBlockArgument(op.getDpsInitOperand(0));
  auto add = cast<linalg::YieldOp>(body->getTerminator())
                 .getOperand(0)
                 .getDefiningOp<arith::AddFOp>();
  if (!add || (add.getLhs() != out && add.getRhs() != out))
    return std::nullopt;
  auto select = (add.getLhs() == out ? add.getRhs() : add.getLhs())
                    .getDefiningOp<arith::SelectOp>();
  if (!select || !matchPattern(select.getFalseValue(), m_AnyZeroFloat()))
    return std::nullopt;
  auto compare = select.getCondition().getDefiningOp<arith::CmpIOp>();
  if (!compare || compare.getPredicate() != arith::CmpIPredicate::eq)
    return std::nullopt;
  ScatterAdd scatter;
  for (auto [self, other] : {std::pair(compare.getLhs(), compare.getRhs()),
                             std::pair(compare.getRhs(), compare.getLhs())}) {
    auto index = self.getDefiningOp<linalg::IndexOp>();
    if (!index)
      continue;
    scatter.scatteredLoop = index.getDim();
    scatter.index = other;
  }
  // The loop ranges after the body's checks: computing them composes every
  // map, and most kernels asked are no scatter and fail on the body.
  if (!scatter.index || !compare->hasOneUse() || !select->hasOneUse() ||
      llvm::any_of(op.getStaticLoopRanges(), ShapedType::isDynamic))
    return std::nullopt;
  // The one-hot loop's index feeds the compare alone (the kernel has no v).
  for (Operation &nested : *body)
    if (auto index = dyn_cast<linalg::IndexOp>(nested);
        index && index.getDim() == scatter.scatteredLoop &&
        llvm::any_of(index->getUsers(),
                     [&](Operation *user) { return user != compare; }))
      return std::nullopt;
  unsigned v = scatter.scatteredLoop;
  // v indexes the output plainly and nothing else.
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  AffineMap outMap = maps.back();
  if (op.getIteratorTypesArray()[v] != utils::IteratorType::parallel ||
      !llvm::is_contained(outMap.getResults(),
                          getAffineDimExpr(v, op.getContext())))
    return std::nullopt;
  for (AffineMap map : maps)
    for (AffineExpr expr : map.getResults())
      if (!isa<AffineDimExpr, AffineConstantExpr>(expr) ||
          (map != outMap && expr.isFunctionOfDim(v)))
        return std::nullopt;
  scatter.value = select.getTrueValue();
  scatter.compare = compare;
  if (dependsOnLoop(scatter.index, body, v, out) ||
      dependsOnLoop(scatter.value, body, v, out) ||
      !scatter.index.getType().isIntOrIndex())
    return std::nullopt;
  for (AffineExpr expr : outMap.getResults())
    if (auto dim = dyn_cast<AffineDimExpr>(expr);
        dim && dim.getPosition() != v && !scatter.splitLoop)
      scatter.splitLoop = dim.getPosition();
  return scatter;
}
