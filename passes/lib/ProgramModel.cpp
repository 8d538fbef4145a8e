//===- ProgramModel.cpp - costs and sizes of a per-rank program -----------===//

#include "ProgramModel.h"

#include "BodyOps.h"
#include "BufferLiveness.h"
#include "CudaInstructions.h"
#include "RowKernelWork.h"

#include "fsdpc/Passes/CollectiveLayout.h"
#include "fsdpc/Passes/Contraction.h"
#include "fsdpc/Schedule/GpuPointLayout.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::fsdp;
namespace sched = fsdpc::schedule;

FailureOr<sched::DeviceSpec>
mlir::fsdp::resolveDevice(StringRef device,
                          function_ref<InFlightDiagnostic()> emitError) {
  if (device.ends_with(".json")) {
    llvm::Expected<sched::DeviceSpec> spec =
        sched::loadDeviceSpec("h100", device);
    if (!spec)
      return emitError() << llvm::toString(spec.takeError());
    return *spec;
  }
  if (std::optional<sched::DeviceSpec> spec = sched::getDevicePreset(device))
    return *spec;
  InFlightDiagnostic diag = emitError();
  diag << "unknown device '" << device << "'; expected one of";
  for (StringRef name : sched::getDevicePresetNames())
    diag << " " << name;
  return diag << ", or a .json file";
}

FailureOr<uint64_t> mlir::fsdp::parseByteSize(StringRef text) {
  text = text.trim();
  static const std::pair<StringRef, uint64_t> suffixes[] = {
      {"TiB", 1ull << 40}, {"GiB", 1ull << 30},      {"MiB", 1ull << 20},
      {"KiB", 1ull << 10}, {"TB", 1000000000000ull}, {"GB", 1000000000ull},
      {"MB", 1000000ull},  {"KB", 1000ull},          {"B", 1}};
  uint64_t scale = 1;
  for (auto [suffix, factor] : suffixes)
    if (text.consume_back(suffix)) {
      scale = factor;
      break;
    }
  text = text.trim();
  // Budgets are signed 64-bit in the IR and the report: at most 2^63 - 1.
  constexpr uint64_t kMax = uint64_t(std::numeric_limits<int64_t>::max());
  uint64_t whole = 0;
  if (!text.getAsInteger(10, whole)) {
    if (whole == 0 || whole > kMax / scale)
      return failure();
    return whole * scale;
  }
  double value = 0;
  if (text.getAsDouble(value) || !std::isfinite(value) || value <= 0)
    return failure();
  double bytes = value * double(scale);
  if (bytes < 1 || bytes >= double(kMax))
    return failure();
  return uint64_t(bytes);
}

static sched::DType getDType(Type elementType) {
  if (elementType.isBF16())
    return sched::DType::BF16;
  if (elementType.isF16())
    return sched::DType::F16;
  return sched::DType::F32;
}

/// The identity of the data `value` holds: a view (isViewOp) is its
/// source's.
static uint64_t getDataId(Value value) {
  return reinterpret_cast<uint64_t>(getViewSource(value).getAsOpaquePointer());
}

static sched::MemoryAccess access(Value value, uint64_t bytes, bool write) {
  return {getDataId(value), double(bytes), write};
}

/// The elements `op`'s body gathers from each tensor from outside it by
/// tensor.extract (a table's rows, a padding's source, the logit a loss
/// picks): one per extract and iteration.
static llvm::MapVector<Value, double>
getGatheredElements(ArrayRef<Operation *> ops, Operation *scope,
                    double iterations) {
  llvm::MapVector<Value, double> elements;
  for (Operation *op : ops)
    op->walk([&](tensor::ExtractOp extract) {
      Value tensor = extract.getTensor();
      if (!scope->isAncestor(tensor.getParentBlock()->getParentOp()))
        elements[tensor] += iterations;
    });
  return elements;
}

static llvm::MapVector<Value, double> getGatheredElements(linalg::LinalgOp op) {
  return getGatheredElements(op.getOperation(), op,
                             getStaticIterations(op).value_or(0));
}

/// The bytes of `count` gathered elements of `tensor`: at most all of it.
static uint64_t getGatheredBytes(Value tensor, double count) {
  double whole = double(getTensorBytes(tensor.getType()));
  return uint64_t(std::min(
      whole, count * double(getElementBytes(getElementTypeOrSelf(tensor)))));
}

