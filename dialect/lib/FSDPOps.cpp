//===- FSDPOps.cpp - fsdp operations --------------------------------------===//

#include "fsdpc/Dialect/FSDP/FSDP.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::fsdp;

#define GET_OP_CLASSES
#include "fsdpc/Dialect/FSDP/FSDPOps.cpp.inc"

namespace {
/// How a collective relates the shape of an operand to that of its result
/// along the collective's dimension.
enum class Layout {
  Gather,  // operand: one shard; result: the whole tensor
  Scatter, // operand: the whole tensor; result: one shard
  Same,    // identical shapes
};
} // namespace

//===----------------------------------------------------------------------===//
// Shared verification
//===----------------------------------------------------------------------===//

static LogicalResult verifyAxisList(Operation *op, ArrayAttr axes) {
  if (axes.empty())
    return op->emitOpError("needs at least one mesh axis");
  llvm::SmallSet<StringRef, 4> seen;
  for (StringAttr axis : axes.getAsRange<StringAttr>())
    if (!seen.insert(axis.getValue()).second)
      return op->emitOpError()
             << "lists mesh axis \"" << axis.getValue() << "\" twice";
  return success();
}

static bool isCommunicable(Type elementType) {
  return isa<FloatType>(elementType) || isa<IntegerType>(elementType);
}

/// Checks everything about the operand and result types that does not
/// depend on the size of the mesh.
static LogicalResult
verifyCollectiveTypes(Operation *op, ArrayAttr axes, TypeRange inputs,
                      TypeRange outputs, Layout layout,
                      std::optional<int64_t> dim,
                      std::optional<ReductionKind> reduction) {
  if (failed(verifyAxisList(op, axes)))
    return failure();
  if (inputs.empty())
    return op->emitOpError("needs at least one operand");
  if (inputs.size() != outputs.size())
    return op->emitOpError() << "has " << inputs.size() << " operands but "
                             << outputs.size() << " results";
  for (auto [index, types] : llvm::enumerate(llvm::zip(inputs, outputs))) {
    auto input = cast<RankedTensorType>(std::get<0>(types));
    auto output = cast<RankedTensorType>(std::get<1>(types));
    Type elementType = input.getElementType();
    if (elementType != output.getElementType())
      return op->emitOpError()
             << "operand #" << index << " has element type " << elementType
             << " but result #" << index << " has " << output.getElementType()
             << "; collectives never convert, cast before them";
    if (!isCommunicable(elementType))
      return op->emitOpError()
             << "operand #" << index << " has element type " << elementType
             << ", which cannot be communicated";
    if (reduction == ReductionKind::sum && elementType.isInteger(1))
      return op->emitOpError() << "'sum' is not defined for the i1 operand #"
                               << index << "; use 'max' for a logical or";
    if (input.getRank() != output.getRank())
      return op->emitOpError()
             << "operand #" << index << " has rank " << input.getRank()
             << " but result #" << index << " has rank " << output.getRank();
    if (dim && (*dim < 0 || *dim >= input.getRank()))
      return op->emitOpError()
             << "dimension " << *dim << " is out of range for operand #"
             << index << " of type " << input;
    for (int64_t d = 0, e = input.getRank(); d < e; ++d) {
      if ((layout != Layout::Same && d == *dim) ||
          input.getDimSize(d) == output.getDimSize(d))
        continue;
      return op->emitOpError()
             << "operand #" << index << " and result #" << index
             << " differ in dimension " << d << " (" << input.getDimSize(d)
             << " vs " << output.getDimSize(d) << ")";
    }
  }
  return success();
}

