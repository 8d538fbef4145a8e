//===- KernelLowering.cpp - Kernels to the LLVM dialect ------------------===//
//
// Lowers memref kernels to the LLVM dialect with MLIR's upstream conversions
// and wraps each in a C-ABI entry point that unpacks a `void **` operand
// array. Loops are kept simple (scalar loads/stores in counted loops) so that
// LLVM's loop vectorizer can do the vectorization at O3.
//
//===----------------------------------------------------------------------===//

#include "AccurateMath.h"
#include "ExactMinMax.h"
#include "KernelCompilerInternal.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/StringSet.h"

using namespace mlir;
using namespace mlir::fsdp;
using namespace mlir::fsdp::detail;

namespace {

/// The kernel a location belongs to (see tagLocations), or "" if none.
std::string kernelOfLocation(Location loc) {
  std::string kernel;
  loc->walk([&](Location inner) {
    auto name = dyn_cast<NameLoc>(inner);
    if (!name || !name.getName().strref().starts_with(kKernelLocPrefix))
      return WalkResult::advance();
    kernel = name.getName().strref().drop_front(kKernelLocPrefix.size());
    return WalkResult::interrupt();
  });
  return kernel;
}

/// Structured ops to scalar loops, and bf16/f16 math to f32 math so that the
/// polynomial approximations (which are f32-only) apply to them too.
LogicalResult lowerToLoops(ModuleOp module) {
  PassManager pm(module.getContext());
  OpPassManager &funcPm = pm.nest<func::FuncOp>();
  funcPm.addPass(createConvertLinalgToLoopsPass());
  funcPm.addPass(math::createMathExtendToSupportedTypes());
  return pm.run(module);
}

/// f32 exp/log/tanh/erf/... become inline polynomials (vectorizable, no libm
/// call), sin and cos after an f64 range reduction (AccurateMath.cpp); f64
/// and the functions without an approximation are left for math-to-llvm
/// intrinsics or math-to-libm calls.
LogicalResult approximateMath(ModuleOp module) {
  reduceTrigonometricArguments(module);
  restoreSpecialValues(module);
  RewritePatternSet patterns(module.getContext());
  populateMathPolynomialApproximationPatterns(patterns);
  (void)applyPatternsGreedily(module, std::move(patterns));
  return success();
}

/// Narrow float emulation and affine lowering, leaving structured control
/// flow (scf.for) in place for promoteLoopAccumulators and
/// annotateInnermostLoops. x86 without AVX512-BF16 has no bf16 arithmetic, so
/// bf16 (and f16) arithmetic is done in f32 (the conversions are expanded by
/// expandArith, after the accumulators are promoted).
LogicalResult lowerToScf(ModuleOp module) {
  PassManager pm(module.getContext());
  OpPassManager &funcPm = pm.nest<func::FuncOp>();
  arith::ArithEmulateUnsupportedFloatsOptions emulate;
  emulate.sourceTypeStrs = {"bf16", "f16"};
  funcPm.addPass(arith::createArithEmulateUnsupportedFloats(emulate));
  funcPm.addPass(createConvertVectorToSCFPass());
  funcPm.addPass(createLowerAffinePass());
  // scf-to-cf handles scf.parallel but not scf.forall.
  funcPm.addPass(createForallToForLoopPass());
  return pm.run(module);
}

/// What `wide` is exactly in `narrowType`, if it widens a value of that
/// type: the extf's operand, or a constant (a fill, folded by now) that the
/// narrow type holds.
std::optional<OpFoldResult> getExactNarrowing(Value wide,
                                              FloatType narrowType) {
  if (auto ext = wide.getDefiningOp<arith::ExtFOp>()) {
    if (ext.getIn().getType() != narrowType)
      return std::nullopt;
    return OpFoldResult(ext.getIn());
  }
  FloatAttr constant;
  if (!matchPattern(wide, m_Constant(&constant)))
    return std::nullopt;
  APFloat value = constant.getValue();
  bool inexact = false;
  value.convert(narrowType.getFloatSemantics(), APFloat::rmNearestTiesToEven,
                &inexact);
  if (inexact)
    return std::nullopt;
  return OpFoldResult(FloatAttr::get(narrowType, value));
}

/// The narrow-float emulation widens a select of bf16/f16 values to f32 and
/// narrows its result again (a causal mask's select between scores and a
/// fill). truncf(select(c, extf(a), extf(b))) is select(c, a, b): widening
/// is exact and a value already narrow rounds to itself. Left in place, the
/// narrowing's expansion (a NaN test around a rounding) sits between a
/// running maximum and the value it reads, and LLVM's instcombine moves that
/// test past the maximum, where the loop vectorizer no longer recognizes the
/// reduction (and warns that it could not vectorize the loop).
void narrowWidenedSelects(ModuleOp module) {
  module.walk([](arith::TruncFOp trunc) {
    auto select = trunc.getIn().getDefiningOp<arith::SelectOp>();
    auto narrowType = dyn_cast<FloatType>(trunc.getType());
    if (!select || !narrowType)
      return;
    std::optional<OpFoldResult> onTrue =
        getExactNarrowing(select.getTrueValue(), narrowType);
    std::optional<OpFoldResult> onFalse =
        getExactNarrowing(select.getFalseValue(), narrowType);
    if (!onTrue || !onFalse)
      return;
    OpBuilder b(trunc);
    auto materialize = [&](OpFoldResult narrow) -> Value {
      if (auto value = dyn_cast<Value>(narrow))
        return value;
      return arith::ConstantOp::create(
          b, trunc.getLoc(), cast<TypedAttr>(cast<Attribute>(narrow)));
    };
    Value result =
        arith::SelectOp::create(b, trunc.getLoc(), select.getCondition(),
                                materialize(*onTrue), materialize(*onFalse));
    trunc.replaceAllUsesWith(result);
    trunc.erase();
    if (select->use_empty())
      select.erase();
  });
}

/// The running maximum or minimum a loop carries (a promoted accumulator),
/// if its value is `arith.maximumf`/`minimumf` of the carried value: LLVM's
/// loop vectorizer recognizes the NaN-propagating llvm.maximum/minimum as a
/// reduction, not arith's expansion of them into compares and selects.
Operation *getCarriedMinMax(scf::ForOp loop, unsigned index) {
  Value yielded = loop.getBody()->getTerminator()->getOperand(index);
  Operation *def = yielded.getDefiningOp();
  if (!def || def->getBlock() != loop.getBody() ||
      !isa<arith::MaximumFOp, arith::MinimumFOp, LLVM::MaximumOp,
           LLVM::MinimumOp>(def) ||
      !llvm::is_contained(def->getOperands(), loop.getRegionIterArgs()[index]))
    return nullptr;
  return def;
}

/// A carried running maximum or minimum becomes LLVM's intrinsic (same
/// semantics: NaN-propagating, -0 below +0), so that the loop vectorizes;
/// every other min/max is expanded to compares and selects that keep those
/// semantics (expandMinMaxExactly), and the bf16/f16 conversions are
/// expanded (x86's f32->bf16 truncation is a libgcc call, missing in GCC 12).
LogicalResult expandArith(ModuleOp module) {
  module.walk([](scf::ForOp loop) {
    for (unsigned index = 0; index < loop.getNumRegionIterArgs(); ++index) {
      Operation *def = getCarriedMinMax(loop, index);
      if (def && !isa<LLVM::MaximumOp, LLVM::MinimumOp>(def))
        replaceWithLLVMMinMax(def);
    }
  });
  expandMinMaxExactly(module);
  PassManager pm(module.getContext());
  arith::ArithExpandOpsPassOptions expand;
  expand.includeBf16 = true;
  pm.nest<func::FuncOp>().addPass(arith::createArithExpandOpsPass(expand));
  return pm.run(module);
}

std::optional<int64_t> constantTripCount(scf::ForOp loop) {
  std::optional<int64_t> lb = getConstantIntValue(loop.getLowerBound());
  std::optional<int64_t> ub = getConstantIntValue(loop.getUpperBound());
  std::optional<int64_t> step = getConstantIntValue(loop.getStep());
  if (!lb || !ub || !step || *step <= 0)
    return std::nullopt;
  return *ub > *lb ? (*ub - *lb + *step - 1) / *step : 0;
}

/// LLVM fully unrolls short constant-trip-count loops (a row of 37 floats)
/// before the loop vectorizer runs, and the SLP vectorizer cannot vectorize
/// the unrolled body because kernel operands may alias (it has no runtime
/// alias checks). Disabling unrolling of innermost loops keeps them for the
/// loop vectorizer, which does add those checks; scf-to-cf carries the
/// annotation to the loop latch. Tiny loops are still left to the unroller.
/// Disabled unrolling also disables the vectorizer's interleaving unless a
/// count is given: a reduction (a loop-carried accumulator, see
/// promoteLoopAccumulators) gets 4, so that four vector accumulators hide
/// the add latency instead of one. A running maximum or minimum also gets a
/// vector width (256 bits of its element type): x86's cost model prices the
/// vector llvm.maximum's NaN and signed-zero fix-ups above the scalar loop,
/// which is several times slower (one compare-select chain per element).
void annotateInnermostLoops(ModuleOp module) {
  MLIRContext *context = module.getContext();
  auto unroll = LLVM::LoopUnrollAttr::get(
      context, /*disable=*/BoolAttr::get(context, true), {}, {}, {}, {}, {},
      {});
  auto annotation = [&](LLVM::LoopVectorizeAttr vectorize,
                        LLVM::LoopInterleaveAttr interleave) {
    return LLVM::LoopAnnotationAttr::get(context, {}, vectorize, interleave,
                                         unroll, {}, {}, {}, {}, {}, {}, {}, {},
                                         {}, {}, {});
  };
  auto noUnroll = annotation({}, {});
  auto i32 = [&](int64_t value) {
    return IntegerAttr::get(IntegerType::get(context, 32), value);
  };
  auto interleave = LLVM::LoopInterleaveAttr::get(context, i32(4));
  auto reduction = annotation({}, interleave);
  module.walk([&](scf::ForOp loop) {
    std::optional<int64_t> tripCount = constantTripCount(loop);
    if (!isInnermostLoop(loop) || (tripCount && *tripCount <= 4))
      return;
    LLVM::LoopAnnotationAttr chosen =
        loop.getNumRegionIterArgs() > 0 ? reduction : noUnroll;
    for (unsigned index = 0; index < loop.getNumRegionIterArgs(); ++index)
      if (Operation *minMax = getCarriedMinMax(loop, index)) {
        unsigned bits = minMax->getResult(0).getType().getIntOrFloatBitWidth();
        chosen = annotation(
            LLVM::LoopVectorizeAttr::get(
                context, {}, {}, {}, i32(std::max(1u, 256 / bits)), {}, {}, {}),
            interleave);
      }
    loop->setAttr("loop_annotation", chosen);
  });
}

/// Everything else down to the LLVM dialect.
LogicalResult lowerToLLVMDialect(ModuleOp module) {
  PassManager pm(module.getContext());
  OpPassManager &funcPm = pm.nest<func::FuncOp>();
  funcPm.addPass(createSCFToControlFlowPass());
  funcPm.addPass(createCanonicalizerPass());
  funcPm.addPass(createCSEPass());

  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createConvertMathToLibmPass());
  pm.addPass(createConvertVectorToLLVMPass());
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createUBToLLVMConversionPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  ConvertFuncToLLVMPassOptions funcToLLVM;
  // One pointer per memref argument: the wrapper only has base addresses.
  funcToLLVM.useBarePtrCallConv = true;
  pm.addPass(createConvertFuncToLLVMPass(funcToLLVM));
  pm.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(createCanonicalizerPass());
  return pm.run(module);
}

