//===- BufferLiveness.h - the buffers of a per-rank program -----*- C++ -*-===//
//
// One account of which buffers a per-rank function allocates and when each is
// live, shared by fsdp-schedule (which builds its schedule problem from it)
// and fsdp-plan-memory (which plans it). Rules:
// * arguments are persistent (parameter and optimizer shards, the batch),
//   and so is the rank's mesh coordinates when the block uses fsdp.rank;
// * each op result is a buffer from its op to its last reader, except
//   tensor.empty (nothing yet), a view (isViewOp: a reshape, or a slice
//   that is its source's first elements; the source's buffer, extended), a
//   linalg result written into its init when the op is the last reader of
//   the init and its views (the same buffer, extended), an update of an
//   argument written over it (findInPlaceUpdates: the argument's buffer),
//   and a GEMM result
//   written into the concatenation that reads it (ConcatPlacement.h: the
//   concatenation's buffer, from the first such GEMM's init on, which the
//   concat owns);
// * a collective's results share its buffer (CollectiveLayout.h), which
//   lives from its start to the last reader of its wait's results; its
//   message staging, if any, from the start to the wait; and it keeps its
//   inputs alive until the wait.
//
// Intervals are in the points of fsdpc::schedule (Schedule.h): the k-th
// compute op of the block is at point 2k; starts, waits and the ops that
// only prepare a gather's inputs from arguments ("slice" ops, such as a
// cast of a parameter shard) sit at point 2k - 1 of the compute op they
// precede. Numbered so, a program and its schedule problem agree however
// many collectives a schedule inserts before one op.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_PASSES_BUFFERLIVENESS_H
#define FSDPC_PASSES_BUFFERLIVENESS_H

#include "ConcatPlacement.h"

#include "fsdpc/Dialect/FSDP/FSDP.h"
#include "fsdpc/Schedule/MemoryPlan.h"

namespace mlir::fsdp {

struct BufferLiveness {
  std::vector<fsdpc::schedule::Buffer> buffers;
  DenseMap<Value, unsigned> bufferOf;
  /// Per op: its results' buffers (-1: none of its own).
  DenseMap<Operation *, SmallVector<int64_t>> resultBuffers;
  /// Per op of the block: its point.
  DenseMap<Operation *, int64_t> pointOf;
  /// The compute ops in block order (op k is at point 2k).
  SmallVector<Operation *> computeOps;
  /// Per collective that needs one: its message staging buffer, live from
  /// the collective to its wait (CollectiveLayout.h).
  DenseMap<Operation *, unsigned> stagingBuffer;
  /// The updates written over the arguments they update
  /// (findInPlaceUpdates), each in its argument's buffer.
  llvm::DenseMap<Value, BlockArgument> inPlaceUpdates;
  /// The values written into a concatenation in place (ConcatPlacement.h),
  /// each in the concatenation's buffer at its place.
  DenseMap<Value, ConcatPlacement> concatPlacements;
  /// When the block uses fsdp.rank: the persistent buffer into which the
  /// runtime writes this rank's mesh coordinates (i64 per mesh axis), which
  /// kernels computing rank-dependent slices read.
  std::optional<unsigned> rankBuffer;
};

/// Values `op` reads, its regions' captures included.
SmallVector<Value> getReadValues(Operation *op);

/// The side-effect-free ops of `block` computed from block arguments and
/// constants alone (through other such ops): what fsdp-schedule may
/// recompute where it issues a gather whose input they compute.
llvm::DenseSet<Operation *> findComputedFromArguments(Block &block);

/// The ops of `block` that only prepare gathers' inputs: free of side
/// effects, computed from block arguments and constants (through other such
/// ops), and read only by gathers and other such ops.
llvm::DenseSet<Operation *> findCollectiveSlices(Block &block);

/// The buffers of `block`. Collectives in `deferred` (synchronous ones a
/// schedule will place) get no buffer and their reads extend no interval:
/// fsdp-schedule adds both per placement.
BufferLiveness computeBufferLiveness(
    Block &block, uint64_t alignment,
    const llvm::SmallPtrSetImpl<Operation *> *deferred = nullptr);

/// An update of an argument that the runtime copies into the argument's
/// place after the step, and why it is not written over the argument.
struct CopiedUpdate {
  unsigned resultIndex;
  BlockArgument argument;
  std::string reason;
};

/// The results of `block`'s return that update an argument (fsdp.updates)
/// and that their op writes over that argument, mapped to it: the op is
/// element-wise (all loops parallel, the result indexed by the identity and
/// the argument read only as inputs indexed alike, its init only written),
/// of the argument's type, and no other read of the argument's bytes may
/// happen after the op in any schedule (LateReadFinder, InPlaceUpdates.cpp:
/// compute reads before it in program order, views and extracted scalars
/// followed to their readers, a collective's results all read before it,
/// since its wait and any re-gather precede them). A value written over
/// one argument is copied to any other it updates. `slices` is
/// findCollectiveSlices(block), computed when not given; `copied` receives
/// the other updates (not those that are their argument itself).
llvm::DenseMap<Value, BlockArgument>
findInPlaceUpdates(Block &block, const llvm::DenseSet<Operation *> &slices,
                   SmallVectorImpl<CopiedUpdate> *copied = nullptr);
llvm::DenseMap<Value, BlockArgument>
findInPlaceUpdates(Block &block,
                   SmallVectorImpl<CopiedUpdate> *copied = nullptr);

/// Whether `op`'s result is its operand's first bytes under another type, so
/// that it lives in its operand's buffer and costs no work: a reshape
/// (tensor.expand_shape, collapse_shape), or a tensor.extract_slice that
/// takes a contiguous prefix of its source (zero offsets, unit strides, one
/// dimension shortened with only unit dimensions before it: a padded GEMM's
/// rows sliced back). The one rule fsdp-schedule, fsdp-plan-memory, the cost
/// model and fsdp-translate share.
bool isViewOp(Operation *op);

/// The value whose buffer `value` views through views (isViewOp), or
/// `value`.
Value getViewSource(Value value);

/// Whether `result` is written into its linalg op's init buffer: the init is
/// an op result of the same type (not a view) that the op does not also read
/// as an input, and the op is the last reader of the init and of its views.
bool reusesInitBuffer(OpResult result);

/// Whether `op` computes program scalars only (a tensor.extract, arith on
/// its result): fsdp-translate emits nothing for it, and each kernel using
/// its results recomputes it, so the tensors it reads are read there.
bool isRecomputedScalar(Operation *op);

} // namespace mlir::fsdp

#endif // FSDPC_PASSES_BUFFERLIVENESS_H
