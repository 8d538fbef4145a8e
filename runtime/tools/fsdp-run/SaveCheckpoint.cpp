//===- SaveCheckpoint.cpp - --save/--save-every: atomic checkpoints -------===//

#include "SaveCheckpoint.h"

#include "Describe.h"

#include "fsdpc/runtime/Checkpoint.h"
#include "fsdpc/runtime/Safetensors.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <sys/stat.h>
#include <unistd.h>

namespace fsdpc::run {

using namespace runtime;

namespace fs = std::filesystem;

std::string checkpointStepDir(const std::string &root, int64_t step) {
  return root + "/step-" + std::to_string(step);
}

int64_t checkpointStepOf(std::string_view name) {
  if (name.size() <= 5 || name.size() > 5 + 17 ||
      name.substr(0, 5) != "step-" ||
      name.find_first_not_of("0123456789", 5) != std::string_view::npos)
    return -1;
  return std::strtoll(std::string(name.substr(5)).c_str(), nullptr, 10);
}

Status makeDirectory(const std::string &dir) {
  if (::mkdir(dir.c_str(), 0777) == 0 || errno == EEXIST) {
    struct stat st;
    if (::stat(dir.c_str(), &st) == 0 && S_ISDIR(st.st_mode))
      return Status::ok();
    return failedPrecondition(dir + " exists and is not a directory");
  }
  return notFound("cannot create " + dir + ": " + std::strerror(errno));
}

static Status syncDirectory(const std::string &dir) {
  int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY);
  if (fd < 0)
    return notFound("cannot open " + dir + ": " + std::strerror(errno));
  int rc = ::fsync(fd);
  ::close(fd);
  if (rc != 0)
    return dataLoss("fsync of " + dir + ": " + std::strerror(errno));
  return Status::ok();
}

/// Test-only: FSDP_RUN_TEST_KILL_IN_SAVE=K makes rank 1 SIGKILL itself in
/// the save of step K, after writing its file and before the manifest.
static void maybeDieInSave(int64_t rank, int64_t step) {
  const char *value = std::getenv("FSDP_RUN_TEST_KILL_IN_SAVE");
  if (value && *value && rank == 1 && std::atoll(value) == step)
    ::raise(SIGKILL);
}

Status saveCheckpoint(Session &session, const std::string &root, int64_t step) {
  const Executable &exe = session.executable();
  int64_t rank = session.rank();
  std::string final = checkpointStepDir(root, step);
  std::string tmp = final + ".tmp";
  if (rank == 0) {
    FSDPC_RETURN_IF_ERROR(makeDirectory(root));
    std::error_code ec;
    fs::remove_all(tmp, ec); // a stale, interrupted save of the same step
    if (ec)
      return failedPrecondition("cannot remove " + tmp + ": " + ec.message());
    FSDPC_RETURN_IF_ERROR(makeDirectory(tmp));
  }
  FSDPC_RETURN_IF_ERROR(session.communicator().barrier());

  CheckpointManifest manifest = makeManifest(exe, step);
  std::vector<std::vector<uint8_t>> data;
  std::vector<SafetensorsInput> tensors;
  std::map<std::string, std::string> metadata;
  const auto *slots = exe.root().state();
  data.reserve(slots ? slots->size() : 0);
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
  std::string file = tmp + "/" + manifest.files[size_t(rank)];
  // Written to a temporary name, fsynced and renamed.
  FSDPC_RETURN_IF_ERROR(
      writeSafetensors(file, tensors, metadata).withContext("saving " + file));
  data.clear();
  maybeDieInSave(rank, step);
  // The manifest names every rank's file: only once they all exist.
  FSDPC_RETURN_IF_ERROR(session.communicator().barrier());
  if (rank == 0) {
    for (const std::string &name : manifest.files) {
      int64_t bytes = 0;
      std::string sum;
      FSDPC_RETURN_IF_ERROR(checksumFile(tmp + "/" + name, bytes, sum));
      manifest.fileBytes.push_back(bytes);
      manifest.fileChecksums.push_back(sum);
    }
    std::string json = manifestToJson(manifest);
    std::string path = tmp + "/manifest.json";
    FSDPC_RETURN_IF_ERROR(
        writeFileAtomically(path, {{json.data(), json.size()}})
            .withContext("saving " + path));
    FSDPC_RETURN_IF_ERROR(syncDirectory(tmp));
    std::error_code ec;
    std::string old = final + ".old";
    bool replacing = fs::exists(final, ec);
    if (replacing) {
      fs::remove_all(old, ec);
      fs::rename(final, old, ec);
      if (ec)
        return failedPrecondition("cannot move " + final +
                                  " aside: " + ec.message());
    }
    fs::rename(tmp, final, ec);
    if (ec)
      return failedPrecondition("cannot rename " + tmp + " to " + final + ": " +
                                ec.message());
    FSDPC_RETURN_IF_ERROR(syncDirectory(root));
    if (replacing)
      fs::remove_all(old, ec);
  }
  return session.communicator().barrier();
}

Status pruneCheckpoints(const std::string &root, int64_t saved, int64_t keep) {
  std::vector<std::pair<int64_t, std::string>> steps;
  std::vector<std::string> leftovers;
  std::error_code ec;
  fs::directory_iterator it(root, ec), end;
  for (; !ec && it != end; it.increment(ec)) {
    std::string name = it->path().filename().string();
    if (name.size() > 10 && name[0] == '.' &&
        name.compare(name.size() - 9, 9, ".removing") == 0 &&
        checkpointStepOf(name.substr(1, name.size() - 10)) >= 0) {
      leftovers.push_back(name);
      continue;
    }
    int64_t step = checkpointStepOf(name);
    std::error_code statError;
    if (step >= 0 && step <= saved &&
        fs::is_regular_file(it->path() / "manifest.json", statError))
      steps.emplace_back(step, name);
  }
  if (ec)
    return failedPrecondition("--keep-last: cannot list " + root + ": " +
                              ec.message());
  std::sort(steps.begin(), steps.end());
  if (int64_t(steps.size()) > keep)
    steps.resize(steps.size() - size_t(keep)); // the oldest
  else
    steps.clear();
  for (const auto &[step, name] : steps) {
    std::string doomed = root + "/." + name + ".removing";
    fs::remove_all(doomed, ec);
    if (!ec)
      fs::rename(root + "/" + name, doomed, ec);
    if (ec)
      return failedPrecondition("--keep-last: cannot remove " + root + "/" +
                                name + ": " + ec.message());
    leftovers.push_back("." + name + ".removing");
  }
  for (const std::string &name : leftovers) {
    fs::remove_all(root + "/" + name, ec);
    if (ec)
      return failedPrecondition("--keep-last: cannot remove " + root + "/" +
                                name + ": " + ec.message());
  }
  return syncDirectory(root);
}

} // namespace fsdpc::run
