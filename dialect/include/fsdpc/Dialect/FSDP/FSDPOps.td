//===- FSDPOps.td - fsdp operations ------------------------*- tablegen -*-===//

#ifndef FSDPC_DIALECT_FSDP_FSDPOPS_TD
#define FSDPC_DIALECT_FSDP_FSDPOPS_TD

include "fsdpc/Dialect/FSDP/FSDPAttrs.td"
include "fsdpc/Dialect/FSDP/FSDPInterfaces.td"
include "fsdpc/Dialect/FSDP/FSDPTypes.td"
include "mlir/IR/BuiltinAttributes.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

class FSDP_Op<string mnemonic, list<Trait> traits = []>
    : Op<FSDP_Dialect, mnemonic, traits>;

// Argument dags shared by every op that names a group of ranks, spliced with
// !con as upstream's ShardOps.td does: the tensors each rank contributes, the
// mesh axes spanning the group, the dimension split over it, and how
// contributions combine.
defvar FSDP_CollectiveInputs = (ins Variadic<AnyStaticShapeTensor>:$inputs);
defvar FSDP_CollectiveGroup = (ins FlatSymbolRefAttr:$mesh,
                                   StrArrayAttr:$axes);
defvar FSDP_CollectiveDim = (ins I64Attr:$dim);
// Whether each operand of a bucket is its own message (see
// FSDP_Collective's description): all-gathers and reduce-scatters only.
defvar FSDP_CollectiveMessage = (ins UnitAttr:$per_member);
defvar FSDP_CollectiveReduction = (ins FSDP_ReductionKindAttr:$reduction);

//===----------------------------------------------------------------------===//
// Mesh
//===----------------------------------------------------------------------===//

