//===- BucketTest.cpp - copy-in/copy-out against ShardLayout --------------===//

#include "fsdpc/runtime/Bucket.h"
#include "fsdpc/runtime/ShardLayout.h"

#include <gtest/gtest.h>

#include <cstring>
#include <numeric>

using namespace fsdpc::runtime;

namespace {

// A member [outer, rows, inner] of int32 elements, value = global index + 1.
MemberLayout layout(int64_t outer, int64_t rows, int64_t inner, int64_t group,
                    uint64_t stagingOffset) {
  MemberLayout m;
  m.outer = outer;
  m.rows = rows;
  m.inner = inner;
  m.shardRows = ShardLayout(rows, group).shardRows();
  m.elementSize = 4;
  m.stagingOffset = stagingOffset;
  return m;
}

std::vector<int32_t> fullTensor(const MemberLayout &m) {
  std::vector<int32_t> full(size_t(m.outer * m.rows * m.inner));
  std::iota(full.begin(), full.end(), 1);
  return full;
}

// Rank r's shard as the layout defines it: data rows, then zero padding.
std::vector<int32_t> shardOf(const MemberLayout &m, int64_t group, int64_t r) {
  ShardLayout l(m.rows, group);
  std::vector<int32_t> full = fullTensor(m), shard;
  for (int64_t o = 0; o < m.outer; ++o)
    for (int64_t j = 0; j < m.shardRows; ++j)
      for (int64_t i = 0; i < m.inner; ++i)
        shard.push_back(
            j < l.dataRows(r)
                ? full[size_t((o * m.rows + l.firstRow(r) + j) * m.inner + i)]
                : 0);
  return shard;
}

} // namespace

// Two members (a [10, 3] split on dim 0 and a [2, 5, 3] split on dim 1) in
// one bucket, over groups of 1 to 6 ranks: an all-gather of every rank's
// packed chunk unpacks to the full tensors, padding dropped; a
// reduce-scatter pack gives each rank's chunk exactly its shards.
TEST(Bucket, GatherAndScatterRoundTrip) {
  for (int64_t group = 1; group <= 6; ++group) {
    MemberLayout a = layout(1, 10, 3, group, 0);
    MemberLayout b = layout(2, 5, 3, group, a.shardBytes());
    uint64_t chunk = a.shardBytes() + b.shardBytes();
    // Simulated all-gather: rank r packs its shards into chunk r.
    std::vector<uint8_t> gathered(chunk * uint64_t(group), 0xee);
    for (int64_t r = 0; r < group; ++r) {
      auto sa = shardOf(a, group, r), sb = shardOf(b, group, r);
      uint8_t *send = gathered.data() + uint64_t(r) * chunk;
      packGatherShard(a, reinterpret_cast<uint8_t *>(sa.data()), send);
      packGatherShard(b, reinterpret_cast<uint8_t *>(sb.data()), send);
    }
    std::vector<int32_t> fa(size_t(30), -1), fb(size_t(30), -1);
    unpackGathered(a, gathered.data(), chunk, group,
                   reinterpret_cast<uint8_t *>(fa.data()));
    unpackGathered(b, gathered.data(), chunk, group,
                   reinterpret_cast<uint8_t *>(fb.data()));
    EXPECT_EQ(fa, fullTensor(a)) << "group " << group;
    EXPECT_EQ(fb, fullTensor(b)) << "group " << group;

    // Reduce-scatter copy-in: chunk r holds rank r's shards, padded.
    std::vector<uint8_t> send(chunk * uint64_t(group), 0xee);
    auto full_a = fullTensor(a), full_b = fullTensor(b);
    packScatterFull(a, reinterpret_cast<uint8_t *>(full_a.data()), chunk, group,
                    send.data());
    packScatterFull(b, reinterpret_cast<uint8_t *>(full_b.data()), chunk, group,
                    send.data());
    for (int64_t r = 0; r < group; ++r) {
      std::vector<int32_t> sa(size_t(a.shardBytes() / 4)),
          sb(size_t(b.shardBytes() / 4));
      const uint8_t *mine = send.data() + uint64_t(r) * chunk;
      unpackScattered(a, mine, reinterpret_cast<uint8_t *>(sa.data()));
      unpackScattered(b, mine, reinterpret_cast<uint8_t *>(sb.data()));
      EXPECT_EQ(sa, shardOf(a, group, r)) << "group " << group << " rank " << r;
      EXPECT_EQ(sb, shardOf(b, group, r)) << "group " << group << " rank " << r;
    }
  }
}

TEST(Bucket, WholeMembersOfAllReduce) {
  MemberLayout a = layout(1, 1, 6, 1, 0), b = layout(1, 1, 2, 1, 24);
  std::vector<int32_t> va = {1, 2, 3, 4, 5, 6}, vb = {7, 8};
  std::vector<uint8_t> staging(32);
  packWhole(a, reinterpret_cast<uint8_t *>(va.data()), staging.data());
  packWhole(b, reinterpret_cast<uint8_t *>(vb.data()), staging.data());
  std::vector<int32_t> oa(6), ob(2);
  unpackWhole(a, staging.data(), reinterpret_cast<uint8_t *>(oa.data()));
  unpackWhole(b, staging.data(), reinterpret_cast<uint8_t *>(ob.data()));
  EXPECT_EQ(oa, va);
  EXPECT_EQ(ob, vb);
}

TEST(Bucket, AliasedStagingIsNotCopied) {
  // A shard that already lies in the staging buffer is left alone.
  MemberLayout a = layout(1, 4, 1, 2, 0);
  std::vector<int32_t> staging = {1, 2};
  packGatherShard(a, reinterpret_cast<uint8_t *>(staging.data()),
                  reinterpret_cast<uint8_t *>(staging.data()));
  EXPECT_EQ(staging, (std::vector<int32_t>{1, 2}));
}
