"""Render a Chrome/Perfetto trace from fsdp-pipeline (``trace=FILE``) to a PNG:
the streams as horizontal bars over time, and the memory curve below.

    python bench/plot_trace.py TRACE.json OUT.png [--budget BYTES] [--title T]
    python bench/plot_trace.py bench/testdata/tiny_trace.json /tmp/tiny.png

The format read (the Trace Event Format's JSON object form):

* ``{"traceEvents": [...]}`` (a bare list of events is accepted too);
* ``"ph": "X"`` complete events with ``name``, ``ts`` and ``dur`` in
  microseconds, ``pid`` and ``tid``: one row per (pid, tid), in order of
  first appearance;
* ``"ph": "M"`` metadata ``thread_name`` / ``process_name`` events, when
  present, name the rows (otherwise ``pid/tid``);
* ``"ph": "C"`` counter events: every numeric entry of ``args`` is one series
  (e.g. ``{"name": "memory", "args": {"bytes": 123}}``), drawn as a step
  curve in GiB.

Bars are coloured by the event's ``cat`` when it has one, else by the first
word of its name (all_gather..., reduce_scatter..., matmul...), so that
collectives of one kind share a colour however they are numbered.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import defaultdict
from pathlib import Path


def load_events(path: Path) -> list[dict]:
    data = json.loads(Path(path).read_text())
    events = data.get("traceEvents") if isinstance(data, dict) else data
    if not isinstance(events, list):
        raise SystemExit(f"{path}: not a Chrome trace (no 'traceEvents' list)")
    return events


def _kind(ev: dict) -> str:
    if ev.get("cat"):
        return str(ev["cat"])
    return re.split(r"[\s.#(\[:0-9]", str(ev.get("name", "?")), maxsplit=1)[0] or "?"


def streams(events: list[dict]) -> tuple[list[str], dict[tuple, list[dict]]]:
    """Row labels and complete events per (pid, tid), rows in first-seen order."""
    thread_names, process_names = {}, {}
    for ev in events:
        if ev.get("ph") == "M":
            name = (ev.get("args") or {}).get("name")
            if ev.get("name") == "thread_name":
                thread_names[(ev.get("pid"), ev.get("tid"))] = name
            elif ev.get("name") == "process_name":
                process_names[ev.get("pid")] = name
    rows: dict[tuple, list[dict]] = {}
    for ev in events:
        if ev.get("ph") == "X":
            rows.setdefault((ev.get("pid"), ev.get("tid")), []).append(ev)
    labels = []
    for pid, tid in rows:
        t = thread_names.get((pid, tid))
        p = process_names.get(pid)
        labels.append(" / ".join(x for x in (p if len(process_names) > 1 else None, t) if x) or f"{pid}/{tid}")
    return labels, rows


def counters(events: list[dict]) -> dict[str, list[tuple[float, float]]]:
    """series name -> [(ts us, value)], sorted by time."""
    series: dict[str, list[tuple[float, float]]] = defaultdict(list)
    for ev in events:
        if ev.get("ph") != "C":
            continue
        for key, value in (ev.get("args") or {}).items():
            if isinstance(value, (int, float)):
                label = ev.get("name", "counter") if key in ("value", "bytes") else f"{ev.get('name')}.{key}"
                series[label].append((float(ev["ts"]), float(value)))
    return {k: sorted(v) for k, v in series.items()}


def render(trace: Path, png: Path, title: str | None = None, budget_bytes: int | None = None) -> None:
    import matplotlib
    matplotlib.use("Agg")  # no display on the build machine
    import matplotlib.pyplot as plt

    events = load_events(trace)
    labels, rows = streams(events)
    mem = counters(events)
    if not rows and not mem:
        raise SystemExit(f"{trace}: no complete ('X') or counter ('C') events to draw")

    # Times in ms from the first event, so that the axis reads as a step.
    stamps = [ev["ts"] for evs in rows.values() for ev in evs] + [t for s in mem.values() for t, _ in s]
    t0 = min(stamps)
    end = max([ev["ts"] + ev.get("dur", 0) for evs in rows.values() for ev in evs] + stamps)

    fig, (ax_s, ax_m) = plt.subplots(2, 1, sharex=True, figsize=(14, 2.2 + 0.45 * len(rows)),
                                     gridspec_kw={"height_ratios": [max(len(rows), 1), 2.5]})
    colours: dict[str, str] = {}
    palette = plt.get_cmap("tab10").colors
    for y, evs in enumerate(rows.values()):
        by_kind = defaultdict(list)
        for ev in evs:
            by_kind[_kind(ev)].append(((ev["ts"] - t0) / 1e3, ev.get("dur", 0) / 1e3))
        for kind, spans in by_kind.items():
            colour = colours.setdefault(kind, palette[len(colours) % len(palette)])
            ax_s.broken_barh(spans, (y - 0.4, 0.8), facecolors=colour, edgecolor="white", linewidth=0.3)  # op boundaries
    ax_s.set_yticks(range(len(labels)), labels)
    ax_s.invert_yaxis()
    ax_s.legend(handles=[plt.Rectangle((0, 0), 1, 1, color=c) for c in colours.values()],
                labels=list(colours), loc="upper left", bbox_to_anchor=(1.0, 1.0), fontsize=8)
    ax_s.set_title(title or Path(trace).name)

    for name, points in mem.items():
        xs = [(t - t0) / 1e3 for t, _ in points] + [(end - t0) / 1e3]
        ys = [v / 2**30 for _, v in points]
        ax_m.step(xs, ys + ys[-1:], where="post", label=name)
    if budget_bytes:
        ax_m.axhline(budget_bytes / 2**30, color="red", linestyle="--", linewidth=1, label="budget")
    ax_m.set_ylim(bottom=0)  # the persistent state is part of the picture
    ax_m.set_ylabel("GiB")
    ax_m.set_xlabel("time (ms)")
    if mem or budget_bytes:
        ax_m.legend(loc="upper left", bbox_to_anchor=(1.0, 1.0), fontsize=8)
    fig.tight_layout()
    png.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(png, dpi=110)
    plt.close(fig)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("trace", type=Path)
    ap.add_argument("png", type=Path)
    ap.add_argument("--budget", type=int, help="memory budget in bytes (a dashed line)")
    ap.add_argument("--title")
    args = ap.parse_args(argv)
    render(args.trace, args.png, args.title, args.budget)
    print(args.png)
    return 0


if __name__ == "__main__":
    sys.exit(main())
