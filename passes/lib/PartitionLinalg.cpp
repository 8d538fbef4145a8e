//===- PartitionLinalg.cpp - the rules for linalg ops ---------------------===//
//
// A linalg op (named or generic) is read through its indexing maps. Its rule
// runs in two halves: planLinalg decides, without changing anything, which
// loop the ranks split, which layout each operand is needed in and how each
// result is distributed, and reports every error; then the operands are
// converted, the results given their layouts, and the body rewritten for
// the split loop (global indices, local table rows, masked padding).
// docs/partitioning.md states the rules.
//
//===----------------------------------------------------------------------===//

#include "BodyAnalysis.h"
#include "Partitioner.h"

#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::fsdp;

//===----------------------------------------------------------------------===//
// Indexing helpers
//===----------------------------------------------------------------------===//

std::optional<unsigned> mlir::fsdp::getLoopOf(linalg::LinalgOp op,
                                              OpOperand *operand, int64_t dim) {
  AffineExpr expr = op.getMatchingIndexingMap(operand).getResult(dim);
  if (auto dimExpr = dyn_cast<AffineDimExpr>(expr))
    return dimExpr.getPosition();
  return std::nullopt;
}

std::optional<int64_t> mlir::fsdp::getDimOfLoop(linalg::LinalgOp op,
                                                OpOperand *operand,
                                                unsigned loop) {
  AffineMap map = op.getMatchingIndexingMap(operand);
  std::optional<int64_t> found;
  for (auto [dim, expr] : llvm::enumerate(map.getResults())) {
    if (!expr.isFunctionOfDim(loop))
      continue;
    // A second dimension read along the loop (a diagonal) cannot be split
    // with the first.
    auto dimExpr = dyn_cast<AffineDimExpr>(expr);
    if (found || !dimExpr)
      return std::nullopt;
    found = dim;
  }
  return found;
}

bool mlir::fsdp::touchesLoop(linalg::LinalgOp op, OpOperand *operand,
                             unsigned loop) {
  return op.getMatchingIndexingMap(operand).isFunctionOfDim(loop);
}

SmallVector<OpOperand *> mlir::fsdp::getCapturedTensors(linalg::LinalgOp op) {
  SmallVector<OpOperand *> captured;
  op->walk([&](Operation *nested) {
    if (nested == op.getOperation())
      return;
    for (OpOperand &use : nested->getOpOperands())
      if (isa<RankedTensorType>(use.get().getType()) &&
          !op->isAncestor(use.get().getParentRegion()->getParentOp()))
        captured.push_back(&use);
  });
  return captured;
}

/// For diagnostics: how `operand` indexes its dimension `dim`.
static std::string printIndex(linalg::LinalgOp op, OpOperand *operand,
                              unsigned dim) {
  std::string text;
  llvm::raw_string_ostream os(text);
  op.getMatchingIndexingMap(operand).getResult(dim).print(os);
  return text;
}

/// For diagnostics: how `operand` indexes its dimension `dim` where no loop
/// does, "at a fixed index (0)" or "with a compound expression (d0 * 2)".
static std::string describeIndex(linalg::LinalgOp op, OpOperand *operand,
                                 unsigned dim) {
  bool fixed = isa<AffineConstantExpr>(
      op.getMatchingIndexingMap(operand).getResult(dim));
  return (fixed ? "at a fixed index (" : "with a compound expression (") +
         printIndex(op, operand, dim) + ")";
}

/// For diagnostics: how `operand` reads `loop` that no plain split can
/// follow, "through a compound expression (d0 * 2)" or "in more than one
/// dimension (a diagonal)".
static std::string describeLoopRead(linalg::LinalgOp op, OpOperand *operand,
                                    unsigned loop) {
  AffineMap map = op.getMatchingIndexingMap(operand);
  SmallVector<unsigned> dims;
  for (unsigned dim = 0, e = map.getNumResults(); dim < e; ++dim)
    if (map.getResult(dim).isFunctionOfDim(loop))
      dims.push_back(dim);
  if (dims.size() > 1)
    return "in more than one dimension (a diagonal)";
  return "through a compound expression (" +
         (dims.empty() ? std::string() : printIndex(op, operand, dims[0])) +
         ")";
}

//===----------------------------------------------------------------------===//
// Planning
//===----------------------------------------------------------------------===//

