"""A small Llama-style model in plain JAX, trained the way such models are.

RMSNorm, rotary position embeddings, grouped-query attention (2 query heads
sharing 1 key/value head through jnp.repeat) with a causal mask of -inf,
a SwiGLU MLP, the output head tied to the token embedding; a loss over the
tokens a mask keeps (padding left out) with the accuracy beside it; AdamW
with linear warm-up, no weight decay on the norms' gains, global-norm
clipping, and a step skipped (nothing updated) when a gradient is not
finite. With ``mixed_precision=True`` the matmuls run in bf16 on bf16 copies
of f32 master weights, as JAX users write mixed precision.

Vocabulary 61, width 20 and an MLP of 30 give dim-0 sizes that do not divide
by 2, 3 or 4 (uneven shards); the global batch of 12 divides by 1, 2, 3, 4
and 6.

    python -m fsdpc compile examples/llama.py --world-size 3
"""

import jax
import jax.numpy as jnp
import numpy as np

import fsdpc
from fsdpc import P

VOCAB, SEQ, WIDTH, HEADS, KV_HEADS, LAYERS, BATCH = 61, 8, 20, 2, 1, 2, 12
HEAD = WIDTH // HEADS
FFN = 30
LR, WARMUP, B1, B2, EPS, WEIGHT_DECAY, CLIP = 3e-3, 2, 0.9, 0.95, 1e-8, 0.1, 1.0


def init_params(rng: np.random.Generator):
    def normal(*shape, scale=0.1):
        return (scale * rng.standard_normal(shape)).astype(np.float32)

    def block():
        return {"attn_norm": np.ones(WIDTH, np.float32), "wq": normal(WIDTH, WIDTH),
                "wk": normal(WIDTH, KV_HEADS * HEAD), "wv": normal(WIDTH, KV_HEADS * HEAD),
                "wo": normal(WIDTH, WIDTH), "mlp_norm": np.ones(WIDTH, np.float32),
                "w_gate": normal(WIDTH, FFN), "w_up": normal(WIDTH, FFN), "w_down": normal(FFN, WIDTH)}

    return {"embed": normal(VOCAB, WIDTH), "blocks": [block() for _ in range(LAYERS)],
            "norm": np.ones(WIDTH, np.float32)}


def rms_norm(x, gain):
    return x * jax.lax.rsqrt(jnp.mean(x * x, axis=-1, keepdims=True) + 1e-6) * gain


def rotary(x):
    """Rotates the two halves of each head by position-dependent angles."""
    half = HEAD // 2
    freqs = 1.0 / (10000.0 ** (jnp.arange(half, dtype=jnp.float32) / half))
    angles = jnp.arange(x.shape[1], dtype=jnp.float32)[:, None] * freqs[None, :]
    cos, sin = jnp.cos(angles)[None, :, None, :], jnp.sin(angles)[None, :, None, :]
    x1, x2 = x[..., :half], x[..., half:]
    return jnp.concatenate([x1 * cos - x2 * sin, x1 * sin + x2 * cos], axis=-1)


