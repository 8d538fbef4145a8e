//===- KernelOutlining.cpp - one program op as a kernel function ----------===//

#include "KernelOutlining.h"
#include "ScatterAdd.h"

#include "fsdpc/Passes/Contraction.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/RegionUtils.h"

using namespace mlir;
using namespace mlir::fsdp;

namespace {

/// Builds one kernel: binds the program's tensors to memref arguments,
/// recomputes the scalars the op uses, then emits the op on memrefs.
class KernelBuilder {
public:
  KernelBuilder(Operation *op, MeshAttr mesh,
                function_ref<Value(Value, ArrayRef<Value>)> writtenOver,
                bool rowByRow)
      : op(op), mesh(mesh), writtenOver(writtenOver), rowByRow(rowByRow) {}

  FailureOr<OutlinedKernel> build(ModuleOp kernels, StringRef name);

private:
  /// Collects the scalar ops `value` depends on and the tensors they read.
  LogicalResult collectScalar(Value value);
  void addRead(Value tensor) {
    if (!llvm::is_contained(reads, tensor))
      reads.push_back(tensor);
  }
  /// The kernel's value for the program scalar `value`.
  Value scalar(Value value) { return mapping.lookupOrDefault(value); }
  LogicalResult emitScalars(OpBuilder &b);
  LogicalResult emitBody(OpBuilder &b);
  LogicalResult emitLinalg(OpBuilder &b, linalg::LinalgOp linalgOp);
  LogicalResult emitRowKernel(OpBuilder &b, RowKernelOp kernel);
  /// This rank's index along `axes` (the kernel's rank coordinates).
  Value emitRank(OpBuilder &b, Location loc, ArrayAttr axes);
  void emitShard(OpBuilder &b, ShardOp shard);
  void emitCopy(OpBuilder &b, Value from, Value to);
  Value sliceLoop(OpBuilder &b, Value memref, AffineMap map, unsigned loop,
                  OpFoldResult offset, OpFoldResult size);
  Value sliceRows(OpBuilder &b, Value memref, AffineMap map);
  void emitRowLoops(OpBuilder &b, RowKernelOp kernel,
                    ArrayRef<Operation *> phases);

  Operation *op;
  MeshAttr mesh;
  function_ref<Value(Value, ArrayRef<Value>)> writtenOver;
  SmallVector<Value> reads;
  SmallVector<Operation *> scalarOps;
  bool usesRank = false;
  int64_t range = 1;
  bool split = false;
  /// Whether a linalg op may split its first loop (a row kernel's phases
  /// split all together or not at all).
  bool maySplit = true;
  bool rowByRow;
  /// Within a row kernel run row by row: the row's index along each row
  /// loop; the phases are emitted on that row.
  SmallVector<Value> rowPoint;
  // In the kernel:
  IRMapping mapping; // program scalars and tensors -> kernel values
  Value rankCoords, begin, end;
};

} // namespace

LogicalResult KernelBuilder::collectScalar(Value value) {
  if (isa<ShapedType>(value.getType())) {
    addRead(value);
    return success();
  }
  Operation *def = value.getDefiningOp();
  if (!def)
    return op->emitOpError("uses a scalar block argument, which a kernel "
                           "cannot receive");
  if (llvm::is_contained(scalarOps, def))
    return success();
  if (isa<RankOp>(def)) {
    usesRank = true;
  } else if (auto extract = dyn_cast<tensor::ExtractOp>(def)) {
    addRead(extract.getTensor());
    for (Value index : extract.getIndices())
      if (failed(collectScalar(index)))
        return failure();
  } else if (def->getNumRegions() == 0 && isMemoryEffectFree(def)) {
    for (Value operand : def->getOperands())
      if (failed(collectScalar(operand)))
        return failure();
  } else {
    return op->emitOpError() << "uses a scalar computed by '" << def->getName()
                             << "', which a kernel cannot recompute";
  }
  scalarOps.push_back(def);
  return success();
}

