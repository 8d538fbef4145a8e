"""Comparing one training step against a reference: the loss, gradients
(AdamW's first moment after step 1 is exactly (1 - B1) * grad) and updated
parameters, with tolerances that follow from the step's precision.

Used twice: here by prepare.py (JAX on this CPU against fsdp-run's CPU
executable, which calibrates and sanity-checks the reference), and on the
GPU machine by smoke.py (fsdp-run --device cuda against the carried CPU
reference).

Why these tolerances (one AdamW step from the same initial state):

* loss: the mean over the batch of an f32 log-softmax of the logits. In bf16
  every activation is rounded to 8 significant bits (unit roundoff
  u = 2^-8 = 3.9e-3) at points that differ between implementations (which
  element-wise ops are fused, the order of f32 accumulations inside GEMMs and
  reductions), so logits differ by O(u) relative and the loss (about
  ln(vocab) = 7.6 at initialization) by a few 1e-3: 3e-2 absolute leaves a
  factor of ~5 over what JAX vs fsdp-run shows on the CPU (recorded in
  expected.json). In f32 (u = 6e-8) the same reasoning gives ~1e-6; 2e-3
  also admits TF32 GEMMs (10-bit mantissa, u = 4.9e-4) should the CUDA
  device use them.
* gradients, through AdamW's first moment: compared as the relative
  Frobenius error ||a - b|| / ||b|| (per-element relative errors of near-zero
  gradients are meaningless): a few u accumulated over the backward pass,
  6e-2 for bf16, 1e-2 for f32 (TF32-tolerant). Plus cosine similarity.
* updated parameters: AdamW's first step moves every parameter by
  lr * g / (|g| + eps) = lr * sign(g) (plus weight decay), so an element
  whose gradient is near zero can move the other way on another device:
  every element must be within 2 * lr (a sign flip) + 2 ulps of its dtype
  (rounding of the f32 update back to bf16), and the share of elements that
  moved differently (by more than lr / 2 + 2 ulps: a flip, or a gradient so
  close to zero that eps = 1e-8 matters) must stay small (2% bf16, 0.5% f32).
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass

import numpy as np

import common  # noqa: F401  (puts bench/ on sys.path)
from models import LR  # the step being checked


@dataclass(frozen=True)
class Tolerance:
    loss_abs: float
    grad_rel: float       # ||a - b|| / ||b|| of the first moments
    grad_cos: float       # minimum cosine similarity of the first moments
    flip_share: float     # share of parameter elements allowed beyond lr / 2 + 2 ulps


TOLERANCES = {
    "bf16": Tolerance(loss_abs=3e-2, grad_rel=6e-2, grad_cos=0.998, flip_share=0.02),
    "f32": Tolerance(loss_abs=2e-3, grad_rel=1e-2, grad_cos=0.9999, flip_share=0.005),
}

# The tensors compared besides the loss (pytree paths as fsdp-run names
# them): the first moments of the embedding/head (gather's scatter-add
# gradient + the tied head GEMM), the first block's QKV (the whole attention
# backward), the last block's MLP output, the final LayerNorm gain (a
# reduction over batch and sequence); and two updated parameters.
MOMENTS = ("opt_state.mu.wte", "opt_state.mu.blocks.0.wqkv", "opt_state.mu.blocks.1.w2",
           "opt_state.mu.lnf_g")
PARAMS = ("params.wte", "params.blocks.0.wqkv")


def ulp(values: np.ndarray, dtype: str) -> np.ndarray:
    """The spacing of floats of ``dtype`` at |values| (bf16: 8 significant
    bits, f32: 24), with the smallest normal's spacing as the floor."""
    bits = 8 if dtype == "bf16" else 24
    a = np.maximum(np.abs(values.astype(np.float64)), 2.0 ** -126)
    return 2.0 ** (np.floor(np.log2(a)) - (bits - 1))


