//===- GroupVerification.h - checks shared by ops naming a group -*- C++
//-*-===//
//
// The checks of the mesh axes an op names and of the sizes that split over
// them, shared by the collectives (through CollectiveOpInterface) and by
// fsdp.shard and fsdp.rank.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_DIALECT_FSDP_GROUPVERIFICATION_H
#define FSDPC_DIALECT_FSDP_GROUPVERIFICATION_H

#include "fsdpc/Dialect/FSDP/FSDP.h"

namespace mlir::fsdp::detail {

/// How an operand's extent along the op's dimension relates to its result's.
enum class Layout {
  Gather,  // operand: one shard; result: the whole tensor
  Scatter, // operand: the whole tensor; result: one shard
  Same,    // identical shapes
};

/// A non-empty list of distinct axes.
LogicalResult verifyAxisList(Operation *op, ArrayAttr axes);

/// Everything about operand and result types that does not depend on the
/// mesh: counts, element types, ranks, the dimension, the reduction.
LogicalResult verifyGroupTypes(Operation *op, ArrayAttr axes, TypeRange inputs,
                               TypeRange outputs, Layout layout,
                               std::optional<int64_t> dim,
                               std::optional<ReductionKind> reduction);

/// Resolves the mesh and returns the number of ranks spanned by `axes`.
FailureOr<int64_t> verifyGroup(Operation *op, FlatSymbolRefAttr meshRef,
                               ArrayAttr axes,
                               SymbolTableCollection &symbolTable);

/// The split dimension: a shard has ceil(d / N) rows.
LogicalResult verifyShardedSizes(Operation *op, TypeRange inputs,
                                 TypeRange outputs, Layout layout, int64_t dim,
                                 int64_t groupSize);

/// The ranks spanned by `axes` when the mesh is found and bound.
std::optional<int64_t>
getStaticGroupSize(Operation *op, FlatSymbolRefAttr meshRef, ArrayAttr axes);

} // namespace mlir::fsdp::detail

#endif // FSDPC_DIALECT_FSDP_GROUPVERIFICATION_H
