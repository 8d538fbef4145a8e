//===- GpuPointLayout.cpp - points per thread of a GPU kernel -------------===//

#include "fsdpc/Schedule/GpuPointLayout.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>

using namespace fsdpc::schedule;

unsigned fsdpc::schedule::getThreadBlockSize(int64_t range,
                                             unsigned maxBlockSize) {
  return unsigned(std::clamp<int64_t>(llvm::alignTo(range, kWarpSize),
                                      kWarpSize, int64_t(maxBlockSize)));
}

PointLayout fsdpc::schedule::choosePointLayout(
    llvm::ArrayRef<llvm::ArrayRef<int64_t>> extents, bool reduces,
    int64_t points, unsigned blockSize) {
  if (reduces || extents.empty() ||
      llvm::any_of(extents,
                   [](llvm::ArrayRef<int64_t> loops) { return loops.empty(); }))
    return {};
  // Blocks that tile the rows first: a cut row leaves lanes idle.
  for (unsigned perThread : {4u, 3u, 2u}) {
    int64_t chunk = int64_t(blockSize) * perThread;
    PointLayout layout{perThread};
    if (llvm::all_of(extents,
                     [&](llvm::ArrayRef<int64_t> loops) {
                       return loops.back() % chunk == 0;
                     }) &&
        layout.threads(points, blockSize) >= kMinThreadsPerKernel)
      return layout;
  }
  if (extents.size() != 1)
    return {};
  int64_t row = extents.front().back();
  for (unsigned perThread : {4u, 3u, 2u}) {
    int64_t chunk = int64_t(blockSize) * perThread;
    PointLayout layout{perThread, int64_t(llvm::divideCeil(row, chunk)), row};
    int64_t idle = layout.rowChunks * chunk - row;
    if (idle * 8 <= row &&
        layout.threads(points, blockSize) >= kMinThreadsPerKernel)
      return layout;
  }
  return {};
}

unsigned fsdpc::schedule::getRowBlockSize(int64_t elements,
                                          bool onePointPerThread,
                                          unsigned maxBlockSize) {
  int64_t perThread = onePointPerThread ? 1 : kRowElementsPerThread;
  return unsigned(std::clamp<int64_t>(
      int64_t(llvm::PowerOf2Ceil(uint64_t(elements / perThread))), kWarpSize,
      int64_t(maxBlockSize)));
}

RowBlock fsdpc::schedule::getRowKernelBlock(
    llvm::ArrayRef<llvm::SmallVector<int64_t>> phaseLoops, unsigned rows,
    const std::optional<llvm::SmallVector<int64_t>> &heldLoops,
    bool onePointPerThread, unsigned maxBlockSize) {
  int64_t elements = 1;
  for (const llvm::SmallVector<int64_t> &loops : phaseLoops) {
    int64_t points = 1;
    for (int64_t extent : llvm::ArrayRef(loops).drop_front(rows))
      points *= extent;
    elements = std::max(elements, points);
  }
  RowBlock block{getRowBlockSize(elements, onePointPerThread, maxBlockSize)};
  if (!heldLoops)
    return block;
  int64_t points = 1;
  for (int64_t extent : *heldLoops)
    points *= extent;
  unsigned threads = std::max<unsigned>(
      block.blockSize,
      unsigned(std::min<uint64_t>(
          llvm::PowerOf2Ceil(llvm::divideCeil(points, kMaxRowSlots)),
          maxBlockSize)));
  int64_t slots = llvm::divideCeil(points, threads);
  if (slots > kMaxRowSlots)
    return block;
  return {threads, unsigned(slots), points};
}
