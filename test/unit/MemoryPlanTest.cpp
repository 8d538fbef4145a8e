//===- MemoryPlanTest.cpp - the planner on hand cases and random sets -----===//

#include "fsdpc/Schedule/MemoryPlan.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <random>

#include <optional>
#include <random>

using namespace fsdpc::schedule;

namespace {

Buffer transient(std::string name, uint64_t size, int64_t first, int64_t last) {
  return {std::move(name), size, first, last, BufferKind::Transient};
}

Buffer persistent(std::string name, uint64_t size) {
  return {std::move(name), size, 0, 0, BufferKind::Persistent};
}

/// Plans `buffers` and checks the plan; fails the test on either error.
MemoryPlan planAndCheck(llvm::ArrayRef<Buffer> buffers,
                        MemoryPlanOptions options = {}) {
  llvm::Expected<MemoryPlan> plan = planMemory(buffers, options);
  if (!plan) {
    ADD_FAILURE() << llvm::toString(plan.takeError());
    return {};
  }
  if (llvm::Error err = checkMemoryPlan(buffers, *plan))
    ADD_FAILURE() << llvm::toString(std::move(err));
  return *plan;
}

TEST(MemoryPlan, DisjointIntervalsReuseMemory) {
  std::vector<Buffer> buffers = {transient("a", 1000, 0, 1),
                                 transient("b", 1000, 2, 3)};
  MemoryPlan plan = planAndCheck(buffers);
  EXPECT_EQ(plan.offsets[0], plan.offsets[1]);
  EXPECT_EQ(1024u, plan.arenaBytes);
  EXPECT_EQ(1024u, plan.peakLiveBytes);
}

TEST(MemoryPlan, IntervalsTouchingAtOnePositionOverlap) {
  // Inclusive ends: "a" is still live at 2 when "b" starts there.
  std::vector<Buffer> buffers = {transient("a", 1000, 0, 2),
                                 transient("b", 1000, 2, 3)};
  MemoryPlan plan = planAndCheck(buffers);
  EXPECT_NE(plan.offsets[0], plan.offsets[1]);
  EXPECT_EQ(2048u, plan.arenaBytes);
  EXPECT_EQ(2048u, plan.peakLiveBytes);
}

TEST(MemoryPlan, PersistentBuffersAtTheBottomInInputOrder) {
  std::vector<Buffer> buffers = {
      transient("act", 4096, 3, 5), persistent("w0", 300),
      transient("gathered", 1024, 0, 1), persistent("w1", 256)};
  MemoryPlan plan = planAndCheck(buffers);
  EXPECT_EQ(0u, plan.offsets[1]);
  EXPECT_EQ(512u, plan.offsets[3]);
  EXPECT_EQ(768u, plan.persistentBytes);
  EXPECT_GE(plan.offsets[0], 768u);
  EXPECT_GE(plan.offsets[2], 768u);
  // The transients never overlap in time, so they share one slot.
  EXPECT_EQ(768u + 4096, plan.arenaBytes);
  EXPECT_EQ(768u + 4096, plan.peakLiveBytes);
}

TEST(MemoryPlan, PersistentBuffersAreLiveEverywhere) {
  // The interval of a persistent buffer is ignored: it never shares bytes.
  std::vector<Buffer> buffers = {persistent("w", 256),
                                 transient("t", 256, 10, 20)};
  MemoryPlan plan = planAndCheck(buffers);
  EXPECT_EQ(512u, plan.arenaBytes);
  EXPECT_EQ(512u, plan.peakLiveBytes);
}

TEST(MemoryPlan, AlignmentRoundsOffsetsAndSizes) {
  std::vector<Buffer> buffers = {transient("a", 1, 0, 0),
                                 transient("b", 65, 0, 0)};
  MemoryPlan plan = planAndCheck(buffers, {64});
  EXPECT_EQ(64u, plan.alignment);
  EXPECT_EQ(192u, plan.arenaBytes);
  EXPECT_EQ(0u, plan.offsets[0] % 64);
  EXPECT_EQ(0u, plan.offsets[1] % 64);
  EXPECT_EQ(256u * 2, planAndCheck(buffers).arenaBytes);
}

TEST(MemoryPlan, FsdpForwardReusesGatheredSlots) {
  // Forward of four units with one unit of prefetch: gathered parameters of
  // unit i live over [i, i + 1], so two slots suffice for all four.
  std::vector<Buffer> buffers;
  for (int i = 0; i < 4; ++i)
    buffers.push_back(
        transient("gathered" + std::to_string(i), 1 << 20, i, i + 1));
  MemoryPlan plan = planAndCheck(buffers);
  EXPECT_EQ(2u << 20, plan.arenaBytes);
  EXPECT_EQ(plan.offsets[0], plan.offsets[2]);
  EXPECT_EQ(plan.offsets[1], plan.offsets[3]);
}

TEST(MemoryPlan, SmallBufferFillsAHoleUnderALargeOne) {
  // "big" sits on "long"; "small" must fit the hole left by "short" below.
  std::vector<Buffer> buffers = {
      transient("long", 4096, 0, 9), transient("short", 2048, 0, 1),
      transient("big", 8192, 2, 9), transient("small", 2048, 3, 4)};
  MemoryPlan plan = planAndCheck(buffers);
  EXPECT_EQ(plan.peakLiveBytes, plan.arenaBytes);
}

TEST(MemoryPlan, BuffersLiveAtThePeakStackWithoutGaps) {
  // Live: position 0 "early"; 1 "early" + "wide" (12 KiB); 2 "wide" + "mid"
  // + "small" (14 KiB), the peak. Largest-first puts "early" at 0 and
  // "wide" on it, and "small" no longer fits under "mid": 15 KiB. Placing
  // the peak's three buffers first stacks them in 14 KiB, with "early"
  // beside "mid" and "small".
  std::vector<Buffer> buffers = {
      transient("wide", 6 << 10, 1, 2), transient("mid", 5 << 10, 2, 2),
      transient("early", 6 << 10, 0, 1), transient("small", 3 << 10, 2, 2)};
  MemoryPlan plan = planAndCheck(buffers);
  EXPECT_EQ(14u << 10, plan.peakLiveBytes);
  EXPECT_EQ(plan.peakLiveBytes, plan.arenaBytes);
}

TEST(MemoryPlan, ABufferRanksByTheBusiestPositionOfItsInterval) {
  // The peak, 11 KiB, is position 1: "before", "across" and "inside".
  // "before" starts where only 9 KiB are live; ranked by its start (or its
  // end) rather than by the peak it spans, the plan needs 12 KiB.
  std::vector<Buffer> buffers = {
      transient("first", 5 << 10, 0, 0), transient("before", 4 << 10, 0, 1),
      transient("across", 3 << 10, 1, 3), transient("last", 5 << 10, 3, 3),
      transient("inside", 4 << 10, 1, 2)};
  MemoryPlan plan = planAndCheck(buffers);
  EXPECT_EQ(11u << 10, plan.peakLiveBytes);
  EXPECT_EQ(plan.peakLiveBytes, plan.arenaBytes);
}

TEST(MemoryPlan, EmptyAndZeroSizeInputs) {
  MemoryPlan empty = planAndCheck({});
  EXPECT_EQ(0u, empty.arenaBytes);
  EXPECT_EQ(0u, empty.peakLiveBytes);
  std::vector<Buffer> zeros = {transient("z0", 0, 0, 5),
                               transient("z1", 0, 1, 2), persistent("p", 0)};
  MemoryPlan plan = planAndCheck(zeros);
  EXPECT_EQ(0u, plan.arenaBytes);
}

TEST(MemoryPlan, Deterministic) {
  std::vector<Buffer> buffers = {
      transient("a", 512, 0, 3), transient("b", 512, 1, 2),
      transient("c", 512, 3, 4), transient("d", 1024, 2, 5)};
  MemoryPlan first = planAndCheck(buffers);
  MemoryPlan second = planAndCheck(buffers);
  EXPECT_EQ(first.offsets, second.offsets);
  EXPECT_EQ(first.arenaBytes, second.arenaBytes);
}

// fsdp-schedule lists a scheduled program's buffers in another order than
// fsdp-plan-memory does; the arena must not depend on it.
TEST(MemoryPlan, ArenaDoesNotDependOnTheOrderOfTransients) {
  std::mt19937_64 rng(7);
  for (int trial = 0; trial < 200; ++trial) {
    std::vector<Buffer> buffers = {persistent("p", 300)};
    for (int i = 0, e = int(rng() % 40) + 1; i < e; ++i) {
      int64_t first = int64_t(rng() % 30) - 1;
      // Repeated sizes and intervals make ties that an index would break.
      buffers.push_back(transient("t" + std::to_string(i), 64 * (rng() % 4),
                                  first, first + int64_t(rng() % 6)));
    }
    MemoryPlan reference = planAndCheck(buffers);
    std::shuffle(buffers.begin() + 1, buffers.end(), rng);
    EXPECT_EQ(planAndCheck(buffers).arenaBytes, reference.arenaBytes);
  }
}

TEST(MemoryPlan, RejectsBadInput) {
  llvm::Expected<MemoryPlan> plan =
      planMemory({transient("x", 8, 0, 0)}, {/*alignment=*/48});
  ASSERT_FALSE(static_cast<bool>(plan));
  EXPECT_EQ("memory plan: alignment 48 is not a power of two",
            llvm::toString(plan.takeError()));

  plan = planMemory({transient("x", 8, 5, 4)});
  ASSERT_FALSE(static_cast<bool>(plan));
  EXPECT_EQ("memory plan: buffer 'x' has interval [5, 4] that ends before it "
            "starts",
            llvm::toString(plan.takeError()));

  plan = planMemory({transient("x", UINT64_MAX / 2 + 1, 0, 0),
                     transient("y", UINT64_MAX / 2 + 1, 0, 0)});
  ASSERT_FALSE(static_cast<bool>(plan));
  EXPECT_EQ("memory plan: buffer sizes overflow 64 bits at buffer 'y'",
            llvm::toString(plan.takeError()));
}

TEST(PeakLiveBytes, InclusiveSweep) {
  std::vector<Buffer> buffers = {
      transient("a", 100, 0, 2), transient("b", 100, 2, 4),
      transient("c", 100, 3, 4), transient("d", 1000, 5, 5),
      persistent("p", 10)};
  // Position 2: a + b; position 3-4: b + c; position 5: d alone, largest.
  EXPECT_EQ(256u + 1024, computePeakLiveBytes(buffers, 256));
  EXPECT_EQ(10u + 1000, computePeakLiveBytes(buffers, 1));
}

/// Random buffer sets of a given shape, from a fixed seed.
class RandomBuffers {
public:
  explicit RandomBuffers(uint64_t seed) : rng(seed) {}

