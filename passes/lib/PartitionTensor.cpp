//===- PartitionTensor.cpp - the rules for tensor ops and the rest --------===//
//
// Slices, inserts, reshapes and concatenations keep a split dimension when
// they take it whole (and carry partial sums, being linear); every other op
// runs on replicated operands. docs/partitioning.md states the rules.
//
//===----------------------------------------------------------------------===//

#include "BodyAnalysis.h"
#include "Partitioner.h"

#include "llvm/ADT/SmallBitVector.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::fsdp;

/// Whether a slice covers dimension `dim` of a `size`-row tensor whole.
static bool coversWhole(ArrayRef<int64_t> offsets, ArrayRef<int64_t> sizes,
                        ArrayRef<int64_t> strides, int64_t dim, int64_t size) {
  return offsets[dim] == 0 && sizes[dim] == size && strides[dim] == 1;
}

/// The unit of `op`'s slice when it takes one row of an argument with
/// fsdp.row_units (a layer of a stack a scan iterates over): "<units>.<row>".
static StringAttr getRowUnit(tensor::ExtractSliceOp op) {
  auto arg = dyn_cast<BlockArgument>(op.getSource());
  if (!arg)
    return {};
  auto func = cast<func::FuncOp>(arg.getOwner()->getParentOp());
  auto units = func.getArgAttrOfType<StringAttr>(
      arg.getArgNumber(), FSDPDialect::kRowUnitsAttrName);
  ArrayRef<int64_t> offsets = op.getStaticOffsets();
  if (!units || op.getStaticSizes().front() != 1 ||
      ShapedType::isDynamic(offsets.front()))
    return {};
  return StringAttr::get(op.getContext(),
                         units.getValue() + "." + Twine(offsets.front()));
}

LogicalResult
FunctionPartitioner::partitionExtractSlice(tensor::ExtractSliceOp op) {
  Value source = op.getSource();
  Distribution dist = distOf(source);
  if (StringAttr rowUnit = getRowUnit(op))
    dist.unit = rowUnit;
  RankedTensorType resultType = op.getType();
  if (!dist.isSplit()) {
    // Slicing is linear: a partial sum stays one.
    setDistribution(op.getResult(), resultType, dist);
    return success();
  }
  int64_t dim = dist.dim;
  llvm::SmallBitVector dropped = op.getDroppedDims();
  if (!dropped.test(dim) &&
      coversWhole(op.getStaticOffsets(), op.getStaticSizes(),
                  op.getStaticStrides(), dim,
                  globalTypeOf(source).getDimSize(dim))) {
    int64_t resultDim = dim;
    for (int64_t d = 0; d < dim; ++d)
      resultDim -= dropped.test(d) ? 1 : 0;
    SmallVector<int64_t> sizes(op.getStaticSizes());
    sizes[dim] = cast<RankedTensorType>(source.getType()).getDimSize(dim);
    op.setStaticSizes(sizes);
    setDistribution(
        op.getResult(), resultType,
        Distribution::split(resultDim, dist.axes, dist.origin, dist.unit));
    return success();
  }
  if (dist.origin == SplitOrigin::Batch)
    warnRunsWhole(op, "takes part of batch-split dimension " + Twine(dim) +
                          " (to loop over micro-batches without gathering, "
                          "pass the batch as [micro-batches, batch, ...] "
                          "split along dimension 1)");
  FailureOr<Value> whole = convert(source, Distribution::replicated(), op);
  if (failed(whole))
    return failure();
  op.getSourceMutable().set(*whole);
  setDistribution(op.getResult(), resultType, Distribution::replicated());
  return success();
}

