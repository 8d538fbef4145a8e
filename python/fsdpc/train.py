"""``python -m fsdpc train FILE`` and ``python -m fsdpc export CHECKPOINT OUT``:
training a script's step on CPU ranks, and turning a sharded checkpoint into
one plain safetensors file of global tensors.

A script's ``fsdpc_program()`` returns ``(step, example_args, options)``,
``(step, example_args, options, extras)`` or a dict with the keys ``step``,
``args``, ``options`` and any extras. Extras (all optional):

* ``init``: fsdpc.lower's initializers (a dict or a callable path -> Init);
  with them fsdp-run creates the state itself (no ``--init`` file).
* ``dataset``: ``dataset(steps)`` returning ``{input path: array [steps,
  ...global shape]}`` for the per-step inputs (e.g. ``batch.tokens``):
  global batch g is row g, counted from the start of training (a resumed run
  reads rows from its checkpoint's step on, so return ``first + steps`` rows
  when asked for that many). Without a dataset (and without ``--data``) the
  example arguments' per-step inputs are used for every step.
* ``eval_step``: ``eval_step(params) -> float or {name: float}``, run with
  JAX on the final parameters (the step's first argument, in the user's
  structure) after training; it is not compiled into the executable.
"""

from __future__ import annotations

import json
import os
import runpy
import sys
import time
from collections.abc import Mapping
from dataclasses import dataclass, field

import numpy as np

from . import safetensors
from .state import as_array
from .errors import FsdpcError

ENTRY = "fsdpc_program"
INFO = "fsdpc-program.json"  # written into a checkpoint folder: argument names and state paths


@dataclass
class Program:
    step: object
    args: tuple
    options: dict
    init: object = None
    dataset: object = None
    eval_step: object = None
    extras: dict = field(default_factory=dict)


def load_script(path: str, **kwargs) -> Program:
    """The program ``path``'s ``fsdpc_program(**kwargs)`` describes."""
    from .cli import InputError

    if not os.path.isfile(path):
        raise InputError(f"{path}: {'is a directory' if os.path.isdir(path) else 'no such file'}")
    namespace = runpy.run_path(path, run_name="__fsdpc__")
    entry = namespace.get(ENTRY)
    if not callable(entry):
        raise FsdpcError(f"{path} defines no {ENTRY}() returning (step, example_args, options)")
    program = entry(**kwargs)
    if isinstance(program, Mapping):
        extras = dict(program)
        try:
            step, args, options = extras.pop("step"), extras.pop("args"), extras.pop("options", {})
        except KeyError as missing:
            raise FsdpcError(f"{path}: the dict {ENTRY}() returns has no {missing} key") from None
    elif isinstance(program, (tuple, list)) and len(program) in (3, 4):
        step, args, options = program[:3]
        extras = dict(program[3]) if len(program) == 4 else {}
    else:
        raise FsdpcError(f"{path}: {ENTRY}() must return (step, example_args, options), "
                         f"(step, example_args, options, extras) or a dict, not {type(program).__name__}")
    if not isinstance(options, Mapping):
        raise FsdpcError(f"{path}: the options {ENTRY}() returns must be a dict of fsdpc.lower's "
                         f"keyword arguments, not {type(options).__name__}")
    unknown = set(extras) - {"init", "dataset", "eval_step"}
    if unknown:
        raise FsdpcError(f"{path}: unknown keys {sorted(unknown)} (expected init, dataset, eval_step)")
    options = dict(options)
    init = extras.get("init", options.pop("init", None))
    return Program(step, tuple(args), options, init, extras.get("dataset"), extras.get("eval_step"), extras)


def write_program_info(directory: str, lowered) -> None:
    """Records which checkpoint paths belong to which argument (the
    checkpoint's manifest lists slots by path only)."""
    os.makedirs(directory, exist_ok=True)
    info = {"arg_names": lowered.arg_names, "state_paths": lowered.state_paths}
    tmp = os.path.join(directory, INFO + ".tmp")
    with open(tmp, "w") as f:
        json.dump(info, f, indent=1)
    os.replace(tmp, os.path.join(directory, INFO))


