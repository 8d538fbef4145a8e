//===- ExactMinMax.cpp - min/max expansion that orders signed zeros ------===//
//
// max(a, b) = b if b is NaN; otherwise a if a > b or a is NaN; otherwise,
// for equal operands (the only case where -0.0 and +0.0 meet), the AND of
// their bits: +0.0 unless both are -0.0 (the OR for min). Equal non-zero
// operands have equal bits, so the merge only ever decides a zero's sign.
// Compares, selects and bit operations vectorize like upstream's expansion.
//
//===----------------------------------------------------------------------===//

#include "ExactMinMax.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;

namespace {

/// The integer type of `floatType`'s bits (a vector of them for a vector).
Type getBitsType(Type floatType) {
  auto element = cast<FloatType>(getElementTypeOrSelf(floatType));
  Type bits = IntegerType::get(floatType.getContext(), element.getWidth());
  if (auto vector = dyn_cast<VectorType>(floatType))
    return vector.clone(bits);
  return bits;
}

template <typename OpTy, bool IsMax>
struct ExpandExactly : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value lhs = op.getLhs(), rhs = op.getRhs();
    Type type = lhs.getType();
    auto compare = [&](arith::CmpFPredicate predicate, Value x, Value y) {
      return arith::CmpFOp::create(rewriter, loc, predicate, x, y);
    };
    // Unordered: a NaN lhs is picked here, a NaN rhs below.
    Value lhsWins =
        compare(IsMax ? arith::CmpFPredicate::UGT : arith::CmpFPredicate::ULT,
                lhs, rhs);
    Value picked = arith::SelectOp::create(rewriter, loc, lhsWins, lhs, rhs);
    Type bitsType = getBitsType(type);
    Value lhsBits = arith::BitcastOp::create(rewriter, loc, bitsType, lhs);
    Value rhsBits = arith::BitcastOp::create(rewriter, loc, bitsType, rhs);
    Value mergedBits =
        IsMax
            ? arith::AndIOp::create(rewriter, loc, lhsBits, rhsBits).getResult()
            : arith::OrIOp::create(rewriter, loc, lhsBits, rhsBits).getResult();
    Value merged = arith::BitcastOp::create(rewriter, loc, type, mergedBits);
    Value equal = compare(arith::CmpFPredicate::OEQ, lhs, rhs);
    Value ordered =
        arith::SelectOp::create(rewriter, loc, equal, merged, picked);
    Value rhsIsNan = compare(arith::CmpFPredicate::UNO, rhs, rhs);
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, rhsIsNan, rhs, ordered);
    return success();
  }
};

} // namespace

void mlir::fsdp::detail::expandMinMaxExactly(Operation *root) {
  RewritePatternSet patterns(root->getContext());
  patterns.add<ExpandExactly<arith::MaximumFOp, true>,
               ExpandExactly<arith::MinimumFOp, false>>(root->getContext());
  (void)applyPatternsGreedily(root, std::move(patterns));
}

void mlir::fsdp::detail::replaceWithLLVMMinMax(Operation *minMax) {
  OpBuilder b(minMax);
  Location loc = minMax->getLoc();
  Value lhs = minMax->getOperand(0), rhs = minMax->getOperand(1);
  Value exact = isa<arith::MaximumFOp>(minMax)
                    ? LLVM::MaximumOp::create(b, loc, lhs, rhs).getResult()
                    : LLVM::MinimumOp::create(b, loc, lhs, rhs).getResult();
  minMax->getResult(0).replaceAllUsesWith(exact);
  minMax->erase();
}

void mlir::fsdp::detail::lowerMinMaxToLLVM(Operation *root) {
  SmallVector<Operation *> minMaxes;
  root->walk([&](Operation *op) {
    if (isa<arith::MaximumFOp, arith::MinimumFOp>(op))
      minMaxes.push_back(op);
  });
  for (Operation *minMax : minMaxes)
    replaceWithLLVMMinMax(minMax);
}
