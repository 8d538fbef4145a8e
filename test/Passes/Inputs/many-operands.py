"""Prints a function of six independent elementwise kernels over
tensor<4xf32>, each summing 20 arguments of its own and 20 more: by
default 20 that all six read (41 operands each, 21 new to a group after
the first), so that fsdp-horizontal-fusion groups the first five (125
operands) and leaves the sixth; with --captured, 20 of its own that its
body reads with tensor.extract (operands of its kernel too: 41 new each),
so that it groups them three by three (123 operands)."""

import sys

OWN, OTHER, KERNELS = 20, 20, 6
captured = "--captured" in sys.argv[1:]
own = [[f"%a{k}_{i}" for i in range(OWN)] for k in range(KERNELS)]
other = ([[f"%c{k}_{i}" for i in range(OTHER)] for k in range(KERNELS)] if captured
         else [[f"%s{i}" for i in range(OTHER)]] * KERNELS)
declared = [n for k in range(KERNELS) for n in own[k]]
declared += [n for k in range(KERNELS) for n in other[k]] if captured else other[0]
arguments = ", ".join(f"{name}: tensor<4xf32>" for name in declared)
print("#map = affine_map<(d0) -> (d0)>")
print(f"func.func @many_operands({arguments}) -> "
      f"({', '.join(['tensor<4xf32>'] * KERNELS)}) {{")
for k in range(KERNELS):
    ins = own[k] if captured else own[k] + other[k]
    types = ", ".join(["tensor<4xf32>"] * len(ins))
    maps = ", ".join(["#map"] * (len(ins) + 1))
    block = ", ".join(f"%x{i}: f32" for i in range(len(ins)))
    print(f"  %e{k} = tensor.empty() : tensor<4xf32>")
    print(f"  %r{k} = linalg.generic {{indexing_maps = [{maps}], iterator_types = [\"parallel\"]}}"
          f" ins({', '.join(ins)} : {types}) outs(%e{k} : tensor<4xf32>) {{")
    print(f"  ^bb0({block}, %o: f32):")
    terms = [f"%x{i}" for i in range(len(ins))]
    if captured:
        print("    %i = linalg.index 0 : index")
        for i, table in enumerate(other[k]):
            print(f"    %g{i} = tensor.extract {table}[%i] : tensor<4xf32>")
            terms.append(f"%g{i}")
    last = terms[0]
    for i, term in enumerate(terms[1:]):
        print(f"    %t{i} = arith.addf {last}, {term} : f32")
        last = f"%t{i}"
    print(f"    linalg.yield {last} : f32")
    print("  } -> tensor<4xf32>")
print(f"  return {', '.join(f'%r{k}' for k in range(KERNELS))} : "
      f"{', '.join(['tensor<4xf32>'] * KERNELS)}")
print("}")
