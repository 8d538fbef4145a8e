//===- GpuKernelBuilder.cpp - CPU-form kernels as gpu.funcs ---------------===//
//
// Turns one outlined kernel (a func.func on memrefs whose (begin, end) split
// its outermost parallel loop for the host's thread pool) into a kernel
// gpu.func on the fsdpx GPU contract. Which mapping a kernel gets:
//
//  * Block reduction -- one linalg.generic with a single output combined by
//    an associative arith op, reducing at least kMinBlockReduction elements
//    (norm mean/variance, softmax max/sum over long rows, loss sums) or rows
//    of at least a warp when there are fewer than kFewOutputs outputs, its
//    innermost loop reducing: block_per_index. One block per
//    flattened parallel index; its threads stride over the flattened reduction
//    loops and combine through gpu.all_reduce (warp shuffles + shared memory).
//    An output the kernel fills before folding into it (a reduction starting
//    from a constant: isFilledByReaders) is not filled: its generic starts
//    from the constant, in this mapping and the next two.
//  * Column reduction -- such a block reduction whose innermost loop is
//    parallel (the column sums of bias and norm-weight gradients), where a
//    block per output would read its column one element per 32-byte sector:
//    block_per_index over tiles of up to 16 neighbouring columns and, while
//    the tiles are few, splits of their rows (ColumnTiles). A block's
//    threads are its columns x lanes; each lane folds every lanes-th row of
//    its split of its column, several rows loaded at once, into shared
//    memory, and the lanes' partials are folded pairwise between barriers;
//    the last block of a tile to finish folds the splits' partials (a
//    scratch buffer, an arrival count), in the same order every run.
//  * Any other single linalg.generic whose outputs each parallel point owns
//    (elementwise ops, broadcasts, copies, table gathers, column reductions),
//    and the independent elementwise copies of a concatenation:
//    thread_per_index over the flattened parallel iteration space, innermost
//    loop fastest so that neighbouring threads touch neighbouring elements;
//    reduction loops, if any, run serially in the thread. A large elementwise
//    kernel gives each thread several points of one row, a block apart
//    (choosePointLayout): the index arithmetic, which dominates a bf16
//    kernel's instructions, is then done once for them, and a warp's loads
//    stay contiguous.
//  * A loop nest whose only write adds into a float memref (ScatterAdd's
//    scatter: matchAccumulationNest): one thread per iteration of the whole
//    nest, adding atomically, the loop that indexes the accumulated memref's
//    last dimension fastest (neighbouring threads add to neighbouring
//    elements). The order of the additions into one element is then the
//    hardware's: results may differ in the last bits from run to run (as
//    XLA's and PyTorch's atomic scatter-adds do).
//  * Row kernel -- an outlined fsdp.row_kernel (a softmax's maximum, sum
//    and normalization): block_per_index, a block per row, each phase in
//    turn (GpuKernelRows.cpp). A row of up to 4096 points is held in
//    registers: each thread runs the same slots of the row in every phase,
//    reads back what it loaded or computed from its registers, and the
//    block synchronizes only in its reductions. A longer row strides the
//    block's threads over each phase's points, with a barrier between
//    phases: a later phase reads an earlier one's output where its thread 0
//    stored it, and the row's operands from the cache the first phase
//    filled.
//  * Everything else (outputs shared between parallel points, loops the
//    outliner wrote itself): the CPU form unchanged, one thread per index of
//    its split loop, called on [i, i + 1). Correct, but serial within the
//    index (a kernel that does not split runs on one thread).
//
// In the first three cases the kernel's own (begin, end) are bound to the whole
// split loop, so its views cover the full tensors.
//
//===----------------------------------------------------------------------===//

#include "GpuKernelBuilder.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::fsdp;
using namespace mlir::fsdp::detail;

InitFills mlir::fsdp::detail::getInitFills(func::FuncOp kernel) {
  InitFills fills;
  for (auto fill : kernel.getBody().front().getOps<linalg::FillOp>()) {
    Value output = fill.getDpsInits().front();
    bool isInit = llvm::any_of(output.getUsers(), [&](Operation *user) {
      auto generic = dyn_cast<linalg::GenericOp>(user);
      return generic && fill->isBeforeInBlock(generic) &&
             llvm::is_contained(generic.getDpsInits(), output);
    });
    if (isInit && fill.getInputs().front().getType() ==
                      getElementTypeOrSelf(output.getType()))
      fills[output] = fill;
  }
  return fills;
}

