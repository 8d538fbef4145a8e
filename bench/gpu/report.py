#!/usr/bin/env python3
"""GPU stage (e): one markdown table, OUT/gpu_results.md, from what the
stages recorded (OUT/timings.json, OUT/smoke.json, OUT/build.json): step
time, tokens/s, MFU, and the goal check (fsdp-run faster than PyTorch eager,
within 10% of torch.compile and of XLA). Rerun after every timing stage, so
a run cut short still leaves a table of what finished.

    python3 bench/gpu/report.py --out "$OUT"
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402
from zoo import model_flops_per_rank  # noqa: E402

PEAK_FLOPS = 989e12   # H100/H200 SXM dense bf16 datasheet peak (the zoo table's MFU convention)
FSDP_ROWS = ("fsdp-run (CUDA graphs)", "fsdp-run (no graphs)",
             "fsdp-run (CUDA graphs, 64-bit indices)",
             "fsdp-run (CUDA graphs, 64-bit, one point per thread)",
             "fsdp-run (CUDA graphs, no row kernels)",
             "fsdp-run (CUDA graphs, IEEE division)",
             "fsdp-run (CUDA graphs, rounding after every op)",
             "fsdp-run (CUDA graphs, no horizontal fusion)",
             "fsdp-run (CUDA graphs, fast exp)",
             "fsdp-run (CUDA graphs, GEMM loops as calls)")
ROWS = FSDP_ROWS + ("PyTorch eager", "torch.compile", "jax.jit (XLA)",
                    "PyTorch eager + SDPA (flash)", "torch.compile + SDPA (flash)")
NOTES = {
    "fsdp-run (CUDA graphs)": "fsdpc's executable; the step replayed as a CUDA graph",
    "fsdp-run (no graphs)": "fsdpc's executable; kernels launched one by one (its last, "
                            "traced step left out: the breakdown below)",
    "fsdp-run (CUDA graphs, 64-bit indices)": "the same step compiled with "
                                              "`gpu_index_bits=64`: the baseline of the "
                                              "32-bit index arithmetic",
    "fsdp-run (CUDA graphs, 64-bit, one point per thread)":
        "also `--gpu-work-per-thread=one`: the first GPU run's (2026-12-04) "
        "layout of the same kernels, the baseline of the work-per-thread rules",
    "fsdp-run (CUDA graphs, no row kernels)":
        "the step compiled with `row-kernels=false`: each reduction of a softmax "
        "or a layer norm its own kernel, the baseline of fsdp.row_kernel",
    "fsdp-run (CUDA graphs, IEEE division)":
        "also `--gpu-division=ieee`: divisions correctly rounded (div.rn.f32), "
        "the baseline of div.full.f32 (XLA:GPU's and Triton's division)",
    "fsdp-run (CUDA graphs, rounding after every op)":
        "the step compiled with `excess-precision=false`: every bf16 op's result "
        "rounded, the baseline of keeping a kernel's intermediates in f32 "
        "(torch.compile's kernels' precision)",
    "fsdp-run (CUDA graphs, no horizontal fusion)":
        "the step compiled with `horizontal-fusion=false`: each of the optimizer's small "
        "updates its own launch, the baseline of fsdp-horizontal-fusion",
    "fsdp-run (CUDA graphs, fast exp)":
        "also `--gpu-exp=fast`: exp as Triton's tl.exp (ex2.approx.f32 of x * log2(e), "
        "within 2 + |1.173 x| ulp), a variant faster than the default, not a baseline",
    "fsdp-run (CUDA graphs, GEMM loops as calls)":
        "also `--no-gemm-pointer-arrays`: head-strided attention's GEMMs as a "
        "cuBLASLt call per index of their outer loops, the baseline of one "
        "pointer-array call each",
    "PyTorch eager": "explicit softmax attention, foreach AdamW",
    "torch.compile": "default mode; forward+backward and AdamW compiled",
    "jax.jit (XLA)": "bench/models.py's step itself",
    "PyTorch eager + SDPA (flash)": "context only: flash attention, not the same attention",
    "torch.compile + SDPA (flash)": "context only: flash attention, not the same attention",
}
MARGIN = 1.10  # "within 10%"


def load(path: Path) -> dict:
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        return {}


def fmt_ms(seconds: float | None) -> str:
    return "—" if seconds is None else f"{seconds * 1e3:.2f}"


def goal_lines(rows: dict[str, dict]) -> list[str]:
    ok = {k: v for k, v in rows.items() if v.get("ok")}
    fsdp_key = next((k for k in FSDP_ROWS if k in ok), None)
    if fsdp_key is None:
        return ["- goals: not checked (no fsdp-run timing)"]
    fsdp = ok[fsdp_key]["step_s"]
    lines = [f"Goals, with {fsdp_key} at {fmt_ms(fsdp)} ms:"]

    def goal(what: str, other: str, limit: float) -> None:
        if other not in ok:
            lines.append(f"- {what}: not checked (no {other} timing)")
            return
        theirs = ok[other]["step_s"]
        verdict = "met" if fsdp <= limit * theirs else "MISSED"
        lines.append(f"- {what}: {verdict} ({fmt_ms(fsdp)} ms vs {fmt_ms(theirs)} ms, "
                     f"ratio {fsdp / theirs:.3f}, limit {limit:.2f})")

    goal("faster than PyTorch eager", "PyTorch eager", 1.0)
    goal("within 10% of torch.compile", "torch.compile", MARGIN)
    goal("within 10% of XLA (jax.jit)", "jax.jit (XLA)", MARGIN)
    return lines


def prediction_lines(timings: dict) -> list[str]:
    """The cost model's prediction for the timed executable (prepare.py's
    manifest: fsdpc.compile's report, priced with the preset named) beside
    the measured step: a prediction, said to be one."""
    manifest = load(common.artifact("manifest.json"))
    predicted = (manifest.get("executables", {}).get("timed.cuda.fsdpx") or {}).get("predicted")
    if not predicted or "step_time_s" not in predicted:
        return []
    line = (f"Predicted by fsdpc's cost model (`{predicted.get('device')}` preset, at compile "
            f"time): {fmt_ms(predicted['step_time_s'])} ms a step")
    # The rows of that executable, not the baselines compiled otherwise.
    measured = {k: timings[k]["step_s"] for k in FSDP_ROWS[:2] if timings.get(k, {}).get("ok")}
    if measured:
        line += "; measured " + ", ".join(
            f"{fmt_ms(step)} ms ({key[len('fsdp-run ('):-1]}, {step / predicted['step_time_s']:.2f}x "
            f"the prediction)" for key, step in measured.items())
    return ["", line + "."]


def breakdown_lines(timings: dict) -> list[str]:
    """The no-graphs run's traced step (time_fsdp.trace_breakdown): device
    time per queue and kind, and the slowest instructions beside the cost
    model's prediction for each."""
    b = (timings.get("fsdp-run (no graphs)") or {}).get("breakdown")
    if not b:
        return []
    queues = ", ".join(f"{q} {ms:.2f} ms" for q, ms in sorted(b["ms_by_queue"].items()))
    kinds = ", ".join(f"{k} {ms:.2f} ms" for k, ms in
                      sorted(b["compute_ms_by_kind"].items(), key=lambda kv: -kv[1]))
    lines = ["", "Where the no-graphs step's time went (its last step, run eagerly with an event "
                 f"pair around each of {b['instructions']} instructions; trace-nographs.json): "
                 f"device time by queue: {queues}; compute queue by kind: {kinds}; the cost "
                 f"model predicted {b['compute_predicted_ms']:.2f} ms for the compute queue.",
             "", "| slowest instructions | kind | ms | predicted ms | op |",
             "| --- | --- | --- | --- | --- |"]
    for r in b["slowest"]:
        label = str(r["label"]).replace("|", "/")
        lines.append(f"| {r['name']} | {r['kind']} | {r['ms']:.3f} | {r['predicted_ms']:.3f} "
                     f"| {label} |")
    return lines