LogicalResult KernelBuilder::emitScalars(OpBuilder &b) {
  llvm::sort(scalarOps,
             [](Operation *x, Operation *y) { return x->isBeforeInBlock(y); });
  for (Operation *def : scalarOps) {
    Location loc = def->getLoc();
    if (auto extract = dyn_cast<tensor::ExtractOp>(def)) {
      SmallVector<Value> indices = llvm::map_to_vector(
          extract.getIndices(), [&](Value index) { return scalar(index); });
      mapping.map(extract.getResult(),
                  memref::LoadOp::create(
                      b, loc, mapping.lookup(extract.getTensor()), indices));
      continue;
    }
    if (auto rank = dyn_cast<RankOp>(def)) {
      mapping.map(rank.getResult(), emitRank(b, loc, rank.getAxes()));
      continue;
    }
    b.clone(*def, mapping);
  }
  return success();
}

/// An all-parallel linalg.generic over `output` reading `inputs` (of its
/// shape) at the same point.
static void
emitElementwise(OpBuilder &b, Location loc, ValueRange inputs, Value output,
                function_ref<void(OpBuilder &, Location, ValueRange)> body) {
  int64_t rank = cast<MemRefType>(output.getType()).getRank();
  SmallVector<AffineMap> maps(inputs.size() + 1,
                              b.getMultiDimIdentityMap(rank));
  SmallVector<utils::IteratorType> parallel(rank,
                                            utils::IteratorType::parallel);
  linalg::GenericOp::create(b, loc, TypeRange{}, inputs, ValueRange{output},
                            maps, parallel, body);
}

Value KernelBuilder::emitRank(OpBuilder &b, Location loc, ArrayAttr axes) {
  // Row-major over the listed axes, as the dialect defines it.
  Value linear = arith::ConstantIndexOp::create(b, loc, 0);
  for (StringAttr axis : axes.getAsRange<StringAttr>()) {
    unsigned index = *mesh.getAxisIndex(axis.getValue());
    Value position = arith::ConstantIndexOp::create(b, loc, index);
    Value coord = memref::LoadOp::create(b, loc, rankCoords, position);
    coord = arith::IndexCastOp::create(b, loc, b.getIndexType(), coord);
    Value size =
        arith::ConstantIndexOp::create(b, loc, mesh.getAxisSizes()[index]);
    linear = arith::AddIOp::create(
        b, loc, arith::MulIOp::create(b, loc, linear, size), coord);
  }
  return linear;
}

void KernelBuilder::emitShard(OpBuilder &b, ShardOp shard) {
  // result[.., i, ..] = input[.., rank * rows + i, ..], zero past the input's
  // last row (the padded tail of the last shards).
  Location loc = op->getLoc();
  Value input = mapping.lookup(shard.getInput());
  Value result = mapping.lookup(shard.getResult());
  auto type = cast<MemRefType>(result.getType());
  int64_t dim = shard.getDim();
  Value rows = arith::ConstantIndexOp::create(b, loc, type.getDimSize(dim));
  Value total = arith::ConstantIndexOp::create(
      b, loc, cast<MemRefType>(input.getType()).getDimSize(dim));
  Value first =
      arith::MulIOp::create(b, loc, emitRank(b, loc, shard.getAxes()), rows);
  emitElementwise(
      b, loc, {}, result, [&](OpBuilder &nested, Location at, ValueRange) {
        SmallVector<Value> indices;
        for (int64_t d = 0; d < type.getRank(); ++d)
          indices.push_back(linalg::IndexOp::create(nested, at, d));
        Value row = arith::AddIOp::create(nested, at, first, indices[dim]);
        Value inside = arith::CmpIOp::create(
            nested, at, arith::CmpIPredicate::ult, row, total);
        indices[dim] = arith::SelectOp::create(
            nested, at, inside, row,
            arith::ConstantIndexOp::create(nested, at, 0));
        Value element = memref::LoadOp::create(nested, at, input, indices);
        Value zero = arith::ConstantOp::create(
            nested, at, nested.getZeroAttr(type.getElementType()));
        linalg::YieldOp::create(nested, at,
                                ValueRange{arith::SelectOp::create(
                                    nested, at, inside, element, zero)});
      });
}

void KernelBuilder::emitCopy(OpBuilder &b, Value from, Value to) {
  emitElementwise(b, op->getLoc(), from, to,
                  [](OpBuilder &nested, Location loc, ValueRange args) {
                    linalg::YieldOp::create(nested, loc, args.front());
                  });
}

