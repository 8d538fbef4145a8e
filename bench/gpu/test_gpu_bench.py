"""What of the GPU benchmark can be tested without a GPU (about 30 s on the
2-core machine): the JAX reference at a tiny shape on the CPU, the shared
initial state, the model's GPU kernels emulated on the host against its
CPU kernels, the smoke comparison and its tolerances, the fsdp-run timing
plumbing against a stand-in fsdp-run, the report and the goal check.

    python3 -m pytest -q bench/gpu/test_gpu_bench.py
"""

from __future__ import annotations

import json
import math
import os
import stat
import sys
import textwrap
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402
import fsdp_run  # noqa: E402
import jax_gpt  # noqa: E402
import model_vs_sass  # noqa: E402
import report  # noqa: E402
import sass_count  # noqa: E402
import smoke_check  # noqa: E402
import time_fsdp  # noqa: E402
from models import param_shapes  # noqa: E402
from zoo import Model  # noqa: E402

TINY = Model("tiny", replace(common.SMOKE.arch, layers=2, width=32, heads=2, seq=16, vocab=67,
                             ffn=64), batch_per_rank=2)


def test_numpy_params_follow_the_models_shapes_and_init_rule():
    params = common.numpy_params(TINY.arch)
    tree = common.nest(params, TINY.arch)
    shapes = param_shapes(TINY.arch)
    assert {k: v.shape for k, v in tree.items() if k != "blocks"} == \
        {k: v for k, v in shapes.items() if k != "blocks"}
    assert [{k: v.shape for k, v in b.items()} for b in tree["blocks"]] == shapes["blocks"]
    assert np.all(params["blocks.0.ln1_g"] == 1) and np.all(params["blocks.1.bqkv"] == 0)
    assert abs(float(params["wte"].std()) - common.INIT_SIGMA) < 0.004
    # Same seed, same values: every framework starts from this state.
    assert np.array_equal(common.numpy_params(TINY.arch)["wte"], params["wte"])


def test_fsdpc_initializers_cover_every_state_leaf():
    assert common.fsdpc_init("params.wte").kind == "normal"
    assert common.fsdpc_init("params.blocks.3.ln2_g").kind == "ones"
    assert common.fsdpc_init("params.blocks.3.b1").kind == "zeros"
    assert common.fsdpc_init("opt_state.count").kind == "zeros"
    assert common.fsdpc_init("batch.tokens") is None


def test_jax_reference_trains_at_a_tiny_shape_on_cpu():
    batch = common.make_batch(TINY)
    f32, seconds = jax_gpt.train(replace(TINY.arch, param_dtype="float32"), batch, 3)
    bf16, _ = jax_gpt.train(TINY.arch, batch, 3)
    assert len(seconds) == 3 and all(s > 0 for s in seconds)
    # At initialization the loss is about ln(vocab); repeating one batch, it falls.
    assert abs(f32[0] - math.log(TINY.arch.vocab)) < 0.3
    assert f32[2] < f32[0]
    # bf16 is the same model: within the PyTorch-vs-JAX check's bf16 tolerance.
    assert max(abs(a - b) for a, b in zip(f32, bf16)) < 5e-2


def _reference(rng, dtype="bf16"):
    ref = {"loss": np.float32(7.6)}
    for path in smoke_check.MOMENTS:
        ref[path] = rng.standard_normal((64, 32)).astype(np.float32) * 1e-3
    for path in smoke_check.PARAMS:
        ref[path] = (rng.standard_normal((64, 32)) * 0.02).astype(np.float32)
    return ref


def test_smoke_compare_accepts_bf16_noise_and_sign_flips():
    rng = np.random.default_rng(0)
    ref = _reference(rng)
    got = {k: v.copy() for k, v in ref.items()}
    got["loss"] = np.float32(7.61)
    for path in smoke_check.MOMENTS:
        got[path] = got[path] * (1 + 0.01 * rng.standard_normal(got[path].shape).astype(np.float32))
    p = got[smoke_check.PARAMS[0]]
    p.flat[0] += 2 * smoke_check.LR          # one gradient sign flip: AdamW moves it 2 lr
    verdict = smoke_check.compare(ref, got, "bf16")
    assert verdict["ok"], json.dumps(verdict, indent=1)


