//===- PartitionValidate.cpp - fsdp-partition's up-front checks -----------===//
//
// Everything fsdp-partition can check on a function before rewriting it:
// the function's shape, its arguments' and results' shardings against their
// types and the bound mesh, and the ops and types of its body. Errors are
// attached to the untouched arguments and ops, named in the user's terms
// (an argument by its location's name, a dimension by its number, a mesh
// axis with its size). The rules that depend on how distributions flow
// through the body report their errors as they meet them (see
// Partitioner.h).
//
//===----------------------------------------------------------------------===//

#include "Partitioner.h"

using namespace mlir;
using namespace mlir::fsdp;

namespace {

/// The dimensions a sharding splits, in order.
SmallVector<int64_t> getSplitDims(ShardingAttr sharding) {
  SmallVector<int64_t> dims;
  for (auto [dim, axes] : llvm::enumerate(sharding.getDimAxes()))
    if (!axes.empty())
      dims.push_back(dim);
  return dims;
}

/// Checks one argument's sharding against its type and role. `isState`:
/// the argument is a parameter or optimizer state (it has a unit or some
/// result updates it); every other split argument is data.
LogicalResult validateArgument(func::FuncOp func, unsigned index, MeshAttr mesh,
                               bool isState) {
  auto sharding = func.getArgAttrOfType<ShardingAttr>(
      index, FSDPDialect::kShardingAttrName);
  BlockArgument arg = func.getArgument(index);
  std::string name = describeArgument(func, index);
  auto error = [&]() { return mlir::emitError(arg.getLoc()) << name; };
  if (func.getArgAttr(index, FSDPDialect::kRowUnitsAttrName)) {
    if (func.getArgAttr(index, FSDPDialect::kUnitAttrName))
      return error() << " has both '" << FSDPDialect::kUnitAttrName << "' and '"
                     << FSDPDialect::kRowUnitsAttrName
                     << "'; a stack's rows are its units";
    if (!isState)
      return error() << " has '" << FSDPDialect::kRowUnitsAttrName
                     << "' but is data; only parameters and optimizer state "
                        "(updated by a result) have units";
    if (sharding && !sharding.getAxesOfDim(0).empty())
      return error() << " has '" << FSDPDialect::kRowUnitsAttrName
                     << "' but is split along dimension 0, so its rows lie "
                        "on different ranks; split a stack along another "
                        "dimension";
  }
  if (!sharding)
    return success();
  auto type = dyn_cast<RankedTensorType>(arg.getType());
  if (!type || !type.hasStaticShape())
    return error() << " has type " << arg.getType()
                   << "; fsdp-partition needs static shapes";
  if (!sharding.getPartialAxes().empty())
    return error() << " is declared a partial sum; inputs must be whole values";
  SmallVector<int64_t> splitDims = getSplitDims(sharding);
  if (splitDims.size() > 1)
    return error() << " is split along " << splitDims.size()
                   << " dimensions; fsdpc splits a tensor along one dimension";
  if (splitDims.empty())
    return success();
  // State may be split along any dimension: it is gathered whole before
  // it is used (a stack of layers split along dimension 1 is gathered
  // layer by layer), and its shards may be padded.
  if (isState)
    return success();
  int64_t dim = splitDims.front();
  SmallVector<StringAttr> axes = sharding.getAxesOfDim(dim);
  int64_t size = type.getDimSize(dim);
  int64_t groupSize = getGroupSize(mesh, axes);
  if (size % groupSize == 0)
    return success();
  InFlightDiagnostic diag = error();
  diag << ": its batch dimension " << dim << " has ";
  if (dim == 0)
    diag << size << " rows, which do not divide";
  else
    diag << "size " << size << ", which does not divide";
  return diag << " by the " << groupSize << " ranks of " << describeAxes(axes)
              << " (only parameters and optimizer state, which have a unit "
                 "or are updated by a result, may be padded)";
}

/// Checks one result's sharding: it must describe one layout the
/// partitioner can produce.
LogicalResult validateResult(func::FuncOp func, unsigned index) {
  auto sharding = func.getResultAttrOfType<ShardingAttr>(
      index, FSDPDialect::kShardingAttrName);
  if (!sharding)
    return success();
  auto error = [&]() { return emitOpErrorAt(func) << "result #" << index; };
  Type type = func.getResultTypes()[index];
  auto tensorType = dyn_cast<RankedTensorType>(type);
  if (!tensorType || !tensorType.hasStaticShape())
    return error() << " has type " << type
                   << "; fsdp-partition needs static shapes";
  SmallVector<int64_t> splitDims = getSplitDims(sharding);
  if (splitDims.size() > 1)
    return error() << " is split along " << splitDims.size()
                   << " dimensions; fsdpc splits a tensor along one dimension";
  if (!splitDims.empty() && !sharding.getPartialAxes().empty())
    return error() << " is declared both split and a partial sum; fsdpc "
                      "returns one or the other";
  return success();
}

/// A tensor type the partitioner can compute local types of.
bool isSupportedType(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped)
    return true;
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.hasStaticShape();
}

/// Checks that every op of the body is within the input contract: static
/// tensors only, and regions only in linalg ops (whose bodies the rules
/// read; any other region could read a split value as if it were whole).
LogicalResult validateBody(func::FuncOp func) {
  Block &block = func.getBody().front();
  for (Operation &op : block) {
    if (op.getNumRegions() != 0 && !isa<linalg::LinalgOp>(op))
      return emitOpErrorAt(&op)
             << "has a region; in fsdp-partition's input contract only linalg "
                "ops have regions";
  }
  WalkResult result = func.walk([&](Operation *op) {
    for (Type type : llvm::concat<const Type>(op->getOperandTypes(),
                                              op->getResultTypes())) {
      if (isSupportedType(type))
        continue;
      emitOpErrorAt(op) << "has a value of type " << type
                        << "; fsdp-partition needs tensors of static shape";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

} // namespace

LogicalResult mlir::fsdp::validateFunction(func::FuncOp func, MeshAttr mesh) {
  if (!func.getBody().hasOneBlock())
    return emitOpErrorAt(func)
           << "has more than one block; fsdp-partition takes straight-line "
              "steps";
  llvm::SmallDenseSet<unsigned> updated;
  for (unsigned i = 0, e = func.getNumResults(); i < e; ++i)
    if (std::optional<unsigned> arg = getUpdatedArgument(func, i))
      updated.insert(*arg);
  // Report every bad argument and result, then the body.
  bool valid = true;
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i) {
    bool isState =
        func.getArgAttr(i, FSDPDialect::kUnitAttrName) || updated.contains(i);
    valid &= succeeded(validateArgument(func, i, mesh, isState));
  }
  for (unsigned i = 0, e = func.getNumResults(); i < e; ++i)
    valid &= succeeded(validateResult(func, i));
  return success(valid && succeeded(validateBody(func)));
}
