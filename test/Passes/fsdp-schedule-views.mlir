// fsdp-schedule with gathers that read views: rows of a stacked parameter
// (extract_slice + collapse_shape of an argument, what an unrolled lax.scan
// reads) and a view of a computed value.
// RUN: fsdp-opt %s -split-input-file --fsdp-schedule="policy=fsdp device=%S/Inputs/slow-link.json" | FileCheck %s

fsdp.mesh @mesh = <["shard"=2]>

// The rows are views of an argument: they move with their gather, which is
// issued ahead of the layer before it, even though the frontend sliced row 1
// just before its use.
// CHECK-LABEL: func.func @stacked_rows
// CHECK: %[[S0:.*]] = fsdp.all_gather_start
// CHECK-NEXT: %[[SLICE:.*]] = tensor.extract_slice %arg0[1, 0, 0] [1, 256, 512] [1, 1, 1]
// CHECK-NEXT: %[[ROW:.*]] = tensor.collapse_shape %[[SLICE]]
// CHECK-NEXT: %[[S1:.*]] = fsdp.all_gather_start %[[ROW]] {{.*}}fsdp.unit = "layers.1"
// CHECK-NEXT: fsdp.wait %[[S0]]
// CHECK-NEXT: linalg.add
// CHECK: fsdp.wait %[[S1]]
// CHECK-NEXT: linalg.add
func.func @stacked_rows(%w: tensor<2x256x512xf32>, %x: tensor<512x512xf32>) -> tensor<512x512xf32> {
  %s0 = tensor.extract_slice %w[0, 0, 0] [1, 256, 512] [1, 1, 1] : tensor<2x256x512xf32> to tensor<1x256x512xf32>
  %r0 = tensor.collapse_shape %s0 [[0, 1], [2]] : tensor<1x256x512xf32> into tensor<256x512xf32>
  %g0 = fsdp.all_gather %r0 on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "layers.0"} : (tensor<256x512xf32>) -> tensor<512x512xf32>
  %e = tensor.empty() : tensor<512x512xf32>
  %f0 = linalg.add ins(%x, %g0 : tensor<512x512xf32>, tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %s1 = tensor.extract_slice %w[1, 0, 0] [1, 256, 512] [1, 1, 1] : tensor<2x256x512xf32> to tensor<1x256x512xf32>
  %r1 = tensor.collapse_shape %s1 [[0, 1], [2]] : tensor<1x256x512xf32> into tensor<256x512xf32>
  %g1 = fsdp.all_gather %r1 on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "layers.1"} : (tensor<256x512xf32>) -> tensor<512x512xf32>
  %f1 = linalg.add ins(%f0, %g1 : tensor<512x512xf32>, tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  return %f1 : tensor<512x512xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=2]>

// A gather of a view of a computed value is issued after the view exists,
// not before it (the view is no compute op of its own).
// CHECK-LABEL: func.func @view_of_computed
// CHECK: %[[SUM:.*]] = linalg.add
// CHECK: %[[VIEW:.*]] = tensor.collapse_shape %[[SUM]]
// CHECK: fsdp.all_gather_start %[[VIEW]]
func.func @view_of_computed(%x: tensor<256x512xf32>, %y: tensor<256x512xf32>) -> tensor<262144xf32> {
  %e = tensor.empty() : tensor<256x512xf32>
  %sum = linalg.add ins(%x, %y : tensor<256x512xf32>, tensor<256x512xf32>) outs(%e : tensor<256x512xf32>) -> tensor<256x512xf32>
  %view = tensor.collapse_shape %sum [[0, 1]] : tensor<256x512xf32> into tensor<131072xf32>
  %g = fsdp.all_gather %view on @mesh axes = ["shard"] dim = 0 : (tensor<131072xf32>) -> tensor<262144xf32>
  %e2 = tensor.empty() : tensor<262144xf32>
  %out = linalg.exp ins(%g : tensor<262144xf32>) outs(%e2 : tensor<262144xf32>) -> tensor<262144xf32>
  return %out : tensor<262144xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=2]>

