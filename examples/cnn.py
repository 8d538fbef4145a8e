"""A small convolutional classifier in plain JAX, trained with SGD + momentum.

NHWC images and HWIO kernels (Flax's layout): a 3x3 convolution with a bias
and ReLU, 2x2 max pooling (``lax.reduce_window``, as ``flax.linen.max_pool``
writes it; its gradient is a select_and_scatter_add), a strided 3x3
convolution, global average pooling and a linear head, cross-entropy. The kernels are
split along their first dimension like any parameter (3 rows over 2 or 4
ranks: uneven shards); the batch of 12 images divides by 1, 2, 3, 4 and 6.
The kernels' gradients are convolutions over the batch, so each rank's is a
partial sum, reduce-scattered into its shards.

    python -m fsdpc compile examples/cnn.py --world-size 3
"""

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

import fsdpc
from fsdpc import P

SIZE, CHANNELS, WIDTH, CLASSES, BATCH = 8, 3, 8, 5, 12
LR, MOMENTUM = 0.1, 0.9


def init_params(rng: np.random.Generator):
    def normal(*shape, scale):
        return (scale * rng.standard_normal(shape)).astype(np.float32)

    return {"conv1": normal(3, 3, CHANNELS, WIDTH, scale=0.3), "bias1": np.zeros(WIDTH, np.float32),
            "conv2": normal(3, 3, WIDTH, 2 * WIDTH, scale=0.2), "head": normal(2 * WIDTH, CLASSES, scale=0.2)}


def conv(x, kernel, stride):
    return lax.conv_general_dilated(x, kernel, (stride, stride), "SAME",
                                    dimension_numbers=("NHWC", "HWIO", "NHWC"))


def max_pool(x, size):
    return lax.reduce_window(x, -jnp.inf, lax.max, (1, size, size, 1), (1, size, size, 1), "VALID")


def forward(params, images):
    h = jax.nn.relu(conv(images, params["conv1"], 1) + params["bias1"])
    h = max_pool(h, 2)
    h = jax.nn.relu(conv(h, params["conv2"], 2))
    return jnp.mean(h, axis=(1, 2)) @ params["head"]


def loss_fn(params, batch):
    logp = jax.nn.log_softmax(forward(params, batch["images"]), axis=-1)
    return -jnp.mean(jnp.take_along_axis(logp, batch["labels"][:, None], axis=-1))


def train_step(params, momentum, batch):
    loss, grads = jax.value_and_grad(loss_fn)(params, batch)
    momentum = jax.tree.map(lambda m, g: MOMENTUM * m + g, momentum, grads)
    params = jax.tree.map(lambda p, m: p - LR * m, params, momentum)
    return params, momentum, loss


def example_args(rng: np.random.Generator | None = None, batch_size: int = BATCH):
    rng = rng or np.random.default_rng(0)
    params = init_params(rng)
    images = rng.standard_normal((batch_size, SIZE, SIZE, CHANNELS)).astype(np.float32)
    batch = {"images": images, "labels": rng.integers(0, CLASSES, batch_size).astype(np.int32)}
    return params, jax.tree.map(np.zeros_like, params), batch


def fsdpc_program(batch_size: int = BATCH):
    """What ``python -m fsdpc`` calls: (step, example args, lower() options)."""
    return train_step, example_args(batch_size=batch_size), dict(
        mesh=fsdpc.Mesh(("shard",)), in_shardings=(P("shard"), P("shard"), P("shard")))


if __name__ == "__main__":
    step, args, options = fsdpc_program()
    print(fsdpc.lower(step, *args, **options))
