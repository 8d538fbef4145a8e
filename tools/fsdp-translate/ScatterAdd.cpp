//===- ScatterAdd.cpp - one-hot contractions as scatters ------------------===//

#include "ScatterAdd.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::fsdp;

/// The memref indices `map` gives for the loop induction variables `ivs`
/// (plain dimensions and constants only, as matchScatterAdd checked).
static SmallVector<Value> indicesOf(OpBuilder &b, Location loc, AffineMap map,
                                    ArrayRef<Value> ivs) {
  SmallVector<Value> indices;
  for (AffineExpr expr : map.getResults()) {
    if (auto dim = dyn_cast<AffineDimExpr>(expr))
      indices.push_back(ivs[dim.getPosition()]);
    else
      indices.push_back(arith::ConstantIndexOp::create(
          b, loc, cast<AffineConstantExpr>(expr).getValue()));
  }
  return indices;
}

void mlir::fsdp::emitScatterAdd(OpBuilder &b, Location loc, linalg::LinalgOp op,
                                const ScatterAdd &scatter,
                                ArrayRef<Value> inputs, Value output,
                                const IRMapping &scalars, Value begin,
                                Value end) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  unsigned v = scatter.scatteredLoop;
  // Every loop but v, in the op's order; the split loop over [begin, end).
  SmallVector<Value> ivs(ranges.size());
  OpBuilder inner = b;
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  for (unsigned loop = 0; loop < ranges.size(); ++loop) {
    if (loop == v)
      continue;
    bool split = scatter.splitLoop == loop;
    Value lower = split ? begin : zero;
    Value upper =
        split ? end : arith::ConstantIndexOp::create(inner, loc, ranges[loop]);
    auto forOp = scf::ForOp::create(inner, loc, lower, upper, one);
    ivs[loop] = forOp.getInductionVar();
    inner = OpBuilder::atBlockBegin(forOp.getBody());
  }
  // The body's values at (ivs): inputs loaded, indices read, every op but
  // the one-hot compare, select and accumulation cloned.
  Block *body = op.getBlock();
  IRMapping mapping = scalars;
  for (auto [index, input] : llvm::enumerate(inputs)) {
    BlockArgument arg = body->getArgument(index);
    if (!isa<MemRefType>(input.getType())) {
      mapping.map(arg, input);
      continue;
    }
    mapping.map(
        arg, memref::LoadOp::create(inner, loc, input,
                                    indicesOf(inner, loc, maps[index], ivs)));
  }
  Operation *select = *scatter.compare->getUsers().begin();
  Operation *accumulate = *select->getUsers().begin();
  for (Operation &nested : body->without_terminator()) {
    if (&nested == scatter.compare || &nested == select ||
        &nested == accumulate)
      continue;
    if (auto index = dyn_cast<linalg::IndexOp>(nested)) {
      if (index.getDim() != v)
        mapping.map(index.getResult(), ivs[index.getDim()]);
      continue;
    }
    // A table the body reads (captured tensor) is a memref in the kernel.
    if (auto extract = dyn_cast<tensor::ExtractOp>(nested)) {
      SmallVector<Value> indices =
          llvm::map_to_vector(extract.getIndices(), [&](Value i) {
            return mapping.lookupOrDefault(i);
          });
      mapping.map(extract.getResult(),
                  memref::LoadOp::create(inner, loc,
                                         mapping.lookup(extract.getTensor()),
                                         indices));
      continue;
    }
    inner.clone(nested, mapping);
  }
  Value row = mapping.lookupOrDefault(scatter.index);
  if (!row.getType().isIndex())
    row = arith::IndexCastOp::create(inner, loc, inner.getIndexType(), row);
  Value value = mapping.lookupOrDefault(scatter.value);
  // Rows outside the output match no one-hot position: nothing is added.
  Value extent = arith::ConstantIndexOp::create(inner, loc, ranges[v]);
  Value inRange = arith::AndIOp::create(
      inner, loc,
      arith::CmpIOp::create(inner, loc, arith::CmpIPredicate::sge, row, zero),
      arith::CmpIOp::create(inner, loc, arith::CmpIPredicate::slt, row,
                            extent));
  auto guard = scf::IfOp::create(inner, loc, inRange, /*withElse=*/false);
  OpBuilder then = guard.getThenBodyBuilder();
  ivs[v] = row;
  SmallVector<Value> at = indicesOf(then, loc, maps.back(), ivs);
  Value old = memref::LoadOp::create(then, loc, output, at);
  memref::StoreOp::create(
      then, loc, arith::AddFOp::create(then, loc, old, value), output, at);
}
