//===- DeviceSpecJSON.cpp - device descriptions from JSON -----------------===//
//
// One table lists every numeric field of DeviceSpec with its JSON path, so
// that the reader, the validator and their messages cannot drift apart; the
// name, the curves and the one boolean (excess_precision) are read and
// printed beside it.
//
//===----------------------------------------------------------------------===//

#include "DeviceSpecJSON.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cmath>

using namespace fsdpc::schedule;
using llvm::Error;
using llvm::Expected;
using llvm::StringRef;

namespace {

/// A leaf of the schema. Exactly one of the accessors is set.
struct Field {
  const char *path;
  /// Latencies and overheads may be zero; rates, sizes and counts may not.
  bool allowZero;
  double &(*real)(DeviceSpec &);
  uint64_t (*getInt)(const DeviceSpec &);
  void (*setInt)(DeviceSpec &, uint64_t);
  /// A file without a base may leave it out: its DeviceSpec default (0)
  /// stands for the flat per-GPU network model (CostModel.h).
  bool optional = false;
  /// A fraction: at most 1.
  bool fraction = false;
};

template <DType D> double &peak(DeviceSpec &s) {
  return s.peakFlopsPerSecond[static_cast<unsigned>(D)];
}

const Field kFields[] = {
    {"peak_flops_per_s.bf16", false, peak<DType::BF16>, nullptr, nullptr},
    {"peak_flops_per_s.f16", false, peak<DType::F16>, nullptr, nullptr},
    {"peak_flops_per_s.f32", false, peak<DType::F32>, nullptr, nullptr},
    {"hbm_bandwidth_bytes_per_s", false,
     [](DeviceSpec &s) -> double & { return s.hbmBandwidthBytesPerSecond; },
     nullptr, nullptr},
    {"memory_bytes", false, nullptr,
     [](const DeviceSpec &s) -> uint64_t { return s.memoryBytes; },
     [](DeviceSpec &s, uint64_t v) { s.memoryBytes = v; }},
    {"kernel_launch_overhead_s", true,
     [](DeviceSpec &s) -> double & { return s.kernelLaunchOverheadSeconds; },
     nullptr, nullptr},
    {"vector_ops_per_s", true,
     [](DeviceSpec &s) -> double & { return s.vectorOpsPerSecond; }, nullptr,
     nullptr, true},
    {"transcendentals_per_s", true,
     [](DeviceSpec &s) -> double & { return s.transcendentalsPerSecond; },
     nullptr, nullptr, true},
    {"cuda_instructions_per_s", true,
     [](DeviceSpec &s) -> double & { return s.cudaInstructionsPerSecond; },
     nullptr, nullptr, true},
    {"unoverlapped_fraction", true,
     [](DeviceSpec &s) -> double & { return s.unoverlappedFraction; }, nullptr,
     nullptr, true, /*fraction=*/true},
    {"comm_compute_interference", true,
     [](DeviceSpec &s) -> double & { return s.commComputeInterference; },
     nullptr, nullptr, true, /*fraction=*/true},
    {"gpus_per_node", false, nullptr,
     [](const DeviceSpec &s) -> uint64_t { return s.gpusPerNode; },
     [](DeviceSpec &s, uint64_t v) { s.gpusPerNode = v; }},
    {"links.intra_node.latency_s", true,
     [](DeviceSpec &s) -> double & { return s.intraNode.latencySeconds; },
     nullptr, nullptr},
    {"links.intra_node.bandwidth_bytes_per_s", false,
     [](DeviceSpec &s) -> double & {
       return s.intraNode.busBandwidthBytesPerSecond;
     },
     nullptr, nullptr},
    {"links.inter_node.latency_s", true,
     [](DeviceSpec &s) -> double & { return s.interNode.latencySeconds; },
     nullptr, nullptr},
    {"links.inter_node.bandwidth_bytes_per_s", false,
     [](DeviceSpec &s) -> double & {
       return s.interNode.busBandwidthBytesPerSecond;
     },
     nullptr, nullptr},
    {"nics_per_node", false, nullptr,
     [](const DeviceSpec &s) -> uint64_t { return s.nicsPerNode; },
     [](DeviceSpec &s, uint64_t v) { s.nicsPerNode = v; }, true},
    {"links.intra_node.latency_per_hop_s", true,
     [](DeviceSpec &s) -> double & { return s.intraNode.latencyPerHopSeconds; },
     nullptr, nullptr, true},
    {"links.intra_node.half_bandwidth_bytes", true,
     [](DeviceSpec &s) -> double & { return s.intraNode.halfBandwidthBytes; },
     nullptr, nullptr, true},
    {"links.inter_node.latency_per_hop_s", true,
     [](DeviceSpec &s) -> double & { return s.interNode.latencyPerHopSeconds; },
     nullptr, nullptr, true},
    {"links.inter_node.half_bandwidth_bytes", true,
     [](DeviceSpec &s) -> double & { return s.interNode.halfBandwidthBytes; },
     nullptr, nullptr, true},
    {"links.inter_node.nic_bandwidth_bytes_per_s", false,
     [](DeviceSpec &s) -> double & { return s.nicBandwidthBytesPerSecond; },
     nullptr, nullptr, true},
    {"gemm_row_alignment_bytes", false, nullptr,
     [](const DeviceSpec &s) -> uint64_t { return s.gemmRowAlignmentBytes; },
     [](DeviceSpec &s, uint64_t v) { s.gemmRowAlignmentBytes = unsigned(v); },
     true},
    {"row_kernel_bytes", true, nullptr,
     [](const DeviceSpec &s) -> uint64_t { return s.rowKernelBytes; },
     [](DeviceSpec &s, uint64_t v) { s.rowKernelBytes = v; }, true},
};

/// The one boolean of the schema (DeviceSpec::excessPrecision); left out of a
/// file without a base, it is false.
constexpr StringRef kExcessPrecisionKey = "excess_precision";

/// Interior nodes of the schema: keys whose value must be an object.
const StringRef kObjects[] = {"peak_flops_per_s", "links", "links.intra_node",
                              "links.inter_node"};

const Field *findField(StringRef path) {
  const auto *it = llvm::find_if(
      kFields, [&](const Field &f) { return StringRef(f.path) == path; });
  return it == std::end(kFields) ? nullptr : it;
}

std::string fieldRequirement(const Field &field) {
  if (field.getInt)
    return "must be a positive integer";
  if (field.fraction)
    return "must be a number in [0, 1]";
  return field.allowZero ? "must be a non-negative number"
                         : "must be a positive number";
}

Error fieldError(StringRef source, StringRef path, const llvm::Twine &what) {
  std::string prefix = source.empty() ? "" : (source + ": ").str();
  return llvm::createStringError(prefix + "field '" + path + "' " + what);
}

bool isValid(const Field &field, double value) {
  // NaN fails both comparisons; infinity is no device.
  return std::isfinite(value) && (!field.fraction || value <= 1) &&
         (field.allowZero ? value >= 0 : value > 0);
}

/// An integer in [1, limit]. Integral doubles count, so that sizes can be
/// written as 1.5e11; json::Value::getAsUINT64 rejects those.
std::optional<uint64_t> getPositiveInteger(const llvm::json::Value &value,
                                           uint64_t limit) {
  if (std::optional<uint64_t> number = value.getAsUINT64())
    return *number >= 1 && *number <= limit ? number : std::nullopt;
  std::optional<double> real = value.getAsNumber();
  // 2^64 is the first double above every uint64_t.
  if (!real || !(*real >= 1) || *real >= 0x1p64 || std::trunc(*real) != *real ||
      static_cast<uint64_t>(*real) > limit)
    return std::nullopt;
  return static_cast<uint64_t>(*real);
}

/// The links whose measured curves a file may give, by their JSON path.
struct LinkPath {
  const char *path;
  LinkSpec &(*get)(DeviceSpec &);
};
const LinkPath kLinks[] = {
    {"links.intra_node",
     [](DeviceSpec &s) -> LinkSpec & { return s.intraNode; }},
    {"links.inter_node",
     [](DeviceSpec &s) -> LinkSpec & { return s.interNode; }},
};
constexpr StringRef kCurvesKey = "bus_bandwidth_curves";
/// The kernels' streaming bandwidth by their bytes (DeviceSpec::memoryCurve).
constexpr StringRef kMemoryCurveKey = "memory_bandwidth_curve";

/// The curves of one link by kind, as the JSON names them.
struct CurveKind {
  const char *name;
  BandwidthCurve LinkSpec::*curve;
};
const CurveKind kCurveKinds[] = {
    {"all_gather", &LinkSpec::allGatherCurve},
    {"reduce_scatter", &LinkSpec::reduceScatterCurve},
};

/// An object's keys in sorted order: json::Object iterates in hash order,
/// and the first error reported must not depend on it.
std::vector<StringRef> getSortedKeys(const llvm::json::Object &object) {
  std::vector<StringRef> keys;
  for (const auto &entry : object)
    keys.push_back(entry.first);
  llvm::sort(keys);
  return keys;
}

/// "links.<link>.bus_bandwidth_curves", and with `kind` its kind's curve.
std::string getCurvesPath(const LinkPath &link, StringRef kind = "") {
  std::string path = (llvm::Twine(link.path) + "." + kCurvesKey).str();
  return kind.empty() ? path : path + "." + kind.str();
}

std::string curvePointPath(StringRef curvePath, size_t index) {
  return (curvePath + "[" + llvm::Twine(index) + "]").str();
}

/// Why `curve` is invalid: the path of its first bad point and what is wrong
/// with it; std::nullopt when it is valid.
std::optional<std::pair<std::string, std::string>>
findCurveError(const BandwidthCurve &curve, StringRef curvePath) {
  for (size_t i = 0; i < curve.points.size(); ++i) {
    const BandwidthCurve::Point &point = curve.points[i];
    bool positive = std::isfinite(point.bytes) && point.bytes > 0 &&
                    std::isfinite(point.bandwidth) && point.bandwidth > 0;
    if (!positive)
      return std::make_pair(curvePointPath(curvePath, i),
                            std::string("must be a pair of positive numbers "
                                        "[bytes, bandwidth in bytes/s]"));
    if (i && point.bytes <= curve.points[i - 1].bytes)
      return std::make_pair(
          curvePointPath(curvePath, i),
          std::string("must have a larger size than the point before it"));
  }
  return std::nullopt;
}

/// Reads one curve: a non-empty array of [bytes, bandwidth].
Expected<BandwidthCurve> parseCurve(const llvm::json::Value &value,
                                    StringRef path, StringRef source) {
  const llvm::json::Array *array = value.getAsArray();
  if (!array || array->empty())
    return fieldError(source, path,
                      "must be a non-empty array of [bytes, bandwidth in "
                      "bytes/s] pairs");
  BandwidthCurve curve;
  for (const llvm::json::Value &element : *array) {
    const llvm::json::Array *pair = element.getAsArray();
    std::optional<double> bytes, bandwidth;
    if (pair && pair->size() == 2) {
      bytes = (*pair)[0].getAsNumber();
      bandwidth = (*pair)[1].getAsNumber();
    }
    // NaN marks a malformed point for findCurveError.
    curve.points.push_back({bytes.value_or(NAN), bandwidth.value_or(NAN)});
  }
  if (auto error = findCurveError(curve, path))
    return fieldError(source, error->first, error->second);
  return curve;
}

/// Reads "links.<link>.bus_bandwidth_curves" into `link`: the kinds given
/// replace the base's curves of those kinds.
Error applyCurves(LinkSpec &link, const llvm::json::Value &value,
                  StringRef path, StringRef source) {
  const llvm::json::Object *object = value.getAsObject();
  if (!object)
    return fieldError(source, path, "must be an object");
  for (StringRef key : getSortedKeys(*object)) {
    std::string kindPath = (path + "." + key).str();
    const auto *kind = llvm::find_if(
        kCurveKinds, [&](const CurveKind &k) { return key == k.name; });
    if (kind == std::end(kCurveKinds))
      return fieldError(source, kindPath,
                        "is not a known field (known: all_gather, "
                        "reduce_scatter)");
    Expected<BandwidthCurve> curve =
        parseCurve(*object->get(key), kindPath, source);
    if (!curve)
      return curve.takeError();
    link.*(kind->curve) = std::move(*curve);
  }
  return Error::success();
}

const LinkPath *findCurvesLink(StringRef path) {
  const auto *it = llvm::find_if(kLinks, [&](const LinkPath &link) {
    return path == getCurvesPath(link);
  });
  return it == std::end(kLinks) ? nullptr : it;
}

/// Applies the JSON value `value` found at `path` to `spec`.
Error applyLeaf(DeviceSpec &spec, StringRef path,
                const llvm::json::Value &value, StringRef source) {
  if (path == "name") {
    std::optional<StringRef> name = value.getAsString();
    if (!name)
      return fieldError(source, path, "must be a string");
    spec.name = name->str();
    return Error::success();
  }
  if (path == kExcessPrecisionKey) {
    std::optional<bool> flag = value.getAsBoolean();
    if (!flag)
      return fieldError(source, path, "must be true or false");
    spec.excessPrecision = *flag;
    return Error::success();
  }
  const Field *field = findField(path);
  if (!field)
    return fieldError(source, path, "is not a known field");
  if (field->getInt) {
    // Only memory_bytes is stored as 64 bits.
    uint64_t limit = path == "memory_bytes" ? UINT64_MAX : UINT32_MAX;
    std::optional<uint64_t> number = getPositiveInteger(value, limit);
    if (!number)
      return fieldError(source, path, fieldRequirement(*field));
    field->setInt(spec, *number);
    return Error::success();
  }
  std::optional<double> number = value.getAsNumber();
  if (!number || !isValid(*field, *number))
    return fieldError(source, path, fieldRequirement(*field));
  field->real(spec) = *number;
  return Error::success();
}

Error applyObject(DeviceSpec &spec, const llvm::json::Object &object,
                  StringRef prefix, StringRef source,
                  llvm::StringSet<> &given) {
  for (StringRef key : getSortedKeys(object)) {
    std::string path = prefix.empty() ? key.str() : (prefix + "." + key).str();
    if (path == "base")
      continue; // Read before the overrides.
    const llvm::json::Value &value = *object.get(key);
    if (path == kMemoryCurveKey) {
      Expected<BandwidthCurve> curve = parseCurve(value, path, source);
      if (!curve)
        return curve.takeError();
      spec.memoryCurve = std::move(*curve);
      given.insert(path);
      continue;
    }
    if (const LinkPath *link = findCurvesLink(path)) {
      if (Error err = applyCurves(link->get(spec), value, path, source))
        return err;
      given.insert(path);
      continue;
    }
    if (llvm::is_contained(kObjects, StringRef(path))) {
      const llvm::json::Object *child = value.getAsObject();
      if (!child)
        return fieldError(source, path, "must be an object");
      if (Error err = applyObject(spec, *child, path, source, given))
        return err;
      continue;
    }
    if (Error err = applyLeaf(spec, path, value, source))
      return err;
    given.insert(path);
  }
  return Error::success();
}

/// A file that sets a link's flat bandwidth or ramp (or the memory
/// bandwidth) and gives it no curves means the flat model: the base preset's
/// measured curves would otherwise override what it says.
void dropOverriddenCurves(DeviceSpec &spec, const llvm::StringSet<> &given) {
  if (given.contains("hbm_bandwidth_bytes_per_s") &&
      !given.contains(kMemoryCurveKey))
    spec.memoryCurve.points.clear();
  for (const LinkPath &link : kLinks) {
    std::string prefix = (llvm::Twine(link.path) + ".").str();
    bool flat = given.contains(prefix + "bandwidth_bytes_per_s") ||
                given.contains(prefix + "half_bandwidth_bytes");
    if (!flat || given.contains(getCurvesPath(link)))
      continue;
    LinkSpec &flatLink = link.get(spec);
    for (const CurveKind &kind : kCurveKinds)
      (flatLink.*(kind.curve)).points.clear();
  }
}

} // namespace

