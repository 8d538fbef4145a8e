//===- NoMpi.cpp - the MPI entry points of a build without MPI ------------===//

#include "fsdpc/runtime/Communicator.h"
#include "fsdpc/runtime/Store.h"

namespace fsdpc::runtime {

bool mpiAvailable() { return false; }

void abortAllRanks(int) {}

Expected<std::unique_ptr<Communicator>>
createMpiCommunicator(const MpiOptions &) {
  return unavailable("this fsdpc runtime was built without MPI (install "
                     "libopenmpi-dev and reconfigure)");
}

Expected<std::unique_ptr<Store>> createMpiStore() {
  return unavailable("store mpi: this fsdpc runtime was built without MPI "
                     "(install libopenmpi-dev and reconfigure, or set "
                     "FSDPC_STORE=file:///shared/dir or tcp://host:port)");
}

} // namespace fsdpc::runtime
