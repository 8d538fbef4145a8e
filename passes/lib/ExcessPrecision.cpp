//===- ExcessPrecision.cpp - a kernel's 16-bit intermediates in f32 -------===//
//
// fsdp-excess-precision: within one kernel's body, a rounding that only
// feeds a widening back to the rounded value's own type is skipped, so a
// fused chain of bf16 ops computes in f32 and rounds once where it stores,
// as XLA:GPU (xla_allow_excess_precision) and Inductor do. Whether a device
// wants it is DeviceSpec::excessPrecision.
//
//===----------------------------------------------------------------------===//

#include "ProgramModel.h"

#include "fsdpc/Passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include "llvm/ADT/SetVector.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPEXCESSPRECISION
#include "fsdpc/Passes/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

/// The value `widening` can read instead of widening a rounding: the
/// rounding's input, when the rounding is of a value of the widened type and
/// both sit in the body of one linalg op (one kernel); else null.
static Value getUnroundedValue(arith::ExtFOp widening) {
  auto rounding = widening.getIn().getDefiningOp<arith::TruncFOp>();
  if (!rounding || rounding.getIn().getType() != widening.getType())
    return nullptr;
  auto kernel = widening->getParentOfType<linalg::LinalgOp>();
  if (!kernel || rounding->getParentOfType<linalg::LinalgOp>() != kernel)
    return nullptr;
  return rounding.getIn();
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
    llvm::SetVector<Operation *> roundings;
    // Post-order with early increment: erasing the visited op is safe.
    getOperation().walk([&](arith::ExtFOp widening) {
      Value unrounded = getUnroundedValue(widening);
      if (!unrounded)
        return;
      roundings.insert(widening.getIn().getDefiningOp());
      widening.replaceAllUsesWith(unrounded);
      widening.erase();
    });
    // A rounding left without readers was only there for the widenings.
    for (Operation *rounding : roundings)
      if (rounding->use_empty())
        rounding->erase();
  }

private:
  bool enabled = false;
};

} // namespace
