"""lower()'s options and defaults, the CLI and the tool wrapper."""

import collections
import inspect
import re
import subprocess
import sys

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.sharding import AbstractMesh

import fsdpc
from fsdpc import P, tools
from fsdpc.cli import main as cli_main

from .conftest import REPO

MESH = fsdpc.Mesh(("shard",))


def block_params(n_blocks, d=8, dtype=np.float32):
    return {"embed": np.ones((10, d), dtype),
            "blocks": [{"w": np.ones((d, d), dtype), "b": np.zeros((d,), dtype)} for _ in range(n_blocks)]}


def loss(params, x):
    h = params["embed"][x]
    for blk in params["blocks"]:
        h = jnp.tanh(h @ blk["w"] + blk["b"])
    return jnp.mean(h)


def momentum_step(params, velocity, x):
    value, grads = jax.value_and_grad(loss)(params, x)
    velocity = jax.tree.map(lambda v, g: 0.9 * v + g, velocity, grads)
    return jax.tree.map(lambda p, v: p - 0.1 * v, params, velocity), velocity, value


def lowered(**options):
    params = block_params(2)
    velocity = jax.tree.map(np.zeros_like, params)
    options.setdefault("in_shardings", (P("shard"), P("shard"), P("shard")))
    return fsdpc.lower(momentum_step, params, velocity, np.zeros((6,), np.int32), mesh=MESH, **options)


def arg(low, path):
    return next(a for a in low.args if a.leaf.path == path)


def test_default_units_follow_block_lists():
    low = lowered()
    assert arg(low, "params.blocks.1.w").unit == "blocks.1"
    assert arg(low, "velocity.blocks.1.w").unit == "blocks.1"
    assert arg(low, "params.embed").unit is None
    assert arg(low, "x").unit is None  # not state: never gets a default unit
    assert 'fsdp.unit = "blocks.0"' in low.text


def test_unit_of_callable_and_dict():
    low = lowered(unit_of=lambda path: "all" if ".blocks." in path else None)
    assert arg(low, "params.blocks.0.b").unit == "all" and arg(low, "params.embed").unit is None
    low = lowered(unit_of={"params.embed": "emb"})
    assert arg(low, "params.embed").unit == "emb" and arg(low, "params.blocks.0.w").unit is None


def test_updates_inferred_by_path_shape_and_position():
    low = lowered()
    assert low.updates == {
        **{f"out.0.{p}": f"params.{p}" for p in ["blocks.0.b", "blocks.0.w", "blocks.1.b", "blocks.1.w", "embed"]},
        **{f"out.1.{p}": f"velocity.{p}" for p in ["blocks.0.b", "blocks.0.w", "blocks.1.b", "blocks.1.w", "embed"]},
    }
    k = low.arg_paths.index("velocity.embed")
    assert f"fsdp.updates = {k} : i64" in low.text


def test_bare_array_state_is_inferred_but_not_scalars():
    """step(w, s, x) -> (w', s', loss): the bare array w is updated by out.0
    (same position, shape and dtype), so it is state and may be split along
    dimension 1; the scalar s is not inferred (a loss would match it too)."""
    def step(w, s, x):
        loss, g = jax.value_and_grad(lambda w: jnp.sum(jnp.tanh(x @ w)) * s)(w)
        return w - 0.1 * g, s + 1, loss

    low = fsdpc.lower(step, np.ones((8, 4), np.float32), np.float32(1), np.ones((6, 8), np.float32),
                      mesh=fsdpc.Mesh(("shard",)), in_shardings=(P(None, "shard"), P(), P("shard")))
    assert low.updates == {"out.0": "w"}


def test_updates_override():
    low = lowered(updates={"out.0.embed": "params.embed"})
    assert low.updates == {"out.0.embed": "params.embed"}
    assert arg(low, "params.blocks.0.w").unit is None  # no longer state
    assert lowered(updates={}).updates == {}


def test_result_shardings_default_to_updated_argument():
    low = lowered()
    assert low.results[0].sharding == (("shard",),)  # out.0.blocks.0.b
    assert low.results[-1].sharding == ()  # loss: replicated


