//===- UnitReductions.cpp - reductions over a single element --------------===//

#include "UnitReductions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::fsdp;

namespace {

struct DropUnitReductions : public OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getNumReductionLoops() == 0 || !op.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(op, "not a reduction on tensors");
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
    for (auto [range, iterator] : llvm::zip(ranges, iterators))
      if (linalg::isReductionIterator(iterator) && range != 1)
        return rewriter.notifyMatchFailure(op, "reduces several elements");
    // The kept loops renumbered; a dropped one reads index 0.
    MLIRContext *context = getContext();
    SmallVector<AffineExpr> replacements;
    SmallVector<utils::IteratorType> kept;
    for (utils::IteratorType iterator : iterators) {
      if (linalg::isReductionIterator(iterator)) {
        replacements.push_back(getAffineConstantExpr(0, context));
        continue;
      }
      replacements.push_back(getAffineDimExpr(kept.size(), context));
      kept.push_back(iterator);
    }
    SmallVector<AffineMap> maps =
        llvm::map_to_vector(op.getIndexingMapsArray(), [&](AffineMap map) {
          return map.replaceDimsAndSymbols(replacements, {}, kept.size(), 0);
        });
    // An init filled with a constant is read as the constant.
    Block *body = op.getBlock();
    SmallVector<Value> inits = op.getDpsInits();
    SmallVector<std::pair<BlockArgument, Value>> constantInits;
    for (auto [index, init] : llvm::enumerate(inits)) {
      auto fill = init.getDefiningOp<linalg::FillOp>();
      if (!fill || !matchPattern(fill.getInputs().front(), m_Constant()))
        continue;
      constantInits.emplace_back(
          body->getArgument(op.getNumDpsInputs() + index),
          fill.getInputs().front());
      init = fill.getOutputs().front();
    }
    auto fused =
        linalg::GenericOp::create(rewriter, op.getLoc(), op->getResultTypes(),
                                  op.getInputs(), inits, maps, kept);
    rewriter.inlineRegionBefore(op.getRegion(), fused.getRegion(),
                                fused.getRegion().end());
    Block *newBody = fused.getBlock();
    rewriter.setInsertionPointToStart(newBody);
    for (auto [arg, value] : constantInits)
      rewriter.replaceAllUsesWith(arg, value);
    SmallVector<linalg::IndexOp> indices;
    newBody->walk([&](linalg::IndexOp index) { indices.push_back(index); });
    for (linalg::IndexOp index : indices) {
      AffineExpr loop = replacements[index.getDim()];
      if (auto dim = dyn_cast<AffineDimExpr>(loop)) {
        rewriter.modifyOpInPlace(index,
                                 [&] { index.setDim(dim.getPosition()); });
        continue;
      }
      rewriter.setInsertionPoint(index);
      rewriter.replaceOpWithNewOp<arith::ConstantIndexOp>(index, 0);
    }
    rewriter.replaceOp(op, fused->getResults());
    return success();
  }
};

/// A linalg.reduce over dimensions of extent 1 only, written as the generic
/// DropUnitReductions makes elementwise.
struct GeneralizeUnitReduce : public OpRewritePattern<linalg::ReduceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::ReduceOp op,
                                PatternRewriter &rewriter) const override {
    auto input = dyn_cast<RankedTensorType>(op.getInputs()[0].getType());
    if (!input || !op.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(op, "not on ranked tensors");
    for (int64_t dim : op.getDimensions())
      if (input.getDimSize(dim) != 1)
        return rewriter.notifyMatchFailure(op, "reduces several elements");
    return linalg::generalizeNamedOp(rewriter, op);
  }
};

/// The reassociation group's dimension that carries the source's extent:
/// its one dimension of extent other than 1 (the first when all are 1), or
/// none when several are.
static std::optional<int64_t> carryingDim(ArrayRef<int64_t> group,
                                          RankedTensorType expanded) {
  std::optional<int64_t> carrying;
  for (int64_t dim : group) {
    if (expanded.getDimSize(dim) == 1)
      continue;
    if (carrying)
      return std::nullopt;
    carrying = dim;
  }
  return carrying ? carrying : std::optional<int64_t>(group.front());
}

