//===- CublasLtGemm.h - fsdpx.Gemm on cuBLASLt --------------------*- C++
//-*-===//
//
// One cuBLASLt handle and workspace per device. A GEMM's descriptors,
// layouts and algorithm (the heuristic's first choice) are built the first
// time its shape is seen and kept, keyed by everything they depend on, so a
// training step's GEMMs cost one cublasLtMatmul each from the second step on
// (and are capturable in a CUDA graph: nothing is allocated then). A GEMM
// with outer loops also keeps the device arrays of its matrices' addresses,
// built on its first eager run.
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
#include <vector>

namespace fsdpc::runtime::cuda {

struct MatrixAddresses;

class CublasLtGemm {
public:
  /// On the current device; the workspace is counted in `stats`.
  /// `pointerArrays` false: GEMMs with outer loops always run as loops of
  /// calls (the tests compare both ways).
  static Expected<std::unique_ptr<CublasLtGemm>>
  create(MemoryStats &stats, uint64_t workspaceBytes, bool allowTf32,
         bool pointerArrays = true);
  ~CublasLtGemm();
  CublasLtGemm(const CublasLtGemm &) = delete;
  CublasLtGemm &operator=(const CublasLtGemm &) = delete;

  /// Enqueues C = alpha op(A) op(B) + beta C (row-major, fsdpx.Gemm) on
  /// `stream`. A GEMM with outer loops (head-strided attention: heads and
  /// batches at two strides) is one pointer-array batched call where
  /// cuBLASLt has an algorithm for it, else a call per index of its loops.
  /// One stream at a time: the workspace is shared.
  Status run(const GemmArgs &args, cudaStream_t stream);

  /// Plans built so far (tests check they are reused).
  size_t numPlans() const { return plans_.size(); }
  /// GEMMs with outer loops seen so far that run as one pointer-array
  /// call, and those that run as a loop of calls (a split of K, a single
  /// product, no pointer-array algorithm, or pointer arrays turned off).
  size_t numPointerArrayGemms() const;
  size_t numLoopedGemms() const {
    return batched_.size() - numPointerArrayGemms();
  }

private:
  struct Plan;
  struct Batched;
  struct Batching;
  /// The GEMM's shape, layout and types (shapeKey), then the alignments (a
  /// plan: looked up on every call, so kept off the heap) or the addresses
  /// and outer loops (a pointer-array form).
  using PlanKey = std::array<int64_t, 18>;
  using BatchedKey = std::vector<int64_t>;

  // Out of line: Plan is complete only in the .cpp.
  explicit CublasLtGemm(MemoryStats &stats);
  Expected<std::unique_ptr<Plan>> makePlan(const GemmArgs &args,
                                           const Batching &batching);
  Expected<Plan *> plan(const GemmArgs &args);
  Expected<Batched *> batched(const GemmArgs &args, cudaStream_t stream);
  Status runCall(const GemmArgs &args, cudaStream_t stream);
  Status buildPointerArrays(const GemmArgs &args,
                            const MatrixAddresses &matrices, Batched &entry,
                            cudaStream_t stream);
  Status runBatched(const GemmArgs &args, const Batched &batched,
                    cudaStream_t stream);
  Status emptyProduct(const GemmArgs &args, cudaStream_t stream);

  MemoryStats &stats_;
  cublasLtHandle_t handle_ = nullptr;
  void *workspace_ = nullptr;
  uint64_t workspaceBytes_ = 0;
  bool allowTf32_ = false;
  bool pointerArrays_ = true;
  std::map<PlanKey, std::unique_ptr<Plan>> plans_;
  /// Keyed by the addresses too: the pointer arrays hold them.
  std::map<BatchedKey, std::unique_ptr<Batched>> batched_;
};

} // namespace fsdpc::runtime::cuda

#endif // FSDPC_RUNTIME_CUDA_CUBLASLTGEMM_H
