//===- NoMpi.cpp - the MPI entry points of a build without MPI ------------===//

#include "fsdpc/runtime/Communicator.h"

namespace fsdpc::runtime {

bool mpiAvailable() { return false; }

void abortAllRanks(int) {}

Expected<std::unique_ptr<Communicator>> createMpiCommunicator() {
  return unavailable("this fsdpc runtime was built without MPI (install "
                     "libopenmpi-dev and reconfigure)");
}

} // namespace fsdpc::runtime
