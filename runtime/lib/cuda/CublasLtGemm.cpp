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

#include <limits>

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

/// The largest power of two (up to 256) dividing the address of every
/// matrix of an operand: the first's and, with several batches, the batch
/// stride in bytes. What the heuristic may assume, since a GEMM may work on
/// a view at any offset and cuBLASLt's alignment preferences speak of the
/// pointer alone.
int64_t alignmentOf(const void *pointer, int64_t batch, int64_t stride,
                    DType type) {
  auto address = reinterpret_cast<uintptr_t>(pointer);
  uint64_t strideBytes = batch > 1 ? uint64_t(stride) * dtypeSize(type) : 0;
  int64_t alignment = 256;
  while (alignment > 1 && (address % uint64_t(alignment) != 0 ||
                           strideBytes % uint64_t(alignment) != 0))
    alignment /= 2;
  return alignment;
}

/// A column-major layout of `rows` x `cols` with `ld`, `batch` times.
Status makeLayout(cublasLtMatrixLayout_t &layout, cudaDataType_t type,
                  int64_t rows, int64_t cols, int64_t ld, int64_t batch,
                  int64_t stride) {
  FSDPC_CUDA_RETURN_IF_ERROR(cublasLtMatrixLayoutCreate(
      &layout, type, uint64_t(rows), uint64_t(cols), ld));
  if (batch == 1)
    return Status::ok();
  int32_t count = int32_t(batch);
  FSDPC_CUDA_RETURN_IF_ERROR(cublasLtMatrixLayoutSetAttribute(
      layout, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &count, sizeof(count)));
  FSDPC_CUDA_RETURN_IF_ERROR(cublasLtMatrixLayoutSetAttribute(
      layout, CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, &stride,
      sizeof(stride)));
  return Status::ok();
}

} // namespace

CublasLtGemm::CublasLtGemm(MemoryStats &stats) : stats_(stats) {}

Expected<std::unique_ptr<CublasLtGemm>>
CublasLtGemm::create(MemoryStats &stats, uint64_t workspaceBytes,
                     bool allowTf32) {
  std::unique_ptr<CublasLtGemm> gemm(new CublasLtGemm(stats));
  gemm->allowTf32_ = allowTf32;
  FSDPC_CUDA_RETURN_IF_ERROR(cublasLtCreate(&gemm->handle_));
  if (workspaceBytes) {
    FSDPC_CUDA_RETURN_IF_ERROR(cudaMalloc(&gemm->workspace_, workspaceBytes));
    gemm->workspaceBytes_ = workspaceBytes;
    stats.add(MemoryKind::GemmWorkspace, workspaceBytes);
  }
  return gemm;
}

CublasLtGemm::~CublasLtGemm() {
  plans_.clear();
  if (workspace_) {
    (void)cudaFree(workspace_);
    stats_.release(MemoryKind::GemmWorkspace, workspaceBytes_);
  }
  if (handle_)
    (void)cublasLtDestroy(handle_);
}

Expected<CublasLtGemm::Plan *> CublasLtGemm::plan(const GemmArgs &g) {
  int64_t alignA = alignmentOf(g.a, g.batch, g.strideA, g.aType),
          alignB = alignmentOf(g.b, g.batch, g.strideB, g.bType),
          alignC = alignmentOf(g.c, g.batch, g.strideC, g.cType);
  // Everything the descriptors, layouts and the algorithm depend on.
  Key key = {g.batch,
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
             int64_t(g.cType),
             alignA,
             alignB,
             alignC};
  auto it = plans_.find(key);
  if (it != plans_.end())
    return it->second.get();
  // Checked once per plan: the key holds the types and the alignments.
  FSDPC_RETURN_IF_ERROR(checkGemmAlignment(g));

  std::string shape = "GEMM " + std::to_string(g.m) + "x" +
                      std::to_string(g.n) + "x" + std::to_string(g.k) + " (A " +
                      dtypeName(g.aType) + ", B " + dtypeName(g.bType) +
                      ", C " + dtypeName(g.cType) + ")";
  if (g.batch > std::numeric_limits<int32_t>::max())
    return invalidArgument(shape + ": a batch of " + std::to_string(g.batch) +
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
  FSDPC_RETURN_IF_ERROR(
      makeLayout(plan->a, *abType, aRows, aCols, g.ldb, g.batch, g.strideB));
  FSDPC_RETURN_IF_ERROR(
      makeLayout(plan->b, *abType, bRows, bCols, g.lda, g.batch, g.strideA));
  FSDPC_RETURN_IF_ERROR(
      makeLayout(plan->c, *cType, g.n, g.m, g.ldc, g.batch, g.strideC));

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
  uint32_t alignments[4] = {uint32_t(alignB), uint32_t(alignA),
                            uint32_t(alignC), uint32_t(alignC)};
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
  FSDPC_RETURN_IF_ERROR(
      FSDPC_CUDA_CHECK(cublasLtMatmulAlgoGetHeuristic(
                           handle_, plan->op, plan->a, plan->b, plan->c,
                           plan->c, preference, 1, &result, &found))
          .withContext(shape));
  if (found == 0)
    return unimplemented(shape + ": cuBLASLt has no algorithm for it");
  plan->algo = result.algo;
  Plan *raw = plan.get();
  plans_.emplace(key, std::move(plan));
  return raw;
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

Status CublasLtGemm::run(const GemmArgs &g, cudaStream_t stream) {
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

} // namespace fsdpc::runtime::cuda
