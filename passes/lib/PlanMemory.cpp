//===- PlanMemory.cpp - static arena plan (fsdp-plan-memory) --------------===//

#include "ProgramModel.h"
#include "fsdpc/Passes/Passes.h"
#include "fsdpc/Schedule/MemoryPlan.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPPLANMEMORY
#include "fsdpc/Passes/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;
namespace sched = fsdpc::schedule;

namespace {

/// Buffers of one function and which value lives in which buffer.
struct Liveness {
  std::vector<sched::Buffer> buffers;
  DenseMap<Value, unsigned> bufferOf;
  /// Per op: its results' buffers (-1: none of its own).
  DenseMap<Operation *, SmallVector<int64_t>> resultBuffers;
};

static std::string nameOf(Value value, int64_t position) {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (auto arg = dyn_cast<BlockArgument>(value))
    os << "arg" << arg.getArgNumber();
  else
    os << value.getDefiningOp()->getName() << "@" << position;
  return text;
}

static Liveness computeLiveness(Block &block) {
  Liveness live;
  DenseMap<Operation *, int64_t> position;
  for (auto [index, op] : llvm::enumerate(block))
    position[&op] = int64_t(index);
  int64_t end = int64_t(block.getOperations().size()) - 1;
  auto lastReader = [&](Value value) {
    int64_t last = -1;
    for (Operation *user : value.getUsers())
      last =
          std::max(last, position.lookup(block.findAncestorOpInBlock(*user)));
    return last;
  };
  auto newBuffer = [&](Value value, uint64_t bytes, int64_t first,
                       sched::BufferKind kind) {
    live.buffers.push_back({nameOf(value, first), bytes, first, first, kind});
    return unsigned(live.buffers.size() - 1);
  };

  for (BlockArgument arg : block.getArguments())
    if (uint64_t bytes = getTensorBytes(arg.getType()))
      live.bufferOf[arg] =
          newBuffer(arg, bytes, 0, sched::BufferKind::Persistent);
  for (Operation &op : block) {
    int64_t at = position[&op];
    SmallVector<int64_t> &results = live.resultBuffers[&op];
    if (auto wait = dyn_cast<WaitOp>(op)) {
      // The results live in the collective's buffer.
      unsigned buffer = live.bufferOf.lookup(wait.getPending());
      for (Value result : wait.getResults())
        live.bufferOf[result] = buffer;
      results.assign(op.getNumResults(), -1);
      continue;
    }
    for (OpResult result : op.getResults()) {
      uint64_t bytes = getTensorBytes(result.getType());
      if (auto pending = dyn_cast<PendingType>(result.getType()))
        for (Type type : pending.getTypes())
          bytes += getTensorBytes(type);
      if (!bytes || isa<tensor::EmptyOp>(op)) {
        results.push_back(-1);
        continue;
      }
      // Destination passing: a linalg result is written into its init when
      // this op is the init's last reader.
      if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
        Value init = linalgOp.getDpsInits()[result.getResultNumber()];
        auto it = live.bufferOf.find(init);
        if (it != live.bufferOf.end() && !isa<BlockArgument>(init) &&
            lastReader(init) == at && init.getType() == result.getType()) {
          live.bufferOf[result] = it->second;
          results.push_back(-1);
          continue;
        }
      }
      unsigned buffer =
          newBuffer(result, bytes, at, sched::BufferKind::Transient);
      live.bufferOf[result] = buffer;
      results.push_back(buffer);
    }
  }
  // Each buffer lives until the last reader of any value it holds; a
  // collective's inputs until its wait.
  for (auto [value, buffer] : live.bufferOf) {
    int64_t last = lastReader(value);
    for (Operation *user : value.getUsers())
      if (isa<AllGatherStartOp, ReduceScatterStartOp, AllReduceStartOp>(user))
        for (Operation *wait : user->getResult(0).getUsers())
          last = std::max(last, position.lookup(wait));
    sched::Buffer &entry = live.buffers[buffer];
    if (entry.kind == sched::BufferKind::Persistent)
      entry.last = end;
    else
      entry.last = std::max(entry.last, last);
  }
  return live;
}

