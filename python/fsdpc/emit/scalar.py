"""Scalar arith/math ops inside linalg regions, picked by element type."""

from __future__ import annotations

import numpy as np

from .builder import Body
from .types import BOOL, constant_op, element_type, is_float, is_unsigned


def const(b: Body, value, dtype) -> str:
    return b.op(constant_op(value, dtype))


def binary(b: Body, fop: str, iop: str, x: str, y: str, dtype, uop: str | None = None) -> str:
    """``fop`` for floats, ``iop`` (or ``uop`` when unsigned) for integers.
    A bool is an unsigned i1: as a signed one, true is -1 and the maximum
    of true and false would be false."""
    unsigned = is_unsigned(dtype) or np.dtype(dtype) == BOOL
    op = fop if is_float(dtype) else (uop or iop) if unsigned else iop
    return b.op(f"arith.{op} {x}, {y} : {element_type(dtype)}")


def add(b, x, y, dt):
    """x + y; on bools an or, as XLA sums PRED (a dot of bools is true where
    any product is; addi on i1 would xor)."""
    if np.dtype(dt) == BOOL:
        return binary(b, "ori", "ori", x, y, dt)
    return binary(b, "addf", "addi", x, y, dt)


def mul(b, x, y, dt):
    return binary(b, "mulf", "muli", x, y, dt)


def select(b: Body, cond: str, t: str, f: str, dtype) -> str:
    return b.op(f"arith.select {cond}, {t}, {f} : {element_type(dtype)}")


def select_case(b: Body, p: str, pdt, cases, dtype) -> str:
    """cases[p] (lax.select_n): a bool p picks cases[1] when true."""
    if len(cases) == 1:
        return cases[0]
    if np.dtype(pdt) == BOOL:
        return select(b, p, cases[1], cases[0], dtype)
    result = cases[0]
    for i in range(1, len(cases)):
        result = select(b, compare(b, "eq", p, const(b, i, pdt), pdt), cases[i], result, dtype)
    return result


def index_is(b: Body, i: str, k: int) -> str:
    """The i1 of index ``i`` == ``k``."""
    return b.op(f"arith.cmpi eq, {i}, {b.op(f'arith.constant {k} : index')} : index")


def all_of(b: Body, conditions) -> str | None:
    """The i1 conjunction of ``conditions``; None when there are none."""
    result = None
    for c in conditions:
        result = c if result is None else b.op(f"arith.andi {result}, {c} : i1")
    return result


def neg(b: Body, x: str, dtype) -> str:
    if is_float(dtype):
        return b.op(f"arith.negf {x} : {element_type(dtype)}")
    return binary(b, "subf", "subi", const(b, 0, dtype), x, dtype)


_FCMP = {"eq": "oeq", "ne": "une", "lt": "olt", "le": "ole", "gt": "ogt", "ge": "oge"}
_ICMP = {"eq": "eq", "ne": "ne", "lt": "slt", "le": "sle", "gt": "sgt", "ge": "sge"}
_UCMP = {"eq": "eq", "ne": "ne", "lt": "ult", "le": "ule", "gt": "ugt", "ge": "uge"}


def compare(b: Body, pred: str, x: str, y: str, dtype) -> str:
    """``pred`` is a jax comparison name (eq, ne, lt, le, gt, ge); NaN compares
    unordered exactly like XLA (only ``ne`` is true)."""
    el = element_type(dtype)
    if is_float(dtype):
        return b.op(f"arith.cmpf {_FCMP[pred]}, {x}, {y} : {el}")
    table = _UCMP if is_unsigned(dtype) or np.dtype(dtype) == BOOL else _ICMP
    return b.op(f"arith.cmpi {table[pred]}, {x}, {y} : {el}")


