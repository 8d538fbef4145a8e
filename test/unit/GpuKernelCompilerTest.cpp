//===- GpuKernelCompilerTest.cpp - Tests of the PTX kernel compiler ------===//
//
// Compiles small kernel modules to PTX (no GPU needed) and checks which
// launch mapping, block size and range each kernel gets, that identical
// kernels share an entry, and that the PTX has the expected entries
// (GpuKernelEmulationTest.cpp runs the built kernels on the host).
//
//===----------------------------------------------------------------------===//

#include "fsdpc/Translate/GpuKernelCompiler.h"

#include "GpuKernelInternal.h"
#include "GpuKernelTestFixture.h"
#include "KernelSnippets.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace mlir;
using namespace mlir::fsdp;
using fsdpc::test::GpuKernelCompilerTest;

namespace {

// Two copies of a bf16 GELU-like elementwise kernel split over 6 rows (as
// the outliner writes it) and a bf16 row sum.
constexpr StringLiteral kKernels = R"mlir(
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @tanh_a(%x: memref<6x40xbf16>, %y: memref<6x40xbf16>, %b: index, %e: index) {
  %n = arith.subi %e, %b : index
  %xs = memref.subview %x[%b, 0] [%n, 40] [1, 1] : memref<6x40xbf16> to memref<?x40xbf16, strided<[40, 1], offset: ?>>
  %ys = memref.subview %y[%b, 0] [%n, 40] [1, 1] : memref<6x40xbf16> to memref<?x40xbf16, strided<[40, 1], offset: ?>>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%xs : memref<?x40xbf16, strided<[40, 1], offset: ?>>) outs(%ys : memref<?x40xbf16, strided<[40, 1], offset: ?>>) {
  ^bb0(%in: bf16, %out: bf16):
    %t = math.tanh %in : bf16
    linalg.yield %t : bf16
  }
  return
}
func.func @tanh_b(%x: memref<6x40xbf16>, %y: memref<6x40xbf16>, %b: index, %e: index) {
  %n = arith.subi %e, %b : index
  %xs = memref.subview %x[%b, 0] [%n, 40] [1, 1] : memref<6x40xbf16> to memref<?x40xbf16, strided<[40, 1], offset: ?>>
  %ys = memref.subview %y[%b, 0] [%n, 40] [1, 1] : memref<6x40xbf16> to memref<?x40xbf16, strided<[40, 1], offset: ?>>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%xs : memref<?x40xbf16, strided<[40, 1], offset: ?>>) outs(%ys : memref<?x40xbf16, strided<[40, 1], offset: ?>>) {
  ^bb0(%in: bf16, %out: bf16):
    %t = math.tanh %in : bf16
    linalg.yield %t : bf16
  }
  return
}
func.func @row_sum(%x: memref<6x300xbf16>, %s: memref<6xbf16>, %b: index, %e: index) {
  %n = arith.subi %e, %b : index
  %xs = memref.subview %x[%b, 0] [%n, 300] [1, 1] : memref<6x300xbf16> to memref<?x300xbf16, strided<[300, 1], offset: ?>>
  %ss = memref.subview %s[%b] [%n] [1] : memref<6xbf16> to memref<?xbf16, strided<[1], offset: ?>>
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%xs : memref<?x300xbf16, strided<[300, 1], offset: ?>>) outs(%ss : memref<?xbf16, strided<[1], offset: ?>>) {
  ^bb0(%in: bf16, %out: bf16):
    %t = arith.addf %in, %out : bf16
    linalg.yield %t : bf16
  }
  return
}
)mlir";

TEST_F(GpuKernelCompilerTest, MapsElementwiseAndRowReductions) {
  FailureOr<GpuKernelLibrary> library = compile(kKernels, {6, 6, 6});
  ASSERT_TRUE(succeeded(library)) << errors;
  ASSERT_EQ(library->kernels.size(), 3u);
  const GpuKernelInfo &tanh = library->kernels[0];
  // Identical kernels share one entry.
  EXPECT_EQ(library->kernels[1].symbol, tanh.symbol);
  EXPECT_EQ(tanh.mapping, GpuMapping::ThreadPerIndex);
  EXPECT_EQ(tanh.rangeEnd, 6 * 40); // the flattened elements, not the rows
  EXPECT_EQ(tanh.blockSize, 256u);  // 240 threads, rounded to warps
  const GpuKernelInfo &sum = library->kernels[2];
  EXPECT_EQ(sum.mapping, GpuMapping::BlockPerIndex);
  EXPECT_EQ(sum.rangeEnd, 6);    // one block per row
  EXPECT_EQ(sum.blockSize, 32u); // 300 elements, ~16 per thread: a warp
  EXPECT_EQ(sum.sharedBytes, 0u);
  const std::string &ptx = library->ptx;
  EXPECT_NE(ptx.find(".target sm_90"), std::string::npos);
  EXPECT_NE(ptx.find(".visible .entry " + tanh.symbol + "("),
            std::string::npos);
  EXPECT_NE(ptx.find(".visible .entry " + sum.symbol + "("), std::string::npos);
  EXPECT_NE(ptx.find("shfl.sync.bfly.b32"), std::string::npos);
  EXPECT_EQ(ptx.find(".extern"), std::string::npos) << "libdevice not linked";
}

