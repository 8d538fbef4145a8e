//===- Contraction.cpp - linalg ops that are GEMMs ------------------------===//

#include "fsdpc/Passes/Contraction.h"

#include "BodyAnalysis.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::fsdp;

/// `value` without the arith.extf widening it, if any.
static Value stripExtension(Value value) {
  if (auto ext = value.getDefiningOp<arith::ExtFOp>())
    return ext.getIn();
  return value;
}

/// The add of `acc + ext(a) * ext(b)` when the body yields it over its two
/// inputs, or yields `trunc(ext(acc) + ext(a) * ext(b))` with an f32 sum (a
/// C narrower than the sum, which the library keeps in f32 and rounds
/// once); else null.
static arith::AddFOp getMultiplyAccumulate(linalg::LinalgOp op) {
  Block *body = op.getBlock();
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  if (yield.getNumOperands() != 1 || body->getNumArguments() != 3)
    return nullptr;
  Value sum = yield.getOperand(0);
  Value acc = body->getArgument(2);
  if (auto trunc = sum.getDefiningOp<arith::TruncFOp>()) {
    sum = trunc.getIn();
    auto ext = llvm::find_if(acc.getUsers(), [](Operation *user) {
      return isa<arith::ExtFOp>(user) && user->getResult(0).getType().isF32();
    });
    if (!sum.getType().isF32() || ext == acc.getUsers().end())
      return nullptr;
    acc = (*ext)->getResult(0);
  }
  auto add = sum.getDefiningOp<arith::AddFOp>();
  if (!add || (add.getLhs() != acc && add.getRhs() != acc))
    return nullptr;
  Value product = add.getLhs() == acc ? add.getRhs() : add.getLhs();
  auto mul = product.getDefiningOp<arith::MulFOp>();
  if (!mul)
    return nullptr;
  Value lhs = stripExtension(mul.getLhs()), rhs = stripExtension(mul.getRhs());
  bool inputs = (lhs == body->getArgument(0) && rhs == body->getArgument(1)) ||
                (lhs == body->getArgument(1) && rhs == body->getArgument(0));
  return inputs ? add : nullptr;
}

namespace {
/// Operands by role in the op: its two inputs and its init.
enum Operand : unsigned { kLhs = 0, kRhs = 1, kOut = 2 };

/// One loop, or several merged into one, as an extent and the element stride
/// it advances each operand by (0 where the operand does not use it).
struct StridedDim {
  int64_t extent = 1;
  std::array<int64_t, 3> stride = {0, 0, 0};
};
} // namespace

/// The element stride of each loop in one operand, read from its indexing map
/// and its row-major shape; nullopt when a result is not a plain loop (a
/// constant 0 is allowed on inputs: it reads the first row) or names a loop
/// twice. Loops the map does not use get stride 0.
static std::optional<SmallVector<int64_t>> getLoopStrides(AffineMap map,
                                                          ShapedType type,
                                                          unsigned numLoops,
                                                          bool isOutput) {
  SmallVector<int64_t> strides(numLoops, 0);
  SmallVector<bool> seen(numLoops, false);
  int64_t stride = 1;
  ArrayRef<int64_t> shape = type.getShape();
  for (int dim = int(shape.size()) - 1; dim >= 0; --dim) {
    AffineExpr expr = map.getResult(unsigned(dim));
    if (auto constant = dyn_cast<AffineConstantExpr>(expr)) {
      // An output must be written whole by the GEMM.
      if (constant.getValue() != 0 || (isOutput && shape[dim] != 1))
        return std::nullopt;
    } else if (auto loop = dyn_cast<AffineDimExpr>(expr)) {
      if (seen[loop.getPosition()])
        return std::nullopt;
      seen[loop.getPosition()] = true;
      strides[loop.getPosition()] = stride;
    } else {
      return std::nullopt;
    }
    stride *= shape[dim];
  }
  return strides;
}

