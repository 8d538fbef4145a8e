//===- ValidateInstructions.cpp - checks of an entry's instructions ------===//
//
// Each instruction's operands stay inside their buffers, its events and
// kernels exist, and a GEMM's strided operands fit and its C is written
// once per element (Validator.h).
//
//===----------------------------------------------------------------------===//

#include "Validator.h"

#include <algorithm>
#include <cmath>

namespace fsdpc::runtime::validate {

Status Validator::checkInstruction(const fsdpx::Instruction &instr,
                                   size_t queue) {
  // Reported, never used to run: any finite value (negative: none).
  if (!std::isfinite(instr.predicted_s()))
    return fail("predicted_s = " + std::to_string(instr.predicted_s()) +
                " is not a finite number of seconds");
  bool compute = queue == 0;
  switch (instr.op_type()) {
  case fsdpx::Op::RecordEvent: {
    uint32_t e = instr.op_as_RecordEvent()->event();
    if (e >= recordCount_.size())
      return fail("event " + std::to_string(e) + " does not exist");
    ++recordCount_[e];
    return Status::ok();
  }
  case fsdpx::Op::WaitEvent: {
    uint32_t e = instr.op_as_WaitEvent()->event();
    if (e >= recordCount_.size())
      return fail("event " + std::to_string(e) + " does not exist");
    return Status::ok();
  }
  case fsdpx::Op::KernelLaunch: {
    if (!compute)
      return fail("a kernel launch on a communication queue");
    const fsdpx::KernelLaunch *launch = instr.op_as_KernelLaunch();
    size_t numKernels = exe_.kernels() ? exe_.kernels()->size() : 0;
    if (launch->kernel() >= numKernels)
      return fail("kernel " + std::to_string(launch->kernel()) +
                  " does not exist");
    if (launch->operands())
      for (uint32_t operand : *launch->operands())
        FSDPC_RETURN_IF_ERROR(checkBufferIndex(operand, "operand"));
    if (launch->range_begin() > launch->range_end())
      return fail("kernel range is reversed");
    const fsdpx::Kernel *kernel = exe_.kernels()->Get(launch->kernel());
    if (isGpuLibrary(exe_.library_format()) && kernel->index_bits() == 32 &&
        !fitsInt32Launch(launch->range_begin(), launch->range_end(),
                         kernel->block_size()))
      return fail("kernel " + std::to_string(launch->kernel()) + " (" +
                  kernel->symbol()->str() +
                  ") computes 32-bit indices, but is launched over [" +
                  std::to_string(launch->range_begin()) + ", " +
                  std::to_string(launch->range_end()) + ")");
    return Status::ok();
  }
  case fsdpx::Op::Gemm:
    if (!compute)
      return fail("a GEMM on a communication queue");
    return checkGemm(*instr.op_as_Gemm());
  case fsdpx::Op::CollectiveStart:
    if (compute)
      return fail("a collective on the compute queue");
    return checkCollective(*instr.op_as_CollectiveStart(), queue);
  case fsdpx::Op::Copy: {
    const fsdpx::Copy *copy = instr.op_as_Copy();
    FSDPC_RETURN_IF_ERROR(
        checkRange(copy->src(), copy->src_offset(), copy->bytes(), "copy"));
    return checkRange(copy->dst(), copy->dst_offset(), copy->bytes(), "copy");
  }
  case fsdpx::Op::Fill: {
    const fsdpx::Fill *fill = instr.op_as_Fill();
    unsigned size = dtypeSize(fill->dtype());
    if (size == 0)
      return fail("fill of an unknown dtype");
    FSDPC_RETURN_IF_ERROR(checkBufferIndex(fill->buffer(), "fill"));
    if (entry_->buffers()->Get(fill->buffer())->bytes() % size != 0)
      return fail("fill of a buffer that is not a whole number of elements");
    return Status::ok();
  }
  case fsdpx::Op::NONE:
    break;
  }
  return fail("unknown instruction kind");
}

Status Validator::checkGemmOperand(uint32_t buffer, uint64_t offset,
                                   DType dtype,
                                   const std::vector<StridedExtent> &dims,
                                   const char *what) {
  if (dtype != DType::f32 && dtype != DType::bf16 && dtype != DType::f16)
    return fail(std::string("GEMM operand ") + what + " has dtype " +
                dtypeName(dtype) + " (f32, bf16 or f16 expected)");
  // Buffers are 256-byte aligned: an offset inside an element would make
  // every element misaligned, which a GPU cannot load.
  if (offset % dtypeSize(dtype) != 0)
    return fail(std::string("GEMM operand ") + what + " has byte offset " +
                std::to_string(offset) + ", not a multiple of its " +
                dtypeName(dtype) + " elements' " +
                std::to_string(dtypeSize(dtype)) + " bytes");
  uint64_t last = 0, tmp;
  for (const StridedExtent &dim : dims) {
    if (dim.stride < 0)
      return fail(std::string("GEMM operand ") + what +
                  " has a negative stride");
    if (dim.extent == 0)
      return checkBufferIndex(buffer, what);
  }
  // Last element touched: the sum of (extent - 1) * stride, plus one.
  for (const StridedExtent &dim : dims)
    if (mulOverflows(uint64_t(dim.extent - 1), uint64_t(dim.stride), tmp) ||
        addOverflows(last, tmp, last))
      return fail(std::string("GEMM operand ") + what + " is too large");
  uint64_t bytes;
  if (addOverflows(last, 1, last) ||
      mulOverflows(last, dtypeSize(dtype), bytes))
    return fail(std::string("GEMM operand ") + what + " is too large");
  return checkRange(buffer, offset, bytes, what);
}

/// Whether the strided dims reach each element at most once: sorted by
/// stride, each dim must step over everything the ones inside it reach.
static bool isOneToOne(std::vector<StridedExtent> dims) {
  dims.erase(
      std::remove_if(dims.begin(), dims.end(),
                     [](const StridedExtent &d) { return d.extent <= 1; }),
      dims.end());
  std::sort(dims.begin(), dims.end(),
            [](const StridedExtent &x, const StridedExtent &y) {
              return x.stride < y.stride;
            });
  int64_t reach = 1; // elements spanned by the dims so far
  for (const StridedExtent &dim : dims) {
    if (dim.stride < reach)
      return false;
    reach = dim.stride * dim.extent;
  }
  return true;
}

Status Validator::checkGemm(const fsdpx::Gemm &g) {
  if (g.batch() < 1 || g.m() < 0 || g.n() < 0 || g.k() < 0)
    return fail("GEMM with batch " + std::to_string(g.batch()) + ", M " +
                std::to_string(g.m()) + ", N " + std::to_string(g.n()) +
                ", K " + std::to_string(g.k()));
  std::vector<const fsdpx::GemmLoop *> outer;
  if (g.outer())
    outer.assign(g.outer()->begin(), g.outer()->end());
  if (outer.size() > kMaxRank)
    return fail("GEMM with " + std::to_string(outer.size()) +
                " outer loops (at most " + std::to_string(kMaxRank) + ")");
  for (const fsdpx::GemmLoop *loop : outer)
    if (loop->count() < 1)
      return fail("GEMM outer loop of count " + std::to_string(loop->count()));
  constexpr int64_t kMaxDim = int64_t(1) << 31;
  if (g.m() >= kMaxDim || g.n() >= kMaxDim || g.k() >= kMaxDim ||
      g.lda() >= kMaxDim || g.ldb() >= kMaxDim || g.ldc() >= kMaxDim)
    return fail("GEMM dimension or leading dimension >= 2^31");
  // Stored shapes: A is M x K (K x M transposed), B is K x N (N x K).
  int64_t aRows = g.transpose_a() ? g.k() : g.m();
  int64_t aCols = g.transpose_a() ? g.m() : g.k();
  int64_t bRows = g.transpose_b() ? g.n() : g.k();
  int64_t bCols = g.transpose_b() ? g.k() : g.n();
  struct Matrix {
    const char *what;
    int64_t cols, ld;
  };
  for (const Matrix &x :
       {Matrix{"A", aCols, g.lda()}, Matrix{"B", bCols, g.ldb()},
        Matrix{"C", g.n(), g.ldc()}})
    if (x.ld < std::max<int64_t>(x.cols, 1))
      return fail(std::string("GEMM operand ") + x.what +
                  " has leading dimension " + std::to_string(x.ld) + " < " +
                  std::to_string(x.cols));
  // Each operand's loops: the outer ones, the batch, rows and columns.
  auto dims = [&](int64_t rows, int64_t cols, int64_t ld, int64_t stride,
                  int64_t (fsdpx::GemmLoop::*outerStride)() const) {
    std::vector<StridedExtent> out;
    for (const fsdpx::GemmLoop *loop : outer)
      out.push_back({loop->count(), (loop->*outerStride)()});
    out.push_back({g.batch(), stride});
    out.push_back({rows, ld});
    out.push_back({cols, 1});
    return out;
  };
  std::vector<StridedExtent> c =
      dims(g.m(), g.n(), g.ldc(), g.stride_c(), &fsdpx::GemmLoop::stride_c);
  FSDPC_RETURN_IF_ERROR(checkGemmOperand(
      g.a(), g.a_offset(), g.a_dtype(),
      dims(aRows, aCols, g.lda(), g.stride_a(), &fsdpx::GemmLoop::stride_a),
      "A"));
  FSDPC_RETURN_IF_ERROR(checkGemmOperand(
      g.b(), g.b_offset(), g.b_dtype(),
      dims(bRows, bCols, g.ldb(), g.stride_b(), &fsdpx::GemmLoop::stride_b),
      "B"));
  FSDPC_RETURN_IF_ERROR(
      checkGemmOperand(g.c(), g.c_offset(), g.c_dtype(), c, "C"));
  // Loops with stride_c 0 sum into one C (a split of K): not a write twice.
  c.erase(std::remove_if(c.begin(), c.begin() + long(outer.size()),
                         [](const StridedExtent &d) { return d.stride == 0; }),
          c.begin() + long(outer.size()));
  if (!isOneToOne(c))
    return fail("GEMM matrices of C overlap (its strides, leading dimension "
                "and N reach an element twice)");
  return Status::ok();
}

} // namespace fsdpc::runtime::validate
