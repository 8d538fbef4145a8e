//===- CudaDeviceTest.cpp - the CUDA device against the host --------------===//
//
// Every operation of the CUDA device against its host counterpart: fills of
// each element size, copies (overlapping ones too), GEMMs against the
// reference loop, the bucket copy-in/out against Bucket.h, kernels from a
// hand-written PTX module under both GPU mappings, events ordering two
// streams, and a CUDA graph's replay computing on new inputs. Without a
// driver or a GPU every test skips (built and skipped on CPU-only hosts).
//
//===----------------------------------------------------------------------===//

#include "cuda/CudaCollective.h"

#include "FillCases.h"
#include "GemmTestUtil.h"
#include "fsdpc/runtime/CudaDevice.h"

#include <cuda_runtime_api.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <numeric>
#include <random>

using namespace fsdpc::runtime;
using namespace fsdpc::runtime::test;
namespace fsdpx = fsdpc::fsdpx;

namespace {

constexpr uint64_t kArenaBytes = uint64_t(96) << 20;

bool haveGpu() {
  int count = 0;
  return cudaGetDeviceCount(&count) == cudaSuccess && count > 0;
}

#define SKIP_WITHOUT_GPU()                                                     \
  do {                                                                         \
    if (!haveGpu())                                                            \
      GTEST_SKIP() << "no CUDA driver or device";                              \
  } while (0)

#define ASSERT_OK(expr)                                                        \
  do {                                                                         \
    Status status_ = (expr);                                                   \
    ASSERT_TRUE(status_.isOk()) << status_.message();                          \
  } while (0)

class CudaDeviceTest : public testing::Test {
protected:
  void SetUp() override {
    SKIP_WITHOUT_GPU();
    CudaDeviceOptions options;
    options.useGraphs = useGraphs_;
    options.gemmPointerArrays = pointerArrays_;
    auto device = createCudaDevice(options);
    ASSERT_TRUE(device.isOk()) << device.status().message();
    device_ = device.take();
    comm_ = createLocalCommunicator();
    ASSERT_OK(device_->attachCommunicator(*comm_));
    ASSERT_OK(device_->allocateArena(kArenaBytes));
    ASSERT_OK(device_->createQueues(2));
  }

  uint8_t *at(uint64_t offset) { return device_->arena() + offset; }

  std::vector<uint8_t> download(uint64_t offset, uint64_t bytes) {
    std::vector<uint8_t> out(bytes);
    Status status = device_->download(offset, out.data(), bytes);
    EXPECT_TRUE(status.isOk()) << status.message();
    return out;
  }