def kernel_lines(timings: dict) -> list[str]:
    """The no-graphs run's kernels by their time in the traced step, each
    with its launches and GPU mapping (the executable's kernel table,
    prepare.py's timed.cuda.kernels.json): which kinds of kernel fall short
    of the cost model."""
    kernels = ((timings.get("fsdp-run (no graphs)") or {}).get("breakdown") or {}).get("kernels")
    if not kernels:
        return []
    table = load(common.artifact("timed.cuda.kernels.json"))
    info = {k["symbol"]: k for k in table.get("gpu_kernels", [])}
    lines = ["", "Kernels by their time in that step (every launch summed):", "",
             "| kernel | launches | ms | predicted ms | mapping | block | points/thread |",
             "| --- | --- | --- | --- | --- | --- | --- |"]
    for k in kernels:
        i = info.get(k["name"], {})
        lines.append(f"| {k['name']} | {k['launches']} | {k['ms']:.3f} | "
                     f"{k['predicted_ms']:.3f} | {i.get('gpu_mapping', '?')} | "
                     f"{i.get('block_size', '?')} | {i.get('points_per_thread', '?')} |")
    return lines


def counter_lines(timings: dict) -> list[str]:
    """How the CUDA device ran the GEMMs with outer loops (fsdp-run's
    report, device_counters, of the no-graphs run): as one pointer-array
    cuBLASLt call each, or as a loop of calls."""
    counters = (((timings.get("fsdp-run (no graphs)") or {}).get("report") or {})
                .get("device_counters") or {})
    if "gemm_loops_as_pointer_arrays" not in counters:
        return []
    return ["", f"GEMMs with outer loops (head-strided attention): "
                f"{counters['gemm_loops_as_pointer_arrays']} ran as one pointer-array cuBLASLt "
                f"call each, {counters.get('gemm_loops_as_calls', 0)} as loops of calls "
                f"({counters.get('gemm_plans', 0)} strided-batch plans; the report's "
                f"device_counters)."]


