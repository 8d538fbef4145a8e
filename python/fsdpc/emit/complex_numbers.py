"""Complex numbers as pairs of reals.

A ``complex64[*s]`` value is carried as ``float32[*s, 2]`` (real part,
imaginary part: numpy's own layout), ``complex128`` as ``float64`` pairs,
so every pass after the emitter sees real tensors only: the partitioner
splits a batch of complex values like any other, and kernels, GEMMs and
the GPU path need nothing new. Primitives that only move elements
(reshape, slice, transpose, gather, select_n, ...: emit/trailing_dims.py)
and those that act on each part alone (add, sub, neg, reduce_sum, cumsum,
scatter-add) are the real rules on the pairs. The others have rules here:

- elementwise ones (mul, div, abs, exp, log, tanh, pow, conj, real, imag,
  complex, integer_pow, convert_element_type) are one ``linalg.generic`` whose
  region reads both parts of each operand and computes both parts of the
  result, keeping the one its last loop index names (0: real);
- dot_general is one real contraction over the pairs: the right operand
  ``b`` becomes ``[[re b, im b], [-im b, re b]]``, contracted with ``a``'s
  pair dim, so ``(a b)[..., p] = sum_q a[..., q] B[q, p]`` (four real
  products per complex one, as a complex GEMM does);
- fft (emit/fft.py) is built of contractions with DFT matrices;
- prod and cumprod (emit/complex_folds.py) fold the complex product into
  two outputs, the parts.

Complex numbers are refused at the step's boundary (pass real and
imaginary parts) and inside scalar programs.
"""

from __future__ import annotations

import math

import numpy as np

from . import scalar as s
from .builder import Body, Value, affine_map
from .contraction import contract
from .elementwise import broadcast_results
from .lowering import COMPLEX_PARAMS, COMPLEX_RULES, Eqn, is_complex
from .shape import pad, transpose
from .trailing_dims import LAYOUT_PARAMS
from .types import TensorType, element_type

Parts = tuple[str, str]  # (real, imaginary) SSA names of one element


def _register_params():
    COMPLEX_PARAMS.update(LAYOUT_PARAMS)
    for prim in ["add", "add_any", "sub", "neg", "reduce_sum", "cumsum", "scan", "cond"]:
        COMPLEX_PARAMS[prim] = None  # each part alone
    COMPLEX_PARAMS["scatter-add"] = LAYOUT_PARAMS["scatter"]


_register_params()


def complex_rule(*names: str):
    def register(fn):
        for n in names:
            COMPLEX_RULES[n] = fn
        return fn
    return register


def logical_shape(var) -> tuple[int, ...]:
    """A jaxpr variable's shape as JAX sees it (without the pair dim)."""
    return tuple(int(d) for d in var.aval.shape)


def elementwise_on_parts(e: Eqn, fn, dtype=None) -> Value:
    """One ``linalg.generic`` over the result of ``e``: ``fn(b, operands,
    dtype)`` gets each operand's element, a complex one as ``(re, im)`` in
    ``dtype`` (the result's real type unless given), and returns the
    result's element in the result's type (``(re, im)`` when it is
    complex)."""
    out_var, out = e.eqn.outvars[0], e.out_type
    shape = logical_shape(out_var)
    rank, complex_out = len(shape), is_complex(out_var.aval)
    loops = rank + 1 if complex_out else rank
    inputs, reads = [], []
    for var, v in zip(e.eqn.invars, e.values()):
        res = broadcast_results(logical_shape(var), shape)
        if is_complex(var.aval):  # both parts, each through its own map
            reads.append((len(inputs), len(inputs) + 1, v.type.dtype))
            inputs += [(v, affine_map(loops, res + [0])), (v, affine_map(loops, res + [1]))]
        else:
            reads.append(len(inputs))
            inputs.append((v, affine_map(loops, res)))
    dtype = dtype or out.dtype

    def body(b: Body, args: list[str]):
        elements = [tuple(s.convert(b, args[i], r[2], dtype) for i in r[:2]) if isinstance(r, tuple) else args[r]
                    for r in reads]
        y = fn(b, elements, dtype)
        if not complex_out:
            return [y]
        return [s.select(b, s.index_is(b, b.op(f"linalg.index {rank} : index"), 0), y[0], y[1], out.dtype)]

    (result,) = e.em.generic(inputs, [(e.em.empty(out), affine_map(loops, [f"d{i}" for i in range(loops)]))],
                             ["parallel"] * loops, body)
    return result


