//===- MemoryPlanCheckTest.cpp - the checker catches broken plans ---------===//

#include "fsdpc/Schedule/MemoryPlan.h"

#include "gtest/gtest.h"

using namespace fsdpc::schedule;

namespace {

/// Three transients and a weight: "a" and "b" overlap in time, "c" does not.
std::vector<Buffer> sample() {
  return {{"w", 256, 0, 0, BufferKind::Persistent},
          {"a", 512, 0, 2, BufferKind::Transient},
          {"b", 256, 2, 3, BufferKind::Transient},
          {"c", 512, 4, 5, BufferKind::Transient}};
}

/// A valid plan for sample(), written by hand rather than by the planner.
MemoryPlan samplePlan() {
  MemoryPlan plan;
  plan.offsets = {0, 256, 768, 256};
  plan.arenaBytes = 1024;
  plan.peakLiveBytes = 1024;
  plan.persistentBytes = 256;
  plan.alignment = 256;
  return plan;
}

std::string check(const std::vector<Buffer> &buffers, const MemoryPlan &plan) {
  return llvm::toString(checkMemoryPlan(buffers, plan));
}

TEST(MemoryPlanCheck, AcceptsAValidPlan) {
  EXPECT_EQ("", check(sample(), samplePlan()));
}

TEST(MemoryPlanCheck, Overlap) {
  MemoryPlan plan = samplePlan();
  plan.offsets[2] = 512; // "b" onto the top half of "a" at position 2.
  EXPECT_EQ("memory plan check: buffers 'a' and 'b' are both live at position "
            "2 and overlap in bytes [512, 768)",
            check(sample(), plan));
}

TEST(MemoryPlanCheck, OverlapWithTheBufferAbove) {
  // "y" starts later but sits below "x" and reaches into it.
  std::vector<Buffer> buffers = {{"x", 512, 0, 1, BufferKind::Transient},
                                 {"y", 512, 1, 1, BufferKind::Transient}};
  MemoryPlan plan;
  plan.offsets = {512, 256};
  plan.arenaBytes = 1024;
  plan.peakLiveBytes = 1024;
  plan.alignment = 256;
  EXPECT_EQ("memory plan check: buffers 'x' and 'y' are both live at position "
            "1 and overlap in bytes [512, 768)",
            check(buffers, plan));
}

TEST(MemoryPlanCheck, OverlapWithAPersistentBuffer) {
  MemoryPlan plan = samplePlan();
  plan.offsets[3] = 0; // "c" onto the weight, live over the whole step.
  EXPECT_EQ("memory plan check: buffers 'w' and 'c' are both live at position "
            "4 and overlap in bytes [0, 256)",
            check(sample(), plan));
}

TEST(MemoryPlanCheck, SameBytesDisjointIntervalsIsFine) {
  MemoryPlan plan = samplePlan();
  plan.offsets[3] = 512; // "c" over "a" and "b", both dead at 4.
  EXPECT_EQ("", check(sample(), plan));
}

TEST(MemoryPlanCheck, BeyondTheArena) {
  MemoryPlan plan = samplePlan();
  plan.offsets[3] = 1024; // Starts where the arena ends.
  EXPECT_EQ("memory plan check: buffer 'c' at [1024, 1024 + 512) reaches "
            "beyond the arena of 1024 bytes",
            check(sample(), plan));
  plan = samplePlan();
  plan.arenaBytes = 768;
  EXPECT_EQ("memory plan check: buffer 'b' at [768, 768 + 256) reaches beyond "
            "the arena of 768 bytes",
            check(sample(), plan));
}

TEST(MemoryPlanCheck, Misalignment) {
  MemoryPlan plan = samplePlan();
  plan.offsets[3] = 264;
  EXPECT_EQ("memory plan check: buffer 'c' at offset 264 is not aligned to 256",
            check(sample(), plan));
  plan = samplePlan();
  plan.arenaBytes = 1000;
  EXPECT_EQ("memory plan check: arena size 1000 is not a multiple of the "
            "alignment 256",
            check(sample(), plan));
  plan = samplePlan();
  plan.alignment = 0;
  EXPECT_EQ("memory plan check: alignment 0 is not a power of two",
            check(sample(), plan));
}

TEST(MemoryPlanCheck, AlignedSizesCount) {
  // 257 bytes occupy 512 with 256-byte alignment, so a neighbour at +256
  // overlaps although the raw sizes would not.
  std::vector<Buffer> buffers = {{"x", 257, 0, 1, BufferKind::Transient},
                                 {"y", 256, 1, 2, BufferKind::Transient}};
  MemoryPlan plan;
  plan.offsets = {0, 256};
  plan.arenaBytes = 768;
  plan.peakLiveBytes = 768;
  plan.alignment = 256;
  EXPECT_EQ("memory plan check: buffers 'x' and 'y' are both live at position "
            "1 and overlap in bytes [256, 512)",
            check(buffers, plan));
}

TEST(MemoryPlanCheck, WrongBookkeeping) {
  MemoryPlan plan = samplePlan();
  plan.offsets.pop_back();
  EXPECT_EQ("memory plan check: 3 offsets for 4 buffers",
            check(sample(), plan));
  plan = samplePlan();
  plan.peakLiveBytes = 768;
  EXPECT_EQ("memory plan check: the plan records a peak of 768 live bytes, "
            "but 1024 bytes are live at position 2",
            check(sample(), plan));
  plan = samplePlan();
  plan.persistentBytes = 0;
  EXPECT_EQ("memory plan check: persistent buffer 'w' lies outside the "
            "persistent region [0, 0)",
            check(sample(), plan));
}

TEST(MemoryPlanCheck, BadInterval) {
  std::vector<Buffer> buffers = sample();
  buffers[2].first = 4;
  EXPECT_EQ("memory plan check: buffer 'b' has interval [4, 3]",
            check(buffers, samplePlan()));
}

TEST(MemoryPlanCheck, ZeroSizeBuffersOccupyNothing) {
  std::vector<Buffer> buffers = sample();
  buffers.push_back({"z", 0, 0, 5, BufferKind::Transient});
  MemoryPlan plan = samplePlan();
  plan.offsets.push_back(256); // Inside "a" and "c": harmless.
  EXPECT_EQ("", check(buffers, plan));
  plan.offsets.back() = 1280;
  EXPECT_EQ("memory plan check: buffer 'z' at [1280, 1280 + 0) reaches beyond "
            "the arena of 1024 bytes",
            check(buffers, plan));
}

} // namespace
