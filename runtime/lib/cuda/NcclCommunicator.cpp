//===- NcclCommunicator.cpp - bootstrap, connect, collectives -------------===//
//
// One world communicator from rank 0's ncclUniqueId (through the store), one
// ncclCommSplit of it per group at connect (color: the group's index over
// the other axes, key: the rank in the group, both row-major as Mesh.h), so
// that no further rendezvous is needed however many groups there are.
// Every collective is one ncclGroupStart/End around one NCCL call: a bucket
// is one call (its members are already one buffer), and the group is what
// lets NCCL aggregate it with nothing else pending on the thread. A
// per-member bucket (allGatherParts, reduceScatterParts) is one call per
// member inside that one group: still one launch, with no staging buffer.
//
//===----------------------------------------------------------------------===//

#include "NcclCommunicator.h"

#include "CudaCheck.h"
#include "NcclCheck.h"
#include "NcclTypes.h"

#include <algorithm>
#include <cstdio>
#include <cstring>

namespace fsdpc::runtime::cuda {

namespace {

ncclConfig_t nonBlockingConfig(const std::string &label) {
  ncclConfig_t config = NCCL_CONFIG_INITIALIZER;
  // Non-blocking: every NCCL call returns, and settle() bounds the wait, so
  // a peer that never arrives is a timeout, not a hang.
  config.blocking = 0;
  // Names the communicator in NCCL's own logs (NCCL_DEBUG=INFO).
  config.commName = label.c_str();
  return config;
}

std::string axesLabel(unsigned index, const std::vector<uint32_t> &axes) {
  std::string label = "group " + std::to_string(index) + " (mesh axes ";
  for (size_t i = 0; i < axes.size(); ++i)
    label += (i ? "," : "") + std::to_string(axes[i]);
  return label + (axes.empty() ? "none)" : ")");
}

} // namespace

NcclCommunicator::NcclCommunicator(NcclOptions options)
    : options_(std::move(options)) {}

Status NcclCommunicator::init() {
  if (options_.store) {
    rank_ = options_.store->rank();
    size_ = options_.store->worldSize();
  }
  Status ready = options_.cudaDevice >= 0
                     ? FSDPC_CUDA_CHECK(cudaSetDevice(options_.cudaDevice))
                     : Status::ok();
  if (ready.isOk())
    ready = FSDPC_CUDA_CHECK(cudaGetDevice(&device_));
  ncclUniqueId id;
  std::memset(&id, 0, sizeof(id));
  if (ready.isOk() && rank_ == 0)
    ready = FSDPC_NCCL_CHECK(ncclGetUniqueId(&id), nullptr);
  if (options_.store) {
    // Every rank takes part even after a failure of its own, and rank 0
    // publishes an empty id for one of its own, so that the others fail
    // now rather than at the store's timeout.
    std::string bytes;
    if (rank_ == 0 && ready.isOk())
      bytes.assign(id.internal, sizeof(id.internal));
    FSDPC_RETURN_IF_ERROR(options_.store->broadcast("nccl-world-id", bytes)
                              .withContext("bootstrapping NCCL"));
    FSDPC_RETURN_IF_ERROR(ready);
    if (bytes.empty())
      return failedPrecondition(
          "bootstrapping NCCL: rank 0 failed before it could share NCCL's "
          "unique id (rank 0's error says why)");
    if (bytes.size() != sizeof(id.internal))
      return dataLoss("bootstrapping NCCL: the unique id through " +
                      options_.store->describe() + " has " +
                      std::to_string(bytes.size()) + " bytes, not " +
                      std::to_string(sizeof(id.internal)));
    std::memcpy(id.internal, bytes.data(), sizeof(id.internal));
  }
  FSDPC_RETURN_IF_ERROR(ready);

  world_ = std::make_unique<NcclGroup>();
  world_->label = "world";
  world_->rank = rank_;
  world_->size = size_;
  ncclConfig_t config = nonBlockingConfig(world_->label);
  Clock::time_point until = deadline();
  FSDPC_NCCL_RETURN_IF_ERROR(ncclCommInitRankConfig(&world_->comm, int(size_),
                                                    id, int(rank_), &config),
                             nullptr);
  FSDPC_RETURN_IF_ERROR(settle(world_->comm,
                               "joining the world of " + std::to_string(size_) +
                                   " ranks (ncclCommInitRankConfig)",
                               until));

  FSDPC_CUDA_RETURN_IF_ERROR(
      cudaStreamCreateWithFlags(&stream_, cudaStreamNonBlocking));
  return reserveScratch(std::max<size_t>(64, size_t(size_) * 8));
}

NcclCommunicator::~NcclCommunicator() {
  auto warn = [](const Status &status) {
    // A destructor cannot return the error; it must not vanish either.
    if (!status.isOk())
      std::fprintf(stderr, "fsdpc: warning: nccl: %s\n",
                   status.message().c_str());
  };
  stopMonitor();
  // Arenas still alive (the device should have gone first) lose their
  // registrations now, while the communicators exist.
  std::vector<NcclAllocation *> alive;
  {
    std::lock_guard<std::mutex> lock(groupsMutex_);
    alive.swap(allocations_);
  }
  for (NcclAllocation *allocation : alive)
    allocation->release();

  // The events, stream and scratch belong to this device's context.
  if (world_)
    warn(FSDPC_CUDA_CHECK(cudaSetDevice(device_)));
  if (!aborted_.load()) {
    // The split communicators before the world they came from.
    std::vector<NcclGroup *> groups = allGroups();
    std::reverse(groups.begin(), groups.end());
    for (NcclGroup *group : groups) {
      // A failed finalize aborts every communicator, this loop's included.
      if (aborted_.load())
        break;
      if (!group->comm)
        continue;
      // Finalize flushes outstanding work (non-blocking: polled, bounded);
      // if it cannot, abort frees the communicator without the peers.
      Status finalized =
          FSDPC_NCCL_CHECK(ncclCommFinalize(group->comm), group->comm);
      if (finalized.isOk())
        finalized = settle(group->comm,
                           "finalizing " + group->label + " (ncclCommFinalize)",
                           deadline());
      if (finalized.isOk()) {
        warn(FSDPC_NCCL_CHECK(ncclCommDestroy(group->comm), nullptr));
      } else {
        warn(finalized);
        if (!aborted_.load())
          warn(FSDPC_NCCL_CHECK(ncclCommAbort(group->comm), nullptr));
      }
      group->comm = nullptr;
    }
  }
  for (NcclGroup *group : allGroups()) {
    for (InFlight &f : group->inFlight)
      warn(FSDPC_CUDA_CHECK(cudaEventDestroy(f.done)));
    for (cudaEvent_t e : group->spareEvents)
      warn(FSDPC_CUDA_CHECK(cudaEventDestroy(e)));
  }
  if (stream_)
    warn(FSDPC_CUDA_CHECK(cudaStreamDestroy(stream_)));
  if (deviceScratch_)
    warn(FSDPC_CUDA_CHECK(cudaFree(deviceScratch_)));
  if (hostScratch_)
    warn(FSDPC_CUDA_CHECK(cudaFreeHost(hostScratch_)));
}

Status NcclCommunicator::connect(const MeshShape &mesh,
                                 const std::vector<std::vector<uint32_t>> &axes,
                                 uint64_t executableHash) {
  if (connected_)
    return failedPrecondition("the nccl communicator is already connected");
  if (mesh.worldSize() != size_)
    return failedPrecondition(
        "rank " + std::to_string(rank_) + ": the program is compiled for " +
        std::to_string(mesh.worldSize()) + " ranks but the NCCL world has " +
        std::to_string(size_) +
        (options_.store ? " (from " + options_.store->describe() + ")"
                        : std::string(" (no store: a world of one)")));
  FSDPC_RETURN_IF_ERROR(failure());
  FSDPC_CUDA_RETURN_IF_ERROR(cudaSetDevice(device_));
  FSDPC_RETURN_IF_ERROR(checkSameExecutable(executableHash));
  for (size_t g = 0; g < axes.size(); ++g) {
    NcclGroup *group;
    {
      // Listed before it exists, so that an abort during the split (a
      // timeout) reaches it and the destructor frees it.
      std::lock_guard<std::mutex> lock(groupsMutex_);
      groups_.push_back(std::make_unique<NcclGroup>());
      group = groups_.back().get();
    }
    group->label = axesLabel(unsigned(g), axes[g]);
    group->rank = mesh.groupRank(rank_, axes[g]);
    group->size = mesh.groupSize(axes[g]);
    ncclConfig_t config = nonBlockingConfig(group->label);
    Clock::time_point until = deadline();
    // Collective over the world, in the same order on every rank (the
    // groups come from the executable, which every rank shares).
    FSDPC_RETURN_IF_ERROR(withComms([&] {
      return FSDPC_NCCL_CHECK(
          ncclCommSplit(world_->comm, int(mesh.groupColor(rank_, axes[g])),
                        int(group->rank), &group->comm, &config),
          world_->comm);
    }));
    FSDPC_RETURN_IF_ERROR(settle(
        group->comm, "creating " + group->label + " (ncclCommSplit)", until));
    FSDPC_RETURN_IF_ERROR(
        settle(world_->comm, "splitting the world for " + group->label, until));
    std::vector<NcclAllocation *> alive;
    {
      std::lock_guard<std::mutex> lock(groupsMutex_);
      alive = allocations_;
    }
    for (NcclAllocation *allocation : alive)
      FSDPC_RETURN_IF_ERROR(registerWith(*group, *allocation));
  }
  connected_ = true;
  if (options_.timeoutSeconds > 0)
    startMonitor();
  return Status::ok();
}

Status NcclCommunicator::checkGroup(unsigned group,
                                    const char *collective) const {
  if (group >= groups_.size())
    return invalidArgument(std::string(collective) + ": communicator group " +
                           std::to_string(group) + " was not connected");
  return Status::ok();
}

Status NcclCommunicator::enqueue(NcclGroup &group, cudaStream_t stream,
                                 std::string what,
                                 const std::function<Status()> &collective) {
  Clock::time_point until = deadline();
  FSDPC_RETURN_IF_ERROR(withComms([&] {
    FSDPC_NCCL_RETURN_IF_ERROR(ncclGroupStart(), group.comm);
    Status enqueued = collective();
    // The group must be closed even when the call in it failed.
    Status ended = FSDPC_NCCL_CHECK(ncclGroupEnd(), group.comm);
    FSDPC_RETURN_IF_ERROR(enqueued.withContext(group.label + ": " + what));
    return ended.withContext(group.label + ": " + what);
  }));
  // Non-blocking: the launch may still be in progress; the stream holds the
  // collective only once the communicator leaves ncclInProgress.
  FSDPC_RETURN_IF_ERROR(settle(group.comm, group.label + ": " + what, until));
  return track(group, stream, std::move(what));
}

Status NcclCommunicator::allGather(unsigned g, const void *send, void *recv,
                                   uint64_t chunkBytes, void *nativeQueue) {
  FSDPC_RETURN_IF_ERROR(checkGroup(g, "all-gather"));
  NcclGroup &group = *groups_[g];
  cudaStream_t stream = static_cast<cudaStream_t>(nativeQueue);
  // Bytes: a bucket of several dtypes is one byte buffer, and gathering
  // bytes is exact for every dtype. In place when send is this rank's chunk
  // of recv, which is NCCL's own in-place convention.
  return enqueue(
      group, stream,
      "all-gather of " + std::to_string(chunkBytes) + " bytes per rank", [&] {
        return FSDPC_NCCL_CHECK(ncclAllGather(send, recv, chunkBytes, ncclUint8,
                                              group.comm, stream),
                                group.comm);
      });
}

Status NcclCommunicator::reduceScatter(unsigned g, const void *send, void *recv,
                                       uint64_t chunkCount, DType dtype,
                                       Reduction op, void *nativeQueue) {
  FSDPC_RETURN_IF_ERROR(checkGroup(g, "reduce-scatter"));
  NcclGroup &group = *groups_[g];
  ncclDataType_t type;
  ncclRedOp_t ncclOp;
  FSDPC_RETURN_IF_ERROR(ncclReduction(dtype, op, "reduce-scatter", type, ncclOp)
                            .withContext(group.label));
  cudaStream_t stream = static_cast<cudaStream_t>(nativeQueue);
  uint64_t chunkBytes = chunkCount * dtypeSize(dtype);
  // The Communicator contract for send == recv: the input is all of recv
  // and the result its first chunk. NCCL's in-place form writes this rank's
  // own chunk (recv + rank * chunk), so the result is moved down after.
  uint8_t *out = static_cast<uint8_t *>(recv);
  bool moveDown = send == recv && group.rank != 0;
  if (moveDown)
    out += uint64_t(group.rank) * chunkBytes;
  FSDPC_RETURN_IF_ERROR(enqueue(
      group, stream,
      "reduce-scatter (" + std::string(fsdpx::EnumNameReduction(op)) + ") of " +
          std::to_string(chunkCount) + " " + dtypeName(dtype) + " per rank",
      [&] {
        return FSDPC_NCCL_CHECK(ncclReduceScatter(send, out, chunkCount, type,
                                                  ncclOp, group.comm, stream),
                                group.comm);
      }));
  if (moveDown && chunkBytes)
    // Distinct chunks (rank >= 1): no overlap.
    FSDPC_CUDA_RETURN_IF_ERROR(cudaMemcpyAsync(
        recv, out, chunkBytes, cudaMemcpyDeviceToDevice, stream));
  return Status::ok();
}

Status NcclCommunicator::allReduce(unsigned g, const void *send, void *recv,
                                   uint64_t count, DType dtype, Reduction op,
                                   void *nativeQueue) {
  FSDPC_RETURN_IF_ERROR(checkGroup(g, "all-reduce"));
  NcclGroup &group = *groups_[g];
  ncclDataType_t type;
  ncclRedOp_t ncclOp;
  FSDPC_RETURN_IF_ERROR(ncclReduction(dtype, op, "all-reduce", type, ncclOp)
                            .withContext(group.label));
  cudaStream_t stream = static_cast<cudaStream_t>(nativeQueue);
  return enqueue(group, stream,
                 "all-reduce (" + std::string(fsdpx::EnumNameReduction(op)) +
                     ") of " + std::to_string(count) + " " + dtypeName(dtype),
                 [&] {
                   return FSDPC_NCCL_CHECK(ncclAllReduce(send, recv, count,
                                                         type, ncclOp,
                                                         group.comm, stream),
                                           group.comm);
                 });
}

Status NcclCommunicator::allGatherParts(
    unsigned g, const std::vector<CollectivePart> &parts, void *nativeQueue) {
  const char *what = "per-member all-gather";
  FSDPC_RETURN_IF_ERROR(checkGroup(g, what));
  FSDPC_RETURN_IF_ERROR(checkCollectiveParts(parts, what));
  NcclGroup &group = *groups_[g];
  cudaStream_t stream = static_cast<cudaStream_t>(nativeQueue);
  uint64_t bytes = 0;
  for (const CollectivePart &part : parts)
    bytes += part.chunk;
  // Bytes, as allGather; parts of no bytes are skipped on every rank alike.
  return enqueue(group, stream,
                 std::string(what) + " of " + std::to_string(parts.size()) +
                     " members, " + std::to_string(bytes) + " bytes per rank",
                 [&] {
                   for (const CollectivePart &part : parts)
                     if (part.chunk != 0)
                       FSDPC_NCCL_RETURN_IF_ERROR(
                           ncclAllGather(part.send, part.recv, part.chunk,
                                         ncclUint8, group.comm, stream),
                           group.comm);
                   return Status::ok();
                 });
}

Status NcclCommunicator::reduceScatterParts(
    unsigned g, const std::vector<CollectivePart> &parts, DType dtype,
    Reduction op, void *nativeQueue) {
  const char *what = "per-member reduce-scatter";
  FSDPC_RETURN_IF_ERROR(checkGroup(g, what));
  NcclGroup &group = *groups_[g];
  ncclDataType_t type;
  ncclRedOp_t ncclOp;
  FSDPC_RETURN_IF_ERROR(
      ncclReduction(dtype, op, what, type, ncclOp).withContext(group.label));
  // Never in place: NCCL's in-place reduce-scatter leaves the result at this
  // rank's chunk, which reduceScatter() moves down; parts have no such step.
  FSDPC_RETURN_IF_ERROR(checkCollectiveParts(parts, what));
  cudaStream_t stream = static_cast<cudaStream_t>(nativeQueue);
  uint64_t count = 0;
  for (const CollectivePart &part : parts)
    count += part.chunk;
  return enqueue(group, stream,
                 std::string(what) + " (" + fsdpx::EnumNameReduction(op) +
                     ") of " + std::to_string(parts.size()) + " members, " +
                     std::to_string(count) + " " + dtypeName(dtype) +
                     " per rank",
                 [&] {
                   for (const CollectivePart &part : parts)
                     if (part.chunk != 0)
                       FSDPC_NCCL_RETURN_IF_ERROR(
                           ncclReduceScatter(part.send, part.recv, part.chunk,
                                             type, ncclOp, group.comm, stream),
                           group.comm);
                   return Status::ok();
                 });
}

Status NcclCommunicator::reserveScratch(size_t bytes) {
  if (bytes <= scratchBytes_)
    return Status::ok();
  if (deviceScratch_)
    FSDPC_CUDA_RETURN_IF_ERROR(cudaFree(deviceScratch_));
  deviceScratch_ = nullptr;
  if (hostScratch_)
    FSDPC_CUDA_RETURN_IF_ERROR(cudaFreeHost(hostScratch_));
  hostScratch_ = nullptr;
  scratchBytes_ = 0;
  FSDPC_CUDA_RETURN_IF_ERROR(cudaMalloc(&deviceScratch_, bytes));
  // Pinned, so that the copy back is stream-ordered and the wait for it can
  // be polled (a pageable copy would block the thread inside CUDA).
  FSDPC_CUDA_RETURN_IF_ERROR(cudaMallocHost(&hostScratch_, bytes));
  scratchBytes_ = bytes;
  return Status::ok();
}

Status NcclCommunicator::agree(void *values, size_t count, ncclDataType_t type,
                               ncclRedOp_t op, const char *what) {
  FSDPC_RETURN_IF_ERROR(failure());
  FSDPC_CUDA_RETURN_IF_ERROR(cudaSetDevice(device_));
  size_t bytes = count * 8; // every agreement is on 8-byte values
  FSDPC_RETURN_IF_ERROR(reserveScratch(bytes));
  std::memcpy(hostScratch_, values, bytes);
  FSDPC_CUDA_RETURN_IF_ERROR(cudaMemcpyAsync(
      deviceScratch_, hostScratch_, bytes, cudaMemcpyHostToDevice, stream_));
  Clock::time_point until = deadline();
  FSDPC_RETURN_IF_ERROR(withComms([&] {
    return FSDPC_NCCL_CHECK(ncclAllReduce(deviceScratch_, deviceScratch_, count,
                                          type, op, world_->comm, stream_),
                            world_->comm);
  }));
  FSDPC_RETURN_IF_ERROR(settle(world_->comm, what, until));
  FSDPC_CUDA_RETURN_IF_ERROR(cudaMemcpyAsync(
      hostScratch_, deviceScratch_, bytes, cudaMemcpyDeviceToHost, stream_));
  FSDPC_RETURN_IF_ERROR(waitPrivateStream(what));
  std::memcpy(values, hostScratch_, bytes);
  return Status::ok();
}

Status NcclCommunicator::gatherWorld(uint64_t value,
                                     std::vector<uint64_t> &all) {
  size_t bytes = size_t(size_) * 8;
  FSDPC_RETURN_IF_ERROR(reserveScratch(bytes));
  std::memcpy(hostScratch_, &value, 8);
  uint8_t *mine = static_cast<uint8_t *>(deviceScratch_) + size_t(rank_) * 8;
  FSDPC_CUDA_RETURN_IF_ERROR(
      cudaMemcpyAsync(mine, hostScratch_, 8, cudaMemcpyHostToDevice, stream_));
  Clock::time_point until = deadline();
  FSDPC_RETURN_IF_ERROR(withComms([&] {
    return FSDPC_NCCL_CHECK(ncclAllGather(mine, deviceScratch_, 1, ncclUint64,
                                          world_->comm, stream_),
                            world_->comm);
  }));
  FSDPC_RETURN_IF_ERROR(
      settle(world_->comm, "the executable check (gather)", until));
  FSDPC_CUDA_RETURN_IF_ERROR(cudaMemcpyAsync(
      hostScratch_, deviceScratch_, bytes, cudaMemcpyDeviceToHost, stream_));
  FSDPC_RETURN_IF_ERROR(waitPrivateStream("the executable check (gather)"));
  all.resize(size_t(size_));
  std::memcpy(all.data(), hostScratch_, bytes);
  return Status::ok();
}

Status NcclCommunicator::checkSameExecutable(uint64_t hash) {
  // One all-reduce: max of the hash and max of its complement (= the
  // complement of the min); the ranks agree iff min == max.
  uint64_t v[2] = {hash, ~hash};
  FSDPC_RETURN_IF_ERROR(
      agree(v, 2, ncclUint64, ncclMax, "the executable check (all-reduce)"));
  if (v[0] == ~v[1])
    return Status::ok();
  std::vector<uint64_t> all;
  FSDPC_RETURN_IF_ERROR(gatherWorld(hash, all));
  return differentExecutables(rank_, all);
}

Status NcclCommunicator::barrier() {
  int64_t token = 0;
  return agree(&token, 1, ncclInt64, ncclSum, "barrier");
}

Status NcclCommunicator::allReduceWorld(int64_t *values, uint64_t count,
                                        Reduction op) {
  if (count == 0)
    return Status::ok();
  ncclDataType_t type;
  ncclRedOp_t ncclOp;
  FSDPC_RETURN_IF_ERROR(
      ncclReduction(DType::i64, op, "agreement (all-reduce)", type, ncclOp));
  return agree(values, size_t(count), type, ncclOp, "agreement (all-reduce)");
}

Status NcclCommunicator::waitPrivateStream(const char *what) {
  Clock::time_point until = deadline();
  for (int spins = 0;; ++spins) {
    cudaError_t state = cudaStreamQuery(stream_);
    if (state == cudaSuccess)
      return Status::ok();
    if (state != cudaErrorNotReady)
      return checkCall(state, "cudaStreamQuery")
          .withContext(std::string("world: ") + what);
    // A peer's failure shows here first.
    ncclResult_t async = ncclSuccess;
    FSDPC_RETURN_IF_ERROR(withComms([&] {
      return FSDPC_NCCL_CHECK(ncclCommGetAsyncError(world_->comm, &async),
                              world_->comm);
    }));
    if (async != ncclSuccess && async != ncclInProgress) {
      Status failed =
          unavailable("rank " + std::to_string(rank_) + ": world: " + what +
                      " failed: " + ncclErrorText(async, world_->comm));
      abortAll(failed);
      return failed;
    }
    if (Clock::now() > until) {
      Status late =
          unavailable("rank " + std::to_string(rank_) + ": world: " + what +
                      " did not complete within " + timeoutText() +
                      "; a peer rank may be stopped, dead or diverged");
      abortAll(late);
      return late;
    }
    // Spin briefly (agreements are usually quick), then yield the core.
    if (spins > 1000)
      std::this_thread::sleep_for(std::chrono::microseconds(200));
  }
}

} // namespace fsdpc::runtime::cuda

namespace fsdpc::runtime {

bool ncclAvailable() { return true; }

Expected<std::unique_ptr<Communicator>>
createNcclCommunicator(NcclOptions options) {
  if (options.store && options.store->worldSize() < 1)
    return invalidArgument("nccl: the store's world is empty");
  if (options.timeoutSeconds < 0)
    return invalidArgument("nccl: a negative timeout");
  std::string who =
      options.store ? "rank " + std::to_string(options.store->rank()) + " of " +
                          std::to_string(options.store->worldSize())
                    : std::string("a world of one");
  std::string gpu = options.cudaDevice >= 0
                        ? "GPU " + std::to_string(options.cudaDevice)
                        : std::string("the current GPU");
  auto comm = std::make_unique<cuda::NcclCommunicator>(std::move(options));
  FSDPC_RETURN_IF_ERROR(
      comm->init().withContext("nccl: " + who + " on " + gpu));
  return std::unique_ptr<Communicator>(std::move(comm));
}

} // namespace fsdpc::runtime
