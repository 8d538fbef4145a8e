//===- NcclCheck.cpp - one way to check NCCL calls ------------------------===//

#include "NcclCheck.h"

#include "CudaCheck.h"

#include <string>

namespace fsdpc::runtime::cuda {

std::string ncclErrorText(ncclResult_t result, ncclComm_t comm) {
  std::string text = ncclGetErrorString(result);
  // The last error is per thread/communicator and not cleared by reading:
  // it may describe an earlier failure, so it is only added, never alone.
  const char *last = ncclGetLastError(comm);
  if (last && *last)
    text += std::string(" (") + last + ")";
  return text;
}

Status checkNccl(ncclResult_t result, const char *call, ncclComm_t comm) {
  if (result == ncclSuccess || result == ncclInProgress)
    return Status::ok();
  Code code = Code::Internal;
  switch (result) {
  case ncclSystemError:
  case ncclRemoteError:
    // A peer or the network: the run, not this rank's input.
    code = Code::Unavailable;
    break;
  case ncclInvalidArgument:
  case ncclInvalidUsage:
    code = Code::InvalidArgument;
    break;
  default:
    break;
  }
  return Status(code,
                calledFunction(call) + ": " + ncclErrorText(result, comm));
}

} // namespace fsdpc::runtime::cuda
