#!/usr/bin/env bash
# The GPU benchmark, on the GPU machine, as one command (bench/README.md,
# "GPU benchmark"): OUT=<results folder> bash bench/gpu/run.sh
#
# Needs what prepare.sh made in bench/gpu/artifacts/ (carried), the runtime
# sources, python3 with torch and jax (CUDA), nvcc, cmake, ninja. Stages, in
# order, each writing its results into $OUT as it finishes, so that a run cut
# short keeps what finished:
#   (a) build fsdp-run with CUDA into /tmp/rt                        -> build.json
#       (when that fails: the carried artifacts/fsdp-run, if it starts)
#   (b) smoke: the smoke executables on the GPU, step 1 vs the CPU reference,
#       the CUDA-graph replay vs eager                               -> smoke.json
#       (when it fails, the runtime's CUDA unit tests run next: the diagnosis)
#   (c) fsdp-run GPT-2 small, with and without CUDA graphs          -> timings.json
#       (the no-graphs run traces its last step: trace-nographs.json)
#   (d) PyTorch eager, torch.compile, jax.jit, the PyTorch-vs-JAX model
#       check, PyTorch SDPA (flash)                                  -> timings.json
#   (e) the runtime's CUDA and NCCL unit tests, when the smoke check
#       passed                                                       -> build.json, ctest.log
#   (f) fsdp-run's baselines and variants of the same step (time_fsdp.py's
#       MODES after the first two), last so that a short budget cuts
#       them, not the references                                     -> timings.json
#   (g) the table                                                    -> gpu_results.md
# Everything printed also goes to $OUT/run.log. The stages after the build
# skip themselves once the time budget (RUN_BUDGET_S, default 360 s) is
# nearly spent.
set -uo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
cd "$repo" || exit 2
: "${OUT:?set OUT to the folder for the results}"
mkdir -p "$OUT"
exec > >(tee -a "$OUT/run.log") 2>&1
tee_pid=$!

budget="${RUN_BUDGET_S:-360}"
start=$SECONDS
export PYTHONPATH="$repo/python${PYTHONPATH:+:$PYTHONPATH}"
export PATH="/usr/local/cuda/bin:$PATH"
export PYTHONUNBUFFERED=1
# JAX must not take 75% of the GPU in a process that shares it (it never
# does here: one framework per process), but a smaller pool costs nothing.
export XLA_PYTHON_CLIENT_MEM_FRACTION=0.9
rt="${RT_BUILD:-/tmp/rt}"   # the runtime's build folder (RT_BUILD: elsewhere, e.g. for a trial run)
fsdp_run="$rt/bin/fsdp-run"

note() { echo "=== [$((SECONDS - start)) s] $*"; }

# run_stage NAME LIMIT_S NEEDED_S LOG COMMAND...: runs COMMAND under
# `timeout LIMIT_S` unless fewer than NEEDED_S seconds of the budget are left;
# its output goes to LOG, or to this script's output when LOG is "-".
run_stage() {
  local name="$1" limit="$2" needed="$3" log="$4"
  shift 4
  local left=$((budget - (SECONDS - start)))
  if ((left < needed)); then
    note "$name: SKIPPED (${left} s of the budget left, it needs about ${needed} s)"
    return 99
  fi
  ((limit > left)) && limit=$left
  note "$name (limit ${limit} s)"
  local rc
  if [[ "$log" == "-" ]]; then
    timeout --kill-after=10 "$limit" "$@"
    rc=$?
  else
    timeout --kill-after=10 "$limit" "$@" >"$log" 2>&1
    rc=$?
  fi
  ((rc == 124 || rc == 137)) && note "$name: TIMED OUT after ${limit} s"
  note "$name: exit $rc"
  return "$rc"
}

