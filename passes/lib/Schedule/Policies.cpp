//===- Policies.cpp - none, fsdp and auto schedules -----------------------===//
//
// Every policy is an instance of one family of schedules, parameterized by
// how many units ahead gathers are issued (prefetch depth), which gathered
// units are kept from forward to backward instead of re-gathered, whether
// reductions are waited where they are issued, and whether prefetches stay
// clear of the positions where the most memory is live (quietPositions).
// This file builds the family's schedules and the named baselines; `auto`
// searches the family (SearchSpace.cpp, ChooseSchedule.cpp) for the least
// predicted step time whose arena fits the budget.
//
//===----------------------------------------------------------------------===//

#include "Search.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>

using namespace fsdpc::schedule;

std::optional<size_t> fsdpc::schedule::findTurn(const Gather &gather) {
  if (gather.uses.size() < 2)
    return std::nullopt;
  size_t best = 0;
  for (size_t i = 1; i + 1 < gather.uses.size(); ++i)
    if (gather.uses[i + 1] - gather.uses[i] >
        gather.uses[best + 1] - gather.uses[best])
      best = i;
  // Consecutive uses are one cluster: nothing to free in between.
  if (gather.uses[best + 1] - gather.uses[best] <= 1)
    return std::nullopt;
  return best;
}

/// Issue positions for instances first used at `firstUses` (ascending order
/// given by `byFirstUse`): each is issued when the instance `depth` places
/// earlier is first used, never before `earliest`.
static std::vector<int64_t> prefetchIssues(llvm::ArrayRef<int64_t> firstUses,
                                           llvm::ArrayRef<int64_t> earliest,
                                           unsigned depth) {
  std::vector<size_t> byFirstUse(firstUses.size());
  for (size_t i = 0; i < byFirstUse.size(); ++i)
    byFirstUse[i] = i;
  llvm::stable_sort(byFirstUse, [&](size_t a, size_t b) {
    return firstUses[a] < firstUses[b];
  });
  std::vector<int64_t> issues(firstUses.size());
  for (size_t rank = 0; rank < byFirstUse.size(); ++rank) {
    size_t self = byFirstUse[rank];
    size_t ahead = byFirstUse[rank >= depth ? rank - depth : 0];
    int64_t issue = std::min(firstUses[ahead], firstUses[self]);
    issues[self] = std::max(issue, earliest[self]);
  }
  return issues;
}

std::vector<bool> fsdpc::schedule::getQuietPositions(const Problem &problem,
                                                     double fraction) {
  std::vector<uint64_t> base =
      getLiveBytes(problem.buffers, problem.alignment, problem.numPositions());
  std::vector<bool> quiet(base.size(), false);
  if (base.empty())
    return quiet;
  auto [least, most] = std::minmax_element(base.begin(), base.end());
  if (*least == *most)
    return quiet;
  double mark = double(*least) + fraction * double(*most - *least);
  for (auto [position, bytes] : llvm::enumerate(base))
    quiet[position] = double(bytes) >= mark;
  return quiet;
}

/// Delays each issue in `issues` (of the instance first used at the same
/// index of `firstUses`) past the last quiet position before that use: no
/// instance is in flight ahead of its use there (FamilyPoint::quietPositions).
static void delayPastQuietPositions(const std::vector<bool> &quiet,
                                    llvm::ArrayRef<int64_t> firstUses,
                                    std::vector<int64_t> &issues) {
  for (auto [issue, firstUse] : llvm::zip_equal(issues, firstUses))
    for (int64_t position = firstUse - 1; position >= issue; --position)
      if (quiet[position]) {
        issue = position + 1;
        break;
      }
}

/// Marks the collectives `messages` names that have a frugal form.
static void pickFrugalForms(const Problem &problem, FrugalMessages messages,
                            Schedule &schedule) {
  if (messages == FrugalMessages::None)
    return;
  for (const Gather &gather : problem.gathers)
    schedule.frugalGathers.push_back(gather.frugalForm.has_value());
  if (messages == FrugalMessages::All)
    for (const Reduction &reduction : problem.reductions)
      schedule.frugalReductions.push_back(reduction.frugalForm.has_value());
}

