"""Compiled.run (streamed steps, the user's pytree structure), `python -m
fsdpc export` and `python -m fsdpc train`, on the example GPT with 2 ranks
and a few steps."""

import functools
import runpy
import textwrap
from pathlib import Path

import jax
import numpy as np
import pytest

import fsdpc
from fsdpc import cli, launch, safetensors
from fsdpc.train import unflatten_like

REPO = Path(__file__).resolve().parents[2]
STEPS = 3


pytestmark = pytest.mark.usefixtures("needs_runtime_tools")


@functools.lru_cache(maxsize=None)
def _gpt():
    ns = runpy.run_path(str(REPO / "examples" / "gpt.py"), run_name="__fsdpc_test__")
    step, args, options = ns["fsdpc_program"]()
    return ns, step, args, fsdpc.lower(step, *args, **options)


@pytest.fixture(scope="module")
def compiled(tmp_path_factory):
    _, _, _, lowered = _gpt()
    path = tmp_path_factory.mktemp("exe") / "gpt.fsdpx"
    return fsdpc.compile(lowered, world_size=2, device="cpu", executable=path)


def test_run_streams_steps_and_keeps_the_structure(compiled, tmp_path):
    _, _, args, lowered = _gpt()
    leaves = lowered.flatten(args)
    state = {p: v for p, v in leaves.items() if p in lowered.state_paths}
    batches = {p: v for p, v in leaves.items() if p in lowered.batch_paths}
    plain = launch.run(compiled.executable, world_size=2, state=state, batches=batches,
                       steps=STEPS, threads=1, workdir=str(tmp_path / "plain"))
    seen = []
    result = compiled.run(state=args, steps=STEPS, threads=1, callback=lambda k, v: seen.append((k, v)),
                          workdir=str(tmp_path / "api"))
    assert seen == [(k + 1, values[0]) for k, values in enumerate(plain.losses)]
    assert result.losses == plain.losses and result.steps == [1, 2, 3]
    for path, value in plain.state.items():
        np.testing.assert_array_equal(result.state[path], value)
    assert jax.tree.structure(result.trees["params"]) == jax.tree.structure(args[0])
    assert jax.tree.structure(result.trees["opt_state"]) == jax.tree.structure(args[1])
    assert result.args[2] == {"tokens": None, "targets": None}  # per-step inputs
    np.testing.assert_array_equal(result.trees["params"]["blocks"][1]["w1"], plain.state["params.blocks.1.w1"])
    assert result.report["step_time_s"] > 0


def test_run_errors_carry_fsdp_runs_lines(compiled, tmp_path):
    _, _, args, _ = _gpt()
    bad = {"batch.tokens": np.zeros((STEPS, 5, 3), np.int32),
           "batch.targets": np.zeros((STEPS, 5, 3), np.int32)}
    with pytest.raises(launch.RunError) as error:
        compiled.run(state=args, batches=bad, steps=STEPS, threads=1, workdir=str(tmp_path))
    assert error.value.returncode == 2
    assert error.value.errors and all("fsdp-run: error" in e for e in error.value.errors)


@pytest.mark.parametrize("given, message", [
    ({"state": {"params.wtee": 0}}, r"state\['params\.wtee'\]: the step has no state slot params\.wtee "
                                    r"\(did you mean 'params\.wte'\?\)"),
    ({"state": {"batch.tokens": 0}}, r"state\['batch\.tokens'\]: batch\.tokens is a per-step input: "
                                     r"give it in batches"),
    ({"batches": {"params.wte": 0}}, r"batches\['params\.wte'\]: params\.wte is state: give it in state"),
    ({"batches": {"batch.token": 0}}, r"no per-step input batch\.token \(did you mean 'batch\.tokens'\?\); "
                                      r"its per-step inputs: batch\.targets, batch\.tokens"),
])
def test_run_refuses_paths_the_step_does_not_have(compiled, given, message):
    """A misspelt path, or a state path given as a batch, is named before
    anything runs (launch.run alone, which knows no paths, would drop it)."""
    with pytest.raises(fsdpc.FsdpcError, match=message):
        compiled.run(steps=1, threads=1, **given)


def test_export_gives_the_final_parameters(compiled, tmp_path):
    ns, _, args, _ = _gpt()
    ckpt = tmp_path / "ck"
    result = compiled.run(state=args, steps=STEPS, threads=1, save_every=2, checkpoint_dir=str(ckpt),
                          workdir=str(tmp_path / "w"))
    assert sorted(p.name for p in ckpt.glob("step-*")) == ["step-2", "step-3"]
    out = tmp_path / "model.safetensors"
    assert cli.main(["export", str(ckpt), str(out)]) == 0
    tensors, _ = safetensors.load(out)
    assert set(tensors) == {p for p in result.state if p.startswith("params.")}
    params = unflatten_like(args[0], tensors, "params")
    loss = jax.jit(ns["loss_fn"])
    assert float(loss(params, args[2])) == float(loss(result.trees["params"], args[2]))
    everything = tmp_path / "all.safetensors"
    assert cli.main(["export", str(ckpt), str(everything), "--include-optimizer"]) == 0
    assert set(safetensors.load(everything)[0]) == set(result.state)


