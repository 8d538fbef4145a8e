"""Pooling windows: reduce_window_{sum,max,min} and select_and_scatter_add
(max pooling's gradient).

reduce_window: the operand padded (with the reduction's identity) and
  base-dilated as a convolution's input is, then a ``linalg.generic`` over
  the result's dims with a reduction loop per window dim wider than one,
  reading ``out * stride + k * window_dilation``. Dims the window leaves
  alone (the batch, the channels) are read through plain maps, so a batch
  split passes through.

select_and_scatter_add(source, operand): each window's selected element
  (the first maximum for ``ge``, as XLA iterates a window in row-major
  order; padding holds -inf and is selectable, as in XLA) gets the window's
  source value added.
  Two generics: the selected offset of each window, then, for each operand
  position, the sum over the window offsets at which a window covers it and
  selected it, reading both per-window tensors at that window (tensor.extract
  at the position's own index along the dims the window leaves alone).
"""

from __future__ import annotations

import numpy as np

from . import scalar as s
from .builder import affine_map
from .conv import pad_and_dilate
from .elementwise import convert_tensor
from .lowering import Eqn, rule, scalar_constant
from .reduction import REDUCERS, extreme
from .types import TensorType, compute_dtype

I32 = np.dtype(np.int32)


def _window_loops(rank: int, window) -> dict[int, int]:
    """A reduction loop (numbered after the ``rank`` result loops) per
    window dim wider than one."""
    wide = [d for d in range(rank) if window[d] > 1]
    return {d: rank + i for i, d in enumerate(wide)}


def _window_offset(b, loops: dict[int, int], window) -> str:
    """int32: the row-major offset in the window of the current iteration."""
    k = s.const(b, 0, I32)
    for d, loop in loops.items():
        kd = b.op(f"arith.index_cast {b.op(f'linalg.index {loop} : index')} : index to i32")
        k = s.add(b, s.mul(b, k, s.const(b, window[d], I32), I32), kd, I32)
    return k


def _window_shape(e: Eqn, rank: int, window, loops: dict[int, str]):
    """An input spanning the window loops (never read: linalg infers loop
    sizes from plain maps, which the compound reads are not; upstream's
    pooling ops take such a window tensor too). A few filled words rather
    than an empty tensor, which the memory plan gives no buffer."""
    shape = tuple(window[d] for d in loops)
    zeros = e.em.fill(scalar_constant(e.em, 0, I32), TensorType(shape, I32), is_zero=True)
    return (zeros, affine_map(rank + len(loops), [f"d{loop}" for loop in loops.values()]))


def _over_windows(e: Eqn, inputs, inits, rank: int, window, loops: dict[int, int], body):
    """A generic over the ``rank`` result loops and the window ``loops``
    (``inputs`` and then the window-shaped one; ``inits`` written at the
    result's position)."""
    n = rank + len(loops)
    out_map = affine_map(n, [f"d{d}" for d in range(rank)])
    return e.em.generic([*inputs, _window_shape(e, rank, window, loops)], [(init, out_map) for init in inits],
                        ["parallel"] * rank + ["reduction"] * len(loops), body)


def _read_map(rank: int, strides, dilation, loops: dict[int, int]) -> str:
    results = []
    for d in range(rank):
        at = f"d{d}" if strides[d] == 1 else f"d{d} * {strides[d]}"
        if d in loops:
            at += f" + d{loops[d]}" if dilation[d] == 1 else f" + d{loops[d]} * {dilation[d]}"
        results.append(at)
    return affine_map(rank + len(loops), results)


@rule("reduce_window_sum", "reduce_window_max", "reduce_window_min")
def _reduce_window(e: Eqn):
    fop, iop, uop, identity = REDUCERS[e.prim.replace("reduce_window", "reduce")]
    p, out = e.params, e.out_type
    rank, window = out.rank, p["window_dimensions"]
    acc_dt = compute_dtype(out.dtype)
    v = convert_tensor(e.em, e.value(0), acc_dt)
    v = pad_and_dilate(e.em, v, range(rank), p["padding"], p["base_dilation"], fill=identity(acc_dt))
    loops = _window_loops(rank, window)
    init = e.em.fill(scalar_constant(e.em, identity(acc_dt), acc_dt), TensorType(out.shape, acc_dt),
                     is_zero=identity(acc_dt) == 0)
    (r,) = _over_windows(e, [(v, _read_map(rank, p["window_strides"], p["window_dilation"], loops))], [init],
                         rank, window, loops, lambda b, a: [s.binary(b, fop, iop, a[2], a[0], acc_dt, uop)])
    return [convert_tensor(e.em, r, out.dtype)]


