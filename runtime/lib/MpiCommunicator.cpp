//===- MpiCommunicator.cpp - collectives over MPI -------------------------===//
//
// Blocking MPI collectives, called by the CPU device on the thread of the
// collective's queue: OpenMPI 4.1 progresses a non-blocking collective only
// inside MPI calls of the thread that polls it, so a thread per queue making
// blocking calls is what actually overlaps communication with compute
// (PyTorch's MPI process group does the same). Several queue threads call MPI
// at once, each on its own sub-communicator: MPI_THREAD_MULTIPLE is required.
//
//===----------------------------------------------------------------------===//

#include "Mpi.h"

#include "fsdpc/runtime/Communicator.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <climits>
#include <cstdlib>
#include <iterator>
#include <mpi.h>
#include <new>

namespace fsdpc::runtime {

namespace {

bool initializedHere = false;

const char *threadLevelName(int level) {
  switch (level) {
  case MPI_THREAD_SINGLE:
    return "MPI_THREAD_SINGLE";
  case MPI_THREAD_FUNNELED:
    return "MPI_THREAD_FUNNELED";
  case MPI_THREAD_SERIALIZED:
    return "MPI_THREAD_SERIALIZED";
  case MPI_THREAD_MULTIPLE:
    return "MPI_THREAD_MULTIPLE";
  }
  return "an unknown thread level";
}

template <DType T, Reduction R>
void userReduce(void *in, void *inout, int *length, MPI_Datatype *) {
  (void)reduceInto(T, R, inout, in, size_t(*length));
}

/// The dtypes reduced by user operations over reduceInto, so the all-reduce
/// and the ring reduce-scatter share one rule: MPI has no bf16 or f16, its
/// MPI_MAX/MPI_MIN on f32 and f64 may drop a NaN where
/// arith.maximumf/minimumf propagate it (their sums are MPI's), and
/// OpenMPI 4.1's AVX operations add 8- and 16-bit integers with saturation
/// (32767 + 1 gave 32767; open-mpi/ompi#8045, "wontfix") where the kernels,
/// XLA and reduceInto wrap.
constexpr DType kUserReducedTypes[] = {DType::bf16, DType::f16, DType::f32,
                                       DType::f64,  DType::i16, DType::i8,
                                       DType::ui8};
constexpr int kUserOps = 3 * std::size(kUserReducedTypes);

template <DType T> std::array<MPI_User_function *, 3> userReductions() {
  return {userReduce<T, Reduction::sum>, userReduce<T, Reduction::max>,
          userReduce<T, Reduction::min>};
}

/// Progress records in an MPI_Win_allocate_shared window over the node's
/// ranks (MPI_Comm_split_type(MPI_COMM_TYPE_SHARED)): peers' records are
/// read with plain loads, no MPI call, so a stopped peer's can be read.
static_assert(std::atomic<int64_t>::is_always_lock_free,
              "progress records are shared between processes");

class MpiProgressBoard final : public ProgressBoard {
public:
  ~MpiProgressBoard() override {
    int finalized = 0;
    MPI_Finalized(&finalized);
    if (finalized)
      return;
    if (win_ != MPI_WIN_NULL)
      MPI_Win_free(&win_);
    if (node_ != MPI_COMM_NULL)
      MPI_Comm_free(&node_);
  }

  bool init(MPI_Comm world, int64_t worldRank) {
    if (MPI_Comm_split_type(world, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL,
                            &node_) != MPI_SUCCESS)
      return false;
    int size = 0;
    MPI_Comm_size(node_, &size);
    void *base = nullptr;
    if (MPI_Win_allocate_shared(MPI_Aint(sizeof(ProgressRecord)), 1,
                                MPI_INFO_NULL, node_, &base,
                                &win_) != MPI_SUCCESS)
      return false;
    own_ = new (base) ProgressRecord();
    own_->worldRank.store(worldRank);
    own_->heartbeatNs.store(
        std::chrono::duration_cast<std::chrono::nanoseconds>(
            std::chrono::steady_clock::now().time_since_epoch())
            .count());
    for (int r = 0; r < size; ++r) {
      MPI_Aint bytes = 0;
      int unit = 0;
      void *peer = nullptr;
      if (MPI_Win_shared_query(win_, r, &bytes, &unit, &peer) != MPI_SUCCESS ||
          size_t(bytes) < sizeof(ProgressRecord))
        return false;
      node_records_.push_back(static_cast<const ProgressRecord *>(peer));
    }
    // Every record is constructed before anyone reads one.
    return MPI_Barrier(node_) == MPI_SUCCESS;
  }

