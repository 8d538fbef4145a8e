#!/usr/bin/env python3
"""The cost model's count of the instructions each GPU kernel issues against
the kernel's SASS, without a GPU: for a per-rank program after
``fsdp-opt --fsdp-pipeline=... device=h200`` (or h100).

    python3 bench/gpu/model_vs_sass.py PROGRAM.mlir [--top 25] [--build build]
        [--translate-flag=--gpu-exp=fast ...]

The model's counts are ``fsdp-opt --fsdp-test-op-costs``'s ``cuda N`` (what
the GPU presets price: passes/lib/CudaInstructions.h); the SASS counts are
bench/gpu/sass_count.py's fast paths of ``fsdp-translate --target cuda``'s
PTX (ptxas for sm_90) times each launch's threads. A launch's label names
the op it runs (``linalg.generic at PROGRAM.mlir:LINE``), which joins the
two. Block-per-row kernels with loops (reductions) are counted for one trip
of their loops in SASS, so only their row kernels (no loops: the row is held
in registers) compare. Counts, not times."""

from __future__ import annotations

import argparse
import collections
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import sass_count  # noqa: E402

_REMARK = re.compile(r"^[^:]*:(\d+):\d+: remark: (.*)$", re.MULTILINE)


def model_counts(remarks: str) -> dict[int, float]:
    """The model's instructions by the source line of the op priced."""
    counts = {}
    for line, text in _REMARK.findall(remarks):
        found = re.search(r"\bcuda (\d+)", text)
        counts[int(line)] = float(found.group(1)) if found else 0.0
    return counts


def kind_of(source: str) -> str:
    """row (an fsdp.row_kernel), reduction, or elementwise."""
    if "fsdp.row_kernel" in source:
        return "row"
    if "linalg.reduce" in source or '"reduction"' in source:
        return "reduction"
    return "elementwise"


def join(dump: dict, sass: dict[str, int], model: dict[int, float],
         lines: list[str]) -> dict[tuple[str, str], list]:
    """Per (kind, kernel symbol): [model instructions, SASS instructions,
    launches, the op's source line], summed over the kernel's launches."""
    rows: dict[tuple[str, str], list] = collections.defaultdict(lambda: [0.0, 0.0, 0, ""])
    for kernel, threads, line in sass_count.launches(dump):
        source = lines[line - 1].strip()
        row = rows[(kind_of(source), kernel["symbol"])]
        row[0] += model.get(line, 0.0)
        row[1] += sass.get(kernel["symbol"], 0) * threads
        row[2] += 1
        row[3] = source
    return rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("program", type=Path)
    ap.add_argument("--top", type=int, default=25)
    ap.add_argument("--build", type=Path, default=Path(__file__).resolve().parents[2] / "build")
    ap.add_argument("--translate-flag", action="append", default=[],
                    help="an fsdp-translate flag the SASS is compiled with (the model "
                         "prices the defaults)")
    args = ap.parse_args(argv)
    tools = args.build / "bin"
    remarks = subprocess.run([str(tools / "fsdp-opt"), str(args.program), "--fsdp-test-op-costs",
                              "-o", "/dev/null"], check=True, capture_output=True, text=True).stderr
    with tempfile.TemporaryDirectory() as tmp:
        executable = Path(tmp, "program.fsdpx")
        subprocess.run([str(tools / "fsdp-translate"), "--target=cuda", *args.translate_flag,
                        str(args.program), "-o", str(executable)],
                       check=True, capture_output=True, text=True)
        dump = json.loads(subprocess.run(
            [str(tools / "fsdp-translate"), "--target=cuda", "--dump=json", str(args.program)],
            check=True, capture_output=True, text=True).stdout)
        sass = sass_count.fast_path_counts(
            sass_count.sass_of(sass_count.ptx_of(executable), "sm_90"))
    rows = join(dump, sass, model_counts(remarks), args.program.read_text().splitlines())
    print("| kind | kernel | launches | model | SASS | model/SASS | op |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for (kind, symbol), (model, count, launches, source) in sorted(
            rows.items(), key=lambda item: -item[1][1])[:args.top]:
        ratio = f"{model / count:.2f}" if count else "—"
        print(f"| {kind} | {symbol} | {launches} | {model / 1e9:.2f} G | {count / 1e9:.2f} G "
              f"| {ratio} | `{source[:60]}` |")
    totals = collections.Counter()
    for (kind, _), (model, count, _, _) in rows.items():
        totals[(kind, "model")] += model
        totals[(kind, "sass")] += count
    for kind in ("row", "elementwise", "reduction"):
        print(f"{kind}: model {totals[(kind, 'model')] / 1e9:.1f} G, "
              f"SASS {totals[(kind, 'sass')] / 1e9:.1f} G"
              + (" (one trip of their loops)" if kind == "reduction" else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