def _sub(b, x, y, dt):
    return s.binary(b, "subf", "subi", x, y, dt)


def _div(b, x, y, dt):
    return s.binary(b, "divf", "divsi", x, y, dt)


def math_op(b, op, x, dt):
    return b.op(f"math.{op} {x} : {element_type(dt)}")


def multiply(b: Body, x: Parts, y: Parts, dt) -> Parts:
    return (_sub(b, s.mul(b, x[0], y[0], dt), s.mul(b, x[1], y[1], dt), dt),
            s.add(b, s.mul(b, x[0], y[1], dt), s.mul(b, x[1], y[0], dt), dt))


def divide(b: Body, x: Parts, y: Parts, dt) -> Parts:
    """Smith's algorithm (scaled by the larger part of the divisor, so that
    |y|^2 neither overflows nor underflows where the quotient does not)."""
    (a, c), (p, q) = x, y
    wide = s.compare(b, "ge", math_op(b, "absf", p, dt), math_op(b, "absf", q, dt), dt)
    big, small = s.select(b, wide, p, q, dt), s.select(b, wide, q, p, dt)
    r = _div(b, small, big, dt)
    d = s.add(b, big, s.mul(b, small, r, dt), dt)
    # wide: ((a + c r) + i (c - a r)) / d; else ((a r + c) + i (c r - a)) / d
    re_num = s.select(b, wide, s.add(b, a, s.mul(b, c, r, dt), dt), s.add(b, s.mul(b, a, r, dt), c, dt), dt)
    im_num = s.select(b, wide, _sub(b, c, s.mul(b, a, r, dt), dt), _sub(b, s.mul(b, c, r, dt), a, dt), dt)
    re, im = _div(b, re_num, d, dt), _div(b, im_num, d, dt)
    # XLA's special cases (C99 Annex G): a finite number over an infinite
    # one is a signed zero, an infinite one over a finite one infinite, and
    # by zero each part times inf with the zero's real sign ((-1 + 0i) / 0 is
    # -inf + nan i).
    zero, inf = s.const(b, 0.0, dt), s.const(b, np.inf, dt)
    for over, scale, (u, v), (w, z) in (("infinite", zero, (p, q), (a, c)), ("finite", inf, (a, c), (p, q))):
        infinite = [s.compare(b, "eq", math_op(b, "absf", t, dt), inf, dt) for t in (u, v)]
        finite = [s.compare(b, "lt", math_op(b, "absf", t, dt), inf, dt) for t in (w, z)]
        case = s.all_of(b, [b.op(f"arith.ori {infinite[0]}, {infinite[1]} : i1"), *finite])
        un, vn = (b.op(f"math.copysign {s.select(b, i, s.const(b, 1.0, dt), zero, dt)}, {t} : {element_type(dt)}")
                  for i, t in zip(infinite, (u, v)))
        if over == "infinite":  # (a + ci) / (u + vi), u and v reduced to signs
            special = (s.add(b, s.mul(b, w, un, dt), s.mul(b, z, vn, dt), dt),
                       _sub(b, s.mul(b, z, un, dt), s.mul(b, w, vn, dt), dt))
        else:  # (u + vi) / (p + qi), u and v reduced to signs
            special = (s.add(b, s.mul(b, un, w, dt), s.mul(b, vn, z, dt), dt),
                       _sub(b, s.mul(b, vn, w, dt), s.mul(b, un, z, dt), dt))
        re, im = (s.select(b, case, s.mul(b, scale, part, dt), old, dt) for part, old in zip(special, (re, im)))
    by_zero = b.op(f"arith.andi {s.compare(b, 'eq', p, zero, dt)}, {s.compare(b, 'eq', q, zero, dt)} : i1")
    signed_inf = b.op(f"math.copysign {inf}, {p} : {element_type(dt)}")  # by -0, -inf
    return (s.select(b, by_zero, s.mul(b, a, signed_inf, dt), re, dt),
            s.select(b, by_zero, s.mul(b, c, signed_inf, dt), im, dt))


