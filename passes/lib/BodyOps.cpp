//===- BodyOps.cpp - the scalar work of a kernel's point -----------------===//

#include "BodyOps.h"

#include "CudaInstructions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::fsdp;

/// Ops the special-function units (or a libm call) compute, not an FMA.
static bool isTranscendental(Operation *op) {
  return isa<math::ExpOp, math::Exp2Op, math::ExpM1Op, math::LogOp,
             math::Log1pOp, math::Log2Op, math::ErfOp, math::TanhOp,
             math::RsqrtOp, math::SqrtOp, math::PowFOp, math::SinOp,
             math::CosOp>(op);
}

/// Whether `op` (an extf or truncf) has a 16-bit float on either side.
static bool convertsHalfFloat(Operation &op) {
  return llvm::any_of(
             op.getOperandTypes(),
             [](Type type) { return type.isBF16() || type.isF16(); }) ||
         llvm::any_of(op.getResultTypes(),
                      [](Type type) { return type.isBF16() || type.isF16(); });
}

/// The trip count of a loop with constant bounds (a scalar program's
/// scf.for: a fori_loop with a static trip count), else 1.
static double getConstantTrips(Operation *op) {
  auto loop = dyn_cast<scf::ForOp>(op);
  if (!loop)
    return 1;
  std::optional<int64_t> lb = getConstantIntValue(loop.getLowerBound());
  std::optional<int64_t> ub = getConstantIntValue(loop.getUpperBound());
  std::optional<int64_t> step = getConstantIntValue(loop.getStep());
  if (!lb || !ub || !step || *step <= 0)
    return 1;
  return *ub > *lb ? double((*ub - *lb + *step - 1) / *step) : 0;
}

/// A body's control flow: a loop with constant bounds is priced per trip; a
/// loop whose trips are data-dependent (a scalar program's scf.while:
/// igamma's series, a rejection sampler) as one trip through its regions,
/// since each element's trip count is its own, known only when it runs (a
/// series that takes many terms is under-priced); a switch, of which one
/// case runs, as the most of each kind of op any case has (an upper bound).
static BodyOps countRegionOps(Operation *op, Operation *root) {
  BodyOps total;
  bool oneOf = isa<scf::IndexSwitchOp, scf::IfOp>(op);
  for (Region &region : op->getRegions())
    for (Block &block : region) {
      BodyOps ops = countBodyOps(block, root);
      if (oneOf) {
        total.scalar = std::max(total.scalar, ops.scalar);
        total.transcendental =
            std::max(total.transcendental, ops.transcendental);
        total.cuda = std::max(total.cuda, ops.cuda);
      } else {
        total.scalar += ops.scalar;
        total.transcendental += ops.transcendental;
        total.cuda += ops.cuda;
      }
    }
  double trips = getConstantTrips(op);
  total.scalar *= trips;
  total.transcendental *= trips;
  total.cuda *= trips;
  return total;
}

bool mlir::fsdp::readsOneElement(Operation *root, BlockArgument arg) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(root);
  if (!linalgOp || arg.getOwner() != linalgOp.getBlock() ||
      arg.getArgNumber() >= linalgOp.getNumDpsInputs())
    return false;
  AffineMap map = linalgOp.getMatchingIndexingMap(
      linalgOp.getDpsInputOperand(arg.getArgNumber()));
  return llvm::all_of(map.getResults(), llvm::IsaPred<AffineConstantExpr>);
}

unsigned mlir::fsdp::getInnermostLoop(Operation *root) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(root);
  return linalgOp && linalgOp.getNumLoops() > 0 ? linalgOp.getNumLoops() - 1
                                                : 0;
}

mlir::fsdp::RowVariance::RowVariance(Operation *root, unsigned firstLoop)
    : root(root) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(root);
  if (!linalgOp)
    return;
  SmallVector<int64_t> ranges = linalgOp.getStaticLoopRanges();
  SmallVector<utils::IteratorType> iterators = linalgOp.getIteratorTypesArray();
  for (unsigned loop = firstLoop; loop < ranges.size(); ++loop) {
    if (ranges[loop] == 1)
      continue;
    rowLoops.push_back(loop);
    reduces |= iterators[loop] == utils::IteratorType::reduction;
  }
}

bool mlir::fsdp::RowVariance::varies(Value value) {
  if (auto arg = dyn_cast<BlockArgument>(value))
    return variesArgument(arg);
  Operation *def = value.getDefiningOp();
  return root->isAncestor(def) && varies(*def);
}

bool mlir::fsdp::RowVariance::varies(Operation &op) {
  auto known = ops.find(&op);
  if (known != ops.end())
    return known->second;
  bool result;
  if (auto index = dyn_cast<linalg::IndexOp>(op))
    result = llvm::is_contained(rowLoops, index.getDim());
  else
    result = op.getNumRegions() > 0 ||
             llvm::any_of(op.getOperands(),
                          [&](Value operand) { return varies(operand); });
  ops[&op] = result;
  return result;
}

