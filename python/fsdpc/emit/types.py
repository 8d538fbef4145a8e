"""Element types, tensor types and literal formatting for MLIR text."""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass

import ml_dtypes
import numpy as np

from ..errors import UnsupportedError

_ELEMENT = {
    np.dtype(np.float32): "f32",
    np.dtype(np.float64): "f64",
    np.dtype(np.float16): "f16",
    np.dtype(ml_dtypes.bfloat16): "bf16",
    np.dtype(np.bool_): "i1",
    np.dtype(np.int8): "i8",
    np.dtype(np.int16): "i16",
    np.dtype(np.int32): "i32",
    np.dtype(np.int64): "i64",
    np.dtype(np.uint8): "i8",
    np.dtype(np.uint16): "i16",
    np.dtype(np.uint32): "i32",
    np.dtype(np.uint64): "i64",
}

F32 = np.dtype(np.float32)
BOOL = np.dtype(np.bool_)


def element_type(dtype) -> str:
    dtype = np.dtype(dtype)
    try:
        return _ELEMENT[dtype]
    except KeyError:
        raise UnsupportedError(f"element type {dtype} is not supported") from None


@functools.lru_cache(maxsize=None)  # asked of every operand of every op
def is_float(dtype) -> bool:
    return np.issubdtype(np.dtype(dtype), np.floating) or np.dtype(dtype) == ml_dtypes.bfloat16


def is_unsigned(dtype) -> bool:
    return np.issubdtype(np.dtype(dtype), np.unsignedinteger)


def compute_dtype(dtype) -> np.dtype:
    """Float types narrower than f32 are computed in f32 and rounded per
    operation, as XLA's CPU backend does; LLVM has no bf16 arithmetic."""
    dtype = np.dtype(dtype)
    if is_float(dtype) and dtype.itemsize < 4:
        return F32
    return dtype


@dataclass(frozen=True)
class TensorType:
    shape: tuple[int, ...]
    dtype: np.dtype

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def element(self) -> str:
        return element_type(self.dtype)

    def __str__(self) -> str:
        return self._text

    # Printed with every operand of every op (10^5 times for a deep model).
    @functools.cached_property
    def _text(self) -> str:
        return "tensor<" + "".join(f"{d}x" for d in self.shape) + self.element + ">"


def scalar_literal(value, dtype) -> str:
    """An exact literal for ``arith.constant`` / ``dense<>`` of element ``dtype``."""
    dtype = np.dtype(dtype)
    if dtype == BOOL:
        return "true" if bool(value) else "false"
    if not is_float(dtype):
        return str(int(value))
    v = float(np.asarray(value, dtype))
    if not math.isfinite(v):
        # MLIR spells non-finite floats as their bit pattern.
        bits = np.asarray(v, dtype).view(f"u{dtype.itemsize}")
        return "0x" + format(int(bits), f"0{2 * dtype.itemsize}X")
    # repr() is the shortest decimal that round-trips through a double, and the
    # value is exact in double, so MLIR parses it back to the same bits.
    text = repr(v)
    if "." not in text and "e" in text:
        mantissa, exp = text.split("e")
        text = f"{mantissa}.0e{exp}"
    elif "." not in text:
        text += ".0"
    return text


def constant_op(value, dtype) -> str:
    """The ``arith.constant`` op text for a scalar (i1 takes no type suffix)."""
    lit = scalar_literal(value, dtype)
    return f"arith.constant {lit}" if np.dtype(dtype) == BOOL else f"arith.constant {lit} : {element_type(dtype)}"


def dense_literal(array: np.ndarray) -> str:
    """``dense<...>`` attribute body for a constant array (exact)."""
    array = np.asarray(array)
    flat = array.reshape(-1)
    # A splat where every element has the same bits: -0.0 == 0.0, but a
    # splat of the first would flip the other zeros' signs.
    if array.size > 0 and flat.tobytes() == flat[:1].tobytes() * flat.size:
        return f"dense<{scalar_literal(flat[0], array.dtype)}>"
    if array.dtype == BOOL:
        # i1 data is bit-packed in hex form; spell booleans out instead.
        return f"dense<{_nested_bools(array)}>"
    # Raw little-endian bytes: exact and compact for any numeric type.
    return f'dense<"0x{np.ascontiguousarray(array).tobytes().hex().upper()}">'


def _nested_bools(array: np.ndarray) -> str:
    if array.ndim == 0:
        return scalar_literal(array, BOOL)
    return "[" + ", ".join(_nested_bools(a) for a in array) + "]"
