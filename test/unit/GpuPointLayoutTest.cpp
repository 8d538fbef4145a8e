//===- GpuPointLayoutTest.cpp - points per thread of a GPU kernel ---------===//

#include "fsdpc/Schedule/GpuPointLayout.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <vector>

using namespace fsdpc::schedule;

namespace {

PointLayout layoutOf(std::vector<std::vector<int64_t>> generics,
                     bool reduces = false) {
  std::vector<llvm::ArrayRef<int64_t>> extents(generics.begin(),
                                               generics.end());
  int64_t points = 0;
  for (const std::vector<int64_t> &loops : generics) {
    int64_t product = 1;
    for (int64_t extent : loops)
      product *= extent;
    points = std::max(points, product);
  }
  return choosePointLayout(extents, reduces, points,
                           getThreadBlockSize(points));
}

TEST(GpuPointLayout, BlockSizeIsWholeWarpsUpToTheMaximum) {
  EXPECT_EQ(getThreadBlockSize(1), 32u);
  EXPECT_EQ(getThreadBlockSize(100), 128u);
  EXPECT_EQ(getThreadBlockSize(int64_t(1) << 30), kDefaultGpuBlockSize);
  EXPECT_EQ(getThreadBlockSize(int64_t(1) << 30, 512), 512u);
}

TEST(GpuPointLayout, RowsTiledByBlocksTakeTheMostPoints) {
  // Attention scores: rows of 1024 = 256 threads x 4 points.
  PointLayout scores = layoutOf({{8, 12, 1024, 1024}});
  EXPECT_EQ(scores.perThread, 4u);
  EXPECT_EQ(scores.rowChunks, 0);
  EXPECT_EQ(scores.threads(8 * 12 * 1024 * 1024, 256), 8 * 12 * 1024 * 256);
  // GPT-2's width, 768 = 256 x 3, but not 256 x 4.
  EXPECT_EQ(layoutOf({{8, 1024, 768}}).perThread, 3u);
}

TEST(GpuPointLayout, ALongRowIsCutWithLittleIdle) {
  // GPT-2's logits, padded: 50264 points a row, in 50 chunks of 1024.
  PointLayout logits = layoutOf({{8, 1024, 50264}});
  EXPECT_EQ(logits.perThread, 4u);
  EXPECT_EQ(logits.rowChunks, 50);
  EXPECT_EQ(logits.row, 50264);
  EXPECT_EQ(logits.threads(int64_t(8) * 1024 * 50264, 256),
            int64_t(8) * 1024 * 50 * 256);
  // Rows of 1100 leave 948 of 2048 idle at 4 a thread (too many), and 436
  // of 1536 at 3; 2 a thread cut them into 3 chunks of 512 with 436 idle:
  // still over an eighth, so one point a thread.
  EXPECT_EQ(layoutOf({{4096, 1100}}).perThread, 1u);
}

TEST(GpuPointLayout, FewPointsKeepOneAThread) {
  // 64 x 4096 points at 2 a thread would leave 2^17 threads.
  EXPECT_EQ(layoutOf({{64, 4096}}).perThread, 1u);
  EXPECT_EQ(layoutOf({{}}).perThread, 1u);
  EXPECT_EQ(layoutOf({}).perThread, 1u);
}

TEST(GpuPointLayout, AReductionRunsOnePointAThread) {
  // A thread runs its point's reduction loop serially, one point a thread.
  EXPECT_EQ(layoutOf({{8, 1024, 1024}}, /*reduces=*/true).perThread, 1u);
}

TEST(GpuPointLayout, CopiesOfAConcatenationMustAllTile) {
  EXPECT_EQ(layoutOf({{2048, 1024}, {2048, 2048}}).perThread, 4u);
  // One of them cut: no layout cuts the rows of several.
  EXPECT_EQ(layoutOf({{2048, 1024}, {2048, 1000}}).perThread, 1u);
}

TEST(GpuPointLayout, ARowBlockGivesEachThreadSixteenElements) {
  EXPECT_EQ(getRowBlockSize(1024), 64u);
  EXPECT_EQ(getRowBlockSize(768), 64u); // 48, rounded up to a power of two
  EXPECT_EQ(getRowBlockSize(100), 32u); // at least a warp
  EXPECT_EQ(getRowBlockSize(1 << 20), kDefaultGpuBlockSize);
  EXPECT_EQ(getRowBlockSize(1024, /*onePointPerThread=*/true), 256u);
}

TEST(GpuPointLayout, ARowInRegistersTakesEnoughThreadsForItsSlots) {
  // One phase over 8 rows of the points over `held`, held in registers.
  auto blockOf = [](llvm::SmallVector<int64_t> held) {
    llvm::SmallVector<int64_t> loops = {8};
    loops.append(held.begin(), held.end());
    return getRowKernelBlock({loops}, 1, held);
  };
  // GPT-2's width: 768 points over 64 threads, 12 slots each.
  RowBlock row768 = blockOf({768});
  EXPECT_EQ(row768.blockSize, 64u);
  EXPECT_EQ(row768.slots, 12u);
  EXPECT_EQ(row768.points, 768);
  // 1039 points: 128 threads (9 slots), not the 64 of a block reduction
  // (17 slots, more than a thread holds).
  EXPECT_EQ(blockOf({1039}).blockSize, 128u);
  EXPECT_EQ(blockOf({1039}).slots, 9u);
  // Heads by positions: 4096 points fill 256 threads' 16 slots.
  EXPECT_EQ(blockOf({64, 64}).slots, 16u);
  // 8192 do not fit: the phases stride over the row with a block
  // reduction's threads.
  RowBlock strided = blockOf({8192});
  EXPECT_EQ(strided.blockSize, 256u);
  EXPECT_EQ(strided.slots, 0u);
  // Phases that cannot hold the row (none held) stride too.
  llvm::SmallVector<int64_t> rows768 = {8, 768};
  EXPECT_EQ(getRowKernelBlock({rows768}, 1, std::nullopt).blockSize, 64u);
  EXPECT_EQ(getRowKernelBlock({rows768}, 1, std::nullopt).slots, 0u);
}

} // namespace
