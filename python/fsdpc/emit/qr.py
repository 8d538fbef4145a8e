"""Householder QR, unrolled: LAPACK's geqrf (dlarfg's reflectors, the same
signs) then orgqr, three ops a step, so Q and R agree with XLA:CPU's to
rounding (``jnp.linalg.qr`` and its gradient)."""

from __future__ import annotations

from . import scalar as s
from .builder import Body, affine_map, identity_map
from .elementwise import convert_tensor
from .lowering import Eqn, rule, scalar_constant
from .matrix import Step, all_true, check_matrix, identity_matrix, index_cmp, parallel_generic
from .shape import extract_slice
from .types import TensorType, compute_dtype, element_type

def _column_below(e: Eqn, v, k: int):
    """sum of v[i, k]^2 over the rows i > k, as [*batch]."""
    t = v.type
    loops = t.rank - 1  # batch dims, then the row loop (a reduction)
    batch = [f"d{d}" for d in range(loops - 1)]
    init = e.em.fill(scalar_constant(e.em, 0.0, t.dtype), TensorType(t.shape[:-2], t.dtype), is_zero=True)

    def body(b, args):
        i = b.op(f"linalg.index {loops - 1} : index")
        square = s.select(b, index_cmp(b, "ugt", i, k), s.mul(b, args[0], args[0], t.dtype),
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
    below = s.select(b, index_cmp(b, "ugt", i, k), s.mul(b, vik, scale, dt), s.const(b, 0.0, dt), dt)
    return s.select(b, index_cmp(b, "eq", i, k), s.const(b, 1.0, dt), below, dt)


def _apply_reflector(e: Eqn, target, vectors, tau, scale, k: int, first_col: int, stored: bool):
    """target - tau u (u^T target) on rows >= k and columns >= ``first_col``,
    u the reflector whose vector is column k of ``vectors`` below row k:
    multiplied by ``scale`` (the factorization's step, whose column k
    _store_reflector then writes) or, when ``stored``, as geqrf keeps it,
    already scaled (building Q)."""
    st, t = Step(target.type.rank), target.type
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
        term = s.select(b, index_cmp(b, "uge", i, k), s.mul(b, u, tij, dt), s.const(b, 0.0, dt), dt)
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
        inside = all_true(b, index_cmp(b, "uge", i, k), index_cmp(b, "uge", j, first_col))
        return [s.select(b, inside, reflected, tij, dt)]

    per_matrix = st.per_matrix()
    inputs = [(target, identity_map(t.rank)), (vectors, st.at(st.row, k)),
              (w, affine_map(t.rank, [*st.batch, st.col])), (tau, per_matrix), (scale, per_matrix)]
    return parallel_generic(e, inputs, t, update)


def _store_reflector(e: Eqn, v, beta, scale, k: int):
    """Column k after its reflection: beta on the diagonal, the scaled
    vector below (geqrf's compact form)."""
    st, t = Step(v.type.rank), v.type
    dt = t.dtype

    def body(b, args):
        vij, beta_b, sc = args[:3]
        _, i, j = st.indices(b)
        column = s.select(b, index_cmp(b, "eq", i, k), beta_b,
                          s.select(b, index_cmp(b, "ugt", i, k), s.mul(b, vij, sc, dt), vij, dt), dt)
        return [s.select(b, index_cmp(b, "eq", j, k), column, vij, dt)]

    per_matrix = st.per_matrix()
    return parallel_generic(e, [(v, identity_map(t.rank)), (beta, per_matrix), (scale, per_matrix)], t, body)


def _upper(e: Eqn, v, rows: int):
    """The first ``rows`` rows of v with the part below the diagonal zero."""
    if rows < v.type.shape[-2]:
        v = extract_slice(e.em, v, [0] * v.type.rank, [*v.type.shape[:-2], rows, v.type.shape[-1]],
                          [1] * v.type.rank)
    t = v.type
    st = Step(t.rank)

    def body(b, args):
        _, i, j = st.indices(b)
        below = b.op(f"arith.cmpi ugt, {i}, {j} : index")
        return [s.select(b, below, s.const(b, 0.0, t.dtype), args[0], t.dtype)]

    return parallel_generic(e, [(v, identity_map(t.rank))], t, body)


@rule("qr")
def _qr(e: Eqn):
    """Householder QR as LAPACK's geqrf then orgqr compute it (dlarfg's
    reflectors, the same signs), so Q and R agree with XLA:CPU's to
    rounding; ``full_matrices`` gives the m x m Q and m x n R."""
    if e.params.get("pivoting"):
        raise e.unsupported("qr with pivoting")
    a = e.value(0)
    check_matrix(e, min(a.type.shape[-2:]), ops_per_step=5)
    q, r = householder_qr(e, convert_tensor(e.em, a, compute_dtype(a.type.dtype)), e.params["full_matrices"])
    return [convert_tensor(e.em, q, e.out_types[0].dtype), convert_tensor(e.em, r, e.out_types[1].dtype)]


def householder_qr(e: Eqn, v, full_matrices: bool):
    """(Q, R) of ``v`` [*batch, m, n] in its own (compute) type: m x m and
    m x n with ``full_matrices``, else m x k and k x n, k = min(m, n)."""
    m, n = v.type.shape[-2:]
    cdt = v.type.dtype
    steps, taus = min(m, n), []
    for k in range(steps):
        tau, beta, scale = _reflector(e, v, _column_below(e, v, k), k)
        v = _apply_reflector(e, v, v, tau, scale, k, k + 1, stored=False)
        v = _store_reflector(e, v, beta, scale, k)
        taus.append(tau)
    q_cols = m if full_matrices else steps
    q_t = TensorType((*v.type.shape[:-2], m, q_cols), cdt)
    q = identity_matrix(e, q_t)
    for k in reversed(range(steps)):
        q = _apply_reflector(e, q, v, taus[k], None, k, k, stored=True)
    return q, _upper(e, v, m if full_matrices else steps)
