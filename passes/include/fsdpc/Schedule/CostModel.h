//===- CostModel.h - device description and op/collective costs -*- C++ -*-===//
//
// The cost model that the scheduling passes (bucketing, prefetch/reorder, the
// simulator) price a program with. It knows nothing about MLIR: a pass turns an
// op into FLOPs and bytes, a collective into a kind, a size and a mesh axis,
// and asks this file for seconds.
//
// All figures are in SI base units: seconds, bytes, bytes per second, FLOP/s.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_SCHEDULE_COSTMODEL_H
#define FSDPC_SCHEDULE_COSTMODEL_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace fsdpc::schedule {

/// The element types the device has a distinct peak compute rate for.
enum class DType { BF16, F16, F32 };
constexpr unsigned kNumDTypes = 3;

/// "bf16", "f16", "f32": the spelling used by the JSON schema and MLIR.
llvm::StringRef getDTypeName(DType dtype);
std::optional<DType> parseDType(llvm::StringRef name);

/// A link a collective can ride. `busBandwidth` is NCCL's "bus bandwidth"
/// (nccl-tests doc/PERFORMANCE.md): the per-rank rate that makes the
/// all-gather time S*(n-1)/(n*busBandwidth) independent of n.
struct LinkSpec {
  double latencySeconds = 0;
  double busBandwidthBytesPerSecond = 0;
};

/// Which link a mesh axis's collectives ride.
enum class LinkKind { IntraNode, InterNode };

/// One accelerator (or CPU host) and the links between such devices.
struct DeviceSpec {
  std::string name;
  /// Achievable dense compute rate per element type, indexed by DType.
  std::array<double, kNumDTypes> peakFlopsPerSecond = {};
  double hbmBandwidthBytesPerSecond = 0;
  uint64_t memoryBytes = 0;
  /// Fixed cost added to every compute kernel (launch and tail effects).
  double kernelLaunchOverheadSeconds = 0;
  /// NVLink within a node, InfiniBand across nodes (per GPU).
  LinkSpec intraNode;
  LinkSpec interNode;
  /// Devices sharing one intra-node link domain; ranks are numbered so that
  /// ranks [k*gpusPerNode, (k+1)*gpusPerNode) sit on node k.
  unsigned gpusPerNode = 1;

  double getPeakFlops(DType dtype) const {
    return peakFlopsPerSecond[static_cast<unsigned>(dtype)];
  }
  const LinkSpec &getLink(LinkKind kind) const {
    return kind == LinkKind::IntraNode ? intraNode : interNode;
  }
};

/// The built-in presets: "h100", "h200", "cpu". The figures and their sources
/// are documented where they are defined (CostModel.cpp).
std::optional<DeviceSpec> getDevicePreset(llvm::StringRef name);
llvm::ArrayRef<llvm::StringRef> getDevicePresetNames();

/// Checks that every rate, size and count is positive and every latency or
/// overhead non-negative; the error names the first offending field with its
/// JSON path (e.g. "field 'hbm_bandwidth_bytes_per_s' must be a positive
/// number").
llvm::Error verifyDeviceSpec(const DeviceSpec &spec);

/// Loads a device description: the preset `presetName`, overridden by the JSON
/// file `jsonPath` when that is non-empty.
///
/// JSON schema (every key optional; figures are JSON numbers):
/// \code
///   {
///     "base": "h200",                      // preset to start from; wins over
///                                          // presetName when both are given
///     "name": "my-cluster",                // string
///     "peak_flops_per_s": {"bf16": 7.9e14, "f16": 7.9e14, "f32": 5.3e13},
///     "hbm_bandwidth_bytes_per_s": 4.3e12,
///     "memory_bytes": 150754820096,        // integer
///     "kernel_launch_overhead_s": 4e-6,    // >= 0
///     "gpus_per_node": 8,                  // integer
///     "links": {
///       "intra_node": {"latency_s": 1e-5, "bandwidth_bytes_per_s": 3.7e11},
///       "inter_node": {"latency_s": 2.5e-5, "bandwidth_bytes_per_s": 4.1e10}
///     }
///   }
/// \endcode
/// "bandwidth_bytes_per_s" of a link is its bus bandwidth. Latencies and the
/// launch overhead must be >= 0, every other figure > 0. With neither "base"
/// nor `presetName`, the file must give every field. Unknown keys, wrong
/// types, bad values and unknown presets are errors whose message starts with
/// the file name and names the field by its dotted path, e.g.
///   "dev.json: field 'links.inter_node.bandwidth_bytes_per_s' must be a
///    positive number".
llvm::Expected<DeviceSpec> loadDeviceSpec(llvm::StringRef presetName,
                                          llvm::StringRef jsonPath);

/// As loadDeviceSpec, from JSON text already in memory; `sourceName` is the
/// file name used in messages.
llvm::Expected<DeviceSpec> parseDeviceSpec(llvm::StringRef presetName,
                                           llvm::StringRef jsonText,
                                           llvm::StringRef sourceName);

/// Roofline time of one compute kernel: max(flops / peak(dtype), bytes /
/// HBM bandwidth) plus the launch overhead. `bytesMoved` counts HBM reads and
/// writes. A kernel with no work costs nothing (no launch either).
double getComputeSeconds(const DeviceSpec &spec, double flops,
                         double bytesMoved, DType dtype);

enum class CollectiveKind { AllGather, ReduceScatter, AllReduce };

/// Time of one collective over `numRanks` ranks on `link`. `totalBytes` is the
/// full, unsharded size S: the all-gather's output, the reduce-scatter's
/// input, the all-reduce's buffer. All-gather and reduce-scatter cost
/// latency + S*(n-1)/(n*busBandwidth); all-reduce, run as a reduce-scatter
/// followed by an all-gather, costs twice that (latency included). One rank
/// costs 0.
double getCollectiveSeconds(const LinkSpec &link, CollectiveKind kind,
                            double totalBytes, uint64_t numRanks);

/// One axis of the device mesh as the cost model sees it.
struct MeshAxis {
  std::string name;
  uint64_t size = 1;
  LinkKind link = LinkKind::IntraNode;
};

/// Assigns links to the axes of a mesh of shape `shape` (axis 0 outermost).
///
/// Rule: ranks are laid out row-major (the last axis varies fastest) and
/// filled into nodes of `gpusPerNode` consecutive ranks. An axis whose groups
/// all lie inside one node rides NVLink, otherwise InfiniBand: with `stride`
/// the product of the sizes of the axes after it, the axis is intra-node iff
/// stride*size divides gpusPerNode. A group that straddles nodes is as slow as
/// its slowest hop, so any straddle counts as inter-node. Examples with 8 GPUs
/// per node: 1-D FSDP over 8 ranks is intra-node, over 16 inter-node; HSDP
/// (replica=4, shard=8) has an inter-node replica axis and an intra-node shard
/// axis. Axes of size 1 are intra-node (they never communicate).
std::vector<MeshAxis> getMeshAxes(const DeviceSpec &spec,
                                  llvm::ArrayRef<uint64_t> shape,
                                  llvm::ArrayRef<std::string> names = {});

/// The time of a collective on one mesh axis of `spec`.
double getCollectiveSeconds(const DeviceSpec &spec, const MeshAxis &axis,
                            CollectiveKind kind, double totalBytes);

} // namespace fsdpc::schedule

#endif // FSDPC_SCHEDULE_COSTMODEL_H
