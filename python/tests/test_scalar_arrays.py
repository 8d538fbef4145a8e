"""Small arrays in scalar programs (fsdpc/emit/scalar_arrays.py): while and
fori loops over a few elements of state that multiply them (dot_general),
pick their extremes (argmax / argmin), and read and write them at positions
the loop computes (dynamic_slice, dynamic_update_slice, gather, scatter),
each loop one op; lowered, run by mlir-runner and compared with JAX, and
partitioned on 2 ranks."""

import re

import jax.numpy as jnp
import jax
import ml_dtypes
import numpy as np
import pytest
from jax import lax

import fsdpc
from fsdpc import P
from fsdpc.testing import assert_close, check_against_jax, run_lowered, run_partitioned

pytestmark = pytest.mark.usefixtures("needs_fsdp_opt")

rng = np.random.default_rng(23)
TABLE = np.sort(rng.random(8)).astype(np.float32)
MATRIX = rng.standard_normal((6, 6)).astype(np.float32)


def _one_loop(lowered) -> None:
    """The loop is one op: one scf.while, no unrolled copies of its body."""
    assert len(re.findall(r"scf\.while", lowered.text)) == 1, lowered.text[:2000]


def test_reads_at_the_loop_counter():
    """``w[i]`` at a traced trip count, a bisection over a sorted table
    (``w[mid]``), and 2-D windows read past the end (the start clamped as
    XLA clamps it) and at negative starts."""
    def fn(w, n):
        w = jnp.asarray(w)
        total = lax.fori_loop(0, n, lambda i, acc: acc + w[i] * (i + 1), 0.0)

        def halve(c):
            lo, hi = c
            mid = (lo + hi) // 2
            below = w[mid] < 0.4
            return jnp.where(below, mid, lo), jnp.where(below, hi, mid)
        lo, _ = lax.while_loop(lambda c: c[1] - c[0] > 1, halve, (0, w.shape[0]))
        m = w.reshape(2, 4)
        windows = lax.fori_loop(0, n, lambda i, acc: acc + lax.dynamic_slice(m, (i - 2, 2 * i - 3), (1, 3)),
                                jnp.zeros((1, 3)))
        return total, lo, windows
    for n in (0, 5, 8):
        check_against_jax(fn, TABLE, np.int32(n), rtol=1e-6)


def test_writes_at_the_loop_counter():
    """dynamic_update_slice (clamped starts) and every scatter of
    ``.at[i]``: set, add, mul, min, max, apply; an index past the end
    drops the update, except in clip mode; duplicate indices in one
    scatter add up, and the last set wins."""
    def fn(w, n):
        w = jnp.asarray(w)
        m = lax.fori_loop(0, n, lambda i, m: lax.dynamic_update_slice(m, m[:1, :2] * 2.0 + i, (i % 3, 3 * i - 2)),
                          w.reshape(2, 4))

        def scatters(i, a):
            a = a.at[i].add(1.0).at[i + 6].set(-1.0).at[(i * 3) % 8].mul(0.5)
            a = a.at[i % 4].min(0.2).at[7 - i % 8].max(0.9).at[i % 8].apply(jnp.sin)
            a = a.at[i + 6].set(5.0, mode="clip")
            return a.at[jnp.array([i % 8, i % 8, (i + 1) % 8])].add(jnp.array([1.0, 2.0, 3.0]))
        a = lax.fori_loop(0, n, scatters, w)
        last = w.at[jnp.array([n % 8, n % 8])].set(jnp.array([7.0, 9.0]))
        return m, a, last
    for n in (0, 3, 9):
        lowered = check_against_jax(fn, TABLE, np.int32(n), rtol=1e-6)
    assert lowered.text.count("scf.while") == 2


