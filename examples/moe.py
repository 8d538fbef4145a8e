"""A Mixtral-style mixture of experts: the Llama-style model of
examples/llama.py with each block's MLP replaced by 4 SwiGLU experts and a
router that sends every token to its top 2 (``lax.top_k`` of the router's
logits, a softmax over the two chosen), with the Switch Transformer's
load-balancing loss (the fraction of tokens each expert is chosen for times
its mean router probability) added to the language-model loss.

The experts run densely (each computes every token, weighted by the token's
gate for it, zero where it was not chosen): no capacity, no token dropping,
the same function on one device and on N. The experts' weights are stacked
``[experts, ...]`` and split along dimension 0 like any parameter; 4 experts
over 3 ranks make uneven shards.

    python -m fsdpc compile examples/moe.py --world-size 3
"""

import sys
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np

import fsdpc

sys.path.insert(0, str(Path(__file__).resolve().parent))  # the Llama-style model beside this file
import llama  # noqa: E402

EXPERTS, TOP_K, EXPERT_FFN, AUX_WEIGHT = 4, 2, 16, 0.01


def init_params(rng: np.random.Generator):
    params = llama.init_params(rng)
    for blk in params["blocks"]:
        for name in ("w_gate", "w_up", "w_down"):
            del blk[name]
        normal = lambda *shape: (0.1 * rng.standard_normal(shape)).astype(np.float32)  # noqa: E731
        blk.update(router=normal(llama.WIDTH, EXPERTS), w_gate=normal(EXPERTS, llama.WIDTH, EXPERT_FFN),
                   w_up=normal(EXPERTS, llama.WIDTH, EXPERT_FFN), w_down=normal(EXPERTS, EXPERT_FFN, llama.WIDTH))
    return params


def route(logits):
    """Each token's gate per expert (zero for the experts it was not sent
    to) and the load-balancing loss of this layer."""
    top_logits, chosen = jax.lax.top_k(logits, TOP_K)                    # [tokens, k]
    one_hot = jax.nn.one_hot(chosen, EXPERTS)                             # [tokens, k, experts]
    gates = jnp.sum(jax.nn.softmax(top_logits, axis=-1)[..., None] * one_hot, axis=1)
    fraction = jnp.mean(jnp.sum(one_hot, axis=1), axis=0) / TOP_K         # tokens per expert
    probability = jnp.mean(jax.nn.softmax(logits, axis=-1), axis=0)
    return gates, EXPERTS * jnp.sum(fraction * probability)


def make_experts(aux_losses: list):
    def experts(blk, x, dense):
        batch, seq, width = x.shape
        tokens = x.reshape(batch * seq, width)
        gates, aux = route(dense(tokens, blk["router"]))
        aux_losses.append(aux)
        gate = jnp.einsum("nd,edf->enf", tokens, blk["w_gate"])
        up = jnp.einsum("nd,edf->enf", tokens, blk["w_up"])
        out = jnp.einsum("enf,efd->end", jax.nn.silu(gate) * up, blk["w_down"])
        return jnp.einsum("ne,end->nd", gates, out).reshape(batch, seq, width)
    return experts


def loss_fn(params, batch):
    aux_losses = []
    lm_loss, accuracy = llama.make_loss(llama.make_forward(jnp.float32, make_experts(aux_losses)))(params, batch)
    aux = sum(aux_losses) / len(aux_losses)
    return lm_loss + AUX_WEIGHT * aux, (lm_loss, aux, accuracy)


def train_step(params, opt_state, batch):
    (loss, (lm_loss, aux, accuracy)), grads = jax.value_and_grad(loss_fn, has_aux=True)(params, batch)
    params, opt_state, grad_norm = llama.adamw(params, grads, opt_state)
    return params, opt_state, loss, lm_loss, aux, accuracy, grad_norm


def example_args(rng: np.random.Generator | None = None, batch_size: int = llama.BATCH):
    rng = rng or np.random.default_rng(0)
    _, _, batch = llama.example_args(np.random.default_rng(1), batch_size)
    params = init_params(rng)
    return params, llama.adamw_state(params), batch


def fsdpc_program(batch_size: int = llama.BATCH):
    """What ``python -m fsdpc`` calls: (step, example args, lower() options)."""
    return train_step, example_args(batch_size=batch_size), llama.lower_options()


if __name__ == "__main__":
    step, args, options = fsdpc_program()
    print(fsdpc.lower(step, *args, **options))
