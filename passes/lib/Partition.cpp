//===- Partition.cpp - global training step to per-rank program -----------===//
//
// fsdp-partition: see Passes.td for the strategy and Partitioner.h for how
// the pieces fit. This file holds the pass itself: its options, binding the
// mesh, the check that the input is a global-view program, and the driver
// that validates every function before it rewrites any.
//
//===----------------------------------------------------------------------===//

#include "Partitioner.h"
#include "fsdpc/Passes/Passes.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPPARTITION
#include "fsdpc/Passes/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

//===----------------------------------------------------------------------===//
// Diagnostics shared by the partitioner's files
//===----------------------------------------------------------------------===//

InFlightDiagnostic mlir::fsdp::emitOpErrorAt(Operation *op) {
  InFlightDiagnostic diag = mlir::emitError(op->getLoc());
  diag << "'" << op->getName() << "' op ";
  return diag;
}

std::string mlir::fsdp::getArgumentName(func::FuncOp func, unsigned index) {
  Location loc = func.getArgument(index).getLoc();
  if (auto name = dyn_cast<NameLoc>(loc))
    return name.getName().str();
  return ("#" + Twine(index)).str();
}

std::string mlir::fsdp::describeArgument(func::FuncOp func, unsigned index) {
  std::string name = getArgumentName(func, index);
  if (isa<NameLoc>(func.getArgument(index).getLoc()))
    return "argument \"" + name + "\"";
  return "argument " + name;
}

std::optional<unsigned> mlir::fsdp::getUpdatedArgument(func::FuncOp func,
                                                       unsigned index) {
  auto updates = dyn_cast_or_null<IntegerAttr>(
      func.getResultAttr(index, FSDPDialect::kUpdatesAttrName));
  // Any width, `true` (-1 as i1) included.
  std::optional<int64_t> argIndex =
      updates ? updates.getValue().trySExtValue() : std::nullopt;
  if (!argIndex || *argIndex < 0 || *argIndex >= func.getNumArguments())
    return std::nullopt;
  return static_cast<unsigned>(*argIndex);
}

//===----------------------------------------------------------------------===//
// The partitioner's bookkeeping and driver
//===----------------------------------------------------------------------===//

FunctionPartitioner::FunctionPartitioner(func::FuncOp func, MeshOp meshOp,
                                         PartitionOptions options)
    : func(func), mesh(meshOp.getMesh()),
      meshRef(FlatSymbolRefAttr::get(meshOp.getSymNameAttr())),
      options(options) {}

Distribution FunctionPartitioner::distOf(Value value) const {
  auto it = dists.find(value);
  return it == dists.end() ? Distribution::replicated() : it->second;
}

RankedTensorType FunctionPartitioner::globalTypeOf(Value value) const {
  auto it = globalTypes.find(value);
  if (it != globalTypes.end())
    return it->second;
  return dyn_cast<RankedTensorType>(value.getType());
}

void FunctionPartitioner::setDistribution(Value value,
                                          RankedTensorType globalType,
                                          const Distribution &dist) {
  globalTypes[value] = globalType;
  dists[value] = dist;
  value.setType(getLocalType(globalType, dist, mesh));
}

ArrayAttr FunctionPartitioner::axesAttr(ArrayRef<StringAttr> axes) {
  return ArrayAttr::get(func.getContext(),
                        SmallVector<Attribute>(axes.begin(), axes.end()));
}

