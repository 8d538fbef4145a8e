//===- SaveCheckpoint.h - --save/--save-every: atomic checkpoints -*- C++
//-*-===//

#ifndef FSDPC_TOOLS_FSDP_RUN_SAVECHECKPOINT_H
#define FSDPC_TOOLS_FSDP_RUN_SAVECHECKPOINT_H

#include "fsdpc/runtime/Session.h"

#include <string>

namespace fsdpc::run {

/// "<root>/step-<step>".
std::string checkpointStepDir(const std::string &root, int64_t step);

/// The checkpoint after `step` steps, atomically across ranks: rank 0
/// (re)creates ROOT/step-K.tmp; after a barrier every rank writes its
/// rank-<r>.safetensors there (fsynced); after a second barrier rank 0
/// checksums the files (FNV-1a 64), writes manifest.json (fsynced), renames
/// step-K.tmp to step-K (replacing an older step-K) and fsyncs ROOT; a third
/// barrier ends it. A crash at any point leaves every earlier step-K intact.
runtime::Status saveCheckpoint(runtime::Session &session,
                               const std::string &root, int64_t step);

} // namespace fsdpc::run

#endif
