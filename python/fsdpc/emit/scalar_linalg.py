"""Small matrices in scalar programs: cholesky, lu, triangular_solve and
custom_linear_solve (``jnp.linalg.solve``, ``inv``, ``det``,
``cho_solve``) inside a while loop over small state, such as Newton's
method on a few unknowns solving with its Jacobian each iteration.

The same steps, in the same order and compute type, as the tensor rules
(emit/linalg.py): there each step is one op over the whole matrix, here
each element of each step is a scalar op on the elements' SSA names. LU's
pivot row is known only when the program runs, so swapping rows selects
between each row and the pivot candidates below it (emit/scalar_arrays.py
reads the same way). A matrix holds at most MAX_ELEMENTS elements.
"""

from __future__ import annotations

import numpy as np

from . import scalar as s
from .linalg import check_same_batch
from .lowering import Eqn
from .scalar_program import ScalarProgram, Scalars, scalar_rule
from .types import BOOL, compute_dtype, element_type

I32 = np.dtype(np.int32)


def _converted(p: ScalarProgram, names: np.ndarray, src, dst) -> np.ndarray:
    out = np.empty(names.shape, dtype=object)
    for index in np.ndindex(names.shape):
        out[index] = s.convert(p.b, names[index], src, dst)
    return out


@scalar_rule("cholesky")
def _cholesky(p: ScalarProgram, e: Eqn, ins: list[Scalars]) -> list[Scalars]:
    """potrf('L') by columns, the upper triangle left as it is; every
    element NaN when a pivot is not positive (XLA's result)."""
    a, out = ins[0], e.out_type
    cdt = compute_dtype(a.dtype)
    el = element_type(cdt)
    result = np.empty(a.names.shape, dtype=object)
    for batch in np.ndindex(a.names.shape[:-2]):
        m = _converted(p, a.names[batch], a.dtype, cdt)
        n, ok = m.shape[-1], s.const(p.b, True, BOOL)
        for k in range(n):
            ok = s.binary(p.b, "andi", "andi", ok, s.compare(p.b, "gt", m[k, k], s.const(p.b, 0.0, cdt), cdt), BOOL)
            d = p.b.op(f"math.sqrt {m[k, k]} : {el}")
            column = {i: p.b.op(f"arith.divf {m[i, k]}, {d} : {el}") for i in range(k + 1, n)}
            for i in range(k + 1, n):
                for j in range(k + 1, i + 1):
                    m[i, j] = p.b.op(f"arith.subf {m[i, j]}, {s.mul(p.b, column[i], column[j], cdt)} : {el}")
            m[k, k] = d
            for i, lik in column.items():
                m[i, k] = lik
        nan = s.const(p.b, float("nan"), cdt)
        for index in np.ndindex(m.shape):
            result[(*batch, *index)] = s.convert(p.b, s.select(p.b, ok, m[index], nan, cdt), cdt, out.dtype)
    return [Scalars(result, out.dtype)]


@scalar_rule("triangular_solve")
def _triangular_solve(p: ScalarProgram, e: Eqn, ins: list[Scalars]) -> list[Scalars]:
    """Forward or backward substitution by columns of op(A), as the tensor
    rule steps; X op(A) = B is solved as op(A)^T X^T = B^T."""
    prm, out = e.params, e.out_type
    a, rhs = ins
    check_same_batch(e, a.names.shape, rhs.names.shape)
    cdt = compute_dtype(out.dtype)
    el = element_type(cdt)
    transposed = bool(prm["transpose_a"])
    if not prm["left_side"]:
        transposed = not transposed
    lower = bool(prm["lower"]) != transposed
    result = np.empty(rhs.names.shape, dtype=object)
    for batch in np.ndindex(a.names.shape[:-2]):
        m = _converted(p, a.names[batch], a.dtype, cdt)
        r = _converted(p, rhs.names[batch], rhs.dtype, cdt)
        if not prm["left_side"]:
            r = r.T
        op = m.T if transposed else m
        n = op.shape[0]
        for k in range(n) if lower else range(n - 1, -1, -1):
            for c in range(r.shape[1]):
                xk = r[k, c] if prm["unit_diagonal"] else p.b.op(f"arith.divf {r[k, c]}, {op[k, k]} : {el}")
                r[k, c] = xk
                for i in (range(k + 1, n) if lower else range(k)):
                    r[i, c] = p.b.op(f"arith.subf {r[i, c]}, {s.mul(p.b, op[i, k], xk, cdt)} : {el}")
        if not prm["left_side"]:
            r = r.T
        result[batch] = _converted(p, r, cdt, out.dtype)
    return [Scalars(result, out.dtype)]


