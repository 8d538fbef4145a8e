//===- PromoteAccumulators.cpp - reduction accumulators in registers -----===//
//
// linalg-to-loops writes a reduction as a load and a store of the output
// element in every iteration of the reduction loop. LLVM cannot keep that
// element in a register (the kernel's operands may alias, as far as it
// knows), so the loop runs at the latency of a store-to-load round trip and
// is never vectorized. Distinct operands of one kernel never overlap (the
// memory plan gives buffers that are live together disjoint ranges), so the
// element is loop-carried instead: loaded before the loop, an iter_arg in it,
// stored after it. A floating add into it may then be reassociated, which
// lets LLVM's loop vectorizer sum in vector lanes (partial sums, then a tree
// of the lanes): faster, and closer to the exact sum than one f32
// accumulator in program order.
//
//===----------------------------------------------------------------------===//

#include "KernelCompilerInternal.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;

namespace {

/// A store to a loop-invariant element of the loop, and the loads of that
/// element before it in the same iteration: nothing else in the loop touches
/// the memref's memory.
struct Accumulator {
  memref::StoreOp store;
  SmallVector<memref::LoadOp> loads;
};

/// The memref `value` is a view of (through view-like ops), or itself.
Value getViewRoot(Value value) {
  while (auto view = value.getDefiningOp<ViewLikeOpInterface>())
    value = view.getViewSource();
  return value;
}

/// Whether nothing in `loop` but `acc` reads or writes the memory of its
/// store's memref, through that memref or any view of the same root.
bool isOnlyAccess(scf::ForOp loop, Accumulator acc) {
  Value root = getViewRoot(acc.store.getMemRef());
  WalkResult other = loop.getBody()->walk([&](Operation *op) {
    if (op == acc.store.getOperation() ||
        llvm::is_contained(acc.loads, dyn_cast<memref::LoadOp>(op)))
      return WalkResult::advance();
    for (Value operand : op->getOperands())
      if (isa<MemRefType>(operand.getType()) && getViewRoot(operand) == root)
        return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return !other.wasInterrupted();
}

std::optional<Accumulator> findAccumulator(scf::ForOp loop) {
  for (auto store : loop.getBody()->getOps<memref::StoreOp>()) {
    if (!loop.isDefinedOutsideOfLoop(store.getMemRef()) ||
        !llvm::all_of(store.getIndices(), [&](Value index) {
          return loop.isDefinedOutsideOfLoop(index);
        }))
      continue;
    Accumulator acc{store, {}};
    for (auto load : loop.getBody()->getOps<memref::LoadOp>())
      if (load.getMemRef() == store.getMemRef() &&
          llvm::equal(load.getIndices(), store.getIndices()) &&
          load->isBeforeInBlock(store))
        acc.loads.push_back(load);
    if (isOnlyAccess(loop, acc))
      return acc;
  }
  return std::nullopt;
}

/// The add that combines the running value `running` with the next term,
/// reassociable from now on.
void allowReassociation(Value stored, Value running) {
  auto add = stored.getDefiningOp<arith::AddFOp>();
  if (!add || (add.getLhs() != running && add.getRhs() != running))
    return;
  add.setFastmath(add.getFastmath() | arith::FastMathFlags::reassoc);
}

/// Makes `acc` an iter_arg of `loop`; returns the loop that replaces it (or
/// nullptr when it could not be rebuilt).
scf::ForOp promote(IRRewriter &rewriter, scf::ForOp loop, Accumulator &acc) {
  Location loc = acc.store.getLoc();
  Value memref = acc.store.getMemRef();
  SmallVector<Value> indices(acc.store.getIndices());
  rewriter.setInsertionPoint(loop);
  Value initial = memref::LoadOp::create(rewriter, loc, memref, indices);
  FailureOr<LoopLikeOpInterface> promoted =
      cast<LoopLikeOpInterface>(loop.getOperation())
          .replaceWithAdditionalYields(
              rewriter, initial, /*replaceInitOperandUsesInLoop=*/false,
              [&](OpBuilder &, Location, ArrayRef<BlockArgument> args) {
                for (memref::LoadOp load : acc.loads)
                  rewriter.replaceOp(load, args.front());
                // Read after the loads are replaced: the stored value may
                // have been one of them (a body yielding the accumulator).
                Value stored = acc.store.getValueToStore();
                allowReassociation(stored, args.front());
                return SmallVector<Value>{stored};
              });
  if (failed(promoted))
    return nullptr;
  rewriter.eraseOp(acc.store);
  rewriter.setInsertionPointAfter(*promoted);
  memref::StoreOp::create(rewriter, loc, (*promoted)->getResults().back(),
                          memref, indices);
  return cast<scf::ForOp>(promoted->getOperation());
}

} // namespace

void mlir::fsdp::detail::promoteLoopAccumulators(ModuleOp module) {
  SmallVector<scf::ForOp> loops;
  module.walk([&](scf::ForOp loop) {
    if (isInnermostLoop(loop))
      loops.push_back(loop);
  });
  IRRewriter rewriter(module.getContext());
  // A fused kernel may reduce into several elements in one loop.
  for (scf::ForOp loop : loops) {
    std::optional<Accumulator> acc;
    while (loop && (acc = findAccumulator(loop)))
      loop = promote(rewriter, loop, *acc);
  }
}
