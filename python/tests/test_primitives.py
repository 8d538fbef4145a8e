"""Each covered primitive: lowered, executed by mlir-runner, compared with JAX.

Every case also asserts that the primitive it is named after really occurs in
the traced jaxpr, so the table documents (and proves) coverage.
"""

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest
import scipy.special
from jax import lax

import fsdpc
from fsdpc.testing import assert_close, check_against_jax, run_lowered

rng = np.random.default_rng(1234)


def normal(*shape, dtype=np.float32):
    return rng.standard_normal(shape).astype(dtype)


def positive(*shape):
    return (rng.random(shape) + 0.1).astype(np.float32)


def ints(lo, hi, *shape):
    return rng.integers(lo, hi, shape).astype(np.int32)


def primitives_in(jaxpr) -> set[str]:
    found = set()
    for eqn in jaxpr.eqns:
        found.add(eqn.primitive.name)
        for sub in jax.extend.core.jaxprs_in_params(eqn.params):
            found |= primitives_in(sub)
    return found


def table_gather(table, ids):
    return table[ids]


def take_along(x, idx):
    return jnp.take_along_axis(x, idx[:, None], axis=-1)


def embedding_grad(table, ids, dy):
    return jax.vjp(lambda t: t[ids], table)[1](dy)[0]


def take_along_grad(x, idx):
    return jax.grad(lambda x: jnp.sum(jnp.take_along_axis(x, idx[:, None], axis=-1) ** 2))(x)


@jax.custom_jvp
def soft_clip(x):
    return jnp.tanh(x) * 2.0


soft_clip.defjvp(lambda p, t: (soft_clip(p[0]), t[0] * 2.0 * (1 - jnp.tanh(p[0]) ** 2)))


@jax.custom_vjp
def scaled(x):
    return x * 3.0


scaled.defvjp(lambda x: (x * 3.0, None), lambda _, g: (g * 3.0,))

def scan_layers(ws, x):
    """A carry through stacked layers, a per-layer output and a closed-over
    scale (a scan const)."""
    scale = jnp.float32(0.5) * jnp.ones(4)
    return lax.scan(lambda h, w: (jnp.tanh(h @ w) * scale, jnp.sum(h, axis=0)), x, ws)


def scan_layers_grad(ws, x):
    """The backward pass is a reverse scan reading the forward's residuals."""
    return jax.value_and_grad(lambda ws: jnp.sum(scan_layers(ws, x)[0] ** 2))(ws)


def nested_scans(xs):
    inner = lambda c, row: (c * 0.5 + row, c)  # noqa: E731
    return lax.scan(lambda c, x: (c + lax.scan(inner, c, x)[0], c), jnp.zeros(4), xs)


x34, y34 = normal(3, 4), normal(3, 4)
KEY = np.asarray(jax.random.key_data(jax.random.key(42)))
CLOSED_KEY = jax.random.key(7)
CONV_OPTIONS = [dict(window_strides=(1, 1), padding="SAME"), dict(window_strides=(2, 2), padding="SAME"),
                dict(window_strides=(1, 2), padding="VALID", rhs_dilation=(2, 1)),
                dict(window_strides=(2, 1), padding=((1, 2), (0, 1)), lhs_dilation=(2, 1))]
NEXT_X = np.array([0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.nan, 1e-45, 3.4e38, 2.0], np.float32)
NEXT_Y = np.array([1.0, -1.0, 2.0, 0.0, 0.0, np.inf, 1.0, 0.0, np.inf, 2.0], np.float32)
# Signed zeros, NaNs of both signs, infinities and ties: where sort's order
# (-0 == 0, NaN last) and top_k's (IEEE total order) differ.
SPECIAL = normal(4, 8)
SPECIAL[0, :4] = [0.0, -0.0, 1.0, -0.0]
SPECIAL[1, 2], SPECIAL[1, 5], SPECIAL[3, 1], SPECIAL[3, 6] = np.nan, -np.nan, -np.inf, np.inf
SPECIAL[2, :3] = 3.0


def dropout(key, x):
    """Inverted dropout as users write it: a bernoulli mask from a key."""
    keep = jax.random.bernoulli(jax.random.wrap_key_data(key), 0.8, x.shape)
    return jnp.where(keep, x / 0.8, 0.0)


def key_ops(key):
    """split (unpacked and kept as an array), fold_in, vmap over keys, and
    randint, which slices a key array."""
    k = jax.random.wrap_key_data(key)
    a, b = jax.random.split(k)
    keys = jax.random.split(jax.random.fold_in(a, 7), 3)
    return (jax.vmap(lambda kk: jax.random.normal(kk, (2,)))(keys), jax.random.randint(b, (6,), 0, 10),
            jax.random.key_data(keys))

WINDOW_STARTS = np.array([1, 9, -2, 5], np.int32)  # 9 and -2 are clamped or dropped
# Row and column starts of windows of 3 columns: [0, 6] and [3, -1] do not fit in 8.
WINDOWS = np.array([[0, 6], [1, 5], [1, 2], [3, -1]], np.int32)
ROWS_OF_WINDOWS = lax.ScatterDimensionNumbers(update_window_dims=(1,), inserted_window_dims=(0,),
                                              scatter_dims_to_operand_dims=(0, 1))