def export(checkpoint: str, out: str, *, include_optimizer: bool = False,
           params: str | None = None) -> tuple[str, dict[str, np.ndarray]]:
    """Writes the global tensors of ``checkpoint`` (a ``step-K`` folder or the
    folder holding them: the newest) to the safetensors file ``out``
    (atomically). Without ``include_optimizer`` only the parameters: the
    paths under the step's first argument (named by ``params``, else by the
    ``fsdpc-program.json`` that ``fsdpc train`` / ``Compiled.run`` leave in
    the checkpoint folder, else ``params``). Returns (the step folder read,
    the tensors written)."""
    from .launch import checkpoint_step, load_checkpoint, newest_checkpoint

    folder = newest_checkpoint(checkpoint)
    tensors = load_checkpoint(folder)
    if not include_optimizer:
        root = params
        if root is None:
            for where in (os.path.dirname(folder), folder):
                try:
                    with open(os.path.join(where, INFO)) as f:
                        root = json.load(f)["arg_names"][0]
                    break
                except (OSError, ValueError, KeyError, IndexError):
                    continue
        root = root or "params"
        tensors = {p: v for p, v in tensors.items() if p.split(".", 1)[0] == root}
        if not tensors:
            raise FsdpcError(f"{folder}: no tensor under {root!r}: name the parameters' argument "
                             "with --params NAME, or export everything with --include-optimizer")
    step = checkpoint_step(folder)
    safetensors.save(out, tensors, metadata={"format": "fsdpc-export", "source": os.path.abspath(folder),
                                             "step": "" if step is None else str(step)})
    return folder, tensors


def load_params(path: str, root: str | None = None) -> dict[str, np.ndarray]:
    """An exported file's tensors by path, the leading ``root.`` removed when given."""
    tensors, _ = safetensors.load(path)
    if root is None:
        return tensors
    return {p[len(root) + 1:]: v for p, v in tensors.items() if p.startswith(root + ".")}


def unflatten_like(example, tensors: Mapping[str, np.ndarray], root: str) -> object:
    """``example``'s pytree structure filled with ``tensors[root.<path>]``."""
    from jax import tree_util

    from .paths import dotted

    flat, tree = tree_util.tree_flatten_with_path(example)
    missing = [dotted(root, keys) for keys, _ in flat if dotted(root, keys) not in tensors]
    if missing:
        raise FsdpcError(f"no tensor for {missing[:5]}")
    return tree_util.tree_unflatten(tree, [tensors[dotted(root, keys)] for keys, _ in flat])


def _print_report(predicted: dict | None, measured: dict | None, out=sys.stdout) -> None:
    rows = [("step time (ms)", "step_time_s", 1e3), ("compute (ms)", "compute_s", 1e3),
            ("exposed comm. (ms)", "exposed_collective_s", 1e3), ("peak memory (KiB)", "peak_bytes", 1 / 1024)]
    print(f"{'':22}{'predicted':>12}{'measured':>12}", file=out)
    for label, key, scale in rows:
        cells = [f"{r[key] * scale:>12.3f}" if r and key in r else f"{'-':>12}" for r in (predicted, measured)]
        print(f"{label:22}" + "".join(cells), file=out)


