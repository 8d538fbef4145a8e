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
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
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
constexpr int64_t kWarp = fsdpc::schedule::kWarpSize;
/// A column reduction's blocks (kColumnTile neighbouring points of the
/// innermost loop each, split over their rows) have at most this many
/// threads: with up to 64 registers each, two or three are resident per SM
/// (one of 1024 threads at 48 registers would be).
constexpr int64_t kMaxColumnBlock = 512;
/// Neighbouring columns one block reduces: 16 bf16 are one 32-byte sector,
/// so a warp (16 columns x 2 rows) reads whole sectors, as a wider tile
/// would, with twice the blocks of a 32-wide one.
constexpr int64_t kColumnTile = 16;
/// The bytes of its column a thread of a column reduction loads before it
/// folds any (rows of its column streams, at most kMaxColumnUnroll): the
/// few blocks hide the memory's latency only with many loads in flight.
constexpr int64_t kColumnBytesInFlight = 16;
constexpr int64_t kMaxColumnUnroll = 8;
/// A column reduction's rows are split into ceil(this / tiles) parts (of
/// whole strides, at least one each): two resident blocks of
/// kMaxColumnBlock threads per SM of a 132-SM GPU, or more. A 768-wide bias
/// gradient's 48 tiles over 8192 rows get 6 splits (5 of 1536 rows, 6
/// strides of 32 lanes x 8 rows, and one of 512), a 3072-wide one's 192
/// tiles 2; 264 tiles or more are not split.
constexpr int64_t kColumnBlocks = 264;

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
/// kRowElementsPerThread elements per thread, kColumnBytesInFlight bytes of
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
      int64_t(llvm::bit_floor(uint64_t(std::max<int64_t>(
          elements / fsdpc::schedule::kRowElementsPerThread, 1)))),
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
  // Splits of whole strides (lanes x unroll rows), as many as bring the
  // blocks near kColumnBlocks.
  tiles.allTiles = tiles.tilesPerRow;
  for (auto [loop, iterator] : llvm::enumerate(iterators))
    if (loop != inner && linalg::isParallelIterator(iterator))
      tiles.allTiles *= extents[loop];
  int64_t stride = tiles.lanes * tiles.unroll;
  int64_t wanted = std::clamp<int64_t>(
      llvm::divideCeil(kColumnBlocks, std::max<int64_t>(tiles.allTiles, 1)), 1,
      std::max<int64_t>(elements / stride, 1));
  tiles.rowsPerSplit =
      llvm::alignTo(llvm::divideCeil(elements, wanted), stride);
  tiles.splits = llvm::divideCeil(elements, tiles.rowsPerSplit);
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
  auto [ivs, thread, threads] = blockRow(b, parallel);
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
  storeBlockTotal(b, combiner, loop.getResult(0), thread, ivs);
}

/// Combines the block's partials (`partial`, this thread's) into the row's
/// total, which every thread then holds, and folds it into the output at
/// `ivs`: thread 0 stores it. Every thread reads what the output held first
/// before the block combines, whose barriers order those reads before
/// thread 0's store: each thread then holds the value stored.
void GpuKernelBuilder::storeBlockTotal(OpBuilder &b, const Combiner &combiner,
                                       Value partial, Value thread,
                                       ValueRange ivs) {
  OpOperand *init = generic.getDpsInitOperand(0);
  Value initial = widened(b, initialValue(b, *init, ivs));
  Value total = gpu::AllReduceOp::create(
      b, loc, widened(b, partial),
      gpu::AllReduceOperationAttr::get(b.getContext(), combiner.reduce),
      /*uniform=*/true);
  storeFolded(b, combiner, initial, total, ivs, isFirstThread(b, thread));
}

/// A column reduction's blocks (ColumnTiles): each thread folds its column's
/// rows of the block's split into a partial in shared memory
/// (emitColumnPartials); pairs of lanes then fold those, halving the live
/// lanes at each barrier (a fixed order: the same bits every run); the
/// column's total goes to the output (emitColumnTotals). Threads of columns
/// past the row's end compute at its last column and store nothing (they
/// still reach every barrier). Between barriers nothing thread-specific
/// lives but the shared partials: each phase takes its thread's column and
/// lane anew (columnAndLane).
void GpuKernelBuilder::emitColumnReduction(OpBuilder &b,
                                           const Combiner &combiner,
                                           const ColumnTiles &tiles) {
  unsigned inner = ranges.size() - 1;
  SmallVector<unsigned> outer;
  for (unsigned loop = 0; loop < inner; ++loop)
    if (!llvm::is_contained(combiner.loops, loop))
      outer.push_back(loop);
  // The block's tile (a point of the outer parallel loops and a first
  // column) and split of its rows.
  Value block = arith::AddIOp::create(
      b, loc, begin, gpu::BlockIdOp::create(b, loc, gpu::Dimension::x));
  Value splits = constant(b, tiles.splits);
  Value tile = arith::DivUIOp::create(b, loc, block, splits);
  Value split = arith::RemUIOp::create(b, loc, block, splits);
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
  emitColumnPartials(b, combiner, tiles, ivs, firstColumn, split, partials);
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
  emitColumnTotals(b, combiner, tiles, ivs, tile, split, firstColumn, partials);
}

