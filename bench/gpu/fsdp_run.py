"""Running fsdp-run on the CUDA device from the GPU stages (smoke.py,
time_fsdp.py): the command line, the per-step lines with their arrival
times, the report, and a clear message for each way it can fail (no CUDA
device built in, an executable for another target, a crash)."""

from __future__ import annotations

import json
import re
import subprocess
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

_STEP = re.compile(r"^step (\d+) loss (\S+)")
# What fsdp-run prints when a CUDA graph capture failed and it ran the step
# again eagerly (Session::run): the run succeeds, but is no graph run.
_FELL_BACK = re.compile(r"^fsdp-run: warning: step \d+: .*ran it again without recording.*$",
                        re.MULTILINE)


@dataclass
class Run:
    command: list[str]
    returncode: int
    losses: list[float] = field(default_factory=list)
    arrivals_s: list[float] = field(default_factory=list)  # when each step line came, from start
    report: dict | None = None
    stderr_tail: str = ""
    wall_s: float = 0.0
    timed_out: bool = False
    graphs: bool = False

    @property
    def fell_back(self) -> str | None:
        """The warning of a graph run whose capture failed (then eager)."""
        match = _FELL_BACK.search(self.stderr_tail) if self.graphs else None
        return match.group(0) if match else None

    @property
    def ok(self) -> bool:
        return self.returncode == 0 and not self.timed_out and not self.fell_back

    def error(self) -> str:
        """One message naming what went wrong."""
        if self.timed_out:
            return f"fsdp-run did not finish within the limit (killed): {' '.join(self.command)}"
        if self.returncode == 0 and self.fell_back:
            return f"the CUDA graph capture failed and fsdp-run ran eagerly instead: {self.fell_back}"
        lines = [line for line in self.stderr_tail.splitlines() if "error" in line.lower()]
        detail = "\n".join(lines[-5:]) or self.stderr_tail[-1500:]
        hint = ""
        if "unknown option --device" in detail or "unknown option --no-graphs" in detail:
            hint = " (this fsdp-run predates the CUDA device: rebuild it from these sources)"
        return f"fsdp-run exited with {self.returncode}{hint}: {detail}"


def run(fsdp_run: str, executable: Path, *, data: Path, steps: int, seed: int, graphs: bool,
        report: Path | None = None, save: Path | None = None, extra: list[str] | None = None,
        timeout_s: float = 180) -> Run:
    """``fsdp-run EXE --device cuda [--no-graphs] --seed S --data D --steps K``;
    never raises for a failed run (the caller records :meth:`Run.error`)."""
    command = [fsdp_run, str(executable), "--device", "cuda", "--seed", str(seed),
               "--data", str(data), "--steps", str(steps)]
    if not graphs:
        command.append("--no-graphs")
    if report is not None:
        command += ["--report", str(report)]
    if save is not None:
        command += ["--save", str(save)]
    command += extra or []
    if not executable.exists():
        return Run(command, 2, stderr_tail=f"error: {executable} is missing: prepare.sh did not "
                                            f"make it (see artifacts/manifest.json)")
    result = Run(command, -1, graphs=graphs)
    t0 = time.monotonic()
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            bufsize=1)
    err: list[str] = []
    reader = threading.Thread(target=lambda: err.extend(proc.stderr), daemon=True)
    reader.start()
    killed = threading.Event()

    def kill() -> None:
        killed.set()
        proc.kill()

    timer = threading.Timer(timeout_s, kill)
    timer.start()
    try:
        # A step's line arrives once its loss is on the host: the inter-arrival
        # times are step times measured outside fsdp-run (its report's are
        # measured inside), including any per-step host work.
        for line in proc.stdout:
            match = _STEP.match(line.strip())
            if match:
                result.arrivals_s.append(time.monotonic() - t0)
                result.losses.append(float(match.group(2)))
        proc.wait()
    finally:
        timer.cancel()
        result.timed_out = killed.is_set()
        reader.join(timeout=5)
    result.returncode = proc.returncode
    result.wall_s = time.monotonic() - t0
    result.stderr_tail = "".join(err)[-4000:]
    if report is not None and report.exists() and result.returncode == 0:
        result.report = json.loads(report.read_text())
    return result
