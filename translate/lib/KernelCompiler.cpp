//===- KernelCompiler.cpp - Ahead-of-time kernel compilation -------------===//
//
// Entry point of the kernel compiler: validates the kernels, deduplicates
// structurally identical ones, names the exported symbols and drives the
// lowering (KernelLowering.cpp) and native code generation
// (NativeCodegen.cpp) on a private clone of the input module.
//
//===----------------------------------------------------------------------===//

#include "KernelCompilerInternal.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

using namespace mlir;
using namespace mlir::fsdp;
using namespace mlir::fsdp::detail;

namespace {

/// Dialects whose ops the lowering pipeline knows how to take to LLVM. Ops of
/// any other dialect (tensor, bufferization, ...) would survive the partial
/// conversions and only fail at translation time with a less useful message,
/// so they are rejected up front.
bool isLowerableDialect(StringRef ns) {
  return llvm::is_contained({"builtin", "func", "linalg", "memref", "arith",
                             "math", "scf", "affine", "cf", "vector", "index",
                             "ub", "llvm"},
                            ns);
}

InFlightDiagnostic kernelError(function_ref<InFlightDiagnostic()> emitError,
                               func::FuncOp kernel) {
  InFlightDiagnostic diag = emitError();
  diag << "cannot compile kernel '" << kernel.getSymName() << "': ";
  return diag;
}

/// A memref argument must be passable as one bare pointer: static shape,
/// identity layout, default memory space.
bool isBarePointerMemRef(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  return memref && memref.hasStaticShape() && memref.getLayout().isIdentity() &&
         !memref.getMemorySpace() &&
         (isa<FloatType>(memref.getElementType()) ||
          memref.getElementType().isSignlessInteger());
}

LogicalResult verifySignature(func::FuncOp kernel,
                              function_ref<InFlightDiagnostic()> emitError) {
  FunctionType type = kernel.getFunctionType();
  if (type.getNumResults() != 0)
    return kernelError(emitError, kernel) << "kernels must not return values";
  ArrayRef<Type> inputs = type.getInputs();
  if (inputs.size() < 2 || !inputs.take_back(2)[0].isIndex() ||
      !inputs.take_back(2)[1].isIndex())
    return kernelError(emitError, kernel)
           << "the last two arguments must be the 'index' range (begin, end)";
  for (auto [i, input] : llvm::enumerate(inputs.drop_back(2)))
    if (!isBarePointerMemRef(input))
      return kernelError(emitError, kernel)
             << "argument #" << i << " has type " << input
             << "; expected a memref with a static shape, an identity layout, "
                "the default memory space and an integer or float element";
  return success();
}

LogicalResult verifyBody(func::FuncOp kernel,
                         function_ref<InFlightDiagnostic()> emitError) {
  WalkResult result = kernel.walk([&](Operation *op) {
    StringRef ns = op->getName().getDialectNamespace();
    if (!isLowerableDialect(ns) || !op->getName().isRegistered()) {
      kernelError(emitError, kernel)
          << "op '" << op->getName() << "' cannot be lowered to native code "
          << "(dialect '" << ns << "' is not supported in kernels)";
      return WalkResult::interrupt();
    }
    auto isTensor = [](Type t) { return isa<TensorType>(t); };
    if (llvm::any_of(op->getOperandTypes(), isTensor) ||
        llvm::any_of(op->getResultTypes(), isTensor)) {
      kernelError(emitError, kernel)
          << "op '" << op->getName()
          << "' works on tensors; kernels must be bufferized to memrefs";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

/// Text that is equal for two kernels iff they have the same types, attributes
/// and body; the name and visibility are left out so that kernels emitted
/// once per layer collapse to one symbol.
std::string structuralKey(func::FuncOp kernel) {
  OwningOpRef<func::FuncOp> copy = kernel.clone();
  copy->setSymName("");
  copy->setSymVisibilityAttr({});
  std::string key;
  llvm::raw_string_ostream os(key);
  copy->print(os, OpPrintingFlags().printGenericOpForm());
  return key;
}

/// Keeps exported names plain C identifiers so that any loader (dlsym, a
/// linker script, a debugger) accepts them.
std::string sanitize(StringRef name) {
  std::string result;
  for (char c : name)
    result += llvm::isAlnum(c) ? c : '_';
  return result;
}

/// Returns `base`, or `base_<n>`, whichever is not in `used` yet; records it.
std::string uniqueName(StringRef base, llvm::StringSet<> &used) {
  std::string name = base.str();
  for (unsigned n = 1; used.contains(name); ++n)
    name = (base + "_" + Twine(n)).str();
  used.insert(name);
  return name;
}

/// Wraps every location in the kernel with a NameLoc carrying the kernel name;
/// conversion patterns propagate op locations, so a diagnostic raised at any
/// stage of the lowering can be attributed to its kernel.
void tagLocations(func::FuncOp kernel, StringRef name) {
  auto tag = StringAttr::get(kernel.getContext(), kKernelLocPrefix + name);
  kernel.walk([&](Operation *op) {
    op->setLoc(NameLoc::get(tag, op->getLoc()));
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          arg.setLoc(NameLoc::get(tag, arg.getLoc()));
  });
}

} // namespace

/// Registers the LLVM IR translations and loads the dialects whose ops and
/// attributes the compiler creates outside of a pass (which would otherwise
/// load them as dependent dialects).
void mlir::fsdp::detail::prepareContext(MLIRContext *context) {
  DialectRegistry registry;
  registry.insert<LLVM::LLVMDialect, linalg::LinalgDialect, scf::SCFDialect>();
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  context->appendDialectRegistry(registry);
  context->loadDialect<LLVM::LLVMDialect, linalg::LinalgDialect,
                       scf::SCFDialect>();
}

/// Validates the kernels, erases the duplicates from `module`, renames the
/// survivors to their implementation names and returns one entry per
/// surviving kernel plus, in `symbols`, the export name of every input kernel.
FailureOr<SmallVector<KernelEntry>>
mlir::fsdp::detail::planKernels(ModuleOp module,
                                std::vector<std::string> &symbols,
                                function_ref<InFlightDiagnostic()> emitError) {
  SmallVector<func::FuncOp> kernels;
  for (auto func : module.getOps<func::FuncOp>())
    if (!func.isDeclaration())
      kernels.push_back(func);

  bool valid = true;
  for (func::FuncOp kernel : kernels)
    valid &= succeeded(verifySignature(kernel, emitError)) &&
             succeeded(verifyBody(kernel, emitError));
  if (!valid)
    return failure();

  llvm::StringSet<> used;
  for (Operation &op : *module.getBody())
    if (auto symbol = SymbolTable::getSymbolName(&op))
      used.insert(symbol.getValue());

  SmallVector<KernelEntry> entries;
  llvm::StringMap<unsigned> entryOfKey;
  for (func::FuncOp kernel : kernels) {
    auto [it, inserted] =
        entryOfKey.try_emplace(structuralKey(kernel), entries.size());
    if (!inserted) {
      symbols.push_back(entries[it->second].exportName);
      kernel.erase();
      continue;
    }
    KernelEntry &entry = entries.emplace_back();
    entry.originalName = kernel.getSymName().str();
    entry.exportName =
        uniqueName("fsdpc_" + sanitize(entry.originalName), used);
    entry.implName = uniqueName("__fsdpc_impl_" + entry.exportName, used);
    entry.numMemRefs = kernel.getNumArguments() - 2;
    symbols.push_back(entry.exportName);
    if (failed(SymbolTable::replaceAllSymbolUses(
            kernel, StringAttr::get(module.getContext(), entry.implName),
            module)))
      return kernelError(emitError, kernel) << "cannot rename its uses";
    kernel.setSymName(entry.implName);
    // The C interface wrappers would take memref descriptors; ours are built
    // separately on the bare-pointer convention.
    kernel->removeAttr("llvm.emit_c_interface");
    tagLocations(kernel, entry.originalName);
  }
  return entries;
}

FailureOr<KernelLibrary>
mlir::fsdp::compileKernelLibrary(ModuleOp kernels,
                                 const KernelLibraryOptions &options,
                                 function_ref<InFlightDiagnostic()> emitError) {
  prepareContext(kernels.getContext());
  // Lowering rewrites the module in place; the caller's module stays intact.
  OwningOpRef<ModuleOp> module = kernels.clone();

  KernelLibrary library;
  FailureOr<SmallVector<KernelEntry>> entries =
      planKernels(*module, library.symbols, emitError);
  if (failed(entries) ||
      failed(lowerKernelsToLLVMDialect(*module, *entries, emitError)))
    return failure();

  FailureOr<std::string> object = emitObjectFile(*module, options, emitError);
  if (failed(object))
    return failure();
  FailureOr<std::string> sharedObject =
      linkSharedObject(*object, options, emitError);
  if (failed(sharedObject))
    return failure();
  library.sharedObject = std::move(*sharedObject);
  return library;
}
