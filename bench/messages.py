#!/usr/bin/env python3
"""Bucket messages on two CPU ranks: one staged message per bucket against
one message per member (fsdp-collective-messages), measured in one run.

The GEMM-dominated GPT of bench/runtime.py (d=512, 4 layers, f32, AdamW),
compiled for 2 ranks under one policy twice: ``collective_messages="packed"``
(every bucket copied through a staging buffer, as FSDP2's flat buffer) and
``"per-member"`` (every bucket that may be, each member sent from and
received into where it lies). For each: the planned arena (the runtime
allocates exactly it), the compiler's predicted step (``cpu`` preset), and
fsdp-run's measured median step and exposed communication on 2 MPI ranks
bound to one core each, the two forms alternating, each run repeated while
other processes took its cores (bench/runtime.py's rules and build lock).
The losses of the two forms must agree.

    nice python3 bench/messages.py --out bench/messages_results.md

It is not a test and CI never runs it.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import runtime as rt  # noqa: E402
from mdtable import md_table, ms  # noqa: E402

FORMS = ("packed", "per-member")


def collect(exe, run) -> dict:
    med = run["median"]
    return {"arena_bytes": exe.report["peak_bytes"], "predicted_s": exe.report["step_time_s"],
            "step_s": med["step_s"], "exposed_s": med["exposed_s"], "losses": run["losses"],
            "attempts": run["attempts"], "per_member_ops": exe.per_member_ops}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", help="write the markdown here (default: print only)")
    ap.add_argument("--json", help="also write every raw number here")
    ap.add_argument("--policy", default="fsdp", choices=("none", "fsdp", "auto"))
    ap.add_argument("--steps", type=int, default=12)
    ap.add_argument("--warmup", type=int, default=2)
    ap.add_argument("--rounds", type=int, default=2, help="runs of each form, alternating")
    args = ap.parse_args(argv)
    tools = rt.require_tools(two_ranks=True)
    workdir = Path(tempfile.mkdtemp(prefix="fsdpc-messages-bench-"))
    case = rt.GEMM_CASE
    prepared = rt.prepare(case, args.steps, workdir)
    exes = {}
    for form in FORMS:
        exe = rt.compile_case(prepared, 2, args.policy, workdir, tools, tag="-" + form,
                              collective_messages=form)
        exe.per_member_ops = sum(
            1 for e in exe.dump["entries"] for q in e["queues"] for i in q["instructions"]
            if i["op"] == "CollectiveStart" and i["collective"]["per_member"])
        exes[form] = exe
    runs: dict[str, list] = {form: [] for form in FORMS}
    for _ in range(args.rounds):
        for form in FORMS:
            runs[form].append(rt.least_contended(
                f"fsdp-run {form}", lambda form=form: rt.run_fsdp(
                    exes[form], prepared, 2, args.steps, args.warmup, workdir, tools)))
    rows = {}
    for form in FORMS:
        best = min(runs[form], key=lambda r: r["median"]["step_s"])
        rows[form] = collect(exes[form], best)
        rows[form]["step_s_all"] = [r["median"]["step_s"] for r in runs[form]]
    same = all(abs(a - b) <= 1e-5 * max(1.0, abs(a))
               for a, b in zip(rows["packed"]["losses"], rows["per-member"]["losses"]))
    res = {"machine": rt.machine(), "case": case.describe(), "policy": args.policy,
           "steps": args.steps, "warmup": args.warmup, "rows": rows, "losses_agree": same,
           "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}
    text = render(res, "python3 bench/messages.py " + " ".join(argv or sys.argv[1:]))
    print(text)
    if args.out:
        Path(args.out).write_text(text)
    if args.json:
        Path(args.json).write_text(json.dumps(res, indent=1))
    return 0 if same else 1


def render(res: dict, command: str) -> str:
    rows = res["rows"]
    header = ["form", "per-member collectives", "planned arena", "predicted step",
              "measured step (median)", "measured exposed communication"]
    table = []
    for form in FORMS:
        r = rows[form]
        table.append([form, str(r["per_member_ops"]), f"{r['arena_bytes'] / 2**20:.2f} MiB",
                      ms(r["predicted_s"]), ms(r["step_s"]), ms(r["exposed_s"])])
    m = res["machine"]
    return "\n".join([
        "# Bucket messages on two CPU ranks: packed against per member", "",
        f"`{command}` on {res['date']}, {m['model']} ({m['cpus']} CPUs, {m['mpi']}, git "
        f"{m['git']}); {res['case']}; policy "
        f"`{res['policy']}`, 2 MPI ranks bound to one core each, {res['steps']} steps, the first "
        f"{res['warmup']} excluded; the best of each form's runs (all: "
        + ", ".join(f"{f} " + "/".join(ms(x) for x in rows[f]['step_s_all']) for f in FORMS)
        + "). Predicted figures are the `cpu` preset's; measured ones fsdp-run's.", "",
        md_table(header, table), "",
        f"Losses of the two forms agree: {'yes' if res['losses_agree'] else 'NO'}.", ""])


if __name__ == "__main__":
    sys.exit(main())
