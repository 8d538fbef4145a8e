"""``fsdpc.compile``: a lowered global-view step to the program each rank runs.

It drives ``fsdp-opt`` with the passes that exist: ``fsdp-partition`` today;
bucketing, scheduling and memory planning join the pipeline (and fill
``Compiled.report`` / ``Compiled.trace_path``) with the scheduling work.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from . import tools
from .api import Lowered
from .errors import FsdpcError

_DTYPES = ("bf16", "f16", "f32")


@dataclass(frozen=True)
class Compiled:
    """A per-rank program and what the compiler says about it."""

    text: str  # the per-rank MLIR program (fsdp collectives, bound mesh)
    options: str  # the fsdp-partition options it was compiled with
    report: dict | None = None  # the schedule report, once scheduling exists
    trace_path: str | None = None  # the Chrome/Perfetto trace, likewise

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


def compile(lowered: Lowered | str, *, world_size: int | None = None,
            mesh: Mapping[str, int] | None = None, param_dtype: str | None = None,
            reduce_dtype: str | None = None, memory_budget=None, policy: str | None = None,
            device: str | None = None) -> Compiled:
    """Partition ``lowered`` for ``world_size`` ranks (or a named ``mesh``).

    ``fsdp-opt``'s diagnostics surface as :class:`fsdpc.ToolError`.
    ``memory_budget``, ``policy`` and ``device`` belong to the scheduling
    pipeline, which does not exist yet: passing them is an error rather than
    silently ignored.
    """
    pending = [name for name, value in (("memory_budget", memory_budget), ("policy", policy),
                                        ("device", device)) if value is not None]
    if pending:
        raise FsdpcError(f"{', '.join(pending)}: the scheduling pipeline (fsdp-pipeline) is not "
                         "available yet; compile partitions only")
    options = partition_options(world_size=world_size, mesh=mesh, param_dtype=param_dtype,
                                reduce_dtype=reduce_dtype)
    text = lowered if isinstance(lowered, str) else lowered.text
    out = tools.run(tools.fsdp_opt(), [f"--fsdp-partition={options}"], stdin=text)
    return Compiled(text=out, options=options)
