// A zero fill that only initializes a library GEMM is not run: the GEMM
// starts with beta = 0 and writes all of C. A fill a kernel reads (the
// accumulator of a row sum) is.
// RUN: fsdp-opt %s --fsdp-pipeline="world-size=1" | fsdp-translate --dump=json | FileCheck %s

// CHECK: "instructions": [
// CHECK-NOT: "op": "Fill"
// CHECK: "beta": 0,
// CHECK: "op": "Gemm"
// CHECK-NOT: "op": "Gemm"
// CHECK: "op": "Fill"
// CHECK-NOT: "op": "Fill"
// CHECK: "op": "KernelLaunch"
// CHECK-NOT: "op": "Fill"
// CHECK: "kernels": [
module {
  fsdp.mesh @mesh = <["shard"=?]>
  func.func @train_step(%x: tensor<4x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>} loc("batch.x"),
                        %w: tensor<8x6xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {}]>} loc("params.w"))
      -> (tensor<4x6xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
          tensor<4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>}) {
    %zero = arith.constant 0.0 : f32
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
    return %y, %s : tensor<4x6xf32>, tensor<4xf32>
  }
}
