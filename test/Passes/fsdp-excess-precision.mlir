// fsdp-excess-precision: on a device with excess_precision (the GPU
// presets), a kernel body's widening of a value it rounded reads the value
// unrounded, so a fused bf16 chain rounds once, where it stores. Roundings
// a body stores, values another kernel stored, scalars rounded outside the
// kernel and widenings to another type stay; the CPU preset changes nothing
// unless a device file asks for it.
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

// A chain of two bf16 ops (exp, then a square): the exp's rounding is
// skipped, the square's result rounded once as it is stored.
// CHECK-LABEL: func.func @chain
// CHECK: ^bb0(%[[IN:.*]]: bf16, %{{.*}}: bf16):
// CHECK-NEXT: %[[W:.*]] = arith.extf %[[IN]] : bf16 to f32
// CHECK-NEXT: %[[E:.*]] = math.exp %[[W]] : f32
// CHECK-NEXT: %[[SQ:.*]] = arith.mulf %[[E]], %[[E]] : f32
// CHECK-NEXT: %[[R:.*]] = arith.truncf %[[SQ]] : f32 to bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CPU-LABEL: func.func @chain
// CPU: %[[E:.*]] = math.exp
// CPU-NEXT: %[[T:.*]] = arith.truncf %[[E]] : f32 to bf16
// CPU-NEXT: %[[U:.*]] = arith.extf %[[T]] : bf16 to f32
// CPU-NEXT: arith.mulf %[[U]], %[[U]] : f32
// FILE-LABEL: func.func @chain
// FILE: %[[E:.*]] = math.exp
// FILE-NEXT: arith.mulf %[[E]], %[[E]] : f32
func.func @chain(%x: tensor<8xbf16>) -> tensor<8xbf16> {
  %e = tensor.empty() : tensor<8xbf16>
  %y = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%x : tensor<8xbf16>) outs(%e : tensor<8xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %w = arith.extf %in : bf16 to f32
    %ex = math.exp %w : f32
    %t = arith.truncf %ex : f32 to bf16
    %u = arith.extf %t : bf16 to f32
    %sq = arith.mulf %u, %u : f32
    %r = arith.truncf %sq : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<8xbf16>
  return %y : tensor<8xbf16>
}

// The exp is stored too: its rounding stays for that result, and the
// square reads the exp unrounded.
// CHECK-LABEL: func.func @stored_and_widened
// CHECK: %[[E:.*]] = math.exp
// CHECK-NEXT: %[[T:.*]] = arith.truncf %[[E]] : f32 to bf16
// CHECK-NEXT: %[[SQ:.*]] = arith.mulf %[[E]], %[[E]] : f32
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
    %sq = arith.mulf %u, %u : f32
    %r = arith.truncf %sq : f32 to bf16
    linalg.yield %t, %r : bf16, bf16
  } -> (tensor<8xbf16>, tensor<8xbf16>)
  return %y#0, %y#1 : tensor<8xbf16>, tensor<8xbf16>
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

// Between kernels the stored bf16 tensor is what the next kernel reads; a
// scalar rounded outside the kernel stays rounded; a widening to another
// type than the rounded value's (f64 through bf16 to f32) stays.
// CHECK-LABEL: func.func @not_one_kernel
// CHECK-SAME: (%[[X:.*]]: tensor<8xf32>, %[[S:.*]]: f32, %[[D:.*]]: f64)
// CHECK: %[[ST:.*]] = arith.truncf %[[S]] : f32 to bf16
// CHECK: %[[DT:.*]] = arith.truncf %[[D]] : f64 to bf16
// CHECK: %[[Y:.*]] = linalg.generic
// CHECK: arith.truncf %{{.*}} : f32 to bf16
// CHECK: linalg.generic {{.*}} ins(%[[Y]] : tensor<8xbf16>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: bf16, %{{.*}}: f32):
// CHECK-NEXT: %[[W:.*]] = arith.extf %[[IN]] : bf16 to f32
// CHECK-NEXT: %[[SW:.*]] = arith.extf %[[ST]] : bf16 to f32
// CHECK-NEXT: %[[DW:.*]] = arith.extf %[[DT]] : bf16 to f32
// CHECK-NEXT: %[[A:.*]] = arith.addf %[[W]], %[[SW]] : f32
// CHECK-NEXT: arith.addf %[[A]], %[[DW]] : f32
func.func @not_one_kernel(%x: tensor<8xf32>, %s: f32, %d: f64) -> tensor<8xf32> {
  %st = arith.truncf %s : f32 to bf16
  %dt = arith.truncf %d : f64 to bf16
  %e = tensor.empty() : tensor<8xbf16>
  %y = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%x : tensor<8xf32>) outs(%e : tensor<8xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %ex = math.exp %in : f32
    %t = arith.truncf %ex : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<8xbf16>
  %f = tensor.empty() : tensor<8xf32>
  %z = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%y : tensor<8xbf16>) outs(%f : tensor<8xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %w = arith.extf %in : bf16 to f32
    %sw = arith.extf %st : bf16 to f32
    %dw = arith.extf %dt : bf16 to f32
    %a = arith.addf %w, %sw : f32
    %b = arith.addf %a, %dw : f32
    linalg.yield %b : f32
  } -> tensor<8xf32>
  return %z : tensor<8xf32>
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
