"""Elementwise algorithms with loops (fsdpc/emit/iterative.py), each one
linalg.generic whose region is a scalar program with scf.while
(fsdpc/emit/scalar_program.py): igamma and betainc to convergence,
jax.random.gamma's rejection sampler and what draws through it, lax.map of
a function of scalars, and while loops over a few elements of state
(fsdpc/emit/while_loop.py). Lowered, run by mlir-runner (or partitioned and
emulated on ranks) and compared with JAX."""

import re

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest
from jax import lax

import fsdpc
from fsdpc.testing import assert_close, check_against_jax, run_lowered, run_partitioned

pytestmark = pytest.mark.usefixtures("needs_fsdp_opt")

rng = np.random.default_rng(11)
SHAPES = rng.gamma(1.5, 2.0, (3, 6)).astype(np.float32)
POINTS = rng.gamma(1.5, 2.0, (3, 6)).astype(np.float32)
# Both branches (series below x = max(1, a), continued fraction above), and
# XLA's edge cases: x = 0, x = inf, a = 0, negative and NaN operands.
EDGES_A = np.array([0.5, 2.0, 30.0, 0.0, -1.0, np.nan, 3.0, 1e-3], np.float32)
EDGES_X = np.array([0.0, np.inf, 25.0, 0.0, 1.0, 1.0, -2.0, 50.0], np.float32)
KEY = np.asarray(jax.random.key_data(jax.random.key(5)))


def _key(data):
    return jax.random.wrap_key_data(data)


@pytest.mark.parametrize("fn", [jax.scipy.special.gammainc, jax.scipy.special.gammaincc, lax.igamma_grad_a],
                         ids=["igamma", "igammac", "igamma_grad_a"])
def test_incomplete_gamma(fn):
    check_against_jax(fn, SHAPES, POINTS, rtol=2e-5, atol_scale=1e-6)
    check_against_jax(fn, EDGES_A, EDGES_X, rtol=2e-5, atol_scale=1e-6)


def test_betainc_bessel_and_narrow_floats():
    """betainc's continued fraction, i0e's Chebyshev series, and bf16
    operands computed in f32 and rounded, as JAX computes them."""
    p = rng.uniform(0, 1, (3, 6)).astype(np.float32)
    check_against_jax(jax.scipy.special.betainc, SHAPES, POINTS, p, rtol=1e-4, atol_scale=1e-6)
    check_against_jax(jax.scipy.special.i0e, POINTS - 4.0, rtol=2e-5)
    narrow = (SHAPES.astype(ml_dtypes.bfloat16), POINTS.astype(ml_dtypes.bfloat16))
    check_against_jax(jax.scipy.special.gammainc, *narrow, rtol=1e-2)


def test_bessel_i1e_and_the_gradient_of_i0e():
    """bessel_i1e (i1e, i1, and the gradient of i0e: a von Mises likelihood's)
    was an unsupported primitive; XLA lowers it itself, JAX has no
    implementation, and fsdpc's series and asymptotic expansion match XLA:CPU
    on both branches (|x| = 15 splits them), the signs, 0 and infinities, and
    lie closer to float64 SciPy than XLA:CPU where the gradient cancels."""
    scipy_special = pytest.importorskip("scipy.special")
    x = np.concatenate([np.linspace(-30, 30, 61), [0.0, -0.0, 14.999, 15.0, 1e-6, 1e4, np.inf, -np.inf, np.nan]])
    x = x.astype(np.float32)
    check_against_jax(jax.scipy.special.i1e, x, rtol=2e-6, atol_scale=1e-7)
    check_against_jax(jax.scipy.special.i1, x[np.abs(x) < 80], rtol=2e-6, atol_scale=1e-7)
    grad = jax.vmap(jax.grad(jax.scipy.special.i0e))
    finite = x[np.isfinite(x)]
    (got,) = run_lowered(fsdpc.lower(grad, finite, mesh=fsdpc.Mesh(("shard",))), [finite])
    wide = finite.astype(np.float64)
    exact = scipy_special.i1e(wide) - np.sign(wide) * scipy_special.i0e(wide)
    ours, xla = np.abs(got - exact), np.abs(np.asarray(jax.jit(grad)(finite)) - exact)
    assert ours.max() <= max(2 * xla.max(), 1e-7), (ours.max(), xla.max())


