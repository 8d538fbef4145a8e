"""Dense linear algebra, unrolled over the matrix size: cholesky,
triangular_solve, lu, qr and custom_linear_solve (``jnp.linalg.solve``,
``inv``, ``det``, ``slogdet``, ``cholesky``, ``qr``,
``jax.scipy.linalg.solve_triangular``, ``cho_solve``, ``lu_factor`` and their
gradients).

Each factorization or solve is n steps for an n x n matrix (n is static),
each step one all-parallel ``linalg.generic`` over the whole (batched)
matrix: the step's pivot row, column and element are read through constant
indexing maps (LU's pivot row, chosen at run time, by ``tensor.extract``).
That is LAPACK's O(n^3) arithmetic in O(n) ops, in LAPACK's (unblocked)
order, so results agree with XLA:CPU's to rounding. Meant for the small
matrices inside a training step (a preconditioner block, a kernel matrix, a
solve in a loss): past ``LARGE_MATRIX`` a warning names the line.
Batch dimensions are parallel loops, so a batch split passes through.
"""

from __future__ import annotations

import warnings

import numpy as np

from ..errors import FsdpcWarning
from . import scalar as s
from .builder import Body, affine_map, identity_map
from .elementwise import convert_tensor
from .lowering import Eqn, rule, scalar_constant
from .shape import extract_slice, reshape, transpose
from .types import BOOL, TensorType, compute_dtype, element_type, is_float

I32 = np.dtype(np.int32)
# Past this size the unrolled steps make a long program; worth a word.
LARGE_MATRIX = 256


def _check(e: Eqn, steps: int) -> None:
    if not is_float(e.in_types[0].dtype):
        raise e.unsupported(f"{e.prim} of {e.in_types[0].dtype} (only floating point is supported)")
    if steps > LARGE_MATRIX:
        shape = "x".join(map(str, e.in_types[0].shape[-2:]))
        warnings.warn(FsdpcWarning(
            f"{e.prim} at {e.where} of a {shape} matrix: fsdpc unrolls it into {steps} steps of a few "
            f"ops each; a factorization this large belongs outside the training step"), stacklevel=2)


class _Step:
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


def _cmp(b: Body, pred: str, x: str, k) -> str:
    """Index ``x`` against ``k`` (a constant or an index name)."""
    y = b.op(f"arith.constant {k} : index") if isinstance(k, int) else k
    return b.op(f"arith.cmpi {pred}, {x}, {y} : index")


def _and(b: Body, *ps: str) -> str:
    r = ps[0]
    for p in ps[1:]:
        r = s.binary(b, "andi", "andi", r, p, BOOL)
    return r


def _generic(e: Eqn, inputs, out: TensorType, body):
    (r,) = e.em.generic(inputs, [(e.em.empty(out), identity_map(out.rank))], ["parallel"] * out.rank, body)
    return r


# --- cholesky -----------------------------------------------------------------


def _cholesky_step(e: Eqn, v, k: int):
    """Column k of L (the pivot's square root, the column below divided by
    it) and the rank-1 update of the lower trailing block; the upper
    triangle is left as it is, as LAPACK's potrf('L') leaves it."""
    st, t = _Step(v.type.rank), v.type
    dt, el = t.dtype, element_type(t.dtype)
    inputs = [(v, identity_map(t.rank)), (v, st.at(st.row, k)), (v, st.at(st.col, k)), (v, st.at(k, k))]

    def body(b, args):
        aij, aik, ajk, akk = args[:4]
        _, i, j = st.indices(b)
        d = b.op(f"math.sqrt {akk} : {el}")
        lik = b.op(f"arith.divf {aik}, {d} : {el}")
        ljk = b.op(f"arith.divf {ajk}, {d} : {el}")
        update = b.op(f"arith.subf {aij}, {s.mul(b, lik, ljk, dt)} : {el}")
        trailing = _and(b, _cmp(b, "ugt", i, k), _cmp(b, "ugt", j, k), b.op(f"arith.cmpi ule, {j}, {i} : index"))
        column = s.select(b, _cmp(b, "eq", i, k), d, lik, dt)
        r = s.select(b, trailing, update, aij, dt)
        return [s.select(b, _and(b, _cmp(b, "eq", j, k), _cmp(b, "uge", i, k)), column, r, dt)]

    return _generic(e, inputs, t, body)


