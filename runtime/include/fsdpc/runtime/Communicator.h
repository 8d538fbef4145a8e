//===- Communicator.h - collectives over groups of mesh axes ------*- C++
//-*-===//
//
// A Communicator connects the ranks of a run. connect() builds one group per
// communication queue (a set of mesh axes, ranks row-major: Mesh.h) and
// checks every rank loaded the same executable. Collectives are called from
// the context of the queue they belong to and complete in that queue's order:
// on the CPU device that is the queue's own thread, and the call blocks (the
// asynchrony is the thread; OpenMPI 4.1 does not progress non-blocking
// collectives outside MPI calls, docs/runtime.md); a stream-ordered backend
// (NCCL) will enqueue on `nativeQueue` (a cudaStream_t) instead of blocking.
// Each group is used by one queue, hence one thread, at a time.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_COMMUNICATOR_H
#define FSDPC_RUNTIME_COMMUNICATOR_H

#include "fsdpc/runtime/Mesh.h"
#include "fsdpc/runtime/Reduce.h"
#include "fsdpc/runtime/Status.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

namespace fsdpc::runtime {

/// One rank's progress as its watchdog publishes it (fsdp-run --timeout):
/// lock-free atomics in memory shared by the ranks of a node, so that a
/// peer reads it with plain loads, without any progress from its owner (a
/// stopped rank's record is still readable).
struct ProgressRecord {
  std::atomic<int64_t> worldRank{-1};
  std::atomic<int64_t> step{0};        ///< 1-based, 0: before the first
  std::atomic<int64_t> collectives{0}; ///< started during `step`
  std::atomic<int64_t> heartbeatNs{0}; ///< steady_clock, its last beat
};

/// The progress records of the ranks on this node (MPI shared memory).
class ProgressBoard {
public:
  virtual ~ProgressBoard() = default;
  /// This rank's record: written by this rank only.
  virtual ProgressRecord &own() = 0;
  /// Every rank's record on this node, this one included (in node order);
  /// world ranks not listed are on other nodes.
  virtual std::vector<const ProgressRecord *> node() const = 0;
};

/// Device memory a communicator allocated for a device (the arena), e.g.
/// with ncclMemAlloc and registered once with the communicator so that its
/// collectives on it need no internal copies. Releasing it (deregistering,
/// freeing) is the destructor's business; it is destroyed before the
/// communicator.
class DeviceAllocation {
public:
  virtual ~DeviceAllocation() = default;
  virtual void *data() const = 0;
  virtual uint64_t bytes() const = 0;
};

/// One message of a grouped collective (allGatherParts, reduceScatterParts):
/// `chunk` is one rank's part, in bytes for an all-gather and in elements
/// for a reduce-scatter. `send` and `recv` must differ (a part is never in
/// place); every rank passes the same parts with the same chunks, in the
/// same order.
struct CollectivePart {
  const void *send = nullptr;
  void *recv = nullptr;
  uint64_t chunk = 0;
};

class Communicator {
public:
  virtual ~Communicator() = default;
  virtual const char *name() const = 0;
  virtual int64_t rank() const = 0;
  virtual int64_t worldSize() const = 0;

  /// Collective over all ranks, with the same arguments everywhere. Fails
  /// (naming the ranks) if the world does not match the mesh or the ranks'
  /// executables differ.
  virtual Status connect(const MeshShape &mesh,
                         const std::vector<std::vector<uint32_t>> &groups,
                         uint64_t executableHash) = 0;

