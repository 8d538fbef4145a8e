"""``lax.while_loop`` (and ``fori_loop`` with traced bounds) over small
state: one ``linalg.generic`` over no loops whose region runs the whole loop
as a scalar program (emit/scalar_program.py), its ``scf.while`` iterating
as often as the run needs.

Every operand (the carries and what the loop closes over) must be small, at
most ``MAX_ELEMENTS`` elements: a step's scalars (a step size searched by
bisection, a Newton iteration on a temperature, a counter with a traced
bound), a PRNG key, a few numbers. Each element of an operand is read by the
op through a constant indexing map, and each element of a result is one
rank-0 output, concatenated back into the result's shape. A loop over
arrays (a batch's, a parameter's) is still refused: the global program is
straight-line code, and such a loop's work and memory per iteration would
be unknown to the schedule.
"""

from __future__ import annotations

import math

from ..errors import UnsupportedError
from .builder import affine_map
from .lowering import KEY_PARAMS, Eqn, Stacked, rule
from .scalar_program import MAX_ELEMENTS, ScalarProgram, read_whole
from .shape import reshape
from .types import TensorType


def _refuse(e: Eqn, size: int):
    return UnsupportedError(
        f"primitive 'while' at {e.where}: a lax.while_loop over arrays ({size} elements of state or of what it "
        f"closes over; at most {MAX_ELEMENTS} run as one program) is not supported: its trip count is only known "
        f"at run time; use lax.scan or fori_loop with Python int bounds (fsdpc unrolls those), or lax.map a "
        f"function of scalars (its loops run per element)")


def _assembled(e: Eqn, pieces, t: TensorType):
    """The rank-0 ``pieces`` (row-major) as one tensor of type ``t``."""
    if math.prod(t.shape) == 0:
        return e.em.empty(t)
    if not t.shape:
        return pieces[0]
    flat = Stacked(pieces, TensorType((len(pieces),), t.dtype), e.em, e.location).concatenate()
    return reshape(e.em, flat, t.shape)


KEY_PARAMS["while"] = None  # a key carried by a loop is its data


@rule("while")
def _while(e: Eqn):
    size = max((math.prod(t.shape) for t in e.in_types), default=0)
    if size > MAX_ELEMENTS:
        raise _refuse(e, size)
    inputs, scalars = read_whole(e.values(), 0)
    elements = [TensorType((), t.dtype) for t in e.out_types for _ in range(math.prod(t.shape))]
    outputs = [(e.em.empty(t), affine_map(0, [])) for t in elements]

    def body(b, args):
        outs = ScalarProgram(e, b, "the while loop").apply(e, scalars(args))
        return [name for x in outs for name in x.flat()]

    pieces = e.em.generic(inputs, outputs, [], body) if outputs else []
    results, at = [], 0
    for t in e.out_types:
        n = math.prod(t.shape)
        results.append(_assembled(e, pieces[at:at + n], t))
        at += n
    return results
