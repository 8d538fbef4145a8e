"""``python -m fsdpc lower FILE.py``: print the global program a script defines.

A script defines ``fsdpc_program()`` returning ``(step, example_args, options)``
where ``options`` are :func:`fsdpc.lower`'s keyword arguments (mesh,
in_shardings, ...).  The script is loaded with ``__name__ != "__main__"``.
"""

from __future__ import annotations

import argparse
import runpy
import sys

from .api import Lowered, lower
from .compiler import compile, parse_mesh
from .errors import FsdpcError

ENTRY = "fsdpc_program"


def load_program(path: str) -> Lowered:
    namespace = runpy.run_path(path, run_name="__fsdpc__")
    entry = namespace.get(ENTRY)
    if entry is None:
        raise FsdpcError(f"{path} defines no {ENTRY}() returning (step, example_args, options)")
    step, args, options = entry()
    return lower(step, *args, **options)


def _lower(ns) -> str:
    lowered = load_program(ns.file)
    if not ns.sharding:
        return lowered.text_without_sharding(locations=ns.locations)
    return lowered.as_text(locations=ns.locations)


def _compile(ns) -> str:
    lowered = load_program(ns.file)
    mesh = parse_mesh(ns.mesh) if ns.mesh else None
    if ns.world_size is None and mesh is None:
        mesh = dict(lowered.mesh.axes)
        if any(size is None for size in mesh.values()):
            raise FsdpcError(f"the mesh of {ns.file} has axes without a size: "
                             "give --world-size N or --mesh axis=size,...")
    return compile(lowered, world_size=ns.world_size, mesh=mesh, param_dtype=ns.param_dtype,
                   reduce_dtype=ns.reduce_dtype).text


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="fsdpc", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("lower", help="print the global-view MLIR of the step FILE defines")
    p.add_argument("file")
    p.add_argument("--no-locations", dest="locations", action="store_false",
                   help="omit the source locations (loc(...)) of ops and arguments")
    p.add_argument("--no-sharding", dest="sharding", action="store_false",
                   help="plain upstream MLIR: no fsdp.mesh op, no fsdp.* attributes")
    p.add_argument("-o", "--output", help="write to this file instead of stdout")
    p.set_defaults(run=_lower)
    c = sub.add_parser("compile", help="print the per-rank program of the step FILE defines")
    c.add_argument("file")
    c.add_argument("--world-size", type=int, default=None,
                   help="ranks of a 1-D mesh")
    c.add_argument("--mesh", help="axis sizes of a named mesh, e.g. replica=2,shard=4")
    c.add_argument("--param-dtype", choices=("bf16", "f16", "f32"),
                   help="element type parameters are gathered in")
    c.add_argument("--reduce-dtype", choices=("bf16", "f16", "f32"),
                   help="element type gradients are reduced in")
    c.add_argument("-o", "--output", help="write to this file instead of stdout")
    c.set_defaults(run=_compile)
    ns = parser.parse_args(argv)
    try:
        text = ns.run(ns)
    except FsdpcError as e:
        print(f"fsdpc: error: {e}", file=sys.stderr)
        return 1
    if getattr(ns, "output", None):
        with open(ns.output, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    return 0
