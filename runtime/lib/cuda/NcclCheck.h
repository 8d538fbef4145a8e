//===- NcclCheck.h - one way to check NCCL calls ------------------*- C++
//-*-===//
//
// Every NCCL call goes through FSDPC_NCCL_CHECK(call, comm): a failure
// becomes a Status naming the function, ncclGetErrorString of its result and
// ncclGetLastError (NCCL's own account: which peer, which transport), e.g.
// "ncclCommInitRankConfig: remote process exited or there was a network
// error (NET/Socket : peer 10.0.0.2<4711> closed the connection)". CUDA
// runtime calls use CudaCheck.h.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_CUDA_NCCLCHECK_H
#define FSDPC_RUNTIME_CUDA_NCCLCHECK_H

#include "fsdpc/runtime/Status.h"

#include <nccl.h>

namespace fsdpc::runtime::cuda {

/// OK for ncclSuccess and, on a non-blocking communicator, ncclInProgress
/// (the caller then polls: NcclCommunicator::settle); an error naming `call`
/// (only the function's name is kept) otherwise. `comm` may be null.
Status checkNccl(ncclResult_t result, const char *call, ncclComm_t comm);

/// The message of a failed `result` without the function: "<string>
/// (<last error>)".
std::string ncclErrorText(ncclResult_t result, ncclComm_t comm);

} // namespace fsdpc::runtime::cuda

#define FSDPC_NCCL_CHECK(call, comm)                                           \
  ::fsdpc::runtime::cuda::checkNccl((call), #call, (comm))
#define FSDPC_NCCL_RETURN_IF_ERROR(call, comm)                                 \
  FSDPC_RETURN_IF_ERROR(FSDPC_NCCL_CHECK(call, comm))

#endif // FSDPC_RUNTIME_CUDA_NCCLCHECK_H
