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
#include <cassert>

using namespace fsdpc::schedule;

namespace fsdpc::schedule::detail {
/// Bytes live at each point, from buffers added one at a time: a difference
/// array over points -1 .. 2 * numPositions - 1, shifted by one.
class LiveCurve {
public:
  LiveCurve(uint64_t alignment, int64_t numPositions)
      : alignment(alignment), numPositions(numPositions),
        delta(2 * numPositions + 2, 0) {}

  /// Adds a buffer (`sign` -1: takes it back out).
  void add(uint64_t sizeBytes, int64_t first, int64_t last, BufferKind kind,
           int64_t sign = 1) {
    int64_t bytes = sign * int64_t(alignBytes(sizeBytes, alignment));
    bool persistent = kind == BufferKind::Persistent;
    delta[persistent ? 0 : index(first)] += bytes;
    delta[persistent ? numPoints() : index(last + 1)] -= bytes;
  }

  /// A buffer that lived until `last` lives until `later` instead.
  void holdLonger(uint64_t sizeBytes, int64_t first, int64_t last,
                  int64_t later, BufferKind kind) {
    add(sizeBytes, first, last, kind, -1);
    add(sizeBytes, first, later, kind);
  }

  /// The most bytes getPerPosition has at any position. Every point is the
  /// first or the second point of a position, so this is the most at any
  /// point. A valid schedule's buffers end no earlier than they start, so
  /// no point has fewer than zero bytes.
  uint64_t getPeak() const {
    if (numPositions == 0)
      return 0;
    int64_t peak = 0, running = 0;
    for (int64_t i = 0; i < numPoints(); ++i) {
      running += delta[i];
      assert(running >= 0 && "a buffer ends before it starts");
      peak = std::max(peak, running);
    }
    return uint64_t(peak);
  }

  /// Per position p: the bytes live at point 2p - 1 or 2p, whichever is
  /// more (the last position also at point 2n - 1).
  std::vector<uint64_t> getPerPosition() const {
    std::vector<int64_t> atPoint(numPoints(), 0);
    int64_t running = 0;
    for (int64_t i = 0; i < numPoints(); ++i)
      atPoint[i] = running += delta[i];
    std::vector<uint64_t> live(numPositions, 0);
    for (int64_t p = 0; p < numPositions; ++p)
      live[p] = uint64_t(std::max(atPoint[index(collectivePoint(p))],
                                  atPoint[index(opPoint(p))]));
    // What is waited after the last op (point 2n - 1) counts at the last
    // position: the planner places it too.
    if (numPositions > 0)
      live.back() = std::max(
          live.back(), uint64_t(atPoint[index(collectivePoint(numPositions))]));
    return live;
  }

private:
  int64_t numPoints() const { return 2 * numPositions + 1; }
  size_t index(int64_t point) const {
    return size_t(std::clamp<int64_t>(point + 1, 0, numPoints()));
  }

  uint64_t alignment;
  int64_t numPositions;
  std::vector<int64_t> delta;
};
} // namespace fsdpc::schedule::detail

using detail::LiveCurve;

std::vector<uint64_t>
fsdpc::schedule::getLiveBytes(llvm::ArrayRef<Buffer> buffers,
                              uint64_t alignment, int64_t numPositions) {
  LiveCurve curve(alignment, numPositions);
  for (const Buffer &buffer : buffers)
    curve.add(buffer.sizeBytes, buffer.first, buffer.last, buffer.kind);
  return curve.getPerPosition();
}

namespace {
/// Receives what a schedule does to the problem's buffers. Indices number
/// the problem's buffers, then the added ones in order.
class BufferSink {
public:
  virtual ~BufferSink() = default;
  /// Buffer `index` lives at least until `last`.
  virtual void extend(size_t index, int64_t last) = 0;
  /// Adds a transient buffer; returns its index.
  virtual size_t add(const llvm::Twine &name, uint64_t bytes, int64_t first,
                     int64_t last) = 0;
};

/// Appends the buffers of one collective instance.
struct InstanceBuffers {
  const Problem &problem;
  BufferSink &sink;

  /// Keeps every input buffer alive until the wait.
  void holdInputs(const std::vector<size_t> &inputs, int64_t wait) {
    for (size_t input : inputs)
      sink.extend(input, collectivePoint(wait));
  }

  /// The message staging lives from the issue to the wait.
  void addStaging(const std::string &name, uint64_t bytes,
                  const Placement &place) {
    if (bytes)
      sink.add(llvm::Twine(name) + ".staging", bytes,
               collectivePoint(place.issue), collectivePoint(place.wait));
  }

