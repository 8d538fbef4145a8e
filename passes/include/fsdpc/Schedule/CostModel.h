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
#include "llvm/Support/JSON.h"

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

/// A measured bandwidth as a function of the bytes moved: a collective's bus
/// bandwidth by its size S (the full, unsharded bytes, as
/// getCollectiveSeconds counts them) on a link, or a kernel's streaming
/// bandwidth by its bytes (DeviceSpec::memoryCurve). Points (S_i, B_i) with
/// S strictly increasing. Between two points B is interpolated linearly in
/// log S; below the first and above the last it is that point's. A measured
/// curve describes what one line cannot: MPI's rate on a CPU host rises with
/// the message and falls again once the buffers leave the caches, and so
/// does a CPU core's streaming (bench/presets/cpu.fit.md).
struct BandwidthCurve {
  struct Point {
    double bytes = 0;
    double bandwidth = 0;
  };
  std::vector<Point> points;

  bool empty() const { return points.empty(); }
  /// B(S); the curve must not be empty.
  double at(double bytes) const;
};

/// A link a collective can ride (docs/scheduling.md, "Network model").
/// `busBandwidth` is NCCL's "bus bandwidth" (nccl-tests doc/PERFORMANCE.md):
/// the per-rank rate that makes the all-gather time S*(n-1)/(n*busBandwidth)
/// independent of n. For the inter-node link it is a cap on the cross-node
/// bus bandwidth a rank reaches (a figure measured at scale); the NICs bound
/// it further (DeviceSpec::nicsPerNode).
struct LinkSpec {
  /// Paid once per collective (kernel launch, protocol setup); a collective
  /// that crosses nodes pays the inter-node link's.
  double latencySeconds = 0;
  double busBandwidthBytesPerSecond = 0;
  /// Paid per ring step that crosses this link: ring latency grows linearly
  /// with the ranks (nccl#1712).
  double latencyPerHopSeconds = 0;
  /// The message size S at which a collective reaches half its bus
  /// bandwidth: the achieved rate is busBandwidth * S / (S + halfBandwidth).
  /// 0: the full rate at every size.
  double halfBandwidthBytes = 0;
  /// Measured bus bandwidth by size of all-gathers and of reduce-scatters on
  /// this link. A non-empty curve replaces busBandwidth and the
  /// halfBandwidth ramp for its kind (the curve has the ramp in it); an
  /// all-reduce, a reduce-scatter then an all-gather, moves its bytes once at
  /// each kind's rate. Empty: the flat model.
  BandwidthCurve allGatherCurve = {};
  BandwidthCurve reduceScatterCurve = {};
};

/// Which link a mesh axis's collectives ride.
enum class LinkKind { IntraNode, InterNode };

