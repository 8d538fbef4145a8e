//===- Distribution.h - how a value is spread over ranks --------*- C++ -*-===//

#ifndef FSDPC_PASSES_DISTRIBUTION_H
#define FSDPC_PASSES_DISTRIBUTION_H

#include "fsdpc/Dialect/FSDP/FSDP.h"

#include <string>

namespace mlir::fsdp {

/// What a split dimension came from. A batch split divides exactly and is
/// never gathered; a parameter split may be padded and is gathered on use.
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
  /// Same placement of data (the unit is bookkeeping and not compared).
  bool sameLayout(const Distribution &other) const;
  /// A key that identifies the layout, for caching conversions.
  std::string key() const;
  /// For diagnostics: "replicated", "split on dimension 0 over [shard]", ...
  std::string describe() const;
};

/// The local type of a value of `globalType` distributed as `dist` on a mesh.
RankedTensorType getLocalType(RankedTensorType globalType,
                              const Distribution &dist, MeshAttr mesh);

/// The number of ranks spanned by `axes`; the mesh must be bound.
int64_t getGroupSize(MeshAttr mesh, ArrayRef<StringAttr> axes);

} // namespace mlir::fsdp

#endif // FSDPC_PASSES_DISTRIBUTION_H
