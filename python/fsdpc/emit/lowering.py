"""Walks a jaxpr and dispatches each equation to its lowering rule."""

from __future__ import annotations

import functools
from collections.abc import Callable, Container, Sequence

import jax
import numpy as np
from jax.extend import core as jcore

from ..errors import UnsupportedError
from .builder import Emitter, Value
from .source import Where, name_stack, where
from .types import TensorType, constant_op, dense_literal, element_type

Rule = Callable[["Eqn"], Sequence[Value]]
RULES: dict[str, Rule] = {}

# Primitives that may take or give PRNG key arrays (emit/random.py), each with
# the change its parameters need when the keys are their data (the key's dims
# appended), or None when its rule reads only the types.
KEY_PARAMS: dict[str, Callable[[dict, tuple[int, ...], object], dict] | None] = {}


# Primitives on complex numbers, carried as (real, imaginary) pairs
# (emit/complex_numbers.py): those that the real rule lowers right on the
# pairs, each with the change its parameters need (the pair's dim appended,
# as for a key's words) or None; and those with a rule of their own.
COMPLEX_PARAMS: dict[str, Callable[[dict, tuple[int, ...], object], dict] | None] = {}
COMPLEX_RULES: dict[str, Rule] = {}


def rule(*names: str):
    def register(fn: Rule) -> Rule:
        for n in names:
            RULES[n] = fn
        return fn
    return register


def is_key(aval) -> bool:
    return _is_key_dtype(aval.dtype)


def is_complex(aval) -> bool:
    return _is_complex_dtype(aval.dtype)


# Asked of every operand and result of every equation; a program has a
# handful of dtypes.
@functools.lru_cache(maxsize=None)
def _is_key_dtype(dtype) -> bool:
    return jax.dtypes.issubdtype(dtype, jax.dtypes.prng_key)


@functools.lru_cache(maxsize=None)
def _is_complex_dtype(dtype) -> bool:
    try:
        return np.issubdtype(np.dtype(dtype), np.complexfloating)
    except TypeError:  # extended types
        return False


def key_implementation(aval):
    """The PRNG implementation of a key array's type (threefry, rbg, ...)."""
    return aval.dtype._impl


# JAX's own implementations fsdpc lowers as code (key operations, igamma's
# series, a gamma draw), traced once: an unrolled scan lowers the same
# operation every layer.
_TRACED: dict[tuple, object] = {}


def traced_implementation(key: tuple, fn, specs):
    """``jax.make_jaxpr(fn)(*specs)``, memoized by ``key`` (the operation,
    its static parameters and operand types) and the flags that change what
    JAX traces: 64-bit types, and how threefry splits keys."""
    key = (key, jax.config.jax_enable_x64, jax.config.jax_threefry_partitionable)
    if key not in _TRACED:
        _TRACED[key] = jax.make_jaxpr(fn)(*specs)
    return _TRACED[key]


def aval_type(aval) -> TensorType:
    """A PRNG key array is its raw data, uint32 with the key's dims last
    (emit/random.py); a complex array its (real, imaginary) pairs, last."""
    shape = tuple(int(d) for d in aval.shape)
    if is_key(aval):
        return TensorType(shape + tuple(key_implementation(aval).key_shape), np.dtype(np.uint32))
    if is_complex(aval):
        return TensorType(shape + (2,), np.finfo(aval.dtype).dtype)
    try:
        dtype = np.dtype(aval.dtype)
    except TypeError:  # extended dtypes: float0 tangents, ...
        raise UnsupportedError(f"values of type {aval.dtype} are not supported") from None
    return TensorType(shape, dtype)


