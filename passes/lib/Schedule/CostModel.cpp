//===- CostModel.cpp - compute and collective times -----------------------===//

#include "fsdpc/Schedule/CostModel.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <cassert>
#include <cmath>

using namespace fsdpc::schedule;

llvm::StringRef fsdpc::schedule::getDTypeName(DType dtype) {
  switch (dtype) {
  case DType::BF16:
    return "bf16";
  case DType::F16:
    return "f16";
  case DType::F32:
    return "f32";
  }
  llvm_unreachable("unknown dtype");
}

std::optional<DType> fsdpc::schedule::parseDType(llvm::StringRef name) {
  for (DType dtype : {DType::BF16, DType::F16, DType::F32})
    if (getDTypeName(dtype) == name)
      return dtype;
  return std::nullopt;
}

double fsdpc::schedule::getComputeSeconds(const DeviceSpec &spec,
                                          const ComputeWork &work) {
  assert(work.gemmFlops >= 0 && work.vectorOps >= 0 &&
         work.transcendentals >= 0 && work.cudaInstructions >= 0 &&
         work.bytes >= 0 && work.launches >= 1 && "negative work");
  if (work.gemmFlops == 0 && work.vectorOps == 0 && work.transcendentals == 0 &&
      work.cudaInstructions == 0 && work.bytes == 0)
    return 0;
  double peak = spec.getPeakFlops(work.dtype);
  auto rateOr = [&](double rate) { return rate > 0 ? rate : peak; };
  // Without an instruction rate the three kinds of units are added, not
  // overlapped: a kernel mixing them (a GEMM epilogue, an exp in a softmax)
  // issues from the same warps.
  // Counted as instructions, though, the special-function results are
  // issued among them: their units' rate bounds the kernel beside the
  // issue rate, not after it.
  double special = work.transcendentals / rateOr(spec.transcendentalsPerSecond);
  double vector =
      spec.cudaInstructionsPerSecond > 0
          ? std::max(work.cudaInstructions / spec.cudaInstructionsPerSecond,
                     special)
          : work.vectorOps / rateOr(spec.vectorOpsPerSecond) + special;
  double computeBound = work.gemmFlops / peak + vector;
  double bandwidth = work.streamingBandwidth > 0
                         ? work.streamingBandwidth
                         : spec.getMemoryBandwidth(work.bytes);
  double memoryBound = work.bytes / bandwidth;
  // A GEMM's rate is fitted whole, its traffic inside: only element-wise
  // work adds what does not hide under the streaming.
  double elementwise = computeBound - work.gemmFlops / peak;
  return std::max(computeBound, memoryBound) +
         spec.unoverlappedFraction * std::min(elementwise, memoryBound) +
         work.launches * spec.kernelLaunchOverheadSeconds;
}

std::vector<double> fsdpc::schedule::getStreamingBandwidths(
    const DeviceSpec &spec, const std::vector<std::vector<MemoryAccess>> &ops) {
  std::vector<double> bandwidths(ops.size(), 0.0);
  if (spec.memoryCurve.empty())
    return bandwidths;
  // Traffic before each op, and where in it each value was last touched.
  std::vector<double> before(ops.size() + 1, 0.0);
  llvm::DenseMap<uint64_t, double> lastTouch;
  for (size_t i = 0; i < ops.size(); ++i) {
    double bytes = 0;
    for (const MemoryAccess &access : ops[i]) {
      bytes += access.bytes;
      lastTouch[access.value] = before[i];
    }
    before[i + 1] = before[i] + bytes;
  }
  double step = before.back();
  // A value's previous touch: in this step once touched, else its last
  // touch one step earlier.
  llvm::DenseMap<uint64_t, double> previous;
  for (auto [value, at] : lastTouch)
    previous[value] = at - step;
  for (size_t i = 0; i < ops.size(); ++i) {
    double bytes = 0, seconds = 0;
    double own = before[i + 1] - before[i];
    for (const MemoryAccess &access : ops[i]) {
      double distance = access.write
                            ? own
                            : std::max(before[i] - previous[access.value], own);
      bytes += access.bytes;
      seconds += access.bytes / spec.memoryCurve.at(distance);
    }
    for (const MemoryAccess &access : ops[i])
      previous[access.value] = before[i];
    if (seconds > 0)
      bandwidths[i] = bytes / seconds;
  }
  return bandwidths;
}