def test_gathers_and_extremes_in_a_loop():
    """A greedy loop: take the largest element (argmax, ties to the
    smallest index), read it and its neighbours by jnp.take (also out of
    bounds in fill mode), remove it; argmin with NaN counts NaN as the
    extreme, as XLA does."""
    def fn(w, n):
        w = jnp.asarray(w)

        def greedy(i, c):
            a, total = c
            j = jnp.argmax(a)
            near = jnp.take(a, jnp.stack([j - 1, j + 1]), mode="fill", fill_value=0.0)
            return a.at[j].set(-1.0), total + a[j] + 0.1 * near.sum()
        a, total = lax.fori_loop(0, n, greedy, (w, 0.0))
        rows = lax.fori_loop(0, n, lambda i, acc: acc + jnp.take_along_axis(
            w.reshape(4, 2), (jnp.arange(4)[:, None] + i) % 2, axis=1), jnp.zeros((4, 1)))
        return a, total, rows, jnp.argmin(jnp.where(jnp.arange(8) == n % 8, jnp.nan, w) + 0 * n)
    ties = np.array([0.5, 0.9, 0.9, 0.1, 0.9, 0.3, 0.2, 0.0], np.float32)
    for n in (0, 4):
        check_against_jax(fn, ties, np.int32(n), rtol=1e-6)
    lowered = check_against_jax(fn, TABLE, np.int32(6), rtol=1e-6)
    assert lowered.text.count("scf.while") == 2


@pytest.mark.parametrize("dtype", [np.float32, ml_dtypes.bfloat16])
def test_power_iteration_to_a_tolerance(dtype):
    """dot_general in a loop: power iteration on a 6 x 6 matrix until the
    estimate settles (bf16 products accumulated in f32 and rounded once,
    as the tensor rule does), one op; on 2 ranks the batch-split data the
    matrix comes from is reduced first, and every rank loops on it."""
    def fn(x):
        x = jnp.asarray(x)
        a = (x.T @ x).astype(dtype)

        def power(c):
            v, _, it = c
            w = a @ v
            return (w / jnp.linalg.norm(w.astype(jnp.float32)).astype(dtype)).astype(dtype), v @ w, it + 1
        v, estimate, steps = lax.while_loop(
            lambda c: (c[2] < 2) | ((c[2] < 200) & (jnp.abs(c[1] - c[0] @ (a @ c[0])) > 1e-4 * jnp.abs(c[1]))),
            power, (jnp.ones(6, dtype) / jnp.sqrt(6.0).astype(dtype), jnp.zeros((), dtype), 0))
        return estimate, steps
    tol = dict(rtol=2e-2, atol_scale=2e-2) if dtype != np.float32 else dict(rtol=1e-5)
    lowered = check_against_jax(fn, MATRIX, **tol)
    _one_loop(lowered)
    if dtype == np.float32:
        x = rng.standard_normal((8, 6)).astype(np.float32)
        lowered = fsdpc.lower(fn, x, mesh=fsdpc.Mesh(("shard",)), in_shardings=(fsdpc.P("shard"),))
        estimate, steps = run_partitioned(lowered, x, world_size=2)
        want_estimate, want_steps = fn(x)
        assert_close(estimate, np.asarray(want_estimate), rtol=1e-5, what="estimate on 2 ranks")
        assert int(steps) == int(want_steps)


def test_map_over_rows_of_a_small_table():
    """lax.map of a function reading a closed-over 6 x 6 table by the row
    it is given (gather) and multiplying by it (dot_general): one
    elementwise op instead of one copy per row."""
    rows = np.array([0, 5, 2, 2, 7, -1], np.int32)

    def fn(ids):
        table = jnp.asarray(MATRIX)
        return lax.map(lambda i: table[i % 6] @ table[(i + 1) % 6], ids)
    lowered = check_against_jax(fn, rows, rtol=1e-5)
    assert lowered.as_text(locations=False).count("linalg.generic") == 1


def test_values_past_the_limit_are_refused():
    """A loop over a vector of 65 elements is not a scalar program: refused
    at the user's line, naming the size."""
    def fn(w, n):
        return lax.fori_loop(0, n, lambda i, a: a.at[i].add(1.0), w)
    with pytest.raises(fsdpc.UnsupportedError, match="65 elements") as err:
        fsdpc.lower(fn, np.zeros(65, np.float32), np.int32(3), mesh=fsdpc.Mesh(("shard",)))
    assert "test_scalar_arrays.py" in str(err.value)


