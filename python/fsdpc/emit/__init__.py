"""Jaxpr -> MLIR text (linalg/tensor/arith/math on tensors, global view).

Each rule module registers its primitives in ``lowering.RULES`` on import.
"""

from . import (calls, complex_folds, complex_numbers, contraction, conv, debug, eigh, elementwise, fft,  # noqa: F401
               indexing, iterative, linalg, loops, philox, pooling, qr, ragged_dot, random, reduction,
               scalar_arrays, scalar_linalg, shape, sorting, special, svd, while_loop)
