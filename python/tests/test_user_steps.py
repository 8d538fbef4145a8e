"""Steps as JAX users write them (a PRNG key in the state, lax.cond, optax,
linear algebra, order statistics of the whole batch, a contrastive loss, an
eigh-preconditioned update, draws by rejection), compiled and run on 2 real ranks through
fsdp-run, against jax.jit on one device."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax import lax

import fsdpc
from fsdpc import P
from fsdpc.state import as_array
from fsdpc.testing import assert_close, run_partitioned

from .steps import assert_steps_match, cuda_ptx, steps_on_two_ranks

pytestmark = pytest.mark.usefixtures("needs_runtime_tools")


def _noisy_step(params, state, x):
    """A key carried in the state, split every step (the new key is the next
    state), its subkey drawing the noise added to the gradient."""
    key, sub = jax.random.split(jax.random.wrap_key_data(state["key"]))
    loss, g = jax.value_and_grad(lambda w: jnp.mean(jnp.tanh(x @ w) ** 2))(params["w"])
    noise = 1e-3 * jax.random.normal(sub, g.shape)
    return {"w": params["w"] - 0.1 * (g + noise)}, {"key": jax.random.key_data(key)}, loss


def test_key_in_the_state(tmp_path):
    """A uint32 key updated each step goes through fsdp-run (safetensors U32
    into its signless buffers) and comes back from Compiled.run as uint32,
    equal to JAX's after three steps, as are the noisy parameters."""
    rng = np.random.default_rng(3)
    args = ({"w": rng.standard_normal((10, 6)).astype(np.float32)},
            {"key": np.asarray(jax.random.key_data(jax.random.key(7)))},
            rng.standard_normal((8, 10)).astype(np.float32))
    result, params, state, _ = steps_on_two_ranks(_noisy_step, args, ({"w": P("shard")}, P(), P("shard")),
                                                   3, tmp_path)
    key = result.trees["state"]["key"]
    assert key.dtype == np.uint32
    np.testing.assert_array_equal(key, np.asarray(state["key"]))
    assert_close(result.trees["params"]["w"], np.asarray(params["w"]), rtol=1e-5, atol_scale=1e-5,
                 what="noisy params.w")


def _dropout_step(params, state, x):
    """Dropout drawn from a typed rbg or unsafe_rbg key (MaxText's default
    PRNG) carried in the state and split every step."""
    key, sub = jax.random.split(state["key"])

    def loss_fn(w):
        h = jnp.tanh(x @ w)
        keep = jax.random.bernoulli(sub, 0.75, h.shape)
        return jnp.mean((jnp.where(keep, h / 0.75, 0.0) - 0.5) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params["w"])
    return {"w": params["w"] - 0.1 * g}, {"key": key}, loss


@pytest.mark.parametrize("impl", ["rbg", "unsafe_rbg"])
def test_rbg_keys_in_the_state(impl, tmp_path):
    """rbg keys draw through rng_bit_generator (XLA's Philox): their masks,
    hence the losses and parameters, and the key after three steps equal
    JAX's on 2 ranks, the batch split."""
    rng = np.random.default_rng(11)
    args = ({"w": rng.standard_normal((10, 6)).astype(np.float32)}, {"key": jax.random.key(5, impl=impl)},
            rng.standard_normal((8, 10)).astype(np.float32))
    result, params, state, losses = steps_on_two_ranks(_dropout_step, args, ({"w": P("shard")}, {"key": P()},
                                                                             P("shard")), 3, tmp_path)
    assert_steps_match(result, params, losses)
    np.testing.assert_array_equal(jax.random.key_data(result.trees["state"]["key"]),
                                  jax.random.key_data(state["key"]))


def _uint8_step(params, state, images):
    """uint8 images (as datasets store them) scaled in the step, and a uint8
    counter in the state that wraps."""
    x = images.astype(jnp.float32) / 255.0
    loss, g = jax.value_and_grad(lambda w: jnp.mean(jnp.tanh(x @ w) ** 2))(params["w"])
    return {"w": params["w"] - 0.1 * g}, {"ticks": state["ticks"] + jnp.uint8(100)}, loss


def test_uint8_batches_and_state(tmp_path):
    """uint8 data (safetensors U8, npy |u1) fills the executable's signless
    i8 buffers bit for bit (it was refused: "ui8 ... expected i8"); losses,
    parameters and the wrapped uint8 state equal JAX's on 2 ranks."""
    rng = np.random.default_rng(19)
    args = ({"w": rng.standard_normal((12, 4)).astype(np.float32)}, {"ticks": np.array([0, 90, 250], np.uint8)},
            rng.integers(0, 256, (8, 12), dtype=np.uint8))
    result, params, state, losses = steps_on_two_ranks(_uint8_step, args, ({"w": P("shard")}, {"ticks": P()},
                                                                           P("shard")), 3, tmp_path)
    assert_steps_match(result, params, losses)
    ticks = result.trees["state"]["ticks"]
    assert ticks.dtype == np.uint8
    np.testing.assert_array_equal(ticks, np.asarray(state["ticks"]))


