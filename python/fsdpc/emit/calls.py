"""Call-like primitives are inlined: the global program is one function."""

from __future__ import annotations

from jax.extend import core as jcore

from . import scalar as s
from .builder import affine_map, identity_map
from .debug import only_debug_effects
from .lowering import Eqn, rule

CALLS = ("jit", "pjit", "closed_call", "core_call", "custom_jvp_call", "custom_vjp_call",
          "custom_vjp_call_jaxpr", "checkpoint", "remat", "remat2")


def called_jaxpr(e: Eqn):
    """(jaxpr, consts) that call-like equation ``e`` applies."""
    for key in ("jaxpr", "call_jaxpr", "fun_jaxpr"):
        sub = e.params.get(key)
        if sub is not None:
            break
    else:
        raise e.unsupported("call primitive without a jaxpr parameter")
    if isinstance(sub, jcore.ClosedJaxpr):
        return sub.jaxpr, sub.consts
    return sub, []


@rule(*CALLS)
def _inline(e: Eqn):
    jaxpr, consts = called_jaxpr(e)
    name = e.params.get("name")
    # Operands map 1:1 to the sub-jaxpr's inputs (custom_jvp/vjp calls pass
    # their num_consts leading consts as ordinary operands). Only the primal
    # computation is kept: differentiation has already happened in the trace.
    return e.lower_jaxpr(jaxpr, consts, e.values(), str(name) if name else e.prim)


@rule("cond")
def _cond(e: Eqn):
    """lax.cond / lax.switch: every branch is computed and each result is
    the selected branch's (a step is pure, so only the cost differs from
    running one branch: both branches' work and memory are in the program;
    the schedule and the memory plan price them)."""
    branches = e.params["branches"]
    if not all(only_debug_effects(closed.effects) for closed in branches):
        raise e.unsupported("a branch with effects (computing every branch would run them all)")
    operands = e.values()[1:]
    chosen = e.literal(0)
    if chosen is not None:  # known at trace time: only that branch
        closed = branches[int(chosen)]
        return e.lower_jaxpr(closed.jaxpr, closed.consts, operands, f"cond[{int(chosen)}]")
    index = e.value(0)
    outs = [e.lower_jaxpr(closed.jaxpr, closed.consts, operands, f"cond[{k}]")
            for k, closed in enumerate(branches)]
    return [_select_branch(e, index, [branch[j] for branch in outs]) for j in range(len(e.out_types))]


def _select_branch(e: Eqn, index, cases):
    """cases[index], element by element (the index is a scalar in range)."""
    out = cases[0].type
    if all(c.name == cases[0].name for c in cases):  # every branch passes it through
        return cases[0]
    inputs = [(index, affine_map(out.rank, []))] + [(c, identity_map(out.rank)) for c in cases]

    (result,) = e.em.generic(inputs, [(e.em.empty(out), identity_map(out.rank))], ["parallel"] * out.rank,
                             lambda b, a: [s.select_case(b, a[0], index.type.dtype, a[1:len(cases) + 1], out.dtype)])
    return result
