"""gather and scatter-add in forms upstream MLIR executes and a partitioner
can reason about through indexing maps.

gather: a ``linalg.generic`` over the result whose inputs are the index
  components (one operand per component, each the indices tensor under a map
  with a constant last result); the body ``tensor.extract``s from the table,
  which the region captures (a partitioner treats a captured table as
  replicated).

scatter-add (and scatter, scatter-mul/min/max): a one-hot contraction. The loops are the operand's dims
  (parallel) plus the update's scatter dims (reduction), and the offsets
  of a window narrower than the operand (reduction); the body adds
  ``select(indices[b] == position, updates[b, ...], 0)`` into a zero-filled
  tensor of the operand's shape. A batch-sharded update therefore yields a
  partial sum, like any contraction over the batch.  (tensor.scatter has no
  accumulate mode and does not bufferize.) The other combiners start from
  the operand and fold each update that hits a position into it (min, max
  and mul fold the identity where none hits: ``out = max(out, hit ? u :
  -inf)``, so batch-split updates give a partial max or min); a
  scatter with its own update function (``x.at[i].apply(f)``) folds with
  that function, lowered as a scalar program.
"""

from __future__ import annotations

import numpy as np
from jax.extend import core as jcore

from . import scalar as s
from .builder import affine_map, identity_map
from .elementwise import convert_tensor
from .lowering import Eqn, rule, scalar_constant
from .reduction import REDUCERS
from .scalar_program import ScalarProgram, Scalars
from .types import TensorType, compute_dtype, is_float, is_unsigned


def indexing_mode(e: Eqn) -> str:
    """How a gather or scatter treats indices out of bounds: CLIP, FILL_OR_DROP
    or PROMISE_IN_BOUNDS (lowered as one of the others); other modes
    (ONE_HOT) are refused."""
    mode = e.params.get("mode")
    name = getattr(mode, "name", str(mode))
    if name not in ("CLIP", "FILL_OR_DROP", "PROMISE_IN_BOUNDS"):
        raise e.unsupported(f"{e.prim} in mode {name}")
    return name


def default_fill(dtype):
    """jax's fill for out-of-bounds gathers: NaN, or the most negative signed /
    largest unsigned integer, or True."""
    dtype = np.dtype(dtype)
    if is_float(dtype):
        return np.nan
    if dtype == np.bool_:
        return True
    return np.iinfo(dtype).max if is_unsigned(dtype) else np.iinfo(dtype).min


@rule("gather")
def _gather(e: Eqn):
    dn = e.params["dimension_numbers"]
    table, idx, out = e.value(0), e.value(1), e.out_type
    R, op_rank = out.rank, table.type.rank
    offset_dims = list(dn.offset_dims)
    collapsed = list(dn.collapsed_slice_dims)
    start_map = list(dn.start_index_map)
    op_batch = list(dn.operand_batching_dims)
    idx_batch = list(dn.start_indices_batching_dims)
    sizes = list(e.params["slice_sizes"])
    mode = indexing_mode(e)
    batch_out = [d for d in range(R) if d not in offset_dims]
    window = [d for d in range(op_rank) if d not in collapsed and d not in op_batch]
    K = idx.type.shape[-1]
    if len(batch_out) != idx.type.rank - 1 or len(window) != len(offset_dims):
        raise e.unsupported("gather whose indices do not have the index vector as their last dim")
    fill = None
    if mode == "FILL_OR_DROP":
        fv = e.params.get("fill_value")
        if e.on_complex:  # (real, imaginary) along the pair dim, the result's last: JAX's default is nan + 0i
            fv = complex(np.nan if fv is None else fv)
            fill = tuple(scalar_constant(e.em, part, out.dtype) for part in (fv.real, fv.imag))
        else:
            fill = scalar_constant(e.em, default_fill(out.dtype) if fv is None else fv, out.dtype)

    inputs = [(idx, affine_map(R, [f"d{d}" for d in batch_out] + [k])) for k in range(K)]
    init = e.em.empty(out)

    def body(b, args):
        in_bounds = []
        pos = []
        for d in range(op_rank):
            start = "0"
            if d in start_map:
                k = start_map.index(d)
                raw = s.to_index(b, args[k], idx.type.dtype)
                hi = table.type.shape[d] - sizes[d]
                start = s.clamp_index(b, raw, hi)
                if fill is not None:  # the whole window must lie inside
                    ok = b.op(f"arith.cmpi eq, {raw}, {start} : index")
                    in_bounds.append(ok)
            if d in op_batch:
                p = b.op(f"linalg.index {batch_out[idx_batch[op_batch.index(d)]]} : index")
            elif d in window:
                off = b.op(f"linalg.index {offset_dims[window.index(d)]} : index")
                p = off if start == "0" else b.op(f"arith.addi {start}, {off} : index")
            else:
                p = start if start != "0" else b.op("arith.constant 0 : index")
            pos.append(p)
        x = b.op(f"tensor.extract {table.name}[{', '.join(pos)}] : {table.type}")
        if in_bounds:
            filler = fill
            if isinstance(fill, tuple):
                is_real = s.index_is(b, b.op(f"linalg.index {R - 1} : index"), 0)
                filler = s.select(b, is_real, fill[0], fill[1], out.dtype)
            x = s.select(b, s.all_of(b, in_bounds), x, filler, out.dtype)
        return [x]

    return e.em.generic(inputs, [(init, identity_map(R))], ["parallel"] * R, body)


