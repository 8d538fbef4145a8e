"""Complex numbers inside the step (fsdpc/emit/complex_numbers.py), carried
as (real, imaginary) pairs: elementwise arithmetic with XLA's special
values, products, jnp.fft's transforms and their gradients, run by
mlir-runner against JAX; spectral layers partitioned on 2 ranks, a model
with complex rotary embeddings on 2 real ranks, and their PTX."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax import lax

import fsdpc
from fsdpc import P
from fsdpc.testing import check_against_jax, run_partitioned, assert_close

from .steps import cuda_ptx, steps_on_two_ranks

pytestmark = pytest.mark.usefixtures("needs_fsdp_opt")

rng = np.random.default_rng(29)


def normal(*shape):
    return rng.standard_normal(shape).astype(np.float32)


def _parts(y):
    return (jnp.real(y), jnp.imag(y)) if jnp.iscomplexobj(y) else y


# Real and imaginary parts with zeros of both signs, infinities and NaN.
SPECIAL_RE = np.array([0, 0, -1, -2, np.inf, np.nan, 1, 3, -np.inf, 0.5, 100, 0, -0.0], np.float32)
SPECIAL_IM = np.array([0, -0.0, 0, -0.0, 1, 1, -np.inf, -4, 2, np.nan, 0, 100, -100], np.float32)


@pytest.mark.parametrize("fn", [
    lambda z: z * (z + 1j), lambda z: z / (z + 1), lambda z: z / jnp.conj(z - 1),
    jnp.abs, jnp.exp, jnp.log,
    jnp.sqrt, jnp.sign, jnp.square, jnp.sin, jnp.cos, jnp.isfinite, lambda z: z ** 3, lambda z: z ** -2,
    lambda z: (z == jnp.conj(z), z != 1),
    lambda z: (lax.convert_element_type(z, jnp.float32), lax.convert_element_type(z * 1j, jnp.bool_)),
], ids=["mul", "div", "div_by_zero", "abs", "exp", "log", "sqrt", "sign", "square", "sin", "cos", "isfinite",
        "cube", "inverse_square", "compare", "to_real"])
def test_elementwise_matches_xla(fn):
    """Each operation on ordinary values and on XLA's special values (a
    division by 0 part by part, sqrt's branch at -0, infinite parts)."""
    for re, im in [(normal(3, 4), normal(3, 4)), (SPECIAL_RE, SPECIAL_IM)]:
        check_against_jax(lambda a, b: _parts(fn(lax.complex(a, b))), re, im, rtol=2e-5, atol_scale=2e-6)


def test_division_by_signed_zeros():
    """A division by zero is each part times inf with the sign of the
    zero's real part, as XLA divides at run time ((1 + i) / (-0 + 0i) is
    -inf - inf i); the divisors are inputs, since XLA folds constant ones
    another way."""
    re, im = np.array([1, -1, 0, 2, -3], np.float32), np.array([1, 0, 0, 0, -1], np.float32)
    zero_re, zero_im = np.array([-0.0, -0.0, 0.0, 0.0, -0.0], np.float32), np.array([0, -0.0, -0.0, 0, 0], np.float32)
    check_against_jax(lambda a, b, c, d: _parts(lax.complex(a, b) / lax.complex(c, d)), re, im, zero_re, zero_im,
                      rtol=0)


def test_products():
    """Complex with complex (one real contraction over pairs), real with
    complex either way round, batched einsums, and a real array converted."""
    def fn(a, b, c, d):
        z, w = lax.complex(a, b), lax.complex(c, d)
        return (_parts(z @ w), jnp.imag(a @ w), jnp.real(jnp.einsum("ij,jk->ik", z, c)),
                _parts(jnp.einsum("bij,bjk->bki", z[None] * 2, w[None])), jnp.real(jnp.vdot(z, z)),
                _parts(a.astype(jnp.complex64) * z))
    check_against_jax(fn, normal(3, 4), normal(3, 4), normal(4, 4), normal(4, 4), rtol=1e-5, atol_scale=1e-5)


