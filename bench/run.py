"""fsdpc's schedule benchmark: the zoo through fsdp-pipeline under every policy.

    python bench/run.py --out bench/results.md        # the whole matrix
    python bench/run.py --quick                       # a few small cases
    python bench/run.py --partition-only --quick      # until fsdp-pipeline exists
    python bench/run.py --trace-case gpt2-medium/w8/h100/tight --trace-png bench/trace.png

Prints markdown: the main table (one row per model x world size x device x
budget), how many cases meet the issue's targets, and compile time vs layers.
See bench/README.md for the columns and the budget levels.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import table  # noqa: E402
from budgets import LEVELS, budgets, fmt_bytes  # noqa: E402
from cases import Case, Selection, parse_case  # noqa: E402
from pipeline import BenchError, Outcome, partition, require_pass, schedule  # noqa: E402
from programs import CACHE_DIR, program  # noqa: E402
from results import BASELINES, CaseResult, PartitionRow, ScalingRow, SensitivityRow, Verdict  # noqa: E402
from zoo import ZOO, get_model, model_flops_per_rank  # noqa: E402

SCALING_WORLD, SCALING_DEVICE = 8, "h200"
PIPELINE_HINT = "run with --partition-only to exercise the zoo and the plumbing until it exists"


def log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


def lowered(name: str, world: int):
    p = program(get_model(name), world)
    log(f"  {name} w{world}: {p.lines:,} lines, {p.ops:,} ops, lowered in {p.lower_seconds:.1f} s"
        + (" (cached)" if p.cached else ""))
    return p


# -- the main matrix ------------------------------------------------------------------

def run_device(name: str, world: int, device: str, levels: tuple[str, ...], path: Path,
               pool: ThreadPoolExecutor, jobs: int) -> list[CaseResult]:
    """All budget levels of one (model, world, device).

    ``none`` runs once, at the device memory: it is a fixed schedule, so its
    prediction and peak do not depend on the budget, and its peak (the
    frugal peak) places the tight and mid budgets (budgets.py). The
    other policies of every level run on ``pool`` (one fsdp-opt each, on
    one thread where ``jobs`` run at once, so that their compile times do
    not depend on how their threads happened to share the cores).
    """
    threads = jobs == 1
    model = get_model(name)
    t = time.perf_counter()
    probe = schedule(path, world, "none", device, None)
    log(f"    {device}: none in {time.perf_counter() - t:.1f} s")
    if probe.infeasible:
        peak = probe.infeasible.min_peak_bytes
        note = f"does not fit on {device}" + (f" (min peak {fmt_bytes(peak)})" if peak else "")
        return [CaseResult(Case(name, world, device, lv), model.layers, None, note=note) for lv in levels]
    frugal, device_memory = probe.report["peak_bytes"], probe.report["memory_budget_bytes"]
    out, pending = [], []
    for level, budget in budgets(model, frugal, device_memory, levels).items():
        r = CaseResult(Case(name, world, device, level), model.layers, budget,
                       model_flops=model_flops_per_rank(model))
        r.outcomes["none"] = probe
        for policy in (*BASELINES, "auto"):
            pending.append((r, policy, pool.submit(schedule, path, world, policy, device, budget,
                                                   threads=threads)))
        out.append(r)
    for r, policy, future in pending:
        r.outcomes[policy] = future.result()
    for r in out:
        log(f"    {r.case.name}: budget {fmt_bytes(r.budget)}, auto compiled in "
            f"{r.outcomes['auto'].compile_seconds:.1f} s")
    return out


def run_matrix(sel: Selection, jobs: int) -> list[CaseResult]:
    results = []
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        for name in sel.models:
            for world in sel.worlds:
                path = lowered(name, world).path
                for device in sel.devices:
                    results += run_device(name, world, device, sel.levels, path, pool, jobs)
    return results


# -- sensitivity to the inter-node network ---------------------------------------------

# Scale factors applied to every inter-node bandwidth figure and to every
# inter-node latency figure of the device the case ran on.
VARIANTS = {"IB bw x0.5": ("bandwidth", 0.5), "IB bw x2": ("bandwidth", 2.0),
            "IB latency x0.5": ("latency", 0.5), "IB latency x2": ("latency", 2.0)}


def scaled_device(device: dict, what: str, factor: float) -> dict:
    """``device`` (the report's ``device_spec``: the figures the case was
    priced with, in the --device JSON schema) with every inter-node rate
    (``*bandwidth_bytes_per_s``) or latency (``latency*_s``) multiplied by
    ``factor``. The half-bandwidth message size is a shape of the curve, not
    a rate: it stays."""
    out = json.loads(json.dumps(device))
    inter = out["links"]["inter_node"]
    suffix = {"bandwidth": "bandwidth_bytes_per_s", "latency": "_s"}[what]
    scaled = [k for k in inter if k.endswith(suffix) and k.startswith(("latency", "bandwidth", "nic"))
              and what in k]
    if not scaled:
        raise BenchError(f"the report's device has no inter-node {what} figure (keys: {', '.join(inter)})")
    for k in scaled:
        inter[k] *= factor
    return out


def run_sensitivity(results: list[CaseResult], levels: tuple[str, ...], worlds: tuple[int, ...],
                    devices: tuple[str, ...], jobs: int) -> list[SensitivityRow]:
    """Inter-node cases at ``levels``, ``worlds`` and ``devices``: each
    variant's conclusions beside the base's. The budget stays the base case's:
    the question is what the network changes."""
    chosen = [r for r in results if not r.note and r.case.link == "IB" and r.case.level in levels
              and r.case.world in worlds and r.case.device in devices and r.auto]
    rows = []
    with ThreadPoolExecutor(max_workers=jobs) as pool, tempfile.TemporaryDirectory(prefix="fsdpc-sens-") as tmp:
        for r in chosen:
            path = lowered(r.case.model, r.case.world).path
            futures = {}
            for v, (what, factor) in VARIANTS.items():
                dev = Path(tmp) / f"{r.case.name.replace('/', '_')}-{what}-{factor}.json"
                dev.write_text(json.dumps(scaled_device(r.auto["device_spec"], what, factor)))
                for policy in (*BASELINES, "auto"):
                    futures[v, policy] = pool.submit(schedule, path, r.case.world, policy, str(dev),
                                                     r.budget, threads=jobs == 1)
            variants = {}
            for v in VARIANTS:
                vr = CaseResult(r.case, r.layers, r.budget, r.model_flops)
                for policy in (*BASELINES, "auto"):
                    vr.outcomes[policy] = futures[v, policy].result()
                variants[v] = Verdict.of(vr)
            rows.append(SensitivityRow(r.case.name, Verdict.of(r), variants))
            log(f"    sensitivity {r.case.name}: done")
    return rows


def run_scaling(sel: Selection, partition_only: bool) -> list[ScalingRow]:
    """Compile time vs layers on GPT-NL (one width, world 8)."""
    rows = []
    for n in sel.scaling:
        name = f"gpt-nl-{n}"
        p = lowered(name, SCALING_WORLD)
        if partition_only:
            o, what = partition(p.path, SCALING_WORLD), f"fsdp-partition (w{SCALING_WORLD})"
        else:
            o = schedule(p.path, SCALING_WORLD, "auto", SCALING_DEVICE, None)
            what = f"fsdp-pipeline (auto, w{SCALING_WORLD}, {SCALING_DEVICE})"
        log(f"    {what}: {o.compile_seconds:.2f} s")
        rows.append(ScalingRow(name, n, p.lines, p.ops, p.lower_seconds, o.compile_seconds, what))
    return rows


def run_partition_only(sel: Selection) -> list[PartitionRow]:
    rows = []
    for name in sel.models:
        for world in sel.worlds:
            p = lowered(name, world)
            o = partition(p.path, world)
            log(f"    fsdp-partition: {o.compile_seconds:.2f} s")
            rows.append(PartitionRow(name, ZOO[name].layers, world, p.lines, p.ops, p.lower_seconds,
                                     o.compile_seconds))
    return rows


# -- one trace -------------------------------------------------------------------------

def run_trace(case_name: str, png: Path) -> None:
    from plot_trace import render

    case = parse_case(case_name)
    model = get_model(case.model)
    path = lowered(case.model, case.world).path
    probe = schedule(path, case.world, "none", case.device, None)
    if probe.infeasible:
        raise BenchError(f"{case.name}: nothing fits on {case.device}: {probe.infeasible.message}")
    levels = budgets(model, probe.report["peak_bytes"], probe.report["memory_budget_bytes"])
    if case.level not in levels:
        raise BenchError(f"{case.name}: the {case.level} budget would not be below the device memory; "
                         f"levels for this case: {', '.join(levels)}")
    trace = CACHE_DIR / "traces" / (case.name.replace("/", "_") + ".json")
    trace.parent.mkdir(parents=True, exist_ok=True)
    o = schedule(path, case.world, "auto", case.device, levels[case.level], trace=trace)
    if o.infeasible:
        raise BenchError(f"{case.name}: auto rejected the budget: {o.infeasible.message}")
    render(trace, png, title=f"{case.name} (auto): step {table.fmt_time(o.report['step_time_s'])}, "
                             f"peak {fmt_bytes(o.report['peak_bytes'])}",
           budget_bytes=o.report["memory_budget_bytes"])
    log(f"trace {trace}\npng   {png}")


# -- command line ----------------------------------------------------------------------

def selection(args) -> Selection:
    sel = Selection.quick() if args.quick else Selection()
    if args.models:
        unknown = [m for m in args.models if m not in ZOO]
        if unknown:
            raise SystemExit(f"unknown model(s) {', '.join(unknown)}; the zoo has: {', '.join(ZOO)}")
        sel = replace(sel, models=tuple(args.models))
    if args.worlds:
        sel = replace(sel, worlds=tuple(args.worlds))
    if args.devices:
        sel = replace(sel, devices=tuple(args.devices))
    if args.budgets:
        sel = replace(sel, levels=tuple(args.budgets))
    if args.scaling is not None:
        sel = replace(sel, scaling=tuple(args.scaling))
    return sel


def parse_args(argv):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="a few small cases (2 GPT-2 models, w8/w64, h100)")
    ap.add_argument("--models", nargs="+", metavar="M", help="zoo models (python bench/zoo.py lists them)")
    ap.add_argument("--worlds", nargs="+", type=int, metavar="N", help="world sizes (default 8 64 1024)")
    ap.add_argument("--devices", nargs="+", metavar="D", help="device presets (default h100 h200)")
    ap.add_argument("--budgets", nargs="+", choices=LEVELS, help="budget levels (default all)")
    ap.add_argument("--scaling", nargs="*", type=int, metavar="L",
                    help="GPT-NL depths for compile time vs layers (default 12 48 96 192; none: skip)")
    ap.add_argument("--partition-only", action="store_true",
                    help="run --fsdp-partition only and report compile times (before fsdp-pipeline exists)")
    ap.add_argument("--trace-case", metavar="NAME", help="write one trace, e.g. gpt2-medium/w8/h100/tight")
    ap.add_argument("--trace-png", type=Path, default=Path("bench/trace.png"), help="where --trace-case's PNG goes")
    ap.add_argument("--jobs", type=int, default=2, help="fsdp-opt processes at once (default 2)")
    ap.add_argument("--sensitivity", nargs="*", choices=LEVELS, default=["mid"],
                    help="budget levels of the inter-node cases rerun with scaled network figures "
                         "(default mid; none: skip)")
    ap.add_argument("--sensitivity-worlds", nargs="+", type=int, default=[64], metavar="N",
                    help="world sizes of the sensitivity cases (default 64)")
    ap.add_argument("--sensitivity-devices", nargs="+", default=["h200"], metavar="D",
                    help="devices of the sensitivity cases (default h200)")
    ap.add_argument("--out", type=Path, help="also write the markdown here")
    ap.add_argument("--json", type=Path, help="also write the raw results (reports, compile times) here")
    return ap.parse_args(argv)


def main(argv=None) -> int:
    args = parse_args(argv)
    sel = selection(args)
    try:
        if args.trace_case:
            parse_case(args.trace_case)  # a typo should not wait for the compiler check
            require_pass("fsdp-pipeline", PIPELINE_HINT)
            run_trace(args.trace_case, args.trace_png)
            return 0
        raw: dict = {}
        if args.partition_only:
            require_pass("fsdp-partition")
            rows = run_partition_only(sel)
            scaling = run_scaling(sel, partition_only=True)
            parts = ["## Partition only (fsdp-pipeline not used)\n", table.partition_table(rows)]
            raw["partition"] = [asdict(r) for r in rows]
        else:
            require_pass("fsdp-pipeline", PIPELINE_HINT)
            results = run_matrix(sel, args.jobs)
            sens = run_sensitivity(results, tuple(args.sensitivity), tuple(args.sensitivity_worlds),
                                   tuple(args.sensitivity_devices), args.jobs) if args.sensitivity else []
            scaling = run_scaling(sel, partition_only=False)
            parts = ["## Predicted step time and peak memory\n", table.main_table(results), table.summary(results)]
            if sens:
                parts += ["## Sensitivity to the inter-node network\n",
                          "Each cell: bound · auto/LB · auto vs the best baseline.\n",
                          table.sensitivity_table(sens), table.sensitivity_summary(sens)]
            raw["cases"] = [_raw_case(r) for r in results]
        if scaling:
            parts += ["## Compile time vs layers\n", table.scaling_table(scaling)]
            raw["scaling"] = [asdict(r) for r in scaling]
    except BenchError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    text = "\n".join(parts)
    print(text)
    if args.out:
        args.out.write_text(text)
    if args.json:
        args.json.write_text(json.dumps(raw, indent=1, default=str) + "\n")
    return 0


def _raw_case(r: CaseResult) -> dict:
    def outcome(o: Outcome) -> dict:
        return {"compile_seconds": o.compile_seconds, "report": o.report,
                "infeasible": asdict(o.infeasible) if o.infeasible else None}
    return {"case": r.case.name, "layers": r.layers, "budget_bytes": r.budget,
            "model_flops": r.model_flops, "mfu": r.mfu, "note": r.note, "failed_targets": r.checks(),
            "policies": {p: outcome(o) for p, o in r.outcomes.items()}}


if __name__ == "__main__":
    sys.exit(main())
