//===- KernelCompilerTest.cpp - Tests of the AOT kernel compiler ---------===//
//
// Compiles small kernel modules into shared objects, dlopens them and checks
// the kernels' results against plain C++ references on random data.
//
//===----------------------------------------------------------------------===//

#include "fsdpc/Translate/KernelCompiler.h"
#include "KernelCompilerFixture.h"
#include "KernelSnippets.h"
#include "LoadedLibrary.h"

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
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <dlfcn.h>
#include <limits>
#include <memory>
#include <random>
#include <string>
#include <vector>

using namespace mlir;
using fsdpc::test::KernelFn;
using fsdpc::test::LoadedLibrary;
using namespace mlir::fsdp;

namespace {

using fsdpc::test::KernelCompilerTest;

//===----------------------------------------------------------------------===//
// (1) Elementwise add over a row range.
//===----------------------------------------------------------------------===//

constexpr const char *kAddKernel = R"mlir(
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @add(%a: memref<8x37xf32>, %b: memref<8x37xf32>,
               %c: memref<8x37xf32>, %begin: index, %end: index) {
  %n = arith.subi %end, %begin : index
  %as = memref.subview %a[%begin, 0] [%n, 37] [1, 1]
      : memref<8x37xf32> to memref<?x37xf32, strided<[37, 1], offset: ?>>
  %bs = memref.subview %b[%begin, 0] [%n, 37] [1, 1]
      : memref<8x37xf32> to memref<?x37xf32, strided<[37, 1], offset: ?>>
  %cs = memref.subview %c[%begin, 0] [%n, 37] [1, 1]
      : memref<8x37xf32> to memref<?x37xf32, strided<[37, 1], offset: ?>>
  linalg.generic {indexing_maps = [#id, #id, #id],
                  iterator_types = ["parallel", "parallel"]}
      ins(%as, %bs : memref<?x37xf32, strided<[37, 1], offset: ?>>,
                     memref<?x37xf32, strided<[37, 1], offset: ?>>)
      outs(%cs : memref<?x37xf32, strided<[37, 1], offset: ?>>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  return
}
)mlir";

TEST_F(KernelCompilerTest, ElementwiseAddOnDisjointRowRanges) {
  auto lib = compileAndLoad(kAddKernel);
  ASSERT_TRUE(lib);
  ASSERT_EQ(lib->library.symbols.size(), 1u);
  KernelFn add = lib->kernel(0);
  ASSERT_NE(add, nullptr);

  constexpr int rows = 8, cols = 37;
  std::vector<float> a = randomFloats(rows * cols),
                     b = randomFloats(rows * cols);
  std::vector<float> c(rows * cols, -42.0f);
  void *operands[] = {a.data(), b.data(), c.data()};
  add(operands, 0, 3);
  // Rows outside [begin, end) must be left alone.
  for (int i = 3 * cols; i < rows * cols; ++i)
    ASSERT_EQ(c[i], -42.0f) << "element " << i << " written outside the range";
  add(operands, 3, rows);
  for (int i = 0; i < rows * cols; ++i)
    EXPECT_EQ(c[i], a[i] + b[i]) << "element " << i;
}

//===----------------------------------------------------------------------===//
// (2) Softmax over a row range: max, exp, sum, divide.
//===----------------------------------------------------------------------===//

constexpr const char *kSoftmaxKernel = R"mlir(
#vec = affine_map<(d0) -> (d0)>
#scalar = affine_map<(d0) -> ()>
func.func @softmax(%x: memref<6x33xf32>, %y: memref<6x33xf32>,
                   %begin: index, %end: index) {
  %c1 = arith.constant 1 : index
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %max = memref.alloca() : memref<f32>
  %sum = memref.alloca() : memref<f32>
  scf.for %i = %begin to %end step %c1 {
    %row = memref.subview %x[%i, 0] [1, 33] [1, 1]
        : memref<6x33xf32> to memref<33xf32, strided<[1], offset: ?>>
    %out = memref.subview %y[%i, 0] [1, 33] [1, 1]
        : memref<6x33xf32> to memref<33xf32, strided<[1], offset: ?>>
    linalg.fill ins(%ninf : f32) outs(%max : memref<f32>)
    linalg.generic {indexing_maps = [#vec, #scalar],
                    iterator_types = ["reduction"]}
        ins(%row : memref<33xf32, strided<[1], offset: ?>>)
        outs(%max : memref<f32>) {
    ^bb0(%a: f32, %acc: f32):
      %m = arith.maximumf %a, %acc : f32
      linalg.yield %m : f32
    }
    %mv = memref.load %max[] : memref<f32>
    linalg.fill ins(%zero : f32) outs(%sum : memref<f32>)
    linalg.generic {indexing_maps = [#vec, #vec, #scalar],
                    iterator_types = ["reduction"]}
        ins(%row : memref<33xf32, strided<[1], offset: ?>>)
        outs(%out, %sum : memref<33xf32, strided<[1], offset: ?>>, memref<f32>) {
    ^bb0(%a: f32, %o: f32, %acc: f32):
      %d = arith.subf %a, %mv : f32
      %e = math.exp %d : f32
      %t = arith.addf %acc, %e : f32
      linalg.yield %e, %t : f32, f32
    }
    %sv = memref.load %sum[] : memref<f32>
    linalg.generic {indexing_maps = [#vec], iterator_types = ["parallel"]}
        outs(%out : memref<33xf32, strided<[1], offset: ?>>) {
    ^bb0(%o: f32):
      %q = arith.divf %o, %sv : f32
      linalg.yield %q : f32
    }
  }
  return
}
)mlir";

TEST_F(KernelCompilerTest, SoftmaxRowReduction) {
  auto lib = compileAndLoad(kSoftmaxKernel);
  ASSERT_TRUE(lib);
  KernelFn softmax = lib->kernel(0);
  ASSERT_NE(softmax, nullptr);

  constexpr int rows = 6, cols = 33;
  std::vector<float> x = randomFloats(rows * cols, -8, 8);
  std::vector<float> y(rows * cols, 0.0f);
  void *operands[] = {x.data(), y.data()};
  softmax(operands, 0, 2);
  softmax(operands, 2, rows);
  for (int r = 0; r < rows; ++r) {
    double max = -INFINITY, sum = 0;
    for (int j = 0; j < cols; ++j)
      max = std::max<double>(max, x[r * cols + j]);
    for (int j = 0; j < cols; ++j)
      sum += std::exp(x[r * cols + j] - max);
    for (int j = 0; j < cols; ++j) {
      double expected = std::exp(x[r * cols + j] - max) / sum;
      EXPECT_NEAR(y[r * cols + j], expected, 1e-5 * expected + 1e-7)
          << "row " << r << " column " << j;
    }
  }
}

/// A row reduction of x[rows, cols] (of `element`) into out[rows] (f32) as
/// the outliner hands it over (split over rows; the accumulator is the
/// output element, read and written in every iteration of the reduction
/// loop), with `body` combining the term %v into the accumulator %acc and
/// yielding the result.
std::string rowReductionKernel(int rows, int cols, StringRef body,
                               StringRef element = "f32") {
  return llvm::formatv(R"mlir(
func.func @row_reduction(%x: memref<{0}x{1}x{3}>, %out: memref<{0}xf32>, %begin: index, %end: index) {{
  %n = arith.subi %end, %begin : index
  %xs = memref.subview %x[%begin, 0] [%n, {1}] [1, 1]
      : memref<{0}x{1}x{3}> to memref<?x{1}x{3}, strided<[{1}, 1], offset: ?>>
  %os = memref.subview %out[%begin] [%n] [1]
      : memref<{0}xf32> to memref<?xf32, strided<[1], offset: ?>>
  linalg.generic {{indexing_maps = [affine_map<(r, c) -> (r, c)>, affine_map<(r, c) -> (r)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%xs : memref<?x{1}x{3}, strided<[{1}, 1], offset: ?>>)
      outs(%os : memref<?xf32, strided<[1], offset: ?>>) {{
  ^bb0(%v: {3}, %acc: f32):
    {2}
  }
  return
}
)mlir",
                       rows, cols, body, element)
      .str();
}

TEST_F(KernelCompilerTest, RowSumKeepsPartialSums) {
  auto lib = compileAndLoad(rowReductionKernel(
      2, 4097, "%s = arith.addf %acc, %v : f32\n linalg.yield %s : f32"));
  ASSERT_TRUE(lib);
  KernelFn rowSum = lib->kernel(0);
  ASSERT_NE(rowSum, nullptr);
  // 2^24 then 4096 ones: in program order with one f32 accumulator every
  // 1 is lost (2^24 + 1 rounds back to 2^24). Kept in vector lanes (the
  // accumulator is loop-carried and the adds reassociate), only the ones
  // that share 2^24's lane are lost.
  std::vector<float> x(2 * 4097, 1.0f);
  x[0] = x[4097] = 16777216.0f;
  std::vector<float> out = {100.0f, 100.0f}; // the init is accumulated into
  void *operands[] = {x.data(), out.data()};
  rowSum(operands, 0, 1);
  rowSum(operands, 1, 2);
  const double exact = 16777216.0 + 4096.0 + 100.0;
  for (int r = 0; r < 2; ++r) {
    EXPECT_GT(out[r], 16777216.0f + 2048.0f) << "row " << r;
    EXPECT_LE(out[r], exact + 2) << "row " << r; // f32 spacing above 2^24
  }
}

/// A reduction whose body yields the accumulator unchanged: the stored value
/// is the load the promotion replaces.
TEST_F(KernelCompilerTest, ReductionYieldingItsAccumulatorKeepsTheInit) {
  auto lib =
      compileAndLoad(rowReductionKernel(2, 7, "linalg.yield %acc : f32"));
  ASSERT_TRUE(lib);
  KernelFn keep = lib->kernel(0);
  ASSERT_NE(keep, nullptr);
  std::vector<float> x = randomFloats(2 * 7);
  std::vector<float> out = {1.5f, -2.5f};
  void *operands[] = {x.data(), out.data()};
  keep(operands, 0, 2);
  EXPECT_EQ(out, (std::vector<float>{1.5f, -2.5f}));
}

/// A row max (NaN-propagating, as arith.maximumf is).
TEST_F(KernelCompilerTest, RowMaxPropagatesNaN) {
  auto lib = compileAndLoad(rowReductionKernel(
      4, 37, "%m = arith.maximumf %v, %acc : f32\n linalg.yield %m : f32"));
  ASSERT_TRUE(lib);
  KernelFn rowMax = lib->kernel(0);
  ASSERT_NE(rowMax, nullptr);
  // The running max is loop-carried (PromoteAccumulators.cpp); a NaN
  // anywhere in the row, or in the init, still makes the result NaN.
  std::vector<float> x = randomFloats(4 * 37, -8, 8);
  x[1 * 37 + 20] = NAN;
  std::vector<float> out = {-INFINITY, -INFINITY, NAN, 100.0f};
  void *operands[] = {x.data(), out.data()};
  rowMax(operands, 0, 4);
  EXPECT_EQ(out[0], *std::max_element(x.begin(), x.begin() + 37));
  EXPECT_TRUE(std::isnan(out[1]));
  EXPECT_TRUE(std::isnan(out[2]));
  EXPECT_EQ(out[3], 100.0f); // the init is part of the max
}

/// Running maxima and minima are LLVM's NaN-propagating intrinsics in vector
/// lanes (KernelLowering.cpp, expandArith): -0 still orders below +0, and a
/// NaN in any lane, or in the init, still wins.
TEST_F(KernelCompilerTest, RowMinMaxOrderSignedZeros) {
  auto maxLib = compileAndLoad(rowReductionKernel(
      3, 37, "%m = arith.maximumf %v, %acc : f32\n linalg.yield %m : f32"));
  auto minLib = compileAndLoad(rowReductionKernel(
      3, 37, "%m = arith.minimumf %v, %acc : f32\n linalg.yield %m : f32"));
  ASSERT_TRUE(maxLib && minLib);
  KernelFn rowMax = maxLib->kernel(0), rowMin = minLib->kernel(0);
  ASSERT_NE(rowMax, nullptr);
  ASSERT_NE(rowMin, nullptr);
  // Row 0: signed zeros only, +0 in one lane; row 1: -0 in one lane of
  // +0s; row 2: a NaN in the last (epilogue) element.
  std::vector<float> x(3 * 37, -0.0f);
  x[13] = 0.0f;
  for (int i = 37; i < 74; ++i)
    x[i] = 0.0f;
  x[37 + 21] = -0.0f;
  for (int i = 74; i < 111; ++i)
    x[i] = float(i % 7) - 3.0f;
  x[110] = NAN;
  void *operands[2];
  std::vector<float> maxOut(3, -INFINITY), minOut(3, INFINITY);
  operands[0] = x.data();
  operands[1] = maxOut.data();
  rowMax(operands, 0, 3);
  operands[1] = minOut.data();
  rowMin(operands, 0, 3);
  EXPECT_EQ(maxOut[0], 0.0f);
  EXPECT_FALSE(std::signbit(maxOut[0])); // +0 above -0
  EXPECT_FALSE(std::signbit(maxOut[1]));
  EXPECT_TRUE(std::signbit(minOut[0])); // -0 below +0
  EXPECT_TRUE(std::signbit(minOut[1]));
  EXPECT_EQ(minOut[1], 0.0f);
  EXPECT_TRUE(std::isnan(maxOut[2]));
  EXPECT_TRUE(std::isnan(minOut[2]));
}

//===----------------------------------------------------------------------===//
// (3) bf16 storage, f32 compute.
//===----------------------------------------------------------------------===//

constexpr const char *kBf16Kernel = R"mlir(
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @fma_bf16(%a: memref<4x16xbf16>, %b: memref<4x16xbf16>,
                    %c: memref<4x16xbf16>, %begin: index, %end: index) {
  %n = arith.subi %end, %begin : index
  %as = memref.subview %a[%begin, 0] [%n, 16] [1, 1]
      : memref<4x16xbf16> to memref<?x16xbf16, strided<[16, 1], offset: ?>>
  %bs = memref.subview %b[%begin, 0] [%n, 16] [1, 1]
      : memref<4x16xbf16> to memref<?x16xbf16, strided<[16, 1], offset: ?>>
  %cs = memref.subview %c[%begin, 0] [%n, 16] [1, 1]
      : memref<4x16xbf16> to memref<?x16xbf16, strided<[16, 1], offset: ?>>
  %one = arith.constant 1.0 : f32
  linalg.generic {indexing_maps = [#id, #id, #id],
                  iterator_types = ["parallel", "parallel"]}
      ins(%as, %bs : memref<?x16xbf16, strided<[16, 1], offset: ?>>,
                     memref<?x16xbf16, strided<[16, 1], offset: ?>>)
      outs(%cs : memref<?x16xbf16, strided<[16, 1], offset: ?>>) {
  ^bb0(%x: bf16, %y: bf16, %o: bf16):
    %xf = arith.extf %x : bf16 to f32
    %yf = arith.extf %y : bf16 to f32
    %p = arith.mulf %xf, %yf : f32
    %s = arith.addf %p, %one : f32
    %r = arith.truncf %s : f32 to bf16
    linalg.yield %r : bf16
  }
  return
}
)mlir";

float bf16ToFloat(uint16_t bits) {
  uint32_t wide = uint32_t(bits) << 16;
  float f;
  std::memcpy(&f, &wide, sizeof(f));
  return f;
}

/// Round to nearest even, as arith.truncf does by default (no NaNs here).
uint16_t floatToBf16(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, sizeof(bits));
  bits += 0x7FFF + ((bits >> 16) & 1);
  return uint16_t(bits >> 16);
}

TEST_F(KernelCompilerTest, Bf16WidenedToF32) {
  auto lib = compileAndLoad(kBf16Kernel);
  ASSERT_TRUE(lib);
  KernelFn kernel = lib->kernel(0);
  ASSERT_NE(kernel, nullptr);

  constexpr int n = 4 * 16;
  std::vector<uint16_t> a(n), b(n), c(n, 0);
  std::vector<float> af = randomFloats(n, -4, 4), bf = randomFloats(n, -4, 4);
  for (int i = 0; i < n; ++i) {
    a[i] = floatToBf16(af[i]);
    b[i] = floatToBf16(bf[i]);
  }
  void *operands[] = {a.data(), b.data(), c.data()};
  kernel(operands, 0, 1);
  kernel(operands, 1, 4);
  for (int i = 0; i < n; ++i) {
    float expected = bf16ToFloat(a[i]) * bf16ToFloat(b[i]) + 1.0f;
    EXPECT_EQ(c[i], floatToBf16(expected))
        << "element " << i << ": got " << bf16ToFloat(c[i]) << ", expected "
        << expected;
  }
}

/// A bf16 scalar broadcast: x86 keeps the loaded scalar as f32 and narrows
/// it with __truncsfbf2, which the library must define itself (GCC 12's
/// libgcc has none): the link failed before.
constexpr const char *kBf16BroadcastKernel = R"mlir(
func.func @broadcast(%s: memref<bf16>, %o: memref<4x40xbf16>, %begin: index, %end: index) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%s : memref<bf16>) outs(%o : memref<4x40xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    linalg.yield %in : bf16
  }
  return
}
)mlir";

TEST_F(KernelCompilerTest, Bf16BroadcastLinksAndKeepsTheValue) {
  auto lib = compileAndLoad(kBf16BroadcastKernel);
  ASSERT_TRUE(lib);
  KernelFn kernel = lib->kernel(0);
  ASSERT_NE(kernel, nullptr);
  for (float value : {1.5f, -3.25f, 1e-3f}) {
    uint16_t scalar = floatToBf16(value);
    std::vector<uint16_t> out(4 * 40, 0);
    void *operands[] = {&scalar, out.data()};
    kernel(operands, 0, 1);
    for (uint16_t element : out)
      ASSERT_EQ(element, scalar) << "broadcast of " << value;
  }
}

/// A causal mask's running maximum over bf16 scores, as a bf16 attention
/// computes it: the scaled score is rounded to bf16, masked by a select
/// widened to f32, and narrowed again. The narrowing of the select is
/// dropped (KernelLowering.cpp, narrowWidenedSelects), so the loop
/// vectorizes: before, the narrowing's NaN test sat between the maximum and
/// the value it reads, and LLVM reported that it could not vectorize the loop.
constexpr const char *kMaskedBf16MaxBody = R"mlir(
    %c30 = arith.constant 30 : index
    %scale = arith.constant 1.250000e-01 : f32
    %fill = arith.constant -9.982440e+08 : bf16
    %col = linalg.index 1 : index
    %keep = arith.cmpi ult, %col, %c30 : index
    %w = arith.extf %v : bf16 to f32
    %scaled = arith.mulf %w, %scale : f32
    %sn = arith.truncf %scaled : f32 to bf16
    %sw = arith.extf %sn : bf16 to f32
    %fw = arith.extf %fill : bf16 to f32
    %sel = arith.select %keep, %sw, %fw : f32
    %seln = arith.truncf %sel : f32 to bf16
    %selw = arith.extf %seln : bf16 to f32
    %max = arith.maximumf %selw, %acc : f32
    linalg.yield %max : f32
)mlir";

TEST_F(KernelCompilerTest, MaskedBf16MaximumVectorizes) {
  KernelFn kernel = compileVectorizedKernel(
      rowReductionKernel(4, 40, kMaskedBf16MaxBody, "bf16"));
  ASSERT_NE(kernel, nullptr);

  // Row 1 has a NaN where the mask keeps it, row 2 one where it does not;
  // row 3's kept scores are all below the fill.
  std::vector<float> values = randomFloats(4 * 40, -8, 8);
  for (int c = 0; c < 40; ++c)
    values[3 * 40 + c] = -1e10f;
  values[1 * 40 + 5] = NAN;
  values[2 * 40 + 35] = NAN;
  std::vector<uint16_t> scores(values.size());
  for (size_t i = 0; i < values.size(); ++i)
    scores[i] =
        std::isnan(values[i]) ? uint16_t(0x7FC0) : floatToBf16(values[i]);
  std::vector<float> out(4, -INFINITY);
  void *operands[] = {scores.data(), out.data()};
  kernel(operands, 0, 1);
  kernel(operands, 1, 4);

  const float fill = bf16ToFloat(floatToBf16(-9.982440e+08f));
  for (int r = 0; r < 4; ++r) {
    float expected = -INFINITY;
    for (int c = 0; c < 40; ++c) {
      float score =
          bf16ToFloat(floatToBf16(bf16ToFloat(scores[r * 40 + c]) * 0.125f));
      float kept = c < 30 ? score : fill;
      expected = std::isnan(kept) || std::isnan(expected)
                     ? NAN
                     : std::max(expected, kept);
    }
    if (std::isnan(expected))
      EXPECT_TRUE(std::isnan(out[r])) << "row " << r << ": " << out[r];
    else
      EXPECT_EQ(out[r], expected) << "row " << r;
  }
  EXPECT_TRUE(std::isnan(out[1]));
  EXPECT_EQ(out[3], fill);
}

/// The f32 form with -inf as the fill (jnp.where(mask, scores, -inf)):
/// instcombine folds the maximum into the select, as -inf is its identity,
/// and the vectorizer does not take `select(c, max(x, acc), acc)` for a
/// reduction; KernelOptimizer.cpp's RestoreMaskedMinMax turns it back
/// before the vectorizer runs. A NaN the mask keeps and one it drops, and a
/// fully masked row (the fill, -inf, is its maximum).
constexpr const char *kMaskedMaxBody = R"mlir(
    %c30 = arith.constant 30 : index
    %c3 = arith.constant 3 : index
    %ninf = arith.constant 0xFF800000 : f32
    %row = linalg.index 0 : index
    %r = arith.addi %row, %begin : index
    %col = linalg.index 1 : index
    %short = arith.cmpi ult, %col, %c30 : index
    %live = arith.cmpi ne, %r, %c3 : index
    %keep = arith.andi %short, %live : i1
    %sel = arith.select %keep, %v, %ninf : f32
    %max = arith.maximumf %sel, %acc : f32
    linalg.yield %max : f32
)mlir";

TEST_F(KernelCompilerTest, MaskedMaximumWithInfinityFillVectorizes) {
  KernelFn kernel =
      compileVectorizedKernel(rowReductionKernel(4, 40, kMaskedMaxBody));
  ASSERT_NE(kernel, nullptr);
  std::vector<float> scores = randomFloats(4 * 40, -8, 8);
  scores[1 * 40 + 5] = NAN;  // kept: the row's maximum is NaN
  scores[2 * 40 + 35] = NAN; // masked out
  std::vector<float> out(4, -INFINITY);
  void *operands[] = {scores.data(), out.data()};
  kernel(operands, 0, 1);
  kernel(operands, 1, 4);
  for (int r = 0; r < 3; ++r) {
    if (r == 1)
      continue;
    EXPECT_EQ(out[r], *std::max_element(scores.begin() + r * 40,
                                        scores.begin() + r * 40 + 30,
                                        [](float a, float b) { return a < b; }))
        << "row " << r;
  }
  EXPECT_TRUE(std::isnan(out[1]));
  EXPECT_EQ(out[3], -INFINITY);
}

//===----------------------------------------------------------------------===//
// (4) A dense (non-splat) memref.global copied into the output.
//===----------------------------------------------------------------------===//

TEST_F(KernelCompilerTest, DenseGlobalConstant) {
  auto lib = compileAndLoad(fsdpc::test::kCopyTableKernel);
  ASSERT_TRUE(lib);
  KernelFn kernel = lib->kernel(0);
  ASSERT_NE(kernel, nullptr);

  std::vector<float> out(12, 0.0f);
  void *operands[] = {out.data()};
  kernel(operands, 1, 3);
  kernel(operands, 0, 1);
  std::vector<float> expected = {1, 2, 3, 4, 5, 6, 7, 8, 9.5, -1, 0.25, 3};
  EXPECT_EQ(out, expected);
}

//===----------------------------------------------------------------------===//
// (5) i1 and i32 elementwise ops (affine loops and loads).
//===----------------------------------------------------------------------===//

constexpr const char *kIntKernel = R"mlir(
func.func @int_ops(%a: memref<100xi32>, %b: memref<100xi32>,
                   %mask: memref<100xi1>, %out: memref<100xi32>,
                   %flags: memref<100xi1>, %begin: index, %end: index) {
  affine.for %i = %begin to %end {
    %x = affine.load %a[%i] : memref<100xi32>
    %y = affine.load %b[%i] : memref<100xi32>
    %m = affine.load %mask[%i] : memref<100xi1>
    %gt = arith.cmpi sgt, %x, %y : i32
    %f = arith.xori %gt, %m : i1
    %p = arith.muli %x, %y : i32
    %s = arith.shrsi %p, %x : i32
    %r = arith.select %f, %p, %s : i32
    affine.store %r, %out[%i] : memref<100xi32>
    affine.store %f, %flags[%i] : memref<100xi1>
  }
  return
}
)mlir";

TEST_F(KernelCompilerTest, I1AndI32Elementwise) {
  auto lib = compileAndLoad(kIntKernel);
  ASSERT_TRUE(lib);
  KernelFn kernel = lib->kernel(0);
  ASSERT_NE(kernel, nullptr);

  constexpr int n = 100;
  std::uniform_int_distribution<int32_t> values(-100000, 100000);
  std::uniform_int_distribution<int32_t> shifts(0, 31), bits(0, 1);
  std::vector<int32_t> a(n), b(n), out(n, 0);
  std::vector<uint8_t> mask(n), flags(n, 7); // i1 is stored one per byte.
  for (int i = 0; i < n; ++i) {
    a[i] = i % 3 ? values(rng) : shifts(rng);
    b[i] = values(rng);
    mask[i] = bits(rng);
  }
  void *operands[] = {a.data(), b.data(), mask.data(), out.data(),
                      flags.data()};
  kernel(operands, 0, 37);
  kernel(operands, 37, n);
  for (int i = 0; i < n; ++i) {
    bool f = (a[i] > b[i]) != bool(mask[i]);
    int32_t p = int32_t(uint32_t(a[i]) * uint32_t(b[i]));
    if (!f && (a[i] < 0 || a[i] > 31))
      continue; // shrsi by an out-of-range amount is poison.
    int32_t expected = f ? p : (p >> a[i]);
    EXPECT_EQ(out[i], expected) << "element " << i;
    EXPECT_EQ(flags[i], uint8_t(f)) << "element " << i;
  }
}

//===----------------------------------------------------------------------===//
// (6) Structurally identical kernels share one symbol.
//===----------------------------------------------------------------------===//

constexpr const char *kDuplicateKernels = R"mlir(
func.func @scale_layer0(%x: memref<16xf32>, %begin: index, %end: index) {
  %c1 = arith.constant 1 : index
  %two = arith.constant 2.0 : f32
  scf.for %i = %begin to %end step %c1 {
    %v = memref.load %x[%i] : memref<16xf32>
    %d = arith.mulf %v, %two : f32
    memref.store %d, %x[%i] : memref<16xf32>
  }
  return
}
func.func @scale_by_three(%x: memref<16xf32>, %begin: index, %end: index) {
  %c1 = arith.constant 1 : index
  %three = arith.constant 3.0 : f32
  scf.for %i = %begin to %end step %c1 {
    %v = memref.load %x[%i] : memref<16xf32>
    %d = arith.mulf %v, %three : f32
    memref.store %d, %x[%i] : memref<16xf32>
  }
  return
}
func.func @scale_layer1(%x: memref<16xf32>, %begin: index, %end: index) {
  %c1 = arith.constant 1 : index
  %two = arith.constant 2.0 : f32
  scf.for %i = %begin to %end step %c1 {
    %v = memref.load %x[%i] : memref<16xf32>
    %d = arith.mulf %v, %two : f32
    memref.store %d, %x[%i] : memref<16xf32>
  }
  return
}
)mlir";

