// Updates whose arguments fsdp-schedule may read late by recomputing a
// gather's input where it issues the gather (fsdp-plan-memory.mlir runs
// fsdp-schedule and fsdp-plan-memory on them): neither is written in place,
// and the schedule's arena is the plan's.

// %w's bf16 cast is read by compute and by a gather read late, before
// which the schedule recomputes the cast (from %w).
fsdp.mesh @mesh = <["shard"=2]>
func.func @cast_read_by_compute_and_a_gather(%w: tensor<256x512xf32>, %g: tensor<256x512xf32>, %x: tensor<512x512xf32>)
    -> (tensor<256x512xf32> {fsdp.updates = 0 : i64}, tensor<512x512xf32>, tensor<256x512xbf16>) {
  %eb = tensor.empty() : tensor<256x512xbf16>
  %c = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%w : tensor<256x512xf32>) outs(%eb : tensor<256x512xbf16>) {
  ^bb0(%v: f32, %o: bf16):
    %t = arith.truncf %v : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<256x512xbf16>
  %early = linalg.negf ins(%c : tensor<256x512xbf16>) outs(%eb : tensor<256x512xbf16>) -> tensor<256x512xbf16>
  %gc = fsdp.all_gather %c on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "l0"} : (tensor<256x512xbf16>) -> tensor<512x512xbf16>
  %es = tensor.empty() : tensor<256x512xf32>
  %u = linalg.sub ins(%w, %g : tensor<256x512xf32>, tensor<256x512xf32>) outs(%es : tensor<256x512xf32>) -> tensor<256x512xf32>
  %e = tensor.empty() : tensor<512x512xf32>
  %a0 = linalg.exp ins(%x : tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %a1 = linalg.exp ins(%a0 : tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %a2 = linalg.exp ins(%a1 : tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %a3 = linalg.exp ins(%a2 : tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %a4 = linalg.exp ins(%a3 : tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %ef = tensor.empty() : tensor<512x512xf32>
  %gf = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%gc : tensor<512x512xbf16>) outs(%ef : tensor<512x512xf32>) {
  ^bb0(%v: bf16, %o: f32):
    %t = arith.extf %v : bf16 to f32
    linalg.yield %t : f32
  } -> tensor<512x512xf32>
  %late = linalg.add ins(%a4, %gf : tensor<512x512xf32>, tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  return %u, %late, %early : tensor<256x512xf32>, tensor<512x512xf32>, tensor<256x512xbf16>
}

// -----

// A scalar of %b scales compute and a gathered %w read late: the schedule
// recomputes the scaling, and the scalar with it, where it issues the gather.
fsdp.mesh @mesh = <["shard"=2]>
func.func @scalar_read_by_compute_and_a_gather(%b: tensor<f32>, %w: tensor<256x512xf32>, %x: tensor<512x512xf32>)
    -> (tensor<f32> {fsdp.updates = 0 : i64}, tensor<512x512xf32>, tensor<512x512xf32>) {
  %s = tensor.extract %b[] : tensor<f32>
  %e = tensor.empty() : tensor<512x512xf32>
  %early = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.mulf %v, %s : f32
    linalg.yield %t : f32
  } -> tensor<512x512xf32>
  %es = tensor.empty() : tensor<256x512xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%w : tensor<256x512xf32>) outs(%es : tensor<256x512xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.mulf %v, %s : f32
    linalg.yield %t : f32
  } -> tensor<256x512xf32>
  %gc = fsdp.all_gather %c on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "l0"} : (tensor<256x512xf32>) -> tensor<512x512xf32>
  %e0 = tensor.empty() : tensor<f32>
  %one = arith.constant 1.0 : f32
  %b2 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%b : tensor<f32>) outs(%e0 : tensor<f32>) {
  ^bb0(%v: f32, %o: f32):
    %n = arith.addf %v, %one : f32
    linalg.yield %n : f32
  } -> tensor<f32>
  %a0 = linalg.exp ins(%x : tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %a1 = linalg.exp ins(%a0 : tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %a2 = linalg.exp ins(%a1 : tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %late = linalg.add ins(%a2, %gc : tensor<512x512xf32>, tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  return %b2, %late, %early : tensor<f32>, tensor<512x512xf32>, tensor<512x512xf32>
}
