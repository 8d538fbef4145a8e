//===- GpuKernelCompilerTest.cpp - Tests of the PTX kernel compiler ------===//
//
// Compiles small kernel modules to PTX (no GPU needed) and checks which
// launch mapping, block size and range each kernel gets, that identical
// kernels share an entry, and that the PTX has the expected entries; and runs
// the built kernels on the host, one thread at a time, against the CPU ones.
//
//===----------------------------------------------------------------------===//

#include "fsdpc/Translate/GpuKernelCompiler.h"
#include "fsdpc/Translate/KernelCompiler.h"

#include "GpuKernelInternal.h"
#include "KernelSnippets.h"
#include "LoadedLibrary.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <dlfcn.h>
#include <random>
#include <string>
#include <vector>

using namespace mlir;
using namespace mlir::fsdp;

namespace {

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

//===----------------------------------------------------------------------===//
// The built gpu.funcs compute what the CPU kernels compute. Without a GPU,
// each is run on the host: its body becomes a loop over the grid's blocks,
// and each block runs its threads one at a time (blocks of one thread for
// row reductions, where gpu.all_reduce is then the identity), compiled with
// the host kernel compiler. A kernel with gpu.barriers runs in phases: every
// thread of the block finishes one before any starts the next.
//===----------------------------------------------------------------------===//

namespace {

/// Whether `op` is the block's rather than a thread's: it has no regions and
/// no memory effects, and reads nothing computed from the thread index.
bool isBlockLevel(Operation *op, const llvm::DenseSet<Value> &perThread) {
  return op->getNumRegions() == 0 && isMemoryEffectFree(op) &&
         !isa<gpu::ThreadIdOp>(op) &&
         llvm::none_of(op->getOperands(),
                       [&](Value v) { return perThread.contains(v); });
}

/// Replaces the gpu ops cloned under `root` by the host's block and thread
/// indices and block size. False, after a test failure, for an op the
/// emulation cannot run (a gpu.barrier not at the top of the kernel).
bool replaceGpuOps(Operation *root, Value block, Value thread, Value size) {
  SmallVector<Operation *> gpuOps;
  root->walk([&](Operation *op) {
    if (isa<NVVM::MembarOp>(op))
      op->erase(); // one thread at a time: every write is seen
    else if (isa<gpu::GPUDialect>(op->getDialect()))
      gpuOps.push_back(op);
  });
  for (Operation *op : gpuOps) {
    Value replacement =
        TypeSwitch<Operation *, Value>(op)
            .Case([&](gpu::BlockIdOp) { return block; })
            .Case([&](gpu::ThreadIdOp) { return thread; })
            .Case([&](gpu::BlockDimOp) { return size; })
            .Case([&](gpu::AllReduceOp reduce) { return reduce.getValue(); })
            .Default([](Operation *) { return Value(); });
    if (!replacement) {
      ADD_FAILURE() << "cannot emulate " << op->getName().getStringRef().str();
      return false;
    }
    op->replaceAllUsesWith(ValueRange{replacement});
    op->erase();
  }
  return true;
}

/// What a workgroup buffer holds before a block writes it: NaN, or the
/// lowest integer, so that a read before the write shows in the results.
Value poison(OpBuilder &b, Location loc, Type type) {
  if (auto floatType = dyn_cast<FloatType>(type))
    return arith::ConstantOp::create(b, loc,
                                     b.getFloatAttr(floatType, std::nan("")));
  return arith::ConstantOp::create(
      b, loc,
      b.getIntegerAttr(type,
                       APInt::getSignedMinValue(type.getIntOrFloatBitWidth())));
}

/// A host func.func `name`(memrefs..., first, last) running blocks
/// [first, last) of `kernel` one after the other (the last first), with blocks
/// of `threads` threads and the launch range [0, rangeEnd). Its ops that are
/// the block's (isBlockLevel) run once per block, its workgroup buffers are
/// host buffers poisoned at each block's start, and the rest runs phase by
/// phase (split at its top-level gpu.barriers), each phase a loop over the
/// block's threads, every other one in reverse order (a race between
/// threads of one phase then shows): a value one phase computes per thread
/// cannot reach the next (the IR would not verify), as on a GPU only shared
/// memory carries it.
void emulateOnHost(gpu::GPUFuncOp kernel, ModuleOp into, StringRef name,
                   int64_t threads, int64_t rangeEnd, bool lastFirst) {
  OpBuilder b = OpBuilder::atBlockEnd(into.getBody());
  Location loc = kernel.getLoc();
  auto func = func::FuncOp::create(b, loc, name, kernel.getFunctionType());
  Block *entry = func.addEntryBlock();
  b.setInsertionPointToStart(entry);
  unsigned numArgs = entry->getNumArguments();
  auto constant = [&](OpBuilder &at, int64_t v) {
    return arith::ConstantIndexOp::create(at, loc, v).getResult();
  };
  IRMapping mapping;
  for (unsigned i = 0; i + 2 < numArgs; ++i)
    mapping.map(kernel.getArgument(i), entry->getArgument(i));
  mapping.map(kernel.getArgument(numArgs - 2), constant(b, 0));
  mapping.map(kernel.getArgument(numArgs - 1), constant(b, rangeEnd));
  // The kernel's module-level buffers (a split column reduction's scratch
  // and arrival counts), once per host module.
  auto gpuModule = kernel->getParentOfType<gpu::GPUModuleOp>();
  kernel.walk([&](memref::GetGlobalOp get) {
    if (into.lookupSymbol(get.getName()))
      return;
    OpBuilder atStart = OpBuilder::atBlockBegin(into.getBody());
    atStart.clone(*gpuModule.lookupSymbol(get.getName()));
  });
  SmallVector<Value> sharedBuffers;
  for (BlockArgument shared : kernel.getWorkgroupAttributions()) {
    auto type = cast<MemRefType>(shared.getType());
    sharedBuffers.push_back(memref::AllocaOp::create(
        b, loc, MemRefType::get(type.getShape(), type.getElementType())));
    mapping.map(shared, sharedBuffers.back());
  }
  Value size = constant(b, threads);
  auto blocks =
      scf::ForOp::create(b, loc, entry->getArgument(numArgs - 2),
                         entry->getArgument(numArgs - 1), constant(b, 1));
  func::ReturnOp::create(b, loc);
  // The block's ops first, then one loop over the threads per phase. The
  // blocks run in order or last first: no kernel may depend on their order
  // (a split column reduction's first or last split arrives last).
  OpBuilder inBlock = OpBuilder::atBlockBegin(blocks.getBody());
  Value block = blocks.getInductionVar();
  if (lastFirst)
    block = arith::SubIOp::create(
        inBlock, loc,
        arith::AddIOp::create(
            inBlock, loc, entry->getArgument(numArgs - 2),
            arith::SubIOp::create(inBlock, loc, entry->getArgument(numArgs - 1),
                                  constant(inBlock, 1))),
        block);
  for (Value buffer : sharedBuffers)
    linalg::FillOp::create(
        inBlock, loc,
        ValueRange{poison(inBlock, loc,
                          cast<MemRefType>(buffer.getType()).getElementType())},
        ValueRange{buffer});
  llvm::DenseSet<Value> perThread;
  SmallVector<SmallVector<Operation *>> phases(1);
  for (Operation &op : kernel.getBody().front().without_terminator()) {
    if (isa<gpu::BarrierOp>(op)) {
      phases.emplace_back();
    } else if (isBlockLevel(&op, perThread)) {
      inBlock.clone(op, mapping);
    } else {
      phases.back().push_back(&op);
      perThread.insert(op.getResults().begin(), op.getResults().end());
    }
  }
  for (auto [index, phase] : llvm::enumerate(phases)) {
    auto loop = scf::ForOp::create(inBlock, loc, constant(inBlock, 0), size,
                                   constant(inBlock, 1));
    OpBuilder inThread = OpBuilder::atBlockBegin(loop.getBody());
    Value thread = loop.getInductionVar();
    if (index % 2 == 1)
      thread = arith::SubIOp::create(inThread, loc,
                                     constant(inThread, threads - 1), thread);
    for (Operation *op : phase)
      inThread.clone(*op, mapping);
    if (!replaceGpuOps(loop, block, thread, size))
      return;
  }
  replaceGpuOps(blocks, block, Value(), size);
}

} // namespace

namespace {

/// Kernels in the outliner's CPU form, one per mapping: a broadcast add (6
/// rows split), a row maximum, a short column sum (a thread per column), a
/// tall one (a block per column), a total (one block), a concatenation, a
/// row sum and a column maximum that fill their outputs first (a block per
/// row and a thread per column starting from the constant, not from what
/// the output held), a multi-output kernel (an optimizer's moment and the
/// parameter update reading it, a thread per element writing both), two
/// elementwise kernels large enough for several points per thread (4 of a
/// 2048-long row with a broadcast operand; 3 of a 768-long split row; 2 of
/// each half of a concatenation), a one-hot count over a row of 300 whose
/// extent only an unread i8 operand gives (fsdp-form-kernels'
/// DefineLoopsForFusion), a row padding from 10 to 16 by a clamped gather
/// (GemmPadding), an elementwise kernel whose 8200-long rows 1024 (256
/// threads x 4 points) does not divide (cut into 9 chunks, the last one
/// partial), a row maximum over a padded row that folds -inf past its 300
/// elements (GemmPadding's ReduceOverSliceSource), a column maximum over 260
/// rows of 3 split 40-wide blocks from a fill (tiles of 16 columns, the
/// third partial, 16 lanes; 260 rows are not a multiple of the 16 lanes x 4
/// rows a thread loads at once), a column sum over two reduction loops of
/// 8 x 256 rows (16-column tiles, lanes capped at 512 / 16 = 32, 2048 rows a
/// multiple of 32 lanes x 4), a column sum 8192 wide (512 tiles: enough
/// blocks without splitting its rows), a bias gradient (bf16 rows summed in
/// f32) and a bf16 column maximum, and a scatter. The tall column sum
/// is a column reduction too (one tile of 8 columns).
constexpr StringLiteral kEmulated = R"mlir(
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @bias_add(%x: memref<6x37xf32>, %bias: memref<37xf32>, %y: memref<6x37xf32>, %b: index, %e: index) {
  %n = arith.subi %e, %b : index
  %xs = memref.subview %x[%b, 0] [%n, 37] [1, 1] : memref<6x37xf32> to memref<?x37xf32, strided<[37, 1], offset: ?>>
  %ys = memref.subview %y[%b, 0] [%n, 37] [1, 1] : memref<6x37xf32> to memref<?x37xf32, strided<[37, 1], offset: ?>>
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d1)>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%xs, %bias : memref<?x37xf32, strided<[37, 1], offset: ?>>, memref<37xf32>) outs(%ys : memref<?x37xf32, strided<[37, 1], offset: ?>>) {
  ^bb0(%in: f32, %c: f32, %out: f32):
    %i = linalg.index 1 : index
    %f = arith.index_cast %i : index to i32
    %g = arith.sitofp %f : i32 to f32
    %s = arith.addf %in, %c : f32
    %t = arith.addf %s, %g : f32
    linalg.yield %t : f32
  }
  return
}
func.func @row_max(%x: memref<6x33xf32>, %m: memref<6xf32>, %b: index, %e: index) {
  %n = arith.subi %e, %b : index
  %xs = memref.subview %x[%b, 0] [%n, 33] [1, 1] : memref<6x33xf32> to memref<?x33xf32, strided<[33, 1], offset: ?>>
  %ms = memref.subview %m[%b] [%n] [1] : memref<6xf32> to memref<?xf32, strided<[1], offset: ?>>
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%xs : memref<?x33xf32, strided<[33, 1], offset: ?>>) outs(%ms : memref<?xf32, strided<[1], offset: ?>>) {
  ^bb0(%in: f32, %out: f32):
    %t = arith.maximumf %in, %out : f32
    linalg.yield %t : f32
  }
  return
}
func.func @column_sum(%x: memref<8x16xf32>, %s: memref<16xf32>, %b: index, %e: index) {
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<8x16xf32>) outs(%s : memref<16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = arith.addf %in, %out : f32
    linalg.yield %t : f32
  }
  return
}
func.func @tall_column_sum(%x: memref<300x8xi32>, %s: memref<8xi32>, %b: index, %e: index) {
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<300x8xi32>) outs(%s : memref<8xi32>) {
  ^bb0(%in: i32, %out: i32):
    %t = arith.addi %out, %in : i32
    linalg.yield %t : i32
  }
  return
}
func.func @total(%x: memref<20x16xi32>, %s: memref<i32>, %b: index, %e: index) {
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%x : memref<20x16xi32>) outs(%s : memref<i32>) {
  ^bb0(%in: i32, %out: i32):
    %t = arith.addi %out, %in : i32
    linalg.yield %t : i32
  }
  return
}
func.func @concat(%a: memref<4x3xf32>, %c: memref<4x7xf32>, %y: memref<4x10xf32>, %b: index, %e: index) {
  %y0 = memref.subview %y[0, 0] [4, 3] [1, 1] : memref<4x10xf32> to memref<4x3xf32, strided<[10, 1]>>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<4x3xf32>) outs(%y0 : memref<4x3xf32, strided<[10, 1]>>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  %y1 = memref.subview %y[0, 3] [4, 7] [1, 1] : memref<4x10xf32> to memref<4x7xf32, strided<[10, 1], offset: 3>>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c : memref<4x7xf32>) outs(%y1 : memref<4x7xf32, strided<[10, 1], offset: 3>>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}
