//===- Partitioner.h - fsdp-partition's per-function rewrite ----*- C++ -*-===//
//
// The pieces of fsdp-partition, shared by its source files:
//
//   Partition.cpp          the pass: options, binding the mesh, the checks
//                          that the module is a global-view program
//   PartitionValidate.cpp  checks of one untouched function (signature,
//                          ops, types) that run before anything is rewritten
//   PartitionArguments.cpp arguments, results and gradient units
//   PartitionConvert.cpp   conversions between distributions (collectives)
//   PartitionLinalg.cpp    the rules for linalg ops and their bodies
//   PartitionTensor.cpp    the rules for tensor ops and every other op, and
//                          the dispatch to each op's rule
//
// The partitioner walks the single block of a sharded function in program
// order, gives every tensor value a Distribution, rewrites types in place to
// local shapes, and inserts collectives (cached, so a value is converted to a
// layout once) where a consumer needs a layout its operand does not have.
//
// Diagnostics: everything that can be checked on the untouched function is
// (validateFunction). What can only be decided while rewriting (a rule that
// meets a distribution it cannot handle) is reported at the op's location
// with mlir::emitError, before that op is changed, and never with
// Operation::emitOpError, which would print the half-rewritten function.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_PASSES_PARTITIONER_H
#define FSDPC_PASSES_PARTITIONER_H

#include "Distribution.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

namespace mlir::fsdp {

/// The precision options of the pass.
struct PartitionOptions {
  Type paramType;  // null: gather parameters in their own type
  Type reduceType; // null: reduce gradients in their own type
};

/// How a replicated elementwise op is recomputed at a split's local size:
/// the split loop, each result's distribution, and each operand that reads
/// the loop with the distribution it is converted to.
struct LocalizationPlan {
  unsigned loop;
  SmallVector<Distribution> results;
  SmallVector<std::pair<OpOperand *, Distribution>> operands;
};

/// A value converted to a layout: the key of the conversion cache.
struct ConversionKey {
  Value value;
  Distribution layout;
};

} // namespace mlir::fsdp

namespace llvm {
template <> struct DenseMapInfo<mlir::fsdp::ConversionKey> {
  using Key = mlir::fsdp::ConversionKey;
  static Key getEmptyKey() {
    return {DenseMapInfo<mlir::Value>::getEmptyKey(), {}};
  }
  static Key getTombstoneKey() {
    return {DenseMapInfo<mlir::Value>::getTombstoneKey(), {}};
  }
  static unsigned getHashValue(const Key &key) {
    return hash_combine(DenseMapInfo<mlir::Value>::getHashValue(key.value),
                        mlir::fsdp::hashLayout(key.layout));
  }
  static bool isEqual(const Key &lhs, const Key &rhs) {
    return lhs.value == rhs.value && lhs.layout.sameLayout(rhs.layout);
  }
};
} // namespace llvm

