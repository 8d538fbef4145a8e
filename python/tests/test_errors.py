"""Inputs outside fsdpc's contract fail with the documented messages."""

import inspect
import re

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax import lax

import fsdpc
from fsdpc import P

MESH = fsdpc.Mesh(("shard",))
W = np.ones((8, 4), np.float32)
X = np.ones((6, 8), np.float32)


def sgd_step(params, x):
    loss, g = jax.value_and_grad(lambda p: jnp.sum(jnp.tanh(x @ p["w"])))(params)
    return {"w": params["w"] - 0.1 * g["w"]}, loss


def _line_of(fn, text: str) -> int:
    lines, start = inspect.getsourcelines(fn)
    return start + next(i for i, line in enumerate(lines) if text in line)


def with_while(x):
    # Loops over a few elements run as one op (test_iterative.py); over arrays they are refused.
    return lax.while_loop(lambda y: y[0] < 10, lambda y: y * 2, jnp.tile(x, 20))  # marker: while


def with_dynamic_fori(x):
    return lax.fori_loop(0, x.shape[0] * x[0].astype(int), lambda i, y: y * 2, jnp.tile(x, 20))  # marker: fori


def with_compared_keys(x, key):
    keys = jax.random.split(jax.random.wrap_key_data(key), 4)
    return x * (keys == keys[::-1])  # marker: key compare


def with_hessenberg(x):
    return lax.linalg.hessenberg(x.reshape(2, 2))[0].ravel()  # marker: hessenberg


@pytest.mark.parametrize("fn, prim", [(with_while, "while"), (with_dynamic_fori, "while"),
                                      (with_hessenberg, "hessenberg")])
def test_unsupported_primitive_names_primitive_and_line(fn, prim):
    with pytest.raises(fsdpc.UnsupportedError) as err:
        fsdpc.lower(fn, np.ones(4, np.float32), mesh=MESH)
    msg = str(err.value)
    assert f"primitive '{prim}" in msg
    assert f"test_errors.py:{_line_of(fn, '# marker')}" in msg


def test_loops_with_a_run_time_trip_count_get_a_hint():
    with pytest.raises(fsdpc.UnsupportedError, match="use lax.scan or fori_loop with Python int bounds"):
        fsdpc.lower(with_dynamic_fori, np.ones(4, np.float32), mesh=MESH)


def test_unsupported_complex_operations_name_the_line():
    def spectrum(x):
        return jnp.abs(jnp.arctan(jnp.fft.fft(x)))  # marker: complex

    with pytest.raises(fsdpc.UnsupportedError, match="primitive 'atan' on complex numbers at .* is not supported") \
            as err:
        fsdpc.lower(spectrum, np.ones(4, np.float32), mesh=MESH)
    assert f"test_errors.py:{_line_of(spectrum, '# marker')}" in str(err.value)


def test_a_long_sort_warns_with_its_line():
    def top_tokens(logits):
        return jax.lax.top_k(logits, 5)[1]  # marker: top_k

    with pytest.warns(fsdpc.FsdpcWarning, match=r"top_k at .*test_errors.py:\d+ along an axis of 5000 elements"):
        fsdpc.lower(top_tokens, np.ones((2, 5000), np.float32), mesh=MESH)


def test_unsupported_primitive_in_an_update_function_names_it_and_the_line():
    """An update function is a scalar program: a primitive it cannot hold
    is reported at the user's line, naming where it was."""
    def apply_running_lse(x):
        return x.at[jnp.array([1, 3])].apply(lambda v: lax.cumlogsumexp(jnp.stack([v, 1.0]))[1])  # marker: apply

    with pytest.raises(fsdpc.UnsupportedError,
                       match="primitive 'cumlogsumexp' in the scatter's update function") as err:
        fsdpc.lower(apply_running_lse, np.ones(6, np.float32), mesh=MESH)
    assert f"test_errors.py:{_line_of(apply_running_lse, '# marker')}" in str(err.value)


def test_poisson_draws_of_arrays_get_the_loop_hint():
    """Poisson draws loop over whole arrays (unlike gamma draws, whose loops
    run per element): past a few elements the error says what works
    instead."""
    key = np.asarray(jax.random.key_data(jax.random.key(0)))
    with pytest.raises(fsdpc.UnsupportedError, match="primitive 'while'.*80 elements.*lax.map a function of "
                                                      "scalars"):
        fsdpc.lower(lambda x, k: x * jax.random.poisson(jax.random.wrap_key_data(k), 3.0, x.shape),
                    np.ones(80, np.float32), key, mesh=MESH)


def test_one_hot_scatter_mode_is_refused():
    with pytest.raises(fsdpc.UnsupportedError, match="scatter in mode ONE_HOT") as err:
        fsdpc.lower(lambda x: x.at[1].set(2.0, mode="one_hot"), np.ones(3, np.float32), mesh=MESH)  # marker
    assert "test_errors.py:" in str(err.value)


