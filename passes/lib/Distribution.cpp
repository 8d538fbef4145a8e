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

static void printAxes(llvm::raw_ostream &os, ArrayRef<StringAttr> axes) {
  os << "[";
  llvm::interleaveComma(axes, os,
                        [&](StringAttr axis) { os << axis.getValue(); });
  os << "]";
}

std::string Distribution::key() const {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << static_cast<int>(kind) << ":" << dim << ":" << static_cast<int>(origin)
     << ":" << static_cast<int>(combiner) << ":";
  printAxes(os, axes);
  return text;
}

std::string Distribution::describe() const {
  std::string text;
  llvm::raw_string_ostream os(text);
  switch (kind) {
  case Kind::Replicated:
    os << "replicated";
    break;
  case Kind::Split:
    os << (origin == SplitOrigin::Batch ? "batch-split" : "parameter-sharded")
       << " on dimension " << dim << " over ";
    printAxes(os, axes);
    break;
  case Kind::Partial:
    os << "a partial " << stringifyReductionKind(combiner) << " over ";
    printAxes(os, axes);
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
