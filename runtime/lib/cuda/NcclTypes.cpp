//===- NcclTypes.cpp - fsdpx dtypes and reductions as NCCL's --------------===//

#include "NcclTypes.h"

#include <string>

namespace fsdpc::runtime::cuda {

Status ncclReduction(DType dtype, Reduction op, const char *collective,
                     ncclDataType_t &type, ncclRedOp_t &ncclOp) {
  switch (op) {
  case Reduction::sum:
    ncclOp = ncclSum;
    break;
  case Reduction::max:
    ncclOp = ncclMax;
    break;
  case Reduction::min:
    ncclOp = ncclMin;
    break;
  default:
    return invalidArgument(std::string(collective) +
                           ": a reduction outside the fsdpx enum (" +
                           std::to_string(int(op)) + ")");
  }
  switch (dtype) {
  case DType::f32:
    type = ncclFloat32;
    return Status::ok();
  case DType::bf16:
    type = ncclBfloat16;
    return Status::ok();
  case DType::f16:
    type = ncclFloat16;
    return Status::ok();
  case DType::f64:
    type = ncclFloat64;
    return Status::ok();
  case DType::i64:
    type = ncclInt64;
    return Status::ok();
  case DType::i32:
    type = ncclInt32;
    return Status::ok();
  case DType::i16:
    return invalidArgument(
        std::string(collective) +
        ": NCCL has no 16-bit integer type to reduce; reduce i16 values in "
        "i32 (e.g. jnp.sum(x, dtype=jnp.int32)), or run on the CPU backend");
  case DType::i8:
    type = ncclInt8;
    return Status::ok();
  case DType::ui8:
    type = ncclUint8;
    return Status::ok();
  case DType::i1:
    // 0/1 bytes: max is or, min is and; sum would need xor.
    type = ncclUint8;
    if (op != Reduction::sum)
      return Status::ok();
    return invalidArgument(
        std::string(collective) +
        ": a sum of i1 (addition modulo 2, i.e. xor) has no NCCL operation "
        "(NCCL reduces with sum, prod, max, min and avg only); reduce i1 with "
        "max (or) or min (and), or in a wider integer type");
  }
  return invalidArgument(std::string(collective) +
                         ": a dtype outside the fsdpx enum (" +
                         std::to_string(int(dtype)) + ")");
}

} // namespace fsdpc::runtime::cuda