static void getGatheredAccesses(linalg::LinalgOp op,
                                std::vector<sched::MemoryAccess> &accesses) {
  for (auto [tensor, count] : getGatheredElements(op))
    accesses.push_back(
        access(tensor, getGatheredBytes(tensor, count), /*write=*/false));
}

/// The elements of its tensor `input`'s map reaches over `op`'s loops: a
/// loop's extent for each dimension it indexes, one for each constant
/// index, the whole dimension otherwise.
static double getReachedElements(linalg::LinalgOp op, OpOperand *input) {
  auto type = cast<ShapedType>(input->get().getType());
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  double elements = 1;
  for (auto [dim, expr] :
       llvm::enumerate(op.getMatchingIndexingMap(input).getResults())) {
    if (auto loop = dyn_cast<AffineDimExpr>(expr))
      elements *= double(ranges[loop.getPosition()]);
    else if (!isa<AffineConstantExpr>(expr))
      elements *= double(type.getDimSize(dim));
  }
  return elements;
}

/// The bytes `op` reads of each tensor it takes as an input: the whole
/// tensor, or, for one it reads through several maps (the pieces of a
/// tensor split by a view: q, k and v of a QKV projection), what those maps
/// reach, at most the whole tensor.
static llvm::MapVector<Value, uint64_t> getInputBytes(linalg::LinalgOp op) {
  llvm::MapVector<Value, SmallVector<OpOperand *>> reads;
  for (OpOperand *input : op.getDpsInputOperands())
    reads[input->get()].push_back(input);
  llvm::MapVector<Value, uint64_t> bytes;
  for (auto &[tensor, uses] : reads) {
    uint64_t whole = getTensorBytes(tensor.getType());
    if (uses.size() == 1 || !isa<ShapedType>(tensor.getType())) {
      bytes[tensor] = whole;
      continue;
    }
    double reached = 0;
    for (OpOperand *use : uses)
      reached += getReachedElements(op, use);
    bytes[tensor] = uint64_t(std::min(
        double(whole),
        reached * double(getElementBytes(getElementTypeOrSelf(tensor)))));
  }
  return bytes;
}

/// What a linalg op reads and writes: its inputs, the tensors it gathers
/// from, the inits it reads (an init only written, like a tensor.empty or
/// an overwritten fill, is not read; nor is a library GEMM's C when it
/// starts from nothing, nor a fill the op starts from by itself:
/// isFilledByReaders), and its results.
static void getLinalgAccesses(linalg::LinalgOp op, bool isGemm,
                              std::vector<sched::MemoryAccess> &accesses) {
  for (auto [input, bytes] : getInputBytes(op))
    accesses.push_back(access(input, bytes, /*write=*/false));
  getGatheredAccesses(op, accesses);
  for (OpOperand &init : op.getDpsInitsMutable())
    if (op.payloadUsesValueFromOperand(&init) &&
        !(isGemm && isFreshGemmInit(init.get())) &&
        !getFilledByReader(init.get()))
      accesses.push_back(
          access(init.get(), getTensorBytes(init.get().getType()), false));
  for (Value result : op->getResults())
    accesses.push_back(access(result, getTensorBytes(result.getType()), true));
}

/// The copies that end a step: each result that updates an argument and is
/// not written over it (findInPlaceUpdates: neither that argument's data
/// nor its op's output in place) is copied into the argument's place (the
/// runtime's donation, Session::copyDonatedOutputs): read, then written
/// where the argument lives.
static void getReturnAccesses(func::ReturnOp ret,
                              std::vector<sched::MemoryAccess> &accesses) {
  Block &block = *ret->getBlock();
  SmallVector<CopiedUpdate> copied;
  findInPlaceUpdates(block, &copied);
  for (const CopiedUpdate &copy : copied) {
    Value value = ret.getOperand(copy.resultIndex);
    uint64_t bytes = getTensorBytes(value.getType());
    accesses.push_back(access(value, bytes, false));
    accesses.push_back(access(copy.argument, bytes, true));
  }
}