def magnitude(b: Body, x: Parts, dt) -> str:
    """|x| as hypot: the larger part times sqrt(1 + (smaller / larger)^2);
    0 for 0, inf when either part is infinite."""
    a, c = math_op(b, "absf", x[0], dt), math_op(b, "absf", x[1], dt)
    big, small = s.binary(b, "maximumf", "maxsi", a, c, dt), s.binary(b, "minimumf", "minsi", a, c, dt)
    r = _div(b, small, big, dt)
    scaled = s.mul(b, big, math_op(b, "sqrt", s.add(b, s.const(b, 1.0, dt), s.mul(b, r, r, dt), dt), dt), dt)
    inf = s.const(b, np.inf, dt)
    result = s.select(b, s.compare(b, "eq", big, s.const(b, 0.0, dt), dt), s.const(b, 0.0, dt), scaled, dt)
    return s.select(b, s.compare(b, "eq", big, inf, dt), inf, result, dt)


def _power(b: Body, x: Parts, n: int, dt) -> Parts:
    """x**n by squaring in JAX's order (the first factor is x itself, not 1
    times x, which would turn an infinite part into NaN); a negative n
    divides 1 by x**-n, and n = 0 is 1."""
    one = (s.const(b, 1.0, dt), s.const(b, 0.0, dt))
    result, base, k = None, x, abs(n)
    while k:
        if k & 1:
            result = base if result is None else multiply(b, result, base, dt)
        k >>= 1
        if k:
            base = multiply(b, base, base, dt)
    if result is None:
        return one
    return divide(b, one, result, dt) if n < 0 else result


def _on_parts(fn):
    """A rule from ``fn(e, b, operands, dtype)``, elementwise on parts."""
    return lambda e: [elementwise_on_parts(e, lambda b, xs, dt: fn(e, b, xs, dt))]


def _sqrt(b: Body, x: Parts, dt) -> Parts:
    """The principal square root: t = sqrt((|re| + |z|) / 2), then
    (t, im / 2t) for re >= 0, else (|im| / 2t, t with im's sign, -0 taken as
    positive); 0 at 0 and inf ± inf i at an infinite imaginary part, as
    XLA computes it."""
    re, im = x
    t = math_op(b, "sqrt", s.mul(b, s.add(b, math_op(b, "absf", re, dt), magnitude(b, x, dt), dt),
                               s.const(b, 0.5, dt), dt), dt)
    other = _div(b, im, s.add(b, t, t, dt), dt)
    right = s.compare(b, "ge", re, s.const(b, 0.0, dt), dt)
    first = s.select(b, right, t, math_op(b, "absf", other, dt), dt)
    upper = s.compare(b, "ge", im, s.const(b, 0.0, dt), dt)  # -0 counts as upper, as in XLA
    second = s.select(b, right, other, s.select(b, upper, t, s.neg(b, t, dt), dt), dt)
    zero = s.compare(b, "eq", t, s.const(b, 0.0, dt), dt)
    first, second = (s.select(b, zero, s.const(b, 0.0, dt), part, dt) for part in (first, second))
    inf = s.const(b, np.inf, dt)
    infinite = s.compare(b, "eq", math_op(b, "absf", im, dt), inf, dt)  # sqrt(x ± inf i) = inf ± inf i
    return s.select(b, infinite, inf, first, dt), s.select(b, infinite, im, second, dt)


def _sign(b: Body, x: Parts, dt) -> Parts:
    """x / |x|, and 0 at 0."""
    r = magnitude(b, x, dt)
    zero = s.compare(b, "eq", r, s.const(b, 0.0, dt), dt)
    return tuple(s.select(b, zero, part, _div(b, part, r, dt), dt) for part in x)


def _sin_cos(b: Body, x: Parts, dt, cosine: bool) -> Parts:
    """sin(a + ib) = sin a cosh b + i cos a sinh b; cos(a + ib) = cos a cosh b
    - i sin a sinh b."""
    (a, c), f = x, (lambda op, v: math_op(b, op, v, dt))
    # On the imaginary axis the sin a term is a signed zero, also where
    # cosh/sinh overflow (sin(100i) is 0 + inf i, not nan + inf i).
    on_axis = s.compare(b, "eq", a, s.const(b, 0.0, dt), dt)
    if cosine:
        signs = s.mul(b, *(b.op(f"math.copysign {s.const(b, 1.0, dt)}, {v} : {element_type(dt)}") for v in (a, c)), dt)
        axis_im = b.op(f"math.copysign {s.const(b, 0.0, dt)}, {s.neg(b, signs, dt)} : {element_type(dt)}")
        im = s.neg(b, s.mul(b, f("sin", a), f("sinh", c), dt), dt)
        return s.mul(b, f("cos", a), f("cosh", c), dt), s.select(b, on_axis, axis_im, im, dt)
    return (s.select(b, on_axis, a, s.mul(b, f("sin", a), f("cosh", c), dt), dt),
            s.mul(b, f("cos", a), f("sinh", c), dt))


