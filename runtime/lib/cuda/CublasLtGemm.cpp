//===- CublasLtGemm.cpp - fsdpx.Gemm on cuBLASLt --------------------------===//
//
// cuBLASLt is column-major; fsdpx.Gemm is row-major. A row-major X with
// leading dimension ld is, read column-major with the same ld, X^T. So the
// row-major C (M x N) = op(A) op(B) is computed as the column-major
// C^T (N x M) = op(B)^T op(A)^T: cuBLASLt's "A" is our B and its "B" our A,
// each transposed exactly when ours is, and nothing is copied.
//
//===----------------------------------------------------------------------===//

#include "CublasLtGemm.h"

#include "CudaCheck.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <limits>
#include <optional>

namespace fsdpc::runtime::cuda {

struct CublasLtGemm::Plan {
  cublasLtMatmulDesc_t op = nullptr;
  cublasLtMatrixLayout_t a = nullptr, b = nullptr, c = nullptr;
  cublasLtMatmulAlgo_t algo{};

  ~Plan() {
    // Destruction cannot fail usefully; the handles are released either way.
    if (c)
      (void)cublasLtMatrixLayoutDestroy(c);
    if (b)
      (void)cublasLtMatrixLayoutDestroy(b);
    if (a)
      (void)cublasLtMatrixLayoutDestroy(a);
    if (op)
      (void)cublasLtMatmulDescDestroy(op);
  }
};

/// The matrices of a GEMM's calls, in call order (matricesOf).
struct MatrixAddresses {
  std::vector<const void *> a, b;
  std::vector<void *> c;
};

/// How a plan's layouts hold several matrices: `count` of them, `stride`
/// elements apart (the operands' batch strides), or through device arrays
/// of their addresses. And what the heuristic may assume of the addresses.
struct CublasLtGemm::Batching {
  int64_t count = 1;
  bool pointerArray = false;
  int64_t alignA = 256, alignB = 256, alignC = 256;
};

/// A GEMM with outer loops: its pointer-array plan and the device copy of
/// its matrices' addresses (tables of cuBLASLt's A's, i.e. our B's, then its
/// B's, then the C's, each in call order: outer loops, then the batch,
/// innermost fastest; each table 256-byte aligned), or neither when it runs
/// as a loop of calls.
struct CublasLtGemm::Batched {
  MemoryStats *stats = nullptr;
  std::unique_ptr<Plan> plan;
  void *addresses = nullptr;
  int64_t count = 0;
  /// Bytes from one table to the next.
  uint64_t tableBytes = 0;
  /// Whether a call has been enqueued with the plan.
  bool ran = false;

