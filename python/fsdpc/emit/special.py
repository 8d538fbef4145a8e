"""Special functions and precision emulation, elementwise.

- ``lgamma`` / ``digamma`` (``jax.scipy.special.gammaln`` / ``digamma``,
  Poisson and Beta/Dirichlet losses, and each other's gradients): Lanczos'
  approximation with g = 7 and 9 terms and Euler's reflection below 1/2, the
  approximation XLA evaluates (narrow floats in f32), so results agree to
  rounding.
- ``zeta`` / ``polygamma`` (Hurwitz zeta; polygamma is digamma's
  derivatives, so the gradient of a Dirichlet KL divergence): Euler-Maclaurin
  summation (Cephes'), agreeing with XLA's to rounding; polygamma through
  zeta.
- ``reduce_precision`` (``lax.reduce_precision``: bf16/fp8 emulation in
  mixed-precision training): the mantissa rounded to nearest even in the
  operand's own bits, exponents out of the narrower range to +-inf, below
  it to +-0 (subnormals flush), NaN kept; XLA's rules (checked bit for bit).
"""

from __future__ import annotations

import math

import numpy as np

from ..errors import UnsupportedError
from . import scalar as s
from .builder import Body
from .elementwise import elementwise
from .lowering import Eqn
from .types import BOOL, element_type, is_float

_LANCZOS_G = 7.0
_LANCZOS_BASE = 0.99999999999980993227684700473478
_LANCZOS = [676.520368121885098567009190444019, -1259.13921672240287047156078755283,
            771.3234287776530788486528258894, -176.61502916214059906584551354,
            12.507343278686904814458936853, -0.13857109526572011689554707,
            9.984369578019570859563e-6, 1.50563273514931155834e-7]


class _Ops:
    """Float arithmetic on one element type inside a region."""

    def __init__(self, b: Body, dt):
        self.b, self.dt, self.el = b, dt, element_type(dt)

    def c(self, value):
        return s.const(self.b, value, self.dt)

    def bin(self, op, x, y):
        return self.b.op(f"arith.{op} {x}, {y} : {self.el}")

    def un(self, op, x):
        return self.b.op(f"{op} {x} : {self.el}")

    def lt(self, x, y):
        return s.compare(self.b, "lt", x, y, self.dt)

    def select(self, p, x, y):
        return s.select(self.b, p, x, y, self.dt)


def _reflected_argument(o: _Ops, x):
    """(x < 1/2, z): the approximations take z + 1 = 1 - x below 1/2 (to
    reflect), x otherwise."""
    reflect = o.lt(x, o.c(0.5))
    return reflect, o.select(reflect, o.un("arith.negf", x), o.bin("subf", x, o.c(1.0)))


def _lanczos_log_t(o: _Ops, z):
    """(t, log t) with t = z + g + 1/2; log t as log(g + 1/2) + log1p(z / (g + 1/2))."""
    g_half = o.c(_LANCZOS_G + 0.5)
    t = o.bin("addf", g_half, z)
    log_t = o.bin("addf", o.c(math.log(_LANCZOS_G + 0.5)),
                  o.un("math.log1p", o.bin("divf", z, g_half)))
    return t, log_t


def _check_float(prim, dt):
    if not is_float(dt):
        raise UnsupportedError(f"{prim} of {dt} (only floating point is supported)")


def _lgamma(b, xs, dts):
    x, dt = xs[0], dts[0]
    _check_float("lgamma", dt)
    o = _Ops(b, dt)
    reflect, z = _reflected_argument(o, x)
    a = o.c(_LANCZOS_BASE)
    for k, coeff in enumerate(_LANCZOS, start=1):
        a = o.bin("addf", a, o.bin("divf", o.c(coeff), o.bin("addf", z, o.c(float(k)))))
    t, log_t = _lanczos_log_t(o, z)
    # (z + 1/2) log t - t as (z + 1/2 - t / log t) log t: t may overflow.
    r = o.bin("mulf", o.bin("subf", o.bin("addf", z, o.c(0.5)), o.bin("divf", t, log_t)), log_t)
    direct = o.bin("addf", o.bin("addf", o.c((math.log(2) + math.log(math.pi)) / 2), r),
                   o.un("math.log", a))
    # lgamma(x) = log(pi) - lgamma(1 - x) - log|sin(pi x)|, with |sin(pi x)|
    # from the fraction of |x| folded into [0, 1/2]: exact 0 at integers.
    magnitude = o.un("math.absf", x)
    frac = o.bin("subf", magnitude, o.un("math.floor", magnitude))
    frac = o.select(o.lt(o.c(0.5), frac), o.bin("subf", o.c(1.0), frac), frac)
    log_sin = o.un("math.log", o.un("math.sin", o.bin("mulf", o.c(math.pi), frac)))
    reflected = o.bin("subf", o.bin("subf", o.c(math.log(math.pi)), log_sin), direct)
    finite = o.lt(o.un("math.absf", log_sin), o.c(float("inf")))
    reflected = o.select(finite, reflected, o.un("arith.negf", log_sin))  # a pole: +inf
    result = o.select(reflect, reflected, direct)
    infinite = s.compare(b, "eq", magnitude, o.c(float("inf")), dt)
    return o.select(infinite, o.c(float("inf")), result), dt


