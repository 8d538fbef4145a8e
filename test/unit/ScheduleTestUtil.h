//===- ScheduleTestUtil.h - building synthetic schedule problems -*- C++
//-*-===//

#ifndef FSDPC_TEST_UNIT_SCHEDULETESTUTIL_H
#define FSDPC_TEST_UNIT_SCHEDULETESTUTIL_H

#include "fsdpc/Schedule/Schedule.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <atomic>
#include <limits>
#include <optional>
#include <random>
#include <string>
#include <thread>

namespace fsdpc::schedule::testing {

/// A ForEachIndex that runs the calls on four threads, taking the indices
/// from the last: an order other than one thread's, and calls at once.
inline void forEachIndexOnThreads(size_t count,
                                  llvm::function_ref<void(size_t)> body) {
  std::atomic<size_t> taken(0);
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&] {
      for (size_t i = taken++; i < count; i = taken++)
        body(count - 1 - i);
    });
  for (std::thread &thread : threads)
    thread.join();
}

/// Calls `visit` with every prefetch depth auto weighs (0 to 4), reduction
/// wait and message form: the family's points but for their keep sets.
inline void forEachDepthWaitAndForm(
    llvm::function_ref<void(unsigned, ReductionWait, FrugalMessages)> visit) {
  for (unsigned depth = 0; depth <= 4; ++depth)
    for (ReductionWait wait :
         {ReductionWait::Immediate, ReductionWait::NextReduction,
          ReductionWait::FirstUse})
      for (FrugalMessages messages :
           {FrugalMessages::None, FrugalMessages::Gathers, FrugalMessages::All})
        visit(depth, wait, messages);
}

/// Calls `visit` with every point of the family: every set of kept units
/// (of those with a turn) at every prefetch depth, reduction wait and message
/// form, and whether the set keeps none or all of them. Returns the number
/// of units with a turn, or nullopt, visiting nothing, for problems with
/// more than `maxTurns` of them.
inline std::optional<size_t> forEachFamilyPoint(
    const Problem &problem, size_t maxTurns,
    llvm::function_ref<void(const FamilyPoint &, bool noneOrAll)> visit) {
  std::vector<size_t> turns;
  for (auto [index, gather] : llvm::enumerate(problem.gathers))
    if (findTurn(gather))
      turns.push_back(index);
  if (turns.size() > maxTurns)
    return std::nullopt;
  unsigned all = (1u << turns.size()) - 1;
  forEachDepthWaitAndForm([&](unsigned depth, ReductionWait wait,
                              FrugalMessages messages) {
    for (unsigned set = 0; set <= all; ++set) {
      FamilyPoint point{depth, std::vector<bool>(problem.gathers.size(), false),
                        wait, messages};
      for (auto [bit, index] : llvm::enumerate(turns))
        point.keep[index] = (set >> bit) & 1;
      visit(point, set == 0 || set == all);
    }
  });
  return turns.size();
}

/// Auto's step against the fastest of a brute force, budget by budget: how
/// often and by how much auto is slower.
struct AgainstTheFastest {
  int budgets = 0, slower = 0;
  double loss = 0; // the relative excesses, summed

  void add(double autoSeconds, double fastestSeconds) {
    ++budgets;
    if (autoSeconds > fastestSeconds * (1 + 1e-6)) {
      ++slower;
      loss += autoSeconds / fastestSeconds - 1;
    }
  }
  double slowerShare() const { return double(slower) / budgets; }
  double meanLoss() const { return loss / budgets; }
};

/// Calls `visit(budget, fastest)` once per distinct memory figure of
/// `points` (bytes, seconds), with the least seconds of the points that
/// need at most that much: a running minimum over the points by memory.
inline void forEachBudget(std::vector<std::pair<uint64_t, double>> points,
                          llvm::function_ref<void(uint64_t, double)> visit) {
  llvm::sort(points);
  double fastest = std::numeric_limits<double>::infinity();
  for (auto [index, point] : llvm::enumerate(points)) {
    fastest = std::min(fastest, point.second);
    if (index + 1 == points.size() || points[index + 1].first != point.first)
      visit(point.first, fastest);
  }
}

/// Quiet positions for a random family point: none, those near the
/// activation peak by a random fraction (as auto's third tier marks them),
/// or a random set.
inline std::vector<bool> randomQuietPositions(const Problem &problem,
                                              std::mt19937_64 &rng) {
  switch (std::uniform_int_distribution<int>(0, 2)(rng)) {
  case 0:
    return {};
  case 1:
    return getQuietPositions(
        problem, std::uniform_real_distribution<double>(0.5, 1.0)(rng));
  default: {
    std::vector<bool> quiet;
    for (int64_t p = 0; p < problem.numPositions(); ++p)
      quiet.push_back(std::bernoulli_distribution(0.3)(rng));
    return quiet;
  }
  }
}

/// The family point a random test's trial `trial` builds: its depth, keep
/// set and reduction wait from the trial number, its quiet positions
/// random.
inline FamilyPoint trialPoint(const Problem &problem, int trial,
                              std::mt19937_64 &rng,
                              FrugalMessages messages = FrugalMessages::None) {
  return {
      unsigned(trial % 5), std::vector<bool>(problem.gathers.size(), trial % 2),
      ReductionWait(trial % 3), messages, randomQuietPositions(problem, rng)};
}

/// Adds, per position p, a transient buffer of curve[p] bytes live at p
/// (points 2p - 1 and 2p): memory the schedule does not change.
inline void addLiveCurve(Problem &problem, const std::vector<uint64_t> &curve) {
  for (size_t p = 0; p < curve.size(); ++p)
    if (curve[p])
      problem.buffers.push_back({"base" + std::to_string(p), curve[p],
                                 collectivePoint(int64_t(p)),
                                 opPoint(int64_t(p)), BufferKind::Transient});
}

