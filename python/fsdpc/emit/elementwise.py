"""Elementwise primitives -> one ``linalg.generic`` with parallel iterators.

Operands broadcast numpy-style, as jaxprs allow (``sub f32[6,5] f32[6,1]``,
``mul 0.5:f32[] f32[6,5]``): a stretched size-1 dim reads index 0 through the
operand's indexing map, missing leading dims are dropped from it, and a scalar
literal becomes an ``arith.constant`` used inside the region.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from ..errors import UnsupportedError
from . import scalar as s
from .builder import Body, affine_map, identity_map
from .lowering import Eqn, rule, scalar_constant
from .types import BOOL, compute_dtype, element_type, is_float, is_unsigned


def lower_elementwise(e: Eqn, fn, stored_types: bool = False) -> list:
    """``fn(body, operand names, operand compute dtypes) -> (name, dtype)``;
    ``stored_types``: ``fn`` works on the operands' own types (bit
    manipulation of bf16/f16, which a round trip through f32 would undo)."""
    out = e.out_type
    rank = out.rank
    inputs, slots = [], []  # slots: ("arg", index into inputs) or ("const", name)
    for i, t in enumerate(e.in_types):
        lit = e.literal(i)
        if lit is not None and t.rank == 0:
            slots.append(("const", scalar_constant(e.em, lit, t.dtype)))
        else:
            v = e.value(i)
            m = broadcast_map(v.type.shape, out.shape, trailing_dims(e, i), trailing_dims(e))
            slots.append(("arg", len(inputs)))
            inputs.append((v, m))
    init = e.em.empty(out)

    def body(b: Body, args: list[str]):
        xs = [args[ref] if kind == "arg" else ref for kind, ref in slots]
        return [apply_scalar_fn(b, fn, xs, [t.dtype for t in e.in_types], out.dtype, stored_types)]

    return e.em.generic(inputs, [(init, identity_map(rank))], ["parallel"] * rank, body)


def apply_scalar_fn(b: Body, fn, xs: list[str], dtypes, out_dtype, stored_types: bool = False) -> str:
    """``fn`` of one element: operands converted to their compute types
    (narrow floats in f32), the result to ``out_dtype``."""
    cdts = [dt if stored_types else compute_dtype(dt) for dt in dtypes]
    y, ydt = fn(b, [s.convert(b, x, dt, cdt) for x, dt, cdt in zip(xs, dtypes, cdts)], cdts)
    return s.convert(b, y, ydt, out_dtype)


# Each elementwise primitive's scalar function, made from its equation (the
# parameters it reads), and whether it works on the operands' stored types:
# lower_elementwise applies it to every element of a tensor, a scalar
# program (emit/scalar_program.py) to one element.
ELEMENTWISE: dict[str, tuple[Callable[[Eqn], Callable], bool]] = {}


def elementwise(name: str, make: Callable[[Eqn], Callable], stored_types: bool = False) -> None:
    """Registers primitive ``name`` as elementwise with ``make(eqn)``'s function."""
    ELEMENTWISE[name] = (make, stored_types)
    rule(name)(lambda e: lower_elementwise(e, make(e), stored_types))


def broadcast_map(shape, out_shape, own_trailing: int = 0, out_trailing: int = 0) -> str:
    """The map reading an operand of ``shape`` in a loop nest over
    ``out_shape``: numpy broadcasting of their dims but the last
    ``own_trailing`` / ``out_trailing``, which are data (a key's words, a
    complex number's parts: emit/trailing_dims.py), read one to one. So a
    boolean predicate choosing among keys reads its dims, not the words'."""
    own, out = shape[:len(shape) - own_trailing], out_shape[:len(out_shape) - out_trailing]
    res = broadcast_results(own, out) + [f"d{len(out) + j}" for j in range(own_trailing)]
    return affine_map(len(out_shape), res)


def broadcast_results(shape, out_shape) -> list:
    """numpy broadcasting as an indexing map's results: ``shape``'s dims
    aligned with the last of ``out_shape``'s loops, a stretched size-1 dim
    read at 0."""
    lead = len(out_shape) - len(shape)
    return [0 if n == 1 and out_shape[lead + i] != 1 else f"d{lead + i}" for i, n in enumerate(shape)]


def trailing_dims(e: Eqn, operand: int | None = None) -> int:
    """How many trailing dims of data operand ``operand`` (or the result)
    has beyond its JAX shape."""
    if operand is None:
        return e.out_type.rank - len(e.eqn.outvars[0].aval.shape)
    return e.in_types[operand].rank - len(e.eqn.invars[operand].aval.shape)


