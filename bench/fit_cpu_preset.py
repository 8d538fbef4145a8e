#!/usr/bin/env python3
"""Fit the `cpu` device preset on this machine from micro-benchmarks.

    python3 bench/fit_cpu_preset.py                 # measure (about 4 min), fit, write
    python3 bench/fit_cpu_preset.py --from-raw build/bench/cpu-fit/raw.jsonl   # refit only
    python3 bench/fit_cpu_preset.py --links-only    # collectives only (under a minute)
    python3 bench/fit_cpu_preset.py --memory-only   # STREAM only (about 2 min)

Runs bench/micro's benchmarks (build/bin/fsdpc-micro-{compute,collective}),
each under /tmp/fsdpc-build.lock so no compile of this project runs during a
measurement (one hold per benchmark run, each well under 3 minutes):

* compute, one core (taskset -c 1, one BLAS thread): GEMM through the
  runtime's gemm() (f32, bf16), element-wise loops, STREAM copy/triad;
* compute, both cores at once (one process per core): GEMM and STREAM again,
  since a rank computes while the others do;
* collectives, two ranks bound to the two cores: all-gather and
  reduce-scatter through the runtime's MPI communicator, 1 KiB to 64 MiB,
  kept as one bus bandwidth per size and kind (a BandwidthCurve).

Each is repeated (--reps inside a run, --rounds runs); every figure is a
median with its spread. Never fitted from whole training steps: the
runtime's predicted-vs-measured comparison (bench/runtime.py) must stay a
test of the model, not of this fit.

Writes bench/presets/cpu.json (CostModel.h's schema; validated by loading it
into fsdp-opt's pipeline before it replaces the old file) and
bench/presets/cpu.fit.md (provenance: machine, date, every raw sample,
spreads, fits and their deviations), both atomically.

--links-only measures and refits the links alone (the collectives' lines
and curves), keeps every other figure of the preset it updates, and writes
the links' provenance to cpu.links.fit.md, which supersedes cpu.fit.md's
link rows until the next full fit removes it: a change to the runtime's
collectives is re-priced without re-measuring compute, whose both-cores
GEMMs are the noisiest figures on a shared 2-core VM. --memory-only does the
same for the streaming figures (STREAM triad, both cores at once: the flat
bandwidth of the largest arrays and the curve by size that prices each
kernel by its bytes), into cpu.memory.fit.md.
"""

from __future__ import annotations

import argparse
import dataclasses
import fcntl
import functools
import json
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(HERE))

from fitting import (Curve, FitError, LineFit, Link, NegativeInterceptError,  # noqa: E402
                     Summary, bus_bytes, device_json, fit_curve, fit_summaries, fsdp_mix, group,
                     prefer_quiet, round_modes, summarize, unoverlapped_fraction, with_links,
                     with_memory)
from preset_notes import render_link_notes, render_memory_notes, render_notes  # noqa: E402

LOCK = "/tmp/fsdpc-build.lock"
MAX_HOLD_S = 170           # a run past this is killed: lock holds stay under 3 minutes
SOLO_CORE = 1              # bench/runtime.py's core for one-rank runs
ONE_THREAD = {"OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1"}
# What fsdpc.launch gives mpirun (python/fsdpc/launch.py).
MPI_ENV = {"OMPI_ALLOW_RUN_AS_ROOT": "1", "OMPI_ALLOW_RUN_AS_ROOT_CONFIRM": "1",
           "OMPI_MCA_btl_vader_single_copy_mechanism": "none"}
GEMM_SIZES = "8,64,256,512,1024,2048"
# Arrays from L2-resident (3 MiB a triad call) to far beyond the L3.
STREAM_MIB = "1,2,4,8,16,64,256,1024"
# FSDP resharding after forward: per unit, a gather in forward, a re-gather
# in backward and one reduce-scatter of the same bytes.
GATHERS_PER_SCATTER = 2.0
Record = dict[str, Any]
CONTENDED = 0.10     # other processes' share of the cores above which a run is repeated
MAX_ATTEMPTS = 3


