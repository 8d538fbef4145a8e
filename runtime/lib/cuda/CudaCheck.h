//===- CudaCheck.h - one way to check CUDA, driver and cuBLASLt calls -*- C++
//-*-===//
//
// Every call into CUDA goes through FSDPC_CUDA_CHECK, so that every failure
// becomes a Status naming the call and the library's own error name and
// string ("cuLaunchKernel: CUDA_ERROR_INVALID_VALUE (invalid argument)"),
// whichever of the runtime API, the driver API or cuBLASLt made it.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_CUDA_CUDACHECK_H
#define FSDPC_RUNTIME_CUDA_CUDACHECK_H

#include "fsdpc/runtime/Status.h"

#include <cublasLt.h>
#include <cuda.h>
#include <cuda_runtime_api.h>

#include <string>

namespace fsdpc::runtime::cuda {

/// The library function a checked call expression names:
/// "drv.cuMemsetD8Async(p, 0, n, s)" -> "cuMemsetD8Async" (shared by the
/// CUDA and NCCL checks, so messages name the function, not our spelling).
std::string calledFunction(const char *call);

/// OK, or an error naming `call` (the expression as written; only the
/// function's name is kept) and the error.
Status checkCall(cudaError_t error, const char *call);
Status checkCall(CUresult result, const char *call);
Status checkCall(cublasStatus_t status, const char *call);

} // namespace fsdpc::runtime::cuda

#define FSDPC_CUDA_CHECK(call) ::fsdpc::runtime::cuda::checkCall((call), #call)
#define FSDPC_CUDA_RETURN_IF_ERROR(call)                                       \
  FSDPC_RETURN_IF_ERROR(FSDPC_CUDA_CHECK(call))

#endif // FSDPC_RUNTIME_CUDA_CUDACHECK_H
