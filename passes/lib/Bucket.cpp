//===- Bucket.cpp - merge collectives into buckets (fsdp-bucket) ----------===//

#include "ProgramModel.h"
#include "fsdpc/Passes/Passes.h"

#include "llvm/ADT/MapVector.h"

#include <map>

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPBUCKET
#include "fsdpc/Passes/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

namespace {

/// What must agree for collectives to share a bucket: the op, its mesh,
/// axes, dimension and reduction, its element type (a bucket is one typed
/// message: a bf16 gradient of a weight cast inside the step and an f32 one
/// are reduced apart), and (when bucketing by unit) the unit.
struct BucketKey {
  OperationName name;
  Attribute mesh, axes;
  std::optional<int64_t> dim;
  std::optional<ReductionKind> reduction;
  Type elementType;
  Attribute unit;

  BucketKey(CollectiveOpInterface op, bool byUnit)
      : name(op->getName()), mesh(op.getMeshAttr()), axes(op.getAxesAttr()),
        dim(op.getCollectiveDim()), reduction(op.getCollectiveReduction()),
        elementType(getElementTypeOrSelf(op->getResult(0).getType())),
        unit(byUnit ? op->getAttr(FSDPDialect::kUnitAttrName) : Attribute()) {}

  auto tie() const {
    return std::make_tuple(name.getAsOpaquePointer(), mesh.getAsOpaquePointer(),
                           axes.getAsOpaquePointer(), dim, reduction,
                           elementType.getAsOpaquePointer(),
                           unit.getAsOpaquePointer());
  }
  bool operator<(const BucketKey &other) const { return tie() < other.tie(); }
};

/// Synchronous collectives are merged; the asynchronous forms are placed
/// already.
static CollectiveOpInterface getBucketable(Operation *op) {
  auto collective = dyn_cast<CollectiveOpInterface>(op);
  return collective && !collective.isAsync() ? collective
                                             : CollectiveOpInterface();
}

/// The op in `block` that (transitively) holds `value`'s definition, or null
/// for a block argument.
static Operation *definingOpIn(Value value, Block *block) {
  Operation *def = value.getDefiningOp();
  return def ? block->findAncestorOpInBlock(*def) : nullptr;
}

/// The first op of the block that uses a result of `op`, or null.
static Operation *firstUser(Operation *op) {
  Operation *first = nullptr;
  for (Operation *user : op->getUsers()) {
    Operation *inBlock = op->getBlock()->findAncestorOpInBlock(*user);
    if (inBlock && (!first || inBlock->isBeforeInBlock(first)))
      first = inBlock;
  }
  return first;
}

struct BucketPass : public mlir::fsdp::impl::FSDPBucketBase<BucketPass> {
  using FSDPBucketBase::FSDPBucketBase;

  void runOnOperation() override;

private:
  /// Merges `members` (same key, program order) into one op, or as many of
  /// them as can share an issue point. Returns the members left alone.
  void merge(ArrayRef<Operation *> members);
};

void BucketPass::merge(ArrayRef<Operation *> members) {
  if (members.size() < 2)
    return;
  Operation *first = members.front();
  Block *block = first->getBlock();
  bool isGather = cast<CollectiveOpInterface>(first).gathers();
  // A gather is issued where its first member was: every member's inputs
  // must exist there. A reduction is issued right after its last input: no
  // member's result may be read before that.
  Operation *anchor = nullptr; // the merged op goes right after this op
  SmallVector<Operation *> kept;
  if (isGather) {
    for (Operation *member : members) {
      bool ready = llvm::all_of(member->getOperands(), [&](Value operand) {
        Operation *def = definingOpIn(operand, block);
        return !def || def->isBeforeInBlock(first);
      });
      if (ready)
        kept.push_back(member);
    }
  } else {
    kept.assign(members.begin(), members.end());
    // Drop members read before the bucket could be issued, latest-input
    // first, until the rest fit.
    while (kept.size() >= 2) {
      anchor = nullptr;
      for (Operation *member : kept)
        for (Value operand : member->getOperands())
          if (Operation *def = definingOpIn(operand, block);
              def && (!anchor || anchor->isBeforeInBlock(def)))
            anchor = def;
      auto early = llvm::find_if(kept, [&](Operation *member) {
        Operation *user = firstUser(member);
        return anchor && user && !anchor->isBeforeInBlock(user);
      });
      if (early == kept.end())
        break;
      kept.erase(early);
    }
  }
  if (kept.size() < 2)
    return;

  SmallVector<Value> operands;
  SmallVector<Type> resultTypes;
  for (Operation *member : kept) {
    llvm::append_range(operands, member->getOperands());
    llvm::append_range(resultTypes, member->getResultTypes());
  }
  OpBuilder builder(kept.front());
  if (anchor)
    builder.setInsertionPointAfter(anchor);
  else if (!isGather)
    builder.setInsertionPointToStart(block);
  OperationState state(kept.front()->getLoc(), kept.front()->getName());
  state.addOperands(operands);
  state.addTypes(resultTypes);
  state.addAttributes(kept.front()->getAttrs());
  Operation *bucket = builder.create(state);
  // How the new bucket travels is fsdp-collective-messages' choice, made
  // for its members together: not inherited from the first member's.
  cast<CollectiveOpInterface>(bucket).setPerMemberMessages(false);
  unsigned next = 0;
  for (Operation *member : kept) {
    for (Value result : member->getResults())
      result.replaceAllUsesWith(bucket->getResult(next++));
    member->erase();
  }
}

void BucketPass::runOnOperation() {
  func::FuncOp func = getOperation();
  if (bucketBytes < 0) {
    func.emitError() << "fsdp-bucket: bucket-bytes must not be negative, not "
                     << static_cast<int64_t>(bucketBytes);
    return signalPassFailure();
  }
  for (Block &block : func.getBody()) {
    // Unit buckets: every collective of one unit (and key) together.
    llvm::MapVector<BucketKey, SmallVector<Operation *>,
                    std::map<BucketKey, unsigned>>
        units;
    // Size buckets: runs of collectives of one key in program order.
    llvm::MapVector<BucketKey, SmallVector<SmallVector<Operation *>>,
                    std::map<BucketKey, unsigned>>
        runs;
    std::map<BucketKey, int64_t> runBytes;
    for (Operation &op : block) {
      CollectiveOpInterface collective = getBucketable(&op);
      if (!collective)
        continue;
      if (byUnit && op.hasAttr(FSDPDialect::kUnitAttrName)) {
        units[BucketKey(collective, true)].push_back(&op);
        continue;
      }
      if (bucketBytes == 0)
        continue;
      BucketKey key(collective, false);
      auto &keyRuns = runs[key];
      int64_t bytes = int64_t(collective.getCollectiveBytes());
      if (keyRuns.empty() || runBytes[key] >= bucketBytes) {
        keyRuns.emplace_back();
        runBytes[key] = 0;
      }
      keyRuns.back().push_back(&op);
      runBytes[key] += bytes;
    }
    for (auto &[key, members] : units)
      merge(members);
    for (auto &[key, keyRuns] : runs)
      for (auto &members : keyRuns)
        merge(members);
  }
}

} // namespace
