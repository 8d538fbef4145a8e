// The gradient of a parameter's first 2 of 16 rows: all-reduced alone, then
// each rank's shard taken out of the whole (fsdp.shard), for
// fsdp-translate's lit test: 16 rows on 3 ranks, the last shard with 2 padding rows.
#id = affine_map<(d0, d1) -> (d0, d1)>
fsdp.mesh @mesh = <["shard"=?]>
func.func @small_slice_gradient(
    %p: tensor<16x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
    %dy: tensor<12x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>})
    -> (tensor<16x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.updates = 0 : i64}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x8xf32>) -> tensor<2x8xf32>
  %dy3 = tensor.expand_shape %dy [[0, 1], [2]] output_shape [6, 2, 8] : tensor<12x8xf32> into tensor<6x2x8xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dy3 : tensor<6x2x8xf32>) outs(%z : tensor<2x8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %acc, %a : f32
    linalg.yield %s : f32
  } -> tensor<2x8xf32>
  %ez = tensor.empty() : tensor<16x8xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%ez : tensor<16x8xf32>) -> tensor<16x8xf32>
  %full = tensor.insert_slice %g into %zeros[0, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<16x8xf32>
  %e2 = tensor.empty() : tensor<16x8xf32>
  %new = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%p, %full : tensor<16x8xf32>, tensor<16x8xf32>) outs(%e2 : tensor<16x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<16x8xf32>
  return %new : tensor<16x8xf32>
}