def _nan_unless_factored(e: Eqn, v):
    """All NaN when a pivot was not positive (or NaN): the matrix is not
    positive definite, and XLA returns NaNs for the whole matrix."""
    st, t = _Step(v.type.rank), v.type
    dt = t.dtype
    ok_t = TensorType(t.shape[:-2], BOOL)
    ok_init = e.em.fill(scalar_constant(e.em, True, BOOL), ok_t)
    diag = affine_map(t.rank - 1, [*[f"d{d}" for d in range(t.rank - 2)], f"d{t.rank - 2}", f"d{t.rank - 2}"])

    def positive(b, args):
        good = s.compare(b, "gt", args[0], s.const(b, 0.0, dt), dt)
        return [s.binary(b, "andi", "andi", good, args[1], BOOL)]

    (ok,) = e.em.generic([(v, diag)], [(ok_init, affine_map(t.rank - 1, [f"d{d}" for d in range(t.rank - 2)]))],
                         ["parallel"] * (t.rank - 2) + ["reduction"], positive)
    return _generic(e, [(v, identity_map(t.rank)), (ok, st.per_matrix())], t,
                    lambda b, a: [s.select(b, a[1], a[0], s.const(b, float("nan"), dt), dt)])


@rule("cholesky")
def _cholesky(e: Eqn):
    a, out = e.value(0), e.out_type
    n = a.type.shape[-1]
    _check(e, n)
    v = convert_tensor(e.em, a, compute_dtype(a.type.dtype))
    for k in range(n):
        v = _cholesky_step(e, v, k)
    return [convert_tensor(e.em, _nan_unless_factored(e, v), out.dtype)]


# --- triangular_solve ---------------------------------------------------------


def _substitution_step(e: Eqn, a, r, k: int, lower: bool, transposed: bool, unit: bool):
    """Row k of the solution (the residual's row k over the diagonal) and
    its elimination from the rows after k (before k for an upper matrix) of
    the residual; M = A, or A^T when ``transposed``."""
    st, t = _Step(r.type.rank), r.type
    dt, el = t.dtype, element_type(t.dtype)
    m_ik = st.at(k, st.row) if transposed else st.at(st.row, k)
    inputs = [(r, identity_map(t.rank)), (r, st.at(k, st.col)), (a, m_ik), (a, st.at(k, k))]

    def body(b, args):
        ric, rkc, mik, mkk = args[:4]
        _, i, _ = st.indices(b)
        xk = rkc if unit else b.op(f"arith.divf {rkc}, {mkk} : {el}")
        eliminated = b.op(f"arith.subf {ric}, {s.mul(b, mik, xk, dt)} : {el}")
        r = s.select(b, _cmp(b, "ugt" if lower else "ult", i, k), eliminated, ric, dt)
        return [s.select(b, _cmp(b, "eq", i, k), xk, r, dt)]

    return _generic(e, inputs, t, body)


def _swap_last(em, v):
    rank = v.type.rank
    return transpose(em, v, [*range(rank - 2), rank - 1, rank - 2])


@rule("triangular_solve")
def _triangular_solve(e: Eqn):
    """op(A) X = B (``left_side``) or X op(A) = B, by forward or backward
    substitution; the right-side form is the left one on the transposes."""
    p = e.params
    a, bv, out = e.value(0), e.value(1), e.out_type
    n = a.type.shape[-1]
    _check(e, n)
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
    st, t = _Step(v.type.rank), v.type
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
        tie = _and(b, s.compare(b, "eq", mag, acc, dt), s.compare(b, "lt", i32, acc_i, I32))
        take = _and(b, _cmp(b, "uge", i, k), s.binary(b, "ori", "ori", better, tie, BOOL))
        return [s.select(b, take, mag, acc, dt), s.select(b, take, i32, acc_i, I32)]

    _, pivot = e.em.generic([(v, column)], [(best, per_matrix), (best_i, per_matrix)],
                            ["parallel"] * (loops - 1) + ["reduction"], body)
    return pivot


