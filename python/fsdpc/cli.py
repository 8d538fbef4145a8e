"""``python -m fsdpc lower FILE.py``: print the global program a script defines.

A script defines ``fsdpc_program()`` returning ``(step, example_args, options)``
where ``options`` are :func:`fsdpc.lower`'s keyword arguments (mesh,
in_shardings, ...), optionally with a 4th element of extras (``init``,
``dataset``, ``eval_step``: see :mod:`fsdpc.train`), or a dict of them all.
The script is loaded with ``__name__ != "__main__"``. ``train`` and
``export`` run it on CPU ranks and export its checkpoints.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

from .api import Lowered, lower
from .compiler import compile, parse_mesh
from .errors import FsdpcError

ENTRY = "fsdpc_program"


class InputError(FsdpcError):
    """The script named on the command line cannot be read (exit status 2)."""


def load_program(path: str) -> Lowered:
    if not os.path.isfile(path):
        raise InputError(f"{path}: {'is a directory' if os.path.isdir(path) else 'no such file'}")
    if not os.access(path, os.R_OK):
        raise InputError(f"{path}: not readable")
    from .train import load_script

    program = load_script(path)
    return lower(program.step, *program.args, **program.options, init=program.init)


def _lower(ns) -> str:
    lowered = load_program(ns.file)
    if not ns.sharding:
        return lowered.text_without_sharding(locations=ns.locations)
    return lowered.as_text(locations=ns.locations)


def _at_least(minimum: int):
    """An argparse type: an integer >= ``minimum``."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = None
        if value is None or value < minimum:
            raise argparse.ArgumentTypeError(f"must be an integer >= {minimum}, not {text!r}")
        return value
    return parse


def mesh_options(ns, lowered: Lowered, unsized_default: int | None = None) -> dict:
    """``world_size``/``mesh`` for compile() from ``--world-size``/``--mesh``,
    else the script's mesh, its axes without a size taking
    ``unsized_default`` (``train``: one rank) or, without one, an error
    naming them."""
    if ns.world_size is not None and ns.mesh:
        raise FsdpcError("give --world-size N (a 1-D mesh) or --mesh axis=size,..., not both")
    if ns.mesh:
        return dict(world_size=None, mesh=parse_mesh(ns.mesh))
    if ns.world_size is not None:
        return dict(world_size=ns.world_size, mesh=None)
    mesh = dict(lowered.mesh.axes)
    unsized = [axis for axis, size in mesh.items() if size is None]
    if unsized and unsized_default is None:
        example = ",".join(f"{axis}=N" for axis in mesh)
        raise FsdpcError(f"the mesh of {ns.file} has axes without a size ({', '.join(unsized)}): "
                         f"give --mesh {example}" + (" or --world-size N" if len(mesh) == 1 else ""))
    return dict(world_size=None, mesh={axis: unsized_default if size is None else size
                                       for axis, size in mesh.items()})


def _compile(ns) -> str:
    lowered = load_program(ns.file)
    compiled = compile(lowered, **mesh_options(ns, lowered), param_dtype=ns.param_dtype,
                       reduce_dtype=ns.reduce_dtype, schedule=not ns.partition_only,
                       policy=ns.policy, memory_budget=ns.memory_budget, device=ns.device,
                       trace=ns.trace or False)
    if compiled.report:
        report = compiled.report
        print(f"fsdpc: {report['policy']}: step {report['step_time_s'] * 1e3:.3f} ms predicted "
              f"(compute {report['compute_s'] * 1e3:.3f} ms, exposed communication "
              f"{report['exposed_collective_s'] * 1e3:.3f} ms), peak {report['peak_bytes']} bytes of "
              f"{report['memory_budget_bytes']}", file=sys.stderr)
        copied = report.get("state_updates", {}).get("copied", [])
        if copied:
            largest = max(copied, key=lambda c: c["bytes"])
            print(f"fsdpc: {len(copied)} state update(s) copied into place after each step "
                  f"({sum(c['bytes'] for c in copied)} bytes), the largest {largest['argument']}: "
                  f"{largest['reason']}", file=sys.stderr)
        if ns.report:
            with open(ns.report, "w") as f:
                json.dump(report, f, indent=2)
    return compiled.text


