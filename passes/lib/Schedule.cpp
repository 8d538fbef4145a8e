//===- Schedule.cpp - place collectives by cost and memory (fsdp-schedule) ===//
//
// Extracts a fsdpc::schedule::Problem from each per-rank function (compute
// ops are positions; gathers and reductions carry their inputs' readiness,
// their uses and their buffers), asks the policy for a Schedule, and rewrites
// every synchronous collective into start/wait pairs at the chosen positions.
//
//===----------------------------------------------------------------------===//

#include "fsdpc/Schedule/Schedule.h"
#include "BufferLiveness.h"
#include "OutputFile.h"
#include "Partitioner.h"
#include "ProgramModel.h"
#include "UpdatesInBackward.h"
#include "fsdpc/Passes/CollectiveLayout.h"
#include "fsdpc/Passes/Passes.h"
#include "fsdpc/Passes/SourceLabel.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Threading.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPSCHEDULE
#include "fsdpc/Passes/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;
namespace sched = fsdpc::schedule;

namespace {

static bool isSyncCollective(Operation *op) {
  auto collective = dyn_cast_or_null<CollectiveOpInterface>(op);
  return collective && !collective.isAsync();
}

/// A collective the scheduler places: a synchronous gather whose inputs come
/// from compute, or a synchronous reduction whose inputs come from compute
/// and from reductions it places (HSDP's all-reduce over the replica axes of
/// a reduce-scatter's shard: issued after that reduce-scatter's wait). Any
/// other collective fed by a collective stays synchronous and counts as
/// compute. `placed` holds the reductions of the block before `op` that are
/// placed.
static bool isSchedulable(Operation *op,
                          const llvm::SmallPtrSetImpl<Operation *> &placed) {
  if (!isSyncCollective(op))
    return false;
  bool gathers = cast<CollectiveOpInterface>(op).gathers();
  return llvm::all_of(op->getOperands(), [&](Value operand) {
    Operation *def = operand.getDefiningOp();
    return !isSyncCollective(def) || (!gathers && placed.contains(def));
  });
}

/// The ops that compute `op`'s operands from block arguments and constants
/// alone (`fromArguments`: findComputedFromArguments, the rule the memory
/// plan's liveness follows too), in block order, or nullopt when an operand
/// depends on anything else, such as another collective. Such a slice (a
/// parameter shard's cast, a layer's row of a stacked parameter) is part of
/// preparing the collective and moves with its issue point.
static std::optional<SmallVector<Operation *>>
getArgumentSlice(Operation *op,
                 const llvm::DenseSet<Operation *> &fromArguments) {
  // A few ops per gathered operand (a bucket gathers many).
  const size_t kMaxSlice = 16 * std::max<size_t>(1, op->getNumOperands());
  llvm::SetVector<Operation *> slice;
  SmallVector<Value> worklist(op->getOperands());
  while (!worklist.empty()) {
    Operation *def = worklist.pop_back_val().getDefiningOp();
    if (!def || slice.contains(def))
      continue;
    if (!fromArguments.contains(def) || slice.size() >= kMaxSlice)
      return std::nullopt;
    slice.insert(def);
    llvm::append_range(worklist, def->getOperands());
    for (Region &region : def->getRegions()) {
      llvm::SetVector<Value> captured;
      getUsedValuesDefinedAbove(region, captured);
      llvm::append_range(worklist, captured.getArrayRef());
    }
  }
  SmallVector<Operation *> ordered(slice.begin(), slice.end());
  llvm::sort(ordered,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  return ordered;
}

/// A per-rank function seen as a schedule problem.
struct ProgramProblem {
  sched::Problem problem;
  /// The compute ops, by position.
  SmallVector<Operation *> positions;
  SmallVector<Operation *> gathers;
  /// Per gather: the ops computing its inputs from arguments and constants
  /// alone (a cast of a parameter shard), recomputed where it is issued.
  SmallVector<SmallVector<Operation *>> gatherSlices;
  SmallVector<Operation *> reductions;
  DenseMap<Operation *, int64_t> positionOf;

  /// The position of the compute op in the block that holds `op`.
  int64_t position(Operation *op) const {
    Operation *inBlock =
        positions.front()->getBlock()->findAncestorOpInBlock(*op);
    return positionOf.lookup(inBlock);
  }
  /// The first position at which `op`'s operands all exist. An operand
  /// that no compute op defines (a view, a constant) exists from the first
  /// compute op after its definition on.
  int64_t readyPosition(Operation *op) const {
    int64_t ready = 0;
    for (Value operand : op->getOperands()) {
      Operation *def = operand.getDefiningOp();
      if (!def)
        continue;
      def = positions.front()->getBlock()->findAncestorOpInBlock(*def);
      if (positionOf.count(def)) {
        ready = std::max(ready, position(def) + 1);
        continue;
      }
      Operation *next = def->getNextNode();
      while (next && !positionOf.count(next))
        next = next->getNextNode();
      ready = std::max(ready, next ? position(next)
                                   : static_cast<int64_t>(positions.size()));
    }
    return ready;
  }
  /// Sorted, unique positions of the ops that read `op`'s results.
  std::vector<int64_t> usePositions(Operation *op) const {
    std::vector<int64_t> uses;
    for (Operation *user : op->getUsers())
      uses.push_back(position(user));
    llvm::sort(uses);
    uses.erase(std::unique(uses.begin(), uses.end()), uses.end());
    return uses;
  }
};

static std::string describe(Operation *op) {
  std::string text = op->getName().stripDialect().str();
  if (auto unit = op->getAttrOfType<StringAttr>(FSDPDialect::kUnitAttrName))
    text += " " + unit.getValue().str();
  return text;
}

/// The buffers of `values` in `live` (inputs a collective keeps alive).
static std::vector<size_t> getInputBuffers(ValueRange values,
                                           const BufferLiveness &live) {
  std::vector<size_t> buffers;
  for (Value value : values) {
    auto it = live.bufferOf.find(value);
    if (it != live.bufferOf.end())
      buffers.push_back(it->second);
  }
  return buffers;
}

/// The gather's slice ops as the library sees them: recomputed per instance.
static std::vector<sched::Gather::Slice>
describeSlices(Operation *gather, ArrayRef<Operation *> slice) {
  std::vector<sched::Gather::Slice> slices;
  for (Operation *op : slice) {
    // No buffer of their own.
    if (isa<tensor::EmptyOp>(op) || isViewOp(op))
      continue;
    for (OpResult result : op->getResults()) {
      bool isInput = llvm::is_contained(result.getUsers(), gather);
      slices.push_back({getTensorBytes(result.getType()), isInput});
    }
  }
  return slices;
}

/// Slice ops that the schedule replaces by clones: read only by the
/// scheduled gathers and other such ops, so that they are erased.
static llvm::SmallPtrSet<Operation *, 16>
findReplacedSlices(ArrayRef<Operation *> gathers,
                   ArrayRef<SmallVector<Operation *>> slices) {
  llvm::SmallPtrSet<Operation *, 16> replaced(gathers.begin(), gathers.end());
  SmallVector<Operation *> candidates;
  for (const auto &slice : slices)
    llvm::append_range(candidates, slice);
  llvm::sort(candidates,
             [](Operation *a, Operation *b) { return b->isBeforeInBlock(a); });
  candidates.erase(std::unique(candidates.begin(), candidates.end()),
                   candidates.end());
  for (Operation *op : candidates)
    if (llvm::all_of(op->getUsers(),
                     [&](Operation *user) { return replaced.contains(user); }))
      replaced.insert(op);
  for (Operation *gather : gathers)
    replaced.erase(gather);
  return replaced;
}

/// Every compute op of `block` priced on `device`: its work (getOpCost)
/// and the bandwidth its bytes stream at, sched::getStreamingBandwidths over
/// the ops in program order with the collectives' reads and writes included
/// where the program has them (the device's bandwidth at the op's bytes for
/// a device without a memory curve).
static llvm::DenseMap<Operation *, double>
getComputeSeconds(Block &block, const sched::DeviceSpec &device) {
  std::vector<Operation *> ops;
  std::vector<OpCost> costs;
  std::vector<std::vector<sched::MemoryAccess>> accesses;
  for (Operation &op : block) {
    ops.push_back(&op);
    costs.push_back(getOpCost(&op, &accesses.emplace_back()));
  }
  std::vector<double> bandwidths =
      sched::getStreamingBandwidths(device, accesses);
  llvm::DenseMap<Operation *, double> seconds;
  for (auto [op, cost, bandwidth] : llvm::zip(ops, costs, bandwidths))
    if (!isa<CollectiveOpInterface>(op))
      seconds[op] = getComputeSeconds(cost, device, bandwidth);
  return seconds;
}

namespace {

/// One communication stream per set of mesh axes, numbered in order of
/// first use; the problem lists their names.
class StreamNumbering {
public:
  explicit StreamNumbering(std::vector<std::string> &names) : names(names) {}

  unsigned of(CollectiveOpInterface op) {
    std::string key;
    for (StringAttr axis : op.getAxesAttr().getAsRange<StringAttr>())
      key += (key.empty() ? "" : ",") + axis.getValue().str();
    auto [it, inserted] = streams.try_emplace(key, unsigned(names.size()));
    if (inserted)
      names.push_back(key);
    return it->second;
  }

private:
  std::vector<std::string> &names;
  llvm::StringMap<unsigned> streams;
};

} // namespace

/// The collectives the schedule places, in block order, and the slices
/// computing the gathers' inputs from arguments.
static void collectScheduledCollectives(Block &block, ProgramProblem &model) {
  llvm::SmallPtrSet<Operation *, 16> placedReductions;
  for (Operation &op : block) {
    if (!isSchedulable(&op, placedReductions))
      continue;
    if (cast<CollectiveOpInterface>(op).gathers()) {
      model.gathers.push_back(&op);
      continue;
    }
    model.reductions.push_back(&op);
    placedReductions.insert(&op);
  }
  llvm::DenseSet<Operation *> fromArguments = findComputedFromArguments(block);
  for (Operation *op : model.gathers) {
    std::optional<SmallVector<Operation *>> slice =
        getArgumentSlice(op, fromArguments);
    model.gatherSlices.push_back(slice ? *slice : SmallVector<Operation *>());
  }
}

/// The compute ops by position, and their times.
static void addPositions(ProgramProblem &model, Block &block,
                         const BufferLiveness &live, MeshAttr mesh,
                         const sched::DeviceSpec &device) {
  for (Operation *op : live.computeOps) {
    model.positionOf[op] = int64_t(model.positions.size());
    model.positions.push_back(op);
  }
  llvm::DenseMap<Operation *, double> computeSeconds =
      getComputeSeconds(block, device);
  for (Operation *op : model.positions) {
    auto collective = dyn_cast<CollectiveOpInterface>(op);
    double seconds = collective ? getCollectiveSeconds(collective, mesh, device)
                                : computeSeconds.lookup(op);
    model.problem.computeSeconds.push_back(seconds);
  }
}

/// The per-member form of `op` where it needs less memory than the form `op`
/// has (`own`) and no more at any moment (its result buffer, which outlives
/// the staging, no larger: a padded gather's may be): the form a budget too
/// tight for the fastest schedule may pick (a bucket fsdp-collective-messages
/// kept packed as faster).
static std::optional<sched::MessageForm>
getFrugalForm(CollectiveOpInterface op, const CollectiveLayout &own,
              MeshAttr mesh, const sched::DeviceSpec &device,
              uint64_t alignment) {
  if (op.isPerMember() || !hasPerMemberForm(op))
    return std::nullopt;
  CollectiveLayout layout = getCollectiveLayout(op, alignment, true);
  if (layout.resultBytes > own.resultBytes ||
      layout.resultBytes + layout.stagingBytes() >=
          own.resultBytes + own.stagingBytes())
    return std::nullopt;
  return sched::MessageForm{getCollectiveSeconds(op, mesh, device, true),
                            layout.resultBytes, layout.stagingBytes()};
}

static sched::Gather describeGather(const ProgramProblem &model, Operation *op,
                                    ArrayRef<Operation *> slice,
                                    const BufferLiveness &live, MeshAttr mesh,
                                    const sched::DeviceSpec &device,
                                    uint64_t alignment, bool frugalForms,
                                    StreamNumbering &streams) {
  auto collective = cast<CollectiveOpInterface>(op);
  sched::Gather gather;
  gather.name = describe(op);
  gather.stream = streams.of(collective);
  gather.seconds = getCollectiveSeconds(collective, mesh, device);
  // One buffer for the bucket's results, and its message staging, as
  // fsdp-plan-memory allocates them.
  CollectiveLayout layout = getCollectiveLayout(collective, alignment);
  gather.bytes = layout.resultBytes;
  gather.stagingBytes = layout.stagingBytes();
  if (frugalForms)
    gather.frugalForm =
        getFrugalForm(collective, layout, mesh, device, alignment);
  gather.earliest = slice.empty() ? model.readyPosition(op) : 0;
  gather.slices = describeSlices(op, slice);
  gather.inputBuffers = getInputBuffers(op->getOperands(), live);
  gather.uses = model.usePositions(op);
  if (gather.uses.empty())
    gather.uses.push_back(int64_t(model.positions.size()) - 1);
  return gather;
}

/// `op`, the reduction `reductionIndex` numbers; the reductions before it
/// are already in the problem.
static sched::Reduction
describeReduction(const ProgramProblem &model, Operation *op,
                  const DenseMap<Operation *, size_t> &reductionIndex,
                  const BufferLiveness &live, MeshAttr mesh,
                  const sched::DeviceSpec &device, uint64_t alignment,
                  bool frugalForms, StreamNumbering &streams) {
  auto collective = cast<CollectiveOpInterface>(op);
  sched::Reduction reduction;
  reduction.name = describe(op);
  if (auto unit = op->getAttrOfType<StringAttr>(FSDPDialect::kUnitAttrName))
    reduction.unit = unit.str();
  reduction.stream = streams.of(collective);
  reduction.seconds = getCollectiveSeconds(collective, mesh, device);
  CollectiveLayout layout = getCollectiveLayout(collective, alignment);
  reduction.outputBytes = layout.resultBytes;
  reduction.stagingBytes = layout.stagingBytes();
  if (frugalForms)
    reduction.frugalForm =
        getFrugalForm(collective, layout, mesh, device, alignment);
  reduction.ready = model.readyPosition(op);
  // Reductions this one reads (HSDP: the reduce-scatter whose shard it
  // all-reduces): issued after their waits, so ready when they are.
  for (Value operand : op->getOperands()) {
    auto it = reductionIndex.find(operand.getDefiningOp());
    if (it == reductionIndex.end() ||
        llvm::is_contained(reduction.after, it->second))
      continue;
    reduction.after.push_back(it->second);
    reduction.ready =
        std::max(reduction.ready, model.problem.reductions[it->second].ready);
  }
  reduction.inputBuffers = getInputBuffers(op->getOperands(), live);
  // Positions of the compute ops reading its results; a reduction read
  // only by other reductions has none (their waits bound its buffer).
  bool readByReduction = false;
  for (Operation *user : op->getUsers()) {
    if (reductionIndex.count(user))
      readByReduction = true;
    else
      reduction.uses.push_back(model.position(user));
  }
  llvm::sort(reduction.uses);
  reduction.uses.erase(llvm::unique(reduction.uses), reduction.uses.end());
  if (reduction.uses.empty() && !readByReduction)
    reduction.uses.push_back(int64_t(model.positions.size()) - 1);
  return reduction;
}

/// `frugalForms`: whether the schedule may send a packed bucket per member.
static ProgramProblem buildProblem(func::FuncOp func, MeshAttr mesh,
                                   const sched::DeviceSpec &device,
                                   uint64_t alignment, bool frugalForms) {
  ProgramProblem model;
  Block &block = func.getBody().front();
  collectScheduledCollectives(block, model);
  // The schedule decides the buffers of the collectives it places and of
  // the slices it recomputes; BufferLiveness gives every other buffer.
  llvm::SmallPtrSet<Operation *, 16> deferred =
      findReplacedSlices(model.gathers, model.gatherSlices);
  deferred.insert(model.gathers.begin(), model.gathers.end());
  deferred.insert(model.reductions.begin(), model.reductions.end());
  BufferLiveness live = computeBufferLiveness(block, alignment, &deferred);
  addPositions(model, block, live, mesh, device);
  model.problem.alignment = alignment;
  model.problem.commInterference = device.commComputeInterference;

  StreamNumbering streams(model.problem.streamNames);
  for (auto [op, slice] : llvm::zip(model.gathers, model.gatherSlices))
    model.problem.gathers.push_back(describeGather(
        model, op, slice, live, mesh, device, alignment, frugalForms, streams));
  DenseMap<Operation *, size_t> reductionIndex;
  for (auto [index, op] : llvm::enumerate(model.reductions))
    reductionIndex[op] = index;
  for (Operation *op : model.reductions)
    model.problem.reductions.push_back(
        describeReduction(model, op, reductionIndex, live, mesh, device,
                          alignment, frugalForms, streams));
  // Last: the problem takes the buffers the descriptions indexed.
  model.problem.buffers = std::move(live.buffers);
  return model;
}

/// Records the cost model's time for `op` alone (the simulation stretches
/// it where communication and compute share a core) for fsdp-translate to
/// carry into the executable.
static void setPredictedSeconds(Operation *op, double seconds) {
  op->setAttr(FSDPDialect::kPredictedSecondsAttrName,
              FloatAttr::get(Float64Type::get(op->getContext()), seconds));
}

namespace {
/// One collective instance to issue: a gather or a reduction, by index, and
/// its placement (for a gather, its forward or its re-gather instance's).
struct Issue {
  const sched::Placement *place;
  bool gather;
  unsigned index;
};
} // namespace

/// The collective instances in the order they are issued
/// (sched::isIssuedBefore, the order the simulator replays).
static SmallVector<Issue> getIssueOrder(const sched::Schedule &schedule) {
  SmallVector<Issue> issues;
  for (auto [index, decision] : llvm::enumerate(schedule.gathers)) {
    issues.push_back({&decision.forward, true, unsigned(index)});
    if (decision.regather)
      issues.push_back({&decision.regatherPlacement, true, unsigned(index)});
  }
  for (auto [index, place] : llvm::enumerate(schedule.reductions))
    issues.push_back({&place, false, unsigned(index)});
  auto keyOf = [](const Issue &issue) {
    return sched::IssueKey{issue.place->issue, issue.gather, issue.place->wait};
  };
  llvm::stable_sort(issues, [&](const Issue &a, const Issue &b) {
    return sched::isIssuedBefore(keyOf(a), keyOf(b));
  });
  return issues;
}

namespace {
/// Where the ops of the instances issued at one position go. The simulator
/// issues every instance at a position before it waits for any, so a start
/// goes ahead of the waits placed there (waiting first would hold it back
/// where it runs on another stream than what is waited: HSDP's reduce-scatter
/// behind a replica all-reduce's wait). Two exceptions keep the order the
/// simulator replays: a start that reads a wait there (a chained reduction)
/// follows that wait, and a start follows the starts issued before it there
/// on its stream (each stream is FIFO).
class PositionInserter {
public:
  explicit PositionInserter(const ProgramProblem &model) : model(model) {}

  /// A builder for a start at `position` on `stream` reading `inputs`; the
  /// caller reports the start it creates with `noteStart`.
  OpBuilder forStart(int64_t position, unsigned stream,
                     ValueRange inputs) const {
    Operation *atPosition = model.positions[position];
    Operation *before = firstWait.lookup(position);
    if (!before)
      before = atPosition;
    auto goAfter = [&](Operation *op) {
      if (op && op->getBlock() == atPosition->getBlock() &&
          !op->isBeforeInBlock(before))
        before = op->getNextNode();
    };
    goAfter(lastStart.lookup({position, stream}));
    for (Value input : inputs)
      goAfter(input.getDefiningOp<WaitOp>());
    return OpBuilder(before);
  }
  void noteStart(int64_t position, unsigned stream, Operation *start) {
    lastStart[{position, stream}] = start;
  }
  /// Creates the wait for `start` at `position`, after the waits there.
  WaitOp createWait(int64_t position, Location loc, Value start) {
    OpBuilder atWait(model.positions[position]);
    auto wait = WaitOp::create(atWait, loc, start);
    firstWait.try_emplace(position, wait);
    return wait;
  }

private:
  const ProgramProblem &model;
  DenseMap<std::pair<int64_t, unsigned>, Operation *> lastStart;
  DenseMap<int64_t, Operation *> firstWait;
};
} // namespace

/// Issues one instance: its start at the issue position (after recomputing
/// a gather's input slice there, so that it can be issued before the program
/// first computed it), its wait at the wait position, and the uses it
/// serves: those in [firstUse, lastUse], and the reductions that read a
/// reduction (one instance, waited before they are issued).
static void issueInstance(const ProgramProblem &model,
                          const sched::Schedule &schedule, const Issue &issue,
                          PositionInserter &inserter) {
  Operation *op =
      issue.gather ? model.gathers[issue.index] : model.reductions[issue.index];
  const sched::Placement &place = *issue.place;
  auto collective = cast<CollectiveOpInterface>(op);
  unsigned stream = issue.gather ? model.problem.gathers[issue.index].stream
                                 : model.problem.reductions[issue.index].stream;
  OpBuilder atIssue =
      inserter.forStart(place.issue, stream, collective.getInputs());
  IRMapping inputs;
  if (issue.gather)
    for (Operation *sliceOp : model.gatherSlices[issue.index])
      atIssue.clone(*sliceOp, inputs);
  SmallVector<Value> mapped =
      llvm::map_to_vector(collective.getInputs(), [&](Value value) {
        return inputs.lookupOrDefault(value);
      });
  CollectiveOpInterface start = collective.createStart(atIssue, mapped);
  inserter.noteStart(place.issue, stream, start);
  setPredictedSeconds(
      start, issue.gather
                 ? schedule.gatherForm(model.problem, issue.index).seconds
                 : schedule.reductionForm(model.problem, issue.index).seconds);
  WaitOp wait =
      inserter.createWait(place.wait, op->getLoc(), start->getResult(0));
  for (auto [result, value] : llvm::zip(op->getResults(), wait.getResults())) {
    result.replaceUsesWithIf(value, [&](OpOperand &use) {
      if (!issue.gather && llvm::is_contained(model.reductions, use.getOwner()))
        return true;
      int64_t at = model.position(use.getOwner());
      return at >= place.firstUse && at <= place.lastUse;
    });
  }
}

/// Erases the collectives every use of which an instance now serves, and
/// the slices recomputed at their gathers' issue points that are dead now.
static void eraseReplaced(ProgramProblem &model) {
  for (Operation *op :
       llvm::concat<Operation *>(model.gathers, model.reductions)) {
    assert(op->use_empty() && "every use is served by an instance");
    op->erase();
  }
  llvm::SetVector<Operation *> sliceOps;
  for (auto &slice : model.gatherSlices)
    sliceOps.insert(slice.begin(), slice.end());
  SmallVector<Operation *> ordered(sliceOps.begin(), sliceOps.end());
  llvm::sort(ordered,
             [](Operation *a, Operation *b) { return b->isBeforeInBlock(a); });
  for (Operation *sliceOp : ordered)
    if (sliceOp->use_empty())
      sliceOp->erase();
}

/// Rewrites the schedulable collectives of `model` into start/wait pairs.
static void applySchedule(ProgramProblem &model,
                          const sched::Schedule &schedule) {
  // Starts take the form their collective has.
  for (auto [index, op] : llvm::enumerate(model.gathers))
    if (schedule.isFrugalGather(index))
      cast<CollectiveOpInterface>(op).setPerMemberMessages(true);
  for (auto [index, op] : llvm::enumerate(model.reductions))
    if (schedule.isFrugalReduction(index))
      cast<CollectiveOpInterface>(op).setPerMemberMessages(true);
  PositionInserter inserter(model);
  for (const Issue &issue : getIssueOrder(schedule))
    issueInstance(model, schedule, issue, inserter);
  eraseReplaced(model);
}

/// What auto did with the order that has each unit's update in backward:
/// nothing (a baseline policy, or the option off); nothing, as no update
/// can move; no search, as the traced order's pick is at the moved order's
/// lower bound; a search, after which it kept the traced order or took the
/// moved one.
enum class MovedOrder { Off, NothingMoves, AtBound, Searched, Taken };

static llvm::StringRef getMovedOrderSearch(MovedOrder order) {
  switch (order) {
  case MovedOrder::Off:
    return "off";
  case MovedOrder::NothingMoves:
    return "nothing_moves";
  case MovedOrder::AtBound:
    return "traced_at_bound";
  case MovedOrder::Searched:
  case MovedOrder::Taken:
    return "searched";
  }
  llvm_unreachable("unknown MovedOrder");
}

/// The report: `peak_bytes` is the arena the runtime allocates (the plan's),
/// `live_peak_bytes` the most bytes live at once; `lower_bound_s` and
/// `bound` hold for every schedule of the family at this budget,
/// `schedule_bound_s` only for the one chosen; `per_member_for_memory`
/// counts the packed buckets sent per member to fit the budget;
/// `device_spec` is the device as a --device file (bench/run.py scales its
/// network figures).
static llvm::json::Object
reportOf(const sched::Evaluation &evaluation, const sched::LowerBound &bound,
         uint64_t arena, size_t perMemberForMemory, MovedOrder movedOrder,
         sched::Policy policy, uint64_t budget, const sched::DeviceSpec &device,
         func::FuncOp func, llvm::json::Object stateUpdates) {
  return llvm::json::Object{
      {"function", func.getSymName()},
      {"policy", sched::getPolicyName(policy)},
      {"device", device.name},
      // Every figure the step was priced with, in the --device schema.
      {"device_spec", sched::deviceSpecToJSON(device)},
      {"step_time_s", evaluation.stepSeconds},
      {"compute_s", evaluation.computeSeconds},
      {"collective_s", evaluation.collectiveSeconds},
      {"exposed_collective_s", evaluation.exposedSeconds},
      {"lower_bound_s", bound.seconds()},
      {"schedule_bound_s", evaluation.lowerBoundSeconds},
      {"bound", bound.isCommunicationBound() ? "communication" : "compute"},
      {"peak_bytes", int64_t(arena)},
      {"live_peak_bytes", int64_t(evaluation.peakBytes)},
      {"memory_budget_bytes", int64_t(budget)},
      {"per_member_for_memory", int64_t(perMemberForMemory)},
      {"updates_in_backward", movedOrder == MovedOrder::Taken},
      {"updates_in_backward_search", getMovedOrderSearch(movedOrder)},
      {"state_updates", std::move(stateUpdates)}};
}

/// The report's account of the state the step updates (findInPlaceUpdates):
/// how many updates its ops write over their state, and each one the
/// runtime copies into its state slot after the step, with its bytes and
/// why, so that a user can see what keeps an update from its slot.
static llvm::json::Object describeStateUpdates(func::FuncOp func) {
  Block &block = func.getBody().front();
  SmallVector<CopiedUpdate> copied;
  llvm::DenseMap<Value, BlockArgument> inPlace =
      findInPlaceUpdates(block, &copied);
  llvm::json::Array copies;
  for (const CopiedUpdate &copy : copied)
    copies.push_back(llvm::json::Object{
        {"argument", getArgumentName(func, copy.argument.getArgNumber())},
        {"bytes", int64_t(getTensorBytes(copy.argument.getType()))},
        {"reason", copy.reason}});
  return llvm::json::Object{{"in_place", int64_t(inPlace.size())},
                            {"copied", std::move(copies)}};
}

struct SchedulePass : public mlir::fsdp::impl::FSDPScheduleBase<SchedulePass> {
  using FSDPScheduleBase::FSDPScheduleBase;
  void runOnOperation() override;

private:
  /// Checks the options; reports at the module and fails on a bad one.
  LogicalResult parseOptions(ModuleOp module);
  /// Schedules `func` (one block); appends its report.
  LogicalResult scheduleFunction(func::FuncOp func, llvm::json::Array &reports,
                                 std::string &traceText);
  /// Chooses a schedule for `func` with each unit's update moved into
  /// backward (moveUpdatesIntoBackward, on a copy); where that pick is
  /// faster than `choice` (for `model`, the traced order), or where no
  /// schedule fitted the traced order, gives `func` the moved order and
  /// replaces both. A failed search in the moved order leaves them as they
  /// are. Returns what it did.
  MovedOrder weighUpdatesInBackward(func::FuncOp func, MeshAttr mesh,
                                    sched::ForEachIndex forEach,
                                    ProgramProblem &model,
                                    llvm::Expected<sched::Choice> &choice);

  sched::DeviceSpec spec;
  uint64_t budget = 0;
};

LogicalResult SchedulePass::parseOptions(ModuleOp module) {
  auto emit = [&] { return module.emitError() << "fsdp-schedule: "; };
  if (!llvm::isPowerOf2_64(uint64_t(alignment)) || alignment <= 0)
    return emit() << "alignment must be a positive power of two, not "
                  << int64_t(alignment);
  FailureOr<sched::DeviceSpec> resolved = resolveDevice(device, emit);
  if (failed(resolved))
    return failure();
  spec = *resolved;
  budget = spec.memoryBytes;
  if (!memoryBudget.empty()) {
    FailureOr<uint64_t> parsed = parseByteSize(memoryBudget);
    if (failed(parsed))
      return emit() << "memory-budget '" << memoryBudget
                    << "' is not a size: give a positive number of bytes "
                       "below 2^63 with an optional suffix (40GiB, 512MiB, "
                       "1e9)";
    budget = *parsed;
  }
  return success();
}

MovedOrder SchedulePass::weighUpdatesInBackward(
    func::FuncOp func, MeshAttr mesh, sched::ForEachIndex forEach,
    ProgramProblem &model, llvm::Expected<sched::Choice> &choice) {
  if (model.reductions.empty())
    return MovedOrder::NothingMoves;
  // A copy beside the function (its collectives find their mesh through
  // the module), under a name of its own until it is erased.
  auto copy = cast<func::FuncOp>(func->clone());
  copy.setSymName((func.getSymName() + ".updates_in_backward").str());
  SymbolTable(func->getParentOp()).insert(copy, std::next(func->getIterator()));
  auto eraseCopy = llvm::make_scope_exit([&] { copy.erase(); });
  if (!moveUpdatesIntoBackward(copy.getBody().front(), /*lag=*/1))
    return MovedOrder::NothingMoves;
  ProgramProblem movedModel =
      buildProblem(copy, mesh, spec, alignment, perMemberWhenTight);
  // No schedule of the moved order beats its lower bound, and a tie keeps
  // the traced order: where the traced pick is at that bound already, the
  // search could not change the outcome (79 of the zoo's 174 cases).
  if (choice && choice->evaluation.stepSeconds <=
                    sched::getLowerBound(movedModel.problem, budget).seconds())
    return MovedOrder::AtBound;
  llvm::Expected<sched::Choice> movedChoice =
      sched::chooseSchedule(movedModel.problem, policy, budget, forEach);
  // Whatever kept the moved order from a schedule (no arena fits, or an
  // internal error), the traced order's outcome stands and is reported.
  if (!movedChoice) {
    llvm::consumeError(movedChoice.takeError());
    return MovedOrder::Searched;
  }
  if (choice &&
      choice->evaluation.stepSeconds <= movedChoice->evaluation.stepSeconds)
    return MovedOrder::Searched;
  if (!choice)
    llvm::consumeError(choice.takeError());
  // The function takes the copy's body: the moved model's ops with it.
  func.getBody().takeBody(copy.getBody());
  model = std::move(movedModel);
  choice = std::move(movedChoice);
  return MovedOrder::Taken;
}

LogicalResult SchedulePass::scheduleFunction(func::FuncOp func,
                                             llvm::json::Array &reports,
                                             std::string &traceText) {
  // Collectives are priced by their group sizes: on a global-view mesh
  // (sizes not bound yet) there are none.
  MeshOp mesh;
  WalkResult unbound = func.walk([&](CollectiveOpInterface op) {
    mesh = lookupMesh(op, op.getMeshAttr());
    if (mesh && !mesh.getMesh().isBound()) {
      op->emitOpError() << "is on mesh @" << mesh.getSymName()
                        << ", whose sizes are not all bound; fsdp-schedule "
                           "needs a per-rank program (run fsdp-partition "
                           "first)";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (unbound.wasInterrupted())
    return failure();
  if (!mesh)
    for (MeshOp candidate : func->getParentOfType<ModuleOp>().getOps<MeshOp>())
      mesh = candidate;
  MeshAttr meshAttr = mesh ? mesh.getMesh() : MeshAttr();
  ProgramProblem model =
      buildProblem(func, meshAttr, spec, alignment, perMemberWhenTight);
  // The search's simulations run on the context's threads (none with
  // -mlir-disable-threading); what it chooses does not depend on them.
  MLIRContext *context = func.getContext();
  auto forEach = [context](size_t count,
                           llvm::function_ref<void(size_t)> body) {
    parallelFor(context, 0, count, body);
  };
  llvm::Expected<sched::Choice> choice =
      sched::chooseSchedule(model.problem, policy, budget, forEach);
  MovedOrder movedOrder = MovedOrder::Off;
  if (policy == sched::Policy::Auto && updatesInBackward)
    movedOrder = weighUpdatesInBackward(func, meshAttr, forEach, model, choice);
  if (!choice)
    return func.emitOpError() << llvm::toString(choice.takeError());
  if (llvm::Error error = sched::checkSchedule(model.problem, choice->schedule))
    return func.emitOpError()
           << "internal error: " << llvm::toString(std::move(error));
  // Ops priced at nothing (tensor.empty, constants) run no instruction;
  // the return is priced for the state copies the runtime makes after the
  // last instruction.
  for (auto [op, seconds] :
       llvm::zip(model.positions, model.problem.computeSeconds))
    if (seconds > 0)
      setPredictedSeconds(op, seconds);
  llvm::json::Object stateUpdates = describeStateUpdates(func);
  applySchedule(model, choice->schedule);
  if (!trace.empty() && traceText.empty())
    traceText = sched::renderTrace(
        model.problem, choice->evaluation,
        llvm::map_to_vector(model.positions, getSourceLabel));

  Builder b(func.getContext());
  StringRef policyName = sched::getPolicyName(policy);
  func->setAttr(
      FSDPDialect::kScheduleAttrName,
      b.getDictionaryAttr({
          b.getNamedAttr("policy", b.getStringAttr(policyName)),
          b.getNamedAttr("step_time_s",
                         b.getF64FloatAttr(choice->evaluation.stepSeconds)),
          b.getNamedAttr("peak_bytes",
                         b.getI64IntegerAttr(int64_t(choice->arenaBytes))),
          b.getNamedAttr("memory_budget_bytes",
                         b.getI64IntegerAttr(int64_t(budget))),
          b.getNamedAttr("alignment", b.getI64IntegerAttr(alignment)),
      }));
  reports.push_back(
      reportOf(choice->evaluation, sched::getLowerBound(model.problem, budget),
               choice->arenaBytes, choice->schedule.countFrugal(), movedOrder,
               policy, budget, spec, func, std::move(stateUpdates)));
  return success();
}

void SchedulePass::runOnOperation() {
  ModuleOp module = getOperation();
  if (failed(parseOptions(module)))
    return signalPassFailure();
  llvm::json::Array reports;
  std::string traceText;
  for (func::FuncOp func : module.getOps<func::FuncOp>()) {
    if (func.isExternal())
      continue;
    // A function that communicates must be scheduled; one that does not
    // (a single rank: its collectives folded away) still gets its report.
    bool communicates = false;
    func.walk([&](Operation *op) { communicates |= isSyncCollective(op); });
    if (!func.getBody().hasOneBlock()) {
      if (!communicates)
        continue;
      func.emitOpError() << "has more than one block; fsdp-schedule "
                            "schedules straight-line steps";
      return signalPassFailure();
    }
    if (failed(scheduleFunction(func, reports, traceText)))
      return signalPassFailure();
  }
  if (!report.empty()) {
    // One function is the common case: its report is the top-level object.
    llvm::json::Value value = reports.size() == 1
                                  ? std::move(reports.front())
                                  : llvm::json::Value(std::move(reports));
    std::string text;
    llvm::raw_string_ostream os(text);
    os << llvm::formatv("{0:2}", value) << "\n";
    if (failed(writeOutputFile(module, "report", report, text)))
      return signalPassFailure();
  }
  if (!trace.empty() &&
      failed(writeOutputFile(module, "trace", trace, traceText)))
    return signalPassFailure();
}

} // namespace
