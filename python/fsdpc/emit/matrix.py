"""Helpers of the unrolled dense linear algebra (linalg.py, qr.py, eigh.py):
each step of a factorization is one all-parallel ``linalg.generic`` over a
batched matrix [*batch, rows, cols], reading pivots through constant
indexing maps or ``tensor.extract``."""

from __future__ import annotations

import warnings

from ..errors import FsdpcWarning
from . import scalar as s
from .builder import Body, affine_map, identity_map
from .lowering import Eqn
from .types import BOOL, TensorType, is_float

# Past this many ops the unrolled steps make a long program (seconds to
# compile); worth a word.
LARGE_PROGRAM = 1024


def check_matrix(e: Eqn, steps: int, ops_per_step: int) -> None:
    """Floating point only; a warning naming the line when the unrolled
    ``steps`` (``ops_per_step`` ops each) make more than LARGE_PROGRAM ops."""
    if not is_float(e.in_types[0].dtype):
        raise e.unsupported(f"{e.prim} of {e.in_types[0].dtype} (only floating point is supported)")
    if steps * ops_per_step > LARGE_PROGRAM:
        shape = "x".join(map(str, e.in_types[0].shape[-2:]))
        warnings.warn(FsdpcWarning(
            f"{e.prim} at {e.where} of a {shape} matrix: fsdpc unrolls it into {steps * ops_per_step} ops; "
            f"a factorization this large belongs outside the training step"), stacklevel=2)


class Step:
    """One step's generic over a batched matrix [*batch, rows, cols]: maps
    reading the matrix at (row, col) expressions, and the loop indices."""

    def __init__(self, rank: int):
        self.rank = rank
        self.batch = [f"d{d}" for d in range(rank - 2)]
        self.row, self.col = f"d{rank - 2}", f"d{rank - 1}"

    def at(self, row, col) -> str:
        return affine_map(self.rank, [*self.batch, row, col])

    def per_matrix(self) -> str:
        return affine_map(self.rank, self.batch)

    def indices(self, b: Body):
        """(batch index names, i, j) inside the body."""
        names = [b.op(f"linalg.index {d} : index") for d in range(self.rank)]
        return names[:-2], names[-2], names[-1]


def index_cmp(b: Body, pred: str, x: str, k) -> str:
    """Index ``x`` against ``k`` (a constant or an index name)."""
    y = b.op(f"arith.constant {k} : index") if isinstance(k, int) else k
    return b.op(f"arith.cmpi {pred}, {x}, {y} : index")


def all_true(b: Body, *ps: str) -> str:
    r = ps[0]
    for p in ps[1:]:
        r = s.binary(b, "andi", "andi", r, p, BOOL)
    return r


def parallel_generic(e: Eqn, inputs, out: TensorType, body):
    (r,) = e.em.generic(inputs, [(e.em.empty(out), identity_map(out.rank))], ["parallel"] * out.rank, body)
    return r


def identity_matrix(e: Eqn, t: TensorType):
    """The identity of type ``t`` [*batch, rows, cols] (ones where row == col)."""
    st = Step(t.rank)
    return e.em.generic([], [(e.em.empty(t), identity_map(t.rank))], ["parallel"] * t.rank,
                        lambda b, _: [s.convert(b, index_cmp(b, "eq", *st.indices(b)[1:]), BOOL, t.dtype)])[0]


def nan_unless(e: Eqn, x, ok, batch_n: int):
    """``x`` where ``ok`` (a bool per matrix, [*batch] over x's leading
    ``batch_n`` dims), NaN elsewhere: a factorization that failed."""
    per = affine_map(x.type.rank, [f"d{d}" for d in range(batch_n)])
    dt = x.type.dtype
    return parallel_generic(e, [(x, identity_map(x.type.rank)), (ok, per)], x.type,
                            lambda b, a: [s.select(b, a[1], a[0], s.const(b, float("nan"), dt), dt)])


def extract(b: Body, v, indices) -> str:
    """Element ``indices`` (index names) of ``v``, captured from above."""
    return b.op(f"tensor.extract {v.name}[{', '.join(indices)}] : {v.type}")


def extract_at(b: Body, v, batch, row: str, col: str) -> str:
    return extract(b, v, [*batch, row, col])
