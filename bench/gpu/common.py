"""What every stage of the GPU benchmark agrees on: the two models, their
initialization, the fixed batch, the artifact names, the timing protocol.

Imports numpy and bench/models.py / bench/zoo.py only (those import jax but
never touch a device), so that the PyTorch process, the JAX process, the
preparation here and the report all read the same definitions.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
BENCH = HERE.parent
REPO = BENCH.parent
for _p in (str(BENCH), str(REPO / "python")):
    if _p not in sys.path:
        sys.path.insert(0, _p)

from models import Arch, param_shapes  # noqa: E402
from zoo import Model, get_model  # noqa: E402

ARTIFACTS = HERE / "artifacts"

# The timed model: the zoo's GPT-2 small (12 layers, d 768, 12 heads, seq
# 1024, vocab 50257, bf16 parameters, f32 AdamW moments), 8 sequences per
# step as in nanoGPT's GPT-2 reproduction per GPU.
TIMED: Model = get_model("gpt2-small")

# The smoke model: the same code at a size whose CPU reference step takes
# seconds here. The vocabulary is odd (like 50257) so that the head GEMM and
# the log-softmax have a dimension that is no multiple of any tile size.
SMOKE: Model = Model("gpt2-smoke", Arch(layers=2, width=256, heads=4, seq=256, vocab=2053,
                                        ffn=1024, style="gpt2"), batch_per_rank=2)

SEED = 0          # fsdp-run's Philox seed and numpy's, everywhere
DATA_SEED = 1234  # the fixed batch's tokens
INIT_SIGMA = 0.02  # GPT-2's normal(0, 0.02) for every weight matrix


def init_kind(path: str) -> tuple[str, float]:
    """The initializer of a parameter by its dotted path under ``params``
    (``wte``, ``blocks.0.ln1_g``) as (kind, sigma): weight matrices
    normal(0.02), LayerNorm gains ones, biases zeros. One rule for fsdp-run's
    initializers (:func:`fsdpc_init`) and the numpy initial state of the
    PyTorch/JAX references, so the three start from the same distribution."""
    leaf = path.rsplit(".", 1)[-1]
    if leaf.endswith("_g"):
        return ("ones", 0.0)
    if leaf.startswith("b") or leaf.endswith("_b"):
        return ("zeros", 0.0)
    return ("normal", INIT_SIGMA)


def fsdpc_init(path: str):
    """fsdpc.lower's ``init=``: parameters by :func:`init_kind`, the optimizer
    state (moments, step count) zeros, the batch None (it is data). With every
    state leaf initialized, the executables carry no weights and fsdp-run
    makes the state itself (Philox keyed by seed, path and index)."""
    import fsdpc

    if path.startswith("opt_state."):
        return fsdpc.init.zeros()
    if not path.startswith("params."):
        return None
    kind, sigma = init_kind(path[len("params."):])
    return fsdpc.init.normal(sigma) if kind == "normal" else getattr(fsdpc.init, kind)()


def flat_shapes(arch: Arch) -> dict[str, tuple[int, ...]]:
    """``params.<path>`` -> shape, in param_shapes' order."""
    out: dict[str, tuple[int, ...]] = {}
    shapes = param_shapes(arch)
    for key, shape in shapes.items():
        if key == "blocks":
            for i, block in enumerate(shape):
                for name, s in block.items():
                    out[f"blocks.{i}.{name}"] = s
        else:
            out[key] = shape
    return out


def numpy_params(arch: Arch, seed: int = SEED, dtype=np.float32) -> dict[str, np.ndarray]:
    """Initial parameters by dotted path (without the ``params.`` root), drawn
    with numpy in ``dtype`` (cast to bf16 by each framework)."""
    rng = np.random.default_rng(seed)
    params = {}
    for path, shape in flat_shapes(arch).items():
        kind, sigma = init_kind(path)
        if kind == "normal":
            params[path] = (rng.standard_normal(shape, dtype=np.float32) * sigma).astype(dtype)
        elif kind == "ones":
            params[path] = np.ones(shape, dtype)
        else:
            params[path] = np.zeros(shape, dtype)
    return params


def nest(flat: dict[str, object], arch: Arch) -> dict:
    """Dotted paths (``wte``, ``blocks.3.w1``) -> bench/models.py's pytree
    (a dict with a ``blocks`` list of dicts)."""
    tree: dict = {"blocks": [dict() for _ in range(arch.layers)]}
    for path, value in flat.items():
        parts = path.split(".")
        if parts[0] == "blocks":
            tree["blocks"][int(parts[1])][parts[2]] = value
        else:
            tree[path] = value
    return tree


def make_batch(model: Model, seed: int = DATA_SEED) -> dict[str, np.ndarray]:
    """One fixed batch: uniform random tokens, targets = the next token (the
    values only matter for the loss, not for the step time)."""
    a = model.arch
    rng = np.random.default_rng(seed)
    x = rng.integers(0, a.vocab, (model.batch_per_rank, a.seq + 1), dtype=np.int64).astype(np.int32)
    return {"tokens": np.ascontiguousarray(x[:, :-1]), "targets": np.ascontiguousarray(x[:, 1:])}


def artifact(name: str) -> Path:
    return ARTIFACTS / name


def load_batch(model: Model) -> dict[str, np.ndarray]:
    """The carried batch of ``model`` (the file prepare.sh wrote), or a fresh
    one with the same seed when it is missing (identical values)."""
    from fsdpc import safetensors

    path = artifact(f"{tag(model)}.batch.safetensors")
    if path.exists():
        tensors, _ = safetensors.load(path)
        return {"tokens": tensors["batch.tokens"], "targets": tensors["batch.targets"]}
    return make_batch(model)


def tag(model: Model) -> str:
    """The artifacts' file prefix of a model: ``timed`` or ``smoke``."""
    return "smoke" if model.name == SMOKE.name else "timed"


# -- timing protocol -------------------------------------------------------------

WARMUP_STEPS = 5   # compilation, autotuning, allocator growth, CUDA-graph capture
TIMED_STEPS = 20   # median over these


def median_after_warmup(step_times_s: list[float], warmup: int = WARMUP_STEPS) -> float:
    """The median step time excluding the first ``warmup`` steps."""
    timed = step_times_s[warmup:]
    if not timed:
        raise ValueError(f"no steps after {warmup} warm-up steps (got {len(step_times_s)})")
    return statistics.median(timed)


# -- results ------------------------------------------------------------------------

def record(out_dir: str | os.PathLike, key: str, value: object) -> None:
    """Merges ``{key: value}`` into OUT/timings.json (rewritten whole, so a
    stage that dies later leaves the earlier stages' results)."""
    path = Path(out_dir) / "timings.json"
    data = json.loads(path.read_text()) if path.exists() else {}
    data[key] = value
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, indent=1, sort_keys=True))
    os.replace(tmp, path)