/// Views, values that need no work, concatenations their operands' GEMMs
/// write, and fills their readers do (they start from the value themselves:
/// such a fill never runs).
static bool isFree(Operation *op) {
  if (isa<tensor::EmptyOp>(op) || isViewOp(op))
    return true;
  if (auto concat = dyn_cast<tensor::ConcatOp>(op))
    return isWrittenInPlace(concat);
  auto fill = dyn_cast<linalg::FillOp>(op);
  return fill && isFilledByReaders(fill);
}

/// What `op`, not a linalg op, reads and writes.
static std::vector<sched::MemoryAccess> getOtherAccesses(Operation *op) {
  std::vector<sched::MemoryAccess> accesses;
  if (auto ret = dyn_cast<func::ReturnOp>(op)) {
    getReturnAccesses(ret, accesses);
    return accesses;
  }
  // Data movement: a result's bytes read and written. A concatenation reads
  // each input; an insertion its source and the rest of its destination; a
  // slice (or a shard) the part of its source it keeps.
  if (isa<tensor::ExtractSliceOp, tensor::InsertSliceOp, tensor::ConcatOp,
          ShardOp>(op))
    for (Value result : op->getResults()) {
      uint64_t bytes = getTensorBytes(result.getType());
      if (auto concat = dyn_cast<tensor::ConcatOp>(op)) {
        for (Value input : concat.getInputs())
          accesses.push_back(
              access(input, getTensorBytes(input.getType()), false));
      } else if (auto insert = dyn_cast<tensor::InsertSliceOp>(op)) {
        uint64_t source = getTensorBytes(insert.getSource().getType());
        accesses.push_back(access(insert.getSource(), source, false));
        accesses.push_back(access(insert.getDest(),
                                  bytes > source ? bytes - source : 0, false));
      } else {
        accesses.push_back(access(op->getOperand(0), bytes, false));
      }
      accesses.push_back(access(result, bytes, true));
    }
  // A collective reads its inputs and writes its results (the network's
  // copies), so their readers find them where it left them.
  if (auto collective = dyn_cast<CollectiveOpInterface>(op)) {
    for (Value input : collective.getInputs())
      accesses.push_back(access(input, getTensorBytes(input.getType()), false));
    for (Value result : op->getResults())
      if (isa<ShapedType>(result.getType()))
        accesses.push_back(
            access(result, getTensorBytes(result.getType()), true));
  }
  return accesses;
}

/// The elements of a statically shaped tensor; 0 for anything else.
static double getStaticElements(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  return shaped && shaped.hasStaticShape() ? double(shaped.getNumElements())
                                           : 0;
}

static uint64_t sumBytes(ArrayRef<sched::MemoryAccess> accesses) {
  uint64_t bytes = 0;
  for (const sched::MemoryAccess &a : accesses)
    bytes += uint64_t(a.bytes);
  return bytes;
}

std::vector<sched::MemoryAccess> mlir::fsdp::getOpAccesses(Operation *op) {
  std::vector<sched::MemoryAccess> accesses;
  (void)getOpCost(op, &accesses);
  return accesses;
}

/// The loads a row kernel's threads issue for its input `arg` (a gathered
/// one's gathers are ops of the phases): at each point of a phase reading
/// it, or once a row where the phase reads it at the row alone (a
/// statistic); once for each map it is read through where the phases hold
/// their points in registers (RowKernelOp::getRegisterRowPoints), else
/// again in each phase (from L1, but loads all the same). A serial fold's
/// own loads (its thread 0 re-reads the row) are not counted.
static double getRowKernelLoads(RowKernelOp kernel, BlockArgument arg,
                                double rows, bool inRegisters) {
  unsigned rowLoops = unsigned(kernel.getRows());
  // In registers, a read through a map an earlier read used (the phases'
  // loops after the rows are the same) finds the element there.
  llvm::SmallDenseSet<AffineMap, 4> held;
  double loads = 0;
  for (Operation *op : kernel.getPhases()) {
    auto phase = cast<linalg::LinalgOp>(op);
    for (OpOperand *input : phase.getDpsInputOperands()) {
      if (input->get() != arg)
        continue;
      AffineMap map = phase.getMatchingIndexingMap(input);
      if (inRegisters && !held.insert(map).second)
        continue;
      bool perPoint = llvm::any_of(
          llvm::seq(rowLoops, phase.getNumLoops()),
          [&](unsigned loop) { return map.isFunctionOfDim(loop); });
      loads += perPoint ? getStaticIterations(phase).value_or(0) : rows;
    }
  }
  return loads;
}

