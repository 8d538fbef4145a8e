//===- Gemm.cpp - batched GEMM with f32 accumulation ----------------------===//

#include "fsdpc/runtime/Gemm.h"

#include <cstring>

#ifdef FSDPC_HAVE_OPENBLAS
#include <cblas.h>
#endif

namespace fsdpc::runtime {

GemmWorkspace::~GemmWorkspace() {
  if (stats_)
    stats_->release(MemoryKind::GemmWorkspace, bytes());
}

float *GemmWorkspace::get(size_t elements) {
  if (elements > data_.size()) {
    size_t before = bytes();
    data_.resize(elements);
    if (stats_)
      stats_->add(MemoryKind::GemmWorkspace, bytes() - before);
  }
  return data_.data();
}

static float load(DType type, const void *base, int64_t index) {
  const auto *p = static_cast<const uint8_t *>(base);
  if (type == DType::f32) {
    float v;
    std::memcpy(&v, p + index * 4, 4);
    return v;
  }
  uint16_t bits;
  std::memcpy(&bits, p + index * 2, 2);
  return type == DType::bf16 ? bf16ToFloat(bits) : f16ToFloat(bits);
}

static void store(DType type, void *base, int64_t index, float value) {
  auto *p = static_cast<uint8_t *>(base);
  if (type == DType::f32) {
    std::memcpy(p + index * 4, &value, 4);
    return;
  }
  uint16_t bits = type == DType::bf16 ? floatToBf16(value) : floatToF16(value);
  std::memcpy(p + index * 2, &bits, 2);
}

static Status checkTypes(const GemmArgs &g) {
  for (DType t : {g.aType, g.bType, g.cType})
    if (t != DType::f32 && t != DType::bf16 && t != DType::f16)
      return invalidArgument(std::string("GEMM of ") + dtypeName(t) +
                             " (f32, bf16 or f16 only)");
  if (g.batch < 0 || g.m < 0 || g.n < 0 || g.k < 0)
    return invalidArgument("GEMM with a negative size");
  return Status::ok();
}

Status checkGemmAlignment(const GemmArgs &g) {
  struct Operand {
    const char *name;
    const void *pointer;
    DType type;
  };
  for (const Operand &x :
       {Operand{"A", g.a, g.aType}, Operand{"B", g.b, g.bType},
        Operand{"C", g.c, g.cType}}) {
    auto size = uint64_t(dtypeSize(x.type));
    if (reinterpret_cast<uintptr_t>(x.pointer) % size != 0)
      return invalidArgument(std::string("GEMM operand ") + x.name + " (" +
                             dtypeName(x.type) + ") is not aligned to " +
                             std::to_string(size) + " bytes");
  }
  return Status::ok();
}

Status forEachGemmCall(const GemmArgs &args,
                       const std::function<Status(const GemmArgs &)> &call) {
  // Most GEMMs have no outer loops: one call, nothing copied.
  if (args.outer.empty())
    return call(args);
  const std::vector<GemmLoop> &loops = args.outer;
  GemmArgs one = args;
  one.outer.clear();
  for (const GemmLoop &loop : loops)
    if (loop.count <= 0)
      return Status::ok();
  std::vector<int64_t> index(loops.size(), 0);
  auto *a = static_cast<const uint8_t *>(args.a);
  auto *b = static_cast<const uint8_t *>(args.b);
  auto *c = static_cast<uint8_t *>(args.c);
  int64_t sizeA = dtypeSize(args.aType), sizeB = dtypeSize(args.bType),
          sizeC = dtypeSize(args.cType);
  while (true) {
    int64_t offsetA = 0, offsetB = 0, offsetC = 0;
    // A loop over a split of K adds every call after its first into C.
    bool firstOfSum = true;
    for (size_t l = 0; l < loops.size(); ++l) {
      offsetA += index[l] * loops[l].strideA;
      offsetB += index[l] * loops[l].strideB;
      offsetC += index[l] * loops[l].strideC;
      firstOfSum &= loops[l].strideC != 0 || index[l] == 0;
    }
    one.a = a + offsetA * sizeA;
    one.b = b + offsetB * sizeB;
    one.c = c + offsetC * sizeC;
    one.beta = firstOfSum ? args.beta : 1.0f;
    FSDPC_RETURN_IF_ERROR(call(one));
    // The next index, innermost loop fastest.
    size_t l = loops.size();
    while (l > 0 && ++index[l - 1] == loops[l - 1].count)
      index[--l] = 0;
    if (l == 0)
      return Status::ok();
  }
}

/// One strided-batched call of the reference loop.
static Status referenceCall(const GemmArgs &g) {
  FSDPC_RETURN_IF_ERROR(checkTypes(g));
  for (int64_t p = 0; p < g.batch; ++p) {
    int64_t a0 = p * g.strideA, b0 = p * g.strideB, c0 = p * g.strideC;
    for (int64_t i = 0; i < g.m; ++i)
      for (int64_t j = 0; j < g.n; ++j) {
        float acc = 0;
        for (int64_t l = 0; l < g.k; ++l) {
          int64_t ai = g.transposeA ? l * g.lda + i : i * g.lda + l;
          int64_t bi = g.transposeB ? j * g.ldb + l : l * g.ldb + j;
          acc += load(g.aType, g.a, a0 + ai) * load(g.bType, g.b, b0 + bi);
        }
        int64_t ci = c0 + i * g.ldc + j;
        float out = g.alpha * acc;
        if (g.beta != 0)
          out += g.beta * load(g.cType, g.c, ci);
        store(g.cType, g.c, ci, out);
      }
  }
  return Status::ok();
}

Status referenceGemm(const GemmArgs &g) {
  return forEachGemmCall(g, referenceCall);
}

bool gemmUsesBlas() {
#ifdef FSDPC_HAVE_OPENBLAS
  return true;
#else
  return false;
#endif
}

#ifdef FSDPC_HAVE_OPENBLAS
// Copies a rows x cols matrix (leading dimension ld) to dense f32.
static void widen(DType type, const void *base, int64_t offset, int64_t rows,
                  int64_t cols, int64_t ld, float *out) {
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t c = 0; c < cols; ++c)
      out[r * cols + c] = load(type, base, offset + r * ld + c);
}
#endif

