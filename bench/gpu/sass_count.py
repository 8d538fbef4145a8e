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
instructions per point, comparable across executables. The table's launches
also give a step's total: the thread-per-index kernels' fast paths times
their threads (exact for kernels without loops), and the block-per-row
kernels' fast paths once per thread (a lower bound: one trip of their
loops), each also as time at ``--issue-rate`` thread-instructions per second
(H200: 132 SMs x 128 lanes x 1.98 GHz): the time issuing them takes, not a
kernel's time.
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


H200_ISSUE_RATE = 132 * 128 * 1.98e9


def kernel_table(executable: Path) -> dict:
    """``X.kernels.json`` beside ``X.fsdpx`` (prepare.py's), or {}."""
    table = executable.with_suffix(".kernels.json")
    return json.loads(table.read_text()) if table.exists() else {}


def points_per_thread(table: dict) -> dict[str, int]:
    """Symbol -> points per thread (empty without a table: one each)."""
    return {k["symbol"]: int(k.get("points_per_thread", 1)) for k in table.get("gpu_kernels", [])}


def per_step(counts: dict[str, int], table: dict) -> dict[str, float]:
    """A step's thread-instructions on the fast paths: thread-per-index
    kernels' (count x threads) and block-per-row kernels' (count x blocks x
    block size, a lower bound)."""
    kernels = table.get("gpu_kernels", [])
    total = {"thread_per_index": 0.0, "block_per_index": 0.0}
    for index, threads_or_blocks in table.get("launches", []):
        kernel = kernels[index]
        mapping = kernel.get("gpu_mapping", "thread_per_index")
        threads = threads_or_blocks * (kernel.get("block_size", 256)
                                       if mapping == "block_per_index" else 1)
        total[mapping] += counts.get(kernel["symbol"], 0) * threads
    return total


def launches(table: dict):
    """Each kernel launch of a ``fsdp-translate --dump=json`` table, in
    program order: (its kernel's entry, the threads it runs, the source line
    of the op it runs: its label ends ``at FILE:LINE``)."""
    kernels = table["gpu_kernels"]
    for entry in table["entries"]:
        for queue in entry["queues"]:
            for instruction in queue["instructions"]:
                if instruction["op"] != "KernelLaunch":
                    continue
                kernel = kernels[instruction["kernel"]["index"]]
                start, end = instruction["kernel"]["range"]
                threads = end - start
                if kernel["gpu_mapping"] != "thread_per_index":
                    threads *= kernel["block_size"]
                yield kernel, threads, int(instruction["label"].rsplit(":", 1)[1])


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
    ap.add_argument("--issue-rate", type=float, default=H200_ISSUE_RATE,
                    help="thread-instructions per second the step totals are divided by")
    args = ap.parse_args(argv)
    counts = [fast_path_counts(sass_of(ptx_of(exe), args.arch)) for exe in args.executables]
    kernel_tables = [kernel_table(exe) for exe in args.executables]
    tables = [per_point(c, points_per_thread(t)) for c, t in zip(counts, kernel_tables)]
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
    for exe, c, t in zip(args.executables, counts, kernel_tables):
        if not t.get("launches"):
            continue
        step = per_step(c, t)
        print(f"{exe.name}: a step's fast paths: "
              f"{step['thread_per_index'] / 1e9:.0f} G thread-instructions in thread-per-index "
              f"kernels ({step['thread_per_index'] / args.issue_rate * 1e3:.1f} ms of issue), "
              f"at least {step['block_per_index'] / 1e9:.0f} G in block-per-row ones "
              f"({step['block_per_index'] / args.issue_rate * 1e3:.1f} ms): counts, not times")
    return 0


if __name__ == "__main__":
    sys.exit(main())
