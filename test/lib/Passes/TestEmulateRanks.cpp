//===- TestEmulateRanks.cpp - N ranks in one function ---------------------===//
//
// Test support for the partitioner: a per-rank program becomes one function
// with the global signature that computes what all ranks compute together,
// so that upstream mlir-opt + mlir-runner can check it against the
// unpartitioned program. The ranks' bodies are cloned in lockstep, op by op,
// so that a collective finds the operands of every member of its group
// already emitted and can be replaced by plain tensor/linalg/arith ops on
// them.
//
//===----------------------------------------------------------------------===//

#include "TestPasses.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/TypeSwitch.h"

#include <algorithm>
#include <functional>
#include <map>

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPEMULATERANKS
#include "TestPasses.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

namespace {

//===----------------------------------------------------------------------===//
// Ranks of a mesh
//===----------------------------------------------------------------------===//

/// The most ranks the emulation runs: it clones every rank's program into
/// one function, so its size (and the time to compile and run it) grows
/// with the rank count.
constexpr int64_t kMaxEmulatedRanks = 64;

/// The ranks of a bound mesh, numbered row-major over its axes, and the
/// groups a collective over some of the axes runs in. A function without a
/// mesh runs on a single rank.
class RankGrid {
public:
  RankGrid() = default;
  /// `mesh` must be bound with at most kMaxEmulatedRanks ranks.
  explicit RankGrid(MeshAttr mesh)
      : names(mesh.getAxisNames()), sizes(mesh.getAxisSizes()) {}

  int64_t getNumRanks() const {
    int64_t n = 1;
    for (int64_t size : sizes)
      n *= size;
    return n;
  }

  int64_t getGroupSize(ArrayRef<StringAttr> axes) const {
    int64_t n = 1;
    for (StringAttr axis : axes)
      n *= sizes[getAxis(axis)];
    return n;
  }

  /// The index of `rank` in its group over `axes`: its coordinates on
  /// `axes`, linearized row-major in the order `axes` lists them (what
  /// `fsdp.rank` returns).
  int64_t getGroupIndex(int64_t rank, ArrayRef<StringAttr> axes) const {
    SmallVector<int64_t> coords = getCoords(rank);
    int64_t index = 0;
    for (StringAttr axis : axes) {
      unsigned a = getAxis(axis);
      index = index * sizes[a] + coords[a];
    }
    return index;
  }

  /// The ranks that share `rank`'s coordinates on every axis not in `axes`,
  /// ordered by their index in the group.
  SmallVector<int64_t> getGroupMembers(int64_t rank,
                                       ArrayRef<StringAttr> axes) const {
    SmallVector<int64_t> coords = getCoords(rank);
    SmallVector<int64_t> members;
    for (int64_t index = 0, n = getGroupSize(axes); index < n; ++index) {
      int64_t rest = index;
      for (StringAttr axis : llvm::reverse(axes)) {
        unsigned a = getAxis(axis);
        coords[a] = rest % sizes[a];
        rest /= sizes[a];
      }
      members.push_back(linearize(coords));
    }
    return members;
  }

private:
  unsigned getAxis(StringAttr axis) const {
    auto *it = llvm::find(names, axis);
    assert(it != names.end() && "axis is not on the mesh (verified)");
    return it - names.begin();
  }

  SmallVector<int64_t> getCoords(int64_t rank) const {
    SmallVector<int64_t> coords(sizes.size());
    for (int64_t a = sizes.size() - 1; a >= 0; --a) {
      coords[a] = rank % sizes[a];
      rank /= sizes[a];
    }
    return coords;
  }

  int64_t linearize(ArrayRef<int64_t> coords) const {
    int64_t rank = 0;
    for (auto [coord, size] : llvm::zip(coords, sizes))
      rank = rank * size + coord;
    return rank;
  }

  SmallVector<StringAttr> names;
  SmallVector<int64_t> sizes;
};

} // namespace

/// An error at `op`, worded like emitOpError but without the note that
/// prints `op` (a whole function, for the signature's errors).
static InFlightDiagnostic emitOpErrorAt(Operation *op) {
  InFlightDiagnostic diag = mlir::emitError(op->getLoc());
  diag << "'" << op->getName() << "' op ";
  return diag;
}