def test_scans_in_a_loop():
    """A fori_loop with a static trip count nested in a while loop (an
    scf.for, not 50 copies of its body), a scan over the rows of a small
    array in either direction (unrolled), and one of length 0."""
    def fn(w, n):
        w = jnp.asarray(w)

        def outer(c):
            v, k = c
            v = lax.fori_loop(0, 50, lambda i, v: 0.9 * v + 0.01 * w[i % 8], v)
            rows = w.reshape(4, 2)
            total, partial = lax.scan(lambda t, r: (t * 0.5 + jnp.sum(r) * v, t), 0.0, rows)
            back, _ = lax.scan(lambda t, r: (t * 0.5 + r[0], None), 0.0, rows, reverse=True)
            return v + 0.001 * (total + back) + 0.01 * partial[1], k + 1
        v, k = lax.while_loop(lambda c: c[1] < n, outer, (jnp.float32(1.0), 0))
        empty, _ = lax.scan(lambda t, r: (t + r, None), v, jnp.zeros((0,)))
        return v, k, empty
    for n in (0, 3):
        lowered = check_against_jax(fn, TABLE, np.int32(n), rtol=1e-6)
    assert lowered.text.count("scf.for") == 1 and len(lowered.text) < 200_000


def test_keys_indexed_at_the_loop_counter():
    """Key arrays indexed at run time: keys[i] and windows in a loop over a
    few split keys (their words read whole), keys[idx] (gather) and
    .at[i].set (scatter), each over the key's data with its words a whole
    window."""
    data = np.asarray(jax.random.key_data(jax.random.key(9)))

    def fn(key, n):
        keys = jax.random.split(jax.random.wrap_key_data(key), 4)
        total = lax.fori_loop(0, n, lambda i, t: t + jax.random.uniform(keys[i % 4]), 0.0)
        window = lax.fori_loop(0, n, lambda i, t: t + jax.random.key_data(lax.dynamic_slice(keys, (i,), (2,))),
                               jnp.zeros((2, 2), jnp.uint32))
        return total, window
    for n in (0, 3, 6):
        check_against_jax(fn, data, np.int32(n), rtol=1e-6)

    def rewritten(key, n, x):
        keys = jax.random.split(jax.random.wrap_key_data(key), 4)
        keys = lax.dynamic_update_slice(keys, jax.random.split(keys[0], 1), (jnp.argmax(x),))
        return jax.random.key_data(lax.fori_loop(0, n, lambda i, k: lax.dynamic_update_slice(
            k, jax.random.split(k[i], 1), (i + 1,)), keys))
    check_against_jax(rewritten, data, np.int32(3), np.array([0.1, 0.5, 0.9, 0.2], np.float32))
    # Outside a loop too: a key picked by a value of the step.
    x = np.array([0.2, 0.9, 0.1, 0.4], np.float32)
    check_against_jax(lambda x, key: x * jax.random.uniform(jax.random.split(jax.random.wrap_key_data(key), 4)[
        jnp.argmax(x)]), x, data, rtol=1e-6)

    # Gathered by an array of indices and written with .at[i].set, at the
    # tensor level and in a loop.
    def shuffled(key, n, x):
        keys = jax.random.split(jax.random.wrap_key_data(key), 4)
        picked = jax.vmap(jax.random.uniform)(keys[jnp.argsort(x)[:2]])
        keys = keys.at[jnp.argmax(x)].set(keys[0])
        looped = lax.fori_loop(0, n, lambda i, k: k.at[i % 4].set(jax.random.split(k[(i + 1) % 4], 1)[0]), keys)
        return picked, jax.random.key_data(keys), jax.random.key_data(looped)
    for n in (0, 5):
        check_against_jax(shuffled, data, np.int32(n), np.array([0.1, 0.5, 0.9, 0.2], np.float32), rtol=1e-6)


