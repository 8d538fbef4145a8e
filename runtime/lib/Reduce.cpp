//===- Reduce.cpp - element-wise reductions of collectives ----------------===//

#include "fsdpc/runtime/Reduce.h"

#include <algorithm>
#include <cstring>
#include <type_traits>

namespace fsdpc::runtime {

namespace {

template <typename T> T apply(Reduction op, T a, T b) {
  switch (op) {
  case Reduction::sum:
    // Integers wrap (two's complement) instead of overflowing, as on GPUs.
    if constexpr (std::is_integral_v<T>)
      return T(std::make_unsigned_t<T>(a) + std::make_unsigned_t<T>(b));
    else
      return a + b;
  case Reduction::max:
    return std::max(a, b);
  case Reduction::min:
    return std::min(a, b);
  }
  return a;
}

// Unaligned-safe: staging buffers are aligned, but MPI user functions may get
// any pointer.
template <typename T>
void reduceNative(Reduction op, void *inout, const void *in, size_t count) {
  auto *dst = static_cast<uint8_t *>(inout);
  const auto *src = static_cast<const uint8_t *>(in);
  for (size_t i = 0; i < count; ++i) {
    T a, b;
    std::memcpy(&a, dst + i * sizeof(T), sizeof(T));
    std::memcpy(&b, src + i * sizeof(T), sizeof(T));
    a = apply(op, a, b);
    std::memcpy(dst + i * sizeof(T), &a, sizeof(T));
  }
}

template <float (*Widen)(uint16_t), uint16_t (*Narrow)(float)>
void reduceHalf(Reduction op, void *inout, const void *in, size_t count) {
  auto *dst = static_cast<uint8_t *>(inout);
  const auto *src = static_cast<const uint8_t *>(in);
  for (size_t i = 0; i < count; ++i) {
    uint16_t a, b;
    std::memcpy(&a, dst + 2 * i, 2);
    std::memcpy(&b, src + 2 * i, 2);
    float x = Widen(a), y = Widen(b), r;
    if (op == Reduction::sum)
      r = x + y;
    else if (op == Reduction::max)
      r = (x != x || y != y) ? x + y : std::max(x, y); // NaN propagates
    else
      r = (x != x || y != y) ? x + y : std::min(x, y);
    uint16_t out = Narrow(r);
    std::memcpy(dst + 2 * i, &out, 2);
  }
}

void reduceBool(Reduction op, void *inout, const void *in, size_t count) {
  auto *dst = static_cast<uint8_t *>(inout);
  const auto *src = static_cast<const uint8_t *>(in);
  for (size_t i = 0; i < count; ++i) {
    uint8_t a = dst[i] & 1u, b = src[i] & 1u;
    dst[i] = op == Reduction::sum   ? (a ^ b)
             : op == Reduction::max ? (a | b)
                                    : (a & b);
  }
}

} // namespace

Status reduceInto(DType dtype, Reduction op, void *inout, const void *in,
                  size_t count) {
  if (op > Reduction::MAX)
    return invalidArgument("unknown reduction");
  switch (dtype) {
  case DType::f32:
    reduceNative<float>(op, inout, in, count);
    return Status::ok();
  case DType::f64:
    reduceNative<double>(op, inout, in, count);
    return Status::ok();
  case DType::i64:
    reduceNative<int64_t>(op, inout, in, count);
    return Status::ok();
  case DType::i32:
    reduceNative<int32_t>(op, inout, in, count);
    return Status::ok();
  case DType::i8:
    reduceNative<int8_t>(op, inout, in, count);
    return Status::ok();
  case DType::ui8:
    reduceNative<uint8_t>(op, inout, in, count);
    return Status::ok();
  case DType::bf16:
    reduceHalf<bf16ToFloat, floatToBf16>(op, inout, in, count);
    return Status::ok();
  case DType::f16:
    reduceHalf<f16ToFloat, floatToF16>(op, inout, in, count);
    return Status::ok();
  case DType::i1:
    reduceBool(op, inout, in, count);
    return Status::ok();
  }
  return invalidArgument("reduction of an unknown dtype");
}

} // namespace fsdpc::runtime
