//===- MpiTest.cpp - two ranks under mpirun -------------------------------===//
//
// Run as `mpirun -np 2 fsdpc-runtime-mpitests`. Every rank runs the same
// GoogleTest cases; a case fails on every rank that sees a wrong value.
//
//===----------------------------------------------------------------------===//

#include "PerMemberCases.h"
#include "TestProgram.h"

#include "fsdpc/runtime/Session.h"
#include "fsdpc/runtime/Store.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <gtest/gtest.h>
#include <mpi.h>

using namespace fsdpc::runtime;
using namespace fsdpc::runtime::test;

namespace {

std::unique_ptr<Communicator>
connectedMpi(int64_t world, std::vector<std::vector<uint32_t>> groups,
             const MpiOptions &options = {}) {
  auto comm = createMpiCommunicator(options);
  EXPECT_TRUE(comm.isOk()) << comm.status().message();
  Status status = (*comm)->connect(MeshShape({world}), groups, 42);
  EXPECT_TRUE(status.isOk()) << status.message();
  return comm.take();
}

} // namespace

TEST(Mpi, CollectivesOfEveryDtype) {
  auto comm = connectedMpi(2, {{0}});
  int64_t rank = comm->rank();
  // All-gather of bytes.
  int32_t mine[2] = {int32_t(rank * 10), int32_t(rank * 10 + 1)};
  int32_t all[4] = {};
  ASSERT_TRUE(comm->allGather(0, mine, all, 8, nullptr).isOk());
  EXPECT_EQ(all[0], 0);
  EXPECT_EQ(all[3], 11);
  // Reduce-scatter sum of f32: rank r gets chunk r of the sum.
  float send[4] = {1, 2, 3, 4}, recv[2] = {};
  for (float &v : send)
    v += float(rank);
  ASSERT_TRUE(
      comm->reduceScatter(0, send, recv, 2, DType::f32, Reduction::sum, nullptr)
          .isOk());
  EXPECT_EQ(recv[0], float(2 * (1 + 2 * rank) + 1));
  // bf16 / f16 sums through the user operations.
  uint16_t b[2] = {floatToBf16(1.5f), floatToBf16(float(rank))};
  ASSERT_TRUE(
      comm->allReduce(0, b, b, 2, DType::bf16, Reduction::sum, nullptr).isOk());
  EXPECT_EQ(bf16ToFloat(b[0]), 3.0f);
  EXPECT_EQ(bf16ToFloat(b[1]), 1.0f);
  uint16_t h[1] = {floatToF16(rank ? -2.0f : 0.5f)};
  ASSERT_TRUE(
      comm->allReduce(0, h, h, 1, DType::f16, Reduction::min, nullptr).isOk());
  EXPECT_EQ(f16ToFloat(h[0]), -2.0f);
  // f32/f64 max and min propagate a NaN from any rank (arith.maximumf), the
  // rule reduceInto applies; MPI_MAX alone may keep the other operand.
  float fx[2] = {rank ? NAN : 1.0f, rank ? 1.0f : NAN};
  ASSERT_TRUE(comm->allReduce(0, fx, fx, 2, DType::f32, Reduction::max, nullptr)
                  .isOk());
  EXPECT_TRUE(std::isnan(fx[0]) && std::isnan(fx[1]));
  double dx[2] = {rank ? NAN : 1.0, rank ? 1.0 : NAN};
  ASSERT_TRUE(comm->allReduce(0, dx, dx, 2, DType::f64, Reduction::min, nullptr)
                  .isOk());
  EXPECT_TRUE(std::isnan(dx[0]) && std::isnan(dx[1]));
  // Integers and i1.
  int64_t l[1] = {rank ? 5 : -9};
  ASSERT_TRUE(
      comm->allReduce(0, l, l, 1, DType::i64, Reduction::max, nullptr).isOk());
  EXPECT_EQ(l[0], 5);
  int8_t c[1] = {int8_t(rank + 1)};
  ASSERT_TRUE(
      comm->allReduce(0, c, c, 1, DType::i8, Reduction::sum, nullptr).isOk());
  EXPECT_EQ(c[0], 3);
  // 8- and 16-bit sums wrap, as in the kernels; OpenMPI's AVX MPI_SUM
  // saturates them (32767 + 1 = 32767) over whole vectors, so 64 elements.
  std::vector<int16_t> s(64, int16_t(rank ? 20000 : 15000));
  s[0] = int16_t(rank ? -1000 : 700);
  ASSERT_TRUE(comm->allReduce(0, s.data(), s.data(), s.size(), DType::i16,
                              Reduction::sum, nullptr)
                  .isOk());
  EXPECT_EQ(s[0], -300);
  EXPECT_EQ(s[63], int16_t(35000 - 65536));
  std::vector<int8_t> small(64, int8_t(rank ? 100 : 50));
  ASSERT_TRUE(comm->allReduce(0, small.data(), small.data(), small.size(),
                              DType::i8, Reduction::sum, nullptr)
                  .isOk());
  EXPECT_EQ(small[63], int8_t(150 - 256));
  std::vector<uint8_t> bytes(64, uint8_t(rank ? 200 : 100));
  ASSERT_TRUE(comm->allReduce(0, bytes.data(), bytes.data(), bytes.size(),
                              DType::ui8, Reduction::sum, nullptr)
                  .isOk());
  EXPECT_EQ(bytes[63], uint8_t(300 - 256));
  uint8_t bits[3] = {1, uint8_t(rank), 1}, sum[3], mx[3], mn[3];
  ASSERT_TRUE(
      comm->allReduce(0, bits, sum, 3, DType::i1, Reduction::sum, nullptr)
          .isOk());
  ASSERT_TRUE(
      comm->allReduce(0, bits, mx, 3, DType::i1, Reduction::max, nullptr)
          .isOk());
  ASSERT_TRUE(
      comm->allReduce(0, bits, mn, 3, DType::i1, Reduction::min, nullptr)
          .isOk());
  EXPECT_EQ(sum[0], 0); // 1 xor 1
  EXPECT_EQ(sum[1], 1); // 0 xor 1
  EXPECT_EQ(mx[1], 1);
  EXPECT_EQ(mn[1], 0);
}

