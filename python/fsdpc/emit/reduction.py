"""Reductions: reduce_{sum,max,min,prod,and,or,xor} as ``linalg.reduce``;
cumsum / cumprod / cummax / cummin / cumlogsumexp as masked reductions; arg{max,min} as
a two-result ``linalg.generic`` (value, index)."""

from __future__ import annotations

import numpy as np

from . import scalar as s
from .builder import Value, affine_map
from .elementwise import convert_tensor
from .lowering import Eqn, rule, scalar_constant
from .types import TensorType, compute_dtype, element_type, is_float


def extreme(dtype, largest: bool):
    if np.dtype(dtype) == np.bool_:
        return largest
    if is_float(dtype):
        return np.inf if largest else -np.inf
    info = np.iinfo(dtype)
    return info.max if largest else info.min


def _all_ones(dtype):
    if np.dtype(dtype) == np.bool_:
        return True
    return np.iinfo(dtype).max if np.issubdtype(dtype, np.unsignedinteger) else -1


REDUCERS = {
    # name: (float op, signed int op, unsigned int op, identity(dtype))
    "reduce_sum": ("addf", "addi", "addi", lambda dt: 0),
    "reduce_prod": ("mulf", "muli", "muli", lambda dt: 1),
    "reduce_max": ("maximumf", "maxsi", "maxui", lambda dt: extreme(dt, False)),
    "reduce_min": ("minimumf", "minsi", "minui", lambda dt: extreme(dt, True)),
    # Booleans and integers bitwise (jnp.all / jnp.any: `jnp.all(jnp.isfinite(g))`).
    "reduce_and": ("andi", "andi", "andi", lambda dt: _all_ones(dt)),
    "reduce_or": ("ori", "ori", "ori", lambda dt: 0),
    "reduce_xor": ("xori", "xori", "xori", lambda dt: 0),
}


def reduced(e: Eqn, reducer: str, v, out: TensorType, axes) -> Value:
    """``v`` reduced over ``axes`` to ``out`` by ``reducer`` (a REDUCERS
    name), accumulating in the compute dtype."""
    fop, iop, uop, identity = REDUCERS[reducer]
    acc_dt = compute_dtype(out.dtype)  # bf16 accumulates in f32
    acc_t = TensorType(out.shape, acc_dt)
    init = e.em.fill(scalar_constant(e.em, identity(acc_dt), acc_dt), acc_t)

    def body(b, args):
        x = s.convert(b, args[0], v.type.dtype, acc_dt)
        return [s.binary(b, fop, iop, x, args[1], acc_dt, uop)]

    r = e.em.reduce(v, init, sorted(axes), body)
    return convert_tensor(e.em, r, out.dtype)


def _reduce(e: Eqn):
    return [reduced(e, e.prim, e.value(0), e.out_type, e.params["axes"])]


for _name in REDUCERS:
    rule(_name)(_reduce)


# A collective over a vmapped axis name (`jax.vmap(f, axis_name="batch")`
# with `lax.pmean(x, "batch")` inside f, as equinox's BatchNorm does) is left
# by JAX's batching as psum/pmax/pmin over positional axes: a reduction of
# those dims. Named (mesh) axes exist only inside shard_map or pmap, which
# fsdpc refuses before they get here: it partitions the whole step itself.
_POSITIONAL_COLLECTIVES = {"psum": "reduce_sum", "pmax": "reduce_max", "pmin": "reduce_min"}


@rule(*_POSITIONAL_COLLECTIVES)
def _positional_collective(e: Eqn):
    axes = tuple(e.params["axes"])
    named = [a for a in axes if not isinstance(a, (int, np.integer))]
    if named or e.params.get("axis_index_groups") is not None:
        raise e.unsupported(f"a collective over the named axes {named} (fsdpc partitions the step itself: "
                            f"write it for the global batch, without shard_map or pmap)")
    if not axes:
        return e.values()
    reducer = _POSITIONAL_COLLECTIVES[e.prim]
    return [reduced(e, reducer, v, t, axes) for v, t in zip(e.values(), e.out_types)]


CUMULATIVE = {"cumsum": "reduce_sum", "cumprod": "reduce_prod", "cummax": "reduce_max",
               "cummin": "reduce_min"}


def _prefix_reduce(e: Eqn, v, reducer: str, acc_dt, term=None, extra=None):
    """Element i along the cumulative op's axis combines (``reducer``) the
    elements j <= i of ``v`` (j >= i when ``reverse``): a reduction over a
    loop j beside the result's loops with the others masked to the
    identity. ``term(b, x_j, extra_i)`` maps each element first, reading
    ``extra`` (a tensor of the result's shape) at i."""
    fop, iop, uop, identity = REDUCERS[reducer]
    axis, reverse = e.params["axis"], e.params["reverse"]
    rank = v.type.rank
    init = e.em.fill(scalar_constant(e.em, identity(acc_dt), acc_dt), TensorType(v.type.shape, acc_dt))
    at_i = affine_map(rank + 1, [f"d{d}" for d in range(rank)])
    inputs = [(v, affine_map(rank + 1, [f"d{rank}" if d == axis else f"d{d}" for d in range(rank)]))]
    if extra is not None:
        inputs.append((extra, at_i))

    def body(b, args):
        i = b.op(f"linalg.index {axis} : index")
        j = b.op(f"linalg.index {rank} : index")
        inside = b.op(f"arith.cmpi {'uge' if reverse else 'ule'}, {j}, {i} : index")
        x = s.convert(b, args[0], v.type.dtype, acc_dt)
        if term is not None:
            x = term(b, x, args[1])
        x = s.select(b, inside, x, s.const(b, identity(acc_dt), acc_dt), acc_dt)
        return [s.binary(b, fop, iop, x, args[-1], acc_dt, uop)]

    (r,) = e.em.generic(inputs, [(init, at_i)], ["parallel"] * rank + ["reduction"], body)
    return r


