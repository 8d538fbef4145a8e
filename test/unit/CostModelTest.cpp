//===- CostModelTest.cpp - compute and collective times, presets ----------===//

#include "fsdpc/Schedule/CostModel.h"

#include "gtest/gtest.h"

using namespace fsdpc::schedule;

namespace {

// Relative tolerance for figures computed by hand.
constexpr double kRel = 1e-12;
#define EXPECT_CLOSE(expected, actual)                                         \
  EXPECT_NEAR(expected, actual, kRel *std::abs(expected))

/// A device with round figures, so that the expected times are easy to check.
DeviceSpec roundDevice() {
  DeviceSpec spec;
  spec.name = "round";
  spec.peakFlopsPerSecond = {1e12, 2e12, 5e11};
  spec.hbmBandwidthBytesPerSecond = 1e11;
  spec.memoryBytes = 1ull << 30;
  spec.kernelLaunchOverheadSeconds = 1e-6;
  spec.intraNode = {10e-6, 100e9};
  spec.interNode = {20e-6, 10e9};
  spec.gpusPerNode = 8;
  return spec;
}

TEST(CollectiveCost, AllGatherAndReduceScatterFollowNcclFormula) {
  LinkSpec link{10e-6, 100e9};
  // 800 MB over 8 ranks: 800e6 * 7 / (8 * 100e9) = 7 ms, plus 10 us.
  EXPECT_CLOSE(7.01e-3,
               getCollectiveSeconds(link, CollectiveKind::AllGather, 800e6, 8));
  EXPECT_CLOSE(7.01e-3, getCollectiveSeconds(
                            link, CollectiveKind::ReduceScatter, 800e6, 8));
  // 2 ranks: 800e6 * 1 / (2 * 100e9) = 4 ms, plus 10 us.
  EXPECT_CLOSE(4.01e-3,
               getCollectiveSeconds(link, CollectiveKind::AllGather, 800e6, 2));
}

TEST(CollectiveCost, AllReduceCostsTwiceAllGather) {
  LinkSpec link{10e-6, 100e9};
  EXPECT_CLOSE(14.02e-3,
               getCollectiveSeconds(link, CollectiveKind::AllReduce, 800e6, 8));
}

TEST(CollectiveCost, OneRankIsFree) {
  LinkSpec link{10e-6, 100e9};
  for (CollectiveKind kind :
       {CollectiveKind::AllGather, CollectiveKind::ReduceScatter,
        CollectiveKind::AllReduce})
    EXPECT_EQ(0.0, getCollectiveSeconds(link, kind, 800e6, 1));
}

TEST(CollectiveCost, EmptyCollectivePaysLatency) {
  LinkSpec link{10e-6, 100e9};
  EXPECT_CLOSE(10e-6,
               getCollectiveSeconds(link, CollectiveKind::AllGather, 0, 8));
}

TEST(CollectiveCost, MeshAxisPicksItsLink) {
  DeviceSpec spec = roundDevice();
  // 16 ranks on 8-GPU nodes: the group spans nodes, so InfiniBand:
  // 20 us + 1.6e9 * 15 / (16 * 10e9) = 20 us + 150 ms.
  std::vector<MeshAxis> axes = getMeshAxes(spec, {16});
  ASSERT_EQ(LinkKind::InterNode, axes[0].link);
  EXPECT_CLOSE(0.15002, getCollectiveSeconds(spec, axes[0],
                                             CollectiveKind::AllGather, 1.6e9));
  // 8 ranks fit a node: NVLink, 10 us + 1.6e9 * 7 / (8 * 100e9) = 14.01 ms.
  axes = getMeshAxes(spec, {8});
  ASSERT_EQ(LinkKind::IntraNode, axes[0].link);
  EXPECT_CLOSE(0.01401, getCollectiveSeconds(spec, axes[0],
                                             CollectiveKind::AllGather, 1.6e9));
}

TEST(CollectiveCost, H200NvlinkFigure) {
  DeviceSpec spec = *getDevicePreset("h200");
  // 1 GB all-gather over 8 GPUs of a node at 370 GB/s bus bandwidth:
  // 10 us + 1e9 * 7 / (8 * 370e9) = 2.374864865 ms.
  MeshAxis axis{"shard", 8, LinkKind::IntraNode};
  EXPECT_NEAR(2.374864865e-3,
              getCollectiveSeconds(spec, axis, CollectiveKind::AllGather, 1e9),
              1e-12);
}

TEST(MeshAxes, RuleOnEightGpuNodes) {
  DeviceSpec spec = roundDevice();
  auto links = [&](llvm::ArrayRef<uint64_t> shape) {
    std::vector<LinkKind> result;
    for (const MeshAxis &axis : getMeshAxes(spec, shape))
      result.push_back(axis.link);
    return result;
  };
  using L = LinkKind;
  EXPECT_EQ(std::vector<L>{L::IntraNode}, links({8}));
  EXPECT_EQ(std::vector<L>{L::IntraNode}, links({4}));
  EXPECT_EQ(std::vector<L>{L::InterNode}, links({16}));
  // 3 ranks of an 8-GPU node: ranks 6, 7, 8 straddle two nodes.
  EXPECT_EQ(std::vector<L>{L::InterNode}, links({3}));
  // HSDP: replicas across nodes, shards within a node.
  EXPECT_EQ((std::vector<L>{L::InterNode, L::IntraNode}), links({4, 8}));
  // Both axes inside one node.
  EXPECT_EQ((std::vector<L>{L::IntraNode, L::IntraNode}), links({2, 4}));
  // An axis of size 1 never communicates.
  EXPECT_EQ((std::vector<L>{L::IntraNode, L::InterNode}), links({1, 16}));
  EXPECT_EQ(
      (std::vector<L>{L::InterNode, L::IntraNode, L::IntraNode, L::IntraNode}),
      links({2, 2, 2, 2}));
}

TEST(MeshAxes, NamesDefaultAndPassThrough) {
  DeviceSpec spec = roundDevice();
  std::vector<MeshAxis> axes =
      getMeshAxes(spec, {4, 8}, {std::string("replica"), std::string("shard")});
  EXPECT_EQ("replica", axes[0].name);
  EXPECT_EQ(4u, axes[0].size);
  EXPECT_EQ("shard", axes[1].name);
  EXPECT_EQ("axis1", getMeshAxes(spec, {4, 8})[1].name);
}

TEST(ComputeCost, ComputeBoundRegime) {
  DeviceSpec spec = roundDevice();
  // 2e12 FLOP at 1e12 FLOP/s = 2 s; 1e10 bytes at 1e11 B/s = 0.1 s.
  EXPECT_CLOSE(2.0 + 1e-6, getComputeSeconds(spec, 2e12, 1e10, DType::BF16));
  // The dtype selects the rate: f16 at 2e12, f32 at 5e11.
  EXPECT_CLOSE(1.0 + 1e-6, getComputeSeconds(spec, 2e12, 1e10, DType::F16));
  EXPECT_CLOSE(4.0 + 1e-6, getComputeSeconds(spec, 2e12, 1e10, DType::F32));
}

TEST(ComputeCost, MemoryBoundRegime) {
  DeviceSpec spec = roundDevice();
  // 1e9 FLOP is 1 ms; 1e12 bytes at 1e11 B/s is 10 s.
  EXPECT_CLOSE(10.0 + 1e-6, getComputeSeconds(spec, 1e9, 1e12, DType::BF16));
}

TEST(ComputeCost, LaunchOverheadOnlyForRealKernels) {
  DeviceSpec spec = roundDevice();
  EXPECT_EQ(0.0, getComputeSeconds(spec, 0, 0, DType::F32));
  spec.kernelLaunchOverheadSeconds = 0;
  EXPECT_CLOSE(2.0, getComputeSeconds(spec, 2e12, 0, DType::BF16));
}

TEST(ComputeCost, H200MatmulIsComputeBound) {
  DeviceSpec spec = *getDevicePreset("h200");
  // 8192^3 bf16 product: 2 * 8192^3 FLOP over 790 TFLOP/s, plus the launch.
  double flops = 2.0 * 8192 * 8192 * 8192;
  double bytes = 3.0 * 8192 * 8192 * 2;
  EXPECT_CLOSE(flops / 790e12 + 3e-6,
               getComputeSeconds(spec, flops, bytes, DType::BF16));
}

TEST(DType, NamesRoundTrip) {
  for (DType dtype : {DType::BF16, DType::F16, DType::F32})
    EXPECT_EQ(dtype, parseDType(getDTypeName(dtype)));
  EXPECT_EQ(std::nullopt, parseDType("f8"));
}

TEST(Presets, AllValidAndNamed) {
  for (llvm::StringRef name : getDevicePresetNames()) {
    std::optional<DeviceSpec> spec = getDevicePreset(name);
    ASSERT_TRUE(spec.has_value()) << name.str();
    EXPECT_EQ(name, spec->name);
    llvm::Error err = verifyDeviceSpec(*spec);
    EXPECT_FALSE(static_cast<bool>(err)) << llvm::toString(std::move(err));
  }
  EXPECT_EQ(std::nullopt, getDevicePreset("tpu"));
}

TEST(Presets, FiguresFromTheFactsSheet) {
  DeviceSpec h200 = *getDevicePreset("h200");
  EXPECT_EQ(790e12, h200.getPeakFlops(DType::BF16));
  EXPECT_EQ(4.3e12, h200.hbmBandwidthBytesPerSecond);
  EXPECT_EQ(370e9, h200.intraNode.busBandwidthBytesPerSecond);
  EXPECT_EQ(8u, h200.gpusPerNode);
  // InfiniBand: 50 GB/s per GPU at NVLink's 370/450 achieved fraction.
  EXPECT_CLOSE(50e9 * 370 / 450, h200.interNode.busBandwidthBytesPerSecond);
  EXPECT_LT(h200.interNode.busBandwidthBytesPerSecond,
            h200.intraNode.busBandwidthBytesPerSecond);

  DeviceSpec h100 = *getDevicePreset("h100");
  EXPECT_EQ(h200.getPeakFlops(DType::BF16), h100.getPeakFlops(DType::BF16));
  EXPECT_LT(h100.hbmBandwidthBytesPerSecond, h200.hbmBandwidthBytesPerSecond);
  EXPECT_LT(h100.memoryBytes, h200.memoryBytes);
  // nvidia-smi totals: about 80 GiB and 140 GiB.
  constexpr double GiB = 1024.0 * 1024 * 1024;
  EXPECT_NEAR(80 * GiB, static_cast<double>(h100.memoryBytes), GiB);
  EXPECT_NEAR(140 * GiB, static_cast<double>(h200.memoryBytes), GiB);

  DeviceSpec cpu = *getDevicePreset("cpu");
  EXPECT_LT(cpu.getPeakFlops(DType::F32), h100.getPeakFlops(DType::F32));
  // The emulated ranks of any test mesh share one host.
  EXPECT_EQ(LinkKind::IntraNode, getMeshAxes(cpu, {64})[0].link);
}

} // namespace
