//===- DeviceSpecJSONTest.cpp - device descriptions from JSON -------------===//

#include "fsdpc/Schedule/CostModel.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

using namespace fsdpc::schedule;

namespace {

/// The message of parsing `json` over preset `preset`, or "" on success.
std::string errorOf(llvm::StringRef json, llvm::StringRef preset = "h200") {
  llvm::Expected<DeviceSpec> spec = parseDeviceSpec(preset, json, "dev.json");
  if (spec)
    return "";
  return llvm::toString(spec.takeError());
}

DeviceSpec parseOrDie(llvm::StringRef json, llvm::StringRef preset = "h200") {
  llvm::Expected<DeviceSpec> spec = parseDeviceSpec(preset, json, "dev.json");
  if (!spec) {
    ADD_FAILURE() << llvm::toString(spec.takeError());
    return {};
  }
  return *spec;
}

TEST(DeviceSpecJSON, EmptyObjectIsThePreset) {
  DeviceSpec spec = parseOrDie("{}", "h100");
  DeviceSpec preset = *getDevicePreset("h100");
  EXPECT_EQ(preset.name, spec.name);
  EXPECT_EQ(preset.memoryBytes, spec.memoryBytes);
  EXPECT_EQ(preset.hbmBandwidthBytesPerSecond, spec.hbmBandwidthBytesPerSecond);
}

TEST(DeviceSpecJSON, OverridesEveryField) {
  DeviceSpec spec = parseOrDie(R"({
    "name": "lab",
    "peak_flops_per_s": {"bf16": 1e15, "f16": 9e14, "f32": 6e13},
    "hbm_bandwidth_bytes_per_s": 5e12,
    "memory_bytes": 1000000000,
    "kernel_launch_overhead_s": 0,
    "vector_ops_per_s": 2e13,
    "transcendentals_per_s": 3e12,
    "cuda_instructions_per_s": 4e13,
    "unoverlapped_fraction": 0.5,
    "gpus_per_node": 4,
    "links": {
      "intra_node": {"latency_s": 5e-6, "bandwidth_bytes_per_s": 4e11},
      "inter_node": {"latency_s": 3e-5, "bandwidth_bytes_per_s": 2.5e10}
    }
  })");
  EXPECT_EQ("lab", spec.name);
  EXPECT_EQ(1e15, spec.getPeakFlops(DType::BF16));
  EXPECT_EQ(9e14, spec.getPeakFlops(DType::F16));
  EXPECT_EQ(6e13, spec.getPeakFlops(DType::F32));
  EXPECT_EQ(5e12, spec.hbmBandwidthBytesPerSecond);
  EXPECT_EQ(1000000000u, spec.memoryBytes);
  EXPECT_EQ(0.0, spec.kernelLaunchOverheadSeconds);
  EXPECT_EQ(2e13, spec.vectorOpsPerSecond);
  EXPECT_EQ(3e12, spec.transcendentalsPerSecond);
  EXPECT_EQ(4e13, spec.cudaInstructionsPerSecond);
  EXPECT_EQ(0.5, spec.unoverlappedFraction);
  EXPECT_EQ(4u, spec.gpusPerNode);
  EXPECT_EQ(5e-6, spec.intraNode.latencySeconds);
  EXPECT_EQ(4e11, spec.intraNode.busBandwidthBytesPerSecond);
  EXPECT_EQ(3e-5, spec.interNode.latencySeconds);
  EXPECT_EQ(2.5e10, spec.interNode.busBandwidthBytesPerSecond);
}

TEST(DeviceSpecJSON, PartialOverrideKeepsTheRest) {
  DeviceSpec spec = parseOrDie(
      R"({"links": {"inter_node": {"bandwidth_bytes_per_s": 1e10}}})");
  DeviceSpec preset = *getDevicePreset("h200");
  EXPECT_EQ(1e10, spec.interNode.busBandwidthBytesPerSecond);
  EXPECT_EQ(preset.interNode.latencySeconds, spec.interNode.latencySeconds);
  EXPECT_EQ(preset.intraNode.busBandwidthBytesPerSecond,
            spec.intraNode.busBandwidthBytesPerSecond);
  EXPECT_EQ(preset.getPeakFlops(DType::BF16), spec.getPeakFlops(DType::BF16));
}

