//===- SaveCheckpoint.cpp - --save: every rank writes its shards ----------===//

#include "SaveCheckpoint.h"

#include "Describe.h"

#include "fsdpc/runtime/Checkpoint.h"
#include "fsdpc/runtime/Safetensors.h"

#include <cerrno>
#include <cstring>
#include <sys/stat.h>

namespace fsdpc::run {

using namespace runtime;

static Status makeDirectory(const std::string &dir) {
  if (::mkdir(dir.c_str(), 0777) == 0 || errno == EEXIST) {
    struct stat st;
    if (::stat(dir.c_str(), &st) == 0 && S_ISDIR(st.st_mode))
      return Status::ok();
    return failedPrecondition(dir + " exists and is not a directory");
  }
  return notFound("cannot create " + dir + ": " + std::strerror(errno));
}

Status saveCheckpoint(Session &session, const std::string &dir, int64_t step) {
  const Executable &exe = session.executable();
  int64_t rank = session.rank();
  // Every rank creates it: ranks may not share rank 0's view of the disk
  // order, and mkdir of an existing directory is harmless.
  FSDPC_RETURN_IF_ERROR(makeDirectory(dir));
  CheckpointManifest manifest = makeManifest(exe, step);
  std::vector<std::vector<uint8_t>> data;
  std::vector<SafetensorsInput> tensors;
  std::map<std::string, std::string> metadata;
  const auto *slots = exe.root().state();
  for (uint32_t i = 0; slots && i < slots->size(); ++i) {
    const fsdpx::StateSlot *slot = slots->Get(i);
    const fsdpx::TensorSpec &spec = *slot->spec();
    data.emplace_back(slot->bytes());
    FSDPC_RETURN_IF_ERROR(
        session.getState(i, data.back().data(), data.back().size()));
    SafetensorsInput t;
    t.name = spec.path()->str();
    t.dtype = spec.dtype();
    t.shape = toShape(spec.local_shape());
    t.data = data.back().data();
    t.bytes = data.back().size();
    tensors.push_back(t);
    metadata[t.name] =
        shardMetadata(placeShard(spec, exe.mesh(), rank),
                      toShape(spec.split_axes()), spec.padding_rows());
  }
  metadata["format"] = kCheckpointFormat;
  metadata["rank"] = std::to_string(rank);
  metadata["world_size"] = std::to_string(session.worldSize());
  metadata["step"] = std::to_string(step);
  std::string file = dir + "/" + manifest.files[size_t(rank)];
  FSDPC_RETURN_IF_ERROR(
      writeSafetensors(file, tensors, metadata).withContext("saving " + file));
  // The manifest names every rank's file: only once they all exist.
  FSDPC_RETURN_IF_ERROR(session.communicator().barrier());
  if (rank != 0)
    return Status::ok();
  std::string json = manifestToJson(manifest);
  std::string path = dir + "/manifest.json";
  return writeFileAtomically(path, {{json.data(), json.size()}})
      .withContext("saving " + path);
}

} // namespace fsdpc::run
