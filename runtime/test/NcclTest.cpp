//===- NcclTest.cpp - the NCCL communicator -------------------------------===//
//
// Built with CUDA and NCCL; every test that needs a GPU skips without one
// (GTEST_SKIP), so the binary runs on a build machine with the toolkit and
// no driver. One GPU: a world of one, every collective on a stream against
// expected values. Two GPUs: two ranks as two threads of this process (NCCL
// allows a rank per thread), bootstrapped through a file store, and the
// timeout of a collective a peer never joins.
//
//===----------------------------------------------------------------------===//

#include "fsdpc/runtime/Nccl.h"

#include "NcclTypes.h" // runtime/lib/cuda: the dtype table needs no GPU

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime_api.h>
#include <functional>
#include <mutex>
#include <thread>
#include <unistd.h>
#include <vector>

using namespace fsdpc::runtime;

namespace {

int gpuCount() {
  int count = 0;
  if (cudaGetDeviceCount(&count) != cudaSuccess)
    return 0;
  return count;
}

#define REQUIRE_GPUS(n)                                                        \
  do {                                                                         \
    int found_ = gpuCount();                                                   \
    if (found_ < (n))                                                          \
      GTEST_SKIP() << "needs " << (n) << " GPU(s), found " << found_;          \
  } while (0)

#define CUDA_OK(call) ASSERT_EQ((call), cudaSuccess) << #call

template <typename T> std::vector<T> download(const void *device, size_t n) {
  std::vector<T> host(n);
  EXPECT_EQ(
      cudaMemcpy(host.data(), device, n * sizeof(T), cudaMemcpyDeviceToHost),
      cudaSuccess);
  return host;
}

template <typename T> void upload(void *device, const std::vector<T> &host) {
  EXPECT_EQ(cudaMemcpy(device, host.data(), host.size() * sizeof(T),
                       cudaMemcpyHostToDevice),
            cudaSuccess);
}

uint16_t bf16(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, 4);
  return uint16_t(bits >> 16); // exact for the small integers used here
}

std::string makeTempDir() {
  char name[] = "/tmp/fsdpc-nccl-XXXXXX";
  EXPECT_NE(::mkdtemp(name), nullptr);
  return name;
}

} // namespace

// No GPU needed: what NCCL can reduce.
TEST(NcclTypes, DtypesAndReductions) {
  ncclDataType_t type;
  ncclRedOp_t op;
  ASSERT_TRUE(
      cuda::ncclReduction(DType::bf16, Reduction::sum, "x", type, op).isOk());
  EXPECT_EQ(type, ncclBfloat16);
  EXPECT_EQ(op, ncclSum);
  ASSERT_TRUE(
      cuda::ncclReduction(DType::ui8, Reduction::min, "x", type, op).isOk());
  EXPECT_EQ(type, ncclUint8);
  EXPECT_EQ(op, ncclMin);
  // i1: max is or, min is and on 0/1 bytes; sum (xor) is refused.
  ASSERT_TRUE(
      cuda::ncclReduction(DType::i1, Reduction::max, "x", type, op).isOk());
  EXPECT_EQ(type, ncclUint8);
  Status sum = cuda::ncclReduction(DType::i1, Reduction::sum, "reduce-scatter",
                                   type, op);
  ASSERT_FALSE(sum.isOk());
  EXPECT_EQ(sum.code(), Code::InvalidArgument);
  EXPECT_NE(sum.message().find("reduce-scatter: a sum of i1"),
            std::string::npos)
      << sum.message();
  // NCCL has no 16-bit integers: refused, with the way out.
  Status i16 =
      cuda::ncclReduction(DType::i16, Reduction::max, "all-reduce", type, op);
  ASSERT_FALSE(i16.isOk());
  EXPECT_NE(i16.message().find("all-reduce: NCCL has no 16-bit integer"),
            std::string::npos)
      << i16.message();
  EXPECT_FALSE(
      cuda::ncclReduction(DType(42), Reduction::sum, "x", type, op).isOk());
}

TEST(Nccl, Available) { EXPECT_TRUE(ncclAvailable()); }

