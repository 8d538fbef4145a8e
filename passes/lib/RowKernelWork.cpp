//===- RowKernelWork.cpp - The work an fsdp.row_kernel's phases share
//------===//
//
// Value numbering across a row kernel's phases. A phase's loops are renamed
// to the kernel's: its row loops keep their positions, its loops of one
// iteration become 0, and its other loops are numbered after the rows. A
// phase's input at a point is then numbered by the tensor and the renamed
// map it is read with, a linalg.index by its renamed loop, and an op by its
// name, attributes, result types and operands' numbers: two ops of the same
// number compute the same value at the same point of the row. A number
// varies within the row when its value reads a loop after the rows.
//
//===----------------------------------------------------------------------===//

#include "RowKernelWork.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include <map>

using namespace mlir;
using namespace mlir::fsdp;

namespace {

class RowValueNumbering {
public:
  /// The ops of `phase` (of loop extents `loops`, the first `rows` the
  /// rows) that compute a value not numbered before, into `work`.
  void numberPhase(linalg::GenericOp phase, ArrayRef<int64_t> loops,
                   unsigned rows, PhaseWork &work);

private:
  using Key = SmallVector<const void *, 8>;
  unsigned numberOf(const Key &key);
  unsigned numberOf(Value value);
  unsigned fresh() { return next++; }
  /// Numbers `value` by `number`, varying within the row or not.
  void bind(Value value, unsigned number, bool inRow) {
    byValue[value] = number;
    if (inRow)
      varies.insert(number);
  }
  bool variesInRow(Value value) { return varies.contains(numberOf(value)); }

  std::map<Key, unsigned> byKey;
  llvm::DenseMap<Value, unsigned> byValue;
  llvm::DenseSet<unsigned> varies;
  unsigned next = 0;
};

/// The kernel's names for a phase's loops (see the file comment).
SmallVector<AffineExpr> renameLoops(ArrayRef<int64_t> loops, unsigned rows,
                                    MLIRContext *context) {
  SmallVector<AffineExpr> names;
  unsigned point = rows;
  for (auto [loop, extent] : llvm::enumerate(loops)) {
    if (loop < rows)
      names.push_back(getAffineDimExpr(loop, context));
    else if (extent == 1)
      names.push_back(getAffineConstantExpr(0, context));
    else
      names.push_back(getAffineDimExpr(point++, context));
  }
  return names;
}

} // namespace

unsigned RowValueNumbering::numberOf(const Key &key) {
  auto [it, inserted] = byKey.try_emplace(key, next);
  if (inserted)
    ++next;
  return it->second;
}

unsigned RowValueNumbering::numberOf(Value value) {
  auto [it, inserted] = byValue.try_emplace(value, next);
  if (inserted)
    ++next;
  return it->second;
}

/// What the first element of a key says it numbers.
static const char kInputKey = 0, kIndexKey = 0, kOpKey = 0;

void RowValueNumbering::numberPhase(linalg::GenericOp phase,
                                    ArrayRef<int64_t> loops, unsigned rows,
                                    PhaseWork &work) {
  SmallVector<AffineExpr> names = renameLoops(loops, rows, phase.getContext());
  unsigned renamedLoops = rows;
  for (int64_t extent : loops.drop_front(rows))
    renamedLoops += extent != 1;
  auto readsPoint = [&](AffineExpr expr) {
    return llvm::any_of(llvm::seq(rows, renamedLoops), [&](unsigned loop) {
      return expr.isFunctionOfDim(loop);
    });
  };
  Block *body = phase.getBlock();
  // Inputs: the tensor at the renamed point; outputs: this phase's own.
  for (OpOperand &operand : phase->getOpOperands()) {
    Value arg = body->getArgument(operand.getOperandNumber());
    if (phase.isDpsInit(&operand)) {
      bind(arg, fresh(), /*inRow=*/true);
      continue;
    }
    AffineMap map =
        phase.getMatchingIndexingMap(&operand).replaceDimsAndSymbols(
            names, {}, renamedLoops, 0);
    bind(arg,
         numberOf(Key{&kInputKey, operand.get().getAsOpaquePointer(),
                      map.getAsOpaquePointer()}),
         llvm::any_of(map.getResults(), readsPoint));
  }
  for (Operation &op : body->without_terminator()) {
    if (auto index = dyn_cast<linalg::IndexOp>(op)) {
      AffineExpr name = names[index.getDim()];
      bind(index, numberOf(Key{&kIndexKey, name.getAsOpaquePointer()}),
           readsPoint(name));
      continue;
    }
    // Ops with regions or several results are not merged.
    if (op.getNumRegions() != 0 || op.getNumResults() != 1) {
      work.ops.push_back(&op);
      for (Value result : op.getResults())
        bind(result, fresh(), /*inRow=*/true);
      continue;
    }
    Key key{&kOpKey, op.getName().getAsOpaquePointer(),
            op.getRawDictionaryAttrs().getAsOpaquePointer(),
            op.getResult(0).getType().getAsOpaquePointer()};
    bool inRow = false;
    for (Value operand : op.getOperands()) {
      key.push_back(
          reinterpret_cast<const void *>(uintptr_t(numberOf(operand))));
      inRow |= variesInRow(operand);
    }
    if (!byKey.count(key))
      (inRow ? work.ops : work.rowOps).push_back(&op);
    bind(op.getResult(0), numberOf(key), inRow);
  }
}

SmallVector<PhaseWork> mlir::fsdp::getRowKernelWork(RowKernelOp kernel) {
  SmallVector<linalg::GenericOp> phases;
  SmallVector<SmallVector<int64_t>> loops;
  for (Operation *op : kernel.getPhases()) {
    auto phase = cast<linalg::GenericOp>(op);
    phases.push_back(phase);
    loops.push_back(phase.getStaticLoopRanges());
  }
  unsigned rows = unsigned(kernel.getRows());
  std::optional<SmallVector<int64_t>> shared =
      RowKernelOp::getSharedRowPoints(loops, rows);
  int64_t points = 1;
  for (int64_t extent : shared.value_or(SmallVector<int64_t>{}))
    points *= extent;
  bool sharing = shared && points <= RowKernelOp::kMaxPointsInRegisters;
  SmallVector<PhaseWork> work;
  RowValueNumbering numbering;
  for (auto [phase, extents] : llvm::zip(phases, loops)) {
    PhaseWork &phaseWork = work.emplace_back();
    phaseWork.phase = phase;
    if (sharing) {
      numbering.numberPhase(phase, extents, rows, phaseWork);
      continue;
    }
    for (Operation &op : phase.getBlock()->without_terminator())
      phaseWork.ops.push_back(&op);
  }
  return work;
}
