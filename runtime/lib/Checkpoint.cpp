//===- Checkpoint.cpp - sharded checkpoints of the state ------------------===//

#include "fsdpc/runtime/Checkpoint.h"

#include "fsdpc/runtime/Executable.h"
#include "fsdpc/runtime/JsonReader.h"
#include "fsdpc/runtime/JsonWriter.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace fsdpc::runtime {

std::string checkpointShardFile(int64_t rank) {
  return "rank-" + std::to_string(rank) + ".safetensors";
}

CheckpointManifest makeManifest(const Executable &exe, int64_t step) {
  CheckpointManifest m;
  m.worldSize = exe.mesh().worldSize();
  for (const fsdpx::MeshAxis *axis : *exe.root().mesh()->axes())
    m.mesh.emplace_back(axis->name()->str(), axis->size());
  m.step = step;
  if (exe.root().producer())
    m.producer = exe.root().producer()->str();
  char hash[17];
  std::snprintf(hash, sizeof(hash), "%016llx",
                static_cast<unsigned long long>(exe.hash()));
  m.executableHash = hash;
  if (exe.root().state())
    for (const fsdpx::StateSlot *slot : *exe.root().state()) {
      const fsdpx::TensorSpec *spec = slot->spec();
      CheckpointSlot s;
      s.path = spec->path()->str();
      s.dtype = spec->dtype();
      if (spec->global_shape())
        s.globalShape.assign(spec->global_shape()->begin(),
                             spec->global_shape()->end());
      if (spec->local_shape())
        s.localShape.assign(spec->local_shape()->begin(),
                            spec->local_shape()->end());
      s.splitDim = spec->split_dim();
      if (spec->split_axes())
        s.splitAxes.assign(spec->split_axes()->begin(),
                           spec->split_axes()->end());
      s.paddingRows = spec->padding_rows();
      m.slots.push_back(std::move(s));
    }
  for (int64_t r = 0; r < m.worldSize; ++r)
    m.files.push_back(checkpointShardFile(r));
  return m;
}

static void writeInts(JsonWriter &w, const std::vector<int64_t> &values) {
  w.beginArray();
  for (int64_t v : values)
    w.value(v);
  w.endArray();
}

std::string manifestToJson(const CheckpointManifest &m) {
  JsonWriter w;
  w.beginObject();
  w.field("format", kCheckpointFormat);
  w.field("format_version", m.formatVersion);
  w.field("world_size", m.worldSize);
  w.key("mesh").beginArray();
  for (const auto &[name, size] : m.mesh) {
    w.beginObject();
    w.field("name", name);
    w.field("size", size);
    w.endObject();
  }
  w.endArray();
  w.field("step", m.step);
  w.field("producer", m.producer);
  w.field("executable_hash", m.executableHash);
  w.key("slots").beginArray();
  for (const CheckpointSlot &s : m.slots) {
    w.beginObject();
    w.field("path", s.path);
    w.field("dtype", dtypeName(s.dtype));
    w.key("global_shape");
    writeInts(w, s.globalShape);
    w.key("local_shape");
    writeInts(w, s.localShape);
    w.field("split_dim", int64_t(s.splitDim));
    w.key("split_axes");
    writeInts(w, s.splitAxes);
    w.field("padding_rows", s.paddingRows);
    w.endObject();
  }
  w.endArray();
  w.key("files").beginArray();
  for (const std::string &file : m.files)
    w.value(file);
  w.endArray();
  if (!m.fileChecksums.empty()) {
    w.key("file_bytes");
    writeInts(w, m.fileBytes);
    w.key("file_fnv1a64").beginArray();
    for (const std::string &sum : m.fileChecksums)
      w.value(sum);
    w.endArray();
  }
  w.endObject();
  return w.str() + "\n";
}

namespace {

/// Typed access to members, failing with the key's name.
struct Reader {
  const std::string &name;

