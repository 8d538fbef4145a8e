//===- ExecutableBuilder.cpp - a planned program as an fsdpx file ---------===//

#include "ExecutableBuilder.h"
#include "KernelOutlining.h"

#include "../../passes/lib/BufferLiveness.h"
#include "fsdpc/Passes/CollectiveLayout.h"
#include "fsdpc/Passes/Contraction.h"
#include "fsdpc/Passes/SourceLabel.h"
#include "fsdpc/Translate/KernelCompiler.h"
#include "fsdpc/runtime/Executable.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::fsdp;
namespace fx = fsdpc::fsdpx;

static std::optional<fx::DType> getDType(Type type) {
  if (type.isF32())
    return fx::DType::f32;
  if (type.isBF16())
    return fx::DType::bf16;
  if (type.isF16())
    return fx::DType::f16;
  if (type.isF64())
    return fx::DType::f64;
  if (type.isInteger(64) || type.isIndex())
    return fx::DType::i64;
  if (type.isInteger(32))
    return fx::DType::i32;
  if (type.isInteger(16))
    return fx::DType::i16;
  if (type.isInteger(8))
    return fx::DType::i8;
  if (type.isInteger(1))
    return fx::DType::i1;
  return std::nullopt;
}

/// The pytree path the frontend gave an argument as its location.
static std::string getPath(Location loc, StringRef fallback) {
  if (auto name = dyn_cast<NameLoc>(loc))
    return name.getName().str();
  if (auto fused = dyn_cast<FusedLoc>(loc))
    for (Location inner : fused.getLocations())
      if (auto name = dyn_cast<NameLoc>(inner))
        return name.getName().str();
  return fallback.str();
}

namespace {

/// A program tensor's place in the arena.
struct ArenaRegion {
  uint64_t offset = 0;
  uint64_t bytes = 0;
};

/// Lowers one planned function to an entry.
class EntryBuilder {
public:
  EntryBuilder(func::FuncOp func, MeshAttr mesh, ModuleOp kernels,
               fx::ExecutableT &executable, bool rowByRow)
      : func(func), mesh(mesh), kernels(kernels), executable(executable),
        rowByRow(rowByRow) {}

  LogicalResult build();
  std::unique_ptr<fx::EntryT> entry = std::make_unique<fx::EntryT>();

private:
  LogicalResult readPlan();
  FailureOr<ArenaRegion> regionOf(Value value, Operation *user);
  FailureOr<unsigned> bufferOf(Value value, Operation *user);
  unsigned addBuffer(ArenaRegion region, fx::DType dtype,
                     ArrayRef<int64_t> shape, StringRef name);
  unsigned addBytes(uint64_t offset, uint64_t bytes, StringRef name) {
    return addBuffer({offset, bytes}, fx::DType::i8, {int64_t(bytes)}, name);
  }
  template <typename T> void emit(unsigned queue, T op) {
    auto instruction = std::make_unique<fx::InstructionT>();
    instruction->op.Set(std::move(op));
    entry->streams[queue]->instructions.push_back(std::move(instruction));
  }
  /// Emits the instruction that runs `origin` itself (its GEMM, kernel,
  /// fill or collective start), which carries the op's predicted seconds
  /// (fsdp-schedule's) and what the user called it.
  template <typename T> void emitFor(Operation *origin, unsigned queue, T op) {
    emit(queue, std::move(op));
    fx::InstructionT &instruction = *entry->streams[queue]->instructions.back();
    if (auto seconds = origin->getAttrOfType<FloatAttr>(
            FSDPDialect::kPredictedSecondsAttrName))
      instruction.predicted_s = seconds.getValueAsDouble();
    instruction.label = formatSourceLabel(getSourceLabel(origin));
  }
  unsigned newEvent() { return entry->num_events++; }
  unsigned queueFor(CollectiveOpInterface op);

  LogicalResult lowerOp(Operation *op);
  LogicalResult lowerCollective(CollectiveOpInterface op);
  // The parts of lowerCollective.
  FailureOr<fx::DType> collectiveDType(CollectiveOpInterface op);
  LogicalResult placeMessage(CollectiveOpInterface op,
                             const CollectiveLayout &layout,
                             uint64_t resultOffset,
                             fx::CollectiveStartT &start);
  LogicalResult addBucketMembers(CollectiveOpInterface op,
                                 const CollectiveLayout &layout,
                                 uint64_t resultOffset, fx::DType dtype,
                                 fx::CollectiveStartT &start);
  void emitCollective(CollectiveOpInterface op, unsigned queue,
                      fx::CollectiveStartT start);
  LogicalResult lowerLinalg(linalg::LinalgOp op);
  LogicalResult lowerGemm(linalg::LinalgOp op, GemmShape gemm);
  LogicalResult lowerKernel(Operation *op);
  LogicalResult emitCopy(Value from, Value to, Operation *user);
  LogicalResult lowerSignature();
  FailureOr<int32_t> addStateSlot(const fx::TensorSpecT &spec,
                                  const fx::BufferT &buffer, Location loc);
  FailureOr<std::unique_ptr<fx::TensorSpecT>>
  describe(Type localType, DictionaryAttr attrs, StringRef path, Location loc);

