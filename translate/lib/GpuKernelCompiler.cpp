//===- GpuKernelCompiler.cpp - Kernels to one PTX image -------------------===//
//
// Entry point of the GPU kernel compiler: validates and deduplicates the
// kernels exactly as the host compiler does (planKernels), builds one kernel
// gpu.func per distinct kernel in a single gpu.module (GpuKernelBuilder.cpp)
// and lowers that module to one PTX image (GpuKernelLowering.cpp).
//
//===----------------------------------------------------------------------===//

#include "GpuKernelInternal.h"
#include "KernelCompilerInternal.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/GPUToNVVM/GPUToNVVM.h"
#include "mlir/Conversion/IndexToLLVM/IndexToLLVM.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/MemRefToLLVM/MemRefToLLVM.h"
#include "mlir/Conversion/NVVMToLLVM/NVVMToLLVM.h"
#include "mlir/Conversion/UBToLLVM/UBToLLVM.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Target/LLVM/NVVM/Target.h"
#include "mlir/Target/LLVMIR/Dialect/GPU/GPUToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/NVVM/NVVMToLLVMIRTranslation.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/TargetParser/Triple.h"

extern "C" {
void LLVMInitializeNVPTXTargetInfo();
void LLVMInitializeNVPTXTarget();
void LLVMInitializeNVPTXTargetMC();
void LLVMInitializeNVPTXAsmPrinter();
}

using namespace mlir;
using namespace mlir::fsdp;
using namespace mlir::fsdp::detail;

static constexpr llvm::StringLiteral kNvptxTriple = "nvptx64-nvidia-cuda";

static void initializeNvptx() {
  static const bool initialized = [] {
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTarget();
    LLVMInitializeNVPTXTargetMC();
    LLVMInitializeNVPTXAsmPrinter();
    return true;
  }();
  (void)initialized;
}

bool mlir::fsdp::isKnownGpuArch(StringRef arch) {
  initializeNvptx();
  llvm::Triple triple(kNvptxTriple);
  std::string error;
  const llvm::Target *target =
      llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target || !arch.starts_with("sm_"))
    return false;
  // A subtarget for the generic processor answers for any other without
  // printing LLVM's "not a recognized processor" warning.
  std::unique_ptr<llvm::MCSubtargetInfo> subtarget(
      target->createMCSubtargetInfo(triple, "", ""));
  return subtarget && subtarget->isCPUStringValid(arch);
}

/// convert-gpu-to-nvvm takes the patterns of the dialects other than gpu
/// from their ConvertToLLVMPatternInterface; without these registrations
/// (mlir-opt makes them all) it would leave cf/arith/math ops unconverted.
static void registerToLLVMInterfaces(DialectRegistry &registry) {
  arith::registerConvertArithToLLVMInterface(registry);
  cf::registerConvertControlFlowToLLVMInterface(registry);
  index::registerConvertIndexToLLVMInterface(registry);
  registerConvertMathToLLVMInterface(registry);
  registerConvertMemRefToLLVMInterface(registry);
  registerConvertNVVMToLLVMInterface(registry);
  NVVM::registerConvertGpuToNVVMInterface(registry);
  ub::registerConvertUBToLLVMInterface(registry);
}

/// The dialects the GPU path creates and the translations and target
/// interface gpu-module-to-binary needs.
static void prepareGpuContext(MLIRContext *context) {
  prepareContext(context);
  DialectRegistry registry;
  registerToLLVMInterfaces(registry);
  registry.insert<gpu::GPUDialect, NVVM::NVVMDialect, affine::AffineDialect,
                  arith::ArithDialect, cf::ControlFlowDialect,
                  memref::MemRefDialect>();
  registerGPUDialectTranslation(registry);
  registerNVVMDialectTranslation(registry);
  NVVM::registerNVVMTargetInterfaceExternalModels(registry);
  context->appendDialectRegistry(registry);
  // The all-reduce rewrite runs outside a pass and creates cf branches.
  context->loadDialect<gpu::GPUDialect, NVVM::NVVMDialect,
                       affine::AffineDialect, arith::ArithDialect,
                       cf::ControlFlowDialect, memref::MemRefDialect>();
  initializeNvptx();
}

