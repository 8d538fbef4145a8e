"""The scheduled program (bucketed, start/wait pairs placed by each policy,
memory planned) still computes what JAX computes: fsdp-emulate-ranks runs the
output of the whole pipeline."""

import json

import jax
import numpy as np
import pytest

import fsdpc
from fsdpc import tools
from fsdpc.testing import assert_close, run_partitioned


pytestmark = pytest.mark.usefixtures("needs_fsdp_opt")


def _pipeline(schedule_options):
    return ["--canonicalize", "--fsdp-bucket", f"--fsdp-schedule={schedule_options}",
            "--fsdp-plan-memory"]


def _check(example, name, partition, schedule_options):
    step, args, options = example(name)["fsdpc_program"]()
    lowered = fsdpc.lower(step, *args, **options)
    want = jax.tree.leaves(jax.jit(step)(*args))
    got = run_partitioned(lowered, *args, then=_pipeline(schedule_options), **partition)
    for g, w, path in zip(got, want, lowered.out_paths):
        assert_close(g, np.asarray(w), rtol=1e-4, atol_scale=1e-5, what=f"{schedule_options}: {path}")
    return lowered


@pytest.mark.parametrize("policy", ["none", "fsdp", "auto"])
def test_gpt_every_policy(example, policy):
    _check(example, "gpt", {"world_size": 3}, f"policy={policy}")


def test_hsdp_mlp_auto(example):
    _check(example, "mlp", {"mesh": {"replica": 2, "shard": 2}}, "policy=auto")


def test_numerics_cover_regathers(example):
    """none and fsdp free gathered parameters after forward and gather them
    again for backward (checked numerically above); auto with a loose budget
    keeps them."""
    step, args, options = example("gpt")["fsdpc_program"]()
    lowered = fsdpc.lower(step, *args, **options)
    starts = {}
    for policy in ("none", "fsdp", "auto"):
        text = tools.run(tools.fsdp_opt(), [f"--fsdp-pipeline=world-size=3 policy={policy}"],
                         stdin=lowered.text)
        starts[policy] = text.count("fsdp.all_gather_start")
    assert starts["none"] == starts["fsdp"] > starts["auto"]


@pytest.mark.parametrize("name, partition", [
    ("gpt", "world-size=2"), ("gpt", "world-size=3"), ("gpt", "world-size=4 param-dtype=bf16"),
    ("mlp", "mesh=replica=2,shard=2"), ("mlp", "mesh=replica=2,shard=2 param-dtype=bf16"),
])
def test_predicted_arena_is_the_plan(example, name, partition, tmp_path):
    """fsdp-schedule chooses by the arena its library plans for the scheduled
    program; fsdp-plan-memory plans the rewritten IR. They agree exactly,
    under every policy and budget."""
    from .test_schedule_properties import planned_arena

    step, args, options = example(name)["fsdpc_program"]()
    lowered = fsdpc.lower(step, *args, **options)
    for policy in ("none", "fsdp", "auto"):
        report = tmp_path / f"{policy}.json"
        text = tools.run(tools.fsdp_opt(),
                         [f"--fsdp-pipeline={partition} policy={policy} report={report}"],
                         stdin=lowered.text)
        predicted = json.loads(report.read_text())["peak_bytes"]
        assert predicted == planned_arena(text), (policy, partition)
