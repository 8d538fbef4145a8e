//===- World.h - one process or an MPI world ---------------------*- C++
//-*-===//

#ifndef FSDPC_TOOLS_FSDP_RUN_WORLD_H
#define FSDPC_TOOLS_FSDP_RUN_WORLD_H

#include "fsdpc/runtime/Communicator.h"

namespace fsdpc::run {

/// MPI when a launcher (mpirun/srun) started us and MPI is built in; a
/// world of one otherwise. Fails when a launcher asked for several ranks and
/// this build has no MPI (every rank would think it is alone).
runtime::Expected<std::unique_ptr<runtime::Communicator>> joinWorld();

/// --device cuda: the NCCL communicator of GPU `cudaDevice`, its ranks
/// meeting through MPI under a launcher, else FSDPC_STORE (file:// or
/// tcp://, with FSDPC_RANK / FSDPC_WORLD_SIZE), else alone (Store.h,
/// createStoreFromEnvironment); a world of one gets the local communicator
/// (the device copies). `timeoutSeconds` (--timeout, 0: none) bounds
/// the rendezvous (300 s when 0), NCCL's waits and each collective; when
/// NCCL's monitor aborts (a collective timed out, a peer failed) this rank
/// prints why and ends with exit code 4, like the watchdog.
runtime::Expected<std::unique_ptr<runtime::Communicator>>
joinCudaWorld(int cudaDevice, double timeoutSeconds);

/// Ranks the launcher placed on this host (1 without a launcher), to share
/// the host's threads between them.
int64_t ranksOnThisHost();

/// This rank's index among the ranks on this host (0 without a launcher):
/// the GPU it uses unless --gpu says otherwise.
int64_t localRank();

} // namespace fsdpc::run

#endif
