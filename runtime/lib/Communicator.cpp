//===- Communicator.cpp - what every communicator shares ------------------===//

#include "fsdpc/runtime/Communicator.h"

#include <string>

namespace fsdpc::runtime {

Status checkCollectiveParts(const std::vector<CollectivePart> &parts,
                            const char *collective) {
  for (size_t i = 0; i < parts.size(); ++i)
    if (parts[i].send == parts[i].recv && parts[i].chunk != 0)
      return invalidArgument(std::string(collective) + ": part " +
                             std::to_string(i) + " of " +
                             std::to_string(parts.size()) +
                             " sends and receives in the same buffer (a part "
                             "is never in place)");
  return Status::ok();
}

Status Communicator::allGatherParts(unsigned group,
                                    const std::vector<CollectivePart> &parts,
                                    void *nativeQueue) {
  FSDPC_RETURN_IF_ERROR(checkCollectiveParts(parts, "per-member all-gather"));
  for (const CollectivePart &part : parts)
    FSDPC_RETURN_IF_ERROR(
        allGather(group, part.send, part.recv, part.chunk, nativeQueue));
  return Status::ok();
}

Status
Communicator::reduceScatterParts(unsigned group,
                                 const std::vector<CollectivePart> &parts,
                                 DType dtype, Reduction op, void *nativeQueue) {
  FSDPC_RETURN_IF_ERROR(
      checkCollectiveParts(parts, "per-member reduce-scatter"));
  for (const CollectivePart &part : parts)
    FSDPC_RETURN_IF_ERROR(reduceScatter(group, part.send, part.recv, part.chunk,
                                        dtype, op, nativeQueue));
  return Status::ok();
}

Status differentExecutables(int64_t rank, const std::vector<uint64_t> &hashes) {
  std::string differing;
  for (size_t r = 1; r < hashes.size(); ++r)
    if (hashes[r] != hashes[0])
      differing += (differing.empty() ? "" : ", ") + std::to_string(r);
  return failedPrecondition("rank " + std::to_string(rank) +
                            ": the ranks run different executables: rank(s) " +
                            differing +
                            " differ from rank 0 (this rank's hash " +
                            std::to_string(hashes[size_t(rank)]) + ")");
}

} // namespace fsdpc::runtime
