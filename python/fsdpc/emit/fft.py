"""jnp.fft (fft, ifft, rfft, irfft; 1-D, 2-D, n-D) on complex pairs
(emit/complex_numbers.py), one axis at a time, as contractions with DFT
matrices whose twiddle factors ``exp(-+2 pi i j k / n)`` are computed in the
program from ``j k mod n`` (exact in integers, and exact at quarter turns).

A length up to ``DIRECT_MAX``, or a prime one, is one contraction with the
(n, 2, n, 2) real matrix of the DFT: O(n^2), a GEMM. A longer one is split
as Cooley and Tukey do, in the "four-step" form that keeps every step a
contraction or an elementwise op: with n = n1 n2 (n1 the divisor nearest
sqrt(n) from below), the axis viewed as (n1, n2) rows (j = n2 j1 + j2),

    X[k1 + n1 k2] = sum_j2 w_n^(j2 k1) (sum_j1 x[j1, j2] w_n1^(j1 k1)) w_n2^(j2 k2):

a DFT of size n1 along j1, a product with the twiddle factors w_n^(j2 k1),
a DFT of size n2 along j2, and the result read transposed (k2, k1). Each
part splits again above ``DIRECT_MAX``: O(n (n1 + n2)) per level, 32 times
less work than the direct form at n = 4096, and fewer rounding steps per
output. rfft of a long axis is the complex transform of (x, 0), cut to its
bins 0..n/2; irfft the real part of the inverse transform of the half
spectrum padded with zeros, its bins 1..(n-1)/2 doubled (what their
conjugates would add) and the imaginary parts of bins 0 and n/2 zeroed,
as XLA ignores them.

A length with no divisor to split by (a prime, or twice one) keeps the
direct form, whose matrix takes 16 n^2 bytes: above ``DIRECT_LIMIT`` points
that is refused with a hint to pad to a composite length.
"""

from __future__ import annotations

import math

import numpy as np

from . import scalar as s
from .builder import Body, Value, affine_map
from .complex_numbers import (Parts, complex_rule, generated, logical_shape, math_op, moved, multiply,
                              product_matrix)
from .contraction import contract
from .lowering import Eqn
from .shape import extract_slice, pad, reshape, transpose
from .types import TensorType

# The longest axis transformed by one contraction with its DFT matrix.
DIRECT_MAX = 64
# The longest axis with no divisor to split by that is still transformed
# directly (its matrix: 256 MiB of f32).
DIRECT_LIMIT = 4096


def _split(n: int) -> int | None:
    """The factor n1 of n = n1 n2 nearest sqrt(n) from below; None for a
    length short enough for the direct form, or prime."""
    if n <= DIRECT_MAX:
        return None
    return next((d for d in range(math.isqrt(n), 1, -1) if n % d == 0), None)


def _index(b: Body, k: int) -> str:
    return b.op(f"arith.constant {k} : index")


def _twiddle(b: Body, j: str, k: str, n: int, sign: int, dt) -> Parts:
    """cos and sign * sin of 2 pi j k / n, from j k mod n (exact), the angle
    folded into [-pi, pi]; exact at the multiples of a quarter turn."""
    m = b.op(f"arith.remui {b.op(f'arith.muli {j}, {k} : index')}, {_index(b, n)} : index")
    past_half = b.op(f"arith.cmpi ugt, {m}, {_index(b, n // 2)} : index")
    below = b.op(f"arith.subi {m}, {_index(b, n)} : index")
    folded = b.op(f"arith.select {past_half}, {below}, {m} : index")
    turns = s.convert(b, b.op(f"arith.index_cast {folded} : index to i64"), np.int64, dt)
    angle = s.mul(b, turns, s.const(b, sign * 2 * math.pi / n, dt), dt)
    c, sn = math_op(b, "cos", angle, dt), math_op(b, "sin", angle, dt)
    zero = s.const(b, 0.0, dt)
    exact = {n / 4: (zero, s.const(b, sign, dt)), n / 2: (s.const(b, -1.0, dt), zero),
             3 * n / 4: (zero, s.const(b, -sign, dt))}
    for quarter, (qc, qs) in exact.items():
        if quarter == int(quarter):
            at = s.index_is(b, m, int(quarter))
            c, sn = s.select(b, at, qc, c, dt), s.select(b, at, qs, sn, dt)
    return c, sn


def _swapped(e: Eqn, v: Value, axis: int) -> Value:
    """``v`` with dims ``axis`` and ``axis + 1`` swapped."""
    order = list(range(v.type.rank))
    order[axis], order[axis + 1] = axis + 1, axis
    return transpose(e.em, v, order)


