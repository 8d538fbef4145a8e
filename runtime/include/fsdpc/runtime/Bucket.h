//===- Bucket.h - copy-in and copy-out of bucketed collectives ----*- C++
//-*-===//
//
// fsdp-bucket merges the collectives of a unit into one; the runtime packs
// the members into one staging buffer before the collective and unpacks them
// after. The staging buffer is rank-major: chunk r (`chunkBytes` bytes) is
// what rank r contributes (all-gather) or receives (reduce-scatter), and
// inside a chunk member m lies at its staging offset. A member is viewed as
// [outer, rows, inner] around its gather dimension; a rank's part of it is
// shardRows rows per ShardLayout, the tail zero-padded.
//
// Implemented once, on host memory: the CPU device calls it directly; a GPU
// device will run the same index arithmetic in a copy kernel.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_BUCKET_H
#define FSDPC_RUNTIME_BUCKET_H

#include "fsdpc/runtime/fsdpx_generated.h"

#include <cstdint>
#include <vector>

namespace fsdpc::runtime {

struct MemberLayout {
  int64_t outer = 1;     ///< product of the dimensions before the gather dim
  int64_t rows = 0;      ///< global rows along the gather dim
  int64_t inner = 1;     ///< product of the dimensions after it
  int64_t shardRows = 0; ///< ceil(rows / group)
  unsigned elementSize = 0;
  uint64_t stagingOffset = 0;

  /// From the schema; dim -1 (all-reduce) is one row of all elements.
  static MemberLayout fromSchema(const fsdpx::BucketMember &member,
                                 unsigned elementSize);
  uint64_t rowBytes() const { return uint64_t(inner) * elementSize; }
  uint64_t shardBytes() const {
    return uint64_t(outer) * uint64_t(shardRows) * rowBytes();
  }
  uint64_t fullBytes() const {
    return uint64_t(outer) * uint64_t(rows) * rowBytes();
  }
};

/// All-gather copy-in: the local shard (shardRows rows, padding included)
/// into this rank's send chunk.
void packGatherShard(const MemberLayout &m, const uint8_t *shard,
                     uint8_t *send);
/// All-gather copy-out: from each rank's chunk of `recv`, the rank's data
/// rows into the full tensor; padding rows are dropped.
void unpackGathered(const MemberLayout &m, const uint8_t *recv,
                    uint64_t chunkBytes, int64_t group, uint8_t *full);
/// Reduce-scatter copy-in: the full tensor padded to group*shardRows rows,
/// rank r's rows into chunk r of `send`; padding rows are zeros.
void packScatterFull(const MemberLayout &m, const uint8_t *full,
                     uint64_t chunkBytes, int64_t group, uint8_t *send);
/// Reduce-scatter copy-out: this rank's chunk (`recv`) into its shard.
void unpackScattered(const MemberLayout &m, const uint8_t *recv,
                     uint8_t *shard);
/// All-reduce copy-in / copy-out: the whole tensor.
void packWhole(const MemberLayout &m, const uint8_t *full, uint8_t *send);
void unpackWhole(const MemberLayout &m, const uint8_t *recv, uint8_t *full);

} // namespace fsdpc::runtime

#endif // FSDPC_RUNTIME_BUCKET_H