@pytest.mark.parametrize("damage", ["loss", "grad", "param", "nan"])
def test_smoke_compare_rejects_wrong_results(damage):
    rng = np.random.default_rng(1)
    ref = _reference(rng)
    got = {k: v.copy() for k, v in ref.items()}
    if damage == "loss":
        got["loss"] = np.float32(7.7)
    elif damage == "grad":     # a transposed-operand kind of bug: unrelated values
        got[smoke_check.MOMENTS[1]] = rng.permutation(got[smoke_check.MOMENTS[1]].ravel()).reshape(64, 32)
    elif damage == "param":    # an update of 5 lr: no sign flip explains it
        got[smoke_check.PARAMS[1]] = got[smoke_check.PARAMS[1]] + 5 * smoke_check.LR
    else:
        got["loss"] = np.float32("nan")
    assert not smoke_check.compare(ref, got, "bf16")["ok"]


FAKE_FSDP_RUN = """\
#!{python}
# A stand-in for fsdp-run: the per-step lines and the report's keys.
import json, sys, time
args = sys.argv[1:]
steps = int(args[args.index("--steps") + 1])
if "--device" not in args or args[args.index("--device") + 1] != "cuda":
    sys.exit("fsdp-run: error: expected --device cuda")
graphs = "--no-graphs" not in args
report = "--report" in args
times = []
for k in range(steps):
    t = 0.05 if k == 0 else (0.010 if graphs else 0.012)
    if report and k + 1 == steps:
        t = 0.04  # the last step, run eagerly and timed per instruction
    time.sleep(t)
    times.append(t)
    print(f"step {{k + 1}} loss {{10.9 - 0.01 * k}}", flush=True)
if report:
    json.dump({{"step_time_s": 0.01, "step_times_s": times, "peak_bytes": 1,
               "first_step": 1, "per_instruction_steps": [steps],
               "device_counters": {{"gemm_plans": 9, "gemm_loops_as_pointer_arrays": 6,
                                   "gemm_loops_as_calls": 0}}}},
              open(args[args.index("--report") + 1], "w"))
if "--trace" in args:
    event = lambda name, kind, tid, ts, dur, pred: {{
        "name": name, "ph": "X", "tid": tid, "ts": ts, "dur": dur,
        "args": {{"kind": kind, "predicted_us": pred, "label": name + " at m.py:1"}}}}
    # The unpadded baseline's head GEMM runs slower (g1: 1.5 ms, not 0.5).
    head = 1500.0 if any("unpadded" in a for a in args) else 500.0
    json.dump({{"traceEvents": [event("g0", "gemm", 0, 0.0, 1500.0, 500.0),
                               event("k0", "kernel", 0, 1600.0, 1000.0, 900.0),
                               event("g1", "gemm", 0, 2700.0, head, 400.0),
                               event("k0", "kernel", 0, 4300.0, 200.0, 100.0),
                               event("ag", "collective", 1, 0.0, 300.0, 0.0)]}},
              open(args[args.index("--trace") + 1], "w"))
"""


def _fake_timing_setup(tmp_path, monkeypatch):
    """The fake fsdp-run, an artifacts folder holding every mode's
    executable and the batch (common.ARTIFACTS points there), and an empty
    output folder."""
    fake = tmp_path / "fsdp-run"
    fake.write_text(FAKE_FSDP_RUN.format(python=sys.executable))
    fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
    art = tmp_path / "artifacts"
    art.mkdir()
    for _, _, executable, _, _ in time_fsdp.MODES:
        (art / executable).write_bytes(b"x")
    (art / "timed.batch.safetensors").write_bytes(b"x")
    monkeypatch.setattr(common, "ARTIFACTS", art)
    out = tmp_path / "out"
    out.mkdir()
    return fake, art, out


