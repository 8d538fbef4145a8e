"""Small training steps that several test files run (emulated and on real
ranks)."""

import contextlib
import os
import shutil
import subprocess

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import fsdpc
from fsdpc import tools
from fsdpc.testing import assert_close


def positions_step(seq):
    """A position table longer than the sequence, read as wpe[:seq] (GPT
    trained at a shorter context than its table) and the SGD update."""
    def step(params, batch):
        def loss_fn(p):
            h = jnp.tanh(batch["x"] + p["wpe"][None, :seq]) @ p["w"]
            return jnp.mean((h - batch["y"]) ** 2)
        loss, grads = jax.value_and_grad(loss_fn)(params)
        return jax.tree.map(lambda p, g: p - 0.1 * g, params, grads), loss
    return step


def steps_on_two_ranks(step, args, in_shardings, steps, tmp_path, warns=None, **compile_options):
    """``step(params, state, *batch) -> (params, state, loss)``: ``steps``
    steps on 2 ranks (Compiled.run, the batch fixed) and under jax.jit;
    returns fsdp-run's result and JAX's final params, state and losses.
    ``warns``: a warning compiling must give (a pattern)."""
    lowered = fsdpc.lower(step, *args, mesh=fsdpc.Mesh(("shard",)), in_shardings=in_shardings)
    with pytest.warns(fsdpc.FsdpcWarning, match=warns) if warns else contextlib.nullcontext():
        compiled = fsdpc.compile(lowered, world_size=2, executable=tmp_path / "step.fsdpx", **compile_options)
    result = compiled.run(args, steps=steps, threads=1, workdir=str(tmp_path), progress=False)
    params, state, losses = args[0], args[1], []
    for _ in range(steps):
        params, state, loss = jax.jit(step)(params, state, *args[2:])
        losses.append(float(loss))
    return result, params, state, losses


def assert_steps_match(result, params, losses, rtol=1e-5, loss_atol_scale=1e-6):
    """steps_on_two_ranks' results: fsdp-run's losses and each final
    parameter (``result.trees["params"]``) equal JAX's."""
    assert_close(np.ravel(result.losses), np.array(losses), rtol=rtol, atol_scale=loss_atol_scale, what="losses")
    for name, value in params.items():
        assert_close(result.trees["params"][name], np.asarray(value), rtol=rtol, atol_scale=1e-5, what=name)


def cuda_ptx(lowered, tmp_path) -> str:
    """``lowered`` compiled for 2 ranks with target="cuda", its PTX: without
    external calls, and accepted by ptxas for sm_90 where the toolkit is
    installed (skips where fsdp-translate is not built)."""
    try:
        translate = tools.fsdp_tool("fsdp-translate")
    except fsdpc.FsdpcError:
        pytest.skip("fsdp-translate is not built")
    compiled = fsdpc.compile(lowered, world_size=2, target="cuda", executable=tmp_path / "step.fsdpx")
    ptx = tools.run(translate, ["--target=cuda", "--dump=ptx"], stdin=compiled.text)
    assert ".extern .func" not in ptx
    ptxas = shutil.which("ptxas") or "/usr/local/cuda/bin/ptxas"
    if os.path.exists(ptxas):
        (tmp_path / "step.ptx").write_text(ptx)
        subprocess.run([ptxas, "-arch=sm_90", str(tmp_path / "step.ptx"), "-o", str(tmp_path / "step.cubin")],
                       check=True)
    return ptx
