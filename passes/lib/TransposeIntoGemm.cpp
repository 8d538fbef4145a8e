//===- TransposeIntoGemm.cpp - transposes read/written by GEMMs -----------===//

#include "TransposeIntoGemm.h"

#include "fsdpc/Passes/Contraction.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/MapVector.h"

using namespace mlir;
using namespace mlir::fsdp;

/// The operand types of a contraction (inputs, then its init).
static SmallVector<ShapedType> getOperandTypes(linalg::LinalgOp op) {
  SmallVector<ShapedType> types;
  for (Value operand : op->getOperands())
    types.push_back(cast<ShapedType>(operand.getType()));
  return types;
}

namespace {

/// gemm(transpose(x), y) -> gemm(x, y), x read through a permuted map, when
/// every reader of the transpose is a contraction that stays a GEMM so (with
/// every operand it reads the transpose through changed at once).
struct TransposedOperand : OpRewritePattern<linalg::TransposeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::TransposeOp transpose,
                                PatternRewriter &rewriter) const override {
    Value result = transpose->getResult(0);
    if (!transpose.hasPureTensorSemantics() || result.use_empty())
      return rewriter.notifyMatchFailure(transpose, "no tensor readers");
    // The new maps of each reader, all its uses of the transpose applied.
    llvm::MapVector<Operation *, SmallVector<AffineMap>> newMaps;
    for (OpOperand &use : result.getUses()) {
      auto op = dyn_cast<linalg::GenericOp>(use.getOwner());
      if (!op || !op.isDpsInput(&use))
        return rewriter.notifyMatchFailure(transpose, "read by a non-GEMM");
      auto [it, inserted] = newMaps.try_emplace(op);
      if (inserted)
        it->second = op.getIndexingMapsArray();
      // Result dim i of the transpose is dim permutation[i] of its input.
      AffineMap &map = it->second[use.getOperandNumber()];
      SmallVector<AffineExpr> results(map.getNumResults());
      for (auto [dim, source] : llvm::enumerate(transpose.getPermutation()))
        results[source] = map.getResult(unsigned(dim));
      map = AffineMap::get(map.getNumDims(), 0, results, getContext());
    }
    for (auto &[owner, maps] : newMaps) {
      auto op = cast<linalg::GenericOp>(owner);
      SmallVector<ShapedType> types = getOperandTypes(op);
      for (OpOperand *input : op.getDpsInputOperands())
        if (input->get() == result)
          types[input->getOperandNumber()] = transpose.getInput().getType();
      if (!matchGemm(op, maps, types))
        return rewriter.notifyMatchFailure(transpose, "read by a non-GEMM");
    }
    for (auto &[owner, maps] : newMaps) {
      auto op = cast<linalg::GenericOp>(owner);
      rewriter.modifyOpInPlace(op, [&] {
        for (OpOperand *input : op.getDpsInputOperands())
          if (input->get() == result)
            input->set(transpose.getInput());
        op.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps));
      });
    }
    rewriter.eraseOp(transpose);
    return success();
  }
};

/// transpose(gemm(x, y)) -> gemm(x, y) writing the transposed layout.
struct TransposedResult : OpRewritePattern<linalg::TransposeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::TransposeOp transpose,
                                PatternRewriter &rewriter) const override {
    auto op = transpose.getInput().getDefiningOp<linalg::GenericOp>();
    if (!op || op->getNumResults() != 1 || !op->getResult(0).hasOneUse() ||
        !transpose.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(transpose, "not a contraction's");
    // The init is re-made in the new layout: an empty tensor, filled again
    // when it was a fill; any other init holds values that would need the
    // transpose.
    Value init = op.getDpsInits().front();
    auto fill = init.getDefiningOp<linalg::FillOp>();
    if (!(fill ? fill.getOutputs().front() : init)
             .getDefiningOp<tensor::EmptyOp>())
      return rewriter.notifyMatchFailure(transpose, "its init holds values");
    // Result dim i of the transpose is dim permutation[i] of the GEMM's C.
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    AffineMap out = maps.back();
    SmallVector<AffineExpr> results;
    for (int64_t source : transpose.getPermutation())
      results.push_back(out.getResult(unsigned(source)));
    maps.back() = AffineMap::get(out.getNumDims(), 0, results, getContext());
    auto type = cast<RankedTensorType>(transpose->getResult(0).getType());
    SmallVector<ShapedType> types = getOperandTypes(op);
    types.back() = type;
    if (!matchGemm(op, maps, types))
      return rewriter.notifyMatchFailure(transpose, "not a GEMM transposed");

    Location loc = op.getLoc();
    Value newInit = tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                            type.getElementType());
    if (fill)
      newInit = linalg::FillOp::create(rewriter, loc, fill.getInputs().front(),
                                       newInit)
                    .getResult(0);
    auto fused = linalg::GenericOp::create(rewriter, loc, TypeRange{type},
                                           op.getInputs(), newInit, maps,
                                           op.getIteratorTypesArray());
    rewriter.inlineRegionBefore(op.getRegion(), fused.getRegion(),
                                fused.getRegion().end());
    rewriter.replaceOp(transpose, fused->getResults());
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void mlir::fsdp::populateTransposeIntoGemmPatterns(
    RewritePatternSet &patterns) {
  patterns.add<TransposedOperand, TransposedResult>(patterns.getContext());
}
