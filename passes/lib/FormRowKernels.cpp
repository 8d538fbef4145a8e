//===- FormRowKernels.cpp - softmax-like chains as one kernel -------------===//
//
// fsdp-form-row-kernels: an elementwise generic and the row phases it reads
// (a softmax's maximum and sum of exponentials, a layer norm's statistics,
// their bf16 roundings, a softmax gradient's row sum) become one
// fsdp.row_kernel, so that a GPU block takes a row through every phase and
// reads it from memory once instead of once per op. The rules a kernel must
// keep are fsdp.row_kernel's verifier's; this file decides which chains to
// form (on devices with row_kernel_bytes, rows that short) and builds them.
//
//===----------------------------------------------------------------------===//

#include "ProgramModel.h"

#include "fsdpc/Passes/Contraction.h"
#include "fsdpc/Passes/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/RegionUtils.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPFORMROWKERNELS
#include "fsdpc/Passes/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

namespace {

/// An elementwise generic and the row phases it reads, directly or through
/// one another (row reductions, and the roundings of their results), in
/// program order.
struct RowChain {
  /// The extents of the row loops, the first of every phase's loops.
  SmallVector<int64_t> rowExtents;
  SmallVector<linalg::GenericOp> producers;
  linalg::GenericOp reader;

  int64_t rows() const { return rowExtents.size(); }
  SmallVector<linalg::GenericOp> phases() const {
    SmallVector<linalg::GenericOp> all(producers);
    all.push_back(reader);
    return all;
  }
  bool contains(Operation *op) const {
    return op && llvm::any_of(phases(), [&](linalg::GenericOp phase) {
             return phase.getOperation() == op;
           });
  }
  bool hasReduction() const {
    return llvm::any_of(producers, [](linalg::GenericOp producer) {
      return producer.getNumReductionLoops() != 0;
    });
  }
};

} // namespace

/// Whether `op` can be a phase before the reader of a chain whose row loops
/// have extents `rowExtents`: a reduction over its loops after the rows
/// into one result indexed by the rows alone, or an elementwise op with one
/// point per row (the rounding of such a result).
static bool isRowProducer(linalg::GenericOp op, ArrayRef<int64_t> rowExtents) {
  int64_t rows = rowExtents.size();
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (int64_t(ranges.size()) < rows ||
      ArrayRef(ranges).take_front(rows) != rowExtents ||
      llvm::any_of(ranges, ShapedType::isDynamic))
    return false;
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  if (llvm::any_of(ArrayRef(iterators).take_front(rows),
                   [](utils::IteratorType iterator) {
                     return iterator != utils::IteratorType::parallel;
                   }))
    return false;
  for (OpOperand &init : op.getDpsInitsMutable())
    if (!RowKernelOp::keepsRow(op.getMatchingIndexingMap(&init), rowExtents))
      return false;
  if (op.getNumReductionLoops() == 0)
    return llvm::all_of(ArrayRef(ranges).drop_front(rows),
                        [](int64_t extent) { return extent == 1; });
  return op.getNumDpsInits() == 1 &&
         llvm::all_of(ArrayRef(iterators).drop_front(rows),
                      [](utils::IteratorType iterator) {
                        return iterator == utils::IteratorType::reduction;
                      }) &&
         op.getMatchingIndexingMap(op.getDpsInitOperand(0)).getNumResults() ==
             rows;
}

/// The producer of `chain` that `phase` reads as `input` at its own row.
static linalg::GenericOp getChainedProducer(const RowChain &chain,
                                            linalg::GenericOp phase,
                                            OpOperand *input) {
  auto producer = input->get().getDefiningOp<linalg::GenericOp>();
  if (!producer || producer->getBlock() != chain.reader->getBlock() ||
      !RowKernelOp::keepsRow(phase.getMatchingIndexingMap(input),
                             chain.rowExtents) ||
      !isRowProducer(producer, chain.rowExtents))
    return nullptr;
  return producer;
}

/// The producers reachable from `chain`'s reader through reads at its rows,
/// but for `excluded` ones.
static void
collectProducers(RowChain &chain,
                 const llvm::SmallPtrSetImpl<Operation *> &excluded) {
  chain.producers.clear();
  SmallVector<linalg::GenericOp> worklist = {chain.reader};
  while (!worklist.empty()) {
    linalg::GenericOp phase = worklist.pop_back_val();
    for (OpOperand *input : phase.getDpsInputOperands())
      if (linalg::GenericOp producer = getChainedProducer(chain, phase, input))
        if (!excluded.contains(producer) &&
            !llvm::is_contained(chain.producers, producer)) {
          chain.producers.push_back(producer);
          worklist.push_back(producer);
        }
  }
  llvm::sort(chain.producers, [](linalg::GenericOp a, linalg::GenericOp b) {
    return a->isBeforeInBlock(b);
  });
}