TEST(Nccl, WorldOfOneCollectivesOnAStream) {
  REQUIRE_GPUS(1);
  NcclOptions options;
  options.cudaDevice = 0;
  options.timeoutSeconds = 60;
  auto created = createNcclCommunicator(std::move(options));
  ASSERT_TRUE(created) << created.status().message();
  Communicator &comm = **created;
  EXPECT_EQ(comm.worldSize(), 1);
  EXPECT_TRUE(comm.acceptsDeviceMemory());
  ASSERT_TRUE(comm.connect(MeshShape({1}), {{0}, {0}}, 42).isOk());
  EXPECT_FALSE(comm.connect(MeshShape({1}), {{0}}, 42).isOk());

  // The arena from ncclMemAlloc, registered with every group.
  auto arena = comm.allocateDeviceMemory(1 << 20);
  ASSERT_TRUE(arena) << arena.status().message();
  uint8_t *base = static_cast<uint8_t *>((*arena)->data());
  cudaStream_t stream;
  CUDA_OK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));

  // all-gather (bytes), in place and not.
  std::vector<float> x = {1, 2, 3, 4};
  upload(base, x);
  ASSERT_TRUE(comm.allGather(0, base, base + 4096, 16, stream).isOk());
  ASSERT_TRUE(comm.allGather(1, base, base, 16, stream).isOk());
  // reduce-scatter f32 sum; in place (send == recv).
  ASSERT_TRUE(comm.reduceScatter(0, base, base + 8192, 4, DType::f32,
                                 Reduction::sum, stream)
                  .isOk());
  ASSERT_TRUE(
      comm.reduceScatter(0, base, base, 4, DType::f32, Reduction::max, stream)
          .isOk());
  // all-reduce i32 max and bf16 sum.
  std::vector<int32_t> ints = {-5, 7};
  upload(base + 12288, ints);
  ASSERT_TRUE(comm.allReduce(1, base + 12288, base + 12288, 2, DType::i32,
                             Reduction::max, stream)
                  .isOk());
  std::vector<uint16_t> halves = {bf16(1), bf16(-2), bf16(3)};
  upload(base + 16384, halves);
  ASSERT_TRUE(comm.allReduce(0, base + 16384, base + 20480, 3, DType::bf16,
                             Reduction::sum, stream)
                  .isOk());
  // i1 sum is refused before anything is enqueued.
  Status xorSum =
      comm.allReduce(0, base, base, 1, DType::i1, Reduction::sum, stream);
  EXPECT_EQ(xorSum.code(), Code::InvalidArgument) << xorSum.message();
  EXPECT_EQ(comm.allGather(7, base, base, 1, stream).code(),
            Code::InvalidArgument);

  CUDA_OK(cudaStreamSynchronize(stream));
  EXPECT_TRUE(comm.asyncError().isOk());
  EXPECT_EQ(comm.describePending(), "");
  EXPECT_EQ(download<float>(base + 4096, 4), x);
  EXPECT_EQ(download<float>(base + 8192, 4), x);
  EXPECT_EQ(download<float>(base, 4), x);
  EXPECT_EQ(download<int32_t>(base + 12288, 2), ints);
  EXPECT_EQ(download<uint16_t>(base + 20480, 3), halves);

  // World agreements on the private stream.
  EXPECT_TRUE(comm.barrier().isOk());
  int64_t values[3] = {3, -1, 9};
  ASSERT_TRUE(comm.allReduceWorld(values, 3, Reduction::min).isOk());
  EXPECT_EQ(values[0], 3);
  EXPECT_EQ(values[2], 9);

  CUDA_OK(cudaStreamDestroy(stream));
  arena->reset(); // before the communicator, as the device does
}

// Per-member parts: one NCCL group of one call per part, never in place.
TEST(Nccl, WorldOfOnePerMemberParts) {
  REQUIRE_GPUS(1);
  NcclOptions options;
  options.cudaDevice = 0;
  options.timeoutSeconds = 60;
  auto created = createNcclCommunicator(std::move(options));
  ASSERT_TRUE(created) << created.status().message();
  Communicator &comm = **created;
  ASSERT_TRUE(comm.connect(MeshShape({1}), {{0}}, 42).isOk());
  auto arena = comm.allocateDeviceMemory(1 << 20);
  ASSERT_TRUE(arena) << arena.status().message();
  uint8_t *base = static_cast<uint8_t *>((*arena)->data());
  cudaStream_t stream;
  CUDA_OK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));

  std::vector<float> a = {1, 2, 3, 4, 5}, b = {6, 7};
  upload(base, a);
  upload(base + 256, b);
  ASSERT_TRUE(comm.allGatherParts(0,
                                  {{base, base + 4096, 20},
                                   {base + 256, base + 8192, 8},
                                   {base + 512, base + 512, 0}},
                                  stream)
                  .isOk());
  ASSERT_TRUE(comm.reduceScatterParts(
                      0,
                      {{base, base + 12288, 5}, {base + 256, base + 16384, 2}},
                      DType::f32, Reduction::sum, stream)
                  .isOk());
  Status inPlace = comm.reduceScatterParts(0, {{base, base, 5}}, DType::f32,
                                           Reduction::sum, stream);
  EXPECT_EQ(inPlace.code(), Code::InvalidArgument) << inPlace.message();
  EXPECT_EQ(comm.allGatherParts(3, {{base, base + 4096, 20}}, stream).code(),
            Code::InvalidArgument);

  CUDA_OK(cudaStreamSynchronize(stream));
  EXPECT_TRUE(comm.asyncError().isOk());
  EXPECT_EQ(comm.describePending(), "");
  EXPECT_EQ(download<float>(base + 4096, 5), a);
  EXPECT_EQ(download<float>(base + 8192, 2), b);
  EXPECT_EQ(download<float>(base + 12288, 5), a);
  EXPECT_EQ(download<float>(base + 16384, 2), b);
  CUDA_OK(cudaStreamDestroy(stream));
  arena->reset();
}

