//===- DevicePresets.cpp - built-in device descriptions -------------------===//
//
// Each figure names where it comes from. "facts" is
// shared/reference/fsdp-facts.md. Where we have a measurement we use it rather
// than the datasheet: the scheduler compares predicted step times against a
// lower bound, and a datasheet rate that no kernel reaches makes every program
// look more communication-bound than it is.
//
//===----------------------------------------------------------------------===//

#include "DeviceSpecJSON.h"

#include "llvm/Support/ErrorHandling.h"

using namespace fsdpc::schedule;

namespace {

constexpr double kTera = 1e12;
constexpr double kGiga = 1e9;
constexpr uint64_t kMiB = 1024ull * 1024;

/// facts: H200 dense bf16 is 990 TFLOP/s by datasheet, 790 measured on an
/// 8192^3 product. We use the measured figure and apply its ratio to figures
/// we only have a datasheet for.
constexpr double kAchievedFlopFraction = 790.0 / 990.0;

/// NCCL's own latency model (src/graph/tuning.cc, the LL protocol it picks
/// for the small messages where latency matters): a 6.6 us base per ring
/// collective, 0.47 us per NVLink step, 2.7 us per network step. For an
/// 8-GPU all-reduce that predicts 6.6 + 14 * 0.47 = 13.2 us, the order of
/// the 12.5 us nccl-tests reports on 8 NVLink GPUs at 4 bytes
/// (DeepEP#303).
constexpr double kBaseLatency = 6.6e-6;
constexpr double kNvlinkHopLatency = 0.47e-6;
constexpr double kNetworkHopLatency = 2.7e-6;

/// NVLink within an 8-GPU HGX node: 360-370 GB/s all-gather/reduce-scatter
/// bus bandwidth measured with nccl-tests (nccl-tests#212, #326; the line
/// rate is 450 GB/s). Half the bus bandwidth at 4 MiB is an estimate of the
/// protocol ramp on top of the latency (nccl-tests#212: 256 MiB does not yet
/// reach the peak); override it with a measurement.
LinkSpec nvlink() {
  LinkSpec link;
  link.latencySeconds = kBaseLatency;
  link.busBandwidthBytesPerSecond = 370 * kGiga;
  link.latencyPerHopSeconds = kNvlinkHopLatency;
  link.halfBandwidthBytes = 4 * kMiB;
  return link;
}

/// InfiniBand NDR across nodes. The cap is the ~200 GB/s all-gather bus
/// bandwidth measured on 32 HGX H100 nodes (256 GPUs, 2 GB messages,
/// nccl#1218), below the 8 x 46 GB/s the NICs could carry. Half bandwidth
/// at 1 MiB is fitted to a two-node NDR all-reduce (nccl-tests#232: 29 us
/// intercept of the time against size at ~42 GB/s, less the latency model's
/// 12 us).
LinkSpec infiniband() {
  LinkSpec link;
  link.latencySeconds = kBaseLatency;
  link.busBandwidthBytesPerSecond = 200 * kGiga;
  link.latencyPerHopSeconds = kNetworkHopLatency;
  link.halfBandwidthBytes = 1 * kMiB;
  return link;
}

/// One 400 Gb/s NDR NIC achieves 46-48 GB/s (nccl-tests#290); an HGX node
/// carries 8, one per GPU. A ring across whole nodes spreads its channels
/// over all 8 (nccl#412), so min(NVLink, 8 x 46, cap) = 200 GB/s; a group
/// with one GPU per node (HSDP's replica axis) gets its GPU's NIC, 46 GB/s.
constexpr unsigned kNicsPerNode = 8;
constexpr double kNicBandwidth = 46 * kGiga;

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
  // Special-function units: 16 results per clock per SM for exp2, log2,
  // rsqrt, sin, cos at compute capability 9.0 (CUDA C++ Programming Guide,
  // "Arithmetic Instructions" throughput table) x 132 SMs x 1.98 GHz (the
  // SM count and boost clock an H200 reports: .library/device/KINDS.md).
  spec.transcendentalsPerSecond = 16.0 * 132 * 1.98e9;
  // Element-wise and reduction bodies run on the CUDA cores: 128 FP32 lanes
  // per SM (H100 whitepaper, "H100 SM architecture") x 132 SMs x 1.98 GHz,
  // one scalar op each per clock (an FMA counts as one op here, two flops in
  // the f32 peak above). Kept for device files that set no instruction
  // rate; the rate below prices these presets' kernels.
  spec.vectorOpsPerSecond = 128.0 * 132 * 1.98e9;
  // They issue one instruction a lane a clock (four schedulers of 32 lanes
  // an SM): the kernels fsdp-translate lowers are priced by what they issue
  // (passes/lib/CudaInstructions.h), which exp, division and the loads and
  // stores make several times their op count.
  spec.cudaInstructionsPerSecond = 128.0 * 132 * 1.98e9;
  // Tensor-core GEMM kernels load 16-byte vectors (Hopper's TMA needs every
  // row stride a multiple of 16 bytes): cuBLAS falls back to slower kernels
  // for other bf16/f16 rows, and XLA pads such dot operands to multiples of
  // 8 elements on Ampere and later (cublas_padding_requirements.h) for it.
  spec.gemmRowAlignmentBytes = 16;
  // A row kernel holds a row of up to 4096 points in its threads'
  // registers; a longer row's block re-reads it in each phase: 64 KiB keeps
  // it in the SM's 256 KiB L1 with three more such blocks resident (H100
  // whitepaper: 256 KB of combined L1 and shared memory per SM).
  spec.rowKernelBytes = 64 << 10;
  // Inductor keeps a fused chain of bf16 ops in f32 between its ops (and
  // XLA:GPU, xla_allow_excess_precision, those it computes in f32).
  spec.excessPrecision = true;
  spec.intraNode = nvlink();
  spec.interNode = infiniband();
  spec.gpusPerNode = 8;
  spec.nicsPerNode = kNicsPerNode;
  spec.nicBandwidthBytesPerSecond = kNicBandwidth;
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
/// N-rank emulation and bench/runtime.py's two-rank runs, one rank per core:
/// the figures guessed before any measurement, each replaced by
/// bench/presets/cpu.json's fitted one where the file gives it.
DeviceSpec makeGuessedCpu() {
  DeviceSpec spec;
  spec.name = "cpu";
  // 2 cores x 2.6 GHz x 32 f32 flops per cycle (two 256-bit FMA ports).
  for (double &peak : spec.peakFlopsPerSecond)
    peak = 2 * 2.6 * kGiga * 32;
  spec.hbmBandwidthBytesPerSecond = 20 * kGiga;
  // 16 GiB of the host's 23 GiB, leaving the rest to the OS and compiler
  // (not measured: 70% of MemTotal, fit_cpu_preset.py's rule too).
  spec.memoryBytes = 16 * 1024 * kMiB;
  // Not measured: with one core per rank (bench/runtime.py's two-rank runs,
  // fsdp-run's default thread count) the communication queue's thread and
  // compute share that core (Open MPI polls in its blocking calls), so
  // overlapped communication slows compute as much as it would cost alone.
  spec.commComputeInterference = 1.0;
  spec.intraNode.latencySeconds = 1e-6;
  spec.intraNode.busBandwidthBytesPerSecond = 10 * kGiga;
  // Never used (see gpusPerNode); same as intra-node.
  spec.interNode = spec.intraNode;
  // All ranks share one host, so every axis up to this many ranks is
  // intra-node.
  spec.gpusPerNode = 1024;
  return spec;
}

/// The guess with the fitted figures applied: written by
/// bench/fit_cpu_preset.py from micro-benchmarks (never from training steps)
/// into bench/presets/cpu.json, embedded at build time; cpu.fit.md next to
/// it has the measurements, their spread and the machine.
DeviceSpec makeCpu() {
#include "FittedCpuPreset.inc"
  DeviceSpec spec = makeGuessedCpu();
  // fit_cpu_preset.py loads the file into fsdp-opt before it replaces the
  // old one, and DeviceSpecJSONTest loads this preset, so a bad file is a
  // build-time mistake, not a user's input.
  if (llvm::Error err =
          applyDeviceSpecJSON(spec, kFittedCpuPresetJSON, kFittedCpuPresetFile))
    llvm::report_fatal_error(llvm::Twine("the built-in cpu preset: ") +
                             llvm::toString(std::move(err)));
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
