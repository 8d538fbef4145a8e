//===- Partition.cpp - global training step to per-rank program -----------===//
//
// fsdp-partition: see Passes.td for the strategy. The pass walks the single
// block of each sharded function in program order, gives every tensor value a
// Distribution, rewrites types in place to local shapes, and inserts
// collectives (cached, so a value is converted to a layout once) where a
// consumer needs a layout its operand does not have.
//
//===----------------------------------------------------------------------===//

#include "BodyAnalysis.h"
#include "Distribution.h"
#include "fsdpc/Passes/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/StringExtras.h"

#include <map>

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPPARTITION
#include "fsdpc/Passes/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

namespace {

/// Element types the precision options accept.
static FailureOr<Type> parseElementType(MLIRContext *context, StringRef name) {
  if (name == "bf16")
    return Type(BFloat16Type::get(context));
  if (name == "f16")
    return Type(Float16Type::get(context));
  if (name == "f32")
    return Type(Float32Type::get(context));
  return failure();
}

/// An elementwise float conversion of `value` to `elementType`.
static Value castElements(OpBuilder &b, Location loc, Value value,
                          Type elementType) {
  auto type = cast<RankedTensorType>(value.getType());
  if (type.getElementType() == elementType)
    return value;
  auto resultType = type.clone(elementType);
  Value init = tensor::EmptyOp::create(b, loc, type.getShape(), elementType);
  AffineMap id = b.getMultiDimIdentityMap(type.getRank());
  SmallVector<utils::IteratorType> iterators(type.getRank(),
                                             utils::IteratorType::parallel);
  bool widen = elementType.getIntOrFloatBitWidth() >
               type.getElementType().getIntOrFloatBitWidth();
  return linalg::GenericOp::create(
             b, loc, resultType, value, init, ArrayRef<AffineMap>{id, id},
             iterators,
             [&](OpBuilder &nb, Location nloc, ValueRange args) {
               Value cast = widen ? Value(arith::ExtFOp::create(
                                        nb, nloc, elementType, args[0]))
                                  : Value(arith::TruncFOp::create(
                                        nb, nloc, elementType, args[0]));
               linalg::YieldOp::create(nb, nloc, cast);
             })
      .getResult(0);
}

/// The loop that indexes dimension `dim` of `operand`, if it is a plain loop.
static std::optional<unsigned> getLoopOf(linalg::LinalgOp op,
                                         OpOperand *operand, int64_t dim) {
  AffineExpr expr = op.getMatchingIndexingMap(operand).getResult(dim);
  if (auto dimExpr = dyn_cast<AffineDimExpr>(expr))
    return dimExpr.getPosition();
  return std::nullopt;
}

/// The dimension of `operand` that loop `loop` indexes, if one does plainly.
static std::optional<int64_t> getDimOfLoop(linalg::LinalgOp op,
                                           OpOperand *operand, unsigned loop) {
  AffineMap map = op.getMatchingIndexingMap(operand);
  for (auto [dim, expr] : llvm::enumerate(map.getResults()))
    if (auto dimExpr = dyn_cast<AffineDimExpr>(expr);
        dimExpr && dimExpr.getPosition() == loop)
      return dim;
  return std::nullopt;
}

/// Uses, inside `op`'s body, of tensors defined outside it.
static SmallVector<OpOperand *> getCapturedTensors(linalg::LinalgOp op) {
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

static bool touchesLoop(linalg::LinalgOp op, OpOperand *operand,
                        unsigned loop) {
  return op.getMatchingIndexingMap(operand).isFunctionOfDim(loop);
}

struct Options {
  Type paramType;  // null: gather parameters in their own type
  Type reduceType; // null: reduce gradients in their own type
};

class FunctionPartitioner {
public:
  FunctionPartitioner(func::FuncOp func, MeshOp meshOp, Options options)
      : func(func), mesh(meshOp.getMesh()),
        meshRef(FlatSymbolRefAttr::get(meshOp.getSymNameAttr())),
        options(options) {}

  LogicalResult run();

private:
  struct LoopSplit {
    unsigned loop;
    SmallVector<StringAttr> axes;
    SplitOrigin origin;
    StringAttr unit;
  };

  Distribution distOf(Value value) const {
    auto it = dists.find(value);
    return it == dists.end() ? Distribution::replicated() : it->second;
  }
  RankedTensorType globalTypeOf(Value value) const {
    auto it = globalTypes.find(value);
    if (it != globalTypes.end())
      return it->second;
    return dyn_cast<RankedTensorType>(value.getType());
  }
  void setDistribution(Value value, RankedTensorType globalType,
                       const Distribution &dist) {
    globalTypes[value] = globalType;
    dists[value] = dist;
    value.setType(getLocalType(globalType, dist, mesh));
  }

  LogicalResult partitionArguments();
  LogicalResult partitionOp(Operation *op);
  LogicalResult partitionLinalg(linalg::LinalgOp op);
  LogicalResult partitionExtractSlice(tensor::ExtractSliceOp op);
  LogicalResult partitionInsertSlice(tensor::InsertSliceOp op);
  template <typename ReshapeOp>
  LogicalResult partitionReshape(ReshapeOp op, bool expanding);
  LogicalResult partitionConcat(tensor::ConcatOp op);
  LogicalResult partitionReturn(func::ReturnOp op);
  LogicalResult partitionReplicatedOnly(Operation *op);
  void labelGradientUnits(Block &block);

  /// `value` laid out as `to`, converted before `user` if needed.
  FailureOr<Value> convert(Value value, const Distribution &to,
                           Operation *user);
  FailureOr<Value> convertUncached(Value value, const Distribution &from,
                                   const Distribution &to, Operation *user);
  Value sliceReplicated(Value value, const Distribution &to, OpBuilder &b,
                        Location loc);
  /// `value`, computed by an elementwise linalg op from whole values,
  /// recomputed at the local size of `to` (null if it cannot be).
  Value localizeProducer(Value value, const Distribution &to, OpBuilder &b,
                         int depth);
  Value gatherParameter(Value value, const Distribution &from, OpBuilder &b,
                        Location loc);
  /// Combines a partial value: reduce-scatters it over `scatterAxes` (into
  /// the shards of `unit`'s parameter) and all-reduces the other axes.
  Value reducePartial(Value value, const Distribution &from,
                      ArrayRef<StringAttr> scatterAxes, StringAttr unit,
                      OpBuilder &b, Location loc);
  /// When `value` is an elementwise function of another partial value (a
  /// scaled or cast gradient), reduce-scatters that root once (cached) and
  /// recomputes the chain on the shard, so that every derivative of a
  /// gradient shares one reduce-scatter. Returns a null value when `value`
  /// is not such a chain.
  FailureOr<Value> reduceScatterChain(Value value, const Distribution &to,
                                      Operation *user);
  /// This rank's index along `axes`, materialized once at function entry.
  Value getRank(ArrayRef<StringAttr> axes);
  /// rank(axes) * rows: the first global row of this rank's shard.
  Value getShardOffset(ArrayRef<StringAttr> axes, int64_t shardRows,
                       OpBuilder &b, Location loc);

  LogicalResult rewriteBody(linalg::LinalgOp &op, const LoopSplit &split,
                            int64_t globalExtent);
  LogicalResult maskPadding(linalg::LinalgOp &op, const LoopSplit &split,
                            int64_t globalExtent,
                            const llvm::DenseSet<Value> &zeroArgs);
  ArrayAttr axesAttr(ArrayRef<StringAttr> axes) {
    return ArrayAttr::get(func.getContext(),
                          SmallVector<Attribute>(axes.begin(), axes.end()));
  }

  func::FuncOp func;
  MeshAttr mesh;
  FlatSymbolRefAttr meshRef;
  Options options;
  DenseMap<Value, Distribution> dists;
  DenseMap<Value, RankedTensorType> globalTypes;
  std::map<std::pair<void *, std::string>, Value> conversions;
  llvm::StringMap<Value> ranks;
  /// The axes parameters are sharded over (from the arguments).
  SmallVector<StringAttr> paramAxes;
};

//===----------------------------------------------------------------------===//
// Arguments
//===----------------------------------------------------------------------===//

LogicalResult FunctionPartitioner::partitionArguments() {
  // An argument is model state (a parameter or optimizer state) if it has a
  // unit or some result is its next value; everything else is data.
  llvm::SmallDenseSet<int64_t> updated;
  for (unsigned i = 0, e = func.getNumResults(); i < e; ++i)
    if (auto index = func.getResultAttrOfType<IntegerAttr>(
            i, FSDPDialect::kUpdatesAttrName))
      updated.insert(index.getInt());

  for (BlockArgument arg : func.getArguments()) {
    unsigned index = arg.getArgNumber();
    auto type = dyn_cast<RankedTensorType>(arg.getType());
    auto sharding = func.getArgAttrOfType<ShardingAttr>(
        index, FSDPDialect::kShardingAttrName);
    if (!type || !sharding) {
      if (type)
        globalTypes[arg] = type;
      continue;
    }
    if (!type.hasStaticShape())
      return func.emitOpError() << "argument #" << index << " has type " << type
                                << "; fsdp-partition needs static shapes";
    if (!sharding.getPartialAxes().empty())
      return func.emitOpError()
             << "argument #" << index
             << " is declared a partial sum; inputs must be whole values";
    SmallVector<int64_t> splitDims;
    for (auto [dim, axes] : llvm::enumerate(sharding.getDimAxes()))
      if (!axes.empty())
        splitDims.push_back(dim);
    if (splitDims.empty()) {
      setDistribution(arg, type, Distribution::replicated());
      continue;
    }
    if (splitDims.size() > 1)
      return func.emitOpError()
             << "argument #" << index << " is split along " << splitDims.size()
             << " dimensions; fsdpc splits a tensor along one dimension";
    int64_t dim = splitDims.front();
    SmallVector<StringAttr> axes = sharding.getAxesOfDim(dim);
    int64_t groupSize = getGroupSize(mesh, axes);
    auto unit =
        func.getArgAttrOfType<StringAttr>(index, FSDPDialect::kUnitAttrName);
    bool isState = unit || updated.contains(index);
    if (isState) {
      if (dim != 0)
        return func.emitOpError()
               << "argument #" << index << " (a parameter or optimizer "
               << "state) is split along dimension " << dim
               << "; FSDP shards parameters along dimension 0 only (tensor "
                  "parallelism is outside fsdpc's input contract)";
      if (paramAxes.empty())
        paramAxes = axes;
      setDistribution(arg, type,
                      Distribution::split(0, axes, SplitOrigin::Param, unit));
      continue;
    }
    if (type.getDimSize(dim) % groupSize != 0)
      return func.emitOpError()
             << "batch dimension " << dim << " of argument #" << index
             << " has " << type.getDimSize(dim)
             << " rows, which do not divide by the " << groupSize
             << " ranks of mesh axes " << axesAttr(axes);
    setDistribution(arg, type,
                    Distribution::split(dim, axes, SplitOrigin::Batch));
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

Value FunctionPartitioner::getRank(ArrayRef<StringAttr> axes) {
  std::string key;
  for (StringAttr axis : axes)
    key += axis.getValue().str() + ",";
  Value &rank = ranks[key];
  if (!rank) {
    OpBuilder b = OpBuilder::atBlockBegin(&func.getBody().front());
    rank = RankOp::create(b, func.getLoc(), meshRef, axesAttr(axes));
  }
  return rank;
}

Value FunctionPartitioner::getShardOffset(ArrayRef<StringAttr> axes,
                                          int64_t shardRows, OpBuilder &b,
                                          Location loc) {
  Value rows = arith::ConstantIndexOp::create(b, loc, shardRows);
  return arith::MulIOp::create(b, loc, getRank(axes), rows);
}

Value FunctionPartitioner::sliceReplicated(Value value, const Distribution &to,
                                           OpBuilder &b, Location loc) {
  RankedTensorType global = globalTypeOf(value);
  RankedTensorType local = getLocalType(global, to, mesh);
  // Cheap producers are recomputed at the local size rather than sliced.
  if (value.getDefiningOp<tensor::EmptyOp>())
    return tensor::EmptyOp::create(b, loc, local.getShape(),
                                   local.getElementType());
  if (auto fill = value.getDefiningOp<linalg::FillOp>();
      fill && fill.getOutputs()[0].getDefiningOp<tensor::EmptyOp>() &&
      isZeroTensor(value)) {
    Value empty = tensor::EmptyOp::create(b, loc, local.getShape(),
                                          local.getElementType());
    return linalg::FillOp::create(b, loc, fill.getInputs(), empty).getResult(0);
  }
  if (Value computed = localizeProducer(value, to, b, /*depth=*/0))
    return computed;
  return ShardOp::create(b, loc, local, value, meshRef, axesAttr(to.axes),
                         b.getI64IntegerAttr(to.dim));
}

Value FunctionPartitioner::localizeProducer(Value value, const Distribution &to,
                                            OpBuilder &b, int depth) {
  // A whole value an elementwise op computes from whole values (a broadcast
  // over the batch, a mask) is computed at the local size instead of sliced
  // out of a whole-size temporary that grows with the number of ranks.
  constexpr int kMaxDepth = 4;
  auto op = value.getDefiningOp<linalg::LinalgOp>();
  if (!op || depth > kMaxDepth || op->getNumResults() != 1 ||
      op.getNumReductionLoops() != 0 || !getCapturedTensors(op).empty())
    return {};
  OpOperand *init = op.getDpsInitOperand(0);
  std::optional<unsigned> loop = getLoopOf(op, init, to.dim);
  if (!loop)
    return {};
  bool readsIndex = false;
  op.getBlock()->walk(
      [&](linalg::IndexOp index) { readsIndex |= index.getDim() == *loop; });
  if (readsIndex)
    return {};
  SmallVector<Value> operands;
  for (OpOperand &operand : op->getOpOperands()) {
    Value current = operand.get();
    if (!touchesLoop(op, &operand, *loop)) {
      operands.push_back(current);
      continue;
    }
    std::optional<int64_t> dim = getDimOfLoop(op, &operand, *loop);
    if (!dim || !distOf(current).isReplicated())
      return {};
    Distribution part = Distribution::split(*dim, to.axes, to.origin, to.unit);
    if (&operand == init && op.getMatchingBlockArgument(init).use_empty()) {
      RankedTensorType local = getLocalType(globalTypeOf(current), part, mesh);
      operands.push_back(tensor::EmptyOp::create(
          b, op.getLoc(), local.getShape(), local.getElementType()));
      continue;
    }
    Value sliced = localizeProducer(current, part, b, depth + 1);
    if (!sliced)
      sliced = sliceReplicated(current, part, b, op.getLoc());
    operands.push_back(sliced);
  }
  Operation *clone = b.clone(*op.getOperation());
  clone->setOperands(operands);
  RankedTensorType global = globalTypeOf(value);
  setDistribution(clone->getResult(0), global, to);
  return clone->getResult(0);
}

Value FunctionPartitioner::gatherParameter(Value value,
                                           const Distribution &from,
                                           OpBuilder &b, Location loc) {
  RankedTensorType global = globalTypeOf(value);
  Type elementType = global.getElementType();
  Type wireType = elementType;
  if (options.paramType && isa<FloatType>(elementType))
    wireType = options.paramType;
  Value local = castElements(b, loc, value, wireType);
  auto gather = AllGatherOp::create(
      b, loc, TypeRange{global.clone(wireType)}, ValueRange{local}, meshRef,
      axesAttr(from.axes), b.getI64IntegerAttr(from.dim));
  if (from.unit)
    gather->setAttr(FSDPDialect::kUnitAttrName, from.unit);
  return castElements(b, loc, gather.getResult(0), elementType);
}

Value FunctionPartitioner::reducePartial(Value value, const Distribution &from,
                                         ArrayRef<StringAttr> scatterAxes,
                                         StringAttr unit, OpBuilder &b,
                                         Location loc) {
  RankedTensorType global = globalTypeOf(value);
  Type elementType = global.getElementType();
  Type wireType = elementType;
  if (options.reduceType && isa<FloatType>(elementType) &&
      from.combiner == ReductionKind::sum)
    wireType = options.reduceType;
  Value current = castElements(b, loc, value, wireType);
  auto kind = ReductionKindAttr::get(b.getContext(), from.combiner);
  SmallVector<StringAttr> remaining;
  for (StringAttr axis : from.axes)
    if (!llvm::is_contained(scatterAxes, axis))
      remaining.push_back(axis);
  if (!scatterAxes.empty()) {
    Distribution shard =
        Distribution::split(0, scatterAxes, SplitOrigin::Param);
    Type localType = getLocalType(global, shard, mesh).clone(wireType);
    auto scatter = ReduceScatterOp::create(
        b, loc, TypeRange{localType}, kind, ValueRange{current}, meshRef,
        axesAttr(scatterAxes), b.getI64IntegerAttr(0));
    if (unit)
      scatter->setAttr(FSDPDialect::kUnitAttrName, unit);
    current = scatter.getResult(0);
  }
  // HSDP: the replica axes still hold partial shards.
  if (!remaining.empty())
    current = AllReduceOp::create(b, loc, kind, ValueRange{current}, meshRef,
                                  axesAttr(remaining))
                  .getResult(0);
  return castElements(b, loc, current, elementType);
}

FailureOr<Value> FunctionPartitioner::convert(Value value,
                                              const Distribution &to,
                                              Operation *user) {
  Distribution from = distOf(value);
  if (from.sameLayout(to) || !isa<RankedTensorType>(value.getType()))
    return value;
  auto key = std::make_pair(value.getAsOpaquePointer(), to.key());
  if (Value cached = conversions[key])
    return cached;
  FailureOr<Value> converted = convertUncached(value, from, to, user);
  if (failed(converted))
    return failure();
  Distribution stored = to;
  if (stored.isSplit() && !stored.unit)
    stored.unit = from.unit;
  globalTypes[*converted] = globalTypeOf(value).clone(
      cast<RankedTensorType>(converted->getType()).getElementType());
  dists[*converted] = stored;
  conversions[key] = *converted;
  return *converted;
}

FailureOr<Value> FunctionPartitioner::convertUncached(Value value,
                                                      const Distribution &from,
                                                      const Distribution &to,
                                                      Operation *user) {
  OpBuilder b(user);
  Location loc = user->getLoc();
  auto refuse = [&]() {
    return user->emitOpError()
           << "needs a value that is " << from.describe() << " as "
           << to.describe() << "; "
           << (from.isSplit() && from.origin == SplitOrigin::Batch
                   ? "fsdp-partition never gathers batch-split activations"
                   : "fsdp-partition has no such conversion");
  };
  if (from.isReplicated()) {
    if (to.isSplit())
      return sliceReplicated(value, to, b, loc);
    return refuse();
  }
  if (from.isSplit()) {
    if (from.origin == SplitOrigin::Batch)
      return refuse();
    Value whole = gatherParameter(value, from, b, loc);
    if (to.isReplicated())
      return whole;
    if (to.isSplit()) {
      globalTypes[whole] = globalTypeOf(value);
      return sliceReplicated(whole, to, b, loc);
    }
    return refuse();
  }
  // Partial values.
  if (to.isReplicated())
    return reducePartial(value, from, {}, {}, b, loc);
  if (to.isSplit() && to.dim == 0 && from.combiner == ReductionKind::sum &&
      llvm::all_of(to.axes, [&](StringAttr axis) {
        return llvm::is_contained(from.axes, axis);
      })) {
    if (FailureOr<Value> viaRoot = reduceScatterChain(value, to, user);
        succeeded(viaRoot) && *viaRoot)
      return *viaRoot;
    return reducePartial(value, from, to.axes, to.unit, b, loc);
  }
  if (to.isSplit()) {
    Value whole = reducePartial(value, from, {}, {}, b, loc);
    globalTypes[whole] = globalTypeOf(value);
    return sliceReplicated(whole, to, b, loc);
  }
  return refuse();
}

//===----------------------------------------------------------------------===//
// Linalg ops
//===----------------------------------------------------------------------===//

/// The partial operand of `op` if `op` is an elementwise link of a chain
/// over it: all parallel, its result read through the same map as that
/// operand, its other inputs whole, and its accumulator unused.
static OpOperand *getChainInput(linalg::LinalgOp op,
                                function_ref<bool(Value)> isPartial) {
  if (!op || op.getNumReductionLoops() != 0 || op->getNumResults() != 1 ||
      op.getNumDpsInits() != 1 ||
      !op.getMatchingBlockArgument(op.getDpsInitOperand(0)).use_empty())
    return nullptr;
  OpOperand *chainInput = nullptr;
  for (OpOperand *input : op.getDpsInputOperands()) {
    if (!isPartial(input->get()))
      continue;
    if (chainInput)
      return nullptr;
    chainInput = input;
  }
  if (!chainInput || op.getMatchingIndexingMap(chainInput) !=
                         op.getMatchingIndexingMap(op.getDpsInitOperand(0)))
    return nullptr;
  return chainInput;
}

FailureOr<Value> FunctionPartitioner::reduceScatterChain(Value value,
                                                         const Distribution &to,
                                                         Operation *user) {
  Distribution from = distOf(value);
  auto isSamePartial = [&](Value candidate) {
    return distOf(candidate).isPartial() && distOf(candidate).sameLayout(from);
  };
  SmallVector<linalg::LinalgOp> chain;
  Value root = value;
  while (auto link = root.getDefiningOp<linalg::LinalgOp>()) {
    OpOperand *input = getChainInput(link, isSamePartial);
    if (!input)
      break;
    chain.push_back(link);
    root = input->get();
  }
  if (chain.empty())
    return Value();
  FailureOr<Value> shard = convert(root, to, user);
  if (failed(shard))
    return failure();
  Value current = *shard;
  for (linalg::LinalgOp link : llvm::reverse(chain)) {
    OpOperand *input = getChainInput(link, isSamePartial);
    Distribution shardDist = distOf(current);
    OpBuilder b(user);
    Operation *clone = b.clone(*link.getOperation());
    auto cloned = cast<linalg::LinalgOp>(clone);
    unsigned loop = *getLoopOf(cloned, cloned.getDpsInitOperand(0), 0);
    for (OpOperand &operand : clone->getOpOperands()) {
      if (operand.getOperandNumber() == input->getOperandNumber()) {
        operand.set(current);
        continue;
      }
      if (!touchesLoop(cloned, &operand, loop))
        continue;
      std::optional<int64_t> dim = getDimOfLoop(cloned, &operand, loop);
      if (!dim)
        return user->emitOpError()
               << "recomputes a gradient's elementwise chain on its shard, "
                  "but an operand indexes the sharded dimension through a "
                  "compound expression";
      FailureOr<Value> local = convert(
          operand.get(),
          Distribution::split(*dim, shardDist.axes, SplitOrigin::Param), clone);
      if (failed(local))
        return failure();
      operand.set(*local);
    }
    RankedTensorType global = globalTypeOf(link->getResult(0));
    Distribution resultDist = Distribution::split(
        0, shardDist.axes, SplitOrigin::Param, shardDist.unit);
    setDistribution(clone->getResult(0), global, resultDist);
    LoopSplit split{loop, shardDist.axes, SplitOrigin::Param, shardDist.unit};
    if (failed(rewriteBody(cloned, split, global.getDimSize(0))))
      return failure();
    current = cloned->getResult(0);
  }
  return current;
}

LogicalResult FunctionPartitioner::partitionLinalg(linalg::LinalgOp op) {
  // Loop extents of the global op: operands may already have local types.
  SmallVector<int64_t> loopExtents(op.getNumLoops(), ShapedType::kDynamic);
  for (OpOperand &operand : op->getOpOperands()) {
    RankedTensorType type = globalTypeOf(operand.get());
    if (!type)
      continue;
    for (auto [dim, expr] :
         llvm::enumerate(op.getMatchingIndexingMap(&operand).getResults()))
      if (auto dimExpr = dyn_cast<AffineDimExpr>(expr))
        loopExtents[dimExpr.getPosition()] = type.getDimSize(dim);
  }
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  bool allParallel = op.getNumReductionLoops() == 0;
  SmallVector<OpOperand *> inputs = op.getDpsInputOperands();
  auto operandNumber = [](OpOperand *operand) {
    return operand->getOperandNumber();
  };

  // A partial operand already reduce-scattered elsewhere is used in that form
  // (one reduce-scatter per gradient, even when clipping reads it twice).
  for (OpOperand *input : inputs) {
    Distribution dist = distOf(input->get());
    if (!dist.isPartial() || paramAxes.empty())
      continue;
    // Only where the shard can be consumed locally: elementwise, or a
    // reduction over its rows; a transpose keeps the partial sum instead.
    if (cast<RankedTensorType>(input->get().getType()).getRank() == 0)
      continue;
    std::optional<unsigned> rowLoop = getLoopOf(op, input, 0);
    bool local =
        rowLoop &&
        (allParallel ? op.getMatchingIndexingMap(input) ==
                           op.getMatchingIndexingMap(op.getDpsInitOperand(0))
                     : iterators[*rowLoop] == utils::IteratorType::reduction);
    if (!local)
      continue;
    Distribution sharded =
        Distribution::split(0, paramAxes, SplitOrigin::Param);
    auto it =
        conversions.find({input->get().getAsOpaquePointer(), sharded.key()});
    if (it != conversions.end())
      input->set(it->second);
  }

  // 1. A batch-split operand splits its loop; the split must be unique.
  std::optional<LoopSplit> split;
  for (OpOperand *input : inputs) {
    Distribution dist = distOf(input->get());
    if (!dist.isSplit() || dist.origin != SplitOrigin::Batch)
      continue;
    std::optional<unsigned> loop = getLoopOf(op, input, dist.dim);
    if (!loop)
      return op->emitOpError()
             << "indexes batch-split dimension " << dist.dim << " of operand #"
             << operandNumber(input)
             << " with a compound expression; the batch split cannot follow";
    if (split && (split->loop != *loop || split->axes != dist.axes))
      return op->emitOpError()
             << "has operands batch-split along different loops (d"
             << split->loop << " and d" << *loop << ")";
    split = LoopSplit{*loop, dist.axes, SplitOrigin::Batch, {}};
  }

  // 2. Sharded parameters stay sharded only for elementwise work and
  // reductions over identically sharded values; other uses gather them.
  auto canKeepParamLoop = [&](unsigned loop, ArrayRef<StringAttr> axes,
                              ArrayRef<OpOperand *> sharded) {
    for (OpOperand *input : inputs) {
      if (!touchesLoop(op, input, loop))
        continue;
      if (llvm::is_contained(sharded, input))
        continue;
      Distribution dist = distOf(input->get());
      if (!allParallel || dist.isSplit())
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
  };
  SmallVector<OpOperand *> paramInputs;
  for (OpOperand *input : inputs) {
    Distribution dist = distOf(input->get());
    if (dist.isSplit() && dist.origin == SplitOrigin::Param)
      paramInputs.push_back(input);
  }
  if (!split && !paramInputs.empty()) {
    Distribution first = distOf(paramInputs.front()->get());
    std::optional<unsigned> loop =
        getLoopOf(op, paramInputs.front(), first.dim);
    if (loop && canKeepParamLoop(*loop, first.axes, paramInputs))
      split = LoopSplit{*loop, first.axes, SplitOrigin::Param, first.unit};
  }

  // 3. Partial operands: kept through linear ops, reduce-scattered where
  // they meet sharded parameters (the optimizer update) or a reduction over
  // their rows (a global norm), all-reduced otherwise.
  SmallVector<OpOperand *> partialInputs;
  for (OpOperand *input : inputs)
    if (distOf(input->get()).isPartial())
      partialInputs.push_back(input);
  bool keepPartial = false;
  SmallVector<StringAttr> partialAxes;
  if (!partialInputs.empty()) {
    Distribution first = distOf(partialInputs.front()->get());
    bool uniform = llvm::all_of(partialInputs, [&](OpOperand *input) {
      return distOf(input->get()).sameLayout(first);
    });
    // Elementwise work that mixes a partial gradient with anything else (the
    // optimizer update) reduce-scatters it first; only sums of partials (a
    // tied parameter's contributions) and reductions, whose results are
    // smaller, carry the partial sum further.
    // A partial sum stays one through linear ops (casts, scaling,
    // transposes, sums of partials): it is reduce-scattered where it meets
    // its parameter or a nonlinear op, once, at the root of the elementwise
    // chain that derived it (see reduceScatterChain).
    auto isLinear = [&]() {
      llvm::DenseSet<Value> linearArgs;
      for (OpOperand *input : partialInputs)
        linearArgs.insert(op.getMatchingBlockArgument(input));
      for (OpOperand &init : op.getDpsInitsMutable())
        if (isZeroTensor(init.get()))
          linearArgs.insert(op.getMatchingBlockArgument(&init));
      return isLinearIn(op, linearArgs);
    };
    bool canCarry = !split && uniform && first.combiner == ReductionKind::sum;
    if (canCarry && isLinear()) {
      keepPartial = true;
      partialAxes = first.axes;
    }
    if (!keepPartial && !split && !paramAxes.empty() && uniform &&
        first.combiner == ReductionKind::sum &&
        llvm::all_of(partialInputs, [&](OpOperand *input) {
          return cast<RankedTensorType>(input->get().getType()).getRank() > 0;
        })) {
      std::optional<unsigned> loop =
          getLoopOf(op, partialInputs.front(), /*dim=*/0);
      SmallVector<OpOperand *> sharded(paramInputs);
      llvm::append_range(sharded, partialInputs);
      if (loop && canKeepParamLoop(*loop, paramAxes, sharded))
        split = LoopSplit{*loop, paramAxes, SplitOrigin::Param, {}};
    }
  }

  // 4. Operands in the layout the op runs in.
  for (OpOperand *input : inputs) {
    Distribution dist = distOf(input->get());
    Distribution want = Distribution::replicated();
    if (split && touchesLoop(op, input, split->loop)) {
      std::optional<int64_t> dim = getDimOfLoop(op, input, split->loop);
      if (!dim)
        return op->emitOpError()
               << "indexes split loop d" << split->loop << " in operand #"
               << operandNumber(input) << " through a compound expression";
      want = Distribution::split(*dim, split->axes, split->origin, split->unit);
    } else if (keepPartial && dist.isPartial()) {
      want = dist;
    }
    FailureOr<Value> converted = convert(input->get(), want, op);
    if (failed(converted))
      return failure();
    input->set(*converted);
  }

  // Tensors the body captures (tables read with tensor.extract) are read
  // whole, except a batch-split one indexed along the op's own split loop.
  SmallVector<OpOperand *> captured = getCapturedTensors(op);
  for (OpOperand *use : captured) {
    Distribution dist = distOf(use->get());
    if (dist.isReplicated())
      continue;
    if (dist.isSplit() && dist.origin == SplitOrigin::Batch && split &&
        split->axes == dist.axes && isa<tensor::ExtractOp>(use->getOwner()))
      continue;
    FailureOr<Value> whole =
        convert(use->get(), Distribution::replicated(), op);
    if (failed(whole))
      return failure();
    use->set(*whole);
  }

  // 5. Inits and results.
  for (auto [index, init] : llvm::enumerate(op.getDpsInitsMutable())) {
    Value result = op->getResult(index);
    RankedTensorType globalType = cast<RankedTensorType>(result.getType());
    Distribution resultDist = Distribution::replicated();
    bool accumulatesAcrossRanks = false;
    if (split && touchesLoop(op, &init, split->loop)) {
      std::optional<int64_t> dim = getDimOfLoop(op, &init, split->loop);
      if (!dim)
        return op->emitOpError()
               << "indexes split loop d" << split->loop << " in init #" << index
               << " through a compound expression";
      resultDist =
          Distribution::split(*dim, split->axes, split->origin, split->unit);
    } else if (split) {
      std::optional<ReductionKind> combiner = getCombiner(op, index);
      if (!combiner)
        return op->emitOpError()
               << "reduces over split loop d" << split->loop << " but result #"
               << index
               << " does not accumulate with add, max or min, so the ranks' "
                  "results cannot be combined";
      resultDist = Distribution::partial(split->axes, *combiner);
      accumulatesAcrossRanks = true;
    } else if (keepPartial) {
      resultDist = Distribution::partial(partialAxes, ReductionKind::sum);
    }
    Distribution initWant =
        resultDist.isPartial() ? Distribution::replicated() : resultDist;
    FailureOr<Value> initValue = convert(init.get(), initWant, op);
    if (failed(initValue))
      return failure();
    Value newInit = *initValue;
    // A sum over ranks would count a non-zero initial value once per rank:
    // only the first rank keeps it.
    if (accumulatesAcrossRanks && resultDist.combiner == ReductionKind::sum &&
        !isZeroTensor(newInit) &&
        !op.getMatchingBlockArgument(&init).use_empty()) {
      OpBuilder b(op);
      Location loc = op.getLoc();
      Value zero =
          linalg::FillOp::create(
              b, loc,
              ValueRange{arith::ConstantOp::create(
                  b, loc, b.getZeroAttr(globalType.getElementType()))},
              ValueRange{tensor::EmptyOp::create(b, loc, globalType.getShape(),
                                                 globalType.getElementType())})
              .getResult(0);
      Value isFirst = arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::eq, getRank(split->axes),
          arith::ConstantIndexOp::create(b, loc, 0));
      newInit = arith::SelectOp::create(b, loc, isFirst, newInit, zero);
    }
    init.set(newInit);
    setDistribution(result, globalType, resultDist);
  }

  if (!split)
    return success();
  return rewriteBody(op, *split, loopExtents[split->loop]);
}

/// Whether `value` is computed (within one block) from `source`.
static bool dependsOn(Value value, Value source) {
  SmallVector<Value> worklist{value};
  llvm::DenseSet<Value> seen;
  while (!worklist.empty()) {
    Value current = worklist.pop_back_val();
    if (current == source)
      return true;
    if (!seen.insert(current).second)
      continue;
    if (Operation *def = current.getDefiningOp())
      llvm::append_range(worklist, def->getOperands());
  }
  return false;
}

/// Generalizes a named op so that its body can be edited.
static linalg::GenericOp makeEditable(linalg::LinalgOp op) {
  if (auto generic = dyn_cast<linalg::GenericOp>(op.getOperation()))
    return generic;
  IRRewriter rewriter(op.getContext());
  rewriter.setInsertionPoint(op);
  FailureOr<linalg::GenericOp> generic =
      linalg::generalizeNamedOp(rewriter, op);
  assert(succeeded(generic) && "named linalg ops generalize");
  return *generic;
}

LogicalResult FunctionPartitioner::rewriteBody(linalg::LinalgOp &op,
                                               const LoopSplit &split,
                                               int64_t globalExtent) {
  int64_t groupSize = getGroupSize(mesh, split.axes);
  int64_t localExtent = shardSize(globalExtent, groupSize);
  Block *body = op.getBlock();

  SmallVector<OpOperand *> captured = getCapturedTensors(op);
  auto isBatchSplit = [&](OpOperand *use) {
    Distribution dist = distOf(use->get());
    return dist.isSplit() && dist.origin == SplitOrigin::Batch;
  };
  bool readsSplitTable = llvm::any_of(captured, isBatchSplit);
  bool readsSplitIndex = false;
  body->walk([&](linalg::IndexOp index) {
    readsSplitIndex |= index.getDim() == split.loop;
  });
  bool needsIndex = readsSplitTable || readsSplitIndex;
  bool padded = globalExtent % groupSize != 0;
  llvm::DenseSet<Value> zeroArgs;
  bool maskNeeded = false;
  if (split.origin == SplitOrigin::Param && padded) {
    for (OpOperand *input : op.getDpsInputOperands()) {
      Distribution dist = distOf(input->get());
      if (dist.isSplit() && dist.origin == SplitOrigin::Param)
        zeroArgs.insert(op.getMatchingBlockArgument(input));
    }
    maskNeeded = op.getNumReductionLoops() > 0 || !yieldsZeroOn(op, zeroArgs);
  }
  if (!needsIndex && !maskNeeded)
    return success();

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
  body = generic.getBody();
  OpBuilder inside = OpBuilder::atBlockBegin(body);
  Location loc = generic.getLoc();
  Value localIndex =
      linalg::IndexOp::create(inside, loc, static_cast<uint64_t>(split.loop));
  Value globalIndex = arith::AddIOp::create(inside, loc, localIndex, offset);
  SmallVector<linalg::IndexOp> indexOps;
  body->walk([&](linalg::IndexOp index) {
    if (index.getDim() == split.loop && index.getResult() != localIndex)
      indexOps.push_back(index);
  });
  for (linalg::IndexOp index : indexOps) {
    index.getResult().replaceAllUsesWith(globalIndex);
    index.erase();
  }

  // Batch-split captured tables: the global row minus this rank's offset,
  // valid because the row is computed from the split loop's own index.
  for (OpOperand *use : captured) {
    if (!isBatchSplit(use))
      continue;
    Distribution dist = distOf(use->get());
    auto extract = cast<tensor::ExtractOp>(use->getOwner());
    if (!dependsOn(extract.getIndices()[dist.dim], globalIndex))
      return op->emitOpError()
             << "reads row " << dist.dim
             << " of a batch-split tensor at an index that does not follow "
                "its split loop d"
             << split.loop;
    OpBuilder b(extract);
    Value row = extract.getIndices()[dist.dim];
    Value localRow = arith::SubIOp::create(b, loc, row, offset);
    extract.getIndicesMutable()[dist.dim].set(localRow);
  }

  if (!maskNeeded)
    return success();
  // Padding rows: a reduction skips them, elementwise work writes zero.
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  OpBuilder b(yield);
  Value extent = arith::ConstantIndexOp::create(b, loc, globalExtent);
  Value valid = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                      globalIndex, extent);
  bool reduces = generic.getNumReductionLoops() > 0;
  for (auto [index, yielded] : llvm::enumerate(yield->getOpOperands())) {
    Value fallback;
    if (reduces)
      fallback =
          generic.getMatchingBlockArgument(generic.getDpsInitOperand(index));
    else
      fallback = arith::ConstantOp::create(
          b, loc, b.getZeroAttr(yielded.get().getType()));
    yielded.set(
        arith::SelectOp::create(b, loc, valid, yielded.get(), fallback));
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Tensor ops
//===----------------------------------------------------------------------===//

/// Whether a slice covers dimension `dim` of a `size`-row tensor whole.
static bool coversWhole(ArrayRef<int64_t> offsets, ArrayRef<int64_t> sizes,
                        ArrayRef<int64_t> strides, int64_t dim, int64_t size) {
  return offsets[dim] == 0 && sizes[dim] == size && strides[dim] == 1;
}

LogicalResult
FunctionPartitioner::partitionExtractSlice(tensor::ExtractSliceOp op) {
  Value source = op.getSource();
  Distribution dist = distOf(source);
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
    return op.emitOpError() << "takes part of batch-split dimension " << dim
                            << "; the batch split must be sliced whole";
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
  // Partial sums: inserting into zeros, or into another partial sum, is
  // linear.
  if (sourceDist.isPartial() && sourceDist.combiner == ReductionKind::sum &&
      ((destDist.isReplicated() && isZeroTensor(op.getDest())) ||
       destDist.sameLayout(sourceDist)))
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
  if ((sourceDist.isSplit() && sourceDist.origin == SplitOrigin::Batch) ||
      (destDist.isSplit() && destDist.origin == SplitOrigin::Batch))
    return op.emitOpError()
           << "inserts across the batch-split dimension; the batch split "
              "must be kept whole";
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
    return op.emitOpError()
           << "reshapes batch-split dimension " << dist.dim
           << " into a position where it no longer leads its group in whole "
              "multiples of the "
           << groupSize << " ranks";
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
      return op.emitOpError()
             << "concatenates along batch-split dimension " << concatDim;
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
    if (dist.isSplit() && dist.origin == SplitOrigin::Batch)
      return op->emitOpError()
             << "has no partition rule, and its operand #"
             << operand.getOperandNumber() << " is " << dist.describe()
             << "; fsdp-partition never gathers batch-split activations";
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
// Results and driver
//===----------------------------------------------------------------------===//

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
        auto updates = func.getResultAttrOfType<IntegerAttr>(
            index, FSDPDialect::kUpdatesAttrName);
        Distribution source = updates
                                  ? distOf(func.getArgument(updates.getInt()))
                                  : Distribution();
        SplitOrigin origin = updates ? source.origin : SplitOrigin::Batch;
        want = Distribution::split(dim, sharding.getAxesOfDim(dim), origin,
                                   updates ? source.unit : StringAttr());
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

void FunctionPartitioner::labelGradientUnits(Block &block) {
  // A gradient is often reduce-scattered before it meets its parameter (the
  // update scales it first). It belongs to the unit of the state it updates:
  // walk back from each updated result through elementwise work (a reduction,
  // such as a clipping norm, mixes parameters and ends the walk).
  auto ret = cast<func::ReturnOp>(block.getTerminator());
  for (OpOperand &result : ret->getOpOperands()) {
    auto updates = func.getResultAttrOfType<IntegerAttr>(
        result.getOperandNumber(), FSDPDialect::kUpdatesAttrName);
    if (!updates)
      continue;
    auto unit = func.getArgAttrOfType<StringAttr>(updates.getInt(),
                                                  FSDPDialect::kUnitAttrName);
    if (!unit)
      continue;
    SmallVector<Value> worklist{result.get()};
    llvm::DenseSet<Operation *> visited;
    while (!worklist.empty()) {
      Operation *def = worklist.pop_back_val().getDefiningOp();
      if (!def || !visited.insert(def).second)
        continue;
      if (auto scatter = dyn_cast<ReduceScatterOp>(def)) {
        if (!scatter->hasAttr(FSDPDialect::kUnitAttrName))
          scatter->setAttr(FSDPDialect::kUnitAttrName, unit);
        continue;
      }
      auto linalgOp = dyn_cast<linalg::LinalgOp>(def);
      if (linalgOp && linalgOp.getNumReductionLoops() == 0)
        llvm::append_range(worklist, linalgOp.getDpsInputs());
    }
  }
}

LogicalResult FunctionPartitioner::run() {
  if (!func.getBody().hasOneBlock())
    return func.emitOpError(
        "has more than one block; fsdp-partition takes straight-line steps");
  Block &block = func.getBody().front();
  if (failed(partitionArguments()))
    return failure();
  for (Operation &op : llvm::make_early_inc_range(block))
    if (failed(partitionOp(&op)))
      return failure();

  labelGradientUnits(block);
  // Chains recomputed on shards leave their whole-size originals dead.
  for (Operation &op : llvm::make_early_inc_range(llvm::reverse(block)))
    if (isOpTriviallyDead(&op))
      op.erase();
  for (BlockArgument arg : func.getArguments())
    if (distOf(arg).isSplit())
      func.setArgAttr(arg.getArgNumber(), FSDPDialect::kGlobalTypeAttrName,
                      TypeAttr::get(globalTypeOf(arg)));
  func.setType(FunctionType::get(func.getContext(), block.getArgumentTypes(),
                                 block.getTerminator()->getOperandTypes()));
  return success();
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

struct PartitionPass
    : public mlir::fsdp::impl::FSDPPartitionBase<PartitionPass> {
  using FSDPPartitionBase::FSDPPartitionBase;

  void runOnOperation() override;

private:
  LogicalResult bindMesh(MeshOp mesh);
};

LogicalResult PartitionPass::bindMesh(MeshOp meshOp) {
  MeshAttr mesh = meshOp.getMesh();
  int64_t worldSize = this->worldSize;
  SmallVector<int64_t> sizes(mesh.getAxisSizes());
  if (worldSize != 0 && !meshSizes.empty())
    return meshOp.emitOpError(
        "fsdp-partition takes world-size or mesh, not both");
  if (worldSize != 0) {
    if (worldSize < 1)
      return meshOp.emitOpError()
             << "world-size must be positive, not " << worldSize;
    // A mesh bound by hand only has to match the world size.
    if (mesh.isBound() && sizes.size() != 1) {
      int64_t ranks = 1;
      for (int64_t size : sizes)
        ranks *= size;
      if (ranks != worldSize)
        return meshOp.emitOpError()
               << "has " << ranks << " ranks, not world-size " << worldSize;
      return success();
    }
    if (sizes.size() != 1)
      return meshOp.emitOpError()
             << "world-size binds a 1-D mesh, but this one has " << sizes.size()
             << " axes; use mesh=\"axis=size,...\"";
    if (!ShapedType::isDynamic(sizes[0]) && sizes[0] != worldSize)
      return meshOp.emitOpError() << "is bound to " << sizes[0]
                                  << " ranks, not world-size " << worldSize;
    sizes[0] = worldSize;
  } else if (!meshSizes.empty()) {
    SmallVector<StringRef> entries;
    StringRef(meshSizes).split(entries, ',', -1, /*KeepEmpty=*/false);
    for (StringRef entry : entries) {
      auto [name, value] = entry.trim().split('=');
      int64_t size = 0;
      if (value.trim().getAsInteger(10, size) || size < 1)
        return meshOp.emitOpError()
               << "mesh option entry '" << entry.trim()
               << "' is not axis=size with a positive size";
      std::optional<unsigned> axis = mesh.getAxisIndex(name.trim());
      if (!axis)
        return meshOp.emitOpError()
               << "mesh option names axis \"" << name.trim() << "\", which "
               << "@" << meshOp.getSymName() << " does not have";
      if (!ShapedType::isDynamic(sizes[*axis]) && sizes[*axis] != size)
        return meshOp.emitOpError()
               << "axis \"" << name.trim() << "\" is bound to " << sizes[*axis]
               << ", not " << size;
      sizes[*axis] = size;
    }
  }
  for (auto [name, size] : llvm::zip(mesh.getAxisNames(), sizes))
    if (ShapedType::isDynamic(size))
      return meshOp.emitOpError()
             << "axis \"" << name.getValue()
             << "\" has no size; give fsdp-partition world-size=N or "
                "mesh=\"axis=size,...\"";
  meshOp.setMeshAttr(
      MeshAttr::get(meshOp.getContext(), mesh.getAxisNames(), sizes));
  return success();
}

void PartitionPass::runOnOperation() {
  ModuleOp module = getOperation();
  Options options;
  for (auto [name, text, slot] :
       {std::make_tuple("param-dtype", &paramDtype, &options.paramType),
        std::make_tuple("reduce-dtype", &reduceDtype, &options.reduceType)}) {
    if (text->empty())
      continue;
    FailureOr<Type> type = parseElementType(module.getContext(), *text);
    if (failed(type)) {
      module.emitError() << "fsdp-partition: unknown element type '" << *text
                         << "' for " << name << "; expected bf16, f16 or f32";
      return signalPassFailure();
    }
    *slot = *type;
  }
  for (MeshOp mesh : module.getOps<MeshOp>())
    if (failed(bindMesh(mesh)))
      return signalPassFailure();

  for (func::FuncOp func :
       llvm::make_early_inc_range(module.getOps<func::FuncOp>())) {
    FlatSymbolRefAttr meshRef;
    auto noteMesh = [&](DictionaryAttr attrs) -> LogicalResult {
      auto sharding = dyn_cast_or_null<ShardingAttr>(
          attrs ? attrs.get(FSDPDialect::kShardingAttrName) : Attribute());
      if (!sharding)
        return success();
      if (meshRef && meshRef != sharding.getMesh())
        return func.emitOpError()
               << "uses meshes " << meshRef << " and " << sharding.getMesh()
               << "; fsdp-partition partitions a function over one mesh";
      meshRef = sharding.getMesh();
      return success();
    };
    for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
      if (failed(noteMesh(func.getArgAttrDict(i))))
        return signalPassFailure();
    for (unsigned i = 0, e = func.getNumResults(); i < e; ++i)
      if (failed(noteMesh(func.getResultAttrDict(i))))
        return signalPassFailure();
    if (!meshRef || func.isExternal())
      continue;
    FunctionPartitioner partitioner(func, lookupMesh(func, meshRef), options);
    if (failed(partitioner.run()))
      return signalPassFailure();
  }
}

} // namespace
