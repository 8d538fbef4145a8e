// fsdp-translate --target=cuda computes a float division as PTX's
// div.full.f32 (within 2 ulp: XLA:GPU's and Triton's division), so that
// ptxas computes one reciprocal for the divisions by one value; a 16-bit
// division in f32, rounded back. A division by a constant with an exact
// inverse stays a multiplication (exact), one by another constant is
// div.full.f32 (ptxas multiplies by its reciprocal), an f64 one correctly
// rounded, and --gpu-division=ieee keeps every division correctly rounded.
// RUN: fsdp-opt %s --fsdp-pipeline="world-size=1 device=h200 horizontal-fusion=false" \
// RUN:   | fsdp-translate --target=cuda --dump=ptx | FileCheck %s --check-prefix=FULL
// RUN: fsdp-opt %s --fsdp-pipeline="world-size=1 device=h200 horizontal-fusion=false" \
// RUN:   | fsdp-translate --target=cuda --gpu-division=ieee --dump=ptx | FileCheck %s --check-prefix=IEEE
// Without libdevice the math is expanded to polynomials first, whose
// divisions are the kernels' too (erf's rational approximation):
// RUN: fsdp-opt %s --fsdp-pipeline="world-size=1 device=h200 horizontal-fusion=false" \
// RUN:   | env CUDA_PATH=%t.no-toolkit fsdp-translate --target=cuda --dump=ptx | FileCheck %s --check-prefix=POLY
// RUN: not fsdp-translate %s --target=cuda --gpu-division=fast --dump=json 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not fsdp-translate %s --gpu-division=ieee --dump=json 2>&1 | FileCheck %s --check-prefix=CPU

module {
  fsdp.mesh @mesh = <["shard"=?]>
  func.func @step(%x: tensor<4096xf32>, %y: tensor<4096xf32>, %h: tensor<4096xbf16>,
                  %k: tensor<4096xbf16>, %d: tensor<4096xf64>, %e: tensor<4096xf64>)
      -> (tensor<4096xf32>, tensor<4096xf32>, tensor<4096xbf16>, tensor<4096xf32>, tensor<4096xf64>) {
    %four = arith.constant 4.0 : f32
    %three = arith.constant 3.0 : f32
    %e0 = tensor.empty() : tensor<4096xf32>
    %q = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
        ins(%x, %y : tensor<4096xf32>, tensor<4096xf32>) outs(%e0 : tensor<4096xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.divf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<4096xf32>
    %e4 = tensor.empty() : tensor<4096xf32>
    %erf = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
        ins(%x : tensor<4096xf32>) outs(%e4 : tensor<4096xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = math.erf %a : f32
      linalg.yield %r : f32
    } -> tensor<4096xf32>
    %e1 = tensor.empty() : tensor<4096xbf16>
    %qh = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
        ins(%h, %k : tensor<4096xbf16>, tensor<4096xbf16>) outs(%e1 : tensor<4096xbf16>) {
    ^bb0(%a: bf16, %b: bf16, %o: bf16):
      %r = arith.divf %a, %b : bf16
      linalg.yield %r : bf16
    } -> tensor<4096xbf16>
    %e2 = tensor.empty() : tensor<4096xf32>
    %qc = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
        ins(%y : tensor<4096xf32>) outs(%e2 : tensor<4096xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.divf %a, %four : f32
      %t = arith.divf %r, %three : f32
      linalg.yield %t : f32
    } -> tensor<4096xf32>
    %e3 = tensor.empty() : tensor<4096xf64>
    %qd = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
        ins(%d, %e : tensor<4096xf64>, tensor<4096xf64>) outs(%e3 : tensor<4096xf64>) {
    ^bb0(%a: f64, %b: f64, %o: f64):
      %r = arith.divf %a, %b : f64
      linalg.yield %r : f64
    } -> tensor<4096xf64>
    return %q, %erf, %qh, %qc, %qd : tensor<4096xf32>, tensor<4096xf32>, tensor<4096xbf16>, tensor<4096xf32>, tensor<4096xf64>
  }
}

// FULL-LABEL: .entry fsdpc_kernel0_generic(
// FULL-NOT: div.rn
// FULL: div.full.f32
// FULL-LABEL: .entry fsdpc_kernel1_generic(
// FULL-NOT: div.rn
// FULL-LABEL: .entry fsdpc_kernel2_generic(
// FULL: cvt.f32.bf16
// FULL-NOT: div.rn
// FULL: div.full.f32 [[Q:%r[0-9]+]],
// FULL: cvt.rn.bf16.f32 %rs{{[0-9]+}}, [[Q]];
// FULL-LABEL: .entry fsdpc_kernel3_generic(
// FULL-NOT: div.
// FULL: mul.rn.f32 [[QUARTER:%r[0-9]+]], %r{{[0-9]+}}, 0f3E800000;
// FULL: div.full.f32 %r{{[0-9]+}}, [[QUARTER]], %r{{[0-9]+}};
// FULL-LABEL: .entry fsdpc_kernel4_generic(
// FULL: div.rn.f64

// POLY-LABEL: .entry fsdpc_kernel0_generic(
// POLY-NOT: div.rn.f32
// POLY-LABEL: .entry fsdpc_kernel1_generic(
// POLY-NOT: div.rn.f32
// POLY: div.full.f32
// POLY-NOT: div.rn.f32
// POLY-LABEL: .entry fsdpc_kernel4_generic(

// IEEE-LABEL: .entry fsdpc_kernel0_generic(
// IEEE-NOT: div.full
// IEEE: div.rn.f32
// IEEE-LABEL: .entry fsdpc_kernel2_generic(
// IEEE-NOT: div.full
// IEEE: div.rn.f32
// IEEE-NOT: div.full

// BAD: fsdp-translate: error: unknown --gpu-division 'fast' (expected full or ieee)
// CPU: fsdp-translate: error: --gpu-division needs --target=cuda
