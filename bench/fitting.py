"""The fitting math of bench/fit_cpu_preset.py, kept apart from the running
so it can be tested on synthetic data (python/tests/test_fit_cpu_preset.py).

Everything here fits the cost model's own forms (CostModel.h), so a fitted
figure means what the model uses it for:

* a collective costs ``latency + S*(n-1)/(n*bus_bandwidth)``, with one
  bus bandwidth per size where one line does not describe the times
  (``fit_curve``: MPI on a CPU host speeds up with size, then slows once
  the buffers leave the caches);
* a GEMM costs ``flops/peak + launch_overhead`` (compute-bound roofline).

Both are ``t = a + x/r``: one weighted least-squares line, with weights
1/t^2 so that every size counts by its *relative* error. Unweighted least
squares would be decided by the largest sizes alone and give the latency of
a 64 MiB message's rounding error.
"""

from __future__ import annotations

import dataclasses
import math
import statistics
from collections import defaultdict
from dataclasses import dataclass
from typing import Any, Sequence


class FitError(ValueError):
    """Measurements a line must not be fitted to (too few, noisy, non-monotone,
    or giving a non-physical intercept or rate)."""


class NegativeInterceptError(FitError):
    """The line through the points has a negative intercept: the rate falls
    as the size grows."""


@dataclass(frozen=True)
class Summary:
    """Repetitions of one measurement: the median and how far they scatter."""
    median: float
    low: float
    high: float
    count: int
    iqr_spread: float      # interquartile range / median: the rejection test
    range_spread: float    # (max - min) / median: reported, one outlier moves it


def summarize(samples: Sequence[float]) -> Summary:
    if not samples:
        raise FitError("no samples")
    values = sorted(samples)
    median = statistics.median(values)
    if median <= 0:
        raise FitError(f"non-positive median {median}")
    if len(values) >= 4:
        q1, _, q3 = statistics.quantiles(values, n=4, method="inclusive")
    else:
        q1, q3 = values[0], values[-1]
    return Summary(median, values[0], values[-1], len(values),
                   (q3 - q1) / median, (values[-1] - values[0]) / median)


@dataclass(frozen=True)
class LineFit:
    """t = intercept + x / rate, with each point's relative residual."""
    intercept: float              # seconds (latency, launch overhead)
    rate: float                   # x per second (bus bytes/s, flop/s)
    xs: tuple[float, ...]
    times: tuple[float, ...]
    residuals: tuple[float, ...]  # (predicted - measured) / measured
    excluded: tuple[float, ...] = ()  # noisy points left out (fit_summaries)
    intercept_note: str = ""      # how the intercept was found, when not fitted freely

    @property
    def max_deviation(self) -> float:
        return max(abs(r) for r in self.residuals)

    def predict(self, x: float) -> float:
        return self.intercept + x / self.rate


def check_points(xs: Sequence[float], summaries: Sequence[Summary], *, max_spread: float,
                 monotone_tolerance: float, what: str,
                 max_noisy_fraction: float = 0.25) -> list[int]:
    """Reject measurements a line would hide problems in, and return the
    indices of the noisy points the fit must leave out.

    A point is noisy when its repetitions scatter more than ``max_spread``
    (IQR/median): a size at a cache's edge can be bimodal run to run. More
    than ``max_noisy_fraction`` of the points noisy rejects the whole fit.
    Rejected too: a time that falls as x grows by more than
    ``monotone_tolerance`` and more than the two points' own scatter (IQRs,
    relative): more work cannot take less time, so that is noise the
    repetitions did not show, or a broken benchmark. Flat, latency-bound
    sizes may dip within their scatter."""
    if len(xs) != len(summaries):
        raise FitError(f"{what}: {len(xs)} sizes but {len(summaries)} summaries")
    noisy = [i for i, s in enumerate(summaries) if s.iqr_spread > max_spread]
    if len(noisy) > max_noisy_fraction * len(xs):
        detail = ", ".join(f"x={xs[i]:g} ({summaries[i].iqr_spread:.0%})" for i in noisy)
        raise FitError(f"{what}: too noisy: {len(noisy)} of {len(xs)} points have an "
                       f"interquartile range above {max_spread:.0%} of their median: {detail}")
    order = sorted(range(len(xs)), key=lambda i: xs[i])
    for prev, cur in zip(order, order[1:]):
        s0, s1 = summaries[prev], summaries[cur]
        t0, t1 = s0.median, s1.median
        allowed = max(monotone_tolerance, s0.iqr_spread + s1.iqr_spread)
        if t1 < t0 * (1 - allowed):
            raise FitError(f"{what}: not monotone: x={xs[cur]:g} takes {t1:.3g} s, less than "
                           f"x={xs[prev]:g} ({t0:.3g} s) by more than {allowed:.0%}")
    return noisy


