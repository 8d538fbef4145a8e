"""Running fsdp-opt on one program: the scheduling pipeline (or, until it
exists, partitioning alone), timed, with its JSON report read back.

Failures are classified so that the runner can tell "this compiler does not
have fsdp-pipeline yet" (stop, say which pass is missing) from "this budget
is infeasible" (a table cell) from anything else (a real error, shown with
fsdp-opt's stderr).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from programs import REPO_ROOT

REPORT_KEYS = ("policy", "step_time_s", "compute_s", "collective_s", "exposed_collective_s",
               "lower_bound_s", "bound", "peak_bytes", "memory_budget_bytes", "device_spec")


class BenchError(Exception):
    """A failure the runner reports and stops on."""


class MissingPass(BenchError):
    """fsdp-opt does not know the pass or one of its options."""


@dataclass(frozen=True)
class Infeasible:
    """The pipeline rejected the memory budget; ``min_peak_bytes`` is the peak
    its error message names (the most frugal schedule's), when it names one."""

    message: str
    min_peak_bytes: int | None


@dataclass(frozen=True)
class Outcome:
    compile_seconds: float             # wall time of the whole fsdp-opt process
    report: dict | None = None         # the pipeline's JSON report
    infeasible: Infeasible | None = None


def fsdp_opt() -> str:
    """$FSDP_OPT, else build/bin/fsdp-opt (what the frontend uses too)."""
    path = os.environ.get("FSDP_OPT") or str(REPO_ROOT / "build" / "bin" / "fsdp-opt")
    if not os.access(path, os.X_OK):
        raise BenchError(f"fsdp-opt not found at {path}: build the C++ side (scripts/setup.sh) or set FSDP_OPT")
    return path


def require_pass(pass_name: str, hint: str = "") -> None:
    """Fail before any lowering when fsdp-opt does not list ``--pass_name``."""
    proc = subprocess.run([fsdp_opt(), "--help"], capture_output=True, text=True)
    if f"--{pass_name}" not in proc.stdout:
        raise MissingPass(f"{fsdp_opt()} has no pass '{pass_name}' yet" + (f"; {hint}" if hint else ""))


def _missing_pass(pass_name: str, stderr: str) -> str | None:
    """Why fsdp-opt rejected ``--<pass_name>=...`` as such, or None."""
    if f"Unknown command line argument '--{pass_name}" in stderr or \
            f"'{pass_name}' does not refer to a registered pass" in stderr:
        return (f"fsdp-opt has no pass '{pass_name}' yet (the scheduling pipeline of issue 5); "
                f"use --partition-only to exercise the zoo and the plumbing")
    m = re.search(r"no such option (\S+)", stderr)
    if m:
        return f"fsdp-opt's '{pass_name}' has no option '{m.group(1)}'"
    return None


_SIZE = re.compile(r"peak[^0-9\n]*?([0-9][0-9,]*(?:\.[0-9]+)?)\s*(bytes|B|KiB|MiB|GiB|TiB)?", re.I)
_UNITS = {None: 1, "bytes": 1, "b": 1, "kib": 2**10, "mib": 2**20, "gib": 2**30, "tib": 2**40}


def _infeasible(stderr: str) -> Infeasible | None:
    """Issue 5: a budget below the most frugal schedule's peak is an error that
    says that peak. Its exact wording is the pass's; match loosely."""
    low = stderr.lower()
    if "budget" not in low or "peak" not in low:
        return None
    line = next((ln for ln in stderr.splitlines() if "budget" in ln.lower()), stderr.strip())
    m = _SIZE.search(stderr)
    peak = None
    if m:
        peak = int(float(m.group(1).replace(",", "")) * _UNITS[(m.group(2) or "").lower() or None])
    return Infeasible(line.strip(), peak)


def run_pass(program: Path, pass_name: str, options: dict[str, object], timeout: float = 1800,
             threads: bool = True) -> Outcome:
    """``fsdp-opt PROGRAM --PASS="k=v ..." -o /dev/null``, timed. Printing the
    result is part of the measured compile time: it is what a user pays.
    ``threads=False``: one thread (``--mlir-disable-threading``), for
    compiles that run beside others."""
    opts = " ".join(f"{k}={v}" for k, v in options.items())
    cmd = [fsdp_opt(), str(program), f"--{pass_name}={opts}", "-o", os.devnull]
    if not threads:
        cmd.append("--mlir-disable-threading")
    start = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    seconds = time.perf_counter() - start
    if proc.returncode == 0:
        return Outcome(seconds)
    why = _missing_pass(pass_name, proc.stderr)
    if why:
        raise MissingPass(why)
    infeasible = _infeasible(proc.stderr) if pass_name == "fsdp-pipeline" else None
    if infeasible:
        return Outcome(seconds, infeasible=infeasible)
    raise BenchError(f"fsdp-opt failed (exit {proc.returncode}) on {program.name} with "
                     f"--{pass_name}=\"{opts}\":\n{proc.stderr.strip()[-4000:]}")


def partition(program: Path, world_size: int) -> Outcome:
    return run_pass(program, "fsdp-partition", {"world-size": world_size})


def schedule(program: Path, world_size: int, policy: str, device: str,
             budget_bytes: int | None, trace: Path | None = None, threads: bool = True) -> Outcome:
    """The whole pipeline; ``budget_bytes=None`` leaves the pipeline's default
    (the device preset's memory); ``threads``: as run_pass."""
    with tempfile.TemporaryDirectory(prefix="fsdpc-bench-") as tmp:
        report_path = Path(tmp) / "report.json"
        options: dict[str, object] = {"world-size": world_size, "policy": policy, "device": device}
        if budget_bytes is not None:
            options["memory-budget"] = budget_bytes
        options["report"] = report_path
        if trace is not None:
            options["trace"] = trace
        outcome = run_pass(program, "fsdp-pipeline", options, threads=threads)
        if outcome.infeasible:
            return outcome
        if not report_path.exists():
            raise BenchError(f"fsdp-pipeline succeeded but wrote no report ({report_path})")
        report = json.loads(report_path.read_text())
    missing = [k for k in REPORT_KEYS if k not in report]
    if missing:
        raise BenchError(f"fsdp-pipeline's report lacks {', '.join(missing)} (has {', '.join(report)})")
    return Outcome(outcome.compile_seconds, report=report)
