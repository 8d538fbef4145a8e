//===- fsdpc-gpu-emulation-check.cpp - a program's GPU kernels on the host ===//
//
// Reads the kernels fsdp-translate outlines for a GPU
// (`fsdp-translate --target=cuda --dump=kernels`, each with its launch's
// range), builds each as the GPU kernel compiler does, runs it on the host
// block by block and thread by thread (GpuHostEmulation.h), and checks that
// it computes what the same kernel compiled for the CPU computes, on random
// operands: a whole program's kernels checked without a GPU.
//
//   fsdpc-gpu-emulation-check KERNELS.mlir [--tolerance T] [--seed S]
//
// Prints one line per kernel that differs and a summary; exits 1 if any
// kernel differs, 2 if the kernels cannot be read, built or compiled.
//
//===----------------------------------------------------------------------===//

#include "EmulatedKernels.h"

#include "fsdpc/Dialect/FSDP/FSDP.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <map>

using namespace mlir;

static llvm::cl::opt<std::string> inputFile(llvm::cl::Positional,
                                            llvm::cl::desc("<kernels .mlir>"),
                                            llvm::cl::init("-"));
static llvm::cl::opt<double> tolerance(
    "tolerance",
    llvm::cl::desc("largest difference of a float output element, relative "
                   "to the largest magnitude of that output (at least 1)"),
    llvm::cl::init(1e-5));
static llvm::cl::opt<unsigned>
    seed("seed", llvm::cl::desc("seed of the operands"), llvm::cl::init(7));

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  llvm::cl::ParseCommandLineOptions(
      argc, argv,
      "fsdpc: a program's GPU kernels, emulated on the host, "
      "against its CPU kernels\n");
  DialectRegistry registry;
  registry.insert<affine::AffineDialect, arith::ArithDialect, func::FuncDialect,
                  gpu::GPUDialect, linalg::LinalgDialect, math::MathDialect,
                  memref::MemRefDialect, scf::SCFDialect>();
  MLIRContext context(registry);
  context.printOpOnDiagnostic(false);
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input = openInputFile(inputFile, &error);
  if (!input) {
    llvm::errs() << "fsdpc-gpu-emulation-check: " << error << "\n";
    return 2;
  }
  llvm::SourceMgr sources;
  sources.AddNewSourceBuffer(std::move(input), llvm::SMLoc());
  SourceMgrDiagnosticHandler diagnostics(sources, &context);
  OwningOpRef<ModuleOp> kernels =
      parseSourceFile<ModuleOp>(sources, ParserConfig(&context));
  if (!kernels)
    return 2;

  std::vector<int64_t> ranges;
  for (auto kernel : kernels->getOps<func::FuncOp>()) {
    auto range = kernel->getAttrOfType<IntegerAttr>(
        fsdp::FSDPDialect::kLaunchRangeAttrName);
    if (!range) {
      kernel.emitOpError("has no fsdp.launch_range (use the kernels of "
                         "fsdp-translate --target=cuda --dump=kernels)");
      return 2;
    }
    ranges.push_back(range.getInt());
  }
  FailureOr<fsdpc::test::EmulatedKernels> emulated =
      fsdpc::test::emulateKernels(*kernels, ranges, fsdp::GpuKernelOptions(),
                                  [&] { return kernels->emitError(); });
  if (failed(emulated))
    return 2;

  std::mt19937 rng(seed);
  unsigned index = 0, differing = 0;
  std::map<std::string, unsigned> byMapping;
  for (auto kernel : kernels->getOps<func::FuncOp>()) {
    const auto &launch = emulated->launches[index];
    bool rows = launch.plan.mapping == fsdp::GpuMapping::BlockPerIndex;
    ++byMapping[rows ? "block_per_index" : "thread_per_index"];
    std::string difference = fsdpc::test::compareOnRandomOperands(
        *emulated, kernel, index++, rng, tolerance);
    if (difference.empty())
      continue;
    ++differing;
    llvm::outs() << "DIFFERS " << kernel.getSymName() << ": " << difference
                 << "\n";
  }
  llvm::outs() << index << " kernels (";
  llvm::interleaveComma(byMapping, llvm::outs(), [&](const auto &entry) {
    llvm::outs() << entry.second << " " << entry.first;
  });
  llvm::outs() << "): " << differing << " differ from the CPU's\n";
  return differing ? 1 : 0;
}