def test_solves_with_mismatched_batches_are_refused():
    """JAX traces a triangular solve whose matrix and right-hand sides have
    different batch shapes (XLA fails only when it lowers it)."""
    with pytest.raises(fsdpc.UnsupportedError, match=r"batch shape \(1,\) with right-hand sides of batch shape "
                                                     r"\(2,\)"):
        fsdpc.lower(lambda a, b: lax.linalg.triangular_solve(a, b, left_side=True, lower=True),
                    np.ones((1, 3, 3), np.float32), np.ones((2, 3, 4), np.float32), mesh=MESH)


def test_keys_compared_name_the_line():
    key = np.asarray(jax.random.key_data(jax.random.key(0)))
    with pytest.raises(fsdpc.UnsupportedError, match="'eq' on PRNG keys .* apply it to the keys' data") as err:
        fsdpc.lower(with_compared_keys, np.ones(4, np.float32), key, mesh=MESH)
    assert f"test_errors.py:{_line_of(with_compared_keys, '# marker')}" in str(err.value)


@pytest.mark.parametrize("specs, message", [
    ((P("model"), P("shard")), r"params\.w: mesh axis 'model' in .* is not on the mesh \['replica', 'shard'\]"),
    ((P("shard", "shard"), P("shard")), r"params\.w: mesh axis 'shard' is used twice"),
    ((P("shard", None, None), P("shard")), r"params\.w: PartitionSpec .* has 3 entries but the tensor has rank 2"),
    ((P(), P("shard", "replica")), r"x: split along dimensions \[0, 1\]"),
    (({"w": P(), "b": P()}, P()), r"in_shardings does not match the structure of the arguments: "
                                  r"at params: the shardings have keys \['b', 'w'\], the argument has "
                                  r"\['w'\]"),
    ((P(),), r"the shardings have 1 entries, the step has 2 arguments"),
    (([P()], P()), r"at params: the shardings are a list, the argument a dict"),
])
def test_bad_partition_specs(specs, message):
    mesh = fsdpc.Mesh(("replica", "shard"))
    with pytest.raises(fsdpc.ShardingError, match=message):
        fsdpc.lower(sgd_step, {"w": W}, X, mesh=mesh, in_shardings=specs)


def test_nested_shardings_mismatch_names_the_path():
    params = {"w": W, "layers": [{"a": X}, {"a": X}]}
    specs = ({"w": P(), "layers": [{"a": P()}, {"c": P()}]}, P())
    with pytest.raises(fsdpc.ShardingError, match=r"at params\.layers\.1: the shardings have keys "
                                                  r"\['c'\], the argument has \['a'\]"):
        fsdpc.lower(lambda params, x: (params, jnp.sum(x)), params, X, mesh=MESH,
                    in_shardings=specs)


def test_batch_may_be_split_on_another_dim():
    def step(params, xt):  # batch along dim 1
        return sgd_step(params, xt.T)

    low = fsdpc.lower(step, {"w": W}, X.T.copy(), mesh=MESH, in_shardings=(P("shard"), P(None, "shard")))
    assert low.args[1].sharding == ((), ("shard",))


def test_out_sharding_must_match_updated_argument():
    with pytest.raises(fsdpc.ShardingError, match=r"out\.0\.w: updates params\.w but is sharded differently"):
        fsdpc.lower(sgd_step, {"w": W}, X, mesh=MESH, in_shardings=(P("shard"), P()),
                    out_shardings=(P(), P()))


@pytest.mark.parametrize("updates, message", [
    ({"out.7": "params.w"}, r"no output at path 'out\.7'"),
    ({"out.0.w": "params.v"}, r"no argument at path 'params\.v'"),
    ({"out.1": "params.w"}, r"out\.1 is tensor<f32> but params\.w is tensor<8x4xf32>"),
])
def test_bad_explicit_updates(updates, message):
    with pytest.raises(fsdpc.ShardingError, match=message):
        fsdpc.lower(sgd_step, {"w": W}, X, mesh=MESH, updates=updates)


def test_bad_mesh():
    with pytest.raises(fsdpc.ShardingError, match="unique"):
        fsdpc.Mesh(("a", "a"))
    with pytest.raises(fsdpc.ShardingError, match="invalid size"):
        fsdpc.Mesh({"a": 0})


@pytest.mark.parametrize("unit_of, message", [
    (lambda path: 42, r"params\.w: unit_of gave the unit 42; a unit name is a non-empty string"),
    ({"params.w": ""}, r"params\.w: unit_of gave the unit ''"),
    ({"x": ("a",)}, r"x: unit_of gave the unit \('a',\)"),
    ("blocks", r"unit_of must be a callable path -> unit name or a dict"),
])
def test_bad_unit_names(unit_of, message):
    with pytest.raises(fsdpc.ShardingError, match=message):
        fsdpc.lower(sgd_step, {"w": W}, X, mesh=MESH, unit_of=unit_of)


