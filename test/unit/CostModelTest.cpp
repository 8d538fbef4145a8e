//===- CostModelTest.cpp - compute and collective times, presets ----------===//

#include "fsdpc/Schedule/CostModel.h"

#include "gtest/gtest.h"

#include <cmath>

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

TEST(CollectiveCost, AllReduceMovesTwiceTheBytesOfAllGather) {
  LinkSpec link{10e-6, 100e9};
  // One base latency, two ring passes of 7 ms each.
  EXPECT_CLOSE(14.01e-3,
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

/// Two measured points a decade apart in size (10 GB/s, then 1 GB/s).
BandwidthCurve fallingCurve() { return {{{1e6, 10e9}, {1e8, 1e9}}}; }

TEST(BandwidthCurve, InterpolatesInLogSizeAndClampsOutside) {
  BandwidthCurve curve = fallingCurve();
  // 1e7 is halfway between 1e6 and 1e8 in log size.
  EXPECT_CLOSE(5.5e9, curve.at(1e7));
  EXPECT_CLOSE(10e9, curve.at(1e6));
  EXPECT_CLOSE(10e9, curve.at(1e3));
  EXPECT_CLOSE(1e9, curve.at(1e8));
  EXPECT_CLOSE(1e9, curve.at(1e12));
  BandwidthCurve three = {{{1e3, 1e9}, {1e6, 4e9}, {1e9, 2e9}}};
  EXPECT_CLOSE(4e9, three.at(1e6));
  EXPECT_CLOSE(2.5e9, three.at(std::sqrt(1e3 * 1e6)));
  EXPECT_CLOSE(3e9, three.at(std::sqrt(1e6 * 1e9)));
}

TEST(CollectiveCost, ACurveReplacesTheFlatRateAndRampOfItsKind) {
  // Flat: 100 GB/s after a 1 MB ramp. The all-gather's measured curve
  // replaces both; the reduce-scatter keeps them.
  LinkSpec link{10e-6, 100e9, 0, 1e6};
  link.allGatherCurve = fallingCurve();
  // 1e7 bytes over 2 ranks: 5e6 bus bytes at 5.5 GB/s.
  EXPECT_CLOSE(10e-6 + 5e6 / 5.5e9,
               getCollectiveSeconds(link, CollectiveKind::AllGather, 1e7, 2));
  EXPECT_CLOSE(
      10e-6 + (1e7 + 1e6) / 2 / 100e9,
      getCollectiveSeconds(link, CollectiveKind::ReduceScatter, 1e7, 2));
  link.reduceScatterCurve = {{{1e6, 2e9}}};
  EXPECT_CLOSE(
      10e-6 + 5e6 / 2e9,
      getCollectiveSeconds(link, CollectiveKind::ReduceScatter, 1e7, 2));
  // A ring all-reduce: one base latency, a reduce-scatter's and an
  // all-gather's transfer, each at its kind's rate.
  EXPECT_CLOSE(10e-6 + 5e6 / 2e9 + 5e6 / 5.5e9,
               getCollectiveSeconds(link, CollectiveKind::AllReduce, 1e7, 2));
}

TEST(CollectiveCost, CurvesOfBothLinksBoundAGroupAcrossNodes) {
  DeviceSpec spec = roundDevice();
  spec.nicsPerNode = 8;
  spec.nicBandwidthBytesPerSecond = 1e12; // The NICs never bind here.
  spec.interNode.allGatherCurve = fallingCurve();
  // 16 ranks on two nodes: min(NVLink 100 GB/s, the inter-node curve).
  double bytes = 1e7, bus = bytes * 15 / 16;
  double latency = 20e-6; // The inter-node link's base latency.
  EXPECT_CLOSE(
      latency + bus / 5.5e9,
      getCollectiveSeconds(spec, {16, 2}, CollectiveKind::AllGather, bytes));
  // Within a node the inter-node curve plays no part.
  EXPECT_CLOSE(
      10e-6 + bytes * 7 / 8 / 100e9,
      getCollectiveSeconds(spec, {8, 1}, CollectiveKind::AllGather, bytes));
  // The flat bus bandwidth (no size) still reads the flat figures.
  EXPECT_CLOSE(10e9, getBusBandwidth(spec, {16, 2}));
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
  // 1 GB all-gather over the 8 GPUs of a node at 370 GB/s bus bandwidth:
  // 6.6 us + 7 hops * 0.47 us + (1e9 + 4 MiB) * 7 / (8 * 370e9).
  MeshAxis axis{"shard", 8, LinkKind::IntraNode};
  double expected = 6.6e-6 + 7 * 0.47e-6 + (1e9 + 4194304.0) * 7 / (8 * 370e9);
  EXPECT_CLOSE(expected, getCollectiveSeconds(spec, axis,
                                              CollectiveKind::AllGather, 1e9));
}

/// A device whose network figures are round: per-hop latencies, a half
/// bandwidth size, 8 NICs of 50 GB/s per node and no cap below them.
DeviceSpec networkDevice(unsigned nicsPerNode) {
  DeviceSpec spec = roundDevice();
  spec.intraNode = {5e-6, 400e9, 1e-6, 0};
  spec.interNode = {5e-6, 1e12, 4e-6, 0};
  spec.nicsPerNode = nicsPerNode;
  spec.nicBandwidthBytesPerSecond = 50e9;
  return spec;
}

TEST(NetworkModel, RingLatencyGrowsWithTheRanks) {
  DeviceSpec spec = networkDevice(8);
  // 16 ranks on 2 nodes: 14 NVLink steps and 1 network step.
  EXPECT_CLOSE(
      5e-6 + 14 * 1e-6 + 1 * 4e-6,
      getCollectiveSeconds(spec, {16, 2}, CollectiveKind::AllGather, 0));
  double previous = 0;
  for (uint64_t nodes = 1; nodes <= 128; nodes *= 2) {
    CollectiveGroup group{8 * nodes, nodes};
    double seconds =
        getCollectiveSeconds(spec, group, CollectiveKind::AllGather, 1024);
    EXPECT_GT(seconds, previous) << nodes << " nodes";
    previous = seconds;
  }
  // At 1024 ranks the latency alone is 896 NVLink and 127 network steps.
  EXPECT_GT(previous, 896 * 1e-6 + 127 * 4e-6);
}

TEST(NetworkModel, NodesWithEightNicsOutrunNodesWithOne) {
  DeviceSpec eight = networkDevice(8), one = networkDevice(1);
  // Whole nodes: a ring spreads its channels over every NIC (8 x 50 GB/s),
  // capped by NVLink's 400.
  EXPECT_CLOSE(400e9, getBusBandwidth(eight, {16, 2}));
  EXPECT_CLOSE(50e9, getBusBandwidth(one, {16, 2}));
  // One GPU per node (HSDP's replica axis): all 8 groups of the axis share
  // the node's NICs, one each with 8 NICs, an eighth of the one.
  EXPECT_CLOSE(50e9, getBusBandwidth(eight, {2, 2}));
  EXPECT_CLOSE(50e9 / 8, getBusBandwidth(one, {2, 2}));
  // Within a node the NICs do not matter.
  EXPECT_EQ(getBusBandwidth(eight, {8, 1}), getBusBandwidth(one, {8, 1}));
  double fast =
      getCollectiveSeconds(eight, {16, 2}, CollectiveKind::AllGather, 1e9);
  double slow =
      getCollectiveSeconds(one, {16, 2}, CollectiveKind::AllGather, 1e9);
  EXPECT_GT(slow, 7 * fast);
  // The inter-node figure caps what the NICs could carry.
  eight.interNode.busBandwidthBytesPerSecond = 200e9;
  EXPECT_CLOSE(200e9, getBusBandwidth(eight, {16, 2}));
}

TEST(NetworkModel, EfficiencyGrowsWithTheMessageToThePeak) {
  LinkSpec link{0, 100e9, 0, 1e6};
  auto achieved = [&](double bytes) {
    // nccl-tests' bus bandwidth: S*(n-1)/n over the time.
    return bytes * 7 / 8 /
           getCollectiveSeconds(link, CollectiveKind::AllGather, bytes, 8);
  };
  EXPECT_CLOSE(50e9, achieved(1e6)); // half the bus bandwidth at S_half
  double previous = 0;
  for (double bytes = 1e3; bytes <= 1e11; bytes *= 4) {
    double rate = achieved(bytes);
    EXPECT_GT(rate, previous) << bytes;
    EXPECT_LT(rate, 100e9) << bytes;
    previous = rate;
  }
  EXPECT_GT(previous, 0.99 * 100e9);
}

TEST(NetworkModel, SmallMessagesAreLatencyBound) {
  DeviceSpec spec = *getDevicePreset("h200");
  for (CollectiveGroup group :
       {CollectiveGroup{8, 1}, CollectiveGroup{64, 8}, {1024, 128}}) {
    double empty =
        getCollectiveSeconds(spec, group, CollectiveKind::AllGather, 0);
    double small =
        getCollectiveSeconds(spec, group, CollectiveKind::AllGather, 4096);
    EXPECT_LT(small, 1.01 * empty) << group.ranks;
    // And the latency is more than the base: it counts the steps.
    EXPECT_GT(empty, 6.6e-6 + (group.ranks - 1) * 0.47e-6 - 1e-12);
  }
}

TEST(NetworkModel, AllReducePicksTheTreeOnlyWhereItIsFaster) {
  DeviceSpec spec = networkDevice(8);
  auto ring = [&](CollectiveGroup group, double bytes) {
    double n = double(group.ranks), m = double(group.nodes);
    double hops = (n - m) * 1e-6 + (m - 1) * 4e-6;
    double busBandwidth = getBusBandwidth(spec, group);
    return 5e-6 + 2 * (hops + bytes * (n - 1) / (n * busBandwidth));
  };
  auto tree = [&](CollectiveGroup group, double bytes, double log2Nodes) {
    double perNode = double(group.ranks) / double(group.nodes);
    double hops = (perNode - 1) * 1e-6 + log2Nodes * 4e-6;
    return 5e-6 + 2 * hops + 2 * bytes / (0.9 * getBusBandwidth(spec, group));
  };
  // 1024 ranks, a small all-reduce: the tree's 2 * (7 + 7 hops) beats the
  // ring's 2 * 1023 steps.
  CollectiveGroup wide{1024, 128};
  double treeSmall = tree(wide, 1e6, 7);
  EXPECT_LT(treeSmall, ring(wide, 1e6));
  EXPECT_CLOSE(treeSmall, getCollectiveSeconds(spec, wide,
                                               CollectiveKind::AllReduce, 1e6));
  // 16 ranks, a large all-reduce: the ring's (n-1)/n beats the tree's 1/0.9.
  CollectiveGroup narrow{16, 2};
  double ringLarge = ring(narrow, 1e10);
  EXPECT_LT(ringLarge, tree(narrow, 1e10, 1));
  EXPECT_CLOSE(ringLarge, getCollectiveSeconds(
                              spec, narrow, CollectiveKind::AllReduce, 1e10));
  // Within a node there is no tree.
  EXPECT_CLOSE(
      ring({8, 1}, 1e3),
      getCollectiveSeconds(spec, {8, 1}, CollectiveKind::AllReduce, 1e3));
  // All-gather and reduce-scatter are always rings.
  EXPECT_GT(getCollectiveSeconds(spec, wide, CollectiveKind::AllGather, 1e6),
            1023 * 1e-6);
}

TEST(NetworkModel, GroupsOfMeshAxes) {
  DeviceSpec spec = roundDevice(); // 8 GPUs per node
  // HSDP (replica=4, shard=8): shards within a node, replicas one per node.
  EXPECT_EQ(8u, getCollectiveGroup(spec, {4, 8}, {1}).ranks);
  EXPECT_EQ(1u, getCollectiveGroup(spec, {4, 8}, {1}).nodes);
  EXPECT_EQ(4u, getCollectiveGroup(spec, {4, 8}, {0}).nodes);
  // Both axes: 32 ranks over 4 nodes.
  CollectiveGroup both = getCollectiveGroup(spec, {4, 8}, {0, 1});
  EXPECT_EQ(32u, both.ranks);
  EXPECT_EQ(4u, both.nodes);
  // Groups of 3 on 8-GPU nodes: {6, 7, 8} straddles two nodes.
  EXPECT_EQ(2u, getCollectiveGroup(spec, {3, 3}, {1}).nodes);
  EXPECT_EQ(2u, getMeshAxes(spec, {3, 3})[1].nodes);
  EXPECT_EQ(4u, getMeshAxes(spec, {4, 8})[0].nodes);
}

TEST(NetworkModel, H100FiguresAtScale) {
  DeviceSpec spec = *getDevicePreset("h100");
  // nccl#1218: ~200 GB/s all-gather bus bandwidth at 256 GPUs, 2 GB.
  CollectiveGroup group{256, 32};
  double seconds =
      getCollectiveSeconds(spec, group, CollectiveKind::AllGather, 2e9);
  double busBandwidth = 2e9 * 255 / 256 / seconds;
  EXPECT_GT(busBandwidth, 180e9);
  EXPECT_LT(busBandwidth, 200e9);
  // One GPU per node: one 46 GB/s NIC (nccl-tests#290).
  EXPECT_CLOSE(46e9, getBusBandwidth(spec, {32, 32}));
  // Within a node: NVLink (nccl-tests#212).
  EXPECT_CLOSE(370e9, getBusBandwidth(spec, {8, 1}));
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

/// A GEMM's work: flops at the matrix units, bytes moved.
ComputeWork gemmWork(double flops, double bytes, DType dtype) {
  ComputeWork work;
  work.gemmFlops = flops;
  work.bytes = bytes;
  work.dtype = dtype;
  return work;
}

TEST(ComputeCost, ComputeBoundRegime) {
  DeviceSpec spec = roundDevice();
  // 2e12 FLOP at 1e12 FLOP/s = 2 s; 1e10 bytes at 1e11 B/s = 0.1 s.
  EXPECT_CLOSE(2.0 + 1e-6,
               getComputeSeconds(spec, gemmWork(2e12, 1e10, DType::BF16)));
  // The dtype selects the rate: f16 at 2e12, f32 at 5e11.
  EXPECT_CLOSE(1.0 + 1e-6,
               getComputeSeconds(spec, gemmWork(2e12, 1e10, DType::F16)));
  EXPECT_CLOSE(4.0 + 1e-6,
               getComputeSeconds(spec, gemmWork(2e12, 1e10, DType::F32)));
}

TEST(ComputeCost, VectorOpsAndTranscendentalsAtTheirOwnRates) {
  DeviceSpec spec = roundDevice();
  ComputeWork work;
  work.dtype = DType::BF16;
  work.vectorOps = 1e12;
  work.transcendentals = 1e12;
  // Without rates of their own both run at the dtype's peak (1e12/s).
  EXPECT_CLOSE(2.0 + 1e-6, getComputeSeconds(spec, work));
  // At 5e11 vector ops/s and 1e11 transcendentals/s: 2 s + 10 s, added.
  spec.vectorOpsPerSecond = 5e11;
  spec.transcendentalsPerSecond = 1e11;
  EXPECT_CLOSE(12.0 + 1e-6, getComputeSeconds(spec, work));
  // A GEMM's flops still take the matrix units' rate.
  work.gemmFlops = 1e12;
  EXPECT_CLOSE(13.0 + 1e-6, getComputeSeconds(spec, work));
  // Transcendentals alone are work (a kernel is launched).
  ComputeWork one;
  one.transcendentals = 1;
  EXPECT_GT(getComputeSeconds(spec, one), 0.0);
}

TEST(ComputeCost, CudaInstructionsReplaceVectorOpsWhereTheirRateIsSet) {
  DeviceSpec spec = roundDevice();
  spec.vectorOpsPerSecond = 5e11;
  ComputeWork work;
  work.vectorOps = 1e12;
  // A division and an exp are one op each, but a dozen instructions.
  work.cudaInstructions = 1e13;
  // Without a CUDA instruction rate (the CPU): the ops at their rate.
  EXPECT_CLOSE(2.0 + 1e-6, getComputeSeconds(spec, work));
  // With one: the instructions at theirs, the ops not at all.
  spec.cudaInstructionsPerSecond = 2e12;
  EXPECT_CLOSE(5.0 + 1e-6, getComputeSeconds(spec, work));
  // Special-function results are issued among the instructions: the
  // units' rate (here the f32 peak, 5e11/s) bounds the kernel beside the
  // issue rate, not after it: 2 s of them hide under the 5 s of issue, 8 s
  // do not.
  work.transcendentals = 1e12;
  EXPECT_CLOSE(5.0 + 1e-6, getComputeSeconds(spec, work));
  work.transcendentals = 4e12;
  EXPECT_CLOSE(8.0 + 1e-6, getComputeSeconds(spec, work));
  // Instructions alone are work.
  ComputeWork one;
  one.cudaInstructions = 1;
  EXPECT_GT(getComputeSeconds(spec, one), 0.0);
  // The GPU presets price instructions at their CUDA cores' issue rate.
  EXPECT_EQ(128.0 * 132 * 1.98e9,
            getDevicePreset("h200")->cudaInstructionsPerSecond);
  EXPECT_EQ(0.0, getDevicePreset("cpu")->cudaInstructionsPerSecond);
}

TEST(ComputeCost, EachLibraryCallPaysTheLaunchOverhead) {
  DeviceSpec spec = roundDevice();
  // A GEMM issued as 8 calls (a loop of head-strided batches): 2 s of
  // flops and 8 launches of 1 us each, against 1 for one call.
  ComputeWork work = gemmWork(2e12, 1e10, DType::BF16);
  work.launches = 8;
  EXPECT_CLOSE(2.0 + 8e-6, getComputeSeconds(spec, work));
  spec.kernelLaunchOverheadSeconds = 0;
  EXPECT_CLOSE(2.0, getComputeSeconds(spec, work));
}

TEST(ComputeCost, MemoryBoundRegime) {
  DeviceSpec spec = roundDevice();
  // 1e9 FLOP is 1 ms; 1e12 bytes at 1e11 B/s is 10 s.
  EXPECT_CLOSE(10.0 + 1e-6,
               getComputeSeconds(spec, gemmWork(1e9, 1e12, DType::BF16)));
}

TEST(ComputeCost, AMemoryCurvePricesEachKernelAtTheBandwidthOfItsBytes) {
  DeviceSpec spec = roundDevice();
  spec.kernelLaunchOverheadSeconds = 0;
  // Cache-resident kernels stream at 4e11 B/s, those beyond the caches at
  // 1e11 (the flat figure is then not read).
  spec.memoryCurve.points = {{1e6, 4e11}, {1e9, 1e11}};
  spec.hbmBandwidthBytesPerSecond = 1;
  auto memoryOnly = [](double bytes) {
    ComputeWork work;
    work.bytes = bytes;
    return work;
  };
  EXPECT_CLOSE(1e5 / 4e11, getComputeSeconds(spec, memoryOnly(1e5)));
  EXPECT_CLOSE(1e6 / 4e11, getComputeSeconds(spec, memoryOnly(1e6)));
  // Halfway in log bytes: halfway in bandwidth.
  double middle = std::sqrt(1e6 * 1e9);
  EXPECT_CLOSE(middle / 2.5e11, getComputeSeconds(spec, memoryOnly(middle)));
  EXPECT_CLOSE(1e12 / 1e11, getComputeSeconds(spec, memoryOnly(1e12)));
  // The element-wise side meets the same memory time.
  spec.unoverlappedFraction = 1;
  spec.vectorOpsPerSecond = 1e9;
  ComputeWork work = memoryOnly(4e6);
  work.vectorOps = 1e6; // 1 ms
  EXPECT_CLOSE(1e-3 + 4e6 / spec.getMemoryBandwidth(4e6),
               getComputeSeconds(spec, work));
}

TEST(StreamingBandwidth, AReadIsPricedByTheTrafficSinceItsValueWasTouched) {
  DeviceSpec spec = roundDevice();
  // Reused within 1 MB of traffic: 4e11 B/s; after 1 GB: 1e11.
  spec.memoryCurve.points = {{1e6, 4e11}, {1e9, 1e11}};
  auto read = [](uint64_t value, double bytes) {
    return MemoryAccess{value, bytes, false};
  };
  auto write = [](uint64_t value, double bytes) {
    return MemoryAccess{value, bytes, true};
  };
  // Op 0 writes value 1 (1e5 bytes); op 1 reads it back at once (hot), then
  // streams 1e9 bytes of value 2; op 2 reads value 1 again (cold by then).
  std::vector<std::vector<MemoryAccess>> ops = {
      {write(1, 1e5)}, {read(1, 1e5)}, {read(2, 1e9)}, {read(1, 1e5)}};
  std::vector<double> bw = getStreamingBandwidths(spec, ops);
  ASSERT_EQ(4u, bw.size());
  EXPECT_CLOSE(4e11, bw[0]); // a write at its own 1e5 bytes
  EXPECT_CLOSE(4e11, bw[1]); // 1e5 bytes since the write
  // Value 2 was last touched one step ago: the step's whole traffic
  // (1.0003e9 bytes) ago, beyond the curve's end.
  EXPECT_CLOSE(1e11, bw[2]);
  EXPECT_GT(bw[1], bw[3]);
  EXPECT_NEAR(spec.memoryCurve.at(1e9 + 1e5), bw[3], 1.0);
  // Without a curve: the flat figure everywhere (0).
  spec.memoryCurve.points.clear();
  for (double b : getStreamingBandwidths(spec, ops))
    EXPECT_EQ(0.0, b);
  // A kernel priced at a given bandwidth takes it over the curve's.
  ComputeWork work;
  work.bytes = 1e9;
  work.streamingBandwidth = 1e10;
  spec.kernelLaunchOverheadSeconds = 0;
  EXPECT_CLOSE(0.1, getComputeSeconds(spec, work));
}

TEST(ComputeCost, UnoverlappedShareOfTheShorterSideIsAdded) {
  DeviceSpec spec = roundDevice();
  spec.kernelLaunchOverheadSeconds = 0;
  spec.transcendentalsPerSecond = 1e9;
  ComputeWork work;
  work.transcendentals = 4e9; // 4 s of special-function work
  work.bytes = 1e12;          // 10 s of memory traffic at 1e11 B/s
  // The roofline: the 4 s hide under the 10 s.
  EXPECT_CLOSE(10.0, getComputeSeconds(spec, work));
  // A quarter of the shorter side does not hide: 10 + 1 s.
  spec.unoverlappedFraction = 0.25;
  EXPECT_CLOSE(11.0, getComputeSeconds(spec, work));
  // None hides: the sum, whichever side is longer.
  spec.unoverlappedFraction = 1;
  EXPECT_CLOSE(14.0, getComputeSeconds(spec, work));
  work.transcendentals = 40e9;
  EXPECT_CLOSE(50.0, getComputeSeconds(spec, work));
}

TEST(ComputeCost, LaunchOverheadOnlyForRealKernels) {
  DeviceSpec spec = roundDevice();
  EXPECT_EQ(0.0, getComputeSeconds(spec, ComputeWork{}));
  spec.kernelLaunchOverheadSeconds = 0;
  EXPECT_CLOSE(2.0, getComputeSeconds(spec, gemmWork(2e12, 0, DType::BF16)));
}

TEST(ComputeCost, H200MatmulIsComputeBound) {
  DeviceSpec spec = *getDevicePreset("h200");
  // 8192^3 bf16 product: 2 * 8192^3 FLOP over 790 TFLOP/s, plus the launch.
  double flops = 2.0 * 8192 * 8192 * 8192;
  double bytes = 3.0 * 8192 * 8192 * 2;
  EXPECT_CLOSE(flops / 790e12 + 3e-6,
               getComputeSeconds(spec, gemmWork(flops, bytes, DType::BF16)));
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
  // InfiniBand: 8 NDR NICs of 46 GB/s, whole nodes capped at 200 GB/s.
  EXPECT_EQ(8u, h200.getNicsPerNode());
  EXPECT_EQ(46e9, h200.getNicBandwidth());
  EXPECT_EQ(200e9, h200.interNode.busBandwidthBytesPerSecond);
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