note "GPU benchmark in $repo, results in $OUT"
nvidia-smi --query-gpu=name,memory.total,driver_version,clocks.max.sm --format=csv || true
python3 -c 'import torch, jax; print("torch", torch.__version__, "cuda", torch.version.cuda, "| jax", jax.__version__, jax.devices())' || true
ldconfig -p | grep -E "libcublasLt.so|libnccl.so|libcuda.so" || true
if [[ ! -f "$here/artifacts/manifest.json" ]]; then
  note "WARNING: bench/gpu/artifacts/ is missing (run prepare.sh and carry bench/gpu/artifacts): the fsdp-run stages will fail"
fi

# -- (a) build -----------------------------------------------------------------
# NCCL from the nvidia-nccl-cu13 wheel: its folder has include/ and
# lib/libnccl.so.2 but no unversioned libnccl.so, which find_library needs;
# /tmp/nccl gives CMake the usual layout.
nccl_args=()
nccl_dir="$(python3 -c 'import nvidia.nccl as m; print(list(m.__path__)[0])' 2>/dev/null || true)"
if [[ -n "$nccl_dir" && -d "$nccl_dir/lib" ]]; then
  mkdir -p /tmp/nccl/lib
  ln -sfn "$nccl_dir/include" /tmp/nccl/include
  for f in "$nccl_dir"/lib/libnccl.so*; do ln -sf "$f" /tmp/nccl/lib/; done
  libs=("$nccl_dir"/lib/libnccl.so*)
  [[ -e /tmp/nccl/lib/libnccl.so ]] || ln -sf "${libs[0]}" /tmp/nccl/lib/libnccl.so
  export LD_LIBRARY_PATH="/tmp/nccl/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
  # FSDPC_NCCL_*: runtime/CMakeLists.txt's cache variables (it looks beside
  # the toolkit only); the prefix path serves any other find_* call.
  nccl_args=(-DFSDPC_NCCL_INCLUDE_DIR=/tmp/nccl/include
             -DFSDPC_NCCL_LIBRARY=/tmp/nccl/lib/libnccl.so -DCMAKE_PREFIX_PATH=/tmp/nccl)
  note "NCCL: $nccl_dir"
else
  note "NCCL: the nvidia-nccl wheel was not found (the CUDA device does not need it on one GPU)"
fi

build_ok=0
build_note=""
if run_stage "configure" 120 30 /tmp/rt-configure.log cmake -S runtime -B "$rt" -G Ninja \
    -DCMAKE_BUILD_TYPE=Release -DFSDPC_RUNTIME_MPI=OFF -DFSDPC_RUNTIME_OPENBLAS=OFF \
    -DFSDPC_RUNTIME_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 "${nccl_args[@]}"; then
  grep -iE "cuda|nccl|warning" /tmp/rt-configure.log | head -n 20
  # Without the CUDA device (a toolkit part CMake did not find) every GPU
  # stage would fail with UNAVAILABLE: say why instead.
  if ! grep -q "CUDA device ON" /tmp/rt-configure.log; then
    build_note="CMake configured the runtime WITHOUT the CUDA device (see the configure lines above)"
    note "$build_note"
  elif run_stage "build fsdp-run" 240 60 /tmp/rt-build.log ninja -C "$rt" fsdp-run; then
    build_ok=1
  else
    tail -n 40 /tmp/rt-build.log
  fi
else
  tail -n 40 /tmp/rt-configure.log
fi
# When the build here failed, the runtime-only CUDA build prepare.sh made on
# the CPU machine (artifacts/fsdp-run, same CUDA 13.0) keeps the GPU stages
# alive; build.json still says the build here failed.
have_fsdp_run=$build_ok
carried="$here/artifacts/fsdp-run"
if ((!build_ok)) && [[ -x "$carried" ]]; then
  # Its cuBLASLt may only be in the PyTorch environment's nvidia wheels.
  if ! "$carried" --help >/dev/null 2>&1; then
    lt="$(python3 -c 'import site, glob; print(next(iter(sorted(p for d in site.getsitepackages() for p in glob.glob(d + "/nvidia/**/libcublasLt.so.13", recursive=True))), ""))' 2>/dev/null)"
    [[ -n "$lt" ]] && export LD_LIBRARY_PATH="$(dirname "$lt")${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
  fi
  if "$carried" --help >/dev/null 2>&1; then
    fsdp_run="$carried"
    have_fsdp_run=1
    note "using the carried fsdp-run ($carried) for the GPU stages"
  else
    note "the carried fsdp-run does not start here: $("$carried" --help 2>&1 | head -n 2)"
  fi
