//===- ScatterAdd.h - one-hot contractions as scatters ----------*- C++ -*-===//
//
// The frontend lowers a scatter-add (the gradient of an embedding lookup) to
// a dense contraction over a one-hot comparison:
//   out[v, d] += sum over (b, s) of (index(b, s) == v ? value(b, s, d) : 0)
// which costs vocabulary x tokens x width. As a kernel it is the scatter
// itself, tokens x width: for each (b, s), out[index(b, s), d] += value.
// The kernel splits the loop over d (never v: two tokens may hit one row).
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_TOOLS_FSDPTRANSLATE_SCATTERADD_H
#define FSDPC_TOOLS_FSDPTRANSLATE_SCATTERADD_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/IRMapping.h"

namespace mlir::fsdp {

struct ScatterAdd {
  /// The loop the one-hot compares against (v): it indexes only the output.
  unsigned scatteredLoop = 0;
  /// The loop the kernel's [begin, end) range covers (a parallel loop of the
  /// output other than v), if any.
  std::optional<unsigned> splitLoop;
  Operation *compare = nullptr; // index == linalg.index(v)
  Value index;                  // the compared row, computed from the inputs
  Value value;                  // what is added when the row matches
};

/// The scatter `op` computes, or nullopt.
std::optional<ScatterAdd> matchScatterAdd(linalg::LinalgOp op);

/// Emits the scatter as loops on memrefs. `inputs` and `output` are the
/// memrefs of the op's inputs and result; `scalars` maps values the body
/// captures; [begin, end) is the range of the split loop.
void emitScatterAdd(OpBuilder &b, Location loc, linalg::LinalgOp op,
                    const ScatterAdd &scatter, ArrayRef<Value> inputs,
                    Value output, const IRMapping &scalars, Value begin,
                    Value end);

} // namespace mlir::fsdp

#endif // FSDPC_TOOLS_FSDPTRANSLATE_SCATTERADD_H
