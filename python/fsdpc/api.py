"""``fsdpc.lower``: trace a JAX training step into the global-view MLIR module."""

from __future__ import annotations

import dataclasses
import functools
import inspect
import linecache
import re
from collections.abc import Mapping
from dataclasses import dataclass

import jax
import numpy as np
from jax import tree_util

from .emit.builder import Emitter, Value, quote
from .emit.lowering import Lowering, aval_type, is_complex, is_key, key_implementation
from .emit.source import Where, display_path
from .errors import FsdpcError, ShardingError, UnsupportedError
from .mesh import Mesh, as_mesh
from .paths import dotted, key_name
from .specs import DimAxes, broadcast_specs, check_contract, dim_axes, to_mlir
from .init import Init, initializers
from .state import Leaf, as_array, explicit_updates, infer_updates, row_units, units

MESH_SYMBOL = "mesh"
_SYMBOL_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*")


@dataclass(frozen=True)
class Argument:
    leaf: Leaf
    sharding: DimAxes
    unit: str | None
    init: Init | None = None
    row_units: str | None = None


@dataclass(frozen=True)
class Result:
    leaf: Leaf
    sharding: DimAxes
    updates: int | None  # index of the argument this result is the next value of


class Lowered:
    """The global-view program of a training step.

    ``text`` / ``str()``: the module with fsdp annotations (and source
    locations unless ``debug_info=False`` was given to :func:`lower`).
    ``text_without_sharding()``: plain upstream MLIR, for running unsharded.
    """

    def __init__(self, func_name: str, mesh: Mesh, args: list[Argument], results: list[Result],
                 body: Emitter, returned: list[Value], debug_info: bool,
                 in_tree=None, arg_names: list[str] | None = None,
                 defined_at: Where | None = None):
        self.func_name = func_name
        # Where the step is defined: the function's location, so that a
        # diagnostic about the whole step (a budget no schedule fits) points
        # at the user's ``def`` rather than at a line of fsdp-opt's input.
        self.defined_at = defined_at
        # The structure of the example arguments (a tuple, one entry per
        # argument) and the arguments' names, to rebuild the user's pytrees.
        self.in_tree = in_tree
        self.arg_names = arg_names or []
        self.mesh = mesh
        self.args = args
        self.results = results
        self._body = body
        self._returned = returned
        self.debug_info = debug_info

    # -- views -------------------------------------------------------------
    @property
    def arg_paths(self) -> list[str]:
        return [a.leaf.path for a in self.args]

    @property
    def state_paths(self) -> list[str]:
        """The arguments a result updates (parameters, optimizer state), in order."""
        state = set(self.updates.values())
        return [p for p in self.arg_paths if p in state]

    @property
    def batch_paths(self) -> list[str]:
        """The per-step inputs (arguments no result updates), in order."""
        state = set(self.updates.values())
        return [p for p in self.arg_paths if p not in state]

    def unflatten(self, values: Mapping[str, object]) -> tuple:
        """The step's arguments in the user's structure, each leaf taken from
        ``values`` (path -> array; None where it has no entry)."""
        if self.in_tree is None:
            raise FsdpcError("this Lowered has no argument structure (made by an older fsdpc.lower)")
        leaves = [a.leaf.wrap(_as_declared(values.get(a.leaf.path), a.leaf.type.dtype)) for a in self.args]
        return tree_util.tree_unflatten(self.in_tree, leaves)

    def flatten(self, args) -> dict[str, np.ndarray]:
        """``args`` (a tuple like the step's arguments) as path -> numpy array
        (a typed PRNG key as its data)."""
        leaves, tree = tree_util.tree_flatten(tuple(args))
        if self.in_tree is not None and tree != self.in_tree:
            raise FsdpcError(f"arguments of structure {tree} do not match the lowered step's {self.in_tree}")
        return dict(zip(self.arg_paths, (as_array(v) for v in leaves)))

    def as_traced(self, values: Mapping[str, object]) -> dict[str, object]:
        """``values`` (path -> array) with each array converted to the dtype
        the step was traced with where ``jax.jit`` would convert it: without
        x64, float64/int64/uint64 data is float32/int32/uint32 (fsdp-run
        refused the wider data). Other arrays are left for fsdp-run to check."""
        declared = {a.leaf.path: np.dtype(a.leaf.type.dtype) for a in self.args}
        return {p: _as_traced(v, declared.get(p)) for p, v in values.items()}

    @property
    def out_paths(self) -> list[str]:
        return [r.leaf.path for r in self.results]

    @property
    def updates(self) -> dict[str, str]:
        return {r.leaf.path: self.args[r.updates].leaf.path for r in self.results if r.updates is not None}

    @property
    def text(self) -> str:
        return self.as_text()

    def __str__(self) -> str:
        return self.text

    def text_without_sharding(self, locations: bool | None = None) -> str:
        return self.as_text(annotate=False, locations=locations)

    def as_text(self, annotate: bool = True, locations: bool | None = None) -> str:
        lines = ["module {"]
        if annotate:
            lines.append(f"  fsdp.mesh @{MESH_SYMBOL} = {self.mesh.to_mlir()}")
        lines += self.func_lines(annotate=annotate, locations=locations)
        lines.append("}")
        return "\n".join(lines) + "\n"

    def func_lines(self, name: str | None = None, annotate: bool = True,
                   locations: bool | None = None, indent: str = "  ") -> list[str]:
        """The ``func.func`` alone (the test harness links several into one module)."""
        locs = self.debug_info if locations is None else locations
        params = []
        for i, a in enumerate(self.args):
            attrs = []
            if annotate:
                attrs.append(f"fsdp.sharding = {to_mlir(a.sharding, MESH_SYMBOL)}")
                if a.unit is not None:
                    attrs.append(f"fsdp.unit = {quote(a.unit)}")
                if a.row_units is not None:
                    attrs.append(f"fsdp.row_units = {quote(a.row_units)}")
                if a.init is not None:
                    attrs.append(f"fsdp.init = {quote(a.init.attr())}")
            text = f"%arg{i}: {a.leaf.type}"
            if attrs:
                text += " {" + ", ".join(attrs) + "}"
            if locs:
                text += f" loc({quote(a.leaf.path)})"
            params.append(text)
        res = []
        for r in self.results:
            attrs = []
            if annotate:
                attrs.append(f"fsdp.sharding = {to_mlir(r.sharding, MESH_SYMBOL)}")
                if r.updates is not None:
                    attrs.append(f"fsdp.updates = {r.updates} : i64")
            res.append(f"{r.leaf.type}" + (" {" + ", ".join(attrs) + "}" if attrs else ""))
        sig_indent = indent + "    "
        head = f"{indent}func.func @{name or self.func_name}("
        if params:
            head += "\n" + ",\n".join(sig_indent + p for p in params) + ")"
        else:
            head += ")"
        if res:
            head += f"\n{sig_indent}-> (" + (",\n" + sig_indent + "    ").join(res) + ")"
        out = [head + " {"]
        out += self._body.render(locs, indent + "  ")
        if self._returned:
            names = ", ".join(v.name for v in self._returned)
            types = ", ".join(str(v.type) for v in self._returned)
            out.append(f"{indent}  return {names} : {types}")
        else:
            out.append(f"{indent}  return")
        where = self.defined_at
        if locs and where is not None and where.file:
            out.append(f"{indent}}} loc({quote(name or self.func_name)}"
                       f"({quote(where.file)}:{where.line}:{where.col}))")
        else:
            out.append(f"{indent}}}")
        return out