def compare(reference: dict[str, np.ndarray], actual: dict[str, np.ndarray],
            dtype: str, steps: int = 1) -> dict:
    """``reference`` / ``actual``: ``loss`` (a scalar) and the MOMENTS and
    PARAMS tensors by path, after ``steps`` steps from the same state (each
    step can move an element the other way: the parameter bound grows with
    them). Returns a JSON-able verdict: ``ok`` and, per quantity, the
    measured error beside its tolerance."""
    tol = TOLERANCES[dtype]
    checks: dict[str, dict] = {}
    ref_loss, got_loss = float(reference["loss"]), float(actual["loss"])
    diff = abs(got_loss - ref_loss)
    checks["loss"] = {"reference": ref_loss, "actual": got_loss, "abs_diff": diff,
                      "tolerance": tol.loss_abs,
                      "ok": bool(math.isfinite(got_loss) and diff <= tol.loss_abs)}
    for path in MOMENTS:
        if path not in reference:
            continue
        if path not in actual:
            checks[path] = {"ok": False, "error": "missing from the actual state"}
            continue
        b = reference[path].astype(np.float64).ravel()
        a = actual[path].astype(np.float64).ravel()
        if a.shape != b.shape:
            checks[path] = {"ok": False, "error": f"shape {a.shape} vs {b.shape}"}
            continue
        norm = float(np.linalg.norm(b))
        rel = float(np.linalg.norm(a - b) / norm) if norm else float(np.linalg.norm(a))
        cos = float(a @ b / (np.linalg.norm(a) * norm)) if norm and np.linalg.norm(a) else 1.0
        checks[path] = {"rel_error": rel, "tolerance": tol.grad_rel, "cosine": cos,
                        "min_cosine": tol.grad_cos,
                        "ok": bool(np.isfinite(a).all() and rel <= tol.grad_rel
                                   and cos >= tol.grad_cos)}
    for path in PARAMS:
        if path not in reference:
            continue
        if path not in actual:
            checks[path] = {"ok": False, "error": "missing from the actual state"}
            continue
        b = reference[path].astype(np.float64)
        a = actual[path].astype(np.float64)
        if a.shape != b.shape:
            checks[path] = {"ok": False, "error": f"shape {a.shape} vs {b.shape}"}
            continue
        d = np.abs(a - b)
        two_ulps = 2 * ulp(b, dtype)
        bound = steps * (2 * LR * 1.01 + two_ulps)
        flips = float(np.mean(d > two_ulps + LR / 2))
        worst = float(np.max(d / bound)) if d.size else 0.0
        checks[path] = {"max_abs_diff": float(d.max()) if d.size else 0.0,
                        "max_over_bound": worst, "flip_share": flips,
                        "max_flip_share": tol.flip_share,
                        "ok": bool(np.isfinite(a).all() and worst <= 1.0
                                   and flips <= tol.flip_share)}
    return {"ok": all(c["ok"] for c in checks.values()), "dtype": dtype,
            "tolerance": asdict(tol), "checks": checks}


def pick(state: dict[str, np.ndarray], loss: float) -> dict[str, np.ndarray]:
    """The compared subset of a step's outputs (``state``: path -> global array)."""
    out = {"loss": np.asarray(loss, np.float32)}
    for path in MOMENTS + PARAMS:
        if path in state:
            out[path] = np.asarray(state[path])
    return out


def compare_losses(reference: list[float], actual: list[float], dtype: str) -> dict:
    """Two runs' per-step losses from the same state (eager against a CUDA
    graph replay): the same number of steps, each within the dtype's loss
    tolerance (the runs differ only in the order of atomic adds)."""
    tol = TOLERANCES[dtype].loss_abs
    diffs = [abs(a - b) for a, b in zip(reference, actual)]
    return {"abs_diff": diffs, "max_abs_diff": max(diffs, default=None), "tolerance": tol,
            "ok": bool(diffs) and len(reference) == len(actual)
            and all(d <= tol for d in diffs)}
