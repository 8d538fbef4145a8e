//===- HorizontalFusion.cpp - launch-bound siblings as one kernel ---------===//
//
// fsdp-horizontal-fusion: elementwise kernels over the same loops that do
// not read one another's results, each costing no more than its launch on
// the device (an optimizer's update of a bias or a norm's weight: a GPU
// launch is microseconds, the update of 768 values far less), become one
// linalg.generic whose body runs each of theirs in turn at every point: one
// launch where there were many. XLA:GPU's horizontal loop fusion and
// PyTorch's foreach optimizers (multi_tensor_apply) do this for the same
// reason. A group does not hold back communication: kernels a collective
// reads (directly or through views) stay apart, and members wait for the
// same last collective. The grouping rule is
// here; the cost model, the memory plan and both lowerings see one more
// multi-output generic.
//
//===----------------------------------------------------------------------===//

#include "BufferLiveness.h"
#include "ProgramModel.h"

#include "fsdpc/Passes/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/RegionUtils.h"

#include "llvm/ADT/MapVector.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPHORIZONTALFUSION
#include "fsdpc/Passes/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

/// The most operands (tensors read and written, the tables a body gathers
/// from included) one grouped kernel takes. Each is a kernel parameter on
/// the GPU (8 bytes), and a thread holds what it loads from each: GPT-2's
/// groups of 18 AdamW updates (126 operands) take 127 registers a thread,
/// without spills.
static constexpr unsigned kMaxGroupOperands = 128;

namespace {

/// What a kernel's siblings must share: the last collective it waits for,
/// whether it is computed from the function's arguments alone
/// (findComputedFromArguments: the schedule and the memory plan treat
/// those apart), then the static extents of its loops, every one parallel.
using LoopKey = SmallVector<int64_t, 4>;

/// Kernels being grouped, in program order; the group runs where the last
/// one was. The rest is bookkeeping while the block is scanned, before any
/// group is fused.
struct Group {
  SmallVector<linalg::GenericOp> members;
  /// The distinct (tensor, indexing map) inputs, the tensors the bodies
  /// capture, and the outputs so far.
  llvm::SetVector<std::pair<Value, AffineMap>> inputs;
  llvm::SetVector<Value> captured;
  unsigned outputs = 0;
  llvm::SmallPtrSet<Value, 8> inits;
};

} // namespace

