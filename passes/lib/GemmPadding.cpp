//===- GemmPadding.cpp - GEMM operands padded to aligned rows -------------===//

#include "GemmPadding.h"

#include "BodyAnalysis.h"

#include "fsdpc/Passes/Contraction.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/Support/MathExtras.h"

#include <numeric>

using namespace mlir;
using namespace mlir::fsdp;

namespace {

/// The dimension that indexes the elements of a row of `type` (its
/// innermost of extent > 1) when there is more than one row (another
/// dimension of extent > 1); else nullopt: a vector has no row stride.
std::optional<unsigned> getRowDim(ShapedType type) {
  std::optional<unsigned> row;
  for (int64_t dim = type.getRank() - 1; dim >= 0; --dim) {
    if (type.getDimSize(dim) == 1)
      continue;
    if (row)
      return row;
    row = unsigned(dim);
  }
  return std::nullopt;
}

unsigned getElementBytes(ShapedType type) {
  return type.getElementTypeBitWidth() / 8;
}

/// Whether each row of `type` starts at a multiple of `alignment` bytes.
bool hasAlignedRows(ShapedType type, unsigned alignment) {
  std::optional<unsigned> row = getRowDim(type);
  return !row || type.getDimSize(*row) * getElementBytes(type) % alignment == 0;
}

/// The shape of an operand of shape `shape` read through `map` once the
/// loops have `extents` (a dimension read at a constant index keeps its
/// extent).
SmallVector<int64_t> getShape(AffineMap map, ArrayRef<int64_t> shape,
                              ArrayRef<int64_t> extents) {
  SmallVector<int64_t> result(shape);
  for (auto [dim, expr] : llvm::enumerate(map.getResults()))
    if (auto loop = dyn_cast<AffineDimExpr>(expr))
      result[dim] = extents[loop.getPosition()];
  return result;
}

/// The operand types of `op` with its loops lengthened so that every
/// operand's rows are aligned, or nullopt when none needs it or that cannot
/// be done while it stays a library GEMM.
std::optional<SmallVector<ShapedType>>
getPaddedTypes(linalg::LinalgOp op, const GemmShape &gemm, unsigned alignment) {
  auto isNarrow = [](Type type) { return type.isBF16() || type.isF16(); };
  if (!isNarrow(gemm.aType) || !isNarrow(gemm.bType) ||
      !isFreshGemmInit(op.getDpsInitOperand(0)->get()))
    return std::nullopt;
  SmallVector<int64_t> extents = op.getStaticLoopRanges();
  bool lengthened = false;
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = cast<ShapedType>(operand.get().getType());
    if (hasAlignedRows(type, alignment))
      continue;
    auto loop = dyn_cast<AffineDimExpr>(
        op.getMatchingIndexingMap(&operand).getResult(*getRowDim(type)));
    if (!loop)
      return std::nullopt;
    unsigned bytes = getElementBytes(type);
    int64_t &extent = extents[loop.getPosition()];
    extent = llvm::alignTo(extent, alignment / std::gcd(alignment, bytes));
    lengthened = true;
  }
  if (!lengthened)
    return std::nullopt;
  SmallVector<ShapedType> types;
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = cast<ShapedType>(operand.get().getType());
    types.push_back(type.clone(getShape(op.getMatchingIndexingMap(&operand),
                                        type.getShape(), extents)));
    // A loop lengthened for one operand can unalign another's rows.
    if (!hasAlignedRows(types.back(), alignment))
      return std::nullopt;
  }
  if (!matchGemm(op, op.getIndexingMapsArray(), types))
    return std::nullopt;
  return types;
}

/// `inside` (null: true) and `index < extent`: whether a point lies within
/// the extents of the tensor a padding came from.
Value andBelow(OpBuilder &b, Location loc, Value inside, Value index,
               int64_t extent) {
  Value end = arith::ConstantIndexOp::create(b, loc, extent);
  Value below =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, index, end);
  return inside ? arith::AndIOp::create(b, loc, inside, below) : below;
}

/// `value` in the larger shape of `type`: its elements where they are,
/// zeros past its end. Reads by tensor.extract at a clamped index, which
/// the fusion can compute an elementwise producer at.
Value createPadded(OpBuilder &builder, Location loc, Value value,
                   RankedTensorType type) {
  auto source = cast<RankedTensorType>(value.getType());
  Type element = type.getElementType();
  unsigned rank = type.getRank();
  Value init = tensor::EmptyOp::create(builder, loc, type.getShape(), element);
  SmallVector<AffineMap> maps = {builder.getMultiDimIdentityMap(rank)};
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  auto body = [&](OpBuilder &b, Location at, ValueRange) {
    SmallVector<Value> indices;
    Value inside;
    for (unsigned dim = 0; dim < rank; ++dim) {
      Value index = linalg::IndexOp::create(b, at, dim);
      int64_t extent = source.getDimSize(dim);
      if (extent != type.getDimSize(dim)) {
        inside = andBelow(b, at, inside, index, extent);
        Value last = arith::ConstantIndexOp::create(b, at, extent - 1);
        index = arith::MinUIOp::create(b, at, index, last);
      }
      indices.push_back(index);
    }
    Value read = tensor::ExtractOp::create(b, at, value, indices);
    Value zero =
        arith::ConstantOp::create(b, at, element, b.getZeroAttr(element));
    linalg::YieldOp::create(
        b, at, ValueRange{arith::SelectOp::create(b, at, inside, read, zero)});
  };
  return linalg::GenericOp::create(builder, loc, TypeRange{type}, ValueRange{},
                                   ValueRange{init}, maps, iterators, body)
      .getResult(0);
}