SmallVector<int64_t>
FunctionPartitioner::getGlobalLoopExtents(linalg::LinalgOp op) {
  // Operands may already have local types: read their global ones.
  SmallVector<int64_t> extents(op.getNumLoops(), ShapedType::kDynamic);
  for (OpOperand &operand : op->getOpOperands()) {
    RankedTensorType type = globalTypeOf(operand.get());
    if (!type)
      continue;
    for (auto [dim, expr] :
         llvm::enumerate(op.getMatchingIndexingMap(&operand).getResults()))
      if (auto dimExpr = dyn_cast<AffineDimExpr>(expr))
        extents[dimExpr.getPosition()] = type.getDimSize(dim);
  }
  return extents;
}

void FunctionPartitioner::reuseScatteredPartials(linalg::LinalgOp op) {
  // A partial operand already reduce-scattered elsewhere is used in that form
  // (one reduce-scatter per gradient, even when clipping reads it twice),
  // where the shard can be consumed locally: elementwise, or a reduction
  // over its rows. A transpose keeps the partial sum instead.
  if (paramAxes.empty())
    return;
  bool allParallel = op.getNumReductionLoops() == 0;
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  for (OpOperand *input : op.getDpsInputOperands()) {
    if (!distOf(input->get()).isPartial() ||
        cast<RankedTensorType>(input->get().getType()).getRank() == 0)
      continue;
    int64_t dim = getGradientSplitDim(globalTypeOf(input->get()));
    Distribution sharded =
        Distribution::split(dim, paramAxes, SplitOrigin::Param);
    std::optional<unsigned> rowLoop = getLoopOf(op, input, dim);
    bool local =
        rowLoop &&
        (allParallel ? op.getMatchingIndexingMap(input) ==
                           op.getMatchingIndexingMap(op.getDpsInitOperand(0))
                     : iterators[*rowLoop] == utils::IteratorType::reduction);
    if (!local)
      continue;
    if (Value shard = lookupConversion(input->get(), sharded))
      input->set(shard);
  }
}

LogicalResult
FunctionPartitioner::findBatchSplit(linalg::LinalgOp op,
                                    std::optional<LoopSplit> &split) {
  // Rule 1: a batch-split operand splits its loop; the split must be unique.
  for (OpOperand *input : op.getDpsInputOperands()) {
    Distribution dist = distOf(input->get());
    if (!dist.isBatchSplit())
      continue;
    std::optional<unsigned> loop = getLoopOf(op, input, dist.dim);
    if (!loop)
      return emitOpErrorAt(op) << "indexes batch-split dimension " << dist.dim
                               << " of operand #" << input->getOperandNumber()
                               << " " << describeIndex(op, input, dist.dim)
                               << "; the batch split cannot follow";
    if (split && (split->loop != *loop || split->axes != dist.axes))
      return emitOpErrorAt(op)
             << "has operands batch-split along different loops (d"
             << split->loop << " and d" << *loop << ")";
    split = LoopSplit{*loop, dist.axes, SplitOrigin::Batch, {}};
  }
  if (!split)
    split = findCapturedBatchSplit(op);
  return success();
}

std::optional<unsigned> FunctionPartitioner::getTableRowLoop(
    linalg::LinalgOp op, tensor::ExtractOp extract, const Distribution &dist) {
  // Row - offset is this rank's row only where the row read is a loop's own
  // index over the table's whole extent.
  auto index = extract.getIndices()[dist.dim].getDefiningOp<linalg::IndexOp>();
  if (!index || index->getParentOp() != op.getOperation() ||
      getGlobalLoopExtents(op)[index.getDim()] !=
          globalTypeOf(extract.getTensor()).getDimSize(dist.dim))
    return std::nullopt;
  return index.getDim();
}

std::optional<FunctionPartitioner::LoopSplit>
FunctionPartitioner::findCapturedBatchSplit(linalg::LinalgOp op) {
  // A body that reads a captured batch-split table's rows at a parallel
  // loop's own index (a gather whose window spans the batch: jnp.take of a
  // column, optax's cross-entropy) splits that loop as an operand would:
  // each rank reads its own rows and writes its own results.
  for (OpOperand *use : getCapturedTensors(op)) {
    Distribution dist = distOf(use->get());
    auto extract = dyn_cast<tensor::ExtractOp>(use->getOwner());
    if (!extract || !dist.isBatchSplit())
      continue;
    std::optional<unsigned> loop = getTableRowLoop(op, extract, dist);
    if (!loop ||
        op.getIteratorTypesArray()[*loop] != utils::IteratorType::parallel)
      continue;
    bool writesAlongLoop =
        llvm::all_of(op.getDpsInitsMutable(), [&](OpOperand &init) {
          return getDimOfLoop(op, &init, *loop).has_value();
        });
    if (writesAlongLoop)
      return LoopSplit{*loop, dist.axes, SplitOrigin::Batch, {}};
  }
  return std::nullopt;
}

