//===- DTypeTest.cpp - conversions and reductions -------------------------===//

#include "fsdpc/runtime/DType.h"
#include "fsdpc/runtime/Reduce.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

using namespace fsdpc::runtime;

TEST(DType, SizesAndNames) {
  EXPECT_EQ(dtypeSize(DType::bf16), 2u);
  EXPECT_EQ(dtypeSize(DType::i1), 1u);
  EXPECT_EQ(dtypeSize(DType(200)), 0u);
  // Every value of the enum has a size and a name that parses back.
  for (DType type : fsdpc::fsdpx::EnumValuesDType()) {
    EXPECT_GT(dtypeSize(type), 0u) << int(type);
    EXPECT_EQ(parseDType(dtypeName(type)), type) << int(type);
  }
  EXPECT_EQ(dtypeSize(DType::i16), 2u);
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
  int16_t sa[2] = {32767, -300}, sb[2] = {1, 200};
  ASSERT_TRUE(reduceInto(DType::i16, Reduction::sum, sa, sb, 2).isOk());
  EXPECT_EQ(sa[0], -32768); // wraps
  EXPECT_EQ(sa[1], -100);
  ASSERT_TRUE(reduceInto(DType::i16, Reduction::min, sa, sb, 2).isOk());
  EXPECT_EQ(sa[0], -32768); // signed: the signless i16's collectives' order
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

TEST(DType, FloatMaxAndMinPropagateNaNFromEitherSide) {
  // arith.maximumf/minimumf semantics, which the compiled program assumes.
  for (Reduction op : {Reduction::max, Reduction::min}) {
    float a[2] = {NAN, 1.0f}, b[2] = {1.0f, NAN};
    ASSERT_TRUE(reduceInto(DType::f32, op, a, b, 2).isOk());
    EXPECT_TRUE(std::isnan(a[0]) && std::isnan(a[1]));
    uint16_t ha[2] = {floatToBf16(NAN), floatToBf16(1.0f)};
    uint16_t hb[2] = {floatToBf16(1.0f), floatToBf16(NAN)};
    ASSERT_TRUE(reduceInto(DType::bf16, op, ha, hb, 2).isOk());
    EXPECT_TRUE(std::isnan(bf16ToFloat(ha[0])) &&
                std::isnan(bf16ToFloat(ha[1])));
  }
}

TEST(DType, FloatMaxAndMinOrderSignedZeros) {
  // -0 below +0 whichever operand comes first, as arith.maximumf/minimumf
  // (and XLA's max over the unsplit values) order them.
  float a[4] = {-0.0f, 0.0f, -0.0f, 0.0f}, b[4] = {0.0f, -0.0f, -0.0f, 0.0f};
  float max[4], min[4];
  std::memcpy(max, a, sizeof(a));
  std::memcpy(min, a, sizeof(a));
  ASSERT_TRUE(reduceInto(DType::f32, Reduction::max, max, b, 4).isOk());
  ASSERT_TRUE(reduceInto(DType::f32, Reduction::min, min, b, 4).isOk());
  bool maxNegative[4] = {false, false, true, false};
  bool minNegative[4] = {true, true, true, false};
  for (int i = 0; i < 4; ++i) {
    EXPECT_EQ(std::signbit(max[i]), maxNegative[i]) << "max #" << i;
    EXPECT_EQ(std::signbit(min[i]), minNegative[i]) << "min #" << i;
  }
  double da[2] = {-0.0, 0.0}, db[2] = {0.0, -0.0};
  ASSERT_TRUE(reduceInto(DType::f64, Reduction::min, da, db, 2).isOk());
  EXPECT_TRUE(std::signbit(da[0]) && std::signbit(da[1])) << "f64 min";
  for (Reduction op : {Reduction::max, Reduction::min}) {
    uint16_t ha[2] = {floatToBf16(-0.0f), floatToBf16(0.0f)};
    uint16_t hb[2] = {floatToBf16(0.0f), floatToBf16(-0.0f)};
    ASSERT_TRUE(reduceInto(DType::bf16, op, ha, hb, 2).isOk());
    bool negative = op == Reduction::min;
    EXPECT_EQ(std::signbit(bf16ToFloat(ha[0])), negative) << "bf16 #0";
    EXPECT_EQ(std::signbit(bf16ToFloat(ha[1])), negative) << "bf16 #1";
  }
}

TEST(DType, Bf16ReductionsMatchElementwiseOverVectorBodyAndTail) {
  // 1027 elements at an odd byte offset: the vector loop, its scalar tail
  // and unaligned pointers (MPI user functions get any pointer).
  const size_t count = 1027;
  std::vector<uint8_t> lhs(2 * count + 1), rhs(2 * count + 1);
  std::vector<uint16_t> a(count), b(count);
  for (size_t i = 0; i < count; ++i) {
    a[i] = floatToBf16(std::ldexp(float(int(i % 37) - 18), int(i % 5)) / 3);
    b[i] = floatToBf16(float(int(i % 11) - 5) * 1.0078125f);
  }
  for (Reduction op : {Reduction::sum, Reduction::max, Reduction::min}) {
    std::memcpy(lhs.data() + 1, a.data(), 2 * count);
    std::memcpy(rhs.data() + 1, b.data(), 2 * count);
    ASSERT_TRUE(
        reduceInto(DType::bf16, op, lhs.data() + 1, rhs.data() + 1, count)
            .isOk());
    for (size_t i = 0; i < count; ++i) {
      float x = bf16ToFloat(a[i]), y = bf16ToFloat(b[i]);
      float want = op == Reduction::sum   ? x + y
                   : op == Reduction::max ? std::max(x, y)
                                          : std::min(x, y);
      uint16_t got;
      std::memcpy(&got, lhs.data() + 1 + 2 * i, 2);
      ASSERT_EQ(got, floatToBf16(want)) << "element " << i;
    }
  }
}