namespace mlir::fsdp {

//===----------------------------------------------------------------------===//
// Diagnostics in the user's terms
//===----------------------------------------------------------------------===//

/// An error at `op`'s location, worded like emitOpError ("'linalg.generic'
/// op ...") but without the note that prints the (partly rewritten) op.
InFlightDiagnostic emitOpErrorAt(Operation *op);

/// The user's name of argument `index` of `func`: its location's name (the
/// frontend's pytree path, `loc("params.w")`) when it has one, else
/// "#index".
std::string getArgumentName(func::FuncOp func, unsigned index);

/// How a diagnostic names argument `index` of `func`: by the name of its
/// location (the frontend's pytree path, `loc("batch.tokens")`) when it has
/// one, else by its number. Emit such errors at the argument's location.
std::string describeArgument(func::FuncOp func, unsigned index);

/// The argument of `func` that result `index` is the next value of
/// (`fsdp.updates`), when it names one. The dialect verifies the attribute;
/// this assumes nothing of it.
std::optional<unsigned> getUpdatedArgument(func::FuncOp func, unsigned index);

/// Checks everything about `func` that can be checked before rewriting it:
/// its shape (one block), its arguments' and results' shardings against
/// their types and the mesh, fsdp.updates, and that every op and type in its
/// body is within the input contract.
LogicalResult validateFunction(func::FuncOp func, MeshAttr mesh);

//===----------------------------------------------------------------------===//
// Indexing helpers
//===----------------------------------------------------------------------===//

/// The loop that indexes dimension `dim` of `operand`, if it is a plain loop.
std::optional<unsigned> getLoopOf(linalg::LinalgOp op, OpOperand *operand,
                                  int64_t dim);
/// The dimension of `operand` that loop `loop` indexes, if one does plainly
/// and no other dimension reads the loop.
std::optional<int64_t> getDimOfLoop(linalg::LinalgOp op, OpOperand *operand,
                                    unsigned loop);
/// Whether `operand`'s indexing map reads loop `loop`.
bool touchesLoop(linalg::LinalgOp op, OpOperand *operand, unsigned loop);
/// Generalizes a named op so that its body can be edited.
linalg::GenericOp makeEditable(linalg::LinalgOp op);
/// Replaces `linalg.index` of `loop` in `op`'s body by the global index
/// (local index + `offset`), which it returns.
Value globalizeIndex(linalg::GenericOp op, unsigned loop, Value offset);
/// Uses, inside `op`'s body, of tensors defined outside it.
SmallVector<OpOperand *> getCapturedTensors(linalg::LinalgOp op);
/// An elementwise float conversion of `value` to `elementType`.
Value castElements(OpBuilder &b, Location loc, Value value, Type elementType);

//===----------------------------------------------------------------------===//
// The partitioner of one function
//===----------------------------------------------------------------------===//

class FunctionPartitioner {
public:
  FunctionPartitioner(func::FuncOp func, MeshOp meshOp,
                      PartitionOptions options);

  /// Rewrites the (validated) function into its per-rank program.
  LogicalResult run();

private:
  /// A loop of a linalg op that ranks run a part of.
  struct LoopSplit {
    unsigned loop;
    SmallVector<StringAttr> axes;
    SplitOrigin origin;
    StringAttr unit;
  };

  /// What a linalg op's rule decided, before anything is rewritten.
  struct LinalgPlan {
    std::optional<LoopSplit> split;
    /// Partial sums that the op carries on (it is linear in them).
    bool keepPartial = false;
    SmallVector<StringAttr> partialAxes;
    /// The layout each DPS input is needed in.
    SmallVector<Distribution> inputs;
    /// The layout of each result; `accumulates` marks results that combine
    /// the ranks' terms (a reduction over the split loop).
    SmallVector<Distribution> results;
    SmallVector<bool> accumulates;
    /// The batch split could not follow the op: it runs whole.
    bool wholeBatch = false;
  };

  // Bookkeeping of distributions and global types.
  Distribution distOf(Value value) const;
  RankedTensorType globalTypeOf(Value value) const;
  void setDistribution(Value value, RankedTensorType globalType,
                       const Distribution &dist);
  ArrayAttr axesAttr(ArrayRef<StringAttr> axes);

  // Arguments and results (PartitionArguments.cpp).
  void partitionArguments();
  /// The dimension a partial value of global type `type` is reduce-scattered
  /// along where it is not consumed with its parameter (Adam's g * g): a
  /// gradient has its parameter's shape, so the dimension state of that
  /// shape is split along (1 for stacked layers), else 0.
  int64_t getGradientSplitDim(RankedTensorType type) const;
  LogicalResult partitionReturn(func::ReturnOp op);
  void labelGradientUnits(Block &block);

  // Every op: the dispatch, tensor ops and the rest (PartitionTensor.cpp).
  LogicalResult partitionOp(Operation *op);
  LogicalResult partitionExtractSlice(tensor::ExtractSliceOp op);
  LogicalResult partitionInsertSlice(tensor::InsertSliceOp op);
  template <typename ReshapeOp>
  LogicalResult partitionReshape(ReshapeOp op, bool expanding);
  LogicalResult partitionConcat(tensor::ConcatOp op);
  LogicalResult partitionReplicatedOnly(Operation *op);

