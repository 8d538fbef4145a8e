//===- Passes.td - fsdpc passes ----------------------------*- tablegen -*-===//

#ifndef FSDPC_PASSES_PASSES_TD
#define FSDPC_PASSES_PASSES_TD

include "mlir/Pass/PassBase.td"

def FSDPPartition : Pass<"fsdp-partition", "::mlir::ModuleOp"> {
  let summary = "Partitions a global-view training step into a per-rank FSDP program";
  let description = [{
    Binds the sizes of the `fsdp.mesh` and rewrites every function whose
    arguments carry `fsdp.sharding` into the program one rank runs:
    arguments and results take their local shard types, and
    `fsdp.all_gather`, `fsdp.reduce_scatter` and `fsdp.all_reduce` appear
    where values change distribution.

    Only two distributions flow through compute: the batch split (data
    parallelism), carried through linalg ops by their indexing maps, and
    partial sums, produced by reductions over a split loop and kept through
    ops that are linear in them. Parameters are gathered before any use that
    is not elementwise work on identically sharded values (the optimizer
    update) or a masked reduction (a global norm); a weight gradient, a partial
    sum, is reduce-scattered into its parameter's sharding once. A parameter
    dimension that does not divide by the group size is padded to
    `ceil(d / N)` rows per rank; elementwise work keeps the padding zero
    (proved by folding the body on zeros, or masked) and reductions over it
    are masked. The batch dimension must divide. An op the batch split
    cannot follow (a sort along the batch, a reduction whose combiner no
    collective computes) reads the all-gathered batch and runs whole on every
    rank, with a warning at the op saying why. Everything that can be
    checked on the untouched program is checked first (options, meshes of at
    most 2^31 - 1 ranks, shardings against types, ops); a per-rank program
    is refused as already partitioned. docs/partitioning.md has the rules.

    ```mlir
    // fsdp-opt --fsdp-partition="world-size=4"
    fsdp.mesh @mesh = <["shard"=?]>
    func.func @step(%w: tensor<10x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {} ]>},
                    %x: tensor<12x10xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {} ]>})
        -> (tensor<12x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {} ]>}) {
      %y = linalg.matmul ins(%x, %w : ...) outs(...) -> tensor<12x8xf32>
      return %y : tensor<12x8xf32>
    }
    // becomes
    fsdp.mesh @mesh = <["shard"=4]>
    func.func @step(%w: tensor<3x8xf32> {...}, %x: tensor<3x10xf32> {...}) -> (tensor<3x8xf32> {...}) {
      %wf = fsdp.all_gather %w on @mesh axes = ["shard"] dim = 0 : (tensor<3x8xf32>) -> tensor<10x8xf32>
      %y = linalg.matmul ins(%x, %wf : ...) outs(...) -> tensor<3x8xf32>
      return %y : tensor<3x8xf32>
    }
    ```
  }];
  let dependentDialects = [
    "::mlir::fsdp::FSDPDialect", "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect", "::mlir::tensor::TensorDialect"
  ];
  let options = [
    Option<"worldSize", "world-size", "int64_t",
           /*default=*/"::mlir::fsdp::kWorldSizeNotGiven",
           "Number of ranks of a 1-D mesh (binds its single axis); "
           "1 to 2147483647">,
    Option<"meshSizes", "mesh", "std::string", /*default=*/"\"\"",
           "Axis sizes, e.g. \"replica=2,shard=4\" (binds several axes); "
           "at most 2147483647 ranks in all">,
    Option<"paramDtype", "param-dtype", "std::string", /*default=*/"\"\"",
           "Element type parameters are gathered in (bf16, f16, f32)">,
    Option<"reduceDtype", "reduce-dtype", "std::string", /*default=*/"\"\"",
           "Element type gradients are reduced in (bf16, f16, f32)">,
  ];
}