def _selected_offsets(e: Eqn, operand, out_shape, window, strides, padding, pick: str):
    """int32: the row-major offset, within each window, of its selected
    element (ties keep the earlier one)."""
    rank = len(out_shape)
    loops = _window_loops(rank, window)
    dt = operand.type.dtype
    # Padding holds the selection's identity (-inf for ge) and is selectable
    # like any element, as XLA's expanded padding is: with NaNs or -infs
    # about, a window may select its padding and drop its cotangent.
    pad_value = extreme(dt, largest=pick not in ("ge", "gt"))
    padded = pad_and_dilate(e.em, operand, range(rank), padding, [1] * rank, fill=pad_value)
    best_t, off_t = TensorType(out_shape, dt), TensorType(out_shape, I32)
    best = e.em.fill(scalar_constant(e.em, 0, dt), best_t)
    found = e.em.fill(scalar_constant(e.em, -1, I32), off_t)

    def body(b, args):
        x, _, best_x, best_k = args
        k = _window_offset(b, loops, window)
        none_yet = s.compare(b, "lt", best_k, s.const(b, 0, I32), I32)
        # XLA keeps the selected element while select(selected, x) holds.
        cdt = compute_dtype(dt)
        keeps = s.compare(b, pick, s.convert(b, best_x, dt, cdt), s.convert(b, x, dt, cdt), cdt)
        take = s.binary(b, "ori", "ori", none_yet, b.op(f"arith.xori {keeps}, {s.const(b, True, np.bool_)} : i1"),
                        np.bool_)
        return [s.select(b, take, x, best_x, dt), s.select(b, take, k, best_k, I32)]

    _, offsets = _over_windows(e, [(padded, _read_map(rank, strides, [1] * rank, loops))], [best, found],
                               rank, window, loops, body)
    return offsets


@rule("select_and_scatter_add")
def _select_and_scatter_add(e: Eqn):
    p = e.params
    pick = getattr(p["select_prim"], "name", str(p["select_prim"]))
    if pick not in ("ge", "le", "gt", "lt"):
        raise e.unsupported(f"select_and_scatter_add selecting by {p['select_prim']}")
    source, operand, out = e.value(0), e.value(1), e.out_type
    window, strides, padding = p["window_dimensions"], p["window_strides"], [tuple(x) for x in p["padding"]]
    rank = out.rank
    offsets = _selected_offsets(e, operand, source.type.shape, window, strides, padding, pick)
    acc_dt = compute_dtype(out.dtype)
    loops = _window_loops(rank, window)
    init = e.em.fill(scalar_constant(e.em, 0, acc_dt), TensorType(out.shape, acc_dt), is_zero=True)

    def body(b, args):
        # The window covering this position at offset k starts at
        # position + lo - k, which must be a multiple of the stride.
        at, ok = [], None
        for d in range(rank):
            pos = b.op(f"linalg.index {d} : index")
            if d not in loops and strides[d] == 1 and padding[d] == (0, 0):
                at.append(pos)  # the window leaves this dim alone: same index
                continue
            start = b.op(f"arith.addi {pos}, {b.op(f'arith.constant {padding[d][0]} : index')} : index")
            if d in loops:
                start = b.op(f"arith.subi {start}, {b.op(f'linalg.index {loops[d]} : index')} : index")
            stride = b.op(f"arith.constant {strides[d]} : index")
            window_at = b.op(f"arith.divsi {start}, {stride} : index")
            zero = b.op("arith.constant 0 : index")
            conds = [b.op(f"arith.cmpi sge, {start}, {zero} : index"),
                     b.op(f"arith.cmpi eq, {b.op(f'arith.remsi {start}, {stride} : index')}, {zero} : index"),
                     b.op(f"arith.cmpi slt, {window_at}, "
                          f"{b.op(f'arith.constant {source.type.shape[d]} : index')} : index")]
            for c in conds:
                ok = c if ok is None else b.op(f"arith.andi {ok}, {c} : i1")
            at.append(s.clamp_index(b, window_at, source.type.shape[d] - 1))
        k = _window_offset(b, loops, window)
        idx = ", ".join(at)
        chosen = b.op(f"tensor.extract {offsets.name}[{idx}] : {offsets.type}")
        value = s.convert(b, b.op(f"tensor.extract {source.name}[{idx}] : {source.type}"), source.type.dtype, acc_dt)
        hit = s.compare(b, "eq", chosen, k, I32)
        if ok is not None:
            hit = b.op(f"arith.andi {hit}, {ok} : i1")
        return [s.add(b, args[1], s.select(b, hit, value, s.const(b, 0, acc_dt), acc_dt), acc_dt)]

    (r,) = _over_windows(e, [], [init], rank, window, loops, body)
    return [convert_tensor(e.em, r, out.dtype)]
