//===- RefineSchedule.cpp - auto's choice, moved one collective at a time -===//
//
// Every point of auto's family places all units alike: one prefetch depth
// (outside the quiet positions), one wait for every reduction, one message
// form for every collective. Where the budget binds, memory is short only
// near the activation peak, and each unit could prefetch as deep, and each
// reduce-scatter be waited as late, as the memory around it allows. So auto
// refines the schedule it picks by local search: it moves one collective
// instance's issue or wait, or switches one collective's message form, and
// makes the move that makes the predicted step fastest while the live peak
// stays within a limit, collective after collective, pass after pass while
// a pass gains enough (docs/scheduling.md, "Refinement"). No move changes
// which units are kept, so the lower bound holds for what it finds.
//
//===----------------------------------------------------------------------===//

#include "Search.h"

#include "llvm/ADT/STLExtras.h"

using namespace fsdpc::schedule;

namespace {
/// How far a move shifts an issue or a wait, in positions, either way:
/// powers of two, so a unit can prefetch far ahead in a few passes.
constexpr int64_t kShifts[] = {1, 2, 4, 8, 16};

/// Passes over every collective, at most; and the least a pass must gain,
/// as a fraction of the step, for another to follow. Each pass costs a
/// simulation per move of each collective; on the zoo the first pass wins
/// most (Llama-2 70B on 1024 H200s `tight`: 2619.0 -> 2531.4 ms, the next
/// seven 14.3 ms more in all).
constexpr int kMaxPasses = 8;
constexpr double kLeastPassGain = 2e-3;

/// The schedules one move away from `schedule` that change collective
/// `index` (gathers, then reductions, in problem order).
std::vector<Schedule> getMoves(const Problem &problem, const Schedule &schedule,
                               size_t index) {
  std::vector<Schedule> moves;
  auto shift = [&](auto pick) {
    for (int64_t by : kShifts)
      for (int64_t sign : {-1, 1}) {
        Schedule moved = schedule;
        pick(moved) += sign * by;
        moves.push_back(std::move(moved));
      }
  };
  size_t numGathers = problem.gathers.size();
  if (index < numGathers) {
    // Only the issue moves: a gather is waited at its first use, and
    // waiting it sooner would free its staging and inputs sooner but never
    // make the step faster, which is all a move is kept for.
    shift([&](Schedule &s) -> int64_t & {
      return s.gathers[index].forward.issue;
    });
    if (schedule.gathers[index].regather)
      shift([&](Schedule &s) -> int64_t & {
        return s.gathers[index].regatherPlacement.issue;
      });
    if (problem.gathers[index].frugalForm) {
      Schedule switched = schedule;
      switched.frugalGathers.resize(numGathers, false);
      switched.frugalGathers[index] = !schedule.isFrugalGather(index);
      moves.push_back(std::move(switched));
    }
    return moves;
  }
  size_t reduction = index - numGathers;
  shift(
      [&](Schedule &s) -> int64_t & { return s.reductions[reduction].issue; });
  shift([&](Schedule &s) -> int64_t & { return s.reductions[reduction].wait; });
  if (problem.reductions[reduction].frugalForm) {
    Schedule switched = schedule;
    switched.frugalReductions.resize(problem.reductions.size(), false);
    switched.frugalReductions[reduction] =
        !schedule.isFrugalReduction(reduction);
    moves.push_back(std::move(switched));
  }
  return moves;
}
} // namespace

std::vector<Schedule> fsdpc::schedule::refineSchedule(
    const Problem &problem, const BaseLiveCurve &base, Schedule schedule,
    uint64_t peakLimit, double floorSeconds, ForEachIndex forEach) {
  std::vector<Schedule> path;
  double seconds =
      evaluate(problem, schedule, EvaluationDetail::Times).stepSeconds;
  size_t numCollectives = problem.gathers.size() + problem.reductions.size();
  for (int pass = 0; pass < kMaxPasses; ++pass) {
    double passStart = seconds;
    for (size_t index = 0; index < numCollectives; ++index) {
      // No move is faster than the floor: the rest of the pass, and the
      // passes after it, would simulate every move and make none.
      if (seconds <= floorSeconds)
        return path;
      std::vector<Schedule> moves = getMoves(problem, schedule, index);
      // checkSchedule is the one account of where a collective may be
      // issued and waited; a move it refuses, or whose peak is over the
      // limit (where the budget binds, many: an earlier issue or a later
      // wait holds memory longer), is not replayed.
      std::vector<std::optional<double>> faster(moves.size());
      forEach(moves.size(), [&](size_t i) {
        if (llvm::Error error = checkSchedule(problem, moves[i])) {
          llvm::consumeError(std::move(error));
          return;
        }
        if (base.getScheduledPeak(moves[i]) > peakLimit)
          return;
        double step =
            evaluate(problem, moves[i], EvaluationDetail::Times).stepSeconds;
        if (step < seconds * (1 - 1e-9))
          faster[i] = step;
      });
      // The fastest move, the first of equals: the same whatever the
      // threads did.
      std::optional<size_t> best;
      for (size_t i = 0; i < moves.size(); ++i)
        if (faster[i] && (!best || *faster[i] < *faster[*best]))
          best = i;
      if (!best)
        continue;
      schedule = std::move(moves[*best]);
      seconds = *faster[*best];
      path.push_back(schedule);
    }
    if (seconds >= passStart * (1 - kLeastPassGain))
      break;
  }
  return path;
}
