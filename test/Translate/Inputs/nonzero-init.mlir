// A sum over the split batch into a non-zero initial value, for
// fsdp-translate's lit test: rank 0 starts from the value, the others from
// zero, in a kernel that reads the rank.
fsdp.mesh @mesh = <["shard"=?]>
func.func @nonzero_init(%x: tensor<12x5xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
                        %init: tensor<5xf32>) -> tensor<5xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<12x5xf32>) outs(%init : tensor<5xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %m = arith.addf %acc, %a : f32
    linalg.yield %m : f32
  } -> tensor<5xf32>
  return %r : tensor<5xf32>
}