@pytest.mark.parametrize("stages", [["all"], ["main", "baselines"]])
def test_fsdp_timing_reads_the_report_and_the_lines(tmp_path, monkeypatch, stages):
    """All rows in one go, or as run.sh times them: the main two, then (after
    the references) the baselines, checked against the eager row the first
    stage recorded."""
    fake, art, out = _fake_timing_setup(tmp_path, monkeypatch)
    (art / "timed.cuda.kernels.json").write_text(json.dumps({"gpu_kernels": [
        {"symbol": "k0", "gpu_mapping": "block_per_index", "block_size": 512,
         "points_per_thread": 1}], "launches": []}))
    for rows in stages:
        assert time_fsdp.main(["--fsdp-run", str(fake), "--out", str(out), "--steps", "4",
                               "--warmup", "2", "--work", str(tmp_path / "w"),
                               "--rows", rows]) == 0
    timings = json.loads((out / "timings.json").read_text())
    graphs, plain = timings["fsdp-run (CUDA graphs)"], timings["fsdp-run (no graphs)"]
    assert graphs["ok"] and graphs["step_s"] == pytest.approx(0.010)
    assert plain["step_s"] == pytest.approx(0.012)
    assert graphs["line_interval_median_s"] == pytest.approx(0.010, abs=0.008)
    assert graphs["losses"][0] == pytest.approx(10.9)
    # Each baseline is timed with its own executable and options, and
    # checked against the eager run too: 64-bit indices, one point per
    # thread, unpadded GEMM rows, no row kernels, IEEE division, rounding
    # after every op, no horizontal fusion, fast exp, GEMM loops as calls.
    baselines = time_fsdp.MODES[2:]
    assert len(baselines) == 9
    for key, _, executable, _, options in baselines:
        row = timings[key]
        assert row["ok"] and row["losses_vs_no_graphs"]["ok"], key
        assert executable in row["command"] and all(o in row["command"] for o in options), key
    assert "--no-gemm-pointer-arrays" in timings["fsdp-run (CUDA graphs, GEMM loops as calls)"]["command"]
    assert "--no-gemm-pointer-arrays" not in graphs["command"]
    unpadded = timings["fsdp-run (CUDA graphs, GEMM rows unpadded)"]
    # The last step, timed per instruction, is left out of the timing.
    assert plain["median_of"] == 3 and max(plain["step_times_s"][2:]) < 0.04
    assert plain["line_interval_median_s"] == pytest.approx(0.012, abs=0.008)
    # The no-graphs run's trace: device time by queue and kind, slowest first.
    assert (out / time_fsdp.TRACE).exists() and "breakdown" not in graphs
    breakdown = plain["breakdown"]
    assert breakdown["compute_ms_by_kind"] == {"gemm": 2.0, "kernel": pytest.approx(1.2)}
    assert breakdown["ms_by_queue"] == {"compute": pytest.approx(3.2), "queue 1": 0.3}
    assert breakdown["compute_predicted_ms"] == pytest.approx(1.9)
    assert [r["name"] for r in breakdown["slowest"]] == ["g0", "k0", "g1", "k0"]
    # A kernel's launches summed.
    assert breakdown["kernels"] == [{"name": "k0", "launches": 2, "ms": pytest.approx(1.2),
                                     "predicted_ms": pytest.approx(1.0)}]
    assert [g["name"] for g in breakdown["gemms"]] == ["g0", "g1"]
    # The unpadded baseline is traced too; the report pairs the GEMMs, the
    # one that changed most first.
    assert (out / time_fsdp.UNPADDED_TRACE).exists()
    assert unpadded["breakdown"]["gemms"][1]["ms"] == pytest.approx(1.5)
    text = report.render(out)
    assert "Where the no-graphs step's time went" in text
    assert "2 GEMMs, 2.00 ms padded, 3.00 ms unpadded" in text
    assert "| g1 | 0.500 | 1.500 | 0.400 | g1 at m.py:1 |" in text
    # The kernels by time, with their mapping from the kernel table.
    assert "| k0 | 2 | 1.200 | 1.000 | block_per_index | 512 | 1 |" in text
    # Which way the device ran the GEMMs with outer loops.
    assert "6 ran as one pointer-array cuBLASLt call each, 0 as loops of calls" in text
    assert text.index("| g1 | 0.500") < text.index("| g0 | 1.500")
    # GEMMs of other ops or in another order are not paired.
    reordered = {**timings, "fsdp-run (CUDA graphs, GEMM rows unpadded)": {
        **unpadded, "breakdown": {**unpadded["breakdown"],
                                  "gemms": unpadded["breakdown"]["gemms"][::-1]}}}
    assert "not compared GEMM by GEMM" in "\n".join(report.gemm_padding_lines(reordered))


