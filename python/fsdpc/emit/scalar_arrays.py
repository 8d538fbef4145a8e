"""Small arrays in scalar programs: contractions, argmax / argmin, sorts,
running sums, padding, and reads and writes at positions known only when
the program runs.

A while loop over small state (emit/while_loop.py) or a ``lax.map`` of a
function closing over a small table holds each array as its elements' SSA
names (emit/scalar_program.py). Power iteration multiplies such arrays
(``dot_general``); a bisection reads ``w[mid]`` (``dynamic_slice``); a
``fori_loop`` writes ``a.at[i].set(...)`` (``scatter``) or reads rows of a
table (``gather``). Their positions are values of the program, so:

- a start along a dim is clamped as XLA clamps it, to [0, R], and compared
  with each k in that range once;
- a read is a chain of ``arith.select``s over the elements it may be (R + 1
  per indexed dim), and a write selects, for each element it may hit,
  between the update and what the element held.

Every value has at most MAX_ELEMENTS elements, so the chains are short and
the program stays one elementwise op that fsdp-partition splits like any
other.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

import numpy as np

from . import scalar as s
from .builder import Body
from .indexing import default_fill, indexing_mode, scatter_combine
from .lowering import Eqn
from .reduction import CUMULATIVE, REDUCERS, arg_extreme_step, extreme
from .sorting import comes_first
from .scalar_program import ScalarProgram, Scalars, scalar_rule
from .types import compute_dtype


@scalar_rule("dot_general")
def _dot_general(p: ScalarProgram, e: Eqn, ins: list[Scalars]) -> list[Scalars]:
    """Each result element a sum of products over the contracted dims,
    accumulated in the compute type and rounded once (emit/contraction.py)."""
    (ca, cb), (ba, bb) = e.params["dimension_numbers"]
    a, b = ins
    out = e.out_type
    acc = compute_dtype(out.dtype)

    def rows(x: Scalars, contracting, batch) -> np.ndarray:
        free = [d for d in range(x.names.ndim) if d not in contracting and d not in batch]
        moved = np.transpose(x.names, [*batch, *free, *contracting])
        nb, nf = math.prod(moved.shape[:len(batch)]), math.prod(moved.shape[len(batch):len(batch) + len(free)])
        return moved.reshape(nb, nf, -1)

    lhs, rhs = rows(a, ca, ba), rows(b, cb, bb)
    names = np.empty((lhs.shape[0], lhs.shape[1], rhs.shape[1]), dtype=object)
    for n, i, j in np.ndindex(names.shape):
        total = s.const(p.b, 0, acc)
        for x, y in zip(lhs[n, i], rhs[n, j]):
            product = s.mul(p.b, s.convert(p.b, x, a.dtype, acc), s.convert(p.b, y, b.dtype, acc), acc)
            total = s.add(p.b, total, product, acc)
        names[n, i, j] = s.convert(p.b, total, acc, out.dtype)
    return [Scalars(names.reshape(out.shape), out.dtype)]


@scalar_rule("argmax", "argmin")
def _arg_extreme(p: ScalarProgram, e: Eqn, ins: list[Scalars]) -> list[Scalars]:
    """The tensor rule's step (emit/reduction.py) folded along the axis."""
    (axis,) = e.params["axes"]
    x, out = ins[0], e.out_type
    cdt, pick_max = compute_dtype(x.dtype), e.prim == "argmax"
    rows = np.moveaxis(x.names, axis, -1)
    names = np.empty(out.shape, dtype=object)
    for index in np.ndindex(out.shape):
        best, best_i = s.const(p.b, extreme(cdt, not pick_max), cdt), s.const(p.b, 0, out.dtype)
        for k, name in enumerate(rows[index]):
            value = s.convert(p.b, name, x.dtype, cdt)
            best, best_i = arg_extreme_step(p.b, pick_max, value, s.const(p.b, k, out.dtype), best, best_i, cdt,
                                            out.dtype)
        names[index] = best_i
    return [Scalars(names, out.dtype)]


class _Start:
    """A position along one dim, known when the program runs, of at most
    hi: clamped to [0, hi] (a start, as XLA clamps it), or as it is (a
    scatter's index: out of bounds, it equals no k and hits nothing);
    ``equals(k)``, the i1 of position == k, is emitted once per k."""

    def __init__(self, b: Body, name: str, dtype, hi: int, clamp: bool = True):
        self.b, self.hi = b, hi
        self.raw = s.to_index(b, name, dtype)
        self.index = s.clamp_index(b, self.raw, hi) if clamp else self.raw
        self._equals: dict[int, str] = {}

    def equals(self, k: int) -> str:
        if k not in self._equals:
            self._equals[k] = self.b.op(f"arith.cmpi eq, {self.index}, {self.b.op(f'arith.constant {k} : index')} "
                                        ": index")
        return self._equals[k]

    def in_bounds(self) -> str:
        """Whether the start needed no clamping."""
        return self.b.op(f"arith.cmpi eq, {self.raw}, {self.index} : index")