def _as_traced(value, dtype):
    if dtype is None or value is None:
        return value
    value = as_array(value)
    if value.dtype != dtype and jax.dtypes.canonicalize_dtype(value.dtype) == dtype:
        return value.astype(dtype)
    return value


def _as_declared(value, dtype):
    """fsdp-run's integers are signless: an unsigned leaf (PRNG key data)
    comes back as the signed type of its width, viewed here as declared."""
    if value is None:
        return None
    value = as_array(value)
    if value.dtype != dtype and value.dtype.kind in "iu" and np.dtype(dtype).kind in "iu" \
            and value.dtype.itemsize == np.dtype(dtype).itemsize:
        return value.view(dtype)
    return value


def _defined_at(step) -> Where:
    """The first line of ``step``'s definition (through ``jax.jit``,
    ``functools.partial`` and other wrappers), or an unknown place."""
    fn = step
    for _ in range(16):
        if isinstance(fn, functools.partial):
            fn = fn.func
        elif getattr(fn, "__wrapped__", None) is not None:
            fn = fn.__wrapped__
        else:
            break
    code = getattr(fn, "__code__", None)
    if code is None:
        return Where(None, None, None)
    text = linecache.getline(code.co_filename, code.co_firstlineno)
    column = len(text) - len(text.lstrip()) + 1 if text.strip() else 1
    return Where(display_path(code.co_filename), code.co_firstlineno, column)


