//===- PartitionConvert.cpp - conversions between distributions ----------===//
//
// Where a consumer needs a value in a layout it does not have, the
// partitioner converts it: a replicated value is sliced (or recomputed at
// the local size), a sharded parameter all-gathered, a partial value
// all-reduced or reduce-scattered. Each (value, layout) pair is converted
// once; later consumers reuse the result.
//
//===----------------------------------------------------------------------===//

#include "BodyAnalysis.h"
#include "MapElements.h"
#include "Partitioner.h"

using namespace mlir;
using namespace mlir::fsdp;

Value mlir::fsdp::castElements(OpBuilder &b, Location loc, Value value,
                               Type elementType) {
  Type from = getElementTypeOrSelf(value.getType());
  if (from == elementType)
    return value;
  bool widen =
      elementType.getIntOrFloatBitWidth() > from.getIntOrFloatBitWidth();
  return mapElements(b, loc, value, elementType,
                     [&](OpBuilder &nb, Location nloc, Value element) {
                       return widen ? Value(arith::ExtFOp::create(
                                          nb, nloc, elementType, element))
                                    : Value(arith::TruncFOp::create(
                                          nb, nloc, elementType, element));
                     });
}

//===----------------------------------------------------------------------===//
// Ranks and offsets
//===----------------------------------------------------------------------===//