double BandwidthCurve::at(double bytes) const {
  assert(!points.empty() && "an empty curve has no bandwidth");
  if (bytes <= points.front().bytes)
    return points.front().bandwidth;
  if (bytes >= points.back().bytes)
    return points.back().bandwidth;
  auto upper = llvm::upper_bound(
      points, bytes, [](double s, const Point &p) { return s < p.bytes; });
  const Point &lo = upper[-1], &hi = *upper;
  double t = std::log(bytes / lo.bytes) / std::log(hi.bytes / lo.bytes);
  return lo.bandwidth + t * (hi.bandwidth - lo.bandwidth);
}

namespace {
/// The half of a collective a ring moves its bytes in: a reduce-scatter's
/// reduction or an all-gather's distribution (an all-reduce does both).
enum class Phase { Gather, Scatter };

/// How one phase moves S bytes: at bus bandwidth `bandwidth` after the ramp
/// `halfBandwidth` (CostModel.h, LinkSpec).
struct Rate {
  double bandwidth = 0;
  double halfBandwidth = 0;

  /// (S + S_half) / B: the transfer time of one pass before the ring's
  /// (n - 1) / n.
  double seconds(double totalBytes) const {
    return (totalBytes + halfBandwidth) / bandwidth;
  }
};

/// What a collective's time depends on, once the group is placed on links.
struct Route {
  uint64_t ranks = 1;
  uint64_t nodes = 1;
  double baseLatency = 0;
  double intraHop = 0;
  double interHop = 0;
  Rate gather;
  Rate scatter;
};
} // namespace

static const BandwidthCurve &getCurve(const LinkSpec &link, Phase phase) {
  return phase == Phase::Gather ? link.allGatherCurve : link.reduceScatterCurve;
}

/// The link's bus bandwidth for `phase` at S bytes: its measured curve, or
/// the flat figure.
static double getLinkBandwidth(const LinkSpec &link, Phase phase,
                               double totalBytes) {
  const BandwidthCurve &curve = getCurve(link, phase);
  return curve.empty() ? link.busBandwidthBytesPerSecond : curve.at(totalBytes);
}

/// A measured curve has the ramp in it; the flat model adds it.
static double getHalfBandwidth(const LinkSpec &link, Phase phase) {
  return getCurve(link, phase).empty() ? link.halfBandwidthBytes : 0;
}

/// NCCL's tuning model runs a tree at 0.9 of the ring's bus bandwidth
/// (src/graph/tuning.cc: "busBw*.9" for NCCL_ALGO_TREE).
constexpr double kTreeBandwidthFraction = 0.9;

/// ceil(log2(x)) for x >= 1.
static double ceilLog2(uint64_t x) {
  double steps = 0;
  for (uint64_t reach = 1; reach < x; reach *= 2)
    ++steps;
  return steps;
}

/// A ring visits every rank; m - 1 of its n - 1 steps cross nodes (NCCL's
/// nInterSteps), the others stay on NVLink.
static double ringHopsLatency(const Route &route) {
  double n = double(route.ranks), m = double(route.nodes);
  return (n - m) * route.intraHop + (m - 1) * route.interHop;
}

/// The bandwidth term of one ring pass: S*(n-1)/(n*B) at the achieved rate
/// B*S/(S + S_half), i.e. (S + S_half)*(n-1)/(n*B).
static double ringTransferSeconds(const Route &route, const Rate &rate,
                                  double totalBytes) {
  double n = double(route.ranks);
  return rate.seconds(totalBytes) * (n - 1) / n;
}

/// NCCL's tree all-reduce: a chain within each node, a binary tree across
/// nodes, up (reducing) then down (distributing); each rank moves about S
/// each way at the tree's rate.
static double treeAllReduceSeconds(const Route &route, double totalBytes) {
  double perNode = double(route.ranks) / double(route.nodes);
  double hops =
      (perNode - 1) * route.intraHop + ceilLog2(route.nodes) * route.interHop;
  return route.baseLatency + 2 * hops +
         (route.scatter.seconds(totalBytes) +
          route.gather.seconds(totalBytes)) /
             kTreeBandwidthFraction;
}