namespace {

/// The linalg.generics of `kernel` when everything else in it is
/// straight-line code (scalars, views, globals) or `fills`, else none.
SmallVector<linalg::GenericOp> straightLineGenerics(func::FuncOp kernel,
                                                    const InitFills &fills) {
  SmallVector<linalg::GenericOp> generics;
  for (Operation &op : kernel.getBody().front().without_terminator()) {
    if (auto generic = dyn_cast<linalg::GenericOp>(op))
      generics.push_back(generic);
    else if (op.getNumRegions() != 0 &&
             !(isa<linalg::FillOp>(op) &&
               fills.contains(cast<linalg::FillOp>(op).getDpsInits()[0])))
      return {};
  }
  return generics;
}

} // namespace

Value mlir::fsdp::detail::rootOf(Value memref) {
  while (auto view = memref.getDefiningOp<ViewLikeOpInterface>())
    memref = view.getViewSource();
  return memref;
}

namespace {

/// Whether several generics (a concatenation's copies) may run side by side,
/// each thread doing its index of every one: all are elementwise and none
/// reads what any of them writes. (Their outputs are disjoint views: the
/// outliner emits several generics only for concatenations.)
bool areIndependent(ArrayRef<linalg::GenericOp> generics) {
  if (generics.size() == 1)
    return true;
  llvm::SmallPtrSet<Value, 8> written;
  for (linalg::GenericOp generic : generics) {
    if (generic.getNumReductionLoops() != 0)
      return false;
    for (Value init : generic.getDpsInits())
      written.insert(rootOf(init));
  }
  for (linalg::GenericOp generic : generics)
    for (Value input : generic.getDpsInputs())
      if (written.contains(rootOf(input)))
        return false;
  return true;
}

/// The loop extents of `generic` once its views span the whole split loop:
/// only the split loop (0) may be dynamic, and its extent is `splitRange`.
std::optional<SmallVector<int64_t>> loopRanges(linalg::GenericOp generic,
                                               int64_t splitRange) {
  SmallVector<int64_t> ranges = generic.getStaticLoopRanges();
  for (auto [loop, range] : llvm::enumerate(ranges)) {
    if (!ShapedType::isDynamic(range))
      continue;
    if (loop != 0)
      return std::nullopt;
    range = splitRange;
  }
  return ranges;
}

/// The layout of a thread-per-point kernel of `generics` (the copies of a
/// concatenation, or one) with loop extents `extents`: the cost model's.
PointLayout choosePointLayout(ArrayRef<linalg::GenericOp> generics,
                              ArrayRef<SmallVector<int64_t>> extents,
                              int64_t points, unsigned blockSize) {
  bool reduces = llvm::any_of(generics, [](linalg::GenericOp generic) {
    return generic.getNumReductionLoops() != 0;
  });
  SmallVector<ArrayRef<int64_t>> loops(extents.begin(), extents.end());
  return fsdpc::schedule::choosePointLayout(loops, reduces, points, blockSize);
}

} // namespace

bool mlir::fsdp::detail::parallelPointsOwnOutputs(linalg::GenericOp generic) {
  SmallVector<utils::IteratorType> iterators = generic.getIteratorTypesArray();
  for (OpOperand &init : generic.getDpsInitsMutable()) {
    llvm::SmallBitVector seen(iterators.size());
    for (AffineExpr expr : generic.getMatchingIndexingMap(&init).getResults()) {
      auto dim = dyn_cast<AffineDimExpr>(expr);
      if (!dim || !linalg::isParallelIterator(iterators[dim.getPosition()]) ||
          seen.test(dim.getPosition()))
        return false;
      seen.set(dim.getPosition());
    }
    for (auto [loop, iterator] : llvm::enumerate(iterators))
      if (linalg::isParallelIterator(iterator) && !seen.test(loop))
        return false;
  }
  return true;
}

OpBuilder GpuKernelBuilder::createFunc(gpu::GPUModuleOp module, StringRef name,
                                       unsigned blockSize) {
  OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
  func = gpu::GPUFuncOp::create(b, loc, name, kernel.getFunctionType());
  func->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), b.getUnitAttr());
  // The runtime launches exactly this many threads (Kernel.block_size);
  // knowing it lets the reduction lowering size its shared scratch.
  func.setKnownBlockSizeAttr(
      b.getDenseI32ArrayAttr({int32_t(blockSize), 1, 1}));
  Block &entry = func.getBody().front();
  b.setInsertionPointToStart(&entry);
  unsigned numArgs = entry.getNumArguments();
  begin = entry.getArgument(numArgs - 2);
  end = entry.getArgument(numArgs - 1);
  for (auto [from, to] : llvm::zip(kernel.getArguments(), entry.getArguments()))
    mapping.map(from, to);
  return b;
}