struct PlanMemoryPass
    : public mlir::fsdp::impl::FSDPPlanMemoryBase<PlanMemoryPass> {
  using FSDPPlanMemoryBase::FSDPPlanMemoryBase;
  void runOnOperation() override;
};

void PlanMemoryPass::runOnOperation() {
  func::FuncOp func = getOperation();
  if (func.isExternal())
    return;
  if (!func.getBody().hasOneBlock()) {
    func.emitOpError("has more than one block; fsdp-plan-memory plans "
                     "straight-line steps");
    return signalPassFailure();
  }
  std::optional<uint64_t> budget;
  if (!memoryBudget.empty()) {
    FailureOr<uint64_t> parsed = parseByteSize(memoryBudget);
    if (failed(parsed)) {
      func.emitOpError() << "fsdp-plan-memory: memory-budget '" << memoryBudget
                         << "' is not a size";
      return signalPassFailure();
    }
    budget = *parsed;
  } else if (auto schedule =
                 func->getAttrOfType<DictionaryAttr>("fsdp.schedule")) {
    if (auto recorded = schedule.getAs<IntegerAttr>("memory_budget_bytes"))
      budget = uint64_t(recorded.getInt());
  }

  Block &block = func.getBody().front();
  Liveness live = computeLiveness(block);
  sched::MemoryPlanOptions options;
  options.alignment = uint64_t(alignment);
  llvm::Expected<sched::MemoryPlan> plan =
      sched::planMemory(live.buffers, options);
  if (!plan) {
    func.emitOpError() << "fsdp-plan-memory: "
                       << llvm::toString(plan.takeError());
    return signalPassFailure();
  }
  if (llvm::Error error = sched::checkMemoryPlan(live.buffers, *plan)) {
    func.emitOpError() << "fsdp-plan-memory: the plan fails its check: "
                       << llvm::toString(std::move(error));
    return signalPassFailure();
  }
  if (budget && plan->arenaBytes > *budget) {
    func.emitOpError() << "needs an arena of " << plan->arenaBytes
                       << " bytes (peak live " << plan->peakLiveBytes
                       << " bytes), above the memory budget of " << *budget
                       << " bytes";
    return signalPassFailure();
  }

  Builder b(func.getContext());
  for (auto &[op, buffers] : live.resultBuffers) {
    if (llvm::all_of(buffers, [](int64_t buffer) { return buffer < 0; }))
      continue;
    SmallVector<int64_t> offsets;
    for (int64_t buffer : buffers)
      offsets.push_back(buffer < 0 ? -1 : int64_t(plan->offsets[buffer]));
    op->setAttr("fsdp.offsets", b.getDenseI64ArrayAttr(offsets));
  }
  SmallVector<int64_t> argOffsets;
  for (BlockArgument arg : block.getArguments()) {
    auto it = live.bufferOf.find(arg);
    argOffsets.push_back(
        it == live.bufferOf.end() ? -1 : int64_t(plan->offsets[it->second]));
  }
  func->setAttr(
      "fsdp.memory_plan",
      b.getDictionaryAttr(
          {b.getNamedAttr("arena_bytes", b.getI64IntegerAttr(plan->arenaBytes)),
           b.getNamedAttr("peak_bytes",
                          b.getI64IntegerAttr(plan->peakLiveBytes)),
           b.getNamedAttr("persistent_bytes",
                          b.getI64IntegerAttr(plan->persistentBytes)),
           b.getNamedAttr("alignment", b.getI64IntegerAttr(plan->alignment)),
           b.getNamedAttr("arg_offsets", b.getDenseI64ArrayAttr(argOffsets))}));
}

} // namespace