  /// recv[r*chunkBytes .. ] = rank r's send (chunkBytes each), r = group rank.
  virtual Status allGather(unsigned group, const void *send, void *recv,
                           uint64_t chunkBytes, void *nativeQueue) = 0;
  /// recv = op over ranks of chunk `groupRank` of their send buffers.
  virtual Status reduceScatter(unsigned group, const void *send, void *recv,
                               uint64_t chunkCount, DType dtype, Reduction op,
                               void *nativeQueue) = 0;
  /// recv = op over ranks of send (`count` elements); send may equal recv.
  virtual Status allReduce(unsigned group, const void *send, void *recv,
                           uint64_t count, DType dtype, Reduction op,
                           void *nativeQueue) = 0;
  /// One all-gather per part, as allGather(group, send, recv, chunk), issued
  /// together: a stream-ordered backend (NCCL) enqueues them as one group
  /// call, one launch. The default calls allGather() for each part in turn.
  /// INVALID_ARGUMENT when a part's send equals its recv.
  virtual Status allGatherParts(unsigned group,
                                const std::vector<CollectivePart> &parts,
                                void *nativeQueue);
  /// One reduce-scatter per part (`chunk` elements per rank), issued
  /// together as allGatherParts.
  virtual Status reduceScatterParts(unsigned group,
                                    const std::vector<CollectivePart> &parts,
                                    DType dtype, Reduction op,
                                    void *nativeQueue);
  /// Returns once every rank called it (between runs, e.g. before a
  /// checkpoint's manifest names the ranks' files). A world of one: at once.
  virtual Status barrier() { return Status::ok(); }
  /// `values` = op over every rank's `values`, in place: small agreements
  /// between runs (a "have data" flag, the checkpoint chosen to resume).
  /// A world of one: unchanged.
  virtual Status allReduceWorld(int64_t *values, uint64_t count, Reduction op) {
    (void)values, (void)count, (void)op;
    return Status::ok();
  }
  /// Whether the collectives take device (GPU) addresses and a native queue
  /// (NCCL). The local, MPI and wrapping communicators address host memory:
  /// a GPU device runs a world of one's collectives as its own copies and
  /// refuses anything else.
  virtual bool acceptsDeviceMemory() const { return false; }
  /// The device arena allocated (and registered) by the communicator on the
  /// current device; UNIMPLEMENTED when it has no such allocator, and the
  /// device allocates the arena itself.
  virtual Expected<std::unique_ptr<DeviceAllocation>>
  allocateDeviceMemory(uint64_t bytes) {
    (void)bytes;
    return unimplemented(std::string(name()) +
                         " does not allocate device memory");
  }
  /// Collective over all ranks: a board of progress records shared by the
  /// ranks of each node, or null (no MPI, a world of one, or no shared
  /// memory).
  virtual std::unique_ptr<ProgressBoard> createProgressBoard() {
    return nullptr;
  }

  // Failure handling of stream-ordered backends (NCCL). The defaults fit
  // host communicators, whose collectives complete before they return.

  /// A failure found after the calls returned: a collective a remote rank
  /// failed, or one aborted by a timeout or abort(). An aborted collective's
  /// stream still completes (with undefined data), so a stream-ordered
  /// device checks this after synchronizing (endRun). OK for host
  /// communicators, whose collectives report their own errors.
  virtual Status asyncError() { return Status::ok(); }
  /// What is enqueued and not complete ("group 1 (axes 0): all-gather #3 of
  /// 4096 bytes, pending for 12.5 s"), for a timeout's message; "" if
  /// nothing or unknown.
  virtual std::string describePending() { return ""; }
  /// Ends every group's outstanding and future collectives with an error,
  /// from any thread, so that a hung rank can exit (fsdp-run's watchdog
  /// calls it before ending the ranks). Host communicators: nothing (MPI is
  /// ended by abortAllRanks).
  virtual void abort() {}
};

/// The error of connect() when the ranks loaded different executables:
/// names the ranks whose hash (`hashes`, one per rank) differs from rank 0's,
/// as seen by `rank`.
Status differentExecutables(int64_t rank, const std::vector<uint64_t> &hashes);

/// INVALID_ARGUMENT (naming `collective` and the part) when a part that moves
/// anything sends and receives in the same buffer; OK otherwise.
Status checkCollectiveParts(const std::vector<CollectivePart> &parts,
                            const char *collective);

/// A world of one rank: every collective is a copy.
std::unique_ptr<Communicator> createLocalCommunicator();

/// Whether this build has MPI.
bool mpiAvailable();
struct MpiOptions {
  /// The most elements (bytes, for an all-gather) one MPI call moves: MPI's
  /// counts are int, so a larger collective is issued in pieces of this
  /// many. Tests make it small to exercise the pieces.
  uint64_t maxCount = 0x7fffffff;
};

/// Initializes MPI with MPI_THREAD_MULTIPLE if nobody did (and finalizes it
/// at exit), or checks the level if the application did. UNAVAILABLE
/// without MPI in the build.
Expected<std::unique_ptr<Communicator>>
createMpiCommunicator(const MpiOptions &options = {});
/// Ends every rank (MPI_Abort) when MPI is initialized and not finalized, so
/// that a rank failing alone does not leave the others blocked in a
/// collective; returns otherwise (the caller then exits by itself).
void abortAllRanks(int exitCode);

} // namespace fsdpc::runtime

#endif // FSDPC_RUNTIME_COMMUNICATOR_H
