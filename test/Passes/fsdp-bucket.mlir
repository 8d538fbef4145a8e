// RUN: fsdp-opt %s -split-input-file -verify-diagnostics --pass-pipeline="builtin.module(func.func(fsdp-bucket))" | FileCheck %s
// RUN: fsdp-opt %s -split-input-file -verify-diagnostics --pass-pipeline="builtin.module(func.func(fsdp-bucket{bucket-bytes=4096}))" | FileCheck %s --check-prefix=BYTES
// RUN: fsdp-opt %s -split-input-file -verify-diagnostics --pass-pipeline="builtin.module(func.func(fsdp-bucket{by-unit=false}))" | FileCheck %s --check-prefix=NOUNIT

fsdp.mesh @mesh = <["shard"=2]>

// By unit: one gather for all of a unit's parameters, where its first member
// was; one reduce-scatter for its gradients, right after the last of them is
// computed. Another unit's and unit-less collectives stay apart.
// CHECK-LABEL: func.func @units
// CHECK-SAME: (%[[A:.*]]: tensor<2x4xf32>, %[[B:.*]]: tensor<2xf32>, %[[C:.*]]: tensor<2x4xf32>, %[[D:.*]]: tensor<2xf32>)
// CHECK: %[[G:.*]]:2 = fsdp.all_gather %[[A]], %[[B]] on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "u0"} : (tensor<2x4xf32>, tensor<2xf32>) -> (tensor<4x4xf32>, tensor<4xf32>)
// CHECK: %[[H:.*]] = fsdp.all_gather %[[C]] on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "u1"}
// CHECK: %[[X:.*]] = fsdp.all_gather %[[D]] on @mesh axes = ["shard"] dim = 0 :
// CHECK: %[[E1:.*]] = arith.addf %[[G]]#0, %[[H]]
// CHECK: %[[E2:.*]] = arith.addf %[[G]]#1, %[[X]]
// CHECK-NEXT: %[[R:.*]]:2 = fsdp.reduce_scatter sum %[[E1]], %[[E2]] on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "u0"}
// CHECK: return %[[R]]#0, %[[R]]#1
func.func @units(%a: tensor<2x4xf32>, %b: tensor<2xf32>, %c: tensor<2x4xf32>, %d: tensor<2xf32>)
    -> (tensor<2x4xf32>, tensor<2xf32>) {
  %ga = fsdp.all_gather %a on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "u0"} : (tensor<2x4xf32>) -> tensor<4x4xf32>
  %gc = fsdp.all_gather %c on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "u1"} : (tensor<2x4xf32>) -> tensor<4x4xf32>
  %gb = fsdp.all_gather %b on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "u0"} : (tensor<2xf32>) -> tensor<4xf32>
  %gd = fsdp.all_gather %d on @mesh axes = ["shard"] dim = 0 : (tensor<2xf32>) -> tensor<4xf32>
  %e1 = arith.addf %ga, %gc : tensor<4x4xf32>
  %r1 = fsdp.reduce_scatter sum %e1 on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "u0"} : (tensor<4x4xf32>) -> tensor<2x4xf32>
  %e2 = arith.addf %gb, %gd : tensor<4xf32>
  %r2 = fsdp.reduce_scatter sum %e2 on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "u0"} : (tensor<4xf32>) -> tensor<2xf32>
  return %r1, %r2 : tensor<2x4xf32>, tensor<2xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=2]>

// A bucket is one typed message: a unit's bf16 gradients (of weights cast
// inside the step) and its f32 ones are reduce-scattered in two buckets.
// CHECK-LABEL: func.func @element_types
// CHECK-SAME: (%[[W1:.*]]: tensor<4x4xbf16>, %[[W2:.*]]: tensor<4x4xbf16>, %[[N:.*]]: tensor<4xf32>)
// CHECK: %[[RW:.*]]:2 = fsdp.reduce_scatter sum %[[W1]], %[[W2]] on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "u0"} : (tensor<4x4xbf16>, tensor<4x4xbf16>) -> (tensor<2x4xbf16>, tensor<2x4xbf16>)
// CHECK: %[[RN:.*]] = fsdp.reduce_scatter sum %[[N]] on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "u0"} : (tensor<4xf32>) -> tensor<2xf32>
// CHECK: return %[[RW]]#0, %[[RN]], %[[RW]]#1
func.func @element_types(%w1: tensor<4x4xbf16>, %w2: tensor<4x4xbf16>, %n: tensor<4xf32>)
    -> (tensor<2x4xbf16>, tensor<2xf32>, tensor<2x4xbf16>) {
  %r1 = fsdp.reduce_scatter sum %w1 on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "u0"} : (tensor<4x4xbf16>) -> tensor<2x4xbf16>
  %r2 = fsdp.reduce_scatter sum %n on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "u0"} : (tensor<4xf32>) -> tensor<2xf32>
  %r3 = fsdp.reduce_scatter sum %w2 on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "u0"} : (tensor<4x4xbf16>) -> tensor<2x4xbf16>
  return %r1, %r2, %r3 : tensor<2x4xbf16>, tensor<2xf32>, tensor<2x4xbf16>
}

