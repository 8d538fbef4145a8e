//===- GpuKernelRows.cpp - an fsdp.row_kernel as one block per row --------===//
//
// The phases of an outlined row kernel, in one gpu.func: a block per row,
// each phase in turn with a barrier between them. A reduction phase is a
// block reduction's row (emitRowReduction: thread 0 stores its total); an
// elementwise phase strides the block's threads over the row's points. After
// the barrier every thread of the block sees what thread 0 stored, and finds
// the row's operands in the L1 the first phase filled: the row is read from
// memory once (fsdp.row_kernel's cost).
//
//===----------------------------------------------------------------------===//

#include "GpuKernelBuilder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::fsdp;
using namespace mlir::fsdp::detail;

namespace mlir::fsdp::detail {

/// Whether `map` indexes the row loops of extents `rowExtents`, in order,
/// and nothing else (a row loop of one iteration may be indexed by 0).
static bool isRowMap(AffineMap map, ArrayRef<int64_t> rowExtents) {
  if (map.getNumResults() != rowExtents.size())
    return false;
  for (auto [loop, extent] : llvm::enumerate(rowExtents)) {
    AffineExpr index = map.getResult(loop);
    auto zero = dyn_cast<AffineConstantExpr>(index);
    if (index != getAffineDimExpr(loop, map.getContext()) &&
        !(zero && zero.getValue() == 0 && extent == 1))
      return false;
  }
  return true;
}

/// The number of points of `loops` after the first `rows`.
static int64_t pointsInRow(ArrayRef<int64_t> loops, unsigned rows) {
  int64_t points = 1;
  for (int64_t extent : loops.drop_front(rows))
    points *= extent;
  return points;
}

std::optional<RowChain> matchRowChain(ArrayRef<linalg::GenericOp> generics,
                                      ArrayRef<SmallVector<int64_t>> extents) {
  RowChain chain;
  for (linalg::GenericOp generic : generics) {
    SmallVector<utils::IteratorType> iterators =
        generic.getIteratorTypesArray();
    auto first = llvm::find(iterators, utils::IteratorType::reduction);
    if (first == iterators.end())
      continue;
    unsigned rows = first - iterators.begin();
    if (rows == 0 || (chain.rows && rows != chain.rows))
      return std::nullopt;
    chain.rows = rows;
  }
  if (chain.rows == 0)
    return std::nullopt;
  ArrayRef<int64_t> rowExtents =
      ArrayRef(extents.front()).take_front(chain.rows);
  for (auto [index, loops] : llvm::enumerate(extents)) {
    linalg::GenericOp generic = generics[index];
    // Every phase over the same rows (fsdp.row_kernel's verifier holds this
    // for what the outliner emits; a hand-written kernel may not).
    if (loops.size() < chain.rows ||
        ArrayRef(loops).take_front(chain.rows) != rowExtents)
      return std::nullopt;
    bool reduces = generic.getNumReductionLoops() != 0;
    chain.reduces.push_back(reduces);
    if (!reduces) {
      // Each point of the row writes its own elements.
      if (!parallelPointsOwnOutputs(generic) &&
          pointsInRow(loops, chain.rows) != 1)
        return std::nullopt;
      chain.combiners.push_back(std::nullopt);
      continue;
    }
    SmallVector<utils::IteratorType> iterators =
        generic.getIteratorTypesArray();
    if (generic.getNumDpsInits() != 1 ||
        !isRowMap(generic.getMatchingIndexingMap(generic.getDpsInitOperand(0)),
                  rowExtents) ||
        llvm::any_of(ArrayRef(iterators).drop_front(chain.rows),
                     linalg::isParallelIterator))
      return std::nullopt;
    std::optional<Combiner> combiner = matchCombiner(generic);
    if (combiner)
      for (unsigned loop = chain.rows; loop < iterators.size(); ++loop)
        combiner->loops.push_back(loop);
    chain.combiners.push_back(std::move(combiner));
  }
  return chain;
}

} // namespace mlir::fsdp::detail

FailureOr<GpuKernelPlan>
GpuKernelBuilder::buildRowChain(gpu::GPUModuleOp module, StringRef name,
                                ArrayRef<linalg::GenericOp> generics,
                                ArrayRef<SmallVector<int64_t>> extents,
                                const RowChain &chain) {
  // A block per row; as many threads as the phase with the most points in
  // a row keeps busy.
  int64_t rowPoints = 1, elements = 1;
  for (int64_t extent : ArrayRef(extents.front()).take_front(chain.rows))
    rowPoints *= extent;
  for (const SmallVector<int64_t> &loops : extents)
    elements = std::max(elements, pointsInRow(loops, chain.rows));
  GpuKernelPlan plan;
  plan.mapping = GpuMapping::BlockPerIndex;
  plan.rangeEnd = rowPoints;
  plan.blockSize =
      rowReductionBlockSize(elements, onePointPerThread, maxBlockSize);
  OpBuilder b = createFunc(module, name, plan.blockSize);
  bindWholeSplitLoop(b);
  cloneAllBut(b, generics);
  for (auto [index, phase] : llvm::enumerate(generics)) {
    generic = phase;
    ranges = extents[index];
    if (index != 0)
      gpu::BarrierOp::create(b, loc);
    if (const std::optional<Combiner> &combiner = chain.combiners[index])
      emitRowReduction(b, *combiner);
    else if (chain.reduces[index])
      emitRowSerially(b, chain.rows);
    else
      emitRowPoints(b, chain.rows);
  }
  gpu::ReturnOp::create(b, loc);
  return plan;
}

/// The elementwise phase on the block's row: thread t computes and stores
/// the row's points t, t + blockDim, ... (innermost loop fastest, so a
/// warp's loads are contiguous).
void GpuKernelBuilder::emitRowPoints(OpBuilder &b, unsigned rows) {
  SmallVector<unsigned> rowLoops, pointLoops;
  for (unsigned loop = 0; loop < ranges.size(); ++loop)
    (loop < rows ? rowLoops : pointLoops).push_back(loop);
  BlockRow row = blockRow(b, rowLoops);
  auto loop = scf::ForOp::create(
      b, loc, row.thread, constant(b, pointsInRow(ranges, rows)), row.threads);
  OpBuilder inner = OpBuilder::atBlockBegin(loop.getBody());
  SmallVector<Value> pointIvs = row.ivs;
  SmallVector<Value> inRow =
      delinearize(inner, loop.getInductionVar(), pointLoops);
  for (unsigned point : pointLoops)
    pointIvs[point] = inRow[point];
  storeOutputs(inner, yieldedAt(emitPoint(inner, pointIvs, {})), pointIvs);
}

/// A reduction phase without a combiner the threads could fold together
/// with: thread 0 folds the block's row alone.
void GpuKernelBuilder::emitRowSerially(OpBuilder &b, unsigned rows) {
  SmallVector<unsigned> rowLoops, reduction;
  for (unsigned loop = 0; loop < ranges.size(); ++loop)
    (loop < rows ? rowLoops : reduction).push_back(loop);
  BlockRow row = blockRow(b, rowLoops);
  Value first = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                      row.thread, constant(b, 0));
  OpBuilder then = scf::IfOp::create(b, loc, first, /*withElseRegion=*/false)
                       .getThenBodyBuilder();
  emitSerialPoint(then, row.ivs, reduction);
}