def log(msg: str) -> None:
    print(f"[fit-cpu {time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


# -- running under the lock ------------------------------------------------------

@contextmanager
def build_lock() -> Iterator[float]:
    """flock(2) on the lock flock(1) and the builds use; yields seconds waited."""
    with open(LOCK, "a") as f:
        t0 = time.monotonic()
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            yield time.monotonic() - t0
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)


def _busy_ticks(cores: tuple[int, ...]) -> int:
    names = {f"cpu{c}" for c in cores}
    busy = 0
    with open("/proc/stat") as f:
        for line in f:
            name, *v = line.split()
            if name in names:
                n = [int(x) for x in v]
                busy += n[0] + n[1] + n[2] + n[5] + n[6] + n[7]   # incl. steal
    return busy


QUIET_WAIT_S = 20   # at most this long (holding the lock) for the cores to go idle first


def wait_until_quiet(cores: tuple[int, ...]) -> float:
    """Wait (up to QUIET_WAIT_S) until other processes use under CONTENDED
    of ``cores`` over half a second: tests of the other helpers run outside
    the lock. Returns the seconds waited."""
    hz = os.sysconf("SC_CLK_TCK")
    t0 = time.monotonic()
    while time.monotonic() - t0 < QUIET_WAIT_S:
        b0 = _busy_ticks(cores)
        time.sleep(0.5)
        if (_busy_ticks(cores) - b0) / hz / (0.5 * len(cores)) < CONTENDED:
            break
    return time.monotonic() - t0


def run_locked(what: str, cmds: list[list[str]], env: dict[str, str],
               cores: tuple[int, ...]) -> tuple[list[str], dict[str, float]]:
    """Run ``cmds`` concurrently under the lock; their stdouts, and how much
    of ``cores`` other processes (and the hypervisor) took meanwhile."""
    hz = os.sysconf("SC_CLK_TCK")
    full_env = dict(os.environ, **env)
    with build_lock() as waited:
        waited += wait_until_quiet(cores)
        b0 = _busy_ticks(cores)
        r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0 = time.monotonic()
        procs = [subprocess.Popen(c, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                  env=full_env) for c in cmds]
        outs = []
        try:
            for p in procs:
                out, err = p.communicate(timeout=max(1.0, MAX_HOLD_S - (time.monotonic() - t0)))
                if p.returncode != 0:
                    raise SystemExit(f"error: {what} failed (exit {p.returncode}): "
                                     f"{' '.join(p.args)}\n{err[-3000:]}")
                outs.append(out)
        except subprocess.TimeoutExpired:
            for p in procs:
                p.kill()
            raise SystemExit(f"error: {what} ran past {MAX_HOLD_S} s (the lock hold limit)")
        wall = time.monotonic() - t0
        ours = sum(getattr(resource.getrusage(resource.RUSAGE_CHILDREN), k) - getattr(r0, k)
                   for k in ("ru_utime", "ru_stime"))
        other = max(0.0, (_busy_ticks(cores) - b0) / hz - ours) / (wall * len(cores))
    log(f"{what}: {wall:.1f} s under the lock (waited {waited:.1f} s), "
        f"other load on cores {cores}: {other:.0%}")
    return outs, {"wall_s": wall, "lock_wait_s": waited, "other_load": other}


def run_least_loaded(what: str, cmds: list[list[str]], env: dict[str, str],
                     cores: tuple[int, ...]) -> tuple[list[str], dict[str, float]]:
    """run_locked, repeated (up to MAX_ATTEMPTS) while other processes took
    more than CONTENDED of its cores: the helpers sharing this machine run
    tests outside the lock. Keeps the least loaded attempt."""
    attempts = []
    while True:
        attempts.append(run_locked(what, cmds, env, cores))
        if attempts[-1][1]["other_load"] <= CONTENDED or len(attempts) == MAX_ATTEMPTS:
            break
        log(f"{what}: other load above {CONTENDED:.0%}; again")
    outs, load = min(attempts, key=lambda a: a[1]["other_load"])
    return outs, {**load, "attempts": len(attempts)}


