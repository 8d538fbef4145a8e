//===- DType.h - element types and their conversions -------------*- C++
//-*-===//
//
// The element types of fsdpx (fsdpx.DType), their sizes and names, and the
// conversions the runtime needs where hardware has no type: bf16 and f16 are
// widened to f32 to reduce and multiply, then rounded back (nearest even).
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_DTYPE_H
#define FSDPC_RUNTIME_DTYPE_H

#include "fsdpc/runtime/fsdpx_generated.h"

#include <cstdint>
#include <cstring>
#include <optional>
#include <string_view>

namespace fsdpc::runtime {

using DType = fsdpx::DType;

/// Bytes per element; 0 for a value outside the enum (a corrupt file).
unsigned dtypeSize(DType type);
/// "f32", "bf16", ...; "?" outside the enum.
const char *dtypeName(DType type);
std::optional<DType> parseDType(std::string_view name);
/// Whether data of type `data` (a file's: safetensors, npy) fills a buffer
/// the executable types `executable` bit for bit: the same type, or
/// unsigned bytes (U8, |u1: images, quantized values) for the executable's
/// signless i8, whose kernels know the signedness.
bool holdsSameBits(DType data, DType executable);

inline float bf16ToFloat(uint16_t bits) {
  uint32_t wide = uint32_t(bits) << 16;
  float value;
  std::memcpy(&value, &wide, 4);
  return value;
}

inline uint16_t floatToBf16(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, 4);
  // A NaN stays a (quiet) NaN, the rest round to nearest even. Both are
  // computed and one selected, so loops over this vectorize.
  uint32_t quiet = bits | 0x00400000u;
  uint32_t rounded = bits + 0x7fffu + ((bits >> 16) & 1u);
  bool nan = (bits & 0x7fffffffu) > 0x7f800000u;
  return uint16_t((nan ? quiet : rounded) >> 16);
}

float f16ToFloat(uint16_t bits);
uint16_t floatToF16(float value);

} // namespace fsdpc::runtime

#endif // FSDPC_RUNTIME_DTYPE_H
