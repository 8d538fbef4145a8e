//===- InitialState.cpp - the state before the first step -----------------===//

#include "InitialState.h"

#include "Describe.h"
#include "SaveCheckpoint.h"

#include "fsdpc/runtime/Checkpoint.h"
#include "fsdpc/runtime/JsonReader.h"
#include "fsdpc/runtime/Safetensors.h"
#include "fsdpc/runtime/ShardSlice.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <limits>
#include <map>
#include <set>

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

/// A file may hold more than the executable's state (an export with the
/// optimizer's state, read by an evaluation step), but a tensor no slot
/// takes may also be a misspelt path the user meant to set: named, once.
static void warnAboutUnusedTensors(const SafetensorsFile &file,
                                   const Executable &exe,
                                   const std::string &path) {
  std::set<std::string> slots;
  if (exe.root().state())
    for (const fsdpx::StateSlot *slot : *exe.root().state())
      slots.insert(slot->spec()->path()->str());
  std::vector<std::string> unused;
  for (const SafetensorsTensor &tensor : file.tensors())
    if (!slots.count(tensor.name))
      unused.push_back(tensor.name);
  if (unused.empty())
    return;
  std::sort(unused.begin(), unused.end());
  constexpr size_t kNamed = 5;
  std::string names;
  for (size_t i = 0; i < std::min(unused.size(), kNamed); ++i)
    names += (i ? ", " : "") + unused[i];
  if (unused.size() > kNamed)
    names += " and " + std::to_string(unused.size() - kNamed) + " more";
  std::fprintf(stderr,
               "fsdp-run: warning: %s: %zu tensor(s) no state slot takes, "
               "ignored: %s\n",
               path.c_str(), unused.size(), names.c_str());
  std::fflush(stderr);
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
    if (!holdsSameBits(tensor->dtype, spec.dtype()) || tensor->shape != global)
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
  if (session.rank() == 0)
    warnAboutUnusedTensors(*file, exe, path);
  return Status::ok();
}

namespace {

namespace fs = std::filesystem;

/// Where rank `rank` of the saved mesh held `slot` (ShardLayout's rows).
ShardPlacement savedPlacement(const CheckpointSlot &slot,
                              const CheckpointManifest &manifest,
                              int64_t rank) {
  ShardPlacement p;
  p.globalShape = slot.globalShape;
  p.localShape = slot.localShape;
  p.splitDim = slot.splitDim;
  p.offsets.assign(p.globalShape.size(), 0);
  if (p.splitDim < 0)
    return p;
  std::vector<int64_t> sizes;
  for (const auto &axis : manifest.mesh)
    sizes.push_back(axis.second);
  MeshShape mesh(sizes);
  std::vector<uint32_t> axes(slot.splitAxes.begin(), slot.splitAxes.end());
  p.groupSize = mesh.groupSize(axes);
  p.shardIndex = mesh.groupRank(rank, axes);
  int64_t rows = p.localShape[size_t(p.splitDim)];
  int64_t global = p.globalShape[size_t(p.splitDim)];
  p.firstRow = p.shardIndex * rows;
  p.dataRows = std::clamp<int64_t>(global - p.firstRow, 0, rows);
  p.offsets[size_t(p.splitDim)] = p.firstRow;
  return p;
}

/// The global box of real data a placement holds: [lo, hi) per dimension.
void dataBox(const ShardPlacement &p, std::vector<int64_t> &lo,
             std::vector<int64_t> &hi) {
  lo = p.offsets;
  hi = p.globalShape;
  if (p.splitDim >= 0)
    hi[size_t(p.splitDim)] = p.firstRow + p.dataRows;
}

/// Copies the intersection of the two placements' data boxes from `src`
/// (laid out as src.localShape) into `dst` (dst.localShape); returns the
/// elements copied.
int64_t copyOverlap(const uint8_t *src, const ShardPlacement &from,
                    uint8_t *dst, const ShardPlacement &to, size_t size) {
  std::vector<int64_t> slo, shi, dlo, dhi;
  dataBox(from, slo, shi);
  dataBox(to, dlo, dhi);
  size_t rank = to.globalShape.size();
  std::vector<int64_t> lo(rank), hi(rank);
  int64_t count = 1;
  for (size_t d = 0; d < rank; ++d) {
    lo[d] = std::max(slo[d], dlo[d]);
    hi[d] = std::min(shi[d], dhi[d]);
    if (hi[d] <= lo[d])
      return 0;
    count *= hi[d] - lo[d];
  }
  if (rank == 0) {
    std::memcpy(dst, src, size);
    return 1;
  }
  // Row-major strides of both local layouts.
  std::vector<int64_t> sstride(rank, 1), dstride(rank, 1);
  for (size_t d = rank - 1; d > 0; --d) {
    sstride[d - 1] = sstride[d] * from.localShape[d];
    dstride[d - 1] = dstride[d] * to.localShape[d];
  }
  size_t run = size_t(hi[rank - 1] - lo[rank - 1]) * size;
  std::vector<int64_t> index(lo);
  while (true) {
    int64_t s = 0, t = 0;
    for (size_t d = 0; d < rank; ++d) {
      s += (index[d] - from.offsets[d]) * sstride[d];
      t += (index[d] - to.offsets[d]) * dstride[d];
    }
    std::memcpy(dst + size_t(t) * size, src + size_t(s) * size, run);
    // Next index over all but the last dimension.
    size_t d = rank - 1;
    while (d > 0) {
      --d;
      if (++index[d] < hi[d])
        break;
      index[d] = lo[d];
      if (d == 0)
        return count;
    }
    if (rank == 1)
      return count;
  }
}

std::vector<int64_t> metadataInts(const JsonValue &json, const char *key) {
  std::vector<int64_t> out;
  if (const JsonValue *v = json.find(key))
    for (const JsonValue &e : v->elements)
      out.push_back(e.integer);
  return out;
}

} // namespace

