//===- CollectiveLayout.h - the memory a collective needs -------*- C++ -*-===//
//
// How a collective's tensors lie in the arena, the one account shared by
// BufferLiveness (and so fsdp-schedule's and fsdp-plan-memory's plans) and
// fsdp-translate (which lowers each collective to the runtime's copy-in,
// collective, copy-out on those buffers).
//
// A bucket is sent as one message of `group` rank-major chunks; one rank's
// chunk holds its part of every member, packed in member order (the runtime
// copies members in and out of it).
//
// * The results (an all-gather's whole tensors, a reduce-scatter's shards,
//   an all-reduce's tensors) live in the collective's own buffer, each at an
//   aligned offset, from the start to their last reader.
// * The message staging (send and receive) lives from the start to the wait.
//   None is needed where the runtime can communicate in place: a one-member
//   all-gather along dimension 0 receives straight into its result (the
//   gathered rows are the prefix of the padded rank-major message, so the
//   result buffer is sized for the padded message) and sends its shard as it
//   is; a one-member reduce-scatter along dimension 0 without padding sends
//   its input as it is and receives into its result; a one-member all-reduce
//   sends its input and receives into its result.
// * A `per_member` collective sends every member as its own message, each
//   in place as a one-member collective would be (each gathered result
//   buffer sized for its padded message): no staging at all.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_PASSES_COLLECTIVELAYOUT_H
#define FSDPC_PASSES_COLLECTIVELAYOUT_H

#include "fsdpc/Dialect/FSDP/FSDP.h"

namespace mlir::fsdp {

struct CollectiveLayout {
  int64_t groupSize = 1;
  /// One rank's chunk of the message, and where each member lies in it.
  uint64_t chunkBytes = 0;
  SmallVector<uint64_t> memberChunkOffsets;
  /// Each result's offset in the collective's buffer, and that buffer's size.
  SmallVector<uint64_t> resultOffsets;
  uint64_t resultBytes = 0;
  /// The staging buffer: [send | receive], each 0 when communicated in place.
  uint64_t sendBytes = 0;
  uint64_t recvBytes = 0;
  uint64_t stagingBytes() const { return sendBytes + recvBytes; }
  /// Whether the (single, or with perMember each) result is received in place
  /// (an all-gather whose result buffer holds the padded message, or a
  /// reduction into its result).
  bool recvInPlace = false;
  /// Whether the (single, or with perMember each) input is sent as it is.
  bool sendInPlace = false;
  /// Whether each member is its own message (in place; `per_member`).
  bool perMember = false;
};

/// Whether `op` may be sent per member and that differs from one packed
/// message: more than one member, allowsPerMemberMessages (a single
/// member is in place either way).
bool hasPerMemberForm(CollectiveOpInterface op);

/// The layout of `op` (bound mesh, verified) for buffers aligned to
/// `alignment` bytes, in the form `op` is marked with.
CollectiveLayout getCollectiveLayout(CollectiveOpInterface op,
                                     uint64_t alignment);

/// The same in the given form, whatever `op` is marked with (what either
/// form would take, for choosing between them).
CollectiveLayout getCollectiveLayout(CollectiveOpInterface op,
                                     uint64_t alignment, bool perMember);

} // namespace mlir::fsdp

#endif // FSDPC_PASSES_COLLECTIVELAYOUT_H
