//===- GpuKernelLowering.cpp - a gpu.module of kernels to PTX -------------===//
//
// Lowers the kernels' gpu.module with MLIR's upstream GPU path: structured
// ops to loops, gpu.all_reduce to shuffles and shared memory, then
// nvvm-attach-target, convert-gpu-to-nvvm (bare pointers: one .param per
// memref, as the fsdpx contract wants) and gpu-module-to-binary{format=isa},
// which runs LLVM's NVPTX backend and yields PTX text; no GPU or ptxas is
// needed.
//
// Transcendentals: convert-gpu-to-nvvm turns math.exp/tanh/erf/rsqrt/log...
// into calls to libdevice's __nv_* functions; gpu-module-to-binary links
// libdevice from the CUDA toolkit (nvvm/libdevice/libdevice.10.bc) when it
// finds it, so the PTX holds no external calls. Without a toolkit the f32
// math is expanded to MLIR's polynomial approximations first, and any call
// that is still left is reported as an error. With fastExp, an f32 exp is
// PTX's ex2.approx.f32 of x * log2(e) (Triton's) instead of __nv_expf.
//
//===----------------------------------------------------------------------===//

#include "AccurateMath.h"
#include "ExactMinMax.h"
#include "GpuKernelInternal.h"
#include "KernelCompilerInternal.h"

#include "fsdpc/Passes/GpuDivision.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Approximation.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"

using namespace mlir;
using namespace mlir::fsdp;
using namespace mlir::fsdp::detail;

namespace {

std::string libdevicePath(const GpuKernelOptions &options) {
  SmallString<128> path(options.toolkitPath);
  llvm::sys::path::append(path, "nvvm", "libdevice", "libdevice.10.bc");
  return std::string(path);
}

/// gpu.all_reduce to warp shuffles, shared memory and barriers (the NVVM
/// conversion has no pattern for it; one left over fails there, by name).
void rewriteAllReduces(ModuleOp module) {
  RewritePatternSet patterns(module.getContext());
  populateGpuAllReducePatterns(patterns);
  (void)applyPatternsGreedily(module, std::move(patterns));
}

/// Float divisions to PTX's div.full.f32 (GpuDivision.h; unless
/// GpuKernelOptions::ieeeDivision), a 16-bit one in f32 and rounded back as
/// LLVM's own lowering of it does.
void lowerDivisionsToFullRange(ModuleOp module) {
  module.walk([](gpu::GPUModuleOp kernels) {
    kernels.walk([](arith::DivFOp divide) {
      GpuDivision kind = getGpuDivision(divide);
      if (kind != GpuDivision::FullRange &&
          kind != GpuDivision::FullRangeByConstant)
        return;
      OpBuilder b(divide);
      Location loc = divide.getLoc();
      Type f32 = b.getF32Type();
      auto widen = [&](Value value) -> Value {
        return value.getType() == f32
                   ? value
                   : arith::ExtFOp::create(b, loc, f32, value);
      };
      Value quotient =
          LLVM::CallIntrinsicOp::create(
              b, loc, f32, b.getStringAttr("llvm.nvvm.div.full"),
              ValueRange{widen(divide.getLhs()), widen(divide.getRhs())})
              .getResult(0);
      if (divide.getType() != f32)
        quotient = arith::TruncFOp::create(b, loc, divide.getType(), quotient);
      divide.replaceAllUsesWith(quotient);
      divide.erase();
    });
  });
}

/// f32 exponentials to PTX's ex2.approx.f32 (GpuKernelOptions::fastExp):
/// exp(x) as 2^(x * log2(e)), as Triton computes tl.exp. A 16-bit one was
/// widened to f32 before (math-extend-to-supported-types).
void lowerExpToApproximate(ModuleOp module) {
  module.walk([](gpu::GPUModuleOp kernels) {
    kernels.walk([](Operation *op) {
      if (!isa<math::ExpOp, math::Exp2Op>(op) ||
          !op->getResult(0).getType().isF32())
        return;
      OpBuilder b(op);
      Location loc = op->getLoc();
      Type f32 = b.getF32Type();
      Value exponent = op->getOperand(0);
      if (isa<math::ExpOp>(op))
        exponent = arith::MulFOp::create(
            b, loc, exponent,
            arith::ConstantOp::create(b, loc,
                                      b.getF32FloatAttr(1.4426950408889634)));
      Value power =
          LLVM::CallIntrinsicOp::create(
              b, loc, f32, b.getStringAttr("llvm.nvvm.ex2.approx.f32"),
              ValueRange{exponent})
              .getResult(0);
      op->getResult(0).replaceAllUsesWith(power);
      op->erase();
    });
  });
}

/// Without libdevice, f32 transcendentals become inline polynomials (sin
/// and cos after an f64 range reduction, AccurateMath.cpp).
void approximateMath(ModuleOp module) {
  reduceTrigonometricArguments(module);
  restoreSpecialValues(module);
  RewritePatternSet patterns(module.getContext());
  populateMathPolynomialApproximationPatterns(patterns);
  (void)applyPatternsGreedily(module, std::move(patterns));
}

/// Loops, narrow-float math widened to f32, views expanded, structured
/// control flow to branches: what convert-gpu-to-nvvm expects.
LogicalResult lowerToBranches(ModuleOp module) {
  PassManager pm(module.getContext());
  OpPassManager &gpuPm = pm.nest<gpu::GPUModuleOp>();
  gpuPm.addPass(createConvertLinalgToLoopsPass());
  gpuPm.addPass(math::createMathExtendToSupportedTypes());
  gpuPm.addPass(arith::createArithExpandOpsPass());
  gpuPm.addPass(memref::createExpandStridedMetadataPass());
  gpuPm.addPass(createLowerAffinePass());
  gpuPm.addPass(createSCFToControlFlowPass());
  gpuPm.addPass(createCanonicalizerPass());
  gpuPm.addPass(createCSEPass());
  return pm.run(module);
}

LogicalResult lowerToPtx(ModuleOp module, const GpuKernelOptions &options,
                         bool linkLibdevice) {
  PassManager pm(module.getContext());
  GpuNVVMAttachTargetOptions target;
  target.chip = options.arch;
  target.optLevel = options.optLevel;
  pm.addPass(createGpuNVVMAttachTarget(target));
  ConvertGpuOpsToNVVMOpsOptions nvvm;
  nvvm.indexBitwidth = options.indexBits;
  nvvm.useBarePtrCallConv = true;
  OpPassManager &gpuPm = pm.nest<gpu::GPUModuleOp>();
  gpuPm.addPass(createConvertGpuOpsToNVVMOps(nvvm));
  // Bit counts (math.ctpop/ctlz) have no libdevice call: LLVM intrinsics.
  gpuPm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  GpuModuleToBinaryPassOptions binary;
  binary.compilationTarget = "isa";
  if (linkLibdevice)
    binary.toolkitPath = options.toolkitPath;
  pm.addPass(createGpuModuleToBinaryPass(binary));
  return pm.run(module);
}

/// The PTX of the one gpu.binary the module holds now.
FailureOr<std::string> extractPtx(ModuleOp module) {
  auto binaries = llvm::to_vector(module.getOps<gpu::BinaryOp>());
  if (binaries.size() != 1 || binaries.front().getObjects().size() != 1)
    return failure();
  auto object = cast<gpu::ObjectAttr>(binaries.front().getObjects()[0]);
  return object.getObject().getValue().str();
}

/// A function the PTX calls but does not define (a __nv_* function when
/// libdevice was not linked), or "".
std::string firstExternalFunction(StringRef ptx) {
  llvm::Regex external(
      R"(\.extern \.func[^\n]*[ (]([A-Za-z_][A-Za-z0-9_]*)\()");
  SmallVector<StringRef> match;
  if (!external.match(ptx, &match))
    return "";
  return match[1].str();
}

} // namespace