def fit_line(xs: Sequence[float], times: Sequence[float], *, what: str,
             intercept: float | None = None) -> LineFit:
    """Weighted least squares of t = a + x/r with weights 1/t^2 (relative
    error); with ``intercept`` given, a is fixed and only r is fitted.
    Rejects a negative intercept or a non-positive rate: the cost model has
    no meaning for them, and they come from a curve that is not a line (say,
    bandwidth falling with size) rather than from a line."""
    if len(xs) != len(times):
        raise FitError(f"{what}: {len(xs)} sizes but {len(times)} times")
    if len(set(xs)) < 2:
        raise FitError(f"{what}: need at least two distinct sizes")
    if any(t <= 0 for t in times) or any(x < 0 for x in xs):
        raise FitError(f"{what}: times must be positive and sizes non-negative")
    w = [1.0 / (t * t) for t in times]
    if intercept is not None:
        # minimize sum w (a + s x - t)^2 over s alone
        slope = sum(wi * x * (t - intercept) for wi, x, t in zip(w, xs, times)) / \
            sum(wi * x * x for wi, x in zip(w, xs))
        return _line(intercept, slope, xs, times, what)
    sw = sum(w)
    sx = sum(wi * x for wi, x in zip(w, xs))
    sxx = sum(wi * x * x for wi, x in zip(w, xs))
    st = sum(wi * t for wi, t in zip(w, times))
    sxt = sum(wi * x * t for wi, x, t in zip(w, xs, times))
    det = sw * sxx - sx * sx
    slope = (sw * sxt - sx * st) / det
    return _line((st - slope * sx) / sw, slope, xs, times, what)


def _line(intercept: float, slope: float, xs: Sequence[float], times: Sequence[float],
          what: str) -> LineFit:
    if slope <= 0:
        raise FitError(f"{what}: fitted rate is not positive (time does not grow with size)")
    # A tiny negative intercept is rounding of a zero one; a real one is not.
    if intercept < -1e-3 * min(times):
        raise NegativeInterceptError(
            f"{what}: fitted intercept {intercept:.3g} s is negative: the times "
            f"are not a line in size (rate falls as size grows?)")
    intercept = max(intercept, 0.0)
    rate = 1.0 / slope
    residuals = tuple((intercept + x / rate - t) / t for x, t in zip(xs, times))
    return LineFit(intercept, rate, tuple(xs), tuple(times), residuals)


def fit_summaries(xs: Sequence[float], summaries: Sequence[Summary], *, max_spread: float,
                  monotone_tolerance: float, what: str, intercept: float | None = None,
                  max_noisy_fraction: float = 0.25) -> LineFit:
    """check_points, then fit_line to the medians of the points that are not
    noisy (the fit's ``excluded`` names the others)."""
    noisy = set(check_points(xs, summaries, max_spread=max_spread,
                             monotone_tolerance=monotone_tolerance, what=what,
                             max_noisy_fraction=max_noisy_fraction))
    keep = [i for i in range(len(xs)) if i not in noisy]
    fit = fit_line([xs[i] for i in keep], [summaries[i].median for i in keep], what=what,
                   intercept=intercept)
    return dataclasses.replace(fit, excluded=tuple(xs[i] for i in sorted(noisy)))


def bus_bytes(total_bytes: float, ranks: int) -> float:
    """nccl-tests' bus bytes of an all-gather / reduce-scatter of S bytes:
    S*(n-1)/n, what the cost model divides by the bus bandwidth."""
    return total_bytes * (ranks - 1) / ranks