def _exp(b: Body, x: Parts, dt) -> Parts:
    """e^re (cos im, sin im); a real argument stays real (exp(100 + 0i) is
    inf + 0i, not inf + nan i)."""
    r = math_op(b, "exp", x[0], dt)
    real = s.compare(b, "eq", x[1], s.const(b, 0.0, dt), dt)
    return (s.mul(b, r, math_op(b, "cos", x[1], dt), dt),
            s.select(b, real, x[1], s.mul(b, r, math_op(b, "sin", x[1], dt), dt), dt))


def _copysign(b: Body, x: str, sign: str, dt) -> str:
    return b.op(f"math.copysign {x}, {sign} : {element_type(dt)}")


def _tanh(b: Body, x: Parts, dt) -> Parts:
    """Kahan's form: with t = tan(im), beta = 1 + t^2, s = sinh(re),
    rho = sqrt(1 + s^2): (beta rho s + i t) / (1 + beta s^2). Where
    |re| >= 9, tanh(re) is +-1 within an ulp of f32, and the imaginary part
    4 sin(im) cos(im) e^(-2|re|) (sinh^2 would overflow soon after)."""
    (a, c), f = x, (lambda op, v: math_op(b, op, v, dt))
    one = s.const(b, 1.0, dt)
    t, sh = f("tan", c), f("sinh", a)
    beta = s.add(b, one, s.mul(b, t, t, dt), dt)
    rho = f("sqrt", s.add(b, one, s.mul(b, sh, sh, dt), dt))
    den = s.add(b, one, s.mul(b, beta, s.mul(b, sh, sh, dt), dt), dt)
    near = (_div(b, s.mul(b, s.mul(b, beta, rho, dt), sh, dt), den, dt), _div(b, t, den, dt))
    decay = f("exp", s.neg(b, f("absf", a), dt))
    far = (_copysign(b, one, a, dt),
           s.mul(b, s.mul(b, s.const(b, 4.0, dt), s.mul(b, f("sin", c), f("cos", c), dt), dt),
                 s.mul(b, decay, decay, dt), dt))
    big = s.compare(b, "ge", f("absf", a), s.const(b, 9.0, dt), dt)
    return tuple(s.select(b, big, fp, np_, dt) for fp, np_ in zip(far, near))


def _pow(b: Body, x: Parts, y, dt) -> Parts:
    """x^y = e^(y log x): with log x = log|x| + i arg x, modulus
    e^(re y log|x| - im y arg x) and angle im y log|x| + re y arg x. At x = 0
    as XLA: 1 for y = 0, 0 for a real y > 0, NaN otherwise. ``y`` may be
    real (a name) or complex (parts)."""
    (a, c), (p, q) = x, (y if isinstance(y, tuple) else (y, s.const(b, 0.0, dt)))
    log_r, arg = math_op(b, "log", magnitude(b, x, dt), dt), b.op(f"math.atan2 {c}, {a} : {element_type(dt)}")
    modulus = math_op(b, "exp", _sub(b, s.mul(b, p, log_r, dt), s.mul(b, q, arg, dt), dt), dt)
    angle = s.add(b, s.mul(b, q, log_r, dt), s.mul(b, p, arg, dt), dt)
    general = (s.mul(b, modulus, math_op(b, "cos", angle, dt), dt), s.mul(b, modulus, math_op(b, "sin", angle, dt), dt))
    zero, is_zero = s.const(b, 0.0, dt), (lambda v: s.compare(b, "eq", v, s.const(b, 0.0, dt), dt))
    real_exponent = is_zero(q)
    at_zero_re = s.select(b, b.op(f"arith.andi {is_zero(p)}, {real_exponent} : i1"), s.const(b, 1.0, dt),
                          s.select(b, b.op(f"arith.andi {s.compare(b, 'gt', p, zero, dt)}, {real_exponent} : i1"),
                                   zero, s.const(b, np.nan, dt), dt), dt)
    at_zero_im = s.select(b, s.compare(b, "eq", at_zero_re, at_zero_re, dt), zero, at_zero_re, dt)  # NaN stays
    base_zero = b.op(f"arith.andi {is_zero(a)}, {is_zero(c)} : i1")
    return tuple(s.select(b, base_zero, z, g, dt) for z, g in zip((at_zero_re, at_zero_im), general))


