//===- KernelFusion.cpp - which linalg ops fsdp-form-kernels fuses --------===//

#include "KernelFusion.h"

#include "BodyAnalysis.h"
#include "CudaInstructions.h"
#include "ProgramModel.h"

#include "fsdpc/Passes/Contraction.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/SmallBitVector.h"

using namespace mlir;
using namespace mlir::fsdp;

namespace {

/// Named ops that are written as generics to fuse across them. (linalg.map
/// keeps its form: upstream cannot generalize it, and the frontend does not
/// emit it.)
bool isGeneralizable(Operation *op) {
  return isa<linalg::BroadcastOp, linalg::TransposeOp, linalg::ReduceOp,
             linalg::ElementwiseOp>(op);
}

/// `op` as a linalg op that can take part in a fusion (a generic on tensors,
/// or a named op that becomes one), else null.
linalg::LinalgOp asFusable(Operation *op) {
  auto linalgOp = dyn_cast_or_null<linalg::LinalgOp>(op);
  if (!linalgOp || !linalgOp.hasPureTensorSemantics() ||
      !(isa<linalg::GenericOp>(op) || isGeneralizable(op)))
    return nullptr;
  return linalgOp;
}

/// The map through which the fused op reads the producer's input `input`,
/// the consumer reading the producer's result through `use` (what
/// upstream's fusion computes: producer input <- producer loops <- result <-
/// consumer).
AffineMap getFusedInputMap(linalg::LinalgOp producer, OpOperand &input,
                           OpOperand &use) {
  auto consumer = cast<linalg::LinalgOp>(use.getOwner());
  AffineMap result =
      producer.getMatchingIndexingMap(producer.getDpsInitOperand(0));
  return producer.getMatchingIndexingMap(&input)
      .compose(inversePermutation(result))
      .compose(consumer.getMatchingIndexingMap(&use));
}

/// Whether fusing `producer` into the reader of `use` leaves a library GEMM
/// or scatter one. Only a data movement or a cast of a tensor may go into
/// either; a scatter's loads take plain maps and its body any cast; a GEMM
/// reads through its maps and a widening cast only, so matchGemm is asked
/// with the fused map and the producer's input type.
bool keepsLibraryCall(linalg::LinalgOp producer, OpOperand &use) {
  auto consumer = cast<linalg::LinalgOp>(use.getOwner());
  bool gemm = matchGemm(consumer).has_value();
  if (!gemm && !matchScatterAdd(consumer))
    return true;
  FailureOr<Operation *> conversion = getMovementCast(producer);
  if (failed(conversion))
    return false;
  OpOperand *input = producer.getDpsInputOperand(0);
  auto inputType = dyn_cast<RankedTensorType>(input->get().getType());
  AffineMap fused = getFusedInputMap(producer, *input, use);
  if (!inputType || !isPlainMap(fused))
    return false;
  if (!gemm)
    return true;
  if (*conversion && !isa<arith::ExtFOp>(*conversion))
    return false;
  SmallVector<AffineMap> maps = consumer.getIndexingMapsArray();
  SmallVector<ShapedType> types;
  for (Value operand : consumer->getOperands())
    types.push_back(cast<ShapedType>(operand.getType()));
  maps[use.getOperandNumber()] = fused;
  types[use.getOperandNumber()] = inputType;
  // Library GEMMs take A and B of one type: the other input's widening from
  // the same type fuses too (a widening is cheap to recompute, so it always
  // can), and the GEMM is asked with both.
  for (OpOperand *other : consumer.getDpsInputOperands()) {
    auto partner = other->get().getDefiningOp<linalg::GenericOp>();
    if (other == &use || !partner || !partner.hasPureTensorSemantics())
      continue;
    FailureOr<Operation *> widening = getMovementCast(partner);
    OpOperand *source = partner.getDpsInputOperand(0);
    auto sourceType = dyn_cast<RankedTensorType>(source->get().getType());
    if (succeeded(widening) && *widening && isa<arith::ExtFOp>(*widening) &&
        sourceType &&
        sourceType.getElementType() == inputType.getElementType()) {
      maps[other->getOperandNumber()] =
          getFusedInputMap(partner, *source, *other);
      types[other->getOperandNumber()] = sourceType;
    }
  }
  return matchGemm(consumer, maps, types).has_value();
}

/// The loops of the reader of `use` that some operand still reads once the
/// producer's inputs replace `use`: a reduction's loop extents come from its
/// operands (upstream's fusion refuses a fusion leaving one undefined).
llvm::SmallBitVector getLoopsDefinedAfterFusion(linalg::LinalgOp producer,
                                                OpOperand &use) {
  auto consumer = cast<linalg::LinalgOp>(use.getOwner());
  llvm::SmallBitVector covered(consumer.getNumLoops());
  auto cover = [&](AffineMap map) {
    for (AffineExpr expr : map.getResults())
      if (auto dim = dyn_cast<AffineDimExpr>(expr))
        covered.set(dim.getPosition());
  };
  for (OpOperand &operand : consumer->getOpOperands())
    if (&operand != &use)
      cover(consumer.getMatchingIndexingMap(&operand));
  for (OpOperand *input : producer.getDpsInputOperands())
    cover(getFusedInputMap(producer, *input, use));
  return covered;
}

/// Whether the reader of `use` has every loop defined after the fusion.
bool keepsLoopsDefined(linalg::LinalgOp producer, OpOperand &use) {
  auto consumer = cast<linalg::LinalgOp>(use.getOwner());
  return consumer.getNumReductionLoops() == 0 ||
         getLoopsDefinedAfterFusion(producer, use).all();
}

/// Whether fusing `producer` into the reader of `use` evaluates it once per
/// element where that matters: a producer that reads its init (a
/// scatter-add accumulating into it) reads, in the fused op, the buffer its
/// result is written to, so a reader visiting an element several times (a
/// broadcast of an [n, 1] result over [n, k]) would accumulate again on
/// each visit.
bool readsEachElementOnce(linalg::LinalgOp producer, OpOperand &use) {
  auto consumer = cast<linalg::LinalgOp>(use.getOwner());
  bool readsInit =
      llvm::any_of(producer.getDpsInitsMutable(), [&](OpOperand &init) {
        return producer.payloadUsesValueFromOperand(&init);
      });
  return !readsInit || consumer.getMatchingIndexingMap(&use).isPermutation();
}

/// Whether the producer of `use` can be fused into its reader: the
/// structural conditions of upstream's elementwise fusion (an all-parallel
/// producer of one result written through a permutation, read as an input
/// through a map of the producer's rank, the reader's loops still defined),
/// stated on named ops too, and the reader stays a library call.
bool canFuse(OpOperand &use, bool needsDefinedLoops = true) {
  linalg::LinalgOp producer = asFusable(use.get().getDefiningOp());
  linalg::LinalgOp consumer = asFusable(use.getOwner());
  if (!producer || !consumer || !consumer.isDpsInput(&use) ||
      producer->getNumResults() != 1 || producer.getNumReductionLoops() != 0)
    return false;
  if (!producer.getMatchingIndexingMap(producer.getDpsInitOperand(0))
           .isPermutation() ||
      consumer.getMatchingIndexingMap(&use).getNumResults() !=
          producer.getNumLoops())
    return false;
  return readsEachElementOnce(producer, use) &&
         (!needsDefinedLoops || keepsLoopsDefined(producer, use)) &&
         keepsLibraryCall(producer, use);
}

/// Whether a scalar op costs nothing: index arithmetic, integer compares,
/// selects, casts.
bool isFreeScalarOp(Operation &op) {
  if (isa<CastOpInterface, linalg::IndexOp, affine::AffineApplyOp,
          arith::ConstantOp, arith::SelectOp>(op))
    return true;
  auto integral = [](Type type) { return type.isIntOrIndex(); };
  return isa<arith::ArithDialect>(op.getDialect()) &&
         llvm::all_of(op.getResultTypes(), integral) &&
         llvm::all_of(op.getOperandTypes(), integral);
}

/// Float ops a few of which per element cost less than storing a result and
/// reading it back, on any device this compiler targets (a memory round trip
/// is several bytes per element; these are one instruction).
bool isCheapFloatOp(Operation &op) {
  return isa<arith::AddFOp, arith::SubFOp, arith::MulFOp, arith::NegFOp,
             arith::MaximumFOp, arith::MinimumFOp, arith::MaxNumFOp,
             arith::MinNumFOp, arith::CmpFOp>(op);
}

/// How many cheap float ops per element a producer recomputed on any device
/// may have.
constexpr unsigned kMaxRecomputedFloatOps = 4;

/// The bits of a statically shaped tensor, or nullopt.
std::optional<int64_t> getTensorBits(Type type) {
  auto shaped = dyn_cast<RankedTensorType>(type);
  if (!shaped || !shaped.hasStaticShape() ||
      !shaped.getElementType().isIntOrFloat())
    return std::nullopt;
  return shaped.getNumElements() * shaped.getElementTypeBitWidth();
}

/// Whether the tensor inputs of `op` (function arguments too, unless
/// `argumentsFree`: those are live all along) are hardly larger than its one
/// result, by an eighth at most: keeping them alive instead of the result
/// takes about the same memory. A little over the result (an x - mean reads
/// a row statistic besides x) still saves the result's store and load for a
/// negligible read.
bool hasHardlyLargerInputs(linalg::LinalgOp op, bool argumentsFree) {
  std::optional<int64_t> resultBits = getTensorBits(op->getResult(0).getType());
  int64_t inputBits = 0;
  for (Value input : op.getDpsInputs()) {
    if (argumentsFree && isa<BlockArgument>(input))
      continue;
    std::optional<int64_t> bits = getTensorBits(input.getType());
    if (!bits)
      return false;
    inputBits += *bits;
  }
  return resultBits && inputBits * 8 <= *resultBits * 9;
}

/// Whether copies of `op` in its readers could replace it: an elementwise op
/// of one result, its init not read, whose inputs are hardly larger than its
/// result, so that each reader reads about the bytes it would have.
bool isRecomputable(linalg::LinalgOp op) {
  if (op->getNumResults() != 1 || op.getNumReductionLoops() != 0 ||
      op.payloadUsesValueFromOperand(op.getDpsInitOperand(0)))
    return false;
  return hasHardlyLargerInputs(op, /*argumentsFree=*/false);
}

/// Whether recomputing `op` costs less than materializing it on any device:
/// its body is free ops and at most kMaxRecomputedFloatOps cheap float ops
/// (isCheapFloatOp). Broadcasts, transposes, widening casts, index-only
/// masks, a masked scaling, a centering x - mean.
bool isCheapEverywhere(linalg::LinalgOp op) {
  unsigned floatOps = 0;
  return llvm::all_of(
      op.getBlock()->without_terminator(), [&](Operation &nested) {
        return isFreeScalarOp(nested) ||
               (isCheapFloatOp(nested) && ++floatOps <= kMaxRecomputedFloatOps);
      });
}

/// The instructions a reader saves per evaluation of a producer's body it
/// takes in, out of the producer's own count per element: the producer's
/// store, the reader's load of its result (its loads of the producer's
/// inputs stand in for that one) and the point's index and loop (the
/// reader's cover them).
constexpr double kCudaInstructionsSavedByFusion =
    2 * kCudaInstructionsPerAccess + kCudaInstructionsPerPoint;

/// The work a reader adds evaluating a producer's body (`once` over its
/// `elements`) at each of its `iterations`: the body's ops that many times,
/// and its instructions less what the reader saves.
OpCost getEvaluationWork(const OpCost &once, double elements,
                         double iterations) {
  OpCost added;
  added.dtype = once.dtype;
  double evaluations = iterations / elements;
  added.flops = once.flops * evaluations;
  added.transcendentals = once.transcendentals * evaluations;
  added.cudaInstructions = std::max(0.0, once.cudaInstructions / elements -
                                             kCudaInstructionsSavedByFusion) *
                           iterations;
  return added;
}

/// Whether `device`'s cost model (the one fsdp-schedule prices the program
/// with) predicts `op`'s readers faster computing its elements themselves
/// than `op` computing them once and the readers loading them: each reader
/// does `op`'s work per iteration and reads `op`'s inputs instead of its
/// result, against `op`'s own kernel (launch, its reads, its write). On a
/// GPU a transcendental in a memory-bound reader is nearly free; on a CPU
/// it is not.
bool isFasterRecomputed(linalg::LinalgOp op,
                        const fsdpc::schedule::DeviceSpec &device) {
  std::optional<double> elements = getStaticIterations(op);
  if (!elements || *elements == 0)
    return false;
  // Every reader must take a copy, at a known count of iterations: checked
  // before any is priced.
  SmallVector<std::pair<linalg::LinalgOp, double>> readers;
  for (OpOperand &use : op->getResult(0).getUses()) {
    if (!canFuse(use))
      return false;
    auto reader = cast<linalg::LinalgOp>(use.getOwner());
    std::optional<double> iterations = getStaticIterations(reader);
    if (!iterations)
      return false;
    readers.emplace_back(reader, *iterations);
  }
  OpCost once = getOpCost(op);
  uint64_t resultBytes = getTensorBytes(op->getResult(0).getType());
  double stored = getComputeSeconds(once, device), recomputed = 0;
  for (auto [reader, iterations] : readers) {
    OpCost cost = getOpCost(reader);
    stored += getComputeSeconds(cost, device);
    // The reader evaluates the producer's body at each of its iterations.
    OpCost added = getEvaluationWork(once, *elements, iterations);
    cost.flops += added.flops;
    cost.transcendentals += added.transcendentals;
    cost.cudaInstructions += added.cudaInstructions;
    // It reads the producer's inputs instead of its result (those it does
    // not read already).
    uint64_t newBytes = 0;
    for (Value input : op.getDpsInputs())
      if (!llvm::is_contained(reader->getOperands(), input))
        newBytes += getTensorBytes(input.getType());
    cost.bytes = cost.bytes - std::min(cost.bytes, resultBytes) + newBytes;
    recomputed += getComputeSeconds(cost, device);
  }
  return recomputed < stored;
}

/// The time `reader` adds evaluating `producer`'s body at each of its
/// iterations in place of loading its result, beyond `producer`'s own
/// kernel's work: none unless it evaluates each element more than once (a
/// row's 1 / sum read at each of 50257 vocabulary points), or when the body
/// is cheap everywhere. Priced as if the reader were issue-bound (it may end
/// so once more is fused into it). Read through `readMap` independently of
/// the reader's innermost loop, the body's instructions count once a thread
/// of the reader's kernel (getGpuPointsPerThread); a gather in the body
/// (no map) counts them at each iteration.
double getAddedSeconds(linalg::LinalgOp producer, Operation *reader,
                       AffineMap readMap,
                       const fsdpc::schedule::DeviceSpec &device) {
  auto readerLoops = dyn_cast_or_null<linalg::LinalgOp>(reader);
  if (!readerLoops)
    return 0; // evaluated once per element read
  // The body first: the loop counts compose every map.
  if (isCheapEverywhere(producer))
    return 0;
  std::optional<double> elements = getStaticIterations(producer);
  std::optional<double> iterations = getStaticIterations(readerLoops);
  if (!elements || !iterations || *iterations <= *elements)
    return 0;
  OpCost added = getEvaluationWork(getOpCost(producer), *elements, *iterations);
  unsigned innermost = readerLoops.getNumLoops() - 1;
  if (readMap && !readMap.isFunctionOfDim(innermost))
    added.cudaInstructions /= getGpuPointsPerThread(readerLoops);
  return std::max(0.0, getComputeSeconds(added, device) -
                           device.kernelLaunchOverheadSeconds);
}

/// Whether the reader of `use` may evaluate its producer's body at each of
/// its iterations: what that adds (getAddedSeconds) costs at most the
/// producer's own kernel. XLA refuses to fuse an expensive producer into a
/// consumer that reuses its elements; here the device's cost model decides.
bool isWorthEvaluatingIn(OpOperand &use,
                         const fsdpc::schedule::DeviceSpec &device) {
  auto producer = cast<linalg::LinalgOp>(use.get().getDefiningOp());
  auto reader = dyn_cast<linalg::LinalgOp>(use.getOwner());
  AffineMap readMap =
      reader ? reader.getMatchingIndexingMap(&use) : AffineMap();
  // Most readers add nothing (no reuse): the producer needs no pricing.
  double added = getAddedSeconds(producer, use.getOwner(), readMap, device);
  return added == 0 || added <= getComputeSeconds(producer, device);
}

/// Whether each fusable reader of `op` gets its own copy of it: recomputing
/// it is cheap, or faster, and no copy is refused by its reader (a copy
/// left unfused would be a kernel more).
bool shouldRecompute(linalg::LinalgOp op,
                     const fsdpc::schedule::DeviceSpec &device) {
  if (!isRecomputable(op))
    return false;
  // isFasterRecomputed holds only where every use can fuse (it asks
  // canFuse of each), so those are not asked again.
  bool usesKnownToFuse = false;
  if (!isCheapEverywhere(op)) {
    if (!isFasterRecomputed(op, device))
      return false;
    usesKnownToFuse = true;
  }
  return llvm::all_of(op->getResult(0).getUses(), [&](OpOperand &use) {
    return (!usesKnownToFuse && !canFuse(use)) ||
           isWorthEvaluatingIn(use, device);
  });
}

/// Whether upstream's fusion will take `use`'s producer into its reader once
/// both are generics: it can, and the producer has that reader alone (and
/// should fuse into it) or is recomputed (each reader then gets a copy).
bool willFuse(OpOperand &use, const fsdpc::schedule::DeviceSpec &device) {
  if (!canFuse(use))
    return false;
  auto producer = cast<linalg::LinalgOp>(use.get().getDefiningOp());
  if (use.get().hasOneUse())
    return isWorthEvaluatingIn(use, device);
  return shouldRecompute(producer, device);
}

/// A named op (broadcast, transpose, reduce, elementwise) that would fuse
/// with a producer or a reader becomes a linalg.generic.
struct GeneralizeForFusion
    : public OpInterfaceRewritePattern<linalg::LinalgOp> {
  GeneralizeForFusion(MLIRContext *context,
                      const fsdpc::schedule::DeviceSpec &device)
      : OpInterfaceRewritePattern(context), device(device) {}

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (!isGeneralizable(op) || !op.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(op, "not a named op to generalize");
    auto fuses = [&](OpOperand &use) { return willFuse(use, device); };
    bool withReader = llvm::any_of(op->getUses(), fuses);
    bool withProducer = llvm::any_of(
        op.getDpsInputOperands(), [&](OpOperand *use) { return fuses(*use); });
    if (!withReader && !withProducer)
      return rewriter.notifyMatchFailure(op, "nothing to fuse with");
    return linalg::generalizeNamedOp(rewriter, op);
  }

private:
  fsdpc::schedule::DeviceSpec device;
};

/// A reduction reading a producer whose inputs do not span all of its loops
/// (the one-hot of the targets a cross-entropy sums over the vocabulary:
/// targets[b, s] == v, read over (b, s, v)) could not take it in: its
/// vocabulary loop would have no extent. It gets an input that spans those
/// loops, a tensor.empty of i8 its body never reads (the size of the loops
/// alone: 50 KB for GPT-2's vocabulary, where the one-hot in f32 stored and
/// reloaded is 1.6 GB at 8 x 1024 tokens), and takes the producer in at
/// once: left for upstream's fusion, the input could be erased first as
/// unused (the producer's result still spans the loops) and added again.
struct DefineLoopsForFusion : public OpRewritePattern<linalg::GenericOp> {
  DefineLoopsForFusion(MLIRContext *context,
                       const fsdpc::schedule::DeviceSpec &device)
      : OpRewritePattern(context), device(device) {}

