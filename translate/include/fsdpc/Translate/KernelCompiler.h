//===- KernelCompiler.h - Ahead-of-time kernel compilation ------*- C++ -*-===//
//
// Compiles the per-rank program's compute kernels (func.func ops on memrefs)
// into one host shared object that the runtime dlopens. Everything goes
// through MLIR's own lowering to the LLVM dialect and LLVM's x86 backend; no
// kernel body is interpreted.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_TRANSLATE_KERNELCOMPILER_H
#define FSDPC_TRANSLATE_KERNELCOMPILER_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Support/LLVM.h"

#include <string>
#include <vector>

namespace mlir::fsdp {

struct KernelLibraryOptions {
  /// x86-64 micro-architecture level the code may use: "x86-64", "x86-64-v2",
  /// "x86-64-v3" (default; AVX2+FMA) or "x86-64-v4".
  std::string targetCpu = "x86-64-v3";
  /// The linker; empty: ld.lld-22 on PATH, else /usr/lib/llvm-22/bin/ld.lld.
  std::string linker;
  unsigned optLevel = 3;
};

struct KernelLibrary {
  /// ELF shared object bytes.
  std::string sharedObject;
  /// Per input kernel (in module order): the exported symbol to call.
  std::vector<std::string> symbols;
};

/// `kernels` holds func.func ops (and whatever they reference, e.g.
/// memref.global). Each takes memref arguments (static shapes, identity
/// layouts) followed by exactly two `index` arguments (begin, end: the
/// sub-range of the kernel's outermost parallel loop this call computes) and
/// returns nothing. The returned shared object exports, per kernel, the C-ABI
/// entry
///   void <symbol>(void **operands, int64_t begin, int64_t end)
/// where operands[i] is the base address of the i-th memref argument.
/// Structurally identical kernels (same body and types, any name) share one
/// symbol. `kernels` itself is not modified. Errors are reported through
/// `emitError`, naming the kernel and the reason.
FailureOr<KernelLibrary>
compileKernelLibrary(ModuleOp kernels, const KernelLibraryOptions &options,
                     function_ref<InFlightDiagnostic()> emitError);

} // namespace mlir::fsdp

#endif // FSDPC_TRANSLATE_KERNELCOMPILER_H
