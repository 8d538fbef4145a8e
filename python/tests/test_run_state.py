"""Where a run's state comes from and where it goes, through launch.run on
real ranks: initializers in the program (no initial state), checkpoints
resumed on another world size, keep_last, and the temporary workdir."""

import shutil
import tempfile

import numpy as np
import pytest

import fsdpc
from fsdpc import P, launch
from fsdpc.testing import assert_close

from .programs import example_inputs, example_program, example_step, stacked_program

pytestmark = pytest.mark.usefixtures("needs_runtime_tools")


def _gpt_init(path):
    if path.startswith("opt_state"):
        return fsdpc.init.zeros()
    if path.startswith("params.") and path.endswith("_g"):
        return fsdpc.init.ones()
    if path.startswith("params."):
        return fsdpc.init.normal(0.02)
    return None


def test_initializers_do_not_depend_on_the_world_size(tmp_path):
    """With initializers in the program (fsdp.init) and no initial state,
    every rank creates its own shards from Philox keyed by (seed, path, global
    index): 1, 2 and 3 ranks start from, and train to, the same values."""
    step, args, options = example_step("gpt")
    lowered = fsdpc.lower(step, *args, **options, init=_gpt_init)
    assert 'fsdp.init = "normal(0.02)"' in lowered.text
    _, batches = example_inputs("gpt")
    runs = {}
    for ranks in (1, 2, 3):
        compiled = fsdpc.compile(lowered, world_size=ranks, device="cpu",
                                 executable=tmp_path / f"{ranks}.fsdpx")
        runs[ranks] = launch.run(compiled.executable, world_size=ranks, batches=batches,
                                 steps=2, threads=1, workdir=str(tmp_path / str(ranks)))
    for ranks in (2, 3):
        assert_close(runs[ranks].losses, runs[1].losses, rtol=1e-5, what=f"losses at {ranks} ranks")
        for path, value in runs[1].state.items():
            assert_close(runs[ranks].state[path], value, rtol=1e-5, what=f"{path} at {ranks} ranks")
    wte = runs[1].state["params.wte"]
    assert 0.015 < float(np.std(wte)) < 0.025  # normal(0.02), after two small steps


def test_rows_split_state_initializers_do_not_depend_on_the_world_size(tmp_path):
    """State split along dimension 1 created by the ranks from its
    initializers (Philox keyed by global index: padding columns left out):
    1, 2 and 3 ranks start from, and train to, the same values."""
    from fsdpc import init

    inits = {"params.w": init.normal(0.3), "params.b": init.ones(),
             "velocity.w": init.zeros(), "velocity.b": init.zeros()}
    lowered, _, x = stacked_program(P(None, "shard"), init=inits)
    runs = {}
    for ranks in (1, 2, 3):
        compiled = fsdpc.compile(lowered, world_size=ranks, device="cpu",
                                 executable=tmp_path / f"{ranks}.fsdpx")
        runs[ranks] = launch.run(compiled.executable, world_size=ranks, batches={"x": x},
                                 steps=2, threads=1, workdir=str(tmp_path / str(ranks)))
    for ranks in (2, 3):
        assert_close(runs[ranks].losses, runs[1].losses, rtol=1e-5, what=f"losses at {ranks} ranks")
        for path, value in runs[1].state.items():
            assert_close(runs[ranks].state[path], value, rtol=1e-5, what=f"{path} at {ranks} ranks")
    assert 0.2 < float(np.std(runs[1].state["params.w"])) < 0.4


@pytest.mark.parametrize("saved, resumed_split", [(P(None, "shard"), P(None, "shard")),
                                                   (P("shard"), P(None, "shard")),
                                                   (P(None, "shard"), P("shard"))],
                         ids=["rows", "layers-to-rows", "rows-to-layers"])
def test_split_state_resumes_on_another_world_size(tmp_path, saved, resumed_split):
    """Stacked layers' state saved on 3 ranks (uneven shards) and resumed on
    2, split along the same dimension (1: the layers' rows) or another one
    (0, the layers, to 1 and back): each rank reads the boxes of the saved
    shards its own shard overlaps, and the losses are those of uninterrupted
    steps."""
    lowered, state, x = stacked_program(saved)
    other, _, _ = stacked_program(resumed_split)
    saving = fsdpc.compile(lowered, world_size=3, device="cpu",
                           executable=tmp_path / "w3.fsdpx").executable
    resuming = fsdpc.compile(other, world_size=2, device="cpu",
                             executable=tmp_path / "w2.fsdpx").executable
    whole = launch.run(saving, world_size=3, state=state, batches={"x": x}, steps=4, threads=1,
                       workdir=str(tmp_path / "whole"))
    ckpt = tmp_path / "ck"
    launch.run(saving, world_size=3, state=state, batches={"x": x}, steps=2, threads=1,
               save_every=2, checkpoint_dir=str(ckpt), workdir=str(tmp_path / "first"))
    resumed = launch.run(resuming, world_size=2, resume=str(ckpt), batches={"x": x}, steps=2,
                         threads=1, workdir=str(tmp_path / "resumed"))
    assert_close(resumed.losses, whole.losses[2:], rtol=1e-5, what="resumed on 2 ranks")
    for path, value in whole.state.items():
        assert_close(resumed.state[path], value, rtol=1e-5, what=f"{path} resumed on 2 ranks")