bool mlir::fsdp::RowVariance::variesArgument(BlockArgument arg) {
  Operation *owner = arg.getOwner()->getParentOp();
  if (!root->isAncestor(owner))
    return false;
  auto linalgOp = dyn_cast<linalg::LinalgOp>(root);
  if (!linalgOp || owner != root)
    return true;
  OpOperand *operand = linalgOp.getMatchingOpOperand(arg);
  if (reduces && linalgOp.isDpsInit(operand))
    return true;
  AffineMap map = linalgOp.getMatchingIndexingMap(operand);
  return llvm::any_of(rowLoops,
                      [&](unsigned loop) { return map.isFunctionOfDim(loop); });
}

/// `op` (run at each point of `root`) once into `count`: an op with regions
/// as its nested ops; index reads, casts (but for a 16-bit float's
/// conversion), constants (an operand the compiled loop holds in a
/// register) and terminators as no work; instructions unless `hoisted`,
/// and those of a division by a value its thread's points share
/// (`sharedDivisor`) counted apart.
static void countOp(Operation &op, Operation *root, bool hoisted,
                    bool sharedDivisor, BodyOps &count) {
  if (op.getNumRegions() > 0) {
    BodyOps inner = countRegionOps(&op, root);
    count.scalar += inner.scalar;
    count.transcendental += inner.transcendental;
    count.cuda += inner.cuda;
    return;
  }
  if (op.hasTrait<OpTrait::IsTerminator>() ||
      op.hasTrait<OpTrait::ConstantLike>() ||
      isa<linalg::IndexOp, arith::IndexCastOp, arith::ExtFOp, arith::TruncFOp,
          arith::BitcastOp>(op)) {
    // A conversion between f32 and a 16-bit float is an instruction.
    if (isa<arith::ExtFOp, arith::TruncFOp>(op) && !hoisted &&
        convertsHalfFloat(op))
      count.cuda += 1;
    return;
  }
  if (isTranscendental(&op))
    count.transcendental += 1;
  else
    count.scalar += 1;
  if (hoisted)
    return;
  if (sharedDivisor) {
    count.sharedDivisions += 1;
    return;
  }
  count.cuda += isa<tensor::ExtractOp>(op) ? kCudaInstructionsPerAccess
                                           : getCudaInstructions(op);
}

BodyOps mlir::fsdp::countOps(ArrayRef<Operation *> ops, Operation *root,
                             unsigned firstRowLoop) {
  BodyOps count;
  // Ops of constants and values from outside `root` alone: the CUDA
  // lowering's LLVM folds them or hoists them out of the points. Not an
  // index read or a gather (a load): those are the point's.
  llvm::SmallPtrSet<Operation *, 16> invariant;
  auto isOutside = [&](Value value) {
    if (Operation *def = value.getDefiningOp())
      return !root->isAncestor(def) || def->hasTrait<OpTrait::ConstantLike>() ||
             invariant.contains(def);
    auto arg = cast<BlockArgument>(value);
    return !root->isAncestor(arg.getOwner()->getParentOp()) ||
           readsOneElement(root, arg);
  };
  auto isInvariant = [&](Operation &op) {
    return op.getNumRegions() == 0 && op.getNumOperands() > 0 &&
           !isa<linalg::IndexOp, tensor::ExtractOp>(op) &&
           isMemoryEffectFree(&op) && llvm::all_of(op.getOperands(), isOutside);
  };
  RowVariance variance(root, firstRowLoop);
  llvm::SmallDenseSet<Value, 4> divisors;
  for (Operation &nested : llvm::make_pointee_range(ops)) {
    if (isInvariant(nested))
      invariant.insert(&nested);
    double before = count.cuda;
    // The row's values and shared divisors of the body itself (ptxas shares
    // nothing between the branches of a nested region): of a value of each
    // point by a value of the row.
    bool topLevel = nested.getParentOp() == root;
    bool sharedDivisor = topLevel && isSharableDivision(nested) &&
                         variance.varies(nested.getOperand(0)) &&
                         !variance.varies(nested.getOperand(1));
    if (sharedDivisor && divisors.insert(nested.getOperand(1)).second)
      count.sharedDivisors += 1;
    // A conversion narrowing removes issues nothing either.
    countOp(nested, root,
            invariant.contains(&nested) || isFoldedConversion(nested),
            sharedDivisor, count);
    if (topLevel && !variance.varies(nested))
      count.rowCuda += count.cuda - before;
  }
  return count;
}

BodyOps mlir::fsdp::countBodyOps(Block &block, Operation *root) {
  SmallVector<Operation *> ops =
      llvm::map_to_vector(block, [](Operation &op) { return &op; });
  return countOps(ops, root, getInnermostLoop(root));
}
