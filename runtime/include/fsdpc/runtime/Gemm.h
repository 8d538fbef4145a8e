//===- Gemm.h - batched GEMM with f32 accumulation ----------------*- C++
//-*-===//
//
// C = alpha * op(A) * op(B) + beta * C, row-major, per batch and per index
// of the outer loops (fsdpx.Gemm).
// f32 goes straight to cblas_sgemm when the runtime is built with OpenBLAS;
// bf16/f16 operands are widened into a workspace first (Debian's OpenBLAS
// 0.3.21 has no sbgemm) and a bf16/f16 C is rounded back once. Without BLAS a
// plain loop does the same arithmetic; it is also the tests' reference.
// beta == 0 ignores C (NaNs in C do not propagate), as BLAS does.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_GEMM_H
#define FSDPC_RUNTIME_GEMM_H

#include "fsdpc/runtime/DType.h"
#include "fsdpc/runtime/MemoryStats.h"
#include "fsdpc/runtime/Status.h"

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace fsdpc::runtime {

/// An outer loop of a GEMM's calls (fsdpx.GemmLoop): `count` calls whose
/// matrices are `stride*` elements apart; with strideC 0 the calls sum into
/// one C (a split of K).
struct GemmLoop {
  int64_t count = 1;
  int64_t strideA = 0, strideB = 0, strideC = 0; ///< elements
};

struct GemmArgs {
  int64_t batch = 1, m = 0, n = 0, k = 0;
  bool transposeA = false, transposeB = false;
  int64_t lda = 0, ldb = 0, ldc = 0;
  int64_t strideA = 0, strideB = 0, strideC = 0; ///< elements
  DType aType = DType::f32, bType = DType::f32, cType = DType::f32;
  float alpha = 1, beta = 0;
  const void *a = nullptr;
  const void *b = nullptr;
  void *c = nullptr;
  /// Loops of such (strided-batched) calls, outermost first: a library
  /// takes one batch stride, head-strided attention needs two.
  std::vector<GemmLoop> outer;
};

/// Calls `call` once per index of `args.outer` (innermost loop fastest) with
/// that call's matrices and no outer loops. A loop summing into one C
/// (strideC 0) gives every call after its first beta 1. Stops at the first
/// error. Every backend's meaning of the outer loops.
Status forEachGemmCall(const GemmArgs &args,
                       const std::function<Status(const GemmArgs &)> &call);

/// f32 scratch for widened operands, kept between calls and counted as
/// MemoryKind::GemmWorkspace. Used by one thread at a time.
class GemmWorkspace {
public:
  explicit GemmWorkspace(MemoryStats *stats = nullptr) : stats_(stats) {}
  ~GemmWorkspace();
  GemmWorkspace(const GemmWorkspace &) = delete;
  GemmWorkspace &operator=(const GemmWorkspace &) = delete;

  /// At least `elements` floats, valid until the next call.
  float *get(size_t elements);
  size_t bytes() const { return data_.capacity() * sizeof(float); }

private:
  MemoryStats *stats_;
  std::vector<float> data_;
};

/// Whether gemm() calls a BLAS library.
bool gemmUsesBlas();

/// The kernels the BLAS library chose for this host when it was loaded
/// (OpenBLAS's core name: "SkylakeX", "Haswell", "Prescott", ...), or
/// "reference" without BLAS.
std::string gemmCore();

/// The OPENBLAS_CORETYPE that suits a host of x86-64 level `hostLevel`
/// (hostCpuLevel()) when OpenBLAS picked `core`, if it picked worse: an
/// OpenBLAS older than the CPU does not recognize it and falls back to SSE3
/// kernels (Debian 12's 0.3.21 takes an Intel Emerald Rapids for a
/// "Prescott": sgemm 4.6x slower than its "SkylakeX" kernels). Then
/// "SkylakeX" on AVX-512 hosts, "Haswell" on AVX2 + FMA ones; empty when
/// `core` already uses AVX2 or better, or is not an OpenBLAS x86 name.
/// OpenBLAS reads the variable once, as it is loaded, so only a new process
/// can take it: reexecWithBetterGemmCore.
std::string betterGemmCoreType(std::string_view core, int hostLevel);

/// For a program's main, before it does anything else (joins an MPI world,
/// opens files): re-executes the program (same arguments, same process) with
/// OPENBLAS_CORETYPE set when betterGemmCoreType(gemmCore(), hostCpuLevel())
/// names better kernels and the variable is unset. A value already set (by
/// the user, or by this function before the restart) is kept:
/// OPENBLAS_CORETYPE=Prescott keeps the detected kernels. Returns when there
/// is nothing to do, or after a warning when the restart failed (the program
/// then runs with the detected kernels, only slower). fsdp-run and the
/// micro-benchmarks call it; a library user is told by gemmCore().
void reexecWithBetterGemmCore(char **argv);

/// The library path (BLAS when built with it, else the reference loop).
Status gemm(const GemmArgs &args, GemmWorkspace &workspace);
/// Whether A, B and C start at a multiple of their element sizes (their
/// strides count elements, so every matrix then does): a GPU cannot load a
/// misaligned element, a CPU can. An InvalidArgument naming the operand
/// otherwise.
Status checkGemmAlignment(const GemmArgs &args);
/// The reference loop, whatever the build.
Status referenceGemm(const GemmArgs &args);

} // namespace fsdpc::runtime

#endif // FSDPC_RUNTIME_GEMM_H