def test_fsdp_baselines_without_a_main_stage_say_they_are_unchecked(tmp_path, monkeypatch):
    """The baselines' stage alone (the main one skipped, or a stale
    timings.json from another run ignored): each row is timed and says no
    eager row checked it."""
    fake, _, out = _fake_timing_setup(tmp_path, monkeypatch)
    assert time_fsdp.main(["--fsdp-run", str(fake), "--out", str(out), "--steps", "3",
                           "--warmup", "1", "--work", str(tmp_path / "w"),
                           "--rows", "baselines"]) == 0
    timings = json.loads((out / "timings.json").read_text())
    assert set(timings) == {key for key, *_ in time_fsdp.MODES[2:]}
    assert all(row["ok"] and row["losses_vs_no_graphs"]["ok"] is None
               for row in timings.values())


def test_fsdp_timing_fails_a_graph_run_that_computes_something_else():
    eager = {"ok": True, "step_s": 0.012, "all_losses": [10.9, 10.8, 10.7]}
    same = {"ok": True, "step_s": 0.010, "all_losses": [10.9, 10.8, 10.7 + 1e-4]}
    assert time_fsdp.check_replay(same, eager)["ok"]
    # A replay that skips the update: the loss stops falling after the capture.
    stale = {"ok": True, "step_s": 0.008, "all_losses": [10.9, 10.8, 10.8]}
    verdict = time_fsdp.check_replay(stale, eager)
    assert not verdict["ok"] and "differ from the eager run" in verdict["error"]
    # Nothing to compare with: the row stands as measured, and says so.
    unchecked = time_fsdp.check_replay(same, {"ok": False, "error": "x"})
    assert unchecked["ok"] and unchecked["step_s"] == same["step_s"]
    assert unchecked["losses_vs_no_graphs"]["ok"] is None


def test_fsdp_timing_names_a_missing_executable(tmp_path, monkeypatch):
    monkeypatch.setattr(common, "ARTIFACTS", tmp_path)
    result = time_fsdp.measure(sys.executable, True, tmp_path, 2, 1, tmp_path)
    assert not result["ok"] and "prepare.sh did not make it" in result["error"]


