//===- AccurateMath.h - What polynomial math loses --------------*- C++ -*-===//
//
// Shared by the host and the CUDA (without libdevice) kernel compilers; run
// before populateMathPolynomialApproximationPatterns.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_TRANSLATE_LIB_ACCURATEMATH_H
#define FSDPC_TRANSLATE_LIB_ACCURATEMATH_H

#include "mlir/IR/Operation.h"

namespace mlir::fsdp::detail {

/// Rewrites every f32 math.sin / math.cos under `root` to reduce its
/// argument modulo pi/2 in f64 first, leaving the polynomial an argument of
/// at most pi/4. MLIR's approximation reduces in f32 with one constant, so
/// its error grows with the argument: 2.5e-4 absolute between 100 and 5000
/// (rotary and sinusoidal position embeddings), about 1 at 1e8, where XLA's
/// stays near 3e-8.
void reduceTrigonometricArguments(Operation *root);

/// Gives the f32 special values the approximations get wrong XLA's (IEEE)
/// results: erf(-0.0) = -0.0 (not +0.0), cbrt(+-inf) = +-inf (not NaN), and
/// atan2 on the axes: atan2(+-0, x) = +-0 or +-pi by x's sign bit (not NaN
/// at x = +-0, nor +pi for atan2(-0, x < 0)), atan2(y, -inf) = +-pi by y's
/// sign, atan2(+-inf, +-inf) = +-pi/4 or +-3pi/4 (not NaN).
void restoreSpecialValues(Operation *root);

} // namespace mlir::fsdp::detail

#endif // FSDPC_TRANSLATE_LIB_ACCURATEMATH_H