# How an update combines with what a position holds: scatter-add sums into
# zeros (a partial sum over a split batch) and adds the operand after; the
# others fold the updates into the operand in update order (the last of
# duplicate indices wins for scatter, as on XLA's CPU and in order).
_COMBINE = {
    "scatter": lambda b, acc, u, dt: u,
    "scatter-mul": lambda b, acc, u, dt: s.mul(b, acc, u, dt),
    "scatter-min": lambda b, acc, u, dt: s.binary(b, "minimumf", "minsi", acc, u, dt, "minui"),
    "scatter-max": lambda b, acc, u, dt: s.binary(b, "maximumf", "maxsi", acc, u, dt, "maxui"),
}


# What a position no update hits folds in: each combiner's identity.
_FOLD_IDENTITY = {scatter: REDUCERS[reducer][3] for scatter, reducer in
                  [("scatter-mul", "reduce_prod"), ("scatter-min", "reduce_min"), ("scatter-max", "reduce_max")]}


def scatter_combine(e: Eqn):
    """How scatter ``e`` combines an update with what a position holds:
    ``combine(b, held, update, dtype)``; None for scatter-add and
    scatter-sub, which sum."""
    if e.prim == "scatter" and e.params.get("update_jaxpr") is not None:
        return _update_function(e)
    return _COMBINE.get(e.prim)


def _update_function(e: Eqn):
    """A scatter's own update function (``x.at[i].apply(f)``,
    ``lax.scatter_apply``: ``update_jaxpr`` of what a position holds and the
    update) as the fold: a scalar program, on the operand's and updates'
    types."""
    sub = e.params["update_jaxpr"]
    if isinstance(sub, jcore.ClosedJaxpr):
        jaxpr, consts = sub.jaxpr, list(sub.consts)
    else:
        jaxpr, consts = sub, list(e.params.get("update_consts") or ())
    held, given = e.in_types[0].dtype, e.in_types[2].dtype

    def combine(b, acc, u, dt):
        program = ScalarProgram(e, b, "the scatter's update function")
        args = [Scalars(np.array(s.convert(b, x, dt, t), dtype=object), t) for x, t in [(acc, held), (u, given)]]
        (y,) = program.run(jaxpr, consts, args)
        return s.convert(b, y.names.item(), y.dtype, dt)
    return combine


def _exact_zero(dtype):
    """The identity of addition: -0.0 for floats (-0.0 + 0.0 is +0.0, so a
    +0.0 term would flip a -0.0 the sum is added to), 0 otherwise."""
    return -0.0 if is_float(dtype) else 0


