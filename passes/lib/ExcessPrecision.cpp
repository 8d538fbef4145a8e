//===- ExcessPrecision.cpp - a kernel's 16-bit intermediates in f32 -------===//
//
// fsdp-excess-precision: within one kernel's body, the readers of a widened
// bf16/f16 rounding of an f32 value read the value itself, so that a fused
// chain computes in f32 and rounds once, where it stores (Inductor's
// kernels' precision). A rounding that a comparison, an integer conversion,
// an integer-valued float op or a store reads directly is kept for all its
// readers: what they decide (a mask, a tie, an integer, a stored value) and
// the values chosen by it stay consistent. Whether a device wants it is
// DeviceSpec::excessPrecision.
//
//===----------------------------------------------------------------------===//

#include "ProgramModel.h"

#include "fsdpc/Passes/Contraction.h"
#include "fsdpc/Passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPEXCESSPRECISION
#include "fsdpc/Passes/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

/// The kernel (linalg op) in whose body `rounding` may be skipped: a
/// rounding to nearest of an f32 (or wider) value to bf16 or f16 in a linalg
/// op's body. Else null.
static linalg::LinalgOp getKernelOfRounding(arith::TruncFOp rounding) {
  Type half = rounding.getType();
  if (rounding.getRoundingmodeAttr() || (!half.isBF16() && !half.isF16()))
    return nullptr;
  return rounding->getParentOfType<linalg::LinalgOp>();
}

/// Whether `user` may read the unrounded value instead of a widened
/// rounding: it computes floats that do not jump where the rounding does.
/// Not a comparison, a conversion to an integer, an integer-valued float op
/// (floor, ceil, round, trunc, remainder) or a store, whose results the
/// rounding decides.
static bool readsUnrounded(Operation *user) {
  if (user->hasTrait<OpTrait::IsTerminator>() || user->getNumResults() == 0 ||
      isa<math::FloorOp, math::CeilOp, math::RoundOp, math::RoundEvenOp,
          math::TruncOp, arith::RemFOp>(user))
    return false;
  return llvm::all_of(user->getResultTypes(),
                      [](Type type) { return isa<FloatType>(type); });
}

/// The widenings of `rounding` back to its input's type in `kernel`'s body,
/// when every reader of each may read the unrounded value instead and no
/// other reader compares the rounded value itself; else none (all of a
/// rounding's readers see the same value).
static SmallVector<arith::ExtFOp>
getSkippableWidenings(arith::TruncFOp rounding, linalg::LinalgOp kernel) {
  SmallVector<arith::ExtFOp> widenings;
  for (Operation *user : rounding->getUsers()) {
    auto widening = dyn_cast<arith::ExtFOp>(user);
    if (!widening || widening.getType() != rounding.getIn().getType()) {
      // A store of the rounded value, or 16-bit arithmetic on it, is as
      // written; a comparison of it must agree with the widenings' readers.
      if (!user->hasTrait<OpTrait::IsTerminator>() && !readsUnrounded(user))
        return {};
      continue;
    }
    if (widening->getParentOfType<linalg::LinalgOp>() != kernel ||
        !llvm::all_of(widening->getUsers(), readsUnrounded))
      return {};
    widenings.push_back(widening);
  }
  return widenings;
}

/// What `kernel` is to the passes after this one: a library GEMM, a
/// scatter, or neither.
static std::pair<bool, bool> getKernelKind(linalg::LinalgOp kernel) {
  return {matchGemm(kernel).has_value(), matchScatterAdd(kernel).has_value()};
}

namespace {

struct ExcessPrecisionPass
    : public mlir::fsdp::impl::FSDPExcessPrecisionBase<ExcessPrecisionPass> {
  using FSDPExcessPrecisionBase::FSDPExcessPrecisionBase;

  LogicalResult initialize(MLIRContext *context) override {
    FailureOr<fsdpc::schedule::DeviceSpec> spec = resolveDevice(device, [&] {
      return emitError(UnknownLoc::get(context)) << "fsdp-excess-precision: ";
    });
    if (failed(spec))
      return failure();
    enabled = spec->excessPrecision;
    return success();
  }

  void runOnOperation() override {
    if (!enabled) {
      markAllAnalysesPreserved();
      return;
    }
    llvm::MapVector<Operation *, SmallVector<arith::ExtFOp>> byKernel;
    getOperation().walk([&](arith::TruncFOp rounding) {
      if (linalg::LinalgOp kernel = getKernelOfRounding(rounding))
        llvm::append_range(byKernel[kernel],
                           getSkippableWidenings(rounding, kernel));
    });
    for (auto &[kernel, widenings] : byKernel)
      skipRoundings(cast<linalg::LinalgOp>(kernel), widenings);
  }

private:
  /// Replaces `widenings` by the values they widen the roundings of, unless
  /// that changes what `kernel` is (a bf16 product summed in f32 would
  /// become a library GEMM it was not formed as, without its padding and
  /// epilogue): then the kernel keeps all its roundings.
  static void skipRoundings(linalg::LinalgOp kernel,
                            ArrayRef<arith::ExtFOp> widenings) {
    std::pair<bool, bool> kind = getKernelKind(kernel);
    SmallVector<std::pair<OpOperand *, Value>> rewired;
    // In program order (the walk's): a rounding of a skipped widening (two
    // in a row) already reads the value that one widened.
    for (arith::ExtFOp widening : widenings) {
      Value value = widening.getIn().getDefiningOp<arith::TruncFOp>().getIn();
      for (OpOperand &use : llvm::make_early_inc_range(widening->getUses())) {
        rewired.emplace_back(&use, widening.getResult());
        use.set(value);
      }
    }
    if (getKernelKind(kernel) != kind) {
      for (auto [use, widened] : rewired)
        use->set(widened);
      return;
    }
    // The widenings first: their roundings may have had no other reader.
    llvm::SetVector<Operation *> roundings;
    for (arith::ExtFOp widening : widenings) {
      roundings.insert(widening.getIn().getDefiningOp());
      widening->erase();
    }
    for (Operation *rounding : roundings)
      if (rounding->use_empty())
        rounding->erase();
  }

  bool enabled = false;
};

} // namespace
