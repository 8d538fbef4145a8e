"""Auto's updates in backward (fsdp-updates-in-backward's order, weighed by
fsdp-schedule) on real ranks: the same values as the traced order."""

import re

import jax
import jax.numpy as jnp
import numpy as np

import fsdpc

from .test_run import _run_against_jax


def test_updates_in_backward(tmp_path):
    """A four-layer step with a hand-written momentum update, on two ranks:
    auto weighs running each layer's update during backward, a layer after
    its gradient (fsdp-updates-in-backward's order), predicts it faster here
    and keeps it, so two of the four layers' updates come before the last
    reduce-scatter is issued; with ``updates_in_backward=False`` every
    update follows it. Both match JAX, and each other bit for bit (the same
    ops, reordered)."""
    layers = 4

    def step(params, batch):
        def loss_fn(p):
            h = batch["x"]
            for i in range(layers):
                h = jnp.tanh(h @ p[f"w{i}"])
            return jnp.mean((h - batch["y"]) ** 2)
        names = [f"w{i}" for i in range(layers)]
        loss, grads = jax.value_and_grad(loss_fn)({k: params[k] for k in names})
        new = {}
        for k in names:
            m = 0.9 * params[f"m_{k}"] + 0.1 * grads[k]
            new[k] = params[k] - 0.01 * m
            new[f"m_{k}"] = m
        return new, loss

    rng = np.random.default_rng(5)
    state = {}
    for i in range(layers):
        state[f"w{i}"] = (rng.standard_normal((16, 16)) * 0.3).astype(np.float32)
        state[f"m_w{i}"] = np.zeros((16, 16), np.float32)
    batch = {"x": rng.standard_normal((8, 16)).astype(np.float32),
             "y": rng.standard_normal((8, 16)).astype(np.float32)}
    lowered = fsdpc.lower(step, state, batch, mesh=fsdpc.Mesh(("shard",)),
                          in_shardings=(fsdpc.P("shard"), fsdpc.P("shard")))
    # auto on the h100 preset (the default) predicts the moved order faster.
    moved = fsdpc.compile(lowered, world_size=2, executable=tmp_path / "moved.fsdpx")
    kept = fsdpc.compile(lowered, world_size=2, updates_in_backward=False,
                         executable=tmp_path / "kept.fsdpx")
    assert moved.report["updates_in_backward"] and not kept.report["updates_in_backward"]
    assert moved.report["updates_in_backward_search"] == "searched"
    assert kept.report["updates_in_backward_search"] == "off"
    assert moved.report["step_time_s"] < kept.report["step_time_s"]

    def updated_before_last_reduce_scatter(text):
        """How many of the step's results (new weights and moments) are
        computed before its last reduce-scatter is issued."""
        lines = text.splitlines()
        last = max(i for i, line in enumerate(lines) if "fsdp.reduce_scatter_start" in line)
        defined = {m.group(1): i for i, line in enumerate(lines)
                   if (m := re.match(r"\s*(%\w+)(:\d+)? = ", line))}
        returned = next(line for line in lines if line.strip().startswith("return "))
        # The state's new values, then the loss.
        values = re.findall(r"%(\w+)", returned.split(" : ")[0])[:2 * layers]
        return sum(defined.get(f"%{v}", len(lines)) < last for v in values)

    assert updated_before_last_reduce_scatter(kept.text) == 0
    # w and m of layers 3 and 2, each after the next layer's backward;
    # layer 1's follows layer 0's backward, where the last reduce-scatter is
    # issued (without waiting for it), and layer 0's stays at the end.
    assert updated_before_last_reduce_scatter(moved.text) == 2 * (layers - 2)
    one, _ = _run_against_jax(moved, step, state, batch, tmp_path / "moved")
    other, _ = _run_against_jax(kept, step, state, batch, tmp_path / "kept")
    assert one.losses == other.losses
    for path, value in one.state.items():
        np.testing.assert_array_equal(value, other.state[path], err_msg=path)
