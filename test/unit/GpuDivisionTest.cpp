//===- GpuDivisionTest.cpp - how the CUDA lowering divides floats ---------===//
//
// getGpuDivision (fsdpc/Passes/GpuDivision.h), the rule the CUDA lowering
// and the cost model share, on the divisions of one parsed function.
//
//===----------------------------------------------------------------------===//

#include "fsdpc/Passes/GpuDivision.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <vector>

using namespace mlir;
using namespace mlir::fsdp;

namespace {

// One division per line, in order: by a value (f32, bf16, f16, f64, a
// vector), by constants with an exact inverse (f32, f64), by constants
// without one (3, 0), and a bf16 one by 3.
constexpr const char *kDivisions = R"mlir(
func.func @divisions(%a: f32, %b: bf16, %c: f16, %d: f64, %v: vector<4xf32>) {
  %four = arith.constant 4.0 : f32
  %eighth = arith.constant 0.125 : f64
  %three = arith.constant 3.0 : f32
  %zero = arith.constant 0.0 : f32
  %three16 = arith.constant 3.0 : bf16
  %0 = arith.divf %a, %a : f32
  %1 = arith.divf %b, %b : bf16
  %2 = arith.divf %c, %c : f16
  %3 = arith.divf %d, %d : f64
  %4 = arith.divf %v, %v : vector<4xf32>
  %5 = arith.divf %a, %four : f32
  %6 = arith.divf %d, %eighth : f64
  %7 = arith.divf %a, %three : f32
  %8 = arith.divf %a, %zero : f32
  %9 = arith.divf %b, %three16 : bf16
  return
}
)mlir";

TEST(GpuDivision, EachDivisionAsTheLoweringComputesIt) {
  MLIRContext context;
  context.loadDialect<arith::ArithDialect, func::FuncDialect>();
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(kDivisions, &context);
  ASSERT_TRUE(module);
  std::vector<GpuDivision> kinds;
  module->walk(
      [&](arith::DivFOp divide) { kinds.push_back(getGpuDivision(divide)); });
  const GpuDivision full = GpuDivision::FullRange,
                    ieee = GpuDivision::CorrectlyRounded,
                    exact = GpuDivision::ExactMultiply,
                    byConstant = GpuDivision::FullRangeByConstant;
  EXPECT_EQ(kinds, (std::vector<GpuDivision>{full, full, full, ieee, ieee,
                                             exact, exact, byConstant,
                                             byConstant, byConstant}));
}

} // namespace