def parse_lines(out: str, tags: dict[str, Any]) -> list[Record]:
    return [dict(json.loads(line), **tags) for line in out.splitlines() if line.startswith("{")]


def measure(args: argparse.Namespace, tools: dict[str, str]) -> tuple[list[Record], list[Record]]:
    """Every raw record (one per repetition) and the runs' load notes."""
    records: list[Record] = []
    runs: list[Record] = []
    for rnd in range(args.rounds):
        if args.part == "memory":
            measure_concurrent(args, tools, rnd, "stream", records, runs)
            continue
        if args.part is None:
            measure_compute(args, tools, rnd, records, runs)
        what = f"round {rnd + 1}/{args.rounds} collectives, 2 ranks"
        cmd = [tools["mpirun"], "-np", "2", "--bind-to", "core", "--map-by", "core",
               "--oversubscribe", tools["collective"], "--reps", str(args.reps),
               "--min-time", str(args.collective_min_time),
               "--max-bytes", str(args.max_bytes)]
        outs, load = run_least_loaded(what, [cmd], {**ONE_THREAD, **MPI_ENV}, (0, 1))
        records += parse_lines(outs[0], {"round": rnd, "mode": "mpi",
                                         "other_load": load["other_load"]})
        runs.append({"what": what, **load})
    return records, runs


def measure_compute(args: argparse.Namespace, tools: dict[str, str], rnd: int,
                    records: list[Record], runs: list[Record]) -> None:
    """One round of the compute benchmarks, appended to ``records``/``runs``."""
    what = f"round {rnd + 1}/{args.rounds} compute, core {SOLO_CORE} alone"
    outs, load = run_least_loaded(what, [["taskset", "-c", str(SOLO_CORE), tools["compute"],
                                          *compute_options(args),
                                          "--min-time", str(args.min_time)]],
                                  ONE_THREAD, (SOLO_CORE,))
    records += parse_lines(outs[0], {"round": rnd, "mode": "solo", "core": SOLO_CORE,
                                     "other_load": load["other_load"]})
    runs.append({"what": what, **load})
    # Both cores busy, one benchmark at a time so the two processes stay
    # in the same phase (a GEMM beside a GEMM, a stream beside a stream).
    for bench in ("gemm", "stream"):
        measure_concurrent(args, tools, rnd, bench, records, runs)


def compute_options(args: argparse.Namespace) -> list[str]:
    return ["--reps", str(args.reps), "--gemm-sizes", args.gemm_sizes,
            "--stream-mib", args.stream_mib]


def measure_concurrent(args: argparse.Namespace, tools: dict[str, str], rnd: int, bench: str,
                       records: list[Record], runs: list[Record]) -> None:
    """One compute benchmark on both cores at once (one process per core)."""
    what = f"round {rnd + 1}/{args.rounds} {bench}, both cores at once"
    cmds = [["taskset", "-c", str(c), tools["compute"], *compute_options(args), "--what", bench,
             "--min-time", str(args.min_time)] for c in (0, 1)]
    outs, load = run_least_loaded(what, cmds, ONE_THREAD, (0, 1))
    for c, out in enumerate(outs):
        records += parse_lines(out, {"round": rnd, "mode": "concurrent", "core": c,
                                     "other_load": load["other_load"]})
    runs.append({"what": what, **load})


# -- fitting -------------------------------------------------------------------------

# Under both cores' load a call of a few hundred ns (an 8^3 GEMM) times the
# other core's noise, not a rate: its repetitions scatter by 40%.
MIN_CONCURRENT_GEMM = 64


