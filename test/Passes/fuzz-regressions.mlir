// Inputs the mutation fuzzer (test/fuzz/mutate.py) once crashed fsdp-opt on;
// each must now be handled. Found in test/fuzz/crashers/.
// RUN: fsdp-opt %s -split-input-file --fsdp-schedule --fsdp-plan-memory | FileCheck %s
// RUN: fsdp-opt %s -split-input-file --fsdp-partition | FileCheck %s --check-prefix=PARTITION
// RUN: fsdp-opt %s -split-input-file --fsdp-form-kernels --fsdp-horizontal-fusion | FileCheck %s --check-prefix=KERNELS

// A tensor of `index` elements (8 bytes each) is planned like any other.
// CHECK-LABEL: func.func @index_elements
// CHECK-SAME: fsdp.memory_plan = {alignment = 256 : i64, arena_bytes = 256 : i64
// PARTITION-LABEL: func.func @index_elements
func.func @index_elements(%x: tensor<4xindex>) {
  return
}

// -----

// A declaration with a sharded argument has no body to partition, nor
// kernels to form.
fsdp.mesh @mesh = <["shard"=2]>
// CHECK-LABEL: func.func private @declared
// KERNELS-LABEL: func.func private @declared
// PARTITION-LABEL: func.func private @declared
// PARTITION-SAME: tensor<4xf32> {fsdp.global_type = tensor<8xf32>
func.func private @declared(%w: tensor<4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.global_type = tensor<8xf32>})

