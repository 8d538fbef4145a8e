"""dot_general -> linalg.matmul / batch_matmul when the layout is canonical,
otherwise a ``linalg.generic`` contraction with explicit indexing maps."""

from __future__ import annotations

from . import scalar as s
from .builder import affine_map
from .elementwise import convert_tensor
from .lowering import Eqn, rule, scalar_constant
from .types import TensorType, compute_dtype


@rule("dot_general")
def _dot_general(e: Eqn):
    (lc, rc), (lb, rb) = e.params["dimension_numbers"]
    lc, rc, lb, rb = map(list, (lc, rc, lb, rb))
    lhs, rhs, out = e.value(0), e.value(1), e.out_type
    lr, rr = lhs.type.rank, rhs.type.rank
    acc_dt = compute_dtype(out.dtype)  # bf16 products accumulate in f32
    acc_t = TensorType(out.shape, acc_dt)
    zero = e.em.fill(scalar_constant(e.em, 0, acc_dt), acc_t)

    same = lhs.type.dtype == rhs.type.dtype == acc_dt == out.dtype
    if same and not lb and lr == rr == 2 and lc == [1] and rc == [0]:
        r = e.em.op(f"linalg.matmul ins({lhs.name}, {rhs.name} : {lhs.type}, {rhs.type}) "
                    f"outs({zero.name} : {acc_t}) -> {acc_t}", acc_t)
        return [r]
    if same and lb == rb == [0] and lr == rr == 3 and lc == [2] and rc == [1]:
        r = e.em.op(f"linalg.batch_matmul ins({lhs.name}, {rhs.name} : {lhs.type}, {rhs.type}) "
                    f"outs({zero.name} : {acc_t}) -> {acc_t}", acc_t)
        return [r]

    # Loop order: batch dims, lhs free dims, rhs free dims (= result dims), then
    # contraction dims.
    lf = [d for d in range(lr) if d not in lc and d not in lb]
    rf = [d for d in range(rr) if d not in rc and d not in rb]
    nb, nlf, nrf, nc = len(lb), len(lf), len(rf), len(lc)
    n = nb + nlf + nrf + nc

    def operand_map(rank, batch, free, contract, free_base):
        res = []
        for d in range(rank):
            if d in batch:
                res.append(f"d{batch.index(d)}")
            elif d in contract:
                res.append(f"d{nb + nlf + nrf + contract.index(d)}")
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

    (r,) = e.em.generic([(lhs, maps[0]), (rhs, maps[1])], [(zero, out_map)], iters, body)
    return [convert_tensor(e.em, r, out.dtype)]
