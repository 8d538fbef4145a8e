//===- Mesh.h - ranks, mesh coordinates and axis groups -----------*- C++
//-*-===//
//
// Ranks are numbered row-major over the mesh axes (the last axis varies
// fastest), as in fsdp-partition and the cost model. A group of axes is the
// set of ranks that differ only along those axes; a rank's index inside its
// group is row-major over the group's axes in the order they are listed, and
// the group's identity (the "color" an MPI_Comm_split needs) is the row-major
// index over the remaining axes.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_MESH_H
#define FSDPC_RUNTIME_MESH_H

#include <cstdint>
#include <vector>

namespace fsdpc::runtime {

class MeshShape {
public:
  explicit MeshShape(std::vector<int64_t> sizes) : sizes_(std::move(sizes)) {}

  const std::vector<int64_t> &sizes() const { return sizes_; }
  int64_t worldSize() const;
  std::vector<int64_t> coordinates(int64_t rank) const;

  /// Ranks in a group over `axes` (product of their sizes).
  int64_t groupSize(const std::vector<uint32_t> &axes) const;
  /// The rank's index within its group over `axes`.
  int64_t groupRank(int64_t rank, const std::vector<uint32_t> &axes) const;
  /// Which group over `axes` the rank belongs to (0 .. world/groupSize - 1).
  int64_t groupColor(int64_t rank, const std::vector<uint32_t> &axes) const;

private:
  std::vector<int64_t> sizes_;
};

} // namespace fsdpc::runtime

#endif // FSDPC_RUNTIME_MESH_H
