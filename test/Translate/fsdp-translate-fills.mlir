// A fill whose readers start from its value by themselves is not run: a
// zero fill only a library GEMM reads (the GEMM starts with beta = 0 and
// writes all of C), and the accumulator of a row sum (its kernel fills the
// rows it computes, then sums into them). A fill something else reads as
// well (here the step returns it) is run.
// RUN: fsdp-opt %s --fsdp-pipeline="world-size=1" | fsdp-translate --dump=json | FileCheck %s
// RUN: fsdp-opt %s --fsdp-pipeline="world-size=1" | fsdp-translate --dump=kernels | FileCheck %s --check-prefix=KERNEL

// CHECK: "instructions": [
// CHECK-NOT: "op": "Fill"
// CHECK: "beta": 0,
// CHECK: "op": "Gemm"
// CHECK-NOT: "op": "Gemm"
// CHECK-NOT: "op": "Fill"
// CHECK: "op": "KernelLaunch"
// CHECK-NOT: "op": "KernelLaunch"
// CHECK: "op": "Fill"
// CHECK-NOT: "op": "Fill"
// CHECK: "op": "KernelLaunch"
// CHECK-NOT: "op": "Fill"
// CHECK: "kernels": [

// The row sum's kernel fills the part of its output it computes, then sums.
// KERNEL-LABEL: func.func @kernel{{[0-9]+}}_reduce
// KERNEL-SAME: (%[[Y:.*]]: memref<4x6xf32>, %[[S:.*]]: memref<4xf32>, %[[BEGIN:.*]]: index, %[[END:.*]]: index)
// KERNEL: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// KERNEL: %[[ROWS:.*]] = memref.subview %[[S]][%[[BEGIN]]]
// KERNEL: linalg.fill ins(%[[ZERO]] : f32) outs(%[[ROWS]]
// KERNEL: linalg.generic {{.*}} outs(%[[ROWS]]
// KERNEL: arith.addf
// The max's fill is also returned: it is run, and the kernel reads it.
// KERNEL-LABEL: func.func @kernel{{[0-9]+}}_reduce
// KERNEL-NOT: linalg.fill
// KERNEL: arith.maximumf
module {
  fsdp.mesh @mesh = <["shard"=?]>
  func.func @train_step(%x: tensor<4x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>} loc("batch.x"),
                        %w: tensor<8x6xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {}]>} loc("params.w"))
      -> (tensor<4x6xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
          tensor<4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>},
          tensor<4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>},
          tensor<4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>}) {
    %zero = arith.constant 0.0 : f32
    %low = arith.constant -1.0e+30 : f32
    %e = tensor.empty() : tensor<4x6xf32>
    %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
    %y = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x6xf32>) outs(%init : tensor<4x6xf32>) -> tensor<4x6xf32>
    %er = tensor.empty() : tensor<4xf32>
    %acc = linalg.fill ins(%zero : f32) outs(%er : tensor<4xf32>) -> tensor<4xf32>
    %s = linalg.reduce ins(%y : tensor<4x6xf32>) outs(%acc : tensor<4xf32>) dimensions = [1]
      (%in: f32, %a: f32) {
        %t = arith.addf %in, %a : f32
        linalg.yield %t : f32
      }
    %lows = linalg.fill ins(%low : f32) outs(%er : tensor<4xf32>) -> tensor<4xf32>
    %m = linalg.reduce ins(%y : tensor<4x6xf32>) outs(%lows : tensor<4xf32>) dimensions = [1]
      (%in: f32, %a: f32) {
        %t = arith.maximumf %in, %a : f32
        linalg.yield %t : f32
      }
    return %y, %s, %m, %lows : tensor<4x6xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
}
