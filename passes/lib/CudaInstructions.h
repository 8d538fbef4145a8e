//===- CudaInstructions.h - what the CUDA lowering issues per op -*- C++
//-*-===//
//
// The SASS instructions fsdp-translate's CUDA lowering issues for one scalar
// op of an elementwise or row kernel's body, and for one element a kernel
// loads or stores: the cost model's count of a kernel's instruction issue on
// the GPU presets, whose CUDA cores issue one instruction a lane a clock
// (DeviceSpec::cudaInstructionsPerSecond). A softmax's exp is not one op there
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
/// and its share of the address arithmetic), and per point it computes
/// beside its ops and accesses (the point's index and the loop around it),
/// in an elementwise or reduction kernel: the line through the probe
/// kernels of 1 and 8 f32 inputs and one output (those of 2 and 4 lie on
/// it), which issue 4 + 1.5 a point for each element they load or store,
/// plus their adds.
constexpr double kCudaInstructionsPerAccess = 1.5;
constexpr double kCudaInstructionsPerPoint = 4;

/// The instructions `op`, a scalar op the cost model counts (not an index
/// read, constant, cast or terminator), issues on the CUDA lowering: 1 for
/// an arithmetic op, more for the math library's and IEEE division's
/// expansions, none for an affine.apply that only restates a loop index.
double getCudaInstructions(Operation &op);

} // namespace mlir::fsdp

#endif // FSDPC_PASSES_CUDAINSTRUCTIONS_H