/// One strided-batched call on the library.
static Status libraryCall(const GemmArgs &g, GemmWorkspace &workspace) {
#ifndef FSDPC_HAVE_OPENBLAS
  (void)workspace;
  return referenceCall(g);
#else
  FSDPC_RETURN_IF_ERROR(checkTypes(g));
  if (g.m == 0 || g.n == 0)
    return Status::ok();
  int64_t aRows = g.transposeA ? g.k : g.m, aCols = g.transposeA ? g.m : g.k;
  int64_t bRows = g.transposeB ? g.n : g.k, bCols = g.transposeB ? g.k : g.n;
  bool wideA = g.aType != DType::f32, wideB = g.bType != DType::f32;
  bool wideC = g.cType != DType::f32;
  size_t aSize = wideA ? size_t(aRows * aCols) : 0;
  size_t bSize = wideB ? size_t(bRows * bCols) : 0;
  size_t cSize = wideC ? size_t(g.m * g.n) : 0;
  float *scratch = (wideA || wideB || wideC)
                       ? workspace.get(aSize + bSize + cSize)
                       : nullptr;
  for (int64_t p = 0; p < g.batch; ++p) {
    const float *a = static_cast<const float *>(g.a) + p * g.strideA;
    const float *b = static_cast<const float *>(g.b) + p * g.strideB;
    float *c = static_cast<float *>(g.c) + p * g.strideC;
    int64_t lda = g.lda, ldb = g.ldb, ldc = g.ldc;
    if (wideA) {
      widen(g.aType, g.a, p * g.strideA, aRows, aCols, g.lda, scratch);
      a = scratch;
      lda = aCols;
    }
    if (wideB) {
      widen(g.bType, g.b, p * g.strideB, bRows, bCols, g.ldb, scratch + aSize);
      b = scratch + aSize;
      ldb = bCols;
    }
    float *wideCOut = scratch + aSize + bSize;
    if (wideC) {
      if (g.beta != 0)
        widen(g.cType, g.c, p * g.strideC, g.m, g.n, g.ldc, wideCOut);
      c = wideCOut;
      ldc = g.n;
    }
    if (g.k == 0) {
      // BLAS may not scale C when K == 0 on every implementation; be exact.
      for (int64_t i = 0; i < g.m; ++i)
        for (int64_t j = 0; j < g.n; ++j)
          c[i * ldc + j] = g.beta == 0 ? 0.0f : g.beta * c[i * ldc + j];
    } else {
      cblas_sgemm(CblasRowMajor, g.transposeA ? CblasTrans : CblasNoTrans,
                  g.transposeB ? CblasTrans : CblasNoTrans, int(g.m), int(g.n),
                  int(g.k), g.alpha, a, int(lda), b, int(ldb), g.beta, c,
                  int(ldc));
    }
    if (wideC)
      for (int64_t i = 0; i < g.m; ++i)
        for (int64_t j = 0; j < g.n; ++j)
          store(g.cType, g.c, p * g.strideC + i * g.ldc + j,
                wideCOut[i * g.n + j]);
  }
  return Status::ok();
#endif
}

Status gemm(const GemmArgs &g, GemmWorkspace &workspace) {
  return forEachGemmCall(
      g, [&](const GemmArgs &one) { return libraryCall(one, workspace); });
}

} // namespace fsdpc::runtime
