//===- KernelOptimizer.cpp - LLVM's O3 pipeline for the host kernels ------===//
//
// The kernels' LLVM module goes through LLVM's default per-module pipeline
// (what makeOptimizingTransformer runs), with one pass of fsdpc's before the
// loop vectorizer: RestoreMaskedMinMax.
//
// A running maximum over masked values, `max(select(c, x, -inf), acc)` (a
// causal mask filled with -inf, as jnp.where(mask, scores, -inf) writes
// it), is what the loop vectorizer takes as a reduction. But instcombine
// folds the maximum into the select, since -inf is its identity:
// `select(c, max(x, acc), acc)`, which the vectorizer does not recognize
// ("value that could not be identified as reduction is used outside the
// loop"), so the row's maximum ran one element at a time. Just before the
// vectorizer, the pass turns such a select of a loop-carried value back
// into the maximum of a select. Both forms are equal for every input,
// NaNs and signed zeros included (llvm.maximum/minimum: max(-inf, a) = a).
//
//===----------------------------------------------------------------------===//

#include "KernelCompilerInternal.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;

namespace {

struct RestoreMaskedMinMax : PassInfoMixin<RestoreMaskedMinMax> {
  PreservedAnalyses run(Function &function, FunctionAnalysisManager &) {
    bool changed = false;
    for (Instruction &inst : make_early_inc_range(instructions(function)))
      if (auto *select = dyn_cast<SelectInst>(&inst))
        changed |= restore(select);
    return changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
  }

  /// `select(c, minmax(x, carried), carried)` (either arm) as
  /// `minmax(select(c, x, identity), carried)`, `carried` a phi.
  static bool restore(SelectInst *select) {
    if (!select->getType()->isFloatingPointTy())
      return false;
    for (bool onTrue : {true, false}) {
      Value *arm = onTrue ? select->getTrueValue() : select->getFalseValue();
      Value *carried =
          onTrue ? select->getFalseValue() : select->getTrueValue();
      auto *minMax = dyn_cast<IntrinsicInst>(arm);
      if (!minMax || !isa<PHINode>(carried))
        continue;
      Intrinsic::ID id = minMax->getIntrinsicID();
      if (id != Intrinsic::maximum && id != Intrinsic::minimum)
        continue;
      Value *x = minMax->getArgOperand(0) == carried ? minMax->getArgOperand(1)
                 : minMax->getArgOperand(1) == carried
                     ? minMax->getArgOperand(0)
                     : nullptr;
      if (!x)
        continue;
      Constant *identity = ConstantFP::getInfinity(
          select->getType(), /*Negative=*/id == Intrinsic::maximum);
      IRBuilder<> b(select);
      Value *masked = onTrue
                          ? b.CreateSelect(select->getCondition(), x, identity)
                          : b.CreateSelect(select->getCondition(), identity, x);
      Value *restored = b.CreateBinaryIntrinsic(id, masked, carried);
      select->replaceAllUsesWith(restored);
      select->eraseFromParent();
      if (minMax->use_empty())
        minMax->eraseFromParent();
      return true;
    }
    return false;
  }
};

} // namespace

void mlir::fsdp::detail::optimizeKernelModule(Module &module,
                                              TargetMachine *machine,
                                              unsigned optLevel) {
  assert(optLevel <= 3 && "createTargetMachine refuses other levels");
  PipelineTuningOptions tuning;
  tuning.LoopUnrolling = true;
  tuning.LoopInterleaving = true;
  tuning.LoopVectorization = true;
  tuning.SLPVectorization = true;
  PassBuilder builder(machine, tuning);
  LoopAnalysisManager loops;
  FunctionAnalysisManager functions;
  CGSCCAnalysisManager sccs;
  ModuleAnalysisManager modules;
  builder.registerModuleAnalyses(modules);
  builder.registerCGSCCAnalyses(sccs);
  builder.registerFunctionAnalyses(functions);
  builder.registerLoopAnalyses(loops);
  builder.crossRegisterProxies(loops, functions, sccs, modules);
  builder.registerVectorizerStartEPCallback(
      [](FunctionPassManager &passes, OptimizationLevel) {
        passes.addPass(RestoreMaskedMinMax());
      });
  static const OptimizationLevel kLevels[] = {
      OptimizationLevel::O0, OptimizationLevel::O1, OptimizationLevel::O2,
      OptimizationLevel::O3};
  ModulePassManager pipeline =
      optLevel == 0 ? builder.buildO0DefaultPipeline(OptimizationLevel::O0)
                    : builder.buildPerModuleDefaultPipeline(kLevels[optLevel]);
  pipeline.run(module, modules);
}
