"""``lax.scan`` (and ``fori_loop`` with static bounds, which JAX traces as a
scan) is unrolled: the global program is straight-line code, so the
partitioner, the schedule and the memory plan see every iteration.

Iteration ``i`` reads row ``i`` of each scanned input (a slice along dim 0)
and produces row ``i`` of each stacked output. The rows an unrolled scan
produces are kept apart (``Stacked``): a later scan over them, such as the
backward pass reading the forward's residuals in reverse, takes each row
as it was computed instead of slicing it back out of a concatenation. The
concatenation is emitted only when something else reads the stacked value.
"""

from __future__ import annotations

import math
import warnings

import numpy as np
from jax.extend import core as jcore

from ..errors import FsdpcWarning, ShardingError, UnsupportedError
from .builder import Body, Names, identity_map
from .lowering import Eqn, Stacked, rule
from .scalar_program import MAX_ELEMENTS, ScalarProgram, Scalars, read_whole
from .shape import extract_slice, reshape
from .source import name_stack


def _row(e: Eqn, operand: int, index: int):
    """Row ``index`` of scanned operand ``operand``, without its leading dim."""
    rows = e.stacked_rows(operand)
    if rows is not None:
        return rows[index]

    def make(v):
        shape = v.type.shape
        piece = extract_slice(e.em, v, [index] + [0] * (len(shape) - 1), [1, *shape[1:]],
                              [1] * len(shape))
        return reshape(e.em, piece, shape[1:])

    return e.cached_row(operand, index, make)


def _check_split_rows(e: Eqn, operand: int) -> None:
    """State split along the scanned dimension is correct but gathered
    whole (a warning); data split so is an error: fsdp-partition would gather
    the whole batch, and every rank would compute every row, which is no
    data parallelism at all."""
    split = e.split_rows_path(operand)
    if split is None:
        return
    path, is_state = split
    rows = e.in_types[operand].shape[0]
    if not is_state:
        raise ShardingError(
            f"{path}: split along dimension 0, which lax.scan at {e.where} iterates over: each "
            f"rank holds only some of its {rows} rows, and iterating over them would gather the whole "
            f"batch on every rank, each computing every row; split it along a dimension the scan does "
            f"not iterate over (P(None, axis) for stacked micro-batches)")
    message = FsdpcWarning(
        f"{path} is split along dimension 0 and lax.scan at {e.where} reads it one row at a time: "
        f"every rank gathers all {rows} rows at once, so it takes its full size on every rank "
        f"during the step. Split a stack of layers along dimension 1 instead (P(None, axis)) to "
        f"gather each layer on its own")
    # Reported at the user's line, where Python's filters and pytest look.
    warnings.warn_explicit(message, FsdpcWarning, e.where.file or "<unknown>", e.where.line or 0)


def _map_of_scalars(e: Eqn, jaxpr, consts) -> tuple[list | None, str | None]:
    """``lax.map`` of a function of scalars (no carry, vectors scanned,
    small constants) as one elementwise op over the vectors, its region the
    function's scalar program, instead of one copy per element. Returns
    (the results, None), or (None, why not) for a map whose function is not
    scalar code (None when the scan is no such map). JAX's gradient of a
    gamma draw is such a map on the CPU."""
    num_consts, length = int(e.params["num_consts"]), int(e.params["length"])
    if (int(e.params["num_carry"]) or not e.out_types
            or any(t.shape != (length,) for t in [*e.in_types[num_consts:], *e.out_types])):
        return None, None
    largest = max((math.prod(t.shape) for t in e.in_types[:num_consts]), default=0)
    if largest > MAX_ELEMENTS:
        return None, f"it closes over an array of {largest} elements (at most {MAX_ELEMENTS} are read whole)"
    what = "the function lax.map applies"
    try:  # tried in a scratch region first: nothing is emitted for a map that cannot be one op
        scratch = Body(Names(), "")
        shapes = [t.shape for t in e.in_types[:num_consts]] + [() for _ in e.in_types[num_consts:]]
        trial = [Scalars(np.array([scratch.fresh() for _ in range(math.prod(shape))], dtype=object)
                         .reshape(shape), t.dtype) for shape, t in zip(shapes, e.in_types)]
        ScalarProgram(e, scratch, what).run(jaxpr, consts, trial)
    except UnsupportedError as error:
        return None, str(error)
    closed, scalars = read_whole([e.value(k) for k in range(num_consts)], 1)
    inputs = closed + [(e.value(k), identity_map(1)) for k in range(num_consts, len(e.in_types))]
    outputs = [(e.em.empty(t), identity_map(1)) for t in e.out_types]

    def body(b, args):
        rows = [Scalars(np.array(a, dtype=object), t.dtype)
                for a, t in zip(args[len(closed):], e.in_types[num_consts:])]
        outs = ScalarProgram(e, b, what).run(jaxpr, consts, scalars(args[:len(closed)]) + rows)
        return [y.names.item() for y in outs]
    return e.em.generic(inputs, outputs, ["parallel"], body), None


@rule("scan")
def _scan(e: Eqn):
    body = e.params["jaxpr"]
    jaxpr, consts = (body.jaxpr, body.consts) if isinstance(body, jcore.ClosedJaxpr) else (body, [])
    if int(e.params["length"]) == 0:  # the carries as they are, no rows
        num_consts, num_carry = int(e.params["num_consts"]), int(e.params["num_carry"])
        return [*(e.value(k) for k in range(num_consts, num_consts + num_carry)),
                *(e.em.empty(t) for t in e.out_types[num_carry:])]
    mapped, why_not = _map_of_scalars(e, jaxpr, consts)
    if mapped is not None:
        return mapped
    try:
        return _unrolled(e, jaxpr, consts)
    except UnsupportedError as error:
        if why_not is None:
            raise
        raise UnsupportedError(f"{error} (lax.map at {e.where} could not apply its function per element as one "
                               f"op: {why_not})") from None


def _unrolled(e: Eqn, jaxpr, consts):
    length = int(e.params["length"])
    num_consts, num_carry = int(e.params["num_consts"]), int(e.params["num_carry"])
    loop_consts = [e.value(k) for k in range(num_consts)]
    carry = [e.value(k) for k in range(num_consts, num_consts + num_carry)]
    scanned = range(num_consts + num_carry, len(e.eqn.invars))
    for k in scanned:
        _check_split_rows(e, k)
    e.record_scanned(scanned)
    rows: list[list] = [[None] * length for _ in range(len(jaxpr.outvars) - num_carry)]
    here, outer = e.location, name_stack(e.eqn)
    order = range(length - 1, -1, -1) if e.params.get("reverse") else range(length)
    for i in order:
        with e.em.at_location(here):
            xs = [_row(e, k, i) for k in scanned]
        scope = "/".join(s for s in (outer, f"scan[{i}]") if s)
        outs = e.lower_jaxpr(jaxpr, consts, [*loop_consts, *carry, *xs], scope)
        carry = outs[:num_carry]
        for k, y in enumerate(outs[num_carry:]):
            rows[k][i] = y
    ys = [Stacked(r, t, e.em, here) for r, t in zip(rows, e.out_types[num_carry:])]
    return [*carry, *ys]
