// The whole pipeline on the example GPT: partition, bucket by unit, schedule,
// plan memory. No synchronous collective is left anywhere in the output (the
// implicit checks scan all of it), each unit is one bucket, and the function
// carries its schedule and memory plan.
// RUN: fsdp-opt %fsdpc_src_root/examples/ir/gpt.mlir --fsdp-pipeline="world-size=3 policy=fsdp report=%t.json" \
// RUN:   | FileCheck %s --implicit-check-not="fsdp.all_gather %" \
// RUN:       --implicit-check-not="fsdp.reduce_scatter sum" --implicit-check-not="fsdp.all_reduce sum"
// RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json
// RUN: not fsdp-opt %fsdpc_src_root/examples/ir/gpt.mlir --fsdp-pipeline="world-size=3 memory-budget=1KiB" 2>&1 | FileCheck %s --check-prefix=BUDGET
// RUN: not fsdp-opt %fsdpc_src_root/examples/ir/gpt.mlir --fsdp-pipeline="world-size=5" 2>&1 | FileCheck %s --check-prefix=BATCH

// CHECK: fsdp.mesh @mesh = <["shard"=3]>
// CHECK-LABEL: func.func @train_step
// CHECK-SAME: fsdp.memory_plan = {alignment = 256 : i64, arena_bytes =
// CHECK-SAME: fsdp.schedule = {alignment = 256 : i64, memory_budget_bytes = 85520809984 : i64, peak_bytes = {{[0-9]+}} : i64, policy = "fsdp"
// CHECK: fsdp.all_gather_start [[TEN:%[a-z0-9_]+, %[a-z0-9_]+, %[a-z0-9_]+, %[a-z0-9_]+, %[a-z0-9_]+, %[a-z0-9_]+, %[a-z0-9_]+, %[a-z0-9_]+, %[a-z0-9_]+, %[a-z0-9_]+]] on @mesh {{.*}}fsdp.unit = "blocks.0"
// CHECK: fsdp.reduce_scatter_start sum {{%[a-z0-9_#]+, %[a-z0-9_#]+, %[a-z0-9_#]+, %[a-z0-9_#]+, %[a-z0-9_#]+, %[a-z0-9_#]+, %[a-z0-9_#]+, %[a-z0-9_#]+, %[a-z0-9_#]+, %[a-z0-9_#]+}} on @mesh {{.*}}fsdp.unit = "blocks.1"

// The gpt example on the h100 preset computes far longer than it
// communicates.
// REPORT: "bound": "compute"
// REPORT: "policy": "fsdp"
// REPORT: "step_time_s"

// BUDGET: error: 'func.func' op no schedule fits: the most memory-frugal one needs an arena (its planned peak) of {{[0-9]+}} bytes
// BATCH: error: {{.*}}argument "batch.targets": its batch dimension 0 has 12 rows, which do not divide by the 5 ranks
