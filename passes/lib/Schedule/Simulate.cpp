//===- Simulate.cpp - replaying a schedule on the model of execution ------===//

#include "fsdpc/Schedule/Schedule.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cmath>
#include <deque>

using namespace fsdpc::schedule;

llvm::StringRef fsdpc::schedule::getPolicyName(Policy policy) {
  switch (policy) {
  case Policy::None:
    return "none";
  case Policy::Fsdp:
    return "fsdp";
  case Policy::FsdpNoReshard:
    return "fsdp-no-reshard";
  case Policy::Zero3:
    return "zero3";
  case Policy::Auto:
    return "auto";
  }
  llvm_unreachable("unknown policy");
}

std::optional<Policy> fsdpc::schedule::parsePolicy(llvm::StringRef name) {
  for (Policy policy : {Policy::None, Policy::Fsdp, Policy::FsdpNoReshard,
                        Policy::Zero3, Policy::Auto})
    if (name == getPolicyName(policy))
      return policy;
  return std::nullopt;
}

std::vector<int64_t> Problem::getReductionFirstUses() const {
  std::vector<int64_t> firstUses;
  for (const Reduction &reduction : reductions)
    firstUses.push_back(reduction.uses.empty() ? numPositions()
                                               : reduction.uses.front());
  // A reader has a higher index: its first use is final when it is reached.
  for (size_t index = reductions.size(); index-- > 0;)
    for (size_t input : reductions[index].after)
      if (input < index)
        firstUses[input] = std::min(firstUses[input], firstUses[index]);
  return firstUses;
}

static llvm::Error problemError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "schedule problem: " + message);
}

llvm::Error Problem::verify() const {
  int64_t end = numPositions();
  if (!llvm::isPowerOf2_64(alignment))
    return problemError("alignment " + llvm::Twine(alignment) +
                        " is not a power of two");
  if (!(commInterference >= 0 && commInterference <= 1))
    return problemError(
        "communication interference " +
        llvm::formatv("{0}", llvm::format("%g", commInterference)).str() +
        " is not in [0, 1]");
  for (const Buffer &buffer : buffers)
    if (buffer.first > buffer.last)
      return problemError("buffer '" + buffer.name + "' ends before it starts");
  // The replay advances by these: an infinite or negative one has no end.
  for (auto [position, seconds] : llvm::enumerate(computeSeconds))
    if (!(seconds >= 0 && std::isfinite(seconds)))
      return problemError(
          "the op at position " + llvm::Twine(position) + " takes " +
          llvm::formatv("{0}", llvm::format("%g", seconds)).str() +
          " s, not a finite time");
  auto checkInputs = [&](llvm::StringRef what, const std::string &name,
                         llvm::ArrayRef<size_t> inputs) -> llvm::Error {
    for (size_t input : inputs)
      if (input >= buffers.size())
        return problemError(what + " '" + name + "' reads buffer " +
                            llvm::Twine(input) + " of " +
                            llvm::Twine(buffers.size()));
    return llvm::Error::success();
  };
  auto checkUses = [&](llvm::StringRef what, const std::string &name,
                       llvm::ArrayRef<int64_t> uses,
                       int64_t from) -> llvm::Error {
    for (auto [index, use] : llvm::enumerate(uses))
      if (use < from || use > end || (index && use < uses[index - 1]))
        return problemError(what + " '" + name + "' has use " +
                            llvm::Twine(use) + " out of order or outside [" +
                            llvm::Twine(from) + ", " + llvm::Twine(end) + "]");
    return llvm::Error::success();
  };
  for (const Gather &gather : gathers) {
    if (gather.stream >= streamNames.size())
      return problemError("gather '" + gather.name + "' uses stream " +
                          llvm::Twine(gather.stream) + " of " +
                          llvm::Twine(streamNames.size()));
    if (gather.uses.empty())
      return problemError("gather '" + gather.name + "' has no use");
    if (llvm::Error error =
            checkInputs("gather", gather.name, gather.inputBuffers))
      return error;
    if (llvm::Error error =
            checkUses("gather", gather.name, gather.uses, gather.earliest))
      return error;
  }
  for (const Reduction &reduction : reductions) {
    if (reduction.stream >= streamNames.size())
      return problemError("reduction '" + reduction.name + "' uses stream " +
                          llvm::Twine(reduction.stream) + " of " +
                          llvm::Twine(streamNames.size()));
    if (reduction.ready < 0 || reduction.ready > end)
      return problemError("reduction '" + reduction.name + "' is ready at " +
                          llvm::Twine(reduction.ready));
    if (llvm::Error error = checkUses("reduction", reduction.name,
                                      reduction.uses, reduction.ready))
      return error;
    if (llvm::Error error =
            checkInputs("reduction", reduction.name, reduction.inputBuffers))
      return error;
  }
  // Reductions are placed in index order: what one reads comes before it.
  for (auto [index, reduction] : llvm::enumerate(reductions))
    for (size_t input : reduction.after)
      if (input >= index)
        return problemError("reduction '" + reduction.name +
                            "' reads reduction " + llvm::Twine(input) +
                            ", which does not come before it");
  return llvm::Error::success();
}

