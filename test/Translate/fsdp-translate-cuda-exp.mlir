// fsdp-translate --target=cuda --gpu-exp=fast computes an f32 exp as PTX's
// ex2.approx.f32 of x * log2(e), as Triton computes tl.exp (a bf16 one in
// f32, rounded back; exp2 as ex2.approx.f32 of x), instead of libdevice's
// __nv_expf (the default, XLA:GPU's: the argument reduced in two parts
// around an ex2.approx.ftz.f32). An f64 exp stays libdevice's.
// RUN: fsdp-opt %s --split-input-file --fsdp-pipeline="world-size=1 device=h200 horizontal-fusion=false" \
// RUN:   | fsdp-translate --split-input-file --target=cuda --dump=ptx | FileCheck %s --check-prefix=ACCURATE
// RUN: fsdp-opt %s --split-input-file --fsdp-pipeline="world-size=1 device=h200 horizontal-fusion=false" \
// RUN:   | fsdp-translate --split-input-file --target=cuda --gpu-exp=fast --dump=ptx | FileCheck %s --check-prefix=FAST
// Without libdevice (no CUDA toolkit) the fast exp is rewritten before the
// polynomial expansions would expand it (the f32 chunk alone: an f64 exp
// needs libdevice):
// RUN: sed -n '1,/^\/\/ -----/p' %s | fsdp-opt --fsdp-pipeline="world-size=1 device=h200 horizontal-fusion=false" \
// RUN:   | env CUDA_PATH=%t.no-toolkit fsdp-translate --target=cuda --gpu-exp=fast --dump=ptx | FileCheck %s --check-prefix=POLY
// RUN: not fsdp-translate %s --split-input-file --target=cuda --gpu-exp=approximate --dump=json 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not fsdp-translate %s --split-input-file --gpu-exp=fast --dump=json 2>&1 | FileCheck %s --check-prefix=CPU

module {
  fsdp.mesh @mesh = <["shard"=?]>
  func.func @step(%x: tensor<4096xf32>, %h: tensor<4096xbf16>)
      -> (tensor<4096xf32>, tensor<4096xf32>, tensor<4096xbf16>) {
    %e0 = tensor.empty() : tensor<4096xf32>
    %exp = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
        ins(%x : tensor<4096xf32>) outs(%e0 : tensor<4096xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = math.exp %a : f32
      linalg.yield %r : f32
    } -> tensor<4096xf32>
    %e1 = tensor.empty() : tensor<4096xf32>
    %exp2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
        ins(%x : tensor<4096xf32>) outs(%e1 : tensor<4096xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = math.exp2 %a : f32
      linalg.yield %r : f32
    } -> tensor<4096xf32>
    %e2 = tensor.empty() : tensor<4096xbf16>
    %half = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
        ins(%h : tensor<4096xbf16>) outs(%e2 : tensor<4096xbf16>) {
    ^bb0(%a: bf16, %o: bf16):
      %r = math.exp %a : bf16
      linalg.yield %r : bf16
    } -> tensor<4096xbf16>
    return %exp, %exp2, %half : tensor<4096xf32>, tensor<4096xf32>, tensor<4096xbf16>
  }
}

// ACCURATE-LABEL: .entry fsdpc_kernel0_generic(
// ACCURATE: fma.rn.f32 {{%r[0-9]+}}, {{%r[0-9]+}}, 0f3FB8AA3B,
// ACCURATE: ex2.approx.ftz.f32
// ACCURATE-LABEL: .entry fsdpc_kernel1_generic(
// ACCURATE: ex2.approx.f32
// ACCURATE-LABEL: .entry fsdpc_kernel2_generic(
// ACCURATE: ex2.approx.ftz.f32

// FAST-LABEL: .entry fsdpc_kernel0_generic(
// FAST-NOT: fma.rn.f32
// FAST: mul.rn.f32 [[P:%r[0-9]+]], {{%r[0-9]+}}, 0f3FB8AA3B;
// FAST-NEXT: ex2.approx.f32 {{%r[0-9]+}}, [[P]];
// FAST-LABEL: .entry fsdpc_kernel1_generic(
// FAST-NOT: mul.rn.f32
// FAST: ex2.approx.f32
// FAST-LABEL: .entry fsdpc_kernel2_generic(
// FAST: cvt.f32.bf16 [[W:%r[0-9]+]],
// FAST-NEXT: mul.rn.f32 [[Q:%r[0-9]+]], [[W]], 0f3FB8AA3B;
// FAST-NEXT: ex2.approx.f32 [[E:%r[0-9]+]], [[Q]];
// FAST-NEXT: cvt.rn.bf16.f32 %rs{{[0-9]+}}, [[E]];
// FAST-NOT: ex2.approx.ftz

// POLY-LABEL: .entry fsdpc_kernel0_generic(
// POLY: mul.rn.f32 [[P:%r[0-9]+]], {{%r[0-9]+}}, 0f3FB8AA3B;
// POLY-NEXT: ex2.approx.f32 {{%r[0-9]+}}, [[P]];
// POLY-LABEL: .entry fsdpc_kernel1_generic(
// POLY-NOT: mul.rn.f32
// POLY: ex2.approx.f32
// POLY-LABEL: .entry fsdpc_kernel2_generic(
// POLY: mul.rn.f32 [[Q:%r[0-9]+]], {{%r[0-9]+}}, 0f3FB8AA3B;
// POLY-NEXT: ex2.approx.f32 {{%r[0-9]+}}, [[Q]];

// -----

module {
  fsdp.mesh @mesh = <["shard"=?]>
  func.func @step(%d: tensor<4096xf64>) -> tensor<4096xf64> {
    %e = tensor.empty() : tensor<4096xf64>
    %exp = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
        ins(%d : tensor<4096xf64>) outs(%e : tensor<4096xf64>) {
    ^bb0(%a: f64, %o: f64):
      %r = math.exp %a : f64
      linalg.yield %r : f64
    } -> tensor<4096xf64>
    return %exp : tensor<4096xf64>
  }
}

// ACCURATE-LABEL: .entry fsdpc_kernel0_generic(
// ACCURATE-NOT: ex2.approx
// ACCURATE: fma.rn.f64
// FAST-LABEL: .entry fsdpc_kernel0_generic(
// FAST-NOT: ex2.approx
// FAST: fma.rn.f64

// BAD: fsdp-translate: error: unknown --gpu-exp 'approximate' (expected accurate or fast)
// CPU: fsdp-translate: error: --gpu-exp needs --target=cuda
