"""Jaxpr -> MLIR text (linalg/tensor/arith/math on tensors, global view).

Each rule module registers its primitives in ``lowering.RULES`` on import.
"""

from . import (calls, complex_numbers, contraction, conv, eigh, elementwise, fft, indexing, iterative,  # noqa: F401
               linalg, loops, philox, pooling, qr, random, reduction, scalar_arrays, scalar_linalg, shape, sorting,
               special, svd, while_loop)