  func::FuncOp func;
  MeshAttr mesh;
  ModuleOp kernels;
  /// Whether row kernels run their phases row by row (the host's kernels;
  /// a GPU block already takes a row).
  bool rowByRow;
  fx::ExecutableT &executable;
  uint64_t alignment = 256;
  BufferLiveness live;
  std::vector<int64_t> bufferOffsets; // per BufferLiveness buffer
  std::optional<uint64_t> rankOffset;
  std::map<std::tuple<uint64_t, uint64_t, int, std::vector<int64_t>>, unsigned>
      bufferIndex;
  std::map<std::vector<uint32_t>, unsigned> queues;
  DenseMap<Value, unsigned> doneEvents; // pending value -> its done event
};

} // namespace

LogicalResult EntryBuilder::readPlan() {
  auto plan = func->getAttrOfType<DictionaryAttr>("fsdp.memory_plan");
  alignment = uint64_t(plan.getAs<IntegerAttr>("alignment").getInt());
  entry->arena_bytes =
      uint64_t(plan.getAs<IntegerAttr>("arena_bytes").getInt());
  auto argOffsets = plan.getAs<DenseI64ArrayAttr>("arg_offsets");
  Block &block = func.getBody().front();
  live = computeBufferLiveness(block, alignment);
  bufferOffsets.assign(live.buffers.size(), -1);
  for (auto [arg, offset] :
       llvm::zip(block.getArguments(), argOffsets.asArrayRef()))
    if (auto it = live.bufferOf.find(arg); it != live.bufferOf.end())
      bufferOffsets[it->second] = offset;
  for (auto &[op, buffers] : live.resultBuffers) {
    auto offsets = op->getAttrOfType<DenseI64ArrayAttr>("fsdp.offsets");
    for (auto [index, buffer] : llvm::enumerate(buffers))
      if (buffer >= 0 && offsets && int64_t(index) < offsets.size())
        bufferOffsets[buffer] = offsets[index];
  }
  for (auto [op, buffer] : live.stagingBuffer)
    if (auto offset = op->getAttrOfType<IntegerAttr>("fsdp.staging_offset"))
      bufferOffsets[buffer] = offset.getInt();
  if (live.rankBuffer) {
    auto offset = plan.getAs<IntegerAttr>("rank_offset");
    if (!offset || offset.getInt() < 0)
      return func.emitOpError("uses fsdp.rank but its memory plan has no "
                              "'rank_offset'; run fsdp-plan-memory again");
    rankOffset = uint64_t(offset.getInt());
  }
  return success();
}

FailureOr<ArenaRegion> EntryBuilder::regionOf(Value value, Operation *user) {
  auto it = live.bufferOf.find(value);
  if (it == live.bufferOf.end() || bufferOffsets[it->second] < 0)
    return user->emitOpError()
           << "needs memory the plan does not hold (an operand or result "
              "without a planned buffer); run fsdp-plan-memory on the "
              "scheduled program";
  ArenaRegion region{uint64_t(bufferOffsets[it->second]),
                     getTensorBytes(value.getType())};
  // A view (isViewOp) is its source's first bytes; a collective's results
  // share its buffer at the layout's offsets.
  value = getViewSource(value);
  Operation *def = value.getDefiningOp();
  unsigned index = 0;
  if (auto wait = dyn_cast_or_null<WaitOp>(def)) {
    index = cast<OpResult>(value).getResultNumber();
    def = wait.getPending().getDefiningOp();
  } else if (def && isa<CollectiveOpInterface>(def)) {
    index = cast<OpResult>(value).getResultNumber();
  } else {
    return region;
  }
  CollectiveLayout layout =
      getCollectiveLayout(cast<CollectiveOpInterface>(def), alignment);
  region.offset += layout.resultOffsets[index];
  return region;
}

unsigned EntryBuilder::addBuffer(ArenaRegion region, fx::DType dtype,
                                 ArrayRef<int64_t> shape, StringRef name) {
  auto key = std::make_tuple(region.offset, region.bytes, int(dtype),
                             std::vector<int64_t>(shape.begin(), shape.end()));
  auto [it, inserted] = bufferIndex.try_emplace(key, entry->buffers.size());
  if (inserted) {
    auto buffer = std::make_unique<fx::BufferT>();
    buffer->offset = region.offset;
    buffer->bytes = region.bytes;
    buffer->dtype = dtype;
    buffer->shape.assign(shape.begin(), shape.end());
    buffer->name = name.str();
    entry->buffers.push_back(std::move(buffer));
  }
  return it->second;
}

