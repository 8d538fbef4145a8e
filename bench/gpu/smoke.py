#!/usr/bin/env python3
"""GPU stage (b), the smoke check: one step of each smoke executable on the
CUDA device (with and without CUDA graphs), compared with the reference
prepare.sh made on the CPU (smoke_check.py says why the tolerances are what
they are). Writes OUT/smoke.json before any timing runs.

    python3 bench/gpu/smoke.py --fsdp-run /tmp/rt/bin/fsdp-run --out "$OUT"

Exit 0 when every comparison that could run passed and at least one ran.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402
import fsdp_run  # noqa: E402
import smoke_check  # noqa: E402


def load_expected(dtype: str) -> tuple[dict[str, np.ndarray], dict] | None:
    folder = common.artifact(f"smoke.{dtype}.expected")
    if not (folder / "expected.json").exists():
        return None
    info = json.loads((folder / "expected.json").read_text())
    tensors = {name: np.load(folder / f"{name}.npy") for name in info["tensors"]}
    return tensors, info


def check(fsdp: str, dtype: str, graphs: bool, work: Path) -> dict:
    expected = load_expected(dtype)
    if expected is None:
        return {"ok": False, "ran": False,
                "error": f"no reference artifacts/smoke.{dtype}.expected (prepare.sh did not make it)"}
    reference, info = expected
    save = work / f"{dtype}-{'graphs' if graphs else 'nographs'}"
    shutil.rmtree(save, ignore_errors=True)
    run = fsdp_run.run(fsdp, common.artifact(f"smoke.{dtype}.cuda.fsdpx"),
                       data=common.artifact("smoke.batch.safetensors"), steps=1, seed=common.SEED,
                       graphs=graphs, save=save, extra=["--check-finite"], timeout_s=120)
    if not run.ok or not run.losses:
        return {"ok": False, "ran": False, "error": run.error() if not run.ok
                else "fsdp-run printed no loss line", "command": " ".join(run.command)}
    from fsdpc import launch

    state = launch.load_checkpoint(str(save))
    verdict = smoke_check.compare(reference, smoke_check.pick(state, run.losses[0]), dtype)
    verdict.update(ran=True, reference_source=info.get("source"), wall_s=round(run.wall_s, 2))
    return verdict


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--fsdp-run", required=True)
    ap.add_argument("--out", required=True, help="folder of smoke.json")
    ap.add_argument("--work", default="/tmp/fsdpc-gpu/smoke")
    args = ap.parse_args(argv)
    work = Path(args.work)
    work.mkdir(parents=True, exist_ok=True)
    results = {}
    for dtype in ("f32", "bf16"):
        for graphs in (True, False):
            key = f"{dtype}/{'graphs' if graphs else 'no-graphs'}"
            try:
                results[key] = check(args.fsdp_run, dtype, graphs, work)
            except Exception as error:  # noqa: BLE001  recorded, the next case still runs
                results[key] = {"ok": False, "ran": False, "error": f"{type(error).__name__}: {error}"}
            r = results[key]
            line = "PASS" if r["ok"] else ("FAIL" if r.get("ran") else "NOT RUN")
            detail = r.get("error") or ", ".join(
                f"{k}: " + ("ok" if c["ok"] else "off") for k, c in r["checks"].items())
            print(f"smoke {key}: {line} ({detail[:600]})", flush=True)
    ran = [r for r in results.values() if r.get("ran")]
    summary = {"ok": bool(ran) and all(r["ok"] for r in results.values() if r.get("ran")),
               "ran": len(ran), "passed": sum(r["ok"] for r in ran), "cases": results}
    Path(args.out, "smoke.json").write_text(json.dumps(summary, indent=1))
    return 0 if summary["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