  bool useGraphs_ = false;
  bool pointerArrays_ = true;
  std::unique_ptr<Communicator> comm_;
  std::unique_ptr<Device> device_;
};

TEST_F(CudaDeviceTest, FillsEveryElementSize) {
  const uint64_t bytes = 4096 + 24;
  ASSERT_OK(device_->beginRun(0, 0));
  uint64_t offset = 0;
  for (const FillCase &c : kFillCases) {
    ASSERT_OK(device_->fill(0, at(offset), bytes, c.size, c.value));
    offset += 8192;
  }
  ASSERT_OK(device_->endRun());
  offset = 0;
  for (const FillCase &c : kFillCases) {
    std::vector<uint8_t> got = download(offset, bytes);
    for (uint64_t i = 0; i < bytes; i += c.size)
      ASSERT_EQ(std::memcmp(got.data() + i, &c.value, c.size), 0)
          << "element size " << c.size << ", byte " << i;
    offset += 8192;
  }
}

TEST_F(CudaDeviceTest, CopiesLikeMemmove) {
  const uint64_t bytes = 1 << 16;
  std::vector<uint8_t> host(2 * bytes);
  for (size_t i = 0; i < host.size(); ++i)
    host[i] = uint8_t(i * 7 + 3);
  ASSERT_OK(device_->upload(0, host.data(), host.size()));
  ASSERT_OK(device_->beginRun(0, 0));
  // Disjoint, then overlapping forwards and backwards.
  ASSERT_OK(device_->copy(0, at(4 * bytes), at(0), bytes));
  ASSERT_OK(device_->copy(0, at(100), at(0), bytes));
  ASSERT_OK(device_->copy(1, at(6 * bytes), at(6 * bytes), 0));
  ASSERT_OK(device_->endRun());
  std::vector<uint8_t> expected = host;
  std::memmove(expected.data() + 100, expected.data(), bytes);
  EXPECT_EQ(download(4 * bytes, bytes),
            std::vector<uint8_t>(host.begin(), host.begin() + bytes));
  EXPECT_EQ(download(0, 2 * bytes), expected);

  ASSERT_OK(device_->upload(0, host.data(), host.size()));
  ASSERT_OK(device_->beginRun(0, 0));
  ASSERT_OK(device_->copy(0, at(0), at(100), bytes));
  ASSERT_OK(device_->endRun());
  expected = host;
  std::memmove(expected.data(), expected.data() + 100, bytes);
  EXPECT_EQ(download(0, 2 * bytes), expected);
}

// --- GEMM -----------------------------------------------------------------

struct GemmCase {
  bool ta, tb;
  int64_t batch;
  DType ab, c;
  float beta;
  /// Byte offset of every operand (a view): a multiple of the element
  /// sizes, below cuBLASLt's 16 bytes in some cases.
  uint64_t offset;
};

class CudaGemmTest : public CudaDeviceTest,
                     public testing::WithParamInterface<GemmCase> {};

/// The largest power of two up to 16 that every row of every matrix of `g`
/// starts at a multiple of, when A, B and C start `offset` bytes past such
/// a multiple.
static uint64_t matrixAlignment(const GemmArgs &g, uint64_t offset) {
  uint64_t ab = dtypeSize(g.aType), cb = dtypeSize(g.cType);
  uint64_t common =
      std::gcd(std::gcd(std::gcd(uint64_t(16), offset), uint64_t(g.lda) * ab),
               std::gcd(uint64_t(g.ldb) * ab, uint64_t(g.ldc) * cb));
  if (g.batch > 1)
    for (uint64_t bytes : {uint64_t(g.strideA) * ab, uint64_t(g.strideB) * ab,
                           uint64_t(g.strideC) * cb})
      common = std::gcd(common, bytes);
  return common;
}

TEST_P(CudaGemmTest, MatchesTheReference) {
  const GemmCase &c = GetParam();
  std::mt19937 rng(7);
  const int64_t m = 37, n = 29, k = 45, pad = 3;
  // Batches 5 elements apart in f32 (4-byte aligned, as f32 needs), 8 in
  // 16 bits (16 bytes, as the compiler pads them): only the cases' offsets
  // leave 16-bit operands below cuBLASLt's 16 bytes.
  const int64_t gap = dtypeSize(c.ab) == 4 ? 5 : 8;
  GemmArgs g = paddedGemm(c.batch, m, n, k, c.ta, c.tb, pad, gap, gap, gap);
  g.aType = g.bType = c.ab;
  g.cType = c.c;
  g.alpha = 0.75f;
  g.beta = c.beta;
  auto a = randomBuffer(c.ab, size_t(g.strideA * c.batch), rng);
  auto b = randomBuffer(c.ab, size_t(g.strideB * c.batch), rng);
  auto cIn = randomBuffer(c.c, size_t(g.strideC * c.batch), rng);
  const uint64_t aAt = (1 << 20) + c.offset, bAt = (8 << 20) + c.offset,
                 cAt = (16 << 20) + c.offset;
  ASSERT_OK(device_->upload(aAt, a.data(), a.size()));
  ASSERT_OK(device_->upload(bAt, b.data(), b.size()));
  ASSERT_OK(device_->upload(cAt, cIn.data(), cIn.size()));
  GemmArgs onDevice = g;
  onDevice.a = at(aAt);
  onDevice.b = at(bAt);
  onDevice.c = at(cAt);
  // Twice: the second run reuses the cached plan.
  std::vector<uint8_t> got;
  for (int run = 0; run < 2; ++run) {
    ASSERT_OK(device_->upload(cAt, cIn.data(), cIn.size()));
    ASSERT_OK(device_->beginRun(0, 0));
    Status status = device_->gemm(0, onDevice);
    // Below 16 bytes cuBLASLt may offer no 16-bit algorithm at all: the
    // device then refuses the GEMM, saying so, before anything is enqueued.
    // (Not a skip: ctest would report the whole binary skipped.) f32 has
    // SIMT kernels for 4-byte elements, and must run.
    if (status.code() == Code::Unimplemented && dtypeSize(c.ab) == 2 &&
        matrixAlignment(g, c.offset) < 16) {
      EXPECT_NE(status.message().find("has no algorithm"), std::string::npos)
          << status.message();
      ASSERT_OK(device_->endRun());
      std::printf("note: %s\n", status.message().c_str());
      return;
    }
    ASSERT_OK(status);
    ASSERT_OK(device_->endRun());
    got = download(cAt, cIn.size());
  }
  std::vector<uint8_t> expected = cIn;
  GemmArgs onHost = g;
  onHost.a = a.data();
  onHost.b = b.data();
  onHost.c = expected.data();
  ASSERT_OK(referenceGemm(onHost));
  // f32 accumulation on both sides; a 16-bit C rounds once.
  double tolerance =
      c.c == DType::f32 ? (c.ab == DType::f32 ? 1e-4 : 1e-3) : 1.6e-2;
  for (int64_t p = 0; p < c.batch; ++p)
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < n; ++j) {
        size_t index = size_t(p * g.strideC + i * g.ldc + j);
        float want = valueAt(c.c, expected.data(), index);
        float have = valueAt(c.c, got.data(), index);
        ASSERT_NEAR(have, want, tolerance * (1 + std::fabs(want)))
            << "batch " << p << " C[" << i << "][" << j << "]";
      }
  // The padding between rows and batches is untouched.
  for (int64_t p = 0; p < c.batch; ++p)
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = n; j < g.ldc; ++j) {
        size_t index = size_t(p * g.strideC + i * g.ldc + j);
        ASSERT_EQ(valueAt(c.c, got.data(), index),
                  valueAt(c.c, cIn.data(), index));
      }
}

