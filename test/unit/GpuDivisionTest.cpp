//===- GpuDivisionTest.cpp - how the CUDA lowering divides floats ---------===//

#include "fsdpc/Schedule/GpuDivision.h"

#include "gtest/gtest.h"

using fsdpc::schedule::isFullRangeDivision;
using llvm::APFloat;

namespace {

TEST(GpuDivision, SixteenAndThirtyTwoBitFloatsByAValueAreFullRange) {
  EXPECT_TRUE(isFullRangeDivision(32, nullptr));
  EXPECT_TRUE(isFullRangeDivision(16, nullptr));
}

TEST(GpuDivision, SixtyFourBitFloatsStayCorrectlyRounded) {
  EXPECT_FALSE(isFullRangeDivision(64, nullptr));
  APFloat three(3.0);
  EXPECT_FALSE(isFullRangeDivision(64, &three));
}

TEST(GpuDivision, AConstantWithAnExactInverseIsAMultiplication) {
  APFloat four(4.0f), eighth(0.125f), three(3.0f), zero(0.0f);
  EXPECT_FALSE(isFullRangeDivision(32, &four));
  EXPECT_FALSE(isFullRangeDivision(32, &eighth));
  // 1/3 and 1/0 are not exact: full-range divisions.
  EXPECT_TRUE(isFullRangeDivision(32, &three));
  EXPECT_TRUE(isFullRangeDivision(32, &zero));
}

} // namespace
