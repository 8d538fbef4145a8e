//===- Distribution.cpp - how a value is spread over ranks ----------------===//

#include "Distribution.h"

#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::fsdp;

Distribution Distribution::split(int64_t dim, ArrayRef<StringAttr> axes,
                                 SplitOrigin origin, StringAttr unit) {
  Distribution dist;
  dist.kind = Kind::Split;
  dist.dim = dim;
  dist.axes.assign(axes.begin(), axes.end());
  dist.origin = origin;
  dist.unit = unit;
  return dist;
}

Distribution Distribution::partial(ArrayRef<StringAttr> axes,
                                   ReductionKind combiner) {
  Distribution dist;
  dist.kind = Kind::Partial;
  dist.axes.assign(axes.begin(), axes.end());
  dist.combiner = combiner;
  return dist;
}

bool Distribution::sameLayout(const Distribution &other) const {
  if (kind != other.kind || axes != other.axes)
    return false;
  if (isSplit())
    return dim == other.dim && origin == other.origin;
  if (isPartial())
    return combiner == other.combiner;
  return true;
}

llvm::hash_code mlir::fsdp::hashLayout(const Distribution &dist) {
  llvm::hash_code axes = llvm::hash_combine_range(dist.axes);
  switch (dist.kind) {
  case Distribution::Kind::Replicated:
    return llvm::hash_combine(dist.kind);
  case Distribution::Kind::Split:
    return llvm::hash_combine(dist.kind, axes, dist.dim, dist.origin);
  case Distribution::Kind::Partial:
    return llvm::hash_combine(dist.kind, axes, dist.combiner);
  }
  llvm_unreachable("unknown distribution kind");
}

std::string mlir::fsdp::describeAxes(ArrayRef<StringAttr> axes, MeshAttr mesh) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << (axes.size() == 1 ? "mesh axis " : "mesh axes ");
  llvm::interleave(
      axes, os, [&](StringAttr axis) { os << '"' << axis.getValue() << '"'; },
      " x ");
  std::optional<int64_t> ranks =
      mesh && mesh.isBound() ? mesh.getGroupSize(axes) : std::nullopt;
  if (!ranks)
    return text;
  os << " (";
  if (axes.size() > 1) {
    llvm::interleave(
        axes, os,
        [&](StringAttr axis) {
          os << mesh.getAxisSizes()[*mesh.getAxisIndex(axis.getValue())];
        },
        " x ");
    os << " = ";
  }
  os << *ranks << (*ranks == 1 ? " rank)" : " ranks)");
  return text;
}

std::string Distribution::describe(MeshAttr mesh) const {
  std::string text;
  llvm::raw_string_ostream os(text);
  switch (kind) {
  case Kind::Replicated:
    os << "replicated";
    break;
  case Kind::Split:
    os << (origin == SplitOrigin::Batch ? "batch-split" : "parameter-sharded")
       << " on dimension " << dim << " over " << describeAxes(axes, mesh);
    break;
  case Kind::Partial:
    os << "a partial " << stringifyReductionKind(combiner) << " over "
       << describeAxes(axes, mesh);
    break;
  }
  return text;
}

int64_t mlir::fsdp::getGroupSize(MeshAttr mesh, ArrayRef<StringAttr> axes) {
  std::optional<int64_t> size = mesh.getGroupSize(axes);
  assert(size && "mesh must be bound");
  return *size;
}

RankedTensorType mlir::fsdp::getLocalType(RankedTensorType globalType,
                                          const Distribution &dist,
                                          MeshAttr mesh) {
  if (!dist.isSplit())
    return globalType;
  SmallVector<int64_t> shape(globalType.getShape());
  shape[dist.dim] = shardSize(shape[dist.dim], getGroupSize(mesh, dist.axes));
  return globalType.clone(shape);
}