static Schedule buildSchedule(const Problem &problem, Policy policy,
                              const FamilyPoint &point) {
  assert(point.keep.size() == problem.gathers.size() &&
         "one keep decision per gather");
  assert((point.quietPositions.empty() ||
          int64_t(point.quietPositions.size()) == problem.numPositions()) &&
         "quiet positions name every position or none");
  Schedule schedule;
  schedule.policy = policy;
  size_t numGathers = problem.gathers.size();
  schedule.gathers.resize(numGathers);

  // Forward instances serve the uses up to the turn when re-gathered.
  std::vector<int64_t> firstUses, earliest, againFirst, againEarliest;
  std::vector<size_t> againOf;
  for (auto [index, gather] : llvm::enumerate(problem.gathers)) {
    GatherDecision &decision = schedule.gathers[index];
    std::optional<size_t> turn = findTurn(gather);
    decision.regather = turn && !point.keep[index];
    decision.forward.firstUse = gather.uses.front();
    decision.forward.lastUse =
        decision.regather ? gather.uses[*turn] : gather.uses.back();
    firstUses.push_back(gather.uses.front());
    earliest.push_back(gather.earliest);
    if (decision.regather) {
      decision.regatherPlacement.firstUse = gather.uses[*turn + 1];
      decision.regatherPlacement.lastUse = gather.uses.back();
      againFirst.push_back(gather.uses[*turn + 1]);
      againEarliest.push_back(gather.earliest);
      againOf.push_back(index);
    }
  }
  // Forward and backward instances form one sequence of first uses, so that
  // the first backward unit is prefetched while the last forward one runs.
  size_t numForward = firstUses.size();
  llvm::append_range(firstUses, againFirst);
  llvm::append_range(earliest, againEarliest);
  std::vector<int64_t> issues =
      prefetchIssues(firstUses, earliest, point.prefetchDepth);
  if (!point.quietPositions.empty())
    delayPastQuietPositions(point.quietPositions, firstUses, issues);
  for (size_t i = 0; i < numGathers; ++i) {
    schedule.gathers[i].forward.issue = issues[i];
    schedule.gathers[i].forward.wait = firstUses[i];
  }
  for (size_t j = 0; j < againOf.size(); ++j) {
    Placement &again = schedule.gathers[againOf[j]].regatherPlacement;
    again.issue = issues[numForward + j];
    again.wait = again.firstUse;
  }

  // Reductions are issued as soon as their inputs exist, and a reduction of
  // other reductions' results (HSDP's replica all-reduce) where the last of
  // them is waited. The next one of another unit to be issued after each
  // bounds a NextReduction wait: a unit's reductions (its bf16 and f32
  // gradients, bucketed apart) are one FSDP reduce-scatter, and waiting one
  // where the other is issued would stall compute behind it.
  std::vector<std::pair<int64_t, size_t>> sortedReadies; // (ready, index)
  std::vector<bool> isRead(problem.reductions.size(), false);
  for (auto [index, reduction] : llvm::enumerate(problem.reductions)) {
    sortedReadies.emplace_back(reduction.ready, index);
    for (size_t input : reduction.after)
      isRead[input] = true;
  }
  llvm::sort(sortedReadies);
  std::vector<int64_t> reductionFirstUses = problem.getReductionFirstUses();
  for (auto [index, reduction] : llvm::enumerate(problem.reductions)) {
    Placement place;
    place.firstUse = reductionFirstUses[index];
    place.lastUse =
        reduction.uses.empty() ? place.firstUse : reduction.uses.back();
    place.issue = reduction.ready;
    for (size_t input : reduction.after)
      place.issue = std::max(place.issue, schedule.reductions[input].wait);
    auto atNextReduction = [&] {
      auto next = llvm::upper_bound(
          sortedReadies, place.issue,
          [](int64_t at, const std::pair<int64_t, size_t> &entry) {
            return at < entry.first;
          });
      const std::string &own = reduction.unit;
      for (; next != sortedReadies.end(); ++next) {
        const std::string &unit = problem.reductions[next->second].unit;
        if (own.empty() || unit != own)
          return std::min(place.firstUse, next->first);
      }
      return place.firstUse;
    };
    switch (point.reductions) {
    case ReductionWait::Immediate:
      place.wait = place.issue;
      break;
    case ReductionWait::NextReduction:
      place.wait = atNextReduction();
      break;
    case ReductionWait::FirstUse:
      // A reduction read by others is waited one reduction later, not at
      // their first use: its readers are issued at its wait, and would
      // otherwise not overlap anything.
      place.wait = isRead[index] ? atNextReduction() : place.firstUse;
      break;
    }
    schedule.reductions.push_back(place);
  }
  pickFrugalForms(problem, point.messages, schedule);
  return schedule;
}

static FamilyPoint nonePoint(const Problem &problem) {
  return {0, std::vector<bool>(problem.gathers.size(), false),
          ReductionWait::Immediate};
}

