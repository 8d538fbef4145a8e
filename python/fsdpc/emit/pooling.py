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
from .conv import _pad_and_dilate
from .elementwise import convert_tensor
from .lowering import Eqn, rule, scalar_constant
from .reduction import _extreme
from .types import TensorType, compute_dtype

_COMBINERS = {  # primitive: (float op, signed op, unsigned op, identity(dtype))
    "reduce_window_sum": ("addf", "addi", "addi", lambda dt: 0),
    "reduce_window_max": ("maximumf", "maxsi", "maxui", lambda dt: _extreme(dt, False)),
    "reduce_window_min": ("minimumf", "minsi", "minui", lambda dt: _extreme(dt, True)),
}
I32 = np.dtype(np.int32)


def _window_loops(rank: int, window) -> dict[int, str]:
    """A reduction loop (after the ``rank`` result loops) per window dim
    wider than one."""
    wide = [d for d in range(rank) if window[d] > 1]
    return {d: f"d{rank + i}" for i, d in enumerate(wide)}


def _window_shape(e: Eqn, rank: int, window, loops: dict[int, str]):
    """An input spanning the window loops (never read: linalg infers loop
    sizes from plain maps, which the compound reads are not; upstream's
    pooling ops take such a window tensor too). A few filled words rather
    than an empty tensor, which the memory plan gives no buffer."""
    shape = tuple(window[d] for d in loops)
    zeros = e.em.fill(scalar_constant(e.em, 0, I32), TensorType(shape, I32), is_zero=True)
    return (zeros, affine_map(rank + len(loops), list(loops.values())))


def _read_map(rank: int, window, strides, dilation, loops: dict[int, str]) -> str:
    results = []
    for d in range(rank):
        at = f"d{d}" if strides[d] == 1 else f"d{d} * {strides[d]}"
        if d in loops:
            at += f" + {loops[d]}" if dilation[d] == 1 else f" + {loops[d]} * {dilation[d]}"
        results.append(at)
    return affine_map(rank + len(loops), results)


@rule(*_COMBINERS)
def _reduce_window(e: Eqn):
    fop, iop, uop, identity = _COMBINERS[e.prim]
    p, out = e.params, e.out_type
    rank, window = out.rank, p["window_dimensions"]
    acc_dt = compute_dtype(out.dtype)
    v = convert_tensor(e.em, e.value(0), acc_dt)
    v = _pad_and_dilate(e.em, v, range(rank), p["padding"], p["base_dilation"], fill=identity(acc_dt))
    loops = _window_loops(rank, window)
    init = e.em.fill(scalar_constant(e.em, identity(acc_dt), acc_dt), TensorType(out.shape, acc_dt),
                     is_zero=identity(acc_dt) == 0)
    (r,) = e.em.generic([(v, _read_map(rank, window, p["window_strides"], p["window_dilation"], loops)),
                         _window_shape(e, rank, window, loops)],
                        [(init, affine_map(rank + len(loops), [f"d{d}" for d in range(rank)]))],
                        ["parallel"] * rank + ["reduction"] * len(loops),
                        lambda b, a: [s.binary(b, fop, iop, a[2], a[0], acc_dt, uop)])
    return [convert_tensor(e.em, r, out.dtype)]


def _selected_offsets(e: Eqn, operand, out_shape, window, strides, padding, pick: str):
    """int32: the row-major offset, within each window, of its selected
    element (ties keep the earlier one)."""
    rank = len(out_shape)
    loops = _window_loops(rank, window)
    wide = list(loops)
    dt = operand.type.dtype
    # Padding holds the selection's identity (-inf for ge) and is selectable
    # like any element, as XLA's expanded padding is: with NaNs or -infs
    # about, a window may select its padding and drop its cotangent.
    pad_value = _extreme(dt, largest=pick not in ("ge", "gt"))
    padded = _pad_and_dilate(e.em, operand, range(rank), padding, [1] * rank, fill=pad_value)
    best_t, off_t = TensorType(out_shape, dt), TensorType(out_shape, I32)
    best = e.em.fill(scalar_constant(e.em, 0, dt), best_t)
    found = e.em.fill(scalar_constant(e.em, -1, I32), off_t)
    out_map = affine_map(rank + len(loops), [f"d{d}" for d in range(rank)])

    def body(b, args):
        x, _, best_x, best_k = args
        k = s.const(b, 0, I32)
        for d in wide:  # row-major offset in the window
            kd = b.op(f"linalg.index {rank + wide.index(d)} : index")
            k = s.add(b, s.mul(b, k, s.const(b, window[d], I32), I32),
                      b.op(f"arith.index_cast {kd} : index to i32"), I32)
        none_yet = s.compare(b, "lt", best_k, s.const(b, 0, I32), I32)
        # XLA keeps the selected element while select(selected, x) holds.
        cdt = compute_dtype(dt)
        keeps = s.compare(b, pick, s.convert(b, best_x, dt, cdt), s.convert(b, x, dt, cdt), cdt)
        take = s.binary(b, "ori", "ori", none_yet, b.op(f"arith.xori {keeps}, {s.const(b, True, np.bool_)} : i1"),
                        np.bool_)
        return [s.select(b, take, x, best_x, dt), s.select(b, take, k, best_k, I32)]

    _, offsets = e.em.generic([(padded, _read_map(rank, window, strides, [1] * rank, loops)),
                               _window_shape(e, rank, window, loops)],
                              [(best, out_map), (found, out_map)],
                              ["parallel"] * rank + ["reduction"] * len(loops), body)
    return offsets