static SmallVector<StringAttr> toAxes(ArrayAttr axes) {
  return llvm::to_vector(axes.getAsRange<StringAttr>());
}

//===----------------------------------------------------------------------===//
// Tensor helpers shared by inputs, collectives and results
//===----------------------------------------------------------------------===//

static Value createZeros(OpBuilder &b, Location loc, RankedTensorType type) {
  Value empty =
      tensor::EmptyOp::create(b, loc, type.getShape(), type.getElementType());
  Value zero = arith::ConstantOp::create(
      b, loc, cast<TypedAttr>(b.getZeroAttr(type.getElementType())));
  return linalg::FillOp::create(b, loc, ValueRange{zero}, ValueRange{empty})
      .getResult(0);
}

/// Rows [offset, offset + size) of dimension `dim` of `source`. Rows past the
/// end of `source` are zero: that is the padding of the last shards of an
/// uneven split, which every rank must see as zeros.
static Value sliceRows(OpBuilder &b, Location loc, Value source, int64_t dim,
                       int64_t offset, int64_t size) {
  auto type = cast<RankedTensorType>(source.getType());
  int64_t rows = type.getDimSize(dim);
  if (offset == 0 && size == rows)
    return source;
  // A slice with no elements holds no data; tensor.extract_slice rejects
  // even offset 0 in a dimension of size 0.
  SmallVector<int64_t> shape(type.getShape());
  shape[dim] = size;
  if (llvm::is_contained(shape, 0))
    return tensor::EmptyOp::create(b, loc, shape, type.getElementType());
  auto slice = [&](Value from, int64_t start, int64_t count) -> Value {
    SmallVector<OpFoldResult> offsets(type.getRank(), b.getIndexAttr(0));
    SmallVector<OpFoldResult> strides(type.getRank(), b.getIndexAttr(1));
    SmallVector<OpFoldResult> sizes = getAsIndexOpFoldResult(
        b.getContext(), cast<RankedTensorType>(from.getType()).getShape());
    offsets[dim] = b.getIndexAttr(start);
    sizes[dim] = b.getIndexAttr(count);
    return tensor::ExtractSliceOp::create(b, loc, from, offsets, sizes,
                                          strides);
  };
  int64_t valid = std::clamp<int64_t>(rows - offset, 0, size);
  if (valid == size)
    return slice(source, offset, size);
  Value padded =
      createZeros(b, loc, RankedTensorType::get(shape, type.getElementType()));
  if (valid == 0)
    return padded;
  Value part = slice(source, offset, valid);
  auto partType = cast<RankedTensorType>(part.getType());
  SmallVector<OpFoldResult> zeros(type.getRank(), b.getIndexAttr(0));
  SmallVector<OpFoldResult> ones(type.getRank(), b.getIndexAttr(1));
  return tensor::InsertSliceOp::create(
      b, loc, part, padded, zeros,
      getAsIndexOpFoldResult(b.getContext(), partType.getShape()), ones);
}

/// The tensor of `rows` rows along `dim` whose shards, in group order, are
/// `shards`: their concatenation without the zero padding past `rows`.
static Value gatherRows(OpBuilder &b, Location loc, ArrayRef<Value> shards,
                        int64_t dim, int64_t rows) {
  auto shardType = cast<RankedTensorType>(shards.front().getType());
  SmallVector<int64_t> shape(shardType.getShape());
  shape[dim] = rows;
  if (llvm::is_contained(shape, 0))
    return tensor::EmptyOp::create(b, loc, shape, shardType.getElementType());
  Value whole = shards.size() == 1
                    ? shards.front()
                    : tensor::ConcatOp::create(b, loc, dim, shards).getResult();
  return sliceRows(b, loc, whole, dim, 0, rows);
}

