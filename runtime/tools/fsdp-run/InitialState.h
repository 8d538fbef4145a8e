//===- InitialState.h - the state before the first step ----------*- C++
//-*-===//
//
// Three sources: the executable's initializers (the session applies them;
// here we only refuse slots that have none), a safetensors file of GLOBAL
// tensors named by pytree path of which each rank keeps its shard, or a
// checkpoint directory written by --save/--save-every (any world size or
// mesh: each rank reads the rows its shard needs from whichever files hold
// them).
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_TOOLS_FSDP_RUN_INITIALSTATE_H
#define FSDPC_TOOLS_FSDP_RUN_INITIALSTATE_H

#include "fsdpc/runtime/Checkpoint.h"
#include "fsdpc/runtime/Session.h"

namespace fsdpc::run {

/// Fails naming every slot without an initializer (init none).
runtime::Status checkInitializers(const runtime::Executable &exe);

/// Sets every slot to this rank's shard of the file's global tensor.
runtime::Status loadGlobalTensors(runtime::Session &session,
                                  const std::string &path);

/// The checkpoint to load from `root`: `root` itself when it holds a
/// manifest.json, else the newest ROOT/step-K that verifies (manifest parses,
/// every file present with its recorded size and FNV-1a 64); rank 0 verifies,
/// warns naming each one skipped and why, and every rank gets its choice.
/// "" when there is none and !required.
runtime::Expected<std::string>
findCheckpoint(runtime::Session &session, const std::string &root,
               bool required, runtime::CheckpointManifest &chosen);

/// Sets every slot from a checkpoint of any world size or mesh: the rank's
/// global rows, read from whichever rank files hold them, padding zeroed.
runtime::Status loadCheckpoint(runtime::Session &session,
                               const std::string &dir,
                               const runtime::CheckpointManifest &manifest);

} // namespace fsdpc::run

#endif
