//===- AccurateMath.cpp - what MLIR's polynomial math loses --------------===//
//
// sin and cos: the argument x (f32, so exact in f64) is reduced as
//   k = roundeven(x * 2/pi),  y = (x - k * PIO2_HI) - k * PIO2_LO
// in f64 (Cody and Waite's two-part constant: PIO2_HI keeps 33 significant
// bits, so k * PIO2_HI is exact for |k| < 2^20, |x| < 1.6e6; beyond, the
// f64 rounding error is |x| * 1.1e-16, still below f32's resolution of the
// result up to about 1e9). y, rounded to f32 (|y| <= pi/4), goes to the
// polynomials, and the quadrant k mod 4 picks +-sin(y) or +-cos(y).
// x = +-inf or NaN gives a NaN y, hence NaN.
//
//===----------------------------------------------------------------------===//

#include "AccurateMath.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVectorExtras.h"
#include "llvm/Support/MathExtras.h"

#include <limits>

using namespace mlir;

namespace {

/// pi/2 = PIO2_HI + PIO2_LO, PIO2_HI with its low 20 bits zero.
constexpr double kPio2Hi = 1.5707963267341256;
constexpr double kPio2Lo = 6.077100506506192e-11;

/// The f32 ops of type `OpTy` under `root`, collected before any rewrite so
/// that the ops a rewrite creates are not visited.
template <typename OpTy> SmallVector<OpTy> collectF32(Operation *root) {
  SmallVector<OpTy> ops;
  root->walk([&](OpTy op) {
    if (op.getType().isF32())
      ops.push_back(op);
  });
  return ops;
}

struct Reduced {
  Value sinY, cosY;
  Value quadrant; // k mod 4 in 0..3, as f64 (NaN for a NaN or infinite x)
};

Reduced reduceModuloHalfPi(OpBuilder &b, Location loc, Value x) {
  Type f64 = b.getF64Type();
  auto constant = [&](double value) {
    return arith::ConstantOp::create(b, loc, b.getF64FloatAttr(value));
  };
  Value wide = arith::ExtFOp::create(b, loc, f64, x);
  Value scaled =
      arith::MulFOp::create(b, loc, wide, constant(2 / llvm::numbers::pi));
  Value k = math::RoundEvenOp::create(b, loc, scaled);
  Value hi = arith::MulFOp::create(b, loc, k, constant(kPio2Hi));
  Value lo = arith::MulFOp::create(b, loc, k, constant(kPio2Lo));
  Value y = arith::SubFOp::create(b, loc,
                                  arith::SubFOp::create(b, loc, wide, hi), lo);
  Value narrow = arith::TruncFOp::create(b, loc, x.getType(), y);
  // k - 4 floor(k / 4): exact in f64 for every k an f32 x gives.
  Value quarter = arith::MulFOp::create(b, loc, k, constant(0.25));
  Value wholeTurns = math::FloorOp::create(b, loc, quarter);
  Value quadrant = arith::SubFOp::create(
      b, loc, k, arith::MulFOp::create(b, loc, wholeTurns, constant(4)));
  return {math::SinOp::create(b, loc, narrow),
          math::CosOp::create(b, loc, narrow), quadrant};
}

/// cases[q] for the quadrant q (cases[0] for a NaN one).
Value selectByQuadrant(OpBuilder &b, Location loc, Value quadrant,
                       ArrayRef<Value> cases) {
  Value result = cases[0];
  for (auto [q, value] : llvm::enumerate(cases.drop_front())) {
    Value number = arith::ConstantOp::create(
        b, loc, b.getF64FloatAttr(static_cast<double>(q + 1)));
    Value here = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ,
                                       quadrant, number);
    result = arith::SelectOp::create(b, loc, here, value, result);
  }
  return result;
}

Value f32Constant(OpBuilder &b, Location loc, double value) {
  return arith::ConstantOp::create(
      b, loc, b.getF32FloatAttr(static_cast<float>(value)));
}

/// `value`, or `x` itself where x is +-0 (an odd function's zero).
Value zeroKeepsSign(OpBuilder &b, Location loc, Value x, Value value) {
  Value isZero = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, x,
                                       f32Constant(b, loc, 0));
  return arith::SelectOp::create(b, loc, isZero, x, value);
}

} // namespace

