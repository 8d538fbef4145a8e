"""Initializers of a step's inputs, recorded in the program (``fsdp.init``)
so that ``fsdp-run`` can create parameters and optimizer state itself, each
rank only its shard, with values that do not depend on the world size
(counter-based Philox keyed by seed, pytree path and global index)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Mapping

from .errors import ShardingError


@dataclass(frozen=True)
class Init:
    kind: str  # "zeros", "ones" or "normal"
    sigma: float = 0.0

    def attr(self) -> str:
        return f"normal({self.sigma!r})" if self.kind == "normal" else self.kind


def zeros() -> Init:
    return Init("zeros")


def ones() -> Init:
    return Init("ones")


def normal(sigma: float) -> Init:
    """Normal(0, sigma^2) values."""
    return Init("normal", float(sigma))


def as_init(value, path: str) -> Init | None:
    """``value`` (an Init, "zeros", "ones", ("normal", sigma) or None) checked."""
    if value is None:
        return None
    if isinstance(value, str) and value in ("zeros", "ones"):
        return Init(value)
    if isinstance(value, tuple) and len(value) == 2 and value[0] == "normal":
        value = normal(value[1])
    if isinstance(value, Init) and value.kind in ("zeros", "ones", "normal"):
        if value.kind == "normal" and not (math.isfinite(value.sigma) and value.sigma >= 0):
            raise ShardingError(f"{path}: normal(sigma) needs a finite sigma >= 0, not {value.sigma!r}")
        return value
    raise ShardingError(f"{path}: an initializer is fsdpc.init.zeros(), ones(), normal(sigma), "
                        f"'zeros', 'ones' or ('normal', sigma), not {value!r}")


def initializers(paths: list[str], init: Callable[[str], object] | Mapping[str, object] | None) -> list[Init | None]:
    """The initializer of each argument path (None: the user supplies it)."""
    if init is None:
        return [None] * len(paths)
    if not isinstance(init, Mapping) and not callable(init):
        raise ShardingError(f"init must be a callable path -> initializer or a dict, not {init!r}")
    lookup = init.get if isinstance(init, Mapping) else init
    return [as_init(lookup(path), path) for path in paths]
