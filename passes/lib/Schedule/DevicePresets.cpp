//===- DevicePresets.cpp - built-in device descriptions -------------------===//
//
// Each figure names where it comes from. "facts" is
// shared/reference/fsdp-facts.md. Where we have a measurement we use it rather
// than the datasheet: the scheduler compares predicted step times against a
// lower bound, and a datasheet rate that no kernel reaches makes every program
// look more communication-bound than it is.
//
//===----------------------------------------------------------------------===//

#include "fsdpc/Schedule/CostModel.h"

using namespace fsdpc::schedule;

namespace {

constexpr double kTera = 1e12;
constexpr double kGiga = 1e9;
constexpr uint64_t kMiB = 1024ull * 1024;

/// facts: H200 dense bf16 is 990 TFLOP/s by datasheet, 790 measured on an
/// 8192^3 product. We use the measured figure and apply its ratio to figures
/// we only have a datasheet for.
constexpr double kAchievedFlopFraction = 790.0 / 990.0;

/// facts: NVLink all-gather/reduce-scatter reach about 370 GB/s bus bandwidth
/// against a 450 GB/s line rate; the same fraction is assumed for InfiniBand.
constexpr double kAchievedLinkFraction = 370.0 / 450.0;

/// NVLink within an 8-GPU HGX node (facts: ~370 GB/s bus bandwidth, H100 and
/// H200 alike). The latency is an estimate of the order of nccl-tests'
/// small-message times within a node; override it with a measurement.
LinkSpec nvlink() { return {10e-6, 370 * kGiga}; }

/// InfiniBand: 8 x 400 Gb/s NDR NICs per node, one per GPU, so 50 GB/s line
/// rate per GPU; at NVLink's achieved fraction that is about 41 GB/s. The
/// latency is an estimate (a network hop on top of the NVLink figure).
LinkSpec infiniband() { return {25e-6, 50 * kGiga * kAchievedLinkFraction}; }

DeviceSpec makeH200() {
  DeviceSpec spec;
  spec.name = "h200";
  // facts: 790 TFLOP/s measured bf16; f16 runs on the same tensor cores.
  spec.peakFlopsPerSecond[static_cast<unsigned>(DType::BF16)] = 790 * kTera;
  spec.peakFlopsPerSecond[static_cast<unsigned>(DType::F16)] = 790 * kTera;
  // Datasheet 67 TFLOP/s for FP32 on CUDA cores (no TF32: our lowering does
  // not promise tensor-core f32), scaled by the achieved fraction.
  spec.peakFlopsPerSecond[static_cast<unsigned>(DType::F32)] =
      67 * kTera * kAchievedFlopFraction;
  // facts: about 4.3 TB/s measured copy bandwidth (4.8 TB/s datasheet).
  spec.hbmBandwidthBytesPerSecond = 4.3 * kTera;
  // 141 GB HBM3e: the 143771 MiB nvidia-smi reports as total. CUDA context
  // and NCCL buffers come out of it; reserving for them is the budget's job.
  spec.memoryBytes = 143771 * kMiB;
  // Order of magnitude of a CUDA kernel launch without graphs; 0 models
  // CUDA graph replay.
  spec.kernelLaunchOverheadSeconds = 3e-6;
  spec.intraNode = nvlink();
  spec.interNode = infiniband();
  spec.gpusPerNode = 8;
  return spec;
}

DeviceSpec makeH100() {
  // Same GH100 die and clocks as the H200: same compute rates. Only the
  // memory system differs.
  DeviceSpec spec = makeH200();
  spec.name = "h100";
  // Datasheet 3.35 TB/s (SXM5 HBM3), scaled by the H200's measured/datasheet
  // ratio 4.3/4.8.
  spec.hbmBandwidthBytesPerSecond = 3.35 * kTera * (4.3 / 4.8);
  // 80 GB HBM3: the 81559 MiB nvidia-smi reports as total.
  spec.memoryBytes = 81559 * kMiB;
  return spec;
}

/// The 2-vCPU development host (2.6 GHz, AVX2/AVX-512 FMA) that runs the
/// N-rank emulation. Predictions on it are for tests and demos, not accuracy.
DeviceSpec makeCpu() {
  DeviceSpec spec;
  spec.name = "cpu";
  // 2 cores x 2.6 GHz x 32 f32 FLOP/cycle (two 8-wide FMAs): the AVX2 rate,
  // since the generated loops are not assumed to use AVX-512. bf16 and f16
  // are computed in f32 after conversion, so they get the same rate.
  constexpr double f32Flops = 2 * 2.6e9 * 32;
  spec.peakFlopsPerSecond = {f32Flops, f32Flops, f32Flops};
  // A rough share of a server socket's DRAM bandwidth for two vCPUs.
  spec.hbmBandwidthBytesPerSecond = 20 * kGiga;
  // 16 GiB of the host's 23 GiB, leaving the rest to the OS and compiler.
  spec.memoryBytes = 16 * 1024 * kMiB;
  // Loop nests are called, not launched.
  spec.kernelLaunchOverheadSeconds = 0;
  // Emulated ranks exchange buffers by memcpy in one process: about a
  // microsecond of bookkeeping, half the DRAM bandwidth (read + write).
  spec.intraNode = {1e-6, 10 * kGiga};
  // Never used by the emulation (see gpusPerNode); same as intra-node.
  spec.interNode = spec.intraNode;
  // All emulated ranks share one host, so every axis up to this many ranks
  // is intra-node.
  spec.gpusPerNode = 1024;
  return spec;
}

} // namespace

std::optional<DeviceSpec>
fsdpc::schedule::getDevicePreset(llvm::StringRef name) {
  if (name == "h100")
    return makeH100();
  if (name == "h200")
    return makeH200();
  if (name == "cpu")
    return makeCpu();
  return std::nullopt;
}

llvm::ArrayRef<llvm::StringRef> fsdpc::schedule::getDevicePresetNames() {
  static const llvm::StringRef names[] = {"h100", "h200", "cpu"};
  return names;
}