def _binary(fop, iop, uop=None):
    def fn(b, xs, dts):
        return s.binary(b, fop, iop, xs[0], xs[1], dts[0], uop), dts[0]
    return fn


def _integer_division(kind):
    """div / rem with XLA's results where LLVM's are undefined (and x86
    traps): x / 0 is -1 (all ones unsigned) with remainder x, and
    INT_MIN / -1 is INT_MIN with remainder 0. A cond computes every branch,
    so a division its predicate guards runs anyway."""
    fop = {"div": "divf", "rem": "remf"}[kind]

    def fn(b, xs, dts):
        x, y, dt = xs[0], xs[1], dts[0]
        if is_float(dt):
            return s.binary(b, fop, fop, x, y, dt), dt
        el = element_type(dt)
        zero, one = s.const(b, 0, dt), s.const(b, 1, dt)
        by_zero = s.compare(b, "eq", y, zero, dt)
        unsafe = by_zero
        if not is_unsigned(dt) and dt != BOOL:
            overflow = s.binary(b, "andi", "andi", s.compare(b, "eq", x, s.const(b, np.iinfo(dt).min, dt), dt),
                                s.compare(b, "eq", y, s.const(b, -1, dt), dt), BOOL)
            unsafe = s.binary(b, "ori", "ori", by_zero, overflow, BOOL)
        safe_y = s.select(b, unsafe, one, y, dt)
        op = {"div": "divui" if is_unsigned(dt) else "divsi", "rem": "remui" if is_unsigned(dt) else "remsi"}[kind]
        result = b.op(f"arith.{op} {x}, {safe_y} : {el}")  # x / 1 = x: INT_MIN / -1 = INT_MIN
        if kind == "div":
            return s.select(b, by_zero, s.const(b, -1 if not is_unsigned(dt) else np.iinfo(dt).max, dt),
                            result, dt), dt
        # x % 1 = 0 covers INT_MIN % -1; x % 0 is x.
        return s.select(b, by_zero, x, result, dt), dt
    return fn


_BINARY = {
    "add": _binary("addf", "addi"),
    "add_any": _binary("addf", "addi"),
    "sub": _binary("subf", "subi"),
    "mul": _binary("mulf", "muli"),
    "div": _integer_division("div"),
    "rem": _integer_division("rem"),
    # maximumf/minimumf propagate NaN like lax.max/min.
    "max": _binary("maximumf", "maxsi", "maxui"),
    "min": _binary("minimumf", "minsi", "minui"),
    "and": _binary("andi", "andi"),
    "or": _binary("ori", "ori"),
    "xor": _binary("xori", "xori"),
}

_MATH = ["exp", "exp2", "log", "log1p", "expm1", "tanh", "sqrt", "rsqrt", "erf", "erfc", "sin", "cos",
         "tan", "floor", "ceil", "sinh", "cosh", "asin", "acos", "atan", "asinh", "acosh", "atanh",
         "cbrt"]


def _math(op):
    def fn(b, xs, dts):
        if not is_float(dts[0]):
            raise UnsupportedError(f"{op} of {dts[0]} (only floating point is supported)")
        return b.op(f"math.{op} {xs[0]} : {element_type(dts[0])}"), dts[0]
    return fn


def _atan2(b, xs, dts):
    if not is_float(dts[0]):
        raise UnsupportedError(f"atan2 of {dts[0]} (only floating point is supported)")
    return b.op(f"math.atan2 {xs[0]}, {xs[1]} : {element_type(dts[0])}"), dts[0]


def _bit_count(op):
    """population_count / clz: math.ctpop / math.ctlz of integers."""
    def fn(b, xs, dts):
        if is_float(dts[0]) or dts[0] == BOOL:
            raise UnsupportedError(f"{op} of {dts[0]} (only integers are supported)")
        return b.op(f"math.{op} {xs[0]} : {element_type(dts[0])}"), dts[0]
    return fn


