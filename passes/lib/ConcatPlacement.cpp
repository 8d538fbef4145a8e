//===- ConcatPlacement.cpp - GEMM results written into their concat -------===//

#include "ConcatPlacement.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

using namespace mlir;
using namespace mlir::fsdp;

std::optional<GemmShape>
mlir::fsdp::placeGemmOutput(const GemmShape &gemm,
                            const ConcatPlacement &placement) {
  if (placement.rowElements <= 0 || placement.concatRowElements <= 0)
    return std::nullopt;
  GemmShape placed = gemm;
  int64_t columnStride = 1;
  // C's walk: its outer loops, the batch, its rows and its columns, each a
  // count of steps of a stride.
  SmallVector<std::pair<int64_t, int64_t *>> walk;
  for (GemmBatch &loop : placed.outer)
    walk.push_back({loop.count, &loop.strideC});
  walk.push_back({placed.batch.count, &placed.batch.strideC});
  walk.push_back({placed.m, &placed.ldc});
  walk.push_back({placed.n, &columnStride});
  // Whole rows stretch to the concatenation's; the steps inside a row keep
  // their strides as long as together they stay in it (from its start: C
  // begins at the operand's first element).
  int64_t reachInRow = 0;
  for (auto [count, stride] : walk) {
    if (count <= 1)
      continue;
    if (*stride % placement.rowElements == 0) {
      int64_t rows = *stride / placement.rowElements;
      // The runtime takes strides and leading dimensions below 2^31.
      if (rows > ((int64_t(1) << 31) - 1) / placement.concatRowElements)
        return std::nullopt;
      *stride = rows * placement.concatRowElements;
      continue;
    }
    reachInRow += *stride * (count - 1);
  }
  if (reachInRow >= placement.rowElements || columnStride != 1)
    return std::nullopt;
  return placed;
}

/// `operand`'s chain back to the GEMM computing it, each value placed at
/// `placement` into `placed`; false when it is not one a GEMM writes in
/// place.
static bool
placeOperand(Value operand, const ConcatPlacement &placement,
             SmallVectorImpl<std::pair<Value, ConcatPlacement>> &placed) {
  Value value = operand;
  while (true) {
    if (!value.hasOneUse())
      return false;
    placed.push_back({value, placement});
    // Reshapes only: the GEMM writes all of its result, so through a slice
    // (a view of its first elements too) it would write past the operand.
    Operation *def = value.getDefiningOp();
    if (!isa_and_nonnull<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(def))
      break;
    value = def->getOperand(0);
  }
  auto op = value.getDefiningOp<linalg::LinalgOp>();
  if (!op || op->getNumResults() != 1 || !op.hasPureTensorSemantics())
    return false;
  // matchGemm takes only the runtime GEMM's element types, so fsdp-translate
  // lowers every op it matches as a Gemm.
  std::optional<GemmShape> gemm = matchGemm(op);
  if (!gemm || !placeGemmOutput(*gemm, placement))
    return false;
  // The call starts from nothing (beta = 0): an empty init, or a zero fill
  // that never runs on its own (a fill that does would write the whole
  // operand at the concatenation's start).
  Value init = op.getDpsInits().front();
  if (!init.hasOneUse() || !isFreshGemmInit(init))
    return false;
  if (init.getDefiningOp<linalg::FillOp>()) {
    if (!getFilledByReader(init))
      return false;
    placed.push_back({init, placement});
  }
  return true;
}

std::optional<SmallVector<std::pair<Value, ConcatPlacement>>>
mlir::fsdp::getConcatPlacements(tensor::ConcatOp concat) {
  RankedTensorType type = concat.getResultType();
  if (!type.hasStaticShape())
    return std::nullopt;
  int64_t dim = int64_t(concat.getDim());
  int64_t tail = 1;
  for (int64_t extent : type.getShape().drop_front(dim + 1))
    tail *= extent;
  SmallVector<std::pair<Value, ConcatPlacement>> placed;
  int64_t start = 0;
  for (Value operand : concat.getInputs()) {
    int64_t extent = cast<RankedTensorType>(operand.getType()).getDimSize(dim);
    ConcatPlacement placement{concat, start * tail, extent * tail,
                              type.getDimSize(dim) * tail};
    start += extent;
    if (!placeOperand(operand, placement, placed))
      return std::nullopt;
  }
  return placed;
}

bool mlir::fsdp::isWrittenInPlace(tensor::ConcatOp concat) {
  return getConcatPlacements(concat).has_value();
}
