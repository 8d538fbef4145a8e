//===- Bucket.cpp - copy-in and copy-out of bucketed collectives ----------===//

#include "fsdpc/runtime/Bucket.h"

#include "fsdpc/runtime/ShardLayout.h"

#include <cstring>

namespace fsdpc::runtime {

// Members may alias the staging buffer (the planner can place a shard inside
// its bucket); then there is nothing to copy, and memmove covers overlaps.
static void move(uint8_t *dst, const uint8_t *src, uint64_t bytes) {
  if (dst != src && bytes != 0)
    std::memmove(dst, src, bytes);
}

MemberLayout MemberLayout::fromSchema(const fsdpx::BucketMember &member,
                                      unsigned elementSize) {
  MemberLayout m;
  m.elementSize = elementSize;
  m.stagingOffset = member.staging_offset();
  const auto *shape = member.shape();
  int32_t dim = member.dim();
  size_t rank = shape ? shape->size() : 0;
  if (dim < 0) {
    m.rows = 1;
    for (size_t d = 0; d < rank; ++d)
      m.inner *= shape->Get(uint32_t(d));
    m.shardRows = 1;
    return m;
  }
  for (size_t d = 0; d < rank; ++d) {
    int64_t size = shape->Get(uint32_t(d));
    if (int32_t(d) < dim)
      m.outer *= size;
    else if (int32_t(d) > dim)
      m.inner *= size;
  }
  m.rows = member.global_rows();
  m.shardRows = member.shard_rows();
  return m;
}

void packGatherShard(const MemberLayout &m, const uint8_t *shard,
                     uint8_t *send) {
  move(send + m.stagingOffset, shard, m.shardBytes());
}

void unpackGathered(const MemberLayout &m, const uint8_t *recv,
                    uint64_t chunkBytes, int64_t group, uint8_t *full) {
  ShardLayout layout(m.rows, group);
  uint64_t rowBytes = m.rowBytes();
  for (int64_t r = 0; r < group; ++r) {
    uint64_t dataBytes = uint64_t(layout.dataRows(r)) * rowBytes;
    const uint8_t *chunk = recv + uint64_t(r) * chunkBytes + m.stagingOffset;
    for (int64_t o = 0; o < m.outer; ++o)
      move(full + (uint64_t(o) * m.rows + layout.firstRow(r)) * rowBytes,
           chunk + uint64_t(o) * m.shardRows * rowBytes, dataBytes);
  }
}

void packScatterFull(const MemberLayout &m, const uint8_t *full,
                     uint64_t chunkBytes, int64_t group, uint8_t *send) {
  ShardLayout layout(m.rows, group);
  uint64_t rowBytes = m.rowBytes();
  uint64_t shardRowBytes = uint64_t(m.shardRows) * rowBytes;
  for (int64_t r = 0; r < group; ++r) {
    uint64_t dataBytes = uint64_t(layout.dataRows(r)) * rowBytes;
    uint8_t *chunk = send + uint64_t(r) * chunkBytes + m.stagingOffset;
    for (int64_t o = 0; o < m.outer; ++o) {
      uint8_t *dst = chunk + uint64_t(o) * shardRowBytes;
      move(dst, full + (uint64_t(o) * m.rows + layout.firstRow(r)) * rowBytes,
           dataBytes);
      std::memset(dst + dataBytes, 0, shardRowBytes - dataBytes);
    }
  }
}

void unpackScattered(const MemberLayout &m, const uint8_t *recv,
                     uint8_t *shard) {
  move(shard, recv + m.stagingOffset, m.shardBytes());
}

void packWhole(const MemberLayout &m, const uint8_t *full, uint8_t *send) {
  move(send + m.stagingOffset, full, m.fullBytes());
}

void unpackWhole(const MemberLayout &m, const uint8_t *recv, uint8_t *full) {
  move(full, recv + m.stagingOffset, m.fullBytes());
}

} // namespace fsdpc::runtime
