//===- GpuHostEmulation.cpp - Built gpu.funcs run on the host ------------===//
//
// Without a GPU, a built kernel gpu.func runs on the host: its body becomes
// a loop over the grid's blocks, and each block runs its threads one at a
// time (the caller compiles it with the host kernel compiler). A kernel
// with gpu.barriers runs in phases: every thread of the block finishes one
// before any starts the next. With several threads a block, each
// gpu.all_reduce starts a phase that folds every thread's operand, and a
// value a thread carries past a phase is kept for it in a host buffer (as a
// GPU keeps it in registers); with blocks of one thread gpu.all_reduce is
// the identity.
//
//===----------------------------------------------------------------------===//

#include "GpuHostEmulation.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/TypeSwitch.h"

#include <cmath>

using namespace mlir;

namespace {

/// Whether `op` is the block's rather than a thread's: it has no regions and
/// no memory effects, and reads nothing computed from the thread index.
bool isBlockLevel(Operation *op, const llvm::DenseSet<Value> &perThread) {
  return op->getNumRegions() == 0 && isMemoryEffectFree(op) &&
         !isa<gpu::ThreadIdOp>(op) &&
         llvm::none_of(op->getOperands(),
                       [&](Value v) { return perThread.contains(v); });
}

/// Replaces the gpu ops cloned under `root` by the host's block and thread
/// indices and block size. Fails, with an error at the op, for one the
/// emulation cannot run (a gpu.barrier not at the top of the kernel).
LogicalResult replaceGpuOps(Operation *root, Value block, Value thread,
                            Value size) {
  SmallVector<Operation *> gpuOps;
  root->walk([&](Operation *op) {
    if (isa<NVVM::MembarOp>(op))
      op->erase(); // one thread at a time: every write is seen
    else if (isa<gpu::GPUDialect>(op->getDialect()))
      gpuOps.push_back(op);
  });
  for (Operation *op : gpuOps) {
    Value replacement =
        TypeSwitch<Operation *, Value>(op)
            .Case([&](gpu::BlockIdOp) { return block; })
            .Case([&](gpu::ThreadIdOp) { return thread; })
            .Case([&](gpu::BlockDimOp) { return size; })
            .Case([&](gpu::AllReduceOp reduce) { return reduce.getValue(); })
            .Default([](Operation *) { return Value(); });
    if (!replacement)
      return op->emitError("cannot be emulated on the host");
    op->replaceAllUsesWith(ValueRange{replacement});
    op->erase();
  }
  return success();
}

/// What a workgroup buffer holds before a block writes it: NaN, or the
/// lowest integer, so that a read before the write shows in the results.
Value poison(OpBuilder &b, Location loc, Type type) {
  if (auto floatType = dyn_cast<FloatType>(type))
    return arith::ConstantOp::create(b, loc,
                                     b.getFloatAttr(floatType, std::nan("")));
  return arith::ConstantOp::create(
      b, loc,
      b.getIntegerAttr(type,
                       APInt::getSignedMinValue(type.getIntOrFloatBitWidth())));
}

/// `lhs` and `rhs` combined as gpu.all_reduce's `op` combines.
Value combineAs(OpBuilder &b, Location loc, gpu::AllReduceOperation op,
                Value lhs, Value rhs) {
  using Op = gpu::AllReduceOperation;
  bool isFloat = isa<FloatType>(lhs.getType());
  auto make = [&](auto tag) -> Value {
    using OpTy = decltype(tag);
    return OpTy::create(b, loc, lhs, rhs).getResult();
  };
  switch (op) {
  case Op::ADD:
    return isFloat ? make(arith::AddFOp()) : make(arith::AddIOp());
  case Op::MUL:
    return isFloat ? make(arith::MulFOp()) : make(arith::MulIOp());
  case Op::MINUI:
    return make(arith::MinUIOp());
  case Op::MINSI:
    return make(arith::MinSIOp());
  case Op::MINNUMF:
    return make(arith::MinNumFOp());
  case Op::MAXUI:
    return make(arith::MaxUIOp());
  case Op::MAXSI:
    return make(arith::MaxSIOp());
  case Op::MAXNUMF:
    return make(arith::MaxNumFOp());
  case Op::AND:
    return make(arith::AndIOp());
  case Op::OR:
    return make(arith::OrIOp());
  case Op::XOR:
    return make(arith::XOrIOp());
  case Op::MINIMUMF:
    return make(arith::MinimumFOp());
  case Op::MAXIMUMF:
    return make(arith::MaximumFOp());
  }
  llvm_unreachable("unknown all-reduce operation");
}

/// The block's total of gpu.all_reduce `op` over `operands` (each thread's,
/// memref<threads x T>), folded in thread order.
Value foldThreads(OpBuilder &b, Location loc, gpu::AllReduceOperation op,
                  Value operands, int64_t threads) {
  auto index = [&](OpBuilder &at, int64_t v) {
    return arith::ConstantIndexOp::create(at, loc, v).getResult();
  };
  Value first = memref::LoadOp::create(b, loc, operands, index(b, 0));
  auto loop = scf::ForOp::create(b, loc, index(b, 1), index(b, threads),
                                 index(b, 1), ValueRange{first});
  OpBuilder in = OpBuilder::atBlockBegin(loop.getBody());
  Value next =
      memref::LoadOp::create(in, loc, operands, loop.getInductionVar());
  scf::YieldOp::create(
      in, loc, combineAs(in, loc, op, loop.getRegionIterArgs().front(), next));
  return loop.getResult(0);
}

/// A kernel's top-level ops split into phases: the block's ops (run once
/// per block, outside the phases), and the threads' ops of each phase. A
/// phase ends at each gpu.barrier and, with several threads, before each
/// gpu.all_reduce.
struct Phases {
  SmallVector<Operation *> blockOps;
  SmallVector<SmallVector<Operation *>> threadOps{1};
  llvm::DenseMap<Operation *, unsigned> phaseOf;
};

Phases splitIntoPhases(gpu::GPUFuncOp kernel, int64_t threads) {
  Phases phases;
  llvm::DenseSet<Value> perThread;
  for (Operation &op : kernel.getBody().front().without_terminator()) {
    if (isa<gpu::BarrierOp>(op)) {
      phases.threadOps.emplace_back();
      continue;
    }
    if (isBlockLevel(&op, perThread)) {
      phases.blockOps.push_back(&op);
      continue;
    }
    if (threads > 1 && isa<gpu::AllReduceOp>(op))
      phases.threadOps.emplace_back();
    phases.threadOps.back().push_back(&op);
    phases.phaseOf[&op] = phases.threadOps.size() - 1;
    perThread.insert(op.getResults().begin(), op.getResults().end());
  }
  return phases;
}

/// The values a thread computes in one phase and reads in a later one
/// (outside a gpu.all_reduce's result, which the block folds), each with a
/// host buffer of one element per thread created at `b`: what a GPU keeps
/// in the thread's registers.
llvm::MapVector<Value, Value> spillAcrossPhases(gpu::GPUFuncOp kernel,
                                                const Phases &phases,
                                                OpBuilder &b, int64_t threads) {
  llvm::MapVector<Value, Value> spills;
  Block &body = kernel.getBody().front();
  for (const SmallVector<Operation *> &phase : phases.threadOps)
    for (Operation *op : phase) {
      if (isa<gpu::AllReduceOp>(op))
        continue;
      for (Value result : op->getResults()) {
        bool later = llvm::any_of(result.getUsers(), [&](Operation *user) {
          Operation *top = body.findAncestorOpInBlock(*user);
          return phases.phaseOf.lookup(top) > phases.phaseOf.lookup(op);
        });
        if (later)
          spills[result] = memref::AllocaOp::create(
              b, op->getLoc(), MemRefType::get({threads}, result.getType()));
      }
    }
  return spills;
}

/// A host func.func `name`(memrefs..., first, last) running blocks
/// [first, last) of `kernel` one after the other (the last first), with blocks
/// of `threads` threads and the launch range [0, rangeEnd). Its ops that are
/// the block's (isBlockLevel) run once per block, its workgroup buffers are
/// host buffers poisoned at each block's start, and the rest runs phase by
/// phase (Phases), each phase a loop over the block's threads, every other
/// one in reverse order and, with `flipThreads`, `lastFirst` flipping which
/// (a race between threads of one phase then shows in one of the two runs;
/// a scatter keeps its order, whose float sums depend on it). Only shared
/// memory, a gpu.all_reduce's total, and a thread's spilled values
/// (spillAcrossPhases) carry anything from one phase to the next.
} // namespace

