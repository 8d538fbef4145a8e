//===- BufferLiveness.cpp - the buffers of a per-rank program -------------===//

#include "BufferLiveness.h"

#include "fsdpc/Passes/CollectiveLayout.h"
#include "fsdpc/Schedule/Schedule.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"

using namespace mlir;
using namespace mlir::fsdp;
namespace sched = fsdpc::schedule;

/// Whether `slice`'s elements are the first ones of its source, in order:
/// past the last dimension it shortens every one is whole, and before it
/// every one has a single index (a longer one would skip the shortened
/// tail of each of its rows).
static bool isContiguousPrefix(tensor::ExtractSliceOp slice) {
  RankedTensorType source = slice.getSourceType(),
                   result = slice.getResultType();
  if (!slice.hasZeroOffset() || !slice.hasUnitStride() ||
      !source.hasStaticShape() || !result.hasStaticShape() ||
      source.getRank() != result.getRank())
    return false;
  if (result.getNumElements() == 0)
    return true;
  int64_t lastShortened = -1;
  for (int64_t dim = 0; dim < result.getRank(); ++dim)
    if (result.getDimSize(dim) != source.getDimSize(dim))
      lastShortened = dim;
  return llvm::all_of(
      result.getShape().take_front(std::max<int64_t>(lastShortened, 0)),
      [](int64_t extent) { return extent == 1; });
}

bool mlir::fsdp::isViewOp(Operation *op) {
  if (isa_and_nonnull<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(op))
    return true;
  auto slice = dyn_cast_or_null<tensor::ExtractSliceOp>(op);
  return slice && isContiguousPrefix(slice);
}

Value mlir::fsdp::getViewSource(Value value) {
  while (isViewOp(value.getDefiningOp()))
    value = value.getDefiningOp()->getOperand(0);
  return value;
}

bool mlir::fsdp::isRecomputedScalar(Operation *op) {
  return op->getNumResults() && op->getNumRegions() == 0 &&
         llvm::none_of(op->getResultTypes(),
                       [](Type type) { return isa<ShapedType>(type); });
}

/// Whether a linalg op or a row kernel reads `value` as an input. A
/// tensor.empty that one does is its loops' extents only (fsdp-form-kernels'
/// DefineLoopsForFusion: the body never reads it), but the kernel still
/// takes it as a buffer.
static bool isReadAsInput(Value value) {
  return llvm::any_of(value.getUses(), [](OpOperand &use) {
    if (isa<RowKernelOp>(use.getOwner()))
      return true;
    auto linalgOp = dyn_cast<linalg::LinalgOp>(use.getOwner());
    return linalgOp && linalgOp.isDpsInput(&use);
  });
}

bool mlir::fsdp::reusesInitBuffer(OpResult result) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(result.getOwner());
  if (!linalgOp)
    return false;
  Value init = linalgOp.getDpsInits()[result.getResultNumber()];
  Operation *def = init.getDefiningOp();
  // A collective's results share one buffer at several offsets
  // (CollectiveLayout.h): a value in it is located by its collective.
  // A view's buffer is its source's, read or written elsewhere under
  // another name.
  if (!def || isa<tensor::EmptyOp, CollectiveOpInterface, WaitOp>(def) ||
      isViewOp(def) || init.getType() != result.getType())
    return false;
  // An init the op also reads as an input (itself or a view of it) keeps
  // its buffer: the result written in place would overwrite the input it is
  // computed from (a GEMM reading C as A).
  if (llvm::any_of(linalgOp.getDpsInputs(),
                   [&](Value input) { return getViewSource(input) == init; }))
    return false;
  // So does one its body reads from above (a gather from it, at indices
  // another point may have written already).
  llvm::SetVector<Value> captured;
  getUsedValuesDefinedAbove(linalgOp->getRegions(), captured);
  if (llvm::any_of(captured,
                   [&](Value value) { return getViewSource(value) == init; }))
    return false;
  // Nor does an init two results start from (a multi-output kernel): one
  // buffer cannot hold both.
  if (llvm::count(linalgOp.getDpsInits(), init) > 1)
    return false;
  // The op must be the last reader of the init's buffer: of the init and of
  // every view of it. An asynchronous collective reads its inputs until its
  // wait (a per-member one sends them as they lie), so its wait counts.
  Block *block = linalgOp->getBlock();
  Operation *last = nullptr;
  SmallVector<Value> names = {init};
  auto readUntil = [&](Operation *user) {
    auto collective = dyn_cast<CollectiveOpInterface>(user);
    Operation *wait = collective ? collective.getWaitOp() : nullptr;
    return wait ? wait : user;
  };
  while (!names.empty()) {
    Value name = names.pop_back_val();
    for (Operation *user : name.getUsers()) {
      if (isViewOp(user))
        names.push_back(user->getResult(0));
      Operation *inBlock = block->findAncestorOpInBlock(*readUntil(user));
      if (inBlock && (!last || last->isBeforeInBlock(inBlock)))
        last = inBlock;
    }
  }
  return last == linalgOp.getOperation();
}