func.func @row_sum_from_three(%x: memref<6x300xi32>, %s: memref<6xi32>, %b: index, %e: index) {
  %three = arith.constant 3 : i32
  %n = arith.subi %e, %b : index
  %xs = memref.subview %x[%b, 0] [%n, 300] [1, 1] : memref<6x300xi32> to memref<?x300xi32, strided<[300, 1], offset: ?>>
  %ss = memref.subview %s[%b] [%n] [1] : memref<6xi32> to memref<?xi32, strided<[1], offset: ?>>
  linalg.fill ins(%three : i32) outs(%ss : memref<?xi32, strided<[1], offset: ?>>)
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%xs : memref<?x300xi32, strided<[300, 1], offset: ?>>) outs(%ss : memref<?xi32, strided<[1], offset: ?>>) {
  ^bb0(%in: i32, %out: i32):
    %t = arith.addi %in, %out : i32
    linalg.yield %t : i32
  }
  return
}
func.func @column_max_from_one(%x: memref<8x16xf32>, %m: memref<16xf32>, %b: index, %e: index) {
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%m : memref<16xf32>)
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<8x16xf32>) outs(%m : memref<16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = arith.maximumf %in, %out : f32
    linalg.yield %t : f32
  }
  return
}
func.func @moment_and_update(%p: memref<6x35xf32>, %g: memref<6x35xf32>, %m: memref<6x35xf32>, %m2: memref<6x35xf32>, %p2: memref<6x35xf32>, %b: index, %e: index) {
  %n = arith.subi %e, %b : index
  %ps = memref.subview %p[%b, 0] [%n, 35] [1, 1] : memref<6x35xf32> to memref<?x35xf32, strided<[35, 1], offset: ?>>
  %gs = memref.subview %g[%b, 0] [%n, 35] [1, 1] : memref<6x35xf32> to memref<?x35xf32, strided<[35, 1], offset: ?>>
  %ms = memref.subview %m[%b, 0] [%n, 35] [1, 1] : memref<6x35xf32> to memref<?x35xf32, strided<[35, 1], offset: ?>>
  %m2s = memref.subview %m2[%b, 0] [%n, 35] [1, 1] : memref<6x35xf32> to memref<?x35xf32, strided<[35, 1], offset: ?>>
  %p2s = memref.subview %p2[%b, 0] [%n, 35] [1, 1] : memref<6x35xf32> to memref<?x35xf32, strided<[35, 1], offset: ?>>
  %decay = arith.constant 0.875 : f32
  linalg.generic {indexing_maps = [#id, #id, #id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ps, %gs, %ms : memref<?x35xf32, strided<[35, 1], offset: ?>>, memref<?x35xf32, strided<[35, 1], offset: ?>>, memref<?x35xf32, strided<[35, 1], offset: ?>>)
      outs(%m2s, %p2s : memref<?x35xf32, strided<[35, 1], offset: ?>>, memref<?x35xf32, strided<[35, 1], offset: ?>>) {
  ^bb0(%pin: f32, %gin: f32, %min: f32, %mout: f32, %pout: f32):
    %md = arith.mulf %min, %decay : f32
    %moment = arith.addf %md, %gin : f32
    %step = arith.mulf %moment, %decay : f32
    %updated = arith.subf %pin, %step : f32
    linalg.yield %moment, %updated : f32, f32
  }
  return
}
func.func @wide_scale_add(%x: memref<512x2048xf32>, %y: memref<2048xf32>, %z: memref<512x2048xf32>, %b: index, %e: index) {
  %two = arith.constant 2.0 : f32
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d1)>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : memref<512x2048xf32>, memref<2048xf32>) outs(%z : memref<512x2048xf32>) {
  ^bb0(%in: f32, %row: f32, %out: f32):
    %scaled = arith.mulf %in, %two : f32
    %t = arith.addf %scaled, %row : f32
    linalg.yield %t : f32
  }
  return
}
func.func @split_rows_minus(%x: memref<1024x768xi32>, %z: memref<1024x768xi32>, %b: index, %e: index) {
  %n = arith.subi %e, %b : index
  %xs = memref.subview %x[%b, 0] [%n, 768] [1, 1] : memref<1024x768xi32> to memref<?x768xi32, strided<[768, 1], offset: ?>>
  %zs = memref.subview %z[%b, 0] [%n, 768] [1, 1] : memref<1024x768xi32> to memref<?x768xi32, strided<[768, 1], offset: ?>>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%xs : memref<?x768xi32, strided<[768, 1], offset: ?>>) outs(%zs : memref<?x768xi32, strided<[768, 1], offset: ?>>) {
  ^bb0(%in: i32, %out: i32):
    %row = linalg.index 0 : index
    %column = linalg.index 1 : index
    %at = arith.muli %row, %column : index
    %w = arith.index_cast %at : index to i32
    %t = arith.subi %in, %w : i32
    linalg.yield %t : i32
  }
  return
}
func.func @wide_concat(%a: memref<512x1024xf32>, %c: memref<512x1024xf32>, %y: memref<512x2048xf32>, %b: index, %e: index) {
  %y0 = memref.subview %y[0, 0] [512, 1024] [1, 1] : memref<512x2048xf32> to memref<512x1024xf32, strided<[2048, 1]>>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<512x1024xf32>) outs(%y0 : memref<512x1024xf32, strided<[2048, 1]>>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  %y1 = memref.subview %y[0, 1024] [512, 1024] [1, 1] : memref<512x2048xf32> to memref<512x1024xf32, strided<[2048, 1], offset: 1024>>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c : memref<512x1024xf32>) outs(%y1 : memref<512x1024xf32, strided<[2048, 1], offset: 1024>>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  }
  return
}
func.func @one_hot_count(%t: memref<6xi32>, %extents: memref<300xi8>, %s: memref<6xf32>, %b: index, %e: index) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %n = arith.subi %e, %b : index
  %ts = memref.subview %t[%b] [%n] [1] : memref<6xi32> to memref<?xi32, strided<[1], offset: ?>>
  %ss = memref.subview %s[%b] [%n] [1] : memref<6xf32> to memref<?xf32, strided<[1], offset: ?>>
  linalg.fill ins(%zero : f32) outs(%ss : memref<?xf32, strided<[1], offset: ?>>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%ts, %extents : memref<?xi32, strided<[1], offset: ?>>, memref<300xi8>) outs(%ss : memref<?xf32, strided<[1], offset: ?>>) {
  ^bb0(%target: i32, %unused: i8, %acc: f32):
    %i = arith.index_cast %target : i32 to index
    %v = linalg.index 1 : index
    %eq = arith.cmpi eq, %i, %v : index
    %x = arith.select %eq, %one, %zero : f32
    %sum = arith.addf %x, %acc : f32
    linalg.yield %sum : f32
  }
  return
}
func.func @pad_rows(%x: memref<6x10xf32>, %y: memref<6x16xf32>, %b: index, %e: index) {
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
      outs(%y : memref<6x16xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ten = arith.constant 10 : index
    %inside = arith.cmpi ult, %j, %ten : index
    %nine = arith.constant 9 : index
    %clamped = arith.minui %j, %nine : index
    %v = memref.load %x[%i, %clamped] : memref<6x10xf32>
    %zero = arith.constant 0.0 : f32
    %r = arith.select %inside, %v, %zero : f32
    linalg.yield %r : f32
  }
  return
}
func.func @cut_rows(%x: memref<128x8200xf32>, %z: memref<128x8200xf32>, %b: index, %e: index) {
  %two = arith.constant 2.0 : f32
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<128x8200xf32>) outs(%z : memref<128x8200xf32>) {
  ^bb0(%in: f32, %out: f32):
    %column = linalg.index 1 : index
    %c = arith.index_cast %column : index to i32
    %f = arith.sitofp %c : i32 to f32
    %scaled = arith.mulf %in, %two : f32
    %t = arith.subf %scaled, %f : f32
    linalg.yield %t : f32
  }
  return
}
func.func @masked_row_max(%x: memref<6x304xf32>, %m: memref<6xf32>, %b: index, %e: index) {
  %lowest = arith.constant 0xFF800000 : f32
  %n = arith.subi %e, %b : index
  %xs = memref.subview %x[%b, 0] [%n, 304] [1, 1] : memref<6x304xf32> to memref<?x304xf32, strided<[304, 1], offset: ?>>
  %ms = memref.subview %m[%b] [%n] [1] : memref<6xf32> to memref<?xf32, strided<[1], offset: ?>>
  linalg.fill ins(%lowest : f32) outs(%ms : memref<?xf32, strided<[1], offset: ?>>)
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%xs : memref<?x304xf32, strided<[304, 1], offset: ?>>) outs(%ms : memref<?xf32, strided<[1], offset: ?>>) {
  ^bb0(%in: f32, %out: f32):
    %j = linalg.index 1 : index
    %end = arith.constant 300 : index
    %inside = arith.cmpi ult, %j, %end : index
    %v = arith.select %inside, %in, %lowest : f32
    %t = arith.maximumf %v, %out : f32
    linalg.yield %t : f32
  }
  return
}
func.func @column_max_from_half(%x: memref<3x260x40xf32>, %m: memref<3x40xf32>, %b: index, %e: index) {
  %half = arith.constant 0.5 : f32
  %n = arith.subi %e, %b : index
  %xs = memref.subview %x[%b, 0, 0] [%n, 260, 40] [1, 1, 1] : memref<3x260x40xf32> to memref<?x260x40xf32, strided<[10400, 40, 1], offset: ?>>
  %ms = memref.subview %m[%b, 0] [%n, 40] [1, 1] : memref<3x40xf32> to memref<?x40xf32, strided<[40, 1], offset: ?>>
  linalg.fill ins(%half : f32) outs(%ms : memref<?x40xf32, strided<[40, 1], offset: ?>>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%xs : memref<?x260x40xf32, strided<[10400, 40, 1], offset: ?>>) outs(%ms : memref<?x40xf32, strided<[40, 1], offset: ?>>) {
  ^bb0(%in: f32, %out: f32):
    %t = arith.maximumf %in, %out : f32
    linalg.yield %t : f32
  }
  return
}
func.func @column_sum_two_loops(%x: memref<8x256x48xi32>, %s: memref<48xi32>, %b: index, %e: index) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]}
      ins(%x : memref<8x256x48xi32>) outs(%s : memref<48xi32>) {
  ^bb0(%in: i32, %out: i32):
    %t = arith.addi %out, %in : i32
    linalg.yield %t : i32
  }
  return
}
func.func @wide_column_sum(%x: memref<256x8192xi32>, %s: memref<8192xi32>, %b: index, %e: index) {
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<256x8192xi32>) outs(%s : memref<8192xi32>) {
  ^bb0(%in: i32, %out: i32):
    %t = arith.addi %out, %in : i32
    linalg.yield %t : i32
  }
  return
}
func.func @bias_gradient(%dy: memref<1024x48xbf16>, %db: memref<48xf32>, %b: index, %e: index) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%db : memref<48xf32>)
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%dy : memref<1024x48xbf16>) outs(%db : memref<48xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %x = arith.extf %in : bf16 to f32
    %t = arith.addf %x, %out : f32
    linalg.yield %t : f32
  }
  return
}
func.func @column_max_bf16(%x: memref<600x40xbf16>, %m: memref<40xbf16>, %b: index, %e: index) {
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<600x40xbf16>) outs(%m : memref<40xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %t = arith.maximumf %in, %out : bf16
    linalg.yield %t : bf16
  }
  return
}
)mlir";