static Value combineScalars(OpBuilder &b, Location loc, ReductionKind kind,
                            Value lhs, Value rhs) {
  Type type = lhs.getType();
  if (isa<FloatType>(type)) {
    switch (kind) {
    case ReductionKind::sum:
      return arith::AddFOp::create(b, loc, lhs, rhs);
    case ReductionKind::max:
      return arith::MaximumFOp::create(b, loc, lhs, rhs);
    case ReductionKind::min:
      return arith::MinimumFOp::create(b, loc, lhs, rhs);
    }
  }
  // Integers are signless; JAX's are signed, except i1, which holds booleans
  // (max is a logical or, min a logical and; the verifier rejects sum).
  bool isBool = type.isInteger(1);
  switch (kind) {
  case ReductionKind::sum:
    return arith::AddIOp::create(b, loc, lhs, rhs);
  case ReductionKind::max:
    return isBool ? Value(arith::MaxUIOp::create(b, loc, lhs, rhs))
                  : Value(arith::MaxSIOp::create(b, loc, lhs, rhs));
  case ReductionKind::min:
    return isBool ? Value(arith::MinUIOp::create(b, loc, lhs, rhs))
                  : Value(arith::MinSIOp::create(b, loc, lhs, rhs));
  }
  llvm_unreachable("unknown reduction kind");
}

/// The elementwise combination of same-typed tensors, in the order given (the
/// order of the group, so that float sums are reproducible).
static Value combineTensors(OpBuilder &b, Location loc, ReductionKind kind,
                            ArrayRef<Value> values) {
  if (values.size() == 1)
    return values.front();
  auto type = cast<RankedTensorType>(values.front().getType());
  Value init =
      tensor::EmptyOp::create(b, loc, type.getShape(), type.getElementType());
  SmallVector<AffineMap> maps(values.size() + 1,
                              b.getMultiDimIdentityMap(type.getRank()));
  SmallVector<utils::IteratorType> iterators(type.getRank(),
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{type}, values, ValueRange{init}, maps, iterators,
      [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
        Value acc = args.front();
        for (Value next : args.drop_front().drop_back())
          acc = combineScalars(nested, nestedLoc, kind, acc, next);
        linalg::YieldOp::create(nested, nestedLoc, acc);
      });
  return generic.getResult(0);
}

//===----------------------------------------------------------------------===//
// Function signatures
//===----------------------------------------------------------------------===//

static bool isFsdpName(StringRef name) { return name.starts_with("fsdp."); }

static bool isFsdpType(Type type) {
  return type.getDialect().getNamespace() == FSDPDialect::getDialectNamespace();
}

static bool isFsdpOp(Operation *op) {
  return op->getName().getDialectNamespace() ==
         FSDPDialect::getDialectNamespace();
}

namespace {
/// How the ranks hold one argument or result.
struct Slot {
  Type local;
  Type global;
  /// Null when the slot has no sharding: replicated.
  ShardingAttr sharding;

  /// The split dimensions with their axes, in dimension order.
  SmallVector<std::pair<int64_t, SmallVector<StringAttr>>> getSplits() const {
    SmallVector<std::pair<int64_t, SmallVector<StringAttr>>> splits;
    if (!sharding)
      return splits;
    for (auto [dim, axes] : llvm::enumerate(sharding.getDimAxes()))
      if (!axes.empty())
        splits.emplace_back(dim, toAxes(axes));
    return splits;
  }
  ArrayRef<StringAttr> getPartialAxes() const {
    return sharding ? sharding.getPartialAxes() : ArrayRef<StringAttr>();
  }
};
} // namespace

static FailureOr<Slot> getSlot(func::FuncOp func, Type local,
                               DictionaryAttr attrs, const Twine &name) {
  Slot slot{local, local, {}};
  if (isFsdpType(local))
    return emitOpErrorAt(func)
           << name << " has type " << local
           << ", which cannot cross the boundary of an emulated function";
  if (!attrs)
    return slot;
  slot.sharding = attrs.getAs<ShardingAttr>(FSDPDialect::kShardingAttrName);
  auto global = attrs.getAs<TypeAttr>(FSDPDialect::kGlobalTypeAttrName);
  if (global)
    slot.global = global.getValue();
  else if (!slot.getSplits().empty())
    return emitOpErrorAt(func)
           << name << " is split (" << slot.sharding << ") but has no '"
           << FSDPDialect::kGlobalTypeAttrName
           << "'; the whole tensor's type cannot be recovered from a shard";
  return slot;
}

