//===- NcclCommunicator.h - the NCCL communicator's parts ---------*- C++
//-*-===//
//
// The class behind createNcclCommunicator (Nccl.h), split by concern:
// NcclCommunicator.cpp bootstraps, connects and enqueues collectives;
// NcclWatch.cpp tracks what is in flight, polls asynchronous errors, times
// out and aborts; NcclMemory.cpp allocates and registers the arena.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_CUDA_NCCLCOMMUNICATOR_H
#define FSDPC_RUNTIME_CUDA_NCCLCOMMUNICATOR_H

#include "fsdpc/runtime/Nccl.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cuda_runtime_api.h>
#include <deque>
#include <functional>
#include <mutex>
#include <nccl.h>
#include <shared_mutex>
#include <string>
#include <thread>
#include <vector>

namespace fsdpc::runtime::cuda {

class NcclAllocation;

/// A collective enqueued and, as far as the monitor saw, not complete.
struct InFlight {
  int64_t sequence = 0; ///< 1-based per group
  std::string what;     ///< "all-gather of 4096 bytes"
  cudaEvent_t done = nullptr;
  int64_t enqueuedNs = 0; ///< steady clock
};

/// One NCCL communicator: the world's, or one per group of mesh axes.
struct NcclGroup {
  std::string label; ///< "world", "group 1 (mesh axes 0,2)"
  ncclComm_t comm = nullptr;
  int64_t rank = 0, size = 1;
  std::mutex mutex; ///< guards the fields below
  std::deque<InFlight> inFlight;
  std::vector<cudaEvent_t> spareEvents;
  int64_t issued = 0;
  int64_t lastCompletedNs = 0;
};

class NcclCommunicator final : public Communicator {
public:
  explicit NcclCommunicator(NcclOptions options);
  ~NcclCommunicator() override;

  /// Joins the world communicator (collective over the store's ranks).
  Status init();

  const char *name() const override { return "nccl"; }
  int64_t rank() const override { return rank_; }
  int64_t worldSize() const override { return size_; }

  Status connect(const MeshShape &mesh,
                 const std::vector<std::vector<uint32_t>> &groups,
                 uint64_t executableHash) override;
  Status allGather(unsigned group, const void *send, void *recv,
                   uint64_t chunkBytes, void *nativeQueue) override;
  Status reduceScatter(unsigned group, const void *send, void *recv,
                       uint64_t chunkCount, DType dtype, Reduction op,
                       void *nativeQueue) override;
  Status allReduce(unsigned group, const void *send, void *recv, uint64_t count,
                   DType dtype, Reduction op, void *nativeQueue) override;
  /// One ncclAllGather / ncclReduceScatter per part, all in one
  /// ncclGroupStart/End (one launch), tracked as one collective.
  Status allGatherParts(unsigned group,
                        const std::vector<CollectivePart> &parts,
                        void *nativeQueue) override;
  Status reduceScatterParts(unsigned group,
                            const std::vector<CollectivePart> &parts,
                            DType dtype, Reduction op,
                            void *nativeQueue) override;
  Status barrier() override;
  Status allReduceWorld(int64_t *values, uint64_t count, Reduction op) override;

  bool acceptsDeviceMemory() const override { return true; }
  Expected<std::unique_ptr<DeviceAllocation>>
  allocateDeviceMemory(uint64_t bytes) override;

  Status asyncError() override;
  std::string describePending() override;
  void abort() override;

private:
  friend class NcclAllocation;
  using Clock = std::chrono::steady_clock;

  // NcclCommunicator.cpp
  Status checkGroup(unsigned group, const char *collective) const;
  /// ncclGroupStart, `enqueue`, ncclGroupEnd on `group`, settled; then
  /// tracked for the monitor.
  Status enqueue(NcclGroup &group, cudaStream_t stream, std::string what,
                 const std::function<Status()> &collective);
  /// A world collective on the private stream, waited for: `values`
  /// (host) reduced in place.
  Status agree(void *values, size_t count, ncclDataType_t type, ncclRedOp_t op,
               const char *what);
  /// Every rank's `value` into `all` (world rank order).
  Status gatherWorld(uint64_t value, std::vector<uint64_t> &all);
  Status checkSameExecutable(uint64_t hash);
  Status reserveScratch(size_t bytes);
  /// Polls the private stream until it is idle, the timeout, or a failure.
  Status waitPrivateStream(const char *what);