SmallVector<Value> mlir::fsdp::getReadValues(Operation *op) {
  SmallVector<Value> values(op->getOperands());
  for (Region &region : op->getRegions()) {
    llvm::SetVector<Value> captured;
    getUsedValuesDefinedAbove(region, captured);
    llvm::append_range(values, captured.getArrayRef());
  }
  return values;
}

llvm::DenseSet<Operation *>
mlir::fsdp::findComputedFromArguments(Block &block) {
  auto isPrepared = [](Operation &op) {
    return op.getNumResults() && isMemoryEffectFree(&op) &&
           !isa<CollectiveOpInterface, WaitOp>(op) &&
           !op.hasTrait<OpTrait::IsTerminator>();
  };
  llvm::DenseSet<Operation *> fromArguments;
  for (Operation &op : block)
    if (isPrepared(op) && llvm::all_of(getReadValues(&op), [&](Value value) {
          Operation *def = value.getDefiningOp();
          return !def ||
                 fromArguments.contains(block.findAncestorOpInBlock(*def));
        }))
      fromArguments.insert(&op);
  return fromArguments;
}

llvm::DenseSet<Operation *> mlir::fsdp::findCollectiveSlices(Block &block) {
  llvm::DenseSet<Operation *> fromArguments = findComputedFromArguments(block);
  // Read only by gathers and other slice ops. Only a gather's
  // inputs are recomputed where it is issued (fsdp-schedule); a reduction
  // of values computed from arguments alone (a gradient when no parameter is
  // gathered, as on a mesh whose shard axis has one rank) reads compute ops.
  llvm::DenseSet<Operation *> slices;
  for (Operation &op : llvm::reverse(block)) {
    if (!fromArguments.contains(&op) || op.use_empty())
      continue;
    if (llvm::all_of(op.getUsers(), [&](Operation *user) {
          Operation *reader = block.findAncestorOpInBlock(*user);
          auto collective = dyn_cast_or_null<CollectiveOpInterface>(reader);
          return reader && ((collective && collective.gathers()) ||
                            slices.contains(reader));
        }))
      slices.insert(&op);
  }
  return slices;
}

static std::string nameOf(Value value, int64_t point) {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (auto arg = dyn_cast<BlockArgument>(value))
    os << "arg" << arg.getArgNumber();
  else
    os << value.getDefiningOp()->getName() << "@" << point;
  return text;
}

/// The last point at which `reader` reads its operands: its own, or for a
/// scalar computation the last of the ops its results feed, transitively.
static int64_t getLastReadPoint(Operation *reader, Block &block,
                                const BufferLiveness &live,
                                DenseMap<Operation *, int64_t> &memo) {
  int64_t point = live.pointOf.lookup(reader);
  if (!isRecomputedScalar(reader))
    return point;
  auto [it, inserted] = memo.try_emplace(reader, point);
  if (!inserted)
    return it->second;
  for (Operation *user : reader->getUsers())
    if (Operation *consumer = block.findAncestorOpInBlock(*user))
      point = std::max(point, getLastReadPoint(consumer, block, live, memo));
  return memo[reader] = point;
}

/// Numbers the ops of `block` with points (see the header).
static void assignPoints(Block &block, BufferLiveness &live,
                         const llvm::DenseSet<Operation *> &slices,
                         const llvm::SmallPtrSetImpl<Operation *> *deferred) {
  SmallVector<Operation *> pending; // ops before the next compute op
  for (Operation &op : block) {
    auto collective = dyn_cast<CollectiveOpInterface>(op);
    bool beside = (collective && collective.isAsync()) || isa<WaitOp>(op) ||
                  slices.contains(&op) || (deferred && deferred->contains(&op));
    if (beside) {
      pending.push_back(&op);
      continue;
    }
    int64_t k = int64_t(live.computeOps.size());
    for (Operation *before : pending)
      live.pointOf[before] = sched::collectivePoint(k);
    pending.clear();
    live.pointOf[&op] = sched::opPoint(k);
    live.computeOps.push_back(&op);
  }
  int64_t k = int64_t(live.computeOps.size());
  for (Operation *before : pending)
    live.pointOf[before] = sched::collectivePoint(k);
}

