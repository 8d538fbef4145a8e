//===- LowerBound.cpp - a step time no schedule of the family beats -------===//
//
// Three bounds, each from quantities the schedule does not choose
// (docs/scheduling.md, "Lower bound"):
//
// * The exposed ends: the compute stream runs every op, and a collective
//   cannot start before the compute that precedes its issue point, so the
//   first gathers delay the op that reads them and the last reductions
//   outlast the compute after their inputs.
// * The busiest stream: every instance occupies its stream; only the
//   keep/re-gather choice changes how many there are, and keeping a unit
//   costs its bytes over its forward-to-backward gap, which the budget
//   limits. Relaxed to a fractional knapsack per stream, the least busiest
//   stream over the keep sets that fit is a bound.
// * Interference: compute and the busiest stream, when overlapping them
//   slows both by 1 + f, take at least max(C, M) + f min(C, M).
//
// Where a collective has two message forms, each bound takes the least of
// their durations and buffers.
//
//===----------------------------------------------------------------------===//

#include "fsdpc/Schedule/Schedule.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <limits>
#include <map>

using namespace fsdpc::schedule;

namespace {
/// A collective on one stream that cannot start before `release` (seconds)
/// and must complete before the op at `deadline` starts.
struct Job {
  double release = 0;
  double seconds = 0;
  int64_t deadline = 0;
};

/// Compute seconds before each position: prefix[p] = sum of ops < p.
std::vector<double> computePrefix(const Problem &problem) {
  std::vector<double> prefix(problem.numPositions() + 1, 0.0);
  for (int64_t p = 0; p < problem.numPositions(); ++p)
    prefix[p + 1] = prefix[p] + problem.computeSeconds[p];
  return prefix;
}

/// The least completion time of every job of `jobs` on one FIFO stream:
/// for each release t, t plus the work released at or after t (the stream
/// runs one job at a time and none starts before its release).
double leastCompletion(std::vector<Job> jobs) {
  llvm::sort(jobs,
             [](const Job &a, const Job &b) { return a.release > b.release; });
  double completion = 0, work = 0;
  for (const Job &job : jobs) {
    work += job.seconds;
    completion = std::max(completion, job.release + work);
  }
  return completion;
}

/// Per position p: the least idle time of the compute stream before op p
/// runs, from the forward gathers (every schedule has them) that op p or an
/// earlier op reads: they all complete before op p starts.
std::vector<double> headIdle(const Problem &problem,
                             llvm::ArrayRef<double> prefix) {
  int64_t end = problem.numPositions();
  std::vector<double> idle(end + 1, 0.0);
  // The idle only grows where a gather is first used.
  std::vector<int64_t> firstUses;
  for (const Gather &gather : problem.gathers)
    firstUses.push_back(gather.uses.front());
  for (int64_t p : firstUses) {
    for (unsigned stream = 0; stream < problem.streamNames.size(); ++stream) {
      std::vector<Job> jobs;
      for (const Gather &gather : problem.gathers)
        if (gather.stream == stream && gather.uses.front() <= p)
          jobs.push_back(
              {prefix[gather.earliest], gather.seconds, gather.uses.front()});
      idle[p] = std::max(idle[p], leastCompletion(jobs) - prefix[p]);
    }
  }
  for (int64_t p = 1; p <= end; ++p)
    idle[p] = std::max(idle[p], idle[p - 1]);
  return idle;
}

/// The step time the exposed ends force: compute plus the head idle, and
/// for each stream's reductions the least completion plus the compute that
/// must follow it.
double endsBound(const Problem &problem) {
  std::vector<double> prefix = computePrefix(problem);
  std::vector<double> idle = headIdle(problem, prefix);
  int64_t end = problem.numPositions();
  double bound = prefix[end] + idle[end];
  // A reduction is issued no earlier than the compute before its ready
  // position and the idle the gathers forced before it (issues at p precede
  // the waits at p: the idle of waits before p), and after the reductions
  // it reads complete.
  std::vector<int64_t> firstUses = problem.getReductionFirstUses();
  std::vector<double> completes(problem.reductions.size(), 0.0);
  std::vector<Job> jobs;
  for (auto [index, reduction] : llvm::enumerate(problem.reductions)) {
    int64_t ready = reduction.ready;
    double release = prefix[ready] + (ready ? idle[ready - 1] : 0.0);
    for (size_t input : reduction.after)
      release = std::max(release, completes[input]);
    completes[index] = release + reduction.seconds;
    jobs.push_back({release, reduction.seconds, firstUses[index]});
  }
  for (unsigned stream = 0; stream < problem.streamNames.size(); ++stream) {
    std::vector<Job> onStream;
    for (auto [index, reduction] : llvm::enumerate(problem.reductions))
      if (reduction.stream == stream)
        onStream.push_back(jobs[index]);
    // The last of the jobs released from t on completes no earlier than t
    // plus their work; the ops from the latest deadline among them run after.
    for (const Job &from : onStream) {
      double work = 0;
      int64_t deadline = 0;
      for (const Job &job : onStream)
        if (job.release >= from.release) {
          work += job.seconds;
          deadline = std::max(deadline, job.deadline);
        }
      bound = std::max(bound, from.release + work + prefix[end] -
                                  prefix[std::min(deadline, end)]);
    }
  }
  return bound;
}

/// Per position: the aligned bytes live in every schedule of the family:
/// the problem's buffers and each gather's instances over the uses they
/// serve whatever is kept.
std::vector<uint64_t> definiteLiveBytes(const Problem &problem) {
  std::vector<Buffer> buffers = problem.buffers;
  auto add = [&](const Gather &gather, int64_t first, int64_t last) {
    if (gather.bytes)
      buffers.push_back({gather.name, gather.bytes, collectivePoint(first),
                         opPoint(last), BufferKind::Transient});
  };
  for (const Gather &gather : problem.gathers) {
    std::optional<size_t> turn = findTurn(gather);
    if (!turn) {
      add(gather, gather.uses.front(), gather.uses.back());
      continue;
    }
    add(gather, gather.uses.front(), gather.uses[*turn]);
    add(gather, gather.uses[*turn + 1], gather.uses.back());
  }
  return getLiveBytes(buffers, problem.alignment, problem.numPositions());
}

/// A unit the family may keep: keeping it saves `seconds` on its stream
/// and holds `bytes` at `position`, the tightest point of its gap.
struct Keepable {
  unsigned stream = 0;
  double seconds = 0;
  uint64_t bytes = 0;
  int64_t position = 0;
};

std::vector<Keepable> findKeepables(const Problem &problem,
                                    llvm::ArrayRef<int64_t> room) {
  std::vector<Keepable> units;
  for (const Gather &gather : problem.gathers) {
    std::optional<size_t> turn = findTurn(gather);
    if (!turn)
      continue;
    // Kept, its buffer is live at both points of every position strictly
    // inside the gap; one constraint per unit (the tightest) relaxes the
    // problem further and keeps it a set of independent knapsacks.
    int64_t best = gather.uses[*turn] + 1;
    for (int64_t p = best; p < gather.uses[*turn + 1]; ++p)
      if (room[p] < room[best])
        best = p;
    units.push_back({gather.stream, gather.seconds,
                     alignBytes(gather.bytes, problem.alignment), best});
  }
  return units;
}

/// The most seconds the units of one position's knapsack can save in
/// `room` bytes, keeping fractions of units (best time per byte first).
double fractionalKnapsack(std::vector<const Keepable *> units, int64_t room) {
  auto value = [](const Keepable *unit) {
    return unit->bytes ? unit->seconds / double(unit->bytes)
                       : std::numeric_limits<double>::infinity();
  };
  llvm::sort(units, [&](const Keepable *a, const Keepable *b) {
    return value(a) > value(b);
  });
  double saved = 0, left = double(std::max<int64_t>(room, 0));
  for (const Keepable *unit : units) {
    if (unit->bytes == 0) {
      saved += unit->seconds;
      continue;
    }
    double fraction = std::min(1.0, left / double(unit->bytes));
    if (fraction <= 0)
      break;
    saved += fraction * unit->seconds;
    left -= fraction * double(unit->bytes);
  }
  return saved;
}

/// max over streams of the least busy time of that stream: every
/// reduction, every gather once, every unit with a turn twice less what
/// keeping saves within the budget.
double busiestStreamBound(const Problem &problem, uint64_t budget) {
  std::vector<uint64_t> definite = definiteLiveBytes(problem);
  std::vector<int64_t> room;
  for (uint64_t bytes : definite)
    room.push_back(int64_t(budget) - int64_t(bytes));
  std::vector<double> busy(problem.streamNames.size(), 0.0);
  for (const Gather &gather : problem.gathers)
    busy[gather.stream] +=
        findTurn(gather) ? 2 * gather.seconds : gather.seconds;
  for (const Reduction &reduction : problem.reductions)
    busy[reduction.stream] += reduction.seconds;

  std::vector<Keepable> units = findKeepables(problem, room);
  double bound = 0;
  for (unsigned stream = 0; stream < busy.size(); ++stream) {
    // Units of other streams only take room from this one's: keep none.
    std::map<int64_t, std::vector<const Keepable *>> byPosition;
    for (const Keepable &unit : units)
      if (unit.stream == stream)
        byPosition[unit.position].push_back(&unit);
    double saved = 0;
    for (auto &[position, atPosition] : byPosition)
      saved += fractionalKnapsack(atPosition, room[position]);
    bound = std::max(bound, busy[stream] - saved);
  }
  return bound;
}

/// `problem` with each collective's least duration and a gather's least
/// result buffer over its message forms: a bound for the one form holds for
/// every form a schedule may pick (the bounds read no staging and no
/// reduction's buffer).
Problem relaxMessageForms(const Problem &problem) {
  Problem relaxed = problem;
  for (Gather &gather : relaxed.gathers)
    if (gather.frugalForm) {
      gather.seconds = std::min(gather.seconds, gather.frugalForm->seconds);
      gather.bytes = std::min(gather.bytes, gather.frugalForm->resultBytes);
    }
  for (Reduction &reduction : relaxed.reductions)
    if (reduction.frugalForm)
      reduction.seconds =
          std::min(reduction.seconds, reduction.frugalForm->seconds);
  return relaxed;
}
} // namespace

LowerBound fsdpc::schedule::getLowerBound(const Problem &original,
                                          uint64_t memoryBudget) {
  Problem problem = relaxMessageForms(original);
  LowerBound bound;
  for (double seconds : problem.computeSeconds)
    bound.computeSeconds += seconds;
  bound.endsSeconds = std::max(bound.computeSeconds, endsBound(problem));
  bound.collectiveSeconds = busiestStreamBound(problem, memoryBudget);
  bound.interferenceSeconds = getInterferenceBound(
      bound.computeSeconds, bound.collectiveSeconds, problem.commInterference);
  return bound;
}
