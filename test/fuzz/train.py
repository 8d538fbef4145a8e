#!/usr/bin/env python3
"""Differential training fuzzer: random small transformers, compiled with
random options, trained on real MPI ranks (fsdpc.compile -> fsdp-translate ->
mpirun fsdp-run), against jax.jit on one device.

Each case draws a model (1-3 layers, widths that do not divide the world
size, layer or RMS norms, GELU/ReLU/SwiGLU, tied or separate heads, biases,
causal masks, dropout, scanned layers split by layer or by row,
micro-batches summed in a scan), an optimizer (AdamW, momentum or SGD, with
global-norm clipping or not), a mesh (1-4 ranks, or replica x shard), and
compile options (policy, memory budget down to policy none's arena or below
it, device preset, message form, bucket size, updates in backward, row
kernels, horizontal fusion, excess precision). It trains 3 steps and
compares every loss and the final parameters and optimizer state with
JAX's. A third of the 1-D cases save a checkpoint after step 2 and resume
it at another world size for step 3 (half of those with scanned layers split
along the other dim: by row instead of by layer, or the other way round).
Parameters are f32, or f32 with bf16 matrix products (bf16-compute), or
bf16 with f32 optimizer state (bf16-params), norms and softmax in f32. A
case whose budget no schedule fits counts as such, not as a failure.

    python3 test/fuzz/train.py                       # 10 cases, seed 1
    python3 test/fuzz/train.py --seed 7 --cases 300 --log /tmp/train.jsonl
    python3 test/fuzz/train.py --show 12              # print case 12's draw

Prints one line per failing case and a summary line, e.g.
`train fuzz: 10 cases, 7 ok, 3 over budget, 0 failures (seed 1)`; exits 1
if any case failed. Case i of seed s depends on (s, i) alone.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
import traceback
import warnings
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "python"))
import fsdpc  # noqa: E402
from fsdpc import P, launch  # noqa: E402
from fsdpc.testing import assert_close  # noqa: E402

STEPS = 3
# Adam's update divides by sqrt(nu) + eps: with eps 1e-8 a gradient that
# is zero up to rounding (a key bias's, which softmax ignores) would turn
# rounding noise into a full step. 1e-3 keeps the comparison meaningful.
ADAM_EPS = 1e-3
# (loss, final state) relative tolerances by the case's precision. bf16's
# unit roundoff is 2^-9: a product rounded to bf16 differs by an ulp
# wherever the two sides' f32 sums straddle a rounding boundary, and three
# steps carry such differences on.
TOLERANCES = {"f32": (2e-4, 2e-3), "bf16-compute": (2e-2, 5e-2), "bf16-params": (2e-2, 5e-2)}


def draw_case(seed: int, index: int) -> dict:
    """The model, mesh and options of case `index` of `seed`."""
    rng = np.random.default_rng([seed, index])
    pick = lambda options: options[int(rng.integers(0, len(options)))]  # noqa: E731
    case = dict(
        layers=int(rng.integers(1, 4)), width=pick([8, 12, 16, 20, 24]),
        seq=pick([3, 4, 6, 8]), vocab=pick([13, 17, 31, 50]),
        norm=pick(["layer", "rms"]), act=pick(["gelu", "relu", "swiglu"]),
        tied=pick([False, True]), bias=pick([False, True]),
        causal=pick([False, True]), dropout=pick([False, False, True]),
        scan=pick([False, False, True]), scan_rows=pick([False, True]),
        micro=pick([1, 1, 2, 3]), opt=pick(["adamw", "momentum", "sgd"]),
        clip=pick([False, True]),
        policy=pick(["none", "fsdp", "fsdp-no-reshard", "zero3", "auto"]),
        # Budgets at or below policy none's arena are over budget for most
        # policies: drawn a third of the time, they test that error path.
        budget=pick(["default", "default", "frugal+30%", "frugal+30%", "frugal",
                     "below-frugal"]),
        device=pick(["cpu", "h100", "h200"]),
        messages=pick(["auto", "packed", "per-member"]),
        bucket=pick([None, 256, 4096]), updates_in_backward=pick([False, True]),
        row_kernels=pick([False, True]), horizontal_fusion=pick([False, True]),
        excess_precision=pick([False, True]))
    case["heads"] = pick([h for h in (1, 2, 4) if case["width"] % h == 0])
    case["ffn"] = pick([2 * case["width"], case["width"] + 6])
    mesh = pick(["1d", "1d", "hsdp"])
    if mesh == "hsdp":
        case["mesh"] = dict(zip(("replica", "shard"), pick([(2, 1), (2, 2), (1, 2), (3, 1)])))
        case["world"] = case["mesh"]["replica"] * case["mesh"]["shard"]
    else:
        case["world"] = pick([1, 2, 3, 4])
        case["resume_world"] = pick([1, 2, 3, 4, 6]) if pick([0, 0, 1]) else None
    # 12 divides every world size a resume may pick.
    case["batch"] = 12 if case.get("resume_world") else case["world"] * int(rng.integers(1, 3))
    # Drawn last, so that the other draws of a (seed, case) stay as before.
    case["precision"] = pick(["f32", "f32", "bf16-compute", "bf16-params"])
    # Scanned layers split by layer resume split by row, or the other way
    # round: a checkpoint read into another split dim.
    case["resume_other_split"] = bool(case["scan"] and case.get("resume_world") and pick([0, 1]))
    return case


def make_params(case: dict, rng: np.random.Generator) -> dict:
    d, f = case["width"], case["ffn"]

    def normal(*shape, scale=0.2):
        return (rng.standard_normal(shape) * scale).astype(np.float32)

    def block():
        b = {"ln1_g": 1 + normal(d, scale=0.1), "ln2_g": 1 + normal(d, scale=0.1),
             "wqkv": normal(d, 3 * d), "wo": normal(d, d),
             "w1": normal(d, 2 * f if case["act"] == "swiglu" else f), "w2": normal(f, d)}
        if case["bias"]:
            b.update(ln1_b=normal(d, scale=0.1), ln2_b=normal(d, scale=0.1),
                     bqkv=normal(3 * d, scale=0.1), bo=normal(d, scale=0.1),
                     b2=normal(d, scale=0.1))
        return b

    params = {"wte": normal(case["vocab"], d), "wpe": normal(case["seq"], d),
              "lnf_g": 1 + normal(d, scale=0.1)}
    blocks = [block() for _ in range(case["layers"])]
    params["blocks"] = jax.tree.map(lambda *xs: np.stack(xs), *blocks) if case["scan"] else blocks
    if not case["tied"]:
        params["head"] = normal(d, case["vocab"])
    if case["precision"] == "bf16-params":
        params = jax.tree.map(lambda p: np.asarray(p.astype(jnp.bfloat16)), params)
    return params


def make_loss(case: dict):
    s, d, heads = case["seq"], case["width"], case["heads"]
    f32 = jnp.float32

    def mm(a, b):
        """A matrix product in the case's precision: bf16-compute casts f32
        operands to bf16 and the product back; bf16-params' operands are
        bf16 already (activations follow the parameters)."""
        if case["precision"] == "bf16-compute":
            return (a.astype(jnp.bfloat16) @ b.astype(jnp.bfloat16)).astype(f32)
        return a @ b

    def norm(x, g, b=None):
        """Statistics in f32 whatever the activations' type, as mixed
        precision keeps them."""
        x32, g32 = x.astype(f32), g.astype(f32)
        if case["norm"] == "rms":
            out = x32 * jax.lax.rsqrt(jnp.mean(x32 * x32, -1, keepdims=True) + 1e-5) * g32
            return out.astype(x.dtype)
        mu = jnp.mean(x32, -1, keepdims=True)
        out = (x32 - mu) * jax.lax.rsqrt(jnp.mean((x32 - mu) ** 2, -1, keepdims=True) + 1e-5) * g32
        return (out if b is None else out + b.astype(f32)).astype(x.dtype)

    def layer(x, blk, key):
        batch = x.shape[0]
        q, k, v = jnp.split(mm(norm(x, blk["ln1_g"], blk.get("ln1_b")), blk["wqkv"])
                            + blk.get("bqkv", 0.0), 3, -1)
        q, k, v = (t.reshape(batch, s, heads, d // heads).transpose(0, 2, 1, 3) for t in (q, k, v))
        att = mm(q, k.transpose(0, 1, 3, 2)) / np.sqrt(d // heads).astype(q.dtype)
        if case["causal"]:
            att = jnp.where(np.tril(np.ones((s, s), bool)), att, -1e9)
        att = jax.nn.softmax(att.astype(f32), -1).astype(x.dtype)
        if key is not None:
            att = jnp.where(jax.random.bernoulli(key, 0.9, att.shape), att / 0.9, 0.0)
        y = mm(mm(att, v).transpose(0, 2, 1, 3).reshape(batch, s, d), blk["wo"])
        x = x + y + blk.get("bo", 0.0)
        u = mm(norm(x, blk["ln2_g"], blk.get("ln2_b")), blk["w1"])
        if case["act"] == "swiglu":
            a, g = jnp.split(u, 2, -1)
            u = jax.nn.silu(a) * g
        else:
            u = jax.nn.gelu(u) if case["act"] == "gelu" else jax.nn.relu(u)
        return x + mm(u, blk["w2"]) + blk.get("b2", 0.0)

    def loss_fn(p, batch):
        x = p["wte"][batch["tokens"]] + p["wpe"]
        key = batch.get("key")
        if case["scan"]:
            keys = None if key is None else jax.random.split(key, case["layers"])
            x, _ = jax.lax.scan(lambda c, kb: (layer(c, kb[1], kb[0]), None), x,
                                (keys, p["blocks"]))
        else:
            for i, blk in enumerate(p["blocks"]):
                x = layer(x, blk, None if key is None else jax.random.fold_in(key, i))
        logits = mm(norm(x, p["lnf_g"]), p["wte"].T if case["tied"] else p["head"])
        picked = jnp.take_along_axis(jax.nn.log_softmax(logits.astype(f32), -1),
                                     batch["targets"][..., None], -1)
        return -jnp.mean(picked)

    return loss_fn


def make_step(case: dict, loss_fn):
    """The train step and its optimizer state's initial value (given the
    parameters) and shardings (given the parameters')."""

    f32 = jnp.float32

    def gradients(params, batch):
        """The loss and its gradients in f32 (bf16 parameters' gradients
        widened, summed over micro-batches in f32)."""
        if case["micro"] == 1:
            loss, grads = jax.value_and_grad(loss_fn)(params, batch)
            return loss, jax.tree.map(lambda g: g.astype(f32), grads)

        def body(total, micro):
            loss, grads = jax.value_and_grad(loss_fn)(params, micro)
            return (total[0] + loss,
                    jax.tree.map(lambda t, g: t + g.astype(f32), total[1], grads)), None
        micros = dict(batch)
        if "key" in batch:
            micros["key"] = jax.random.split(batch["key"], case["micro"])
        zero = (jnp.zeros((), f32), jax.tree.map(lambda p: jnp.zeros(p.shape, f32), params))
        (loss, grads), _ = jax.lax.scan(body, zero, micros)
        return loss / case["micro"], jax.tree.map(lambda g: g / case["micro"], grads)

    def clipped(grads):
        if not case["clip"]:
            return grads
        total = jnp.sqrt(sum(jnp.sum(g * g) for g in jax.tree.leaves(grads)))
        return jax.tree.map(lambda g: g * jnp.minimum(1.0, 0.5 / (total + 1e-6)), grads)

    def updated(p, delta):
        """p - delta, computed in f32 and stored in the parameter's type."""
        return (p.astype(f32) - delta).astype(p.dtype)

    def step(params, state, batch):
        loss, grads = gradients(params, batch)
        grads = clipped(grads)
        if case["opt"] == "adamw":
            count = state["count"] + 1
            mu = jax.tree.map(lambda m, g: 0.9 * m + 0.1 * g, state["mu"], grads)
            nu = jax.tree.map(lambda n, g: 0.99 * n + 0.01 * g * g, state["nu"], grads)
            c = count.astype(f32)
            b1, b2 = 1 - 0.9 ** c, 1 - 0.99 ** c
            params = jax.tree.map(
                lambda p, m, n: updated(p, 0.01 * ((m / b1) / (jnp.sqrt(n / b2) + ADAM_EPS)
                                                   + 0.01 * p.astype(f32))),
                params, mu, nu)
            return params, {"mu": mu, "nu": nu, "count": count}, loss
        if case["opt"] == "momentum":
            velocity = jax.tree.map(lambda v, g: 0.9 * v + g, state["v"], grads)
            return (jax.tree.map(lambda p, v: updated(p, 0.05 * v), params, velocity),
                    {"v": velocity}, loss)
        return jax.tree.map(lambda p, g: updated(p, 0.1 * g), params, grads), state, loss

    def initial_state(params):
        # Optimizer state in f32 whatever the parameters' type.
        zeros = lambda: jax.tree.map(lambda p: np.zeros(p.shape, np.float32), params)  # noqa: E731
        return {"adamw": lambda: {"mu": zeros(), "nu": zeros(), "count": np.zeros((), np.int32)},
                "momentum": lambda: {"v": zeros()}, "sgd": dict}[case["opt"]]()

    def state_specs(param_specs):
        return {"adamw": {"mu": param_specs, "nu": param_specs, "count": P()},
                "momentum": {"v": param_specs}, "sgd": {}}[case["opt"]]

    return step, initial_state, state_specs


def make_batches(case: dict, rng: np.random.Generator) -> dict:
    lead = (STEPS, case["micro"]) if case["micro"] > 1 else (STEPS,)
    shape = (*lead, case["batch"], case["seq"])
    batches = {"tokens": rng.integers(0, case["vocab"], shape).astype(np.int32),
               "targets": rng.integers(0, case["vocab"], shape).astype(np.int32)}
    if case["dropout"]:
        batches["key"] = np.stack([np.asarray(jax.random.key_data(jax.random.PRNGKey(k)))
                                   for k in range(STEPS)])
    return batches


def lower(case: dict, step, params, state, state_specs, batches, scan_rows: bool | None = None):
    """The step lowered with the case's shardings (scanned layers split by
    row when ``scan_rows``, by default the case's draw)."""
    axes = ("replica", "shard") if "mesh" in case else "shard"
    data = P(None, axes) if case["micro"] > 1 else P(axes)
    batch_specs = {name: (P() if name == "key" else data) for name in batches}
    scan_rows = case["scan_rows"] if scan_rows is None else scan_rows
    row = P(None, "shard") if case["scan"] and scan_rows else P("shard")
    param_specs = {name: (jax.tree.map(lambda _: row, value) if name == "blocks" else P("shard"))
                   for name, value in params.items()}
    mesh = fsdpc.Mesh(tuple(case["mesh"]) if "mesh" in case else ("shard",))
    first = {name: value[0] for name, value in batches.items()}
    return fsdpc.lower(step, params, state, first, mesh=mesh,
                       in_shardings=(param_specs, state_specs(param_specs), batch_specs))


def compile_options(case: dict, world: int | None = None) -> dict:
    size = (dict(mesh=case["mesh"]) if "mesh" in case and world is None
            else dict(world_size=world or case["world"]))
    return dict(size, device=case["device"], collective_messages=case["messages"],
                bucket_bytes=case["bucket"], updates_in_backward=case["updates_in_backward"],
                row_kernels=case["row_kernels"], horizontal_fusion=case["horizontal_fusion"],
                excess_precision=case["excess_precision"])


def train_on_ranks(case: dict, lowered, init: dict, batches: dict, work: str,
                   resumed=None):
    """Losses and final state of STEPS steps on real ranks, or None when no
    schedule fits the case's budget. ``resumed`` is the program that resumes
    the checkpoint (``lowered`` unless the case resumes another split)."""
    options = compile_options(case)
    budget = None
    if case["budget"] != "default":
        frugal = fsdpc.compile(lowered, policy="none", **options).report["peak_bytes"]
        budget = {"frugal": frugal, "frugal+30%": int(frugal * 1.3),
                  "below-frugal": frugal - 512}[case["budget"]]
    try:
        exe = fsdpc.compile(lowered, policy=case["policy"], memory_budget=budget,
                            executable=f"{work}/step.fsdpx", **options).executable
    except fsdpc.ToolError as error:
        if "above the memory budget" in error.stderr:
            return None
        raise
    run = dict(batches=batches, threads=1, timeout=300, progress=False)
    resume_world = case.get("resume_world")
    if not resume_world:
        result = launch.run(exe, world_size=case["world"], state=init, steps=STEPS,
                            workdir=f"{work}/run", **run)
        return list(result.losses), result.state
    # Steps 1-2 at the case's world size, step 3 from their checkpoint at another.
    first = launch.run(exe, world_size=case["world"], state=init, steps=STEPS - 1,
                       workdir=f"{work}/first", checkpoint_dir=f"{work}/ckpt",
                       save_every=STEPS - 1, **run)
    exe2 = fsdpc.compile(resumed or lowered, policy=case["policy"],
                         executable=f"{work}/step2.fsdpx",
                         **compile_options(case, resume_world)).executable
    second = launch.run(exe2, world_size=resume_world, steps=1, workdir=f"{work}/second",
                        resume=f"{work}/ckpt", **run)
    return list(first.losses) + list(second.losses), second.state


def jax_reference(step, params, state, batches):
    run = jax.jit(step)
    losses = []
    for k in range(STEPS):
        params, state, loss = run(params, state, {n: b[k] for n, b in batches.items()})
        losses.append(float(loss))
    return losses, params, state


def run_case(seed: int, index: int) -> tuple[str, list[str]]:
    """("ok" | "over budget" | "failed", problems)."""
    case = draw_case(seed, index)
    rng = np.random.default_rng([seed, index, 1])
    params = make_params(case, rng)
    step, initial_state, state_specs = make_step(case, make_loss(case))
    state = initial_state(params)
    batches = make_batches(case, rng)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", fsdpc.FsdpcWarning)
        lowered = lower(case, step, params, state, state_specs, batches)
        first = {name: value[0] for name, value in batches.items()}
        leaves = dict(zip(lowered.arg_paths,
                          (np.asarray(v) for v in jax.tree.leaves((params, state, first)))))
        updated = set(lowered.updates.values())
        init = {path: value for path, value in leaves.items() if path in updated}
        data = {path: batches[next(n for n in batches if path.endswith(n))]
                for path in lowered.arg_paths if path not in updated}
        with tempfile.TemporaryDirectory(prefix="fsdpc-train-fuzz-") as work:
            resumed = (lower(case, step, params, state, state_specs, batches,
                             scan_rows=not case["scan_rows"])
                       if case["resume_other_split"] else None)
            trained = train_on_ranks(case, lowered, init, data, work, resumed)
    if trained is None:
        return "over budget", []
    losses, final = trained
    want_losses, want_params, want_state = jax_reference(step, params, state, batches)
    want = dict(zip(lowered.arg_paths,
                    (np.asarray(v) for v in jax.tree.leaves((want_params, want_state, first)))))
    problems = []
    loss_tolerance, state_tolerance = TOLERANCES[case["precision"]]
    checks = [(got, [w], f"step {k + 1} loss", loss_tolerance) for k, (got, w)
              in enumerate(zip(losses, want_losses))]
    checks += [(value, want[path], f"final {path}", state_tolerance)
               for path, value in final.items()]
    if len(losses) != STEPS:
        problems.append(f"{len(losses)} losses, expected {STEPS}")
    for got, expected, what, tolerance in checks:
        try:
            assert_close(got, expected, rtol=tolerance, atol_scale=tolerance, what=what)
        except AssertionError as error:
            problems.append(str(error).strip()[:400])
    return ("failed" if problems else "ok"), problems


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cases", type=int, default=10)
    parser.add_argument("--first-case", type=int, default=0)
    parser.add_argument("--time-budget", type=float, default=None,
                        help="seconds after which no new case starts")
    parser.add_argument("--log", help="append each case's draw and result (JSON lines)")
    parser.add_argument("--show", type=int, help="print this case's draw and run nothing")
    args = parser.parse_args(argv)
    if args.show is not None:
        print(json.dumps(draw_case(args.seed, args.show), indent=1))
        return 0
    start = time.monotonic()
    counts = {"ok": 0, "over budget": 0, "failed": 0}
    ran = 0
    for index in range(args.first_case, args.first_case + args.cases):
        if args.time_budget is not None and time.monotonic() - start > args.time_budget:
            break
        try:
            status, problems = run_case(args.seed, index)
        except Exception:  # a crash, a tool error, a hang: a failure of the case
            status, problems = "failed", [traceback.format_exc()[-1500:]]
        ran += 1
        counts[status] += 1
        if status == "failed":
            print(f"case {index} (seed {args.seed}) failed: {json.dumps(draw_case(args.seed, index))}")
            for problem in problems:
                print("  " + problem.replace("\n", "\n  "))
        if args.log:
            with open(args.log, "a") as log:
                log.write(json.dumps({"seed": args.seed, "case": index, "status": status,
                                      "draw": draw_case(args.seed, index),
                                      "problems": problems}) + "\n")
    print(f"train fuzz: {ran} cases, {counts['ok']} ok, {counts['over budget']} over budget, "
          f"{counts['failed']} failures (seed {args.seed}) [{time.monotonic() - start:.0f} s]")
    return 1 if counts["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
