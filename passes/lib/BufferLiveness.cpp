//===- BufferLiveness.cpp - the buffers of a per-rank program -------------===//

#include "BufferLiveness.h"
#include "ProgramModel.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::fsdp;
namespace sched = fsdpc::schedule;

bool mlir::fsdp::reusesInitBuffer(OpResult result) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(result.getOwner());
  if (!linalgOp)
    return false;
  Value init = linalgOp.getDpsInits()[result.getResultNumber()];
  Operation *def = init.getDefiningOp();
  if (!def || isa<tensor::EmptyOp>(def) || init.getType() != result.getType())
    return false;
  Block *block = linalgOp->getBlock();
  Operation *last = nullptr;
  for (Operation *user : init.getUsers()) {
    Operation *inBlock = block->findAncestorOpInBlock(*user);
    if (!last || last->isBeforeInBlock(inBlock))
      last = inBlock;
  }
  return last == linalgOp.getOperation();
}

static std::string nameOf(Value value, int64_t position) {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (auto arg = dyn_cast<BlockArgument>(value))
    os << "arg" << arg.getArgNumber();
  else
    os << value.getDefiningOp()->getName() << "@" << position;
  return text;
}

BufferLiveness mlir::fsdp::computeBufferLiveness(Block &block) {
  BufferLiveness live;
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
      if (reusesInitBuffer(result)) {
        Value init =
            cast<linalg::LinalgOp>(op).getDpsInits()[result.getResultNumber()];
        auto it = live.bufferOf.find(init);
        if (it != live.bufferOf.end()) {
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
