"""fsdpc.compile and ``python -m fsdpc compile``: partitioning through fsdp-opt,
its diagnostics as exceptions, and option validation."""

import json
import runpy
import tempfile
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax import lax

import fsdpc
from fsdpc import tools
from fsdpc.cli import main
from fsdpc.compiler import partition_options

from .conftest import REPO
from .steps import cuda_ptx


@pytest.fixture
def gpt(example, needs_fsdp_opt):
    step, args, options = example("gpt")["fsdpc_program"]()
    return fsdpc.lower(step, *args, **options)


def test_compile_partitions_for_each_world_size(gpt):
    for n in (1, 2, 3, 4, 6):
        compiled = fsdpc.compile(gpt, world_size=n, schedule=False)
        assert f'fsdp.mesh @mesh = <["shard"={n}]>' in compiled.text
        # One gradient reduce-scatter per parameter, one all-reduce (the loss).
        assert compiled.text.count("fsdp.reduce_scatter") == 24
        assert compiled.text.count("fsdp.all_reduce") == 1
        assert compiled.report is None and compiled.trace_path is None


def test_compile_schedules(gpt, tmp_path):
    compiled = fsdpc.compile(gpt, world_size=2, policy="fsdp", memory_budget="1GiB",
                             trace=str(tmp_path / "t.json"))
    report = compiled.report
    assert report["policy"] == "fsdp" and report["memory_budget_bytes"] == 1 << 30
    assert report["lower_bound_s"] <= report["step_time_s"]
    assert 0 < report["peak_bytes"] <= 1 << 30
    # No synchronous collective is left: every one is a start/wait pair.
    assert "fsdp.all_gather %" not in compiled.text
    assert '"traceEvents"' in (tmp_path / "t.json").read_text()
    assert compiled.trace_path == str(tmp_path / "t.json")


def test_compile_leaves_only_what_was_asked_for(gpt, tmp_path, monkeypatch):
    # The report and the scheduled program are scratch; a temporary trace or
    # executable outlives the call; a failed compile leaves nothing.
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    compiled = fsdpc.compile(gpt, world_size=2)
    assert list(tmp_path.iterdir()) == []
    assert "report=" not in compiled.options  # names no removed file
    compiled = fsdpc.compile(gpt, world_size=2, trace=True, executable=True)
    assert sorted(tmp_path.iterdir()) == sorted(
        [Path(compiled.trace_path), Path(compiled.executable)])
    assert '"traceEvents"' in Path(compiled.trace_path).read_text()
    assert Path(compiled.executable).stat().st_size > 0
    for path in tmp_path.iterdir():
        path.unlink()
    with pytest.raises(fsdpc.ToolError):
        fsdpc.compile(gpt, world_size=5, trace=True, executable=True)
    assert list(tmp_path.iterdir()) == []


def test_tool_diagnostic_surfaces_as_exception(gpt):
    with pytest.raises(fsdpc.ToolError) as info:
        fsdpc.compile(gpt, world_size=5)
    assert "has 12 rows, which do not divide by the 5 ranks" in info.value.stderr
    assert info.value.tool == "fsdp-opt"


def test_option_strings():
    assert partition_options(world_size=4) == "world-size=4"
    assert (partition_options(mesh={"replica": 2, "shard": 4}, param_dtype="bf16", reduce_dtype="f32")
            == "mesh=replica=2,shard=4 param-dtype=bf16 reduce-dtype=f32")


@pytest.mark.parametrize("kwargs, message", [
    ({}, "give exactly one of world_size"),
    ({"world_size": 2, "mesh": {"shard": 2}}, "give exactly one of world_size"),
    ({"world_size": 0}, "world_size must be a positive integer, not 0"),
    ({"mesh": {"shard": "2"}}, "mesh axis 'shard' needs a positive integer size, not '2'"),
    ({"world_size": 2, "param_dtype": "fp8"}, "param_dtype must be one of bf16, f16, f32, not 'fp8'"),
])
def test_bad_options(kwargs, message):
    with pytest.raises(fsdpc.FsdpcError, match=message):
        partition_options(**kwargs)


def test_bad_schedule_options(gpt):
    with pytest.raises(fsdpc.FsdpcError, match="policy must be one of none, fsdp, fsdp-no-reshard, zero3, auto, not 'fast'"):
        fsdpc.compile(gpt, world_size=2, policy="fast")
    with pytest.raises(fsdpc.FsdpcError, match="memory_budget must be positive, not 0"):
        fsdpc.compile(gpt, world_size=2, memory_budget=0)
    with pytest.raises(fsdpc.ToolError,
                       match="below the peak of the most memory-frugal schedule|above the memory budget") as info:
        fsdpc.compile(gpt, world_size=2, memory_budget="1KiB")
    # The diagnostic without the function fsdp-opt dumps after it.
    assert len(info.value.diagnostics) == 1 and len(str(info.value).splitlines()) < 10