TEST_F(KernelCompilerTest, IdenticalKernelsShareASymbol) {
  auto lib = compileAndLoad(kDuplicateKernels);
  ASSERT_TRUE(lib);
  const std::vector<std::string> &symbols = lib->library.symbols;
  ASSERT_EQ(symbols.size(), 3u);
  EXPECT_EQ(symbols[0], symbols[2]);
  EXPECT_NE(symbols[0], symbols[1]);

  std::vector<float> x(16, 1.0f);
  void *operands[] = {x.data()};
  lib->kernel(2)(operands, 0, 8);
  lib->kernel(1)(operands, 4, 16);
  for (int i = 0; i < 16; ++i)
    EXPECT_EQ(x[i], (i < 8 ? 2.0f : 1.0f) * (i >= 4 ? 3.0f : 1.0f)) << i;
}

//===----------------------------------------------------------------------===//
// Vector dialect ops in a kernel body.
//===----------------------------------------------------------------------===//

constexpr const char *kVectorKernel = R"mlir(
func.func @row_dot(%a: memref<5x16xf32>, %b: memref<5x16xf32>,
                   %out: memref<5xf32>, %begin: index, %end: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %begin to %end step %c1 {
    %x = vector.load %a[%i, %c0] : memref<5x16xf32>, vector<16xf32>
    %y = vector.load %b[%i, %c0] : memref<5x16xf32>, vector<16xf32>
    %p = arith.mulf %x, %y : vector<16xf32>
    %s = vector.reduction <add>, %p : vector<16xf32> into f32
    memref.store %s, %out[%i] : memref<5xf32>
  }
  return
}
)mlir";

