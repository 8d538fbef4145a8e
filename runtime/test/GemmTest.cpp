//===- GemmTest.cpp - every layout against the reference loop -------------===//

#include "fsdpc/runtime/Gemm.h"
#include "GemmTestUtil.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

using namespace fsdpc::runtime;
using namespace fsdpc::runtime::test;

namespace {

struct Case {
  bool ta, tb;
  int64_t batch;
  DType a, b, c;
  float beta;
};

void check(const Case &c) {
  std::mt19937 rng(42);
  const int64_t m = 7, n = 5, k = 9, pad = 3;
  // Leading dimensions larger than the rows, to exercise them.
  GemmArgs g = paddedGemm(c.batch, m, n, k, c.ta, c.tb, pad, 1, 2, 3);
  g.aType = c.a;
  g.bType = c.b;
  g.cType = c.c;
  g.alpha = 0.75f;
  g.beta = c.beta;
  auto a = randomBuffer(c.a, size_t(g.strideA * c.batch), rng);
  auto b = randomBuffer(c.b, size_t(g.strideB * c.batch), rng);
  auto c0 = randomBuffer(c.c, size_t(g.strideC * c.batch), rng);
  auto expected = c0, actual = c0;
  GemmArgs ref = g;
  ref.a = a.data();
  ref.b = b.data();
  ref.c = expected.data();
  ASSERT_TRUE(referenceGemm(ref).isOk());
  GemmArgs lib = ref;
  lib.c = actual.data();
  GemmWorkspace workspace;
  ASSERT_TRUE(gemm(lib, workspace).isOk());
  // bf16/f16 outputs may differ by one rounding of the f32 result.
  float tol = c.c == DType::f32 ? 1e-5f : c.c == DType::bf16 ? 2e-2f : 3e-3f;
  for (size_t i = 0; i < size_t(g.strideC * c.batch); ++i)
    ASSERT_NEAR(
        valueAt(c.c, actual.data(), i), valueAt(c.c, expected.data(), i),
        tol * std::max(1.0f, std::fabs(valueAt(c.c, expected.data(), i))))
        << "element " << i << " ta=" << c.ta << " tb=" << c.tb;
}

} // namespace

TEST(Gemm, NN) {
  check({false, false, 1, DType::f32, DType::f32, DType::f32, 0});
}
TEST(Gemm, NT) {
  check({false, true, 1, DType::f32, DType::f32, DType::f32, 0});
}
TEST(Gemm, TN) {
  check({true, false, 1, DType::f32, DType::f32, DType::f32, 0});
}
TEST(Gemm, TT) {
  check({true, true, 1, DType::f32, DType::f32, DType::f32, 0.5f});
}
TEST(Gemm, BatchedWithStrides) {
  check({false, true, 3, DType::f32, DType::f32, DType::f32, 1.0f});
}
TEST(Gemm, Bf16OperandsF32Output) {
  check({false, false, 2, DType::bf16, DType::bf16, DType::f32, 0});
}
TEST(Gemm, Bf16Output) {
  check({true, false, 2, DType::bf16, DType::bf16, DType::bf16, 0.5f});
}
TEST(Gemm, F16Mixed) {
  check({false, true, 1, DType::f16, DType::f32, DType::f16, 0});
}

// Two batch strides (heads and batches of head-strided attention): the
// outer loop's calls, on the library and on the reference loop, each
// against the index formula.
TEST(Gemm, OuterLoopsOfCalls) {
  std::mt19937 rng(5);
  const HeadStrided shape{3, 7, 4, 5};
  auto q = randomBuffer(DType::f32, size_t(shape.inputElements()), rng);
  auto k = randomBuffer(DType::f32, size_t(shape.inputElements()), rng);
  std::vector<float> want = shape.expected(DType::f32, q.data(), k.data());
  GemmWorkspace workspace;
  for (bool reference : {false, true}) {
    std::vector<float> got(want.size(), NAN);
    GemmArgs g = shape.args();
    g.a = q.data();
    g.b = k.data();
    g.c = got.data();
    ASSERT_TRUE((reference ? referenceGemm(g) : gemm(g, workspace)).isOk());
    for (size_t i = 0; i < want.size(); ++i)
      ASSERT_NEAR(got[i], want[i], 1e-5f * (1 + std::fabs(want[i])))
          << "element " << i << (reference ? " (reference)" : "");
  }
}

