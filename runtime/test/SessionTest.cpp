//===- SessionTest.cpp - running entries on the CPU device ----------------===//

#include "TestProgram.h"

#include "fsdpc/runtime/Session.h"
#include "fsdpc/runtime/ThreadPool.h"

#include <gtest/gtest.h>

#include <atomic>

using namespace fsdpc::runtime;
using namespace fsdpc::runtime::test;

namespace {

std::unique_ptr<Session> makeSession(std::vector<uint8_t> bytes,
                                     std::unique_ptr<Communicator> comm,
                                     uint64_t seed = 3) {
  auto exe = Executable::load(std::move(bytes));
  EXPECT_TRUE(exe.isOk()) << exe.status().message();
  if (!exe)
    return nullptr;
  CpuDeviceOptions options;
  options.numThreads = 3;
  auto session = Session::create(exe.take(), createCpuDevice(options),
                                 std::move(comm), seed);
  EXPECT_TRUE(session.isOk()) << session.status().message();
  return session ? session.take() : nullptr;
}

/// A communicator whose all-gathers fail, to see errors surface.
class FailingCommunicator final : public Communicator {
public:
  const char *name() const override { return "failing"; }
  int64_t rank() const override { return 0; }
  int64_t worldSize() const override { return 1; }
  Status connect(const MeshShape &, const std::vector<std::vector<uint32_t>> &,
                 uint64_t) override {
    return Status::ok();
  }
  Status allGather(unsigned, const void *, void *, uint64_t, void *) override {
    return unavailable("link down");
  }
  Status reduceScatter(unsigned, const void *, void *, uint64_t, DType,
                       Reduction, void *) override {
    return Status::ok();
  }
  Status allReduce(unsigned, const void *, void *, uint64_t, DType, Reduction,
                   void *) override {
    return Status::ok();
  }
};

} // namespace

TEST(Session, TrainStepMatchesReference) {
  auto session =
      makeSession(pack(*buildSgdProgram(1)), createLocalCommunicator());
  ASSERT_TRUE(session);
  // The initial state is normal(0.02) from the seed.
  std::vector<float> w(size_t(kRows * kCols));
  ASSERT_TRUE(session->getState(0, w.data(), w.size() * 4).isOk());
  EXPECT_EQ(w, initialW(3));
  std::vector<float> batch = sgdBatch();
  ASSERT_TRUE(session->setInput(0, 1, batch.data(), batch.size() * 4).isOk());
  Status status = session->run(0);
  ASSERT_TRUE(status.isOk()) << status.message();
  ASSERT_TRUE(session->getState(0, w.data(), w.size() * 4).isOk());
  std::vector<float> expected = sgdReference(3, 1);
  for (size_t i = 0; i < w.size(); ++i)
    EXPECT_NEAR(w[i], expected[i], 1e-6) << i;
  // eval_step shares the state: it sees the updated W.
  ASSERT_TRUE(session->setInput(1, 1, batch.data(), batch.size() * 4).isOk());
  ASSERT_TRUE(session->run(1).isOk());
  std::vector<float> y(size_t(kBatch * kCols));
  ASSERT_TRUE(session->getOutput(1, 0, y.data(), y.size() * 4).isOk());
  float y0 = 0;
  for (int64_t l = 0; l < kRows; ++l)
    y0 += batch[size_t(l)] * expected[size_t(l * kCols)];
  EXPECT_NEAR(y[0], y0, 1e-5);
  // The arena and the threads are accounted for.
  const MemoryStats &memory = session->device().memory();
  EXPECT_GE(memory.current(MemoryKind::Arena),
            session->executable().arenaBytes());
  EXPECT_GT(memory.current(MemoryKind::ThreadStacks), 0u);
  EXPECT_GT(memory.current(MemoryKind::Kernels), 0u);
}

TEST(Session, QueueErrorsSurfaceWithoutHanging) {
  auto session = makeSession(pack(*buildSgdProgram(1)),
                             std::make_unique<FailingCommunicator>());
  ASSERT_TRUE(session);
  for (int attempt = 0; attempt < 2; ++attempt) {
    Status status = session->run(0);
    EXPECT_EQ(status.code(), Code::Unavailable);
    EXPECT_NE(status.message().find("link down"), std::string::npos);
    EXPECT_NE(status.message().find("train_step"), std::string::npos);
  }
}

TEST(Session, ThreadPoolCoversTheRangeOnce) {
  for (unsigned threads : {1u, 2u, 5u}) {
    ThreadPool pool(threads);
    for (int64_t length : {0, 1, 3, 100}) {
      std::vector<std::atomic<int>> hits(size_t(length + 5));
      pool.parallelFor(5, 5 + length, [&](int64_t b, int64_t e) {
        for (int64_t i = b; i < e; ++i)
          hits[size_t(i)]++;
      });
      for (int64_t i = 0; i < 5 + length; ++i)
        EXPECT_EQ(hits[size_t(i)].load(), i >= 5 ? 1 : 0);
    }
  }
}
