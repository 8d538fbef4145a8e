"""``fsdpc.compile``: a lowered global-view step to the program each rank runs.

It drives ``fsdp-opt``'s ``fsdp-pipeline`` (partition, legalize collectives,
bucket, form kernels and row kernels, keep their 16-bit intermediates in f32,
schedule, plan memory) and returns the per-rank program with its schedule
report.
"""

from __future__ import annotations

import contextlib
import copy as copy_module
import dataclasses
import json
import math
import numbers
import os
import re
import tempfile
import warnings
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Mapping


from . import compile_cache, tools
from .api import Lowered
from .errors import FsdpcError
from .mesh import check_axis_name
from .state import as_array


def jax_leaves(tree) -> list:
    """The leaves of ``tree``, None kept as a leaf (a placeholder)."""
    from jax import tree_util

    return tree_util.tree_leaves(tree, is_leaf=lambda x: x is None)

_DTYPES = ("bf16", "f16", "f32")
_POLICIES = ("none", "fsdp", "fsdp-no-reshard", "zero3", "auto")
_MESSAGE_FORMS = ("auto", "packed", "per-member")
_DEVICE_PRESETS = ("h100", "h200", "cpu")
INT64_MAX = 2**63 - 1
# Byte units fsdp-opt's memory-budget understands (its spelling, by lowercase).
_BYTE_UNITS = {u.lower(): (u, f) for u, f in (
    ("B", 1), ("KB", 10**3), ("MB", 10**6), ("GB", 10**9), ("TB", 10**12),
    ("KiB", 2**10), ("MiB", 2**20), ("GiB", 2**30), ("TiB", 2**40))}
_SIZE = re.compile(r"\s*([+-]?)((?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d{1,3})?)\s*([A-Za-z]*)\s*")
_PRESET_NAME = re.compile(r"[A-Za-z0-9_.+-]+")


@dataclass(frozen=True)
class Compiled:
    """A per-rank program and what the compiler says about it."""

    text: str  # the per-rank MLIR program (fsdp collectives, bound mesh)
    options: str  # the fsdp-pipeline (or fsdp-partition) options it was compiled with
    report: dict | None = None  # the schedule report (None when only partitioned)
    trace_path: str | None = None  # the Chrome/Perfetto trace, when asked for
    executable: str | None = None  # the fsdpx file fsdp-translate wrote, when asked for
    world_size: int | None = None  # ranks the program runs on
    cached: bool = False  # copied from compile's cache_dir instead of compiled
    lowered: Lowered | None = field(default=None, repr=False, compare=False)  # what was compiled

    def __str__(self) -> str:
        return self.text

    def run(self, state=None, batches=None, steps: int | None = 1, world_size: int | None = None,
            callback=None, progress: bool = True, save_every: int | None = None,
            checkpoint_dir=None, resume=None, check_finite: bool = False,
            timeout: float | None = None, threads: int | None = None, **kwargs):
        """Runs ``steps`` training steps of the executable on ``world_size``
        ranks (default: those it was compiled for) with ``mpirun fsdp-run``
        (one process for one rank) and returns a :class:`fsdpc.launch.RunResult`
        whose ``args`` is the final state in the structure of the step's
        arguments (per-step inputs None) and ``trees`` maps each state
        argument's name (``params``, ``opt_state``) to its final pytree.

        ``state``: None (the program's initializers), ``{path: global array}``,
        or a tuple like the step's example arguments: its state leaves are the
        initial state and, when ``batches`` is None, its other leaves the
        batch used for every step. ``batches``: ``{path: [steps, ...]}`` (or
        one batch), or a tuple like the arguments with ``[steps, ...]``
        leaves for the per-step inputs (state leaves ignored).
        ``callback(step, loss)`` is called per step as it finishes; a progress
        bar is drawn on stderr when it is a terminal. See
        :func:`fsdpc.launch.run` for the rest (``timeout`` is the wall-clock
        limit of the run; ``watchdog=`` sets fsdp-run's ``--timeout``)."""
        from . import launch

        if not self.executable:
            raise FsdpcError("this program has no executable: compile it with executable=PATH (or True)")
        world_size = world_size or self.world_size
        if world_size is None:
            raise FsdpcError("give world_size=N")
        lowered = self.lowered
        state_paths = set(lowered.state_paths) if lowered is not None else None
        if state is not None and not isinstance(state, dict):
            if lowered is None:
                raise FsdpcError("state as a pytree needs a program compiled from fsdpc.lower's result")
            leaves = lowered.flatten(state)
            state = {p: v for p, v in leaves.items() if p in state_paths}
            if batches is None:
                batches = {p: v for p, v in leaves.items() if p not in state_paths}
        if batches is not None and not isinstance(batches, dict):
            if lowered is None:
                raise FsdpcError("batches as a pytree need a program compiled from fsdpc.lower's result")
            flat = jax_leaves(batches)
            if len(flat) != len(lowered.arg_paths):
                raise FsdpcError(f"batches hold {len(flat)} leaves; the step takes {len(lowered.arg_paths)}")
            batches = {p: as_array(v) for p, v in zip(lowered.arg_paths, flat)
                       if p not in state_paths and v is not None}
        # Another entry (kwargs' entry=) has paths of its own, unknown here.
        if lowered is not None and kwargs.get("entry") is None:
            inputs = set(lowered.arg_paths) - state_paths
            _check_paths(state, state_paths, inputs, "state", "state slot",
                         "a per-step input: give it in batches")
            _check_paths(batches, inputs, state_paths, "batches", "per-step input",
                         "state: give it in state")
        if lowered is not None:
            state = lowered.as_traced(state) if state is not None else None
            batches = lowered.as_traced(batches) if batches is not None else None
        if checkpoint_dir is not None and lowered is not None:
            from .train import write_program_info

            write_program_info(os.fspath(checkpoint_dir), lowered)
        result = launch.run(self.executable, world_size=world_size, state=state, batches=batches,
                            steps=steps, threads=threads, timeout=timeout, callback=callback,
                            progress=progress, save_every=save_every, checkpoint_dir=checkpoint_dir,
                            resume=resume, check_finite=check_finite, **kwargs)
        if lowered is not None and lowered.in_tree is not None:
            result.args = lowered.unflatten(result.state)
            names = lowered.arg_names
            state_roots = {p.split(".", 1)[0] for p in lowered.state_paths}
            result.trees = {name: result.args[i] for i, name in enumerate(names) if name in state_roots}
        return result


