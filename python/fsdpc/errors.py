"""Exceptions raised by the fsdpc frontend and tool wrappers."""

from __future__ import annotations

import re


class FsdpcError(Exception):
    """Base class of every error fsdpc raises on purpose."""


class UnsupportedError(FsdpcError):
    """The traced step uses a primitive or a form fsdpc does not lower.

    The message names the primitive and the user's source file:line.
    """


class ShardingError(FsdpcError):
    """A mesh, PartitionSpec, unit or updates mapping is outside fsdpc's contract.

    The message names the pytree path of the offending argument.
    """


class FsdpcWarning(UserWarning):
    """A step fsdpc compiles correctly but not as the user likely meant
    (e.g. a whole stack of layers gathered at once). The message names the
    pytree path and the source line."""


# ``<loc>: error: message``; <loc> is ``file:line:col``, ``<stdin>:3:3``,
# ``loc("...")``, ``"name"``...; LLVM's own ``error: ...`` has no location.
_DIAGNOSTIC = re.compile(r"^(?:\S.*?: |)(error|warning|note|remark): ")
_CARET = re.compile(r"^\s*\^~*\s*$")
_SEE_OPERATION = re.compile(r": note: see current operation:")


def filter_diagnostics(stderr: str, max_lines: int = 40, max_width: int = 2000
                       ) -> tuple[list[str], list[str], int, int]:
    """Split a tool's stderr into what a user needs and what they do not.

    Returns ``(kept, errors, dump_lines, capped_lines)``: the diagnostic lines
    kept (each diagnostic with the source line and caret that follow it),
    the ``error`` diagnostics alone, the number of lines of ``note: see
    current operation:`` IR dumps dropped, and the number of kept lines cut by
    ``max_lines``. Without any MLIR diagnostic (a crash, a command-line
    error) the first lines of stderr are kept as they are.
    """
    lines = stderr.splitlines()
    kept: list[str] = []
    errors: list[str] = []
    dump = 0
    in_dump = False
    i = 0
    found = False
    while i < len(lines):
        line = lines[i]
        match = _DIAGNOSTIC.match(line)
        if match is None:
            if in_dump:
                dump += 1
            i += 1
            continue
        found = True
        if _SEE_OPERATION.search(line):
            # The note and the operation it prints (thousands of lines for a
            # function) up to the next diagnostic.
            in_dump = True
            dump += 1
            i += 1
            continue
        in_dump = False
        kept.append(line)
        if match.group(1) == "error":
            errors.append(line)
        # The source line and caret MLIR prints under a diagnostic.
        if (i + 2 < len(lines) and _CARET.match(lines[i + 2])
                and not _DIAGNOSTIC.match(lines[i + 1])):
            kept += lines[i + 1:i + 3]
            i += 3
        elif i + 1 < len(lines) and _CARET.match(lines[i + 1]):
            kept.append(lines[i + 1])
            i += 2
        else:
            i += 1
    if not found:
        kept = [line for line in lines if line.strip()]
    kept = [line if len(line) <= max_width else line[:max_width] + " [...]" for line in kept]
    capped = max(0, len(kept) - max_lines)
    return kept[:max_lines], errors, dump, capped


class ToolError(FsdpcError):
    """An external tool (fsdp-opt, mlir-opt, mlir-runner) failed.

    ``stderr`` holds the tool's diagnostics (``<loc>: error: ...`` with their
    source lines and notes), without the IR dumps of ``note: see current
    operation:`` and at most :attr:`MAX_LINES` lines; ``diagnostics`` lists
    the ``error`` lines alone; ``raw_stderr`` is the whole stderr, verbatim.
    """

    MAX_LINES = 40

    def __init__(self, tool: str, returncode: int, stderr: str):
        self.tool = tool
        self.returncode = returncode
        self.raw_stderr = stderr
        kept, self.diagnostics, dump, capped = filter_diagnostics(stderr, self.MAX_LINES)
        omitted = []
        if dump:
            omitted.append(f"{dump} line{'s' * (dump != 1)} of 'see current operation' IR")
        if capped:
            omitted.append(f"{capped} more line{'s' * (capped != 1)} of diagnostics")
        if omitted:
            kept.append(f"[{' and '.join(omitted)} omitted; the full stderr is in ToolError.raw_stderr]")
        self.stderr = "\n".join(kept)
        super().__init__(f"{tool} exited with status {returncode}:\n{self.stderr}".rstrip())
