//===- FSDPDialect.cpp - fsdp dialect -------------------------------------===//

#include "fsdpc/Dialect/FSDP/FSDP.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace mlir::fsdp;

#include "fsdpc/Dialect/FSDP/FSDPDialect.cpp.inc"
#include "fsdpc/Dialect/FSDP/FSDPEnums.cpp.inc"

void FSDPDialect::initialize() {
  registerAttributes();
  registerTypes();
  addOperations<
#define GET_OP_LIST
#include "fsdpc/Dialect/FSDP/FSDPOps.cpp.inc"
      >();
}

Operation *FSDPDialect::materializeConstant(OpBuilder &builder, Attribute value,
                                            Type type, Location loc) {
  if (!arith::ConstantOp::isBuildableWith(value, type))
    return nullptr;
  return arith::ConstantOp::create(builder, loc, type, cast<TypedAttr>(value));
}

int64_t mlir::fsdp::shardSize(int64_t size, int64_t groupSize) {
  assert(groupSize > 0 && "group size must be positive");
  return llvm::divideCeil(size, groupSize);
}

MeshOp mlir::fsdp::lookupMesh(Operation *from, FlatSymbolRefAttr symbol) {
  return dyn_cast_or_null<MeshOp>(
      SymbolTable::lookupNearestSymbolFrom(from, symbol));
}

MeshOp mlir::fsdp::lookupMesh(Operation *from, FlatSymbolRefAttr symbol,
                              SymbolTableCollection &symbolTable) {
  return dyn_cast_or_null<MeshOp>(
      symbolTable.lookupNearestSymbolFrom(from, symbol));
}

//===----------------------------------------------------------------------===//
// Attributes on function arguments and results
//===----------------------------------------------------------------------===//

/// The type of argument or result `index` of `op`. Only functions carry
/// argument and result attributes (FunctionOpInterface calls these hooks).
static Type getFunctionSlotType(Operation *op, unsigned index, bool isResult) {
  auto function = cast<FunctionOpInterface>(op);
  return isResult ? function.getResultTypes()[index]
                  : function.getArgumentTypes()[index];
}

/// `fsdp.global_type` must be the whole tensor whose local shard, under the
/// slot's sharding on its (bound) mesh, has the slot's type.
static LogicalResult verifyGlobalTypeSlot(Operation *op, Attribute attr,
                                          Type localType,
                                          DictionaryAttr slotAttrs,
                                          StringRef slot) {
  auto typeAttr = dyn_cast<TypeAttr>(attr);
  auto global =
      typeAttr ? dyn_cast<RankedTensorType>(typeAttr.getValue()) : nullptr;
  auto local = dyn_cast<RankedTensorType>(localType);
  if (!global || !global.hasStaticShape() || !local)
    return op->emitOpError()
           << "'" << FSDPDialect::kGlobalTypeAttrName << "' of " << slot
           << " must be a static tensor type, not " << attr;
  auto sharding = dyn_cast_or_null<ShardingAttr>(
      slotAttrs ? slotAttrs.get(FSDPDialect::kShardingAttrName) : Attribute());
  MeshOp mesh = sharding ? lookupMesh(op, sharding.getMesh()) : MeshOp();
  if (!mesh || !mesh.getMesh().isBound() ||
      failed(sharding.verifyFor([] { return InFlightDiagnostic(); },
                                mesh.getMesh(), global)))
    return op->emitOpError()
           << "'" << FSDPDialect::kGlobalTypeAttrName << "' of " << slot
           << " needs a valid sharding on a bound mesh";
  SmallVector<int64_t> expected(global.getShape());
  for (auto [dim, axes] : llvm::enumerate(sharding.getDimAxes())) {
    if (axes.empty())
      continue;
    SmallVector<StringAttr> names =
        llvm::to_vector(axes.getAsRange<StringAttr>());
    expected[dim] =
        shardSize(expected[dim], *mesh.getMesh().getGroupSize(names));
  }
  if (global.getElementType() != local.getElementType() ||
      ArrayRef<int64_t>(expected) != local.getShape())
    return op->emitOpError()
           << slot << " has type " << local << ", but a shard of " << global
           << " under its sharding is "
           << RankedTensorType::get(expected, global.getElementType());
  return success();
}

