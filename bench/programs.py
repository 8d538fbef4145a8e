"""Global-view programs of the zoo, lowered once and cached in build/bench/.

The cache key is the model name, the world size and the batch per rank, plus
a digest of the architecture and of the code the text depends on (see
_code_digest), so that editing a model never serves a stale program. Each
program is stored next to a small JSON file with how long lowering took and
its size, so a rerun reports the original lowering time without re-lowering.
"""

from __future__ import annotations

import hashlib
import inspect
import json
import re
import time
from dataclasses import dataclass
from pathlib import Path

import models
import zoo
from zoo import Model, lower

BENCH_DIR = Path(__file__).resolve().parent
REPO_ROOT = BENCH_DIR.parent
CACHE_DIR = REPO_ROOT / "build" / "bench"

# An operation in MLIR's generic or custom form: `%x = dialect.op`,
# `%a, %b = dialect.op`, or a bare `dialect.op` (yield, return, fsdp.mesh).
_OP = re.compile(r"^\s*(?:%[\w#:, %]+=\s*)?\"?([a-z_]+\.[a-z_.]+)")


@dataclass(frozen=True)
class Program:
    path: Path
    lower_seconds: float   # wall time of fsdpc.lower + rendering the text, when it was made
    lines: int
    ops: int               # every operation, including those inside linalg regions
    linalg_ops: int        # linalg.* ops outside regions' yields: the compute kernels
    cached: bool           # True when this call read it from the cache


def _code_digest(model: Model) -> str:
    """Everything the program text depends on: the architecture, the model
    code, and how the zoo builds arguments and calls the frontend (not the
    rest of zoo.py, so that adding a model keeps the others cached)."""
    h = hashlib.sha256(repr(model.arch).encode())
    for src in (inspect.getsource(models), inspect.getsource(zoo.example_args),
                inspect.getsource(zoo._abstract), inspect.getsource(zoo.lower)):
        h.update(src.encode())
    return h.hexdigest()[:12]


def cache_path(model: Model, world_size: int) -> Path:
    return CACHE_DIR / f"{model.name}-w{world_size}-b{model.batch_per_rank}-{_code_digest(model)}.mlir"


def count_ops(text: str) -> tuple[int, int]:
    ops = linalg = 0
    for line in text.splitlines():
        m = _OP.match(line)
        if not m:
            continue
        ops += 1
        if m.group(1).startswith("linalg.") and m.group(1) != "linalg.yield":
            linalg += 1
    return ops, linalg


def program(model: Model, world_size: int, force: bool = False) -> Program:
    """The model's global-view program for ``world_size`` ranks (lowered now
    unless cached)."""
    path = cache_path(model, world_size)
    meta_path = path.with_suffix(".json")
    if not force and path.exists() and meta_path.exists():
        meta = json.loads(meta_path.read_text())
        return Program(path, meta["lower_seconds"], meta["lines"], meta["ops"], meta["linalg_ops"], True)
    start = time.perf_counter()
    text = lower(model, world_size).text
    seconds = time.perf_counter() - start
    ops, linalg = count_ops(text)
    meta = {"model": model.name, "world_size": world_size, "batch_per_rank": model.batch_per_rank,
            "lower_seconds": seconds, "lines": text.count("\n"), "ops": ops, "linalg_ops": linalg}
    CACHE_DIR.mkdir(parents=True, exist_ok=True)
    # Write the program before its metadata: a run killed in between leaves no
    # metadata, so the next run lowers again instead of trusting a partial file.
    tmp = path.with_suffix(".mlir.tmp")
    tmp.write_text(text)
    tmp.replace(path)
    meta_path.write_text(json.dumps(meta, indent=1) + "\n")
    return Program(path, seconds, meta["lines"], ops, linalg, False)