def test_report_table_and_goals(tmp_path, monkeypatch):
    art = tmp_path / "artifacts"
    art.mkdir()
    (art / "manifest.json").write_text(json.dumps({"executables": {"timed.cuda.fsdpx": {
        "ok": True, "predicted": {"device": "h200", "step_time_s": 0.024}}}}))
    monkeypatch.setattr(common, "ARTIFACTS", art)

    def row(ms):
        return {"ok": True, "step_s": ms / 1e3, "step_times_s": [ms / 1e3] * 25, "warmup": 5,
                "losses": [10.9, 10.5]}
    # A baseline row (another executable) is in the table, not beside the
    # prediction.
    timings = {"fsdp-run (CUDA graphs)": row(30.0), "fsdp-run (no graphs)": row(33.0),
               "fsdp-run (CUDA graphs, 64-bit, one point per thread)": row(40.0),
               "PyTorch eager": row(45.0), "torch.compile": row(28.0),
               "jax.jit (XLA)": {"ok": False, "error": "RuntimeError: no GPU"},
               "model check (PyTorch vs JAX)": {"ok": True, "cases": {
                   "f32": {"abs_diff": [1e-6, 2e-6], "tolerance": [1e-3, 1e-3], "ok": True}}}}
    (tmp_path / "timings.json").write_text(json.dumps(timings))
    (tmp_path / "smoke.json").write_text(json.dumps({"ok": True, "ran": 4, "passed": 4}))
    text = report.render(tmp_path)
    flops = report.model_flops_per_rank(common.TIMED)
    assert 6.9e12 < flops < 7.2e12    # 6 x 123.5M x 8192 + 12 x 12 x 1024 x 768 x 8192
    assert f"| fsdp-run (CUDA graphs) | 30.00 | 30.00–30.00 | {8192 / 0.03:,.0f} | " \
           f"{flops / (0.03 * 989e12):.1%} |" in text
    assert "- faster than PyTorch eager: met" in text
    assert "- within 10% of torch.compile: met (30.00 ms vs 28.00 ms, ratio 1.071" in text
    assert "- within 10% of XLA (jax.jit): not checked" in text
    assert "| jax.jit (XLA) | failed |" in text
    assert "| fsdp-run (CUDA graphs, 64-bit, one point per thread) | 40.00 |" in text
    assert "Smoke check" in text and "PASSED" in text
    assert "Model check (PyTorch vs JAX" in text and "f32: |Δloss| per step 1.0e-06, 2.0e-06" in text
    assert ("Predicted by fsdpc's cost model (`h200` preset, at compile time): 24.00 ms a step; "
            "measured 30.00 ms (CUDA graphs, 1.25x the prediction), 33.00 ms (no graphs, "
            "1.38x the prediction).") in text


@pytest.mark.skipif(not (common.ARTIFACTS / "smoke.f32.expected" / "expected.json").exists()
                    or not (common.ARTIFACTS / "smoke.f32.cpu.fsdpx").exists()
                    or not (common.REPO / "build" / "bin" / "fsdp-run").exists(),
                    reason="needs prepare.sh's artifacts and build/bin/fsdp-run")
def test_smoke_stage_passes_against_the_cpu_executable(tmp_path, monkeypatch):
    """smoke.py end to end, with fsdp-run on the CPU standing in for the CUDA
    run (a wrapper drops --device/--no-graphs; the "cuda" executable is a link
    to the CPU one): the comparison plumbing must find the reference equal to
    itself."""
    wrapper = tmp_path / "fsdp-run"
    real = common.REPO / "build" / "bin" / "fsdp-run"
    wrapper.write_text(textwrap.dedent(f"""\
        #!/usr/bin/env bash
        args=()
        while (($#)); do
          case "$1" in
            --device) shift 2 ;;
            --no-graphs) shift ;;
            *) args+=("$1"); shift ;;
          esac
        done
        exec {real} "${{args[@]}}" --threads 1
        """))
    wrapper.chmod(0o755)
    art = tmp_path / "artifacts"
    art.mkdir()
    for name in ("smoke.f32.expected", "smoke.batch.safetensors"):
        (art / name).symlink_to(common.ARTIFACTS / name)
    (art / "smoke.f32.cuda.fsdpx").symlink_to(common.ARTIFACTS / "smoke.f32.cpu.fsdpx")
    monkeypatch.setattr(common, "ARTIFACTS", art)
    import smoke

    out = tmp_path / "out"
    out.mkdir()
    smoke.main(["--fsdp-run", str(wrapper), "--out", str(out), "--work", str(tmp_path / "w")])
    result = json.loads((out / "smoke.json").read_text())
    for mode in ("graphs", "no-graphs"):
        case = result["cases"][f"f32/{mode}"]
        assert case["ran"] and case["ok"], json.dumps(case, indent=1)
        assert case["checks"]["loss"]["abs_diff"] == 0.0
    # No bf16 executable here: reported as not run, not as a failure.
    assert not result["cases"]["bf16/graphs"]["ran"] and result["ok"]