/// `memref` restricted to [offset, offset + size) along the tensor
/// dimension that `map` gives loop `loop`, or `memref` when no dimension is
/// that loop.
Value KernelBuilder::sliceLoop(OpBuilder &b, Value memref, AffineMap map,
                               unsigned loop, OpFoldResult offset,
                               OpFoldResult size) {
  auto type = cast<MemRefType>(memref.getType());
  std::optional<unsigned> position;
  for (auto [index, expr] : llvm::enumerate(map.getResults()))
    if (auto dim = dyn_cast<AffineDimExpr>(expr);
        dim && dim.getPosition() == loop)
      position = index;
  if (!position)
    return memref;
  SmallVector<OpFoldResult> offsets(type.getRank(), b.getIndexAttr(0));
  SmallVector<OpFoldResult> sizes, strides(type.getRank(), b.getIndexAttr(1));
  for (int64_t extent : type.getShape())
    sizes.push_back(b.getIndexAttr(extent));
  offsets[*position] = offset;
  sizes[*position] = size;
  return memref::SubViewOp::create(b, op->getLoc(), memref, offsets, sizes,
                                   strides);
}

/// `memref` restricted to the row `rowPoint` (one index of each row loop).
Value KernelBuilder::sliceRows(OpBuilder &b, Value memref, AffineMap map) {
  for (auto [loop, index] : llvm::enumerate(rowPoint))
    memref = sliceLoop(b, memref, map, loop, index, b.getIndexAttr(1));
  return memref;
}

/// Whether loop `loop` can be split: it is parallel and every operand
/// either indexes it by one plain dimension or not at all (sliceLoop slices
/// one dimension: a diagonal read of it cannot be sliced).
static bool canSplitLoop(linalg::LinalgOp op, unsigned loop) {
  if (op.getNumLoops() <= loop ||
      op.getIteratorTypesArray()[loop] != utils::IteratorType::parallel)
    return false;
  for (AffineMap map : op.getIndexingMapsArray()) {
    unsigned uses = 0;
    for (AffineExpr expr : map.getResults()) {
      if (!expr.isFunctionOfDim(loop))
        continue;
      if (!isa<AffineDimExpr>(expr) || ++uses > 1)
        return false;
    }
  }
  return true;
}

LogicalResult KernelBuilder::emitLinalg(OpBuilder &b,
                                        linalg::LinalgOp linalgOp) {
  Location loc = op->getLoc();
  SmallVector<AffineMap> maps = linalgOp.getIndexingMapsArray();
  if (std::optional<ScatterAdd> scatter = matchScatterAdd(linalgOp)) {
    // A one-hot contraction runs as the scatter it is.
    SmallVector<Value> inputs;
    for (OpOperand *input : linalgOp.getDpsInputOperands())
      inputs.push_back(isa<ShapedType>(input->get().getType())
                           ? mapping.lookup(input->get())
                           : scalar(input->get()));
    if (scatter->splitLoop) {
      split = true;
      range = linalgOp.getStaticLoopRanges()[*scatter->splitLoop];
    }
    emitScatterAdd(b, loc, linalgOp, *scatter, inputs,
                   mapping.lookup(linalgOp->getResult(0)), mapping, begin, end);
    return success();
  }
  split = maySplit && canSplitLoop(linalgOp, 0);
  if (split)
    range = linalgOp.getStaticLoopRanges().front();
  // The part of an operand this call computes on: its rows [begin, end) of
  // the split loop, or the one row of a row kernel run row by row.
  auto part = [&](Value memref, AffineMap map) {
    if (!rowPoint.empty())
      return sliceRows(b, memref, map);
    if (!split)
      return memref;
    OpFoldResult rows = arith::SubIOp::create(b, loc, end, begin).getResult();
    return sliceLoop(b, memref, map, 0, begin, rows);
  };
  SmallVector<Value> inputs, outputs;
  for (OpOperand *operand : linalgOp.getDpsInputOperands()) {
    Value value = operand->get();
    if (!isa<ShapedType>(value.getType())) {
      inputs.push_back(scalar(value));
      continue;
    }
    inputs.push_back(
        part(mapping.lookup(value), linalgOp.getMatchingIndexingMap(operand)));
  }
  for (auto [index, result] : llvm::enumerate(linalgOp->getResults())) {
    Value memref = mapping.lookup(result);
    OpOperand *init = linalgOp.getDpsInitOperand(index);
    outputs.push_back(part(memref, linalgOp.getMatchingIndexingMap(init)));
    // A fill this op starts from is done here, on the part it computes
    // (the program emits none: isFilledByReaders).
    if (linalg::FillOp fill = getFilledByReader(init->get());
        fill && linalgOp.payloadUsesValueFromOperand(init))
      linalg::FillOp::create(b, loc, scalar(fill.getInputs().front()),
                             outputs.back());
  }
  Block *body = linalgOp.getBlock();
  auto generic =
      linalg::GenericOp::create(b, loc, TypeRange{}, inputs, outputs, maps,
                                linalgOp.getIteratorTypesArray());
  Region &region = generic.getRegion();
  Block *block = &region.emplaceBlock();
  IRMapping bodyMapping = mapping;
  for (BlockArgument arg : body->getArguments())
    bodyMapping.map(arg, block->addArgument(arg.getType(), loc));
  OpBuilder inner = OpBuilder::atBlockEnd(block);
  for (Operation &nested : *body) {
    // A table read by the body (an embedding lookup) is a memref here.
    if (auto extract = dyn_cast<tensor::ExtractOp>(nested)) {
      SmallVector<Value> indices =
          llvm::map_to_vector(extract.getIndices(), [&](Value index) {
            return bodyMapping.lookupOrDefault(index);
          });
      bodyMapping.map(
          extract.getResult(),
          memref::LoadOp::create(
              inner, loc, bodyMapping.lookup(extract.getTensor()), indices));
      continue;
    }
    // The split loop's index counts from the sub-range's start, a row
    // loop's from the row's.
    auto index = dyn_cast<linalg::IndexOp>(nested);
    Value start;
    if (index && index.getDim() < rowPoint.size())
      start = rowPoint[index.getDim()];
    else if (index && split && index.getDim() == 0)
      start = begin;
    if (!start) {
      inner.clone(nested, bodyMapping);
      continue;
    }
    Value local = inner.clone(nested, bodyMapping)->getResult(0);
    bodyMapping.map(index.getResult(),
                    arith::AddIOp::create(inner, loc, local, start));
  }
  return success();
}

