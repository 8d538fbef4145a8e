"""Elementwise primitives -> one ``linalg.generic`` with parallel iterators.

Operands broadcast numpy-style, as jaxprs allow (``sub f32[6,5] f32[6,1]``,
``mul 0.5:f32[] f32[6,5]``): a stretched size-1 dim reads index 0 through the
operand's indexing map, missing leading dims are dropped from it, and a scalar
literal becomes an ``arith.constant`` used inside the region.
"""

from __future__ import annotations

from ..errors import UnsupportedError
from . import scalar as s
from .builder import Body, affine_map, identity_map
from .lowering import Eqn, rule, scalar_constant
from .types import BOOL, compute_dtype, element_type, is_float, is_unsigned


def _lower(e: Eqn, fn) -> list:
    """``fn(body, operand names, operand compute dtypes) -> (name, dtype)``."""
    out = e.out_type
    rank = out.rank
    inputs, slots = [], []  # slots: ("arg", index into inputs) or ("const", name)
    for i, t in enumerate(e.in_types):
        lit = e.literal(i)
        if lit is not None and t.rank == 0:
            slots.append(("const", scalar_constant(e.em, lit, t.dtype)))
        else:
            v = e.value(i)
            m = _broadcast_map(v.type.shape, out.shape)
            slots.append(("arg", len(inputs)))
            inputs.append((v, m))
    init = e.em.empty(out)

    def body(b: Body, args: list[str]):
        xs, dts = [], []
        for (kind, ref), t in zip(slots, e.in_types):
            x = args[ref] if kind == "arg" else ref
            cdt = compute_dtype(t.dtype)
            xs.append(s.convert(b, x, t.dtype, cdt))
            dts.append(cdt)
        y, ydt = fn(b, xs, dts)
        return [s.convert(b, y, ydt, out.dtype)]

    return e.em.generic(inputs, [(init, identity_map(rank))], ["parallel"] * rank, body)


def _broadcast_map(shape, out_shape) -> str:
    lead = len(out_shape) - len(shape)
    res = [0 if n == 1 and out_shape[lead + i] != 1 else f"d{lead + i}" for i, n in enumerate(shape)]
    return affine_map(len(out_shape), res)


def _binary(fop, iop, uop=None):
    def fn(b, xs, dts):
        return s.binary(b, fop, iop, xs[0], xs[1], dts[0], uop), dts[0]
    return fn


_BINARY = {
    "add": _binary("addf", "addi"),
    "add_any": _binary("addf", "addi"),
    "sub": _binary("subf", "subi"),
    "mul": _binary("mulf", "muli"),
    "div": _binary("divf", "divsi", "divui"),
    "rem": _binary("remf", "remsi", "remui"),
    # maximumf/minimumf propagate NaN like lax.max/min.
    "max": _binary("maximumf", "maxsi", "maxui"),
    "min": _binary("minimumf", "minsi", "minui"),
    "and": _binary("andi", "andi"),
    "or": _binary("ori", "ori"),
    "xor": _binary("xori", "xori"),
}

_MATH = ["exp", "exp2", "log", "log1p", "expm1", "tanh", "sqrt", "rsqrt", "erf", "erfc", "sin", "cos",
         "tan", "floor", "ceil"]


def _math(op):
    def fn(b, xs, dts):
        if not is_float(dts[0]):
            raise UnsupportedError(f"{op} of {dts[0]} (only floating point is supported)")
        return b.op(f"math.{op} {xs[0]} : {element_type(dts[0])}"), dts[0]
    return fn


def _neg(b, xs, dts):
    if is_float(dts[0]):
        return b.op(f"arith.negf {xs[0]} : {element_type(dts[0])}"), dts[0]
    return s.binary(b, "subf", "subi", s.const(b, 0, dts[0]), xs[0], dts[0]), dts[0]


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


def _select_n(b, xs, dts):
    """select_n(p, *cases): cases[p]; a bool p picks cases[1] when true."""
    p, pdt, cases = xs[0], dts[0], xs[1:]
    dt = dts[1]
    if pdt == BOOL:
        if len(cases) == 1:
            return cases[0], dt
        return s.select(b, p, cases[1], cases[0], dt), dt
    result = cases[0]
    for i in range(1, len(cases)):
        hit = s.compare(b, "eq", p, s.const(b, i, pdt), pdt)
        result = s.select(b, hit, cases[i], result, dt)
    return result, dt


def _clamp(b, xs, dts):
    lo, x, hi = xs
    dt = dts[1]
    m = s.binary(b, "maximumf", "maxsi", x, lo, dt, "maxui")
    return s.binary(b, "minimumf", "minsi", m, hi, dt, "minui"), dt


def _convert(b, xs, dts):
    return xs[0], dts[0]  # _lower converts the result to the output type


def _register():
    table = dict(_BINARY)
    table.update({op: _math(op) for op in _MATH})
    table.update({"neg": _neg, "abs": _abs, "not": _not, "sign": _sign, "logistic": _logistic,
                  "square": _square, "pow": _pow, "select_n": _select_n, "clamp": _clamp})
    table.update({p: _compare(p) for p in ["eq", "ne", "lt", "le", "gt", "ge"]})

    for name, fn in table.items():
        rule(name)(lambda e, fn=fn: _lower(e, fn))
    rule("integer_pow")(lambda e: _lower(e, _integer_pow(e)))
    rule("round")(lambda e: _lower(e, _round(e)))
    rule("is_finite")(lambda e: _lower(e, _is_finite(e)))
    rule("convert_element_type")(lambda e: _lower(e, _convert))


_register()


@rule("copy", "copy_p", "stop_gradient", "optimization_barrier")
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