def _shift(kind):
    """lax.shift_left / shift_right_logical / shift_right_arithmetic. XLA
    defines shifts by the bit width or more (0, or the sign for arithmetic
    shifts; threefry's fold_in shifts a u32 by 32); LLVM makes them poison,
    so the amount is checked first."""
    op = {"left": "shli", "logical": "shrui", "arithmetic": "shrsi"}[kind]

    def fn(b, xs, dts):
        x, n, dt = xs[0], xs[1], dts[0]
        if is_float(dt) or dt == BOOL:
            raise UnsupportedError(f"shift of {dt} (only integers are supported)")
        el, bits = element_type(dt), np.dtype(dt).itemsize * 8
        width = s.const(b, bits, dt)
        too_far = b.op(f"arith.cmpi uge, {n}, {width} : {el}")
        if kind == "arithmetic":  # shifting by bits - 1 leaves the sign everywhere
            clamped = s.select(b, too_far, s.const(b, bits - 1, dt), n, dt)
            return b.op(f"arith.{op} {x}, {clamped} : {el}"), dt
        zero = s.const(b, 0, dt)
        safe = s.select(b, too_far, zero, n, dt)
        return s.select(b, too_far, zero, b.op(f"arith.{op} {x}, {safe} : {el}"), dt), dt
    return fn


# M. Giles, "Approximating the erfinv function" (GPU Computing Gems, 2011):
# the single-precision polynomials in w = -log1p(-x^2), the form XLA
# evaluates for f32 (so jax.random.normal's values agree to rounding).
_ERFINV_CENTRAL = [2.81022636e-08, 3.43273939e-07, -3.5233877e-06, -4.39150654e-06, 0.00021858087,
                   -0.00125372503, -0.00417768164, 0.246640727, 1.50140941]
_ERFINV_TAIL = [-0.000200214257, 0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773,
                -0.0076224613, 0.00943887047, 1.00167406, 2.83297682]


def _erf_inv(b, xs, dts):
    x, dt = xs[0], dts[0]
    if not is_float(dt) or np.dtype(dt).itemsize > 4:
        raise UnsupportedError(f"erf_inv of {dt} (f32 and narrower floats are supported)")
    el = element_type(dt)
    one = s.const(b, 1.0, dt)
    minus_square = b.op(f"arith.negf {s.mul(b, x, x, dt)} : {el}")
    w = b.op(f"arith.negf {b.op(f'math.log1p {minus_square} : {el}')} : {el}")
    central = b.op(f"arith.subf {w}, {s.const(b, 2.5, dt)} : {el}")
    tail = b.op(f"arith.subf {b.op(f'math.sqrt {w} : {el}')}, {s.const(b, 3.0, dt)} : {el}")
    is_central = b.op(f"arith.cmpf olt, {w}, {s.const(b, 5.0, dt)} : {el}")
    t = s.select(b, is_central, central, tail, dt)
    p = None
    for c_central, c_tail in zip(_ERFINV_CENTRAL, _ERFINV_TAIL):
        c = s.select(b, is_central, s.const(b, c_central, dt), s.const(b, c_tail, dt), dt)
        p = c if p is None else s.add(b, c, s.mul(b, p, t, dt), dt)
    y = s.mul(b, p, x, dt)
    # erf_inv(+-1) = +-inf (the polynomial gives a large finite value there).
    at_one = b.op(f"arith.cmpf oeq, {b.op(f'math.absf {x} : {el}')}, {one} : {el}")
    infinite = s.mul(b, x, s.const(b, float("inf"), dt), dt)
    return s.select(b, at_one, infinite, y, dt), dt


def _neg(b, xs, dts):
    return s.neg(b, xs[0], dts[0]), dts[0]


def _abs(b, xs, dts):
    op = "math.absf" if is_float(dts[0]) else "math.absi"
    return b.op(f"{op} {xs[0]} : {element_type(dts[0])}"), dts[0]


def _not(b, xs, dts):
    ones = s.const(b, True if dts[0] == BOOL else -1, dts[0])
    return s.binary(b, "xori", "xori", xs[0], ones, dts[0]), dts[0]


def _sign(b, xs, dts):
    x, dt = xs[0], dts[0]
    zero, one = s.const(b, 0, dt), s.const(b, 1, dt)
    if is_unsigned(dt):
        return s.select(b, s.compare(b, "gt", x, zero, dt), one, zero, dt), dt
    minus = s.const(b, -1, dt)
    # Floats keep x itself when it is +-0 or NaN, as lax.sign does.
    rest = s.select(b, s.compare(b, "lt", x, zero, dt), minus, x if is_float(dt) else zero, dt)
    return s.select(b, s.compare(b, "gt", x, zero, dt), one, rest, dt), dt


def _logistic(b, xs, dts):
    x, dt = xs[0], dts[0]
    el = element_type(dt)
    e = b.op(f"math.exp {b.op(f'arith.negf {x} : {el}')} : {el}")
    one = s.const(b, 1.0, dt)
    return b.op(f"arith.divf {one}, {s.add(b, one, e, dt)} : {el}"), dt


