//===- Mesh.cpp - ranks, mesh coordinates and axis groups -----------------===//

#include "fsdpc/runtime/Mesh.h"

#include <algorithm>

namespace fsdpc::runtime {

int64_t MeshShape::worldSize() const {
  int64_t size = 1;
  for (int64_t s : sizes_)
    size *= s;
  return size;
}

std::vector<int64_t> MeshShape::coordinates(int64_t rank) const {
  std::vector<int64_t> coords(sizes_.size());
  for (size_t i = sizes_.size(); i-- > 0;) {
    coords[i] = rank % sizes_[i];
    rank /= sizes_[i];
  }
  return coords;
}

int64_t MeshShape::groupSize(const std::vector<uint32_t> &axes) const {
  int64_t size = 1;
  for (uint32_t axis : axes)
    size *= sizes_[axis];
  return size;
}

int64_t MeshShape::groupRank(int64_t rank,
                             const std::vector<uint32_t> &axes) const {
  std::vector<int64_t> coords = coordinates(rank);
  int64_t index = 0;
  for (uint32_t axis : axes)
    index = index * sizes_[axis] + coords[axis];
  return index;
}

int64_t MeshShape::groupColor(int64_t rank,
                              const std::vector<uint32_t> &axes) const {
  std::vector<int64_t> coords = coordinates(rank);
  int64_t color = 0;
  for (uint32_t axis = 0; axis < sizes_.size(); ++axis)
    if (std::find(axes.begin(), axes.end(), axis) == axes.end())
      color = color * sizes_[axis] + coords[axis];
  return color;
}

} // namespace fsdpc::runtime
