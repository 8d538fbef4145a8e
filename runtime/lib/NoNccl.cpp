//===- NoNccl.cpp - the NCCL entry points of a build without CUDA ---------===//

#include "fsdpc/runtime/Nccl.h"

namespace fsdpc::runtime {

bool ncclAvailable() { return false; }

Expected<std::unique_ptr<Communicator>> createNcclCommunicator(NcclOptions) {
  return unavailable("this fsdpc runtime was built without CUDA and NCCL "
                     "(install the CUDA toolkit and NCCL, and reconfigure)");
}

} // namespace fsdpc::runtime
