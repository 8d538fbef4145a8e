//===- SimulateTest.cpp - replaying schedules -----------------------------===//

#include "ScheduleTestUtil.h"
#include "fsdpc/Schedule/Schedule.h"

#include "llvm/Support/JSON.h"
#include "gtest/gtest.h"

#include <random>

using namespace fsdpc::schedule;
using namespace fsdpc::schedule::testing;

namespace {

/// Two layers, forward then backward: ops 0, 1 forward (layer 0, 1), ops 2,
/// 3 backward (layer 1, 0), op 4 the update. Each op takes 1 s; each gather
/// 1 s; layer 1's gradient (100 bytes, produced by op 2) is reduced after op
/// 2, layer 0's (produced by op 3) after op 3, each into 25 bytes. 10 bytes of
/// persistent state; sizes exact (alignment 1).
Problem twoLayers() {
  Problem problem;
  problem.alignment = 1;
  problem.computeSeconds = {1, 1, 1, 1, 1};
  problem.buffers.push_back({"state", 10, 0, 0, BufferKind::Persistent});
  size_t grad1 = addProduced(problem, 100, 2);
  size_t grad0 = addProduced(problem, 100, 3);
  problem.streamNames = {"shard"};
  problem.gathers = {
      {"layer0", 0, 1.0, 100, 0, {0, 3}},
      {"layer1", 0, 1.0, 100, 0, {1, 2}},
  };
  problem.reductions = {
      {"grad1", 0, 1.0, 25, 3, {4}, {grad1}},
      {"grad0", 0, 1.0, 25, 4, {4}, {grad0}},
  };
  return problem;
}

Placement place(int64_t issue, int64_t wait, int64_t first, int64_t last) {
  return {issue, wait, first, last};
}

TEST(Simulate, SynchronousCollectivesAreFullyExposed) {
  Problem problem = twoLayers();
  Schedule schedule = mostFrugalSchedule(problem);
  ASSERT_FALSE(bool(checkSchedule(problem, schedule)));
  // Uses 0/3 and 1/2 are one position apart at the turn for layer1 (no gap),
  // so only layer0 is re-gathered.
  EXPECT_TRUE(schedule.gathers[0].regather);
  EXPECT_FALSE(schedule.gathers[1].regather);
  Evaluation result = evaluate(problem, schedule);
  EXPECT_DOUBLE_EQ(result.computeSeconds, 5);
  // 3 gathers and 2 reductions, each waited where it is issued.
  EXPECT_DOUBLE_EQ(result.collectiveSeconds, 5);
  EXPECT_DOUBLE_EQ(result.stepSeconds, 10);
  EXPECT_DOUBLE_EQ(result.exposedSeconds, 5);
  EXPECT_DOUBLE_EQ(result.lowerBoundSeconds, 5);
}

/// Both gathers issued at 0, kept for backward (layer0 alone, layer1 beside
/// op 0); reductions issued when ready (grad1 beside op 3, grad0 alone) and
/// waited before the update.
Schedule prefetching() {
  Schedule schedule;
  schedule.gathers = {{place(0, 0, 0, 3), false, {}},
                      {place(0, 1, 1, 2), false, {}}};
  schedule.reductions = {place(3, 4, 4, 4), place(4, 4, 4, 4)};
  return schedule;
}

TEST(Simulate, PrefetchOverlapsAndFifoOrderMatters) {
  Problem problem = twoLayers();
  Schedule schedule = prefetching();
  ASSERT_FALSE(bool(checkSchedule(problem, schedule)));
  Evaluation result = evaluate(problem, schedule);
  // Op 0 waits 1 s for layer0; layer1 completes at 2 s while op 0 runs.
  EXPECT_DOUBLE_EQ(result.computeStart[0], 1);
  EXPECT_DOUBLE_EQ(result.computeStart[1], 2);
  // grad1 runs 4..5 behind op 3; grad0 is issued at 5 and waited at 4's start:
  // op 4 starts at 6.
  EXPECT_DOUBLE_EQ(result.computeStart[4], 6);
  EXPECT_DOUBLE_EQ(result.stepSeconds, 7);
  // Memory: both gathered copies from position 0; grad1's result from 3, its
  // input kept through op 3 (until its wait at 4).
  // Position 0: the state and both gathered layers.
  EXPECT_EQ(result.liveBytes[0], 10u + 200u);
  // Position 3: layer 0, layer 1's gradient (its input, kept until its wait
  // at 4) and result, and layer 0's gradient produced by op 3.
  EXPECT_EQ(result.liveBytes[3], 10u + 100u + 100u + 25u + 100u);
  EXPECT_EQ(result.peakBytes, 10u + 100u + 100u + 25u + 100u);
}

// Gathers issued at one position are sent in the order they are waited
// (isIssuedBefore): layer0's re-gather for backward and layer1's forward
// gather both start after op 0, and layer1, needed by op 1, goes first
// although layer0 comes first by index.
TEST(Simulate, GathersIssuedTogetherGoInTheOrderTheyAreWaited) {
  Problem problem = twoLayers();
  Schedule schedule = mostFrugalSchedule(problem);
  schedule.gathers = {{place(0, 0, 0, 0), true, place(1, 3, 3, 3)},
                      {place(1, 1, 1, 2), false, {}}};
  ASSERT_FALSE(bool(checkSchedule(problem, schedule)));
  Evaluation result = evaluate(problem, schedule);
  // layer0 0..1, op 0 1..2; then layer1 2..3 and layer0 again 3..4.
  EXPECT_DOUBLE_EQ(result.computeStart[1], 3);
  EXPECT_DOUBLE_EQ(result.collectives[2].start, 2); // layer1
  EXPECT_DOUBLE_EQ(result.collectives[1].start, 3); // layer0 again
  EXPECT_TRUE(isIssuedBefore({1, true, 1}, {1, true, 3}));
  EXPECT_TRUE(isIssuedBefore({1, true, 3}, {1, false, 1}));
  EXPECT_TRUE(isIssuedBefore({0, false, 4}, {1, true, 1}));
  EXPECT_FALSE(isIssuedBefore({1, false, 1}, {1, false, 3}));
}

TEST(Simulate, CommunicationSharingTheComputeCoreHidesNothing) {
  Problem problem = twoLayers();
  problem.commInterference = 1;
  Evaluation result = evaluate(problem, prefetching());
  // Op 0 and layer1 share 1..3 at half speed each; so do op 3 and grad1 at
  // 5..7; grad0 runs alone 7..8 before op 4.
  EXPECT_DOUBLE_EQ(result.computeStart[0], 1);
  EXPECT_DOUBLE_EQ(result.computeStart[1], 3);
  EXPECT_DOUBLE_EQ(result.computeStart[3], 5);
  EXPECT_DOUBLE_EQ(result.computeStart[4], 8);
  EXPECT_DOUBLE_EQ(result.collectives[1].start, 1);
  EXPECT_DOUBLE_EQ(result.collectives[1].end, 3);
  EXPECT_DOUBLE_EQ(result.stepSeconds, 9);
  // The compute stream is busy 7 s for 5 s of work; overlapped or not, the
  // step takes compute plus communication, its bound.
  EXPECT_DOUBLE_EQ(result.computeSeconds, 7);
  EXPECT_DOUBLE_EQ(result.exposedSeconds, 2);
  EXPECT_DOUBLE_EQ(result.lowerBoundSeconds, 9);
  EXPECT_DOUBLE_EQ(result.collectiveSeconds, 4);
}

TEST(Simulate, PartialInterferenceStretchesWhatOverlaps) {
  Problem problem = twoLayers();
  problem.commInterference = 0.5;
  Evaluation result = evaluate(problem, prefetching());
  // Overlapped, op 0 and layer1 progress at 2/3: both end at 1 + 1.5.
  EXPECT_DOUBLE_EQ(result.computeStart[1], 2.5);
  EXPECT_DOUBLE_EQ(result.collectives[1].end, 2.5);
  // Op 3 and grad1 from 4.5 to 6; grad0 6..7; op 4 7..8.
  EXPECT_DOUBLE_EQ(result.computeStart[4], 7);
  EXPECT_DOUBLE_EQ(result.stepSeconds, 8);
  EXPECT_DOUBLE_EQ(result.lowerBoundSeconds, 5 + 0.5 * 4);
  // Without interference the same schedule takes 7 s (the test above).
  problem.commInterference = 0;
  EXPECT_DOUBLE_EQ(evaluate(problem, prefetching()).stepSeconds, 7);
}

TEST(Simulate, InterferenceBoundSpansIndependentToShared) {
  EXPECT_DOUBLE_EQ(getInterferenceBound(5, 3, 0), 5);
  EXPECT_DOUBLE_EQ(getInterferenceBound(5, 3, 1), 8);
  EXPECT_DOUBLE_EQ(getInterferenceBound(2, 3, 0.5), 4);
}

// A search asks for the figures alone, and the refinement for the times
// alone: the same figures, no detail.
TEST(Simulate, FiguresAloneAreTheFullEvaluations) {
  std::mt19937_64 rng(5);
  for (int trial = 0; trial < 200; ++trial) {
    Problem problem = randomProblem(rng);
    problem.commInterference = double(trial % 3) / 2;
    Schedule schedule =
        buildFamilySchedule(problem, trialPoint(problem, trial, rng));
    Evaluation full = evaluate(problem, schedule);
    Evaluation figures = evaluate(problem, schedule, EvaluationDetail::Figures);
    EXPECT_EQ(figures.stepSeconds, full.stepSeconds);
    EXPECT_EQ(figures.computeSeconds, full.computeSeconds);
    EXPECT_EQ(figures.collectiveSeconds, full.collectiveSeconds);
    EXPECT_EQ(figures.exposedSeconds, full.exposedSeconds);
    EXPECT_EQ(figures.lowerBoundSeconds, full.lowerBoundSeconds);
    EXPECT_EQ(figures.peakBytes, full.peakBytes);
    EXPECT_TRUE(figures.computeStart.empty() && figures.liveBytes.empty() &&
                figures.collectives.empty());
    EXPECT_EQ(full.liveBytes.size(), size_t(problem.numPositions()));
    Evaluation times = evaluate(problem, schedule, EvaluationDetail::Times);
    EXPECT_EQ(times.stepSeconds, full.stepSeconds);
    EXPECT_EQ(times.computeSeconds, full.computeSeconds);
    EXPECT_EQ(times.lowerBoundSeconds, full.lowerBoundSeconds);
    EXPECT_EQ(times.peakBytes, 0u);
  }
}

// Without interference every time of the replay is the latest of what it
// waits for: a collective starts once it is issued, the one issued before it
// on its stream has ended and (a reduction) the reductions it reads have
// ended, and takes its own time; an op starts once the op before it has
// ended and what is waited before it has. Recomputed here from the timings
// the replay reports, on random schedules, to the last bit.
TEST(Simulate, WithoutInterferenceEachTimeIsTheLatestItWaitsFor) {
  std::mt19937_64 rng(17);
  for (int trial = 0; trial < 200; ++trial) {
    Problem problem = randomProblem(rng);
    problem.commInterference = 0;
    Schedule schedule =
        buildFamilySchedule(problem, trialPoint(problem, trial, rng));
    Evaluation result = evaluate(problem, schedule);
    // The instances in the replay's order: each gather's (and re-gather's),
    // then each reduction's.
    std::vector<double> seconds;
    std::vector<bool> isGather;
    std::vector<std::vector<size_t>> inputs;
    for (auto [index, decision] : llvm::enumerate(schedule.gathers))
      for (int copy = 0; copy < (decision.regather ? 2 : 1); ++copy) {
        seconds.push_back(schedule.gatherForm(problem, index).seconds);
        isGather.push_back(true);
        inputs.emplace_back();
      }
    size_t firstReduction = seconds.size();
    for (auto [index, reduction] : llvm::enumerate(problem.reductions)) {
      seconds.push_back(schedule.reductionForm(problem, index).seconds);
      isGather.push_back(false);
      inputs.emplace_back();
      for (size_t input : reduction.after)
        inputs.back().push_back(firstReduction + input);
    }
    const std::vector<CollectiveTiming> &timings = result.collectives;
    ASSERT_EQ(timings.size(), seconds.size()) << "trial " << trial;
    // When the compute stream reaches position p, before its waits.
    int64_t end = problem.numPositions();
    auto reached = [&](int64_t p) {
      return p == 0
                 ? 0.0
                 : result.computeStart[p - 1] + problem.computeSeconds[p - 1];
    };
    std::vector<unsigned> order(timings.size());
    for (unsigned i = 0; i < order.size(); ++i)
      order[i] = i;
    llvm::stable_sort(order, [&](unsigned a, unsigned b) {
      return isIssuedBefore({timings[a].issue, isGather[a], timings[a].wait},
                            {timings[b].issue, isGather[b], timings[b].wait});
    });
    std::vector<double> streamFree(problem.streamNames.size(), 0.0);
    for (unsigned i : order) {
      double start =
          std::max(reached(timings[i].issue), streamFree[timings[i].stream]);
      for (size_t input : inputs[i])
        start = std::max(start, timings[input].end);
      EXPECT_EQ(timings[i].start, start) << "trial " << trial << ", " << i;
      EXPECT_EQ(timings[i].end, start + seconds[i]) << "trial " << trial;
      streamFree[timings[i].stream] = timings[i].end;
    }
    for (int64_t p = 0; p <= end; ++p) {
      double start = reached(p);
      for (const CollectiveTiming &timing : timings)
        if (timing.wait == p)
          start = std::max(start, timing.end);
      EXPECT_EQ(p < end ? result.computeStart[p] : result.stepSeconds, start)
          << "trial " << trial << ", position " << p;
    }
  }
}

TEST(Simulate, ScheduleCheckerNamesTheProblem) {
  Problem problem = twoLayers();
  Schedule schedule = mostFrugalSchedule(problem);
  schedule.reductions[0].issue = 1;
  llvm::Error error = checkSchedule(problem, schedule);
  ASSERT_TRUE(bool(error));
  EXPECT_EQ(llvm::toString(std::move(error)),
            "invalid schedule: reduction 'grad1' is issued at 1, before its "
            "inputs exist at 3");
  schedule = mostFrugalSchedule(problem);
  schedule.gathers[1].forward.wait = 2;
  error = checkSchedule(problem, schedule);
  EXPECT_EQ(llvm::toString(std::move(error)),
            "invalid schedule: gather 'layer1' is waited at 2, outside [issue "
            "1, first use 1]");
}

TEST(Simulate, ProblemVerifierNamesTheField) {
  Problem problem = twoLayers();
  problem.gathers[1].uses = {2, 1};
  llvm::Error error = problem.verify();
  EXPECT_EQ(llvm::toString(std::move(error)),
            "schedule problem: gather 'layer1' has use 1 out of order or "
            "outside [0, 5]");
}

TEST(Simulate, ProblemVerifierNeedsFiniteOpTimes) {
  Problem problem = twoLayers();
  problem.computeSeconds[3] = INFINITY;
  EXPECT_EQ(llvm::toString(problem.verify()),
            "schedule problem: the op at position 3 takes inf s, not a "
            "finite time");
  problem.computeSeconds[3] = -1;
  EXPECT_EQ(llvm::toString(problem.verify()),
            "schedule problem: the op at position 3 takes -1 s, not a finite "
            "time");
}

TEST(Simulate, ProblemVerifierBoundsTheInterference) {
  Problem problem = twoLayers();
  problem.commInterference = 1.5; // the lower bound holds for f <= 1 only
  EXPECT_EQ(llvm::toString(problem.verify()),
            "schedule problem: communication interference 1.5 is not in "
            "[0, 1]");
}

TEST(Simulate, TraceHasStreamsAndMemory) {
  Problem problem = twoLayers();
  Evaluation result = evaluate(problem, mostFrugalSchedule(problem));
  std::string text = renderTrace(problem, result,
                                 {{"f0", "linalg.matmul", "model.py:3"},
                                  {"f1", "linalg.matmul", ""},
                                  {"b1", "linalg.matmul", ""},
                                  {"b0", "linalg.matmul", ""},
                                  {"update", "linalg.generic", ""}});
  llvm::Expected<llvm::json::Value> json = llvm::json::parse(text);
  ASSERT_TRUE(bool(json)) << llvm::toString(json.takeError());
  const llvm::json::Array *events =
      json->getAsObject()->getArray("traceEvents");
  ASSERT_NE(events, nullptr);
  int compute = 0, comm = 0, counters = 0;
  for (const llvm::json::Value &event : *events) {
    const llvm::json::Object *object = event.getAsObject();
    std::optional<llvm::StringRef> phase = object->getString("ph");
    if (*phase == "C")
      ++counters;
    if (*phase == "X")
      (*object->getInteger("tid") == 0 ? compute : comm) += 1;
    // The first position says where the user wrote it; the others do not.
    if (*phase == "X" && object->getString("name") == "f0")
      EXPECT_EQ(object->getObject("args")->getString("source"), "model.py:3");
    if (*phase == "X" && object->getString("name") == "f1")
      EXPECT_EQ(object->getObject("args")->getString("source"), std::nullopt);
  }
  EXPECT_EQ(compute, 5);
  EXPECT_EQ(comm, 5);
  EXPECT_EQ(counters, 5);
}

} // namespace
