#!/usr/bin/env bash
# The main job: set fsdpc up (scripts/setup.sh), lower the example GPT's
# training step from JAX to fsdpc's global-view MLIR, partition it for several
# world sizes and summarize the per-rank programs.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
setup_fsdpc

out="$FSDPC_BUILD/demo"
mkdir -p "$out"
log "lowering examples/gpt.py and partitioning it with fsdp-opt"
python3 - "$FSDPC_ROOT/examples/gpt.py" "$out" <<'PY'
import re
import sys

import fsdpc
from fsdpc.cli import load_program

script, out = sys.argv[1], sys.argv[2]
lowered = load_program(script)
open(f"{out}/gpt.mlir", "w").write(lowered.text)

def nbytes(type_text):
    dims, elem = re.fullmatch(r"tensor<((?:\d+x)*)(\w+)>", type_text).groups()
    count = 1
    for d in filter(None, dims.split("x")):
        count *= int(d)
    return count * {"f32": 4, "bf16": 2, "f16": 2, "i32": 4}.get(elem, 4)

print(f"{'ranks':>5} {'all_gather':>10} {'reduce_scatter':>14} {'all_reduce':>10} "
      f"{'gathered B':>10} {'split args B/rank':>20}")
for n in (1, 2, 3, 4, 6):
    text = fsdpc.compile(lowered, world_size=n).text
    open(f"{out}/gpt.rank{n}.mlir", "w").write(text)
    gathers = re.findall(r"fsdp\.all_gather .*-> (tensor<[^>]*>)", text)
    scatters = re.findall(r"fsdp\.reduce_scatter .*: \((tensor<[^>]*>)\)", text)
    reduces = re.findall(r"fsdp\.all_reduce ", text)
    # Every split argument: parameters, optimizer state and the batch.
    split_args = re.findall(r"%arg\d+: (tensor<[^>]*>) \{fsdp\.global_type", text)
    print(f"{n:>5} {len(gathers):>10} {len(scatters):>14} {len(reduces):>10} "
          f"{sum(map(nbytes, gathers)):>10} {sum(map(nbytes, split_args)):>20}")
try:
    fsdpc.compile(lowered, world_size=5)
except fsdpc.ToolError as error:
    print("5 ranks:", error.stderr.strip().splitlines()[0])
PY
log "wrote $out/gpt.mlir (global view) and $out/gpt.rankN.mlir (per-rank programs)"