PADDING_ROWS = 6  # the GEMMs the padding changed most, listed


def gemm_padding_lines(timings: dict) -> list[str]:
    """The default executable's GEMMs (16-byte rows) beside the unpadded
    baseline's, each from its run's traced last step (the same GEMMs in the
    same order: padding adds copies, not GEMMs): their totals, and those
    whose time changed most."""
    padded = ((timings.get("fsdp-run (no graphs)") or {}).get("breakdown") or {}).get("gemms")
    unpadded = ((timings.get("fsdp-run (CUDA graphs, GEMM rows unpadded)") or {})
                .get("breakdown") or {}).get("gemms")
    if not padded or not unpadded:
        return []
    if [g["label"] for g in padded] != [g["label"] for g in unpadded]:
        return ["", f"GEMM padding: the traces' {len(padded)} and {len(unpadded)} GEMMs are not "
                    f"the same ops in the same order; not compared GEMM by GEMM."]
    pairs = sorted(zip(padded, unpadded), key=lambda p: -abs(p[0]["ms"] - p[1]["ms"]))
    lines = ["", f"GEMMs with rows padded to 16 bytes (the default) against the unpadded "
                 f"baseline, each run's last step traced: {len(padded)} GEMMs, "
                 f"{sum(g['ms'] for g in padded):.2f} ms padded, "
                 f"{sum(g['ms'] for g in unpadded):.2f} ms unpadded.",
             "", "| GEMM | padded ms | unpadded ms | predicted ms | op |",
             "| --- | --- | --- | --- | --- |"]
    for p, u in pairs[:PADDING_ROWS]:
        label = str(p["label"]).replace("|", "/")
        lines.append(f"| {p['name']} | {p['ms']:.3f} | {u['ms']:.3f} | {p['predicted_ms']:.3f} "
                     f"| {label} |")
    return lines