def train_cli(ns) -> int:
    """``python -m fsdpc train``."""
    from .api import lower
    from .compiler import compile

    from .cli import mesh_options

    program = load_script(ns.file)
    lowered = lower(program.step, *program.args, **program.options, init=program.init)
    mesh = mesh_options(ns, lowered, unsized_default=1)
    workdir = ns.workdir or os.path.join("build", "train", os.path.splitext(os.path.basename(ns.file))[0])
    os.makedirs(workdir, exist_ok=True)
    started = time.monotonic()
    # A rerun of the same script with the same options copies its executable.
    cache = os.environ.get("FSDPC_CACHE_DIR") or os.path.join(workdir, "compile-cache")
    compiled = compile(lowered, **mesh, policy=ns.policy, device=ns.device, target=ns.target,
                       executable=os.path.join(workdir, "step.fsdpx"),
                       trace=os.path.join(workdir, "predicted.trace.json"), cache_dir=cache)
    how = f"found in the compile cache {cache}" if compiled.cached else "compiled"
    print(f"fsdpc: {ns.file} for {compiled.world_size} ranks (policy {ns.policy}, device "
          f"{ns.device}) {how} in {time.monotonic() - started:.1f} s: {compiled.executable}",
          file=sys.stderr)
    state_paths = set(lowered.state_paths)
    needs_state = [a.leaf.path for a in lowered.args if a.leaf.path in state_paths and a.init is None]
    state = None
    if needs_state:  # no initializer for some state: start from the example arguments
        state = {p: v for p, v in lowered.flatten(program.args).items() if p in state_paths}
    batches, data = None, ns.data
    if data is None:
        if program.dataset is not None:
            first = _resume_step(ns.resume)
            batches = program.dataset(first + ns.steps)
            if not isinstance(batches, Mapping):
                raise FsdpcError(f"{ns.file}: dataset(steps) must return {{input path: [steps, ...]}}, "
                                 f"not {type(batches).__name__}")
            unknown = set(batches) - set(lowered.batch_paths)
            if unknown:
                raise FsdpcError(f"{ns.file}: dataset returns {sorted(unknown)}, which are not per-step "
                                 f"inputs ({', '.join(lowered.batch_paths)})")
            batches = {p: as_array(v) for p, v in batches.items()}
        else:
            batches = {p: v for p, v in lowered.flatten(program.args).items() if p not in state_paths}
    checkpoint_dir = ns.checkpoint_dir or ns.resume or os.path.join(workdir, "checkpoints")
    write_program_info(checkpoint_dir, lowered)
    every = max(1, ns.steps // 20)

    def show(step, loss):
        if not sys.stderr.isatty() and (step % every == 0 or step == 1):
            print(f"step {step} loss {loss:.6f}", flush=True)

    result = compiled.run(state=state, batches=batches or None, data=data, steps=ns.steps,
                          callback=show, save_every=ns.save_every, checkpoint_dir=checkpoint_dir,
                          resume=ns.resume, check_finite=ns.check_finite, threads=ns.threads,
                          timeout=ns.timeout, trace=os.path.join(workdir, "measured.trace.json"),
                          workdir=workdir)
    if result.losses:
        print(f"final loss (step {result.steps[-1]}): {result.loss[-1]:.6f}")
    report = dict(predicted=compiled.report, measured=result.report, losses=result.loss,
                  steps=result.steps, checkpoint=result.checkpoint)
    report_path = ns.report or os.path.join(workdir, "report.json")
    with open(report_path, "w") as f:
        json.dump(report, f, indent=1)
    _print_report(compiled.report, result.report)
    print(f"checkpoint: {result.checkpoint}; report: {report_path}; traces: "
          f"{workdir}/{{predicted,measured}}.trace.json")
    if ns.export:
        export(result.checkpoint, ns.export, params=lowered.arg_names[0])
        print(f"exported parameters: {ns.export}")
    if program.eval_step is not None:
        params = result.args[0]
        value = program.eval_step(params)
        values = value if isinstance(value, Mapping) else {"eval": value}
        print("eval (JAX, final parameters): " + ", ".join(f"{k} {float(v):.6f}" for k, v in values.items()))
    return 0


def _resume_step(resume: str | None) -> int:
    """The step the newest checkpoint in ``resume`` was taken at (0: none)."""
    if not resume or not os.path.isdir(resume):
        return 0
    from .launch import checkpoint_step, newest_checkpoint

    try:
        return checkpoint_step(newest_checkpoint(resume)) or 0
    except FsdpcError:
        return 0


def export_cli(ns) -> int:
    folder, tensors = export(ns.checkpoint, ns.output, include_optimizer=ns.include_optimizer,
                             params=ns.params)
    size = sum(v.nbytes for v in tensors.values())
    print(f"fsdpc: wrote {ns.output}: {len(tensors)} tensors, {size} bytes, from {folder}", file=sys.stderr)
    return 0
