"""fsdp-opt option strings cannot be injected into, sizes parse strictly, the
command line fails with one line, and ToolError holds the diagnostics only."""

import json
import subprocess
import sys

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import fsdpc
from fsdpc import P
from fsdpc.cli import main
from fsdpc.compiler import memory_budget_bytes, partition_options, pipeline_options
from fsdpc.errors import ToolError


def options(**kwargs) -> str:
    return pipeline_options(world_size=2, **kwargs)


# -- 1. no value can inject another option ----------------------------------

@pytest.mark.parametrize("kwargs, message", [
    ({"device": "h100 policy=none"}, r"device must be a preset name \(h100, h200, cpu\) or a path to a "
                                     r"\.json file, not 'h100 policy=none'"),
    ({"device": "h100}"}, "device must be a preset name"),
    ({"device": "h=100"}, "device must be a preset name"),
    ({"device": 100}, "device must be a preset name"),
    ({"device": "a'b\"c.json"}, "device path .* contains both kinds of quote"),
    ({"trace": " t.json"}, "trace path ' t.json' starts or ends with whitespace"),
    ({"trace": "t\n.json"}, "trace path .* contains a control character"),
    ({"trace": ""}, "trace path must not be empty"),
    ({"report": 3}, "report must be a path"),
    ({"memory_budget": "1GiB policy=none"}, "memory_budget is not a size"),
    ({"bucket_bytes": "0 policy=none"}, "bucket_bytes must be an integer >= 0, not '0 policy=none'"),
    ({"policy": "auto device=cpu"}, "policy must be one of none, fsdp, fsdp-no-reshard, zero3, auto"),
    ({"param_dtype": "f32 policy=none"}, "param_dtype must be one of bf16, f16, f32"),
])
def test_values_cannot_inject_options(kwargs, message):
    with pytest.raises(fsdpc.FsdpcError, match=message):
        options(**kwargs)


@pytest.mark.parametrize("mesh, message", [
    ({"shard policy=none": 2}, "axis name 'shard policy=none' is not an identifier"),
    ({"a,b": 2}, "axis name 'a,b' is not an identifier"),
    ({"": 2}, "axis name '' is not an identifier"),
    ("replica=2,replica=2", "mesh axis 'replica' is given twice"),
    ("sh ard=2", "axis name 'sh ard' is not an identifier"),
    ({"shard": 2**63}, "mesh axis 'shard' needs a positive integer size"),
    ({"shard": True}, "mesh axis 'shard' needs a positive integer size"),
    ({}, "mesh must be a non-empty mapping"),
])
def test_bad_mesh_options(mesh, message):
    with pytest.raises(fsdpc.FsdpcError, match=message):
        partition_options(mesh=mesh)


@pytest.mark.parametrize("path, option", [
    ("/tmp/a b/t.json", 'trace="/tmp/a b/t.json"'),
    ('/tmp/say "hi".json', "trace='/tmp/say \"hi\".json'"),
    ("/tmp/it's.json", "trace=\"/tmp/it's.json\""),
    ("/tmp/{x=1}.json", 'trace="/tmp/{x=1}.json"'),
    ("/tmp/plain.json", "trace=/tmp/plain.json"),
])
def test_paths_are_quoted(path, option):
    assert options(trace=path).endswith(" " + option)


def test_device_presets_and_files():
    assert options(device="h200", bucket_bytes=0).endswith("device=h200 bucket-bytes=0")
    assert "row-kernels" not in options(device="h200")
    assert options(device="h200", row_kernels=False).endswith("device=h200 row-kernels=false")
    assert "excess-precision" not in options(device="h200")
    assert options(device="h200", excess_precision=False).endswith(
        "device=h200 excess-precision=false")
    assert "horizontal-fusion" not in options(device="h200")
    assert options(device="h200", horizontal_fusion=False).endswith(
        "device=h200 horizontal-fusion=false")
    assert "updates-in-backward" not in options(device="h200")
    assert options(device="h200", updates_in_backward=False).endswith(
        "device=h200 updates-in-backward=false")
    assert options(device="/d/my dev.json").endswith('device="/d/my dev.json"')
    assert "collective-messages" not in options(device="h200")
    assert options(device="h200", collective_messages="per-member").endswith(
        "device=h200 collective-messages=per-member")
    assert options(collective_messages="packed").endswith("collective-messages=packed")


