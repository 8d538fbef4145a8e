//===- GroupVerification.cpp - checks shared by ops naming a group --------===//

#include "GroupVerification.h"

#include "llvm/ADT/SmallSet.h"

using namespace mlir;
using namespace mlir::fsdp;
using namespace mlir::fsdp::detail;

LogicalResult mlir::fsdp::detail::verifyAxisList(Operation *op,
                                                 ArrayAttr axes) {
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

/// One operand against its result.
static LogicalResult verifyOperandPair(Operation *op, size_t index,
                                       RankedTensorType input,
                                       RankedTensorType output, Layout layout,
                                       std::optional<int64_t> dim,
                                       std::optional<ReductionKind> reduction) {
  Type elementType = input.getElementType();
  if (elementType != output.getElementType())
    return op->emitOpError()
           << "operand #" << index << " has element type " << elementType
           << " but result #" << index << " has " << output.getElementType()
           << "; collectives never convert, cast before them";
  if (!isCommunicable(elementType))
    return op->emitOpError() << "operand #" << index << " has element type "
                             << elementType << ", which cannot be communicated";
  if (reduction == ReductionKind::sum && elementType.isInteger(1))
    return op->emitOpError() << "'sum' is not defined for the i1 operand #"
                             << index << "; use 'max' for a logical or";
  if (input.getRank() != output.getRank())
    return op->emitOpError()
           << "operand #" << index << " has rank " << input.getRank()
           << " but result #" << index << " has rank " << output.getRank();
  if (dim && (*dim < 0 || *dim >= input.getRank()))
    return op->emitOpError()
           << "dimension " << *dim << " is out of range for operand #" << index
           << " of type " << input;
  for (int64_t d = 0, e = input.getRank(); d < e; ++d) {
    if ((layout != Layout::Same && d == *dim) ||
        input.getDimSize(d) == output.getDimSize(d))
      continue;
    return op->emitOpError()
           << "operand #" << index << " and result #" << index
           << " differ in dimension " << d << " (" << input.getDimSize(d)
           << " vs " << output.getDimSize(d) << ")";
  }
  return success();
}

LogicalResult
mlir::fsdp::detail::verifyGroupTypes(Operation *op, ArrayAttr axes,
                                     TypeRange inputs, TypeRange outputs,
                                     Layout layout, std::optional<int64_t> dim,
                                     std::optional<ReductionKind> reduction) {
  if (failed(verifyAxisList(op, axes)))
    return failure();
  if (inputs.empty())
    return op->emitOpError("needs at least one operand");
  if (inputs.size() != outputs.size())
    return op->emitOpError() << "has " << inputs.size() << " operands but "
                             << outputs.size() << " results";
  for (auto [index, types] : llvm::enumerate(llvm::zip(inputs, outputs))) {
    auto input = dyn_cast<RankedTensorType>(std::get<0>(types));
    auto output = dyn_cast<RankedTensorType>(std::get<1>(types));
    if (!input || !output)
      return op->emitOpError()
             << "operand and result #" << index << " must be ranked tensors";
    if (failed(verifyOperandPair(op, index, input, output, layout, dim,
                                 reduction)))
      return failure();
  }
  return success();
}

FailureOr<int64_t>
mlir::fsdp::detail::verifyGroup(Operation *op, FlatSymbolRefAttr meshRef,
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
    // The mesh verifier bounds the product of all sizes by kMaxRanks.
    groupSize *= size;
  }
  return groupSize;
}

LogicalResult mlir::fsdp::detail::verifyShardedSizes(Operation *op,
                                                     TypeRange inputs,
                                                     TypeRange outputs,
                                                     Layout layout, int64_t dim,
                                                     int64_t groupSize) {
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
             << "operand #" << index << " has extent " << local
             << " in dimension " << dim << ", but gathering " << full
             << " over " << groupSize << " ranks takes shards of " << expected;
    return op->emitOpError()
           << "result #" << index << " has extent " << local << " in dimension "
           << dim << ", but scattering " << full << " over " << groupSize
           << " ranks gives shards of " << expected;
  }
  return success();
}

std::optional<int64_t>
mlir::fsdp::detail::getStaticGroupSize(Operation *op, FlatSymbolRefAttr meshRef,
                                       ArrayAttr axes) {
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
