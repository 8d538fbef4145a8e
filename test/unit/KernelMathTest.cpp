//===- KernelMathTest.cpp - What the compiled kernels' math computes -----===//
//
// Transcendentals, min/max and their special values in compiled host
// kernels, against C's functions and XLA's semantics: MLIR's polynomial
// approximations, and what AccurateMath.cpp and ExactMinMax.cpp restore.
//
//===----------------------------------------------------------------------===//

#include "KernelCompilerFixture.h"

#include <cmath>
#include <limits>
#include <string>
#include <vector>

using fsdpc::test::KernelCompilerTest;
using fsdpc::test::KernelFn;

namespace {

//===----------------------------------------------------------------------===//
// (4) erf and tanh (polynomial approximations in f32, libm in f64).
//===----------------------------------------------------------------------===//

constexpr const char *kErfTanhKernel = R"mlir(
func.func @erf_tanh(%x: memref<1000xf32>, %erf: memref<1000xf32>,
                    %tanh: memref<1000xf32>, %erf64: memref<1000xf64>,
                    %begin: index, %end: index) {
  %c1 = arith.constant 1 : index
  scf.for %i = %begin to %end step %c1 {
    %v = memref.load %x[%i] : memref<1000xf32>
    %e = math.erf %v : f32
    %t = math.tanh %v : f32
    %w = arith.extf %v : f32 to f64
    %e64 = math.erf %w : f64
    memref.store %e, %erf[%i] : memref<1000xf32>
    memref.store %t, %tanh[%i] : memref<1000xf32>
    memref.store %e64, %erf64[%i] : memref<1000xf64>
  }
  return
}
)mlir";

TEST_F(KernelCompilerTest, ErfAndTanh) {
  KernelFn kernel = loadFirstKernel(kErfTanhKernel);
  ASSERT_NE(kernel, nullptr);

  constexpr int n = 1000;
  std::vector<float> x = randomFloats(n, -5, 5), erf(n), tanh(n);
  std::vector<double> erf64(n);
  void *operands[] = {x.data(), erf.data(), tanh.data(), erf64.data()};
  kernel(operands, 0, 500);
  kernel(operands, 500, n);
  for (int i = 0; i < n; ++i) {
    double ref = std::erf(double(x[i]));
    EXPECT_NEAR(erf[i], ref, 1e-6 * std::max(1.0, std::fabs(ref)))
        << "erf(" << x[i] << ")";
    ref = std::tanh(double(x[i]));
    EXPECT_NEAR(tanh[i], ref, 1e-6 * std::max(1.0, std::fabs(ref)))
        << "tanh(" << x[i] << ")";
    EXPECT_EQ(erf64[i], std::erf(double(x[i]))) << "erf64(" << x[i] << ")";
  }
}

/// expm1 and log1p exist for arguments near zero, where exp(x) - 1 and
/// log(1 + x) cancel to nothing: the kernels keep them to a few ulp relative
/// (and -0.0 as -0.0), as XLA does.
constexpr const char *kNearZeroKernel = R"mlir(
func.func @near_zero(%x: memref<8xf32>, %expm1: memref<8xf32>,
                     %log1p: memref<8xf32>, %begin: index, %end: index) {
  %c1 = arith.constant 1 : index
  scf.for %i = %begin to %end step %c1 {
    %v = memref.load %x[%i] : memref<8xf32>
    %e = math.expm1 %v : f32
    %l = math.log1p %v : f32
    memref.store %e, %expm1[%i] : memref<8xf32>
    memref.store %l, %log1p[%i] : memref<8xf32>
  }
  return
}
)mlir";

TEST_F(KernelCompilerTest, Expm1AndLog1pNearZero) {
  KernelFn kernel = loadFirstKernel(kNearZeroKernel);
  ASSERT_NE(kernel, nullptr);

  std::vector<float> x = {-0.0f,  1e-30f, -1e-20f, 3e-8f,
                          -2e-6f, 1e-3f,  0.5f,    -0.75f};
  std::vector<float> expm1(x.size()), log1p(x.size());
  void *operands[] = {x.data(), expm1.data(), log1p.data()};
  kernel(operands, 0, x.size());
  for (size_t i = 0; i < x.size(); ++i) {
    double e = std::expm1(double(x[i])), l = std::log1p(double(x[i]));
    EXPECT_NEAR(expm1[i], e, 4e-7 * std::fabs(e)) << "expm1(" << x[i] << ")";
    EXPECT_NEAR(log1p[i], l, 4e-7 * std::fabs(l)) << "log1p(" << x[i] << ")";
  }
  EXPECT_TRUE(std::signbit(expm1[0]) && std::signbit(log1p[0]))
      << "expm1(-0.0) and log1p(-0.0) are -0.0";
}

/// Elementwise max and min as XLA computes them: NaN from either side, and
/// -0.0 below +0.0 in either operand order (jnp.clip(-0.0, 0, 1) is +0.0).
constexpr const char *kMinMaxKernel = R"mlir(
func.func @min_max(%a: memref<64xf32>, %b: memref<64xf32>,
                   %max: memref<64xf32>, %min: memref<64xf32>,
                   %begin: index, %end: index) {
  %c1 = arith.constant 1 : index
  scf.for %i = %begin to %end step %c1 {
    %x = memref.load %a[%i] : memref<64xf32>
    %y = memref.load %b[%i] : memref<64xf32>
    %hi = arith.maximumf %x, %y : f32
    %lo = arith.minimumf %x, %y : f32
    memref.store %hi, %max[%i] : memref<64xf32>
    memref.store %lo, %min[%i] : memref<64xf32>
  }
  return
}
)mlir";

