"""Singular value decomposition (``jnp.linalg.svd``, ``lax.linalg.svd``,
``jnp.linalg.norm(ord=2)``, ``pinv``, ``matrix_rank``, and the gradient)
by one-sided Jacobi (Hestenes), unrolled.

For A [*batch, m, k] with m >= k (a wide matrix is decomposed transposed):
each round of eigh's round-robin tournament (emit/eigh.py) rotates the
pairs of columns of A at once, A <- A J and V <- V J, with J the rotation
that makes each pair's columns orthogonal: eigh's rotation of the Gram
matrix entries (|a_p|^2, |a_q|^2, a_p . a_q), recomputed from the columns
every round (four ops a round: the products, the rotations, A, V). After
the sweeps AV = B has orthogonal columns: the singular values are their
norms, sorted descending with V's columns. U is the Q of B's Householder QR
(emit/qr.py) with each column's sign fixed so that Q R's diagonal is the
singular value, so U is orthonormal even where a singular value is zero
(LAPACK returns some orthonormal basis there too), and the complete m x m
Q is ``full_matrices``' U.

Convergence is checked as eigh checks it, on B's Gram matrix: where the
largest off-diagonal product exceeds 1e-4 of the largest squared norm, every
result of that matrix is NaN. Singular vectors are determined up to sign
(together: u_j and v_j flip at once); LAPACK's signs are not reproduced, so
U diag(s) V^T, projections and gradients of sign-free losses match JAX's.
"""

from __future__ import annotations

from . import scalar as s
from .builder import affine_map, identity_map
from .eigh import by_rank, diagonal_and_convergence, partner, rotate_columns, rotations, sweeps_for
from .elementwise import convert_tensor
from .lowering import Eqn, rule, scalar_constant
from .matrix import Step, check_matrix, extract, extract_at, identity_matrix, nan_unless, parallel_generic
from .qr import householder_qr
from .shape import transpose
from .sorting import ranks_along
from .types import BOOL, TensorType, compute_dtype, element_type


def _transposed(e: Eqn, a):
    rank = a.type.rank
    return transpose(e.em, a, [*range(rank - 2), rank - 1, rank - 2])


def _largest_magnitude(e: Eqn, a):
    """max |a| per matrix, [*batch], 1 where the matrix is zero (the scale
    the decomposition runs at, so that no square of an element overflows or
    underflows)."""
    t = a.type
    batch_n = t.rank - 2
    per = affine_map(t.rank, [f"d{d}" for d in range(batch_n)])
    out = TensorType(t.shape[:-2], t.dtype)
    zero = scalar_constant(e.em, 0.0, t.dtype)
    el = element_type(t.dtype)
    (m,) = e.em.generic([(a, identity_map(t.rank))], [(e.em.fill(zero, out, is_zero=True), per)],
                        ["parallel"] * batch_n + ["reduction"] * 2,
                        lambda b, args: [b.op(f"arith.maximumf {args[1]}, {b.op(f'math.absf {args[0]} : {el}')} : {el}")])
    return _map(e, m, lambda b, x: s.select(b, s.compare(b, "eq", x, s.const(b, 0.0, t.dtype), t.dtype),
                                             s.const(b, 1.0, t.dtype), x, t.dtype))


def _scaled(e: Eqn, x, scale, divide: bool):
    """x (a matrix or a vector per matrix) divided (or multiplied) by its
    matrix's scale."""
    t = x.type
    batch_n = scale.type.rank
    op = "divf" if divide else "mulf"
    per = affine_map(t.rank, [f"d{d}" for d in range(batch_n)])
    return parallel_generic(e, [(x, identity_map(t.rank)), (scale, per)], t,
                            lambda b, args: [b.op(f"arith.{op} {args[0]}, {args[1]} : {element_type(t.dtype)}")])


def _pair_products(e: Eqn, a, r: int, players: int):
    """Per column i of round r: (|a_i|^2, a_i . a_partner(i)), [*batch, k]."""
    t = a.type
    dt = t.dtype
    batch_n, k = t.rank - 2, t.shape[-1]
    loops = batch_n + 2  # batch, the column i, the row (a reduction)
    batch = [f"d{d}" for d in range(batch_n)]
    column, row = f"d{batch_n}", f"d{batch_n + 1}"
    vec_t = TensorType((*t.shape[:-2], k), dt)
    zero = scalar_constant(e.em, 0.0, dt)
    per = affine_map(loops, [*batch, column])
    inits = [(e.em.fill(zero, vec_t, is_zero=True), per) for _ in range(2)]

    def body(b, args):
        x, norm2, cross = args
        idx = [b.op(f"linalg.index {d} : index") for d in range(loops)]
        other = extract_at(b, a, idx[:batch_n], idx[-1], partner(b, idx[batch_n], r, players, k))
        return [s.add(b, norm2, s.mul(b, x, x, dt), dt), s.add(b, cross, s.mul(b, x, other, dt), dt)]

    return e.em.generic([(a, affine_map(loops, [*batch, row, column]))], inits,
                        ["parallel"] * (batch_n + 1) + ["reduction"], body)