/// Merges `dims` (sorted by `order`'s stride, outermost first) into runs that
/// advance every operand in `operands` as one loop would: an outer dim merges
/// into the run below it when its stride is the run's stride times the run's
/// extent in each of them. Returns the runs, outermost first.
static SmallVector<StridedDim> mergeRuns(SmallVector<StridedDim> dims,
                                         Operand order,
                                         ArrayRef<Operand> operands) {
  // Distinct loops of one operand have distinct strides: the order is total.
  llvm::sort(dims, [&](const StridedDim &x, const StridedDim &y) {
    return x.stride[order] > y.stride[order];
  });
  SmallVector<StridedDim> runs;
  for (const StridedDim &dim : llvm::reverse(dims)) {
    if (!runs.empty() && llvm::all_of(operands, [&](Operand o) {
          return dim.stride[o] == runs.back().stride[o] * runs.back().extent;
        })) {
      runs.back().extent *= dim.extent;
      continue;
    }
    runs.push_back(dim);
  }
  std::reverse(runs.begin(), runs.end());
  return runs;
}

/// The operand's (row, column) strides as one matrix: which of them is the
/// unit stride decides the transpose, the other is the leading dimension.
/// nullopt when neither is 1 (BLAS needs one dense direction) or rows would
/// overlap.
static std::optional<std::pair<bool, int64_t>>
getMatrixLayout(int64_t rows, int64_t rowStride, int64_t cols,
                int64_t colStride) {
  if (colStride == 1 && rowStride >= cols)
    return std::pair(false, rowStride);
  if (rowStride == 1 && colStride >= rows)
    return std::pair(true, colStride);
  return std::nullopt;
}

namespace {
/// The loops of a multiply-accumulate, grouped by the operands that use them
/// and merged into runs (outermost first).
struct LoopGroups {
  SmallVector<StridedDim> m, n, k, batch;
};
} // namespace

/// Groups the loops (of extent > 1) by the operands that use them: K in both
/// inputs, M in the first input and C, N in the second and C, batch in all
/// three.
static std::optional<LoopGroups>
groupLoops(ArrayRef<int64_t> ranges, ArrayRef<SmallVector<int64_t>> strides,
           ArrayRef<utils::IteratorType> iterators) {
  SmallVector<StridedDim> m, n, k, batch;
  for (auto [loop, extent] : llvm::enumerate(ranges)) {
    if (extent == 1)
      continue;
    StridedDim dim{
        extent,
        {strides[kLhs][loop], strides[kRhs][loop], strides[kOut][loop]}};
    bool lhs = dim.stride[kLhs] != 0, rhs = dim.stride[kRhs] != 0,
         out = dim.stride[kOut] != 0;
    bool reduction = iterators[loop] == utils::IteratorType::reduction;
    if (reduction != !out)
      return std::nullopt;
    if (reduction && lhs && rhs)
      k.push_back(dim);
    else if (out && lhs && rhs)
      batch.push_back(dim);
    else if (out && lhs)
      m.push_back(dim);
    else if (out && rhs)
      n.push_back(dim);
    else
      return std::nullopt; // summed over one input, or broadcast into C
  }
  if (m.empty() || n.empty() || k.empty())
    return std::nullopt;
  return LoopGroups{mergeRuns(m, kOut, {kLhs, kOut}),
                    mergeRuns(n, kOut, {kRhs, kOut}),
                    mergeRuns(k, kLhs, {kLhs, kRhs}), batch};
}

namespace {
/// Which run of M, N and K a GEMM takes as its own.
struct RunChoice {
  unsigned m, n, k;
};
} // namespace

