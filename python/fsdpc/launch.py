"""Running a compiled executable on real ranks: ``fsdp-run`` under
``mpirun`` (one process when ``world_size`` is 1), fed with global state and
batches, returning the per-step losses, the final state gathered from the
per-rank checkpoint it saves, and the measured report."""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import warnings
from dataclasses import dataclass, field
from typing import Callable

import numpy as np

from . import safetensors, tools
from .errors import FsdpcError, FsdpcWarning
from .state import as_array

_STEP = re.compile(r"^step (\d+) loss (.*)$")


class RunError(FsdpcError):
    """``fsdp-run`` failed; the message holds its error lines. ``returncode``:
    its exit status (1 a failed run, 2 bad input, 3 ``check_finite`` found a
    NaN/Inf, 4 the watchdog's timeout; -9 when ``timeout`` killed it);
    ``errors``: the ``fsdp-run: error`` lines."""

    def __init__(self, message: str, returncode: int = 1, errors: list[str] | None = None):
        super().__init__(message)
        self.returncode = returncode
        self.errors = errors or []


class NonFiniteError(RunError):
    """``check_finite``: a loss or a state value became NaN/Inf (exit 3)."""


class WatchdogError(RunError):
    """A collective or step did not complete within ``watchdog`` seconds (exit 4)."""


@dataclass
class RunResult:
    losses: list[list[float]]  # per step, every scalar output's value
    state: dict[str, np.ndarray] = field(default_factory=dict)  # final global state
    report: dict | None = None  # fsdp-run's measured report
    stdout: str = ""
    steps: list[int] = field(default_factory=list)  # the step number of each entry of losses
    checkpoint: str | None = None  # the folder the final state was read from
    # Filled by Compiled.run: the final state in the user's structure.
    args: tuple | None = None  # like the step's arguments; per-step inputs are None
    trees: dict = field(default_factory=dict)  # argument name -> its final pytree (state args)

    @property
    def loss(self) -> list[float]:
        """The first scalar output (the loss) of every step."""
        return [values[0] for values in self.losses]


def launcher(world_size: int) -> list[str]:
    """The command prefix that starts ``world_size`` ranks."""
    if world_size == 1:
        return []
    mpirun = shutil.which("mpirun")
    if not mpirun:
        raise FsdpcError("mpirun not found: install OpenMPI (openmpi-bin) to run on several ranks")
    return [mpirun, "-np", str(world_size), "--oversubscribe"]


class _Progress:
    """A one-line progress bar on stderr (only when it is a terminal)."""

    def __init__(self, total: int, enabled: bool):
        self.total = max(total, 1)
        self.enabled = enabled and hasattr(sys.stderr, "isatty") and sys.stderr.isatty()
        self.start = time.monotonic()
        self.done = 0

    def update(self, step: int, loss: float) -> None:
        if not self.enabled:
            return
        self.done += 1
        width = 30
        filled = min(width, width * self.done // self.total)
        rate = (time.monotonic() - self.start) / self.done
        eta = rate * max(self.total - self.done, 0)
        sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] step {step} "
                         f"{self.done}/{self.total} loss {loss:.4f} {rate:.2f} s/step eta {eta:.0f} s ")
        sys.stderr.flush()

    def close(self) -> None:
        if self.enabled and self.done:
            sys.stderr.write("\n")
            sys.stderr.flush()


