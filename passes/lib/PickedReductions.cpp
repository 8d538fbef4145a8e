//===- PickedReductions.cpp - reductions that pick one point --------------===//

#include "PickedReductions.h"

#include "BodyAnalysis.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::fsdp;

namespace {

/// How a body uses a loop's index: values that only restate it (the
/// linalg.index, an affine.apply of its dimension alone, an integer cast
/// that keeps every index of the loop), in the order they are defined, and
/// the compares of one of those with `picked`, a value the loop does not
/// reach.
struct LoopPick {
  SmallVector<Operation *> restatements;
  SmallVector<arith::CmpIOp> compares;
  Value picked;
};

} // namespace

/// Whether every index in [0, extent) keeps its value through a cast to
/// `type`, signed or unsigned, so that compares and clamps there see the
/// same numbers.
static bool holdsIndices(Type type, int64_t extent) {
  if (type.isIndex())
    return true;
  auto integer = dyn_cast<IntegerType>(type);
  return integer && integer.getWidth() > 1 &&
         llvm::isUIntN(integer.getWidth() - 1, extent - 1);
}

/// Whether `user` only restates `value`, an index of a loop of `extent`
/// iterations.
static bool restates(Operation *user, Value value, int64_t extent) {
  if (auto apply = dyn_cast<affine::AffineApplyOp>(user)) {
    auto dim = dyn_cast<AffineDimExpr>(apply.getAffineMap().getResult(0));
    return dim && apply.getMapOperands()[dim.getPosition()] == value &&
           llvm::count(apply.getMapOperands(), value) == 1;
  }
  if (isa<arith::IndexCastOp, arith::IndexCastUIOp>(user))
    return holdsIndices(user->getResult(0).getType(), extent);
  return false;
}

/// Whether `value`, computed in `op`'s body, may differ from one point of
/// `loop` to the next: it depends on the loop's index or on an accumulator.
static bool variesAlong(linalg::GenericOp op, unsigned loop, Value value) {
  Block *body = op.getBlock();
  return dependsOnLoop(value, body, loop) ||
         llvm::any_of(op.getDpsInitsMutable(), [&](OpOperand &init) {
           return dependsOnLoop(value, body, loop,
                                op.getMatchingBlockArgument(&init));
         });
}

/// The uses of `loop`'s index in `op`'s body, when all of them compare it
/// (maybe restated) for equality with one value the loop does not reach.
static std::optional<LoopPick> findPick(linalg::GenericOp op, unsigned loop,
                                        int64_t extent) {
  Block *body = op.getBlock();
  LoopPick pick;
  bool nested = false;
  op->walk([&](linalg::IndexOp index) {
    if (index.getDim() != loop)
      return;
    nested |= index->getBlock() != body;
    pick.restatements.push_back(index);
  });
  if (nested)
    return std::nullopt;
  // Restatements are appended as they are found, users after what they use.
  for (unsigned i = 0; i < pick.restatements.size(); ++i) {
    Value value = pick.restatements[i]->getResult(0);
    for (Operation *user : value.getUsers()) {
      if (user->getBlock() != body)
        return std::nullopt;
      if (restates(user, value, extent)) {
        pick.restatements.push_back(user);
        continue;
      }
      auto compare = dyn_cast<arith::CmpIOp>(user);
      if (!compare || (compare.getPredicate() != arith::CmpIPredicate::eq &&
                       compare.getPredicate() != arith::CmpIPredicate::ne))
        return std::nullopt;
      Value other =
          compare.getLhs() == value ? compare.getRhs() : compare.getLhs();
      if ((pick.picked && other != pick.picked) || variesAlong(op, loop, other))
        return std::nullopt;
      pick.picked = other;
      pick.compares.push_back(compare);
    }
  }
  if (!pick.picked)
    return std::nullopt;
  return pick;
}

/// Whether the operands reading `loop` are only inputs the body never reads
/// (the extents fsdp-form-kernels gives a fused one-hot), and the other
/// operands still span every other loop (runOnce gives `loop` its one).
static bool onlyIgnoredOperandsRead(linalg::GenericOp op, unsigned loop) {
  llvm::SmallBitVector spanned(op.getNumLoops());
  for (OpOperand &operand : op->getOpOperands()) {
    AffineMap map = op.getMatchingIndexingMap(&operand);
    if (!map.isFunctionOfDim(loop)) {
      for (AffineExpr result : map.getResults())
        for (unsigned dim = 0; dim < op.getNumLoops(); ++dim)
          if (result.isFunctionOfDim(dim))
            spanned.set(dim);
      continue;
    }
    if (op.isDpsInit(&operand) ||
        !op.getMatchingBlockArgument(&operand).use_empty())
      return false;
  }
  spanned.set(loop);
  return spanned.all();
}

/// Whether folding `term` (the constant `unpicked`) into an accumulator
/// starting from `init` changes nothing the reduction would have computed:
/// the fold's neutral element does not; nor does +0.0 in a float sum from a
/// constant other than -0.0, which never is -0.0 on the way (x + y is -0.0
/// only when both are), so adding +0.0 leaves every partial sum as it is.
static bool foldsNothing(Attribute unpicked, TypedAttr neutral, Value init) {
  auto value = dyn_cast_or_null<FloatAttr>(unpicked);
  auto identity = dyn_cast<FloatAttr>(neutral);
  if (!value || !identity)
    return unpicked && unpicked == neutral;
  if (value.getValue().bitwiseIsEqual(identity.getValue()))
    return true;
  auto fill = init.getDefiningOp<linalg::FillOp>();
  FloatAttr start;
  return identity.getValue().isNegZero() && value.getValue().isPosZero() &&
         fill && matchPattern(fill.getInputs().front(), m_Constant(&start)) &&
         !start.getValue().isNegZero();
}

