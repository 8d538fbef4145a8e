//===- PlanMemory.cpp - static arena plan (fsdp-plan-memory) --------------===//

#include "BufferLiveness.h"
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

struct PlanMemoryPass
    : public mlir::fsdp::impl::FSDPPlanMemoryBase<PlanMemoryPass> {
  using FSDPPlanMemoryBase::FSDPPlanMemoryBase;
  void runOnOperation() override;

private:
  FailureOr<uint64_t> resolveAlignment(func::FuncOp func,
                                       DictionaryAttr recorded);
  FailureOr<std::optional<uint64_t>> resolveBudget(func::FuncOp func,
                                                   DictionaryAttr recorded);
};

} // namespace

/// The alignment the schedule predicted its arena with, unless the option
/// overrides it.
FailureOr<uint64_t> PlanMemoryPass::resolveAlignment(func::FuncOp func,
                                                     DictionaryAttr recorded) {
  uint64_t align = 256;
  if (alignment != 0)
    align = uint64_t(alignment);
  else if (auto scheduled =
               recorded ? recorded.getAs<IntegerAttr>("alignment") : nullptr)
    align = uint64_t(scheduled.getInt());
  if (alignment < 0 || !llvm::isPowerOf2_64(align))
    return func.emitOpError() << "fsdp-plan-memory: alignment must be a "
                                 "positive power of two, not "
                              << int64_t(alignment);
  return align;
}

/// The budget the option gives, else the schedule's, else none.
FailureOr<std::optional<uint64_t>>
PlanMemoryPass::resolveBudget(func::FuncOp func, DictionaryAttr recorded) {
  if (!memoryBudget.empty()) {
    FailureOr<uint64_t> parsed = parseByteSize(memoryBudget);
    if (failed(parsed))
      return func.emitOpError() << "fsdp-plan-memory: memory-budget '"
                                << memoryBudget << "' is not a size";
    return std::optional<uint64_t>(*parsed);
  }
  if (recorded)
    if (auto bytes = recorded.getAs<IntegerAttr>("memory_budget_bytes"))
      return std::optional<uint64_t>(uint64_t(bytes.getInt()));
  return std::optional<uint64_t>();
}

/// The arena plan of `live`'s buffers, checked, within `budget`.
static FailureOr<sched::MemoryPlan> planArena(func::FuncOp func,
                                              const BufferLiveness &live,
                                              uint64_t align,
                                              std::optional<uint64_t> budget) {
  sched::MemoryPlanOptions options;
  options.alignment = align;
  llvm::Expected<sched::MemoryPlan> plan =
      sched::planMemory(live.buffers, options);
  if (!plan)
    return func.emitOpError()
           << "fsdp-plan-memory: " << llvm::toString(plan.takeError());
  if (llvm::Error error = sched::checkMemoryPlan(live.buffers, *plan))
    return func.emitOpError() << "fsdp-plan-memory: the plan fails its check: "
                              << llvm::toString(std::move(error));
  if (budget && plan->arenaBytes > *budget)
    return func.emitOpError()
           << "needs an arena of " << plan->arenaBytes << " bytes (peak live "
           << plan->peakLiveBytes << " bytes), above the memory budget of "
           << *budget << " bytes";
  return std::move(*plan);
}

/// Each op's result offsets and staging offset, and the function's plan:
/// the arena, its peak, the arguments' and the rank buffer's offsets.
static void recordPlan(func::FuncOp func, const BufferLiveness &live,
                       const sched::MemoryPlan &plan) {
  Builder b(func.getContext());
  for (auto &[op, buffers] : live.resultBuffers) {
    if (llvm::all_of(buffers, [](int64_t buffer) { return buffer < 0; }))
      continue;
    SmallVector<int64_t> offsets;
    for (int64_t buffer : buffers)
      offsets.push_back(buffer < 0 ? -1 : int64_t(plan.offsets[buffer]));
    op->setAttr(FSDPDialect::kOffsetsAttrName, b.getDenseI64ArrayAttr(offsets));
  }
  for (auto [op, buffer] : live.stagingBuffer)
    op->setAttr(FSDPDialect::kStagingOffsetAttrName,
                b.getI64IntegerAttr(int64_t(plan.offsets[buffer])));
  SmallVector<int64_t> argOffsets;
  for (BlockArgument arg : func.getBody().front().getArguments()) {
    auto it = live.bufferOf.find(arg);
    argOffsets.push_back(
        it == live.bufferOf.end() ? -1 : int64_t(plan.offsets[it->second]));
  }
  int64_t rankOffset =
      live.rankBuffer ? int64_t(plan.offsets[*live.rankBuffer]) : -1;
  func->setAttr(
      FSDPDialect::kMemoryPlanAttrName,
      b.getDictionaryAttr(
          {b.getNamedAttr("arena_bytes", b.getI64IntegerAttr(plan.arenaBytes)),
           b.getNamedAttr("peak_bytes",
                          b.getI64IntegerAttr(plan.peakLiveBytes)),
           b.getNamedAttr("persistent_bytes",
                          b.getI64IntegerAttr(plan.persistentBytes)),
           b.getNamedAttr("alignment", b.getI64IntegerAttr(plan.alignment)),
           b.getNamedAttr("arg_offsets", b.getDenseI64ArrayAttr(argOffsets)),
           b.getNamedAttr("rank_offset", b.getI64IntegerAttr(rankOffset))}));
}

void PlanMemoryPass::runOnOperation() {
  func::FuncOp func = getOperation();
  if (func.isExternal())
    return;
  if (!func.getBody().hasOneBlock()) {
    func.emitOpError("has more than one block; fsdp-plan-memory plans "
                     "straight-line steps");
    return signalPassFailure();
  }
  auto recorded =
      func->getAttrOfType<DictionaryAttr>(FSDPDialect::kScheduleAttrName);
  FailureOr<uint64_t> align = resolveAlignment(func, recorded);
  if (failed(align))
    return signalPassFailure();
  FailureOr<std::optional<uint64_t>> budget = resolveBudget(func, recorded);
  if (failed(budget))
    return signalPassFailure();
  BufferLiveness live = computeBufferLiveness(func.getBody().front(), *align);
  FailureOr<sched::MemoryPlan> plan = planArena(func, live, *align, *budget);
  if (failed(plan))
    return signalPassFailure();
  recordPlan(func, live, *plan);
}
