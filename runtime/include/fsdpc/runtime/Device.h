//===- Device.h - the device abstraction (HAL) --------------------*- C++
//-*-===//
//
// What the executor needs from a device, shaped so that a CUDA device can
// implement it with streams and events: one arena allocated once; queues
// (queue 0 computes, queues 1.. communicate) that execute what is enqueued on
// them in order; events recorded on one queue and waited on another; and the
// operations of fsdpx (kernels, GEMMs, copies, fills, collectives). Every
// enqueue returns at once except where the device runs a queue on the host
// thread (the CPU device's compute queue). Errors inside a queue surface at
// the next wait or at endRun().
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_DEVICE_H
#define FSDPC_RUNTIME_DEVICE_H

#include "fsdpc/runtime/Bucket.h"
#include "fsdpc/runtime/Communicator.h"
#include "fsdpc/runtime/Gemm.h"
#include "fsdpc/runtime/MemoryStats.h"
#include "fsdpc/runtime/Status.h"
#include "fsdpc/runtime/Timing.h"

#include <cstdint>
#include <limits>
#include <string>
#include <utility>
#include <vector>

namespace fsdpc::runtime {

/// A bucket member resolved to arena addresses.
struct MemberRef {
  MemberLayout layout;
  uint8_t *shard = nullptr;
  uint8_t *full = nullptr;
};

struct CollectiveArgs {
  fsdpx::CollectiveKind kind = fsdpx::CollectiveKind::all_gather;
  Reduction reduction = Reduction::sum;
  DType dtype = DType::f32;
  unsigned group = 0; ///< the communicator's group
  int64_t groupSize = 1;
  int64_t groupRank = 0;
  uint8_t *send = nullptr;
  uint8_t *recv = nullptr;
  uint64_t chunkBytes = 0; ///< one rank's chunk (fsdpx.CollectiveStart.bytes)
  std::vector<MemberRef> members;
  /// fsdpx.CollectiveStart.per_member: every member is its own message
  /// (shard <-> full directly); send and recv are unused (null).
  bool perMember = false;
};

/// One kernel of the executable's library (fsdpx.Kernel): its symbol and how
/// a GPU device maps a launch's range onto a grid (ignored by the CPU).
struct KernelInfo {
  std::string symbol;
  fsdpx::GpuMapping mapping = fsdpx::GpuMapping::thread_per_index;
  unsigned blockSize = 256; ///< threads per block
  unsigned sharedBytes = 0; ///< dynamic shared memory per block
  unsigned indexBits = 64;  ///< 32 or 64: the width of begin and end
};

/// Whether a kernel of 32-bit indices may run over [begin, end) in blocks
/// of `blockSize` threads: every thread's index, the idle ones past `end` in
/// the last block too, is an int32.
inline bool fitsInt32Launch(int64_t begin, int64_t end, unsigned blockSize) {
  return begin >= 0 &&
         end <= int64_t(std::numeric_limits<int32_t>::max()) - blockSize;
}

/// The executable's kernel library as loadKernels() receives it.
struct KernelImage {
  fsdpx::LibraryFormat format = fsdpx::LibraryFormat::none;
  const uint8_t *image = nullptr;
  size_t size = 0;
  /// Executable.target_gpu ("sm_90"; empty for host libraries).
  std::string targetGpu;
  std::vector<KernelInfo> kernels;
};

/// Copy-in, collective, copy-out on host memory: the whole of a collective
/// instruction for devices whose memory the host can address. A per-member
/// collective has no copies: one part per member (Communicator::
/// allGatherParts, reduceScatterParts).
Status runCollectiveOnHost(Communicator &comm, const CollectiveArgs &args);

/// The messages of a per-member collective, one per member: all_gather
/// {shard, full, shard bytes}, reduce_scatter {full, shard, shard elements}.
/// INVALID_ARGUMENT for another kind (or a dtype of unknown size).
Status perMemberParts(const CollectiveArgs &args,
                      std::vector<CollectivePart> &parts);

class Device {
public:
  virtual ~Device() = default;
  virtual const char *name() const = 0;
  /// Whether compute operations run after their enqueue returned (a GPU's
  /// streams) rather than while it runs (the CPU device's compute queue is
  /// the issuing thread): the session's host overhead then counts the whole
  /// issuing time, not the issuing time minus the operations'.
  virtual bool asynchronousCompute() const { return false; }
  MemoryStats &memory() { return memory_; }
  const MemoryStats &memory() const { return memory_; }