TEST(Nccl, WorldOfOneRefusesAnotherMesh) {
  REQUIRE_GPUS(1);
  NcclOptions options;
  options.cudaDevice = 0;
  auto comm = createNcclCommunicator(std::move(options));
  ASSERT_TRUE(comm) << comm.status().message();
  Status s = (*comm)->connect(MeshShape({2}), {{0}}, 1);
  EXPECT_EQ(s.code(), Code::FailedPrecondition);
  EXPECT_NE(s.message().find("compiled for 2 ranks but the NCCL world has 1"),
            std::string::npos)
      << s.message();
}

namespace {

/// Runs `body(rank, comm)` on two threads, each a rank on its own GPU,
/// bootstrapped through a fresh file store.
template <typename F>
void twoRanks(double timeoutSeconds, F body,
              std::function<void(const Status &)> onFailure = nullptr) {
  std::string dir = makeTempDir();
  std::vector<std::thread> threads;
  for (int r = 0; r < 2; ++r)
    threads.emplace_back([&, r] {
      StoreOptions storeOptions;
      storeOptions.timeoutSeconds = 60;
      auto store = createStore("file://" + dir, r, 2, storeOptions);
      ASSERT_TRUE(store) << store.status().message();
      NcclOptions options;
      options.store = store.take();
      options.cudaDevice = r;
      options.timeoutSeconds = timeoutSeconds;
      options.onFailure = onFailure;
      auto comm = createNcclCommunicator(std::move(options));
      ASSERT_TRUE(comm) << comm.status().message();
      body(r, **comm);
    });
  for (std::thread &t : threads)
    t.join();
}

/// On rank `r`'s GPU: connects `comm` as one group of both ranks, then runs
/// `body(base, stream)` on a 64 KiB arena the communicator allocated
/// (registered) and a fresh stream, both released after.
template <typename F> void onConnectedArena(int r, Communicator &comm, F body) {
  ASSERT_TRUE(cudaSetDevice(r) == cudaSuccess);
  ASSERT_TRUE(comm.connect(MeshShape({2}), {{0}}, 7).isOk());
  auto arena = comm.allocateDeviceMemory(1 << 16);
  ASSERT_TRUE(arena) << arena.status().message();
  cudaStream_t stream;
  ASSERT_EQ(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking),
            cudaSuccess);
  body(static_cast<uint8_t *>((*arena)->data()), stream);
  ASSERT_EQ(cudaStreamDestroy(stream), cudaSuccess);
  arena->reset();
}

} // namespace

TEST(NcclTwoRanks, GatherAndReduce) {
  REQUIRE_GPUS(2);
  twoRanks(60, [](int r, Communicator &comm) {
    onConnectedArena(r, comm, [&](uint8_t *base, cudaStream_t stream) {
      // Rank r's shard {10r, 10r+1} gathered in place.
      upload(base + 8 * r, std::vector<float>{10.f * r, 10.f * r + 1});
      ASSERT_TRUE(comm.allGather(0, base + 8 * r, base, 8, stream).isOk());
      // Reduce-scatter of {r+1, r+1, 2(r+1), 2(r+1)}: rank 0 gets {3, 3},
      // rank 1 {6, 6}; in place, so rank 1's result moves to the front.
      std::vector<float> g = {float(r + 1), float(r + 1), 2.f * (r + 1),
                              2.f * (r + 1)};
      upload(base + 1024, g);
      ASSERT_TRUE(comm.reduceScatter(0, base + 1024, base + 1024, 2, DType::f32,
                                     Reduction::sum, stream)
                      .isOk());
      ASSERT_EQ(cudaStreamSynchronize(stream), cudaSuccess);
      EXPECT_TRUE(comm.asyncError().isOk());
      EXPECT_EQ(download<float>(base, 4), (std::vector<float>{0, 1, 10, 11}));
      std::vector<float> expected =
          r == 0 ? std::vector<float>{3, 3} : std::vector<float>{6, 6};
      EXPECT_EQ(download<float>(base + 1024, 2), expected);
      int64_t flags[2] = {r, 5 * r};
      ASSERT_TRUE(comm.allReduceWorld(flags, 2, Reduction::sum).isOk());
      EXPECT_EQ(flags[0], 1);
      EXPECT_EQ(flags[1], 5);
      EXPECT_TRUE(comm.barrier().isOk());
    });
  });
}

