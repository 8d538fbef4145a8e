"""bench/presets/cpu.fit.md: the provenance of a fitted `cpu` preset,
rendered by bench/fit_cpu_preset.py (markdown; nothing here measures or
fits)."""

from __future__ import annotations

import argparse
from collections import defaultdict
from typing import Any

from fitting import Summary, group, summarize

Record = dict[str, Any]


def g(x: float, unit: str = "") -> str:
    return f"{x:.4g}{unit}"


def spread(s: Summary) -> str:
    return f"IQR {s.iqr_spread:.1%}, range {s.range_spread:.1%}"


def render_notes(records: list[Record], runs: list[Record], fits: dict[str, Any],
                 info: dict[str, Any], args: argparse.Namespace, *, contended: float,
                 max_attempts: int, gathers_per_scatter: float) -> str:
    """The provenance file: machine, fitted figures against the guessed
    ones, the fits and their deviations, per-size tables, the runs' load,
    and every raw sample."""
    p = fits["preset"]
    out = header("`cpu` preset: fitted figures and their provenance",
                 f"Written by `{info['command']}` on {info['date']}; the figures are in "
                 "bench/presets/cpu.json (CostModel.h's schema). Fitted from micro-benchmarks "
                 "only (bench/micro), never from training steps.",
                 info, "Fitted figures (cpu.json) against the guessed preset")
    gemm = fits["gemm"]
    out += memory_figure_rows(fits)
    out += [
        f"| peak_flops_per_s.f32 | {g(p['peak_flops_per_s']['f32'])} | 1.664e+11 (2 x 2.6e9 x 32) "
        f"| runtime gemm() f32, both cores busy: t = a + flops/r over sizes {args.gemm_sizes} "
        "(both cores: from 64, a from one core) |",
        f"| peak_flops_per_s.bf16 = f16 | {g(p['peak_flops_per_s']['bf16'])} | 1.664e+11 "
        "| runtime gemm() bf16 (widened to f32, rounded back), same fit |",
        f"| kernel_launch_overhead_s | {g(p['kernel_launch_overhead_s'])} | 0 | intercept a of the "
        "one-core f32 GEMM fit (a call through gemm()) |",
        f"| vector_ops_per_s | {g(p['vector_ops_per_s'])} | (the f32 peak) | the multiply-add "
        "element-wise loop, one core, L1-resident (table below) |",
        f"| transcendentals_per_s | {g(p['transcendentals_per_s'])} | (the f32 peak) | the exp "
        "loop, same conditions |",
        f"| unoverlapped_fraction | {g(p['unoverlapped_fraction'])} | 0 (the roofline) | exp "
        f"streamed over {fits['stream'][('concurrent', 'exp')][0] >> 20} MiB arrays, both cores at "
        f"once ({g(fits['stream'][('concurrent', 'exp')][1].median / 1e9)} GB/s), against the exp "
        "loop's time and the triad bandwidth above: t = max(c, m) + f min(c, m) solved for f |",
    ]
    out += link_figure_rows(fits, gathers_per_scatter)
    out += [
        f"| memory_bytes | {p['memory_bytes']} | 17179869184 | not measured: 70% of MemTotal "
        "(the preset's rule) |",
        f"| gpus_per_node | {p['gpus_per_node']} | 1024 | not measured: one host |",
        "| comm_compute_interference | 1 (the built-in preset's; not in cpu.json) | 0 | not "
        "measured: with one core per rank the communication thread's blocking MPI calls poll on "
        "the compute core, so overlapped communication slows compute as much as it costs alone |",
        ""]
    out += ["## Fits", "",
            "Weighted least squares of t = a + x/r, weights 1/t^2 (every size by its relative "
            "error); deviation = the largest |predicted - measured| / measured over the sizes. "
            f"A deviation above {args.deviation_warn:.0%} means one line does not describe the "
            "curve (see the per-size tables). x is FLOPs for a GEMM, bus bytes S*(n-1)/n for a "
            "collective.", "",
            "| fit | a (intercept) | r (rate) | max deviation | notes |", "| --- | --- | --- | --- | --- |"]
    for (mode, dtype), f in gemm.items():
        flag = "**deviates**" if f.max_deviation > args.deviation_warn else ""
        flag += left_out(f) + (f" {f.intercept_note}" if f.intercept_note else "")
        out.append(f"| gemm {dtype}, {mode} | {g(f.intercept * 1e9)} ns | {g(f.rate / 1e9)} "
                   f"GFLOP/s | {f.max_deviation:.0%} | {flag} |")
    out += collective_fit_rows(fits, args) + link_paragraph(fits, gathers_per_scatter)
    out += dropped_paragraph(fits, contended)
    out += per_size_tables(fits["records"], fits)
    out += runs_and_raw(records, runs, fits, contended, max_attempts)
    return "\n".join(out) + "\n"


