// fsdp-updates-in-backward on three units (forward l0, l1, l2; backward l2,
// l1, l0; the reduce-scatters and the updates where a traced step puts
// them, after the whole backward).
// RUN: fsdp-opt %s -split-input-file --fsdp-updates-in-backward | FileCheck %s
// RUN: fsdp-opt %s -split-input-file --fsdp-updates-in-backward=lag=2 | FileCheck %s --check-prefix=LAG2
// RUN: fsdp-opt %fsdpc_src_root/examples/ir/mlp.mlir --fsdp-partition="mesh=replica=2,shard=2" --fsdp-bucket \
// RUN:   --fsdp-updates-in-backward | FileCheck %s --check-prefix=HSDP

// Each reduce-scatter goes right after its gradient. l2's update goes right
// after l1's backward (lag 1), with the empty tensor it writes into and the
// learning-rate scalar made from the arguments alone; l1's after l0's
// backward; l0's, the last unit's, stays at the end.
// CHECK-LABEL: func.func @step
// CHECK: %[[D2:.*]] = linalg.mul
// CHECK-NEXT: %[[R2:.*]] = fsdp.reduce_scatter sum %[[D2]] {{.*}}fsdp.unit = "l2"
// CHECK-NEXT: %[[D1:.*]] = linalg.mul ins(%[[D2]]
// CHECK-NEXT: %[[R1:.*]] = fsdp.reduce_scatter sum %[[D1]] {{.*}}fsdp.unit = "l1"
// CHECK-NEXT: %[[SCALE:.*]] = linalg.generic {{.*}} ins(%arg4 : tensor<f32>)
// CHECK: %[[E2:.*]] = tensor.empty()
// CHECK-NEXT: %[[S2:.*]] = linalg.generic {{.*}} ins(%[[R2]], %[[SCALE]] : {{.*}}) outs(%[[E2]] :
// CHECK: %[[U2:.*]] = linalg.add ins(%arg2, %[[S2]]
// CHECK-NEXT: %[[D0:.*]] = linalg.mul ins(%[[D1]]
// CHECK-NEXT: %[[R0:.*]] = fsdp.reduce_scatter sum %[[D0]] {{.*}}fsdp.unit = "l0"
// CHECK: %[[S1:.*]] = linalg.generic {{.*}} ins(%[[R1]], %[[SCALE]]
// CHECK: %[[U1:.*]] = linalg.add ins(%arg1, %[[S1]]
// CHECK: %[[S0:.*]] = linalg.generic {{.*}} ins(%[[R0]], %[[SCALE]]
// CHECK: %[[U0:.*]] = linalg.add ins(%arg0, %[[S0]]
// CHECK-NEXT: return %[[U0]], %[[U1]], %[[U2]]

// Two units later: l2's update after l0's backward; l1's and l0's stay.
// LAG2-LABEL: func.func @step
// LAG2: fsdp.reduce_scatter sum {{.*}}fsdp.unit = "l0"
// LAG2: linalg.add ins(%arg2,
// LAG2: linalg.add ins(%arg0,
// LAG2: linalg.add ins(%arg1,
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

// -----