FailureOr<unsigned> EntryBuilder::bufferOf(Value value, Operation *user) {
  auto type = cast<RankedTensorType>(value.getType());
  std::optional<fx::DType> dtype = getDType(type.getElementType());
  if (!dtype)
    return user->emitOpError() << "uses a tensor of " << type.getElementType()
                               << ", which the runtime does not hold";
  FailureOr<ArenaRegion> region = regionOf(value, user);
  if (failed(region))
    return failure();
  std::string name;
  llvm::raw_string_ostream os(name);
  if (auto arg = dyn_cast<BlockArgument>(value))
    os << getPath(arg.getLoc(), "arg" + std::to_string(arg.getArgNumber()));
  else
    os << value.getDefiningOp()->getName();
  return addBuffer(*region, *dtype, type.getShape(), name);
}

unsigned EntryBuilder::queueFor(CollectiveOpInterface op) {
  std::vector<uint32_t> axes;
  for (StringAttr axis : op.getAxesAttr().getAsRange<StringAttr>())
    axes.push_back(*mesh.getAxisIndex(axis.getValue()));
  auto [it, inserted] = queues.try_emplace(axes, entry->queues.size());
  if (inserted) {
    auto queue = std::make_unique<fx::QueueT>();
    queue->axes = axes;
    entry->queues.push_back(std::move(queue));
    entry->streams.push_back(std::make_unique<fx::StreamT>());
  }
  return it->second;
}

LogicalResult EntryBuilder::emitCopy(Value from, Value to, Operation *user) {
  FailureOr<ArenaRegion> source = regionOf(from, user);
  FailureOr<ArenaRegion> target = regionOf(to, user);
  if (failed(source) || failed(target))
    return failure();
  if (source->offset == target->offset)
    return success(); // planned in place
  FailureOr<unsigned> src = bufferOf(from, user), dst = bufferOf(to, user);
  if (failed(src) || failed(dst))
    return failure();
  fx::CopyT copy;
  copy.src = *src;
  copy.dst = *dst;
  copy.bytes = std::min(source->bytes, target->bytes);
  emit(0, copy);
  return success();
}

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

static fx::CollectiveKind getKind(CollectiveKind kind) {
  switch (kind) {
  case CollectiveKind::AllGather:
    return fx::CollectiveKind::all_gather;
  case CollectiveKind::ReduceScatter:
    return fx::CollectiveKind::reduce_scatter;
  case CollectiveKind::AllReduce:
    return fx::CollectiveKind::all_reduce;
  }
  llvm_unreachable("unknown collective kind");
}

static fx::Reduction getReduction(std::optional<ReductionKind> kind) {
  switch (kind.value_or(ReductionKind::sum)) {
  case ReductionKind::sum:
    return fx::Reduction::sum;
  case ReductionKind::max:
    return fx::Reduction::max;
  case ReductionKind::min:
    return fx::Reduction::min;
  }
  llvm_unreachable("unknown reduction");
}

LogicalResult EntryBuilder::lowerCollective(CollectiveOpInterface op) {
  CollectiveLayout layout = getCollectiveLayout(op, alignment);
  unsigned queue = queueFor(op);
  fx::CollectiveStartT start;
  start.kind = getKind(op.getCollectiveKind());
  start.reduction = getReduction(op.getCollectiveReduction());
  start.axes = entry->queues[queue]->axes;
  start.bytes = layout.chunkBytes;
  FailureOr<ArenaRegion> results = regionOf(op->getResult(0), op);
  if (failed(results))
    return failure();
  FailureOr<fx::DType> dtype = collectiveDType(op);
  // A per-member collective has no message of its own: each member is sent
  // from its input and received into its result (send and recv unused).
  start.per_member = layout.perMember;
  if (failed(dtype) ||
      (!layout.perMember &&
       failed(placeMessage(op, layout, results->offset, start))) ||
      failed(addBucketMembers(op, layout, results->offset, *dtype, start)))
    return failure();
  start.dtype = *dtype;
  emitCollective(op, queue, std::move(start));
  return success();
}

/// The element type of the message: one per bucket (the runtime sizes the
/// members by it).
FailureOr<fx::DType> EntryBuilder::collectiveDType(CollectiveOpInterface op) {
  SmallVector<Type> resultTypes = op.getCollectiveResultTypes();
  Type elementType = getElementTypeOrSelf(resultTypes.front());
  if (llvm::any_of(resultTypes, [&](Type type) {
        return getElementTypeOrSelf(type) != elementType;
      }))
    return op->emitOpError("mixes element types in one bucket, which the "
                           "runtime sends as one typed message");
  std::optional<fx::DType> dtype = getDType(elementType);
  if (!dtype)
    return op->emitOpError() << "communicates " << elementType
                             << ", which the runtime does not support";
  return *dtype;
}

