//===- KernelOutlining.h - one program op as a kernel function --*- C++ -*-===//
//
// fsdp-translate compiles every op of a per-rank program that computes
// (linalg ops other than GEMMs and fills of constants, slices, concatenations,
// constants) into a kernel: a func.func on memrefs that the kernel compiler
// lowers to machine code. The kernel takes the memrefs of the tensors it
// reads, then those it writes, then (when it needs the rank) the rank's mesh
// coordinates, then the sub-range [begin, end) of its outermost parallel
// loop, so that the runtime's thread pool can split it.
//
// Scalars the op uses (constants, values extracted from tensors, this rank's
// index) are recomputed inside the kernel from their tensor sources.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_TOOLS_FSDPTRANSLATE_KERNELOUTLINING_H
#define FSDPC_TOOLS_FSDPTRANSLATE_KERNELOUTLINING_H

#include "fsdpc/Dialect/FSDP/FSDP.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::fsdp {

struct OutlinedKernel {
  func::FuncOp func;
  /// The program's tensors bound to the kernel's memref arguments, in order:
  /// those it reads, then those it writes (but not those written over a
  /// read one).
  SmallVector<Value> operands;
  /// Whether the last memref argument is the rank's mesh coordinates.
  bool usesRank = false;
  /// The extent of the outermost parallel loop the kernel splits (1: none).
  int64_t range = 1;
};

/// Outlines `op` into a kernel named `name` at the end of `kernels`. `mesh`
/// gives the axes for fsdp.rank. A result the memory plan writes over a
/// tensor the op reads (`writtenOver`: the read tensor, or null; a state
/// update written over its state) takes that tensor's memref argument
/// rather than one of its own: the kernel then
/// reads and writes one pointer, which LLVM's vectorizer sees are the same
/// (two arguments that alias exactly would fail its run-time overlap checks
/// and run the scalar loop). An fsdp.row_kernel runs its phases one after
/// the other on the kernel's rows, or with `rowByRow` (the host's kernels)
/// all of them on one row before the next, so that the row stays in the
/// core's cache. Fails (reporting at the op) for what has no kernel form.
FailureOr<OutlinedKernel> outlineKernel(
    Operation *op, ModuleOp kernels, StringRef name, MeshAttr mesh,
    function_ref<Value(Value result, ArrayRef<Value> reads)> writtenOver =
        nullptr,
    bool rowByRow = false);

} // namespace mlir::fsdp

#endif // FSDPC_TOOLS_FSDPTRANSLATE_KERNELOUTLINING_H