def _extract(b: Body, v, batch, row: str, col: str) -> str:
    return b.op(f"tensor.extract {v.name}[{', '.join([*batch, row, col])}] : {v.type}")


def _lu_step(e: Eqn, v, pivot, k: int):
    """Rows k and p swapped (p the pivot row), the column below k divided by
    the pivot (unless it is 0: then the whole column is), and the rank-1
    update of the trailing block."""
    st, t = _Step(v.type.rank), v.type
    dt, el = t.dtype, element_type(t.dtype)
    inputs = [(v, identity_map(t.rank)), (v, st.at(k, st.col)), (v, st.at(st.row, k)), (v, st.at(k, k)),
              (pivot, st.per_matrix())]

    def body(b, args):
        vij, vkj, vik, vkk, p32 = args[:5]
        batch, i, j = st.indices(b)
        p = b.op(f"arith.index_cast {p32} : i32 to index")
        col_k = b.op(f"arith.constant {k} : index")
        vpj, vpk = _extract(b, v, batch, p, j), _extract(b, v, batch, p, col_k)
        at_p = b.op(f"arith.cmpi eq, {i}, {p} : index")
        src_ij, src_ik = s.select(b, at_p, vkj, vij, dt), s.select(b, at_p, vkk, vik, dt)
        nonzero = s.compare(b, "ne", vpk, s.const(b, 0.0, dt), dt)
        l_ik = s.select(b, nonzero, b.op(f"arith.divf {src_ik}, {vpk} : {el}"), src_ik, dt)
        updated = b.op(f"arith.subf {src_ij}, {s.mul(b, l_ik, vpj, dt)} : {el}")
        below = s.select(b, _cmp(b, "eq", j, k), l_ik,
                         s.select(b, _cmp(b, "ugt", j, k), updated, src_ij, dt), dt)
        r = s.select(b, _cmp(b, "ugt", i, k), below, vij, dt)
        return [s.select(b, _cmp(b, "eq", i, k), vpj, r, dt)]

    return _generic(e, inputs, t, body)


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
        return [s.select(b, _cmp(b, "eq", idx[-1], k), pp, r, I32)]

    return _generic(e, inputs, perm.type, body)


@rule("lu")
def _lu(e: Eqn):
    """LAPACK's getrf: partial pivoting by the largest magnitude; the
    factors in one matrix (L's unit diagonal implied), the pivot rows and
    the permutation they make, as int32."""
    a = e.value(0)
    t = a.type
    m, n = t.shape[-2:]
    _check(e, min(m, n))
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


# --- qr -----------------------------------------------------------------------


def _column_below(e: Eqn, v, k: int):
    """sum of v[i, k]^2 over the rows i > k, as [*batch]."""
    t = v.type
    loops = t.rank - 1  # batch dims, then the row loop (a reduction)
    batch = [f"d{d}" for d in range(loops - 1)]
    init = e.em.fill(scalar_constant(e.em, 0.0, t.dtype), TensorType(t.shape[:-2], t.dtype), is_zero=True)

    def body(b, args):
        i = b.op(f"linalg.index {loops - 1} : index")
        square = s.select(b, _cmp(b, "ugt", i, k), s.mul(b, args[0], args[0], t.dtype),
                          s.const(b, 0.0, t.dtype), t.dtype)
        return [s.add(b, square, args[1], t.dtype)]

    (r,) = e.em.generic([(v, affine_map(loops, [*batch, f"d{loops - 1}", k]))],
                        [(init, affine_map(loops, batch))], ["parallel"] * (loops - 1) + ["reduction"], body)
    return r