Status loadCheckpoint(Session &session, const std::string &dir,
                      const CheckpointManifest &manifest) {
  std::string manifestPath = dir + "/manifest.json";
  const Executable &exe = session.executable();
  std::map<size_t, SafetensorsFile> open; // saved rank -> its file
  auto fileOf = [&](size_t r) -> Expected<const SafetensorsFile *> {
    auto it = open.find(r);
    if (it == open.end()) {
      Expected<SafetensorsFile> f =
          SafetensorsFile::read(dir + "/" + manifest.files[r]);
      if (!f)
        return f.status();
      it = open.emplace(r, f.take()).first;
    }
    return &it->second;
  };
  const auto *slots = exe.root().state();
  for (uint32_t i = 0; slots && i < slots->size(); ++i) {
    const fsdpx::StateSlot *slot = slots->Get(i);
    const fsdpx::TensorSpec &spec = *slot->spec();
    std::string name = spec.path()->str();
    std::vector<int64_t> global = toShape(spec.global_shape());
    const CheckpointSlot *saved = nullptr;
    for (const CheckpointSlot &s : manifest.slots)
      if (s.path == name)
        saved = &s;
    if (!saved)
      return notFound(manifestPath + ": no state slot \"" + name + "\"");
    if (saved->dtype != spec.dtype() || saved->globalShape != global)
      return invalidArgument(
          manifestPath + ": slot \"" + name + "\" was saved as " +
          typeString(saved->dtype, saved->globalShape) +
          ", the executable has " + typeString(spec.dtype(), global));
    ShardPlacement to = placeShard(spec, exe.mesh(), session.rank());
    std::vector<int64_t> lo, hi;
    dataBox(to, lo, hi);
    int64_t needed = 1;
    for (size_t d = 0; d < lo.size(); ++d)
      needed *= hi[d] - lo[d];
    size_t size = dtypeSize(spec.dtype());
    std::vector<uint8_t> local(slot->bytes(), 0); // padding rows stay zero
    int64_t copied = 0;
    for (size_t r = 0; r < manifest.files.size() && copied < needed; ++r) {
      ShardPlacement from = savedPlacement(*saved, manifest, int64_t(r));
      // Only files whose rows overlap are read (a replicated slot: the
      // first file holds it all).
      std::vector<int64_t> flo, fhi;
      dataBox(from, flo, fhi);
      bool overlaps = true;
      for (size_t d = 0; d < lo.size(); ++d)
        overlaps &= std::max(flo[d], lo[d]) < std::min(fhi[d], hi[d]);
      if (!overlaps)
        continue;
      Expected<const SafetensorsFile *> file = fileOf(r);
      if (!file)
        return file.status();
      std::string path = dir + "/" + manifest.files[r];
      const SafetensorsTensor *tensor = (*file)->find(name);
      if (!tensor)
        return notFound(path + ": no tensor \"" + name + "\"");
      if (tensor->dtype != spec.dtype() || tensor->shape != saved->localShape)
        return invalidArgument(path + ": tensor \"" + name + "\" is " +
                               typeString(tensor->dtype, tensor->shape) +
                               ", the manifest says " +
                               typeString(saved->dtype, saved->localShape));
      // The shard must be the one the manifest places there.
      auto meta = (*file)->metadata().find(name);
      if (meta != (*file)->metadata().end()) {
        Expected<JsonValue> json = parseJson(meta->second);
        if (!json)
          return json.status().withContext(path + ": metadata of " + name);
        std::vector<int64_t> offsets = metadataInts(*json, "offsets");
        const JsonValue *rows = json->find("data_rows");
        if (offsets != from.offsets ||
            (from.splitDim >= 0 && (!rows || rows->integer != from.dataRows)))
          return invalidArgument(
              path + ": tensor \"" + name + "\" holds the shard at offsets " +
              shapeString(offsets) + ", the manifest places rank " +
              std::to_string(r) + "'s at " + shapeString(from.offsets));
      }
      copied +=
          copyOverlap((*file)->data(*tensor), from, local.data(), to, size);
    }
    if (copied != needed)
      return dataLoss(manifestPath + ": the files hold " +
                      std::to_string(copied) + " of the " +
                      std::to_string(needed) + " elements of \"" + name +
                      "\" rank " + std::to_string(session.rank()) + " needs");
    FSDPC_RETURN_IF_ERROR(session.setState(i, local.data(), local.size()));
  }
  return Status::ok();
}

