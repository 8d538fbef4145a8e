"""fsdpc.compile's cache_dir: a second compile of the same program with the
same options and tools copies the first one's result, warnings included;
anything that could change the result misses."""

import filecmp
import json
import os
import shutil
import warnings

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import fsdpc
from fsdpc import P, tools


def _step(params, x):
    value, grads = jax.value_and_grad(lambda p: jnp.sum(x @ p["a"] @ p["b"]))(params)
    return jax.tree.map(lambda p, g: p - 0.1 * g * g, params, grads), value


@pytest.fixture(scope="module")
def lowered():
    params = {"a": np.ones((8, 8), np.float32), "b": np.ones((8, 8), np.float32)}
    # b split along dimension 1: fsdp-opt warns that its gradient takes 0.
    return fsdpc.lower(_step, params, np.ones((4, 8), np.float32), mesh=fsdpc.Mesh(("shard",)),
                       in_shardings=({"a": P("shard"), "b": P(None, "shard")}, P("shard")))


def _compile(lowered, tmp_path, name, **options):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        compiled = fsdpc.compile(lowered, device="cpu", executable=tmp_path / f"{name}.fsdpx",
                                 trace=str(tmp_path / f"{name}.json"), **options)
    said = [str(w.message) for w in caught if "but other state of its shape" in str(w.message)]
    return compiled, said


def test_a_second_compile_copies_the_first(lowered, tmp_path):
    cache = tmp_path / "cache"
    first, said_first = _compile(lowered, tmp_path, "first", world_size=2, cache_dir=cache)
    again, said_again = _compile(lowered, tmp_path, "again", world_size=2, cache_dir=cache)
    assert not first.cached and again.cached
    assert again.text == first.text and again.report == first.report
    assert filecmp.cmp(first.executable, again.executable, shallow=False)
    assert filecmp.cmp(first.trace_path, again.trace_path, shallow=False)
    assert len(said_first) == 1 and said_again == said_first  # raised again on a hit
    # Another option, or the environment's folder, is another entry.
    other, _ = _compile(lowered, tmp_path, "other", world_size=4, cache_dir=cache)
    assert not other.cached
    os.environ["FSDPC_CACHE_DIR"] = str(cache)
    try:
        from_env, _ = _compile(lowered, tmp_path, "env", world_size=4)
    finally:
        del os.environ["FSDPC_CACHE_DIR"]
    assert from_env.cached


@pytest.mark.filterwarnings("ignore:fsdp-opt")
def test_an_edited_device_file_misses(lowered, tmp_path):
    """A device given as a JSON file is keyed by its bytes, not its name."""
    cache, device = tmp_path / "cache", tmp_path / "device.json"
    spec = fsdpc.compile(lowered, world_size=2, device="h100").report["device_spec"]
    device.write_text(json.dumps(spec))
    first = fsdpc.compile(lowered, world_size=2, device=str(device), cache_dir=cache)
    assert fsdpc.compile(lowered, world_size=2, device=str(device), cache_dir=cache).cached
    spec["name"] = "h100-edited"
    device.write_text(json.dumps(spec))
    edited = fsdpc.compile(lowered, world_size=2, device=str(device), cache_dir=cache)
    assert not edited.cached and not first.cached


def test_another_tool_build_or_a_damaged_entry_misses(lowered, tmp_path, monkeypatch):
    cache = tmp_path / "cache"
    first, _ = _compile(lowered, tmp_path, "first", world_size=2, cache_dir=cache)
    # A damaged entry (its executable gone) is compiled again, and stored.
    (entry,) = [cache / name for name in os.listdir(cache)]
    (entry / "step.fsdpx").unlink()
    damaged, _ = _compile(lowered, tmp_path, "damaged", world_size=2, cache_dir=cache)
    assert not damaged.cached
    repaired, _ = _compile(lowered, tmp_path, "repaired", world_size=2, cache_dir=cache)
    assert repaired.cached and filecmp.cmp(first.executable, repaired.executable, shallow=False)
    # A file cut short (a crash before its bytes reached the disk) is a miss.
    (entry / "step.fsdpx").write_bytes(b"")
    assert not _compile(lowered, tmp_path, "cut", world_size=2, cache_dir=cache)[0].cached
    # fsdp-opt rebuilt (here: another file of the same bytes).
    rebuilt = tmp_path / "fsdp-opt"
    shutil.copy2(tools.fsdp_opt(), rebuilt)
    monkeypatch.setenv("FSDP_OPT", str(rebuilt))
    other_build, _ = _compile(lowered, tmp_path, "rebuilt", world_size=2, cache_dir=cache)
    assert not other_build.cached and other_build.text == first.text


@pytest.mark.filterwarnings("ignore:fsdp-opt")
def test_a_cache_it_cannot_write_is_a_warning(lowered, tmp_path):
    cache = tmp_path / "cache"
    cache.write_text("a file where the folder should be")
    with pytest.warns(fsdpc.FsdpcWarning, match="compile cache .*: not stored"):
        compiled = fsdpc.compile(lowered, world_size=2, device="cpu", cache_dir=cache)
    assert compiled.report["step_time_s"] > 0 and not compiled.cached
