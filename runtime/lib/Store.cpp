//===- Store.cpp - the broadcast of key-value stores, the store from env --===//

#include "fsdpc/runtime/Store.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <vector>

namespace fsdpc::runtime {

namespace {

using Clock = std::chrono::steady_clock;

std::string seconds(double s) {
  char text[32];
  std::snprintf(text, sizeof(text), "%g s", s);
  return text;
}

Clock::time_point deadlineAfter(double s) {
  return Clock::now() + std::chrono::duration_cast<Clock::duration>(
                            std::chrono::duration<double>(s));
}

/// Polling backs off from 1 ms to 50 ms: a rendezvous is usually quick, but
/// a thousand ranks polling one file system must not flood it.
class Backoff {
public:
  void sleep() {
    std::this_thread::sleep_for(std::chrono::milliseconds(ms_));
    ms_ = std::min(ms_ * 2, 50);
  }

private:
  int ms_ = 1;
};

std::string joinKey(const std::string &key, int64_t rank) {
  return key + ".join." + std::to_string(rank);
}

class LocalStore final : public Store {
public:
  std::string describe() const override { return "local"; }
  int64_t rank() const override { return 0; }
  int64_t worldSize() const override { return 1; }
  Status broadcast(const std::string &, std::string &) override {
    return Status::ok();
  }
};

/// Parses a decimal integer environment variable; nullopt when unset.
Expected<std::optional<int64_t>> envInt(const char *name) {
  const char *text = std::getenv(name);
  if (!text || !*text)
    return std::optional<int64_t>();
  char *end = nullptr;
  long long value = std::strtoll(text, &end, 10);
  if (*end != '\0' || value < 0)
    return invalidArgument(std::string(name) + "=" + text +
                           " is not a non-negative integer");
  return std::optional<int64_t>(value);
}

} // namespace

Expected<std::string> KeyValueStore::get(const std::string &key,
                                         int64_t writer) {
  Clock::time_point deadline = deadlineAfter(timeoutSeconds());
  for (Backoff backoff;; backoff.sleep()) {
    Expected<std::optional<std::string>> value = tryGet(key);
    if (!value)
      return value.status();
    if (value->has_value())
      return std::move(**value);
    if (Clock::now() > deadline)
      return unavailable("rank " + std::to_string(rank_) + ": " + describe() +
                         ": rank " + std::to_string(writer) +
                         " did not write " + locate(key) + " within " +
                         seconds(timeoutSeconds()) +
                         " (is it running, with the same FSDPC_STORE?)");
  }
}

Status KeyValueStore::broadcast(const std::string &key, std::string &value) {
  if (rank_ != 0) {
    FSDPC_RETURN_IF_ERROR(set(joinKey(key, rank_), std::to_string(worldSize_)));
    Expected<std::string> published = get(key, 0);
    if (!published)
      return published.status();
    const std::string &text = *published;
    if (text.empty() || text[0] != 'V') {
      return failedPrecondition("rank " + std::to_string(rank_) +
                                ": rank 0 reports through " + describe() +
                                ": " + (text.empty() ? "" : text.substr(1)));
    }
    size_t colon = text.find(':');
    if (colon == std::string::npos)
      return dataLoss(describe() + ": " + locate(key) + " is malformed");
    int64_t rootWorld = std::atoll(text.substr(1, colon - 1).c_str());
    if (rootWorld != worldSize_)
      return failedPrecondition(
          "rank " + std::to_string(rank_) +
          ": rank 0 started with a world of " + std::to_string(rootWorld) +
          " ranks, this rank with " + std::to_string(worldSize_) +
          " (FSDPC_WORLD_SIZE differs)");
    value = text.substr(colon + 1);
    return Status::ok();
  }
  // Rank 0: wait for every rank to join, so that a missing rank is named
  // here rather than left to a communicator's opaque hang.
  std::vector<int64_t> missing;
  for (int64_t r = 1; r < worldSize_; ++r)
    missing.push_back(r);
  std::string failure;
  Clock::time_point deadline = deadlineAfter(timeoutSeconds());
  for (Backoff backoff; !missing.empty() && failure.empty(); backoff.sleep()) {
    for (size_t i = 0; i < missing.size();) {
      Expected<std::optional<std::string>> joined =
          tryGet(joinKey(key, missing[i]));
      if (!joined)
        return joined.status();
      if (!joined->has_value()) {
        ++i;
        continue;
      }
      if (std::atoll((*joined)->c_str()) != worldSize_) {
        failure = "rank " + std::to_string(missing[i]) +
                  " started with a world of " + **joined +
                  " ranks, rank 0 with " + std::to_string(worldSize_) +
                  " (FSDPC_WORLD_SIZE differs)";
        break;
      }
      missing.erase(missing.begin() + std::ptrdiff_t(i));
    }
    if (!missing.empty() && failure.empty() && Clock::now() > deadline) {
      std::string ranks;
      for (int64_t r : missing)
        ranks += (ranks.empty() ? "" : ", ") + std::to_string(r);
      failure = std::string(missing.size() > 1 ? "ranks " : "rank ") + ranks +
                " did not join within " + seconds(timeoutSeconds()) + " (no " +
                locate(joinKey(key, missing.front())) +
                "; are they running, with the same FSDPC_STORE?)";
    }
  }
  if (!failure.empty()) {
    // Tell the ranks that did join, so that they fail now, not at their
    // own timeout; the error that matters is this one.
    (void)set(key, "E" + failure);
    return failedPrecondition("rank 0: " + describe() + ": " + failure);
  }
  return set(key, "V" + std::to_string(worldSize_) + ":" + value);
}

std::unique_ptr<Store> createLocalStore() {
  return std::make_unique<LocalStore>();
}

Expected<std::unique_ptr<Store>> createStore(const std::string &url,
                                             int64_t rank, int64_t worldSize,
                                             const StoreOptions &options) {
  if (worldSize < 1 || rank < 0 || rank >= worldSize)
    return invalidArgument("store " + url + ": rank " + std::to_string(rank) +
                           " is not in a world of " +
                           std::to_string(worldSize) + " ranks");
  if (!(options.timeoutSeconds > 0))
    return invalidArgument("store " + url + ": the timeout must be positive");
  const std::string file = "file://", tcp = "tcp://";
  if (url.compare(0, file.size(), file) == 0) {
    std::string dir = url.substr(file.size());
    if (dir.empty() || dir[0] != '/')
      return invalidArgument("store " + url +
                             ": expected file:///absolute/directory");
    Expected<std::unique_ptr<KeyValueStore>> store =
        createFileStore(dir, rank, worldSize, options);
    if (!store)
      return store.status();
    return std::unique_ptr<Store>(store.take());
  }
  if (url.compare(0, tcp.size(), tcp) == 0) {
    std::string rest = url.substr(tcp.size());
    size_t colon = rest.rfind(':');
    char *end = nullptr;
    long port = colon == std::string::npos
                    ? -1
                    : std::strtol(rest.c_str() + colon + 1, &end, 10);
    if (colon == std::string::npos || colon == 0 || *end != '\0' || port <= 0 ||
        port > 65535)
      return invalidArgument("store " + url + ": expected tcp://host:port");
    Expected<std::unique_ptr<KeyValueStore>> store = createTcpStore(
        rest.substr(0, colon), int(port), rank, worldSize, options);
    if (!store)
      return store.status();
    return std::unique_ptr<Store>(store.take());
  }
  return invalidArgument("store " + url +
                         ": expected file:///dir or tcp://host:port");
}

Expected<std::unique_ptr<Store>>
createStoreFromEnvironment(const StoreOptions &defaults) {
  StoreOptions options = defaults;
  if (const char *timeout = std::getenv("FSDPC_STORE_TIMEOUT");
      timeout && *timeout) {
    char *end = nullptr;
    options.timeoutSeconds = std::strtod(timeout, &end);
    if (*end != '\0' || !(options.timeoutSeconds > 0))
      return invalidArgument(std::string("FSDPC_STORE_TIMEOUT=") + timeout +
                             " is not a positive number of seconds");
  }
  std::optional<int64_t> rank, world;
  for (auto [rankName, worldName] :
       {std::pair{"FSDPC_RANK", "FSDPC_WORLD_SIZE"},
        std::pair{"OMPI_COMM_WORLD_RANK", "OMPI_COMM_WORLD_SIZE"}}) {
    Expected<std::optional<int64_t>> r = envInt(rankName),
                                     w = envInt(worldName);
    if (!r)
      return r.status();
    if (!w)
      return w.status();
    if (*r || *w) {
      rank = *r;
      world = *w;
      break;
    }
  }
  const char *url = std::getenv("FSDPC_STORE");
  if (url && *url) {
    if (!rank || !world)
      return invalidArgument(
          std::string("FSDPC_STORE=") + url +
          " needs this rank's index and the world size: set FSDPC_RANK and "
          "FSDPC_WORLD_SIZE (or start the ranks with mpirun)");
    return createStore(url, *rank, *world, options);
  }
  // Under a launcher, MPI is the store: no extra configuration, and it is
  // what abortAllRanks needs to end every rank on a failure.
  int64_t launched = -1;
  for (const char *name :
       {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_SIZE", "SLURM_NTASKS"}) {
    const char *v = std::getenv(name);
    if (v && *v && launched < 0)
      launched = std::atoll(v);
  }
  if (launched > 1)
    return createMpiStore();
  if (launched == 1)
    world = 1;
  if (!world || *world == 1)
    return createLocalStore();
  return failedPrecondition(
      "a world of " + std::to_string(*world) +
      " ranks needs a store for its rendezvous: start it with mpirun (with "
      "MPI built in) or set FSDPC_STORE=file:///shared/dir or "
      "FSDPC_STORE=tcp://rank0-host:port");
}

} // namespace fsdpc::runtime