def _is_finite(e: Eqn):
    """|x| < inf, ordered: false for infinities and NaN (lax.is_finite; what
    jax.nn.logsumexp guards its maximum with)."""
    def fn(b, xs, dts):
        x, dt = xs[0], dts[0]
        if not is_float(dt):
            raise e.unsupported(f"is_finite of {dt}")
        magnitude = b.op(f"math.absf {x} : {element_type(dt)}")
        return s.compare(b, "lt", magnitude, s.const(b, float("inf"), dt), dt), BOOL
    return fn


def _round(e: Eqn):
    """lax.round: ties away from zero (rounding_method 0) or to even (1,
    jnp.round's)."""
    op = "math.roundeven" if int(e.params.get("rounding_method", 0)) == 1 else "math.round"

    def fn(b, xs, dts):
        if not is_float(dts[0]):
            raise e.unsupported(f"round of {dts[0]}")
        return b.op(f"{op} {xs[0]} : {element_type(dts[0])}"), dts[0]
    return fn


def _square(b, xs, dts):
    return s.mul(b, xs[0], xs[0], dts[0]), dts[0]


def _pow(b, xs, dts):
    x, y = xs
    if not is_float(dts[1]):
        y = s.convert(b, y, dts[1], dts[0])
    return b.op(f"math.powf {x}, {y} : {element_type(dts[0])}"), dts[0]


def _integer_pow(e: Eqn):
    n = int(e.params["y"])

    def fn(b, xs, dts):
        x, dt = xs[0], dts[0]
        if n < 0 and not is_float(dt):
            raise e.unsupported("negative integer_pow of an integer")
        # Square-and-multiply, the same evaluation order as lax.integer_pow.
        acc, base, k = None, x, abs(n)
        while k:
            if k & 1:
                acc = base if acc is None else s.mul(b, acc, base, dt)
            k >>= 1
            if k:
                base = s.mul(b, base, base, dt)
        if acc is None:
            acc = s.const(b, 1, dt)
        if n < 0:
            acc = b.op(f"arith.divf {s.const(b, 1.0, dt)}, {acc} : {element_type(dt)}")
        return acc, dt
    return fn


def _compare(pred):
    def fn(b, xs, dts):
        return s.compare(b, pred, xs[0], xs[1], dts[0]), BOOL
    return fn


def _compare_total(pred):
    """eq_to / le_to / lt_to: comparisons in the IEEE total order (-NaN <
    -inf < ... < -0 < 0 < ... < inf < NaN; jnp.searchsorted's)."""
    def fn(b, xs, dts):
        x, dt = s.total_order_key(b, xs[0], dts[0])
        y, _ = s.total_order_key(b, xs[1], dts[1])
        return s.compare(b, pred, x, y, dt), BOOL
    return fn


def _nextafter(b, xs, dts):
    """The float after x in the direction of y (y when equal, NaN with a
    NaN, the smallest subnormal of y's sign from zero). All in the bits: a
    pipeline that computes narrow floats in f32 may flush their subnormals,
    which are exactly what a step from zero makes."""
    dt = np.dtype(dts[0])
    if not is_float(dt):
        raise UnsupportedError(f"nextafter of {dt} (only floating point is supported)")
    int_dt = np.dtype(f"int{dt.itemsize * 8}")
    el, ie = element_type(dt), element_type(int_dt)
    ix, iy = (b.op(f"arith.bitcast {v} : {el} to {ie}") for v in xs)
    c = lambda v: s.const(b, v, int_dt)  # noqa: E731
    bit = lambda v: int(np.array(v, dt).view(int_dt))  # noqa: E731
    magnitude, sign_bit = c(np.iinfo(int_dt).max), c(np.iinfo(int_dt).min)
    ax, ay = (b.op(f"arith.andi {v}, {magnitude} : {ie}") for v in (ix, iy))
    is_nan = lambda a: s.compare(b, "gt", a, c(bit(np.inf)), int_dt)  # noqa: E731
    either_nan = s.binary(b, "ori", "ori", is_nan(ax), is_nan(ay), BOOL)
    x_zero = s.compare(b, "eq", ax, c(0), int_dt)
    equal = s.binary(b, "ori", "ori", s.compare(b, "eq", ix, iy, int_dt),
                     s.binary(b, "andi", "andi", x_zero, s.compare(b, "eq", ay, c(0), int_dt), BOOL), BOOL)
    kx, _ = s.total_order_key(b, xs[0], dt)
    ky, _ = s.total_order_key(b, xs[1], dt)
    # Away from zero (magnitude up) when y lies beyond x on x's side.
    away = s.compare(b, "eq", s.compare(b, "gt", ky, kx, int_dt), s.compare(b, "gt", ix, c(0), int_dt), BOOL)
    stepped = s.select(b, away, s.add(b, ix, c(1), int_dt), s.binary(b, "subf", "subi", ix, c(1), int_dt), int_dt)
    tiniest = b.op(f"arith.ori {b.op(f'arith.andi {iy}, {sign_bit} : {ie}')}, {c(1)} : {ie}")
    result = s.select(b, x_zero, tiniest, stepped, int_dt)
    result = s.select(b, equal, iy, result, int_dt)
    result = s.select(b, either_nan, c(bit(np.nan)), result, int_dt)
    return b.op(f"arith.bitcast {result} : {ie} to {el}"), dt