/// Where the message is sent from and received into: the single input and
/// the results where they lie, else the staging buffer (its send part, then
/// its receive part).
LogicalResult EntryBuilder::placeMessage(CollectiveOpInterface op,
                                         const CollectiveLayout &layout,
                                         uint64_t resultOffset,
                                         fx::CollectiveStartT &start) {
  std::optional<uint64_t> staging;
  if (layout.stagingBytes()) {
    auto attr =
        op->getAttrOfType<IntegerAttr>(FSDPDialect::kStagingOffsetAttrName);
    if (!attr)
      return op->emitOpError()
             << "needs a staging buffer the plan does not hold (no '"
             << FSDPDialect::kStagingOffsetAttrName << "')";
    staging = uint64_t(attr.getInt());
  }
  uint64_t message = layout.chunkBytes * uint64_t(layout.groupSize);
  uint64_t sendSize = start.kind == fx::CollectiveKind::reduce_scatter
                          ? message
                          : layout.chunkBytes;
  uint64_t recvSize = start.kind == fx::CollectiveKind::all_gather
                          ? message
                          : layout.chunkBytes;
  if (layout.sendInPlace) {
    FailureOr<ArenaRegion> input = regionOf(op.getInputs().front(), op);
    if (failed(input))
      return failure();
    start.send = addBytes(input->offset, sendSize, "send");
  } else {
    start.send = addBytes(*staging, sendSize, "send staging");
  }
  if (layout.recvInPlace)
    start.recv = addBytes(resultOffset, recvSize, "recv");
  else
    start.recv =
        addBytes(*staging + layout.sendBytes, recvSize, "recv staging");
  return success();
}

/// Each operand of the bucket: its full tensor and its shard, the rows of
/// the collective's dimension, its chunk in the staging buffer.
LogicalResult EntryBuilder::addBucketMembers(CollectiveOpInterface op,
                                             const CollectiveLayout &layout,
                                             uint64_t resultOffset,
                                             fx::DType dtype,
                                             fx::CollectiveStartT &start) {
  SmallVector<Type> resultTypes = op.getCollectiveResultTypes();
  std::optional<int64_t> dim = op.getCollectiveDim();
  for (auto [index, input] : llvm::enumerate(op.getInputs())) {
    auto member = std::make_unique<fx::BucketMemberT>();
    auto resultType = cast<RankedTensorType>(resultTypes[index]);
    auto inputType = cast<RankedTensorType>(input.getType());
    FailureOr<unsigned> in = bufferOf(input, op);
    if (failed(in))
      return failure();
    ArenaRegion out{resultOffset + layout.resultOffsets[index],
                    getTensorBytes(resultType)};
    // A per-member gather receives its whole padded message there.
    unsigned outBuffer =
        layout.perMember && op.gathers()
            ? addBytes(out.offset,
                       getTensorBytes(inputType) * uint64_t(layout.groupSize),
                       "recv")
            : addBuffer(out, dtype, resultType.getShape(), "collective result");
    member->dim = dim ? int32_t(*dim) : -1;
    member->staging_offset = layout.memberChunkOffsets[index];
    // The full tensor is what a gather produces and a reduction consumes.
    RankedTensorType fullType = op.gathers() ? resultType : inputType;
    RankedTensorType shardType = op.gathers() ? inputType : resultType;
    member->full = op.gathers() ? outBuffer : *in;
    member->shard = op.gathers() ? *in : outBuffer;
    member->shape.assign(fullType.getShape().begin(),
                         fullType.getShape().end());
    if (dim) {
      member->global_rows = fullType.getDimSize(*dim);
      member->shard_rows = shardType.getDimSize(*dim);
    }
    start.members.push_back(std::move(member));
  }
  return success();
}

/// The collective on its queue, after everything the compute queue did
/// before it (an event); a synchronous one is waited for by the compute
/// queue, an asynchronous one at its fsdp.wait.
void EntryBuilder::emitCollective(CollectiveOpInterface op, unsigned queue,
                                  fx::CollectiveStartT start) {
  unsigned ready = newEvent(), done = newEvent();
  fx::RecordEventT recordReady;
  recordReady.event = ready;
  emit(0, recordReady);
  fx::WaitEventT waitReady;
  waitReady.event = ready;
  emit(queue, waitReady);
  emitFor(op, queue, std::move(start));
  fx::RecordEventT recordDone;
  recordDone.event = done;
  emit(queue, recordDone);
  if (op.isAsync()) {
    doneEvents[op->getResult(0)] = done;
    return;
  }
  fx::WaitEventT waitDone;
  waitDone.event = done;
  emit(0, waitDone);
}

//===----------------------------------------------------------------------===//
// Compute
//===----------------------------------------------------------------------===//