def test_gradients_of_cdfs():
    """Gradients of a chi-squared CDF in its degrees of freedom (igamma's
    derivative in a: another series) and of a beta CDF in x."""
    def loss(df, x, p):
        return (jnp.sum(jax.scipy.stats.chi2.cdf(x, df) ** 2)
                + jnp.sum(jax.scipy.stats.beta.cdf(p, 2.0, 3.0)))
    p = rng.uniform(0.05, 0.95, (3, 6)).astype(np.float32)
    check_against_jax(jax.grad(loss, argnums=(0, 1, 2)), SHAPES + 0.5, POINTS, p, rtol=1e-4, atol_scale=1e-5)


def _draws(data, a):
    key = _key(data)
    k1, k2, k3 = jax.random.split(key, 3)
    return {"gamma": jax.random.gamma(k1, a), "tiny": jax.random.loggamma(k1, a * 1e-3),
            "beta": jax.random.beta(k2, a, 2.0), "dirichlet": jax.random.dirichlet(k3, a[0]),
            "chisquare": jax.random.chisquare(k1, 3.0, (5,)), "t": jax.random.t(k2, 4.0, (5,)),
            "loggamma": jax.random.loggamma(k3, a)}


def test_gamma_draws_are_jaxs():
    """Each element draws with its own key, split as jax.random splits it,
    through the same accept and reject decisions: the samples are JAX's to
    rounding (tiny shapes sampled in log space included)."""
    check_against_jax(_draws, KEY, SHAPES, rtol=1e-5, atol_scale=1e-6)


def test_gamma_draws_with_batched_keys_and_bf16():
    """vmap over keys (one key per row: random_gamma's keys have the rows'
    shape) and a bf16 shape parameter."""
    keys = np.asarray(jax.random.key_data(jax.random.split(jax.random.key(1), 3)))

    def draws(data, a):
        return jax.vmap(lambda k, row: jax.random.gamma(_key(k), row, dtype=jnp.bfloat16))(data, a)
    check_against_jax(draws, keys, SHAPES.astype(ml_dtypes.bfloat16), rtol=1e-2)


def test_reparameterized_gradient_is_one_op():
    """The gradient of a gamma draw with respect to its shape is a lax.map
    of a scalar function on the CPU (random_gamma_grad per element): it is
    lowered as one elementwise op, not unrolled per element."""
    def loss(data, a):
        return jax.grad(lambda a: jnp.sum(jax.random.gamma(_key(data), a) ** 2)
                        + jnp.sum(jax.random.beta(_key(data), a, 2.0)))(a)
    assert "scan" in str(jax.make_jaxpr(loss)(KEY, SHAPES))
    lowered = check_against_jax(loss, KEY, SHAPES, rtol=1e-4, atol_scale=1e-6)
    assert lowered.text.count("linalg.generic") < 60, "the map was unrolled"
    # Three samplers (gamma's, beta's two) of two loops each, and two maps
    # (the gradients through gamma's and through beta's shape) each holding
    # the series and the continued fraction once: 10 loops, however many
    # elements.
    assert lowered.text.count("scf.while") == 10


def test_map_of_a_scalar_function():
    """lax.map of a user's function of scalars with a data-dependent loop
    (Newton's iteration for a cube root, to a tolerance) is one op whose
    elements each iterate as often as they need; one the scalar program
    cannot lower (a table read at the element) is unrolled, also right."""
    def cube_root(v):
        def step(s):
            y, _ = s
            return y - (y ** 3 - v) / (3 * y ** 2), y
        y, _ = lax.while_loop(lambda s: jnp.abs(s[0] - s[1]) > 1e-6 * jnp.abs(s[0]), step, (v + 1.0, v))
        return y

    xs = rng.uniform(0.5, 100.0, (16,)).astype(np.float32)
    lowered = check_against_jax(lambda x: lax.map(cube_root, x), xs, rtol=1e-5)
    assert len(re.findall(r"scf\.while", lowered.text)) == 1
    # Only the chosen branch runs: cube_root of a negative element would
    # never converge (its guess v + 1 stays above a fixed point it cannot
    # reach), and lax.cond keeps it from running there.
    signed = np.concatenate([xs, -xs])
    lowered = check_against_jax(lambda x: lax.map(lambda v: lax.cond(v > 0, cube_root, jnp.negative, v), x),
                                signed, rtol=1e-5)
    assert "scf.index_switch" in lowered.text
    # A function a scalar program cannot hold (a running logsumexp) is
    # unrolled instead.
    ids = np.arange(5, dtype=np.float32)
    lowered = check_against_jax(lambda x: lax.map(lambda v: lax.cumlogsumexp(jnp.stack([v, 2.0]))[1], x), ids)
    assert "scan[4]/cumlogsumexp" in lowered.text  # one copy per element