// Collectives larger than one MPI call's int count go in pieces: here
// pieces of 3 elements (bytes, for the all-gather), in place and not, with
// blocks that 3 does not divide.
TEST(Mpi, CollectivesPastOneCallsCountGoInPieces) {
  int world = 0;
  MPI_Comm_size(MPI_COMM_WORLD, &world);
  auto comm = connectedMpi(world, {{0}}, MpiOptions{3});
  int64_t rank = comm->rank();
  const uint64_t count = 10;
  std::vector<float> send(count), sum(count);
  for (uint64_t i = 0; i < count; ++i)
    send[i] = float(i + 100 * uint64_t(rank));
  ASSERT_TRUE(comm->allReduce(0, send.data(), sum.data(), count, DType::f32,
                              Reduction::sum, nullptr)
                  .isOk());
  for (uint64_t i = 0; i < count; ++i)
    EXPECT_EQ(sum[i], float(i * world + 100 * world * (world - 1) / 2)) << i;
  ASSERT_TRUE(comm->allReduce(0, send.data(), send.data(), count, DType::f32,
                              Reduction::max, nullptr)
                  .isOk());
  for (uint64_t i = 0; i < count; ++i)
    EXPECT_EQ(send[i], float(i + 100 * uint64_t(world - 1))) << i;
  // Blocks of 7 bytes: pieces 3, 3, 1 of every rank's block.
  const uint64_t bytes = 7;
  std::vector<uint8_t> mine(bytes), all(bytes * uint64_t(world));
  for (uint64_t i = 0; i < bytes; ++i)
    mine[i] = uint8_t(10 * rank + int64_t(i));
  ASSERT_TRUE(
      comm->allGather(0, mine.data(), all.data(), bytes, nullptr).isOk());
  for (int64_t r = 0; r < world; ++r)
    for (uint64_t i = 0; i < bytes; ++i)
      ASSERT_EQ(all[uint64_t(r) * bytes + i], uint8_t(10 * r + int64_t(i)));
  std::vector<uint8_t> inPlace(bytes * uint64_t(world), 0xee);
  std::copy(mine.begin(), mine.end(), inPlace.begin() + rank * int64_t(bytes));
  ASSERT_TRUE(comm->allGather(0, inPlace.data() + rank * int64_t(bytes),
                              inPlace.data(), bytes, nullptr)
                  .isOk());
  EXPECT_EQ(inPlace, all);
}