def _start(b: Body, name: str, dtype, hi: int) -> _Start | None:
    """None where the start can only be 0 (the slice spans the dim)."""
    return _Start(b, name, dtype, hi) if hi > 0 else None


def _read(b: Body, x: Scalars, base: Sequence[int], starts: Sequence[_Start | None]) -> str:
    """x at base + starts (a start of None is 0): the candidates at the
    clamped starts' every value, the one they hold chosen by selects."""
    offsets = [range(st.hi + 1) if st else range(1) for st in starts]
    result = None
    for ks in itertools.product(*offsets):
        candidate = x.names[tuple(p + k for p, k in zip(base, ks))]
        if result is None:  # the last resort: every start at 0
            result = candidate
            continue
        hit = s.all_of(b, [st.equals(k) for st, k in zip(starts, ks) if st])
        result = s.select(b, hit, candidate, result, x.dtype)
    return result


@scalar_rule("dynamic_slice")
def _dynamic_slice(p: ScalarProgram, e: Eqn, ins: list[Scalars]) -> list[Scalars]:
    x, sizes = ins[0], [int(n) for n in e.params["slice_sizes"]]
    starts = [_start(p.b, st.names.item(), st.dtype, dim - size)
              for st, dim, size in zip(ins[1:], x.names.shape, sizes)]
    starts += [None] * (len(sizes) - len(starts))  # a key array's words
    names = np.empty(sizes, dtype=object)
    for index in np.ndindex(*sizes):
        names[index] = _read(p.b, x, index, starts)
    return [Scalars(names, x.dtype)]


@scalar_rule("dynamic_update_slice")
def _dynamic_update_slice(p: ScalarProgram, e: Eqn, ins: list[Scalars]) -> list[Scalars]:
    """Each element holds the update's element it may be hit by, where the
    clamped starts say so, and keeps its own otherwise."""
    x, update = ins[0], ins[1]
    shape, sizes = x.names.shape, update.names.shape
    starts = [_start(p.b, st.names.item(), st.dtype, dim - size) for st, dim, size in zip(ins[2:], shape, sizes)]
    starts += [None] * (len(shape) - len(starts))  # a key array's words
    names = x.names.copy()
    for index in np.ndindex(shape):
        # The starts k that put index inside the update: 0 <= index - k < size.
        offsets = [[k for k in range(st.hi + 1 if st else 1) if 0 <= i - k < size]
                   for st, i, size in zip(starts, index, sizes)]
        for ks in itertools.product(*offsets):
            new = update.names[tuple(i - k for i, k in zip(index, ks))]
            hit = s.all_of(p.b, [st.equals(k) for st, k in zip(starts, ks) if st])
            names[index] = new if hit is None else s.select(p.b, hit, new, names[index], x.dtype)
    return [Scalars(names, x.dtype)]


@scalar_rule("gather")
def _gather(p: ScalarProgram, e: Eqn, ins: list[Scalars]) -> list[Scalars]:
    """XLA's gather, element by element: a result element's batch position
    picks its index vector, whose entries start the operand dims of
    start_index_map (clamped; out of bounds gives the fill value in
    FILL_OR_DROP mode), and its offset position the window's element."""
    dn = e.params["dimension_numbers"]
    table, idx, out = ins[0], ins[1], e.out_type
    offset_dims, start_map = list(dn.offset_dims), list(dn.start_index_map)
    op_batch, idx_batch = list(dn.operand_batching_dims), list(dn.start_indices_batching_dims)
    sizes = [int(n) for n in e.params["slice_sizes"]]
    window = [d for d in range(table.names.ndim) if d not in dn.collapsed_slice_dims and d not in op_batch]
    batch_out = [d for d in range(out.rank) if d not in offset_dims]
    fill = None
    if indexing_mode(e) == "FILL_OR_DROP":
        fv = e.params.get("fill_value")
        fill = s.const(p.b, default_fill(out.dtype) if fv is None else fv, out.dtype)
    # Out of bounds is checked along every dim of start_index_map, also
    # where the slice spans the dim and the start can only be 0.
    start = _Start if fill is not None else _start
    starts_at: dict[tuple, list[_Start | None]] = {}
    names = np.empty(out.shape, dtype=object)
    for index in np.ndindex(out.shape):
        batch = tuple(index[d] for d in batch_out)
        if batch not in starts_at:
            vector = idx.names[batch]
            starts_at[batch] = [start(p.b, vector[start_map.index(d)], idx.dtype, table.names.shape[d] - sizes[d])
                                if d in start_map else None for d in range(table.names.ndim)]
        starts = starts_at[batch]
        base = [index[offset_dims[window.index(d)]] if d in window else
                batch[idx_batch[op_batch.index(d)]] if d in op_batch else 0 for d in range(table.names.ndim)]
        value = _read(p.b, table, base, starts)
        inside = s.all_of(p.b, [st.in_bounds() for st in starts if st]) if fill is not None else None
        names[index] = value if inside is None else s.select(p.b, inside, value, fill, out.dtype)
    return [Scalars(names, out.dtype)]


