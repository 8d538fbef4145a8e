"""Elementwise primitives JAX implements as algorithms with loops, each
lowered as one elementwise op whose region is a scalar program
(emit/scalar_program.py): JAX's own implementation traced on one element,
its loops ``scf.while``s that run as long as that element needs.

- ``igamma`` / ``igammac`` and ``igamma_grad_a`` (``jax.scipy.special.
  gammainc`` / ``gammaincc``, chi-squared, gamma and Poisson CDFs, and
  their gradients in the shape): a series or a continued fraction, to
  convergence;
- ``regularized_incomplete_beta`` (``betainc``: beta, Student's t and
  binomial CDFs): Lentz's continued fraction;
- ``bessel_i0e`` (von Mises likelihoods): Chebyshev series, no loop;
- ``bessel_i1e`` (``i1e``, ``i1``, and the gradient of ``i0e``): XLA lowers
  it itself and JAX has no implementation of it, so ``_bessel_i1e`` below,
  within 5.5e-7 relative of float64 SciPy (XLA:CPU 8.6e-7, both measured
  over [-30, 30] and 1e-6..1e4);
- ``random_gamma`` (``jax.random.gamma``, ``beta``, ``dirichlet``,
  ``chisquare``, ``t``, ``f``, ``loggamma``): Marsaglia and Tsang's
  rejection sampler on each element's own key, split from the key as
  ``jax.random`` splits it, so the draws are JAX's. Their gradient in the
  shape is, as JAX traces it on the CPU, a ``lax.map`` of scalar code with
  loops (emit/loops.py lowers it as one elementwise op too).

Narrow floats are computed in f32, as JAX does for these.
"""

from __future__ import annotations

import math

import jax
import numpy as np

from .builder import identity_map
from .elementwise import broadcast_map, elementwise
from .lowering import KEY_PARAMS, Eqn, key_implementation, rule, traced_implementation
from .scalar_program import ScalarProgram, Scalars
from .shape import extract_slice, reshape

try:  # JAX's implementations, by the names of its own lowerings.
    from jax._src.lax import special as _special
    from jax._src.random.core import _gamma_one
except ImportError as error:  # pragma: no cover - pinned jax>=0.10.2,<0.11
    raise ImportError(f"fsdpc needs jax 0.10.x's implementations of igamma and gamma draws: {error}") from None

def _scalars(*dtypes):
    return [jax.ShapeDtypeStruct((), dt) for dt in dtypes]


def _run(e: Eqn, b, closed, args: list[Scalars], what: str) -> Scalars:
    (y,) = ScalarProgram(e, b, what).run(closed.jaxpr, closed.consts, args)
    return y


def _algorithm(impl, what: str, takes_dtype: bool = True):
    """The scalar function of an elementwise primitive whose JAX
    implementation is ``impl(*operands, dtype=...)``."""
    def make(e: Eqn):
        def fn(b, xs, dts):
            dt = dts[0]
            call = (lambda *a: impl(*a, dtype=dt)) if takes_dtype else impl
            closed = traced_implementation((e.prim, str(dt)), call, _scalars(*dts))
            y = _run(e, b, closed, [Scalars(np.array(x, dtype=object), d) for x, d in zip(xs, dts)], what)
            return y.names.item(), y.dtype
        return fn
    return make


for _prim, _impl, _what in [
        ("igamma", _special.igamma_impl, "igamma's series or continued fraction"),
        ("igammac", _special.igammac_impl, "igammac's series or continued fraction"),
        ("igamma_grad_a", _special.igamma_grad_a_impl, "igamma_grad_a's series or continued fraction"),
        ("regularized_incomplete_beta", _special.regularized_incomplete_beta_impl,
         "betainc's continued fraction")]:
    elementwise(_prim, _algorithm(_impl, _what))
elementwise("bessel_i0e", _algorithm(_special.bessel_i0e_impl, "bessel_i0e", takes_dtype=False))

_I1E_SERIES_TERMS = 40      # I1's power series to |x| = 15: the last term is below 1e-9 of the sum
_I1E_ASYMPTOTIC_TERMS = 12  # Hankel's expansion past 15: the terms shrink until k = 30
_I1E_SWITCH = 15.0


