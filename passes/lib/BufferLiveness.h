//===- BufferLiveness.h - the buffers of a per-rank program -----*- C++ -*-===//
//
// One account of which buffers a per-rank function allocates and when each is
// live, shared by fsdp-schedule (which must predict the plan it leads to) and
// fsdp-plan-memory (which makes it). Rules:
// * arguments are persistent (parameter and optimizer shards, the batch);
// * each op result is a buffer from its op to its last reader, except
//   tensor.empty (nothing yet) and a linalg result written into its init when
//   the op is that init's last reader (the same buffer, extended);
// * an asynchronous collective's buffer lives from its start to the last
//   reader of its wait's results, and keeps its inputs alive until the wait.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_PASSES_BUFFERLIVENESS_H
#define FSDPC_PASSES_BUFFERLIVENESS_H

#include "fsdpc/Dialect/FSDP/FSDP.h"
#include "fsdpc/Schedule/MemoryPlan.h"

namespace mlir::fsdp {

struct BufferLiveness {
  std::vector<fsdpc::schedule::Buffer> buffers;
  DenseMap<Value, unsigned> bufferOf;
  /// Per op: its results' buffers (-1: none of its own).
  DenseMap<Operation *, SmallVector<int64_t>> resultBuffers;
};

/// The buffers of `block`, with positions = op indices in the block.
BufferLiveness computeBufferLiveness(Block &block);

/// Whether `result` is written into its linalg op's init buffer: the init is
/// an op result of the same type whose last reader is this op.
bool reusesInitBuffer(OpResult result);

} // namespace mlir::fsdp

#endif // FSDPC_PASSES_BUFFERLIVENESS_H