/// A kernel operand's elements: f32, i32, or bf16 (its bits).
struct Operand {
  std::vector<float> floats;
  std::vector<int32_t> ints;
  std::vector<uint16_t> bf16s;
  void *data() {
    if (!bf16s.empty())
      return bf16s.data();
    return ints.empty() ? (void *)floats.data() : ints.data();
  }
};

} // namespace

TEST_F(GpuKernelCompilerTest, EmulatedKernelsMatchTheCpuKernels) {
  OwningOpRef<ModuleOp> kernels = parseSourceString<ModuleOp>(
      std::string(kEmulated) + fsdpc::test::kScatterKernel,
      ParserConfig(&context));
  ASSERT_TRUE(kernels);
  context.loadDialect<gpu::GPUDialect>();
  auto emitErr = [&] { return emitError(UnknownLoc::get(&context)); };
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    errors += diag.str() + "\n";
    return success();
  });
  FailureOr<KernelLibrary> cpu = compileKernelLibrary(*kernels, {}, emitErr);
  ASSERT_TRUE(succeeded(cpu)) << errors;

  // Build every gpu.func, then turn each into a host loop over its threads.
  const std::vector<int64_t> splitRanges = {6, 6, 1, 1, 1, 1, 6, 1, 6, 1, 1024,
                                            1, 6, 1, 1, 6, 3, 1, 1, 1, 1, 16};
  OwningOpRef<ModuleOp> scratch = ModuleOp::create(UnknownLoc::get(&context));
  OpBuilder b = OpBuilder::atBlockEnd(scratch->getBody());
  auto gpuModule = gpu::GPUModuleOp::create(b, scratch->getLoc(), "kernels");
  // The blocks in order, and last first.
  OwningOpRef<ModuleOp> inOrder = ModuleOp::create(UnknownLoc::get(&context)),
                        lastFirst = ModuleOp::create(UnknownLoc::get(&context));
  std::vector<int64_t> blockCounts, threadCounts;
  std::vector<GpuMapping> mappings;
  std::vector<unsigned> pointsPerThread;
  unsigned index = 0;
  for (auto kernel : kernels->getOps<func::FuncOp>()) {
    std::string name = ("gpu_" + kernel.getSymName()).str();
    FailureOr<fsdp::detail::GpuKernelPlan> plan = fsdp::detail::buildGpuKernel(
        kernel, splitRanges[index++], gpuModule, name, GpuKernelOptions());
    ASSERT_TRUE(succeeded(plan)) << name;
    bool rows = plan->mapping == GpuMapping::BlockPerIndex;
    auto built = gpuModule.lookupSymbol<gpu::GPUFuncOp>(name);
    bool shared = !built.getWorkgroupAttributions().empty();
    int64_t threads = rows && !shared ? 1 : plan->blockSize;
    int64_t blocks =
        rows ? plan->rangeEnd : llvm::divideCeil(plan->rangeEnd, threads);
    emulateOnHost(built, *inOrder, name, threads, plan->rangeEnd, false);
    emulateOnHost(built, *lastFirst, name, threads, plan->rangeEnd, true);
    blockCounts.push_back(blocks);
    threadCounts.push_back(blocks * threads);
    mappings.push_back(plan->mapping);
    pointsPerThread.push_back(plan->pointsPerThread);
  }
  const GpuMapping thread = GpuMapping::ThreadPerIndex,
                   block = GpuMapping::BlockPerIndex;
  EXPECT_EQ(mappings,
            (std::vector<GpuMapping>{
                thread, block,  thread, block,  block, thread, block,  thread,
                thread, thread, thread, thread, block, thread, thread, block,
                block,  block,  block,  block,  block, thread}));
  // Several points per thread only where the kernel keeps 2^18 threads and
  // B * V points tile a row (512 x 2048 / 4, 1024 x 768 / 3, the two 512 x
  // 1024 halves of a concatenation / 2) or cut it with at most an eighth of
  // the lanes idle (128 rows of 8200 in 9 chunks of 256 threads x 4: 11%).
  EXPECT_EQ(pointsPerThread,
            (std::vector<unsigned>{1, 1, 1, 1, 1, 1, 1, 1, 1, 4, 3,
                                   2, 1, 1, 4, 1, 1, 1, 1, 1, 1, 1}));
  EXPECT_EQ(threadCounts[9], 512 * 2048 / 4);
  EXPECT_EQ(threadCounts[10], 1024 * 768 / 3);
  EXPECT_EQ(threadCounts[11], 512 * 1024 / 2);
  EXPECT_EQ(threadCounts[14], 128 * 9 * 256);
  // Column reductions: a block per tile of neighbouring columns and split
  // of its rows, the splits of whole strides (lanes x rows loaded at once)
  // while the tiles are few. The tall sum: one tile of 8 columns x 16 lanes,
  // 300 rows in 3 splits of 128; the maximum: 3 split blocks x 3 tiles of
  // 16 x 16 lanes, 260 rows in 3 splits of 128; the two-loop sum: 3 tiles of
  // 16 x 32 lanes, 2048 rows in 16 splits of 128; the wide sum: 512 tiles of
  // 16 x 16 lanes, enough blocks unsplit.
  EXPECT_EQ(blockCounts[3], 1 * 3);
  EXPECT_EQ(threadCounts[3], 1 * 3 * 8 * 16);
  EXPECT_EQ(blockCounts[16], 3 * 3 * 3);
  EXPECT_EQ(threadCounts[16], 3 * 3 * 3 * 16 * 16);
  EXPECT_EQ(blockCounts[17], 3 * 16);
  EXPECT_EQ(threadCounts[17], 3 * 16 * 512);
  EXPECT_EQ(blockCounts[18], 512);
  EXPECT_EQ(threadCounts[18], 512 * 16 * 16);
  // bf16 columns, 8 rows loaded at once: a bias gradient's f32 sums (3
  // tiles of 16 x 32 lanes, 1024 rows in 4 splits of 256) and a bf16
  // maximum folding into what its output held, its partials widened to f32
  // (3 tiles, the last of 8 columns, 600 rows in splits of 512 and 88).
  EXPECT_EQ(blockCounts[19], 3 * 4);
  EXPECT_EQ(threadCounts[19], 3 * 4 * 512);
  EXPECT_EQ(blockCounts[20], 3 * 2);
  EXPECT_EQ(threadCounts[20], 3 * 2 * 512);
  FailureOr<KernelLibrary> gpu = compileKernelLibrary(*inOrder, {}, emitErr),
                           gpuLastFirst =
                               compileKernelLibrary(*lastFirst, {}, emitErr);
  ASSERT_TRUE(succeeded(gpu) && succeeded(gpuLastFirst)) << errors;
  // And all of them lower to PTX.
  EXPECT_TRUE(
      succeeded(compileGpuKernelLibrary(*kernels, splitRanges, {}, emitErr)))
      << errors;

  fsdpc::test::LoadedLibrary cpuLib(*cpu), gpuLib(*gpu),
      gpuLibLastFirst(*gpuLastFirst);
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> dist(-4, 4);
  index = 0;
  for (auto kernel : kernels->getOps<func::FuncOp>()) {
    SCOPED_TRACE(kernel.getSymName().str());
    auto args = kernel.getArgumentTypes().drop_back(2);
    std::vector<Operand> reference(args.size()), candidate;
    for (auto [operand, type] : llvm::zip(reference, args)) {
      auto memref = cast<MemRefType>(type);
      if (memref.getElementType().isInteger(32)) {
        for (int64_t i = 0; i < memref.getNumElements(); ++i)
          operand.ints.push_back(int32_t(rng() % 5));
        continue;
      }
      // bf16: small integers, exact in bf16 and in any order of f32 sums.
      if (memref.getElementType().isBF16()) {
        for (int64_t i = 0; i < memref.getNumElements(); ++i) {
          float value = float(int(rng() % 9) - 4);
          uint32_t bits;
          std::memcpy(&bits, &value, 4);
          operand.bf16s.push_back(uint16_t(bits >> 16));
        }
        continue;
      }
      for (int64_t i = 0; i < memref.getNumElements(); ++i)
        operand.floats.push_back(dist(rng));
    }
    const std::vector<Operand> initial = reference;
    std::vector<void *> refPtrs;
    for (Operand &r : reference)
      refPtrs.push_back(r.data());
    ASSERT_NE(cpuLib.kernel(index), nullptr);
    cpuLib.kernel(index)(refPtrs.data(), 0, splitRanges[index]);
    // Each order twice from the same operands: a launch leaves nothing
    // behind that changes the next (a split reduction's arrival counts).
    for (fsdpc::test::LoadedLibrary *lib : {&gpuLibLastFirst, &gpuLib})
      for (int launch = 0; launch < 2; ++launch) {
        SCOPED_TRACE(std::string(lib == &gpuLib ? "in order" : "last first") +
                     ", launch " + std::to_string(launch));
        ASSERT_NE(lib->kernel(index), nullptr);
        candidate = initial;
        std::vector<void *> candPtrs;
        for (Operand &c : candidate)
          candPtrs.push_back(c.data());
        lib->kernel(index)(candPtrs.data(), 0, blockCounts[index]);
        for (auto [r, c] : llvm::zip(reference, candidate)) {
          EXPECT_EQ(r.floats, c.floats);
          EXPECT_EQ(r.ints, c.ints);
          EXPECT_EQ(r.bf16s, c.bf16s);
        }
      }
    ++index;
  }
}

