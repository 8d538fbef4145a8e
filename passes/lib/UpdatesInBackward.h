//===- UpdatesInBackward.h - each unit's update during backward -*- C++ -*-===//
//
// The reordering fsdp-updates-in-backward makes, which fsdp-schedule's auto
// policy also weighs against the traced order.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_PASSES_UPDATESINBACKWARD_H
#define FSDPC_PASSES_UPDATESINBACKWARD_H

#include "mlir/IR/Block.h"

namespace mlir::fsdp {

/// Reorders `block` (a per-rank step before scheduling) so that the
/// side-effect-free ops reading a synchronous reduction's results, directly
/// or through each other, run right after the backward of the unit `lag`
/// units later (one more per reduction a chained one follows), each
/// reduction right after its inputs, and the pure ops only moved ops read,
/// or computed from the arguments alone, with the first of them; every
/// other op keeps its order. The values computed are the same. Returns
/// whether any op moved.
bool moveUpdatesIntoBackward(Block &block, unsigned lag);

} // namespace mlir::fsdp

#endif // FSDPC_PASSES_UPDATESINBACKWARD_H