static DictionaryAttr withoutFsdpAttrs(DictionaryAttr attrs) {
  if (!attrs)
    return attrs;
  SmallVector<NamedAttribute> kept;
  for (NamedAttribute attr : attrs)
    if (!isFsdpName(attr.getName().getValue()))
      kept.push_back(attr);
  return DictionaryAttr::get(attrs.getContext(), kept);
}

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Emulating one function
//===----------------------------------------------------------------------===//

namespace {
/// Rewrites one per-rank function into its N-rank emulation. All checks that
/// can fail run before the function is touched.
class FunctionEmulator {
public:
  FunctionEmulator(func::FuncOp func, RankGrid grid, SmallVector<Slot> args,
                   SmallVector<Slot> results)
      : func(func), grid(std::move(grid)), args(std::move(args)),
        results(std::move(results)), builder(func.getContext()),
        ranks(this->grid.getNumRanks()) {}

  void run();

private:
  /// Per rank, one value per operand of a collective.
  using PerRank = SmallVector<SmallVector<Value>>;

  Value cutInput(Value global, const Slot &slot, int64_t rank);
  void emulateOp(Operation *op);
  PerRank emulateCollective(CollectiveOpInterface collective);
  Value assembleResult(const Slot &slot, ArrayRef<Value> perRank, Location loc);

  func::FuncOp func;
  RankGrid grid;
  SmallVector<Slot> args, results;
  OpBuilder builder;
  /// Maps the per-rank body's values to each rank's clones.
  SmallVector<IRMapping> ranks;
  /// The values an async collective delivers at its fsdp.wait, per rank.
  DenseMap<Value, PerRank> pending;
};

} // namespace

/// Rank `rank`'s shard of the argument `global`.
Value FunctionEmulator::cutInput(Value global, const Slot &slot, int64_t rank) {
  Location loc = global.getLoc();
  // Summands of a partial input: the first rank of each group holds the
  // value, the others zeros, so that the group's sum is the value.
  ArrayRef<StringAttr> partial = slot.getPartialAxes();
  if (!partial.empty() && grid.getGroupIndex(rank, partial) != 0)
    return createZeros(builder, loc, cast<RankedTensorType>(slot.local));
  Value shard = global;
  auto localType = dyn_cast<RankedTensorType>(slot.local);
  for (const auto &[dim, axes] : slot.getSplits()) {
    int64_t rows = localType.getDimSize(dim);
    shard = sliceRows(builder, loc, shard, dim,
                      grid.getGroupIndex(rank, axes) * rows, rows);
  }
  return shard;
}

/// What each rank receives from a collective, computed from every member's
/// contribution (the interface describes all six collective ops, synchronous
/// or not, alike).
FunctionEmulator::PerRank
FunctionEmulator::emulateCollective(CollectiveOpInterface c) {
  Location loc = c->getLoc();
  SmallVector<StringAttr> axes = toAxes(c.getAxesAttr());
  int64_t dim = c.getCollectiveDim().value_or(0);
  ReductionKind reduction =
      c.getCollectiveReduction().value_or(ReductionKind::sum);
  SmallVector<Type> resultTypes = c.getCollectiveResultTypes();
  PerRank out(grid.getNumRanks());
  for (int64_t rank = 0, e = grid.getNumRanks(); rank < e; ++rank) {
    if (!out[rank].empty())
      continue; // Done with an earlier member of its group.
    SmallVector<int64_t> members = grid.getGroupMembers(rank, axes);
    for (auto [input, resultType] : llvm::zip(c.getInputs(), resultTypes)) {
      SmallVector<Value> contributions =
          llvm::map_to_vector(members, [&, input = input](int64_t m) {
            return ranks[m].lookup(input);
          });
      // The rows of the gathered or scattered dimension (verified in range).
      auto rowsOf = [&, resultType = resultType]() {
        return cast<RankedTensorType>(resultType).getDimSize(dim);
      };
      switch (c.getCollectiveKind()) {
      case CollectiveKind::AllGather: {
        Value whole = gatherRows(builder, loc, contributions, dim, rowsOf());
        for (int64_t m : members)
          out[m].push_back(whole);
        break;
      }
      case CollectiveKind::AllReduce: {
        Value combined = combineTensors(builder, loc, reduction, contributions);
        for (int64_t m : members)
          out[m].push_back(combined);
        break;
      }
      case CollectiveKind::ReduceScatter: {
        Value combined = combineTensors(builder, loc, reduction, contributions);
        int64_t rows = rowsOf();
        for (auto [index, m] : llvm::enumerate(members))
          out[m].push_back(
              sliceRows(builder, loc, combined, dim, index * rows, rows));
        break;
      }
      }
    }
  }
  return out;
}