// An outer loop with stride_c 0 sums its calls into one C (a split of K):
// beta applies once, to the C the GEMM started from.
TEST(Gemm, OuterLoopOverASplitOfK) {
  std::mt19937 rng(9);
  SplitOfK sum(6, 5, 8, false, rng);
  std::vector<uint8_t> expected = sum.expected(), actual = sum.c0;
  GemmArgs split = sum.split;
  split.a = sum.a.data();
  split.b = sum.b.data();
  split.c = actual.data();
  GemmWorkspace workspace;
  ASSERT_TRUE(gemm(split, workspace).isOk());
  for (size_t i = 0; i < expected.size() / 4; ++i)
    EXPECT_NEAR(valueAt(DType::f32, actual.data(), i),
                valueAt(DType::f32, expected.data(), i), 1e-5f);
}

TEST(Gemm, KnownProduct) {
  float a[4] = {1, 2, 3, 4}, b[4] = {5, 6, 7, 8}, c[4] = {};
  GemmArgs g;
  g.m = g.n = g.k = 2;
  g.lda = g.ldb = g.ldc = 2;
  g.a = a;
  g.b = b;
  g.c = c;
  GemmWorkspace workspace;
  ASSERT_TRUE(gemm(g, workspace).isOk());
  EXPECT_EQ(c[0], 19);
  EXPECT_EQ(c[1], 22);
  EXPECT_EQ(c[2], 43);
  EXPECT_EQ(c[3], 50);
}

TEST(Gemm, WorkspaceIsCounted) {
  MemoryStats stats;
  {
    GemmWorkspace workspace(&stats);
    workspace.get(1000);
    EXPECT_GE(stats.current(MemoryKind::GemmWorkspace), 4000u);
  }
  EXPECT_EQ(stats.current(MemoryKind::GemmWorkspace), 0u);
  EXPECT_GE(stats.peak(MemoryKind::GemmWorkspace), 4000u);
}

TEST(Gemm, RejectsIntegerOperands) {
  GemmArgs g;
  g.aType = DType::i32;
  GemmWorkspace workspace;
  EXPECT_EQ(gemm(g, workspace).code(), Code::InvalidArgument);
}

TEST(Gemm, AlignmentIsCheckedPerElementSize) {
  alignas(8) uint8_t bytes[64] = {};
  GemmArgs g;
  g.aType = g.bType = DType::bf16;
  g.a = bytes + 2; // a bf16 at 2 bytes is aligned
  g.b = bytes + 6;
  g.c = bytes + 4; // f32 C at 4 bytes too
  EXPECT_TRUE(checkGemmAlignment(g).isOk());
  g.c = bytes + 2; // f32 C inside an element: a GPU cannot load it
  Status status = checkGemmAlignment(g);
  EXPECT_EQ(status.code(), Code::InvalidArgument);
  EXPECT_EQ(status.message(), "GEMM operand C (f32) is not aligned to 4 bytes");
  g.c = bytes;
  g.a = bytes + 1;
  EXPECT_NE(checkGemmAlignment(g).message().find("operand A (bf16)"),
            std::string::npos);
}

TEST(GemmCore, FallbackKernelsOnANewerHostAreReplaced) {
  // Debian 12's OpenBLAS on an Emerald Rapids (AVX-512): Prescott kernels.
  EXPECT_EQ(betterGemmCoreType("Prescott", 4), "SkylakeX");
  EXPECT_EQ(betterGemmCoreType("Nehalem", 3), "Haswell");
  EXPECT_EQ(betterGemmCoreType("Sandybridge", 3), "Haswell");
}

TEST(GemmCore, FittingOrUnknownKernelsAreKept) {
  for (const char *core : {"SkylakeX", "Haswell", "Zen", "Cooperlake",
                           "SapphireRapids", "reference", "unknown", ""})
    EXPECT_EQ(betterGemmCoreType(core, 4), "") << core;
  // A host without AVX2 has nothing better to take.
  EXPECT_EQ(betterGemmCoreType("Prescott", 2), "");
  EXPECT_EQ(betterGemmCoreType("Prescott", 0), "");
}

TEST(GemmCore, NamesTheKernelsInUse) {
  std::string core = gemmCore();
  EXPECT_FALSE(core.empty());
  if (!gemmUsesBlas())
    EXPECT_EQ(core, "reference");
}
