//===- NativeCodegen.cpp - LLVM dialect to a host shared object ----------===//
//
// Translates the lowered kernels to LLVM IR, optimizes them for the requested
// x86-64 micro-architecture level, emits a PIC object file and links it into
// a shared object with ld.lld.
//
//===----------------------------------------------------------------------===//

#include "KernelCompilerInternal.h"

#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/IR/DiagnosticHandler.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/TargetParser/Triple.h"

#include <mutex>

using namespace mlir;
using namespace mlir::fsdp;
using namespace mlir::fsdp::detail;

namespace {

constexpr llvm::StringLiteral kTriple = "x86_64-unknown-linux-gnu";

void initializeX86Target() {
  static std::once_flag once;
  std::call_once(once, [] {
    LLVMInitializeX86TargetInfo();
    LLVMInitializeX86Target();
    LLVMInitializeX86TargetMC();
    LLVMInitializeX86AsmPrinter();
  });
}

llvm::CodeGenOptLevel codeGenOptLevel(unsigned optLevel) {
  switch (optLevel) {
  case 0:
    return llvm::CodeGenOptLevel::None;
  case 1:
    return llvm::CodeGenOptLevel::Less;
  case 2:
    return llvm::CodeGenOptLevel::Default;
  default:
    return llvm::CodeGenOptLevel::Aggressive;
  }
}

FailureOr<std::unique_ptr<llvm::TargetMachine>>
createTargetMachine(const KernelLibraryOptions &options,
                    function_ref<InFlightDiagnostic()> emitError) {
  // An unknown CPU name would only make LLVM print a warning and fall back to
  // the baseline, silently producing slower code.
  if (!llvm::is_contained({"x86-64", "x86-64-v2", "x86-64-v3", "x86-64-v4"},
                          options.targetCpu))
    return emitError() << "unsupported kernel target CPU '" << options.targetCpu
                       << "'; expected x86-64, x86-64-v2, x86-64-v3 or "
                          "x86-64-v4";
  if (options.optLevel > 3)
    return emitError() << "unsupported kernel optimization level "
                       << options.optLevel << "; expected 0 to 3";
  initializeX86Target();
  llvm::Triple triple(kTriple);
  std::string error;
  const llvm::Target *target =
      llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target)
    return emitError() << "cannot find the x86-64 LLVM target: " << error;
  // PIC: the object goes into a shared object loaded at any address.
  std::unique_ptr<llvm::TargetMachine> machine(target->createTargetMachine(
      triple, options.targetCpu, /*Features=*/"", llvm::TargetOptions(),
      llvm::Reloc::PIC_, std::nullopt, codeGenOptLevel(options.optLevel)));
  if (!machine)
    return emitError() << "cannot create an LLVM target machine for "
                       << options.targetCpu;
  return machine;
}

/// A directory removed with everything in it when this goes out of scope.
class TempDirectory {
public:
  std::error_code create() {
    return llvm::sys::fs::createUniqueDirectory("fsdpc-kernels", path);
  }
  ~TempDirectory() {
    if (!path.empty())
      llvm::sys::fs::remove_directories(path);
  }
  std::string file(StringRef name) const {
    SmallString<128> result(path);
    llvm::sys::path::append(result, name);
    return std::string(result);
  }

private:
  SmallString<128> path;
};

FailureOr<std::string>
findLinker(const KernelLibraryOptions &options,
           function_ref<InFlightDiagnostic()> emitError) {
  if (!options.linker.empty()) {
    if (llvm::sys::path::has_parent_path(options.linker)) {
      if (llvm::sys::fs::can_execute(options.linker))
        return options.linker;
    } else if (auto found = llvm::sys::findProgramByName(options.linker)) {
      return *found;
    }
    return emitError() << "kernel linker '" << options.linker
                       << "' not found or not executable";
  }
  if (auto found = llvm::sys::findProgramByName("ld.lld-22"))
    return *found;
  constexpr llvm::StringLiteral fallback = "/usr/lib/llvm-22/bin/ld.lld";
  if (llvm::sys::fs::can_execute(fallback))
    return fallback.str();
  return emitError() << "cannot find a linker for the kernel library: neither "
                        "ld.lld-22 on PATH nor "
                     << fallback;
}

