"""Steps written with the neural-network libraries JAX users train with
(Flax linen and NNX, Equinox): their modules' own code, their pytrees
(boxed partitioning metadata, NNX state with its RNG streams and batch
statistics, Equinox's partitioned modules) and their idioms (a vmapped
row lookup, a BatchNorm that takes pmean over a vmapped axis name, nnx.scan
over layers made with nnx.vmap), partitioned on 2 ranks against jax.jit, and
one on 2 real ranks. Each test is skipped when its library is not installed
(``pip install 'fsdpc[test]'`` installs both)."""

import jax
import jax.numpy as jnp
import numpy as np
import optax
import pytest
from jax import lax

import fsdpc
from fsdpc import P
from fsdpc.state import as_array
from fsdpc.testing import assert_close, run_partitioned

from .steps import steps_on_two_ranks

rng = np.random.default_rng(41)
TOKENS = rng.integers(0, 32, (4, 8)).astype(np.int32)


def _fsdp_specs(tree):
    """Every array split along dim 0, scalars replicated."""
    return jax.tree.map(lambda a: P("shard") if np.ndim(a) else P(), tree)


def _matches_jax(step, args, in_shardings, rtol=1e-4):
    """``step`` partitioned for 2 ranks and emulated, against jax.jit."""
    lowered = fsdpc.lower(step, *args, mesh=fsdpc.Mesh(("shard",)), in_shardings=in_shardings)
    got = run_partitioned(lowered, *args, world_size=2)
    want = jax.tree.leaves(jax.jit(step)(*args))
    assert len(got) == len(want)
    for g, w, path in zip(got, want, lowered.out_paths):
        assert_close(g, as_array(w), rtol=rtol, atol_scale=1e-5, what=path)
    return lowered


def _next_token_loss(logits):
    return optax.softmax_cross_entropy_with_integer_labels(logits[:, :-1], TOKENS[:, 1:]).mean()


@pytest.mark.usefixtures("needs_fsdp_opt")
def test_equinox_transformer_and_batchnorm():
    """eqx.nn.Embedding under vmap (a gather whose gradient scatters rows of
    the table: windows spanning an indexed dim), RMSNorm, rotary
    embeddings, attention, a grouped Conv1d and a GRU scanned over time;
    then a CNN whose eqx.nn.BatchNorm reads its statistics with pmean over
    the vmapped axis name and returns its new state."""
    eqx = pytest.importorskip("equinox")

    class Net(eqx.Module):
        emb: eqx.nn.Embedding
        rope: eqx.nn.RotaryPositionalEmbedding
        norm: eqx.nn.RMSNorm
        qkv: eqx.nn.Linear
        conv: eqx.nn.Conv1d
        gru: eqx.nn.GRUCell
        out: eqx.nn.Linear

        def __init__(self, key):
            k = jax.random.split(key, 5)
            self.emb, self.rope, self.norm = eqx.nn.Embedding(32, 16, key=k[0]), eqx.nn.RotaryPositionalEmbedding(8), \
                eqx.nn.RMSNorm(16)
            self.qkv = eqx.nn.Linear(16, 48, use_bias=False, key=k[1])
            self.conv = eqx.nn.Conv1d(16, 16, 3, padding=1, groups=4, key=k[2])
            self.gru, self.out = eqx.nn.GRUCell(16, 16, key=k[3]), eqx.nn.Linear(16, 32, key=k[4])

        def __call__(self, tok):
            x = jax.vmap(self.emb)(tok)
            q, k, v = jnp.split(jax.vmap(self.qkv)(jax.vmap(self.norm)(x)).reshape(len(tok), 6, 8), 3, axis=1)
            q, k = (jax.vmap(self.rope, in_axes=1, out_axes=1)(y) for y in (q, k))
            x = x + jax.nn.dot_product_attention(q[None], k[None], v[None], is_causal=True)[0].reshape(-1, 16)
            x = x + jax.nn.relu(self.conv(x.T).T)
            _, h = lax.scan(lambda c, xi: (self.gru(xi, c),) * 2, jnp.zeros(16), x)
            return jax.vmap(self.out)(h)

    params, static = eqx.partition(Net(jax.random.key(0)), eqx.is_inexact_array)

    def step(params, tok):
        loss, g = eqx.filter_value_and_grad(lambda p: _next_token_loss(jax.vmap(eqx.combine(p, static))(tok)))(params)
        return jax.tree.map(lambda p, d: p - 0.1 * d, params, g), loss
    _matches_jax(step, (params, TOKENS), (_fsdp_specs(params), P("shard")))

    class CNN(eqx.Module):
        conv: eqx.nn.Conv2d
        bn: eqx.nn.BatchNorm
        lin: eqx.nn.Linear

        def __init__(self, key):
            k1, k2 = jax.random.split(key)
            self.conv, self.bn = eqx.nn.Conv2d(3, 8, 3, padding=1, key=k1), eqx.nn.BatchNorm(8, "batch", mode="ema")
            self.lin = eqx.nn.Linear(8 * 8 * 8, 10, key=k2)

        def __call__(self, x, state):
            x, state = self.bn(self.conv(x), state)
            return self.lin(eqx.nn.MaxPool2d(2, 2)(jax.nn.relu(x)).reshape(-1)), state

    cnn, bn_state = eqx.nn.make_with_state(CNN)(jax.random.key(1))
    cnn_params, cnn_static = eqx.partition(cnn, eqx.is_array)
    images, labels = rng.standard_normal((4, 3, 16, 16)).astype(np.float32), np.arange(4, dtype=np.int32)

    def cnn_step(params, state, images, labels):
        def loss_fn(p):
            run = jax.vmap(eqx.combine(p, cnn_static), axis_name="batch", in_axes=(0, None), out_axes=(0, None))
            logits, state_out = run(images, state)
            return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean(), state_out
        (loss, state), g = eqx.filter_value_and_grad(loss_fn, has_aux=True)(params)
        return jax.tree.map(lambda p, d: p - 0.1 * d, params, g), state, loss
    _matches_jax(cnn_step, (cnn_params, bn_state, images, labels),
                 (_fsdp_specs(cnn_params), _fsdp_specs(bn_state), P("shard"), P("shard")))


