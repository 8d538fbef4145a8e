//===- NcclTypes.h - fsdpx dtypes and reductions as NCCL's --------*- C++
//-*-===//
//
// NCCL reduces with sum, prod, max, min and avg over f16, bf16, f32, f64 and
// 8/32/64-bit integers; it has no bitwise operations and no 16-bit integers
// (an i16 reduction is refused; gathers move bytes and take any type). i1
// (one byte of 0/1) is reduced as ncclUint8: max is or and min is and,
// exactly; its sum (addition modulo 2, i.e. xor) has no NCCL operation and is
// refused. bf16 and f16 are
// reduced natively (NCCL accumulates pairs in the type itself where the MPI
// communicator widens to f32), so low bits may differ from a CPU run.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_CUDA_NCCLTYPES_H
#define FSDPC_RUNTIME_CUDA_NCCLTYPES_H

#include "fsdpc/runtime/Reduce.h"

#include <nccl.h>

namespace fsdpc::runtime::cuda {

/// NCCL's type and operation for a reduction of `dtype` with `op`, or
/// INVALID_ARGUMENT (naming `collective`) for what NCCL cannot reduce.
Status ncclReduction(DType dtype, Reduction op, const char *collective,
                     ncclDataType_t &type, ncclRedOp_t &ncclOp);

} // namespace fsdpc::runtime::cuda

#endif // FSDPC_RUNTIME_CUDA_NCCLTYPES_H
