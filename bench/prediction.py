"""fsdp-run's measured compute queue against the compiler's prediction,
instruction by instruction (bench/runtime.py's part 2): fsdp-schedule prices
every op, fsdp-translate carries each op's seconds into the executable
(``Instruction.predicted_s``) and fsdp-run's trace shows them beside the
measured time (``args.predicted_us``). Nothing here measures or prices."""

from __future__ import annotations

from mdtable import md_table, ms

# The trace's compute-queue kinds (Timing.cpp's instrKindName).
COMPUTE_KINDS = ("kernel", "gemm", "copy", "fill", "state_copy")


def predicted_vs_measured(events: list, steps: list, top: int = 8) -> dict:
    """The compute queue's instructions against the compiler's prediction,
    averaged over ``steps``. Each instruction that runs a priced op carries
    fsdp-schedule's seconds for it (``predicted_us``, which fsdp-translate
    puts in the executable) and the user's op (``label``); the copies and
    fills the translator adds carry none. Per kind: the measured and the
    predicted time of the priced instructions, and the measured time of the
    unpriced ones; ``worst``: the labels whose measured time is furthest from
    their predicted one."""
    wanted = set(steps)
    per = 1 / len(wanted)
    kinds: dict[str, dict] = {}
    labels: dict[tuple, dict] = {}
    for e in events:
        kind = e["args"]["kind"]
        if e["tid"] != 0 or e["args"]["step"] not in wanted or kind not in COMPUTE_KINDS:
            continue
        row = kinds.setdefault(kind, {"instructions": 0.0, "measured_s": 0.0,
                                      "predicted_s": 0.0, "unpriced_s": 0.0})
        measured = e["dur"] * 1e-6 * per
        predicted = e["args"].get("predicted_us")
        row["instructions"] += per
        if predicted is None:
            row["unpriced_s"] += measured
            continue
        row["measured_s"] += measured
        row["predicted_s"] += predicted * 1e-6 * per
        op = labels.setdefault((kind, e["args"].get("label", e["name"])), {
            "kind": kind, "label": e["args"].get("label", e["name"]), "instructions": 0.0,
            "measured_s": 0.0, "predicted_s": 0.0})
        op["instructions"] += per
        op["measured_s"] += measured
        op["predicted_s"] += predicted * 1e-6 * per
    worst = sorted(labels.values(), key=lambda r: -abs(r["measured_s"] - r["predicted_s"]))
    return {"by_kind": kinds, "worst": worst[:top]}


# fsdpx instruction ops -> the trace's kinds (Timing.cpp's instrKindName).
OP_KINDS = {"Gemm": "gemm", "KernelLaunch": "kernel", "Fill": "fill", "Copy": "copy"}


def predicted_by_kind(dump: dict) -> dict[str, float]:
    """The compute queue's predicted seconds per instruction kind, from the
    executable (each priced instruction's ``predicted_s``)."""
    entry = next(e for e in dump["entries"] if e["name"] == "train_step")
    sums: dict[str, float] = {}
    for ins in entry["queues"][0]["instructions"]:
        if "predicted_s" in ins and ins["op"] in OP_KINDS:
            kind = OP_KINDS[ins["op"]]
            sums[kind] = sums.get(kind, 0.0) + ins["predicted_s"]
    return sums


def price_state_copies(prediction: dict, report: dict, dump: dict) -> None:
    """The state copies that end the step (the runtime copies each donated
    output into its slot) run no instruction of the executable: the step's
    return is priced for them, as one op. Without overlap (policy none) the
    report's compute is the sum of every priced op, so the return's share
    is that compute less the instructions' predictions; the copies'
    measured time moves from unpriced to priced."""
    row = prediction["by_kind"].get("state_copy")
    if not row:
        return
    row["predicted_s"] = max(0.0, report["compute_s"] - sum(predicted_by_kind(dump).values()))
    row["measured_s"], row["unpriced_s"] = row["measured_s"] + row["unpriced_s"], 0.0


KIND_NAMES = {"gemm": "GEMMs", "kernel": "compiled kernels", "fill": "fills",
              "copy": "copies", "state_copy": "state copies (the step's return)"}


def prediction_tables(none: dict) -> list[str]:
    """Part 2's per-kind and per-op comparison under none (no overlap: each
    instruction's predicted time is the one the step is priced with)."""
    pred = none["fsdp"].get("prediction")
    if not pred:
        return []
    flat = none.get("flat_memory", {}).get("by_kind", {})
    rows = [[KIND_NAMES.get(k, k), f"{v['instructions']:.0f}", ms(v["measured_s"]),
             ms(v["predicted_s"]),
             f"{v['measured_s'] / v['predicted_s']:.2f}x" if v["predicted_s"] else "-",
             ms(v["unpriced_s"]),
             f"{ms(flat[k])} ({v['measured_s'] / flat[k]:.2f}x)" if flat.get(k) else "-"]
            for k, v in sorted(pred["by_kind"].items(), key=lambda kv: -kv[1]["measured_s"]
                               - kv[1]["unpriced_s"])]
    worst = [[f"`{w['label']}`", KIND_NAMES.get(w["kind"], w["kind"]),
              f"{w['instructions']:.0f}", ms(w["measured_s"]), ms(w["predicted_s"]),
              f"{w['measured_s'] / w['predicted_s']:.2f}x" if w["predicted_s"] else "-"]
             for w in pred["worst"]]
    return ["Compute queue under none, instruction by instruction against the prediction "
            "(each instruction of a priced op carries fsdp-schedule's time for it, "
            "`predicted_s` in the executable; the copies the translator adds carry none: "
            "unpriced, though a copy of an op's init is in that op's prediction; the state "
            "copies are the step's return's share of the predicted compute, the report's "
            "compute less every instruction's), per step:", "",
            md_table(["kind", "instructions", "measured", "predicted", "measured/predicted",
                      "measured, unpriced",
                      "baseline: predicted with the flat memory bandwidth (measured/that)"],
                     rows),
            "Baseline: the same step compiled for the `cpu` preset without its "
            "`memory_bandwidth_curve` (every kernel streaming at the flat "
            "`hbm_bandwidth_bytes_per_s`, as before the curve), in the same run.", "",
            "The user's ops furthest from their prediction (all instructions of one label "
            "summed), per step:", "",
            md_table(["op (label)", "kind", "instructions", "measured", "predicted",
                      "measured/predicted"], worst)]


def compute_verdict(none: dict) -> str:
    """What the two-rank compute under none says, from the per-instruction
    comparison: which kinds of instruction the model gets right and which
    not."""
    ratio = none["fsdp"]["median"]["compute_s"] / none["predicted"]["compute_s"]
    head = (f"Compute is {'predicted within 10%' if abs(ratio - 1) <= 0.1 else 'over-predicted' if ratio < 1 else 'under-predicted'} "
            f"({ratio:.2f}x under none)")
    pred = none["fsdp"].get("prediction")
    if not pred:
        return head + "."
    parts = [f"{KIND_NAMES.get(k, k)} {v['measured_s'] / v['predicted_s']:.2f}x "
             f"({ms(v['measured_s'])} against {ms(v['predicted_s'])})"
             for k, v in sorted(pred["by_kind"].items(), key=lambda kv: -kv[1]["predicted_s"])
             if v["predicted_s"] > 0]
    unpriced = sum(v["unpriced_s"] for v in pred["by_kind"].values())
    return (head + "; instruction by instruction (table above): " + ", ".join(parts)
            + (f", and {ms(unpriced)} of copies the model does not price" if unpriced else "")
            + ".")