fi
python3 - "$OUT/build.json" "$build_ok" "$((SECONDS - start))" "$build_note" "$fsdp_run" <<'EOF'
import json, sys
path, ok, secs, why, used = sys.argv[1], sys.argv[2] == "1", int(sys.argv[3]), sys.argv[4], sys.argv[5]
summary = ("fsdp-run built with CUDA" if ok else
           f"fsdp-run did NOT build: {why or 'run.log has the log tail'}") + f" in {secs} s"
json.dump({"ok": ok, "seconds": secs, "summary": summary, "fsdp_run": used,
           "tests": "not run yet"}, open(path, "w"), indent=1)
print(summary)
EOF

# run_cuda_tests LIMIT: builds the runtime's tests and runs the CUDA ones,
# adding their summary to build.json. After the references when the smoke
# check passed (a broken test never costs the benchmark), right after the
# smoke check when it failed (then they are the diagnosis).
# add_googletest: the GPU machine has no GoogleTest, without which the unit
# tests are not configured; prepare.sh carries Debian's source of it
# (artifacts/googletest). Built and installed into /tmp/gtest, then the
# runtime is configured again to find it (fsdp-run is not rebuilt).
add_googletest() {
  ctest --test-dir "$rt" -N -R "$1" 2>/dev/null | grep -q "^Total Tests: [1-9]" && return 0
  [[ -f "$here/artifacts/googletest/CMakeLists.txt" ]] || return 1
  cmake -S "$here/artifacts/googletest" -B /tmp/gtest-build -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DCMAKE_INSTALL_PREFIX=/tmp/gtest -DBUILD_GMOCK=OFF &&
    ninja -C /tmp/gtest-build install && cmake "$rt" -DGTest_ROOT=/tmp/gtest
}

run_cuda_tests() {
  local limit="$1" tests_summary="not run" cuda_tests='[Cc][Uu][Dd][Aa]|[Nn][Cc][Cc][Ll]'
  export -f add_googletest
  export rt here
  run_stage "GoogleTest" 60 30 /tmp/gtest.log bash -c 'add_googletest "$0"' "$cuda_tests" ||
    tail -n 20 /tmp/gtest.log
  if run_stage "build the tests" "$limit" 40 /tmp/rt-tests.log ninja -C "$rt"; then
    local n_cuda
    n_cuda="$(ctest --test-dir "$rt" -N -R "$cuda_tests" 2>/dev/null | sed -n 's/^Total Tests: //p')"
    if [[ "${n_cuda:-0}" -gt 0 ]]; then
      local rc=0
      rm -f /tmp/rt-ctest.log
      # -V: every case's output, the passing ones' notes included (a GEMM
      # cuBLASLt has no algorithm for), in ctest.log.
      run_stage "CUDA unit tests" 60 20 /tmp/rt-ctest.log \
        ctest --test-dir "$rt" -R "$cuda_tests" -V --timeout 50 || rc=$?
      if ((rc == 99)); then
        tests_summary="skipped (the budget was spent)"
      else
        tests_summary="$(grep -E "tests passed|tests failed" /tmp/rt-ctest.log | tail -n 1)"
        [[ -n "$tests_summary" ]] || tests_summary="ctest exited $rc without a summary"
      fi
      # ctest counts a skipped test (no GPU visible to it) as passed: say so.
      local n_skipped
      n_skipped="$(grep -c '\*\*\*Skipped' /tmp/rt-ctest.log 2>/dev/null)"
      ((${n_skipped:-0} > 0)) && tests_summary="$tests_summary ($n_skipped skipped)"
      grep -E "Failed|FAILED|\*\*\*" /tmp/rt-ctest.log | head -n 20
      grep -E "^[0-9]+: note:" /tmp/rt-ctest.log | head -n 10
      # The failures' own output, for a diagnosis after the machine is gone.
      cp /tmp/rt-ctest.log "$OUT/ctest.log"
    else
      tests_summary="no test named *cuda* is registered (GoogleTest missing, or none yet)"
    fi
  else
    tests_summary="the tests did not build (or the budget was spent)"
    tail -n 20 /tmp/rt-tests.log 2>/dev/null
  fi
  python3 - "$OUT/build.json" "$tests_summary" <<'EOF'
import json, sys
path, tests = sys.argv[1], sys.argv[2]
data = json.load(open(path))
data["tests"] = tests
data["summary"] += f"; CUDA unit tests: {tests}"
json.dump(data, open(path, "w"), indent=1)
print("CUDA unit tests:", tests)
EOF
}

