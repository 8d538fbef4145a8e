//===- CudaCheck.cpp - one way to check CUDA, driver and cuBLASLt calls ---===//

#include "CudaCheck.h"

#include "CudaDriver.h"

#include <string>

namespace fsdpc::runtime::cuda {

std::string calledFunction(const char *call) {
  std::string text(call);
  size_t paren = text.find('(');
  if (paren != std::string::npos)
    text.resize(paren);
  size_t dot = text.find_last_of(".>:");
  if (dot != std::string::npos)
    text.erase(0, dot + 1);
  while (!text.empty() && text.back() == ' ')
    text.pop_back();
  return text;
}

static Status make(Code code, const char *call, const std::string &error) {
  return Status(code, calledFunction(call) + ": " + error);
}

Status checkCall(cudaError_t error, const char *call) {
  if (error == cudaSuccess)
    return Status::ok();
  Code code = Code::Internal;
  switch (error) {
  case cudaErrorMemoryAllocation:
    code = Code::ResourceExhausted;
    break;
  case cudaErrorNoDevice:
  case cudaErrorInsufficientDriver:
  case cudaErrorInvalidDevice:
  case cudaErrorDevicesUnavailable:
  case cudaErrorStubLibrary:
  case cudaErrorCallRequiresNewerDriver:
  case cudaErrorSystemDriverMismatch:
  case cudaErrorCompatNotSupportedOnDevice:
    code = Code::Unavailable;
    break;
  default:
    break;
  }
  return make(code, call,
              std::string(cudaGetErrorName(error)) + " (" +
                  cudaGetErrorString(error) + ")");
}

Status checkCall(CUresult result, const char *call) {
  if (result == CUDA_SUCCESS)
    return Status::ok();
  const char *name = nullptr, *text = nullptr;
  // The driver's own names when its entry points are loaded (they are
  // whenever a driver call could have been made).
  if (const DriverApi *api = loadedDriverApi()) {
    api->cuGetErrorName(result, &name);
    api->cuGetErrorString(result, &text);
  }
  std::string error = name ? name : "CUresult " + std::to_string(int(result));
  if (text)
    error += std::string(" (") + text + ")";
  Code code = result == CUDA_ERROR_OUT_OF_MEMORY ? Code::ResourceExhausted
                                                 : Code::Internal;
  return make(code, call, error);
}

Status checkCall(cublasStatus_t status, const char *call) {
  if (status == CUBLAS_STATUS_SUCCESS)
    return Status::ok();
  Code code = Code::Internal;
  if (status == CUBLAS_STATUS_ALLOC_FAILED)
    code = Code::ResourceExhausted;
  else if (status == CUBLAS_STATUS_NOT_SUPPORTED)
    code = Code::Unimplemented;
  return make(code, call,
              std::string(cublasLtGetStatusName(status)) + " (" +
                  cublasLtGetStatusString(status) + ")");
}

} // namespace fsdpc::runtime::cuda
