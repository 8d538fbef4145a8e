"""Run emitted functions with mlir-opt + mlir-runner on concrete inputs.

Several functions can be checked by one mlir-runner process: they are linked
into one module whose ``main`` calls each on constant inputs and prints every
result, converted to f64, through a small C helper at full precision.
"""

from __future__ import annotations

import functools
import os
import subprocess
import tempfile
from collections.abc import Sequence
from importlib import resources

import numpy as np

from .. import tools
from ..api import Lowered
from ..emit.builder import identity_map
from ..emit.types import TensorType, dense_literal, is_float, is_unsigned
from ..errors import FsdpcError

# Upstream MLIR 22 lowering of linalg-on-tensors to LLVM for the CPU runner.
# math-to-llvm first (it expands rsqrt, log1p, ...); what it leaves (tanh,
# erf, ...) becomes libm calls.  bf16 arithmetic never reaches LLVM: the
# emitter computes in f32 (see emit/types.compute_dtype).
PIPELINE = [
    "--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map",
    "--convert-linalg-to-loops",
    "--expand-strided-metadata",
    "--lower-affine",
    "--convert-scf-to-cf",
    "--convert-math-to-llvm",
    "--convert-math-to-libm",
    "--arith-expand",
    "--convert-to-llvm",
    "--reconcile-unrealized-casts",
]

_PRINT = "fsdpc_print_f64"


@functools.cache
def _print_helper() -> str:
    """Compile the printing helper once per process."""
    src = resources.files(__package__).joinpath("print_memref.c").read_text()
    out_dir = tempfile.mkdtemp(prefix="fsdpc-testing-")
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


def harness(cases: Sequence[tuple[Lowered, Sequence[np.ndarray]]]) -> str:
    """A module holding each case's function and a ``main`` that runs them."""
    counter = iter(range(1 << 30))
    names = lambda: f"%h{next(counter)}"  # noqa: E731
    funcs, main = [], []
    for c, (lowered, inputs) in enumerate(cases):
        fname = f"case{c}"
        funcs += lowered.func_lines(name=fname, annotate=False, locations=False)
        if len(inputs) != len(lowered.args):
            raise FsdpcError(f"case {c}: {len(inputs)} inputs for {len(lowered.args)} arguments")
        args = []
        for x, a in zip(inputs, lowered.args):
            x = np.asarray(x, dtype=a.leaf.type.dtype).reshape(a.leaf.type.shape)
            n = names()
            main.append(f"    {n} = arith.constant {dense_literal(x)} : {a.leaf.type}")
            args.append(n)
        res_types = [r.leaf.type for r in lowered.results]
        if not res_types:
            continue
        call = names()
        lhs = call if len(res_types) == 1 else f"{call}:{len(res_types)}"
        main.append(f"    {lhs} = func.call @{fname}({', '.join(args)}) : "
                    f"({', '.join(str(a.leaf.type) for a in lowered.args)}) -> ({', '.join(map(str, res_types))})")
        for k, t in enumerate(res_types):
            v = call if len(res_types) == 1 else f"{call}#{k}"
            lines, r, ft = _to_f64(names, v, t)
            main += lines
            buf, unranked = names(), names()
            mem = "memref<" + "".join(f"{d}x" for d in t.shape) + "f64>"
            main.append(f"    {buf} = bufferization.to_buffer {r} : {ft} to {mem}")
            main.append(f"    {unranked} = memref.cast {buf} : {mem} to memref<*xf64>")
            main.append(f"    func.call @{_PRINT}({unranked}) : (memref<*xf64>) -> ()")
    return "\n".join([
        "module {",
        *funcs,
        f"  func.func private @{_PRINT}(memref<*xf64>) attributes {{llvm.emit_c_interface}}",
        "  func.func @main() {",
        *main,
        "    return",
        "  }",
        "}",
    ]) + "\n"


def run_many(cases: Sequence[tuple[Lowered, Sequence[np.ndarray]]]) -> list[list[np.ndarray]]:
    """Run every (lowered step, inputs) case in one mlir-runner process."""
    module = harness(cases)
    llvm = tools.run(tools.llvm_tool("mlir-opt"), PIPELINE, stdin=module)
    out = tools.run(tools.llvm_tool("mlir-runner"),
                    ["-e", "main", "-entry-point-result=void",
                     # c_runner_utils provides memrefCopy for bufferization's copies.
                     f"-shared-libs={_print_helper()},{tools.llvm_lib_dir()}/libmlir_c_runner_utils.so"],
                    stdin=llvm)
    printed = [line.split()[2:] for line in out.splitlines() if line.startswith("R ")]
    results, it = [], iter(printed)
    for lowered, _ in cases:
        outs = []
        for r in lowered.results:
            t = r.leaf.type
            vals = np.array([float(v) for v in next(it)], dtype=np.float64)
            outs.append(vals.reshape(t.shape).astype(t.dtype))
        results.append(outs)
    return results


def run_lowered(lowered: Lowered, inputs: Sequence[np.ndarray]) -> list[np.ndarray]:
    return run_many([(lowered, inputs)])[0]


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
    mlir-runner on ``args`` and compare every result with JAX's."""
    import jax

    from ..api import lower
    from ..mesh import Mesh

    lower_options.setdefault("mesh", Mesh(("shard",)))
    lowered = lower(step, *args, **lower_options)
    got = run_lowered(lowered, jax.tree.leaves(args))
    want = jax.tree.leaves(step(*args))
    assert len(got) == len(want)
    for g, w, path in zip(got, want, lowered.out_paths):
        assert_close(g, np.asarray(w), rtol=rtol, atol_scale=atol_scale, what=path)
    return lowered