  ProgressRecord &own() override { return *own_; }
  std::vector<const ProgressRecord *> node() const override {
    return node_records_;
  }

private:
  MPI_Comm node_ = MPI_COMM_NULL;
  MPI_Win win_ = MPI_WIN_NULL;
  ProgressRecord *own_ = nullptr;
  std::vector<const ProgressRecord *> node_records_;
};

class MpiCommunicator final : public Communicator {
public:
  explicit MpiCommunicator(uint64_t maxCount)
      : maxCount_(
            std::max<uint64_t>(1, std::min<uint64_t>(maxCount, INT_MAX))) {
    std::fill(std::begin(userOps_), std::end(userOps_), MPI_OP_NULL);
  }

  ~MpiCommunicator() override {
    int finalized = 0;
    MPI_Finalized(&finalized);
    if (finalized)
      return;
    for (MPI_Comm &comm : groups_)
      MPI_Comm_free(&comm);
    if (world_ != MPI_COMM_NULL)
      MPI_Comm_free(&world_);
    for (MPI_Op &op : userOps_)
      if (op != MPI_OP_NULL)
        MPI_Op_free(&op);
  }

  Status init() {
    int code = MPI_Comm_dup(MPI_COMM_WORLD, &world_);
    if (code != MPI_SUCCESS)
      return mpiError(code, "MPI_Comm_dup");
    MPI_Comm_set_errhandler(world_, MPI_ERRORS_RETURN);
    int rank = 0, size = 1;
    MPI_Comm_rank(world_, &rank);
    MPI_Comm_size(world_, &size);
    rank_ = rank;
    size_ = size;
    // Index = 3 * (position in kUserReducedTypes) + op.
    const std::array<MPI_User_function *, 3> fns[] = {
        userReductions<DType::bf16>(), userReductions<DType::f16>(),
        userReductions<DType::f32>(),  userReductions<DType::f64>(),
        userReductions<DType::i16>(),  userReductions<DType::i8>(),
        userReductions<DType::ui8>()};
    static_assert(std::size(fns) == std::size(kUserReducedTypes));
    for (int i = 0; i < kUserOps; ++i) {
      code = MPI_Op_create(fns[i / 3][i % 3], /*commute=*/1, &userOps_[i]);
      if (code != MPI_SUCCESS)
        return mpiError(code, "MPI_Op_create");
    }
    return Status::ok();
  }

  const char *name() const override { return "mpi"; }

  Status barrier() override {
    int code = MPI_Barrier(world_);
    return code == MPI_SUCCESS ? Status::ok() : mpiError(code, "MPI_Barrier");
  }
  Status allReduceWorld(int64_t *values, uint64_t count,
                        Reduction op) override {
    FSDPC_RETURN_IF_ERROR(checkCount(count));
    MPI_Op mpiOp = op == Reduction::sum   ? MPI_SUM
                   : op == Reduction::max ? MPI_MAX
                                          : MPI_MIN;
    int code = MPI_Allreduce(MPI_IN_PLACE, values, int(count), MPI_INT64_T,
                             mpiOp, world_);
    return code == MPI_SUCCESS ? Status::ok() : mpiError(code, "MPI_Allreduce");
  }
  int64_t rank() const override { return rank_; }
  int64_t worldSize() const override { return size_; }

  std::unique_ptr<ProgressBoard> createProgressBoard() override {
    if (size_ <= 1)
      return nullptr;
    auto board = std::make_unique<MpiProgressBoard>();
    if (!board->init(world_, rank_))
      return nullptr;
    return board;
  }

  Status connect(const MeshShape &mesh,
                 const std::vector<std::vector<uint32_t>> &groups,
                 uint64_t hash) override {
    if (mesh.worldSize() != size_)
      return failedPrecondition(
          "rank " + std::to_string(rank_) + ": the program is compiled for " +
          std::to_string(mesh.worldSize()) + " ranks but MPI started " +
          std::to_string(size_));
    FSDPC_RETURN_IF_ERROR(checkSameExecutable(hash));
    for (const std::vector<uint32_t> &axes : groups) {
      MPI_Comm comm;
      int code = MPI_Comm_split(world_, int(mesh.groupColor(rank_, axes)),
                                int(mesh.groupRank(rank_, axes)), &comm);
      if (code != MPI_SUCCESS)
        return mpiError(code, "MPI_Comm_split");
      MPI_Comm_set_errhandler(comm, MPI_ERRORS_RETURN);
      groups_.push_back(comm);
    }
    ringScratch_.resize(groups_.size());
    return Status::ok();
  }