/// Whether `op` is a collective or holds one (in an scf.if, say).
static bool containsCollective(Operation *op) {
  return op
      ->walk([](Operation *nested) {
        return isa<CollectiveOpInterface, WaitOp>(nested)
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

/// The position in `block` of the last collective each op reads a result
/// of, directly or through other ops (-1: none). A group runs once all its
/// members' inputs are ready: kernels waiting for different collectives (an
/// optimizer's updates of two layers, each after its gradient's
/// reduce-scatter) grouped would make the earlier ones wait for the later
/// collective, and the time they overlapped it with would be exposed.
static llvm::DenseMap<Operation *, int64_t> findLastCollectives(Block &block) {
  // Each collective's position (an op holding one counts as one), and
  // each op's last collective.
  llvm::DenseMap<Operation *, int64_t> collectives, last;
  int64_t index = 0;
  for (Operation &op : block) {
    int64_t waited = -1;
    auto visit = [&](Value value) {
      Operation *def = value.getDefiningOp();
      Operation *inBlock = def ? block.findAncestorOpInBlock(*def) : nullptr;
      if (!inBlock || inBlock == &op)
        return;
      auto collective = collectives.find(inBlock);
      waited = std::max(waited, collective != collectives.end()
                                    ? collective->second
                                    : last.lookup_or(inBlock, -1));
    };
    for (Value value : getReadValues(&op))
      visit(value);
    if (containsCollective(&op))
      collectives[&op] = index;
    ++index;
    last[&op] = waited;
  }
  return last;
}

/// The ops of `block` a collective reads a result of, directly or through
/// views (isViewOp: no work, so no place in the compute order either).
static llvm::DenseSet<Operation *> findCollectiveInputs(Block &block) {
  llvm::DenseSet<Operation *> feeding;
  for (Operation &op : llvm::reverse(block))
    for (Operation *user : op.getUsers()) {
      Operation *inBlock = block.findAncestorOpInBlock(*user);
      if (isa<CollectiveOpInterface>(user) ||
          (inBlock && isViewOp(inBlock) && feeding.contains(inBlock))) {
        feeding.insert(&op);
        break;
      }
    }
  return feeding;
}

/// The key of `op` when it may join a group on `spec` (LoopKey): an
/// elementwise generic on tensors with static parallel loops (at least
/// one), outputs its body never reads, that costs at most one launch
/// besides its launch, does not prepare a gather's input (`slices`: the
/// schedule moves those to the gather's issue point, one gather's slice at
/// a time) and whose results no collective reads (`collectiveInputs`: the
/// schedule issues a collective as soon as its inputs are ready, ahead of
/// its place in the program, as a gradient's reduce-scatter overlapping
/// the backward; a group would make it wait for the last member).
static std::optional<LoopKey>
getGroupKey(linalg::GenericOp op, const fsdpc::schedule::DeviceSpec &spec,
            const llvm::DenseMap<Operation *, int64_t> &lastCollectives,
            const llvm::DenseSet<Operation *> &fromArguments,
            const llvm::DenseSet<Operation *> &slices,
            const llvm::DenseSet<Operation *> &collectiveInputs) {
  if (slices.contains(op) || collectiveInputs.contains(op) ||
      !op.hasPureTensorSemantics() || op.getNumLoops() == 0 ||
      op.getNumParallelLoops() != op.getNumLoops())
    return std::nullopt;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (llvm::any_of(ranges, ShapedType::isDynamic))
    return std::nullopt;
  for (OpOperand &init : op.getDpsInitsMutable())
    if (op.payloadUsesValueFromOperand(&init))
      return std::nullopt;
  if (getComputeSeconds(op, spec) > 2 * spec.kernelLaunchOverheadSeconds)
    return std::nullopt;
  LoopKey key = {lastCollectives.lookup(op),
                 int64_t(fromArguments.contains(op))};
  llvm::append_range(key, ranges);
  return key;
}

/// The shaped values `op`'s body reads from above (tables it gathers from).
static llvm::SetVector<Value> getCapturedTensors(linalg::GenericOp op) {
  llvm::SetVector<Value> captured, tensors;
  getUsedValuesDefinedAbove(op->getRegions(), captured);
  for (Value value : captured)
    if (isa<ShapedType>(value.getType()))
      tensors.insert(value);
  return tensors;
}

/// Whether `group` can take `op` as well: none of its outputs is already
/// one of the group's, and the operands stay within kMaxGroupOperands.
static bool canJoin(const Group &group, linalg::GenericOp op) {
  if (llvm::any_of(op.getDpsInits(),
                   [&](Value init) { return group.inits.contains(init); }))
    return false;
  unsigned inputs = group.inputs.size() + group.captured.size();
  for (OpOperand *input : op.getDpsInputOperands())
    inputs += !group.inputs.contains(
        {input->get(), op.getMatchingIndexingMap(input)});
  for (Value table : getCapturedTensors(op))
    inputs += !group.captured.contains(table);
  return inputs + group.outputs + op.getNumDpsInits() <= kMaxGroupOperands;
}

static void join(Group &group, linalg::GenericOp op) {
  group.members.push_back(op);
  for (OpOperand *input : op.getDpsInputOperands())
    group.inputs.insert({input->get(), op.getMatchingIndexingMap(input)});
  group.captured.insert_range(getCapturedTensors(op));
  group.outputs += op.getNumDpsInits();
  for (Value init : op.getDpsInits())
    group.inits.insert(init);
}

/// The keys of the open groups `op` (or an op nested in it) reads a result
/// of a member of, by `openGroupOf`: such a group, which runs where its
/// last member is, must run before `op`.
static llvm::SmallDenseSet<LoopKey, 2>
findGroupsRead(Operation *op,
               const llvm::DenseMap<Operation *, LoopKey> &openGroupOf) {
  llvm::SmallDenseSet<LoopKey, 2> read;
  op->walk([&](Operation *nested) {
    for (Value operand : nested->getOperands())
      if (Operation *def = operand.getDefiningOp())
        if (auto group = openGroupOf.find(def); group != openGroupOf.end())
          read.insert(group->second);
  });
  return read;
}

/// Replaces a group's `members` (in program order) by one generic in the
/// last one's place: its inputs are the members' distinct ones, its outputs
/// all of theirs in order, and its body theirs one after the other.
static void fuse(ArrayRef<linalg::GenericOp> members) {
  linalg::GenericOp last = members.back();
  OpBuilder b(last);
  // From the members' operands now: an earlier group's fusion may have
  // replaced what they read.
  llvm::SetVector<std::pair<Value, AffineMap>> distinct;
  for (linalg::GenericOp member : members)
    for (OpOperand *input : member.getDpsInputOperands())
      distinct.insert({input->get(), member.getMatchingIndexingMap(input)});
  SmallVector<Value> inputs, inits;
  SmallVector<AffineMap> maps;
  SmallVector<Location> locations;
  for (auto [value, map] : distinct) {
    inputs.push_back(value);
    maps.push_back(map);
  }
  for (linalg::GenericOp member : members) {
    llvm::append_range(inits, member.getDpsInits());
    for (OpOperand &init : member.getDpsInitsMutable())
      maps.push_back(member.getMatchingIndexingMap(&init));
    locations.push_back(member.getLoc());
  }
  auto fused = linalg::GenericOp::create(
      b, b.getFusedLoc(locations), ValueRange(inits).getTypes(), inputs, inits,
      maps, last.getIteratorTypesArray());
  Block *body = b.createBlock(&fused.getRegion());
  for (Value value : llvm::concat<Value>(inputs, inits))
    body->addArgument(getElementTypeOrSelf(value.getType()), value.getLoc());
  llvm::DenseMap<std::pair<Value, AffineMap>, unsigned> inputIndex;
  for (auto [index, input] : llvm::enumerate(distinct))
    inputIndex[input] = index;
  SmallVector<Value> yielded;
  unsigned firstOutput = inputs.size();
  for (linalg::GenericOp member : members) {
    IRMapping mapping;
    for (OpOperand *input : member.getDpsInputOperands())
      mapping.map(member.getMatchingBlockArgument(input),
                  body->getArgument(inputIndex.lookup(
                      {input->get(), member.getMatchingIndexingMap(input)})));
    for (OpOperand &init : member.getDpsInitsMutable())
      mapping.map(member.getMatchingBlockArgument(&init),
                  body->getArgument(firstOutput++));
    for (Operation &op : member.getBody()->without_terminator())
      b.clone(op, mapping);
    for (Value value : member.getBody()->getTerminator()->getOperands())
      yielded.push_back(mapping.lookupOrDefault(value));
  }
  linalg::YieldOp::create(b, last.getLoc(), yielded);
  ValueRange results = fused.getResults();
  for (linalg::GenericOp member : members) {
    member->replaceAllUsesWith(results.take_front(member->getNumResults()));
    results = results.drop_front(member->getNumResults());
  }
  for (linalg::GenericOp member : members)
    member->erase();
}

namespace {

struct HorizontalFusionPass
    : public mlir::fsdp::impl::FSDPHorizontalFusionBase<HorizontalFusionPass> {
  using FSDPHorizontalFusionBase::FSDPHorizontalFusionBase;

  LogicalResult initialize(MLIRContext *context) override {
    FailureOr<fsdpc::schedule::DeviceSpec> spec = resolveDevice(device, [&] {
      return emitError(UnknownLoc::get(context)) << "fsdp-horizontal-fusion: ";
    });
    if (failed(spec))
      return failure();
    this->spec = *spec;
    return success();
  }

  void runOnOperation() override {
    std::vector<Group> done;
    llvm::MapVector<LoopKey, Group> open;
    // Per member of an open group, its key: an op finds the groups it reads
    // without asking each open group (one per layer where the last
    // collective tells them apart, so that asking each was quadratic).
    llvm::DenseMap<Operation *, LoopKey> openGroupOf;
    auto close = [&](Group &group) {
      for (linalg::GenericOp member : group.members)
        openGroupOf.erase(member);
      done.push_back(std::move(group));
    };
    // In program order: an op reading a group's result closes the group
    // (it must run before that op); a groupable kernel joins the open group
    // of its loops or opens one.
    for (Block &block : getOperation().getBody()) {
      llvm::DenseSet<Operation *> fromArguments =
          findComputedFromArguments(block);
      llvm::DenseSet<Operation *> slices = findCollectiveSlices(block);
      llvm::DenseMap<Operation *, int64_t> lastCollectives =
          findLastCollectives(block);
      llvm::DenseSet<Operation *> collectiveInputs =
          findCollectiveInputs(block);
      for (Operation &op : block) {
        llvm::SmallDenseSet<LoopKey, 2> read = findGroupsRead(&op, openGroupOf);
        for (auto it = open.begin(); !read.empty() && it != open.end();) {
          if (!read.erase(it->first)) {
            ++it;
            continue;
          }
          close(it->second);
          it = open.erase(it);
        }
        auto generic = dyn_cast<linalg::GenericOp>(op);
        std::optional<LoopKey> key =
            generic ? getGroupKey(generic, spec, lastCollectives, fromArguments,
                                  slices, collectiveInputs)
                    : std::nullopt;
        if (!key)
          continue;
        Group &group = open[*key];
        if (!canJoin(group, generic)) {
          close(group);
          group = Group();
        }
        join(group, generic);
        openGroupOf[generic] = *key;
      }
      for (auto &entry : open)
        close(entry.second);
      open.clear();
    }
    for (const Group &group : done)
      if (group.members.size() > 1)
        fuse(group.members);
  }

private:
  fsdpc::schedule::DeviceSpec spec;
};

} // namespace