static FamilyPoint fsdpPoint(const Problem &problem) {
  // FSDP frees a gradient once its reduce-scatter is done.
  return {1, std::vector<bool>(problem.gathers.size(), false),
          ReductionWait::NextReduction};
}

static FamilyPoint fsdpNoReshardPoint(const Problem &problem) {
  // reshard_after_forward=False: gathered units stay for backward.
  return {1, std::vector<bool>(problem.gathers.size(), true),
          ReductionWait::NextReduction};
}

static FamilyPoint zero3Point(const Problem &problem) {
  // DeepSpeed ZeRO-3: at most two parameter fetches in flight, parameters
  // released after use and fetched again for backward.
  return {2, std::vector<bool>(problem.gathers.size(), false),
          ReductionWait::NextReduction};
}

/// The one point of a named baseline.
static FamilyPoint baselinePoint(const Problem &problem, Policy policy) {
  switch (policy) {
  case Policy::None:
    return nonePoint(problem);
  case Policy::Fsdp:
    return fsdpPoint(problem);
  case Policy::FsdpNoReshard:
    return fsdpNoReshardPoint(problem);
  case Policy::Zero3:
    return zero3Point(problem);
  case Policy::Auto:
    break;
  }
  llvm_unreachable("auto is a search, not one point");
}

Schedule fsdpc::schedule::buildBaselineSchedule(const Problem &problem,
                                                Policy policy) {
  return buildSchedule(problem, policy, baselinePoint(problem, policy));
}

Schedule fsdpc::schedule::buildFamilySchedule(const Problem &problem,
                                              const FamilyPoint &point) {
  return buildSchedule(problem, Policy::Auto, point);
}

Schedule fsdpc::schedule::mostFrugalSchedule(const Problem &problem) {
  FamilyPoint point = nonePoint(problem);
  point.messages = FrugalMessages::All;
  return buildSchedule(problem, Policy::None, point);
}

std::string fsdpc::schedule::formatBytes(uint64_t bytes) {
  // In the largest binary unit the size reaches, so that a small arena
  // does not read "0.00 GiB".
  static constexpr std::pair<const char *, uint64_t> kUnits[] = {
      {"TiB", 1ull << 40},
      {"GiB", 1ull << 30},
      {"MiB", 1ull << 20},
      {"KiB", 1ull << 10}};
  for (auto [unit, size] : kUnits)
    if (bytes >= size)
      return llvm::formatv("{0} bytes ({1:F2} {2})", bytes,
                           double(bytes) / double(size), unit)
          .str();
  return llvm::formatv("{0} bytes", bytes).str();
}

static llvm::Error overBudget(SearchSpace &space, Policy policy, uint64_t peak,
                              uint64_t budget) {
  uint64_t least = space.getLeastPeak();
  if (least > budget)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "memory budget of " + formatBytes(budget) +
            " is below the peak of the most memory-frugal schedule, " +
            formatBytes(least));
  return llvm::createStringError(
      llvm::inconvertibleErrorCode(),
      "policy '" + getPolicyName(policy).str() + "' needs a peak of " +
          formatBytes(peak) + ", above the memory budget of " +
          formatBytes(budget) + "; policy 'auto' fits the budget");
}

bool fsdpc::schedule::isBetterPick(double seconds, size_t frugal,
                                   uint64_t bytes, double otherSeconds,
                                   size_t otherFrugal, uint64_t otherBytes) {
  double tie = 1e-9 * otherSeconds;
  if (seconds < otherSeconds - tie)
    return true;
  if (seconds > otherSeconds + tie)
    return false;
  return std::make_pair(frugal, bytes) <
         std::make_pair(otherFrugal, otherBytes);
}

llvm::Expected<Schedule>
fsdpc::schedule::schedulePolicy(const Problem &problem, Policy policy,
                                uint64_t memoryBudget) {
  if (llvm::Error error = problem.verify())
    return std::move(error);
  SearchSpace space(problem);
  if (policy != Policy::Auto) {
    Schedule schedule = buildBaselineSchedule(problem, policy);
    uint64_t peak = evaluate(problem, schedule).peakBytes;
    if (peak > memoryBudget)
      return overBudget(space, policy, peak, memoryBudget);
    return schedule;
  }
  std::vector<Candidate> candidates = space.fastestFitting(memoryBudget);
  if (candidates.empty())
    return overBudget(space, Policy::Auto, 0, memoryBudget);
  return std::move(candidates.front().schedule);
}