LogicalResult EntryBuilder::lowerGemm(linalg::LinalgOp op, GemmShape gemm) {
  Value init = op.getDpsInits().front();
  Value result = op->getResult(0);
  bool fresh = isFreshGemmInit(init);
  if (!fresh && failed(emitCopy(init, result, op)))
    return failure();
  // A GEMM writing into a concatenation (ConcatPlacement.h) writes its
  // matrices where its result lies in it: C is the concatenation's buffer.
  Value cValue = result;
  uint64_t cOffset = 0;
  if (auto it = live.concatPlacements.find(result);
      it != live.concatPlacements.end()) {
    std::optional<GemmShape> placed = placeGemmOutput(gemm, it->second);
    if (!placed)
      return op->emitOpError("is planned into a concatenation its C cannot "
                             "be placed in (fsdp-translate and the memory "
                             "plan disagree)");
    gemm = *placed;
    cValue = it->second.concat.getResult();
    cOffset = uint64_t(it->second.elementOffset) * getElementBytes(gemm.cType);
  }
  FailureOr<unsigned> a = bufferOf(op->getOperand(gemm.aOperand), op);
  FailureOr<unsigned> b = bufferOf(op->getOperand(gemm.bOperand), op);
  FailureOr<unsigned> c = bufferOf(cValue, op);
  if (failed(a) || failed(b) || failed(c))
    return failure();
  fx::GemmT call;
  call.a = *a;
  call.b = *b;
  call.c = *c;
  call.batch = gemm.batch.count;
  call.m = gemm.m;
  call.n = gemm.n;
  call.k = gemm.k;
  call.transpose_a = gemm.transposeA;
  call.transpose_b = gemm.transposeB;
  call.lda = gemm.lda;
  call.ldb = gemm.ldb;
  call.ldc = gemm.ldc;
  call.stride_a = gemm.batch.strideA;
  call.stride_b = gemm.batch.strideB;
  call.stride_c = gemm.batch.strideC;
  for (const GemmBatch &loop : gemm.outer)
    call.outer.emplace_back(loop.count, loop.strideA, loop.strideB,
                            loop.strideC);
  call.a_dtype = *getDType(gemm.aType);
  call.b_dtype = *getDType(gemm.bType);
  call.c_dtype = *getDType(gemm.cType);
  call.c_offset = cOffset;
  call.beta = fresh ? 0.0f : 1.0f;
  emitFor(op, 0, std::move(call));
  return success();
}

LogicalResult EntryBuilder::lowerKernel(Operation *op) {
  std::string name = "kernel" + std::to_string(executable.kernels.size()) +
                     "_" + op->getName().stripDialect().str();
  std::replace(name.begin(), name.end(), '.', '_');
  // An update written over the state it updates (findInPlaceUpdates)
  // shares the state's memref argument.
  auto writtenOver = [&](Value result, ArrayRef<Value> reads) -> Value {
    auto updated = live.inPlaceUpdates.find(result);
    if (updated == live.inPlaceUpdates.end() ||
        !llvm::is_contained(reads, Value(updated->second)))
      return Value();
    return updated->second;
  };
  FailureOr<OutlinedKernel> kernel =
      outlineKernel(op, kernels, name, mesh, writtenOver, rowByRow);
  if (failed(kernel))
    return failure();
  fx::KernelLaunchT launch;
  launch.kernel = uint32_t(executable.kernels.size());
  auto record = std::make_unique<fx::KernelT>();
  record->symbol = name; // replaced by the library's symbol
  executable.kernels.push_back(std::move(record));
  for (Value value : kernel->operands) {
    FailureOr<unsigned> buffer = bufferOf(value, op);
    if (failed(buffer))
      return failure();
    launch.operands.push_back(*buffer);
  }
  if (kernel->usesRank)
    launch.operands.push_back(uint32_t(entry->rank_buffer));
  launch.range_begin = 0;
  launch.range_end = kernel->range;
  emitFor(op, 0, std::move(launch));
  return success();
}

LogicalResult EntryBuilder::lowerLinalg(linalg::LinalgOp op) {
  // A fill of a constant is the runtime's Fill.
  if (auto fill = dyn_cast<linalg::FillOp>(op.getOperation())) {
    // Its readers start from its value themselves (GEMMs with beta = 0,
    // kernels filling what they compute): nothing to fill.
    if (isFilledByReaders(fill))
      return success();
    Attribute value;
    if (matchPattern(fill.getInputs().front(), m_Constant(&value))) {
      FailureOr<unsigned> buffer = bufferOf(fill.getResult(0), op);
      if (failed(buffer))
        return failure();
      fx::FillT call;
      call.buffer = *buffer;
      call.dtype = *getDType(getElementTypeOrSelf(fill.getResult(0)));
      APInt bits = isa<FloatAttr>(value)
                       ? cast<FloatAttr>(value).getValue().bitcastToAPInt()
                       : cast<IntegerAttr>(value).getValue();
      call.value = bits.getZExtValue();
      emitFor(op, 0, call);
      return success();
    }
  }
  if (std::optional<GemmShape> gemm = matchGemm(op))
    if (getDType(gemm->aType) && getDType(gemm->bType) && getDType(gemm->cType))
      return lowerGemm(op, *gemm);
  // Results start as their inits when the body reads them.
  for (OpOperand &init : op.getDpsInitsMutable()) {
    Value result =
        op->getResult(init.getOperandNumber() - op.getNumDpsInputs());
    if (op.payloadUsesValueFromOperand(&init) &&
        !init.get().getDefiningOp<tensor::EmptyOp>() &&
        !getFilledByReader(init.get()) &&
        failed(emitCopy(init.get(), result, op)))
      return failure();
  }
  return lowerKernel(op);
}

