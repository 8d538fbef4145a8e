"""``ragged_dot_general`` (``jax.lax.ragged_dot``): a grouped matmul, as
dropless mixture-of-experts layers apply their experts to tokens sorted by
expert, the group sizes computed in the step.

Lowered as XLA:CPU computes it: JAX has no ragged instruction on CPU and
lowers the primitive through its own dense form (``_ragged_dot_general_impl``,
registered as the default lowering in jax/_src/lax/lax.py), which is traced
here and inlined. For the usual mode (groups of lhs rows, one rhs matrix per
group) each group's rows are masked out of a copy of lhs (iota against the
cumulative group sizes) and the copies are contracted with rhs over the
group and contracting dims; a ragged contracting dim (the rhs gradient)
masks both operands and keeps the group dim. That is G times the dense
matmul's work for G groups, as on XLA:CPU; the masks compare global row
indices, so a batch-split lhs stays split.
"""

from __future__ import annotations

import jax
from jax._src.lax import lax as jax_lax

from .lowering import Eqn, rule, traced_implementation

# The dense form JAX lowers ragged_dot_general with where the backend has no
# ragged instruction (XLA:CPU): one source of truth for the semantics.
_DENSE_FORM = getattr(jax_lax, "_ragged_dot_general_impl", None)


@rule("ragged_dot_general")
def _ragged_dot_general(e: Eqn):
    if _DENSE_FORM is None:
        raise e.unsupported("this JAX has no dense form of ragged_dot_general to lower it with")
    if e.params.get("group_offset") is not None:
        raise e.unsupported("ragged_dot_general with a group_offset (a shard of the groups) is not supported")
    numbers, precision = e.params["ragged_dot_dimension_numbers"], e.params.get("precision")
    preferred = e.params.get("preferred_element_type")

    def dense(lhs, rhs, group_sizes):
        return _DENSE_FORM(lhs, rhs, group_sizes, ragged_dot_dimension_numbers=numbers, precision=precision,
                           preferred_element_type=preferred)

    specs = tuple(jax.ShapeDtypeStruct(t.shape, t.dtype) for t in e.in_types)
    key = (e.prim, repr(numbers), repr(precision), str(preferred), tuple((s.shape, str(s.dtype)) for s in specs))
    closed = traced_implementation(key, dense, specs)
    return e.lower_jaxpr(closed.jaxpr, closed.consts, e.values(), e.prim, traced_here=True)
