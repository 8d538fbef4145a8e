#!/usr/bin/env bash
# The main job: set fsdpc up (scripts/setup.sh), lower the example GPT's
# training step from JAX, compile it for 8 ranks under each scheduling policy
# (partition, bucket, schedule, plan memory) and print the predicted reports
# side by side; then compile it for 4 CPU ranks into an executable, train it
# for a few steps with `mpirun fsdp-run`, and set the losses beside JAX's on
# one device and the measured step beside the prediction.
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

log "compiling the GPT for 4 CPU ranks and training it with mpirun fsdp-run"
python3 - "$FSDPC_ROOT/examples/gpt.py" "$out" <<'PY'
import runpy
import sys

import jax
import numpy as np

import fsdpc
from fsdpc import launch

script, out = sys.argv[1], sys.argv[2]
steps = 5
step, args, options = runpy.run_path(script, run_name="__fsdpc__")["fsdpc_program"]()
lowered = fsdpc.lower(step, *args, **options)
compiled = fsdpc.compile(lowered, world_size=4, policy="auto", device="cpu",
                         executable=f"{out}/gpt.fsdpx")
leaves = dict(zip(lowered.arg_paths, (np.asarray(v) for v in jax.tree.leaves(args))))
state_paths = set(lowered.updates.values())
state = {p: v for p, v in leaves.items() if p in state_paths}
batches = {p: v for p, v in leaves.items() if p not in state_paths}
result = launch.run(compiled.executable, world_size=4, state=state, batches=batches,
                    steps=steps, threads=1, trace=f"{out}/gpt.measured.trace.json",
                    workdir=f"{out}/run")

# JAX on one device, the same steps.
treedef, values = jax.tree.structure(args), list(leaves.values())
next_of, jitted, reference = lowered.updates, jax.jit(step), []
for _ in range(steps):
    outs = dict(zip(lowered.out_paths, jax.tree.leaves(jitted(*jax.tree.unflatten(treedef, values)))))
    reference.append(next(float(v) for p, v in outs.items() if np.ndim(v) == 0 and p not in next_of))
    updated = {next_of[p]: v for p, v in outs.items() if p in next_of}
    values = [updated.get(p, v) for p, v in zip(lowered.arg_paths, values)]

print(f"GPT example on 4 CPU ranks (mpirun fsdp-run, policy auto), {steps} steps:")
print(f"{'step':>6}{'fsdpc loss':>14}{'JAX loss':>14}")
for k, (got, want) in enumerate(zip(result.losses, reference)):
    print(f"{k + 1:>6}{got[0]:>14.7f}{want:>14.7f}")
predicted, measured = compiled.report, result.report
print(f"step time: measured {measured['step_time_s'] * 1e3:.2f} ms (median), "
      f"predicted {predicted['step_time_s'] * 1e3:.2f} ms by the cpu preset (not yet fitted to this machine)")
print(f"exposed communication: measured {measured['exposed_collective_s'] * 1e3:.2f} ms, "
      f"predicted {predicted['exposed_collective_s'] * 1e3:.2f} ms")
print(f"memory: planned arena {predicted['peak_bytes']} bytes; measured peak {measured['peak_bytes']} bytes "
      "(arena + staging, workspaces, thread stacks, kernels)")
print(f"executable: {out}/gpt.fsdpx; checkpoint: {out}/run/final; "
      f"measured trace: {out}/gpt.measured.trace.json")
PY
