//===- DeviceSpecJSON.cpp - device descriptions from JSON -----------------===//
//
// One table lists every field of DeviceSpec with its JSON path, so that the
// reader, the validator and their messages cannot drift apart.
//
//===----------------------------------------------------------------------===//

#include "fsdpc/Schedule/CostModel.h"

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
};

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
  const Field *field = findField(path);
  if (!field)
    return fieldError(source, path, "is not a known field");
  if (field->getInt) {
    // gpus_per_node and nics_per_node are stored as unsigned.
    uint64_t limit = path == "gpus_per_node" || path == "nics_per_node"
                         ? UINT32_MAX
                         : UINT64_MAX;
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
  // json::Object iterates in hash order; sort so that the first error reported
  // does not depend on it.
  std::vector<StringRef> keys;
  for (const auto &entry : object)
    keys.push_back(entry.first);
  llvm::sort(keys);
  for (StringRef key : keys) {
    std::string path = prefix.empty() ? key.str() : (prefix + "." + key).str();
    if (path == "base")
      continue; // Read before the overrides.
    const llvm::json::Value &value = *object.get(key);
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
  return Error::success();
}

/// Sets `value` at the dotted `path` of `root`, creating the objects on the
/// way.
static void setPath(llvm::json::Object &root, StringRef path,
                    llvm::json::Value value) {
  auto [head, rest] = path.split('.');
  if (rest.empty()) {
    root[head] = std::move(value);
    return;
  }
  llvm::json::Value &child = root[head];
  if (!child.getAsObject())
    child = llvm::json::Object();
  setPath(*child.getAsObject(), rest, std::move(value));
}

llvm::json::Value fsdpc::schedule::deviceSpecToJSON(const DeviceSpec &spec) {
  DeviceSpec copy = spec; // The accessors hand out mutable references.
  llvm::json::Object root{{"name", spec.name}};
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
  return root;
}

Expected<DeviceSpec> fsdpc::schedule::parseDeviceSpec(StringRef presetName,
                                                      StringRef jsonText,
                                                      StringRef sourceName) {
  Expected<llvm::json::Value> parsed = llvm::json::parse(jsonText);
  if (!parsed)
    return llvm::createStringError(
        sourceName + ": invalid JSON: " + llvm::toString(parsed.takeError()));
  const llvm::json::Object *root = parsed->getAsObject();
  if (!root)
    return llvm::createStringError(sourceName +
                                   ": the top level must be an object");

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
  if (Error err = applyObject(spec, *root, "", sourceName, given))
    return std::move(err);
  if (baseName.empty()) {
    for (const Field &field : kFields)
      if (!field.optional && !given.contains(field.path))
        return fieldError(sourceName, field.path,
                          "is missing and no base preset gives it");
  }
  // Every field given was checked as it was read and presets are valid, so
  // this only guards against a preset edited into an invalid state.
  if (Error err = verifyDeviceSpec(spec))
    return llvm::createStringError(sourceName + ": " +
                                   llvm::toString(std::move(err)));
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
