//===- PartitionArguments.cpp - arguments, results and gradient units -----===//
//
// The signature of a partitioned function: each sharded argument takes its
// local type (model state padded, data split exactly), each result is
// converted to its declared sharding, and the reduce-scatters that produce
// updated state are labelled with the state's unit. validateFunction has
// checked every sharding against its type and the mesh already.
//
//===----------------------------------------------------------------------===//

#include "Partitioner.h"

using namespace mlir;
using namespace mlir::fsdp;

/// `type`'s shape alone (a gradient may be wider than its parameter).
static RankedTensorType getShapeKey(RankedTensorType type) {
  return RankedTensorType::get(type.getShape(),
                               IndexType::get(type.getContext()));
}

void FunctionPartitioner::partitionArguments() {
  // An argument is model state (a parameter or optimizer state) if it has a
  // unit or some result is its next value; everything else is data.
  llvm::SmallDenseSet<unsigned> updated;
  for (unsigned i = 0, e = func.getNumResults(); i < e; ++i)
    if (std::optional<unsigned> arg = getUpdatedArgument(func, i))
      updated.insert(*arg);

  for (BlockArgument arg : func.getArguments()) {
    unsigned index = arg.getArgNumber();
    auto type = dyn_cast<RankedTensorType>(arg.getType());
    if (!type)
      continue;
    auto sharding = func.getArgAttrOfType<ShardingAttr>(
        index, FSDPDialect::kShardingAttrName);
    std::optional<int64_t> dim;
    for (auto [d, axes] : llvm::enumerate(sharding ? sharding.getDimAxes()
                                                   : ArrayRef<ArrayAttr>()))
      if (!axes.empty() && !dim)
        dim = d;
    if (!dim) {
      setDistribution(arg, type, Distribution::replicated());
      continue;
    }
    SmallVector<StringAttr> axes = sharding.getAxesOfDim(*dim);
    auto unit =
        func.getArgAttrOfType<StringAttr>(index, FSDPDialect::kUnitAttrName);
    if (unit || updated.contains(index)) {
      if (paramAxes.empty())
        paramAxes = axes;
      auto [known, inserted] =
          stateSplitDims.try_emplace(getShapeKey(type), *dim);
      if (!inserted && known->second >= 0 && known->second != int64_t(*dim)) {
        // Ambiguous: gradients of this shape take 0, which may cost a
        // whole-size reduction and gather where a row's would do.
        mlir::emitWarning(arg.getLoc())
            << describeArgument(func, index) << " is split along dimension "
            << *dim << " but other state of its shape " << type
            << " along dimension " << known->second
            << ": a gradient of that shape reduce-scattered before it meets "
               "its parameter (Adam's g * g) is split along dimension 0, "
               "then converted; split state of one shape alike";
        known->second = -1;
      }
      setDistribution(
          arg, type, Distribution::split(*dim, axes, SplitOrigin::Param, unit));
      continue;
    }
    setDistribution(arg, type,
                    Distribution::split(*dim, axes, SplitOrigin::Batch));
  }
}

int64_t FunctionPartitioner::getGradientSplitDim(RankedTensorType type) const {
  auto it = stateSplitDims.find(getShapeKey(type));
  return it == stateSplitDims.end() || it->second < 0 ? 0 : it->second;
}