INSTANTIATE_TEST_SUITE_P(
    Layouts, CudaGemmTest,
    testing::Values(GemmCase{false, false, 1, DType::f32, DType::f32, 0, 0},
                    GemmCase{true, false, 2, DType::f32, DType::f32, 0.5f, 0},
                    GemmCase{false, true, 3, DType::f32, DType::f32, 1, 4},
                    GemmCase{true, true, 1, DType::f32, DType::f32, 0, 12},
                    GemmCase{false, false, 2, DType::bf16, DType::bf16, 0, 0},
                    GemmCase{true, false, 1, DType::bf16, DType::f32, 0.5f, 4},
                    GemmCase{false, true, 2, DType::bf16, DType::bf16, 1, 6},
                    GemmCase{true, true, 3, DType::bf16, DType::f32, 0, 0},
                    GemmCase{false, true, 2, DType::f16, DType::f16, 0.5f, 0}));

/// Head-strided attention scores (two batch strides: one pointer-array
/// call where cuBLASLt has an algorithm for it, else a loop of calls) in
/// bf16 with f32 accumulation and beta 0.5, `runs` times on new inputs,
/// replaying where the device offers to: each run against the index
/// formula. Returns which runs were replays.
std::vector<bool> checkHeadStridedScores(Device &device, int runs) {
  const HeadStrided shape{3, 40, 4, 32};
  const uint64_t qAt = 0, kAt = 4 << 20, sAt = 8 << 20;
  GemmArgs g = shape.args();
  g.aType = g.bType = DType::bf16;
  g.beta = 0.5f;
  g.a = device.arena() + qAt;
  g.b = device.arena() + kAt;
  g.c = device.arena() + sAt;
  std::mt19937 rng(11);
  std::vector<bool> replayed;
  for (int run = 0; run < runs; ++run) {
    SCOPED_TRACE("run " + std::to_string(run));
    auto q = randomBuffer(DType::bf16, size_t(shape.inputElements()), rng);
    auto k = randomBuffer(DType::bf16, size_t(shape.inputElements()), rng);
    auto s0 = randomBuffer(DType::f32, size_t(shape.outputElements()), rng);
    EXPECT_TRUE(device.upload(qAt, q.data(), q.size()).isOk());
    EXPECT_TRUE(device.upload(kAt, k.data(), k.size()).isOk());
    EXPECT_TRUE(device.upload(sAt, s0.data(), s0.size()).isOk());
    bool replay = device.replay(0, false);
    replayed.push_back(replay);
    if (!replay) {
      EXPECT_TRUE(device.beginRun(0, 0).isOk());
      Status status = device.gemm(0, g);
      EXPECT_TRUE(status.isOk()) << status.message();
    }
    EXPECT_TRUE(device.endRun().isOk());
    std::vector<float> got(size_t(shape.outputElements()));
    EXPECT_TRUE(device.download(sAt, got.data(), got.size() * 4).isOk());
    std::vector<float> want = shape.expected(DType::bf16, q.data(), k.data());
    for (size_t i = 0; i < want.size(); ++i) {
      want[i] += 0.5f * valueAt(DType::f32, s0.data(), i);
      if (std::fabs(got[i] - want[i]) > 1e-3f * (1 + std::fabs(want[i]))) {
        ADD_FAILURE() << "S element " << i << ": " << got[i] << ", want "
                      << want[i];
        break;
      }
    }
  }
  return replayed;
}

/// The device's counter `name`, or -1.
int64_t counter(const Device &device, const std::string &name) {
  for (const auto &[key, value] : device.counters())
    if (key == name)
      return value;
  return -1;
}

TEST_F(CudaDeviceTest, HeadStridedGemmMatchesTheFormula) {
  checkHeadStridedScores(*device_, 2);
  // One GEMM with an outer loop, run one way or the other: the GPU run's
  // test log (and fsdp-run's report, device_counters) tells which.
  int64_t pointerArrays = counter(*device_, "gemm_loops_as_pointer_arrays");
  RecordProperty("gemm_loops_as_pointer_arrays", int(pointerArrays));
  EXPECT_EQ(pointerArrays + counter(*device_, "gemm_loops_as_calls"), 1);
}