/// Resolves the mesh and returns the number of ranks spanned by `axes`.
static FailureOr<int64_t> verifyGroup(Operation *op, FlatSymbolRefAttr meshRef,
                                      ArrayAttr axes,
                                      SymbolTableCollection &symbolTable) {
  MeshOp meshOp = lookupMesh(op, meshRef, symbolTable);
  if (!meshOp)
    return op->emitOpError() << meshRef << " does not name an fsdp.mesh";
  MeshAttr mesh = meshOp.getMesh();
  int64_t groupSize = 1;
  for (StringAttr axis : axes.getAsRange<StringAttr>()) {
    std::optional<unsigned> index = mesh.getAxisIndex(axis.getValue());
    if (!index)
      return op->emitOpError() << "mesh axis \"" << axis.getValue()
                               << "\" is not an axis of mesh " << meshRef;
    int64_t size = mesh.getAxisSizes()[*index];
    if (ShapedType::isDynamic(size))
      return op->emitOpError()
             << "mesh axis \"" << axis.getValue() << "\" of " << meshRef
             << " has no size; communication needs a bound mesh (partition "
                "the program first)";
    groupSize *= size;
  }
  return groupSize;
}

/// Checks the sharded dimension: a shard has ceil(d / N) rows.
static LogicalResult verifyShardedSizes(Operation *op, TypeRange inputs,
                                        TypeRange outputs, Layout layout,
                                        int64_t dim, int64_t groupSize) {
  if (layout == Layout::Same)
    return success();
  for (auto [index, types] : llvm::enumerate(llvm::zip(inputs, outputs))) {
    int64_t in = cast<RankedTensorType>(std::get<0>(types)).getDimSize(dim);
    int64_t out = cast<RankedTensorType>(std::get<1>(types)).getDimSize(dim);
    int64_t full = layout == Layout::Gather ? out : in;
    int64_t local = layout == Layout::Gather ? in : out;
    int64_t expected = shardSize(full, groupSize);
    if (local == expected)
      continue;
    if (layout == Layout::Gather)
      return op->emitOpError()
             << "operand #" << index << " has " << local
             << " rows in dimension " << dim << ", but gathering " << full
             << " rows over " << groupSize << " ranks takes shards of "
             << expected;
    return op->emitOpError()
           << "result #" << index << " has " << local << " rows in dimension "
           << dim << ", but scattering " << full << " rows over " << groupSize
           << " ranks gives shards of " << expected;
  }
  return success();
}

/// The number of ranks spanned by `axes`, when the mesh is found and bound.
static std::optional<int64_t>
getStaticGroupSize(Operation *op, FlatSymbolRefAttr meshRef, ArrayAttr axes) {
  MeshOp meshOp = lookupMesh(op, meshRef);
  if (!meshOp)
    return std::nullopt;
  MeshAttr mesh = meshOp.getMesh();
  SmallVector<StringAttr> names =
      llvm::to_vector(axes.getAsRange<StringAttr>());
  if (llvm::any_of(names, [&](StringAttr axis) {
        return !mesh.getAxisIndex(axis.getValue());
      }))
    return std::nullopt;
  return mesh.getGroupSize(names);
}

template <typename OpTy> static bool isOverSingleRank(OpTy op) {
  return getStaticGroupSize(op, op.getMeshAttr(), op.getAxesAttr()) == 1;
}

//===----------------------------------------------------------------------===//
// RankOp
//===----------------------------------------------------------------------===//

LogicalResult RankOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  if (failed(verifyAxisList(*this, getAxesAttr())))
    return failure();
  return verifyGroup(*this, getMeshAttr(), getAxesAttr(), symbolTable);
}

OpFoldResult RankOp::fold(FoldAdaptor) {
  if (isOverSingleRank(*this))
    return IntegerAttr::get(IndexType::get(getContext()), 0);
  return {};
}

//===----------------------------------------------------------------------===//
// ShardOp
//===----------------------------------------------------------------------===//

LogicalResult ShardOp::verify() {
  return verifyCollectiveTypes(*this, getAxesAttr(), getInput().getType(),
                               getResult().getType(), Layout::Scatter,
                               getDimAttr().getInt(), std::nullopt);
}

LogicalResult ShardOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  FailureOr<int64_t> groupSize =
      verifyGroup(*this, getMeshAttr(), getAxesAttr(), symbolTable);
  if (failed(groupSize))
    return failure();
  return verifyShardedSizes(*this, getInput().getType(), getResult().getType(),
                            Layout::Scatter, getDimAttr().getInt(), *groupSize);
}