Error fsdpc::schedule::verifyDeviceSpec(const DeviceSpec &spec) {
  DeviceSpec copy = spec; // The accessors hand out mutable references.
  for (const Field &field : kFields) {
    // An optional field left at 0 takes its derived default.
    bool unset = field.optional && (field.getInt ? field.getInt(copy) == 0
                                                 : field.real(copy) == 0);
    bool ok = unset || (field.getInt ? field.getInt(copy) > 0
                                     : isValid(field, field.real(copy)));
    if (!ok)
      return fieldError("", field.path, fieldRequirement(field));
  }
  if (auto error = findCurveError(copy.memoryCurve, kMemoryCurveKey))
    return fieldError("", error->first, error->second);
  for (const LinkPath &link : kLinks)
    for (const CurveKind &kind : kCurveKinds) {
      if (auto error = findCurveError(link.get(copy).*(kind.curve),
                                      getCurvesPath(link, kind.name)))
        return fieldError("", error->first, error->second);
    }
  return Error::success();
}

/// Sets `value` at the dotted `path` of `root`, creating the objects on the
/// way.
static void setPath(llvm::json::Object &root, StringRef path,
                    llvm::json::Value value) {
  auto [head, rest] = path.split('.');
  if (rest.empty()) {
    // An owned key: a path may be a temporary string (the curves').
    root[head.str()] = std::move(value);
    return;
  }
  llvm::json::Value &child = root[head.str()];
  if (!child.getAsObject())
    child = llvm::json::Object();
  setPath(*child.getAsObject(), rest, std::move(value));
}

