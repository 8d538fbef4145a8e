//===- GpuKernelBuilder.h - One CPU-form kernel as a gpu.func ---*- C++ -*-===//
//
// The builder of one kernel gpu.func (buildGpuKernel), shared by
// GpuKernelBuilder.cpp (which mapping a kernel gets, elementwise kernels,
// scatters and the fallback) and GpuKernelReductions.cpp (row and column
// reductions).
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_TRANSLATE_LIB_GPUKERNELBUILDER_H
#define FSDPC_TRANSLATE_LIB_GPUKERNELBUILDER_H

#include "GpuKernelInternal.h"

#include "fsdpc/Schedule/GpuPointLayout.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"

#include <optional>
#include <utility>

namespace mlir::fsdp::detail {

/// The combining op of a row reduction, as gpu.all_reduce and arith name it.
struct Combiner {
  Operation *op = nullptr;
  gpu::AllReduceOperation reduce;
  arith::AtomicRMWKind kind;
  /// The reduction loops the block's threads stride over.
  SmallVector<unsigned> loops;
};

/// Output -> the linalg.fill that sets it before a generic of `kernel`
/// folds into it (the outliner fills the output of an op that starts from a
/// constant: isFilledByReaders). The generic starts from the constant
/// instead: nothing is filled.
using InitFills = llvm::DenseMap<Value, linalg::FillOp>;
InitFills getInitFills(func::FuncOp kernel);

/// How the threads of an elementwise kernel split its points (the cost
/// model prices the same layout).
using PointLayout = fsdpc::schedule::PointLayout;

/// How a block reduction whose innermost loop is parallel (the column sums
/// of bias and norm-weight gradients) is tiled: a block per `columns`
/// neighbouring points of that loop, its threads `columns` wide and `lanes`
/// deep, each lane folding the rows lane, lane + lanes, ... A block per
/// output would read its column one element per 32-byte sector instead.
struct ColumnTiles {
  int64_t columns = 0, lanes = 0;
  /// Blocks per row of the innermost loop (the last one partial), and tiles
  /// in all (times the points of the outer parallel loops).
  int64_t tilesPerRow = 0, allTiles = 0;
  /// Rows a thread loads before it folds any.
  int64_t unroll = 1;
  /// Blocks per tile, each folding `rowsPerSplit` of its rows (the last
  /// split fewer); their partials meet in a scratch buffer, and the block
  /// that arrives last folds them into the output, in split order.
  int64_t splits = 1, rowsPerSplit = 0;
  unsigned blockSize() const { return unsigned(columns * lanes); }
  int64_t blocks() const { return allTiles * splits; }
};

/// The loops a block of a single-output generic cooperates on (its
/// reduction loops), when a block per output (or per tile of columns) pays.
std::optional<SmallVector<unsigned>>
blockReductionLoops(linalg::GenericOp generic, ArrayRef<int64_t> extents);
/// The memref a view (of any kind) is taken of.
Value rootOf(Value memref);
/// Whether every output element belongs to exactly one parallel point: each
/// output map is a permutation of the parallel loops. Then threads (or
/// blocks) over the parallel space never write the same element.
bool parallelPointsOwnOutputs(linalg::GenericOp generic);
/// The combining op when `generic` folds its one output with it alone.
std::optional<Combiner> matchCombiner(linalg::GenericOp generic);
/// The tiles of a block reduction whose innermost loop is parallel.
std::optional<ColumnTiles> chooseColumnTiles(linalg::GenericOp generic,
                                             ArrayRef<int64_t> extents,
                                             int64_t elements);

/// An outlined fsdp.row_kernel: its phases' first `rows` loops index the
/// rows, and each reduction phase folds the rest.
struct RowChain {
  unsigned rows = 0;
  /// Per phase: whether it reduces, and its combiner when the block's
  /// threads can fold it together (else thread 0 folds the row alone).
  SmallVector<bool> reduces;
  SmallVector<std::optional<Combiner>> combiners;
};
/// How a row kernel's block holds its row: thread t the points t, t + B,
/// ... (B = blockSize), `slots` of them, the last slot clamped to the row's
/// last point where B does not divide it (and then storing nothing). Every
/// phase runs its points in the same slots, so a thread finds what an
/// earlier phase loaded or computed at its points in its registers.
using RowSlots = fsdpc::schedule::RowBlock;
/// The row kernel `generics` (of loops `extents`) form, if they do.
std::optional<RowChain> matchRowChain(ArrayRef<linalg::GenericOp> generics,
                                      ArrayRef<SmallVector<int64_t>> extents);

/// Builds one kernel gpu.func.
class GpuKernelBuilder {
public:
  GpuKernelBuilder(func::FuncOp kernel, int64_t splitRange,
                   const GpuKernelOptions &options)
      : kernel(kernel), splitRange(splitRange), maxBlockSize(options.blockSize),
        onePointPerThread(options.onePointPerThread) {}