Value FunctionPartitioner::getRank(ArrayRef<StringAttr> axes) {
  Value &rank = ranks[axesAttr(axes)];
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

//===----------------------------------------------------------------------===//
// Replicated to split
//===----------------------------------------------------------------------===//

Value FunctionPartitioner::sliceReplicated(Value value, const Distribution &to,
                                           OpBuilder &b, Location loc,
                                           bool localize) {
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
  if (localize)
    if (Value computed = localizeProducer(value, to, b, /*depth=*/0))
      return computed;
  return ShardOp::create(b, loc, local, value, meshRef, axesAttr(to.axes),
                         b.getI64IntegerAttr(to.dim));
}

std::optional<LocalizationPlan>
FunctionPartitioner::planLocalization(linalg::LinalgOp op, OpResult result,
                                      const Distribution &to) {
  if (op.getNumReductionLoops() != 0 || !getCapturedTensors(op).empty())
    return std::nullopt;
  std::optional<unsigned> loop =
      getLoopOf(op, op.getDpsInitOperand(result.getResultNumber()), to.dim);
  if (!loop)
    return std::nullopt;
  LocalizationPlan plan{*loop, {}, {}};
  auto splitAlongLoop = [&](OpOperand *operand) -> std::optional<Distribution> {
    std::optional<int64_t> dim = getDimOfLoop(op, operand, *loop);
    if (!dim)
      return std::nullopt;
    return Distribution::split(*dim, to.axes, to.origin, to.unit);
  };
  // Every result is recomputed: each must be split along the loop too.
  for (OpOperand &init : op.getDpsInitsMutable()) {
    std::optional<Distribution> dist = splitAlongLoop(&init);
    if (!dist)
      return std::nullopt;
    plan.results.push_back(*dist);
  }
  for (OpOperand &operand : op->getOpOperands()) {
    if (!touchesLoop(op, &operand, *loop))
      continue;
    std::optional<Distribution> part = splitAlongLoop(&operand);
    if (!part || !distOf(operand.get()).isReplicated())
      return std::nullopt;
    plan.operands.push_back({&operand, *part});
  }
  return plan;
}

Value FunctionPartitioner::localizeProducer(Value value, const Distribution &to,
                                            OpBuilder &b, int depth) {
  // A whole value an elementwise op computes from whole values and loop
  // indices (a broadcast over the batch, a mask, random bits from counters)
  // is computed at the local size instead of sliced out of a whole-size
  // temporary that grows with the number of ranks. Each value is localized
  // once (the conversion cache) and an op only after all its operands are
  // known to convert, so a chain costs its length; past the depth bound the
  // rest of a chain is sliced.
  constexpr int kMaxDepth = 24;
  if (Value done = lookupConversion(value, to))
    return done;
  auto op = value.getDefiningOp<linalg::LinalgOp>();
  if (!op || depth > kMaxDepth)
    return {};
  std::optional<LocalizationPlan> plan =
      planLocalization(op, cast<OpResult>(value), to);
  if (!plan)
    return {};
  SmallVector<Value> operands(op->getOperands());
  llvm::DenseSet<Value> zeroArgs; // block arguments whose padding rows are 0
  for (auto [operand, part] : plan->operands) {
    Value current = operand->get();
    Value &local = operands[operand->getOperandNumber()];
    if (op.isDpsInit(operand) &&
        op.getMatchingBlockArgument(operand).use_empty()) {
      RankedTensorType type = getLocalType(globalTypeOf(current), part, mesh);
      local = tensor::EmptyOp::create(b, op.getLoc(), type.getShape(),
                                      type.getElementType());
      continue;
    }
    // localizeProducer looked the conversion up first: none was made.
    local = localizeProducer(current, part, b, depth + 1);
    if (!local) {
      local = sliceReplicated(current, part, b, op.getLoc(),
                              /*localize=*/false);
      recordConversion(current, part, local);
    }
    zeroArgs.insert(op.getMatchingBlockArgument(operand));
  }
  // A body reading the index of the split loop reads this rank's rows:
  // local index + offset. Rows past a padded dimension's end must hold zero,
  // as the slice they replace would: the operands' do, and a body that does
  // not keep zero on zero (or reads the index) is masked.
  int64_t globalExtent = globalTypeOf(value).getDimSize(to.dim);
  int64_t groupSize = getGroupSize(mesh, to.axes);
  bool readsIndex = readsLoopIndex(op, plan->loop);
  bool mask = globalExtent % groupSize != 0 &&
              (readsIndex || !yieldsZeroOn(op, zeroArgs));
  Value offset;
  if (readsIndex || mask)
    offset = getShardOffset(to.axes, shardSize(globalExtent, groupSize), b,
                            op.getLoc());
  Operation *clone = b.clone(*op.getOperation());
  clone->setOperands(operands);
  auto localize = [&](Operation *local) {
    for (auto [result, dist] : llvm::zip(op->getResults(), plan->results))
      setDistribution(local->getResult(result.getResultNumber()),
                      globalTypeOf(result), dist);
  };
  localize(clone); // local result types, before a named op is generalized
  if (offset) {
    linalg::GenericOp generic = makeEditable(cast<linalg::LinalgOp>(clone));
    Value globalIndex = globalizeIndex(generic, plan->loop, offset);
    if (mask)
      maskPadding(generic, globalIndex, globalExtent);
    if (generic != clone)
      localize(clone = generic);
  }
  for (auto [result, dist] : llvm::zip(op->getResults(), plan->results))
    conversions[ConversionKey{result, dist}] =
        clone->getResult(result.getResultNumber());
  return clone->getResult(cast<OpResult>(value).getResultNumber());
}

bool FunctionPartitioner::readsLoopIndex(linalg::LinalgOp op, unsigned loop) {
  bool reads = false;
  op.getBlock()->walk(
      [&](linalg::IndexOp index) { reads |= index.getDim() == loop; });
  return reads;
}

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

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
                                         int64_t scatterDim, StringAttr unit,
                                         OpBuilder &b, Location loc) {
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
        Distribution::split(scatterDim, scatterAxes, SplitOrigin::Param);
    Type localType = getLocalType(global, shard, mesh).clone(wireType);
    auto scatter = ReduceScatterOp::create(
        b, loc, TypeRange{localType}, kind, ValueRange{current}, meshRef,
        axesAttr(scatterAxes), b.getI64IntegerAttr(scatterDim));
    if (unit)
      scatter->setAttr(FSDPDialect::kUnitAttrName, unit);
    current = scatter.getResult(0);
  }
  // HSDP: the replica axes still hold partial shards. The all-reduce of a
  // shard belongs to its reduce-scatter's unit, so that fsdp-bucket merges a
  // unit's all-reduces as it merges their reduce-scatters.
  if (!remaining.empty()) {
    auto reduce = AllReduceOp::create(b, loc, kind, ValueRange{current},
                                      meshRef, axesAttr(remaining));
    if (unit && !scatterAxes.empty())
      reduce->setAttr(FSDPDialect::kUnitAttrName, unit);
    current = reduce.getResult(0);
  }
  return castElements(b, loc, current, elementType);
}