llvm::json::Value fsdpc::schedule::deviceSpecToJSON(const DeviceSpec &spec) {
  DeviceSpec copy = spec; // The accessors hand out mutable references.
  llvm::json::Object root{{"name", spec.name},
                          {kExcessPrecisionKey, spec.excessPrecision}};
  for (const Field &field : kFields) {
    if (field.getInt) {
      uint64_t value = field.getInt(copy);
      // An unset optional field (0) stays out: its default is derived.
      if (!field.optional || value)
        setPath(root, field.path, int64_t(value));
      continue;
    }
    double value = field.real(copy);
    if (!field.optional || value)
      setPath(root, field.path, value);
  }
  auto setCurve = [&](StringRef path, const BandwidthCurve &curve) {
    if (curve.empty())
      return;
    llvm::json::Array points;
    for (const BandwidthCurve::Point &point : curve.points)
      points.push_back(llvm::json::Array{point.bytes, point.bandwidth});
    setPath(root, path, std::move(points));
  };
  setCurve(kMemoryCurveKey, copy.memoryCurve);
  for (const LinkPath &link : kLinks)
    for (const CurveKind &kind : kCurveKinds)
      setCurve(getCurvesPath(link, kind.name), link.get(copy).*(kind.curve));
  return root;
}

/// The top-level object of a device description.
static Expected<const llvm::json::Object *>
getRootObject(const Expected<llvm::json::Value> &parsed, StringRef sourceName) {
  const llvm::json::Object *root = parsed->getAsObject();
  if (!root)
    return llvm::createStringError(sourceName +
                                   ": the top level must be an object");
  return root;
}