/// libgcc.a of the newest installed GCC, or "" if there is none. f16
/// conversions on CPUs without F16C (x86-64, x86-64-v2) are libgcc calls.
std::string findLibgcc() {
  std::string best;
  unsigned bestVersion = 0;
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator
           it("/usr/lib/gcc/x86_64-linux-gnu", ec),
       end;
       !ec && it != end; it.increment(ec)) {
    std::string candidate = it->path() + "/libgcc.a";
    unsigned version = 0;
    if (llvm::sys::path::filename(it->path()).getAsInteger(10, version) ||
        !llvm::sys::fs::exists(candidate))
      continue;
    if (best.empty() || version > bestVersion) {
      best = candidate;
      bestVersion = version;
    }
  }
  return best;
}

std::string readFileOrEmpty(StringRef path) {
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  return buffer ? (*buffer)->getBuffer().str() : std::string();
}

/// x86 without AVX512-BF16 keeps a bf16 value that passes through a register
/// (a broadcast's loaded scalar, a select) as f32 and narrows it back with a
/// call to __truncsfbf2, which GCC 12's libgcc lacks. The library defines its
/// own (round to nearest even, NaNs kept quiet), hidden so that it is not
/// exported. Added after optimization: until instruction selection nothing
/// calls it, and the optimizer would drop it.
void defineBf16Truncation(llvm::Module &module) {
  llvm::LLVMContext &context = module.getContext();
  auto *type = llvm::FunctionType::get(llvm::Type::getBFloatTy(context),
                                       {llvm::Type::getFloatTy(context)},
                                       /*isVarArg=*/false);
  llvm::Function *function = llvm::Function::Create(
      type, llvm::GlobalValue::WeakODRLinkage, "__truncsfbf2", module);
  if (function->getName() != "__truncsfbf2") { // already there
    function->eraseFromParent();
    return;
  }
  function->setVisibility(llvm::GlobalValue::HiddenVisibility);
  llvm::IRBuilder<> b(llvm::BasicBlock::Create(context, "entry", function));
  llvm::Value *x = function->getArg(0);
  llvm::Value *bits = b.CreateBitCast(x, b.getInt32Ty());
  llvm::Value *high = b.CreateLShr(bits, 16);
  llvm::Value *bias = b.CreateAdd(b.CreateAnd(high, 1), b.getInt32(0x7fff));
  llvm::Value *rounded = b.CreateLShr(b.CreateAdd(bits, bias), 16);
  llvm::Value *quietNan = b.CreateOr(high, 0x40);
  llvm::Value *result =
      b.CreateSelect(b.CreateFCmpUNO(x, x), quietNan, rounded);
  b.CreateRet(
      b.CreateBitCast(b.CreateTrunc(result, b.getInt16Ty()), b.getBFloatTy()));
}

/// LLVM's diagnostics while it optimizes and emits the kernels. Its errors
/// become the caller's (LLVM's default handler would exit the process).
/// A remark is printed only where it is enabled (LLVM's -pass-remarks*
/// options, or the loop vectorizer's always-printed report that it did not
/// follow a loop annotation), named by its kernel, which has no source
/// location of its own. Warnings keep LLVM's default printing.
struct KernelDiagnostics : llvm::DiagnosticHandler {
  std::string errors;
  bool handleDiagnostics(const llvm::DiagnosticInfo &info) override {
    if (info.getSeverity() == llvm::DS_Error) {
      llvm::raw_string_ostream os(errors);
      llvm::DiagnosticPrinterRawOStream printer(os);
      os << "\n";
      info.print(printer);
      return true;
    }
    auto *remark = dyn_cast<llvm::DiagnosticInfoOptimizationBase>(&info);
    if (!remark)
      return false;
    if (remark->isEnabled())
      llvm::errs() << "remark: kernel " << remark->getFunction().getName()
                   << ": " << remark->getMsg() << "\n";
    return true;
  }
};

} // namespace

