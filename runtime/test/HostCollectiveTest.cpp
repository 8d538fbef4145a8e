//===- HostCollectiveTest.cpp - collectives on host memory, world of one --===//
//
// runCollectiveOnHost on the local communicator: the per-member form issues
// one grouped call of one part per member (shard <-> full, no staging) and
// agrees with the packed form (PerMemberCases.h; MpiTest runs the same cases
// on two ranks), and what it refuses.
//
//===----------------------------------------------------------------------===//

#include "PerMemberCases.h"

#include <gtest/gtest.h>

#include <string>

using namespace fsdpc::runtime;
using namespace fsdpc::runtime::test;
namespace fsdpx = fsdpc::fsdpx;

namespace {

/// The local communicator, logging every call ("allGather 36",
/// "allGatherParts 2") and the parts it was given.
class RecordingCommunicator final : public Communicator {
public:
  RecordingCommunicator() : inner_(createLocalCommunicator()) {}
  const char *name() const override { return "recording"; }
  int64_t rank() const override { return 0; }
  int64_t worldSize() const override { return 1; }
  Status connect(const MeshShape &mesh,
                 const std::vector<std::vector<uint32_t>> &groups,
                 uint64_t hash) override {
    return inner_->connect(mesh, groups, hash);
  }
  Status allGather(unsigned group, const void *send, void *recv, uint64_t bytes,
                   void *queue) override {
    log.push_back("allGather " + std::to_string(bytes));
    return inner_->allGather(group, send, recv, bytes, queue);
  }
  Status reduceScatter(unsigned group, const void *send, void *recv,
                       uint64_t count, DType dtype, Reduction op,
                       void *queue) override {
    log.push_back("reduceScatter " + std::to_string(count));
    return inner_->reduceScatter(group, send, recv, count, dtype, op, queue);
  }
  Status allReduce(unsigned group, const void *send, void *recv, uint64_t count,
                   DType dtype, Reduction op, void *queue) override {
    log.push_back("allReduce " + std::to_string(count));
    return inner_->allReduce(group, send, recv, count, dtype, op, queue);
  }
  // The defaults (one call per part), logged.
  Status allGatherParts(unsigned group, const std::vector<CollectivePart> &ps,
                        void *queue) override {
    log.push_back("allGatherParts " + std::to_string(ps.size()));
    parts = ps;
    return Communicator::allGatherParts(group, ps, queue);
  }
  Status reduceScatterParts(unsigned group,
                            const std::vector<CollectivePart> &ps, DType dtype,
                            Reduction op, void *queue) override {
    log.push_back("reduceScatterParts " + std::to_string(ps.size()));
    parts = ps;
    return Communicator::reduceScatterParts(group, ps, dtype, op, queue);
  }

  std::vector<std::string> log;
  std::vector<CollectivePart> parts;

private:
  std::unique_ptr<Communicator> inner_;
};

std::unique_ptr<RecordingCommunicator> connectedRecorder() {
  auto comm = std::make_unique<RecordingCommunicator>();
  Status status = comm->connect(MeshShape({1}), {{0}}, 1);
  EXPECT_TRUE(status.isOk()) << status.message();
  return comm;
}

/// Two f32 members of dim 0 ([3, 2] and [5]) over a group of one, their
/// shard and full buffers in `shard` and `full`; send and recv null.
CollectiveArgs twoMembers(fsdpx::CollectiveKind kind,
                          std::vector<std::vector<float>> &shard,
                          std::vector<std::vector<float>> &full) {
  CollectiveArgs a;
  a.kind = kind;
  a.dtype = DType::f32;
  a.perMember = true;
  uint64_t chunk;
  std::vector<MemberLayout> layouts =
      dim0Layouts({{3, 2, 4}, {5, 1, 4}}, 1, chunk);
  a.chunkBytes = chunk;
  shard = {std::vector<float>(6), std::vector<float>(5)};
  full = {std::vector<float>(6), std::vector<float>(5)};
  for (size_t m = 0; m < 2; ++m)
    a.members.push_back({layouts[m],
                         reinterpret_cast<uint8_t *>(shard[m].data()),
                         reinterpret_cast<uint8_t *>(full[m].data())});
  return a;
}

} // namespace