/// Applies every key of `root` but "base" to `spec`.
static Error applyRoot(DeviceSpec &spec, const llvm::json::Object &root,
                       StringRef sourceName, llvm::StringSet<> &given) {
  if (Error err = applyObject(spec, root, "", sourceName, given))
    return err;
  dropOverriddenCurves(spec, given);
  return Error::success();
}

/// Checks a spec built from a file. Every field given was checked as it was
/// read and presets are valid, so this only guards against a preset edited
/// into an invalid state.
static Error verifyLoaded(const DeviceSpec &spec, StringRef sourceName) {
  if (Error err = verifyDeviceSpec(spec))
    return llvm::createStringError(sourceName + ": " +
                                   llvm::toString(std::move(err)));
  return Error::success();
}

static Expected<llvm::json::Value> parseJSON(StringRef jsonText,
                                             StringRef sourceName) {
  Expected<llvm::json::Value> parsed = llvm::json::parse(jsonText);
  if (!parsed)
    return llvm::createStringError(
        sourceName + ": invalid JSON: " + llvm::toString(parsed.takeError()));
  return parsed;
}

Error fsdpc::schedule::applyDeviceSpecJSON(DeviceSpec &spec, StringRef jsonText,
                                           StringRef sourceName) {
  Expected<llvm::json::Value> parsed = parseJSON(jsonText, sourceName);
  if (!parsed)
    return parsed.takeError();
  Expected<const llvm::json::Object *> root = getRootObject(parsed, sourceName);
  if (!root)
    return root.takeError();
  llvm::StringSet<> given;
  if (Error err = applyRoot(spec, **root, sourceName, given))
    return err;
  return verifyLoaded(spec, sourceName);
}

