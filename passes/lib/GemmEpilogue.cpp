//===- GemmEpilogue.cpp - a GEMM's result rounded by the GEMM -------------===//

#include "GemmEpilogue.h"

#include "BodyAnalysis.h"

#include "fsdpc/Passes/Contraction.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace mlir::fsdp;

/// The element type `op` rounds its single input to, when it does nothing
/// else: identity maps and `yield truncf(in)`.
static FloatType getRoundedType(linalg::GenericOp op) {
  FailureOr<Operation *> conversion = getMovementCast(op);
  auto trunc = succeeded(conversion)
                   ? dyn_cast_if_present<arith::TruncFOp>(*conversion)
                   : nullptr;
  if (!trunc || !llvm::all_of(op.getIndexingMapsArray(),
                              [](AffineMap map) { return map.isIdentity(); }))
    return nullptr;
  return dyn_cast<FloatType>(trunc.getType());
}

namespace {

struct RoundedGemmResult : public OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp round,
                                PatternRewriter &rewriter) const override {
    FloatType narrow = getRoundedType(round);
    if (!narrow || !round.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(round, "not a rounding");
    auto gemm = round.getDpsInputs().front().getDefiningOp<linalg::GenericOp>();
    if (!gemm || gemm->getNumResults() != 1 || !gemm->getResult(0).hasOneUse())
      return rewriter.notifyMatchFailure(round, "not a result's only reader");
    Value init = gemm.getDpsInits().front();
    std::optional<GemmShape> shape = matchGemm(gemm);
    if (!shape || !isFreshGemmInit(init) || !shape->cType.isF32() ||
        shape->aType != narrow)
      return rewriter.notifyMatchFailure(
          round, "not a fresh f32 GEMM's of inputs of the rounded type");
    auto type = cast<RankedTensorType>(round->getResult(0).getType());
    SmallVector<ShapedType> types;
    for (Value operand : gemm->getOperands())
      types.push_back(cast<ShapedType>(operand.getType()));
    types.back() = type;
    // (matchGemm refuses a narrow C that K's calls would round repeatedly.)
    if (!matchGemm(gemm, gemm.getIndexingMapsArray(), types))
      return rewriter.notifyMatchFailure(round, "no GEMM with a narrow C");

    // The same GEMM into a zero-filled narrow C (a fill only GEMMs read
    // never runs), its sum widened from and rounded back to C's type.
    Location loc = gemm.getLoc();
    Value empty =
        tensor::EmptyOp::create(rewriter, loc, type.getShape(), narrow);
    Value zero =
        arith::ConstantOp::create(rewriter, loc, rewriter.getZeroAttr(narrow));
    Value newInit =
        linalg::FillOp::create(rewriter, loc, zero, empty).getResult(0);
    Block *body = gemm.getBlock();
    auto fused = linalg::GenericOp::create(
        rewriter, loc, TypeRange{type}, gemm.getInputs(), newInit,
        gemm.getIndexingMapsArray(), gemm.getIteratorTypesArray(),
        [&](OpBuilder &b, Location bodyLoc, ValueRange args) {
          IRMapping mapping;
          mapping.map(body->getArgument(0), args[0]);
          mapping.map(body->getArgument(1), args[1]);
          mapping.map(body->getArgument(2),
                      arith::ExtFOp::create(
                          b, bodyLoc, body->getArgument(2).getType(), args[2]));
          for (Operation &op : body->without_terminator())
            b.clone(op, mapping);
          Value sum = mapping.lookup(body->getTerminator()->getOperand(0));
          linalg::YieldOp::create(
              b, bodyLoc,
              arith::TruncFOp::create(b, bodyLoc, narrow, sum).getResult());
        });
    rewriter.replaceOp(round, fused->getResults());
    rewriter.eraseOp(gemm);
    return success();
  }
};

} // namespace

void mlir::fsdp::populateGemmEpiloguePatterns(RewritePatternSet &patterns) {
  patterns.add<RoundedGemmResult>(patterns.getContext());
}
