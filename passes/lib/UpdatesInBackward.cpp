//===- UpdatesInBackward.cpp - each unit's update during backward ---------===//
//
// fsdp-updates-in-backward: a traced step computes every gradient, then
// updates every parameter, so the optimizer's kernels run after the last
// reduce-scatter, on the compute stream alone, while the communication
// stream, which set the pace of backward, idles. A unit's update needs only
// its own reduced gradient (and the state and step count), so it can run
// in backward, a unit later than the gradient is ready: while the next
// units' gradients are computed and reduced, as PyTorch's optimizer in
// backward does by hand. Its gradient shard is freed there too.
//
// The pass reorders the block and nothing else: the side-effect-free ops
// that read a reduction's results, directly or through others, go right
// after the backward of the unit `lag` units later, the reductions right
// after their inputs, and the pure ops only they read, or computed from
// the arguments alone, with them; every other op keeps its order. Where an
// op also reads something computed later (a global norm of every
// gradient), it follows that. Limits: a reduction counts as chained only
// when it reads another directly (not through a conversion), and each
// reduction of no unit (a loss's all-reduce) counts as a unit of its own.
//
//===----------------------------------------------------------------------===//

#include "UpdatesInBackward.h"
#include "BufferLiveness.h"

#include "fsdpc/Dialect/FSDP/FSDP.h"
#include "fsdpc/Passes/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "llvm/ADT/MapVector.h"

#include <queue>

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPUPDATESINBACKWARD
#include "fsdpc/Passes/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

namespace {

/// Where an op goes: after the op at `anchor` (an index in the block as it
/// was), before the next one, and among the ops placed there by `tier`
/// (0: the op that was there; 1: what moved there), then by `index`, where
/// it was.
struct Place {
  size_t anchor, tier, index;
  bool operator<(const Place &other) const {
    return std::tie(anchor, tier, index) <
           std::tie(other.anchor, other.tier, other.index);
  }
};

bool isSyncReduction(Operation *op) {
  auto collective = dyn_cast<CollectiveOpInterface>(op);
  return collective && !collective.isAsync() && !collective.gathers();
}

class BlockReorder {
public:
  BlockReorder(Block &block, unsigned lag) : block(block), lag(lag) {
    for (Operation &op : block) {
      indexOf[&op] = ops.size();
      ops.push_back(&op);
    }
  }

  bool run() {
    DenseMap<Operation *, size_t> anchors = getReductionAnchors();
    if (anchors.empty())
      return false;
    std::vector<Place> places = placeOps(anchors);
    return emitInOrder(places);
  }

private:
  /// The op in the block (an ancestor's) that defines `value`, if any.
  Operation *definingOp(Value value) const {
    Operation *def = value.getDefiningOp();
    return def ? block.findAncestorOpInBlock(*def) : nullptr;
  }

  /// The unit a reduction belongs to; one of no unit is its own.
  Attribute unitOf(Operation *op) const {
    if (Attribute unit = op->getAttr(FSDPDialect::kUnitAttrName))
      return unit;
    return IntegerAttr::get(IndexType::get(op->getContext()),
                            int64_t(indexOf.lookup(op)));
  }

  /// Per reduction: the index of the last op of the backward of the unit
  /// `lag` units after its own, by when the units' gradients are ready, and
  /// one unit later for each reduction it is chained after (HSDP's replica
  /// all-reduce, issued where its reduce-scatter is waited, gets a unit of
  /// backward to run behind as well); none past the last unit.
  DenseMap<Operation *, size_t> getReductionAnchors() {
    llvm::MapVector<Attribute, size_t> unitReady;
    SmallVector<Operation *> reductions;
    DenseMap<Operation *, size_t> chainDepth;
    for (Operation *op : ops) {
      if (!isSyncReduction(op))
        continue;
      size_t ready = 0, depth = 0;
      for (Value input : op->getOperands()) {
        Operation *def = definingOp(input);
        if (!def)
          continue;
        if (auto chained = readyAt.find(def); chained != readyAt.end()) {
          ready = std::max(ready, chained->second);
          depth = std::max(depth, chainDepth.lookup(def) + 1);
          continue;
        }
        ready = std::max(ready, indexOf.lookup(def));
      }
      readyAt[op] = ready;
      chainDepth[op] = depth;
      reductions.push_back(op);
      size_t &unitAt = unitReady[unitOf(op)];
      unitAt = std::max(unitAt, ready);
    }
    std::vector<std::pair<size_t, Attribute>> units;
    for (auto [unit, ready] : unitReady)
      units.push_back({ready, unit});
    llvm::stable_sort(units,
                      [](auto &a, auto &b) { return a.first < b.first; });
    DenseMap<Attribute, size_t> rank;
    for (auto [i, unit] : llvm::enumerate(units))
      rank[unit.second] = i;
    DenseMap<Operation *, size_t> anchors;
    for (Operation *op : reductions) {
      size_t later = rank.lookup(unitOf(op)) + lag + chainDepth.lookup(op);
      if (later < units.size())
        anchors[op] = units[later].first;
    }
    return anchors;
  }

