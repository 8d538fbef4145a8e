"""conv_general_dilated -> the input padded and dilated (fill +
strided ``tensor.insert_slice``, a crop for negative padding), then one
``linalg.generic`` contraction reading it through affine maps.

Loops: the output's dims (parallel), then the input features of a group
and the window's spatial dims (reduction). Output position ``s`` reads the
padded input at ``s * stride + k * rhs_dilation``, so every read is in
bounds and the maps stay affine: a batch split of the input (plain in its
batch dim) passes to the output, and the weight gradient (whose "input
features" are the batch) becomes a partial sum over the ranks, reduced into
the kernel's shards like any matmul's. Gradients come from JAX as
convolutions too (the input's with ``lhs_dilation``, a flipped kernel and
swapped feature dims; the kernel's with the batch as features). Groups
(grouped and depthwise convolutions, and their kernels' gradients with
batch groups) read the input's features or batch at ``group * size + i``,
the group a floor division of the output feature.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import scalar as s
from .builder import Emitter, Value, affine_map
from .elementwise import convert_tensor
from .lowering import Eqn, rule, scalar_constant
from .shape import pad
from .types import TensorType, compute_dtype


def pad_and_dilate(em: Emitter, v: Value, dims: Sequence[int], padding, dilation, fill=0) -> Value:
    """``v`` with ``dilation - 1`` ``fill``s between elements and ``padding``
    (lo, hi; negative crops) along ``dims``."""
    config = [(0, 0, 0)] * v.type.rank
    for dim, (lo, hi), d in zip(dims, padding, dilation):
        config[dim] = (lo, hi, d - 1)
    return pad(em, v, scalar_constant(em, fill, v.type.dtype), config, is_zero=fill == 0)


@rule("conv_general_dilated")
def _conv(e: Eqn):
    p = e.params
    feature_groups, batch_groups = int(p["feature_group_count"]), int(p["batch_group_count"])
    lhs_spec, rhs_spec, out_spec = (tuple(spec) for spec in p["dimension_numbers"])
    lhs, rhs, out = e.value(0), e.value(1), e.out_type
    spatial = len(lhs_spec) - 2
    lhs = pad_and_dilate(e.em, lhs, lhs_spec[2:], p["padding"], p["lhs_dilation"])
    strides, rhs_dilation = p["window_strides"], p["rhs_dilation"]

    # Loops: the output's dims, then the input features, then the window.
    rank = out.rank
    loop_of_out = {dim: f"d{dim}" for dim in range(rank)}
    features = f"d{rank}"
    window = [f"d{rank + 1 + i}" for i in range(spatial)]
    n = rank + 1 + spatial

    # Groups: output feature o belongs to group o // (O / groups), which
    # reads its own slice of the input's features (feature groups: a
    # grouped or depthwise convolution) or batch (batch groups: such a
    # convolution's kernel gradient).
    out_features = out.shape[out_spec[1]]
    group_of = lambda groups: f"({loop_of_out[out_spec[1]]} floordiv {out_features // groups})"  # noqa: E731
    lhs_res = [""] * lhs.type.rank
    lhs_res[lhs_spec[0]] = loop_of_out[out_spec[0]]
    if batch_groups > 1:
        lhs_res[lhs_spec[0]] = f"{group_of(batch_groups)} * {out.shape[out_spec[0]]} + {loop_of_out[out_spec[0]]}"
    lhs_res[lhs_spec[1]] = features
    if feature_groups > 1:
        lhs_res[lhs_spec[1]] = f"{group_of(feature_groups)} * {rhs.type.shape[rhs_spec[1]]} + {features}"
    for i in range(spatial):
        lhs_res[lhs_spec[2 + i]] = (f"{loop_of_out[out_spec[2 + i]]} * {strides[i]} + "
                                    f"{window[i]} * {rhs_dilation[i]}")
    rhs_res = [""] * rhs.type.rank
    rhs_res[rhs_spec[0]] = loop_of_out[out_spec[1]]
    rhs_res[rhs_spec[1]] = features
    for i in range(spatial):
        rhs_res[rhs_spec[2 + i]] = window[i]

    acc_dt = compute_dtype(out.dtype)
    zero = e.em.fill(scalar_constant(e.em, 0, acc_dt), TensorType(out.shape, acc_dt), is_zero=True)
    iters = ["parallel"] * rank + ["reduction"] * (1 + spatial)

    def body(b, args):
        x = s.convert(b, args[0], lhs.type.dtype, acc_dt)
        w = s.convert(b, args[1], rhs.type.dtype, acc_dt)
        return [s.add(b, args[2], s.mul(b, x, w, acc_dt), acc_dt)]

    (r,) = e.em.generic([(lhs, affine_map(n, lhs_res)), (rhs, affine_map(n, rhs_res))],
                        [(zero, affine_map(n, [f"d{d}" for d in range(rank)]))], iters, body)
    return [convert_tensor(e.em, r, out.dtype)]
