//===- FSDPInterfaces.cpp - CollectiveOpInterface -------------------------===//

#include "GroupVerification.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::fsdp;
using namespace mlir::fsdp::detail;

#include "fsdpc/Dialect/FSDP/FSDPInterfaces.cpp.inc"

static Layout getLayout(CollectiveOpInterface op) {
  switch (op.getCollectiveKind()) {
  case CollectiveKind::AllGather:
    return Layout::Gather;
  case CollectiveKind::ReduceScatter:
    return Layout::Scatter;
  case CollectiveKind::AllReduce:
    return Layout::Same;
  }
  llvm_unreachable("unknown collective kind");
}

/// For a reduce-scatter along dimension 0, the first operand whose rows do
/// not split evenly over `groupSize`: sent per member it would need padding
/// first, which only the packed message adds.
static std::optional<size_t> findUnevenOperand(CollectiveOpInterface op,
                                               int64_t groupSize) {
  if (!op.scatters() || op.getCollectiveDim() != 0)
    return std::nullopt;
  for (auto [index, type] : llvm::enumerate(op.getInputs().getTypes()))
    if (cast<RankedTensorType>(type).getDimSize(0) % groupSize != 0)
      return index;
  return std::nullopt;
}

LogicalResult mlir::fsdp::detail::verifyCollective(Operation *op) {
  auto collective = cast<CollectiveOpInterface>(op);
  // The runtime receives a member in place only when its rows are the
  // message's leading dimension.
  if (collective.isPerMember() && collective.getCollectiveDim() != 0)
    return op->emitOpError()
           << "sends its members as their own messages ('per_member'), "
              "which needs dimension 0, not "
           << *collective.getCollectiveDim();
  return verifyGroupTypes(
      op, collective.getAxesAttr(), collective.getInputs().getTypes(),
      collective.getCollectiveResultTypes(), getLayout(collective),
      collective.getCollectiveDim(), collective.getCollectiveReduction());
}

LogicalResult mlir::fsdp::detail::verifyCollectiveSymbolUses(
    Operation *op, SymbolTableCollection &symbolTable) {
  auto collective = cast<CollectiveOpInterface>(op);
  FailureOr<int64_t> groupSize = verifyGroup(
      op, collective.getMeshAttr(), collective.getAxesAttr(), symbolTable);
  if (failed(groupSize))
    return failure();
  std::optional<int64_t> dim = collective.getCollectiveDim();
  if (!dim)
    return success();
  if (failed(verifyShardedSizes(op, collective.getInputs().getTypes(),
                                collective.getCollectiveResultTypes(),
                                getLayout(collective), *dim, *groupSize)))
    return failure();
  if (!collective.isPerMember())
    return success();
  if (std::optional<size_t> index = findUnevenOperand(collective, *groupSize))
    return op->emitOpError()
           << "sends its members as their own messages ('per_member'), but "
              "operand #"
           << *index << " has "
           << cast<RankedTensorType>(op->getOperand(*index).getType())
                  .getDimSize(*dim)
           << " rows, which do not split evenly over " << *groupSize
           << " ranks";
  return success();
}

std::optional<int64_t>
mlir::fsdp::getCheckedGroupSize(ArrayRef<int64_t> sizes) {
  int64_t product = 1;
  for (int64_t size : sizes)
    if (size < 1 || size > kMaxRanks ||
        llvm::MulOverflow(product, size, product) || product > kMaxRanks)
      return std::nullopt;
  return product;
}

uint64_t mlir::fsdp::getElementBytes(Type element) {
  // index is 64-bit on every target fsdpc runs; other element types (complex,
  // opaque) have no size the runtime knows.
  unsigned bits = element.isIndex()        ? 64
                  : element.isIntOrFloat() ? element.getIntOrFloatBitWidth()
                                           : 0;
  // Sub-byte elements (i1) take a byte each in memory and on the wire.
  return llvm::divideCeil(bits, 8);
}

uint64_t mlir::fsdp::getTensorBytes(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape())
    return 0;
  return uint64_t(tensor.getNumElements()) *
         getElementBytes(tensor.getElementType());
}

uint64_t CollectiveOpInterface::getCollectiveBytes() {
  // The whole tensors: what an all-gather produces, what a reduction takes.
  SmallVector<Type> types = gathers() ? getCollectiveResultTypes()
                                      : llvm::to_vector(getInputs().getTypes());
  uint64_t bytes = 0;
  for (Type type : types)
    bytes += getTensorBytes(type);
  return bytes;
}

std::optional<int64_t> CollectiveOpInterface::getGroupSize() {
  return getStaticGroupSize(getOperation(), getMeshAttr(), getAxesAttr());
}

bool CollectiveOpInterface::allowsPerMemberMessages() {
  std::optional<int64_t> groupSize = getGroupSize();
  return getCollectiveDim() == 0 && groupSize &&
         !findUnevenOperand(*this, *groupSize);
}

Operation *CollectiveOpInterface::getWaitOp() {
  if (!isAsync() || getOperation()->getNumResults() != 1)
    return nullptr;
  Value pending = getOperation()->getResult(0);
  if (!pending.hasOneUse())
    return nullptr;
  return dyn_cast<WaitOp>(*pending.user_begin());
}

CollectiveOpInterface CollectiveOpInterface::createStart(OpBuilder &builder,
                                                         ValueRange inputs) {
  assert(!isAsync() && "already asynchronous");
  Location loc = getLoc();
  auto pending = PendingType::get(getContext(), getCollectiveResultTypes());
  std::optional<int64_t> dim = getCollectiveDim();
  IntegerAttr dimAttr = dim ? builder.getI64IntegerAttr(*dim) : IntegerAttr();
  std::optional<ReductionKind> reduction = getCollectiveReduction();
  auto reductionAttr = reduction
                           ? ReductionKindAttr::get(getContext(), *reduction)
                           : ReductionKindAttr();
  UnitAttr perMember = isPerMember() ? builder.getUnitAttr() : UnitAttr();
  Operation *start = nullptr;
  switch (getCollectiveKind()) {
  case CollectiveKind::AllGather:
    start =
        AllGatherStartOp::create(builder, loc, pending, inputs, getMeshAttr(),
                                 getAxesAttr(), dimAttr, perMember);
    break;
  case CollectiveKind::ReduceScatter:
    start = ReduceScatterStartOp::create(builder, loc, pending, reductionAttr,
                                         inputs, getMeshAttr(), getAxesAttr(),
                                         dimAttr, perMember);
    break;
  case CollectiveKind::AllReduce:
    start = AllReduceStartOp::create(builder, loc, pending, reductionAttr,
                                     inputs, getMeshAttr(), getAxesAttr());
    break;
  }
  // Discardable attributes (the unit) carry over.
  for (NamedAttribute attr : getOperation()->getDiscardableAttrs())
    start->setAttr(attr.getName(), attr.getValue());
  return cast<CollectiveOpInterface>(start);
}
