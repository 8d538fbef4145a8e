//===- ChooseSchedule.cpp - the fastest schedule whose arena fits ---------===//
//
// Auto's search (SearchSpace.cpp) weighs candidates by their simulated live
// peak, which is cheap; the budget is for the arena fsdp-plan-memory will
// plan, which alignment and fragmentation make larger. So this plans what
// the search finds, fastest first, until an arena fits, and searches again
// for less memory where the fastest's overshoots.
//
//===----------------------------------------------------------------------===//

#include "Search.h"

#include "llvm/ADT/STLExtras.h"

#include <cassert>
#include <limits>
#include <map>

using namespace fsdpc::schedule;

namespace {
/// The fastest schedule whose planned arena fits the budget, over all that
/// were planned.
class ArenaSearch {
public:
  ArenaSearch(const Problem &problem, uint64_t budget, ForEachIndex forEach)
      : problem(problem), budget(budget), forEach(forEach),
        space(problem, forEach) {}

  /// Plans `schedule` and keeps it if its arena fits and it is the best so
  /// far, simulating it only then unless its `evaluation` is given. Returns
  /// its arena. A schedule planned before (searches for several targets pick
  /// the same points; a baseline is a point of auto's family) is not
  /// planned, nor weighed, again.
  llvm::Expected<uint64_t>
  consider(Schedule schedule,
           std::optional<Evaluation> evaluation = std::nullopt) {
    std::vector<int64_t> key = getScheduleKey(schedule);
    if (auto planned = plannedArenas.find(key); planned != plannedArenas.end())
      return planned->second;
    llvm::Expected<MemoryPlan> plan = planSchedule(problem, schedule);
    if (!plan)
      return plan.takeError();
    uint64_t arena = plan->arenaBytes;
    assert((!evaluation || arena >= evaluation->peakBytes) &&
           "a plan holds what is live at once apart");
    plannedArenas.emplace(std::move(key), arena);
    if (arena > budget)
      return arena;
    if (!evaluation)
      evaluation = evaluate(problem, schedule);
    if (!best || isBetterPick(evaluation->stepSeconds, schedule.countFrugal(),
                              arena, best->evaluation.stepSeconds,
                              best->schedule.countFrugal(), best->arenaBytes))
      best = Choice{std::move(schedule), std::move(*evaluation), arena};
    return arena;
  }

  /// What one search for a live-peak target planned.
  struct Planned {
    uint64_t fastestArena = 0;    // of its fastest candidate
    uint64_t fastestLivePeak = 0; // of its fastest candidate
  };

  /// Plans auto's candidates for a live-peak `target`, fastest first, until
  /// one's arena fits (the arena overshoots the live peak by an amount that
  /// differs from point to point, so where the fastest's overshoots a slower
  /// one's may not), skipping those slower than the best so far. Returns
  /// nullopt when no candidate fits the target.
  llvm::Expected<std::optional<Planned>> considerAuto(uint64_t target) {
    std::optional<Planned> planned;
    for (Candidate &candidate : space.fastestFitting(target)) {
      if (planned && best &&
          candidate.evaluation.stepSeconds > best->evaluation.stepSeconds)
        break;
      uint64_t livePeak = candidate.evaluation.peakBytes;
      llvm::Expected<uint64_t> arena = consider(
          std::move(candidate.schedule), std::move(candidate.evaluation));
      if (!arena)
        return arena.takeError();
      if (!planned)
        planned = Planned{*arena, livePeak};
      if (*arena <= budget)
        break;
    }
    return planned;
  }

  /// Searches for the budget, then, as long as the fastest candidate's
  /// arena overshoots it, for that much less and below its live peak, which
  /// would pick it again (up to three searches). Returns the target of the
  /// search whose fastest candidate's arena fits, nullopt when none's did.
  llvm::Expected<std::optional<uint64_t>> searchLowering() {
    uint64_t target = budget;
    for (int tries = 0; tries < 3; ++tries) {
      llvm::Expected<std::optional<Planned>> planned = considerAuto(target);
      if (!planned)
        return planned.takeError();
      if (!*planned)
        return std::nullopt;
      if ((*planned)->fastestArena <= budget)
        return target;
      uint64_t overshoot = (*planned)->fastestArena - budget;
      if (overshoot >= target || (*planned)->fastestLivePeak == 0)
        return std::nullopt;
      target = std::min(target - overshoot, (*planned)->fastestLivePeak - 1);
    }
    return std::nullopt;
  }

