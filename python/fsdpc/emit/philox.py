"""``rng_bit_generator``: the bits of JAX's ``rbg`` and ``unsafe_rbg`` keys.

A ``key<rbg>`` is four uint32 words ``k`` (emit/random.py carries keys as
their data). JAX hands them to XLA's RngBitGenerator as the u64 state
``s0 = k0 | k1 << 32, s1 = k2 | k3 << 32`` with the default algorithm,
which XLA's CPU and GPU backends run as Philox-4x32-10 (Salmon et al.,
"Parallel random numbers: as easy as 1, 2, 3", SC 2011):

- block ``c`` of four words is Philox of the 128-bit counter
  ``(s1 + c) + 2^64 (s0 + carry)`` under the key ``(k0, k1)``;
- element ``i`` of the (row-major) result is word ``i mod 4`` of block
  ``i / 4``, truncated to 8 or 16 bits for those widths;
- the new state is ``s0, s1 + ceil(n / 4)``.

Bit for bit what ``jax.jit`` gives on CPU (python/tests/test_primitives.py);
XLA documents the algorithm behind RNG_DEFAULT as backend-defined, so this
is XLA:CPU's. Each element is computed from its index alone, so a draw read
by batch-split ops is computed per rank like threefry's.
"""

from __future__ import annotations

import numpy as np

from . import scalar as s
from .builder import affine_map
from .lowering import Eqn, rule
from .random import I64, U32, halves, row_major_position
from .scalar_program import ScalarProgram, Scalars, scalar_rule

_ROUNDS = 10
_MULTIPLIERS = (0xD2511F53, 0xCD9E8D57)
_KEY_STEPS = (0x9E3779B9, 0xBB67AE85)


def _widened(b, word: str) -> str:
    return b.op(f"arith.extui {word} : i32 to i64")


def philox4x32(b, counter: list[str], key: tuple[str, str]) -> list[str]:
    """Philox-4x32 with 10 rounds: each round two 32x32->64 products, their
    halves xor-ed with the other words and the key, the key bumped by the
    Weyl constants."""
    x, (k0, k1) = list(counter), key
    for _ in range(_ROUNDS):
        lo0, hi0 = halves(b, s.mul(b, _widened(b, x[0]), s.const(b, _MULTIPLIERS[0], I64), I64))
        lo1, hi1 = halves(b, s.mul(b, _widened(b, x[2]), s.const(b, _MULTIPLIERS[1], I64), I64))
        xor = lambda p, q: b.op(f"arith.xori {p}, {q} : i32")  # noqa: E731
        x = [xor(xor(hi1, x[1]), k0), lo1, xor(xor(hi0, x[3]), k1), lo0]
        k0, k1 = s.add(b, k0, s.const(b, _KEY_STEPS[0], U32), U32), s.add(b, k1, s.const(b, _KEY_STEPS[1], U32), U32)
    return x


def _state(b, words: list[str]) -> tuple[str, str]:
    """(s0, s1) as i64 from the key's four words."""
    def joined(lo, hi):
        shifted = b.op(f"arith.shli {_widened(b, hi)}, {s.const(b, 32, I64)} : i64")
        return b.op(f"arith.ori {_widened(b, lo)}, {shifted} : i64")
    return joined(words[0], words[1]), joined(words[2], words[3])


def _block(b, words: list[str], state: tuple[str, str], block: str) -> list[str]:
    """The four words of Philox block ``block`` (an i64) under the key
    ``words`` whose state (``_state``) is ``state``."""
    s0, s1 = state
    low = s.add(b, s1, block, I64)
    carried = b.op(f"arith.cmpi ult, {low}, {s1} : i64")
    high = s.select(b, carried, s.add(b, s0, s.const(b, 1, I64), I64), s0, I64)
    return philox4x32(b, [*halves(b, low), *halves(b, high)], (words[0], words[1]))


