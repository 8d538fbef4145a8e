"""fsdp-partition's numerics: the partitioned program, emulated on N ranks by
fsdp-emulate-ranks and run by upstream mlir-runner, computes what JAX computes
(loss, updated parameters and optimizer state), for even and uneven shards,
1-D and HSDP meshes, gradient clipping and mixed precision."""

import re
import warnings

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest

import fsdpc
from fsdpc import P, tools
from fsdpc.testing import assert_close, run_lowered, run_partitioned, run_with_fsdp_opt

from .steps import positions_step


pytestmark = pytest.mark.usefixtures("needs_fsdp_opt")


def _check_step(step, args, options, rtol, atol_scale, **partition):
    lowered = fsdpc.lower(step, *args, **options)
    want = jax.tree.leaves(jax.jit(step)(*args))
    got = run_partitioned(lowered, *args, **partition)
    assert len(got) == len(want)
    for g, w, path in zip(got, want, lowered.out_paths):
        assert_close(g, np.asarray(w), rtol=rtol, atol_scale=atol_scale, what=f"{partition}: {path}")


@pytest.mark.parametrize("mesh", [{"replica": 1, "shard": 1}, {"replica": 1, "shard": 2},
                                  {"replica": 1, "shard": 3}, {"replica": 1, "shard": 4},
                                  {"replica": 2, "shard": 2}])
def test_mlp(example, mesh):
    step, args, options = example("mlp")["fsdpc_program"]()
    _check_step(step, args, options, rtol=1e-4, atol_scale=1e-5, mesh=mesh)


@pytest.mark.parametrize("world_size", [1, 2, 3, 4])
def test_gpt(example, world_size):
    step, args, options = example("gpt")["fsdpc_program"]()
    _check_step(step, args, options, rtol=1e-4, atol_scale=1e-5, world_size=world_size)


@pytest.mark.parametrize("world_size", [1, 2])
def test_gpt_with_row_kernels(example, world_size):
    """Kernels formed for the h200 preset: the softmax's and the layer
    norms' reductions and their readers as fsdp.row_kernel ops, emulated
    phase by phase, compute what JAX computes."""
    step, args, options = example("gpt")["fsdpc_program"]()
    lowered = fsdpc.lower(step, *args, **options)
    then = ["--fsdp-form-kernels=device=h200", "--fsdp-form-row-kernels=device=h200"]
    formed = tools.run(tools.fsdp_opt(), [f"--fsdp-partition=world-size={world_size}", *then],
                       stdin=lowered.as_text(annotate=True, locations=False))
    # Per layer: the softmax, its gradient, two norms and their gradients.
    assert formed.count("fsdp.row_kernel") >= 12
    want = jax.tree.leaves(jax.jit(step)(*args))
    got = run_partitioned(lowered, *args, world_size=world_size, then=then)
    for g, w, path in zip(got, want, lowered.out_paths):
        assert_close(g, np.asarray(w), rtol=1e-4, atol_scale=1e-5, what=f"{world_size}: {path}")


