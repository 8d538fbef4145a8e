//===- Kernels.h - loops compiled like fsdp-translate's kernels -*- C++ -*-===//
//
// Out of line (another translation unit, no LTO) so the timing loop cannot
// hoist or merge calls. Each returns nothing the caller must use; the stores
// to `out` keep the work alive.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_BENCH_MICRO_KERNELS_H
#define FSDPC_BENCH_MICRO_KERNELS_H

#include <cstddef>

namespace fsdpc::micro {

/// out = a + b: one scalar op per element in the cost model's count.
void addKernel(const float *a, const float *b, float *out, size_t n);
/// out = a * b + out as a mulf and an addf (two ops, not contracted).
void mulAddKernel(const float *a, const float *b, float *out, size_t n);
/// out = exp(a) as MLIR's polynomial approximation computes it (range
/// reduction, a degree-6 polynomial, 2^k by exponent bits): one op in the
/// cost model's count, about 20 vector instructions here.
void expKernel(const float *a, float *out, size_t n);
/// out[0] = sum of a in order with one f32 accumulator: fsdpc's reduction
/// kernels keep the program's order of additions, so they run at the add
/// latency, not its throughput.
void sumKernel(const float *a, float *out, size_t n);

/// STREAM's copy (out = a) and triad (out = a + s * b).
void copyKernel(const float *a, float *out, size_t n);
void triadKernel(const float *a, const float *b, float *out, size_t n);

} // namespace fsdpc::micro

#endif // FSDPC_BENCH_MICRO_KERNELS_H
