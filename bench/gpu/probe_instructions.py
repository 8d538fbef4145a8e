#!/usr/bin/env python3
"""How many SASS instructions the CUDA lowering issues per point for each
kind of scalar op, without a GPU: the figures passes/lib/CudaInstructions.cpp
prices elementwise and row kernels with on the GPU presets.

Writes one program of 1M-point elementwise kernels, each applying one op (or
none: a copy) to an f32 input, runs it through fsdp-opt's pipeline and
fsdp-translate --target cuda, and counts each kernel's fast path in SASS
(bench/gpu/sass_count.py, ptxas for sm_90) divided by its points per thread:

    python3 bench/gpu/probe_instructions.py [--build build]

An op's figure is its kernel's count less the one-add kernel's, plus one:
what the op adds to a kernel. Kernels summing 1, 2, 4 and 8 inputs give
what each element loaded or stored and each point cost beside the ops
(kCudaInstructionsPerAccess, kCudaInstructionsPerPoint).

Then three sets of probes are compared with the cost model itself
(`fsdp-opt --fsdp-test-op-costs`), a thread's SASS against the model's
count a thread, and what the model misses is fitted by least squares to
what it depends on: elementwise kernels over rows of 768 to 50264 points
with inputs read whole, per row or per column (a division of the thread's
index by a non-power-of-two extent, an input map unlike the output's, rows
cut into chunks: kCudaInstructionsPerIndexDivision,
kCudaInstructionsPerIndexMap, kCudaInstructionsPerChunkedRowThread); row
kernels of 1 to 3 reductions (kCudaInstructionsPerRowThread,
kCudaInstructionsPerBlockReduction); and bf16 chains whose adds and
multiplies LLVM narrows to bf16 instructions (isNarrowedToHalf). With the
model's figures in place the fits are near zero: they are the corrections
it still needs. Needs ptxas and cuobjdump (sass_count.py says where from).
Counts, not times."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import model_vs_sass  # noqa: E402
import sass_count  # noqa: E402

N = 1 << 20
# Each probe its own kernel: fsdp-horizontal-fusion would group the small
# ones that read the same input.
PIPELINE = "world-size=1 device=h200 horizontal-fusion=false"
OPS = {
    "copy": [],
    "addf": ["arith.addf %x, %c : f32"],
    "two addf": ["arith.addf %x, %c : f32", "arith.addf %v0, %c : f32"],
    "divf": ["arith.divf %c, %x : f32"],
    "math.exp": ["math.exp %x : f32"],
    "math.log": ["math.log %x : f32"],
    "math.tanh": ["math.tanh %x : f32"],
    "math.erf": ["math.erf %x : f32"],
    "math.rsqrt": ["math.rsqrt %x : f32"],
    "math.sqrt": ["math.sqrt %x : f32"],
    "math.powf": ["math.powf %x, %c : f32"],
    "math.exp2": ["math.exp2 %x : f32"],
    "math.expm1": ["math.expm1 %x : f32"],
    "math.log1p": ["math.log1p %x : f32"],
    "math.log2": ["math.log2 %x : f32"],
    "math.sin": ["math.sin %x : f32"],
    "math.cos": ["math.cos %x : f32"],
    "remf": ["arith.remf %x, %c : f32"],
}


# Kernels summing 1, 2, 4 and 8 inputs: what a load or store and a point
# cost beside the ops.
INPUTS = (1, 2, 4, 8)


def kernel(i: int, inputs: int, ops: list[str]) -> list[str]:
    tensor = f"tensor<{N}xf32>"
    args = ", ".join(f"%arg{j}" for j in range(inputs))
    maps = ", ".join(["affine_map<(d0) -> (d0)>"] * (inputs + 1))
    block = ", ".join(f"%x{j}: f32" for j in range(inputs))
    body = [f"    %v{j} = {op}" for j, op in enumerate(ops)]
    result = f"%v{len(ops) - 1}" if ops else "%x0"
    return [f"    %e{i} = tensor.empty() : {tensor}",
            f"    %r{i} = linalg.generic {{indexing_maps = [{maps}], "
            f"iterator_types = [\"parallel\"]}} ins({args} : {', '.join([tensor] * inputs)}) "
            f"outs(%e{i} : {tensor}) {{",
            f"  ^bb0({block}, %o: f32):", *body, f"    linalg.yield {result} : f32",
            f"  }} -> {tensor}"]


def sums(inputs: int) -> list[str]:
    if inputs == 1:
        return ["arith.addf %x0, %x0 : f32"]
    return [f"arith.addf {'%x0' if j == 1 else f'%v{j - 2}'}, %x{j} : f32"
            for j in range(1, inputs)]


def program() -> str:
    tensor = f"tensor<{N}xf32>"
    kernels = [(1, [op.replace("%x", "%x0") for op in ops]) for ops in OPS.values()]
    kernels += [(n, sums(n)) for n in INPUTS]
    lines = ['module {', '  fsdp.mesh @mesh = <["shard"=?]>',
             f"  func.func @train_step({', '.join(f'%arg{j}: {tensor}' for j in range(max(INPUTS)))})"
             f" -> ({', '.join([tensor] * len(kernels))}) {{",
             "    %c = arith.constant 1.5 : f32"]
    for i, (inputs, ops) in enumerate(kernels):
        lines += kernel(i, inputs, ops)
    lines += [f"    return {', '.join(f'%r{i}' for i in range(len(kernels)))} : "
              f"{', '.join([tensor] * len(kernels))}", "  }", "}"]
    return "\n".join(lines)


def _tensor(shape: list[int], dtype: str = "f32") -> str:
    return "tensor<" + "x".join(map(str, shape)) + f"x{dtype}>"


def _maps(rank: int, reads: list[tuple[int, ...]]) -> str:
    dims = ", ".join(f"d{d}" for d in range(rank))
    return ", ".join(f"affine_map<({dims}) -> ({', '.join(f'd{d}' for d in read)})>"
                     for read in reads)


# Elementwise kernels adding inputs read through the maps given (loop
# tuples; the output reads all loops): name, loop extents, input maps,
# divisions of a thread's index by a non-power-of-two extent (the row's, or
# its chunk count where blocks cut it), input maps unlike the output's.
INDEX_PROBES = [
    ("3d 1024 x + y", [8, 128, 1024], [(0, 1, 2)] * 2, 0, 0),
    ("3d 1024 x + b(d2)", [8, 128, 1024], [(0, 1, 2), (2,)], 0, 1),
    ("3d 1024 x + r(d0 d1)", [8, 128, 1024], [(0, 1, 2), (0, 1)], 0, 1),
    ("3d 1024 x + b + r", [8, 128, 1024], [(0, 1, 2), (2,), (0, 1)], 0, 2),
    ("3d 768 x", [8, 128, 768], [(0, 1, 2)], 1, 0),
    ("3d 768 x + y", [8, 128, 768], [(0, 1, 2)] * 2, 1, 0),
    ("3d 768 4 inputs", [8, 128, 768], [(0, 1, 2)] * 4, 1, 0),
    ("3d 768 8 inputs", [8, 128, 768], [(0, 1, 2)] * 8, 1, 0),
    ("3d 768 x + b(d2)", [8, 128, 768], [(0, 1, 2), (2,)], 1, 1),
    ("3d 768 x + r(d0 d1)", [8, 128, 768], [(0, 1, 2), (0, 1)], 1, 1),
    ("3d 768 x + b + r", [8, 128, 768], [(0, 1, 2), (2,), (0, 1)], 1, 2),
    ("2d 768 x + y", [1024, 768], [(0, 1)] * 2, 1, 0),
    ("2d 2304 x + y", [1024, 2304], [(0, 1)] * 2, 1, 0),
    ("2d 3072 x + y", [1024, 3072], [(0, 1)] * 2, 1, 0),
    ("2d 50264 x + y", [64, 50264], [(0, 1)] * 2, 1, 0),
    ("2d 50264 x + r(d0)", [64, 50264], [(0, 1), (0,)], 1, 1),
]

# Row kernels (a block per row) of k reductions, each subtracting the
# earlier results from x before it sums, and an elementwise phase
# subtracting them all: rows x row points, reductions.
ROW_PROBES = [(rows, points, k) for rows, points in ((8192, 768), (8192, 1024), (4096, 2048))
              for k in (1, 2, 3)]

# Divisions (div.full.f32): elementwise kernels dividing x by y (a divisor
# for each point) or by a per-row r (one a thread's points of a row share,
# whose reciprocal ptxas computes once, unless the rows are cut into
# chunks), and row kernels dividing x by its row's sum: name, loop extents,
# divisor's loops (None: the row kernel).
DIVISION_PROBES = [
    ("3d 1024 x / y", [8, 128, 1024], (0, 1, 2)),
    ("2d 50264 x / y", [64, 50264], (0, 1)),
    ("3d 1024 x / r(d0 d1)", [8, 128, 1024], (0, 1)),
    ("3d 768 x / r(d0 d1)", [8, 128, 768], (0, 1)),
    ("2d 50264 x / r(d0)", [64, 50264], (0,)),
    ("8192 rows of 768, x / sum", [8192, 768], None),
    ("8192 rows of 1024, x / sum", [8192, 1024], None),
    ("4096 rows of 2048, x / sum", [4096, 2048], None),
]

# bf16 kernels of two inputs: the f32 ops between extf and truncf, each
# listed op rounded to bf16 or not; the ops narrowed (rounded, and both
# operands widened bf16: the first op's, or one after a rounded op).
BF16_PROBES = [
    ("add rounded", ["addf r"], 1),
    ("mul, add in f32", ["mulf", "addf r"], 0),
    ("mul rounded, add rounded", ["mulf r", "addf r"], 2),
    ("4 ops rounded", ["mulf r", "addf r", "mulf r", "subf r"], 4),
    ("4 ops in f32", ["mulf", "addf", "mulf", "subf r"], 0),
]


def _generic(i: int, shape: list[int], reads: list[tuple[int, ...]], body: list[str],
             dtype: str = "f32") -> list[str]:
    rank = len(shape)
    inputs = [f"%a{i}_{j}" for j in range(len(reads))]
    types = [_tensor([shape[d] for d in read], dtype) for read in reads]
    iterators = ", ".join(['"parallel"'] * rank)
    block = ", ".join(f"%x{j}: {dtype}" for j in range(len(reads)))
    return [f"    %e{i} = tensor.empty() : {_tensor(shape, dtype)}",
            f"    %r{i} = linalg.generic {{indexing_maps = [{_maps(rank, reads + [tuple(range(rank))])}], "
            f"iterator_types = [{iterators}]}} ins({', '.join(inputs)} : {', '.join(types)}) "
            f"outs(%e{i} : {_tensor(shape, dtype)}) {{",
            f"  ^bb0({block}, %o: {dtype}):", *[f"    {line}" for line in body],
            f"  }} -> {_tensor(shape, dtype)}"]


def _module(arguments: list[str], results: list[tuple[str, str]], lines: list[str]) -> str:
    return "\n".join(['module {', '  fsdp.mesh @mesh = <["shard"=?]>',
                       f"  func.func @train_step({', '.join(arguments)}) -> "
                       f"({', '.join(t for _, t in results)}) {{",
                       "    %zero = arith.constant 0.0 : f32", *lines,
                       f"    return {', '.join(v for v, _ in results)} : "
                       f"{', '.join(t for _, t in results)}", "  }", "}"])


def index_program() -> str:
    arguments, results, lines = [], [], []
    for i, (_, shape, reads, _, _) in enumerate(INDEX_PROBES):
        arguments += [f"%a{i}_{j}: {_tensor([shape[d] for d in read])}"
                      for j, read in enumerate(reads)]
        body, last = [], "%x0"
        for j in range(1, len(reads)):
            body.append(f"%s{j} = arith.addf {last}, %x{j} : f32")
            last = f"%s{j}"
        if len(reads) == 1:
            body, last = ["%s = arith.addf %x0, %x0 : f32"], "%s"
        lines += _generic(i, shape, reads, body + [f"linalg.yield {last} : f32"])
        results.append((f"%r{i}", _tensor(shape)))
    return _module(arguments, results, lines)


def row_program() -> str:
    arguments, results, lines = [], [], []
    for i, (rows, points, reductions) in enumerate(ROW_PROBES):
        shape, row = [rows, points], _tensor([rows])
        arguments.append(f"%x{i}: {_tensor(shape)}")
        whole, by_row = "affine_map<(d0, d1) -> (d0, d1)>", "affine_map<(d0, d1) -> (d0)>"
        done: list[str] = []

        def body(result: str) -> list[str]:
            block = ", ".join(["%v: f32", *[f"%p{q}: f32" for q in range(len(done))], f"%{result}: f32"])
            out = [f"    ^bb0({block}):"]
            value = "%v"
            for q in range(len(done)):
                out.append(f"      %t{q} = arith.subf {value}, %p{q} : f32")
                value = f"%t{q}"
            return out + ([f"      %n = arith.addf {value}, %acc : f32", "      linalg.yield %n : f32"]
                          if result == "acc" else [f"      linalg.yield {value} : f32"])

        for r in range(reductions):
            name = f"%s{i}_{r}"
            lines += [f"    {name}e = tensor.empty() : {row}",
                      f"    {name}z = linalg.fill ins(%zero : f32) outs({name}e : {row}) -> {row}",
                      f"    {name} = linalg.generic {{indexing_maps = [{', '.join([whole] + [by_row] * len(done) + [by_row])}], "
                      f"iterator_types = [\"parallel\", \"reduction\"]}} ins(%x{i}{''.join(', ' + d for d in done)} : "
                      f"{', '.join([_tensor(shape)] + [row] * len(done))}) outs({name}z : {row}) {{",
                      *body("acc"), f"    }} -> {row}"]
            done.append(name)
        lines += [f"    %o{i}e = tensor.empty() : {_tensor(shape)}",
                  f"    %o{i} = linalg.generic {{indexing_maps = [{', '.join([whole] + [by_row] * len(done) + [whole])}], "
                  f"iterator_types = [\"parallel\", \"parallel\"]}} ins(%x{i}{''.join(', ' + d for d in done)} : "
                  f"{', '.join([_tensor(shape)] + [row] * len(done))}) outs(%o{i}e : {_tensor(shape)}) {{",
                  *body("out"), f"    }} -> {_tensor(shape)}"]
        results.append((f"%o{i}", _tensor(shape)))
    return _module(arguments, results, lines)


def division_program() -> str:
    arguments, results, lines = [], [], []
    for i, (_, shape, divisor) in enumerate(DIVISION_PROBES):
        whole = tuple(range(len(shape)))
        if divisor is not None:
            arguments += [f"%a{i}_0: {_tensor(shape)}",
                          f"%a{i}_1: {_tensor([shape[d] for d in divisor])}"]
            lines += _generic(i, shape, [whole, divisor],
                              ["%q = arith.divf %x0, %x1 : f32", "linalg.yield %q : f32"])
            results.append((f"%r{i}", _tensor(shape)))
            continue
        rows, row = _tensor(shape), _tensor(shape[:1])
        by_row = "affine_map<(d0, d1) -> (d0)>"
        whole_map = "affine_map<(d0, d1) -> (d0, d1)>"
        arguments.append(f"%x{i}: {rows}")
        lines += [f"    %s{i}e = tensor.empty() : {row}",
                  f"    %s{i}z = linalg.fill ins(%zero : f32) outs(%s{i}e : {row}) -> {row}",
                  f"    %s{i} = linalg.generic {{indexing_maps = [{whole_map}, {by_row}], "
                  f"iterator_types = [\"parallel\", \"reduction\"]}} ins(%x{i} : {rows}) "
                  f"outs(%s{i}z : {row}) {{",
                  "    ^bb0(%v: f32, %acc: f32):", "      %n = arith.addf %v, %acc : f32",
                  "      linalg.yield %n : f32", f"    }} -> {row}",
                  f"    %o{i}e = tensor.empty() : {rows}",
                  f"    %o{i} = linalg.generic {{indexing_maps = [{whole_map}, {by_row}, {whole_map}], "
                  f"iterator_types = [\"parallel\", \"parallel\"]}} ins(%x{i}, %s{i} : {rows}, {row}) "
                  f"outs(%o{i}e : {rows}) {{",
                  "    ^bb0(%v: f32, %t: f32, %out: f32):", "      %q = arith.divf %v, %t : f32",
                  "      linalg.yield %q : f32", f"    }} -> {rows}"]
        results.append((f"%o{i}", rows))
    return _module(arguments, results, lines)


def bf16_program() -> str:
    arguments, results, lines = [], [], []
    for i, (_, ops, _) in enumerate(BF16_PROBES):
        arguments += [f"%a{i}_0: {_tensor([N], 'bf16')}", f"%a{i}_1: {_tensor([N], 'bf16')}"]
        body = ["%w0 = arith.extf %x0 : bf16 to f32", "%w1 = arith.extf %x1 : bf16 to f32"]
        last = "%w0"
        for k, op in enumerate(ops):
            name, rounded = op.split()[0], op.endswith(" r")
            body.append(f"%v{k} = arith.{name} {last}, %w1 : f32")
            last = f"%v{k}"
            if rounded:
                body += [f"%n{k} = arith.truncf {last} : f32 to bf16"]
                if k + 1 < len(ops):
                    body.append(f"%u{k} = arith.extf %n{k} : bf16 to f32")
                    last = f"%u{k}"
                else:
                    last = f"%n{k}"
        lines += _generic(i, [N], [(0,), (0,)], body + [f"linalg.yield {last} : bf16"], "bf16")
        results.append((f"%r{i}", _tensor([N], "bf16")))
    return _module(arguments, results, lines)


def per_thread(tools: Path, source: str, kernels: list | None = None,
               pipeline: str = "") -> list[tuple[float, float]]:
    """Each kernel's SASS a thread and the cost model's count a thread, in
    program order (and each launch's kernel table entry appended to
    `kernels`, when given); `pipeline`: more fsdp-pipeline options."""
    with tempfile.TemporaryDirectory() as tmp:
        executable = Path(tmp, "probe.fsdpx")
        lowered = subprocess.run([str(tools / "fsdp-opt"), f"--fsdp-pipeline={PIPELINE} {pipeline}"],
                                 input=source, check=True, capture_output=True, text=True).stdout
        subprocess.run([str(tools / "fsdp-translate"), "--target=cuda", "-o", str(executable)],
                       input=lowered, check=True, capture_output=True, text=True)
        table = json.loads(subprocess.run(
            [str(tools / "fsdp-translate"), "--target=cuda", "--dump=json"], input=lowered,
            check=True, capture_output=True, text=True).stdout)
        remarks = subprocess.run([str(tools / "fsdp-opt"), "--fsdp-test-op-costs", "-o", "/dev/null"],
                                 input=lowered, check=True, capture_output=True, text=True).stderr
        counts = sass_count.fast_path_counts(
            sass_count.sass_of(sass_count.ptx_of(executable), "sm_90"))
    model = model_vs_sass.model_counts(remarks)
    launches = list(sass_count.launches(table))
    if kernels is not None:
        kernels += [kernel for kernel, _, _ in launches]
    return [(counts[kernel["symbol"]], model.get(line, 0.0) / threads)
            for kernel, threads, line in launches]


def is_chunked(shape: list[int], kernel: dict) -> bool:
    """Whether an elementwise probe's rows are cut into chunks: blocks of
    its points a thread do not tile them (GpuPointLayout.h)."""
    return shape[-1] % (kernel["block_size"] * kernel["points_per_thread"]) != 0


def fit(names: list[str], measured: list[tuple[float, float]], terms: list[tuple[float, ...]],
        labels: list[str]) -> None:
    """Prints each probe's SASS and model count a thread, and the least-squares
    fit of the difference to `terms` (what the model still misses)."""
    import numpy as np
    if len(measured) != len(names):
        raise SystemExit(f"probe_instructions: {len(measured)} kernels for {len(names)} probes "
                         "(the pipeline fused or split them)")
    print("| probe | SASS a thread | model a thread | difference |")
    print("| --- | --- | --- | --- |")
    for name, (sass, model) in zip(names, measured):
        print(f"| {name} | {sass:g} | {model:.1f} | {sass - model:+.1f} |")
    coefficients = np.linalg.lstsq(np.array(terms, float),
                                   np.array([s - m for s, m in measured]), rcond=None)[0]
    print("still missing: " + ", ".join(f"{label} {c:+.2f}" for label, c in zip(labels, coefficients)))


def op_counts(tools: Path, lowered: str, flags: tuple[str, ...] = ()) -> dict[str, float]:
    """The SASS instructions a point of each kernel of program() (through
    fsdp-opt already: `lowered`) compiled by fsdp-translate with `flags`, by
    the probe's name."""
    with tempfile.TemporaryDirectory() as tmp:
        executable = Path(tmp, "probe.fsdpx")
        subprocess.run([str(tools / "fsdp-translate"), "--target=cuda", *flags,
                        "-o", str(executable)],
                       input=lowered, check=True, capture_output=True, text=True)
        table = json.loads(subprocess.run(
            [str(tools / "fsdp-translate"), "--target=cuda", "--dump=json"], input=lowered,
            check=True, capture_output=True, text=True).stdout)
        counts = sass_count.fast_path_counts(
            sass_count.sass_of(sass_count.ptx_of(executable), "sm_90"))
    # fsdp-translate numbers kernels in program order; the copy makes none
    # when the pipeline returns the argument itself.
    kernels = table["gpu_kernels"]
    names = [name for name in OPS if name != "copy"] if len(kernels) < len(OPS) + len(INPUTS) \
        else list(OPS)
    names += [f"{n} inputs" for n in INPUTS]
    return {name: counts[k["symbol"]] / k["points_per_thread"]
            for name, k in zip(names, kernels)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", type=Path, default=Path(__file__).resolve().parents[2] / "build")
    args = ap.parse_args()
    tools = args.build / "bin"
    lowered = subprocess.run([str(tools / "fsdp-opt"), f"--fsdp-pipeline={PIPELINE}"],
                             input=program(), check=True, capture_output=True, text=True).stdout
    per_point = op_counts(tools, lowered)
    base = per_point["addf"] - 1
    print(f"an elementwise f32 kernel of one op: {base:g} instructions a point besides it")
    print("| op | SASS instructions a point (sm_90) |")
    print("| --- | --- |")
    for name in OPS:
        if name in per_point:
            print(f"| {name} | {per_point[name] - base:g} |")
    # Not priced: the cost model prices the default, accurate exp.
    fast = op_counts(tools, lowered, ("--gpu-exp=fast",))
    print(f"| math.exp with --gpu-exp=fast | {fast['math.exp'] - base:g} |")
    # n inputs, n - 1 adds (one for a single input), one output:
    # point + (n + 1) x access + adds.
    rows = [(n, per_point[f"{n} inputs"] - max(n - 1, 1)) for n in INPUTS]
    (n0, c0), (n1, c1) = rows[0], rows[-1]
    access = (c1 - c0) / (n1 - n0)
    print(f"a load or store: {access:g} instructions; a point: {c0 - (n0 + 1) * access:g} "
          f"(fitted to {', '.join(f'{n} inputs: {c:g}' for n, c in rows)}, adds taken off)")
    print("\nElementwise kernels' index arithmetic:")
    index_kernels: list = []
    measured = per_thread(tools, index_program(), index_kernels)
    fit([p[0] for p in INDEX_PROBES], measured,
        [(p[3], p[4], int(is_chunked(p[1], kernel)))
         for p, kernel in zip(INDEX_PROBES, index_kernels)],
        ["kCudaInstructionsPerIndexDivision", "kCudaInstructionsPerIndexMap",
         "kCudaInstructionsPerChunkedRowThread"])
    print("\nRow kernels:")
    fit([f"{r} rows of {n}, {k} reductions" for r, n, k in ROW_PROBES],
        per_thread(tools, row_program()), [(1, k) for _, _, k in ROW_PROBES],
        ["kCudaInstructionsPerRowThread", "kCudaInstructionsPerBlockReduction"])
    print("\nDivisions (div.full.f32), by a divisor of each point or one a thread's points share:")
    kernels: list = []
    measured = per_thread(tools, division_program(), kernels)
    terms = []
    for (_, shape, divisor), kernel in zip(DIVISION_PROBES, kernels):
        points = (kernel["points_per_thread"] if divisor is not None
                  else shape[-1] / kernel["block_size"])
        # Rows cut into chunks compute each point's quotient where it is
        # stored (ProgramModel.cpp): a whole division a point.
        chunked = divisor is not None and is_chunked(shape, kernel)
        shared = divisor != tuple(range(len(shape))) and not chunked
        # The last term takes what a division costs in chunked rows beyond
        # their layout (kCudaInstructionsPerChunkedRowThread) and itself.
        terms.append((0 if shared else points, points if shared else 0, 1 if shared else 0,
                      1 if chunked else 0))
    fit([p[0] for p in DIVISION_PROBES], measured, terms,
        ["kCudaInstructionsPerDivision", "kCudaInstructionsPerSharedDivision",
         "kCudaInstructionsPerReciprocal", "a division at each point of chunked rows"])
    print("\nbf16 ops narrowed by LLVM (a narrowed op is priced as one instruction):")
    # Each op rounded as written: fsdp-excess-precision would skip the
    # roundings these probes count.
    fit([p[0] for p in BF16_PROBES],
        per_thread(tools, bf16_program(), pipeline="excess-precision=false"),
        [(p[2],) for p in BF16_PROBES], ["a narrowed op"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
