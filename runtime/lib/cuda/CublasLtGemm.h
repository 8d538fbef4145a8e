//===- CublasLtGemm.h - fsdpx.Gemm on cuBLASLt --------------------*- C++
//-*-===//
//
// One cuBLASLt handle and workspace per device. A GEMM's descriptors,
// layouts and algorithm (the heuristic's first choice) are built the first
// time its shape is seen and kept, keyed by everything they depend on, so a
// training step's GEMMs cost one cublasLtMatmul each from the second step on
// (and are capturable in a CUDA graph: nothing is allocated then).
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_CUDA_CUBLASLTGEMM_H
#define FSDPC_RUNTIME_CUDA_CUBLASLTGEMM_H

#include "fsdpc/runtime/Gemm.h"
#include "fsdpc/runtime/MemoryStats.h"

#include <cublasLt.h>
#include <cuda_runtime_api.h>

#include <array>
#include <map>
#include <memory>

namespace fsdpc::runtime::cuda {

class CublasLtGemm {
public:
  /// On the current device; the workspace is counted in `stats`.
  static Expected<std::unique_ptr<CublasLtGemm>>
  create(MemoryStats &stats, uint64_t workspaceBytes, bool allowTf32);
  ~CublasLtGemm();
  CublasLtGemm(const CublasLtGemm &) = delete;
  CublasLtGemm &operator=(const CublasLtGemm &) = delete;

  /// Enqueues C = alpha op(A) op(B) + beta C (row-major, fsdpx.Gemm) on
  /// `stream`. One stream at a time: the workspace is shared.
  Status run(const GemmArgs &args, cudaStream_t stream);

  /// Plans built so far (tests check they are reused).
  size_t numPlans() const { return plans_.size(); }

private:
  struct Plan;
  using Key = std::array<int64_t, 18>;

  // Out of line: Plan is complete only in the .cpp.
  explicit CublasLtGemm(MemoryStats &stats);
  Expected<Plan *> plan(const GemmArgs &args);
  Status emptyProduct(const GemmArgs &args, cudaStream_t stream);

  MemoryStats &stats_;
  cublasLtHandle_t handle_ = nullptr;
  void *workspace_ = nullptr;
  uint64_t workspaceBytes_ = 0;
  bool allowTf32_ = false;
  std::map<Key, std::unique_ptr<Plan>> plans_;
};

} // namespace fsdpc::runtime::cuda

#endif // FSDPC_RUNTIME_CUDA_CUBLASLTGEMM_H