@pytest.mark.skipif(not (common.REPO / "build" / "bin" / "fsdpc-gpu-emulation-check").exists(),
                    reason="needs build/bin/fsdpc-gpu-emulation-check")
@pytest.mark.parametrize("dtype", ["bf16", "f32"])
def test_the_benchmark_models_gpu_kernels_compute_what_its_cpu_kernels_do(dtype, tmp_path):
    """The timed model's code at a tiny shape, compiled for an H200 as
    prepare.py compiles it: every kernel of its CUDA executable, built for
    the GPU and emulated on the host block by block, computes what the same
    kernel compiled for the CPU computes (fsdpc-gpu-emulation-check)."""
    import subprocess

    import fsdpc
    import prepare

    compiled = fsdpc.compile(prepare.lower(prepare.variant(TINY, dtype)), world_size=1,
                             device="h200")
    bin_dir = common.REPO / "build" / "bin"
    kernels = subprocess.run([bin_dir / "fsdp-translate", "--target=cuda", "--dump=kernels",
                              "-o", tmp_path / "step.fsdpx"], input=compiled.text,
                             capture_output=True, text=True, check=True).stdout
    (tmp_path / "kernels.mlir").write_text(kernels)
    check = subprocess.run([bin_dir / "fsdpc-gpu-emulation-check", tmp_path / "kernels.mlir"],
                           capture_output=True, text=True)
    assert check.returncode == 0, check.stdout + check.stderr
    assert "block_per_index" in check.stdout and " 0 differ" in check.stdout


def test_without_a_gpu_the_references_record_why(tmp_path):
    """Here (no GPU, no PyTorch) each reference stage records a clear error
    instead of running for minutes on the CPU or dying with a traceback."""
    import torch_gpt

    if torch_gpt.torch is None:
        assert torch_gpt.main(["time", "--mode", "eager", "--out", str(tmp_path)]) == 2
        row = json.loads((tmp_path / "timings.json").read_text())["PyTorch eager"]
        assert not row["ok"] and "PyTorch is not installed" in row["error"]
    import jax

    if jax.devices()[0].platform != "gpu":
        assert jax_gpt.main(["time", "--out", str(tmp_path)]) == 1
        row = json.loads((tmp_path / "timings.json").read_text())["jax.jit (XLA)"]
        assert "not a GPU" in row["error"]


def test_a_graph_run_whose_capture_failed_is_no_graph_run():
    """fsdp-run runs a step again eagerly when its capture fails (and says
    so): the run succeeds, but a row timed as 'CUDA graphs' must not pass."""
    said = ('fsdp-run: warning: step 2: running "train_step": capturing the run as a CUDA '
            'graph (nothing ran; --no-graphs runs without graphs): cudaErrorStreamCaptureUnsupported; '
            'ran it again without recording (and so every later run of it)\n')
    graphed = fsdp_run.Run(["fsdp-run"], 0, stderr_tail=said, graphs=True)
    assert not graphed.ok
    assert graphed.error().startswith("the CUDA graph capture failed and fsdp-run ran eagerly")
    assert "cudaErrorStreamCaptureUnsupported" in graphed.error()
    assert fsdp_run.Run(["fsdp-run"], 0, stderr_tail=said, graphs=False).ok


SASS = """
\t\tFunction : k_store
\t.headerflags\t@"EF_CUDA_SM90"
        /*0000*/                   LDC R1, c[0x0][0x28] ;   /* 0x00000a00ff017b82 */
                                                            /* 0x000fe20000000800 */
        /*0010*/              @!P0 EXIT ;                   /* 0x000000000000094d */
        /*0020*/                   IMAD R0, R0, UR4, R3 ;   /* 0x0000000400007c24 */
        /*0030*/                   STG.E.U16 desc[UR4][R2.64], R6 ;  /* 0x0000000602007986 */
        /*0040*/                   EXIT ;                   /* 0x000000000000794d */
        /*0050*/                   CALL.REL.NOINC 0x520 ;   /* 0x0000000000007944 */
        /*0060*/                   RET.REL.NODEC R4 0x0 ;   /* 0x0000000004007950 */
\t\t..........

\t\tFunction : k_atomic
        /*0000*/                   S2R R2, SR_TID.X ;       /* 0x0000000000027919 */
        /*0010*/                   RED.E.ADD.F32.FTZ.RN.STRONG.GPU desc[UR4][R2.64], R5 ;  /* 0x0 */
        /*0020*/              @P1 EXIT ;                    /* 0x0 */
        /*0030*/                   BRA 0x30 ;               /* 0x0 */
"""


