"""Scalar programs: one element's computation, loops included, lowered inside
the region of one elementwise ``linalg.generic``.

Some elementwise primitives are algorithms rather than formulas: igamma and
betainc sum a series until it converges, ``jax.random.gamma`` rejects draws
until one is accepted. JAX writes them as Python functions of whole arrays
whose ``lax.while_loop`` runs until every element is done. Traced on
scalars, the same function is one element's program: its values are scalars
(a PRNG key is its two words) and its loops iterate as often as that element
needs. ``ScalarProgram`` emits such a jaxpr into a region:

- each value is a numpy array of SSA names, so what only moves elements
  (slicing a split key's words, reshapes, concatenations) happens while
  emitting, and no value may exceed ``MAX_ELEMENTS``;
- an elementwise primitive applies its scalar function (emit/elementwise.py)
  to each element, as lower_elementwise does to a tensor;
- a ``while`` is an ``scf.while`` over the flattened carries;
- key operations are their implementation's traced jaxprs (emit/random.py),
  and calls are inlined.

The op owning the region stays elementwise, so fsdp-partition splits it and
the kernels run it like any other.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
import math
from dataclasses import dataclass

import jax
import numpy as np
from jax.extend import core as jcore

from . import scalar as s
from .builder import Body, affine_map
from .calls import CALLS, called_jaxpr
from .debug import DEBUG_PRIMITIVES, drop_debug_callback, only_debug_effects
from .elementwise import ELEMENTWISE, ANNOTATIONS, apply_scalar_fn
from .lowering import Eqn, is_key
from .random import threefry2x32, traced_key_operation, U32
from .types import compute_dtype, element_type

# The largest value a scalar program holds: a few keys' words, not a tensor.
MAX_ELEMENTS = 64


@dataclass
class Scalars:
    """A value of a scalar program: the SSA names of its elements (an object
    array of its shape; a key array's data, with the key's words last) and
    its element type."""

    names: np.ndarray
    dtype: np.dtype

    def flat(self) -> list[str]:
        return list(self.names.reshape(-1))


def read_whole(values, loops: int):
    """Operands of an op over ``loops`` loops that a scalar program reads
    whole, each element through its own constant indexing map (values
    of at most MAX_ELEMENTS elements, a few scalars or a key). Returns the
    (value, map) inputs and ``scalars(block arguments)``, which rebuilds
    each value's Scalars from its elements' arguments."""
    inputs = [(v, affine_map(loops, list(index))) for v in values for index in np.ndindex(v.type.shape)]

    def scalars(args) -> list[Scalars]:
        out, at = [], 0
        for v in values:
            n = math.prod(v.type.shape)
            out.append(Scalars(np.asarray(args[at:at + n], dtype=object).reshape(v.type.shape), v.type.dtype))
            at += n
        return out
    return inputs, scalars


Rule = Callable[["ScalarProgram", Eqn, list[Scalars]], list[Scalars]]
_RULES: dict[str, Rule] = {}


def scalar_rule(*names: str):
    """Registers a rule lowering primitives ``names`` in a scalar program
    (emit/scalar_arrays.py adds contractions and run-time indexing)."""
    def register(fn: Rule) -> Rule:
        for n in names:
            _RULES[n] = fn
        return fn
    return register


class _Supported:
    """The primitives a scalar program lowers: its own rules and every
    elementwise primitive's."""

    def __contains__(self, prim: str) -> bool:
        return prim in _RULES or prim in ELEMENTWISE