  uint64_t below(uint64_t bound) { return rng() % bound; }

  /// Uniform intervals and log-uniform sizes from 1 byte to 16 MiB.
  std::vector<Buffer> uniform(unsigned count, int64_t positions) {
    std::vector<Buffer> buffers;
    for (unsigned i = 0; i < count; ++i) {
      int64_t a = below(positions), b = below(positions);
      Buffer buffer =
          transient("t" + std::to_string(i), uint64_t(1) << below(25),
                    std::min(a, b), std::max(a, b));
      buffer.sizeBytes += below(buffer.sizeBytes);
      if (below(10) == 0)
        buffer.kind = BufferKind::Persistent;
      buffers.push_back(std::move(buffer));
    }
    return buffers;
  }

  /// A training step: per layer a parameter shard, a gathered copy in
  /// forward and again in backward (sometimes kept), activations saved from
  /// forward to the mirrored backward step, a short-lived temporary, and a
  /// gradient that lives until its reduce-scatter.
  std::vector<Buffer> trainingStep(unsigned layers) {
    std::vector<Buffer> buffers;
    int64_t end = 4 * layers;
    for (unsigned l = 0; l < layers; ++l) {
      std::string id = std::to_string(l);
      uint64_t params = (1 + below(8)) << 20;
      uint64_t acts = (1 + below(16)) << 18;
      int64_t fwd = 2 * l, bwd = end - 2 * l - 2;
      buffers.push_back(persistent("shard" + id, params / 8));
      bool keep = below(4) == 0;
      if (keep) {
        buffers.push_back(transient("gathered" + id, params, fwd, bwd + 1));
      } else {
        buffers.push_back(transient("gathered.f" + id, params, fwd, fwd + 1));
        buffers.push_back(transient("gathered.b" + id, params, bwd, bwd + 1));
      }
      buffers.push_back(transient("act" + id, acts, fwd + 1, bwd + 1));
      buffers.push_back(transient("tmp" + id, acts * 2, fwd + 1, fwd + 1));
      buffers.push_back(transient("grad" + id, params, bwd + 1, bwd + 2));
    }
    return buffers;
  }

private:
  std::mt19937_64 rng;
};

/// Plans every set, checks it, and returns the worst arena/peak ratio.
double worstRatio(const std::vector<std::vector<Buffer>> &sets) {
  double worst = 1;
  for (const std::vector<Buffer> &buffers : sets) {
    MemoryPlan plan = planAndCheck(buffers);
    EXPECT_GE(plan.arenaBytes, plan.peakLiveBytes);
    if (plan.peakLiveBytes)
      worst = std::max(worst, double(plan.arenaBytes) / plan.peakLiveBytes);
  }
  return worst;
}

TEST(MemoryPlanProperty, RandomSetsPassTheChecker) {
  RandomBuffers random(/*seed=*/1);
  std::vector<std::vector<Buffer>> sets;
  for (int i = 0; i < 400; ++i)
    sets.push_back(random.uniform(1 + random.below(150),
                                  1 + random.below(i % 2 ? 20 : 200)));
  double worst = worstRatio(sets);
  std::cout << "[ ratio    ] uniform random sets: worst arena/peak = " << worst
            << "\n";
  RecordProperty("worst_arena_over_peak_uniform", std::to_string(worst));
  // Greedy placement has no constant-factor guarantee; this bound only
  // catches a regression far outside what the heuristics achieve.
  EXPECT_LT(worst, 1.5);
}

TEST(MemoryPlanProperty, TrainingStepsStayNearThePeak) {
  RandomBuffers random(/*seed=*/2);
  std::vector<std::vector<Buffer>> sets;
  for (int i = 0; i < 200; ++i)
    sets.push_back(random.trainingStep(1 + random.below(48)));
  double worst = worstRatio(sets);
  std::cout << "[ ratio    ] training-step sets: worst arena/peak = " << worst
            << "\n";
  RecordProperty("worst_arena_over_peak_training", std::to_string(worst));
  EXPECT_LT(worst, 1.2);
}

/// The first pair of transients live at a common position, if any.
std::optional<std::pair<size_t, size_t>>
findConcurrentTransients(llvm::ArrayRef<Buffer> buffers) {
  for (size_t a = 0; a < buffers.size(); ++a)
    for (size_t b = a + 1; b < buffers.size(); ++b) {
      const Buffer &x = buffers[a], &y = buffers[b];
      if (x.kind == BufferKind::Transient && y.kind == BufferKind::Transient &&
          x.first <= y.last && y.first <= x.last)
        return std::make_pair(a, b);
    }
  return std::nullopt;
}

TEST(MemoryPlanProperty, CheckerCatchesCollisionsInRandomPlans) {
  // Move one transient onto another that is live at the same time: every such
  // broken plan must be rejected, whatever the planner did around it.
  RandomBuffers random(/*seed=*/3);
  unsigned broken = 0;
  for (int i = 0; i < 200; ++i) {
    std::vector<Buffer> buffers = random.uniform(2 + random.below(60), 30);
    MemoryPlan plan = planAndCheck(buffers);
    std::optional<std::pair<size_t, size_t>> pair =
        findConcurrentTransients(buffers);
    if (!pair)
      continue;
    auto [a, b] = *pair;
    MemoryPlan bad = plan;
    bad.offsets[b] = bad.offsets[a];
    // Keep the arena large enough that only the collision is wrong.
    bad.arenaBytes += alignBytes(buffers[b].sizeBytes, plan.alignment);
    std::string message = llvm::toString(checkMemoryPlan(buffers, bad));
    EXPECT_NE(std::string::npos, message.find("overlap in bytes"))
        << buffers[a].name << "/" << buffers[b].name << ": " << message;
    ++broken;
  }
  // Most sets have a concurrent pair; guard against a generator that stops
  // producing them.
  EXPECT_GT(broken, 150u);
}

} // namespace