class CudaCallLoopTest : public CudaDeviceTest {
protected:
  void SetUp() override {
    pointerArrays_ = false;
    CudaDeviceTest::SetUp();
  }
};

// With pointer arrays off the same GEMM runs as its loop of calls.
TEST_F(CudaCallLoopTest, HeadStridedGemmMatchesTheFormula) {
  checkHeadStridedScores(*device_, 2);
  EXPECT_EQ(counter(*device_, "gemm_loops_as_pointer_arrays"), 0);
  EXPECT_EQ(counter(*device_, "gemm_loops_as_calls"), 1);
}

// An outer loop with stride_c 0 sums its calls into one C (a split of K):
// a loop of calls, the first with the GEMM's beta, the others adding.
TEST_F(CudaDeviceTest, SplitOfKSumsIntoOneC) {
  std::mt19937 rng(3);
  SplitOfK sum(33, 20, 48, true, rng);
  const uint64_t aAt = 0, bAt = 1 << 20, cAt = 2 << 20;
  ASSERT_OK(device_->upload(aAt, sum.a.data(), sum.a.size()));
  ASSERT_OK(device_->upload(bAt, sum.b.data(), sum.b.size()));
  ASSERT_OK(device_->upload(cAt, sum.c0.data(), sum.c0.size()));
  GemmArgs split = sum.split;
  split.a = at(aAt);
  split.b = at(bAt);
  split.c = at(cAt);
  ASSERT_OK(device_->beginRun(0, 0));
  ASSERT_OK(device_->gemm(0, split));
  ASSERT_OK(device_->endRun());
  std::vector<uint8_t> got = download(cAt, sum.c0.size()),
                       expected = sum.expected();
  for (size_t i = 0; i < expected.size() / 4; ++i)
    ASSERT_NEAR(valueAt(DType::f32, got.data(), i),
                valueAt(DType::f32, expected.data(), i), 1e-4)
        << "C element " << i;
  EXPECT_EQ(counter(*device_, "gemm_loops_as_calls"), 1);
}

// An f32 C starting inside an element is refused by name, not handed to
// cuBLASLt (which has no algorithm for it, or faults).
TEST_F(CudaDeviceTest, RefusesAMisalignedGemmOperand) {
  GemmArgs g;
  g.m = g.n = g.k = 4;
  g.lda = g.ldb = g.ldc = 4;
  g.aType = g.bType = DType::bf16;
  g.a = at(0);
  g.b = at(4096);
  g.c = at(8192 + 2);
  ASSERT_OK(device_->beginRun(0, 0));
  Status status = device_->gemm(0, g);
  (void)device_->endRun();
  EXPECT_EQ(status.code(), Code::InvalidArgument) << status.message();
  EXPECT_NE(status.message().find("GEMM operand C (f32) is not aligned"),
            std::string::npos)
      << status.message();
}

// --- Buckets --------------------------------------------------------------

/// A member [outer=3, rows=10, inner=5] of f32 over a group of 4 (shard rows
/// 3, the last shard 1 data row and 2 padding rows), at staging offset 64.
MemberLayout testMember() {
  MemberLayout m;
  m.outer = 3;
  m.rows = 10;
  m.inner = 5;
  m.shardRows = 3;
  m.elementSize = 4;
  m.stagingOffset = 64;
  return m;
}