def FSDPLegalizeCollectives
    : Pass<"fsdp-legalize-collectives", "::mlir::func::FuncOp"> {
  let summary = "Rewrites reductions across ranks into ones every backend "
                "computes exactly";
  let description = [{
    A collective's `max` and `min` on floats mean `arith.maximumf` and
    `arith.minimumf`: a NaN on any rank wins, and -0 is below +0. MPI's
    `MPI_MAX` and NCCL's `ncclMax` do not promise either (NCCL compares with
    the GPU's `fmaxf`, which drops a NaN), and NCCL has no 16-bit integers.
    So that one executable gives the same bits on every backend, each
    synchronous all-reduce and reduce-scatter operand that needs it is
    rewritten into a type all of them reduce exactly:

    * a float max or min reduces order-preserving integer keys of the same
      width (i32 for bf16, f16 and f32, i64 for f64): a number's bits, its
      magnitude bits flipped when it is negative, sign-extended; a NaN
      becomes the extreme key in the reduction's direction, which beats
      every number's key and decodes back to a quiet NaN. Zero padding of a
      reduce-scatter's shard decodes to +0.
    * an integer of another width than 8, 32 or 64 (i16) is sign-extended to
      i32 (i64 past 32 bits), reduced, and truncated back: a wrapping sum
      and a signed max or min of the narrow type.

    Sums of floats, all-gathers (bytes), i1 (bytes), the other integers and
    floats without a sign bit are left alone. So are asynchronous starts,
    which only fsdp-schedule creates, from the collectives this pass has
    rewritten: one in the input that a communicator would not reduce
    exactly gets a warning.

    ```mlir
    %m = fsdp.all_reduce max %x on @mesh axes = ["shard"] : tensor<5xf32>
    // becomes
    %k = linalg.generic ... ins(%x : tensor<5xf32>) ... {
      // bitcast to i32, flip the magnitude of a negative, NaN -> 2^31 - 1
    } -> tensor<5xi32>
    %km = fsdp.all_reduce max %k on @mesh axes = ["shard"] : tensor<5xi32>
    %m = linalg.generic ... ins(%km : tensor<5xi32>) ... {
      // 2^31 - 1 -> NaN, else the inverse
    } -> tensor<5xf32>
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def FSDPBucket : Pass<"fsdp-bucket", "::mlir::func::FuncOp"> {
  let summary = "Merges collectives into multi-tensor buckets";
  let description = [{
    Merges synchronous collectives of the same kind and element type over
    the same mesh axes into one multi-operand collective, like FSDP's flat parameters, XLA's
    all-gather / reduce-scatter combiners and SimpleFSDP's bucketing: by unit
    (all gathers of one unit's parameters become one, and so do the
    reduce-scatters of their gradients), and, for collectives without a unit
    or with `by-unit=false`, consecutive collectives up to `bucket-bytes`.
    A merged gather sits where its first member was; a merged reduction right
    after its last input is computed. A member whose results are needed
    before its bucket could be issued stays alone.

    ```mlir
    %a = fsdp.all_gather %w1 on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "blocks.0"} : (tensor<3x8xf32>) -> tensor<10x8xf32>
    %b = fsdp.all_gather %b1 on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "blocks.0"} : (tensor<3xf32>) -> tensor<10xf32>
    // becomes
    %g:2 = fsdp.all_gather %w1, %b1 on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "blocks.0"}
        : (tensor<3x8xf32>, tensor<3xf32>) -> (tensor<10x8xf32>, tensor<10xf32>)
    ```
  }];
  let options = [
    Option<"byUnit", "by-unit", "bool", /*default=*/"true",
           "Merge the collectives of each unit">,
    Option<"bucketBytes", "bucket-bytes", "int64_t", /*default=*/"0",
           "Merge other collectives in program order up to this many bytes (0: do not)">,
  ];
}

def FSDPCollectiveMessages
    : Pass<"fsdp-collective-messages", "::mlir::func::FuncOp"> {
  let summary = "Chooses whether a bucket is one message or one per member";
  let description = [{
    A bucket (a collective with several operands) is sent as one message by
    default: every rank's members are copied into a staging buffer, the
    collective runs on it, and the results are copied out, as FSDP's flat
    parameters are. The staging buffer of an all-gather is as large as the
    unit's gathered parameters and lives from the start to the wait, so a
    prefetched unit costs twice its size; the copies cost time. Marked
    `per_member`, each member is its own message instead, sent from where
    its input lies and received where its result lies (the runtime issues
    them together: one NCCL group call), and no staging buffer exists. Each
    message then pays its own latency.

    This pass marks every all-gather and reduce-scatter along dimension 0
    with more than one member (a reduce-scatter only when its operands split
    evenly over the group) whose per-member form the device's cost model
    predicts no slower than the packed one (`form=auto`), or every one
    allowed (`form=per-member`), or none (`form=packed`). Either form
    computes the same values.

    ```mlir
    %g:2 = fsdp.all_gather %w, %v on @mesh axes = ["shard"] dim = 0
        : (tensor<512x4096xbf16>, tensor<512x4096xbf16>)
        -> (tensor<4096x4096xbf16>, tensor<4096x4096xbf16>)
    // becomes, on 8 H100s (33 MB members: the copies cost more than a
    // second message's latency)
    %g:2 = fsdp.all_gather %w, %v on @mesh axes = ["shard"] dim = 0 per_member
        : (tensor<512x4096xbf16>, tensor<512x4096xbf16>)
        -> (tensor<4096x4096xbf16>, tensor<4096x4096xbf16>)
    ```
  }];
  let options = [
    Option<"device", "device", "std::string", /*default=*/"\"h100\"",
           "A device preset (h100, h200, cpu) or a JSON file overriding one: "
           "its cost model prices both forms">,
    Option<"form", "form", "::mlir::fsdp::MessageForm",
           /*default=*/"::mlir::fsdp::MessageForm::Auto",
           "Which form to use",
           [{::llvm::cl::values(
             clEnumValN(::mlir::fsdp::MessageForm::Auto, "auto",
                        "the form predicted faster"),
             clEnumValN(::mlir::fsdp::MessageForm::Packed, "packed",
                        "one staged message per bucket"),
             clEnumValN(::mlir::fsdp::MessageForm::PerMember, "per-member",
                        "one message per member wherever allowed"))}]>,
  ];
}

def FSDPFormKernels : Pass<"fsdp-form-kernels", "::mlir::func::FuncOp"> {
  let summary = "Fuses elementwise chains into the kernels that will run";
  let description = [{
    Forms the kernels of a per-rank program before it is scheduled, so that
    the cost model, the buffer liveness and the memory plan all describe
    what the runtime will execute.

    * GEMMs first. A `linalg.transpose` read only by contractions, or of a
      contraction's result (its only reader; the init a constant fill), is
      removed when the contraction is a library GEMM afterwards
      (`matchGemm`): the GEMM reads or writes the other layout in place. A
      GEMM accumulating in f32 from zero whose result is only rounded to
      bf16/f16 (how the frontend writes a bf16 product) writes the narrow
      type itself: its body becomes `trunc(ext(acc) + a * b)`, which the
      library computes with an f32 sum rounded once. On a device whose
      library GEMMs want aligned rows (`gemm_row_alignment_bytes`: 16 bytes
      on the GPU presets), a bf16/f16 GEMM from zero with an operand of
      other rows runs on operands padded with zeros (exact) to such rows, its
      result sliced back: `tensor<8x10xbf16>` rows of 20 bytes are read from
      a `tensor<8x16xbf16>` a generic writes (`tensor.extract` at a clamped
      index, zero past the end), shared by every GEMM reading that value, its
      elementwise producer computed in it (`pad-gemms=false` keeps the rows).
      A padded result's readers read it where it lies when they can: an
      element gathered from the zero-offset slice is gathered from the
      padded tensor, and a reduction over the slice's shortened dimensions
      (by at most an eighth, through loops no other operand reads) runs over
      the padded tensor folding its combining op's neutral element (-0.0 for
      a sum, -inf for a max) past the slice, so the slice is not copied.
    * A reduction all of whose reduction loops have one iteration (the
      gradient of a gather; a `linalg.reduce` over the unit dimensions a
      mesh axis of one rank leaves) loses them, and a constant-fill init is
      read as the constant: it is elementwise. An input that a
      `tensor.expand_shape` only gave dimensions of extent 1 is read from
      the expand's source, so that its reader fuses with the source's
      producer (a bias gradient's bf16 rounding and that reduce: one kernel
      instead of two). A `linalg.broadcast` that only adds dimensions of
      extent 1 (a bias written as `1x1xN`) becomes that `tensor.expand_shape`,
      a view, instead of a copy kernel.
    * Elementwise fusion (upstream linalg's, across `linalg.broadcast`,
      `linalg.transpose`, `linalg.reduce` and `linalg.elementwise`, which
      are written as generics when they have something to fuse with): a
      producer is fused into the linalg op reading it and its tensor
      disappears, unless its reader would evaluate it many more times than
      it has elements and that costs more than its own kernel by the
      device's cost model (XLA refuses to fuse an expensive producer into a
      reader that reuses its elements; a GPU thread computes a row's value
      once for its points of the row): a division and a log per row, read
      at each of a row's 32768 points, stay a kernel of their own. A
      producer read by several ops stays, so that nothing is
      computed twice, unless recomputing it is cheaper, and its inputs are
      at most an eighth larger than its result (so that keeping them alive
      instead takes about the same memory): cheap on any device (free index
      and cast ops plus at most four adds, multiplies, compares or max/min
      per element), or, on `device`, cheaper by the cost model that
      fsdp-schedule prices the program with (the readers' extra work and
      their reading its inputs, against its own kernel and their reading its
      result back: an `exp` shared by a softmax's sum and division on a GPU,
      whose special-function units are idle while it streams memory). Then
      each reader gets a copy. Otherwise its first reader, when that is
      elementwise over the same points (it reads the result through a
      permutation) and the producer's inputs other than function arguments
      are at most an eighth larger than its result, computes it and writes
      it for the later readers as a second output (a multi-output kernel:
      AdamW's moments written by the parameter update reading them, so one
      kernel reads p, g, m, v once and writes p, m, v). An element picked
      out of an elementwise result by `tensor.extract` is computed where it
      is read (inside a body, only when all its readers' added work costs
      less than its kernel). So are slices of an elementwise result read by nothing else,
      when they are equal pieces of it (each cut dimension a multiple of the
      slice, at multiples of it): one generic over a slice's points writes
      them all, reading each input split into pieces by a
      `tensor.expand_shape` (a view) through a map that picks the piece (a
      QKV projection's bias add writes q, k and v, and neither the whole
      result nor a copy of each slice is stored). A reduction reading a producer whose inputs do not span all
      of its loops (a cross-entropy's sum over the vocabulary of
      `onehot(targets)`) gets an `i8` `tensor.empty` input spanning them,
      which its body never reads, and takes the producer in: the one-hot is
      never stored. A reduction loop whose index the body only compares for
      equality with one value the loop does not reach (that sum's
      `target == v`) picks at most one point of it; when the body folds the
      combining op's neutral element at every other point (proved by
      constant folding), the loop runs once, at that value clamped to the
      loop's range, where the compare tells whether it was in range: GPT-2's
      loss gradient sums over 8 x 1024 targets, not 8 x 1024 x 50257
      points. A GEMM or a scatter only takes a data movement or a cast, and
      a GEMM only while `matchGemm` still matches.
    * Then a kernel's body computes each value once: the copies fusion
      left of a value several producers computed (the same widening, a sum
      two readers recomputed) are merged (CSE within each body), as the
      compiled kernel will have them, so the cost model counts what runs.
    * Last, a state update computed from the function's arguments and
      constants alone and read only by the return (AdamW's `count + 1`, which
      the bias corrections recompute from the old count in their own
      kernels) moves to just before the return: every read of the state it
      replaces comes first, so fsdp-plan-memory writes it over its argument,
      and no temporary lives longer for it.

    ```mlir
    %t = linalg.generic {...} ins(%x) outs(%e) { math.tanh }      // one reader
    %u = linalg.generic {...} ins(%t) outs(%e2) { arith.mulf }
    // becomes one linalg.generic computing mulf(tanh(x)).
    %b = linalg.broadcast ins(%bias : tensor<8xf32>) outs(%e : tensor<4x8xf32>) dimensions = [0]
    %y = linalg.generic {...} ins(%x, %b) ... { arith.addf }       // and %z reads %b too
    // each becomes a generic reading %bias through (d0, d1) -> (d1): no
    // 4x8 broadcast is stored.
    %qt = linalg.transpose ins(%q : tensor<2x6x3x4xf32>) ... permutation = [0, 2, 1, 3]
    %s = linalg.generic {indexing_maps = [(b, h, i, j, d) -> (b, h, i, d), ...]}
        ins(%qt, %kt ...)   // q@k^T per head
    // becomes the GEMM reading q head-strided: map (b, h, i, j, d) -> (b, i, h, d).
    %m2 = linalg.generic {...} ins(%m, %g) { m * b1 + g * (1 - b1) }  // returned too
    %p2 = linalg.generic {...} ins(%p, %m2) { p - lr * m2 }
    // becomes %r:2 = linalg.generic {...} ins(%p, %m, %g) outs(%e, %e2)
    // yielding both: the update writes the new moment for the return.
    ```

    Collectives, their operands and their results are never fused across:
    they are where values change ranks.
  }];
  let options = [
    Option<"device", "device", "std::string", /*default=*/"\"h100\"",
           "The device whose cost model decides what is recomputed: a preset "
           "(h100, h200, cpu) or a JSON file overriding one">,
    Option<"padGemms", "pad-gemms", "bool", /*default=*/"true",
           "Pad 16-bit GEMM operands to the rows the device's library wants "
           "(false: a baseline to time padding against)">,
  ];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect",
                           "::mlir::arith::ArithDialect"];
}

def FSDPFormRowKernels
    : Pass<"fsdp-form-row-kernels", "::mlir::func::FuncOp"> {
  let summary = "Runs a row's reductions and their elementwise reader as one kernel";
  let description = [{
    After fsdp-form-kernels, on a device that runs row kernels
    (`row_kernel_bytes` > 0: the GPU presets), gathers each elementwise
    generic and the row phases it reads into an `fsdp.row_kernel`: a
    softmax's maximum and sum of exponentials with the normalization reading
    both, a layer norm's mean and variance with the normalization, or a
    softmax gradient's row sum with the product reading it. A phase is a
    reduction over the loops after the first r (the rows) into one result
    indexed by the rows, or an elementwise op with one point per row (the
    rounding of a bf16 statistic); it may read another phase at its own row.
    Every phase has the reader's row extents. The kernel's rows must be short
    enough to stay in the cache between phases: the bytes of a row of every
    operand read along the row at most `row_kernel_bytes`. The phases' results
    stay results (other ops may read them; they are a row's worth each), so
    the memory plan is unchanged but for the kernel's inputs being read once.

    Readers are taken last first, so that a chain ends at the op reading the
    whole row rather than at a statistic's rounding on the way. A phase that
    an op outside the chain reads before the reader stays outside, read as
    an input (a softmax gradient reading the forward's statistics), as does
    one a phase reads at another row. A table a body gathers from (an
    embedding lookup fused into the first norm) becomes an input of the
    kernel, priced at the elements gathered; a chain with a library GEMM or
    a scatter, or whose body gathers from one of its phases, is left alone.

    ```mlir
    %m = linalg.generic {iterator_types = ["parallel", "reduction"]}
        ins(%s) outs(%m0) { arith.maximumf }
    %z = linalg.generic {iterator_types = ["parallel", "reduction"]}
        ins(%s, %m) outs(%z0) { exp(s - m) + z }
    %p = linalg.generic {iterator_types = ["parallel", "parallel"]}
        ins(%s, %m, %z) outs(%e) { exp(s - m) / z }
    // becomes
    %r:3 = fsdp.row_kernel rows = 1 ins(%s) : (tensor<8x64xf32>)
        -> (tensor<8xf32>, tensor<8xf32>, tensor<8x64xf32>) { ... }
    ```
  }];
  let options = [
    Option<"device", "device", "std::string", /*default=*/"\"h100\"",
           "A device preset (h100, h200, cpu) or a JSON file overriding one: "
           "its row_kernel_bytes bounds the rows">,
  ];
  let dependentDialects = ["::mlir::fsdp::FSDPDialect"];
}

def FSDPExcessPrecision
    : Pass<"fsdp-excess-precision", "::mlir::func::FuncOp"> {
  let summary = "Keeps a kernel's 16-bit intermediates in f32";
  let description = [{
    After the kernels are formed (fsdp-form-kernels, fsdp-form-row-kernels),
    on a device with `excess_precision` (the GPU presets), where a kernel's
    body rounds an f32 value to bf16 or f16 and later ops of the same body
    widen the rounding back (`arith.extf(arith.truncf(x))`: the frontend
    writes each bf16 op as widen, compute in f32, round), they read `x`: a
    fused chain computes in f32 and rounds once, where the kernel stores.
    This is the precision of Inductor's kernels (torch.compile: 16-bit
    loads upcast to f32, one rounding at the store); XLA:GPU
    (`xla_allow_excess_precision`, on by default) removes such pairs around
    the ops it computes in f32 and keeps those it runs in bf16 (adds,
    subtracts and multiplies on Hopper) rounded. Results differ from
    rounding after every op (JAX on a CPU, the CPU preset) in their last
    bf16 bits (an f16 value above 65504 stays finite), and the GPU skips
    the conversions.

    A rounding that a comparison, a conversion to an integer, an
    integer-valued op (floor, ceil, round, trunc, remainder) or a store
    reads directly through its widening, or a comparison of the rounded
    value itself, stays, for all its readers: it
    decides an equality mask (a value against the maximum a kernel stored
    rounded), a tie, an integer or a stored value, and an argmax's select
    of the best value must agree with its comparison. So does a rounding
    with an explicit rounding mode or to another type than bf16/f16, a
    value another kernel (or row-kernel phase) stored, a scalar rounded
    outside the kernel, and every rounding of a kernel that skipping them
    would make a library GEMM or a scatter it was not formed as (`matchGemm`,
    `matchScatterAdd`: a bf16 product summed in f32). fsdp-pipeline's
    `excess-precision=false` rounds after every op on any device; a device
    file sets `"excess_precision"`.

    ```mlir
    %y = linalg.generic {...} ins(%x : tensor<8xbf16>) outs(%e : tensor<8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %0 = arith.extf %in : bf16 to f32
      %1 = math.exp %0 : f32
      %2 = arith.truncf %1 : f32 to bf16
      %3 = arith.extf %2 : bf16 to f32
      %4 = arith.mulf %3, %3 : f32
      %5 = arith.truncf %4 : f32 to bf16
      linalg.yield %5 : bf16
    }
    // becomes
    ^bb0(%in: bf16, %out: bf16):
      %0 = arith.extf %in : bf16 to f32
      %1 = math.exp %0 : f32
      %4 = arith.mulf %1, %1 : f32
      %5 = arith.truncf %4 : f32 to bf16
      linalg.yield %5 : bf16
    ```
  }];
  let options = [
    Option<"device", "device", "std::string", /*default=*/"\"h100\"",
           "A device preset (h100, h200, cpu) or a JSON file overriding one: "
           "its excess_precision says whether to keep the intermediates">,
  ];
}

def FSDPHorizontalFusion
    : Pass<"fsdp-horizontal-fusion", "::mlir::func::FuncOp"> {
  let summary = "Runs independent launch-bound elementwise kernels as one";
  let description = [{
    After the kernels are formed, elementwise kernels (`linalg.generic`s on
    tensors whose loops are all parallel and static) over the same loop
    extents, none reading another's result, that each cost the device no
    more than two launches (the cost model's time of the op, launch
    included, at most twice `kernel_launch_overhead_s`: an optimizer's
    update of a bias or a norm's weight on a GPU) become one generic, in the
    place of the last of them. Its inputs are theirs (each distinct tensor
    and indexing map once), its outputs all of theirs in order, and its body
    runs theirs one after the other at each point: one launch where there
    were many, the same arithmetic. This is XLA:GPU's horizontal loop fusion
    and what PyTorch's foreach optimizers (multi_tensor_apply) do by hand.

    A group ends where an op reads one of its results (the group must run
    before it) or at a kernel whose output is already a member's (a shared
    empty tensor), and takes at most 128 operands (each a kernel parameter
    on a GPU, the tensors a body gathers from included). Only kernels that
    wait for the same last collective group (an update reading one
    reduce-scatter's shard is not held back for another's), and kernels
    computed from the arguments alone only with each other. A kernel a
    collective reads, directly or through views (the schedule may issue
    the collective early), one preparing a
    gather's input, one whose body reads its output, with dynamic or no
    loops, or costlier than two launches stays as it is; so does everything
    on a device whose launch costs nothing (a device file's
    `"kernel_launch_overhead_s": 0`). fsdp-pipeline's
    `horizontal-fusion=false` keeps every kernel.

    ```mlir
    %w:2 = linalg.generic {indexing_maps = [#id, #id, #id, #id],
        iterator_types = ["parallel"]} ins(%p0, %g0 : tensor<768xf32>, tensor<768xf32>)
        outs(%e0, %e1 : tensor<768xf32>, tensor<768xf32>) {...}
    %b:2 = linalg.generic {...} ins(%p1, %g1 : tensor<768xf32>, tensor<768xf32>)
        outs(%e2, %e3 : tensor<768xf32>, tensor<768xf32>) {...}
    // becomes
    %f:4 = linalg.generic {indexing_maps = [#id, #id, #id, #id, #id, #id, #id, #id],
        iterator_types = ["parallel"]}
        ins(%p0, %g0, %p1, %g1 : ...) outs(%e0, %e1, %e2, %e3 : ...) {
    ^bb0(%a: f32, %b: f32, %c: f32, %d: f32, %o0: f32, %o1: f32, %o2: f32, %o3: f32):
      // the first body on %a, %b, then the second on %c, %d
      linalg.yield %x0, %x1, %y0, %y1 : f32, f32, f32, f32
    }
    ```
  }];
  let options = [
    Option<"device", "device", "std::string", /*default=*/"\"h100\"",
           "A device preset (h100, h200, cpu) or a JSON file overriding one: "
           "its launch overhead and cost model say which kernels to group">,
  ];
}

def FSDPUpdatesInBackward
    : Pass<"fsdp-updates-in-backward", "::mlir::func::FuncOp"> {
  let summary = "Runs each unit's optimizer update during backward";
  let description = [{
    A traced step computes every gradient, then updates every parameter, so
    the optimizer's kernels run after the last reduce-scatter, on the
    compute stream alone, while the communication stream, which sets the
    pace of a communication-bound backward, idles. A unit's update needs only
    its own reduced gradient (and the state and step count), so this pass
    reorders the block: the side-effect-free ops reading a reduction's
    results, directly or through each other, go right after the backward of
    the unit `lag` units later (by when the units' gradients are ready; a
    reduction with no unit counts as one), where they run while later
    units' gradients are computed and reduced and free their gradient shard
    early, as PyTorch's optimizer in backward does by hand. Each reduction
    goes right after its inputs, and a pure op that only moved ops read
    (the empty tensor an update writes into), or one computed from the
    arguments alone that a moved op reads (Adam's bias corrections), goes
    with the first of them; every other op keeps its order. A reduction
    chained directly after another (HSDP's replica all-reduce) counts one
    unit more. An op that also reads something computed
    later (a global norm over every gradient, for clipping) follows it, and
    the updates of the last `lag` units stay where they were. The program
    computes the same values; fsdp-schedule then places the reductions'
    waits before the updates as it would before any reader. A fixed lag is
    not always faster (a unit's update must wait for its reduce-scatter,
    which a communication-bound backward delays), so fsdp-pipeline does
    not run this pass: fsdp-schedule's auto weighs this order (lag 1)
    against the traced one (`updates-in-backward`) and keeps the faster.

    ```mlir
    %d1 = linalg.mul ...           // l1's gradient
    %d0 = linalg.mul ...           // l0's gradient
    %r1 = fsdp.reduce_scatter sum %d1 ... {fsdp.unit = "l1"}
    %r0 = fsdp.reduce_scatter sum %d0 ... {fsdp.unit = "l0"}
    %u1 = linalg.sub ins(%w1, %r1 ...)
    // becomes, with lag = 1:
    %d1 = linalg.mul ...
    %r1 = fsdp.reduce_scatter sum %d1 ...
    %d0 = linalg.mul ...
    %r0 = fsdp.reduce_scatter sum %d0 ...
    %u1 = linalg.sub ins(%w1, %r1 ...)  // after l0's backward
    ```
  }];
  let options = [
    Option<"lag", "lag", "unsigned", /*default=*/"1",
           "Units of backward between a unit's gradient and its update">,
  ];
}

def FSDPSchedule : Pass<"fsdp-schedule", "::mlir::ModuleOp"> {
  let summary = "Splits collectives into start/wait pairs and places them by cost and memory";
  let description = [{
    Chooses, for the least predicted step time with peak memory within the
    budget, where each collective of a per-rank program is issued and waited:
    how far ahead parameters are gathered (prefetch), whether a unit's
    gathered parameters are kept from forward to backward or freed and
    gathered again, and the issue order (the next unit's gather before the
    current reduce-scatter; gathers issued together in the order they are
    waited). Compute keeps its program order (but for the updates below).
    The model of execution, the cost model and the policies are described in
    docs/scheduling.md; `policy=none|fsdp|fsdp-no-reshard|zero3|auto` picks
    synchronous collectives, PyTorch FSDP2's defaults, FSDP2 without
    resharding after forward, DeepSpeed ZeRO-3's prefetch, or fsdpc's search
    (which includes all of them), whose pick it then refines one collective
    at a time: each instance's issue and wait, and each bucket's message
    form, moved where that makes the predicted step faster within the
    memory around it. Where the budget keeps auto's fastest
    schedule out, auto also weighs sending packed buckets one message per
    member (`per_member`, see fsdp-collective-messages): slower, but with
    no staging buffer, which can make room for a prefetch
    (`per-member-when-tight`, off by default, so that a form the user chose
    stays; fsdp-pipeline turns it on for `collective-messages=auto`). With
    `updates-in-backward` (fsdp-pipeline's default), auto also schedules
    the step with each unit's optimizer update moved into backward
    (fsdp-updates-in-backward's order, lag 1) and keeps that order where
    its pick is predicted faster; it skips that search where the traced
    order's pick is already at the moved order's lower bound. Writes a
    JSON report and a Chrome/Perfetto trace when asked, and records the
    prediction on the function as `fsdp.schedule`.

    ```mlir
    %w = fsdp.all_gather %ws on @mesh axes = ["shard"] dim = 0 : (tensor<3x8xf32>) -> tensor<10x8xf32>
    // becomes, issued one unit ahead of its first use:
    %p = fsdp.all_gather_start %ws on @mesh axes = ["shard"] dim = 0 : (tensor<3x8xf32>) -> !fsdp.pending<tensor<10x8xf32>>
    ...
    %w = fsdp.wait %p : !fsdp.pending<tensor<10x8xf32>>
    ```
  }];
  let options = [
    Option<"policy", "policy", "::fsdpc::schedule::Policy",
           /*default=*/"::fsdpc::schedule::Policy::Auto",
           "How collectives are placed", [{::llvm::cl::values(
             clEnumValN(::fsdpc::schedule::Policy::None, "none",
                        "synchronous collectives, parameters re-gathered"),
             clEnumValN(::fsdpc::schedule::Policy::Fsdp, "fsdp",
                        "PyTorch FSDP2's defaults"),
             clEnumValN(::fsdpc::schedule::Policy::FsdpNoReshard,
                        "fsdp-no-reshard",
                        "FSDP2 with reshard_after_forward=False"),
             clEnumValN(::fsdpc::schedule::Policy::Zero3, "zero3",
                        "DeepSpeed ZeRO-3's prefetch (two fetches in flight)"),
             clEnumValN(::fsdpc::schedule::Policy::Auto, "auto",
                        "the fastest predicted schedule within the budget"))}]>,
    Option<"memoryBudget", "memory-budget", "std::string", /*default=*/"\"\"",
           "Bytes per device, suffixes allowed (40GiB); default: the device's memory">,
    Option<"device", "device", "std::string", /*default=*/"\"h100\"",
           "A device preset (h100, h200, cpu) or a JSON file overriding one">,
    Option<"report", "report", "std::string", /*default=*/"\"\"",
           "Write the JSON report here">,
    Option<"trace", "trace", "std::string", /*default=*/"\"\"",
           "Write a Chrome/Perfetto trace here">,
    Option<"alignment", "alignment", "int64_t", /*default=*/"256",
           "Alignment of every buffer in bytes, as fsdp-plan-memory plans it">,
    Option<"perMemberWhenTight", "per-member-when-tight", "bool",
           /*default=*/"false",
           "Under a budget that keeps the fastest schedule out, auto may "
           "send a packed bucket one message per member (no staging); "
           "fsdp-pipeline sets it for collective-messages=auto">,
    Option<"updatesInBackward", "updates-in-backward", "bool",
           /*default=*/"false",
           "auto also schedules the step with each unit's update moved into "
           "backward (fsdp-updates-in-backward, lag 1) and keeps that order "
           "where it is predicted faster; fsdp-pipeline sets it">,
  ];
}

def FSDPPlanMemory : Pass<"fsdp-plan-memory", "::mlir::func::FuncOp"> {
  let summary = "Plans every buffer of a scheduled program into one static arena";
  let description = [{
    Computes the liveness of every buffer of a (scheduled) per-rank function
    in program order: arguments (parameter and optimizer shards, the batch)
    are persistent; each op result lives from its op to its last reader; a
    view (a reshape, or a slice of its source's first elements such as a
    padded GEMM's rows cut back) is its source's buffer, which then lives
    until the view's last reader; a linalg op writes into its init's buffer
    when it is that buffer's last reader (of the init and its views); when
    every operand of a `tensor.concat` is, through reshapes nothing else
    reads, a library GEMM's only result with a fresh init, and each GEMM's
    walk over C stays within the operand's rows or moves by whole rows, the
    GEMMs write where their results lie in the concatenation, whose buffer
    lives from the first of them on (C's leading dimension and strides
    stretched to its rows; the concat copies nothing: a fused QKV
    projection's dq, dk and dv); a state update
    (a result with `fsdp.updates`) is written over its argument when its op
    is element-wise and every other read of the argument ends before it in
    any schedule, so it needs no buffer and the runtime no copy into the
    state slot; an asynchronous collective's buffer lives from its start to
    the last reader of its wait's results, and keeps its inputs alive until
    the wait. It then assigns offsets in one arena (persistent buffers at
    the bottom; the transients by greedy placement in several orders,
    busiest moment first among them, keeping the smallest arena and stopping
    at one that equals the live peak), verifies the plan with an independent
    checker, and fails when the arena exceeds the memory budget. The plan is
    recorded for the lowering: `fsdp.offsets` on each op (one offset per
    result, -1 for no buffer of its own), and `fsdp.memory_plan` (arena,
    peak, persistent bytes, alignment and the arguments' offsets) on the
    function.

    ```mlir
    func.func @step(...) attributes {fsdp.memory_plan = {arena_bytes = 4096 : i64, ...}} {
      %0 = linalg.matmul ... {fsdp.offsets = array<i64: 1024>}
    ```
  }];
  let options = [
    Option<"memoryBudget", "memory-budget", "std::string", /*default=*/"\"\"",
           "Bytes per device (suffixes allowed); default: the budget fsdp-schedule recorded, else none">,
    Option<"alignment", "alignment", "int64_t", /*default=*/"0",
           "Alignment of every buffer in bytes (a power of two); default: the "
           "one fsdp-schedule recorded, else 256">,
  ];
}

#endif // FSDPC_PASSES_PASSES_TD