def _bessel_i1e(x):
    """exp(-|x|) I1(x) in float32: I1's power series (positive terms, no
    cancellation) up to |x| = 15, Hankel's asymptotic expansion
    e^-x I1(x) ~ (1 / sqrt(2 pi x)) sum_k b_k x^-k, b_k = -b_(k-1) (4 - (2k-1)^2) / (8k),
    beyond. Odd in x; 0 at 0 and at infinity."""
    dtype = x.dtype
    x = x.astype(np.float32)
    ax = jax.numpy.abs(x)
    half = jax.numpy.minimum(ax, _I1E_SWITCH) / 2  # each branch on its own range: no inf * 0
    quarter_square = half * half
    term = series = half
    for k in range(1, _I1E_SERIES_TERMS):
        term = term * (quarter_square / np.float32(k * (k + 1)))
        series = series + term
    small = series * jax.numpy.exp(-ax)
    inverse = 1 / jax.numpy.maximum(ax, _I1E_SWITCH)
    coefficient, power, expansion = 1.0, jax.numpy.ones_like(x), jax.numpy.ones_like(x)
    for k in range(1, _I1E_ASYMPTOTIC_TERMS + 1):
        coefficient = -coefficient * (4 - (2 * k - 1) ** 2) / (8 * k)
        power = power * inverse
        expansion = expansion + np.float32(coefficient) * power
    large = expansion * jax.lax.rsqrt(np.float32(2 * math.pi) * ax)
    return (jax.numpy.sign(x) * jax.numpy.where(ax <= _I1E_SWITCH, small, large)).astype(dtype)


elementwise("bessel_i1e", _algorithm(_bessel_i1e, "bessel_i1e", takes_dtype=False))


def _element_keys(e: Eqn, impl):
    """uint32[*a.shape, *key_shape]: the key data of each element of ``a``, split from
    the operand's keys as jax.random.gamma splits them."""
    keys_shape = tuple(e.eqn.invars[0].aval.shape)
    shape = e.out_type.shape
    count = math.prod(shape[len(keys_shape):])

    def split(data):
        keys = jax.random.wrap_key_data(data, impl=impl.name).reshape(-1)
        keys = jax.vmap(lambda k: jax.random.split(k, count))(keys).reshape(-1)
        return jax.random.key_data(keys).reshape(*shape, *impl.key_shape)

    closed = traced_implementation(("random_gamma keys", impl.name, keys_shape, shape), split,
                     [jax.ShapeDtypeStruct(e.in_types[0].shape, np.uint32)])
    (data,) = e.lower_jaxpr(closed.jaxpr, closed.consts, [e.value(0)], "random_gamma", traced_here=True)
    return data


KEY_PARAMS["random_gamma"] = None  # its rule reads only the types


@rule("random_gamma")
def _random_gamma(e: Eqn):
    out = e.out_type
    if math.prod(out.shape) == 0:
        return [e.em.empty(out)]
    impl = key_implementation(e.eqn.invars[0].aval)
    data = _element_keys(e, impl)
    rank, (count,) = out.rank, impl.key_shape
    words = [reshape(e.em, extract_slice(e.em, data, [0] * rank + [w], [*out.shape, 1], [1] * (rank + 1)),
                     out.shape) for w in range(count)]
    log_space = bool(e.params["log_space"])
    dt = out.dtype

    def one(*args):
        key = jax.random.wrap_key_data(jax.numpy.stack(args[:count]), impl=impl.name)
        return _gamma_one(key, args[count], log_space)

    types = [np.uint32] * count + [dt]
    closed = traced_implementation(("random_gamma", impl.name, log_space, str(dt)), one, _scalars(*types))
    inputs = [(w, identity_map(rank)) for w in words] + [(e.value(1), broadcast_map(e.in_types[1].shape, out.shape))]

    def body(b, args):
        operands = [Scalars(np.array(a, dtype=object), d) for a, d in zip(args, types)]
        return [_run(e, b, closed, operands, "jax.random.gamma's rejection sampler").names.item()]

    return e.em.generic(inputs, [(e.em.empty(out), identity_map(rank))], ["parallel"] * rank, body)