def _split_projection(params, batch):
    """A fused projection with a bias, split into three equal pieces (q, k,
    v of attention) that each go on to a product."""
    def loss_fn(p):
        qkv = batch["x"] @ p["w"] + p["b"]
        q, k, v = jnp.split(qkv, 3, axis=-1)
        s = jnp.tanh(jnp.einsum("bsd,btd->bst", q, k))
        return jnp.mean(jnp.einsum("bst,btd->bsd", s, v) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree.map(lambda p, g: p - 0.1 * g, params, grads), loss


@pytest.mark.parametrize("world_size", [1, 2])
def test_bias_add_computed_in_its_slices(world_size):
    """fsdp-form-kernels computes the slices of the projection's bias add
    where they are read (one generic writing q, k and v, its inputs split
    into pieces by views): the emulated step computes what JAX computes."""
    rng = np.random.default_rng(3)
    params = {"w": rng.normal(size=(8, 12)).astype(np.float32),
              "b": rng.normal(size=(12,)).astype(np.float32)}
    batch = {"x": rng.normal(size=(2, 5, 8)).astype(np.float32)}
    options = dict(mesh=fsdpc.Mesh(("shard",)), in_shardings=(P("shard"), P("shard")))
    lowered = fsdpc.lower(_split_projection, params, batch, **options)
    then = ["--fsdp-form-kernels=device=h200"]
    formed = tools.run(tools.fsdp_opt(), [f"--fsdp-partition=world-size={world_size}", *then],
                       stdin=lowered.as_text(annotate=True, locations=False))
    # The bias add's result, split into pieces: no slice copies it.
    assert re.search(r"tensor.expand_shape .* into tensor<\d+x5x3x4xf32>", formed)
    assert re.search(r"%\w+:3 = linalg.generic", formed)
    assert "tensor.extract_slice" not in formed
    want = jax.tree.leaves(jax.jit(_split_projection)(params, batch))
    got = run_partitioned(lowered, params, batch, world_size=world_size, then=then)
    for g, w, path in zip(got, want, lowered.out_paths):
        assert_close(g, np.asarray(w), rtol=1e-4, atol_scale=1e-5, what=f"{world_size}: {path}")


def _cross_entropy(params, batch):
    """A linear classifier's cross-entropy over 37 classes, some targets
    negative (JAX wraps them: -1 is the last class)."""
    def loss_fn(w):
        logp = jax.nn.log_softmax(batch["x"] @ w)
        return -jnp.mean(jnp.take_along_axis(logp, batch["y"][:, None], axis=1))

    loss, g = jax.value_and_grad(loss_fn)(params["w"])
    return {"w": params["w"] - 0.1 * g}, loss


@pytest.mark.parametrize("world_size", [1, 2])
def test_picked_reduction_runs_once_per_target(world_size):
    """The loss gradient's sum over the classes of a one-hot of the targets
    picks one class a target: fsdp-form-kernels runs it once per target (at
    the target clamped to the classes) instead of over all 37, and the
    emulated step computes what JAX computes."""
    rng = np.random.default_rng(5)
    params = {"w": rng.normal(size=(8, 37)).astype(np.float32)}
    batch = {"x": rng.normal(size=(12, 8)).astype(np.float32),
             "y": np.array([0, 36, -1, -37, 5, 17, 3, 30, -5, 9, 1, 2], np.int32)}
    options = dict(mesh=fsdpc.Mesh(("shard",)), in_shardings=(P("shard"), P("shard")))
    lowered = fsdpc.lower(_cross_entropy, params, batch, **options)
    then = ["--fsdp-form-kernels=device=cpu"]
    formed = tools.run(tools.fsdp_opt(), [f"--fsdp-partition=world-size={world_size}", *then],
                       stdin=lowered.as_text(annotate=True, locations=False))
    # No loop over the classes is left to a reduction of the one-hot.
    assert "xi8>" not in formed.replace("tensor<1xi8>", "")
    assert re.search(r"arith.minsi %\w+, %c36 : index", formed)
    want = jax.tree.leaves(jax.jit(_cross_entropy)(params, batch))
    got = run_partitioned(lowered, params, batch, world_size=world_size, then=then)
    for g, w, path in zip(got, want, lowered.out_paths):
        assert_close(g, np.asarray(w), rtol=1e-5, atol_scale=1e-6, what=f"{world_size}: {path}")


def _clipped_sgd(params, batch):
    def loss_fn(p):
        h = jnp.tanh(batch["x"] @ p["w1"] + p["b1"])
        return jnp.mean((h @ p["w2"] - batch["y"]) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    norm = jnp.sqrt(sum(jnp.sum(g * g) for g in jax.tree.leaves(grads)))
    scale = jnp.minimum(1.0, 0.5 / (norm + 1e-6))
    new = jax.tree.map(lambda p, g: p - 0.1 * scale * g, params, grads)
    return new, loss


def _clip_args(dtype=np.float32):
    rng = np.random.default_rng(0)
    params = {"w1": rng.normal(size=(7, 10)), "b1": rng.normal(size=(10,)), "w2": rng.normal(size=(10, 3))}
    batch = {"x": rng.normal(size=(12, 7)), "y": rng.normal(size=(12, 3))}
    cast = lambda t: jax.tree.map(lambda a: a.astype(dtype), t)
    return cast(params), cast(batch)


def test_global_norm_clipping_uneven():
    """Clipping reads each gradient twice (norm and update): still one
    reduce-scatter per parameter, and the norm over padded shards (7 and 10
    rows on 3 and 4 ranks) is exact."""
    params, batch = _clip_args()
    options = dict(mesh=fsdpc.Mesh(("shard",)), in_shardings=(P("shard"), P("shard")))
    for n in (3, 4):
        _check_step(_clipped_sgd, (params, batch), options, rtol=1e-4, atol_scale=1e-5, world_size=n)
    compiled = fsdpc.compile(fsdpc.lower(_clipped_sgd, params, batch, **options), world_size=3,
                             schedule=False)
    assert compiled.text.count("fsdp.reduce_scatter") == 3


@pytest.mark.parametrize("seq", [11, 2])
def test_gradient_of_a_parameters_first_rows(seq):
    """The gradient of wpe[:seq] is inserted into zeros: kept a partial sum
    and reduce-scattered whole when the slice is most of the table (seq 11
    of 13 rows), all-reduced alone when it is small (seq 2); exact on shards
    of 13 rows over 2-4 ranks."""
    rng = np.random.default_rng(0)
    params = {"wpe": rng.normal(size=(13, 6)).astype(np.float32),
              "w": rng.normal(size=(6, 5)).astype(np.float32)}
    batch = {"x": rng.normal(size=(12, seq, 6)).astype(np.float32),
             "y": rng.normal(size=(12, seq, 5)).astype(np.float32)}
    options = dict(mesh=fsdpc.Mesh(("shard",)), in_shardings=(P("shard"), P("shard")))
    step = positions_step(seq)
    for n in (2, 3, 4):
        _check_step(step, (params, batch), options, rtol=1e-4, atol_scale=1e-5, world_size=n)
    text = fsdpc.compile(fsdpc.lower(step, params, batch, **options), world_size=2,
                         schedule=False).text
    gradient = re.search(r"fsdp\.(reduce_scatter|all_reduce) sum %\S+ on @mesh axes = \[\"shard\"\]"
                         r"(?: dim = 0)? : \(?tensor<(\d+)x6xf32>", text)
    assert gradient, text
    assert gradient.groups() == (("reduce_scatter", "13") if seq == 11 else ("all_reduce", "2"))


def test_cumsum_along_the_split_batch():
    """A running sum along the batch-split dimension: each rank sums its own
    rows up to each position, and the ranks' partial sums are combined (a
    running maximum's by a maximum): exact on 2-4 ranks."""
    x = np.random.default_rng(5).standard_normal((12, 3)).astype(np.float32)
    step = lambda x: (jnp.cumsum(x, 0), jax.lax.cummax(x, 0, reverse=True))  # noqa: E731
    lowered = fsdpc.lower(step, x, mesh=fsdpc.Mesh(("shard",)), in_shardings=(P("shard"),))
    for n in (2, 3, 4):
        got = run_partitioned(lowered, x, world_size=n)
        for g, w in zip(got, step(x)):
            assert_close(g, np.asarray(w), rtol=1e-5, what=f"{n} ranks")


def test_bf16_parameters_reduced_in_f32():
    """bf16 parameters and gradients, reduced in f32 (reduce_dtype): the
    partitioned step agrees with the unpartitioned one to bf16 precision."""
    params, batch = _clip_args(ml_dtypes.bfloat16)

    def step(params, batch):
        def loss_fn(p):
            return jnp.mean((jnp.tanh(batch["x"] @ p["w1"] + p["b1"]) @ p["w2"] - batch["y"]) ** 2)
        loss, grads = jax.value_and_grad(loss_fn)(params)
        return jax.tree.map(lambda p, g: p - 0.1 * g, params, grads), loss

    options = dict(mesh=fsdpc.Mesh(("shard",)), in_shardings=(P("shard"), P("shard")))
    lowered = fsdpc.lower(step, params, batch, **options)
    assert "reduce_scatter sum" in fsdpc.compile(lowered, world_size=2, reduce_dtype="f32", schedule=False).text
    inputs = [np.asarray(x) for x in jax.tree.leaves((params, batch))]
    want = run_lowered(lowered, inputs)
    got = run_partitioned(lowered, params, batch, world_size=2, reduce_dtype="f32")
    for g, w, path in zip(got, want, lowered.out_paths):
        assert_close(g.astype(np.float32), w.astype(np.float32), rtol=2e-2, atol_scale=2e-2, what=path)


def test_f32_parameters_gathered_in_bf16(example):
    """param_dtype=bf16 rounds what travels; results stay close to f32."""
    step, args, options = example("mlp")["fsdpc_program"]()
    _check_step(step, args, options, rtol=2e-2, atol_scale=1e-2, mesh={"replica": 1, "shard": 3},
                param_dtype="bf16")


# Reductions over the split batch with integer and boolean combiners. The
# fsdp collectives' integer max/min are signed, and i1 is ordered
# false < true (max: or, min: and). Hand-written programs reach the i1
# combiners JAX steps do not lower to (reduce_or / reduce_and).
_BATCH_REDUCTION = """
fsdp.mesh @mesh = <["shard"=?]>
func.func @step(%x: tensor<12x5x{t}> {{fsdp.sharding = #fsdp.sharding<@mesh, [{{"shard"}}, {{}}]>}},
                %init: tensor<5x{t}>) -> tensor<5x{t}> {{
  %r = linalg.generic {{indexing_maps = [affine_map<(b, j) -> (b, j)>, affine_map<(b, j) -> (j)>],
                        iterator_types = ["reduction", "parallel"]}}
      ins(%x : tensor<12x5x{t}>) outs(%init : tensor<5x{t}>) {{
  ^bb0(%a: {t}, %acc: {t}):
    %m = arith.{op} %acc, %a : {t}
    linalg.yield %m : {t}
  }} -> tensor<5x{t}>
  return %r : tensor<5x{t}>
}}
"""

# What each combiner computes; on i1, maxsi is an and (true is -1 signed).
_BOOL_COMBINERS = {"ori": np.logical_or, "maxui": np.logical_or, "minsi": np.logical_or,
                   "andi": np.logical_and, "minui": np.logical_and, "maxsi": np.logical_and}
_INT_COMBINERS = {"maxsi": np.maximum, "minsi": np.minimum, "addi": np.add}


def _reduction_inputs(dtype):
    rng = np.random.default_rng(11)
    if dtype == "i1":
        x = rng.random((12, 5)) < 0.15
        x[:, 0], x[:, 1] = False, True  # all false / all true columns
        x[7, 2] = True                  # one true row on one rank only
        return x, np.array([False, True, False, True, False])
    if dtype == "i16":  # sums that wrap, as arith.addi on i16 does
        x = rng.integers(-2**15, 2**15, size=(12, 5)).astype(np.int16)
        return x, rng.integers(-2**15, 2**15, size=5).astype(np.int16)
    x = rng.integers(-1000, 1000, size=(12, 5)).astype(np.int32)
    return x, rng.integers(-1000, 1000, size=5).astype(np.int32)


@pytest.mark.parametrize("world_size", [2, 3, 4])
@pytest.mark.parametrize("op, dtype", [(op, "i1") for op in _BOOL_COMBINERS]
                         + [(op, t) for op in _INT_COMBINERS for t in ("i32", "i16")])
def test_integer_and_boolean_reductions_over_split_batch(op, dtype, world_size):
    """With fsdp-legalize-collectives, as fsdp-pipeline runs it: i16 (which
    NCCL cannot reduce) crosses the ranks widened to i32."""
    x, init = _reduction_inputs(dtype)
    combine = (_BOOL_COMBINERS if dtype == "i1" else _INT_COMBINERS)[op]
    # np.add.reduce sums small integers in int64: wrap back to the type.
    want = combine.reduce(np.concatenate([init[None], x]), axis=0).astype(x.dtype)
    text = _BATCH_REDUCTION.format(t=dtype, op=op)
    passes = [f"--fsdp-partition=world-size={world_size}", "--fsdp-legalize-collectives",
              "--fsdp-emulate-ranks"]
    (got,) = run_with_fsdp_opt(text, passes, [x, init])
    np.testing.assert_array_equal(got, want, err_msg=f"{op} on {dtype}, {world_size} ranks")


@pytest.mark.parametrize("reduce", [jnp.max, jnp.min])
def test_signed_max_min_over_split_batch(reduce):
    """jnp.max / jnp.min of int32 over the batch: signed, negatives included."""
    x = np.random.default_rng(5).integers(-2**31, 2**31 - 1, size=(12, 4), dtype=np.int64).astype(np.int32)
    step = lambda x: reduce(x, axis=0)  # noqa: E731
    options = dict(mesh=fsdpc.Mesh(("shard",)), in_shardings=(P("shard"),))
    lowered = fsdpc.lower(step, x, **options)
    for n in (2, 3, 4):
        (got,) = run_partitioned(lowered, x, world_size=n)
        np.testing.assert_array_equal(got, np.asarray(step(x)), err_msg=f"{n} ranks")


@pytest.mark.filterwarnings("ignore:fsdp-opt.*all-gathers the batch-split values")
def test_unsigned_max_over_split_batch_is_gathered():
    """The collectives compare integers as signed: an unsigned max over the
    batch cannot be combined across ranks, so the batch is gathered and the
    maximum taken whole, with a warning at the op saying why."""
    x = np.arange(12 * 4, dtype=np.uint32).reshape(12, 4) + np.uint32(2**31)
    step = lambda x: jnp.max(x, axis=0)  # noqa: E731
    lowered = fsdpc.lower(step, x, mesh=fsdpc.Mesh(("shard",)), in_shardings=(P("shard"),))
    with pytest.warns(fsdpc.FsdpcWarning, match="combined with arith.maxui, which cannot be partitioned"):
        compiled = fsdpc.compile(lowered, world_size=2, schedule=False)
    assert "fsdp.all_gather" in compiled.text
    for n in (2, 3, 4):
        (got,) = run_partitioned(lowered, x, world_size=n)
        np.testing.assert_array_equal(got, np.asarray(step(x)), err_msg=f"{n} ranks")


def _segment_extremes(x, ids):
    """Messages of batch-split edges pooled per node (a GNN's max/min
    aggregation), in float, int and bool."""
    return (jax.ops.segment_max(x, ids, 5), jax.ops.segment_min(x, ids, 5),
            jnp.zeros((5, 4), jnp.int32).at[ids].max((10 * x).astype(jnp.int32)),
            jnp.zeros(5, bool).at[ids].max(x[:, 0] > 0))


def test_scatter_extremes_over_split_batch_stay_split():
    """A scatter-max/min of batch-split updates folds each rank's updates
    into its own result, all-reduced with max/min: nothing is gathered, and
    the result (NaN, empty segments) is exact on 2-4 ranks."""
    rng = np.random.default_rng(29)
    x = rng.standard_normal((12, 4)).astype(np.float32)
    x[3, 1] = np.nan
    ids = np.array([0, 1, 2, 0, 1, 2, 3, 3, 0, 1, 2, 0], np.int32)  # segment 4 stays empty
    lowered = fsdpc.lower(_segment_extremes, x, ids, mesh=fsdpc.Mesh(("shard",)), in_shardings=(P("shard"),) * 2)
    compiled = fsdpc.compile(lowered, world_size=2, schedule=False)
    assert "fsdp.all_gather" not in compiled.text
    for kind, count in (("max", 3), ("min", 1)):
        assert len(re.findall(rf"fsdp\.all_reduce {kind} ", compiled.text)) == count, compiled.text
    want = jax.jit(_segment_extremes)(x, ids)
    for n in (2, 3, 4):
        for got, w in zip(run_partitioned(lowered, x, ids, world_size=n), want):
            np.testing.assert_array_equal(got, np.asarray(w), err_msg=f"{n} ranks")


def _float_extremes_inputs(dtype):
    """12 rows over 2-4 ranks, a column per case: a NaN on one rank only,
    signed zeros split across ranks, infinities, subnormals, negatives and
    a NaN of negative sign."""
    tiny = float(np.finfo(dtype).smallest_subnormal)
    x = np.random.default_rng(31).standard_normal((12, 6)).astype(np.float32)
    x[7, 0] = np.nan
    x[:, 1] = [-0.0, 0.0] * 6
    x[:, 2] = [-np.inf, tiny, -tiny, np.inf] * 3
    x[:, 3] = -np.abs(x[:, 3]) - 1.0
    x[:, 4] = [-0.0] * 6 + [0.0] * 6
    x[11, 5] = -np.nan
    return x.astype(dtype)


@pytest.mark.parametrize("dtype", [np.float32, ml_dtypes.bfloat16, np.float16])
def test_float_extremes_over_ranks_are_exact(dtype):
    """fsdp-legalize-collectives: a float max/min over the batch crosses the
    ranks as order-preserving integer keys, and decodes to jnp.max's and
    jnp.min's result bit for bit (a NaN on one rank wins, -0 is below +0,
    column 4's zeros of each sign on other ranks), on 2-4 emulated ranks.
    JAX folds bf16 and f16 in f32, so every dtype here crosses as f32 keys
    (16-bit keys: test_16_bit_float_extremes_over_ranks_are_exact). The
    emulation reduces the keys as integers: this checks the encoding and its
    inverse; what a communicator's own float max would do is not exercised
    (NCCL's drops a NaN, and runs only on a GPU)."""
    x = _float_extremes_inputs(dtype)
    step = lambda x: (jnp.max(x, axis=0), jnp.min(x, axis=0))  # noqa: E731
    lowered = fsdpc.lower(step, x, mesh=fsdpc.Mesh(("shard",)), in_shardings=(P("shard"),))
    compiled = fsdpc.compile(lowered, world_size=2)
    assert re.search(r"fsdp\.all_reduce(_start)? max .*xi32>", compiled.text), compiled.text
    assert not re.search(r"fsdp\.all_reduce(_start)? m(ax|in) .*x(bf16|f16|f32)>", compiled.text)
    want = [np.asarray(w) for w in step(x)]
    for n in (2, 3, 4):
        got = run_partitioned(lowered, x, world_size=n, then=["--fsdp-legalize-collectives"])
        for g, w, what in zip(got, want, ("max", "min")):
            np.testing.assert_array_equal(g, w, err_msg=f"{what}, {n} ranks")
            np.testing.assert_array_equal(np.signbit(g[~np.isnan(g)]), np.signbit(w[~np.isnan(w)]),
                                          err_msg=f"signs of zeros: {what}, {n} ranks")


def _exact_extreme(values, largest):
    """arith.maximumf/minimumf folded over axis 0: a NaN anywhere wins, and
    a zero result is +0 for a max when any +0 is there (-0 for a min when
    any -0 is)."""
    wide = values.astype(np.float64)
    out = (wide.max if largest else wide.min)(axis=0)
    zero_sign = np.signbit(wide) & (wide == 0)
    positive_zero = ~np.signbit(wide) & (wide == 0)
    out = np.where(out == 0, np.where(positive_zero.any(0) if largest else ~zero_sign.any(0),
                                      0.0, -0.0), out)
    return np.where(np.isnan(wide).any(0), np.nan, out).astype(values.dtype)


@pytest.mark.parametrize("world_size", [2, 3, 4])
@pytest.mark.parametrize("op, dtype", [(op, t) for op in ("maximumf", "minimumf")
                                       for t in ("bf16", "f16")])
def test_16_bit_float_extremes_over_ranks_are_exact(op, dtype, world_size):
    """A max or min folded in bf16/f16 itself (JAX's own reductions widen to
    f32, so hand-written): its partials cross the ranks as i32 keys of
    their 16 bits and decode to the whole fold's result bit for bit: a NaN
    on one rank only, signed zeros on different ranks, infinities and
    subnormals."""
    np_type = ml_dtypes.bfloat16 if dtype == "bf16" else np.float16
    tiny = float(ml_dtypes.finfo(np_type).smallest_subnormal)
    x = np.random.default_rng(37).standard_normal((12, 5)).astype(np.float32)
    x[7, 0] = np.nan
    x[:, 1] = [-0.0] * 6 + [0.0] * 6
    x[:, 2] = [-np.inf, tiny, -tiny, np.inf] * 3
    x[:, 3] = -np.abs(x[:, 3]) - 1.0
    x[:, 4] = [0.0] * 6 + [-0.0] * 6
    x = x.astype(np_type)
    init = np.array([-np.inf if op == "maximumf" else np.inf] * 5, np_type)
    want = _exact_extreme(np.concatenate([init[None], x]), op == "maximumf")
    passes = [f"--fsdp-partition=world-size={world_size}", "--fsdp-legalize-collectives",
              "--fsdp-emulate-ranks"]
    text = _BATCH_REDUCTION.format(t=dtype, op=op)
    assert "tensor<5xi32>" in tools.run(tools.fsdp_opt(), passes[:2], stdin=text)
    (got,) = run_with_fsdp_opt(text, passes, [x, init])
    np.testing.assert_array_equal(got, want, err_msg=f"{op} on {dtype}, {world_size} ranks")
    np.testing.assert_array_equal(np.signbit(got.astype(np.float32)),
                                  np.signbit(want.astype(np.float32)))


def _batch_statistics(losses, x, ids):
    """What needs the whole batch: the loss's order statistics (a quantile
    clip, hard-example mining by top_k), a sort along the batch, a scatter
    that sets rows from the batch (last writer wins), a xor over it."""
    cutoff = jnp.quantile(losses, 0.75)
    hardest, _ = jax.lax.top_k(losses, 3)
    bank = jnp.zeros((5, x.shape[1]), x.dtype).at[ids].set(x)
    return {"clipped": jnp.mean(jnp.minimum(losses, cutoff)), "hardest": hardest,
            "sorted": jnp.sort(x, axis=0), "bank": bank,
            "parity": jnp.bitwise_xor.reduce(ids.astype(jnp.uint32), axis=0)}


@pytest.mark.filterwarnings("ignore:fsdp-opt.*all-gathers the batch-split values")
def test_whole_batch_statistics_are_gathered():
    """Ops that cannot follow the batch split gather: a sort's ranks keep
    the split of the elements ranked and gather those compared with; the
    placement by rank, the scatter and the xor run whole. Each warns why at
    its line; exact on 2-4 ranks."""
    rng = np.random.default_rng(3)
    args = (rng.standard_normal(12).astype(np.float32), rng.standard_normal((12, 4)).astype(np.float32),
            rng.integers(0, 5, 12).astype(np.int32))
    lowered = fsdpc.lower(_batch_statistics, *args, mesh=fsdpc.Mesh(("shard",)), in_shardings=(P("shard"),) * 3)
    want = jax.tree.leaves(jax.jit(_batch_statistics)(*args))
    with pytest.warns(fsdpc.FsdpcWarning) as caught:
        fsdpc.compile(lowered, world_size=2, schedule=False)
    text = "\n".join(str(w.message) for w in caught)
    assert "all-gathers the batch-split values it reads, and every rank holds and computes the whole batch" in text
    for reason in ("all-gathers operand #1 (batch-split, but not along loop",  # sort and top_k's ranks
                   "it is a reduction over the split batch (loop d0) combined with arith.xori",  # the parity
                   "it is a reduction over the split batch (loop d1), which cannot be partitioned: its body "
                   "does not fold"):  # the scatter's fold (last writer wins), a placement by rank
        assert reason in text, text
    for n in (2, 3, 4):
        got = run_partitioned(lowered, *args, world_size=n)
        for g, w, path in zip(got, want, lowered.out_paths):
            assert_close(g, np.asarray(w), rtol=1e-6, what=f"{n} ranks: {path}")


def _stacked_step(params, x):
    """Layers stacked along dimension 0 and scanned over (one leaf per
    parameter kind, as Flax's nn.scan builds them)."""
    def loss(params):
        h, _ = jax.lax.scan(lambda h, layer: (jnp.tanh(h @ layer["w"] + layer["b"]), None), x, params)
        return jnp.mean(h ** 2)
    value, grads = jax.value_and_grad(loss)(params)
    return jax.tree.map(lambda p, g: p - 0.1 * g, params, grads), value


@pytest.mark.filterwarnings("ignore::fsdpc.FsdpcWarning")
@pytest.mark.parametrize("world_size", [2, 3])
def test_scan_over_stacked_layers_split_by_layer(world_size):
    """lax.scan is unrolled: 4 stacked layers split along the layer
    dimension over 2 and 3 ranks (uneven) train as JAX does. The backward
    scan reads the forward's residuals row by row as they were computed
    (only the two stacked gradients are concatenated), and the stacks, whose
    rows live on different ranks, are said to be gathered whole."""
    params, x = _stacked_inputs()
    options = dict(mesh=fsdpc.Mesh(("shard",)), in_shardings=(P("shard"), P("shard")))
    with pytest.warns(fsdpc.FsdpcWarning) as caught:
        lowered = fsdpc.lower(_stacked_step, params, x, **options)
    said = " ".join(str(w.message) for w in caught)
    assert "params.w is split along dimension 0 and lax.scan at" in said
    assert "test_partition.py:" in said and "every rank gathers all 4 rows at once" in said
    assert lowered.text.count("tensor.concat") == 2
    _check_step(_stacked_step, (params, x), options, rtol=1e-5, atol_scale=1e-6,
                world_size=world_size)


@pytest.mark.parametrize("world_size", [2, 3])
def test_scan_over_stacked_layers_split_by_row(world_size):
    """The same stacks split along dimension 1 (8 rows over 3 ranks is
    uneven): each layer is gathered on its own and each layer's gradient
    reduce-scattered on its own, with nothing to warn about."""
    params, x = _stacked_inputs()
    options = dict(mesh=fsdpc.Mesh(("shard",)), in_shardings=(P(None, "shard"), P("shard")))
    with warnings.catch_warnings():
        warnings.simplefilter("error", fsdpc.FsdpcWarning)
        lowered = fsdpc.lower(_stacked_step, params, x, **options)
    text = tools.run(tools.fsdp_opt(), [f"--fsdp-partition=world-size={world_size}"],
                     stdin=lowered.text)
    # b and w gathered once per layer (forward and backward read the same
    # rows), their gradients reduce-scattered once per layer.
    assert text.count("fsdp.all_gather ") == 8
    assert text.count("fsdp.reduce_scatter ") == 8 and text.count("fsdp.all_reduce ") == 1
    _check_step(_stacked_step, (params, x), options, rtol=1e-5, atol_scale=1e-6,
                world_size=world_size)


def test_a_batch_of_one_on_one_rank_compiles_without_warnings(example):
    """A batch of one on one device (as when debugging a step): attention's
    batched GEMMs drop the unit batch dimension, which used to "gather" the
    batch at each of them with a warning, though one rank moves nothing.
    The step still computes what JAX does."""
    step, args, options = example("gpt")["fsdpc_program"](batch_size=1)
    with warnings.catch_warnings():
        warnings.simplefilter("error", fsdpc.FsdpcWarning)
        lowered = fsdpc.lower(step, *args, **options)
        fsdpc.compile(lowered, world_size=1, device="cpu")
    _check_step(step, args, options, rtol=1e-4, atol_scale=1e-5, world_size=1)


def _stacked_inputs():
    rng = np.random.default_rng(3)
    params = {"b": rng.standard_normal((4, 8)).astype(np.float32),
              "w": (rng.standard_normal((4, 8, 8)) / 3).astype(np.float32)}
    return params, rng.standard_normal((6, 8)).astype(np.float32)


def _clipped_stacked_step(params, x):
    def loss(params):
        h, _ = jax.lax.scan(lambda h, l: (jnp.tanh(h @ l["w"] + l["b"]), None), x, params)
        return jnp.mean(h ** 2)
    value, grads = jax.value_and_grad(loss)(params)
    norm = jnp.sqrt(sum(jnp.sum(g * g) for g in jax.tree.leaves(grads)))
    scale = jnp.minimum(1.0, 0.5 / (norm + 1e-6))
    return jax.tree.map(lambda p, g: p - 0.1 * scale * g, params, grads), value


def test_global_norm_clipping_of_stacked_gradients():
    """Clipping reads the stacked gradients twice (norm and update): each
    layer's row is still reduce-scattered once, and the norm over padded
    shards (7 rows on 3 ranks) is exact."""
    params, x = _stacked_inputs()
    params = {"b": params["b"][:3, :7], "w": params["w"][:3, :7, :7]}
    options = dict(mesh=fsdpc.Mesh(("shard",)), in_shardings=(P(None, "shard"), P("shard")))
    for n in (2, 3):
        _check_step(_clipped_stacked_step, (params, x[:, :7]), options, rtol=1e-5,
                    atol_scale=1e-6, world_size=n)
    lowered = fsdpc.lower(_clipped_stacked_step, params, x[:, :7], **options)
    text = tools.run(tools.fsdp_opt(), ["--fsdp-partition=world-size=3"], stdin=lowered.text)
    assert text.count("fsdp.reduce_scatter ") == 6  # 3 layers x (b, w)


def test_row_units_of_two_scans_stay_apart():
    """Encoder and decoder stacks scanned apart: their layers are distinct
    units (named by the whole shared path once the last keys collide), so
    fsdp-bucket never merges encoder layer 0 with decoder layer 0."""
    def step(params, x):
        def loss(p):
            h = x
            for part in ("enc", "dec"):
                h, _ = jax.lax.scan(lambda h, l: (jnp.tanh(h @ l["w"]), None), h, p[part]["blocks"])
            return jnp.mean(h ** 2)
        value, grads = jax.value_and_grad(loss)(params)
        return jax.tree.map(lambda p, g: p - 0.1 * g, params, grads), value

    rng = np.random.default_rng(0)
    params = {part: {"blocks": {"w": rng.standard_normal((3, 8, 8)).astype(np.float32) / 3}}
              for part in ("enc", "dec")}
    lowered = fsdpc.lower(step, params, np.ones((6, 8), np.float32), mesh=fsdpc.Mesh(("shard",)),
                          in_shardings=(P(None, "shard"), P("shard")))
    assert sorted(a.row_units for a in lowered.args if a.row_units) == ["params.dec.blocks",
                                                                         "params.enc.blocks"]
    text = tools.run(tools.fsdp_opt(), ["--fsdp-partition=world-size=2", "--fsdp-bucket"],
                     stdin=lowered.text)
    units = set(re.findall(r'fsdp\.unit = "([^"]*)"', text))
    assert units == {f"params.{part}.blocks.{i}" for part in ("enc", "dec") for i in range(3)}


def test_state_of_one_shape_split_two_ways_is_said():
    """fsdp-opt's warnings reach Python as FsdpcWarnings: here that a
    gradient of a shape split along two dimensions takes dimension 0."""
    def step(params, x):
        value, grads = jax.value_and_grad(lambda p: jnp.sum(x @ p["a"] @ p["b"]))(params)
        return jax.tree.map(lambda p, g: p - 0.1 * g * g, params, grads), value

    params = {"a": np.ones((8, 8), np.float32), "b": np.ones((8, 8), np.float32)}
    lowered = fsdpc.lower(step, params, np.ones((4, 8), np.float32), mesh=fsdpc.Mesh(("shard",)),
                          in_shardings=({"a": P("shard"), "b": P(None, "shard")}, P("shard")))
    with pytest.warns(fsdpc.FsdpcWarning, match=r"fsdp-opt: .*params\.b.* is split along "
                                                r"dimension 1 but other state of its shape"):
        fsdpc.compile(lowered, world_size=2, schedule=False)
