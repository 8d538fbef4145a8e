//===- MessageFormTest.cpp - frugal message forms under tight budgets -----===//

#include "ScheduleTestUtil.h"
#include "fsdpc/Schedule/Schedule.h"

#include "gtest/gtest.h"

using namespace fsdpc::schedule;
using namespace fsdpc::schedule::testing;

namespace {

constexpr uint64_t kUnitBytes = 1000;

/// `layers` units (forward op l, backward op 2 layers - 1 - l, then one
/// update op per unit), each gathered and reduced through a staging buffer
/// as large as the unit; each collective's per-member form needs no staging
/// and takes 20% longer.
Problem stagedStep(unsigned layers) {
  Problem problem = flatProblem(3 * layers, 1.0, 100);
  for (unsigned l = 0; l < layers; ++l) {
    int64_t forward = l, backward = 2 * layers - 1 - l;
    Gather gather;
    gather.name = "unit" + std::to_string(l);
    gather.seconds = 0.5;
    gather.bytes = kUnitBytes;
    gather.stagingBytes = kUnitBytes;
    gather.uses = {forward, backward};
    gather.frugalForm = MessageForm{0.6, kUnitBytes, 0};
    problem.gathers.push_back(gather);
    Reduction reduction;
    reduction.name = "grad" + std::to_string(l);
    reduction.seconds = 0.5;
    reduction.outputBytes = kUnitBytes / 4;
    reduction.stagingBytes = kUnitBytes;
    reduction.ready = backward + 1;
    reduction.uses = {2 * layers + l};
    reduction.inputBuffers = {addProduced(problem, kUnitBytes, backward)};
    reduction.frugalForm = MessageForm{0.6, kUnitBytes / 4, 0};
    problem.reductions.push_back(reduction);
  }
  return problem;
}

Problem withoutFrugalForms(Problem problem) {
  for (Gather &gather : problem.gathers)
    gather.frugalForm.reset();
  for (Reduction &reduction : problem.reductions)
    reduction.frugalForm.reset();
  return problem;
}

uint64_t peakOf(const Problem &problem, const Schedule &schedule) {
  return evaluate(problem, schedule).peakBytes;
}

TEST(MessageForms, AutoSendsPerMemberWhereStagingKeepsPrefetchOut) {
  Problem problem = stagedStep(6);
  Problem packedOnly = withoutFrugalForms(problem);
  // Room for synchronous packed collectives, not for a packed prefetch
  // (the next unit and its staging beside the current one).
  uint64_t budget = peakOf(packedOnly, mostFrugalSchedule(packedOnly));
  llvm::Expected<Schedule> packed =
      schedulePolicy(packedOnly, Policy::Auto, budget);
  llvm::Expected<Schedule> mixed =
      schedulePolicy(problem, Policy::Auto, budget);
  ASSERT_TRUE(bool(packed)) << llvm::toString(packed.takeError());
  ASSERT_TRUE(bool(mixed)) << llvm::toString(mixed.takeError());
  ASSERT_FALSE(bool(checkSchedule(problem, *mixed)));
  Evaluation packedEval = evaluate(packedOnly, *packed);
  Evaluation mixedEval = evaluate(problem, *mixed);
  EXPECT_LE(mixedEval.peakBytes, budget);
  EXPECT_GT(mixed->countFrugal(), 0u);
  // Slower messages, but hidden behind compute: 18 ops of 1 s, and far
  // less exposed than the packed schedule's.
  EXPECT_LT(mixedEval.stepSeconds, packedEval.stepSeconds - 1.0);
  EXPECT_GE(mixedEval.stepSeconds, 18.0);
}

TEST(MessageForms, AutoKeepsTheFasterFormsWhenTheBudgetAllows) {
  Problem problem = stagedStep(6);
  uint64_t loose = uint64_t(1) << 40;
  llvm::Expected<Schedule> schedule =
      schedulePolicy(problem, Policy::Auto, loose);
  ASSERT_TRUE(bool(schedule)) << llvm::toString(schedule.takeError());
  EXPECT_EQ(schedule->countFrugal(), 0u);
  EXPECT_TRUE(schedule->frugalGathers.empty());
}

TEST(MessageForms, TheMostFrugalScheduleSendsEveryCollectiveFrugal) {
  Problem problem = stagedStep(3);
  Schedule frugal = mostFrugalSchedule(problem);
  EXPECT_EQ(frugal.countFrugal(),
            problem.gathers.size() + problem.reductions.size());
  Problem packedOnly = withoutFrugalForms(problem);
  // The staging is the only difference: at a backward op, its unit's
  // re-gather and the previous unit's reduction are issued at once, each
  // staging a unit.
  EXPECT_EQ(peakOf(problem, frugal) + 2 * kUnitBytes,
            peakOf(packedOnly, mostFrugalSchedule(packedOnly)));
}

TEST(MessageForms, AFrugalCollectiveHasNoStagingAndItsFormsDuration) {
  Problem problem = stagedStep(3);
  Schedule schedule = mostFrugalSchedule(problem);
  schedule.frugalGathers = {false, true, false};
  schedule.frugalReductions.clear();
  auto stagingOf = [&](const std::string &name) {
    size_t count = 0;
    for (const Buffer &buffer : getScheduledBuffers(problem, schedule))
      count += buffer.name == name + ".staging";
    return count;
  };
  EXPECT_EQ(stagingOf("unit1"), 0u);
  // unit0 is gathered twice (re-gathered for backward), each with staging.
  EXPECT_EQ(stagingOf("unit0"), 2u);
  EXPECT_EQ(stagingOf("grad0"), 1u);
  Evaluation evaluation = evaluate(problem, schedule);
  for (const CollectiveTiming &timing : evaluation.collectives)
    EXPECT_DOUBLE_EQ(timing.end - timing.start,
                     timing.name == "unit1" ? 0.6 : 0.5)
        << timing.name;
}

TEST(MessageForms, TheCheckerNamesAFormTheCollectiveLacks) {
  Problem problem = stagedStep(2);
  problem.reductions[1].frugalForm.reset();
  Schedule schedule = mostFrugalSchedule(problem);
  EXPECT_FALSE(schedule.frugalReductions[1]);
  schedule.frugalReductions[1] = true;
  llvm::Error error = checkSchedule(problem, schedule);
  EXPECT_EQ(llvm::toString(std::move(error)),
            "invalid schedule: reduction 'grad1' has no frugal form to send");
  schedule.frugalReductions = {true};
  error = checkSchedule(problem, schedule);
  EXPECT_EQ(llvm::toString(std::move(error)),
            "invalid schedule: it picks the message forms of 1 reductions of "
            "2");
}

TEST(MessageForms, TheLowerBoundTakesTheFasterForm) {
  Problem problem = stagedStep(6);
  uint64_t loose = uint64_t(1) << 40;
  Problem slowFrugal = problem, fastFrugal = problem;
  for (Gather &gather : fastFrugal.gathers)
    gather.frugalForm->seconds = 0.1;
  // The own form is the faster one: the frugal form changes nothing.
  EXPECT_DOUBLE_EQ(getLowerBoundSeconds(slowFrugal, loose),
                   getLowerBoundSeconds(withoutFrugalForms(problem), loose));
  // A faster frugal form lowers the bound.
  EXPECT_LT(getLowerBoundSeconds(fastFrugal, loose),
            getLowerBoundSeconds(slowFrugal, loose));
}

} // namespace
