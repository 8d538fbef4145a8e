//===- FormKernels.cpp - fuse elementwise chains (fsdp-form-kernels) ------===//
//
// Runs before fsdp-schedule so that the schedule's cost model, BufferLiveness
// and fsdp-plan-memory all see the kernels that will run: an elementwise
// producer is fused into the linalg op reading it (upstream linalg's
// elementwise fusion, across broadcasts, transposes and reductions written as
// generics), so the chain runs as one kernel and its intermediate tensors are
// never materialized. A producer with several readers stays, so that nothing
// is computed twice, unless recomputing it is cheaper on the device
// (KernelFusion.h). A layout copy (linalg.transpose) next to library GEMMs is
// removed when the GEMMs read or write the other layout in place
// (TransposeIntoGemm.h), a GEMM whose result is only rounded to bf16/f16
// writes the narrow type itself (GemmEpilogue.h), a reduction loop that
// picks one point runs once (PickedReductions.h), and a 16-bit GEMM's
// operands are padded to the rows the device's library wants
// (GemmPadding.h). Collectives, their operands
// and their results are never fused across: they are where values change
// ranks.
//
//===----------------------------------------------------------------------===//

#include "BufferLiveness.h"
#include "GemmEpilogue.h"
#include "GemmPadding.h"
#include "KernelFusion.h"
#include "Partitioner.h"
#include "PickedReductions.h"
#include "ProgramModel.h"
#include "TransposeIntoGemm.h"
#include "UnitReductions.h"

#include "fsdpc/Passes/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Dominance.h"
#include "mlir/Transforms/CSE.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPFORMKERNELS
#include "fsdpc/Passes/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

/// Moves a state update computed from arguments and constants alone and
/// read only by the return (AdamW's count + 1, once the bias corrections
/// recompute it from the old count in their kernels) to just before the
/// return: every read of the state it replaces then comes first, so the
/// memory plan writes it over its argument (findInPlaceUpdates), and no
/// temporary lives longer for it (its inputs are persistent arguments).
static void sinkUpdatesFromArguments(func::FuncOp func) {
  Block &block = func.getBody().front();
  Operation *ret = block.getTerminator();
  llvm::DenseSet<Operation *> fromArguments = findComputedFromArguments(block);
  for (OpOperand &result : ret->getOpOperands()) {
    Operation *update = result.get().getDefiningOp();
    if (!update || !fromArguments.contains(update) ||
        !getUpdatedArgument(func, result.getOperandNumber()) ||
        llvm::any_of(update->getUsers(),
                     [&](Operation *user) { return user != ret; }))
      continue;
    update->moveBefore(ret);
  }
}

/// Merges the repeated values in each kernel's body: a fused body repeats
/// what each producer computed (the same widening of an input, a sum that
/// two readers recomputed). The compiled kernel computes each once (LLVM's
/// CSE), so the cost model must count it once.
static void mergeRepeatedValues(func::FuncOp func) {
  IRRewriter rewriter(func.getContext());
  DominanceInfo dominance;
  func.walk([&](linalg::GenericOp kernel) {
    eliminateCommonSubExpressions(rewriter, dominance, kernel);
  });
}

namespace {

struct FormKernelsPass
    : public mlir::fsdp::impl::FSDPFormKernelsBase<FormKernelsPass> {
  using FSDPFormKernelsBase::FSDPFormKernelsBase;

  /// Resolves the device once (not once per function) and builds the
  /// patterns every function shares.
  LogicalResult initialize(MLIRContext *context) override {
    FailureOr<fsdpc::schedule::DeviceSpec> spec = resolveDevice(device, [&] {
      return emitError(UnknownLoc::get(context)) << "fsdp-form-kernels: ";
    });
    if (failed(spec))
      return failure();
    // What GEMMs take in first: transposes all of whose readers are GEMMs
    // (folding one changes every reader at once, which fusing reader by
    // reader cannot) and the rounding of a GEMM's result (before the
    // rounding is fused into its readers instead).
    RewritePatternSet gemms(context);
    populateTransposeIntoGemmPatterns(gemms);
    populateGemmEpiloguePatterns(gemms);
    gemmPatterns = std::move(gemms);
    RewritePatternSet fusion(context);
    populateUnitReductionPatterns(fusion);
    populatePickedReductionPatterns(fusion);
    populateKernelFusionPatterns(fusion, *spec);
    populatePaddedSlicePatterns(fusion);
    fusionPatterns = std::move(fusion);
    gemmRowAlignment = padGemms ? spec->gemmRowAlignmentBytes : 0;
    return success();
  }

  void runOnOperation() override {
    // A declaration has no kernels (nor a body to sink updates in).
    if (getOperation().isExternal())
      return;
    // One function holds the whole step (10^5-10^6 ops): region
    // simplification would rescan it on every iteration of the driver, and
    // the fusions need none of it.
    GreedyRewriteConfig config;
    config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
    config.enableFolding(false);
    config.enableConstantCSE(false);
    // The IR is valid at any point of the rewrites: a driver stopping short
    // of the fixed point leaves kernels unfused, which is said, not fatal.
    auto apply = [&](const FrozenRewritePatternSet &patterns) {
      if (failed(applyPatternsGreedily(getOperation(), patterns, config)))
        getOperation().emitWarning()
            << "fsdp-form-kernels: fusion stopped before its fixed point; "
               "some kernels may be left unfused";
    };
    apply(gemmPatterns);
    apply(fusionPatterns);
    // Once the kernels and the GEMMs' layouts are final; the fusion then
    // computes a padded operand's producer in its padding.
    if (padGemmOperands(getOperation(), gemmRowAlignment))
      apply(fusionPatterns);
    mergeRepeatedValues(getOperation());
    sinkUpdatesFromArguments(getOperation());
  }

private:
  FrozenRewritePatternSet gemmPatterns, fusionPatterns;
  unsigned gemmRowAlignment = 0;
};

} // namespace
