// HSDP (a replica x shard mesh): each gradient is reduce-scattered over
// "shard", then its shard all-reduced over "replica". The all-reduce carries
// its reduce-scatter's unit, fsdp-bucket merges a unit's all-reduces as it
// merges their reduce-scatters, and fsdp-schedule places each bucket as an
// asynchronous reduction on the replica stream: issued at or after its
// reduce-scatter's wait (it reads the waited shards) and waited before the
// update that reads it. The MLP example has three units.
// RUN: fsdp-opt %fsdpc_src_root/examples/ir/mlp.mlir --fsdp-partition="mesh=replica=2,shard=2" | FileCheck %s --check-prefix=PART
// RUN: fsdp-opt %fsdpc_src_root/examples/ir/mlp.mlir --fsdp-partition="mesh=replica=2,shard=2" --fsdp-bucket | FileCheck %s --check-prefix=BUCKET
// RUN: fsdp-opt %fsdpc_src_root/examples/ir/mlp.mlir --fsdp-pipeline="mesh=replica=2,shard=2 policy=none" \
// RUN:   | FileCheck %s --check-prefix=NONE --implicit-check-not="fsdp.all_reduce sum"
// RUN: fsdp-opt %fsdpc_src_root/examples/ir/mlp.mlir --fsdp-pipeline="mesh=replica=2,shard=2 policy=fsdp updates-in-backward=false trace=%t.trace.json" \
// RUN:   | FileCheck %s --check-prefix=FSDP --implicit-check-not="fsdp.all_reduce sum"
// RUN: FileCheck %s --check-prefix=TRACE --input-file=%t.trace.json
// RUN: fsdp-opt %s --fsdp-schedule=policy=none | FileCheck %s --check-prefix=DDP
// RUN: fsdp-opt %fsdpc_src_root/examples/ir/mlp.mlir --fsdp-pipeline="mesh=replica=2,shard=2 policy=fsdp" -mlir-print-debuginfo \
// RUN:   | fsdp-translate --dump=json | FileCheck %s --check-prefix=EXEC

// The partitioner labels the replica all-reduce with its reduce-scatter's
// unit.
// PART-LABEL: func.func @train_step
// PART: %[[RS:.*]] = fsdp.reduce_scatter sum %{{.*}} on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "layers.0"} : (tensor<30xf32>) -> tensor<15xf32>
// PART-NEXT: fsdp.all_reduce sum %[[RS]] on @mesh axes = ["replica"] {fsdp.unit = "layers.0"} : tensor<15xf32>
// The loss is no unit's.
// PART: fsdp.all_reduce sum %{{.*}} on @mesh axes = ["replica", "shard"] : tensor<f32>

// One all-reduce per unit, right after the unit's reduce-scatter bucket.
// BUCKET-LABEL: func.func @train_step
// BUCKET: %[[RS2:.*]]:2 = fsdp.reduce_scatter sum {{.*}} {fsdp.unit = "layers.2"}
// BUCKET-NEXT: fsdp.all_reduce sum %[[RS2]]#0, %[[RS2]]#1 on @mesh axes = ["replica"] {fsdp.unit = "layers.2"} : tensor<3xf32>, tensor<15x5xf32>
// BUCKET: %[[RS1:.*]]:2 = fsdp.reduce_scatter sum {{.*}} {fsdp.unit = "layers.1"}
// BUCKET-NEXT: fsdp.all_reduce sum %[[RS1]]#0, %[[RS1]]#1 on @mesh axes = ["replica"] {fsdp.unit = "layers.1"}
// BUCKET: %[[RS0:.*]]:2 = fsdp.reduce_scatter sum {{.*}} {fsdp.unit = "layers.0"}
// BUCKET-NEXT: fsdp.all_reduce sum %[[RS0]]#0, %[[RS0]]#1 on @mesh axes = ["replica"] {fsdp.unit = "layers.0"}
// BUCKET-NOT: fsdp.all_reduce sum %{{.*}} on @mesh axes = ["replica"]

// none: the chain is synchronous, each wait right after its start. A
// two-member all-reduce communicates through planned staging.
// NONE-LABEL: func.func @train_step
// NONE: %[[RS2:.*]] = fsdp.reduce_scatter_start sum {{.*}}fsdp.unit = "layers.2"
// NONE-NEXT: %[[W2:.*]]:2 = fsdp.wait %[[RS2]]
// NONE-NEXT: %[[AR2:.*]] = fsdp.all_reduce_start sum %[[W2]]#0, %[[W2]]#1 on @mesh axes = ["replica"] {fsdp.offsets = array<i64: {{[0-9]+}}>, fsdp.predicted_s = {{.*}} : f64, fsdp.staging_offset = {{[0-9]+}} : i64, fsdp.unit = "layers.2"}
// NONE-NEXT: fsdp.wait %[[AR2]]
// NONE: %[[RS0:.*]] = fsdp.reduce_scatter_start sum {{.*}}fsdp.unit = "layers.0"
// NONE-NEXT: %[[W0:.*]]:2 = fsdp.wait %[[RS0]]
// NONE-NEXT: %[[AR0:.*]] = fsdp.all_reduce_start sum %[[W0]]#0, %[[W0]]#1 on @mesh axes = ["replica"]
// NONE-NEXT: fsdp.wait %[[AR0]]