def test_cli_compile(gpt, capsys):
    assert main(["compile", str(REPO / "examples" / "mlp.py"), "--mesh", "replica=2,shard=2"]) == 0
    captured = capsys.readouterr()
    assert 'fsdp.mesh @mesh = <["replica"=2, "shard"=2]>' in captured.out
    assert "fsdpc: auto: step" in captured.err
    assert main(["compile", str(REPO / "examples" / "gpt.py"), "--world-size", "5"]) == 1
    assert "do not divide by the 5 ranks" in capsys.readouterr().err


_PROBE_AFTER_UPDATE = """
import jax, jax.numpy as jnp, numpy as np
from fsdpc import Mesh, P


def step(params, batch):
    def loss_fn(p):
        return jnp.mean((jnp.tanh(batch["x"] @ p["w1"]) @ p["w2"] - batch["y"]) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    new = jax.tree.map(lambda p, g: p - 0.1 * g, params, grads)
    probe = jnp.mean((2.0 * batch["x"]) @ params["w1"])   # the old w1, after its update
    return new, loss, probe


def fsdpc_program():
    rng = np.random.default_rng(1)
    params = {"w1": rng.standard_normal((8, 16)).astype(np.float32),
              "w2": rng.standard_normal((16, 6)).astype(np.float32)}
    batch = {"x": rng.standard_normal((4, 8)).astype(np.float32),
             "y": rng.standard_normal((4, 6)).astype(np.float32)}
    return step, (params, batch), dict(mesh=Mesh(("shard",)), in_shardings=(P("shard"), P("shard")))
"""


def test_every_state_update_of_the_example_gpt_is_written_in_place(gpt):
    """AdamW's parameters, moments and step count: the count's update,
    computed from the old count alone and only returned, runs after the
    bias corrections that recompute count + 1 from the old count
    (fsdp-form-kernels), so it too is written over its argument."""
    updates = fsdpc.compile(gpt, world_size=2).report["state_updates"]
    assert updates == {"in_place": len(gpt.updates), "copied": []}


