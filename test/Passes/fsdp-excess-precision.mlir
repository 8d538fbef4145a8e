// fsdp-excess-precision: on a device with excess_precision (the GPU
// presets), where a kernel body rounds an f32 result to bf16 or f16 and
// later ops of the same body widen it back, they read the value unrounded:
// a fused chain rounds once, where it stores. A rounding a comparison, an
// integer conversion, a floor or a store reads directly stays for all its
// readers, as do scalars rounded outside the kernel, widenings to another
// type, roundings with an explicit mode or to f8, and a product whose
// skipped rounding would make its kernel a library GEMM. The CPU preset
// changes nothing unless a device file asks for it.
// RUN: fsdp-opt %s --fsdp-excess-precision=device=h200 | FileCheck %s
// RUN: fsdp-opt %s --fsdp-excess-precision=device=cpu | FileCheck %s --check-prefix=CPU
// RUN: fsdp-opt %s --fsdp-excess-precision=device=%S/Inputs/cpu-excess-precision.json | FileCheck %s --check-prefix=FILE
// RUN: not fsdp-opt %s --fsdp-excess-precision=device=tpu 2>&1 | FileCheck %s --check-prefix=DEVICE
// RUN: not fsdp-opt %s --fsdp-excess-precision=device=%S/Inputs/bad-excess-precision.json 2>&1 | FileCheck %s --check-prefix=BAD
// DEVICE: error: fsdp-excess-precision: unknown device 'tpu'; expected one of h100 h200 cpu, or a .json file
// BAD: error: fsdp-excess-precision: {{.*}}bad-excess-precision.json: field 'excess_precision' must be true or false

#map = affine_map<(d0) -> (d0)>
#row = affine_map<(d0, d1) -> (d0, d1)>
#stat = affine_map<(d0, d1) -> (d0)>

// A chain of two bf16 ops the GPU computes in f32 (an exp, then a square
// root): the exp's rounding is skipped, the root rounded once as it is
// stored.
// CHECK-LABEL: func.func @chain
// CHECK: ^bb0(%[[IN:.*]]: bf16, %{{.*}}: bf16):
// CHECK-NEXT: %[[W:.*]] = arith.extf %[[IN]] : bf16 to f32
// CHECK-NEXT: %[[E:.*]] = math.exp %[[W]] : f32
// CHECK-NEXT: %[[SQ:.*]] = math.sqrt %[[E]] : f32
// CHECK-NEXT: %[[R:.*]] = arith.truncf %[[SQ]] : f32 to bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CPU-LABEL: func.func @chain
// CPU: %[[E:.*]] = math.exp
// CPU-NEXT: %[[T:.*]] = arith.truncf %[[E]] : f32 to bf16
// CPU-NEXT: %[[U:.*]] = arith.extf %[[T]] : bf16 to f32
// CPU-NEXT: math.sqrt %[[U]] : f32
// FILE-LABEL: func.func @chain
// FILE: %[[E:.*]] = math.exp
// FILE-NEXT: math.sqrt %[[E]] : f32
func.func @chain(%x: tensor<8xbf16>) -> tensor<8xbf16> {
  %e = tensor.empty() : tensor<8xbf16>
  %y = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%x : tensor<8xbf16>) outs(%e : tensor<8xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %w = arith.extf %in : bf16 to f32
    %ex = math.exp %w : f32
    %t = arith.truncf %ex : f32 to bf16
    %u = arith.extf %t : bf16 to f32
    %sq = math.sqrt %u : f32
    %r = arith.truncf %sq : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<8xbf16>
  return %y : tensor<8xbf16>
}