def _is_finite(b: Body, x: Parts, dt) -> str:
    inf = s.const(b, np.inf, dt)
    finite = [s.compare(b, "lt", math_op(b, "absf", part, dt), inf, dt) for part in x]
    return b.op(f"arith.andi {finite[0]}, {finite[1]} : i1")


_ELEMENTWISE = {
    "sqrt": lambda e, b, xs, dt: _sqrt(b, xs[0], dt),
    "sign": lambda e, b, xs, dt: _sign(b, xs[0], dt),
    "square": lambda e, b, xs, dt: multiply(b, xs[0], xs[0], dt),
    "sin": lambda e, b, xs, dt: _sin_cos(b, xs[0], dt, cosine=False),
    "cos": lambda e, b, xs, dt: _sin_cos(b, xs[0], dt, cosine=True),
    "mul": lambda e, b, xs, dt: multiply(b, xs[0], xs[1], dt),
    "div": lambda e, b, xs, dt: divide(b, xs[0], xs[1], dt),
    "abs": lambda e, b, xs, dt: magnitude(b, xs[0], dt),
    "real": lambda e, b, xs, dt: xs[0][0],
    "imag": lambda e, b, xs, dt: xs[0][1],
    "complex": lambda e, b, xs, dt: (xs[0], xs[1]),
    "integer_pow": lambda e, b, xs, dt: _power(b, xs[0], int(e.params["y"]), dt),
    "tanh": lambda e, b, xs, dt: _tanh(b, xs[0], dt),
    "pow": lambda e, b, xs, dt: _pow(b, xs[0], xs[1], dt),
    # log z = log|z| + i atan2(im, re)
    "exp": lambda e, b, xs, dt: _exp(b, xs[0], dt),
    "log": lambda e, b, xs, dt: (math_op(b, "log", magnitude(b, xs[0], dt), dt),
                                 b.op(f"math.atan2 {xs[0][1]}, {xs[0][0]} : {element_type(dt)}")),
}
for _name, _fn in _ELEMENTWISE.items():
    complex_rule(_name)(_on_parts(_fn))


@complex_rule("is_finite")
def _finite(e: Eqn):
    return [elementwise_on_parts(e, lambda b, xs, dt: _is_finite(b, xs[0], dt), dtype=e.in_types[0].dtype)]


@complex_rule("eq", "ne")
def _compare(e: Eqn):
    """Equal where both parts are (NaN equals nothing), as XLA compares."""
    def fn(b, xs, dt):
        x, y = xs
        if e.prim == "eq":
            return b.op(f"arith.andi {s.compare(b, 'eq', x[0], y[0], dt)}, {s.compare(b, 'eq', x[1], y[1], dt)} : i1")
        return b.op(f"arith.ori {s.compare(b, 'ne', x[0], y[0], dt)}, {s.compare(b, 'ne', x[1], y[1], dt)} : i1")
    return [elementwise_on_parts(e, fn, dtype=e.in_types[0].dtype)]


@complex_rule("pad")
def _pad(e: Eqn):
    """The pairs padded with the padding value's pair."""
    return [pad(e.em, e.value(0), e.value(1), [*e.params["padding_config"], (0, 0, 0)])]


@complex_rule("conj")
def _conj(e: Eqn):
    """The conjugate; of a real operand (``lax.conj`` of floats), that real
    number as a complex one."""
    def fn(b, xs, dt):
        x = xs[0]
        if isinstance(x, tuple):
            return x[0], s.neg(b, x[1], dt)
        return s.convert(b, x, e.in_types[0].dtype, dt), s.const(b, 0.0, dt)
    return [elementwise_on_parts(e, fn)]


