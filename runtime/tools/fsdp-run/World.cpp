//===- World.cpp - one process or an MPI world ----------------------------===//

#include "World.h"

#include <cstdlib>
#include <string>

namespace fsdpc::run {

using namespace runtime;

static int64_t envInt(const char *name) {
  const char *value = std::getenv(name);
  return value && *value ? std::atoll(value) : -1;
}

/// The world size a launcher announced, or -1: OpenMPI, MPICH/Hydra (PMI),
/// PMIx (srun --mpi=pmix), Slurm.
static int64_t launcherWorldSize() {
  for (const char *name :
       {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_SIZE", "SLURM_NTASKS"}) {
    int64_t size = envInt(name);
    if (size > 0)
      return size;
  }
  return std::getenv("PMIX_RANK") ? 1 : -1;
}

Expected<std::unique_ptr<Communicator>> joinWorld() {
  int64_t launched = launcherWorldSize();
  if (launched < 0 || (!mpiAvailable() && launched == 1))
    return createLocalCommunicator();
  if (!mpiAvailable())
    return unavailable("started as one of " + std::to_string(launched) +
                       " ranks, but this fsdp-run was built without MPI "
                       "(install libopenmpi-dev and rebuild the runtime)");
  return createMpiCommunicator();
}

int64_t ranksOnThisHost() {
  for (const char *name : {"OMPI_COMM_WORLD_LOCAL_SIZE", "MPI_LOCALNRANKS",
                           "SLURM_NTASKS_PER_NODE"}) {
    int64_t size = envInt(name);
    if (size > 0)
      return size;
  }
  return 1;
}

} // namespace fsdpc::run
