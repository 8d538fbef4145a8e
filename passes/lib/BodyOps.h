//===- BodyOps.h - the scalar work of a kernel's point ----------*- C++ -*-===//
//
// What one point of a linalg op's body (or of a row kernel's phase) computes,
// as the cost model prices it: its scalar ops and transcendentals, the
// instructions the CUDA lowering issues for them (CudaInstructions.h), which
// of them are a row's values a thread computes once for its points, and its
// divisions by a row's value, whose reciprocal a thread shares. ProgramModel
// turns them into a kernel's cost.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_PASSES_LIB_BODYOPS_H
#define FSDPC_PASSES_LIB_BODYOPS_H

#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir::fsdp {

/// The scalar ops one iteration of a linalg body executes.
struct BodyOps {
  double scalar = 0, transcendental = 0;
  /// What they issue on the CUDA lowering (getCudaInstructions).
  double cuda = 0;
  /// Of `cuda`, what the ops of the root's own body that do not vary along
  /// its row's loops (RowVariance) issue: a row's values, which a thread of
  /// an elementwise kernel computes once for its points of the row
  /// (GpuPointLayout.h). Not kept for nested regions (an op with regions
  /// counts as varying).
  double rowCuda = 0;
  /// Divisions of the root's own body of a value that varies along its
  /// row's loops by one that does not (x by its row's sum), which the
  /// kernel's pricing adds (getSharedDivisionInstructions: a thread may
  /// share a divisor's reciprocal between its points), not `cuda`; and how
  /// many distinct divisors they have.
  double sharedDivisions = 0, sharedDivisors = 0;
};

/// Which values of `root`'s body vary along its loops from `firstLoop` on
/// (its points of a row: an elementwise kernel's innermost loop, a row
/// kernel's loops after the rows), but for loops of one iteration: those
/// read through a map of such a loop, a reduction's accumulators where such
/// a loop reduces, arguments of regions nested in the body, such a loop's
/// index, and what is computed from them (an op with regions is taken to
/// vary). Over every op of the body, counted or not (a row kernel's phase
/// does not count what an earlier phase computed).
class RowVariance {
public:
  RowVariance(Operation *root, unsigned firstLoop);

  bool varies(Value value);
  bool varies(Operation &op);

private:
  /// An operand or output read through a map of a row loop, an accumulator
  /// (above), or an argument of a region nested in the body; not one from
  /// outside `root`.
  bool variesArgument(BlockArgument arg);

  Operation *root;
  SmallVector<unsigned> rowLoops;
  bool reduces = false;
  llvm::DenseMap<Operation *, bool> ops;
};

/// Whether `arg` is the block argument of an input of `root` (a linalg op)
/// that every point reads at the same element (AdamW's step count, a 0-d
/// tensor): what is computed from it alone, a thread computes once for all
/// its points, and the model prices it as hoisted (such work is small).
bool readsOneElement(Operation *root, BlockArgument arg);

/// `root`'s innermost loop (a linalg op's last; 0 for another root), along
/// which an elementwise kernel's thread runs its points of a row.
unsigned getInnermostLoop(Operation *root);

/// Each of `ops`, which run at each point of `root` (a linalg op or a row
/// kernel's phase), once (an op with regions as its nested ops); its points
/// of a row span its loops from `firstRowLoop` on (RowVariance).
BodyOps countOps(ArrayRef<Operation *> ops, Operation *root,
                 unsigned firstRowLoop);

/// Every scalar op of a body of (or nested in) `root` once, `root`'s
/// points of a row along its innermost loop.
BodyOps countBodyOps(Block &block, Operation *root);

} // namespace mlir::fsdp

#endif // FSDPC_PASSES_LIB_BODYOPS_H
