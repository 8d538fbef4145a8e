//===- MemoryPlan.h - static arena offsets for one step ---------*- C++ -*-===//
//
// The static memory plan of a per-rank program: every buffer the program
// materializes gets a fixed offset in one arena per device, chosen offline
// from the buffers' live intervals. The runtime allocates the arena once and
// never calls an allocator during the step, so the plan's arena size is the
// step's exact memory footprint (no fragmentation, no allocator caching).
//
// `checkMemoryPlan` verifies a plan without trusting the planner: it shares
// no code with it, so tests run it on every plan the planner makes.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_SCHEDULE_MEMORYPLAN_H
#define FSDPC_SCHEDULE_MEMORYPLAN_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MathExtras.h"

#include <cstdint>
#include <string>
#include <vector>

namespace fsdpc::schedule {

enum class BufferKind {
  /// Parameter and optimizer shards: live for the whole step, whatever their
  /// interval says; the planner stacks them at the bottom of the arena so
  /// that they keep their offsets from one step to the next.
  Persistent,
  /// Gathered parameters, activations, gradients, collective buffers: live
  /// exactly over their interval.
  Transient,
};

/// A buffer of the program. Positions are program points in schedule order
/// (any integers); the buffer is live at every position in [first, last],
/// both ends included, so a buffer freed at p and one allocated at p overlap.
struct Buffer {
  std::string name;
  uint64_t sizeBytes = 0;
  int64_t first = 0;
  int64_t last = 0;
  BufferKind kind = BufferKind::Transient;
};

struct MemoryPlanOptions {
  /// Offsets are multiples of it and every buffer occupies its size rounded up
  /// to it. A power of two; 256 matches what cudaMalloc guarantees.
  uint64_t alignment = 256;
};

/// The result: offsets[i] is the offset of buffers[i] in the arena.
struct MemoryPlan {
  std::vector<uint64_t> offsets;
  /// Bytes the runtime allocates: the end of the highest buffer, aligned.
  uint64_t arenaBytes = 0;
  /// Max over positions of the aligned sizes live there (persistent buffers
  /// count everywhere): a lower bound on the arena of any plan.
  uint64_t peakLiveBytes = 0;
  /// The bottom of the arena, [0, persistentBytes), holds persistent buffers.
  uint64_t persistentBytes = 0;
  /// The alignment the plan was made with; the checker verifies against it.
  uint64_t alignment = 0;
};

/// `size` rounded up to a multiple of `alignment` (a power of two). Inline:
/// the search aligns every buffer of every schedule it simulates.
inline uint64_t alignBytes(uint64_t size, uint64_t alignment) {
  return llvm::alignTo(size, alignment);
}

/// Peak of the sum of aligned sizes live at one position; persistent
/// buffers count at every position. Computed by a sweep over interval ends;
/// the planner's lower bound, by the same sweep.
uint64_t computePeakLiveBytes(llvm::ArrayRef<Buffer> buffers,
                              uint64_t alignment);

/// Plans `buffers`. Persistent buffers are stacked at the bottom in input
/// order; transients go above them. The plan is the smallest of a best-fit
/// allocation in program order and greedy placements in several orders
/// (busiest moment first, largest size first, largest size x duration
/// first, longest interval first; each buffer at the lowest offset where it
/// fits among the already placed buffers whose intervals intersect its own).
/// The search stops at the first plan whose arena is the live peak, the
/// lower bound of any plan. Deterministic: the same input gives the same
/// plan. Time O(n^2) per order in the worst case.
///
/// Errors: an interval with first > last, an alignment that is not a power of
/// two, sizes whose sum overflows 64 bits.
llvm::Expected<MemoryPlan> planMemory(llvm::ArrayRef<Buffer> buffers,
                                      const MemoryPlanOptions &options = {});

/// Verifies `plan` for `buffers`, independently of planMemory, and names the
/// first violation: an offset count that does not match, a bad interval, a
/// misaligned offset or arena, a buffer reaching beyond the arena, two
/// buffers live at the same position whose aligned extents
/// [offset, offset + alignBytes(size)) intersect, or a peakLiveBytes that is
/// not the true peak. Zero-size buffers occupy nothing but must still be
/// aligned and inside the arena.
llvm::Error checkMemoryPlan(llvm::ArrayRef<Buffer> buffers,
                            const MemoryPlan &plan);

} // namespace fsdpc::schedule

#endif // FSDPC_SCHEDULE_MEMORYPLAN_H
