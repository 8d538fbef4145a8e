"""fsdp-emulate-ranks, numerically: hand-written per-rank programs run through
``fsdp-opt --fsdp-emulate-ranks`` and mlir-runner, compared with numpy
results computed from the collectives' definitions."""

import os

import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest

import fsdpc
from fsdpc import P, tools
from fsdpc.errors import FsdpcError, ToolError
from fsdpc.testing import assert_close, run_lowered, run_partitioned, run_with_fsdp_opt


def _have_fsdp_opt() -> bool:
    try:
        return os.access(tools.fsdp_opt(), os.X_OK)
    except FsdpcError:
        return False


needs_fsdp_opt = pytest.mark.skipif(not _have_fsdp_opt(),
                                    reason="fsdp-opt is not built (build/bin/fsdp-opt or $FSDP_OPT)")

EMULATE = ["--fsdp-emulate-ranks"]
rng = np.random.default_rng(7)


def split(x, n, dim=0):
    """The shards of ``x`` over ``n`` ranks: ceil(d / n) rows each, zero padded."""
    s = -(-x.shape[dim] // n)
    pad = [(0, 0)] * x.ndim
    pad[dim] = (0, s * n - x.shape[dim])
    return np.split(np.pad(x, pad), n, axis=dim)


# 7 parameter rows on 3 ranks (shards of 3, the last with two zero rows), a
# batch of 6 split evenly. Each rank gathers W, computes its rows of Y = X W
# and its summand of the weight gradient X^T Y, which is reduce-scattered back
# into W's sharding and also returned as a partial sum.
MATMUL = """
fsdp.mesh @mesh = <["shard"=3]>
func.func @step(
    %w: tensor<3x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.global_type = tensor<7x4xf32>},
    %x: tensor<2x7xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.global_type = tensor<6x7xf32>})
    -> (tensor<2x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.global_type = tensor<6x4xf32>},
        tensor<3x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.global_type = tensor<7x4xf32>, fsdp.updates = 0},
        tensor<7x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {}], partial={"shard"}>},
        tensor<f32> {fsdp.sharding = #fsdp.sharding<@mesh, []>}) {
  %zero = arith.constant 0.0 : f32
  %wf = fsdp.all_gather %w on @mesh axes = ["shard"] dim = 0 : (tensor<3x4xf32>) -> tensor<7x4xf32>
  %ye = tensor.empty() : tensor<2x4xf32>
  %yi = linalg.fill ins(%zero : f32) outs(%ye : tensor<2x4xf32>) -> tensor<2x4xf32>
  %y = linalg.matmul ins(%x, %wf : tensor<2x7xf32>, tensor<7x4xf32>) outs(%yi : tensor<2x4xf32>) -> tensor<2x4xf32>
  %xte = tensor.empty() : tensor<7x2xf32>
  %xt = linalg.transpose ins(%x : tensor<2x7xf32>) outs(%xte : tensor<7x2xf32>) permutation = [1, 0]
  %ge = tensor.empty() : tensor<7x4xf32>
  %gi = linalg.fill ins(%zero : f32) outs(%ge : tensor<7x4xf32>) -> tensor<7x4xf32>
  %g = linalg.matmul ins(%xt, %y : tensor<7x2xf32>, tensor<2x4xf32>) outs(%gi : tensor<7x4xf32>) -> tensor<7x4xf32>
  %gs = fsdp.reduce_scatter sum %g on @mesh axes = ["shard"] dim = 0 : (tensor<7x4xf32>) -> tensor<3x4xf32>
  %se = tensor.empty() : tensor<f32>
  %si = linalg.fill ins(%zero : f32) outs(%se : tensor<f32>) -> tensor<f32>
  %s = linalg.reduce ins(%y : tensor<2x4xf32>) outs(%si : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %acc: f32) {
      %t = arith.addf %a, %acc : f32
      linalg.yield %t : f32
    }
  %loss = fsdp.all_reduce sum %s on @mesh axes = ["shard"] : tensor<f32>
  return %y, %gs, %g, %loss : tensor<2x4xf32>, tensor<3x4xf32>, tensor<7x4xf32>, tensor<f32>
}
"""


@needs_fsdp_opt
def test_gather_matmul_reduce_scatter_uneven():
    w = rng.standard_normal((7, 4)).astype(np.float32)
    x = rng.standard_normal((6, 7)).astype(np.float32)
    y, gs, g, loss = run_with_fsdp_opt(MATMUL, EMULATE, [w, x])
    want_y = x @ w
    # Each rank's gradient summand X_r^T Y_r, summed over the ranks.
    want_g = sum(xr.T @ yr for xr, yr in zip(split(x, 3), split(want_y, 3)))
    assert_close(y, want_y, what="y")
    assert_close(gs, want_g, what="reduce-scattered gradient")
    assert_close(g, want_g, what="partial gradient")
    assert_close(loss, np.sum(want_y), what="loss")


# A 2x2 replica x shard mesh; ranks 0..3 are (0,0) (0,1) (1,0) (1,1). Each
# rank contributes its linear rank: an all_gather over ["shard", "replica"]
# orders the group by shard first, a max over "shard" combines within each
# replica, and a bf16 parameter split over "shard" is gathered back whole.
HSDP = """
fsdp.mesh @hsdp = <["replica"=2, "shard"=2]>
func.func @step(%p: tensor<2x3xbf16> {fsdp.sharding = #fsdp.sharding<@hsdp, [{"shard"}, {}]>, fsdp.global_type = tensor<3x3xbf16>})
    -> (tensor<4xi32>,
        tensor<1xi32> {fsdp.sharding = #fsdp.sharding<@hsdp, [{"replica"}]>, fsdp.global_type = tensor<2xi32>},
        tensor<3x3xbf16>,
        tensor<2xi1>) {
  %r = fsdp.rank on @hsdp axes = ["replica", "shard"]
  %ri = arith.index_cast %r : index to i32
  %e = tensor.empty() : tensor<1xi32>
  %v = linalg.fill ins(%ri : i32) outs(%e : tensor<1xi32>) -> tensor<1xi32>
  %g = fsdp.all_gather %v on @hsdp axes = ["shard", "replica"] dim = 0 : (tensor<1xi32>) -> tensor<4xi32>
  %m = fsdp.all_reduce max %v on @hsdp axes = ["shard"] : tensor<1xi32>
  %pf = fsdp.all_gather %p on @hsdp axes = ["shard"] dim = 0 : (tensor<2x3xbf16>) -> tensor<3x3xbf16>
  // Is any rank's index 3 (or), is every rank's index below 3 (and)?
  %three = arith.constant 3 : i32
  %is3 = arith.cmpi eq, %ri, %three : i32
  %b = tensor.from_elements %is3, %is3 : tensor<2xi1>
  %any = fsdp.all_reduce max %b on @hsdp axes = ["replica", "shard"] : tensor<2xi1>
  return %g, %m, %pf, %any : tensor<4xi32>, tensor<1xi32>, tensor<3x3xbf16>, tensor<2xi1>
}
"""


@needs_fsdp_opt
def test_hsdp_ranks_groups_and_bf16():
    p = rng.standard_normal((3, 3)).astype(ml_dtypes.bfloat16)
    g, m, pf, any3 = run_with_fsdp_opt(HSDP, EMULATE, [p])
    np.testing.assert_array_equal(g, [0, 2, 1, 3])
    np.testing.assert_array_equal(m, [1, 3])
    np.testing.assert_array_equal(pf.astype(np.float32), p.astype(np.float32))
    np.testing.assert_array_equal(any3, [True, True])


# 10 rows on 4 ranks, asynchronously: reduce_scatter max of rank-dependent
# values, all_reduce min, and fsdp.shard of a replicated tensor.
ASYNC = """
fsdp.mesh @mesh = <["shard"=4]>
func.func @step(%a: tensor<10xf32>)
    -> (tensor<3xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.global_type = tensor<10xf32>},
        tensor<3xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.global_type = tensor<10xf32>},
        tensor<10xf32>) {
  %r = fsdp.rank on @mesh axes = ["shard"]
  %ri = arith.index_cast %r : index to i32
  %rf = arith.sitofp %ri : i32 to f32
  %e = tensor.empty() : tensor<10xf32>
  %ar = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                        iterator_types = ["parallel"]} ins(%a : tensor<10xf32>) outs(%e : tensor<10xf32>) {
  ^bb0(%x: f32, %o: f32):
    %t = arith.mulf %x, %rf : f32
    linalg.yield %t : f32
  } -> tensor<10xf32>
  %p = fsdp.reduce_scatter_start max %ar on @mesh axes = ["shard"] dim = 0 : (tensor<10xf32>) -> !fsdp.pending<tensor<3xf32>>
  %q = fsdp.all_reduce_start min %ar on @mesh axes = ["shard"] : (tensor<10xf32>) -> !fsdp.pending<tensor<10xf32>>
  %mx = fsdp.wait %p : !fsdp.pending<tensor<3xf32>>
  %mn = fsdp.wait %q : !fsdp.pending<tensor<10xf32>>
  %mine = fsdp.shard %ar on @mesh axes = ["shard"] dim = 0 : tensor<10xf32> -> tensor<3xf32>
  return %mx, %mine, %mn : tensor<3xf32>, tensor<3xf32>, tensor<10xf32>
}
"""


@needs_fsdp_opt
def test_async_uneven_reductions_and_shard():
    a = rng.standard_normal(10).astype(np.float32)
    mx, mine, mn = run_with_fsdp_opt(ASYNC, EMULATE, [a])
    per_rank = np.stack([a * r for r in range(4)])
    assert_close(mx, per_rank.max(axis=0), what="reduce_scatter max")
    assert_close(mn, per_rank.min(axis=0), what="all_reduce min")
    # Rank r's shard of its own a * r, reassembled.
    want = np.concatenate([split(a * r, 4)[r] for r in range(4)])[:10]
    assert_close(mine, want, what="fsdp.shard")


@needs_fsdp_opt
def test_emulation_errors_reach_python():
    with pytest.raises(ToolError, match="partition first"):
        run_with_fsdp_opt("""
fsdp.mesh @mesh = <["shard"=?]>
func.func @step(%w: tensor<4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>}) -> tensor<4xf32> {
  return %w : tensor<4xf32>
}
""", EMULATE, [np.zeros(4, np.float32)])


def momentum_free_step(w, x):
    y = x @ w
    return w - 0.1 * (x.T @ y), jnp.sum(y)


@needs_fsdp_opt
def test_run_partitioned_matches_unpartitioned():
    """The plumbing of run_partitioned (fsdp-partition's own numerics are
    tested with it elsewhere): 10 parameter rows on 3 ranks."""
    w = (np.arange(40, dtype=np.float32).reshape(10, 4) / 10)
    x = rng.standard_normal((6, 10)).astype(np.float32)
    lowered = fsdpc.lower(momentum_free_step, w, x, mesh=fsdpc.Mesh(("shard",)),
                          in_shardings=(P("shard"), P("shard")), updates={"out.0": "w"})
    got = run_partitioned(lowered, w, x, world_size=3)
    for g, want, path in zip(got, run_lowered(lowered, [w, x]), lowered.out_paths):
        assert_close(g, want, what=path)


# Cutting inputs and reassembling results are inverse for every layout: two
# dimensions split over different axes, one dimension over both axes (uneven),
# and a replicated value. %b also gets 100 * (the rank holding it) added, which
# shows which rank held which rows.
ROUND_TRIP = """
fsdp.mesh @hsdp = <["replica"=2, "shard"=3]>
func.func @step(
    %a: tensor<2x2xi32> {fsdp.sharding = #fsdp.sharding<@hsdp, [{"replica"}, {"shard"}]>, fsdp.global_type = tensor<3x5xi32>},
    %b: tensor<2x2xf32> {fsdp.sharding = #fsdp.sharding<@hsdp, [{"shard", "replica"}, {}]>, fsdp.global_type = tensor<7x2xf32>},
    %c: tensor<3xf32>)
    -> (tensor<2x2xi32> {fsdp.sharding = #fsdp.sharding<@hsdp, [{"replica"}, {"shard"}]>, fsdp.global_type = tensor<3x5xi32>},
        tensor<2x2xf32> {fsdp.sharding = #fsdp.sharding<@hsdp, [{"shard", "replica"}, {}]>, fsdp.global_type = tensor<7x2xf32>},
        tensor<3xf32>,
        tensor<2x2xf32> {fsdp.sharding = #fsdp.sharding<@hsdp, [{"shard", "replica"}, {}]>, fsdp.global_type = tensor<7x2xf32>}) {
  %r = fsdp.rank on @hsdp axes = ["replica", "shard"]
  %ri = arith.index_cast %r : index to i32
  %rf = arith.sitofp %ri : i32 to f32
  %hundred = arith.constant 100.0 : f32
  %off = arith.mulf %rf, %hundred : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %tagged = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                            iterator_types = ["parallel", "parallel"]} ins(%b : tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) {
  ^bb0(%x: f32, %o: f32):
    %t = arith.addf %x, %off : f32
    linalg.yield %t : f32
  } -> tensor<2x2xf32>
  return %a, %b, %c, %tagged : tensor<2x2xi32>, tensor<2x2xf32>, tensor<3xf32>, tensor<2x2xf32>
}
"""


@needs_fsdp_opt
def test_layouts_round_trip():
    a = np.arange(15, dtype=np.int32).reshape(3, 5)
    b = rng.standard_normal((7, 2)).astype(np.float32)
    c = rng.standard_normal(3).astype(np.float32)
    *same, tagged = run_with_fsdp_opt(ROUND_TRIP, EMULATE, [a, b, c])
    for got, want in zip(same, [a, b, c]):
        np.testing.assert_array_equal(got, want)
    # Shard i of %b (rows 2i, 2i+1) is at index i of the ("shard", "replica")
    # group: shard coordinate i // 2, replica i % 2, so rank (i % 2) * 3 + i // 2.
    holder = np.repeat([(i % 2) * 3 + i // 2 for i in range(4)], 2)[:7]
    assert_close(tagged, b + 100.0 * holder[:, None], what="rows tagged by their rank")