@complex_rule("convert_element_type")
def _convert(e: Eqn):
    """Between complex widths part by part; a real number becomes complex
    with a zero imaginary part, a complex one real by dropping it (as numpy
    casts, with its ComplexWarning; to bool too, as XLA converts: 1j is
    false)."""
    src, out = e.in_types[0].dtype, e.out_type.dtype
    to_complex = is_complex(e.eqn.outvars[0].aval)

    def fn(b, xs, dt):
        x = xs[0]
        if not isinstance(x, tuple):
            return s.convert(b, x, src, out), s.const(b, 0.0, out)
        if to_complex:
            return tuple(s.convert(b, part, dt, out) for part in x)
        return s.convert(b, x[0], dt, out)
    return [elementwise_on_parts(e, fn, dtype=src)]


def generated(e: Eqn, shape: tuple[int, ...], dtype, fn) -> Value:
    """A tensor computed from its indices: ``fn(b, indices)`` is the element."""
    out = TensorType(shape, np.dtype(dtype))
    rank = len(shape)

    def body(b: Body, args: list[str]):
        return [fn(b, [b.op(f"linalg.index {i} : index") for i in range(rank)])]
    (result,) = e.em.generic([], [(e.em.empty(out), affine_map(rank, [f"d{i}" for i in range(rank)]))],
                             ["parallel"] * rank, body)
    return result


def product_matrix(b: Body, q: str, p: str, re: str, im: str, dt) -> str:
    """Entry (q, p) of [[re, im], [-im, re]], the real matrix by which a
    row (x.re, x.im) is multiplied by re + i im."""
    return s.select(b, b.op(f"arith.cmpi eq, {q}, {p} : index"), re,
                    s.select(b, s.index_is(b, q, 0), im, s.neg(b, im, dt), dt), dt)


def moved(e: Eqn, v: Value, source: int, target: int) -> Value:
    """``v`` with dim ``source`` moved to position ``target``."""
    order = [d for d in range(v.type.rank) if d != source]
    order.insert(target, source)
    return transpose(e.em, v, order)


@complex_rule("dot_general")
def _dot_general(e: Eqn):
    """A complex product as one real contraction over pairs; a real operand
    with a complex one, each part by the real one."""
    (lc, rc), (lb, rb) = e.params["dimension_numbers"]
    lc, rc, lb, rb = map(list, (lc, rc, lb, rb))
    a, bv, out = e.value(0), e.value(1), e.out_type
    la, lr = len(logical_shape(e.eqn.invars[0])), len(logical_shape(e.eqn.invars[1]))
    a_complex, b_complex = (is_complex(v.aval) for v in e.eqn.invars[:2])
    if not is_complex(e.eqn.outvars[0].aval) or not (a_complex or b_complex):
        raise e.unsupported("a product whose preferred_element_type turns real operands complex, or complex "
                            "ones real (convert the operands instead)")
    if a_complex and b_complex:
        dt = bv.type.dtype
        res = [f"d{i}" for i in range(lr)]
        pairs = TensorType((*bv.type.shape[:-1], 2, 2), dt)

        def body(b, args):
            return [product_matrix(b, b.op(f"linalg.index {lr} : index"), b.op(f"linalg.index {lr + 1} : index"),
                                    args[0], args[1], dt)]
        (matrix,) = e.em.generic([(bv, affine_map(lr + 2, res + [0])), (bv, affine_map(lr + 2, res + [1]))],
                                 [(e.em.empty(pairs), affine_map(lr + 2, [f"d{i}" for i in range(lr + 2)]))],
                                 ["parallel"] * (lr + 2), body)
        return [contract(e.em, a, matrix, ((lc + [la], rc + [lr]), (lb, rb)), out)]
    if b_complex:  # the pair dim is the last free one, the result's last
        return [contract(e.em, a, bv, ((lc, rc), (lb, rb)), out)]
    # a's pair dim ends a's free dims: move it after b's.
    nb, a_free = len(lb), la - len(lc) - len(lb)
    shape = out.shape[:nb + a_free] + (2,) + out.shape[nb + a_free:-1]
    y = contract(e.em, a, bv, ((lc, rc), (lb, rb)), TensorType(shape, out.dtype))
    return [moved(e, y, nb + a_free, out.rank - 1)]
