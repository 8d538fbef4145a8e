//===- GpuKernelCompiler.h - Kernels to PTX for a CUDA device ---*- C++ -*-===//
//
// Compiles the same outlined kernels that compileKernelLibrary takes to the
// host into one PTX image for an NVIDIA GPU, through MLIR's GPU dialect
// (gpu.module / gpu.func), convert-gpu-to-nvvm and gpu-module-to-binary. Each
// kernel becomes a PTX .entry on the runtime's launch contract
// (runtime/schema/fsdpx.fbs, GpuMapping): the operands' device pointers, then
// int64 begin, int64 end.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_TRANSLATE_GPUKERNELCOMPILER_H
#define FSDPC_TRANSLATE_GPUKERNELCOMPILER_H

#include "fsdpc/Schedule/GpuPointLayout.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Support/LLVM.h"

#include <string>
#include <vector>

namespace mlir::fsdp {

struct GpuKernelOptions {
  /// The NVPTX processor ("sm_90"); the PTX runs there or on newer GPUs.
  std::string arch = "sm_90";
  /// The CUDA toolkit whose nvvm/libdevice/libdevice.10.bc implements the
  /// transcendentals (exp, tanh, erf, ...). Without it they are expanded to
  /// polynomial approximations instead.
  std::string toolkitPath = "/usr/local/cuda";
  /// Threads per block of elementwise and fallback kernels.
  unsigned blockSize = fsdpc::schedule::kDefaultGpuBlockSize;
  unsigned optLevel = 3;
  /// The width of the kernels' index arithmetic: 0 picks 32 when every
  /// kernel's memrefs and launch range stay within int32 (fitsInt32Indices),
  /// else 64; 64 forces 64. A GPU does 32-bit integer arithmetic natively
  /// and emulates most 64-bit operations with several instructions.
  unsigned indexBits = 0;
  /// One parallel point of an elementwise kernel, and one element of a row
  /// reduction's stride, per thread, as the first generated kernels did: no
  /// several points per thread, row blocks as wide as the row allows (up to
  /// blockSize). The baseline the work-per-thread rules are timed against
  /// (bench/gpu); false in normal use.
  bool onePointPerThread = false;
  /// f32 divisions correctly rounded (PTX div.rn.f32) instead of div.full.f32
  /// (at most 2 ulp from the quotient over the whole range, what XLA:GPU and
  /// Triton emit for a division; ptxas computes a divisor's reciprocal once
  /// for all its divisions, where div.rn.f32 refines it each time).
  bool ieeeDivision = false;
  /// f32 exponentials (math.exp, math.exp2; a 16-bit one in f32) as PTX's
  /// ex2.approx.f32 of x * log2(e) (of x for exp2), what Triton emits for
  /// tl.exp, instead of libdevice's __nv_expf, which reduces the argument
  /// in two parts first: within 2 + |1.173 x| ulp (the CUDA guide's bound
  /// for __expf) instead of 2. Off by default: XLA:GPU's accuracy is the
  /// JAX reference.
  bool fastExp = false;
};

/// How a kernel's launch range is spread over the grid (fsdpx GpuMapping).
enum class GpuMapping { ThreadPerIndex, BlockPerIndex };

struct GpuKernelInfo {
  /// The PTX .entry.
  std::string symbol;
  GpuMapping mapping = GpuMapping::ThreadPerIndex;
  unsigned blockSize = fsdpc::schedule::kDefaultGpuBlockSize;
  /// Dynamic shared memory (the reductions' scratch is static in the PTX).
  unsigned sharedBytes = 0;
  /// The launch range is [0, rangeEnd): what one index means depends on the
  /// mapping and the kernel's shape (see GpuKernelBuilder.cpp).
  int64_t rangeEnd = 1;
  /// 32 or 64: the kernel's index arithmetic and begin/end parameters.
  unsigned indexBits = 64;
  /// The parallel points one index of a thread_per_index launch runs (its
  /// range is the points divided by this).
  unsigned pointsPerThread = 1;
};

struct GpuKernelLibrary {
  /// PTX text (without the terminating NUL).
  std::string ptx;
  /// Per input kernel, in module order; identical kernels share a symbol.
  std::vector<GpuKernelInfo> kernels;
};

/// Whether the kernels of `module` (any ops on memrefs, gpu.funcs or not)
/// can do their index arithmetic in 32 bits: every memref's extents and one
/// past its farthest element offset, and every index constant, fit in int32;
/// every launch range stays a 1024-thread block short of 2^31; and no index
/// is converted from an integer wider than 32 bits.
bool fitsInt32Indices(ModuleOp module, ArrayRef<int64_t> launchRanges);

/// Whether `arch` names an NVPTX processor LLVM can generate code for.
bool isKnownGpuArch(StringRef arch);

/// `kernels` is what compileKernelLibrary takes: func.func ops on memrefs
/// ending in the (begin, end) index pair of their outermost parallel loop.
/// `splitRanges[i]` is the extent of that loop for the i-th kernel (1: the
/// kernel does not split). `kernels` itself is not modified.
FailureOr<GpuKernelLibrary>
compileGpuKernelLibrary(ModuleOp kernels, ArrayRef<int64_t> splitRanges,
                        const GpuKernelOptions &options,
                        function_ref<InFlightDiagnostic()> emitError);

} // namespace mlir::fsdp

#endif // FSDPC_TRANSLATE_GPUKERNELCOMPILER_H
