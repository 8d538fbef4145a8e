"""Where an equation came from in the user's source, for locations and errors."""

from __future__ import annotations

import functools
import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Where:
    file: str | None
    line: int | None
    col: int | None

    def __str__(self) -> str:
        return f"{self.file}:{self.line}" if self.file else "<unknown location>"


def display_path(path: str) -> str:
    """Paths under the working directory are shown relative, so that emitted
    IR does not depend on where the checkout lives."""
    return _display_path(path, os.getcwd())


@functools.lru_cache(maxsize=256)
def _display_path(path: str, cwd: str) -> str:
    # Every equation asks for its file's path: a model's few files are
    # resolved once each.
    try:
        rel = os.path.relpath(path, cwd)
    except ValueError:
        return path
    return path if rel.startswith("..") else rel


def where(eqn) -> Where:
    # source_info_util is JAX-internal; its user_frame skips JAX's own frames and
    # finds the user's line. Degrade to "unknown" rather than fail on API drift.
    try:
        from jax._src import source_info_util

        frame = source_info_util.user_frame(eqn.source_info.traceback)
    except Exception:  # pragma: no cover - depends on JAX internals
        frame = None
    if frame is None:
        return Where(None, None, None)
    return Where(display_path(frame.file_name), frame.start_line, frame.start_column)


def name_stack(eqn) -> str:
    try:
        return str(eqn.source_info.name_stack)
    except Exception:  # pragma: no cover
        return ""
