//===- GpuPointLayout.h - points per thread of a GPU kernel -----*- C++ -*-===//
//
// How fsdp-translate's CUDA lowering spreads an elementwise kernel's points
// over threads: blocks of getThreadBlockSize threads, each thread running up
// to four points of one row a block apart (choosePointLayout). A thread
// loads and computes what a row's points share once for them, so the cost
// model counts those instructions once a thread, as the lowering issues
// them; both take the layout from here.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_SCHEDULE_GPUPOINTLAYOUT_H
#define FSDPC_SCHEDULE_GPUPOINTLAYOUT_H

#include "llvm/ADT/ArrayRef.h"

#include <cstdint>

namespace fsdpc::schedule {

/// Threads per block of an elementwise kernel, unless the lowering is told
/// otherwise (fsdp-translate's GpuKernelOptions::blockSize).
constexpr unsigned kDefaultGpuBlockSize = 256;

/// An elementwise kernel gives each thread several points only while it
/// keeps at least this many threads: ~2048 per SM of a 132-SM GPU, a full
/// occupancy's worth to hide memory latency with.
constexpr int64_t kMinThreadsPerKernel = int64_t(1) << 18;

/// How the threads of an elementwise kernel split its points: `perThread`
/// points of one row of the innermost loop each, a block apart. When blocks
/// of B threads x V points tile every row (and each generic's), thread i's
/// first point is (i / B) * B * V + i % B. Otherwise a single generic's rows
/// are cut into `rowChunks` chunks of B * V (the last one partial): thread
/// i runs chunk i / B, lane i % B, and a point past the row's end is
/// computed at the row's last element and not stored.
struct PointLayout {
  unsigned perThread = 1;
  int64_t rowChunks = 0; ///< 0: the blocks tile the rows
  int64_t row = 0;       ///< the cut rows' length

  /// The threads running `points` points.
  int64_t threads(int64_t points, unsigned blockSize) const {
    if (rowChunks == 0)
      return points / perThread;
    return points / row * rowChunks * blockSize;
  }
};

/// The block size of a kernel of `range` thread indices: a whole number of
/// warps, at most `maxBlockSize`.
unsigned getThreadBlockSize(int64_t range,
                            unsigned maxBlockSize = kDefaultGpuBlockSize);

/// The layout of a thread-per-point kernel of `points` parallel points in
/// blocks of `blockSize` threads, whose loops (innermost last) have
/// `extents` (one list per generic: the copies of a concatenation, or one):
/// when no loop `reduces`, the most points per thread of {4, 3, 2} whose
/// blocks tile the rows, else the most whose blocks cut a single generic's
/// rows with at most an eighth of their points idle (a 50264-long row of
/// logits in chunks of 1024: 1.9% idle), while the kernel keeps
/// kMinThreadsPerKernel threads; one point per thread when none does, or
/// when a loop reduces (the thread runs its point's reduction serially).
PointLayout choosePointLayout(llvm::ArrayRef<llvm::ArrayRef<int64_t>> extents,
                              bool reduces, int64_t points, unsigned blockSize);

} // namespace fsdpc::schedule

#endif // FSDPC_SCHEDULE_GPUPOINTLAYOUT_H