TEST(HostCollective, PerMemberAllGatherMatchesThePackedForm) {
  auto comm = connectedRecorder();
  checkPerMemberAllGather(*comm, 0, 1, 0);
  // Per member: one grouped call of one part per member (each a plain
  // all-gather by default); then the packed form's one call.
  EXPECT_EQ(comm->log,
            (std::vector<std::string>{"allGatherParts 2", "allGather 60",
                                      "allGather 16", "allGather 76"}));
}

TEST(HostCollective, PerMemberReduceScatterMatchesThePackedForm) {
  auto comm = connectedRecorder();
  checkPerMemberReduceScatter(*comm, 0, 1, 0);
  EXPECT_EQ(comm->log,
            (std::vector<std::string>{"reduceScatterParts 2", "reduceScatter 6",
                                      "reduceScatter 3", "reduceScatter 9"}));
}

// The parts are the members' own buffers: an all-gather sends the shard
// into the full buffer (bytes), a reduce-scatter the full buffer into the
// shard (elements); send and recv (null) are never needed.
TEST(HostCollective, PerMemberPartsAreTheMembersBuffers) {
  std::vector<std::vector<float>> shard, full;
  for (auto kind : {fsdpx::CollectiveKind::all_gather,
                    fsdpx::CollectiveKind::reduce_scatter}) {
    SCOPED_TRACE(fsdpx::EnumNameCollectiveKind(kind));
    auto comm = connectedRecorder();
    CollectiveArgs a = twoMembers(kind, shard, full);
    bool gather = kind == fsdpx::CollectiveKind::all_gather;
    for (size_t m = 0; m < 2; ++m)
      for (size_t i = 0; i < shard[m].size(); ++i)
        (gather ? shard : full)[m][i] = float(10 * m + i + 1);
    Status status = runCollectiveOnHost(*comm, a);
    ASSERT_TRUE(status.isOk()) << status.message();
    ASSERT_EQ(comm->parts.size(), 2u);
    for (size_t m = 0; m < 2; ++m) {
      const CollectivePart &p = comm->parts[m];
      EXPECT_EQ(p.send, gather ? static_cast<void *>(shard[m].data())
                               : static_cast<void *>(full[m].data()));
      EXPECT_EQ(p.recv, gather ? static_cast<void *>(full[m].data())
                               : static_cast<void *>(shard[m].data()));
      EXPECT_EQ(p.chunk, gather ? shard[m].size() * 4 : shard[m].size());
      EXPECT_EQ(shard[m], full[m]); // a world of one: the message is copied
    }
  }
}

TEST(HostCollective, PerMemberRefusesOtherKindsAndInPlaceParts) {
  std::vector<std::vector<float>> shard, full;
  auto comm = connectedRecorder();
  CollectiveArgs a = twoMembers(fsdpx::CollectiveKind::all_reduce, shard, full);
  Status status = runCollectiveOnHost(*comm, a);
  EXPECT_EQ(status.code(), Code::InvalidArgument);
  EXPECT_NE(status.message().find("per-member collective of kind all_reduce"),
            std::string::npos)
      << status.message();
  EXPECT_TRUE(comm->log.empty());

  // A part sending and receiving in one buffer is refused before any call;
  // a part of nothing may.
  float x[4] = {1, 2, 3, 4};
  std::vector<CollectivePart> parts = {{x, x + 2, 8}, {x, x, 0}};
  EXPECT_TRUE(comm->allGatherParts(0, parts, nullptr).isOk());
  parts.push_back({x + 1, x + 1, 1});
  comm->log.clear();
  status =
      comm->reduceScatterParts(0, parts, DType::f32, Reduction::sum, nullptr);
  EXPECT_EQ(status.code(), Code::InvalidArgument);
  EXPECT_NE(status.message().find("per-member reduce-scatter: part 2 of 3 "
                                  "sends and receives in the same buffer"),
            std::string::npos)
      << status.message();
  EXPECT_EQ(comm->log, std::vector<std::string>{"reduceScatterParts 3"});
}