LogicalResult FunctionPartitioner::run() {
  Block &block = func.getBody().front();
  partitionArguments();
  for (Operation &op : llvm::make_early_inc_range(block)) {
    if (failed(partitionOp(&op)))
      return failure();
    // An op explains its own gathers; a later op may reuse its address.
    explainedBatchGathers.clear();
  }

  labelGradientUnits(block);
  // Chains recomputed on shards leave their whole-size originals dead.
  for (Operation &op : llvm::make_early_inc_range(llvm::reverse(block)))
    if (isOpTriviallyDead(&op))
      op.erase();
  for (BlockArgument arg : func.getArguments())
    if (distOf(arg).isSplit())
      func.setArgAttr(arg.getArgNumber(), FSDPDialect::kGlobalTypeAttrName,
                      TypeAttr::get(globalTypeOf(arg)));
  func.setType(FunctionType::get(func.getContext(), block.getArgumentTypes(),
                                 block.getTerminator()->getOperandTypes()));
  return success();
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

namespace {

/// Element types the precision options accept.
FailureOr<Type> parseElementType(MLIRContext *context, StringRef name) {
  if (name == "bf16")
    return Type(BFloat16Type::get(context));
  if (name == "f16")
    return Type(Float16Type::get(context));
  if (name == "f32")
    return Type(Float32Type::get(context));
  return failure();
}

/// The sizes the options bind, parsed and checked before any mesh is seen.
struct MeshBinding {
  std::optional<int64_t> worldSize;
  SmallVector<std::pair<std::string, int64_t>> axisSizes;
};

struct PartitionPass
    : public mlir::fsdp::impl::FSDPPartitionBase<PartitionPass> {
  using FSDPPartitionBase::FSDPPartitionBase;

  void runOnOperation() override;

private:
  LogicalResult checkGlobalView(ModuleOp module);
  LogicalResult parseTypeOptions(ModuleOp module, PartitionOptions &options);
  LogicalResult parseMeshOptions(ModuleOp module, MeshBinding &binding);
  LogicalResult bindMesh(MeshOp mesh, const MeshBinding &binding);
  LogicalResult bindWorldSize(MeshOp meshOp, int64_t worldSize,
                              SmallVectorImpl<int64_t> &sizes);
  FailureOr<FlatSymbolRefAttr> getFunctionMesh(func::FuncOp func);
};

} // namespace

/// A per-rank program has fsdp ops (collectives, ranks, shards) or global
/// types on its signature; partitioning it again would treat its shards as
/// whole values.
LogicalResult PartitionPass::checkGlobalView(ModuleOp module) {
  auto alreadyPartitioned = [](InFlightDiagnostic diag) {
    diag << "; fsdp-partition takes a global-view program";
    return failure();
  };
  for (func::FuncOp func : module.getOps<func::FuncOp>()) {
    // A declaration has no body: nothing to partition, no block arguments.
    if (func.isExternal())
      continue;
    for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
      if (func.getArgAttr(i, FSDPDialect::kGlobalTypeAttrName))
        return alreadyPartitioned(mlir::emitError(func.getArgument(i).getLoc())
                                  << "this program is already partitioned ("
                                  << describeArgument(func, i) << " of @"
                                  << func.getSymName() << " has '"
                                  << FSDPDialect::kGlobalTypeAttrName << "')");
    for (unsigned i = 0, e = func.getNumResults(); i < e; ++i)
      if (func.getResultAttr(i, FSDPDialect::kGlobalTypeAttrName))
        return alreadyPartitioned(
            mlir::emitError(func.getLoc())
            << "this program is already partitioned (result #" << i << " of @"
            << func.getSymName() << " has '" << FSDPDialect::kGlobalTypeAttrName
            << "')");
    Operation *found = nullptr;
    func.walk([&](Operation *op) {
      if (op->getName().getDialectNamespace() ==
              FSDPDialect::getDialectNamespace() &&
          !isa<MeshOp>(op)) {
        found = op;
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (found)
      return alreadyPartitioned(mlir::emitError(found->getLoc())
                                << "this program is already partitioned (it "
                                   "has an '"
                                << found->getName() << "' op)");
  }
  return success();
}

LogicalResult PartitionPass::parseTypeOptions(ModuleOp module,
                                              PartitionOptions &options) {
  for (auto [name, text, slot] :
       {std::make_tuple("param-dtype", &paramDtype, &options.paramType),
        std::make_tuple("reduce-dtype", &reduceDtype, &options.reduceType)}) {
    if (text->empty())
      continue;
    FailureOr<Type> type = parseElementType(module.getContext(), *text);
    if (failed(type))
      return mlir::emitError(module.getLoc())
             << "fsdp-partition: unknown element type '" << *text << "' for "
             << name << "; expected bf16, f16 or f32";
    *slot = *type;
  }
  return success();
}

LogicalResult PartitionPass::parseMeshOptions(ModuleOp module,
                                              MeshBinding &binding) {
  auto error = [&]() {
    return mlir::emitError(module.getLoc()) << "fsdp-partition: ";
  };
  int64_t worldSize = this->worldSize;
  bool hasWorldSize = worldSize != kWorldSizeNotGiven;
  if (hasWorldSize && !meshSizes.empty())
    return error() << "give world-size or mesh, not both";
  if (hasWorldSize) {
    if (worldSize < 1)
      return error() << "world-size must be positive, not " << worldSize;
    if (worldSize > kMaxRanks)
      return error() << "world-size " << worldSize << " exceeds the limit of "
                     << kMaxRanks << " ranks";
    binding.worldSize = worldSize;
    return success();
  }
  SmallVector<StringRef> entries;
  StringRef(meshSizes).split(entries, ',', -1, /*KeepEmpty=*/false);
  SmallVector<int64_t> sizes;
  for (StringRef entry : entries) {
    auto [name, value] = entry.trim().split('=');
    name = name.trim();
    int64_t size = 0;
    if (name.empty() || value.trim().getAsInteger(10, size) || size < 1)
      return error() << "mesh option entry '" << entry.trim()
                     << "' is not axis=size with a positive size";
    if (llvm::is_contained(llvm::make_first_range(binding.axisSizes), name))
      return error() << "mesh option binds axis \"" << name << "\" twice";
    binding.axisSizes.emplace_back(name.str(), size);
    sizes.push_back(size);
  }
  if (!getCheckedGroupSize(sizes))
    return error() << "mesh option '" << meshSizes
                   << "' asks for more than the limit of " << kMaxRanks
                   << " ranks";
  return success();
}

LogicalResult PartitionPass::bindWorldSize(MeshOp meshOp, int64_t worldSize,
                                           SmallVectorImpl<int64_t> &sizes) {
  MeshAttr mesh = meshOp.getMesh();
  // A mesh bound by hand only has to match the world size.
  if (mesh.isBound() && sizes.size() != 1) {
    std::optional<int64_t> ranks = getCheckedGroupSize(sizes);
    if (!ranks)
      return emitOpErrorAt(meshOp)
             << "has more than the limit of " << kMaxRanks << " ranks";
    if (*ranks != worldSize)
      return emitOpErrorAt(meshOp)
             << "has " << *ranks << " ranks, not world-size " << worldSize;
    return success();
  }
  if (sizes.size() != 1)
    return emitOpErrorAt(meshOp)
           << "world-size binds a 1-D mesh, but this one has " << sizes.size()
           << " axes; use mesh=\"axis=size,...\"";
  if (!ShapedType::isDynamic(sizes[0]) && sizes[0] != worldSize)
    return emitOpErrorAt(meshOp) << "is bound to " << sizes[0]
                                 << " ranks, not world-size " << worldSize;
  sizes[0] = worldSize;
  return success();
}

LogicalResult PartitionPass::bindMesh(MeshOp meshOp,
                                      const MeshBinding &binding) {
  MeshAttr mesh = meshOp.getMesh();
  SmallVector<int64_t> sizes(mesh.getAxisSizes());
  if (binding.worldSize &&
      failed(bindWorldSize(meshOp, *binding.worldSize, sizes)))
    return failure();
  for (const auto &[name, size] : binding.axisSizes) {
    std::optional<unsigned> axis = mesh.getAxisIndex(name);
    if (!axis)
      return emitOpErrorAt(meshOp)
             << "mesh option names axis \"" << name << "\", which "
             << "@" << meshOp.getSymName() << " does not have";
    if (!ShapedType::isDynamic(sizes[*axis]) && sizes[*axis] != size)
      return emitOpErrorAt(meshOp) << "axis \"" << name << "\" is bound to "
                                   << sizes[*axis] << ", not " << size;
    sizes[*axis] = size;
  }
  for (auto [name, size] : llvm::zip(mesh.getAxisNames(), sizes))
    if (ShapedType::isDynamic(size))
      return emitOpErrorAt(meshOp)
             << "axis \"" << name.getValue()
             << "\" has no size; give fsdp-partition world-size=N or "
                "mesh=\"axis=size,...\"";
  // Sizes bound by hand may combine with the options' beyond the limit.
  if (!getCheckedGroupSize(sizes))
    return emitOpErrorAt(meshOp)
           << "would have more than the limit of " << kMaxRanks << " ranks";
  meshOp.setMeshAttr(
      MeshAttr::get(meshOp.getContext(), mesh.getAxisNames(), sizes));
  return success();
}

/// The mesh a function's shardings name (null when it has none).
FailureOr<FlatSymbolRefAttr> PartitionPass::getFunctionMesh(func::FuncOp func) {
  FlatSymbolRefAttr meshRef;
  auto noteMesh = [&](Attribute attr) -> LogicalResult {
    auto sharding = dyn_cast_or_null<ShardingAttr>(attr);
    if (!sharding)
      return success();
    if (meshRef && meshRef != sharding.getMesh())
      return emitOpErrorAt(func)
             << "uses meshes " << meshRef << " and " << sharding.getMesh()
             << "; fsdp-partition partitions a function over one mesh";
    meshRef = sharding.getMesh();
    return success();
  };
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
    if (failed(noteMesh(func.getArgAttr(i, FSDPDialect::kShardingAttrName))))
      return failure();
  for (unsigned i = 0, e = func.getNumResults(); i < e; ++i)
    if (failed(noteMesh(func.getResultAttr(i, FSDPDialect::kShardingAttrName))))
      return failure();
  return meshRef;
}

void PartitionPass::runOnOperation() {
  ModuleOp module = getOperation();
  PartitionOptions options;
  MeshBinding binding;
  if (failed(checkGlobalView(module)) ||
      failed(parseTypeOptions(module, options)) ||
      failed(parseMeshOptions(module, binding)))
    return signalPassFailure();
  for (MeshOp mesh : module.getOps<MeshOp>())
    if (failed(bindMesh(mesh, binding)))
      return signalPassFailure();

  // Every function is checked, and every problem reported, before any is
  // rewritten.
  SmallVector<std::pair<func::FuncOp, MeshOp>> work;
  bool valid = true;
  for (func::FuncOp func : module.getOps<func::FuncOp>()) {
    FailureOr<FlatSymbolRefAttr> meshRef = getFunctionMesh(func);
    if (failed(meshRef)) {
      valid = false;
      continue;
    }
    if (!*meshRef || func.isExternal())
      continue;
    MeshOp meshOp = lookupMesh(func, *meshRef);
    if (!meshOp) { // The dialect verifier rejects this; do not assume it.
      emitOpErrorAt(func) << *meshRef << " does not name an fsdp.mesh";
      valid = false;
      continue;
    }
    if (failed(validateFunction(func, meshOp.getMesh())))
      valid = false;
    else
      work.emplace_back(func, meshOp);
  }
  if (!valid)
    return signalPassFailure();
  for (auto [func, meshOp] : work)
    if (failed(FunctionPartitioner(func, meshOp, options).run()))
      return signalPassFailure();
}
