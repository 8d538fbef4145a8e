//===- SchedulePolicyTest.cpp - none, fsdp and auto -----------------------===//

#include "ScheduleTestUtil.h"
#include "fsdpc/Schedule/Schedule.h"

#include "gtest/gtest.h"

#include <iostream>
#include <limits>
#include <map>
#include <random>

using namespace fsdpc::schedule;
using namespace fsdpc::schedule::testing;

namespace {

/// A transformer-like step: `layers` units, each a forward op, then the
/// backward ops in reverse, then one update op per unit. Activations grow
/// through forward and shrink through backward.
Problem layeredStep(unsigned layers, double computePerOp, double gatherSeconds,
                    uint64_t unitBytes) {
  Problem problem;
  problem.streamNames = {"shard"};
  int64_t positions = 3 * layers;
  problem.alignment = 1;
  problem.computeSeconds.assign(positions, computePerOp);
  std::vector<uint64_t> curve;
  for (int64_t p = 0; p < positions; ++p) {
    int64_t depth = p < layers ? p + 1 : std::max<int64_t>(2 * layers - p, 0);
    curve.push_back(1000 + 10 * depth);
  }
  addLiveCurve(problem, curve);
  for (unsigned l = 0; l < layers; ++l) {
    int64_t forward = l, backward = 2 * layers - 1 - l;
    problem.gathers.push_back({"unit" + std::to_string(l),
                               0,
                               gatherSeconds,
                               unitBytes,
                               0,
                               {forward, backward}});
    size_t gradient = addProduced(problem, unitBytes, backward);
    problem.reductions.push_back({"grad" + std::to_string(l),
                                  0,
                                  gatherSeconds,
                                  unitBytes / 4,
                                  backward + 1,
                                  {2 * layers + l},
                                  {gradient}});
  }
  return problem;
}

Evaluation evaluatePolicy(const Problem &problem, Policy policy,
                          uint64_t budget) {
  llvm::Expected<Schedule> schedule = schedulePolicy(problem, policy, budget);
  EXPECT_TRUE(bool(schedule)) << llvm::toString(schedule.takeError());
  EXPECT_FALSE(bool(checkSchedule(problem, *schedule)));
  return evaluate(problem, *schedule);
}

TEST(SchedulePolicy, FsdpOverlapsWhatNoneExposes) {
  Problem problem = layeredStep(8, 1.0, 0.5, 100);
  uint64_t loose = 1u << 30;
  Evaluation none = evaluatePolicy(problem, Policy::None, loose);
  Evaluation fsdp = evaluatePolicy(problem, Policy::Fsdp, loose);
  // none: every collective exposed on top of 24 s of compute: 8 forward
  // gathers, 7 re-gathers (the last unit's backward follows its forward
  // directly, so it is kept), 8 reductions, each 0.5 s.
  EXPECT_DOUBLE_EQ(none.stepSeconds, 24 + 23 * 0.5);
  // fsdp: compute-bound; only the first gather and the last reduction (its
  // update follows at once) are exposed.
  EXPECT_DOUBLE_EQ(fsdp.stepSeconds, 24 + 2 * 0.5);
  EXPECT_GE(fsdp.stepSeconds, fsdp.lowerBoundSeconds);
}

/// `layers` units whose gradients are reduced in two buckets (bf16 weights
/// computed at one backward op, f32 norms at the next) or, with `oneBucket`,
/// in one; then one update op per unit.
Problem twoBucketStep(unsigned layers, bool oneBucket) {
  Problem problem = flatProblem(4 * layers, 0.1, 1000);
  for (unsigned l = 0; l < layers; ++l) {
    int64_t weightsAt = layers + 2 * (layers - 1 - l), normsAt = weightsAt + 1;
    int64_t update = 3 * layers + l;
    std::string unit = "unit" + std::to_string(l);
    problem.gathers.push_back({unit, 0, 0.05, 100, 0, {int64_t(l), weightsAt}});
    size_t weights = addProduced(problem, 100, weightsAt);
    size_t norms = addProduced(problem, 1, normsAt);
    Reduction reduction{
        unit, 0, 0.5, 26, normsAt + 1, {update}, {weights, norms}};
    reduction.unit = unit;
    if (oneBucket) {
      problem.reductions.push_back(reduction);
      continue;
    }
    Reduction weightsBucket = reduction, normsBucket = reduction;
    weightsBucket.seconds = 0.45;
    weightsBucket.ready = weightsAt + 1;
    weightsBucket.inputBuffers = {weights};
    normsBucket.seconds = 0.05;
    normsBucket.inputBuffers = {norms};
    problem.reductions.push_back(weightsBucket);
    problem.reductions.push_back(normsBucket);
  }
  return problem;
}

TEST(SchedulePolicy, AUnitsReductionsWaitForTheNextUnitsNotEachOther) {
  // FSDP frees a unit's gradients where the next unit's reduce-scatter is
  // issued; a unit reduced in two buckets (bf16 and f32 gradients) is one
  // reduce-scatter to that rule: its weights' bucket, 0.45 s on the link,
  // is not waited where its norms' is issued one 0.1 s op later (compute
  // would stall behind it), but where the next unit's is.
  Problem split = twoBucketStep(8, false), whole = twoBucketStep(8, true);
  uint64_t loose = 1u << 30;
  llvm::Expected<Schedule> schedule =
      schedulePolicy(split, Policy::Fsdp, loose);
  ASSERT_TRUE(bool(schedule)) << llvm::toString(schedule.takeError());
  for (unsigned l = 1; l < 8; ++l)
    EXPECT_EQ(schedule->reductions[2 * l].wait,
              split.reductions[2 * (l - 1)].ready)
        << "unit " << l;
  EXPECT_LE(evaluatePolicy(split, Policy::Fsdp, loose).stepSeconds,
            evaluatePolicy(whole, Policy::Fsdp, loose).stepSeconds + 1e-9);
}

TEST(SchedulePolicy, AutoKeepsGatheredUnitsWhenCommunicationBound) {
  // Gathers take twice the compute: re-gathering for backward costs a third
  // of the communication; keeping the units fits a loose budget.
  Problem problem = layeredStep(8, 1.0, 2.0, 100);
  uint64_t loose = 1u << 30;
  Evaluation fsdp = evaluatePolicy(problem, Policy::Fsdp, loose);
  llvm::Expected<Schedule> autoSchedule =
      schedulePolicy(problem, Policy::Auto, loose);
  ASSERT_TRUE(bool(autoSchedule));
  Evaluation best = evaluate(problem, *autoSchedule);
  EXPECT_LT(best.stepSeconds, 0.9 * fsdp.stepSeconds);
  // As fast as keeping every unit, with less memory: only the first unit,
  // whose re-gather hides behind the rest of backward, is gathered again.
  FamilyPoint keepAll{1, std::vector<bool>(8, true), ReductionWait::FirstUse};
  Evaluation kept = evaluate(problem, buildFamilySchedule(problem, keepAll));
  EXPECT_NEAR(best.stepSeconds, kept.stepSeconds, 1e-9);
  EXPECT_LT(best.peakBytes, kept.peakBytes);
  for (auto [index, decision] : llvm::enumerate(autoSchedule->gathers))
    EXPECT_EQ(decision.regather, index == 0) << index;
}

TEST(SchedulePolicy, KeepDecisionsFlipAsTheBudgetShrinks) {
  Problem problem = layeredStep(8, 1.0, 2.0, 100);
  uint64_t loose = 1u << 30;
  uint64_t keepAll = evaluatePolicy(problem, Policy::Auto, loose).peakBytes;
  uint64_t frugal = evaluate(problem, mostFrugalSchedule(problem)).peakBytes;
  ASSERT_LT(frugal, keepAll);
  size_t previousKept = problem.gathers.size() + 1;
  for (uint64_t budget = keepAll; budget >= frugal; budget -= 50) {
    llvm::Expected<Schedule> schedule =
        schedulePolicy(problem, Policy::Auto, budget);
    ASSERT_TRUE(bool(schedule)) << llvm::toString(schedule.takeError());
    EXPECT_LE(evaluate(problem, *schedule).peakBytes, budget);
    size_t kept =
        llvm::count_if(schedule->gathers, [](auto &d) { return !d.regather; });
    EXPECT_LE(kept, previousKept);
    previousKept = kept;
  }
  EXPECT_LT(previousKept, problem.gathers.size());
}

TEST(SchedulePolicy, InfeasibleBudgetNamesTheFrugalPeak) {
  Problem problem = layeredStep(4, 1.0, 1.0, 100);
  uint64_t frugal = evaluate(problem, mostFrugalSchedule(problem)).peakBytes;
  for (Policy policy : {Policy::None, Policy::Fsdp, Policy::Auto}) {
    llvm::Expected<Schedule> schedule =
        schedulePolicy(problem, policy, frugal - 1);
    ASSERT_FALSE(bool(schedule));
    std::string message = llvm::toString(schedule.takeError());
    EXPECT_NE(message.find("is below the peak of the most memory-frugal "
                           "schedule, " +
                           std::to_string(frugal) + " bytes"),
              std::string::npos)
        << message;
  }
}

TEST(SchedulePolicy, NamedBaselinesArePointsOfTheFamily) {
  Problem problem = layeredStep(8, 1.0, 2.0, 100);
  uint64_t loose = 1u << 30;
  // FSDP2 without resharding after forward keeps every unit: no re-gather.
  llvm::Expected<Schedule> keep =
      schedulePolicy(problem, Policy::FsdpNoReshard, loose);
  ASSERT_TRUE(bool(keep)) << llvm::toString(keep.takeError());
  for (const GatherDecision &decision : keep->gathers)
    EXPECT_FALSE(decision.regather);
  // ZeRO-3 re-gathers for backward and prefetches two instances ahead: the
  // third gather is issued where the first is used.
  llvm::Expected<Schedule> zero3 =
      schedulePolicy(problem, Policy::Zero3, loose);
  ASSERT_TRUE(bool(zero3)) << llvm::toString(zero3.takeError());
  EXPECT_TRUE(zero3->gathers.front().regather);
  EXPECT_EQ(zero3->gathers[2].forward.issue,
            zero3->gathers[0].forward.firstUse);
  // Keeping the units costs memory and saves the re-gathers' time; auto is
  // never slower than either baseline.
  Evaluation keepEval = evaluate(problem, *keep);
  Evaluation fsdp = evaluatePolicy(problem, Policy::Fsdp, loose);
  EXPECT_GT(keepEval.peakBytes, fsdp.peakBytes);
  EXPECT_LT(keepEval.stepSeconds, fsdp.stepSeconds);
  for (Policy baseline : {Policy::FsdpNoReshard, Policy::Zero3}) {
    llvm::Expected<Choice> autoChoice =
        chooseSchedule(problem, Policy::Auto, loose);
    llvm::Expected<Choice> other = chooseSchedule(problem, baseline, loose);
    ASSERT_TRUE(bool(autoChoice) && bool(other));
    EXPECT_LE(autoChoice->evaluation.stepSeconds,
              other->evaluation.stepSeconds + 1e-12);
  }
  EXPECT_EQ(parsePolicy("fsdp-no-reshard"), Policy::FsdpNoReshard);
  EXPECT_EQ(parsePolicy("zero3"), Policy::Zero3);
}

// The key is what the simulator and the planner read: a baseline is the
// family point it names whatever its policy label, an empty frugal list is
// one of all false, quiet positions that delay no issue change nothing; a
// frugal form or an issue moved changes it.
TEST(ScheduleKey, NamesWhatTheSimulatorAndThePlannerRead) {
  Problem problem = layeredStep(8, 1.0, 2.0, 100);
  FamilyPoint fsdp{1, std::vector<bool>(8, false),
                   ReductionWait::NextReduction};
  Schedule family = buildFamilySchedule(problem, fsdp);
  llvm::Expected<Schedule> baseline =
      schedulePolicy(problem, Policy::Fsdp, 1u << 30);
  ASSERT_TRUE(bool(baseline)) << llvm::toString(baseline.takeError());
  EXPECT_NE(baseline->policy, family.policy);
  EXPECT_EQ(getScheduleKey(*baseline), getScheduleKey(family));

  FamilyPoint ownForms = fsdp; // the problem has no frugal forms
  ownForms.messages = FrugalMessages::Gathers;
  Schedule allFalse = buildFamilySchedule(problem, ownForms);
  ASSERT_EQ(allFalse.frugalGathers.size(), 8u);
  ASSERT_TRUE(family.frugalGathers.empty());
  EXPECT_EQ(getScheduleKey(allFalse), getScheduleKey(family));
  allFalse.frugalGathers[5] = true;
  EXPECT_NE(getScheduleKey(allFalse), getScheduleKey(family));

  FamilyPoint quietAtTheEnd = fsdp;
  quietAtTheEnd.quietPositions.assign(problem.numPositions(), false);
  quietAtTheEnd.quietPositions.back() = true;
  EXPECT_EQ(getScheduleKey(buildFamilySchedule(problem, quietAtTheEnd)),
            getScheduleKey(family));
  FamilyPoint quietAtTwo = quietAtTheEnd;
  quietAtTwo.quietPositions[2] = true;
  Schedule delayed = buildFamilySchedule(problem, quietAtTwo);
  ASSERT_EQ(family.gathers[3].forward.issue, 2);
  EXPECT_EQ(delayed.gathers[3].forward.issue, 3);
  EXPECT_NE(getScheduleKey(delayed), getScheduleKey(family));
}

TEST(ChooseSchedule, AutoStatesTheFrugalArenaAndMeetsIt) {
  for (uint64_t alignment : {1, 256}) {
    Problem problem = layeredStep(4, 1.0, 1.0, 1000);
    problem.alignment = alignment;
    llvm::Expected<MemoryPlan> frugal =
        planSchedule(problem, mostFrugalSchedule(problem));
    ASSERT_TRUE(bool(frugal));
    // One byte less: the error names exactly the frugal schedule's arena and
    // no other policy.
    llvm::Expected<Choice> below =
        chooseSchedule(problem, Policy::Auto, frugal->arenaBytes - 1);
    ASSERT_FALSE(bool(below));
    std::string message = llvm::toString(below.takeError());
    EXPECT_NE(message.find("the most memory-frugal one needs an arena (its "
                           "planned peak) of " +
                           std::to_string(frugal->arenaBytes) + " bytes"),
              std::string::npos)
        << message;
    EXPECT_EQ(message.find("policy"), std::string::npos) << message;
    // Exactly that budget succeeds, and the arena reported is the plan's.
    llvm::Expected<Choice> exact =
        chooseSchedule(problem, Policy::Auto, frugal->arenaBytes);
    ASSERT_TRUE(bool(exact)) << llvm::toString(exact.takeError());
    EXPECT_LE(exact->arenaBytes, frugal->arenaBytes);
    llvm::Expected<MemoryPlan> replanned =
        planSchedule(problem, exact->schedule);
    ASSERT_TRUE(bool(replanned));
    EXPECT_EQ(replanned->arenaBytes, exact->arenaBytes);
  }
}

TEST(ChooseSchedule, NeverSlowerThanAFittingBaseline) {
  Problem problem = layeredStep(8, 1.0, 2.0, 100);
  problem.alignment = 256;
  for (uint64_t budget :
       {uint64_t(1) << 30, uint64_t(40000), uint64_t(30000)}) {
    llvm::Expected<Choice> autoChoice =
        chooseSchedule(problem, Policy::Auto, budget);
    if (!autoChoice) {
      llvm::consumeError(autoChoice.takeError());
      continue;
    }
    EXPECT_LE(autoChoice->arenaBytes, budget);
    for (Policy baseline : {Policy::None, Policy::Fsdp}) {
      llvm::Expected<Choice> other = chooseSchedule(problem, baseline, budget);
      if (!other) {
        llvm::consumeError(other.takeError());
        continue;
      }
      EXPECT_LE(autoChoice->evaluation.stepSeconds,
                other->evaluation.stepSeconds + 1e-12);
    }
  }
}

// More memory does not make auto slower, on steps where it once did: at
// 256-byte alignment a pick's planned arena overshoots its live peak by an
// amount that changes from pick to pick, so lowering the target by the
// overshoot (three times) fell back to the baselines at some budgets that
// a smaller one had met with a faster schedule (100 against 87 on the
// 12-layer step). auto now bisects the target when those retries fail.
// (Not a law of the search: it is a heuristic, and other steps may still
// dip.) The refinement is a local search, whose end depends on where it
// starts and on its limit: on the 12-layer step it ends at 82 from 100 at
// one budget and at 83 from 87 at a larger one (1.2%). So a dip of up to
// 1.5% is allowed, far below a fall back to the baselines.
TEST(ChooseSchedule, MoreMemoryIsNotSlowerWhereTheRetryFellBack) {
  for (auto [layers, unitBytes] :
       {std::pair<unsigned, uint64_t>{8, 300}, {12, 517}}) {
    Problem problem = layeredStep(layers, 1.0, 2.0, unitBytes);
    problem.alignment = 256;
    llvm::Expected<MemoryPlan> frugal =
        planSchedule(problem, mostFrugalSchedule(problem));
    ASSERT_TRUE(bool(frugal));
    double fastest = std::numeric_limits<double>::infinity();
    uint64_t fastestBudget = 0;
    for (uint64_t budget = frugal->arenaBytes; budget <= 3 * frugal->arenaBytes;
         budget += 64) {
      llvm::Expected<Choice> choice =
          chooseSchedule(problem, Policy::Auto, budget);
      ASSERT_TRUE(bool(choice)) << llvm::toString(choice.takeError());
      EXPECT_LE(choice->arenaBytes, budget);
      EXPECT_LE(choice->evaluation.stepSeconds, fastest * 1.015)
          << layers << " layers of " << unitBytes << " bytes: budget " << budget
          << " is slower than budget " << fastestBudget;
      if (choice->evaluation.stepSeconds < fastest) {
        fastest = choice->evaluation.stepSeconds;
        fastestBudget = budget;
      }
    }
  }
}

TEST(ScheduledBuffers, InputsLiveUntilTheWaitAndInstancesFromTheirIssue) {
  Problem problem = layeredStep(2, 1.0, 1.0, 100);
  Schedule schedule = mostFrugalSchedule(problem);
  std::vector<Buffer> buffers = getScheduledBuffers(problem, schedule);
  const Reduction &reduction = problem.reductions.front();
  const Placement &place = schedule.reductions.front();
  EXPECT_EQ(
      buffers[reduction.inputBuffers.front()].last,
      std::max(opPoint(reduction.ready - 1), collectivePoint(place.wait)));
  // The problem's own buffers come first, unchanged in number; then one
  // buffer per collective instance.
  size_t instances = problem.reductions.size();
  for (const GatherDecision &decision : schedule.gathers)
    instances += decision.regather ? 2 : 1;
  EXPECT_EQ(buffers.size(), problem.buffers.size() + instances);
  const Buffer &first = buffers[problem.buffers.size()];
  EXPECT_EQ(first.first, collectivePoint(schedule.gathers[0].forward.issue));
  EXPECT_EQ(first.last, opPoint(schedule.gathers[0].forward.lastUse));
}

TEST(SchedulePolicy, FsdpOverBudgetPointsToAuto) {
  Problem problem = layeredStep(4, 1.0, 1.0, 100);
  uint64_t frugal = evaluate(problem, mostFrugalSchedule(problem)).peakBytes;
  llvm::Expected<Schedule> schedule =
      schedulePolicy(problem, Policy::Fsdp, frugal);
  if (schedule)
    return; // fsdp happens to fit this budget exactly
  std::string message = llvm::toString(schedule.takeError());
  EXPECT_NE(message.find("policy 'fsdp' needs a peak of"), std::string::npos);
}

/// layeredStep on a replica x shard mesh (HSDP): each gradient is
/// reduce-scattered over "shard" (stream 0), then its shard all-reduced over
/// "replica" (stream 1), which reads only the reduce-scatter's result.
Problem hsdpStep(unsigned layers, double replicaSeconds) {
  Problem problem = layeredStep(layers, 1.0, 0.5, 100);
  problem.streamNames.push_back("replica");
  for (unsigned l = 0; l < layers; ++l) {
    Reduction &scatter = problem.reductions[l];
    Reduction reduce{"replica" + std::to_string(l),
                     1,
                     replicaSeconds,
                     scatter.outputBytes,
                     scatter.ready,
                     scatter.uses,
                     {}};
    reduce.after = {l};
    scatter.uses.clear(); // read by the all-reduce alone
    problem.reductions.push_back(reduce);
  }
  return problem;
}

TEST(SchedulePolicy, HsdpAllReduceFollowsItsReduceScatter) {
  unsigned layers = 4;
  Problem problem = hsdpStep(layers, 0.5);
  ASSERT_FALSE(bool(problem.verify()));
  // The reduce-scatter must be waited by the update its all-reduce serves.
  std::vector<int64_t> firstUses = problem.getReductionFirstUses();
  for (unsigned l = 0; l < layers; ++l)
    EXPECT_EQ(firstUses[l], problem.reductions[layers + l].uses.front());
  uint64_t loose = 1u << 30;
  std::map<Policy, Evaluation> results;
  for (Policy policy : {Policy::None, Policy::Fsdp, Policy::FsdpNoReshard,
                        Policy::Zero3, Policy::Auto}) {
    llvm::Expected<Schedule> schedule = schedulePolicy(problem, policy, loose);
    ASSERT_TRUE(bool(schedule)) << llvm::toString(schedule.takeError());
    ASSERT_FALSE(bool(checkSchedule(problem, *schedule)));
    Evaluation result = evaluate(problem, *schedule);
    // Each all-reduce is issued at or after its reduce-scatter's wait and
    // starts after it completes, on the replica stream.
    for (unsigned l = 0; l < layers; ++l) {
      const Placement &scatter = schedule->reductions[l];
      const Placement &reduce = schedule->reductions[layers + l];
      EXPECT_GE(reduce.issue, scatter.wait);
      const CollectiveTiming *scatterTiming = nullptr, *reduceTiming = nullptr;
      for (const CollectiveTiming &timing : result.collectives) {
        if (timing.name == problem.reductions[l].name)
          scatterTiming = &timing;
        if (timing.name == problem.reductions[layers + l].name)
          reduceTiming = &timing;
      }
      ASSERT_TRUE(scatterTiming && reduceTiming);
      EXPECT_EQ(reduceTiming->stream, 1u);
      EXPECT_GE(reduceTiming->start, scatterTiming->end);
    }
    results[policy] = result;
  }
  // none: the chain is synchronous, every collective exposed: 4 gathers, 3
  // re-gathers, 4 reduce-scatters and 4 all-reduces of 0.5 s each.
  EXPECT_DOUBLE_EQ(results[Policy::None].stepSeconds, 12 + 15 * 0.5);
  // fsdp: each all-reduce is issued one unit after its reduce-scatter and
  // overlaps backward; only the last unit's chain and the first gather are
  // exposed.
  EXPECT_DOUBLE_EQ(results[Policy::Fsdp].stepSeconds, 12 + 3 * 0.5);
  EXPECT_LE(results[Policy::Auto].stepSeconds,
            results[Policy::Fsdp].stepSeconds);
}

TEST(ScheduledBuffers, HsdpReduceScatterLivesUntilItsAllReduceWait) {
  unsigned layers = 4;
  Problem problem = hsdpStep(layers, 0.5);
  llvm::Expected<Schedule> schedule =
      schedulePolicy(problem, Policy::Fsdp, 1u << 30);
  ASSERT_TRUE(bool(schedule)) << llvm::toString(schedule.takeError());
  std::vector<Buffer> buffers = getScheduledBuffers(problem, *schedule);
  // The reduction buffers come last, in reduction order.
  size_t base = buffers.size() - problem.reductions.size();
  for (unsigned l = 0; l < layers; ++l) {
    const Placement &scatter = schedule->reductions[l];
    const Placement &reduce = schedule->reductions[layers + l];
    // Unit 0's backward ends the step: its chain is waited at its update.
    if (l > 0)
      ASSERT_LT(scatter.wait, reduce.wait);
    EXPECT_EQ(buffers[base + l].first, collectivePoint(scatter.issue));
    EXPECT_EQ(buffers[base + l].last, collectivePoint(reduce.wait));
    EXPECT_EQ(buffers[base + layers + l].first, collectivePoint(reduce.issue));
    EXPECT_EQ(buffers[base + layers + l].last,
              opPoint(problem.reductions[layers + l].uses.back()));
  }
}

// A reduction of the last op's result, with no uses (returned), is issued
// and waited after the last op: its result and staging live there, and the
// live peak counts them as the plan does.
TEST(ScheduledBuffers, WhatIsWaitedAfterTheLastOpCounts) {
  Problem problem = flatProblem(2, 1.0, 100);
  Reduction reduction;
  reduction.name = "loss";
  reduction.seconds = 1.0;
  reduction.outputBytes = 1000;
  reduction.stagingBytes = 500;
  reduction.ready = 2;
  reduction.inputBuffers = {addProduced(problem, 10, 1)};
  problem.reductions.push_back(reduction);
  Schedule schedule = mostFrugalSchedule(problem);
  ASSERT_EQ(schedule.reductions[0].wait, 2);
  Evaluation evaluation = evaluate(problem, schedule);
  EXPECT_EQ(evaluation.peakBytes, 1510u);
  llvm::Expected<MemoryPlan> plan = planSchedule(problem, schedule);
  ASSERT_TRUE(bool(plan)) << llvm::toString(plan.takeError());
  EXPECT_EQ(plan->arenaBytes, evaluation.peakBytes);
}

/// Has each gather read, with probability 1/2, a buffer of the problem's:
/// one in three a parameter shard of its own (persistent), otherwise any,
/// which a reduction may read too; then several collective instances (a
/// gather's forward and re-gather among them) hold one buffer until
/// different waits.
void addSharedInputs(Problem &problem, std::mt19937_64 &rng) {
  for (Gather &gather : problem.gathers) {
    if (rng() % 2 == 0)
      continue;
    if (problem.buffers.empty() || rng() % 3 == 0) {
      problem.buffers.push_back(
          {gather.name + ".shard", rng() % 300, 0, 0, BufferKind::Persistent});
      gather.inputBuffers.push_back(problem.buffers.size() - 1);
    } else {
      gather.inputBuffers.push_back(size_t(rng() % problem.buffers.size()));
    }
  }
}

// The simulator counts live bytes from the schedule's buffer intervals
// without building the buffers (and their peak without the curve), adding
// them to the problem's own curve, built once for every schedule of it as
// the search builds it; they are the same bytes as the buffers' (on random
// programs whose collectives share inputs, and HSDP's chains, whose
// reduce-scatters live until their all-reduces' waits).
TEST(ScheduledBuffers, LiveBytesWithoutBuildingTheBuffersAreTheSame) {
  std::mt19937_64 rng(11);
  for (int trial = 0; trial < 300; ++trial) {
    Problem problem =
        trial % 3 ? randomProblem(rng) : hsdpStep(unsigned(trial % 4 + 1), 0.5);
    addMessageForms(problem, rng);
    addSharedInputs(problem, rng);
    BaseLiveCurve base(problem);
    for (FrugalMessages messages :
         {FrugalMessages::None, FrugalMessages::All}) {
      Schedule schedule = buildFamilySchedule(
          problem, trialPoint(problem, trial, rng, messages));
      std::vector<Buffer> buffers = getScheduledBuffers(problem, schedule);
      for (const Buffer &buffer : buffers)
        EXPECT_LE(buffer.first, buffer.last) << buffer.name;
      std::vector<uint64_t> live =
          getLiveBytes(buffers, problem.alignment, problem.numPositions());
      EXPECT_EQ(getScheduledLiveBytes(problem, schedule), live)
          << "trial " << trial;
      EXPECT_EQ(base.getScheduledLiveBytes(schedule), live)
          << "trial " << trial;
      // The search's peak is the curve's.
      uint64_t peak = live.empty() ? 0 : *llvm::max_element(live);
      EXPECT_EQ(getScheduledPeakBytes(problem, schedule), peak)
          << "trial " << trial;
      EXPECT_EQ(base.getScheduledPeak(schedule), peak) << "trial " << trial;
    }
  }
}

TEST(SchedulePolicy, HsdpChainErrors) {
  Problem problem = hsdpStep(2, 0.5);
  Schedule schedule = mostFrugalSchedule(problem);
  // An all-reduce issued before its reduce-scatter is waited (grad1 is
  // ready at 3, its all-reduce's update is at 5).
  ASSERT_EQ(schedule.reductions[3].issue, 3);
  schedule.reductions[1].wait = 4;
  std::string message = llvm::toString(checkSchedule(problem, schedule));
  EXPECT_NE(message.find("'replica1' is issued at 3, before the wait of "
                         "'grad1' whose results it reads, at 4"),
            std::string::npos)
      << message;
  // A reduction may only read reductions that come before it.
  problem.reductions[0].after = {1};
  message = llvm::toString(problem.verify());
  EXPECT_NE(message.find("reads reduction 1, which does not come before it"),
            std::string::npos)
      << message;
}

/// Auto is at least as fast as every point that keeps no unit or every
/// unit, at any depth and reduction wait, in any message forms, that fits
/// (each is a point its search weighs once the budget binds).
void expectNoFittingCornerFaster(const Problem &problem, double autoSeconds,
                                 uint64_t budget) {
  forEachDepthWaitAndForm([&](unsigned depth, ReductionWait wait,
                              FrugalMessages messages) {
    for (bool keep : {false, true}) {
      FamilyPoint point{depth, std::vector<bool>(problem.gathers.size(), keep),
                        wait, messages};
      Evaluation corner =
          evaluate(problem, buildFamilySchedule(problem, point));
      if (corner.peakBytes <= budget)
        EXPECT_LE(autoSeconds, corner.stepSeconds * (1 + 1e-9))
            << "depth " << depth << " keep " << keep << " messages "
            << int(messages);
    }
  });
}

/// Auto sends a collective in its frugal form only where that pays: the
/// same schedule in the collectives' own forms misses the budget or is
/// slower. Returns whether `schedule` has any.
bool expectFrugalFormsPayOff(const Problem &problem, const Schedule &schedule,
                             const Evaluation &result, uint64_t budget) {
  if (!schedule.countFrugal())
    return false;
  Schedule ownForms = schedule;
  ownForms.frugalGathers.clear();
  ownForms.frugalReductions.clear();
  Evaluation own = evaluate(problem, ownForms);
  EXPECT_TRUE(own.peakBytes > budget ||
              own.stepSeconds > result.stepSeconds * (1 + 1e-9))
      << "own forms: " << own.stepSeconds << " s, " << own.peakBytes
      << " bytes; frugal: " << result.stepSeconds << " s";
  return true;
}

/// Random programs and budgets: every schedule is valid, fits its budget,
/// and auto is never predicted slower than none or fsdp.
TEST(SchedulePolicy, PropertiesOnRandomPrograms) {
  std::mt19937_64 rng(2026);
  auto uniform = [&](int64_t lo, int64_t hi) {
    return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
  };
  // Enough programs that auto meets some budgets by frugal forms tied with
  // the own forms' (a rule the property below checks).
  constexpr int kTrials = 2000;
  int checked = 0, frugalPicks = 0;
  for (int trial = 0; trial < kTrials; ++trial) {
    Problem problem = randomProblemOfTrial(rng, trial);
    ASSERT_FALSE(bool(problem.verify()));
    uint64_t frugal = evaluate(problem, mostFrugalSchedule(problem)).peakBytes;
    uint64_t budget = frugal + uint64_t(uniform(0, 2000));
    std::optional<double> autoTime;
    std::vector<double> baselines;
    for (Policy policy : {Policy::Auto, Policy::None, Policy::Fsdp}) {
      llvm::Expected<Schedule> schedule =
          schedulePolicy(problem, policy, budget);
      if (!schedule) {
        // Only a baseline may miss a budget that the frugal schedule meets.
        EXPECT_NE(policy, Policy::Auto);
        llvm::consumeError(schedule.takeError());
        continue;
      }
      ASSERT_FALSE(bool(checkSchedule(problem, *schedule)));
      Evaluation result = evaluate(problem, *schedule);
      EXPECT_LE(result.peakBytes, budget);
      EXPECT_GE(result.stepSeconds + 1e-9, result.lowerBoundSeconds);
      if (policy == Policy::Auto) {
        autoTime = result.stepSeconds;
        frugalPicks +=
            expectFrugalFormsPayOff(problem, *schedule, result, budget);
        expectNoFittingCornerFaster(problem, result.stepSeconds, budget);
      } else {
        baselines.push_back(result.stepSeconds);
      }
    }
    ASSERT_TRUE(autoTime);
    for (double baseline : baselines)
      EXPECT_LE(*autoTime, baseline + 1e-9);
    ++checked;
  }
  EXPECT_EQ(checked, kTrials);
  // Some budgets were met by frugal forms (the property above is not
  // vacuous).
  EXPECT_GT(frugalPicks, 20);
  std::cout << "[ frugal   ] " << frugalPicks << " of " << kTrials
            << " auto schedules\n";
}

} // namespace
