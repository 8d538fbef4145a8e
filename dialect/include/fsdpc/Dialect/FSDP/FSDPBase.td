//===- FSDPBase.td - fsdp dialect definition ---------------*- tablegen -*-===//

#ifndef FSDPC_DIALECT_FSDP_FSDPBASE_TD
#define FSDPC_DIALECT_FSDP_FSDPBASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/Interfaces/SideEffectInterfaceBase.td"

def FSDP_Dialect : Dialect {
  let name = "fsdp";
  let cppNamespace = "::mlir::fsdp";
  let summary = "Fully sharded data parallelism: meshes, shardings and collectives";
  let description = [{
    The `fsdp` dialect describes how the tensors of a training step are split
    over a device mesh and the collectives that move them. It has two views:

    * A *global-view* program is one `func.func` over whole tensors (the step
      as JAX traced it) whose arguments and results carry `fsdp.sharding`
      attributes. Mesh axis sizes may still be unknown (`?`).
    * A *per-rank* program is what one rank runs. Its mesh sizes are bound and
      it communicates through `fsdp.all_gather`, `fsdp.reduce_scatter` and
      `fsdp.all_reduce` (or their `_start` / `fsdp.wait` split forms).

    fsdpc defines its own `fsdp.mesh` rather than reusing the upstream `shard`
    dialect's `shard.grid`. fsdpc's partitioning rules are derived from linalg
    indexing maps alone and need only a small sharding vocabulary (which mesh
    axes split each dimension, plus a partial-sum state), while upstream's
    `ShardingInterface` is built around its own `shard.sharding` values and
    operations, and its collectives are synchronous with no start/wait split
    that a scheduler could move apart. Keeping the mesh in this dialect lets
    the verifier tie every sharding and collective to one symbol whose sizes
    the partitioner binds.

    Side effects, chosen deliberately:

    * Synchronous collectives, `fsdp.shard` and `fsdp.rank` are pure tensor
      functions of their operands (and of the rank, which is fixed for the
      lifetime of a per-rank program). One gather of a parameter may therefore
      feed both forward and backward; gathering again for backward is an
      explicit scheduling decision, never CSE's or the verifier's.
    * The `_start` ops and `fsdp.wait` read and write the communication-stream
      resource, so they stay in program order relative to each other and are
      never removed as dead: moving them is the scheduler's job.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
  let hasConstantMaterializer = 1;
  let hasRegionArgAttrVerify = 1;
  let hasRegionResultAttrVerify = 1;
  let hasOperationAttrVerify = 1;
  let extraClassDeclaration = [{
    void registerAttributes();
    void registerTypes();

    /// Attribute names the dialect owns on function arguments and results.
    static constexpr ::llvm::StringLiteral kShardingAttrName = "fsdp.sharding";
    static constexpr ::llvm::StringLiteral kUnitAttrName = "fsdp.unit";
    static constexpr ::llvm::StringLiteral kUpdatesAttrName = "fsdp.updates";
    /// On a parameter or optimizer state stacked along dimension 0 (the
    /// layers a scan iterates over): row i is a unit of its own, named
    /// "<value>.<i>", whose gathers and reductions fsdp-bucket merges with
    /// the other stacks' row i (a layer), as fsdp.unit does for a whole
    /// tensor.
    static constexpr ::llvm::StringLiteral kRowUnitsAttrName = "fsdp.row_units";
    /// On arguments: how the runtime initializes the value before the first
    /// step when the user gives none: "zeros", "ones" or "normal(sigma)".
    static constexpr ::llvm::StringLiteral kInitAttrName = "fsdp.init";
    /// On a per-rank function's sharded arguments and results: the type of
    /// the whole value, which the local type alone does not determine.
    static constexpr ::llvm::StringLiteral kGlobalTypeAttrName =
        "fsdp.global_type";

    /// Attribute names the dialect owns on operations. `fsdp.unit` on a
    /// collective: the unit whose parameters it gathers or whose gradients
    /// it reduces. Written by the passes, read by later ones and the
    /// lowering: `fsdp.schedule` and `fsdp.memory_plan` on functions,
    /// `fsdp.offsets` on ops.
    static constexpr ::llvm::StringLiteral kScheduleAttrName = "fsdp.schedule";
    static constexpr ::llvm::StringLiteral kMemoryPlanAttrName =
        "fsdp.memory_plan";
    static constexpr ::llvm::StringLiteral kOffsetsAttrName = "fsdp.offsets";
    /// On a collective: the offset of its message staging buffer.
    static constexpr ::llvm::StringLiteral kStagingOffsetAttrName =
        "fsdp.staging_offset";
    /// Written by fsdp-schedule on every op it priced (a kernel, a GEMM, a
    /// collective's start): the seconds the cost model predicts it takes on
    /// the device the schedule was chosen for (f64, not negative).
    /// fsdp-translate carries it into the executable so that fsdp-run's
    /// measured timeline stands next to the prediction op by op.
    static constexpr ::llvm::StringLiteral kPredictedSecondsAttrName =
        "fsdp.predicted_s";
    /// On an outlined kernel of `fsdp-translate --dump=kernels`: the range
    /// [0, n) its launch splits (i64, not negative), so that the dumped
    /// kernels can be compiled and launched on their own.
    static constexpr ::llvm::StringLiteral kLaunchRangeAttrName =
        "fsdp.launch_range";
  }];
}

/// The communication streams that asynchronous collectives occupy.
def FSDP_CommStreamResource
    : Resource<"::mlir::fsdp::CommStreamResource">;

def FSDP_ReductionSum : I32EnumAttrCase<"sum", 0>;
def FSDP_ReductionMax : I32EnumAttrCase<"max", 1>;
def FSDP_ReductionMin : I32EnumAttrCase<"min", 2>;

def FSDP_ReductionKind : I32EnumAttr<"ReductionKind",
    "how a collective combines the contributions of the ranks",
    [FSDP_ReductionSum, FSDP_ReductionMax, FSDP_ReductionMin]> {
  let cppNamespace = "::mlir::fsdp";
  // The attribute is FSDP_ReductionKindAttr, an EnumAttr of the dialect.
  let genSpecializedAttr = 0;
}

def FSDP_CollectiveAllGather : I32EnumAttrCase<"AllGather", 0, "all_gather">;
def FSDP_CollectiveReduceScatter
    : I32EnumAttrCase<"ReduceScatter", 1, "reduce_scatter">;
def FSDP_CollectiveAllReduce : I32EnumAttrCase<"AllReduce", 2, "all_reduce">;

def FSDP_CollectiveKind : I32EnumAttr<"CollectiveKind",
    "what a collective computes",
    [FSDP_CollectiveAllGather, FSDP_CollectiveReduceScatter,
     FSDP_CollectiveAllReduce]> {
  let cppNamespace = "::mlir::fsdp";
  let genSpecializedAttr = 0;
}

#endif // FSDPC_DIALECT_FSDP_FSDPBASE_TD