@pytest.mark.usefixtures("needs_fsdp_opt")
def test_flax_nnx_state_and_scanned_layers():
    """An NNX model's whole state (parameters, BatchNorm statistics, the
    dropout stream's typed key and counter) through nnx.split/merge with
    nnx.Optimizer; and layers made by nnx.vmap, run by nnx.scan under
    nnx.remat, split along dim 1 as scanned layers are."""
    nnx = pytest.importorskip("flax.nnx")

    class Model(nnx.Module):
        def __init__(self, rngs):
            self.emb = nnx.Embed(32, 16, rngs=rngs)
            self.attn = nnx.MultiHeadAttention(4, 16, decode=False, rngs=rngs)
            self.ln, self.bn = nnx.LayerNorm(16, rngs=rngs), nnx.BatchNorm(32, rngs=rngs)
            self.up, self.down = nnx.Linear(16, 32, rngs=rngs), nnx.Linear(32, 32, rngs=rngs)
            self.drop = nnx.Dropout(0.2, rngs=rngs)

        def __call__(self, tok):
            x = self.emb(tok)
            x = x + self.attn(self.ln(x), mask=nnx.make_causal_mask(tok))
            h = self.bn(self.up(x).reshape(-1, 32)).reshape(*x.shape[:2], 32)
            return self.down(self.drop(nnx.relu(h)))

    model = Model(nnx.Rngs(0, dropout=1))
    graph, state = nnx.split((model, nnx.Optimizer(model, optax.sgd(0.1, momentum=0.9), wrt=nnx.Param)))

    def step(state, tok):
        model, optimizer = nnx.merge(graph, state)
        loss, g = nnx.value_and_grad(lambda m: _next_token_loss(m(tok)))(model)
        optimizer.update(model, g)
        return nnx.state((model, optimizer)), loss
    _matches_jax(step, (state, TOKENS), (_fsdp_specs(state), P("shard")))

    class Block(nnx.Module):
        def __init__(self, rngs):
            self.lin, self.norm = nnx.Linear(16, 16, rngs=rngs), nnx.RMSNorm(16, rngs=rngs)

        def __call__(self, x):
            return x + nnx.gelu(self.lin(self.norm(x)))

    class Stack(nnx.Module):
        def __init__(self, rngs):
            self.blocks = nnx.split_rngs(splits=3)(nnx.vmap(Block, in_axes=(0,), out_axes=0))(rngs)
            self.head = nnx.Linear(16, 4, rngs=rngs)

        def __call__(self, x):
            run = nnx.scan(nnx.remat(lambda x, block: block(x)), in_axes=(nnx.Carry, 0), out_axes=nnx.Carry)
            return self.head(run(x, self.blocks))

    graph, state = nnx.split(Stack(nnx.Rngs(0)))
    x = rng.standard_normal((8, 16)).astype(np.float32)

    def stack_step(state, x):
        model = nnx.merge(graph, state)
        loss, g = nnx.value_and_grad(lambda m: jnp.mean(m(x) ** 2))(model)
        nnx.update(model, jax.tree.map(lambda p, d: p - 0.1 * d, nnx.state(model, nnx.Param), g))
        return nnx.state(model), loss
    layered = jax.tree.map(lambda a: P(None, "shard") if np.ndim(a) >= 2 and np.shape(a)[0] == 3 else
                           P("shard") if np.ndim(a) else P(), state)
    lowered = _matches_jax(stack_step, (state, x), (layered, P("shard")))
    assert any(".blocks." in path for path in lowered.arg_paths)


