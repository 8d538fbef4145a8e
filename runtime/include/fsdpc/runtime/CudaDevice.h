//===- CudaDevice.h - an NVIDIA GPU as a device -------------------*- C++
//-*-===//
//
// The CUDA implementation of Device (docs/runtime.md, "The CUDA device"):
// the arena is one device allocation, each queue a non-blocking stream,
// events cudaEvents, kernels PTX entries launched with the driver API, GEMMs
// cuBLASLt, fills and copies stream-ordered memsets and memcpys, and
// collectives go to a communicator that takes device memory (NCCL) on the
// queue's stream, or are device copies for a world of one. After a warm-up
// run of an entry, untimed runs are captured once as a CUDA graph and
// replayed.
//
// Declared in every build: without the CUDA toolkit, createCudaDevice()
// returns UNAVAILABLE, so callers (fsdp-run --device cuda) need no #ifdef.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_CUDADEVICE_H
#define FSDPC_RUNTIME_CUDADEVICE_H

#include "fsdpc/runtime/Device.h"

#include <memory>

namespace fsdpc::runtime {

struct CudaDeviceOptions {
  /// The CUDA device ordinal (fsdp-run: --gpu, else the local rank).
  int ordinal = 0;
  /// Capture an entry's untimed runs as a CUDA graph after one warm-up run
  /// and replay it; off: every run enqueues every instruction.
  bool useGraphs = true;
  /// Whether f32 GEMMs may use TF32 tensor cores (CUBLAS_COMPUTE_32F_FAST_TF32:
  /// 10-bit mantissas in the products). Off by default: f32 means f32.
  bool allowTf32 = false;
  /// cuBLASLt's workspace, allocated once (MemoryKind::GemmWorkspace).
  uint64_t gemmWorkspaceBytes = uint64_t(32) << 20;
  /// Whether a GEMM with outer loops may run as one pointer-array cuBLASLt
  /// call (where cuBLASLt has an algorithm for it); off: a call per index.
  bool gemmPointerArrays = true;
};

/// Whether this runtime was built with the CUDA device.
bool cudaDeviceBuilt();

/// Opens device `options.ordinal`. UNAVAILABLE, in one line naming the
/// failing call, when the build has no CUDA, there is no driver or no such
/// device.
Expected<std::unique_ptr<Device>>
createCudaDevice(const CudaDeviceOptions &options);

} // namespace fsdpc::runtime

#endif // FSDPC_RUNTIME_CUDADEVICE_H