TEST_F(GpuKernelCompilerTest, IndexesIn32BitsWhereEverythingFits) {
  FailureOr<GpuKernelLibrary> narrow = compile(kKernels, {6, 6, 6});
  ASSERT_TRUE(succeeded(narrow)) << errors;
  for (const GpuKernelInfo &kernel : narrow->kernels)
    EXPECT_EQ(kernel.indexBits, 32u) << kernel.symbol;
  std::string entry = ".visible .entry " + narrow->kernels[0].symbol + "(";
  std::string params = narrow->ptx.substr(narrow->ptx.find(entry), 400);
  EXPECT_NE(params.find(".param .u32"), std::string::npos) << params;
  EXPECT_EQ(params.find(".param .u64 " + narrow->kernels[0].symbol),
            std::string::npos)
      << params;

  GpuKernelOptions wide;
  wide.indexBits = 64;
  FailureOr<GpuKernelLibrary> forced = compile(kKernels, {6, 6, 6}, wide);
  ASSERT_TRUE(succeeded(forced)) << errors;
  for (const GpuKernelInfo &kernel : forced->kernels)
    EXPECT_EQ(kernel.indexBits, 64u) << kernel.symbol;
  EXPECT_EQ(forced->ptx.find(".param .u32"), std::string::npos);
}

// fitsInt32Indices on one function: its memrefs, casts and constants.
class IndexWidthTest : public GpuKernelCompilerTest {
protected:
  bool fits(StringRef body, StringRef args = "%x: memref<6x40xf32>",
            ArrayRef<int64_t> ranges = {240}) {
    std::string source =
        ("func.func @k(" + args + ") {\n" + body + "\n  return\n}\n").str();
    OwningOpRef<ModuleOp> module =
        parseSourceString<ModuleOp>(source, ParserConfig(&context));
    if (!module) {
      ADD_FAILURE() << "cannot parse " << source;
      return false;
    }
    return fitsInt32Indices(*module, ranges);
  }
};

TEST_F(IndexWidthTest, MemrefsFitUpToTheLastInt32Offset) {
  EXPECT_TRUE(fits(""));
  // 46340^2 < 2^31 <= 46341^2 elements.
  EXPECT_TRUE(fits("", "%x: memref<46340x46340xi8>"));
  EXPECT_FALSE(fits("", "%x: memref<46341x46341xi8>"));
  EXPECT_FALSE(fits("", "%x: memref<2147483648xi8>"));
  // One past the farthest element counts, offset and strides included, and
  // every extent (a loop bound), even of a broadcast (stride 0) dimension.
  EXPECT_TRUE(fits("", "%x: memref<2xf32, strided<[1], offset: 2147483645>>"));
  EXPECT_FALSE(fits("", "%x: memref<2xf32, strided<[1], offset: 2147483646>>"));
  EXPECT_FALSE(fits("", "%x: memref<2147483648xf32, strided<[0]>>"));
  EXPECT_FALSE(fits("", "%x: memref<3x2xf32, strided<[1073741824, 1]>>"));
  EXPECT_FALSE(fits("", "%x: memref<?xf32>"));
  // A memref allocated inside, and a view of a fitting one (dynamic here).
  EXPECT_FALSE(fits("  %a = memref.alloca() : memref<2147483648xi8>"));
  EXPECT_TRUE(fits(
      "  %c1 = arith.constant 1 : index\n"
      "  %v = memref.subview %x[%c1, 0] [%c1, 40] [1, 1] : memref<6x40xf32> "
      "to memref<?x40xf32, strided<[40, 1], offset: ?>>"));
  EXPECT_FALSE(fits(
      "  %v = memref.reinterpret_cast %x to offset: [0], sizes: [3000000000], "
      "strides: [1] : memref<6x40xf32> to memref<3000000000xf32>"));
}

