"""Pytree key paths as dotted strings, and the default unit rule.

Format (documented in README): the root is the step's parameter name
(``params``, ``opt_state``...) for inputs and ``out`` for outputs; then one
component per pytree level: dict keys and attribute names verbatim, sequence
indices as decimal numbers.  ``params["blocks"][0]["w1"]`` -> ``params.blocks.0.w1``.
"""

from __future__ import annotations

from jax import tree_util


def key_name(key) -> str:
    """One path component, without brackets or quotes."""
    if isinstance(key, tree_util.SequenceKey):
        return str(key.idx)
    if isinstance(key, tree_util.DictKey):
        return str(key.key)
    if isinstance(key, tree_util.GetAttrKey):
        return key.name
    if isinstance(key, tree_util.FlattenedIndexKey):
        return str(key.key)
    return str(key)


def dotted(root: str, keys) -> str:
    return ".".join([root, *(key_name(k) for k in keys)])


def default_unit(root: str, keys) -> str | None:
    """Unit of a state leaf: the first list entry on its path, named by the key
    that holds the list (``...blocks.3.w1`` -> ``"blocks.3"``).

    Naming the unit by the holding key rather than the full prefix makes an
    optimizer-state leaf (``opt_state.mu.blocks.3.w1``) land in the same unit
    as its parameter (``params.blocks.3.w1``).  Leaves with no list entry on
    their path get no unit (each is its own unit).  A list passed directly as
    the step argument is named by the argument (``params.3``).
    """
    for i, key in enumerate(keys):
        if isinstance(key, tree_util.SequenceKey):
            holder = key_name(keys[i - 1]) if i > 0 else root
            return f"{holder}.{key.idx}"
    return None
