"""Special functions and precision emulation, elementwise.

- ``lgamma`` / ``digamma`` (``jax.scipy.special.gammaln`` / ``digamma``,
  Poisson and Beta/Dirichlet losses, and each other's gradients): Lanczos'
  approximation with g = 7 and 9 terms and Euler's reflection below 1/2, the
  approximation XLA evaluates (narrow floats in f32), so results agree to
  rounding.
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
elementwise("reduce_precision", _reduce_precision, stored_types=True)
