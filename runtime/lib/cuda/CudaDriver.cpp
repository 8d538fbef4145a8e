//===- CudaDriver.cpp - the driver API, resolved at run time --------------===//

#include "CudaDriver.h"

#include "CudaCheck.h"

#include <atomic>
#include <mutex>

namespace fsdpc::runtime::cuda {

namespace {

// The ABI version the entry points are requested at: the one this code was
// compiled against, so that each function has the signature cuda.h gives.
constexpr unsigned kDriverAbi = CUDA_VERSION;

std::atomic<const DriverApi *> loaded{nullptr};

template <typename Fn> Status resolve(const char *symbol, Fn &fn) {
  void *address = nullptr;
  cudaDriverEntryPointQueryResult found = cudaDriverEntryPointSuccess;
  FSDPC_RETURN_IF_ERROR(FSDPC_CUDA_CHECK(cudaGetDriverEntryPointByVersion(
                                             symbol, &address, kDriverAbi,
                                             cudaEnableDefault, &found))
                            .withContext(std::string("resolving ") + symbol));
  if (found != cudaDriverEntryPointSuccess || !address)
    return unavailable(std::string("the CUDA driver has no ") + symbol +
                       (found == cudaDriverEntryPointVersionNotSufficent
                            ? " (the driver is older than CUDA " +
                                  std::to_string(kDriverAbi / 1000) + ")"
                            : ""));
  fn = reinterpret_cast<Fn>(address);
  return Status::ok();
}

Status resolveAll(DriverApi &api) {
#define FSDPC_RESOLVE(name) FSDPC_RETURN_IF_ERROR(resolve(#name, api.name))
  FSDPC_RESOLVE(cuGetErrorName);
  FSDPC_RESOLVE(cuGetErrorString);
  FSDPC_RESOLVE(cuModuleLoadDataEx);
  FSDPC_RESOLVE(cuModuleUnload);
  FSDPC_RESOLVE(cuModuleGetFunction);
  FSDPC_RESOLVE(cuFuncSetAttribute);
  FSDPC_RESOLVE(cuLaunchKernel);
  FSDPC_RESOLVE(cuMemsetD8Async);
  FSDPC_RESOLVE(cuMemsetD16Async);
  FSDPC_RESOLVE(cuMemsetD32Async);
  FSDPC_RESOLVE(cuMemsetD2D32Async);
#undef FSDPC_RESOLVE
  return Status::ok();
}

} // namespace

Expected<const DriverApi *> driverApi() {
  if (const DriverApi *api = loaded.load())
    return api;
  static std::mutex mutex;
  std::lock_guard<std::mutex> lock(mutex);
  if (const DriverApi *api = loaded.load())
    return api;
  static DriverApi api;
  FSDPC_RETURN_IF_ERROR(resolveAll(api));
  loaded.store(&api);
  return static_cast<const DriverApi *>(&api);
}

const DriverApi *loadedDriverApi() { return loaded.load(); }

} // namespace fsdpc::runtime::cuda
