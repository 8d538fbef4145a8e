//===- GpuKernelReductions.cpp - Reductions as block-wide gpu.funcs -------===//
//
// The two reduction mappings of GpuKernelBuilder.cpp's list: a block per
// output of a row reduction (its threads stride over the row, then
// gpu.all_reduce), and a block per tile of columns of a column reduction
// (lanes fold their rows, then shared memory between barriers).
//
//===----------------------------------------------------------------------===//

#include "GpuKernelBuilder.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::fsdp;
using namespace mlir::fsdp::detail;

namespace {

std::optional<Combiner> classifyCombiner(Operation *op) {
  using R = gpu::AllReduceOperation;
  using K = arith::AtomicRMWKind;
  auto make = [&](R reduce, K kind) {
    return std::optional<Combiner>(Combiner{op, reduce, kind, {}});
  };
  return llvm::TypeSwitch<Operation *, std::optional<Combiner>>(op)
      .Case([&](arith::AddFOp) { return make(R::ADD, K::addf); })
      .Case([&](arith::AddIOp) { return make(R::ADD, K::addi); })
      .Case([&](arith::MulFOp) { return make(R::MUL, K::mulf); })
      .Case([&](arith::MaximumFOp) { return make(R::MAXIMUMF, K::maximumf); })
      .Case([&](arith::MinimumFOp) { return make(R::MINIMUMF, K::minimumf); })
      .Case([&](arith::MaxNumFOp) { return make(R::MAXNUMF, K::maxnumf); })
      .Case([&](arith::MinNumFOp) { return make(R::MINNUMF, K::minnumf); })
      .Case([&](arith::MaxSIOp) { return make(R::MAXSI, K::maxs); })
      .Case([&](arith::MinSIOp) { return make(R::MINSI, K::mins); })
      .Default([](Operation *) { return std::nullopt; });
}

/// Element types gpu.all_reduce can combine (bf16/f16 are widened to f32).
bool isReducibleType(Type type) {
  return type.isF32() || type.isF64() || type.isBF16() || type.isF16() ||
         type.isInteger(32) || type.isInteger(64);
}

/// A reduction of at least this many elements gets a block per output: long
/// enough to keep a block busy whatever the loops' order.
constexpr int64_t kMinBlockReduction = 256;
/// Below this many outputs a shorter reduction whose innermost loop reduces
/// (a row of at least a warp) gets a block per output as well; above, one
/// thread per output keeps the GPU busy with less overhead (attention's 64-long
/// dot products over 100M outputs).
constexpr int64_t kFewOutputs = 16384;
/// A row shorter than a warp is one thread's work.
constexpr int64_t kWarp = 32;
/// A block reducing a row gives each thread about this many of its elements:
/// combining the threads' partials (shuffles, shared memory, a barrier)
/// costs ~150 instructions per thread, which a 1024-long softmax row over
/// 256 threads (4 elements each) would spend more on than on its elements.
/// Blocks of 64 threads still fill an SM (32 resident blocks).
constexpr int64_t kElementsPerThread = 16;
/// A column reduction's blocks (kColumnTile neighbouring points of the
/// innermost loop each) have at most this many threads: there are few of
/// them (a 768-wide bias gradient has 48), so each must keep many loads in
/// flight.
constexpr int64_t kMaxColumnBlock = 1024;
/// Neighbouring columns one block reduces: 16 bf16 are one 32-byte sector,
/// so a warp (16 columns x 2 rows) reads whole sectors, as a wider tile
/// would, with twice the blocks of a 32-wide one.
constexpr int64_t kColumnTile = 16;
/// The bytes of its column a thread of a column reduction loads before it
/// folds any (rows of its column streams, at most kMaxColumnUnroll): the
/// few blocks hide the memory's latency only with many loads in flight.
constexpr int64_t kColumnBytesInFlight = 16;
constexpr int64_t kMaxColumnUnroll = 8;

/// The bytes of an element of `type` (an index as 8).
int64_t elementBytes(Type type) {
  return type.isIntOrFloat()
             ? int64_t(llvm::divideCeil(type.getIntOrFloatBitWidth(), 8))
             : 8;
}

/// The type a block combines partials of `type` in: bf16/f16 as f32
/// (shuffles move 32-bit words). A thread's own partial accumulates in
/// `type`, as the generic's body does on the host.
Type partialType(Type type) {
  return isa<FloatType>(type) && type.getIntOrFloatBitWidth() < 32
             ? Float32Type::get(type.getContext())
             : type;
}

} // namespace