def test_more_shapes_of_contraction_and_extremes():
    """dot_general with batch dims, with no contracted dim (an outer
    product), int8 operands into int32 and bools (whose terms or); argmax /
    argmin of ints, unsigned ints and bools, in a loop."""
    def fn(w, n, q):
        w, q = jnp.asarray(w), jnp.asarray(q)
        a, b = w.reshape(2, 2, 2), w[:4].reshape(2, 2)

        def body(i, c):
            batched, outer, ints, picks = c
            batched = batched + jnp.einsum("bij,bjk->bik", a, a) * i
            outer = outer + jnp.outer(b[i % 2], w[:3])
            ints = ints + lax.dot_general(q, q, (((1,), (0,)), ((), ())), preferred_element_type=jnp.int32)
            held = q > i - 2  # two true terms of a bool product must not cancel
            picks = picks + jnp.stack([jnp.argmax(q[i % 2]), jnp.argmin(q[:, 1].astype(jnp.uint8) + i.astype(
                jnp.uint8)), jnp.argmax(q[0] > i), jnp.argmin(q.ravel() * -1), jnp.sum(held @ held)])
            return batched, outer, ints, picks
        init = (jnp.zeros((2, 2, 2)), jnp.zeros((2, 3)), jnp.zeros((2, 2), jnp.int32), jnp.zeros(5, jnp.int32))
        return lax.fori_loop(0, n, body, init)
    q = np.array([[3, -7], [100, 3]], np.int8)
    for n in (0, 3):
        check_against_jax(fn, TABLE, np.int32(n), q, rtol=1e-6)


def test_more_scatters_and_scans():
    """A vmapped .at[i] (a scatter with operand batching dims), .at[i, j]
    on a matrix, a scan over a vector's elements whose row becomes the
    carry, and a scan of length 0 with stacked outputs."""
    def fn(w, n):
        w = jnp.asarray(w)

        def body(i, c):
            rows, m, last = c
            rows = jax.vmap(lambda r, k: r.at[k].add(1.0))(rows, (jnp.arange(2) + i) % 4)
            m = m.at[i % 2, (i + 1) % 4].set(i.astype(jnp.float32)).at[(i + 1) % 2, i % 4].mul(-1.0)
            last, seen = lax.scan(lambda c, x: (x, c), last, w)
            return rows, m, last + seen[0]
        out = lax.fori_loop(0, n, body, (w.reshape(2, 4), w.reshape(2, 4), jnp.float32(0.0)))
        empty_carry, empty_rows = lax.scan(lambda c, x: (c + x, c), 0.0, jnp.zeros((0,)))
        return out, empty_carry, empty_rows
    for n in (0, 5):
        check_against_jax(fn, TABLE, np.int32(n), rtol=1e-6)


def test_windows_written_in_a_loop():
    """Scatters whose windows are narrower than the operand along an indexed
    dim: a vmapped dynamic_update_slice (starts past the end clamped), a
    slice of a row, and windows that do not fit, dropped whole or clamped."""
    rows_of_pairs = lax.ScatterDimensionNumbers(update_window_dims=(1,), inserted_window_dims=(0,),
                                                scatter_dims_to_operand_dims=(0, 1))

    def fn(w, n):
        def body(i, rows):
            patch = jnp.full((2, 2), i.astype(jnp.float32) + 1.0)
            rows = jax.vmap(lambda r, p, j: lax.dynamic_update_slice(r, p, (j,)))(rows, patch, jnp.stack([i, 3 - i]))
            rows = rows.at[i % 2, 1:3].add(0.5, mode="drop")
            starts = jnp.stack([jnp.stack([i % 2, i + 1]), jnp.stack([1 - i % 2, i])])
            rows = lax.scatter_add(rows, starts, jnp.full((2, 2), 10.0), rows_of_pairs, mode="drop")
            return lax.scatter_max(rows, starts, jnp.full((2, 2), 7.0), rows_of_pairs, mode="clip")
        return lax.fori_loop(0, n, body, jnp.asarray(w).reshape(2, 4))
    for n in (0, 4):
        check_against_jax(fn, TABLE, np.int32(n), rtol=1e-6)


