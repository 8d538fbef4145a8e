"""Text builder for one func.func body: SSA names, ops, locations, regions."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .types import TensorType, element_type


@dataclass(frozen=True)
class Value:
    """An SSA tensor value in the function being built."""

    name: str
    type: TensorType


def affine_map(num_dims: int, results: Sequence[str | int]) -> str:
    dims = ", ".join(f"d{i}" for i in range(num_dims))
    res = ", ".join(str(r) for r in results)
    return f"affine_map<({dims}) -> ({res})>"


def identity_map(rank: int) -> str:
    return affine_map(rank, [f"d{i}" for i in range(rank)])


_ESCAPED = re.compile(r'["\\\x00-\x1f\x7f]')


def _escape(match: re.Match) -> str:
    c = match.group()
    return "\\" + c if c in '"\\' else f"\\{ord(c):02X}"


def quote(text: str) -> str:
    """``text`` as an MLIR string literal: backslash, quote and control
    characters escaped (``\\XX`` hex), so that any name stays one string."""
    return '"' + _ESCAPED.sub(_escape, text) + '"'


class Names:
    """Function-wide SSA name supply: MLIR forbids reusing a name that is
    visible from an enclosing region, so region values share the counter."""

    def __init__(self):
        self._next = 0

    def fresh(self, stem: str = "") -> str:
        name = f"%{stem}{self._next}"
        self._next += 1
        return name


class Body:
    """Scalar ops inside a linalg region (no locations: they inherit the op's)."""

    def __init__(self, names: Names, indent: str):
        self._names = names
        self._indent = indent
        self.lines: list[str] = []

    def op(self, rhs: str) -> str:
        name = self._names.fresh()
        self.lines.append(f"{self._indent}{name} = {rhs}")
        return name

    def raw(self, text: str) -> None:
        self.lines.append(self._indent + text)

    def fresh(self, stem: str = "") -> str:
        """A new SSA name (a block argument, a multi-result op's results)."""
        return self._names.fresh(stem)

    def nested(self) -> "Body":
        """The body of a region inside this one (an scf.while's), indented
        further; its lines are added with ``extend``."""
        return Body(self._names, self._indent + "  ")

    def extend(self, inner: "Body") -> None:
        self.lines.extend(inner.lines)


# A region body: (body, block argument names) -> yielded names.
BodyFn = Callable[[Body, list[str]], Sequence[str]]


class Emitter:
    """Accumulates the top-level ops of a function body.

    Each line is stored with the index of the location that applies to it
    (the location of the jaxpr equation being lowered), so the same body can
    be rendered with or without debug locations.
    """

    def __init__(self):
        self.names = Names()
        self.lines: list[tuple[str, int | None]] = []
        self.locations: list[str] = []
        self._loc: int | None = None
        # Values known to be all zeros (fills of 0), so scatter-adds into them
        # need no extra add of the operand.
        self.zeros: set[str] = set()

    # -- locations ---------------------------------------------------------
    def set_location(self, name: str | None, file: str | None = None,
                     line: int | None = None, col: int | None = None) -> None:
        if name is None:
            self._loc = None
            return
        if file is None:
            text = f"loc({quote(name)})"
        else:
            text = f"loc({quote(name)}({quote(file)}:{line}:{col}))"
        self.locations.append(text)
        self._loc = len(self.locations) - 1

    def current_location(self) -> int | None:
        return self._loc

    @contextlib.contextmanager
    def at_location(self, loc: int | None):
        """Emits at an earlier equation's location (``current_location``)."""
        saved, self._loc = self._loc, loc
        try:
            yield
        finally:
            self._loc = saved

    def render(self, locations: bool, indent: str = "    ") -> list[str]:
        out = []
        for text, loc in self.lines:
            if locations and loc is not None and not text.lstrip().startswith("^"):
                text = f"{text} {self.locations[loc]}"
            out.append(indent + text)
        return out

    # -- ops ---------------------------------------------------------------
    def _emit(self, text: str, carries_loc: bool = True) -> None:
        self.lines.append((text, self._loc if carries_loc else None))

    def op(self, rhs: str, type_: TensorType) -> Value:
        name = self.names.fresh()
        self._emit(f"{name} = {rhs}")
        return Value(name, type_)

    def scalar(self, rhs: str) -> str:
        """A scalar (non-tensor) op at function level, e.g. an arith.constant."""
        name = self.names.fresh()
        self._emit(f"{name} = {rhs}")
        return name

    def empty(self, type_: TensorType) -> Value:
        return self.op(f"tensor.empty() : {type_}", type_)

    def fill(self, scalar: str, type_: TensorType, is_zero: bool = False) -> Value:
        init = self.empty(type_)
        v = self.op(f"linalg.fill ins({scalar} : {type_.element}) outs({init.name} : {type_}) -> {type_}", type_)
        if is_zero:
            self.zeros.add(v.name)
        return v

    def generic(self, inputs: Sequence[tuple[Value, str]], outputs: Sequence[tuple[Value, str]],
                iterators: Sequence[str], body: BodyFn) -> list[Value]:
        """``linalg.generic`` with the given (value, indexing map) operands."""
        maps = ", ".join(m for _, m in [*inputs, *outputs])
        iters = ", ".join(f'"{it}"' for it in iterators)
        head = f"linalg.generic {{indexing_maps = [{maps}], iterator_types = [{iters}]}}"
        if inputs:
            head += f" ins({', '.join(v.name for v, _ in inputs)} : {', '.join(str(v.type) for v, _ in inputs)})"
        head += f" outs({', '.join(v.name for v, _ in outputs)} : {', '.join(str(v.type) for v, _ in outputs)})"
        return self.region_op(head, [v for v, _ in inputs], [v for v, _ in outputs], body, "linalg.yield")

    def region_op(self, head: str, inputs: Sequence[Value], outputs: Sequence[Value],
                  body: BodyFn, terminator: str) -> list[Value]:
        """An op with one scalar region whose block takes one element of each operand."""
        result = self.names.fresh()
        b = Body(self.names, "  ")
        args = [self.names.fresh("in") for _ in inputs] + [self.names.fresh("out") for _ in outputs]
        sig = ", ".join(f"{a}: {v.type.element}" for a, v in zip(args, [*inputs, *outputs]))
        yields = list(body(b, args))
        ytypes = ", ".join(v.type.element for v in outputs)
        b.raw(f"{terminator} {', '.join(yields)} : {ytypes}")
        types = [v.type for v in outputs]
        n = len(outputs)
        lhs = result if n == 1 else f"{result}:{n}"
        rtypes = str(types[0]) if n == 1 else "(" + ", ".join(map(str, types)) + ")"
        self._emit(f"{lhs} = {head} {{", carries_loc=False)
        self._emit(f"^bb0({sig}):", carries_loc=False)
        for line in b.lines:
            self._emit(line, carries_loc=False)
        self._emit(f"}} -> {rtypes}")
        if n == 1:
            return [Value(result, types[0])]
        return [Value(f"{result}#{i}", t) for i, t in enumerate(types)]

    def reduce(self, value: Value, init: Value, dims: Sequence[int], body: BodyFn) -> Value:
        """``linalg.reduce`` of ``value`` over ``dims`` into ``init``."""
        result = self.names.fresh()
        b = Body(self.names, "  ")
        a, acc = self.names.fresh("in"), self.names.fresh("init")
        (y,) = body(b, [a, acc])
        el = value.type.element
        self._emit(f"{result} = linalg.reduce ins({value.name} : {value.type}) outs({init.name} : {init.type}) "
                   f"dimensions = [{', '.join(map(str, dims))}]", carries_loc=False)
        self._emit(f"  ({a}: {el}, {acc}: {init.type.element}) {{", carries_loc=False)
        for line in b.lines:
            self._emit("  " + line, carries_loc=False)
        self._emit(f"    linalg.yield {y} : {init.type.element}", carries_loc=False)
        self._emit("  }")
        return Value(result, init.type)


def element_of(v: Value) -> str:
    return element_type(v.type.dtype)