namespace mlir::fsdp::detail {

/// The loops a block cooperates on: the reduction loops of a generic with one
/// output (folded, see matchCombiner), when they are long enough (norms,
/// softmax, losses, the column sums of bias and norm-weight gradients) or
/// form short rows of few outputs. When the innermost loop is parallel
/// (column sums), the block takes several outputs (chooseColumnTiles).
std::optional<SmallVector<unsigned>>
blockReductionLoops(linalg::GenericOp generic, ArrayRef<int64_t> extents) {
  SmallVector<utils::IteratorType> iterators = generic.getIteratorTypesArray();
  if (generic.getNumReductionLoops() == 0 || generic.getNumDpsInits() != 1)
    return std::nullopt;
  SmallVector<unsigned> loops;
  int64_t elements = 1, outputs = 1;
  for (auto [loop, iterator] : llvm::enumerate(iterators)) {
    bool reduction = linalg::isReductionIterator(iterator);
    if (reduction)
      loops.push_back(loop);
    (reduction ? elements : outputs) *= extents[loop];
  }
  bool row = linalg::isReductionIterator(iterators.back());
  if (elements >= kMinBlockReduction ||
      (row && elements >= kWarp && outputs < kFewOutputs))
    return loops;
  return std::nullopt;
}

/// Column tiles for a block reduction of `elements` elements per output
/// whose innermost loop (of extent `extents.back()`) is parallel, about
/// kElementsPerThread elements per thread, kColumnBytesInFlight bytes of
/// its column streams (the inputs that both the innermost loop and a
/// reduction loop index) loaded at once; none when the innermost loop reduces,
/// or is a single column.
std::optional<ColumnTiles> chooseColumnTiles(linalg::GenericOp generic,
                                             ArrayRef<int64_t> extents,
                                             int64_t elements) {
  if (!linalg::isParallelIterator(generic.getIteratorTypesArray().back()) ||
      extents.back() < 2)
    return std::nullopt;
  ColumnTiles tiles;
  tiles.columns = std::min<int64_t>(
      kColumnTile, int64_t(llvm::PowerOf2Ceil(extents.back())));
  tiles.lanes = std::clamp<int64_t>(
      int64_t(llvm::bit_floor(
          uint64_t(std::max<int64_t>(elements / kElementsPerThread, 1)))),
      std::max<int64_t>(kWarp / tiles.columns, 1),
      kMaxColumnBlock / tiles.columns);
  tiles.tilesPerRow = llvm::divideCeil(extents.back(), tiles.columns);
  int64_t rowBytes = 0;
  unsigned inner = extents.size() - 1;
  SmallVector<utils::IteratorType> iterators = generic.getIteratorTypesArray();
  auto isColumnStream = [&](OpOperand *input) {
    AffineMap map = generic.getMatchingIndexingMap(input);
    if (generic.getMatchingBlockArgument(input).use_empty() ||
        !map.isFunctionOfDim(inner))
      return false;
    for (auto [loop, iterator] : llvm::enumerate(iterators))
      if (linalg::isReductionIterator(iterator) && map.isFunctionOfDim(loop))
        return true;
    return false;
  };
  for (OpOperand *input : generic.getDpsInputOperands())
    if (isColumnStream(input))
      rowBytes += elementBytes(getElementTypeOrSelf(input->get().getType()));
  tiles.unroll =
      std::clamp<int64_t>(kColumnBytesInFlight / std::max<int64_t>(rowBytes, 1),
                          1, kMaxColumnUnroll);
  return tiles;
}

/// The combining op when `generic` folds its one output with it alone.
std::optional<Combiner> matchCombiner(linalg::GenericOp generic) {
  BlockArgument out =
      generic.getMatchingBlockArgument(generic.getDpsInitOperand(0));
  Operation *yield = generic.getBlock()->getTerminator();
  Operation *combine = yield->getOperand(0).getDefiningOp();
  if (!combine || combine->getBlock() != generic.getBlock() ||
      combine->getNumOperands() != 2 || !out.hasOneUse() ||
      out.getUses().begin()->getOwner() != combine ||
      !isReducibleType(out.getType()))
    return std::nullopt;
  return classifyCombiner(combine);
}

unsigned rowReductionBlockSize(int64_t elements, bool onePointPerThread,
                               unsigned maxBlockSize) {
  int64_t perThread = onePointPerThread ? 1 : kElementsPerThread;
  return unsigned(std::clamp<int64_t>(llvm::PowerOf2Ceil(elements / perThread),
                                      kWarp, int64_t(maxBlockSize)));
}

} // namespace mlir::fsdp::detail

