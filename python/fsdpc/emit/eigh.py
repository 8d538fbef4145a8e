"""Symmetric eigendecomposition (``jnp.linalg.eigh``, ``lax.linalg.eigh``
and its gradient) by parallel cyclic Jacobi, unrolled.

A sweep is the n - 1 rounds (n for odd n, with a bye) of the round-robin
tournament: every round pairs each index with another (the last player
sits still, the others rotate; for odd n the bye is index n, whose partner
sits the round out), and the round's disjoint plane rotations are applied
at once, A <- J^T A J and V <- V J, three all-parallel ``linalg.generic``
ops a round (the rotations; A; V): O(n log n) ops for O(n^3 log n) work.
Each pair's rotation is the classic one that zeroes A[p, q], the pair's
diagonal updated as Rutishauser does; the partner of each index is
computed in the body from the round, so no tables are captured.

Jacobi converges quadratically: a fixed number of sweeps (``sweeps_for``,
8 for n <= 8, one more per doubling) brings f32 matrices of the sizes a
training step holds close to rounding (measured at n = 64: eigenvalues
within 6e-7 of the matrix's norm, LAPACK's f32 within 4e-8; the vectors
orthonormal to 1e-5). After them the
off-diagonal part is checked: where its largest magnitude is still above
1e-4 of the largest diagonal one (the sweeps did not converge), every
result of that matrix is NaN, not a wrong decomposition. The eigenvalues are the diagonal, sorted
ascending with their vectors (as XLA returns them); the eigenvectors are
orthonormal columns, each determined up to sign, as LAPACK's are (whose
signs XLA:CPU returns): compare them through sign-free quantities
(V diag(f(w)) V^T, V * V).
"""

from __future__ import annotations

import math

import numpy as np

from . import scalar as s
from .builder import Body, affine_map, identity_map
from .elementwise import convert_tensor
from .lowering import Eqn, rule, scalar_constant
from .matrix import (Step, all_true, check_matrix, extract_at, identity_matrix, index_cmp, nan_unless,
                     parallel_generic)
from .sorting import ranks_along
from .types import BOOL, TensorType, compute_dtype, element_type

# Past this off-diagonal magnitude (relative to the largest diagonal one)
# the sweeps did not converge: the results are NaN. Converged f32 sweeps
# leave about 1e-7; a tenth of a per mille is a wide margin.
CONVERGED = 1e-4


def sweeps_for(n: int) -> int:
    """Sweeps enough for f32 with a margin: quadratic convergence after the
    first few; more for larger matrices, whose first sweeps reduce less."""
    return 8 + max(0, math.ceil(math.log2(max(n, 2))) - 3)


def partner(b: Body, i: str, r: int, players: int, n: int) -> str:
    """The index paired with ``i`` in round ``r`` of the tournament of
    ``players`` (n, or n + 1 with a bye): the last player meets r, the
    others (2r - i) mod (players - 1); meeting the bye is meeting oneself."""
    last = players - 1
    c = {v: b.op(f"arith.constant {v} : index") for v in (last, r, 2 * r + last)}
    rotated = b.op(f"arith.remui {b.op(f'arith.subi {c[2 * r + last]}, {i} : index')}, {c[last]} : index")
    partner = b.op(f"arith.select {index_cmp(b, 'eq', i, r)}, {c[last]}, {rotated} : index")
    partner = b.op(f"arith.select {index_cmp(b, 'eq', i, last)}, {c[r]}, {partner} : index")
    if players > n:  # the bye
        partner = b.op(f"arith.select {index_cmp(b, 'eq', partner, n)}, {i}, {partner} : index")
    return partner


