"""Layout primitives: broadcasts, reshapes, transposes, slices, concatenation."""

from __future__ import annotations

from collections.abc import Sequence
import math

from ..errors import UnsupportedError
from . import scalar as s
from .builder import Emitter, Value, affine_map, identity_map
from .lowering import Eqn, Stacked, rule, scalar_constant
from .types import TensorType


def _fmt(xs) -> str:
    return "[" + ", ".join(map(str, xs)) + "]"


def _groups(src: Sequence[int], dst: Sequence[int]) -> list[tuple[list[int], list[int]]]:
    """The finest pairing of consecutive dims of ``src`` and ``dst`` with equal
    products: a reshape is then a collapse of each src group followed by an
    expansion into the dst group. Unit dims join a neighbouring group."""
    groups, i, j = [], 0, 0
    while i < len(src) and j < len(dst):
        ga, gb, pa, pb = [i], [j], src[i], dst[j]
        i, j = i + 1, j + 1
        while pa != pb:
            if pa < pb:
                ga.append(i); pa *= src[i]; i += 1
            else:
                gb.append(j); pb *= dst[j]; j += 1
        # Trailing unit dims belong to this group rather than starting a new one.
        while i < len(src) and src[i] == 1 and not (j < len(dst) and dst[j] == 1):
            ga.append(i); i += 1
        while j < len(dst) and dst[j] == 1 and not (i < len(src) and src[i] == 1):
            gb.append(j); j += 1
        groups.append((ga, gb))
    if groups:
        groups[-1][0].extend(range(i, len(src)))
        groups[-1][1].extend(range(j, len(dst)))
    return groups


def reshape(em: Emitter, v: Value, shape: Sequence[int]) -> Value:
    """``tensor.collapse_shape`` and/or ``tensor.expand_shape`` to ``shape``."""
    shape = tuple(shape)
    src = v.type.shape
    if src == shape:
        return v
    if 0 in src or 0 in shape:
        raise UnsupportedError("reshape of a zero-size tensor")
    out = TensorType(shape, v.type.dtype)
    if not shape:  # all unit dims -> rank 0: an empty reassociation
        return em.op(f"tensor.collapse_shape {v.name} [] : {v.type} into {out}", out)
    if not src:
        return em.op(f"tensor.expand_shape {v.name} [] output_shape {_fmt(shape)} : {v.type} into {out}", out)
    groups = _groups(src, shape)
    mid_shape = tuple(math.prod(src[d] for d in ga) for ga, _ in groups)
    cur = v
    if len(mid_shape) != len(src):
        t = TensorType(mid_shape, v.type.dtype)
        assoc = _fmt(_fmt(ga) for ga, _ in groups)
        cur = em.op(f"tensor.collapse_shape {cur.name} {assoc} : {cur.type} into {t}", t)
    if mid_shape != shape:
        assoc = _fmt(_fmt(gb) for _, gb in groups)
        cur = em.op(f"tensor.expand_shape {cur.name} {assoc} output_shape {_fmt(shape)} : {cur.type} into {out}", out)
    return cur


@rule("reshape", "squeeze")
def _reshape(e: Eqn):
    v = e.value(0)
    perm = e.params.get("dimensions") if e.prim == "reshape" else None
    if perm is not None:  # lax.reshape(x, shape, dimensions): transposed first
        v = transpose(e.em, v, list(perm))
    return [reshape(e.em, v, e.out_type.shape)]


def transpose(em: Emitter, v: Value, perm: Sequence[int]) -> Value:
    """Result dim i is operand dim perm[i]."""
    if list(perm) == sorted(perm):
        return v
    out = TensorType(tuple(v.type.shape[d] for d in perm), v.type.dtype)
    init = em.empty(out)
    return em.op(f"linalg.transpose ins({v.name} : {v.type}) outs({init.name} : {out}) "
                 f"permutation = {_fmt(perm)}", out)


def broadcast(em: Emitter, v: Value, shape: Sequence[int], dims: Sequence[int]) -> Value:
    """jax broadcast_in_dim: operand dim i goes to result dim dims[i]; size-1
    operand dims may stretch. Stretched unit dims are collapsed away first so
    that the rest is a plain ``linalg.broadcast`` (which cannot stretch)."""
    out = TensorType(tuple(shape), v.type.dtype)
    keep = [i for i, d in enumerate(dims) if v.type.shape[i] == shape[d]]
    if len(keep) != v.type.rank:
        v = reshape(em, v, [v.type.shape[i] for i in keep])
    kept_out_dims = [dims[i] for i in keep]
    added = [d for d in range(len(shape)) if d not in kept_out_dims]
    if not added:
        return v
    init = em.empty(out)
    return em.op(f"linalg.broadcast ins({v.name} : {v.type}) outs({init.name} : {out}) "
                 f"dimensions = {_fmt(added)}", out)


