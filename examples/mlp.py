"""A small MLP regressor trained with SGD, sharded HSDP-style.

Parameters are sharded along dim 0 over "shard" and replicated over
"replica"; the batch is split over both axes.  Layer widths 20 and 30 make
dim-0 sizes that do not divide by every rank count (uneven shards).

    python -m fsdpc lower examples/mlp.py
"""

import jax
import jax.numpy as jnp
import numpy as np

import fsdpc
from fsdpc import P

BATCH, IN, HIDDEN, OUT = 12, 20, 30, 5
LR = 0.05


def init_params(rng: np.random.Generator):
    sizes = [IN, HIDDEN, HIDDEN, OUT]
    return {"layers": [{"w": (rng.standard_normal((m, n)) / np.sqrt(m)).astype(np.float32),
                        "b": np.zeros((n,), np.float32)}
                       for m, n in zip(sizes[:-1], sizes[1:])]}


def forward(params, x):
    *hidden, last = params["layers"]
    for layer in hidden:
        x = jnp.tanh(x @ layer["w"] + layer["b"])
    return x @ last["w"] + last["b"]


def loss_fn(params, batch):
    pred = forward(params, batch["x"])
    return jnp.mean(jnp.square(pred - batch["y"]))


def train_step(params, batch):
    loss, grads = jax.value_and_grad(loss_fn)(params, batch)
    params = jax.tree.map(lambda p, g: p - LR * g, params, grads)
    return params, loss


def example_args(rng: np.random.Generator | None = None):
    rng = rng or np.random.default_rng(0)
    batch = {"x": rng.standard_normal((BATCH, IN)).astype(np.float32),
             "y": rng.standard_normal((BATCH, OUT)).astype(np.float32)}
    return init_params(rng), batch


def fsdpc_program():
    """What ``python -m fsdpc lower`` calls: (step, example args, lower() options)."""
    return train_step, example_args(), dict(
        mesh=fsdpc.Mesh({"replica": None, "shard": None}),
        in_shardings=(P("shard"), P(("replica", "shard"))),
    )


if __name__ == "__main__":
    step, args, options = fsdpc_program()
    print(fsdpc.lower(step, *args, **options))
