"""Call-like primitives are inlined: the global program is one function."""

from __future__ import annotations

from jax.extend import core as jcore

from .lowering import Eqn, rule

CALLS = ("jit", "pjit", "closed_call", "core_call", "custom_jvp_call", "custom_vjp_call",
          "custom_vjp_call_jaxpr", "checkpoint", "remat", "remat2")


@rule(*CALLS)
def _inline(e: Eqn):
    for key in ("jaxpr", "call_jaxpr", "fun_jaxpr"):
        sub = e.params.get(key)
        if sub is not None:
            break
    else:
        raise e.unsupported("call primitive without a jaxpr parameter")
    if isinstance(sub, jcore.ClosedJaxpr):
        jaxpr, consts = sub.jaxpr, sub.consts
    else:
        jaxpr, consts = sub, []
    name = e.params.get("name")
    # Operands map 1:1 to the sub-jaxpr's inputs (custom_jvp/vjp calls pass
    # their num_consts leading consts as ordinary operands). Only the primal
    # computation is kept: differentiation has already happened in the trace.
    return e.lower_jaxpr(jaxpr, consts, e.values(), str(name) if name else e.prim)
