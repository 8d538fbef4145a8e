//===- NoCuda.cpp - the CUDA device when the build has no CUDA ------------===//

#include "fsdpc/runtime/CudaDevice.h"

namespace fsdpc::runtime {

bool cudaDeviceBuilt() { return false; }

Expected<std::unique_ptr<Device>>
createCudaDevice(const CudaDeviceOptions &options) {
  (void)options;
  return unavailable("this runtime was built without the CUDA device (CMake "
                     "found no CUDA toolkit, or FSDPC_RUNTIME_CUDA is OFF)");
}

} // namespace fsdpc::runtime
