//===- World.cpp - one process or an MPI world ----------------------------===//

#include "World.h"

#include "Watchdog.h"

#include "fsdpc/runtime/Nccl.h"
#include "fsdpc/runtime/Store.h"

#include <cstdio>
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

Expected<std::unique_ptr<Communicator>> joinCudaWorld(int cudaDevice,
                                                      double timeoutSeconds) {
  StoreOptions storeOptions;
  if (timeoutSeconds > 0)
    storeOptions.timeoutSeconds = timeoutSeconds;
  Expected<std::unique_ptr<Store>> store =
      createStoreFromEnvironment(storeOptions);
  if (!store)
    return store.status().withContext("--device cuda");
  // A world of one needs no NCCL: the CUDA device runs its collectives as
  // device copies, and NCCL's initialization costs a second.
  if ((*store)->worldSize() == 1)
    return createLocalCommunicator();
  if (!ncclAvailable())
    return createNcclCommunicator(NcclOptions()); // UNAVAILABLE, says why
  NcclOptions options;
  options.store = store.take();
  options.cudaDevice = cudaDevice;
  options.timeoutSeconds = timeoutSeconds;
  // On NCCL's monitor thread: the main thread may be blocked on the device
  // (an aborted collective still lets the stream drain, but nothing else
  // would end the rank), so this rank ends here, and with MPI every rank.
  options.onFailure = [](const Status &status) {
    std::fflush(stdout);
    std::fprintf(stderr, "fsdp-run: error: %s\n", status.message().c_str());
    std::fflush(stderr);
    abortAllRanks(kExitTimeout);
    std::_Exit(kExitTimeout);
  };
  return createNcclCommunicator(std::move(options));
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

int64_t localRank() {
  for (const char *name : {"FSDPC_LOCAL_RANK", "OMPI_COMM_WORLD_LOCAL_RANK",
                           "MPI_LOCALRANKID", "SLURM_LOCALID"}) {
    int64_t rank = envInt(name);
    if (rank >= 0)
      return rank;
  }
  return 0;
}

} // namespace fsdpc::run
