"""A small GPT in plain JAX, trained with AdamW written in jnp.

Token and position embeddings, pre-LayerNorm blocks with causal multi-head
attention and a GELU MLP, an output head tied to the token embedding, and
cross-entropy through take_along_axis.  Vocabulary 50 and width 20 give dim-0
sizes that do not divide by 3 or 4 (uneven shards); the global batch of 12
divides by 1, 2, 3, 4 and 6.

    python -m fsdpc lower examples/gpt.py
"""

import jax
import jax.numpy as jnp
import numpy as np

import fsdpc
from fsdpc import P

VOCAB, SEQ, WIDTH, HEADS, LAYERS, BATCH = 50, 8, 20, 2, 2, 12
MLP = 4 * WIDTH
LR, B1, B2, EPS, WEIGHT_DECAY = 1e-3, 0.9, 0.95, 1e-8, 0.1


def init_params(rng: np.random.Generator):
    def normal(*shape, scale=0.02):
        return (scale * rng.standard_normal(shape)).astype(np.float32)

    def block():
        return {"ln1_g": np.ones(WIDTH, np.float32), "ln1_b": np.zeros(WIDTH, np.float32),
                "wqkv": normal(WIDTH, 3 * WIDTH), "wo": normal(WIDTH, WIDTH),
                "ln2_g": np.ones(WIDTH, np.float32), "ln2_b": np.zeros(WIDTH, np.float32),
                "w1": normal(WIDTH, MLP), "b1": np.zeros(MLP, np.float32),
                "w2": normal(MLP, WIDTH), "b2": np.zeros(WIDTH, np.float32)}

    return {"wte": normal(VOCAB, WIDTH), "wpe": normal(SEQ, WIDTH),
            "blocks": [block() for _ in range(LAYERS)],
            "lnf_g": np.ones(WIDTH, np.float32), "lnf_b": np.zeros(WIDTH, np.float32)}


def layer_norm(x, g, b):
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean(jnp.square(x - mean), axis=-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(var + 1e-5) * g + b


def attention(x, blk):
    batch, seq, _ = x.shape
    q, k, v = jnp.split(x @ blk["wqkv"], 3, axis=-1)
    heads = lambda t: t.reshape(batch, seq, HEADS, WIDTH // HEADS).transpose(0, 2, 1, 3)  # noqa: E731
    q, k, v = heads(q), heads(k), heads(v)
    scores = jnp.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(WIDTH // HEADS).astype(np.float32)
    causal = jnp.tril(jnp.ones((seq, seq), bool))
    scores = jnp.where(causal, scores, -1e9)
    out = jnp.einsum("bhqk,bhkd->bhqd", jax.nn.softmax(scores, axis=-1), v)
    return out.transpose(0, 2, 1, 3).reshape(batch, seq, WIDTH) @ blk["wo"]


def mlp(x, blk):
    return jax.nn.gelu(x @ blk["w1"] + blk["b1"], approximate=False) @ blk["w2"] + blk["b2"]


def forward(params, tokens):
    x = params["wte"][tokens] + params["wpe"][None, : tokens.shape[1]]
    for blk in params["blocks"]:
        x = x + attention(layer_norm(x, blk["ln1_g"], blk["ln1_b"]), blk)
        x = x + mlp(layer_norm(x, blk["ln2_g"], blk["ln2_b"]), blk)
    x = layer_norm(x, params["lnf_g"], params["lnf_b"])
    return x @ params["wte"].T  # tied output head


def make_train_step(forward):
    """The loss and the AdamW train step of a model whose logits are
    ``forward(params, tokens)`` (examples/gpt_scan.py reuses them)."""

    def loss_fn(params, batch):
        logp = jax.nn.log_softmax(forward(params, batch["tokens"]), axis=-1)
        picked = jnp.take_along_axis(logp, batch["targets"][..., None], axis=-1)
        return -jnp.mean(picked)

    def train_step(params, opt_state, batch):
        loss, grads = jax.value_and_grad(loss_fn)(params, batch)
        params, opt_state = adamw(params, grads, opt_state)
        return params, opt_state, loss

    return loss_fn, train_step


def adamw(params, grads, opt_state):
    count = opt_state["count"] + 1
    mu = jax.tree.map(lambda m, g: B1 * m + (1 - B1) * g, opt_state["mu"], grads)
    nu = jax.tree.map(lambda v, g: B2 * v + (1 - B2) * g * g, opt_state["nu"], grads)
    mu_scale = 1 / (1 - B1 ** count)
    nu_scale = 1 / (1 - B2 ** count)

    def update(p, m, v):
        return p - LR * ((m * mu_scale) / (jnp.sqrt(v * nu_scale) + EPS) + WEIGHT_DECAY * p)

    return jax.tree.map(update, params, mu, nu), {"mu": mu, "nu": nu, "count": count}


loss_fn, train_step = make_train_step(forward)


def example_args(rng: np.random.Generator | None = None, batch_size: int = BATCH):
    rng = rng or np.random.default_rng(0)
    params = init_params(rng)
    zeros = jax.tree.map(np.zeros_like, params)
    opt_state = {"mu": zeros, "nu": jax.tree.map(np.zeros_like, params), "count": np.float32(0)}
    tokens = rng.integers(0, VOCAB, (batch_size, SEQ + 1)).astype(np.int32)
    batch = {"tokens": tokens[:, :-1], "targets": tokens[:, 1:]}
    return params, opt_state, batch


def fsdpc_program(batch_size: int = BATCH):
    """What ``python -m fsdpc lower`` calls: (step, example args, lower() options)."""
    opt_specs = {"mu": P("shard"), "nu": P("shard"), "count": P()}
    return train_step, example_args(batch_size=batch_size), dict(
        mesh=fsdpc.Mesh(("shard",)),
        in_shardings=(P("shard"), opt_specs, P("shard")),
    )


if __name__ == "__main__":
    step, args, options = fsdpc_program()
    print(fsdpc.lower(step, *args, **options))
