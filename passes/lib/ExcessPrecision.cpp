//===- ExcessPrecision.cpp - a kernel's 16-bit intermediates in f32 -------===//
//
// fsdp-excess-precision: within one kernel's body, an op that widens a
// bf16/f16 rounding of an f32 value reads the value itself, so that a
// fused chain computes in f32 and rounds once, where it stores (Inductor's
// kernels' precision). The values a comparison, an integer conversion or a
// store reads stay rounded: they decide a mask, a tie, an integer. Whether
// a device wants it is DeviceSpec::excessPrecision.
//
//===----------------------------------------------------------------------===//

#include "ProgramModel.h"

#include "fsdpc/Passes/Contraction.h"
#include "fsdpc/Passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPEXCESSPRECISION
#include "fsdpc/Passes/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

/// The rounding `widening` undoes, when the pair may be skipped: a rounding
/// to nearest of a value of the widened type to bf16 or f16, in the body of
/// the same linalg op (one kernel). Else null.
static arith::TruncFOp getSkippableRounding(arith::ExtFOp widening) {
  auto rounding = widening.getIn().getDefiningOp<arith::TruncFOp>();
  if (!rounding || rounding.getRoundingmodeAttr() ||
      rounding.getIn().getType() != widening.getType())
    return nullptr;
  Type half = rounding.getType();
  if (!half.isBF16() && !half.isF16())
    return nullptr;
  auto kernel = widening->getParentOfType<linalg::LinalgOp>();
  if (!kernel || rounding->getParentOfType<linalg::LinalgOp>() != kernel)
    return nullptr;
  return rounding;
}

/// Whether `user` may read the unrounded value instead of its widened
/// rounding: it computes floats, and is not a comparison, a conversion to
/// an integer or a store, whose results the rounding decides (an equality
/// mask against a stored maximum, a tie, an integer, a stored value).
static bool readsUnrounded(Operation *user) {
  return !user->hasTrait<OpTrait::IsTerminator>() &&
         user->getNumResults() != 0 &&
         llvm::all_of(user->getResultTypes(),
                      [](Type type) { return isa<FloatType>(type); });
}

/// Points the uses in `reads` at the unrounded values, unless that makes
/// `kernel` a library GEMM it was not when the kernels were formed (a bf16
/// product summed in f32: it would skip the GEMM's padding and epilogue).
static void readUnrounded(linalg::LinalgOp kernel,
                          ArrayRef<std::pair<OpOperand *, Value>> reads) {
  bool gemm = matchGemm(kernel).has_value();
  SmallVector<Value> widened;
  for (auto [use, unrounded] : reads) {
    widened.push_back(use->get());
    use->set(unrounded);
  }
  if (gemm || !matchGemm(kernel))
    return;
  for (auto [read, value] : llvm::zip(reads, widened))
    read.first->set(value);
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
    if (!enabled)
      return;
    llvm::MapVector<Operation *, SmallVector<std::pair<OpOperand *, Value>>>
        reads;
    llvm::SetVector<Operation *> widenings, roundings;
    getOperation().walk([&](arith::ExtFOp widening) {
      arith::TruncFOp rounding = getSkippableRounding(widening);
      if (!rounding)
        return;
      auto kernel = widening->getParentOfType<linalg::LinalgOp>();
      for (OpOperand &use : widening->getUses())
        if (readsUnrounded(use.getOwner()))
          reads[kernel].emplace_back(&use, rounding.getIn());
      widenings.insert(widening);
      roundings.insert(rounding);
    });
    for (auto &[kernel, uses] : reads)
      readUnrounded(cast<linalg::LinalgOp>(kernel), uses);
    // Those left without readers: the widenings first, which the roundings
    // may have been read by only.
    for (llvm::SetVector<Operation *> *ops : {&widenings, &roundings})
      for (Operation *op : *ops)
        if (op->use_empty())
          op->erase();
  }

private:
  bool enabled = false;
};

} // namespace
