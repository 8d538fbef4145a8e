// A collective of zero-size tensors (it moves nothing; the fuzzer once
// crashed fsdp-schedule's buffer liveness with one) is scheduled and planned,
// and takes no memory.
// RUN: fsdp-opt %s --fsdp-schedule --fsdp-plan-memory | FileCheck %s

fsdp.mesh @mesh = <["shard"=2]>
// CHECK-LABEL: func.func @zero_size_collective
// CHECK-SAME: arena_bytes = 0 : i64
// CHECK: %[[P:.*]] = fsdp.all_gather_start
// CHECK: %[[R:.*]] = fsdp.wait %[[P]]
// CHECK: return %[[R]]
func.func @zero_size_collective(%a: tensor<0xf32>) -> tensor<0xf32> {
  %r = fsdp.all_gather %a on @mesh axes = ["shard"] dim = 0 : (tensor<0xf32>) -> tensor<0xf32>
  return %r : tensor<0xf32>
}