/// The conversions are partial: an op nobody could lower is still there.
/// Raising the error here (at the op's tagged location) names the kernel and
/// the op instead of failing later in the LLVM IR translation. Leftover
/// unrealized casts are only reported when there is nothing more telling:
/// they are usually the users of the op that failed to lower.
LogicalResult verifyFullyLowered(ModuleOp module) {
  auto reportLeftovers = [&](bool casts) {
    bool found = false;
    module.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (op == module.getOperation() ||
          isa<LLVM::LLVMDialect>(op->getDialect()))
        return WalkResult::advance();
      if (isa<UnrealizedConversionCastOp>(op) == casts) {
        op->emitError() << "op '" << op->getName()
                        << "' could not be lowered to the LLVM dialect";
        found = true;
      }
      return WalkResult::skip();
    });
    return found;
  };
  return failure(reportLeftovers(/*casts=*/false) ||
                 reportLeftovers(/*casts=*/true));
}

/// Builds `void exportName(void **operands, i64 begin, i64 end)` calling the
/// lowered kernel with operands[0..n) and (begin, end), and makes the kernel
/// itself internal and always-inline so the wrapper is the only export.
LogicalResult addWrapper(ModuleOp module, const KernelEntry &entry,
                         function_ref<InFlightDiagnostic()> emitError) {
  MLIRContext *context = module.getContext();
  auto impl = module.lookupSymbol<LLVM::LLVMFuncOp>(entry.implName);
  Type ptr = LLVM::LLVMPointerType::get(context);
  Type i64 = IntegerType::get(context, 64);
  SmallVector<Type> expected(entry.numMemRefs, ptr);
  expected.append({i64, i64});
  if (!impl || impl.getFunctionType().getParams() != ArrayRef(expected) ||
      !isa<LLVM::LLVMVoidType>(impl.getFunctionType().getReturnType()))
    return emitError() << "cannot compile kernel '" << entry.originalName
                       << "': the lowered kernel does not have the expected "
                          "(ptr..., i64, i64) -> void signature";
  impl.setLinkage(LLVM::Linkage::Internal);
  impl.setAlwaysInline(true);

  OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
  Location loc = impl.getLoc();
  auto wrapperType = LLVM::LLVMFunctionType::get(
      LLVM::LLVMVoidType::get(context), {ptr, i64, i64});
  auto wrapper =
      LLVM::LLVMFuncOp::create(builder, loc, entry.exportName, wrapperType);
  Block *body = wrapper.addEntryBlock(builder);
  builder.setInsertionPointToStart(body);
  SmallVector<Value> args;
  for (unsigned i = 0; i < entry.numMemRefs; ++i) {
    Value slot =
        LLVM::GEPOp::create(builder, loc, ptr, ptr, body->getArgument(0),
                            ArrayRef<LLVM::GEPArg>{static_cast<int32_t>(i)});
    args.push_back(LLVM::LoadOp::create(builder, loc, ptr, slot));
  }
  args.append({body->getArgument(1), body->getArgument(2)});
  LLVM::CallOp::create(builder, loc, impl, args);
  LLVM::ReturnOp::create(builder, loc, ValueRange());
  return success();
}

} // namespace

