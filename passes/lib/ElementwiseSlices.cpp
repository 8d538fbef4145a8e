//===- ElementwiseSlices.cpp - an elementwise result as its slices -------===//
//
// Part of fsdp-form-kernels' fusion (KernelFusion.h): equal pieces of an
// elementwise result that nothing else reads are computed where they are
// read, by one generic writing each piece.
//
//===----------------------------------------------------------------------===//

#include "KernelFusion.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace mlir::fsdp;

namespace {

/// The static offsets of `slices` (of a `full`-shaped tensor) when all are
/// unit-stride, rank-preserving slices of the same static sizes, each
/// dimension they cut into equal pieces at multiples of the piece.
std::optional<SmallVector<SmallVector<int64_t>>>
getTilingSliceOffsets(ArrayRef<tensor::ExtractSliceOp> slices,
                      ArrayRef<int64_t> full) {
  SmallVector<SmallVector<int64_t>> offsets;
  for (tensor::ExtractSliceOp slice : slices) {
    RankedTensorType type = slice.getResultType();
    if (slice.getSourceType().getRank() != type.getRank() ||
        !slice.hasUnitStride() || !type.hasStaticShape() ||
        type != tensor::ExtractSliceOp(slices.front()).getResultType() ||
        llvm::any_of(slice.getStaticOffsets(), ShapedType::isDynamic))
      return std::nullopt;
    for (auto [offset, size, whole] :
         llvm::zip(slice.getStaticOffsets(), type.getShape(), full))
      if (whole % size != 0 || offset % size != 0)
        return std::nullopt;
    offsets.push_back(llvm::to_vector(slice.getStaticOffsets()));
  }
  return offsets;
}

/// Slices of an elementwise op's result (a QKV projection's bias add split
/// into q, k and v) are computed where they are read when nothing else
/// reads the result and they are equal pieces of it: one generic over a
/// slice's points writes every slice, reading the op's inputs at each
/// slice's piece (each input's cut dimension split into pieces by a
/// tensor.expand_shape, a view: (d0, d1, d2) -> (d0, d1, 1, d2) reads
/// `k`), so neither the whole result nor a copy of each slice is stored.
struct ElementwiseIntoSlices : public OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp producer,
                                PatternRewriter &rewriter) const override {
    if (producer->getNumResults() != 1 ||
        producer.getNumReductionLoops() != 0 ||
        !producer.hasPureTensorSemantics() ||
        producer.payloadUsesValueFromOperand(producer.getDpsInitOperand(0)) ||
        producer->use_empty() ||
        !llvm::all_of(producer->getUsers(),
                      llvm::IsaPred<tensor::ExtractSliceOp>))
      return rewriter.notifyMatchFailure(producer, "not read by slices alone");
    if (!producer.getMatchingIndexingMap(producer.getDpsInitOperand(0))
             .isIdentity() ||
        !llvm::all_of(producer.getIndexingMapsArray(), isPlainMap))
      return rewriter.notifyMatchFailure(producer, "not plain indexing maps");
    // Static shapes: the pieces' views are of known sizes.
    if (llvm::any_of(producer->getOperandTypes(), [](Type type) {
          auto shaped = dyn_cast<ShapedType>(type);
          return shaped && !shaped.hasStaticShape();
        }))
      return rewriter.notifyMatchFailure(producer, "dynamic shapes");
    auto slices = llvm::map_to_vector(producer->getUsers(), [](Operation *op) {
      return cast<tensor::ExtractSliceOp>(op);
    });
    // In the order of their offsets: the first piece is the first result.
    llvm::sort(slices, [](tensor::ExtractSliceOp a, tensor::ExtractSliceOp b) {
      return a.getStaticOffsets() < b.getStaticOffsets();
    });
    auto resultType = cast<RankedTensorType>(producer->getResultTypes()[0]);
    std::optional<SmallVector<SmallVector<int64_t>>> offsets =
        getTilingSliceOffsets(slices, resultType.getShape());
    if (!offsets || slices.front().getResultType().getNumElements() *
                            int64_t(slices.size()) >
                        resultType.getNumElements())
      return rewriter.notifyMatchFailure(producer, "not pieces of the result");
    linalg::GenericOp sliced =
        buildSliceGeneric(rewriter, producer, slices, *offsets);
    for (auto [slice, value] : llvm::zip(slices, sliced->getResults()))
      rewriter.replaceOp(slice, value);
    rewriter.eraseOp(producer);
    return success();
  }