// The ring reduce-scatter on every rank mpirun started (2 and 3 in ctest):
// three segments, the last a partial one, in place and not, for a
// native, a half and an integer dtype. Small integers add exactly in any
// order, so the expected values are exact.
TEST(Mpi, RingReduceScatterOverSegments) {
  int world = 0;
  MPI_Comm_size(MPI_COMM_WORLD, &world);
  auto comm = connectedMpi(world, {{0}});
  int64_t rank = comm->rank();
  const uint64_t count = 2 * (uint64_t(1) << 18) + 1001; // f32: 2.004 MiB
  auto value = [](int64_t r, uint64_t i) { return int((i * 7 + r * 3) % 11); };
  auto expectedSum = [&](uint64_t j) {
    int sum = 0;
    for (int64_t r = 0; r < world; ++r)
      sum += value(r, uint64_t(rank) * count + j);
    return sum;
  };
  std::vector<float> in(count * uint64_t(world)), out(count);
  for (uint64_t i = 0; i < in.size(); ++i)
    in[i] = float(value(rank, i));
  ASSERT_TRUE(comm->reduceScatter(0, in.data(), out.data(), count, DType::f32,
                                  Reduction::sum, nullptr)
                  .isOk());
  for (uint64_t j = 0; j < count; ++j)
    ASSERT_EQ(out[j], float(expectedSum(j))) << "element " << j;

  std::vector<uint16_t> half(count * uint64_t(world));
  for (uint64_t i = 0; i < half.size(); ++i)
    half[i] = floatToBf16(float(value(rank, i)));
  ASSERT_TRUE(comm->reduceScatter(0, half.data(), half.data(), count,
                                  DType::bf16, Reduction::sum, nullptr)
                  .isOk());
  for (uint64_t j = 0; j < count; ++j)
    ASSERT_EQ(bf16ToFloat(half[j]), float(expectedSum(j))) << "element " << j;

  std::vector<int32_t> ints(count * uint64_t(world));
  for (uint64_t i = 0; i < ints.size(); ++i)
    ints[i] = value(rank, i) - 5;
  ASSERT_TRUE(comm->reduceScatter(0, ints.data(), ints.data(), count,
                                  DType::i32, Reduction::max, nullptr)
                  .isOk());
  for (uint64_t j = 0; j < count; ++j) {
    int best = INT32_MIN;
    for (int64_t r = 0; r < world; ++r)
      best = std::max(best, value(r, uint64_t(rank) * count + j) - 5);
    ASSERT_EQ(ints[j], best) << "element " << j;
  }
}