// fsdp: a reduce-scatter is waited where the next one is issued; its
// all-reduce is issued there and waited where the reduce-scatter after it is
// issued, overlapping a unit of backward. At one position the starts go
// ahead of the waits, as the cost model replays them: the next
// reduce-scatter is queued on the shard stream before the host waits (for
// layers.0's, before it waits for layers.2's all-reduce on the replica
// stream), except the all-reduce, which reads the shards waited there and
// follows that wait. The last unit's chain ends backward; each all-reduce is
// waited before the update that reads it. The updates stay where the step
// computes them (`updates-in-backward=false`; in fsdp-updates-in-backward.mlir
// that pass moves a chain's update into backward).
// FSDP-LABEL: func.func @train_step
// FSDP: %[[RS2:.*]] = fsdp.reduce_scatter_start sum {{.*}}fsdp.unit = "layers.2"
// FSDP: %[[RS1:.*]] = fsdp.reduce_scatter_start sum {{.*}}fsdp.unit = "layers.1"
// FSDP-NEXT: %[[W2:.*]]:2 = fsdp.wait %[[RS2]]
// FSDP-NEXT: %[[AR2:.*]] = fsdp.all_reduce_start sum %[[W2]]#0, %[[W2]]#1 on @mesh axes = ["replica"] {{.*}}fsdp.unit = "layers.2"
// FSDP: %[[RS0:.*]] = fsdp.reduce_scatter_start sum {{.*}}fsdp.unit = "layers.0"
// FSDP-NEXT: %[[G2:.*]]:2 = fsdp.wait %[[AR2]]
// FSDP-NEXT: %[[W1:.*]]:2 = fsdp.wait %[[RS1]]
// FSDP-NEXT: %[[AR1:.*]] = fsdp.all_reduce_start sum %[[W1]]#0, %[[W1]]#1 on @mesh axes = ["replica"]
// FSDP: %[[W0:.*]]:2 = fsdp.wait %[[RS0]]
// FSDP-NEXT: %[[AR0:.*]] = fsdp.all_reduce_start sum %[[W0]]#0, %[[W0]]#1 on @mesh axes = ["replica"]
// FSDP-NEXT: %[[G0:.*]]:2 = fsdp.wait %[[AR0]]
// FSDP-NEXT: linalg.generic {{.*}} ins(%arg0, %[[G0]]#0 :
// FSDP: %[[G1:.*]]:2 = fsdp.wait %[[AR1]]
// FSDP-NEXT: linalg.generic {{.*}} ins(%arg2, %[[G1]]#0 :
// FSDP: linalg.generic {{.*}} ins(%arg4, %[[G2]]#0 :

// The schedule prices each all-reduce as a collective on the replica
// stream (its own track), not as compute.
// TRACE: "name": "comm replica"
// TRACE-NEXT: },
// TRACE-NEXT: "name": "thread_name",
// TRACE-NEXT: "ph": "M",
// TRACE-NEXT: "pid": 0,
// TRACE-NEXT: "tid": [[REPLICA:[0-9]+]]
// TRACE: "name": "all_reduce layers.2",
// TRACE-NEXT: "ph": "X",
// TRACE-NEXT: "pid": 0,
// TRACE-NEXT: "tid": [[REPLICA]]

// fsdp-translate gives each set of mesh axes its queue: the compute queue,
// "shard" (axis 1), "replica" x "shard" (the loss), then "replica" (axis 0),
// which runs the three units' all-reduce buckets and nothing else.
// EXEC-LABEL: "queues": [
// EXEC: "kind": "all_reduce",
// EXEC: "axes": [
// EXEC-NEXT: 0
// EXEC-NEXT: ],
// EXEC-NEXT: "instructions": [
// EXEC-COUNT-3: "kind": "all_reduce",
// EXEC-NOT: "kind":

// A mesh whose shard axis has one rank (plain data parallelism): nothing is
// gathered, so a gradient is computed from the arguments alone. It is still
// computed where the program computes it, after the forward op, and its
// all-reduce is issued after it (only a gather's inputs are recomputed at
// its issue point).
// DDP-LABEL: func.func @ddp
// DDP: %[[Y:.*]] = linalg.add {{.*}}ins(%arg0, %arg1
// DDP: %[[G:.*]] = linalg.mul {{.*}}ins(%arg0, %arg1
// DDP-NEXT: %[[S:.*]] = fsdp.all_reduce_start sum %[[G]] on @dp axes = ["replica"]
// DDP-NEXT: %[[W:.*]] = fsdp.wait %[[S]]
// DDP: %[[U:.*]] = linalg.sub {{.*}}ins(%arg0, %[[W]]
// DDP-NEXT: return %[[U]], %[[Y]]
fsdp.mesh @dp = <["replica"=2, "shard"=1]>
func.func @ddp(%w: tensor<4xf32>, %x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %e0 = tensor.empty() : tensor<4xf32>
  %y = linalg.add ins(%w, %x : tensor<4xf32>, tensor<4xf32>) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %g = linalg.mul ins(%w, %x : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = fsdp.all_reduce sum %g on @dp axes = ["replica"] {fsdp.unit = "w"} : tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %u = linalg.sub ins(%w, %r : tensor<4xf32>, tensor<4xf32>) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  return %u, %y : tensor<4xf32>, tensor<4xf32>
}