/// One accelerator (or CPU host) and the links between such devices.
struct DeviceSpec {
  std::string name;
  /// Achievable dense compute rate per element type, indexed by DType.
  std::array<double, kNumDTypes> peakFlopsPerSecond = {};
  double hbmBandwidthBytesPerSecond = 0;
  /// Streaming bandwidth by the bytes a kernel moves (STREAM triad over
  /// arrays of that size): a kernel whose operands fit in the caches reads
  /// them there, at their bandwidth, as the step's kernels do that read what
  /// the previous one wrote. Empty: hbmBandwidth for every kernel (the GPU
  /// presets; an HBM-bound kernel). getMemoryBandwidth reads it.
  BandwidthCurve memoryCurve = {};
  uint64_t memoryBytes = 0;
  /// Fixed cost added to every compute kernel (launch and tail effects).
  double kernelLaunchOverheadSeconds = 0;
  /// Scalar ops per second of element-wise and reduction kernels (the
  /// vector units or CUDA cores, not the matrix units); 0: the peak rate of
  /// the op's dtype. Unused where cudaInstructionsPerSecond is set.
  double vectorOpsPerSecond = 0;
  /// Transcendental results (exp, log, erf, tanh, rsqrt, sqrt, pow, sin,
  /// cos) per second, the special-function units' rate; 0: each costs one
  /// flop at the peak rate of its dtype.
  double transcendentalsPerSecond = 0;
  /// Instructions per second the CUDA cores issue (one a lane a clock):
  /// where set (the GPU presets), element-wise and reduction work is priced
  /// as the instructions fsdp-translate's CUDA lowering issues for it
  /// (ComputeWork::cudaInstructions: a division or a softmax's exp is a
  /// dozen), not as one op each at vectorOpsPerSecond; 0: as ops.
  double cudaInstructionsPerSecond = 0;
  /// The share of the shorter of a kernel's element-wise compute time and
  /// its memory time that does not hide under the longer (getComputeSeconds).
  /// 0 on GPUs (the roofline: warps waiting on memory leave the units to
  /// other warps); a CPU core running one loop overlaps its arithmetic with
  /// its streaming less, so its exp-bound kernels take about the sum
  /// (bench/presets/cpu.*).
  double unoverlappedFraction = 0;
  /// How much communication and compute slow each other while they overlap:
  /// both then progress at 1 / (1 + f) of their rates (the schedule's
  /// simulator and lower bound, Schedule.h). 0 on GPUs (NCCL's kernels and
  /// the copy engines run beside the compute kernels; the GPU presets ignore
  /// their small share of the SMs); 1 for the CPU device with one core per
  /// rank, whose communication thread makes blocking MPI calls that poll on
  /// the compute core: the two share it, and overlapping hides nothing.
  double commComputeInterference = 0;
  /// NVLink within a node, InfiniBand across nodes (per GPU).
  LinkSpec intraNode;
  LinkSpec interNode;
  /// Devices sharing one intra-node link domain; ranks are numbered so that
  /// ranks [k*gpusPerNode, (k+1)*gpusPerNode) sit on node k.
  unsigned gpusPerNode = 1;
  /// Network interfaces per node and the bandwidth one achieves. 0 for
  /// either means "one NIC per GPU" and "the inter-node link's bus
  /// bandwidth", which together are the flat per-GPU model.
  unsigned nicsPerNode = 0;
  double nicBandwidthBytesPerSecond = 0;
  /// The byte multiple at which the device's library GEMMs want each row of
  /// a 16-bit (bf16, f16) operand to start: rows elsewhere rule out its
  /// fastest kernels, so fsdp-form-kernels pads such operands
  /// (GemmPadding.h). 0: any row is as fast.
  unsigned gemmRowAlignmentBytes = 0;
  /// The longest row (the bytes of a row of every operand it reads along the
  /// row) that a row kernel (fsdp.row_kernel: a block per row, a phase per
  /// op) finds in its threads' registers (up to 4096 points) or its SM's
  /// cache after its first phase; 0: no row kernels
  /// (the CPU preset: a core's softmax is bound by its exps, and row by row
  /// it measured within run-to-run noise of a kernel per op).
  uint64_t rowKernelBytes = 0;
  /// Whether a kernel keeps what its ops compute in f32 between them where
  /// the program rounds a 16-bit result only for a later op of the same
  /// kernel to widen it again (fsdp-excess-precision), as Inductor's
  /// kernels do (16-bit loads upcast, one rounding at the store) and, for
  /// the ops it computes in f32, XLA:GPU (xla_allow_excess_precision). True
  /// in the GPU presets; false on the CPU, whose kernels round after every
  /// op as JAX's CPU backend does (the reference the tests compare with).
  bool excessPrecision = false;

