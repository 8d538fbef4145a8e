//===- InPlaceUpdates.cpp - state updates written over their state --------===//
//
// A training step returns the next value of its parameter and optimizer
// shards (`fsdp.updates`); the runtime keeps each in the argument's state
// slot. When the op computing an update can write it over the argument
// (XLA's input/output aliasing of donated buffers), the update needs no
// buffer of its own and the runtime no copy into the slot. The rule lives
// here, once, for the memory plan (BufferLiveness), the cost model (the
// return's copies) and fsdp-translate (which reads the plan).
//
//===----------------------------------------------------------------------===//

#include "BufferLiveness.h"
#include "Partitioner.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::fsdp;

/// Whether element i of `result` is computed from element i of `arg` alone
/// (and of other operands), so that writing it over `arg` loses nothing a
/// later iteration reads: every loop parallel, `arg` read only as inputs
/// indexed like the result, never through the op's body, and the result's
/// init only written.
static bool computesElementwiseFrom(linalg::LinalgOp op, OpResult result,
                                    BlockArgument arg) {
  if (result.getType() != arg.getType() ||
      op.getNumLoops() != op.getNumParallelLoops())
    return false;
  OpOperand *init = op.getDpsInitOperand(result.getResultNumber());
  AffineMap map = op.getMatchingIndexingMap(init);
  if (op.payloadUsesValueFromOperand(init) || !map.isIdentity())
    return false;
  bool reads = false;
  for (OpOperand &use : arg.getUses()) {
    if (use.getOwner() != op.getOperation()) {
      if (op->isProperAncestor(use.getOwner()))
        return false; // read at an index the body computes
      continue;
    }
    if (op.isDpsInit(&use) || op.getMatchingIndexingMap(&use) != map)
      return false;
    reads = true;
  }
  return reads;
}

/// Appends the ops of `block` that read `value` (null for a reader outside
/// it), looking through views: the readers of a reshape read its source.
static void collectReaders(Value value, Block &block,
                           SmallVectorImpl<Operation *> &readers) {
  for (Operation *user : value.getUsers()) {
    Operation *reader = block.findAncestorOpInBlock(*user);
    if (reader && isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(reader)) {
      collectReaders(reader->getResult(0), block, readers);
      continue;
    }
    readers.push_back(reader);
  }
}

/// Whether every reader of `value`, views looked through, is `op` or comes
/// before it.
static bool readOnlyUpTo(Value value, Operation *op, Block &block) {
  SmallVector<Operation *> readers;
  collectReaders(value, block, readers);
  return llvm::all_of(readers, [&](Operation *reader) {
    return reader && (reader == op || reader->isBeforeInBlock(op));
  });
}

/// Whether every read of `value` other than `op`'s ends before `op` runs, in
/// any schedule of the block. Compute ops keep their order. A collective
/// reads its input until its wait, which a schedule places (and re-issues a
/// resharded gather) before the first reader of the results: so all of its
/// results' readers must come before `op`. A slice op (a gather's input,
/// such as a cast of a parameter shard) is recomputed where its gather is
/// issued: its readers' rule applies.
static bool readsEndBefore(Value value, Operation *op, Block &block,
                           const llvm::DenseSet<Operation *> &slices) {
  for (Operation *user : value.getUsers()) {
    Operation *reader = block.findAncestorOpInBlock(*user);
    if (!reader)
      return false;
    if (reader == op)
      continue;
    if (auto collective = dyn_cast<CollectiveOpInterface>(reader)) {
      Operation *wait = collective.getWaitOp();
      ValueRange results = wait ? wait->getResults() : reader->getResults();
      bool read = llvm::any_of(
          results, [](Value result) { return !result.use_empty(); });
      if (!read || !llvm::all_of(results, [&](Value result) {
            return readOnlyUpTo(result, op, block);
          }))
        return false;
      continue;
    }
    if (slices.contains(reader)) {
      for (Value result : reader->getResults())
        if (!readsEndBefore(result, op, block, slices))
          return false;
      continue;
    }
    if (!reader->isBeforeInBlock(op))
      return false;
  }
  return true;
}

llvm::DenseMap<Value, BlockArgument>
mlir::fsdp::findInPlaceUpdates(Block &block,
                               const llvm::DenseSet<Operation *> &slices) {
  llvm::DenseMap<Value, BlockArgument> inPlace;
  auto func = dyn_cast_or_null<func::FuncOp>(block.getParentOp());
  auto ret = dyn_cast_or_null<func::ReturnOp>(
      block.empty() ? nullptr : block.getTerminator());
  if (!func || !ret || &func.getBody().front() != &block)
    return inPlace;
  llvm::DenseSet<BlockArgument> taken;
  for (auto [index, value] : llvm::enumerate(ret.getOperands())) {
    std::optional<unsigned> updated = getUpdatedArgument(func, index);
    auto result = dyn_cast<OpResult>(value);
    auto op = result ? dyn_cast<linalg::LinalgOp>(result.getOwner()) : nullptr;
    if (!updated || !op || inPlace.contains(value))
      continue;
    BlockArgument arg = block.getArgument(*updated);
    if (taken.contains(arg) || !computesElementwiseFrom(op, result, arg) ||
        !readsEndBefore(arg, op, block, slices))
      continue;
    inPlace[value] = arg;
    taken.insert(arg);
  }
  return inPlace;
}

llvm::DenseMap<Value, BlockArgument>
mlir::fsdp::findInPlaceUpdates(Block &block) {
  return findInPlaceUpdates(block, findCollectiveSlices(block));
}