def test_resume_on_another_world_size(tmp_path):
    """Trained 2 steps on 4 ranks and saved; resumed on 2 and on 3 ranks for 2
    more: the losses are those of 4 uninterrupted steps (f32 tolerance: the
    reductions add in another order)."""
    _, _, lowered = example_program("gpt")
    state, batches = example_inputs("gpt")
    stacked = {p: np.stack([v] * 4) for p, v in batches.items()}
    exes = {n: fsdpc.compile(lowered, world_size=n, device="cpu",
                             executable=tmp_path / f"w{n}.fsdpx").executable for n in (2, 3, 4)}
    whole = launch.run(exes[4], world_size=4, state=state, batches=stacked, steps=4, threads=1,
                       workdir=str(tmp_path / "whole"))
    ckpt = tmp_path / "ck"
    launch.run(exes[4], world_size=4, state=state, batches=stacked, steps=2, threads=1,
               save_every=2, checkpoint_dir=str(ckpt), workdir=str(tmp_path / "first"))
    for ranks in (2, 3):
        resumed = launch.run(exes[ranks], world_size=ranks, resume=str(ckpt), batches=stacked,
                             steps=2, threads=1, workdir=str(tmp_path / f"r{ranks}"))
        assert_close(resumed.losses, whole.losses[2:], rtol=1e-5, what=f"resumed on {ranks} ranks")


def test_state_no_slot_takes_is_named(tmp_path):
    """A state path the executable has no slot for (a misspelt one) is not
    an error (a file may hold more than a step uses) but a warning naming
    it, raised in Python from fsdp-run's, once however many ranks saw it."""
    _, _, lowered = example_program("gpt")
    exe = fsdpc.compile(lowered, world_size=2, device="cpu",
                        executable=tmp_path / "step.fsdpx").executable
    state, batches = example_inputs("gpt")
    typo = {**state, "params.wtee": np.ones(3, np.float32)}
    with pytest.warns(fsdpc.FsdpcWarning) as caught:
        run = launch.run(exe, world_size=2, state=typo, batches=batches, steps=1, threads=1,
                         workdir=str(tmp_path / "run"))
    named = [str(w.message) for w in caught if "no state slot takes" in str(w.message)]
    assert len(named) == 1 and named[0].endswith("ignored: params.wtee"), named
    assert len(run.losses) == 1


def test_a_cuda_executable_runs_where_its_kernels_run(tmp_path):
    """Without device=, fsdp-run runs a program compiled with target="cuda"
    on the GPU (here, without one, it fails saying so); device="cpu" is
    refused by the CPU device, naming the PTX."""
    _, _, lowered = example_program("gpt")
    compiled = fsdpc.compile(lowered, world_size=1, device="h100", target="cuda",
                             executable=tmp_path / "step.fsdpx")
    state, batches = example_inputs("gpt")
    run = dict(world_size=1, state=state, batches=batches, steps=1, workdir=str(tmp_path / "w"))
    try:
        result = launch.run(compiled.executable, **run)
    except launch.RunError as error:  # no GPU, or no CUDA in this build
        assert "--device cuda" in str(error), str(error)
    else:
        assert np.isfinite(result.losses[0][0])
    with pytest.raises(launch.RunError, match="the CPU device loads only ELF shared objects; "
                                              "the program's kernels are ptx for sm_90"):
        launch.run(compiled.executable, device="cpu", **run)
    with pytest.raises(fsdpc.FsdpcError, match="device must be 'cpu' or 'cuda'"):
        launch.run(compiled.executable, device="tpu", **run)


def test_keep_last_is_checked_before_anything_runs(tmp_path):
    """keep_last without save_every (or below 1) names the problem; nothing
    is launched (the executable need not exist)."""
    for kwargs in ({"keep_last": 2}, {"keep_last": 0, "save_every": 1,
                                      "checkpoint_dir": str(tmp_path / "ck")}):
        with pytest.raises(fsdpc.FsdpcError, match="keep_last"):
            launch.run(str(tmp_path / "missing.fsdpx"), world_size=1, **kwargs)


def test_a_temporary_workdir_keeps_only_the_final_checkpoint(tmp_path, monkeypatch):
    """Without workdir, the inputs and report written for fsdp-run are
    removed after it; the final checkpoint the result names stays (unless
    checkpoint_dir holds it); a failed run leaves nothing."""
    _, _, lowered = example_program("gpt")
    exe = fsdpc.compile(lowered, world_size=1, device="cpu",
                        executable=tmp_path / "step.fsdpx").executable
    state, batches = example_inputs("gpt")
    temp = tmp_path / "temp"
    temp.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(temp))
    result = launch.run(exe, world_size=1, state=state, batches=batches, steps=1, threads=1)
    (workdir,) = temp.iterdir()
    assert [p.name for p in workdir.iterdir()] == ["final"]
    assert result.checkpoint.startswith(str(workdir / "final"))
    assert result.report["step_time_s"] > 0 and "params.wte" in result.state
    shutil.rmtree(workdir)
    launch.run(exe, world_size=1, state=state, batches=batches, steps=1, threads=1,
               checkpoint_dir=str(tmp_path / "ck"))
    assert list(temp.iterdir()) == []
    with pytest.raises(launch.RunError):
        launch.run(exe, world_size=1, state={"params.wte": np.zeros(3, np.float32)},
                   batches=batches, steps=1, threads=1)
    assert list(temp.iterdir()) == []
