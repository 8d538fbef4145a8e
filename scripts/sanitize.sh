#!/usr/bin/env bash
# Builds fsdpc with AddressSanitizer + UndefinedBehaviorSanitizer (and with
# assertions on) in build-asan/, then runs the lit suite, the unit tests and
# the mutation fuzzer (test/fuzz/mutate.py) against that build.
#
#   scripts/sanitize.sh                 # configure if needed, build, run all
#   FUZZ_CASES=5000 scripts/sanitize.sh # a longer fuzz run
#   SANITIZE_BUILD=/tmp/asan scripts/sanitize.sh
#
# The build shares the 2 cores with build/, so ninja runs under the same
# lock (/tmp/fsdpc-build.lock) as every other build of this tree.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

ASAN_BUILD="${SANITIZE_BUILD:-$FSDPC_ROOT/build-asan}"
FUZZ_SEED="${FUZZ_SEED:-1}"
FUZZ_CASES="${FUZZ_CASES:-1000}"
FUZZ_TIME_BUDGET="${FUZZ_TIME_BUDGET:-600}"
BUILD_LOCK=/tmp/fsdpc-build.lock

SAN_FLAGS="-fsanitize=address,undefined -fno-omit-frame-pointer"

# libMLIR/libLLVM are not instrumented: container-overflow annotations in
# header-only code disagree with the library's, and their leaks at exit are
# not ours. LLVM's BumpPtrAllocator poisons memory by hand in its inline
# (instrumented) code that libMLIR's uninstrumented code then uses: those
# user poisonings are off (allow_user_poisoning=0), or every parse reports a
# use-after-poison inside libMLIR. halt_on_error makes a UBSan report fail
# the test.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_container_overflow=0:detect_leaks=0:allow_user_poisoning=0}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
if [ -x "$LLVM_PREFIX/bin/llvm-symbolizer" ]; then
  export ASAN_SYMBOLIZER_PATH="$LLVM_PREFIX/bin/llvm-symbolizer"
  export UBSAN_SYMBOLIZER_PATH="$LLVM_PREFIX/bin/llvm-symbolizer"
  export LLVM_SYMBOLIZER_PATH="$LLVM_PREFIX/bin/llvm-symbolizer"
fi
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1

ensure_apt_packages

if [ ! -f "$ASAN_BUILD/build.ninja" ]; then
  log "configuring $ASAN_BUILD (ASan + UBSan, assertions on)"
  # -UNDEBUG turns fsdpc's own asserts on. CMake puts the per-config flags
  # (-O2 -g -DNDEBUG by default for RelWithDebInfo) after CMAKE_CXX_FLAGS, so
  # they are replaced too, or their -DNDEBUG would win. libMLIR stays a
  # release build; its ABI does not depend on NDEBUG (LLVM's ABI-breaking
  # checks are fixed in llvm/Config/abi-breaking.h). LLVM_USE_SANITIZER tells
  # HandleLLVMOptions (included by the compiler half) not to link shared
  # objects with -z defs, which the sanitizer runtimes' symbols would fail.
  cmake -G Ninja -S "$FSDPC_ROOT" -B "$ASAN_BUILD" \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DMLIR_DIR="$LLVM_PREFIX/lib/cmake/mlir" \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DLLVM_USE_LINKER=lld \
    -DFSDPC_BUILD_RUNTIME=ON \
    -DLLVM_USE_SANITIZER="Address;Undefined" \
    -DCMAKE_C_FLAGS="$SAN_FLAGS -UNDEBUG" \
    -DCMAKE_CXX_FLAGS="$SAN_FLAGS -UNDEBUG" \
    -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -g" \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g" \
    -DCMAKE_EXE_LINKER_FLAGS="$SAN_FLAGS" \
    -DCMAKE_SHARED_LINKER_FLAGS="$SAN_FLAGS" \
    -DCMAKE_MODULE_LINKER_FLAGS="$SAN_FLAGS" >/dev/null
fi

log "building $ASAN_BUILD (every target: tools, runtime, unit tests)"
flock "$BUILD_LOCK" ninja -C "$ASAN_BUILD" -j2 all

failed=()
run_suite() {
  local name=$1; shift
  log "suite: $name (sanitized)"
  "$@" || failed+=("$name")
}

# lit finds fsdp-opt through $ASAN_BUILD/test/lit.site.cfg.py
# (fsdpc_tools_dir = $ASAN_BUILD/bin); lit passes ASAN_OPTIONS and
# UBSAN_OPTIONS through to the tests. Everything check-fsdpc depends on is
# built above, so the lock is not needed here.
run_suite lit ninja -C "$ASAN_BUILD" check-fsdpc
run_suite unit ctest --test-dir "$ASAN_BUILD" --output-on-failure -j2
run_suite fuzz python3 "$FSDPC_ROOT/test/fuzz/mutate.py" \
  --fsdp-opt "$ASAN_BUILD/bin/fsdp-opt" \
  --seed "$FUZZ_SEED" --cases "$FUZZ_CASES" --time-budget "$FUZZ_TIME_BUDGET" \
  --timeout 60 --memory-limit-mb 0 --jobs 2 \
  --save-dir "$ASAN_BUILD/fuzz-crashers"

if ((${#failed[@]})); then
  log "FAILED sanitized suites: ${failed[*]} (fuzz crashers, if any: $ASAN_BUILD/fuzz-crashers)"
  exit 1
fi
log "all sanitized suites passed"
