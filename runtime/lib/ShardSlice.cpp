//===- ShardSlice.cpp - a rank's slice of a global tensor -----------------===//

#include "fsdpc/runtime/ShardSlice.h"

#include "fsdpc/runtime/ShardLayout.h"

#include <algorithm>
#include <cstring>

namespace fsdpc::runtime {

int64_t elementCount(const std::vector<int64_t> &shape) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

ShardPlacement placeShard(const fsdpx::TensorSpec &spec, const MeshShape &mesh,
                          int64_t rank) {
  ShardPlacement p;
  if (spec.global_shape())
    p.globalShape.assign(spec.global_shape()->begin(),
                         spec.global_shape()->end());
  if (spec.local_shape())
    p.localShape.assign(spec.local_shape()->begin(), spec.local_shape()->end());
  p.splitDim = spec.split_dim();
  p.offsets.assign(p.globalShape.size(), 0);
  if (p.splitDim < 0)
    return p;
  std::vector<uint32_t> axes;
  if (spec.split_axes())
    axes.assign(spec.split_axes()->begin(), spec.split_axes()->end());
  p.groupSize = mesh.groupSize(axes);
  p.shardIndex = mesh.groupRank(rank, axes);
  ShardLayout layout(p.globalShape[size_t(p.splitDim)], p.groupSize);
  p.firstRow = layout.firstRow(p.shardIndex);
  p.dataRows = layout.dataRows(p.shardIndex);
  p.offsets[size_t(p.splitDim)] = p.firstRow;
  return p;
}

void extractShard(const uint8_t *global, const ShardPlacement &p,
                  unsigned elementSize, uint8_t *local) {
  if (p.splitDim < 0) {
    std::memcpy(local, global,
                size_t(elementCount(p.globalShape)) * elementSize);
    return;
  }
  // View both as [outer, rows, inner] around the split dimension.
  size_t d = size_t(p.splitDim);
  int64_t outer = 1, inner = 1;
  for (size_t i = 0; i < p.globalShape.size(); ++i) {
    if (i < d)
      outer *= p.globalShape[i];
    else if (i > d)
      inner *= p.globalShape[i];
  }
  int64_t globalRows = p.globalShape[d], localRows = p.localShape[d];
  size_t rowBytes = size_t(inner) * elementSize;
  for (int64_t o = 0; o < outer; ++o) {
    uint8_t *dst = local + size_t(o * localRows) * rowBytes;
    const uint8_t *src =
        global + size_t(o * globalRows + p.firstRow) * rowBytes;
    size_t dataBytes = size_t(p.dataRows) * rowBytes;
    if (dataBytes)
      std::memcpy(dst, src, dataBytes);
    std::memset(dst + dataBytes, 0, size_t(localRows) * rowBytes - dataBytes);
  }
}

} // namespace fsdpc::runtime