void GpuKernelBuilder::emitRowReduction(OpBuilder &b,
                                        const Combiner &combiner) {
  SmallVector<unsigned> parallel;
  int64_t elements = 1;
  for (unsigned loop = 0; loop < ranges.size(); ++loop) {
    if (!llvm::is_contained(combiner.loops, loop))
      parallel.push_back(loop);
    else
      elements *= ranges[loop];
  }
  Value block = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  Value thread = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value threads = gpu::BlockDimOp::create(b, loc, gpu::Dimension::x);
  SmallVector<Value> ivs =
      delinearize(b, arith::AddIOp::create(b, loc, begin, block), parallel);
  // Each thread folds the elements thread, thread + blockDim, ... of the
  // flattened reduction space (innermost loop fastest).
  Type type = combiner.op->getResult(0).getType();
  Value neutral = arith::getIdentityValue(combiner.kind, type, b, loc);
  auto loop = scf::ForOp::create(b, loc, thread, constant(b, elements), threads,
                                 ValueRange{neutral});
  {
    OpBuilder inner = OpBuilder::atBlockBegin(loop.getBody());
    SmallVector<Value> rowIvs =
        delinearize(inner, loop.getInductionVar(), combiner.loops);
    SmallVector<Value> pointIvs = ivs;
    for (unsigned reduced : combiner.loops)
      pointIvs[reduced] = rowIvs[reduced];
    Value folded =
        yieldedAt(emitPoint(inner, pointIvs, loop.getRegionIterArgs()))[0];
    scf::YieldOp::create(inner, loc, folded);
  }
  Value total = gpu::AllReduceOp::create(
      b, loc, widened(b, loop.getResult(0)),
      gpu::AllReduceOperationAttr::get(b.getContext(), combiner.reduce),
      /*uniform=*/true);
  Value first = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, thread,
                                      constant(b, 0));
  OpBuilder then = scf::IfOp::create(b, loc, first, /*withElseRegion=*/false)
                       .getThenBodyBuilder();
  foldIntoOutput(then, combiner, total, ivs);
}