OpFoldResult ShardOp::fold(FoldAdaptor) {
  if (isOverSingleRank(*this))
    return getInput();
  return {};
}

//===----------------------------------------------------------------------===//
// Synchronous collectives
//===----------------------------------------------------------------------===//

LogicalResult AllGatherOp::verify() {
  return verifyCollectiveTypes(*this, getAxesAttr(), getInputs().getTypes(),
                               getResultTypes(), Layout::Gather,
                               getDimAttr().getInt(), std::nullopt);
}

LogicalResult
AllGatherOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  FailureOr<int64_t> groupSize =
      verifyGroup(*this, getMeshAttr(), getAxesAttr(), symbolTable);
  if (failed(groupSize))
    return failure();
  return verifyShardedSizes(*this, getInputs().getTypes(), getResultTypes(),
                            Layout::Gather, getDimAttr().getInt(), *groupSize);
}

LogicalResult AllGatherOp::fold(FoldAdaptor,
                                SmallVectorImpl<OpFoldResult> &results) {
  if (isOverSingleRank(*this)) {
    llvm::append_range(results, getInputs());
    return success();
  }
  // Gathering what fsdp.shard cut out of a replicated tensor gives it back.
  SmallVector<OpFoldResult> wholes;
  for (auto [input, result] : llvm::zip(getInputs(), getResults())) {
    auto shard = input.getDefiningOp<ShardOp>();
    if (!shard || shard.getMeshAttr() != getMeshAttr() ||
        shard.getAxesAttr() != getAxesAttr() ||
        shard.getDimAttr() != getDimAttr() ||
        shard.getInput().getType() != result.getType())
      return failure();
    wholes.push_back(shard.getInput());
  }
  results.append(wholes);
  return success();
}

LogicalResult ReduceScatterOp::verify() {
  return verifyCollectiveTypes(*this, getAxesAttr(), getInputs().getTypes(),
                               getResultTypes(), Layout::Scatter,
                               getDimAttr().getInt(), getReduction());
}

LogicalResult
ReduceScatterOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  FailureOr<int64_t> groupSize =
      verifyGroup(*this, getMeshAttr(), getAxesAttr(), symbolTable);
  if (failed(groupSize))
    return failure();
  return verifyShardedSizes(*this, getInputs().getTypes(), getResultTypes(),
                            Layout::Scatter, getDimAttr().getInt(), *groupSize);
}

LogicalResult ReduceScatterOp::fold(FoldAdaptor,
                                    SmallVectorImpl<OpFoldResult> &results) {
  if (!isOverSingleRank(*this))
    return failure();
  llvm::append_range(results, getInputs());
  return success();
}

LogicalResult AllReduceOp::verify() {
  return verifyCollectiveTypes(*this, getAxesAttr(), getInputs().getTypes(),
                               getResultTypes(), Layout::Same, std::nullopt,
                               getReduction());
}

LogicalResult
AllReduceOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  return verifyGroup(*this, getMeshAttr(), getAxesAttr(), symbolTable);
}

LogicalResult AllReduceOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange operands, DictionaryAttr,
    OpaqueProperties, RegionRange, SmallVectorImpl<Type> &inferredReturnTypes) {
  llvm::append_range(inferredReturnTypes, operands.getTypes());
  return success();
}

LogicalResult AllReduceOp::fold(FoldAdaptor,
                                SmallVectorImpl<OpFoldResult> &results) {
  if (!isOverSingleRank(*this))
    return failure();
  llvm::append_range(results, getInputs());
  return success();
}

//===----------------------------------------------------------------------===//
// Asynchronous collectives
//===----------------------------------------------------------------------===//

/// A pending value must reach exactly one fsdp.wait in the start's block, so
/// that every issued collective is completed once, after it was issued.
static LogicalResult verifyPendingUse(Operation *start, Value pending) {
  size_t uses = std::distance(pending.use_begin(), pending.use_end());
  if (uses != 1)
    return start->emitOpError()
           << "result must be waited exactly once, but it has " << uses
           << " uses";
  Operation *user = *pending.user_begin();
  if (!isa<WaitOp>(user))
    return start->emitOpError()
           << "result may only be used by fsdp.wait, not by "
           << user->getName();
  if (user->getBlock() != start->getBlock())
    return start->emitOpError()
           << "result must be waited in the block that starts it";
  return success();
}