  LogicalResult matchAndRewrite(linalg::GenericOp reader,
                                PatternRewriter &rewriter) const override {
    if (reader.getNumReductionLoops() == 0 || !reader.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(reader, "not a reduction on tensors");
    for (OpOperand *use : reader.getDpsInputOperands()) {
      auto producer = use->get().getDefiningOp<linalg::GenericOp>();
      // One reader: upstream's fusion takes no producer read elsewhere.
      if (!producer || !use->get().hasOneUse() ||
          !canFuse(*use, /*needsDefinedLoops=*/false) ||
          !isWorthEvaluatingIn(*use, device))
        continue;
      llvm::SmallBitVector undefined =
          getLoopsDefinedAfterFusion(producer, *use).flip();
      SmallVector<int64_t> ranges = reader.getStaticLoopRanges();
      if (undefined.none() ||
          llvm::any_of(undefined.set_bits(), [&](unsigned loop) {
            return ShapedType::isDynamic(ranges[loop]);
          }))
        continue;
      unsigned operand = use->getOperandNumber();
      linalg::GenericOp spanning = addLoopExtents(reader, undefined, rewriter);
      // canFuse states upstream's conditions; should upstream still refuse,
      // nothing is left changed (the extents would be erased as unused and
      // added again, round after round).
      if (!linalg::areElementwiseOpsFusable(&spanning->getOpOperand(operand))) {
        Value extents = spanning.getDpsInputs().back();
        rewriter.eraseOp(spanning);
        rewriter.eraseOp(extents.getDefiningOp());
        continue;
      }
      // The producer's only reader from now on: fused, its result is gone.
      rewriter.replaceOp(reader, spanning->getResults());
      FailureOr<linalg::ElementwiseOpFusionResult> result =
          linalg::fuseElementwiseOps(rewriter,
                                     &spanning->getOpOperand(operand));
      if (failed(result))
        return success(); // unreachable: areElementwiseOpsFusable held
      rewriter.replaceOp(
          spanning, llvm::map_to_vector(spanning->getResults(), [&](Value v) {
            return result->replacements.lookup(v);
          }));
      rewriter.eraseOp(producer);
      return success();
    }
    return rewriter.notifyMatchFailure(reader, "no producer to define for");
  }

private:
  /// `reader` with one more input: an i8 tensor.empty read through `loops`,
  /// which its body ignores (`reader` itself is left as it is).
  static linalg::GenericOp addLoopExtents(linalg::GenericOp reader,
                                          const llvm::SmallBitVector &loops,
                                          PatternRewriter &rewriter) {
    MLIRContext *context = reader.getContext();
    SmallVector<int64_t> ranges = reader.getStaticLoopRanges();
    SmallVector<int64_t> shape;
    SmallVector<AffineExpr> dims;
    for (unsigned loop : loops.set_bits()) {
      shape.push_back(ranges[loop]);
      dims.push_back(getAffineDimExpr(loop, context));
    }
    Location loc = reader.getLoc();
    Type byte = rewriter.getI8Type();
    rewriter.setInsertionPoint(reader);
    Value extents = tensor::EmptyOp::create(rewriter, loc, shape, byte);
    SmallVector<Value> inputs = reader.getDpsInputs();
    inputs.push_back(extents);
    SmallVector<AffineMap> maps = reader.getIndexingMapsArray();
    maps.insert(maps.begin() + reader.getNumDpsInputs(),
                AffineMap::get(reader.getNumLoops(), 0, dims, context));
    auto spanning = linalg::GenericOp::create(
        rewriter, loc, reader->getResultTypes(), inputs, reader.getDpsInits(),
        maps, reader.getIteratorTypesArray());
    spanning->setDiscardableAttrs(reader->getDiscardableAttrDictionary());
    IRMapping mapping;
    Region &body = spanning.getRegion();
    reader.getRegion().cloneInto(&body, mapping);
    body.front().insertArgument(reader.getNumDpsInputs(), byte, loc);
    return spanning;
  }

  fsdpc::schedule::DeviceSpec device;
};

/// An element read out of an elementwise op's result (a gather: the loss
/// picking each token's log-probability) is computed where it is read, from
/// the op's inputs at that point, when nothing else reads the result: the
/// full result is then never stored.
struct ElementwiseIntoExtract : public OpRewritePattern<tensor::ExtractOp> {
  ElementwiseIntoExtract(MLIRContext *context,
                         const fsdpc::schedule::DeviceSpec &device)
      : OpRewritePattern(context), device(device) {}

