"""Dense linear algebra, unrolled over the matrix size: cholesky,
triangular_solve, lu and custom_linear_solve (``jnp.linalg.solve``, ``inv``,
``det``, ``slogdet``, ``cholesky``, ``jax.scipy.linalg.solve_triangular``,
``cho_solve``, ``lu_factor`` and their gradients); QR in qr.py, eigh in
eigh.py, the shared step helpers in matrix.py.

Each factorization or solve is n steps for an n x n matrix (n is static),
each step one all-parallel ``linalg.generic`` over the whole (batched)
matrix: the step's pivot row, column and element are read through constant
indexing maps (LU's pivot row, chosen at run time, by ``tensor.extract``).
That is LAPACK's O(n^3) arithmetic in O(n) ops, in LAPACK's (unblocked)
order, so results agree with XLA:CPU's to rounding. Meant for the small
matrices inside a training step (a preconditioner block, a kernel matrix, a
solve in a loss): past ``LARGE_PROGRAM`` ops a warning names the line.
Batch dimensions are parallel loops, so a batch split passes through.
"""

from __future__ import annotations

import numpy as np

from . import scalar as s
from .builder import affine_map, identity_map
from .elementwise import convert_tensor
from .lowering import Eqn, rule, scalar_constant
from .matrix import Step, all_true, check_matrix, extract_at, index_cmp, nan_unless, parallel_generic
from .shape import reshape, transpose
from .types import BOOL, TensorType, compute_dtype, element_type

I32 = np.dtype(np.int32)


# --- cholesky -----------------------------------------------------------------


def _cholesky_step(e: Eqn, v, k: int):
    """Column k of L (the pivot's square root, the column below divided by
    it) and the rank-1 update of the lower trailing block; the upper
    triangle is left as it is, as LAPACK's potrf('L') leaves it."""
    st, t = Step(v.type.rank), v.type
    dt, el = t.dtype, element_type(t.dtype)
    inputs = [(v, identity_map(t.rank)), (v, st.at(st.row, k)), (v, st.at(st.col, k)), (v, st.at(k, k))]

    def body(b, args):
        aij, aik, ajk, akk = args[:4]
        _, i, j = st.indices(b)
        d = b.op(f"math.sqrt {akk} : {el}")
        lik = b.op(f"arith.divf {aik}, {d} : {el}")
        ljk = b.op(f"arith.divf {ajk}, {d} : {el}")
        update = b.op(f"arith.subf {aij}, {s.mul(b, lik, ljk, dt)} : {el}")
        trailing = all_true(b, index_cmp(b, "ugt", i, k), index_cmp(b, "ugt", j, k), index_cmp(b, "ule", j, i))
        column = s.select(b, index_cmp(b, "eq", i, k), d, lik, dt)
        r = s.select(b, trailing, update, aij, dt)
        return [s.select(b, all_true(b, index_cmp(b, "eq", j, k), index_cmp(b, "uge", i, k)), column, r, dt)]

    return parallel_generic(e, inputs, t, body)


def _nan_unless_factored(e: Eqn, v):
    """All NaN when a pivot was not positive (or NaN): the matrix is not
    positive definite, and XLA returns NaNs for the whole matrix."""
    t = v.type
    dt = t.dtype
    ok_t = TensorType(t.shape[:-2], BOOL)
    ok_init = e.em.fill(scalar_constant(e.em, True, BOOL), ok_t)
    diag = affine_map(t.rank - 1, [*[f"d{d}" for d in range(t.rank - 2)], f"d{t.rank - 2}", f"d{t.rank - 2}"])

    def positive(b, args):
        good = s.compare(b, "gt", args[0], s.const(b, 0.0, dt), dt)
        return [s.binary(b, "andi", "andi", good, args[1], BOOL)]

    (ok,) = e.em.generic([(v, diag)], [(ok_init, affine_map(t.rank - 1, [f"d{d}" for d in range(t.rank - 2)]))],
                         ["parallel"] * (t.rank - 2) + ["reduction"], positive)
    return nan_unless(e, v, ok, t.rank - 2)


