//===- InitialState.cpp - the state before the first step -----------------===//

#include "InitialState.h"

#include "Describe.h"

#include "fsdpc/runtime/Checkpoint.h"
#include "fsdpc/runtime/JsonReader.h"
#include "fsdpc/runtime/Safetensors.h"
#include "fsdpc/runtime/ShardSlice.h"

namespace fsdpc::run {

using namespace runtime;

Status checkInitializers(const Executable &exe) {
  std::string missing;
  if (exe.root().state())
    for (const fsdpx::StateSlot *slot : *exe.root().state())
      if (slot->spec()->init() == fsdpx::InitKind::none)
        missing += (missing.empty() ? "" : ", ") + slot->spec()->path()->str();
  if (missing.empty())
    return Status::ok();
  return invalidArgument(
      "state slot(s) without an initializer (init none): " + missing +
      "; give their values with --init FILE.safetensors "
      "or --init CHECKPOINT_DIR");
}

Status loadGlobalTensors(Session &session, const std::string &path) {
  Expected<SafetensorsFile> file = SafetensorsFile::read(path);
  if (!file)
    return file.status();
  const Executable &exe = session.executable();
  if (!exe.root().state())
    return Status::ok();
  for (uint32_t i = 0; i < exe.root().state()->size(); ++i) {
    const fsdpx::StateSlot *slot = exe.root().state()->Get(i);
    const fsdpx::TensorSpec &spec = *slot->spec();
    std::string name = spec.path()->str();
    std::vector<int64_t> global = toShape(spec.global_shape());
    const SafetensorsTensor *tensor = file->find(name);
    if (!tensor)
      return notFound(path + ": no tensor \"" + name + "\" (state slot " +
                      std::to_string(i) + ", global " +
                      typeString(spec.dtype(), global) + ")");
    if (tensor->dtype != spec.dtype() || tensor->shape != global)
      return invalidArgument(path + ": tensor \"" + name + "\" is " +
                             typeString(tensor->dtype, tensor->shape) +
                             ", the executable expects the global tensor " +
                             typeString(spec.dtype(), global));
    ShardPlacement placement = placeShard(spec, exe.mesh(), session.rank());
    std::vector<uint8_t> local(slot->bytes());
    extractShard(file->data(*tensor), placement, dtypeSize(spec.dtype()),
                 local.data());
    FSDPC_RETURN_IF_ERROR(session.setState(i, local.data(), local.size()));
  }
  return Status::ok();
}

/// The manifest's slot must describe the executable's slot exactly.
static Status checkSlot(const CheckpointSlot &saved,
                        const fsdpx::TensorSpec &spec,
                        const std::string &manifest) {
  std::vector<int64_t> axes = toShape(spec.split_axes());
  std::vector<int64_t> global = toShape(spec.global_shape());
  if (saved.dtype != spec.dtype() || saved.globalShape != global ||
      saved.splitDim != spec.split_dim() || saved.splitAxes != axes)
    return invalidArgument(
        manifest + ": slot \"" + saved.path + "\" was saved as " +
        typeString(saved.dtype, saved.globalShape) + " split on dim " +
        std::to_string(saved.splitDim) + ", the executable has " +
        typeString(spec.dtype(), global) + " split on dim " +
        std::to_string(spec.split_dim()) +
        " (resharding a checkpoint is not supported yet)");
  return Status::ok();
}

Status loadCheckpoint(Session &session, const std::string &dir, int64_t &step) {
  std::string manifestPath = dir + "/manifest.json";
  Expected<CheckpointManifest> manifest = readManifest(manifestPath);
  if (!manifest)
    return manifest.status();
  const Executable &exe = session.executable();
  if (manifest->worldSize != session.worldSize())
    return unimplemented(
        manifestPath + ": the checkpoint was saved by " +
        std::to_string(manifest->worldSize) + " ranks, this run has " +
        std::to_string(session.worldSize()) +
        "; resharding a checkpoint to another world size is not supported "
        "yet (a later issue): run with the same world size");
  std::vector<std::pair<std::string, int64_t>> mesh;
  for (const fsdpx::MeshAxis *axis : *exe.root().mesh()->axes())
    mesh.emplace_back(axis->name()->str(), axis->size());
  if (manifest->mesh != mesh)
    return unimplemented(manifestPath +
                         ": the checkpoint's mesh differs from the "
                         "executable's (resharding is not supported yet)");
  std::string file = dir + "/" + manifest->files[size_t(session.rank())];
  Expected<SafetensorsFile> shards = SafetensorsFile::read(file);
  if (!shards)
    return shards.status();
  const auto *slots = exe.root().state();
  for (uint32_t i = 0; slots && i < slots->size(); ++i) {
    const fsdpx::StateSlot *slot = slots->Get(i);
    const fsdpx::TensorSpec &spec = *slot->spec();
    std::string name = spec.path()->str();
    const CheckpointSlot *saved = nullptr;
    for (const CheckpointSlot &s : manifest->slots)
      if (s.path == name)
        saved = &s;
    if (!saved)
      return notFound(manifestPath + ": no state slot \"" + name + "\"");
    FSDPC_RETURN_IF_ERROR(checkSlot(*saved, spec, manifestPath));
    const SafetensorsTensor *tensor = shards->find(name);
    std::vector<int64_t> local = toShape(spec.local_shape());
    if (!tensor)
      return notFound(file + ": no tensor \"" + name + "\"");
    if (tensor->dtype != spec.dtype() || tensor->shape != local)
      return invalidArgument(file + ": tensor \"" + name + "\" is " +
                             typeString(tensor->dtype, tensor->shape) +
                             ", this rank's shard is " +
                             typeString(spec.dtype(), local));
    // The shard must be the one this rank holds, not a renamed file.
    ShardPlacement placement = placeShard(spec, exe.mesh(), session.rank());
    auto meta = shards->metadata().find(name);
    if (meta != shards->metadata().end()) {
      Expected<JsonValue> json = parseJson(meta->second);
      const JsonValue *offsets = json ? json->find("offsets") : nullptr;
      std::vector<int64_t> saved;
      if (offsets)
        for (const JsonValue &o : offsets->elements)
          saved.push_back(o.integer);
      if (saved != placement.offsets)
        return invalidArgument(
            file + ": tensor \"" + name + "\" holds the shard at offsets " +
            shapeString(saved) + ", rank " + std::to_string(session.rank()) +
            " holds " + shapeString(placement.offsets));
    }
    FSDPC_RETURN_IF_ERROR(
        session.setState(i, shards->data(*tensor), tensor->bytes));
  }
  step = manifest->step;
  return Status::ok();
}

} // namespace fsdpc::run