/// The first phase of a column reduction: the thread folds the rows
/// split * rowsPerSplit + lane, + lanes, ... (up to the split's end) of its
/// column (of the block's first one, at the outer loops' `ivs`),
/// tiles.unroll of them loaded before any is folded, and stores its partial
/// at [lane, column] of `partials`.
void GpuKernelBuilder::emitColumnPartials(
    OpBuilder &b, const Combiner &combiner, const ColumnTiles &tiles,
    ArrayRef<Value> ivs, Value firstColumn, Value split, Value partials) {
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
  // Splits are whole strides but the last, which is one too when the rows
  // are: then no thread's row is past its split's end.
  bool ragged = elements % stride != 0;
  Value first =
      arith::MulIOp::create(b, loc, split, constant(b, tiles.rowsPerSplit));
  Value end = arith::MinUIOp::create(
      b, loc,
      arith::AddIOp::create(b, loc, first, constant(b, tiles.rowsPerSplit)),
      constant(b, elements));
  Type type = combiner.op->getResult(0).getType();
  auto loop = scf::ForOp::create(
      b, loc, arith::AddIOp::create(b, loc, first, lane), end,
      constant(b, stride),
      ValueRange{arith::getIdentityValue(combiner.kind, type, b, loc)});
  OpBuilder body = OpBuilder::atBlockBegin(loop.getBody());
  Value lastRow = arith::SubIOp::create(body, loc, end, constant(body, 1));
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

/// The last phase of a column reduction, the block's partials at [0, c] of
/// `partials`. Unsplit, lane 0 of each column folds its total into the
/// output. Split, thread 0 copies the block's partials to its split's row
/// of a scratch buffer and counts the block's arrival at its tile, fenced
/// at GPU scope on both sides (membar.gl, CUDA's __threadfence(): the
/// copies are visible before the count, and the last block to arrive sees
/// every other's); that block folds the splits' partials in split order
/// into the output and resets the count for the next launch.
void GpuKernelBuilder::emitColumnTotals(OpBuilder &b, const Combiner &combiner,
                                        const ColumnTiles &tiles,
                                        SmallVector<Value> ivs, Value tile,
                                        Value split, Value firstColumn,
                                        Value partials) {
  if (tiles.splits > 1) {
    emitSplitTotals(b, combiner, tiles, std::move(ivs), tile, split,
                    firstColumn, partials);
    return;
  }
  unsigned inner = ranges.size() - 1;
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
  ivs[inner] = at;
  foldIntoOutput(then, combiner,
                 memref::LoadOp::create(then, loc, partials,
                                        ValueRange{constant(then, 0), column}),
                 ivs);
}

/// emitColumnTotals of a split tile: thread 0 copies the block's partials
/// to the scratch buffer, counts its arrival between fences, and the last
/// block to arrive folds every split's partials into the output.
void GpuKernelBuilder::emitSplitTotals(OpBuilder &b, const Combiner &combiner,
                                       const ColumnTiles &tiles,
                                       SmallVector<Value> ivs, Value tile,
                                       Value split, Value firstColumn,
                                       Value partials) {
  unsigned inner = ranges.size() - 1;
  Value lastColumn = constant(b, ranges[inner] - 1);
  Value zero = constant(b, 0);
  b.getContext()->getOrLoadDialect<NVVM::NVVMDialect>();
  Type wide = cast<MemRefType>(partials.getType()).getElementType();
  auto scratchType =
      MemRefType::get({tiles.allTiles, tiles.splits, tiles.columns}, wide);
  auto countType = MemRefType::get({tiles.allTiles}, b.getI32Type());
  Value scratch = globalBuffer(b, "_partials", scratchType, b.getUnitAttr());
  Value arrivals = globalBuffer(
      b, "_arrivals", countType,
      DenseElementsAttr::get(
          RankedTensorType::get(countType.getShape(), b.getI32Type()),
          b.getI32IntegerAttr(0)));
  Value thread = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  OpBuilder first =
      scf::IfOp::create(
          b, loc,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, thread, zero),
          /*withElseRegion=*/false)
          .getThenBodyBuilder();
  Value one = constant(first, 1);
  Value columns = constant(first, tiles.columns);
  auto copy = scf::ForOp::create(first, loc, constant(first, 0), columns, one);
  {
    OpBuilder in = OpBuilder::atBlockBegin(copy.getBody());
    Value c = copy.getInductionVar();
    memref::StoreOp::create(
        in, loc, memref::LoadOp::create(in, loc, partials, ValueRange{zero, c}),
        scratch, ValueRange{tile, split, c});
  }
  // Release: the copies are visible at GPU scope before the arrival.
  NVVM::MembarOp::create(first, loc, NVVM::MemScopeKind::GPU);
  Value before = memref::AtomicRMWOp::create(
      first, loc, arith::AtomicRMWKind::addi,
      arith::ConstantIntOp::create(first, loc, 1, 32), arrivals,
      ValueRange{tile});
  Value last = arith::CmpIOp::create(
      first, loc, arith::CmpIPredicate::eq, before,
      arith::ConstantIntOp::create(first, loc, tiles.splits - 1, 32));
  OpBuilder finish =
      scf::IfOp::create(first, loc, last, false).getThenBodyBuilder();
  // Acquire: the other splits' copies, made before their arrivals.
  NVVM::MembarOp::create(finish, loc, NVVM::MemScopeKind::GPU);
  auto fold =
      scf::ForOp::create(finish, loc, constant(finish, 0),
                         constant(finish, tiles.columns), constant(finish, 1));
  {
    OpBuilder in = OpBuilder::atBlockBegin(fold.getBody());
    Value c = fold.getInductionVar();
    Value at = arith::AddIOp::create(in, loc, firstColumn, c);
    OpBuilder inRow = scf::IfOp::create(in, loc,
                                        arith::CmpIOp::create(
                                            in, loc, arith::CmpIPredicate::ule,
                                            at, lastColumn),
                                        false)
                          .getThenBodyBuilder();
    auto splits = scf::ForOp::create(
        inRow, loc, constant(inRow, 0), constant(inRow, tiles.splits),
        constant(inRow, 1),
        ValueRange{arith::getIdentityValue(combiner.kind, wide, inRow, loc)});
    {
      OpBuilder inSplit = OpBuilder::atBlockBegin(splits.getBody());
      Value partial = memref::LoadOp::create(
          inSplit, loc, scratch, ValueRange{tile, splits.getInductionVar(), c});
      scf::YieldOp::create(inSplit, loc,
                           combine(inSplit, combiner,
                                   splits.getRegionIterArgs().front(),
                                   partial));
    }
    ivs[inner] = at;
    foldIntoOutput(inRow, combiner, splits.getResult(0), ivs);
  }
  memref::StoreOp::create(finish, loc,
                          arith::ConstantIntOp::create(finish, loc, 0, 32),
                          arrivals, ValueRange{tile});
}

