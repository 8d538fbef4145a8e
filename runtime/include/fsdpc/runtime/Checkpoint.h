//===- Checkpoint.h - sharded checkpoints of the state -----------*- C++
//-*-===//
//
// fsdp-run --save writes one safetensors file per rank holding that rank's
// shard of every state slot (nothing is gathered: a checkpoint costs each
// rank its own bytes) plus a manifest.json that rank 0 writes last, after
// every shard file exists, with each file's size and FNV-1a 64 checksum. The
// manifest says what the files hold so that resume at any world size or mesh
// (resharding) and, later, export can read them without the executable.
// docs/runtime.md ("Checkpoints") lists every key.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_CHECKPOINT_H
#define FSDPC_RUNTIME_CHECKPOINT_H

#include "fsdpc/runtime/DType.h"
#include "fsdpc/runtime/ShardSlice.h"
#include "fsdpc/runtime/Status.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace fsdpc::runtime {

class Executable;

/// manifest.json's "format_version"; bumped on incompatible changes.
inline constexpr int64_t kCheckpointFormatVersion = 1;
inline constexpr const char *kCheckpointFormat = "fsdpc-checkpoint";

struct CheckpointSlot {
  std::string path;
  DType dtype = DType::f32;
  std::vector<int64_t> globalShape;
  std::vector<int64_t> localShape;
  int splitDim = -1;
  std::vector<int64_t> splitAxes;
  int64_t paddingRows = 0;
};

struct CheckpointManifest {
  int64_t formatVersion = kCheckpointFormatVersion;
  int64_t worldSize = 1;
  std::vector<std::pair<std::string, int64_t>> mesh; ///< axis name, size
  int64_t step = 0;           ///< training steps taken when saved
  std::string producer;       ///< the executable's producer
  std::string executableHash; ///< 16 hex digits (FNV-1a of the executable)
  std::vector<CheckpointSlot> slots;
  std::vector<std::string> files; ///< files[r]: rank r's shard file
  /// Per file, when the manifest has them ("file_bytes", "file_fnv1a64"):
  /// the size and the FNV-1a 64 of the whole file's bytes (16 hex digits).
  /// Both or neither; fsdp-run always writes them.
  std::vector<int64_t> fileBytes;
  std::vector<std::string> fileChecksums;
};

/// FNV-1a 64 of a file's bytes as 16 hex digits, and its size.
Status checksumFile(const std::string &path, int64_t &bytes,
                    std::string &checksum);

/// OK iff every file `manifest` names is present in `dir`, with the size it
/// records where it records sizes. Reads no file: what rank 0 checks of a
/// candidate before the ranks checksum it.
Status checkCheckpointSizes(const std::string &dir,
                            const CheckpointManifest &manifest);

/// OK iff the files first, first + stride, ... that `manifest` names have
/// the checksums and sizes it records (a manifest without checksums: nothing
/// to compare). Each rank of a world checks its share (first = rank, stride
/// = world size), so no rank reads more than its share of a checkpoint.
Status checkCheckpointChecksums(const std::string &dir,
                                const CheckpointManifest &manifest,
                                size_t first, size_t stride);

/// "rank-<r>.safetensors".
std::string checkpointShardFile(int64_t rank);

/// The manifest of `exe`'s state after `step` steps.
CheckpointManifest makeManifest(const Executable &exe, int64_t step);
std::string manifestToJson(const CheckpointManifest &manifest);
/// Strict: every key present with the right type, consistent counts
/// (files = world size = product of the mesh). `name` is used in messages.
Expected<CheckpointManifest> parseManifest(std::string_view text,
                                           const std::string &name);
Expected<CheckpointManifest> readManifest(const std::string &path);

/// The per-tensor entry of a shard file's __metadata__ (a JSON string):
/// {"global_shape", "split_dim", "split_axes", "offsets", "data_rows" (split
/// tensors only), "padding_rows"}.
std::string shardMetadata(const ShardPlacement &placement,
                          const std::vector<int64_t> &splitAxes,
                          int64_t paddingRows);

} // namespace fsdpc::runtime

#endif // FSDPC_RUNTIME_CHECKPOINT_H