// Per-member parts on two ranks: a padded all-gather (5 rows, 3 per rank:
// 6 received, the first 5 the tensor) beside one of 2-byte elements, and a
// reduce-scatter sum of two members, in one group call each.
TEST(NcclTwoRanks, PerMemberParts) {
  REQUIRE_GPUS(2);
  twoRanks(60, [](int r, Communicator &comm) {
    onConnectedArena(r, comm, [&](uint8_t *base, cudaStream_t stream) {
      upload(base, r == 0 ? std::vector<float>{0, 1, 2}
                          : std::vector<float>{3, 4, 0});
      upload(base + 256,
             std::vector<uint16_t>{uint16_t(10 * r), uint16_t(10 * r + 1)});
      ASSERT_TRUE(comm.allGatherParts(0,
                                      {{base, base + 1024, 12},
                                       {base + 256, base + 2048, 4}},
                                      stream)
                      .isOk());
      float k = float(r + 1);
      upload(base + 3072, std::vector<float>{k, k, 2 * k, 2 * k});
      upload(base + 4096, std::vector<float>{10 * k, 20 * k});
      ASSERT_TRUE(comm.reduceScatterParts(0,
                                          {{base + 3072, base + 5120, 2},
                                           {base + 4096, base + 6144, 1}},
                                          DType::f32, Reduction::sum, stream)
                      .isOk());
      ASSERT_EQ(cudaStreamSynchronize(stream), cudaSuccess);
      EXPECT_TRUE(comm.asyncError().isOk());
      EXPECT_EQ(download<float>(base + 1024, 6),
                (std::vector<float>{0, 1, 2, 3, 4, 0}));
      EXPECT_EQ(download<uint16_t>(base + 2048, 4),
                (std::vector<uint16_t>{0, 1, 10, 11}));
      EXPECT_EQ(download<float>(base + 5120, 2),
                (r == 0 ? std::vector<float>{3, 3} : std::vector<float>{6, 6}));
      EXPECT_EQ(download<float>(base + 6144, 1),
                std::vector<float>{r == 0 ? 30.f : 60.f});
    });
  });
}

TEST(NcclTwoRanks, DifferentExecutables) {
  REQUIRE_GPUS(2);
  twoRanks(60, [](int r, Communicator &comm) {
    Status s = comm.connect(MeshShape({2}), {{0}}, 100 + uint64_t(r));
    EXPECT_EQ(s.code(), Code::FailedPrecondition);
    EXPECT_NE(s.message().find("the ranks run different executables: rank(s) "
                               "1 differ from rank 0"),
              std::string::npos)
        << s.message();
  });
}

TEST(NcclTwoRanks, ACollectiveAPeerNeverJoinsTimesOut) {
  REQUIRE_GPUS(2);
  std::atomic<int> failures{0};
  std::string reported;
  std::mutex mutex;
  twoRanks(
      1.0,
      [&](int r, Communicator &comm) {
        ASSERT_TRUE(comm.connect(MeshShape({2}), {{0}}, 7).isOk());
        if (r == 1) {
          // Stays until rank 0 gave up, then leaves without the collective.
          for (int i = 0; i < 100 && failures.load() == 0; ++i)
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
          return;
        }
        auto arena = comm.allocateDeviceMemory(4096);
        ASSERT_TRUE(arena);
        cudaStream_t stream;
        ASSERT_EQ(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking),
                  cudaSuccess);
        uint8_t *base = static_cast<uint8_t *>((*arena)->data());
        ASSERT_TRUE(comm.allGather(0, base, base, 8, stream).isOk());
        // The monitor aborts within the timeout plus a scan; the aborted
        // kernel ends, so the stream drains.
        EXPECT_EQ(cudaStreamSynchronize(stream), cudaSuccess);
        Status s = comm.asyncError();
        EXPECT_FALSE(s.isOk());
        EXPECT_NE(s.message().find("group 0 (mesh axes 0): all-gather of 8 "
                                   "bytes per rank (collective #1 of the "
                                   "group) did not complete within 1 s"),
                  std::string::npos)
            << s.message();
        EXPECT_FALSE(comm.allGather(0, base, base, 8, stream).isOk());
        (void)cudaStreamDestroy(stream);
        arena->reset();
      },
      [&](const Status &s) {
        std::lock_guard<std::mutex> lock(mutex);
        reported = s.message();
        failures.fetch_add(1);
      });
  // Rank 0's monitor, and perhaps rank 1's on seeing rank 0 abort.
  EXPECT_GE(failures.load(), 1);
  EXPECT_FALSE(reported.empty());
}