def _reflector(e: Eqn, v, norm2, k: int):
    """LAPACK's dlarfg for column k: (tau, beta, 1 / (alpha - beta)) with
    beta = -sign(alpha) |x|; tau = 0 (no reflection) when nothing is below
    the diagonal."""
    t = v.type
    dt, el = t.dtype, element_type(t.dtype)
    batch_t = TensorType(t.shape[:-2], dt)
    rank = batch_t.rank
    batch = [f"d{d}" for d in range(rank)]
    per = identity_map(rank)

    def body(b, args):
        alpha, n2 = args[0], args[1]
        zero = s.const(b, 0.0, dt)
        hyp = b.op(f"math.sqrt {s.add(b, s.mul(b, alpha, alpha, dt), n2, dt)} : {el}")
        # -sign(alpha) |x| by alpha's sign bit, as Fortran's SIGN: -0 counts as negative.
        beta = b.op(f"arith.negf {b.op(f'math.copysign {hyp}, {alpha} : {el}')} : {el}")
        tau = b.op(f"arith.divf {b.op(f'arith.subf {beta}, {alpha} : {el}')}, {beta} : {el}")
        scale = b.op(f"arith.divf {s.const(b, 1.0, dt)}, {b.op(f'arith.subf {alpha}, {beta} : {el}')} : {el}")
        trivial = s.compare(b, "eq", n2, zero, dt)
        return [s.select(b, trivial, zero, tau, dt), s.select(b, trivial, alpha, beta, dt),
                s.select(b, trivial, zero, scale, dt)]

    inits = [(e.em.empty(batch_t), per) for _ in range(3)]
    return e.em.generic([(v, affine_map(rank, [*batch, k, k])), (norm2, per)], inits, ["parallel"] * rank, body)


def _reflector_entry(b: Body, i: str, k: int, vik: str, scale: str, dt) -> str:
    """Entry i of the reflector's vector: 1 at k, v[i, k] * scale below, 0
    above."""
    below = s.select(b, _cmp(b, "ugt", i, k), s.mul(b, vik, scale, dt), s.const(b, 0.0, dt), dt)
    return s.select(b, _cmp(b, "eq", i, k), s.const(b, 1.0, dt), below, dt)


def _apply_reflector(e: Eqn, target, vectors, tau, scale, k: int, first_col: int, stored: bool):
    """target - tau u (u^T target) on rows >= k and columns >= ``first_col``,
    u the reflector whose vector is column k of ``vectors`` below row k:
    multiplied by ``scale`` (the factorization's step, whose column k
    _store_reflector then writes) or, when ``stored``, as geqrf keeps it,
    already scaled (building Q)."""
    st, t = _Step(target.type.rank), target.type
    dt = t.dtype
    loops = t.rank  # batch dims, the column loop, then the row loop (a reduction)
    batch = [f"d{d}" for d in range(loops - 2)]
    col, row = f"d{loops - 2}", f"d{loops - 1}"
    if stored:
        scale = e.em.fill(scalar_constant(e.em, 1.0, dt), TensorType(t.shape[:-2], dt))
    w_init = e.em.fill(scalar_constant(e.em, 0.0, dt), TensorType((*t.shape[:-2], t.shape[-1]), dt), is_zero=True)

    def dot(b, args):
        vik, sc, tij, acc = args
        i = b.op(f"linalg.index {loops - 1} : index")
        u = _reflector_entry(b, i, k, vik, sc, dt)
        term = s.select(b, _cmp(b, "uge", i, k), s.mul(b, u, tij, dt), s.const(b, 0.0, dt), dt)
        return [s.add(b, term, acc, dt)]

    (w,) = e.em.generic([(vectors, affine_map(loops, [*batch, row, k])), (scale, affine_map(loops, batch)),
                         (target, affine_map(loops, [*batch, row, col]))],
                        [(w_init, affine_map(loops, [*batch, col]))], ["parallel"] * (loops - 1) + ["reduction"], dot)

    def update(b, args):
        tij, vik, wj, tau_b, sc = args[:5]
        _, i, j = st.indices(b)
        u = _reflector_entry(b, i, k, vik, sc, dt)
        el = element_type(dt)
        reflected = b.op(f"arith.subf {tij}, {s.mul(b, s.mul(b, tau_b, u, dt), wj, dt)} : {el}")
        inside = _and(b, _cmp(b, "uge", i, k), _cmp(b, "uge", j, first_col))
        return [s.select(b, inside, reflected, tij, dt)]

    per_matrix = st.per_matrix()
    return _generic(e, [(target, identity_map(t.rank)), (vectors, st.at(st.row, k)),
                        (w, affine_map(t.rank, [*st.batch, st.col])), (tau, per_matrix), (scale, per_matrix)],
                    t, update)