@rule("cholesky")
def _cholesky(e: Eqn):
    a, out = e.value(0), e.out_type
    n = a.type.shape[-1]
    check_matrix(e, n, ops_per_step=1)
    v = convert_tensor(e.em, a, compute_dtype(a.type.dtype))
    for k in range(n):
        v = _cholesky_step(e, v, k)
    return [convert_tensor(e.em, _nan_unless_factored(e, v), out.dtype)]


# --- triangular_solve ---------------------------------------------------------


def _substitution_step(e: Eqn, a, r, k: int, lower: bool, transposed: bool, unit: bool):
    """Row k of the solution (the residual's row k over the diagonal) and
    its elimination from the rows after k (before k for an upper matrix) of
    the residual; M = A, or A^T when ``transposed``."""
    st, t = Step(r.type.rank), r.type
    dt, el = t.dtype, element_type(t.dtype)
    m_ik = st.at(k, st.row) if transposed else st.at(st.row, k)
    inputs = [(r, identity_map(t.rank)), (r, st.at(k, st.col)), (a, m_ik), (a, st.at(k, k))]

    def body(b, args):
        ric, rkc, mik, mkk = args[:4]
        _, i, _ = st.indices(b)
        xk = rkc if unit else b.op(f"arith.divf {rkc}, {mkk} : {el}")
        eliminated = b.op(f"arith.subf {ric}, {s.mul(b, mik, xk, dt)} : {el}")
        r = s.select(b, index_cmp(b, "ugt" if lower else "ult", i, k), eliminated, ric, dt)
        return [s.select(b, index_cmp(b, "eq", i, k), xk, r, dt)]

    return parallel_generic(e, inputs, t, body)


def _swap_last(em, v):
    rank = v.type.rank
    return transpose(em, v, [*range(rank - 2), rank - 1, rank - 2])


def check_same_batch(e: Eqn, a_shape, b_shape) -> None:
    """JAX traces a solve whose matrix has other batch dims than its
    right-hand side (and fails only when XLA lowers it); refused here."""
    if tuple(a_shape[:-2]) != tuple(b_shape[:-2]):
        raise e.unsupported(f"a solve of a matrix of batch shape {tuple(a_shape[:-2])} with right-hand "
                            f"sides of batch shape {tuple(b_shape[:-2])}")


@rule("triangular_solve")
def _triangular_solve(e: Eqn):
    """op(A) X = B (``left_side``) or X op(A) = B, by forward or backward
    substitution; the right-side form is the left one on the transposes."""
    p = e.params
    a, bv, out = e.value(0), e.value(1), e.out_type
    check_same_batch(e, a.type.shape, bv.type.shape)
    n = a.type.shape[-1]
    check_matrix(e, n, ops_per_step=1)
    cdt = compute_dtype(out.dtype)
    a, r = convert_tensor(e.em, a, cdt), convert_tensor(e.em, bv, cdt)
    transposed = bool(p["transpose_a"])
    if not p["left_side"]:  # X op(A) = B  <=>  op(A)^T X^T = B^T
        r, transposed = _swap_last(e.em, r), not transposed
    lower = bool(p["lower"]) != transposed  # op(A) is lower triangular
    for k in range(n) if lower else range(n - 1, -1, -1):
        r = _substitution_step(e, a, r, k, lower, transposed, bool(p["unit_diagonal"]))
    if not p["left_side"]:
        r = _swap_last(e.em, r)
    return [convert_tensor(e.em, r, out.dtype)]


# --- lu -----------------------------------------------------------------------