/// A producer of `chain` that cannot be one of its phases: an op outside
/// the chain reads its result before the reader (the kernel, in the
/// reader's place, would come too late), or a phase reads it at another row
/// than its own as well.
static linalg::GenericOp findMisplaced(const RowChain &chain) {
  Block *block = chain.reader->getBlock();
  for (linalg::GenericOp producer : chain.producers)
    for (OpOperand &use : producer->getUses()) {
      Operation *user = block->findAncestorOpInBlock(*use.getOwner());
      if (!user)
        return producer; // read in another block
      if (!chain.contains(user)) {
        if (!chain.reader->isBeforeInBlock(user))
          return producer;
        continue;
      }
      auto phase = cast<linalg::GenericOp>(user);
      if (user != use.getOwner() ||
          !RowKernelOp::keepsRow(phase.getMatchingIndexingMap(&use),
                                 chain.rowExtents))
        return producer;
    }
  return nullptr;
}

/// The producers of the chain `chain.reader` ends over `chain.rows()` row
/// loops: those another op reads before the reader (a backward step reading
/// the forward softmax's statistics), or that a phase reads at another row,
/// stay outside, read as inputs.
static void collectChain(RowChain &chain) {
  llvm::SmallPtrSet<Operation *, 4> excluded;
  collectProducers(chain, excluded);
  while (linalg::GenericOp misplaced = findMisplaced(chain)) {
    excluded.insert(misplaced);
    collectProducers(chain, excluded);
  }
}

/// The tensors `phase`'s body gathers from (tensor.extract of a tensor from
/// above: an embedding table), which the kernel takes as inputs; nullopt
/// when its body reads a tensor otherwise, or gathers from a phase of
/// `chain` (another row's value, maybe not yet computed).
static std::optional<SmallVector<Value>>
getGatheredTensors(const RowChain &chain, linalg::GenericOp phase) {
  SmallVector<Value> tables;
  bool other = false;
  visitUsedValuesDefinedAbove(phase->getRegions(), [&](OpOperand *use) {
    if (!isa<ShapedType>(use->get().getType()))
      return;
    auto extract = dyn_cast<tensor::ExtractOp>(use->getOwner());
    if (!extract || chain.contains(use->get().getDefiningOp()))
      other = true;
    else if (!llvm::is_contained(tables, use->get()))
      tables.push_back(use->get());
  });
  if (other)
    return std::nullopt;
  return tables;
}

/// A tensor.empty, or a fill of one that its readers do (an accumulator's
/// start): an init the kernel makes itself.
static bool isFreshInit(Value init) {
  Operation *def = init.getDefiningOp();
  if (auto fill = dyn_cast_or_null<linalg::FillOp>(def)) {
    if (!isFilledByReaders(fill))
      return false;
    def = fill.getOutputs()[0].getDefiningOp();
  }
  return isa_and_nonnull<tensor::EmptyOp>(def);
}

/// The bytes of one row of every operand read along the row loops.
static uint64_t getRowBytes(const RowChain &chain) {
  llvm::SmallDenseSet<Value> counted;
  uint64_t bytes = 0;
  for (linalg::GenericOp phase : chain.phases()) {
    SmallVector<int64_t> ranges = phase.getStaticLoopRanges();
    for (OpOperand *input : phase.getDpsInputOperands()) {
      // A scalar operand is a register, not a row.
      if (!isa<ShapedType>(input->get().getType()) ||
          !counted.insert(input->get()).second)
        continue;
      uint64_t elements = 1;
      AffineMap map = phase.getMatchingIndexingMap(input);
      for (int64_t loop = chain.rows(); loop < int64_t(ranges.size()); ++loop)
        if (map.isFunctionOfDim(loop))
          elements *= uint64_t(ranges[loop]);
      bytes += elements *
               getElementBytes(getElementTypeOrSelf(input->get().getType()));
    }
  }
  return bytes;
}

/// The chain `reader` ends, or nullopt when it would not be one kernel. Its
/// rows are the most leading loops over which a row reduction reaches it.
static std::optional<RowChain> findRowChain(linalg::GenericOp reader) {
  if (reader.getNumReductionLoops() != 0 || !reader.hasPureTensorSemantics())
    return std::nullopt;
  SmallVector<int64_t> ranges = reader.getStaticLoopRanges();
  if (llvm::any_of(ranges, ShapedType::isDynamic))
    return std::nullopt;
  RowChain chain;
  chain.reader = reader;
  for (int64_t rows = int64_t(ranges.size()) - 1; rows >= 1; --rows) {
    chain.rowExtents.assign(ranges.begin(), ranges.begin() + rows);
    // The reader writes its own rows (not a transpose of them).
    if (llvm::any_of(reader.getDpsInitsMutable(), [&](OpOperand &init) {
          return !RowKernelOp::keepsRow(reader.getMatchingIndexingMap(&init),
                                        chain.rowExtents);
        }))
      continue;
    collectChain(chain);
    if (chain.hasReduction())
      break;
  }
  if (!chain.hasReduction())
    return std::nullopt;
  // A library GEMM or a scatter runs as itself, not as a phase.
  for (linalg::GenericOp phase : chain.phases())
    if (matchGemm(phase) || matchScatterAdd(phase) ||
        !getGatheredTensors(chain, phase) ||
        !llvm::all_of(phase.getDpsInits(), isFreshInit))
      return std::nullopt;
  return chain;
}