class Stacked:
    """A value stacked along dim 0 from rows computed apart (the outputs of
    an unrolled lax.scan, emit/loops.py). It is concatenated when first read
    whole, at the location of the op that stacked it; a later scan reads
    its rows directly."""

    def __init__(self, rows: Sequence[Value], type_: TensorType, em: Emitter, location: int | None):
        self.rows, self.type = list(rows), type_
        self._em, self._location = em, location

    def concatenate(self) -> Value:
        from .shape import reshape  # shape.py imports this module

        with self._em.at_location(self._location):
            pieces = [reshape(self._em, r, (1, *r.type.shape)) for r in self.rows]
            if len(pieces) == 1:
                return pieces[0]
            names = ", ".join(p.name for p in pieces)
            types = ", ".join(str(p.type) for p in pieces)
            return self._em.op(f"tensor.concat dim(0) {names} : ({types}) -> {self.type}", self.type)


class Eqn:
    """What a rule sees of one equation: its operands as SSA values (or
    literals), its parameters and result types, and the emitter."""

    def __init__(self, lowering: "Lowering", eqn):
        self._lowering = lowering
        self.eqn = eqn
        self.em: Emitter = lowering.em
        self.prim: str = eqn.primitive.name
        self.params: dict = eqn.params
        self.where: Where = where(eqn)
        self.on_complex = False  # some operand or result is complex (its pairs)

    # Types are computed on first use, after the rule lookup, so that an
    # unsupported primitive on exotic types (PRNG keys) is reported by name.
    @functools.cached_property
    def out_types(self) -> list[TensorType]:
        return [aval_type(v.aval) for v in self.eqn.outvars]

    @functools.cached_property
    def in_types(self) -> list[TensorType]:
        return [aval_type(v.aval) for v in self.eqn.invars]

    @property
    def out_type(self) -> TensorType:
        return self.out_types[0]

    def literal(self, i: int):
        """The Python value of operand ``i`` if it is a literal (a real one),
        or a value a rule knew at trace time (``know``), else None."""
        atom = self.eqn.invars[i]
        if is_complex(atom.aval):  # not one number of its pairs' type
            return None
        if isinstance(atom, jcore.Literal):
            return atom.val
        held = self._lowering.env.get(atom)
        return self._lowering.known.get(held.name) if isinstance(held, Value) else None

    def know(self, value: Value, python_value) -> Value:
        """Records that ``value`` (a result of this equation) is
        ``python_value`` whatever the inputs, for later ``literal`` reads."""
        self._lowering.known[value.name] = python_value
        return value

    def value(self, i: int) -> Value:
        return self._lowering.read(self.eqn.invars[i])

    def values(self) -> list[Value]:
        return [self.value(i) for i in range(len(self.eqn.invars))]

    def _held(self, i: int) -> Value | Stacked | None:
        """What operand ``i`` is bound to, without concatenating a
        ``Stacked`` one (None for a literal)."""
        atom = self.eqn.invars[i]
        return None if isinstance(atom, jcore.Literal) else self._lowering.env[atom]

    def stacked_rows(self, i: int) -> list[Value] | None:
        """The rows of operand ``i`` when it is ``Stacked`` and not yet
        concatenated, else None."""
        held = self._held(i)
        return held.rows if isinstance(held, Stacked) else None

    def cached_row(self, i: int, index: int, make: Callable[[Value], Value]) -> Value:
        """Row ``index`` of operand ``i`` (made by ``make`` from the operand
        the first time any scan asks for it)."""
        v = self.value(i)
        key = (v.name, index)
        if key not in self._lowering.rows:
            self._lowering.rows[key] = make(v)
        return self._lowering.rows[key]

    def record_scanned(self, operands: Sequence[int]) -> None:
        """Notes that this equation (a scan) reads ``operands`` row by row."""
        self._lowering.scanned.append(
            {held.name for held in map(self._held, operands) if isinstance(held, Value)})

    def split_rows_path(self, i: int) -> tuple[str, bool] | None:
        """(pytree path, is state) of operand ``i`` when it is an argument
        split along dimension 0 (each rank holds some of its rows), else None."""
        held = self._held(i)
        return self._lowering.row_split.get(held.name) if isinstance(held, Value) else None

    @property
    def lowering(self) -> "Lowering":
        """The lowering this equation is part of (for scalar programs,
        emit/scalar_program.py, which lower jaxprs of their own)."""
        return self._lowering

    @property
    def location(self) -> int | None:
        """The emitter's location of this equation (Emitter.at_location)."""
        return self.em.current_location()

    def unsupported(self, what: str) -> UnsupportedError:
        return UnsupportedError(f"{self.prim}: {what} (at {self.where})")

    def lower_jaxpr(self, jaxpr, consts, args: Sequence[Value], scope: str,
                    traced_here: bool = False) -> list[Value]:
        """Inline a sub-jaxpr (call-like primitives). ``traced_here``: fsdpc
        traced it (a key operation's implementation), so its equations are
        located at this one's, the user's line."""
        return self._lowering.lower_jaxpr(jaxpr, consts, args, self._lowering.scope + [scope], self.where,
                                          traced_here)


