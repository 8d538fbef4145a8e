"""Locating and running the external tools: fsdp-opt (this project's C++
driver) and upstream MLIR's mlir-opt / mlir-runner."""

from __future__ import annotations

import os
import shutil
import subprocess
import warnings
from pathlib import Path

from .errors import FsdpcError, FsdpcWarning, ToolError, filter_diagnostics

# Where the project's CMake build puts fsdp-opt, relative to the checkout
# (python/fsdpc/tools.py -> repository root).
_REPO_ROOT = Path(__file__).resolve().parents[2]
_LLVM_DIRS = [os.environ.get("MLIR_BIN", ""), os.path.join(os.environ.get("LLVM_DIR", ""), "bin"),
              "/usr/lib/llvm-22/bin"]


def llvm_tool(name: str) -> str:
    """mlir-opt, mlir-runner, ... from $MLIR_BIN, $LLVM_DIR/bin, LLVM 22, or PATH."""
    for d in _LLVM_DIRS:
        if d and os.access(os.path.join(d, name), os.X_OK):
            return os.path.join(d, name)
    found = shutil.which(name)
    if found:
        return found
    raise FsdpcError(f"{name} not found: set MLIR_BIN to the directory holding LLVM/MLIR 22's tools")


def llvm_lib_dir() -> str:
    return str(Path(llvm_tool("mlir-opt")).resolve().parent.parent / "lib")


def fsdp_tool(name: str) -> str:
    """One of fsdpc's own tools (fsdp-opt, fsdp-translate, fsdp-run):
    $FSDP_OPT / $FSDP_TRANSLATE / $FSDP_RUN, else build/bin/NAME in the
    checkout, else PATH."""
    env = os.environ.get(name.upper().replace("-", "_"))
    if env:
        return env
    built = _REPO_ROOT / "build" / "bin" / name
    if built.exists():
        return str(built)
    found = shutil.which(name)
    if found:
        return found
    raise FsdpcError(f"{name} not found: build the C++ side (build/bin/{name}) or set "
                     f"{name.upper().replace('-', '_')}")


def fsdp_opt() -> str:
    return fsdp_tool("fsdp-opt")


def run(tool: str, args: list[str], stdin: str | None = None, timeout: float = 600) -> str:
    """Run ``tool``; return stdout, or raise ToolError carrying its stderr.
    Warnings the tool printed on success reach the caller as
    ``fsdpc.FsdpcWarning``s (each with its source line)."""
    proc = subprocess.run([tool, *args], input=stdin, capture_output=True, text=True, timeout=timeout)
    if proc.returncode != 0:
        raise ToolError(os.path.basename(tool), proc.returncode, proc.stderr)
    _forward_warnings(os.path.basename(tool), proc.stderr)
    return proc.stdout


def _forward_warnings(tool: str, stderr: str) -> None:
    kept = filter_diagnostics(stderr)[0] if ": warning: " in stderr else []
    said: list[list[str]] = []
    for line in kept:
        if ": warning: " in line:
            said.append([line])
        elif said and ": note: " not in line and ": remark: " not in line:
            said[-1].append(line)  # the source line and caret under it
    for lines in said:
        warnings.warn(FsdpcWarning(f"{tool}: " + "\n".join(lines)), stacklevel=3)
