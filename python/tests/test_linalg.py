"""Dense linear algebra (fsdpc/emit/linalg.py: cholesky, triangular_solve,
lu, qr, custom_linear_solve), lowered, run by mlir-runner and compared with JAX
on the CPU (LAPACK): the jnp.linalg and jax.scipy.linalg functions a step
calls, their gradients, batches, and the edge cases LAPACK defines
(a matrix that is not positive definite, a singular one)."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax import lax

from fsdpc.testing import check_against_jax

rng = np.random.default_rng(7)


def spd(*batch, n=5):
    a = rng.standard_normal((*batch, n, n)).astype(np.float32)
    return (a @ np.swapaxes(a, -1, -2) + n * np.eye(n, dtype=np.float32)).astype(np.float32)


def general(*shape):
    return rng.standard_normal(shape).astype(np.float32)


def primitives_in(fn, *args) -> set[str]:
    names = set()

    def walk(jaxpr):
        for eqn in jaxpr.eqns:
            names.add(eqn.primitive.name)
            for p in eqn.params.values():
                for sub in p if isinstance(p, (tuple, list)) else [p]:
                    if hasattr(sub, "jaxpr"):
                        walk(sub.jaxpr)
                    elif hasattr(sub, "eqns"):
                        walk(sub)
    walk(jax.make_jaxpr(fn)(*args).jaxpr)
    return names


CASES = [
    ("cholesky", jnp.linalg.cholesky, (spd(),)),
    ("cholesky", jnp.linalg.cholesky, (spd(2, 3, n=4),)),
    ("triangular_solve", lambda a, b: jax.scipy.linalg.solve_triangular(a, b, lower=True), (spd(), general(5, 3))),
    ("triangular_solve", lambda a, b: jax.scipy.linalg.solve_triangular(a, b, lower=False, trans=1),
     (spd(), general(5, 3))),
    ("triangular_solve", lambda a, b: jax.scipy.linalg.solve_triangular(a, b, lower=True, unit_diagonal=True),
     (spd(), general(5))),
    *[("triangular_solve", lambda a, b, lo=lo, tr=tr: lax.linalg.triangular_solve(
        a, b, left_side=False, lower=lo, transpose_a=tr), (spd(2, n=4), general(2, 3, 4)))
      for lo in (True, False) for tr in (True, False)],
    ("custom_linear_solve", jnp.linalg.solve, (general(5, 5), general(5, 2))),
    ("custom_linear_solve", jnp.linalg.solve, (general(3, 4, 4), general(3, 4, 2))),
    ("lu", jnp.linalg.inv, (general(6, 6),)),
    ("lu", jnp.linalg.det, (general(5, 5),)),
    ("lu", jnp.linalg.slogdet, (general(2, 5, 5),)),
    ("lu", lax.linalg.lu, (general(4, 6),)),
    ("lu", lax.linalg.lu, (general(6, 4),)),
    ("qr", jnp.linalg.qr, (general(6, 4),)),
    ("qr", jnp.linalg.qr, (general(3, 5),)),
    ("qr", lambda a: jnp.linalg.qr(a, mode="complete"), (general(2, 5, 3),)),
    # A column already reduced (nothing below the diagonal): no reflection.
    ("qr", jnp.linalg.qr, (np.triu(general(4, 4)) + np.eye(4, dtype=np.float32),)),
    ("cholesky", lambda a, b: jax.scipy.linalg.cho_solve(jax.scipy.linalg.cho_factor(a, lower=True), b),
     (spd(), general(5, 2))),
]


@pytest.mark.parametrize("case", CASES, ids=[f"{c[0]}-{k}" for k, c in enumerate(CASES)])
def test_matches_jax(case):
    prim, fn, args = case
    assert prim in primitives_in(fn, *args)
    check_against_jax(fn, *args, rtol=2e-4, atol_scale=2e-5)


def test_gradients():
    """A Gaussian log-likelihood (cholesky, triangular solves, log-det), a
    least-squares solve and a loss of QR's factors, differentiated: JAX's
    rules for these primitives are more of them."""
    def gaussian_nll(w, x):
        cov = w @ w.T + 3.0 * jnp.eye(w.shape[0])
        chol = jnp.linalg.cholesky(cov)
        z = jax.scipy.linalg.solve_triangular(chol, x.T, lower=True)
        return 0.5 * jnp.sum(z * z) + x.shape[0] * jnp.sum(jnp.log(jnp.diag(chol)))

    def solve_loss(a, b):
        return jnp.sum(jnp.linalg.solve(a + 4.0 * jnp.eye(a.shape[0]), b) ** 2)

    check_against_jax(jax.value_and_grad(gaussian_nll), general(4, 4), general(6, 4), rtol=2e-4, atol_scale=2e-5)
    check_against_jax(jax.value_and_grad(solve_loss, argnums=(0, 1)), general(4, 4), general(4, 3),
                      rtol=2e-4, atol_scale=2e-5)

    def qr_loss(a):
        q, r = jnp.linalg.qr(a)
        return jnp.sum(jnp.sin(q)) + jnp.sum(jnp.log(jnp.abs(jnp.diag(r))))

    check_against_jax(jax.value_and_grad(qr_loss), general(6, 4), rtol=2e-4, atol_scale=2e-5)


def test_edge_cases():
    """Not positive definite: all NaN (then masked to the lower triangle by
    jnp), as XLA; a singular matrix keeps its zero pivot (LAPACK's getrf
    goes on), pivots and permutation included, also where the zero column
    comes first; QR's reflector sign of -0."""
    not_pd = np.array([[4.0, 2.0, 1.0], [2.0, -3.0, 0.0], [1.0, 0.0, 2.0]], np.float32)
    check_against_jax(jnp.linalg.cholesky, not_pd, rtol=0, atol_scale=0)
    singular = np.array([[0.0, 2.0, 1.0], [0.0, 0.0, 0.0], [1.0, 0.0, 2.0]], np.float32)
    check_against_jax(lax.linalg.lu, singular, rtol=0, atol_scale=0)
    # A zero column at the first step: no row to pivot to, the column kept.
    zero_column = np.array([[0.0, 1.0, 2.0], [0.0, 3.0, 4.0], [0.0, 5.0, 7.0]], np.float32)
    check_against_jax(lax.linalg.lu, zero_column, rtol=1e-6, atol_scale=1e-6)
    # QR of a -0 pivot: dlarfg takes its sign from the sign bit.
    check_against_jax(jnp.linalg.qr, np.array([[-0.0, 1.0], [1.0, 1.0]], np.float32), rtol=1e-6, atol_scale=1e-6)
    ties = np.array([[1.0, 2.0, 3.0], [-1.0, 5.0, 1.0], [1.0, 1.0, 4.0]], np.float32)  # |pivot| ties: first row
    check_against_jax(lax.linalg.lu, ties, rtol=1e-6, atol_scale=1e-6)