FailureOr<std::string> mlir::fsdp::detail::lowerGpuModuleToPtx(
    ModuleOp module, const GpuKernelOptions &options,
    function_ref<InFlightDiagnostic()> emitError) {
  bool linkLibdevice = llvm::sys::fs::exists(libdevicePath(options));
  FailureOr<std::string> ptx;
  {
    LoweringDiagnostics diagnostics(module.getContext());
    rewriteAllReduces(module);
    // Before arith-expand, whose expansion orders -0.0 above +0.0.
    lowerMinMaxToLLVM(module);
    if (failed(lowerToBranches(module)))
      return diagnostics.report(emitError, "lowering to the GPU dialect");
    // Before the polynomial expansions, which would expand them otherwise.
    if (options.fastExp)
      lowerExpToApproximate(module);
    if (!linkLibdevice)
      approximateMath(module);
    // After the math expansions, whose divisions are the kernels' too.
    if (!options.ieeeDivision)
      lowerDivisionsToFullRange(module);
    if (failed(lowerToPtx(module, options, linkLibdevice)))
      return diagnostics.report(emitError, "lowering to PTX");
    ptx = extractPtx(module);
    if (failed(ptx))
      return diagnostics.report(emitError, "extracting the PTX");
  }
  std::string external = firstExternalFunction(*ptx);
  if (!external.empty())
    return emitError() << "cannot compile the kernel library: the PTX calls '"
                       << external << "', which nothing defines (libdevice "
                       << "not found at " << libdevicePath(options) << ")";
  return ptx;
}
