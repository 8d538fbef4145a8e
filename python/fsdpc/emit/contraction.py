"""dot_general -> linalg.matmul / batch_matmul when the layout is canonical,
otherwise a ``linalg.generic`` contraction with explicit indexing maps."""

from __future__ import annotations

from . import scalar as s
from .builder import Emitter, Value, affine_map
from .elementwise import convert_tensor
from .lowering import Eqn, rule, scalar_constant
from .types import BOOL, TensorType, compute_dtype


@rule("dot_general")
def _dot_general(e: Eqn):
    return [contract(e.em, e.value(0), e.value(1), e.params["dimension_numbers"], e.out_type)]


def contract(em: Emitter, lhs: Value, rhs: Value, dimension_numbers, out: TensorType) -> Value:
    """dot_general of ``lhs`` and ``rhs`` (``((lhs contracting, rhs
    contracting), (lhs batch, rhs batch))``) to ``out``: batch dims, then the
    free dims of lhs, then rhs's."""
    (lc, rc), (lb, rb) = dimension_numbers
    lc, rc, lb, rb = map(list, (lc, rc, lb, rb))
    lr, rr = lhs.type.rank, rhs.type.rank
    acc_dt = compute_dtype(out.dtype)  # bf16 products accumulate in f32
    acc_t = TensorType(out.shape, acc_dt)
    zero = em.fill(scalar_constant(em, 0, acc_dt), acc_t)

    # The named ops' addi on i1 would xor a product of bools' terms (s.add ors).
    same = lhs.type.dtype == rhs.type.dtype == acc_dt == out.dtype != BOOL
    if same and not lb and lr == rr == 2 and lc == [1] and rc == [0]:
        return em.op(f"linalg.matmul ins({lhs.name}, {rhs.name} : {lhs.type}, {rhs.type}) "
                     f"outs({zero.name} : {acc_t}) -> {acc_t}", acc_t)
    if same and lb == rb == [0] and lr == rr == 3 and lc == [2] and rc == [1]:
        return em.op(f"linalg.batch_matmul ins({lhs.name}, {rhs.name} : {lhs.type}, {rhs.type}) "
                     f"outs({zero.name} : {acc_t}) -> {acc_t}", acc_t)

    # Loop order: batch dims, lhs free dims, rhs free dims (= result dims), then
    # contraction dims.
    lf = [d for d in range(lr) if d not in lc and d not in lb]
    rf = [d for d in range(rr) if d not in rc and d not in rb]
    nb, nlf, nrf, nc = len(lb), len(lf), len(rf), len(lc)
    n = nb + nlf + nrf + nc

    def operand_map(rank, batch, free, contracting, free_base):
        res = []
        for d in range(rank):
            if d in batch:
                res.append(f"d{batch.index(d)}")
            elif d in contracting:
                res.append(f"d{nb + nlf + nrf + contracting.index(d)}")
            else:
                res.append(f"d{free_base + free.index(d)}")
        return affine_map(n, res)

    maps = [operand_map(lr, lb, lf, lc, nb), operand_map(rr, rb, rf, rc, nb + nlf)]
    out_map = affine_map(n, [f"d{i}" for i in range(nb + nlf + nrf)])
    iters = ["parallel"] * (nb + nlf + nrf) + ["reduction"] * nc

    def body(b, args):
        x = s.convert(b, args[0], lhs.type.dtype, acc_dt)
        y = s.convert(b, args[1], rhs.type.dtype, acc_dt)
        return [s.add(b, args[2], s.mul(b, x, y, acc_dt), acc_dt)]

    (r,) = em.generic([(lhs, maps[0]), (rhs, maps[1])], [(zero, out_map)], iters, body)
    return convert_tensor(em, r, out.dtype)