LogicalResult fsdpc::test::emulateOnHost(gpu::GPUFuncOp kernel, ModuleOp into,
                                         StringRef name, int64_t threads,
                                         int64_t rangeEnd, bool lastFirst,
                                         bool flipThreads) {
  OpBuilder b = OpBuilder::atBlockEnd(into.getBody());
  Location loc = kernel.getLoc();
  auto func = func::FuncOp::create(b, loc, name, kernel.getFunctionType());
  Block *entry = func.addEntryBlock();
  b.setInsertionPointToStart(entry);
  unsigned numArgs = entry->getNumArguments();
  auto constant = [&](OpBuilder &at, int64_t v) {
    return arith::ConstantIndexOp::create(at, loc, v).getResult();
  };
  IRMapping mapping;
  for (unsigned i = 0; i + 2 < numArgs; ++i)
    mapping.map(kernel.getArgument(i), entry->getArgument(i));
  mapping.map(kernel.getArgument(numArgs - 2), constant(b, 0));
  mapping.map(kernel.getArgument(numArgs - 1), constant(b, rangeEnd));
  // The kernel's module-level buffers (a split column reduction's scratch
  // and arrival counts), once per host module.
  auto gpuModule = kernel->getParentOfType<gpu::GPUModuleOp>();
  kernel.walk([&](memref::GetGlobalOp get) {
    if (into.lookupSymbol(get.getName()))
      return;
    OpBuilder atStart = OpBuilder::atBlockBegin(into.getBody());
    atStart.clone(*gpuModule.lookupSymbol(get.getName()));
  });
  SmallVector<Value> sharedBuffers;
  for (BlockArgument shared : kernel.getWorkgroupAttributions()) {
    auto type = cast<MemRefType>(shared.getType());
    sharedBuffers.push_back(memref::AllocaOp::create(
        b, loc, MemRefType::get(type.getShape(), type.getElementType())));
    mapping.map(shared, sharedBuffers.back());
  }
  Phases phases = splitIntoPhases(kernel, threads);
  llvm::MapVector<Value, Value> spills =
      spillAcrossPhases(kernel, phases, b, threads);
  Value size = constant(b, threads);
  auto blocks =
      scf::ForOp::create(b, loc, entry->getArgument(numArgs - 2),
                         entry->getArgument(numArgs - 1), constant(b, 1));
  func::ReturnOp::create(b, loc);
  // The block's ops first, then one loop over the threads per phase. The
  // blocks run in order or last first: no kernel may depend on their order
  // (a split column reduction's first or last split arrives last).
  OpBuilder inBlock = OpBuilder::atBlockBegin(blocks.getBody());
  Value block = blocks.getInductionVar();
  if (lastFirst)
    block = arith::SubIOp::create(
        inBlock, loc,
        arith::AddIOp::create(
            inBlock, loc, entry->getArgument(numArgs - 2),
            arith::SubIOp::create(inBlock, loc, entry->getArgument(numArgs - 1),
                                  constant(inBlock, 1))),
        block);
  for (Value buffer : sharedBuffers)
    linalg::FillOp::create(
        inBlock, loc,
        ValueRange{poison(inBlock, loc,
                          cast<MemRefType>(buffer.getType()).getElementType())},
        ValueRange{buffer});
  for (Operation *op : phases.blockOps)
    inBlock.clone(*op, mapping);
  for (auto [index, phase] : llvm::enumerate(phases.threadOps)) {
    ArrayRef<Operation *> ops = phase;
    if (auto reduce =
            ops.empty() ? nullptr : dyn_cast<gpu::AllReduceOp>(ops.front());
        reduce && threads > 1) {
      Value operands = spills.lookup(reduce.getValue());
      if (!operands || !reduce.getOp())
        return reduce.emitError("cannot be emulated on the host: it reduces "
                                "a block-level value or has a body");
      mapping.map(reduce.getResult(), foldThreads(inBlock, loc, *reduce.getOp(),
                                                  operands, threads));
      ops = ops.drop_front();
    }
    auto loop = scf::ForOp::create(inBlock, loc, constant(inBlock, 0), size,
                                   constant(inBlock, 1));
    OpBuilder inThread = OpBuilder::atBlockBegin(loop.getBody());
    Value thread = loop.getInductionVar();
    if ((index % 2 == 1) != (lastFirst && flipThreads))
      thread = arith::SubIOp::create(inThread, loc,
                                     constant(inThread, threads - 1), thread);
    for (auto [value, buffer] : spills)
      if (phases.phaseOf.lookup(value.getDefiningOp()) < index)
        mapping.map(value,
                    memref::LoadOp::create(inThread, loc, buffer, thread));
    for (Operation *op : ops) {
      inThread.clone(*op, mapping);
      for (Value result : op->getResults())
        if (Value buffer = spills.lookup(result))
          memref::StoreOp::create(inThread, loc, mapping.lookup(result), buffer,
                                  thread);
    }
    if (failed(replaceGpuOps(loop, block, thread, size)))
      return failure();
  }
  return replaceGpuOps(blocks, block, Value(), size);
}