/// begin + blockIdx.x * blockDim.x + threadIdx.x
Value GpuKernelBuilder::threadIndex(OpBuilder &b) {
  Value block = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  Value size = gpu::BlockDimOp::create(b, loc, gpu::Dimension::x);
  Value thread = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value first = arith::MulIOp::create(b, loc, block, size);
  return arith::AddIOp::create(b, loc, begin,
                               arith::AddIOp::create(b, loc, first, thread));
}

scf::IfOp GpuKernelBuilder::guardBelowEnd(OpBuilder &b, Value index) {
  Value inRange =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, index, end);
  return scf::IfOp::create(b, loc, inRange, /*withElseRegion=*/false);
}

/// Clones the kernel's ops other than `skip` (its generics) and its return.
void GpuKernelBuilder::cloneStraightLine(
    OpBuilder &b, const llvm::SmallPtrSetImpl<Operation *> &skip) {
  for (Operation &op : kernel.getBody().front().without_terminator())
    if (!skip.contains(&op))
      b.clone(op, mapping);
}

/// The kernel's scalar code: everything but `generics` and the fills their
/// outputs start from (the mappings fold from the fills' constants).
void GpuKernelBuilder::cloneAllBut(OpBuilder &b,
                                   ArrayRef<linalg::GenericOp> generics) {
  llvm::SmallPtrSet<Operation *, 8> skip;
  for (linalg::GenericOp candidate : generics)
    skip.insert(candidate);
  for (linalg::FillOp fill : llvm::make_second_range(fills))
    skip.insert(fill);
  cloneStraightLine(b, skip);
}

GpuKernelBuilder::BlockRow
GpuKernelBuilder::blockRow(OpBuilder &b, ArrayRef<unsigned> rowLoops) {
  Value block = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  BlockRow row;
  row.thread = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  row.threads = gpu::BlockDimOp::create(b, loc, gpu::Dimension::x);
  row.ivs =
      delinearize(b, arith::AddIOp::create(b, loc, begin, block), rowLoops);
  return row;
}

/// The induction variables of `loops` (innermost fastest) at the linear
/// `index` of their iteration space.
SmallVector<Value> GpuKernelBuilder::delinearize(OpBuilder &b, Value index,
                                                 ArrayRef<unsigned> loops) {
  SmallVector<Value> ivs(ranges.size());
  Value rest = index;
  for (unsigned loop : llvm::reverse(loops)) {
    // A loop of one iteration is at 0: the same value a map's constant 0
    // for it is (a row kernel's later phase may index a unit row loop so).
    if (ranges[loop] == 1) {
      ivs[loop] = constant(b, 0);
      continue;
    }
    Value extent = constant(b, ranges[loop]);
    ivs[loop] = arith::RemUIOp::create(b, loc, rest, extent);
    rest = arith::DivUIOp::create(b, loc, rest, extent);
  }
  return ivs;
}

SmallVector<Value> GpuKernelBuilder::indicesOf(OpBuilder &b, AffineMap map,
                                               ValueRange ivs) {
  SmallVector<Value> indices;
  for (AffineExpr expr : map.getResults()) {
    if (auto dim = dyn_cast<AffineDimExpr>(expr))
      indices.push_back(ivs[dim.getPosition()]);
    else if (auto value = dyn_cast<AffineConstantExpr>(expr))
      indices.push_back(constant(b, value.getValue()));
    else
      indices.push_back(affine::AffineApplyOp::create(
          b, loc, AffineMap::get(map.getNumDims(), 0, expr), ivs));
  }
  return indices;
}

/// The generic's body at the point `ivs`: its operands (loadOperands), then
/// its ops. Returns the body's mapping.
IRMapping GpuKernelBuilder::emitPoint(OpBuilder &b, ValueRange ivs,
                                      ValueRange inits) {
  IRMapping point = loadOperands(b, ivs, inits);
  emitBody(b, ivs, point);
  return point;
}