void FunctionEmulator::emulateOp(Operation *op) {
  Location loc = op->getLoc();
  int64_t numRanks = grid.getNumRanks();
  if (auto rankOp = dyn_cast<RankOp>(op)) {
    SmallVector<StringAttr> axes = toAxes(rankOp.getAxesAttr());
    for (int64_t rank = 0; rank < numRanks; ++rank)
      ranks[rank].map(rankOp.getResult(),
                      arith::ConstantIndexOp::create(
                          builder, loc, grid.getGroupIndex(rank, axes))
                          .getResult());
    return;
  }
  if (auto shard = dyn_cast<ShardOp>(op)) {
    SmallVector<StringAttr> axes = toAxes(shard.getAxesAttr());
    auto dim = static_cast<int64_t>(shard.getDim());
    int64_t rows = shard.getType().getDimSize(dim);
    for (int64_t rank = 0; rank < numRanks; ++rank)
      ranks[rank].map(shard.getResult(),
                      sliceRows(builder, loc,
                                ranks[rank].lookup(shard.getInput()), dim,
                                grid.getGroupIndex(rank, axes) * rows, rows));
    return;
  }
  if (auto collective = dyn_cast<CollectiveOpInterface>(op)) {
    PerRank values = emulateCollective(collective);
    // A start op computes its results where it is issued; they become
    // visible at its fsdp.wait, which is the pending value's only use.
    if (collective.isAsync()) {
      pending[op->getResult(0)] = std::move(values);
      return;
    }
    for (int64_t rank = 0; rank < numRanks; ++rank)
      ranks[rank].map(op->getResults(), values[rank]);
    return;
  }
  if (auto wait = dyn_cast<WaitOp>(op)) {
    auto it = pending.find(wait.getPending());
    assert(it != pending.end() && "the start precedes its wait (verified)");
    PerRank &values = it->second;
    for (int64_t rank = 0; rank < numRanks; ++rank)
      ranks[rank].map(wait.getResults(), values[rank]);
    return;
  }
  if (auto kernel = dyn_cast<RowKernelOp>(op)) {
    // Its phases, one after the other: what the kernel computes, in the
    // ops upstream lowers.
    Block &body = kernel.getBody().front();
    for (int64_t rank = 0; rank < numRanks; ++rank) {
      IRMapping &mapping = ranks[rank];
      for (auto [arg, input] :
           llvm::zip(body.getArguments(), kernel.getInputs()))
        mapping.map(arg, mapping.lookup(input));
      for (Operation &phase : body.without_terminator())
        builder.clone(phase, mapping);
      for (auto [result, value] :
           llvm::zip(kernel.getResults(), body.getTerminator()->getOperands()))
        mapping.map(result, mapping.lookup(value));
    }
    return;
  }
  for (int64_t rank = 0; rank < numRanks; ++rank)
    builder.clone(*op, ranks[rank]);
}