bool FunctionPartitioner::canKeepParamLoop(linalg::LinalgOp op, unsigned loop,
                                           ArrayRef<StringAttr> axes,
                                           ArrayRef<OpOperand *> sharded) {
  bool allParallel = op.getNumReductionLoops() == 0;
  for (OpOperand *input : op.getDpsInputOperands()) {
    if (!touchesLoop(op, input, loop) || llvm::is_contained(sharded, input))
      continue;
    // A replicated input is sliced along the loop's one dimension (not a
    // diagonal read of two).
    if (!allParallel || distOf(input->get()).isSplit() ||
        !getDimOfLoop(op, input, loop))
      return false;
  }
  // Elementwise means the sharded operands are read exactly as the result
  // is written (a broadcast of a sharded bias is not: it gathers first).
  AffineMap elementwiseMap =
      allParallel ? op.getMatchingIndexingMap(op.getDpsInitOperand(0))
                  : op.getMatchingIndexingMap(sharded.front());
  for (OpOperand *input : sharded) {
    if (op.getMatchingIndexingMap(input) != elementwiseMap)
      return false;
    Distribution dist = distOf(input->get());
    int64_t dim = dist.isSplit() ? dist.dim : 0;
    if (getLoopOf(op, input, dim) != loop)
      return false;
    if (dist.isSplit() && dist.axes != axes)
      return false;
  }
  return true;
}

/// Whether every result of `op` that `loop` does not index folds over it
/// with a combiner the collectives have, so that splitting `loop` leaves
/// each rank a term of the result. A parameter split that fails this is
/// gathered instead (a batch split, by planOrGatherBatch, with a warning).
static bool combinesAcrossRanks(linalg::LinalgOp op, unsigned loop) {
  for (auto [index, init] : llvm::enumerate(op.getDpsInitsMutable()))
    if (!touchesLoop(op, &init, loop) && !getCombiner(op, index).kind)
      return false;
  return true;
}

/// The DPS inputs of `op` that are sharded parameters.
static SmallVector<OpOperand *>
getParamInputs(linalg::LinalgOp op, function_ref<Distribution(Value)> distOf) {
  SmallVector<OpOperand *> params;
  for (OpOperand *input : op.getDpsInputOperands()) {
    Distribution dist = distOf(input->get());
    if (dist.isSplit() && dist.origin == SplitOrigin::Param)
      params.push_back(input);
  }
  return params;
}

std::optional<FunctionPartitioner::LoopSplit>
FunctionPartitioner::findParamSplit(linalg::LinalgOp op) {
  // Rule 2: sharded parameters stay sharded only for elementwise work and
  // reductions over identically sharded values; other uses gather them.
  SmallVector<OpOperand *> params =
      getParamInputs(op, [&](Value v) { return distOf(v); });
  if (params.empty())
    return std::nullopt;
  Distribution first = distOf(params.front()->get());
  std::optional<unsigned> loop = getLoopOf(op, params.front(), first.dim);
  if (!loop || !canKeepParamLoop(op, *loop, first.axes, params) ||
      !combinesAcrossRanks(op, *loop))
    return std::nullopt;
  return LoopSplit{*loop, first.axes, SplitOrigin::Param, first.unit};
}