def _check_direct(e: Eqn, n: int) -> None:
    if n > DIRECT_LIMIT:
        raise e.unsupported(f"an fft along an axis of {n} points that no divisor up to sqrt({n}) splits (its DFT "
                            f"matrix would take {16 * n * n >> 20} MiB); pad the axis to a composite length "
                            f"(jnp.fft's n=)")


def _direct_dft(e: Eqn, x: Value, axis: int, inverse: bool) -> Value:
    """x contracted with the DFT's matrix as pairs (n, 2, n, 2); the inverse
    scaled by 1/n."""
    rank, n, dt = x.type.rank - 1, x.type.shape[axis], x.type.dtype
    scale = 1.0 / n if inverse else 1.0
    _check_direct(e, n)

    def entry(b, idx):
        j, q, k, p = idx
        c, sn = _twiddle(b, j, k, n, 1 if inverse else -1, dt)
        if inverse:
            c, sn = s.mul(b, c, s.const(b, scale, dt), dt), s.mul(b, sn, s.const(b, scale, dt), dt)
        return product_matrix(b, q, p, c, sn, dt)
    w = generated(e, (n, 2, n, 2), dt, entry)
    free = tuple(d for i, d in enumerate(x.type.shape[:-1]) if i != axis)
    y = contract(e.em, x, w, (((axis, rank), (0, 1)), ((), ())), TensorType((*free, n, 2), dt))
    return moved(e, y, rank - 1, axis)


def _twiddled(e: Eqn, y: Value, axis: int, n: int, inverse: bool) -> Value:
    """``y`` (pairs, its dims ``axis``, ``axis + 1`` = (k1, j2)) times
    w_n^(k1 j2), the factors generated once as an (n1, n2) table."""
    n1, n2, dt, rank = y.type.shape[axis], y.type.shape[axis + 1], y.type.dtype, y.type.rank

    def entry(b, idx):
        k1, j2, p = idx
        c, sn = _twiddle(b, k1, j2, n, 1 if inverse else -1, dt)
        return s.select(b, s.index_is(b, p, 0), c, sn, dt)
    table = generated(e, (n1, n2, 2), dt, entry)
    loops = [f"d{i}" for i in range(rank - 1)]
    inputs = [(y, affine_map(rank, loops + [part])) for part in (0, 1)]
    inputs += [(table, affine_map(rank, [f"d{axis}", f"d{axis + 1}", part])) for part in (0, 1)]

    def body(b, args):
        re, im = multiply(b, (args[0], args[1]), (args[2], args[3]), dt)
        return [s.select(b, s.index_is(b, b.op(f"linalg.index {rank - 1} : index"), 0), re, im, dt)]
    out_map = affine_map(rank, loops + [f"d{rank - 1}"])
    (result,) = e.em.generic(inputs, [(e.em.empty(y.type), out_map)], ["parallel"] * rank, body)
    return result


