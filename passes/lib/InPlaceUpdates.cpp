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

#include "fsdpc/Passes/SourceLabel.h"

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

namespace {

/// Finds a read of an argument's bytes that may happen after `op`, the op
/// that would write the argument's update over them, in some schedule of the
/// block. Compute ops keep their order. A view (reshape) holds the same
/// bytes. A scalar extracted from them is read again by each kernel that
/// uses it (fsdp-translate recomputes scalars in their kernels). A
/// collective reads its input until its wait, which a schedule places, and
/// re-issues for a resharded gather, before the readers of its results: so
/// every reader of its results must come before `op` (a collective reading
/// them: by the same rule). An op computed from arguments alone may also be
/// recomputed where a gather of what it computes is issued (fsdp-schedule's
/// argument slices): such a gather must end before `op` too.
class LateReadFinder {
public:
  LateReadFinder(Operation *op, Block &block,
                 const llvm::DenseSet<Operation *> &slices,
                 const llvm::DenseSet<Operation *> &fromArguments)
      : op(op), block(block), slices(slices), fromArguments(fromArguments) {}

  /// The first op that may read the bytes `value` holds when `op` runs, or
  /// null. `op` itself may read `value` when `value` is the argument (the
  /// caller checked that it reads it element by element), not otherwise.
  Operation *findIn(Value value, bool opMayRead);

private:
  /// Explores each reader of `value` in the block not seen before with
  /// `explore`, and returns the first late op found: a reader outside the
  /// block is late, and so is `op` reading `value` unless `opMayRead`.
  Operation *exploreReaders(Value value, bool opMayRead,
                            function_ref<Operation *(Operation *)> explore);
  /// The same for a reader other than `op` of the argument's bytes
  /// (`ofArgument`) or of a collective's results computed from them.
  Operation *findForReader(Operation *reader, bool ofArgument);
  /// The first use of the scalar `value` after `op`, or `op` using it.
  Operation *findScalarUse(Value value);
  /// The first reader of `collective`'s results that may run after `op`, or
  /// the collective when nothing reads them.
  Operation *findAfterCollective(Operation *collective);
  /// The first reader of `value` (a collective's result) after `op`.
  Operation *findResultReader(Value value);
  /// The late reader of a gather that `computed` (from arguments alone)
  /// feeds, directly or through other such ops, and so may be recomputed
  /// for; null when there is none.
  Operation *findRecomputingGather(Operation *computed);
  /// Whether `reader` is seen for the first time as a reader. Each is
  /// explored once, whatever led to it: what an exploration finds late is
  /// returned at once, and every way to an op checks the same of it (its
  /// place, and for an op computed from arguments alone, which reads no
  /// collective's results, the gathers it may be recomputed for; a view,
  /// an extract or a collective has one way in).
  bool firstVisit(Operation *reader) { return visited.insert(reader).second; }

  Operation *op;
  Block &block;
  const llvm::DenseSet<Operation *> &slices;
  const llvm::DenseSet<Operation *> &fromArguments;
  llvm::DenseSet<Operation *> visited;
  /// The ops findRecomputingGather has followed (a role of their own: one
  /// may also read the argument's bytes itself).
  llvm::DenseSet<Operation *> followed;
};

} // namespace

Operation *
LateReadFinder::exploreReaders(Value value, bool opMayRead,
                               function_ref<Operation *(Operation *)> explore) {
  for (Operation *user : value.getUsers()) {
    Operation *reader = block.findAncestorOpInBlock(*user);
    if (!reader)
      return user;
    if (reader == op) {
      if (!opMayRead)
        return op;
      continue;
    }
    if (!firstVisit(reader))
      continue;
    if (Operation *late = explore(reader))
      return late;
  }
  return nullptr;
}

Operation *LateReadFinder::findIn(Value value, bool opMayRead) {
  return exploreReaders(value, opMayRead, [&](Operation *reader) {
    return findForReader(reader, /*ofArgument=*/true);
  });
}

Operation *LateReadFinder::findForReader(Operation *reader, bool ofArgument) {
  Operation *late = nullptr;
  if (isViewOp(reader) || (ofArgument && slices.contains(reader)))
    for (Value result : reader->getResults())
      late = late         ? late
             : ofArgument ? findIn(result, /*opMayRead=*/false)
                          : findResultReader(result);
  else if (isa<tensor::ExtractOp>(reader))
    late = findScalarUse(reader->getResult(0));
  else if (isa<CollectiveOpInterface>(reader))
    late = findAfterCollective(reader);
  else if (!reader->isBeforeInBlock(op))
    late = reader;
  // A collective's result is not computed from arguments alone.
  if (!late && ofArgument && fromArguments.contains(reader))
    late = findRecomputingGather(reader);
  return late;
}