void FunctionPartitioner::planPartials(linalg::LinalgOp op, LinalgPlan &plan) {
  // Rule 4: partial operands are kept through linear ops, reduce-scattered
  // where they meet sharded parameters (the optimizer update) or a reduction
  // over their rows (a global norm), all-reduced otherwise.
  SmallVector<OpOperand *> partials;
  for (OpOperand *input : op.getDpsInputOperands())
    if (distOf(input->get()).isPartial())
      partials.push_back(input);
  if (partials.empty())
    return;
  Distribution first = distOf(partials.front()->get());
  bool uniformSum = first.combiner == ReductionKind::sum &&
                    llvm::all_of(partials, [&](OpOperand *input) {
                      return distOf(input->get()).sameLayout(first);
                    });
  if (plan.split || !uniformSum)
    return;
  // A partial sum stays one through linear ops (casts, scaling, transposes,
  // sums of partials such as a tied parameter's contributions): it is
  // reduce-scattered where it meets its parameter or a nonlinear op, once,
  // at the root of the elementwise chain that derived it (see
  // reduceScatterChain).
  llvm::DenseSet<Value> linearArgs;
  for (OpOperand *input : partials)
    linearArgs.insert(op.getMatchingBlockArgument(input));
  for (OpOperand &init : op.getDpsInitsMutable())
    if (isZeroTensor(init.get()))
      linearArgs.insert(op.getMatchingBlockArgument(&init));
  // A zero tensor added to a partial sum changes no rank's summand (a
  // gradient accumulator starting at zeros_like): it is linear too.
  for (OpOperand *input : op.getDpsInputOperands())
    if (!distOf(input->get()).isPartial() && isZeroTensor(input->get()))
      linearArgs.insert(op.getMatchingBlockArgument(input));
  if (isLinearIn(op, linearArgs)) {
    plan.keepPartial = true;
    plan.partialAxes = first.axes;
    return;
  }
  // Elementwise work that mixes a partial gradient with anything else (the
  // optimizer update) runs on shards: the gradient is reduce-scattered.
  if (paramAxes.empty() || llvm::any_of(partials, [&](OpOperand *input) {
        return cast<RankedTensorType>(input->get().getType()).getRank() == 0;
      }))
    return;
  std::optional<unsigned> loop =
      getLoopOf(op, partials.front(),
                getGradientSplitDim(globalTypeOf(partials.front()->get())));
  SmallVector<OpOperand *> sharded =
      getParamInputs(op, [&](Value v) { return distOf(v); });
  llvm::append_range(sharded, partials);
  if (loop && canKeepParamLoop(op, *loop, paramAxes, sharded) &&
      combinesAcrossRanks(op, *loop))
    plan.split = LoopSplit{*loop, paramAxes, SplitOrigin::Param, {}};
}

LogicalResult FunctionPartitioner::planInputs(linalg::LinalgOp op,
                                              LinalgPlan &plan) {
  for (OpOperand *input : op.getDpsInputOperands()) {
    Distribution dist = distOf(input->get());
    Distribution want = Distribution::replicated();
    const std::optional<LoopSplit> &split = plan.split;
    if (split && touchesLoop(op, input, split->loop)) {
      std::optional<int64_t> dim = getDimOfLoop(op, input, split->loop);
      if (!dim)
        return emitOpErrorAt(op)
               << "indexes split loop d" << split->loop << " in operand #"
               << input->getOperandNumber() << " "
               << describeLoopRead(op, input, split->loop)
               << "; fsdp-partition splits operands along plain loops";
      want = Distribution::split(*dim, split->axes, split->origin, split->unit);
    } else if (plan.keepPartial && dist.isPartial()) {
      want = dist;
    }
    plan.inputs.push_back(want);
  }
  return success();
}

/// Whether a captured use reads a batch-split table locally: a
/// tensor.extract in an op whose own batch split has the table's axes.
static bool readsTableLocally(OpOperand *use, const Distribution &dist,
                              ArrayRef<StringAttr> splitAxes,
                              bool isBatchSplitOp) {
  return dist.isBatchSplit() && isBatchSplitOp &&
         ArrayRef<StringAttr>(dist.axes) == splitAxes &&
         isa<tensor::ExtractOp>(use->getOwner());
}

LogicalResult FunctionPartitioner::planCapturedReads(linalg::LinalgOp op,
                                                     const LinalgPlan &plan) {
  // A batch-split table is read locally only at rows that follow the op's
  // own split loop: row - offset is then this rank's row.
  if (!plan.split || plan.split->origin != SplitOrigin::Batch)
    return success();
  for (OpOperand *use : getCapturedTensors(op)) {
    Distribution dist = distOf(use->get());
    if (!readsTableLocally(use, dist, plan.split->axes,
                           /*isBatchSplitOp=*/true))
      continue;
    auto extract = cast<tensor::ExtractOp>(use->getOwner());
    if (getTableRowLoop(op, extract, dist) != plan.split->loop)
      return emitOpErrorAt(op)
             << "reads row " << dist.dim
             << " of a batch-split tensor at an index other than its split "
                "loop d"
             << plan.split->loop << " over the whole batch";
  }
  return success();
}