def test_map_closing_over_a_few_numbers_is_one_op():
    """Constants of a few elements are read whole by the mapped op (each
    element through a constant indexing map)."""
    table = np.array([0.5, 2.0, -1.0], np.float32)
    xs = rng.uniform(0.5, 4.0, (7,)).astype(np.float32)
    lowered = check_against_jax(lambda x, t: lax.map(lambda v: lax.while_loop(
        lambda c: c < t[1] * 8, lambda c: c * 2 + t[0], v), x), xs, table, rtol=1e-6)
    assert lowered.text.count("scf.while") == 1 and "scan[1]" not in lowered.text


def test_map_that_cannot_be_one_op_says_why():
    """A loop in a lax.map that closes over an array is unrolled, and the
    loop's error says why the map could not run per element."""
    table = jnp.arange(100.0)

    def step(x):
        return lax.map(lambda v: lax.while_loop(lambda c: c < table[0] + 10, lambda c: c * 2 + 1, v), x)
    with pytest.raises(fsdpc.UnsupportedError, match="primitive 'while'.*could not apply its function per "
                                                      "element as one op: it closes over an array of 100"):
        fsdpc.lower(step, np.ones(3, np.float32), mesh=fsdpc.Mesh(("shard",)))


def test_draws_split_over_the_batch():
    """Per-example beta draws (mixup's mixing weights) on the batch split
    over 2 and 4 ranks: each rank's elements draw their own keys' samples,
    equal to the whole batch's."""
    def mix(data, x):
        lam = jax.random.beta(_key(data), 0.4, 0.4, (x.shape[0], 1))
        return {"mixed": lam * x + (1 - lam) * jnp.mean(x, 0), "lam": lam}
    x = rng.standard_normal((8, 5)).astype(np.float32)
    lowered = fsdpc.lower(mix, KEY, x, mesh=fsdpc.Mesh(("shard",)), in_shardings=(fsdpc.P(), fsdpc.P("shard")),
                          out_shardings={"mixed": fsdpc.P("shard"), "lam": fsdpc.P("shard")})
    want = jax.tree.leaves(mix(KEY, x))
    for n in (2, 4):
        got = run_partitioned(lowered, KEY, x, world_size=n)
        for g, w, path in zip(got, want, lowered.out_paths):
            assert_close(g, np.asarray(w), rtol=1e-5, atol_scale=1e-6, what=f"{n} ranks: {path}")


def test_gamma_draws_with_rbg_keys():
    """rbg keys (four words) split per element and draw inside the rejection
    sampler's loop through rng_bit_generator's scalar rule: gamma, beta and
    Dirichlet draws match JAX's."""
    def draws(seed, a):
        keys = jax.random.split(jax.random.key(seed, impl="rbg"), 3)
        return (jax.random.gamma(keys[0], a), jax.random.beta(keys[1], a, 2.0),
                jax.random.dirichlet(keys[2], jnp.array([0.5, 1.0, 2.0]), (2,)))
    lowered = check_against_jax(draws, np.uint32(7), SHAPES, rtol=2e-5, atol_scale=1e-6)
    assert lowered.text.count("scf.while") >= 2


def test_unsafe_rbg_splits_in_loops_are_refused_at_the_users_line():
    """unsafe_rbg splits a key by drawing ten blocks of words per new key:
    past a scalar program's 64 elements per value, refused where the user
    draws."""
    def draw(a):
        return jax.random.gamma(jax.random.key(0, impl="unsafe_rbg"), a)
    message = r"rng_bit_generator: a value of 80 elements.*test_iterative\.py:\d+"
    with pytest.raises(fsdpc.UnsupportedError, match=message):
        fsdpc.lower(draw, SHAPES, mesh=fsdpc.Mesh(("shard",)))


