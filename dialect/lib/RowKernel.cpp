//===- RowKernel.cpp - fsdp.row_kernel ------------------------------------===//
//
// What makes the generics of an fsdp.row_kernel one kernel over rows: the
// row loops first, parallel and of the same extents in every phase, and
// every value a phase hands to a later one read at the reader's own row. The
// kernel builders of fsdp-translate rely on these rules instead of checking
// them again.
//
//===----------------------------------------------------------------------===//

#include "fsdpc/Dialect/FSDP/FSDP.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::fsdp;

SmallVector<Operation *> RowKernelOp::getPhases() {
  SmallVector<Operation *> phases;
  for (Operation &op : getBody().front())
    if (isa<linalg::GenericOp>(op))
      phases.push_back(&op);
  return phases;
}

std::optional<SmallVector<int64_t>>
RowKernelOp::getRegisterRowPoints(ArrayRef<SmallVector<int64_t>> phaseLoops,
                                  unsigned rows) {
  SmallVector<int64_t> shared;
  for (const SmallVector<int64_t> &loops : phaseLoops) {
    SmallVector<int64_t> points;
    for (int64_t extent : ArrayRef(loops).drop_front(rows))
      if (extent != 1)
        points.push_back(extent);
    if (points.empty())
      continue;
    if (!shared.empty() && points != shared)
      return std::nullopt;
    shared = std::move(points);
  }
  int64_t points = 1;
  for (int64_t extent : shared)
    points *= extent;
  if (points > kMaxPointsInRegisters)
    return std::nullopt;
  return shared;
}

bool RowKernelOp::keepsRow(AffineMap map, ArrayRef<int64_t> rowExtents) {
  int64_t rows = rowExtents.size();
  if (map.getNumResults() < rows)
    return false;
  for (int64_t loop = 0; loop < rows; ++loop) {
    AffineExpr index = map.getResult(loop);
    // A row loop of one iteration may be read at its only index.
    auto zero = dyn_cast<AffineConstantExpr>(index);
    if (index != getAffineDimExpr(loop, map.getContext()) &&
        !(zero && zero.getValue() == 0 && rowExtents[loop] == 1))
      return false;
  }
  return true;
}

/// A phase's init: a tensor.empty of the body, or for a reduction that
/// folds into it a fill of one with a constant of its element type that
/// nothing else reads (the kernel then starts the fold from the constant: no
/// fill runs, as fsdp-translate's isFilledByReaders has it).
static bool isFreshInit(linalg::GenericOp phase, OpOperand &init, Block &body,
                        bool reduces) {
  Operation *def = init.get().getDefiningOp();
  if (!def || def->getBlock() != &body)
    return false;
  if (auto fill = dyn_cast<linalg::FillOp>(def)) {
    Value value = fill.getInputs().front();
    if (!reduces || !matchPattern(value, m_Constant()) ||
        value.getType() != getElementTypeOrSelf(init.get()) ||
        !fill->hasOneUse() || !phase.payloadUsesValueFromOperand(&init) ||
        !phase.getMatchingIndexingMap(&init).isProjectedPermutation())
      return false;
    def = fill.getOutputs()[0].getDefiningOp();
  }
  return isa_and_nonnull<tensor::EmptyOp>(def) && def->getBlock() == &body;
}