/// The phases one after the other on the kernel's memrefs: each writes its
/// result where the kernel's result lies, and the later phases read it
/// there. The CPU thread pool splits the rows: every phase takes the same
/// rows, so that a phase only reads what the same call wrote.
LogicalResult KernelBuilder::emitRowKernel(OpBuilder &b, RowKernelOp kernel) {
  Block &body = kernel.getBody().front();
  for (auto [arg, input] : llvm::zip(body.getArguments(), kernel.getInputs()))
    mapping.map(arg, mapping.lookup(input));
  for (auto [value, result] :
       llvm::zip(body.getTerminator()->getOperands(), kernel.getResults()))
    mapping.map(value, mapping.lookup(result));
  SmallVector<Operation *> phases = kernel.getPhases();
  // A scatter's loops are its own (emitScatterAdd): not a row's.
  for (Operation *phase : phases)
    if (matchScatterAdd(cast<linalg::LinalgOp>(phase)))
      return phase->emitOpError("is a scatter, which runs as a kernel of its "
                                "own, not as a phase of an fsdp.row_kernel");
  int64_t rows = kernel.getRows();
  auto splits = [&](unsigned loop) {
    return llvm::all_of(phases, [&](Operation *phase) {
      return canSplitLoop(cast<linalg::LinalgOp>(phase), loop);
    });
  };
  maySplit = splits(0);
  if (rowByRow && llvm::all_of(llvm::seq<unsigned>(0, rows), splits)) {
    emitRowLoops(b, kernel, phases);
    return success();
  }
  for (Operation *phase : phases)
    if (failed(emitLinalg(b, cast<linalg::LinalgOp>(phase))))
      return failure();
  return success();
}