/// Whether every output folds nothing at a point the loop does not pick:
/// the body folded with each compare as it is there (false for `eq`).
static bool foldsNothingUnpicked(linalg::GenericOp op, const LoopPick &pick) {
  Builder builder(op.getContext());
  DenseMap<Value, Attribute> unpicked;
  for (arith::CmpIOp compare : pick.compares)
    unpicked[compare] =
        builder.getBoolAttr(compare.getPredicate() == arith::CmpIPredicate::ne);
  BodyConstants constants(op, std::move(unpicked));
  for (unsigned i = 0; i < op.getNumDpsInits(); ++i) {
    std::optional<std::pair<OpOperand *, TypedAttr>> term =
        getFoldedTerm(op, i);
    if (!term || !foldsNothing(constants.lookup(term->first->get()),
                               term->second, op.getDpsInits()[i]))
      return false;
  }
  return true;
}

/// Makes the body compute at the picked value clamped to the loop, instead
/// of at the loop's index: in the loop's range the compares hold there as
/// at the picked point; out of it the clamped value is not the picked one,
/// so they hold as at a point not picked.
static void compareWithClampedPick(Block *body, const LoopPick &pick,
                                   int64_t extent, PatternRewriter &rewriter) {
  OpBuilder::InsertionGuard guard(rewriter);
  Value picked = pick.picked;
  Operation *def = picked.getDefiningOp();
  if (def && def->getBlock() == body)
    rewriter.setInsertionPointAfter(def);
  else
    rewriter.setInsertionPointToStart(body);
  Location loc = picked.getLoc();
  Type type = picked.getType();
  Value zero = arith::ConstantOp::create(rewriter, loc, type,
                                         rewriter.getIntegerAttr(type, 0));
  Value last = arith::ConstantOp::create(
      rewriter, loc, type, rewriter.getIntegerAttr(type, extent - 1));
  Value clamped = arith::MinSIOp::create(
      rewriter, loc, arith::MaxSIOp::create(rewriter, loc, picked, zero), last);
  for (arith::CmpIOp compare : pick.compares) {
    OpOperand &index = compare->getOpOperand(compare.getLhs() == picked);
    rewriter.modifyOpInPlace(compare, [&] { index.set(clamped); });
  }
  for (Operation *restatement : llvm::reverse(pick.restatements))
    rewriter.eraseOp(restatement);
}

/// `op` running `loop` once: the inputs reading it (which the body ignores)
/// give way to an i8 tensor.empty of one element read through the loop alone.
/// DropUnitReductions then drops the loop when no other reduction is left.
static linalg::GenericOp runOnce(linalg::GenericOp op, unsigned loop,
                                 PatternRewriter &rewriter) {
  Location loc = op.getLoc();
  Type byte = rewriter.getI8Type();
  rewriter.setInsertionPoint(op);
  Value once =
      tensor::EmptyOp::create(rewriter, loc, ArrayRef<int64_t>{1}, byte);
  SmallVector<Value> inputs;
  SmallVector<AffineMap> maps;
  SmallVector<unsigned> dropped;
  for (OpOperand *input : op.getDpsInputOperands()) {
    AffineMap map = op.getMatchingIndexingMap(input);
    if (map.isFunctionOfDim(loop)) {
      dropped.push_back(input->getOperandNumber());
      continue;
    }
    inputs.push_back(input->get());
    maps.push_back(map);
  }
  inputs.push_back(once);
  maps.push_back(AffineMap::get(op.getNumLoops(), 0,
                                getAffineDimExpr(loop, op.getContext())));
  for (OpOperand &init : op.getDpsInitsMutable())
    maps.push_back(op.getMatchingIndexingMap(&init));
  auto running = linalg::GenericOp::create(rewriter, loc, op->getResultTypes(),
                                           inputs, op.getDpsInits(), maps,
                                           op.getIteratorTypesArray());
  running->setDiscardableAttrs(op->getDiscardableAttrDictionary());
  rewriter.inlineRegionBefore(op.getRegion(), running.getRegion(),
                              running.getRegion().end());
  Block *body = running.getBlock();
  for (unsigned argument : llvm::reverse(dropped))
    body->eraseArgument(argument);
  body->insertArgument(inputs.size() - 1, byte, loc);
  return running;
}

namespace {

struct RunPickedLoopsOnce : public OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getNumReductionLoops() == 0 || !op.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(op, "not a reduction on tensors");
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
    for (unsigned loop = 0; loop < op.getNumLoops(); ++loop) {
      // A dynamic extent is negative.
      if (!linalg::isReductionIterator(iterators[loop]) || ranges[loop] <= 1 ||
          !onlyIgnoredOperandsRead(op, loop))
        continue;
      std::optional<LoopPick> pick = findPick(op, loop, ranges[loop]);
      if (!pick || !foldsNothingUnpicked(op, *pick))
        continue;
      linalg::GenericOp running = runOnce(op, loop, rewriter);
      compareWithClampedPick(running.getBlock(), *pick, ranges[loop], rewriter);
      rewriter.replaceOp(op, running->getResults());
      return success();
    }
    return rewriter.notifyMatchFailure(op, "no loop picks one point");
  }
};

} // namespace

void mlir::fsdp::populatePickedReductionPatterns(RewritePatternSet &patterns) {
  patterns.add<RunPickedLoopsOnce>(patterns.getContext());
}