TEST_F(KernelCompilerTest, MinMaxOrderSignedZerosAndPropagateNaN) {
  KernelFn kernel = loadFirstKernel(kMinMaxKernel);
  ASSERT_NE(kernel, nullptr);

  const float nan = std::numeric_limits<float>::quiet_NaN();
  const float inf = std::numeric_limits<float>::infinity();
  std::vector<float> values = {0.0f, -0.0f, 1.5f, -2.0f, nan, inf, -inf};
  // Every ordered pair, repeated to fill the vector lanes of the loop.
  std::vector<float> a(64), b(64), max(64), min(64);
  for (size_t i = 0; i < a.size(); ++i) {
    a[i] = values[i % values.size()];
    b[i] = values[(i / values.size()) % values.size()];
  }
  void *operands[] = {a.data(), b.data(), max.data(), min.data()};
  kernel(operands, 0, 64);
  for (size_t i = 0; i < a.size(); ++i) {
    // C's fmax ignores NaN and may return either zero: the reference is
    // spelled out.
    bool anyNan = std::isnan(a[i]) || std::isnan(b[i]);
    float hi = a[i] == b[i] ? (std::signbit(a[i]) ? b[i] : a[i])
                            : (a[i] > b[i] ? a[i] : b[i]);
    float lo = a[i] == b[i] ? (std::signbit(a[i]) ? a[i] : b[i])
                            : (a[i] < b[i] ? a[i] : b[i]);
    std::string pair = std::to_string(a[i]) + ", " + std::to_string(b[i]);
    if (anyNan) {
      EXPECT_TRUE(std::isnan(max[i]) && std::isnan(min[i])) << pair;
      continue;
    }
    EXPECT_EQ(max[i], hi) << "max(" << pair << ")";
    EXPECT_EQ(std::signbit(max[i]), std::signbit(hi)) << "max(" << pair << ")";
    EXPECT_EQ(min[i], lo) << "min(" << pair << ")";
    EXPECT_EQ(std::signbit(min[i]), std::signbit(lo)) << "min(" << pair << ")";
  }
}

/// sin and cos keep f32 accuracy at large arguments (rotary position
/// embeddings reach thousands of radians), and erf, cbrt and atan2 give the
/// special values C's functions (and XLA) give.
constexpr const char *kAccurateMathKernel = R"mlir(
func.func @accurate_math(%x: memref<96xf32>, %y: memref<96xf32>,
                         %sin: memref<96xf32>, %cos: memref<96xf32>,
                         %erf: memref<96xf32>, %cbrt: memref<96xf32>,
                         %atan2: memref<96xf32>, %begin: index, %end: index) {
  %c1 = arith.constant 1 : index
  scf.for %i = %begin to %end step %c1 {
    %v = memref.load %x[%i] : memref<96xf32>
    %w = memref.load %y[%i] : memref<96xf32>
    %s = math.sin %v : f32
    %c = math.cos %v : f32
    %e = math.erf %v : f32
    %r = math.cbrt %v : f32
    %a = math.atan2 %v, %w : f32
    memref.store %s, %sin[%i] : memref<96xf32>
    memref.store %c, %cos[%i] : memref<96xf32>
    memref.store %e, %erf[%i] : memref<96xf32>
    memref.store %r, %cbrt[%i] : memref<96xf32>
    memref.store %a, %atan2[%i] : memref<96xf32>
  }
  return
}
)mlir";

TEST_F(KernelCompilerTest, AccurateTrigonometryAndSpecialValues) {
  KernelFn kernel = loadFirstKernel(kAccurateMathKernel);
  ASSERT_NE(kernel, nullptr);

  const float inf = std::numeric_limits<float>::infinity();
  std::vector<float> special = {0.0f, -0.0f, 1.5f, -1.5f, inf, -inf};
  std::vector<float> x, y;
  for (float a : special)
    for (float b : special) {
      x.push_back(a);
      y.push_back(b);
    }
  std::vector<float> large = randomFloats(96 - x.size(), -5000, 5000);
  large.back() = 1e8f;
  for (float a : large) {
    x.push_back(a);
    y.push_back(1.0f);
  }
  std::vector<float> sin(96), cos(96), erf(96), cbrt(96), atan2(96);
  void *operands[] = {x.data(),   y.data(),    sin.data(),  cos.data(),
                      erf.data(), cbrt.data(), atan2.data()};
  kernel(operands, 0, 96);
  auto same = [](float got, double want) {
    return std::isnan(want)
               ? std::isnan(got)
               : got == float(want) && std::signbit(got) == std::signbit(want);
  };
  for (size_t i = 0; i < x.size(); ++i) {
    double a = x[i], b = y[i];
    EXPECT_TRUE(same(erf[i], std::erf(a)) || (std::isfinite(a) && a != 0))
        << "erf(" << a << ") = " << erf[i];
    EXPECT_TRUE(same(cbrt[i], std::cbrt(a)) || (std::isfinite(a) && a != 0))
        << "cbrt(" << a << ") = " << cbrt[i];
    if (i < special.size() * special.size()) {
      EXPECT_TRUE(same(atan2[i], std::atan2(a, b)))
          << "atan2(" << a << ", " << b << ") = " << atan2[i];
      continue;
    }
    EXPECT_NEAR(sin[i], std::sin(a), 3e-7) << "sin(" << a << ")";
    EXPECT_NEAR(cos[i], std::cos(a), 3e-7) << "cos(" << a << ")";
  }
  EXPECT_TRUE(std::signbit(sin[special.size()])) << "sin(-0.0) is -0.0";
}

} // namespace