def _sixteen_bit_step(params, state, audio, tokens):
    """int16 audio and uint16 token ids (nanoGPT's .bin files) as they are
    stored; int16 and uint16 state that wraps. The ids' max over the split
    batch is unsigned (gathered); the audio's int16 sums wrap, on each rank
    and across them (a reduce-scatter, and the histogram's all-reduce)."""
    x = audio.astype(jnp.float32) / 32768.0 + tokens[:, None].astype(jnp.float32) / 65535.0
    loss, g = jax.value_and_grad(lambda w: jnp.mean(jnp.tanh(x @ w) ** 2))(params["w"])
    state = {"clock": state["clock"] + jnp.int16(20000),
             "loudness": state["loudness"] + jnp.sum(audio, axis=0, dtype=jnp.int16),
             "top_id": jnp.maximum(state["top_id"], jnp.max(tokens)),
             "histogram": jnp.zeros(8, jnp.int16).at[jnp.arange(8) % 4].add(audio[:, 0])}
    return {"w": params["w"] - 0.1 * g}, state, loss


def _sixteen_bit_args():
    rng = np.random.default_rng(23)
    return ({"w": rng.standard_normal((12, 4)).astype(np.float32)},
            {"clock": np.array([0, 30000], np.int16), "loudness": np.full(12, -32000, np.int16),
             "top_id": np.uint16(0), "histogram": np.zeros(8, np.int16)},
            np.concatenate([np.full((8, 1), 30000, np.int16),  # bins over 32767
                            rng.integers(-32768, 32768, (8, 11), dtype=np.int16)], axis=1),
            rng.integers(30000, 65536, (8,), dtype=np.uint16))


def test_sixteen_bit_integer_batches_and_state(tmp_path):
    """16-bit integers were refused by fsdp-translate ("element type i16,
    which the runtime does not hold"). Now i16 buffers hold int16 and uint16
    data (safetensors I16/U16) bit for bit: losses, parameters and the
    wrapped state equal JAX's on 2 ranks, ids above 32767 included. The
    ranks' int16 partial sums add with wrapping: OpenMPI's MPI_SUM saturated
    them (open-mpi/ompi#8045), so fsdp-run reduces 8- and 16-bit integers
    itself."""
    args = _sixteen_bit_args()
    result, params, state, losses = steps_on_two_ranks(
        _sixteen_bit_step, args, ({"w": P("shard")}, P(), P("shard"), P("shard")), 3, tmp_path)
    assert_steps_match(result, params, losses)
    for name, dtype in [("clock", np.int16), ("loudness", np.int16), ("top_id", np.uint16),
                        ("histogram", np.int16)]:
        got = result.trees["state"][name]
        assert got.dtype == dtype, name
        np.testing.assert_array_equal(got, np.asarray(state[name]), err_msg=name)
    assert int(result.trees["state"]["top_id"]) > 32767


def test_sixteen_bit_integers_compile_for_cuda(tmp_path):
    """The same step's kernels on 16-bit integers lower to PTX that ptxas
    accepts for sm_90."""
    lowered = fsdpc.lower(_sixteen_bit_step, *_sixteen_bit_args(), mesh=fsdpc.Mesh(("shard",)),
                          in_shardings=({"w": P("shard")}, P(), P("shard"), P("shard")))
    ptx = cuda_ptx(lowered, tmp_path)
    assert ".u16" in ptx or ".s16" in ptx  # the 16-bit loads and stores


def _classifier_step(params, state, x, labels):
    logits = x @ params["w"]
    loss = -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), labels[:, None], axis=1))
    g = jax.grad(lambda w: -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(x @ w), labels[:, None], axis=1)))(
        params["w"])
    return {"w": params["w"] - 0.5 * g}, {"seen": state["seen"] + labels.shape[0]}, loss


def test_numpy_float64_and_int64_data_converted_as_jax_jit_does(tmp_path):
    """NumPy's defaults, float64 weights and int64 labels, for a step traced
    without x64 (so in float32 and int32): jax.jit converts them, and so does
    Compiled.run (fsdp-run refused them: 'x is f64[8, 6]; expected f32')."""
    rng = np.random.default_rng(3)
    args = ({"w": rng.standard_normal((6, 3))}, {"seen": np.int64(0)}, rng.standard_normal((8, 6)),
            rng.integers(0, 3, 8))
    assert args[2].dtype == np.float64 and args[3].dtype == np.int64
    result, params, state, losses = steps_on_two_ranks(_classifier_step, args, (P("shard"), P(), P("shard"),
                                                                                 P("shard")), 3, tmp_path)
    assert_steps_match(result, params, losses)
    assert result.trees["params"]["w"].dtype == np.float32
    assert int(result.trees["state"]["seen"]) == 24