def _digamma(b, xs, dts):
    x, dt = xs[0], dts[0]
    _check_float("digamma", dt)
    o = _Ops(b, dt)
    reflect, z = _reflected_argument(o, x)
    a, a_prime = o.c(_LANCZOS_BASE), o.c(0.0)
    for k, coeff in enumerate(_LANCZOS, start=1):
        zk = o.bin("addf", z, o.c(float(k)))
        a_prime = o.bin("subf", a_prime, o.bin("divf", o.c(coeff), o.bin("mulf", zk, zk)))
        a = o.bin("addf", a, o.bin("divf", o.c(coeff), zk))
    t, log_t = _lanczos_log_t(o, z)
    direct = o.bin("subf", o.bin("addf", log_t, o.bin("divf", a_prime, a)),
                   o.bin("divf", o.c(_LANCZOS_G), t))
    # digamma(x) = digamma(1 - x) - pi cot(pi x), x shifted into [-1/2, 1/2]
    # (cot has period 1) so that pi x keeps its precision.
    shifted = o.bin("addf", x, o.un("math.absf", o.un("math.floor", o.bin("addf", x, o.c(0.5)))))
    angle = o.bin("mulf", o.c(math.pi), shifted)
    cot_term = o.bin("divf", o.bin("mulf", o.c(math.pi), o.un("math.cos", angle)), o.un("math.sin", angle))
    result = o.select(reflect, o.bin("subf", direct, cot_term), direct)
    # Poles at 0 and the negative integers: NaN.
    pole = s.binary(b, "andi", "andi", s.compare(b, "le", x, o.c(0.0), dt),
                    s.compare(b, "eq", x, o.un("math.floor", x), dt), BOOL)
    return o.select(pole, o.c(float("nan")), result), dt


# (2k)! / B_2k for k = 1..12: Euler-Maclaurin's correction terms (Cephes' zeta).
_ZETA_BERNOULLI = [12.0, -720.0, 30240.0, -1209600.0, 47900160.0, -1.8924375803183791606e9, 7.47242496e10,
                   -2.950130727918164224e12, 1.1646782814350067249e14, -4.5979787224074726105e15,
                   1.8152105401943546773e17, -7.1661652561756670113e18]


def _is_integer(o: _Ops, x):
    return s.compare(o.b, "eq", x, o.un("math.floor", x), o.dt)


def _zeta(b, xs, dts):
    """Hurwitz zeta(x, q) = sum over n >= 0 of (q + n)^-x: the first 10
    terms directly, the rest by Euler-Maclaurin at a = q + 9 with 12
    Bernoulli terms (Cephes' method; XLA's differs in the order of its
    terms, and agrees to rounding); the direct sum alone where the tail is
    below its precision, or underflows (a large x, where the correction's
    rising factorials would overflow)."""
    x, q, dt = xs[0], xs[1], dts[0]
    _check_float("zeta", dt)
    o = _Ops(b, dt)
    minus_x = o.un("arith.negf", x)

    def power_of(base):
        return b.op(f"math.powf {base}, {minus_x} : {o.el}")
    a, direct = q, power_of(q)
    for _ in range(9):
        a = o.bin("addf", a, o.c(1.0))
        last = power_of(a)
        direct = o.bin("addf", direct, last)
    # The integral of the tail, minus half its first term (counted whole above).
    total = o.bin("addf", o.bin("subf", direct, o.bin("mulf", o.c(0.5), last)),
                  o.bin("divf", o.bin("mulf", last, a), o.bin("subf", x, o.c(1.0))))
    rising, power, k = o.c(1.0), last, 0.0
    for coefficient in _ZETA_BERNOULLI:
        rising = o.bin("mulf", rising, o.bin("addf", x, o.c(k)))
        power = o.bin("divf", power, a)
        total = o.bin("addf", total, o.bin("divf", o.bin("mulf", rising, power), o.c(coefficient)))
        rising = o.bin("mulf", rising, o.bin("addf", x, o.c(k + 1.0)))
        power = o.bin("divf", power, a)
        k += 2.0
    precise = s.compare(b, "le", o.un("math.absf", last),
                        o.bin("mulf", o.un("math.absf", direct), o.c(np.finfo(dt).eps)), dt)
    result = o.select(precise, direct, total)
    nan, inf = o.c(float("nan")), o.c(float("inf"))
    # Undefined below x = 1, and for q <= 0 unless x is an integer; at the
    # poles (integer q <= 0) +inf for an even x, else NaN; +inf at x = 1.
    q_nonpositive = s.compare(b, "le", q, o.c(0.0), dt)
    result = o.select(o.lt(x, o.c(1.0)), nan, result)
    fractional_x = s.binary(b, "xori", "xori", _is_integer(o, x), s.const(b, True, BOOL), BOOL)
    result = o.select(s.binary(b, "andi", "andi", q_nonpositive, fractional_x, BOOL), nan, result)
    even = _is_integer(o, o.bin("mulf", x, o.c(0.5)))
    pole = s.binary(b, "andi", "andi", q_nonpositive, _is_integer(o, q), BOOL)
    result = o.select(pole, o.select(even, inf, nan), result)
    return o.select(s.compare(b, "eq", x, o.c(1.0), dt), inf, result), dt