/// The instructions a row of `kernel` costs the `blockSize` threads of its
/// block beyond its points' work: each thread's
/// (kCudaInstructionsPerRowThread, and kCudaInstructionsPerBlockReduction
/// for each phase that reduces). A reduction whose body the lowering cannot
/// combine across threads (thread 0 folds the row alone) is priced as a
/// block reduction all the same.
static double getRowKernelThreadInstructions(RowKernelOp kernel,
                                             unsigned blockSize) {
  auto reductions = llvm::count_if(kernel.getPhases(), [](Operation *op) {
    return cast<linalg::LinalgOp>(op).getNumReductionLoops() != 0;
  });
  return double(blockSize) *
         (kCudaInstructionsPerRowThread +
          kCudaInstructionsPerBlockReduction * double(reductions));
}

/// A row kernel: the work its phases do anew (getRowKernelWork: what an
/// earlier phase computed at the same point is not computed again, and a
/// value of the row alone is computed once a row), its
/// inputs read once (the later phases find the row in registers or the
/// cache, and what an earlier phase wrote) and its results written. Its
/// instructions: that work's, and its loads (getRowKernelLoads) and stores;
/// no per-point overhead as an elementwise kernel's, since a thread's
/// points of a row are unrolled slots addressed at constant offsets (its
/// SASS matches so: bench/gpu, docs/scheduling.md).
static OpCost getRowKernelCost(RowKernelOp kernel,
                               std::vector<sched::MemoryAccess> &accesses) {
  OpCost cost;
  // An input the phases take as an operand is read whole; a table only
  // their bodies gather from, as a linalg op's gathers are, those a phase
  // gathers anew.
  llvm::MapVector<Value, double> gathered;
  SmallVector<SmallVector<int64_t>> phaseLoops;
  for (Operation *phase : kernel.getPhases())
    phaseLoops.push_back(cast<linalg::LinalgOp>(phase).getStaticLoopRanges());
  unsigned rowLoops = unsigned(kernel.getRows());
  // The lowering holds the row in registers only where the phases write
  // their own results (fsdp-translate's writesOwnArguments), as a verified
  // row kernel's do unless the memory plan put two results in one buffer;
  // its block is the one the CUDA lowering gives the row (GpuPointLayout.h).
  std::optional<SmallVector<int64_t>> held =
      RowKernelOp::getRegisterRowPoints(phaseLoops, rowLoops);
  bool inRegisters = held.has_value();
  // The phases run over the same rows (fsdp.row_kernel's verifier).
  double rows = 1;
  for (int64_t extent : ArrayRef(phaseLoops.front()).take_front(rowLoops))
    rows *= double(extent);
  unsigned blockSize =
      sched::getRowKernelBlock(phaseLoops, rowLoops, held).blockSize;
  for (const PhaseWork &work : getRowKernelWork(kernel)) {
    double iterations = getStaticIterations(work.phase).value_or(0);
    BodyOps ops = countOps(work.ops, work.phase, rowLoops),
            rowOps = countOps(work.rowOps, work.phase, rowLoops);
    // A thread holding its points of the row in registers computes a row
    // value's reciprocal once for them; a row too long for registers is
    // looped over in each phase, the row value loaded again at each point
    // (the stores may alias it), so each point divides anew.
    double rowPoints = rows > 0 ? iterations / rows : 0;
    double reciprocalsPerPoint =
        inRegisters && rowPoints > 0
            ? std::min(1.0, double(blockSize) / rowPoints)
            : 1;
    cost.flops += iterations * ops.scalar + rows * rowOps.scalar;
    cost.transcendentals +=
        iterations * ops.transcendental + rows * rowOps.transcendental;
    cost.cudaInstructions +=
        iterations * (ops.cuda + getSharedDivisionInstructions(
                                     ops.sharedDivisions, ops.sharedDivisors,
                                     reciprocalsPerPoint)) +
        rows * rowOps.cuda;
    cost.dtype = getDType(
        cast<ShapedType>(work.phase->getResult(0).getType()).getElementType());
    for (auto [tensor, count] :
         getGatheredElements(work.ops, work.phase, iterations))
      gathered[tensor] += count;
    for (auto [tensor, count] :
         getGatheredElements(work.rowOps, work.phase, rows))
      gathered[tensor] += count;
  }
  cost.cudaInstructions +=
      rows * getRowKernelThreadInstructions(kernel, blockSize);
  double loads = 0, stores = 0;
  for (auto [input, arg] :
       llvm::zip(kernel.getInputs(), kernel.getBody().getArguments())) {
    bool onlyGathered = llvm::all_of(arg.getUsers(), [](Operation *user) {
      return isa<tensor::ExtractOp>(user);
    });
    accesses.push_back(access(input,
                              onlyGathered
                                  ? getGatheredBytes(input, gathered[arg])
                                  : getTensorBytes(input.getType()),
                              /*write=*/false));
    loads += getRowKernelLoads(kernel, arg, rows, inRegisters);
  }
  for (Value result : kernel.getResults()) {
    accesses.push_back(access(result, getTensorBytes(result.getType()), true));
    stores += getStaticElements(result.getType());
  }
  cost.bytes = sumBytes(accesses);
  cost.cudaInstructions += kCudaInstructionsPerAccess * (loads + stores);
  return cost;
}

