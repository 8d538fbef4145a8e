"""The benchmark's model zoo: transformer shapes from GPT-2 small to Llama-2 70B,
plus the GPT-NL family (one width, 12..192 layers) for compile time vs depth.

A model is an :class:`models.Arch` plus a batch per rank. Its global-view
program is produced by ``fsdpc.lower`` on ``jax.ShapeDtypeStruct`` arguments
(nothing is allocated), with the global batch = batch per rank x world size,
one FSDP mesh axis "shard", parameters and optimizer state sharded on dim 0,
the batch on its batch dimension, and the frontend's default units (each
``params.blocks.<i>`` a unit).

    python bench/zoo.py                      # list the zoo
    python bench/zoo.py gpt-nl-12 --world 8  # lower one (cached), print time and size
"""

from __future__ import annotations

import argparse
import math
import sys
from dataclasses import dataclass
from pathlib import Path

import jax
import jax.numpy as jnp

sys.path.insert(0, str(Path(__file__).resolve().parent))
from models import Arch, make_train_step, param_shapes  # noqa: E402


@dataclass(frozen=True)
class Model:
    name: str
    arch: Arch
    batch_per_rank: int   # sequences of arch.seq tokens per rank and step
    note: str = ""

    @property
    def layers(self) -> int:
        return self.arch.layers


def _gpt2(name, layers, width, heads, batch):
    return Model(name, Arch(layers=layers, width=width, heads=heads, seq=1024, vocab=50257,
                            ffn=4 * width, style="gpt2"), batch)


def _llama(name, layers, width, heads, ffn, batch, kv_heads=None):
    return Model(name, Arch(layers=layers, width=width, heads=heads, seq=1024, vocab=32000,
                            ffn=ffn, kv_heads=kv_heads, style="llama"), batch)


# Batch per rank: GPT-2 runs were 8 x 1024-token sequences per GPU in nanoGPT's
# reproduction. Llama-2 trained on 4096-token sequences, but fsdpc keeps every
# activation for backward (no recomputation yet) and the attention here is
# the plain O(seq^2) form, so a 4096-token step needs ~245 GiB per GPU even
# for 7B: the zoo uses 1024-token sequences for Llama-2 (1-2 per rank).
# Tokens per rank against the FLOP-rate / link-bandwidth ratio (facts: about
# 2,700 on NVLink, ~9x that on InfiniBand) decides compute- vs
# communication-bound, so the zoo spans both sides.
ZOO: dict[str, Model] = {m.name: m for m in [
    _gpt2("gpt2-small", 12, 768, 12, batch=8),
    _gpt2("gpt2-medium", 24, 1024, 16, batch=8),
    _gpt2("gpt2-large", 36, 1280, 20, batch=4),
    _gpt2("gpt2-xl", 48, 1600, 25, batch=4),
    _llama("llama2-7b", 32, 4096, 32, 11008, batch=2),
    _llama("llama2-13b", 40, 5120, 40, 13824, batch=1),
    _llama("llama2-70b", 80, 8192, 64, 28672, batch=1, kv_heads=8),
    # Few tokens per rank (1,024): communication-bound, where keeping
    # gathered parameters for backward pays off.
    _llama("llama2-7b-b1", 32, 4096, 32, 11008, batch=1),
    _gpt2("gpt2-xl-b1", 48, 1600, 25, batch=1),
]}
# Short sequences, 256 tokens per rank: communication-bound even on NVLink.
ZOO["llama2-7b-s256"] = Model("llama2-7b-s256", Arch(layers=32, width=4096, heads=32, seq=256,
                                                     vocab=32000, ffn=11008, style="llama"), 1)

# Compile time vs depth: one modest width, GPT-2 blocks, seq 1024, batch 1 (the
# batch only changes shapes, not the number of ops the compiler handles).
SCALING_LAYERS = (12, 48, 96, 192)
for _n in SCALING_LAYERS:
    ZOO[f"gpt-nl-{_n}"] = Model(f"gpt-nl-{_n}", Arch(layers=_n, width=1024, heads=16, seq=1024,
                                                     vocab=50257, ffn=4096, style="gpt2"), 1,
                                note="scaling family")

MAIN_MODELS = [n for n in ZOO if not n.startswith("gpt-nl-")]


def get_model(name: str) -> Model:
    if name not in ZOO:
        raise SystemExit(f"unknown model '{name}'; the zoo has: {', '.join(ZOO)}")
    return ZOO[name]


# -- abstract arguments -----------------------------------------------------------

def _abstract(shapes, dtype):
    return jax.tree.map(lambda s: jax.ShapeDtypeStruct(s, dtype), shapes,
                        is_leaf=lambda s: isinstance(s, tuple))