/// A column reduction's blocks (ColumnTiles): each thread folds its column's
/// rows into a partial in shared memory (emitColumnPartials); pairs of
/// lanes then fold those, halving the live lanes at each barrier (a fixed
/// order: the same bits every run); lane 0 folds the column's total into
/// the output. Threads of columns past the row's end compute at its last
/// column and store nothing (they still reach every barrier). Between
/// barriers nothing thread-specific lives but the shared partials: each
/// phase takes its thread's column and lane anew (columnAndLane).
void GpuKernelBuilder::emitColumnReduction(OpBuilder &b,
                                           const Combiner &combiner,
                                           const ColumnTiles &tiles) {
  unsigned inner = ranges.size() - 1;
  SmallVector<unsigned> outer;
  for (unsigned loop = 0; loop < inner; ++loop)
    if (!llvm::is_contained(combiner.loops, loop))
      outer.push_back(loop);
  // The block's tile: a point of the outer parallel loops and a first column.
  Value tile = arith::AddIOp::create(
      b, loc, begin, gpu::BlockIdOp::create(b, loc, gpu::Dimension::x));
  Value perRow = constant(b, tiles.tilesPerRow);
  SmallVector<Value> ivs =
      delinearize(b, arith::DivUIOp::create(b, loc, tile, perRow), outer);
  Value firstColumn = arith::MulIOp::create(
      b, loc, arith::RemUIOp::create(b, loc, tile, perRow),
      constant(b, tiles.columns));
  Type type = combiner.op->getResult(0).getType();
  auto workgroup =
      gpu::AddressSpaceAttr::get(b.getContext(), gpu::AddressSpace::Workgroup);
  Value partials = func.addWorkgroupAttribution(
      MemRefType::get({tiles.lanes, tiles.columns}, partialType(type),
                      MemRefLayoutAttrInterface(), workgroup),
      loc);
  emitColumnPartials(b, combiner, tiles, ivs, firstColumn, partials);
  gpu::BarrierOp::create(b, loc);
  for (int64_t live = tiles.lanes / 2; live >= 1; live /= 2) {
    auto [column, lane] = columnAndLane(b, tiles);
    Value folds = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, lane,
                                        constant(b, live));
    OpBuilder then = scf::IfOp::create(b, loc, folds, /*withElseRegion=*/false)
                         .getThenBodyBuilder();
    Value other = arith::AddIOp::create(then, loc, lane, constant(then, live));
    Value lhs =
        memref::LoadOp::create(then, loc, partials, ValueRange{lane, column});
    Value rhs =
        memref::LoadOp::create(then, loc, partials, ValueRange{other, column});
    memref::StoreOp::create(then, loc, combine(then, combiner, lhs, rhs),
                            partials, ValueRange{lane, column});
    gpu::BarrierOp::create(b, loc);
  }
  auto [column, lane] = columnAndLane(b, tiles);
  Value at = arith::AddIOp::create(b, loc, firstColumn, column);
  Value stores = arith::AndIOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, lane,
                            constant(b, 0)),
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule, at,
                            constant(b, ranges[inner] - 1)));
  OpBuilder then = scf::IfOp::create(b, loc, stores, /*withElseRegion=*/false)
                       .getThenBodyBuilder();
  Value total = memref::LoadOp::create(then, loc, partials,
                                       ValueRange{constant(then, 0), column});
  ivs[inner] = at;
  foldIntoOutput(then, combiner, total, ivs);
}

