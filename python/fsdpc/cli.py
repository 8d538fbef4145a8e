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
    raise FsdpcError("compile is not yet available: it needs fsdp-opt's partition pass")


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
    c = sub.add_parser("compile", help="(not yet available) partition the step per rank")
    c.add_argument("file")
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