TEST_F(CudaDeviceTest, BucketCopiesMatchTheHost) {
  const int64_t group = 4, rank = 2;
  MemberLayout m = testMember();
  const uint64_t chunk = 64 + m.shardBytes() + 32;
  const uint64_t fullAt = 0, shardAt = 1 << 20, sendAt = 2 << 20,
                 recvAt = 3 << 20;
  std::vector<uint8_t> full(m.fullBytes()), shard(m.shardBytes()),
      staging(chunk * group);
  for (size_t i = 0; i < full.size(); ++i)
    full[i] = uint8_t(i * 13 + 1);
  for (size_t i = 0; i < shard.size(); ++i)
    shard[i] = uint8_t(i * 5 + 2);
  for (size_t i = 0; i < staging.size(); ++i)
    staging[i] = uint8_t(i * 3 + 7);
  cudaStream_t stream = nullptr;
  ASSERT_EQ(cudaStreamCreate(&stream), cudaSuccess);

  for (auto kind : {fsdpx::CollectiveKind::all_gather,
                    fsdpx::CollectiveKind::reduce_scatter,
                    fsdpx::CollectiveKind::all_reduce}) {
    SCOPED_TRACE(fsdpx::EnumNameCollectiveKind(kind));
    MemberLayout layout = m;
    if (kind == fsdpx::CollectiveKind::all_reduce) {
      layout.outer = 1;
      layout.rows = 1;
      layout.inner = m.outer * m.rows * m.inner;
      layout.shardRows = 1;
    }
    CollectiveArgs args;
    args.kind = kind;
    args.groupSize = group;
    args.groupRank = rank;
    args.chunkBytes = kind == fsdpx::CollectiveKind::all_reduce
                          ? layout.stagingOffset + layout.fullBytes()
                          : chunk;
    args.send = at(sendAt);
    args.recv = at(recvAt);
    args.members.push_back({layout, at(shardAt), at(fullAt)});
    ASSERT_OK(device_->upload(fullAt, full.data(), full.size()));
    ASSERT_OK(device_->upload(shardAt, shard.data(), shard.size()));
    ASSERT_OK(device_->upload(sendAt, staging.data(), staging.size()));
    ASSERT_OK(device_->upload(recvAt, staging.data(), staging.size()));

    // Copy-in against the host's packing of the same bytes.
    std::vector<uint8_t> send = staging;
    switch (kind) {
    case fsdpx::CollectiveKind::all_gather:
      packGatherShard(layout, shard.data(), send.data());
      break;
    case fsdpx::CollectiveKind::reduce_scatter:
      packScatterFull(layout, full.data(), chunk, group, send.data());
      break;
    case fsdpx::CollectiveKind::all_reduce:
      packWhole(layout, full.data(), send.data());
      break;
    }
    ASSERT_OK(cuda::enqueueCopyIn(args, stream));
    ASSERT_EQ(cudaStreamSynchronize(stream), cudaSuccess);
    EXPECT_EQ(download(sendAt, staging.size()), send);

    // Copy-out from a recv buffer holding the staging pattern.
    std::vector<uint8_t> fullOut = full, shardOut = shard;
    switch (kind) {
    case fsdpx::CollectiveKind::all_gather:
      unpackGathered(layout, staging.data(), chunk, group, fullOut.data());
      break;
    case fsdpx::CollectiveKind::reduce_scatter:
      unpackScattered(layout, staging.data(), shardOut.data());
      break;
    case fsdpx::CollectiveKind::all_reduce:
      // The result goes to `shard`, which has the full size here.
      shardOut = full;
      ASSERT_OK(device_->upload(shardAt, full.data(), full.size()));
      unpackWhole(layout, staging.data(), shardOut.data());
      break;
    }
    ASSERT_OK(cuda::enqueueCopyOut(args, stream));
    ASSERT_EQ(cudaStreamSynchronize(stream), cudaSuccess);
    EXPECT_EQ(download(fullAt, full.size()), fullOut);
    EXPECT_EQ(download(shardAt, shardOut.size()), shardOut);
  }
  EXPECT_EQ(cudaStreamDestroy(stream), cudaSuccess);
}

TEST_F(CudaDeviceTest, AWorldOfOneCollectsWithDeviceCopies) {
  // An all-gather over a group of one: shard -> send -> recv -> full.
  MemberLayout m = testMember();
  m.shardRows = m.rows;
  const uint64_t chunk = 64 + m.shardBytes();
  std::vector<uint8_t> shard(m.shardBytes());
  for (size_t i = 0; i < shard.size(); ++i)
    shard[i] = uint8_t(i + 9);
  ASSERT_OK(device_->upload(1 << 20, shard.data(), shard.size()));
  CollectiveArgs args;
  args.kind = fsdpx::CollectiveKind::all_gather;
  args.chunkBytes = chunk;
  args.send = at(2 << 20);
  args.recv = at(3 << 20);
  args.members.push_back({m, at(1 << 20), at(0)});
  ASSERT_OK(device_->beginRun(0, 0));
  ASSERT_OK(device_->collective(1, *comm_, args));
  ASSERT_OK(device_->endRun());
  EXPECT_EQ(download(0, m.fullBytes()), shard);
  // Not on the compute queue.
  EXPECT_FALSE(device_->collective(0, *comm_, args).isOk());
}