/// The first phase of a column reduction: the thread folds the rows lane,
/// lane + lanes, ... of its column (of the block's first one, at the outer
/// loops' `ivs`), tiles.unroll of them loaded before any is folded, and
/// stores its partial at [lane, column] of `partials`.
void GpuKernelBuilder::emitColumnPartials(OpBuilder &b,
                                          const Combiner &combiner,
                                          const ColumnTiles &tiles,
                                          ArrayRef<Value> ivs,
                                          Value firstColumn, Value partials) {
  unsigned inner = ranges.size() - 1;
  int64_t elements = 1;
  for (unsigned loop : combiner.loops)
    elements *= ranges[loop];
  auto [column, lane] = columnAndLane(b, tiles);
  SmallVector<Value> columnIvs(ivs);
  columnIvs[inner] = arith::MinUIOp::create(
      b, loc, arith::AddIOp::create(b, loc, firstColumn, column),
      constant(b, ranges[inner] - 1));
  int64_t stride = tiles.lanes * tiles.unroll;
  bool ragged = elements % stride != 0;
  Type type = combiner.op->getResult(0).getType();
  auto loop = scf::ForOp::create(
      b, loc, lane, constant(b, elements), constant(b, stride),
      ValueRange{arith::getIdentityValue(combiner.kind, type, b, loc)});
  OpBuilder body = OpBuilder::atBlockBegin(loop.getBody());
  Value lastRow = constant(body, elements - 1);
  SmallVector<SmallVector<Value>> pointIvs;
  SmallVector<IRMapping> points;
  SmallVector<Value> inside; // per point, when ragged: whether it exists
  for (int64_t k = 0; k < tiles.unroll; ++k) {
    Value at = loop.getInductionVar();
    if (k != 0)
      at =
          arith::AddIOp::create(body, loc, at, constant(body, k * tiles.lanes));
    if (ragged) {
      inside.push_back(arith::CmpIOp::create(
          body, loc, arith::CmpIPredicate::ule, at, lastRow));
      at = arith::MinUIOp::create(body, loc, at, lastRow);
    }
    SmallVector<Value> rowIvs = delinearize(body, at, combiner.loops);
    pointIvs.push_back(columnIvs);
    for (unsigned reduced : combiner.loops)
      pointIvs.back()[reduced] = rowIvs[reduced];
    points.push_back(
        loadOperands(body, pointIvs.back(), loop.getRegionIterArgs()));
  }
  BlockArgument out =
      generic.getMatchingBlockArgument(generic.getDpsInitOperand(0));
  Value folded = loop.getRegionIterArgs().front();
  for (auto [k, point] : llvm::enumerate(points)) {
    point.map(out, folded);
    emitBody(body, pointIvs[k], point);
    Value next = yieldedAt(point).front();
    folded = ragged
                 ? arith::SelectOp::create(body, loc, inside[k], next, folded)
                 : next;
  }
  scf::YieldOp::create(body, loc, folded);
  memref::StoreOp::create(b, loc, widened(b, loop.getResult(0)), partials,
                          ValueRange{lane, column});
}

/// The thread's column and lane in a column reduction's block.
std::pair<Value, Value>
GpuKernelBuilder::columnAndLane(OpBuilder &b, const ColumnTiles &tiles) {
  Value thread = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value columns = constant(b, tiles.columns);
  return {arith::RemUIOp::create(b, loc, thread, columns),
          arith::DivUIOp::create(b, loc, thread, columns)};
}

/// `lhs` and `rhs` folded by the combining op (on their type).
Value GpuKernelBuilder::combine(OpBuilder &b, const Combiner &combiner,
                                Value lhs, Value rhs) {
  OperationState state(loc, combiner.op->getName(), ValueRange{lhs, rhs},
                       TypeRange{lhs.getType()}, combiner.op->getAttrs());
  return b.create(state)->getResult(0);
}

/// A partial `value` in partialType.
Value GpuKernelBuilder::widened(OpBuilder &b, Value value) {
  Type wide = partialType(value.getType());
  return wide == value.getType() ? value
                                 : arith::ExtFOp::create(b, loc, wide, value);
}

/// Stores the output at `ivs` folded with a block's `total` (a partial):
/// from the fill's constant when the kernel fills it first.
void GpuKernelBuilder::foldIntoOutput(OpBuilder &b, const Combiner &combiner,
                                      Value total, ValueRange ivs) {
  OpOperand *init = generic.getDpsInitOperand(0);
  Type type = combiner.op->getResult(0).getType();
  Value result =
      combine(b, combiner, widened(b, initialValue(b, *init, ivs)), total);
  if (result.getType() != type)
    result = arith::TruncFOp::create(b, loc, type, result);
  memref::StoreOp::create(
      b, loc, result, mapping.lookupOrDefault(init->get()),
      indicesOf(b, generic.getMatchingIndexingMap(init), ivs));
}