  LogicalResult matchAndRewrite(tensor::ExtractOp extract,
                                PatternRewriter &rewriter) const override {
    auto producer = extract.getTensor().getDefiningOp<linalg::GenericOp>();
    if (!producer || producer->getNumResults() != 1 ||
        producer.getNumReductionLoops() != 0 ||
        !producer.hasPureTensorSemantics() ||
        producer.payloadUsesValueFromOperand(producer.getDpsInitOperand(0)) ||
        !llvm::all_of(producer->getUsers(), llvm::IsaPred<tensor::ExtractOp>))
      return rewriter.notifyMatchFailure(extract, "not an elementwise op's");
    AffineMap result =
        producer.getMatchingIndexingMap(producer.getDpsInitOperand(0));
    if (!result.isPermutation() ||
        !llvm::all_of(producer.getIndexingMapsArray(), isPlainMap))
      return rewriter.notifyMatchFailure(extract, "not plain indexing maps");
    if (!isWorthEvaluatingAtExtracts(producer))
      return rewriter.notifyMatchFailure(extract, "cheaper read than computed");
    // The producer's loops at the element: result dim i is loop result(i).
    Location loc = extract.getLoc();
    SmallVector<Value> loops(producer.getNumLoops());
    for (auto [index, expr] : llvm::enumerate(result.getResults()))
      loops[cast<AffineDimExpr>(expr).getPosition()] =
          extract.getIndices()[index];
    Block *body = producer.getBlock();
    IRMapping mapping;
    for (OpOperand *input : producer.getDpsInputOperands()) {
      Value value = input->get();
      if (isa<RankedTensorType>(value.getType())) {
        SmallVector<Value> at;
        for (AffineExpr expr :
             producer.getMatchingIndexingMap(input).getResults())
          at.push_back(isa<AffineDimExpr>(expr)
                           ? loops[cast<AffineDimExpr>(expr).getPosition()]
                           : arith::ConstantIndexOp::create(
                                 rewriter, loc,
                                 cast<AffineConstantExpr>(expr).getValue()));
        value = tensor::ExtractOp::create(rewriter, loc, value, at);
      }
      mapping.map(body->getArgument(input->getOperandNumber()), value);
    }
    rewriter.replaceOp(
        extract,
        cloneElementwiseBody(rewriter, producer, mapping,
                             [&](unsigned loop) { return loops[loop]; }));
    return success();
  }

private:
  /// Whether `producer`'s extracts may all compute their elements: an
  /// extract in a linalg body does at each of its iterations, and the time
  /// all of them add (getAddedSeconds) costs at most `producer`'s kernel,
  /// which goes only once none reads it.
  bool isWorthEvaluatingAtExtracts(linalg::GenericOp producer) const {
    double added = 0;
    for (Operation *user : producer->getUsers())
      added +=
          getAddedSeconds(producer, user->getParentOfType<linalg::LinalgOp>(),
                          AffineMap(), device);
    return added == 0 || added <= getComputeSeconds(producer, device);
  }