static llvm::Error scheduleError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "invalid schedule: " + message);
}

/// `name` is a Twine: built only for the message (a refinement checks every
/// move it weighs, and nearly all pass).
static llvm::Error checkPlacement(const llvm::Twine &name,
                                  const Placement &place, int64_t earliest) {
  if (place.issue < earliest)
    return scheduleError(name + " is issued at " + llvm::Twine(place.issue) +
                         ", before its inputs exist at " +
                         llvm::Twine(earliest));
  if (place.wait < place.issue || place.wait > place.firstUse)
    return scheduleError(name + " is waited at " + llvm::Twine(place.wait) +
                         ", outside [issue " + llvm::Twine(place.issue) +
                         ", first use " + llvm::Twine(place.firstUse) + "]");
  return llvm::Error::success();
}

/// A collective is sent in its frugal form only where it has one.
static llvm::Error checkFrugalForms(const Problem &problem,
                                    const Schedule &schedule) {
  auto check = [](llvm::StringRef what, const auto &collectives,
                  const std::vector<bool> &frugal) -> llvm::Error {
    if (!frugal.empty() && frugal.size() != collectives.size())
      return scheduleError("it picks the message forms of " +
                           llvm::Twine(frugal.size()) + " " + what + "s of " +
                           llvm::Twine(collectives.size()));
    for (auto [collective, isFrugal] : llvm::zip(collectives, frugal))
      if (isFrugal && !collective.frugalForm)
        return scheduleError(what + " '" + collective.name +
                             "' has no frugal form to send");
    return llvm::Error::success();
  };
  if (llvm::Error error =
          check("gather", problem.gathers, schedule.frugalGathers))
    return error;
  return check("reduction", problem.reductions, schedule.frugalReductions);
}