class ScalarProgram:
    """Emits jaxprs over scalars into ``b``, the region of an op that
    ``owner`` lowers to; ``what`` names the program for error messages
    (``"igamma's series"``), which are located at ``owner``'s line."""

    def __init__(self, owner: Eqn, b: Body, what: str):
        self.owner, self.b, self.what = owner, b, what

    def inside(self, b: Body) -> "ScalarProgram":
        """The same program emitting into a nested region."""
        return ScalarProgram(self.owner, b, self.what)

    def run(self, jaxpr, consts: Sequence, args: Sequence[Scalars]) -> list[Scalars]:
        env: dict = {}
        for var, c in zip(jaxpr.constvars, consts):
            env[var] = self.constant(np.asarray(jax.random.key_data(c) if is_key(var.aval) else c))
        env.update(zip(jaxpr.invars, args))
        for eqn in jaxpr.eqns:
            view = self.owner.lowering.view(eqn, _Supported(), self.owner, self.what)
            for t in view.out_types:
                self._check_size(view, math.prod(t.shape))
            ins = [self._read(env, atom) for atom in eqn.invars]
            fn = _RULES.get(view.prim, _elementwise)
            for var, out, t in zip(eqn.outvars, fn(self, view, ins), view.out_types):
                assert out.names.shape == t.shape and out.dtype == t.dtype, (view.prim, out, t)
                if not isinstance(var, jcore.DropVar):
                    env[var] = out
        return [self._read(env, v) for v in jaxpr.outvars]

    def apply(self, e: Eqn, ins: Sequence[Scalars]) -> list[Scalars]:
        """The rule of equation ``e`` (one the enclosing lowering holds) on
        ``ins``: a whole loop run as one element's program
        (emit/while_loop.py)."""
        return _RULES.get(e.prim, _elementwise)(self, e, list(ins))

    def _check_size(self, e: Eqn, size: int) -> None:
        if size > MAX_ELEMENTS:
            raise e.unsupported(f"a value of {size} elements in {self.what} (a scalar program holds at most "
                                f"{MAX_ELEMENTS} per value)")

    def _read(self, env: dict, atom) -> Scalars:
        if isinstance(atom, jcore.Literal):
            return self.constant(np.asarray(atom.val, dtype=atom.aval.dtype))
        return env[atom]

    def constant(self, array: np.ndarray) -> Scalars:
        # Not shared between uses: one made in a loop's region is not
        # visible after the loop.
        self._check_size(self.owner, array.size)
        names = np.empty(array.shape, dtype=object)
        for index in np.ndindex(array.shape):
            names[index] = s.const(self.b, array[index], array.dtype)
        return Scalars(names, array.dtype)

    def each(self, shape, operands: Sequence[Scalars], fn, results: int = 1):
        """``fn(element names)`` at every index of ``shape``, the operands
        broadcast to it: an array of names, or ``results`` arrays when fn
        gives that many names."""
        arrays = [np.broadcast_to(x.names, shape) for x in operands]
        outs = [np.empty(shape, dtype=object) for _ in range(results)]
        for index in np.ndindex(tuple(shape)):
            names = fn([a[index] for a in arrays])
            for out, name in zip(outs, [names] if results == 1 else names):
                out[index] = name
        return outs[0] if results == 1 else outs


def _elementwise(p: ScalarProgram, e: Eqn, ins: list[Scalars]) -> list[Scalars]:
    make, stored_types = ELEMENTWISE[e.prim]
    fn, out = make(e), e.out_type
    dtypes = [t.dtype for t in e.in_types]
    names = p.each(out.shape, ins, lambda xs: apply_scalar_fn(p.b, fn, xs, dtypes, out.dtype, stored_types))
    return [Scalars(names, out.dtype)]


def _moved(fn) -> Rule:
    """A rule that only moves the elements of its one operand."""
    def lower(p: ScalarProgram, e: Eqn, ins: list[Scalars]) -> list[Scalars]:
        return [Scalars(np.asarray(fn(ins[0].names, e.params, e.out_type.shape), dtype=object), ins[0].dtype)]
    return lower


def _broadcast_in_dim(names, params, shape):
    expanded = [1] * len(shape)
    for i, d in enumerate(params["broadcast_dimensions"]):
        expanded[d] = names.shape[i]
    return np.broadcast_to(names.reshape(expanded), shape)


def _slice(names, params, shape):
    strides = params.get("strides") or [1] * names.ndim
    return names[tuple(slice(lo, hi, st) for lo, hi, st in
                       zip(params["start_indices"], params["limit_indices"], strides))]


for _name, _fn in {
        "reshape": lambda x, p, shape: x.reshape(shape),
        "squeeze": lambda x, p, shape: x.reshape(shape),
        "broadcast_in_dim": _broadcast_in_dim,
        "slice": _slice,
        "transpose": lambda x, p, shape: np.transpose(x, p["permutation"]),
        "rev": lambda x, p, shape: np.flip(x, tuple(p["dimensions"])),
}.items():
    _RULES[_name] = _moved(_fn)