//===----------------------------------------------------------------------===//
// Converting a value
//===----------------------------------------------------------------------===//

Value FunctionPartitioner::lookupConversion(Value value,
                                            const Distribution &layout) const {
  return conversions.lookup(ConversionKey{value, layout});
}

FailureOr<Value> FunctionPartitioner::convert(Value value,
                                              const Distribution &to,
                                              Operation *user) {
  Distribution from = distOf(value);
  if (from.sameLayout(to) || !isa<RankedTensorType>(value.getType()))
    return value;
  if (Value cached = lookupConversion(value, to))
    return cached;
  FailureOr<Value> converted = convertUncached(value, from, to, user);
  if (failed(converted))
    return failure();
  // A value that already is what `to` asks (zeros as a partial sum) keeps
  // its own layout for its other readers.
  if (*converted == value)
    return value;
  recordConversion(value, to, *converted);
  return *converted;
}

void FunctionPartitioner::recordConversion(Value value, const Distribution &to,
                                           Value converted) {
  Distribution stored = to;
  if (stored.isSplit() && !stored.unit)
    stored.unit = distOf(value).unit;
  globalTypes[converted] = globalTypeOf(value).clone(
      cast<RankedTensorType>(converted.getType()).getElementType());
  dists[converted] = stored;
  conversions[ConversionKey{value, to}] = converted;
}

Value FunctionPartitioner::asPartial(Value value, const Distribution &to,
                                     OpBuilder &b, Location loc) {
  // max and min are idempotent, and zeros sum to zero: every rank may hold
  // the whole value.
  if (to.combiner != ReductionKind::sum || isZeroTensor(value))
    return value;
  // An elementwise op, which fsdp-translate runs as a kernel reading the
  // rank like any other (a select of whole tensors is no op it runs).
  auto type = cast<RankedTensorType>(value.getType());
  Value isFirst =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, getRank(to.axes),
                            arith::ConstantIndexOp::create(b, loc, 0));
  Value identity = arith::ConstantOp::create(
      b, loc, getIdentityAttr(to.combiner, type.getElementType()));
  Value init =
      tensor::EmptyOp::create(b, loc, type.getShape(), type.getElementType());
  AffineMap identityMap = b.getMultiDimIdentityMap(type.getRank());
  SmallVector<utils::IteratorType> parallel(type.getRank(),
                                            utils::IteratorType::parallel);
  return linalg::GenericOp::create(
             b, loc, TypeRange{type}, ValueRange{value}, ValueRange{init},
             ArrayRef<AffineMap>{identityMap, identityMap}, parallel,
             [&](OpBuilder &nested, Location at, ValueRange args) {
               linalg::YieldOp::create(
                   nested, at,
                   ValueRange{arith::SelectOp::create(nested, at, isFirst,
                                                      args[0], identity)});
             })
      .getResult(0);
}

bool FunctionPartitioner::gathersData(const Distribution &dist) const {
  return dist.isBatchSplit() && getGroupSize(mesh, dist.axes) > 1;
}

bool FunctionPartitioner::readsMovableBatch(Operation *op) const {
  return llvm::any_of(op->getOperands(),
                      [&](Value v) { return gathersData(distOf(v)); });
}

void FunctionPartitioner::warnRunsWhole(Operation *op, const Twine &why) {
  if (!readsMovableBatch(op) || !explainedBatchGathers.insert(op).second)
    return;
  mlir::emitWarning(op->getLoc())
      << "'" << op->getName()
      << "' op all-gathers the batch-split values it reads, and every rank "
         "holds and computes the whole batch there: it "
      << why;
}

Value FunctionPartitioner::gatherBatch(Value value, const Distribution &from,
                                       const Distribution &to, Operation *user,
                                       OpBuilder &b, Location loc) {
  RankedTensorType global = globalTypeOf(value);
  std::string type; // unquoted, as the op prints it
  llvm::raw_string_ostream(type) << global;
  if (gathersData(from) && explainedBatchGathers.insert(user).second)
    mlir::emitWarning(user->getLoc())
        << "'" << user->getName() << "' op needs a value that is "
        << from.describe(mesh) << " (" << type << ") as " << to.describe(mesh)
        << ": the batch is all-gathered, "
        << (to.isReplicated() ? "and every rank holds it whole there"
            : to.isSplit()    ? "then each rank keeps its part"
                              : "then it is held as the partial value");
  auto gather =
      AllGatherOp::create(b, loc, TypeRange{global}, ValueRange{value}, meshRef,
                          axesAttr(from.axes), b.getI64IntegerAttr(from.dim));
  return gather.getResult(0);
}