LogicalResult EntryBuilder::lowerOp(Operation *op) {
  if (auto collective = dyn_cast<CollectiveOpInterface>(op))
    return lowerCollective(collective);
  if (auto wait = dyn_cast<WaitOp>(op)) {
    fx::WaitEventT call;
    call.event = doneEvents.lookup(wait.getPending());
    emit(0, call);
    return success();
  }
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    return lowerLinalg(linalgOp);
  if (isViewOp(op))
    return emitCopy(op->getOperand(0), op->getResult(0), op);
  if (auto insert = dyn_cast<tensor::InsertSliceOp>(op)) {
    if (failed(emitCopy(insert.getDest(), insert.getResult(), op)))
      return failure();
    return lowerKernel(op);
  }
  // Its operands' GEMMs wrote it (the memory plan placed them in it).
  if (auto concat = dyn_cast<tensor::ConcatOp>(op);
      concat && live.concatPlacements.contains(concat.getInputs().front()))
    return success();
  if (isa<tensor::ExtractSliceOp, tensor::ConcatOp, ShardOp, RowKernelOp>(op))
    return lowerKernel(op);
  if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
    auto type = dyn_cast<RankedTensorType>(constant.getType());
    if (!type)
      return success(); // a scalar: recomputed in the kernels that use it
    auto dense = dyn_cast<DenseElementsAttr>(constant.getValue());
    if (dense && dense.isSplat()) {
      FailureOr<unsigned> buffer = bufferOf(constant.getResult(), op);
      if (failed(buffer))
        return failure();
      fx::FillT call;
      call.buffer = *buffer;
      call.dtype = *getDType(type.getElementType());
      APInt bits = isa<FloatType>(type.getElementType())
                       ? dense.getSplatValue<APFloat>().bitcastToAPInt()
                       : dense.getSplatValue<APInt>();
      call.value = bits.getZExtValue();
      emitFor(op, 0, call);
      return success();
    }
    return lowerKernel(op);
  }
  // Scalars, shapes and the end of the step emit nothing: kernels
  // recompute the scalars they use.
  if (isa<tensor::EmptyOp, func::ReturnOp, RankOp, tensor::ExtractOp>(op) ||
      (op->getNumRegions() == 0 && isMemoryEffectFree(op) &&
       llvm::none_of(op->getResultTypes(),
                     [](Type type) { return isa<ShapedType>(type); })))
    return success();
  return op->emitOpError("cannot be lowered to the runtime by fsdp-translate");
}

//===----------------------------------------------------------------------===//
// Signature: inputs, outputs, state
//===----------------------------------------------------------------------===//

FailureOr<std::unique_ptr<fx::TensorSpecT>>
EntryBuilder::describe(Type localType, DictionaryAttr attrs, StringRef path,
                       Location loc) {
  auto local = cast<RankedTensorType>(localType);
  auto spec = std::make_unique<fx::TensorSpecT>();
  spec->path = path.str();
  std::optional<fx::DType> dtype = getDType(local.getElementType());
  if (!dtype)
    return emitError(loc) << "'" << path << "' has element type "
                          << local.getElementType()
                          << ", which the runtime does not hold";
  spec->dtype = *dtype;
  RankedTensorType global = local;
  if (auto attr = attrs ? attrs.getAs<TypeAttr>("fsdp.global_type") : nullptr)
    global = cast<RankedTensorType>(attr.getValue());
  spec->global_shape.assign(global.getShape().begin(), global.getShape().end());
  spec->local_shape.assign(local.getShape().begin(), local.getShape().end());
  if (auto init = attrs ? attrs.getAs<StringAttr>("fsdp.init") : nullptr) {
    // The dialect verified it.
    Initializer initializer = *parseInitializer(init.getValue());
    spec->init =
        initializer.kind == Initializer::Kind::Zeros  ? fx::InitKind::zeros
        : initializer.kind == Initializer::Kind::Ones ? fx::InitKind::ones
                                                      : fx::InitKind::normal;
    spec->sigma = float(initializer.sigma);
  }
  if (auto sharding =
          attrs ? attrs.getAs<ShardingAttr>("fsdp.sharding") : nullptr)
    for (auto [dim, axes] : llvm::enumerate(sharding.getDimAxes())) {
      if (axes.empty())
        continue;
      spec->split_dim = int32_t(dim);
      int64_t group = 1;
      for (StringAttr axis : axes.getAsRange<StringAttr>()) {
        unsigned index = *mesh.getAxisIndex(axis.getValue());
        spec->split_axes.push_back(index);
        group *= mesh.getAxisSizes()[index];
      }
      spec->padding_rows =
          group * local.getDimSize(dim) - global.getDimSize(dim);
      break;
    }
  return spec;
}