def _dft(e: Eqn, x: Value, axis: int, inverse: bool) -> Value:
    """The complex DFT of pairs ``x`` along logical dim ``axis`` (module
    docstring: direct, or split in four steps)."""
    n = x.type.shape[axis]
    n1 = _split(n)
    if n1 is None:
        return _direct_dft(e, x, axis, inverse)
    shape = list(x.type.shape)
    rows = reshape(e.em, x, shape[:axis] + [n1, n // n1] + shape[axis + 1:])
    y = _twiddled(e, _dft(e, rows, axis, inverse), axis, n, inverse)
    z = _dft(e, y, axis + 1, inverse)
    return reshape(e.em, _swapped(e, z, axis), shape)


def _direct_real_dft(e: Eqn, x: Value, n: int, dt) -> Value:
    """The DFT of real ``x`` along its last dim, bins 0..n/2 (rfft)."""
    _check_direct(e, n)
    rank = x.type.rank

    def entry(b, idx):
        j, k, p = idx
        c, sn = _twiddle(b, j, k, n, -1, dt)
        return s.select(b, s.index_is(b, p, 0), c, sn, dt)
    w = generated(e, (n, n // 2 + 1, 2), dt, entry)
    out = TensorType((*x.type.shape[:-1], n // 2 + 1, 2), dt)
    return contract(e.em, x, w, (((rank - 1,), (0,)), ((), ())), out)


def _real_dft(e: Eqn, x: Value, n: int, dt) -> Value:
    if _split(n) is None:
        return _direct_real_dft(e, x, n, dt)
    shape = x.type.shape
    zero = e.em.scalar(f"arith.constant 0.0 : {x.type.element}")
    pairs = pad(e.em, reshape(e.em, x, (*shape, 1)), zero, [(0, 0, 0)] * len(shape) + [(0, 1, 0)], is_zero=True)
    spectrum = _dft(e, pairs, len(shape) - 1, False)
    bins = (*shape[:-1], n // 2 + 1, 2)
    return extract_slice(e.em, spectrum, [0] * len(bins), bins, [1] * len(bins))


def _direct_inverse_real_dft(e: Eqn, x: Value, n: int, out: TensorType) -> Value:
    """The real signal of length n whose spectrum's bins 0..n/2 are the pairs
    ``x`` along their last logical dim (irfft): the other bins are their
    conjugates, so bin k counts twice but for k = 0 and n/2, whose
    imaginary parts, as in XLA, are ignored (sin vanishes there)."""
    _check_direct(e, n)
    rank, dt = x.type.rank - 1, x.type.dtype
    bins = x.type.shape[-2]

    def entry(b, idx):
        k, q, j = idx
        c, sn = _twiddle(b, j, k, n, 1, dt)
        weight = s.select(b, _edge_bin(b, k, n), s.const(b, 1.0 / n, dt), s.const(b, 2.0 / n, dt), dt)
        # re(X e^{i theta}) = X.re cos - X.im sin
        return s.mul(b, weight, s.select(b, s.index_is(b, q, 0), c, s.neg(b, sn, dt), dt), dt)
    w = generated(e, (bins, 2, n), dt, entry)
    return contract(e.em, x, w, (((rank - 1, rank), (0, 1)), ((), ())), out)


def _edge_bin(b: Body, k: str, n: int) -> str:
    """Whether bin ``k`` is its own conjugate's (0, and n/2 for even n)."""
    edge = s.index_is(b, k, 0)
    if n % 2 == 0:
        edge = b.op(f"arith.ori {edge}, {s.index_is(b, k, n // 2)} : i1")
    return edge


def _inverse_real_dft(e: Eqn, x: Value, n: int, out: TensorType) -> Value:
    if _split(n) is None:
        return _direct_inverse_real_dft(e, x, n, out)
    rank, dt, bins = x.type.rank, x.type.dtype, x.type.shape[-2]

    def doubled(b, args):
        """Bins 1..(n-1)/2 doubled (they stand for their conjugates too); the
        imaginary parts of bins 0 and n/2 zeroed (XLA ignores them; the
        split transform's twiddles would carry a rounding of them)."""
        k, part = (b.op(f"linalg.index {d} : index") for d in (rank - 2, rank - 1))
        edge = _edge_bin(b, k, n)
        kept = s.select(b, s.index_is(b, part, 0), args[0], s.const(b, 0.0, dt), dt)
        return [s.select(b, edge, kept, s.mul(b, args[0], s.const(b, 2.0, dt), dt), dt)]
    identity = affine_map(rank, [f"d{i}" for i in range(rank)])
    (weighted,) = e.em.generic([(x, identity)], [(e.em.empty(x.type), identity)], ["parallel"] * rank, doubled)
    zero = e.em.scalar(f"arith.constant 0.0 : {x.type.element}")
    config = [(0, 0, 0)] * rank
    config[-2] = (0, n - bins, 0)
    signal = _dft(e, pad(e.em, weighted, zero, config, is_zero=True), rank - 2, True)
    real = extract_slice(e.em, signal, [0] * rank, (*out.shape, 1), [1] * rank)
    return reshape(e.em, real, out.shape)


@complex_rule("fft")
def _fft(e: Eqn):
    """jnp.fft's fft / ifft / rfft / irfft over the last len(fft_lengths)
    dims, one axis at a time."""
    kind = getattr(e.params["fft_type"], "name", str(e.params["fft_type"]))
    lengths = [int(n) for n in e.params["fft_lengths"]]
    x, rank = e.value(0), len(logical_shape(e.eqn.invars[0]))
    axes = list(range(rank - len(lengths), rank))
    if kind in ("FFT", "IFFT"):
        for axis in axes:
            x = _dft(e, x, axis, kind == "IFFT")
    elif kind == "RFFT":
        x = _real_dft(e, x, lengths[-1], e.out_type.dtype)
        for axis in axes[:-1]:
            x = _dft(e, x, axis, False)
    elif kind == "IRFFT":
        for axis in axes[:-1]:
            x = _dft(e, x, axis, True)
        x = _inverse_real_dft(e, x, lengths[-1], e.out_type)
    else:
        raise e.unsupported(f"fft of type {kind}")
    return [x]