def run(executable: str, *, world_size: int, state: dict[str, np.ndarray] | None = None,
        batches: dict[str, np.ndarray] | None = None, steps: int | None = 1,
        threads: int | None = None, report: bool = True, trace: str | None = None,
        workdir: str | None = None, timeout: float | None = 600,
        callback: Callable[[int, float], object] | None = None, progress: bool = True,
        save_every: int | None = None, checkpoint_dir: str | None = None,
        keep_last: int | None = None,
        resume: str | None = None, check_finite: bool = False, watchdog: float | None = None,
        data: str | None = None, seed: int | None = None,
        entry: str | None = None, device: str | None = None,
        graphs: bool = True) -> RunResult:
    """Runs ``steps`` steps of ``executable`` on ``world_size`` ranks.

    ``state`` maps pytree paths to GLOBAL arrays (parameters, optimizer
    state; default: the executable's initializers); ``batches`` maps each
    per-step input's path to ``[steps, ...global shape]`` (or one batch used
    every step), or ``data`` names such a ``.npy``/``.safetensors`` file.
    Each ``step k loss v`` line is handed to ``callback(k, v)`` as it arrives
    (v: the first scalar output) and drawn as a progress bar on stderr when
    it is a terminal and ``progress``. ``save_every=S`` with
    ``checkpoint_dir=DIR`` writes ``DIR/step-K`` every S steps (and the final
    state there), of which ``keep_last=N`` keeps only the newest N; ``resume=DIR`` continues from DIR's newest checkpoint (or
    starts afresh when it has none); ``steps`` then counts the steps added
    (None: the batches left). ``check_finite``: stop at the first NaN/Inf
    (:class:`NonFiniteError`); ``watchdog``: fsdp-run's ``--timeout`` (a
    collective or step taking longer aborts every rank:
    :class:`WatchdogError`); ``timeout``: the whole run's wall-clock limit
    (None: none). ``workdir``: where the inputs, the report and (without
    ``checkpoint_dir``) the final checkpoint are written; by default a
    temporary folder that keeps only that checkpoint, which the result names
    (``result.checkpoint``; the caller's to remove). ``device``: ``"cpu"``
    or ``"cuda"`` (default: where the executable's kernels run, a program
    compiled with ``target="cuda"`` on the GPU: each rank its local GPU);
    ``graphs=False`` enqueues every CUDA step instead of replaying a graph.
    Returns the losses printed per step, the final state (global arrays by
    path) and the measured report. Failures raise :class:`RunError` holding
    fsdp-run's error lines."""
    options = dict(world_size=world_size, state=state, batches=batches, steps=steps,
                   threads=threads, report=report, trace=trace, timeout=timeout,
                   callback=callback, progress=progress, save_every=save_every,
                   checkpoint_dir=checkpoint_dir, keep_last=keep_last, resume=resume,
                   check_finite=check_finite, watchdog=watchdog, data=data, seed=seed,
                   entry=entry, device=device, graphs=graphs)
    if device not in (None, "cpu", "cuda"):
        raise FsdpcError(f"device must be 'cpu' or 'cuda' (or None: the executable's), not {device!r}")
    if save_every is not None and checkpoint_dir is None:
        raise FsdpcError("save_every needs checkpoint_dir")
    if keep_last is not None and (save_every is None or int(keep_last) < 1):
        raise FsdpcError(f"keep_last={keep_last!r} needs save_every and a count >= 1")
    if batches and data:
        raise FsdpcError("give batches or data, not both")
    if workdir is not None:
        os.makedirs(workdir, exist_ok=True)
        return _run_in(workdir, executable, **options)
    # A temporary folder keeps only the final checkpoint the result names
    # (when no checkpoint_dir holds it); a failed run leaves nothing.
    workdir = tempfile.mkdtemp(prefix="fsdpc-run-")
    try:
        result = _run_in(workdir, executable, **options)
    except BaseException:
        shutil.rmtree(workdir, ignore_errors=True)
        raise
    for name in os.listdir(workdir):
        path = os.path.join(workdir, name)
        if name == "final":
            continue
        if os.path.isdir(path):
            shutil.rmtree(path, ignore_errors=True)
        else:
            with contextlib.suppress(OSError):
                os.remove(path)
    with contextlib.suppress(OSError):
        os.rmdir(workdir)  # only when empty: checkpoint_dir held the state
    return result


def _run_in(workdir: str, executable: str, *, world_size, state, batches, steps, threads, report,
            trace, timeout, callback, progress, save_every, checkpoint_dir, keep_last, resume,
            check_finite, watchdog, data, seed, entry, device, graphs) -> RunResult:
    """run() with its inputs, report and (without checkpoint_dir) final
    checkpoint written in ``workdir``."""
    final_dir = os.fspath(checkpoint_dir) if checkpoint_dir else os.path.join(workdir, "final")
    command = [*launcher(world_size), tools.fsdp_tool("fsdp-run"), os.fspath(executable),
               "--save", final_dir]
    if entry is not None:
        command += ["--entry", entry]  # e.g. an eval step sharing the state
    if device is not None:
        command += ["--device", device]
    if not graphs:
        command += ["--no-graphs"]
    if steps is not None:
        command += ["--steps", str(steps)]
    if save_every is not None:
        command += ["--save-every", str(int(save_every)), final_dir]
    if keep_last is not None:
        command += ["--keep-last", str(int(keep_last))]
    if resume is not None:
        command += ["--resume", os.fspath(resume)]
    if state:
        init = os.path.join(workdir, "init.safetensors")
        safetensors.save(init, {p: as_array(v) for p, v in state.items()})
        command += ["--init", init]
    if batches:
        data = os.path.join(workdir, "data.safetensors")
        safetensors.save(data, {p: as_array(v) for p, v in batches.items()})
    if data:
        command += ["--data", os.fspath(data)]
    if threads:
        command += ["--threads", str(threads)]
    if seed is not None:
        command += ["--seed", str(int(seed))]
    if check_finite:
        command += ["--check-finite"]
    if watchdog is not None:
        command += ["--timeout", str(watchdog)]
    report_path = os.path.join(workdir, "report.json")
    if report:
        command += ["--report", report_path]
    if trace:
        command += ["--trace", os.fspath(trace)]
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1",
               OMPI_MCA_btl_vader_single_copy_mechanism="none")
    bar = _Progress(steps or 0, progress)
    losses, numbers, out_lines, err_lines = [], [], [], []
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env, bufsize=1, start_new_session=True)
    reader = threading.Thread(target=lambda: err_lines.extend(proc.stderr), daemon=True)
    reader.start()
    timed_out = threading.Event()

    def kill():
        timed_out.set()
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except OSError:
            pass

    timer = threading.Timer(timeout, kill) if timeout else None
    if timer:
        timer.daemon = True
        timer.start()
    try:
        for line in proc.stdout:
            out_lines.append(line)
            match = _STEP.match(line.strip())
            if not match:
                continue
            values = [float(v.rpartition("=")[2]) for v in match.group(2).split()]
            losses.append(values)
            numbers.append(int(match.group(1)))
            bar.update(numbers[-1], values[0])
            if callback is not None:
                callback(numbers[-1], values[0])
        proc.wait()
    except BaseException:
        kill()
        proc.wait()
        raise
    finally:
        if timer:
            timer.cancel()
        bar.close()
        reader.join(timeout=5)
    stdout = "".join(out_lines)
    if timed_out.is_set():
        raise RunError(f"fsdp-run did not finish within {timeout} s (killed)", -9)
    if proc.returncode != 0:
        stderr = "".join(err_lines)
        errors = [line.strip() for line in err_lines if "fsdp-run: error" in line]
        kind = {3: NonFiniteError, 4: WatchdogError}.get(proc.returncode, RunError)
        raise kind("fsdp-run failed (exit status %d):\n%s" % (
            proc.returncode, "\n".join(errors[:10]) or stderr[-2000:]), proc.returncode, errors)
    _warn_about(err_lines)
    result = RunResult(losses=losses, stdout=stdout, steps=numbers,
                       state=load_checkpoint(final_dir), checkpoint=newest_checkpoint(final_dir))
    if report:
        with open(report_path) as f:
            result.report = json.load(f)
    return result