Expected<DeviceSpec> fsdpc::schedule::parseDeviceSpec(StringRef presetName,
                                                      StringRef jsonText,
                                                      StringRef sourceName) {
  Expected<llvm::json::Value> parsed = parseJSON(jsonText, sourceName);
  if (!parsed)
    return parsed.takeError();
  Expected<const llvm::json::Object *> rootOrError =
      getRootObject(parsed, sourceName);
  if (!rootOrError)
    return rootOrError.takeError();
  const llvm::json::Object *root = *rootOrError;

  StringRef baseName = presetName;
  const llvm::json::Value *base = root->get("base");
  if (base) {
    std::optional<StringRef> name = base->getAsString();
    if (!name)
      return fieldError(sourceName, "base", "must be a string");
    baseName = *name;
  }
  DeviceSpec spec;
  if (!baseName.empty()) {
    std::optional<DeviceSpec> preset = getDevicePreset(baseName);
    if (!preset) {
      std::string known = llvm::join(getDevicePresetNames(), ", ");
      if (base)
        return fieldError(sourceName, "base",
                          "names unknown preset '" + baseName +
                              "' (known: " + known + ")");
      return llvm::createStringError("unknown device preset '" + baseName +
                                     "' (known: " + known + ")");
    }
    spec = std::move(*preset);
  }

  llvm::StringSet<> given;
  if (Error err = applyRoot(spec, *root, sourceName, given))
    return std::move(err);
  if (baseName.empty()) {
    for (const Field &field : kFields)
      if (!field.optional && !given.contains(field.path))
        return fieldError(sourceName, field.path,
                          "is missing and no base preset gives it");
  }
  if (Error err = verifyLoaded(spec, sourceName))
    return std::move(err);
  return spec;
}

Expected<DeviceSpec> fsdpc::schedule::loadDeviceSpec(StringRef presetName,
                                                     StringRef jsonPath) {
  if (jsonPath.empty()) {
    std::optional<DeviceSpec> preset = getDevicePreset(presetName);
    if (!preset)
      return llvm::createStringError(
          "unknown device preset '" + presetName +
          "' (known: " + llvm::join(getDevicePresetNames(), ", ") + ")");
    return std::move(*preset);
  }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFile(jsonPath, /*IsText=*/true);
  if (!buffer)
    return llvm::createStringError(
        jsonPath + ": cannot read: " + buffer.getError().message());
  return parseDeviceSpec(presetName, (*buffer)->getBuffer(), jsonPath);
}