FailureOr<Value> FunctionPartitioner::convertUncached(Value value,
                                                      const Distribution &from,
                                                      const Distribution &to,
                                                      Operation *user) {
  OpBuilder b(user);
  Location loc = user->getLoc();
  auto refuse = [&]() {
    return emitOpErrorAt(user)
           << "needs a value that is " << from.describe(mesh) << " as "
           << to.describe(mesh) << "; fsdp-partition has no such conversion";
  };
  if (from.isReplicated()) {
    if (to.isSplit())
      return sliceReplicated(value, to, b, loc);
    return asPartial(value, to, b, loc);
  }
  if (from.isSplit()) {
    Value whole = from.origin == SplitOrigin::Batch
                      ? gatherBatch(value, from, to, user, b, loc)
                      : gatherParameter(value, from, b, loc);
    if (to.isReplicated())
      return whole;
    globalTypes[whole] = globalTypeOf(value);
    if (to.isSplit())
      return sliceReplicated(whole, to, b, loc);
    return asPartial(whole, to, b, loc);
  }
  // Partial values.
  if (to.isReplicated())
    return reducePartial(value, from, {}, 0, {}, b, loc);
  if (to.isSplit() && from.combiner == ReductionKind::sum &&
      llvm::all_of(to.axes, [&](StringAttr axis) {
        return llvm::is_contained(from.axes, axis);
      })) {
    if (FailureOr<Value> pieces = convertConcatenation(value, to, user);
        failed(pieces) || *pieces)
      return pieces;
    if (FailureOr<Value> viaRoot = reduceScatterChain(value, to, user);
        failed(viaRoot) || *viaRoot)
      return viaRoot;
    return reducePartial(value, from, to.axes, to.dim, to.unit, b, loc);
  }
  if (to.isSplit()) {
    Value whole = reducePartial(value, from, {}, 0, {}, b, loc);
    globalTypes[whole] = globalTypeOf(value);
    return sliceReplicated(whole, to, b, loc);
  }
  return refuse();
}

//===----------------------------------------------------------------------===//
// One reduce-scatter per gradient
//===----------------------------------------------------------------------===//

/// The partial operand of `op` if `op` is an elementwise link of a chain
/// over it that can be recomputed on shards along result dimension `dim`:
/// all parallel, its result read through the same map as that operand, its
/// other inputs whole, its accumulator unused, and every operand indexing
/// the split loop plainly.
static OpOperand *getChainInput(linalg::LinalgOp op, int64_t dim,
                                function_ref<bool(Value)> isPartial) {
  if (!op || op.getNumReductionLoops() != 0 || op->getNumResults() != 1 ||
      op.getNumDpsInits() != 1 ||
      !op.getMatchingBlockArgument(op.getDpsInitOperand(0)).use_empty())
    return nullptr;
  OpOperand *init = op.getDpsInitOperand(0);
  if (op.getMatchingIndexingMap(init).getNumResults() <= dim)
    return nullptr;
  std::optional<unsigned> rowLoop = getLoopOf(op, init, dim);
  if (!rowLoop || llvm::any_of(op->getOpOperands(), [&](OpOperand &operand) {
        return touchesLoop(op, &operand, *rowLoop) &&
               !getDimOfLoop(op, &operand, *rowLoop);
      }))
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
    OpOperand *input = getChainInput(link, to.dim, isSamePartial);
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
    OpOperand *input = getChainInput(link, to.dim, isSamePartial);
    Distribution shardDist = distOf(current);
    OpBuilder b(user);
    Operation *clone = b.clone(*link.getOperation());
    auto cloned = cast<linalg::LinalgOp>(clone);
    unsigned loop = *getLoopOf(cloned, cloned.getDpsInitOperand(0), to.dim);
    for (OpOperand &operand : clone->getOpOperands()) {
      if (operand.getOperandNumber() == input->getOperandNumber()) {
        operand.set(current);
        continue;
      }
      if (!touchesLoop(cloned, &operand, loop))
        continue;
      // getChainInput checked that the rows are indexed plainly.
      int64_t dim = *getDimOfLoop(cloned, &operand, loop);
      FailureOr<Value> local = convert(
          operand.get(),
          Distribution::split(dim, shardDist.axes, SplitOrigin::Param), clone);
      if (failed(local))
        return failure();
      operand.set(*local);
    }
    RankedTensorType global = globalTypeOf(link->getResult(0));
    Distribution resultDist = Distribution::split(
        to.dim, shardDist.axes, SplitOrigin::Param, shardDist.unit);
    setDistribution(clone->getResult(0), global, resultDist);
    LoopSplit split{loop, shardDist.axes, SplitOrigin::Param, shardDist.unit};
    rewriteBody(cloned, split, global.getDimSize(to.dim));
    current = cloned->getResult(0);
  }
  return current;
}