def _scatter_fold(e: Eqn):
    """``fold(b, held, update, dtype)``: sums for scatter-add and
    scatter-sub, the tensor rule's combine for the others
    (emit/indexing.py)."""
    if e.prim == "scatter-add":
        return lambda b, held, u, dt: s.add(b, held, u, dt)
    if e.prim == "scatter-sub":
        return lambda b, held, u, dt: s.binary(b, "subf", "subi", held, u, dt)
    return scatter_combine(e)


@scalar_rule("scatter", "scatter-add", "scatter-sub", "scatter-mul", "scatter-min", "scatter-max")
def _scatter(p: ScalarProgram, e: Eqn, ins: list[Scalars]) -> list[Scalars]:
    """Each update, in order, folded into every element its index vector may
    point at, selected where it does (so the last of duplicate indices wins
    for scatter, as XLA's CPU backend orders them). Indices out of bounds
    hit nothing (the whole window, where it would not fit), or are clamped
    in CLIP mode. A window may be narrower than the operand, indexed or
    not."""
    dn = e.params["dimension_numbers"]
    operand, idx, updates = ins
    shape = operand.names.shape
    win_u, inserted = list(dn.update_window_dims), list(dn.inserted_window_dims)
    to_operand = list(dn.scatter_dims_to_operand_dims)
    op_batch, idx_batch = list(dn.operand_batching_dims), list(dn.scatter_indices_batching_dims)
    window = [d for d in range(len(shape)) if d not in inserted and d not in op_batch]
    # The last start along dim d at which the update's window still fits.
    last = [shape[d] - (updates.names.shape[win_u[window.index(d)]] if d in window else 1)
            for d in range(len(shape))]
    scatter_u = [d for d in range(updates.names.ndim) if d not in win_u]
    clamp = indexing_mode(e) == "CLIP"
    cdt, fold = compute_dtype(operand.dtype), _scatter_fold(e)
    names = np.empty(shape, dtype=object)
    for index in np.ndindex(shape):
        names[index] = s.convert(p.b, operand.names[index], operand.dtype, cdt)
    positions: dict[tuple, list[_Start | None]] = {}
    for u_index in np.ndindex(updates.names.shape):
        batch = tuple(u_index[d] for d in scatter_u)
        if batch not in positions:
            vector = idx.names[batch]
            positions[batch] = [_Start(p.b, vector[to_operand.index(d)], idx.dtype, last[d], clamp)
                                if d in to_operand else None for d in range(len(shape))]
        at = positions[batch]
        update = s.convert(p.b, updates.names[u_index], updates.dtype, cdt)
        fixed = [u_index[win_u[window.index(d)]] if d in window else
                 batch[idx_batch[op_batch.index(d)]] if d in op_batch else 0 for d in range(len(shape))]
        for ks in itertools.product(*[range(st.hi + 1) if st else range(1) for st in at]):
            target = tuple(f + k for f, k in zip(fixed, ks))
            hit = s.all_of(p.b, [st.equals(k) for st, k in zip(at, ks) if st])
            new = fold(p.b, names[target], update, cdt)
            names[target] = new if hit is None else s.select(p.b, hit, new, names[target], cdt)
    out = e.out_type
    return [Scalars(p.each(out.shape, [Scalars(names, cdt)], lambda xs: s.convert(p.b, xs[0], cdt, out.dtype)),
                    out.dtype)]


