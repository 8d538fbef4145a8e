//===- RefineScheduleTest.cpp - auto's choice moved one collective at a time =//
//
// refineSchedule (Search.h, private to the library) must hand back a path
// of valid schedules, each faster than the one before and within its
// live-peak limit, and must find faster ones where the family's uniform
// placement leaves time (else it does nothing and these tests say so).
//
//===----------------------------------------------------------------------===//

#include "ScheduleTestUtil.h"
#include "Search.h"

#include "gtest/gtest.h"

#include <optional>
#include <random>
#include <utility>

using namespace fsdpc::schedule;
using namespace fsdpc::schedule::testing;

/// The fastest of `space`'s candidates for `budget` whose planned arena
/// fits it, and that arena.
static std::optional<std::pair<Candidate, uint64_t>>
getFastestThatPlansWithin(const Problem &problem, SearchSpace &space,
                          uint64_t budget) {
  for (Candidate &candidate : space.fastestFitting(budget)) {
    llvm::Expected<MemoryPlan> plan = planSchedule(problem, candidate.schedule);
    if (!plan) {
      ADD_FAILURE() << llvm::toString(plan.takeError());
      return std::nullopt;
    }
    if (plan->arenaBytes <= budget)
      return std::make_pair(std::move(candidate), plan->arenaBytes);
  }
  return std::nullopt;
}

/// Two refinements made the same moves.
static void expectSamePath(const std::vector<Schedule> &a,
                           const std::vector<Schedule> &b, int trial) {
  ASSERT_EQ(a.size(), b.size()) << "trial " << trial;
  for (auto [x, y] : llvm::zip_equal(a, b))
    EXPECT_EQ(getScheduleKey(x), getScheduleKey(y)) << "trial " << trial;
}

/// Auto's choices against family candidates: never slower (checked), and
/// how many were compared and how many were faster.
struct FamilyTally {
  int compared = 0, faster = 0;
  void add(const Choice &choice, const Candidate &candidate, int trial) {
    double family = candidate.evaluation.stepSeconds;
    EXPECT_LE(choice.evaluation.stepSeconds, family * (1 + 1e-9))
        << "trial " << trial;
    faster += choice.evaluation.stepSeconds < family * (1 - 1e-9);
    ++compared;
  }
};

// From random family points, under limits from the point's own live peak
// up: every schedule along the refinement's path passes checkSchedule,
// stays within the limit and is faster than the one before it; and
// refinement finds a faster schedule for many of them.
TEST(RefineSchedule, EachMoveValidWithinTheLimitAndFaster) {
  std::mt19937_64 rng(5);
  int refined = 0, faster = 0;
  for (int trial = 0; trial < 150; ++trial) {
    Problem problem = randomProblemOfTrial(rng, trial);
    FrugalMessages messages =
        trial % 4 == 1 ? FrugalMessages::All : FrugalMessages::None;
    Schedule schedule =
        buildFamilySchedule(problem, trialPoint(problem, trial, rng, messages));
    Evaluation before = evaluate(problem, schedule);
    BaseLiveCurve base(problem);
    for (uint64_t limit : {before.peakBytes, before.peakBytes * 5 / 4}) {
      std::vector<Schedule> path =
          refineSchedule(problem, base, schedule, limit, /*floorSeconds=*/0);
      ++refined;
      faster += !path.empty();
      double seconds = before.stepSeconds;
      for (const Schedule &moved : path) {
        llvm::Error error = checkSchedule(problem, moved);
        ASSERT_FALSE(bool(error))
            << "trial " << trial << ": " << llvm::toString(std::move(error));
        // The peak from the buffers themselves, not the curve the
        // refinement weighed.
        std::vector<uint64_t> live =
            getLiveBytes(getScheduledBuffers(problem, moved), problem.alignment,
                         problem.numPositions());
        EXPECT_LE(*llvm::max_element(live), limit) << "trial " << trial;
        Evaluation evaluation = evaluate(problem, moved);
        EXPECT_LT(evaluation.stepSeconds, seconds) << "trial " << trial;
        seconds = evaluation.stepSeconds;
      }
    }
  }
  EXPECT_GT(faster, refined / 4) << "refinement rarely found a faster schedule";
}