def _gram(e: Eqn, a):
    """A^T A, [*batch, k, k]."""
    t = a.type
    batch_n, k = t.rank - 2, t.shape[-1]
    batch = [f"d{d}" for d in range(batch_n)]
    i, j, row = (f"d{batch_n + n}" for n in range(3))
    out = TensorType((*t.shape[:-2], k, k), t.dtype)
    init = e.em.fill(scalar_constant(e.em, 0.0, t.dtype), out, is_zero=True)
    loops = batch_n + 3
    (g,) = e.em.generic([(a, affine_map(loops, [*batch, row, i])), (a, affine_map(loops, [*batch, row, j]))],
                        [(init, affine_map(loops, [*batch, i, j]))], ["parallel"] * (batch_n + 2) + ["reduction"],
                        lambda b, args: [s.add(b, args[2], s.mul(b, args[0], args[1], t.dtype), t.dtype)])
    return g


def _signed_by_diagonal(e: Eqn, q, r):
    """Q's first k columns times the sign of R's diagonal (+1 at zero), so
    that Q R's diagonal is non-negative."""
    st, t = Step(q.type.rank), q.type
    dt, el = t.dtype, element_type(t.dtype)
    k = r.type.shape[-1]

    def body(b, args):
        batch, _, j = st.indices(b)
        in_r = b.op(f"arith.cmpi ult, {j}, {b.op(f'arith.constant {k} : index')} : index")
        safe = b.op(f"arith.select {in_r}, {j}, {b.op('arith.constant 0 : index')} : index")
        negative = s.compare(b, "lt", extract_at(b, r, batch, safe, safe), s.const(b, 0.0, dt), dt)
        flip = s.binary(b, "andi", "andi", in_r, negative, BOOL)
        return [s.select(b, flip, b.op(f"arith.negf {args[0]} : {el}"), args[0], dt)]

    return parallel_generic(e, [(q, identity_map(t.rank))], t, body)


def _map(e: Eqn, w, fn):
    """fn(body, element) on every element of w."""
    return parallel_generic(e, [(w, identity_map(w.type.rank))], w.type, lambda b, args: [fn(b, args[0])])


@rule("svd")
def _svd(e: Eqn):
    a = e.value(0)
    m, n = a.type.shape[-2:]
    if e.params.get("subset_by_index") not in (None, (0, min(m, n))):
        raise e.unsupported("svd with subset_by_index (compute all and slice)")
    wide = m < n
    cdt = compute_dtype(a.type.dtype)
    a = convert_tensor(e.em, a, cdt)
    if wide:
        a = _transposed(e, a)
    k = a.type.shape[-1]
    scale = _largest_magnitude(e, a)
    a = _scaled(e, a, scale, divide=True)
    players = k + k % 2
    sweeps = sweeps_for(k)
    check_matrix(e, sweeps * (players - 1), ops_per_step=4)
    v = identity_matrix(e, TensorType((*a.type.shape[:-2], k, k), cdt))
    vec_t = TensorType((*a.type.shape[:-2], k), cdt)
    for _ in range(sweeps):
        for r in range(players - 1):
            norm2, cross = _pair_products(e, a, r, players)
            cos, sin = rotations(e, vec_t, r, players, lambda b, batch, p, q, norm2=norm2, cross=cross: (
                extract(b, norm2, [*batch, p]), extract(b, norm2, [*batch, q]), extract(b, cross, [*batch, p])))
            a = rotate_columns(e, a, cos, sin, r, players)
            v = rotate_columns(e, v, cos, sin, r, players)
    squares, ok = diagonal_and_convergence(e, _gram(e, a))
    batch_n = squares.type.rank - 1
    ranks = ranks_along(e, [_map(e, squares, lambda b, x: s.neg(b, x, cdt))], batch_n)  # descending
    el = element_type(cdt)
    sigma = _map(e, by_rank(e, ranks, squares, batch_n), lambda b, x: b.op(f"math.sqrt {x} : {el}"))
    sigma = nan_unless(e, _scaled(e, sigma, scale, divide=False), ok, batch_n)
    if not e.params["compute_uv"]:
        return [convert_tensor(e.em, sigma, e.out_types[0].dtype)]
    q, r = householder_qr(e, by_rank(e, ranks, a, batch_n), e.params["full_matrices"])
    u = nan_unless(e, _signed_by_diagonal(e, q, r) if k else q, ok, batch_n)
    v = nan_unless(e, by_rank(e, ranks, v, batch_n), ok, batch_n)
    # A = U S V^T; a wide A was decomposed as A^T = U S V^T, so A = V S U^T.
    u, vt = (v, _transposed(e, u)) if wide else (u, _transposed(e, v))
    out_s, out_u, out_vt = e.out_types
    return [convert_tensor(e.em, x, t.dtype) for x, t in [(sigma, out_s), (u, out_u), (vt, out_vt)]]
