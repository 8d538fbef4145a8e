//===- Reduce.h - element-wise reductions of collectives ----------*- C++
//-*-===//
//
// `inout[i] = op(inout[i], in[i])` for every dtype a collective may reduce.
// MPI has no bf16, f16 or i1 type, so MpiCommunicator registers these as user
// operations; bf16 and f16 are added in f32 and rounded once per pair. i1 is
// one byte of 0/1: sum is addition modulo 2 (arith.addi on i1), max is or,
// min is and.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_REDUCE_H
#define FSDPC_RUNTIME_REDUCE_H

#include "fsdpc/runtime/DType.h"
#include "fsdpc/runtime/Status.h"

#include <cstddef>

namespace fsdpc::runtime {

using Reduction = fsdpx::Reduction;

/// Fails with INVALID_ARGUMENT for a dtype outside the enum.
Status reduceInto(DType dtype, Reduction op, void *inout, const void *in,
                  size_t count);

} // namespace fsdpc::runtime

#endif // FSDPC_RUNTIME_REDUCE_H