@dataclass(frozen=True)
class Link:
    latency_s: float
    bus_bandwidth: float


def interpolate_bandwidth(points: Sequence[tuple[float, float]], total_bytes: float) -> float:
    """B(S) of CostModel.h's BandwidthCurve: linear in log S between the two
    points around S, the nearest point's outside them."""
    if total_bytes <= points[0][0]:
        return points[0][1]
    if total_bytes >= points[-1][0]:
        return points[-1][1]
    for (s0, b0), (s1, b1) in zip(points, points[1:]):
        if s0 <= total_bytes <= s1:
            return b0 + (b1 - b0) * math.log(total_bytes / s0) / math.log(s1 / s0)
    raise AssertionError("points are not sorted by size")


@dataclass(frozen=True)
class Curve:
    """A collective's measured bus bandwidth by size under the link's latency
    (CostModel.h, BandwidthCurve): t(S) = latency + S*(n-1)/n / B(S). Each
    kept size is a point of the curve, so it reproduces those; ``holdout``
    says how well it predicts a size it was not given."""
    latency_s: float
    points: tuple[tuple[float, float], ...]  # (S, bus bandwidth), S increasing
    ranks: int
    sizes: tuple[float, ...]       # every measured S
    times: tuple[float, ...]       # their median times
    residuals: tuple[float, ...]   # (predicted - measured) / measured per size
    holdout: tuple[float, ...]     # the same for each interior point, fitted without it
    excluded: tuple[float, ...] = ()   # noisy sizes left out
    latency_bound: tuple[float, ...] = ()  # sizes whose time is mostly latency

    def bandwidth(self, total_bytes: float) -> float:
        return interpolate_bandwidth(self.points, total_bytes)

    def predict(self, total_bytes: float) -> float:
        return self.latency_s + bus_bytes(total_bytes, self.ranks) / self.bandwidth(total_bytes)

    @property
    def max_deviation(self) -> float:
        return max(abs(r) for r in self.residuals)

    @property
    def max_holdout_deviation(self) -> float:
        return max((abs(r) for r in self.holdout), default=0.0)


def fit_curve(sizes: Sequence[float], summaries: Sequence[Summary], *, ranks: int,
              latency_s: float, max_spread: float, monotone_tolerance: float, what: str,
              max_noisy_fraction: float = 0.25) -> Curve:
    """One point B_i = S_i*(n-1)/n / (t_i - latency) per measured size: the
    sizes check_points keeps, and whose time is at least twice the latency
    (below that t - latency is mostly noise; the curve's first point serves
    them). Needs two such sizes."""
    xs = [bus_bytes(s, ranks) for s in sizes]
    noisy = set(check_points(xs, summaries, max_spread=max_spread,
                             monotone_tolerance=monotone_tolerance, what=what,
                             max_noisy_fraction=max_noisy_fraction))
    order = sorted(range(len(sizes)), key=lambda i: sizes[i])
    quiet = [i for i in order if i not in noisy]
    keep = [i for i in quiet if summaries[i].median >= 2 * latency_s]
    if len(keep) < 2:
        raise FitError(f"{what}: fewer than two sizes take twice the latency "
                       f"({latency_s:.3g} s): measure larger messages")
    points = tuple((float(sizes[i]), xs[i] / (summaries[i].median - latency_s)) for i in keep)

    def residual(pts: Sequence[tuple[float, float]], i: int) -> float:
        predicted = latency_s + xs[i] / interpolate_bandwidth(pts, sizes[i])
        return (predicted - summaries[i].median) / summaries[i].median

    holdout = tuple(residual(points[:k] + points[k + 1:], keep[k]) for k in range(1, len(keep) - 1))
    return Curve(latency_s, points, ranks, tuple(float(sizes[i]) for i in order),
                 tuple(summaries[i].median for i in order),
                 tuple(residual(points, i) for i in order), holdout,
                 excluded=tuple(float(sizes[i]) for i in order if i in noisy),
                 latency_bound=tuple(float(sizes[i]) for i in quiet if i not in keep))