def make_forward(compute_dtype, mlp=None):
    """The logits of the model computing in ``compute_dtype``; ``mlp(blk, x,
    dense)`` replaces the SwiGLU MLP (examples/moe.py's experts)."""
    def dense(x, w):
        return (x.astype(compute_dtype) @ w.astype(compute_dtype)).astype(jnp.float32)

    def attention(blk, x):
        batch, seq, _ = x.shape
        q = rotary(dense(x, blk["wq"]).reshape(batch, seq, HEADS, HEAD))
        k = rotary(dense(x, blk["wk"]).reshape(batch, seq, KV_HEADS, HEAD))
        v = dense(x, blk["wv"]).reshape(batch, seq, KV_HEADS, HEAD)
        k = jnp.repeat(k, HEADS // KV_HEADS, axis=2)
        v = jnp.repeat(v, HEADS // KV_HEADS, axis=2)
        scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(HEAD).astype(np.float32)
        causal = jnp.tril(jnp.ones((seq, seq), bool))
        weights = jax.nn.softmax(jnp.where(causal, scores, -jnp.inf), axis=-1)
        out = jnp.einsum("bhqk,bkhd->bqhd", weights, v).reshape(batch, seq, WIDTH)
        return dense(out, blk["wo"])

    def swiglu(blk, x):
        return dense(jax.nn.silu(dense(x, blk["w_gate"])) * dense(x, blk["w_up"]), blk["w_down"])

    feed_forward = swiglu if mlp is None else (lambda blk, x: mlp(blk, x, dense))

    def forward(params, tokens):
        x = params["embed"][tokens]
        for blk in params["blocks"]:
            x = x + attention(blk, rms_norm(x, blk["attn_norm"]))
            x = x + feed_forward(blk, rms_norm(x, blk["mlp_norm"]))
        return dense(rms_norm(x, params["norm"]), params["embed"].T)

    return forward


def make_loss(forward):
    def loss_fn(params, batch):
        logits = forward(params, batch["tokens"])
        log_probs = jax.nn.log_softmax(logits, axis=-1)
        nll = -jnp.take_along_axis(log_probs, batch["targets"][..., None], axis=-1)[..., 0]
        mask = batch["mask"]
        count = jnp.maximum(jnp.sum(mask), 1.0)
        accuracy = jnp.sum((jnp.argmax(logits, axis=-1) == batch["targets"]) * mask) / count
        return jnp.sum(nll * mask) / count, accuracy

    return loss_fn


def adamw(params, grads, opt_state):
    """AdamW with warm-up and clipping; returns the old state when a gradient
    is not finite (as loss-scaled mixed-precision training skips a step)."""
    finite = jnp.all(jnp.stack([jnp.all(jnp.isfinite(g)) for g in jax.tree.leaves(grads)]))
    norm = jnp.sqrt(sum(jnp.sum(g * g) for g in jax.tree.leaves(grads)))
    grads = jax.tree.map(lambda g: g * jnp.minimum(1.0, CLIP / (norm + 1e-6)), grads)
    count = opt_state["count"] + 1
    lr = LR * jnp.minimum(1.0, count / WARMUP)
    mu = jax.tree.map(lambda m, g: B1 * m + (1 - B1) * g, opt_state["mu"], grads)
    nu = jax.tree.map(lambda v, g: B2 * v + (1 - B2) * g * g, opt_state["nu"], grads)

    def update(path, p, m, v):
        decay = 0.0 if path[-1].key.endswith("norm") else WEIGHT_DECAY
        step = (m / (1 - B1 ** count)) / (jnp.sqrt(v / (1 - B2 ** count)) + EPS)
        return p - lr * (step + decay * p)

    new_params = jax.tree_util.tree_map_with_path(update, params, mu, nu)
    new_state = {"mu": mu, "nu": nu, "count": count}
    keep = lambda new, old: jax.tree.map(lambda n, o: jnp.where(finite, n, o), new, old)  # noqa: E731
    return keep(new_params, params), keep(new_state, opt_state), norm


def make_train_step(compute_dtype=jnp.float32):
    loss_fn = make_loss(make_forward(compute_dtype))

    def train_step(params, opt_state, batch):
        (loss, accuracy), grads = jax.value_and_grad(loss_fn, has_aux=True)(params, batch)
        params, opt_state, grad_norm = adamw(params, grads, opt_state)
        return params, opt_state, loss, accuracy, grad_norm

    return train_step


def adamw_state(params):
    return {"mu": jax.tree.map(np.zeros_like, params), "nu": jax.tree.map(np.zeros_like, params),
            "count": np.float32(0)}


def lower_options():
    """Parameters and moments split along dimension 0, the batch too."""
    opt_specs = {"mu": P("shard"), "nu": P("shard"), "count": P()}
    return dict(mesh=fsdpc.Mesh(("shard",)), in_shardings=(P("shard"), opt_specs, P("shard")))


def example_args(rng: np.random.Generator | None = None, batch_size: int = BATCH):
    rng = rng or np.random.default_rng(0)
    params = init_params(rng)
    opt_state = adamw_state(params)
    tokens = rng.integers(0, VOCAB, (batch_size, SEQ + 1)).astype(np.int32)
    mask = (rng.random((batch_size, SEQ)) > 0.2).astype(np.float32)   # padding left out
    batch = {"tokens": tokens[:, :-1], "targets": tokens[:, 1:], "mask": mask}
    return params, opt_state, batch


def fsdpc_program(batch_size: int = BATCH, mixed_precision: bool = False):
    """What ``python -m fsdpc`` calls: (step, example args, lower() options)."""
    step = make_train_step(jnp.bfloat16 if mixed_precision else jnp.float32)
    return step, example_args(batch_size=batch_size), lower_options()


if __name__ == "__main__":
    step, args, options = fsdpc_program()
    print(fsdpc.lower(step, *args, **options))