def render_link_notes(records: list[Record], runs: list[Record], fits: dict[str, Any],
                      info: dict[str, Any], args: argparse.Namespace, *, contended: float,
                      max_attempts: int, gathers_per_scatter: float) -> str:
    """--links-only's provenance: the links' rows, fits and samples, for
    figures that supersede cpu.fit.md's until the next full fit."""
    out = partial_header("links", "Only the links (`links.*` in bench/presets/cpu.json) "
                         "were measured and refitted", "link", info, "Fitted links (cpu.json)")
    out += link_figure_rows(fits, gathers_per_scatter)
    out += ["", "## Fits", "", "Weighted least squares of t = a + x/r, x = bus bytes "
            "S*(n-1)/n, as in cpu.fit.md.", "",
            "| fit | a (intercept) | r (rate) | max deviation | notes |", "| --- | --- | --- | --- | --- |"]
    out += collective_fit_rows(fits, args) + link_paragraph(fits, gathers_per_scatter)
    out += dropped_paragraph(fits, contended)
    out += collective_table(fits["records"], fits)
    out += runs_and_raw(records, runs, fits, contended, max_attempts)
    return "\n".join(out) + "\n"


def render_memory_notes(records: list[Record], runs: list[Record], fits: dict[str, Any],
                        info: dict[str, Any], args: argparse.Namespace, *, contended: float,
                        max_attempts: int, gathers_per_scatter: float) -> str:
    """--memory-only's provenance: the streaming figures and their samples,
    which supersede cpu.fit.md's until the next full fit."""
    del args, gathers_per_scatter   # the common signature of the renderers
    out = partial_header("streaming figures", "Only STREAM (both cores at once) was "
                         "measured, and only `hbm_bandwidth_bytes_per_s` and "
                         "`memory_bandwidth_curve` in bench/presets/cpu.json refitted",
                         "streaming", info, "Fitted streaming figures (cpu.json)")
    out += memory_figure_rows(fits) + [""]
    out += dropped_paragraph(fits, contended)
    out += stream_table(fits["records"])
    out += runs_and_raw(records, runs, fits, contended, max_attempts)
    return "\n".join(out) + "\n"


def memory_figure_rows(fits: dict[str, Any]) -> list[str]:
    """The flat streaming bandwidth and the curve by kernel size."""
    p = fits["preset"]
    size, triad = fits["stream"][("concurrent", "triad")]
    curve = p["memory_bandwidth_curve"]
    bws = [b for _, b in curve]
    return [
        f"| hbm_bandwidth_bytes_per_s | {g(p['hbm_bandwidth_bytes_per_s'])} | 2e+10 | STREAM triad "
        f"on {size >> 20} MiB arrays, both cores at once ({spread(triad)}) |",
        f"| memory_bandwidth_curve | {len(curve)} points, {kib(int(curve[0][0]))} to "
        f"{kib(int(curve[-1][0]))} per call, {g(min(bws) / 1e9)} to {g(max(bws) / 1e9)} GB/s | "
        "none (the flat figure) | STREAM triad at every array size, both cores at once: a kernel "
        "moving that many bytes (each operand once) streams at that rate, from the caches "
        "where they fit (per-size table) |"]


def partial_header(what: str, measured: str, rows: str, info: dict[str, Any],
                   figures: str) -> list[str]:
    """The head of a partial refit's notes: what was measured, and that the
    full fit's other figures stand."""
    return header(f"`cpu` preset: {what} refitted alone",
                  f"Written by `{info['command']}` on {info['date']}. {measured}; every other "
                  "figure is kept from the full fit that bench/presets/cpu.fit.md describes, "
                  f"whose {rows} rows these supersede.", info, figures)


def header(title: str, provenance: str, info: dict[str, Any], figures: str) -> list[str]:
    """Title, provenance, machine, and the head of the figures table."""
    out = [f"# {title}", "", f"{provenance} Every figure is a median over all repetitions of "
           "all rounds; spread = interquartile range and (max - min), each over the median.",
           "", "## Machine", ""]
    out += [f"* {k}: {v}" for k, v in info["machine"].items()]
    return out + ["", f"## {figures}", "",
                  "| figure | fitted | the preset before any fit | from |",
                  "| --- | --- | --- | --- |"]