LogicalResult AllGatherStartOp::verify() {
  if (failed(verifyCollectiveTypes(*this, getAxesAttr(), getInputs().getTypes(),
                                   getPending().getType().getTypes(),
                                   Layout::Gather, getDimAttr().getInt(),
                                   std::nullopt)))
    return failure();
  return verifyPendingUse(*this, getPending());
}

LogicalResult
AllGatherStartOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  FailureOr<int64_t> groupSize =
      verifyGroup(*this, getMeshAttr(), getAxesAttr(), symbolTable);
  if (failed(groupSize))
    return failure();
  return verifyShardedSizes(*this, getInputs().getTypes(),
                            getPending().getType().getTypes(), Layout::Gather,
                            getDimAttr().getInt(), *groupSize);
}

LogicalResult ReduceScatterStartOp::verify() {
  if (failed(verifyCollectiveTypes(*this, getAxesAttr(), getInputs().getTypes(),
                                   getPending().getType().getTypes(),
                                   Layout::Scatter, getDimAttr().getInt(),
                                   getReduction())))
    return failure();
  return verifyPendingUse(*this, getPending());
}

LogicalResult
ReduceScatterStartOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  FailureOr<int64_t> groupSize =
      verifyGroup(*this, getMeshAttr(), getAxesAttr(), symbolTable);
  if (failed(groupSize))
    return failure();
  return verifyShardedSizes(*this, getInputs().getTypes(),
                            getPending().getType().getTypes(), Layout::Scatter,
                            getDimAttr().getInt(), *groupSize);
}

LogicalResult AllReduceStartOp::verify() {
  if (failed(verifyCollectiveTypes(*this, getAxesAttr(), getInputs().getTypes(),
                                   getPending().getType().getTypes(),
                                   Layout::Same, std::nullopt, getReduction())))
    return failure();
  return verifyPendingUse(*this, getPending());
}

LogicalResult
AllReduceStartOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  return verifyGroup(*this, getMeshAttr(), getAxesAttr(), symbolTable);
}

//===----------------------------------------------------------------------===//
// WaitOp
//===----------------------------------------------------------------------===//

LogicalResult WaitOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange operands, DictionaryAttr,
    OpaqueProperties, RegionRange, SmallVectorImpl<Type> &inferredReturnTypes) {
  auto pending = dyn_cast<PendingType>(operands.front().getType());
  if (!pending)
    return failure();
  llvm::append_range(inferredReturnTypes, pending.getTypes());
  return success();
}

LogicalResult WaitOp::verify() {
  Operation *start = getPending().getDefiningOp();
  if (!start ||
      !isa<AllGatherStartOp, ReduceScatterStartOp, AllReduceStartOp>(start))
    return emitOpError("waits on a value that no fsdp start op produced");
  return success();
}

namespace {
/// A start/wait pair over a single rank communicates nothing: the wait yields
/// the start's operands.
struct ElideSingleRankCollective : public OpRewritePattern<WaitOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(WaitOp wait,
                                PatternRewriter &rewriter) const override {
    Operation *start = wait.getPending().getDefiningOp();
    if (!start)
      return failure();
    bool singleRank =
        llvm::TypeSwitch<Operation *, bool>(start)
            .Case<AllGatherStartOp, ReduceScatterStartOp, AllReduceStartOp>(
                [](auto op) { return isOverSingleRank(op); })
            .Default([](Operation *) { return false; });
    if (!singleRank)
      return failure();
    SmallVector<Value> inputs(start->getOperands());
    rewriter.replaceOp(wait, inputs);
    rewriter.eraseOp(start);
    return success();
  }
};
} // namespace

void WaitOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                         MLIRContext *context) {
  results.add<ElideSingleRankCollective>(context);
}