@rule(*CUMULATIVE)
def _cumulative(e: Eqn):
    """lax.cumsum and its kin: quadratic in the axis, but a true reduction:
    split over the batch, each rank combines its j and the partials are
    combined like any reduction's."""
    acc_dt = compute_dtype(e.out_type.dtype)
    r = _prefix_reduce(e, e.value(0), CUMULATIVE[e.prim], acc_dt)
    return [convert_tensor(e.em, r, e.out_type.dtype)]


@rule("cumlogsumexp")
def _cumlogsumexp(e: Eqn):
    """log of the running sum of exp: the running maximum m_i, then
    m_i + log(sum exp(x_j - m_i)); where m_i is not finite (all -inf so far,
    an inf, a NaN) the result is m_i, as logaddexp gives."""
    v, out = e.value(0), e.out_type
    acc_dt = compute_dtype(out.dtype)
    el = element_type(acc_dt)
    if not is_float(acc_dt):
        raise e.unsupported(f"cumlogsumexp of {out.dtype}")
    m = _prefix_reduce(e, v, "reduce_max", acc_dt)
    total = _prefix_reduce(e, v, "reduce_sum", acc_dt, extra=m, term=lambda b, x, m_i: b.op(
        f"math.exp {b.op(f'arith.subf {x}, {m_i} : {el}')} : {el}"))
    rank = out.rank

    def body(b, args):
        m_i, sum_i = args[0], args[1]
        finite = s.compare(b, "lt", b.op(f"math.absf {m_i} : {el}"), s.const(b, float("inf"), acc_dt), acc_dt)
        log_sum = b.op(f"arith.addf {m_i}, {b.op(f'math.log {sum_i} : {el}')} : {el}")
        return [s.convert(b, s.select(b, finite, log_sum, m_i, acc_dt), acc_dt, out.dtype)]

    ident = affine_map(rank, [f"d{d}" for d in range(rank)])
    (r,) = e.em.generic([(m, ident), (total, ident)], [(e.em.empty(out), ident)], ["parallel"] * rank, body)
    return [r]


def arg_extreme_step(b, pick_max: bool, x: str, i: str, best: str, best_i: str, cdt, idx_dt) -> list[str]:
    """One step of argmax / argmin: (best, best_i) after seeing x at index
    i. Ties go to the smaller index and NaN counts as the extreme (the
    first NaN's index wins), as in XLA, so the order of steps does not
    matter."""
    better = s.compare(b, "gt" if pick_max else "lt", x, best, cdt)
    tie = s.binary(b, "andi", "andi", s.compare(b, "eq", x, best, cdt),
                   s.compare(b, "lt", i, best_i, idx_dt), np.bool_)
    take = s.binary(b, "ori", "ori", better, tie, np.bool_)
    if is_float(cdt):
        x_nan = s.compare(b, "ne", x, x, cdt)
        best_nan = s.compare(b, "ne", best, best, cdt)
        true = s.const(b, True, np.bool_)
        best_num = s.binary(b, "xori", "xori", best_nan, true, np.bool_)
        # NaN beats numbers; among NaNs the smaller index wins.
        take = s.select(b, x_nan, s.select(b, best_nan, s.compare(b, "lt", i, best_i, idx_dt), true, np.bool_),
                        s.binary(b, "andi", "andi", take, best_num, np.bool_), np.bool_)
    return [s.select(b, take, x, best, cdt), s.select(b, take, i, best_i, idx_dt)]


@rule("argmax", "argmin")
def _argminmax(e: Eqn):
    """First index of the extreme value; NaN counts as the extreme, as in XLA.

    The update rule does not depend on visiting order (ties go to the smaller
    index), so the reduction is a true reduction a partitioner may split."""
    (axis,) = e.params["axes"]
    v, out = e.value(0), e.out_type
    rank = v.type.rank
    cdt = compute_dtype(v.type.dtype)
    pick_max = e.prim == "argmax"
    val_t = TensorType(out.shape, cdt)
    init_v = e.em.fill(scalar_constant(e.em, extreme(cdt, not pick_max), cdt), val_t)
    init_i = e.em.fill(scalar_constant(e.em, 0, out.dtype), out)
    keep = [f"d{d}" for d in range(rank) if d != axis]
    out_map = affine_map(rank, keep)
    iters = ["reduction" if d == axis else "parallel" for d in range(rank)]

    def body(b, args):
        x = s.convert(b, args[0], v.type.dtype, cdt)
        i = s.convert(b, b.op(f"arith.index_cast {b.op(f'linalg.index {axis} : index')} : index to i64"),
                      "int64", out.dtype)
        return arg_extreme_step(b, pick_max, x, i, args[1], args[2], cdt, out.dtype)

    _, idx = e.em.generic([(v, affine_map(rank, [f"d{d}" for d in range(rank)]))],
                          [(init_v, out_map), (init_i, out_map)], iters, body)
    return [idx]