def test_paths_with_spaces_reach_fsdp_opt(needs_fsdp_opt, tmp_path):
    def step(params, x):
        loss, g = jax.value_and_grad(lambda p: jnp.sum(jnp.tanh(x @ p["w"])))(params)
        return {"w": params["w"] - 0.1 * g["w"]}, loss

    low = fsdpc.lower(step, {"w": np.ones((8, 4), np.float32)}, np.ones((6, 8), np.float32),
                      mesh=fsdpc.Mesh(("shard",)), in_shardings=(P("shard"), P("shard")))
    folder = tmp_path / "a dir's {x=1}"
    folder.mkdir()
    (folder / "my device.json").write_text(json.dumps({"name": "spaced device"}))
    trace = folder / "my trace.json"
    compiled = fsdpc.compile(low, world_size=2, memory_budget="1 GiB", bucket_bytes=0,
                             device=folder / "my device.json", trace=trace)
    assert compiled.report["device"] == "spaced device"
    assert compiled.report["memory_budget_bytes"] == 1 << 30
    assert compiled.trace_path == str(trace) and '"traceEvents"' in trace.read_text()


# -- 2. sizes and counts ----------------------------------------------------

@pytest.mark.parametrize("value, nbytes, option", [
    (1 << 30, 1 << 30, str(1 << 30)),
    ("40GiB", 40 << 30, "40GiB"),
    ("40 GiB", 40 << 30, "40GiB"),
    (" 40gib ", 40 << 30, "40GiB"),
    ("512MiB", 512 << 20, "512MiB"),
    ("1.5GB", 1_500_000_000, "1500000000"),
    ("1e9", 10**9, "1000000000"),
    (1.5e9, 1_500_000_000, "1500000000"),
    (np.int64(4096), 4096, "4096"),
    (2**63 - 1, 2**63 - 1, str(2**63 - 1)),
])
def test_memory_budgets(value, nbytes, option):
    assert memory_budget_bytes(value) == nbytes
    assert options(memory_budget=value).endswith(f"memory-budget={option}")


@pytest.mark.parametrize("value, message", [
    (float("nan"), "must be a finite size, not nan"),
    (float("inf"), "must be a finite size, not inf"),
    ("inf", "is not a size"),
    ("nan", "is not a size"),
    (-1, "must be positive, not -1"),
    ("-2GiB", "must be positive, not '-2GiB'"),
    (0, "must be positive, not 0"),
    ("0GiB", "must be positive"),
    ("0.1B", "is less than one byte"),
    (True, "must be a number of bytes or a size like '40GiB', not True"),
    (2**63, "is more than 2\\*\\*63-1 bytes"),
    ("8EiB", "is not a size"),
    ("9000000TiB", "is more than 2\\*\\*63-1 bytes"),
    ("1e99999", "is not a size"),
    ("40 G", "is not a size"),
    ([40], "must be a number of bytes"),
])
def test_bad_memory_budgets(value, message):
    with pytest.raises(fsdpc.FsdpcError, match="memory_budget " + message):
        options(memory_budget=value)


@pytest.mark.parametrize("kwargs, message", [
    ({"world_size": True}, "world_size must be a positive integer, not True"),
    ({"world_size": 2.0}, "world_size must be a positive integer, not 2.0"),
    ({"world_size": 2**63}, "world_size must be at most 2\\*\\*63-1"),
    ({"world_size": 2, "bucket_bytes": True}, "bucket_bytes must be an integer >= 0, not True"),
    ({"world_size": 2, "bucket_bytes": -1}, "bucket_bytes must be an integer >= 0, not -1"),
    ({"world_size": 2, "bucket_bytes": 1.5}, "bucket_bytes must be an integer >= 0, not 1.5"),
    ({"world_size": 2, "row_kernels": "false"}, "row_kernels must be True or False, not 'false'"),
    ({"world_size": 2, "row_kernels": 0}, "row_kernels must be True or False, not 0"),
    ({"world_size": 2, "excess_precision": None},
     "excess_precision must be True or False, not None"),
    ({"world_size": 2, "horizontal_fusion": "yes"},
     "horizontal_fusion must be True or False, not 'yes'"),
    ({"world_size": 2, "updates_in_backward": 1},
     "updates_in_backward must be True or False, not 1"),
    ({"world_size": 2, "collective_messages": "per_member"},
     "collective_messages must be one of auto, packed, per-member, not 'per_member'"),
    ({"world_size": 2, "collective_messages": None},
     "collective_messages must be one of auto, packed, per-member, not None"),
])
def test_bad_counts(kwargs, message):
    with pytest.raises(fsdpc.FsdpcError, match=message):
        pipeline_options(**kwargs)