def _check_paths(given: dict | None, expected: set[str], others: set[str], what: str,
                 kind: str, other_kind: str) -> None:
    """Every key of ``given`` (Compiled.run's ``state`` or ``batches``) is one
    of ``expected`` (paths of ``kind``): a misspelt path, or one of the other
    kind (``others``), would otherwise be dropped without a word."""
    import difflib

    for path in given or {}:
        if path in expected:
            continue
        if path in others:
            raise FsdpcError(f"{what}[{path!r}]: {path} is {other_kind}")
        close = difflib.get_close_matches(path, sorted(expected), n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        listed = sorted(expected)
        names = ", ".join(listed[:8]) + (f" and {len(listed) - 8} more" if len(listed) > 8 else "")
        raise FsdpcError(f"{what}[{path!r}]: the step has no {kind} {path}{hint}; its {kind}s: "
                         f"{names or 'none'}")


# -- option values ---------------------------------------------------------
# Every value is checked (or quoted) so that it stays one option of the
# space-separated ``key=value`` string MLIR parses: ``device="h100 policy=none"``
# must not change the policy.

def _int_option(name: str, value, minimum: int) -> int:
    """``value`` if it is an int (not a bool) in ``[minimum, 2**63-1]``."""
    what = "a positive integer" if minimum == 1 else f"an integer >= {minimum}"
    if isinstance(value, bool) or not isinstance(value, numbers.Integral) or value < minimum:
        raise FsdpcError(f"{name} must be {what}, not {value!r}")
    if value > INT64_MAX:
        raise FsdpcError(f"{name} must be at most 2**63-1, not {value!r}")
    return int(value)


def memory_budget_bytes(value) -> int:
    """``memory_budget`` (bytes, or a string like ``"40GiB"``, ``"512 MiB"``,
    ``"1.5GB"``, ``"1e9"``) as a number of bytes; FsdpcError unless it is a
    positive size of at most 2**63-1 bytes."""
    return _memory_budget(value)[0]


def _memory_budget(value) -> tuple[int, str]:
    """(bytes, the memory-budget option text fsdp-opt reads as that many bytes)."""
    def bad(why: str) -> FsdpcError:
        return FsdpcError(f"memory_budget {why}, not {value!r}")

    text = None
    if isinstance(value, bool) or not isinstance(value, (numbers.Real, str)):
        raise bad("must be a number of bytes or a size like '40GiB'")
    if isinstance(value, numbers.Integral):
        exact = Fraction(int(value))
    elif isinstance(value, numbers.Real):
        if not math.isfinite(value):
            raise bad("must be a finite size")
        exact = Fraction(value)
    else:
        match = _SIZE.fullmatch(value)
        unit = match.group(3).lower() if match else ""
        if match is None or unit and unit not in _BYTE_UNITS:
            raise bad("is not a size (bytes, or a number with a unit: "
                      + ", ".join(u for u, _ in _BYTE_UNITS.values()) + "; e.g. '40GiB', '1.5GB', '1e9')")
        sign, number, _ = match.groups()
        unit, factor = _BYTE_UNITS.get(unit, ("", 1))
        exact = Fraction(number) * factor * (-1 if sign == "-" else 1)
        # "40 GiB" -> "40GiB": fsdp-opt reads an integer with a unit exactly;
        # anything else (1.5GB, 1e9) is passed as the integer number of bytes.
        if number.isdigit() and unit:
            text = f"{int(number)}{unit}"
    if exact <= 0:
        raise bad("must be positive")
    nbytes = math.floor(exact)
    if nbytes == 0:
        raise bad("is less than one byte")
    if nbytes > INT64_MAX:
        raise bad("is more than 2**63-1 bytes")
    return nbytes, text or str(nbytes)


def _quoted(name: str, value) -> str:
    """A file path as one option value: quoted when it holds a space, a quote,
    a brace or '=' (MLIR strips one pair of enclosing "..." or '...')."""
    if isinstance(value, os.PathLike):
        value = os.fspath(value)
    if not isinstance(value, str):
        raise FsdpcError(f"{name} must be a path (str or os.PathLike), not {value!r}")
    if not value:
        raise FsdpcError(f"{name} path must not be empty")
    if any(ord(c) < 32 or ord(c) == 127 for c in value):
        raise FsdpcError(f"{name} path {value!r} contains a control character")
    if value != value.strip():
        raise FsdpcError(f"{name} path {value!r} starts or ends with whitespace, which "
                         "fsdp-opt's option parser strips")
    if not any(c in value for c in " \"'{}="):
        return value
    if '"' not in value:
        return f'"{value}"'
    if "'" not in value:
        return f"'{value}'"
    raise FsdpcError(f"{name} path {value!r} contains both kinds of quote; "
                     "fsdp-opt's option parser cannot take it")


def _device_option(device) -> str:
    if isinstance(device, os.PathLike):
        device = os.fspath(device)
    if not isinstance(device, str):
        raise FsdpcError(f"device must be a preset name or a path to a .json file, not {device!r}")
    if device.endswith(".json"):
        return _quoted("device", device)
    if not _PRESET_NAME.fullmatch(device):
        raise FsdpcError(f"device must be a preset name ({', '.join(_DEVICE_PRESETS)}) or a path "
                         f"to a .json file, not {device!r}")
    return device


def parse_mesh(text: str) -> dict[str, int]:
    """``"replica=2,shard=4"`` as ``{"replica": 2, "shard": 4}``."""
    mesh = {}
    for entry in text.split(","):
        axis, _, size = entry.strip().partition("=")
        if not axis or not size.isdigit():
            raise FsdpcError(f"mesh entry {entry!r} is not axis=size")
        check_axis_name(axis)
        if axis in mesh:
            raise FsdpcError(f"mesh axis {axis!r} is given twice in {text!r}")
        mesh[axis] = int(size)
    return mesh


def _mesh_option(mesh: Mapping[str, int]) -> str:
    if not isinstance(mesh, Mapping) or not mesh:
        raise FsdpcError(f"mesh must be a non-empty mapping axis -> size or 'axis=size,...', not {mesh!r}")
    entries = []
    for axis, size in mesh.items():
        check_axis_name(axis)
        if (not isinstance(size, numbers.Integral) or isinstance(size, bool)
                or not 1 <= size <= INT64_MAX):
            raise FsdpcError(f"mesh axis {axis!r} needs a positive integer size, not {size!r}")
        entries.append(f"{axis}={int(size)}")
    return ",".join(entries)


def partition_options(*, world_size: int | None = None, mesh: Mapping[str, int] | str | None = None,
                      param_dtype: str | None = None, reduce_dtype: str | None = None) -> str:
    """The ``--fsdp-partition`` option string for these settings; ``mesh`` is
    a mapping or ``"axis=size,..."``."""
    if isinstance(mesh, str):
        mesh = parse_mesh(mesh)
    if (world_size is None) == (mesh is None):
        raise FsdpcError("give exactly one of world_size=N (a 1-D mesh) or mesh={axis: size}")
    parts = []
    if world_size is not None:
        parts.append(f"world-size={_int_option('world_size', world_size, 1)}")
    else:
        parts.append(f"mesh={_mesh_option(mesh)}")
    for name, value in (("param-dtype", param_dtype), ("reduce-dtype", reduce_dtype)):
        if value is None:
            continue
        if not isinstance(value, str) or value not in _DTYPES:
            raise FsdpcError(f"{name.replace('-', '_')} must be one of {', '.join(_DTYPES)}, not {value!r}")
        parts.append(f"{name}={value}")
    return " ".join(parts)


def _check_choice(name: str, value, choices: tuple[str, ...]) -> None:
    """Raises unless ``value`` is one of the strings ``choices``."""
    if not isinstance(value, str) or value not in choices:
        raise FsdpcError(f"{name} must be one of {', '.join(choices)}, not {value!r}")


def pipeline_options(*, world_size: int | None = None, mesh: Mapping[str, int] | str | None = None,
                     param_dtype: str | None = None, reduce_dtype: str | None = None,
                     memory_budget: int | str | None = None, policy: str = "auto",
                     device: str | None = None, bucket_bytes: int | None = None,
                     report: str | None = None, trace: str | None = None,
                     row_kernels: bool = True, excess_precision: bool = True,
                     horizontal_fusion: bool = True, updates_in_backward: bool = True,
                     collective_messages: str = "auto") -> str:
    """The ``--fsdp-pipeline`` option string for these settings."""
    parts = [partition_options(world_size=world_size, mesh=mesh, param_dtype=param_dtype,
                               reduce_dtype=reduce_dtype)]
    _check_choice("policy", policy, _POLICIES)
    parts.append(f"policy={policy}")
    if memory_budget is not None:
        parts.append(f"memory-budget={_memory_budget(memory_budget)[1]}")
    if device is not None:
        parts.append(f"device={_device_option(device)}")
    if bucket_bytes is not None:
        parts.append(f"bucket-bytes={_int_option('bucket_bytes', bucket_bytes, 0)}")
    _check_choice("collective_messages", collective_messages, _MESSAGE_FORMS)
    if collective_messages != "auto":
        parts.append(f"collective-messages={collective_messages}")
    for name, value, option in (("row_kernels", row_kernels, "row-kernels"),
                                ("excess_precision", excess_precision, "excess-precision"),
                                ("horizontal_fusion", horizontal_fusion, "horizontal-fusion"),
                                ("updates_in_backward", updates_in_backward,
                                 "updates-in-backward")):
        if not isinstance(value, bool):
            raise FsdpcError(f"{name} must be True or False, not {value!r}")
        if not value:
            parts.append(f"{option}=false")
    for name, path in (("report", report), ("trace", trace)):
        if path is not None:
            parts.append(f"{name}={_quoted(name, path)}")
    return " ".join(parts)


def _with_state_of(extra: Lowered, step: Lowered) -> Lowered:
    """``extra`` whose arguments that are the step's state (by path) carry the
    step's units, so that fsdp-translate makes them the same state slots."""
    units = {a.leaf.path: a.unit for a in step.args if a.unit is not None}
    state = set(step.updates.values())
    missing = [p for p in state if p not in {a.leaf.path for a in extra.args}]
    if missing:
        raise FsdpcError(f"an extra entry must take the step's state arguments; it lacks {missing[0]}")
    copy = copy_module.copy(extra)
    copy.args = [dataclasses.replace(a, unit=units.get(a.leaf.path, a.unit or a.leaf.path))
                 if a.leaf.path in state else a for a in extra.args]
    return copy


def _module_text(lowered, entries) -> str:
    """One module: the step, and each extra entry (``name -> Lowered``, e.g.
    an eval step) as a function of that name on the same mesh."""
    if not entries:
        return lowered if isinstance(lowered, str) else lowered.text
    if isinstance(lowered, str):
        raise FsdpcError("entries= needs the step as a Lowered, not text")
    lines = ["module {", f"  fsdp.mesh @mesh = {lowered.mesh.to_mlir()}"]
    lines += lowered.func_lines()
    for name, extra in entries.items():
        if not isinstance(extra, Lowered):
            raise FsdpcError(f"entries[{name!r}] must be a Lowered (fsdpc.lower's result), not {extra!r}")
        if name == lowered.func_name or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_$.]*", name):
            raise FsdpcError(f"entries: {name!r} is not a new function name")
        if extra.mesh.to_mlir() != lowered.mesh.to_mlir():
            raise FsdpcError(f"entries[{name!r}] is lowered on mesh {extra.mesh.to_mlir()}, "
                             f"the step on {lowered.mesh.to_mlir()}")
        lines += _with_state_of(extra, lowered).func_lines(name=name)
    lines.append("}")
    return "\n".join(lines) + "\n"


