"""Running a compiled executable on real ranks: ``fsdp-run`` under
``mpirun`` (one process when ``world_size`` is 1), fed with global state and
batches, returning the per-step losses, the final state gathered from the
per-rank checkpoint it saves, and the measured report."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field

import numpy as np

from . import safetensors, tools
from .errors import FsdpcError

_STEP = re.compile(r"^step (\d+) loss (.*)$")


class RunError(FsdpcError):
    """``fsdp-run`` failed; the message holds its error lines."""


@dataclass
class RunResult:
    losses: list[list[float]]  # per step, every scalar output's value
    state: dict[str, np.ndarray] = field(default_factory=dict)  # final global state
    report: dict | None = None  # fsdp-run's measured report
    stdout: str = ""


def launcher(world_size: int) -> list[str]:
    """The command prefix that starts ``world_size`` ranks."""
    if world_size == 1:
        return []
    mpirun = shutil.which("mpirun")
    if not mpirun:
        raise FsdpcError("mpirun not found: install OpenMPI (openmpi-bin) to run on several ranks")
    return [mpirun, "-np", str(world_size), "--oversubscribe"]


def run(executable: str, *, world_size: int, state: dict[str, np.ndarray] | None = None,
        batches: dict[str, np.ndarray] | None = None, steps: int = 1,
        threads: int | None = None, report: bool = True, trace: str | None = None,
        workdir: str | None = None, timeout: float = 600) -> RunResult:
    """Runs ``steps`` steps of ``executable`` on ``world_size`` ranks.

    ``state`` maps pytree paths to GLOBAL arrays (parameters, optimizer
    state; default: the executable's initializers); ``batches`` maps each
    per-step input's path to ``[steps, ...global shape]`` (or one batch used
    every step). Returns the losses printed per step and the final state."""
    workdir = workdir or tempfile.mkdtemp(prefix="fsdpc-run-")
    os.makedirs(workdir, exist_ok=True)
    command = [*launcher(world_size), tools.fsdp_tool("fsdp-run"), os.fspath(executable),
               "--steps", str(steps), "--save", os.path.join(workdir, "final")]
    if state:
        init = os.path.join(workdir, "init.safetensors")
        safetensors.save(init, state)
        command += ["--init", init]
    if batches:
        data = os.path.join(workdir, "data.safetensors")
        safetensors.save(data, batches)
        command += ["--data", data]
    if threads:
        command += ["--threads", str(threads)]
    report_path = os.path.join(workdir, "report.json")
    if report:
        command += ["--report", report_path]
    if trace:
        command += ["--trace", os.fspath(trace)]
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1",
               OMPI_MCA_btl_vader_single_copy_mechanism="none")
    proc = subprocess.run(command, capture_output=True, text=True, env=env, timeout=timeout)
    if proc.returncode != 0:
        errors = [line for line in proc.stderr.splitlines() if "fsdp-run: error" in line]
        raise RunError("fsdp-run failed (exit status %d):\n%s" % (
            proc.returncode, "\n".join(errors[:10]) or proc.stderr[-2000:]))
    losses = []
    for line in proc.stdout.splitlines():
        match = _STEP.match(line.strip())
        if match:
            losses.append([float(v.rpartition("=")[2]) for v in match.group(2).split()])
    result = RunResult(losses=losses, stdout=proc.stdout,
                       state=load_checkpoint(os.path.join(workdir, "final")))
    if report:
        with open(report_path) as f:
            result.report = json.load(f)
    return result


def load_checkpoint(directory: str) -> dict[str, np.ndarray]:
    """The global tensors of a checkpoint ``fsdp-run --save`` wrote (a
    ``step-K`` folder, or the folder holding them: the newest is read),
    gathered from the ranks' shards (padding rows dropped)."""
    # fsdp-run --save DIR writes DIR/step-K/ (the newest is the last).
    if not os.path.exists(os.path.join(directory, "manifest.json")):
        steps = sorted((int(m.group(1)), name) for name in os.listdir(directory)
                       if (m := re.fullmatch(r"step-(\d+)", name)))
        if steps:
            directory = os.path.join(directory, steps[-1][1])
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
