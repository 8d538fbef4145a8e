//===- SaveCheckpoint.h - --save: every rank writes its shards ---*- C++
//-*-===//

#ifndef FSDPC_TOOLS_FSDP_RUN_SAVECHECKPOINT_H
#define FSDPC_TOOLS_FSDP_RUN_SAVECHECKPOINT_H

#include "fsdpc/runtime/Session.h"

#include <string>

namespace fsdpc::run {

/// DIR/rank-<r>.safetensors from every rank (its local shards, padding rows
/// included), then, after a barrier, DIR/manifest.json from rank 0. Every
/// file is written atomically, and the manifest last, so a directory with a
/// manifest holds a complete checkpoint.
runtime::Status saveCheckpoint(runtime::Session &session,
                               const std::string &dir, int64_t step);

} // namespace fsdpc::run

#endif