def link_figure_rows(fits: dict[str, Any], gathers_per_scatter: float) -> list[str]:
    link = fits["preset"]["links"]["intra_node"]
    out = [f"| links.*.latency_s | {g(link['latency_s'])} | 1e-06 | FSDP mix "
           f"({gathers_per_scatter:g} all-gathers : 1 reduce-scatter f32) of the two fits below |",
           f"| links.*.bandwidth_bytes_per_s | {g(link['bandwidth_bytes_per_s'])} "
           "| 1e+10 | same |"]
    for kind, c in fits["curves"].items():
        bws = [b for _, b in c.points]
        out.append(
            f"| links.*.bus_bandwidth_curves.{kind} | {len(c.points)} points, S {kib(int(c.points[0][0]))}"
            f" to {kib(int(c.points[-1][0]))}, {g(min(bws) / 1e9)} to {g(max(bws) / 1e9)} GB/s "
            "| none (the line) | per measured size B = S(n-1)/n / (t - latency), the sizes "
            "taking at least twice the latency; a size left out of the curve is predicted "
            f"within {c.max_holdout_deviation:.0%} (per-size table) |")
    return out


def collective_fit_rows(fits: dict[str, Any], args: argparse.Namespace) -> list[str]:
    out = []
    for (op, dtype), f in fits["collective"].items():
        flag = "**deviates**" if f.max_deviation > args.deviation_warn else ""
        flag += left_out(f)
        out.append(f"| {op} {dtype}, {fits['ranks']} ranks | {g(f.intercept * 1e6)} us | "
                   f"{g(f.rate / 1e9)} GB/s (bus) | {f.max_deviation:.0%} | {flag} |")
    return out


def link_paragraph(fits: dict[str, Any], gathers_per_scatter: float) -> list[str]:
    link_ag = fits["collective"][("all_gather", "u8")]
    link_rs = fits["collective"][("reduce_scatter", "f32")]
    return ["", f"Link used by the preset: all-gather ({g(link_ag.intercept * 1e6)} us, "
            f"{g(link_ag.rate / 1e9)} GB/s) and reduce-scatter f32 ({g(link_rs.intercept * 1e6)} "
            f"us, {g(link_rs.rate / 1e9)} GB/s) combined so that {gathers_per_scatter:g} gathers "
            "and 1 scatter of the same size take their measured total: latency "
            f"{g(fits['link'].latency_s * 1e6)} us, bus bandwidth "
            f"{g(fits['link'].bus_bandwidth / 1e9)} GB/s. That line is the flat fallback; "
            "the cost model prices each kind by its curve (above), since one line deviates "
            "this much and a reduce-scatter (reduced on the CPU) is the slower one. "
            "bf16 reduce-scatters are priced by the f32 curve.", ""]


def dropped_paragraph(fits: dict[str, Any], contended: float) -> list[str]:
    out = ["## Per-size results", ""]
    if fits["dropped"]:
        out += [f"{fits['dropped']} samples of runs loaded above {contended:.0%} by other "
                "processes are left out of the fits and these tables (they are among the raw "
                "samples below, marked *), because quieter rounds of the same benchmark exist.",
                ""]
    return out


def runs_and_raw(records: list[Record], runs: list[Record], fits: dict[str, Any],
                 contended: float, max_attempts: int) -> list[str]:
    out = ["## Runs", "",
            "Other load: the share of the run's cores that other processes and the "
            "hypervisor took (/proc/stat minus our CPU time); a run above "
            f"{contended:.0%} was repeated (up to {max_attempts} attempts), the least loaded kept.",
            "", "| run | wall | waited for the lock | other load | attempts |",
            "| --- | --- | --- | --- | --- |"]
    out += [f"| {r['what']} | {r['wall_s']:.1f} s | {r['lock_wait_s']:.1f} s | "
            f"{r['other_load']:.0%} | {r.get('attempts', 1)} |" for r in runs]
    out += ["", "## Raw samples", "",
            "Seconds per call of every repetition (round-major), per benchmark and size.", "",
            "| benchmark | mode | variant | size | samples (s) |", "| --- | --- | --- | --- | --- |"]
    raw: dict[tuple, list[str]] = defaultdict(list)
    kept = {id(r) for r in fits["records"]}
    for r in records:
        if r.get("bench") in ("gemm", "vector", "stream", "collective"):
            variant = r.get("dtype") if r["bench"] == "gemm" else r.get("kernel") or \
                f"{r.get('op')} {r.get('dtype')}"
            size = r.get("m") or r.get("elements") or r.get("array_bytes") or r.get("total_bytes")
            mode = r["mode"] + (f" core {r['core']}" if r["mode"] == "concurrent" else "")
            loaded = id(r) not in kept
            raw[(r["bench"], mode, variant, size)].append(
                f"{r['seconds']:.4g}" + ("*" if loaded else ""))
    for (bench, mode, variant, size), samples in sorted(raw.items(), key=lambda kv: str(kv[0])):
        out.append(f"| {bench} | {mode} | {variant} | {size} | "
                   f"{' '.join(samples)} |")
    return out