  // Linalg ops (PartitionLinalg.cpp), in the order the rule runs.
  LogicalResult partitionLinalg(linalg::LinalgOp op);
  SmallVector<int64_t> getGlobalLoopExtents(linalg::LinalgOp op);
  void reuseScatteredPartials(linalg::LinalgOp op);
  FailureOr<LinalgPlan> planLinalg(linalg::LinalgOp op);
  /// planLinalg, or, when the batch split cannot follow the op: a plan
  /// gathering the operands split along another loop than a kept one
  /// (planGatheringOtherSplits), else the replicated plan (a compound index,
  /// a reduction without a collective): its batch-split operands are
  /// gathered and it runs whole on every rank. Each with a warning.
  FailureOr<LinalgPlan> planOrGatherBatch(linalg::LinalgOp op);
  /// planLinalg with its errors held back, the first kept in `reason`.
  FailureOr<LinalgPlan> planQuietly(linalg::LinalgOp op, std::string &reason);
  /// The first plan that keeps one loop a batch-split operand is read along
  /// (parallel loops first) and gathers the batch-split operands not split
  /// along it (converted, with a warning), when one exists; else `reason`
  /// holds the first error of the first plan tried.
  FailureOr<LinalgPlan> planGatheringOtherSplits(linalg::LinalgOp op,
                                                 std::string &reason);
  FailureOr<LinalgPlan> planKeepingLoop(linalg::LinalgOp op, unsigned loop,
                                        ArrayRef<StringAttr> axes,
                                        std::string &reason);
  LogicalResult findBatchSplit(linalg::LinalgOp op,
                               std::optional<LoopSplit> &split);
  /// Rule 1 for an op without batch-split operands: the loop at whose own
  /// index the body reads a captured batch-split table's rows, if any.
  std::optional<LoopSplit> findCapturedBatchSplit(linalg::LinalgOp op);
  /// The loop at whose own index `extract` reads rows of a batch-split
  /// table (distributed as `dist`) across the table's whole extent: the one
  /// read a rank can make locally, at row - offset.
  std::optional<unsigned> getTableRowLoop(linalg::LinalgOp op,
                                          tensor::ExtractOp extract,
                                          const Distribution &dist);
  std::optional<LoopSplit> findParamSplit(linalg::LinalgOp op);
  bool canKeepParamLoop(linalg::LinalgOp op, unsigned loop,
                        ArrayRef<StringAttr> axes,
                        ArrayRef<OpOperand *> sharded);
  void planPartials(linalg::LinalgOp op, LinalgPlan &plan);
  LogicalResult planInputs(linalg::LinalgOp op, LinalgPlan &plan);
  LogicalResult planCapturedReads(linalg::LinalgOp op, const LinalgPlan &plan);
  LogicalResult planResults(linalg::LinalgOp op, LinalgPlan &plan);
  LogicalResult convertOperands(linalg::LinalgOp op, const LinalgPlan &plan);
  LogicalResult convertInits(linalg::LinalgOp op, const LinalgPlan &plan);
  /// The init of an accumulating result as this rank's starting value
  /// (asPartial); an init the body never reads is taken as it is.
  Value initForAccumulation(linalg::LinalgOp op, OpOperand &init, Value value,
                            const Distribution &resultDist);

  // Bodies of split linalg ops (PartitionLinalg.cpp).
  void rewriteBody(linalg::LinalgOp &op, const LoopSplit &split,
                   int64_t globalExtent);
  void localizeTableReads(linalg::LinalgOp op, Value offset);
  void maskPadding(linalg::GenericOp op, Value globalIndex,
                   int64_t globalExtent);