namespace {

/// Builds the buffers of a block op by op (computeBufferLiveness).
class LivenessBuilder {
public:
  LivenessBuilder(Block &block, uint64_t alignment,
                  const llvm::SmallPtrSetImpl<Operation *> *deferred)
      : block(block), alignment(alignment), deferred(deferred) {}

  BufferLiveness build() {
    llvm::DenseSet<Operation *> slices = findCollectiveSlices(block);
    assignPoints(block, live, slices, deferred);
    live.inPlaceUpdates = findInPlaceUpdates(block, slices);
    for (auto concat : block.getOps<tensor::ConcatOp>())
      if (auto placements = getConcatPlacements(concat))
        live.concatPlacements.insert(placements->begin(), placements->end());
    for (BlockArgument arg : block.getArguments())
      if (uint64_t bytes = getTensorBytes(arg.getType()))
        live.bufferOf[arg] =
            newBuffer(arg, bytes, 0, sched::BufferKind::Persistent);
    addRankBuffer();
    for (Operation &op : block)
      addResultBuffers(op);
    extendToLastReads();
    return std::move(live);
  }

private:
  bool isDeferred(Operation *op) const {
    return deferred && deferred->contains(op);
  }
  /// The point of the block's last compute op.
  int64_t end() const {
    return sched::opPoint(int64_t(live.computeOps.size()) - 1);
  }
  unsigned newBuffer(Value value, uint64_t bytes, int64_t first,
                     sched::BufferKind kind) {
    live.buffers.push_back({nameOf(value, first), bytes, first, first, kind});
    return unsigned(live.buffers.size() - 1);
  }
  /// `result` lives in `buffer`, of another value.
  void share(Value result, unsigned buffer) { live.bufferOf[result] = buffer; }

  /// This rank's coordinates, for kernels that compute with its index
  /// (fsdp.rank) or take its shard (fsdp.shard).
  void addRankBuffer() {
    Operation *usesRank = nullptr;
    FlatSymbolRefAttr meshRef;
    block.walk([&](Operation *op) {
      if (auto rank = dyn_cast<RankOp>(op))
        meshRef = rank.getMeshAttr();
      else if (auto shard = dyn_cast<ShardOp>(op))
        meshRef = shard.getMeshAttr();
      else
        return WalkResult::advance();
      usesRank = op;
      return WalkResult::interrupt();
    });
    if (!usesRank)
      return;
    MeshOp mesh = lookupMesh(usesRank, meshRef);
    uint64_t axes = mesh ? mesh.getMesh().getAxisNames().size() : 1;
    live.buffers.push_back(
        {"rank_coordinates", 8 * axes, 0, 0, sched::BufferKind::Persistent});
    live.rankBuffer = unsigned(live.buffers.size() - 1);
  }

  void addResultBuffers(Operation &op) {
    SmallVector<int64_t> &results = live.resultBuffers[&op];
    if (auto wait = dyn_cast<WaitOp>(op)) {
      // The results live in the collective's buffer.
      if (std::optional<unsigned> buffer = bufferOf(wait.getPending()))
        for (Value result : wait.getResults())
          share(result, *buffer);
      results.assign(op.getNumResults(), -1);
      return;
    }
    if (auto collective = dyn_cast<CollectiveOpInterface>(op)) {
      results.assign(op.getNumResults(), -1);
      if (!isDeferred(&op))
        results.front() = addCollectiveBuffers(collective);
      return;
    }
    // A concatenation written in place owns the buffer its operands' GEMMs
    // opened.
    if (auto concat = dyn_cast<tensor::ConcatOp>(op))
      if (std::optional<unsigned> buffer = bufferOf(concat.getResult())) {
        results.push_back(*buffer);
        return;
      }
    // A view's result is its source's bytes, in its buffer.
    if (isViewOp(&op))
      if (std::optional<unsigned> source = bufferOf(op.getOperand(0))) {
        share(op.getResult(0), *source);
        results.push_back(-1);
        return;
      }
    for (OpResult result : op.getResults())
      results.push_back(addResultBuffer(result));
  }