TEST_F(KernelCompilerTest, VectorOps) {
  auto lib = compileAndLoad(kVectorKernel);
  ASSERT_TRUE(lib);
  KernelFn kernel = lib->kernel(0);
  ASSERT_NE(kernel, nullptr);

  std::vector<float> a = randomFloats(80), b = randomFloats(80), out(5, 0.0f);
  void *operands[] = {a.data(), b.data(), out.data()};
  kernel(operands, 0, 5);
  for (int r = 0; r < 5; ++r) {
    double expected = 0;
    for (int j = 0; j < 16; ++j)
      expected += double(a[r * 16 + j]) * b[r * 16 + j];
    EXPECT_NEAR(out[r], expected, 1e-5) << "row " << r;
  }
}

//===----------------------------------------------------------------------===//
// (7) Errors are diagnostics, not crashes.
//===----------------------------------------------------------------------===//

TEST_F(KernelCompilerTest, UnlowerableOpIsAnError) {
  constexpr const char *source = R"mlir(
func.func @uses_tensor(%x: memref<4xf32>, %begin: index, %end: index) {
  %t = tensor.empty() : tensor<4xf32>
  return
}
)mlir";
  EXPECT_TRUE(failed(compile(source)));
  std::string all = allErrors();
  EXPECT_NE(all.find("uses_tensor"), std::string::npos) << all;
  EXPECT_NE(all.find("tensor.empty"), std::string::npos) << all;
}