def rotations(e: Eqn, vec_t: TensorType, r: int, players: int, entries):
    """Per index i of round r: (c_i, s_i), its column of the rotation J
    (J[i, i] = c_i, J[partner, i] = s_i) that zeroes the pair's off-diagonal
    element of a symmetric matrix (``entries(body, batch, p, q)`` gives its
    a_pp, a_qq and a_pq): c and -s for the pair's first index p, c and s for
    its second q, 1 and 0 without a partner. ``vec_t``: [*batch, n]."""
    dt, el = vec_t.dtype, element_type(vec_t.dtype)
    n = vec_t.shape[-1]
    rank = vec_t.rank

    def body(b, _):
        idx = [b.op(f"linalg.index {d} : index") for d in range(rank)]
        batch, i = idx[:-1], idx[-1]
        j = partner(b, i, r, players, n)
        first = index_cmp(b, "ult", i, j)
        p = b.op(f"arith.select {first}, {i}, {j} : index")
        q = b.op(f"arith.select {first}, {j}, {i} : index")
        app, aqq, apq = entries(b, batch, p, q)
        zero, one = s.const(b, 0.0, dt), s.const(b, 1.0, dt)
        # theta = (a_qq - a_pp) / (2 a_pq); t = sign(theta) / (|theta| + sqrt(theta^2 + 1)),
        # the smaller rotation angle; a huge theta gives t = 0 (sqrt overflows to inf).
        theta = b.op(f"arith.divf {b.op(f'arith.subf {aqq}, {app} : {el}')}, "
                     f"{s.add(b, apq, apq, dt)} : {el}")
        magnitude = b.op(f"math.absf {theta} : {el}")
        root = b.op(f"math.sqrt {s.add(b, s.mul(b, theta, theta, dt), one, dt)} : {el}")
        tan = b.op(f"arith.divf {b.op(f'math.copysign {one}, {theta} : {el}')}, "
                   f"{s.add(b, magnitude, root, dt)} : {el}")
        cos = b.op(f"arith.divf {one}, {b.op(f'math.sqrt {s.add(b, s.mul(b, tan, tan, dt), one, dt)} : {el}')} : {el}")
        sin = s.mul(b, tan, cos, dt)
        rotates = all_true(b, index_cmp(b, "ne", i, j), s.compare(b, "ne", apq, zero, dt))
        signed = s.select(b, first, b.op(f"arith.negf {sin} : {el}"), sin, dt)
        return [s.select(b, rotates, cos, one, dt), s.select(b, rotates, signed, zero, dt)]

    per = identity_map(rank)
    return e.em.generic([], [(e.em.empty(vec_t), per), (e.em.empty(vec_t), per)], ["parallel"] * rank, body)


def _rotate_matrix(e: Eqn, a, cos, sin, r: int, players: int):
    """J^T A J: A'[i, j] = sum over a in {i, i'}, b in {j, j'} of
    J[a, i] A[a, b] J[b, j]; a rotated pair's off-diagonal element is 0."""
    st, t = Step(a.type.rank), a.type
    dt = t.dtype
    n = t.shape[-1]
    at_i, at_j = affine_map(t.rank, [*st.batch, st.row]), affine_map(t.rank, [*st.batch, st.col])
    inputs = [(a, identity_map(t.rank)), (cos, at_i), (sin, at_i), (cos, at_j), (sin, at_j)]

    def body(b, args):
        aij, ci, si, cj, sj = args[:5]
        batch, i, j = st.indices(b)
        i2, j2 = partner(b, i, r, players, n), partner(b, j, r, players, n)
        terms = [s.mul(b, s.mul(b, ci, cj, dt), aij, dt),
                 s.mul(b, s.mul(b, ci, sj, dt), extract_at(b, a, batch, i, j2), dt),
                 s.mul(b, s.mul(b, si, cj, dt), extract_at(b, a, batch, i2, j), dt),
                 s.mul(b, s.mul(b, si, sj, dt), extract_at(b, a, batch, i2, j2), dt)]
        total = s.add(b, s.add(b, terms[0], terms[1], dt), s.add(b, terms[2], terms[3], dt), dt)
        rotated = s.compare(b, "ne", si, s.const(b, 0.0, dt), dt)
        # A rotated pair's diagonal as Rutishauser updates it, a_pp - t a_pq
        # and a_qq + t a_pq (t = s_i / c_i with s's sign per index): one
        # rounding per sweep, not the four products' accumulated error.
        on_diagonal = index_cmp(b, "eq", i, j)
        shifted = s.add(b, aij, s.mul(b, b.op(f"arith.divf {si}, {ci} : {element_type(dt)}"),
                                      extract_at(b, a, batch, i, i2), dt), dt)
        total = s.select(b, all_true(b, on_diagonal, rotated), shifted, total, dt)
        # The pair's own off-diagonal element: zero by construction, exactly.
        rotated_pair = all_true(b, index_cmp(b, "eq", i2, j), index_cmp(b, "ne", i, j), rotated)
        return [s.select(b, rotated_pair, s.const(b, 0.0, dt), total, dt)]

    return parallel_generic(e, inputs, t, body)


