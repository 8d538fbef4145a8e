//===- ScatterAdd.h - one-hot contractions as scatters ----------*- C++ -*-===//
//
// The frontend lowers a scatter-add (the gradient of an embedding lookup) to
// a dense contraction over a one-hot comparison:
//   out[v, d] += sum over (b, s) of (index(b, s) == v ? value(b, s, d) : 0)
// which costs vocabulary x tokens x width. As a kernel it is the scatter
// itself, tokens x width: for each (b, s), out[index(b, s), d] += value.
// The kernel splits the loop over d (never v: two tokens may hit one row).
// On a GPU (--target cuda) it is the fallback mapping: one thread per d,
// looping over the tokens (translate/lib/GpuKernelBuilder.cpp).
// The matcher (matchScatterAdd) lives with the GEMM matcher in
// fsdpc/Passes/Contraction.h: the cost model prices what this emits.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_TOOLS_FSDPTRANSLATE_SCATTERADD_H
#define FSDPC_TOOLS_FSDPTRANSLATE_SCATTERADD_H

#include "fsdpc/Passes/Contraction.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/IRMapping.h"

namespace mlir::fsdp {

/// Emits the scatter as loops on memrefs. `inputs` and `output` are the
/// memrefs of the op's inputs and result; `scalars` maps values the body
/// captures; [begin, end) is the range of the split loop.
void emitScatterAdd(OpBuilder &b, Location loc, linalg::LinalgOp op,
                    const ScatterAdd &scatter, ArrayRef<Value> inputs,
                    Value output, const IRMapping &scalars, Value begin,
                    Value end);

} // namespace mlir::fsdp

#endif // FSDPC_TOOLS_FSDPTRANSLATE_SCATTERADD_H