static double routeSeconds(const Route &route, CollectiveKind kind,
                           double totalBytes) {
  assert(totalBytes >= 0 && route.ranks >= 1 && "bad collective");
  if (route.ranks <= 1)
    return 0;
  double hops = ringHopsLatency(route);
  if (kind == CollectiveKind::AllGather)
    return route.baseLatency + hops +
           ringTransferSeconds(route, route.gather, totalBytes);
  double scatter = ringTransferSeconds(route, route.scatter, totalBytes);
  if (kind == CollectiveKind::ReduceScatter)
    return route.baseLatency + hops + scatter;
  // A ring all-reduce is a reduce-scatter then an all-gather in one kernel.
  double ring = route.baseLatency + 2 * hops + scatter +
                ringTransferSeconds(route, route.gather, totalBytes);
  // Within a node NCCL's tree is a chain, never faster than the ring. (The
  // all-gather and reduce-scatter above stay rings: NCCL's PAT applies only
  // at one GPU per node, nccl#1473.)
  if (route.nodes <= 1)
    return ring;
  return std::min(ring, treeAllReduceSeconds(route, totalBytes));
}

double fsdpc::schedule::getCollectiveSeconds(const LinkSpec &link,
                                             CollectiveKind kind,
                                             double totalBytes,
                                             uint64_t numRanks) {
  auto rate = [&](Phase phase) {
    return Rate{getLinkBandwidth(link, phase, totalBytes),
                getHalfBandwidth(link, phase)};
  };
  Route route{numRanks,
              1,
              link.latencySeconds,
              link.latencyPerHopSeconds,
              link.latencyPerHopSeconds,
              rate(Phase::Gather),
              rate(Phase::Scatter)};
  return routeSeconds(route, kind, totalBytes);
}

/// The ranks of the group whose other coordinates are those of `base`:
/// base plus every combination of coordinate * stride over `axes`.
static std::vector<uint64_t> groupMembers(uint64_t base,
                                          llvm::ArrayRef<uint64_t> shape,
                                          llvm::ArrayRef<uint64_t> strides,
                                          llvm::ArrayRef<size_t> axes) {
  std::vector<uint64_t> members = {base};
  for (size_t axis : axes) {
    std::vector<uint64_t> next;
    for (uint64_t member : members)
      for (uint64_t k = 0; k < shape[axis]; ++k)
        next.push_back(member + k * strides[axis]);
    members = std::move(next);
  }
  return members;
}

static uint64_t countNodes(llvm::ArrayRef<uint64_t> members,
                           uint64_t gpusPerNode) {
  std::vector<uint64_t> nodes;
  for (uint64_t member : members)
    nodes.push_back(member / gpusPerNode);
  llvm::sort(nodes);
  return uint64_t(std::unique(nodes.begin(), nodes.end()) - nodes.begin());
}

/// Members of the group holding rank 0 that lie below `limit`: the partial
/// sums of coordinate * stride over `axes` that stay under it. O(limit) at
/// most, whatever the group's size.
static uint64_t countMembersBelow(uint64_t limit,
                                  llvm::ArrayRef<uint64_t> shape,
                                  llvm::ArrayRef<uint64_t> strides,
                                  llvm::ArrayRef<size_t> axes, uint64_t base) {
  if (axes.empty())
    return base < limit ? 1 : 0;
  uint64_t count = 0;
  size_t axis = axes.front();
  for (uint64_t k = 0; k < shape[axis]; ++k) {
    uint64_t member = base + k * strides[axis];
    if (member >= limit)
      break;
    count +=
        countMembersBelow(limit, shape, strides, axes.drop_front(), member);
  }
  return count;
}

/// Meshes up to this many ranks are enumerated group by group (exact even
/// when groups straddle nodes unevenly); larger ones are sized from the
/// group holding rank 0, so that a mesh of 2^31 ranks costs no memory.
static constexpr uint64_t kMaxEnumeratedRanks = uint64_t(1) << 20;