# (primitive, function, inputs)
CASES = [
    ("dot_general", lambda a, b: a @ b, (normal(3, 4), normal(4, 5))),
    ("dot_general", lambda a, b: jnp.einsum("bij,bjk->bik", a, b), (normal(2, 3, 4), normal(2, 4, 5))),
    ("dot_general", lambda a, b: jnp.einsum("ij,kj->ik", a, b), (normal(3, 4), normal(5, 4))),
    ("dot_general", lambda a, b: jnp.einsum("ji,jk->ik", a, b), (normal(4, 3), normal(4, 5))),
    ("dot_general", lambda a, b: jnp.einsum("bhqd,bhkd->bhqk", a, b), (normal(2, 2, 3, 4), normal(2, 2, 5, 4))),
    ("dot_general", lambda a, b: jnp.einsum("bij,ijk->bk", a, b), (normal(2, 3, 4), normal(3, 4, 5))),
    ("dot_general", lambda a, b: a @ b, (ints(-5, 5, 3, 4), ints(-5, 5, 4, 2))),
    ("dot_general", lambda a, b: jnp.dot(a, b, preferred_element_type=jnp.float32),
     (normal(3, 4, dtype=ml_dtypes.bfloat16), normal(4, 5, dtype=ml_dtypes.bfloat16))),
    ("add", lambda a, b: a + b, (x34, y34)),
    ("add", lambda a, b: a + b, (normal(3, 4), normal(4))),
    ("add", lambda a, b: a + b, (ints(-9, 9, 5), ints(-9, 9, 5))),
    ("add_any", jax.grad(lambda x: jnp.sum(jnp.sin(x) * jnp.cos(x))), (normal(5),)),
    ("sub", lambda a, b: a - b, (x34, normal(3, 1))),
    ("mul", lambda a, b: a * b * 2.5, (x34, y34)),
    ("div", lambda a, b: a / b, (x34, positive(3, 4))),
    ("div", lambda a, b: lax.div(a, b), (ints(-20, 20, 6), ints(1, 5, 6) * np.array([1, -1] * 3, np.int32))),
    ("rem", lambda a, b: lax.rem(a, b), (ints(-20, 20, 6), ints(1, 5, 6))),
    ("max", jnp.maximum, (x34, y34)),
    ("min", jnp.minimum, (x34, y34)),
    ("max", jnp.maximum, (ints(-9, 9, 7), ints(-9, 9, 7))),
    # -0 is below +0 in either order (compared as bits): jnp.clip(-0.0, 0, 1)
    # is +0.0.
    ("max", lambda a, b: tuple(lax.bitcast_convert_type(v, jnp.int32) for v in (
        jnp.maximum(a, b), jnp.minimum(a, b), jnp.clip(a, 0.0, 1.0), jnp.max(jnp.stack([a, b]), axis=0))),
     (np.array([0.0, -0.0, -0.0, 0.0, np.nan], np.float32), np.array([-0.0, 0.0, -0.0, 0.0, 1.0], np.float32))),
    ("pow", lambda a, b: a ** b, (positive(3, 4), normal(3, 4))),
    ("integer_pow", lambda a: a ** 3 + a ** -2, (positive(6),)),
    ("square", lax.square, (x34,)),
    ("neg", lambda a: -a, (x34,)),
    ("neg", lambda a: -a, (ints(-9, 9, 4),)),
    ("exp", jnp.exp, (x34,)),
    ("exp2", jnp.exp2, (x34,)),
    ("expm1", jnp.expm1, (x34 * 1e-3,)),
    # Relative near zero, where exp(x) - 1 would lose x (the emulator calls
    # libm's expm1f; the compiled kernels' are checked in KernelMathTest).
    ("expm1", lambda a: jnp.expm1(a) / a, (np.array([1e-30, -1e-12, 3e-8, -0.25], np.float32),)),
    ("log", jnp.log, (positive(3, 4),)),
    ("log1p", jnp.log1p, (positive(3, 4) * 1e-3,)),
    # Relative near zero, where log(1 + x) would give 0 (the tolerance is
    # absolute at this scale, so the quotient is compared).
    ("log1p", lambda a: jnp.log1p(a) / a, (np.array([1e-30, -1e-12, 3e-8, -0.25], np.float32),)),
    ("tanh", jnp.tanh, (x34,)),
    ("logistic", jax.nn.sigmoid, (x34 * 4,)),
    ("sqrt", jnp.sqrt, (positive(3, 4),)),
    ("rsqrt", lax.rsqrt, (positive(3, 4),)),
    ("erf", lax.erf, (x34,)),
    ("erfc", lax.erfc, (x34,)),
    ("abs", jnp.abs, (x34,)),
    ("abs", jnp.abs, (ints(-9, 9, 5),)),
    ("sign", jnp.sign, (np.array([-2.0, 0.0, 3.0, -0.0, 1e-30], np.float32),)),
    ("sign", jnp.sign, (ints(-3, 3, 7),)),
    ("is_finite", jnp.isfinite, (np.array([1.0, np.inf, -np.inf, np.nan, -0.0, 3e38], np.float32),)),
    # logsumexp guards its maximum: a row of -inf gives -inf, not NaN.
    ("is_finite", lambda a: jax.nn.logsumexp(a, axis=-1),
     (np.array([[1.0, 2.0, -1.0], [-np.inf, -np.inf, -np.inf]], np.float32),)),
    ("sin", jnp.sin, (x34,)),
    ("sinh", jnp.sinh, (x34,)),
    ("cosh", jnp.cosh, (x34,)),
    ("asin", jnp.arcsin, (x34 / 3,)),
    ("acos", jnp.arccos, (x34 / 3,)),
    ("atan", jnp.arctan, (x34,)),
    ("asinh", jnp.arcsinh, (x34,)),
    ("acosh", lax.acosh, (positive(3, 4) + 1,)),
    ("atanh", jnp.arctanh, (x34 / 3,)),
    ("cbrt", jnp.cbrt, (x34,)),
    ("atan2", jnp.arctan2, (x34, y34)),
    ("erf_inv", lax.erf_inv, (np.array([-1.0, 1.0, 0.999999, 0.9998317, -0.9, 0.0, 0.3, 0.5], np.float32),)),
    # Tails: within a few ulp of XLA's (the same polynomial in -log1p(-x^2)).
    ("erf_inv", lambda a: lax.erf_inv(a), (np.linspace(-0.99999, 0.99999, 2001, dtype=np.float32),)),
    *[(prim, fn, (np.array([1, -5, 7, 1 << 30, -1, 3, 9], np.int32), np.array([0, 1, 31, 32, 33, -1, 2], np.int32)))
      for prim, fn in [("shift_left", jnp.left_shift), ("shift_right_logical", lax.shift_right_logical),
                       ("shift_right_arithmetic", jnp.right_shift)]],
    ("shift_right_logical", lax.shift_right_logical,
     (np.array([1, 0xFFFFFFFF, 1 << 31], np.uint32), np.array([1, 32, 31], np.uint32))),
    ("population_count", lax.population_count, (ints(-99, 99, 6),)),
    ("clz", lax.clz, (np.array([0, 1, -1, 1 << 20], np.int32),)),
    ("le_to", jnp.searchsorted, (np.array([1.0, 2.0, 2.0, 5.0, np.nan], np.float32),
                                 np.array([0.0, 2.0, 2.5, 9.0, np.nan, -0.0], np.float32))),
    ("bitcast_convert_type", lambda a: lax.bitcast_convert_type(a, jnp.int32),
     (np.array([1.0, -0.0, np.inf, 3.5], np.float32),)),
    # Keys as their data; the bits are threefry's, the same as JAX's.
    ("random_bits", lambda k: jax.random.uniform(jax.random.wrap_key_data(k), (3, 5)), (KEY,)),
    ("random_bits", dropout, (KEY, x34)),
    ("random_bits", lambda k: jax.random.normal(jax.random.wrap_key_data(k), (4, 3)), (KEY,)),
    ("random_split", key_ops, (KEY,)),
    ("random_fold_in", lambda k, n: jax.random.key_data(jax.random.fold_in(jax.random.wrap_key_data(k), n)),
     (KEY, np.uint32(3))),
    # One key folded with each of a vector of messages (per-example keys).
    ("random_fold_in", lambda k: jax.vmap(lambda i: jax.random.uniform(
        jax.random.fold_in(jax.random.wrap_key_data(k), i), (2,)))(jnp.arange(4)), (KEY,)),
    # Keys chosen elementwise (the predicate reads the keys' dims, not their
    # words) and tiled.
    ("select_n", lambda k, a: jax.vmap(jax.random.uniform)(jnp.where(a > 0, *[jax.random.split(jax.random.wrap_key_data(
        k), 6)[i:i + 3] for i in (0, 3)])), (KEY, normal(3))),
    ("tile", lambda k: jax.random.key_data(jnp.tile(jax.random.split(jax.random.wrap_key_data(k), 2), (2, 3))), (KEY,)),
    # A key the step closes over (a module-level constant).
    ("random_bits", lambda x: x + jax.random.normal(CLOSED_KEY, x.shape), (x34,)),
    ("sort", lambda k: jax.random.permutation(jax.random.wrap_key_data(k), jnp.arange(12.0).reshape(6, 2)), (KEY,)),
    ("argmax", lambda k, a: jax.random.categorical(jax.random.wrap_key_data(k), a, axis=-1), (KEY, normal(3, 5))),
    ("nextafter", lambda k: jax.random.truncated_normal(jax.random.wrap_key_data(k), -2.0, 2.0, (50,)), (KEY,)),
    ("le_to", lambda k: jax.random.choice(jax.random.wrap_key_data(k), 4, (3,), p=jnp.array([0.1, 0.2, 0.3, 0.4])),
     (KEY,)),
    ("random_seed", lambda s: jax.random.uniform(jax.random.key(s), (4,)), (np.int32(5),)),
    ("random_wrap", lambda k: jax.random.bits(jax.random.PRNGKey(0), (3,)) ^ k[0], (KEY,)),
    ("cos", jnp.cos, (x34,)),
    *[(op, fn, (np.array([1, 2, 3, 3], np.float32), np.array([3, 2, 1, 3], np.float32)))
      for op, fn in [("eq", jnp.equal), ("ne", jnp.not_equal), ("lt", jnp.less),
                     ("le", jnp.less_equal), ("gt", jnp.greater), ("ge", jnp.greater_equal)]],
    ("lt", jnp.less, (ints(-3, 3, 8), ints(-3, 3, 8))),
    ("and", jnp.logical_and, (normal(6) > 0, normal(6) > 0)),
    ("or", jnp.logical_or, (normal(6) > 0, normal(6) > 0)),
    ("not", jnp.logical_not, (normal(6) > 0,)),
    ("and", jnp.bitwise_and, (ints(0, 64, 6), ints(0, 64, 6))),
    ("not", jnp.bitwise_not, (ints(-9, 9, 6),)),
    ("select_n", lambda p, a, b: jnp.where(p, a, b), (normal(3, 4) > 0, x34, y34)),
    ("select_n", lambda i, a, b, c: lax.select_n(i, a, b, c), (ints(0, 3, 6), normal(6), normal(6), normal(6))),
    ("clamp", lambda a: lax.clamp(-0.5, a, 0.5), (x34,)),
    ("broadcast_in_dim", lambda a: jnp.broadcast_to(a, (2, 3, 4)), (normal(3, 1),)),
    ("broadcast_in_dim", lambda a: jnp.broadcast_to(a[:, None], (3, 5)), (normal(3),)),
    ("broadcast_in_dim", lambda a: jnp.zeros((2, 3)) + a, (np.float32(1.5),)),
    ("reshape", lambda a: a.reshape(2, 6), (x34,)),
    ("reshape", lambda a: a.reshape(4, 1, 3, 1), (normal(2, 6),)),
    ("reshape", lambda a: a.reshape(()), (normal(1, 1),)),
    ("reshape", lambda a: lax.reshape(a, (4, 6), dimensions=(1, 0, 2)), (normal(2, 4, 3),)),
    ("transpose", lambda a: a.transpose(2, 0, 1), (normal(2, 3, 4),)),
    ("squeeze", lambda a: jnp.squeeze(a, axis=(0, 2)), (normal(1, 3, 1, 4),)),
    ("broadcast_in_dim", lambda a: jnp.expand_dims(a, (0, 2)), (x34,)),
    ("split", lambda a: jnp.split(a, [1, 3], axis=1), (normal(3, 5),)),
    ("concatenate", lambda a, b: jnp.concatenate([a, b, a], axis=1), (x34, normal(3, 2))),
    ("stack", lambda a, b: (jnp.stack([a, b, a]), jnp.stack([a, b], axis=2)), (x34, y34)),
    ("stack", lambda a, b: jnp.stack([jnp.sum(a), jnp.max(b)]), (x34, y34)),
    # A scan over stacked layers reads the stack's rows as they were.
    ("stack", lambda w0, w1, x: scan_layers(jnp.stack([w0, w1]), x), (normal(4, 4), normal(4, 4), normal(2, 4))),
    ("rev", lambda a: (jnp.flip(a, 1), jnp.flip(a)), (normal(3, 4, 2),)),
    ("slice", lambda a: a[1:3, ::2], (normal(4, 5),)),
    ("pad", jax.grad(lambda a: jnp.sum(a[1:3, 1:] ** 2)), (normal(4, 5),)),
    # Negative edge padding crops (with interior padding first).
    ("pad", lambda a: lax.pad(a, 0.5, ((-1, 2, 1), (1, -2, 0))), (normal(4, 5),)),
    ("dynamic_slice", lambda a, i: lax.dynamic_slice(a, (i, 1), (2, 3)), (normal(5, 6), np.int32(2))),
    ("dynamic_slice", lambda a, i: lax.dynamic_slice(a, (i, 0), (2, 3)), (normal(5, 6), np.int32(9))),
    ("dynamic_update_slice", lambda a, u, i: lax.dynamic_update_slice(a, u, (i, 1)),
     (normal(5, 6), normal(2, 3), np.int32(1))),
    ("reduce_sum", lambda a: (jnp.sum(a, axis=1), jnp.sum(a)), (normal(3, 4, 5),)),
    ("reduce_sum", lambda a: jnp.sum(a, axis=0), (ints(-9, 9, 4, 3),)),
    ("reduce_max", lambda a: jnp.max(a, axis=(0, 2)), (normal(3, 4, 5),)),
    ("reduce_min", lambda a: jnp.min(a, axis=-1), (normal(3, 4),)),
    # Bools order false < true: max is any, min is all (i1 read as signed
    # has true = -1 and swaps them).
    ("reduce_max", lambda a: (jnp.max(a > 0, axis=0), jnp.min(a > 0, axis=0), jnp.maximum(a[0] > 0, a[1] > 0),
                              jnp.zeros(5, bool).at[jnp.array([0, 4])].max(a[:2, 0] > 0),
                              jnp.ones(5, bool).at[jnp.array([1, 4])].min(a[:2, 1] > 0)),
     (np.array([[1.0, -1.0, 1.0], [-1.0, -1.0, 1.0]], np.float32),)),
    # A product of bools ors its terms (two true terms must not cancel).
    ("dot_general", lambda a: (a @ a.T, jnp.einsum("ij,kj->ik", a, a), jnp.einsum("bij,bjk->bik", a[None], a.T[None])),
     (np.array([[True, False, True], [False, True, True]]),)),
    ("reduce_and", lambda a: (jnp.all(jnp.isfinite(a)), jnp.all(a > -1.0, axis=0)),
     (np.array([[0.5, np.inf, 2.0], [1.0, 3.0, -2.0]], np.float32),)),
    ("reduce_or", lambda a: (jnp.any(jnp.isnan(a)), jnp.any(a > 1.0, axis=1)), (normal(3, 4),)),
    ("reduce_and", lambda a: jnp.bitwise_and.reduce(a, axis=0), (ints(0, 64, 4, 3),)),
    ("cumsum", lambda a: (jnp.cumsum(a, 1), lax.cumsum(a, 0, reverse=True)), (normal(3, 5),)),
    ("cumsum", jax.grad(lambda a: jnp.sum(jnp.cumsum(a, 1) ** 2)), (normal(3, 5),)),
    ("cumsum", lambda m: jnp.cumsum(m, 1) - 1, (ints(0, 2, 3, 6),)),
    ("cummax", lambda a: (lax.cummax(a, 1), lax.cummax(a, 1, reverse=True)), (normal(3, 5),)),
    ("cumlogsumexp", lambda a: (lax.cumlogsumexp(a, 1), lax.cumlogsumexp(a, 0, reverse=True)), (normal(3, 5) * 30,)),
    # Leading -infs (nothing yet: -inf), an inf, a NaN.
    ("cumlogsumexp", lambda a: lax.cumlogsumexp(a, 1),
     (np.array([[-np.inf, -np.inf, 1.0, 2.0], [0.5, np.inf, 1.0, -np.inf], [1.0, np.nan, 0.0, 3.0]], np.float32),)),
    # (JAX differentiates it as an associative scan of slices.)
    ("slice", jax.grad(lambda a: jnp.sum(jnp.sin(lax.cumlogsumexp(a, 1)))), (normal(3, 5),)),
    ("approx_top_k", lambda a: (lax.approx_max_k(a, 3), lax.approx_min_k(a, 2, reduction_dimension=0)),
     (normal(4, 6),)),
    # Ties (3, 3 and -0, 0) keep their order, as XLA's stable sort does.
    ("approx_top_k", lambda a: (lax.approx_max_k(a, 6), lax.approx_min_k(a, 6)),
     (np.array([[1.0, 3.0, 3.0, -0.0, 0.0, 2.0]], np.float32),)),
    ("approx_top_k", lambda a: lax.approx_max_k(a, 3, aggregate_to_topk=False), (normal(2, 40),)),
    ("reduce_xor", lambda m: (jnp.bitwise_xor.reduce(m, axis=1), jnp.logical_xor.reduce(m > 3, axis=0)),
     (ints(0, 99, 4, 6).astype(np.uint32),)),
    ("cummin", lambda a: lax.cummin(a, 0), (normal(3, 5),)),
    ("cumprod", lambda a: jnp.cumprod(a, 1), (positive(3, 5),)),
    ("round", lambda a: (jnp.round(a), lax.round(a)),
     (np.array([0.5, 1.5, 2.5, -0.5, -1.5, 0.49, -2.51], np.float32),)),
    ("top_k", lambda a: lax.top_k(a, 3), (SPECIAL,)),
    ("top_k", jax.grad(lambda a: jnp.sum(lax.top_k(a, 2)[0] ** 2)), (normal(4, 8),)),
    ("top_k", lambda a: lax.top_k(a, 4), (ints(-3, 3, 3, 6),)),
    ("top_k", lambda a: lax.top_k(a, 2), (normal(3, 5, dtype=ml_dtypes.bfloat16),)),
    # The indices show the order of -0 and 0 and of the NaNs, which values cannot.
    ("sort", lambda a: (jnp.sort(a, axis=-1), jnp.sort(a, axis=0), jnp.argsort(a, axis=0), jnp.argsort(a, axis=-1)),
     (SPECIAL,)),
    ("top_k", lambda a: lax.top_k(a, 8)[1], (SPECIAL,)),
    ("sort", jax.grad(lambda a: jnp.sum(jnp.sort(a, axis=-1)[:, :3] ** 2)), (normal(4, 8),)),
    ("sort", lambda a: (jnp.sort(a), jnp.argsort(-a, stable=True), jnp.sort(a > 0)), (ints(-3, 3, 3, 6),)),
    ("sort", lambda a: jnp.sort(a), (np.array([3, 1, 2, 0xFFFFFFF0], np.uint32),)),
    ("sort", lambda a, b: lax.sort((a, b), num_keys=2),
     (np.array([2, 1, 2, 1], np.int32), np.array([5.0, 6.0, 4.0, 3.0], np.float32))),
    ("argmax", lambda a: jnp.argmax(a, axis=1), (np.array([[1, 3, 3, 0], [5, 1, 5, 2], [0, 0, 0, 0]], np.float32),)),
    ("argmax", lambda a: jnp.argmax(a, axis=0), (normal(5, 3),)),
    ("argmin", lambda a: jnp.argmin(a, axis=-1), (ints(-3, 3, 4, 6),)),
    ("convert_element_type", lambda a: a.astype(jnp.int32), (x34 * 10,)),
    ("convert_element_type", lambda a: a.astype(jnp.float32) / 3, (ints(-9, 9, 5),)),
    ("convert_element_type", lambda a: a.astype(jnp.bfloat16).astype(jnp.float32), (x34,)),
    ("convert_element_type", lambda a: (a > 0).astype(jnp.float32) + (a != 0), (x34,)),
    ("iota", lambda: (jnp.arange(6, dtype=jnp.float32), lax.broadcasted_iota(jnp.int32, (3, 4), 1)), ()),
    ("copy", lambda a: jnp.array(a, copy=True) + 1, (x34,)),
    # Zeros of both signs in a constant (not a splat of the first one's bits).
    ("div", lambda a: a / np.array([-0.0, 0.0, -0.0, 0.0], np.float32), (np.ones(4, np.float32),)),
    ("stop_gradient", lambda a: lax.stop_gradient(a) * 2, (x34,)),
    ("gather", table_gather, (normal(10, 4), ints(0, 10, 6))),
    ("gather", table_gather, (normal(10, 4), ints(0, 10, 2, 3))),
    ("gather", take_along, (normal(6, 5), ints(0, 5, 6))),
    ("scatter-add", embedding_grad, (normal(10, 4), ints(0, 10, 7), normal(7, 4))),
    ("scatter-add", take_along_grad, (normal(6, 5), ints(0, 5, 6))),
    ("scatter-add", lambda a, i, u: jnp.asarray(a).at[i].add(u), (normal(6, 3), ints(0, 6, 4), normal(4, 3))),
    # A position no update hits keeps its -0.0 (compared as bits; the sums
    # are exact): adding a +0.0 to it would give +0.0.
    ("scatter-add", lambda a, i, u: lax.bitcast_convert_type(jnp.asarray(a).at[i].add(u), jnp.int32),
     (np.array([-0.0, 1.0, -0.0, -0.0], np.float32), np.array([1, 3, 3], np.int32),
      np.array([2.0, -0.0, 0.0], np.float32))),
    ("scatter", lambda a, i, u: jnp.asarray(a).at[i].set(u), (normal(6, 3), np.array([4, 1, 4, -1, 9], np.int32), normal(5, 3))),
    ("scatter", lambda a, i, u: jnp.asarray(a).at[:, i].set(u), (normal(3, 6), np.array([0, 2], np.int32), normal(3, 2))),
    ("scatter", jax.grad(lambda a, u: jnp.sum(jnp.sin(a.at[jnp.array([1, 1, 3])].set(u))), argnums=(0, 1)),
     (normal(5), normal(3))),
    ("scatter", lambda a: jnp.zeros((4, 5), jnp.int32).at[jnp.arange(4), a].set(1), (ints(0, 5, 4),)),
    ("scatter-mul", lambda a, i, u: jnp.asarray(a).at[i].multiply(u), (normal(6), np.array([1, 1, 5], np.int32), normal(3))),
    ("scatter-min", lambda a, i, u: jnp.asarray(a).at[i].min(u), (normal(6), np.array([1, 1, 5], np.int32), normal(3))),
    ("scatter-max", lambda a, i, u: jnp.asarray(a).at[i].max(u), (ints(-9, 9, 6), np.array([0, 2, 2], np.int32), ints(-9, 9, 3))),
    ("scatter-sub", lambda a, i, u: jnp.asarray(a).at[i].subtract(u), (normal(6, 2), np.array([0, 3, 3], np.int32), normal(3, 2))),
    ("tile", lambda a: jnp.tile(a, (2, 3)), (normal(4, 5),)),
    ("tile", lambda a: jnp.tile(a, (2, 1, 1)), (normal(4, 5),)),
    # Windows along indexed dims: a vmapped row lookup's gradient (the row's
    # own index is 0 and its window the whole row), a vmapped dynamic_slice's
    # gradient and dynamic_update_slice (windows narrower than the row, their
    # starts clamped), a slice of rows dropped out of bounds, and windows
    # that do not fit, dropped whole or clamped.
    ("scatter-add", jax.grad(lambda t, i: jnp.sum(jnp.sin(jax.vmap(lambda j: t[j])(i)))), (normal(4, 8), WINDOW_STARTS)),
    ("scatter-add", jax.grad(lambda x, i: jnp.sum(jnp.sin(jax.vmap(lambda r, j: lax.dynamic_slice(r, (j,), (3,)))(
        x, i)))), (normal(4, 8), WINDOW_STARTS)),
    ("scatter", jax.vmap(lambda r, v, j: lax.dynamic_update_slice(r, v, (j,))), (normal(4, 8), normal(4, 3), WINDOW_STARTS)),
    ("scatter-add", lambda x, i, u: jnp.asarray(x).at[i, :3].add(u, mode="drop"), (normal(4, 8), WINDOW_STARTS, normal(4, 3))),
    ("scatter", lambda x, i, u: jnp.asarray(x).at[i, 2:5].set(u), (normal(4, 8), np.array([3, 1, 3, 0], np.int32), normal(4, 3))),
    # An inserted dim no index names: the update lands at 0 along it.
    ("scatter-add", lambda x, j, u: lax.scatter_add(x, j, u, lax.ScatterDimensionNumbers((1, 2), (1,), (0, 2))),
     (normal(4, 5, 6), np.array([[1, 1], [0, 2]], np.int32), normal(2, 3, 2))),
    *[(name, lambda x, j, u, f=f, mode=mode: f(x, j, u, ROWS_OF_WINDOWS, mode=mode), (normal(4, 8), WINDOWS, normal(4, 3)))
      for name, f in [("scatter-add", lax.scatter_add), ("scatter-max", lax.scatter_max)] for mode in ("drop", "clip")],
    # Collectives over a vmapped axis name (equinox's BatchNorm): JAX leaves
    # psum/pmax/pmin over positional axes, and psum over none in the gradient.
    ("psum", jax.grad(lambda x: jnp.sum(jax.vmap(lambda r: jnp.sin(r - lax.pmean(r, "b")), axis_name="b")(x) ** 2)),
     (normal(4, 8),)),
    ("pmax", jax.vmap(lambda r, k: (lax.pmax(r, "b"), lax.pmin(k, "b"), lax.psum((r, k), "b")), axis_name="b"),
     (normal(4, 3), ints(-9, 9, 4, 3))),
    # An update function (a scalar program), applied twice at a repeated index.
    ("scatter", lambda a, i: jnp.asarray(a).at[i].apply(jnp.sin), (normal(6, 2), np.array([1, 3, 1, 5], np.int32))),
    ("scatter", lambda a, i: jnp.asarray(a).at[i, 1].apply(lambda v: v * v + 1.0, mode="clip"),
     (normal(6, 2), np.array([1, 9, 1], np.int32))),
    ("cond", lambda p, a: lax.cond(p > 0, lambda y: y * 2, lambda y: jnp.sin(y), a), (np.float32(-1.0), x34)),
    ("cond", lambda p, a: lax.cond(p > 0, lambda y: (y * 2, y.sum()), lambda y: (jnp.sin(y), y.max()), a),
     (np.float32(1.0), x34)),
    ("cond", lambda i, a: lax.switch(i, [lambda y: y * 2, jnp.sin, lambda y: y], a), (np.int32(7), x34)),
    ("cond", jax.grad(lambda a, p: jnp.sum(lax.cond(p > 0, jnp.sin, jnp.cos, a) ** 2)), (x34, np.float32(1.0))),
    *[("conv_general_dilated", lambda w, x, kw=kw: lax.conv_general_dilated(x, w, **kw),
       (normal(4, 3, 3, 3), normal(2, 3, 8, 8))) for kw in CONV_OPTIONS],
    ("conv_general_dilated", lambda w, x: lax.conv_general_dilated(x, w, (1,), ((2, 0),)), (normal(5, 3, 3), normal(2, 3, 10))),
    ("conv_general_dilated", lambda w, x: lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC")),
     (normal(3, 3, 3, 4), normal(2, 8, 8, 3))),
    ("reduce_window_sum", lambda a: lax.reduce_window(a, 0.0, lax.add, (1, 2, 2, 1), (1, 2, 2, 1), "VALID") / 4,
     (normal(2, 8, 8, 3),)),
    ("reduce_window_max", lambda a: lax.reduce_window(a, -jnp.inf, lax.max, (1, 3, 3, 1), (1, 2, 2, 1), "SAME"),
     (normal(2, 8, 8, 3),)),
    ("reduce_window_min", lambda a: lax.reduce_window(a, jnp.inf, lax.min, (1, 2, 2, 1), (1, 1, 1, 1),
                                                      ((0, 0), (1, 0), (0, 1), (0, 0))), (normal(2, 8, 8, 3),)),
    # Max pooling's gradient: the first maximum of each window takes its
    # cotangent (ties from rounding; windows overlap).
    ("select_and_scatter_add", jax.grad(lambda a: jnp.sum(lax.reduce_window(
        a, -jnp.inf, lax.max, (1, 3, 3, 1), (1, 2, 2, 1), "SAME") ** 2)), (np.round(2 * normal(2, 8, 8, 3)),)),
    # Padding is selectable, as in XLA: after a NaN, or tied with -infs.
    *[("select_and_scatter_add", jax.grad(lambda a, w=w, st=st, pad=pad: jnp.sum(lax.reduce_window(
        a, -jnp.inf, lax.max, (w,), (st,), pad))), (np.array(a, np.float32),))
      for a, w, st, pad in [([-np.inf, -np.inf, 1.0, 2.0], 3, 1, ((1, 1),)), ([1.0, 2.0, np.nan], 2, 2, ((0, 1),))]],
    ("select_and_scatter_add", jax.grad(lambda a: jnp.sum(jnp.sin(lax.reduce_window(
        a, jnp.inf, lax.min, (1, 2, 2, 1), (1, 1, 1, 1), ((0, 0), (1, 0), (0, 1), (0, 0)))))), (normal(2, 6, 6, 2),)),
    ("jit", lambda a: jax.jit(lambda y: jnp.sin(y) * 2)(a), (x34,)),
    ("custom_jvp_call", lambda a: jax.nn.relu(a) + soft_clip(a), (x34,)),
    ("custom_vjp_call", lambda a: scaled(a) + 1, (x34,)),
    ("remat2", lambda a: jax.checkpoint(lambda y: jnp.sin(y) * y)(a), (x34,)),
    ("scan", scan_layers, (normal(3, 4, 4), normal(2, 4))),
    ("scan", scan_layers_grad, (normal(3, 4, 4), normal(2, 4))),
    ("scan", lambda xs: lax.scan(lambda c, x: (c * x + 1, c - x), jnp.ones(4), xs, reverse=True), (normal(5, 4),)),
    ("scan", lambda x: lax.fori_loop(0, 3, lambda i, c: c * 2 + i, x), (x34,)),
    ("scan", nested_scans, (normal(2, 3, 4),)),
    ("exp", lambda a: jnp.exp(a) * a, (normal(3, 4, dtype=ml_dtypes.bfloat16),)),
    ("reduce_sum", lambda a: jnp.sum(a, axis=0), (normal(8, 3, dtype=ml_dtypes.bfloat16),)),
]