// Clipping by the global norm: every update reads the norm of all three
// gradients, so none moves; each gradient's square sum follows its own
// reduce-scatter up into backward (l2's and l1's, a unit later).
// CHECK-LABEL: func.func @clipped
// CHECK: %[[R2:.*]] = fsdp.reduce_scatter sum {{.*}}fsdp.unit = "l2"
// CHECK: %[[R1:.*]] = fsdp.reduce_scatter sum {{.*}}fsdp.unit = "l1"
// CHECK-NEXT: tensor.empty
// CHECK-NEXT: %[[Q2:.*]] = linalg.mul ins(%[[R2]], %[[R2]]
// CHECK: %[[R0:.*]] = fsdp.reduce_scatter sum {{.*}}fsdp.unit = "l0"
// CHECK-NEXT: %[[Q1:.*]] = linalg.mul ins(%[[R1]], %[[R1]]
// CHECK: %[[N:.*]] = linalg.add ins(%{{.*}}, %[[Q2]]
// CHECK: linalg.div ins(%[[R2]], %[[N]]
fsdp.mesh @mesh2 = <["shard"=2]>
func.func @clipped(%w0: tensor<4xf32>, %w1: tensor<4xf32>, %w2: tensor<4xf32>, %x: tensor<8xf32>)
    -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<8xf32>
  %g2 = fsdp.all_gather %w2 on @mesh2 axes = ["shard"] dim = 0 {fsdp.unit = "l2"} : (tensor<4xf32>) -> tensor<8xf32>
  %d2 = linalg.mul ins(%x, %g2 : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %g1 = fsdp.all_gather %w1 on @mesh2 axes = ["shard"] dim = 0 {fsdp.unit = "l1"} : (tensor<4xf32>) -> tensor<8xf32>
  %d1 = linalg.mul ins(%d2, %g1 : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %g0 = fsdp.all_gather %w0 on @mesh2 axes = ["shard"] dim = 0 {fsdp.unit = "l0"} : (tensor<4xf32>) -> tensor<8xf32>
  %d0 = linalg.mul ins(%d1, %g0 : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r2 = fsdp.reduce_scatter sum %d2 on @mesh2 axes = ["shard"] dim = 0 {fsdp.unit = "l2"} : (tensor<8xf32>) -> tensor<4xf32>
  %r1 = fsdp.reduce_scatter sum %d1 on @mesh2 axes = ["shard"] dim = 0 {fsdp.unit = "l1"} : (tensor<8xf32>) -> tensor<4xf32>
  %r0 = fsdp.reduce_scatter sum %d0 on @mesh2 axes = ["shard"] dim = 0 {fsdp.unit = "l0"} : (tensor<8xf32>) -> tensor<4xf32>
  %es = tensor.empty() : tensor<4xf32>
  %q0 = linalg.mul ins(%r0, %r0 : tensor<4xf32>, tensor<4xf32>) outs(%es : tensor<4xf32>) -> tensor<4xf32>
  %q1 = linalg.mul ins(%r1, %r1 : tensor<4xf32>, tensor<4xf32>) outs(%es : tensor<4xf32>) -> tensor<4xf32>
  %q2 = linalg.mul ins(%r2, %r2 : tensor<4xf32>, tensor<4xf32>) outs(%es : tensor<4xf32>) -> tensor<4xf32>
  %n01 = linalg.add ins(%q0, %q1 : tensor<4xf32>, tensor<4xf32>) outs(%es : tensor<4xf32>) -> tensor<4xf32>
  %n = linalg.add ins(%n01, %q2 : tensor<4xf32>, tensor<4xf32>) outs(%es : tensor<4xf32>) -> tensor<4xf32>
  %c2 = linalg.div ins(%r2, %n : tensor<4xf32>, tensor<4xf32>) outs(%es : tensor<4xf32>) -> tensor<4xf32>
  %c1 = linalg.div ins(%r1, %n : tensor<4xf32>, tensor<4xf32>) outs(%es : tensor<4xf32>) -> tensor<4xf32>
  %c0 = linalg.div ins(%r0, %n : tensor<4xf32>, tensor<4xf32>) outs(%es : tensor<4xf32>) -> tensor<4xf32>
  %u2 = linalg.sub ins(%w2, %c2 : tensor<4xf32>, tensor<4xf32>) outs(%es : tensor<4xf32>) -> tensor<4xf32>
  %u1 = linalg.sub ins(%w1, %c1 : tensor<4xf32>, tensor<4xf32>) outs(%es : tensor<4xf32>) -> tensor<4xf32>
  %u0 = linalg.sub ins(%w0, %c0 : tensor<4xf32>, tensor<4xf32>) outs(%es : tensor<4xf32>) -> tensor<4xf32>
  return %u0, %u1, %u2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// HSDP (the MLP example partitioned and bucketed): layers.2's update reads
// its replica all-reduce, chained after its reduce-scatter, so it goes two
// units later (after layers.0's backward, where layers.0's reduce-scatter
// is), not one; layers.1's and layers.0's stay, in their order.
// HSDP-LABEL: func.func @train_step
// HSDP: fsdp.reduce_scatter sum {{.*}}fsdp.unit = "layers.1"
// HSDP: fsdp.reduce_scatter sum {{.*}}fsdp.unit = "layers.0"
// HSDP: linalg.generic {{.*}} ins(%arg4,
// HSDP: linalg.generic {{.*}} ins(%arg0,
// HSDP: linalg.generic {{.*}} ins(%arg2,
