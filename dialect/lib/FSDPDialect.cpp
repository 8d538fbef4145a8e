//===- FSDPDialect.cpp - fsdp dialect -------------------------------------===//

#include "fsdpc/Dialect/FSDP/FSDP.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#include <cmath>

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
  if (!mesh || !mesh.getMesh().isBound())
    return op->emitOpError()
           << "'" << FSDPDialect::kGlobalTypeAttrName << "' of " << slot
           << " needs a valid sharding on a bound mesh";
  if (failed(sharding.verifyFor(
          [&] {
            return op->emitOpError()
                   << "'" << FSDPDialect::kGlobalTypeAttrName << "' of " << slot
                   << " does not fit its sharding: ";
          },
          mesh.getMesh(), global)))
    return failure();
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

/// A unit name (`fsdp.unit`, `fsdp.row_units`): a non-empty string.
static LogicalResult verifyUnitName(Operation *op, NamedAttribute attr,
                                    StringRef slot) {
  auto name = dyn_cast<StringAttr>(attr.getValue());
  if (name && !name.getValue().empty())
    return success();
  return op->emitOpError() << "'" << attr.getName().getValue() << "' of "
                           << slot << " must be a non-empty string, not "
                           << attr.getValue();
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
  if (attr.getName() == kUnitAttrName)
    return verifyUnitName(op, attr, slot);
  if (attr.getName() == kRowUnitsAttrName) {
    if (failed(verifyUnitName(op, attr, slot)))
      return failure();
    auto tensor = dyn_cast_or_null<RankedTensorType>(type);
    if (!tensor || tensor.getRank() == 0)
      return op->emitOpError()
             << "'" << kRowUnitsAttrName << "' of " << slot
             << " needs rows: a ranked tensor of rank >= 1, not " << type;
    return success();
  }
  if (attr.getName() == kInitAttrName) {
    auto text = dyn_cast<StringAttr>(attr.getValue());
    if (!text || !parseInitializer(text.getValue()))
      return op->emitOpError()
             << "'" << kInitAttrName << "' of " << slot
             << " must be \"zeros\", \"ones\" or \"normal(sigma)\" with a "
                "finite sigma >= 0, not "
             << attr.getValue();
    return success();
  }
  return op->emitOpError() << "unknown fsdp attribute '"
                           << attr.getName().getValue() << "' on " << slot;
}

/// The argument index result `index`'s `fsdp.updates` names, if it is a
/// valid one (other values are diagnosed where they are).
static std::optional<uint64_t> getUpdatedArgument(FunctionOpInterface function,
                                                  unsigned index) {
  auto value = dyn_cast_or_null<IntegerAttr>(
      function.getResultAttr(index, FSDPDialect::kUpdatesAttrName));
  // Read as a number: results may use different integer types.
  if (!value || value.getType().isInteger(1) || value.getType().isIndex() ||
      value.getValue().isNegative() || value.getValue().getActiveBits() > 32)
    return std::nullopt;
  return value.getValue().getZExtValue();
}

