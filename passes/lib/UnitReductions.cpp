//===- UnitReductions.cpp - reductions over a single element --------------===//

#include "UnitReductions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
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

} // namespace

void mlir::fsdp::populateUnitReductionPatterns(RewritePatternSet &patterns) {
  patterns.add<DropUnitReductions>(patterns.getContext());
}
