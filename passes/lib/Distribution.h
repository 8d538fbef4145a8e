//===- Distribution.h - how a value is spread over ranks --------*- C++ -*-===//

#ifndef FSDPC_PASSES_DISTRIBUTION_H
#define FSDPC_PASSES_DISTRIBUTION_H

#include "fsdpc/Dialect/FSDP/FSDP.h"
#include "llvm/ADT/Hashing.h"

#include <string>

namespace mlir::fsdp {

/// What a split dimension came from. A batch split divides exactly and is
/// gathered only where an op cannot follow it (with a warning); a parameter
/// split may be padded and is gathered on use.
enum class SplitOrigin { Batch, Param };

/// How one value of the global program is held by the ranks of a per-rank
/// program: whole on every rank, split along one dimension, or as a partial
/// result that the ranks of some axes combine.
struct Distribution {
  enum class Kind { Replicated, Split, Partial };
  Kind kind = Kind::Replicated;
  /// Split: the dimension and the mesh axes it is split over.
  int64_t dim = -1;
  SmallVector<StringAttr> axes;
  SplitOrigin origin = SplitOrigin::Batch;
  /// Partial: how the ranks' values combine.
  ReductionKind combiner = ReductionKind::sum;
  /// The unit of the parameter a split value belongs to, if any.
  StringAttr unit;

  static Distribution replicated() { return {}; }
  static Distribution split(int64_t dim, ArrayRef<StringAttr> axes,
                            SplitOrigin origin, StringAttr unit = {});
  static Distribution partial(ArrayRef<StringAttr> axes,
                              ReductionKind combiner);

  bool isReplicated() const { return kind == Kind::Replicated; }
  bool isSplit() const { return kind == Kind::Split; }
  bool isPartial() const { return kind == Kind::Partial; }
  bool isBatchSplit() const {
    return isSplit() && origin == SplitOrigin::Batch;
  }
  /// Same placement of data (the unit is bookkeeping and not compared).
  bool sameLayout(const Distribution &other) const;
  /// For diagnostics: "replicated", "batch-split on dimension 0 over mesh
  /// axis "shard" (4 ranks)", ...; the sizes when `mesh` is given and bound.
  std::string describe(MeshAttr mesh = {}) const;
};

/// A hash of what sameLayout compares.
llvm::hash_code hashLayout(const Distribution &dist);

/// The local type of a value of `globalType` distributed as `dist` on a mesh.
RankedTensorType getLocalType(RankedTensorType globalType,
                              const Distribution &dist, MeshAttr mesh);

/// The number of ranks spanned by `axes`; the mesh must be bound.
int64_t getGroupSize(MeshAttr mesh, ArrayRef<StringAttr> axes);

/// For diagnostics: `mesh axis "shard" (4 ranks)` or `mesh axes "replica" x
/// "shard" (2 x 3 = 6 ranks)`; without sizes when the mesh is not bound.
std::string describeAxes(ArrayRef<StringAttr> axes, MeshAttr mesh = {});

} // namespace mlir::fsdp

#endif // FSDPC_PASSES_DISTRIBUTION_H