LogicalResult FunctionPartitioner::partitionReturn(func::ReturnOp op) {
  for (OpOperand &operand : op->getOpOperands()) {
    unsigned index = operand.getOperandNumber();
    if (!isa<RankedTensorType>(operand.get().getType()))
      continue;
    auto sharding = func.getResultAttrOfType<ShardingAttr>(
        index, FSDPDialect::kShardingAttrName);
    Distribution want = Distribution::replicated();
    if (sharding && !sharding.getPartialAxes().empty()) {
      want =
          Distribution::partial(sharding.getPartialAxes(), ReductionKind::sum);
    } else if (sharding) {
      for (auto [dim, axes] : llvm::enumerate(sharding.getDimAxes())) {
        if (axes.empty())
          continue;
        // An updated argument's next value takes the argument's layout (and
        // unit); other split results are data.
        std::optional<unsigned> updates = getUpdatedArgument(func, index);
        Distribution source =
            updates ? distOf(func.getArgument(*updates)) : Distribution();
        SplitOrigin origin =
            source.isSplit() ? source.origin : SplitOrigin::Batch;
        want = Distribution::split(dim, sharding.getAxesOfDim(dim), origin,
                                   source.unit);
        break;
      }
    }
    FailureOr<Value> converted = convert(operand.get(), want, op);
    if (failed(converted))
      return failure();
    operand.set(*converted);
    if (want.isSplit())
      func.setResultAttr(index, FSDPDialect::kGlobalTypeAttrName,
                         TypeAttr::get(globalTypeOf(*converted)));
  }
  return success();
}

void FunctionPartitioner::labelGradientUnits(Block &block) {
  // A gradient is often reduce-scattered before it meets its parameter (the
  // update scales it first). It belongs to the unit of the state it updates:
  // walk back from each updated result through elementwise work (a reduction,
  // such as a clipping norm, mixes parameters and ends the walk). The
  // gradient of a stack with fsdp.row_units is a concatenation of its rows
  // (convertConcatenation): row k's reductions belong to unit "<units>.<k>".
  auto ret = cast<func::ReturnOp>(block.getTerminator());
  for (OpOperand &result : ret->getOpOperands()) {
    std::optional<unsigned> updates =
        getUpdatedArgument(func, result.getOperandNumber());
    if (!updates)
      continue;
    auto unit =
        func.getArgAttrOfType<StringAttr>(*updates, FSDPDialect::kUnitAttrName);
    auto rowUnits = func.getArgAttrOfType<StringAttr>(
        *updates, FSDPDialect::kRowUnitsAttrName);
    if (!unit && !rowUnits)
      continue;
    SmallVector<std::pair<Value, StringAttr>> worklist{{result.get(), unit}};
    llvm::DenseSet<Operation *> visited;
    while (!worklist.empty()) {
      auto [value, current] = worklist.pop_back_val();
      Operation *def = value.getDefiningOp();
      if (!def || !visited.insert(def).second)
        continue;
      auto label = [&, current = current](Operation *collective) {
        if (current && !collective->hasAttr(FSDPDialect::kUnitAttrName))
          collective->setAttr(FSDPDialect::kUnitAttrName, current);
      };
      if (auto scatter = dyn_cast<ReduceScatterOp>(def)) {
        label(scatter);
        continue;
      }
      // HSDP: the all-reduce over the replica axes of a reduce-scatter's
      // shard is bucketed with that reduce-scatter's unit.
      if (auto reduce = dyn_cast<AllReduceOp>(def);
          reduce && llvm::any_of(reduce->getOperands(), [](Value operand) {
            return operand.getDefiningOp<ReduceScatterOp>();
          })) {
        label(reduce);
        for (Value operand : reduce->getOperands())
          worklist.push_back({operand, current});
        continue;
      }
      if (auto concat = dyn_cast<tensor::ConcatOp>(def);
          concat && rowUnits && concat.getDim() == 0) {
        for (auto [row, operand] : llvm::enumerate(concat.getInputs()))
          worklist.push_back({operand, StringAttr::get(func.getContext(),
                                                       rowUnits.getValue() +
                                                           "." + Twine(row))});
        continue;
      }
      if (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(def)) {
        worklist.push_back({def->getOperand(0), current});
        continue;
      }
      auto linalgOp = dyn_cast<linalg::LinalgOp>(def);
      if (linalgOp && linalgOp.getNumReductionLoops() == 0)
        for (Value input : linalgOp.getDpsInputs())
          worklist.push_back({input, current});
    }
  }
}
