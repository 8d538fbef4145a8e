//===- FormKernels.cpp - fuse elementwise chains (fsdp-form-kernels) ------===//
//
// Runs before fsdp-schedule so that the schedule's cost model, BufferLiveness
// and fsdp-plan-memory all see the kernels that will run: an elementwise
// producer whose only reader is another linalg op is fused into it (upstream
// linalg's elementwise fusion), so the chain runs as one kernel and its
// intermediate tensors are never materialized. A producer with several
// readers stays, so that nothing is computed twice. A layout copy
// (linalg.transpose) next to library GEMMs is removed when the GEMMs read or
// write the other layout in place (TransposeIntoGemm.h). Collectives, their
// operands and their results are never fused across: they are where values
// change ranks.
//
//===----------------------------------------------------------------------===//

#include "TransposeIntoGemm.h"

#include "fsdpc/Passes/Passes.h"

#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPFORMKERNELS
#include "fsdpc/Passes/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

namespace {

/// Fuses `fused`'s producer into its consumer when that costs no
/// recomputation and no memory: the producer's result has no other reader.
static bool shouldFuse(OpOperand *fused) {
  Operation *producer = fused->get().getDefiningOp();
  return producer && fused->get().hasOneUse() &&
         llvm::all_of(producer->getResults(),
                      [](Value result) { return result.hasOneUse(); });
}

struct FormKernelsPass
    : public mlir::fsdp::impl::FSDPFormKernelsBase<FormKernelsPass> {
  using FSDPFormKernelsBase::FSDPFormKernelsBase;

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    linalg::populateElementwiseOpsFusionPatterns(patterns, shouldFuse);
    populateTransposeIntoGemmPatterns(patterns);
    // One function holds the whole step (10^5-10^6 ops): region
    // simplification would rescan it on every iteration of the driver, and
    // the fusions need none of it.
    GreedyRewriteConfig config;
    config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
    config.enableFolding(false);
    config.enableConstantCSE(false);
    if (failed(
            applyPatternsGreedily(getOperation(), std::move(patterns), config)))
      return signalPassFailure();
  }
};

} // namespace