@scalar_rule("copy", "copy_p", "stop_gradient", "optimization_barrier", "pvary", "random_wrap", "random_unwrap",
             "random_clone", *ANNOTATIONS)
def _identity(p: ScalarProgram, e: Eqn, ins: list[Scalars]) -> list[Scalars]:
    return ins


@scalar_rule(*DEBUG_PRIMITIVES)
def _debug_callback(p: ScalarProgram, e: Eqn, ins: list[Scalars]) -> list[Scalars]:
    return drop_debug_callback(e)


@scalar_rule("concatenate")
def _concatenate(p: ScalarProgram, e: Eqn, ins: list[Scalars]) -> list[Scalars]:
    names = np.concatenate([x.names for x in ins], axis=int(e.params["dimension"]))
    return [Scalars(names, e.out_type.dtype)]


@scalar_rule("split")
def _split(p: ScalarProgram, e: Eqn, ins: list[Scalars]) -> list[Scalars]:
    bounds = np.cumsum([int(n) for n in e.params["sizes"]])[:-1]
    return [Scalars(part, ins[0].dtype) for part in np.split(ins[0].names, bounds, axis=int(e.params["axis"]))]


@scalar_rule("stack")
def _stack(p: ScalarProgram, e: Eqn, ins: list[Scalars]) -> list[Scalars]:
    return [Scalars(np.stack([x.names for x in ins], axis=int(e.params["axis"])), e.out_type.dtype)]


@scalar_rule("iota")
def _iota(p: ScalarProgram, e: Eqn, ins: list[Scalars]) -> list[Scalars]:
    out = e.out_type
    index = np.indices(out.shape)[int(e.params["dimension"])] if out.shape else np.zeros(())
    return [p.constant(index.astype(out.dtype))]


@scalar_rule("iota_2x32_shape")
def _iota_2x32_shape(p: ScalarProgram, e: Eqn, ins: list[Scalars]) -> list[Scalars]:
    count = np.arange(int(np.prod(e.params["shape"], dtype=np.int64)), dtype=np.uint64)
    count = count.reshape(tuple(e.params["shape"]))
    return [p.constant((count >> np.uint64(32)).astype(U32)), p.constant(count.astype(U32))]


@scalar_rule("threefry2x32")
def _threefry(p: ScalarProgram, e: Eqn, ins: list[Scalars]) -> list[Scalars]:
    words = p.each(e.out_type.shape, ins, lambda xs: threefry2x32(p.b, *xs), results=2)
    return [Scalars(w, U32) for w in words]


_FOLDS = {"reduce_or": "or", "reduce_and": "and", "reduce_max": "max", "reduce_min": "min",
          "reduce_sum": "add", "reduce_prod": "mul"}


@scalar_rule(*_FOLDS)
def _reduce(p: ScalarProgram, e: Eqn, ins: list[Scalars]) -> list[Scalars]:
    axes = tuple(int(a) for a in e.params["axes"])
    x, out = ins[0], e.out_type
    kept = [d for d in range(x.names.ndim) if d not in axes]
    rows = np.transpose(x.names, kept + list(axes)).reshape(*out.shape, -1)
    if rows.shape[-1] == 0:
        raise e.unsupported(f"a reduction of no elements in {p.what}")
    make, _ = ELEMENTWISE[_FOLDS[e.prim]]
    fold, cdt = make(e), compute_dtype(x.dtype)
    names = np.empty(out.shape, dtype=object)
    for index in np.ndindex(out.shape):
        # Accumulated in the compute type and rounded once, as the tensor
        # rule (emit/reduction.py) does.
        acc = s.convert(p.b, rows[index][0], x.dtype, cdt)
        for y in rows[index][1:]:
            acc = apply_scalar_fn(p.b, fold, [acc, y], [cdt, x.dtype], cdt)
        names[index] = s.convert(p.b, acc, cdt, out.dtype)
    return [Scalars(names, out.dtype)]


@scalar_rule("random_bits", "random_split", "random_fold_in", "random_seed")
def _key_operation(p: ScalarProgram, e: Eqn, ins: list[Scalars]) -> list[Scalars]:
    closed = traced_key_operation(e)
    return p.run(closed.jaxpr, closed.consts, ins)


