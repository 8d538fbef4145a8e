import runpy
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def example():
    """Load examples/NAME.py without running its __main__ block."""
    def load(name: str) -> dict:
        return runpy.run_path(str(REPO / "examples" / f"{name}.py"), run_name="__fsdpc_test__")
    return load