/// The layout the CUDA lowering gives `op`'s points (GpuPointLayout.h),
/// with its block size; one point a thread when a loop reduces or an
/// extent is dynamic.
static std::pair<sched::PointLayout, unsigned>
getGpuPointLayout(linalg::LinalgOp op) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  std::optional<double> iterations = getStaticIterations(op);
  if (!iterations)
    return {sched::PointLayout(), sched::kDefaultGpuBlockSize};
  int64_t points = int64_t(*iterations);
  unsigned blockSize = sched::getThreadBlockSize(points);
  return {sched::choosePointLayout({ranges}, op.getNumReductionLoops() != 0,
                                   points, blockSize),
          blockSize};
}

double mlir::fsdp::getGpuPointsPerThread(linalg::LinalgOp op) {
  return getGpuPointLayout(op).first.perThread;
}

/// How often a point of `op`'s kernel (its points laid out as `layout`)
/// computes the reciprocal of a divisor its thread's points share
/// (getSharedDivisionInstructions): once for a thread's points of a row;
/// at each point where rows are cut into chunks (ptxas computes each
/// quotient in the branch that stores it, a point past the row's end
/// storing none); never, as priced, where the thread loops over a
/// reduction along the innermost loop (ptxas hoists it out of the loop).
static double getReciprocalsPerPoint(linalg::LinalgOp op,
                                     const sched::PointLayout &layout) {
  if (op.getNumReductionLoops() != 0)
    return op.getIteratorTypesArray().back() == utils::IteratorType::reduction
               ? 0
               : 1;
  return layout.rowChunks != 0 ? 1 : 1 / double(layout.perThread);
}

/// The instructions each thread of `op`'s elementwise kernel (its points
/// laid out as `layout`) spends finding its points: a division of its
/// index by each loop extent (or row chunk count) that is not a power of
/// two, an address computation for each distinct input map but the
/// output's, and its chunk's bounds where rows are cut into chunks
/// (CudaInstructions.h).
static double getIndexInstructionsPerThread(linalg::LinalgOp op,
                                            const sched::PointLayout &layout) {
  auto isDivision = [](int64_t extent) {
    return extent > 1 && !llvm::isPowerOf2_64(uint64_t(extent));
  };
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  ArrayRef<int64_t> delinearized = ranges;
  double divisions = 0, chunks = 0;
  if (layout.rowChunks != 0) {
    delinearized = delinearized.drop_back();
    divisions += isDivision(layout.rowChunks);
    chunks = kCudaInstructionsPerChunkedRowThread;
  }
  divisions += double(llvm::count_if(delinearized, isDivision));
  AffineMap output = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  llvm::SmallDenseSet<AffineMap, 4> maps;
  for (OpOperand *input : op.getDpsInputOperands()) {
    BlockArgument arg = op.getMatchingBlockArgument(input);
    AffineMap map = op.getMatchingIndexingMap(input);
    if (!arg.use_empty() && !readsOneElement(op, arg) && map != output)
      maps.insert(map);
  }
  return kCudaInstructionsPerIndexDivision * divisions +
         kCudaInstructionsPerIndexMap * double(maps.size()) + chunks;
}