// -----

fsdp.mesh @mesh = <["shard"=2]>

// A member read before its bucket could be issued stays alone.
// CHECK-LABEL: func.func @early_reader
// CHECK: %[[R1:.*]] = fsdp.reduce_scatter sum %{{.*}} on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "u0"} : (tensor<4xf32>) -> tensor<2xf32>
// CHECK-NEXT: %[[USE:.*]] = arith.negf %[[R1]]
// CHECK: fsdp.reduce_scatter sum %{{.*}} on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "u0"} : (tensor<4xf32>) -> tensor<2xf32>
func.func @early_reader(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %r1 = fsdp.reduce_scatter sum %x on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "u0"} : (tensor<4xf32>) -> tensor<2xf32>
  %n = arith.negf %r1 : tensor<2xf32>
  %z = arith.addf %y, %y : tensor<4xf32>
  %r2 = fsdp.reduce_scatter sum %z on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "u0"} : (tensor<4xf32>) -> tensor<2xf32>
  return %n, %r2 : tensor<2xf32>, tensor<2xf32>
}

// -----

fsdp.mesh @mesh = <["replica"=2, "shard"=2]>

// By size: unit-less collectives of one kind and axes merge in program order
// until a bucket holds 4096 bytes (here 2 x 2048); other axes stay apart.
// BYTES-LABEL: func.func @sizes
// BYTES: fsdp.all_gather %{{.*}}, %{{.*}} on @mesh axes = ["shard"] dim = 0 : (tensor<256xf32>, tensor<256xf32>) -> (tensor<512xf32>, tensor<512xf32>)
// BYTES: fsdp.all_gather %{{.*}} on @mesh axes = ["shard"] dim = 0 : (tensor<256xf32>) -> tensor<512xf32>
// BYTES: fsdp.all_gather %{{.*}} on @mesh axes = ["replica"] dim = 0
// CHECK-LABEL: func.func @sizes
// CHECK-COUNT-4: fsdp.all_gather %{{[a-z0-9]+}} on
// NOUNIT-LABEL: func.func @sizes
// NOUNIT-COUNT-4: fsdp.all_gather %{{[a-z0-9]+}} on
func.func @sizes(%a: tensor<256xf32>, %b: tensor<256xf32>, %c: tensor<256xf32>, %d: tensor<256xf32>)
    -> (tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) {
  %ga = fsdp.all_gather %a on @mesh axes = ["shard"] dim = 0 : (tensor<256xf32>) -> tensor<512xf32>
  %gb = fsdp.all_gather %b on @mesh axes = ["shard"] dim = 0 : (tensor<256xf32>) -> tensor<512xf32>
  %gc = fsdp.all_gather %c on @mesh axes = ["shard"] dim = 0 : (tensor<256xf32>) -> tensor<512xf32>
  %gd = fsdp.all_gather %d on @mesh axes = ["replica"] dim = 0 : (tensor<256xf32>) -> tensor<512xf32>
  return %ga, %gb, %gc, %gd : tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=2]>

// by-unit=false: units are not buckets (and without bucket-bytes nothing
// merges).
// NOUNIT-LABEL: func.func @no_units
// NOUNIT-COUNT-2: fsdp.all_gather %{{[a-z0-9]+}} on
func.func @no_units(%a: tensor<2xf32>, %b: tensor<2xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %ga = fsdp.all_gather %a on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "u0"} : (tensor<2xf32>) -> tensor<4xf32>
  %gb = fsdp.all_gather %b on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "u0"} : (tensor<2xf32>) -> tensor<4xf32>
  return %ga, %gb : tensor<4xf32>, tensor<4xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=2]>

// A merged bucket is one packed message until fsdp-collective-messages
// chooses otherwise for its members together: a member's per_member is not
// inherited, which would also send the uneven 3-row gradient as it lies.
// CHECK-LABEL: func.func @form_not_inherited
// CHECK: fsdp.reduce_scatter sum %{{.*}}, %{{.*}} on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "u0"} :
func.func @form_not_inherited(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<3xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
  %ra:2 = fsdp.reduce_scatter sum %a, %b on @mesh axes = ["shard"] dim = 0 per_member {fsdp.unit = "u0"} : (tensor<4xf32>, tensor<4xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  %rc = fsdp.reduce_scatter sum %c on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "u0"} : (tensor<3xf32>) -> tensor<2xf32>
  return %ra#0, %ra#1, %rc : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}