// A per-member collective over a group of one: each member's message is
// one device copy, shard -> full (all-gather) or full -> shard
// (reduce-scatter), with no staging buffer (send and recv null).
TEST_F(CudaDeviceTest, AWorldOfOneRunsPerMemberCollectivesAsCopies) {
  MemberLayout a, b;
  a.rows = a.shardRows = 10;
  a.inner = 5;
  a.elementSize = 4;
  b.rows = b.shardRows = 3;
  b.inner = 2;
  b.elementSize = 4;
  a.stagingOffset = b.stagingOffset = 12345; // unused
  const uint64_t shardA = 0, fullA = 1 << 20, shardB = 2 << 20, fullB = 3 << 20;
  for (auto kind : {fsdpx::CollectiveKind::all_gather,
                    fsdpx::CollectiveKind::reduce_scatter}) {
    SCOPED_TRACE(fsdpx::EnumNameCollectiveKind(kind));
    bool gather = kind == fsdpx::CollectiveKind::all_gather;
    std::vector<uint8_t> srcA(a.shardBytes()), srcB(b.shardBytes());
    for (size_t i = 0; i < srcA.size(); ++i)
      srcA[i] = uint8_t(i * 3 + (gather ? 1 : 2));
    for (size_t i = 0; i < srcB.size(); ++i)
      srcB[i] = uint8_t(i * 7 + (gather ? 5 : 6));
    std::vector<uint8_t> unwritten(4096, 0xee);
    for (uint64_t at : {shardA, fullA, shardB, fullB})
      ASSERT_OK(device_->upload(at, unwritten.data(), unwritten.size()));
    ASSERT_OK(
        device_->upload(gather ? shardA : fullA, srcA.data(), srcA.size()));
    ASSERT_OK(
        device_->upload(gather ? shardB : fullB, srcB.data(), srcB.size()));
    CollectiveArgs args;
    args.kind = kind;
    args.perMember = true;
    args.chunkBytes = a.shardBytes() + b.shardBytes();
    args.members.push_back({a, at(shardA), at(fullA)});
    args.members.push_back({b, at(shardB), at(fullB)});
    ASSERT_OK(device_->beginRun(0, 0));
    ASSERT_OK(device_->collective(1, *comm_, args));
    ASSERT_OK(device_->endRun());
    EXPECT_EQ(download(gather ? fullA : shardA, srcA.size()), srcA);
    EXPECT_EQ(download(gather ? fullB : shardB, srcB.size()), srcB);
    // Nothing past the message.
    EXPECT_EQ(download((gather ? fullA : shardA) + srcA.size(), 16),
              std::vector<uint8_t>(16, 0xee));
  }
  // Only all-gathers and reduce-scatters are per member.
  CollectiveArgs args;
  args.kind = fsdpx::CollectiveKind::all_reduce;
  args.perMember = true;
  args.members.push_back({a, at(shardA), at(fullA)});
  Status refused = cuda::enqueueCollective(nullptr, args, nullptr);
  EXPECT_EQ(refused.code(), Code::InvalidArgument) << refused.message();
}

// --- Kernels --------------------------------------------------------------

// out[i] = 2 i for i in [begin, end): one thread per index.
// hits[begin + blockIdx.x] += 1 by every thread: one block per index.
const char kPtx[] = R"(
.version 7.0
.target sm_75
.address_size 64

.visible .entry twice_index(.param .u64 p_out, .param .u64 p_begin,
                            .param .u64 p_end)
{
  .reg .b64 %rd<10>;
  .reg .b32 %r<5>;
  .reg .pred %p<2>;
  ld.param.u64 %rd1, [p_out];
  ld.param.u64 %rd2, [p_begin];
  ld.param.u64 %rd3, [p_end];
  mov.u32 %r1, %ctaid.x;
  mov.u32 %r2, %ntid.x;
  mov.u32 %r3, %tid.x;
  mad.wide.u32 %rd4, %r1, %r2, 0;
  cvt.u64.u32 %rd9, %r3;
  add.s64 %rd4, %rd4, %rd9;
  add.s64 %rd5, %rd2, %rd4;
  setp.ge.s64 %p1, %rd5, %rd3;
  @%p1 bra DONE;
  cvta.to.global.u64 %rd6, %rd1;
  shl.b64 %rd7, %rd5, 3;
  add.s64 %rd8, %rd6, %rd7;
  shl.b64 %rd9, %rd5, 1;
  st.global.u64 [%rd8], %rd9;
DONE:
  ret;
}

.visible .entry count_block(.param .u64 p_hits, .param .u64 p_begin,
                            .param .u64 p_end)
{
  .reg .b64 %rd<8>;
  .reg .b32 %r<4>;
  ld.param.u64 %rd1, [p_hits];
  ld.param.u64 %rd2, [p_begin];
  mov.u32 %r1, %ctaid.x;
  cvt.u64.u32 %rd3, %r1;
  add.s64 %rd4, %rd2, %rd3;
  cvta.to.global.u64 %rd5, %rd1;
  shl.b64 %rd6, %rd4, 2;
  add.s64 %rd7, %rd5, %rd6;
  atom.global.add.u32 %r2, [%rd7], 1;
  ret;
}

.visible .entry thrice_index32(.param .u64 p_out, .param .u32 p_begin,
                               .param .u32 p_end)
{
  .reg .b64 %rd<6>;
  .reg .b32 %r<8>;
  .reg .pred %p<2>;
  ld.param.u64 %rd1, [p_out];
  ld.param.u32 %r1, [p_begin];
  ld.param.u32 %r2, [p_end];
  mov.u32 %r3, %ctaid.x;
  mov.u32 %r4, %ntid.x;
  mov.u32 %r5, %tid.x;
  mad.lo.s32 %r6, %r3, %r4, %r5;
  add.s32 %r7, %r1, %r6;
  setp.ge.s32 %p1, %r7, %r2;
  @%p1 bra DONE32;
  cvta.to.global.u64 %rd2, %rd1;
  mul.wide.s32 %rd3, %r7, 8;
  add.s64 %rd4, %rd2, %rd3;
  mul.wide.s32 %rd5, %r7, 3;
  st.global.u64 [%rd4], %rd5;
DONE32:
  ret;
}
)";