  // Conversions (PartitionConvert.cpp).
  /// `value` laid out as `to`, converted before `user` if needed.
  FailureOr<Value> convert(Value value, const Distribution &to,
                           Operation *user);
  FailureOr<Value> convertUncached(Value value, const Distribution &from,
                                   const Distribution &to, Operation *user);
  /// The conversion of `value` to `layout` made earlier, if any.
  Value lookupConversion(Value value, const Distribution &layout) const;
  /// Remembers `converted` as `value` laid out as `to`, for later readers.
  void recordConversion(Value value, const Distribution &to, Value converted);
  /// A replicated value at the local size of `to`: recomputed when its
  /// producer allows (`localize`), else sliced (fsdp.shard).
  Value sliceReplicated(Value value, const Distribution &to, OpBuilder &b,
                        Location loc, bool localize = true);
  /// A replicated value as the partial `to`, whose ranks' parts combine to
  /// it: a non-idempotent combiner (sum) would count it once per rank, so
  /// only the first rank keeps it and the others hold the identity (a zero
  /// tensor, or any value under max and min, every rank keeps).
  Value asPartial(Value value, const Distribution &to, OpBuilder &b,
                  Location loc);
  /// `value`, computed by an elementwise linalg op from whole values and
  /// loop indices, recomputed at the local size of `to` (null if it cannot
  /// be); the op's other results are recomputed with it.
  Value localizeProducer(Value value, const Distribution &to, OpBuilder &b,
                         int depth);
  /// Whether and how `op` producing `result` can be recomputed at the local
  /// size of `to` (nothing is created).
  std::optional<LocalizationPlan> planLocalization(linalg::LinalgOp op,
                                                   OpResult result,
                                                   const Distribution &to);
  static bool readsLoopIndex(linalg::LinalgOp op, unsigned loop);
  Value gatherParameter(Value value, const Distribution &from, OpBuilder &b,
                        Location loc);
  /// The whole batch of a batch-split `value` on every rank (an all-gather),
  /// which `user` needs as `to`: with a warning at `user` unless it
  /// explained already.
  Value gatherBatch(Value value, const Distribution &from,
                    const Distribution &to, Operation *user, OpBuilder &b,
                    Location loc);
  /// Warns at `op` that it runs on the whole batch on every rank, and why
  /// (`why` completes "it ..."); its gathers then say nothing more. Quiet
  /// where `op` reads no batch that a gather would move.
  void warnRunsWhole(Operation *op, const Twine &why);
  /// Whether gathering batch-split `dist` moves data: not where its axes
  /// span one rank, which holds the whole batch already (a batch of one on
  /// one device, whose unit dimension ops drop).
  bool gathersData(const Distribution &dist) const;
  /// Whether `op` reads a batch-split value whose gather moves data.
  bool readsMovableBatch(Operation *op) const;
  /// Combines a partial value: reduce-scatters it over `scatterAxes` along
  /// `scatterDim` (into the shards of `unit`'s parameter) and all-reduces
  /// the other axes.
  Value reducePartial(Value value, const Distribution &from,
                      ArrayRef<StringAttr> scatterAxes, int64_t scatterDim,
                      StringAttr unit, OpBuilder &b, Location loc);
  /// When `value` concatenates values along another dimension than `to`
  /// splits (an unrolled scan's stacked gradients), converts each piece
  /// (one reduce-scatter per layer) and concatenates the shards. Returns a
  /// null value when `value` is no such concatenation.
  FailureOr<Value> convertConcatenation(Value value, const Distribution &to,
                                        Operation *user);
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

  func::FuncOp func;
  MeshAttr mesh;
  FlatSymbolRefAttr meshRef;
  PartitionOptions options;
  DenseMap<Value, Distribution> dists;
  DenseMap<Value, RankedTensorType> globalTypes;
  DenseMap<ConversionKey, Value> conversions;
  /// fsdp.rank per list of axes.
  DenseMap<ArrayAttr, Value> ranks;
  /// The axes parameters are sharded over (from the arguments).
  SmallVector<StringAttr> paramAxes;
  /// The dimension state of each global shape is split along, when all
  /// state of that shape agrees (getGradientSplitDim).
  DenseMap<RankedTensorType, int64_t> stateSplitDims;
  /// Ops that warned why they gather a batch-split value.
  llvm::DenseSet<Operation *> explainedBatchGathers;
};

} // namespace mlir::fsdp

#endif // FSDPC_PASSES_PARTITIONER_H