def _id(case):
    prim, _, args = case
    shapes = ",".join("x".join(map(str, np.shape(a))) + str(np.asarray(a).dtype) for a in args)
    return f"{prim}[{shapes}]"


@pytest.mark.parametrize("case", CASES, ids=[_id(c) for c in CASES])
def test_primitive_matches_jax(case):
    prim, fn, args = case
    assert prim in primitives_in(jax.make_jaxpr(fn)(*args).jaxpr), f"{prim} not traced"
    low_precision = any(np.asarray(a).dtype == ml_dtypes.bfloat16 for a in args)
    tol = dict(rtol=2e-2, atol_scale=2e-2) if low_precision else dict(rtol=2e-6, atol_scale=1e-6)
    check_against_jax(fn, *args, **tol)


@pytest.mark.parametrize("dtype, bits", [(np.float32, np.int32), (ml_dtypes.bfloat16, np.int16)])
def test_nextafter_is_exact(dtype, bits):
    """One step of the bits (compared as bits: a tolerance would pass x
    itself); narrow floats step their own bits, not an f32's."""
    def step(a, b):
        return lax.bitcast_convert_type(jnp.nextafter(a, b), bits), lax.bitcast_convert_type(jnp.nextafter(b, a), bits)

    check_against_jax(step, NEXT_X.astype(dtype), NEXT_Y.astype(dtype), rtol=0, atol_scale=0)