def rotate_columns(e: Eqn, v, cos, sin, r: int, players: int):
    """V J: V'[k, j] = c_j V[k, j] + s_j V[k, j']."""
    st, t = Step(v.type.rank), v.type
    dt = t.dtype
    n = t.shape[-1]
    at_j = affine_map(t.rank, [*st.batch, st.col])

    def body(b, args):
        vkj, cj, sj = args[:3]
        batch, k, j = st.indices(b)
        other = extract_at(b, v, batch, k, partner(b, j, r, players, n))
        return [s.add(b, s.mul(b, cj, vkj, dt), s.mul(b, sj, other, dt), dt)]

    return parallel_generic(e, [(v, identity_map(t.rank)), (cos, at_j), (sin, at_j)], t, body)


def _symmetric(e: Eqn, a, lower: bool):
    """The symmetric matrix of a's lower (or upper) triangle, as LAPACK's
    syevd reads it."""
    st, t = Step(a.type.rank), a.type

    def body(b, args):
        _, i, j = st.indices(b)
        kept = index_cmp(b, "uge" if lower else "ule", i, j)
        return [s.select(b, kept, args[0], args[1], t.dtype)]

    return parallel_generic(e, [(a, identity_map(t.rank)), (a, st.at(st.col, st.row))], t, body)


def diagonal_and_convergence(e: Eqn, a):
    """(the diagonal [*batch, n], whether the largest off-diagonal magnitude
    is within CONVERGED of the largest diagonal one [*batch]). Maxima, not
    sums of squares, so that no magnitude overflows the test."""
    t = a.type
    dt = t.dtype
    el = element_type(dt)
    batch_n = len(t.shape) - 2
    loops = t.rank
    batch = [f"d{d}" for d in range(batch_n)]
    diag = affine_map(batch_n + 1, [*batch, f"d{batch_n}", f"d{batch_n}"])
    (w,) = e.em.generic([(a, diag)], [(e.em.empty(TensorType((*t.shape[:-2], t.shape[-1]), dt)),
                                        identity_map(batch_n + 1))], ["parallel"] * (batch_n + 1),
                        lambda b, args: [args[0]])
    maxima_t = TensorType(t.shape[:-2], dt)
    zero = scalar_constant(e.em, 0.0, dt)
    inits = [(e.em.fill(zero, maxima_t, is_zero=True), affine_map(loops, batch)) for _ in range(2)]

    def largest(b, args):
        x, off, on = args
        magnitude = b.op(f"math.absf {x} : {el}")
        on_diagonal = index_cmp(b, "eq", b.op(f"linalg.index {loops - 2} : index"),
                                b.op(f"linalg.index {loops - 1} : index"))
        zero = s.const(b, 0.0, dt)
        # maximumf: a NaN anywhere makes the test fail, and the results NaN.
        return [b.op(f"arith.maximumf {off}, {s.select(b, on_diagonal, zero, magnitude, dt)} : {el}"),
                b.op(f"arith.maximumf {on}, {s.select(b, on_diagonal, magnitude, zero, dt)} : {el}")]

    off, on = e.em.generic([(a, identity_map(loops))], inits, ["parallel"] * batch_n + ["reduction"] * 2, largest)
    per = identity_map(batch_n)

    def converged(b, args):
        return [s.compare(b, "le", args[0], s.mul(b, args[1], s.const(b, CONVERGED, dt), dt), dt)]

    (ok,) = e.em.generic([(off, per), (on, per)], [(e.em.empty(TensorType(t.shape[:-2], BOOL)), per)],
                         ["parallel"] * batch_n, converged)
    return w, ok


