//===- InitialState.h - the state before the first step ----------*- C++
//-*-===//
//
// Three sources: the executable's initializers (the session applies them;
// here we only refuse slots that have none), a safetensors file of GLOBAL
// tensors named by pytree path of which each rank keeps its shard, or a
// checkpoint directory written by --save (the same world size for now).
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_TOOLS_FSDP_RUN_INITIALSTATE_H
#define FSDPC_TOOLS_FSDP_RUN_INITIALSTATE_H

#include "fsdpc/runtime/Session.h"

namespace fsdpc::run {

/// Fails naming every slot without an initializer (init none).
runtime::Status checkInitializers(const runtime::Executable &exe);

/// Sets every slot to this rank's shard of the file's global tensor.
runtime::Status loadGlobalTensors(runtime::Session &session,
                                  const std::string &path);

/// Loads this rank's file of a checkpoint; `step` is the steps it had taken.
runtime::Status loadCheckpoint(runtime::Session &session,
                               const std::string &dir, int64_t &step);

} // namespace fsdpc::run

#endif