LogicalResult FunctionPartitioner::planResults(linalg::LinalgOp op,
                                               LinalgPlan &plan) {
  const std::optional<LoopSplit> &split = plan.split;
  for (auto [index, init] : llvm::enumerate(op.getDpsInitsMutable())) {
    Distribution dist = Distribution::replicated();
    bool accumulates = false;
    if (split && touchesLoop(op, &init, split->loop)) {
      std::optional<int64_t> dim = getDimOfLoop(op, &init, split->loop);
      if (!dim)
        return emitOpErrorAt(op)
               << "indexes split loop d" << split->loop << " in init #" << index
               << " " << describeLoopRead(op, &init, split->loop)
               << "; fsdp-partition splits results along plain loops";
      dist = Distribution::split(*dim, split->axes, split->origin, split->unit);
    } else if (split) {
      // Rule 3: a reduction over the split loop leaves each rank a term.
      Combiner combiner = getCombiner(op, index);
      if (!combiner.kind) {
        InFlightDiagnostic diag = emitOpErrorAt(op);
        diag << "is a reduction over "
             << (split->origin == SplitOrigin::Batch
                     ? "the split batch"
                     : "a parameter's sharded rows")
             << " (loop d" << split->loop << ")";
        if (combiner.op)
          diag << " combined with " << combiner.op->getName();
        if (op->getNumResults() > 1)
          diag << " in result #" << index;
        return diag << ", which cannot be partitioned: " << combiner.problem;
      }
      dist = Distribution::partial(split->axes, *combiner.kind);
      accumulates = true;
    } else if (plan.keepPartial) {
      dist = Distribution::partial(plan.partialAxes, ReductionKind::sum);
    }
    plan.results.push_back(dist);
    plan.accumulates.push_back(accumulates);
  }
  return success();
}

FailureOr<FunctionPartitioner::LinalgPlan>
FunctionPartitioner::planLinalg(linalg::LinalgOp op) {
  LinalgPlan plan;
  if (failed(findBatchSplit(op, plan.split)))
    return failure();
  if (!plan.split)
    plan.split = findParamSplit(op);
  planPartials(op, plan);
  if (failed(planInputs(op, plan)) || failed(planCapturedReads(op, plan)) ||
      failed(planResults(op, plan)))
    return failure();
  return plan;
}

/// Whether `op` reads a batch-split value (as an operand or a captured
/// table).
static bool readsBatchSplit(linalg::LinalgOp op,
                            function_ref<Distribution(Value)> distOf) {
  auto isBatch = [&](Value v) { return distOf(v).isBatchSplit(); };
  return llvm::any_of(op.getDpsInputOperands(),
                      [&](OpOperand *in) { return isBatch(in->get()); }) ||
         llvm::any_of(getCapturedTensors(op),
                      [&](OpOperand *use) { return isBatch(use->get()); });
}

FailureOr<FunctionPartitioner::LinalgPlan>
FunctionPartitioner::planQuietly(linalg::LinalgOp op, std::string &reason) {
  // The plan's errors are held back (the first is kept as the reason);
  // anything else goes on to the next handler.
  ScopedDiagnosticHandler quiet(op->getContext(), [&](Diagnostic &diag) {
    if (diag.getSeverity() != DiagnosticSeverity::Error)
      return failure();
    if (reason.empty())
      reason = diag.str();
    return success();
  });
  return planLinalg(op);
}

/// The loops a batch-split operand of `op` is read along plainly, each with
/// the operand's axes: parallel loops first (a kept parallel loop leaves the
/// result split, a reduction loop only a partial sum), in operand order.
static SmallVector<std::pair<unsigned, SmallVector<StringAttr>>>
getBatchLoops(linalg::LinalgOp op, function_ref<Distribution(Value)> distOf) {
  SmallVector<std::pair<unsigned, SmallVector<StringAttr>>> loops;
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  for (bool parallel : {true, false})
    for (OpOperand *input : op.getDpsInputOperands()) {
      Distribution dist = distOf(input->get());
      if (!dist.isBatchSplit())
        continue;
      std::optional<unsigned> loop = getLoopOf(op, input, dist.dim);
      if (!loop ||
          (iterators[*loop] == utils::IteratorType::parallel) != parallel ||
          llvm::any_of(loops, [&](auto &seen) {
            return seen.first == *loop && seen.second == dist.axes;
          }))
        continue;
      loops.push_back({*loop, dist.axes});
    }
  return loops;
}

