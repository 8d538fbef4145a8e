"""Executing emitted MLIR with upstream tools and comparing against JAX."""

from .runner import (PIPELINE, assert_close, check_against_jax, run_lowered, run_many,
                     run_partitioned, run_with_fsdp_opt)

__all__ = ["PIPELINE", "assert_close", "check_against_jax", "run_lowered", "run_many",
           "run_partitioned", "run_with_fsdp_opt"]