def fit_gemm(records: list[Record], mode: str, dtype: str, args: argparse.Namespace,
             intercept: float | None = None) -> LineFit:
    """t = overhead + flops/peak over the square sizes. Both-cores fits take
    the one-core fit's overhead (``intercept``) and skip sizes under
    MIN_CONCURRENT_GEMM: what two busy cores change is the rate."""
    points = {k[0]: v for k, v in group(records, "gemm", mode, "m", "dtype").items()
              if k[1] == dtype and (intercept is None or k[0] >= MIN_CONCURRENT_GEMM)}
    xs = [2.0 * m ** 3 for m in points]
    sums = [summarize([r["seconds"] for r in v]) for v in points.values()]
    fit = functools.partial(fit_summaries, xs, sums, max_spread=args.max_spread,
                            monotone_tolerance=0.05, what=f"gemm {dtype} ({mode})",
                            max_noisy_fraction=args.max_noisy_fraction)
    if intercept is not None:
        return fit(intercept=intercept)
    try:
        return fit()
    except NegativeInterceptError:
        # The library's rate peaks at a mid size (OpenBLAS's SkylakeX kernels
        # on a Zen 4: 103 GFLOP/s at 64^3, 90 from 512^3), so no line through
        # every size has a non-negative overhead. The overhead is then what
        # the smallest call takes (its flops are about 1% of it; its median
        # even where its scatter left it out of the line: nothing else
        # measures the overhead), and the rate is fitted to the line's sizes
        # with it; the deviations show the bend.
        smallest = min(range(len(xs)), key=lambda i: xs[i])
        overhead = sums[smallest].median
        return dataclasses.replace(
            fit(intercept=overhead),
            intercept_note=f"overhead = the smallest call's time ({xs[smallest]:g} flops): "
                           "the free line's intercept was negative (rate falls with size)")


def collective_points(records: list[Record], op: str, dtype: str
                      ) -> tuple[list[int], list[Summary], int]:
    """Sizes S, their time summaries and the ranks of one collective."""
    points = {k[0]: v for k, v in group(records, "collective", "mpi", "total_bytes", "op",
                                        "dtype").items() if k[1:] == (op, dtype)}
    if not points:
        raise FitError(f"no {op} {dtype} measurements")
    ranks = next(iter(points.values()))[0]["ranks"]
    return list(points), [summarize([r["seconds"] for r in v]) for v in points.values()], ranks


def fit_collective(records: list[Record], op: str, dtype: str,
                   args: argparse.Namespace) -> tuple[LineFit, int]:
    sizes, sums, ranks = collective_points(records, op, dtype)
    try:
        return fit_summaries([bus_bytes(s, ranks) for s in sizes], sums,
                             max_spread=args.max_spread, monotone_tolerance=0.05,
                             what=f"{op} {dtype}",
                             max_noisy_fraction=args.max_noisy_fraction), ranks
    except FitError as error:
        # Say whether the scatter is between runs rather than within them.
        samples = group(records, "collective", "mpi", "total_bytes", "op", "dtype")
        modes = [(size, round_modes(samples[(size, op, dtype)], max_spread=args.max_spread))
                 for size in sizes]
        modes = [(size, text) for size, text in modes if text]
        if not modes:
            raise
        size, text = max(modes, key=lambda m: m[0])
        raise FitError(f"{error}; at {size} bytes (and {len(modes) - 1} other sizes) {text}") \
            from error


def fit_collective_curve(records: list[Record], op: str, dtype: str, latency_s: float,
                         args: argparse.Namespace) -> Curve:
    sizes, sums, ranks = collective_points(records, op, dtype)
    return fit_curve(sizes, sums, ranks=ranks, latency_s=latency_s, max_spread=args.max_spread,
                     monotone_tolerance=0.05, what=f"{op} {dtype} curve",
                     max_noisy_fraction=args.max_noisy_fraction)


def stream_rate(records: list[Record], mode: str, kernel: str) -> tuple[int, Summary]:
    """The rate on the largest arrays (far beyond the per-core L2; the summary
    pools both cores' samples in concurrent mode)."""
    points = {k[0]: v for k, v in group(records, "stream", mode, "array_bytes", "kernel").items()
              if k[1] == kernel}
    if not points:
        raise FitError(f"no STREAM '{kernel}' samples ({mode}) in the raw data: recorded by an "
                       "older fsdpc-micro-compute? measure again")
    size = max(points)
    return size, summarize([r["bytes_per_s"] for r in points[size]])


