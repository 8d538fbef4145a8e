// Buckets that may not go per member (fsdp-schedule-messages.mlir): one
// gathered along dimension 1, one reduce-scatter whose rows do not split
// evenly over the ranks.
fsdp.mesh @mesh = <["shard"=2]>
func.func @not_allowed(%w0: tensor<256x64xf32>, %w1: tensor<256x64xf32>, %x: tensor<256x128xf32>)
    -> (tensor<3x128xf32>, tensor<3x128xf32>) {
  %g:2 = fsdp.all_gather %w0, %w1 on @mesh axes = ["shard"] dim = 1 {fsdp.unit = "l0"} : (tensor<256x64xf32>, tensor<256x64xf32>) -> (tensor<256x128xf32>, tensor<256x128xf32>)
  %e = tensor.empty() : tensor<256x128xf32>
  %f = linalg.add ins(%x, %g#0 : tensor<256x128xf32>, tensor<256x128xf32>) outs(%e : tensor<256x128xf32>) -> tensor<256x128xf32>
  %h = linalg.add ins(%f, %g#1 : tensor<256x128xf32>, tensor<256x128xf32>) outs(%e : tensor<256x128xf32>) -> tensor<256x128xf32>
  %s0 = tensor.extract_slice %h[0, 0] [5, 128] [1, 1] : tensor<256x128xf32> to tensor<5x128xf32>
  %s1 = tensor.extract_slice %h[5, 0] [5, 128] [1, 1] : tensor<256x128xf32> to tensor<5x128xf32>
  %r:2 = fsdp.reduce_scatter sum %s0, %s1 on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "l0"} : (tensor<5x128xf32>, tensor<5x128xf32>) -> (tensor<3x128xf32>, tensor<3x128xf32>)
  return %r#0, %r#1 : tensor<3x128xf32>, tensor<3x128xf32>
}
