// A scatter (the one-hot contraction of an embedding gradient) runs as a
// kernel of its own, over its updates (fsdp-translate-scatter.mlir): as a
// phase of an fsdp.row_kernel, whose loops would be its rows, fsdp-translate
// refuses it at the phase, for the host and for CUDA.
// RUN: fsdp-opt %s --fsdp-schedule="device=h200" --fsdp-plan-memory \
// RUN:   | not fsdp-translate --dump=json 2>&1 | FileCheck %s
// RUN: fsdp-opt %s --fsdp-schedule="device=h200" --fsdp-plan-memory \
// RUN:   | not fsdp-translate --target=cuda --dump=json 2>&1 | FileCheck %s

// CHECK: error: 'linalg.generic' op is a scatter, which runs as a kernel of its own, not as a phase of an fsdp.row_kernel
// CHECK-NEXT: %{{.*}} = linalg.generic

module {
  fsdp.mesh @mesh = <["shard"=1]>
  func.func @embedding_grad(%ids: tensor<6x8xi32> loc("ids"), %g: tensor<6x8x20xf32> loc("grad")) -> tensor<50x20xf32> {
    %zero = arith.constant 0.0 : f32
    %k = fsdp.row_kernel rows = 2 ins(%ids, %g) : (tensor<6x8xi32>, tensor<6x8x20xf32>) -> (tensor<50x20xf32>) {
    ^bb0(%i: tensor<6x8xi32>, %v: tensor<6x8x20xf32>):
      %e = tensor.empty() : tensor<50x20xf32>
      %z = linalg.fill ins(%zero : f32) outs(%e : tensor<50x20xf32>) -> tensor<50x20xf32>
      %s = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
          ins(%i, %v : tensor<6x8xi32>, tensor<6x8x20xf32>) outs(%z : tensor<50x20xf32>) {
      ^bb0(%id: i32, %x: f32, %acc: f32):
        %row = linalg.index 0 : index
        %j = arith.index_cast %id : i32 to index
        %hit = arith.cmpi eq, %j, %row : index
        %u = arith.select %hit, %x, %zero : f32
        %sum = arith.addf %u, %acc : f32
        linalg.yield %sum : f32
      } -> tensor<50x20xf32>
      fsdp.yield %s : tensor<50x20xf32>
    }
    return %k : tensor<50x20xf32>
  }
}