  /// The bandwidth at which a kernel moving `bytes` streams them.
  double getMemoryBandwidth(double bytes) const {
    return memoryCurve.empty() ? hbmBandwidthBytesPerSecond
                               : memoryCurve.at(bytes);
  }
  double getPeakFlops(DType dtype) const {
    return peakFlopsPerSecond[static_cast<unsigned>(dtype)];
  }
  const LinkSpec &getLink(LinkKind kind) const {
    return kind == LinkKind::IntraNode ? intraNode : interNode;
  }
  unsigned getNicsPerNode() const {
    return nicsPerNode ? nicsPerNode : gpusPerNode;
  }
  double getNicBandwidth() const {
    return nicBandwidthBytesPerSecond > 0
               ? nicBandwidthBytesPerSecond
               : interNode.busBandwidthBytesPerSecond;
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
///     "memory_bandwidth_curve": [[3145728, 2.6e10], [3221225472, 1.1e10]],
///                                          // optional
///     "memory_bytes": 150754820096,        // integer
///     "kernel_launch_overhead_s": 4e-6,    // >= 0
///     "vector_ops_per_s": 3.3e13,           // optional, >= 0
///     "transcendentals_per_s": 4.2e12,      // optional, >= 0
///     "cuda_instructions_per_s": 3.3e13,    // optional, >= 0 (0: price ops)
///     "unoverlapped_fraction": 0.5,         // optional, in [0, 1]
///     "comm_compute_interference": 1,       // optional, in [0, 1]
///     "gemm_row_alignment_bytes": 16,      // integer; optional
///     "row_kernel_bytes": 65536,           // integer; optional
///     "excess_precision": true,            // optional boolean (false)
///     "gpus_per_node": 8,                  // integer
///     "nics_per_node": 8,                  // integer; optional
///     "links": {
///       "intra_node": {"latency_s": 6.6e-6, "bandwidth_bytes_per_s": 3.7e11,
///                      "latency_per_hop_s": 4.7e-7,      // optional
///                      "half_bandwidth_bytes": 4194304,  // optional
///                      "bus_bandwidth_curves": {          // optional
///                        "all_gather": [[1024, 5.7e8], [1048576, 6.1e9]],
///                        "reduce_scatter": [[1024, 4.9e8]]}},
///       "inter_node": {"latency_s": 6.6e-6, "bandwidth_bytes_per_s": 2e11,
///                      "latency_per_hop_s": 2.7e-6,      // optional
///                      "half_bandwidth_bytes": 1048576,  // optional
///                      "nic_bandwidth_bytes_per_s": 4.6e10} // optional
///     }
///   }
/// \endcode
/// "bandwidth_bytes_per_s" of a link is its bus bandwidth (for inter_node the
/// cap on a rank's cross-node bus bandwidth); "latency_s" is paid once per
/// collective, "latency_per_hop_s" per ring step on the link,
/// "half_bandwidth_bytes" is the message size that reaches half the bus
/// bandwidth, "nic_bandwidth_bytes_per_s" what one NIC achieves (the network
/// model is in docs/scheduling.md). "memory_bandwidth_curve" gives measured
/// [bytes, bandwidth] pairs (a BandwidthCurve) at which a kernel moving that
/// many bytes streams them; a file that sets "hbm_bandwidth_bytes_per_s"
/// without it drops its base's curve. "bus_bandwidth_curves" gives, per kind,
/// measured [S, bus bandwidth] pairs with S strictly increasing (a
/// BandwidthCurve; both numbers positive); it replaces that kind's flat
/// bandwidth and ramp on the link. Latencies, the launch overhead and half
/// bandwidth sizes must be >= 0, every other figure > 0. With neither "base"
/// nor `presetName`, the file must give every field but the optional ones:
/// those default to 0 (per-hop latency, half bandwidth size), one NIC per
/// GPU, and the inter-node bandwidth per NIC (the flat per-GPU model).
/// Unknown keys, wrong
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

/// `spec` in the JSON schema above, every field given (no "base"); optional
/// network fields left at 0 are left out. parseDeviceSpec("", ...) of its
/// text gives `spec` back.
llvm::json::Value deviceSpecToJSON(const DeviceSpec &spec);

/// The work of one compute kernel as the cost model reads it from the IR.
struct ComputeWork {
  /// Multiply-accumulates x 2 of a GEMM (matrix units, peak(dtype)).
  double gemmFlops = 0;
  /// Scalar ops of an element-wise or reduction body x iterations.
  double vectorOps = 0;
  /// exp, log, erf, tanh, rsqrt, ... results.
  double transcendentals = 0;
  /// The instructions the CUDA lowering issues for the element-wise work
  /// (priced instead of vectorOps where cudaInstructionsPerSecond is set).
  double cudaInstructions = 0;
  /// HBM bytes read and written.
  double bytes = 0;
  /// Kernels or library calls the work takes, each paying
  /// kernelLaunchOverheadSeconds (a GEMM with loops of calls: one per call).
  double launches = 1;
  DType dtype = DType::F32;
  /// The bandwidth these bytes stream at where the program around the
  /// kernel decides it (getStreamingBandwidths); 0: the device's bandwidth
  /// at `bytes` (DeviceSpec::getMemoryBandwidth).
  double streamingBandwidth = 0;
};

/// One tensor a kernel reads or writes: `value` identifies it (the same for
/// every op that touches it), `bytes` how much of it the kernel moves.
struct MemoryAccess {
  uint64_t value = 0;
  double bytes = 0;
  bool write = false;
};

/// The bandwidth each op of a step (in program order; `ops[i]` its accesses)
/// streams its bytes at on `spec`, by reuse distance: a STREAM triad over a
/// working set of W bytes (the memory curve's point W) touches each byte
/// again after W bytes of traffic, so a read whose value the step last
/// touched d bytes of traffic ago is priced at the curve's bandwidth for d.
/// A value the step reads before touching it otherwise was last touched in
/// the previous step: d runs from its last touch in this step around to the
/// read. Writes stream at the bandwidth of the op's own bytes. Per op:
/// bytes over the summed read and write times; 0 for an op moving nothing,
/// and for every op when the device has no curve (the flat bandwidth).
std::vector<double>
getStreamingBandwidths(const DeviceSpec &spec,
                       const std::vector<std::vector<MemoryAccess>> &ops);

/// Roofline time of one compute kernel: max(C, M) with C = gemm flops /
/// peak(dtype) + vector ops / vector rate + transcendentals / their rate
/// (on a device with cudaInstructionsPerSecond: gemm flops / peak(dtype) +
/// max(CUDA instructions / their rate, transcendentals / their rate)) and
/// M = bytes / their bandwidth (streamingBandwidth, else the device's at
/// `bytes`: getMemoryBandwidth), plus unoverlappedFraction times the smaller of
/// C's element-wise part and M (a GEMM's fitted rate already includes its
/// traffic), plus the launch overhead. A kernel with no work costs nothing
/// (no launch either).
double getComputeSeconds(const DeviceSpec &spec, const ComputeWork &work);

enum class CollectiveKind { AllGather, ReduceScatter, AllReduce };

/// Time of one collective over `numRanks` ranks that all ride `link` (one
/// node's NVLink, say): the network model of the group-aware overload below
/// with every hop on `link` and no tree. One rank costs 0.
double getCollectiveSeconds(const LinkSpec &link, CollectiveKind kind,
                            double totalBytes, uint64_t numRanks);

/// The ranks of one collective group and how they sit on nodes.
struct CollectiveGroup {
  uint64_t ranks = 1;
  /// Nodes the group spans; ranks / nodes of its ranks share each node.
  uint64_t nodes = 1;
};

/// The group of the collective over mesh axes `axes` (indices into `shape`,
/// axis 0 outermost) of a mesh laid out row-major over nodes of
/// `spec.gpusPerNode` consecutive ranks: the group holding rank 0 (every
/// group has the same shape).
CollectiveGroup getCollectiveGroup(const DeviceSpec &spec,
                                   llvm::ArrayRef<uint64_t> shape,
                                   llvm::ArrayRef<size_t> axes);

/// The bus bandwidth a rank of `group` reaches: NVLink within a node; across
/// nodes min(NVLink, inter-node cap, NICs * NIC bandwidth * g / gpusPerNode)
/// with g = ranks / nodes, since a ring that crosses nodes leaves and enters
/// each node once per channel and spreads its channels over every NIC
/// (nccl#412), and all the groups of an axis run at once, each with its
/// share g / gpusPerNode of the node's NICs.
double getBusBandwidth(const DeviceSpec &spec, const CollectiveGroup &group);

/// Time of one collective of `group` (docs/scheduling.md, "Network model").
/// `totalBytes` is the full, unsharded size S: the all-gather's output, the
/// reduce-scatter's input, the all-reduce's buffer. With B the bus bandwidth
/// and S_half the half-bandwidth size of the slowest link crossed:
///   all-gather, reduce-scatter (ring): L_ring + (S + S_half)*(n-1)/(n*B)
///   all-reduce: min(ring: L_ring2 + 2*(S + S_half)*(n-1)/(n*B),
///                   tree: L_tree + 2*(S + S_half)/(0.9*B))
/// where L_ring = base + (n-1-(m-1)) intra hops + (m-1) inter hops over m
/// nodes, L_ring2 counts twice the hops, and L_tree = base + 2*((g-1) intra
/// hops + ceil(log2 m) inter hops) (NCCL src/graph/tuning.cc). One rank
/// costs 0.
double getCollectiveSeconds(const DeviceSpec &spec,
                            const CollectiveGroup &group, CollectiveKind kind,
                            double totalBytes);

/// One axis of the device mesh as the cost model sees it.
struct MeshAxis {
  std::string name;
  uint64_t size = 1;
  LinkKind link = LinkKind::IntraNode;
  /// Nodes one group of this axis spans.
  uint64_t nodes = 1;
};

/// Assigns links to the axes of a mesh of shape `shape` (axis 0 outermost).
///
/// Rule: ranks are laid out row-major (the last axis varies fastest) and
/// filled into nodes of `gpusPerNode` consecutive ranks. An axis whose groups
/// all lie inside one node rides NVLink, otherwise InfiniBand: with `stride`
/// the product of the sizes of the axes after it, the axis is intra-node iff
/// stride*size divides gpusPerNode. Examples with 8 GPUs per node: 1-D FSDP
/// over 8 ranks is intra-node, over 16 inter-node; HSDP (replica=4, shard=8)
/// has an inter-node replica axis and an intra-node shard axis. Axes of size
/// 1 are intra-node (they never communicate).
std::vector<MeshAxis> getMeshAxes(const DeviceSpec &spec,
                                  llvm::ArrayRef<uint64_t> shape,
                                  llvm::ArrayRef<std::string> names = {});

/// The time of a collective on one mesh axis of `spec`.
double getCollectiveSeconds(const DeviceSpec &spec, const MeshAxis &axis,
                            CollectiveKind kind, double totalBytes);

} // namespace fsdpc::schedule

#endif // FSDPC_SCHEDULE_COSTMODEL_H