/// Replaces `chain` by one fsdp.row_kernel in the reader's place.
static void buildRowKernel(const RowChain &chain) {
  linalg::GenericOp reader = chain.reader;
  SmallVector<linalg::GenericOp> phases = chain.phases();
  llvm::SetVector<Value> inputs;
  SmallVector<Type> resultTypes;
  for (linalg::GenericOp phase : phases) {
    // Scalars stay outside: the bodies may use values from above. A table
    // a body gathers from comes in as an input too.
    for (Value input : phase.getDpsInputs())
      if (isa<ShapedType>(input.getType()) &&
          !chain.contains(input.getDefiningOp()))
        inputs.insert(input);
    // Held in a local: a range-for over `*temporary` would read it after
    // its end (findRowChain checked that the tables are known).
    std::optional<SmallVector<Value>> tables = getGatheredTensors(chain, phase);
    for (Value table : *tables)
      inputs.insert(table);
    llvm::append_range(resultTypes, phase->getResultTypes());
  }
  OpBuilder b(reader);
  auto kernel =
      RowKernelOp::create(b, reader.getLoc(), resultTypes, inputs.getArrayRef(),
                          b.getI64IntegerAttr(chain.rows()));
  Block *body = b.createBlock(&kernel.getBody());
  IRMapping mapping;
  for (Value input : inputs)
    mapping.map(input, body->addArgument(input.getType(), input.getLoc()));
  SmallVector<Value> yielded;
  for (linalg::GenericOp phase : phases) {
    for (Value init : phase.getDpsInits()) {
      if (auto fill = init.getDefiningOp<linalg::FillOp>())
        b.clone(*fill.getOutputs()[0].getDefiningOp(), mapping);
      b.clone(*init.getDefiningOp(), mapping);
    }
    llvm::append_range(yielded, b.clone(*phase, mapping)->getResults());
  }
  YieldOp::create(b, reader.getLoc(), yielded);
  ValueRange results = kernel.getResults();
  for (linalg::GenericOp phase : phases) {
    phase->replaceAllUsesWith(results.take_front(phase->getNumResults()));
    results = results.drop_front(phase->getNumResults());
  }
  // The phases, then the fills and empties only they used (each once: two
  // outputs may share one).
  llvm::SetVector<Operation *> fills, empties;
  for (linalg::GenericOp phase : phases)
    for (Value init : phase.getDpsInits()) {
      Operation *def = init.getDefiningOp();
      if (auto fill = dyn_cast<linalg::FillOp>(def)) {
        fills.insert(fill);
        def = fill.getOutputs()[0].getDefiningOp();
      }
      empties.insert(def);
    }
  for (linalg::GenericOp phase : llvm::reverse(phases))
    phase->erase();
  for (llvm::SetVector<Operation *> *defs : {&fills, &empties})
    for (Operation *def : *defs)
      if (def->use_empty())
        def->erase();
}

namespace {

struct FormRowKernelsPass
    : public mlir::fsdp::impl::FSDPFormRowKernelsBase<FormRowKernelsPass> {
  using FSDPFormRowKernelsBase::FSDPFormRowKernelsBase;

  LogicalResult initialize(MLIRContext *context) override {
    FailureOr<fsdpc::schedule::DeviceSpec> spec = resolveDevice(device, [&] {
      return emitError(UnknownLoc::get(context)) << "fsdp-form-row-kernels: ";
    });
    if (failed(spec))
      return failure();
    rowKernelBytes = spec->rowKernelBytes;
    return success();
  }

  void runOnOperation() override {
    if (rowKernelBytes == 0)
      return;
    SmallVector<linalg::GenericOp> readers;
    for (Block &block : getOperation().getBody())
      for (auto generic : block.getOps<linalg::GenericOp>())
        readers.push_back(generic);
    // Last reader first, so that a chain ends at the op that reads the row
    // in full (a softmax's division), not at the rounding of a statistic
    // on the way. A reduction an earlier op reads too is left to that op.
    llvm::SmallPtrSet<Operation *, 16> erased;
    for (linalg::GenericOp reader : llvm::reverse(readers)) {
      if (erased.contains(reader))
        continue;
      std::optional<RowChain> chain = findRowChain(reader);
      if (!chain || getRowBytes(*chain) > rowKernelBytes)
        continue;
      for (linalg::GenericOp phase : chain->phases())
        erased.insert(phase);
      buildRowKernel(*chain);
    }
  }

private:
  uint64_t rowKernelBytes = 0;
};

} // namespace