OpCost mlir::fsdp::getOpCost(Operation *op,
                             std::vector<sched::MemoryAccess> *touched) {
  OpCost cost;
  std::vector<sched::MemoryAccess> local;
  std::vector<sched::MemoryAccess> &accesses = touched ? *touched : local;
  accesses.clear();
  if (isFree(op))
    return cost;
  if (auto kernel = dyn_cast<RowKernelOp>(op))
    return getRowKernelCost(kernel, accesses);
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
    std::optional<GemmShape> gemm = matchGemm(linalgOp);
    getLinalgAccesses(linalgOp, gemm.has_value(), accesses);
    cost.bytes = sumBytes(accesses);
    if (gemm) {
      // 2 flops per multiply-accumulate at the inputs' rate; the casts
      // widening them are free (the library GEMM accumulates in f32).
      cost.flops = gemm->flops();
      cost.dtype = getDType(gemm->aType);
      cost.isGemm = true;
      for (const GemmBatch &loop : gemm->outer)
        cost.launches *= double(loop.count);
      return cost;
    }
    SmallVector<int64_t> ranges = linalgOp.getStaticLoopRanges();
    // A dynamic extent is priced as no work.
    double iterations = getStaticIterations(linalgOp).value_or(0);
    if (std::optional<ScatterAdd> scatter = matchScatterAdd(linalgOp)) {
      // Run as the scatter (fsdp-translate): one add per updated element,
      // not one per (row, update) pair of the dense one-hot form.
      int64_t rows = ranges[scatter->scatteredLoop];
      cost.flops = rows > 0 ? iterations / double(rows) : 0;
      // Each update: its point, its element and its index loaded, and the
      // atomic add.
      cost.cudaInstructions = cost.flops * (kCudaInstructionsPerPoint +
                                            2 * kCudaInstructionsPerAccess + 1);
      cost.dtype = getDType(
          cast<ShapedType>(op->getResult(0).getType()).getElementType());
      return cost;
    }
    BodyOps ops = countBodyOps(*linalgOp.getBlock(), op);
    cost.flops = iterations * ops.scalar;
    cost.transcendentals = iterations * ops.transcendental;
    // Each iteration loads its inputs' elements; each output element is
    // stored once (a reduction accumulates in registers). An input every
    // point reads at one element is loaded once; one a row's points share,
    // and the row's values, once a thread.
    auto [layout, blockSize] = getGpuPointLayout(linalgOp);
    double perThread = layout.perThread;
    double loads = 0, stores = 0;
    RowVariance alongRow(op, getInnermostLoop(op));
    for (OpOperand *input : linalgOp.getDpsInputOperands()) {
      BlockArgument arg = linalgOp.getMatchingBlockArgument(input);
      if (arg.use_empty())
        continue;
      if (readsOneElement(op, arg))
        loads += 1;
      else
        loads += alongRow.varies(arg) ? iterations : iterations / perThread;
    }
    for (Value result : op->getResults())
      stores += getStaticElements(result.getType());
    double perPoint =
        ops.cuda - ops.rowCuda * (1 - 1 / perThread) +
        getSharedDivisionInstructions(ops.sharedDivisions, ops.sharedDivisors,
                                      getReciprocalsPerPoint(linalgOp, layout));
    cost.cudaInstructions =
        iterations * (perPoint + kCudaInstructionsPerPoint) +
        kCudaInstructionsPerAccess * (loads + stores);
    // A kernel of parallel points finds them from each thread's index (one
    // running a reduction loop serially spends that once for many more).
    if (linalgOp.getNumReductionLoops() == 0)
      cost.cudaInstructions +=
          double(layout.threads(int64_t(iterations), blockSize)) *
          getIndexInstructionsPerThread(linalgOp, layout);
    cost.dtype =
        getDType(cast<ShapedType>(op->getResult(0).getType()).getElementType());
    return cost;
  }
  // Data movement (and the state copies ending a step): what it reads and
  // writes. A collective's bytes are the network's (getCollectiveSeconds).
  accesses = getOtherAccesses(op);
  if (!isa<CollectiveOpInterface>(op))
    cost.bytes = sumBytes(accesses);
  return cost;
}