class Lowering:
    def __init__(self, em: Emitter, row_split: dict[str, tuple[str, bool]] | None = None):
        self.em = em
        self.env: dict = {}
        # Arguments split along dimension 0, by SSA name -> (pytree path,
        # whether it is state): a scan reading state row by row gathers it
        # whole; data it cannot read so at all (emit/loops.py).
        self.row_split = dict(row_split or {})
        # Rows already sliced out of a value by a scan, by (SSA name, row):
        # the backward scan reads the parameters' rows the forward read, so
        # the partitioner gathers each once (re-gathering is the schedule's
        # decision, as for any parameter).
        self.rows: dict[tuple[str, int], Value] = {}
        # Per lowered scan, the SSA names of the values it read row by row
        # (api.lower names the row units of the stacks among them).
        self.scanned: list[set[str]] = []
        # Values known at trace time by SSA name (lax.platform_dependent's
        # branch index), so that a cond on them lowers one branch.
        self.known: dict[str, object] = {}
        self.scope: list[str] = []
        # Equations inside library functions (jnp.take_along_axis, ...) may
        # carry no user frame; they inherit the location of the call site.
        self.call_site: Where | None = None
        # Inside a jaxpr fsdpc traced itself, every equation is located at
        # the call site.
        self.at_call_site = False

    def read(self, atom) -> Value:
        if isinstance(atom, jcore.Literal):
            return self.constant(np.asarray(atom.val, dtype=atom.aval.dtype))
        held = self.env[atom]
        if isinstance(held, Stacked):
            held = self.env[atom] = held.concatenate()
        return held

    def constant(self, array: np.ndarray) -> Value:
        if np.iscomplexobj(array):
            array = np.stack([array.real, array.imag], axis=-1)
        t = TensorType(tuple(array.shape), np.dtype(array.dtype))
        return self.em.op(f"arith.constant {dense_literal(array)} : {t}", t)

    def lower_jaxpr(self, jaxpr, consts, args: Sequence[Value], scope: list[str],
                    call_site: Where | None = None, traced_here: bool = False) -> list[Value]:
        saved = self.scope, self.call_site, self.at_call_site
        self.scope, self.call_site = scope, call_site or self.call_site
        self.at_call_site = self.at_call_site or traced_here
        for var, c in zip(jaxpr.constvars, consts):
            # A key the step closes over (a module-level jax.random.key) is its data.
            self.env[var] = self.constant(np.asarray(jax.random.key_data(c) if is_key(var.aval) else c))
        for var, v in zip(jaxpr.invars, args):
            self.env[var] = v
        for eqn in jaxpr.eqns:
            self.lower_eqn(eqn)
        outs = [self.read(v) for v in jaxpr.outvars]
        self.scope, self.call_site, self.at_call_site = saved
        return outs

    def view(self, eqn, rules: Container[str], inside: Eqn | None = None, what: str = "") -> Eqn:
        """What a rule in ``rules`` sees of ``eqn``: located at the user's
        line (``inside``'s, when it is part of what fsdpc lowers that
        equation to, ``what``), with the parameters of key arrays' data. An
        equation no rule lowers is an error naming it."""
        view = Eqn(self, eqn)
        if inside is not None:
            view.where = inside.where
        elif (view.where.file is None or self.at_call_site) and self.call_site is not None:
            view.where = self.call_site
        where_else = f" in {what}" if what else ""
        on_complex = any(is_complex(v.aval) for v in [*eqn.invars, *eqn.outvars])
        if on_complex and rules is not RULES:
            raise UnsupportedError(f"primitive '{view.prim}' on complex numbers{where_else} at {view.where}: "
                                   f"complex numbers are supported on whole tensors only")
        if view.prim not in rules and not (on_complex and view.prim in COMPLEX_RULES):
            hint = "this primitive is not supported by fsdpc"
            if rules is not RULES and view.prim in RULES:
                hint = ("fsdpc lowers it on whole tensors only, not in a scalar program (a while loop over "
                        "small state, or the code of one element)")
            raise UnsupportedError(f"primitive '{view.prim}'{where_else} at {view.where}: {hint}")
        if any(is_key(v.aval) for v in [*eqn.invars, *eqn.outvars]):
            view.params = _on_key_data(view, eqn)
        if on_complex:
            view.params, view.on_complex = _on_complex_data(view, eqn), True
        _check_element_types(view, eqn)
        return view

    def lower_eqn(self, eqn) -> None:
        view = self.view(eqn, RULES)
        fn = COMPLEX_RULES[view.prim] if view.on_complex and view.prim in COMPLEX_RULES else RULES[view.prim]
        stack = "/".join(s for s in [*self.scope, name_stack(eqn)] if s)
        label = f"{stack}/{view.prim}" if stack else view.prim
        w = view.where
        self.em.set_location(label, w.file, w.line, w.col)
        outs = fn(view)
        for var, val in zip(eqn.outvars, outs):
            if not isinstance(var, jcore.DropVar):
                assert val.type == aval_type(var.aval), (view.prim, val.type, var.aval)
                self.env[var] = val