def _train():
    from . import train

    return train


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
    c.add_argument("--world-size", type=_at_least(1), default=None,
                   help="ranks of a 1-D mesh")
    c.add_argument("--mesh", help="axis sizes of a named mesh, e.g. replica=2,shard=4")
    c.add_argument("--param-dtype", choices=("bf16", "f16", "f32"),
                   help="element type parameters are gathered in")
    c.add_argument("--reduce-dtype", choices=("bf16", "f16", "f32"),
                   help="element type gradients are reduced in")
    c.add_argument("--policy", choices=("none", "fsdp", "fsdp-no-reshard", "zero3", "auto"), default="auto",
                   help="how collectives are scheduled (default: auto)")
    c.add_argument("--memory-budget", help="bytes per device, e.g. 40GiB (default: the device's)")
    c.add_argument("--device", help="h100, h200, cpu, or a JSON device file (default: h100)")
    c.add_argument("--report", help="write the schedule report (JSON) here")
    c.add_argument("--trace", help="write a Chrome/Perfetto trace here")
    c.add_argument("--partition-only", action="store_true",
                   help="stop after fsdp-partition (no bucketing, scheduling or memory plan)")
    c.add_argument("-o", "--output", help="write to this file instead of stdout")
    c.set_defaults(run=_compile)
    t = sub.add_parser("train", help="compile the step FILE defines and train it on CPU ranks "
                       "or GPUs (mpirun fsdp-run)")
    t.add_argument("file")
    t.add_argument("--world-size", type=_at_least(1),
                   help="ranks of a 1-D mesh (default: the script's mesh, axes without a size 1)")
    t.add_argument("--mesh", help="axis=size,... for a script whose mesh has several axes, "
                   "e.g. replica=2,shard=2")
    t.add_argument("--steps", type=_at_least(0), required=True,
                   help="steps to run (added to a resumed run's)")
    t.add_argument("--policy", choices=("none", "fsdp", "fsdp-no-reshard", "zero3", "auto"), default="auto")
    t.add_argument("--device", default="cpu", help="device preset the schedule is predicted for (default cpu)")
    t.add_argument("--target", choices=("cpu", "cuda"), default="cpu",
                   help="where the kernels run: cuda compiles them to PTX and fsdp-run runs "
                   "each rank on its local GPU (default cpu)")
    t.add_argument("--save-every", type=_at_least(1), help="write CHECKPOINT_DIR/step-K every S steps")
    t.add_argument("--checkpoint-dir", help="where checkpoints go (default: --resume's DIR, "
                   "else WORKDIR/checkpoints); the final state is saved there too")
    t.add_argument("--resume", help="continue from DIR's newest checkpoint (start afresh when it has none)")
    t.add_argument("--data", help="batches for fsdp-run (.npy/.safetensors, [K, ...]) instead of "
                   "the script's dataset")
    t.add_argument("--threads", type=_at_least(1), help="kernel threads per rank")
    t.add_argument("--check-finite", action="store_true", help="stop at the first NaN/Inf")
    t.add_argument("--timeout", type=float, help="wall-clock limit of the run in seconds")
    t.add_argument("--report", help="write predicted + measured reports and the losses (JSON) here")
    t.add_argument("--export", help="also export the final parameters to this .safetensors file")
    t.add_argument("--workdir", help="executable, traces, report (default build/train/<script>)")
    t.set_defaults(run=lambda ns: _train().train_cli(ns))
    e = sub.add_parser("export", help="write a checkpoint's global tensors to one .safetensors file")
    e.add_argument("checkpoint", help="a step-K folder, or the folder holding them (the newest is read)")
    e.add_argument("output", help="the .safetensors file to write (atomically)")
    e.add_argument("--include-optimizer", action="store_true",
                   help="every state tensor (default: only the parameters, the step's first argument)")
    e.add_argument("--params", help="the name of the parameters' argument (default: from the "
                   "checkpoint's fsdpc-program.json, else 'params')")
    e.set_defaults(run=lambda ns: _train().export_cli(ns))
    ns = parser.parse_args(argv)
    # Errors fsdpc raises on purpose (and files it cannot write) are one
    # "fsdpc: error: ..." message, not a traceback; 2 when FILE is missing.
    try:
        text = ns.run(ns)
        if isinstance(text, int):
            return text
        if getattr(ns, "output", None):
            with open(ns.output, "w") as f:
                f.write(text)
        else:
            sys.stdout.write(text)
    except FsdpcError as e:
        print(f"fsdpc: error: {e}", file=sys.stderr)
        return 2 if isinstance(e, InputError) else 1
    except OSError as e:
        print(f"fsdpc: error: {e.filename or ''}: {e.strerror or e}", file=sys.stderr)
        return 1
    return 0