CollectiveGroup
fsdpc::schedule::getCollectiveGroup(const DeviceSpec &spec,
                                    llvm::ArrayRef<uint64_t> shape,
                                    llvm::ArrayRef<size_t> axes) {
  std::vector<uint64_t> strides(shape.size(), 1);
  for (size_t i = shape.size(); i-- > 1;)
    strides[i - 1] = strides[i] * shape[i];
  std::vector<size_t> others;
  for (size_t i = 0; i < shape.size(); ++i)
    if (!llvm::is_contained(axes, i))
      others.push_back(i);
  for (size_t axis : axes)
    assert(axis < shape.size() && "axis out of range");
  uint64_t gpusPerNode = std::max<unsigned>(spec.gpusPerNode, 1);
  uint64_t world = shape.empty() ? 1 : strides.front() * shape.front();
  CollectiveGroup group;
  if (world > kMaxEnumeratedRanks) {
    group.ranks = 1;
    for (size_t axis : axes)
      group.ranks *= shape[axis];
    uint64_t perNode = std::max<uint64_t>(
        countMembersBelow(gpusPerNode, shape, strides, axes, 0), 1);
    group.nodes = (group.ranks + perNode - 1) / perNode;
    return group;
  }
  // All groups run at once and the step waits for the slowest: the one that
  // spans the most nodes (groups differ when a node's size is not a multiple
  // of theirs).
  for (uint64_t base : groupMembers(0, shape, strides, others)) {
    std::vector<uint64_t> members = groupMembers(base, shape, strides, axes);
    group.ranks = members.size();
    group.nodes = std::max(group.nodes, countNodes(members, gpusPerNode));
  }
  return group;
}

/// A group's bus bandwidth given its links' rates: NVLink's within a node,
/// across nodes the least of NVLink, the inter-node cap and the group's share
/// of the NICs (CostModel.h, getBusBandwidth).
static double combineLinkRates(const DeviceSpec &spec,
                               const CollectiveGroup &group, double nvlink,
                               double interNode) {
  if (group.nodes <= 1)
    return nvlink;
  double perNode = double(group.ranks) / double(group.nodes);
  double share = perNode / double(std::max<unsigned>(spec.gpusPerNode, 1));
  double nics = double(spec.getNicsPerNode()) * spec.getNicBandwidth() * share;
  return std::min({nvlink, interNode, nics});
}

double fsdpc::schedule::getBusBandwidth(const DeviceSpec &spec,
                                        const CollectiveGroup &group) {
  return combineLinkRates(spec, group,
                          spec.intraNode.busBandwidthBytesPerSecond,
                          spec.interNode.busBandwidthBytesPerSecond);
}

double fsdpc::schedule::getCollectiveSeconds(const DeviceSpec &spec,
                                             const CollectiveGroup &group,
                                             CollectiveKind kind,
                                             double totalBytes) {
  // The base latency and the ramp are those of the slowest link crossed.
  const LinkSpec &slowest = group.nodes > 1 ? spec.interNode : spec.intraNode;
  auto rate = [&](Phase phase) {
    double bandwidth = combineLinkRates(
        spec, group, getLinkBandwidth(spec.intraNode, phase, totalBytes),
        getLinkBandwidth(spec.interNode, phase, totalBytes));
    return Rate{bandwidth, getHalfBandwidth(slowest, phase)};
  };
  Route route{group.ranks,
              group.nodes,
              slowest.latencySeconds,
              spec.intraNode.latencyPerHopSeconds,
              spec.interNode.latencyPerHopSeconds,
              rate(Phase::Gather),
              rate(Phase::Scatter)};
  return routeSeconds(route, kind, totalBytes);
}

std::vector<MeshAxis>
fsdpc::schedule::getMeshAxes(const DeviceSpec &spec,
                             llvm::ArrayRef<uint64_t> shape,
                             llvm::ArrayRef<std::string> names) {
  assert((names.empty() || names.size() == shape.size()) &&
         "one name per axis");
  std::vector<MeshAxis> axes(shape.size());
  // Walk from the fastest-varying axis outwards, accumulating the stride.
  uint64_t stride = 1;
  for (size_t i = shape.size(); i-- > 0;) {
    MeshAxis &axis = axes[i];
    axis.name = names.empty() ? "axis" + std::to_string(i) : names[i];
    axis.size = shape[i];
    uint64_t span = stride * shape[i];
    bool intra = shape[i] <= 1 || (span != 0 && spec.gpusPerNode % span == 0);
    axis.link = intra ? LinkKind::IntraNode : LinkKind::InterNode;
    axis.nodes = getCollectiveGroup(spec, shape, {i}).nodes;
    stride = span;
  }
  return axes;
}

double fsdpc::schedule::getCollectiveSeconds(const DeviceSpec &spec,
                                             const MeshAxis &axis,
                                             CollectiveKind kind,
                                             double totalBytes) {
  return getCollectiveSeconds(spec, CollectiveGroup{axis.size, axis.nodes},
                              kind, totalBytes);
}
