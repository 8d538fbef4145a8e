//===- KernelFusion.h - what fsdp-form-kernels fuses ------------*- C++ -*-===//
//
// The fusion policy of fsdp-form-kernels, on top of upstream linalg's
// elementwise fusion (which fuses an all-parallel linalg.generic producer
// into the linalg.generic reading it):
//
//  * Named ops that are links of such chains (linalg.broadcast,
//    linalg.transpose, linalg.reduce, linalg.elementwise) are written as
//    generics when they have something to fuse with, so that a broadcast or
//    a layout change is read in place by its consumers and a reduction reads
//    its input's producer's inputs.
//  * A producer whose result several ops read is fused into none of them
//    (that would compute it twice), unless recomputing it costs less than
//    storing and reloading it and its inputs are hardly larger than its
//    result: on any device when it is a few adds, multiplies, compares or
//    selects per element at most (broadcasts, transposes, widening casts,
//    index-only masks, a masked scaling, x - mean), otherwise when the
//    device's cost model says so (a softmax's exp on a GPU). Then each
//    fusable reader gets its own copy. Otherwise its first reader, when
//    elementwise over the same points, computes it and writes it for the
//    later readers as well (a multi-output kernel), unless that keeps much
//    larger intermediate inputs alive until then.
//  * A producer is computed in a reader that evaluates it many more times
//    than it has elements (a row's value read at each of the row's points)
//    only when the device's cost model says that costs less than its own
//    kernel (XLA's rule against fusing an expensive producer into a
//    consumer reusing its elements), whether the reader reads it as an
//    operand, as a copy of a recomputed producer, or gathers it.
//  * An element read out of an elementwise op's result (tensor.extract: a
//    gather) is computed where it is read when nothing else reads the
//    result (under the rule above), which is then never stored.
//  * A reduction whose only producer to fuse does not span all its loops
//    with its inputs (a one-hot of the targets summed over the vocabulary)
//    reads an i8 tensor.empty that spans them, its body never reading it,
//    and takes the producer in.
//  * A library GEMM or scatter stays one: only a data movement or a cast is
//    fused into it, and into a GEMM only when matchGemm still matches.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_PASSES_KERNELFUSION_H
#define FSDPC_PASSES_KERNELFUSION_H

#include "fsdpc/Schedule/CostModel.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::fsdp {

/// The generalization, duplication and fusion patterns described above;
/// `device`'s cost model (copied into them) prices recomputation.
void populateKernelFusionPatterns(RewritePatternSet &patterns,
                                  const fsdpc::schedule::DeviceSpec &device);

/// The slices of an elementwise result computed where they are read
/// (ElementwiseSlices.cpp; part of the patterns above).
void populateElementwiseSlicePatterns(RewritePatternSet &patterns);

/// Whether `map` reads plain loops and constants only.
bool isPlainMap(AffineMap map);

/// `producer`'s body cloned at `b`, its block arguments as `mapping` has
/// them and each linalg.index of a loop replaced by `loopAt(loop)`: the
/// value its (one) result yields there.
Value cloneElementwiseBody(OpBuilder &b, linalg::GenericOp producer,
                           IRMapping &mapping,
                           function_ref<Value(unsigned)> loopAt);

} // namespace mlir::fsdp

#endif // FSDPC_PASSES_KERNELFUSION_H