Operation *LateReadFinder::findScalarUse(Value value) {
  return exploreReaders(value, /*opMayRead=*/false, [&](Operation *reader) {
    // Scalar arithmetic reads no memory: the kernels using its results do.
    Operation *late = nullptr;
    if (isRecomputedScalar(reader))
      for (Value result : reader->getResults())
        late = late ? late : findScalarUse(result);
    else if (!reader->isBeforeInBlock(op))
      late = reader;
    if (!late && fromArguments.contains(reader))
      late = findRecomputingGather(reader);
    return late;
  });
}

Operation *LateReadFinder::findRecomputingGather(Operation *computed) {
  for (Operation *user : computed->getUsers()) {
    Operation *reader = block.findAncestorOpInBlock(*user);
    if (!reader || reader == computed)
      continue;
    auto collective = dyn_cast<CollectiveOpInterface>(reader);
    bool follow =
        (collective && collective.gathers()) || fromArguments.contains(reader);
    if (!follow || !followed.insert(reader).second)
      continue;
    Operation *late = collective ? findAfterCollective(reader)
                                 : findRecomputingGather(reader);
    if (late)
      return late;
  }
  return nullptr;
}

Operation *LateReadFinder::findAfterCollective(Operation *collective) {
  Operation *wait = cast<CollectiveOpInterface>(collective).getWaitOp();
  ValueRange results = wait ? wait->getResults() : collective->getResults();
  if (llvm::all_of(results, [](Value result) { return result.use_empty(); }))
    return collective;
  for (Value result : results)
    if (Operation *late = findResultReader(result))
      return late;
  return nullptr;
}

Operation *LateReadFinder::findResultReader(Value value) {
  return exploreReaders(value, /*opMayRead=*/true, [&](Operation *reader) {
    return findForReader(reader, /*ofArgument=*/false);
  });
}

/// Why `value` (views looked through: `data`), returned as the next value
/// of `arg`, cannot be written over it; empty when it can.
static std::string whyCopied(Value value, Value data, BlockArgument arg,
                             Block &block,
                             const llvm::DenseSet<Operation *> &slices,
                             const llvm::DenseSet<Operation *> &fromArguments) {
  if (isa<BlockArgument>(data))
    return "it is another argument of the step";
  if (value != data)
    return "it is a view (a reshape or first elements) of what its op "
           "computes";
  auto result = cast<OpResult>(value);
  auto op = dyn_cast<linalg::LinalgOp>(result.getOwner());
  if (!op || !computesElementwiseFrom(op, result, arg))
    return "'" + result.getOwner()->getName().getStringRef().str() +
           "' does not compute it element by element from the argument";
  Operation *late = LateReadFinder(op, block, slices, fromArguments)
                        .findIn(arg, /*opMayRead=*/true);
  if (late == op.getOperation())
    return "its op also reads the argument through a reshape or a scalar";
  if (late)
    return "the argument is read after its update is computed, by " +
           formatSourceLabel(getSourceLabel(late));
  return "";
}

llvm::DenseMap<Value, BlockArgument>
mlir::fsdp::findInPlaceUpdates(Block &block,
                               const llvm::DenseSet<Operation *> &slices,
                               SmallVectorImpl<CopiedUpdate> *copied) {
  llvm::DenseMap<Value, BlockArgument> inPlace;
  llvm::DenseSet<Operation *> fromArguments;
  auto func = dyn_cast_or_null<func::FuncOp>(block.getParentOp());
  auto ret = dyn_cast_or_null<func::ReturnOp>(
      block.empty() ? nullptr : block.getTerminator());
  if (!func || !ret || &func.getBody().front() != &block)
    return inPlace;
  fromArguments = findComputedFromArguments(block);
  for (auto [index, value] : llvm::enumerate(ret.getOperands())) {
    std::optional<unsigned> updated = getUpdatedArgument(func, index);
    if (!updated)
      continue;
    // An argument returned as it came in (or a view of it) is already there.
    BlockArgument arg = block.getArgument(*updated);
    Value data = getViewSource(value);
    if (data == arg)
      continue;
    std::string reason =
        inPlace.contains(value)
            ? "the same value updates another argument, which holds it"
            : whyCopied(value, data, arg, block, slices, fromArguments);
    if (reason.empty())
      inPlace[value] = arg;
    else if (copied)
      copied->push_back({unsigned(index), arg, std::move(reason)});
  }
  return inPlace;
}

llvm::DenseMap<Value, BlockArgument>
mlir::fsdp::findInPlaceUpdates(Block &block,
                               SmallVectorImpl<CopiedUpdate> *copied) {
  return findInPlaceUpdates(block, findCollectiveSlices(block), copied);
}