  /// The overshoot differs from pick to pick (fragmentation), so lowering
  /// the target by the fastest's skips points that would fit, and need not
  /// converge: bisects the target between `low` and the budget by whether
  /// the fastest candidate's arena fits (eight searches).
  llvm::Error searchBisecting(uint64_t low) {
    uint64_t high = budget;
    for (int tries = 0; tries < 8 && low < high; ++tries) {
      uint64_t middle = low + (high - low) / 2;
      llvm::Expected<std::optional<Planned>> planned = considerAuto(middle);
      if (!planned)
        return planned.takeError();
      if (!*planned || (*planned)->fastestArena <= budget)
        low = middle + 1;
      else
        high = middle;
    }
    return llvm::Error::success();
  }

  /// The least live peak of auto's family.
  uint64_t getLeastPeak() { return space.getLeastPeak(); }

  /// Refines the best schedule (refineSchedule) within the live peak that
  /// leaves room under the budget for its arena's overshoot, and weighs a
  /// late schedule of the refinement whose arena fits (refineAndWeigh). A
  /// refined schedule's arena may overshoot its live peak more than the
  /// best's did (Llama-2 70B on 8 H200s `tight`: by 0.35 GB, where the
  /// best's arena was its live peak). Where the budget binds, the
  /// refinement keeps its live peak at the limit, so then only early
  /// schedules of its path may fit; and a refinement within the budget
  /// less that overshoot cannot start from the best, which is above it. So
  /// it starts again (weighing it) from the fastest point of the family
  /// within that (Llama-2 13B on 8 H200s `tight`: the best's arena is the
  /// budget, the refined schedules overshoot by 105 MiB, and the second
  /// refinement's pick is 4.8% faster). Once: starting a third time made no
  /// pick faster on random programs, and none could start on the 13B case.
  /// (Refining `none` too, where every unit's prefetch would be the
  /// refinement's choice, found nothing faster on the zoo's worst cases
  /// and took up to a third more compile time.)
  llvm::Error refineBest() {
    if (!best)
      return llvm::Error::success();
    uint64_t limit = budget - (best->arenaBytes - best->evaluation.peakBytes);
    // Both refinements stop at the lower bound: no move is faster there.
    double floor = getLowerBoundSeconds(problem, budget);
    // A copy: weighing the path may replace the best.
    Schedule start = best->schedule;
    llvm::Expected<std::optional<uint64_t>> overshoot =
        refineAndWeigh(start, limit, floor);
    if (!overshoot || !*overshoot || **overshoot >= budget ||
        budget - **overshoot >= limit)
      return overshoot.takeError();
    // Schedules like the one that overshot fit with their live peak this
    // far under the budget.
    uint64_t lowered = budget - **overshoot;
    std::vector<Candidate> lower = space.fastestFitting(lowered);
    if (lower.empty())
      return llvm::Error::success();
    Candidate &restart = lower.front();
    if (llvm::Error error =
            consider(restart.schedule, restart.evaluation).takeError())
      return error;
    return refineAndWeigh(restart.schedule, lowered, floor).takeError();
  }

  /// Refines `start` within the live peak `limit` (down to `floor`) and
  /// weighs a late schedule of its path whose arena fits. Arenas need not grow
  /// along the path, so it is bisected for a fitting schedule whose next one
  /// overshoots (the last one, where it fits): a few plans, not one per
  /// move. Where the path's last schedule plans over the budget, returns
  /// by how much its arena is above its live peak.
  llvm::Expected<std::optional<uint64_t>>
  refineAndWeigh(const Schedule &start, uint64_t limit, double floor) {
    std::vector<Schedule> path =
        refineSchedule(problem, space.getBase(), start, limit, floor, forEach);
    // After `fit` moves the arena fits (after none: not weighed here);
    // after `overshot` it does not (past the path: not tried). The whole
    // path is tried first.
    size_t fit = 0, overshot = path.size() + 1;
    std::optional<uint64_t> overshoot;
    for (size_t moves = path.size(); fit + 1 < overshot;
         moves = fit + (overshot - fit) / 2) {
      const Schedule &schedule = path[moves - 1];
      llvm::Expected<uint64_t> arena = consider(schedule);
      if (!arena)
        return arena.takeError();
      if (*arena <= budget) {
        fit = moves;
        continue;
      }
      if (moves == path.size()) {
        uint64_t live = space.getBase().getScheduledPeak(schedule);
        overshoot = *arena > live ? *arena - live : 0;
      }
      overshot = moves;
    }
    return overshoot;
  }

