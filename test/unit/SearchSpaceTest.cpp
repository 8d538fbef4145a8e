//===- SearchSpaceTest.cpp - auto's search weighs each schedule once ------===//
//
// SearchSpace is private to the scheduling library (Search.h); points of
// the family that build one schedule (the second tier's points keeping
// nothing, a quiet point whose positions delay no issue, deep prefetch
// with few units) must count once, or they take the places of other
// schedules among the few candidates a search hands on to be planned; and
// what it chooses must not depend on the threads that simulate it.
//
//===----------------------------------------------------------------------===//

#include "ScheduleTestUtil.h"
#include "Search.h"

#include "gtest/gtest.h"

#include <random>
#include <set>

using namespace fsdpc::schedule;
using namespace fsdpc::schedule::testing;

// On random programs, at budgets from the least live peak up, the
// candidates of every search are distinct schedules; enough searches fill
// all twelve places for that to say something.
TEST(SearchSpace, CandidatesAreDistinctSchedules) {
  std::mt19937_64 rng(7);
  size_t searches = 0, full = 0, repeated = 0;
  std::string first;
  for (int trial = 0; trial < 100; ++trial) {
    Problem problem = randomProblemOfTrial(rng, trial);
    SearchSpace space(problem);
    uint64_t least = space.getLeastPeak();
    for (uint64_t budget :
         {least, least + least / 16, least + least / 4, 2 * least + 1000}) {
      std::vector<Candidate> candidates = space.fastestFitting(budget);
      std::set<std::vector<int64_t>> keys;
      for (const Candidate &candidate : candidates)
        if (!keys.insert(getScheduleKey(candidate.schedule)).second &&
            repeated++ == 0)
          first = "trial " + std::to_string(trial) + ", budget " +
                  std::to_string(budget);
      ++searches;
      full += candidates.size() == 12;
    }
  }
  EXPECT_EQ(repeated, 0u) << "a schedule repeated among the candidates, "
                             "first at "
                          << first;
  EXPECT_GT(full, searches / 4) << "too few searches filled their candidates";
}

// Simulated on several threads, in any order, the search chooses the
// schedule it chooses on one: the same schedule, figures and arena (each
// batch's points are kept in their order; a point's figures depend on
// its schedule alone).
TEST(SearchSpace, ThreadsChooseWhatOneThreadChooses) {
  std::mt19937_64 rng(11);
  size_t compared = 0;
  for (int trial = 0; trial < 60; ++trial) {
    Problem problem = randomProblemOfTrial(rng, trial);
    uint64_t least = SearchSpace(problem).getLeastPeak();
    for (uint64_t budget : {least + least / 16, least + least / 4,
                            2 * least + 1000, UINT64_MAX}) {
      llvm::Expected<Choice> inTurn =
          chooseSchedule(problem, Policy::Auto, budget);
      llvm::Expected<Choice> onThreads =
          chooseSchedule(problem, Policy::Auto, budget, forEachIndexOnThreads);
      ASSERT_EQ(bool(inTurn), bool(onThreads)) << "trial " << trial;
      if (!inTurn) {
        EXPECT_EQ(llvm::toString(inTurn.takeError()),
                  llvm::toString(onThreads.takeError()));
        continue;
      }
      EXPECT_EQ(getScheduleKey(inTurn->schedule),
                getScheduleKey(onThreads->schedule))
          << "trial " << trial << ", budget " << budget;
      EXPECT_EQ(inTurn->evaluation.stepSeconds,
                onThreads->evaluation.stepSeconds);
      EXPECT_EQ(inTurn->arenaBytes, onThreads->arenaBytes);
      ++compared;
    }
  }
  EXPECT_GT(compared, 150u) << "too few budgets had a schedule to compare";
}