TEST_F(IndexWidthTest, WideIntegersAndRangesDoNot) {
  EXPECT_TRUE(fits("  %i = arith.index_cast %n : i32 to index", "%n: i32"));
  EXPECT_FALSE(fits("  %i = arith.index_cast %n : i64 to index", "%n: i64"));
  EXPECT_FALSE(fits("  %i = arith.index_castui %n : i64 to index", "%n: i64"));
  EXPECT_TRUE(fits("  %c = arith.constant 2147483647 : index"));
  EXPECT_FALSE(fits("  %c = arith.constant 2147483648 : index"));
  // A range within a block of 2^31: the last block's threads would wrap.
  EXPECT_TRUE(
      fits("", "%x: memref<6x40xf32>", {240, (int64_t(1) << 31) - 1025}));
  EXPECT_FALSE(
      fits("", "%x: memref<6x40xf32>", {240, (int64_t(1) << 31) - 1024}));
}

// Without a toolkit, f32 math is MLIR's polynomials after AccurateMath.cpp's
// rewrites: sin and cos reduced in f64, atan2's axes, erf's and cbrt's
// special values. The PTX still calls nothing external.
constexpr StringLiteral kPolynomialMath = R"mlir(
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @math(%x: memref<6x40xf32>, %y: memref<6x40xf32>, %b: index, %e: index) {
  %n = arith.subi %e, %b : index
  %xs = memref.subview %x[%b, 0] [%n, 40] [1, 1] : memref<6x40xf32> to memref<?x40xf32, strided<[40, 1], offset: ?>>
  %ys = memref.subview %y[%b, 0] [%n, 40] [1, 1] : memref<6x40xf32> to memref<?x40xf32, strided<[40, 1], offset: ?>>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%xs : memref<?x40xf32, strided<[40, 1], offset: ?>>) outs(%ys : memref<?x40xf32, strided<[40, 1], offset: ?>>) {
  ^bb0(%in: f32, %out: f32):
    %s = math.sin %in : f32
    %c = math.cos %in : f32
    %r = math.erf %in : f32
    %q = math.cbrt %in : f32
    %a = math.atan2 %s, %c : f32
    %sc = arith.addf %s, %c : f32
    %rq = arith.addf %r, %q : f32
    %t = arith.addf %sc, %rq : f32
    %u = arith.addf %t, %a : f32
    linalg.yield %u : f32
  }
  return
}
)mlir";

TEST_F(GpuKernelCompilerTest, PolynomialMathWithoutAToolkit) {
  GpuKernelOptions options;
  options.toolkitPath = "/nonexistent/cuda";
  FailureOr<GpuKernelLibrary> library = compile(kPolynomialMath, {6}, options);
  ASSERT_TRUE(succeeded(library)) << errors;
  const std::string &ptx = library->ptx;
  EXPECT_EQ(ptx.find(".extern"), std::string::npos) << "a call is left";
  EXPECT_NE(ptx.find("cvt.rni.f64.f64"), std::string::npos)
      << "sin and cos reduce their argument in f64 (roundeven)";
}

// A loop nest the outliner wrote itself (like ScatterAdd's) keeps its CPU
// form: one thread per index of the split loop.
// A scatter's loop nest (its only write adds into the output) runs one
// thread per iteration of the whole nest, 16 columns x 8 tokens, each adding
// atomically.
TEST_F(GpuKernelCompilerTest, AccumulatingLoopNestsAddAtomically) {
  FailureOr<GpuKernelLibrary> library =
      compile(fsdpc::test::kScatterKernel, {16});
  ASSERT_TRUE(succeeded(library)) << errors;
  EXPECT_EQ(library->kernels[0].mapping, GpuMapping::ThreadPerIndex);
  EXPECT_EQ(library->kernels[0].rangeEnd, 16 * 8);
  EXPECT_EQ(library->kernels[0].blockSize, 128u);
  EXPECT_NE(library->ptx.find(".global.add.f32"), std::string::npos)
      << library->ptx;
}

// A bias gradient's column sum (bf16 rows into f32 columns, 4096 rows x 64
// columns): 4 tiles of 16 columns x 32 lanes (the cap, 512 / 16), each lane
// loading 8 rows at once, the rows split in 16 parts of 256 (ceil(264 / 4)
// blocks per tile wanted, at most one stride of 32 x 8 rows each); each
// block fences its partials' copy before and after counting its arrival
// (membar.gl around a global atomic add), into two module globals (4
// 32-bit counts).
TEST_F(GpuKernelCompilerTest, SplitColumnSumsFenceTheirArrivals) {
  constexpr StringLiteral kBiasGradient = R"mlir(
func.func @bias_gradient(%dy: memref<4096x64xbf16>, %db: memref<64xf32>, %b: index, %e: index) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%db : memref<64xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%dy : memref<4096x64xbf16>) outs(%db : memref<64xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %x = arith.extf %in : bf16 to f32
    %t = arith.addf %x, %out : f32
    linalg.yield %t : f32
  }
  return
}
)mlir";
  FailureOr<GpuKernelLibrary> library = compile(kBiasGradient, {1});
  ASSERT_TRUE(succeeded(library)) << errors;
  const GpuKernelInfo &kernel = library->kernels[0];
  EXPECT_EQ(kernel.mapping, GpuMapping::BlockPerIndex);
  EXPECT_EQ(kernel.blockSize, 16u * 32u);
  EXPECT_EQ(kernel.rangeEnd, 4 * 16);
  const std::string &ptx = library->ptx;
  size_t first = ptx.find("membar.gl"),
         atomic = ptx.find("atom.global.add.u32");
  ASSERT_NE(first, std::string::npos) << ptx;
  ASSERT_NE(atomic, std::string::npos) << ptx;
  EXPECT_LT(first, atomic);
  EXPECT_NE(ptx.find("membar.gl", atomic), std::string::npos);
  EXPECT_NE(ptx.find("_arrivals[16]"), std::string::npos) << ptx;
  EXPECT_NE(ptx.find("_partials["), std::string::npos) << ptx;
}