FailureOr<FunctionPartitioner::LinalgPlan>
FunctionPartitioner::planKeepingLoop(linalg::LinalgOp op, unsigned loop,
                                     ArrayRef<StringAttr> axes,
                                     std::string &reason) {
  // Every batch-split operand not split along `loop` over `axes` is
  // gathered first (quietly: the caller explains), then the op is planned;
  // on failure the operands are restored (their gathers are reused by the
  // whole-batch plan, which gathers every batch-split operand).
  SmallVector<std::pair<OpOperand *, Value>> gathered;
  auto restore = [&]() -> FailureOr<LinalgPlan> {
    for (auto [input, original] : gathered)
      input->set(original);
    return failure();
  };
  for (OpOperand *input : op.getDpsInputOperands()) {
    Distribution dist = distOf(input->get());
    if (!dist.isBatchSplit() || (getLoopOf(op, input, dist.dim) == loop &&
                                 ArrayRef<StringAttr>(dist.axes) == axes))
      continue;
    FailureOr<Value> whole =
        convert(input->get(), Distribution::replicated(), op);
    if (failed(whole))
      return restore();
    gathered.push_back({input, input->get()});
    input->set(*whole);
  }
  if (gathered.empty())
    return failure();
  FailureOr<LinalgPlan> plan = planQuietly(op, reason);
  if (failed(plan))
    return restore();
  if (llvm::none_of(gathered, [&](auto &entry) {
        return gathersData(distOf(entry.second));
      }))
    return plan;
  InFlightDiagnostic warning = mlir::emitWarning(op->getLoc());
  warning << "'" << op->getName() << "' op all-gathers operand";
  if (gathered.size() > 1)
    warning << "s";
  for (auto [index, entry] : llvm::enumerate(gathered))
    warning << (index ? ", #" : " #") << entry.first->getOperandNumber();
  warning << " (batch-split, but not along loop d" << loop
          << " over the same axes) and keeps the batch split along d" << loop
          << ": every rank holds the whole batch of "
          << (gathered.size() > 1 ? "them" : "it");
  return plan;
}

FailureOr<FunctionPartitioner::LinalgPlan>
FunctionPartitioner::planGatheringOtherSplits(linalg::LinalgOp op,
                                              std::string &reason) {
  // A contrastive loss's logits = a @ b^T keep a's rows and gather b, as
  // CLIP does by hand. The gathers are explained here, not by convert.
  bool explained = !explainedBatchGathers.insert(op).second;
  FailureOr<LinalgPlan> plan = failure();
  auto dist = [&](Value v) { return distOf(v); };
  for (auto &[loop, axes] : getBatchLoops(op, dist)) {
    plan = planKeepingLoop(op, loop, axes, reason);
    if (succeeded(plan))
      break;
  }
  // Later gathers of this op (captured tables, inits) speak for themselves.
  if (!explained)
    explainedBatchGathers.erase(op);
  return plan;
}

FailureOr<FunctionPartitioner::LinalgPlan>
FunctionPartitioner::planOrGatherBatch(linalg::LinalgOp op) {
  auto dist = [&](Value v) { return distOf(v); };
  if (!readsBatchSplit(op, dist))
    return planLinalg(op);
  std::string reason;
  FailureOr<LinalgPlan> plan = planQuietly(op, reason);
  if (succeeded(plan))
    return plan;
  std::string gatheredReason;
  plan = planGatheringOtherSplits(op, gatheredReason);
  if (succeeded(plan))
    return plan;
  // The reasons as emitOpErrorAt words them ("'linalg.generic' op has ...").
  std::string prefix = ("'" + op->getName().getStringRef() + "' op ").str();
  StringRef why = reason, whyGathered = gatheredReason;
  why.consume_front(prefix);
  whyGathered.consume_front(prefix);
  std::string message =
      why.empty() ? std::string("cannot follow the batch split") : why.str();
  if (!whyGathered.empty() && whyGathered != why)
    message += "; with the other batch-split operands gathered, it " +
               whyGathered.str();
  warnRunsWhole(op, message);
  LinalgPlan whole;
  whole.wholeBatch = true;
  whole.inputs.assign(op.getNumDpsInputs(), Distribution::replicated());
  whole.results.assign(op.getNumDpsInits(), Distribution::replicated());
  whole.accumulates.assign(op.getNumDpsInits(), false);
  return whole;
}

