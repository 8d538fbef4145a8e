//===- MemoryStats.h - memory the runtime holds besides the arena -*- C++
//-*-===//
//
// The compiler plans the arena and promises it fits a budget; anything the
// runtime allocates on top of it eats into the same memory, so every such
// allocation is counted here by category and reported next to the arena.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_MEMORYSTATS_H
#define FSDPC_RUNTIME_MEMORYSTATS_H

#include <array>
#include <atomic>
#include <cstdint>
#include <string>

namespace fsdpc::runtime {

enum class MemoryKind {
  Arena,         ///< the planned arena (one allocation)
  Staging,       ///< communication buffers outside the arena
  GemmWorkspace, ///< bf16/f16 operands widened to f32
  ThreadStacks,  ///< reserved stacks of the runtime's threads
  Kernels,       ///< the loaded kernel library
  Count,
};

const char *memoryKindName(MemoryKind kind);

/// Thread-safe current and peak bytes per kind.
class MemoryStats {
public:
  void add(MemoryKind kind, uint64_t bytes);
  void release(MemoryKind kind, uint64_t bytes);
  uint64_t current(MemoryKind kind) const;
  uint64_t peak(MemoryKind kind) const;
  /// Sum of current bytes of every kind but the arena.
  uint64_t currentOutsideArena() const;
  /// {"arena": {"current": N, "peak": N}, ..., "outside_arena": N}
  std::string toJson() const;

private:
  struct Counter {
    std::atomic<uint64_t> current{0};
    std::atomic<uint64_t> peak{0};
  };
  std::array<Counter, size_t(MemoryKind::Count)> counters_;
};

} // namespace fsdpc::runtime

#endif // FSDPC_RUNTIME_MEMORYSTATS_H