  /// Each op's place: reductions after their inputs, the ops reading them
  /// (transitively) at the latest anchor of the reductions they follow
  /// (where one follows a reduction with no anchor, where it was), and the
  /// pure ops pullDefinitionsToTheirReaders moves with them.
  std::vector<Place> placeOps(const DenseMap<Operation *, size_t> &anchors) {
    std::vector<Place> places(ops.size());
    // Per op that follows a reduction: the latest anchor of those it
    // follows, or none where one of them has none (it stays).
    DenseMap<Operation *, std::optional<size_t>> follows;
    for (auto [index, op] : llvm::enumerate(ops)) {
      places[index] = {index, 0, index};
      if (op->hasTrait<OpTrait::IsTerminator>())
        continue;
      if (isSyncReduction(op)) {
        places[index] = {readyAt.lookup(op), 1, index};
        continue;
      }
      bool followsReduction = false;
      std::optional<size_t> anchor = 0;
      auto follow = [&](std::optional<size_t> at) {
        followsReduction = true;
        anchor =
            anchor && at ? std::optional(std::max(*anchor, *at)) : std::nullopt;
      };
      for (Value value : getReadValues(op)) {
        Operation *def = definingOp(value);
        if (!def)
          continue;
        if (isSyncReduction(def)) {
          auto it = anchors.find(def);
          follow(it == anchors.end() ? std::nullopt
                                     : std::optional(it->second));
        } else if (auto it = follows.find(def); it != follows.end()) {
          follow(it->second);
        }
      }
      if (!followsReduction)
        continue;
      follows[op] = anchor;
      // Only earlier: an op the trace put in backward already stays.
      if (anchor && *anchor < index && isMemoryEffectFree(op))
        places[index] = {*anchor, 1, index};
    }
    pullDefinitionsToTheirReaders(places);
    return places;
  }

  /// A pure op whose every reader moved (the empty tensor an update writes
  /// into, made where the update was), or one computed from the arguments
  /// alone that a moved op reads (the step count's bias corrections, made
  /// once for every update), goes with the first of them.
  void pullDefinitionsToTheirReaders(std::vector<Place> &places) {
    llvm::DenseSet<Operation *> fromArguments =
        findComputedFromArguments(block);
    for (size_t index = ops.size(); index-- > 0;) {
      Operation *op = ops[index];
      if (op->use_empty() || !isMemoryEffectFree(op) ||
          isa<CollectiveOpInterface>(op))
        continue;
      std::optional<Place> first;
      bool allMoved = true;
      for (Operation *user : op->getUsers()) {
        Place place =
            places[indexOf.lookup(block.findAncestorOpInBlock(*user))];
        allMoved &= place.tier == 1;
        if (!first || place < *first)
          first = place;
      }
      if ((allMoved || fromArguments.contains(op)) && first->tier == 1 &&
          first->anchor < index)
        places[index] = {first->anchor, 1, index};
    }
  }

  /// Emits the ops as a topological order of their reads (and of the ops
  /// with effects, in their order) that takes the op with the least place
  /// among those whose inputs are emitted.
  /// Returns whether any op moved.
  bool emitInOrder(const std::vector<Place> &places) {
    std::vector<unsigned> waitingFor(ops.size(), 0);
    std::vector<SmallVector<unsigned>> readers(ops.size());
    auto addEdge = [&](size_t from, size_t to) {
      readers[from].push_back(unsigned(to));
      ++waitingFor[to];
    };
    std::optional<size_t> lastEffect;
    for (auto [index, op] : llvm::enumerate(ops)) {
      llvm::SmallDenseSet<size_t, 8> defs;
      for (Value value : getReadValues(op))
        if (Operation *def = definingOp(value))
          defs.insert(indexOf.lookup(def));
      if (!isMemoryEffectFree(op) || op->hasTrait<OpTrait::IsTerminator>()) {
        if (lastEffect)
          defs.insert(*lastEffect);
        lastEffect = index;
      }
      for (size_t def : defs)
        addEdge(def, index);
    }
    auto later = [&](unsigned a, unsigned b) { return places[b] < places[a]; };
    std::priority_queue<unsigned, std::vector<unsigned>, decltype(later)> ready(
        later);
    for (size_t index = 0; index < ops.size(); ++index)
      if (!waitingFor[index])
        ready.push(unsigned(index));
    SmallVector<Operation *> order;
    while (!ready.empty()) {
      unsigned index = ready.top();
      ready.pop();
      order.push_back(ops[index]);
      for (unsigned reader : readers[index])
        if (!--waitingFor[reader])
          ready.push(reader);
    }
    assert(order.size() == ops.size() && "the block's reads form a DAG");
    if (llvm::equal(order, ops))
      return false;
    for (Operation *op : order)
      op->moveBefore(&block, block.end());
    return true;
  }

  Block &block;
  unsigned lag;
  SmallVector<Operation *> ops;
  DenseMap<Operation *, size_t> indexOf;
  /// When each reduction's inputs are ready: the index of the last op
  /// computing them, through the reductions a chained one reads.
  DenseMap<Operation *, size_t> readyAt;
};

struct UpdatesInBackwardPass
    : public mlir::fsdp::impl::FSDPUpdatesInBackwardBase<
          UpdatesInBackwardPass> {
  using FSDPUpdatesInBackwardBase::FSDPUpdatesInBackwardBase;
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (!func.getBody().hasOneBlock())
      return;
    moveUpdatesIntoBackward(func.getBody().front(), lag);
  }
};

} // namespace

bool mlir::fsdp::moveUpdatesIntoBackward(Block &block, unsigned lag) {
  return BlockReorder(block, lag).run();
}
