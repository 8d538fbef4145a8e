//===- GpuDivision.h - how the CUDA lowering divides floats -----*- C++ -*-===//
//
// fsdp-translate's CUDA lowering computes a float division as PTX's
// div.full.f32 (within 2 ulp over the whole range: what XLA:GPU and Triton
// emit for a division) unless told otherwise (--gpu-division=ieee): ptxas
// then computes one reciprocal for all the divisions by one register (a
// softmax's row sum) and multiplies by it, where the correctly rounded
// div.rn.f32 refines a reciprocal and checks the range at each, and folds a
// constant divisor's reciprocal. The lowering rewrites the divisions this
// names full-range; the cost model prices each kind as the lowering leaves
// it (passes/lib/CudaInstructions.h).
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_PASSES_GPUDIVISION_H
#define FSDPC_PASSES_GPUDIVISION_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"

namespace mlir::fsdp {

/// How the CUDA lowering computes an arith.divf.
enum class GpuDivision {
  /// By a constant with an exact inverse: LLVM multiplies by it, exactly.
  ExactMultiply,
  /// div.full.f32 by another constant: ptxas multiplies by its reciprocal.
  FullRangeByConstant,
  /// div.full.f32 by a value (a 16-bit division widened to f32 for it and
  /// its quotient rounded back).
  FullRange,
  /// LLVM's correctly rounded fdiv: f64, and vectors.
  CorrectlyRounded,
};

inline GpuDivision getGpuDivision(arith::DivFOp divide) {
  FloatAttr divisor;
  bool constant = matchPattern(divide.getRhs(), m_Constant(&divisor));
  if (constant && divisor.getValue().getExactInverse(nullptr))
    return GpuDivision::ExactMultiply;
  auto type = dyn_cast<FloatType>(divide.getType());
  if (!type || (type.getWidth() != 16 && type.getWidth() != 32))
    return GpuDivision::CorrectlyRounded;
  return constant ? GpuDivision::FullRangeByConstant : GpuDivision::FullRange;
}

} // namespace mlir::fsdp

#endif // FSDPC_PASSES_GPUDIVISION_H