  FailureOr<GpuKernelPlan> build(gpu::GPUModuleOp module, StringRef name);

private:
  unsigned threadBlockFor(int64_t range) const {
    return fsdpc::schedule::getThreadBlockSize(range, maxBlockSize);
  }
  OpBuilder createFunc(gpu::GPUModuleOp module, StringRef name,
                       unsigned blockSize);
  Value constant(OpBuilder &b, int64_t value) {
    return arith::ConstantIndexOp::create(b, loc, value);
  }
  Value threadIndex(OpBuilder &b);
  scf::IfOp guardBelowEnd(OpBuilder &b, Value index);
  void cloneStraightLine(OpBuilder &b,
                         const llvm::SmallPtrSetImpl<Operation *> &skip);
  void cloneAllBut(OpBuilder &b, ArrayRef<linalg::GenericOp> generics);
  /// The block's row: this block's index among the launch's rows, as the
  /// induction variables of `rowLoops` (the others left null), and the
  /// thread's index and the block's size.
  struct BlockRow {
    SmallVector<Value> ivs;
    Value thread, threads;
  };
  BlockRow blockRow(OpBuilder &b, ArrayRef<unsigned> rowLoops);
  SmallVector<Value> delinearize(OpBuilder &b, Value index,
                                 ArrayRef<unsigned> loops);
  SmallVector<Value> indicesOf(OpBuilder &b, AffineMap map, ValueRange ivs);
  IRMapping emitPoint(OpBuilder &b, ValueRange ivs, ValueRange inits);
  IRMapping loadOperands(OpBuilder &b, ValueRange ivs, ValueRange inits);
  void emitBody(OpBuilder &b, ValueRange ivs, IRMapping &point);
  Value initialValue(OpBuilder &b, OpOperand &init, ValueRange ivs);
  SmallVector<Value> yieldedAt(const IRMapping &point);
  void storeOutputs(OpBuilder &b, ValueRange values, ValueRange ivs,
                    Value guard = {});
  OpBuilder underGuard(OpBuilder &b, Value guard);
  Value isFirstThread(OpBuilder &b, Value thread);
  void emitThreadPerPoint(OpBuilder &b, int64_t points, unsigned blockSize,
                          const PointLayout &layout);
  void emitSerialPoint(OpBuilder &b, ArrayRef<Value> ivs,
                       ArrayRef<unsigned> reduction);
  FailureOr<GpuKernelPlan> buildFallback(gpu::GPUModuleOp module,
                                         StringRef name);
  FailureOr<GpuKernelPlan> buildRowChain(gpu::GPUModuleOp module,
                                         StringRef name,
                                         ArrayRef<linalg::GenericOp> generics,
                                         ArrayRef<SmallVector<int64_t>> extents,
                                         const RowChain &chain);
  void emitRowPoints(OpBuilder &b, unsigned rows);
  void emitRowSerially(OpBuilder &b, unsigned rows);
  void forEachRowSlot(OpBuilder &b, const BlockRow &row,
                      ArrayRef<unsigned> pointLoops,
                      function_ref<void(ArrayRef<Value>, Value)> body);
  void emitRowPointsInSlots(OpBuilder &b, unsigned rows);
  std::pair<SmallVector<unsigned>, SmallVector<unsigned>>
  splitAtRows(unsigned rows) const;
  void emitRowReductionInSlots(OpBuilder &b, const Combiner &combiner);
  FailureOr<GpuKernelPlan> buildAccumulation(gpu::GPUModuleOp module,
                                             StringRef name,
                                             const AccumulationNest &nest);
  void emitPointsOfRow(OpBuilder &b, Value index, ArrayRef<unsigned> parallel,
                       unsigned blockSize, const PointLayout &layout);
  void bindWholeSplitLoop(OpBuilder &b);
  void emitRowReduction(OpBuilder &b, const Combiner &combiner);
  void storeBlockTotal(OpBuilder &b, const Combiner &combiner, Value partial,
                       Value thread, ValueRange ivs);
  void emitColumnReduction(OpBuilder &b, const Combiner &combiner,
                           const ColumnTiles &tiles);
  void emitColumnPartials(OpBuilder &b, const Combiner &combiner,
                          const ColumnTiles &tiles, ArrayRef<Value> ivs,
                          Value firstColumn, Value split, Value partials);
  void emitColumnTotals(OpBuilder &b, const Combiner &combiner,
                        const ColumnTiles &tiles, SmallVector<Value> ivs,
                        Value tile, Value split, Value firstColumn,
                        Value partials);
  void emitSplitTotals(OpBuilder &b, const Combiner &combiner,
                       const ColumnTiles &tiles, SmallVector<Value> ivs,
                       Value tile, Value split, Value firstColumn,
                       Value partials);
  Value globalBuffer(OpBuilder &b, StringRef suffix, MemRefType type,
                     Attribute initial);
  std::pair<Value, Value> columnAndLane(OpBuilder &b, const ColumnTiles &tiles);
  Value combine(OpBuilder &b, const Combiner &combiner, Value lhs, Value rhs);
  Value widened(OpBuilder &b, Value value);
  void foldIntoOutput(OpBuilder &b, const Combiner &combiner, Value total,
                      ValueRange ivs);
  void storeFolded(OpBuilder &b, const Combiner &combiner, Value initial,
                   Value total, ValueRange ivs, Value guard);
  void emitFallback(OpBuilder &b);

  func::FuncOp kernel;
  int64_t splitRange;
  unsigned maxBlockSize;
  bool onePointPerThread;
  Location loc = kernel.getLoc();
  InitFills fills = getInitFills(kernel);
  linalg::GenericOp generic;
  SmallVector<int64_t> ranges;
  gpu::GPUFuncOp func;
  Value begin, end;  // the gpu.func's launch range
  IRMapping mapping; // kernel values -> gpu.func values
  /// A row kernel holding its row in registers (RowSlots): the row's points
  /// and the block's threads; its phases' points run in slots instead of
  /// strided loops.
  std::optional<RowSlots> rowSlots;
};

} // namespace mlir::fsdp::detail

#endif // FSDPC_TRANSLATE_LIB_GPUKERNELBUILDER_H