  ~Batched() { useCalls(); }
  /// Runs as a loop of calls from now on.
  void useCalls() {
    plan.reset();
    if (!addresses)
      return;
    // Freeing cannot fail usefully; the memory is released either way.
    (void)cudaFree(addresses);
    stats->release(MemoryKind::GemmWorkspace, 3 * tableBytes);
    addresses = nullptr;
  }
};

namespace {

Expected<cudaDataType_t> cudaType(DType dtype) {
  switch (dtype) {
  case DType::f32:
    return CUDA_R_32F;
  case DType::bf16:
    return CUDA_R_16BF;
  case DType::f16:
    return CUDA_R_16F;
  default:
    return invalidArgument(std::string("GEMM of ") + dtypeName(dtype) +
                           " (f32, bf16 or f16 expected)");
  }
}

/// The largest power of two (up to 256) dividing `address` and `strideBytes`.
int64_t alignmentOf(uintptr_t address, uint64_t strideBytes) {
  int64_t alignment = 256;
  while (alignment > 1 && (address % uint64_t(alignment) != 0 ||
                           strideBytes % uint64_t(alignment) != 0))
    alignment /= 2;
  return alignment;
}

/// The largest power of two (up to 256) dividing the address of every
/// matrix of an operand: the first's and, with several batches, the batch
/// stride in bytes. What the heuristic may assume, since a GEMM may work on
/// a view at any offset and cuBLASLt's alignment preferences speak of the
/// pointer alone.
int64_t alignmentOf(const void *pointer, int64_t batch, int64_t stride,
                    DType type) {
  return alignmentOf(reinterpret_cast<uintptr_t>(pointer),
                     batch > 1 ? uint64_t(stride) * dtypeSize(type) : 0);
}

/// A column-major layout of `rows` x `cols` with `ld`, `count` times:
/// `stride` elements apart, or through an array of addresses.
Status makeLayout(cublasLtMatrixLayout_t &layout, cudaDataType_t type,
                  int64_t rows, int64_t cols, int64_t ld, int64_t count,
                  bool pointerArray, int64_t stride) {
  FSDPC_CUDA_RETURN_IF_ERROR(cublasLtMatrixLayoutCreate(
      &layout, type, uint64_t(rows), uint64_t(cols), ld));
  if (count == 1 && !pointerArray)
    return Status::ok();
  int32_t batch = int32_t(count);
  FSDPC_CUDA_RETURN_IF_ERROR(cublasLtMatrixLayoutSetAttribute(
      layout, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &batch, sizeof(batch)));
  if (pointerArray) {
    uint32_t mode = CUBLASLT_BATCH_MODE_POINTER_ARRAY;
    return FSDPC_CUDA_CHECK(cublasLtMatrixLayoutSetAttribute(
        layout, CUBLASLT_MATRIX_LAYOUT_BATCH_MODE, &mode, sizeof(mode)));
  }
  return FSDPC_CUDA_CHECK(cublasLtMatrixLayoutSetAttribute(
      layout, CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, &stride,
      sizeof(stride)));
}

/// The matrices of every call of `g` (its outer loops and its batch), in
/// call order, or none when its loops sum into one C (a split of K: each
/// call after the first adds what the one before wrote) or it has fewer
/// than two products to batch.
std::optional<MatrixAddresses> matricesOf(const GemmArgs &g) {
  if (g.m == 0 || g.n == 0 || g.k == 0)
    return std::nullopt;
  int64_t count = g.batch;
  for (const GemmLoop &loop : g.outer) {
    if (loop.strideC == 0)
      return std::nullopt;
    count *= loop.count;
  }
  if (count < 2 || count > std::numeric_limits<int32_t>::max())
    return std::nullopt;
  MatrixAddresses matrices;
  int64_t sizeA = dtypeSize(g.aType), sizeB = dtypeSize(g.bType),
          sizeC = dtypeSize(g.cType);
  (void)forEachGemmCall(g, [&](const GemmArgs &call) {
    for (int64_t p = 0; p < g.batch; ++p) {
      matrices.a.push_back(static_cast<const uint8_t *>(call.a) +
                           p * g.strideA * sizeA);
      matrices.b.push_back(static_cast<const uint8_t *>(call.b) +
                           p * g.strideB * sizeB);
      matrices.c.push_back(static_cast<uint8_t *>(call.c) +
                           p * g.strideC * sizeC);
    }
    return Status::ok();
  });
  return matrices;
}

/// What a GEMM's descriptors and layouts depend on: its shape, layout and
/// types (not its addresses).
std::array<int64_t, 15> shapeKey(const GemmArgs &g) {
  return {g.batch,
          g.m,
          g.n,
          g.k,
          g.transposeA,
          g.transposeB,
          g.lda,
          g.ldb,
          g.ldc,
          g.strideA,
          g.strideB,
          g.strideC,
          int64_t(g.aType),
          int64_t(g.bType),
          int64_t(g.cType)};
}

/// The alignment every one of `addresses` has.
template <typename T>
int64_t commonAlignment(const std::vector<T *> &addresses) {
  int64_t alignment = 256;
  for (T *address : addresses)
    alignment = std::min(alignment,
                         alignmentOf(reinterpret_cast<uintptr_t>(address), 0));
  return alignment;
}

} // namespace

CublasLtGemm::CublasLtGemm(MemoryStats &stats) : stats_(stats) {}

Expected<std::unique_ptr<CublasLtGemm>>
CublasLtGemm::create(MemoryStats &stats, uint64_t workspaceBytes,
                     bool allowTf32, bool pointerArrays) {
  std::unique_ptr<CublasLtGemm> gemm(new CublasLtGemm(stats));
  gemm->allowTf32_ = allowTf32;
  gemm->pointerArrays_ = pointerArrays;
  FSDPC_CUDA_RETURN_IF_ERROR(cublasLtCreate(&gemm->handle_));
  if (workspaceBytes) {
    FSDPC_CUDA_RETURN_IF_ERROR(cudaMalloc(&gemm->workspace_, workspaceBytes));
    gemm->workspaceBytes_ = workspaceBytes;
    stats.add(MemoryKind::GemmWorkspace, workspaceBytes);
  }
  return gemm;
}

CublasLtGemm::~CublasLtGemm() {
  batched_.clear();
  plans_.clear();
  if (workspace_) {
    (void)cudaFree(workspace_);
    stats_.release(MemoryKind::GemmWorkspace, workspaceBytes_);
  }
  if (handle_)
    (void)cublasLtDestroy(handle_);
}

size_t CublasLtGemm::numPointerArrayGemms() const {
  size_t n = 0;
  for (const auto &entry : batched_)
    n += entry.second->plan != nullptr;
  return n;
}

Expected<std::unique_ptr<CublasLtGemm::Plan>>
CublasLtGemm::makePlan(const GemmArgs &g, const Batching &batching) {
  std::string shape = "GEMM " + std::to_string(g.m) + "x" +
                      std::to_string(g.n) + "x" + std::to_string(g.k) + " (A " +
                      dtypeName(g.aType) + ", B " + dtypeName(g.bType) +
                      ", C " + dtypeName(g.cType) + ")";
  if (batching.count > std::numeric_limits<int32_t>::max())
    return invalidArgument(shape + ": a batch of " +
                           std::to_string(batching.count) +
                           " exceeds cuBLASLt's 2^31");
  // cuBLASLt multiplies equal input types, into C of that type or f32.
  if (g.aType != g.bType || (g.cType != g.aType && g.cType != DType::f32))
    return unimplemented(shape + ": cuBLASLt needs A and B of one dtype and C "
                                 "of that dtype or f32");
  Expected<cudaDataType_t> abType = cudaType(g.aType);
  if (!abType)
    return abType.status();
  Expected<cudaDataType_t> cType = cudaType(g.cType);
  if (!cType)
    return cType.status();

  auto plan = std::make_unique<Plan>();
  // f32 accumulation always; TF32 products only when allowed.
  cublasComputeType_t compute = g.aType == DType::f32 && allowTf32_
                                    ? CUBLAS_COMPUTE_32F_FAST_TF32
                                    : CUBLAS_COMPUTE_32F;
  FSDPC_CUDA_RETURN_IF_ERROR(
      cublasLtMatmulDescCreate(&plan->op, compute, CUDA_R_32F));
  // Swapped operands (see the top of the file): cuBLASLt's A is our B.
  cublasOperation_t opA = g.transposeB ? CUBLAS_OP_T : CUBLAS_OP_N;
  cublasOperation_t opB = g.transposeA ? CUBLAS_OP_T : CUBLAS_OP_N;
  FSDPC_CUDA_RETURN_IF_ERROR(cublasLtMatmulDescSetAttribute(
      plan->op, CUBLASLT_MATMUL_DESC_TRANSA, &opA, sizeof(opA)));
  FSDPC_CUDA_RETURN_IF_ERROR(cublasLtMatmulDescSetAttribute(
      plan->op, CUBLASLT_MATMUL_DESC_TRANSB, &opB, sizeof(opB)));
  // Stored shapes, read column-major: our B is K x N (N x K transposed),
  // so cuBLASLt's A has N rows and K columns (K x N when transposed).
  int64_t aRows = g.transposeB ? g.k : g.n, aCols = g.transposeB ? g.n : g.k;
  int64_t bRows = g.transposeA ? g.m : g.k, bCols = g.transposeA ? g.k : g.m;
  int64_t count = batching.count;
  bool pointers = batching.pointerArray;
  FSDPC_RETURN_IF_ERROR(makeLayout(plan->a, *abType, aRows, aCols, g.ldb, count,
                                   pointers, g.strideB));
  FSDPC_RETURN_IF_ERROR(makeLayout(plan->b, *abType, bRows, bCols, g.lda, count,
                                   pointers, g.strideA));
  FSDPC_RETURN_IF_ERROR(
      makeLayout(plan->c, *cType, g.n, g.m, g.ldc, count, pointers, g.strideC));

  cublasLtMatmulPreference_t preference = nullptr;
  FSDPC_CUDA_RETURN_IF_ERROR(cublasLtMatmulPreferenceCreate(&preference));
  struct PreferenceGuard {
    cublasLtMatmulPreference_t p;
    ~PreferenceGuard() { (void)cublasLtMatmulPreferenceDestroy(p); }
  } guard{preference};
  uint64_t workspace = workspaceBytes_;
  FSDPC_CUDA_RETURN_IF_ERROR(cublasLtMatmulPreferenceSetAttribute(
      preference, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &workspace,
      sizeof(workspace)));
  uint32_t alignments[4] = {
      uint32_t(batching.alignB), uint32_t(batching.alignA),
      uint32_t(batching.alignC), uint32_t(batching.alignC)};
  const cublasLtMatmulPreferenceAttributes_t alignmentAttrs[4] = {
      CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES,
      CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_B_BYTES,
      CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_C_BYTES,
      CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_D_BYTES};
  for (int i = 0; i < 4; ++i)
    FSDPC_CUDA_RETURN_IF_ERROR(cublasLtMatmulPreferenceSetAttribute(
        preference, alignmentAttrs[i], &alignments[i], sizeof(uint32_t)));

  cublasLtMatmulHeuristicResult_t result{};
  int found = 0;
  cublasStatus_t status = cublasLtMatmulAlgoGetHeuristic(
      handle_, plan->op, plan->a, plan->b, plan->c, plan->c, preference, 1,
      &result, &found);
  // When nothing fits (a layout, an alignment), cuBLASLt answers
  // NOT_SUPPORTED rather than no result; a result is valid only when its
  // own state says so.
  if (status == CUBLAS_STATUS_NOT_SUPPORTED ||
      (status == CUBLAS_STATUS_SUCCESS &&
       (found == 0 || result.state != CUBLAS_STATUS_SUCCESS)))
    return unimplemented(shape + ": cuBLASLt has no algorithm for it");
  FSDPC_RETURN_IF_ERROR(
      checkCall(status, "cublasLtMatmulAlgoGetHeuristic").withContext(shape));
  plan->algo = result.algo;
  return plan;
}

Expected<CublasLtGemm::Plan *> CublasLtGemm::plan(const GemmArgs &g) {
  Batching batching;
  batching.count = g.batch;
  batching.alignA = alignmentOf(g.a, g.batch, g.strideA, g.aType);
  batching.alignB = alignmentOf(g.b, g.batch, g.strideB, g.bType);
  batching.alignC = alignmentOf(g.c, g.batch, g.strideC, g.cType);
  // Everything the descriptors, layouts and the algorithm depend on.
  std::array<int64_t, 15> shape = shapeKey(g);
  PlanKey key;
  std::copy(shape.begin(), shape.end(), key.begin());
  key[15] = batching.alignA;
  key[16] = batching.alignB;
  key[17] = batching.alignC;
  auto it = plans_.find(key);
  if (it != plans_.end())
    return it->second.get();
  // Checked once per plan: the key holds the types and the alignments.
  FSDPC_RETURN_IF_ERROR(checkGemmAlignment(g));
  Expected<std::unique_ptr<Plan>> plan = makePlan(g, batching);
  if (!plan)
    return plan.status();
  Plan *raw = plan->get();
  plans_.emplace(key, plan.take());
  return raw;
}

/// How `g` (with outer loops) runs, decided on its first run outside a CUDA
/// graph capture (which cannot copy the addresses) and kept: null while
/// capturing a GEMM first seen there (its calls then run).
Expected<CublasLtGemm::Batched *> CublasLtGemm::batched(const GemmArgs &g,
                                                        cudaStream_t stream) {
  std::array<int64_t, 15> shape = shapeKey(g);
  BatchedKey key(shape.begin(), shape.end());
  for (const void *address :
       {g.a, static_cast<const void *>(g.b), static_cast<const void *>(g.c)})
    key.push_back(int64_t(reinterpret_cast<uintptr_t>(address)));
  for (const GemmLoop &loop : g.outer)
    key.insert(key.end(),
               {loop.count, loop.strideA, loop.strideB, loop.strideC});
  auto it = batched_.find(key);
  if (it != batched_.end())
    return it->second.get();
  cudaStreamCaptureStatus capturing = cudaStreamCaptureStatusNone;
  FSDPC_CUDA_RETURN_IF_ERROR(cudaStreamIsCapturing(stream, &capturing));
  if (capturing != cudaStreamCaptureStatusNone)
    return nullptr;
  auto entry = std::make_unique<Batched>();
  entry->stats = &stats_;
  std::optional<MatrixAddresses> matrices = matricesOf(g);
  // Whatever keeps cuBLASLt from taking the pointer arrays (no algorithm,
  // an attribute it refuses, no memory for the tables), the loop of calls
  // is left, which reports a real error of its own.
  if (pointerArrays_ && matrices &&
      !buildPointerArrays(g, *matrices, *entry, stream).isOk())
    entry->useCalls();
  Batched *raw = entry.get();
  batched_.emplace(std::move(key), std::move(entry));
  return raw;
}

/// `entry`'s plan, and its address tables copied to the device on `stream`
/// (not capturing).
Status CublasLtGemm::buildPointerArrays(const GemmArgs &g,
                                        const MatrixAddresses &matrices,
                                        Batched &entry, cudaStream_t stream) {
  FSDPC_RETURN_IF_ERROR(checkGemmAlignment(g));
  entry.count = int64_t(matrices.c.size());
  Batching batching;
  batching.count = entry.count;
  batching.pointerArray = true;
  batching.alignA = commonAlignment(matrices.a);
  batching.alignB = commonAlignment(matrices.b);
  batching.alignC = commonAlignment(matrices.c);
  Expected<std::unique_ptr<Plan>> plan = makePlan(g, batching);
  if (!plan)
    return plan.status();
  entry.plan = plan.take();
  uint64_t table = uint64_t(entry.count) * sizeof(void *);
  entry.tableBytes = (table + 255) / 256 * 256;
  std::vector<uint8_t> tables(3 * entry.tableBytes, 0);
  std::memcpy(tables.data(), matrices.b.data(), table);
  std::memcpy(tables.data() + entry.tableBytes, matrices.a.data(), table);
  std::memcpy(tables.data() + 2 * entry.tableBytes, matrices.c.data(), table);
  FSDPC_CUDA_RETURN_IF_ERROR(cudaMalloc(&entry.addresses, tables.size()));
  stats_.add(MemoryKind::GemmWorkspace, tables.size());
  // Ordered before the GEMM on its stream; a copy from pageable memory is
  // staged before the call returns, so `tables` may go.
  return FSDPC_CUDA_CHECK(cudaMemcpyAsync(entry.addresses, tables.data(),
                                          tables.size(), cudaMemcpyHostToDevice,
                                          stream));
}

// C = beta * C without a product: cuBLASLt documents no k == 0 layouts, so
// this is done here, as the reference GEMM does it.
Status CublasLtGemm::emptyProduct(const GemmArgs &g, cudaStream_t stream) {
  if (g.beta == 1.0f)
    return Status::ok();
  if (g.beta != 0.0f)
    return unimplemented("a GEMM with k = 0 and beta " +
                         std::to_string(g.beta) +
                         " (only 0 and 1 are supported on the GPU)");
  size_t element = dtypeSize(g.cType);
  for (int64_t p = 0; p < g.batch; ++p)
    FSDPC_CUDA_RETURN_IF_ERROR(cudaMemset2DAsync(
        static_cast<uint8_t *>(g.c) + size_t(p * g.strideC) * element,
        size_t(g.ldc) * element, 0, size_t(g.n) * element, size_t(g.m),
        stream));
  return Status::ok();
}

Status CublasLtGemm::runCall(const GemmArgs &g, cudaStream_t stream) {
  if (g.m == 0 || g.n == 0)
    return Status::ok();
  if (g.k == 0)
    return emptyProduct(g, stream);
  Expected<Plan *> plan = this->plan(g);
  if (!plan)
    return plan.status();
  const Plan &p = **plan;
  return FSDPC_CUDA_CHECK(cublasLtMatmul(
      handle_, p.op, &g.alpha, g.b, p.a, g.a, p.b, &g.beta, g.c, p.c, g.c, p.c,
      &p.algo, workspace_, workspaceBytes_, stream));
}

Status CublasLtGemm::runBatched(const GemmArgs &g, const Batched &batched,
                                cudaStream_t stream) {
  const Plan &p = *batched.plan;
  auto *tables = static_cast<uint8_t *>(batched.addresses);
  void *theirA = tables, *theirB = tables + batched.tableBytes,
       *c = tables + 2 * batched.tableBytes;
  return FSDPC_CUDA_CHECK(cublasLtMatmul(
      handle_, p.op, &g.alpha, theirA, p.a, theirB, p.b, &g.beta, c, p.c, c,
      p.c, &p.algo, workspace_, workspaceBytes_, stream));
}

Status CublasLtGemm::run(const GemmArgs &g, cudaStream_t stream) {
  if (!g.outer.empty()) {
    Expected<Batched *> batched = this->batched(g, stream);
    if (!batched)
      return batched.status();
    if (*batched && (*batched)->plan) {
      Status status = runBatched(g, **batched, stream);
      if (status.isOk() || (*batched)->ran) {
        (*batched)->ran = true;
        return status;
      }
      // The first call refused the plan the heuristic offered: the GEMM
      // runs as a loop of calls from now on.
      (*batched)->useCalls();
    }
  }
  return forEachGemmCall(
      g, [&](const GemmArgs &call) { return runCall(call, stream); });
}

} // namespace fsdpc::runtime::cuda
