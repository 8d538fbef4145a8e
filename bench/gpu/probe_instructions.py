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
(kCudaInstructionsPerAccess, kCudaInstructionsPerPoint). Needs ptxas and
cuobjdump (sass_count.py says where from). Counts, not times."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import sass_count  # noqa: E402

N = 1 << 20
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


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", type=Path, default=Path(__file__).resolve().parents[2] / "build")
    args = ap.parse_args()
    tools = args.build / "bin"
    with tempfile.TemporaryDirectory() as tmp:
        source, executable = Path(tmp, "probe.mlir"), Path(tmp, "probe.fsdpx")
        source.write_text(program())
        lowered = subprocess.run([str(tools / "fsdp-opt"), str(source),
                                  "--fsdp-pipeline=world-size=1 device=h200"],
                                 check=True, capture_output=True, text=True).stdout
        subprocess.run([str(tools / "fsdp-translate"), "--target=cuda", "-o", str(executable)],
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
    per_point = {name: counts[k["symbol"]] / k["points_per_thread"]
                 for name, k in zip(names, kernels)}
    base = per_point["addf"] - 1
    print(f"an elementwise f32 kernel of one op: {base:g} instructions a point besides it")
    print("| op | SASS instructions a point (sm_90) |")
    print("| --- | --- |")
    for name in OPS:
        if name in per_point:
            print(f"| {name} | {per_point[name] - base:g} |")
    # n inputs, n - 1 adds (one for a single input), one output:
    # point + (n + 1) x access + adds.
    rows = [(n, per_point[f"{n} inputs"] - max(n - 1, 1)) for n in INPUTS]
    (n0, c0), (n1, c1) = rows[0], rows[-1]
    access = (c1 - c0) / (n1 - n0)
    print(f"a load or store: {access:g} instructions; a point: {c0 - (n0 + 1) * access:g} "
          f"(fitted to {', '.join(f'{n} inputs: {c:g}' for n, c in rows)}, adds taken off)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
