//===- FSDPOps.cpp - fsdp operations --------------------------------------===//

#include "GroupVerification.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::fsdp;
using namespace mlir::fsdp::detail;

/// The reduction kind, written bare in the op (`sum`, `max`, `min`).
static ParseResult parseReductionKind(OpAsmParser &parser,
                                      ReductionKindAttr &attr) {
  StringRef keyword;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseKeyword(&keyword))
    return failure();
  std::optional<ReductionKind> kind = symbolizeReductionKind(keyword);
  if (!kind)
    return parser.emitError(loc) << "expected a reduction (sum, max or min), "
                                    "not '"
                                 << keyword << "'";
  attr = ReductionKindAttr::get(parser.getContext(), *kind);
  return success();
}

static void printReductionKind(OpAsmPrinter &printer, Operation *,
                               ReductionKindAttr attr) {
  printer << stringifyReductionKind(attr.getValue());
}

#define GET_OP_CLASSES
#include "fsdpc/Dialect/FSDP/FSDPOps.cpp.inc"

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
  return verifyGroupTypes(*this, getAxesAttr(), getInput().getType(),
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

LogicalResult ReduceScatterOp::fold(FoldAdaptor,
                                    SmallVectorImpl<OpFoldResult> &results) {
  if (!isOverSingleRank(*this))
    return failure();
  llvm::append_range(results, getInputs());
  return success();
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
  return verifyPendingUse(*this, getPending());
}

LogicalResult ReduceScatterStartOp::verify() {
  return verifyPendingUse(*this, getPending());
}

LogicalResult AllReduceStartOp::verify() {
  return verifyPendingUse(*this, getPending());
}

//===----------------------------------------------------------------------===//
// WaitOp
//===----------------------------------------------------------------------===//

LogicalResult
WaitOp::inferReturnTypes(MLIRContext *, std::optional<Location> location,
                         ValueRange operands, DictionaryAttr, OpaqueProperties,
                         RegionRange,
                         SmallVectorImpl<Type> &inferredReturnTypes) {
  if (operands.size() != 1)
    return emitOptionalError(location, "'fsdp.wait' takes one operand, not ",
                             operands.size());
  auto pending = dyn_cast<PendingType>(operands.front().getType());
  if (!pending)
    return emitOptionalError(
        location, "'fsdp.wait' waits on an !fsdp.pending value, not on ",
        operands.front().getType());
  llvm::append_range(inferredReturnTypes, pending.getTypes());
  return success();
}

LogicalResult WaitOp::verify() {
  auto start = getPending().getDefiningOp<CollectiveOpInterface>();
  if (!start || !start.isAsync())
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
    auto start = wait.getPending().getDefiningOp<CollectiveOpInterface>();
    if (!start || start.getGroupSize() != 1)
      return failure();
    SmallVector<Value> inputs(start.getInputs());
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