def FSDP_MeshOp : FSDP_Op<"mesh", [Symbol, HasParent<"::mlir::ModuleOp">]> {
  let summary = "Declares a device mesh";
  let description = [{
    Declares a mesh of named axes that shardings and collectives refer to by
    symbol. In a global-view program sizes may be `?`; partitioning binds
    them, and every op of a per-rank program that communicates requires the
    sizes of its axes to be known.

    ```mlir
    fsdp.mesh @mesh = <["shard"=?]>
    fsdp.mesh @hsdp = <["replica"=2, "shard"=4]>
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, FSDP_MeshAttr:$mesh);
  let assemblyFormat = "$sym_name `=` $mesh attr-dict";
}

//===----------------------------------------------------------------------===//
// Rank-dependent values
//===----------------------------------------------------------------------===//

def FSDP_RankOp : FSDP_Op<"rank", [Pure,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "This rank's index along mesh axes";
  let description = [{
    The linear index of the running rank within the group spanned by `axes`,
    row-major in the order the axes are listed. Over axes of total size 1 it
    folds to 0.

    ```mlir
    %r = fsdp.rank on @mesh axes = ["shard"]
    ```
  }];
  let arguments = FSDP_CollectiveGroup;
  let results = (outs Index:$result);
  let assemblyFormat = "`on` $mesh `axes` `=` $axes attr-dict";
  let hasFolder = 1;
}

def FSDP_ShardOp : FSDP_Op<"shard", [Pure,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "This rank's shard of a full tensor";
  let description = [{
    Slices dimension `dim` of a tensor that every rank holds in full down to
    this rank's `ceil(d / N)` rows, where `N` is the size of the group spanned
    by `axes`. Rows past `d` (the tail of the last shards) are zero.

    ```mlir
    // On 4 ranks, rank 3 gets row 9 and two zero rows.
    %s = fsdp.shard %w on @mesh axes = ["shard"] dim = 0
        : tensor<10x4xf32> -> tensor<3x4xf32>
    ```
  }];
  let arguments = !con((ins AnyStaticShapeTensor:$input),
                       FSDP_CollectiveGroup, FSDP_CollectiveDim);
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = [{
    $input `on` $mesh `axes` `=` $axes `dim` `=` $dim attr-dict
    `:` type($input) `->` type($result)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

/// One collective op. `kind` is a CollectiveKind case; all-gathers and
/// reduce-scatters have a `dim`, reductions a `reduction`; an asynchronous
/// start yields an `!fsdp.pending` value instead of results.
class FSDP_Collective<string mnemonic, string kind, bit async,
                      list<Trait> traits = []>
    : FSDP_Op<mnemonic, !listconcat(traits, [
        DeclareOpInterfaceMethods<SymbolUserOpInterface>,
        FSDP_CollectiveOpInterface])> {
  defvar hasDim = !ne(kind, "AllReduce");
  defvar hasReduction = !ne(kind, "AllGather");
  let arguments = !con(
      !if(hasReduction, FSDP_CollectiveReduction, (ins)),
      FSDP_CollectiveInputs, FSDP_CollectiveGroup,
      !if(hasDim, !con(FSDP_CollectiveDim, FSDP_CollectiveMessage), (ins)));
  let extraClassDeclaration = [{
    ::mlir::fsdp::CollectiveKind getCollectiveKind() {
      return ::mlir::fsdp::CollectiveKind::}] # kind # [{;
    }
    bool isAsync() { return }] # !if(async, "true", "false") # [{; }
    std::optional<int64_t> getCollectiveDim() {
      return }] # !if(hasDim, "getDimAttr().getInt()", "std::nullopt") # [{;
    }
    std::optional<::mlir::fsdp::ReductionKind> getCollectiveReduction() {
      return }] # !if(hasReduction, "getReduction()", "std::nullopt") # [{;
    }
    bool isPerMember() {
      return }] # !if(hasDim, "getPerMember()", "false") # [{;
    }
    void setPerMemberMessages(bool perMember) {
      }] # !if(hasDim, "setPerMember(perMember);",
               "assert(!perMember && \"an all-reduce has no per-member form\");") # [{
    }
    ::llvm::SmallVector<::mlir::Type> getCollectiveResultTypes() {
      return ::llvm::to_vector(}] #
          !if(async, "getPending().getType().getTypes()",
                     "getOperation()->getResultTypes()") # [{);
    }
  }];
  let extraClassDefinition = [{
    ::llvm::LogicalResult
    $cppClass::verifySymbolUses(::mlir::SymbolTableCollection &symbolTable) {
      return ::mlir::fsdp::detail::verifyCollectiveSymbolUses(*this,
                                                             symbolTable);
    }
  }];
  code commonDescription = [{
    Each operand is communicated on its own, as if by a separate collective,
    and result `i` has the element type of operand `i`; several operands in one
    op form a *bucket* that the runtime sends as one message. Operands of
    different element types may share a bucket: the message is their
    concatenation in bytes, each tensor converted by nobody. Changing precision
    (e.g. gathering parameters in bf16) is an explicit `arith` cast before the
    collective. The op is a pure function of its operands.

    With `per_member` (all-gathers and reduce-scatters along dimension 0),
    each operand is its own message instead, received straight into its
    result (a gather's result buffer holds the padded message; a reduction's
    operands must divide evenly), with no staging buffer: the runtime issues
    the members together (one NCCL group call). `fsdp-collective-messages`
    chooses the form; the arithmetic is the same.
  }];
}

/// A synchronous collective: a pure function of its operands.
class FSDP_SyncCollective<string mnemonic, string kind,
                          list<Trait> traits = []>
    : FSDP_Collective<mnemonic, kind, /*async=*/0, !listconcat(traits, [Pure])> {
  let results = (outs Variadic<AnyStaticShapeTensor>:$results);
  let hasFolder = 1;
}

def FSDP_AllGatherOp : FSDP_SyncCollective<"all_gather", "AllGather"> {
  let summary = "Concatenates the shards of every rank";
  let description = !strconcat([{
    Gathers each operand along dimension `dim` over the ranks of `axes`
    (group size `N`). Every rank contributes a shard of `ceil(d / N)` rows and
    receives the tensor of `d` rows: the gathered result is sliced back to the
    true size `d`, dropping the zero padding of the last shards, so
    `operand size = ceil(result size / N)` along `dim` and all other
    dimensions are equal.

    ```mlir
    %w, %b = fsdp.all_gather %ws, %bs on @mesh axes = ["shard"] dim = 0
        : (tensor<3x8xf32>, tensor<3xf32>) -> (tensor<10x8xf32>, tensor<10xf32>)
    ```
  }], commonDescription);
  let assemblyFormat = [{
    $inputs `on` $mesh `axes` `=` $axes `dim` `=` $dim (`per_member` $per_member^)? attr-dict
    `:` functional-type($inputs, $results)
  }];
}

def FSDP_ReduceScatterOp
    : FSDP_SyncCollective<"reduce_scatter", "ReduceScatter"> {
  let summary = "Reduces over ranks and keeps this rank's shard";
  let description = !strconcat([{
    Combines each operand over the ranks of `axes` with `reduction` and keeps
    this rank's shard of dimension `dim`: `ceil(d / N)` rows, zero padded past
    `d`. The inverse layout of `fsdp.all_gather`: the operand has the full
    size and the result `ceil(d / N)` rows.

    ```mlir
    %gs = fsdp.reduce_scatter sum %g on @mesh axes = ["shard"] dim = 0
        : (tensor<10x8xf32>) -> tensor<3x8xf32>
    ```
  }], commonDescription);
  let assemblyFormat = [{
    custom<ReductionKind>($reduction) $inputs `on` $mesh `axes` `=` $axes `dim` `=` $dim (`per_member` $per_member^)? attr-dict
    `:` functional-type($inputs, $results)
  }];
}

def FSDP_AllReduceOp : FSDP_SyncCollective<"all_reduce", "AllReduce", [
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "Reduces over ranks and gives every rank the result";
  let description = !strconcat([{
    Combines each operand over the ranks of `axes` with `reduction`
    (`sum`, `max` or `min`); every rank receives the combined tensor, of the
    operand's type.

    ```mlir
    %loss = fsdp.all_reduce sum %partial on @mesh axes = ["shard"]
        : tensor<f32>
    ```
  }], commonDescription);
  let assemblyFormat = [{
    custom<ReductionKind>($reduction) $inputs `on` $mesh `axes` `=` $axes attr-dict `:` type($inputs)
  }];
}

//===----------------------------------------------------------------------===//
// Asynchronous collectives
//===----------------------------------------------------------------------===//

class FSDP_StartOp<string mnemonic, string syncOp, string kind>
    : FSDP_Collective<mnemonic, kind, /*async=*/1, [
        MemoryEffects<[MemRead<FSDP_CommStreamResource>,
                       MemWrite<FSDP_CommStreamResource>]>]> {
  let summary = "Issues an `fsdp." # syncOp # "` without waiting for it";
  let results = (outs FSDP_PendingType:$pending);
  let hasVerifier = 1;
  code startDescription = [{
    Same operands, attributes and per-operand semantics as the synchronous
    `fsdp.}] # syncOp # [{`; the results are listed in the `!fsdp.pending`
    type and become values only at the `fsdp.wait` that consumes the pending
    value, which must be its only use, in the same block. The collective
    occupies its mesh axes' communication stream and its buffers from the
    start to the wait. Starts and waits are ordered (they read and write the
    communication-stream resource), so passes move them explicitly.
  }];
}

