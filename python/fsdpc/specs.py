"""PartitionSpecs -> per-dimension mesh axes, checked against fsdpc's contract.

fsdpc does FSDP/HSDP only: a tensor is split along at most one dimension.
State (an argument the step returns updated: parameters, optimizer state)
may be split along any one dimension and is gathered whole before it is
used, whichever the dimension (dimension 0 usually; dimension 1 for layers
stacked along dimension 0 and scanned over, so that each layer is gathered
on its own); other arguments (the batch) are split along their batch
dimension, and gathered only where an op cannot follow the split (with a
warning from fsdp-partition).
"""

from __future__ import annotations

from jax.sharding import PartitionSpec

from .errors import ShardingError
from .mesh import Mesh

# Per-dimension axes: one tuple of mesh axis names per tensor dimension.
DimAxes = tuple[tuple[str, ...], ...]


def is_spec_leaf(x) -> bool:
    """Leaves of an in/out_shardings tree (PartitionSpec is not a pytree leaf
    by itself in every JAX version, and None must not vanish as an empty node)."""
    return x is None or isinstance(x, PartitionSpec)


def dim_axes(spec, rank: int, mesh: Mesh, path: str) -> DimAxes:
    """Normalize ``spec`` for a tensor of ``rank`` at pytree ``path``."""
    if spec is None:
        spec = PartitionSpec()
    if not isinstance(spec, PartitionSpec):
        raise ShardingError(f"{path}: expected a PartitionSpec or None, got {spec!r}")
    entries = list(spec)
    if len(entries) > rank:
        raise ShardingError(
            f"{path}: PartitionSpec {spec} has {len(entries)} entries but the tensor has rank {rank}")
    seen: set[str] = set()
    dims: list[tuple[str, ...]] = []
    for entry in entries + [None] * (rank - len(entries)):
        axes = () if entry is None else (entry,) if isinstance(entry, str) else tuple(entry)
        for axis in axes:
            if axis not in mesh.axis_names:
                raise ShardingError(
                    f"{path}: mesh axis '{axis}' in {spec} is not on the mesh {list(mesh.axis_names)}")
            if axis in seen:
                raise ShardingError(f"{path}: mesh axis '{axis}' is used twice in {spec}")
            seen.add(axis)
        dims.append(axes)
    return tuple(dims)


def check_contract(dims: DimAxes, path: str) -> None:
    split = [d for d, axes in enumerate(dims) if axes]
    if len(split) > 1:
        raise ShardingError(
            f"{path}: split along dimensions {split}; fsdpc shards a tensor along one dimension only")


def broadcast_specs(prefix, tree, what: str, names: list[str] | None = None) -> list:
    """Expand a spec tree that is a pytree prefix of ``tree`` to one spec per
    leaf. ``names`` name the top-level entries of a tuple ``tree`` (the
    step's parameters) in the error where the spec tree is no prefix."""
    import jax

    if prefix is None or isinstance(prefix, PartitionSpec):
        return [prefix] * len(jax.tree.leaves(tree))
    try:
        subtrees = jax.tree.structure(prefix, is_leaf=is_spec_leaf).flatten_up_to(tree)
    except (ValueError, TypeError) as e:
        where = _mismatch(prefix, tree, None, names)
        raise ShardingError(f"{what} does not match the structure of the arguments: "
                            f"{where or e}") from None
    specs = jax.tree.leaves(prefix, is_leaf=is_spec_leaf)
    return [s for s, sub in zip(specs, subtrees) for _ in jax.tree.leaves(sub)]


def _mismatch(prefix, tree, path: str | None, names: list[str] | None = None) -> str | None:
    """Where the spec tree ``prefix`` stops being a prefix of ``tree`` (dicts,
    lists and tuples; None for other pytrees, whose JAX message stands): the
    pytree path and what differs there."""
    if is_spec_leaf(prefix):
        return None
    at = f"at {path}: " if path else ""

    def child(key) -> str:
        if path is None and names is not None and isinstance(key, int) and key < len(names):
            return names[key]
        return f"{path}.{key}" if path else str(key)

    if isinstance(prefix, dict) and isinstance(tree, dict):
        if set(prefix) != set(tree):
            return (f"{at}the shardings have keys {sorted(map(str, prefix))}, "
                    f"the argument has {sorted(map(str, tree))}")
        items = [(key, prefix[key], tree[key]) for key in prefix]
    elif isinstance(prefix, (list, tuple)) and isinstance(tree, (list, tuple)):
        if len(prefix) != len(tree):
            what = "the step has {} arguments" if path is None else "the argument has {}"
            return f"{at}the shardings have {len(prefix)} entries, " + what.format(len(tree))
        items = list(zip(range(len(prefix)), prefix, tree))
    elif type(prefix) in (dict, list, tuple) and type(tree) in (dict, list, tuple):
        return f"{at}the shardings are a {type(prefix).__name__}, the argument a {type(tree).__name__}"
    else:
        return None
    for key, sub_prefix, sub_tree in items:
        found = _mismatch(sub_prefix, sub_tree, child(key))
        if found:
            return found
    return None


def to_mlir(dims: DimAxes, mesh_name: str = "mesh") -> str:
    body = ", ".join("{" + ", ".join(f'"{a}"' for a in axes) + "}" for axes in dims)
    return f"#fsdp.sharding<@{mesh_name}, [{body}]>"
