// Three products of the same rows concatenated along the features, as a
// fused QKV projection's backward concatenates dq, dk and dv, for
// fsdp-translate's lit test: each GEMM writes its columns of the
// concatenation (C's leading dimension the concatenation's rows, C offset
// its first column) and no kernel copies them.
fsdp.mesh @mesh = <["shard"=?]>
func.func @concat_of_gemms(%x: tensor<6x4xf32>, %wq: tensor<4x3xf32>,
                           %wk: tensor<4x3xf32>, %wv: tensor<4x2xf32>) -> tensor<6x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e3 = tensor.empty() : tensor<6x3xf32>
  %e2 = tensor.empty() : tensor<6x2xf32>
  %fq = linalg.fill ins(%zero : f32) outs(%e3 : tensor<6x3xf32>) -> tensor<6x3xf32>
  %q = linalg.matmul ins(%x, %wq : tensor<6x4xf32>, tensor<4x3xf32>) outs(%fq : tensor<6x3xf32>) -> tensor<6x3xf32>
  %fk = linalg.fill ins(%zero : f32) outs(%e3 : tensor<6x3xf32>) -> tensor<6x3xf32>
  %k = linalg.matmul ins(%x, %wk : tensor<6x4xf32>, tensor<4x3xf32>) outs(%fk : tensor<6x3xf32>) -> tensor<6x3xf32>
  %fv = linalg.fill ins(%zero : f32) outs(%e2 : tensor<6x2xf32>) -> tensor<6x2xf32>
  %v = linalg.matmul ins(%x, %wv : tensor<6x4xf32>, tensor<4x2xf32>) outs(%fv : tensor<6x2xf32>) -> tensor<6x2xf32>
  %qkv = tensor.concat dim(1) %q, %k, %v : (tensor<6x3xf32>, tensor<6x3xf32>, tensor<6x2xf32>) -> tensor<6x8xf32>
  return %qkv : tensor<6x8xf32>
}
