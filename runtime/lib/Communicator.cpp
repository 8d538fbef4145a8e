//===- Communicator.cpp - what every communicator shares ------------------===//

#include "fsdpc/runtime/Communicator.h"

#include <string>

namespace fsdpc::runtime {

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
