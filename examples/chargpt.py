"""A small character-level GPT trained on the Python standard library's own
source (text every machine with Python has, no download).

The structure is examples/gpt.py's (token and position embeddings,
pre-LayerNorm blocks with causal multi-head attention and a GELU MLP, tied
output head, AdamW in jnp); the vocabulary is the 256 byte values. The text
(sorted stdlib ``*.py`` files, about 1.5 MB) is tokenized once to
``build/chargpt/text.npy`` and memory-mapped; the last 10% is held out for the
validation loss (:func:`evaluate`, JAX on one device).

    python -m fsdpc train examples/chargpt.py --world-size 4 --steps 300
"""

import glob
import importlib.util
import os
import sysconfig

import jax
import jax.numpy as jnp
import numpy as np

import fsdpc
from fsdpc import P

VOCAB, SEQ, WIDTH, HEADS, LAYERS, BATCH = 256, 64, 128, 4, 4, 16
MLP = 4 * WIDTH
LR, B1, B2, EPS, WEIGHT_DECAY = 3e-3, 0.9, 0.95, 1e-8, 0.01
TEXT_BYTES = 1_500_000
SEED = 0
CACHE = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "build", "chargpt", "text.npy"))


# -- data ------------------------------------------------------------------
def text_tokens() -> np.ndarray:
    """The corpus as a memory-mapped uint8 array (built once)."""
    if not os.path.exists(CACHE):
        chunks, size = [], 0
        for path in sorted(glob.glob(os.path.join(sysconfig.get_paths()["stdlib"], "*.py"))):
            with open(path, "rb") as f:
                chunks.append(f.read())
            size += len(chunks[-1])
            if size >= TEXT_BYTES:
                break
        data = np.frombuffer(b"".join(chunks)[:TEXT_BYTES], dtype=np.uint8)
        os.makedirs(os.path.dirname(CACHE), exist_ok=True)
        tmp = CACHE + f".{os.getpid()}.tmp.npy"
        np.save(tmp, data)
        os.replace(tmp, CACHE)
    return np.load(CACHE, mmap_mode="r")


def splits() -> tuple[np.ndarray, np.ndarray]:
    tokens = text_tokens()
    cut = int(len(tokens) * 0.9)
    return tokens[:cut], tokens[cut:]


def _windows(tokens: np.ndarray, starts: np.ndarray) -> dict[str, np.ndarray]:
    x = np.asarray(tokens[starts[..., None] + np.arange(SEQ + 1)], dtype=np.int32)
    return {"tokens": x[..., :-1], "targets": x[..., 1:]}


def dataset(steps: int, batch_size: int = BATCH) -> dict[str, np.ndarray]:
    """``steps`` stacked global batches from the training split, as
    ``{"batch.tokens": [steps, B, SEQ], "batch.targets": ...}``. Batch g is
    the same whatever ``steps`` is (seeded; a resumed run reads on)."""
    train, _ = splits()
    starts = np.random.default_rng(SEED).integers(0, len(train) - SEQ - 1, (steps, batch_size))
    return {f"batch.{k}": v for k, v in _windows(train, starts).items()}


# -- model -----------------------------------------------------------------
def _gpt_model():
    """examples/gpt.py's model and AdamW step, in a module of its own that
    reads this file's sizes and hyperparameters (its functions look them up
    as module globals), so the two examples share one definition."""
    here = os.path.dirname(os.path.abspath(__file__))
    spec = importlib.util.spec_from_file_location("chargpt_model", os.path.join(here, "gpt.py"))
    model = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(model)
    for name in ("VOCAB", "SEQ", "WIDTH", "HEADS", "LAYERS", "BATCH", "MLP",
                 "LR", "B1", "B2", "EPS", "WEIGHT_DECAY"):
        setattr(model, name, globals()[name])
    return model


_model = _gpt_model()
init_params, forward, loss_fn, train_step = (
    _model.init_params, _model.forward, _model.loss_fn, _model.train_step)


def init(path: str):
    """fsdp-run's initializers: normal(0.02) weights, ones/zeros for the
    LayerNorms and biases, zeros for the optimizer state."""
    if path.startswith("opt_state."):
        return fsdpc.init.zeros()
    if path.startswith("params."):
        leaf = path.rsplit(".", 1)[1]
        if leaf.endswith("_g"):
            return fsdpc.init.ones()
        if leaf.endswith("_b") or leaf in ("b1", "b2"):
            return fsdpc.init.zeros()
        return fsdpc.init.normal(0.02)
    return None


def example_args(batch_size: int = BATCH):
    params = init_params(np.random.default_rng(SEED))
    opt_state = {"mu": jax.tree.map(np.zeros_like, params), "nu": jax.tree.map(np.zeros_like, params),
                 "count": np.float32(0)}
    first = dataset(1, batch_size)
    batch = {"tokens": first["batch.tokens"][0], "targets": first["batch.targets"][0]}
    return params, opt_state, batch


# -- evaluation and sampling (JAX on one device) ---------------------------
@jax.jit
def _batch_loss(params, tokens, targets):
    return loss_fn(params, {"tokens": tokens, "targets": targets})


def evaluate(params, batches: int = 8, batch_size: int = 32) -> dict[str, float]:
    """The mean loss on fixed windows of the held-out last 10%."""
    _, val = splits()
    starts = np.random.default_rng(SEED + 1).integers(0, len(val) - SEQ - 1, (batches, batch_size))
    data = _windows(val, starts)
    losses = [float(_batch_loss(params, data["tokens"][i], data["targets"][i])) for i in range(batches)]
    return {"val_loss": float(np.mean(losses))}


@jax.jit
def _next_logits(params, window, position):
    return forward(params, window[None])[0, position]


def sample(params, prompt: str, n: int, temperature: float = 0.8, seed: int = 0) -> str:
    """``prompt`` followed by ``n`` bytes sampled from the model."""
    tokens = list(prompt.encode()) or [10]
    rng = np.random.default_rng(seed)
    for _ in range(n):
        context = tokens[-SEQ:]
        window = np.zeros(SEQ, np.int32)  # causal: padding after the context changes nothing
        window[: len(context)] = context
        logits = np.asarray(_next_logits(params, window, len(context) - 1), np.float64) / temperature
        probs = np.exp(logits - logits.max())
        tokens.append(int(rng.choice(VOCAB, p=probs / probs.sum())))
    return bytes(tokens).decode("utf-8", errors="replace")


def load_params(path: str):
    """The parameters ``python -m fsdpc export`` wrote, in init_params's structure."""
    from fsdpc.train import load_params as load, unflatten_like

    return unflatten_like(init_params(np.random.default_rng(0)), load(path), "params")


def fsdpc_program(batch_size: int = BATCH):
    opt_specs = {"mu": P("shard"), "nu": P("shard"), "count": P()}
    return train_step, example_args(batch_size), dict(
        mesh=fsdpc.Mesh(("shard",)),
        in_shardings=(P("shard"), opt_specs, P("shard")),
    ), dict(init=init, dataset=dataset, eval_step=evaluate)


if __name__ == "__main__":
    step, args, options, _ = fsdpc_program()
    print(fsdpc.lower(step, *args, **options, init=init))
