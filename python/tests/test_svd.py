"""The singular value decomposition (fsdpc/emit/svd.py: one-sided Jacobi,
then U from a Householder QR), lowered, run by mlir-runner and compared
with JAX on the CPU (LAPACK's gesdd): singular values, and what the
singular vectors determine (their signs are free: u_j and v_j flip
together), tall, wide, square and batched, reduced and full, rank-deficient,
and the functions and gradients built on svd."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import fsdpc
from fsdpc.testing import assert_close, check_against_jax, run_lowered

pytestmark = pytest.mark.usefixtures("needs_fsdp_opt")

rng = np.random.default_rng(13)


def general(*shape):
    return rng.standard_normal(shape).astype(np.float32)


def _decomposed(a, full_matrices):
    """(U, s, V^T) as fsdpc computes them for ``a``."""
    lowered = fsdpc.lower(lambda a: jnp.linalg.svd(a, full_matrices=full_matrices), a, mesh=fsdpc.Mesh(("shard",)))
    return run_lowered(lowered, [a])


@pytest.mark.parametrize("shape", [(6, 4), (3, 5), (5, 5), (2, 4, 3), (7, 1)], ids=lambda s: "x".join(map(str, s)))
@pytest.mark.parametrize("full_matrices", [False, True], ids=["reduced", "full"])
def test_svd(shape, full_matrices):
    """Singular values descending, as LAPACK's to rounding; U and V^T of
    JAX's shapes with orthonormal columns and rows; U diag(s) V^T is A."""
    a = general(*shape)
    u, s, vt = _decomposed(a, full_matrices)
    want_u, want_s, want_vt = (np.asarray(x) for x in jnp.linalg.svd(a, full_matrices=full_matrices))
    assert (u.shape, s.shape, vt.shape) == (want_u.shape, want_s.shape, want_vt.shape)
    assert_close(s, want_s, rtol=2e-6, atol_scale=1e-6, what="s")
    _check_factors(a, u, s, vt)


def _check_factors(matrix, u, s, vt):
    k = min(matrix.shape[-2:])
    eye = lambda n: np.broadcast_to(np.eye(n, dtype=np.float32), (*matrix.shape[:-2], n, n))  # noqa: E731
    assert np.isfinite(u).all() and np.isfinite(vt).all()
    assert_close(np.swapaxes(u, -1, -2) @ u, eye(u.shape[-1]), rtol=0, atol_scale=1e-6, what="U^T U")
    assert_close(vt @ np.swapaxes(vt, -1, -2), eye(vt.shape[-2]), rtol=0, atol_scale=1e-6, what="V^T V")
    assert_close((u[..., :k] * s[..., None, :]) @ vt[..., :k, :], matrix, rtol=0, atol_scale=1e-6, what="U S V^T")


def test_rank_deficient_zero_and_empty():
    """A zero singular value still gets orthonormal U and V columns (U from
    the QR), not NaN, tall, wide and batched; the zero matrix decomposes to
    zeros and orthonormal factors; empty matrices give empty factors."""
    tall = general(6, 3)
    tall[:, 2] = 2 * tall[:, 0]
    batched = general(2, 3, 5)
    batched[1, 2] = batched[1, 0] - batched[1, 1]
    for matrix in (tall, tall.T.copy(), batched, np.zeros((4, 3), np.float32)):
        u, s, vt = _decomposed(matrix, True)
        assert_close(s, np.linalg.svd(matrix)[1], rtol=0, atol_scale=1e-6, what="s")
        _check_factors(matrix, u, s, vt)
    for empty in (np.zeros((0, 3), np.float32), np.zeros((3, 0), np.float32)):
        u, s, vt = _decomposed(empty, True)
        want = jnp.linalg.svd(empty)
        assert (u.shape, s.shape, vt.shape) == tuple(np.shape(w) for w in want)


def test_scale_nan_and_narrow_floats():
    """Elements near the ends of f32's range (squares of them would
    overflow or underflow: the decomposition runs scaled by the largest
    magnitude), a NaN (every result NaN, as LAPACK's), and bf16 computed
    in f32."""
    a = general(5, 3)
    for scale in (1e25, 1e-25):
        u, s, vt = _decomposed(a * np.float32(scale), False)
        assert_close(s / np.float32(scale), np.linalg.svd(a)[1], rtol=2e-6, atol_scale=0, what=f"s at {scale}")
    nan = a.copy()
    nan[1, 1] = np.nan
    assert all(np.isnan(x).all() for x in _decomposed(nan, False))
    # JAX's CPU backend has no bf16 svd: against LAPACK's f32 values of the rounded matrix.
    narrow = a.astype(jnp.bfloat16)
    lowered = fsdpc.lower(lambda a: jnp.linalg.svd(a, compute_uv=False), narrow, mesh=fsdpc.Mesh(("shard",)))
    (s,) = run_lowered(lowered, [narrow])
    assert s.dtype == narrow.dtype
    assert_close(s.astype(np.float32), np.linalg.svd(narrow.astype(np.float32))[1], rtol=1e-2, atol_scale=0,
                 what="bf16 s")


def test_functions_built_on_svd():
    """The spectral and nuclear norms, the pseudo-inverse and the rank,
    and the values of singular values alone (compute_uv=False)."""
    a, wide = general(6, 4), general(3, 5)
    check_against_jax(lambda a: jnp.linalg.norm(a, ord=2), a, rtol=1e-5)
    check_against_jax(lambda a: jnp.linalg.norm(a, ord="nuc"), a, rtol=1e-5)
    check_against_jax(jnp.linalg.pinv, wide, rtol=1e-4, atol_scale=1e-5)
    check_against_jax(jnp.linalg.matrix_rank, np.concatenate([a, a[:, :1]], axis=1))
    check_against_jax(lambda a: jnp.linalg.svd(a, compute_uv=False), general(3, 4, 6), rtol=2e-6, atol_scale=1e-6)


def test_svd_gradient():
    """Gradients through s, U S V^T and the polar factor U V^T (sign-free),
    and of the spectral norm (a GaLore-style projection's or a spectral
    penalty's)."""
    def loss(a):
        u, s, vt = jnp.linalg.svd(a, full_matrices=False)
        return jnp.sum(s ** 3) + jnp.sum((u * s) @ vt * a) + jnp.sum((u @ vt) ** 3 * a)

    check_against_jax(jax.value_and_grad(loss), general(6, 4), rtol=1e-4, atol_scale=1e-5)
    check_against_jax(jax.grad(lambda b: jnp.linalg.norm(b, ord=2)), general(3, 5), rtol=1e-4, atol_scale=1e-5)