def _root_names(step, n: int) -> list[str]:
    """The step's parameter names root the argument paths (``params.w``)."""
    try:
        params = list(inspect.signature(step).parameters.values())
    except (TypeError, ValueError):
        params = []
    names = []
    for i in range(n):
        p = params[i] if i < len(params) else None
        positional = p is not None and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
        names.append(p.name if positional else f"arg{i}")
    return names


def _leaves(tree, jaxpr_vars, roots: list[str] | None) -> list[Leaf]:
    """Flatten ``tree`` (its leaves' jaxpr variables given in flattening
    order); ``roots`` names the top-level arguments, None means the tree is
    the step's output."""
    flat, _ = tree_util.tree_flatten_with_path(tree)
    top_is_seq = isinstance(tree, (tuple, list))
    # The top-level position of each leaf (a NamedTuple's keys are names).
    positions = [pos for pos, child in enumerate(tree) for _ in tree_util.tree_leaves(child)] \
        if roots is not None or top_is_seq else []
    leaves = []
    for n, ((keys, _), var) in enumerate(zip(flat, jaxpr_vars)):
        if roots is not None or top_is_seq:
            pos, rel = positions[n], tuple(keys[1:])
        else:
            pos, rel = 0, tuple(keys)
        path = dotted(roots[pos], rel) if roots is not None else dotted("out", keys)
        if is_complex(var.aval):
            raise UnsupportedError(f"{path}: complex values ({var.aval.str_short()}) cannot cross the step's boundary; "
                                   f"pass and return their real and imaginary parts (jnp.real, jnp.imag) and combine "
                                   f"them in the step (lax.complex)")
        impl = key_implementation(var.aval) if is_key(var.aval) else None
        leaves.append(Leaf(path, pos, ".".join(key_name(k) for k in rel), rel, aval_type(var.aval),
                           impl and impl.name, len(impl.key_shape) if impl else 0))
    return leaves


def _leaf_dims(spec, leaf: Leaf, mesh: Mesh) -> DimAxes:
    """``spec`` over the leaf's dims as the user sees them: a typed key
    array's data adds its key's words, which are never split."""
    rank = leaf.type.rank - leaf.key_dims
    return tuple(dim_axes(spec, rank, mesh, leaf.path)) + ((),) * leaf.key_dims


