#!/usr/bin/env python3
"""How many machine instructions each GPU kernel of an executable runs per
index on its fast path, from SASS, without a GPU: a proxy for the time of
kernels that are bound by instruction issue rather than memory (an
elementwise bf16 kernel moves 4-6 bytes per index; at the H200's 4.3 TB/s and
~33 T thread-instructions/s that is ~45 instructions). Compares executables,
e.g. 32-bit against 64-bit index arithmetic (prepare.py's timed.cuda.fsdpx
and timed.cuda64.fsdpx):

    python3 bench/gpu/sass_count.py A.fsdpx B.fsdpx [--top 12]

Needs ptxas (the CUDA toolkit) and cuobjdump with nvdisasm, which the CUDA
toolkit or the pip wheels nvidia-cuda-cuobjdump and nvidia-cuda-nvdisasm
provide (put their bin/ on PATH). The fast path is counted from a kernel's
start to the first EXIT after its first global store or atomic: the rare
branches (the slow path of an IEEE division, say) are not counted. A
count, not a time: say so where it is quoted.

A large elementwise kernel runs several points per thread (its kernel
table's ``points_per_thread``): where ``X.kernels.json`` lies beside
``X.fsdpx`` (prepare.py writes it), each count is divided by that, giving
instructions per point, comparable across executables.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

_FUNCTION = re.compile(r"^\s*Function : (\S+)\s*$", re.MULTILINE)
_INSTRUCTION = re.compile(r"^\s*/\*[0-9a-f]{4,}\*/\s+(\S.*?)\s*;", re.MULTILINE)


def ptx_of(executable: Path) -> str:
    """The NUL-terminated PTX text a --target cuda executable carries."""
    data = executable.read_bytes()
    start = data.find(b".version")
    if start < 0:
        raise SystemExit(f"sass_count: {executable} holds no PTX (compiled with --target cuda?)")
    return data[start:data.index(b"\0", start)].decode()


def points_per_thread(executable: Path) -> dict[str, int]:
    """Symbol -> points per thread from ``X.kernels.json`` beside ``X.fsdpx``
    (empty when there is none: one point per thread)."""
    table = executable.with_suffix(".kernels.json")
    if not table.exists():
        return {}
    return {k["symbol"]: int(k.get("points_per_thread", 1)) for k in json.loads(table.read_text())}


def per_point(counts: dict[str, int], points: dict[str, int]) -> dict[str, float]:
    """``counts`` divided by each kernel's points per thread (default 1)."""
    return {k: round(n / points.get(k, 1), 1) for k, n in counts.items()}


def fast_path_counts(sass: str) -> dict[str, int]:
    """Per kernel of cuobjdump -sass output: the instructions on the fast path."""
    counts = {}
    names = list(_FUNCTION.finditer(sass))
    for i, name in enumerate(names):
        body = sass[name.end():names[i + 1].start() if i + 1 < len(names) else len(sass)]
        count, stored = 0, False
        for instruction in _INSTRUCTION.findall(body):
            count += 1
            tokens = instruction.split()
            opcode = tokens[1] if tokens[0].startswith("@") and len(tokens) > 1 else tokens[0]
            stored = stored or opcode.startswith(("STG", "RED", "ATOM"))
            if stored and opcode == "EXIT":
                break
        counts[name.group(1)] = count
    return counts


def sass_of(ptx: str, arch: str) -> str:
    for tool in ("ptxas", "cuobjdump"):
        if not shutil.which(tool) and not Path("/usr/local/cuda/bin", tool).exists():
            raise SystemExit(f"sass_count: {tool} is not on PATH (see the module's docstring)")
    ptxas = shutil.which("ptxas") or "/usr/local/cuda/bin/ptxas"
    cuobjdump = shutil.which("cuobjdump") or "/usr/local/cuda/bin/cuobjdump"
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "k.ptx").write_text(ptx)
        subprocess.run([ptxas, f"-arch={arch}", "-O3", "k.ptx", "-o", "k.cubin"], cwd=tmp,
                       check=True)
        return subprocess.run([cuobjdump, "-sass", "k.cubin"], cwd=tmp, check=True,
                              capture_output=True, text=True).stdout


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("executables", nargs="+", type=Path)
    ap.add_argument("--arch", default="sm_90")
    ap.add_argument("--top", type=int, default=12, help="kernels listed (largest difference first)")
    args = ap.parse_args(argv)
    tables = [per_point(fast_path_counts(sass_of(ptx_of(exe), args.arch)), points_per_thread(exe))
              for exe in args.executables]
    names = [exe.name for exe in args.executables]
    print("| kernel | " + " | ".join(names) + " |")
    print("| --- |" + " --- |" * len(names))
    spread = {k: max(t.get(k, 0) for t in tables) - min(t.get(k, 0) for t in tables)
              for k in tables[0]}
    kernels = sorted(tables[0], key=lambda k: (-spread[k], k))
    for kernel in kernels[:args.top]:
        print(f"| {kernel} | " + " | ".join(str(t.get(kernel, "—")) for t in tables) + " |")
    print(f"| all {len(tables[0])} kernels | "
          + " | ".join(f"{sum(t.values()):g}" for t in tables) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