@pytest.mark.usefixtures("needs_runtime_tools")
def test_flax_linen_gpt_on_ranks(tmp_path):
    """A linen GPT (Embed with attend, MultiHeadDotProductAttention with a
    causal mask and dropout, Dense, LayerNorm) whose kernels carry
    nn.with_partitioning boxes, sharded by nn.get_partition_spec as Flax
    users shard it, with a dropout key in the state: 3 steps on 2 real ranks
    match jax.jit, and the trained parameters come back boxed."""
    nn = pytest.importorskip("flax.linen")
    split_rows = nn.with_partitioning(nn.initializers.lecun_normal(), ("shard", None))

    class Block(nn.Module):
        @nn.compact
        def __call__(self, x):
            mask = nn.make_causal_mask(jnp.ones(x.shape[:2]))
            x = x + nn.MultiHeadDotProductAttention(4, dropout_rate=0.1, deterministic=False,
                                                    kernel_init=split_rows)(nn.LayerNorm()(x), mask=mask)
            h = nn.Dense(16, kernel_init=split_rows)(nn.gelu(nn.Dense(64, kernel_init=split_rows)(nn.LayerNorm()(x))))
            return x + nn.Dropout(0.1, deterministic=False)(h)

    class GPT(nn.Module):
        @nn.compact
        def __call__(self, tok):
            emb = nn.Embed(32, 16, embedding_init=nn.with_partitioning(nn.initializers.normal(0.02), ("shard", None)))
            x = emb(tok)
            for _ in range(2):
                x = Block()(x)
            return emb.attend(nn.LayerNorm()(x))

    model = GPT()
    params = model.init({"params": jax.random.key(0), "dropout": jax.random.key(1)}, TOKENS)["params"]
    tx = optax.sgd(0.1, momentum=0.9)
    opt = tx.init(params)

    def step(params, state, tok):
        key, sub = jax.random.split(jax.random.wrap_key_data(state["key"]))

        def loss_fn(p):
            return _next_token_loss(model.apply({"params": p}, tok, rngs={"dropout": sub}))
        loss, g = jax.value_and_grad(loss_fn)(params)
        updates, opt = tx.update(g, state["opt"], params)
        return optax.apply_updates(params, updates), {"opt": opt, "key": jax.random.key_data(key)}, loss
    state = {"opt": opt, "key": np.asarray(jax.random.key_data(jax.random.key(2)))}
    specs = (nn.get_partition_spec(params), {"opt": nn.get_partition_spec(opt), "key": P()}, P("shard"))
    result, want_params, _, losses = steps_on_two_ranks(step, (params, state, TOKENS), specs, 3, tmp_path)
    assert_close(np.ravel(result.losses), np.array(losses), rtol=1e-5, atol_scale=1e-5, what="losses")
    got_params = result.trees["params"]
    assert isinstance(got_params["Embed_0"]["embedding"], nn.Partitioned)
    for (path, got), want in zip(jax.tree_util.tree_leaves_with_path(got_params), jax.tree.leaves(want_params)):
        assert_close(got, np.asarray(want), rtol=1e-4, atol_scale=1e-5, what=jax.tree_util.keystr(path))
