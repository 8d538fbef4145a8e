"""Run emitted functions with mlir-opt + mlir-runner on concrete inputs.

Several functions can be checked by one mlir-runner process: they are linked
into one module whose ``main`` calls each on constant inputs and prints every
result, converted to f64, through a small C helper at full precision.
"""

from __future__ import annotations

import atexit
import dataclasses
import functools
import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import resources

import ml_dtypes
import numpy as np

from .. import tools
from ..api import Lowered
from ..compiler import partition_options
from ..emit.builder import identity_map
from ..emit.types import TensorType, dense_literal, is_float, is_unsigned
from ..errors import FsdpcError
from ..state import as_array

# Upstream MLIR 22 lowering of linalg-on-tensors to LLVM for the CPU runner.
# math-to-llvm first (it expands rsqrt, ctpop, ...; math-to-libm would turn
# those into calls libm lacks); what it leaves (tanh, erf, ...) becomes libm
# calls. log1p is left to libm's log1pf: math-to-llvm's log(1 + x) loses a
# tiny x and the sign of -0.0, which fsdp-translate's kernels (MLIR's
# polynomial approximation) and XLA keep. expm1 has no such option (it
# would be exp(x) - 1, which loses a tiny x too), and math-to-libm cannot be
# limited to one op: the harness calls libm's expm1f/expm1 itself
# (_expm1_through_libm).
# No arith-expand: its maximumf/minimumf give the second of equal operands
# (max(+0.0, -0.0) = -0.0), where convert-to-llvm's llvm.maximum/minimum
# order -0 below +0 as XLA and fsdp-translate's kernels
# (translate/lib/ExactMinMax.cpp) do.
# bf16 arithmetic never reaches LLVM: the emitter computes in f32 (see
# emit/types.compute_dtype).
PIPELINE = [
    "--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map",
    "--convert-linalg-to-loops",
    "--expand-strided-metadata",
    "--lower-affine",
    "--convert-scf-to-cf",
    "--convert-math-to-llvm=approximate-log1p=false",
    "--convert-math-to-libm",
    "--convert-to-llvm",
    "--reconcile-unrealized-casts",
]

_PRINT = "fsdpc_print_f64"


@functools.cache
def _print_helper() -> str:
    """Compile the printing helper once per process."""
    src = resources.files(__package__).joinpath("print_memref.c").read_text()
    out_dir = tempfile.mkdtemp(prefix="fsdpc-testing-")
    atexit.register(shutil.rmtree, out_dir, ignore_errors=True)
    c_file, so_file = os.path.join(out_dir, "print_memref.c"), os.path.join(out_dir, "libfsdpc_print.so")
    with open(c_file, "w") as f:
        f.write(src)
    cc = os.environ.get("CC", "cc")
    proc = subprocess.run([cc, "-shared", "-fPIC", "-O2", "-o", so_file, c_file], capture_output=True, text=True)
    if proc.returncode != 0:
        raise FsdpcError(f"compiling the print helper with {cc} failed:\n{proc.stderr}")
    return so_file


def _to_f64(names, v_name: str, t: TensorType):
    """Lines converting tensor ``v_name`` of type ``t`` to f64 (what the
    printer takes; exact for every type fsdpc emits)."""
    el = t.element
    if el == "f64":
        conv = []
    elif is_float(t.dtype):
        conv = [f"      %y = arith.extf %x : {el} to f64"]
    elif t.dtype == np.bool_ or is_unsigned(t.dtype):
        conv = [f"      %y = arith.uitofp %x : {el} to f64"]
    else:
        conv = [f"      %y = arith.sitofp %x : {el} to f64"]
    out = TensorType(t.shape, np.dtype(np.float64))
    ident = identity_map(t.rank)
    iters = ", ".join(['"parallel"'] * t.rank)
    e, r = names(), names()
    lines = [
        f"    {e} = tensor.empty() : {out}",
        f"    {r} = linalg.generic {{indexing_maps = [{ident}, {ident}], iterator_types = [{iters}]}} "
        f"ins({v_name} : {t}) outs({e} : {out}) {{",
        f"    ^bb0(%x: {el}, %o: f64):",
        *conv,
        f"      linalg.yield {'%y' if conv else '%x'} : f64",
        f"    }} -> {out}",
    ]
    return lines, r, out


@dataclass(frozen=True)
class _Case:
    """One function to run: its text (named ``name``), signature and inputs."""

    name: str
    lines: list[str]
    arg_types: list[TensorType]
    result_types: list[TensorType]
    inputs: Sequence[np.ndarray]


