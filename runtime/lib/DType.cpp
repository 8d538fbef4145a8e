//===- DType.cpp - element types and their conversions --------------------===//

#include "fsdpc/runtime/DType.h"

#include <cmath>

namespace fsdpc::runtime {

unsigned dtypeSize(DType type) {
  switch (type) {
  case DType::f64:
  case DType::i64:
    return 8;
  case DType::f32:
  case DType::i32:
    return 4;
  case DType::bf16:
  case DType::f16:
  case DType::i16:
    return 2;
  case DType::i8:
  case DType::ui8:
  case DType::i1:
    return 1;
  }
  return 0;
}

const char *dtypeName(DType type) {
  switch (type) {
  case DType::f32:
    return "f32";
  case DType::bf16:
    return "bf16";
  case DType::f16:
    return "f16";
  case DType::f64:
    return "f64";
  case DType::i64:
    return "i64";
  case DType::i32:
    return "i32";
  case DType::i16:
    return "i16";
  case DType::i8:
    return "i8";
  case DType::ui8:
    return "ui8";
  case DType::i1:
    return "i1";
  }
  return "?";
}

std::optional<DType> parseDType(std::string_view name) {
  for (DType type : fsdpx::EnumValuesDType())
    if (name == dtypeName(type))
      return type;
  return std::nullopt;
}

bool holdsSameBits(DType data, DType executable) {
  return data == executable || (data == DType::ui8 && executable == DType::i8);
}

float f16ToFloat(uint16_t bits) {
  uint32_t sign = uint32_t(bits & 0x8000u) << 16;
  uint32_t exponent = (bits >> 10) & 0x1fu;
  uint32_t mantissa = bits & 0x3ffu;
  uint32_t out;
  if (exponent == 0x1f) {
    out = sign | 0x7f800000u | (mantissa << 13); // inf or NaN
  } else if (exponent != 0) {
    out = sign | ((exponent + 112) << 23) | (mantissa << 13);
  } else {
    // Zero or subnormal: exact in f32.
    float value = std::ldexp(float(mantissa), -24);
    std::memcpy(&out, &value, 4);
    out |= sign;
  }
  float value;
  std::memcpy(&value, &out, 4);
  return value;
}

uint16_t floatToF16(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, 4);
  uint16_t sign = uint16_t((bits >> 16) & 0x8000u);
  uint32_t magnitude = bits & 0x7fffffffu;
  if (magnitude > 0x7f800000u) // NaN
    return uint16_t(sign | 0x7e00u);
  if (magnitude >= 0x477ff000u) // rounds to >= 65520: infinity
    return uint16_t(sign | 0x7c00u);
  if (magnitude < 0x38800000u) {
    // Below the smallest normal (2^-14): a multiple of 2^-24, rounded to
    // nearest even by the FPU's own rounding.
    float scaled = std::fabs(value) * 16777216.0f; // 2^24
    return uint16_t(sign | uint16_t(std::nearbyint(scaled)));
  }
  // Normal: rebias, then round the 13 dropped bits to nearest even.
  uint32_t rebiased = magnitude - (112u << 23);
  rebiased += 0xfffu + ((rebiased >> 13) & 1u);
  return uint16_t(sign | uint16_t(rebiased >> 13));
}

} // namespace fsdpc::runtime