def test_sass_counts_per_point_and_per_step_from_the_kernel_table(tmp_path):
    # A kernel running 4 points per thread counts a quarter of its
    # instructions per point; one missing from the table counts them all.
    (tmp_path / "x.kernels.json").write_text(json.dumps({
        "gpu_kernels": [{"symbol": "k_store", "points_per_thread": 4},
                        {"symbol": "k_row", "gpu_mapping": "block_per_index", "block_size": 64}],
        "launches": [[0, 1000], [1, 10], [0, 500]]}))
    table = sass_count.kernel_table(tmp_path / "x.fsdpx")
    points = sass_count.points_per_thread(table)
    assert points == {"k_store": 4, "k_row": 1}
    assert sass_count.per_point({"k_store": 10, "k_row": 3, "k_other": 7}, points) == \
        {"k_store": 2.5, "k_row": 3, "k_other": 7}
    # A step: 1500 threads x 10, and 10 blocks of 64 threads x 3.
    assert sass_count.per_step({"k_store": 10, "k_row": 3}, table) == \
        {"thread_per_index": 15000, "block_per_index": 1920}
    assert sass_count.kernel_table(tmp_path / "y.fsdpx") == {}
    assert sass_count.points_per_thread({}) == {}


def test_sass_fast_path_ends_at_the_exit_after_the_store():
    # The guard's EXIT before the store does not end it; the slow path after
    # the EXIT is not counted; a predicated EXIT after an atomic ends it.
    assert sass_count.fast_path_counts(SASS) == {"k_store": 5, "k_atomic": 3}


def test_model_and_sass_counts_join_by_the_ops_line():
    # Two launches of a thread-per-index kernel (100 and 50 threads x 4
    # instructions) priced at lines 2 and 3, one of a block-per-row kernel (2
    # blocks x 64 threads x 10) at line 4; an op without a count is 0.
    remarks = ("p.mlir:2:5: remark: flops 8 bytes 4 dtype f32 cuda 300\n"
               "p.mlir:3:5: remark: flops 8 bytes 4 dtype f32\n"
               "p.mlir:4:5: remark: flops 8 bytes 4 dtype f32 transcendentals 2 cuda 1000\n")
    model = model_vs_sass.model_counts(remarks)
    assert model == {2: 300.0, 3: 0.0, 4: 1000.0}
    lines = ["func.func @f() {",
             '%a = linalg.generic {iterator_types = ["parallel"]}',
             '%b = linalg.generic {iterator_types = ["parallel"]}',
             "%c:2 = fsdp.row_kernel rows = 1 ins(%a)"]
    def launch(kernel, threads, line):
        return {"op": "KernelLaunch", "kernel": {"index": kernel, "range": [0, threads]},
                "label": f"linalg.generic at p.mlir:{line}"}
    dump = {"gpu_kernels": [{"symbol": "k0", "gpu_mapping": "thread_per_index", "block_size": 256},
                            {"symbol": "k1", "gpu_mapping": "block_per_index", "block_size": 64}],
            "entries": [{"queues": [{"instructions": [
                launch(0, 100, 2), {"op": "Copy"}, launch(0, 50, 3), launch(1, 2, 4)]}]}]}
    rows = model_vs_sass.join(dump, {"k0": 4, "k1": 10}, model, lines)
    assert rows[("elementwise", "k0")][:3] == [300.0, 600.0, 2]
    assert rows[("row", "k1")][:3] == [1000.0, 1280.0, 1]
