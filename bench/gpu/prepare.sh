#!/usr/bin/env bash
# Prepares bench/gpu/artifacts/ on this (GPU-less) machine: the CUDA and CPU
# executables, the fixed batches and the smoke check's CPU reference
# (bench/gpu/prepare.py says what each file is), and a runtime-only CUDA
# fsdp-run as run.sh's fallback. Needs build/bin/fsdp-opt,
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
exec 9>/tmp/fsdpc-build.lock
flock 9
rc=0
nice -n 10 python3 "$here/prepare.py" "$@" || rc=$?
# The runtime alone with CUDA (no MLIR, MPI or OpenBLAS), as run.sh builds it
# on the GPU machine: carried as artifacts/fsdp-run, run.sh's fallback should
# that build fail there. Not needed otherwise, so a failure here only warns.
if command -v nvcc >/dev/null || [[ -x /usr/local/cuda/bin/nvcc ]]; then
  rt="$repo/build-rt-cuda"
  mkdir -p "$rt"
  if PATH="/usr/local/cuda/bin:$PATH" nice -n 10 cmake -S runtime -B "$rt" -G Ninja \
       -DCMAKE_BUILD_TYPE=Release -DFSDPC_RUNTIME_MPI=OFF -DFSDPC_RUNTIME_OPENBLAS=OFF \
       -DFSDPC_RUNTIME_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 >"$rt/prepare.log" 2>&1 &&
     nice -n 10 ninja -C "$rt" -j2 fsdp-run >>"$rt/prepare.log" 2>&1; then
    cp "$rt/bin/fsdp-run" "$here/artifacts/fsdp-run.tmp"
    mv "$here/artifacts/fsdp-run.tmp" "$here/artifacts/fsdp-run"
    echo "artifacts/fsdp-run: the runtime alone with CUDA ($rt)"
  else
    echo "prepare.sh: warning: the runtime-only CUDA build failed ($rt/prepare.log); run.sh will have no fallback" >&2
  fi
fi
# GoogleTest's source for the runtime's unit tests there (run.sh builds it
# when the GPU machine has none).
if [[ -f /usr/src/googletest/CMakeLists.txt ]]; then
  rm -rf "$here/artifacts/googletest"
  cp -r /usr/src/googletest "$here/artifacts/googletest"
fi
exit "$rc"
