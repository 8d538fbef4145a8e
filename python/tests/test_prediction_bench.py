"""bench/prediction.py: fsdp-run's trace against the compiler's
per-instruction prediction."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "bench"))

import prediction  # noqa: E402


def event(step: int, kind: str, dur_us: float, predicted_us: float | None = None,
          label: str | None = None, tid: int = 0) -> dict:
    args = {"step": step, "kind": kind, "index": 0}
    if predicted_us is not None:
        args["predicted_us"] = predicted_us
    if label is not None:
        args["label"] = label
    return {"name": f"{kind} x", "ph": "X", "tid": tid, "dur": dur_us, "args": args}


def test_sums_priced_and_unpriced_time_per_kind_averaged_over_the_steps():
    events = []
    for step, scale in ((1, 100.0), (2, 1.0), (3, 3.0)):   # step 1 is the warm-up
        events += [event(step, "gemm", 10 * scale, 8, "dot at m.py:3"),
                   event(step, "kernel", 4 * scale, 5, "exp at m.py:4"),
                   event(step, "kernel", 2 * scale, 1, "exp at m.py:4"),
                   event(step, "copy", 1 * scale),
                   event(step, "collective", 50, 40, "gather", tid=1)]
    result = prediction.predicted_vs_measured(events, [2, 3])
    gemm, kernel, copy = (result["by_kind"][k] for k in ("gemm", "kernel", "copy"))
    assert gemm["instructions"] == 1 and gemm["measured_s"] == pytest.approx(20e-6)
    assert gemm["predicted_s"] == pytest.approx(8e-6) and gemm["unpriced_s"] == 0
    assert kernel["instructions"] == 2 and kernel["measured_s"] == pytest.approx(12e-6)
    assert kernel["predicted_s"] == pytest.approx(6e-6)
    assert copy["predicted_s"] == 0 and copy["unpriced_s"] == pytest.approx(2e-6)
    assert "collective" not in result["by_kind"]   # the communication queue's
    # Per label, the furthest from its prediction first.
    assert [r["label"] for r in result["worst"]] == ["dot at m.py:3", "exp at m.py:4"]
    assert result["worst"][1]["instructions"] == 2
    assert result["worst"][1]["measured_s"] == pytest.approx(12e-6)


def test_an_instruction_without_a_label_is_named_by_the_trace():
    result = prediction.predicted_vs_measured([event(1, "kernel", 3, 1)], [1])
    assert result["worst"][0]["label"] == "kernel x"


def none_row(compute_s: float, predicted_s: float, by_kind: dict) -> dict:
    return {"fsdp": {"median": {"compute_s": compute_s},
                     "prediction": {"by_kind": by_kind, "worst": [
                         {"kind": "kernel", "label": "exp at m.py:4", "instructions": 2,
                          "measured_s": 0.01, "predicted_s": 0.03}]}},
            "predicted": {"compute_s": predicted_s}}


def kind(measured: float, predicted: float, unpriced: float = 0.0) -> dict:
    return {"instructions": 3, "measured_s": measured, "predicted_s": predicted,
            "unpriced_s": unpriced}


def test_the_verdict_names_each_kind_with_its_measured_over_predicted_ratio():
    row = none_row(0.23, 0.25, {"gemm": kind(0.2, 0.2), "kernel": kind(0.02, 0.05),
                                "state_copy": kind(0, 0, 0.01)})
    verdict = prediction.compute_verdict(row)
    assert verdict.startswith("Compute is predicted within 10% (0.92x under none)")
    assert "GEMMs 1.00x (200.0 ms against 200.0 ms)" in verdict
    assert "compiled kernels 0.40x (20.0 ms against 50.0 ms)" in verdict
    assert verdict.endswith("and 10.0 ms of copies the model does not price.")
    assert prediction.compute_verdict(none_row(0.1, 0.2, {})).startswith(
        "Compute is over-predicted (0.50x")


def test_the_tables_list_kinds_by_measured_time_and_the_worst_labels():
    row = none_row(0.23, 0.25, {"kernel": kind(0.02, 0.05), "gemm": kind(0.2, 0.2)})
    text = "\n".join(prediction.prediction_tables(row))
    kinds = [line for line in text.splitlines() if line.startswith("| GEMMs")
             or line.startswith("| compiled kernels")]
    assert kinds == ["| GEMMs | 3 | 200.0 ms | 200.0 ms | 1.00x | 0.0 ms | - |",
                     "| compiled kernels | 3 | 20.0 ms | 50.0 ms | 0.40x | 0.0 ms | - |"]
    row["flat_memory"] = {"by_kind": {"kernel": 0.08}}
    text = "\n".join(prediction.prediction_tables(row))
    assert "| compiled kernels | 3 | 20.0 ms | 50.0 ms | 0.40x | 0.0 ms | 80.0 ms (0.25x) |" \
        in text
    assert "| `exp at m.py:4` | compiled kernels | 2 | 10.0 ms | 30.0 ms | 0.33x |" in text
    assert prediction.prediction_tables({"fsdp": {}}) == []


def test_predicted_by_kind_sums_the_compute_queues_priced_instructions():
    dump = {"entries": [{"name": "eval_step", "queues": [{"instructions": [
        {"op": "Gemm", "predicted_s": 9.0}]}]},
        {"name": "train_step", "queues": [{"instructions": [
            {"op": "Gemm", "predicted_s": 1.0}, {"op": "KernelLaunch", "predicted_s": 0.5},
            {"op": "KernelLaunch", "predicted_s": 0.25}, {"op": "Copy"},
            {"op": "WaitEvent"}]}, {"instructions": [
                {"op": "CollectiveStart", "predicted_s": 7.0}]}]}]}
    assert prediction.predicted_by_kind(dump) == {"gemm": 1.0, "kernel": 0.75}


def test_the_returns_share_of_the_compute_prices_the_state_copies():
    by_kinds = {"by_kind": {"state_copy": kind(0.0, 0.0, 0.008),
                              "gemm": kind(0.2, 0.19)}}
    dump = {"entries": [{"name": "train_step", "queues": [{"instructions": [
        {"op": "Gemm", "predicted_s": 0.19}, {"op": "KernelLaunch", "predicted_s": 0.01}]}]}]}
    prediction.price_state_copies(by_kinds, {"compute_s": 0.206}, dump)
    row = by_kinds["by_kind"]["state_copy"]
    assert row["predicted_s"] == pytest.approx(0.006)
    assert row["measured_s"] == pytest.approx(0.008) and row["unpriced_s"] == 0
    prediction.price_state_copies({"by_kind": {}}, {"compute_s": 1.0}, dump)   # none: no-op