// Any other loop nest the outliner wrote runs as it is, one thread per index
// of its split loop: here a store that does not accumulate, and an
// accumulation whose memref is also read outside it (the read would race
// with atomic adds).
TEST_F(GpuKernelCompilerTest, OtherLoopNestsRunOneThreadPerSplitIndex) {
  constexpr StringLiteral kOverwrite = R"mlir(
func.func @overwrite(%ids: memref<8xi32>, %g: memref<8x16xf32>, %out: memref<5x16xf32>, %b: index, %e: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %d = %b to %e step %c1 {
    scf.for %t = %c0 to %c8 step %c1 {
      %id = memref.load %ids[%t] : memref<8xi32>
      %row = arith.index_cast %id : i32 to index
      %v = memref.load %g[%t, %d] : memref<8x16xf32>
      memref.store %v, %out[%row, %d] : memref<5x16xf32>
    }
  }
  return
}
func.func @accumulate_and_read(%ids: memref<8xi32>, %g: memref<8x16xf32>, %out: memref<5x16xf32>, %b: index, %e: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %d = %b to %e step %c1 {
    %first = memref.load %out[%c0, %d] : memref<5x16xf32>
    scf.for %t = %c0 to %c8 step %c1 {
      %id = memref.load %ids[%t] : memref<8xi32>
      %row = arith.index_cast %id : i32 to index
      %v = memref.load %g[%t, %d] : memref<8x16xf32>
      %w = arith.addf %v, %first : f32
      %old = memref.load %out[%row, %d] : memref<5x16xf32>
      %new = arith.addf %old, %w : f32
      memref.store %new, %out[%row, %d] : memref<5x16xf32>
    }
  }
  return
}
)mlir";
  FailureOr<GpuKernelLibrary> library = compile(kOverwrite, {16, 16});
  ASSERT_TRUE(succeeded(library)) << errors;
  for (const auto &kernel : library->kernels) {
    EXPECT_EQ(kernel.mapping, GpuMapping::ThreadPerIndex);
    EXPECT_EQ(kernel.rangeEnd, 16);
    EXPECT_EQ(kernel.blockSize, 32u);
  }
  EXPECT_EQ(library->ptx.find(".global.add.f32"), std::string::npos);
}

// A constant table (memref.global) moves into the gpu.module; a memref.copy
// becomes loops like on the CPU.
TEST_F(GpuKernelCompilerTest, GlobalConstantsAndCopies) {
  FailureOr<GpuKernelLibrary> library =
      compile(fsdpc::test::kCopyTableKernel, {3});
  ASSERT_TRUE(succeeded(library)) << errors;
  EXPECT_EQ(library->kernels[0].rangeEnd, 3);
  EXPECT_NE(library->ptx.find(".global .align"), std::string::npos)
      << library->ptx;
}

TEST_F(GpuKernelCompilerTest, UnknownArchIsAnError) {
  GpuKernelOptions options;
  options.arch = "sm_1";
  EXPECT_TRUE(failed(compile(kKernels, {6, 6, 6}, options)));
  EXPECT_NE(errors.find("unknown GPU architecture 'sm_1'"), std::string::npos)
      << errors;
  EXPECT_TRUE(isKnownGpuArch("sm_90"));
  EXPECT_TRUE(isKnownGpuArch("sm_90a"));
  EXPECT_FALSE(isKnownGpuArch("gfx90a"));
}

TEST_F(GpuKernelCompilerTest, MissingSplitRangeIsAnError) {
  EXPECT_TRUE(failed(compile(kKernels, {6})));
  EXPECT_NE(errors.find("no split range for kernel 'tanh_b'"),
            std::string::npos)
      << errors;
}

} // namespace