# -- (b) smoke, before any timing ----------------------------------------------------
smoke_ok=0
if ((have_fsdp_run)); then
  run_stage "smoke" 150 20 - python3 bench/gpu/smoke.py --fsdp-run "$fsdp_run" --out "$OUT" &&
    smoke_ok=1
  ((smoke_ok)) || run_cuda_tests 90
else
  python3 -c 'import json, sys; json.dump({"ok": False, "ran": 0, "passed": 0, "error": sys.argv[1]}, open(sys.argv[2], "w"))' \
    "${build_note:-fsdp-run did not build}" "$OUT/smoke.json"
fi

# -- (c) fsdp-run timing -------------------------------------------------------------
if ((have_fsdp_run)); then
  run_stage "fsdp-run timing" 60 25 - python3 bench/gpu/time_fsdp.py --fsdp-run "$fsdp_run" \
    --out "$OUT" --rows main
fi
python3 bench/gpu/report.py --out "$OUT" >/dev/null

# -- (d) the references ------------------------------------------------------------
run_stage "PyTorch eager" 90 25 - python3 bench/gpu/torch_gpt.py time --mode eager --out "$OUT"
python3 bench/gpu/report.py --out "$OUT" >/dev/null
run_stage "torch.compile" 200 90 - python3 bench/gpu/torch_gpt.py time --mode compile --out "$OUT"
python3 bench/gpu/report.py --out "$OUT" >/dev/null
run_stage "jax.jit" 150 45 - python3 bench/gpu/jax_gpt.py time --out "$OUT"
python3 bench/gpu/report.py --out "$OUT" >/dev/null
if run_stage "model check: JAX" 90 25 - python3 bench/gpu/jax_gpt.py check --save /tmp/fsdpc-gpu-jax-check.json; then
  run_stage "model check: PyTorch" 90 20 - python3 bench/gpu/torch_gpt.py check \
    --jax /tmp/fsdpc-gpu-jax-check.json --out "$OUT"
fi
run_stage "PyTorch SDPA" 90 25 - python3 bench/gpu/torch_gpt.py time --mode sdpa --out "$OUT"
((smoke_ok)) && run_cuda_tests 90
# The baselines and variants of fsdp-run's step last: a short budget cuts
# these, not the references the goals compare with.
if ((have_fsdp_run)); then
  run_stage "fsdp-run baselines" 160 30 - python3 bench/gpu/time_fsdp.py --fsdp-run "$fsdp_run" \
    --out "$OUT" --rows baselines
fi

# -- (g) the table ---------------------------------------------------------------
note "results"
python3 bench/gpu/report.py --out "$OUT"
note "done"
# Let tee write the last lines to run.log before the tool collects $OUT.
exec 1>&- 2>&-
wait "$tee_pid" 2>/dev/null || true