// A product of bf16 values, an exp of it, a sum and a tanh: every
// intermediate stays f32, as in Inductor's kernels (sm_90 could add and
// multiply bf16 values natively, and XLA:GPU does so on Hopper, rounding
// each of those results).
// CHECK-LABEL: func.func @native_bf16_ops
// CHECK: %[[AW:.*]] = arith.extf %{{.*}} : bf16 to f32
// CHECK-NEXT: %[[BW:.*]] = arith.extf %{{.*}} : bf16 to f32
// CHECK-NEXT: %[[P:.*]] = arith.mulf %[[AW]], %[[BW]] : f32
// CHECK-NEXT: %[[E:.*]] = math.exp %[[P]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[E]], %[[BW]] : f32
// CHECK-NEXT: %[[TH:.*]] = math.tanh %[[S]] : f32
// CHECK-NEXT: %[[R:.*]] = arith.truncf %[[TH]] : f32 to bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
func.func @native_bf16_ops(%x: tensor<8xbf16>, %y: tensor<8xbf16>) -> tensor<8xbf16> {
  %e = tensor.empty() : tensor<8xbf16>
  %z = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%x, %y : tensor<8xbf16>, tensor<8xbf16>) outs(%e : tensor<8xbf16>) {
  ^bb0(%a: bf16, %b: bf16, %out: bf16):
    %aw = arith.extf %a : bf16 to f32
    %bw = arith.extf %b : bf16 to f32
    %p = arith.mulf %aw, %bw : f32
    %pt = arith.truncf %p : f32 to bf16
    %pw = arith.extf %pt : bf16 to f32
    %ex = math.exp %pw : f32
    %et = arith.truncf %ex : f32 to bf16
    %ew = arith.extf %et : bf16 to f32
    %s = arith.addf %ew, %bw : f32
    %st = arith.truncf %s : f32 to bf16
    %sw = arith.extf %st : bf16 to f32
    %th = math.tanh %sw : f32
    %r = arith.truncf %th : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<8xbf16>
  return %z : tensor<8xbf16>
}

// The exp is stored too: its rounding stays for that result, and the
// square root reads the exp unrounded.
// CHECK-LABEL: func.func @stored_and_widened
// CHECK: %[[E:.*]] = math.exp
// CHECK-NEXT: %[[T:.*]] = arith.truncf %[[E]] : f32 to bf16
// CHECK-NEXT: %[[SQ:.*]] = math.sqrt %[[E]] : f32
// CHECK-NEXT: %[[R:.*]] = arith.truncf %[[SQ]] : f32 to bf16
// CHECK-NEXT: linalg.yield %[[T]], %[[R]] : bf16, bf16
func.func @stored_and_widened(%x: tensor<8xbf16>) -> (tensor<8xbf16>, tensor<8xbf16>) {
  %e = tensor.empty() : tensor<8xbf16>
  %y:2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%x : tensor<8xbf16>) outs(%e, %e : tensor<8xbf16>, tensor<8xbf16>) {
  ^bb0(%in: bf16, %o0: bf16, %o1: bf16):
    %w = arith.extf %in : bf16 to f32
    %ex = math.exp %w : f32
    %t = arith.truncf %ex : f32 to bf16
    %u = arith.extf %t : bf16 to f32
    %sq = math.sqrt %u : f32
    %r = arith.truncf %sq : f32 to bf16
    linalg.yield %t, %r : bf16, bf16
  } -> (tensor<8xbf16>, tensor<8xbf16>)
  return %y#0, %y#1 : tensor<8xbf16>, tensor<8xbf16>
}