def test_integer_division_is_total():
    """x / 0 and INT_MIN / -1 give XLA's results (LLVM leaves them undefined
    and x86 traps), as a cond's untaken branch computes them too."""
    x = np.array([7, -7, 0, -2**31, -2**31, 5, 9], np.int32)
    y = np.array([0, 2, 0, -1, 1, -3, 4], np.int32)
    check_against_jax(lambda a, b: (lax.div(a, b), lax.rem(a, b)), x, y, rtol=0, atol_scale=0)
    ux, uy = np.array([7, 0, 2**32 - 1, 9], np.uint32), np.array([0, 0, 2, 4], np.uint32)
    check_against_jax(lambda a, b: (lax.div(a, b), lax.rem(a, b)), ux, uy, rtol=0, atol_scale=0)
    check_against_jax(lambda n, t: lax.cond(n > 0, lambda t, n: t // n, lambda t, n: t * 0, t, n), np.int32(0),
                      np.array([3, 4], np.int32), rtol=0, atol_scale=0)


@pytest.mark.parametrize("options", CONV_OPTIONS, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()))
def test_convolution_gradients(options):
    """The kernel's and the input's gradients are convolutions too (the
    input's with lhs_dilation and a flipped kernel): within f32 summation
    order of JAX's."""
    def loss(w, x):
        return jnp.sum(jnp.tanh(lax.conv_general_dilated(x, w, **options)) ** 2)

    check_against_jax(jax.grad(loss, argnums=(0, 1)), normal(4, 3, 3, 3), normal(2, 3, 8, 8),
                      rtol=1e-5, atol_scale=1e-5)


