//===- EmulatedKernels.h - GPU kernels checked against CPU ones -*- C++ -*-===//
//
// Every kernel of a module of CPU-form kernels built as a gpu.func
// (buildGpuKernel) and run on the host block by block (GpuHostEmulation.h),
// in block order and last block first, next to the CPU kernel itself; and
// the comparison of the three on random operands. GpuKernelEmulationTest
// checks its snippets with it, fsdpc-gpu-emulation-check a whole program's
// kernels (fsdp-translate --target=cuda --dump=kernels).
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_TEST_UNIT_EMULATEDKERNELS_H
#define FSDPC_TEST_UNIT_EMULATEDKERNELS_H

#include "GpuKernelInternal.h"
#include "LoadedLibrary.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"

#include <memory>
#include <random>
#include <string>
#include <vector>

namespace fsdpc::test {

struct EmulatedKernels {
  /// How one kernel is launched, in the module's order of kernels.
  struct Launch {
    mlir::fsdp::detail::GpuKernelPlan plan;
    /// The CPU kernel's range (its split loop's extent).
    int64_t splitRange = 1;
    /// The emulated grid: blocks, and threads per block (one where a block
    /// reduction's float sums must fold in the CPU's order).
    int64_t blocks = 1;
    int64_t threads = 1;
  };
  std::vector<Launch> launches;
  /// The built gpu.funcs (in `gpuModule`, held by `scratch`).
  mlir::OwningOpRef<mlir::ModuleOp> scratch;
  mlir::gpu::GPUModuleOp gpuModule;
  std::unique_ptr<LoadedLibrary> cpu, inOrder, lastFirst;
};

/// Builds and compiles every kernel of `kernels` for the CPU and as
/// emulated GPU kernels, `splitRanges` giving each kernel's range. Errors
/// go to the context's diagnostics (the `emitError` of the library
/// compilers, or at the op the emulation cannot run).
mlir::FailureOr<EmulatedKernels>
emulateKernels(mlir::ModuleOp kernels, llvm::ArrayRef<int64_t> splitRanges,
               const mlir::fsdp::GpuKernelOptions &options,
               llvm::function_ref<mlir::InFlightDiagnostic()> emitError);

/// Runs kernel `index` (`kernel`) on the CPU and twice on each emulation,
/// every run from the same random operands, and describes the first output
/// element of an emulated run that differs from the CPU's by more than
/// `tolerance` times the largest magnitude of that output (at least 1):
/// empty when none does. NaN matches NaN. Integers are drawn in [0, 5), so
/// that they index any dimension, floats in [-4, -0.5] and [0.5, 4) (bf16
/// and f16: whole numbers, exact in any order of f32 sums).
std::string compareOnRandomOperands(const EmulatedKernels &emulated,
                                    mlir::func::FuncOp kernel, unsigned index,
                                    std::mt19937 &rng, double tolerance);

} // namespace fsdpc::test

#endif // FSDPC_TEST_UNIT_EMULATEDKERNELS_H