// A rounding that a comparison, an integer conversion, a store or a floor
// reads is kept for all its readers (here the exp beside the comparison):
// what they decide and what they compute stay consistent. One that only
// an exp in a branch reads is skipped.
// CHECK-LABEL: func.func @rounding_decides
// CHECK: %[[T:.*]] = arith.truncf %{{.*}} : f32 to bf16
// CHECK-NEXT: %[[W:.*]] = arith.extf %[[T]] : bf16 to f32
// CHECK-NEXT: arith.cmpf oeq, %[[W]], %{{.*}} : f32
// CHECK-NEXT: math.exp %[[W]] : f32
// CHECK: %[[T2:.*]] = arith.truncf %{{.*}} : f32 to bf16
// CHECK-NEXT: %[[W2:.*]] = arith.extf %[[T2]] : bf16 to f32
// CHECK-NEXT: arith.fptosi %[[W2]] : f32 to i32
// CHECK: %[[T3:.*]] = arith.truncf %{{.*}} : f32 to bf16
// CHECK-NEXT: %[[W3:.*]] = arith.extf %[[T3]] : bf16 to f32
// CHECK: %[[T4:.*]] = arith.truncf %{{.*}} : f32 to bf16
// CHECK-NEXT: %[[W4:.*]] = arith.extf %[[T4]] : bf16 to f32
// CHECK-NEXT: math.floor %[[W4]] : f32
// CHECK-NEXT: %[[S5:.*]] = math.tanh
// CHECK-NEXT: scf.if
// CHECK-NEXT: math.exp %[[S5]] : f32
// CHECK: linalg.yield %{{.*}}, %{{.*}}, %[[W3]], %{{.*}} : i1, i32, f32, f32
func.func @rounding_decides(%x: tensor<8xf32>, %m: tensor<8xf32>, %c: i1)
    -> (tensor<8xi1>, tensor<8xi32>, tensor<8xf32>, tensor<8xf32>) {
  %e1 = tensor.empty() : tensor<8xi1>
  %e2 = tensor.empty() : tensor<8xi32>
  %e3 = tensor.empty() : tensor<8xf32>
  %y:4 = linalg.generic {indexing_maps = [#map, #map, #map, #map, #map, #map], iterator_types = ["parallel"]}
      ins(%x, %m : tensor<8xf32>, tensor<8xf32>) outs(%e1, %e2, %e3, %e3 : tensor<8xi1>, tensor<8xi32>, tensor<8xf32>, tensor<8xf32>) {
  ^bb0(%in: f32, %max: f32, %o1: i1, %o2: i32, %o3: f32, %o4: f32):
    %s = math.sqrt %in : f32
    %t = arith.truncf %s : f32 to bf16
    %w = arith.extf %t : bf16 to f32
    %eq = arith.cmpf oeq, %w, %max : f32
    %ew = math.exp %w : f32
    %s2 = math.log %in : f32
    %t2 = arith.truncf %s2 : f32 to bf16
    %w2 = arith.extf %t2 : bf16 to f32
    %i = arith.fptosi %w2 : f32 to i32
    %s3 = math.sin %in : f32
    %t3 = arith.truncf %s3 : f32 to bf16
    %w3 = arith.extf %t3 : bf16 to f32
    %s4 = math.cos %in : f32
    %t4 = arith.truncf %s4 : f32 to bf16
    %w4 = arith.extf %t4 : bf16 to f32
    %fl = math.floor %w4 : f32
    %s5 = math.tanh %in : f32
    %t5 = arith.truncf %s5 : f32 to bf16
    %w5 = arith.extf %t5 : bf16 to f32
    %v = scf.if %c -> f32 {
      %ex = math.exp %w5 : f32
      scf.yield %ex : f32
    } else {
      scf.yield %max : f32
    }
    %a = arith.addf %ew, %v : f32
    %b = arith.addf %a, %fl : f32
    linalg.yield %eq, %i, %w3, %b : i1, i32, f32, f32
  } -> (tensor<8xi1>, tensor<8xi32>, tensor<8xf32>, tensor<8xf32>)
  return %y#0, %y#1, %y#2, %y#3 : tensor<8xi1>, tensor<8xi32>, tensor<8xf32>, tensor<8xf32>
}

// An argmax over a rounded value (as the frontend writes one): the
// comparison and the select of the best value read the same rounding, so
// ties and the running best stay those of the rounded values.
// CHECK-LABEL: func.func @argmax_of_a_rounded_value
// CHECK: %[[T:.*]] = arith.truncf %{{.*}} : f32 to bf16
// CHECK-NEXT: %[[W:.*]] = arith.extf %[[T]] : bf16 to f32
// CHECK-NEXT: %[[GT:.*]] = arith.cmpf ogt, %[[W]], %{{.*}} : f32
// CHECK: arith.select %[[GT]], %[[W]], %{{.*}} : f32
func.func @argmax_of_a_rounded_value(%x: tensor<4x16xf32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<4xf32>
  %ei = tensor.empty() : tensor<4xi32>
  %b0 = linalg.fill ins(%ninf : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %i0 = linalg.fill ins(%zero : i32) outs(%ei : tensor<4xi32>) -> tensor<4xi32>
  %r:2 = linalg.generic {indexing_maps = [#row, #stat, #stat], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x16xf32>) outs(%b0, %i0 : tensor<4xf32>, tensor<4xi32>) {
  ^bb0(%in: f32, %best: f32, %besti: i32):
    %ex = math.exp %in : f32
    %t = arith.truncf %ex : f32 to bf16
    %w = arith.extf %t : bf16 to f32
    %gt = arith.cmpf ogt, %w, %best : f32
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i32
    %nb = arith.select %gt, %w, %best : f32
    %ni = arith.select %gt, %ji, %besti : i32
    linalg.yield %nb, %ni : f32, i32
  } -> (tensor<4xf32>, tensor<4xi32>)
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xi32>
}

// A comparison of the rounded bf16 value itself keeps the rounding for the
// exp beside it too.
// CHECK-LABEL: func.func @bf16_comparison
// CHECK: %[[T:.*]] = arith.truncf %{{.*}} : f32 to bf16
// CHECK-NEXT: arith.cmpf ogt, %[[T]], %{{.*}} : bf16
// CHECK-NEXT: %[[W:.*]] = arith.extf %[[T]] : bf16 to f32
// CHECK-NEXT: math.exp %[[W]] : f32
func.func @bf16_comparison(%x: tensor<8xf32>, %m: tensor<8xbf16>) -> (tensor<8xi1>, tensor<8xf32>) {
  %e1 = tensor.empty() : tensor<8xi1>
  %e2 = tensor.empty() : tensor<8xf32>
  %y:2 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel"]}
      ins(%x, %m : tensor<8xf32>, tensor<8xbf16>) outs(%e1, %e2 : tensor<8xi1>, tensor<8xf32>) {
  ^bb0(%in: f32, %max: bf16, %o1: i1, %o2: f32):
    %s = math.sqrt %in : f32
    %t = arith.truncf %s : f32 to bf16
    %gt = arith.cmpf ogt, %t, %max : bf16
    %w = arith.extf %t : bf16 to f32
    %ex = math.exp %w : f32
    linalg.yield %gt, %ex : i1, f32
  } -> (tensor<8xi1>, tensor<8xf32>)
  return %y#0, %y#1 : tensor<8xi1>, tensor<8xf32>
}

// Two roundings in a row (an explicit round trip after a bf16 op): both
// skipped, the root reads the exp.
// CHECK-LABEL: func.func @chained_roundings
// CHECK: %[[E:.*]] = math.exp
// CHECK-NEXT: %[[SQ:.*]] = math.sqrt %[[E]] : f32
// CHECK-NEXT: arith.truncf %[[SQ]] : f32 to bf16
func.func @chained_roundings(%x: tensor<8xbf16>) -> tensor<8xbf16> {
  %e = tensor.empty() : tensor<8xbf16>
  %y = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%x : tensor<8xbf16>) outs(%e : tensor<8xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %w = arith.extf %in : bf16 to f32
    %ex = math.exp %w : f32
    %t0 = arith.truncf %ex : f32 to bf16
    %e1 = arith.extf %t0 : bf16 to f32
    %t1 = arith.truncf %e1 : f32 to bf16
    %e2 = arith.extf %t1 : bf16 to f32
    %sq = math.sqrt %e2 : f32
    %r = arith.truncf %sq : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<8xbf16>
  return %y : tensor<8xbf16>
}

// A reduction sums the exps unrounded (an f16 chain too).
// CHECK-LABEL: func.func @sum_of_exps
// CHECK: ^bb0(%[[IN:.*]]: f16, %[[ACC:.*]]: f32):
// CHECK-NEXT: %[[W:.*]] = arith.extf %[[IN]] : f16 to f32
// CHECK-NEXT: %[[E:.*]] = math.exp %[[W]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[E]], %[[ACC]] : f32
// CHECK-NEXT: linalg.yield %[[S]] : f32
func.func @sum_of_exps(%x: tensor<4x16xf16>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.generic {indexing_maps = [#row, #stat], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x16xf16>) outs(%z : tensor<4xf32>) {
  ^bb0(%in: f16, %acc: f32):
    %w = arith.extf %in : f16 to f32
    %ex = math.exp %w : f32
    %t = arith.truncf %ex : f32 to f16
    %u = arith.extf %t : f16 to f32
    %r = arith.addf %u, %acc : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %s : tensor<4xf32>
}

// A scalar rounded outside the kernel stays rounded; so do a widening to
// another type than the rounded value's (f64 through bf16 to f32), a
// rounding with an explicit mode, and one to f8.
// CHECK-LABEL: func.func @not_skipped
// CHECK-SAME: (%[[X:.*]]: tensor<8xbf16>, %[[S:.*]]: f32, %[[D:.*]]: tensor<8xf64>)
// CHECK: %[[ST:.*]] = arith.truncf %[[S]] : f32 to bf16
// CHECK: linalg.generic {{.*}} ins(%[[X]], %[[D]] : tensor<8xbf16>, tensor<8xf64>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: bf16, %[[DIN:.*]]: f64, %{{.*}}: f32):
// CHECK-NEXT: %[[W:.*]] = arith.extf %[[IN]] : bf16 to f32
// CHECK-NEXT: %[[SW:.*]] = arith.extf %[[ST]] : bf16 to f32
// CHECK-NEXT: %[[DT:.*]] = arith.truncf %[[DIN]] : f64 to bf16
// CHECK-NEXT: %[[DW:.*]] = arith.extf %[[DT]] : bf16 to f32
// CHECK-NEXT: %[[A:.*]] = math.atan2 %[[W]], %[[SW]] : f32
// CHECK-NEXT: %[[B:.*]] = math.atan2 %[[A]], %[[DW]] : f32
// CHECK-NEXT: %[[AT:.*]] = arith.truncf %[[B]] to_nearest_away : f32 to bf16
// CHECK-NEXT: %[[AW:.*]] = arith.extf %[[AT]] : bf16 to f32
// CHECK-NEXT: %[[FT:.*]] = arith.truncf %[[AW]] : f32 to f8E4M3FN
// CHECK-NEXT: %[[FW:.*]] = arith.extf %[[FT]] : f8E4M3FN to f32
// CHECK-NEXT: math.sqrt %[[FW]] : f32
func.func @not_skipped(%x: tensor<8xbf16>, %s: f32, %d: tensor<8xf64>) -> tensor<8xf32> {
  %st = arith.truncf %s : f32 to bf16
  %f = tensor.empty() : tensor<8xf32>
  %z = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%x, %d : tensor<8xbf16>, tensor<8xf64>) outs(%f : tensor<8xf32>) {
  ^bb0(%in: bf16, %din: f64, %out: f32):
    %w = arith.extf %in : bf16 to f32
    %sw = arith.extf %st : bf16 to f32
    %dt = arith.truncf %din : f64 to bf16
    %dw = arith.extf %dt : bf16 to f32
    %a = math.atan2 %w, %sw : f32
    %b = math.atan2 %a, %dw : f32
    %at = arith.truncf %b to_nearest_away : f32 to bf16
    %aw = arith.extf %at : bf16 to f32
    %ft = arith.truncf %aw : f32 to f8E4M3FN
    %fw = arith.extf %ft : f8E4M3FN to f32
    %r = math.sqrt %fw : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  return %z : tensor<8xf32>
}

// A bf16 product summed in f32 (an einsum written as a multiply, then a
// sum): without the product's rounding the body would be a library GEMM's,
// which the kernels were not formed as (no padding, no epilogue), so the
// rounding stays.
// CHECK-LABEL: func.func @product_summed
// CHECK: %[[P:.*]] = arith.mulf
// CHECK-NEXT: %[[T:.*]] = arith.truncf %[[P]] : f32 to bf16
// CHECK-NEXT: %[[W:.*]] = arith.extf %[[T]] : bf16 to f32
// CHECK-NEXT: arith.addf %[[W]], %{{.*}} : f32
func.func @product_summed(%a: tensor<4x16xbf16>, %b: tensor<16x8xbf16>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>,
                                        affine_map<(d0, d1, d2) -> (d2, d1)>,
                                        affine_map<(d0, d1, d2) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<4x16xbf16>, tensor<16x8xbf16>) outs(%z : tensor<4x8xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xw = arith.extf %x : bf16 to f32
    %yw = arith.extf %y : bf16 to f32
    %p = arith.mulf %xw, %yw : f32
    %t = arith.truncf %p : f32 to bf16
    %w = arith.extf %t : bf16 to f32
    %r = arith.addf %w, %acc : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %s : tensor<4x8xf32>
}

// A row kernel's phases are kernel bodies too: the sum and the division
// read the exps unrounded; the sum phase's f32 result is read as it was.
// CHECK-LABEL: func.func @row_kernel_phases
// CHECK: fsdp.row_kernel
// CHECK: %[[E:.*]] = math.exp
// CHECK-NEXT: arith.addf %[[E]], %{{.*}} : f32
// CHECK: %[[E2:.*]] = math.exp
// CHECK-NEXT: %[[Q:.*]] = arith.divf %[[E2]], %{{.*}} : f32
// CHECK-NEXT: %[[R:.*]] = arith.truncf %[[Q]] : f32 to bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
func.func @row_kernel_phases(%s: tensor<4x64xbf16>) -> tensor<4x64xbf16> {
  %zero = arith.constant 0.0 : f32
  %k:2 = fsdp.row_kernel rows = 1 ins(%s) : (tensor<4x64xbf16>) -> (tensor<4xf32>, tensor<4x64xbf16>) {
  ^bb0(%row: tensor<4x64xbf16>):
    %e1 = tensor.empty() : tensor<4xf32>
    %z0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
    %z = linalg.generic {indexing_maps = [#row, #stat], iterator_types = ["parallel", "reduction"]}
        ins(%row : tensor<4x64xbf16>) outs(%z0 : tensor<4xf32>) {
    ^bb0(%x: bf16, %acc: f32):
      %w = arith.extf %x : bf16 to f32
      %ex = math.exp %w : f32
      %t = arith.truncf %ex : f32 to bf16
      %u = arith.extf %t : bf16 to f32
      %r = arith.addf %u, %acc : f32
      linalg.yield %r : f32
    } -> tensor<4xf32>
    %e2 = tensor.empty() : tensor<4x64xbf16>
    %p = linalg.generic {indexing_maps = [#row, #stat, #row], iterator_types = ["parallel", "parallel"]}
        ins(%row, %z : tensor<4x64xbf16>, tensor<4xf32>) outs(%e2 : tensor<4x64xbf16>) {
    ^bb0(%x: bf16, %sum: f32, %out: bf16):
      %w = arith.extf %x : bf16 to f32
      %ex = math.exp %w : f32
      %t = arith.truncf %ex : f32 to bf16
      %u = arith.extf %t : bf16 to f32
      %r = arith.divf %u, %sum : f32
      %rt = arith.truncf %r : f32 to bf16
      linalg.yield %rt : bf16
    } -> tensor<4x64xbf16>
    fsdp.yield %z, %p : tensor<4xf32>, tensor<4x64xbf16>
  }
  return %k#1 : tensor<4x64xbf16>
}