/// The zero (or empty) start of a padded GEMM: `init`'s, in `type`.
Value createPaddedInit(OpBuilder &builder, Location loc, Value init,
                       RankedTensorType type) {
  Value empty = tensor::EmptyOp::create(builder, loc, type.getShape(),
                                        type.getElementType());
  auto fill = init.getDefiningOp<linalg::FillOp>();
  if (!fill)
    return empty;
  return linalg::FillOp::create(builder, loc, fill.getInputs(),
                                ValueRange{empty})
      .getResult(0);
}

/// Padded operands, one per value, shape and block, shared by the GEMMs
/// of that block reading them (the first one, which made it, comes first).
class PaddedValues {
public:
  Value get(OpBuilder &builder, Location loc, Value value,
            RankedTensorType type) {
    auto &made = padded[{value, builder.getInsertionBlock()}];
    for (auto [shape, result] : made)
      if (shape == type)
        return result;
    Value result = createPadded(builder, loc, value, type);
    made.emplace_back(type, result);
    return result;
  }

private:
  llvm::DenseMap<std::pair<Value, Block *>,
                 SmallVector<std::pair<Type, Value>, 1>>
      padded;
};

/// Rewrites `op` to read and write `types` (getPaddedTypes), slicing its
/// result back to its own shape.
void padGemm(linalg::LinalgOp op, ArrayRef<ShapedType> types,
             PaddedValues &paddedValues) {
  OpBuilder builder(op);
  Location loc = op.getLoc();
  SmallVector<Value> operands;
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = cast<RankedTensorType>(types[operand.getOperandNumber()]);
    Value value = operand.get();
    if (type != value.getType())
      value = op.isDpsInit(&operand)
                  ? createPaddedInit(builder, loc, value, type)
                  : paddedValues.get(builder, loc, value, type);
    operands.push_back(value);
  }
  Operation *padded = builder.clone(*op.getOperation());
  padded->setOperands(operands);
  Value result = padded->getResult(0);
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  result.setType(types.back());
  // getPaddedTypes asked with the old loop extents; the op as built is the
  // one that must be a library GEMM. The paddings left unread are dead ops
  // the fusion's driver erases.
  if (!matchGemm(cast<linalg::LinalgOp>(padded))) {
    padded->erase();
    return;
  }
  builder.setInsertionPointAfter(padded);
  if (result.getType() != resultType) {
    SmallVector<OpFoldResult> offsets(resultType.getRank(),
                                      builder.getIndexAttr(0));
    SmallVector<OpFoldResult> strides(resultType.getRank(),
                                      builder.getIndexAttr(1));
    SmallVector<OpFoldResult> sizes = llvm::map_to_vector(
        resultType.getShape(), [&](int64_t size) -> OpFoldResult {
          return builder.getIndexAttr(size);
        });
    result = tensor::ExtractSliceOp::create(builder, loc, resultType, result,
                                            offsets, sizes, strides);
  }
  op->getResult(0).replaceAllUsesWith(result);
  op->erase();
}

} // namespace

bool mlir::fsdp::padGemmOperands(func::FuncOp func, unsigned alignmentBytes) {
  if (alignmentBytes == 0)
    return false;
  // Collected first: the rewrite adds ops. In program order, so that a
  // shared padding is placed before its first reader.
  SmallVector<std::pair<linalg::LinalgOp, SmallVector<ShapedType>>> gemms;
  func.walk([&](linalg::LinalgOp op) {
    if (op->getNumResults() != 1 || !op.hasPureTensorSemantics() ||
        op.getNumDpsInits() != 1)
      return;
    std::optional<GemmShape> gemm = matchGemm(op);
    if (!gemm)
      return;
    if (std::optional<SmallVector<ShapedType>> types =
            getPaddedTypes(op, *gemm, alignmentBytes))
      gemms.emplace_back(op, std::move(*types));
  });
  PaddedValues padded;
  for (auto &[op, types] : gemms)
    padGemm(op, types, padded);
  return !gemms.empty();
}

