#!/usr/bin/env bash
# The main job: set fsdpc up (scripts/setup.sh), lower the example GPT's
# training step from JAX, compile it for 8 ranks under each scheduling policy
# (partition, bucket, schedule, plan memory) and print the predicted reports
# side by side; then train a small character-level GPT (examples/chargpt.py)
# on the Python standard library's source on 4 CPU ranks with `mpirun
# fsdp-run` for 600 steps: the training loss as it falls, the validation loss
# before and after, the measured step beside the prediction, a loss curve
# (with matplotlib), and text sampled through JAX from the exported weights.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
setup_fsdpc

out="$FSDPC_BUILD/demo"
mkdir -p "$out"
log "lowering examples/gpt.py and compiling it for 8 ranks under each policy"
python3 - "$FSDPC_ROOT/examples/gpt.py" "$out" <<'PY'
import runpy
import sys

import fsdpc

script, out = sys.argv[1], sys.argv[2]
# A global batch of 24 divides by 8 ranks (the tests use 12: 1 to 6 ranks).
step, args, options = runpy.run_path(script, run_name="__fsdpc__")["fsdpc_program"](batch_size=24)
lowered = fsdpc.lower(step, *args, **options)
open(f"{out}/gpt.mlir", "w").write(lowered.text)

reports = {}
for policy in ("none", "fsdp", "auto"):
    compiled = fsdpc.compile(lowered, world_size=8, policy=policy, trace=f"{out}/gpt.{policy}.trace.json")
    open(f"{out}/gpt.{policy}.mlir", "w").write(compiled.text)
    reports[policy] = compiled.report

rows = [("step time (ms)", "step_time_s", 1e3), ("compute (ms)", "compute_s", 1e3),
        ("collectives (ms)", "collective_s", 1e3), ("exposed comm. (ms)", "exposed_collective_s", 1e3),
        ("lower bound (ms)", "lower_bound_s", 1e3), ("peak memory (KiB)", "peak_bytes", 1 / 1024)]
print(f"GPT example (examples/gpt.py), 8 ranks, device {reports['auto']['device']}, "
      f"budget {reports['auto']['memory_budget_bytes'] / 2**30:.1f} GiB")
print(f"{'':20}" + "".join(f"{policy:>12}" for policy in reports))
for label, key, scale in rows:
    print(f"{label:20}" + "".join(f"{reports[p][key] * scale:>12.3f}" for p in reports))
print(f"traces: {out}/gpt.{{none,fsdp,auto}}.trace.json (open in Perfetto or chrome://tracing)")
PY
log "wrote $out/gpt.mlir (global view) and $out/gpt.{none,fsdp,auto}.mlir (per-rank programs)"

log "training examples/chargpt.py (a character-level GPT on the Python stdlib's source) on 4 CPU ranks"
python3 - "$FSDPC_ROOT/examples/chargpt.py" "$out" <<'PY'
import runpy
import shutil
import sys
import time

import jax
import numpy as np

import fsdpc
from fsdpc.train import export

script, out = sys.argv[1], sys.argv[2]
steps, ranks = 600, 4
cg = runpy.run_path(script, run_name="__fsdpc__")
step, args, options, extras = cg["fsdpc_program"]()
print(f"model: {cg['LAYERS']} layers, width {cg['WIDTH']}, context {cg['SEQ']}, vocabulary "
      f"{cg['VOCAB']} bytes, global batch {cg['BATCH']}; "
      f"{sum(np.size(v) for v in jax.tree.leaves(args[0]))} parameters; corpus {cg['CACHE']}")
lowered = fsdpc.lower(step, *args, **options, init=extras["init"])
compiled = fsdpc.compile(lowered, world_size=ranks, policy="auto", device="cpu",
                         executable=f"{out}/chargpt.fsdpx", trace=f"{out}/chargpt.predicted.trace.json")
# The state starts from the example arguments (normal(0.02) weights from
# numpy) so that the validation loss before training is that state's.
before = cg["evaluate"](args[0])["val_loss"]
shutil.rmtree(f"{out}/chargpt-ckpt", ignore_errors=True)  # a fresh run, not a resumed one
every, t0 = 50, time.monotonic()
show = lambda k, loss: k % every == 0 and print(f"  step {k:4d}  loss {loss:.4f}  ({time.monotonic() - t0:.0f} s)", flush=True)  # noqa: E731
print(f"training {steps} steps on {ranks} ranks (mpirun fsdp-run), training loss every {every} steps:")
result = compiled.run(state=args, batches=extras["dataset"](steps), steps=steps, callback=show,
                      threads=1, save_every=200, checkpoint_dir=f"{out}/chargpt-ckpt",
                      trace=f"{out}/chargpt.measured.trace.json", workdir=f"{out}/chargpt-run")
wall = time.monotonic() - t0
folder, _ = export(result.checkpoint, f"{out}/chargpt.safetensors")
params = cg["load_params"](f"{out}/chargpt.safetensors")
after = cg["evaluate"](params)["val_loss"]
print(f"trained in {wall:.0f} s; validation loss (held-out last 10%, JAX): {before:.4f} before, {after:.4f} after")

predicted, measured = compiled.report, result.report
print(f"{'per step':22}{'predicted':>12}{'measured':>12}")
for label, key, scale in (("step time (ms)", "step_time_s", 1e3), ("compute (ms)", "compute_s", 1e3),
                          ("exposed comm. (ms)", "exposed_collective_s", 1e3),
                          ("peak memory (KiB)", "peak_bytes", 1 / 1024)):
    print(f"{label:22}{predicted[key] * scale:>12.3f}{measured[key] * scale:>12.3f}")
print("(predicted by the cpu preset, fitted from micro-benchmarks on a machine of this kind: bench/presets/cpu.fit.md; "
      "measured peak includes staging, workspaces and thread stacks)")
try:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(6, 3.5))
    ax.plot(result.steps, result.loss, lw=0.8, label="training loss")
    ax.axhline(after, color="C1", ls="--", label=f"validation loss {after:.3f}")
    ax.set_xlabel("step"), ax.set_ylabel("cross-entropy (nats/byte)"), ax.legend()
    fig.tight_layout(), fig.savefig(f"{out}/chargpt.loss.png", dpi=120)
    print(f"loss curve: {out}/chargpt.loss.png")
except ImportError:
    print("loss curve: skipped (matplotlib is not installed: pip install 'fsdpc[bench]')")
print(f"checkpoints: {out}/chargpt-ckpt/step-{{200,400,600}}; exported parameters: {out}/chargpt.safetensors")
print(f"traces: {out}/chargpt.measured.trace.json (measured, rank 0), "
      f"{out}/chargpt.predicted.trace.json (predicted)")
print("sampled from the trained model (JAX, exported weights), prompt 'def ':")
print("-" * 60)
print(cg["sample"](params, "def ", 300))
print("-" * 60)
PY
