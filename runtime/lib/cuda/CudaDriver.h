//===- CudaDriver.h - the driver API, resolved at run time --------*- C++
//-*-===//
//
// Why not link libcuda: it exists only where the NVIDIA driver is installed,
// and a binary linked against it does not even start elsewhere, while
// fsdp-run must run CPU programs on any machine, GPU build or not. The CUDA
// runtime (linked statically) loads the driver lazily and fails with a
// status when there is none; the few driver functions the device needs
// beyond the runtime API (module loading, cuLaunchKernel, 16/32-bit
// memsets) are fetched from it through cudaGetDriverEntryPointByVersion.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_CUDA_CUDADRIVER_H
#define FSDPC_RUNTIME_CUDA_CUDADRIVER_H

#include "fsdpc/runtime/Status.h"

#include <cuda.h>

namespace fsdpc::runtime::cuda {

struct DriverApi {
  decltype(&::cuGetErrorName) cuGetErrorName = nullptr;
  decltype(&::cuGetErrorString) cuGetErrorString = nullptr;
  decltype(&::cuModuleLoadDataEx) cuModuleLoadDataEx = nullptr;
  decltype(&::cuModuleUnload) cuModuleUnload = nullptr;
  decltype(&::cuModuleGetFunction) cuModuleGetFunction = nullptr;
  decltype(&::cuFuncSetAttribute) cuFuncSetAttribute = nullptr;
  decltype(&::cuLaunchKernel) cuLaunchKernel = nullptr;
  decltype(&::cuMemsetD8Async) cuMemsetD8Async = nullptr;
  decltype(&::cuMemsetD16Async) cuMemsetD16Async = nullptr;
  decltype(&::cuMemsetD32Async) cuMemsetD32Async = nullptr;
  decltype(&::cuMemsetD2D32Async) cuMemsetD2D32Async = nullptr;
};

/// The driver's entry points, resolved once (thread-safe); UNAVAILABLE
/// naming the missing function when the driver lacks one.
Expected<const DriverApi *> driverApi();
/// The table if driverApi() succeeded before, else null (for error names).
const DriverApi *loadedDriverApi();

} // namespace fsdpc::runtime::cuda

#endif // FSDPC_RUNTIME_CUDA_CUDADRIVER_H
