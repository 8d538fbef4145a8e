#!/usr/bin/env bash
# Regenerate examples/ir/*.mlir, the global-view programs of the examples,
# with the fsdpc CLI (pip install -e python first). Run from anywhere.
set -euo pipefail
cd "$(dirname "$0")/.."
for example in mlp gpt gpt_scan; do
  python3 -m fsdpc lower "examples/${example}.py" -o "examples/ir/${example}.mlir"
  echo "wrote examples/ir/${example}.mlir"
done
