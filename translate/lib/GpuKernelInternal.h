//===- GpuKernelInternal.h - GPU kernel compiler stages ---------*- C++ -*-===//
//
// The stages of compileGpuKernelLibrary: building one gpu.func per kernel
// with its launch mapping (GpuKernelBuilder.cpp) and lowering the gpu.module
// to PTX (GpuKernelLowering.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_TRANSLATE_LIB_GPUKERNELINTERNAL_H
#define FSDPC_TRANSLATE_LIB_GPUKERNELINTERNAL_H

#include "fsdpc/Translate/GpuKernelCompiler.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"

#include <string>

namespace mlir::fsdp::detail {

/// How one built gpu.func is launched.
struct GpuKernelPlan {
  GpuMapping mapping = GpuMapping::ThreadPerIndex;
  unsigned blockSize = fsdpc::schedule::kDefaultGpuBlockSize;
  int64_t rangeEnd = 1;
  /// The parallel points one index of a thread_per_index launch runs; of a
  /// row kernel holding its row in registers, the row's points each thread
  /// holds (RowSlots).
  unsigned pointsPerThread = 1;
  /// A row kernel whose threads hold their points of the row in registers
  /// across its phases: a thread reads back what it loaded or computed
  /// from its registers, and gpu.barriers between the phases are left only
  /// where a thread still reads what another wrote (a serial fold's total,
  /// an output read at another point).
  bool rowInRegisters = false;
};

/// Builds the kernel gpu.func `name` at the end of `module` from `kernel` (a
/// CPU-form kernel whose (begin, end) split a loop of extent `splitRange`)
/// and returns how to launch it: blocks of at most `options.blockSize`
/// threads (a column reduction's: up to 512, see ColumnTiles), each doing
/// one point's or several points' work (`options.onePointPerThread`).
FailureOr<GpuKernelPlan> buildGpuKernel(func::FuncOp kernel, int64_t splitRange,
                                        gpu::GPUModuleOp module, StringRef name,
                                        const GpuKernelOptions &options);

/// A loop nest of the outliner's whose only write adds into one element of
/// one f32/f64 memref (`store(load(m, i) + x, m, i)`, maybe under scf.if
/// guards): the scatter of an embedding gradient. Its iterations commute up
/// to rounding, so each can run on its own thread adding atomically.
struct AccumulationNest {
  /// Outermost first; the first is the kernel's split loop over
  /// [begin, end), the others count from 0 to a constant by 1. Each loop
  /// but the innermost ends its parent's body, after side-effect-free ops.
  SmallVector<Operation *> loops;
  /// The accumulating store, and the load and add feeding it.
  Operation *store = nullptr, *load = nullptr, *add = nullptr;
};

/// The accumulation nest `kernel` is (besides side-effect-free straight-line
/// ops), or nullopt.
std::optional<AccumulationNest> matchAccumulationNest(func::FuncOp kernel);

/// Lowers `module` (a gpu.container_module holding one gpu.module of kernel
/// gpu.funcs and the memref.globals they read) in place through NVVM to PTX
/// for `options.arch` and returns the PTX text.
FailureOr<std::string>
lowerGpuModuleToPtx(ModuleOp module, const GpuKernelOptions &options,
                    function_ref<InFlightDiagnostic()> emitError);

} // namespace mlir::fsdp::detail

#endif // FSDPC_TRANSLATE_LIB_GPUKERNELINTERNAL_H