/// The loops of `phase` against the kernel's: static, the row loops first,
/// parallel and of the first phase's extents, and each operand written by an
/// earlier phase read at the reader's own row (the writer's output and the
/// reader's map both index the row loops first).
static LogicalResult verifyPhase(RowKernelOp kernel, linalg::GenericOp phase,
                                 SmallVectorImpl<int64_t> &rowExtents) {
  int64_t rows = kernel.getRows();
  SmallVector<int64_t> ranges = phase.getStaticLoopRanges();
  if (llvm::any_of(ranges, ShapedType::isDynamic))
    return phase.emitOpError("in an fsdp.row_kernel needs static loops");
  if (int64_t(ranges.size()) < rows)
    return phase.emitOpError("in an fsdp.row_kernel has ")
           << ranges.size() << " loops, fewer than its " << rows
           << " row loops";
  ArrayRef<int64_t> rowRanges = ArrayRef(ranges).take_front(rows);
  if (rowExtents.empty())
    rowExtents.assign(rowRanges.begin(), rowRanges.end());
  if (rowRanges != ArrayRef<int64_t>(rowExtents))
    return phase.emitOpError("in an fsdp.row_kernel has other row extents "
                             "than the first phase's");
  SmallVector<utils::IteratorType> iterators = phase.getIteratorTypesArray();
  for (int64_t loop = 0; loop < rows; ++loop)
    if (iterators[loop] != utils::IteratorType::parallel)
      return phase.emitOpError("in an fsdp.row_kernel reduces row loop ")
             << loop;
  // A phase is elementwise, or folds all of a row into one result.
  bool reduces = phase.getNumReductionLoops() != 0;
  if (reduces &&
      (phase.getNumDpsInits() != 1 ||
       int64_t(phase.getNumReductionLoops()) != int64_t(ranges.size()) - rows))
    return phase.emitOpError("in an fsdp.row_kernel must reduce every loop "
                             "after the rows into one result, or none");
  Block &body = kernel.getBody().front();
  for (OpOperand *input : phase.getDpsInputOperands()) {
    if (!isa<ShapedType>(input->get().getType()) ||
        isa<BlockArgument>(input->get()))
      continue; // a scalar from above, or an input of the kernel
    auto writer = input->get().getDefiningOp<linalg::GenericOp>();
    if (!writer)
      return phase.emitOpError("reads operand ")
             << input->getOperandNumber()
             << ", which is neither an input of its fsdp.row_kernel nor an "
                "earlier phase's result";
    AffineMap written =
        writer.getIndexingMapMatchingResult(cast<OpResult>(input->get()));
    if (!RowKernelOp::keepsRow(written, rowExtents) ||
        !RowKernelOp::keepsRow(phase.getMatchingIndexingMap(input), rowExtents))
      return phase.emitOpError("reads operand ")
             << input->getOperandNumber()
             << " of an earlier phase at another row than its own";
  }
  for (OpOperand &init : phase.getDpsInitsMutable())
    if (!isFreshInit(phase, init, body, reduces) ||
        !RowKernelOp::keepsRow(phase.getMatchingIndexingMap(&init), rowExtents))
      return phase.emitOpError("in an fsdp.row_kernel writes operand ")
             << init.getOperandNumber()
             << " that is not a tensor.empty of the kernel (or, for a "
                "reduction folding into it, a constant fill of one only it "
                "reads) indexed by its row first";
  return success();
}

LogicalResult RowKernelOp::verifyRegions() {
  Block &body = getBody().front();
  if (body.getArgumentTypes() != getInputs().getTypes())
    return emitOpError("body's arguments must have its inputs' types");
  auto yield = body.empty() ? YieldOp() : dyn_cast<YieldOp>(body.back());
  if (!yield)
    return emitOpError("body must end with fsdp.yield");
  WalkResult captured = getBody().walk([&](Operation *nested) {
    for (Value operand : nested->getOperands())
      if (isa<ShapedType>(operand.getType()) &&
          !getBody().isAncestor(operand.getParentRegion())) {
        nested->emitOpError("reads a tensor from outside its fsdp.row_kernel; "
                            "pass it as an input");
        return WalkResult::interrupt();
      }
    return WalkResult::advance();
  });
  if (captured.wasInterrupted())
    return failure();
  SmallVector<Value> results;
  SmallVector<int64_t> rowExtents;
  for (Operation &op : body.without_terminator()) {
    if (isa<tensor::EmptyOp, linalg::FillOp>(op))
      continue;
    auto phase = dyn_cast<linalg::GenericOp>(op);
    if (!phase)
      return op.emitOpError("cannot be a phase of an fsdp.row_kernel (only "
                            "linalg.generic, linalg.fill and tensor.empty)");
    if (failed(verifyPhase(*this, phase, rowExtents)))
      return failure();
    llvm::append_range(results, phase->getResults());
  }
  // Phases hand values on through their operands only: a body's
  // tensor.extract of an earlier result could read another row's.
  for (Value result : results)
    for (OpOperand &use : result.getUses()) {
      auto reader = dyn_cast<linalg::GenericOp>(use.getOwner());
      if (!isa<YieldOp>(use.getOwner()) &&
          !(reader && reader->getBlock() == &body && reader.isDpsInput(&use)))
        return use.getOwner()->emitOpError(
            "reads a phase's result other than as an input of a later phase "
            "of its fsdp.row_kernel");
    }
  if (results.empty())
    return emitOpError("has no linalg.generic");
  if (ValueRange(results) != yield.getValues())
    return yield.emitOpError("must list the results of every phase, in "
                             "order");
  if (yield.getValues().getTypes() != getResultTypes())
    return emitOpError("result types must be the yielded ones");
  return success();
}