def test_moving_and_summing_pairs():
    """The real rules on the pairs: where (the predicate reads the values'
    dims), slices, reshapes (also transposed first: ravel in Fortran order),
    concatenation, pads with a complex value, dynamic updates, sums,
    cumulative sums, a scatter-add and gathers out of bounds."""
    def fn(a, b, i):
        z = lax.complex(a, b)
        moved = jnp.concatenate([jnp.where(a > 0, z, jnp.conj(z))[:, ::2], z.T.reshape(3, 4)[:, 1:3]], axis=1)
        padded = jnp.pad(z, ((1, 0), (0, 2)), constant_values=2 - 1j)
        updated = lax.dynamic_update_slice(z, jnp.full((1, 2), 3j, jnp.complex64), (i, i))
        scattered = jnp.zeros(4, jnp.complex64).at[jnp.array([1, 1, 3])].add(z[0, :3])
        summed = jnp.sum(z, axis=0) + jnp.cumsum(z, axis=1)[-1] + scattered
        # Out of bounds, a gather fills the real part (nan by default) and
        # zeroes the imaginary one.
        filled = (jnp.take(z.ravel(), jnp.array([0, 17]), fill_value=-1), z.ravel().at[20].get(mode="fill"))
        return (_parts(moved), _parts(padded), _parts(updated), _parts(summed), *map(_parts, filled),
                _parts(jnp.ravel(z, order="F")))
    check_against_jax(fn, normal(3, 4), normal(3, 4), np.int32(2), rtol=1e-6)


@pytest.mark.parametrize("fn", [
    lambda x: jnp.fft.fft(x), lambda x: jnp.fft.ifft(x, axis=0), lambda x: jnp.fft.rfft(x),
    lambda x: jnp.fft.rfft(x[:, :7]), lambda x: jnp.fft.irfft(jnp.fft.rfft(x) * (1 - 2j), n=8),
    lambda x: jnp.fft.irfft(jnp.fft.rfft(x[:, :7]), n=7), lambda x: jnp.fft.fft2(x),
    lambda x: jnp.fft.irfft2(jnp.fft.rfft2(x) * 1j, s=x.shape), lambda x: jnp.fft.fftn(x.reshape(2, 3, 8)),
    lambda x: jnp.fft.fftshift(jnp.fft.fft(x), axes=-1) * jnp.fft.fftfreq(8),
], ids=["fft", "ifft_axis0", "rfft", "rfft_odd", "irfft", "irfft_odd", "fft2", "irfft2", "fftn", "fftshift"])
def test_fft_matches_xla(fn):
    """Each transform as a contraction with its DFT matrix, against XLA's
    FFT (within f32 rounding of an 8-point sum); irfft ignores the
    imaginary parts of bin 0 and the Nyquist bin, as XLA does."""
    check_against_jax(lambda x: _parts(fn(x)), normal(6, 8), rtol=1e-4, atol_scale=1e-5)


