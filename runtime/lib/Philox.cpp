//===- Philox.cpp - counter-based random numbers for initial state --------===//

#include "fsdpc/runtime/Philox.h"

#include "fsdpc/runtime/ShardLayout.h"

#include <cmath>
#include <cstring>

namespace fsdpc::runtime {

PhiloxCounter philox4x32(PhiloxCounter c, uint64_t key) {
  constexpr uint32_t kMul0 = 0xD2511F53u, kMul1 = 0xCD9E8D57u;
  constexpr uint32_t kWeyl0 = 0x9E3779B9u, kWeyl1 = 0xBB67AE85u;
  uint32_t k0 = uint32_t(key), k1 = uint32_t(key >> 32);
  for (int round = 0; round < 10; ++round) {
    uint64_t p0 = uint64_t(kMul0) * c[0];
    uint64_t p1 = uint64_t(kMul1) * c[2];
    c = {uint32_t(p1 >> 32) ^ c[1] ^ k0, uint32_t(p1),
         uint32_t(p0 >> 32) ^ c[3] ^ k1, uint32_t(p0)};
    k0 += kWeyl0;
    k1 += kWeyl1;
  }
  return c;
}

uint64_t pathHash(std::string_view path) {
  uint64_t hash = 0xcbf29ce484222325ull;
  for (unsigned char c : path) {
    hash ^= c;
    hash *= 0x100000001b3ull;
  }
  return hash;
}

double normalAt(uint64_t seed, uint64_t stream, uint64_t index) {
  PhiloxCounter out = philox4x32({uint32_t(index), uint32_t(index >> 32),
                                  uint32_t(stream), uint32_t(stream >> 32)},
                                 seed);
  // u1 in (0, 1] so that log(u1) is finite; u2 in [0, 1).
  double u1 = (double(out[0]) + 1.0) * 0x1p-32;
  double u2 = double(out[1]) * 0x1p-32;
  return std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * M_PI * u2);
}

static void storeFloat(DType dtype, void *out, uint64_t i, double value) {
  auto *bytes = static_cast<uint8_t *>(out);
  switch (dtype) {
  case DType::f64:
    std::memcpy(bytes + 8 * i, &value, 8);
    return;
  case DType::f32: {
    float v = float(value);
    std::memcpy(bytes + 4 * i, &v, 4);
    return;
  }
  case DType::bf16: {
    uint16_t v = floatToBf16(float(value));
    std::memcpy(bytes + 2 * i, &v, 2);
    return;
  }
  case DType::f16: {
    uint16_t v = floatToF16(float(value));
    std::memcpy(bytes + 2 * i, &v, 2);
    return;
  }
  default:
    return;
  }
}

Status fillNormalShard(uint64_t seed, std::string_view path, float sigma,
                       DType dtype, const std::vector<int64_t> &globalShape,
                       int splitDim, int64_t groupSize, int64_t shardIndex,
                       void *out) {
  if (dtype != DType::f32 && dtype != DType::bf16 && dtype != DType::f16 &&
      dtype != DType::f64)
    return invalidArgument(std::string("normal initializer of ") +
                           dtypeName(dtype));
  if (splitDim >= int(globalShape.size()) || groupSize < 1 || shardIndex < 0 ||
      shardIndex >= groupSize)
    return invalidArgument("bad sharding for a normal initializer");
  int64_t outer = 1, rows = 1, inner = 1;
  for (int d = 0; d < int(globalShape.size()); ++d) {
    if (splitDim < 0 || d > splitDim)
      inner *= globalShape[d];
    else if (d < splitDim)
      outer *= globalShape[d];
    else
      rows = globalShape[d];
  }
  ShardLayout layout(rows, splitDim < 0 ? 1 : groupSize);
  int64_t index = splitDim < 0 ? 0 : shardIndex;
  int64_t shardRows = layout.shardRows(), first = layout.firstRow(index);
  int64_t dataRows = layout.dataRows(index);
  uint64_t stream = pathHash(path);
  uint64_t local = 0;
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t j = 0; j < shardRows; ++j)
      for (int64_t i = 0; i < inner; ++i, ++local) {
        if (j >= dataRows) {
          storeFloat(dtype, out, local, 0.0);
          continue;
        }
        uint64_t global = (uint64_t(o) * rows + first + j) * inner + i;
        storeFloat(dtype, out, local, sigma * normalAt(seed, stream, global));
      }
  return Status::ok();
}

} // namespace fsdpc::runtime
