"""fsdpc: a JAX-style FSDP sharding compiler (Python frontend).

``fsdpc.lower(step, *example_args, mesh=..., in_shardings=...)`` traces a plain
JAX training step and returns its global-view MLIR program annotated with
``fsdp`` shardings, units and state updates.
"""

from jax.sharding import PartitionSpec as P

from . import init, launch
from .api import Lowered, lower
from .compiler import Compiled, compile
from .errors import FsdpcError, FsdpcWarning, ShardingError, ToolError, UnsupportedError
from .mesh import Mesh

__all__ = ["P", "Mesh", "Lowered", "lower", "Compiled", "compile", "FsdpcError", "FsdpcWarning", "ShardingError", "ToolError", "UnsupportedError"]
