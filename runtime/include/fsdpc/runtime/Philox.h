//===- Philox.h - counter-based random numbers for initial state --*- C++
//-*-===//
//
// Philox-4x32-10 (Salmon et al., SC'11): a pure function of a 128-bit counter
// and a 64-bit key. Initial values are keyed by (seed, hash of the tensor's
// pytree path, global element index), so every element has one value whatever
// the world size or sharding, and a rank generates only its own shard without
// generating (or communicating) anything else.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_PHILOX_H
#define FSDPC_RUNTIME_PHILOX_H

#include "fsdpc/runtime/DType.h"
#include "fsdpc/runtime/Status.h"

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

namespace fsdpc::runtime {

using PhiloxCounter = std::array<uint32_t, 4>;

PhiloxCounter philox4x32(PhiloxCounter counter, uint64_t key);

/// FNV-1a of a pytree path: the stream of one tensor.
uint64_t pathHash(std::string_view path);

/// A standard normal for element `index` of the tensor `stream`
/// (Box-Muller on the first two words of one Philox block).
double normalAt(uint64_t seed, uint64_t stream, uint64_t index);

/// Fills a rank's local shard of a tensor of `globalShape` split along
/// `splitDim` (-1: replicated) into `groupSize` shards, this being shard
/// `shardIndex`, with sigma * normal values; padding rows are zeros.
/// `out` holds product(localShape) elements of `dtype` (a float type).
Status fillNormalShard(uint64_t seed, std::string_view path, float sigma,
                       DType dtype, const std::vector<int64_t> &globalShape,
                       int splitDim, int64_t groupSize, int64_t shardIndex,
                       void *out);

} // namespace fsdpc::runtime

#endif // FSDPC_RUNTIME_PHILOX_H