/// The host's form of a row kernel: a loop over the call's rows [begin,
/// end) of the first row loop and over the other row loops, each iteration
/// running every phase on its one row (so a softmax's row is read from the
/// cache after its maximum). The thread pool still splits the first loop.
void KernelBuilder::emitRowLoops(OpBuilder &b, RowKernelOp kernel,
                                 ArrayRef<Operation *> phases) {
  Location loc = op->getLoc();
  SmallVector<int64_t> extents =
      cast<linalg::LinalgOp>(phases.front()).getStaticLoopRanges();
  SmallVector<Value> lbs = {begin}, ubs = {end}, steps;
  for (int64_t loop = 1; loop < kernel.getRows(); ++loop) {
    lbs.push_back(arith::ConstantIndexOp::create(b, loc, 0));
    ubs.push_back(arith::ConstantIndexOp::create(b, loc, extents[loop]));
  }
  steps.assign(lbs.size(), arith::ConstantIndexOp::create(b, loc, 1));
  scf::buildLoopNest(b, loc, lbs, ubs, steps,
                     [&](OpBuilder &inner, Location, ValueRange row) {
                       rowPoint.assign(row.begin(), row.end());
                       for (Operation *phase : phases)
                         (void)emitLinalg(inner, cast<linalg::LinalgOp>(phase));
                     });
  rowPoint.clear();
  split = true;
  range = extents.front();
}

LogicalResult KernelBuilder::emitBody(OpBuilder &b) {
  Location loc = op->getLoc();
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    return emitLinalg(b, linalgOp);
  if (auto kernel = dyn_cast<RowKernelOp>(op))
    return emitRowKernel(b, kernel);
  auto subview = [&](Value memref, Type resultType,
                     ArrayRef<OpFoldResult> offsets,
                     ArrayRef<OpFoldResult> sizes,
                     ArrayRef<OpFoldResult> strides) -> Value {
    auto sourceType = cast<MemRefType>(memref.getType());
    auto shape = cast<ShapedType>(resultType).getShape();
    MemRefType type = memref::SubViewOp::inferRankReducedResultType(
        shape, sourceType, offsets, sizes, strides);
    return memref::SubViewOp::create(b, loc, type, memref, offsets, sizes,
                                     strides);
  };
  auto mapFolds = [&](SmallVector<OpFoldResult> folds) {
    for (OpFoldResult &fold : folds)
      if (auto value = dyn_cast<Value>(fold))
        fold = scalar(value);
    return folds;
  };
  if (auto shard = dyn_cast<ShardOp>(op)) {
    emitShard(b, shard);
    return success();
  }
  if (auto extract = dyn_cast<tensor::ExtractSliceOp>(op)) {
    Value view = subview(mapping.lookup(extract.getSource()), extract.getType(),
                         mapFolds(extract.getMixedOffsets()),
                         mapFolds(extract.getMixedSizes()),
                         mapFolds(extract.getMixedStrides()));
    emitCopy(b, view, mapping.lookup(extract.getResult()));
    return success();
  }
  if (auto insert = dyn_cast<tensor::InsertSliceOp>(op)) {
    // The destination was copied into the result before the kernel runs.
    Value view = subview(
        mapping.lookup(insert.getResult()), insert.getSourceType(),
        mapFolds(insert.getMixedOffsets()), mapFolds(insert.getMixedSizes()),
        mapFolds(insert.getMixedStrides()));
    emitCopy(b, mapping.lookup(insert.getSource()), view);
    return success();
  }
  if (auto concat = dyn_cast<tensor::ConcatOp>(op)) {
    Value result = mapping.lookup(concat.getResult());
    int64_t at = 0;
    for (Value input : concat.getInputs()) {
      auto type = cast<ShapedType>(input.getType());
      SmallVector<OpFoldResult> offsets(type.getRank(), b.getIndexAttr(0));
      SmallVector<OpFoldResult> sizes,
          strides(type.getRank(), b.getIndexAttr(1));
      for (int64_t size : type.getShape())
        sizes.push_back(b.getIndexAttr(size));
      offsets[concat.getDim()] = b.getIndexAttr(at);
      at += type.getDimSize(concat.getDim());
      emitCopy(b, mapping.lookup(input),
               subview(result, type, offsets, sizes, strides));
    }
    return success();
  }
  if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
    auto type = cast<RankedTensorType>(constant.getType());
    auto memrefType = MemRefType::get(type.getShape(), type.getElementType());
    std::string symbol =
        (op->getParentOfType<func::FuncOp>().getSymName() + "_constant").str();
    // Created detached and inserted through the symbol table, which renames
    // it where the step has several constants (train_step_constant_0, ...).
    OpBuilder detached(op->getContext());
    auto global = memref::GlobalOp::create(
        detached, loc, symbol, detached.getStringAttr("private"), memrefType,
        cast<ElementsAttr>(constant.getValue()), /*constant=*/true,
        /*alignment=*/IntegerAttr());
    auto kernels =
        cast<ModuleOp>(b.getInsertionBlock()->getParentOp()->getParentOp());
    SymbolTable(kernels).insert(global, kernels.getBody()->begin());
    Value data =
        memref::GetGlobalOp::create(b, loc, memrefType, global.getSymName());
    emitCopy(b, data, mapping.lookup(constant.getResult()));
    return success();
  }
  return op->emitOpError("has no kernel form in fsdp-translate");
}