// The lower bound as the floor changes nothing but the work: from random
// family points, the path is the one found without a floor (no move beats
// the bound), and many paths reach it, where the floor stops the search.
// A floor at the start's own step makes no move.
TEST(RefineSchedule, StopsAtTheLowerBoundOnTheSamePath) {
  std::mt19937_64 rng(17);
  int atTheBound = 0;
  for (int trial = 0; trial < 120; ++trial) {
    Problem problem = randomProblemOfTrial(rng, trial);
    Schedule schedule =
        buildFamilySchedule(problem, trialPoint(problem, trial, rng));
    Evaluation before = evaluate(problem, schedule);
    uint64_t limit = before.peakBytes * 5 / 4;
    double bound = getLowerBoundSeconds(problem, limit);
    BaseLiveCurve base(problem);
    std::vector<Schedule> unbounded =
        refineSchedule(problem, base, schedule, limit, /*floorSeconds=*/0);
    std::vector<Schedule> floored =
        refineSchedule(problem, base, schedule, limit, bound);
    expectSamePath(unbounded, floored, trial);
    double last = unbounded.empty()
                      ? before.stepSeconds
                      : evaluate(problem, unbounded.back()).stepSeconds;
    atTheBound += last <= bound;
    EXPECT_TRUE(
        refineSchedule(problem, base, schedule, limit, before.stepSeconds)
            .empty())
        << "trial " << trial;
  }
  // 33 of 120 on these programs.
  EXPECT_GT(atTheBound, 20) << "too few refinements reached the bound";
}

// Where the budget binds, auto's choice is refined: on random programs at
// budgets just above the least live peak, chooseSchedule is never slower
// than the fastest family candidate whose planned arena fits, and faster
// for most.
TEST(RefineSchedule, AutoBeatsTheFamilyWhereTheBudgetBinds) {
  std::mt19937_64 rng(9);
  FamilyTally tally;
  for (int trial = 0; trial < 80; ++trial) {
    Problem problem = randomProblemOfTrial(rng, trial);
    SearchSpace space(problem);
    uint64_t least = space.getLeastPeak();
    uint64_t budget = least + least / 8;
    llvm::Expected<Choice> choice =
        chooseSchedule(problem, Policy::Auto, budget);
    if (!choice) {
      llvm::consumeError(choice.takeError());
      continue;
    }
    EXPECT_LE(choice->arenaBytes, budget) << "trial " << trial;
    auto fastest = getFastestThatPlansWithin(problem, space, budget);
    if (!fastest)
      continue;
    tally.add(*choice, fastest->first, trial);
  }
  EXPECT_GT(tally.compared, 40)
      << "too few budgets had a family schedule that fits";
  // 69 of 79 on these programs; 1 without the refinement (a lowered or
  // bisected target's pick).
  EXPECT_GT(tally.faster, tally.compared / 2)
      << "refinement rarely beat the family";
}

// A collective's moves simulated on several threads, in any order, make
// the moves one thread makes: the fastest, the first of equals.
TEST(RefineSchedule, ThreadsMakeTheMovesOneThreadMakes) {
  std::mt19937_64 rng(3);
  int moved = 0;
  for (int trial = 0; trial < 60; ++trial) {
    Problem problem = randomProblemOfTrial(rng, trial);
    Schedule schedule =
        buildFamilySchedule(problem, trialPoint(problem, trial, rng));
    uint64_t limit = evaluate(problem, schedule).peakBytes;
    BaseLiveCurve base(problem);
    std::vector<Schedule> inTurn =
        refineSchedule(problem, base, schedule, limit, /*floorSeconds=*/0);
    std::vector<Schedule> onThreads =
        refineSchedule(problem, base, schedule, limit, /*floorSeconds=*/0,
                       forEachIndexOnThreads);
    expectSamePath(inTurn, onThreads, trial);
    moved += !inTurn.empty();
  }
  EXPECT_GT(moved, 15) << "too few refinements moved anything";
}

// Where the budget is the planned arena of the fastest family candidate
// that fits, the refinement's late schedules often plan above it, their
// arenas overshooting their live peaks more than the candidate's did; auto
// then refines again from a point whose live peak leaves room for that. On
// random programs at such budgets, auto is never slower than the candidate
// and faster at most.
TEST(RefineSchedule, AutoRefinesAgainWhereRefinedArenasOvershoot) {
  std::mt19937_64 rng(11);
  FamilyTally tally;
  for (int trial = 0; trial < 200; ++trial) {
    Problem problem = randomProblemOfTrial(rng, trial);
    SearchSpace space(problem);
    uint64_t least = space.getLeastPeak();
    auto fastest = getFastestThatPlansWithin(problem, space, least + least / 4);
    if (!fastest)
      continue;
    llvm::Expected<Choice> choice =
        chooseSchedule(problem, Policy::Auto, fastest->second);
    ASSERT_TRUE(bool(choice)) << llvm::toString(choice.takeError());
    tally.add(*choice, fastest->first, trial);
  }
  EXPECT_GT(tally.compared, 150)
      << "too few budgets had a family schedule that fits";
  // 155 of 198 on these programs; 149 without refining again.
  EXPECT_GE(tally.faster, 152) << "refining again rarely helped";
}