  // NcclWatch.cpp
  /// Polls `comm`'s state until an operation begun on it (initialization,
  /// split, an enqueue on a non-blocking communicator) leaves
  /// ncclInProgress; past `deadline`, aborts every communicator.
  Status settle(ncclComm_t comm, const std::string &what,
                Clock::time_point deadline);
  Clock::time_point deadline() const;
  /// "300 s", for messages.
  std::string timeoutText() const;
  /// Records an event after a collective on `stream`, for the monitor.
  Status track(NcclGroup &group, cudaStream_t stream, std::string what);
  void startMonitor();
  void stopMonitor();
  void monitor();
  /// Scans one group: completed collectives, asynchronous errors, the
  /// timeout. OK or the failure to abort with.
  Status scan(NcclGroup &group, int64_t nowNs);
  /// Aborts every communicator once; keeps `why` as asyncError().
  void abortAll(const Status &why);
  /// The failure if aborted, else OK.
  Status failure();
  /// Runs `use` (NCCL calls on the communicators) unless they are aborted;
  /// abortAll waits for running uses, so no call touches a freed handle.
  Status withComms(const std::function<Status()> &use);
  std::vector<NcclGroup *> allGroups();

  // NcclMemory.cpp
  Status registerWith(NcclGroup &group, NcclAllocation &allocation);
  void forget(NcclAllocation *allocation);

  NcclOptions options_;
  int64_t rank_ = 0, size_ = 1;
  int device_ = 0;
  bool connected_ = false;

  std::unique_ptr<NcclGroup> world_;
  std::vector<std::unique_ptr<NcclGroup>> groups_;
  /// Guards groups_ (connect appends, the monitor and abort read),
  /// allocations_ and the comms' lifetime against abort.
  std::mutex groupsMutex_;
  std::vector<NcclAllocation *> allocations_;

  // World agreements: a private stream and scratch, never the device's.
  cudaStream_t stream_ = nullptr;
  void *deviceScratch_ = nullptr;
  void *hostScratch_ = nullptr; ///< pinned
  size_t scratchBytes_ = 0;

  /// Shared by every NCCL call on a communicator, exclusive for the aborts.
  std::shared_mutex commsMutex_;
  std::atomic<bool> aborted_{false};
  /// abort() was called: the caller knows, onFailure is not called.
  std::atomic<bool> callerAborted_{false};
  std::mutex failureMutex_;
  Status failure_;

  std::thread monitor_;
  std::mutex monitorMutex_;
  std::condition_variable monitorWake_;
  bool monitorStopping_ = false;
};

/// The arena: ncclMemAlloc'd, registered with every group (ncclCommRegister)
/// so that NCCL reads and writes it directly; deregistered and freed on
/// destruction, which the device does before the communicator's.
class NcclAllocation final : public DeviceAllocation {
public:
  NcclAllocation(NcclCommunicator &owner, void *data, uint64_t bytes)
      : owner_(&owner), data_(data), bytes_(bytes) {}
  ~NcclAllocation() override;
  void *data() const override { return data_; }
  uint64_t bytes() const override { return bytes_; }

private:
  friend class NcclCommunicator;
  /// Deregisters from every communicator (while they exist).
  void release();

  NcclCommunicator *owner_; ///< null once the owner released it
  void *data_;
  uint64_t bytes_;
  std::vector<std::pair<ncclComm_t, void *>> handles_;
};

} // namespace fsdpc::runtime::cuda

#endif // FSDPC_RUNTIME_CUDA_NCCLCOMMUNICATOR_H
