//===- GpuPointLayout.h - points per thread of a GPU kernel -----*- C++ -*-===//
//
// How fsdp-translate's CUDA lowering spreads a kernel's points over
// threads: an elementwise kernel's in blocks of getThreadBlockSize threads,
// each running up to four points of one row a block apart
// (choosePointLayout); a row kernel's or a row reduction's in a block per
// row (getRowBlockSize, getRowKernelBlock). The cost model counts what a
// thread does once for its points (an elementwise kernel's row values and
// index, a row kernel's block reductions) once a thread, as the lowering
// issues it; both take the layout from here.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_SCHEDULE_GPUPOINTLAYOUT_H
#define FSDPC_SCHEDULE_GPUPOINTLAYOUT_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <optional>

namespace fsdpc::schedule {

/// Threads per block of an elementwise kernel, unless the lowering is told
/// otherwise (fsdp-translate's GpuKernelOptions::blockSize).
constexpr unsigned kDefaultGpuBlockSize = 256;

/// The threads of a warp: blocks are whole warps.
constexpr int64_t kWarpSize = 32;

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
/// warps (at least one), at most `maxBlockSize`.
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

/// A block reducing a row gives each thread about this many of its
/// elements: combining the threads' partials (shuffles, shared memory, a
/// barrier) costs ~70 instructions a thread, which a 1024-long softmax row
/// over 256 threads (4 elements each) would spend more on than on its
/// elements. Blocks of 64 threads still fill an SM (32 resident blocks).
constexpr int64_t kRowElementsPerThread = 16;

/// A row kernel's thread holds at most this many points of its row in
/// registers: 16 a thread of a block of 256 cover
/// RowKernelOp::kMaxPointsInRegisters; more would keep more live values per
/// thread (each slot's operands and what later phases reuse) than fit.
constexpr unsigned kMaxRowSlots = 16;

/// The threads of a block reducing `elements` elements per row, about
/// kRowElementsPerThread each (one each with `onePointPerThread`): a power
/// of two of at least a warp, at most `maxBlockSize`.
unsigned getRowBlockSize(int64_t elements, bool onePointPerThread = false,
                         unsigned maxBlockSize = kDefaultGpuBlockSize);

/// How a row kernel's block runs a row: `blockSize` threads and, when they
/// hold the row's `points` in registers, `slots` of them a thread (thread t
/// the points t, t + blockSize, ...); `slots` 0 when the phases stride over
/// the row instead.
struct RowBlock {
  unsigned blockSize = 0;
  unsigned slots = 0;
  int64_t points = 0;
};

/// The block of a row kernel whose phases run loops of extents `phaseLoops`,
/// the first `rows` of them its rows: threads for the phase with the most
/// points a row (getRowBlockSize), holding in registers the row's points
/// over `heldLoops` (the extents RowKernelOp::getRegisterRowPoints gives;
/// none when they cannot) at most kMaxRowSlots a thread: more threads (a
/// power of two, at most `maxBlockSize`) when that leaves a thread more
/// slots (a row of 1039 points: 128, not the 64 of a block reduction);
/// strided when even `maxBlockSize` threads would hold more.
RowBlock
getRowKernelBlock(llvm::ArrayRef<llvm::SmallVector<int64_t>> phaseLoops,
                  unsigned rows,
                  const std::optional<llvm::SmallVector<int64_t>> &heldLoops,
                  bool onePointPerThread = false,
                  unsigned maxBlockSize = kDefaultGpuBlockSize);

} // namespace fsdpc::schedule

#endif // FSDPC_SCHEDULE_GPUPOINTLAYOUT_H