TEST(DeviceSpecJSON, BaseInTheFileWinsOverThePresetArgument) {
  DeviceSpec spec = parseOrDie(R"({"base": "cpu"})", "h200");
  EXPECT_EQ("cpu", spec.name);
}

TEST(DeviceSpecJSON, IntegerFieldsAcceptIntegralDoubles) {
  EXPECT_EQ(150000000000u,
            parseOrDie(R"({"memory_bytes": 1.5e11})").memoryBytes);
}

TEST(DeviceSpecJSON, FullSpecNeedsNoBase) {
  DeviceSpec spec = parseOrDie(R"({
    "peak_flops_per_s": {"bf16": 1, "f16": 1, "f32": 1},
    "hbm_bandwidth_bytes_per_s": 1, "memory_bytes": 1,
    "kernel_launch_overhead_s": 0, "gpus_per_node": 1,
    "links": {"intra_node": {"latency_s": 0, "bandwidth_bytes_per_s": 1},
              "inter_node": {"latency_s": 0, "bandwidth_bytes_per_s": 1}}
  })",
                               "");
  EXPECT_EQ(1.0, spec.hbmBandwidthBytesPerSecond);
}

TEST(DeviceSpecJSON, MissingFieldWithoutBase) {
  EXPECT_EQ("dev.json: field 'peak_flops_per_s.bf16' is missing and no base "
            "preset gives it",
            errorOf(R"({"hbm_bandwidth_bytes_per_s": 1e12})", ""));
}

TEST(DeviceSpecJSON, NonPositiveNumbers) {
  EXPECT_EQ(
      "dev.json: field 'links.inter_node.bandwidth_bytes_per_s' must be "
      "a positive number",
      errorOf(R"({"links": {"inter_node": {"bandwidth_bytes_per_s": 0}}})"));
  EXPECT_EQ("dev.json: field 'hbm_bandwidth_bytes_per_s' must be a positive "
            "number",
            errorOf(R"({"hbm_bandwidth_bytes_per_s": -4.3e12})"));
  EXPECT_EQ("dev.json: field 'peak_flops_per_s.f32' must be a positive number",
            errorOf(R"({"peak_flops_per_s": {"f32": 0.0}})"));
}

TEST(DeviceSpecJSON, LatenciesMayBeZeroButNotNegative) {
  EXPECT_EQ(0.0, parseOrDie(R"({"links": {"intra_node": {"latency_s": 0}}})")
                     .intraNode.latencySeconds);
  EXPECT_EQ("dev.json: field 'links.intra_node.latency_s' must be a "
            "non-negative number",
            errorOf(R"({"links": {"intra_node": {"latency_s": -1e-6}}})"));
  EXPECT_EQ("dev.json: field 'kernel_launch_overhead_s' must be a "
            "non-negative number",
            errorOf(R"({"kernel_launch_overhead_s": -1})"));
}

TEST(DeviceSpecJSON, FractionsLieInZeroToOne) {
  EXPECT_EQ(1.0, parseOrDie(R"({"comm_compute_interference": 1})")
                     .commComputeInterference);
  EXPECT_EQ("dev.json: field 'comm_compute_interference' must be a number in "
            "[0, 1]",
            errorOf(R"({"comm_compute_interference": 2})"));
  EXPECT_EQ(0.0,
            parseOrDie(R"({"unoverlapped_fraction": 0})").unoverlappedFraction);
  EXPECT_EQ(1.0,
            parseOrDie(R"({"unoverlapped_fraction": 1})").unoverlappedFraction);
  EXPECT_EQ("dev.json: field 'unoverlapped_fraction' must be a number in "
            "[0, 1]",
            errorOf(R"({"unoverlapped_fraction": 1.5})"));
  EXPECT_EQ("dev.json: field 'unoverlapped_fraction' must be a number in "
            "[0, 1]",
            errorOf(R"({"unoverlapped_fraction": -0.1})"));
}

TEST(DeviceSpecJSON, IntegerFields) {
  EXPECT_EQ("dev.json: field 'gpus_per_node' must be a positive integer",
            errorOf(R"({"gpus_per_node": 0})"));
  EXPECT_EQ("dev.json: field 'gpus_per_node' must be a positive integer",
            errorOf(R"({"gpus_per_node": 8.5})"));
  EXPECT_EQ("dev.json: field 'gpus_per_node' must be a positive integer",
            errorOf(R"({"gpus_per_node": 4294967296})"));
  EXPECT_EQ("dev.json: field 'memory_bytes' must be a positive integer",
            errorOf(R"({"memory_bytes": -1})"));
}