void mlir::fsdp::detail::reduceTrigonometricArguments(Operation *root) {
  // sin and cos of one argument (a rotary embedding's) share its reduction
  // and polynomials, built once where the argument is defined.
  DenseMap<Value, Reduced> reductions;
  auto reducedOf = [&](Value x, Location loc) -> Reduced & {
    auto [entry, isNew] = reductions.try_emplace(x);
    if (isNew) {
      OpBuilder b(x.getContext());
      if (Operation *def = x.getDefiningOp())
        b.setInsertionPointAfter(def);
      else
        b.setInsertionPointToStart(cast<BlockArgument>(x).getOwner());
      entry->second = reduceModuloHalfPi(b, loc, x);
    }
    return entry->second;
  };
  auto rewrite = [&](Operation *op, bool isSin) {
    Value x = op->getOperand(0);
    Location loc = op->getLoc();
    Reduced &r = reducedOf(x, loc);
    OpBuilder b(op);
    Value minusSin = arith::NegFOp::create(b, loc, r.sinY);
    Value minusCos = arith::NegFOp::create(b, loc, r.cosY);
    Value result = isSin
                       ? selectByQuadrant(b, loc, r.quadrant,
                                          {r.sinY, r.cosY, minusSin, minusCos})
                       : selectByQuadrant(b, loc, r.quadrant,
                                          {r.cosY, minusSin, minusCos, r.sinY});
    if (isSin)
      result = zeroKeepsSign(b, loc, x, result);
    op->getResult(0).replaceAllUsesWith(result);
    op->erase();
  };
  SmallVector<math::SinOp> sines = collectF32<math::SinOp>(root);
  SmallVector<math::CosOp> cosines = collectF32<math::CosOp>(root);
  for (math::SinOp op : sines)
    rewrite(op, /*isSin=*/true);
  for (math::CosOp op : cosines)
    rewrite(op, /*isSin=*/false);
}

namespace {

/// Gives `op`'s users what `wrap` builds from its result after it.
template <typename OpTy>
void wrapResult(OpTy op, function_ref<Value(OpBuilder &, Value)> wrap) {
  Value result = op->getResult(0);
  SmallVector<OpOperand *> uses = llvm::map_to_vector(
      result.getUses(), [](OpOperand &use) { return &use; });
  OpBuilder b(op->getContext());
  b.setInsertionPointAfter(op);
  Value wrapped = wrap(b, result);
  for (OpOperand *use : uses)
    use->set(wrapped);
}

Value isInfinite(OpBuilder &b, Location loc, Value x) {
  Value magnitude = math::AbsFOp::create(b, loc, x);
  return arith::CmpFOp::create(
      b, loc, arith::CmpFPredicate::OEQ, magnitude,
      f32Constant(b, loc, std::numeric_limits<double>::infinity()));
}

Value hasSignBit(OpBuilder &b, Location loc, Value x) {
  Value bits = arith::BitcastOp::create(b, loc, b.getI32Type(), x);
  Value zero = arith::ConstantOp::create(b, loc, b.getI32IntegerAttr(0));
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, bits, zero);
}

/// atan2 where y is +-0 or x is infinite (neither NaN): the angle of the
/// axis or diagonal, with y's sign.
Value atan2OnAxes(OpBuilder &b, Location loc, Value y, Value x,
                  Value approximated) {
  using llvm::numbers::pi;
  auto select = [&](Value condition, Value yes, Value no) {
    return arith::SelectOp::create(b, loc, condition, yes, no).getResult();
  };
  Value yInfinite = isInfinite(b, loc, y);
  Value behind = hasSignBit(b, loc, x);
  Value angle = select(
      behind,
      select(yInfinite, f32Constant(b, loc, 3 * pi / 4),
             f32Constant(b, loc, pi)),
      select(yInfinite, f32Constant(b, loc, pi / 4), f32Constant(b, loc, 0)));
  Value signed_ = math::CopySignOp::create(b, loc, angle, y);
  Value yZero = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, y,
                                      f32Constant(b, loc, 0));
  Value onAxis = arith::OrIOp::create(b, loc, yZero, isInfinite(b, loc, x));
  Value ordered =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::ORD, x, y);
  Value special = arith::AndIOp::create(b, loc, onAxis, ordered);
  return select(special, signed_, approximated);
}

} // namespace

void mlir::fsdp::detail::restoreSpecialValues(Operation *root) {
  for (math::ErfOp op : collectF32<math::ErfOp>(root))
    wrapResult(op, [&](OpBuilder &b, Value erf) {
      return zeroKeepsSign(b, op.getLoc(), op.getOperand(), erf);
    });
  for (math::CbrtOp op : collectF32<math::CbrtOp>(root))
    wrapResult(op, [&](OpBuilder &b, Value cbrt) {
      Location loc = op.getLoc();
      Value x = op.getOperand();
      Value infinite = isInfinite(b, loc, x);
      return arith::SelectOp::create(b, loc, infinite, x, cbrt).getResult();
    });
  for (math::Atan2Op op : collectF32<math::Atan2Op>(root))
    wrapResult(op, [&](OpBuilder &b, Value atan2) {
      return atan2OnAxes(b, op.getLoc(), op.getLhs(), op.getRhs(), atan2);
    });
}
