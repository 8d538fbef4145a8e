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
what the op adds to a kernel. Counts, not times."""

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


def program() -> str:
    tensor = f"tensor<{N}xf32>"
    lines = ['module {', '  fsdp.mesh @mesh = <["shard"=?]>',
             f"  func.func @train_step(%arg0: {tensor}) -> ({', '.join([tensor] * len(OPS))}) {{",
             "    %c = arith.constant 1.5 : f32"]
    for i, ops in enumerate(OPS.values()):
        body = [f"    %v{j} = {op}" for j, op in enumerate(ops)]
        result = f"%v{len(ops) - 1}" if ops else "%x"
        lines += [f"    %e{i} = tensor.empty() : {tensor}",
                  f"    %r{i} = linalg.generic {{indexing_maps = [affine_map<(d0) -> (d0)>, "
                  f"affine_map<(d0) -> (d0)>], iterator_types = [\"parallel\"]}} "
                  f"ins(%arg0 : {tensor}) outs(%e{i} : {tensor}) {{",
                  "  ^bb0(%x: f32, %o: f32):", *body, f"    linalg.yield {result} : f32",
                  f"  }} -> {tensor}"]
    lines += [f"    return {', '.join(f'%r{i}' for i in range(len(OPS)))} : "
              f"{', '.join([tensor] * len(OPS))}", "  }", "}"]
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
    names = [name for name in OPS if name != "copy"] if len(kernels) < len(OPS) else list(OPS)
    per_point = {name: counts[k["symbol"]] / k["points_per_thread"]
                 for name, k in zip(names, kernels)}
    base = per_point["addf"] - 1
    print(f"an elementwise f32 kernel of one op: {base:g} instructions a point besides it")
    print("| op | SASS instructions a point (sm_90) |")
    print("| --- | --- |")
    for name, count in per_point.items():
        print(f"| {name} | {count - base:g} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
