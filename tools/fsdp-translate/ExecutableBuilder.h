//===- ExecutableBuilder.h - a planned program as an fsdpx file -*- C++ -*-===//
//
// Lowers a scheduled, memory-planned per-rank module (the output of
// fsdp-pipeline) to the runtime's executable format (runtime/schema/
// fsdpx.fbs, docs/runtime.md): every function carrying `fsdp.memory_plan` is
// an entry point; its tensors become buffers at the planned offsets, its ops
// instructions on the compute queue (kernels, library GEMMs, copies, fills)
// and on one communication queue per set of mesh axes (collectives), ordered
// by events exactly as the schedule placed starts and waits. Nothing the plan
// does not hold is allocated: an op that would need more memory is an error
// at that op.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_TOOLS_FSDPTRANSLATE_EXECUTABLEBUILDER_H
#define FSDPC_TOOLS_FSDPTRANSLATE_EXECUTABLEBUILDER_H

#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/raw_ostream.h"

#include "fsdpc/runtime/fsdpx_generated.h"

#include <string>

namespace mlir::fsdp {

/// The device the kernels are compiled for.
enum class Target { Cpu, Cuda };

struct TranslateOptions {
  Target target = Target::Cpu;
  /// The CPU level kernels are compiled for (recorded and checked at load).
  std::string targetCpu = "x86-64-v3";
  /// Target::Cuda: the GPU architecture of the PTX (Executable.target_gpu).
  std::string gpuArch = "sm_90";
  /// Target::Cuda: the kernels' index width, 0 = 32 where everything fits
  /// (GpuKernelOptions::indexBits), 64 = always 64.
  unsigned gpuIndexBits = 0;
  /// Target::Cuda: one point (or reduced element) per GPU thread, the
  /// baseline layout (GpuKernelOptions::onePointPerThread).
  bool gpuOnePointPerThread = false;
  /// Target::Cuda: correctly rounded f32 division
  /// (GpuKernelOptions::ieeeDivision).
  bool gpuIeeeDivision = false;
  /// Target::Cuda: approximate exponentials (GpuKernelOptions::fastExp).
  bool gpuFastExp = false;
  std::string producer = "fsdp-translate";
  /// When set, the kernels' module (memref functions, before compilation) is
  /// printed here (`fsdp-translate --dump=kernels`), each kernel with its
  /// launch's range as `fsdp.launch_range`.
  llvm::raw_ostream *kernelDump = nullptr;
};

/// The executable of `module`, or failure (diagnostics at the ops).
FailureOr<std::unique_ptr<fsdpc::fsdpx::ExecutableT>>
buildExecutable(ModuleOp module, const TranslateOptions &options);

/// Compiles the kernels of `kernels` (the i-th is KernelT i of `executable`,
/// each launched once) to one PTX image and binds it: library_format ptx,
/// target_gpu, per kernel its GPU mapping and block size, and every launch's
/// range rewritten to the GPU one (GpuExecutable.cpp).
LogicalResult bindGpuKernels(fsdpc::fsdpx::ExecutableT &executable,
                             ModuleOp kernels, const TranslateOptions &options,
                             function_ref<InFlightDiagnostic()> emitError);

/// The FlatBuffer bytes of `executable`.
/// Prints `kernels` (the outlined kernels of `executable`, before
/// compilation) with each kernel's launch range as `fsdp.launch_range`.
void printKernels(ModuleOp kernels, fsdpc::fsdpx::ExecutableT &executable,
                  llvm::raw_ostream &os);

/// Calls `fn` on every kernel launch of every entry of `executable`.
template <typename Fn>
void forEachLaunch(fsdpc::fsdpx::ExecutableT &executable, Fn fn) {
  for (auto &entry : executable.entries)
    for (auto &stream : entry->streams)
      for (auto &instruction : stream->instructions)
        if (auto *launch = instruction->op.AsKernelLaunch())
          fn(*launch);
}

std::string serializeExecutable(const fsdpc::fsdpx::ExecutableT &executable);

/// A JSON rendering for people and tests (`fsdp-translate --dump=json`); the
/// kernels' machine code is summarized by its size.
std::string dumpExecutableJson(const fsdpc::fsdpx::ExecutableT &executable);

} // namespace mlir::fsdp

#endif // FSDPC_TOOLS_FSDPTRANSLATE_EXECUTABLEBUILDER_H