def symmetric(*batch, n):
    a = rng.standard_normal((*batch, n, n)).astype(np.float32)
    return (a + np.swapaxes(a, -1, -2)).astype(np.float32)


def _eigh_sign_free(a):
    """What eigh determines: the eigenvalues (ascending), each vector's
    squares, and a matrix function V f(w) V^T (eigenvectors are determined
    up to sign, LAPACK's and Jacobi's alike)."""
    w, v = jnp.linalg.eigh(a)
    return w, v * v, jnp.einsum("...ij,...j,...kj->...ik", v, jnp.tanh(w), v)


@pytest.mark.parametrize("a", [symmetric(n=3), symmetric(2, n=4), symmetric(n=7), symmetric(n=12)],
                         ids=["3", "2x4", "7", "12"])
def test_eigh(a):
    """Parallel Jacobi, odd and even sizes (a bye in every round), batched:
    eigenvalues ascending as XLA returns them, eigenvectors up to sign."""
    assert "eigh" in primitives_in(_eigh_sign_free, a)
    check_against_jax(_eigh_sign_free, a, rtol=1e-4, atol_scale=2e-5)


def test_eigh_degenerate_and_triangles():
    """Repeated eigenvalues (the identity, a diagonal, a block of ones, zeros:
    the eigenvectors are then not unique, V f(w) V^T is), and eigh of the
    lower or upper triangle of a matrix that is not symmetric."""
    def spectrum(a):
        w, v = jnp.linalg.eigh(a)
        return w, jnp.einsum("...ij,...j,...kj->...ik", v, jnp.tanh(w), v)

    for a in (np.eye(5, dtype=np.float32), np.diag(np.array([2, 2, 1, 1, 3], np.float32)),
              np.kron(np.eye(2), np.ones((2, 2))).astype(np.float32), np.zeros((4, 4), np.float32)):
        check_against_jax(spectrum, a, rtol=1e-5, atol_scale=1e-5)
    for lower in (True, False):  # the one triangle syevd reads, of a matrix that is not symmetric
        def triangle(a, lower=lower):
            v, w = lax.linalg.eigh(a, lower=lower, symmetrize_input=False)
            return w, jnp.einsum("...ij,...j,...kj->...ik", v, jnp.tanh(w), v)

        check_against_jax(triangle, general(5, 5), rtol=1e-4, atol_scale=2e-5)


def test_eigh_gradient():
    """A log-determinant through the eigenvalues and a loss of the top
    eigenvector's squares, differentiated (distinct eigenvalues)."""
    def loss(x):
        a = x @ x.T + jnp.eye(x.shape[0])
        w, v = jnp.linalg.eigh(a)
        return jnp.sum(jnp.log(w)) + jnp.sum(v[:, -1] ** 2 * jnp.arange(x.shape[0]))

    check_against_jax(jax.value_and_grad(loss), general(5, 5), rtol=1e-3, atol_scale=1e-4)
