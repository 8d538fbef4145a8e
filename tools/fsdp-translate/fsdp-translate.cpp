//===- fsdp-translate.cpp - a planned per-rank program to an executable ---===//
//
//   fsdp-translate step.mlir -o step.fsdpx [--target-cpu=x86-64-v3]
//   fsdp-translate step.mlir -o step.fsdpx --target=cuda [--gpu-arch=sm_90]
//   fsdp-translate step.mlir --dump=json
//
// Reads the output of fsdp-pipeline (a scheduled, memory-planned per-rank
// module), compiles its kernels ahead of time and writes the runtime's
// executable (docs/runtime.md). The file is written atomically.
//
//===----------------------------------------------------------------------===//

#include "ExecutableBuilder.h"

#include "fsdpc/Translate/GpuKernelCompiler.h"

#include "fsdpc/Dialect/FSDP/FSDP.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Support/ToolUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
namespace cl = llvm::cl;

// --help lists these alone, not the hundreds of options LLVM's backends
// register in every tool that links them.
static cl::OptionCategory translateCategory("fsdp-translate options");

static cl::opt<std::string> inputFile(cl::Positional,
                                      cl::desc("<per-rank program .mlir>"),
                                      cl::init("-"),
                                      cl::cat(translateCategory));
static cl::opt<std::string> outputFile("o", cl::desc("Output executable"),
                                       cl::value_desc("file"),
                                       cl::cat(translateCategory));
enum class Dump { None, Json, Kernels, Ptx };
static cl::opt<Dump> dump(
    "dump", cl::desc("Print the executable instead of writing it"),
    cl::values(
        clEnumValN(Dump::Json, "json", "as JSON"),
        clEnumValN(Dump::Kernels, "kernels",
                   "the kernels as MLIR functions on memrefs, each with its "
                   "launch's range (fsdp.launch_range)"),
        clEnumValN(Dump::Ptx, "ptx", "the kernels' PTX (--target=cuda)")),
    cl::init(Dump::None), cl::cat(translateCategory));
static cl::opt<bool> splitInputFile(
    "split-input-file",
    cl::desc("Translate each '// -----' chunk on its own (tests)"),
    cl::cat(translateCategory));
static cl::opt<std::string>
    targetCpu("target-cpu",
              cl::desc("x86-64 level of the kernels: x86-64, x86-64-v2, "
                       "x86-64-v3, x86-64-v4"),
              cl::init("x86-64-v3"), cl::cat(translateCategory));
static cl::opt<std::string>
    target("target",
           cl::desc("Device of the kernels: cpu (a host shared object) or "
                    "cuda (PTX)"),
           cl::init("cpu"), cl::cat(translateCategory));
static cl::opt<std::string>
    gpuArch("gpu-arch",
            cl::desc("--target=cuda: the NVPTX architecture of the PTX"),
            cl::init("sm_90"), cl::cat(translateCategory));
static cl::opt<std::string> gpuIndexBits(
    "gpu-index-bits",
    cl::desc("--target=cuda: the kernels' index arithmetic, auto (32 bits "
             "when every buffer and launch range fits in int32) or 64"),
    cl::init("auto"), cl::cat(translateCategory));
static cl::opt<std::string> gpuWorkPerThread(
    "gpu-work-per-thread",
    cl::desc("--target=cuda: auto (a large elementwise kernel runs 2-4 "
             "points per thread, a row reduction ~16 elements per thread) or "
             "one (one point per thread, row blocks as wide as the row: the "
             "baseline bench/gpu times auto against)"),
    cl::init("auto"), cl::cat(translateCategory));
static cl::opt<std::string> gpuDivision(
    "gpu-division",
    cl::desc("--target=cuda: f32 division as full (div.full.f32, within 2 "
             "ulp: what XLA:GPU and Triton emit) or ieee (div.rn.f32, "
             "correctly rounded)"),
    cl::init("full"), cl::cat(translateCategory));
static cl::opt<std::string> gpuExp(
    "gpu-exp",
    cl::desc("--target=cuda: f32 exp as accurate (libdevice's __nv_expf, "
             "within 2 ulp: what XLA:GPU emits) or fast (ex2.approx.f32 of "
             "x * log2(e), what Triton emits: within 2 + |1.173 x| ulp)"),
    cl::init("accurate"), cl::cat(translateCategory));

/// Whether the --target=cuda option `name` (`value`) is `automatic` or
/// `other`, and given only with --target=cuda; reports it otherwise.
static bool isGpuChoice(const cl::opt<std::string> &value, StringRef name,
                        StringRef automatic, StringRef other,
                        const fsdp::TranslateOptions &options) {
  if (value.getNumOccurrences() && options.target != fsdp::Target::Cuda) {
    llvm::errs() << "fsdp-translate: error: --" << name
                 << " needs --target=cuda\n";
    return false;
  }
  if (value != automatic && value != other) {
    llvm::errs() << "fsdp-translate: error: unknown --" << name << " '" << value
                 << "' (expected " << automatic << " or " << other << ")\n";
    return false;
  }
  return true;
}