LogicalResult
FunctionPartitioner::partitionInsertSlice(tensor::InsertSliceOp op) {
  Distribution sourceDist = distOf(op.getSource());
  Distribution destDist = distOf(op.getDest());
  RankedTensorType resultType = op.getType();
  auto finish = [&](const Distribution &dist) -> LogicalResult {
    FailureOr<Value> source = convert(op.getSource(), dist, op);
    FailureOr<Value> dest = convert(op.getDest(), dist, op);
    if (failed(source) || failed(dest))
      return failure();
    op.getSourceMutable().set(*source);
    op.getDestMutable().set(*dest);
    if (dist.isSplit()) {
      SmallVector<int64_t> sizes(op.getStaticSizes());
      sizes[dist.dim] =
          cast<RankedTensorType>((*dest).getType()).getDimSize(dist.dim);
      op.setStaticSizes(sizes);
    }
    setDistribution(op.getResult(), resultType, dist);
    return success();
  };
  if (sourceDist.isReplicated() && destDist.isReplicated())
    return finish(destDist);
  // Partial sums: inserting into another partial sum is linear, and so is
  // inserting into zeros (a partial sum themselves). Such a result is
  // combined whole later: into a parameter's shards (the gradient of
  // wpe[:T]) by one reduce-scatter, (n-1)/n of its bytes, which beats an
  // all-reduce of the piece alone, 2(n-1)/n of the piece's bytes, when the
  // piece is at least half the result. A smaller piece, or one inserted
  // into other values (which would have to be kept by one rank, and the
  // whole all-reduced), is combined alone first.
  if (sourceDist.isPartial() && sourceDist.combiner == ReductionKind::sum &&
      (destDist.sameLayout(sourceDist) ||
       (destDist.isReplicated() && isZeroTensor(op.getDest()) &&
        2 * op.getSourceType().getNumElements() >=
            resultType.getNumElements())))
    return finish(sourceDist);
  Distribution split = destDist.isSplit() ? destDist : sourceDist;
  bool sameRank = op.getSourceType().getRank() == resultType.getRank();
  if (split.isSplit() && sameRank &&
      coversWhole(op.getStaticOffsets(), op.getStaticSizes(),
                  op.getStaticStrides(), split.dim,
                  resultType.getDimSize(split.dim)) &&
      !(sourceDist.isSplit() && !sourceDist.sameLayout(split)) &&
      !(destDist.isSplit() && !destDist.sameLayout(split)))
    return finish(split);
  if (sourceDist.isBatchSplit() || destDist.isBatchSplit())
    warnRunsWhole(op, "inserts across the batch-split dimension");
  return finish(Distribution::replicated());
}

template <typename ReshapeOp>
LogicalResult FunctionPartitioner::partitionReshape(ReshapeOp op,
                                                    bool expanding) {
  Value source = op.getSrc();
  Distribution dist = distOf(source);
  RankedTensorType resultType = op.getResultType();
  if (!dist.isSplit()) {
    setDistribution(op.getResult(), resultType, dist);
    return success();
  }
  // Each rank's rows must stay one contiguous block: the split dimension
  // must be the first dimension of its reassociation group that is not 1,
  // and divide by the ranks unless every other dimension of the group is 1
  // (then the layout is the same, padding included).
  int64_t groupSize = getGroupSize(mesh, dist.axes);
  RankedTensorType wideType = expanding ? resultType : globalTypeOf(source);
  auto leadsGroup = [&](ArrayRef<int64_t> group,
                        int64_t dim) -> std::optional<bool> {
    // nullopt: `dim` does not lead; otherwise whether it is alone.
    bool alone = true;
    bool seen = false;
    for (int64_t d : group) {
      if (d == dim) {
        seen = true;
        continue;
      }
      if (wideType.getDimSize(d) == 1)
        continue;
      if (!seen)
        return std::nullopt;
      alone = false;
    }
    return alone;
  };
  std::optional<int64_t> resultDim;
  SmallVector<ReassociationIndices> groups = op.getReassociationIndices();
  for (auto [group, dims] : llvm::enumerate(groups)) {
    // Expanding, group `dist.dim` lists the result dimensions it becomes;
    // collapsing, the group holding `dist.dim` becomes result `group`.
    if (expanding ? int64_t(group) != dist.dim
                  : !llvm::is_contained(dims, dist.dim))
      continue;
    int64_t lead = dist.dim;
    if (expanding) {
      auto first = llvm::find_if(
          dims, [&](int64_t d) { return wideType.getDimSize(d) != 1; });
      lead = first == dims.end() ? dims.front() : *first;
    }
    std::optional<bool> alone = leadsGroup(dims, lead);
    if (alone && (*alone || wideType.getDimSize(lead) % groupSize == 0))
      resultDim = expanding ? lead : int64_t(group);
    break;
  }
  if (resultDim) {
    Distribution resultDist =
        Distribution::split(*resultDim, dist.axes, dist.origin, dist.unit);
    if constexpr (std::is_same_v<ReshapeOp, tensor::ExpandShapeOp>)
      op.setStaticOutputShape(
          getLocalType(resultType, resultDist, mesh).getShape());
    setDistribution(op.getResult(), resultType, resultDist);
    return success();
  }
  if (dist.origin == SplitOrigin::Batch)
    warnRunsWhole(op, "reshapes batch-split dimension " + Twine(dist.dim) +
                          " into a position where it no longer leads its "
                          "group in whole multiples of the " +
                          Twine(groupSize) + " ranks of " +
                          describeAxes(dist.axes));
  FailureOr<Value> whole = convert(source, Distribution::replicated(), op);
  if (failed(whole))
    return failure();
  op.getSrcMutable().set(*whole);
  setDistribution(op.getResult(), resultType, Distribution::replicated());
  return success();
}

