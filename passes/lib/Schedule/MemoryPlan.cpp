//===- MemoryPlan.cpp - offline arena placement ---------------------------===//
//
// Placing buffers with fixed live intervals in the least memory is NP-hard
// (dynamic storage allocation), but for the interval sets a training step
// produces, greedy placement in a good order lands close to the peak live
// bytes, which bounds every plan from below. We run a few orders and keep the
// smallest arena, like XLA's heap simulator and TFLite's "greedy by size".
//
//===----------------------------------------------------------------------===//

#include "fsdpc/Schedule/MemoryPlan.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <functional>

using namespace fsdpc::schedule;
using llvm::Error;
using llvm::Expected;

uint64_t fsdpc::schedule::alignBytes(uint64_t size, uint64_t alignment) {
  return llvm::alignTo(size, alignment);
}

uint64_t fsdpc::schedule::computePeakLiveBytes(llvm::ArrayRef<Buffer> buffers,
                                               uint64_t alignment) {
  struct Event {
    int64_t position;
    bool isEnd; // Starts sort before ends at the same position: inclusive.
    uint64_t size;
  };
  std::vector<Event> events;
  uint64_t persistent = 0;
  for (const Buffer &buffer : buffers) {
    uint64_t size = alignBytes(buffer.sizeBytes, alignment);
    if (buffer.kind == BufferKind::Persistent) {
      persistent += size;
      continue;
    }
    events.push_back({buffer.first, false, size});
    events.push_back({buffer.last, true, size});
  }
  llvm::sort(events, [](const Event &a, const Event &b) {
    return std::tie(a.position, a.isEnd) < std::tie(b.position, b.isEnd);
  });
  uint64_t live = 0, peak = 0;
  for (const Event &event : events) {
    if (event.isEnd) {
      live -= event.size;
      continue;
    }
    live += event.size;
    peak = std::max(peak, live);
  }
  return persistent + peak;
}

namespace {

/// A transient buffer as the placer sees it.
struct Item {
  unsigned index;
  uint64_t size; // Aligned.
  int64_t first, last;
  int64_t duration() const { return last - first + 1; }
};

/// Places `order` one by one, each at the lowest offset where it fits among
/// the placed items whose intervals intersect its own. Offsets are relative
/// to the transient region. Returns the region's size.
uint64_t placeFirstFit(llvm::ArrayRef<const Item *> order,
                       std::vector<uint64_t> &offsets) {
  struct Placed {
    int64_t first, last;
    uint64_t begin, end;
  };
  std::vector<Placed> placed;
  placed.reserve(order.size());
  std::vector<std::pair<uint64_t, uint64_t>> conflicts;
  uint64_t top = 0;
  for (const Item *item : order) {
    conflicts.clear();
    for (const Placed &other : placed)
      if (other.first <= item->last && item->first <= other.last)
        conflicts.emplace_back(other.begin, other.end);
    llvm::sort(conflicts);
    uint64_t offset = 0;
    for (auto [begin, end] : conflicts) {
      if (begin >= offset + item->size)
        break; // The gap below `begin` holds the item.
      offset = std::max(offset, end);
    }
    offsets[item->index] = offset;
    if (item->size == 0)
      continue; // Occupies nothing; never a conflict.
    placed.push_back({item->first, item->last, offset, offset + item->size});
    top = std::max(top, offset + item->size);
  }
  return top;
}

using Order = std::function<bool(const Item &, const Item &)>;

/// Orders tried, best-known first; ties fall through to the input index so
/// that the plan is deterministic.
std::vector<Order> getOrders() {
  return {
      // Largest first: big buffers are hardest to fit in later gaps.
      [](const Item &a, const Item &b) {
        return std::make_tuple(b.size, b.duration(), a.first, a.index) <
               std::make_tuple(a.size, a.duration(), b.first, b.index);
      },
      // Largest area first: weighs size by how long the buffer blocks it.
      [](const Item &a, const Item &b) {
        // Long double: size * duration can exceed 64 bits.
        long double areaA = (long double)a.size * a.duration();
        long double areaB = (long double)b.size * b.duration();
        if (areaA != areaB)
          return areaA > areaB;
        return a.index < b.index;
      },
      // Longest-lived first: they form the floor the short ones stack on.
      [](const Item &a, const Item &b) {
        return std::make_tuple(b.duration(), b.size, a.first, a.index) <
               std::make_tuple(a.duration(), a.size, b.first, b.index);
      },
  };
}

} // namespace

Expected<MemoryPlan>
fsdpc::schedule::planMemory(llvm::ArrayRef<Buffer> buffers,
                            const MemoryPlanOptions &options) {
  uint64_t alignment = options.alignment;
  if (!llvm::isPowerOf2_64(alignment))
    return llvm::createStringError("memory plan: alignment " +
                                   llvm::Twine(alignment) +
                                   " is not a power of two");
  MemoryPlan plan;
  plan.alignment = alignment;
  plan.offsets.assign(buffers.size(), 0);

  // Summing every aligned size bounds any offset the placer can produce, so
  // checking that sum once rules out overflow everywhere below.
  uint64_t total = 0;
  std::vector<Item> transients;
  for (auto [index, buffer] : llvm::enumerate(buffers)) {
    if (buffer.first > buffer.last)
      return llvm::createStringError(
          "memory plan: buffer '" + buffer.name + "' has interval [" +
          llvm::Twine(buffer.first) + ", " + llvm::Twine(buffer.last) +
          "] that ends before it starts");
    uint64_t size = alignBytes(buffer.sizeBytes, alignment);
    if (size < buffer.sizeBytes || total + size < total)
      return llvm::createStringError("memory plan: buffer sizes overflow 64 "
                                     "bits at buffer '" +
                                     buffer.name + "'");
    total += size;
    if (buffer.kind == BufferKind::Persistent) {
      plan.offsets[index] = plan.persistentBytes;
      plan.persistentBytes += size;
    } else {
      transients.push_back(
          {static_cast<unsigned>(index), size, buffer.first, buffer.last});
    }
  }

  uint64_t bestTop = UINT64_MAX;
  std::vector<uint64_t> bestOffsets, offsets(buffers.size(), 0);
  std::vector<const Item *> order;
  for (const Order &less : getOrders()) {
    order.clear();
    for (const Item &item : transients)
      order.push_back(&item);
    llvm::sort(order,
               [&](const Item *a, const Item *b) { return less(*a, *b); });
    uint64_t top = placeFirstFit(order, offsets);
    if (top < bestTop) {
      bestTop = top;
      bestOffsets = offsets;
    }
  }
  for (const Item &item : transients)
    plan.offsets[item.index] = plan.persistentBytes + bestOffsets[item.index];

  plan.arenaBytes = plan.persistentBytes + (transients.empty() ? 0 : bestTop);
  plan.peakLiveBytes = computePeakLiveBytes(buffers, alignment);
  return plan;
}
