//===- Nccl.h - the NCCL communicator ----------------------------*- C++
//-*-===//
//
// Collectives between GPUs, enqueued on the cudaStream_t the device passes
// as `nativeQueue`; the calls return once enqueued. Bootstrap: rank 0 creates
// one ncclUniqueId and broadcasts it through a Store (Store.h: MPI, a shared
// directory or TCP; none for a world of one); every rank joins one world
// communicator, connect() splits it (ncclCommSplit) into one communicator
// per group of mesh axes and compares the executables' hashes on it.
//
// Every communicator is non-blocking (ncclConfig_t::blocking = 0), so that
// no NCCL call can wait forever: initialization, splits and enqueues are
// polled with ncclCommGetAsyncError until they finish or the timeout ends
// them (ncclCommAbort). A monitor thread polls every communicator's
// asynchronous error (a remote rank failed) and the CUDA events recorded
// after each collective; a collective pending longer than the timeout, or
// an asynchronous error, aborts every communicator, is kept as asyncError()
// and is passed to onFailure.
//
// This header does not include CUDA or NCCL: tools built without CUDA call
// the same functions, which then return UNAVAILABLE.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_NCCL_H
#define FSDPC_RUNTIME_NCCL_H

#include "fsdpc/runtime/Communicator.h"
#include "fsdpc/runtime/Store.h"

#include <functional>
#include <memory>

namespace fsdpc::runtime {

struct NcclOptions {
  /// Carries rank 0's ncclUniqueId to the others; its rank and world size
  /// are the communicator's. Null: a world of one.
  std::unique_ptr<Store> store;
  /// The CUDA device of this rank (the device's); -1: the current one.
  int cudaDevice = -1;
  /// Bound on initialization, splits, enqueues, world agreements and each
  /// collective's completion (from when the one before it on its group
  /// completed, or it was enqueued if later); 0: none, and no monitor
  /// thread.
  double timeoutSeconds = 300;
  /// Called once, on the monitor thread, after it aborted the communicators
  /// (timeout or remote failure), with the error asyncError() then returns.
  std::function<void(const Status &)> onFailure;
};

/// Whether this runtime was built with NCCL.
bool ncclAvailable();

/// Creates the world communicator (collective over the store's ranks).
/// UNAVAILABLE without NCCL in the build.
Expected<std::unique_ptr<Communicator>>
createNcclCommunicator(NcclOptions options);

} // namespace fsdpc::runtime

#endif // FSDPC_RUNTIME_NCCL_H
