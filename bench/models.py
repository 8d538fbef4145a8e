"""Decoder-only transformers and their AdamW training step, in plain JAX.

One parameterised architecture covers both families of the zoo:

* GPT-2: learned position embedding, LayerNorm with bias, fused QKV with
  bias, GELU MLP (4d), output head tied to the token embedding.
* Llama-2: RoPE, RMSNorm, separate Q/K/V (grouped-query attention when
  ``kv_heads < heads``), SwiGLU FFN, untied output head, no biases.

Written like examples/gpt.py and restricted to the primitives fsdpc's
frontend lowers (python/README.md): the embedding is table indexing (gather;
its gradient a scatter-add), the causal mask is ``jnp.tril`` (iota + compare),
RoPE's tables are computed from iota inside the step (no constant arrays in
the MLIR text, which would be megabytes for seq 4096). Nothing here is
executed: the step is only traced with ``jax.ShapeDtypeStruct`` arguments.

Precision (standard bf16 mixed precision, without an f32 master copy):
parameters, gradients and activations are bf16, so the cost model prices the
matmuls at the bf16 rate and the collectives move bf16; the AdamW moments are
f32 (``Arch.opt_dtype``); the loss (log-softmax over the vocabulary) is f32.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import jax
import jax.numpy as jnp

LR, B1, B2, EPS, WEIGHT_DECAY = 3e-4, 0.9, 0.95, 1e-8, 0.1


@dataclass(frozen=True)
class Arch:
    """Shapes and structural choices of one transformer."""

    layers: int
    width: int
    heads: int
    seq: int
    vocab: int
    ffn: int                      # hidden size of the MLP / FFN
    kv_heads: int | None = None   # None: = heads (no GQA)
    style: str = "gpt2"           # "gpt2" or "llama" (see module docstring)
    param_dtype: str = "bfloat16"
    opt_dtype: str = "float32"
    # True: the blocks are one dict of stacks [layers, ...] and the forward
    # pass is a lax.scan over them (Flax's nn.scan, MaxText); False: a list
    # of per-block dicts looped over in Python.
    scan: bool = False

    @property
    def head_dim(self) -> int:
        return self.width // self.heads

    @property
    def n_kv(self) -> int:
        return self.kv_heads or self.heads


# -- parameter shapes ----------------------------------------------------------

def param_shapes(a: Arch) -> dict:
    """The parameter pytree as shapes (tuples). ``params.blocks.<i>.*`` is
    what the frontend's default ``unit_of`` turns into unit ``blocks.<i>``;
    with ``scan``, ``params.blocks.*`` are stacks whose row i the frontend
    makes unit ``blocks.<i>`` (``fsdp.row_units``)."""
    d, f, kv = a.width, a.ffn, a.n_kv * a.head_dim
    if a.style == "gpt2":
        block = {"ln1_g": (d,), "ln1_b": (d,), "wqkv": (d, 3 * d), "bqkv": (3 * d,),
                 "wo": (d, d), "bo": (d,), "ln2_g": (d,), "ln2_b": (d,),
                 "w1": (d, f), "b1": (f,), "w2": (f, d), "b2": (d,)}
        top = {"wte": (a.vocab, d), "wpe": (a.seq, d), "lnf_g": (d,), "lnf_b": (d,)}
    elif a.style == "llama":
        block = {"attn_norm": (d,), "wq": (d, d), "wk": (d, kv), "wv": (d, kv), "wo": (d, d),
                 "ffn_norm": (d,), "w_gate": (d, f), "w_up": (d, f), "w_down": (f, d)}
        top = {"tok_emb": (a.vocab, d), "norm": (d,), "head": (d, a.vocab)}
    else:
        raise ValueError(f"unknown transformer style '{a.style}' (expected 'gpt2' or 'llama')")
    if a.scan:
        return {**top, "blocks": {k: (a.layers, *s) for k, s in block.items()}}
    return {**top, "blocks": [dict(block) for _ in range(a.layers)]}


# -- layers ----------------------------------------------------------------------

def layer_norm(x, g, b):
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean(jnp.square(x - mean), axis=-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(var + 1e-5) * g + b


def rms_norm(x, g):
    return x * jax.lax.rsqrt(jnp.mean(jnp.square(x), axis=-1, keepdims=True) + 1e-5) * g


def rope_tables(seq: int, head_dim: int, dtype):
    """cos/sin of shape (seq, head_dim/2), computed from iota (see docstring)."""
    half = head_dim // 2
    inv_freq = jnp.exp(jnp.arange(half, dtype=jnp.float32) * (-2.0 * math.log(10000.0) / head_dim))
    angle = jnp.arange(seq, dtype=jnp.float32)[:, None] * inv_freq[None, :]
    return jnp.cos(angle).astype(dtype), jnp.sin(angle).astype(dtype)


def apply_rope(x, cos, sin):
    """Rotate-half RoPE on (batch, seq, heads, head_dim)."""
    x1, x2 = jnp.split(x, 2, axis=-1)
    c, s = cos[None, :, None, :], sin[None, :, None, :]
    return jnp.concatenate([x1 * c - x2 * s, x1 * s + x2 * c], axis=-1)


def causal_attention(q, k, v, a: Arch):
    """q: (b, s, heads, hd); k, v: (b, s, n_kv, hd). Grouped-query attention
    groups the query heads per KV head in the einsum (batch dims b, g)
    instead of repeating K and V."""
    b, s, _, hd = q.shape
    group = a.heads // a.n_kv
    q = q.reshape(b, s, a.n_kv, group, hd)
    scores = jnp.einsum("bqgrd,bkgd->bgrqk", q, k) * jnp.asarray(1 / math.sqrt(hd), q.dtype)
    causal = jnp.tril(jnp.ones((s, s), bool))
    scores = jnp.where(causal, scores, jnp.asarray(-1e9, scores.dtype))
    out = jnp.einsum("bgrqk,bkgd->bqgrd", jax.nn.softmax(scores, axis=-1), v)
    return out.reshape(b, s, a.width)


def gpt2_block(x, blk, a: Arch):
    b, s, d = x.shape
    h = layer_norm(x, blk["ln1_g"], blk["ln1_b"])
    q, k, v = jnp.split(h @ blk["wqkv"] + blk["bqkv"], 3, axis=-1)
    heads = lambda t: t.reshape(b, s, a.heads, a.head_dim)  # noqa: E731
    x = x + causal_attention(heads(q), heads(k), heads(v), a) @ blk["wo"] + blk["bo"]
    h = layer_norm(x, blk["ln2_g"], blk["ln2_b"])
    return x + jax.nn.gelu(h @ blk["w1"] + blk["b1"], approximate=True) @ blk["w2"] + blk["b2"]


def llama_block(x, blk, a: Arch, cos, sin):
    b, s, _ = x.shape
    h = rms_norm(x, blk["attn_norm"])
    q = apply_rope((h @ blk["wq"]).reshape(b, s, a.heads, a.head_dim), cos, sin)
    k = apply_rope((h @ blk["wk"]).reshape(b, s, a.n_kv, a.head_dim), cos, sin)
    v = (h @ blk["wv"]).reshape(b, s, a.n_kv, a.head_dim)
    x = x + causal_attention(q, k, v, a) @ blk["wo"]
    h = rms_norm(x, blk["ffn_norm"])
    return x + (jax.nn.silu(h @ blk["w_gate"]) * (h @ blk["w_up"])) @ blk["w_down"]


def _blocks(x, blocks, block, a: Arch):
    """``block`` applied over the layers: a Python loop, or a lax.scan over
    the stacks (``Arch.scan``)."""
    if a.scan:
        return jax.lax.scan(lambda h, blk: (block(h, blk), None), x, blocks)[0]
    for blk in blocks:
        x = block(x, blk)
    return x


def logits(params, tokens, a: Arch):
    if a.style == "gpt2":
        x = params["wte"][tokens] + params["wpe"][None, : tokens.shape[1]]
        x = _blocks(x, params["blocks"], lambda h, blk: gpt2_block(h, blk, a), a)
        return layer_norm(x, params["lnf_g"], params["lnf_b"]) @ params["wte"].T  # tied head
    cos, sin = rope_tables(tokens.shape[1], a.head_dim, params["norm"].dtype)
    x = params["tok_emb"][tokens]
    x = _blocks(x, params["blocks"], lambda h, blk: llama_block(h, blk, a, cos, sin), a)
    return rms_norm(x, params["norm"]) @ params["head"]


def loss_fn(params, batch, a: Arch):
    logp = jax.nn.log_softmax(logits(params, batch["tokens"], a).astype(jnp.float32), axis=-1)
    picked = jnp.take_along_axis(logp, batch["targets"][..., None], axis=-1)
    return -jnp.mean(picked)


def adamw(params, grads, opt_state):
    """AdamW with f32 moments; the parameter update is computed in f32 and
    rounded back to the parameter dtype so that it updates its argument."""
    count = opt_state["count"] + 1
    up = lambda t: t.astype(jnp.float32)  # noqa: E731
    mu = jax.tree.map(lambda m, g: B1 * m + (1 - B1) * up(g), opt_state["mu"], grads)
    nu = jax.tree.map(lambda v, g: B2 * v + (1 - B2) * up(g) * up(g), opt_state["nu"], grads)
    mu_scale = 1 / (1 - B1 ** count)
    nu_scale = 1 / (1 - B2 ** count)

    def update(p, m, v):
        new = up(p) - LR * ((m * mu_scale) / (jnp.sqrt(v * nu_scale) + EPS) + WEIGHT_DECAY * up(p))
        return new.astype(p.dtype)

    return jax.tree.map(update, params, mu, nu), {"mu": mu, "nu": nu, "count": count}


def make_train_step(a: Arch):
    """``train_step(params, opt_state, batch) -> (params, opt_state, loss)``;
    the parameter names root the frontend's argument paths."""

    def train_step(params, opt_state, batch):
        loss, grads = jax.value_and_grad(loss_fn)(params, batch, a)
        params, opt_state = adamw(params, grads, opt_state)
        return params, opt_state, loss

    return train_step