/// A module-level buffer of this kernel's (its name + `suffix`), mutable,
/// holding `initial` (a dense tensor) or uninitialized (a unit attribute).
Value GpuKernelBuilder::globalBuffer(OpBuilder &b, StringRef suffix,
                                     MemRefType type, Attribute initial) {
  OpBuilder detached(b.getContext());
  auto global = memref::GlobalOp::create(
      detached, loc, (func.getName() + suffix).str(),
      detached.getStringAttr("private"), type, initial, /*constant=*/false,
      /*alignment=*/nullptr);
  // Renamed if the name is taken (another kernel's, a moved constant's).
  SymbolTable(func->getParentOp()).insert(global, Block::iterator(func));
  return memref::GetGlobalOp::create(b, loc, type, global.getSymName());
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
  storeFolded(b, combiner, widened(b, initialValue(b, *init, ivs)), total, ivs,
              {});
}

/// Stores `initial` (what the output held, a partial) folded with `total`
/// at `ivs`, where `guard` holds when given.
void GpuKernelBuilder::storeFolded(OpBuilder &b, const Combiner &combiner,
                                   Value initial, Value total, ValueRange ivs,
                                   Value guard) {
  OpOperand *init = generic.getDpsInitOperand(0);
  Type type = combiner.op->getResult(0).getType();
  Value result = combine(b, combiner, initial, total);
  if (result.getType() != type)
    result = arith::TruncFOp::create(b, loc, type, result);
  SmallVector<Value> indices =
      indicesOf(b, generic.getMatchingIndexingMap(init), ivs);
  OpBuilder guarded = underGuard(b, guard);
  memref::StoreOp::create(guarded, loc, result,
                          mapping.lookupOrDefault(init->get()), indices);
}
