#!/usr/bin/env bash
# Prepares bench/gpu/artifacts/ on this (GPU-less) machine: the CUDA and CPU
# executables, the fixed batches and the smoke check's CPU reference
# (bench/gpu/prepare.py says what each file is). Needs build/bin/fsdp-opt,
# fsdp-translate and fsdp-run. Runs under the shared build lock, niced, since
# it compiles and runs fsdp-run on the 2 shared cores.
#
#   bench/gpu/prepare.sh [--skip-timed-cpu]
#
# Exit 0: everything the GPU run needs is there; 3: something is missing
# (artifacts/manifest.json says what and why); other: a failure.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
for tool in fsdp-opt fsdp-translate fsdp-run; do
  if [[ ! -x "$repo/build/bin/$tool" ]]; then
    echo "prepare.sh: error: $repo/build/bin/$tool is missing: build the project first (scripts/setup.sh)" >&2
    exit 2
  fi
done
cd "$repo"
exec flock /tmp/fsdpc-build.lock nice -n 10 python3 "$here/prepare.py" "$@"
