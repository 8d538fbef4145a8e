#!/usr/bin/env bash
# The main job: set fsdpc up (scripts/setup.sh), lower the example GPT's
# training step from JAX, compile it for 8 ranks under each scheduling policy
# (partition, bucket, schedule, plan memory), and print the schedule reports
# side by side.
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
