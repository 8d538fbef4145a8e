"""Random numbers inside the step: PRNG keys as their raw uint32 data.

A key array ``key<fry>[*s]`` is carried as its data, ``uint32[*s, 2]``
(``aval_type`` maps the types), so wrapping and unwrapping keys are no-ops.
The key operations (``random_bits``, ``random_split``, ``random_fold_in``,
``random_seed``) are the key implementation's own functions on that data,
traced to a jaxpr and inlined, over the key array's dims as ``jax.random``
maps them. For threefry they come down to two primitives lowered here:

- ``iota_2x32_shape``: the row-major counter of every element of a shape,
  as the high and low words of a 64-bit count;
- ``threefry2x32``: Threefry-2x32 with 20 rounds (Salmon et al., "Parallel
  random numbers: as easy as 1, 2, 3", SC 2011), element-wise over
  (key word 0, key word 1, counter word 0, counter word 1), all add, rotate
  and xor of uint32.

The bits are the same as JAX's on any backend (threefry is defined
bit-exactly), so a step with dropout matches ``jax.jit`` of the same step.
The draws are elementwise in their counters, so where a consumer is split
over the batch fsdp-partition computes each rank's rows only.
"""

from __future__ import annotations

import jax
import numpy as np

from . import scalar as s
from .builder import identity_map
from .elementwise import broadcast_map
from .lowering import KEY_PARAMS, Eqn, key_implementation, rule, traced_implementation
from .trailing_dims import LAYOUT_PARAMS

U32 = np.dtype(np.uint32)
_ROTATIONS = ((13, 15, 26, 6), (17, 29, 16, 24))
_PARITY = 0x1BD11BDA  # the key schedule's constant (Threefish's C240 for 32-bit words)


def _register_key_params():
    """The primitives a step may apply to key arrays, and how their
    parameters change for the data (the key's dims appended)."""
    for prim in ["random_wrap", "random_unwrap", "random_clone", "random_bits", "random_split",
                 "random_fold_in", "random_seed", "scan", "cond"]:
        KEY_PARAMS[prim] = None  # its rule reads only the types
    KEY_PARAMS.update(LAYOUT_PARAMS)


_register_key_params()


@rule("random_wrap", "random_unwrap", "random_clone")
def _same_data(e: Eqn):
    return [e.value(0)]


def _over_leading(fn, n: int):
    for _ in range(n):
        fn = jax.vmap(fn)
    return fn


def _keys_rank(e: Eqn) -> int:
    """The rank of operand 0's key array (its data has the key's dims too)."""
    return len(e.eqn.invars[0].aval.shape)


def _random_bits(e: Eqn):
    impl = key_implementation(e.eqn.invars[0].aval)
    width, shape, n = int(e.params["bit_width"]), tuple(e.params["shape"]), _keys_rank(e)
    return impl, (width, shape, n), lambda: _over_leading(lambda k: impl.random_bits(k, width, shape), n)


def _random_split(e: Eqn):
    impl = key_implementation(e.eqn.invars[0].aval)
    shape, n = tuple(e.params["shape"]), _keys_rank(e)
    return impl, (shape, n), lambda: _over_leading(lambda k: impl.split(k, shape), n)


def _random_fold_in(e: Eqn):
    """Keys and messages broadcast against each other (one key folded with a
    vector of messages: ``vmap(lambda i: fold_in(key, i))``)."""
    impl = key_implementation(e.eqn.invars[0].aval)
    shape = tuple(e.eqn.outvars[0].aval.shape)
    key_shape = tuple(impl.key_shape)

    def make_fn():
        fold = _over_leading(impl.fold_in, len(shape))
        return lambda k, m: fold(jax.numpy.broadcast_to(k, shape + key_shape), jax.numpy.broadcast_to(m, shape))
    return impl, (shape,), make_fn


def _random_seed(e: Eqn):
    impl = e.params["impl"]
    n = len(e.in_types[0].shape)
    return impl, (n,), lambda: _over_leading(impl.seed, n)