def test_unsigned_positions_are_not_sign_extended():
    """A uint8 position of 200 is element 200 (arith.index_castui), as JAX
    reads it at the top level; in a loop it clamps to the end, as
    dynamic_slice's definition says (XLA's CPU backend reads it as -56
    there and returns element 0, so that is checked against numpy)."""
    table = np.arange(256 * 2, dtype=np.float32).reshape(256, 2)
    check_against_jax(lambda t, tok: jnp.asarray(t)[tok], table, np.uint8(200), rtol=0)

    def in_loop(tok, n):
        return lax.fori_loop(0, n, lambda i, acc: acc + jnp.arange(6.0)[tok], 0.0)
    lowered = fsdpc.lower(in_loop, np.uint8(200), np.int32(2), mesh=fsdpc.Mesh(("shard",)))
    (got,) = run_lowered(lowered, [np.uint8(200), np.int32(2)])
    assert float(got) == 2 * 5.0


def test_typed_key_shardings_and_initializers():
    """A sharding spec of a typed key covers the key array's dims, not its
    words: P("shard") on one key is refused like on a scalar; a key has no
    initializer."""
    mesh = fsdpc.Mesh(("shard",))

    def step(x, key):
        return x * jax.random.uniform(key), jax.random.split(key)[0]
    with pytest.raises(fsdpc.ShardingError, match="key: PartitionSpec .* has 1 entries but the tensor has rank 0"):
        fsdpc.lower(step, np.ones(4, np.float32), jax.random.key(0), mesh=mesh, in_shardings=(P(), P("shard")))
    with pytest.raises(fsdpc.ShardingError, match="key: a PRNG key has no initializer"):
        fsdpc.lower(step, np.ones(4, np.float32), jax.random.key(0), mesh=mesh, init={"key": "zeros"})


def test_sorts_running_sums_and_padding_in_a_loop():
    """sort (argsort, multi-key, with NaN, -0 and ties), top_k, median,
    cumsum / cumprod / cummax / cummin both ways, and jnp.pad with interior
    and negative edges, in a loop, against JAX."""
    def fn(w, n):
        w = jnp.asarray(w)

        def body(i, c):
            v, idx, top, med, run, padded = c
            v = jnp.sort(v * -1.0 + i)
            idx = jnp.argsort(w * (i % 3 - 1)).astype(jnp.int32)
            both = lax.sort((jnp.floor(w * 3), -w), num_keys=2)[1]
            zeros = jnp.where(w == 0, w, -5.0 - i)  # 0 comes before -0 in top_k's order
            top = lax.top_k(w * (i % 2 * 2 - 1), 3)[0] + lax.top_k(w, 2)[1].sum() + lax.top_k(zeros, 8)[1][:3]
            med = jnp.median(w + i) + both[0]
            run = (jnp.cumsum(w) + lax.cumprod(w[::-1], reverse=True) + lax.cummax(jnp.sin(w * i))
                   + lax.cummin(w, reverse=True))
            padded = lax.pad(w[:4], 0.5 * i, [(2, -1, 1)]) + lax.pad(w[:3], 1.0, [(-3, 4, 2)])[:8] \
                + lax.pad(w[:0], -1.0, [(3, 5, 4)])
            run = run + lax.cumsum(w, reverse=True) + lax.cumprod(w[::-1], reverse=True) + jnp.cumsum(w[3:5]).sum()
            return v, idx, top, med, run, padded
        init = (w, jnp.zeros(8, jnp.int32), jnp.zeros(3), 0.0, jnp.zeros(8), jnp.zeros(8))
        return lax.fori_loop(0, n, body, init)
    special = np.array([0.5, np.nan, -0.0, 0.0, 0.5, -1.0, np.inf, 0.25], np.float32)
    # A reversed sum adds from i upwards, as XLA does: 1 + (1e8 - 1e8)
    # would be 1; (1 + 1e8) - 1e8 is 0. A sum of -0s is 0.
    cancelling = np.array([1.0, 1e8, -1e8, -0.0, -0.0, 1e30, 1e30, 1e-30], np.float32)
    for w in (TABLE, special, cancelling):
        for n in (0, 3):
            check_against_jax(fn, w, np.int32(n), rtol=1e-6)