def fsdp_mix(all_gather: Link, reduce_scatter: Link, gathers_per_scatter: float = 2.0) -> Link:
    """One link for a model that prices all-gather and reduce-scatter alike:
    the figures under which an FSDP unit's collectives (one gather in forward,
    one re-gather in backward, one reduce-scatter of the same bytes) take the
    time they take measured, for every size (latencies and inverse bandwidths
    averaged with those weights)."""
    g = gathers_per_scatter
    latency = (g * all_gather.latency_s + reduce_scatter.latency_s) / (g + 1)
    inverse = (g / all_gather.bus_bandwidth + 1 / reduce_scatter.bus_bandwidth) / (g + 1)
    return Link(latency, 1 / inverse)


def unoverlapped_fraction(exp_stream_bytes_per_s: float, exps_per_s: float,
                          bandwidth: float) -> float:
    """The share of the shorter of compute and memory time that does not
    hide under the longer (CostModel.h), from exp streamed over arrays far
    beyond the caches: per element 8 bytes (read, write) and one exp, so
    t = max(c, m) + f * min(c, m) with c = 1 / exps_per_s (the L1-resident
    exp loop) and m = 8 / bandwidth (the preset's), solved for f and
    clamped to [0, 1]."""
    if not (exp_stream_bytes_per_s > 0 and exps_per_s > 0 and bandwidth > 0):
        raise FitError("unoverlapped_fraction needs positive rates, not "
                       f"{exp_stream_bytes_per_s}, {exps_per_s}, {bandwidth}")
    t = 8 / exp_stream_bytes_per_s
    c, m = 1 / exps_per_s, 8 / bandwidth
    return min(1.0, max(0.0, (t - max(c, m)) / min(c, m)))


def device_json(*, name: str, base: str, flops: dict[str, float], memory_bandwidth: float,
                launch_overhead_s: float, memory_bytes: int, gpus_per_node: int,
                intra_node: Link, inter_node: Link, vector_ops: float,
                transcendentals: float, unoverlapped: float,
                curves: dict[str, Curve] | None = None,
                memory_curve: list[tuple[float, float]] | None = None) -> dict:
    """The device description in CostModel.h's JSON schema (no other keys:
    unknown keys are errors there). ``curves`` ("all_gather",
    "reduce_scatter") go on both links; ``memory_curve`` is the kernels'
    streaming bandwidth by their bytes."""
    for key in ("bf16", "f16", "f32"):
        if not flops.get(key, 0) > 0:
            raise FitError(f"peak_flops_per_s.{key} must be positive")
    for key, rate in (("vector_ops_per_s", vector_ops), ("transcendentals_per_s", transcendentals)):
        if not rate > 0:
            raise FitError(f"{key} must be positive")
    if not 0 <= unoverlapped <= 1:
        raise FitError(f"unoverlapped_fraction must be in [0, 1], not {unoverlapped}")
    return {
        "base": base,
        "name": name,
        "peak_flops_per_s": {key: flops[key] for key in ("bf16", "f16", "f32")},
        "hbm_bandwidth_bytes_per_s": memory_bandwidth,
        **({"memory_bandwidth_curve": memory_curve_json(memory_curve)} if memory_curve else {}),
        "memory_bytes": int(memory_bytes),
        "kernel_launch_overhead_s": launch_overhead_s,
        "vector_ops_per_s": vector_ops,
        "transcendentals_per_s": transcendentals,
        "unoverlapped_fraction": unoverlapped,
        "gpus_per_node": int(gpus_per_node),
        "links": {"intra_node": link_json(intra_node, curves),
                  "inter_node": link_json(inter_node, curves)},
    }


def link_json(link: Link, curves: dict[str, Curve] | None = None) -> dict:
    """One link of the schema: the line and, when given, a curve per kind."""
    out = {"latency_s": link.latency_s, "bandwidth_bytes_per_s": link.bus_bandwidth}
    if curves:
        out["bus_bandwidth_curves"] = {kind: [list(p) for p in c.points]
                                       for kind, c in sorted(curves.items())}
    return out


