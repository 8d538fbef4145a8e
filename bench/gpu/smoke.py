#!/usr/bin/env python3
"""GPU stage (b), the smoke check, per dtype: three steps of the smoke
executable on the CUDA device without CUDA graphs, whose first step is
compared with the reference prepare.sh made on the CPU (smoke_check.py says
why the tolerances are what they are), and three with graphs (step 2
captured, step 3 replayed), compared with the eager run. Writes
OUT/smoke.json after every case, before any timing runs.

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


STEPS = 3          # step 1 eager, step 2 captured, step 3 replayed (fsdp-run --device cuda)
RUN_TIMEOUT_S = 35  # four runs inside run.sh's 150 s for this stage


def run_mode(fsdp: str, dtype: str, graphs: bool, work: Path) -> tuple[fsdp_run.Run, Path]:
    """STEPS steps of the smoke executable, a checkpoint after every step."""
    save = work / f"{dtype}-{'graphs' if graphs else 'nographs'}"
    shutil.rmtree(save, ignore_errors=True)
    try:
        run = fsdp_run.run(fsdp, common.artifact(f"smoke.{dtype}.cuda.fsdpx"),
                           data=common.artifact("smoke.batch.safetensors"), steps=STEPS,
                           seed=common.SEED, graphs=graphs,
                           extra=["--check-finite", "--save-every", "1", str(save)],
                           timeout_s=RUN_TIMEOUT_S)
    except OSError as error:  # fsdp-run could not be started: recorded as this case's error
        run = fsdp_run.Run([fsdp], -1, stderr_tail=f"error: {error}")
    return run, save


def outputs_at(run: fsdp_run.Run, save: Path, step: int) -> dict[str, np.ndarray]:
    """The compared outputs after ``step`` (1-based): its loss and state."""
    from fsdpc import launch

    state = launch.load_checkpoint(str(save / f"step-{step}"))
    return smoke_check.pick(state, run.losses[step - 1])


def failed(run: fsdp_run.Run) -> dict | None:
    if run.ok and len(run.losses) == STEPS:
        return None
    return {"ok": False, "ran": False, "command": " ".join(run.command),
            "error": run.error() if not run.ok
            else f"fsdp-run printed {len(run.losses)} loss lines for {STEPS} steps"}


def check_eager(eager: tuple[fsdp_run.Run, Path], dtype: str) -> dict:
    """Step 1 without graphs against the CPU reference prepare.sh made."""
    expected = load_expected(dtype)
    if expected is None:
        return {"ok": False, "ran": False,
                "error": f"no reference artifacts/smoke.{dtype}.expected (prepare.sh did not make it)"}
    reference, info = expected
    run, save = eager
    if (error := failed(run)) is not None:
        return error
    verdict = smoke_check.compare(reference, outputs_at(run, save, 1), dtype)
    verdict.update(ran=True, compares="step 1 (eager) vs the CPU reference",
                   reference_source=info.get("source"), wall_s=round(run.wall_s, 2))
    return verdict


def check_graphs(eager: tuple[fsdp_run.Run, Path], graphed: tuple[fsdp_run.Run, Path],
                 dtype: str) -> dict:
    """The graph run (step 2 captured, step 3 replayed) against the eager run:
    every step's loss, and the state after the last step with the
    tolerances of one step against the CPU, the parameters' bound taken once
    per step (the runs differ only in the order of the embedding gradient's
    atomic adds). A replay that skips work, reads
    stale buffers or writes elsewhere moves the state by a whole update."""
    if (error := failed(eager[0])) is not None:
        return {**error, "error": "the eager run to compare with failed: " + error["error"]}
    run, save = graphed
    if (error := failed(run)) is not None:
        return error
    verdict = smoke_check.compare(outputs_at(*eager, STEPS), outputs_at(run, save, STEPS), dtype,
                                  steps=STEPS)
    verdict["checks"]["losses per step"] = smoke_check.compare_losses(eager[0].losses,
                                                                      run.losses, dtype)
    verdict["ok"] = all(c["ok"] for c in verdict["checks"].values())
    verdict.update(ran=True, compares=f"step {STEPS} with CUDA graphs (replayed) vs eager",
                   wall_s=round(run.wall_s, 2))
    return verdict


def write_summary(out: str, results: dict) -> dict:
    ran = [r for r in results.values() if r.get("ran")]
    summary = {"ok": bool(ran) and all(r["ok"] for r in ran),
               "ran": len(ran), "passed": sum(r["ok"] for r in ran), "cases": results}
    path = Path(out, "smoke.json")
    tmp = path.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(summary, indent=1))
    tmp.replace(path)
    return summary


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--fsdp-run", required=True)
    ap.add_argument("--out", required=True, help="folder of smoke.json")
    ap.add_argument("--work", default="/tmp/fsdpc-gpu/smoke")
    args = ap.parse_args(argv)
    work = Path(args.work)
    work.mkdir(parents=True, exist_ok=True)
    results: dict[str, dict] = {}

    def record(key: str, case) -> None:
        try:
            results[key] = case()
        except Exception as error:  # noqa: BLE001  recorded, the next case still runs
            results[key] = {"ok": False, "ran": False, "error": f"{type(error).__name__}: {error}"}
        r = results[key]
        line = "PASS" if r["ok"] else ("FAIL" if r.get("ran") else "NOT RUN")
        detail = r.get("error") or ", ".join(
            f"{k}: " + ("ok" if c["ok"] else "off") for k, c in r["checks"].items())
        print(f"smoke {key}: {line} ({detail[:600]})", flush=True)
        # After every case: a stage cut short keeps what finished.
        write_summary(args.out, results)

    for dtype in ("f32", "bf16"):
        if load_expected(dtype) is None:
            record(f"{dtype}/no-graphs", lambda: check_eager((None, None), dtype))
            record(f"{dtype}/graphs", lambda: {"ok": False, "ran": False,
                                               "error": "no eager run to compare with"})
            continue
        eager = run_mode(args.fsdp_run, dtype, False, work)
        record(f"{dtype}/no-graphs", lambda: check_eager(eager, dtype))
        graphed = run_mode(args.fsdp_run, dtype, True, work)
        record(f"{dtype}/graphs", lambda: check_graphs(eager, graphed, dtype))
    summary = write_summary(args.out, results)
    return 0 if summary["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