def _polygamma(b, xs, dts):
    """polygamma(m, x) = (-1)^(m+1) m! zeta(m + 1, x) for natural m > 0,
    digamma at m = 0, NaN for other m."""
    m, x, dt = xs[0], xs[1], dts[0]
    _check_float("polygamma", dt)
    o = _Ops(b, dt)
    m1 = o.bin("addf", m, o.c(1.0))
    odd = s.compare(b, "ne", o.bin("remf", m, o.c(2.0)), o.c(0.0), dt)
    # m! exactly for the orders losses use (exp(lgamma(m + 1)) rounds).
    factorial = o.un("math.exp", _lgamma(b, [m1], [dt])[0])
    for k in range(1, 13):
        factorial = o.select(s.compare(b, "eq", m, o.c(float(k)), dt), o.c(float(math.factorial(k))), factorial)
    zeta = _zeta(b, [m1, x], [dt, dt])[0]
    result = o.bin("mulf", o.select(odd, factorial, o.un("arith.negf", factorial)), zeta)
    result = o.select(s.compare(b, "eq", m, o.c(0.0), dt), _digamma(b, [x], [dt])[0], result)
    natural = s.binary(b, "andi", "andi", _is_integer(o, m), s.compare(b, "ge", m, o.c(0.0), dt), BOOL)
    return o.select(natural, result, o.c(float("nan"))), dt


# (exponent bits, mantissa bits) of the float types reduce_precision reads.
_FORMAT = {np.dtype(np.float64): (11, 52), np.dtype(np.float32): (8, 23), np.dtype(np.float16): (5, 10)}


def _float_format(dt) -> tuple[int, int]:
    dt = np.dtype(dt)
    if dt in _FORMAT:
        return _FORMAT[dt]
    if dt.name == "bfloat16":
        return 8, 7
    raise UnsupportedError(f"reduce_precision of {dt} (f64, f32, f16 and bf16 are supported)")


def _reduce_precision(e: Eqn):
    exponent_bits, mantissa_bits = int(e.params["exponent_bits"]), int(e.params["mantissa_bits"])

    def fn(b, xs, dts):
        x, dt = xs[0], dts[0]
        src_exponent, src_mantissa = _float_format(dt)
        int_dt = np.dtype(f"uint{np.dtype(dt).itemsize * 8}")
        ie = element_type(int_dt)

        def c(v):
            return s.const(b, int(v), int_dt)

        def op(name, u, v):
            return b.op(f"arith.{name} {u}, {v} : {ie}")

        bits = b.op(f"arith.bitcast {x} : {element_type(dt)} to {ie}")
        if mantissa_bits < src_mantissa:
            # Round to nearest even: add 0111... plus the last kept bit, then
            # truncate (a carry into the exponent is the right result).
            dropped = src_mantissa - mantissa_bits
            last_kept = op("shrui", op("andi", bits, c(1 << dropped)), c(dropped))
            bias = op("addi", last_kept, c((1 << (dropped - 1)) - 1))
            bits = op("andi", op("addi", bits, bias), c(~((1 << dropped) - 1) & np.iinfo(int_dt).max))
        if exponent_bits < src_exponent:
            exponent_mask = ((1 << src_exponent) - 1) << src_mantissa
            src_bias, kept_bias = (1 << (src_exponent - 1)) - 1, (1 << (exponent_bits - 1)) - 1
            exponent = op("andi", bits, c(exponent_mask))
            overflows = s.compare(b, "gt", exponent, c((src_bias + kept_bias) << src_mantissa), int_dt)
            underflows = s.compare(b, "le", exponent, c((src_bias - kept_bias) << src_mantissa), int_dt)
            signed_zero = op("andi", bits, c(1 << (src_exponent + src_mantissa)))
            signed_inf = op("ori", signed_zero, c(exponent_mask))
            bits = s.select(b, overflows, signed_inf, bits, int_dt)
            bits = s.select(b, underflows, signed_zero, bits, int_dt)
        result = b.op(f"arith.bitcast {bits} : {ie} to {element_type(dt)}")
        # NaN stays the same NaN (its mantissa may have carried into the
        # exponent, or been dropped), even with no mantissa bits left.
        return s.select(b, s.compare(b, "ne", x, x, dt), x, result, dt), dt
    return fn


elementwise("lgamma", lambda e: _lgamma)
elementwise("digamma", lambda e: _digamma)
elementwise("zeta", lambda e: _zeta)
elementwise("polygamma", lambda e: _polygamma)
elementwise("reduce_precision", _reduce_precision, stored_types=True)
