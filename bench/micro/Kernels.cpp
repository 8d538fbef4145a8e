//===- Kernels.cpp - loops compiled like fsdp-translate's kernels ---------===//
//
// Built with -O3 -march=x86-64-v3 -ffp-contract=off (CMakeLists.txt): what
// fsdp-translate gives LLVM for its loop nests, so the loop vectorizer makes
// the same 8-wide AVX2 code of these simple loops.
//
//===----------------------------------------------------------------------===//

#include "Kernels.h"

#include <cstdint>
#include <cstring>

namespace fsdpc::micro {

void addKernel(const float *__restrict a, const float *__restrict b,
               float *__restrict out, size_t n) {
  for (size_t i = 0; i < n; ++i)
    out[i] = a[i] + b[i];
}

void mulAddKernel(const float *__restrict a, const float *__restrict b,
                  float *__restrict out, size_t n) {
  for (size_t i = 0; i < n; ++i)
    out[i] = a[i] * b[i] + out[i];
}

static inline float expApprox(float x) {
  // Cephes expf, the scheme of MLIR's math polynomial approximation.
  x = x < -87.0f ? -87.0f : (x > 88.0f ? 88.0f : x);
  float k = __builtin_rintf(x * 1.44269504088896341f);
  float r = x - k * 0.693359375f;
  r = r - k * -2.12194440e-4f;
  float p = 1.9875691500e-4f;
  p = p * r + 1.3981999507e-3f;
  p = p * r + 8.3334519073e-3f;
  p = p * r + 4.1665795894e-2f;
  p = p * r + 1.6666665459e-1f;
  p = p * r + 5.0000001201e-1f;
  p = p * r * r + r + 1.0f;
  int32_t bits = (int32_t(k) + 127) << 23;
  float scale;
  std::memcpy(&scale, &bits, 4);
  return p * scale;
}

void expKernel(const float *__restrict a, float *__restrict out, size_t n) {
  for (size_t i = 0; i < n; ++i)
    out[i] = expApprox(a[i]);
}

void sumKernel(const float *__restrict a, float *__restrict out, size_t n) {
  float sum = 0;
  for (size_t i = 0; i < n; ++i)
    sum += a[i];
  out[0] = sum;
}

void copyKernel(const float *__restrict a, float *__restrict out, size_t n) {
  for (size_t i = 0; i < n; ++i)
    out[i] = a[i];
}

void triadKernel(const float *__restrict a, const float *__restrict b,
                 float *__restrict out, size_t n) {
  for (size_t i = 0; i < n; ++i)
    out[i] = a[i] + 3.0f * b[i];
}

} // namespace fsdpc::micro