@pytest.mark.parametrize("groups", [3, 6])
def test_grouped_convolution(groups):
    """Grouped and depthwise (one input channel per group) convolutions and
    their gradients (the kernel's a convolution with batch groups)."""
    def loss(w, x):
        return jnp.sum(jnp.tanh(lax.conv_general_dilated(x, w, (1, 1), "SAME", feature_group_count=groups)) ** 2)

    x = normal(2, 6, 8, 8)
    w = normal(12, 6 // groups, 3, 3)
    check_against_jax(jax.grad(loss, argnums=(0, 1)), w, x, rtol=1e-5, atol_scale=1e-5)


GAMMA_X = np.array([0.5, 1.0, 2.0, 3.5, 1e-3, 7.25, 30.0, -0.5, -2.5, -3.7, -1e-3, 0.0, -2.0, np.inf, -np.inf,
                    np.nan], np.float32)


@pytest.mark.parametrize("fn", [lax.lgamma, lax.digamma], ids=["lgamma", "digamma"])
def test_gamma_functions(fn):
    """XLA's Lanczos approximation: poles (lgamma +inf, digamma NaN), the
    reflection below 1/2, +-inf and NaN, large arguments without overflow;
    then bf16, computed in f32 as XLA does."""
    assert fn.__name__ in primitives_in(jax.make_jaxpr(fn)(GAMMA_X).jaxpr)
    # Within 1e-5 relative and 1e-6 absolute (lgamma(2) = 0 is a cancellation):
    # XLA's log and LLVM's differ in the last bits.
    check_against_jax(fn, GAMMA_X, rtol=1e-5, atol_scale=2e-8)
    check_against_jax(fn, np.array([1e3, 1e30, 3e38], np.float32), rtol=1e-6, atol_scale=0)
    check_against_jax(fn, np.linspace(-6.0, 9.0, 601, dtype=np.float32) + 1e-3, rtol=2e-5, atol_scale=1e-6)
    check_against_jax(fn, np.linspace(0.1, 5.0, 9).astype(ml_dtypes.bfloat16), rtol=1e-2, atol_scale=0)


def test_gamma_log_likelihood_gradient():
    """A Poisson and a Beta log-likelihood and their gradients (digamma is
    lgamma's derivative)."""
    def loss(log_rate, a, b, counts, p):
        poisson = counts * log_rate - jnp.exp(log_rate) - jax.scipy.special.gammaln(counts + 1)
        beta = ((a - 1) * jnp.log(p) + (b - 1) * jnp.log1p(-p) - jax.scipy.special.betaln(a, b))
        return -(poisson.sum() + beta.sum())

    args = (normal(5), positive(5) + 0.5, positive(5) + 0.5, ints(0, 9, 5).astype(np.float32),
            rng.uniform(0.05, 0.95, 5).astype(np.float32))
    assert "digamma" in primitives_in(jax.make_jaxpr(jax.grad(loss, argnums=(0, 1, 2)))(*args).jaxpr)
    check_against_jax(jax.value_and_grad(loss, argnums=(0, 1, 2)), *args, rtol=1e-5, atol_scale=1e-6)


# Hurwitz zeta's edges: x = 1 (+inf), x < 1 (NaN), q <= 0 (NaN unless x is
# an integer; poles at integer q: +inf for even x, else NaN), a large x (the
# direct sum alone), a tiny and a large q.
ZETA_X = np.array([1.0, 1.5, 2.0, 3.0, 4.5, 10.0, 30.0, 60.0, 0.5, 2.0, 2.0, 3.0, 2.0, 4.0, 2.5, 40.0, 45.0],
                  np.float32)
ZETA_Q = np.array([1.0, 2.0, 0.1, 5.0, 0.3, 1.0, 1.5, 2.0, 1.0, -2.5, -2.0, -2.0, 1e-3, 100.0, -0.5, 100.0, 20.0],
                  np.float32)


def test_zeta_and_polygamma():
    """Hurwitz zeta by Euler-Maclaurin as XLA evaluates it, and polygamma
    through it (digamma at order 0, NaN for orders that are not natural).
    XLA takes m! as exp(lgamma(m + 1)), fsdpc exactly: polygamma agrees with
    JAX to 3e-6 and with SciPy's f64 values to 1e-6."""
    check_against_jax(lax.zeta, ZETA_X, ZETA_Q, rtol=1e-6, atol_scale=0)
    orders = np.array([0, 1, 2, 3, 1, 1, 4, 0.5, -1, 1, 2, 1, 1, 6, 5, 2, 3], np.float32)
    lowered = check_against_jax(lax.polygamma, orders, ZETA_Q, rtol=3e-6, atol_scale=0)
    natural = (orders >= 1) & (orders == np.floor(orders)) & (ZETA_Q > 0)
    (got,) = run_lowered(lowered, [orders, ZETA_Q])
    exact = scipy.special.polygamma(orders[natural].astype(int), ZETA_Q[natural].astype(np.float64))
    assert_close(got[natural], exact.astype(np.float32), rtol=1e-6, atol_scale=0, what="polygamma (f64 SciPy)")


def test_dirichlet_kl_gradient():
    """KL(Dir(a) || Dir(b)), a variational Dirichlet posterior's loss: its
    gradient differentiates digamma, which is trigamma (polygamma of order
    1)."""
    def kl(a, b):
        a0, b0 = a.sum(-1), b.sum(-1)
        gammaln, digamma = jax.scipy.special.gammaln, jax.scipy.special.digamma
        return jnp.sum(gammaln(a0) - gammaln(a).sum(-1) - gammaln(b0) + gammaln(b).sum(-1)
                       + ((a - b) * (digamma(a) - digamma(a0)[..., None])).sum(-1))

    args = (positive(4, 3) + 0.2, positive(4, 3) + 0.5)
    assert "polygamma" in primitives_in(jax.make_jaxpr(jax.grad(kl))(*args).jaxpr)
    check_against_jax(jax.value_and_grad(kl), *args, rtol=2e-5, atol_scale=1e-6)


# Ties to even both ways, a carry into the exponent, the largest finite and
# smallest normal values of narrow formats, subnormals, +-inf, NaN, -0.
PRECISION_X = np.array([1.0, 1.0 + 2**-8, 1.0 + 3 * 2**-8, 1.0 + 2**-9, 2 - 2**-10, -3.14159, 65504.0, 65520.0,
                        448.0, 464.0, 57344.0, 61440.0, 6.1e-5, 2**-14, 2**-15, 1e-40, -1e-40, 3.4e38, -0.0,
                        np.inf, -np.inf, np.nan, -np.nan, 1e-3], np.float32)


@pytest.mark.parametrize("dtype", [np.float32, ml_dtypes.bfloat16, np.float16])
@pytest.mark.parametrize("exponent_bits, mantissa_bits", [(8, 7), (5, 10), (4, 3), (5, 2), (8, 23), (2, 0)])
def test_reduce_precision_is_exact(dtype, exponent_bits, mantissa_bits):
    """lax.reduce_precision (bf16/fp8 emulation) in the operand's own bits,
    compared as bits (NaNs included)."""
    with np.errstate(over="ignore"):  # 3.4e38 is inf in f16
        x = PRECISION_X.astype(dtype)
    bits = {2: np.int16, 4: np.int32}[np.dtype(dtype).itemsize]

    def fn(a):
        return lax.bitcast_convert_type(lax.reduce_precision(a, exponent_bits, mantissa_bits), bits)

    check_against_jax(fn, x, rtol=0, atol_scale=0)


def test_platform_dependent_lowers_one_branch():
    """lax.platform_dependent (slogdet's diagonal uses it): the CPU branch
    alone is lowered, so another platform's branch may use what fsdpc does
    not support (here an FFT)."""
    def fn(x):
        return lax.platform_dependent(x, cpu=lambda v: v + 1.0, tpu=lambda v: jnp.fft.fft(v).real,
                                      default=lambda v: v * 2.0)

    lowered = check_against_jax(fn, x34, rtol=0, atol_scale=0)
    assert "arith.addf" in lowered.text and "arith.mulf" not in lowered.text


@pytest.mark.parametrize("draw", ["normal", "split"])
def test_key_operations_follow_the_threefry_flag(draw):
    """jax_threefry_partitionable changes how threefry derives bits and keys;
    the same draw compiled under either setting, in one process (the traced
    implementations are memoized), matches JAX's under that setting."""
    fn = {"normal": lambda k: jax.random.normal(jax.random.wrap_key_data(k), (4, 3)),
          "split": lambda k: jax.random.key_data(jax.random.split(jax.random.wrap_key_data(k), 3))}[draw]
    results = []
    for partitionable in (False, True):
        with jax.threefry_partitionable(partitionable):
            results.append(np.asarray(fn(KEY)))
            check_against_jax(fn, KEY, rtol=2e-6, atol_scale=1e-6)
    assert not np.array_equal(*results), "the flag changed nothing: the test cannot tell the settings apart"


def test_typed_keys_cross_the_boundary_as_their_data():
    """A typed PRNG key in the state (optax.noisy_sgd's, flax's) and in the
    results is its uint32 data at the boundary (the argument's type, what
    mlir-runner and fsdp-run read); Lowered.unflatten wraps it back into a
    key of its implementation, equal to JAX's."""
    def step(x, state):
        key, sub = jax.random.split(state["key"])
        return x * jax.random.uniform(sub, x.shape), {"key": key}

    x, state = np.arange(1.0, 5.0, dtype=np.float32), {"key": jax.random.key(3)}
    lowered = fsdpc.lower(step, x, state, mesh=fsdpc.Mesh(("shard",)))
    (key_arg,) = [a.leaf for a in lowered.args if a.leaf.path == "state.key"]
    assert (key_arg.type.shape, key_arg.type.dtype, key_arg.key_impl) == ((2,), np.uint32, "threefry2x32")
    got = run_lowered(lowered, [x, state["key"]])
    want_y, want_state = step(x, state)
    assert_close(got[0], np.asarray(want_y), rtol=1e-6, what="y")
    np.testing.assert_array_equal(got[1].view(np.uint32), np.asarray(jax.random.key_data(want_state["key"])))
    (_, rebuilt) = lowered.unflatten({"x": x, "state.key": got[1]})
    assert jax.dtypes.issubdtype(rebuilt["key"].dtype, jax.dtypes.prng_key)
    np.testing.assert_array_equal(jax.random.key_data(rebuilt["key"]), jax.random.key_data(want_state["key"]))


@pytest.mark.parametrize("dtype", [np.uint32, np.uint16, np.uint8])
@pytest.mark.parametrize("shape", [(), (5,), (3, 4, 5)])
def test_rng_bit_generator_is_xlas_philox(dtype, shape):
    """rbg keys' bits, bit for bit: XLA's Philox over the counter
    (s1 + block) + 2^64 s0, four words a block, truncated to narrow widths,
    and the new key; s1 near 2^64 carries into s0's word of the counter."""
    key = np.array([0x12345678, 0x9ABCDEF0, 0xFFFFFFFE, 0xFFFFFFFF], np.uint32)
    fn = lambda k: lax.rng_bit_generator(k, shape, dtype=dtype)  # noqa: E731
    lowered = fsdpc.lower(fn, key, mesh=fsdpc.Mesh(("shard",)))
    for got, want in zip(run_lowered(lowered, [key]), jax.jit(fn)(key), strict=True):
        np.testing.assert_array_equal(got.view(np.asarray(want).dtype), np.asarray(want))


@pytest.mark.parametrize("impl", ["rbg", "unsafe_rbg"])
def test_rbg_key_operations_match_jax(impl):
    """Seeding, split and fold_in (threefry's for rbg, rng_bit_generator's
    for unsafe_rbg) and the draws made of them, exact."""
    def step(seed, x):
        key = jax.random.key(seed, impl=impl)
        k1, k2 = jax.random.split(key)
        k3 = jax.random.fold_in(k2, 7)
        return (jax.random.uniform(k1, (3, 4)) + jax.random.bernoulli(k3, 0.5, (3, 4)) * x,
                jax.random.key_data(jax.random.split(k2, 3)), jax.random.randint(k1, (6,), 0, 100),
                jax.random.permutation(k2, 10), jax.random.bits(k3, (7,), jnp.uint16))
    check_against_jax(step, np.uint32(42), np.ones((3, 4), np.float32), rtol=0, atol_scale=0)


def test_rng_bit_generator_of_other_algorithms_is_refused():
    message = r"rng_bit_generator with algorithm RNG_THREE_FRY.*test_primitives"
    with pytest.raises(fsdpc.UnsupportedError, match=message):
        fsdpc.lower(lambda k: lax.rng_bit_generator(k, (4,), algorithm=lax.RandomAlgorithm.RNG_THREE_FRY)[1],
                    np.zeros(4, np.uint32), mesh=fsdpc.Mesh(("shard",)))


@pytest.mark.parametrize("values", [
    np.array([np.inf, np.nan, -np.inf, 3e9, 300, -300, -0.7, 2147483520], np.float32),
    np.array([np.inf, np.nan, -7e4, 7e4, -0.7, 2.5], ml_dtypes.bfloat16),
], ids=["f32", "bf16"])
def test_float_to_int_saturates_as_compiled_xla(values):
    """Out of range saturates at the integer type's bounds and NaN is 0, as
    jax.jit converts (LLVM's fptosi alone is poison there, and x86 gives
    the most negative integer; XLA's eager dispatch does the same, so the
    reference here is jit's)."""
    def fn(a):
        return tuple(a.astype(t) for t in (jnp.int32, jnp.int16, jnp.int8, jnp.uint8, jnp.uint16, jnp.uint32))
    lowered = fsdpc.lower(fn, values, mesh=fsdpc.Mesh(("shard",)))
    for got, want in zip(run_lowered(lowered, [values]), jax.jit(fn)(values)):
        np.testing.assert_array_equal(got, np.asarray(want))
