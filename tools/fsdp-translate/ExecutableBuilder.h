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

struct TranslateOptions {
  /// The CPU level kernels are compiled for (recorded and checked at load).
  std::string targetCpu = "x86-64-v3";
  std::string producer = "fsdp-translate";
  /// When set, the kernels' module (memref functions, before compilation) is
  /// printed here (`fsdp-translate --dump=kernels`).
  llvm::raw_ostream *kernelDump = nullptr;
};

/// The executable of `module`, or failure (diagnostics at the ops).
FailureOr<std::unique_ptr<fsdpc::fsdpx::ExecutableT>>
buildExecutable(ModuleOp module, const TranslateOptions &options);

/// The FlatBuffer bytes of `executable`.
std::string serializeExecutable(const fsdpc::fsdpx::ExecutableT &executable);

/// A JSON rendering for people and tests (`fsdp-translate --dump=json`); the
/// kernels' machine code is summarized by its size.
std::string dumpExecutableJson(const fsdpc::fsdpx::ExecutableT &executable);

} // namespace mlir::fsdp

#endif // FSDPC_TOOLS_FSDPTRANSLATE_EXECUTABLEBUILDER_H