def test_train_cli_with_dataset_eval_and_resume(tmp_path, capsys):
    script = tmp_path / "prog.py"
    script.write_text(textwrap.dedent(f"""
        import runpy
        import jax
        import numpy as np
        import fsdpc

        gpt = runpy.run_path({str(REPO / "examples" / "gpt.py")!r}, run_name="gpt")

        def init(path):
            if path.startswith("opt_state"):
                return fsdpc.init.zeros()
            if not path.startswith("params"):
                return None
            return fsdpc.init.ones() if path.endswith("_g") else fsdpc.init.normal(0.02)

        def dataset(steps):
            tokens = np.random.default_rng(1).integers(0, gpt["VOCAB"], (steps, gpt["BATCH"], gpt["SEQ"] + 1))
            tokens = tokens.astype(np.int32)
            return {{"batch.tokens": tokens[..., :-1], "batch.targets": tokens[..., 1:]}}

        def eval_step(params):
            batch = {{k.split(".")[1]: v[0] for k, v in dataset(1).items()}}
            return {{"val_loss": float(gpt["loss_fn"](params, batch))}}

        def fsdpc_program():
            step, args, options = gpt["fsdpc_program"]()
            return dict(step=step, args=args, options=options, init=init, dataset=dataset,
                        eval_step=eval_step)
    """))
    ckpt, out = tmp_path / "ck", tmp_path / "model.safetensors"
    common = [str(script), "--world-size", "2", "--threads", "1", "--workdir", str(tmp_path / "w"),
              "--checkpoint-dir", str(ckpt)]
    assert cli.main(["train", *common, "--steps", "2", "--save-every", "1", "--export", str(out)]) == 0
    first = capsys.readouterr().out
    assert "final loss (step 2)" in first and "val_loss" in first and "predicted" in first
    assert (tmp_path / "w" / "report.json").exists() and out.exists()
    assert cli.main(["train", *common, "--steps", "1", "--resume", str(ckpt)]) == 0
    assert "final loss (step 3)" in capsys.readouterr().out
    assert (ckpt / "step-3").is_dir()


def test_train_cli_takes_a_mesh_of_several_axes(tmp_path, capsys):
    """examples/mlp.py names a replica x shard mesh without sizes: train
    runs it on one rank by default and on the ranks --mesh gives
    (test_api checks what compile says without either)."""
    script = str(REPO / "examples" / "mlp.py")
    common = ["--steps", "1", "--threads", "1"]
    assert cli.main(["train", script, *common, "--workdir", str(tmp_path / "one")]) == 0
    assert "final loss (step 1)" in capsys.readouterr().out
    assert cli.main(["train", script, *common, "--mesh", "replica=2,shard=1",
                     "--workdir", str(tmp_path / "two")]) == 0
    assert "final loss (step 1)" in capsys.readouterr().out
    assert cli.main(["train", script, *common, "--world-size", "2", "--mesh", "shard=2"]) == 1
    assert "--world-size N (a 1-D mesh) or --mesh axis=size,..., not both" in capsys.readouterr().err


def test_export_loads_with_the_safetensors_package(compiled, tmp_path):
    """The exported file is plain safetensors: Hugging Face's own reader
    (the `safetensors` package) loads it into JAX, and the loss is the one
    of the state fsdp-run ended with."""
    st = pytest.importorskip("safetensors.numpy")
    ns, _, args, _ = _gpt()
    ckpt = tmp_path / "ck"
    result = compiled.run(state=args, steps=2, threads=1, checkpoint_dir=str(ckpt), save_every=2,
                          workdir=str(tmp_path / "w"))
    out = tmp_path / "model.safetensors"
    assert cli.main(["export", str(ckpt), str(out)]) == 0
    tensors = st.load_file(str(out))
    params = unflatten_like(args[0], tensors, "params")
    loss = jax.jit(ns["loss_fn"])
    assert float(loss(params, args[2])) == float(loss(result.trees["params"], args[2]))


def test_eval_entry_shares_the_state(tmp_path):
    """An eval step compiled into the same executable (entries=) shares the
    train step's state slots: after training, fsdp-run --entry eval_step on
    the checkpoint gives JAX's loss of the trained parameters."""
    ns, step, args, lowered = _gpt()
    options = ns["fsdpc_program"]()[2]

    def eval_step(params, opt_state, batch):
        return ns["loss_fn"](params, batch)

    evaluated = fsdpc.lower(eval_step, *args, **options, name="eval_step")
    compiled = fsdpc.compile(lowered, world_size=2, device="cpu", entries={"eval_step": evaluated},
                             executable=tmp_path / "two.fsdpx")
    ckpt = tmp_path / "ck"
    trained = compiled.run(state=args, steps=2, threads=1, checkpoint_dir=str(ckpt), save_every=2,
                           workdir=str(tmp_path / "train"))
    batch = {p: v for p, v in lowered.flatten(args).items() if p in lowered.batch_paths}
    result = launch.run(compiled.executable, world_size=2, entry="eval_step", resume=str(ckpt),
                        batches=batch, steps=1, threads=1, workdir=str(tmp_path / "eval"))
    want = float(jax.jit(ns["loss_fn"])(trained.trees["params"], args[2]))
    assert abs(result.losses[0][0] - want) <= 1e-5 * abs(want)