_KEY_OPERATIONS = {"random_bits": _random_bits, "random_split": _random_split,
                   "random_fold_in": _random_fold_in, "random_seed": _random_seed}


def traced_key_operation(e: Eqn):
    """Key operation ``e`` as a closed jaxpr of its operands' data: the key
    implementation's own function, traced by JAX."""
    impl, static, make_fn = _KEY_OPERATIONS[e.prim](e)
    specs = tuple(jax.ShapeDtypeStruct(t.shape, t.dtype) for t in e.in_types)
    key = (e.prim, impl.name, static, tuple((t.shape, str(t.dtype)) for t in specs))
    return traced_implementation(key, make_fn(), specs)


@rule(*_KEY_OPERATIONS)
def _key_operation(e: Eqn):
    """Lowered in place as its traced jaxpr, located at the user's line."""
    closed = traced_key_operation(e)
    return e.lower_jaxpr(closed.jaxpr, closed.consts, e.values(), e.prim, traced_here=True)


I64 = np.dtype(np.int64)


def row_major_position(b, shape) -> str:
    """The row-major position of a ``linalg.generic``'s element over
    ``shape`` (its loops), as an i64."""
    count = s.const(b, 0, I64)
    for d in range(len(shape)):
        stride = int(np.prod(shape[d + 1:], dtype=np.int64))
        i = b.op(f"arith.index_cast {b.op(f'linalg.index {d} : index')} : index to i64")
        count = s.add(b, count, i if stride == 1 else s.mul(b, i, s.const(b, stride, I64), I64), I64)
    return count


def halves(b, wide: str) -> tuple[str, str]:
    """The low and high uint32 words of an i64."""
    high = b.op(f"arith.shrui {wide}, {s.const(b, 32, I64)} : i64")
    return tuple(b.op(f"arith.trunci {w} : i64 to i32") for w in (wide, high))


@rule("iota_2x32_shape")
def _iota_2x32_shape(e: Eqn):
    """counts_hi, counts_lo: the row-major index of each element in 64 bits."""
    shape = tuple(e.params["shape"])
    outs = [(e.em.empty(t), identity_map(t.rank)) for t in e.out_types]

    def body(b, args):
        low, high = halves(b, row_major_position(b, shape))
        return [high, low]

    return e.em.generic([], outs, ["parallel"] * len(shape), body)


def _rotate_left(b, x, r: int):
    left = b.op(f"arith.shli {x}, {s.const(b, r, U32)} : i32")
    right = b.op(f"arith.shrui {x}, {s.const(b, 32 - r, U32)} : i32")
    return b.op(f"arith.ori {left}, {right} : i32")


def threefry2x32(b, k0: str, k1: str, x0: str, x1: str) -> tuple[str, str]:
    """20 rounds: 5 groups of 4 mix steps, a key injection after each group."""
    add = lambda p, q: s.add(b, p, q, U32)  # noqa: E731
    parity = b.op(f"arith.xori {b.op(f'arith.xori {k0}, {k1} : i32')}, {s.const(b, _PARITY, U32)} : i32")
    schedule = (k0, k1, parity)
    x0, x1 = add(x0, k0), add(x1, k1)
    for group in range(5):
        for r in _ROTATIONS[group % 2]:
            x0 = add(x0, x1)
            x1 = b.op(f"arith.xori {_rotate_left(b, x1, r)}, {x0} : i32")
        x0 = add(x0, schedule[(group + 1) % 3])
        x1 = add(add(x1, schedule[(group + 2) % 3]), s.const(b, group + 1, U32))
    return x0, x1


@rule("threefry2x32")
def _threefry2x32(e: Eqn):
    out = e.out_type
    if any(t.dtype != U32 for t in [*e.in_types, *e.out_types]):
        raise e.unsupported("threefry2x32 of other than uint32 words")
    inputs = [(v, broadcast_map(v.type.shape, out.shape)) for v in e.values()]
    outs = [(e.em.empty(t), identity_map(out.rank)) for t in e.out_types]
    return e.em.generic(inputs, outs, ["parallel"] * out.rank,
                        lambda b, a: list(threefry2x32(b, *a[:4])))