/// A generic input that only inserts dimensions of extent 1
/// (tensor.expand_shape: how a reduction over a mesh axis of one rank reads
/// its operand) is read from the expand's source instead: an index into a
/// dimension of extent 1 is always 0, so dropping it from the map is exact.
/// The generic then fuses with the source's producer, which the reshape
/// kept apart.
struct FoldUnitExpandIntoReader : public OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(op, "not on tensors");
    for (OpOperand *operand : op.getDpsInputOperands()) {
      auto expand = operand->get().getDefiningOp<tensor::ExpandShapeOp>();
      if (!expand || !expand.getResultType().hasStaticShape())
        continue;
      AffineMap map = op.getMatchingIndexingMap(operand);
      SmallVector<AffineExpr> results;
      for (ReassociationIndices group : expand.getReassociationIndices()) {
        std::optional<int64_t> dim = carryingDim(group, expand.getResultType());
        if (!dim)
          break;
        results.push_back(map.getResult(*dim));
      }
      if (results.size() != expand.getReassociationIndices().size())
        continue;
      SmallVector<AffineMap> maps = op.getIndexingMapsArray();
      maps[operand->getOperandNumber()] =
          AffineMap::get(map.getNumDims(), 0, results, getContext());
      // A loop only the unit dimensions spanned (a sum over them) would have
      // no extent left.
      if (!inversePermutation(concatAffineMaps(maps, getContext())))
        continue;
      rewriter.modifyOpInPlace(op, [&] {
        operand->set(expand.getSrc());
        op.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps));
      });
      return success();
    }
    return rewriter.notifyMatchFailure(op, "no input only adds unit dims");
  }
};

/// A linalg.broadcast that only adds dimensions of extent 1 (how the
/// frontend writes a bias as `1x1xN` before splitting it) copies nothing
/// anew: its result is its input's elements in their order, which a
/// tensor.expand_shape gives as a view, with no kernel. Fusion does not see
/// through the reshapes the frontend puts after such a broadcast, so it
/// would otherwise run as a kernel of its own.
struct UnitBroadcastAsExpand : public OpRewritePattern<linalg::BroadcastOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::BroadcastOp op,
                                PatternRewriter &rewriter) const override {
    auto input = dyn_cast<RankedTensorType>(op.getInput().getType());
    auto result = dyn_cast<RankedTensorType>(op.getInit().getType());
    if (!input || !result || !result.hasStaticShape() ||
        !op.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(op, "not on static tensors");
    ArrayRef<int64_t> added = op.getDimensions();
    if (llvm::any_of(added,
                     [&](int64_t dim) { return result.getDimSize(dim) != 1; }))
      return rewriter.notifyMatchFailure(op, "repeats elements");
    // Each input dimension's group: it and the added dimensions after it,
    // the first one's also those before it (a 0-d input: no groups).
    SmallVector<ReassociationIndices> groups;
    ReassociationIndices leading;
    for (int64_t dim = 0; dim < result.getRank(); ++dim) {
      if (!llvm::is_contained(added, dim)) {
        groups.push_back(leading);
        leading.clear();
        groups.back().push_back(dim);
      } else if (groups.empty()) {
        leading.push_back(dim);
      } else {
        groups.back().push_back(dim);
      }
    }
    rewriter.replaceOpWithNewOp<tensor::ExpandShapeOp>(op, result,
                                                       op.getInput(), groups);
    return success();
  }
};

} // namespace

void mlir::fsdp::populateUnitReductionPatterns(RewritePatternSet &patterns) {
  patterns.add<DropUnitReductions, GeneralizeUnitReduce,
               FoldUnitExpandIntoReader, UnitBroadcastAsExpand>(
      patterns.getContext());
}
