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

#include <limits>

using namespace fsdpc::schedule;

namespace {
/// The fastest schedule whose planned arena fits the budget, over all that
/// were planned.
class ArenaSearch {
public:
  ArenaSearch(const Problem &problem, uint64_t budget)
      : problem(problem), budget(budget), space(problem) {}

  /// Plans `schedule` and keeps it if its arena fits and it is the best so
  /// far, simulating it only then unless its `evaluation` is given. Returns
  /// its arena.
  llvm::Expected<uint64_t>
  consider(Schedule schedule,
           std::optional<Evaluation> evaluation = std::nullopt) {
    llvm::Expected<MemoryPlan> plan = planSchedule(problem, schedule);
    if (!plan)
      return plan.takeError();
    uint64_t arena = plan->arenaBytes;
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

  /// Plans auto's candidates for a live-peak `target`, fastest first, until
  /// one's arena fits (where the fastest's overshoots, a slightly slower
  /// one's may not), skipping those slower than the best so far. Returns
  /// the fastest's arena, nullopt when no candidate fits the target.
  llvm::Expected<std::optional<uint64_t>> considerAuto(uint64_t target) {
    std::optional<uint64_t> fastest;
    for (Candidate &candidate : space.fastestFitting(target)) {
      if (fastest && best &&
          candidate.evaluation.stepSeconds > best->evaluation.stepSeconds)
        break;
      llvm::Expected<uint64_t> arena = consider(
          std::move(candidate.schedule), std::move(candidate.evaluation));
      if (!arena)
        return arena.takeError();
      fastest = fastest.value_or(*arena);
      if (*arena <= budget)
        break;
    }
    return fastest;
  }

  /// Searches for the budget, then, as long as the fastest's arena
  /// overshoots it, for that much less (up to three searches). Returns the
  /// number of the search whose fastest fits (0: the first), nullopt when
  /// none's does.
  llvm::Expected<std::optional<int>> searchLowering() {
    uint64_t target = budget;
    for (int tries = 0; tries < 3; ++tries) {
      llvm::Expected<std::optional<uint64_t>> arena = considerAuto(target);
      if (!arena)
        return arena.takeError();
      if (!*arena)
        return std::nullopt;
      if (**arena <= budget)
        return tries;
      if (**arena - budget >= target)
        return std::nullopt;
      target -= **arena - budget;
    }
    return std::nullopt;
  }

  /// The overshoot differs from pick to pick (fragmentation), so lowering
  /// the target by it need not converge: bisects the target between the
  /// least live peak of the family and the budget by whether the fastest's
  /// arena fits (eight searches).
  llvm::Error searchBisecting() {
    uint64_t low = space.getLeastPeak();
    uint64_t high = budget;
    for (int tries = 0; tries < 8 && low < high; ++tries) {
      uint64_t middle = low + (high - low) / 2;
      llvm::Expected<std::optional<uint64_t>> arena = considerAuto(middle);
      if (!arena)
        return arena.takeError();
      if (!*arena || **arena <= budget)
        low = middle + 1;
      else
        high = middle;
    }
    return llvm::Error::success();
  }

  /// Plans the schedules that do not depend on the budget (the baselines,
  /// points of auto's family, so that auto is never slower than any of
  /// them; then, where none fits, those that need the least memory) and
  /// returns the least of their arenas: every budget from it up succeeds.
  llvm::Expected<uint64_t> considerFixed() {
    uint64_t leastArena = std::numeric_limits<uint64_t>::max();
    auto weigh = [&](Schedule schedule,
                     std::optional<Evaluation> evaluation) -> llvm::Error {
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
    // Usually one of the least-peak points too (then planned twice, in this
    // fallback only).
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
  const Problem &problem;
  uint64_t budget;
  /// The points every search of this budget weighs.
  SearchSpace space;
};
} // namespace

static llvm::Error arenaOverBudget(Policy policy, uint64_t arena,
                                   uint64_t budget) {
  std::string what = policy == Policy::Auto
                         ? "no schedule fits: the most memory-frugal one"
                         : "policy '" + getPolicyName(policy).str() + "'";
  return llvm::createStringError(
      llvm::inconvertibleErrorCode(),
      what + " needs an arena (its planned peak) of " + formatBytes(arena) +
          ", above the memory budget of " + formatBytes(budget));
}

llvm::Expected<Choice> fsdpc::schedule::chooseSchedule(const Problem &problem,
                                                       Policy policy,
                                                       uint64_t memoryBudget) {
  if (llvm::Error error = problem.verify())
    return std::move(error);
  ArenaSearch search(problem, memoryBudget);
  if (policy != Policy::Auto) {
    llvm::Expected<uint64_t> arena =
        search.consider(buildBaselineSchedule(problem, policy));
    if (!arena)
      return arena.takeError();
    if (!search.best)
      return arenaOverBudget(policy, *arena, memoryBudget);
    return std::move(*search.best);
  }
  llvm::Expected<std::optional<int>> fitAt = search.searchLowering();
  if (!fitAt)
    return fitAt.takeError();
  if (*fitAt == 0)
    return std::move(*search.best);
  if (!*fitAt)
    if (llvm::Error error = search.searchBisecting())
      return std::move(error);
  // Weighed whenever the search needed more than one try.
  llvm::Expected<uint64_t> leastArena = search.considerFixed();
  if (!leastArena)
    return leastArena.takeError();
  if (search.best)
    return std::move(*search.best);
  return arenaOverBudget(Policy::Auto, *leastArena, memoryBudget);
}
