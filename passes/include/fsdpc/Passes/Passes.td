//===- Passes.td - fsdpc passes ----------------------------*- tablegen -*-===//

#ifndef FSDPC_PASSES_PASSES_TD
#define FSDPC_PASSES_PASSES_TD

include "mlir/Pass/PassBase.td"

#endif // FSDPC_PASSES_PASSES_TD
