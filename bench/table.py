"""Markdown rendering of benchmark results (column meanings: bench/README.md)."""

from __future__ import annotations

from budgets import fmt_bytes
from results import POLICIES, CaseResult, PartitionRow, ScalingRow, SensitivityRow


def fmt_time(s: float | None) -> str:
    if s is None:
        return "—"
    return f"{s:.2f} s" if s >= 10 else f"{s * 1e3:.1f} ms"


def _md(header: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "| " + " | ".join("---" for _ in header) + " |"]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(lines) + "\n"


def _policy_cell(r: CaseResult, policy: str) -> str:
    o = r.outcomes.get(policy)
    if o is None:
        return "—"
    if o.infeasible:
        # The pass refused the budget (its message is in --json's output):
        # not a violation of "peak <= budget", a schedule that does not fit.
        return "over budget"
    return f"{fmt_time(o.report['step_time_s'])} · {fmt_bytes(o.report['peak_bytes'])}"


def _pct(x: float | None) -> str:
    return f"{(x - 1) * 100:+.1f}%" if x else "—"


def _mfu_cell(r: CaseResult) -> str:
    m = r.mfu
    if m is None:
        return "—"
    return f"{m * 100:.0f}%" + (" (!)" if r.mfu_outside_published else "")


def main_table(results: list[CaseResult]) -> str:
    header = ["case", "link", "budget", "bound", "lower bound", *POLICIES,
              "auto/LB", "auto vs best", "MFU", "compile", "targets"]
    rows = []
    for r in results:
        c = r.case
        if r.note:
            rows.append([c.name, c.link, fmt_bytes(r.budget), "—", "—", r.note,
                         *["—"] * (len(header) - 6)])
            continue
        bound = {True: "compute", False: "comm", None: "—"}[r.compute_bound]
        ratio = f"{r.auto_over_lb:.3f}" if r.auto_over_lb else "—"
        best = f"{_pct(r.speedup_vs_best)} ({r.best_baseline})" if r.speedup_vs_best else "—"
        auto = r.outcomes.get("auto")
        failed = r.checks()
        targets = ", ".join(failed) if failed else "ok (" + ", ".join(r.applicable_targets()) + ")"
        rows.append([c.name, c.link, f"{c.level} {fmt_bytes(r.budget)}", bound, fmt_time(r.lower_bound),
                     *(_policy_cell(r, p) for p in POLICIES), ratio, best, _mfu_cell(r),
                     f"{auto.compile_seconds:.1f} s" if auto else "—", targets])
    return _md(header, rows)


def summary(results: list[CaseResult]) -> str:
    """One line per target: how many applicable cases meet it."""
    def count(label: str, key: str, fail_prefix: str) -> str:
        app = [r for r in results if not r.note and key in r.applicable_targets()]
        bad = [r for r in app if any(f.startswith(fail_prefix) for f in r.checks())]
        return f"- {label}: {len(app) - len(bad)}/{len(app)} cases"

    peak_bad = [r for r in results if any("over budget" in f for f in r.checks())]
    ran = [r for r in results if not r.note]
    comm = [r for r in ran if r.compute_bound is False]
    flagged = [r for r in ran if r.mfu_outside_published]
    return "\n".join([
        count("auto within 5% of the schedule-independent lower bound", "LB", "auto >"),
        count("auto >= 10% faster than the best baseline (comm-bound, same budget)", "speedup", "auto <"),
        f"- peak <= budget: {len(ran) - len(peak_bad)}/{len(ran)} cases",
        f"- communication-bound: {len(comm)}/{len(ran)} cases",
        f"- predicted MFU outside the published 40-55%: {len(flagged)}/{len(ran)} cases (marked (!))",
    ]) + "\n"


def sensitivity_table(rows: list["SensitivityRow"]) -> str:
    """Per case: the conclusions at the preset's network and under each
    scaled inter-node bandwidth or latency; a cell that differs from the base
    in bound or in a target's verdict is marked (changed)."""
    if not rows:
        return ""
    variants = list(rows[0].variants)
    header = ["case", "base", *variants]
    body = []
    for row in rows:
        base = row.base
        cells = [row.case, base.cell()]
        for v in variants:
            got = row.variants[v]
            cells.append(got.cell() + ("" if got.same_conclusions(base) else " (changed)"))
        body.append(cells)
    return _md(header, body)


def sensitivity_summary(rows: list["SensitivityRow"]) -> str:
    if not rows:
        return ""
    lines = []
    for v in rows[0].variants:
        same_bound = sum(r.variants[v].bound == r.base.bound for r in rows)
        same_lb = sum(r.variants[v].lb_ok == r.base.lb_ok for r in rows)
        same_speed = sum(r.variants[v].speedup_ok == r.base.speedup_ok for r in rows)
        lines.append(f"- {v}: bound unchanged in {same_bound}/{len(rows)}, 'within 5% of LB' verdict "
                     f"unchanged in {same_lb}/{len(rows)}, '>= 10% faster than the best baseline' "
                     f"verdict unchanged in {same_speed}/{len(rows)}")
    return "\n".join(lines) + "\n"


def scaling_table(rows: list[ScalingRow]) -> str:
    header = ["model", "layers", "lines", "ops", "lowering (frontend)", rows[0].what if rows else "compile",
              "compile per layer"]
    body = [[r.model, str(r.layers), f"{r.lines:,}", f"{r.ops:,}", f"{r.lower_seconds:.1f} s",
             f"{r.compile_seconds:.2f} s" if r.compile_seconds is not None else "—",
             f"{r.compile_seconds / r.layers * 1e3:.0f} ms" if r.compile_seconds is not None else "—"]
            for r in rows]
    return _md(header, body)


def partition_table(rows: list[PartitionRow]) -> str:
    header = ["model", "layers", "world", "lines", "ops", "lowering (frontend)", "fsdp-partition"]
    body = [[r.model, str(r.layers), str(r.world), f"{r.lines:,}", f"{r.ops:,}",
             f"{r.lower_seconds:.1f} s", f"{r.partition_seconds:.2f} s"] for r in rows]
    return _md(header, body)