@rule("broadcast_in_dim")
def _broadcast_in_dim(e: Eqn):
    lit = e.literal(0)
    if lit is not None:  # a splat: linalg.fill is what a reader expects
        scalar = scalar_constant(e.em, lit, e.out_type.dtype)
        return [e.em.fill(scalar, e.out_type, is_zero=(lit == 0))]
    return [broadcast(e.em, e.value(0), e.out_type.shape, e.params["broadcast_dimensions"])]


@rule("transpose")
def _transpose(e: Eqn):
    return [transpose(e.em, e.value(0), e.params["permutation"])]


@rule("rev")
def _rev(e: Eqn):
    """jnp.flip: a copy reading dimension d at its size - 1 - d."""
    v, out = e.value(0), e.out_type
    reversed_dims = set(e.params["dimensions"])
    reads = [f"-d{d} + {n - 1}" if d in reversed_dims else f"d{d}"
             for d, n in enumerate(out.shape)]
    init = e.em.empty(out)
    (r,) = e.em.generic([(v, affine_map(out.rank, reads))], [(init, identity_map(out.rank))],
                        ["parallel"] * out.rank, lambda b, args: [args[0]])
    return [r]


def extract_slice(em: Emitter, v: Value, offsets, sizes, strides) -> Value:
    out = TensorType(tuple(sizes), v.type.dtype)
    if 0 in sizes:  # nothing read: JAX allows any start up to the end, MLIR only in bounds
        offsets = [0] * len(sizes)
    return em.op(f"tensor.extract_slice {v.name}{_fmt(offsets)}{_fmt(sizes)}{_fmt(strides)} : {v.type} to {out}", out)


def insert_slice(em: Emitter, src: Value, dst: Value, offsets, strides) -> Value:
    if 0 in src.type.shape:
        return dst  # nothing written
    return em.op(f"tensor.insert_slice {src.name} into {dst.name}{_fmt(offsets)}{_fmt(src.type.shape)}"
                 f"{_fmt(strides)} : {src.type} into {dst.type}", dst.type)


@rule("slice")
def _slice(e: Eqn):
    v = e.value(0)
    starts = e.params["start_indices"]
    strides = e.params["strides"] or [1] * v.type.rank
    return [extract_slice(e.em, v, starts, e.out_type.shape, strides)]


@rule("split")
def _split(e: Eqn):
    v, axis = e.value(0), e.params["axis"]
    outs, start = [], 0
    for t in e.out_types:
        offsets = [start if d == axis else 0 for d in range(v.type.rank)]
        outs.append(extract_slice(e.em, v, offsets, t.shape, [1] * v.type.rank))
        start += t.shape[axis]
    return outs


@rule("concatenate")
def _concatenate(e: Eqn):
    out = e.out_type
    # Empty pieces add nothing (upstream's concat decomposition trips on them).
    vals = [v for v in e.values() if 0 not in v.type.shape] or [e.em.empty(out)]
    if len(vals) == 1:
        return vals
    names = ", ".join(v.name for v in vals)
    types = ", ".join(str(v.type) for v in vals)
    return [e.em.op(f"tensor.concat dim({e.params['dimension']}) {names} : ({types}) -> {out}", out)]


@rule("tile")
def _tile(e: Eqn):
    """jnp.tile: each dim i repeated reps[i] times, as a broadcast to
    (r0, s0, r1, s1, ...) (each operand dim after its repeat) collapsed to
    (r0 s0, r1 s1, ...): a broadcast and a reshape, ops every pass knows."""
    v, reps = e.value(0), [int(r) for r in e.params["reps"]]
    interleaved = [n for r, s in zip(reps, v.type.shape) for n in (r, s)]
    spread = broadcast(e.em, v, interleaved, [2 * i + 1 for i in range(v.type.rank)])
    return [reshape(e.em, spread, e.out_type.shape)]


@rule("stack")
def _stack(e: Eqn):
    """jnp.stack: each operand gains a unit dim at ``axis`` and they are
    concatenated along it. Along axis 0 the rows stay apart until read whole
    (a later scan over the stack reads them directly, as a scan's outputs)."""
    axis, out = e.params["axis"], e.out_type
    rows = e.values()
    if axis == 0:
        return [Stacked(rows, out, e.em, e.location)]
    pieces = [reshape(e.em, v, (*v.type.shape[:axis], 1, *v.type.shape[axis:])) for v in rows]
    if len(pieces) == 1:
        return pieces
    names = ", ".join(p.name for p in pieces)
    types = ", ".join(str(p.type) for p in pieces)
    return [e.em.op(f"tensor.concat dim({axis}) {names} : ({types}) -> {out}", out)]