def compile(lowered: Lowered | str, *, world_size: int | None = None,
            mesh: Mapping[str, int] | str | None = None, param_dtype: str | None = None,
            reduce_dtype: str | None = None, memory_budget: int | str | None = None,
            policy: str = "auto", device: str | None = None, bucket_bytes: int | None = None,
            row_kernels: bool = True, excess_precision: bool = True,
            horizontal_fusion: bool = True, updates_in_backward: bool = True,
            collective_messages: str = "auto", trace: str | bool = False, schedule: bool = True,
            executable: str | os.PathLike | bool = False,
            entries: Mapping[str, Lowered] | None = None,
            target: str = "cpu", gpu_arch: str | None = None,
            gpu_index_bits: int | None = None, gpu_division: str | None = None,
            gpu_exp: str | None = None,
            cache_dir: str | os.PathLike | None = None) -> Compiled:
    """Compile ``lowered`` for ``world_size`` ranks (or a named ``mesh``).

    With ``schedule`` (the default) this runs ``fsdp-pipeline``: partition,
    make every reduction across ranks exact on every communicator, bucket,
    form the kernels (on a GPU device a softmax's or a norm's passes over
    its rows as one row kernel; ``row_kernels=False`` keeps a kernel per
    reduction; on a GPU device a kernel's bf16/f16 intermediates stay in f32
    between its ops, rounded where it stores, as Inductor's kernels compute
    them, but for what comparisons and integer conversions read;
    ``excess_precision=False`` rounds after every op; where a launch costs
    more than their work, independent elementwise kernels over the same
    loops run as one, as foreach optimizers do: ``horizontal_fusion=False``
    keeps each; under ``policy="auto"`` the step is also scheduled with
    each unit's optimizer update run during backward, a unit after its
    gradient is ready, while later gradients are reduced, and that order is
    kept where it is predicted faster (the report's
    ``updates_in_backward``, and ``updates_in_backward_search``: whether
    that order was searched or the traced pick was at its lower bound
    already; ``updates_in_backward=False`` keeps the traced order); a
    bucket whose members are large is sent as one message per member,
    received in place with no staging buffer, where the cost model
    predicts that no slower, and where the budget keeps the fastest
    schedule out, wherever that lets a faster one fit (the report's
    ``per_member_for_memory`` counts those): ``collective_messages="packed"``
    or ``"per-member"`` forces a form), schedule under
    ``policy`` within ``memory_budget`` (bytes or a string like
    ``"40GiB"``; default: the device's memory) on ``device``
    (``h100``, ``h200``, ``cpu`` or a JSON file), plan memory; the result
    carries the schedule report and, with ``trace=True`` (a temporary file, the
    caller's to remove) or
    ``trace=PATH``, the path of a Chrome/Perfetto trace. ``schedule=False``
    only partitions. ``executable=PATH`` (or ``True``: a temporary file)
    also runs ``fsdp-translate`` and writes the runtime's executable
    (``fsdp-run`` runs it); ``target="cuda"`` compiles its kernels to PTX for
    ``gpu_arch`` (default ``sm_90``) instead of a host shared object
    (docs/runtime.md, "GPU kernels"), with 32-bit index arithmetic where
    every buffer fits in int32 (``gpu_index_bits=64`` keeps 64), and float
    divisions as PTX's ``div.full.f32``, within 2 ulp as XLA:GPU's and
    Triton's (``gpu_division="ieee"``: correctly rounded, slower), and f32
    exponentials as libdevice's ``__nv_expf``, within 2 ulp as XLA:GPU's
    (``gpu_exp="fast"``: PTX's ``ex2.approx.f32`` of ``x * log2(e)``, as
    Triton's ``tl.exp``, within ``2 + |1.173 x|`` ulp; the report still
    prices the accurate one). Every
    option is checked before ``fsdp-opt`` runs (an :class:`fsdpc.FsdpcError`
    naming the parameter); paths with spaces or quotes are quoted for MLIR's
    option parser. ``fsdp-opt``'s diagnostics surface as
    :class:`fsdpc.ToolError`. ``cache_dir`` (default ``$FSDPC_CACHE_DIR``,
    unset: no cache) keeps each scheduled compile's result under the hash of
    its program, options and tool builds, and a later compile of the same
    copies it (``Compiled.cached``; fsdpc/compile_cache.py).
    """
    text = _module_text(lowered, entries)
    if not schedule:
        options = partition_options(world_size=world_size, mesh=mesh, param_dtype=param_dtype,
                                    reduce_dtype=reduce_dtype)
        out = tools.run(tools.fsdp_opt(), [f"--fsdp-partition={options}"], stdin=text)
        return Compiled(text=out, options=options, world_size=_ranks(world_size, mesh),
                        lowered=None if isinstance(lowered, str) else lowered)
    if isinstance(trace, os.PathLike):
        trace = os.fspath(trace)
    if trace is False or trace == "":
        trace = None
    settings = dict(world_size=world_size, mesh=mesh, param_dtype=param_dtype,
                    reduce_dtype=reduce_dtype, memory_budget=memory_budget, policy=policy,
                    device=device, bucket_bytes=bucket_bytes, row_kernels=row_kernels,
                    excess_precision=excess_precision, horizontal_fusion=horizontal_fusion,
                    updates_in_backward=updates_in_backward,
                    collective_messages=collective_messages)
    # Check every option before creating anything.
    pipeline_options(**settings, trace=None if trace is True else trace)
    translate_flags = translate_options(target=target, gpu_arch=gpu_arch,
                                        gpu_index_bits=gpu_index_bits,
                                        gpu_division=gpu_division, gpu_exp=gpu_exp)
    # What the caller asked for as a temporary file outlives this call; the
    # report and the scheduled program are scratch, removed with their folder.
    owned = []
    try:
        trace_path = _temporary_file("trace", ".json", owned) if trace is True else trace
        exe_path = None
        if executable:
            exe_path = (_temporary_file("step", ".fsdpx", owned) if executable is True
                        else os.fspath(executable))
        # As the caller can run it again: without the scratch report.
        options = pipeline_options(**settings, trace=trace_path)
        files = ("step.fsdpx",) * bool(exe_path) + ("trace.json",) * bool(trace_path)
        used = [tools.fsdp_opt()] + [tools.fsdp_tool("fsdp-translate")] * bool(exe_path)
        cache = compile_cache.lookup(
            cache_dir, [text, pipeline_options(**settings), " ".join(translate_flags), *files],
            used, files, device, target if exe_path else None)
        if cache.entry is not None:
            if exe_path:
                cache.entry.copy_file("step.fsdpx", exe_path)
            if trace_path:
                cache.entry.copy_file("trace.json", trace_path)
            cache.entry.raise_warnings()
            return Compiled(text=cache.entry.program, options=options, report=cache.entry.report,
                            trace_path=trace_path, executable=exe_path,
                            world_size=_ranks(world_size, mesh), cached=True,
                            lowered=None if isinstance(lowered, str) else lowered)
        out, parsed, caught = _schedule(text, settings, trace_path, exe_path, translate_flags)
        cache.store(out, parsed, caught, {"step.fsdpx": exe_path, "trace.json": trace_path})
    except BaseException:
        for path in owned:
            with contextlib.suppress(OSError):
                os.remove(path)
        raise
    return Compiled(text=out, options=options, report=parsed, trace_path=trace_path,
                    executable=exe_path, world_size=_ranks(world_size, mesh),
                    lowered=None if isinstance(lowered, str) else lowered)