// A bucket gathering layer 1's rows of nine stacks: its 18 views move with
// it (a few per gathered operand), and it is issued ahead of layer 0.
// CHECK-LABEL: func.func @bucket_of_rows
// CHECK: %[[S0:.*]] = fsdp.all_gather_start {{.*}}fsdp.unit = "layers.0"
// CHECK-COUNT-18: tensor.{{extract_slice|collapse_shape}}
// CHECK-NEXT: fsdp.all_gather_start {{.*}}fsdp.unit = "layers.1"
// CHECK-NEXT: fsdp.wait %[[S0]]
// CHECK-COUNT-18: linalg.add
func.func @bucket_of_rows(%w0: tensor<2x256x512xf32>, %w1: tensor<2x256x512xf32>, %w2: tensor<2x256x512xf32>, %w3: tensor<2x256x512xf32>, %w4: tensor<2x256x512xf32>, %w5: tensor<2x256x512xf32>, %w6: tensor<2x256x512xf32>, %w7: tensor<2x256x512xf32>, %w8: tensor<2x256x512xf32>, %x: tensor<512x512xf32>) -> tensor<512x512xf32> {
  %e = tensor.empty() : tensor<512x512xf32>
  %s0_0 = tensor.extract_slice %w0[0, 0, 0] [1, 256, 512] [1, 1, 1] : tensor<2x256x512xf32> to tensor<1x256x512xf32>
  %r0_0 = tensor.collapse_shape %s0_0 [[0, 1], [2]] : tensor<1x256x512xf32> into tensor<256x512xf32>
  %s0_1 = tensor.extract_slice %w1[0, 0, 0] [1, 256, 512] [1, 1, 1] : tensor<2x256x512xf32> to tensor<1x256x512xf32>
  %r0_1 = tensor.collapse_shape %s0_1 [[0, 1], [2]] : tensor<1x256x512xf32> into tensor<256x512xf32>
  %s0_2 = tensor.extract_slice %w2[0, 0, 0] [1, 256, 512] [1, 1, 1] : tensor<2x256x512xf32> to tensor<1x256x512xf32>
  %r0_2 = tensor.collapse_shape %s0_2 [[0, 1], [2]] : tensor<1x256x512xf32> into tensor<256x512xf32>
  %s0_3 = tensor.extract_slice %w3[0, 0, 0] [1, 256, 512] [1, 1, 1] : tensor<2x256x512xf32> to tensor<1x256x512xf32>
  %r0_3 = tensor.collapse_shape %s0_3 [[0, 1], [2]] : tensor<1x256x512xf32> into tensor<256x512xf32>
  %s0_4 = tensor.extract_slice %w4[0, 0, 0] [1, 256, 512] [1, 1, 1] : tensor<2x256x512xf32> to tensor<1x256x512xf32>
  %r0_4 = tensor.collapse_shape %s0_4 [[0, 1], [2]] : tensor<1x256x512xf32> into tensor<256x512xf32>
  %s0_5 = tensor.extract_slice %w5[0, 0, 0] [1, 256, 512] [1, 1, 1] : tensor<2x256x512xf32> to tensor<1x256x512xf32>
  %r0_5 = tensor.collapse_shape %s0_5 [[0, 1], [2]] : tensor<1x256x512xf32> into tensor<256x512xf32>
  %s0_6 = tensor.extract_slice %w6[0, 0, 0] [1, 256, 512] [1, 1, 1] : tensor<2x256x512xf32> to tensor<1x256x512xf32>
  %r0_6 = tensor.collapse_shape %s0_6 [[0, 1], [2]] : tensor<1x256x512xf32> into tensor<256x512xf32>
  %s0_7 = tensor.extract_slice %w7[0, 0, 0] [1, 256, 512] [1, 1, 1] : tensor<2x256x512xf32> to tensor<1x256x512xf32>
  %r0_7 = tensor.collapse_shape %s0_7 [[0, 1], [2]] : tensor<1x256x512xf32> into tensor<256x512xf32>
  %s0_8 = tensor.extract_slice %w8[0, 0, 0] [1, 256, 512] [1, 1, 1] : tensor<2x256x512xf32> to tensor<1x256x512xf32>
  %r0_8 = tensor.collapse_shape %s0_8 [[0, 1], [2]] : tensor<1x256x512xf32> into tensor<256x512xf32>
  %g0:9 = fsdp.all_gather %r0_0, %r0_1, %r0_2, %r0_3, %r0_4, %r0_5, %r0_6, %r0_7, %r0_8 on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "layers.0"} : (tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x512xf32>) -> (tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>)
  %f0_0 = linalg.add ins(%x, %g0#0 : tensor<512x512xf32>, tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %f0_1 = linalg.add ins(%f0_0, %g0#1 : tensor<512x512xf32>, tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %f0_2 = linalg.add ins(%f0_1, %g0#2 : tensor<512x512xf32>, tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %f0_3 = linalg.add ins(%f0_2, %g0#3 : tensor<512x512xf32>, tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %f0_4 = linalg.add ins(%f0_3, %g0#4 : tensor<512x512xf32>, tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %f0_5 = linalg.add ins(%f0_4, %g0#5 : tensor<512x512xf32>, tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %f0_6 = linalg.add ins(%f0_5, %g0#6 : tensor<512x512xf32>, tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %f0_7 = linalg.add ins(%f0_6, %g0#7 : tensor<512x512xf32>, tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %f0_8 = linalg.add ins(%f0_7, %g0#8 : tensor<512x512xf32>, tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %s1_0 = tensor.extract_slice %w0[1, 0, 0] [1, 256, 512] [1, 1, 1] : tensor<2x256x512xf32> to tensor<1x256x512xf32>
  %r1_0 = tensor.collapse_shape %s1_0 [[0, 1], [2]] : tensor<1x256x512xf32> into tensor<256x512xf32>
  %s1_1 = tensor.extract_slice %w1[1, 0, 0] [1, 256, 512] [1, 1, 1] : tensor<2x256x512xf32> to tensor<1x256x512xf32>
  %r1_1 = tensor.collapse_shape %s1_1 [[0, 1], [2]] : tensor<1x256x512xf32> into tensor<256x512xf32>
  %s1_2 = tensor.extract_slice %w2[1, 0, 0] [1, 256, 512] [1, 1, 1] : tensor<2x256x512xf32> to tensor<1x256x512xf32>
  %r1_2 = tensor.collapse_shape %s1_2 [[0, 1], [2]] : tensor<1x256x512xf32> into tensor<256x512xf32>
  %s1_3 = tensor.extract_slice %w3[1, 0, 0] [1, 256, 512] [1, 1, 1] : tensor<2x256x512xf32> to tensor<1x256x512xf32>
  %r1_3 = tensor.collapse_shape %s1_3 [[0, 1], [2]] : tensor<1x256x512xf32> into tensor<256x512xf32>
  %s1_4 = tensor.extract_slice %w4[1, 0, 0] [1, 256, 512] [1, 1, 1] : tensor<2x256x512xf32> to tensor<1x256x512xf32>
  %r1_4 = tensor.collapse_shape %s1_4 [[0, 1], [2]] : tensor<1x256x512xf32> into tensor<256x512xf32>
  %s1_5 = tensor.extract_slice %w5[1, 0, 0] [1, 256, 512] [1, 1, 1] : tensor<2x256x512xf32> to tensor<1x256x512xf32>
  %r1_5 = tensor.collapse_shape %s1_5 [[0, 1], [2]] : tensor<1x256x512xf32> into tensor<256x512xf32>
  %s1_6 = tensor.extract_slice %w6[1, 0, 0] [1, 256, 512] [1, 1, 1] : tensor<2x256x512xf32> to tensor<1x256x512xf32>
  %r1_6 = tensor.collapse_shape %s1_6 [[0, 1], [2]] : tensor<1x256x512xf32> into tensor<256x512xf32>
  %s1_7 = tensor.extract_slice %w7[1, 0, 0] [1, 256, 512] [1, 1, 1] : tensor<2x256x512xf32> to tensor<1x256x512xf32>
  %r1_7 = tensor.collapse_shape %s1_7 [[0, 1], [2]] : tensor<1x256x512xf32> into tensor<256x512xf32>
  %s1_8 = tensor.extract_slice %w8[1, 0, 0] [1, 256, 512] [1, 1, 1] : tensor<2x256x512xf32> to tensor<1x256x512xf32>
  %r1_8 = tensor.collapse_shape %s1_8 [[0, 1], [2]] : tensor<1x256x512xf32> into tensor<256x512xf32>
  %g1:9 = fsdp.all_gather %r1_0, %r1_1, %r1_2, %r1_3, %r1_4, %r1_5, %r1_6, %r1_7, %r1_8 on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "layers.1"} : (tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x512xf32>) -> (tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>)
  %f1_0 = linalg.add ins(%f0_8, %g1#0 : tensor<512x512xf32>, tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %f1_1 = linalg.add ins(%f1_0, %g1#1 : tensor<512x512xf32>, tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %f1_2 = linalg.add ins(%f1_1, %g1#2 : tensor<512x512xf32>, tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %f1_3 = linalg.add ins(%f1_2, %g1#3 : tensor<512x512xf32>, tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %f1_4 = linalg.add ins(%f1_3, %g1#4 : tensor<512x512xf32>, tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %f1_5 = linalg.add ins(%f1_4, %g1#5 : tensor<512x512xf32>, tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %f1_6 = linalg.add ins(%f1_5, %g1#6 : tensor<512x512xf32>, tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %f1_7 = linalg.add ins(%f1_6, %g1#7 : tensor<512x512xf32>, tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %f1_8 = linalg.add ins(%f1_7, %g1#8 : tensor<512x512xf32>, tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  return %f1_8 : tensor<512x512xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=2]>

// A gather of a value computed from another gather's result (a batch
// argument given a unit, so gathered, scaled by a gathered gain): only
// values computed from arguments alone move with a gather, so the second
// gather waits for the first and the scaling, and neither is recomputed.
// CHECK-LABEL: func.func @gather_of_a_gathered_value
// CHECK: %[[G:.*]] = fsdp.all_gather_start %arg0
// CHECK: %[[GAIN:.*]] = fsdp.wait %[[G]]
// CHECK: %[[SCALED:.*]] = linalg.mul {{.*}}ins(%[[GAIN]], %arg1
// CHECK: %[[X:.*]] = fsdp.all_gather_start %[[SCALED]]
// CHECK-NOT: fsdp.all_gather_start
// CHECK: fsdp.wait %[[X]]
func.func @gather_of_a_gathered_value(%gain: tensor<256xf32>, %x: tensor<512xf32>) -> tensor<1024xf32> {
  %g = fsdp.all_gather %gain on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "layer"} : (tensor<256xf32>) -> tensor<512xf32>
  %e = tensor.empty() : tensor<512xf32>
  %scaled = linalg.mul ins(%g, %x : tensor<512xf32>, tensor<512xf32>) outs(%e : tensor<512xf32>) -> tensor<512xf32>
  %gx = fsdp.all_gather %scaled on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "layer"} : (tensor<512xf32>) -> tensor<1024xf32>
  %e2 = tensor.empty() : tensor<1024xf32>
  %out = linalg.exp ins(%gx : tensor<1024xf32>) outs(%e2 : tensor<1024xf32>) -> tensor<1024xf32>
  return %out : tensor<1024xf32>
}