llvm::Error fsdpc::schedule::checkSchedule(const Problem &problem,
                                           const Schedule &schedule) {
  if (schedule.gathers.size() != problem.gathers.size() ||
      schedule.reductions.size() != problem.reductions.size())
    return scheduleError(
        "it places " + llvm::Twine(schedule.gathers.size()) + " gathers and " +
        llvm::Twine(schedule.reductions.size()) +
        " reductions for a problem of " + llvm::Twine(problem.gathers.size()) +
        " and " + llvm::Twine(problem.reductions.size()));
  for (auto [gather, decision] : llvm::zip(problem.gathers, schedule.gathers)) {
    const Placement &forward = decision.forward;
    if (forward.firstUse != gather.uses.front())
      return scheduleError("gather '" + gather.name +
                           "' does not serve its first use");
    if (llvm::Error error =
            checkPlacement(llvm::Twine("gather '") + gather.name + "'", forward,
                           gather.earliest))
      return error;
    const Placement &last =
        decision.regather ? decision.regatherPlacement : forward;
    if (last.lastUse != gather.uses.back())
      return scheduleError("gather '" + gather.name +
                           "' does not serve its last use");
    if (!decision.regather)
      continue;
    const Placement &again = decision.regatherPlacement;
    auto split = llvm::find(gather.uses, again.firstUse);
    if (split == gather.uses.end() || split == gather.uses.begin() ||
        *std::prev(split) != forward.lastUse)
      return scheduleError("gather '" + gather.name +
                           "' is re-gathered at a point that does not split "
                           "its uses");
    if (llvm::Error error =
            checkPlacement(llvm::Twine("re-gather of '") + gather.name + "'",
                           again, gather.earliest))
      return error;
  }
  std::vector<int64_t> firstUses = problem.getReductionFirstUses();
  for (auto [index, reduction] : llvm::enumerate(problem.reductions)) {
    const Placement &place = schedule.reductions[index];
    if (place.firstUse != firstUses[index])
      return scheduleError("reduction '" + reduction.name +
                           "' does not serve its first use");
    if (llvm::Error error =
            checkPlacement(llvm::Twine("reduction '") + reduction.name + "'",
                           place, reduction.ready))
      return error;
    for (size_t input : reduction.after)
      if (place.issue < schedule.reductions[input].wait)
        return scheduleError(
            "reduction '" + reduction.name + "' is issued at " +
            llvm::Twine(place.issue) + ", before the wait of '" +
            problem.reductions[input].name + "' whose results it reads, at " +
            llvm::Twine(schedule.reductions[input].wait));
  }
  return checkFrugalForms(problem, schedule);
}

namespace {
/// A collective instance to replay, with the buffer bytes it holds.
struct Instance {
  const std::string *name;
  unsigned stream;
  double seconds;
  Placement place;
  bool isGather;
  unsigned index;
};

/// The replay of one schedule on the model of execution: one compute stream
/// and FIFO communication streams, advanced from event to event (a
/// collective or a compute op ending). While compute and communication run at
/// the same time each progresses at 1 / (1 + f) of its rate, f the problem's
/// commInterference; with f = 0 no rate ever changes, so every duration is
/// its own (start + seconds, with no rounding from splitting).
class Replay {
public:
  Replay(const Problem &problem, const std::vector<Instance> &instances)
      : problem(problem), instances(instances),
        queues(problem.streamNames.size()), state(instances.size()) {}

  void issue(unsigned i) {
    queues[instances[i].stream].push_back(i);
    startReady();
  }
  /// Runs until instance `i` completes, compute idle.
  void waitFor(unsigned i) {
    while (!state[i].done)
      step();
  }
  /// Runs one compute op of `seconds` (at full rate); returns its busy time.
  double compute(double seconds) {
    // Without interference the op ends at now + seconds whatever runs
    // beside it, as the general path below computes it, and only the
    // collectives ending before it are events: the op needs no activity
    // change of its own (the search replays every op of every point it
    // weighs).
    if (problem.commInterference == 0) {
      double end = now + seconds;
      while (completeNextBefore(end)) {
      }
      now = end;
      return seconds;
    }
    double begin = now;
    changeActivity([&] {
      computing = true;
      computeLeft = seconds;
      computeMark = now;
    });
    while (computing)
      step();
    return now - begin;
  }

  /// When instance `i` started and ended (once it is done).
  double startOf(unsigned i) const { return state[i].start; }
  double endOf(unsigned i) const { return state[i].end; }

  double now = 0;

private:
  struct State {
    bool started = false, done = false;
    double left = 0, mark = 0, end = 0, start = 0;
  };

