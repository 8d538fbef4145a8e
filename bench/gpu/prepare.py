#!/usr/bin/env python3
"""Makes everything the GPU benchmark needs, on this machine (no GPU, no
network on the GPU machine, no MLIR there), into bench/gpu/artifacts/:

* ``timed.cuda.fsdpx``: GPT-2 small (bench/zoo.py's ``gpt2-small``: 12
  layers, d 768, 12 heads, seq 1024, vocab 50257, bf16 parameters, f32 AdamW
  moments), 8 sequences per step, world size 1, compiled for the CUDA target;
  ``timed.cpu.fsdpx`` the same for the CPU (proof the program compiles; too
  slow to run here);
* ``smoke.{bf16,f32}.{cuda,cpu}.fsdpx``: the same code at 2 layers, d 256,
  seq 256, vocab 2053, batch 2, in bf16 and in f32;
* ``{timed,smoke}.batch.safetensors``: the fixed batch (``batch.tokens``,
  ``batch.targets``);
* ``smoke.<dtype>.expected/``: the reference: the CPU executable run for one
  step here by fsdp-run (seed 0: fsdp-run's Philox initializers, so no
  weights are carried), its loss and a few state tensors as .npy, and
  ``expected.json`` with the tolerances and how JAX on this CPU compares with
  the same reference (a check of the reference itself);
* ``timed.cuda64.fsdpx``, ``timed.cuda64-one.fsdpx``,
  ``timed.cuda-unpadded.fsdpx``, ``timed.cuda-no-row-kernels.fsdpx``,
  ``timed.cuda-ieee.fsdpx``, ``timed.cuda-per-op.fsdpx``,
  ``timed.cuda-no-horizontal-fusion.fsdpx``: the baselines of
  the timed executable (and ``timed.cuda-fast-exp.fsdpx``, a variant): 64-bit
  index arithmetic, that with one point per thread too (today's kernels
  laid out as the first GPU run's were), GEMMs on the vocabulary's
  unaligned rows (fsdp-pipeline's ``pad-gemms=false``), softmax and layer
  norms as a kernel per reduction (``row-kernels=false``: no
  fsdp.row_kernel), correctly rounded divisions
  (``--gpu-division=ieee``, the baseline of div.full.f32), and every bf16
  op's result rounded (``excess-precision=false``, the baseline of keeping
  a kernel's intermediates in f32), and each kernel launched alone
  (``horizontal-fusion=false``, the baseline of fsdp-horizontal-fusion);
  the variant computes exp as Triton does
  (``--gpu-exp=fast``: ex2.approx.f32 of x * log2(e));
* ``<name>.kernels.json`` beside each CUDA executable: its GPU kernels
  (fsdp-translate's JSON dump: mapping, block size, index bits, points per
  thread) and launches, which sass_count.py reads;
* ``manifest.json``: what was made, what failed and why (the CUDA target may
  not exist yet), sizes, the commit.

Every state leaf has an initializer (common.fsdpc_init), so no executable
holds weights: fsdp-run creates the state from ``--seed``.

    flock /tmp/fsdpc-build.lock nice python3 bench/gpu/prepare.py   # prepare.sh does this
"""

from __future__ import annotations

import argparse
import inspect
import json
import shutil
import subprocess
import sys
import time
import traceback
from dataclasses import asdict, replace
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402
import smoke_check  # noqa: E402
from zoo import Model, example_args  # noqa: E402

MAX_ARTIFACT_BYTES = 40 * 2**20  # what the device tool carries, with room for the sources


