"""``fsdpc.compile``: a lowered global-view step to the program each rank runs.

It drives ``fsdp-opt``'s ``fsdp-pipeline`` (partition, bucket, schedule, plan
memory) and returns the per-rank program with its schedule report.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass
from typing import Mapping

from . import tools
from .api import Lowered
from .errors import FsdpcError

_DTYPES = ("bf16", "f16", "f32")
_POLICIES = ("none", "fsdp", "auto")


@dataclass(frozen=True)
class Compiled:
    """A per-rank program and what the compiler says about it."""

    text: str  # the per-rank MLIR program (fsdp collectives, bound mesh)
    options: str  # the fsdp-pipeline (or fsdp-partition) options it was compiled with
    report: dict | None = None  # the schedule report (None when only partitioned)
    trace_path: str | None = None  # the Chrome/Perfetto trace, when asked for

    def __str__(self) -> str:
        return self.text


def parse_mesh(text: str) -> dict[str, int]:
    """``"replica=2,shard=4"`` as ``{"replica": 2, "shard": 4}``."""
    mesh = {}
    for entry in text.split(","):
        axis, _, size = entry.strip().partition("=")
        if not axis or not size.isdigit():
            raise FsdpcError(f"mesh entry {entry!r} is not axis=size")
        mesh[axis] = int(size)
    return mesh


def _mesh_option(mesh: Mapping[str, int]) -> str:
    entries = []
    for axis, size in mesh.items():
        if not isinstance(size, int) or isinstance(size, bool) or size < 1:
            raise FsdpcError(f"mesh axis {axis!r} needs a positive integer size, not {size!r}")
        entries.append(f"{axis}={size}")
    return ",".join(entries)


def partition_options(*, world_size: int | None = None, mesh: Mapping[str, int] | str | None = None,
                      param_dtype: str | None = None, reduce_dtype: str | None = None) -> str:
    """The ``--fsdp-partition`` option string for these settings; ``mesh`` is
    a mapping or ``"axis=size,..."``."""
    if isinstance(mesh, str):
        mesh = parse_mesh(mesh)
    if (world_size is None) == (mesh is None):
        raise FsdpcError("give exactly one of world_size=N (a 1-D mesh) or mesh={axis: size}")
    parts = []
    if world_size is not None:
        if not isinstance(world_size, int) or isinstance(world_size, bool) or world_size < 1:
            raise FsdpcError(f"world_size must be a positive integer, not {world_size!r}")
        parts.append(f"world-size={world_size}")
    else:
        parts.append(f"mesh={_mesh_option(mesh)}")
    for name, value in (("param-dtype", param_dtype), ("reduce-dtype", reduce_dtype)):
        if value is None:
            continue
        if value not in _DTYPES:
            raise FsdpcError(f"{name.replace('-', '_')} must be one of {', '.join(_DTYPES)}, not {value!r}")
        parts.append(f"{name}={value}")
    return " ".join(parts)


def pipeline_options(*, world_size: int | None = None, mesh: Mapping[str, int] | str | None = None,
                     param_dtype: str | None = None, reduce_dtype: str | None = None,
                     memory_budget: int | str | None = None, policy: str = "auto",
                     device: str | None = None, bucket_bytes: int | None = None,
                     report: str | None = None, trace: str | None = None) -> str:
    """The ``--fsdp-pipeline`` option string for these settings."""
    parts = [partition_options(world_size=world_size, mesh=mesh, param_dtype=param_dtype,
                               reduce_dtype=reduce_dtype)]
    if policy not in _POLICIES:
        raise FsdpcError(f"policy must be one of {', '.join(_POLICIES)}, not {policy!r}")
    parts.append(f"policy={policy}")
    if memory_budget is not None:
        if isinstance(memory_budget, int) and memory_budget <= 0:
            raise FsdpcError(f"memory_budget must be positive, not {memory_budget}")
        parts.append(f"memory-budget={memory_budget}")
    if device is not None:
        parts.append(f"device={device}")
    if bucket_bytes is not None:
        parts.append(f"bucket-bytes={int(bucket_bytes)}")
    for name, path in (("report", report), ("trace", trace)):
        if path is not None:
            if any(c in str(path) for c in " {}"):
                raise FsdpcError(f"{name} path {path!r} may not contain spaces or braces")
            parts.append(f"{name}={path}")
    return " ".join(parts)


def compile(lowered: Lowered | str, *, world_size: int | None = None,
            mesh: Mapping[str, int] | str | None = None, param_dtype: str | None = None,
            reduce_dtype: str | None = None, memory_budget: int | str | None = None,
            policy: str = "auto", device: str | None = None, bucket_bytes: int | None = None,
            trace: str | bool = False, schedule: bool = True) -> Compiled:
    """Compile ``lowered`` for ``world_size`` ranks (or a named ``mesh``).

    With ``schedule`` (the default) this runs ``fsdp-pipeline``: partition,
    bucket, schedule under ``policy`` within ``memory_budget`` (bytes or a
    string like ``"40GiB"``; default: the device's memory) on ``device``
    (``h100``, ``h200``, ``cpu`` or a JSON file), plan memory; the result
    carries the schedule report and, with ``trace=True`` (a temporary file) or
    ``trace=PATH``, the path of a Chrome/Perfetto trace. ``schedule=False``
    only partitions. ``fsdp-opt``'s diagnostics surface as
    :class:`fsdpc.ToolError`.
    """
    text = lowered if isinstance(lowered, str) else lowered.text
    if not schedule:
        options = partition_options(world_size=world_size, mesh=mesh, param_dtype=param_dtype,
                                    reduce_dtype=reduce_dtype)
        out = tools.run(tools.fsdp_opt(), [f"--fsdp-partition={options}"], stdin=text)
        return Compiled(text=out, options=options)
    workdir = tempfile.mkdtemp(prefix="fsdpc-")
    report = os.path.join(workdir, "report.json")
    trace_path = os.path.join(workdir, "trace.json") if trace is True else (trace or None)
    options = pipeline_options(world_size=world_size, mesh=mesh, param_dtype=param_dtype,
                               reduce_dtype=reduce_dtype, memory_budget=memory_budget,
                               policy=policy, device=device, bucket_bytes=bucket_bytes,
                               report=report, trace=trace_path)
    out = tools.run(tools.fsdp_opt(), [f"--fsdp-pipeline={options}"], stdin=text)
    with open(report) as f:
        parsed = json.load(f)
    return Compiled(text=out, options=options, report=parsed, trace_path=trace_path)