  double factor() const {
    return computing && !running.empty()
               ? 1.0 / (1.0 + problem.commInterference)
               : 1.0;
  }
  /// Applies `change` to what is active now: with interference, everything's
  /// progress is first settled at the current rate, and after the change
  /// every end is projected at the new one. Without, the rate is always 1 and
  /// nothing is settled, so every end stays start + seconds exactly.
  template <typename Change> void changeActivity(Change change) {
    if (problem.commInterference > 0) {
      for (unsigned i : running) {
        state[i].left -= (now - state[i].mark) * rate;
        state[i].mark = now;
      }
      if (computing) {
        computeLeft -= (now - computeMark) * rate;
        computeMark = now;
      }
    }
    change();
    rate = factor();
    firstEnd = INFINITY;
    for (unsigned i : running) {
      state[i].end = state[i].mark + state[i].left / rate;
      firstEnd = std::min(firstEnd, state[i].end);
    }
    computeEnd = computeMark + computeLeft / rate;
  }
  bool inputsDone(const Instance &instance) const {
    if (instance.isGather)
      return true;
    for (size_t input : problem.reductions[instance.index].after)
      if (!state[firstReduction() + input].done)
        return false;
    return true;
  }
  size_t firstReduction() const {
    return instances.size() - problem.reductions.size();
  }
  /// Starts the head of every free stream whose inputs are complete.
  void startReady() {
    for (std::deque<unsigned> &queue : queues) {
      if (queue.empty() || state[queue.front()].started ||
          !inputsDone(instances[queue.front()]))
        continue;
      unsigned i = queue.front();
      changeActivity([&] {
        state[i] = {true, false, instances[i].seconds, now, 0, now};
        running.push_back(i);
      });
    }
  }
  /// Advances to the next event: a collective or the compute op ending.
  void step() {
    double limit = computing ? computeEnd : INFINITY;
    if (completeNextBefore(limit))
      return;
    if (limit == INFINITY)
      llvm::report_fatal_error("schedule replay: a wait on a collective that "
                               "can never run (an invalid schedule)");
    now = std::max(now, limit);
    changeActivity([&] { computing = false; });
  }
  /// Completes the first collective to end before `limit` (the first of
  /// those ending together, in the order they started), if one does.
  /// Inlined: most ops end before anything running does, and then it is
  /// one comparison (left a call, the search took a third more
  /// instructions on Llama-2 7B).
  LLVM_ATTRIBUTE_ALWAYS_INLINE bool completeNextBefore(double limit) {
    return firstEnd < limit && completeFirstBefore(limit);
  }
  /// completeNextBefore's scan of what runs.
  bool completeFirstBefore(double limit) {
    double next = limit;
    int ending = -1;
    for (unsigned i : running)
      if (state[i].end < next) {
        next = state[i].end;
        ending = int(i);
      }
    if (ending < 0)
      return false;
    now = std::max(now, next);
    unsigned i = unsigned(ending);
    changeActivity([&] {
      state[i].done = true;
      llvm::erase(running, i);
      queues[instances[i].stream].pop_front();
    });
    startReady();
    return true;
  }

  const Problem &problem;
  const std::vector<Instance> &instances;
  std::vector<std::deque<unsigned>> queues;
  std::vector<State> state;
  std::vector<unsigned> running;
  bool computing = false;
  double computeLeft = 0, computeMark = 0, computeEnd = 0, rate = 1;
  /// The earliest end of what is running (changeActivity sets every end).
  double firstEnd = INFINITY;
};
} // namespace

bool fsdpc::schedule::isIssuedBefore(const IssueKey &a, const IssueKey &b) {
  if (a.issue != b.issue)
    return a.issue < b.issue;
  if (a.isGather != b.isGather)
    return a.isGather;
  return a.isGather && a.wait < b.wait;
}

double fsdpc::schedule::getInterferenceBound(double computeSeconds,
                                             double streamSeconds,
                                             double interference) {
  // Overlapped, both progress at 1 / (1 + f): of the shorter's work W, done
  // alongside the other in (1 + f) W, f W is not hidden.
  return std::max(computeSeconds, streamSeconds) +
         interference * std::min(computeSeconds, streamSeconds);
}