LogicalResult FunctionPartitioner::partitionConcat(tensor::ConcatOp op) {
  int64_t concatDim = op.getDim();
  Distribution target = Distribution::replicated();
  bool allPartial = true;
  Distribution firstPartial;
  for (Value input : op.getInputs()) {
    Distribution dist = distOf(input);
    if (dist.isSplit() && target.isReplicated())
      target = dist;
    if (!dist.isPartial() ||
        (firstPartial.isPartial() && !firstPartial.sameLayout(dist)))
      allPartial = false;
    else if (!firstPartial.isPartial())
      firstPartial = dist;
  }
  if (allPartial && firstPartial.combiner == ReductionKind::sum)
    target = firstPartial;
  if (target.isSplit() && target.dim == concatDim) {
    if (target.origin == SplitOrigin::Batch)
      warnRunsWhole(op, "concatenates along batch-split dimension " +
                            Twine(concatDim));
    target = Distribution::replicated();
  }
  for (OpOperand &input : op->getOpOperands()) {
    FailureOr<Value> converted = convert(input.get(), target, op);
    if (failed(converted))
      return failure();
    input.set(*converted);
  }
  setDistribution(op.getResult(), op.getResultType(), target);
  return success();
}

LogicalResult FunctionPartitioner::partitionReplicatedOnly(Operation *op) {
  for (OpOperand &operand : op->getOpOperands()) {
    if (!isa<RankedTensorType>(operand.get().getType()) ||
        distOf(operand.get()).isReplicated())
      continue;
    Distribution dist = distOf(operand.get());
    if (dist.isBatchSplit())
      warnRunsWhole(op, "has no partition rule, and its operand #" +
                            Twine(operand.getOperandNumber()) + " is " +
                            dist.describe(mesh));
    FailureOr<Value> whole =
        convert(operand.get(), Distribution::replicated(), op);
    if (failed(whole))
      return failure();
    operand.set(*whole);
  }
  for (Value result : op->getResults())
    if (auto type = dyn_cast<RankedTensorType>(result.getType()))
      setDistribution(result, type, Distribution::replicated());
  return success();
}

//===----------------------------------------------------------------------===//
// Dispatch
//===----------------------------------------------------------------------===//

LogicalResult FunctionPartitioner::partitionOp(Operation *op) {
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    return partitionLinalg(linalgOp);
  return llvm::TypeSwitch<Operation *, LogicalResult>(op)
      .Case([&](tensor::ExtractSliceOp slice) {
        return partitionExtractSlice(slice);
      })
      .Case([&](tensor::InsertSliceOp insert) {
        return partitionInsertSlice(insert);
      })
      .Case([&](tensor::CollapseShapeOp collapse) {
        return partitionReshape(collapse, /*expanding=*/false);
      })
      .Case([&](tensor::ExpandShapeOp expand) {
        return partitionReshape(expand, /*expanding=*/true);
      })
      .Case([&](tensor::ConcatOp concat) { return partitionConcat(concat); })
      .Case([&](func::ReturnOp ret) { return partitionReturn(ret); })
      .Default(
          [&](Operation *other) { return partitionReplicatedOnly(other); });
}