def lower(step, *example_args, mesh, in_shardings=None, out_shardings=None, unit_of=None,
          updates: Mapping[str, str] | None = None, name: str = "train_step",
          debug_info: bool = True, init=None) -> Lowered:
    """Trace ``step(*example_args)`` and emit its global-view MLIR module.

    mesh: ``fsdpc.Mesh``, a ``jax.sharding.AbstractMesh``/``Mesh``, or axis names.
    in_shardings / out_shardings: PartitionSpec pytrees (prefixes of the
        arguments / results; None or P() = replicated). Results default to the
        sharding of the argument they update, others replicated.
    unit_of: callable or dict from an argument's dotted path to its unit name.
    updates: ``{"out.0.w": "params.w"}`` overriding the inferred updates
        ({} disables them).
    name: the function's symbol name, ``[A-Za-z_][A-Za-z0-9_$.]*``.
    init: callable or dict from an argument's dotted path to its initializer
        (``fsdpc.init.zeros()``, ``ones()``, ``normal(sigma)``, or None), which
        ``fsdp-run`` uses when it is given no initial state.
    example_args may be arrays or ``jax.ShapeDtypeStruct``s.
    """
    if not isinstance(name, str) or not _SYMBOL_NAME.fullmatch(name):
        raise FsdpcError(f"name must be an MLIR symbol name ([A-Za-z_][A-Za-z0-9_$.]*), not {name!r}")
    mesh = as_mesh(mesh)
    closed, out_shape = jax.make_jaxpr(step, return_shape=True)(*example_args)
    roots = _root_names(step, len(example_args))
    ins = _leaves(tuple(example_args), closed.jaxpr.invars, roots)
    outs = _leaves(out_shape, closed.jaxpr.outvars, None)

    upd = infer_updates(ins, outs) if updates is None else explicit_updates(updates, ins, outs)
    state = set(upd.values())
    arg_of = dict(upd)

    in_specs = broadcast_specs(in_shardings, tuple(example_args), "in_shardings", roots)
    args = []
    unit_names = units(ins, roots, state, unit_of)
    inits = initializers([leaf.path for leaf in ins], init)
    for i, (leaf, spec) in enumerate(zip(ins, in_specs)):
        dims = _leaf_dims(spec, leaf, mesh)
        check_contract(dims, leaf.path)
        if leaf.key_impl is not None and inits[i] is not None:
            raise ShardingError(f"{leaf.path}: a PRNG key has no initializer ({inits[i]}); give its value "
                                "(jax.random.key(seed))")
        args.append(Argument(leaf, dims, unit_names[i], inits[i]))

    results = []
    out_specs = None if out_shardings is None else broadcast_specs(out_shardings, out_shape, "out_shardings")
    for o, leaf in enumerate(outs):
        k = arg_of.get(o)
        if out_specs is None:
            dims = args[k].sharding if k is not None else ((),) * leaf.type.rank
        else:
            dims = _leaf_dims(out_specs[o], leaf, mesh)
            check_contract(dims, leaf.path)
            if k is not None and dims != args[k].sharding:
                raise ShardingError(
                    f"{leaf.path}: updates {args[k].leaf.path} but is sharded differently "
                    f"({dims} vs {args[k].sharding}); a step must return state in its input sharding")
        results.append(Result(leaf, dims, k))

    em = Emitter()
    arg_values = [Value(f"%arg{i}", a.leaf.type) for i, a in enumerate(args)]
    by_rows = [bool(a.sharding and a.sharding[0]) for a in args]  # split along dim 0
    lowering = Lowering(em, {v.name: (a.leaf.path, i in state)
                             for i, (v, a) in enumerate(zip(arg_values, args)) if by_rows[i]})
    returned = lowering.lower_jaxpr(closed.jaxpr, closed.consts, arg_values, [])
    index_of = {v.name: i for i, v in enumerate(arg_values)}
    eligible = [i in state and a.unit is None and not by_rows[i] for i, a in enumerate(args)]
    scans = [{index_of[n] for n in names if n in index_of} for names in lowering.scanned]
    args = [dataclasses.replace(a, row_units=r) if r else a
            for a, r in zip(args, row_units(ins, roots, eligible, scans,
                                            [a.unit for a in args]))]
    return Lowered(name, mesh, args, results, em, returned, debug_info,
                   in_tree=tree_util.tree_structure(tuple(example_args)), arg_names=roots,
                   defined_at=_defined_at(step))
