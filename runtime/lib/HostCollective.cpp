//===- HostCollective.cpp - copy-in, collective, copy-out on host memory --===//

#include "fsdpc/runtime/Device.h"

namespace fsdpc::runtime {

Status runCollectiveOnHost(Communicator &comm, const CollectiveArgs &a) {
  using Kind = fsdpx::CollectiveKind;
  unsigned size = dtypeSize(a.dtype);
  if (size == 0)
    return invalidArgument("collective of an unknown dtype");
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
