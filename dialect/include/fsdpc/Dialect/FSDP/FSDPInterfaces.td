//===- FSDPInterfaces.td - fsdp op interfaces --------------*- tablegen -*-===//

#ifndef FSDPC_DIALECT_FSDP_FSDPINTERFACES_TD
#define FSDPC_DIALECT_FSDP_FSDPINTERFACES_TD

include "mlir/IR/OpBase.td"

def FSDP_CollectiveOpInterface : OpInterface<"CollectiveOpInterface"> {
  let cppNamespace = "::mlir::fsdp";
  let description = [{
    What every collective of the `fsdp` dialect is, described once: its kind
    (all-gather, reduce-scatter, all-reduce), the mesh and axes it
    communicates over, the dimension it gathers or scatters, how it combines
    contributions, its operands and the types of the tensors it produces
    (results, or the `!fsdp.pending` type's tensors for the asynchronous
    forms), and whether it is an asynchronous `_start` op completed by an
    `fsdp.wait`. Passes (bucketing, scheduling, memory planning, lowering to
    the runtime) dispatch on this interface rather than on a list of ops.

    The interface verifier checks what all collectives share: a non-empty,
    duplicate-free axis list, one result tensor per operand of the same
    element type and rank, a communicable element type, a defined reduction
    (no `sum` of `i1`), an in-range dimension, and equal extents outside
    it. Sizes that depend on the mesh are checked with the symbol uses.

    ```mlir
    // Both implement CollectiveOpInterface with kind AllGather, dim 0.
    %w = fsdp.all_gather %ws on @mesh axes = ["shard"] dim = 0
        : (tensor<3x8xf32>) -> tensor<10x8xf32>
    %p = fsdp.all_gather_start %ws on @mesh axes = ["shard"] dim = 0
        : (tensor<3x8xf32>) -> !fsdp.pending<tensor<10x8xf32>>
    ```
  }];
  let methods = [
    InterfaceMethod<"What the collective computes.",
      "::mlir::fsdp::CollectiveKind", "getCollectiveKind">,
    InterfaceMethod<"The mesh the collective communicates on.",
      "::mlir::FlatSymbolRefAttr", "getMeshAttr">,
    InterfaceMethod<"The mesh axes spanning each communicating group.",
      "::mlir::ArrayAttr", "getAxesAttr">,
    InterfaceMethod<[{The dimension gathered or scattered (none for an
      all-reduce).}], "std::optional<int64_t>", "getCollectiveDim">,
    InterfaceMethod<[{How contributions combine (none for an all-gather).}],
      "std::optional<::mlir::fsdp::ReductionKind>", "getCollectiveReduction">,
    InterfaceMethod<"The tensors each rank contributes.",
      "::mlir::OperandRange", "getInputs">,
    InterfaceMethod<[{The tensors the collective produces: the results, or
      for an asynchronous start the tensors its `fsdp.wait` yields.}],
      "::llvm::SmallVector<::mlir::Type>", "getCollectiveResultTypes">,
    InterfaceMethod<[{Whether this is an asynchronous start whose results
      an `fsdp.wait` yields.}], "bool", "isAsync">,
    InterfaceMethod<[{Whether each operand is its own message, received in
      place (`per_member`; never for an all-reduce).}], "bool",
      "isPerMember">,
    InterfaceMethod<[{Sets whether each operand is its own message (only an
      all-gather or reduce-scatter can be; the verifier checks the rest).}],
      "void", "setPerMemberMessages", (ins "bool":$perMember)>,
  ];
  let extraClassDeclaration = [{
    /// The layout of an operand against its result along the collective's
    /// dimension.
    bool gathers() {
      return getCollectiveKind() == ::mlir::fsdp::CollectiveKind::AllGather;
    }
    bool scatters() {
      return getCollectiveKind() ==
             ::mlir::fsdp::CollectiveKind::ReduceScatter;
    }
    /// Bytes the collective moves in full: the gathered tensors of an
    /// all-gather, the whole inputs of a reduction. The one account used by
    /// bucketing, the cost model and the runtime lowering.
    uint64_t getCollectiveBytes();
    /// The number of ranks in each group, when the mesh is found and bound.
    std::optional<int64_t> getGroupSize();
    /// Whether each operand may be its own message (`per_member`): an
    /// all-gather or reduce-scatter along dimension 0 over a bound group,
    /// and for a reduce-scatter every operand's rows splitting evenly (it is
    /// sent as it lies, with no padding).
    bool allowsPerMemberMessages();
    /// The `fsdp.wait` completing an asynchronous start (null otherwise or
    /// when the IR is not yet valid).
    ::mlir::Operation *getWaitOp();
    /// For a synchronous collective: builds its asynchronous start with the
    /// same attributes on `inputs` (the pairing of each collective with its
    /// `_start` form lives here alone).
    CollectiveOpInterface createStart(::mlir::OpBuilder &builder,
                                      ::mlir::ValueRange inputs);
  }];
  let verify = [{ return ::mlir::fsdp::detail::verifyCollective($_op); }];
}

#endif // FSDPC_DIALECT_FSDP_FSDPINTERFACES_TD