def test_report_says_which_state_updates_are_copied(tmp_path, capsys):
    """A step that reads w1 again after computing its update (a probe through
    the old weights): w1's update is copied into place after the step, and
    the report and the CLI say why."""
    script = tmp_path / "probe.py"
    script.write_text(_PROBE_AFTER_UPDATE)
    step, args, options = runpy.run_path(str(script))["fsdpc_program"]()
    updates = fsdpc.compile(fsdpc.lower(step, *args, **options), world_size=2).report["state_updates"]
    assert updates["in_place"] == 1
    [copied] = updates["copied"]
    assert (copied["argument"], copied["bytes"]) == ("params.w1", 4 * 8 * 16 // 2)
    assert copied["reason"].startswith("the argument is read after its update is computed, by ")
    assert main(["compile", str(script), "--world-size", "2"]) == 0
    assert ("fsdpc: 1 state update(s) copied into place after each step (256 bytes), the largest "
            "params.w1: the argument is read after its update") in capsys.readouterr().err


def test_compile_for_cuda(gpt, tmp_path):
    """target="cuda" puts one PTX image for sm_90 in the executable; the same
    program's JSON dump shows the header fields and each kernel's mapping."""
    try:
        translate = tools.fsdp_tool("fsdp-translate")
    except fsdpc.FsdpcError:
        pytest.skip("fsdp-translate is not built")
    compiled = fsdpc.compile(gpt, world_size=2, target="cuda",
                             executable=tmp_path / "step.fsdpx")
    data = (tmp_path / "step.fsdpx").read_bytes()
    assert data[4:8] == b"FSDX"
    assert b".target sm_90" in data and b".visible .entry fsdpc_kernel0_generic(" in data
    dump = json.loads(tools.run(translate, ["--target=cuda", "--dump=json"], stdin=compiled.text))
    assert dump["library_format"] == "ptx" and dump["target_gpu"] == "sm_90"
    assert dump["target_cpu"] == ""
    mappings = {kernel["gpu_mapping"] for kernel in dump["gpu_kernels"]}
    assert mappings == {"thread_per_index", "block_per_index"}
    for kernel in dump["gpu_kernels"]:
        assert kernel["block_size"] % 32 == 0 and 32 <= kernel["block_size"] <= 1024
    assert [k["symbol"] for k in dump["gpu_kernels"]] == dump["kernels"]


@pytest.mark.parametrize("option, choices", [
    # The softmax's and layer norm's divisions are div.full.f32 (XLA:GPU's
    # and Triton's) unless gpu_division="ieee" asks for correctly rounded ones.
    ("gpu_division", {"full": ("div.full.f32", "div.rn.f32"),
                      "ieee": ("div.rn.f32", "div.full.f32")}),
    # The softmax's exps are libdevice's __nv_expf (an argument reduction
    # that starts with this fma) unless gpu_exp="fast" asks for Triton's
    # ex2.approx.f32 of x * log2(e). (libdevice's tanhf, which GELU calls,
    # keeps its own ex2.approx.ftz.f32.)
    ("gpu_exp", {"accurate": ("0f3BBB989D, 0f3F000000;", "0f3FB8AA3B;\n\tex2.approx.f32"),
                 "fast": ("0f3FB8AA3B;\n\tex2.approx.f32", "0f3BBB989D, 0f3F000000;")}),
])
def test_compile_for_cuda_math_choices(gpt, tmp_path, option, choices):
    """Each choice of a target='cuda' math option puts its instructions in
    the executable's PTX and not the other choice's."""
    try:
        translate = tools.fsdp_tool("fsdp-translate")
    except fsdpc.FsdpcError:
        pytest.skip("fsdp-translate is not built")
    flag = "--" + option.replace("_", "-")
    for choice, (present, absent) in choices.items():
        path = tmp_path / f"{choice}.fsdpx"
        compiled = fsdpc.compile(gpt, world_size=2, target="cuda", executable=path,
                                 **{option: choice})
        ptx = tools.run(translate, ["--target=cuda", "--dump=ptx", f"{flag}={choice}"],
                        stdin=compiled.text)
        assert ptx.encode() in path.read_bytes()
        assert present in ptx and absent not in ptx, (choice, present, absent)


def _cuda_ptx(step, args, in_shardings, tmp_path) -> str:
    """``step`` (returning ``{"y": ...}``, split along the batch) compiled
    for 2 ranks with target="cuda": its PTX (tests/steps.py, cuda_ptx)."""
    lowered = fsdpc.lower(step, *args, mesh=fsdpc.Mesh(("shard",)), in_shardings=in_shardings,
                          out_shardings={"y": fsdpc.P("shard")})
    return cuda_ptx(lowered, tmp_path)


def _draws_sorts_and_bit_counts(x, key):
    noise = jax.random.normal(jax.random.wrap_key_data(key), x.shape)  # threefry, erf_inv
    noise = noise + jax.random.uniform(jax.random.wrap_key_data(jnp.tile(key, 2), impl="rbg"), x.shape)  # Philox
    bits = x.astype(jnp.int32)
    top, _ = lax.top_k(x, 2)
    return {"y": jnp.sinh(x) + jnp.arctan2(x, noise) + jnp.cbrt(x) + jnp.sort(x, axis=-1)
            + lax.population_count(bits).astype(jnp.float32) + lax.clz(bits).astype(jnp.float32)
            + lax.shift_right_logical(bits, 3).astype(jnp.float32) + jnp.sum(top, axis=-1, keepdims=True)}


def test_compile_for_cuda_draws_sorts_and_counts_bits(needs_fsdp_opt, tmp_path):
    """Threefry, Philox (rbg keys), erf_inv, sort and top_k (reductions with a select combiner:
    a thread per index), libdevice's sinh/atan2/cbrt and the bit counts (LLVM
    intrinsics: no libdevice call) make PTX without external calls, which
    ptxas accepts for sm_90 where the toolkit is installed."""
    ptx = _cuda_ptx(_draws_sorts_and_bit_counts, (np.ones((8, 4), np.float32), np.zeros(2, np.uint32)),
                    (fsdpc.P("shard"), fsdpc.P()), tmp_path)
    assert "popc.b32" in ptx and "clz.b32" in ptx


def _special_functions_and_linear_algebra(x, m):
    spd = m @ jnp.swapaxes(m, -1, -2) + 3.0 * jnp.eye(m.shape[-1])
    solved = jnp.linalg.solve(m + 3.0 * jnp.eye(m.shape[-1]), x[:, :3, None])[..., 0]
    return {"y": lax.lgamma(jnp.abs(x) + 0.5) + lax.digamma(jnp.abs(x) + 0.5) + lax.cumlogsumexp(x, axis=1)
            + lax.polygamma(jnp.ones_like(x), jnp.abs(x) + 0.5)
            + lax.reduce_precision(x, 4, 3) + jnp.sum(jnp.linalg.cholesky(spd), axis=-1).sum(-1, keepdims=True)
            + jnp.linalg.slogdet(m)[1][:, None] + jnp.sum(solved, -1, keepdims=True)
            + jnp.sum(jnp.linalg.qr(m)[1], axis=(-2, -1))[:, None] + jnp.linalg.eigh(spd)[0][:, :1]
            + jnp.sum(jnp.linalg.svd(m)[0], axis=-1)[:, :1]}


def test_compile_for_cuda_special_functions_and_linear_algebra(needs_fsdp_opt, tmp_path):
    """lgamma/digamma/polygamma, reduce_precision's bit rounding, cumlogsumexp, and the
    unrolled factorizations, solves and Jacobi rotations of eigh and svd
    (LU's pivot row and each rotation's partners read at run time) make PTX that ptxas
    accepts for sm_90 where the toolkit is installed."""
    _cuda_ptx(_special_functions_and_linear_algebra, (np.ones((8, 4), np.float32), np.ones((8, 3, 3), np.float32)),
              (fsdpc.P("shard"), fsdpc.P("shard")), tmp_path)


def _scalar_programs(x, key):
    k = jax.random.wrap_key_data(key)
    a = jnp.abs(x) + 0.5
    shape_gradient = jax.grad(lambda a: jnp.sum(jax.random.gamma(k, a)))(a)
    branchy = lax.map(lambda v: lax.cond(v > 1.0, jnp.sqrt, jnp.negative, v), a.ravel()).reshape(a.shape)
    # A loop over small state multiplying it and reading and writing it at
    # the counter (emit/scalar_arrays.py).
    m = jnp.arange(16.0).reshape(4, 4) / 16
    v = lax.fori_loop(0, (key[0] % 5).astype(jnp.int32),
                      lambda i, v: jnp.sort(lax.fori_loop(0, 3, lambda j, v: 0.5 * v, m @ v).at[i % 4].add(
                          v[(i + 1) % 4])) + jnp.linalg.solve(m + 4 * jnp.eye(4), v), jnp.ones(4))
    return {"y": jax.scipy.special.gammainc(a, 2.0) + jax.scipy.special.betainc(a, 2.0, 0.3)
            + jax.random.beta(k, a, 2.0) + shape_gradient + branchy + jnp.argmax(v) + jnp.sum(v)}


def test_compile_for_cuda_scalar_programs(needs_fsdp_opt, tmp_path):
    """Series to convergence and rejection samplers (scf.while loops inside
    elementwise kernels, emit/scalar_program.py), a branch per element
    (scf.index_switch) and a loop over small state indexed at its counter,
    with a counted loop (scf.for), a sort and a linear solve inside, make PTX that ptxas accepts for sm_90 where the toolkit is installed."""
    _cuda_ptx(_scalar_programs, (np.ones((8, 4), np.float32), np.zeros(2, np.uint32)),
              (fsdpc.P("shard"), fsdpc.P()), tmp_path)


@pytest.mark.parametrize("kwargs, message", [
    ({"target": "rocm"}, "target must be one of cpu, cuda, not 'rocm'"),
    ({"gpu_arch": "sm_90"}, "gpu_arch needs target='cuda'"),
    ({"target": "cuda", "gpu_arch": "90"}, "gpu_arch must look like sm_90, not '90'"),
    ({"gpu_index_bits": 64}, "gpu_index_bits needs target='cuda'"),
    ({"target": "cuda", "gpu_index_bits": 32},
     r"gpu_index_bits must be None \(32 bits where everything fits\) or 64, not 32"),
    ({"gpu_division": "ieee"}, "gpu_division needs target='cuda'"),
    ({"target": "cuda", "gpu_division": "fast"}, "gpu_division must be one of full, ieee, not 'fast'"),
    ({"gpu_exp": "fast"}, "gpu_exp needs target='cuda'"),
    ({"target": "cuda", "gpu_exp": "approximate"},
     "gpu_exp must be one of accurate, fast, not 'approximate'"),
])
def test_bad_target_options(gpt, kwargs, message):
    with pytest.raises(fsdpc.FsdpcError, match=message):
        fsdpc.compile(gpt, world_size=2, executable=True, **kwargs)