def _select_n(b, xs, dts):
    """select_n(p, *cases): cases[p]; a bool p picks cases[1] when true."""
    return s.select_case(b, xs[0], dts[0], xs[1:], dts[1]), dts[1]


def _clamp(b, xs, dts):
    lo, x, hi = xs
    dt = dts[1]
    m = s.binary(b, "maximumf", "maxsi", x, lo, dt, "maxui")
    return s.binary(b, "minimumf", "minsi", m, hi, dt, "minui"), dt


def _convert(b, xs, dts):
    return xs[0], dts[0]  # lower_elementwise converts the result to the output type


def _register():
    table = dict(_BINARY)
    table.update({op: _math(op) for op in _MATH})
    table.update({"neg": _neg, "abs": _abs, "not": _not, "sign": _sign, "logistic": _logistic,
                  "square": _square, "pow": _pow, "select_n": _select_n, "clamp": _clamp,
                  "atan2": _atan2, "erf_inv": _erf_inv, "population_count": _bit_count("ctpop"),
                  "clz": _bit_count("ctlz"), "shift_left": _shift("left"),
                  "shift_right_logical": _shift("logical"),
                  "shift_right_arithmetic": _shift("arithmetic")})
    table.update({p: _compare(p) for p in ["eq", "ne", "lt", "le", "gt", "ge"]})

    for name, fn in table.items():
        elementwise(name, lambda e, fn=fn: fn)
    elementwise("integer_pow", _integer_pow)
    elementwise("round", _round)
    elementwise("is_finite", _is_finite)
    elementwise("convert_element_type", lambda e: _convert)
    elementwise("nextafter", lambda e: _nextafter, stored_types=True)
    for p in ["eq", "le", "lt"]:
        elementwise(f"{p}_to", lambda e, fn=_compare_total(p): fn, stored_types=True)


_register()


def _bitcast(e: Eqn):
    """The same bits read as another type of the same width (uniform random
    floats are u32 mantissa bits under the exponent of 1.0)."""
    src, out = e.in_types[0], e.out_type
    if src.dtype.itemsize != out.dtype.itemsize or BOOL in (src.dtype, out.dtype):
        raise e.unsupported(f"bitcast of {src.dtype} to {out.dtype} (only between types of one width)")

    def fn(b, xs, dts):
        if src.element == out.element:  # signless integers: the same value
            return xs[0], out.dtype
        return b.op(f"arith.bitcast {xs[0]} : {src.element} to {out.element}"), out.dtype
    return fn


elementwise("bitcast_convert_type", _bitcast, stored_types=True)


# Annotations that never change a value: sharding constraints
# (with_sharding_constraint, Flax's logical constraints, jax.sharding.reshard)
# say where values live, and fsdp-partition chooses that from the arguments'
# shardings; checkpoint_name ("name") tags a value for jax.checkpoint's
# policies, which JAX applied when it built the gradient's jaxpr.
ANNOTATIONS = ("sharding_constraint", "reshard", "mesh_cast", "name")


@rule("copy", "copy_p", "stop_gradient", "optimization_barrier", *ANNOTATIONS)
def _identity(e: Eqn):
    # Value-preserving: the output is the operand itself.
    return e.values()



def convert_tensor(em, v, dtype):
    """Elementwise conversion of a whole tensor (used by rules that compute
    in a wider type, e.g. bf16 reductions accumulated in f32)."""
    from .types import TensorType

    if v.type.dtype == dtype:
        return v
    out = TensorType(v.type.shape, dtype)
    init = em.empty(out)
    m = identity_map(out.rank)
    (r,) = em.generic([(v, m)], [(init, m)], ["parallel"] * out.rank,
                      lambda b, a: [s.convert(b, a[0], v.type.dtype, dtype)])
    return r
