//===- Contraction.cpp - linalg ops that are GEMMs ------------------------===//

#include "fsdpc/Passes/Contraction.h"

#include "BodyAnalysis.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::fsdp;

/// Whether the body is `yield(acc + ext(a) * ext(b))` over the two inputs.
static bool isMultiplyAccumulate(linalg::LinalgOp op) {
  Block *body = op.getBlock();
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  if (yield.getNumOperands() != 1 || body->getNumArguments() != 3)
    return false;
  auto add = yield.getOperand(0).getDefiningOp<arith::AddFOp>();
  if (!add)
    return false;
  Value acc = body->getArgument(2);
  Value product = add.getLhs() == acc ? add.getRhs() : add.getLhs();
  if ((add.getLhs() != acc && add.getRhs() != acc))
    return false;
  auto mul = product.getDefiningOp<arith::MulFOp>();
  if (!mul)
    return false;
  auto strip = [](Value value) {
    if (auto ext = value.getDefiningOp<arith::ExtFOp>())
      return ext.getIn();
    return value;
  };
  Value lhs = strip(mul.getLhs()), rhs = strip(mul.getRhs());
  return (lhs == body->getArgument(0) && rhs == body->getArgument(1)) ||
         (lhs == body->getArgument(1) && rhs == body->getArgument(0));
}

namespace {
/// The loops of one operand's dimensions, as groups.
struct OperandLayout {
  SmallVector<unsigned> loops; // the loop of each tensor dimension, in order
};
} // namespace

/// The tensor dimensions of `map`, each a plain loop, or nullopt. Unit
/// dimensions (a constant 0, or a loop of extent 1) hold one element: they
/// change no stride and are left out.
static std::optional<OperandLayout> getLayout(AffineMap map,
                                              ArrayRef<int64_t> ranges) {
  OperandLayout layout;
  for (AffineExpr expr : map.getResults()) {
    if (auto constant = dyn_cast<AffineConstantExpr>(expr);
        constant && constant.getValue() == 0)
      continue;
    auto dim = dyn_cast<AffineDimExpr>(expr);
    if (!dim)
      return std::nullopt;
    if (ranges[dim.getPosition()] != 1)
      layout.loops.push_back(dim.getPosition());
  }
  return layout;
}

/// `loops` without those of extent 1.
static SmallVector<unsigned, 2> dropUnitLoops(ArrayRef<unsigned> loops,
                                              ArrayRef<int64_t> ranges) {
  SmallVector<unsigned, 2> kept;
  for (unsigned loop : loops)
    if (ranges[loop] != 1)
      kept.push_back(loop);
  return kept;
}

/// Splits `layout` into [batch..., first group, second group], with `first`
/// and `second` the loop sets of the two groups; returns whether the first
/// group stored is `first` (false: stored swapped), or nullopt when the
/// operand is not laid out so. `order` fixes the order of each group's loops.
static std::optional<bool> matchGroups(const OperandLayout &layout,
                                       ArrayRef<unsigned> batch,
                                       ArrayRef<unsigned> first,
                                       ArrayRef<unsigned> second) {
  ArrayRef<unsigned> loops = layout.loops;
  if (loops.size() != batch.size() + first.size() + second.size() ||
      loops.take_front(batch.size()) != batch)
    return std::nullopt;
  loops = loops.drop_front(batch.size());
  if (loops.take_front(first.size()) == first &&
      loops.drop_front(first.size()) == second)
    return true;
  if (loops.take_front(second.size()) == second &&
      loops.drop_front(second.size()) == first)
    return false;
  return std::nullopt;
}

/// The loops of `all` in the order they appear in `layout`.
static SmallVector<unsigned> inLayoutOrder(ArrayRef<unsigned> all,
                                           const OperandLayout &layout) {
  SmallVector<unsigned> ordered;
  for (unsigned loop : layout.loops)
    if (llvm::is_contained(all, loop))
      ordered.push_back(loop);
  return ordered;
}

std::optional<GemmShape> mlir::fsdp::matchGemm(linalg::LinalgOp op) {
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
      !op.hasPureTensorSemantics() || !isMultiplyAccumulate(op))
    return std::nullopt;
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  if (failed(dims) || dims->m.empty() || dims->n.empty() || dims->k.empty())
    return std::nullopt;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (llvm::any_of(ranges, ShapedType::isDynamic))
    return std::nullopt;
  for (SmallVector<unsigned, 2> *group :
       {&dims->batch, &dims->m, &dims->n, &dims->k})
    *group = dropUnitLoops(*group, ranges);
  if (dims->m.empty() || dims->n.empty() || dims->k.empty())
    return std::nullopt;
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  std::optional<OperandLayout> a = getLayout(maps[0], ranges),
                               b = getLayout(maps[1], ranges),
                               c = getLayout(maps[2], ranges);
  if (!a || !b || !c)
    return std::nullopt;
  // The loop order within each group follows C (for M, N) and A (for K).
  SmallVector<unsigned> batch = inLayoutOrder(dims->batch, *c);
  SmallVector<unsigned> m = inLayoutOrder(dims->m, *c);
  SmallVector<unsigned> n = inLayoutOrder(dims->n, *c);
  GemmShape shape;
  // Which input holds M: that one is A.
  bool firstIsA = llvm::is_contained(a->loops, m.front());
  if (!firstIsA)
    std::swap(a, b);
  shape.aOperand = firstIsA ? 0 : 1;
  shape.bOperand = firstIsA ? 1 : 0;
  SmallVector<unsigned> k = inLayoutOrder(dims->k, *a);
  std::optional<bool> aPlain = matchGroups(*a, batch, m, k);
  std::optional<bool> bPlain = matchGroups(*b, batch, k, n);
  std::optional<bool> cPlain = matchGroups(*c, batch, m, n);
  if (!aPlain || !bPlain || !cPlain || !*cPlain)
    return std::nullopt;
  auto product = [&](ArrayRef<unsigned> loops) {
    int64_t total = 1;
    for (unsigned loop : loops)
      total *= ranges[loop];
    return total;
  };
  shape.batch = product(batch);
  shape.m = product(m);
  shape.n = product(n);
  shape.k = product(k);
  shape.transposeA = !*aPlain;
  shape.transposeB = !*bPlain;
  auto elementType = [&](unsigned operand) {
    return getElementTypeOrSelf(op->getOperand(operand).getType());
  };
  shape.aType = elementType(shape.aOperand);
  shape.bType = elementType(shape.bOperand);
  shape.cType = elementType(2);
  return shape;
}

std::optional<ScatterAdd> mlir::fsdp::matchScatterAdd(linalg::LinalgOp op) {
  if (op.getNumDpsInits() != 1 || op->getNumResults() != 1 ||
      !op.hasPureTensorSemantics() ||
      llvm::any_of(op.getStaticLoopRanges(), ShapedType::isDynamic))
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
  if (!scatter.index || !compare->hasOneUse() || !select->hasOneUse())
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