def log(msg: str) -> None:
    print(f"[gpu-prepare {time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


def variant(model: Model, dtype: str) -> Model:
    """``model`` with its parameters in ``dtype`` ("bf16" or "f32")."""
    name = {"bf16": "bfloat16", "f32": "float32"}[dtype]
    return replace(model, arch=replace(model.arch, param_dtype=name))


def lower(model: Model):
    """The global-view program with world size 1 (global batch = batch per rank)."""
    import fsdpc
    from fsdpc import P
    from models import make_train_step

    return fsdpc.lower(make_train_step(model.arch), *example_args(model, 1),
                       mesh=fsdpc.Mesh(("shard",)),
                       in_shardings=(P("shard"), {"mu": P("shard"), "nu": P("shard"), "count": P()},
                                     P("shard")),
                       name="train_step", init=common.fsdpc_init)


def translate_has_target() -> bool:
    """Whether this fsdp-translate takes ``--target`` (the CUDA target)."""
    from fsdpc import tools

    proc = subprocess.run([tools.fsdp_tool("fsdp-translate"), "--help"], capture_output=True,
                          text=True)
    return any(line.strip().startswith("--target=") or line.strip().startswith("--target ")
               for line in proc.stdout.splitlines())


def _compile_direct(lowered, target: str, path: Path, options: dict,
                    flags: tuple[str, ...] = (), pipeline_flags: tuple[str, ...] = ()) -> str:
    """fsdp-opt's pipeline (with ``pipeline_flags`` added), then
    ``fsdp-translate --target TARGET FLAGS``: what fsdpc.compile(target=...)
    does, for a checkout whose fsdp-translate has the target before the
    Python API passes it on, or for options the Python API does not take (the
    baselines' ``--gpu-work-per-thread``, ``pad-gemms``). Returns the per-rank
    program."""
    import tempfile

    from fsdpc import compiler, tools

    pipeline = compiler.pipeline_options(
        world_size=options["world_size"], policy=options["policy"], device=options["device"],
        memory_budget=options.get("memory_budget"))
    pipeline = " ".join((pipeline, *pipeline_flags))
    # Locations name the executable's inputs (see fsdpc.compile).
    text = tools.run(tools.fsdp_opt(), [f"--fsdp-pipeline={pipeline}", "--mlir-print-debuginfo"],
                     stdin=lowered.text)
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(text)
    try:
        tools.run(tools.fsdp_tool("fsdp-translate"),
                  [f.name, f"--target={target}", *flags, "-o", str(path)])
    finally:
        Path(f.name).unlink()
    return text


# The baselines of the CUDA executable (compiled directly: they need no
# prediction): (fsdp-pipeline's options, fsdp-translate's flags).
BASELINES = {"cuda64": ((), ("--gpu-index-bits=64",)),
             "cuda64-one": ((), ("--gpu-index-bits=64", "--gpu-work-per-thread=one")),
             "cuda-unpadded": (("pad-gemms=false",), ()),
             "cuda-no-row-kernels": (("row-kernels=false",), ()),
             "cuda-ieee": ((), ("--gpu-division=ieee",)),
             "cuda-per-op": (("excess-precision=false",), ()),
             "cuda-no-horizontal-fusion": (("horizontal-fusion=false",), ()),
             "cuda-fast-exp": ((), ("--gpu-exp=fast",))}


def compile_for(lowered, target: str, path: Path, memory_budget: str | None = None) -> dict:
    """Compiles for ``target`` ("cuda", "cuda64", "cuda64-one",
    "cuda-unpadded", "cuda-no-row-kernels", "cuda-ieee", "cuda-per-op",
    "cuda-no-horizontal-fusion", "cuda-fast-exp" or "cpu") into ``path``;
    returns a status record instead of raising, so that one missing piece
    (say the CUDA target) does not stop the rest. "cuda64" is "cuda" with 64-bit index arithmetic in the kernels
    (``--gpu-index-bits=64``), the baseline of the 32-bit default;
    "cuda64-one" also runs one point per thread
    (``--gpu-work-per-thread=one``): today's kernels laid out as the first GPU
    run's were, the baseline of the work-per-thread rules; "cuda-unpadded"
    leaves the GEMMs on the vocabulary's 50257-element rows
    (``pad-gemms=false``), the baseline of the padding; "cuda-no-row-kernels"
    runs each of a softmax's or a norm's reductions as its own kernel
    (``row-kernels=false``), the baseline of fsdp.row_kernel; "cuda-ieee"
    divides correctly rounded (``--gpu-division=ieee``), the baseline of
    div.full.f32; "cuda-per-op" rounds every bf16 op's result
    (``excess-precision=false``), the baseline of fsdp-excess-precision;
    "cuda-no-horizontal-fusion" launches every kernel alone
    (``horizontal-fusion=false``), the baseline of fsdp-horizontal-fusion;
    "cuda-fast-exp" computes exp as Triton's tl.exp (``--gpu-exp=fast``), a
    variant faster than the default, not a baseline."""
    import fsdpc

    t0 = time.monotonic()
    # Never leave an older run's executable (or its kernel table) behind a failure.
    path.unlink(missing_ok=True)
    kernel_table(path).unlink(missing_ok=True)
    pipeline_flags, flags = BASELINES.get(target, ((), ()))
    target = "cuda" if target.startswith("cuda") else target
    has_target = "target" in inspect.signature(fsdpc.compile).parameters
    # The cost model prices the schedule on the device it will run on; at
    # world size 1 there are no collectives, so it matters for the memory
    # budget only.
    options = dict(world_size=1, policy="auto", device="h200" if target == "cuda" else "cpu",
                   executable=str(path))
    if memory_budget:
        options["memory_budget"] = memory_budget
    direct = (target != "cpu" and not has_target) or bool(flags) or bool(pipeline_flags)
    if direct and not translate_has_target():
        return {"ok": False, "error": f"neither fsdpc.compile (no target= parameter) nor "
                                      f"fsdp-translate (no --target option) has the {target} "
                                      f"target in this checkout yet"}
    try:
        if direct:
            program = _compile_direct(lowered, target, path, options, flags, pipeline_flags)
        else:
            if has_target:
                options["target"] = target
            compiled = fsdpc.compile(lowered, **options)
            program = compiled.text
    except Exception as error:  # noqa: BLE001  a compiler error becomes the record
        path.unlink(missing_ok=True)
        text = f"{type(error).__name__}: {error}"
        # The head holds the diagnostic or assertion, the tail the crash's frames.
        text = text if len(text) <= 3000 else text[:2000] + "\n...\n" + text[-1000:]
        return {"ok": False, "error": text,
                "seconds": round(time.monotonic() - t0, 1)}
    status = {"ok": True, "bytes": path.stat().st_size, "seconds": round(time.monotonic() - t0, 1),
              "via": "fsdp-translate --target" if direct else "fsdpc.compile"}
    if target == "cuda":
        write_kernel_table(program, flags, kernel_table(path))
    # The cost model's prediction for the step (its preset named), set
    # beside the measurement by report.py.
    report = None if direct else getattr(compiled, "report", None)
    if report:
        status["predicted"] = {"device": options["device"],
                               **{k: report[k] for k in ("step_time_s", "compute_s",
                                                         "exposed_collective_s", "peak_bytes")
                                  if k in report}}
    return status


def kernel_table(executable: Path) -> Path:
    """Where the GPU kernel table of ``executable`` goes (sass_count.py reads
    it): ``timed.cuda.fsdpx`` -> ``timed.cuda.kernels.json``."""
    return executable.with_suffix(".kernels.json")


def write_kernel_table(program: str, flags: tuple[str, ...], path: Path) -> None:
    """The executable's GPU kernels and their launches, from fsdp-translate's
    JSON dump of the per-rank ``program`` with ``flags``: ``gpu_kernels``
    (symbol, mapping, block size, index bits, points per thread) and
    ``launches`` ([kernel, range length] per KernelLaunch of every entry)."""
    from fsdpc import tools

    dump = json.loads(tools.run(tools.fsdp_tool("fsdp-translate"),
                                ["--target=cuda", "--dump=json", *flags], stdin=program))
    launches = [[i["kernel"]["index"], i["kernel"]["range"][1] - i["kernel"]["range"][0]]
                for entry in dump["entries"] for queue in entry["queues"]
                for i in queue["instructions"] if i["op"] == "KernelLaunch"]
    path.write_text(json.dumps({"gpu_kernels": dump["gpu_kernels"], "launches": launches}))


def write_batch(model: Model, path: Path) -> None:
    from fsdpc import safetensors

    batch = common.make_batch(model)
    safetensors.save(path, {f"batch.{k}": v for k, v in batch.items()})


def run_cpu(executable: Path, data: Path, steps: int, workdir: Path):
    """fsdp-run on this CPU (one rank, 2 threads), Philox seed common.SEED."""
    from fsdpc import launch

    return launch.run(str(executable), world_size=1, data=str(data), steps=steps,
                      seed=common.SEED, threads=2, workdir=str(workdir), timeout=900,
                      progress=False)


def jax_step(model: Model, init: dict[str, np.ndarray], batch: dict[str, np.ndarray]):
    """One jax.jit step (XLA:CPU) from fsdp-run's initial state: the new
    state by fsdp-run's paths, and the loss."""
    import jax
    import jax.numpy as jnp
    from models import make_train_step

    arch = model.arch

    def tree(prefix: str):
        flat = {p[len(prefix):]: jnp.asarray(v) for p, v in init.items() if p.startswith(prefix)}
        return common.nest(flat, arch)

    params = tree("params.")
    opt = {"mu": tree("opt_state.mu."), "nu": tree("opt_state.nu."),
           "count": jnp.asarray(init["opt_state.count"])}
    new_params, new_opt, loss = jax.jit(make_train_step(arch))(
        params, opt, {k: jnp.asarray(v) for k, v in batch.items()})
    out: dict[str, np.ndarray] = {}
    for root, t in (("params", new_params), ("opt_state.mu", new_opt["mu"])):
        for path, leaf in jax.tree_util.tree_flatten_with_path(t)[0]:
            keys = ".".join(str(getattr(k, "key", getattr(k, "idx", k))) for k in path)
            out[f"{root}.{keys}"] = np.asarray(leaf)
    return out, float(loss)


def reference(model: Model, dtype: str, cpu_exe: Path | None, init_exe: Path, data: Path,
              work: Path, why_jax: str = "") -> dict:
    """The smoke reference of ``model`` (parameters in ``dtype``): one CPU
    step by fsdp-run of ``cpu_exe``, with JAX on the same initial state
    compared with it (smoke_check.compare); saved as .npy.

    Without ``cpu_exe`` (it did not compile: ``why_jax``), the reference is
    JAX's step (XLA:CPU) instead, from ``init_exe``'s initial state (the f32
    executable's) rounded to ``dtype``: fsdp-run's bf16 initializers are the
    f32 ones rounded to bf16 (checked bit for bit on a 2053x256 tensor), so
    the GPU run starts from the same state."""
    import ml_dtypes

    out_dir = common.artifact(f"smoke.{dtype}.expected")
    shutil.rmtree(out_dir, ignore_errors=True)
    t0 = time.monotonic()
    initial = run_cpu(init_exe, data, 0, work / f"{dtype}-init").state
    if dtype == "bf16":
        initial = {p: v.astype(ml_dtypes.bfloat16) if p.startswith("params.") else v
                   for p, v in initial.items()}
    batch = common.make_batch(model)
    jax_state, jax_loss = jax_step(model, initial, batch)
    from_jax = smoke_check.pick(jax_state, jax_loss)
    info: dict = {"dtype": dtype, "seed": common.SEED, "steps": 1}
    if cpu_exe is not None:
        step = run_cpu(cpu_exe, data, 1, work / f"{dtype}-step")
        expected = smoke_check.pick(step.state, step.loss[0])
        calibration = smoke_check.compare(expected, from_jax, dtype)
        info.update(source="fsdp-run (CPU)", executable=cpu_exe.name,
                    jax_cpu_vs_reference=calibration)
    else:
        expected, calibration = from_jax, None
        info.update(source="jax.jit (XLA:CPU)", why=why_jax,
                    initial_state=f"{init_exe.name}'s initializers (seed {common.SEED}), "
                                  f"parameters rounded to {dtype}")
    f32_dir = common.artifact("smoke.f32.expected")
    if dtype == "bf16" and (f32_dir / "expected.json").exists():
        # The whole bf16-vs-f32 gap, measured with the bf16 tolerances: two
        # bf16 implementations differ from each other by less than either
        # differs from f32, so this shows the margin the tolerances leave.
        f32 = {name: np.load(f32_dir / f"{name}.npy") for name in expected}
        info["f32_reference_vs_this"] = smoke_check.compare(f32, expected, dtype)
    info["seconds"] = round(time.monotonic() - t0, 1)
    out_dir.mkdir(parents=True)
    for name, value in expected.items():
        # float32 holds every bf16 value exactly, and plain .npy needs no ml_dtypes.
        np.save(out_dir / f"{name}.npy", np.asarray(value, np.float32))
    info.update(loss=float(expected["loss"]), tensors=sorted(expected),
                tolerance=asdict(smoke_check.TOLERANCES[dtype]))
    (out_dir / "expected.json").write_text(json.dumps(info, indent=1))
    log(f"smoke {dtype}: reference ({info['source']}) loss {info['loss']:.6f}, "
        f"JAX on this CPU {jax_loss:.6f}"
        + (f"; JAX within the GPU tolerances of it: {calibration['ok']}" if calibration else ""))
    return {"ok": True, "source": info["source"], "loss": info["loss"], "jax_loss": jax_loss,
            "jax_within_tolerance": calibration["ok"] if calibration else None}


def first_error(text: str) -> str:
    """The first ``error:`` line of a tool's message (else its first line)."""
    lines = text.splitlines() or [""]
    marks = ("error:", "Assertion", "LLVM ERROR", "Stack dump")
    return next((line for line in lines if any(m in line for m in marks)), lines[0]).strip()[:240]


def git_state() -> dict:
    def git(*args: str) -> str:
        return subprocess.run(["git", "-C", str(common.REPO), *args], capture_output=True,
                              text=True).stdout.strip()
    return {"commit": git("rev-parse", "HEAD"),
            "dirty_paths": len(git("status", "--porcelain").splitlines())}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--skip-timed-cpu", action="store_true",
                    help="do not compile GPT-2 small for the CPU (the slowest compile)")
    ap.add_argument("--work", default=str(common.REPO / "build" / "bench-gpu"),
                    help="scratch folder for fsdp-run's checkpoints")
    args = ap.parse_args(argv)

    art = common.ARTIFACTS
    art.mkdir(parents=True, exist_ok=True)
    work = Path(args.work)
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    manifest: dict = {"made": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                      "git": git_state(), "seed": common.SEED, "data_seed": common.DATA_SEED,
                      "models": {}, "executables": {}, "references": {}}
    for key, model in (("timed", common.TIMED), ("smoke", common.SMOKE)):
        a = model.arch
        manifest["models"][key] = {"name": model.name, "layers": a.layers, "width": a.width,
                                   "heads": a.heads, "seq": a.seq, "vocab": a.vocab,
                                   "ffn": a.ffn, "batch": model.batch_per_rank}
        write_batch(model, art / f"{key}.batch.safetensors")

    plan = [("smoke.f32", variant(common.SMOKE, "f32"), ("cuda", "cpu")),
            ("smoke.bf16", variant(common.SMOKE, "bf16"), ("cuda", "cpu")),
            ("timed", common.TIMED,
             ("cuda", "cuda64", "cuda64-one", "cuda-unpadded", "cuda-no-row-kernels",
              "cuda-ieee", "cuda-per-op", "cuda-no-horizontal-fusion", "cuda-fast-exp")
             if args.skip_timed_cpu
             else ("cuda", "cuda64", "cuda64-one", "cuda-unpadded", "cuda-no-row-kernels",
                   "cuda-ieee", "cuda-per-op", "cuda-no-horizontal-fusion", "cuda-fast-exp",
                   "cpu"))]
    for name, model, targets in plan:
        t0 = time.monotonic()
        lowered = lower(model)
        log(f"{name}: lowered in {time.monotonic() - t0:.1f} s")
        for target in targets:
            path = art / f"{name}.{target}.fsdpx"
            # The CPU preset's 16 GiB would refuse GPT-2 small (its arena is
            # ~16.2 GiB); this executable is only compiled, never run, here.
            budget = "64GiB" if (name, target) == ("timed", "cpu") else None
            status = compile_for(lowered, target, path, budget)
            manifest["executables"][path.name] = status
            log(f"{path.name}: " + (f"{status['bytes'] / 2**20:.2f} MiB in {status['seconds']} s"
                                    if status["ok"] else f"FAILED: {first_error(status['error'])}"))

    f32_exe = art / "smoke.f32.cpu.fsdpx"
    for dtype in ("f32", "bf16"):
        cpu_exe = art / f"smoke.{dtype}.cpu.fsdpx"
        status = manifest["executables"][cpu_exe.name]
        init_exe = cpu_exe if status["ok"] else f32_exe
        if not manifest["executables"][init_exe.name]["ok"]:
            manifest["references"][dtype] = {"ok": False,
                                             "error": f"no {cpu_exe.name} (see executables)"}
            shutil.rmtree(common.artifact(f"smoke.{dtype}.expected"), ignore_errors=True)
            continue
        try:
            manifest["references"][dtype] = reference(
                variant(common.SMOKE, dtype), dtype, cpu_exe if status["ok"] else None, init_exe,
                art / "smoke.batch.safetensors", work,
                why_jax="" if status["ok"] else f"{cpu_exe.name} did not compile: "
                                                f"{first_error(status['error'])}")
        except Exception as error:  # noqa: BLE001  recorded; the other dtype still runs
            traceback.print_exc()
            manifest["references"][dtype] = {"ok": False, "error": f"{type(error).__name__}: {error}"}

    total = sum(p.stat().st_size for p in art.rglob("*") if p.is_file())
    manifest["artifact_bytes"] = total
    (art / "manifest.json").write_text(json.dumps(manifest, indent=1))
    log(f"artifacts: {total / 2**20:.1f} MiB in {art}")
    for key, status in {**manifest["executables"], **manifest["references"]}.items():
        print(f"{key:28} {'ok' if status['ok'] else 'FAILED: ' + first_error(status['error'])}")
    if total > MAX_ARTIFACT_BYTES:
        print(f"error: the artifacts are {total / 2**20:.1f} MiB, over "
              f"{MAX_ARTIFACT_BYTES / 2**20:.0f} MiB", file=sys.stderr)
        return 1
    # Exit 0 only when everything the GPU run needs is there.
    needed = ["timed.cuda.fsdpx", "smoke.f32.cuda.fsdpx", "smoke.bf16.cuda.fsdpx"]
    missing = [n for n in needed if not manifest["executables"][n]["ok"]]
    missing += [f"smoke.{d} reference" for d in ("f32", "bf16") if not manifest["references"][d]["ok"]]
    if missing:
        print(f"incomplete: {', '.join(missing)} (details in {art / 'manifest.json'})",
              file=sys.stderr)
        return 3
    return 0


if __name__ == "__main__":
    sys.exit(main())