# -- 4. the command line ----------------------------------------------------

def test_cli_missing_file_is_one_line(capsys, tmp_path):
    for argv in (["lower", str(tmp_path / "missing.py")],
                 ["compile", str(tmp_path / "missing.py"), "--world-size", "2"],
                 ["lower", str(tmp_path)]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert err.startswith("fsdpc: error: ") and err.count("\n") == 1, err


def test_cli_script_errors_are_one_line(capsys, tmp_path):
    raising = tmp_path / "raising.py"
    raising.write_text("import fsdpc\nraise fsdpc.ShardingError('params.w: nope')\n")
    wrong = tmp_path / "wrong.py"
    wrong.write_text("def fsdpc_program():\n    return 42\n")
    for script, message in ((raising, "params.w: nope"), (wrong, "must return (step, example_args, options)")):
        assert main(["lower", str(script)]) == 1
        err = capsys.readouterr().err
        assert err.startswith("fsdpc: error: ") and message in err and "Traceback" not in err


def test_cli_module_missing_file_has_no_traceback(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "fsdpc", "lower", str(tmp_path / "missing.py")],
                          capture_output=True, text=True)
    assert proc.returncode == 2
    assert proc.stderr == f"fsdpc: error: {tmp_path / 'missing.py'}: no such file\n"


# -- 5. ToolError keeps the diagnostics --------------------------------------

DUMP = "\n".join(f'  %{i} = "arith.addf"(%a, %b) : (f32, f32) -> f32' for i in range(5000))
STDERR = f"""<stdin>:3:3: error: 'func.func' op batch dimension 0 of argument #73 has 12 rows
  func.func @train_step(
  ^
<stdin>:3:3: note: see current operation: 
"func.func"() <{{sym_name = "train_step"}}> ({{
^bb0(%a: f32, %b: f32):
{DUMP}
}}) : () -> ()
<stdin>:9:5: warning: unused bucket
<stdin>:9:5: note: in unit "blocks.0"
"params.w": error: fsdp-schedule: memory-budget '1KiB' is below the peak
"""


def test_tool_error_drops_operation_dumps():
    err = ToolError("fsdp-opt", 1, STDERR)
    assert err.raw_stderr == STDERR
    assert err.diagnostics == [
        "<stdin>:3:3: error: 'func.func' op batch dimension 0 of argument #73 has 12 rows",
        "\"params.w\": error: fsdp-schedule: memory-budget '1KiB' is below the peak"]
    assert err.stderr.splitlines() == [
        "<stdin>:3:3: error: 'func.func' op batch dimension 0 of argument #73 has 12 rows",
        "  func.func @train_step(",
        "  ^",
        "<stdin>:9:5: warning: unused bucket",
        "<stdin>:9:5: note: in unit \"blocks.0\"",
        "\"params.w\": error: fsdp-schedule: memory-budget '1KiB' is below the peak",
        "[5004 lines of 'see current operation' IR omitted; the full stderr is in ToolError.raw_stderr]"]
    assert str(err).startswith("fsdp-opt exited with status 1:\n<stdin>:3:3: error:")
    assert "arith.addf" not in str(err)


def test_tool_error_is_capped():
    stderr = "".join(f"<stdin>:{i}:1: error: bad {i}\n" for i in range(100))
    err = ToolError("fsdp-opt", 1, stderr)
    lines = err.stderr.splitlines()
    assert len(lines) == ToolError.MAX_LINES + 1 and len(err.diagnostics) == 100
    assert lines[-1].startswith("[60 more lines of diagnostics omitted")


def test_tool_error_without_diagnostics_keeps_stderr():
    err = ToolError("fsdp-opt", 1, "fsdp-opt: Unknown command line argument '--x'.\n")
    assert err.stderr == "fsdp-opt: Unknown command line argument '--x'."
    assert err.diagnostics == []


def test_real_tool_error_is_short(needs_fsdp_opt):
    with pytest.raises(ToolError) as info:
        fsdpc.tools.run(needs_fsdp_opt, [], stdin="""
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "arith.addi"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}""")
    # (Whether fsdp-opt dumps the operation is up to it; none reaches .stderr.)
    assert "note: see current operation" not in info.value.stderr
    assert len(info.value.stderr.splitlines()) == 3
    assert len(info.value.diagnostics) == 1 and "must be signless-integer-like" in info.value.diagnostics[0]