// onePointPerThread keeps the first layout, the baseline bench/gpu times the
// work-per-thread rules against: one point per thread, and row blocks as
// wide as the row (up to 256) instead of ~16 elements per thread.
TEST_F(GpuKernelCompilerTest, OnePointPerThreadIsTheBaselineLayout) {
  const std::vector<int64_t> splitRanges = {6, 6, 1, 1, 1, 1, 6, 1, 6, 1, 1024,
                                            1, 6, 1, 1, 6, 3, 1, 1, 1, 1};
  GpuKernelOptions baseline;
  baseline.onePointPerThread = true;
  FailureOr<GpuKernelLibrary> spread = compile(kEmulated, splitRanges);
  FailureOr<GpuKernelLibrary> one = compile(kEmulated, splitRanges, baseline);
  ASSERT_TRUE(succeeded(spread) && succeeded(one)) << errors;
  const GpuKernelInfo &wide = spread->kernels[9], &wideOne = one->kernels[9];
  EXPECT_EQ(wide.pointsPerThread, 4u);
  EXPECT_EQ(wide.rangeEnd, 512 * 2048 / 4);
  EXPECT_EQ(wideOne.pointsPerThread, 1u);
  EXPECT_EQ(wideOne.rangeEnd, 512 * 2048);
  // The 33-long row maximum, and the 300-long column sum: a block per
  // column in the baseline, one per split of its rows (3) for its 8 columns
  // x 16 lanes otherwise.
  EXPECT_EQ(spread->kernels[1].blockSize, 32u);
  EXPECT_EQ(one->kernels[1].blockSize, 64u);
  EXPECT_EQ(spread->kernels[3].blockSize, 128u);
  EXPECT_EQ(spread->kernels[3].rangeEnd, 3);
  EXPECT_EQ(one->kernels[3].blockSize, 256u);
  EXPECT_EQ(one->kernels[3].rangeEnd, 8);
}
