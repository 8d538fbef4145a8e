"""Executing emitted MLIR with upstream tools and comparing against JAX."""

from .runner import PIPELINE, assert_close, check_against_jax, run_lowered, run_many

__all__ = ["PIPELINE", "assert_close", "check_against_jax", "run_lowered", "run_many"]
