//===- GpuKernelRows.cpp - an fsdp.row_kernel as one block per row --------===//
//
// The phases of an outlined row kernel, in one gpu.func: a block per row,
// each phase in turn.
//
// Rows of up to kMaxRowSlots points a thread are held in registers
// (RowSlots): thread t runs the points t, t + B, ... of every phase, each
// phase's loop unrolled into slots. A reduction phase folds the thread's
// slots, then the block's threads combine their partials (gpu.all_reduce:
// every thread gets the total; thread 0 stores it). An elementwise phase
// computes and stores the thread's slots; a phase of one point a row is
// computed by every thread, stored by thread 0. keepRowInRegisters then
// forwards what a thread loaded or stored to its later loads of the same
// element, and CSE merges what the phases compute alike (a softmax's
// masked, scaled scores and their exps, once): the row is read from memory
// once, each exp computed once, and with no phase reading memory another
// thread wrote, no barrier is left between the phases.
//
// Longer rows stride the block's threads over each phase's points, with a
// barrier between phases: a later phase reads an earlier one's output
// where its thread 0 stored it, and re-reads the row's operands from the
// L1 the first phase filled (fsdp.row_kernel's cost: the row read once).
//
//===----------------------------------------------------------------------===//

#include "GpuKernelBuilder.h"

#include "fsdpc/Dialect/FSDP/FSDP.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Dominance.h"
#include "mlir/Transforms/CSE.h"

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

namespace {
/// What a thread knows an element holds: what it loaded from it, or what
/// it stored into it.
struct KnownElement {
  Value memref;
  SmallVector<Value> indices;
  Value value;
  bool stored = false;
};
} // namespace

/// Forwards, in a row kernel built in slots, what each thread loaded or
/// stored at an element to its later loads of it, at the top level of the
/// kernel (after CSE, the same element has the same index values in every
/// phase). Sound for what buildRowChain emits in slots, where each phase
/// writes buffers of its own (writesOwnArguments): each element a phase
/// writes is written once, with the phase's result there, whichever thread
/// computes it (a store under a guard, thread 0's or a clamped slot's,
/// stores a value computed outside it that every thread computes alike;
/// a reduction's output is read before the block combines), so what a
/// thread stored through the same memref stays true. What it loaded from a
/// memref the kernel writes may be an output's content before its phase,
/// and another view of a buffer may name its elements otherwise: any store
/// to the buffer (another thread's too: the same program's store op)
/// forgets those. Returns whether a load was forwarded.
static bool forwardKnownElements(gpu::GPUFuncOp func, RewriterBase &rewriter) {
  Block &entry = func.getBody().front();
  SmallVector<KnownElement> known;
  auto lookup = [&](memref::LoadOp load) -> Value {
    for (const KnownElement &element : known)
      if (element.memref == load.getMemref() &&
          ValueRange(element.indices) == load.getIndices())
        return element.value;
    return {};
  };
  auto remember = [&](memref::StoreOp store) {
    Value base = rootOf(store.getMemref());
    llvm::erase_if(known, [&](const KnownElement &element) {
      bool sameMemref = element.memref == store.getMemref();
      bool same =
          sameMemref && ValueRange(element.indices) == store.getIndices();
      return same || ((!element.stored || !sameMemref) &&
                      rootOf(element.memref) == base);
    });
    Value value = store.getValueToStore();
    if (value.getParentBlock() == &entry)
      known.push_back({store.getMemref(), llvm::to_vector(store.getIndices()),
                       value, /*stored=*/true});
  };
  bool forwarded = false;
  for (Operation &op : llvm::make_early_inc_range(entry.without_terminator())) {
    auto load = dyn_cast<memref::LoadOp>(op);
    if (!load) {
      op.walk(remember);
      continue;
    }
    if (Value value = lookup(load)) {
      rewriter.replaceOp(load, value);
      forwarded = true;
      continue;
    }
    known.push_back({load.getMemref(), llvm::to_vector(load.getIndices()),
                     load.getResult()});
  }
  return forwarded;
}