  Status fail(const std::string &what) const {
    return dataLoss(name + ": " + what);
  }
  Expected<const JsonValue *> get(const JsonValue &object, const char *key,
                                  JsonValue::Kind kind,
                                  const char *kindName) const {
    const JsonValue *v = object.find(key);
    if (!v)
      return fail("missing key \"" + std::string(key) + "\"");
    if (v->kind != kind)
      return fail("\"" + std::string(key) + "\" is not " + kindName);
    return v;
  }
  Status integer(const JsonValue &o, const char *key, int64_t &out) const {
    auto v = get(o, key, JsonValue::Kind::Integer, "an integer");
    if (!v)
      return v.status();
    out = (*v)->integer;
    return Status::ok();
  }
  Status string(const JsonValue &o, const char *key, std::string &out) const {
    auto v = get(o, key, JsonValue::Kind::String, "a string");
    if (!v)
      return v.status();
    out = (*v)->string;
    return Status::ok();
  }
  Status ints(const JsonValue &o, const char *key,
              std::vector<int64_t> &out) const {
    auto v = get(o, key, JsonValue::Kind::Array, "an array");
    if (!v)
      return v.status();
    out.clear();
    for (const JsonValue &e : (*v)->elements) {
      if (e.kind != JsonValue::Kind::Integer)
        return fail("\"" + std::string(key) + "\" holds a non-integer");
      out.push_back(e.integer);
    }
    return Status::ok();
  }
};

/// The format, its version, the world and the producer.
Status readHeader(const Reader &r, const JsonValue &json,
                  CheckpointManifest &m) {
  std::string format;
  FSDPC_RETURN_IF_ERROR(r.string(json, "format", format));
  if (format != kCheckpointFormat)
    return r.fail("format \"" + format + "\", expected \"" + kCheckpointFormat +
                  "\"");
  FSDPC_RETURN_IF_ERROR(r.integer(json, "format_version", m.formatVersion));
  if (m.formatVersion != kCheckpointFormatVersion)
    return r.fail("format_version " + std::to_string(m.formatVersion) +
                  ", this runtime reads " +
                  std::to_string(kCheckpointFormatVersion));
  FSDPC_RETURN_IF_ERROR(r.integer(json, "world_size", m.worldSize));
  FSDPC_RETURN_IF_ERROR(r.integer(json, "step", m.step));
  if (m.step < 0)
    return r.fail("negative step");
  FSDPC_RETURN_IF_ERROR(r.string(json, "producer", m.producer));
  return r.string(json, "executable_hash", m.executableHash);
}

/// The mesh's axes, whose sizes multiply to the world size.
Status readMesh(const Reader &r, const JsonValue &json, CheckpointManifest &m) {
  auto mesh = r.get(json, "mesh", JsonValue::Kind::Array, "an array");
  if (!mesh)
    return mesh.status();
  int64_t product = 1;
  for (const JsonValue &axis : (*mesh)->elements) {
    if (axis.kind != JsonValue::Kind::Object)
      return r.fail("a mesh axis is not an object");
    std::string axisName;
    int64_t size = 0;
    FSDPC_RETURN_IF_ERROR(r.string(axis, "name", axisName));
    FSDPC_RETURN_IF_ERROR(r.integer(axis, "size", size));
    if (size < 1 || size > (int64_t(1) << 24) || product > (int64_t(1) << 24))
      return r.fail("mesh axis \"" + axisName + "\" of size " +
                    std::to_string(size));
    product *= size;
    m.mesh.emplace_back(axisName, size);
  }
  if (m.worldSize != product)
    return r.fail("world_size " + std::to_string(m.worldSize) +
                  " is not the mesh's " + std::to_string(product));
  return Status::ok();
}

/// One state slot: its path, dtype, shapes and split over the mesh.
Expected<CheckpointSlot> readSlot(const Reader &r, const JsonValue &slot,
                                  const CheckpointManifest &m) {
  if (slot.kind != JsonValue::Kind::Object)
    return r.fail("a slot is not an object");
  CheckpointSlot s;
  std::string dtype;
  int64_t splitDim = 0;
  FSDPC_RETURN_IF_ERROR(r.string(slot, "path", s.path));
  FSDPC_RETURN_IF_ERROR(r.string(slot, "dtype", dtype));
  std::optional<DType> parsed = parseDType(dtype);
  if (!parsed)
    return r.fail("slot \"" + s.path + "\" has unknown dtype \"" + dtype +
                  "\"");
  s.dtype = *parsed;
  FSDPC_RETURN_IF_ERROR(r.ints(slot, "global_shape", s.globalShape));
  FSDPC_RETURN_IF_ERROR(r.ints(slot, "local_shape", s.localShape));
  FSDPC_RETURN_IF_ERROR(r.integer(slot, "split_dim", splitDim));
  FSDPC_RETURN_IF_ERROR(r.ints(slot, "split_axes", s.splitAxes));
  FSDPC_RETURN_IF_ERROR(r.integer(slot, "padding_rows", s.paddingRows));
  if (s.globalShape.size() != s.localShape.size() || splitDim < -1 ||
      splitDim >= int64_t(s.globalShape.size()))
    return r.fail("slot \"" + s.path + "\" has inconsistent shapes");
  s.splitDim = int(splitDim);
  for (int64_t axis : s.splitAxes)
    if (axis < 0 || axis >= int64_t(m.mesh.size()))
      return r.fail("slot \"" + s.path + "\" splits over mesh axis " +
                    std::to_string(axis));
  return s;
}

/// A file per rank, by plain name, with their sizes and checksums when the
/// manifest has them (older ones lack them: both or neither).
Status readFiles(const Reader &r, const JsonValue &json,
                 CheckpointManifest &m) {
  auto files = r.get(json, "files", JsonValue::Kind::Array, "an array");
  if (!files)
    return files.status();
  for (const JsonValue &file : (*files)->elements) {
    if (file.kind != JsonValue::Kind::String)
      return r.fail("a file name is not a string");
    // Names only: a manifest must not send a reader out of its directory.
    if (file.string.empty() || file.string.find('/') != std::string::npos ||
        file.string == "." || file.string == "..")
      return r.fail("file name \"" + file.string + "\" is not a plain name");
    m.files.push_back(file.string);
  }
  if (int64_t(m.files.size()) != m.worldSize)
    return r.fail(std::to_string(m.files.size()) + " files for " +
                  std::to_string(m.worldSize) + " ranks");
  if (!json.find("file_bytes") && !json.find("file_fnv1a64"))
    return Status::ok();
  FSDPC_RETURN_IF_ERROR(r.ints(json, "file_bytes", m.fileBytes));
  auto sums = r.get(json, "file_fnv1a64", JsonValue::Kind::Array, "an array");
  if (!sums)
    return sums.status();
  for (const JsonValue &sum : (*sums)->elements) {
    if (sum.kind != JsonValue::Kind::String || sum.string.size() != 16)
      return r.fail("a file checksum is not 16 hex digits");
    m.fileChecksums.push_back(sum.string);
  }
  if (m.fileBytes.size() != m.files.size() ||
      m.fileChecksums.size() != m.files.size())
    return r.fail("file_bytes/file_fnv1a64 do not match the files");
  return Status::ok();
}

} // namespace

