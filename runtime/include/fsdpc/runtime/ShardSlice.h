//===- ShardSlice.h - a rank's slice of a global tensor -----------*- C++
//-*-===//
//
// fsdp-run reads global tensors (initial weights, batches) and every rank
// keeps only its shard: the rows [firstRow, firstRow + dataRows) along the
// split dimension, followed by zero padding up to the local shape, exactly as
// ShardLayout and the collectives lay shards out. The same placement is
// recorded in checkpoints (Checkpoint.h) so that a reader can put a shard
// back into the global tensor.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_SHARDSLICE_H
#define FSDPC_RUNTIME_SHARDSLICE_H

#include "fsdpc/runtime/Mesh.h"
#include "fsdpc/runtime/fsdpx_generated.h"

#include <cstdint>
#include <vector>

namespace fsdpc::runtime {

struct ShardPlacement {
  std::vector<int64_t> globalShape;
  std::vector<int64_t> localShape;
  int splitDim = -1;            ///< -1: replicated
  int64_t groupSize = 1;        ///< ranks the split dimension is spread over
  int64_t shardIndex = 0;       ///< this rank's shard
  int64_t firstRow = 0;         ///< first global row held (split dimension)
  int64_t dataRows = 0;         ///< real rows; the rest of the shard is padding
  std::vector<int64_t> offsets; ///< first global index along every dimension
};

/// Where `rank` holds `spec` (a validated TensorSpec).
ShardPlacement placeShard(const fsdpx::TensorSpec &spec, const MeshShape &mesh,
                          int64_t rank);

/// Copies the rank's shard out of a C-ordered global tensor into `local`
/// (product(localShape) elements), zeroing the padding rows.
void extractShard(const uint8_t *global, const ShardPlacement &placement,
                  unsigned elementSize, uint8_t *local);

/// product(shape).
int64_t elementCount(const std::vector<int64_t> &shape);

} // namespace fsdpc::runtime

#endif // FSDPC_RUNTIME_SHARDSLICE_H
