#!/usr/bin/env python3
"""The runtime's collectives on two ranks beside MPI's own reduce-scatter.

Runs ``fsdpc-micro-collective --baseline 1`` once, two ranks bound to the two
cores with the environment fsdpc.launch gives mpirun, under the build lock:
all-gather, the runtime's ring reduce-scatter (f32, bf16) and
``MPI_Reduce_scatter_block`` (f32) on the same buffers, every size in one
run. Writes a markdown table of medians (``--out``) and prints it::

    python3 bench/collectives.py --out bench/collectives_results.md
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from fit_cpu_preset import (MPI_ENV, ONE_THREAD, Record, atomic_write, machine,  # noqa: E402
                            parse_lines, run_least_loaded)

COLUMNS = [("all_gather", "u8", "all-gather"),
           ("reduce_scatter", "f32", "ring RS f32"),
           ("reduce_scatter", "bf16", "ring RS bf16"),
           ("mpi_reduce_scatter_block", "f32", "MPI_Reduce_scatter_block f32")]


def medians(records: list[Record]) -> dict[tuple[str, str, int], float]:
    """Median seconds per (op, dtype, total bytes) over the repetitions."""
    samples: dict[tuple[str, str, int], list[float]] = defaultdict(list)
    for r in records:
        if r.get("bench") == "collective":
            samples[(r["op"], r["dtype"], int(r["total_bytes"]))].append(float(r["seconds"]))
    return {k: statistics.median(v) for k, v in samples.items()}


def size_label(total_bytes: int) -> str:
    if total_bytes >= 1 << 20:
        return f"{total_bytes / (1 << 20):g} MiB"
    return f"{total_bytes / (1 << 10):g} KiB"


def table(records: list[Record]) -> str:
    """Rows by size S (the unsharded bytes): each column's median time, and
    MPI's reduce-scatter over the ring's. A size a column lacks shows "-"."""
    med = medians(records)
    sizes = sorted({k[2] for k in med})
    head = ["S"] + [c[2] for c in COLUMNS] + ["MPI / ring (f32)"]
    lines = ["| " + " | ".join(head) + " |", "|" + " --- |" * len(head)]
    for size in sizes:
        cells = [size_label(size)]
        for op, dtype, _ in COLUMNS:
            t = med.get((op, dtype, size))
            cells.append(f"{t * 1e3:.3f} ms" if t is not None else "-")
        ring = med.get(("reduce_scatter", "f32", size))
        mpi = med.get(("mpi_reduce_scatter_block", "f32", size))
        cells.append(f"{mpi / ring:.1f}x" if ring and mpi else "-")
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, help="markdown file to write (atomically)")
    ap.add_argument("--build", type=Path, default=HERE.parent / "build")
    ap.add_argument("--min-bytes", type=int, default=64 << 10)
    ap.add_argument("--max-bytes", type=int, default=64 << 20)
    ap.add_argument("--reps", type=int, default=5)
    args = ap.parse_args(argv)
    tool = args.build / "bin" / "fsdpc-micro-collective"
    if not tool.exists():
        raise SystemExit(f"error: {tool} is missing (ninja -C {args.build} "
                         "fsdpc-micro-collective)")
    cmd = ["mpirun", "-np", "2", "--bind-to", "core", "--map-by", "core", "--oversubscribe",
           str(tool), "--baseline", "1", "--reps", str(args.reps),
           "--min-bytes", str(args.min_bytes), "--max-bytes", str(args.max_bytes)]
    outs, load = run_least_loaded("collectives with MPI's reduce-scatter", [cmd],
                                  {**ONE_THREAD, **MPI_ENV}, (0, 1))
    text = table(parse_lines(outs[0], {}))
    info = machine()
    report = (f"# Collectives on two ranks: the runtime's ring against MPI's reduce-scatter\n\n"
              f"`python3 bench/collectives.py` on {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}"
              f", {info['cpu']}, {info['mpi']}, git {info['git']}; other processes took "
              f"{load['other_load']:.0%} of the two cores. Medians of {args.reps} repetitions, "
              f"the slowest rank's time per call; S is the unsharded size (the gather's output, "
              f"the scatter's input).\n\n{text}")
    print(report)
    if args.out:
        atomic_write(args.out, report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