@rule("scatter-add", "scatter-sub", *_COMBINE)
def _scatter(e: Eqn):
    dn = e.params["dimension_numbers"]
    operand, idx, upd = e.value(0), e.value(1), e.value(2)
    out = e.out_type
    op_rank, U = operand.type.rank, upd.type.rank
    win_u = list(dn.update_window_dims)
    inserted = list(dn.inserted_window_dims)
    to_operand = list(dn.scatter_dims_to_operand_dims)
    op_batch = list(dn.operand_batching_dims)
    idx_batch = list(dn.scatter_indices_batching_dims)
    scatter_u = [d for d in range(U) if d not in win_u]  # <-> indices dims, in order
    window = [d for d in range(op_rank) if d not in inserted and d not in op_batch]
    K = idx.type.shape[-1]
    if len(scatter_u) != idx.type.rank - 1:
        raise e.unsupported("scatter whose indices do not have the index vector as their last dim")
    # A window narrower than the operand along dim d gets a reduction loop
    # over its offsets, so that the update is read through a map; a window
    # spanning the dim is read at the operand's position (its start is 0).
    width = {d: upd.type.shape[win_u[window.index(d)]] for d in window}

    # Indices dim j is either tied to an operand batching dim (a parallel loop)
    # or gets its own reduction loop after the operand's loops.
    reduction_of = {}
    for j in range(len(scatter_u)):
        if j not in idx_batch:
            reduction_of[j] = op_rank + len(reduction_of)
    offset_of = {}
    for d in window:
        if width[d] != operand.type.shape[d]:
            offset_of[d] = op_rank + len(reduction_of) + len(offset_of)
    n = op_rank + len(reduction_of) + len(offset_of)

    def loop_of_index_dim(j):
        if j in idx_batch:
            return f"d{op_batch[idx_batch.index(j)]}"
        return f"d{reduction_of[j]}"

    upd_res = []
    for u in range(U):
        if u in win_u:
            d = window[win_u.index(u)]
            upd_res.append(f"d{offset_of.get(d, d)}")
        else:
            upd_res.append(loop_of_index_dim(scatter_u.index(u)))
    idx_dims = [loop_of_index_dim(j) for j in range(len(scatter_u))]
    inputs = [(idx, affine_map(n, idx_dims + [k])) for k in range(K)] + [(upd, affine_map(n, upd_res))]
    out_map = affine_map(n, [f"d{d}" for d in range(op_rank)])
    iters = ["parallel"] * op_rank + ["reduction"] * (len(reduction_of) + len(offset_of))
    # XLA drops out-of-bounds updates (dropped ones simply never match, and a
    # window that would not fit is dropped whole); JAX asks for clamping with
    # CLIP only.
    clamp = indexing_mode(e) == "CLIP"
    acc_dt = compute_dtype(out.dtype)
    combine = scatter_combine(e)

    def hit_here(b, args):
        conds = []
        starts = {}
        for k in range(K):
            d = to_operand[k]
            last = operand.type.shape[d] - (width[d] if d in window else 1)  # the last start that fits
            raw = s.to_index(b, args[k], idx.type.dtype)
            starts[d] = s.clamp_index(b, raw, last) if clamp else raw
            if d in window and not clamp:
                conds.append(b.op(f"arith.cmpi eq, {raw}, {s.clamp_index(b, raw, last)} : index"))
        for d in range(op_rank):
            # Where the update lands along d; a whole window's position and a
            # batching dim's are the loop's own.
            if d in offset_of:
                offset = b.op(f"linalg.index {offset_of[d]} : index")
                at = offset if d not in starts else b.op(f"arith.addi {starts[d]}, {offset} : index")
            elif d in inserted:  # at its index, or at 0 where no index names it
                at = starts.get(d) or b.op("arith.constant 0 : index")
            else:
                continue
            here = b.op(f"linalg.index {d} : index")
            conds.append(b.op(f"arith.cmpi eq, {at}, {here} : index"))
        return s.all_of(b, conds)

    # A sum is added to the operand, which a position no update hits must
    # keep bit for bit (_exact_zero). Onto zeros, the sum is the result
    # itself, whose unhit positions are +0.0.
    onto_zeros = operand.name in e.em.zeros
    zero_term = 0 if onto_zeros else _exact_zero(acc_dt)

    def body(b, args):
        hit, acc = hit_here(b, args), args[K + 1]
        u = s.convert(b, args[K], upd.type.dtype, acc_dt)
        if e.prim == "scatter-sub":  # a sum of the negated updates
            u = s.neg(b, u, acc_dt)
        if combine is None:  # scatter-add and scatter-sub
            contrib = u if hit is None else s.select(b, hit, u, s.const(b, zero_term, acc_dt), acc_dt)
            return [s.add(b, acc, contrib, acc_dt)]
        if hit is not None and e.prim in _FOLD_IDENTITY:
            # out = max(out, hit ? u : identity): the fold a reduction's
            # partial results combine by, so a scatter-max/min of batch-split
            # updates stays split and its ranks' results are all-reduced.
            identity = _FOLD_IDENTITY[e.prim](acc_dt)
            return [combine(b, acc, s.select(b, hit, u, s.const(b, identity, acc_dt), acc_dt), acc_dt)]
        new = combine(b, acc, u, acc_dt)
        return [new if hit is None else s.select(b, hit, new, acc, acc_dt)]

    if combine is not None:
        init = convert_tensor(e.em, operand, acc_dt)
        (result,) = e.em.generic(inputs, [(init, out_map)], iters, body)
        return [convert_tensor(e.em, result, out.dtype)]
    zero = e.em.fill(scalar_constant(e.em, zero_term, acc_dt), TensorType(out.shape, acc_dt))
    (summed,) = e.em.generic(inputs, [(zero, out_map)], iters, body)
    summed = convert_tensor(e.em, summed, out.dtype)
    if onto_zeros:
        return [summed]
    init = e.em.empty(out)
    m = identity_map(op_rank)
    return e.em.generic([(operand, m), (summed, m)], [(init, m)], ["parallel"] * op_rank,
                        lambda b, a: [s.add(b, a[0], a[1], out.dtype)])