//===----------------------------------------------------------------------===//
// Applying the plan
//===----------------------------------------------------------------------===//

LogicalResult FunctionPartitioner::convertOperands(linalg::LinalgOp op,
                                                   const LinalgPlan &plan) {
  for (auto [input, want] : llvm::zip(op.getDpsInputOperands(), plan.inputs)) {
    FailureOr<Value> converted = convert(input->get(), want, op);
    if (failed(converted))
      return failure();
    input->set(*converted);
  }
  // Rule 5: tensors the body captures (tables read with tensor.extract) are
  // read whole, except a batch-split one read along the op's own split loop.
  bool isBatchSplitOp = plan.split && plan.split->origin == SplitOrigin::Batch;
  ArrayRef<StringAttr> splitAxes = plan.split
                                       ? ArrayRef<StringAttr>(plan.split->axes)
                                       : ArrayRef<StringAttr>();
  for (OpOperand *use : getCapturedTensors(op)) {
    Distribution dist = distOf(use->get());
    if (dist.isReplicated() ||
        readsTableLocally(use, dist, splitAxes, isBatchSplitOp))
      continue;
    FailureOr<Value> whole =
        convert(use->get(), Distribution::replicated(), op);
    if (failed(whole))
      return failure();
    use->set(*whole);
  }
  return success();
}

Value FunctionPartitioner::initForAccumulation(linalg::LinalgOp op,
                                               OpOperand &init, Value value,
                                               const Distribution &resultDist) {
  if (op.getMatchingBlockArgument(&init).use_empty())
    return value;
  OpBuilder b(op);
  return asPartial(value, resultDist, b, op.getLoc());
}

LogicalResult FunctionPartitioner::convertInits(linalg::LinalgOp op,
                                                const LinalgPlan &plan) {
  for (auto [index, init] : llvm::enumerate(op.getDpsInitsMutable())) {
    const Distribution &resultDist = plan.results[index];
    // A partial result starts from the whole initial value on each rank.
    Distribution initWant =
        resultDist.isPartial() ? Distribution::replicated() : resultDist;
    FailureOr<Value> value = convert(init.get(), initWant, op);
    if (failed(value))
      return failure();
    Value newInit = *value;
    if (plan.accumulates[index])
      newInit = initForAccumulation(op, init, newInit, resultDist);
    Value result = op->getResult(index);
    auto globalType = cast<RankedTensorType>(result.getType());
    init.set(newInit);
    setDistribution(result, globalType, resultDist);
  }
  return success();
}

LogicalResult FunctionPartitioner::partitionLinalg(linalg::LinalgOp op) {
  SmallVector<int64_t> extents = getGlobalLoopExtents(op);
  // Partial operands may be swapped for their reduce-scattered shards to
  // plan the split; a whole-batch plan reads the partial sums themselves.
  SmallVector<Value> inputs = op.getDpsInputs();
  reuseScatteredPartials(op);
  FailureOr<LinalgPlan> plan = planOrGatherBatch(op);
  if (succeeded(plan) && plan->wholeBatch)
    for (auto [operand, input] : llvm::zip(op.getDpsInputOperands(), inputs))
      operand->set(input);
  if (failed(plan) || failed(convertOperands(op, *plan)) ||
      failed(convertInits(op, *plan)))
    return failure();
  if (plan->split)
    rewriteBody(op, *plan->split, extents[plan->split->loop]);
  return success();
}

//===----------------------------------------------------------------------===//
// Bodies of split ops
//===----------------------------------------------------------------------===//

linalg::GenericOp mlir::fsdp::makeEditable(linalg::LinalgOp op) {
  if (auto generic = dyn_cast<linalg::GenericOp>(op.getOperation()))
    return generic;
  IRRewriter rewriter(op.getContext());
  rewriter.setInsertionPoint(op);
  FailureOr<linalg::GenericOp> generic =
      linalg::generalizeNamedOp(rewriter, op);
  assert(succeeded(generic) && "named linalg ops generalize");
  return *generic;
}

