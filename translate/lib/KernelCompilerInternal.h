//===- KernelCompilerInternal.h - Kernel compiler stages --------*- C++ -*-===//
//
// The stages of compileKernelLibrary, split so that each file deals with one
// layer: MLIR lowering (KernelLowering.cpp) and LLVM code generation plus the
// external link (NativeCodegen.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_TRANSLATE_LIB_KERNELCOMPILERINTERNAL_H
#define FSDPC_TRANSLATE_LIB_KERNELCOMPILERINTERNAL_H

#include "fsdpc/Translate/KernelCompiler.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace llvm {
class Module;
class TargetMachine;
} // namespace llvm

namespace mlir::fsdp::detail {

/// One deduplicated kernel after renaming: `implName` is the func.func in the
/// working module (becomes an internal, always-inline LLVM function) and
/// `exportName` the C-ABI wrapper generated for it.
struct KernelEntry {
  std::string originalName;
  std::string implName;
  std::string exportName;
  unsigned numMemRefs = 0;
};

/// Prefix of the NameLoc that tags every op of a kernel with the kernel's
/// name, so that a diagnostic from deep inside a conversion can still say
/// which kernel it came from.
inline constexpr llvm::StringLiteral kKernelLocPrefix = "fsdpc.kernel:";

/// Registers the LLVM IR translations and loads the dialects the compilers
/// create outside of a pass.
void prepareContext(MLIRContext *context);

/// Validates the kernels of `module`, erases the structural duplicates,
/// renames each survivor to its entry's `implName` (tagging its locations
/// with the original name) and returns one entry per survivor. `symbols`
/// gets, per input kernel in module order, its entry's `exportName`.
FailureOr<SmallVector<KernelEntry>>
planKernels(ModuleOp module, std::vector<std::string> &symbols,
            function_ref<InFlightDiagnostic()> emitError);

/// Rewrites every memref.copy as linalg.copy (see KernelLowering.cpp).
void rewriteMemRefCopies(ModuleOp module);

/// Whether `loop` holds no other loop.
bool isInnermostLoop(scf::ForOp loop);

/// Keeps the output element an innermost loop reduces into in a register
/// (an iter_arg) and lets its floating adds reassociate, so that LLVM
/// vectorizes the reduction (PromoteAccumulators.cpp).
void promoteLoopAccumulators(ModuleOp module);

/// Runs LLVM's default pipeline at `optLevel` on the kernels' module, with
/// fsdpc's RestoreMaskedMinMax before the loop vectorizer
/// (KernelOptimizer.cpp). `optLevel` is 0 to 3.
void optimizeKernelModule(llvm::Module &module, llvm::TargetMachine *machine,
                          unsigned optLevel);

/// Captures the diagnostics raised while lowering, so that they reach the
/// caller through its `emitError` (prefixed with the kernel's name) instead of
/// whatever handler the context happens to have.
class LoweringDiagnostics {
public:
  explicit LoweringDiagnostics(MLIRContext *context);

  /// Reports the captured errors (at most one per kernel: later ones are
  /// usually consequences of the first) and returns failure. `what` names
  /// the stage in the fallback message ("lowering to the LLVM dialect").
  LogicalResult report(function_ref<InFlightDiagnostic()> emitError,
                       StringRef what = "lowering to the LLVM dialect");

private:
  SmallVector<std::pair<std::string, std::string>> errors;
  std::optional<ScopedDiagnosticHandler> handler;
};

/// Lowers `module` (func.func kernels on memrefs) in place to the LLVM dialect
/// and appends, for every entry, the C-ABI wrapper
///   void exportName(void **operands, i64 begin, i64 end).
LogicalResult
lowerKernelsToLLVMDialect(ModuleOp module, ArrayRef<KernelEntry> entries,
                          function_ref<InFlightDiagnostic()> emitError);

/// Translates an LLVM-dialect module to LLVM IR, optimizes it for the
/// requested x86-64 level and returns the relocatable object file bytes.
FailureOr<std::string>
emitObjectFile(ModuleOp module, const KernelLibraryOptions &options,
               function_ref<InFlightDiagnostic()> emitError);

/// Links a relocatable object into a shared object (with libm) and returns
/// the shared object's bytes.
FailureOr<std::string>
linkSharedObject(StringRef object, const KernelLibraryOptions &options,
                 function_ref<InFlightDiagnostic()> emitError);

} // namespace mlir::fsdp::detail

#endif // FSDPC_TRANSLATE_LIB_KERNELCOMPILERINTERNAL_H
