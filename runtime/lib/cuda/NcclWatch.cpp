//===- NcclWatch.cpp - bounded waits, the monitor, abort ------------------===//
//
// NCCL reports a hung peer by never completing: a blocking call waits
// forever and a kernel spins forever. So the communicators are non-blocking
// (every host-side wait is a poll here, bounded by the timeout), and a
// monitor thread watches what the host cannot wait for: each collective's
// completion, through a CUDA event recorded after it, and each
// communicator's asynchronous error (a remote rank failed, a network
// error). Either way the cure is ncclCommAbort on every communicator, which
// ends the spinning kernels so that the streams drain and the device's
// endRun returns; the error is kept for asyncError() and passed to
// onFailure.
//
// Collectives enqueued while their stream is being captured (CUDA graphs)
// are not tracked: an event recorded during capture is a graph node, not
// something to query. Replays are still covered by the asynchronous errors
// and by the caller's step timeout (fsdp-run --timeout), whose watchdog
// calls abort().
//
//===----------------------------------------------------------------------===//

#include "NcclCommunicator.h"

#include "CudaCheck.h"
#include "NcclCheck.h"

#include <algorithm>
#include <cstdio>

namespace fsdpc::runtime::cuda {

namespace {

int64_t nowNs() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

std::string seconds(double s) {
  char text[32];
  std::snprintf(text, sizeof(text), "%g s", s);
  return text;
}

} // namespace

NcclCommunicator::Clock::time_point NcclCommunicator::deadline() const {
  if (options_.timeoutSeconds <= 0)
    return Clock::time_point::max();
  return Clock::now() +
         std::chrono::duration_cast<Clock::duration>(
             std::chrono::duration<double>(options_.timeoutSeconds));
}

std::string NcclCommunicator::timeoutText() const {
  return seconds(options_.timeoutSeconds);
}

Status NcclCommunicator::withComms(const std::function<Status()> &use) {
  std::shared_lock<std::shared_mutex> lock(commsMutex_);
  if (aborted_.load())
    return failure();
  return use();
}

Status NcclCommunicator::settle(ncclComm_t comm, const std::string &what,
                                Clock::time_point until) {
  for (int spins = 0;; ++spins) {
    ncclResult_t state = ncclSuccess;
    FSDPC_RETURN_IF_ERROR(withComms([&] {
      return FSDPC_NCCL_CHECK(ncclCommGetAsyncError(comm, &state), comm);
    }));
    if (state == ncclSuccess)
      return Status::ok();
    if (state != ncclInProgress) {
      Status failed =
          Status(state == ncclRemoteError || state == ncclSystemError
                     ? Code::Unavailable
                     : Code::Internal,
                 "rank " + std::to_string(rank_) + ": " + what + ": " +
                     ncclErrorText(state, comm));
      abortAll(failed);
      return failed;
    }
    if (Clock::now() > until) {
      Status late = unavailable(
          "rank " + std::to_string(rank_) + ": " + what +
          " did not finish within " + seconds(options_.timeoutSeconds) +
          "; a peer rank may not have started, or be stopped, dead or "
          "diverged");
      abortAll(late);
      return late;
    }
    // Enqueues settle in microseconds; initialization and splits take
    // milliseconds to seconds and need not be polled hot.
    if (spins > 1000)
      std::this_thread::sleep_for(std::chrono::microseconds(200));
  }
}

Status NcclCommunicator::track(NcclGroup &group, cudaStream_t stream,
                               std::string what) {
  std::lock_guard<std::mutex> lock(group.mutex);
  int64_t sequence = ++group.issued;
  if (options_.timeoutSeconds <= 0)
    return Status::ok();
  cudaStreamCaptureStatus capture = cudaStreamCaptureStatusNone;
  FSDPC_CUDA_RETURN_IF_ERROR(cudaStreamIsCapturing(stream, &capture));
  if (capture != cudaStreamCaptureStatusNone)
    return Status::ok();
  InFlight f;
  f.sequence = sequence;
  f.what = std::move(what);
  f.enqueuedNs = nowNs();
  if (!group.spareEvents.empty()) {
    f.done = group.spareEvents.back();
    group.spareEvents.pop_back();
  } else {
    // No timing: the cheapest event, and all the monitor asks is "done?".
    FSDPC_CUDA_RETURN_IF_ERROR(
        cudaEventCreateWithFlags(&f.done, cudaEventDisableTiming));
  }
  Status recorded = FSDPC_CUDA_CHECK(cudaEventRecord(f.done, stream));
  if (!recorded.isOk()) {
    group.spareEvents.push_back(f.done);
    return recorded.withContext(group.label);
  }
  group.inFlight.push_back(std::move(f));
  return Status::ok();
}

std::vector<NcclGroup *> NcclCommunicator::allGroups() {
  std::lock_guard<std::mutex> lock(groupsMutex_);
  std::vector<NcclGroup *> all;
  if (world_)
    all.push_back(world_.get());
  for (auto &g : groups_)
    all.push_back(g.get());
  return all;
}

void NcclCommunicator::startMonitor() {
  monitor_ = std::thread([this] { monitor(); });
}

void NcclCommunicator::stopMonitor() {
  {
    std::lock_guard<std::mutex> lock(monitorMutex_);
    monitorStopping_ = true;
  }
  monitorWake_.notify_all();
  if (monitor_.joinable())
    monitor_.join();
}

Status NcclCommunicator::scan(NcclGroup &group, int64_t t) {
  if (group.comm) {
    ncclResult_t state = ncclSuccess;
    FSDPC_RETURN_IF_ERROR(withComms([&] {
      return FSDPC_NCCL_CHECK(ncclCommGetAsyncError(group.comm, &state),
                              group.comm);
    }));
    if (state != ncclSuccess && state != ncclInProgress)
      return unavailable(
          "rank " + std::to_string(rank_) + ": " + group.label +
          ": a collective failed: " + ncclErrorText(state, group.comm) +
          " (a peer rank or the network failed)");
  }
  std::lock_guard<std::mutex> lock(group.mutex);
  while (!group.inFlight.empty()) {
    InFlight &front = group.inFlight.front();
    cudaError_t state = cudaEventQuery(front.done);
    if (state == cudaErrorNotReady) {
      // Counted from when it could start: its predecessor on the group
      // completed (as seen here) or it was enqueued, whichever is later.
      int64_t since = std::max(front.enqueuedNs, group.lastCompletedNs);
      if (t - since > int64_t(options_.timeoutSeconds * 1e9))
        return unavailable("rank " + std::to_string(rank_) + ": " +
                           group.label + ": " + front.what + " (collective #" +
                           std::to_string(front.sequence) +
                           " of the group) did not complete within " +
                           seconds(options_.timeoutSeconds) +
                           "; a peer rank may be stopped, dead or diverged");
      return Status::ok();
    }
    if (state != cudaSuccess)
      return checkCall(state, "cudaEventQuery")
          .withContext(group.label + ": " + front.what);
    group.lastCompletedNs = t;
    group.spareEvents.push_back(front.done);
    group.inFlight.pop_front();
  }
  return Status::ok();
}

void NcclCommunicator::monitor() {
  // Events and communicators belong to this device's context.
  Status ready = FSDPC_CUDA_CHECK(cudaSetDevice(device_));
  if (!ready.isOk()) {
    abortAll(ready.withContext("the nccl monitor thread"));
  }
  // Every 10-100 ms: a tenth of the timeout, so that a timeout is noticed
  // within 10 % of itself.
  auto interval = std::chrono::milliseconds(
      std::clamp<int64_t>(int64_t(options_.timeoutSeconds * 100), 10, 100));
  std::unique_lock<std::mutex> lock(monitorMutex_);
  while (!aborted_.load() && !monitorWake_.wait_for(lock, interval, [this] {
    return monitorStopping_;
  })) {
    int64_t t = nowNs();
    for (NcclGroup *group : allGroups()) {
      Status found = scan(*group, t);
      if (!found.isOk()) {
        abortAll(found);
        break;
      }
    }
  }
  if (aborted_.load() && !callerAborted_.load() && options_.onFailure &&
      !monitorStopping_) {
    lock.unlock();
    options_.onFailure(failure());
  }
}

void NcclCommunicator::abortAll(const Status &why) {
  {
    std::lock_guard<std::mutex> lock(failureMutex_);
    if (aborted_.load())
      return;
    failure_ = why;
    aborted_.store(true);
  }
  // Every communicator, so that kernels of other groups waiting on this
  // rank's peers end too; the handles are gone afterwards.
  std::string problems;
  std::unique_lock<std::shared_mutex> exclusive(commsMutex_);
  for (NcclGroup *group : allGroups()) {
    if (!group->comm)
      continue;
    Status aborted = FSDPC_NCCL_CHECK(ncclCommAbort(group->comm), nullptr);
    if (!aborted.isOk())
      problems += "; " + group->label + ": " + aborted.message();
  }
  exclusive.unlock();
  if (!problems.empty()) {
    std::lock_guard<std::mutex> lock(failureMutex_);
    failure_ =
        Status(failure_.code(),
               failure_.message() + " (aborting: " + problems.substr(2) + ")");
  }
  monitorWake_.notify_all();
}

Status NcclCommunicator::failure() {
  if (!aborted_.load())
    return Status::ok();
  std::lock_guard<std::mutex> lock(failureMutex_);
  return failure_;
}

Status NcclCommunicator::asyncError() {
  FSDPC_RETURN_IF_ERROR(failure());
  // Between the monitor's scans, or without a monitor: ask now.
  for (NcclGroup *group : allGroups()) {
    if (!group->comm)
      continue;
    ncclResult_t state = ncclSuccess;
    FSDPC_RETURN_IF_ERROR(withComms([&] {
      return FSDPC_NCCL_CHECK(ncclCommGetAsyncError(group->comm, &state),
                              group->comm);
    }));
    if (state != ncclSuccess && state != ncclInProgress) {
      Status failed = unavailable(
          "rank " + std::to_string(rank_) + ": " + group->label +
          ": a collective failed: " + ncclErrorText(state, group->comm) +
          " (a peer rank or the network failed)");
      abortAll(failed);
      return failed;
    }
  }
  return Status::ok();
}

std::string NcclCommunicator::describePending() {
  std::string text;
  int64_t t = nowNs();
  for (NcclGroup *group : allGroups()) {
    std::lock_guard<std::mutex> lock(group->mutex);
    if (group->inFlight.empty())
      continue;
    const InFlight &front = group->inFlight.front();
    int64_t since = std::max(front.enqueuedNs, group->lastCompletedNs);
    char age[32];
    std::snprintf(age, sizeof(age), "%.1f s", double(t - since) * 1e-9);
    text += (text.empty() ? "" : "; ") + group->label + ": " + front.what +
            " (collective #" + std::to_string(front.sequence) +
            ") pending on the GPU for " + age;
    if (group->inFlight.size() > 1)
      text +=
          ", " + std::to_string(group->inFlight.size() - 1) + " more behind it";
  }
  return text;
}

void NcclCommunicator::abort() {
  callerAborted_.store(true);
  abortAll(unavailable("rank " + std::to_string(rank_) +
                       ": the nccl communicators were aborted (a step "
                       "timed out or a rank failed)"));
}

} // namespace fsdpc::runtime::cuda
