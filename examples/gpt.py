"""A small GPT in plain JAX, trained with AdamW written in jnp.

Token and position embeddings, pre-LayerNorm blocks with causal multi-head
attention and a GELU MLP, an output head tied to the token embedding, and
cross-entropy through take_along_axis.  ``fsdpc_program(dropout=0.1)`` adds
GPT-2's dropout (embeddings, attention probabilities, both residual
branches), its masks drawn inside the step from a key in the batch folded
with the step count.  Vocabulary 50 and width 20 give dim-0
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


def no_dropout(x, site):
    return x


def make_dropout(rate, key):
    """Inverted dropout at numbered sites: each site's mask from its own key."""
    def drop(x, site):
        keep = jax.random.bernoulli(jax.random.fold_in(key, site), 1.0 - rate, x.shape)
        return jnp.where(keep, x / (1.0 - rate), 0.0)
    return drop


def attention(x, blk, drop=no_dropout, site=0):
    batch, seq, _ = x.shape
    q, k, v = jnp.split(x @ blk["wqkv"], 3, axis=-1)
    heads = lambda t: t.reshape(batch, seq, HEADS, WIDTH // HEADS).transpose(0, 2, 1, 3)  # noqa: E731
    q, k, v = heads(q), heads(k), heads(v)
    scores = jnp.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(WIDTH // HEADS).astype(np.float32)
    causal = jnp.tril(jnp.ones((seq, seq), bool))
    scores = jnp.where(causal, scores, -1e9)
    out = jnp.einsum("bhqk,bhkd->bhqd", drop(jax.nn.softmax(scores, axis=-1), site), v)
    return out.transpose(0, 2, 1, 3).reshape(batch, seq, WIDTH) @ blk["wo"]


def mlp(x, blk):
    return jax.nn.gelu(x @ blk["w1"] + blk["b1"], approximate=False) @ blk["w2"] + blk["b2"]


def forward(params, tokens, drop=no_dropout):
    x = drop(params["wte"][tokens] + params["wpe"][None, : tokens.shape[1]], 0)
    for i, blk in enumerate(params["blocks"]):
        site = 1 + 3 * i
        x = x + drop(attention(layer_norm(x, blk["ln1_g"], blk["ln1_b"]), blk, drop, site), site + 1)
        x = x + drop(mlp(layer_norm(x, blk["ln2_g"], blk["ln2_b"]), blk), site + 2)
    x = layer_norm(x, params["lnf_g"], params["lnf_b"])
    return x @ params["wte"].T  # tied output head


def make_train_step(forward, dropout_rate=0.0):
    """The loss and the AdamW train step of a model whose logits are
    ``forward(params, tokens)`` (examples/gpt_scan.py reuses them); with a
    dropout rate, ``forward(params, tokens, drop)`` and a key in the batch
    (its data, uint32[2]), folded with the step count so that each step
    draws new masks."""

    def loss_fn(params, batch, drop=no_dropout):
        logits = forward(params, batch["tokens"]) if drop is no_dropout else forward(params, batch["tokens"], drop)
        logp = jax.nn.log_softmax(logits, axis=-1)
        picked = jnp.take_along_axis(logp, batch["targets"][..., None], axis=-1)
        return -jnp.mean(picked)

    def train_step(params, opt_state, batch):
        drop = no_dropout
        if dropout_rate:
            step = opt_state["count"].astype(jnp.uint32)
            drop = make_dropout(dropout_rate, jax.random.fold_in(jax.random.wrap_key_data(batch["key"]), step))
        loss, grads = jax.value_and_grad(loss_fn)(params, batch, drop)
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


def example_args(rng: np.random.Generator | None = None, batch_size: int = BATCH, dropout: bool = False):
    rng = rng or np.random.default_rng(0)
    params = init_params(rng)
    zeros = jax.tree.map(np.zeros_like, params)
    opt_state = {"mu": zeros, "nu": jax.tree.map(np.zeros_like, params), "count": np.float32(0)}
    tokens = rng.integers(0, VOCAB, (batch_size, SEQ + 1)).astype(np.int32)
    batch = {"tokens": tokens[:, :-1], "targets": tokens[:, 1:]}
    if dropout:
        batch["key"] = np.asarray(jax.random.key_data(jax.random.key(1234)))
    return params, opt_state, batch


def fsdpc_program(batch_size: int = BATCH, dropout: float = 0.0):
    """What ``python -m fsdpc lower`` calls: (step, example args, lower() options)."""
    opt_specs = {"mu": P("shard"), "nu": P("shard"), "count": P()}
    batch_specs = P("shard")
    step = train_step
    if dropout:
        step = make_train_step(forward, dropout)[1]
        batch_specs = {"tokens": P("shard"), "targets": P("shard"), "key": P()}
    return step, example_args(batch_size=batch_size, dropout=bool(dropout)), dict(
        mesh=fsdpc.Mesh(("shard",)),
        in_shardings=(P("shard"), opt_specs, batch_specs),
    )


if __name__ == "__main__":
    step, args, options = fsdpc_program()
    print(fsdpc.lower(step, *args, **options))
