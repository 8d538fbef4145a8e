//===- FSDPTypes.td - fsdp types ---------------------------*- tablegen -*-===//

#ifndef FSDPC_DIALECT_FSDP_FSDPTYPES_TD
#define FSDPC_DIALECT_FSDP_FSDPTYPES_TD

include "fsdpc/Dialect/FSDP/FSDPBase.td"
include "mlir/IR/AttrTypeBase.td"

def FSDP_PendingType : TypeDef<FSDP_Dialect, "Pending"> {
  let mnemonic = "pending";
  let summary = "The in-flight result of an asynchronous collective";
  let description = [{
    Produced by an `fsdp.*_start` op and consumed by exactly one `fsdp.wait`,
    which yields the tensors listed in the type. Between the two the
    collective occupies its communication stream and its buffers.

    ```mlir
    %p = fsdp.all_gather_start %w on @mesh axes = ["shard"] dim = 0
        : (tensor<4x8xf32>) -> !fsdp.pending<tensor<16x8xf32>>
    %g = fsdp.wait %p : !fsdp.pending<tensor<16x8xf32>>
    ```
  }];
  let parameters = (ins ArrayRefParameter<"::mlir::Type", "result tensor types">:$types);
  // Hand-written so that an empty list parses and reaches the verifier.
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

#endif // FSDPC_DIALECT_FSDP_FSDPTYPES_TD