Expected<CheckpointManifest> parseManifest(std::string_view text,
                                           const std::string &name) {
  Expected<JsonValue> json = parseJson(text);
  if (!json)
    return json.status().withContext(name);
  Reader r{name};
  if (json->kind != JsonValue::Kind::Object)
    return r.fail("not a JSON object");
  CheckpointManifest m;
  FSDPC_RETURN_IF_ERROR(readHeader(r, *json, m));
  FSDPC_RETURN_IF_ERROR(readMesh(r, *json, m));
  auto slots = r.get(*json, "slots", JsonValue::Kind::Array, "an array");
  if (!slots)
    return slots.status();
  for (const JsonValue &slot : (*slots)->elements) {
    Expected<CheckpointSlot> s = readSlot(r, slot, m);
    if (!s)
      return s.status();
    m.slots.push_back(s.take());
  }
  FSDPC_RETURN_IF_ERROR(readFiles(r, *json, m));
  return m;
}

Status checksumFile(const std::string &path, int64_t &bytes,
                    std::string &checksum) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return notFound(path + ": missing");
  uint64_t hash = 0xcbf29ce484222325ull;
  std::vector<char> buffer(size_t(1) << 20);
  bytes = 0;
  while (in) {
    in.read(buffer.data(), std::streamsize(buffer.size()));
    std::streamsize n = in.gcount();
    for (std::streamsize i = 0; i < n; ++i) {
      hash ^= uint8_t(buffer[size_t(i)]);
      hash *= 0x100000001b3ull;
    }
    bytes += n;
  }
  char text[17];
  std::snprintf(text, sizeof(text), "%016llx",
                static_cast<unsigned long long>(hash));
  checksum = text;
  return Status::ok();
}