def _check_element_types(view: Eqn, eqn) -> None:
    """Element types fsdpc cannot represent (complex numbers, float8) are
    reported at the equation that makes or reads them, not where the MLIR
    text is written."""
    for var in [*eqn.invars, *eqn.outvars]:
        dtype = getattr(var.aval, "dtype", None)
        try:
            dtype = np.dtype(dtype)
        except TypeError:  # extended types: keys are data, float0 is the rules' concern
            continue
        if np.issubdtype(dtype, np.complexfloating):  # pairs of reals
            continue
        try:
            element_type(dtype)
        except UnsupportedError as error:
            raise UnsupportedError(f"primitive '{view.prim}' at {view.where}: {error}") from None


def _on_data(view: Eqn, eqn, table: dict, trailing: tuple[int, ...], what: str, hint: str = "") -> dict:
    """The parameters of an equation over values carried with ``trailing``
    dims of data (emit/trailing_dims.py), through ``table``'s adapter; a
    primitive the table lacks is refused."""
    if view.prim not in table:
        raise UnsupportedError(f"primitive '{view.prim}' on {what} at {view.where} is not supported{hint}")
    adapt = table[view.prim]
    return view.params if adapt is None else adapt(dict(view.params), trailing, eqn)


def _on_key_data(view: Eqn, eqn) -> dict:
    """The parameters of an equation over key arrays, for their data."""
    keys = next(v.aval for v in [*eqn.invars, *eqn.outvars] if is_key(v.aval))
    return _on_data(view, eqn, KEY_PARAMS, tuple(key_implementation(keys).key_shape), "PRNG keys",
                    "; apply it to the keys' data (jax.random.key_data) or to what they draw")


def _on_complex_data(view: Eqn, eqn) -> dict:
    """The parameters of an equation over complex numbers, for their pairs
    (a rule of COMPLEX_RULES reads them as they are)."""
    if view.prim in COMPLEX_RULES:
        return view.params
    return _on_data(view, eqn, COMPLEX_PARAMS, (2,), "complex numbers")


def scalar_constant(em: Emitter, value, dtype) -> str:
    return em.scalar(constant_op(value, dtype))
