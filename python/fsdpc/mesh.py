"""Device meshes: named axes whose sizes may be left open until compile time."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .errors import ShardingError

_AXIS_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def check_axis_name(name, what: str = "mesh") -> str:
    """``name`` if it is a valid mesh axis name: an identifier
    (``[A-Za-z_][A-Za-z0-9_]*``), so that it prints as an MLIR string and
    passes through ``mesh=axis=size,...`` options unchanged."""
    if not isinstance(name, str) or not _AXIS_NAME.fullmatch(name):
        raise ShardingError(f"{what}: axis name {name!r} is not an identifier "
                            "([A-Za-z_][A-Za-z0-9_]*)")
    return name


@dataclass(frozen=True)
class Mesh:
    """A logical mesh of named axes, e.g. ``Mesh(("shard",))`` or
    ``Mesh({"replica": 2, "shard": None})``.

    A size of ``None`` means "decided when the program is partitioned"; the
    global-view program does not depend on it (printed as ``"shard"=?``).
    """

    axes: tuple[tuple[str, int | None], ...]

    def __init__(self, axes: Sequence[str] | Mapping[str, int | None]):
        if isinstance(axes, Mapping):
            items = tuple(axes.items())
        elif isinstance(axes, str):
            items = ((axes, None),)
        else:
            items = tuple((n, None) for n in axes)
        names = [check_axis_name(n) for n, _ in items]
        if not items:
            raise ShardingError("a mesh needs at least one axis")
        if len(set(names)) != len(names):
            raise ShardingError(f"mesh axis names must be unique, got {names}")
        for name, size in items:
            if size is not None and (not isinstance(size, int) or isinstance(size, bool) or size < 1):
                raise ShardingError(f"mesh axis '{name}' has invalid size {size!r}")
        object.__setattr__(self, "axes", items)

    @property
    def axis_names(self) -> tuple[str, ...]:
        return tuple(n for n, _ in self.axes)

    def to_mlir(self) -> str:
        """The ``<[...]>`` body of an ``fsdp.mesh`` op."""
        dims = ", ".join(f'"{n}"={"?" if s is None else s}' for n, s in self.axes)
        return f"<[{dims}]>"


def as_mesh(mesh) -> Mesh:
    """Accept an fsdpc Mesh, a jax.sharding (Abstract)Mesh, a name list or a dict."""
    if isinstance(mesh, Mesh):
        return mesh
    names = getattr(mesh, "axis_names", None)
    if names is not None:  # jax.sharding.Mesh / AbstractMesh
        shape = getattr(mesh, "shape", None)
        sizes = [shape[n] for n in names] if shape is not None else [None] * len(names)
        return Mesh(dict(zip(names, sizes)))
    if isinstance(mesh, (Mapping, Sequence)):
        return Mesh(mesh)
    raise ShardingError(f"expected a mesh (fsdpc.Mesh, jax AbstractMesh, axis names), got {mesh!r}")
