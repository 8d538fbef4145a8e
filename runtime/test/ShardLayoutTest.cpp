//===- ShardLayoutTest.cpp ------------------------------------------------===//

#include "fsdpc/runtime/ShardLayout.h"

#include <cstdio>
#include <cstdlib>
#include <stdexcept>

using fsdpc::runtime::ShardLayout;

static int failures = 0;
static int checks = 0;

#define EXPECT_EQ(actual, expected)                                            \
  do {                                                                         \
    ++checks;                                                                  \
    long long a = (actual), e = (expected);                                    \
    if (a != e) {                                                              \
      ++failures;                                                              \
      std::fprintf(stderr, "%s:%d: %s == %lld, expected %lld\n", __FILE__,     \
                   __LINE__, #actual, a, e);                                   \
    }                                                                          \
  } while (0)

template <typename Exception, typename Fn>
static void expectThrows(Fn fn, const char *what) {
  ++checks;
  try {
    fn();
  } catch (const Exception &) {
    return;
  }
  ++failures;
  std::fprintf(stderr, "expected an exception: %s\n", what);
}

static void testEven() {
  ShardLayout layout(12, 4);
  EXPECT_EQ(layout.shardRows(), 3);
  EXPECT_EQ(layout.paddedRows(), 12);
  for (int rank = 0; rank < 4; ++rank) {
    EXPECT_EQ(layout.firstRow(rank), 3 * rank);
    EXPECT_EQ(layout.dataRows(rank), 3);
  }
}

static void testUnevenTail() {
  // 10 rows over 4 ranks: 3, 3, 3, 1 rows of data, two rows of padding.
  ShardLayout layout(10, 4);
  EXPECT_EQ(layout.shardRows(), 3);
  EXPECT_EQ(layout.paddedRows(), 12);
  EXPECT_EQ(layout.dataRows(0), 3);
  EXPECT_EQ(layout.dataRows(2), 3);
  EXPECT_EQ(layout.firstRow(3), 9);
  EXPECT_EQ(layout.dataRows(3), 1);
}

static void testEmptyShards() {
  // 2 rows over 4 ranks: ranks 2 and 3 hold only padding.
  ShardLayout layout(2, 4);
  EXPECT_EQ(layout.shardRows(), 1);
  EXPECT_EQ(layout.dataRows(1), 1);
  EXPECT_EQ(layout.firstRow(2), 2);
  EXPECT_EQ(layout.dataRows(2), 0);
  EXPECT_EQ(layout.dataRows(3), 0);
  ShardLayout none(0, 3);
  EXPECT_EQ(none.shardRows(), 0);
  EXPECT_EQ(none.dataRows(0), 0);
}

static void testEveryRowHeldOnce() {
  for (int64_t rows = 0; rows <= 40; ++rows)
    for (int64_t group = 1; group <= 9; ++group) {
      ShardLayout layout(rows, group);
      int64_t next = 0;
      for (int64_t rank = 0; rank < group; ++rank) {
        EXPECT_EQ(layout.firstRow(rank), next);
        next += layout.dataRows(rank);
      }
      EXPECT_EQ(next, rows);
    }
}

static void testBadArguments() {
  expectThrows<std::invalid_argument>([] { ShardLayout(4, 0); }, "group 0");
  expectThrows<std::invalid_argument>([] { ShardLayout(-1, 2); }, "rows -1");
  expectThrows<std::out_of_range>([] { ShardLayout(4, 2).dataRows(2); },
                                  "rank 2 of 2");
}

int main() {
  testEven();
  testUnevenTail();
  testEmptyShards();
  testEveryRowHeldOnce();
  testBadArguments();
  std::printf("shard layout: %d checks, %d failures\n", checks, failures);
  return failures == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
