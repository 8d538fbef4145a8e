//===- MpiStore.cpp - the rendezvous over MPI_COMM_WORLD ------------------===//
//
// Under mpirun the launcher already connected the ranks: a broadcast is two
// MPI_Bcast calls (length, bytes) on a duplicate of MPI_COMM_WORLD, so that
// it never matches another library's messages.
//
//===----------------------------------------------------------------------===//

#include "Mpi.h"

#include "fsdpc/runtime/Store.h"

#include <climits>
#include <cstdlib>
#include <mpi.h>

namespace fsdpc::runtime {

namespace {

Status storeError(int code, const std::string &call) {
  return mpiError(code, "store mpi: " + call);
}

class MpiStore final : public Store {
public:
  ~MpiStore() override {
    int finalized = 0;
    MPI_Finalized(&finalized);
    if (!finalized && comm_ != MPI_COMM_NULL)
      MPI_Comm_free(&comm_);
  }

  Status init() {
    int code = MPI_Comm_dup(MPI_COMM_WORLD, &comm_);
    if (code != MPI_SUCCESS)
      return storeError(code, "MPI_Comm_dup");
    MPI_Comm_set_errhandler(comm_, MPI_ERRORS_RETURN);
    int rank = 0, size = 1;
    MPI_Comm_rank(comm_, &rank);
    MPI_Comm_size(comm_, &size);
    rank_ = rank;
    size_ = size;
    return Status::ok();
  }

  std::string describe() const override { return "mpi"; }
  int64_t rank() const override { return rank_; }
  int64_t worldSize() const override { return size_; }

  Status broadcast(const std::string &, std::string &value) override {
    if (value.size() > size_t(INT_MAX))
      return invalidArgument("store mpi: a value of " +
                             std::to_string(value.size()) + " bytes");
    int length = int(value.size());
    int code = MPI_Bcast(&length, 1, MPI_INT, 0, comm_);
    if (code != MPI_SUCCESS)
      return storeError(code, "MPI_Bcast");
    value.resize(size_t(length));
    code = MPI_Bcast(value.data(), length, MPI_BYTE, 0, comm_);
    if (code != MPI_SUCCESS)
      return storeError(code, "MPI_Bcast");
    return Status::ok();
  }

private:
  MPI_Comm comm_ = MPI_COMM_NULL;
  int64_t rank_ = 0, size_ = 1;
};

} // namespace

Expected<std::unique_ptr<Store>> createMpiStore() {
  int initialized = 0, finalized = 0;
  MPI_Initialized(&initialized);
  MPI_Finalized(&finalized);
  if (finalized)
    return failedPrecondition("store mpi: MPI is already finalized");
  if (!initialized) {
    // The level MpiCommunicator asks for, so that either may come first.
    int provided = MPI_THREAD_SINGLE;
    int code =
        MPI_Init_thread(nullptr, nullptr, MPI_THREAD_MULTIPLE, &provided);
    if (code != MPI_SUCCESS)
      return storeError(code, "MPI_Init_thread");
    std::atexit(finalizeMpiAtExit);
  }
  auto store = std::make_unique<MpiStore>();
  FSDPC_RETURN_IF_ERROR(store->init());
  return std::unique_ptr<Store>(std::move(store));
}

} // namespace fsdpc::runtime