def _schedule(text: str, settings: dict, trace_path: str | None, exe_path: str | None,
              translate_flags: list[str]) -> tuple[str, dict, list]:
    """fsdp-opt's pipeline on ``text`` (and fsdp-translate into ``exe_path``):
    the per-rank program, the report and the warnings the tools raised
    (raised, and returned for the cache)."""
    caught: list[warnings.WarningMessage] = []
    try:
        with tempfile.TemporaryDirectory(prefix="fsdpc-") as scratch, \
                warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            report = os.path.join(scratch, "report.json")
            # The executable names its inputs by the locations the frontend wrote.
            flags = ["--mlir-print-debuginfo"] if exe_path else []
            with_report = pipeline_options(**settings, report=report, trace=trace_path)
            out = tools.run(tools.fsdp_opt(), [f"--fsdp-pipeline={with_report}", *flags],
                            stdin=text)
            with open(report) as f:
                parsed = json.load(f)
            if exe_path:
                program = os.path.join(scratch, "scheduled.mlir")
                with open(program, "w") as f:
                    f.write(out)
                tools.run(tools.fsdp_tool("fsdp-translate"),
                          [program, "-o", exe_path, *translate_flags])
    finally:
        for w in caught:
            warnings.warn_explicit(w.message, w.category, w.filename, w.lineno)
    return out, parsed, caught


