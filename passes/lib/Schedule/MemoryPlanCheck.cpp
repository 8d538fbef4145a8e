//===- MemoryPlanCheck.cpp - independent verification of a memory plan ---===//
//
// Shares no code with the planner on purpose: it sweeps positions in order,
// keeping the live buffers in a map by offset, so a placement bug in the
// planner cannot hide behind the same bug here.
//
//===----------------------------------------------------------------------===//

#include "fsdpc/Schedule/MemoryPlan.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

#include <map>
#include <queue>

using namespace fsdpc::schedule;
using llvm::Error;
using llvm::Twine;

namespace {

Error violation(const Twine &message) {
  return llvm::createStringError("memory plan check: " + message);
}

std::string quoted(const Buffer &buffer) { return "'" + buffer.name + "'"; }

} // namespace

Error fsdpc::schedule::checkMemoryPlan(llvm::ArrayRef<Buffer> buffers,
                                       const MemoryPlan &plan) {
  uint64_t alignment = plan.alignment;
  if (!llvm::isPowerOf2_64(alignment))
    return violation("alignment " + Twine(alignment) +
                     " is not a power of two");
  if (plan.offsets.size() != buffers.size())
    return violation(Twine(plan.offsets.size()) + " offsets for " +
                     Twine(buffers.size()) + " buffers");
  if (plan.arenaBytes % alignment != 0)
    return violation("arena size " + Twine(plan.arenaBytes) +
                     " is not a multiple of the alignment " + Twine(alignment));
  if (plan.persistentBytes > plan.arenaBytes)
    return violation("persistent region of " + Twine(plan.persistentBytes) +
                     " bytes exceeds the arena of " + Twine(plan.arenaBytes));

  // Per buffer: the bytes it occupies and where it sits.
  std::vector<uint64_t> extent(buffers.size());
  int64_t minPosition = INT64_MAX, maxPosition = INT64_MIN;
  for (auto [i, buffer] : llvm::enumerate(buffers)) {
    uint64_t offset = plan.offsets[i];
    if (buffer.first > buffer.last)
      return violation("buffer " + quoted(buffer) + " has interval [" +
                       Twine(buffer.first) + ", " + Twine(buffer.last) + "]");
    if (offset % alignment != 0)
      return violation("buffer " + quoted(buffer) + " at offset " +
                       Twine(offset) + " is not aligned to " +
                       Twine(alignment));
    // Round up by hand rather than with the planner's helper.
    uint64_t rem = buffer.sizeBytes % alignment;
    extent[i] = buffer.sizeBytes + (rem ? alignment - rem : 0);
    if (extent[i] < buffer.sizeBytes || offset > plan.arenaBytes ||
        extent[i] > plan.arenaBytes - offset)
      return violation("buffer " + quoted(buffer) + " at [" + Twine(offset) +
                       ", " + Twine(offset) + " + " + Twine(extent[i]) +
                       ") reaches beyond the arena of " +
                       Twine(plan.arenaBytes) + " bytes");
    if (buffer.kind == BufferKind::Persistent &&
        offset + extent[i] > plan.persistentBytes)
      return violation("persistent buffer " + quoted(buffer) +
                       " lies outside the persistent region [0, " +
                       Twine(plan.persistentBytes) + ")");
    minPosition = std::min(minPosition, buffer.first);
    maxPosition = std::max(maxPosition, buffer.last);
  }

  // Persistent buffers are live over the whole step.
  auto firstOf = [&](size_t i) {
    return buffers[i].kind == BufferKind::Persistent ? minPosition
                                                     : buffers[i].first;
  };
  auto lastOf = [&](size_t i) {
    return buffers[i].kind == BufferKind::Persistent ? maxPosition
                                                     : buffers[i].last;
  };
  std::vector<size_t> byStart(buffers.size());
  for (size_t i = 0; i < buffers.size(); ++i)
    byStart[i] = i;
  llvm::sort(byStart, [&](size_t a, size_t b) {
    return std::make_pair(firstOf(a), a) < std::make_pair(firstOf(b), b);
  });

  // Live buffers: by offset (pairwise disjoint so far), and by last position.
  std::map<uint64_t, size_t> liveByOffset;
  using Expiry = std::pair<int64_t, size_t>;
  std::priority_queue<Expiry, std::vector<Expiry>, std::greater<Expiry>>
      liveByLast;
  uint64_t liveBytes = 0, peak = 0;
  int64_t peakPosition = 0;
  for (size_t i : byStart) {
    int64_t position = firstOf(i);
    // A buffer whose last position precedes this one is dead by now.
    while (!liveByLast.empty() && liveByLast.top().first < position) {
      size_t dead = liveByLast.top().second;
      liveByLast.pop();
      liveBytes -= extent[dead];
      if (extent[dead] != 0) // Zero-size buffers never entered the map.
        liveByOffset.erase(plan.offsets[dead]);
    }
    liveBytes += extent[i];
    if (liveBytes > peak) {
      peak = liveBytes;
      peakPosition = position;
    }
    liveByLast.push({lastOf(i), i});
    if (extent[i] == 0)
      continue; // Occupies nothing; kept only for the byte count.

    uint64_t begin = plan.offsets[i], end = begin + extent[i];
    // Disjoint live extents sorted by offset are sorted by end too, so only
    // the neighbours on either side can intersect [begin, end).
    auto next = liveByOffset.lower_bound(begin);
    std::optional<size_t> clash;
    if (next != liveByOffset.end() && next->first < end)
      clash = next->second;
    else if (next != liveByOffset.begin() &&
             plan.offsets[std::prev(next)->second] +
                     extent[std::prev(next)->second] >
                 begin)
      clash = std::prev(next)->second;
    if (clash) {
      uint64_t otherBegin = plan.offsets[*clash];
      uint64_t otherEnd = otherBegin + extent[*clash];
      return violation("buffers " + quoted(buffers[*clash]) + " and " +
                       quoted(buffers[i]) + " are both live at position " +
                       Twine(position) + " and overlap in bytes [" +
                       Twine(std::max(begin, otherBegin)) + ", " +
                       Twine(std::min(end, otherEnd)) + ")");
    }
    liveByOffset.emplace(begin, i);
  }

  if (peak != plan.peakLiveBytes)
    return violation("the plan records a peak of " + Twine(plan.peakLiveBytes) +
                     " live bytes, but " + Twine(peak) +
                     " bytes are live at position " + Twine(peakPosition));
  return Error::success();
}