@scalar_rule(*CALLS)
def _call(p: ScalarProgram, e: Eqn, ins: list[Scalars]) -> list[Scalars]:
    jaxpr, consts = called_jaxpr(e)
    return p.run(jaxpr, consts, ins)


@scalar_rule("cond")
def _cond(p: ScalarProgram, e: Eqn, ins: list[Scalars]) -> list[Scalars]:
    """lax.cond / lax.switch in one element's program: an scf.index_switch
    runs the chosen branch alone (a branch may loop until a condition the
    other branches' inputs never meet); a branch known at trace time is
    inlined."""
    branches = e.params["branches"]
    if not all(only_debug_effects(closed.effects) for closed in branches):
        raise e.unsupported(f"a branch with effects in {p.what}")
    index, operands = ins[0], ins[1:]
    chosen = e.literal(0)
    if chosen is not None or len(branches) == 1:
        closed = branches[int(chosen or 0)]
        return p.run(closed.jaxpr, closed.consts, operands)
    outs = [Scalars(np.empty(t.shape, dtype=object), t.dtype) for t in e.out_types]
    types = [element_type(x.dtype) for x in outs for _ in range(x.names.size)]
    if not types:
        return outs
    signature = ", ".join(types)
    result = p.b.fresh()
    selector = s.to_index(p.b, index.names.item(), index.dtype)
    p.b.raw(f"{result if len(types) == 1 else f'{result}:{len(types)}'} = scf.index_switch {selector} "
            f"-> {signature}")
    for k, closed in enumerate(branches):
        region = p.b.nested()
        yields = p.inside(region).run(closed.jaxpr, closed.consts, operands)
        region.raw(f"scf.yield {', '.join(n for x in yields for n in x.flat())} : {signature}")
        # The last branch takes every other index (the index is in range:
        # lax.switch clamps it).
        p.b.raw(f"case {k} {{" if k < len(branches) - 1 else "default {")
        p.b.extend(region)
        p.b.raw("}")
    return _unflatten([result] if len(types) == 1 else [f"{result}#{k}" for k in range(len(types))], outs)


def _unflatten(names: Sequence[str], like: Sequence[Scalars]) -> list[Scalars]:
    out, at = [], 0
    for x in like:
        out.append(Scalars(np.asarray(names[at:at + x.names.size], dtype=object).reshape(x.names.shape),
                           x.dtype))
        at += x.names.size
    return out


def _any(p: ScalarProgram, pred: Scalars) -> str:
    make, _ = ELEMENTWISE["or"]
    fold = make(None)
    names = pred.flat()
    acc = names[0]
    for x in names[1:]:
        acc = apply_scalar_fn(p.b, fold, [acc, x], [pred.dtype, pred.dtype], pred.dtype)
    return acc


def _where(p: ScalarProgram, pred: Scalars, new: Scalars, old: Scalars) -> Scalars:
    """new where the (batched) predicate holds, old elsewhere; the
    predicate's dims are the carry's leading dims."""
    lead = pred.names.ndim
    names = np.empty(new.names.shape, dtype=object)
    for index in np.ndindex(new.names.shape):
        names[index] = s.select(p.b, pred.names[index[:lead]], new.names[index], old.names[index], new.dtype)
    return Scalars(names, new.dtype)