def stream_curve(records: list[Record], mode: str = "concurrent", kernel: str = "triad"
                 ) -> list[tuple[float, float]]:
    """The streaming bandwidth by the bytes a call moves (every operand once,
    as the cost model counts a kernel's bytes): the median rate at each
    array size, ascending. Triad on both cores at once: the generated
    element-wise loops store like it, and a rank streams while the others
    do."""
    points = {k[0]: v for k, v in group(records, "stream", mode, "array_bytes", "kernel").items()
              if k[1] == kernel}
    if not points:
        raise FitError(f"no STREAM '{kernel}' samples ({mode}) in the raw data")
    return [(float(v[0]["bytes_per_call"]), summarize([r["bytes_per_s"] for r in v]).median)
            for _, v in sorted(points.items())]


def memory_bytes() -> int:
    """The `cpu` preset's rule, not a measurement: about 70% of the host's
    memory (16 GiB of 23), the rest for the OS and the compiler."""
    with open("/proc/meminfo") as f:
        kib = next(int(line.split()[1]) for line in f if line.startswith("MemTotal:"))
    gib = 1 << 30
    return max(1, int(kib * 1024 * 0.7) // gib) * gib


def fit_links(records: list[Record], args: argparse.Namespace) -> dict[str, Any]:
    """The collectives' lines, the FSDP mix of them (the link's flat
    fallback) and the per-size curves the cost model prices."""
    fits: dict[str, Any] = {"collective": {}, "ranks": 2}
    for op, dtype in (("all_gather", "u8"), ("reduce_scatter", "f32"),
                      ("reduce_scatter", "bf16")):
        fits["collective"][(op, dtype)], fits["ranks"] = fit_collective(records, op, dtype, args)
    link = lambda k: Link(fits["collective"][k].intercept, fits["collective"][k].rate)  # noqa: E731
    fits["link"] = fsdp_mix(link(("all_gather", "u8")), link(("reduce_scatter", "f32")),
                            GATHERS_PER_SCATTER)
    # The link's bandwidth per size and kind, under the mix's latency: what
    # the cost model prices (the line above stays as the flat fallback). The
    # gradients reduced on a CPU are f32 (bf16 ones are priced as f32's).
    fits["curves"] = {kind: fit_collective_curve(records, kind, dtype,
                                                 fits["link"].latency_s, args)
                      for kind, dtype in (("all_gather", "u8"), ("reduce_scatter", "f32"))}
    return fits


def refit_links(records: list[Record], base: dict[str, Any],
                args: argparse.Namespace) -> dict[str, Any]:
    """--links-only: ``base`` (the preset being updated) with new links."""
    records, dropped = prefer_quiet(records, CONTENDED)
    fits = {**fit_links(records, args), "records": records, "dropped": dropped}
    fits["preset"] = with_links(base, fits["link"], fits["curves"])
    return fits


def fit_memory(records: list[Record]) -> dict[str, Any]:
    """The streaming figures: the flat bandwidth (the largest arrays, far
    beyond the caches) and the curve by size."""
    stream = {(mode, kernel): stream_rate(records, mode, kernel)
              for mode in ("solo", "concurrent") for kernel in ("copy", "triad", "exp")
              if any(r.get("bench") == "stream" and r["mode"] == mode for r in records)}
    return {"stream": stream, "memory_curve": stream_curve(records),
            "bandwidth": stream[("concurrent", "triad")][1].median}


def refit_memory(records: list[Record], base: dict[str, Any]) -> dict[str, Any]:
    """--memory-only: ``base`` (the preset being updated) with new streaming
    figures."""
    records, dropped = prefer_quiet(records, CONTENDED)
    fits = {**fit_memory(records), "records": records, "dropped": dropped}
    fits["preset"] = with_memory(base, fits["bandwidth"], fits["memory_curve"])
    return fits


def fit_all(records: list[Record], args: argparse.Namespace) -> dict[str, Any]:
    fits: dict[str, Any] = {"gemm": {}}
    records, fits["dropped"] = prefer_quiet(records, CONTENDED)
    fits["records"] = records
    for dtype in ("f32", "bf16"):
        solo = fits["gemm"][("solo", dtype)] = fit_gemm(records, "solo", dtype, args)
        fits["gemm"][("concurrent", dtype)] = fit_gemm(records, "concurrent", dtype, args,
                                                       intercept=solo.intercept)
    fits.update(fit_links(records, args))
    fits.update(fit_memory(records))
    # A rank of a multi-rank run computes while the others do: the preset
    # takes the both-cores figures (the one-core ones are in the notes).
    rate = {d: fits["gemm"][("concurrent", d)].rate for d in ("f32", "bf16")}
    # Element-wise bodies: the multiply-add loop's rate (a body of a few ops
    # per element, loads amortized like the generated kernels'); exp for
    # every transcendental (the cost model prices them alike).
    vector = {k[0]: summarize([r["ops_per_s"] for r in rs])
              for k, rs in group(records, "vector", "solo", "kernel").items()}
    fits["vector"] = vector
    bandwidth = fits["bandwidth"]
    fits["unoverlapped"] = unoverlapped_fraction(
        fits["stream"][("concurrent", "exp")][1].median, vector["exp"].median, bandwidth)
    fits["preset"] = device_json(
        name="cpu", base="cpu",
        # f16 operands take the same widening path as bf16 (Gemm.h).
        flops={"f32": rate["f32"], "bf16": rate["bf16"], "f16": rate["bf16"]},
        # Generated element-wise loops store like triad (no streaming stores);
        # bytes counted as the cost model counts them.
        memory_bandwidth=bandwidth,
        launch_overhead_s=fits["gemm"][("solo", "f32")].intercept,
        memory_bytes=memory_bytes(),
        # Every rank on this host shares its memory: all axes are intra-node.
        gpus_per_node=1024,
        intra_node=fits["link"], inter_node=fits["link"],
        vector_ops=vector["mul_add"].median, transcendentals=vector["exp"].median,
        unoverlapped=fits["unoverlapped"], curves=fits["curves"],
        memory_curve=fits["memory_curve"])
    return fits


# -- writing ---------------------------------------------------------------------------

def atomic_write(path: Path, text: str, validate=None) -> None:
    """Write beside ``path`` and rename over it, after ``validate(tmp)``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.stem}-", suffix=path.suffix)
    try:
        with os.fdopen(fd, "w") as f:
            f.write(text)
        os.chmod(tmp, 0o644)   # mkstemp's 0600 would survive the rename
        if validate:
            validate(Path(tmp))
        os.replace(tmp, path)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


def validate_preset(fsdp_opt: str, expected_name: str):
    """Load the JSON into fsdp-opt's pipeline (the device= option of the
    scheduling passes) on a small example: an unknown key, a bad value or a
    schema change fails here, before the file replaces the old one."""
    def check(path: Path) -> None:
        with tempfile.TemporaryDirectory() as tmp:
            report = Path(tmp) / "report.json"
            proc = subprocess.run(
                [fsdp_opt, str(REPO / "examples/ir/mlp.mlir"), "-o", os.devnull,
                 f"--fsdp-pipeline=mesh=replica=1,shard=2 device={path} report={report}"],
                capture_output=True, text=True, timeout=120)
            if proc.returncode != 0:
                raise SystemExit(f"error: fsdp-opt rejected the fitted preset:\n{proc.stderr}")
            name = json.loads(report.read_text()).get("device")
            if name != expected_name:
                raise SystemExit(f"error: fsdp-opt's report names device {name!r}, "
                                 f"not the preset's {expected_name!r}")
    return check


def load_preset(path: Path, flag: str) -> dict[str, Any]:
    """The preset ``flag`` (--links-only, --memory-only) updates (a full fit
    made it)."""
    try:
        preset = json.loads(path.read_text())
    except OSError as e:
        raise SystemExit(f"error: {flag} updates an existing preset: cannot read "
                         f"{path}: {e.strerror}")
    except json.JSONDecodeError as e:
        raise SystemExit(f"error: {path}:{e.lineno}:{e.colno}: not JSON: {e.msg}")
    if not isinstance(preset, dict):
        raise SystemExit(f"error: {path}: a preset is a JSON object")
    return preset


def sh(cmd: list[str]) -> str:
    try:
        return subprocess.run(cmd, capture_output=True, text=True, timeout=30).stdout.strip()
    except (OSError, subprocess.TimeoutExpired):
        return "?"


def machine() -> dict[str, str]:
    lscpu = sh(["lscpu"])
    field = {k.strip(): v.strip() for k, _, v in
             (line.partition(":") for line in lscpu.splitlines())}
    flags = field.get("Flags", "").split()
    blas = next((line.split("=>")[1].split("(")[0].strip() for line in
                 sh(["ldd", str(REPO / "build/bin/fsdpc-micro-compute")]).splitlines()
                 if "openblas" in line), "?")
    return {
        "cpu": f"{field.get('Model name', '?')} (family {field.get('CPU family', '?')}, "
               f"model {field.get('Model', '?')}), {field.get('CPU(s)', '?')} CPUs, "
               f"{field.get('Thread(s) per core', '?')} thread/core, "
               f"hypervisor {field.get('Hypervisor vendor', 'none')}",
        "caches": f"L1d {field.get('L1d cache', '?')}, L2 {field.get('L2 cache', '?')}, "
                  f"L3 {field.get('L3 cache', '?')}",
        "isa": " ".join(f for f in ("avx2", "fma", "avx512f", "avx512_bf16", "amx_bf16")
                        if f in flags),
        "memory": sh(["sh", "-c", "grep MemTotal /proc/meminfo"]),
        "kernel": platform.release(),
        "blas": os.path.realpath(blas) if blas != "?" else "?",
        "mpi": sh(["mpirun", "--version"]).splitlines()[0] if sh(["mpirun", "--version"]) else "?",
        "git": sh(["git", "-C", str(REPO), "rev-parse", "--short", "HEAD"]),
    }


# -- main ------------------------------------------------------------------------------

# What a partial refit measures, which tool it needs, and where it writes.
PARTS = {"links": {"bench": "collective", "tool": "collective", "suffix": ".links.fit.md",
                   "raw": "raw.links.jsonl"},
         "memory": {"bench": "stream", "tool": "compute", "suffix": ".memory.fit.md",
                    "raw": "raw.memory.jsonl"}}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=HERE / "presets" / "cpu.json")
    ap.add_argument("--notes", type=Path, help="provenance (default: OUT with .fit.md)")
    ap.add_argument("--raw", type=Path, help="where every raw record is kept (for --from-raw; "
                    "default build/bench/cpu-fit/raw.jsonl, raw.links.jsonl with --links-only)")
    only = ap.add_mutually_exclusive_group()
    only.add_argument("--links-only", action="store_true",
                      help="measure and refit only the links; keep OUT's other figures and "
                      "write the links' provenance to OUT with .links.fit.md")
    only.add_argument("--memory-only", action="store_true",
                      help="measure and refit only the streaming figures (STREAM, both cores); "
                      "keep OUT's other figures and write their provenance to OUT with "
                      ".memory.fit.md")
    ap.add_argument("--from-raw", type=Path, help="refit from a previous run's raw records")
    ap.add_argument("--rounds", type=int, default=3, help="runs of each benchmark (default 3)")
    ap.add_argument("--reps", type=int, default=5, help="repetitions inside a run (default 5)")
    ap.add_argument("--min-time", type=float, default=0.2, help="seconds per compute repetition")
    ap.add_argument("--collective-min-time", type=float, default=0.05)
    ap.add_argument("--max-bytes", type=int, default=64 << 20, help="largest collective S")
    ap.add_argument("--gemm-sizes", default=GEMM_SIZES)
    ap.add_argument("--stream-mib", default=STREAM_MIB)
    ap.add_argument("--max-spread", type=float, default=0.25,
                    help="reject a point whose IQR exceeds this share of its median")
    ap.add_argument("--max-noisy-fraction", type=float, default=0.25,
                    help="leave noisy points out of a fit, reject it above this share of them")
    ap.add_argument("--deviation-warn", type=float, default=0.25,
                    help="flag a fit whose worst relative residual exceeds this")
    ap.add_argument("--build", type=Path, default=REPO / "build")
    args = ap.parse_args(argv)
    args.part = "links" if args.links_only else "memory" if args.memory_only else None
    part = PARTS.get(args.part)
    part_notes = {name: args.out.with_suffix(p["suffix"]) for name, p in PARTS.items()}
    notes = args.notes or (part_notes[args.part] if part else args.out.with_suffix(".fit.md"))
    args.raw = args.raw or REPO / "build" / "bench" / "cpu-fit" / (
        part["raw"] if part else "raw.jsonl")
    bindir = args.build / "bin"
    tools = {"compute": str(bindir / "fsdpc-micro-compute"),
             "collective": str(bindir / "fsdpc-micro-collective"),
             "fsdp_opt": os.environ.get("FSDP_OPT", str(bindir / "fsdp-opt")), "mpirun": "mpirun"}
    needed = ("fsdp_opt",)
    if not args.from_raw:
        needed += (part["tool"],) if part else ("compute", "collective")
    for key in needed:
        if not os.access(tools[key], os.X_OK):
            raise SystemExit(f"error: {tools[key]} is missing: build it "
                             f"(ninja -C {args.build} fsdp-opt fsdpc-micro-compute "
                             "fsdpc-micro-collective)")
    # Read before measuring: a missing or broken preset fails in a second.
    base = load_preset(args.out, f"--{args.part}-only") if part else None

    if args.from_raw:
        saved = [json.loads(line) for line in args.from_raw.read_text().splitlines() if line]
        records = [r for r in saved if r.get("bench") not in ("run", "machine")
                   and not (part and r.get("bench") != part["bench"])]
        runs = [r for r in saved if r.get("bench") == "run"]
        date = next((r["date"] for r in runs if "date" in r), "?")
        # The machine as recorded with the measurements (older files: now).
        host = next(({k: v for k, v in r.items() if k != "bench"} for r in saved
                     if r.get("bench") == "machine"), None) or machine()
    else:
        date = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
        host = machine()
        records, runs = measure(args, tools)
        args.raw.parent.mkdir(parents=True, exist_ok=True)
        with open(args.raw, "w") as f:
            for r in records + [{"bench": "run", "date": date, **r} for r in runs] + \
                    [{"bench": "machine", **host}]:
                f.write(json.dumps(r) + "\n")
        log(f"raw records: {args.raw}")
    try:
        fits = (refit_links(records, base, args) if args.part == "links" else
                refit_memory(records, base) if args.part == "memory" else fit_all(records, args))
    except FitError as e:
        raise SystemExit(f"error: the fit was rejected: {e}\n(raw records: "
                         f"{args.from_raw or args.raw}; rerun, or refit with --from-raw)")
    info = {"date": date, "machine": host,
            "command": " ".join(["python3", "bench/fit_cpu_preset.py", *(argv or sys.argv[1:])])}
    text = json.dumps(fits["preset"], indent=2) + "\n"
    atomic_write(args.out, text, validate_preset(tools["fsdp_opt"], fits["preset"]["name"]))
    render = {"links": render_link_notes, "memory": render_memory_notes}.get(args.part,
                                                                           render_notes)
    atomic_write(notes, render(records, runs, fits, info, args, contended=CONTENDED,
                               max_attempts=MAX_ATTEMPTS, gathers_per_scatter=GATHERS_PER_SCATTER))
    for superseded in part_notes.values() if not part else ():
        if superseded.exists():
            superseded.unlink()   # a full fit's notes describe every figure
            log(f"removed {superseded}: superseded by this full fit")
    print(text, end="")
    for kind, c in fits.get("curves", {}).items():
        if c.max_holdout_deviation > args.deviation_warn:
            log(f"note: the {kind} curve mispredicts a size left out of it by up to "
                f"{c.max_holdout_deviation:.0%}: measure more sizes (table in {notes})")
    log(f"wrote {args.out} and {notes}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
