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

inline float bf16ToFloat(uint16_t bits) {
  uint32_t wide = uint32_t(bits) << 16;
  float value;
  std::memcpy(&value, &wide, 4);
  return value;
}

inline uint16_t floatToBf16(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, 4);
  if ((bits & 0x7fffffffu) > 0x7f800000u) // NaN: keep it a (quiet) NaN.
    return uint16_t((bits >> 16) | 0x40);
  bits += 0x7fffu + ((bits >> 16) & 1u); // round to nearest even
  return uint16_t(bits >> 16);
}

float f16ToFloat(uint16_t bits);
uint16_t floatToF16(float value);

} // namespace fsdpc::runtime

#endif // FSDPC_RUNTIME_DTYPE_H
