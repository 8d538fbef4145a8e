//===- DTypeTest.cpp - conversions and reductions -------------------------===//

#include "fsdpc/runtime/DType.h"
#include "fsdpc/runtime/Reduce.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

using namespace fsdpc::runtime;

TEST(DType, SizesAndNames) {
  EXPECT_EQ(dtypeSize(DType::bf16), 2u);
  EXPECT_EQ(dtypeSize(DType::i1), 1u);
  EXPECT_EQ(dtypeSize(DType(200)), 0u);
  EXPECT_EQ(parseDType("f16"), DType::f16);
  EXPECT_FALSE(parseDType("f17").has_value());
}

TEST(DType, Bf16RoundsToNearestEven) {
  EXPECT_EQ(floatToBf16(1.0f), 0x3f80);
  EXPECT_EQ(bf16ToFloat(0x3f80), 1.0f);
  // 1 + 2^-8 is halfway between 1 and 1 + 2^-7: ties to even (1).
  EXPECT_EQ(floatToBf16(1.0f + std::ldexp(1.0f, -8)), 0x3f80);
  EXPECT_EQ(floatToBf16(1.0f + 3 * std::ldexp(1.0f, -8)), 0x3f82);
  EXPECT_TRUE(std::isnan(bf16ToFloat(floatToBf16(NAN))));
}

TEST(DType, F16RoundTripsEveryValue) {
  for (uint32_t bits = 0; bits < 0x10000; ++bits) {
    float value = f16ToFloat(uint16_t(bits));
    if (std::isnan(value))
      continue;
    ASSERT_EQ(floatToF16(value), bits) << bits;
  }
  EXPECT_EQ(floatToF16(65520.0f), 0x7c00); // rounds to infinity
  EXPECT_EQ(floatToF16(1e-8f), 0x0000);    // below half the tiniest
  EXPECT_EQ(f16ToFloat(0x0001), std::ldexp(1.0f, -24));
}

TEST(DType, ReductionsOfEveryType) {
  float fa[2] = {1, -2}, fb[2] = {3, 5};
  ASSERT_TRUE(reduceInto(DType::f32, Reduction::sum, fa, fb, 2).isOk());
  EXPECT_EQ(fa[0], 4);
  EXPECT_EQ(fa[1], 3);
  uint16_t ha[1] = {floatToBf16(1.5f)}, hb[1] = {floatToBf16(2.25f)};
  ASSERT_TRUE(reduceInto(DType::bf16, Reduction::sum, ha, hb, 1).isOk());
  EXPECT_EQ(bf16ToFloat(ha[0]), 3.75f);
  uint16_t ga[1] = {floatToF16(-1.0f)}, gb[1] = {floatToF16(0.5f)};
  ASSERT_TRUE(reduceInto(DType::f16, Reduction::max, ga, gb, 1).isOk());
  EXPECT_EQ(f16ToFloat(ga[0]), 0.5f);
  int32_t ia[1] = {std::numeric_limits<int32_t>::max()}, ib[1] = {1};
  ASSERT_TRUE(reduceInto(DType::i32, Reduction::sum, ia, ib, 1).isOk());
  EXPECT_EQ(ia[0], std::numeric_limits<int32_t>::min()); // wraps
  int64_t la[1] = {5}, lb[1] = {-7};
  ASSERT_TRUE(reduceInto(DType::i64, Reduction::min, la, lb, 1).isOk());
  EXPECT_EQ(la[0], -7);
  int8_t ca[1] = {-3}, cb[1] = {2};
  ASSERT_TRUE(reduceInto(DType::i8, Reduction::max, ca, cb, 1).isOk());
  EXPECT_EQ(ca[0], 2);
  // i1: sum is xor, max is or, min is and.
  uint8_t ba[4] = {0, 0, 1, 1}, bb[4] = {0, 1, 0, 1};
  uint8_t sum[4], mx[4], mn[4];
  std::memcpy(sum, ba, 4);
  std::memcpy(mx, ba, 4);
  std::memcpy(mn, ba, 4);
  ASSERT_TRUE(reduceInto(DType::i1, Reduction::sum, sum, bb, 4).isOk());
  ASSERT_TRUE(reduceInto(DType::i1, Reduction::max, mx, bb, 4).isOk());
  ASSERT_TRUE(reduceInto(DType::i1, Reduction::min, mn, bb, 4).isOk());
  EXPECT_EQ(std::vector<uint8_t>(sum, sum + 4),
            (std::vector<uint8_t>{0, 1, 1, 0}));
  EXPECT_EQ(std::vector<uint8_t>(mx, mx + 4),
            (std::vector<uint8_t>{0, 1, 1, 1}));
  EXPECT_EQ(std::vector<uint8_t>(mn, mn + 4),
            (std::vector<uint8_t>{0, 0, 0, 1}));
  EXPECT_FALSE(reduceInto(DType(99), Reduction::sum, fa, fb, 1).isOk());
}
