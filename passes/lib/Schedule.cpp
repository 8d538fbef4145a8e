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
#include "ProgramModel.h"
#include "fsdpc/Passes/Passes.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"
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

/// A collective the scheduler places: a synchronous gather, reduce-scatter
/// or all-reduce whose inputs come from compute (a collective fed by another
/// collective, like HSDP's all-reduce of a reduce-scatter's shard, stays
/// synchronous and counts as compute).
static bool isSchedulable(Operation *op) {
  if (!isa<AllGatherOp, ReduceScatterOp, AllReduceOp>(op))
    return false;
  return llvm::none_of(op->getOperands(), [](Value operand) {
    Operation *def = operand.getDefiningOp();
    return def && isa<AllGatherOp, ReduceScatterOp, AllReduceOp>(def);
  });
}

/// The side-effect-free ops that compute `op`'s operands from block
/// arguments and constants alone, in block order, or nullopt when an operand
/// depends on anything else. Such a slice (a parameter shard's cast) is part
/// of preparing the collective and moves with its issue point.
static std::optional<SmallVector<Operation *>> getArgumentSlice(Operation *op) {
  constexpr size_t kMaxSlice = 16;
  llvm::SetVector<Operation *> slice;
  SmallVector<Value> worklist(op->getOperands());
  while (!worklist.empty()) {
    Operation *def = worklist.pop_back_val().getDefiningOp();
    if (!def || slice.contains(def))
      continue;
    if (!isMemoryEffectFree(def) || slice.size() >= kMaxSlice ||
        def->getBlock() != op->getBlock())
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
  SmallVector<Operation *> positions;
  SmallVector<Operation *> gathers;
  /// Per gather: the ops computing its inputs from arguments and constants
  /// alone (a cast of a parameter shard), recomputed where it is issued.
  SmallVector<SmallVector<Operation *>> gatherSlices;
  SmallVector<Operation *> reductions;
  std::vector<std::string> names;
  DenseMap<Operation *, int64_t> positionOf;

  /// The position of the op in the block that holds `op`.
  int64_t position(Operation *op) const {
    Operation *inBlock =
        positions.front()->getBlock()->findAncestorOpInBlock(*op);
    return positionOf.lookup(inBlock);
  }
  /// The first position at which `op`'s operands all exist.
  int64_t readyPosition(Operation *op) const {
    int64_t ready = 0;
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp())
        ready = std::max(ready, position(def) + 1);
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

/// fsdp-plan-memory's default alignment: the schedule predicts its plan.
constexpr uint64_t kAlignment = 256;

static ProgramProblem buildProblem(func::FuncOp func, MeshAttr mesh,
                                   const sched::DeviceSpec &device) {
  ProgramProblem model;
  Block &block = func.getBody().front();
  for (Operation &op : block) {
    if (isSchedulable(&op)) {
      (isa<AllGatherOp>(op) ? model.gathers : model.reductions).push_back(&op);
      continue;
    }
    model.positionOf[&op] = int64_t(model.positions.size());
    model.positions.push_back(&op);
    double seconds = isa<AllGatherOp, ReduceScatterOp, AllReduceOp>(op)
                         ? getCollectiveSeconds(&op, mesh, device)
                         : getComputeSeconds(&op, device);
    model.problem.computeSeconds.push_back(seconds);
    model.names.push_back(op.getName().getStringRef().str());
  }
  int64_t end = int64_t(model.positions.size());

  // Streams: one per set of mesh axes.
  llvm::StringMap<unsigned> streams;
  auto streamOf = [&](Operation *op) {
    std::string key;
    for (StringAttr axis :
         op->getAttrOfType<ArrayAttr>("axes").getAsRange<StringAttr>())
      key += (key.empty() ? "" : ",") + axis.getValue().str();
    auto [it, inserted] =
        streams.try_emplace(key, unsigned(model.problem.streamNames.size()));
    if (inserted)
      model.problem.streamNames.push_back(key);
    return it->second;
  };

  for (Operation *op : model.gathers) {
    sched::Gather gather;
    gather.name = describe(op);
    gather.stream = streamOf(op);
    gather.seconds = getCollectiveSeconds(op, mesh, device);
    // One buffer for the bucket, as fsdp-plan-memory allocates it.
    gather.bytes = sched::alignBytes(getCollectiveBytes(op), kAlignment);
    std::optional<SmallVector<Operation *>> slice = getArgumentSlice(op);
    gather.earliest = slice ? 0 : model.readyPosition(op);
    model.gatherSlices.push_back(slice ? *slice : SmallVector<Operation *>());
    gather.uses = model.usePositions(op);
    if (gather.uses.empty())
      gather.uses.push_back(end - 1);
    model.problem.gathers.push_back(std::move(gather));
  }
  for (Operation *op : model.reductions) {
    sched::Reduction reduction;
    reduction.name = describe(op);
    reduction.stream = streamOf(op);
    reduction.seconds = getCollectiveSeconds(op, mesh, device);
    for (Type type : op->getOperandTypes())
      reduction.inputBytes +=
          sched::alignBytes(getTensorBytes(type), kAlignment);
    uint64_t outputBytes = 0;
    for (Type type : op->getResultTypes())
      outputBytes += getTensorBytes(type);
    reduction.outputBytes = sched::alignBytes(outputBytes, kAlignment);
    reduction.ready = model.readyPosition(op);
    reduction.inputEnd = std::max<int64_t>(reduction.ready - 1, 0);
    for (Value operand : op->getOperands())
      for (Operation *user : operand.getUsers())
        if (user != op &&
            model.positionOf.count(block.findAncestorOpInBlock(*user)))
          reduction.inputEnd =
              std::max(reduction.inputEnd, model.position(user));
    reduction.uses = model.usePositions(op);
    if (reduction.uses.empty())
      reduction.uses.push_back(end - 1);
    model.problem.reductions.push_back(std::move(reduction));
  }

  // Memory that does not depend on the schedule, counted as
  // fsdp-plan-memory will count it (BufferLiveness.h): the arguments for the
  // whole step; each compute result from its op to its last compute reader,
  // in its init's buffer when it reuses it.
  struct Span {
    int64_t first, last;
    uint64_t bytes;
  };
  std::vector<Span> spans;
  DenseMap<Value, unsigned> spanOf;
  uint64_t persistent = 0;
  for (BlockArgument arg : block.getArguments())
    persistent += sched::alignBytes(getTensorBytes(arg.getType()), kAlignment);
  for (Operation *op : model.positions) {
    if (isa<tensor::EmptyOp>(op))
      continue;
    int64_t def = model.positionOf.lookup(op);
    for (OpResult result : op->getResults()) {
      uint64_t bytes = getTensorBytes(result.getType());
      if (!bytes)
        continue;
      int64_t last = def;
      for (Operation *user : result.getUsers()) {
        Operation *inBlock = block.findAncestorOpInBlock(*user);
        // Reads by schedulable collectives are modelled by the schedule.
        if (model.positionOf.count(inBlock))
          last = std::max(last, model.positionOf.lookup(inBlock));
      }
      Value init = reusesInitBuffer(result)
                       ? cast<linalg::LinalgOp>(op)
                             .getDpsInits()[result.getResultNumber()]
                       : Value();
      if (init && spanOf.count(init)) {
        unsigned span = spanOf.lookup(init);
        spans[span].last = std::max(spans[span].last, last);
        spanOf[result] = span;
        continue;
      }
      spanOf[result] = unsigned(spans.size());
      spans.push_back({def, last, sched::alignBytes(bytes, kAlignment)});
    }
  }
  std::vector<int64_t> delta(end + 1, 0);
  for (const Span &span : spans) {
    delta[span.first] += int64_t(span.bytes);
    delta[span.last + 1] -= int64_t(span.bytes);
  }
  int64_t live = 0;
  for (int64_t p = 0; p < end; ++p) {
    live += delta[p];
    model.problem.baseLiveBytes.push_back(persistent + uint64_t(live));
  }
  return model;
}

/// Rewrites the schedulable collectives of `model` into start/wait pairs.
static void applySchedule(ProgramProblem &model,
                          const sched::Schedule &schedule) {
  auto before = [&](int64_t position) {
    return OpBuilder(model.positions[position]);
  };
  auto startFor = [&](Operation *op, OpBuilder &b,
                      const IRMapping &inputs) -> Value {
    Location loc = op->getLoc();
    auto mapped = [&](OperandRange range) {
      return llvm::map_to_vector(
          range, [&](Value value) { return inputs.lookupOrDefault(value); });
    };
    auto pending = PendingType::get(op->getContext(),
                                    llvm::to_vector(op->getResultTypes()));
    Operation *start =
        llvm::TypeSwitch<Operation *, Operation *>(op)
            .Case([&](AllGatherOp g) {
              return AllGatherStartOp::create(
                  b, loc, pending, mapped(g.getInputs()), g.getMeshAttr(),
                  g.getAxesAttr(), g.getDimAttr());
            })
            .Case([&](ReduceScatterOp r) {
              return ReduceScatterStartOp::create(
                  b, loc, pending, r.getReductionAttr(), r.getInputs(),
                  r.getMeshAttr(), r.getAxesAttr(), r.getDimAttr());
            })
            .Case([&](AllReduceOp r) {
              return AllReduceStartOp::create(
                  b, loc, pending, r.getReductionAttr(), r.getInputs(),
                  r.getMeshAttr(), r.getAxesAttr());
            });
    if (Attribute unit = op->getAttr(FSDPDialect::kUnitAttrName))
      start->setAttr(FSDPDialect::kUnitAttrName, unit);
    return start->getResult(0);
  };

  // Starts in issue order: by position, gathers before reductions, so that
  // the next unit's gather is not queued behind the current reduce-scatter.
  struct Issue {
    int64_t position;
    bool gather;
    unsigned index;
    bool again;
  };
  SmallVector<Issue> issues;
  for (auto [index, decision] : llvm::enumerate(schedule.gathers)) {
    issues.push_back({decision.forward.issue, true, unsigned(index), false});
    if (decision.regather)
      issues.push_back(
          {decision.regatherPlacement.issue, true, unsigned(index), true});
  }
  for (auto [index, place] : llvm::enumerate(schedule.reductions))
    issues.push_back({place.issue, false, unsigned(index), false});
  llvm::stable_sort(issues, [](const Issue &a, const Issue &b) {
    if (a.position != b.position)
      return a.position < b.position;
    return a.gather && !b.gather;
  });

  for (const Issue &issue : issues) {
    Operation *op = issue.gather ? model.gathers[issue.index]
                                 : model.reductions[issue.index];
    OpBuilder atIssue = before(issue.position);
    // Recompute the inputs' slice (a parameter shard's cast) at the issue
    // point, so that the collective can be issued before the program first
    // computed them.
    IRMapping inputs;
    if (issue.gather)
      for (Operation *sliceOp : model.gatherSlices[issue.index])
        atIssue.clone(*sliceOp, inputs);
    Value pending = startFor(op, atIssue, inputs);
    const sched::Placement &place =
        issue.gather
            ? (issue.again ? schedule.gathers[issue.index].regatherPlacement
                           : schedule.gathers[issue.index].forward)
            : schedule.reductions[issue.index];
    OpBuilder atWait = before(place.wait);
    auto wait = WaitOp::create(atWait, op->getLoc(), pending);
    // Uses in [firstUse, lastUse] read this instance.
    for (auto [result, value] :
         llvm::zip(op->getResults(), wait.getResults())) {
      result.replaceUsesWithIf(value, [&](OpOperand &use) {
        int64_t at = model.position(use.getOwner());
        return at >= place.firstUse && at <= place.lastUse;
      });
    }
  }
  for (Operation *op :
       llvm::concat<Operation *>(model.gathers, model.reductions)) {
    assert(op->use_empty() && "every use is served by an instance");
    op->erase();
  }
  // Slices recomputed at their gathers' issue points may be dead now.
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

/// The report: `peak_bytes` is the arena the runtime allocates (the plan's),
/// `live_peak_bytes` the most bytes live at once.
static llvm::json::Object reportOf(const sched::Evaluation &evaluation,
                                   uint64_t arena, sched::Policy policy,
                                   uint64_t budget, StringRef device,
                                   func::FuncOp func) {
  return llvm::json::Object{{"function", func.getSymName()},
                            {"policy", sched::getPolicyName(policy)},
                            {"device", device},
                            {"step_time_s", evaluation.stepSeconds},
                            {"compute_s", evaluation.computeSeconds},
                            {"collective_s", evaluation.collectiveSeconds},
                            {"exposed_collective_s", evaluation.exposedSeconds},
                            {"lower_bound_s", evaluation.lowerBoundSeconds},
                            {"peak_bytes", int64_t(arena)},
                            {"live_peak_bytes", int64_t(evaluation.peakBytes)},
                            {"memory_budget_bytes", int64_t(budget)}};
}

static LogicalResult writeFile(Operation *anchor, StringRef path,
                               StringRef text) {
  std::error_code error;
  llvm::raw_fd_ostream os(path, error, llvm::sys::fs::OF_Text);
  if (error)
    return anchor->emitError()
           << "cannot write '" << path << "': " << error.message();
  os << text;
  return success();
}

struct SchedulePass : public mlir::fsdp::impl::FSDPScheduleBase<SchedulePass> {
  using FSDPScheduleBase::FSDPScheduleBase;
  void runOnOperation() override;
};

void SchedulePass::runOnOperation() {
  ModuleOp module = getOperation();
  auto fail = [&](const Twine &message) {
    module.emitError() << "fsdp-schedule: " << message;
    signalPassFailure();
  };
  std::optional<sched::Policy> chosen = sched::parsePolicy(policy);
  if (!chosen)
    return fail("unknown policy '" + policy + "'; expected none, fsdp or auto");
  FailureOr<sched::DeviceSpec> spec = resolveDevice(
      device, [&] { return module.emitError() << "fsdp-schedule: "; });
  if (failed(spec))
    return signalPassFailure();
  uint64_t budget = spec->memoryBytes;
  if (!memoryBudget.empty()) {
    FailureOr<uint64_t> parsed = parseByteSize(memoryBudget);
    if (failed(parsed))
      return fail("memory-budget '" + memoryBudget +
                  "' is not a size (e.g. 40GiB, 512MiB, 1e9)");
    budget = *parsed;
  }

  llvm::json::Array reports;
  std::string traceText;
  for (func::FuncOp func : module.getOps<func::FuncOp>()) {
    if (func.isExternal())
      continue;
    // A function that communicates must be scheduled; one that does not
    // (a single rank: its collectives folded away) still gets its report.
    bool communicates = false;
    func.walk([&](Operation *op) {
      communicates |= isa<AllGatherOp, ReduceScatterOp, AllReduceOp>(op);
    });
    if (!func.getBody().hasOneBlock()) {
      if (!communicates)
        continue;
      return fail("function @" + func.getSymName() +
                  " has more than one block");
    }
    MeshOp mesh;
    func.walk([&](Operation *op) {
      if (auto meshRef = op->getAttrOfType<FlatSymbolRefAttr>("mesh"))
        mesh = lookupMesh(op, meshRef);
    });
    if (!mesh)
      for (MeshOp candidate : module.getOps<MeshOp>())
        mesh = candidate;
    MeshAttr meshAttr = mesh ? mesh.getMesh() : MeshAttr();
    // Schedule a copy, plan its memory as fsdp-plan-memory will, and keep it
    // if the arena fits. When auto's pick overshoots (alignment and
    // fragmentation the live peak misses), auto asks again for less, and
    // also weighs the baselines by their real arenas, so that it stays no
    // slower than either of them whenever they fit.
    struct Attempt {
      func::FuncOp trial;
      sched::Evaluation evaluation;
      uint64_t arena = 0;
      std::string trace;
      std::string error;
      bool fits = false;
    };
    auto attempt = [&](sched::Policy which, uint64_t target) {
      Attempt result;
      func::FuncOp trial = func.clone();
      ProgramProblem model = buildProblem(trial, meshAttr, *spec);
      llvm::Expected<sched::Schedule> schedule =
          sched::schedulePolicy(model.problem, which, target);
      if (!schedule) {
        result.error = llvm::toString(schedule.takeError());
        trial.erase();
        return result;
      }
      if (llvm::Error error = sched::checkSchedule(model.problem, *schedule)) {
        result.error = "internal error: " + llvm::toString(std::move(error));
        trial.erase();
        return result;
      }
      result.evaluation = sched::evaluate(model.problem, *schedule);
      applySchedule(model, *schedule);
      BufferLiveness live = computeBufferLiveness(trial.getBody().front());
      llvm::Expected<sched::MemoryPlan> plan =
          sched::planMemory(live.buffers, {kAlignment});
      if (!plan) {
        result.error = llvm::toString(plan.takeError());
        trial.erase();
        return result;
      }
      result.arena = plan->arenaBytes;
      result.fits = result.arena <= budget;
      if (!result.fits) {
        trial.erase();
        return result;
      }
      result.trial = trial;
      if (!trace.empty())
        result.trace =
            sched::renderTrace(model.problem, result.evaluation, model.names);
      return result;
    };

    std::optional<Attempt> best;
    std::string firstError;
    uint64_t lastArena = UINT64_MAX; // the smallest arena that did not fit
    auto consider = [&](Attempt candidate) {
      if (!candidate.error.empty() && firstError.empty())
        firstError = candidate.error;
      if (candidate.error.empty() && !candidate.fits)
        lastArena = std::min(lastArena, candidate.arena);
      if (!candidate.fits)
        return;
      if (best &&
          best->evaluation.stepSeconds <= candidate.evaluation.stepSeconds) {
        candidate.trial.erase();
        return;
      }
      if (best)
        best->trial.erase();
      best = std::move(candidate);
    };
    if (*chosen != sched::Policy::Auto) {
      consider(attempt(*chosen, budget));
    } else {
      uint64_t target = budget;
      bool retried = false;
      for (int tries = 0; tries < 3 && !best; ++tries) {
        Attempt candidate = attempt(sched::Policy::Auto, target);
        bool failedOutright = !candidate.error.empty();
        uint64_t over = candidate.fits ? 0 : candidate.arena - budget;
        consider(std::move(candidate));
        if (failedOutright || best || over >= target)
          break;
        target -= over;
        retried = true;
      }
      if (!best || retried)
        for (sched::Policy baseline :
             {sched::Policy::Fsdp, sched::Policy::None})
          consider(attempt(baseline, budget));
    }
    if (!best) {
      if (!firstError.empty())
        func.emitOpError() << firstError;
      else
        func.emitOpError() << "policy '" << policy
                           << "' needs an arena (its planned peak) of "
                           << lastArena << " bytes, above the memory budget of "
                           << budget << " bytes";
      return signalPassFailure();
    }
    func.getBody().takeBody(best->trial.getBody());
    best->trial.erase();
    if (traceText.empty())
      traceText = std::move(best->trace);
    sched::Evaluation *evaluation = &best->evaluation;
    uint64_t arena = best->arena;

    Builder b(func.getContext());
    func->setAttr(
        "fsdp.schedule",
        b.getDictionaryAttr({
            b.getNamedAttr("policy", b.getStringAttr(policy)),
            b.getNamedAttr("step_time_s",
                           b.getF64FloatAttr(evaluation->stepSeconds)),
            b.getNamedAttr("peak_bytes", b.getI64IntegerAttr(int64_t(arena))),
            b.getNamedAttr("memory_budget_bytes",
                           b.getI64IntegerAttr(int64_t(budget))),
        }));
    reports.push_back(
        reportOf(*evaluation, arena, *chosen, budget, spec->name, func));
  }
  if (!report.empty()) {
    // One function is the common case: its report is the top-level object.
    llvm::json::Value value = reports.size() == 1
                                  ? std::move(reports.front())
                                  : llvm::json::Value(std::move(reports));
    std::string text;
    llvm::raw_string_ostream os(text);
    os << llvm::formatv("{0:2}", value) << "\n";
    if (failed(writeFile(module, report, text)))
      return signalPassFailure();
  }
  if (!trace.empty() && failed(writeFile(module, trace, traceText)))
    return signalPassFailure();
}

} // namespace
