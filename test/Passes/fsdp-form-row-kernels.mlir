// fsdp-form-row-kernels gathers an elementwise generic and the row
// reductions it reads (through one another too) into one fsdp.row_kernel on
// a device that runs row kernels (the GPU presets); the CPU preset forms
// none, and a chain is left alone when its rows are longer than the device's
// row_kernel_bytes, when a result is read between its ops, or when a
// reduction is read at another point than its row.
// RUN: fsdp-opt %s --fsdp-form-row-kernels=device=h200 | FileCheck %s
// RUN: fsdp-opt %s --fsdp-form-row-kernels=device=cpu | FileCheck %s --check-prefix=CPU
// RUN: not fsdp-opt %s --fsdp-form-row-kernels=device=tpu 2>&1 | FileCheck %s --check-prefix=DEVICE
// DEVICE: error: fsdp-form-row-kernels: unknown device 'tpu'; expected one of h100 h200 cpu, or a .json file
// CPU-NOT: fsdp.row_kernel

#row = affine_map<(d0, d1) -> (d0, d1)>
#stat = affine_map<(d0, d1) -> (d0)>

// A softmax: the maximum, the sum of exponentials reading it, and the
// normalization reading both, in one kernel that reads the scores once and
// keeps both statistics as results.
// CHECK-LABEL: func.func @softmax
// CHECK-SAME: (%[[S:.*]]: tensor<8x64xf32>)
// CHECK: %[[K:.*]]:3 = fsdp.row_kernel rows = 1 ins(%[[S]]) : (tensor<8x64xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8x64xf32>)
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<8x64xf32>):
// CHECK: %[[MF:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<8xf32>)
// CHECK: %[[M:.*]] = linalg.generic {{.*}} ins(%[[A]] : tensor<8x64xf32>) outs(%[[MF]] : tensor<8xf32>)
// CHECK: arith.maximumf
// CHECK: %[[ZF:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<8xf32>)
// CHECK: %[[Z:.*]] = linalg.generic {{.*}} ins(%[[A]], %[[M]] : tensor<8x64xf32>, tensor<8xf32>) outs(%[[ZF]] : tensor<8xf32>)
// CHECK: math.exp
// CHECK: %[[E:.*]] = tensor.empty() : tensor<8x64xf32>
// CHECK: %[[P:.*]] = linalg.generic {{.*}} ins(%[[A]], %[[M]], %[[Z]] : tensor<8x64xf32>, tensor<8xf32>, tensor<8xf32>) outs(%[[E]] : tensor<8x64xf32>)
// CHECK: arith.divf
// CHECK: fsdp.yield %[[M]], %[[Z]], %[[P]] : tensor<8xf32>, tensor<8xf32>, tensor<8x64xf32>
// CHECK: return %[[K]]#2, %[[K]]#0
func.func @softmax(%s: tensor<8x64xf32>) -> (tensor<8x64xf32>, tensor<8xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<8xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<8xf32>) -> tensor<8xf32>
  %m = linalg.generic {indexing_maps = [#row, #stat], iterator_types = ["parallel", "reduction"]}
      ins(%s : tensor<8x64xf32>) outs(%m0 : tensor<8xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %r = arith.maximumf %x, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %e1 = tensor.empty() : tensor<8xf32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8xf32>) -> tensor<8xf32>
  %z = linalg.generic {indexing_maps = [#row, #stat, #stat], iterator_types = ["parallel", "reduction"]}
      ins(%s, %m : tensor<8x64xf32>, tensor<8xf32>) outs(%z0 : tensor<8xf32>) {
  ^bb0(%x: f32, %mx: f32, %acc: f32):
    %d = arith.subf %x, %mx : f32
    %ex = math.exp %d : f32
    %r = arith.addf %ex, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %e2 = tensor.empty() : tensor<8x64xf32>
  %p = linalg.generic {indexing_maps = [#row, #stat, #stat, #row], iterator_types = ["parallel", "parallel"]}
      ins(%s, %m, %z : tensor<8x64xf32>, tensor<8xf32>, tensor<8xf32>) outs(%e2 : tensor<8x64xf32>) {
  ^bb0(%x: f32, %mx: f32, %sum: f32, %out: f32):
    %d = arith.subf %x, %mx : f32
    %ex = math.exp %d : f32
    %r = arith.divf %ex, %sum : f32
    linalg.yield %r : f32
  } -> tensor<8x64xf32>
  return %p, %m : tensor<8x64xf32>, tensor<8xf32>
}

// A softmax's gradient: the row sum of dp * p and the product reading it.
// CHECK-LABEL: func.func @softmax_gradient
// CHECK-SAME: (%[[P:.*]]: tensor<4x8x32xf32>, %[[DP:.*]]: tensor<4x8x32xf32>)
// CHECK: %[[K:.*]]:2 = fsdp.row_kernel rows = 2 ins(%[[P]], %[[DP]]) : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> (tensor<4x8xf32>, tensor<4x8x32xf32>)
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<4x8x32xf32>, %[[B:.*]]: tensor<4x8x32xf32>):
// CHECK: %[[T:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[A]], %[[B]] : tensor<4x8x32xf32>, tensor<4x8x32xf32>)
// CHECK: %[[G:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel"]} ins(%[[A]], %[[B]], %[[T]] : tensor<4x8x32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>)
// CHECK: fsdp.yield %[[T]], %[[G]]
// CHECK: return %[[K]]#1
#r3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#s3 = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @softmax_gradient(%p: tensor<4x8x32xf32>, %dp: tensor<4x8x32xf32>) -> tensor<4x8x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<4x8xf32>
  %t0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %t = linalg.generic {indexing_maps = [#r3, #r3, #s3], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%p, %dp : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%t0 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %m, %acc : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %e1 = tensor.empty() : tensor<4x8x32xf32>
  %g = linalg.generic {indexing_maps = [#r3, #r3, #s3, #r3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%p, %dp, %t : tensor<4x8x32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>) outs(%e1 : tensor<4x8x32xf32>) {
  ^bb0(%a: f32, %b: f32, %s: f32, %out: f32):
    %d = arith.subf %b, %s : f32
    %r = arith.mulf %a, %d : f32
    linalg.yield %r : f32
  } -> tensor<4x8x32xf32>
  return %g : tensor<4x8x32xf32>
}

// Rows of 2 x 16384 f32 (128 KiB) are longer than the h200's 64 KiB: each
// op stays a kernel of its own.
// CHECK-LABEL: func.func @rows_too_long
// CHECK-NOT: fsdp.row_kernel
// CHECK: return
func.func @rows_too_long(%p: tensor<2x16384xf32>, %dp: tensor<2x16384xf32>) -> tensor<2x16384xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<2xf32>
  %t0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<2xf32>) -> tensor<2xf32>
  %t = linalg.generic {indexing_maps = [#row, #row, #stat], iterator_types = ["parallel", "reduction"]}
      ins(%p, %dp : tensor<2x16384xf32>, tensor<2x16384xf32>) outs(%t0 : tensor<2xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %m, %acc : f32
    linalg.yield %r : f32
  } -> tensor<2xf32>
  %e1 = tensor.empty() : tensor<2x16384xf32>
  %g = linalg.generic {indexing_maps = [#row, #stat, #row], iterator_types = ["parallel", "parallel"]}
      ins(%p, %t : tensor<2x16384xf32>, tensor<2xf32>) outs(%e1 : tensor<2x16384xf32>) {
  ^bb0(%a: f32, %s: f32, %out: f32):
    %r = arith.mulf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x16384xf32>
  return %g : tensor<2x16384xf32>
}

// The row sum is read by an op between it and its reader: a kernel in the
// reader's place would come after that read.
#id1 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @read_in_between
// CHECK-NOT: fsdp.row_kernel
// CHECK: return
func.func @read_in_between(%p: tensor<8x64xf32>) -> (tensor<8x64xf32>, tensor<8xf32>) {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<8xf32>
  %t0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<8xf32>) -> tensor<8xf32>
  %t = linalg.generic {indexing_maps = [#row, #stat], iterator_types = ["parallel", "reduction"]}
      ins(%p : tensor<8x64xf32>) outs(%t0 : tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %e1 = tensor.empty() : tensor<8xf32>
  %neg = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%t : tensor<8xf32>) outs(%e1 : tensor<8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %r = arith.negf %a : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %e2 = tensor.empty() : tensor<8x64xf32>
  %g = linalg.generic {indexing_maps = [#row, #stat, #row], iterator_types = ["parallel", "parallel"]}
      ins(%p, %t : tensor<8x64xf32>, tensor<8xf32>) outs(%e2 : tensor<8x64xf32>) {
  ^bb0(%a: f32, %s: f32, %out: f32):
    %r = arith.divf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x64xf32>
  return %g, %neg : tensor<8x64xf32>, tensor<8xf32>
}

// A square reader reads the row sums along its columns ((d0, d1) -> (d1)):
// another row's statistic, which a block per row would not have.
// CHECK-LABEL: func.func @read_at_another_row
// CHECK-NOT: fsdp.row_kernel
// CHECK: return
#col = affine_map<(d0, d1) -> (d1)>
func.func @read_at_another_row(%p: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<8xf32>
  %t0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<8xf32>) -> tensor<8xf32>
  %t = linalg.generic {indexing_maps = [#row, #stat], iterator_types = ["parallel", "reduction"]}
      ins(%p : tensor<8x8xf32>) outs(%t0 : tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %e1 = tensor.empty() : tensor<8x8xf32>
  %g = linalg.generic {indexing_maps = [#row, #col, #row], iterator_types = ["parallel", "parallel"]}
      ins(%p, %t : tensor<8x8xf32>, tensor<8xf32>) outs(%e1 : tensor<8x8xf32>) {
  ^bb0(%a: f32, %s: f32, %out: f32):
    %r = arith.divf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  return %g : tensor<8x8xf32>
}

// A bf16 softmax's statistic is rounded by an op with one point per row;
// the rounding is a phase too, and the reader reads the rounded value. The
// gradient's reduction reads the forward's statistic, which the forward's
// kernel (read before the gradient) keeps: the gradient's kernel takes it as
// an input instead of computing it again. Its reader indexes the unit row
// loop by 0.
// CHECK-LABEL: func.func @rounded_statistic_read_twice
// CHECK-SAME: (%[[S:.*]]: tensor<8x1x64xf32>, %[[D:.*]]: tensor<8x1x64xf32>)
// CHECK: %[[F:.*]]:3 = fsdp.row_kernel rows = 2 ins(%[[S]]) : (tensor<8x1x64xf32>) -> (tensor<8x1xf32>, tensor<8x1xbf16>, tensor<8x1x64xf32>)
// CHECK: arith.maximumf
// CHECK: arith.truncf
// CHECK: arith.subf
// CHECK: fsdp.yield
// CHECK: %[[B:.*]]:2 = fsdp.row_kernel rows = 2 ins(%[[D]], %[[F]]#1) : (tensor<8x1x64xf32>, tensor<8x1xbf16>) -> (tensor<8x1xf32>, tensor<8x1x64xf32>)
// CHECK-NEXT: ^bb0(%[[DA:.*]]: tensor<8x1x64xf32>, %[[MA:.*]]: tensor<8x1xbf16>):
// CHECK: %[[G:.*]] = linalg.generic {{.*}} ins(%[[DA]], %[[MA]] : tensor<8x1x64xf32>, tensor<8x1xbf16>)
// CHECK: %[[H:.*]] = linalg.generic {{.*}} ins(%[[DA]], %[[G]] : tensor<8x1x64xf32>, tensor<8x1xf32>)
// CHECK: fsdp.yield %[[G]], %[[H]]
// CHECK: return %[[F]]#2, %[[B]]#1
#r3u = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#s3u = affine_map<(d0, d1, d2) -> (d0, d1)>
#s3z = affine_map<(d0, d1, d2) -> (d0, 0)>
#s2u = affine_map<(d0, d1) -> (d0, d1)>
func.func @rounded_statistic_read_twice(%s: tensor<8x1x64xf32>, %dy: tensor<8x1x64xf32>) -> (tensor<8x1x64xf32>, tensor<8x1x64xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<8x1xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<8x1xf32>) -> tensor<8x1xf32>
  %m = linalg.generic {indexing_maps = [#r3u, #s3u], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%s : tensor<8x1x64xf32>) outs(%m0 : tensor<8x1xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %r = arith.maximumf %x, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8x1xf32>
  %e1 = tensor.empty() : tensor<8x1xbf16>
  %mb = linalg.generic {indexing_maps = [#s2u, #s2u], iterator_types = ["parallel", "parallel"]}
      ins(%m : tensor<8x1xf32>) outs(%e1 : tensor<8x1xbf16>) {
  ^bb0(%x: f32, %out: bf16):
    %r = arith.truncf %x : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<8x1xbf16>
  %e2 = tensor.empty() : tensor<8x1x64xf32>
  %y = linalg.generic {indexing_maps = [#r3u, #s3u, #r3u], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%s, %mb : tensor<8x1x64xf32>, tensor<8x1xbf16>) outs(%e2 : tensor<8x1x64xf32>) {
  ^bb0(%x: f32, %mx: bf16, %out: f32):
    %w = arith.extf %mx : bf16 to f32
    %r = arith.subf %x, %w : f32
    linalg.yield %r : f32
  } -> tensor<8x1x64xf32>
  %e3 = tensor.empty() : tensor<8x1xf32>
  %g0 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<8x1xf32>) -> tensor<8x1xf32>
  %g = linalg.generic {indexing_maps = [#r3u, #s3u, #s3u], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dy, %mb : tensor<8x1x64xf32>, tensor<8x1xbf16>) outs(%g0 : tensor<8x1xf32>) {
  ^bb0(%x: f32, %mx: bf16, %acc: f32):
    %w = arith.extf %mx : bf16 to f32
    %p = arith.mulf %x, %w : f32
    %r = arith.addf %p, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8x1xf32>
  %e4 = tensor.empty() : tensor<8x1x64xf32>
  %h = linalg.generic {indexing_maps = [#r3u, #s3z, #r3u], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%dy, %g : tensor<8x1x64xf32>, tensor<8x1xf32>) outs(%e4 : tensor<8x1x64xf32>) {
  ^bb0(%x: f32, %t: f32, %out: f32):
    %r = arith.mulf %x, %t : f32
    linalg.yield %r : f32
  } -> tensor<8x1x64xf32>
  return %y, %h : tensor<8x1x64xf32>, tensor<8x1x64xf32>
}

// A scalar operand stays outside the kernel (its body reads it from above);
// a reader writing two results into one tensor.empty keeps both.
// CHECK-LABEL: func.func @scalar_operand_and_shared_empty
// CHECK-SAME: (%[[P:.*]]: tensor<8x64xf32>, %[[C:.*]]: f32)
// CHECK: %[[K:.*]]:3 = fsdp.row_kernel rows = 1 ins(%[[P]]) : (tensor<8x64xf32>) -> (tensor<8xf32>, tensor<8x64xf32>, tensor<8x64xf32>)
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}}, %[[C]] : tensor<8x64xf32>, tensor<8xf32>, f32)
// CHECK: fsdp.yield
// CHECK: return %[[K]]#1, %[[K]]#2
func.func @scalar_operand_and_shared_empty(%p: tensor<8x64xf32>, %c: f32) -> (tensor<8x64xf32>, tensor<8x64xf32>) {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<8xf32>
  %t0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<8xf32>) -> tensor<8xf32>
  %t = linalg.generic {indexing_maps = [#row, #stat], iterator_types = ["parallel", "reduction"]}
      ins(%p : tensor<8x64xf32>) outs(%t0 : tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %e1 = tensor.empty() : tensor<8x64xf32>
  %g:2 = linalg.generic {indexing_maps = [#row, #stat, affine_map<(d0, d1) -> ()>, #row, #row], iterator_types = ["parallel", "parallel"]}
      ins(%p, %t, %c : tensor<8x64xf32>, tensor<8xf32>, f32) outs(%e1, %e1 : tensor<8x64xf32>, tensor<8x64xf32>) {
  ^bb0(%a: f32, %s: f32, %k: f32, %o1: f32, %o2: f32):
    %d = arith.divf %a, %s : f32
    %m = arith.mulf %d, %k : f32
    linalg.yield %d, %m : f32, f32
  } -> (tensor<8x64xf32>, tensor<8x64xf32>)
  return %g#0, %g#1 : tensor<8x64xf32>, tensor<8x64xf32>
}

// The row sums are read at the reader's row and at its column
// (x[i, j] / (n[i] * n[j])): the kernel would read another row's sum, so the
// reduction stays apart and no kernel forms. Nor does one for a reader
// writing its result transposed.
// CHECK-LABEL: func.func @read_at_own_and_other_row
// CHECK-NOT: fsdp.row_kernel
// CHECK: return
func.func @read_at_own_and_other_row(%p: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<8xf32>
  %t0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<8xf32>) -> tensor<8xf32>
  %t = linalg.generic {indexing_maps = [#row, #stat], iterator_types = ["parallel", "reduction"]}
      ins(%p : tensor<8x8xf32>) outs(%t0 : tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %e1 = tensor.empty() : tensor<8x8xf32>
  %g = linalg.generic {indexing_maps = [#row, #stat, #col, #row], iterator_types = ["parallel", "parallel"]}
      ins(%p, %t, %t : tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>) outs(%e1 : tensor<8x8xf32>) {
  ^bb0(%a: f32, %si: f32, %sj: f32, %out: f32):
    %n = arith.mulf %si, %sj : f32
    %r = arith.divf %a, %n : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %e2 = tensor.empty() : tensor<8xf32>
  %u0 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8xf32>) -> tensor<8xf32>
  %u = linalg.generic {indexing_maps = [#row, #stat], iterator_types = ["parallel", "reduction"]}
      ins(%g : tensor<8x8xf32>) outs(%u0 : tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %e3 = tensor.empty() : tensor<8x8xf32>
  %h = linalg.generic {indexing_maps = [#row, #stat, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]}
      ins(%g, %u : tensor<8x8xf32>, tensor<8xf32>) outs(%e3 : tensor<8x8xf32>) {
  ^bb0(%a: f32, %s: f32, %out: f32):
    %r = arith.divf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  return %g, %h : tensor<8x8xf32>, tensor<8x8xf32>
}

// A body that gathers from a table (an embedding lookup fused into a norm's
// statistics) takes the table as an input of the kernel; a body that
// gathers from a phase's result (another row's sum) keeps its op apart.
// CHECK-LABEL: func.func @gathers
// CHECK-SAME: (%[[IDS:.*]]: tensor<8xindex>, %[[W:.*]]: tensor<8x64xf32>, %[[T:.*]]: tensor<100x64xf32>)
// CHECK: %[[K:.*]]:2 = fsdp.row_kernel rows = 1 ins(%[[IDS]], %[[W]], %[[T]]) : (tensor<8xindex>, tensor<8x64xf32>, tensor<100x64xf32>) -> (tensor<8xf32>, tensor<8x64xf32>)
// CHECK-NEXT: ^bb0(%{{.*}}: tensor<8xindex>, %{{.*}}: tensor<8x64xf32>, %[[TA:.*]]: tensor<100x64xf32>):
// CHECK: tensor.extract %[[TA]]
// CHECK: tensor.extract %[[TA]]
// CHECK: fsdp.yield
// CHECK-NOT: fsdp.row_kernel
// CHECK: return
#ids = affine_map<(d0, d1) -> (d0)>
func.func @gathers(%ids: tensor<8xindex>, %w: tensor<8x64xf32>, %table: tensor<100x64xf32>) -> (tensor<8x64xf32>, tensor<8x64xf32>) {
  %zero = arith.constant 0.0 : f32
  %c8 = arith.constant 8 : index
  %e0 = tensor.empty() : tensor<8xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<8xf32>) -> tensor<8xf32>
  %s = linalg.generic {indexing_maps = [#ids, #row, #stat], iterator_types = ["parallel", "reduction"]}
      ins(%ids, %w : tensor<8xindex>, tensor<8x64xf32>) outs(%s0 : tensor<8xf32>) {
  ^bb0(%id: index, %x: f32, %acc: f32):
    %j = linalg.index 1 : index
    %v = tensor.extract %table[%id, %j] : tensor<100x64xf32>
    %p = arith.mulf %v, %x : f32
    %r = arith.addf %p, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %e1 = tensor.empty() : tensor<8x64xf32>
  %y = linalg.generic {indexing_maps = [#ids, #row, #stat, #row], iterator_types = ["parallel", "parallel"]}
      ins(%ids, %w, %s : tensor<8xindex>, tensor<8x64xf32>, tensor<8xf32>) outs(%e1 : tensor<8x64xf32>) {
  ^bb0(%id: index, %x: f32, %t: f32, %out: f32):
    %j = linalg.index 1 : index
    %v = tensor.extract %table[%id, %j] : tensor<100x64xf32>
    %p = arith.mulf %v, %x : f32
    %r = arith.divf %p, %t : f32
    linalg.yield %r : f32
  } -> tensor<8x64xf32>
  %e2 = tensor.empty() : tensor<8xf32>
  %u0 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8xf32>) -> tensor<8xf32>
  %u = linalg.generic {indexing_maps = [#row, #stat], iterator_types = ["parallel", "reduction"]}
      ins(%y : tensor<8x64xf32>) outs(%u0 : tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %e3 = tensor.empty() : tensor<8x64xf32>
  %v2 = linalg.generic {indexing_maps = [#row, #stat, #row], iterator_types = ["parallel", "parallel"]}
      ins(%y, %u : tensor<8x64xf32>, tensor<8xf32>) outs(%e3 : tensor<8x64xf32>) {
  ^bb0(%a: f32, %t: f32, %out: f32):
    %j = linalg.index 1 : index
    %jj = arith.remui %j, %c8 : index
    %other = tensor.extract %u[%jj] : tensor<8xf32>
    %q = arith.divf %a, %t : f32
    %r = arith.divf %q, %other : f32
    linalg.yield %r : f32
  } -> tensor<8x64xf32>
  return %y, %v2 : tensor<8x64xf32>, tensor<8x64xf32>
}