// Runs one step of `program` (the SGD step) on two ranks and checks this
// rank's half of W against the single-process reference (both ranks feed
// the same batch, so the summed gradient is twice one rank's).
static void expectSgdStepOnTwoRanks(const fsdpc::fsdpx::ExecutableT &program) {
  auto exe = Executable::load(pack(program));
  ASSERT_TRUE(exe.isOk()) << exe.status().message();
  auto comm = createMpiCommunicator();
  ASSERT_TRUE(comm.isOk());
  auto session =
      Session::create(exe.take(), createCpuDevice({2}), comm.take(), 11);
  ASSERT_TRUE(session.isOk()) << session.status().message();
  Session &s = **session;
  std::vector<float> batch = sgdBatch();
  ASSERT_TRUE(s.setInput(0, 1, batch.data(), batch.size() * 4).isOk());
  Status status = s.run(0);
  ASSERT_TRUE(status.isOk()) << status.message();
  int64_t shardRows = (kRows + 1) / 2;
  std::vector<float> shard(size_t(shardRows * kCols));
  ASSERT_TRUE(s.getState(0, shard.data(), shard.size() * 4).isOk());
  std::vector<float> expected = sgdReference(11, 2);
  for (int64_t j = 0; j < shardRows; ++j)
    for (int64_t i = 0; i < kCols; ++i)
      EXPECT_NEAR(shard[size_t(j * kCols + i)],
                  expected[size_t((s.rank() * shardRows + j) * kCols + i)],
                  1e-6);
}

// The SGD step on two ranks, each holding half of W.
TEST(Mpi, TrainStepOnTwoRanks) { expectSgdStepOnTwoRanks(*buildSgdProgram(2)); }

// The per-member form against the packed one on two ranks: a padded
// all-gather (5 rows, 3 per rank: 6 received, the first 5 the tensor) with
// a second member of another element size, and a reduce-scatter sum of two
// unpadded members (PerMemberCases.h).
TEST(Mpi, PerMemberCollectivesMatchThePackedForm) {
  auto comm = connectedMpi(2, {{0}});
  checkPerMemberAllGather(*comm, 0, 2, comm->rank());
  checkPerMemberReduceScatter(*comm, 0, 2, comm->rank());
}

// The SGD step with per-member collectives (no staging; send and recv name
// no buffer): the state after one step equals the reference.
TEST(Mpi, PerMemberTrainStepOnTwoRanks) {
  auto program = buildSgdProgram(2);
  makePerMember(*program);
  expectSgdStepOnTwoRanks(*program);
}

TEST(Mpi, DifferentExecutablesAreNamed) {
  auto program = buildSgdProgram(2);
  int rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 1)
    program->producer = "something else";
  auto exe = Executable::load(pack(*program));
  ASSERT_TRUE(exe.isOk());
  auto comm = createMpiCommunicator();
  ASSERT_TRUE(comm.isOk());
  auto session =
      Session::create(exe.take(), createCpuDevice({1}), comm.take(), 0);
  ASSERT_FALSE(session.isOk());
  EXPECT_EQ(session.status().code(), Code::FailedPrecondition);
  EXPECT_NE(session.status().message().find("rank(s) 1 differ from rank 0"),
            std::string::npos)
      << session.status().message();
}

// The NCCL bootstrap's store under mpirun: rank 0's bytes (an
// ncclUniqueId's 128, zeros included) reach every rank.
TEST(Mpi, StoreBroadcastsRankZerosValue) {
  auto store = createMpiStore();
  ASSERT_TRUE(store.isOk()) << store.status().message();
  EXPECT_EQ((*store)->describe(), "mpi");
  EXPECT_EQ((*store)->worldSize(), 2);
  std::string expected(128, '\0');
  for (size_t i = 0; i < expected.size(); ++i)
    expected[i] = char((i * 37) & 0xff);
  std::string value = (*store)->rank() == 0 ? expected : "other";
  ASSERT_TRUE((*store)->broadcast("nccl-world-id", value).isOk());
  EXPECT_EQ(value, expected);
}

int main(int argc, char **argv) {
  int provided = 0;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  testing::InitGoogleTest(&argc, argv);
  int rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  // Only rank 0 prints the per-test lines; every rank's failures print.
  if (rank != 0)
    delete testing::UnitTest::GetInstance()->listeners().Release(
        testing::UnitTest::GetInstance()->listeners().default_result_printer());
  int failed = RUN_ALL_TESTS();
  int anyFailed = 0;
  MPI_Allreduce(&failed, &anyFailed, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
  MPI_Finalize();
  return anyFailed;
}