def test_empty_draws():
    (got,) = run_lowered(fsdpc.lower(lambda d, a: jax.random.gamma(_key(d), a), KEY, np.ones((0, 3), np.float32),
                                     mesh=fsdpc.Mesh(("shard",))), [KEY, np.ones((0, 3), np.float32)])
    assert got.shape == (0, 3)


def _small_state_loops(n, x, data):
    """A decay with a traced trip count, a bisection to a tolerance on a few
    numbers the loop closes over, a key split in a loop, and Poisson draws
    (JAX's own loops over their 5 elements)."""
    decayed = lax.fori_loop(0, n, lambda i, s: s * 0.5 + x[0], 1.0)
    v = x[:4]

    def bisect(c):
        lo, hi, it = c
        mid = (lo + hi) / 2
        too_big = jnp.sum(jax.nn.sigmoid(v - mid)) < 1.0
        return jnp.where(too_big, lo, mid), jnp.where(too_big, mid, hi), it + 1
    lo, _, steps = lax.while_loop(lambda c: (c[1] - c[0] > 1e-5) & (c[2] < 100), bisect,
                                  (jnp.float32(-10.0), jnp.float32(10.0), 0))

    def draw(i, c):
        key, total = c
        key, sub = jax.random.split(key)
        return key, total + jax.random.uniform(sub)
    key, total = lax.fori_loop(0, n, draw, (_key(data), 0.0))
    return {"decayed": decayed, "lo": lo, "steps": steps, "scaled": x * lo, "key": jax.random.key_data(key),
            "total": total, "counts": jax.random.poisson(key, 3.0, (5,))}


def test_while_loops_over_small_state():
    """Each loop is one op over no iteration space running the whole loop,
    its results JAX's; partitioned on 2 ranks too (the loop runs on every
    rank, on replicated values)."""
    x = np.array([0.3, -1.0, 2.0, 0.5, 1.5, 0.1], np.float32)
    lowered = check_against_jax(_small_state_loops, np.int32(5), x, KEY, rtol=1e-6)
    assert lowered.text.count("iterator_types = []") >= 4
    want = jax.tree.leaves(_small_state_loops(np.int32(5), x, KEY))
    for got, w, path in zip(run_partitioned(lowered, np.int32(5), x, KEY, world_size=2), want, lowered.out_paths):
        assert_close(got, np.asarray(w), rtol=1e-6, atol_scale=1e-7, what=f"2 ranks: {path}")


def test_vmapped_while_loops_over_small_state():
    """A batched predicate (vmap of a while_loop, and JAX's exponential
    integrals and 1F1, which loop so): the loop runs while any element's
    predicate holds, each iteration updating only those elements, as XLA
    lowers it."""
    x = np.linspace(0.1, 3.9, 6).astype(np.float32)
    doubling = jax.vmap(lambda v: lax.while_loop(lambda c: c < 10, lambda c: c * 2 + 1, v))
    check_against_jax(doubling, x)
    special = [jax.scipy.special.expi, jax.scipy.special.exp1, lambda v: jax.scipy.special.expn(2, v),
               lambda v: jax.scipy.special.hyp1f1(1.0, 2.0, v)]
    check_against_jax(lambda v: [f(v) for f in special], x, rtol=2e-6)


def test_while_loop_edge_operands():
    """A zero-size carry beside a counter, and a batch-split value the loop
    closes over: gathered (with a warning), every rank running the loop on
    the whole batch, the result JAX's."""
    def count(x):
        n, empty = lax.while_loop(lambda c: c[0] < 5, lambda c: (c[0] + 1, c[1] * 2),
                                  (0, jnp.zeros((0,), jnp.float32)))
        return n, empty, x
    check_against_jax(count, np.ones(3, np.float32))

    def grow(x):
        return {"grown": lax.while_loop(lambda c: c < x[0] * 100, lambda c: c * 2 + 1, jnp.float32(0.5))}
    x = np.linspace(1.0, 2.0, 8).astype(np.float32)
    lowered = fsdpc.lower(grow, x, mesh=fsdpc.Mesh(("shard",)), in_shardings=(fsdpc.P("shard"),))
    with pytest.warns(fsdpc.FsdpcWarning, match="operand #0 at a fixed index"):
        (got,) = run_partitioned(lowered, x, world_size=2)
    assert_close(got, np.asarray(grow(x)["grown"]), rtol=0, atol_scale=0, what="grown")