def memory_curve_json(points: list[tuple[float, float]]) -> list[list[float]]:
    """The schema's [bytes, bandwidth] pairs, bytes strictly increasing and
    both positive (CostModel.h checks it too; this fails before writing)."""
    if not points:
        raise FitError("the memory bandwidth curve has no points")
    for (b0, _), (b1, _) in zip(points, points[1:]):
        if not b1 > b0:
            raise FitError(f"the memory bandwidth curve's sizes must increase: {b0:g}, {b1:g}")
    if not all(b > 0 and bw > 0 for b, bw in points):
        raise FitError("the memory bandwidth curve holds a non-positive figure")
    return [[float(b), float(bw)] for b, bw in points]


def with_memory(preset: dict, bandwidth: float, curve: list[tuple[float, float]]) -> dict:
    """``preset`` with the streaming figures replaced (the flat bandwidth of
    the largest arrays and the curve by size) and every other figure kept."""
    if not bandwidth > 0:
        raise FitError("hbm_bandwidth_bytes_per_s must be positive")
    return {**preset, "hbm_bandwidth_bytes_per_s": bandwidth,
            "memory_bandwidth_curve": memory_curve_json(curve)}


def with_links(preset: dict, link: Link, curves: dict[str, Curve]) -> dict:
    """``preset`` with both links replaced (every host-local axis takes the
    same link on a CPU host) and every other figure kept."""
    if set(preset.get("links", {})) != {"intra_node", "inter_node"}:
        raise FitError("the preset to update has no intra_node and inter_node links")
    return {**preset, "links": {key: link_json(link, curves)
                                for key in ("intra_node", "inter_node")}}


def prefer_quiet(records: list[dict[str, Any]], threshold: float
                 ) -> tuple[list[dict[str, Any]], int]:
    """Drop the samples of runs that other processes loaded above
    ``threshold`` (their ``other_load``) when another run of the same
    benchmark and mode stayed at or below it; a benchmark that never ran
    quiet keeps all its samples (the notes show the load). Returns the kept
    records and how many were dropped."""
    key = lambda r: (r.get("bench"), r.get("mode"))  # noqa: E731
    quiet = {key(r) for r in records if r.get("other_load", 0.0) <= threshold}
    kept = [r for r in records
            if r.get("other_load", 0.0) <= threshold or key(r) not in quiet]
    return kept, len(records) - len(kept)


def round_modes(samples: Sequence[dict[str, Any]], *, max_spread: float) -> str:
    """When the repetitions of each round (one benchmark process) agree
    within ``max_spread`` but the rounds' medians do not, says so: a mode
    the machine settles in per run (on a 2-vCPU VM, all-gathers of 256 KiB
    took 100 us in one round and 31 us in the next, each within 5%), which
    more repetitions cannot average away. Empty otherwise."""
    by_round: dict[Any, list[float]] = defaultdict(list)
    for r in samples:
        by_round[r.get("round")].append(r["seconds"])
    if len(by_round) < 2:
        return ""
    rounds = {k: summarize(v) for k, v in sorted(by_round.items(), key=lambda kv: str(kv[0]))}
    medians = [m.median for m in rounds.values()]
    if any(m.iqr_spread > max_spread for m in rounds.values()) or \
            max(medians) <= min(medians) * (1 + max_spread):
        return ""
    listed = ", ".join(f"{m * 1e6:.3g}" for m in medians)
    return (f"the rounds' medians differ {max(medians) / min(medians):.1f}x ({listed} us) while "
            f"each round's repetitions agree within {max_spread:.0%}: a mode this machine "
            "settles in per run, not repetition noise")


def group(records: list[dict[str, Any]], bench: str, mode: str | None, *keys: str
          ) -> dict[tuple, list[dict[str, Any]]]:
    """Records of one benchmark (and mode, unless None) by the values of
    ``keys``, in sorted order."""
    out: dict[tuple, list[dict[str, Any]]] = defaultdict(list)
    for r in records:
        if r.get("bench") == bench and (mode is None or r.get("mode") == mode):
            out[tuple(r[k] for k in keys)].append(r)
    return dict(sorted(out.items()))