def _pivot_row(e: Eqn, v, k: int):
    """The row at or below k with the largest |v[., k]|, the first of equal
    ones (LAPACK's isamax), as int32 [*batch]. A NaN counts below every
    number here; XLA:CPU's BLAS treats NaNs its own way, so with a NaN in a
    pivot column the pivots may differ. The update does not depend on
    visiting order."""
    st, t = Step(v.type.rank), v.type
    dt = t.dtype
    batch_t = t.shape[:-2]
    best = e.em.fill(scalar_constant(e.em, -1.0, dt), TensorType(batch_t, dt))
    best_i = e.em.fill(scalar_constant(e.em, k, I32), TensorType(batch_t, I32))
    loops = st.rank - 1  # batch dims, then the row loop (a reduction)
    column = affine_map(loops, [*[f"d{d}" for d in range(loops - 1)], f"d{loops - 1}", k])
    per_matrix = affine_map(loops, [f"d{d}" for d in range(loops - 1)])

    def body(b, args):
        x, acc, acc_i = args
        i = b.op(f"linalg.index {loops - 1} : index")
        i32 = b.op(f"arith.index_cast {i} : index to i32")
        mag = b.op(f"math.absf {x} : {element_type(dt)}")
        mag = s.select(b, s.compare(b, "ne", mag, mag, dt), s.const(b, -0.5, dt), mag, dt)
        better = s.compare(b, "gt", mag, acc, dt)
        tie = all_true(b, s.compare(b, "eq", mag, acc, dt), s.compare(b, "lt", i32, acc_i, I32))
        take = all_true(b, index_cmp(b, "uge", i, k), s.binary(b, "ori", "ori", better, tie, BOOL))
        return [s.select(b, take, mag, acc, dt), s.select(b, take, i32, acc_i, I32)]

    _, pivot = e.em.generic([(v, column)], [(best, per_matrix), (best_i, per_matrix)],
                            ["parallel"] * (loops - 1) + ["reduction"], body)
    return pivot





def _lu_step(e: Eqn, v, pivot, k: int):
    """Rows k and p swapped (p the pivot row), the column below k divided by
    the pivot (unless it is 0: then the whole column is), and the rank-1
    update of the trailing block."""
    st, t = Step(v.type.rank), v.type
    dt, el = t.dtype, element_type(t.dtype)
    inputs = [(v, identity_map(t.rank)), (v, st.at(k, st.col)), (v, st.at(st.row, k)), (v, st.at(k, k)),
              (pivot, st.per_matrix())]

    def body(b, args):
        vij, vkj, vik, vkk, p32 = args[:5]
        batch, i, j = st.indices(b)
        p = b.op(f"arith.index_cast {p32} : i32 to index")
        col_k = b.op(f"arith.constant {k} : index")
        vpj, vpk = extract_at(b, v, batch, p, j), extract_at(b, v, batch, p, col_k)
        at_p = b.op(f"arith.cmpi eq, {i}, {p} : index")
        src_ij, src_ik = s.select(b, at_p, vkj, vij, dt), s.select(b, at_p, vkk, vik, dt)
        nonzero = s.compare(b, "ne", vpk, s.const(b, 0.0, dt), dt)
        l_ik = s.select(b, nonzero, b.op(f"arith.divf {src_ik}, {vpk} : {el}"), src_ik, dt)
        updated = b.op(f"arith.subf {src_ij}, {s.mul(b, l_ik, vpj, dt)} : {el}")
        below = s.select(b, index_cmp(b, "eq", j, k), l_ik,
                         s.select(b, index_cmp(b, "ugt", j, k), updated, src_ij, dt), dt)
        r = s.select(b, index_cmp(b, "ugt", i, k), below, vij, dt)
        return [s.select(b, index_cmp(b, "eq", i, k), vpj, r, dt)]

    return parallel_generic(e, inputs, t, body)