/// A problem on one stream ("shard"), alignment 1, of `positions` ops of
/// `seconds` each with `liveBytes` live at every one.
inline Problem flatProblem(int64_t positions, double seconds,
                           uint64_t liveBytes) {
  Problem problem;
  problem.streamNames = {"shard"};
  problem.alignment = 1;
  problem.computeSeconds.assign(positions, seconds);
  addLiveCurve(problem, std::vector<uint64_t>(positions, liveBytes));
  return problem;
}

/// A problem on one stream ("shard"), alignment 1, of `positions` ops of
/// `seconds` each with `peakBytes` live at position `peak` alone.
inline Problem peakedProblem(int64_t positions, double seconds, int64_t peak,
                             uint64_t peakBytes) {
  Problem problem = flatProblem(positions, seconds, 0);
  std::vector<uint64_t> curve(positions, 0);
  curve[peak] = peakBytes;
  addLiveCurve(problem, curve);
  return problem;
}

/// Adds the buffer an op at `position` produces for a reduction to read;
/// returns its index.
inline size_t addProduced(Problem &problem, uint64_t bytes, int64_t position) {
  problem.buffers.push_back({"produced" + std::to_string(position), bytes,
                             opPoint(position), opPoint(position),
                             BufferKind::Transient});
  return problem.buffers.size() - 1;
}

/// A random program in the shape of the schedule property tests, with some
/// reductions reducing earlier ones further (HSDP's replica all-reduce).
inline Problem randomProblem(std::mt19937_64 &rng) {
  auto uniform = [&](int64_t lo, int64_t hi) {
    return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
  };
  Problem problem;
  int64_t positions = uniform(2, 60);
  unsigned streams = unsigned(uniform(1, 2));
  for (unsigned s = 0; s < streams; ++s)
    problem.streamNames.push_back("axis" + std::to_string(s));
  problem.alignment = uint64_t(1) << uniform(0, 8);
  std::vector<uint64_t> curve;
  for (int64_t p = 0; p < positions; ++p) {
    problem.computeSeconds.push_back(double(uniform(0, 100)) / 10);
    curve.push_back(uint64_t(uniform(0, 500)));
  }
  addLiveCurve(problem, curve);
  for (int64_t g = uniform(0, 8); g > 0; --g) {
    Gather gather;
    gather.name = "g" + std::to_string(g);
    gather.stream = unsigned(uniform(0, streams - 1));
    gather.seconds = double(uniform(0, 100)) / 10;
    gather.bytes = uint64_t(uniform(1, 400));
    gather.earliest = uniform(0, positions - 1);
    for (int64_t u = uniform(1, 5); u > 0; --u)
      gather.uses.push_back(uniform(gather.earliest, positions - 1));
    llvm::sort(gather.uses);
    problem.gathers.push_back(gather);
  }
  for (int64_t r = uniform(0, 8); r > 0; --r) {
    Reduction reduction;
    reduction.name = "r" + std::to_string(r);
    reduction.stream = unsigned(uniform(0, streams - 1));
    reduction.seconds = double(uniform(0, 100)) / 10;
    reduction.outputBytes = uint64_t(uniform(1, 100));
    reduction.ready = uniform(0, positions);
    if (reduction.ready > 0)
      reduction.inputBuffers.push_back(
          addProduced(problem, uint64_t(uniform(1, 400)), reduction.ready - 1));
    if (!problem.reductions.empty() && uniform(0, 3) == 0) {
      size_t input = size_t(uniform(0, problem.reductions.size() - 1));
      reduction.after.push_back(input);
      reduction.ready =
          std::max(reduction.ready, problem.reductions[input].ready);
    }
    for (int64_t u = uniform(0, 3); u > 0; --u)
      reduction.uses.push_back(uniform(reduction.ready, positions));
    llvm::sort(reduction.uses);
    problem.reductions.push_back(reduction);
  }
  return problem;
}

/// Gives each collective, with probability 1/2, a message staging, and
/// most of those a frugal form: no staging, the same result buffer, a longer
/// duration (a bucket that may not go per member has none).
inline void addMessageForms(Problem &problem, std::mt19937_64 &rng) {
  auto uniform = [&](int64_t lo, int64_t hi) {
    return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
  };
  auto add = [&](double seconds, uint64_t resultBytes, uint64_t &staging,
                 std::optional<MessageForm> &frugal) {
    if (uniform(0, 1))
      return;
    staging = uint64_t(uniform(1, 400));
    if (uniform(0, 3))
      frugal =
          MessageForm{seconds * double(uniform(10, 30)) / 10, resultBytes, 0};
  };
  for (Gather &gather : problem.gathers)
    add(gather.seconds, gather.bytes, gather.stagingBytes, gather.frugalForm);
  for (Reduction &reduction : problem.reductions)
    add(reduction.seconds, reduction.outputBytes, reduction.stagingBytes,
        reduction.frugalForm);
}

/// The random program of a property test's `trial`: every other one with
/// message stagings and frugal forms (addMessageForms).
inline Problem randomProblemOfTrial(std::mt19937_64 &rng, int trial) {
  Problem problem = randomProblem(rng);
  if (trial % 2)
    addMessageForms(problem, rng);
  return problem;
}

} // namespace fsdpc::schedule::testing

#endif // FSDPC_TEST_UNIT_SCHEDULETESTUTIL_H