/// The global value of a result from the ranks' local values: partial sums
/// are added over their group, then split dimensions are gathered one after
/// the other. Only the groups that rank 0's value depends on are emitted;
/// for a result split over "shard" on a replica x shard mesh, those are the
/// ranks with replica coordinate 0.
Value FunctionEmulator::assembleResult(const Slot &slot,
                                       ArrayRef<Value> perRank, Location loc) {
  auto splits = slot.getSplits();
  ArrayRef<StringAttr> partial = slot.getPartialAxes();
  auto globalType = dyn_cast<RankedTensorType>(slot.global);
  // Stage 0 is the rank's (summed) value; stage j + 1 has split j gathered.
  std::map<std::pair<int64_t, size_t>, Value> memo;
  std::function<Value(int64_t, size_t)> stage = [&](int64_t rank,
                                                    size_t j) -> Value {
    auto key = std::make_pair(rank, j);
    auto it = memo.find(key);
    if (it != memo.end())
      return it->second;
    Value value;
    if (j == 0) {
      SmallVector<Value> summands =
          llvm::map_to_vector(grid.getGroupMembers(rank, partial),
                              [&](int64_t m) { return perRank[m]; });
      value = combineTensors(builder, loc, ReductionKind::sum, summands);
      for (int64_t m : grid.getGroupMembers(rank, partial))
        memo[{m, j}] = value;
    } else {
      const auto &[dim, axes] = splits[j - 1];
      SmallVector<int64_t> members = grid.getGroupMembers(rank, axes);
      SmallVector<Value> shards = llvm::map_to_vector(
          members, [&](int64_t m) { return stage(m, j - 1); });
      value = gatherRows(builder, loc, shards, dim, globalType.getDimSize(dim));
      for (int64_t m : members)
        memo[{m, j}] = value;
    }
    memo[key] = value;
    return value;
  };
  if (partial.empty() && splits.empty())
    return perRank.front();
  return stage(0, splits.size());
}