def _swap_entries(e: Eqn, perm, pivot, k: int):
    """perm with entries k and p exchanged."""
    rank = perm.type.rank
    batch = [f"d{d}" for d in range(rank - 1)]
    inputs = [(perm, identity_map(rank)), (perm, affine_map(rank, [*batch, k])),
              (pivot, affine_map(rank, batch))]

    def body(b, args):
        pi, pk, p32 = args[:3]
        idx = [b.op(f"linalg.index {d} : index") for d in range(rank)]
        p = b.op(f"arith.index_cast {p32} : i32 to index")
        pp = b.op(f"tensor.extract {perm.name}[{', '.join([*idx[:-1], p])}] : {perm.type}")
        at_p = b.op(f"arith.cmpi eq, {idx[-1]}, {p} : index")
        r = s.select(b, at_p, pk, pi, I32)
        return [s.select(b, index_cmp(b, "eq", idx[-1], k), pp, r, I32)]

    return parallel_generic(e, inputs, perm.type, body)


@rule("lu")
def _lu(e: Eqn):
    """LAPACK's getrf: partial pivoting by the largest magnitude; the
    factors in one matrix (L's unit diagonal implied), the pivot rows and
    the permutation they make, as int32."""
    a = e.value(0)
    t = a.type
    m, n = t.shape[-2:]
    check_matrix(e, min(m, n), ops_per_step=4)
    v = convert_tensor(e.em, a, compute_dtype(t.dtype))
    batch_t = t.shape[:-2]
    perm_t = TensorType((*batch_t, m), I32)
    rank = perm_t.rank
    perm = e.em.generic([], [(e.em.empty(perm_t), identity_map(rank))], ["parallel"] * rank,
                        lambda b, _: [b.op(f"arith.index_cast {b.op(f'linalg.index {rank - 1} : index')} "
                                           f": index to i32")])[0]
    pivots = []
    for k in range(min(m, n)):
        pivot = _pivot_row(e, v, k)
        v = _lu_step(e, v, pivot, k)
        perm = _swap_entries(e, perm, pivot, k)
        pivots.append(reshape(e.em, pivot, (*batch_t, 1)))
    if not pivots:  # an empty matrix: no steps
        pivot_rows = e.em.empty(TensorType((*batch_t, 0), I32))
    elif len(pivots) == 1:
        pivot_rows = pivots[0]
    else:
        out_t = TensorType((*batch_t, len(pivots)), I32)
        names, types = ", ".join(p.name for p in pivots), ", ".join(str(p.type) for p in pivots)
        pivot_rows = e.em.op(f"tensor.concat dim({len(batch_t)}) {names} : ({types}) -> {out_t}", out_t)
    return [convert_tensor(e.em, v, e.out_types[0].dtype), pivot_rows, perm]


# --- custom_linear_solve ------------------------------------------------------


@rule("custom_linear_solve")
def _custom_linear_solve(e: Eqn):
    """The solve function applied to the right-hand side (what JAX's
    implementation does; the other functions serve differentiation, which
    has already happened in the trace)."""
    lengths, jaxprs = e.params["const_lengths"], e.params["jaxprs"]
    operands = e.values()
    start = lengths.matvec + lengths.vecmat
    solve_consts = operands[start:start + lengths.solve]
    rhs = operands[sum(lengths):]
    closed = jaxprs.solve
    return e.lower_jaxpr(closed.jaxpr, closed.consts, [*solve_consts, *rhs], "custom_linear_solve")


@rule("platform_index")
def _platform_index(e: Eqn):
    """``lax.platform_dependent``'s branch: the one for CPU (or the default);
    every branch computes the same function, so any is right on any device.
    Known at trace time, so the cond it feeds lowers that branch alone (the
    others may hold primitives of other platforms)."""
    platforms = e.params["platforms"]
    chosen = next((k for k, group in enumerate(platforms) if group is not None and "cpu" in group), None)
    if chosen is None:
        chosen = next((k for k, group in enumerate(platforms) if group is None), len(platforms))
    return [e.know(e.em.fill(scalar_constant(e.em, chosen, e.out_type.dtype), e.out_type), chosen)]
