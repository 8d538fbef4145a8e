#!/usr/bin/env bash
# The main job: set fsdpc up (scripts/setup.sh), lower the example GPT's
# training step from JAX to fsdpc's global-view MLIR and run it through the
# passes that exist, printing the result.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
setup_fsdpc

out="$FSDPC_BUILD/demo"
mkdir -p "$out"
log "lowering examples/gpt.py with the fsdpc frontend"
python3 -m fsdpc lower "$FSDPC_ROOT/examples/gpt.py" >"$out/gpt.mlir"
log "compiling $out/gpt.mlir with fsdp-opt"
fsdp-opt "$out/gpt.mlir" --canonicalize --cse >"$out/gpt.opt.mlir"
cat "$out/gpt.opt.mlir"
log "wrote $out/gpt.mlir (global view) and $out/gpt.opt.mlir"
