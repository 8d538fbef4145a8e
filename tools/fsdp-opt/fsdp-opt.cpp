//===- fsdp-opt.cpp - mlir-opt for fsdpc programs -------------------------===//
//
// Parses, verifies and transforms fsdpc programs. It knows exactly the
// dialects of fsdpc's input contract (func, arith, math, linalg, tensor) plus
// fsdp, the generic transformations (canonicalize, cse, ...) and every fsdpc
// pass.
//
//===----------------------------------------------------------------------===//

#include "fsdpc/Dialect/FSDP/FSDP.h"
#include "fsdpc/Passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/Extensions/InlinerExtension.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  registry.insert<mlir::fsdp::FSDPDialect, mlir::arith::ArithDialect,
                  mlir::func::FuncDialect, mlir::linalg::LinalgDialect,
                  mlir::math::MathDialect, mlir::tensor::TensorDialect>();
  mlir::func::registerInlinerExtension(registry);

  mlir::registerTransformsPasses();
  mlir::fsdp::registerFSDPCPasses();
  mlir::fsdp::registerFSDPCPipelines();

  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "fsdpc optimizer driver\n", registry));
}