KernelImage ptxImage() {
  KernelImage image;
  image.format = fsdpx::LibraryFormat::ptx;
  image.image = reinterpret_cast<const uint8_t *>(kPtx);
  image.size = sizeof(kPtx); // the NUL included
  image.targetGpu = "sm_75";
  KernelInfo twice;
  twice.symbol = "twice_index";
  twice.blockSize = 128;
  KernelInfo count;
  count.symbol = "count_block";
  count.mapping = fsdpx::GpuMapping::block_per_index;
  count.blockSize = 64;
  count.sharedBytes = 1024;
  KernelInfo thrice;
  thrice.symbol = "thrice_index32";
  thrice.blockSize = 96;
  thrice.indexBits = 32;
  image.kernels = {twice, count, thrice};
  return image;
}

TEST_F(CudaDeviceTest, LaunchesPtxKernelsUnderBothMappings) {
  ASSERT_OK(device_->loadKernels(ptxImage()));
  const int64_t n = 1000, begin = 3, end = 777;
  ASSERT_OK(device_->beginRun(0, 0));
  ASSERT_OK(device_->fill(0, at(0), n * 8, 8, ~uint64_t(0)));
  ASSERT_OK(device_->fill(0, at(1 << 20), n * 4, 4, 0));
  ASSERT_OK(device_->launchKernel(0, 0, {at(0)}, begin, end));
  ASSERT_OK(device_->launchKernel(0, 1, {at(1 << 20)}, begin, end));
  ASSERT_OK(device_->launchKernel(0, 1, {at(1 << 20)}, 5, 5)); // empty
  // A kernel with 32-bit begin/end parameters.
  ASSERT_OK(device_->fill(0, at(2 << 20), n * 8, 8, ~uint64_t(0)));
  ASSERT_OK(device_->launchKernel(0, 2, {at(2 << 20)}, begin, end));
  ASSERT_OK(device_->endRun());
  std::vector<uint8_t> out = download(0, n * 8),
                       hits = download(1 << 20, n * 4),
                       thrice = download(2 << 20, n * 8);
  for (int64_t i = 0; i < n; ++i) {
    uint64_t v, w;
    uint32_t h;
    std::memcpy(&v, out.data() + 8 * i, 8);
    std::memcpy(&h, hits.data() + 4 * i, 4);
    std::memcpy(&w, thrice.data() + 8 * i, 8);
    bool inside = i >= begin && i < end;
    ASSERT_EQ(v, inside ? uint64_t(2 * i) : ~uint64_t(0)) << i;
    ASSERT_EQ(h, inside ? 64u : 0u) << i;
    ASSERT_EQ(w, inside ? uint64_t(3 * i) : ~uint64_t(0)) << i;
  }
  // Past int32 the 32-bit kernel is refused, not launched with a cut range.
  ASSERT_OK(device_->beginRun(0, 0));
  EXPECT_FALSE(
      device_->launchKernel(0, 2, {at(2 << 20)}, 0, int64_t(1) << 31).isOk());
  (void)device_->endRun();
}

TEST_F(CudaDeviceTest, RejectsKernelsItCannotRun) {
  KernelImage elf = ptxImage();
  elf.format = fsdpx::LibraryFormat::elf_shared_object;
  elf.targetGpu.clear();
  Status status = device_->loadKernels(elf);
  EXPECT_NE(status.message().find("recompile it with --target cuda"),
            std::string::npos)
      << status.message();
  KernelImage future = ptxImage();
  future.targetGpu = "sm_990";
  status = device_->loadKernels(future);
  EXPECT_EQ(status.code(), Code::FailedPrecondition) << status.message();
  EXPECT_NE(status.message().find("compiled for sm_990"), std::string::npos)
      << status.message();
  KernelImage missing = ptxImage();
  missing.kernels[1].symbol = "nope";
  status = device_->loadKernels(missing);
  EXPECT_NE(status.message().find("kernel 1 (nope)"), std::string::npos)
      << status.message();
}

// --- Events ---------------------------------------------------------------