def by_rank(e: Eqn, ranks, x, batch_n: int):
    """x with its last axis permuted: out[..., r] = x[..., i] where
    rank(i) == r (ranks [*batch, n]: a permutation of 0..n-1)."""
    loops = x.type.rank + 1  # x's dims, then i (a reduction)
    i = f"d{loops - 1}"
    rank_i = affine_map(loops, [*[f"d{d}" for d in range(batch_n)], i])
    x_i = affine_map(loops, [*[f"d{d}" for d in range(x.type.rank - 1)], i])
    init = e.em.fill(scalar_constant(e.em, 0.0, x.type.dtype), x.type, is_zero=True)

    def pick(b, args):
        r = b.op(f"arith.index_cast {b.op(f'linalg.index {x.type.rank - 1} : index')} : index to i32")
        return [s.select(b, s.compare(b, "eq", args[0], r, np.dtype(np.int32)), args[1], args[2], x.type.dtype)]

    out = affine_map(loops, [f"d{d}" for d in range(loops - 1)])
    (r,) = e.em.generic([(ranks, rank_i), (x, x_i)], [(init, out)], ["parallel"] * (loops - 1) + ["reduction"], pick)
    return r


def _sorted(e: Eqn, w, v, ok, out_w: TensorType, out_v: TensorType):
    """Eigenvalues ascending with their vectors, NaN where the sweeps did not
    converge."""
    batch_n = w.type.rank - 1
    ranks = ranks_along(e, [w], batch_n)
    w = nan_unless(e, by_rank(e, ranks, w, batch_n), ok, batch_n)
    v = nan_unless(e, by_rank(e, ranks, v, batch_n), ok, batch_n)
    return convert_tensor(e.em, w, out_w.dtype), convert_tensor(e.em, v, out_v.dtype)


@rule("eigh")
def _eigh(e: Eqn):
    if e.params.get("subset_by_index") not in (None, (0, e.in_types[0].shape[-1])):
        raise e.unsupported("eigh with subset_by_index (compute all and slice)")
    a = e.value(0)
    n = a.type.shape[-1]
    players = n + n % 2
    sweeps = sweeps_for(n)
    check_matrix(e, sweeps * (players - 1), ops_per_step=3)
    cdt = compute_dtype(a.type.dtype)
    a = _symmetric(e, convert_tensor(e.em, a, cdt), bool(e.params.get("lower", True)))
    v = identity_matrix(e, a.type)
    vec_t = TensorType((*a.type.shape[:-2], n), cdt)
    for _ in range(sweeps):
        for r in range(players - 1):
            cos, sin = rotations(e, vec_t, r, players, lambda b, batch, p, q, a=a: (
                extract_at(b, a, batch, p, p), extract_at(b, a, batch, q, q), extract_at(b, a, batch, p, q)))
            a = _rotate_matrix(e, a, cos, sin, r, players)
            v = rotate_columns(e, v, cos, sin, r, players)
    w, ok = diagonal_and_convergence(e, a)
    out_v, out_w = e.out_types
    # Ascending even when sort_eigenvalues is off: XLA:CPU's LAPACK returns
    # them so whatever the flag.
    w, v = _sorted(e, w, v, ok, out_w, out_v)
    return [v, w]