  /// Plans the schedules that do not depend on the budget (the baselines,
  /// points of auto's family, so that auto is never slower than any of
  /// them; then, where none fits, those that need the least memory). While
  /// none fits, returns the least of their arenas: every budget from it up
  /// succeeds (once one fits, the figure is not needed, and not kept).
  llvm::Expected<uint64_t> considerFixed() {
    uint64_t leastArena = std::numeric_limits<uint64_t>::max();
    auto weigh = [&](Schedule schedule,
                     std::optional<Evaluation> evaluation) -> llvm::Error {
      // Once a schedule fits, the least arena no longer matters, and one
      // that cannot beat the best is not planned (a plan costs far more
      // than a simulation).
      if (best) {
        if (!evaluation)
          evaluation = evaluate(problem, schedule);
        if (!couldBeatTheBest(schedule, *evaluation))
          return llvm::Error::success();
      }
      llvm::Expected<uint64_t> arena =
          consider(std::move(schedule), std::move(evaluation));
      if (!arena)
        return arena.takeError();
      leastArena = std::min(leastArena, *arena);
      return llvm::Error::success();
    };
    for (Policy baseline :
         {Policy::Fsdp, Policy::FsdpNoReshard, Policy::Zero3, Policy::None})
      if (llvm::Error error =
              weigh(buildBaselineSchedule(problem, baseline), std::nullopt))
        return std::move(error);
    if (best)
      return leastArena;
    // Usually one of the least-peak points too.
    if (llvm::Error error = weigh(mostFrugalSchedule(problem), std::nullopt))
      return std::move(error);
    for (Candidate &candidate : space.leastMemory())
      if (llvm::Error error = weigh(std::move(candidate.schedule),
                                    std::move(candidate.evaluation)))
        return std::move(error);
    return leastArena;
  }

  std::optional<Choice> best;

private:
  /// Whether `schedule`, simulated as `evaluation`, could be a better pick
  /// than the best: its arena is at least its live peak, so that must fit,
  /// and it must win even with no arena at all.
  bool couldBeatTheBest(const Schedule &schedule,
                        const Evaluation &evaluation) const {
    return evaluation.peakBytes <= budget &&
           isBetterPick(evaluation.stepSeconds, schedule.countFrugal(), 0,
                        best->evaluation.stepSeconds,
                        best->schedule.countFrugal(), best->arenaBytes);
  }

  const Problem &problem;
  uint64_t budget;
  ForEachIndex forEach;
  /// The points every search of this budget weighs.
  SearchSpace space;
  /// The arenas of the schedules planned so far, by getScheduleKey.
  std::map<std::vector<int64_t>, uint64_t> plannedArenas;
};
} // namespace

/// `policy`'s schedule needs `arena`, above `budget`. For a baseline policy
/// the message also says whether auto would fit: `leastArena` is the arena
/// of the most memory-frugal schedule.
static llvm::Error arenaOverBudget(Policy policy, uint64_t arena,
                                   uint64_t budget, uint64_t leastArena) {
  std::string what = policy == Policy::Auto
                         ? "no schedule fits: the most memory-frugal one"
                         : "policy '" + getPolicyName(policy).str() + "'";
  std::string message = what + " needs an arena (its planned peak) of " +
                        formatBytes(arena) + ", above the memory budget of " +
                        formatBytes(budget);
  if (policy != Policy::Auto)
    message += leastArena <= budget
                   ? "; policy 'auto' fits the budget"
                   : "; no schedule fits it: the most memory-frugal one "
                     "needs " +
                         formatBytes(leastArena);
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

llvm::Expected<Choice> fsdpc::schedule::chooseSchedule(const Problem &problem,
                                                       Policy policy,
                                                       uint64_t memoryBudget,
                                                       ForEachIndex forEach) {
  if (llvm::Error error = problem.verify())
    return std::move(error);
  ArenaSearch search(problem, memoryBudget, forEach);
  if (policy != Policy::Auto) {
    llvm::Expected<uint64_t> arena =
        search.consider(buildBaselineSchedule(problem, policy));
    if (!arena)
      return arena.takeError();
    if (search.best)
      return std::move(*search.best);
    llvm::Expected<uint64_t> leastArena = search.considerFixed();
    if (!leastArena)
      return leastArena.takeError();
    return arenaOverBudget(policy, *arena, memoryBudget, *leastArena);
  }
  auto refined = [&]() -> llvm::Expected<Choice> {
    if (llvm::Error error = search.refineBest())
      return std::move(error);
    return std::move(*search.best);
  };
  llvm::Expected<std::optional<uint64_t>> fitAt = search.searchLowering();
  if (!fitAt)
    return fitAt.takeError();
  if (*fitAt == memoryBudget)
    return refined();
  // A lower target fit, or none did: faster points may fit between it (or
  // the least live peak) and the budget.
  uint64_t low = *fitAt ? **fitAt + 1 : search.getLeastPeak();
  if (llvm::Error error = search.searchBisecting(low))
    return std::move(error);
  // Weighed whenever the search needed more than one try.
  llvm::Expected<uint64_t> leastArena = search.considerFixed();
  if (!leastArena)
    return leastArena.takeError();
  if (search.best)
    return refined();
  return arenaOverBudget(Policy::Auto, *leastArena, memoryBudget, *leastArena);
}
