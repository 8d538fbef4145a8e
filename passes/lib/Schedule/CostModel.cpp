//===- CostModel.cpp - compute and collective times -----------------------===//

#include "fsdpc/Schedule/CostModel.h"

#include <algorithm>
#include <cassert>

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

double fsdpc::schedule::getComputeSeconds(const DeviceSpec &spec, double flops,
                                          double bytesMoved, DType dtype) {
  assert(flops >= 0 && bytesMoved >= 0 && "negative work");
  if (flops == 0 && bytesMoved == 0)
    return 0;
  double computeBound = flops / spec.getPeakFlops(dtype);
  double memoryBound = bytesMoved / spec.hbmBandwidthBytesPerSecond;
  return std::max(computeBound, memoryBound) + spec.kernelLaunchOverheadSeconds;
}

double fsdpc::schedule::getCollectiveSeconds(const LinkSpec &link,
                                             CollectiveKind kind,
                                             double totalBytes,
                                             uint64_t numRanks) {
  assert(totalBytes >= 0 && numRanks >= 1 && "bad collective");
  if (numRanks <= 1)
    return 0;
  double n = static_cast<double>(numRanks);
  double oneWay = link.latencySeconds +
                  totalBytes * (n - 1) / (n * link.busBandwidthBytesPerSecond);
  return kind == CollectiveKind::AllReduce ? 2 * oneWay : oneWay;
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
    stride = span;
  }
  return axes;
}

double fsdpc::schedule::getCollectiveSeconds(const DeviceSpec &spec,
                                             const MeshAxis &axis,
                                             CollectiveKind kind,
                                             double totalBytes) {
  return getCollectiveSeconds(spec.getLink(axis.link), kind, totalBytes,
                              axis.size);
}