@rule("select_and_scatter_add")
def _select_and_scatter_add(e: Eqn):
    p = e.params
    pick = {"ge": "ge", "le": "le", "gt": "gt", "lt": "lt"}.get(getattr(p["select_prim"], "name", str(p["select_prim"])))
    if pick is None:
        raise e.unsupported(f"select_and_scatter_add selecting by {p['select_prim']}")
    source, operand, out = e.value(0), e.value(1), e.out_type
    window, strides, padding = p["window_dimensions"], p["window_strides"], [tuple(x) for x in p["padding"]]
    rank = out.rank
    offsets = _selected_offsets(e, operand, source.type.shape, window, strides, padding, pick)
    acc_dt = compute_dtype(out.dtype)
    loops = _window_loops(rank, window)
    wide = list(loops)
    init = e.em.fill(scalar_constant(e.em, 0, acc_dt), TensorType(out.shape, acc_dt), is_zero=True)

    def body(b, args):
        # The window covering this position at offset k starts at
        # position + lo - k, which must be a multiple of the stride.
        at, ok, k = [], None, s.const(b, 0, I32)
        for d in range(rank):
            pos = b.op(f"linalg.index {d} : index")
            if d not in loops and strides[d] == 1 and padding[d] == (0, 0):
                at.append(pos)  # the window leaves this dim alone: same index
                continue
            kd = b.op(f"linalg.index {rank + wide.index(d)} : index") if d in loops else None
            start = b.op(f"arith.addi {pos}, {b.op(f'arith.constant {padding[d][0]} : index')} : index")
            if kd is not None:
                start = b.op(f"arith.subi {start}, {kd} : index")
                k = s.add(b, s.mul(b, k, s.const(b, window[d], I32), I32),
                          b.op(f"arith.index_cast {kd} : index to i32"), I32)
            stride = b.op(f"arith.constant {strides[d]} : index")
            window_at = b.op(f"arith.divsi {start}, {stride} : index")
            conds = [b.op(f"arith.cmpi sge, {start}, {b.op('arith.constant 0 : index')} : index"),
                     b.op(f"arith.cmpi eq, {b.op(f'arith.remsi {start}, {stride} : index')}, "
                          f"{b.op('arith.constant 0 : index')} : index"),
                     b.op(f"arith.cmpi slt, {window_at}, "
                          f"{b.op(f'arith.constant {source.type.shape[d]} : index')} : index")]
            for c in conds:
                ok = c if ok is None else b.op(f"arith.andi {ok}, {c} : i1")
            last = b.op(f"arith.constant {source.type.shape[d] - 1} : index")
            zero = b.op("arith.constant 0 : index")
            at.append(b.op(f"arith.minsi {b.op(f'arith.maxsi {window_at}, {zero} : index')}, {last} : index"))
        idx = ", ".join(at)
        chosen = b.op(f"tensor.extract {offsets.name}[{idx}] : {offsets.type}")
        value = s.convert(b, b.op(f"tensor.extract {source.name}[{idx}] : {source.type}"), source.type.dtype, acc_dt)
        hit = s.compare(b, "eq", chosen, k, I32)
        if ok is not None:
            hit = b.op(f"arith.andi {hit}, {ok} : i1")
        return [s.add(b, args[1], s.select(b, hit, value, s.const(b, 0, acc_dt), acc_dt), acc_dt)]

    (r,) = e.em.generic([_window_shape(e, rank, window, loops)], [(init, affine_map(rank + len(loops), [f"d{d}" for d in range(rank)]))],
                        ["parallel"] * rank + ["reduction"] * len(loops), body)
    return [convert_tensor(e.em, r, out.dtype)]
