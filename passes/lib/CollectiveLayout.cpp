//===- CollectiveLayout.cpp - the memory a collective needs ---------------===//

#include "fsdpc/Passes/CollectiveLayout.h"
#include "fsdpc/Schedule/MemoryPlan.h"

using namespace mlir;
using namespace mlir::fsdp;

/// Bytes of one rank's part of a member: its shard (gather, scatter) or the
/// whole tensor (all-reduce).
static uint64_t getChunkPart(CollectiveOpInterface op, Type input,
                             Type result) {
  switch (op.getCollectiveKind()) {
  case CollectiveKind::AllGather:
    return getTensorBytes(input);
  case CollectiveKind::ReduceScatter:
    return getTensorBytes(result);
  case CollectiveKind::AllReduce:
    return getTensorBytes(input);
  }
  llvm_unreachable("unknown collective kind");
}

bool mlir::fsdp::hasPerMemberForm(CollectiveOpInterface op) {
  return op.getInputs().size() > 1 && op.allowsPerMemberMessages();
}

CollectiveLayout mlir::fsdp::getCollectiveLayout(CollectiveOpInterface op,
                                                 uint64_t alignment) {
  return getCollectiveLayout(op, alignment, op.isPerMember());
}

CollectiveLayout mlir::fsdp::getCollectiveLayout(CollectiveOpInterface op,
                                                 uint64_t alignment,
                                                 bool perMember) {
  CollectiveLayout layout;
  layout.groupSize = op.getGroupSize().value_or(1);
  layout.perMember = perMember;
  SmallVector<Type> results = op.getCollectiveResultTypes();
  for (auto [input, result] : llvm::zip(op.getInputs().getTypes(), results)) {
    uint64_t part = getChunkPart(op, input, result);
    layout.memberChunkOffsets.push_back(layout.chunkBytes);
    layout.chunkBytes += part;
    // A per-member gather receives each member's padded message in place.
    uint64_t resultBytes = getTensorBytes(result);
    if (layout.perMember && op.gathers())
      resultBytes = std::max(resultBytes, part * uint64_t(layout.groupSize));
    layout.resultOffsets.push_back(layout.resultBytes);
    layout.resultBytes += fsdpc::schedule::alignBytes(resultBytes, alignment);
  }
  if (layout.perMember) {
    // Each member is sent from where its input lies and received where its
    // result lies (the verifier allows this only along dimension 0, and for
    // a reduce-scatter only without padding).
    layout.sendInPlace = layout.recvInPlace = true;
    return layout;
  }
  uint64_t message = layout.chunkBytes * uint64_t(layout.groupSize);
  bool single = results.size() == 1;
  std::optional<int64_t> dim = op.getCollectiveDim();
  switch (op.getCollectiveKind()) {
  case CollectiveKind::AllGather:
    layout.sendInPlace = single;
    layout.recvInPlace = single && dim == 0;
    if (layout.recvInPlace)
      layout.resultBytes = std::max(
          layout.resultBytes, fsdpc::schedule::alignBytes(message, alignment));
    layout.sendBytes = layout.sendInPlace ? 0 : layout.chunkBytes;
    layout.recvBytes = layout.recvInPlace ? 0 : message;
    break;
  case CollectiveKind::ReduceScatter: {
    bool padded =
        single && getTensorBytes(op.getInputs().front().getType()) != message;
    layout.sendInPlace = single && dim == 0 && !padded;
    layout.recvInPlace = single;
    layout.sendBytes = layout.sendInPlace ? 0 : message;
    layout.recvBytes = layout.recvInPlace ? 0 : layout.chunkBytes;
    break;
  }
  case CollectiveKind::AllReduce:
    layout.sendInPlace = layout.recvInPlace = single;
    layout.sendBytes = single ? 0 : layout.chunkBytes;
    layout.recvBytes = single ? 0 : layout.chunkBytes;
    break;
  }
  // Each half of the staging buffer starts aligned.
  if (layout.sendBytes && layout.recvBytes)
    layout.sendBytes = fsdpc::schedule::alignBytes(layout.sendBytes, alignment);
  return layout;
}