def per_size_tables(records: list[Record], fits: dict[str, Any]) -> list[str]:
    out = ["GEMM (m = n = k), through runtime gemm(), one BLAS thread:", "",
           "| dtype | size | one core GFLOP/s (spread) | both cores GFLOP/s per core (spread) "
           "| fit (both cores) |", "| --- | --- | --- | --- | --- |"]
    for (m, dtype), rs in group(records, "gemm", "solo", "m", "dtype").items():
        solo = summarize([r["flops_per_s"] for r in rs])
        conc_rs = group(records, "gemm", "concurrent", "m", "dtype").get((m, dtype), [])
        conc = summarize([r["flops_per_s"] for r in conc_rs]) if conc_rs else None
        f = fits["gemm"][("concurrent", dtype)]
        fit_rate = 2.0 * m ** 3 / f.predict(2.0 * m ** 3)
        out.append(f"| {dtype} | {m} | {g(solo.median / 1e9)} ({spread(solo)}) | "
                   + (f"{g(conc.median / 1e9)} ({spread(conc)})" if conc else "-")
                   + f" | {g(fit_rate / 1e9)} |")
    out += ["", "Element-wise loops over L1-resident data (-O3 -march=x86-64-v3), one core, "
            "in the cost model's unit (scalar ops of a linalg body; exp counts 1):", "",
            "| kernel | G op/s (spread) |", "| --- | --- |"]
    for (kernel,), rs in group(records, "vector", "solo", "kernel").items():
        s = summarize([r["ops_per_s"] for r in rs])
        out.append(f"| {kernel} | {g(s.median / 1e9)} ({spread(s)}) |")
    return out + [""] + stream_table(records) + collective_table(records, fits)


def stream_table(records: list[Record]) -> list[str]:
    """STREAM per kernel and array size, on one core and on both at once."""
    out = ["STREAM (bytes as the cost model counts them: each operand once; a triad call moves "
           "three arrays):", "",
           "| kernel | array | one core GB/s (spread) | both cores GB/s per core (spread) |",
           "| --- | --- | --- | --- |"]
    by_mode = {mode: group(records, "stream", mode, "array_bytes", "kernel")
               for mode in ("solo", "concurrent")}

    def cell(mode: str, key: tuple) -> str:
        rs = by_mode[mode].get(key)
        if not rs:
            return "-"
        s = summarize([r["bytes_per_s"] for r in rs])
        return f"{g(s.median / 1e9)} ({spread(s)})"

    for key in sorted(set(by_mode["solo"]) | set(by_mode["concurrent"]),
                      key=lambda k: (k[0], k[1])):
        out.append(f"| {key[1]} | {key[0] >> 20} MiB | {cell('solo', key)} | "
                   f"{cell('concurrent', key)} |")
    return out + [""]


def collective_table(records: list[Record], fits: dict[str, Any]) -> list[str]:
    out = ["Collectives (time of the slowest rank per call; bus GB/s = S*(n-1)/n / t). "
            "Line: the one-line fit and its deviation; curve: the preset's curve of that kind "
            "(a point at every kept size, so 0 there); left out: the curve fitted without "
            "that size, predicting it:", "",
            "| op | S | time (spread) | bus GB/s | line | deviation | curve | curve, size left "
            "out |", "| --- | --- | --- | --- | --- | --- | --- | --- |"]
    for (op, dtype), f in fits["collective"].items():
        pts = {k[0]: v for k, v in group(records, "collective", "mpi", "total_bytes", "op",
                                         "dtype").items() if k[1:] == (op, dtype)}
        residual = dict(zip(f.xs, f.residuals))
        curve = fits["curves"].get(op) if dtype != "bf16" else None
        for size, rs in pts.items():
            x = size * (fits["ranks"] - 1) / fits["ranks"]
            s = summarize([r["seconds"] for r in rs])
            dev = f"{residual[x]:+.0%}" if x in residual else "noisy: left out"
            out.append(f"| {op} {dtype} | {kib(size)} | {g(s.median * 1e6)} us ({spread(s)}) | "
                       f"{g(x / s.median / 1e9)} | {g(f.predict(x) * 1e6)} us | {dev} | "
                       f"{curve_cells(curve, size)} |")
    return out + [""]


def curve_cells(curve: Any, size: float) -> str:
    """The curve's deviation at `size` and its deviation there when fitted
    without it."""
    if curve is None:
        return "- | -"
    if size in curve.excluded:
        return "noisy: left out | -"
    at = dict(zip(curve.sizes, curve.residuals))[size]
    kept = [p[0] for p in curve.points]
    interior = dict(zip(kept[1:-1], curve.holdout))
    note = " (mostly latency)" if size in curve.latency_bound else ""
    held = f"{interior[size]:+.0%}" if size in interior else "-"
    return f"{at:+.0%}{note} | {held}"


def left_out(f: Any) -> str:
    return f" noisy, left out: x = {', '.join(f'{x:g}' for x in f.excluded)}" if f.excluded else ""


def kib(n: int) -> str:
    return f"{n >> 20} MiB" if n >= 1 << 20 else f"{n >> 10} KiB"