/// The GEMM that takes the chosen runs as its M, N and K loops, or nullopt
/// when its matrices lack a unit stride. The other runs of M and N become
/// batch loops (the input without them shared by the batches); the other
/// runs of K become loops of calls that add into the same C.
static std::optional<GemmShape> makeShape(const LoopGroups &groups,
                                          RunChoice choice) {
  StridedDim m = groups.m[choice.m], n = groups.n[choice.n],
             k = groups.k[choice.k];
  SmallVector<StridedDim> batch = groups.batch;
  for (auto [index, run] : llvm::enumerate(groups.m))
    if (index != choice.m)
      batch.push_back(run);
  for (auto [index, run] : llvm::enumerate(groups.n))
    if (index != choice.n)
      batch.push_back(run);
  // C must be row-major (N dense); a column-major C is C^T = B^T A^T.
  Operand a = kLhs, b = kRhs;
  if (n.stride[kOut] != 1) {
    std::swap(m, n);
    std::swap(a, b);
  }
  std::optional<std::pair<bool, int64_t>> aLayout =
      getMatrixLayout(m.extent, m.stride[a], k.extent, k.stride[a]);
  std::optional<std::pair<bool, int64_t>> bLayout =
      getMatrixLayout(k.extent, k.stride[b], n.extent, n.stride[b]);
  std::optional<std::pair<bool, int64_t>> cLayout =
      getMatrixLayout(m.extent, m.stride[kOut], n.extent, n.stride[kOut]);
  if (!aLayout || !bLayout || !cLayout || cLayout->first)
    return std::nullopt;
  GemmShape shape;
  shape.aOperand = a;
  shape.bOperand = b;
  shape.m = m.extent;
  shape.n = n.extent;
  shape.k = k.extent;
  std::tie(shape.transposeA, shape.lda) = *aLayout;
  std::tie(shape.transposeB, shape.ldb) = *bLayout;
  shape.ldc = cLayout->second;
  batch = mergeRuns(batch, kOut, {kLhs, kRhs, kOut});
  // The largest batch loop goes to the library's batched call.
  auto largest =
      llvm::max_element(batch, [](const StridedDim &x, const StridedDim &y) {
        return x.extent < y.extent;
      });
  auto toBatch = [&](const StridedDim &dim) {
    return GemmBatch{dim.extent, dim.stride[a], dim.stride[b],
                     dim.stride[kOut]};
  };
  for (const StridedDim &dim : batch)
    (&dim == &*largest ? shape.batch : shape.outer.emplace_back()) =
        toBatch(dim);
  // Innermost, so that consecutive calls add into the same C.
  for (auto [index, run] : llvm::enumerate(groups.k))
    if (index != choice.k)
      shape.outer.push_back(toBatch(run));
  return shape;
}

/// Of the GEMMs the loops allow, the one with the largest matrices (fewest
/// calls and batches), ties to the fewest loops of calls.
static std::optional<GemmShape> chooseShape(const LoopGroups &groups) {
  std::optional<GemmShape> best;
  auto size = [](const GemmShape &shape) {
    return std::pair(double(shape.m) * double(shape.n) * double(shape.k),
                     -int64_t(shape.outer.size()));
  };
  for (unsigned m = 0; m < groups.m.size(); ++m)
    for (unsigned n = 0; n < groups.n.size(); ++n)
      for (unsigned k = 0; k < groups.k.size(); ++k)
        if (std::optional<GemmShape> shape = makeShape(groups, {m, n, k});
            shape && (!best || size(*shape) > size(*best)))
          best = std::move(shape);
  return best;
}

std::optional<GemmShape> mlir::fsdp::matchGemm(linalg::LinalgOp op) {
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1)
    return std::nullopt;
  SmallVector<ShapedType> types;
  for (Value operand : op->getOperands()) {
    auto type = dyn_cast<ShapedType>(operand.getType());
    if (!type)
      return std::nullopt;
    types.push_back(type);
  }
  return matchGemm(op, op.getIndexingMapsArray(), types);
}

