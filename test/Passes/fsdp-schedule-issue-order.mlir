// fsdp-schedule issues the collectives one position starts in the order they
// are waited, not in the order the program lists them: here l1's gather is
// written before l0's, but l0 is used first. ZeRO-3 prefetches two instances
// ahead, so l0's gather, l1's and l1's re-gather for backward are all issued
// before the first op; l0's goes first, so that it is not queued behind two
// needed later. It is waited there too, after all three starts: the cost
// model issues every instance at a position before it waits for any.
// RUN: fsdp-opt %s -split-input-file --fsdp-schedule="policy=zero3 device=%S/Inputs/slow-link.json" | FileCheck %s
// RUN: fsdp-opt %s -split-input-file --fsdp-schedule="policy=none" | FileCheck %s --check-prefix=CHAIN

// CHECK-LABEL: func.func @step
// CHECK: %[[L0:.*]] = fsdp.all_gather_start %arg0
// CHECK-NEXT: %[[L1:.*]] = fsdp.all_gather_start %arg1
// CHECK-NEXT: %[[L1_AGAIN:.*]] = fsdp.all_gather_start %arg1
// CHECK-NEXT: %[[G0:.*]] = fsdp.wait %[[L0]]
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

// -----

// HSDP chains at one position: `none` issues and waits both reduce-scatters
// after %d, then both all-reduces. Each all-reduce reads a wait, so it
// follows that wait; b's comes first in the program, so it is issued first
// (the replica stream's FIFO order the cost model replays), and a's, whose
// input is waited earlier, still goes after b's.
// CHAIN-LABEL: func.func @crossed
// CHAIN: %[[D:.*]] = linalg.mul
// CHAIN-NEXT: %[[SA:.*]] = fsdp.reduce_scatter_start sum %[[D]] {{.*}}fsdp.unit = "a"
// CHAIN-NEXT: %[[SB:.*]] = fsdp.reduce_scatter_start sum %[[D]] {{.*}}fsdp.unit = "b"
// CHAIN-NEXT: %[[WA:.*]] = fsdp.wait %[[SA]]
// CHAIN-NEXT: %[[WB:.*]] = fsdp.wait %[[SB]]
// CHAIN-NEXT: %[[AB:.*]] = fsdp.all_reduce_start sum %[[WB]] {{.*}}fsdp.unit = "b"
// CHAIN-NEXT: %[[AA:.*]] = fsdp.all_reduce_start sum %[[WA]] {{.*}}fsdp.unit = "a"
// CHAIN-NEXT: fsdp.wait %[[AB]]
// CHAIN-NEXT: fsdp.wait %[[AA]]
fsdp.mesh @hsdp = <["replica"=2, "shard"=2]>
func.func @crossed(%wa: tensor<2x4xf32>, %wb: tensor<2x4xf32>, %x: tensor<4x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>) {
  %e = tensor.empty() : tensor<4x4xf32>
  %d = linalg.mul ins(%x, %x : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %sa = fsdp.reduce_scatter sum %d on @hsdp axes = ["shard"] dim = 0 {fsdp.unit = "a"} : (tensor<4x4xf32>) -> tensor<2x4xf32>
  %sb = fsdp.reduce_scatter sum %d on @hsdp axes = ["shard"] dim = 0 {fsdp.unit = "b"} : (tensor<4x4xf32>) -> tensor<2x4xf32>
  %rb = fsdp.all_reduce sum %sb on @hsdp axes = ["replica"] {fsdp.unit = "b"} : tensor<2x4xf32>
  %ra = fsdp.all_reduce sum %sa on @hsdp axes = ["replica"] {fsdp.unit = "a"} : tensor<2x4xf32>
  %es = tensor.empty() : tensor<2x4xf32>
  %ua = linalg.sub ins(%wa, %ra : tensor<2x4xf32>, tensor<2x4xf32>) outs(%es : tensor<2x4xf32>) -> tensor<2x4xf32>
  %ub = linalg.sub ins(%wb, %rb : tensor<2x4xf32>, tensor<2x4xf32>) outs(%es : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %ua, %ub : tensor<2x4xf32>, tensor<2x4xf32>
}