def _store_reflector(e: Eqn, v, beta, scale, k: int):
    """Column k after its reflection: beta on the diagonal, the scaled
    vector below (geqrf's compact form)."""
    st, t = _Step(v.type.rank), v.type
    dt = t.dtype

    def body(b, args):
        vij, beta_b, sc = args[:3]
        _, i, j = st.indices(b)
        column = s.select(b, _cmp(b, "eq", i, k), beta_b,
                          s.select(b, _cmp(b, "ugt", i, k), s.mul(b, vij, sc, dt), vij, dt), dt)
        return [s.select(b, _cmp(b, "eq", j, k), column, vij, dt)]

    per_matrix = st.per_matrix()
    return _generic(e, [(v, identity_map(t.rank)), (beta, per_matrix), (scale, per_matrix)], t, body)


def _upper(e: Eqn, v, rows: int):
    """The first ``rows`` rows of v with the part below the diagonal zero."""
    if rows < v.type.shape[-2]:
        v = extract_slice(e.em, v, [0] * v.type.rank, [*v.type.shape[:-2], rows, v.type.shape[-1]],
                          [1] * v.type.rank)
    t = v.type
    st = _Step(t.rank)

    def body(b, args):
        _, i, j = st.indices(b)
        below = b.op(f"arith.cmpi ugt, {i}, {j} : index")
        return [s.select(b, below, s.const(b, 0.0, t.dtype), args[0], t.dtype)]

    return _generic(e, [(v, identity_map(t.rank))], t, body)


@rule("qr")
def _qr(e: Eqn):
    """Householder QR as LAPACK's geqrf then orgqr compute it (dlarfg's
    reflectors, the same signs), so Q and R agree with XLA:CPU's to
    rounding; ``full_matrices`` gives the m x m Q and m x n R."""
    if e.params.get("pivoting"):
        raise e.unsupported("qr with pivoting")
    a = e.value(0)
    m, n = a.type.shape[-2:]
    _check(e, min(m, n))
    cdt = compute_dtype(a.type.dtype)
    v = convert_tensor(e.em, a, cdt)
    steps, taus = min(m, n), []
    for k in range(steps):
        tau, beta, scale = _reflector(e, v, _column_below(e, v, k), k)
        v = _apply_reflector(e, v, v, tau, scale, k, k + 1, stored=False)
        v = _store_reflector(e, v, beta, scale, k)
        taus.append(tau)
    q_cols = m if e.params["full_matrices"] else steps
    batch_t = a.type.shape[:-2]
    q_t = TensorType((*batch_t, m, q_cols), cdt)
    st = _Step(q_t.rank)
    q = e.em.generic([], [(e.em.empty(q_t), identity_map(q_t.rank))], ["parallel"] * q_t.rank,
                     lambda b, _: [s.convert(b, _cmp(b, "eq", *st.indices(b)[1:]), BOOL, cdt)])[0]
    for k in reversed(range(steps)):
        q = _apply_reflector(e, q, v, taus[k], None, k, k, stored=True)
    r = _upper(e, v, m if e.params["full_matrices"] else steps)
    return [convert_tensor(e.em, q, e.out_types[0].dtype), convert_tensor(e.em, r, e.out_types[1].dtype)]


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