/// The generic's block arguments at the point `ivs`: inputs loaded, outputs
/// bound to `inits` (or loaded when `inits` is empty).
IRMapping GpuKernelBuilder::loadOperands(OpBuilder &b, ValueRange ivs,
                                         ValueRange inits) {
  IRMapping point = mapping;
  Block *body = generic.getBlock();
  for (OpOperand &operand : generic->getOpOperands()) {
    BlockArgument arg = body->getArgument(operand.getOperandNumber());
    Value source = mapping.lookupOrDefault(operand.get());
    bool isInit = generic.isDpsInit(&operand);
    if (isInit && !inits.empty())
      point.map(arg,
                inits[operand.getOperandNumber() - generic.getNumDpsInputs()]);
    else if (!isa<MemRefType>(source.getType()))
      point.map(arg, source);
    else if (isInit && !arg.use_empty())
      point.map(arg, initialValue(b, operand, ivs));
    else if (!arg.use_empty())
      point.map(arg, memref::LoadOp::create(
                         b, loc, source,
                         indicesOf(b, generic.getMatchingIndexingMap(&operand),
                                   ivs)));
  }
  return point;
}

/// The generic's ops at the point `ivs`, linalg.index replaced by the
/// induction variables, into `point` (loadOperands').
void GpuKernelBuilder::emitBody(OpBuilder &b, ValueRange ivs,
                                IRMapping &point) {
  for (Operation &op : generic.getBlock()->without_terminator()) {
    if (auto index = dyn_cast<linalg::IndexOp>(op))
      point.map(index.getResult(), ivs[index.getDim()]);
    else
      b.clone(op, point);
  }
}

/// What the output of `init` holds at `ivs` before `generic` runs: the
/// constant the kernel fills it with (nothing is stored first), else a load.
Value GpuKernelBuilder::initialValue(OpBuilder &b, OpOperand &init,
                                     ValueRange ivs) {
  if (linalg::FillOp fill = fills.lookup(init.get()))
    return mapping.lookupOrDefault(fill.getInputs().front());
  return memref::LoadOp::create(
      b, loc, mapping.lookupOrDefault(init.get()),
      indicesOf(b, generic.getMatchingIndexingMap(&init), ivs));
}

SmallVector<Value> GpuKernelBuilder::yieldedAt(const IRMapping &point) {
  return llvm::map_to_vector(
      generic.getBlock()->getTerminator()->getOperands(),
      [&](Value value) { return point.lookupOrDefault(value); });
}

/// The indices are computed where `b` is, outside the guard: a row kept in
/// registers finds the stores by them (GpuKernelRows.cpp).
void GpuKernelBuilder::storeOutputs(OpBuilder &b, ValueRange values,
                                    ValueRange ivs, Value guard) {
  SmallVector<SmallVector<Value>> indices;
  for (OpOperand &init : generic.getDpsInitsMutable())
    indices.push_back(indicesOf(b, generic.getMatchingIndexingMap(&init), ivs));
  OpBuilder guarded = underGuard(b, guard);
  for (auto [value, init, where] :
       llvm::zip(values, generic.getDpsInitsMutable(), indices))
    memref::StoreOp::create(guarded, loc, value,
                            mapping.lookupOrDefault(init.get()), where);
}

/// Where code that runs only when `guard` holds goes (`b` itself without
/// one).
OpBuilder GpuKernelBuilder::underGuard(OpBuilder &b, Value guard) {
  if (!guard)
    return b;
  return scf::IfOp::create(b, loc, guard, /*withElseRegion=*/false)
      .getThenBodyBuilder();
}

/// Whether `thread` is its block's first.
Value GpuKernelBuilder::isFirstThread(OpBuilder &b, Value thread) {
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, thread,
                               constant(b, 0));
}

/// `generic` over its `points` parallel points: each thread of the blocks of
/// `blockSize` runs `layout.perThread` points of one row
/// (choosePointLayout), or one.
void GpuKernelBuilder::emitThreadPerPoint(OpBuilder &b, int64_t points,
                                          unsigned blockSize,
                                          const PointLayout &layout) {
  SmallVector<unsigned> parallel, reduction;
  for (auto [loop, iterator] : llvm::enumerate(generic.getIteratorTypesArray()))
    (linalg::isParallelIterator(iterator) ? parallel : reduction)
        .push_back(loop);
  Value index = threadIndex(b);
  // Of several generics, the smaller ones leave the last threads idle.
  Value below =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, index,
                            constant(b, layout.threads(points, blockSize)));
  OpBuilder inRange = scf::IfOp::create(b, loc, below, /*withElseRegion=*/false)
                          .getThenBodyBuilder();
  scf::IfOp guard = guardBelowEnd(inRange, index);
  OpBuilder then = guard.getThenBodyBuilder();
  if (layout.perThread > 1) {
    emitPointsOfRow(then, index, parallel, blockSize, layout);
    return;
  }
  SmallVector<Value> ivs = delinearize(then, index, parallel);
  emitSerialPoint(then, ivs, reduction);
}