//===----------------------------------------------------------------------===//
// Concatenated partial values
//===----------------------------------------------------------------------===//

/// When `piece` is an expand_shape adding unit dimensions around result
/// dimension `dim` (a scan row stacked as [1, ...]), its source and the
/// source dimension `dim` comes from.
static std::optional<std::pair<Value, int64_t>> getUnitExpansion(Value piece,
                                                                 int64_t dim) {
  auto expand = piece.getDefiningOp<tensor::ExpandShapeOp>();
  if (!expand)
    return std::nullopt;
  ArrayRef<int64_t> shape = expand.getResultType().getShape();
  for (auto [sourceDim, group] :
       llvm::enumerate(expand.getReassociationIndices())) {
    if (!llvm::is_contained(group, dim))
      continue;
    if (llvm::any_of(group,
                     [&](int64_t d) { return d != dim && shape[d] != 1; }))
      return std::nullopt;
    return std::make_pair(expand.getSrc(), static_cast<int64_t>(sourceDim));
  }
  return std::nullopt;
}

FailureOr<Value>
FunctionPartitioner::convertConcatenation(Value value, const Distribution &to,
                                          Operation *user) {
  auto concat = value.getDefiningOp<tensor::ConcatOp>();
  if (!concat || static_cast<int64_t>(concat.getDim()) == to.dim)
    return Value();
  // The shard along `to.dim` of a concatenation along another dimension is
  // the concatenation of the pieces' shards. A piece that stacks a row (a
  // layer's gradient, expanded to [1, ...] where the stack is read, after
  // the last layer) is reduced from the row itself: the row exists as soon
  // as its layer's backward pass is done, so fsdp-schedule can issue each
  // layer's reduce-scatter then (and fsdp-bucket merge a layer's, which all
  // sit here, before `user`), instead of one over the whole stack after the
  // last layer.
  OpBuilder b(user);
  SmallVector<Value> shards;
  for (Value piece : concat.getInputs()) {
    std::optional<std::pair<Value, int64_t>> row =
        getUnitExpansion(piece, to.dim);
    if (!row) {
      FailureOr<Value> shard = convert(piece, to, user);
      if (failed(shard))
        return failure();
      shards.push_back(*shard);
      continue;
    }
    auto [source, sourceDim] = *row;
    Distribution rowShard = to;
    rowShard.dim = sourceDim;
    FailureOr<Value> shard = convert(source, rowShard, user);
    if (failed(shard))
      return failure();
    auto expand = piece.getDefiningOp<tensor::ExpandShapeOp>();
    RankedTensorType local = getLocalType(globalTypeOf(piece), to, mesh);
    Value expanded = tensor::ExpandShapeOp::create(
        b, expand.getLoc(), local.clone(getElementTypeOrSelf(shard->getType())),
        *shard, expand.getReassociationIndices());
    setDistribution(expanded, globalTypeOf(piece), to);
    shards.push_back(expanded);
  }
  auto local =
      tensor::ConcatOp::create(b, concat.getLoc(), concat.getDim(), shards);
  setDistribution(local.getResult(), globalTypeOf(value), to);
  return local.getResult();
}