Status checkCheckpointSizes(const std::string &dir,
                            const CheckpointManifest &manifest) {
  for (size_t f = 0; f < manifest.files.size(); ++f) {
    std::string path = dir + "/" + manifest.files[f];
    std::error_code ec;
    uintmax_t bytes = std::filesystem::file_size(path, ec);
    if (ec)
      return notFound(path + ": missing");
    if (!manifest.fileBytes.empty() && int64_t(bytes) != manifest.fileBytes[f])
      return dataLoss(path + ": " + std::to_string(bytes) +
                      " bytes, the manifest records " +
                      std::to_string(manifest.fileBytes[f]));
  }
  return Status::ok();
}

Status checkCheckpointChecksums(const std::string &dir,
                                const CheckpointManifest &manifest,
                                size_t first, size_t stride) {
  if (manifest.fileChecksums.empty())
    return Status::ok();
  for (size_t f = first; f < manifest.files.size(); f += stride) {
    std::string path = dir + "/" + manifest.files[f];
    int64_t bytes = 0;
    std::string sum;
    FSDPC_RETURN_IF_ERROR(checksumFile(path, bytes, sum));
    // The size again: the file may have changed since the sizes were read.
    if (bytes != manifest.fileBytes[f])
      return dataLoss(path + ": " + std::to_string(bytes) +
                      " bytes, the manifest records " +
                      std::to_string(manifest.fileBytes[f]));
    if (sum != manifest.fileChecksums[f])
      return dataLoss(path + ": FNV-1a 64 " + sum + ", the manifest records " +
                      manifest.fileChecksums[f]);
  }
  return Status::ok();
}

Expected<CheckpointManifest> readManifest(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return notFound("cannot open " + path);
  std::ostringstream text;
  text << in.rdbuf();
  if (text.str().size() > (size_t(64) << 20))
    return dataLoss(path + ": larger than 64 MiB");
  return parseManifest(text.str(), path);
}

std::string shardMetadata(const ShardPlacement &p,
                          const std::vector<int64_t> &splitAxes,
                          int64_t paddingRows) {
  JsonWriter w;
  w.beginObject();
  w.key("global_shape");
  writeInts(w, p.globalShape);
  w.field("split_dim", int64_t(p.splitDim));
  w.key("split_axes");
  writeInts(w, splitAxes);
  w.key("offsets");
  writeInts(w, p.offsets);
  if (p.splitDim >= 0) // replicated: the whole tensor, no rows to count
    w.field("data_rows", p.dataRows);
  w.field("padding_rows", paddingRows);
  w.endObject();
  return w.str();
}

} // namespace fsdpc::runtime