@scalar_rule("sort", "top_k")
def _sort(p: ScalarProgram, e: Eqn, ins: list[Scalars]) -> list[Scalars]:
    """The tensor rule's ranks and placement (emit/sorting.py) on each row:
    an element's rank counts the elements that come before it (XLA's orders:
    sort ascending with -0 == 0 and NaN last, stable; top_k by the IEEE
    total order, ties to the lower index), and position r takes the element
    of rank r."""
    if e.prim == "sort":
        axis, keys = int(e.params["dimension"]), ins[:int(e.params["num_keys"])]
        operands, count, descending, canonical = ins, ins[0].names.shape[int(e.params["dimension"])], False, True
    else:
        axis, keys = int(e.params.get("axis", ins[0].names.ndim - 1)) % ins[0].names.ndim, ins[:1]
        operands, count, descending, canonical = ins, int(e.params["k"]), True, False
    rows = [np.moveaxis(x.names, axis, -1) for x in operands]
    outs = [np.empty((*rows[0].shape[:-1], count), dtype=object) for _ in e.out_types]
    i32 = np.dtype(np.int32)
    for row in np.ndindex(rows[0].shape[:-1]):
        ordered = [[s.total_order_key(p.b, name, k.dtype, canonical) for name in np.moveaxis(k.names, axis, -1)[row]]
                   for k in keys]
        n = len(ordered[0])
        ranks = [s.const(p.b, 0, i32) for _ in range(n)]
        earlier, one = s.const(p.b, True, np.bool_), s.const(p.b, True, np.bool_)
        for i in range(n):
            for j in range(i):
                # Exactly one of j, i comes first (ties go to the earlier).
                j_first = comes_first(p.b, [o[j][0] for o in ordered], [o[i][0] for o in ordered],
                                      [o[i][1] for o in ordered], descending, earlier)
                i_first = s.binary(p.b, "xori", "xori", j_first, one, np.bool_)
                ranks[i] = s.add(p.b, ranks[i], s.convert(p.b, j_first, np.bool_, i32), i32)
                ranks[j] = s.add(p.b, ranks[j], s.convert(p.b, i_first, np.bool_, i32), i32)
        picked = [[names[row][i] for i in range(n)] for names in rows]
        if e.prim == "top_k":
            picked.append([s.const(p.b, i, e.out_types[1].dtype) for i in range(n)])
        for r in range(count):
            position = s.const(p.b, r, i32)
            hits = [s.compare(p.b, "eq", ranks[i], position, i32) for i in range(1, n)]
            for out, candidates, t in zip(outs, picked, e.out_types):
                value = candidates[0]
                for hit, candidate in zip(hits, candidates[1:]):
                    value = s.select(p.b, hit, candidate, value, t.dtype)
                out[(*row, r)] = value
    return [Scalars(np.moveaxis(out, -1, axis), t.dtype) for out, t in zip(outs, e.out_types)]


@scalar_rule(*CUMULATIVE)
def _running(p: ScalarProgram, e: Eqn, ins: list[Scalars]) -> list[Scalars]:
    """Element i combines, from the identity and in increasing position,
    the elements up to it (from it to the end when reversed) in the compute
    type, rounded once: the tensor rule's order and XLA's, so a reversed
    sum is not a running sum from the end."""
    x, out = ins[0], e.out_type
    axis, reverse = int(e.params["axis"]), bool(e.params["reverse"])
    fop, iop, uop, identity = REDUCERS[CUMULATIVE[e.prim]]
    cdt = compute_dtype(x.dtype)
    rows = np.moveaxis(x.names, axis, -1)
    names = np.empty(rows.shape, dtype=object)
    n = rows.shape[-1]
    for row in np.ndindex(rows.shape[:-1]):
        values = [s.convert(p.b, name, x.dtype, cdt) for name in rows[row]]
        acc = s.const(p.b, identity(cdt), cdt)
        for i in range(n):
            if reverse:  # each its own fold over i..n-1
                acc = s.const(p.b, identity(cdt), cdt)
                for v in values[i:]:
                    acc = s.binary(p.b, fop, iop, v, acc, cdt, uop)
            else:
                acc = s.binary(p.b, fop, iop, values[i], acc, cdt, uop)
            names[(*row, i)] = s.convert(p.b, acc, cdt, out.dtype)
    return [Scalars(np.moveaxis(names, -1, axis), out.dtype)]


@scalar_rule("pad")
def _pad(p: ScalarProgram, e: Eqn, ins: list[Scalars]) -> list[Scalars]:
    """Moves names: result position k along a dim holds the operand's
    element (k - lo) / (interior + 1) when that divides and is in range,
    else the padding value (a negative edge crops)."""
    x, fill = ins[0].names, ins[1].names.item()
    names = np.full(e.out_type.shape, fill, dtype=object)
    sources = []
    for (lo, _, interior), n, size in zip(e.params["padding_config"], x.shape, e.out_type.shape):
        sources.append({k: (k - lo) // (interior + 1) for k in range(size)
                        if (k - lo) % (interior + 1) == 0 and 0 <= (k - lo) // (interior + 1) < n})
    for index in np.ndindex(e.out_type.shape):
        if all(k in source for k, source in zip(index, sources)):
            names[index] = x[tuple(source[k] for k, source in zip(index, sources))]
    return [Scalars(names, ins[0].dtype)]