  void addGather(const Gather &gather, const MessageForm &form,
                 const Placement &place) {
    int64_t issue = collectivePoint(place.issue);
    for (const Gather::Slice &slice : gather.slices)
      if (slice.bytes)
        sink.add(llvm::Twine(gather.name) + ".slice", slice.bytes, issue,
                 slice.isInput ? collectivePoint(place.wait) : issue);
    holdInputs(gather.inputBuffers, place.wait);
    addStaging(gather.name, form.stagingBytes, place);
    if (form.resultBytes)
      sink.add(gather.name, form.resultBytes, issue, opPoint(place.lastUse));
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
        sink.extend(*buffer, collectivePoint(place.wait));
    if (!form.resultBytes)
      return std::nullopt;
    // Without uses of its own, a reduction read only by other reductions
    // lives until its wait (then until theirs); otherwise until the last op,
    // or its wait where it is issued after that op.
    int64_t wait = collectivePoint(place.wait);
    int64_t last =
        !reduction.uses.empty()
            ? opPoint(reduction.uses.back())
            : (isRead ? wait
                      : std::max(opPoint(problem.numPositions() - 1), wait));
    return sink.add(reduction.name, form.resultBytes,
                    collectivePoint(place.issue), last);
  }
};

/// The one account of what `schedule` adds to the problem's buffers.
void addScheduledBuffers(const Problem &problem, const Schedule &schedule,
                         BufferSink &sink) {
  InstanceBuffers add{problem, sink};
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
}

/// The buffers themselves, named, for planning.
class BufferList : public BufferSink {
public:
  explicit BufferList(const Problem &problem) : buffers(problem.buffers) {}

  void extend(size_t index, int64_t last) override {
    buffers[index].last = std::max(buffers[index].last, last);
  }
  size_t add(const llvm::Twine &name, uint64_t bytes, int64_t first,
             int64_t last) override {
    buffers.push_back({name.str(), bytes, first, last, BufferKind::Transient});
    return buffers.size() - 1;
  }

  std::vector<Buffer> buffers;
};

/// The live-bytes curve of a schedule, from its problem's: only what the
/// schedule adds and holds longer is added to a copy of the problem's
/// curve (the search asks for the peak of every point it simulates).
class ScheduledCurve : public BufferSink {
public:
  ScheduledCurve(const Problem &problem, const LiveCurve &base,
                 llvm::ArrayRef<int64_t> lasts)
      : problem(problem), curve(base), ends(lasts) {}

  void extend(size_t index, int64_t last) override {
    assert(!finished && "the curve is taken");
    if (index >= ends.size()) {
      int64_t &end = added[index - ends.size()].last;
      end = std::max(end, last);
      return;
    }
    if (last <= ends[index])
      return;
    const Buffer &buffer = problem.buffers[index];
    curve.holdLonger(buffer.sizeBytes, buffer.first, ends[index], last,
                     buffer.kind);
    ends[index] = last;
  }
  size_t add(const llvm::Twine &, uint64_t bytes, int64_t first,
             int64_t last) override {
    added.push_back({bytes, first, last});
    return ends.size() + added.size() - 1;
  }

  /// The curve, once the schedule's buffers are all added (a reduction's
  /// buffer may be held longer after it is added).
  const LiveCurve &finish() {
    assert(!finished && "the curve is taken");
    finished = true;
    for (const Interval &interval : added)
      curve.add(interval.bytes, interval.first, interval.last,
                BufferKind::Transient);
    return curve;
  }

private:
  struct Interval {
    uint64_t bytes;
    int64_t first;
    int64_t last;
  };
  const Problem &problem;
  LiveCurve curve;
  std::vector<int64_t> ends;
  std::vector<Interval> added;
  bool finished = false;
};
} // namespace

std::vector<Buffer>
fsdpc::schedule::getScheduledBuffers(const Problem &problem,
                                     const Schedule &schedule) {
  BufferList list(problem);
  addScheduledBuffers(problem, schedule, list);
  return std::move(list.buffers);
}

std::vector<uint64_t>
fsdpc::schedule::getScheduledLiveBytes(const Problem &problem,
                                       const Schedule &schedule) {
  return BaseLiveCurve(problem).getScheduledLiveBytes(schedule);
}

uint64_t fsdpc::schedule::getScheduledPeakBytes(const Problem &problem,
                                                const Schedule &schedule) {
  return BaseLiveCurve(problem).getScheduledPeak(schedule);
}

BaseLiveCurve::BaseLiveCurve(const Problem &problem) : problem(problem) {
  LiveCurve curve(problem.alignment, problem.numPositions());
  for (const Buffer &buffer : problem.buffers) {
    curve.add(buffer.sizeBytes, buffer.first, buffer.last, buffer.kind);
    lasts.push_back(buffer.last);
  }
  base = std::make_unique<const LiveCurve>(std::move(curve));
}

BaseLiveCurve::~BaseLiveCurve() = default;

uint64_t BaseLiveCurve::getScheduledPeak(const Schedule &schedule) const {
  ScheduledCurve curve(problem, *base, lasts);
  addScheduledBuffers(problem, schedule, curve);
  return curve.finish().getPeak();
}

std::vector<uint64_t>
BaseLiveCurve::getScheduledLiveBytes(const Schedule &schedule) const {
  ScheduledCurve curve(problem, *base, lasts);
  addScheduledBuffers(problem, schedule, curve);
  return curve.finish().getPerPosition();
}

llvm::Expected<MemoryPlan>
fsdpc::schedule::planSchedule(const Problem &problem,
                              const Schedule &schedule) {
  return planMemory(getScheduledBuffers(problem, schedule),
                    {problem.alignment});
}
