// Structural checks of fsdp-partition on the committed example programs
// (examples/ir, lowered from examples/*.py): every parameter is gathered from
// its own shard exactly once and its gradient reduce-scattered exactly once,
// the loss is the only value all-reduced, and the same global program
// partitions for every world size whose ranks divide the batch of 12.

// RUN: fsdp-opt %fsdpc_src_root/examples/ir/gpt.mlir --fsdp-partition="world-size=1" | FileCheck %s --check-prefix=GPT
// RUN: fsdp-opt %fsdpc_src_root/examples/ir/gpt.mlir --fsdp-partition="world-size=2" | FileCheck %s --check-prefix=GPT
// RUN: fsdp-opt %fsdpc_src_root/examples/ir/gpt.mlir --fsdp-partition="world-size=3" | FileCheck %s --check-prefix=GPT
// RUN: fsdp-opt %fsdpc_src_root/examples/ir/gpt.mlir --fsdp-partition="world-size=4" | FileCheck %s --check-prefix=GPT
// RUN: fsdp-opt %fsdpc_src_root/examples/ir/gpt.mlir --fsdp-partition="world-size=6" | FileCheck %s --check-prefix=GPT
// RUN: not fsdp-opt %fsdpc_src_root/examples/ir/gpt.mlir --fsdp-partition="world-size=5" 2>&1 | FileCheck %s --check-prefix=FIVE
// RUN: fsdp-opt %fsdpc_src_root/examples/ir/mlp.mlir --fsdp-partition="mesh=replica=2,shard=2" | FileCheck %s --check-prefix=MLP
// RUN: fsdp-opt %fsdpc_src_root/examples/ir/mlp.mlir --fsdp-partition="mesh=replica=1,shard=3" | FileCheck %s --check-prefix=MLP

// The GPT has 24 parameters, each gathered straight from its argument once.
// GPT-COUNT-24: fsdp.all_gather %arg
// GPT-NOT: fsdp.all_gather
// GPT-COUNT-24: fsdp.reduce_scatter sum
// GPT-NOT: fsdp.reduce_scatter
// GPT: fsdp.all_reduce sum %{{.*}} on @mesh axes = ["shard"] : tensor<f32>
// GPT-NOT: fsdp.all_reduce
// GPT-NOT: fsdp.all_gather

// Both batch arguments are reported, by their names (the frontend's
// locations), and the function is not printed.
// FIVE-NOT: see current operation
// FIVE: error: loc("batch.targets"): argument "batch.targets": its batch dimension 0 has 12 rows, which do not divide by the 5 ranks of mesh axis "shard"
// FIVE: error: loc("batch.tokens"): argument "batch.tokens": its batch dimension 0 has 12 rows, which do not divide by the 5 ranks of mesh axis "shard"
// FIVE-NOT: see current operation

// The MLP (HSDP) has 6 parameters; each gradient shard is reduced within a
// replica group and then across replicas; the loss over both axes.
// MLP-COUNT-6: fsdp.all_gather %arg{{[0-9]+}} on @mesh axes = ["shard"]
// MLP-NOT: fsdp.all_gather
// MLP-COUNT-6: fsdp.reduce_scatter sum {{.*}} on @mesh axes = ["shard"] {{.*}}{{[[:space:]].*}}fsdp.all_reduce sum {{.*}} on @mesh axes = ["replica"]
// MLP: fsdp.all_reduce sum %{{.*}} on @mesh axes = ["replica", "shard"] : tensor<f32>