@rule("unstack")
def _unstack(e: Eqn):
    """The slices of the operand along ``axis``, that dim dropped (jnp.stack's
    gradient); rows stacked apart along axis 0 are taken as they are."""
    axis = e.params["axis"]
    rows = e.stacked_rows(0) if axis == 0 else None
    if rows is not None:
        return rows
    v = e.value(0)
    sizes = tuple(1 if d == axis else n for d, n in enumerate(v.type.shape))
    return [reshape(e.em, extract_slice(e.em, v, [i if d == axis else 0 for d in range(v.type.rank)], sizes,
                                        [1] * v.type.rank), t.shape)
            for i, t in enumerate(e.out_types)]


def pad(em: Emitter, v: Value, value: str | Value, config, is_zero: bool = False) -> Value:
    """jax's pad: per dim (lo, hi, interior) with the scalar ``value``: a fill
    with the operand inserted at stride interior + 1, then a crop where an
    edge padding is negative. A tensor ``value`` is one element's trailing
    data (a complex number's parts), broadcast over the other dims."""
    config = [tuple(int(x) for x in c) for c in config]
    if all(c == (0, 0, 0) for c in config):
        return v
    grown = tuple((n - 1) * (i + 1) + 1 + max(lo, 0) + max(hi, 0) if n else max(lo, 0) + max(hi, 0)
                  for n, (lo, hi, i) in zip(v.type.shape, config))
    if isinstance(value, Value):
        base = broadcast(em, value, grown, range(len(grown) - value.type.rank, len(grown)))
    else:
        base = em.fill(value, TensorType(grown, v.type.dtype), is_zero=is_zero)
    padded = insert_slice(em, v, base, [max(lo, 0) for lo, _, _ in config], [i + 1 for _, _, i in config])
    if all(lo >= 0 and hi >= 0 for lo, hi, _ in config):
        return padded
    starts = [-min(lo, 0) for lo, _, _ in config]
    sizes = [n + min(lo, 0) + min(hi, 0) for n, (lo, hi, _) in zip(grown, config)]
    return extract_slice(em, padded, starts, tuple(sizes), [1] * v.type.rank)


@rule("pad")
def _pad(e: Eqn):
    lit = e.literal(1)
    if lit is not None:
        value = scalar_constant(e.em, lit, e.out_type.dtype)
    else:
        pv = e.value(1)
        value = e.em.scalar(f"tensor.extract {pv.name}[] : {pv.type}")
    return [pad(e.em, e.value(0), value, e.params["padding_config"], is_zero=lit is not None and lit == 0)]


def _clamped_starts(e: Eqn, first: int, sizes: Sequence[int], dims: Sequence[int]) -> list[str]:
    """Dynamic start operands as clamped ``index`` values (XLA semantics:
    the slice is moved to fit inside the operand); 0 along the dims no
    operand starts (a key array's words)."""
    starts = []
    for k, (size, dim) in enumerate(zip(sizes, dims)):
        if first + k >= len(e.in_types):
            starts.append("0")
            continue
        t = e.in_types[first + k]
        lit = e.literal(first + k)
        if lit is not None:
            starts.append(str(min(max(int(lit), 0), dim - size)))
            continue
        v = e.value(first + k)
        x = e.em.scalar(f"tensor.extract {v.name}[] : {v.type}")
        i = e.em.scalar(s.index_cast(x, t.dtype))
        lo = e.em.scalar("arith.constant 0 : index")
        hi = e.em.scalar(f"arith.constant {dim - size} : index")
        starts.append(e.em.scalar(f"arith.minsi {e.em.scalar(f'arith.maxsi {i}, {lo} : index')}, {hi} : index"))
    return starts


@rule("dynamic_slice")
def _dynamic_slice(e: Eqn):
    v = e.value(0)
    sizes = e.params["slice_sizes"]
    starts = _clamped_starts(e, 1, sizes, v.type.shape)
    return [extract_slice(e.em, v, starts, sizes, [1] * v.type.rank)]


@rule("dynamic_update_slice")
def _dynamic_update_slice(e: Eqn):
    v, upd = e.value(0), e.value(1)
    starts = _clamped_starts(e, 2, upd.type.shape, v.type.shape)
    return [insert_slice(e.em, upd, v, starts, [1] * v.type.rank)]


@rule("iota")
def _iota(e: Eqn):
    out = e.out_type
    dim = e.params["dimension"]
    init = e.em.empty(out)

    def body(b, args):
        i = b.op(f"linalg.index {dim} : index")
        as_int = b.op(f"arith.index_cast {i} : index to i64")
        return [s.convert(b, as_int, "int64", out.dtype)]

    return e.em.generic([], [(init, identity_map(out.rank))], ["parallel"] * out.rank, body)


@rule("empty2", "empty")
def _empty(e: Eqn):
    """lax.empty (the residuals of a cond branch not taken): its contents are
    unspecified, zeros keep the program deterministic."""
    out = e.out_type
    return [e.em.fill(scalar_constant(e.em, 0, out.dtype), out, is_zero=True)]