TEST(DeviceSpecJSON, GemmRowAlignmentIsTheGpusOnly) {
  EXPECT_EQ(16u, getDevicePreset("h200")->gemmRowAlignmentBytes);
  EXPECT_EQ(16u, getDevicePreset("h100")->gemmRowAlignmentBytes);
  EXPECT_EQ(0u, getDevicePreset("cpu")->gemmRowAlignmentBytes);
  EXPECT_EQ(
      32u,
      parseOrDie(R"({"gemm_row_alignment_bytes": 32})").gemmRowAlignmentBytes);
  // 1: every row is aligned (what a file sets for no padding).
  EXPECT_EQ(
      1u,
      parseOrDie(R"({"gemm_row_alignment_bytes": 1})").gemmRowAlignmentBytes);
  // Stored as unsigned: 2^32 is refused, not wrapped.
  for (llvm::StringRef bad : {"0", "4294967296", "16.5"})
    EXPECT_EQ("dev.json: field 'gemm_row_alignment_bytes' must be a positive "
              "integer",
              errorOf((R"({"gemm_row_alignment_bytes": )" + bad + "}").str()));
  // An unset alignment stays out of the printed spec.
  DeviceSpec cpu = *getDevicePreset("cpu");
  std::string printed;
  llvm::raw_string_ostream os(printed);
  os << deviceSpecToJSON(cpu);
  EXPECT_EQ(std::string::npos, printed.find("gemm_row_alignment_bytes"));
}

TEST(DeviceSpecJSON, ExcessPrecision) {
  // The GPU presets keep a kernel's 16-bit intermediates in f32; the CPU
  // rounds after every op.
  EXPECT_TRUE(getDevicePreset("h100")->excessPrecision);
  EXPECT_TRUE(getDevicePreset("h200")->excessPrecision);
  EXPECT_FALSE(getDevicePreset("cpu")->excessPrecision);
  EXPECT_TRUE(parseOrDie(R"({"base": "cpu", "excess_precision": true})")
                  .excessPrecision);
  EXPECT_FALSE(parseOrDie(R"({"base": "h200", "excess_precision": false})")
                   .excessPrecision);
  // A file without a base that leaves it out: false.
  std::string text;
  llvm::raw_string_ostream(text) << deviceSpecToJSON(*getDevicePreset("h200"));
  llvm::Expected<llvm::json::Value> json = llvm::json::parse(text);
  ASSERT_TRUE(static_cast<bool>(json)) << llvm::toString(json.takeError());
  json->getAsObject()->erase("excess_precision");
  std::string without;
  llvm::raw_string_ostream(without) << *json;
  EXPECT_FALSE(parseOrDie(without, "").excessPrecision);
  for (llvm::StringRef bad : {"1", "\"true\"", "null"})
    EXPECT_EQ("dev.json: field 'excess_precision' must be true or false",
              errorOf((R"({"excess_precision": )" + bad + "}").str()));
}

TEST(DeviceSpecJSON, WrongTypes) {
  EXPECT_EQ("dev.json: field 'hbm_bandwidth_bytes_per_s' must be a positive "
            "number",
            errorOf(R"({"hbm_bandwidth_bytes_per_s": "4.3e12"})"));
  EXPECT_EQ("dev.json: field 'links' must be an object",
            errorOf(R"({"links": 3})"));
  EXPECT_EQ("dev.json: field 'links.intra_node' must be an object",
            errorOf(R"({"links": {"intra_node": [1, 2]}})"));
  EXPECT_EQ("dev.json: field 'name' must be a string",
            errorOf(R"({"name": 5})"));
  EXPECT_EQ("dev.json: field 'base' must be a string",
            errorOf(R"({"base": null})"));
}