  /// One buffer holds every result (the pending value's, or the
  /// synchronous results'); the staging lives until the wait.
  unsigned addCollectiveBuffers(CollectiveOpInterface collective) {
    Operation *op = collective.getOperation();
    int64_t at = live.pointOf[op];
    CollectiveLayout layout = getCollectiveLayout(collective, alignment);
    unsigned buffer = newBuffer(op->getResult(0), layout.resultBytes, at,
                                sched::BufferKind::Transient);
    for (Value result : op->getResults())
      share(result, buffer);
    if (layout.stagingBytes()) {
      unsigned staging = newBuffer(op->getResult(0), layout.stagingBytes(), at,
                                   sched::BufferKind::Transient);
      Operation *wait = collective.getWaitOp();
      live.buffers[staging].last = wait ? live.pointOf.lookup(wait) : at;
      live.stagingBuffer[op] = staging;
    }
    return buffer;
  }

  /// The buffer `result` gets to itself, or -1 when it lives in another
  /// value's buffer (or in none).
  int64_t addResultBuffer(OpResult result) {
    Operation *op = result.getOwner();
    uint64_t bytes = getTensorBytes(result.getType());
    if (!bytes || (isa<tensor::EmptyOp>(op) && !isReadAsInput(result)) ||
        isDeferred(op))
      return -1;
    // A GEMM writing into a concatenation (its result, or the init it
    // starts from) writes into the concatenation's buffer, opened by the
    // first of them.
    if (auto placed = live.concatPlacements.find(result);
        placed != live.concatPlacements.end()) {
      Value concat = placed->second.concat.getResult();
      if (!bufferOf(concat))
        share(concat,
              newBuffer(concat, getTensorBytes(concat.getType()),
                        live.pointOf[op], sched::BufferKind::Transient));
      share(result, *bufferOf(concat));
      return -1;
    }
    // An update written over its argument lives in the argument's
    // (persistent) buffer.
    if (auto updated = live.inPlaceUpdates.find(result);
        updated != live.inPlaceUpdates.end()) {
      share(result, live.bufferOf.lookup(updated->second));
      return -1;
    }
    if (reusesInitBuffer(result)) {
      Value init =
          cast<linalg::LinalgOp>(op).getDpsInits()[result.getResultNumber()];
      if (std::optional<unsigned> initBuffer = bufferOf(init)) {
        share(result, *initBuffer);
        return -1;
      }
    }
    unsigned buffer = newBuffer(result, bytes, live.pointOf[op],
                                sched::BufferKind::Transient);
    share(result, buffer);
    return buffer;
  }

  std::optional<unsigned> bufferOf(Value value) const {
    auto it = live.bufferOf.find(value);
    if (it == live.bufferOf.end())
      return std::nullopt;
    return it->second;
  }

  /// Each buffer lives until the last reader of any value it holds (a value
  /// read as a scalar, until the last kernel computing with that scalar); a
  /// collective's inputs until its wait; persistent ones to the end.
  void extendToLastReads() {
    DenseMap<Operation *, int64_t> scalarReads;
    for (auto [value, buffer] : live.bufferOf) {
      sched::Buffer &entry = live.buffers[buffer];
      if (entry.kind == sched::BufferKind::Persistent) {
        entry.last = std::max<int64_t>(end(), 0);
        continue;
      }
      for (Operation *user : value.getUsers()) {
        Operation *reader = block.findAncestorOpInBlock(*user);
        if (!reader || isDeferred(reader))
          continue;
        int64_t last = getLastReadPoint(reader, block, live, scalarReads);
        if (auto start = dyn_cast<CollectiveOpInterface>(reader))
          if (Operation *wait = start.getWaitOp())
            last = std::max(last, live.pointOf.lookup(wait));
        entry.last = std::max(entry.last, last);
      }
    }
    if (live.rankBuffer)
      live.buffers[*live.rankBuffer].last = std::max<int64_t>(end(), 0);
  }

  Block &block;
  uint64_t alignment;
  const llvm::SmallPtrSetImpl<Operation *> *deferred;
  BufferLiveness live;
};

} // namespace

BufferLiveness mlir::fsdp::computeBufferLiveness(
    Block &block, uint64_t alignment,
    const llvm::SmallPtrSetImpl<Operation *> *deferred) {
  return LivenessBuilder(block, alignment, deferred).build();
}
