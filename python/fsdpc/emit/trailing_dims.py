"""Values carried with trailing dims of data: a PRNG key array as its words
(``key<fry>[*s]`` is ``uint32[*s, 2]``), a complex array as its (real,
imaginary) pairs (``complex64[*s]`` is ``float32[*s, 2]``). Primitives that
only move elements lower on that data with the real rule, given parameters
that keep the trailing dims whole; this table says how each one's
parameters change, or None where the rule reads only the types (and
reshape, squeeze, concatenate, ... then see the data's shapes)."""

from __future__ import annotations

from .calls import CALLS
from .elementwise import ANNOTATIONS


def _slice(p, trailing, eqn):
    p["start_indices"] = (*p["start_indices"], *(0 for _ in trailing))
    p["limit_indices"] = (*p["limit_indices"], *trailing)
    if p.get("strides") is not None:
        p["strides"] = (*p["strides"], *(1 for _ in trailing))
    return p


def _broadcast_in_dim(p, trailing, eqn):
    rank = len(p["shape"])
    p["broadcast_dimensions"] = (*p["broadcast_dimensions"], *range(rank, rank + len(trailing)))
    p["shape"] = (*p["shape"], *trailing)
    return p


def _transpose(p, trailing, eqn):
    rank = len(p["permutation"])
    p["permutation"] = (*p["permutation"], *range(rank, rank + len(trailing)))
    return p


def _dynamic_slice(p, trailing, eqn):
    p["slice_sizes"] = (*p["slice_sizes"], *trailing)  # the data whole, from 0
    return p


def _gather(p, trailing, eqn):
    # The data is a window, whole, after the result's dims.
    rank = len(eqn.outvars[0].aval.shape)
    dn = p["dimension_numbers"]
    p["dimension_numbers"] = dn._replace(offset_dims=(*dn.offset_dims, *range(rank, rank + len(trailing))))
    p["slice_sizes"] = (*p["slice_sizes"], *trailing)
    return p


def _scatter(p, trailing, eqn):
    # Each update's data is a window, whole, after the updates' dims.
    rank = len(eqn.invars[2].aval.shape)
    dn = p["dimension_numbers"]
    p["dimension_numbers"] = dn._replace(
        update_window_dims=(*dn.update_window_dims, *range(rank, rank + len(trailing))))
    return p


def _reshape(p, trailing, eqn):
    # lax.reshape's dimensions (a transpose first) keep the data last.
    if p.get("dimensions") is not None:
        rank = len(p["dimensions"])
        p["dimensions"] = (*p["dimensions"], *range(rank, rank + len(trailing)))
    return p


def _tile(p, trailing, eqn):
    p["reps"] = (*p["reps"], *(1 for _ in trailing))
    return p


LAYOUT_PARAMS = {
    **{prim: None for prim in ["squeeze", "concatenate", "rev", "split", "stack", "unstack", "copy", "copy_p",
                               "optimization_barrier", "dynamic_update_slice", "select_n", *ANNOTATIONS,
                               *CALLS]},
    "slice": _slice, "broadcast_in_dim": _broadcast_in_dim, "transpose": _transpose,
    "dynamic_slice": _dynamic_slice, "gather": _gather, "scatter": _scatter, "tile": _tile,
    "reshape": _reshape,
}
