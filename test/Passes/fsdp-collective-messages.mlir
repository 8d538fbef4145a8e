// RUN: fsdp-opt %s -split-input-file -verify-diagnostics --pass-pipeline="builtin.module(func.func(fsdp-collective-messages))" | FileCheck %s
// RUN: fsdp-opt %s -split-input-file -verify-diagnostics --pass-pipeline="builtin.module(func.func(fsdp-collective-messages{form=per-member}))" | FileCheck %s --check-prefix=ALL
// RUN: fsdp-opt %s -split-input-file -verify-diagnostics --pass-pipeline="builtin.module(func.func(fsdp-collective-messages{form=packed}))" | FileCheck %s --check-prefix=NONE
// RUN: fsdp-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(fsdp-collective-messages{form=per-member}),fsdp-schedule{policy=none},func.func(fsdp-plan-memory))" | FileCheck %s --check-prefix=PLAN
// RUN: not fsdp-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(fsdp-collective-messages{device=tpu}))" 2>&1 | FileCheck %s --check-prefix=DEVICE

fsdp.mesh @mesh = <["shard"=8]>

// A Llama-2 7B layer's two largest weights in bf16 (33.5 MB gathered each):
// on 8 H100s copying them through a staging buffer costs more than a second
// message's latency, so each is its own message. The gradients'
// reduce-scatter likewise. Forced, every allowed bucket is; packed, none.
// CHECK-LABEL: func.func @large_members
// CHECK-SAME: (%[[W:.*]]: tensor<512x4096xbf16>, %[[V:.*]]: tensor<512x4096xbf16>)
// CHECK: %[[G:.*]]:2 = fsdp.all_gather %[[W]], %[[V]] on @mesh axes = ["shard"] dim = 0 per_member :
// CHECK: fsdp.reduce_scatter sum %[[G]]#0, %[[G]]#1 on @mesh axes = ["shard"] dim = 0 per_member :
// ALL-LABEL: func.func @large_members
// ALL: fsdp.all_gather {{.*}} per_member
// ALL: fsdp.reduce_scatter {{.*}} per_member
// NONE-LABEL: func.func @large_members
// NONE-NOT: per_member
// PLAN-LABEL: func.func @large_members
// Per member: no staging buffer is planned for either collective, and the
// asynchronous start the schedule made keeps the form.
// PLAN-NOT: fsdp.staging_offset
// PLAN: fsdp.all_gather_start %{{.*}}, %{{.*}} on @mesh axes = ["shard"] dim = 0 per_member
// PLAN-NOT: fsdp.staging_offset
// PLAN: return
func.func @large_members(%w: tensor<512x4096xbf16>, %v: tensor<512x4096xbf16>)
    -> (tensor<512x4096xbf16>, tensor<512x4096xbf16>) {
  %g:2 = fsdp.all_gather %w, %v on @mesh axes = ["shard"] dim = 0
      : (tensor<512x4096xbf16>, tensor<512x4096xbf16>)
      -> (tensor<4096x4096xbf16>, tensor<4096x4096xbf16>)
  %r:2 = fsdp.reduce_scatter sum %g#0, %g#1 on @mesh axes = ["shard"] dim = 0
      : (tensor<4096x4096xbf16>, tensor<4096x4096xbf16>)
      -> (tensor<512x4096xbf16>, tensor<512x4096xbf16>)
  return %r#0, %r#1 : tensor<512x4096xbf16>, tensor<512x4096xbf16>
}

// -----

fsdp.mesh @mesh = <["shard"=8]>

// Already marked: the choice prices the packed form with its staging
// copies all the same, so the large members stay per member.
// CHECK-LABEL: func.func @large_members_marked
// CHECK: fsdp.all_gather %{{.*}}, %{{.*}} on @mesh axes = ["shard"] dim = 0 per_member :
// NONE-LABEL: func.func @large_members_marked
// NONE-NOT: per_member
// NONE: return
func.func @large_members_marked(%w: tensor<512x4096xbf16>, %v: tensor<512x4096xbf16>)
    -> (tensor<4096x4096xbf16>, tensor<4096x4096xbf16>) {
  %g:2 = fsdp.all_gather %w, %v on @mesh axes = ["shard"] dim = 0 per_member
      : (tensor<512x4096xbf16>, tensor<512x4096xbf16>)
      -> (tensor<4096x4096xbf16>, tensor<4096x4096xbf16>)
  return %g#0, %g#1 : tensor<4096x4096xbf16>, tensor<4096x4096xbf16>
}

// -----

fsdp.mesh @mesh = <["shard"=8]>