@pytest.mark.parametrize("n", [65, 66, 97, 256, 1000, 4096, 4355])
def test_long_ffts_split_in_four_steps(n):
    """Axes longer than DIRECT_MAX are split n = n1 n2 (65 = 5 x 13, 66 =
    6 x 11, 256 = 16 x 16, 1000 = 25 x 40, 4096 = 64 x 64, and 4355 =
    65 x 67 = (5 x 13) x 67, split twice), each part a DFT matrix of its own
    size: no (n, 2, n, 2) matrix is built (97, a prime, keeps it). All four
    transforms and rfft's gradient against XLA's FFT, within f32 rounding;
    irfft ignores the imaginary parts of bins 0 and n/2 (66's Nyquist bin
    lands on a twiddle factor that is not exact)."""
    def fn(x, y):
        z = lax.complex(x, y)
        half = z[:, :n // 2 + 1] + 1e6j * (jnp.arange(n // 2 + 1) % (n // 2) == 0)  # edge bins: imaginary parts
        return (_parts(jnp.fft.fft(z)), _parts(jnp.fft.ifft(z)), _parts(jnp.fft.rfft(x)),
                jnp.fft.irfft(half, n=n), jax.grad(lambda v: jnp.sum(jnp.abs(jnp.fft.rfft(v * y)) ** 2))(x))
    lowered = check_against_jax(fn, normal(3, n), normal(3, n), rtol=1e-4, atol_scale=2e-6)
    assert (f"tensor<{n}x2x{n}x2xf32>" in lowered.text) == (n == 97)


def test_unsplittable_long_ffts_are_refused():
    """A prime length past DIRECT_LIMIT would need a matrix of 16 n^2 bytes:
    refused at the user's line, with the hint to pad."""
    with pytest.raises(fsdpc.UnsupportedError, match=r"fft along an axis of 4099 points.*pad the axis.*test_complex"):
        fsdpc.lower(lambda x: jnp.fft.rfft(x).real, np.ones(4099, np.float32), mesh=fsdpc.Mesh(("shard",)))


def test_fft_gradients():
    """JAX's transposes of the transforms (rfft's is a scaled, conjugated
    irfft): Fourier token mixing and an FFT convolution, differentiated."""
    fnet = jax.grad(lambda x, w: jnp.sum(jnp.real(jnp.fft.fft2(x @ w)) ** 2), argnums=(0, 1))
    check_against_jax(fnet, normal(8, 6), normal(6, 6), rtol=1e-4, atol_scale=1e-5)
    conv = jax.grad(lambda x, k: jnp.sum(jnp.fft.irfft(jnp.fft.rfft(x, n=16) * jnp.fft.rfft(k, n=16), n=16)[..., :8]
                                         ** 2), argnums=(0, 1))
    check_against_jax(conv, normal(4, 8), normal(4, 8), rtol=1e-4, atol_scale=1e-5)


def _s4d_step(params, u):
    """An S4D layer: a diagonal complex state matrix's convolution kernel
    (a Vandermonde product), applied by FFT convolution, trained."""
    def loss_fn(p):
        a = lax.complex(-jnp.exp(p["log_a_re"]), p["a_im"])
        dta = a * jnp.exp(p["log_dt"])
        kernel = 2 * jnp.real(jnp.einsum("n,nl->l", lax.complex(p["c_re"], p["c_im"]) * (jnp.exp(dta) - 1.0) / a,
                                         jnp.exp(dta[:, None] * jnp.arange(u.shape[-1]))))
        n = 2 * u.shape[-1]
        y = jnp.fft.irfft(jnp.fft.rfft(u, n=n) * jnp.fft.rfft(kernel, n=n), n=n)[..., :u.shape[-1]]
        return jnp.mean((y - jnp.roll(u, -1, axis=-1)) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree.map(lambda p, d: p - 0.01 * d, params, g), loss


def _fno_step(params, x):
    """A Fourier neural operator's spectral convolution: the lowest modes
    mixed by complex weights, transformed back, plus a pointwise layer."""
    def loss_fn(p):
        modes = jnp.einsum("bmi,mio->bmo", jnp.fft.rfft(x, axis=1)[:, :4], lax.complex(p["w_re"], p["w_im"]))
        y = jnp.fft.irfft(jnp.pad(modes, ((0, 0), (0, 5), (0, 0))), n=16, axis=1)
        return jnp.mean(jax.nn.gelu(y + x @ p["w"]) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree.map(lambda p, d: p - 0.01 * d, params, g), loss


S4D_PARAMS = {"log_a_re": np.full(8, np.log(0.5), np.float32), "a_im": (np.pi * np.arange(8)).astype(np.float32),
              "c_re": normal(8), "c_im": normal(8), "log_dt": np.float32(np.log(0.1))}
FNO_PARAMS = {"w_re": normal(4, 3, 3), "w_im": normal(4, 3, 3), "w": normal(3, 3)}


@pytest.mark.parametrize("step, args, specs", [
    (_s4d_step, (S4D_PARAMS, normal(4, 16)), (P(), P("shard"))),
    (_fno_step, (FNO_PARAMS, normal(4, 16, 3)), (P("shard"), P("shard"))),
], ids=["s4d", "fno"])
def test_spectral_layers_partitioned(step, args, specs):
    """Batch-split signals through complex values and transforms on 2
    ranks: the updates match jax.jit's."""
    lowered = fsdpc.lower(step, *args, mesh=fsdpc.Mesh(("shard",)), in_shardings=specs)
    got = run_partitioned(lowered, *args, world_size=2)
    for g, w, path in zip(got, jax.tree.leaves(jax.jit(step)(*args)), lowered.out_paths):
        assert_close(g, np.asarray(w), rtol=2e-3, atol_scale=2e-4, what=path)


def _rotary(x, positions):
    """Rotary embeddings as complex products (as EasyLM's LLaMA writes them)."""
    freqs = 1.0 / 10000 ** (jnp.arange(0, x.shape[-1], 2) / x.shape[-1])
    turns = jnp.exp(1j * positions[:, None] * freqs).astype(jnp.complex64)
    rotated = lax.complex(x[..., 0::2], x[..., 1::2]) * turns
    return jnp.stack([jnp.real(rotated), jnp.imag(rotated)], axis=-1).reshape(x.shape)


def _rotary_attention_step(params, state, x):
    def loss_fn(p):
        q, k = _rotary(x @ p["wq"], jnp.arange(x.shape[1])), _rotary(x @ p["wk"], jnp.arange(x.shape[1]))
        scores = jnp.einsum("bqd,bkd->bqk", q, k) / 4.0
        mask = jnp.tril(jnp.ones((x.shape[1], x.shape[1]), bool))
        out = jnp.einsum("bqk,bkd->bqd", jax.nn.softmax(jnp.where(mask, scores, -1e9)), x @ p["wv"])
        return jnp.mean((out - x) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree.map(lambda p, d: p - 0.1 * d, params, g), {"step": state["step"] + 1}, loss


@pytest.mark.usefixtures("needs_runtime_tools")
def test_complex_rotary_attention_on_ranks(tmp_path):
    """Complex rotary embeddings in an attention step: 3 steps on 2 real
    ranks through fsdp-run match jax.jit."""
    args = ({"wq": 0.3 * normal(8, 8), "wk": 0.3 * normal(8, 8), "wv": 0.3 * normal(8, 8)},
            {"step": np.int32(0)}, normal(4, 6, 8))
    result, params, _, losses = steps_on_two_ranks(_rotary_attention_step, args, (P("shard"), P(), P("shard")), 3,
                                                   tmp_path)
    assert_close(np.ravel(result.losses), np.array(losses), rtol=1e-5, atol_scale=1e-5, what="losses")
    for name in params:
        assert_close(result.trees["params"][name], np.asarray(params[name]), rtol=1e-4, atol_scale=1e-5,
                     what=name)


def test_spectral_layer_compiles_for_cuda(tmp_path):
    """The FNO step's twiddle factors (cos and sin of an exact index
    product) and pair products make PTX that ptxas accepts for sm_90 where
    the toolkit is installed."""
    lowered = fsdpc.lower(_fno_step, FNO_PARAMS, normal(4, 16, 3), mesh=fsdpc.Mesh(("shard",)),
                          in_shardings=(P("shard"), P("shard")))
    cuda_ptx(lowered, tmp_path)


def test_tanh_powers_and_products():
    """tanh (Kahan's form; past |re| = 9 the limit +-1 with its exponentially
    small imaginary part), powers with complex and real exponents (0^w as
    XLA: 1, 0 or NaN), prod over axes and cumprod both ways, and their
    gradients, against XLA."""
    re = np.array([[0.5, -2, 10, -30, 0.0, 3, 0.0, 1.2], [0.1, 8.9, -9.1, 2, -1, 0.3, 44, -50]], np.float32)
    im = np.array([[0.5, 1, 3, 0.2, 1.2, -100, 1e-30, 0], [2, -0.4, 1, -3, 0.7, 1.5, 0.1, -2]], np.float32)

    def fn(re, im):
        z = lax.complex(re, im)
        return (_parts(jnp.tanh(z)), _parts(z ** (0.5 + 1j)), _parts(z ** jnp.float32(1.5)),
                _parts(jnp.prod(z, axis=1)), _parts(jnp.prod(z[:, :4])), _parts(jnp.cumprod(z, axis=1)),
                _parts(lax.cumprod(z, axis=0, reverse=True)))
    check_against_jax(fn, re, im, rtol=2e-5, atol_scale=2e-6)
    zero_base = lambda w_re, w_im: _parts(lax.complex(0.0 * w_re, 0.0 * w_im) ** lax.complex(w_re, w_im))  # noqa: E731
    check_against_jax(zero_base, np.array([0.0, 1, -1, 0, 2], np.float32), np.array([0.0, 0, 0, 1, 0], np.float32),
                      rtol=0, atol_scale=0)

    def loss(re, im):
        z = lax.complex(re, im)
        return jnp.sum(jnp.abs(jnp.tanh(z) * jnp.prod(z, axis=1, keepdims=True) + jnp.cumprod(z, axis=1)
                               + z ** (0.3 - 0.2j)) ** 2)
    check_against_jax(jax.grad(loss, argnums=(0, 1)), normal(3, 4), normal(3, 4), rtol=1e-4, atol_scale=1e-5)


def test_complex_values_at_the_boundary_are_refused():
    message = r"params\.z: complex values \(complex64\[3\]\) cannot cross the step's boundary; pass and return"
    with pytest.raises(fsdpc.UnsupportedError, match=message):
        fsdpc.lower(lambda params: params["z"] * 2, {"z": np.ones(3, np.complex64)}, mesh=fsdpc.Mesh(("shard",)))


@pytest.mark.parametrize("fn, message", [
    (lambda a: lax.fori_loop(0, a[0].astype(jnp.int32), lambda i, v: jnp.real(lax.complex(v, v) * 1j), a[1]),
     "primitive 'complex' on complex numbers in the while loop at .*: complex numbers are supported on whole "
     "tensors only"),
    (lambda a: jnp.real(lax.dot_general(a, a, (((0,), (0,)), ((), ())), preferred_element_type=jnp.complex64)),
     "dot_general: a product whose preferred_element_type turns real operands complex"),
    (lambda a: jnp.real(lax.fori_loop(0, a.shape[0] * a[0].astype(jnp.int32), lambda i, z: z * 1j, lax.complex(
        a[0], a[1]))), "primitive 'while' on complex numbers at .* is not supported"),
], ids=["in_a_scalar_program", "preferred_complex", "in_a_loop"])
def test_unsupported_complex_operations_name_the_primitive(fn, message):
    with pytest.raises(fsdpc.UnsupportedError, match=message):
        fsdpc.lower(fn, np.ones(4, np.float32), mesh=fsdpc.Mesh(("shard",)))
