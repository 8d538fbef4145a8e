#!/usr/bin/env python3
"""The PyTorch reference: bench/models.py's GPT-2-style model and AdamW step
written in PyTorch, op for op, with the same parameter names, shapes, dtypes
and initial state (common.numpy_params):

* learned positions, pre-LayerNorm blocks (eps 1e-5), fused QKV with bias,
  tanh-approximated GELU MLP, final LayerNorm, head tied to the token
  embedding, mean token cross-entropy of the f32 logits;
* attention in the explicit form bench/models.py uses: scores = QK^T/sqrt(hd),
  masked with -1e9 above the diagonal, softmax, times V (``explicit``), or
  ``F.scaled_dot_product_attention`` (flash) for the context row (``sdpa``);
* AdamW exactly as models.adamw: f32 moments, bias correction, decoupled
  weight decay 0.1, the update computed in f32 and rounded to the parameter
  dtype; written with ``torch._foreach_*`` (what torch.optim.AdamW's
  ``foreach`` path uses) so that eager PyTorch is not charged a launch per
  tensor and op.

Library kernels where PyTorch has them (F.layer_norm, F.gelu,
F.cross_entropy): the same functions as models.py's, as a PyTorch user writes
them. ``check`` proves the model is the same: its losses of two steps from
the same initial state and batch equal JAX's (jax_gpt.py check) in f32.

    python3 bench/gpu/torch_gpt.py check --jax /tmp/jax.json --out "$OUT"
    python3 bench/gpu/torch_gpt.py time --mode eager|compile|sdpa|sdpa-compile --out "$OUT"
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from dataclasses import replace
from pathlib import Path

import numpy as np

try:
    import torch
    import torch.nn.functional as F
except ImportError as _error:  # main() records it as the row's failure
    torch = F = None  # type: ignore[assignment]
    IMPORT_ERROR: str | None = f"PyTorch is not installed here ({_error})"
else:
    IMPORT_ERROR = None

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402
from models import B1, B2, EPS, LR, WEIGHT_DECAY, Arch  # noqa: E402

MODES = {"eager": ("explicit", False), "compile": ("explicit", True),
         "sdpa": ("sdpa", False), "sdpa-compile": ("sdpa", True)}
ROW = {"eager": "PyTorch eager", "compile": "torch.compile",
       "sdpa": "PyTorch eager + SDPA (flash)", "sdpa-compile": "torch.compile + SDPA (flash)"}
DTYPES = {"bfloat16": "bfloat16", "float32": "float32"}  # Arch.param_dtype -> torch's name

# How far the PyTorch losses of steps 1 and 2 may be from JAX's on the same
# initial state and batch (absolute; the loss is about ln(vocab), 7.6 for the
# smoke model, at initialization). f32 with full-precision matmuls on both
# sides: reductions in another order give ~1e-6 relative; 1e-3 absolute is
# far below any modelling difference (a wrong scale, mask, epsilon or AdamW
# term moves the loss by more). bf16: each side rounds activations to 8
# significant bits at different points (F.layer_norm computes in f32,
# models.py in bf16): 3e-2 at step 1; step 2 also inherits the spread of the
# whole first update (JAX bf16 vs f32 on this CPU: 3e-4 at step 1, 2e-2 at
# step 2), hence 1e-1.
CHECK_TOLERANCE = {"f32": (1e-3, 1e-3), "bf16": (3e-2, 1e-1)}


# -- the model ----------------------------------------------------------------------

def causal_attention(q, k, v, mask, attention: str):
    """q, k, v: (batch, heads, seq, head_dim)."""
    if attention == "sdpa":
        return F.scaled_dot_product_attention(q, k, v, is_causal=True)
    scores = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(q.shape[-1]))
    scores = scores.masked_fill(~mask, -1e9)
    return torch.softmax(scores, dim=-1) @ v


def loss_fn(p: dict[str, torch.Tensor], tokens, targets, mask, arch: Arch, attention: str):
    b, s = tokens.shape
    d, h = arch.width, arch.heads

    def heads(t):
        return t.view(b, s, h, d // h).transpose(1, 2)

    x = F.embedding(tokens, p["wte"]) + p["wpe"][:s]
    for i in range(arch.layers):
        blk = lambda n: p[f"blocks.{i}.{n}"]  # noqa: E731
        y = F.layer_norm(x, (d,), blk("ln1_g"), blk("ln1_b"), eps=1e-5)
        q, k, v = (y @ blk("wqkv") + blk("bqkv")).split(d, dim=-1)
        o = causal_attention(heads(q), heads(k), heads(v), mask, attention)
        x = x + o.transpose(1, 2).reshape(b, s, d) @ blk("wo") + blk("bo")
        y = F.layer_norm(x, (d,), blk("ln2_g"), blk("ln2_b"), eps=1e-5)
        x = x + F.gelu(y @ blk("w1") + blk("b1"), approximate="tanh") @ blk("w2") + blk("b2")
    x = F.layer_norm(x, (d,), p["lnf_g"], p["lnf_b"], eps=1e-5)
    logits = x @ p["wte"].t()
    return F.cross_entropy(logits.float().view(-1, arch.vocab), targets.reshape(-1))


def adamw_(params: list[torch.Tensor], grads: list[torch.Tensor], mu: list[torch.Tensor],
           nu: list[torch.Tensor], count: torch.Tensor) -> None:
    """models.adamw in place: count is a 0-d f32 tensor (no host sync, and
    torch.compile does not recompile per step)."""
    with torch.no_grad():
        _adamw(params, grads, mu, nu, count)


def _adamw(params, grads, mu, nu, count) -> None:
    count.add_(1)
    mu_scale = 1.0 / (1.0 - torch.pow(B1, count))
    nu_scale = 1.0 / (1.0 - torch.pow(B2, count))
    g32 = [g.float() for g in grads]
    torch._foreach_lerp_(mu, g32, 1 - B1)                # B1 * mu + (1 - B1) * g
    torch._foreach_mul_(nu, B2)
    torch._foreach_addcmul_(nu, g32, g32, value=1 - B2)  # B2 * nu + (1 - B2) * g^2
    p32 = [p.float() for p in params]
    denom = torch._foreach_mul(nu, nu_scale)
    torch._foreach_sqrt_(denom)
    torch._foreach_add_(denom, EPS)
    update = torch._foreach_mul(mu, mu_scale)
    torch._foreach_div_(update, denom)
    torch._foreach_add_(update, p32, alpha=WEIGHT_DECAY)
    torch._foreach_add_(p32, update, alpha=-LR)
    torch._foreach_copy_(params, p32)                    # rounds to the parameter dtype


class Trainer:
    """Parameters, moments and one compiled-or-eager training step."""

    def __init__(self, arch: Arch, batch: dict[str, np.ndarray], attention: str = "explicit",
                 compiled: bool = False, device: str = "cuda", seed: int = common.SEED):
        self.arch, self.attention = arch, attention
        dtype = getattr(torch, DTYPES[arch.param_dtype])
        flat = common.numpy_params(arch, seed)
        self.names = list(flat)
        self.params = [torch.from_numpy(flat[n]).to(device=device, dtype=dtype).requires_grad_()
                       for n in self.names]
        self.mu = [torch.zeros(p.shape, dtype=torch.float32, device=device) for p in self.params]
        self.nu = [torch.zeros(p.shape, dtype=torch.float32, device=device) for p in self.params]
        self.count = torch.zeros((), dtype=torch.float32, device=device)
        self.tokens = torch.from_numpy(batch["tokens"]).to(device=device, dtype=torch.long)
        self.targets = torch.from_numpy(batch["targets"]).to(device=device, dtype=torch.long)
        s = self.tokens.shape[1]
        self.mask = torch.ones(s, s, dtype=torch.bool, device=device).tril()
        self.loss_fn = torch.compile(loss_fn) if compiled else loss_fn
        self.adamw = torch.compile(adamw_) if compiled else adamw_

    def step(self) -> torch.Tensor:
        p = dict(zip(self.names, self.params))
        loss = self.loss_fn(p, self.tokens, self.targets, self.mask, self.arch, self.attention)
        grads = torch.autograd.grad(loss, self.params)
        self.adamw(self.params, list(grads), self.mu, self.nu, self.count)
        return loss.detach()


# -- the two commands ---------------------------------------------------------------

def time_mode(mode: str, warmup: int = common.WARMUP_STEPS, steps: int = common.TIMED_STEPS,
              model=common.TIMED) -> dict:
    """Median step time (CUDA events around each step, then a sync on its
    loss, as fsdp-run syncs to print it) after ``warmup`` steps."""
    attention, compiled = MODES[mode]
    trainer = Trainer(model.arch, common.load_batch(model), attention, compiled)
    context = sdpa_flash() if attention == "sdpa" else _null()
    seconds, losses = [], []
    with context:
        for _ in range(warmup + steps):
            start = torch.cuda.Event(enable_timing=True)
            end = torch.cuda.Event(enable_timing=True)
            start.record()
            loss = trainer.step()
            end.record()
            end.synchronize()
            seconds.append(start.elapsed_time(end) / 1e3)
            losses.append(float(loss))
    return {"ok": True, "step_s": common.median_after_warmup(seconds, warmup),
            "step_times_s": seconds, "losses": losses[:3] + losses[-1:], "warmup": warmup,
            "median_of": steps, "first_step_s": seconds[0],
            "peak_bytes": torch.cuda.max_memory_allocated(), "torch": torch.__version__,
            "device": torch.cuda.get_device_name()}


class _null:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def sdpa_flash():
    """Restricts SDPA to the flash kernel (an error rather than a silent
    fallback to the math kernel, which would make the row meaningless)."""
    from torch.nn.attention import SDPBackend, sdpa_kernel

    return sdpa_kernel(SDPBackend.FLASH_ATTENTION)


def check(jax_file: Path) -> dict:
    """Two steps in f32 (no TF32) and in bf16 from the same numpy initial
    state and batch as jax_gpt.py check; each loss against JAX's."""
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    reference = json.loads(jax_file.read_text())
    n, steps = reference["batch"], reference["steps"]
    model = {m.name: m for m in (common.SMOKE, common.TIMED)}[reference["model"]]
    batch = {k: v[:n] for k, v in common.load_batch(model).items()}
    out: dict = {"model": model.name, "batch": n, "steps": steps, "cases": {}}
    for dtype, name in (("f32", "float32"), ("bf16", "bfloat16")):
        trainer = Trainer(replace(model.arch, param_dtype=name), batch)
        losses = [float(trainer.step()) for _ in range(steps)]
        theirs = reference["losses"][dtype]
        diffs = [abs(a - b) for a, b in zip(losses, theirs)]
        limits = CHECK_TOLERANCE[dtype][:len(diffs)]
        out["cases"][dtype] = {"torch": losses, "jax": theirs, "abs_diff": diffs,
                               "tolerance": list(limits),
                               "ok": len(losses) == len(theirs)
                               and all(math.isfinite(x) for x in losses)
                               and all(d <= t for d, t in zip(diffs, limits))}
    out["ok"] = all(c["ok"] for c in out["cases"].values())
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="command", required=True)
    t = sub.add_parser("time")
    t.add_argument("--mode", choices=list(MODES), required=True)
    t.add_argument("--out", required=True)
    c = sub.add_parser("check")
    c.add_argument("--jax", required=True, help="jax_gpt.py check's output")
    c.add_argument("--out", required=True)
    args = ap.parse_args(argv)
    problem = IMPORT_ERROR or (None if torch.cuda.is_available() else "PyTorch sees no CUDA device")
    if problem:
        key = "model check (PyTorch vs JAX)" if args.command == "check" else ROW[args.mode]
        common.record(args.out, key, {"ok": False, "error": problem})
        print(f"{key}: FAILED: {problem}", flush=True)
        return 2
    if args.command == "check":
        try:
            result = check(Path(args.jax))
        except Exception as error:  # noqa: BLE001  recorded as the check's failure
            result = {"ok": False, "error": f"{type(error).__name__}: {error}"[-2000:]}
        common.record(args.out, "model check (PyTorch vs JAX)", result)
        print(f"model check: {'PASS' if result['ok'] else 'FAIL'} "
              f"{json.dumps(result.get('cases') or result.get('error'))}", flush=True)
        return 0 if result["ok"] else 1
    try:
        result = time_mode(args.mode)
    except Exception as error:  # noqa: BLE001  recorded as the row's failure
        result = {"ok": False, "error": f"{type(error).__name__}: {error}"[-2000:]}
    common.record(args.out, ROW[args.mode], result)
    print(f"{ROW[args.mode]}: " + (f"{result['step_s'] * 1e3:.2f} ms/step" if result["ok"]
                                   else f"FAILED: {result['error']}"), flush=True)
    return 0 if result["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