def _pivot(p: ScalarProgram, column: list[str], k: int, cdt) -> str:
    """The row at or after k with the largest magnitude in ``column``, the
    first of equal ones; a NaN counts below every number (emit/linalg.py's
    _pivot_row)."""
    el = element_type(cdt)
    best, best_i = s.const(p.b, -1.0, cdt), s.const(p.b, k, I32)
    for i in range(k, len(column)):
        mag = p.b.op(f"math.absf {column[i]} : {el}")
        mag = s.select(p.b, s.compare(p.b, "ne", mag, mag, cdt), s.const(p.b, -0.5, cdt), mag, cdt)
        better = s.compare(p.b, "gt", mag, best, cdt)
        best, best_i = s.select(p.b, better, mag, best, cdt), s.select(p.b, better, s.const(p.b, i, I32), best_i, I32)
    return best_i


def _swap_rows(p: ScalarProgram, rows: np.ndarray, k: int, pivot: str, dtype) -> np.ndarray:
    """Rows k and ``pivot`` (at or after k, known at run time) exchanged."""
    at = {i: s.compare(p.b, "eq", pivot, s.const(p.b, i, I32), I32) for i in range(k + 1, rows.shape[0])}
    swapped = rows.copy()
    for index in np.ndindex(rows.shape[1:]):
        row_k = rows[(k, *index)]
        for i, hit in at.items():
            swapped[(k, *index)] = s.select(p.b, hit, rows[(i, *index)], swapped[(k, *index)], dtype)
            swapped[(i, *index)] = s.select(p.b, hit, row_k, rows[(i, *index)], dtype)
    return swapped


@scalar_rule("lu")
def _lu(p: ScalarProgram, e: Eqn, ins: list[Scalars]) -> list[Scalars]:
    """getrf with partial pivoting, as the tensor rule: the factors in one
    matrix, the pivot rows and the permutation they make (int32)."""
    a = ins[0]
    cdt = compute_dtype(a.dtype)
    el = element_type(cdt)
    factors, pivots, perms = (np.empty(t.shape, dtype=object) for t in e.out_types)
    for batch in np.ndindex(a.names.shape[:-2]):
        m = _converted(p, a.names[batch], a.dtype, cdt)
        rows, cols = m.shape
        perm = np.array([s.const(p.b, i, I32) for i in range(rows)], dtype=object)
        for k in range(min(rows, cols)):
            pivot = _pivot(p, list(m[:, k]), k, cdt)
            m, perm = _swap_rows(p, m, k, pivot, cdt), _swap_rows(p, perm, k, pivot, I32)
            nonzero = s.compare(p.b, "ne", m[k, k], s.const(p.b, 0.0, cdt), cdt)
            for i in range(k + 1, rows):
                lik = s.select(p.b, nonzero, p.b.op(f"arith.divf {m[i, k]}, {m[k, k]} : {el}"), m[i, k], cdt)
                for j in range(k + 1, cols):
                    m[i, j] = p.b.op(f"arith.subf {m[i, j]}, {s.mul(p.b, lik, m[k, j], cdt)} : {el}")
                m[i, k] = lik
            pivots[(*batch, k)] = pivot
        factors[batch] = _converted(p, m, cdt, e.out_types[0].dtype)
        perms[batch] = perm
    return [Scalars(x, t.dtype) for x, t in zip((factors, pivots, perms), e.out_types)]


@scalar_rule("custom_linear_solve")
def _custom_linear_solve(p: ScalarProgram, e: Eqn, ins: list[Scalars]) -> list[Scalars]:
    """The solve function on the right-hand side, as the tensor rule."""
    lengths, jaxprs = e.params["const_lengths"], e.params["jaxprs"]
    start = lengths.matvec + lengths.vecmat
    closed = jaxprs.solve
    return p.run(closed.jaxpr, closed.consts, [*ins[start:start + lengths.solve], *ins[sum(lengths):]])