  fsdpc::schedule::DeviceSpec device;
};

/// The first op after `producer` in its block that reads its result, or null
/// when a reader is in another block (its place relative to the others is
/// not the block's order). Walked from the producer, not compared with
/// isBeforeInBlock, which renumbers the whole block each time a rewrite has
/// invalidated its order.
Operation *findFirstReader(Operation *producer) {
  Block *block = producer->getBlock();
  llvm::SmallPtrSet<Operation *, 8> readers;
  for (Operation *reader : producer->getUsers()) {
    if (reader->getBlock() != block)
      return nullptr;
    readers.insert(reader);
  }
  Operation *first = producer->getNextNode();
  while (first && !readers.contains(first))
    first = first->getNextNode();
  return first;
}

/// A generic's inits, read as its operands after its inputs (asking for the
/// inits through the interface builds an attribute each time).
MutableArrayRef<OpOperand> getInitOperands(linalg::GenericOp op) {
  return op->getOpOperands().drop_front(op.getInputs().size());
}

/// What canShareResult asks of the producer alone, so that a producer no
/// reader could write is refused before its first reader is looked for: a
/// plain element-wise op of one result (no init read, nor a scatter-add
/// then; no init also an input), whose inputs other than function
/// arguments, alive until the reader instead of the result, are hardly
/// larger than the result.
bool canHaveResultShared(linalg::GenericOp producer) {
  if (producer->getNumResults() != 1)
    return false;
  for (OpOperand &init : getInitOperands(producer))
    if (producer.payloadUsesValueFromOperand(&init) ||
        llvm::is_contained(producer.getInputs(), init.get()))
      return false;
  return hasHardlyLargerInputs(producer, /*argumentsFree=*/true);
}

/// Whether the elementwise reader of `use` can compute its producer, shared
/// with later readers, and write its result for them as a second output (a
/// multi-output kernel: AdamW's moment updates written by the parameter
/// update that reads them, a bias add written by the activation reading it),
/// given a producer that can (canHaveResultShared, which its one caller
/// asks before looking for the first reader). The reader is a plain
/// element-wise op too, with no init of one read by the other (the fused op
/// would have a value as both, which has no single buffer role). The reader
/// is all-parallel over the producer's points (it reads the result through a
/// permutation, once: a second read would be left reading the fused op
/// itself), so each element is written once, and it is the producer's first
/// reader (findFirstReader), so the fused op, standing where it does, comes
/// before every other reader.
bool canShareResult(OpOperand &use) {
  auto producer = use.get().getDefiningOp<linalg::GenericOp>();
  assert(producer && canHaveResultShared(producer) &&
         "asked of a producer whose result cannot be shared");
  auto reader = dyn_cast<linalg::GenericOp>(use.getOwner());
  if (!reader || reader.getNumReductionLoops() != 0 ||
      reader.getNumLoops() != producer.getNumLoops() ||
      !reader.getMatchingIndexingMap(&use).isPermutation() ||
      llvm::count(reader->getOperands(), use.get()) != 1)
    return false;
  for (OpOperand &init : getInitOperands(producer))
    if (llvm::is_contained(reader.getInputs(), init.get()))
      return false;
  for (OpOperand &init : getInitOperands(reader))
    if (reader.payloadUsesValueFromOperand(&init) ||
        llvm::is_contained(producer.getInputs(), init.get()) ||
        llvm::is_contained(reader.getInputs(), init.get()))
      return false;
  // The costlier check (upstream's, which composes maps) last.
  return linalg::areElementwiseOpsFusable(&use);
}

/// A producer that several ops read. Recomputed (shouldRecompute), it gets
/// a copy for each generic reader it fuses into, all at once: copying reader
/// by reader would take a sweep of the greedy driver per reader. Otherwise
/// it is fused into its first reader, which writes its result for the later
/// readers as well (canShareResult); upstream's fusion pattern would
/// recompute it instead, as it replaces the reader's results only. Rooted at
/// the producer, which both ask about, so that shouldRecompute prices it
/// once a visit, and the readers' costs it compares are usually the final
/// ones: the driver visits an op after the ops below it.
struct ShareProducer : public OpRewritePattern<linalg::GenericOp> {
  ShareProducer(MLIRContext *context, const fsdpc::schedule::DeviceSpec &device)
      : OpRewritePattern(context), device(device) {}

