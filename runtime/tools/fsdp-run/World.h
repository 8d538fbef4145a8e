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

/// Ranks the launcher placed on this host (1 without a launcher), to share
/// the host's threads between them.
int64_t ranksOnThisHost();

} // namespace fsdpc::run

#endif