/// That no two results update the same argument. Checked once per function,
/// from its last result with `fsdp.updates`, in one pass over the results:
/// per result it would be quadratic in the number of results (thousands
/// for a large model's state).
static LogicalResult verifyOneUpdatePerArgument(FunctionOpInterface function,
                                                unsigned resultIndex) {
  unsigned numResults = function.getNumResults();
  for (unsigned later = resultIndex + 1; later < numResults; ++later)
    if (function.getResultAttr(later, FSDPDialect::kUpdatesAttrName))
      return success(); // a later result checks them all
  llvm::DenseMap<uint64_t, unsigned> updater;
  for (unsigned index = 0; index <= resultIndex; ++index) {
    std::optional<uint64_t> argIndex = getUpdatedArgument(function, index);
    if (!argIndex)
      continue;
    auto [it, inserted] = updater.try_emplace(*argIndex, index);
    if (!inserted)
      return function->emitOpError()
             << "results #" << it->second << " and #" << index
             << " both update argument #" << *argIndex
             << "; each argument has at most one next value";
  }
  return success();
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
  if (!index || index.getType().isInteger(1) || index.getType().isIndex())
    return op->emitOpError()
           << "'" << kUpdatesAttrName << "' of " << slot
           << " must be an integer argument index, not " << attr.getValue();
  // Read as unsigned so that 2^64-1 is not taken for -1.
  const llvm::APInt &raw = index.getValue();
  unsigned numArgs = function.getNumArguments();
  if (raw.isNegative() || raw.getActiveBits() > 32 ||
      raw.getZExtValue() >= numArgs) {
    // The same bits are -1 and 2^64-1 in an i64: show both readings.
    InFlightDiagnostic diag = op->emitOpError();
    diag << slot << " has '" << kUpdatesAttrName
         << "' = " << llvm::toString(raw, 10, /*Signed=*/false);
    if (raw.isNegative())
      diag << " (" << llvm::toString(raw, 10, /*Signed=*/true)
           << " as a signed integer)";
    return diag << ", which is not an argument index (the function has "
                << numArgs << " arguments)";
  }
  int64_t argIndex = int64_t(raw.getZExtValue());
  if (failed(verifyOneUpdatePerArgument(function, resultIndex)))
    return failure();
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

//===----------------------------------------------------------------------===//
// Attributes on operations
//===----------------------------------------------------------------------===//

/// Each of `keys` is present in `dict` as an integer >= 0.
static LogicalResult verifyCounts(Operation *op, StringRef attrName,
                                  DictionaryAttr dict,
                                  ArrayRef<StringRef> keys) {
  for (StringRef key : keys) {
    auto value = dict.getAs<IntegerAttr>(key);
    if (!value || value.getType().isInteger(1) || value.getInt() < 0)
      return op->emitOpError()
             << "'" << attrName << "' needs '" << key
             << "' as a non-negative integer, not " << dict.get(key);
  }
  return success();
}

static LogicalResult verifyMemoryPlanAttr(Operation *op, Attribute attr) {
  StringRef name = FSDPDialect::kMemoryPlanAttrName;
  auto dict = dyn_cast<DictionaryAttr>(attr);
  auto function = dyn_cast<FunctionOpInterface>(op);
  if (!dict || !function)
    return op->emitOpError()
           << "'" << name << "' must be a dictionary on a function, not "
           << attr;
  if (failed(verifyCounts(
          op, name, dict,
          {"arena_bytes", "peak_bytes", "persistent_bytes", "alignment"})))
    return failure();
  if (!llvm::isPowerOf2_64(dict.getAs<IntegerAttr>("alignment").getInt()))
    return op->emitOpError()
           << "'" << name << "' has an alignment that is not a power of two";
  auto offsets = dict.getAs<DenseI64ArrayAttr>("arg_offsets");
  if (!offsets || offsets.size() != int64_t(function.getNumArguments()))
    return op->emitOpError() << "'" << name
                             << "' needs 'arg_offsets' with one offset per "
                                "argument";
  return success();
}

static LogicalResult verifyScheduleAttr(Operation *op, Attribute attr) {
  StringRef name = FSDPDialect::kScheduleAttrName;
  auto dict = dyn_cast<DictionaryAttr>(attr);
  if (!dict || !isa<FunctionOpInterface>(op))
    return op->emitOpError()
           << "'" << name << "' must be a dictionary on a function, not "
           << attr;
  if (!dict.getAs<StringAttr>("policy") ||
      !dict.getAs<FloatAttr>("step_time_s"))
    return op->emitOpError() << "'" << name
                             << "' needs 'policy' (a string) and "
                                "'step_time_s' (a float)";
  return verifyCounts(op, name, dict, {"peak_bytes", "memory_budget_bytes"});
}

static LogicalResult verifyOffsetsAttr(Operation *op, Attribute attr) {
  auto offsets = dyn_cast<DenseI64ArrayAttr>(attr);
  if (!offsets || offsets.size() != int64_t(op->getNumResults()))
    return op->emitOpError()
           << "'" << FSDPDialect::kOffsetsAttrName
           << "' must be an array<i64> with one offset per result, not "
           << attr;
  if (llvm::any_of(offsets.asArrayRef(), [](int64_t o) { return o < -1; }))
    return op->emitOpError() << "'" << FSDPDialect::kOffsetsAttrName
                             << "' holds offsets >= 0, or -1 for none";
  return success();
}

LogicalResult FSDPDialect::verifyOperationAttribute(Operation *op,
                                                    NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  if (name == kUnitAttrName) {
    auto unit = dyn_cast<StringAttr>(attr.getValue());
    if (!unit || unit.getValue().empty())
      return op->emitOpError()
             << "'" << kUnitAttrName << "' must be a non-empty string, not "
             << attr.getValue();
    return success();
  }
  if (name == kMemoryPlanAttrName)
    return verifyMemoryPlanAttr(op, attr.getValue());
  if (name == kScheduleAttrName)
    return verifyScheduleAttr(op, attr.getValue());
  if (name == kOffsetsAttrName)
    return verifyOffsetsAttr(op, attr.getValue());
  if (name == kStagingOffsetAttrName) {
    auto offset = dyn_cast<IntegerAttr>(attr.getValue());
    if (!isa<CollectiveOpInterface>(op) || !offset || offset.getInt() < 0)
      return op->emitOpError()
             << "'" << name
             << "' must be a non-negative integer on a collective, not "
             << attr.getValue();
    return success();
  }
  if (name == kPredictedSecondsAttrName) {
    auto seconds = dyn_cast<FloatAttr>(attr.getValue());
    if (!seconds || !seconds.getType().isF64() ||
        !std::isfinite(seconds.getValueAsDouble()) ||
        seconds.getValueAsDouble() < 0)
      return op->emitOpError()
             << "'" << name << "' must be a finite non-negative f64, not "
             << attr.getValue();
    return success();
  }
  if (name == kLaunchRangeAttrName) {
    auto range = dyn_cast<IntegerAttr>(attr.getValue());
    if (!isa<FunctionOpInterface>(op) || !range ||
        !range.getType().isInteger(64) || range.getInt() < 0)
      return op->emitOpError()
             << "'" << name
             << "' must be a non-negative i64 on a kernel function, not "
             << attr.getValue();
    return success();
  }
  if (name == kShardingAttrName || name == kUpdatesAttrName ||
      name == kGlobalTypeAttrName)
    return op->emitOpError() << "'" << name
                             << "' belongs on a function argument or result, "
                                "not on an operation";
  return op->emitOpError() << "unknown fsdp attribute '" << name << "'";
}

std::optional<Initializer> mlir::fsdp::parseInitializer(StringRef text) {
  if (text == "zeros")
    return Initializer{Initializer::Kind::Zeros, 0};
  if (text == "ones")
    return Initializer{Initializer::Kind::Ones, 0};
  double sigma = 0;
  if (!text.consume_front("normal(") || !text.consume_back(")") ||
      text.trim().getAsDouble(sigma) || !std::isfinite(sigma) || sigma < 0)
    return std::nullopt;
  return Initializer{Initializer::Kind::Normal, sigma};
}