EXPERTS = 3


def _dropless_moe_step(params, state, x):
    """Top-1 routing without capacity: tokens sorted by expert, each expert's
    rows multiplied by its weights with jax.lax.ragged_dot (grouped GEMMs,
    as MaxText and Megablox-style layers write them), unsorted, gated."""
    def loss_fn(p):
        tokens = x.reshape(-1, x.shape[-1])
        logits = tokens @ p["router"]
        expert = jnp.argmax(logits, axis=-1)
        order = jnp.argsort(expert)
        group_sizes = jnp.bincount(expert, length=EXPERTS).astype(jnp.int32)
        hidden = jax.nn.gelu(jax.lax.ragged_dot(tokens[order], p["w_in"], group_sizes))
        out = jnp.zeros_like(tokens).at[order].set(jax.lax.ragged_dot(hidden, p["w_out"], group_sizes))
        gate = jnp.max(jax.nn.softmax(logits), axis=-1, keepdims=True)
        return jnp.mean((tokens + gate * out) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree.map(lambda w, d: w - 0.1 * d, params, g), {"steps": state["steps"] + 1}, loss


def test_dropless_moe_with_ragged_dot(tmp_path):
    """ragged_dot_general (forward, its lhs gradient and its ragged-contracting
    rhs gradient) was an unsupported primitive; lowered as XLA:CPU does, the
    step matches JAX on 2 ranks with the experts' weights split, a group
    left empty on some steps or not."""
    rng = np.random.default_rng(29)
    params = {"router": rng.standard_normal((6, EXPERTS)).astype(np.float32),
              "w_in": (0.5 * rng.standard_normal((EXPERTS, 6, 8))).astype(np.float32),
              "w_out": (0.5 * rng.standard_normal((EXPERTS, 8, 6))).astype(np.float32)}
    args = (params, {"steps": np.int32(0)}, rng.standard_normal((4, 5, 6)).astype(np.float32))
    result, params, _, losses = steps_on_two_ranks(_dropless_moe_step, args, (P("shard"), P(), P("shard")), 3,
                                                   tmp_path)
    assert_steps_match(result, params, losses)
    # Unsorted rows split over the batch stay split: the masks compare
    # global row indices, and only the replicated result is gathered.
    lhs, groups = rng.standard_normal((8, 6)).astype(np.float32), np.array([3, 0, 5], np.int32)
    ragged = lambda x, w, g: jax.lax.ragged_dot(x, w, g)  # noqa: E731
    lowered = fsdpc.lower(ragged, lhs, params["w_in"], groups, mesh=fsdpc.Mesh(("shard",)),
                          in_shardings=(P("shard"), P(), P()))
    with pytest.warns(fsdpc.FsdpcWarning) as caught:
        (got,) = run_partitioned(lowered, lhs, np.asarray(params["w_in"]), groups, world_size=2)
    assert all("'func.return' op needs a value that is batch-split" in str(w.message) for w in caught)
    assert_close(got, np.asarray(ragged(lhs, params["w_in"], groups)), rtol=1e-5, what="split ragged_dot")


def _rolled_step(params, state, x):
    """jnp.roll by a shift computed in the step (a dynamic_slice of the
    doubled array whose start is a scalar read from a small tensor)."""
    def loss_fn(p):
        h = jnp.tanh(x @ p["w"])
        return jnp.mean(jnp.roll(h, jnp.argmax(h[0, :3]) + 1, axis=1) * h)
    loss, g = jax.value_and_grad(loss_fn)(params)
    rolled = jnp.roll(state["ring"], state["offset"], axis=0)
    return ({"w": params["w"] - 0.5 * g["w"]}, {"ring": rolled, "offset": state["offset"] + 1}, loss)


def test_roll_by_a_computed_shift(tmp_path):
    """The scalar a kernel computes its slice offset from was read early
    (tensor.extract) and its buffer planned free from there, while
    fsdp-translate reads it in the kernel that uses it: the buffer was reused
    in between and jnp.roll rolled by a stale shift (silently; the loss of
    step 2 was 6% off). Buffers read as scalars now live until those kernels."""
    rng = np.random.default_rng(31)
    args = ({"w": (0.5 * rng.standard_normal((6, 6))).astype(np.float32)},
            {"ring": np.arange(5, dtype=np.float32), "offset": np.int32(2)},
            rng.standard_normal((8, 6)).astype(np.float32))
    result, params, state, losses = steps_on_two_ranks(_rolled_step, args, (P("shard"), P(), P("shard")), 3, tmp_path)
    assert_steps_match(result, params, losses)
    np.testing.assert_array_equal(result.trees["state"]["ring"], np.asarray(state["ring"]))


def _printing_step(params, state, x):
    """A step with the prints a user debugging it leaves in: in the loss, in
    a cond branch, in a lax.map over scalars, and a callback on the loss."""
    def loss_fn(p):
        h = jnp.tanh(x @ p["w"])
        jax.debug.print("h[0, 0] = {h}", h=h[0, 0])
        h = lax.cond(h[0, 0] > 0, lambda a: (jax.debug.print("positive {a}", a=a[0, 0]), 2 * a)[1],
                     lambda a: a, h)
        squares = lax.map(lambda v: (jax.debug.print("v = {v}", v=v), v * v)[1], h[0])
        return jnp.mean(h ** 2) + jnp.sum(squares)
    loss, g = jax.value_and_grad(loss_fn)(params)
    jax.debug.callback(lambda value: None, loss)
    return {"w": params["w"] - 0.1 * g["w"]}, {"n": state["n"] + 1}, loss


def test_debug_prints_are_dropped_with_a_warning(tmp_path):
    """jax.debug.print and jax.debug.callback were unsupported primitives,
    refusing a whole step over a print (and a cond branch holding one). They
    are dropped, each with a warning at its line; the step matches JAX."""
    rng = np.random.default_rng(37)
    args = ({"w": rng.standard_normal((6, 6)).astype(np.float32)}, {"n": np.int32(0)},
            rng.standard_normal((8, 6)).astype(np.float32))
    with pytest.warns(fsdpc.FsdpcWarning, match=r"jax.debug.print at .*test_user_steps.py:\d+ is dropped") as caught:
        result, params, _, losses = steps_on_two_ranks(_printing_step, args, (P("shard"), P(), P("shard")), 2,
                                                       tmp_path)
    assert any("jax.debug.callback" in str(w.message) for w in caught)
    assert_steps_match(result, params, losses)


def _annotated_step(params, state, x):
    """Sharding constraints on activations (as MaxText and Flax's logical
    constraints write them) and checkpoint_name under a remat policy."""
    from jax.ad_checkpoint import checkpoint_name
    from jax.sharding import Mesh, NamedSharding, PartitionSpec
    mesh = Mesh(np.array(jax.devices()[:1]), ("data",))

    def loss_fn(p):
        h = jax.lax.with_sharding_constraint(jnp.tanh(x @ p["w"]), NamedSharding(mesh, PartitionSpec("data")))
        block = jax.checkpoint(lambda a: checkpoint_name(jnp.sin(a), "pre") * a,
                               policy=jax.checkpoint_policies.save_only_these_names("pre"))
        return jnp.mean(block(h) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    return {"w": params["w"] - 0.1 * g["w"]}, {"n": state["n"] + 1}, loss


def test_sharding_constraints_and_checkpoint_names_keep_values(tmp_path):
    """with_sharding_constraint and checkpoint_name were unsupported
    primitives ('sharding_constraint', 'name'); they change no value, so they
    are identities (fsdp-partition picks the layout) and the step matches JAX."""
    rng = np.random.default_rng(41)
    args = ({"w": rng.standard_normal((6, 6)).astype(np.float32)}, {"n": np.int32(0)},
            rng.standard_normal((8, 6)).astype(np.float32))
    result, params, _, losses = steps_on_two_ranks(_annotated_step, args, (P("shard"), P(), P("shard")), 2, tmp_path)
    assert_steps_match(result, params, losses)


def test_callbacks_with_results_stay_refused():
    """A callback whose result the step uses cannot be dropped: io_callback is
    refused at its line, and so is a cond branch holding it (both branches
    are computed, which would run it whichever is chosen)."""
    from jax.experimental import io_callback
    spec = jax.ShapeDtypeStruct((3,), jnp.float32)
    in_branch = lambda x: lax.cond(x[0] > 0, lambda a: io_callback(lambda v: v, spec, a), lambda a: a, x)  # noqa: E731
    with pytest.raises(fsdpc.UnsupportedError, match=r"cond: a branch with effects .*test_user_steps.py:\d+"):
        fsdpc.lower(in_branch, np.ones(3, np.float32), mesh=fsdpc.Mesh(("shard",)))
    with pytest.raises(fsdpc.UnsupportedError, match=r"primitive 'io_callback' at .*test_user_steps.py:\d+"):
        fsdpc.lower(lambda x: io_callback(lambda v: v, spec, x), np.ones(3, np.float32), mesh=fsdpc.Mesh(("shard",)))


def _guarded_step(params, opt, x):
    """lax.cond as JAX users write it: a warm-up learning rate and an update
    kept only when the gradients are finite (pytrees of sharded state)."""
    loss, g = jax.value_and_grad(lambda p: jnp.mean(jnp.tanh(x @ p["w1"]) @ p["w2"]) ** 2)(params)
    count = opt["count"] + 1
    lr = jax.lax.cond(count < 3, lambda c: 0.1 * c / 3, lambda c: jnp.float32(0.1), count)
    finite = jnp.all(jnp.stack([jnp.all(jnp.isfinite(v)) for v in jax.tree.leaves(g)]))
    new = jax.tree.map(lambda p, d: p - lr * d, params, g)
    params = jax.lax.cond(finite, lambda: new, lambda: params)
    return params, {"count": count}, loss


def test_cond_in_the_step(tmp_path):
    """Both branches are computed and the chosen one's results kept; the
    sharded parameters' update through lax.cond matches JAX on 2 ranks."""
    rng = np.random.default_rng(5)
    args = ({"w1": rng.standard_normal((10, 7)).astype(np.float32),
             "w2": rng.standard_normal((7, 3)).astype(np.float32)},
            {"count": np.float32(0)}, rng.standard_normal((8, 10)).astype(np.float32))
    result, params, _, _ = steps_on_two_ranks(_guarded_step, args, (P("shard"), {"count": P()}, P("shard")),
                                               4, tmp_path)
    for name in ("w1", "w2"):
        assert_close(result.trees["params"][name], np.asarray(params[name]), rtol=1e-5, atol_scale=1e-5,
                     what=f"params.{name}")


_OPTAX_CASES = ["chain_clip_adamw_cosine", "adafactor", "apply_if_finite", "multi_steps", "lion", "noisy_sgd"]


def _optax_transform(name):
    optax = pytest.importorskip("optax")
    schedule = optax.warmup_cosine_decay_schedule(0.0, 1e-2, 3, 100, 1e-4)
    return {
        "chain_clip_adamw_cosine": lambda: optax.chain(optax.clip_by_global_norm(1.0),
                                                       optax.adamw(schedule, b2=0.95, weight_decay=0.1)),
        "adafactor": lambda: optax.adafactor(1e-2),
        "apply_if_finite": lambda: optax.apply_if_finite(optax.adam(1e-3), 3),
        "multi_steps": lambda: optax.MultiSteps(optax.adam(1e-3), every_k_schedule=2),
        "lion": lambda: optax.lion(1e-3),
        # Its state holds a typed PRNG key, split every step.
        "noisy_sgd": lambda: optax.noisy_sgd(1e-2, eta=0.1, key=jax.random.key(4)),
    }[name]()



@pytest.mark.parametrize("name", _OPTAX_CASES)
def test_optax_step(name, tmp_path):
    """A step as JAX users write it with optax (its cross-entropy with integer
    labels, a transformation's update, apply_updates), its state sharded like
    the parameters, four steps on 2 ranks against JAX: the cross-entropy's
    take of a batch-split column partitions, and its gradient's accumulating
    scatter is not fused into the broadcast reading it."""
    optax = pytest.importorskip("optax")
    tx = _optax_transform(name)
    rng = np.random.default_rng(0)
    params = {"w1": (0.1 * rng.standard_normal((10, 16))).astype(np.float32), "b1": np.zeros(16, np.float32),
              "w2": (0.1 * rng.standard_normal((16, 5))).astype(np.float32)}
    x = rng.standard_normal((8, 10)).astype(np.float32)
    y = rng.integers(0, 5, 8).astype(np.int32)

    def step(params, state, x, y):
        def loss_fn(p):
            logits = jnp.tanh(x @ p["w1"] + p["b1"]) @ p["w2"]
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, state = tx.update(grads, state, params)
        return optax.apply_updates(params, updates), state, loss

    state = tx.init(params)
    shard_like = lambda tree: jax.tree.map(lambda v: P("shard") if np.ndim(v) else P(), tree)  # noqa: E731
    result, want_params, want_state, losses = steps_on_two_ranks(
        step, (params, state, x, y), (shard_like(params), shard_like(state), P("shard"), P("shard")), 4, tmp_path)
    assert_close(np.ravel(result.losses), np.array(losses), rtol=1e-5, atol_scale=1e-5, what=f"{name} losses")
    for key in params:
        assert_close(result.trees["params"][key], np.asarray(want_params[key]), rtol=1e-4, atol_scale=1e-5,
                     what=f"{name} params.{key}")
    got_state = jax.tree.leaves(result.trees["state"])
    want_leaves = jax.tree.leaves(want_state)
    assert len(got_state) == len(want_leaves)
    for k, (got, want) in enumerate(zip(got_state, want_leaves)):
        assert jax.dtypes.issubdtype(got.dtype, jax.dtypes.prng_key) == jax.dtypes.issubdtype(
            want.dtype, jax.dtypes.prng_key), f"{name} state leaf {k}: {got.dtype} for {want.dtype}"
        assert_close(as_array(got), as_array(want), rtol=1e-4, atol_scale=1e-5, what=f"{name} state leaf {k}")


def _gaussian_step(params, state, x, m, r):
    """Linear algebra in a step: a learned covariance's Cholesky factor,
    triangular solves and its log-determinant (a Gaussian likelihood), and
    per-example solves and log-determinants of batch-split 3 x 3 matrices;
    the covariance's factor is sharded like any parameter."""
    def loss_fn(p):
        cov = p["w"] @ p["w"].T + 3.0 * jnp.eye(p["w"].shape[0])
        chol = jnp.linalg.cholesky(cov)
        z = jax.scipy.linalg.solve_triangular(chol, (x @ p["v"]).T, lower=True)
        nll = 0.5 * jnp.mean(z * z) + jnp.sum(jnp.log(jnp.diag(chol)))
        logdet = jnp.linalg.slogdet(m @ jnp.swapaxes(m, -1, -2) + jnp.eye(3))[1]
        solved = jnp.linalg.solve(m + 3.0 * jnp.eye(3), r[..., None])[..., 0]
        return nll + jnp.mean(logdet) + jnp.mean(solved ** 2)

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree.map(lambda p, d: p - 0.05 * d, params, g), {"count": state["count"] + 1}, loss


def test_linear_algebra_in_the_step(tmp_path):
    """cholesky, triangular_solve, lu and custom_linear_solve (unrolled) and
    their gradients on 2 ranks against JAX (LAPACK), three steps."""
    rng = np.random.default_rng(11)
    args = ({"w": rng.standard_normal((5, 5)).astype(np.float32), "v": rng.standard_normal((4, 5)).astype(np.float32)},
            {"count": np.float32(0)}, rng.standard_normal((12, 4)).astype(np.float32),
            rng.standard_normal((12, 3, 3)).astype(np.float32), rng.standard_normal((12, 3)).astype(np.float32))
    result, params, _, losses = steps_on_two_ranks(
        _gaussian_step, args, (P("shard"), {"count": P()}, P("shard"), P("shard"), P("shard")), 3, tmp_path)
    assert_close(np.ravel(result.losses), np.array(losses), rtol=1e-4, atol_scale=1e-5, what="losses")
    for name in ("w", "v"):
        assert_close(result.trees["params"][name], np.asarray(params[name]), rtol=1e-4, atol_scale=1e-5,
                     what=f"params.{name}")


def _hard_example_step(params, state, x, y):
    """Per-example losses clipped at their batch quantile plus the mean of
    the hardest three (top_k over the batch): order statistics of the whole
    batch, which fsdp-partition computes on the gathered losses."""
    def loss_fn(p):
        per_example = jnp.mean((jnp.tanh(x @ p["w1"]) @ p["w2"] - y) ** 2, axis=-1)
        cutoff = jax.lax.stop_gradient(jnp.quantile(per_example, 0.75))
        hardest, _ = jax.lax.top_k(per_example, 3)
        return jnp.mean(jnp.minimum(per_example, cutoff)) + 0.1 * jnp.mean(hardest)

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree.map(lambda p, d: p - 0.1 * d, params, g), {"count": state["count"] + 1}, loss


@pytest.mark.filterwarnings("ignore:fsdp-opt.*all-gathers the batch-split values")
@pytest.mark.parametrize("policy", ["none", "fsdp", "auto"])
def test_whole_batch_order_statistics_run(policy, tmp_path):
    """The quantile and top_k over the batch-split losses (and their
    gradients, scattered back to each rank's rows) on 2 ranks, the losses
    all-gathered, against JAX over four steps."""
    rng = np.random.default_rng(13)
    args = ({"w1": rng.standard_normal((6, 8)).astype(np.float32),
             "w2": rng.standard_normal((8, 3)).astype(np.float32)},
            {"count": np.float32(0)}, rng.standard_normal((12, 6)).astype(np.float32),
            rng.standard_normal((12, 3)).astype(np.float32))
    result, params, _, losses = steps_on_two_ranks(
        _hard_example_step, args, (P("shard"), {"count": P()}, P("shard"), P("shard")), 4, tmp_path,
        warns="all-gathers the batch-split values it reads", policy=policy)
    assert_close(np.ravel(result.losses), np.array(losses), rtol=1e-5, atol_scale=1e-6, what="losses")
    for name in ("w1", "w2"):
        assert_close(result.trees["params"][name], np.asarray(params[name]), rtol=1e-5, atol_scale=1e-5,
                     what=f"params.{name}")


def _contrastive_step(params, state, img, txt):
    """A CLIP-style contrastive loss: normalized embeddings of both batch-split
    inputs, logits = scale * img_emb @ txt_emb^T over the whole batch, and
    cross-entropies along both axes."""
    def loss_fn(p):
        zi = jnp.tanh(img @ p["wi"])
        zt = jnp.tanh(txt @ p["wt"])
        zi = zi / jnp.linalg.norm(zi, axis=-1, keepdims=True)
        zt = zt / jnp.linalg.norm(zt, axis=-1, keepdims=True)
        logits = jnp.exp(p["scale"]) * zi @ zt.T
        labels = jnp.arange(logits.shape[0])
        ce = jax.nn.log_softmax(logits, axis=-1)[labels, labels].mean()
        ce_t = jax.nn.log_softmax(logits, axis=0)[labels, labels].mean()
        return -0.5 * (ce + ce_t)

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree.map(lambda p, d: p - 0.1 * d, params, g), {"count": state["count"] + 1}, loss


@pytest.mark.filterwarnings("ignore:fsdp-opt.*all-gathers")
@pytest.mark.parametrize("policy", ["none", "fsdp"])
def test_contrastive_loss_runs(policy, tmp_path):
    """The logits of a contrastive loss pair every example with every other:
    each rank keeps its image rows and gathers the text embeddings (what
    CLIP does by hand), with a warning; 2 ranks against JAX, three steps."""
    rng = np.random.default_rng(17)
    args = ({"wi": (0.3 * rng.standard_normal((6, 5))).astype(np.float32),
             "wt": (0.3 * rng.standard_normal((7, 5))).astype(np.float32), "scale": np.float32(np.log(10.0))},
            {"count": np.float32(0)}, rng.standard_normal((8, 6)).astype(np.float32),
            rng.standard_normal((8, 7)).astype(np.float32))
    result, params, _, losses = steps_on_two_ranks(
        _contrastive_step, args, ({"wi": P("shard"), "wt": P("shard"), "scale": P()}, {"count": P()}, P("shard"),
                                  P("shard")), 3, tmp_path,
        warns=r"all-gathers operand #1 \(batch-split, but not along loop d0", policy=policy)
    assert_close(np.ravel(result.losses), np.array(losses), rtol=1e-5, atol_scale=1e-6, what="losses")
    for name in ("wi", "wt", "scale"):
        assert_close(result.trees["params"][name], np.asarray(params[name]), rtol=1e-5, atol_scale=1e-5,
                     what=f"params.{name}")


def _shampoo_step(params, state, x, y):
    """A Shampoo-style update: the gradient preconditioned by inverse fourth
    roots of its left and right statistics (accumulated in the state),
    computed by eigh each step, V diag(w^-1/4) V^T."""
    def inverse_root(m):
        w, v = jnp.linalg.eigh(m)
        return (v * jnp.maximum(w, 1e-6) ** -0.25) @ v.T

    loss, g = jax.value_and_grad(lambda w: jnp.mean((jnp.tanh(x @ w) - y) ** 2))(params["w"])
    left = state["left"] + g @ g.T
    right = state["right"] + g.T @ g
    update = inverse_root(left) @ g @ inverse_root(right)
    return {"w": params["w"] - 0.05 * update}, {"left": left, "right": right}, loss


def test_eigh_preconditioner_runs(tmp_path):
    """eigh (Jacobi, unrolled) inside an optimizer on 2 ranks: the sharded
    parameter's gradient all-reduced for its statistics, their inverse
    roots sign-free, against JAX (LAPACK) over three steps."""
    rng = np.random.default_rng(19)
    args = ({"w": (0.5 * rng.standard_normal((6, 4))).astype(np.float32)},
            {"left": np.eye(6, dtype=np.float32) * 0.1, "right": np.eye(4, dtype=np.float32) * 0.1},
            rng.standard_normal((8, 6)).astype(np.float32), rng.standard_normal((8, 4)).astype(np.float32))
    result, params, state, losses = steps_on_two_ranks(
        _shampoo_step, args, ({"w": P("shard")}, {"left": P(), "right": P()}, P("shard"), P("shard")), 3, tmp_path)
    assert_close(np.ravel(result.losses), np.array(losses), rtol=1e-4, atol_scale=1e-5, what="losses")
    assert_close(result.trees["params"]["w"], np.asarray(params["w"]), rtol=1e-4, atol_scale=1e-4, what="params.w")
    for name in ("left", "right"):
        assert_close(result.trees["state"][name], np.asarray(state[name]), rtol=1e-4, atol_scale=1e-5,
                     what=f"state.{name}")


def _mixup_step(params, state, x, y):
    """Mixup: each example mixed with the batch's mean by a Beta(0.4, 0.4)
    weight drawn per example (jax.random.beta: two
    gamma rejection samplers), the key carried in the state."""
    key, sub = jax.random.split(jax.random.wrap_key_data(state["key"]))
    lam = jax.random.beta(sub, 0.4, 0.4, (x.shape[0], 1))
    xm, ym = lam * x + (1 - lam) * jnp.mean(x, 0), lam * y + (1 - lam) * jnp.mean(y, 0)
    loss, g = jax.value_and_grad(lambda w: jnp.mean((jnp.tanh(xm @ w) - ym) ** 2))(params["w"])
    return {"w": params["w"] - 0.1 * g}, {"key": jax.random.key_data(key)}, loss


def _gamma_latent_step(params, state, x):
    """A reparameterized gamma latent (a VAE's or a Bayesian layer's): the
    loss differentiates through the draws in their shape parameters, which
    JAX computes by random_gamma_grad's series per element."""
    key, sub = jax.random.split(jax.random.wrap_key_data(state["key"]))

    def loss_fn(w):
        shape = jax.nn.softplus(x @ w) + 0.5
        z = jax.random.gamma(sub, shape)
        return jnp.mean((z - 1.0) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params["w"])
    return {"w": params["w"] - 0.05 * g}, {"key": jax.random.key_data(key)}, loss


@pytest.mark.parametrize("which", ["mixup", "gamma_latent"])
def test_rejection_sampled_draws_run(which, tmp_path):
    """Draws by rejection (scf.while per element) in a step on 2 ranks,
    the batch split: JAX's samples, so JAX's losses and parameters."""
    rng = np.random.default_rng(23)
    x = rng.standard_normal((8, 10)).astype(np.float32)
    key = {"key": np.asarray(jax.random.key_data(jax.random.key(7)))}
    if which == "mixup":
        step, batch = _mixup_step, (x, rng.standard_normal((8, 6)).astype(np.float32))
    else:
        step, batch = _gamma_latent_step, (x,)
    args = ({"w": (0.3 * rng.standard_normal((10, 6))).astype(np.float32)}, key, *batch)
    result, params, state, losses = steps_on_two_ranks(
        step, args, ({"w": P("shard")}, P(), *[P("shard")] * len(batch)), 3, tmp_path)
    assert_close(np.ravel(result.losses), np.array(losses), rtol=1e-5, atol_scale=1e-6, what="losses")
    assert_close(result.trees["params"]["w"], np.asarray(params["w"]), rtol=1e-5, atol_scale=1e-5, what="params.w")
    np.testing.assert_array_equal(result.trees["state"]["key"], np.asarray(state["key"]))


def _scheduled_step(params, state, x, y):
    """A learning rate from a loop whose trip count is the step counter (a
    decay applied once per step so far: fori_loop with a traced bound),
    normalized by the gradient's norm found by Newton's iteration to a
    tolerance (capped, as such loops should be)."""
    loss, g = jax.value_and_grad(lambda w: jnp.mean((jnp.tanh(x @ w) - y) ** 2))(params["w"])
    decayed = lax.fori_loop(0, state["step"], lambda i, lr: lr * 0.9, jnp.float32(0.5))
    square = jnp.sum(g * g)

    def newton(c):
        root, _, i = c
        return 0.5 * (root + square / root), root, i + 1
    norm, _, _ = lax.while_loop(lambda c: (jnp.abs(c[0] - c[1]) > 1e-6 * c[0]) & (c[2] < 60), newton,
                                (square + 1.0, jnp.float32(0.0), 0))
    return {"w": params["w"] - decayed / (1.0 + norm) * g}, {"step": state["step"] + 1}, loss


def test_loops_with_run_time_trip_counts_run(tmp_path):
    """While loops over a step's scalars (one op running the whole loop)
    on 2 ranks, the batch split: the same schedule and step sizes as JAX."""
    rng = np.random.default_rng(29)
    args = ({"w": (0.3 * rng.standard_normal((10, 6))).astype(np.float32)}, {"step": np.int32(0)},
            rng.standard_normal((8, 10)).astype(np.float32), rng.standard_normal((8, 6)).astype(np.float32))
    result, params, state, losses = steps_on_two_ranks(
        _scheduled_step, args, ({"w": P("shard")}, P(), P("shard"), P("shard")), 3, tmp_path)
    assert_close(np.ravel(result.losses), np.array(losses), rtol=1e-5, atol_scale=1e-6, what="losses")
    assert_close(result.trees["params"]["w"], np.asarray(params["w"]), rtol=1e-4, atol_scale=1e-5, what="params.w")
    assert int(result.trees["state"]["step"]) == int(state["step"]) == 3
