import runpy
from pathlib import Path

import pytest

import fsdpc
from fsdpc import tools

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def example():
    """Load examples/NAME.py without running its __main__ block."""
    def load(name: str) -> dict:
        return runpy.run_path(str(REPO / "examples" / f"{name}.py"), run_name="__fsdpc_test__")
    return load


@pytest.fixture
def needs_fsdp_opt():
    """Skip the test when the C++ side (build/bin/fsdp-opt) is not built."""
    try:
        return tools.fsdp_opt()
    except fsdpc.FsdpcError:
        pytest.skip("fsdp-opt is not built")


@pytest.fixture(scope="module")
def needs_runtime_tools():
    """Skip the module's tests unless fsdp-opt, fsdp-translate and fsdp-run
    are built (the end-to-end path)."""
    for tool in ("fsdp-opt", "fsdp-translate", "fsdp-run"):
        try:
            tools.fsdp_tool(tool)
        except fsdpc.FsdpcError:
            pytest.skip(f"{tool} is not built")