def convert(b: Body, x: str, src, dst) -> str:
    """Value conversion with jax.lax.convert_element_type semantics."""
    src, dst = np.dtype(src), np.dtype(dst)
    if src == dst:
        return x
    s_el, d_el = element_type(src), element_type(dst)
    if dst == BOOL:  # nonzero -> true
        zero = const(b, 0, src)
        return compare(b, "ne", x, zero, src)
    if is_float(src) and is_float(dst):
        op = "extf" if dst.itemsize > src.itemsize else "truncf"
        return b.op(f"arith.{op} {x} : {s_el} to {d_el}")
    if is_float(src):
        return _float_to_int(b, x, src, dst)
    if is_float(dst):
        op = "uitofp" if is_unsigned(src) or src == BOOL else "sitofp"
        return b.op(f"arith.{op} {x} : {s_el} to {d_el}")
    s_bits, d_bits = _bits(src), _bits(dst)
    if s_bits == d_bits:
        return x  # signless integers: same bits
    if d_bits < s_bits:
        return b.op(f"arith.trunci {x} : {s_el} to {d_el}")
    op = "extui" if is_unsigned(src) or src == BOOL else "extsi"
    return b.op(f"arith.{op} {x} : {s_el} to {d_el}")


def _float_to_int(b: Body, x: str, src: np.dtype, dst: np.dtype) -> str:
    """XLA's conversion: toward zero, saturating at the integer type's
    bounds, NaN to 0 (LLVM's fptosi/fptoui alone are poison out of range,
    and x86 gives the most negative integer there)."""
    info = np.iinfo(dst)
    op = "fptoui" if is_unsigned(dst) else "fptosi"
    result = b.op(f"arith.{op} {x} : {element_type(src)} to {element_type(dst)}")
    # float(info.max) rounds up where the type cannot hold it: >= saturates.
    for pred, bound in (("oge", info.max), ("ole", info.min)):
        beyond = b.op(f"arith.cmpf {pred}, {x}, {const(b, float(bound), src)} : {element_type(src)}")
        result = select(b, beyond, const(b, int(bound), dst), result, dst)
    nan = b.op(f"arith.cmpf uno, {x}, {x} : {element_type(src)}")
    return select(b, nan, const(b, 0, dst), result, dst)


def _bits(dtype: np.dtype) -> int:
    return 1 if dtype == BOOL else dtype.itemsize * 8


def index_cast(x: str, dtype) -> str:
    """The op reading integer ``x`` of ``dtype`` as an ``index``: zero-extended
    when unsigned (a uint8 token of 200 is row 200, not -56)."""
    op = "index_castui" if is_unsigned(dtype) or np.dtype(dtype) == BOOL else "index_cast"
    return f"arith.{op} {x} : {element_type(dtype)} to index"


def to_index(b: Body, x: str, dtype) -> str:
    return b.op(index_cast(x, dtype))


def clamp_index(b: Body, i: str, hi: int) -> str:
    """Clamp an index into [0, hi] (XLA clamps gather / dynamic-slice starts)."""
    lo_c = b.op("arith.constant 0 : index")
    hi_c = b.op(f"arith.constant {hi} : index")
    return b.op(f"arith.minsi {b.op(f'arith.maxsi {i}, {lo_c} : index')}, {hi_c} : index")


def total_order_key(b: Body, x: str, dtype, canonical: bool = False) -> tuple[str, np.dtype]:
    """A value whose integer order is the order of ``x``: floats by their bits
    with the magnitude of negatives flipped (the IEEE total order);
    ``canonical`` first maps -0 to 0 and every NaN to one positive NaN
    (lax.sort's comparator)."""
    dtype = np.dtype(dtype)
    if not is_float(dtype):
        return x, dtype
    el = element_type(dtype)
    if canonical:
        zero = const(b, 0.0, dtype)
        x = select(b, compare(b, "eq", x, zero, dtype), zero, x, dtype)
        x = select(b, compare(b, "ne", x, x, dtype), const(b, float("nan"), dtype), x, dtype)
    int_dt = np.dtype(f"int{dtype.itemsize * 8}")
    ie = element_type(int_dt)
    bits = b.op(f"arith.bitcast {x} : {el} to {ie}")
    magnitude = const(b, np.iinfo(int_dt).max, int_dt)
    negative = compare(b, "lt", bits, const(b, 0, int_dt), int_dt)
    flipped = b.op(f"arith.xori {bits}, {magnitude} : {ie}")
    return select(b, negative, flipped, bits, int_dt), int_dt
