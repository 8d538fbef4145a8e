// fsdp-schedule issues the collectives one position starts in the order they
// are waited, not in the order the program lists them: here l1's gather is
// written before l0's, but l0 is used first. ZeRO-3 prefetches two instances
// ahead, so l0's gather, l1's and l1's re-gather for backward are all issued
// before the first op; l0's goes first (and is waited there), so that it is
// not queued behind two needed later.
// RUN: fsdp-opt %s --fsdp-schedule="policy=zero3 device=%S/Inputs/slow-link.json" | FileCheck %s

// CHECK-LABEL: func.func @step
// CHECK: %[[L0:.*]] = fsdp.all_gather_start %arg0
// CHECK-NEXT: %[[G0:.*]] = fsdp.wait %[[L0]]
// CHECK-NEXT: %[[L1:.*]] = fsdp.all_gather_start %arg1
// CHECK-NEXT: %[[L1_AGAIN:.*]] = fsdp.all_gather_start %arg1
// CHECK-NEXT: linalg.add {{.*}}ins(%arg2, %[[G0]]
// CHECK: fsdp.wait %[[L1]]
// CHECK: fsdp.wait %[[L1_AGAIN]]

fsdp.mesh @mesh = <["shard"=2]>
func.func @step(%w0: tensor<256x512xf32>, %w1: tensor<256x512xf32>, %x: tensor<512x512xf32>)
    -> (tensor<256x512xf32>, tensor<256x512xf32>) {
  %g1 = fsdp.all_gather %w1 on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "l1"} : (tensor<256x512xf32>) -> tensor<512x512xf32>
  %g0 = fsdp.all_gather %w0 on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "l0"} : (tensor<256x512xf32>) -> tensor<512x512xf32>
  %e = tensor.empty() : tensor<512x512xf32>
  %f0 = linalg.add ins(%x, %g0 : tensor<512x512xf32>, tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %f1 = linalg.add ins(%f0, %g1 : tensor<512x512xf32>, tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %a = linalg.exp ins(%f1 : tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %b = linalg.exp ins(%a : tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %d1 = linalg.mul ins(%b, %g1 : tensor<512x512xf32>, tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %d0 = linalg.mul ins(%d1, %g0 : tensor<512x512xf32>, tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %r1 = fsdp.reduce_scatter sum %d1 on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "l1"} : (tensor<512x512xf32>) -> tensor<256x512xf32>
  %r0 = fsdp.reduce_scatter sum %d0 on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "l0"} : (tensor<512x512xf32>) -> tensor<256x512xf32>
  %es = tensor.empty() : tensor<256x512xf32>
  %u0 = linalg.sub ins(%w0, %r0 : tensor<256x512xf32>, tensor<256x512xf32>) outs(%es : tensor<256x512xf32>) -> tensor<256x512xf32>
  %u1 = linalg.sub ins(%w1, %r1 : tensor<256x512xf32>, tensor<256x512xf32>) outs(%es : tensor<256x512xf32>) -> tensor<256x512xf32>
  return %u0, %u1 : tensor<256x512xf32>, tensor<256x512xf32>
}
