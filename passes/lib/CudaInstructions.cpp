//===- CudaInstructions.cpp - what the CUDA lowering issues per op --------===//

#include "CudaInstructions.h"

#include "fsdpc/Schedule/GpuDivision.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;

// bench/gpu/probe_instructions.py on 2026-12-05 (fsdp-translate of 0f3bcab,
// ptxas of CUDA 13 for sm_90): each op's 1M-point f32 kernel's fast path a
// point, less the one-add kernel's, plus one. The other transcendental
// functions (atan, tan, sinh, ...), which it does not probe, cost as much as
// a cosine, the costliest it does; other ops (absf, floor, fma, integer and
// compare ops) one instruction; so does an integer division (its expansion
// is not probed: priced low).
double mlir::fsdp::getCudaInstructions(Operation &op) {
  return llvm::TypeSwitch<Operation *, double>(&op)
      .Case<arith::DivFOp>([](arith::DivFOp divide) {
        if (isFullRangeDivision(*divide))
          return kCudaInstructionsPerDivision;
        // By a constant with an exact inverse: a multiplication by it.
        FloatAttr divisor;
        if (matchPattern(divide.getRhs(), m_Constant(&divisor)) &&
            divisor.getValue().getExactInverse(nullptr))
          return 1.0;
        // Correctly rounded (f64): priced as div.rn.f32 was probed.
        return 14.0;
      })
      .Case<arith::RemFOp>([](auto) { return 59.25; })
      .Case<math::ExpOp>([](auto) { return 8.5; })
      .Case<math::Exp2Op, math::RsqrtOp, math::SqrtOp>([](auto) { return 4.0; })
      .Case<math::ExpM1Op>([](auto) { return 28.25; })
      .Case<math::LogOp>([](auto) { return 24.5; })
      .Case<math::Log1pOp>([](auto) { return 26.75; })
      .Case<math::Log2Op>([](auto) { return 26.5; })
      .Case<math::TanhOp>([](auto) { return 15.5; })
      .Case<math::ErfOp>([](auto) { return 23.0; })
      .Case<math::PowFOp>([](auto) { return 73.25; })
      .Case<math::SinOp>([](auto) { return 116.0; })
      .Case<math::CosOp, math::TanOp, math::AtanOp, math::Atan2Op, math::AsinOp,
            math::AcosOp, math::SinhOp, math::CoshOp, math::AsinhOp,
            math::AcoshOp, math::AtanhOp, math::CbrtOp, math::ErfcOp>(
          [](auto) { return 117.75; })
      .Case<affine::AffineApplyOp>([](affine::AffineApplyOp apply) {
        AffineExpr result = apply.getAffineMap().getResult(0);
        return isa<AffineDimExpr, AffineSymbolExpr>(result) ? 0.0 : 1.0;
      })
      .Default([](Operation *) { return 1.0; });
}

bool mlir::fsdp::isFullRangeDivision(Operation &op) {
  auto divide = dyn_cast<arith::DivFOp>(op);
  auto type = divide ? dyn_cast<FloatType>(divide.getType()) : nullptr;
  if (!type)
    return false;
  FloatAttr divisor;
  std::optional<APFloat> constant;
  if (matchPattern(divide.getRhs(), m_Constant(&divisor)))
    constant = divisor.getValue();
  return fsdpc::schedule::isFullRangeDivision(type.getWidth(),
                                              constant ? &*constant : nullptr);
}

/// Whether `value` is a `half` value widened exactly: an arith.extf from
/// `half`, or a float constant `half` holds exactly.
static bool isWidenedFrom(Value value, Type half) {
  if (auto widen = value.getDefiningOp<arith::ExtFOp>())
    return widen.getIn().getType() == half;
  FloatAttr constant;
  if (!matchPattern(value, m_Constant(&constant)))
    return false;
  APFloat narrowed = constant.getValue();
  bool losesInfo = true;
  narrowed.convert(cast<FloatType>(half).getFloatSemantics(),
                   APFloat::rmNearestTiesToEven, &losesInfo);
  return !losesInfo;
}

bool mlir::fsdp::isNarrowedToHalf(Operation &op) {
  if (!isa<arith::AddFOp, arith::SubFOp, arith::MulFOp>(op) ||
      !op.getResult(0).getType().isF32() || !op.hasOneUse())
    return false;
  auto round = dyn_cast<arith::TruncFOp>(*op.getUsers().begin());
  // A rounding mode other than the default lowers to an intrinsic that
  // InstCombine leaves alone.
  if (!round || round.getRoundingmodeAttr())
    return false;
  Type half = round.getType();
  return (half.isBF16() || half.isF16()) &&
         llvm::all_of(op.getOperands(), [&](Value operand) {
           return isWidenedFrom(operand, half);
         });
}

bool mlir::fsdp::isFoldedConversion(Operation &op) {
  if (auto round = dyn_cast<arith::TruncFOp>(op)) {
    Operation *rounded = round.getIn().getDefiningOp();
    return rounded && isNarrowedToHalf(*rounded);
  }
  if (!isa<arith::ExtFOp>(op) || op.use_empty())
    return false;
  return llvm::all_of(op.getUsers(),
                      [](Operation *user) { return isNarrowedToHalf(*user); });
}