  /// Called once by the session, after Communicator::connect() and before
  /// allocateArena(): a device whose memory the host cannot address checks
  /// here that it can run `comm`'s collectives (and may allocate the arena
  /// through it, registered for zero-copy transfers). The communicator
  /// outlives the device.
  virtual Status attachCommunicator(Communicator &comm) {
    (void)comm;
    return Status::ok();
  }

  /// One allocation for the whole session, aligned to 256 bytes.
  virtual Status allocateArena(uint64_t bytes) = 0;
  /// The arena's base as kernels and collectives address it.
  virtual uint8_t *arena() = 0;
  virtual uint64_t arenaBytes() const = 0;
  /// Host <-> arena copies, synchronous, between runs.
  virtual Status upload(uint64_t offset, const void *src, uint64_t bytes) = 0;
  virtual Status download(uint64_t offset, void *dst, uint64_t bytes) = 0;

  /// Loads the executable's kernel library and resolves its kernels (index i
  /// of launchKernel is image.kernels[i]).
  virtual Status loadKernels(const KernelImage &image) = 0;

  /// Creates queue 0 (compute) and `numCommQueues` communication queues, once.
  virtual Status createQueues(unsigned numCommQueues) = 0;
  /// Whether the device replayed a recording of an earlier run of `entry`
  /// (a CUDA graph): then the whole run is already enqueued and the caller
  /// only calls endRun(), issuing nothing. False: issue it as usual, starting
  /// with beginRun(). `timed` says the caller will time operations
  /// (timeNext), which a recording cannot.
  virtual bool replay(unsigned entry, bool timed) {
    (void)entry, (void)timed;
    return false;
  }
  /// Whether the latest run failed while it was being recorded (a CUDA
  /// graph capture), before any of it ran: the device then records that
  /// entry no more, and the caller may issue the run again, eagerly.
  /// Reading it clears it.
  virtual bool takeAbandonedRecording() { return false; }
  /// Starts a run of `entry` with `numEvents` fresh (unrecorded) events.
  virtual Status beginRun(unsigned entry, unsigned numEvents) = 0;
  virtual Status record(unsigned queue, unsigned event) = 0;
  virtual Status wait(unsigned queue, unsigned event) = 0;
  virtual Status launchKernel(unsigned queue, unsigned kernel,
                              std::vector<void *> operands, int64_t begin,
                              int64_t end) = 0;
  virtual Status gemm(unsigned queue, const GemmArgs &args) = 0;
  /// Named counts of how the device ran what it was given, for reports (the
  /// CUDA device's GEMM plans, and its GEMMs with outer loops that run as
  /// one pointer-array call or as loops of calls).
  virtual std::vector<std::pair<std::string, int64_t>> counters() const {
    return {};
  }
  virtual Status copy(unsigned queue, void *dst, const void *src,
                      uint64_t bytes) = 0;
  virtual Status fill(unsigned queue, void *dst, uint64_t bytes,
                      unsigned elementSize, uint64_t value) = 0;
  virtual Status collective(unsigned queue, Communicator &comm,
                            CollectiveArgs args) = 0;
  /// Waits until every queue is idle; the run's first error.
  virtual Status endRun() = 0;

  /// The next enqueued operation (record, wait, kernel, GEMM, copy, fill,
  /// collective) writes its start and end time into `span` when it runs, on
  /// whatever thread runs it; null: untimed. The span must stay valid until
  /// endRun() returns. Set per operation so that untimed runs cost nothing.
  void timeNext(TimeSpan *span) { nextSpan_ = span; }

protected:
  TimeSpan *takeSpan() {
    TimeSpan *span = nextSpan_;
    nextSpan_ = nullptr;
    return span;
  }

  MemoryStats memory_;
  TimeSpan *nextSpan_ = nullptr;
};

struct CpuDeviceOptions {
  /// Threads that run kernels, the caller included; 0: hardware threads.
  unsigned numThreads = 0;
};

std::unique_ptr<Device> createCpuDevice(const CpuDeviceOptions &options);

} // namespace fsdpc::runtime

#endif // FSDPC_RUNTIME_DEVICE_H