  Status allGather(unsigned group, const void *send, void *recv, uint64_t bytes,
                   void *) override {
    FSDPC_RETURN_IF_ERROR(checkGroup(group));
    int groupRank = 0;
    MPI_Comm_rank(groups_[group], &groupRank);
    auto *out = static_cast<uint8_t *>(recv);
    bool inPlace = send == out + uint64_t(groupRank) * bytes;
    if (bytes <= maxCount_) {
      int code =
          MPI_Allgather(inPlace ? MPI_IN_PLACE : send, int(bytes), MPI_BYTE,
                        recv, int(bytes), MPI_BYTE, groups_[group]);
      return code == MPI_SUCCESS ? Status::ok()
                                 : mpiError(code, "MPI_Allgather");
    }
    // Piece [offset, offset + n) of every rank's block: received through a
    // type of n bytes whose extent is a whole block, so rank r's piece
    // lands at recv + r * bytes + offset.
    for (uint64_t offset = 0; offset < bytes; offset += maxCount_) {
      uint64_t n = std::min(maxCount_, bytes - offset);
      MPI_Datatype piece = MPI_DATATYPE_NULL, strided = MPI_DATATYPE_NULL;
      MPI_Type_contiguous(int(n), MPI_BYTE, &piece);
      MPI_Type_create_resized(piece, 0, MPI_Aint(bytes), &strided);
      MPI_Type_commit(&strided);
      const void *in =
          inPlace ? MPI_IN_PLACE : static_cast<const uint8_t *>(send) + offset;
      int code = MPI_Allgather(in, int(n), MPI_BYTE, out + offset, 1, strided,
                               groups_[group]);
      MPI_Type_free(&strided);
      MPI_Type_free(&piece);
      if (code != MPI_SUCCESS)
        return mpiError(code, "MPI_Allgather");
    }
    return Status::ok();
  }

  Status reduceScatter(unsigned group, const void *send, void *recv,
                       uint64_t count, DType dtype, Reduction op,
                       void *) override {
    FSDPC_RETURN_IF_ERROR(checkGroup(group));
    // Not MPI_Reduce_scatter_block: see MpiRingReduceScatter.cpp. The ring
    // sends segments of bytes, so no int limit on the count applies.
    return ringReduceScatter(groups_[group], send, recv, count, dtype, op,
                             ringScratch_[group]);
  }

  Status allReduce(unsigned group, const void *send, void *recv, uint64_t count,
                   DType dtype, Reduction op, void *) override {
    FSDPC_RETURN_IF_ERROR(checkGroup(group));
    MPI_Datatype type;
    MPI_Op mpiOp;
    FSDPC_RETURN_IF_ERROR(lookup(dtype, op, type, mpiOp));
    // Elementwise: pieces of at most maxCount_ elements reduce alike.
    uint64_t size = dtypeSize(dtype);
    for (uint64_t first = 0; first < count; first += maxCount_) {
      uint64_t n = std::min(maxCount_, count - first);
      const void *in = send == recv
                           ? MPI_IN_PLACE
                           : static_cast<const uint8_t *>(send) + first * size;
      int code = MPI_Allreduce(in, static_cast<uint8_t *>(recv) + first * size,
                               int(n), type, mpiOp, groups_[group]);
      if (code != MPI_SUCCESS)
        return mpiError(code, "MPI_Allreduce");
    }
    return Status::ok();
  }

private:
  Status checkGroup(unsigned group) const {
    if (group >= groups_.size())
      return invalidArgument("communicator group " + std::to_string(group) +
                             " was not connected");
    return Status::ok();
  }

  static Status checkCount(uint64_t count) {
    // MPI counts are int (allReduceWorld's few values only).
    if (count > uint64_t(INT_MAX))
      return unimplemented("a collective of " + std::to_string(count) +
                           " elements exceeds MPI's int count");
    return Status::ok();
  }

  MPI_Op userOp(DType dtype, Reduction op) const {
    int slot = int(std::find(std::begin(kUserReducedTypes),
                             std::end(kUserReducedTypes), dtype) -
                   std::begin(kUserReducedTypes));
    return userOps_[3 * slot + int(op)];
  }

