#!/usr/bin/env python3
"""The JAX reference on the GPU: bench/models.py's GPT-2 and AdamW step
itself (the very function fsdpc compiles), under ``jax.jit`` on XLA:GPU.

    python3 bench/gpu/jax_gpt.py time --out "$OUT"             # stage (d): step time
    python3 bench/gpu/jax_gpt.py check --save /tmp/jax.json    # losses for torch_gpt.py's check

``time``: bf16 parameters, f32 moments, the timed batch, the numpy initial
state of common.numpy_params; WARMUP_STEPS (compilation included) then
TIMED_STEPS steps, each ended by ``block_until_ready`` on the loss (the same
per-step synchronization as fsdp-run, which prints every step's loss);
the median. ``check``: two steps in f32 (matmuls at "highest" precision, no
TF32) and two in bf16 from the same numpy initial state on the first
CHECK_BATCH sequences of the smoke model's batch; the losses, for the
PyTorch model to match.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import replace
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402

CHECK_BATCH = 2   # sequences of the check (its losses, not its speed, matter)
CHECK_STEPS = 2   # step 2's loss also depends on the AdamW update


def require_gpu() -> None:
    """A clear error instead of a CPU run that would take minutes."""
    import jax

    platform = jax.devices()[0].platform
    if platform != "gpu":
        raise RuntimeError(f"JAX's default device is {jax.devices()[0]} ({platform}), not a GPU: "
                           "is the jax CUDA plugin installed and working?")


def initial_state(arch, seed: int = common.SEED):
    """(params, opt_state) as device arrays: parameters from numpy, cast to
    the architecture's dtype; zero f32 moments and step count."""
    import jax.numpy as jnp

    flat = common.numpy_params(arch, seed)
    params = common.nest({k: jnp.asarray(v, dtype=arch.param_dtype) for k, v in flat.items()}, arch)
    zeros = lambda: common.nest({k: jnp.zeros(v.shape, arch.opt_dtype)  # noqa: E731
                                 for k, v in flat.items()}, arch)
    return params, {"mu": zeros(), "nu": zeros(), "count": jnp.zeros((), jnp.float32)}


def train(arch, batch: dict[str, np.ndarray], steps: int, seed: int = common.SEED,
          donate: bool = True) -> tuple[list[float], list[float]]:
    """Runs ``steps`` jitted steps on one batch; (losses, seconds per step)."""
    import jax
    import jax.numpy as jnp
    from models import make_train_step

    step = jax.jit(make_train_step(arch), donate_argnums=(0, 1) if donate else ())
    params, opt = initial_state(arch, seed)
    data = {k: jnp.asarray(v) for k, v in batch.items()}
    jax.block_until_ready((params, opt, data))
    losses, seconds = [], []
    for _ in range(steps):
        t0 = time.perf_counter()
        params, opt, loss = step(params, opt, data)
        loss.block_until_ready()
        seconds.append(time.perf_counter() - t0)
        losses.append(float(loss))
    return losses, seconds


def check_losses(batch_size: int = CHECK_BATCH, steps: int = CHECK_STEPS,
                 model=common.SMOKE) -> dict:
    """{"f32": [losses], "bf16": [losses]} of the first steps of ``model``
    on the first ``batch_size`` sequences of its batch. The smoke model by
    default: the same code as GPT-2 small (models.py is parameterized by
    Arch only; its odd vocabulary too), compiled in seconds rather than half
    a minute per dtype."""
    import jax

    require_gpu()
    batch = {k: v[:batch_size] for k, v in common.load_batch(model).items()}
    out = {}
    for dtype, name in (("f32", "float32"), ("bf16", "bfloat16")):
        arch = replace(model.arch, param_dtype=name)
        with jax.default_matmul_precision("highest"):
            out[dtype] = train(arch, batch, steps)[0]
    return {"model": model.name, "batch": batch_size, "steps": steps, "losses": out,
            "device": str(jax.devices()[0]), "jax": jax.__version__}


def time_step(model=common.TIMED, warmup: int = common.WARMUP_STEPS,
              steps: int = common.TIMED_STEPS) -> dict:
    import jax

    require_gpu()
    losses, seconds = train(model.arch, common.load_batch(model), warmup + steps)
    return {"ok": True, "step_s": common.median_after_warmup(seconds, warmup),
            "step_times_s": seconds, "losses": losses[:3] + losses[-1:], "warmup": warmup,
            "median_of": steps, "first_step_s": seconds[0],
            "device": str(jax.devices()[0]), "jax": jax.__version__}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="command", required=True)
    t = sub.add_parser("time")
    t.add_argument("--out", required=True)
    c = sub.add_parser("check")
    c.add_argument("--save", required=True)
    args = ap.parse_args(argv)
    if args.command == "check":
        try:
            result = check_losses()
        except Exception as error:  # noqa: BLE001  one line for run.log
            print(f"jax check: FAILED: {type(error).__name__}: {error}"[-2000:], flush=True)
            return 1
        Path(args.save).write_text(json.dumps(result, indent=1))
        print(f"jax check losses: {result['losses']}", flush=True)
        return 0
    try:
        result = time_step()
    except Exception as error:  # noqa: BLE001  recorded as the row's failure
        result = {"ok": False, "error": f"{type(error).__name__}: {error}"[-2000:]}
    common.record(args.out, "jax.jit (XLA)", result)
    print("jax.jit: " + (f"{result['step_s'] * 1e3:.2f} ms/step" if result["ok"]
                         else f"FAILED: {result['error']}"), flush=True)
    return 0 if result["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
