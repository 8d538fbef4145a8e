//===- GemmTestUtil.h - GEMM cases shared by the CPU and CUDA tests -*- C++
//-*-===//
//
// Every GEMM backend is checked against referenceGemm on the same kind of
// case: random operands in a padded layout (leading dimensions and batch
// strides larger than the matrices), so that a backend that ignores lda or a
// batch stride fails.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_TEST_GEMMTESTUTIL_H
#define FSDPC_RUNTIME_TEST_GEMMTESTUTIL_H

#include "fsdpc/runtime/Gemm.h"

#include <gtest/gtest.h>

#include <cstring>
#include <random>
#include <vector>

namespace fsdpc::runtime::test {

/// `count` random values in [-1, 1) of `type` (f32, bf16 or f16).
inline std::vector<uint8_t> randomBuffer(DType type, size_t count,
                                         std::mt19937 &rng) {
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

/// Element `i` of a buffer of `type`, widened to f32.
inline float valueAt(DType type, const uint8_t *buf, size_t i) {
  if (type == DType::f32) {
    float v;
    std::memcpy(&v, buf + 4 * i, 4);
    return v;
  }
  uint16_t h;
  std::memcpy(&h, buf + 2 * i, 2);
  return type == DType::bf16 ? bf16ToFloat(h) : f16ToFloat(h);
}

/// An m x n x k GEMM, `batch` times, whose rows are `pad` elements longer
/// than the matrices and whose batch strides leave `gapA/B/C` more.
inline GemmArgs paddedGemm(int64_t batch, int64_t m, int64_t n, int64_t k,
                           bool transposeA, bool transposeB, int64_t pad,
                           int64_t gapA, int64_t gapB, int64_t gapC) {
  GemmArgs g;
  g.batch = batch;
  g.m = m;
  g.n = n;
  g.k = k;
  g.transposeA = transposeA;
  g.transposeB = transposeB;
  int64_t aRows = transposeA ? k : m, aCols = transposeA ? m : k;
  int64_t bRows = transposeB ? n : k, bCols = transposeB ? k : n;
  g.lda = aCols + pad;
  g.ldb = bCols + pad;
  g.ldc = n + pad;
  g.strideA = aRows * g.lda + gapA;
  g.strideB = bRows * g.ldb + gapB;
  g.strideC = m * g.ldc + gapC;
  return g;
}

/// An m x n x k f32 GEMM (B transposed when `transposeB`) with beta 0.5 on
/// random operands, and the same GEMM as two calls over the halves of K
/// summing into one C (an outer loop with stride_c 0). `expected()` is the
/// whole GEMM's C from the reference loop.
struct SplitOfK {
  int64_t m, n, k;
  GemmArgs whole, split;
  std::vector<uint8_t> a, b, c0;

  SplitOfK(int64_t m, int64_t n, int64_t k, bool transposeB, std::mt19937 &rng)
      : m(m), n(n), k(k) {
    whole = paddedGemm(1, m, n, k, false, transposeB, 0, 0, 0, 0);
    whole.beta = 0.5f;
    a = randomBuffer(DType::f32, size_t(m * k), rng);
    b = randomBuffer(DType::f32, size_t(k * n), rng);
    c0 = randomBuffer(DType::f32, size_t(m * n), rng);
    split = whole;
    split.k = k / 2;
    // The second half of K: columns k/2.. of A, and of B^T or rows of B.
    split.outer.push_back({2, k / 2, transposeB ? k / 2 : k / 2 * n, 0});
  }

  std::vector<uint8_t> expected() const {
    std::vector<uint8_t> c = c0;
    GemmArgs g = whole;
    g.a = a.data();
    g.b = b.data();
    g.c = c.data();
    EXPECT_TRUE(referenceGemm(g).isOk());
    return c;
  }
};

/// Attention's scores as fsdpc issues them for head-strided q and k of
/// shape [batches, tokens, heads, dim] (row-major): S[b][h] = Q[b, :, h, :]
/// K[b, :, h, :]^T into S of shape [batches, heads, tokens, tokens], the
/// heads one library batch (`dim` apart) and the batches an outer loop.
struct HeadStrided {
  int64_t batches, tokens, heads, dim;

  int64_t inputElements() const { return batches * tokens * heads * dim; }
  int64_t outputElements() const { return batches * heads * tokens * tokens; }

  GemmArgs args() const {
    GemmArgs g;
    g.batch = heads;
    g.m = g.n = tokens;
    g.k = dim;
    g.transposeB = true;
    g.lda = g.ldb = heads * dim;
    g.ldc = tokens;
    g.strideA = g.strideB = dim;
    g.strideC = tokens * tokens;
    g.outer.push_back({batches, tokens * heads * dim, tokens * heads * dim,
                       heads * tokens * tokens});
    return g;
  }

  /// S from the index formula, in f32, from q and k of `type`.
  std::vector<float> expected(DType type, const uint8_t *q,
                              const uint8_t *k) const {
    std::vector<float> s(static_cast<size_t>(outputElements()));
    for (int64_t b = 0; b < batches; ++b)
      for (int64_t h = 0; h < heads; ++h)
        for (int64_t i = 0; i < tokens; ++i)
          for (int64_t j = 0; j < tokens; ++j) {
            float acc = 0;
            for (int64_t d = 0; d < dim; ++d)
              acc += valueAt(type, q,
                             size_t(((b * tokens + i) * heads + h) * dim + d)) *
                     valueAt(type, k,
                             size_t(((b * tokens + j) * heads + h) * dim + d));
            s[size_t(((b * heads + h) * tokens + i) * tokens + j)] = acc;
          }
    return s;
  }
};

} // namespace fsdpc::runtime::test

#endif // FSDPC_RUNTIME_TEST_GEMMTESTUTIL_H