def example_args(model: Model, world_size: int):
    """(params, opt_state, batch) as ShapeDtypeStructs, global batch =
    batch_per_rank x world_size."""
    a = model.arch
    shapes = param_shapes(a)
    params = _abstract(shapes, jnp.dtype(a.param_dtype))
    opt_state = {"mu": _abstract(shapes, jnp.dtype(a.opt_dtype)),
                 "nu": _abstract(shapes, jnp.dtype(a.opt_dtype)),
                 "count": jax.ShapeDtypeStruct((), jnp.float32)}
    tokens = jax.ShapeDtypeStruct((model.batch_per_rank * world_size, a.seq), jnp.int32)
    return params, opt_state, {"tokens": tokens, "targets": tokens}


def lower(model: Model, world_size: int):
    """The frontend's global-view program (an ``fsdpc.Lowered``)."""
    import fsdpc
    from fsdpc import P

    # Stacked blocks are split along each layer's rows (dimension 1), so
    # that each layer is gathered on its own.
    split = P("shard")
    if model.arch.scan:
        names = param_shapes(model.arch)
        split = {k: P(None, "shard") if k == "blocks" else P("shard") for k in names}
    opt_specs = {"mu": split, "nu": split, "count": P()}
    return fsdpc.lower(make_train_step(model.arch), *example_args(model, world_size),
                       mesh=fsdpc.Mesh(("shard",)),
                       in_shardings=(split, opt_specs, P("shard")),
                       name="train_step",
                       # Locations would make the 70B program several times
                       # larger and say nothing fsdp-opt's timings need.
                       debug_info=False)


# -- sizes (exact, from the shapes; used for budgets and the table) ------------------

def _leaves(tree):
    return jax.tree.leaves(tree, is_leaf=lambda s: isinstance(s, jax.ShapeDtypeStruct))


def parameter_count(model: Model) -> int:
    return sum(math.prod(s.shape) for s in _leaves(example_args(model, 1)[0]))


def sharded_state_bytes(model: Model, world_size: int) -> int:
    """Per-rank bytes of the persistent state (parameters + AdamW moments),
    split on dim 0 into ceil(dim0 / N) rows, as fsdp-partition does."""
    params, opt_state, _ = example_args(model, world_size)
    total = 0
    for s in _leaves((params, opt_state)):
        if not s.shape:
            total += s.dtype.itemsize
            continue
        rows = -(-s.shape[0] // world_size)
        total += rows * math.prod(s.shape[1:]) * s.dtype.itemsize
    return total


def gathered_param_bytes(model: Model) -> int:
    """Bytes of all parameters unsharded in the parameter dtype: what keeping
    every unit's gathered parameters from forward to backward costs."""
    return parameter_count(model) * jnp.dtype(model.arch.param_dtype).itemsize


def largest_unit_bytes(model: Model) -> int:
    """Gathered bytes of the biggest unit the frontend makes: a block (all of
    ``params.blocks.<i>``) or a top-level tensor (each its own unit)."""
    params = example_args(model, 1)[0]
    units = [sum(math.prod(s.shape) for s in _leaves(b)) for b in params["blocks"]]
    units += [math.prod(s.shape) for k, s in params.items() if k != "blocks"]
    return max(units) * jnp.dtype(model.arch.param_dtype).itemsize


def model_flops_per_rank(model: Model) -> float:
    """Model FLOPs of one training step on one rank, the convention of
    published MFU figures (PaLM, appendix B): 6 per matmul weight and token
    (forward + backward) plus 12 * layers * seq * width per token for the
    attention products QK^T and AV. Weights read by a lookup, not a matmul
    (token embedding when the head is separate, learned positions), and
    vectors (norms, biases) are not counted."""
    a = model.arch
    shapes = param_shapes(a)
    lookups = {"wpe"} if a.style == "gpt2" else {"tok_emb"}
    def matrices(tree: dict) -> int:
        return sum(math.prod(s) for k, s in tree.items() if len(s) == 2 and k not in lookups)
    weights = matrices({k: v for k, v in shapes.items() if k != "blocks"})
    weights += sum(matrices(b) for b in shapes["blocks"])
    tokens = model.batch_per_rank * a.seq
    return 6.0 * weights * tokens + 12.0 * a.layers * a.seq * a.width * tokens


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("models", nargs="*", help="models to lower (default: list the zoo)")
    ap.add_argument("--world", type=int, default=8, help="world size (sets the global batch)")
    ap.add_argument("--force", action="store_true", help="lower again even if cached")
    args = ap.parse_args(argv)
    if not args.models:
        for m in ZOO.values():
            a = m.arch
            print(f"{m.name:13} layers={a.layers:3} d={a.width:5} heads={a.heads:2}/{a.n_kv:2} "
                  f"ffn={a.ffn:5} seq={a.seq} vocab={a.vocab} batch/rank={m.batch_per_rank} "
                  f"params={parameter_count(m) / 1e9:.2f}B")
        return 0
    from programs import program  # local import: programs imports this module
    for name in args.models:
        p = program(get_model(name), args.world, force=args.force)
        print(f"{name} world={args.world}: {p.path} lines={p.lines} ops={p.ops} "
              f"lower_s={p.lower_seconds:.1f}{' (cached)' if p.cached else ''}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