Value mlir::fsdp::globalizeIndex(linalg::GenericOp op, unsigned loop,
                                 Value offset) {
  Block *body = op.getBody();
  OpBuilder inside = OpBuilder::atBlockBegin(body);
  Location loc = op.getLoc();
  Value localIndex =
      linalg::IndexOp::create(inside, loc, static_cast<uint64_t>(loop));
  Value globalIndex = arith::AddIOp::create(inside, loc, localIndex, offset);
  SmallVector<linalg::IndexOp> indexOps;
  body->walk([&](linalg::IndexOp index) {
    if (index.getDim() == loop && index.getResult() != localIndex)
      indexOps.push_back(index);
  });
  for (linalg::IndexOp index : indexOps) {
    index.getResult().replaceAllUsesWith(globalIndex);
    index.erase();
  }
  return globalIndex;
}

void FunctionPartitioner::localizeTableReads(linalg::LinalgOp op,
                                             Value offset) {
  // Batch-split captured tables: the global row minus this rank's offset,
  // valid because planCapturedReads checked that the row follows the loop.
  for (OpOperand *use : getCapturedTensors(op)) {
    Distribution dist = distOf(use->get());
    if (!dist.isBatchSplit())
      continue;
    auto extract = cast<tensor::ExtractOp>(use->getOwner());
    OpBuilder b(extract);
    Value row = extract.getIndices()[dist.dim];
    Value localRow = arith::SubIOp::create(b, extract.getLoc(), row, offset);
    extract.getIndicesMutable()[dist.dim].set(localRow);
  }
}

void FunctionPartitioner::maskPadding(linalg::GenericOp op, Value globalIndex,
                                      int64_t globalExtent) {
  // Padding rows: a reduction skips them (keeps its accumulator, whatever
  // the combiner), elementwise work writes zero, the padding's value.
  auto yield = cast<linalg::YieldOp>(op.getBody()->getTerminator());
  OpBuilder b(yield);
  Location loc = op.getLoc();
  Value extent = arith::ConstantIndexOp::create(b, loc, globalExtent);
  Value valid = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                      globalIndex, extent);
  bool reduces = op.getNumReductionLoops() > 0;
  for (auto [index, yielded] : llvm::enumerate(yield->getOpOperands())) {
    Value fallback =
        reduces
            ? Value(op.getMatchingBlockArgument(op.getDpsInitOperand(index)))
            : Value(arith::ConstantOp::create(
                  b, loc, b.getZeroAttr(yielded.get().getType())));
    yielded.set(
        arith::SelectOp::create(b, loc, valid, yielded.get(), fallback));
  }
}

void FunctionPartitioner::rewriteBody(linalg::LinalgOp &op,
                                      const LoopSplit &split,
                                      int64_t globalExtent) {
  int64_t groupSize = getGroupSize(mesh, split.axes);
  int64_t localExtent = shardSize(globalExtent, groupSize);
  bool readsSplitTable =
      llvm::any_of(getCapturedTensors(op), [&](OpOperand *use) {
        return distOf(use->get()).isBatchSplit();
      });
  bool readsSplitIndex = readsLoopIndex(op, split.loop);
  bool maskNeeded = false;
  if (split.origin == SplitOrigin::Param && globalExtent % groupSize != 0) {
    llvm::DenseSet<Value> zeroArgs;
    for (OpOperand *input : op.getDpsInputOperands()) {
      Distribution dist = distOf(input->get());
      if (dist.isSplit() && dist.origin == SplitOrigin::Param)
        zeroArgs.insert(op.getMatchingBlockArgument(input));
    }
    maskNeeded = op.getNumReductionLoops() > 0 || !yieldsZeroOn(op, zeroArgs);
  }
  if (!readsSplitTable && !readsSplitIndex && !maskNeeded)
    return;

  // Ranks index their loop from 0: global index = local index + offset.
  OpBuilder outside(op);
  Value offset = getShardOffset(split.axes, localExtent, outside, op.getLoc());
  SmallVector<Value> oldResults(op->getResults());
  linalg::GenericOp generic = makeEditable(op);
  for (auto [oldResult, newResult] :
       llvm::zip(oldResults, generic->getResults())) {
    if (oldResult == newResult)
      continue;
    dists[newResult] = distOf(oldResult);
    globalTypes[newResult] = globalTypeOf(oldResult);
  }
  op = generic;
  Value globalIndex = globalizeIndex(generic, split.loop, offset);
  localizeTableReads(generic, offset);
  if (maskNeeded)
    maskPadding(generic, globalIndex, globalExtent);
}
