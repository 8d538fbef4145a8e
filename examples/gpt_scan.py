"""The example GPT (examples/gpt.py) with its blocks stacked and scanned over.

The way large JAX models are usually written (Flax's nn.scan, MaxText): each
block parameter is one array with a leading layer dimension, and the forward
pass is a ``lax.scan`` over it. fsdpc unrolls the scan; the stacks are split
along dimension 1 (``P(None, "shard")``), so each layer's row is gathered on
its own and its gradient reduce-scattered as soon as the backward pass has
computed it, and row i of every stack forms the unit ``blocks.i``
(``fsdp.row_units``): the program is scheduled as the list-of-blocks GPT is.

    python -m fsdpc lower examples/gpt_scan.py
"""

import sys
from pathlib import Path

import jax
import numpy as np

import fsdpc
from fsdpc import P

sys.path.insert(0, str(Path(__file__).resolve().parent))  # the example GPT beside this file
from gpt import attention, example_args, layer_norm, make_train_step, mlp  # noqa: E402


def stack_blocks(tree):
    """``tree["blocks"]``, a list of per-block dicts, as one dict of stacks."""
    return {**tree, "blocks": jax.tree.map(lambda *xs: np.stack(xs), *tree["blocks"])}


def forward(params, tokens):
    def block(x, blk):
        x = x + attention(layer_norm(x, blk["ln1_g"], blk["ln1_b"]), blk)
        return x + mlp(layer_norm(x, blk["ln2_g"], blk["ln2_b"]), blk), None

    x = params["wte"][tokens] + params["wpe"][None, : tokens.shape[1]]
    x, _ = jax.lax.scan(block, x, params["blocks"])
    x = layer_norm(x, params["lnf_g"], params["lnf_b"])
    return x @ params["wte"].T  # tied output head


loss_fn, train_step = make_train_step(forward)


def fsdpc_program():
    """What ``python -m fsdpc lower`` calls: (step, example args, lower() options)."""
    params, opt_state, batch = example_args()
    opt_state = {"mu": stack_blocks(opt_state["mu"]), "nu": stack_blocks(opt_state["nu"]),
                 "count": opt_state["count"]}
    split = {"wte": P("shard"), "wpe": P("shard"), "blocks": P(None, "shard"),
             "lnf_g": P("shard"), "lnf_b": P("shard")}
    return train_step, (stack_blocks(params), opt_state, batch), dict(
        mesh=fsdpc.Mesh(("shard",)),
        in_shardings=(split, {"mu": split, "nu": split, "count": P()}, P("shard")),
    )


if __name__ == "__main__":
    step, args, options = fsdpc_program()
    print(fsdpc.lower(step, *args, **options))
