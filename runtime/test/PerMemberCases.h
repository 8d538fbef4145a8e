//===- PerMemberCases.h - per-member collectives, packed alike -*- C++ -*-===//
//
// The same members through both forms of a bucketed collective on whatever
// communicator the caller connected (the local one in the unit tests, MPI's
// two ranks in MpiTest): a per-member all-gather of two members of
// different sizes and element sizes (bytes), one of them padded, and a
// per-member reduce-scatter sum of two unpadded members. Each checks the
// per-member result against the expected values and the packed form's
// result, and that a per-member collective touches neither staging buffer.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_TEST_PERMEMBERCASES_H
#define FSDPC_RUNTIME_TEST_PERMEMBERCASES_H

#include "fsdpc/runtime/Device.h"
#include "fsdpc/runtime/ShardLayout.h"

#include <gtest/gtest.h>

#include <cstring>
#include <vector>

namespace fsdpc::runtime::test {

/// A tensor split on dim 0: `rows` rows of `inner` elements of
/// `elementSize` bytes.
struct Dim0Tensor {
  int64_t rows, inner;
  unsigned elementSize;
};

inline MemberLayout dim0Layout(const Dim0Tensor &t, int64_t group,
                               uint64_t stagingOffset) {
  MemberLayout m;
  m.rows = t.rows;
  m.inner = t.inner;
  m.shardRows = ShardLayout(t.rows, group).shardRows();
  m.elementSize = t.elementSize;
  m.stagingOffset = stagingOffset;
  return m;
}

/// The packed form's staging offsets: the members one after the other.
inline std::vector<MemberLayout> dim0Layouts(const std::vector<Dim0Tensor> &ts,
                                             int64_t group,
                                             uint64_t &chunkBytes) {
  std::vector<MemberLayout> out;
  chunkBytes = 0;
  for (const Dim0Tensor &t : ts) {
    out.push_back(dim0Layout(t, group, chunkBytes));
    chunkBytes += out.back().shardBytes();
  }
  return out;
}

/// Rank `rank`'s shard of `full` (the layout's global bytes): its data
/// rows, then zero padding.
inline std::vector<uint8_t> shardOf(const MemberLayout &m,
                                    const std::vector<uint8_t> &full,
                                    int64_t group, int64_t rank) {
  ShardLayout l(m.rows, group);
  std::vector<uint8_t> shard(m.shardBytes(), 0);
  uint64_t data = uint64_t(l.dataRows(rank)) * m.rowBytes();
  if (data)
    std::memcpy(shard.data(),
                full.data() + uint64_t(l.firstRow(rank)) * m.rowBytes(), data);
  return shard;
}

constexpr uint8_t kPoison = 0xcd, kUnwritten = 0xee;

/// A per-member collective of `kind` on `group` with no members yet. `send`
/// and `recv` are set, though unused: the cases check they stay untouched.
inline CollectiveArgs perMemberArgs(fsdpx::CollectiveKind kind, DType dtype,
                                    unsigned group, int64_t groupSize,
                                    int64_t groupRank, uint64_t chunk,
                                    std::vector<uint8_t> &send,
                                    std::vector<uint8_t> &recv) {
  CollectiveArgs a;
  a.kind = kind;
  a.dtype = dtype;
  a.group = group;
  a.groupSize = groupSize;
  a.groupRank = groupRank;
  a.chunkBytes = chunk;
  a.perMember = true;
  a.send = send.data();
  a.recv = recv.data();
  return a;
}

/// All-gather: member 0 [5, 3] of 4-byte elements (padded over 2 ranks: 6
/// rows received), member 1 [4, 2] of 2-byte elements, as bytes. Every
/// rank's global tensors are the same pattern; each sends its shard.
inline void checkPerMemberAllGather(Communicator &comm, unsigned group,
                                    int64_t groupSize, int64_t groupRank) {
  std::vector<Dim0Tensor> tensors = {{5, 3, 4}, {4, 2, 2}};
  uint64_t chunk;
  std::vector<MemberLayout> layouts = dim0Layouts(tensors, groupSize, chunk);
  std::vector<std::vector<uint8_t>> global, shards, fullPerMember, fullPacked;
  for (size_t m = 0; m < layouts.size(); ++m) {
    std::vector<uint8_t> g(layouts[m].fullBytes());
    for (size_t i = 0; i < g.size(); ++i)
      g[i] = uint8_t(i * 7 + 1 + 40 * m);
    global.push_back(g);
    shards.push_back(shardOf(layouts[m], g, groupSize, groupRank));
    // The per-member message: group * shard rows; the packed form's result
    // has the global rows only.
    fullPerMember.emplace_back(layouts[m].shardBytes() * uint64_t(groupSize),
                               kUnwritten);
    fullPacked.emplace_back(layouts[m].fullBytes(), kUnwritten);
  }
  std::vector<uint8_t> send(chunk, kPoison), recv(chunk * groupSize, kPoison);

  // Bytes: the members' element sizes differ.
  CollectiveArgs a =
      perMemberArgs(fsdpx::CollectiveKind::all_gather, DType::ui8, group,
                    groupSize, groupRank, chunk, send, recv);
  for (size_t m = 0; m < layouts.size(); ++m)
    a.members.push_back(
        {layouts[m], shards[m].data(), fullPerMember[m].data()});
  Status status = runCollectiveOnHost(comm, a);
  ASSERT_TRUE(status.isOk()) << status.message();
  EXPECT_EQ(send, std::vector<uint8_t>(chunk, kPoison));
  EXPECT_EQ(recv, std::vector<uint8_t>(chunk * groupSize, kPoison));

  a.perMember = false;
  for (size_t m = 0; m < layouts.size(); ++m)
    a.members[m].full = fullPacked[m].data();
  status = runCollectiveOnHost(comm, a);
  ASSERT_TRUE(status.isOk()) << status.message();

  for (size_t m = 0; m < layouts.size(); ++m) {
    SCOPED_TRACE("member " + std::to_string(m));
    uint64_t bytes = layouts[m].fullBytes();
    // The global rows are the message's prefix, the rest its padding.
    std::vector<uint8_t> prefix(fullPerMember[m].begin(),
                                fullPerMember[m].begin() + long(bytes));
    std::vector<uint8_t> padding(fullPerMember[m].begin() + long(bytes),
                                 fullPerMember[m].end());
    EXPECT_EQ(prefix, global[m]);
    EXPECT_EQ(padding, std::vector<uint8_t>(padding.size(), 0));
    EXPECT_EQ(fullPacked[m], global[m]);
    EXPECT_EQ(prefix, fullPacked[m]);
  }
}

/// Reduce-scatter sum of f32: member 0 [2 * group, 3], member 1 [3 * group]
/// (unpadded), rank r's element i worth i + 100 r + 1000 m.
inline void checkPerMemberReduceScatter(Communicator &comm, unsigned group,
                                        int64_t groupSize, int64_t groupRank) {
  std::vector<Dim0Tensor> tensors = {{2 * groupSize, 3, 4},
                                     {3 * groupSize, 1, 4}};
  uint64_t chunk;
  std::vector<MemberLayout> layouts = dim0Layouts(tensors, groupSize, chunk);
  std::vector<std::vector<float>> full, shardPerMember, shardPacked;
  for (size_t m = 0; m < layouts.size(); ++m) {
    std::vector<float> f(layouts[m].fullBytes() / 4);
    for (size_t i = 0; i < f.size(); ++i)
      f[i] = float(i + 100 * size_t(groupRank) + 1000 * m);
    full.push_back(f);
    shardPerMember.emplace_back(layouts[m].shardBytes() / 4, -1.0f);
    shardPacked.emplace_back(layouts[m].shardBytes() / 4, -2.0f);
  }
  std::vector<uint8_t> send(chunk * groupSize, kPoison), recv(chunk, kPoison);

  CollectiveArgs a =
      perMemberArgs(fsdpx::CollectiveKind::reduce_scatter, DType::f32, group,
                    groupSize, groupRank, chunk, send, recv);
  a.reduction = Reduction::sum;
  std::vector<std::vector<float>> input = full; // the packed form's copy
  for (size_t m = 0; m < layouts.size(); ++m)
    a.members.push_back({layouts[m],
                         reinterpret_cast<uint8_t *>(shardPerMember[m].data()),
                         reinterpret_cast<uint8_t *>(full[m].data())});
  Status status = runCollectiveOnHost(comm, a);
  ASSERT_TRUE(status.isOk()) << status.message();
  EXPECT_EQ(send, std::vector<uint8_t>(chunk * groupSize, kPoison));
  EXPECT_EQ(recv, std::vector<uint8_t>(chunk, kPoison));

  a.perMember = false;
  for (size_t m = 0; m < layouts.size(); ++m) {
    a.members[m].shard = reinterpret_cast<uint8_t *>(shardPacked[m].data());
    a.members[m].full = reinterpret_cast<uint8_t *>(input[m].data());
  }
  status = runCollectiveOnHost(comm, a);
  ASSERT_TRUE(status.isOk()) << status.message();

  for (size_t m = 0; m < layouts.size(); ++m) {
    SCOPED_TRACE("member " + std::to_string(m));
    size_t n = shardPerMember[m].size();
    std::vector<float> expected(n);
    for (size_t j = 0; j < n; ++j) {
      double sum = 0;
      for (int64_t r = 0; r < groupSize; ++r)
        sum += double(size_t(groupRank) * n + j + 100 * size_t(r) + 1000 * m);
      expected[j] = float(sum);
    }
    EXPECT_EQ(shardPerMember[m], expected);
    EXPECT_EQ(shardPacked[m], expected);
  }
}

} // namespace fsdpc::runtime::test

#endif // FSDPC_RUNTIME_TEST_PERMEMBERCASES_H