/// The state slot of `spec` held in `buffer`: entries share one state
/// layout, so a slot another entry declared must lie at the same place.
FailureOr<int32_t> EntryBuilder::addStateSlot(const fx::TensorSpecT &spec,
                                              const fx::BufferT &buffer,
                                              Location loc) {
  for (auto [index, slot] : llvm::enumerate(executable.state)) {
    if (slot->spec->path != spec.path)
      continue;
    if (slot->offset != buffer.offset || slot->bytes != buffer.bytes ||
        slot->spec->global_shape != spec.global_shape ||
        slot->spec->dtype != spec.dtype)
      return emitError(loc)
             << "entries disagree on the state '" << spec.path << "': @"
             << func.getSymName() << " holds it at offset " << buffer.offset
             << " (" << buffer.bytes << " bytes), another entry at offset "
             << slot->offset << " (" << slot->bytes
             << " bytes); give every entry the same state arguments first, "
                "in the same order";
    return int32_t(index);
  }
  auto slot = std::make_unique<fx::StateSlotT>();
  slot->spec = std::make_unique<fx::TensorSpecT>(spec);
  slot->offset = buffer.offset;
  slot->bytes = buffer.bytes;
  executable.state.push_back(std::move(slot));
  return int32_t(executable.state.size() - 1);
}

LogicalResult EntryBuilder::lowerSignature() {
  Block &block = func.getBody().front();
  auto returnOp = cast<func::ReturnOp>(block.getTerminator());
  // Arguments some result updates (parameters, optimizer state) are state.
  DenseMap<unsigned, unsigned> updatedBy; // argument -> result
  for (unsigned r = 0, e = func.getNumResults(); r < e; ++r)
    if (auto index = func.getResultAttrOfType<IntegerAttr>(r, "fsdp.updates"))
      updatedBy[unsigned(index.getInt())] = r;
  DenseMap<unsigned, int32_t> slotOf; // argument -> state slot
  for (BlockArgument arg : block.getArguments()) {
    unsigned i = arg.getArgNumber();
    std::string path = getPath(arg.getLoc(), "arg" + std::to_string(i));
    FailureOr<std::unique_ptr<fx::TensorSpecT>> spec =
        describe(arg.getType(), func.getArgAttrDict(i), path, arg.getLoc());
    if (failed(spec))
      return failure();
    auto input = std::make_unique<fx::InputT>();
    FailureOr<unsigned> buffer = bufferOf(arg, func);
    if (failed(buffer))
      return failure();
    input->buffer = *buffer;
    bool isState = updatedBy.count(i) || func.getArgAttr(i, "fsdp.unit");
    if (isState) {
      FailureOr<int32_t> slot =
          addStateSlot(**spec, *entry->buffers[*buffer], arg.getLoc());
      if (failed(slot))
        return failure();
      input->state = *slot;
      slotOf[i] = *slot;
    }
    input->spec = std::move(*spec);
    entry->inputs.push_back(std::move(input));
  }
  for (auto [r, value] : llvm::enumerate(returnOp.getOperands())) {
    auto updates = func.getResultAttrOfType<IntegerAttr>(r, "fsdp.updates");
    std::string path = updates ? entry->inputs[updates.getInt()]->spec->path
                               : "out." + std::to_string(r);
    FailureOr<std::unique_ptr<fx::TensorSpecT>> spec = describe(
        value.getType(), func.getResultAttrDict(r), path, returnOp.getLoc());
    FailureOr<unsigned> buffer = bufferOf(value, returnOp);
    if (failed(spec) || failed(buffer))
      return failure();
    auto output = std::make_unique<fx::OutputT>();
    output->spec = std::move(*spec);
    output->buffer = *buffer;
    if (updates)
      output->state = slotOf.lookup(unsigned(updates.getInt()));
    entry->outputs.push_back(std::move(output));
  }
  return success();
}

