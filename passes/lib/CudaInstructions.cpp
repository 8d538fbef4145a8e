//===- CudaInstructions.cpp - what the CUDA lowering issues per op --------===//

#include "CudaInstructions.h"

#include "fsdpc/Passes/GpuDivision.h"

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
        switch (getGpuDivision(divide)) {
        case GpuDivision::ExactMultiply:
          return 1.0;
        case GpuDivision::FullRangeByConstant:
          // A multiply by the folded reciprocal; a 16-bit one also widens
          // its dividend and rounds the quotient.
          return divide.getType().isF32() ? 1.0 : 3.0;
        case GpuDivision::FullRange:
          return kCudaInstructionsPerDivision +
                 (divide.getType().isF32()
                      ? 0.0
                      : kCudaInstructionsPerHalfDivisionConversions);
        case GpuDivision::CorrectlyRounded:
          // An f64 division: priced as div.rn.f32 was probed (not probed).
          return 14.0;
        }
        llvm_unreachable("a division kind");
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

bool mlir::fsdp::isSharableDivision(Operation &op) {
  auto divide = dyn_cast<arith::DivFOp>(op);
  return divide && divide.getType().isF32() &&
         getGpuDivision(divide) == GpuDivision::FullRange;
}

double mlir::fsdp::getSharedDivisionInstructions(double divisions,
                                                 double divisors,
                                                 double reciprocalsPerPoint) {
  if (reciprocalsPerPoint >= 1)
    return divisions * kCudaInstructionsPerDivision;
  return divisions * kCudaInstructionsPerSharedDivision +
         divisors * kCudaInstructionsPerReciprocal * reciprocalsPerPoint;
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