FailureOr<std::string> mlir::fsdp::detail::emitObjectFile(
    ModuleOp module, const KernelLibraryOptions &options,
    function_ref<InFlightDiagnostic()> emitError) {
  FailureOr<std::unique_ptr<llvm::TargetMachine>> machine =
      createTargetMachine(options, emitError);
  if (failed(machine))
    return failure();

  llvm::LLVMContext llvmContext;
  auto handler = std::make_unique<KernelDiagnostics>();
  KernelDiagnostics &diagnostics = *handler;
  llvmContext.setDiagnosticHandler(std::move(handler));
  std::string translationErrors;
  std::unique_ptr<llvm::Module> llvmModule;
  {
    // Translation errors must reach the caller through `emitError` too.
    ScopedDiagnosticHandler handler(module.getContext(), [&](Diagnostic &d) {
      if (d.getSeverity() == DiagnosticSeverity::Error)
        translationErrors += "\n" + d.str();
      return success();
    });
    llvmModule = translateModuleToLLVMIR(module, llvmContext, "fsdpc_kernels");
  }
  if (!llvmModule)
    return emitError() << "cannot translate the lowered kernels to LLVM IR"
                       << translationErrors;
  llvmModule->setTargetTriple(llvm::Triple(kTriple));
  llvmModule->setDataLayout((*machine)->createDataLayout());
  // The function attribute is what the vectorizer's cost model and the
  // inliner consult; setting it makes the IR self-describing as well.
  for (llvm::Function &function : *llvmModule)
    if (!function.isDeclaration())
      function.addFnAttr("target-cpu", options.targetCpu);

  optimizeKernelModule(*llvmModule, machine->get(), options.optLevel);
  defineBf16Truncation(*llvmModule);

  SmallString<0> object;
  llvm::raw_svector_ostream os(object);
  llvm::legacy::PassManager codegen;
  if ((*machine)->addPassesToEmitFile(codegen, os, nullptr,
                                      llvm::CodeGenFileType::ObjectFile))
    return emitError() << "the x86-64 target cannot emit object files";
  codegen.run(*llvmModule);
  if (!diagnostics.errors.empty())
    return emitError() << "LLVM cannot compile the kernel library:"
                       << diagnostics.errors;
  return std::string(object.str());
}

FailureOr<std::string> mlir::fsdp::detail::linkSharedObject(
    StringRef object, const KernelLibraryOptions &options,
    function_ref<InFlightDiagnostic()> emitError) {
  FailureOr<std::string> linker = findLinker(options, emitError);
  if (failed(linker))
    return failure();

  TempDirectory dir;
  if (std::error_code ec = dir.create())
    return emitError() << "cannot create a temporary directory for linking "
                          "the kernel library: "
                       << ec.message();
  std::string objectPath = dir.file("kernels.o");
  std::string libraryPath = dir.file("kernels.so");
  std::string logPath = dir.file("link.log");
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(objectPath, ec);
    if (!ec)
      os << object;
    if (ec || os.has_error())
      return emitError() << "cannot write " << objectPath << ": "
                         << (ec ? ec.message() : os.error().message());
  }

  // --no-undefined: a symbol nothing provides (say, a libgcc helper) is a
  // link error here rather than a dlopen failure in the runtime.
  SmallVector<std::string> args = {*linker,
                                   "-shared",
                                   "--no-undefined",
                                   "--build-id=none",
                                   "-o",
                                   libraryPath,
                                   objectPath,
                                   "-L/usr/lib/x86_64-linux-gnu",
                                   "-L/lib/x86_64-linux-gnu"};
  if (std::string libgcc = findLibgcc(); !libgcc.empty())
    args.push_back(libgcc);
  args.append({"-lm", "-lc"});
  SmallVector<StringRef> argRefs(args.begin(), args.end());
  std::optional<StringRef> redirects[] = {StringRef(""), StringRef(logPath),
                                          StringRef(logPath)};
  std::string execError;
  int status = llvm::sys::ExecuteAndWait(*linker, argRefs, std::nullopt,
                                         redirects, 0, 0, &execError);
  if (status != 0)
    return emitError() << "linking the kernel library with " << *linker
                       << " failed"
                       << (execError.empty() ? "" : ": " + execError) << "\n"
                       << readFileOrEmpty(logPath);

  auto library = llvm::MemoryBuffer::getFile(libraryPath, /*IsText=*/false,
                                             /*RequiresNullTerminator=*/false);
  if (!library)
    return emitError() << "cannot read the linked kernel library: "
                       << library.getError().message();
  return (*library)->getBuffer().str();
}