void FunctionEmulator::run() {
  MLIRContext *ctx = func.getContext();
  Block &old = func.front();
  auto *body = new Block();
  for (auto [arg, slot] : llvm::zip(old.getArguments(), args))
    body->addArgument(slot.global, arg.getLoc());
  func.getBody().push_back(body);
  builder.setInsertionPointToStart(body);

  // Arguments: a shard per distinct position, shared by the ranks that hold
  // the same shard (e.g. the replicas of an HSDP mesh).
  for (auto [arg, global, slot] :
       llvm::zip(old.getArguments(), body->getArguments(), args)) {
    std::map<SmallVector<int64_t>, Value> shards;
    for (int64_t rank = 0, e = grid.getNumRanks(); rank < e; ++rank) {
      SmallVector<int64_t> position;
      for (const auto &split : slot.getSplits())
        position.push_back(grid.getGroupIndex(rank, split.second));
      position.push_back(grid.getGroupIndex(rank, slot.getPartialAxes()));
      Value &shard = shards[position];
      if (!shard)
        shard = cutInput(global, slot, rank);
      ranks[rank].map(arg, shard);
    }
  }

  // The body, in lockstep.
  for (Operation &op : old.without_terminator())
    emulateOp(&op);

  Operation *terminator = old.getTerminator();
  SmallVector<Value> outputs;
  for (auto [index, slot] : llvm::enumerate(results)) {
    Value operand = terminator->getOperand(index);
    SmallVector<Value> perRank = llvm::map_to_vector(
        ranks, [&](IRMapping &mapping) { return mapping.lookup(operand); });
    outputs.push_back(assembleResult(slot, perRank, terminator->getLoc()));
  }
  func::ReturnOp::create(builder, terminator->getLoc(), outputs);
  old.erase();

  auto global = [](const Slot &slot) { return slot.global; };
  func.setFunctionType(FunctionType::get(ctx, llvm::map_to_vector(args, global),
                                         llvm::map_to_vector(results, global)));
  SmallVector<DictionaryAttr> argAttrs, resultAttrs;
  for (unsigned i = 0, e = args.size(); i < e; ++i)
    argAttrs.push_back(withoutFsdpAttrs(func.getArgAttrDict(i)));
  for (unsigned i = 0, e = results.size(); i < e; ++i)
    resultAttrs.push_back(withoutFsdpAttrs(func.getResultAttrDict(i)));
  func.setAllArgAttrs(argAttrs);
  func.setAllResultAttrs(resultAttrs);
  for (NamedAttribute attr : llvm::to_vector(func->getDiscardableAttrs()))
    if (isFsdpName(attr.getName().getValue()))
      func->removeAttr(attr.getName());
  func.walk([](Operation *op) {
    for (NamedAttribute attr : llvm::to_vector(op->getDiscardableAttrs()))
      if (isFsdpName(attr.getName().getValue()))
        op->removeAttr(attr.getName());
  });
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

/// Whether `func` is a per-rank function: anything of the fsdp dialect on
/// its signature or in its body.
static bool needsEmulation(func::FuncOp func) {
  auto hasFsdpAttr = [](DictionaryAttr attrs) {
    return attrs && llvm::any_of(attrs, [](NamedAttribute attr) {
             return isFsdpName(attr.getName().getValue());
           });
  };
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
    if (hasFsdpAttr(func.getArgAttrDict(i)))
      return true;
  for (unsigned i = 0, e = func.getNumResults(); i < e; ++i)
    if (hasFsdpAttr(func.getResultAttrDict(i)))
      return true;
  if (llvm::any_of(func.getFunctionType().getInputs(), isFsdpType) ||
      llvm::any_of(func.getFunctionType().getResults(), isFsdpType))
    return true;
  WalkResult found = func.walk([](Operation *op) {
    if (isFsdpOp(op) || llvm::any_of(op->getOperandTypes(), isFsdpType) ||
        llvm::any_of(op->getResultTypes(), isFsdpType))
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return found.wasInterrupted();
}

namespace {
struct EmulateRanksPass
    : public mlir::fsdp::impl::FSDPEmulateRanksBase<EmulateRanksPass> {
  void runOnOperation() override;

private:
  FailureOr<RankGrid> getGrid(func::FuncOp func,
                              SymbolTableCollection &symbols);
  LogicalResult checkBody(func::FuncOp func, const llvm::StringSet<> &names);
};

} // namespace

/// The one mesh a function runs on. Its shardings and ops may name several
/// mesh symbols, but they must declare the same bound axes: the emulation
/// runs one set of ranks.
FailureOr<RankGrid> EmulateRanksPass::getGrid(func::FuncOp func,
                                              SymbolTableCollection &symbols) {
  // (user, mesh symbol) pairs, in order, to report errors on the user.
  SmallVector<std::pair<Operation *, FlatSymbolRefAttr>> refs;
  auto addSharding = [&](DictionaryAttr attrs) {
    if (auto sharding =
            attrs ? attrs.getAs<ShardingAttr>(FSDPDialect::kShardingAttrName)
                  : ShardingAttr())
      refs.emplace_back(func, sharding.getMesh());
  };
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
    addSharding(func.getArgAttrDict(i));
  for (unsigned i = 0, e = func.getNumResults(); i < e; ++i)
    addSharding(func.getResultAttrDict(i));
  func.walk([&](Operation *op) {
    FlatSymbolRefAttr mesh =
        TypeSwitch<Operation *, FlatSymbolRefAttr>(op)
            .Case<CollectiveOpInterface, RankOp, ShardOp>(
                [](auto user) { return user.getMeshAttr(); })
            .Default([](Operation *) { return FlatSymbolRefAttr(); });
    if (mesh)
      refs.emplace_back(op, mesh);
  });

  std::optional<std::pair<FlatSymbolRefAttr, MeshAttr>> chosen;
  for (auto [user, ref] : refs) {
    MeshOp meshOp = lookupMesh(user, ref, symbols);
    // The dialect's verifiers already reject this on verified input.
    if (!meshOp)
      return emitOpErrorAt(user) << ref << " does not name an fsdp.mesh";
    MeshAttr mesh = meshOp.getMesh();
    if (!mesh.isBound())
      return emitOpErrorAt(user)
             << "uses mesh " << ref << " = " << mesh
             << ", whose axis sizes are not all bound; fsdp-emulate-ranks "
                "runs per-rank programs (partition first)";
    std::optional<int64_t> numRanks = getCheckedGroupSize(mesh.getAxisSizes());
    if (!numRanks || *numRanks > kMaxEmulatedRanks)
      return emitOpErrorAt(user)
             << "uses mesh " << ref << " = " << mesh << " of "
             << (numRanks ? std::to_string(*numRanks) : "too many")
             << " ranks; fsdp-emulate-ranks emulates at most "
             << kMaxEmulatedRanks
             << " ranks (it clones every rank's program into one function)";
    if (!chosen) {
      chosen.emplace(ref, mesh);
      continue;
    }
    if (chosen->second != mesh)
      return emitOpErrorAt(user)
             << "uses meshes " << chosen->first << " = " << chosen->second
             << " and " << ref << " = " << mesh
             << "; an emulated function runs on one set of ranks";
  }
  return chosen ? RankGrid(chosen->second) : RankGrid();
}

/// Rejects what the lockstep emulation cannot express, before anything is
/// rewritten.
LogicalResult EmulateRanksPass::checkBody(func::FuncOp func,
                                          const llvm::StringSet<> &names) {
  if (func.isExternal())
    return emitOpErrorAt(func)
           << "is a declaration; fsdp-emulate-ranks needs the per-rank body";
  if (!func.getBody().hasOneBlock())
    return emitOpErrorAt(func)
           << "has " << func.getBody().getBlocks().size()
           << " blocks; fsdp-emulate-ranks clones single-block bodies";
  WalkResult result = func.walk([&](Operation *op) {
    if (op == func)
      return WalkResult::advance();
    bool fromFsdp = isFsdpOp(op);
    if (fromFsdp && op->getParentOp() != func && !isa<YieldOp>(op)) {
      emitOpErrorAt(op) << "is nested in '" << op->getParentOp()->getName()
                        << "'; fsdp-emulate-ranks only emulates fsdp ops at "
                           "the top level of a function body";
      return WalkResult::interrupt();
    }
    if (!fromFsdp && (llvm::any_of(op->getOperandTypes(), isFsdpType) ||
                      llvm::any_of(op->getResultTypes(), isFsdpType))) {
      emitOpErrorAt(op) << "has an operand or result of fsdp dialect type, "
                           "which fsdp-emulate-ranks does not know how to "
                           "emulate";
      return WalkResult::interrupt();
    }
    if (auto call = dyn_cast<func::CallOp>(op);
        call && names.contains(call.getCallee())) {
      emitOpErrorAt(call) << "calls @" << call.getCallee()
                          << ", which is emulated too and changes signature; "
                             "inline the per-rank program first";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

void EmulateRanksPass::runOnOperation() {
  ModuleOp module = getOperation();
  SymbolTableCollection symbols;
  SmallVector<func::FuncOp> funcs =
      llvm::filter_to_vector(module.getOps<func::FuncOp>(), needsEmulation);
  llvm::StringSet<> names;
  for (func::FuncOp func : funcs)
    names.insert(func.getSymName());

  // Check every function first, reporting every problem, so that nothing is
  // rewritten when something cannot be.
  std::vector<FunctionEmulator> emulators;
  bool ok = true;
  for (func::FuncOp func : funcs) {
    FailureOr<RankGrid> grid = getGrid(func, symbols);
    if (failed(grid) || failed(checkBody(func, names))) {
      ok = false;
      continue;
    }
    SmallVector<Slot> args, results;
    for (auto [i, type] : llvm::enumerate(func.getArgumentTypes())) {
      FailureOr<Slot> slot =
          getSlot(func, type, func.getArgAttrDict(i), "argument #" + Twine(i));
      if (failed(slot))
        ok = false;
      else
        args.push_back(*slot);
    }
    for (auto [i, type] : llvm::enumerate(func.getResultTypes())) {
      FailureOr<Slot> slot =
          getSlot(func, type, func.getResultAttrDict(i), "result #" + Twine(i));
      if (failed(slot))
        ok = false;
      else
        results.push_back(*slot);
    }
    if (ok)
      emulators.emplace_back(func, *grid, std::move(args), std::move(results));
  }
  if (!ok)
    return signalPassFailure();

  for (FunctionEmulator &emulator : emulators)
    emulator.run();
  for (MeshOp mesh : llvm::make_early_inc_range(module.getOps<MeshOp>()))
    mesh.erase();
}