  LogicalResult matchAndRewrite(linalg::GenericOp producer,
                                PatternRewriter &rewriter) const override {
    if (producer->getNumResults() != 1 ||
        !producer->getResult(0).hasNUsesOrMore(2))
      return rewriter.notifyMatchFailure(producer, "not shared");
    if (shouldRecompute(producer, device))
      return copyForReaders(producer, rewriter);
    return writeForLaterReaders(producer, rewriter);
  }

private:
  static LogicalResult copyForReaders(linalg::GenericOp producer,
                                      PatternRewriter &rewriter) {
    SmallVector<OpOperand *> fusable;
    for (OpOperand &use : producer->getResult(0).getUses())
      if (isa<linalg::GenericOp>(use.getOwner()) && canFuse(use))
        fusable.push_back(&use);
    if (fusable.empty())
      return rewriter.notifyMatchFailure(producer, "no reader to fuse into");
    for (OpOperand *use : fusable) {
      rewriter.setInsertionPoint(use->getOwner());
      Operation *copy = rewriter.clone(*producer);
      rewriter.modifyOpInPlace(use->getOwner(),
                               [&] { use->set(copy->getResult(0)); });
    }
    return success();
  }

  static LogicalResult writeForLaterReaders(linalg::GenericOp producer,
                                            PatternRewriter &rewriter) {
    // Finding the first reader walks the block from the producer, as far as
    // the optimizer is from a forward or backward op: not for a producer
    // that no reader could write.
    if (!canHaveResultShared(producer))
      return rewriter.notifyMatchFailure(producer, "its result is not shared");
    Operation *reader = findFirstReader(producer);
    OpOperand *use = nullptr;
    if (reader)
      for (OpOperand &operand : reader->getOpOperands())
        if (operand.get() == producer->getResult(0)) {
          use = &operand; // canShareResult requires it to be the only one
          break;
        }
    if (!use || !canShareResult(*use))
      return rewriter.notifyMatchFailure(producer, "no reader to write it");
    // The fused op stands where the reader does (it reads what the reader
    // reads), not where the driver left the rewriter: at the producer.
    rewriter.setInsertionPoint(reader);
    FailureOr<linalg::ElementwiseOpFusionResult> fused =
        linalg::fuseElementwiseOps(rewriter, use);
    if (failed(fused))
      return rewriter.notifyMatchFailure(producer, "fusion failed");
    // Every reader of either op now reads the fused op, which stands where
    // the reader did, before all of the producer's other readers.
    for (auto [original, replacement] : fused->replacements)
      rewriter.replaceUsesWithIf(original, replacement, [&](OpOperand &u) {
        return u.getOwner() != producer && u.getOwner() != reader;
      });
    rewriter.eraseOp(reader);
    rewriter.eraseOp(producer);
    return success();
  }