def render(out: Path) -> str:
    timings = load(out / "timings.json")
    smoke = load(out / "smoke.json")
    build = load(out / "build.json")
    model = common.TIMED
    a = model.arch
    flops = model_flops_per_rank(model)
    tokens = model.batch_per_rank * a.seq
    device = next((v.get("device") for v in timings.values() if isinstance(v, dict)
                   and v.get("device")), "the GPU")
    lines = [
        "# GPU benchmark: GPT-2 small bf16 training step, one GPU",
        "",
        f"Model: {model.name} ({a.layers} layers, d {a.width}, {a.heads} heads, seq {a.seq}, "
        f"vocab {a.vocab}), {model.batch_per_rank} sequences/step ({tokens} tokens), bf16 "
        f"parameters, f32 AdamW moments, explicit-softmax attention; on {device}.",
        f"Step time: median of {common.TIMED_STEPS} steps after {common.WARMUP_STEPS} warm-up "
        f"steps, each step synchronized on its loss. MFU: model FLOPs per step "
        f"{flops / 1e12:.2f} TFLOP (PaLM convention: 6 x matmul weights x tokens + "
        f"12 x layers x seq x width x tokens) / (step x {PEAK_FLOPS / 1e12:.0f} TFLOP/s bf16 peak).",
        "",
        "| implementation | step (ms) | min–max (ms) | tokens/s | MFU | loss (first → last) | note |",
        "| --- | --- | --- | --- | --- | --- | --- |",
    ]
    rows = {k: timings[k] for k in ROWS if k in timings}
    for key in ROWS:
        r = rows.get(key)
        if r is None:
            lines.append(f"| {key} | not run | | | | | {NOTES[key]} |")
            continue
        if not r.get("ok"):
            error = str(r.get("error", "failed")).replace("|", "/").replace("\n", " ")[:160]
            lines.append(f"| {key} | failed | | | | | {error} |")
            continue
        step = r["step_s"]
        times = r.get("step_times_s") or []
        timed = times[r.get("warmup", common.WARMUP_STEPS):]
        spread = f"{fmt_ms(min(timed))}–{fmt_ms(max(timed))}" if timed else ""
        losses = r.get("losses") or []
        loss = f"{losses[0]:.4f} → {losses[-1]:.4f}" if losses else ""
        note = NOTES[key]
        if r.get("line_interval_median_s"):
            # fsdp-run times its steps itself; the step lines, timed from
            # outside, show whether that agrees with what a user waits.
            note += f"; its step lines came every {fmt_ms(r['line_interval_median_s'])} ms"
        lines.append(f"| {key} | {fmt_ms(step)} | {spread} | {tokens / step:,.0f} | "
                     f"{flops / (step * PEAK_FLOPS):.1%} | {loss} | {note} |")
    lines += (prediction_lines(timings) + breakdown_lines(timings) + kernel_lines(timings)
              + counter_lines(timings) + gemm_padding_lines(timings))
    lines += [""] + goal_lines(rows) + [""]
    if smoke:
        verdict = "PASSED" if smoke.get("ok") else ("FAILED" if smoke.get("ran") else "NOT RUN")
        lines.append(f"Smoke check (the 2-layer model on the GPU: step 1 against the CPU "
                     f"reference, step 3 with CUDA graphs against eager): {verdict} "
                     f"({smoke.get('passed', 0)} of {smoke.get('ran', 0)} cases that ran passed, "
                     f"{len(smoke.get('cases', {})) - smoke.get('ran', 0)} not run; smoke.json).")
    else:
        lines.append("Smoke check: did not run (no smoke.json).")
    check = timings.get("model check (PyTorch vs JAX)")
    if check:
        cases = check.get("cases", {})
        detail = "; ".join(f"{d}: |Δloss| per step "
                           + ", ".join(f"{x:.1e}" for x in c["abs_diff"])
                           + " (limits " + ", ".join(f"{t:g}" for t in c["tolerance"]) + ")"
                           for d, c in cases.items()) or check.get("error", "")
        lines.append(f"Model check (PyTorch vs JAX, same initial state and batch, 2 steps): "
                     f"{'PASSED' if check.get('ok') else 'FAILED'} ({detail}).")
    if build:
        lines.append(f"Runtime build: {build.get('summary', '')}")
    if not smoke.get("ok") and any(timings.get(k, {}).get("ok") for k in FSDP_ROWS):
        lines += ["", "**The smoke check did not pass: fsdp-run's timings are of a step whose "
                      "results were not shown correct.**"]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True)
    args = ap.parse_args(argv)
    text = render(Path(args.out))
    Path(args.out, "gpu_results.md").write_text(text)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