TEST_F(KernelCompilerTest, OpWithoutLoweringIsAnError) {
  // linalg.softmax passes the dialect check but is not a structured op, so
  // it survives the conversions; the error comes out of the pipeline.
  constexpr const char *source = R"mlir(
func.func @fine(%x: memref<4xf32>, %begin: index, %end: index) {
  return
}
func.func @uses_softmax(%x: memref<4x8xf32>, %y: memref<4x8xf32>,
                        %begin: index, %end: index) {
  linalg.softmax dimension(1) ins(%x : memref<4x8xf32>)
                              outs(%y : memref<4x8xf32>)
  return
}
)mlir";
  EXPECT_TRUE(failed(compile(source)));
  std::string all = allErrors();
  EXPECT_NE(all.find("kernel 'uses_softmax'"), std::string::npos) << all;
  EXPECT_NE(all.find("linalg.softmax"), std::string::npos) << all;
  EXPECT_EQ(all.find("'fine'"), std::string::npos) << all;
}

TEST_F(KernelCompilerTest, BadSignatureIsAnError) {
  constexpr const char *source = R"mlir(
func.func @no_range(%x: memref<4xf32>) {
  return
}
)mlir";
  EXPECT_TRUE(failed(compile(source)));
  EXPECT_NE(allErrors().find("no_range"), std::string::npos) << allErrors();
}

TEST_F(KernelCompilerTest, MissingLinkerIsAnError) {
  KernelLibraryOptions options;
  options.linker = "/nonexistent/ld.lld";
  EXPECT_TRUE(failed(compile(kAddKernel, options)));
  EXPECT_NE(allErrors().find("/nonexistent/ld.lld"), std::string::npos)
      << allErrors();
}

TEST_F(KernelCompilerTest, EveryCpuLevelCompiles) {
  for (const char *cpu : {"x86-64", "x86-64-v2", "x86-64-v4"}) {
    KernelLibraryOptions options;
    options.targetCpu = cpu;
    EXPECT_TRUE(succeeded(compile(kBf16Kernel, options)))
        << cpu << ": " << allErrors();
  }
  KernelLibraryOptions options;
  options.targetCpu = "pentium";
  EXPECT_TRUE(failed(compile(kAddKernel, options)));
}

} // namespace