static LogicalResult verifyShardingSlot(Operation *op, Attribute attr,
                                        Type type, StringRef slot) {
  auto sharding = dyn_cast<ShardingAttr>(attr);
  if (!sharding)
    return op->emitOpError()
           << "'" << FSDPDialect::kShardingAttrName << "' of " << slot
           << " must be a #fsdp.sharding, not " << attr;
  MeshOp mesh = lookupMesh(op, sharding.getMesh());
  if (!mesh)
    return op->emitOpError()
           << "sharding of " << slot << " refers to " << sharding.getMesh()
           << ", which is not an fsdp.mesh";
  return sharding.verifyFor(
      [&] {
        return op->emitOpError() << "invalid sharding of " << slot << ": ";
      },
      mesh.getMesh(), type);
}

LogicalResult FSDPDialect::verifyRegionArgAttribute(Operation *op,
                                                    unsigned regionIndex,
                                                    unsigned argIndex,
                                                    NamedAttribute attr) {
  std::string slot = ("argument #" + Twine(argIndex)).str();
  Type type = getFunctionSlotType(op, argIndex, /*isResult=*/false);
  if (attr.getName() == kShardingAttrName)
    return verifyShardingSlot(op, attr.getValue(), type, slot);
  if (attr.getName() == kGlobalTypeAttrName)
    return verifyGlobalTypeSlot(
        op, attr.getValue(), type,
        cast<FunctionOpInterface>(op).getArgAttrDict(argIndex), slot);
  if (attr.getName() == kUnitAttrName) {
    auto unit = dyn_cast<StringAttr>(attr.getValue());
    if (!unit || unit.getValue().empty())
      return op->emitOpError()
             << "'" << kUnitAttrName << "' of " << slot
             << " must be a non-empty string, not " << attr.getValue();
    return success();
  }
  return op->emitOpError() << "unknown fsdp attribute '"
                           << attr.getName().getValue() << "' on " << slot;
}

LogicalResult FSDPDialect::verifyRegionResultAttribute(Operation *op,
                                                       unsigned regionIndex,
                                                       unsigned resultIndex,
                                                       NamedAttribute attr) {
  std::string slot = ("result #" + Twine(resultIndex)).str();
  Type type = getFunctionSlotType(op, resultIndex, /*isResult=*/true);
  if (attr.getName() == kShardingAttrName)
    return verifyShardingSlot(op, attr.getValue(), type, slot);
  if (attr.getName() == kGlobalTypeAttrName)
    return verifyGlobalTypeSlot(
        op, attr.getValue(), type,
        cast<FunctionOpInterface>(op).getResultAttrDict(resultIndex), slot);
  if (attr.getName() != kUpdatesAttrName)
    return op->emitOpError() << "unknown fsdp attribute '"
                             << attr.getName().getValue() << "' on " << slot;

  // `fsdp.updates = K`: this result is the next step's value of argument K,
  // so the two must be interchangeable.
  auto function = cast<FunctionOpInterface>(op);
  auto index = dyn_cast<IntegerAttr>(attr.getValue());
  if (!index)
    return op->emitOpError()
           << "'" << kUpdatesAttrName << "' of " << slot
           << " must be an integer argument index, not " << attr.getValue();
  int64_t argIndex = index.getInt();
  if (argIndex < 0 ||
      argIndex >= static_cast<int64_t>(function.getNumArguments()))
    return op->emitOpError() << slot << " updates argument #" << argIndex
                             << ", but the function has "
                             << function.getNumArguments() << " arguments";
  Type argType = function.getArgumentTypes()[argIndex];
  if (argType != type)
    return op->emitOpError()
           << slot << " updates argument #" << argIndex
           << " but their types differ (" << type << " vs " << argType << ")";
  Attribute resultSharding =
      function.getResultAttr(resultIndex, kShardingAttrName);
  Attribute argSharding = function.getArgAttr(argIndex, kShardingAttrName);
  if (resultSharding && argSharding && resultSharding != argSharding)
    return op->emitOpError() << slot << " updates argument #" << argIndex
                             << " but is sharded differently ("
                             << resultSharding << " vs " << argSharding << ")";
  return success();
}