def FSDP_AllGatherStartOp
    : FSDP_StartOp<"all_gather_start", "all_gather", "AllGather"> {
  let description = !strconcat(startDescription, [{

    ```mlir
    %p = fsdp.all_gather_start %ws on @mesh axes = ["shard"] dim = 0
        : (tensor<3x8xf32>) -> !fsdp.pending<tensor<10x8xf32>>
    ```
  }]);
  let assemblyFormat = [{
    $inputs `on` $mesh `axes` `=` $axes `dim` `=` $dim (`per_member` $per_member^)? attr-dict
    `:` functional-type($inputs, $pending)
  }];
}

def FSDP_ReduceScatterStartOp
    : FSDP_StartOp<"reduce_scatter_start", "reduce_scatter", "ReduceScatter"> {
  let description = !strconcat(startDescription, [{

    ```mlir
    %p = fsdp.reduce_scatter_start sum %g on @mesh axes = ["shard"] dim = 0
        : (tensor<10x8xf32>) -> !fsdp.pending<tensor<3x8xf32>>
    ```
  }]);
  let assemblyFormat = [{
    custom<ReductionKind>($reduction) $inputs `on` $mesh `axes` `=` $axes `dim` `=` $dim (`per_member` $per_member^)? attr-dict
    `:` functional-type($inputs, $pending)
  }];
}

def FSDP_AllReduceStartOp
    : FSDP_StartOp<"all_reduce_start", "all_reduce", "AllReduce"> {
  let description = !strconcat(startDescription, [{

    ```mlir
    %p = fsdp.all_reduce_start sum %l on @mesh axes = ["shard"]
        : (tensor<f32>) -> !fsdp.pending<tensor<f32>>
    ```
  }]);
  let assemblyFormat = [{
    custom<ReductionKind>($reduction) $inputs `on` $mesh `axes` `=` $axes attr-dict
    `:` functional-type($inputs, $pending)
  }];
}

