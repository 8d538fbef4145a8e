"""bench/collectives.py's table: medians per size and MPI's time over the ring's."""

from __future__ import annotations

import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "bench"))

import collectives  # noqa: E402


def record(op: str, dtype: str, size: int, seconds: float) -> dict:
    return {"bench": "collective", "op": op, "dtype": dtype, "total_bytes": size,
            "seconds": seconds}


def test_medians_ignore_other_lines_and_take_the_middle_repetition():
    records = [{"bench": "info", "ranks": 2}] + [
        record("reduce_scatter", "f32", 1024, t) for t in (3e-6, 1e-6, 2e-6)]
    assert collectives.medians(records) == {("reduce_scatter", "f32", 1024): 2e-6}


def test_table_rows_by_size_with_the_ratio_and_gaps():
    records = [record("reduce_scatter", "f32", 1 << 20, 1e-3),
               record("mpi_reduce_scatter_block", "f32", 1 << 20, 4.5e-3),
               record("all_gather", "u8", 64 << 10, 2e-5)]
    lines = collectives.table(records).splitlines()
    assert lines[0].startswith("| S | all-gather | ring RS f32 |")
    small, large = lines[2], lines[3]
    assert small.startswith("| 64 KiB | 0.020 ms | - |") and small.endswith("| - |")
    assert large.startswith("| 1 MiB | - | 1.000 ms | - | 4.500 ms |")
    assert large.endswith("| 4.5x |")