def _lowered_case(c: int, lowered: Lowered, inputs: Sequence[np.ndarray]) -> _Case:
    name = f"case{c}"
    return _Case(name, lowered.func_lines(name=name, annotate=False, locations=False),
                 [a.leaf.type for a in lowered.args], [r.leaf.type for r in lowered.results], inputs)


def _main_lines(cases: Sequence[_Case]) -> tuple[list[str], list[str]]:
    """The functions and the body of a ``main`` that calls each on constants
    and prints every result."""
    counter = iter(range(1 << 30))
    names = lambda: f"%h{next(counter)}"  # noqa: E731
    funcs, main = [], []
    for c, case in enumerate(cases):
        funcs += case.lines
        if len(case.inputs) != len(case.arg_types):
            raise FsdpcError(f"case {c}: {len(case.inputs)} inputs for {len(case.arg_types)} arguments")
        args = []
        for x, t in zip(case.inputs, case.arg_types):
            x = np.asarray(as_array(x), dtype=t.dtype).reshape(t.shape)
            n = names()
            main.append(f"    {n} = arith.constant {dense_literal(x)} : {t}")
            args.append(n)
        res_types = case.result_types
        if not res_types:
            continue
        call = names()
        lhs = call if len(res_types) == 1 else f"{call}:{len(res_types)}"
        main.append(f"    {lhs} = func.call @{case.name}({', '.join(args)}) : "
                    f"({', '.join(map(str, case.arg_types))}) -> ({', '.join(map(str, res_types))})")
        for k, t in enumerate(res_types):
            v = call if len(res_types) == 1 else f"{call}#{k}"
            lines, r, ft = _to_f64(names, v, t)
            main += lines
            buf, unranked = names(), names()
            mem = "memref<" + "".join(f"{d}x" for d in t.shape) + "f64>"
            main.append(f"    {buf} = bufferization.to_buffer {r} : {ft} to {mem}")
            main.append(f"    {unranked} = memref.cast {buf} : {mem} to memref<*xf64>")
            main.append(f"    func.call @{_PRINT}({unranked}) : (memref<*xf64>) -> ()")
    return funcs, main


_EXPM1 = re.compile(r"math\.expm1 (%[\w.$#-]+) : (f32|f64)")
_LIBM_EXPM1 = {"f32": "expm1f", "f64": "expm1"}


def _expm1_through_libm(lines: list[str]) -> tuple[list[str], list[str]]:
    """``lines`` with each ``math.expm1`` a call of libm's, and the
    declarations of the functions called."""
    used = set()

    def call(match):
        used.add(match.group(2))
        return f"func.call @{_LIBM_EXPM1[match.group(2)]}({match.group(1)}) : ({match.group(2)}) -> {match.group(2)}"
    lines = [_EXPM1.sub(call, line) for line in lines]
    return lines, [f"  func.func private @{_LIBM_EXPM1[t]}({t}) -> {t}" for t in sorted(used)]


def _harness(cases: Sequence[_Case]) -> str:
    funcs, main = _main_lines(cases)
    funcs, declarations = _expm1_through_libm(funcs)
    return "\n".join([
        "module {",
        *funcs,
        *declarations,
        f"  func.func private @{_PRINT}(memref<*xf64>) attributes {{llvm.emit_c_interface}}",
        "  func.func @main() {",
        *main,
        "    return",
        "  }",
        "}",
    ]) + "\n"


def harness(cases: Sequence[tuple[Lowered, Sequence[np.ndarray]]]) -> str:
    """A module holding each case's function and a ``main`` that runs them."""
    return _harness([_lowered_case(c, lowered, inputs) for c, (lowered, inputs) in enumerate(cases)])


def _run_cases(cases: Sequence[_Case]) -> list[list[np.ndarray]]:
    """Run every case in one mlir-runner process."""
    module = _harness(cases)
    llvm = tools.run(tools.llvm_tool("mlir-opt"), PIPELINE, stdin=module)
    out = tools.run(tools.llvm_tool("mlir-runner"),
                    ["-e", "main", "-entry-point-result=void",
                     # c_runner_utils provides memrefCopy for bufferization's copies.
                     f"-shared-libs={_print_helper()},{tools.llvm_lib_dir()}/libmlir_c_runner_utils.so"],
                    stdin=llvm)
    printed = [line.split()[2:] for line in out.splitlines() if line.startswith("R ")]
    results, it = [], iter(printed)
    for case in cases:
        outs = []
        for t in case.result_types:
            vals = np.array([float(v) for v in next(it)], dtype=np.float64)
            outs.append(vals.reshape(t.shape).astype(t.dtype))
        results.append(outs)
    return results