@scalar_rule("while")
def _while(p: ScalarProgram, e: Eqn, ins: list[Scalars]) -> list[Scalars]:
    """An scf.while over the carries' elements: the condition region runs
    the cond jaxpr on them, the body region the body jaxpr. A batched
    predicate (a vmapped loop's: one per leading index of the carries)
    loops while any holds, and each iteration updates only the elements
    whose predicate holds, as XLA lowers it."""
    params = e.params
    nc, nb = int(params["cond_nconsts"]), int(params["body_nconsts"])
    cond, body = params["cond_jaxpr"], params["body_jaxpr"]
    carries = ins[nc + nb:]
    init = [name for x in carries for name in x.flat()]
    types = [element_type(x.dtype) for x in carries for _ in range(x.names.size)]
    if not init:
        raise e.unsupported(f"a loop without carries in {p.what}")
    batched = tuple(cond.out_avals[0].shape)
    if batched and any(x.names.shape[:len(batched)] != batched for x in carries):
        raise e.unsupported(f"a loop whose predicate's shape {batched} does not lead every carry's, in {p.what}")
    signature = ", ".join(types)

    before, after = p.b.nested(), p.b.nested()
    test = [p.b.fresh("c") for _ in init]
    (go,) = p.inside(before).run(cond.jaxpr, cond.consts, ins[:nc] + _unflatten(test, carries))
    before.raw(f"scf.condition({_any(p.inside(before), go)}) {', '.join(test)} : {signature}")
    state = [p.b.fresh("c") for _ in init]
    current = _unflatten(state, carries)
    outs = p.inside(after).run(body.jaxpr, body.consts, ins[nc:nc + nb] + current)
    if batched:
        (go,) = p.inside(after).run(cond.jaxpr, cond.consts, ins[:nc] + current)
        outs = [_where(p.inside(after), go, new, old) for new, old in zip(outs, current)]
    after.raw(f"scf.yield {', '.join(n for x in outs for n in x.flat())} : {signature}")

    result = p.b.fresh()
    n = len(init)
    inits = ", ".join(f"{a} = {x}" for a, x in zip(test, init))
    p.b.raw(f"{result if n == 1 else f'{result}:{n}'} = scf.while ({inits}) : ({signature}) -> ({signature}) {{")
    p.b.extend(before)
    p.b.raw("} do {")
    p.b.raw(f"^bb0({', '.join(f'{a}: {t}' for a, t in zip(state, types))}):")
    p.b.extend(after)
    p.b.raw("}")
    return _unflatten([result] if n == 1 else [f"{result}#{k}" for k in range(n)], carries)


@scalar_rule("scan")
def _scan(p: ScalarProgram, e: Eqn, ins: list[Scalars]) -> list[Scalars]:
    """A scan in a scalar program (a fori_loop with a static trip count
    nested in a while loop, lax.map of a few rows): with neither scanned
    inputs nor stacked outputs, an scf.for over the carries' elements;
    otherwise unrolled, each iteration reading its rows of the scanned
    inputs (a value holds at most MAX_ELEMENTS, so at most that many)."""
    params = e.params
    nc, nk = int(params["num_consts"]), int(params["num_carry"])
    closed, length = params["jaxpr"], int(params["length"])
    consts, carries, xs = ins[:nc], ins[nc:nc + nk], ins[nc + nk:]
    if not xs and len(closed.jaxpr.outvars) == nk:
        return _counted_loop(p, closed, consts, carries, length)
    steps: list[list[Scalars]] = []
    for i in (range(length - 1, -1, -1) if params["reverse"] else range(length)):
        outs = p.run(closed.jaxpr, closed.consts, consts + carries + [Scalars(x.names[i, ...], x.dtype) for x in xs])
        carries = outs[:nk]
        steps.append(outs[nk:])
    if params["reverse"]:
        steps.reverse()
    ys = [Scalars(np.stack([step[k].names for step in steps]) if steps else np.empty(t.shape, dtype=object), t.dtype)
          for k, t in enumerate(e.out_types[nk:])]
    return carries + ys


def _counted_loop(p: ScalarProgram, closed, consts: list[Scalars], carries: list[Scalars],
                  length: int) -> list[Scalars]:
    """``length`` runs of the body on the carries: an scf.for."""
    init = [name for x in carries for name in x.flat()]
    if not init or length == 0:
        return carries
    types = [element_type(x.dtype) for x in carries for _ in range(x.names.size)]
    signature = ", ".join(types)
    body = p.b.nested()
    state = [p.b.fresh("c") for _ in init]
    outs = p.inside(body).run(closed.jaxpr, closed.consts, consts + _unflatten(state, carries))
    body.raw(f"scf.yield {', '.join(n for x in outs for n in x.flat())} : {signature}")
    lo, hi, one = (p.b.op(f"arith.constant {v} : index") for v in (0, length, 1))
    result, n = p.b.fresh(), len(init)
    inits = ", ".join(f"{a} = {x}" for a, x in zip(state, init))
    p.b.raw(f"{result if n == 1 else f'{result}:{n}'} = scf.for {p.b.fresh('i')} = {lo} to {hi} step {one} "
            f"iter_args({inits}) -> ({signature}) {{")
    p.b.extend(body)
    p.b.raw("}")
    return _unflatten([result] if n == 1 else [f"{result}#{k}" for k in range(n)], carries)