std::optional<GemmShape> mlir::fsdp::matchGemm(linalg::LinalgOp op,
                                               ArrayRef<AffineMap> maps,
                                               ArrayRef<ShapedType> types) {
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
      !op.hasPureTensorSemantics())
    return std::nullopt;
  arith::AddFOp sum = getMultiplyAccumulate(op);
  if (!sum)
    return std::nullopt;
  // The loops keep their extents whatever the layout.
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  // Empty loops are left to the kernel (it runs no iteration).
  if (llvm::any_of(ranges, [](int64_t extent) {
        return ShapedType::isDynamic(extent) || extent == 0;
      }))
    return std::nullopt;
  if (!llvm::all_of(types,
                    [](ShapedType type) { return type.hasStaticShape(); }))
    return std::nullopt;
  SmallVector<SmallVector<int64_t>> strides;
  for (unsigned operand : {kLhs, kRhs, kOut}) {
    std::optional<SmallVector<int64_t>> loopStrides = getLoopStrides(
        maps[operand], types[operand], op.getNumLoops(), operand == kOut);
    if (!loopStrides)
      return std::nullopt;
    strides.push_back(std::move(*loopStrides));
  }
  std::optional<LoopGroups> groups =
      groupLoops(ranges, strides, op.getIteratorTypesArray());
  if (!groups)
    return std::nullopt;
  std::optional<GemmShape> shape = chooseShape(*groups);
  // What the libraries (and the runtime's validator) take: 32-bit sizes and
  // leading dimensions, a bounded nest of calls; anything else stays a kernel.
  constexpr int64_t kMaxDim = int64_t(1) << 31;
  constexpr size_t kMaxOuterLoops = 16;
  if (!shape || shape->outer.size() > kMaxOuterLoops ||
      llvm::any_of(ArrayRef<int64_t>{shape->m, shape->n, shape->k, shape->lda,
                                     shape->ldb, shape->ldc},
                   [](int64_t size) { return size >= kMaxDim; }))
    return std::nullopt;
  // The element types every runtime's library takes: A and B of one of
  // f32, bf16, f16 (multiplied in f32 at least), C of that type or f32.
  shape->aType = types[shape->aOperand].getElementType();
  shape->bType = types[shape->bOperand].getElementType();
  shape->cType = types[kOut].getElementType();
  if (!(shape->aType.isF32() || shape->aType.isBF16() ||
        shape->aType.isF16()) ||
      shape->bType != shape->aType ||
      (shape->cType != shape->aType && !shape->cType.isF32()))
    return std::nullopt;
  // A C narrower than the sum is rounded once: a K split into calls adding
  // into C (stride 0) would round every partial sum.
  if (sum.getType().getIntOrFloatBitWidth() >
          shape->cType.getIntOrFloatBitWidth() &&
      llvm::any_of(shape->outer,
                   [](const GemmBatch &loop) { return loop.strideC == 0; }))
    return std::nullopt;
  return shape;
}

bool mlir::fsdp::isFreshGemmInit(Value init) {
  return init.getDefiningOp<tensor::EmptyOp>() ||
         (init.getDefiningOp<linalg::FillOp>() && isZeroTensor(init));
}

bool mlir::fsdp::isFilledByReaders(linalg::FillOp fill) {
  Value result = fill.getResult(0);
  Value value = fill.getInputs().front();
  if (!matchPattern(value, m_Constant()) ||
      value.getType() != getElementTypeOrSelf(result) || result.use_empty())
    return false;
  return llvm::all_of(result.getUses(), [&](OpOperand &use) {
    auto op = dyn_cast<linalg::LinalgOp>(use.getOwner());
    if (!op || !op.isDpsInit(&use) || !op.hasPureTensorSemantics())
      return false;
    if (matchGemm(op))
      return isFreshGemmInit(result);
    // An accumulator: the kernel writes every element (one parallel point
    // each) after folding into it, so filling first is all it takes.
    return op.getNumReductionLoops() != 0 &&
           op.payloadUsesValueFromOperand(&use) &&
           op.getMatchingIndexingMap(&use).isProjectedPermutation() &&
           !matchScatterAdd(op);
  });
}

linalg::FillOp mlir::fsdp::getFilledByReader(Value init) {
  auto fill = init.getDefiningOp<linalg::FillOp>();
  return fill && isFilledByReaders(fill) ? fill : nullptr;
}