private:
  /// Each input of `producer` with its dimensions read by a cut loop split
  /// into pieces of the slices' `sizes` (the input itself when none is),
  /// and per result of its map, the loop whose pieces it splits (or none).
  static std::pair<Value, SmallVector<std::optional<unsigned>>>
  splitIntoPieces(PatternRewriter &rewriter, linalg::GenericOp producer,
                  OpOperand *input, ArrayRef<int64_t> sizes,
                  ArrayRef<int64_t> full) {
    auto type = cast<RankedTensorType>(input->get().getType());
    AffineMap map = producer.getMatchingIndexingMap(input);
    SmallVector<std::optional<unsigned>> cut;
    SmallVector<ReassociationIndices> groups;
    SmallVector<int64_t> shape;
    for (auto [dim, expr] : llvm::enumerate(map.getResults())) {
      auto loop = dyn_cast<AffineDimExpr>(expr);
      bool split =
          loop && sizes[loop.getPosition()] != full[loop.getPosition()];
      cut.push_back(split ? std::optional(loop.getPosition()) : std::nullopt);
      groups.emplace_back();
      if (split) {
        groups.back().push_back(shape.size());
        shape.push_back(full[loop.getPosition()] / sizes[loop.getPosition()]);
      }
      groups.back().push_back(shape.size());
      shape.push_back(split ? sizes[loop.getPosition()] : type.getDimSize(dim));
    }
    if (llvm::none_of(cut, [](auto loop) { return loop.has_value(); }))
      return {input->get(), cut};
    Value pieces = tensor::ExpandShapeOp::create(
        rewriter, producer.getLoc(),
        RankedTensorType::get(shape, type.getElementType()), input->get(),
        groups);
    return {pieces, cut};
  }

  /// The generic writing each of `slices` (at `offsets`) of `producer`.
  static linalg::GenericOp
  buildSliceGeneric(PatternRewriter &rewriter, linalg::GenericOp producer,
                    ArrayRef<tensor::ExtractSliceOp> slices,
                    ArrayRef<SmallVector<int64_t>> offsets) {
    MLIRContext *context = producer.getContext();
    RankedTensorType type =
        tensor::ExtractSliceOp(slices.front()).getResultType();
    ArrayRef<int64_t> sizes = type.getShape();
    ArrayRef<int64_t> full =
        cast<RankedTensorType>(producer->getResultTypes()[0]).getShape();
    unsigned rank = type.getRank();
    // Each producer input at each slice's piece, once per distinct map.
    SmallVector<Value> inputs;
    SmallVector<AffineMap> maps;
    SmallVector<SmallVector<unsigned>> inputOf(slices.size());
    rewriter.setInsertionPoint(producer);
    for (OpOperand *input : producer.getDpsInputOperands()) {
      Value source = input->get();
      SmallVector<std::optional<unsigned>> cut;
      AffineMap map = producer.getMatchingIndexingMap(input);
      if (isa<RankedTensorType>(source.getType()))
        std::tie(source, cut) =
            splitIntoPieces(rewriter, producer, input, sizes, full);
      for (auto [index, offset] : llvm::enumerate(offsets)) {
        SmallVector<AffineExpr> results;
        for (auto [at, expr] : llvm::enumerate(map.getResults())) {
          if (at < cut.size() && cut[at])
            results.push_back(getAffineConstantExpr(
                offset[*cut[at]] / sizes[*cut[at]], context));
          results.push_back(expr);
        }
        AffineMap pieceMap = AffineMap::get(rank, 0, results, context);
        unsigned position = 0;
        while (position < inputs.size() &&
               (inputs[position] != source || maps[position] != pieceMap))
          ++position;
        if (position == inputs.size()) {
          inputs.push_back(source);
          maps.push_back(pieceMap);
        }
        inputOf[index].push_back(position);
      }
    }
    Location loc = producer.getLoc();
    SmallVector<Value> inits;
    for (size_t count = 0; count < slices.size(); ++count) {
      inits.push_back(
          tensor::EmptyOp::create(rewriter, loc, sizes, type.getElementType()));
      maps.push_back(rewriter.getMultiDimIdentityMap(rank));
    }
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    return linalg::GenericOp::create(
        rewriter, loc, SmallVector<Type>(slices.size(), type), inputs, inits,
        maps, iterators, [&](OpBuilder &b, Location at, ValueRange args) {
          SmallVector<Value> yields;
          for (auto [index, offset] : llvm::enumerate(offsets))
            yields.push_back(
                cloneBodyAt(b, at, producer, args, inputOf[index], offset));
          linalg::YieldOp::create(b, at, yields);
        });
  }

  /// `producer`'s body on the block arguments `args` (its input `i` at
  /// `args[inputOf[i]]`), its loops at `offset` from the new ones'.
  static Value cloneBodyAt(OpBuilder &b, Location at,
                           linalg::GenericOp producer, ValueRange args,
                           ArrayRef<unsigned> inputOf,
                           ArrayRef<int64_t> offset) {
    Block *body = producer.getBlock();
    IRMapping mapping;
    for (auto [input, arg] : llvm::zip(producer.getDpsInputOperands(), inputOf))
      mapping.map(body->getArgument(input->getOperandNumber()), args[arg]);
    return cloneElementwiseBody(b, producer, mapping, [&](unsigned loop) {
      Value point = linalg::IndexOp::create(b, at, loop);
      if (int64_t shift = offset[loop])
        point = arith::AddIOp::create(
            b, at, point, arith::ConstantIndexOp::create(b, at, shift));
      return point;
    });
  }
};

} // namespace

void mlir::fsdp::populateElementwiseSlicePatterns(RewritePatternSet &patterns) {
  patterns.add<ElementwiseIntoSlices>(patterns.getContext());
}
