//===- KernelCompilerFixture.h - compile, load and call kernels -*- C++ -*-===//
//
// The fixture of the host kernel compiler's tests (KernelCompilerTest.cpp,
// KernelMathTest.cpp): parses a kernel module, compiles it into a shared
// object and dlopens it.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_TEST_UNIT_KERNELCOMPILERFIXTURE_H
#define FSDPC_TEST_UNIT_KERNELCOMPILERFIXTURE_H

#include "LoadedLibrary.h"
#include "fsdpc/Translate/KernelCompiler.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <memory>
#include <random>
#include <string>
#include <vector>

namespace fsdpc::test {

class KernelCompilerTest : public ::testing::Test {
protected:
  KernelCompilerTest() {
    mlir::DialectRegistry registry;
    registry.insert<mlir::affine::AffineDialect, mlir::arith::ArithDialect,
                    mlir::cf::ControlFlowDialect, mlir::func::FuncDialect,
                    mlir::linalg::LinalgDialect, mlir::math::MathDialect,
                    mlir::memref::MemRefDialect, mlir::scf::SCFDialect,
                    mlir::tensor::TensorDialect, mlir::vector::VectorDialect>();
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
  }

  /// Compiles `source`; on failure the diagnostics are in `errors`.
  mlir::FailureOr<mlir::fsdp::KernelLibrary>
  compile(mlir::StringRef source,
          const mlir::fsdp::KernelLibraryOptions &options = {}) {
    mlir::OwningOpRef<mlir::ModuleOp> module =
        mlir::parseSourceString<mlir::ModuleOp>(source,
                                                mlir::ParserConfig(&context));
    if (!module) {
      ADD_FAILURE() << "cannot parse the test kernels";
      return mlir::failure();
    }
    mlir::ScopedDiagnosticHandler handler(&context,
                                          [&](mlir::Diagnostic &diag) {
                                            errors.push_back(diag.str());
                                            return mlir::success();
                                          });
    return mlir::fsdp::compileKernelLibrary(*module, options, [&] {
      return mlir::emitError(mlir::UnknownLoc::get(&context));
    });
  }

  /// The first kernel of `source`, compiled and loaded (the library lives
  /// as long as the test); null after a failure it reports.
  KernelFn loadFirstKernel(mlir::StringRef source) {
    std::unique_ptr<LoadedLibrary> library = compileAndLoad(source);
    if (!library)
      return nullptr;
    libraries.push_back(std::move(library));
    return libraries.back()->kernel(0);
  }

  /// compileAndLoad, failing the test where LLVM did not vectorize a loop
  /// it was asked to (its always-printed "loop not vectorized" remark, on
  /// stderr): the kernel, or null.
  KernelFn compileVectorizedKernel(mlir::StringRef source) {
    ::testing::internal::CaptureStderr();
    std::unique_ptr<LoadedLibrary> library = compileAndLoad(source);
    std::string remarks = ::testing::internal::GetCapturedStderr();
    EXPECT_EQ(remarks.find("not vectorized"), std::string::npos) << remarks;
    if (!library)
      return nullptr;
    libraries.push_back(std::move(library));
    return libraries.back()->kernel(0);
  }

  std::unique_ptr<LoadedLibrary> compileAndLoad(mlir::StringRef source) {
    mlir::FailureOr<mlir::fsdp::KernelLibrary> library = compile(source);
    if (mlir::failed(library)) {
      ADD_FAILURE() << "compilation failed: " << allErrors();
      return nullptr;
    }
    auto loaded = std::make_unique<LoadedLibrary>(*library);
    if (!loaded->loaded()) {
      ADD_FAILURE() << "dlopen failed: " << loaded->loadError;
      return nullptr;
    }
    return loaded;
  }

  std::string allErrors() const {
    std::string all;
    for (const std::string &error : errors)
      all += error + "\n";
    return all;
  }

  std::vector<float> randomFloats(size_t n, float lo = -1, float hi = 1) {
    std::uniform_real_distribution<float> dist(lo, hi);
    std::vector<float> values(n);
    for (float &v : values)
      v = dist(rng);
    return values;
  }

  mlir::MLIRContext context;
  std::vector<std::string> errors;
  std::vector<std::unique_ptr<LoadedLibrary>> libraries;
  std::mt19937 rng{42};
};

} // namespace fsdpc::test

#endif // FSDPC_TEST_UNIT_KERNELCOMPILERFIXTURE_H
