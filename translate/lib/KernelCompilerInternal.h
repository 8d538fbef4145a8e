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

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringRef.h"

#include <string>

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