/// The options of the command line, or nullopt after reporting a bad one.
static std::optional<fsdp::TranslateOptions> parseTargetOptions() {
  fsdp::TranslateOptions options;
  options.targetCpu = targetCpu;
  if (target == "cuda") {
    options.target = fsdp::Target::Cuda;
  } else if (target != "cpu") {
    llvm::errs() << "fsdp-translate: error: unknown --target '" << target
                 << "' (expected cpu or cuda)\n";
    return std::nullopt;
  }
  if (options.target != fsdp::Target::Cuda && dump == Dump::Ptx) {
    llvm::errs() << "fsdp-translate: error: --dump=ptx needs --target=cuda\n";
    return std::nullopt;
  }
  if (gpuArch.getNumOccurrences() && options.target != fsdp::Target::Cuda) {
    llvm::errs() << "fsdp-translate: error: --gpu-arch needs --target=cuda\n";
    return std::nullopt;
  }
  if (options.target == fsdp::Target::Cuda && !fsdp::isKnownGpuArch(gpuArch)) {
    llvm::errs() << "fsdp-translate: error: unknown --gpu-arch '" << gpuArch
                 << "' (expected an NVPTX architecture such as sm_90)\n";
    return std::nullopt;
  }
  options.gpuArch = gpuArch;
  if (!isGpuChoice(gpuIndexBits, "gpu-index-bits", "auto", "64", options) ||
      !isGpuChoice(gpuWorkPerThread, "gpu-work-per-thread", "auto", "one",
                   options) ||
      !isGpuChoice(gpuDivision, "gpu-division", "full", "ieee", options) ||
      !isGpuChoice(gpuExp, "gpu-exp", "accurate", "fast", options))
    return std::nullopt;
  options.gpuIndexBits = gpuIndexBits == "64" ? 64 : 0;
  options.gpuOnePointPerThread = gpuWorkPerThread == "one";
  options.gpuIeeeDivision = gpuDivision == "ieee";
  options.gpuFastExp = gpuExp == "fast";
  return options;
}

/// Translates one buffer; diagnostics go to stderr.
static LogicalResult translate(std::unique_ptr<llvm::MemoryBuffer> buffer,
                               MLIRContext &context,
                               fsdp::TranslateOptions options,
                               llvm::raw_ostream &os) {
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
  SourceMgrDiagnosticHandler handler(sourceMgr, &context);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module || failed(verify(*module)))
    return failure();
  if (dump == Dump::Kernels)
    options.kernelDump = &os;
  auto executable = fsdp::buildExecutable(*module, options);
  if (failed(executable))
    return failure();
  if (dump == Dump::Kernels)
    return success();
  if (dump == Dump::Json) {
    os << fsdp::dumpExecutableJson(**executable);
    return success();
  }
  if (dump == Dump::Ptx) {
    // The library is NUL-terminated PTX text (or empty: no kernels).
    const std::vector<uint8_t> &ptx = (*executable)->library;
    os << StringRef(reinterpret_cast<const char *>(ptx.data()), ptx.size())
              .rtrim('\0');
    return success();
  }
  std::string bytes = fsdp::serializeExecutable(**executable);
  if (llvm::Error failure =
          llvm::writeToOutput(outputFile, [&](llvm::raw_ostream &file) {
            file << bytes;
            return llvm::Error::success();
          })) {
    llvm::errs() << "fsdp-translate: error: cannot write the executable: "
                 << llvm::toString(std::move(failure)) << "\n";
    return mlir::failure();
  }
  return success();
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(translateCategory);
  cl::ParseCommandLineOptions(argc, argv,
                              "fsdpc: a planned program to an executable\n");
  if (dump == Dump::None && outputFile.empty()) {
    llvm::errs() << "fsdp-translate: error: give -o FILE or --dump=json\n";
    return 2;
  }
  std::optional<fsdp::TranslateOptions> options = parseTargetOptions();
  if (!options)
    return 2;
  DialectRegistry registry;
  registry
      .insert<fsdp::FSDPDialect, arith::ArithDialect, func::FuncDialect,
              linalg::LinalgDialect, math::MathDialect, memref::MemRefDialect,
              scf::SCFDialect, tensor::TensorDialect>();
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  // Diagnostics name the op and its location; no IR dumps.
  context.printOpOnDiagnostic(false);
  std::string error;
  auto file = mlir::openInputFile(inputFile, &error);
  if (!file) {
    llvm::errs() << "fsdp-translate: error: " << error << "\n";
    return 2;
  }
  auto process = [&](std::unique_ptr<llvm::MemoryBuffer> chunk,
                     llvm::raw_ostream &os) {
    return translate(std::move(chunk), context, *options, os);
  };
  if (splitInputFile)
    return failed(splitAndProcessBuffer(std::move(file), process, llvm::outs()))
               ? 1
               : 0;
  return failed(process(std::move(file), llvm::outs())) ? 1 : 0;
}
