//===- RowKernelWork.h - An fsdp.row_kernel's shared work -------*- C++ -*-===//
//
// What a row kernel computes once per point when its phases share it: the
// CUDA lowering holds a thread's points of the row in registers across the
// phases (RowKernelOp::getRegisterRowPoints) and CSE
// merges what the phases compute alike there, a softmax's masked, scaled
// scores and their exponentials. The cost model prices the rest.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_PASSES_LIB_ROWKERNELWORK_H
#define FSDPC_PASSES_LIB_ROWKERNELWORK_H

#include "fsdpc/Dialect/FSDP/FSDP.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include "llvm/ADT/SmallVector.h"

namespace mlir::fsdp {

/// A phase of a row kernel and the ops of its body's top level it computes
/// anew: an op no earlier op of the kernel (in this phase or one before)
/// computes alike, the same op with the same attributes on the same
/// operands at the same point of the row. Ops with regions are always new.
/// An op whose value is the row's alone (computed only from row statistics,
/// row indices and constants: a variance's rsqrt) is priced once a row, not
/// at each point: the lowering's threads each compute it once (a few dozen
/// times a row, beside the row's hundreds of points).
struct PhaseWork {
  linalg::GenericOp phase;
  /// Computed at every point of the phase.
  llvm::SmallVector<Operation *> ops;
  /// Computed once a row.
  llvm::SmallVector<Operation *> rowOps;
};

/// The new work of each phase of `kernel`. When the phases do not share
/// their points (their loops after the rows differ, or a row is longer than
/// RowKernelOp::kMaxPointsInRegisters), every op of every phase, at every
/// point.
llvm::SmallVector<PhaseWork> getRowKernelWork(RowKernelOp kernel);

} // namespace mlir::fsdp

#endif // FSDPC_PASSES_LIB_ROWKERNELWORK_H
