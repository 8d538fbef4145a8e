//===- MemoryStats.cpp - memory the runtime holds besides the arena -------===//

#include "fsdpc/runtime/MemoryStats.h"

#include "fsdpc/runtime/JsonWriter.h"

namespace fsdpc::runtime {

const char *memoryKindName(MemoryKind kind) {
  switch (kind) {
  case MemoryKind::Arena:
    return "arena";
  case MemoryKind::Staging:
    return "staging";
  case MemoryKind::GemmWorkspace:
    return "gemm_workspace";
  case MemoryKind::ThreadStacks:
    return "thread_stacks";
  case MemoryKind::Kernels:
    return "kernels";
  case MemoryKind::Count:
    break;
  }
  return "?";
}

void MemoryStats::add(MemoryKind kind, uint64_t bytes) {
  Counter &counter = counters_[size_t(kind)];
  uint64_t now = counter.current.fetch_add(bytes) + bytes;
  uint64_t peak = counter.peak.load();
  while (now > peak && !counter.peak.compare_exchange_weak(peak, now)) {
  }
}

void MemoryStats::release(MemoryKind kind, uint64_t bytes) {
  counters_[size_t(kind)].current.fetch_sub(bytes);
}

uint64_t MemoryStats::current(MemoryKind kind) const {
  return counters_[size_t(kind)].current.load();
}

uint64_t MemoryStats::peak(MemoryKind kind) const {
  return counters_[size_t(kind)].peak.load();
}

uint64_t MemoryStats::currentOutsideArena() const {
  uint64_t sum = 0;
  for (size_t i = 0; i < size_t(MemoryKind::Count); ++i)
    if (MemoryKind(i) != MemoryKind::Arena)
      sum += counters_[i].current.load();
  return sum;
}

std::string MemoryStats::toJson() const {
  JsonWriter json;
  json.beginObject();
  for (size_t i = 0; i < size_t(MemoryKind::Count); ++i) {
    json.key(memoryKindName(MemoryKind(i)));
    json.beginObject();
    json.field("current", counters_[i].current.load());
    json.field("peak", counters_[i].peak.load());
    json.endObject();
  }
  json.field("outside_arena", currentOutsideArena());
  json.endObject();
  return json.str();
}

} // namespace fsdpc::runtime
