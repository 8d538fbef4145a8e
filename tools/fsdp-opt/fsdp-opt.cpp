//===- fsdp-opt.cpp - mlir-opt for fsdpc programs -------------------------===//
//
// Parses, verifies and transforms fsdpc programs. It knows exactly the
// dialects of fsdpc's input contract (func, arith, math, linalg, tensor, and
// scf for loops inside linalg regions) plus fsdp, the generic
// transformations (canonicalize, cse, ...) and every fsdpc pass.
//
//===----------------------------------------------------------------------===//

#include "TestPasses.h"
#include "fsdpc/Dialect/FSDP/FSDP.h"
#include "fsdpc/Passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/Extensions/InlinerExtension.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/STLExtras.h"

#include <vector>

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  registry.insert<mlir::fsdp::FSDPDialect, mlir::arith::ArithDialect,
                  mlir::func::FuncDialect, mlir::linalg::LinalgDialect,
                  mlir::math::MathDialect, mlir::scf::SCFDialect,
                  mlir::tensor::TensorDialect>();
  mlir::func::registerInlinerExtension(registry);

  mlir::registerTransformsPasses();
  mlir::fsdp::registerFSDPCPasses();
  mlir::fsdp::registerFSDPCPipelines();
  // Test support (fsdp-emulate-ranks), from test/lib.
  mlir::fsdp::registerFSDPCTestPasses();

  // Diagnostics name the op and the user's source line; a dump of the op
  // (for a failed pass, a half-rewritten function of thousands of lines)
  // helps compiler developers only, who ask for it with
  // --mlir-print-op-on-diagnostic=true.
  std::vector<char *> args(argv, argv + argc);
  static char noOpDump[] = "--mlir-print-op-on-diagnostic=false";
  bool asked = llvm::any_of(args, [](const char *arg) {
    return llvm::StringRef(arg).contains("mlir-print-op-on-diagnostic");
  });
  if (!asked)
    args.insert(args.begin() + 1, noOpDump);
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      int(args.size()), args.data(), "fsdpc optimizer driver\n", registry));
}