TEST(DeviceSpecJSON, UnknownKeys) {
  EXPECT_EQ("dev.json: field 'hbm_bandwidth' is not a known field",
            errorOf(R"({"hbm_bandwidth": 1e12})"));
  EXPECT_EQ("dev.json: field 'links.intra_node.bandwidth' is not a known field",
            errorOf(R"({"links": {"intra_node": {"bandwidth": 1e12}}})"));
  EXPECT_EQ("dev.json: field 'peak_flops_per_s.fp8' is not a known field",
            errorOf(R"({"peak_flops_per_s": {"fp8": 2e15}})"));
}

TEST(DeviceSpecJSON, FirstErrorIsDeterministic) {
  // Keys are visited in sorted order whatever the hash order of the object.
  EXPECT_EQ("dev.json: field 'gpus_per_node' must be a positive integer",
            errorOf(R"({"memory_bytes": 0, "gpus_per_node": 0})"));
}

TEST(DeviceSpecJSON, UnknownPresets) {
  EXPECT_EQ("dev.json: field 'base' names unknown preset 'a100' (known: h100, "
            "h200, cpu)",
            errorOf(R"({"base": "a100"})"));
  EXPECT_EQ("unknown device preset 'a100' (known: h100, h200, cpu)",
            errorOf("{}", "a100"));
}

TEST(DeviceSpecJSON, Malformed) {
  EXPECT_EQ(0u, errorOf("{").find("dev.json: invalid JSON: "));
  EXPECT_EQ("dev.json: the top level must be an object", errorOf("[1]"));
}

TEST(DeviceSpecJSON, NetworkFieldsRoundTrip) {
  DeviceSpec spec = parseOrDie(R"({
    "nics_per_node": 4,
    "links": {
      "intra_node": {"latency_per_hop_s": 5e-7, "half_bandwidth_bytes": 2e6},
      "inter_node": {"latency_per_hop_s": 3e-6, "half_bandwidth_bytes": 1e6,
                     "nic_bandwidth_bytes_per_s": 4.8e10}
    }
  })");
  EXPECT_EQ(4u, spec.nicsPerNode);
  EXPECT_EQ(4u, spec.getNicsPerNode());
  EXPECT_EQ(5e-7, spec.intraNode.latencyPerHopSeconds);
  EXPECT_EQ(2e6, spec.intraNode.halfBandwidthBytes);
  EXPECT_EQ(3e-6, spec.interNode.latencyPerHopSeconds);
  EXPECT_EQ(1e6, spec.interNode.halfBandwidthBytes);
  EXPECT_EQ(4.8e10, spec.getNicBandwidth());
  // What the file does not name comes from the preset.
  DeviceSpec preset = *getDevicePreset("h200");
  EXPECT_EQ(preset.interNode.busBandwidthBytesPerSecond,
            spec.interNode.busBandwidthBytesPerSecond);
}

TEST(DeviceSpecJSON, NetworkFieldsAreOptionalWithoutBase) {
  // A file of the old schema (no NIC, hop or ramp figure) is the flat
  // per-GPU model: one NIC per GPU at the inter-node bandwidth.
  DeviceSpec spec = parseOrDie(R"({
    "peak_flops_per_s": {"bf16": 1, "f16": 1, "f32": 1},
    "hbm_bandwidth_bytes_per_s": 1, "memory_bytes": 1,
    "kernel_launch_overhead_s": 0, "gpus_per_node": 8,
    "links": {"intra_node": {"latency_s": 0, "bandwidth_bytes_per_s": 1e11},
              "inter_node": {"latency_s": 0, "bandwidth_bytes_per_s": 1e10}}
  })",
                               "");
  EXPECT_EQ(8u, spec.getNicsPerNode());
  EXPECT_EQ(1e10, spec.getNicBandwidth());
  EXPECT_EQ(0.0, spec.intraNode.latencyPerHopSeconds);
  EXPECT_EQ(0.0, spec.interNode.halfBandwidthBytes);
  // Whole nodes and one GPU per node both get the per-GPU figure.
  EXPECT_EQ(1e10, getBusBandwidth(spec, {16, 2}));
  EXPECT_EQ(1e10, getBusBandwidth(spec, {2, 2}));
}

