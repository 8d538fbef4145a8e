#!/usr/bin/env bash
# Sets fsdpc up (scripts/setup.sh) and runs every test suite; fails if any does.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
setup_fsdpc

failed=()
run_suite() {
  local name=$1; shift
  log "suite: $name"
  "$@" || failed+=("$name")
}

run_suite lit ninja -C "$FSDPC_BUILD" check-fsdpc
run_suite fuzz python3 "$FSDPC_ROOT/test/fuzz/mutate.py" --fsdp-opt "$FSDPC_BUILD/bin/fsdp-opt" --seed 1 --cases 3500 --time-budget 75 --timeout 10 --jobs 2
run_suite train-fuzz python3 "$FSDPC_ROOT/test/fuzz/train.py" --seed 1 --cases 14 --time-budget 80
run_suite runtime ctest --test-dir "$FSDPC_BUILD" --output-on-failure -j2
run_suite pytest python3 -m pytest -q "$FSDPC_ROOT/python/tests" "$FSDPC_ROOT/bench/gpu/test_gpu_bench.py"

if ((${#failed[@]})); then
  log "FAILED suites: ${failed[*]}"
  exit 1
fi
log "all suites passed"