namespace {

/// A zero-offset, unit-stride slice that only shortens some dimensions of
/// its source (a padded GEMM's result sliced back): an element of it is the
/// source's element at the same indices.
bool isPrefixSlice(tensor::ExtractSliceOp slice) {
  return slice.hasUnitStride() && slice.hasZeroOffset() &&
         slice.getSourceType().getRank() == slice.getResultType().getRank();
}

/// An element read out of a prefix slice is read out of its source, so a
/// gather (the loss picking a logit, the padded gradient's kernel) does not
/// keep the slice's copy alive.
struct ExtractFromSliceSource : public OpRewritePattern<tensor::ExtractOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::ExtractOp extract,
                                PatternRewriter &rewriter) const override {
    auto slice = extract.getTensor().getDefiningOp<tensor::ExtractSliceOp>();
    if (!slice || !isPrefixSlice(slice))
      return rewriter.notifyMatchFailure(extract, "not of a prefix slice");
    rewriter.modifyOpInPlace(
        extract, [&] { extract.getTensorMutable().assign(slice.getSource()); });
    return success();
  }
};

/// A reduction reading a prefix slice whose shortened dimensions it reduces
/// over, through loops no other operand reads, reads the source instead:
/// its loops lengthen to the source's extents, and a point past the slice
/// folds the combining op's neutral element (exact: the outputs are what
/// they were). The slice's copy is then not needed: a padded GEMM's result
/// is reduced (a softmax's max and sum over the logits) where it lies. Only
/// for slices at most an eighth shorter: the reduction runs the whole
/// source.
struct ReduceOverSliceSource : public OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp reader,
                                PatternRewriter &rewriter) const override {
    if (reader.getNumReductionLoops() == 0 || !reader.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(reader, "not a reduction on tensors");
    for (OpOperand *input : reader.getDpsInputOperands()) {
      auto slice = input->get().getDefiningOp<tensor::ExtractSliceOp>();
      if (!slice || !isPrefixSlice(slice))
        continue;
      SmallVector<std::pair<unsigned, int64_t>> cut; // loop, slice extent
      if (!getCutLoops(reader, *input, slice, cut))
        continue;
      SmallVector<std::pair<OpOperand *, TypedAttr>> folded;
      for (unsigned i = 0; i < reader.getNumDpsInits(); ++i) {
        std::optional<std::pair<OpOperand *, TypedAttr>> value =
            getFoldedTerm(reader, i);
        if (!value)
          break;
        folded.push_back(*value);
      }
      if (int64_t(folded.size()) != reader.getNumDpsInits())
        continue;
      rewriter.modifyOpInPlace(reader, [&] {
        input->assign(slice.getSource());
        maskPastSlice(reader, cut, folded, rewriter);
      });
      return success();
    }
    return rewriter.notifyMatchFailure(reader, "no prefix slice to reduce");
  }

private:
  /// The loops through which `reader` reads the dimensions `slice`
  /// shortens, with the slice's extents: each a reduction loop that no
  /// other operand reads, shortened by at most an eighth. False otherwise.
  static bool getCutLoops(linalg::GenericOp reader, OpOperand &input,
                          tensor::ExtractSliceOp slice,
                          SmallVector<std::pair<unsigned, int64_t>> &cut) {
    AffineMap map = reader.getMatchingIndexingMap(&input);
    ArrayRef<int64_t> from = slice.getSourceType().getShape();
    ArrayRef<int64_t> to = slice.getResultType().getShape();
    SmallVector<utils::IteratorType> iterators = reader.getIteratorTypesArray();
    for (unsigned dim = 0; dim < to.size(); ++dim) {
      if (from[dim] == to[dim])
        continue;
      auto loop = dyn_cast<AffineDimExpr>(map.getResult(dim));
      if (!loop ||
          !linalg::isReductionIterator(iterators[loop.getPosition()]) ||
          ShapedType::isDynamic(from[dim]) ||
          (from[dim] - to[dim]) * 8 > to[dim])
        return false;
      for (OpOperand &other : reader->getOpOperands())
        if (&other != &input &&
            reader.getMatchingIndexingMap(&other).isFunctionOfDim(
                loop.getPosition()))
          return false;
      cut.emplace_back(loop.getPosition(), to[dim]);
    }
    return !cut.empty();
  }

  /// Each folded value becomes the neutral element at points past the
  /// slice's extents.
  static void maskPastSlice(linalg::GenericOp reader,
                            ArrayRef<std::pair<unsigned, int64_t>> cut,
                            ArrayRef<std::pair<OpOperand *, TypedAttr>> folded,
                            PatternRewriter &rewriter) {
    Block *body = reader.getBlock();
    Location loc = reader.getLoc();
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(body);
    Value inside;
    for (auto [loop, extent] : cut)
      inside = andBelow(rewriter, loc, inside,
                        linalg::IndexOp::create(rewriter, loc, loop), extent);
    for (auto [value, neutral] : folded) {
      rewriter.setInsertionPoint(value->getOwner());
      Value identity = arith::ConstantOp::create(rewriter, loc, neutral);
      value->assign(arith::SelectOp::create(rewriter, loc, inside, value->get(),
                                            identity));
    }
  }
};

} // namespace

void mlir::fsdp::populatePaddedSlicePatterns(RewritePatternSet &patterns) {
  patterns.add<ExtractFromSliceSource, ReduceOverSliceSource>(
      patterns.getContext());
}
