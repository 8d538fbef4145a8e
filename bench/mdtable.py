"""Markdown cells and tables shared by the benchmarks' reports."""

from __future__ import annotations


def ms(s: float) -> str:
    """Seconds as milliseconds, or as seconds from 10 s on."""
    return f"{s * 1e3:.1f} ms" if s < 10 else f"{s:.2f} s"


def md_table(header, rows) -> str:
    """A markdown table; cells are str()-ed."""
    out = ["| " + " | ".join(header) + " |", "|" + "|".join(" --- " for _ in header) + "|"]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(out) + "\n"
