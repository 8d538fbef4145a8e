//===- SourceLabel.h - what the user called an op -------------*- C++ -*-===//
//
// One reading of an op's location for every place that shows an op to the
// user: fsdp-schedule's predicted trace and the executable's instructions
// (which fsdp-run's measured trace shows), so that the two timelines name an
// op the same way and a costly slice of either leads back to a line of the
// user's model.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_PASSES_SOURCELABEL_H
#define FSDPC_PASSES_SOURCELABEL_H

#include "fsdpc/Schedule/Schedule.h"

#include "mlir/IR/Operation.h"

#include <string>

namespace mlir::fsdp {

/// The first name and file position in `op`'s location (a kernel formed from
/// several ops has a fused location, its first op's first); the op's name
/// stands for a missing name.
fsdpc::schedule::TraceLabel getSourceLabel(Operation *op);

/// The label as one line: "name at file:line", or the name alone.
std::string formatSourceLabel(const fsdpc::schedule::TraceLabel &label);

} // namespace mlir::fsdp

#endif // FSDPC_PASSES_SOURCELABEL_H
