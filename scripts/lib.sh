# Shared by scripts/setup.sh, scripts/test.sh and scripts/demo.sh: installs
# what is missing and builds, doing nothing that is already done.
set -euo pipefail

FSDPC_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
FSDPC_BUILD="${FSDPC_BUILD:-$FSDPC_ROOT/build}"
LLVM_PREFIX=/usr/lib/llvm-22

APT_PACKAGES=(
  llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools clang-22 lld-22
  clang-format-22 cmake ninja-build ccache openmpi-bin libopenmpi-dev libgtest-dev
  libflatbuffers-dev flatbuffers-compiler libopenblas-dev
)

# Fresh clones (CI) share the compiler cache with earlier builds.
export CCACHE_BASEDIR="$FSDPC_ROOT" CCACHE_NOHASHDIR=1

log() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

ensure_apt_packages() {
  local missing=()
  for pkg in "${APT_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" ||
      missing+=("$pkg")
  done
  if ((${#missing[@]})); then
    log "installing ${missing[*]}"
    local sudo=""
    [ "$(id -u)" = 0 ] || sudo=sudo
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
}

ensure_python_packages() {
  # The editable install must point at this checkout, not at another clone.
  local here
  here=$(python3 -c "import fsdpc, jax, numpy, pytest, matplotlib, os; print(os.path.dirname(fsdpc.__file__))" 2>/dev/null || true)
  if [ "$here" != "$FSDPC_ROOT/python/fsdpc" ] ||
     [ "$FSDPC_ROOT/python/pyproject.toml" -nt "$FSDPC_BUILD/.python-installed" ]; then
    log "installing the fsdpc python package and its dependencies"
    # bench: matplotlib, for the demo's loss curve and bench/'s trace PNGs.
    python3 -m pip install -q --root-user-action=ignore -e "$FSDPC_ROOT/python[test,bench]"
    mkdir -p "$FSDPC_BUILD" && touch "$FSDPC_BUILD/.python-installed"
  fi
}

build_fsdpc() {
  if [ ! -f "$FSDPC_BUILD/build.ninja" ]; then
    log "configuring $FSDPC_BUILD"
    cmake -G Ninja -S "$FSDPC_ROOT" -B "$FSDPC_BUILD" \
      -DCMAKE_BUILD_TYPE=Release \
      -DMLIR_DIR="$LLVM_PREFIX/lib/cmake/mlir" \
      -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
      -DLLVM_USE_LINKER=lld >/dev/null
  fi
  log "building"
  ninja -C "$FSDPC_BUILD" -j2 all mlir-doc
}

setup_fsdpc() {
  ensure_apt_packages
  build_fsdpc
  ensure_python_packages
  export PATH="$FSDPC_BUILD/bin:$LLVM_PREFIX/bin:$PATH"
  export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
}
