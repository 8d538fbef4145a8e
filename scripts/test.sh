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
run_suite runtime ctest --test-dir "$FSDPC_BUILD" --output-on-failure -j2
run_suite pytest python3 -m pytest -q "$FSDPC_ROOT/python/tests"

if ((${#failed[@]})); then
  log "FAILED suites: ${failed[*]}"
  exit 1
fi
log "all suites passed"