/// Whether some load of `func` reads a memref it also writes: only then do
/// the barriers between a row kernel's phases order anything (each phase
/// writes buffers of its own: no two phases' stores need ordering).
static bool readsWhatItWrites(gpu::GPUFuncOp func) {
  llvm::DenseSet<Value> written;
  func.walk([&](memref::StoreOp store) {
    written.insert(rootOf(store.getMemref()));
  });
  return func
      .walk([&](memref::LoadOp load) {
        return written.contains(rootOf(load.getMemref()))
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

/// Forwards known elements and merges what the phases compute alike until
/// nothing changes (a gather's index is the same value only once the load
/// it is computed from is forwarded), then drops the phases' barriers when
/// no thread reads what another wrote.
static void keepRowInRegisters(gpu::GPUFuncOp func) {
  IRRewriter rewriter(func.getContext());
  do {
    DominanceInfo dominance(func);
    eliminateCommonSubExpressions(rewriter, dominance, func);
  } while (forwardKnownElements(func, rewriter));
  if (readsWhatItWrites(func))
    return;
  for (auto barrier : llvm::make_early_inc_range(
           func.getBody().front().getOps<gpu::BarrierOp>()))
    rewriter.eraseOp(barrier);
}

/// Whether each phase writes buffers of its own, kernel arguments no other
/// phase writes (fsdp.row_kernel's results): what keepRowInRegisters
/// assumes.
static bool writesOwnArguments(ArrayRef<linalg::GenericOp> generics) {
  llvm::SmallPtrSet<Value, 8> written;
  for (linalg::GenericOp generic : generics)
    for (Value init : generic.getDpsInits()) {
      Value root = rootOf(init);
      if (!isa<BlockArgument>(root) || !written.insert(root).second)
        return false;
    }
  return true;
}

/// Whether `generic` reads what its outputs held (a phase of one point a
/// row would then race with the thread that stores it).
static bool readsItsOutputs(linalg::GenericOp generic) {
  return llvm::any_of(generic.getDpsInitsMutable(), [&](OpOperand &init) {
    return generic.payloadUsesValueFromOperand(&init);
  });
}

FailureOr<GpuKernelPlan>
GpuKernelBuilder::buildRowChain(gpu::GPUModuleOp module, StringRef name,
                                ArrayRef<linalg::GenericOp> generics,
                                ArrayRef<SmallVector<int64_t>> extents,
                                const RowChain &chain) {
  // A block per row; as many threads as the phase with the most points in
  // a row keeps busy.
  int64_t rowPoints = 1;
  for (int64_t extent : ArrayRef(extents.front()).take_front(chain.rows))
    rowPoints *= extent;
  GpuKernelPlan plan;
  plan.mapping = GpuMapping::BlockPerIndex;
  plan.rangeEnd = rowPoints;
  // Phases writing their own arguments may hold the row in registers.
  std::optional<SmallVector<int64_t>> held;
  if (writesOwnArguments(generics))
    held = RowKernelOp::getRegisterRowPoints(extents, chain.rows);
  fsdpc::schedule::RowBlock block = fsdpc::schedule::getRowKernelBlock(
      extents, chain.rows, held, onePointPerThread, maxBlockSize);
  plan.blockSize = block.blockSize;
  if (block.slots != 0) {
    rowSlots = block;
    plan.rowInRegisters = true;
    plan.pointsPerThread = block.slots;
  }
  OpBuilder b = createFunc(module, name, plan.blockSize);
  bindWholeSplitLoop(b);
  cloneAllBut(b, generics);
  for (auto [index, phase] : llvm::enumerate(generics)) {
    generic = phase;
    ranges = extents[index];
    if (index != 0)
      gpu::BarrierOp::create(b, loc);
    const std::optional<Combiner> &combiner = chain.combiners[index];
    if (combiner && rowSlots)
      emitRowReductionInSlots(b, *combiner);
    else if (combiner)
      emitRowReduction(b, *combiner);
    else if (chain.reduces[index])
      emitRowSerially(b, chain.rows);
    else if (rowSlots &&
             !(pointsInRow(ranges, chain.rows) == 1 && readsItsOutputs(phase)))
      emitRowPointsInSlots(b, chain.rows);
    else
      emitRowPoints(b, chain.rows);
  }
  gpu::ReturnOp::create(b, loc);
  if (rowSlots)
    keepRowInRegisters(func);
  return plan;
}

/// Runs `body` at each of the thread's slots of its block's `row` (RowSlots)
/// with the phase's induction variables there, and whether the slot holds a
/// point of the row (null where every thread's does).
void GpuKernelBuilder::forEachRowSlot(
    OpBuilder &b, const BlockRow &row, ArrayRef<unsigned> pointLoops,
    function_ref<void(ArrayRef<Value>, Value)> body) {
  // A phase of one point a row (a statistic's rounding) runs it in every
  // thread, as thread 0's only slot: all compute it (later phases find it
  // in registers), thread 0 alone stores or folds it.
  if (llvm::all_of(pointLoops,
                   [&](unsigned loop) { return ranges[loop] == 1; })) {
    SmallVector<Value> ivs = row.ivs;
    for (unsigned loop : pointLoops)
      ivs[loop] = constant(b, 0);
    body(ivs, isFirstThread(b, row.thread));
    return;
  }
  for (unsigned slot = 0; slot < rowSlots->slots; ++slot) {
    int64_t first = int64_t(slot) * rowSlots->blockSize;
    Value point = arith::AddIOp::create(b, loc, row.thread, constant(b, first));
    Value inRow;
    if (first + rowSlots->blockSize > rowSlots->points) {
      inRow = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, point,
                                    constant(b, rowSlots->points));
      point = arith::MinUIOp::create(b, loc, point,
                                     constant(b, rowSlots->points - 1));
    }
    SmallVector<Value> ivs = row.ivs;
    SmallVector<Value> atPoint = delinearize(b, point, pointLoops);
    for (unsigned loop : pointLoops)
      ivs[loop] = atPoint[loop];
    body(ivs, inRow);
  }
}

/// An elementwise phase in slots: each thread computes and stores its
/// points.
void GpuKernelBuilder::emitRowPointsInSlots(OpBuilder &b, unsigned rows) {
  auto [rowLoops, pointLoops] = splitAtRows(rows);
  BlockRow row = blockRow(b, rowLoops);
  forEachRowSlot(b, row, pointLoops, [&](ArrayRef<Value> ivs, Value inRow) {
    storeOutputs(b, yieldedAt(emitPoint(b, ivs, {})), ivs, inRow);
  });
}

/// A reduction phase in slots: each thread folds its points (a clamped
/// slot past the row's end, or another thread's than thread 0 in a phase of
/// one point a row, folds nothing), then the block combines them.
void GpuKernelBuilder::emitRowReductionInSlots(OpBuilder &b,
                                               const Combiner &combiner) {
  SmallVector<unsigned> rowLoops;
  for (unsigned loop = 0; loop < ranges.size(); ++loop)
    if (!llvm::is_contained(combiner.loops, loop))
      rowLoops.push_back(loop);
  BlockRow row = blockRow(b, rowLoops);
  Value partial = arith::getIdentityValue(
      combiner.kind, combiner.op->getResult(0).getType(), b, loc);
  forEachRowSlot(b, row, combiner.loops, [&](ArrayRef<Value> ivs, Value inRow) {
    Value folded = yieldedAt(emitPoint(b, ivs, ValueRange{partial}))[0];
    partial = inRow ? arith::SelectOp::create(b, loc, inRow, folded, partial)
                          .getResult()
                    : folded;
  });
  storeBlockTotal(b, combiner, partial, row.thread, row.ivs);
}

/// The elementwise phase on the block's row: thread t computes and stores
/// the row's points t, t + blockDim, ... (innermost loop fastest, so a
/// warp's loads are contiguous).
void GpuKernelBuilder::emitRowPoints(OpBuilder &b, unsigned rows) {
  auto [rowLoops, pointLoops] = splitAtRows(rows);
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
  auto [rowLoops, reduction] = splitAtRows(rows);
  BlockRow row = blockRow(b, rowLoops);
  OpBuilder then = underGuard(b, isFirstThread(b, row.thread));
  emitSerialPoint(then, row.ivs, reduction);
}

/// The current phase's first `rows` loops and the others.
std::pair<SmallVector<unsigned>, SmallVector<unsigned>>
GpuKernelBuilder::splitAtRows(unsigned rows) const {
  std::pair<SmallVector<unsigned>, SmallVector<unsigned>> loops;
  for (unsigned loop = 0; loop < ranges.size(); ++loop)
    (loop < rows ? loops.first : loops.second).push_back(loop);
  return loops;
}