TEST(DeviceSpecJSON, NetworkFieldErrorsNameTheField) {
  EXPECT_EQ("dev.json: field 'nics_per_node' must be a positive integer",
            errorOf(R"({"nics_per_node": 0})"));
  EXPECT_EQ("dev.json: field 'links.inter_node.nic_bandwidth_bytes_per_s' "
            "must be a positive number",
            errorOf(R"({"links": {"inter_node": )"
                    R"({"nic_bandwidth_bytes_per_s": 0}}})"));
  EXPECT_EQ("dev.json: field 'links.intra_node.latency_per_hop_s' must be a "
            "non-negative number",
            errorOf(R"({"links": {"intra_node": {"latency_per_hop_s": -1}}})"));
  EXPECT_EQ("dev.json: field 'links.inter_node.half_bandwidth_bytes' must be "
            "a non-negative number",
            errorOf(R"({"links": {"inter_node": )"
                    R"({"half_bandwidth_bytes": "1MiB"}}})"));
  EXPECT_EQ("dev.json: field 'links.inter_node.nics' is not a known field",
            errorOf(R"({"links": {"inter_node": {"nics": 8}}})"));
}

TEST(DeviceSpecJSON, BandwidthCurvesAreReadPerLinkAndKind) {
  DeviceSpec spec = parseOrDie(R"({"links": {"intra_node":
      {"bus_bandwidth_curves": {"all_gather": [[1024, 5e8], [1e6, 6e9]],
                                "reduce_scatter": [[4096, 1e9]]}}}})");
  ASSERT_EQ(2u, spec.intraNode.allGatherCurve.points.size());
  EXPECT_EQ(1e6, spec.intraNode.allGatherCurve.points[1].bytes);
  EXPECT_EQ(6e9, spec.intraNode.allGatherCurve.points[1].bandwidth);
  ASSERT_EQ(1u, spec.intraNode.reduceScatterCurve.points.size());
  EXPECT_TRUE(spec.interNode.allGatherCurve.empty());
  // The flat figures stay as the preset's.
  EXPECT_EQ(getDevicePreset("h200")->intraNode.busBandwidthBytesPerSecond,
            spec.intraNode.busBandwidthBytesPerSecond);
}

TEST(DeviceSpecJSON, FlatFiguresWithoutCurvesDropTheBasesCurves) {
  // What a user's file says of a link's flat rate is what the model uses,
  // even over a base with measured curves (the cpu preset's).
  ASSERT_FALSE(getDevicePreset("cpu")->intraNode.allGatherCurve.empty());
  DeviceSpec flat = parseOrDie(
      R"({"links": {"intra_node": {"bandwidth_bytes_per_s": 1e9}}})", "cpu");
  EXPECT_TRUE(flat.intraNode.allGatherCurve.empty());
  EXPECT_TRUE(flat.intraNode.reduceScatterCurve.empty());
  EXPECT_FALSE(flat.interNode.allGatherCurve.empty());
  // Given together, both stand.
  DeviceSpec both = parseOrDie(R"({"links": {"intra_node": {
      "bandwidth_bytes_per_s": 1e9,
      "bus_bandwidth_curves": {"all_gather": [[1024, 5e8]]}}}})",
                               "cpu");
  EXPECT_EQ(1e9, both.intraNode.busBandwidthBytesPerSecond);
  EXPECT_EQ(1u, both.intraNode.allGatherCurve.points.size());
  // A kind the file leaves out keeps the base's curve.
  EXPECT_FALSE(both.intraNode.reduceScatterCurve.empty());
}

TEST(DeviceSpecJSON, BandwidthCurveErrorsNameThePoint) {
  auto curve = [](llvm::StringRef body) {
    return errorOf((llvm::Twine(R"({"links": {"inter_node": )") +
                    R"({"bus_bandwidth_curves": )" + body + "}}}")
                       .str());
  };
  EXPECT_EQ("dev.json: field 'links.inter_node.bus_bandwidth_curves' must be "
            "an object",
            curve("[]"));
  EXPECT_EQ("dev.json: field 'links.inter_node.bus_bandwidth_curves."
            "all_reduce' is not a known field (known: all_gather, "
            "reduce_scatter)",
            curve(R"({"all_reduce": [[1, 1]]})"));
  EXPECT_EQ("dev.json: field 'links.inter_node.bus_bandwidth_curves."
            "all_gather' must be a non-empty array of [bytes, bandwidth in "
            "bytes/s] pairs",
            curve(R"({"all_gather": []})"));
  const char *pair =
      "must be a pair of positive numbers [bytes, bandwidth in bytes/s]";
  for (const char *bad :
       {R"([[1, 1], [2])", R"([[1, 1], [2, 0])", R"([[1, 1], ["2", 1])",
        R"([[1, 1], 2)", R"([[1, 1], [2, 1, 3])"})
    EXPECT_EQ(std::string("dev.json: field 'links.inter_node."
                          "bus_bandwidth_curves.reduce_scatter[1]' ") +
                  pair,
              curve((llvm::Twine(R"({"reduce_scatter": )") + bad + "]}").str()))
        << bad;
  EXPECT_EQ("dev.json: field 'links.inter_node.bus_bandwidth_curves."
            "all_gather[2]' must have a larger size than the point before it",
            curve(R"({"all_gather": [[1, 1], [4, 1], [4, 2]]})"));
}