/// Replaces the planned func.func kernels of `module` by kernel gpu.funcs in
/// one gpu.module (with the memref.globals they read) and returns each
/// entry's launch plan by export name.
static FailureOr<llvm::StringMap<GpuKernelPlan>>
buildGpuModule(ModuleOp module, ArrayRef<KernelEntry> entries,
               const llvm::StringMap<int64_t> &splitRangeOf,
               const GpuKernelOptions &options) {
  OpBuilder b = OpBuilder::atBlockBegin(module.getBody());
  auto gpuModule =
      gpu::GPUModuleOp::create(b, module.getLoc(), "fsdpc_kernels");
  for (auto global :
       llvm::make_early_inc_range(module.getOps<memref::GlobalOp>()))
    global->moveBefore(gpuModule.getBody(), gpuModule.getBody()->end());
  llvm::StringMap<GpuKernelPlan> plans;
  for (const KernelEntry &entry : entries) {
    auto kernel = module.lookupSymbol<func::FuncOp>(entry.implName);
    FailureOr<GpuKernelPlan> plan =
        buildGpuKernel(kernel, splitRangeOf.lookup(entry.originalName),
                       gpuModule, entry.exportName, options);
    if (failed(plan))
      return failure();
    plans[entry.exportName] = *plan;
  }
  for (auto func : llvm::make_early_inc_range(module.getOps<func::FuncOp>()))
    func.erase();
  module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                  b.getUnitAttr());
  return plans;
}

FailureOr<GpuKernelLibrary> mlir::fsdp::compileGpuKernelLibrary(
    ModuleOp kernels, ArrayRef<int64_t> splitRanges,
    const GpuKernelOptions &options,
    function_ref<InFlightDiagnostic()> emitError) {
  if (!isKnownGpuArch(options.arch))
    return emitError() << "unknown GPU architecture '" << options.arch
                       << "' (expected an NVPTX processor such as sm_90)";
  llvm::StringMap<int64_t> splitRangeOf;
  for (auto func : kernels.getOps<func::FuncOp>()) {
    if (func.isDeclaration())
      continue;
    if (splitRangeOf.size() == splitRanges.size())
      return emitError() << "cannot compile the kernel library: no split "
                            "range for kernel '"
                         << func.getSymName() << "'";
    splitRangeOf[func.getSymName()] = splitRanges[splitRangeOf.size()];
  }
  prepareGpuContext(kernels.getContext());
  OwningOpRef<ModuleOp> module = kernels.clone();

  std::vector<std::string> symbols;
  FailureOr<SmallVector<KernelEntry>> entries =
      planKernels(*module, symbols, emitError);
  if (failed(entries))
    return failure();
  rewriteMemRefCopies(*module);
  FailureOr<llvm::StringMap<GpuKernelPlan>> plans =
      buildGpuModule(*module, *entries, splitRangeOf, options);
  if (failed(plans))
    return failure();
  GpuKernelOptions lowering = options;
  if (lowering.indexBits == 0) {
    SmallVector<int64_t> ranges;
    for (const auto &plan : *plans)
      ranges.push_back(plan.second.rangeEnd);
    lowering.indexBits = fitsInt32Indices(*module, ranges) ? 32 : 64;
  }
  FailureOr<std::string> ptx =
      lowerGpuModuleToPtx(*module, lowering, emitError);
  if (failed(ptx))
    return failure();

  GpuKernelLibrary library;
  library.ptx = std::move(*ptx);
  for (const std::string &symbol : symbols) {
    const GpuKernelPlan &plan = plans->find(symbol)->second;
    library.kernels.push_back({symbol, plan.mapping, plan.blockSize, 0,
                               plan.rangeEnd, lowering.indexBits,
                               plan.pointsPerThread});
  }
  return library;
}
