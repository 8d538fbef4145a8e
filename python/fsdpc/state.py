"""Which outputs are the next step's value of which arguments (``fsdp.updates``),
and which unit each argument (``fsdp.unit``) or each row of a stacked one
(``fsdp.row_units``) belongs to."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from .errors import ShardingError
from .emit.types import TensorType
from .paths import default_unit, key_name


@dataclass(frozen=True)
class Leaf:
    """One flattened argument or result."""

    path: str        # dotted path, rooted at the step's parameter name or "out"
    position: int    # index of the top-level argument / output tuple entry
    rel: str         # path below that top-level entry ("" for a bare array)
    keys: tuple      # raw pytree keys below the top-level entry
    type: TensorType
    # A typed PRNG key's implementation ("threefry2x32"): the leaf crosses
    # the boundary as its data (``type``, uint32 with the key's ``key_dims``
    # dims of words last).
    key_impl: str | None = None
    key_dims: int = 0

    def wrap(self, array):
        """A value of this leaf as the step takes or returns it: a key array
        wrapped from its data, any other value as it is."""
        if self.key_impl is None or array is None:
            return array
        import jax

        return jax.random.wrap_key_data(np.asarray(array, np.uint32), impl=self.key_impl)


def as_array(value) -> np.ndarray:
    """A leaf's value as fsdp-run, checkpoints and mlir-runner take it: a
    typed PRNG key array as its data."""
    import jax

    if isinstance(value, jax.Array) and jax.dtypes.issubdtype(value.dtype, jax.dtypes.prng_key):
        return np.asarray(jax.random.key_data(value))
    return np.asarray(value)


def infer_updates(ins: Sequence[Leaf], outs: Sequence[Leaf]) -> dict[int, int]:
    """Output index -> argument index, matched by pytree path below the
    top-level entry, shape and dtype.

    ``step(params, opt_state, batch) -> (params, opt_state, loss)``: output
    ``out.0.w`` updates ``params.w`` (rel path ``w``). When several arguments
    share the relative path (``step(m, v, ...) -> (m, v, ...)``), the one at
    the same top-level position wins. A bare array (empty relative path,
    ``step(w, x) -> (w, loss)``) updates the bare array at its own position
    with its shape and dtype; scalars are never inferred (a scalar loss would
    match any scalar argument): pass ``updates=`` for them.
    """
    # The arguments each output could update, indexed once: comparing every
    # output with every argument is quadratic in the leaves (10^4 for a deep
    # model's parameters and optimizer state).
    named, bare = defaultdict(list), defaultdict(list)
    for i, a in enumerate(ins):
        if a.rel:
            named[a.rel, a.type].append(i)
        elif a.type.rank > 0:
            bare[a.position, a.type].append(i)
    result, claimed = {}, set()
    for o, out in enumerate(outs):
        if out.rel:
            cands = [i for i in named.get((out.rel, out.type), ()) if i not in claimed]
            if len(cands) > 1:
                cands = [i for i in cands if ins[i].position == out.position]
        else:
            cands = [i for i in bare.get((out.position, out.type), ()) if i not in claimed]
        if len(cands) == 1:
            result[o] = cands[0]
            claimed.add(cands[0])
    return result


def explicit_updates(mapping: Mapping[str, str], ins: Sequence[Leaf], outs: Sequence[Leaf]) -> dict[int, int]:
    """``{"out.0.w": "params.w", ...}`` -> output index -> argument index."""
    in_at = {a.path: i for i, a in enumerate(ins)}
    out_at = {o.path: i for i, o in enumerate(outs)}
    result = {}
    for out_path, in_path in mapping.items():
        if out_path not in out_at:
            raise ShardingError(f"updates: no output at path '{out_path}' (outputs: {list(out_at)})")
        if in_path not in in_at:
            raise ShardingError(f"updates: no argument at path '{in_path}' (arguments: {list(in_at)})")
        o, i = out_at[out_path], in_at[in_path]
        if outs[o].type != ins[i].type:
            raise ShardingError(f"updates: {out_path} is {outs[o].type} but {in_path} is {ins[i].type}")
        if i in result.values():
            raise ShardingError(f"updates: argument '{in_path}' is updated by two outputs")
        result[o] = i
    return result


UnitOf = Callable[[str], "str | None"] | Mapping[str, str]


def units(ins: Sequence[Leaf], roots: Sequence[str], state: set[int], unit_of: UnitOf | None) -> list[str | None]:
    """Unit name per argument (None: no ``fsdp.unit``, the tensor is its own unit).

    Default: state arguments (those some output updates) get
    :func:`fsdpc.paths.default_unit`; others get none. A user ``unit_of``
    (callable on the dotted path, or a dict path -> unit) applies to all.
    """
    if unit_of is not None and not isinstance(unit_of, Mapping) and not callable(unit_of):
        raise ShardingError(f"unit_of must be a callable path -> unit name or a dict, not {unit_of!r}")
    out = []
    for i, a in enumerate(ins):
        if unit_of is None:
            out.append(default_unit(roots[a.position], a.keys) if i in state else None)
            continue
        unit = unit_of.get(a.path) if isinstance(unit_of, Mapping) else unit_of(a.path)
        if unit is not None and (not isinstance(unit, str) or not unit):
            raise ShardingError(f"{a.path}: unit_of gave the unit {unit!r}; a unit name is a "
                                "non-empty string (or None: the tensor is its own unit)")
        out.append(unit)
    return out


def row_units(ins: Sequence[Leaf], roots: Sequence[str], eligible: Sequence[bool],
              scans: Sequence[set[int]], taken: Sequence[str | None] = ()) -> list[str | None]:
    """Row-unit name per argument (None: none), for ``fsdp.row_units``.

    Row i of every stack one ``lax.scan`` reads row by row is one unit, a
    layer, as ``blocks.i`` is for a list of blocks. ``scans`` lists, per
    scan, the indices of the arguments it reads; ``eligible`` marks the
    state arguments with no unit whose rows are whole on every rank. The
    name is the last key the stacks' paths share above their leaves
    (``params.blocks.w1`` and ``params.blocks.w2`` -> ``blocks``), or the
    whole shared path when another scan's stacks, or a unit in ``taken``
    (``blocks.3`` of a list), would share that name (``params.enc.blocks``
    and ``params.dec.blocks``): a name never joins two layers. Optimizer
    state is not scanned and needs none: it never communicates.
    """
    groups: list[tuple[list[int], list[str]]] = []
    claimed: set[int] = set()
    for group in scans:
        members = [i for i in sorted(group) if eligible[i] and i not in claimed]
        if not members:
            continue
        claimed.update(members)
        paths = [[roots[ins[i].position], *(key_name(k) for k in ins[i].keys[:-1])]
                 for i in members]
        shared = paths[0]
        for path in paths[1:]:
            n = next((k for k, (a, b) in enumerate(zip(shared, path)) if a != b),
                     min(len(shared), len(path)))
            shared = shared[:n]
        groups.append((members, shared or paths[0][:1]))
    short = [shared[-1] for _, shared in groups]
    used = {u.rsplit(".", 1)[0] for u in taken if u}
    out: list[str | None] = [None] * len(ins)
    for k, (members, shared) in enumerate(groups):
        name = short[k]
        if short.count(name) > 1 or name in used:
            name = ".".join(shared)
        for i in members:
            out[i] = name
    return out