def FSDP_WaitOp : FSDP_Op<"wait", [
    MemoryEffects<[MemRead<FSDP_CommStreamResource>,
                   MemWrite<FSDP_CommStreamResource>]>,
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "Completes an asynchronous collective";
  let description = [{
    Waits for the collective that produced `pending` and yields its result
    tensors, in the order of the pending type. When the collective runs over
    axes of total size 1 the start/wait pair canonicalizes to its operands.

    ```mlir
    %p = fsdp.all_gather_start %ws on @mesh axes = ["shard"] dim = 0
        : (tensor<3x8xf32>) -> !fsdp.pending<tensor<10x8xf32>>
    %w = fsdp.wait %p : !fsdp.pending<tensor<10x8xf32>>
    ```
  }];
  let arguments = (ins FSDP_PendingType:$pending);
  let results = (outs Variadic<AnyStaticShapeTensor>:$results);
  let assemblyFormat = "$pending attr-dict `:` qualified(type($pending))";
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// Kernels of several ops
//===----------------------------------------------------------------------===//

def FSDP_RowKernelOp : FSDP_Op<"row_kernel", [
    SingleBlock, RecursiveMemoryEffects]> {
  let summary = "Linalg ops over the same rows that run as one kernel";
  let description = [{
    Runs the `linalg.generic`s of its body as one kernel that takes a row at
    a time: a softmax's maximum, sum of exponentials and normalization, or a
    softmax gradient's row sum and product. Each generic's first `rows`
    loops are parallel, index the rows and have the same extents in every
    generic; the loops after them (none for a statistic's rounding) run
    within the row. The generics run in the body's order; one may read an
    earlier one's result only at its own row (both the writer's and the
    reader's indexing maps start with the row loops, in order), so a row's
    phases never wait on another row's. A GPU runs a block per row. When
    every phase of more than one point a row runs the same loops after the
    rows, and a row has at most kMaxPointsInRegisters points
    (getRegisterRowPoints), each thread holds its points of the row in registers across the
    phases: the row is loaded once, and what phases compute alike at a point
    (a softmax's exponentials) is computed once. Longer rows put a barrier
    between phases and re-read their operands from the cache. The host runs
    every phase on one row before the next, each phase computing its whole
    body. The cost model charges the kernel's inputs once, and work its
    phases share once.

    Every generic's result is a result of the kernel (`fsdp.yield` lists
    them in order): a phase writes its output, and the later phases read it
    there. The body's tensors come from the kernel's inputs (its block
    arguments); scalars the bodies use may come from above.

    ```mlir
    %max, %sum, %probs = fsdp.row_kernel rows = 1 ins(%scores)
        : (tensor<8x64xf32>) -> (tensor<8xf32>, tensor<8xf32>,
                                 tensor<8x64xf32>) {
    ^bb0(%s: tensor<8x64xf32>):
      %m = linalg.generic ... ins(%s) outs(%m0)       // row maximum
      %z = linalg.generic ... ins(%s, %m) outs(%z0)   // sum of exp(s - m)
      %p = linalg.generic ... ins(%s, %m, %z) outs(%e) // exp(s - m) / z
      fsdp.yield %m, %z, %p : tensor<8xf32>, tensor<8xf32>, tensor<8x64xf32>
    }
    ```
  }];
  let arguments = (ins Variadic<AnyStaticShapeTensor>:$inputs,
                       ConfinedAttr<I64Attr, [IntMinValue<1>]>:$rows);
  let results = (outs Variadic<AnyStaticShapeTensor>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    `rows` `=` $rows `ins` `(` $inputs `)` attr-dict `:`
    functional-type($inputs, $results) $body
  }];
  let hasRegionVerifier = 1;
  let extraClassDeclaration = [{
    /// The body's generics, in the order they run.
    SmallVector<::mlir::Operation *> getPhases();
    /// Whether `map` (of a phase's operand) starts with the row loops of
    /// extents `rowExtents`, in order: it reads or writes the phase's own
    /// row. A row loop of one iteration may be indexed by 0.
    static bool keepsRow(::mlir::AffineMap map,
                         ::llvm::ArrayRef<int64_t> rowExtents);
    /// The loops after the rows (those of more than one iteration) that
    /// every phase of more than one point a row runs, given each phase's
    /// loop extents `phaseLoops`, when the CUDA lowering holds the row in
    /// registers: empty when every phase has one point a row; none when two
    /// phases run different loops (a lowering that runs every phase's points
    /// in the same slots of a thread would not meet the same points in each
    /// phase) or a row has more than kMaxPointsInRegisters points.
    static std::optional<::llvm::SmallVector<int64_t>> getRegisterRowPoints(
        ::llvm::ArrayRef<::llvm::SmallVector<int64_t>> phaseLoops,
        unsigned rows);
    /// The longest row whose points the CUDA lowering holds in registers
    /// across the phases: 16 per thread of a block of 256.
    static constexpr int64_t kMaxPointsInRegisters = 4096;
  }];
}

def FSDP_YieldOp : FSDP_Op<"yield", [Pure, Terminator,
    HasParent<"RowKernelOp">]> {
  let summary = "The results of an fsdp.row_kernel";
  let description = [{
    Lists the results of its kernel's generics, in the order they run.

    ```mlir
    fsdp.yield %m, %z, %p : tensor<8xf32>, tensor<8xf32>, tensor<8x64xf32>
    ```
  }];
  let arguments = (ins Variadic<AnyStaticShapeTensor>:$values);
  let assemblyFormat = "$values attr-dict `:` type($values)";
}

#endif // FSDPC_DIALECT_FSDP_FSDPOPS_TD