LogicalResult EntryBuilder::build() {
  entry->name = func.getSymName().str();
  entry->queues.push_back(std::make_unique<fx::QueueT>());
  entry->streams.push_back(std::make_unique<fx::StreamT>());
  if (failed(readPlan()))
    return failure();
  if (rankOffset) {
    int64_t axes = int64_t(mesh.getAxisNames().size());
    entry->rank_buffer = int32_t(addBuffer({*rankOffset, uint64_t(8 * axes)},
                                           fx::DType::i64, {axes}, "rank"));
  }
  if (failed(lowerSignature()))
    return failure();
  for (Operation &op : func.getBody().front())
    if (failed(lowerOp(&op)))
      return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// The executable
//===----------------------------------------------------------------------===//

/// Replaces each kernel's name by its symbol in the compiled library, one
/// record per distinct symbol.
static void bindKernels(fx::ExecutableT &executable,
                        const KernelLibrary &library) {
  std::map<std::string, uint32_t> bySymbol;
  std::vector<uint32_t> remap;
  std::vector<std::unique_ptr<fx::KernelT>> kernels;
  for (const std::string &symbol : library.symbols) {
    auto [it, inserted] = bySymbol.try_emplace(symbol, kernels.size());
    if (inserted) {
      auto kernel = std::make_unique<fx::KernelT>();
      kernel->symbol = symbol;
      kernels.push_back(std::move(kernel));
    }
    remap.push_back(it->second);
  }
  executable.kernels = std::move(kernels);
  for (auto &entry : executable.entries)
    for (auto &stream : entry->streams)
      for (auto &instruction : stream->instructions)
        if (auto *launch = instruction->op.AsKernelLaunch())
          launch->kernel = remap[launch->kernel];
  executable.library.assign(library.sharedObject.begin(),
                            library.sharedObject.end());
  executable.library_format = fx::LibraryFormat::elf_shared_object;
}

FailureOr<std::unique_ptr<fx::ExecutableT>>
mlir::fsdp::buildExecutable(ModuleOp module, const TranslateOptions &options) {
  auto executable = std::make_unique<fx::ExecutableT>();
  executable->format_version = fsdpc::runtime::kFormatVersion;
  executable->producer = options.producer;
  // A CUDA executable has no host code to check the CPU against.
  if (options.target == Target::Cpu)
    executable->target_cpu = options.targetCpu;
  else
    executable->target_gpu = options.gpuArch;
  MeshOp meshOp;
  for (MeshOp candidate : module.getOps<MeshOp>()) {
    if (meshOp)
      return candidate.emitOpError("is a second mesh; an executable runs on "
                                   "one mesh");
    meshOp = candidate;
  }
  if (!meshOp || !meshOp.getMesh().isBound())
    return module.emitError("fsdp-translate needs a per-rank program with a "
                            "bound fsdp.mesh (run fsdp-pipeline first)");
  MeshAttr mesh = meshOp.getMesh();
  executable->mesh = std::make_unique<fx::MeshT>();
  for (auto [name, size] :
       llvm::zip(mesh.getAxisNames(), mesh.getAxisSizes())) {
    auto axis = std::make_unique<fx::MeshAxisT>();
    axis->name = name.getValue().str();
    axis->size = size;
    executable->mesh->axes.push_back(std::move(axis));
  }
  OwningOpRef<ModuleOp> kernels = ModuleOp::create(module.getLoc());
  for (func::FuncOp func : module.getOps<func::FuncOp>()) {
    if (func.isExternal())
      continue;
    if (!func->hasAttr("fsdp.memory_plan"))
      return func.emitOpError("has no fsdp.memory_plan: run fsdp-pipeline "
                              "(or fsdp-plan-memory) before fsdp-translate");
    if (!func.getBody().hasOneBlock())
      return func.emitOpError("has more than one block");
    EntryBuilder builder(func, mesh, *kernels, *executable,
                         /*rowByRow=*/options.target == Target::Cpu);
    if (failed(builder.build()))
      return failure();
    executable->entries.push_back(std::move(builder.entry));
  }
  if (executable->entries.empty())
    return module.emitError("fsdp-translate found no function to translate");
  if (options.kernelDump)
    printKernels(*kernels, *executable, *options.kernelDump);
  if (executable->kernels.empty())
    return executable;
  if (options.target == Target::Cuda) {
    if (failed(bindGpuKernels(*executable, *kernels, options,
                              [&] { return module.emitError(); })))
      return failure();
    return executable;
  }
  KernelLibraryOptions libraryOptions;
  libraryOptions.targetCpu = options.targetCpu;
  FailureOr<KernelLibrary> library = compileKernelLibrary(
      *kernels, libraryOptions, [&] { return module.emitError(); });
  if (failed(library))
    return failure();
  bindKernels(*executable, *library);
  return executable;
}

std::string mlir::fsdp::serializeExecutable(const fx::ExecutableT &executable) {
  flatbuffers::FlatBufferBuilder builder;
  fx::FinishExecutableBuffer(builder,
                             fx::CreateExecutable(builder, &executable));
  return std::string(reinterpret_cast<const char *>(builder.GetBufferPointer()),
                     builder.GetSize());
}