TEST(DeviceSpecJSON, TheMemoryCurveIsReadCheckedAndDroppedByAFlatFigure) {
  DeviceSpec spec = parseOrDie(
      R"({"memory_bandwidth_curve": [[1048576, 2.5e10], [1073741824, 1e10]]})");
  ASSERT_EQ(2u, spec.memoryCurve.points.size());
  EXPECT_EQ(1e10, spec.memoryCurve.points[1].bandwidth);
  EXPECT_EQ(2.5e10, spec.getMemoryBandwidth(1024));
  // The preset's flat figure stays, for what reads it.
  EXPECT_EQ(getDevicePreset("h200")->hbmBandwidthBytesPerSecond,
            spec.hbmBandwidthBytesPerSecond);
  EXPECT_EQ("dev.json: field 'memory_bandwidth_curve[1]' must have a larger "
            "size than the point before it",
            errorOf(R"({"memory_bandwidth_curve": [[4, 1], [4, 2]]})"));
  EXPECT_EQ("dev.json: field 'memory_bandwidth_curve' must be a non-empty "
            "array of [bytes, bandwidth in bytes/s] pairs",
            errorOf(R"({"memory_bandwidth_curve": {}})"));
  // Over a base with a curve (the cpu preset's), a flat figure alone is the
  // flat model; given with a curve, both stand.
  ASSERT_FALSE(getDevicePreset("cpu")->memoryCurve.empty());
  DeviceSpec flat = parseOrDie(R"({"hbm_bandwidth_bytes_per_s": 1e9})", "cpu");
  EXPECT_TRUE(flat.memoryCurve.empty());
  EXPECT_EQ(1e9, flat.getMemoryBandwidth(1024));
  DeviceSpec both = parseOrDie(R"({"hbm_bandwidth_bytes_per_s": 1e9,
      "memory_bandwidth_curve": [[8, 3e9]]})",
                               "cpu");
  EXPECT_EQ(3e9, both.getMemoryBandwidth(1e12));
}

TEST(DeviceSpecJSON, TheCpuPresetCarriesTheFittedCurves) {
  // bench/presets/cpu.json, embedded at build time, gives both kinds.
  DeviceSpec cpu = *getDevicePreset("cpu");
  EXPECT_FALSE(cpu.intraNode.allGatherCurve.empty());
  EXPECT_FALSE(cpu.intraNode.reduceScatterCurve.empty());
  EXPECT_FALSE(static_cast<bool>(verifyDeviceSpec(cpu)));
  // The figures not fitted keep the built-in guess's reasons.
  EXPECT_EQ(1.0, cpu.commComputeInterference);
  EXPECT_EQ(1024u, cpu.gpusPerNode);
}