def test_linear_algebra_in_a_loop():
    """Newton's method on three unknowns, solving with its Jacobian every
    iteration until the step is small (lu, triangular_solve,
    custom_linear_solve), a Cholesky solve, a determinant and an inverse of
    a batch of 2 x 2 matrices, and lu of a wide matrix, in loops."""
    def newton(c, n):
        c = jnp.asarray(c)

        def residual(x):
            return jnp.stack([x[0] ** 2 + x[1] - c[0], jnp.sin(x[1]) + x[2] * x[0] - c[1],
                              x[2] ** 3 + x[0] - c[2]])

        def step(state):
            x, _, k = state
            dx = jnp.linalg.solve(jax.jacfwd(residual)(x), residual(x))
            return x - dx, jnp.max(jnp.abs(dx)), k + 1
        x, _, iters = lax.while_loop(lambda s: (s[1] > 1e-6) & (s[2] < 50), step,
                                     (jnp.array([1.0, 0.5, 1.0]), jnp.float32(1.0), 0))

        def spd(i, acc):
            m = jnp.outer(c, c) + (2.0 + i) * jnp.eye(3)
            chol = jnp.linalg.cholesky(m)
            batch = jnp.stack([m[:2, :2], m[1:, 1:] * -1.0])
            return (acc + jax.scipy.linalg.cho_solve((chol, True), c) + jnp.linalg.det(batch).sum()
                    + jnp.linalg.inv(batch)[:, 0, :].sum() + lax.linalg.lu(m[:2] + i)[0][1] + pivoted(i))

        def pivoted(i):  # the second row's larger first element is the pivot
            factors, pivots, perm = lax.linalg.lu(jnp.stack([jnp.stack([c[1], 2.0, 1.0]),
                                                             jnp.stack([c[2] + i, 1.0, 0.5])]))
            return factors[1] + factors[0] + pivots.sum() + perm[0]
        return x, iters, lax.fori_loop(0, n, spd, jnp.zeros(3))
    for n in (0, 2):
        check_against_jax(newton, np.array([2.0, 1.0, 3.0], np.float32), np.int32(n), rtol=2e-5, atol_scale=1e-5)


def test_more_linear_algebra_in_a_loop():
    """Solves from the right (X A = B) with transposed and unit-diagonal
    matrices, a Cholesky factor of a matrix that is not positive definite
    (all NaN, as XLA gives), and lu of a tall matrix, in a loop."""
    def fn(c, n):
        c = jnp.asarray(c)

        def body(i, acc):
            m = jnp.outer(c, c) + (2.0 + i) * jnp.eye(3)
            low = jnp.tril(m)
            right = sum(lax.linalg.triangular_solve(low, m[:2], left_side=False, lower=True, transpose_a=t,
                                                    unit_diagonal=u).sum() for t in (False, True)
                        for u in (False, True))
            indefinite = jnp.linalg.cholesky(m - 20.0 * jnp.eye(3))
            tall = lax.linalg.lu(jnp.concatenate([m, m[:1] * 2.0]))
            return (acc + right + jnp.where(jnp.isnan(indefinite), 7.0, indefinite).sum(0)
                    + tall[0][3] + tall[1].astype(jnp.float32) + tall[2][:3].astype(jnp.float32))
        return lax.fori_loop(0, n, body, jnp.zeros(3))
    for n in (0, 2):
        check_against_jax(fn, np.array([2.0, 1.0, 3.0], np.float32), np.int32(n), rtol=2e-5, atol_scale=1e-5)