TEST_F(CudaDeviceTest, EventsOrderTwoStreams) {
  // Compute fills 64 MiB, queue 1 copies it once the event says so, and
  // compute copies queue 1's result back after the second event. Without
  // the waits the copies would race the fill.
  const uint64_t bytes = uint64_t(24) << 20;
  for (uint32_t value : {0x11111111u, 0x22222222u}) {
    ASSERT_OK(device_->beginRun(0, 2));
    ASSERT_OK(device_->fill(0, at(0), bytes, 4, value));
    ASSERT_OK(device_->record(0, 0));
    ASSERT_OK(device_->wait(1, 0));
    ASSERT_OK(device_->copy(1, at(bytes), at(0), bytes));
    ASSERT_OK(device_->record(1, 1));
    ASSERT_OK(device_->wait(0, 1));
    ASSERT_OK(device_->copy(0, at(2 * bytes), at(bytes), bytes));
    ASSERT_OK(device_->endRun());
    std::vector<uint8_t> got = download(2 * bytes, bytes);
    for (uint64_t i = 0; i < bytes; i += 4096 + 4) {
      uint32_t v;
      std::memcpy(&v, got.data() + i, 4);
      ASSERT_EQ(v, value) << "byte " << i;
    }
  }
}

TEST_F(CudaDeviceTest, TimesOperationsWithEvents) {
  TimeSpan fill, copy;
  ASSERT_OK(device_->beginRun(0, 0));
  device_->timeNext(&fill);
  ASSERT_OK(device_->fill(0, at(0), 1 << 20, 4, 7));
  device_->timeNext(&copy);
  ASSERT_OK(device_->copy(1, at(1 << 20), at(2 << 20), 1 << 20));
  ASSERT_OK(device_->endRun());
  EXPECT_GT(fill.startNs, 0);
  EXPECT_GE(fill.endNs, fill.startNs);
  EXPECT_GT(copy.startNs, 0);
  EXPECT_GE(copy.endNs, copy.startNs);
}

// --- Graphs ---------------------------------------------------------------

class CudaGraphTest : public CudaDeviceTest {
protected:
  void SetUp() override {
    useGraphs_ = true;
    CudaDeviceTest::SetUp();
  }
};

TEST_F(CudaGraphTest, ReplaysTheCapturedRunOnNewInputs) {
  ASSERT_OK(device_->loadKernels(ptxImage()));
  // One "step": queue 1 copies the input X to Y once compute says so, compute
  // waits, then C = X Y^T... (here C = Y * B, 8x8x8 f32) and a kernel.
  const int64_t n = 8;
  const uint64_t xAt = 0, yAt = 4096, bAt = 8192, cAt = 12288, kAt = 16384;
  std::vector<float> b(n * n);
  for (int64_t i = 0; i < n * n; ++i)
    b[size_t(i)] = float((i * 5) % 7) - 3;
  ASSERT_OK(device_->upload(bAt, b.data(), b.size() * 4));
  GemmArgs g;
  g.m = g.n = g.k = n;
  g.lda = g.ldb = g.ldc = n;
  g.a = at(yAt);
  g.b = at(bAt);
  g.c = at(cAt);
  std::vector<bool> replayed;
  for (int run = 0; run < 5; ++run) {
    std::vector<float> x(n * n);
    for (int64_t i = 0; i < n * n; ++i)
      x[size_t(i)] = float(run + 1) * float(i % 5 - 2);
    ASSERT_OK(device_->upload(xAt, x.data(), x.size() * 4));
    bool replay = device_->replay(0, false);
    replayed.push_back(replay);
    if (!replay) {
      ASSERT_OK(device_->beginRun(0, 2));
      ASSERT_OK(device_->fill(0, at(yAt), n * n * 4, 4, 0));
      ASSERT_OK(device_->record(0, 0));
      ASSERT_OK(device_->wait(1, 0));
      ASSERT_OK(device_->copy(1, at(yAt), at(xAt), n * n * 4));
      ASSERT_OK(device_->record(1, 1));
      ASSERT_OK(device_->wait(0, 1));
      ASSERT_OK(device_->gemm(0, g));
      ASSERT_OK(device_->launchKernel(0, 0, {at(kAt)}, 0, 64));
    }
    ASSERT_OK(device_->endRun());
    std::vector<float> c(n * n), want(n * n, 0);
    ASSERT_OK(device_->download(cAt, c.data(), c.size() * 4));
    GemmArgs host = g;
    host.a = x.data();
    host.b = b.data();
    host.c = want.data();
    ASSERT_OK(referenceGemm(host));
    for (int64_t i = 0; i < n * n; ++i)
      ASSERT_FLOAT_EQ(c[size_t(i)], want[size_t(i)]) << "run " << run;
  }
  // Eager warm-up, the captured run, then replays.
  EXPECT_EQ(replayed, (std::vector<bool>{false, false, true, true, true}));
  // A timed run is eager (per-operation events) and still correct.
  EXPECT_FALSE(device_->replay(0, true));
}

// The pointer arrays of a GEMM's outer loops are built in the eager warm-up
// and read by the captured graph's replays.
TEST_F(CudaGraphTest, ReplaysHeadStridedGemms) {
  EXPECT_EQ(checkHeadStridedScores(*device_, 4),
            (std::vector<bool>{false, false, true, true}));
}

} // namespace
