"""Products of complex values along axes: ``reduce_prod`` (``jnp.prod``) and
``cumprod`` (``jnp.cumprod``), on pairs (emit/complex_numbers.py).

Each is one ``linalg.generic`` folding the complex product into two outputs,
the real and the imaginary parts, both starting from 1 + 0i (a product
needs both parts of the running value, which one output per pair position
would not see); the pairs are then put back together. cumprod is a masked
reduction, as the real running folds are (emit/reduction.py): position i
multiplies in the elements j <= i (j >= i reversed), O(n^2) along the axis.
Over a batch-split axis the partitioner gathers (the collectives have no
product), with a warning.
"""

from __future__ import annotations

from . import scalar as s
from .builder import Value, affine_map
from .complex_numbers import complex_rule, logical_shape, multiply
from .lowering import Eqn, scalar_constant
from .types import TensorType


def _paired(e: Eqn, re: Value, im: Value) -> Value:
    """The real and imaginary parts ``re``, ``im`` as one tensor of pairs."""
    rank = re.type.rank
    parts = affine_map(rank + 1, [f"d{i}" for i in range(rank)])
    out = TensorType((*re.type.shape, 2), re.type.dtype)

    def body(b, args):
        return [s.select(b, s.index_is(b, b.op(f"linalg.index {rank} : index"), 0), args[0], args[1], out.dtype)]
    (pairs,) = e.em.generic([(re, parts), (im, parts)], [(e.em.empty(out), affine_map(rank + 1, [
        f"d{i}" for i in range(rank + 1)]))], ["parallel"] * (rank + 1), body)
    return pairs


def _folded(e: Eqn, reads: list[str], writes: list[str], iterators: list[str], out_shape, keep=None) -> Value:
    """The complex product over the reduction loops of ``iterators``: x read
    at ``reads`` (its logical dims), the two parts written at ``writes``;
    ``keep(b)``, if given, the i1 of whether this element multiplies in."""
    x, dt = e.value(0), e.out_type.dtype
    loops = len(iterators)
    inputs = [(x, affine_map(loops, reads + [part])) for part in (0, 1)]
    part_type = TensorType(tuple(out_shape), dt)
    inits = [e.em.fill(scalar_constant(e.em, value, dt), part_type) for value in (1.0, 0.0)]
    outputs = [(init, affine_map(loops, writes)) for init in inits]

    def body(b, args):
        acc = (args[2], args[3])
        product = multiply(b, acc, (args[0], args[1]), dt)
        if keep is None:
            return list(product)
        taken = keep(b)
        return [s.select(b, taken, new, old, dt) for new, old in zip(product, acc)]
    re, im = e.em.generic(inputs, outputs, iterators, body)
    return _paired(e, re, im)


@complex_rule("reduce_prod")
def _reduce_prod(e: Eqn):
    shape = logical_shape(e.eqn.invars[0])
    axes = {int(a) for a in e.params["axes"]}
    kept = [d for d in range(len(shape)) if d not in axes]
    order = kept + sorted(axes)  # loops: the kept dims, then the reduced ones
    reads = [f"d{order.index(d)}" for d in range(len(shape))]
    writes = [f"d{i}" for i in range(len(kept))]
    iterators = ["parallel"] * len(kept) + ["reduction"] * len(axes)
    return [_folded(e, reads, writes, iterators, [shape[d] for d in kept])]


@complex_rule("cumprod")
def _cumprod(e: Eqn):
    shape = logical_shape(e.eqn.invars[0])
    axis, rank = int(e.params["axis"]), len(shape)
    reads = [f"d{rank}" if d == axis else f"d{d}" for d in range(rank)]
    writes = [f"d{d}" for d in range(rank)]

    def keep(b):
        i, j = (b.op(f"linalg.index {d} : index") for d in (axis, rank))
        return b.op(f"arith.cmpi {'uge' if e.params['reverse'] else 'ule'}, {j}, {i} : index")
    return [_folded(e, reads, writes, ["parallel"] * rank + ["reduction"], shape, keep)]
