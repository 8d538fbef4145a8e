//===- GpuDivision.h - how the CUDA lowering divides floats -----*- C++ -*-===//
//
// fsdp-translate's CUDA lowering computes a float division as PTX's
// div.full.f32 (within 2 ulp over the whole range: what XLA:GPU and Triton
// emit for a division) unless told otherwise (--gpu-division=ieee): ptxas
// then computes one reciprocal for all the divisions by one value (a
// softmax's row sum) and multiplies by it, where the correctly rounded
// div.rn.f32 refines the reciprocal and checks the range at each. The cost
// model prices those divisions so; both ask here which they are.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_SCHEDULE_GPUDIVISION_H
#define FSDPC_SCHEDULE_GPUDIVISION_H

#include "llvm/ADT/APFloat.h"

namespace fsdpc::schedule {

/// Whether the CUDA lowering computes a division of `floatBits`-bit floats
/// as div.full.f32 (a 16-bit one widened to f32 and rounded back): 16- and
/// 32-bit floats, unless the divisor is a constant (`constantDivisor`, null
/// when it is not) with an exact inverse, which LLVM multiplies by instead,
/// exactly. A 64-bit division stays correctly rounded.
bool isFullRangeDivision(unsigned floatBits,
                         const llvm::APFloat *constantDivisor);

} // namespace fsdpc::schedule

#endif // FSDPC_SCHEDULE_GPUDIVISION_H