Evaluation fsdpc::schedule::evaluate(const Problem &problem,
                                     const Schedule &schedule,
                                     EvaluationDetail detail,
                                     const BaseLiveCurve *base) {
  int64_t end = problem.numPositions();
  bool full = detail == EvaluationDetail::Full;
  Evaluation result;
  if (full) {
    result.liveBytes = base ? base->getScheduledLiveBytes(schedule)
                            : getScheduledLiveBytes(problem, schedule);
    for (uint64_t bytes : result.liveBytes)
      result.peakBytes = std::max(result.peakBytes, bytes);
  } else if (detail == EvaluationDetail::Figures) {
    result.peakBytes = base ? base->getScheduledPeak(schedule)
                            : getScheduledPeakBytes(problem, schedule);
  }

  std::vector<Instance> instances;
  for (auto [index, gather] : llvm::enumerate(problem.gathers)) {
    const GatherDecision &decision = schedule.gathers[index];
    double seconds = schedule.gatherForm(problem, index).seconds;
    instances.push_back({&gather.name, gather.stream, seconds, decision.forward,
                         true, unsigned(index)});
    if (decision.regather)
      instances.push_back({&gather.name, gather.stream, seconds,
                           decision.regatherPlacement, true, unsigned(index)});
  }
  for (auto [index, reduction] : llvm::enumerate(problem.reductions))
    instances.push_back({&reduction.name, reduction.stream,
                         schedule.reductionForm(problem, index).seconds,
                         schedule.reductions[index], false, unsigned(index)});

  std::vector<unsigned> order(instances.size());
  for (unsigned i = 0; i < order.size(); ++i)
    order[i] = i;
  auto keyOf = [&](unsigned i) {
    const Instance &instance = instances[i];
    return IssueKey{instance.place.issue, instance.isGather,
                    instance.place.wait};
  };
  llvm::stable_sort(order, [&](unsigned a, unsigned b) {
    return isIssuedBefore(keyOf(a), keyOf(b));
  });
  std::vector<unsigned> byWait(instances.size());
  for (unsigned i = 0; i < byWait.size(); ++i)
    byWait[i] = i;
  llvm::stable_sort(byWait, [&](unsigned a, unsigned b) {
    return instances[a].place.wait < instances[b].place.wait;
  });

  std::vector<double> streamBusy(problem.streamNames.size(), 0.0);
  for (const Instance &instance : instances) {
    streamBusy[instance.stream] += instance.seconds;
    result.collectiveSeconds += instance.seconds;
  }
  Replay replay(problem, instances);
  if (full)
    result.computeStart.assign(end, 0.0);
  size_t nextIssue = 0, nextWait = 0;
  double nominalCompute = 0;
  auto issueAt = [&](size_t next) {
    return next < order.size() ? instances[order[next]].place.issue : end;
  };
  auto waitAt = [&](size_t next) {
    return next < byWait.size() ? instances[byWait[next]].place.wait : end;
  };
  for (int64_t p = 0; p <= end;) {
    for (; nextIssue < order.size() && issueAt(nextIssue) == p; ++nextIssue)
      replay.issue(order[nextIssue]);
    for (; nextWait < byWait.size() && waitAt(nextWait) == p; ++nextWait)
      replay.waitFor(byWait[nextWait]);
    if (p == end)
      break;
    // The ops up to the next issue or wait (at least this one), one after
    // another.
    int64_t next = std::min(issueAt(nextIssue), waitAt(nextWait));
    for (int64_t stop = std::clamp(next, p + 1, end); p < stop; ++p) {
      if (full)
        result.computeStart[p] = replay.now;
      result.computeSeconds += replay.compute(problem.computeSeconds[p]);
      nominalCompute += problem.computeSeconds[p];
    }
  }
  if (full) {
    result.collectives.resize(instances.size());
    for (auto [i, instance] : llvm::enumerate(instances))
      result.collectives[i] = {*instance.name,       instance.stream,
                               replay.startOf(i),    replay.endOf(i),
                               instance.place.issue, instance.place.wait};
  }
  result.stepSeconds = replay.now;
  result.exposedSeconds = result.stepSeconds - result.computeSeconds;
  result.lowerBoundSeconds = nominalCompute;
  for (double busy : streamBusy)
    result.lowerBoundSeconds = std::max(
        result.lowerBoundSeconds,
        getInterferenceBound(nominalCompute, busy, problem.commInterference));
  return result;
}