  fsdpc::schedule::DeviceSpec device;
};

} // namespace

bool mlir::fsdp::isPlainMap(AffineMap map) {
  return llvm::all_of(map.getResults(), [](AffineExpr expr) {
    return isa<AffineDimExpr, AffineConstantExpr>(expr);
  });
}

Value mlir::fsdp::cloneElementwiseBody(OpBuilder &b, linalg::GenericOp producer,
                                       IRMapping &mapping,
                                       function_ref<Value(unsigned)> loopAt) {
  Block *body = producer.getBlock();
  for (Operation &op : body->without_terminator()) {
    if (auto index = dyn_cast<linalg::IndexOp>(op))
      mapping.map(index.getResult(), loopAt(index.getDim()));
    else
      b.clone(op, mapping);
  }
  return mapping.lookupOrDefault(body->getTerminator()->getOperand(0));
}

void mlir::fsdp::populateKernelFusionPatterns(
    RewritePatternSet &patterns, const fsdpc::schedule::DeviceSpec &device) {
  patterns.add<GeneralizeForFusion, ShareProducer, ElementwiseIntoExtract,
               DefineLoopsForFusion>(patterns.getContext(), device);
  populateElementwiseSlicePatterns(patterns);
  // Upstream's own check (areElementwiseOpsFusable) runs first; the producer
  // then has this reader alone (ShareProducer saw to those read by
  // several).
  // The fused use must be the producer's only one, over all its results: a
  // multi-output producer fused into the reader of one result, or a producer
  // its reader reads twice, would be computed twice.
  linalg::populateElementwiseOpsFusionPatterns(
      patterns, [device](OpOperand *use) {
        auto producer = cast<linalg::LinalgOp>(use->get().getDefiningOp());
        auto uses = producer->getUses();
        return std::next(uses.begin()) == uses.end() &&
               readsEachElementOnce(producer, *use) &&
               keepsLibraryCall(producer, *use) &&
               isWorthEvaluatingIn(*use, device);
      });
}
