//===- GemmTest.cpp - every layout against the reference loop -------------===//

#include "fsdpc/runtime/Gemm.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

using namespace fsdpc::runtime;

namespace {

struct Case {
  bool ta, tb;
  int64_t batch;
  DType a, b, c;
  float beta;
};

// Stores random values of `type` in a buffer of `count` elements.
std::vector<uint8_t> randomBuffer(DType type, size_t count, std::mt19937 &rng) {
  std::uniform_real_distribution<float> dist(-1, 1);
  std::vector<uint8_t> out(count * dtypeSize(type));
  for (size_t i = 0; i < count; ++i) {
    float v = dist(rng);
    if (type == DType::f32) {
      std::memcpy(out.data() + 4 * i, &v, 4);
    } else {
      uint16_t h = type == DType::bf16 ? floatToBf16(v) : floatToF16(v);
      std::memcpy(out.data() + 2 * i, &h, 2);
    }
  }
  return out;
}

float at(DType type, const std::vector<uint8_t> &buf, size_t i) {
  if (type == DType::f32) {
    float v;
    std::memcpy(&v, buf.data() + 4 * i, 4);
    return v;
  }
  uint16_t h;
  std::memcpy(&h, buf.data() + 2 * i, 2);
  return type == DType::bf16 ? bf16ToFloat(h) : f16ToFloat(h);
}

void check(const Case &c) {
  std::mt19937 rng(42);
  const int64_t m = 7, n = 5, k = 9, pad = 3;
  GemmArgs g;
  g.batch = c.batch;
  g.m = m;
  g.n = n;
  g.k = k;
  g.transposeA = c.ta;
  g.transposeB = c.tb;
  // Leading dimensions larger than the rows, to exercise them.
  int64_t aRows = c.ta ? k : m, aCols = c.ta ? m : k;
  int64_t bRows = c.tb ? n : k, bCols = c.tb ? k : n;
  g.lda = aCols + pad;
  g.ldb = bCols + pad;
  g.ldc = n + pad;
  g.strideA = aRows * g.lda + 1;
  g.strideB = bRows * g.ldb + 2;
  g.strideC = m * g.ldc + 3;
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
    ASSERT_NEAR(at(c.c, actual, i), at(c.c, expected, i),
                tol * std::max(1.0f, std::fabs(at(c.c, expected, i))))
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
