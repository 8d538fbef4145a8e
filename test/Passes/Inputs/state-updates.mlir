// A step for fsdp-schedule's report of its state updates (fsdp-schedule.mlir):
// %w's update is written over %w; the count's is copied, since a later op
// reads the old count (as AdamW's bias correction does when it recomputes
// count + 1); %v's, computed from %g alone, is copied too.
#scalar = affine_map<() -> ()>
func.func @step(%w: tensor<64xf32> loc("params.w"), %count: tensor<f32> loc("opt_state.count"),
                %v: tensor<64xf32> loc("opt_state.v"), %g: tensor<64xf32> loc("batch.g"))
    -> (tensor<64xf32> {fsdp.updates = 0 : i64}, tensor<f32> {fsdp.updates = 1 : i64},
        tensor<64xf32> {fsdp.updates = 2 : i64}, tensor<f32>) {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<64xf32>
  %w2 = linalg.sub ins(%w, %g : tensor<64xf32>, tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %e0 = tensor.empty() : tensor<f32>
  %c2 = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []}
      ins(%count : tensor<f32>) outs(%e0 : tensor<f32>) {
  ^bb0(%c: f32, %o: f32):
    %n = arith.addf %c, %one : f32
    linalg.yield %n : f32
  } -> tensor<f32>
  %bias = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []}
      ins(%count : tensor<f32>) outs(%e0 : tensor<f32>) {
  ^bb0(%c: f32, %o: f32):
    %n = arith.addf %c, %one : f32
    %r = arith.divf %one, %n : f32
    linalg.yield %r : f32
  } -> tensor<f32> loc("bias_correction"("model.py":12:3))
  %v2 = linalg.negf ins(%g : tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  return %w2, %c2, %v2, %bias : tensor<64xf32>, tensor<f32>, tensor<64xf32>, tensor<f32>
}