namespace {

/// A candidate checkpoint: -2 ROOT itself, K >= 0 ROOT/step-K.
std::string candidateDir(const std::string &root, int64_t code) {
  return code == -2 ? root : root + "/step-" + std::to_string(code);
}

void warnSkipping(const std::string &dir, const std::string &why) {
  std::fprintf(stderr, "fsdp-run: warning: skipping %s: %s\n", dir.c_str(),
               why.c_str());
  std::fflush(stderr);
}

/// Rank 0's list of what ROOT may hold, newest first: ROOT itself where it
/// holds a manifest, else its step-K and step-K.tmp folders (key 2K + 1 for
/// an interrupted save).
std::vector<std::pair<int64_t, std::string>>
listCandidates(const std::string &root) {
  std::vector<std::pair<int64_t, std::string>> found;
  std::error_code ec;
  if (fs::exists(root + "/manifest.json", ec))
    return {{-2, root}};
  if (!fs::is_directory(root, ec))
    return found;
  // The error_code forms throughout: an exception on rank 0 would leave the
  // others in the allreduce.
  for (fs::directory_iterator it(root, ec), end; !ec && it != end;
       it.increment(ec)) {
    std::error_code isDir;
    if (!it->is_directory(isDir))
      continue;
    std::string name = it->path().filename().string();
    std::string_view base = name;
    bool partial = base.size() > 4 && base.substr(base.size() - 4) == ".tmp";
    if (partial)
      base.remove_suffix(4);
    int64_t step = checkpointStepOf(base);
    if (step >= 0)
      found.emplace_back(step * 2 + (partial ? 1 : 0), root + "/" + name);
  }
  std::sort(found.rbegin(), found.rend());
  return found;
}

/// Rank 0: the next of `candidates` from `next` on whose manifest parses
/// and whose files have the recorded sizes (-1 when none is left), warning
/// about each one skipped.
int64_t nextCandidate(const std::vector<std::pair<int64_t, std::string>> &all,
                      size_t &next, std::string &because) {
  for (; next < all.size(); ++next) {
    const auto &[key, dir] = all[next];
    if (key != -2 && key % 2) {
      warnSkipping(dir, "an interrupted save (never renamed to step-" +
                            std::to_string(key / 2) + ")");
      continue;
    }
    Expected<CheckpointManifest> m = readManifest(dir + "/manifest.json");
    Status sizes = m ? checkCheckpointSizes(dir, *m) : m.status();
    if (sizes.isOk())
      return key == -2 ? -2 : key / 2;
    because = "; " + sizes.message();
    warnSkipping(dir, sizes.message());
  }
  return -1;
}

} // namespace

Expected<std::string> findCheckpoint(Session &session, const std::string &root,
                                     bool required,
                                     CheckpointManifest &chosen) {
  // Rank 0 proposes candidates, newest first, whose manifest and file sizes
  // check out; every rank then checksums its share of the candidate's files
  // (file f on rank f mod world size), and the first that all ranks pass is
  // taken. No rank reads more than its share of a checkpoint to verify it.
  std::vector<std::pair<int64_t, std::string>> candidates;
  if (session.rank() == 0)
    candidates = listCandidates(root);
  size_t next = 0;
  std::string because;
  for (;;) {
    int64_t proposed[1] = {std::numeric_limits<int64_t>::min()};
    if (session.rank() == 0)
      proposed[0] = nextCandidate(candidates, next, because);
    FSDPC_RETURN_IF_ERROR(session.communicator().allReduceWorld(
        proposed, 1, fsdpx::Reduction::max));
    if (proposed[0] == -1)
      break;
    std::string dir = candidateDir(root, proposed[0]);
    Expected<CheckpointManifest> manifest =
        readManifest(dir + "/manifest.json");
    Status share =
        manifest
            ? checkCheckpointChecksums(dir, *manifest, size_t(session.rank()),
                                       size_t(session.worldSize()))
            : manifest.status();
    if (!share.isOk()) {
      because = "; " + share.message();
      warnSkipping(dir, share.message());
    }
    // The highest rank that refused it (-1: none), so that the others can
    // say where the reason was printed.
    int64_t refusedBy[1] = {share.isOk() ? -1 : session.rank()};
    FSDPC_RETURN_IF_ERROR(session.communicator().allReduceWorld(
        refusedBy, 1, fsdpx::Reduction::max));
    if (refusedBy[0] < 0) {
      chosen = manifest.take();
      return dir;
    }
    if (share.isOk())
      because = "; rank " + std::to_string(refusedBy[0]) +
                " found a damaged file in " + dir + ": its warning names it";
    ++next; // rank 0: the one after the candidate a rank refused
  }
  if (required)
    return notFound(root + " holds no checkpoint that verifies (neither " +
                    root + "/manifest.json nor " + root + "/step-K/" + because +
                    ")");
  return std::string();
}

} // namespace fsdpc::run