bool mlir::fsdp::detail::isInnermostLoop(scf::ForOp loop) {
  WalkResult nested = loop.getBody()->walk(
      [](LoopLikeOpInterface) { return WalkResult::interrupt(); });
  return !nested.wasInterrupted();
}

/// memref.copy of a non-contiguous view lowers to a call into MLIR's C runner
/// utilities, which the shared object does not link; as linalg.copy it becomes
/// plain loops like every other structured op.
void mlir::fsdp::detail::rewriteMemRefCopies(ModuleOp module) {
  SmallVector<memref::CopyOp> copies;
  module.walk([&](memref::CopyOp copy) { copies.push_back(copy); });
  for (memref::CopyOp copy : copies) {
    OpBuilder builder(copy);
    linalg::CopyOp::create(builder, copy.getLoc(), ValueRange{copy.getSource()},
                           ValueRange{copy.getTarget()});
    copy.erase();
  }
}

LoweringDiagnostics::LoweringDiagnostics(MLIRContext *context) {
  handler.emplace(context, [this](Diagnostic &diag) {
    if (diag.getSeverity() == DiagnosticSeverity::Error)
      errors.emplace_back(kernelOfLocation(diag.getLocation()), diag.str());
    return success();
  });
}

LogicalResult
LoweringDiagnostics::report(function_ref<InFlightDiagnostic()> emitError,
                            StringRef what) {
  // Uninstall first: our own reports must reach the caller's handler.
  handler.reset();
  llvm::StringSet<> reported;
  for (auto &[kernel, message] : errors) {
    if (!reported.insert(kernel).second)
      continue;
    InFlightDiagnostic diag = emitError();
    if (kernel.empty())
      diag << "cannot compile the kernel library: " << message;
    else
      diag << "cannot compile kernel '" << kernel << "': " << message;
  }
  if (errors.empty())
    emitError() << "cannot compile the kernel library: " << what << " failed";
  return failure();
}

LogicalResult mlir::fsdp::detail::lowerKernelsToLLVMDialect(
    ModuleOp module, ArrayRef<KernelEntry> entries,
    function_ref<InFlightDiagnostic()> emitError) {
  {
    LoweringDiagnostics diagnostics(module.getContext());
    rewriteMemRefCopies(module);
    if (failed(lowerToLoops(module)) || failed(approximateMath(module)) ||
        failed(lowerToScf(module)))
      return diagnostics.report(emitError);
    narrowWidenedSelects(module);
    promoteLoopAccumulators(module);
    if (failed(expandArith(module)))
      return diagnostics.report(emitError);
    annotateInnermostLoops(module);
    if (failed(lowerToLLVMDialect(module)) ||
        failed(verifyFullyLowered(module)))
      return diagnostics.report(emitError);
  }
  for (const KernelEntry &entry : entries)
    if (failed(addWrapper(module, entry, emitError)))
      return failure();
  return success();
}