  Status lookup(DType dtype, Reduction op, MPI_Datatype &type,
                MPI_Op &mpiOp) const {
    MPI_Op builtin = op == Reduction::sum   ? MPI_SUM
                     : op == Reduction::max ? MPI_MAX
                                            : MPI_MIN;
    mpiOp = builtin;
    switch (dtype) {
    case DType::f32:
      type = MPI_FLOAT;
      if (op != Reduction::sum)
        mpiOp = userOp(dtype, op);
      return Status::ok();
    case DType::f64:
      type = MPI_DOUBLE;
      if (op != Reduction::sum)
        mpiOp = userOp(dtype, op);
      return Status::ok();
    case DType::i64:
      type = MPI_INT64_T;
      return Status::ok();
    case DType::i32:
      type = MPI_INT32_T;
      return Status::ok();
    case DType::i16:
      type = MPI_INT16_T;
      mpiOp = userOp(dtype, op);
      return Status::ok();
    case DType::i8:
      type = MPI_INT8_T;
      mpiOp = userOp(dtype, op);
      return Status::ok();
    case DType::ui8:
      type = MPI_UINT8_T;
      mpiOp = userOp(dtype, op);
      return Status::ok();
    case DType::i1:
      // One byte of 0/1: sum mod 2 is xor, max is or, min is and.
      type = MPI_UINT8_T;
      mpiOp = op == Reduction::sum   ? MPI_BXOR
              : op == Reduction::max ? MPI_BOR
                                     : MPI_BAND;
      return Status::ok();
    case DType::bf16:
    case DType::f16:
      type = MPI_UINT16_T;
      mpiOp = userOp(dtype, op);
      return Status::ok();
    }
    return invalidArgument("collective of an unknown dtype");
  }

  /// Every rank contributes the hash; min == max iff they agree. On a
  /// mismatch, every rank learns which ranks differ from rank 0.
  Status checkSameExecutable(uint64_t hash) {
    uint64_t low = 0, high = 0;
    int code = MPI_Allreduce(&hash, &low, 1, MPI_UINT64_T, MPI_MIN, world_);
    if (code == MPI_SUCCESS)
      code = MPI_Allreduce(&hash, &high, 1, MPI_UINT64_T, MPI_MAX, world_);
    if (code != MPI_SUCCESS)
      return mpiError(code, "MPI_Allreduce (executable check)");
    if (low == high)
      return Status::ok();
    std::vector<uint64_t> all(size_t(size_), 0);
    code = MPI_Allgather(&hash, 1, MPI_UINT64_T, all.data(), 1, MPI_UINT64_T,
                         world_);
    if (code != MPI_SUCCESS)
      return mpiError(code, "MPI_Allgather (executable check)");
    return differentExecutables(rank_, all);
  }

  MPI_Comm world_ = MPI_COMM_NULL;
  std::vector<MPI_Comm> groups_;
  std::vector<RingScratch> ringScratch_; // one per group
  MPI_Op userOps_[kUserOps];
  int64_t rank_ = 0;
  int64_t size_ = 1;
  uint64_t maxCount_; ///< elements (bytes) per MPI call, at most INT_MAX
};

} // namespace

bool mpiAvailable() { return true; }

void abortAllRanks(int exitCode) {
  int initialized = 0, finalized = 0;
  MPI_Initialized(&initialized);
  MPI_Finalized(&finalized);
  if (initialized && !finalized)
    MPI_Abort(MPI_COMM_WORLD, exitCode);
}

Expected<std::unique_ptr<Communicator>>
createMpiCommunicator(const MpiOptions &options) {
  int initialized = 0, finalized = 0;
  MPI_Initialized(&initialized);
  MPI_Finalized(&finalized);
  if (finalized)
    return failedPrecondition("MPI is already finalized");
  int provided = MPI_THREAD_SINGLE;
  if (!initialized) {
    int code =
        MPI_Init_thread(nullptr, nullptr, MPI_THREAD_MULTIPLE, &provided);
    if (code != MPI_SUCCESS)
      return mpiError(code, "MPI_Init_thread");
    initializedHere = true;
    std::atexit(finalizeMpiAtExit);
  } else {
    MPI_Query_thread(&provided);
  }
  if (provided < MPI_THREAD_MULTIPLE)
    return failedPrecondition(
        std::string("MPI provides ") + threadLevelName(provided) +
        "; fsdpc calls MPI from one thread per communication queue and "
        "needs MPI_THREAD_MULTIPLE (initialize MPI with MPI_Init_thread, or "
        "use an MPI built with thread support)");
  auto comm = std::make_unique<MpiCommunicator>(options.maxCount);
  FSDPC_RETURN_IF_ERROR(comm->init());
  return std::unique_ptr<Communicator>(std::move(comm));
}

} // namespace fsdpc::runtime
