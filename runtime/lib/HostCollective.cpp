//===- HostCollective.cpp - copy-in, collective, copy-out on host memory --===//

#include "fsdpc/runtime/Device.h"

namespace fsdpc::runtime {

Status perMemberParts(const CollectiveArgs &a,
                      std::vector<CollectivePart> &parts) {
  using Kind = fsdpx::CollectiveKind;
  unsigned size = dtypeSize(a.dtype);
  if (size == 0)
    return invalidArgument("collective of an unknown dtype");
  if (a.kind != Kind::all_gather && a.kind != Kind::reduce_scatter)
    return invalidArgument(std::string("a per-member collective of kind ") +
                           fsdpx::EnumNameCollectiveKind(a.kind) +
                           " (only all_gather and reduce_scatter)");
  parts.clear();
  parts.reserve(a.members.size());
  for (const MemberRef &m : a.members) {
    uint64_t shardBytes = m.layout.shardBytes();
    if (a.kind == Kind::all_gather)
      parts.push_back({m.shard, m.full, shardBytes});
    else
      parts.push_back({m.full, m.shard, shardBytes / size});
  }
  return Status::ok();
}

// A per-member collective: every member its own message, straight between
// its shard and its full buffer (no staging, no copies).
static Status runPerMemberOnHost(Communicator &comm, const CollectiveArgs &a) {
  std::vector<CollectivePart> parts;
  FSDPC_RETURN_IF_ERROR(perMemberParts(a, parts));
  if (a.kind == fsdpx::CollectiveKind::all_gather)
    return comm.allGatherParts(a.group, parts, nullptr);
  return comm.reduceScatterParts(a.group, parts, a.dtype, a.reduction, nullptr);
}

Status runCollectiveOnHost(Communicator &comm, const CollectiveArgs &a) {
  using Kind = fsdpx::CollectiveKind;
  unsigned size = dtypeSize(a.dtype);
  if (size == 0)
    return invalidArgument("collective of an unknown dtype");
  if (a.perMember)
    return runPerMemberOnHost(comm, a);
  switch (a.kind) {
  case Kind::all_gather:
    for (const MemberRef &m : a.members)
      packGatherShard(m.layout, m.shard, a.send);
    FSDPC_RETURN_IF_ERROR(
        comm.allGather(a.group, a.send, a.recv, a.chunkBytes, nullptr));
    for (const MemberRef &m : a.members)
      unpackGathered(m.layout, a.recv, a.chunkBytes, a.groupSize, m.full);
    return Status::ok();
  case Kind::reduce_scatter:
    for (const MemberRef &m : a.members)
      packScatterFull(m.layout, m.full, a.chunkBytes, a.groupSize, a.send);
    FSDPC_RETURN_IF_ERROR(comm.reduceScatter(a.group, a.send, a.recv,
                                             a.chunkBytes / size, a.dtype,
                                             a.reduction, nullptr));
    for (const MemberRef &m : a.members)
      unpackScattered(m.layout, a.recv, m.shard);
    return Status::ok();
  case Kind::all_reduce:
    for (const MemberRef &m : a.members)
      packWhole(m.layout, m.full, a.send);
    FSDPC_RETURN_IF_ERROR(comm.allReduce(a.group, a.send, a.recv,
                                         a.chunkBytes / size, a.dtype,
                                         a.reduction, nullptr));
    for (const MemberRef &m : a.members)
      unpackWhole(m.layout, a.recv, m.shard);
    return Status::ok();
  }
  return invalidArgument("unknown collective kind");
}

} // namespace fsdpc::runtime
