//===- GpuKernelTestFixture.h - The PTX compiler tests' context -*- C++ -*-===//
//
// The fixture of GpuKernelCompilerTest.cpp and GpuKernelEmulationTest.cpp:
// an MLIR context with the kernels' dialects, and compile(), which lowers a
// module of CPU-form kernels to PTX, collecting its diagnostics in `errors`.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_TEST_UNIT_GPUKERNELTESTFIXTURE_H
#define FSDPC_TEST_UNIT_GPUKERNELTESTFIXTURE_H

#include "fsdpc/Translate/GpuKernelCompiler.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <string>

namespace fsdpc::test {

using namespace mlir;
using namespace mlir::fsdp;

class GpuKernelCompilerTest : public ::testing::Test {
protected:
  GpuKernelCompilerTest() {
    DialectRegistry registry;
    registry
        .insert<arith::ArithDialect, func::FuncDialect, linalg::LinalgDialect,
                math::MathDialect, memref::MemRefDialect, scf::SCFDialect>();
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
  }

  FailureOr<GpuKernelLibrary> compile(StringRef source,
                                      ArrayRef<int64_t> splitRanges,
                                      const GpuKernelOptions &options = {}) {
    OwningOpRef<ModuleOp> module =
        parseSourceString<ModuleOp>(source, ParserConfig(&context));
    if (!module) {
      ADD_FAILURE() << "cannot parse the test kernels";
      return failure();
    }
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
      errors += diag.str() + "\n";
      return success();
    });
    return compileGpuKernelLibrary(*module, splitRanges, options, [&] {
      return emitError(UnknownLoc::get(&context));
    });
  }

  MLIRContext context;
  std::string errors;
};

} // namespace fsdpc::test

#endif // FSDPC_TEST_UNIT_GPUKERNELTESTFIXTURE_H
