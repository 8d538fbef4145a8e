//===- GpuIndexWidth.cpp - whether kernels can index in 32 bits -----------===//
//
// A GPU computes 32-bit integers natively; most 64-bit integer operations
// (multiplies, the magic-number divisions of index delinearization) take
// several instructions each. An elementwise kernel over bf16 data spends most
// of its instructions on index arithmetic, so the kernels are lowered with
// 32-bit `index` whenever no index value they compute can leave int32: every
// memref's farthest element offset (the memrefs a kernel is given or
// allocates; views stay within their sources), every index constant, every
// launch range a block short of 2^31 (the last block's idle threads compute
// their indices too), and no index converted from an integer wider than 32
// bits (a gather's i64 position could be anything before it is clamped).
//
//===----------------------------------------------------------------------===//

#include "fsdpc/Translate/GpuKernelCompiler.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

#include <limits>

using namespace mlir;

namespace {

constexpr int64_t kInt32Max = std::numeric_limits<int32_t>::max();

/// Whether every element offset of a value of `type` (in elements, from the
/// memref's aligned pointer), one past its last element, and every extent
/// (a loop bound) are int32 values.
bool memrefFits(MemRefType type) {
  if (!type.hasStaticShape())
    return false;
  SmallVector<int64_t> strides;
  int64_t offset = 0;
  if (failed(type.getStridesAndOffset(strides, offset)) ||
      ShapedType::isDynamic(offset) || offset < 0)
    return false;
  ArrayRef<int64_t> shape = type.getShape();
  if (llvm::any_of(shape, [](int64_t size) { return size > kInt32Max; }))
    return false;
  if (llvm::is_contained(shape, 0))
    return true; // no element at all
  int64_t farthest = offset;
  for (auto [size, stride] : llvm::zip(shape, strides)) {
    if (ShapedType::isDynamic(stride) || stride < 0)
      return false;
    // (size - 1) * stride, without overflowing int64 on the way.
    if (stride != 0 && size - 1 > (kInt32Max - farthest) / stride)
      return false;
    farthest += (size - 1) * stride;
  }
  return farthest < kInt32Max;
}

bool typeFits(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  return !memref || memrefFits(memref);
}

/// Whether `op` keeps its index values within int32 (its memref operands
/// and results aside, which the caller checks through their producers).
bool opFits(Operation *op) {
  if (auto global = dyn_cast<memref::GlobalOp>(op))
    return memrefFits(global.getType());
  if (auto constant = dyn_cast<arith::ConstantIndexOp>(op))
    return constant.value() >= -kInt32Max - 1 && constant.value() <= kInt32Max;
  if (isa<arith::IndexCastOp, arith::IndexCastUIOp>(op)) {
    Type from = op->getOperand(0).getType();
    return from.isIndex() || from.getIntOrFloatBitWidth() <= 32;
  }
  // A view (subview, expand/collapse_shape, transpose) addresses elements of
  // its source, which was checked where it came from; its own type may be
  // dynamic (the subview of a kernel's [begin, end) rows). A reinterpret_cast
  // may address anything, so its type is checked like an allocation's.
  if (isa<ViewLikeOpInterface>(op) && !isa<memref::ReinterpretCastOp>(op))
    return true;
  return llvm::all_of(op->getResultTypes(), typeFits);
}

} // namespace

bool mlir::fsdp::fitsInt32Indices(ModuleOp module,
                                  ArrayRef<int64_t> launchRanges) {
  // A thread past the range's end still computes its index: up to a block
  // (at most 1024 threads) beyond it.
  if (llvm::any_of(launchRanges,
                   [](int64_t range) { return range > kInt32Max - 1024; }))
    return false;
  WalkResult result = module.walk([](Operation *op) {
    for (Region &region : op->getRegions())
      for (Block &block : region)
        if (!llvm::all_of(block.getArgumentTypes(), typeFits))
          return WalkResult::interrupt();
    return opFits(op) ? WalkResult::advance() : WalkResult::interrupt();
  });
  return !result.wasInterrupted();
}