/// The generic at the parallel point `ivs`, its `reduction` loops (if any)
/// run serially in this thread, accumulating in registers, then stored.
void GpuKernelBuilder::emitSerialPoint(OpBuilder &b, ArrayRef<Value> ivs,
                                       ArrayRef<unsigned> reduction) {
  if (reduction.empty()) {
    storeOutputs(b, yieldedAt(emitPoint(b, ivs, {})), ivs);
    return;
  }
  SmallVector<Value> inits;
  for (OpOperand &init : generic.getDpsInitsMutable())
    inits.push_back(initialValue(b, init, ivs));
  SmallVector<Value> lbs, ubs, steps;
  for (unsigned loop : reduction) {
    lbs.push_back(constant(b, 0));
    ubs.push_back(constant(b, ranges[loop]));
    steps.push_back(constant(b, 1));
  }
  scf::LoopNest nest = scf::buildLoopNest(
      b, loc, lbs, ubs, steps, inits,
      [&](OpBuilder &inner, Location, ValueRange reductionIvs,
          ValueRange accumulators) {
        SmallVector<Value> pointIvs(ivs);
        for (auto [loop, iv] : llvm::zip(reduction, reductionIvs))
          pointIvs[loop] = iv;
        return yieldedAt(emitPoint(inner, pointIvs, accumulators));
      });
  storeOutputs(b, nest.results, ivs);
}

/// Thread `index`'s `layout.perThread` points of one row, `blockSize` apart
/// along the innermost loop (PointLayout). All are loaded before any is
/// computed (the loads overlap; a division's slow path would otherwise
/// order them) and computed before any is stored; points are disjoint, as
/// between threads. A point past a cut row's end reads and computes at the
/// row's last element and stores nothing.
void GpuKernelBuilder::emitPointsOfRow(OpBuilder &b, Value index,
                                       ArrayRef<unsigned> parallel,
                                       unsigned blockSize,
                                       const PointLayout &layout) {
  unsigned perThread = layout.perThread;
  unsigned inner = parallel.back();
  Value threads = constant(b, blockSize);
  Value chunk = arith::DivUIOp::create(b, loc, index, threads);
  Value lane = arith::RemUIOp::create(b, loc, index, threads);
  Value chunkPoints = constant(b, int64_t(blockSize) * perThread);
  SmallVector<Value> ivs;
  if (layout.rowChunks == 0) {
    ivs = delinearize(
        b,
        arith::AddIOp::create(
            b, loc, arith::MulIOp::create(b, loc, chunk, chunkPoints), lane),
        parallel);
  } else {
    Value rowChunks = constant(b, layout.rowChunks);
    Value inRow = arith::RemUIOp::create(b, loc, chunk, rowChunks);
    ivs = delinearize(b, arith::DivUIOp::create(b, loc, chunk, rowChunks),
                      parallel.drop_back());
    ivs[inner] = arith::AddIOp::create(
        b, loc, arith::MulIOp::create(b, loc, inRow, chunkPoints), lane);
  }
  Value last = constant(b, ranges[inner] - 1);
  SmallVector<SmallVector<Value>> pointIvs;
  SmallVector<Value> stored; // per point: whether it lies in its row
  SmallVector<IRMapping> points;
  for (unsigned point = 0; point < perThread; ++point) {
    pointIvs.push_back(ivs);
    Value at = ivs[inner];
    if (point != 0)
      at = arith::AddIOp::create(b, loc, at,
                                 constant(b, int64_t(point) * blockSize));
    if (layout.rowChunks != 0) {
      stored.push_back(
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule, at, last));
      at = arith::MinUIOp::create(b, loc, at, last);
    }
    pointIvs.back()[inner] = at;
    points.push_back(loadOperands(b, pointIvs.back(), {}));
  }
  for (auto [point, at] : llvm::zip(points, pointIvs))
    emitBody(b, at, point);
  for (auto [index, point] : llvm::enumerate(points)) {
    if (stored.empty()) {
      storeOutputs(b, yieldedAt(point), pointIvs[index]);
      continue;
    }
    OpBuilder inRow =
        scf::IfOp::create(b, loc, stored[index], false).getThenBodyBuilder();
    storeOutputs(inRow, yieldedAt(point), pointIvs[index]);
  }
}

