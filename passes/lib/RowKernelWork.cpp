//===- RowKernelWork.cpp - The work an fsdp.row_kernel's phases share -----===//
//
// Value numbering across a row kernel's phases. A phase's loops are renamed
// to the kernel's: its row loops keep their positions, its loops of one
// iteration become 0, and its other loops (the same in every phase of more
// than one point a row: getRegisterRowPoints) are numbered after the rows. A
// phase's input at a point is then numbered by the tensor and the renamed
// map it is read with, a linalg.index by its renamed loop, and an op by its
// name, attributes and properties, result type and operands' numbers: two
// ops of the same number compute the same value at the same point of the
// row. A number varies within the row when its value reads a loop after the
// rows.
//
// What the numbering merges is what the CUDA lowering merges: each thread's
// loads of an element are one value there, and CSE merges pure ops on the
// same values. A reduction phase with no combiner runs serially in one
// thread, inside a guard, where its loads are its own: its values get fresh
// numbers. So do the values of ops with memory effects, which CSE keeps.
//
//===----------------------------------------------------------------------===//

#include "RowKernelWork.h"

#include "BodyAnalysis.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <map>

using namespace mlir;
using namespace mlir::fsdp;

namespace {

/// What a key numbers (its first element).
enum class KeyKind : uintptr_t { Input, Index, Op };

class RowValueNumbering {
public:
  /// `rows` row loops and `points` shared loops after them (renamed).
  RowValueNumbering(unsigned rows, unsigned points)
      : rows(rows), renamedLoops(rows + points) {}

  /// The ops of `phase` (of loop extents `loops`) that compute a value not
  /// numbered before, into `work`. A phase whose values are its own
  /// (`ownValues`: a serial fold) shares nothing.
  void numberPhase(linalg::GenericOp phase, ArrayRef<int64_t> loops,
                   bool ownValues, PhaseWork &work);

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
  bool readsPoint(AffineExpr expr) const {
    return llvm::any_of(llvm::seq(rows, renamedLoops), [&](unsigned loop) {
      return expr.isFunctionOfDim(loop);
    });
  }
  void numberInputs(linalg::GenericOp phase, ArrayRef<AffineExpr> names,
                    bool ownValues);

  unsigned rows, renamedLoops;
  std::map<Key, unsigned> byKey;
  llvm::DenseMap<Value, unsigned> byValue;
  llvm::DenseSet<unsigned> varies;
  unsigned next = 0;
};

} // namespace

static const void *tag(KeyKind kind) {
  return reinterpret_cast<const void *>(uintptr_t(kind));
}

static SmallVector<const void *, 8> opKey(Operation *op);

/// The kernel's names for a phase's loops (see the file comment).
static SmallVector<AffineExpr>
renameLoops(ArrayRef<int64_t> loops, unsigned rows, MLIRContext *context) {
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

unsigned RowValueNumbering::numberOf(const Key &key) {
  auto [it, inserted] = byKey.try_emplace(key, next);
  if (inserted)
    ++next;
  return it->second;
}

/// The key of a single-result op without its operands' numbers.
static SmallVector<const void *, 8> opKey(Operation *op) {
  // The attribute dictionary holds the properties too (a constant's value,
  // a compare's predicate).
  return {tag(KeyKind::Op), op->getName().getAsOpaquePointer(),
          op->getAttrDictionary().getAsOpaquePointer(),
          op->getResult(0).getType().getAsOpaquePointer()};
}

unsigned RowValueNumbering::numberOf(Value value) {
  if (auto known = byValue.find(value); known != byValue.end())
    return known->second;
  // A constant from above is its value: the lowering clones it into the
  // kernel, and CSE merges equal clones.
  Operation *def = value.getDefiningOp();
  unsigned number =
      def && def->hasTrait<OpTrait::ConstantLike>() && def->getNumResults() == 1
          ? numberOf(opKey(def))
          : fresh();
  byValue[value] = number;
  return number;
}

/// Inputs: the tensor at the renamed point; outputs: the phase's own.
void RowValueNumbering::numberInputs(linalg::GenericOp phase,
                                     ArrayRef<AffineExpr> names,
                                     bool ownValues) {
  Block *body = phase.getBlock();
  for (OpOperand &operand : phase->getOpOperands()) {
    Value arg = body->getArgument(operand.getOperandNumber());
    AffineMap map =
        phase.getMatchingIndexingMap(&operand).replaceDimsAndSymbols(
            names, {}, renamedLoops, 0);
    bool inRow = llvm::any_of(map.getResults(),
                              [&](AffineExpr e) { return readsPoint(e); });
    if (phase.isDpsInit(&operand) || ownValues) {
      bind(arg, fresh(), /*inRow=*/true);
      continue;
    }
    bind(arg,
         numberOf(Key{tag(KeyKind::Input), operand.get().getAsOpaquePointer(),
                      map.getAsOpaquePointer()}),
         inRow);
  }
}

void RowValueNumbering::numberPhase(linalg::GenericOp phase,
                                    ArrayRef<int64_t> loops, bool ownValues,
                                    PhaseWork &work) {
  SmallVector<AffineExpr> names = renameLoops(loops, rows, phase.getContext());
  numberInputs(phase, names, ownValues);
  for (Operation &op : phase.getBlock()->without_terminator()) {
    if (auto index = dyn_cast<linalg::IndexOp>(op)) {
      AffineExpr name = names[index.getDim()];
      bind(index, numberOf(Key{tag(KeyKind::Index), name.getAsOpaquePointer()}),
           readsPoint(name));
      continue;
    }
    // Ops with regions, several results or memory effects are not merged.
    if (op.getNumRegions() != 0 || op.getNumResults() != 1 ||
        !isMemoryEffectFree(&op)) {
      work.ops.push_back(&op);
      for (Value result : op.getResults())
        bind(result, fresh(), /*inRow=*/true);
      continue;
    }
    Key key = opKey(&op);
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

/// Whether `phase` reduces without a combiner (a fold such as h = 2h + x),
/// which the CUDA lowering runs serially in one thread.
static bool foldsSerially(linalg::GenericOp phase) {
  return phase.getNumReductionLoops() != 0 && !getCombiner(phase, 0).op;
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
      RowKernelOp::getRegisterRowPoints(loops, rows);
  SmallVector<PhaseWork> work;
  RowValueNumbering numbering(rows, shared ? shared->size() : 0);
  for (auto [phase, extents] : llvm::zip(phases, loops)) {
    PhaseWork &phaseWork = work.emplace_back();
    phaseWork.phase = phase;
    if (shared) {
      numbering.numberPhase(phase, extents, foldsSerially(phase), phaseWork);
      continue;
    }
    for (Operation &op : phase.getBlock()->without_terminator())
      phaseWork.ops.push_back(&op);
  }
  return work;
}