// Norm weights: a message each would pay eight latencies for a few
// kilobytes; copying 16 KB costs less. Packed by the cost model's choice,
// per member when forced.
// CHECK-LABEL: func.func @small_members
// CHECK-NOT: per_member
// CHECK: return
// ALL-LABEL: func.func @small_members
// ALL: fsdp.all_gather {{.*}} per_member
// PLAN-LABEL: func.func @small_members
// PLAN-NOT: fsdp.staging_offset
// PLAN: return
func.func @small_members(%a: tensor<128xf32>, %b: tensor<128xf32>, %c: tensor<128xf32>, %d: tensor<128xf32>)
    -> (tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) {
  %g:4 = fsdp.all_gather %a, %b, %c, %d on @mesh axes = ["shard"] dim = 0
      : (tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>)
      -> (tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>)
  return %g#0, %g#1, %g#2, %g#3 : tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=8]>

// What is never sent per member, even when forced: a reduce-scatter whose
// operand must be padded to split over 8 ranks (10 rows), one member alone
// (already in place), a gather along dimension 1, an all-reduce. A padded
// gather is allowed: its result buffer holds the padded message.
// ALL-LABEL: func.func @not_allowed
// ALL: fsdp.all_gather %{{.*}}, %{{.*}} on @mesh axes = ["shard"] dim = 0 per_member : (tensor<2x4096xbf16>, tensor<512x4096xbf16>)
// ALL: fsdp.reduce_scatter sum %{{.*}}, %{{.*}} on @mesh axes = ["shard"] dim = 0 :
// ALL: fsdp.all_gather %{{.*}} on @mesh axes = ["shard"] dim = 0 :
// ALL: fsdp.all_gather %{{.*}}, %{{.*}} on @mesh axes = ["shard"] dim = 1 :
// ALL: fsdp.all_reduce sum
// PLAN-LABEL: func.func @not_allowed
// The padded reduce-scatter is still staged.
// PLAN: fsdp.reduce_scatter {{.*}}fsdp.staging_offset
// NONE-LABEL: func.func @not_allowed
// A single member marked by hand is sent as one message like any other.
// NONE-NOT: per_member
// NONE: return
func.func @not_allowed(%a: tensor<2x4096xbf16>, %b: tensor<512x4096xbf16>, %c: tensor<10x4096xbf16>,
                       %d: tensor<4096x4096xbf16>, %e: tensor<512x4096xbf16>, %f: tensor<4096x64xbf16>,
                       %s: tensor<f32>, %t: tensor<f32>)
    -> (tensor<2x4096xbf16>, tensor<512x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x512xbf16>, tensor<4096x512xbf16>, tensor<f32>, tensor<f32>) {
  %g:2 = fsdp.all_gather %a, %b on @mesh axes = ["shard"] dim = 0
      : (tensor<2x4096xbf16>, tensor<512x4096xbf16>) -> (tensor<10x4096xbf16>, tensor<4096x4096xbf16>)
  %r:2 = fsdp.reduce_scatter sum %g#0, %d on @mesh axes = ["shard"] dim = 0
      : (tensor<10x4096xbf16>, tensor<4096x4096xbf16>) -> (tensor<2x4096xbf16>, tensor<512x4096xbf16>)
  %one = fsdp.all_gather %e on @mesh axes = ["shard"] dim = 0 per_member
      : (tensor<512x4096xbf16>) -> tensor<4096x4096xbf16>
  %cols:2 = fsdp.all_gather %f, %f on @mesh axes = ["shard"] dim = 1
      : (tensor<4096x64xbf16>, tensor<4096x64xbf16>) -> (tensor<4096x512xbf16>, tensor<4096x512xbf16>)
  %sum:2 = fsdp.all_reduce sum %s, %t on @mesh axes = ["shard"] : tensor<f32>, tensor<f32>
  return %r#0, %r#1, %one, %cols#0, %cols#1, %sum#0, %sum#1
      : tensor<2x4096xbf16>, tensor<512x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x512xbf16>, tensor<4096x512xbf16>, tensor<f32>, tensor<f32>
}

// -----

fsdp.mesh @mesh = <["shard"=8]>

// An empty member sends nothing (the runtime skips it): per member, the
// gather of an empty and a full tensor is priced as the full one alone.
// PLAN-LABEL: func.func @empty_member
// PLAN: fsdp.all_gather_start %{{.*}} on @mesh axes = ["shard"] dim = 0 {{{.*}}fsdp.predicted_s = [[ALONE:[0-9.E-]+]] : f64}
// PLAN: fsdp.all_gather_start %{{.*}}, %{{.*}} on @mesh axes = ["shard"] dim = 0 per_member {{{.*}}fsdp.predicted_s = [[ALONE]] : f64}
func.func @empty_member(%a: tensor<512x4096xbf16>, %b: tensor<512x4096xbf16>, %z: tensor<0x4096xbf16>)
    -> (tensor<4096x4096xbf16>, tensor<0x4096xbf16>, tensor<4096x4096xbf16>) {
  %g = fsdp.all_gather %a on @mesh axes = ["shard"] dim = 0
      : (tensor<512x4096xbf16>) -> tensor<4096x4096xbf16>
  %h:2 = fsdp.all_gather %z, %b on @mesh axes = ["shard"] dim = 0
      : (tensor<0x4096xbf16>, tensor<512x4096xbf16>) -> (tensor<0x4096xbf16>, tensor<4096x4096xbf16>)
  return %g, %h#0, %h#1 : tensor<4096x4096xbf16>, tensor<0x4096xbf16>, tensor<4096x4096xbf16>
}

// DEVICE: error: fsdp-collective-messages: unknown device 'tpu'