def run_many(cases: Sequence[tuple[Lowered, Sequence[np.ndarray]]]) -> list[list[np.ndarray]]:
    """Run every (lowered step, inputs) case in one mlir-runner process."""
    return _run_cases([_lowered_case(c, lowered, inputs) for c, (lowered, inputs) in enumerate(cases)])


def run_lowered(lowered: Lowered, inputs: Sequence[np.ndarray]) -> list[np.ndarray]:
    return run_many([(lowered, inputs)])[0]


# -- programs that go through fsdp-opt first ---------------------------------

_DTYPES = {
    "f32": np.float32, "f64": np.float64, "f16": np.float16, "bf16": ml_dtypes.bfloat16,
    "i1": np.bool_, "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
}


def _parse_tensor_type(text: str) -> TensorType:
    m = re.fullmatch(r"tensor<((?:\d+x)*)(\w+)>", text.strip())
    if not m or m.group(2) not in _DTYPES:
        raise FsdpcError(f"the harness runs functions on static tensors of {sorted(_DTYPES)}, not {text!r}")
    shape = tuple(int(d) for d in m.group(1).split("x") if d)
    return TensorType(shape, np.dtype(_DTYPES[m.group(2)]))


def _split_top_level(text: str) -> list[str]:
    """Split at the commas outside any <>, (), [] or {}."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "<([{":
            depth += 1
        elif ch in ">)]}":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    if text[start:].strip():
        parts.append(text[start:])
    return parts


def _strip_attrs(entry: str) -> str:
    """``tensor<4xf32> {attrs} loc(...)`` -> ``tensor<4xf32>``."""
    depth = 0
    for i, ch in enumerate(entry):
        if ch in "<([{":
            depth += 1
        elif ch in ">)]}":
            depth -= 1
        elif ch.isspace() and depth == 0 and entry[:i].strip():
            return entry[:i].strip()
    return entry.strip()


def _signature(module: str, name: str) -> tuple[list[TensorType], list[TensorType]]:
    """Argument and result types of ``func.func @name`` in printed MLIR."""
    m = re.search(rf"func\.func (?:\w+ )?@{re.escape(name)}\(", module)
    if not m:
        raise FsdpcError(f"no func.func @{name} in:\n{module}")
    depth, i = 1, m.end()
    while depth:
        depth += {"(": 1, ")": -1}.get(module[i], 0)
        i += 1
    params = module[m.end():i - 1]
    arg_types = [_parse_tensor_type(_strip_attrs(p.split(":", 1)[1])) for p in _split_top_level(params)]
    rest = module[i:].lstrip()
    result_types: list[TensorType] = []
    if rest.startswith("->"):
        rest = rest[2:].lstrip()
        if rest.startswith("("):
            depth, j = 1, 1
            while depth:
                depth += {"(": 1, ")": -1}.get(rest[j], 0)
                j += 1
            entries = _split_top_level(rest[1:j - 1])
        else:
            entries = [_strip_attrs(rest)]
        result_types = [_parse_tensor_type(_strip_attrs(e)) for e in entries]
    return arg_types, result_types


def _text_case(c: int, module: str, func: str | None, inputs: Sequence[np.ndarray]) -> _Case:
    """A case from a whole module printed without aliases (--mlir-print-local-scope)."""
    lines = module.strip().splitlines()
    if not lines or not lines[0].startswith("module") or lines[-1].strip() != "}":
        raise FsdpcError(f"expected one printed module, got:\n{module}")
    body = "\n".join(lines[1:-1])
    if func is None:
        names = re.findall(r"func\.func @([\w$.-]+)\(", body)
        if len(names) != 1:
            raise FsdpcError(f"the module has functions {names}; say which one to run")
        func = names[0]
    name = f"case{c}"
    body = re.sub(rf"@{re.escape(func)}(?![\w$.-])", f"@{name}", body)
    arg_types, result_types = _signature(body, name)
    return _Case(name, body.splitlines(), arg_types, result_types, inputs)


_PRINT_FLAGS = ["--mlir-print-local-scope"]  # no #map aliases: cases are linked into one module


def run_with_fsdp_opt(text: str, passes: Sequence[str] | str, inputs: Sequence[np.ndarray],
                      func: str | None = None) -> list[np.ndarray]:
    """Run ``fsdp-opt`` with ``passes`` (e.g. ``["--fsdp-emulate-ranks"]``) on
    the module ``text``, then run function ``func`` of the result (default:
    its only function) on ``inputs`` with mlir-runner; returns its results."""
    passes = [passes] if isinstance(passes, str) else list(passes)
    module = tools.run(tools.fsdp_opt(), [*passes, *_PRINT_FLAGS], stdin=text)
    return _run_cases([_text_case(0, module, func, inputs)])[0]


def run_partitioned(lowered: Lowered, *inputs, world_size: int | None = None, mesh=None,
                    param_dtype: str | None = None, reduce_dtype: str | None = None,
                    then: Sequence[str] = ()) -> list[np.ndarray]:
    """Partition ``lowered`` with ``fsdp-opt --fsdp-partition`` (the options of
    :func:`fsdpc.compile`; without ``world_size`` or ``mesh`` the lowered mesh
    must be bound), emulate the ranks in one function
    (``--fsdp-emulate-ranks``) and run that like :func:`run_lowered`: on the
    whole inputs (given like the step's arguments, pytrees allowed), returning
    one whole array per result leaf. ``then`` lists fsdp-opt passes to run
    between partitioning and emulation (e.g. ``["--fsdp-bucket",
    "--fsdp-schedule=policy=auto"]``)."""
    import jax

    leaves = jax.tree.leaves(inputs)
    if len(leaves) != len(lowered.args):
        raise FsdpcError(f"{len(leaves)} inputs for {len(lowered.args)} arguments")
    if world_size is None and mesh is None:
        mesh = dict(lowered.mesh.axes)
        if any(size is None for size in mesh.values()):
            raise FsdpcError(f"mesh {lowered.mesh.to_mlir()} is not bound: pass world_size= or mesh=")
    options = partition_options(world_size=world_size, mesh=mesh, param_dtype=param_dtype,
                                reduce_dtype=reduce_dtype)
    flag = f"--fsdp-partition={options}"
    module = tools.run(tools.fsdp_opt(), [flag, *then, "--fsdp-emulate-ranks", *_PRINT_FLAGS],
                       stdin=lowered.as_text(annotate=True, locations=False))
    case = _text_case(0, module, lowered.func_name, leaves)
    want_args = [a.leaf.type for a in lowered.args]
    want_results = [r.leaf.type for r in lowered.results]
    if _signless(case.arg_types) != _signless(want_args) or _signless(case.result_types) != _signless(want_results):
        raise FsdpcError("the emulated program's signature differs from the step's: "
                         f"({case.arg_types}) -> ({case.result_types}), expected "
                         f"({want_args}) -> ({want_results})")
    # MLIR's integers are signless: the step's types say which are unsigned.
    return _run_cases([dataclasses.replace(case, arg_types=want_args, result_types=want_results)])[0]


def _signless(types: Sequence[TensorType]) -> list[TensorType]:
    return [TensorType(t.shape, np.dtype(f"int{t.dtype.itemsize * 8}")) if is_unsigned(t.dtype) else t
            for t in types]


def assert_close(actual, expected, rtol: float = 1e-5, atol_scale: float = 1e-6, what: str = "") -> None:
    """allclose with an absolute tolerance scaled to the reference's magnitude
    (XLA's and LLVM's transcendental approximations differ in the last bits,
    which matters for values near zero after cancellation)."""
    actual, expected = np.asarray(actual), np.asarray(expected)
    assert actual.shape == expected.shape, f"{what}: shape {actual.shape} != {expected.shape}"
    a, e = actual.astype(np.float64), expected.astype(np.float64)
    scale = float(np.max(np.abs(e[np.isfinite(e)]), initial=0.0))
    atol = atol_scale * max(scale, 1.0)
    np.testing.assert_allclose(a, e, rtol=rtol, atol=atol, equal_nan=True, err_msg=what)



def check_against_jax(step, *args, rtol: float = 1e-5, atol_scale: float = 1e-6, **lower_options) -> Lowered:
    """Lower ``step`` (unsharded unless options say otherwise), run it with
    mlir-runner on ``args`` and compare every result with ``jax.jit``'s (a
    compiled step, as users run it: XLA's eager dispatch differs in places,
    e.g. it does not saturate float-to-int conversions)."""
    import jax

    from ..api import lower
    from ..mesh import Mesh

    lower_options.setdefault("mesh", Mesh(("shard",)))
    lowered = lower(step, *args, **lower_options)
    got = run_lowered(lowered, jax.tree.leaves(args))
    want = jax.tree.leaves(jax.jit(step)(*args))
    assert len(got) == len(want)
    for g, w, path in zip(got, want, lowered.out_paths):
        assert_close(g, as_array(w), rtol=rtol, atol_scale=atol_scale, what=path)
    return lowered
