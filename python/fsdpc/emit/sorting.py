"""sort and top_k by ranks: each element's position in the order is counted,
then each position picks the element of that rank.

- ranks: a ``linalg.generic`` over the operand's loops and a reduction loop
  ``j`` along the axis, summing ``before(j, i)``: element j comes first by
  the keys, or ties and is earlier (stable). The ranks along the axis are a
  permutation of 0..n-1.
- placement: a ``linalg.generic`` over the result's loops and a reduction
  loop ``i`` along the axis, each position ``r`` selecting the element whose
  rank is r (exactly one): every operand of a multi-operand sort (argsort's
  iota) is carried along, and top_k's indices are ``i`` itself.

Quadratic in the sorted axis (fine for a router's experts or a row of
scores, not for a vocabulary), parallel over every other axis, so a batch
split passes through. Orders are XLA's: ``sort`` compares floats with -0
equal to 0 and NaNs after everything; ``top_k`` uses the IEEE total order
(+NaN first, then +inf ... +0, -0 ... -inf, -NaN), ties to the lower index.
"""

from __future__ import annotations

import warnings

import numpy as np

from ..errors import FsdpcWarning
from . import scalar as s
from .builder import affine_map
from .lowering import Eqn, rule, scalar_constant
from .types import BOOL, TensorType

I32 = np.dtype(np.int32)
# Past this many elements along the axis the quadratic form is worth a word.
QUADRATIC_WARNING = 4096


def _warn_if_long(e: Eqn, n: int) -> None:
    if n > QUADRATIC_WARNING:
        warnings.warn(FsdpcWarning(
            f"{e.prim} at {e.where} along an axis of {n} elements: fsdpc sorts by counting ranks, "
            f"{n}x{n} comparisons per row; a sort this long belongs outside the training step"),
            stacklevel=2)


def comes_first(b, keys_j, keys_i, dtypes, descending: bool, earlier: str) -> str:
    """Element j before element i: lexicographic in the keys, ties falling
    through to the next key and, past the last, to ``earlier`` (stable)."""
    first = earlier
    for kj, ki, dt in reversed(list(zip(keys_j, keys_i, dtypes))):
        strictly = s.compare(b, "gt" if descending else "lt", kj, ki, dt)
        tie = s.compare(b, "eq", kj, ki, dt)
        first = s.binary(b, "ori", "ori", strictly, s.binary(b, "andi", "andi", tie, first, BOOL), BOOL)
    return first


def _ranks(e: Eqn, keys, axis: int, descending: bool, canonical: bool):
    """int32 ranks of the operand's elements along ``axis``."""
    shape = keys[0].type.shape
    rank = len(shape)
    at_i = affine_map(rank + 1, [f"d{d}" for d in range(rank)])
    at_j = affine_map(rank + 1, [f"d{rank}" if d == axis else f"d{d}" for d in range(rank)])
    inputs = [pair for k in keys for pair in ((k, at_i), (k, at_j))]
    init = e.em.fill(scalar_constant(e.em, 0, I32), TensorType(shape, I32), is_zero=True)

    def body(b, args):
        dtypes, keys_i, keys_j = [], [], []
        for n, k in enumerate(keys):
            ki, dt = s.total_order_key(b, args[2 * n], k.type.dtype, canonical)
            kj, _ = s.total_order_key(b, args[2 * n + 1], k.type.dtype, canonical)
            keys_i.append(ki), keys_j.append(kj), dtypes.append(dt)
        i = b.op(f"linalg.index {axis} : index")
        j = b.op(f"linalg.index {rank} : index")
        earlier = b.op(f"arith.cmpi ult, {j}, {i} : index")
        before = comes_first(b, keys_j, keys_i, dtypes, descending, earlier)
        one = s.convert(b, before, BOOL, I32)
        return [s.add(b, args[-1], one, I32)]

    (ranks,) = e.em.generic(inputs, [(init, at_i)], ["parallel"] * rank + ["reduction"], body)
    return ranks


def ranks_along(e: Eqn, keys, axis: int):
    """int32 ranks of the elements along ``axis`` in lax.sort's ascending
    order (stable; -0 == 0, NaN last)."""
    return _ranks(e, keys, axis, descending=False, canonical=True)


def _place(e: Eqn, ranks, operands, out_types, axis: int, with_index: bool):
    """Position r along ``axis`` of each result takes the element of rank r
    (and, ``with_index``, its index along the axis)."""
    rank = ranks.type.rank
    at_i = affine_map(rank + 1, [f"d{rank}" if d == axis else f"d{d}" for d in range(rank)])
    at_r = affine_map(rank + 1, [f"d{d}" for d in range(rank)])
    inputs = [(ranks, at_i)] + [(v, at_i) for v in operands]
    inits = [(e.em.fill(scalar_constant(e.em, 0, t.dtype), t), at_r) for t in out_types]

    def body(b, args):
        r = b.op(f"arith.index_cast {b.op(f'linalg.index {axis} : index')} : index to i32")
        hit = s.compare(b, "eq", args[0], r, I32)
        picked = list(args[1:1 + len(operands)])
        if with_index:
            i = b.op(f"arith.index_cast {b.op(f'linalg.index {rank} : index')} : index to i64")
            picked.append(s.convert(b, i, np.int64, out_types[-1].dtype))
        accs = args[1 + len(operands):]
        return [s.select(b, hit, x, acc, t.dtype) for x, acc, t in zip(picked, accs, out_types)]

    return e.em.generic(inputs, inits, ["parallel"] * rank + ["reduction"], body)


@rule("sort")
def _sort(e: Eqn):
    axis, num_keys = int(e.params["dimension"]), int(e.params["num_keys"])
    operands = e.values()
    _warn_if_long(e, operands[0].type.shape[axis])
    ranks = _ranks(e, operands[:num_keys], axis, descending=False, canonical=True)
    return _place(e, ranks, operands, e.out_types, axis, with_index=False)


@rule("top_k")
def _top_k(e: Eqn):
    v = e.value(0)
    axis = int(e.params.get("axis", v.type.rank - 1))
    if axis < 0:
        axis += v.type.rank
    _warn_if_long(e, v.type.shape[axis])
    ranks = _ranks(e, [v], axis, descending=True, canonical=False)
    return _place(e, ranks, [v], e.out_types, axis, with_index=True)


@rule("approx_top_k")
def _approx_top_k(e: Eqn):
    """lax.approx_max_k / approx_min_k, exactly: what XLA:CPU and GPU do
    (a stable sort by ``>`` or ``<``, so -0 and 0 tie and keep their order;
    with NaNs XLA's comparator is no order and the results differ). As many
    leading elements as the result has (k, or the larger size JAX gives when
    ``aggregate_to_topk`` is off)."""
    v = e.value(0)
    axis = int(e.params["reduction_dimension"])
    if axis < 0:
        axis += v.type.rank
    _warn_if_long(e, v.type.shape[axis])
    ranks = _ranks(e, [v], axis, descending=bool(e.params["is_max_k"]), canonical=True)
    return _place(e, ranks, [v], e.out_types, axis, with_index=True)
