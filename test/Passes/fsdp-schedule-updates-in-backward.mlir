// fsdp-schedule's auto with `updates-in-backward` (fsdp-pipeline's default)
// also schedules the step with each unit's update moved into backward
// (fsdp-updates-in-backward's order, lag 1) and keeps the order whose pick
// is predicted faster. Over a slow link the moved order wins: l2's update
// runs between l1's and l0's backward, while l1's reduce-scatter is in
// flight. On the cpu preset (communication and compute share a core, so
// overlapping hides nothing) the traced order's pick is at the moved
// order's lower bound already: the moved order is not searched, and the
// traced order stays.
// RUN: fsdp-opt %s --fsdp-schedule="policy=auto updates-in-backward=true device=%S/Inputs/slow-link.json report=%t.moved.json" | FileCheck %s --check-prefix=MOVED
// RUN: FileCheck %s --check-prefix=MOVED-REPORT --input-file=%t.moved.json
// RUN: fsdp-opt %s --fsdp-schedule="policy=auto updates-in-backward=true device=cpu report=%t.kept.json" | FileCheck %s --check-prefix=KEPT
// RUN: FileCheck %s --check-prefix=KEPT-REPORT --input-file=%t.kept.json
// RUN: fsdp-opt %s --fsdp-schedule="policy=fsdp updates-in-backward=true device=%S/Inputs/slow-link.json report=%t.fsdp.json" | FileCheck %s --check-prefix=KEPT
// RUN: FileCheck %s --check-prefix=FSDP-REPORT --input-file=%t.fsdp.json

// MOVED-LABEL: func.func @step
// MOVED: %[[D2:.*]] = linalg.mul
// MOVED-NEXT: %[[R2:.*]] = fsdp.reduce_scatter_start sum %[[D2]]
// MOVED-NEXT: %[[D1:.*]] = linalg.mul {{.*}}ins(%[[D2]]
// MOVED-NEXT: %[[R1:.*]] = fsdp.reduce_scatter_start sum %[[D1]]
// MOVED-NEXT: %[[G2:.*]] = fsdp.wait %[[R2]]
// MOVED: linalg.add {{.*}}ins(%arg2,
// MOVED-NEXT: %[[D0:.*]] = linalg.mul {{.*}}ins(%[[D1]]
// MOVED-REPORT: "updates_in_backward": true
// MOVED-REPORT-NEXT: "updates_in_backward_search": "searched"

// KEPT-LABEL: func.func @step
// KEPT: linalg.mul
// KEPT: linalg.mul
// KEPT: linalg.mul
// KEPT: linalg.add {{.*}}ins(%arg0,
// KEPT: linalg.add {{.*}}ins(%arg1,
// KEPT: linalg.add {{.*}}ins(%arg2,
// KEPT-REPORT: "updates_in_backward": false
// KEPT-REPORT-NEXT: "updates_in_backward_search": "traced_at_bound"
// FSDP-REPORT: "updates_in_backward": false
// FSDP-REPORT-NEXT: "updates_in_backward_search": "off"

fsdp.mesh @mesh = <["shard"=2]>
func.func @step(%w0: tensor<4x8xf32>, %w1: tensor<4x8xf32>, %w2: tensor<4x8xf32>, %x: tensor<8x8xf32>, %lr: tensor<f32>)
    -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %e = tensor.empty() : tensor<8x8xf32>
  %g0 = fsdp.all_gather %w0 on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "l0"} : (tensor<4x8xf32>) -> tensor<8x8xf32>
  %f0 = linalg.add ins(%x, %g0 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %g1 = fsdp.all_gather %w1 on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "l1"} : (tensor<4x8xf32>) -> tensor<8x8xf32>
  %f1 = linalg.add ins(%f0, %g1 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %g2 = fsdp.all_gather %w2 on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "l2"} : (tensor<4x8xf32>) -> tensor<8x8xf32>
  %f2 = linalg.add ins(%f1, %g2 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %d2 = linalg.mul ins(%f2, %g2 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %d1 = linalg.mul ins(%d2, %g1 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %d0 = linalg.mul ins(%d1, %g0 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r2 = fsdp.reduce_scatter sum %d2 on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "l2"} : (tensor<8x8xf32>) -> tensor<4x8xf32>
  %r1 = fsdp.reduce_scatter sum %d1 on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "l1"} : (tensor<8x8xf32>) -> tensor<4x8xf32>
  %r0 = fsdp.reduce_scatter sum %d0 on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "l0"} : (tensor<8x8xf32>) -> tensor<4x8xf32>
  %scale = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%lr : tensor<f32>) outs(%lr : tensor<f32>) {
  ^bb0(%a: f32, %b: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<f32>
  %e0 = tensor.empty() : tensor<4x8xf32>
  %s0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%r0, %scale : tensor<4x8xf32>, tensor<f32>) outs(%e0 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  %e0u = tensor.empty() : tensor<4x8xf32>
  %u0 = linalg.add ins(%w0, %s0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e0u : tensor<4x8xf32>) -> tensor<4x8xf32>
  %e1 = tensor.empty() : tensor<4x8xf32>
  %s1 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%r1, %scale : tensor<4x8xf32>, tensor<f32>) outs(%e1 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  %e1u = tensor.empty() : tensor<4x8xf32>
  %u1 = linalg.add ins(%w1, %s1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e1u : tensor<4x8xf32>) -> tensor<4x8xf32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%r2, %scale : tensor<4x8xf32>, tensor<f32>) outs(%e2 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  %e2u = tensor.empty() : tensor<4x8xf32>
  %u2 = linalg.add ins(%w2, %s2 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e2u : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %u0, %u1, %u2 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}