std::optional<double> mlir::fsdp::getStaticIterations(linalg::LinalgOp op) {
  double iterations = 1;
  for (int64_t extent : op.getStaticLoopRanges()) {
    if (ShapedType::isDynamic(extent))
      return std::nullopt;
    iterations *= double(extent);
  }
  return iterations;
}

double mlir::fsdp::getComputeSeconds(Operation *op,
                                     const sched::DeviceSpec &device) {
  return getComputeSeconds(getOpCost(op), device);
}

double mlir::fsdp::getComputeSeconds(const OpCost &cost,
                                     const sched::DeviceSpec &device,
                                     double streamingBandwidth) {
  sched::ComputeWork work;
  work.streamingBandwidth = streamingBandwidth;
  if (cost.isGemm) {
    work.gemmFlops = cost.flops;
  } else {
    work.vectorOps = cost.flops;
    work.cudaInstructions = cost.cudaInstructions;
  }
  work.transcendentals = cost.transcendentals;
  work.bytes = double(cost.bytes);
  work.launches = cost.launches;
  work.dtype = cost.dtype;
  return sched::getComputeSeconds(device, work);
}

static sched::CollectiveKind getModelKind(CollectiveKind kind) {
  switch (kind) {
  case CollectiveKind::AllGather:
    return sched::CollectiveKind::AllGather;
  case CollectiveKind::ReduceScatter:
    return sched::CollectiveKind::ReduceScatter;
  case CollectiveKind::AllReduce:
    return sched::CollectiveKind::AllReduce;
  }
  llvm_unreachable("unknown collective kind");
}

/// getCollectiveStagingBytes of `op` in the given form.
static uint64_t getStagingBytes(CollectiveOpInterface op, bool perMember) {
  // Alignment 1: the bytes copied, not the buffers' padded sizes.
  return 2 * getCollectiveLayout(op, /*alignment=*/1, perMember).stagingBytes();
}

double mlir::fsdp::getCollectiveSeconds(CollectiveOpInterface op, MeshAttr mesh,
                                        const sched::DeviceSpec &device) {
  return getCollectiveSeconds(op, mesh, device, op.isPerMember());
}

double mlir::fsdp::getCollectiveSeconds(CollectiveOpInterface op, MeshAttr mesh,
                                        const sched::DeviceSpec &device,
                                        bool perMember) {
  // The network model needs the group's placement on nodes (how many of a
  // node's GPUs, hence NICs, it has), not only its link.
  SmallVector<uint64_t> shape;
  SmallVector<size_t> axes;
  auto opAxes = op.getAxesAttr().getAsRange<StringAttr>();
  for (auto [index, name, size] :
       llvm::enumerate(mesh.getAxisNames(), mesh.getAxisSizes())) {
    shape.push_back(uint64_t(size));
    if (llvm::is_contained(opAxes, name))
      axes.push_back(index);
  }
  sched::CollectiveGroup group = sched::getCollectiveGroup(device, shape, axes);
  sched::CollectiveKind kind = getModelKind(op.getCollectiveKind());
  if (!perMember) {
    double network = sched::getCollectiveSeconds(
        device, group, kind, double(op.getCollectiveBytes()));
    if (group.ranks <= 1)
      return network; // no message: the runtime copies nothing
    double staged = double(getStagingBytes(op, /*perMember=*/false));
    return network + staged / device.getMemoryBandwidth(staged);
  }
  // One message per member, in place: no staging copies, but each message
  // pays its own latency and reaches its own bandwidth (one NCCL group call
  // runs them in one launch, not as one message).
  SmallVector<Type> full = op.gathers()
                               ? op.getCollectiveResultTypes()
                               : llvm::to_vector(op.getInputs().getTypes());
  double seconds = 0;
  for (Type type : full)
    // The runtime issues no message for an empty member.
    if (uint64_t bytes = getTensorBytes(type))
      seconds +=
          sched::getCollectiveSeconds(device, group, kind, double(bytes));
  return seconds;
}

uint64_t mlir::fsdp::getCollectiveStagingBytes(CollectiveOpInterface op) {
  return getStagingBytes(op, op.isPerMember());
}