/// The CPU form itself, one thread per index i of its split loop, called on
/// [i, i + 1).
void GpuKernelBuilder::emitFallback(OpBuilder &b) {
  Value index = threadIndex(b);
  scf::IfOp guard = guardBelowEnd(b, index);
  OpBuilder then = guard.getThenBodyBuilder();
  unsigned numArgs = kernel.getNumArguments();
  mapping.map(kernel.getArgument(numArgs - 2), index);
  mapping.map(kernel.getArgument(numArgs - 1),
              arith::AddIOp::create(then, loc, index, constant(then, 1)));
  cloneStraightLine(then, llvm::SmallPtrSet<Operation *, 1>());
}

/// The kernel's own (begin, end) bound to the whole split loop, so that its
/// views cover the full tensors and the mapping picks the point.
void GpuKernelBuilder::bindWholeSplitLoop(OpBuilder &b) {
  unsigned numArgs = kernel.getNumArguments();
  mapping.map(kernel.getArgument(numArgs - 2), constant(b, 0));
  mapping.map(kernel.getArgument(numArgs - 1), constant(b, splitRange));
}

FailureOr<GpuKernelPlan>
GpuKernelBuilder::buildAccumulation(gpu::GPUModuleOp module, StringRef name,
                                    const AccumulationNest &nest) {
  // The nest's levels are the loops: the split loop, then the counted ones.
  ranges = {splitRange};
  for (Operation *loop : ArrayRef(nest.loops).drop_front())
    ranges.push_back(
        *getConstantIntValue(cast<scf::ForOp>(loop).getUpperBound()));
  GpuKernelPlan plan;
  plan.rangeEnd = 1;
  for (int64_t extent : ranges)
    plan.rangeEnd *= extent;
  plan.blockSize = threadBlockFor(plan.rangeEnd);
  OpBuilder b = createFunc(module, name, plan.blockSize);
  bindWholeSplitLoop(b);
  llvm::SmallPtrSet<Operation *, 1> nestOnly = {nest.loops.front()};
  cloneStraightLine(b, nestOnly);
  // The loops in nest order, the one indexing the last dimension of the
  // accumulated element moved last (fastest).
  auto store = cast<memref::StoreOp>(nest.store);
  SmallVector<unsigned> order;
  std::optional<unsigned> fastest;
  for (auto [level, loop] : llvm::enumerate(nest.loops)) {
    if (!store.getIndices().empty() &&
        cast<scf::ForOp>(loop).getInductionVar() == store.getIndices().back())
      fastest = level;
    else
      order.push_back(level);
  }
  if (fastest)
    order.push_back(*fastest);
  Value index = threadIndex(b);
  OpBuilder then = guardBelowEnd(b, index).getThenBodyBuilder();
  SmallVector<Value> ivs = delinearize(then, index, order);
  // Each level's read-only ops, then the innermost body, at these ivs.
  for (auto [level, loop] : llvm::enumerate(nest.loops)) {
    auto forOp = cast<scf::ForOp>(loop);
    mapping.map(forOp.getInductionVar(), ivs[level]);
    Operation *inner =
        level + 1 < nest.loops.size() ? nest.loops[level + 1] : nullptr;
    for (Operation &op : forOp.getBody()->without_terminator()) {
      if (&op == inner)
        break;
      then.clone(op, mapping);
    }
  }
  // The accumulation made atomic: threads may add into the same element.
  auto newStore = cast<memref::StoreOp>(mapping.lookup(nest.store));
  Operation *newLoad = mapping.lookup(nest.load);
  Operation *newAdd = mapping.lookup(nest.add);
  Value term = newAdd->getOperand(0) == newLoad->getResult(0)
                   ? newAdd->getOperand(1)
                   : newAdd->getOperand(0);
  OpBuilder at(newStore);
  memref::AtomicRMWOp::create(at, loc, arith::AtomicRMWKind::addf, term,
                              newStore.getMemRef(), newStore.getIndices());
  newStore.erase();
  newAdd->erase();
  newLoad->erase();
  gpu::ReturnOp::create(b, loc);
  return plan;
}

