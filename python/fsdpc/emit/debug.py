"""``jax.debug.print`` and ``jax.debug.callback`` inside the step.

The compiled step runs on the ranks with no Python to call back into, so
these are dropped, each with an :class:`fsdpc.FsdpcWarning` at the user's
line saying so: a step written with debugging prints still compiles and
trains, as it would under ``jax.jit``, and the warning says where its prints
went. A value to watch is returned from the step instead (an output, or
``fsdpc.testing``'s emulation under ``jax.jit``). Callbacks whose results the
step uses (``jax.pure_callback``, ``io_callback``) stay unsupported.
"""

from __future__ import annotations

import warnings

from jax._src.debugging import DebugEffect, OrderedDebugEffect

from ..errors import FsdpcWarning
from .lowering import Eqn, rule

DEBUG_PRIMITIVES = {"debug_print": "jax.debug.print", "debug_callback": "jax.debug.callback"}


def only_debug_effects(effects) -> bool:
    """Whether every effect in ``effects`` is a debugging one (what the
    dropped primitives have), so a cond branch may be computed anyway."""
    return all(isinstance(effect, (DebugEffect, OrderedDebugEffect)) for effect in effects)


@rule(*DEBUG_PRIMITIVES)
def drop_debug_callback(e: Eqn):
    """The rule of the debug primitives, in the step and in scalar programs."""
    if e.out_types:
        raise e.unsupported("a debug callback with results")
    what = DEBUG_PRIMITIVES[e.prim]
    message = FsdpcWarning(f"{what} at {e.where} is dropped: the compiled step calls no Python on the ranks; "
                           f"return the value from the step to see it")
    # Reported at the user's line, where Python's filters and pytest look.
    warnings.warn_explicit(message, FsdpcWarning, e.where.file or "<unknown>", e.where.line or 0)
    return []
