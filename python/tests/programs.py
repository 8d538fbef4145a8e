"""The programs the end-to-end files run on real ranks: the examples' steps
lowered (and their JAX reference on one device), and a step over stacked
layers."""

import functools
import runpy
import warnings
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np

import fsdpc
from fsdpc import P

REPO = Path(__file__).resolve().parents[2]
STEPS = 3


def example_step(example, **variant):
    """examples/<example>.py's step, its arguments and its lowering options
    (``variant``: the example's keyword options)."""
    return runpy.run_path(str(REPO / "examples" / f"{example}.py"),
                          run_name="__fsdpc_test__")["fsdpc_program"](**variant)


@functools.lru_cache(maxsize=None)
def example_program(name):
    """An example's step, its arguments and its lowering; "gpt-hsdp" is the
    GPT lowered for a replica x shard mesh (the batch split over both),
    "llama-bf16" the Llama-style model in mixed precision, "gpt-dropout" the
    GPT with GPT-2's dropout."""
    example, _, variant = name.partition("-")
    variants = {"bf16": dict(mixed_precision=True), "dropout": dict(dropout=0.1)}
    step, args, options = example_step(example, **variants.get(variant, {}))
    if variant == "hsdp":
        split = P("shard")
        options = dict(mesh=fsdpc.Mesh(("replica", "shard")),
                       in_shardings=(split, {"mu": split, "nu": split, "count": P()},
                                     P(("replica", "shard"))))
    return step, args, fsdpc.lower(step, *args, **options)


@functools.lru_cache(maxsize=None)
def example_reference(name, steps=STEPS, float64=False):
    """JAX on one device: the losses of STEPS steps and the final state, each
    step's updated outputs fed back as the next step's inputs. ``float64``:
    the same steps with the f32 leaves widened, computed in float64."""
    step, args, lowered = example_program(name)
    treedef = jax.tree.structure(args)
    widen = (lambda v: v.astype(np.float64) if v.dtype == np.float32 else v) if float64 else (lambda v: v)
    values = [widen(np.asarray(v)) for v in jax.tree.leaves(args)]
    next_of = {out: arg for out, arg in lowered.updates.items()}
    losses = []
    with jax.enable_x64(float64):
        run = jax.jit(step)
        for _ in range(steps):
            outs = dict(zip(lowered.out_paths, jax.tree.leaves(run(*jax.tree.unflatten(treedef, values)))))
            losses.append([float(v) for p, v in outs.items() if np.ndim(v) == 0 and p not in next_of])
            by_arg = {next_of[p]: np.asarray(v) for p, v in outs.items() if p in next_of}
            values = [by_arg.get(p, v) for p, v in zip(lowered.arg_paths, values)]
    return losses, dict(zip(lowered.arg_paths, values))


def example_inputs(name):
    """An example's arguments split into its state (the arguments the step
    updates) and its batches, each a flat dict by path."""
    _, args, lowered = example_program(name)
    state_paths = set(lowered.updates.values())
    leaves = dict(zip(lowered.arg_paths, (np.asarray(v) for v in jax.tree.leaves(args))))
    state = {p: v for p, v in leaves.items() if p in state_paths}
    batches = {p: v for p, v in leaves.items() if p not in state_paths}
    return state, batches


def stacked_momentum_step(params, velocity, x):
    """Layers stacked [L, ...] and scanned over, trained with momentum (an
    optimizer state as stacked as the parameters)."""

    def loss(params):
        h, _ = jax.lax.scan(lambda h, l: (jnp.tanh(h @ l["w"] + l["b"]), None), x, params)
        return jnp.mean(h ** 2)

    value, grads = jax.value_and_grad(loss)(params)
    velocity = jax.tree.map(lambda v, g: 0.9 * v + g, velocity, grads)
    return jax.tree.map(lambda p, v: p - 0.1 * v, params, velocity), velocity, value


def stacked_program(split, init=None):
    """The lowered step, its state (a flat dict by path) and its batch."""
    rng = np.random.default_rng(5)
    params = {"b": rng.standard_normal((3, 8)).astype(np.float32),
              "w": (rng.standard_normal((3, 8, 8)) / 3).astype(np.float32)}
    velocity = jax.tree.map(np.zeros_like, params)
    x = rng.standard_normal((6, 8)).astype(np.float32)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", fsdpc.FsdpcWarning)
        lowered = fsdpc.lower(stacked_momentum_step, params, velocity, x, init=init,
                              mesh=fsdpc.Mesh(("shard",)), in_shardings=(split, split, P("shard")))
    state = dict(zip(lowered.arg_paths, jax.tree.leaves((params, velocity))))
    return lowered, state, x
