//===- ScheduledBuffers.cpp - the buffers of a scheduled program ----------===//
//
// The one account, on the library's side, of what a schedule adds to the
// problem's buffers; BufferLiveness gives the same account of a scheduled
// per-rank function, and fsdp-schedule's tests check that the two plans
// agree on every example and generated program.
//
//===----------------------------------------------------------------------===//

#include "fsdpc/Schedule/Schedule.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>

using namespace fsdpc::schedule;

std::vector<uint64_t>
fsdpc::schedule::getLiveBytes(llvm::ArrayRef<Buffer> buffers,
                              uint64_t alignment, int64_t numPositions) {
  // Difference array over points -1 .. 2 * numPositions - 1, shifted by one.
  int64_t numPoints = 2 * numPositions + 1;
  auto index = [&](int64_t point) {
    return std::clamp<int64_t>(point + 1, 0, numPoints);
  };
  std::vector<int64_t> delta(numPoints + 1, 0);
  for (const Buffer &buffer : buffers) {
    auto bytes = int64_t(alignBytes(buffer.sizeBytes, alignment));
    bool persistent = buffer.kind == BufferKind::Persistent;
    delta[persistent ? 0 : index(buffer.first)] += bytes;
    delta[persistent ? numPoints : index(buffer.last + 1)] -= bytes;
  }
  std::vector<int64_t> atPoint(numPoints, 0);
  int64_t running = 0;
  for (int64_t i = 0; i < numPoints; ++i)
    atPoint[i] = running += delta[i];
  std::vector<uint64_t> live(numPositions, 0);
  for (int64_t p = 0; p < numPositions; ++p)
    live[p] = uint64_t(std::max(atPoint[index(collectivePoint(p))],
                                atPoint[index(opPoint(p))]));
  return live;
}

namespace {
/// Appends the buffers of one collective instance.
struct InstanceBuffers {
  const Problem &problem;
  std::vector<Buffer> &buffers;

  /// Keeps every input buffer alive until the wait.
  void holdInputs(const std::vector<size_t> &inputs, int64_t wait) {
    for (size_t input : inputs) {
      Buffer &buffer = buffers[input];
      buffer.last = std::max(buffer.last, collectivePoint(wait));
    }
  }

  /// The message staging lives from the issue to the wait.
  void addStaging(const std::string &name, uint64_t bytes,
                  const Placement &place) {
    if (bytes)
      buffers.push_back({name + ".staging", bytes, collectivePoint(place.issue),
                         collectivePoint(place.wait), BufferKind::Transient});
  }

  void addGather(const Gather &gather, const MessageForm &form,
                 const Placement &place) {
    int64_t issue = collectivePoint(place.issue);
    for (const Gather::Slice &slice : gather.slices)
      if (slice.bytes)
        buffers.push_back({gather.name + ".slice", slice.bytes, issue,
                           slice.isInput ? collectivePoint(place.wait) : issue,
                           BufferKind::Transient});
    holdInputs(gather.inputBuffers, place.wait);
    addStaging(gather.name, form.stagingBytes, place);
    if (form.resultBytes)
      buffers.push_back({gather.name, form.resultBytes, issue,
                         opPoint(place.lastUse), BufferKind::Transient});
  }

  /// Returns the index of the reduction's buffer, if it has one.
  std::optional<size_t>
  addReduction(const Reduction &reduction, const MessageForm &form,
               const Placement &place, bool isRead,
               llvm::ArrayRef<std::optional<size_t>> readBuffers) {
    holdInputs(reduction.inputBuffers, place.wait);
    addStaging(reduction.name, form.stagingBytes, place);
    // The reductions this one reads keep their buffers until its wait.
    for (size_t input : reduction.after)
      if (std::optional<size_t> buffer = readBuffers[input])
        buffers[*buffer].last =
            std::max(buffers[*buffer].last, collectivePoint(place.wait));
    if (!form.resultBytes)
      return std::nullopt;
    // Without uses of its own, a reduction read only by other reductions
    // lives until its wait (then until theirs); otherwise until the last op.
    int64_t end = problem.numPositions();
    int64_t last =
        reduction.uses.empty()
            ? (isRead ? collectivePoint(place.wait) : opPoint(end - 1))
            : opPoint(reduction.uses.back());
    buffers.push_back({reduction.name, form.resultBytes,
                       collectivePoint(place.issue), last,
                       BufferKind::Transient});
    return buffers.size() - 1;
  }
};
} // namespace

std::vector<Buffer>
fsdpc::schedule::getScheduledBuffers(const Problem &problem,
                                     const Schedule &schedule) {
  std::vector<Buffer> buffers = problem.buffers;
  InstanceBuffers add{problem, buffers};
  for (auto [index, gather] : llvm::enumerate(problem.gathers)) {
    const GatherDecision &decision = schedule.gathers[index];
    MessageForm form = schedule.gatherForm(problem, index);
    add.addGather(gather, form, decision.forward);
    if (decision.regather)
      add.addGather(gather, form, decision.regatherPlacement);
  }
  std::vector<bool> isRead(problem.reductions.size(), false);
  for (const Reduction &reduction : problem.reductions)
    for (size_t input : reduction.after)
      isRead[input] = true;
  std::vector<std::optional<size_t>> reductionBuffers;
  for (auto [index, reduction] : llvm::enumerate(problem.reductions))
    reductionBuffers.push_back(add.addReduction(
        reduction, schedule.reductionForm(problem, index),
        schedule.reductions[index], isRead[index], reductionBuffers));
  return buffers;
}

llvm::Expected<MemoryPlan>
fsdpc::schedule::planSchedule(const Problem &problem,
                              const Schedule &schedule) {
  return planMemory(getScheduledBuffers(problem, schedule),
                    {problem.alignment});
}