def test_unit_names_are_escaped():
    low = fsdpc.lower(sgd_step, {"w": W}, X, mesh=MESH,
                      unit_of={"params.w": 'a "b"\\\n', "x": None})
    assert r'fsdp.unit = "a \"b\"\\\0A"' in low.text
    assert low.args[1].unit is None


@pytest.mark.parametrize("axes, message", [
    (("shard", 'x"y'), r"mesh: axis name 'x\"y' is not an identifier"),
    (("a\\b",), r"mesh: axis name 'a\\\\b' is not an identifier"),
    ({"": 2}, r"mesh: axis name '' is not an identifier"),
    (("sh\nard",), r"mesh: axis name 'sh\\nard' is not an identifier"),
    ((0, 1), r"mesh: axis name 0 is not an identifier"),
    (("shard", "shard"), r"mesh axis names must be unique"),
    ({"shard": True}, r"mesh axis 'shard' has invalid size True"),
])
def test_bad_mesh_axis_names(axes, message):
    with pytest.raises(fsdpc.ShardingError, match=message):
        fsdpc.lower(sgd_step, {"w": W}, X, mesh=axes)


@pytest.mark.parametrize("name", ["", "1step", "train step", 'a"b', "a{b}", "é", None, 3])
def test_bad_function_names(name):
    with pytest.raises(fsdpc.FsdpcError, match=r"name must be an MLIR symbol name"):
        fsdpc.lower(sgd_step, {"w": W}, X, mesh=MESH, name=name)


def test_good_function_names():
    for name in ("_step", "step.v2", "s$1"):
        assert f"func.func @{name}(" in fsdpc.lower(sgd_step, {"w": W}, X, mesh=MESH, name=name).text


def test_bad_initializers_name_the_path():
    import jax.numpy as jnp

    def step(params, batch):
        return {"w": params["w"] - batch}, jnp.sum(batch)

    args = ({"w": jnp.zeros((4, 2))}, jnp.zeros((4, 2)))
    for bad in ("gaussian", ("normal", -1.0), ("normal", float("nan")), 3):
        with pytest.raises(fsdpc.ShardingError, match=r"params\.w"):
            fsdpc.lower(step, *args, mesh=fsdpc.Mesh(("shard",)), in_shardings=(P("shard"), P("shard")),
                        init={"params.w": bad})
    with pytest.raises(fsdpc.ShardingError, match="init must be"):
        fsdpc.lower(step, *args, mesh=fsdpc.Mesh(("shard",)), in_shardings=(P("shard"), P("shard")),
                    init=42)


def test_scanning_a_batch_split_along_the_scanned_dimension_names_the_path():
    def step(params, batch):
        def accumulate(total, micro):
            return total + jnp.sum(micro @ params["w"]), None  # noqa: B023
        total, _ = lax.scan(accumulate, jnp.float32(0), batch)  # marker: scan
        return {"w": params["w"] * 0.5}, total

    with pytest.raises(fsdpc.ShardingError) as err:
        fsdpc.lower(step, {"w": np.ones((8, 4), np.float32)}, np.ones((4, 6, 8), np.float32),
                    mesh=MESH, in_shardings=(P("shard"), P("shard")))
    msg = str(err.value)
    assert msg.startswith("batch: split along dimension 0, which lax.scan at ")
    assert f"test_errors.py:{_line_of(step, '# marker')}" in msg and "P(None, axis)" in msg


@pytest.mark.usefixtures("needs_fsdp_opt")
def test_a_budget_no_schedule_fits_is_reported_at_the_steps_definition():
    """An error about the whole step points at the user's ``def`` (the
    function's location), through jax.jit, not at a line of fsdp-opt's
    input; it says what the most memory-frugal schedule needs, in a unit
    that reads."""
    lowered = fsdpc.lower(jax.jit(sgd_step), {"w": W}, X, mesh=MESH,
                          in_shardings=(P("shard"), P("shard")))
    with pytest.raises(fsdpc.ToolError) as caught:
        fsdpc.compile(lowered, world_size=2, policy="none", memory_budget=100, device="cpu")
    line = inspect.getsourcelines(sgd_step)[1]
    assert re.match(rf"\S*test_errors\.py:{line}:1: error: 'func\.func' op policy 'none' "
                    "needs an arena", caught.value.diagnostics[0]), caught.value.stderr
    assert "<stdin>" not in caught.value.stderr
    assert "the most memory-frugal one needs" in caught.value.stderr
    assert "def sgd_step(params, x):" in caught.value.stderr