TARGETS = ("cpu", "cuda")


GPU_DIVISIONS = ("full", "ieee")


GPU_EXPS = ("accurate", "fast")


def _check_gpu_choice(name: str, value: str | None, choices: tuple[str, ...],
                      target: str) -> None:
    """Raises unless ``value`` of the target='cuda' option ``name`` is unset
    or one of ``choices``."""
    if value is not None and target != "cuda":
        raise FsdpcError(f"{name} needs target='cuda'")
    if value is not None:
        _check_choice(name, value, choices)


def _temporary_file(what: str, suffix: str, owned: list[str]) -> str:
    """A new empty file ``fsdpc-WHAT-*SUFFIX`` in the temporary folder, added
    to ``owned`` (removed again if the compile fails)."""
    fd, path = tempfile.mkstemp(prefix=f"fsdpc-{what}-", suffix=suffix)
    os.close(fd)
    owned.append(path)
    return path


def translate_options(*, target: str = "cpu", gpu_arch: str | None = None,
                      gpu_index_bits: int | None = None,
                      gpu_division: str | None = None,
                      gpu_exp: str | None = None) -> list[str]:
    """fsdp-translate's flags for the device the kernels are compiled for."""
    _check_choice("target", target, TARGETS)
    if gpu_arch is not None and target != "cuda":
        raise FsdpcError("gpu_arch needs target='cuda'")
    if gpu_arch is not None and not re.fullmatch(r"sm_[0-9]+a?", str(gpu_arch)):
        raise FsdpcError(f"gpu_arch must look like sm_90, not {gpu_arch!r}")
    if gpu_index_bits is not None and target != "cuda":
        raise FsdpcError("gpu_index_bits needs target='cuda'")
    if gpu_index_bits not in (None, 64):
        raise FsdpcError(f"gpu_index_bits must be None (32 bits where everything fits) or 64, "
                         f"not {gpu_index_bits!r}")
    _check_gpu_choice("gpu_division", gpu_division, GPU_DIVISIONS, target)
    _check_gpu_choice("gpu_exp", gpu_exp, GPU_EXPS, target)
    flags = [f"--target={target}"]
    if gpu_arch is not None:
        flags.append(f"--gpu-arch={gpu_arch}")
    if gpu_index_bits is not None:
        flags.append(f"--gpu-index-bits={gpu_index_bits}")
    if gpu_division is not None:
        flags.append(f"--gpu-division={gpu_division}")
    if gpu_exp is not None:
        flags.append(f"--gpu-exp={gpu_exp}")
    return flags


def _ranks(world_size, mesh) -> int | None:
    if world_size is not None:
        return int(world_size)
    if isinstance(mesh, str):
        mesh = parse_mesh(mesh)
    return math.prod(int(v) for v in mesh.values()) if mesh else None
