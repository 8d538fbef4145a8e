//===- CudaInstructions.h - what the CUDA lowering issues per op -*- C++
//-*-===//
//
// The SASS instructions fsdp-translate's CUDA lowering issues for one scalar
// op of an elementwise or row kernel's body, and for one element a kernel
// loads or stores: the cost model's count of a kernel's instruction issue on
// the GPU presets, whose CUDA cores issue one instruction a lane a clock
// (DeviceSpec::countCudaInstructions). A softmax's exp is not one op there
// but the range reduction around an ex2, a division an IEEE-exact Newton
// iteration: the kernels that compute them are bound by issue long before
// memory. The figures are counts from ptxas for sm_90 of one-op probe
// kernels (bench/gpu/probe_instructions.py), not times.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_PASSES_CUDAINSTRUCTIONS_H
#define FSDPC_PASSES_CUDAINSTRUCTIONS_H

#include "mlir/IR/Operation.h"

namespace mlir::fsdp {

/// Instructions a kernel issues per element it loads or stores (the access
/// and its share of the address arithmetic): an f32 copy kernel issues 7 a
/// point for one load and one store.
constexpr double kCudaInstructionsPerAccess = 3.5;

/// The instructions `op`, a scalar op the cost model counts (not an index
/// read, constant, cast or terminator), issues on the CUDA lowering: 1 for
/// an arithmetic op, more for the math library's and IEEE division's
/// expansions.
double getCudaInstructions(Operation &op);

} // namespace mlir::fsdp

#endif // FSDPC_PASSES_CUDAINSTRUCTIONS_H