TEST(DeviceSpecJSON, PrintedSpecsParseBackWithoutBase) {
  std::vector<DeviceSpec> specs;
  for (llvm::StringRef name : getDevicePresetNames())
    specs.push_back(*getDevicePreset(name));
  // A spec whose optional figures differ from every preset's.
  specs.push_back(parseOrDie(R"({"nics_per_node": 2, "links": {"inter_node":
      {"nic_bandwidth_bytes_per_s": 1.25e10, "half_bandwidth_bytes": 3,
       "bus_bandwidth_curves": {"reduce_scatter": [[8, 1e9], [64, 2e9]]}}},
       "memory_bandwidth_curve": [[64, 3e10], [4096, 2e10]]})"));
  for (const DeviceSpec &spec : specs) {
    std::string text;
    llvm::raw_string_ostream(text) << deviceSpecToJSON(spec);
    DeviceSpec back = parseOrDie(text, "");
    EXPECT_EQ(spec.name, back.name);
    EXPECT_EQ(spec.memoryBytes, back.memoryBytes);
    EXPECT_EQ(spec.gpusPerNode, back.gpusPerNode);
    EXPECT_EQ(spec.nicsPerNode, back.nicsPerNode);
    EXPECT_EQ(spec.getPeakFlops(DType::F32), back.getPeakFlops(DType::F32));
    EXPECT_EQ(spec.nicBandwidthBytesPerSecond, back.nicBandwidthBytesPerSecond);
    EXPECT_EQ(spec.excessPrecision, back.excessPrecision);
    EXPECT_EQ(spec.memoryCurve.points.size(), back.memoryCurve.points.size());
    for (LinkKind kind : {LinkKind::IntraNode, LinkKind::InterNode}) {
      const LinkSpec &a = spec.getLink(kind), &b = back.getLink(kind);
      EXPECT_EQ(a.latencySeconds, b.latencySeconds);
      EXPECT_EQ(a.latencyPerHopSeconds, b.latencyPerHopSeconds);
      EXPECT_EQ(a.busBandwidthBytesPerSecond, b.busBandwidthBytesPerSecond);
      EXPECT_EQ(a.halfBandwidthBytes, b.halfBandwidthBytes);
      EXPECT_EQ(a.allGatherCurve.points.size(), b.allGatherCurve.points.size());
      EXPECT_EQ(a.reduceScatterCurve.points.size(),
                b.reduceScatterCurve.points.size());
    }
    // Printing again gives the same text: nothing was lost or added.
    std::string again;
    llvm::raw_string_ostream(again) << deviceSpecToJSON(back);
    EXPECT_EQ(text, again);
  }
}

TEST(LoadDeviceSpec, PresetWithoutFile) {
  llvm::Expected<DeviceSpec> spec = loadDeviceSpec("h100", "");
  ASSERT_TRUE(static_cast<bool>(spec)) << llvm::toString(spec.takeError());
  EXPECT_EQ("h100", spec->name);
  llvm::Expected<DeviceSpec> bad = loadDeviceSpec("v100", "");
  ASSERT_FALSE(static_cast<bool>(bad));
  EXPECT_EQ("unknown device preset 'v100' (known: h100, h200, cpu)",
            llvm::toString(bad.takeError()));
}

TEST(LoadDeviceSpec, ReadsAFileAndNamesItInErrors) {
  llvm::SmallString<128> path;
  int fd;
  ASSERT_FALSE(
      llvm::sys::fs::createTemporaryFile("fsdpc-dev", "json", fd, path));
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    os << R"({"base": "h100", "gpus_per_node": 4.0})";
  }
  llvm::Expected<DeviceSpec> good = loadDeviceSpec("h200", path);
  ASSERT_TRUE(static_cast<bool>(good)) << llvm::toString(good.takeError());
  EXPECT_EQ("h100", good->name);
  EXPECT_EQ(4u, good->gpusPerNode);

  {
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    ASSERT_FALSE(ec);
    os << R"({"base": "h100", "memory_bytes": 0})";
  }
  llvm::Expected<DeviceSpec> spec = loadDeviceSpec("", path);
  ASSERT_FALSE(static_cast<bool>(spec));
  EXPECT_EQ((path + ": field 'memory_bytes' must be a positive integer").str(),
            llvm::toString(spec.takeError()));
  llvm::sys::fs::remove(path);

  llvm::Expected<DeviceSpec> missing = loadDeviceSpec("h100", path);
  ASSERT_FALSE(static_cast<bool>(missing));
  EXPECT_EQ(0u, llvm::toString(missing.takeError())
                    .find((path + ": cannot read: ").str()));
}

TEST(VerifyDeviceSpec, NamesTheField) {
  DeviceSpec spec = *getDevicePreset("h200");
  spec.interNode.busBandwidthBytesPerSecond = 0;
  EXPECT_EQ("field 'links.inter_node.bandwidth_bytes_per_s' must be a positive "
            "number",
            llvm::toString(verifyDeviceSpec(spec)));
}

} // namespace