_WARNING = "fsdp-run: warning: "


def _warn_about(err_lines: list[str]) -> None:
    """fsdp-run's warnings (a damaged checkpoint skipped, tensors no state
    slot takes) as FsdpcWarnings, once each however many ranks printed one."""
    seen = set()
    for line in err_lines:
        text = line.strip()
        if text.startswith(_WARNING) and text not in seen:
            seen.add(text)
            warnings.warn(FsdpcWarning(text[len(_WARNING):]), stacklevel=4)


def checkpoint_step(folder: str) -> int | None:
    """K of a ``step-K`` checkpoint folder, None for another name."""
    match = re.fullmatch(r"step-(\d+)", os.path.basename(os.fspath(folder).rstrip("/")))
    return int(match.group(1)) if match else None


def newest_checkpoint(directory: str) -> str:
    """``directory`` itself when it holds a ``manifest.json``, else its newest
    ``step-K`` folder (FsdpcError when it has none)."""
    directory = os.fspath(directory)
    if os.path.exists(os.path.join(directory, "manifest.json")):
        return directory
    try:
        names = os.listdir(directory)
    except OSError as error:
        raise FsdpcError(f"{directory}: {error.strerror}") from None
    steps = sorted((checkpoint_step(name), name) for name in names
                   if checkpoint_step(name) is not None)
    if not steps:
        raise FsdpcError(f"{directory}: no checkpoint (no manifest.json and no step-K folder)")
    return os.path.join(directory, steps[-1][1])


def load_checkpoint(directory: str) -> dict[str, np.ndarray]:
    """The global tensors of a checkpoint ``fsdp-run --save`` wrote (a
    ``step-K`` folder, or the folder holding them: the newest is read),
    gathered from the ranks' shards (padding rows dropped)."""
    # fsdp-run --save DIR writes DIR/step-K/ (the newest is the last).
    directory = newest_checkpoint(directory)
    manifest_path = os.path.join(directory, "manifest.json")
    try:
        with open(manifest_path) as f:
            manifest = json.load(f)
    except (OSError, ValueError) as error:
        raise FsdpcError(f"{manifest_path}: not a checkpoint manifest ({error})") from None
    slots = {slot["path"]: slot for slot in manifest["slots"]}
    out: dict[str, np.ndarray] = {}
    for name in manifest["files"]:
        tensors, metadata = safetensors.load(os.path.join(directory, name))
        for path, shard in tensors.items():
            info = json.loads(metadata[path])
            slot = slots[path]
            whole = out.setdefault(path, np.zeros(slot["global_shape"], dtype=shard.dtype))
            dim = info["split_dim"]
            if dim < 0:
                whole[...] = shard
                continue
            rows = info["data_rows"]
            start = info["offsets"][dim]
            index = [slice(None)] * whole.ndim
            index[dim] = slice(start, start + rows)
            source = [slice(None)] * whole.ndim
            source[dim] = slice(0, rows)
            whole[tuple(index)] = shard[tuple(source)]
    return out
