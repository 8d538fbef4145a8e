//===- fsdp-translate.cpp - a planned per-rank program to an executable ---===//
//
//   fsdp-translate step.mlir -o step.fsdpx [--target-cpu=x86-64-v3]
//   fsdp-translate step.mlir --dump=json
//
// Reads the output of fsdp-pipeline (a scheduled, memory-planned per-rank
// module), compiles its kernels ahead of time and writes the runtime's
// executable (docs/runtime.md). The file is written atomically.
//
//===----------------------------------------------------------------------===//

#include "ExecutableBuilder.h"

#include "fsdpc/Dialect/FSDP/FSDP.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
namespace cl = llvm::cl;

static cl::opt<std::string> inputFile(cl::Positional,
                                      cl::desc("<per-rank program .mlir>"),
                                      cl::init("-"));
static cl::opt<std::string> outputFile("o", cl::desc("Output executable"),
                                       cl::value_desc("file"));
enum class Dump { None, Json };
static cl::opt<Dump> dump(
    "dump", cl::desc("Print the executable instead of writing it"),
    cl::values(clEnumValN(Dump::Json, "json", "as JSON")), cl::init(Dump::None));
static cl::opt<std::string>
    targetCpu("target-cpu",
              cl::desc("x86-64 level of the kernels: x86-64, x86-64-v2, "
                       "x86-64-v3, x86-64-v4"),
              cl::init("x86-64-v3"));

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::ParseCommandLineOptions(argc, argv,
                              "fsdpc: a planned program to an executable\n");
  if (dump == Dump::None && outputFile.empty()) {
    llvm::errs() << "fsdp-translate: error: give -o FILE or --dump=json\n";
    return 2;
  }
  DialectRegistry registry;
  registry.insert<fsdp::FSDPDialect, arith::ArithDialect, func::FuncDialect,
                  linalg::LinalgDialect, math::MathDialect,
                  memref::MemRefDialect, tensor::TensorDialect>();
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  // Diagnostics name the op and its location; no IR dumps.
  context.printOpOnDiagnostic(false);
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler handler(sourceMgr, &context);
  std::string error;
  auto file = mlir::openInputFile(inputFile, &error);
  if (!file) {
    llvm::errs() << "fsdp-translate: error: " << error << "\n";
    return 2;
  }
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module || failed(verify(*module)))
    return 1;
  fsdp::TranslateOptions options;
  options.targetCpu = targetCpu;
  auto executable = fsdp::buildExecutable(*module, options);
  if (failed(executable))
    return 1;
  if (dump == Dump::Json) {
    llvm::outs() << fsdp::dumpExecutableJson(**executable);
    return 0;
  }
  std::string bytes = fsdp::serializeExecutable(**executable);
  if (llvm::Error failure = llvm::writeToOutput(
          outputFile, [&](llvm::raw_ostream &os) {
            os << bytes;
            return llvm::Error::success();
          })) {
    llvm::errs() << "fsdp-translate: error: cannot write the executable: "
                 << llvm::toString(std::move(failure)) << "\n";
    return 1;
  }
  return 0;
}
