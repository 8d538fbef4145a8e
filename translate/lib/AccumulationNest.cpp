//===- AccumulationNest.cpp - loop nests that only accumulate -------------===//

#include "GpuKernelInternal.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::fsdp::detail;

/// Whether `op` (outside the nest's innermost body) may run once per thread
/// instead of once per iteration of its loop: it has no effect but reads.
static bool onlyReads(Operation &op) {
  if (op.getNumRegions() != 0)
    return false;
  return isMemoryEffectFree(&op) || isa<memref::LoadOp>(op);
}

/// Whether `loop` counts 0, 1, ... up to a constant.
static bool isCountedLoop(scf::ForOp loop) {
  return isConstantIntValue(loop.getLowerBound(), 0) &&
         isConstantIntValue(loop.getStep(), 1) &&
         getConstantIntValue(loop.getUpperBound()) &&
         loop.getInitArgs().empty();
}

/// The accumulating store of the nest under `innermost`: its only write,
/// `store(addf(load(m, i), x), m, i)` with m read nowhere else.
static std::optional<AccumulationNest> matchStore(scf::ForOp innermost) {
  AccumulationNest nest;
  bool otherWrites = false;
  innermost.getBody()->walk([&](Operation *op) {
    if (isa<memref::StoreOp>(op) && !nest.store)
      nest.store = op;
    else if (!onlyReads(*op) && !isa<scf::IfOp, scf::YieldOp>(op))
      otherWrites = true;
  });
  if (otherWrites || !nest.store)
    return std::nullopt;
  auto store = cast<memref::StoreOp>(nest.store);
  auto add = store.getValueToStore().getDefiningOp<arith::AddFOp>();
  if (!add || !add->hasOneUse())
    return std::nullopt;
  for (Value operand : add->getOperands()) {
    auto load = operand.getDefiningOp<memref::LoadOp>();
    if (load && load.getMemRef() == store.getMemRef() &&
        load.getIndices() == store.getIndices() && load->hasOneUse())
      nest.load = load;
  }
  // The accumulated memref is a kernel argument nothing else reads, through
  // a view or not: other reads would race with the atomic adds.
  Type element = store.getMemRefType().getElementType();
  auto memref = dyn_cast<BlockArgument>(store.getMemRef());
  if (!nest.load || !(element.isF32() || element.isF64()) || !memref ||
      !isa<func::FuncOp>(memref.getOwner()->getParentOp()) ||
      !llvm::all_of(memref.getUsers(), [&](Operation *user) {
        return user == nest.load || user == nest.store;
      }))
    return std::nullopt;
  nest.add = add;
  return nest;
}

std::optional<AccumulationNest>
mlir::fsdp::detail::matchAccumulationNest(func::FuncOp kernel) {
  Block &entry = kernel.getBody().front();
  unsigned numArgs = kernel.getNumArguments();
  scf::ForOp loop;
  for (Operation &op : entry.without_terminator()) {
    if (auto forOp = dyn_cast<scf::ForOp>(op); forOp && !loop)
      loop = forOp;
    else if (!onlyReads(op))
      return std::nullopt;
  }
  if (!loop || loop.getLowerBound() != entry.getArgument(numArgs - 2) ||
      loop.getUpperBound() != entry.getArgument(numArgs - 1) ||
      !isConstantIntValue(loop.getStep(), 1) || !loop.getInitArgs().empty())
    return std::nullopt;
  SmallVector<Operation *> loops = {loop};
  // Down the nest while a body ends in a counted loop after read-only ops.
  while (true) {
    Block *body = loop.getBody();
    if (body->getOperations().size() < 2)
      break;
    auto last = std::prev(body->end(), 2);
    auto inner = dyn_cast<scf::ForOp>(*last);
    if (!inner || !isCountedLoop(inner) ||
        !llvm::all_of(llvm::make_range(body->begin(), last), onlyReads))
      break;
    loops.push_back(inner);
    loop = inner;
  }
  std::optional<AccumulationNest> nest = matchStore(loop);
  if (!nest)
    return std::nullopt;
  nest->loops = std::move(loops);
  return nest;
}
