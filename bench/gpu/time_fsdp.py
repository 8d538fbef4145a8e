#!/usr/bin/env python3
"""GPU stage (c): GPT-2 small's bf16 training step through ``fsdp-run
--device cuda``, with CUDA graphs (the default) and with ``--no-graphs``:
WARMUP_STEPS + TIMED_STEPS steps from fsdp-run's Philox initializers on the
fixed batch; the step time is the median of fsdp-run's own per-step times
(its report's ``step_times_s``, less the last step, which the report times
per instruction) after the warm-up, next to the median of the intervals
between its per-step output lines (measured outside the process). The
no-graphs run also traces its last step (OUT/trace-nographs.json) for the
breakdown: time per instruction kind and the slowest instructions; so does
the unpadded-GEMM baseline (OUT/trace-unpadded.json), whose GEMMs report.py
sets beside the default's one by one.
Each mode is recorded in OUT/timings.json as soon as it finishes.

    python3 bench/gpu/time_fsdp.py --fsdp-run /tmp/rt/bin/fsdp-run --out "$OUT"
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402
import fsdp_run  # noqa: E402


RUN_TIMEOUT_S = 90  # ~11 s a mode on the first run; run.sh gives the stages 60 and 160 s


TRACE = "trace-nographs.json"  # the no-graphs run's last step, per instruction (in OUT)
UNPADDED_TRACE = "trace-unpadded.json"  # the unpadded baseline's last step, the same way
TOP = 12                      # the slowest instructions listed in the breakdown


def trace_breakdown(path: Path) -> dict | None:
    """Where the traced step's time went (fsdp-run --trace): device time per
    queue and per instruction kind, and the slowest instructions next to the
    cost model's prediction for each (predicted_us: the h200 preset the
    executable was compiled with)."""
    try:
        events = json.loads(path.read_text())["traceEvents"]
    except (OSError, ValueError, KeyError):
        return None
    ops = [e for e in events if e.get("ph") == "X"]
    compute = [e for e in ops if e.get("tid", 0) == 0]
    by_queue: dict[str, float] = {}
    by_kind: dict[str, float] = {}
    for e in ops:
        queue = "compute" if e.get("tid", 0) == 0 else f"queue {e['tid']}"
        by_queue[queue] = by_queue.get(queue, 0.0) + e["dur"] / 1e3
    for e in compute:
        kind = e.get("args", {}).get("kind", "?")
        by_kind[kind] = by_kind.get(kind, 0.0) + e["dur"] / 1e3
    predicted = sum(e.get("args", {}).get("predicted_us", 0.0) for e in compute) / 1e3
    slowest = sorted(compute, key=lambda e: -e["dur"])[:TOP]

    def row(e: dict) -> dict:
        return {"name": e["name"], "kind": e.get("args", {}).get("kind"),
                "label": e.get("args", {}).get("label", ""), "ms": e["dur"] / 1e3,
                "predicted_ms": e.get("args", {}).get("predicted_us", 0.0) / 1e3}

    # Every GEMM in issue order: two executables of the same step (padded
    # and unpadded GEMM rows) pair up GEMM by GEMM (report.py).
    gemms = [row(e) for e in sorted(compute, key=lambda e: e.get("ts", 0))
             if e.get("args", {}).get("kind") == "gemm"]
    # Each kernel's launches summed (an instruction's name is its kernel's
    # symbol), the most time first: report.py adds each one's GPU mapping.
    kernels: dict[str, dict] = {}
    for e in compute:
        if e.get("args", {}).get("kind") != "kernel":
            continue
        k = kernels.setdefault(e["name"], {"name": e["name"], "launches": 0, "ms": 0.0,
                                           "predicted_ms": 0.0})
        k["launches"] += 1
        k["ms"] += e["dur"] / 1e3
        k["predicted_ms"] += e.get("args", {}).get("predicted_us", 0.0) / 1e3
    return {"instructions": len(ops), "ms_by_queue": by_queue, "compute_ms_by_kind": by_kind,
            "compute_predicted_ms": predicted, "slowest": [row(e) for e in slowest],
            "gemms": gemms,
            "kernels": sorted(kernels.values(), key=lambda k: -k["ms"])[:TOP]}


# The rows: (key, graphs, executable, the trace of its last step, more
# fsdp-run options). The last nine are baselines and variants of the same
# step: 64-bit
# index arithmetic in its kernels (of the 32-bit default), that with one
# point per thread too (the first GPU run's layout of the same kernels: the
# baseline of the work-per-thread rules), GEMMs on the vocabulary's
# unaligned 50257-element rows (the baseline of their padding; traced too,
# so that each GEMM's time compares with the default's), softmax and layer
# norms as a kernel per reduction (the baseline of fsdp.row_kernel),
# correctly rounded divisions (the baseline of div.full.f32), every bf16 op's
# result rounded (the baseline of fsdp-excess-precision), each kernel
# launched alone (the baseline of fsdp-horizontal-fusion), exp as Triton
# computes it (a variant: faster, within 2 + |1.173 x| ulp), and head-strided
# attention's GEMMs as loops of cuBLASLt calls (the baseline of one
# pointer-array call each; last, so that a pointer-array algorithm that
# breaks the device leaves this row to time the step).
MODES = (("fsdp-run (CUDA graphs)", True, "timed.cuda.fsdpx", None, ()),
         ("fsdp-run (no graphs)", False, "timed.cuda.fsdpx", TRACE, ()),
         ("fsdp-run (CUDA graphs, 64-bit indices)", True, "timed.cuda64.fsdpx", None, ()),
         ("fsdp-run (CUDA graphs, 64-bit, one point per thread)", True,
          "timed.cuda64-one.fsdpx", None, ()),
         ("fsdp-run (CUDA graphs, GEMM rows unpadded)", True, "timed.cuda-unpadded.fsdpx",
          UNPADDED_TRACE, ()),
         ("fsdp-run (CUDA graphs, no row kernels)", True, "timed.cuda-no-row-kernels.fsdpx",
          None, ()),
         ("fsdp-run (CUDA graphs, IEEE division)", True, "timed.cuda-ieee.fsdpx", None, ()),
         ("fsdp-run (CUDA graphs, rounding after every op)", True, "timed.cuda-per-op.fsdpx",
          None, ()),
         ("fsdp-run (CUDA graphs, no horizontal fusion)", True,
          "timed.cuda-no-horizontal-fusion.fsdpx", None, ()),
         ("fsdp-run (CUDA graphs, fast exp)", True, "timed.cuda-fast-exp.fsdpx", None, ()),
         ("fsdp-run (CUDA graphs, GEMM loops as calls)", True, "timed.cuda.fsdpx", None,
          ("--no-gemm-pointer-arrays",)))


def measure(fsdp: str, graphs: bool, work: Path, steps: int, warmup: int,
            out: Path, executable: str = "timed.cuda.fsdpx", trace_name: str | None = None,
            options: tuple[str, ...] = ()) -> dict:
    report = work / (f"report-{'graphs' if graphs else 'nographs'}-{executable}"
                     f"{''.join(options)}.json")
    report.unlink(missing_ok=True)
    # The traced step is the last, which the report times per instruction
    # (eagerly) anyway: tracing it costs the timed steps nothing.
    trace = out / trace_name if trace_name else None
    run = fsdp_run.run(fsdp, common.artifact(executable),
                       data=common.artifact("timed.batch.safetensors"), steps=warmup + steps,
                       seed=common.SEED, graphs=graphs, report=report,
                       extra=[*options, *(["--trace", str(trace)] if trace else [])] or None,
                       timeout_s=RUN_TIMEOUT_S)
    if not run.ok:
        return {"ok": False, "error": run.error(), "command": " ".join(run.command)}
    rep = run.report or {}
    # On CUDA the report's last step ran eagerly with an event pair per
    # instruction (per_instruction_steps): not the step being timed.
    first = rep.get("first_step", 1)
    eager = set(rep.get("per_instruction_steps") or [])
    times = [t for i, t in enumerate(rep.get("step_times_s") or []) if first + i not in eager]
    intervals = [b - a for a, b in zip(run.arrivals_s, run.arrivals_s[1:])]
    if eager and intervals and first + len(run.losses) - 1 in eager:
        intervals.pop()  # the last step's line came after its eager timed run
    out = {"ok": True, "command": " ".join(run.command), "steps": len(run.losses),
           "warmup": warmup, "wall_s": round(run.wall_s, 2),
           "losses": run.losses[:3] + run.losses[-1:], "all_losses": run.losses,
           # the intervals start at step 2, hence warmup - 1
           "line_interval_median_s": common.median_after_warmup(intervals, warmup - 1)
           if len(intervals) >= warmup else None,
           "report": {k: v for k, v in rep.items() if k != "step_times_s"},
           "step_times_s": times}
    if len(times) > warmup:
        out["step_s"] = common.median_after_warmup(times, warmup)
        out["step_spread_s"] = [min(times[warmup:]), max(times[warmup:])]
    elif out["line_interval_median_s"]:
        out["step_s"] = out["line_interval_median_s"]
        out["note"] = "no step_times_s in the report: step time from the output lines"
    else:
        return {**out, "ok": False, "error": "neither a report nor enough step lines to time"}
    if out.get("line_interval_median_s"):
        # The lines also pay for the loss's copy to the host and printing.
        out["line_vs_report"] = out["line_interval_median_s"] / out["step_s"]
    if trace is not None:
        out["breakdown"] = trace_breakdown(trace)
    out["median_of"] = len(times[warmup:]) or len(intervals[warmup - 1:])
    out["stdev_s"] = statistics.pstdev(times[warmup:]) if len(times) > warmup + 1 else None
    return out


def check_replay(graphs: dict, eager: dict) -> dict:
    """The graph row, failed when its losses are not the eager run's: a
    replay computing something else must not be timed as the same step.
    Tolerance: smoke_check's bf16 loss bound per step (a graph replay differs
    from its eager run only in the order of the embedding gradient's atomic
    adds; a baseline also in its roundings or index width, within that
    bound)."""
    if not graphs.get("ok"):
        return graphs
    if not eager.get("ok"):  # timed, but nothing to check it against: said
        return {**graphs, "losses_vs_no_graphs": {"ok": None,
                                                  "reason": "the eager (no graphs) run failed"}}
    import smoke_check

    check = smoke_check.compare_losses(eager.get("all_losses") or [],
                                       graphs.get("all_losses") or [], "bf16")
    graphs = {**graphs, "losses_vs_no_graphs": check}
    if not check["ok"]:
        graphs.update(ok=False, error=f"the losses differ from the eager run's "
                                      f"(max |diff| {check['max_abs_diff']} over "
                                      f"{len(check['abs_diff'])} steps, tolerance "
                                      f"{check['tolerance']}): not timed as the same step")
    return graphs


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--fsdp-run", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--work", default="/tmp/fsdpc-gpu/time")
    ap.add_argument("--steps", type=int, default=common.TIMED_STEPS)
    ap.add_argument("--warmup", type=int, default=common.WARMUP_STEPS)
    ap.add_argument("--rows", choices=("main", "baselines", "all"), default="all",
                    help="the two main rows (graphs, no graphs), the baselines and variants "
                         "after them (run.sh times them after the references, so that a "
                         "short budget cuts these first), or all")
    args = ap.parse_args(argv)
    work = Path(args.work)
    work.mkdir(parents=True, exist_ok=True)
    modes = {"main": MODES[:2], "baselines": MODES[2:], "all": MODES}[args.rows]
    # Every graph row must compute what the eager 32-bit run computed (so
    # the 64-bit row also checks the 32-bit indexing on the whole model):
    # each is checked as soon as that run's row exists (the baselines'
    # stage reads it from the main stage's record), so that a stage cut
    # short leaves no row unchecked.
    eager_key = MODES[1][0]
    recorded = Path(args.out) / "timings.json"
    eager = (json.loads(recorded.read_text()).get(eager_key)
             if args.rows == "baselines" and recorded.exists() else None)
    results, unchecked = {}, []
    for key, graphs, executable, trace_name, options in modes:
        try:
            results[key] = measure(args.fsdp_run, graphs, work, args.steps, args.warmup,
                                   Path(args.out), executable, trace_name, options)
        except Exception as error:  # noqa: BLE001  recorded; the other modes still run
            results[key] = {"ok": False, "error": f"{type(error).__name__}: {error}"}
        if key == eager_key:
            eager = results[key]
        if graphs:
            unchecked.append(key)
        if eager is not None:
            for row in unchecked:
                results[row] = check_replay(results[row], eager)
                common.record(args.out, row, results[row])
            unchecked = []
        common.record(args.out, key, results[key])
    for row in unchecked:  # no eager run to compare with: said, not hidden
        results[row] = {**results[row], "losses_vs_no_graphs": {
            "ok": None, "reason": "no eager (no graphs) row was recorded"}}
        common.record(args.out, row, results[row])
    for key, result in results.items():
        print(f"{key}: " + (f"{result['step_s'] * 1e3:.2f} ms/step" if result["ok"]
                            else f"FAILED: {result['error'][:800]}"), flush=True)
    return 0 if all(r["ok"] for r in results.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
