//===- ExactMinMax.h - Min/max ordering signed zeros ------------*- C++ -*-===//
//
// Shared by the host and the CUDA kernel compilers.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_TRANSLATE_LIB_EXACTMINMAX_H
#define FSDPC_TRANSLATE_LIB_EXACTMINMAX_H

#include "mlir/IR/Operation.h"

namespace mlir::fsdp::detail {

/// Rewrites every arith.maximumf / arith.minimumf under `root` into compares
/// and selects with their full semantics (XLA's max and min): NaN if either
/// operand is NaN, and -0.0 below +0.0. Upstream's arith-expand gives the
/// second operand for equal ones, so max(+0.0, -0.0) was -0.0 (jnp.clip of
/// -0.0 at 0 kept the minus sign). Run before arith-expand.
void expandMinMaxExactly(Operation *root);

/// Replaces `minMax`, an arith.maximumf or arith.minimumf, by LLVM's
/// llvm.maximum / llvm.minimum, which have the same semantics: a loop
/// vectorizer's reduction on the host, one max.NaN / min.NaN instruction for
/// f32, f16 and bf16 on NVPTX (sm_80 and PTX 7.0 on: NaN if either operand
/// is, +0.0 above -0.0), LLVM's own exact expansion elsewhere (f64).
void replaceWithLLVMMinMax(Operation *minMax);

/// replaceWithLLVMMinMax for every arith.maximumf / arith.minimumf under
/// `root`: the CUDA kernel compiler's lowering of them.
void lowerMinMaxToLLVM(Operation *root);

} // namespace mlir::fsdp::detail

#endif // FSDPC_TRANSLATE_LIB_EXACTMINMAX_H
