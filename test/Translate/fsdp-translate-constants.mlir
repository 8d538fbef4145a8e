// Tensor constants the step reads whole (a closed-over table, a complex
// number's pair) are copied from globals of the kernel library, one global
// each: two of one type get distinct names, not a redefinition.
// RUN: fsdp-opt %s --fsdp-pipeline="world-size=1" | fsdp-translate --dump=kernels | FileCheck %s
// RUN: fsdp-opt %s --fsdp-pipeline="world-size=1" | fsdp-translate --dump=json | FileCheck %s --check-prefix=JSON

// CHECK-DAG: memref.global "private" constant @[[FIRST:train_step_constant[_0-9]*]] : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
// CHECK-DAG: memref.global "private" constant @[[SECOND:train_step_constant[_0-9]*]] : memref<2xf32> = dense<[3.000000e+00, 5.000000e+00]>
// CHECK-DAG: memref.get_global @[[FIRST]] : memref<2xf32>
// CHECK-DAG: memref.get_global @[[SECOND]] : memref<2xf32>
// JSON: "op": "KernelLaunch"
module {
  fsdp.mesh @mesh = <["shard"=?]>
  func.func @train_step(%x: tensor<4x2xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>} loc("batch.x"))
      -> (tensor<4x2xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>}) {
    %scale = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
    %shift = arith.constant dense<[3.0, 5.0]> : tensor<2xf32>
    %e = tensor.empty() : tensor<4x2xf32>
    %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>,
                                          affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                         iterator_types = ["parallel", "parallel"]}
        ins(%x, %scale, %shift : tensor<4x2xf32>, tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<4x2xf32>) {
      ^bb0(%a: f32, %s: f32, %t: f32, %o: f32):
        %m = arith.mulf %a, %s : f32
        %r = arith.addf %m, %t : f32
        linalg.yield %r : f32
      } -> tensor<4x2xf32>
    return %y : tensor<4x2xf32>
  }
}