def _narrowed(b, word: str, dtype) -> str:
    bits = np.dtype(dtype).itemsize * 8
    return word if bits == 32 else b.op(f"arith.trunci {word} : i32 to i{bits}")


def _element(b, words: list[str], shape, dtype) -> str:
    """The element at this op's loop indices: word (i mod 4) of block i / 4."""
    index = row_major_position(b, shape)
    out = _block(b, words, _state(b, words), b.op(f"arith.shrui {index}, {s.const(b, 2, I64)} : i64"))
    lane = b.op(f"arith.andi {index}, {s.const(b, 3, I64)} : i64")
    return _narrowed(b, s.select_case(b, lane, I64, out, U32), dtype)


def _next_state(b, words: list[str], n: int) -> list[str]:
    """The key after n draws: k0, k1, then s1 + ceil(n / 4)."""
    _, s1 = _state(b, words)
    return [words[0], words[1], *halves(b, s.add(b, s1, s.const(b, (n + 3) // 4, I64), I64))]


def _next_key(b, words: list[str], n: int) -> str:
    """Word ``linalg.index 0`` of the new key."""
    position = b.op(f"arith.index_cast {b.op('linalg.index 0 : index')} : index to i64")
    return s.select_case(b, position, I64, _next_state(b, words, n), U32)


def _check(e: Eqn, key_type, bits_type):
    algorithm = getattr(e.params.get("algorithm"), "name", str(e.params.get("algorithm")))
    if algorithm not in ("RNG_DEFAULT", "RNG_PHILOX"):
        raise e.unsupported(f"rng_bit_generator with algorithm {algorithm} (the default, XLA's Philox, is "
                            f"supported)")
    if tuple(key_type.shape) != (4,) or np.dtype(key_type.dtype) != U32:
        raise e.unsupported("rng_bit_generator of a key other than uint32[4] (rbg keys' data)")
    if np.dtype(bits_type.dtype) not in (np.dtype(np.uint8), np.dtype(np.uint16), U32):
        raise e.unsupported(f"rng_bit_generator of {bits_type.dtype} bits (8, 16 and 32 are supported)")


@scalar_rule("rng_bit_generator")
def _rng_bit_generator_in_program(p: ScalarProgram, e: Eqn, ins: list[Scalars]) -> list[Scalars]:
    """In a scalar program (a rejection sampler's loop): each block once."""
    key, bits_type = ins[0], e.out_types[1]
    _check(e, e.in_types[0], bits_type)
    words, n = key.flat(), int(np.prod(bits_type.shape, dtype=np.int64))
    state = _state(p.b, words)
    blocks = [_block(p.b, words, state, s.const(p.b, c, I64)) for c in range((n + 3) // 4)]
    names = np.array([_narrowed(p.b, blocks[i // 4][i % 4], bits_type.dtype) for i in range(n)], dtype=object)
    return [Scalars(np.array(_next_state(p.b, words, n), dtype=object), U32),
            Scalars(names.reshape(bits_type.shape), bits_type.dtype)]


@rule("rng_bit_generator")
def _rng_bit_generator(e: Eqn):
    key_type, (_, bits_type) = e.in_types[0], e.out_types
    _check(e, key_type, bits_type)
    key, shape = e.value(0), bits_type.shape

    def reads(rank):
        return [(key, affine_map(rank, [k])) for k in range(4)]
    rank = len(shape)
    (bits,) = e.em.generic(reads(rank), [(e.em.empty(bits_type), affine_map(rank, [f"d{i}" for i in range(rank)]))],
                           ["parallel"] * rank, lambda b, w: [_element(b, w[:4], shape, bits_type.dtype)])
    n = int(np.prod(shape, dtype=np.int64))
    (new_key,) = e.em.generic(reads(1), [(e.em.empty(key_type), affine_map(1, ["d0"]))], ["parallel"],
                              lambda b, w: [_next_key(b, w[:4], n)])
    return [new_key, bits]