FailureOr<OutlinedKernel> KernelBuilder::build(ModuleOp kernels,
                                               StringRef name) {
  // What the kernel reads: the op's tensor operands, and what its scalars
  // (operands and values captured by its regions) are computed from.
  SmallVector<Value> used(op->getOperands());
  for (Region &region : op->getRegions()) {
    llvm::SetVector<Value> captured;
    getUsedValuesDefinedAbove(region, captured);
    llvm::append_range(used, captured.getArrayRef());
  }
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  usesRank = isa<ShardOp>(op);
  for (Value value : used) {
    // A linalg op writes its results; its inits are not read from their own
    // buffers (fsdp-translate copies them into the results beforehand, or
    // the kernel fills them).
    if (linalgOp && llvm::is_contained(linalgOp.getDpsInits(), value)) {
      if (linalg::FillOp fill = getFilledByReader(value);
          fill && failed(collectScalar(fill.getInputs().front())))
        return failure();
      continue;
    }
    if (auto insert = dyn_cast<tensor::InsertSliceOp>(op);
        insert && value == insert.getDest())
      continue;
    if (failed(collectScalar(value)))
      return failure();
  }

  MLIRContext *context = op->getContext();
  Location loc = op->getLoc();
  SmallVector<Type> argTypes;
  auto memrefOf = [](Value tensor) {
    auto type = cast<RankedTensorType>(tensor.getType());
    return MemRefType::get(type.getShape(), type.getElementType());
  };
  OutlinedKernel kernel;
  for (Value read : reads)
    kernel.operands.push_back(read);
  SmallVector<std::pair<Value, Value>> inPlace; // result, the read it is over
  for (Value result : op->getResults()) {
    Value over = writtenOver ? writtenOver(result, reads) : Value();
    if (over && over.getType() == result.getType())
      inPlace.emplace_back(result, over);
    else
      kernel.operands.push_back(result);
  }
  for (Value value : kernel.operands)
    argTypes.push_back(memrefOf(value));
  int64_t numAxes = int64_t(mesh.getAxisNames().size());
  if (usesRank)
    argTypes.push_back(
        MemRefType::get({numAxes}, IntegerType::get(context, 64)));
  argTypes.push_back(IndexType::get(context));
  argTypes.push_back(IndexType::get(context));

  OpBuilder b(context);
  b.setInsertionPointToEnd(kernels.getBody());
  auto func = func::FuncOp::create(b, loc, name,
                                   FunctionType::get(context, argTypes, {}));
  Block *entry = func.addEntryBlock();
  b.setInsertionPointToStart(entry);
  for (auto [value, arg] : llvm::zip(kernel.operands, entry->getArguments()))
    mapping.map(value, arg);
  for (auto [result, over] : inPlace)
    mapping.map(result, mapping.lookup(over));
  unsigned next = kernel.operands.size();
  if (usesRank)
    rankCoords = entry->getArgument(next++);
  begin = entry->getArgument(next++);
  end = entry->getArgument(next);
  if (failed(emitScalars(b)) || failed(emitBody(b))) {
    func.erase();
    return failure();
  }
  func::ReturnOp::create(b, loc);
  kernel.func = func;
  kernel.usesRank = usesRank;
  kernel.range = split ? range : 1;
  return kernel;
}

FailureOr<OutlinedKernel> mlir::fsdp::outlineKernel(
    Operation *op, ModuleOp kernels, StringRef name, MeshAttr mesh,
    function_ref<Value(Value, ArrayRef<Value>)> writtenOver, bool rowByRow) {
  return KernelBuilder(op, mesh, writtenOver, rowByRow).build(kernels, name);
}
