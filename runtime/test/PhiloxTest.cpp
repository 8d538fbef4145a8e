//===- PhiloxTest.cpp - counter-based initial values ----------------------===//

#include "fsdpc/runtime/Philox.h"
#include "fsdpc/runtime/ShardLayout.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace fsdpc::runtime;

TEST(Philox, KnownAnswer) {
  // Random123's known-answer vectors for philox4x32_10.
  PhiloxCounter zero = philox4x32({0, 0, 0, 0}, 0);
  EXPECT_EQ(zero, (PhiloxCounter{0x6627e8d5u, 0xe169c58du, 0xbc57ac4cu,
                                 0x9b00dbd8u}));
  PhiloxCounter ones =
      philox4x32({0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu},
                 0xffffffffffffffffull);
  EXPECT_EQ(ones, (PhiloxCounter{0x408f276du, 0x41c83b0eu, 0xa20bc7c6u,
                                 0x6d5451fdu}));
  PhiloxCounter pi =
      philox4x32({0x243f6a88u, 0x85a308d3u, 0x13198a2eu, 0x03707344u},
                 0x299f31d0a4093822ull);
  EXPECT_EQ(
      pi, (PhiloxCounter{0xd16cfe09u, 0x94fdccebu, 0x5001e420u, 0x24126ea1u}));
}

TEST(Philox, NormalMoments) {
  double sum = 0, squares = 0;
  const int n = 200000;
  for (int i = 0; i < n; ++i) {
    double z = normalAt(7, pathHash("w"), uint64_t(i));
    sum += z;
    squares += z * z;
  }
  EXPECT_NEAR(sum / n, 0.0, 0.01);
  EXPECT_NEAR(squares / n, 1.0, 0.01);
  EXPECT_NE(normalAt(7, pathHash("w"), 0), normalAt(7, pathHash("v"), 0));
  EXPECT_NE(normalAt(7, pathHash("w"), 0), normalAt(8, pathHash("w"), 0));
}

// Every world size gives the same tensor: shards concatenated (padding
// dropped) equal the replicated (one-shard) tensor, for a split of dim 1.
TEST(Philox, ShardsAreIdenticalAtEveryWorldSize) {
  std::vector<int64_t> shape = {3, 7, 2};
  std::vector<float> whole(42);
  ASSERT_TRUE(
      fillNormalShard(1, "p", 0.5f, DType::f32, shape, -1, 1, 0, whole.data())
          .isOk());
  for (int64_t world = 1; world <= 9; ++world) {
    ShardLayout layout(7, world);
    for (int64_t r = 0; r < world; ++r) {
      std::vector<float> shard(size_t(3 * layout.shardRows() * 2));
      ASSERT_TRUE(fillNormalShard(1, "p", 0.5f, DType::f32, shape, 1, world, r,
                                  shard.data())
                      .isOk());
      for (int64_t o = 0; o < 3; ++o)
        for (int64_t j = 0; j < layout.shardRows(); ++j)
          for (int64_t i = 0; i < 2; ++i) {
            float got = shard[size_t((o * layout.shardRows() + j) * 2 + i)];
            if (j >= layout.dataRows(r))
              EXPECT_EQ(got, 0.0f);
            else
              EXPECT_EQ(
                  got, whole[size_t((o * 7 + layout.firstRow(r) + j) * 2 + i)]);
          }
    }
  }
  EXPECT_FALSE(
      fillNormalShard(1, "p", 1, DType::i32, shape, -1, 1, 0, whole.data())
          .isOk());
}
