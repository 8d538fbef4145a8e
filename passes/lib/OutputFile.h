//===- OutputFile.h - files the passes write --------------------*- C++ -*-===//

#ifndef FSDPC_PASSES_OUTPUTFILE_H
#define FSDPC_PASSES_OUTPUTFILE_H

#include "mlir/IR/Operation.h"

namespace mlir::fsdp {

/// Writes `text` to `path` atomically (a temporary file renamed over it, so
/// that a failed write leaves what was there), or reports at `anchor` why it
/// cannot: "cannot write the <what>: '<path>': <reason>".
LogicalResult writeOutputFile(Operation *anchor, StringRef what, StringRef path,
                              StringRef text);

} // namespace mlir::fsdp

#endif // FSDPC_PASSES_OUTPUTFILE_H