FailureOr<GpuKernelPlan>
GpuKernelBuilder::buildFallback(gpu::GPUModuleOp module, StringRef name) {
  if (std::optional<AccumulationNest> nest = matchAccumulationNest(kernel))
    return buildAccumulation(module, name, *nest);
  GpuKernelPlan plan;
  plan.rangeEnd = splitRange;
  plan.blockSize = threadBlockFor(plan.rangeEnd);
  OpBuilder b = createFunc(module, name, plan.blockSize);
  emitFallback(b);
  gpu::ReturnOp::create(b, loc);
  return plan;
}

/// The number of parallel points of `generic` with loop extents `extents`.
static int64_t parallelPoints(linalg::GenericOp generic,
                              ArrayRef<int64_t> extents) {
  int64_t points = 1;
  for (auto [range, iterator] :
       llvm::zip(extents, generic.getIteratorTypesArray()))
    if (linalg::isParallelIterator(iterator))
      points *= range;
  return points;
}

FailureOr<GpuKernelPlan> GpuKernelBuilder::build(gpu::GPUModuleOp module,
                                                 StringRef name) {
  SmallVector<linalg::GenericOp> generics = straightLineGenerics(kernel, fills);
  SmallVector<SmallVector<int64_t>> extents;
  for (linalg::GenericOp candidate : generics) {
    std::optional<SmallVector<int64_t>> loops =
        loopRanges(candidate, splitRange);
    if (!loops)
      return buildFallback(module, name);
    extents.push_back(std::move(*loops));
  }
  if (generics.size() > 1)
    if (std::optional<RowChain> chain = matchRowChain(generics, extents))
      return buildRowChain(module, name, generics, extents, *chain);
  if (generics.empty() || !areIndependent(generics) ||
      !llvm::all_of(generics, parallelPointsOwnOutputs))
    return buildFallback(module, name);
  std::optional<Combiner> combiner;
  if (generics.size() == 1)
    if (std::optional<SmallVector<unsigned>> loops =
            blockReductionLoops(generics.front(), extents.front()))
      if ((combiner = matchCombiner(generics.front())))
        combiner->loops = std::move(*loops);
  GpuKernelPlan plan;
  PointLayout layout;
  plan.rangeEnd = 0;
  for (auto [candidate, loops] : llvm::zip(generics, extents))
    plan.rangeEnd = std::max(plan.rangeEnd, parallelPoints(candidate, loops));
  std::optional<ColumnTiles> columns;
  if (combiner) {
    plan.mapping = GpuMapping::BlockPerIndex;
    int64_t elements = 1;
    for (unsigned loop : combiner->loops)
      elements *= extents.front()[loop];
    if (!onePointPerThread)
      columns = chooseColumnTiles(generics.front(), extents.front(), elements);
    plan.blockSize = fsdpc::schedule::getRowBlockSize(
        elements, onePointPerThread, maxBlockSize);
    if (columns) {
      plan.blockSize = columns->blockSize();
      plan.rangeEnd = columns->blocks();
    }
  } else {
    plan.blockSize = threadBlockFor(plan.rangeEnd);
    if (!onePointPerThread)
      layout =
          choosePointLayout(generics, extents, plan.rangeEnd, plan.blockSize);
    plan.pointsPerThread = layout.perThread;
    plan.rangeEnd = layout.threads(plan.rangeEnd, plan.blockSize);
  }
  OpBuilder b = createFunc(module, name, plan.blockSize);
  bindWholeSplitLoop(b);
  cloneAllBut(b, generics);
  for (auto [candidate, loops] : llvm::zip(generics, extents)) {
    generic = candidate;
    ranges = loops;
    if (columns)
      emitColumnReduction(b, *combiner, *columns);
    else if (combiner)
      emitRowReduction(b, *combiner);
    else
      emitThreadPerPoint(b, parallelPoints(candidate, loops), plan.blockSize,
                         layout);
  }
  gpu::ReturnOp::create(b, loc);
  return plan;
}

FailureOr<GpuKernelPlan>
mlir::fsdp::detail::buildGpuKernel(func::FuncOp kernel, int64_t splitRange,
                                   gpu::GPUModuleOp module, StringRef name,
                                   const GpuKernelOptions &options) {
  return GpuKernelBuilder(kernel, splitRange, options).build(module, name);
}
