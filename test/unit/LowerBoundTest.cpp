//===- LowerBoundTest.cpp - the schedule-independent step-time bound ------===//

#include "ScheduleTestUtil.h"
#include "fsdpc/Schedule/Schedule.h"

#include "gtest/gtest.h"

#include <iostream>
#include <random>

using namespace fsdpc::schedule;
using namespace fsdpc::schedule::testing;

namespace {

/// Four 1 s ops; a 3 s gather read by op `firstUse`, a 2 s reduction of what
/// op 3 computes, read by nothing (returned from the step).
Problem oneGatherOneReduction(int64_t firstUse) {
  Problem problem;
  problem.alignment = 1;
  problem.computeSeconds = {1, 1, 1, 1};
  problem.streamNames = {"shard"};
  problem.gathers = {{"unit", 0, 3.0, 100, 0, {firstUse}}};
  Reduction reduction;
  reduction.name = "grad";
  reduction.seconds = 2.0;
  reduction.outputBytes = 25;
  reduction.ready = 4;
  reduction.inputBuffers = {addProduced(problem, 100, 3)};
  problem.reductions = {reduction};
  return problem;
}

TEST(LowerBound, ExposedEndsAreTightWhenNothingOverlaps) {
  Problem problem = oneGatherOneReduction(0);
  LowerBound bound = getLowerBound(problem, 1 << 20);
  // 3 s before op 0, 4 s of compute, 2 s after op 3.
  EXPECT_DOUBLE_EQ(4, bound.computeSeconds);
  EXPECT_DOUBLE_EQ(9, bound.endsSeconds);
  EXPECT_DOUBLE_EQ(5, bound.collectiveSeconds);
  EXPECT_DOUBLE_EQ(9, bound.seconds());
  // No schedule can do better, and the synchronous one reaches it.
  Evaluation result = evaluate(problem, mostFrugalSchedule(problem));
  EXPECT_DOUBLE_EQ(result.stepSeconds, bound.seconds());
}

TEST(LowerBound, ComputeBeforeTheFirstUseHidesTheHead) {
  // The gather can be issued before op 0 and read by op 2: 2 s of compute
  // hide 2 of its 3 s.
  LowerBound bound = getLowerBound(oneGatherOneReduction(2), 1 << 20);
  EXPECT_DOUBLE_EQ(4 + 1 + 2, bound.endsSeconds);
}

/// Two units over six ops: unit0 read by ops 0 and 5 (2 s to gather), unit1
/// by ops 1 and 4 (1 s); 100 bytes each, nothing else in memory.
Problem twoNestedUnits(double computePerOp) {
  Problem problem;
  problem.alignment = 1;
  problem.computeSeconds.assign(6, computePerOp);
  problem.streamNames = {"shard"};
  problem.gathers = {{"unit0", 0, 2.0, 100, 0, {0, 5}},
                     {"unit1", 0, 1.0, 100, 0, {1, 4}}};
  return problem;
}

TEST(LowerBound, KeepingIsAFractionalKnapsackOverTheBudget) {
  Problem problem = twoNestedUnits(0);
  // Re-gathering both: 2 * 2 + 2 * 1 = 6 s on the stream. Unit0's gap
  // (ops 1-4) also holds unit1's forward copy at op 1, so at 150 bytes it
  // has 50 bytes of room (half of it kept: 1 s saved); unit1's gap has 150
  // (kept whole: 1 s saved).
  EXPECT_DOUBLE_EQ(6 - 1 - 1, getLowerBound(problem, 150).collectiveSeconds);
  // At 200 bytes both fit: 3 s, what keeping both takes.
  EXPECT_DOUBLE_EQ(3, getLowerBound(problem, 200).collectiveSeconds);
  FamilyPoint keepBoth{1, {true, true}, ReductionWait::FirstUse};
  Evaluation kept = evaluate(problem, buildFamilySchedule(problem, keepBoth));
  EXPECT_LE(kept.peakBytes, 200u);
  EXPECT_DOUBLE_EQ(3, kept.collectiveSeconds);
  // At 100 bytes only unit1's gap has room: 5 s, what keeping it takes.
  EXPECT_DOUBLE_EQ(5, getLowerBound(problem, 100).collectiveSeconds);
  FamilyPoint keepOne{0, {false, true}, ReductionWait::FirstUse};
  Evaluation one = evaluate(problem, buildFamilySchedule(problem, keepOne));
  EXPECT_LE(one.peakBytes, 100u);
  EXPECT_DOUBLE_EQ(5, one.collectiveSeconds);
}

TEST(LowerBound, ComputeOrCommunicationBound) {
  // 6 ops of 10 s against at most 6 s of collectives.
  EXPECT_FALSE(
      getLowerBound(twoNestedUnits(10), 1 << 20).isCommunicationBound());
  // 6 ops of 0.1 s: even keeping both units, 3 s of gathers dominate.
  LowerBound bound = getLowerBound(twoNestedUnits(0.1), 1 << 20);
  EXPECT_TRUE(bound.isCommunicationBound());
  EXPECT_DOUBLE_EQ(3, bound.collectiveSeconds);
  // Both gathers (3 s on one stream) complete before op 1 starts, after
  // 0.1 s of compute: 2.9 s idle plus 0.6 s of compute.
  EXPECT_DOUBLE_EQ(3.5, bound.seconds());
}

/// Family points to try: every depth and wait with nothing kept, everything
/// kept, and random keep sets, message forms and quiet positions.
std::vector<FamilyPoint> samplePoints(const Problem &problem,
                                      std::mt19937_64 &rng) {
  std::vector<FamilyPoint> points;
  size_t units = problem.gathers.size();
  for (unsigned depth = 0; depth <= 4; ++depth)
    for (ReductionWait wait :
         {ReductionWait::Immediate, ReductionWait::NextReduction,
          ReductionWait::FirstUse}) {
      points.push_back({depth, std::vector<bool>(units, false), wait});
      points.push_back({depth, std::vector<bool>(units, true), wait});
      for (int sample = 0; sample < 3; ++sample) {
        std::vector<bool> keep;
        for (size_t i = 0; i < units; ++i)
          keep.push_back(std::bernoulli_distribution(0.5)(rng));
        auto messages =
            FrugalMessages(std::uniform_int_distribution<int>(0, 2)(rng));
        points.push_back(
            {depth, keep, wait, messages, randomQuietPositions(problem, rng)});
      }
    }
  return points;
}

/// No schedule of the family that fits the budget is predicted faster than
/// the bound, named policies and auto included; and the bound is often
/// tighter than either of its naive parts alone.
TEST(LowerBound, NoFittingScheduleBeatsItOnRandomPrograms) {
  std::mt19937_64 rng(1010);
  auto uniform = [&](int64_t lo, int64_t hi) {
    return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
  };
  int fitted = 0, reached = 0;
  for (int trial = 0; trial < 400; ++trial) {
    Problem problem = randomProblem(rng);
    // Independent engines, and communication that slows compute (and is
    // slowed by it) by half or by all of its time; half of the programs
    // with a second message form for some collectives.
    problem.commInterference = 0.5 * double(trial % 3);
    if (trial % 2)
      addMessageForms(problem, rng);
    ASSERT_FALSE(bool(problem.verify())) << trial;
    uint64_t frugal = evaluate(problem, mostFrugalSchedule(problem)).peakBytes;
    uint64_t budget = frugal + uint64_t(uniform(0, 2000));
    double bound = getLowerBoundSeconds(problem, budget);
    double slack = 1e-9 * std::max(1.0, bound);
    std::vector<Schedule> schedules;
    for (Policy policy : {Policy::Auto, Policy::None, Policy::Fsdp,
                          Policy::FsdpNoReshard, Policy::Zero3}) {
      llvm::Expected<Schedule> schedule =
          schedulePolicy(problem, policy, budget);
      if (!schedule) {
        EXPECT_NE(policy, Policy::Auto) << trial;
        llvm::consumeError(schedule.takeError());
        continue;
      }
      schedules.push_back(std::move(*schedule));
    }
    for (const FamilyPoint &point : samplePoints(problem, rng))
      schedules.push_back(buildFamilySchedule(problem, point));
    for (const Schedule &schedule : schedules) {
      ASSERT_FALSE(bool(checkSchedule(problem, schedule))) << trial;
      Evaluation result = evaluate(problem, schedule);
      if (result.peakBytes > budget)
        continue;
      ++fitted;
      EXPECT_GE(result.stepSeconds + slack, result.lowerBoundSeconds) << trial;
      EXPECT_GE(result.stepSeconds + slack, bound)
          << "trial " << trial << " policy "
          << getPolicyName(schedule.policy).str();
      reached += result.stepSeconds <= bound + slack;
    }
  }
  // Many schedules were checked, and the bound is reached on some programs
  // (a bound far below every schedule would pass the check vacuously).
  EXPECT_GT(fitted, 10000);
  EXPECT_GT(reached, 100);
  std::cout << "[ bound    ] " << fitted << " fitting schedules, " << reached
            << " at the bound\n";
}

} // namespace