def test_named_tuple_results_are_named_by_field():
    """A NamedTuple result (jnp.linalg.slogdet's, a user's metrics) is a
    sequence whose keys are its field names."""
    Metrics = collections.namedtuple("Metrics", "loss extra")
    x = np.ones((4, 3), np.float32)
    assert fsdpc.lower(lambda x: Metrics(x.sum(), {"m": x}), x, mesh=MESH).out_paths == ["out.loss", "out.extra.m"]
    assert fsdpc.lower(lambda x: (x.sum(), Metrics(x, x)), x, mesh=MESH).out_paths == \
        ["out.0", "out.1.loss", "out.1.extra"]


def test_abstract_mesh_and_sizes():
    low = fsdpc.lower(lambda x: x * 2, np.ones((4, 2), np.float32),
                      mesh=AbstractMesh((2, 4), ("replica", "shard")), in_shardings=P("shard"))
    assert 'fsdp.mesh @mesh = <["replica"=2, "shard"=4]>' in low.text


def test_shape_dtype_structs_allocate_nothing():
    """A Llama-2-70B-sized layer (hidden 8192, MLP 28672, vocab 32000) in bf16."""
    bf16 = jnp.bfloat16
    params = {"embed": jax.ShapeDtypeStruct((32000, 8192), bf16),
              "blocks": [{"w1": jax.ShapeDtypeStruct((8192, 28672), bf16),
                          "w2": jax.ShapeDtypeStruct((28672, 8192), bf16)}]}

    def step(params, tokens):
        def f(p):
            h = p["embed"][tokens]
            for blk in p["blocks"]:
                h = h + jax.nn.silu(h @ blk["w1"]) @ blk["w2"]
            return jnp.mean(h.astype(jnp.float32) ** 2)
        value, grads = jax.value_and_grad(f)(params)
        return jax.tree.map(lambda p, g: p - 1e-4 * g, params, grads), value

    low = fsdpc.lower(step, params, jax.ShapeDtypeStruct((4, 4096), jnp.int32), mesh=MESH,
                      in_shardings=(P("shard"), P("shard")))
    assert "%arg0: tensor<8192x28672xbf16>" in low.text
    assert low.updates["out.0.blocks.0.w2"] == "params.blocks.0.w2"


def test_locations_and_plain_text():
    def step(x):
        return jnp.exp(x)  # this line

    low = fsdpc.lower(step, np.ones(3, np.float32), mesh=MESH)
    line = inspect.getsourcelines(step)[1] + 1
    assert re.search(rf'loc\("exp"\("[^"]*tests/test_api\.py":{line}:\d+\)\)', low.text)
    assert 'loc("x")' in low.text  # argument named by its path
    plain = low.text_without_sharding()
    assert "fsdp" not in plain and "loc(" in plain
    assert "loc(" not in fsdpc.lower(step, np.ones(3, np.float32), mesh=MESH, debug_info=False).text


def test_cli_lower_and_compile(capsys, tmp_path):
    out = tmp_path / "mlp.mlir"
    assert cli_main(["lower", str(REPO / "examples" / "mlp.py"), "--no-locations", "-o", str(out)]) == 0
    text = out.read_text()
    assert text.startswith("module {") and "loc(" not in text
    assert cli_main(["compile", str(REPO / "examples" / "mlp.py")]) == 1
    assert "has axes without a size (replica, shard): give --mesh replica=N,shard=N" in \
        capsys.readouterr().err


def test_cli_module_entry_point():
    proc = subprocess.run([sys.executable, "-m", "fsdpc", "lower", "--no-sharding", str(REPO / "examples" / "mlp.py")],
                          capture_output=True, text=True, check=True)
    assert "func.func @train_step" in proc.stdout and "fsdp." not in proc.stdout


def test_tool_errors_carry_diagnostics():
    with pytest.raises(fsdpc.ToolError) as err:
        tools.run(tools.llvm_tool("mlir-opt"), [], stdin="func.func @f( {")
    assert err.value.tool == "mlir-opt" and "error" in err.value.stderr


def test_fsdp_opt_verifies_example_ir():
    try:
        fsdp_opt = tools.fsdp_opt()
    except fsdpc.FsdpcError:
        pytest.skip("fsdp-opt is not built")
    for name in ["mlp", "gpt"]:
        tools.run(fsdp_opt, [str(REPO / "examples" / "ir" / f"{name}.mlir")])
