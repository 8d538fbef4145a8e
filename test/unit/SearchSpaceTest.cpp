//===- SearchSpaceTest.cpp - auto's search weighs each schedule once ------===//
//
// SearchSpace is private to the scheduling library (Search.h); points of
// the family that build one schedule (the second tier's points keeping
// nothing, a quiet point whose positions delay no issue, deep prefetch
// with few units) must count once, or they take the places of other
// schedules among the few candidates a search hands on to be planned.
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
