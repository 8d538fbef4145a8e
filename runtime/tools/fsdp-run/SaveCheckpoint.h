//===- SaveCheckpoint.h - --save/--save-every: atomic checkpoints -*- C++
//-*-===//

#ifndef FSDPC_TOOLS_FSDP_RUN_SAVECHECKPOINT_H
#define FSDPC_TOOLS_FSDP_RUN_SAVECHECKPOINT_H

#include "fsdpc/runtime/Session.h"

#include <string>
#include <string_view>

namespace fsdpc::run {

/// Creates `dir` unless it is a directory already (its parent must exist):
/// a message naming it otherwise.
runtime::Status makeDirectory(const std::string &dir);

/// "<root>/step-<step>".
std::string checkpointStepDir(const std::string &root, int64_t step);

/// K of a checkpoint directory's name "step-K" (K decimal digits, at most
/// 17), else -1.
int64_t checkpointStepOf(std::string_view name);

/// The checkpoint after `step` steps, atomically across ranks: rank 0
/// (re)creates ROOT/step-K.tmp; after a barrier every rank writes its
/// rank-<r>.safetensors there (fsynced); after a second barrier rank 0
/// checksums the files (FNV-1a 64), writes manifest.json (fsynced), renames
/// step-K.tmp to step-K (replacing an older step-K) and fsyncs ROOT; a third
/// barrier ends it. A crash at any point leaves every earlier step-K intact.
runtime::Status saveCheckpoint(runtime::Session &session,
                               const std::string &root, int64_t step);

/// --keep-last, after the save of `saved`: of the checkpoints ROOT/step-K
/// with K <= saved (directories named step-<digits> holding a
/// manifest.json), removes all but the newest `keep`; step-`saved` always
/// stays, and later steps (another run's, or one a resume skipped as
/// damaged) and everything else in ROOT are never touched. Each is first
/// renamed to ROOT/.step-K.removing (leftovers of a crash are removed too),
/// so a crash mid-way never leaves a partial step-K that looks like a
/// checkpoint. Rank 0 only, after a save's last barrier.
runtime::Status pruneCheckpoints(const std::string &root, int64_t saved,
                                 int64_t keep);

} // namespace fsdpc::run

#endif
