// fsdp-schedule on a two-unit step over a slow link (communication-bound):
// forward uses l0 then l1, backward l1 then l0, then the updates.
// RUN: fsdp-opt %s --fsdp-schedule="policy=none device=%S/Inputs/slow-link.json" | FileCheck %s --check-prefix=NONE
// RUN: fsdp-opt %s --fsdp-schedule="policy=fsdp device=%S/Inputs/slow-link.json" | FileCheck %s --check-prefix=FSDP
// RUN: fsdp-opt %s --fsdp-schedule="policy=auto device=%S/Inputs/slow-link.json" | FileCheck %s --check-prefix=KEEP
// RUN: fsdp-opt %s --fsdp-schedule="policy=fsdp-no-reshard device=%S/Inputs/slow-link.json" | FileCheck %s --check-prefix=NORESHARD
// RUN: fsdp-opt %s --fsdp-schedule="policy=zero3 device=%S/Inputs/slow-link.json" | FileCheck %s --check-prefix=ZERO3
// RUN: fsdp-opt %s --fsdp-schedule="policy=auto memory-budget=5767168 device=%S/Inputs/slow-link.json" | FileCheck %s --check-prefix=TIGHT
// RUN: fsdp-opt %s --fsdp-schedule="policy=auto device=%S/Inputs/slow-link.json report=%t.json trace=%t.trace.json" -o /dev/null
// RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json
// RUN: FileCheck %s --check-prefix=TRACE --input-file=%t.trace.json
// RUN: fsdp-opt %S/Inputs/state-updates.mlir --fsdp-schedule="policy=none report=%t.updates.json" -o /dev/null
// RUN: FileCheck %s --check-prefix=UPDATES --input-file=%t.updates.json

// FSDP2 with reshard_after_forward=False: each unit is gathered once and
// kept for backward.
// NORESHARD-LABEL: func.func @step
// NORESHARD-SAME: policy = "fsdp-no-reshard"
// NORESHARD-COUNT-2: fsdp.all_gather_start
// NORESHARD-NOT: fsdp.all_gather_start

// ZeRO-3: re-gathered for backward, two fetches in flight: l1's two
// instances are issued together while l0 computes, and l0's re-gather where
// l1's first instance is waited. At one position every start goes ahead of
// the waits (as the cost model replays it), so the re-gather is issued just
// before that wait.
// ZERO3-LABEL: func.func @step
// ZERO3-SAME: policy = "zero3"
// ZERO3: fsdp.all_gather_start %arg0
// ZERO3: %[[L1:.*]] = fsdp.all_gather_start %arg1
// ZERO3-NEXT: fsdp.all_gather_start %arg1
// ZERO3-NEXT: fsdp.wait
// ZERO3-NEXT: linalg.add
// ZERO3-NEXT: fsdp.all_gather_start %arg0
// ZERO3-NEXT: fsdp.wait %[[L1]]
// ZERO3-NEXT: linalg.add
// ZERO3-NOT: fsdp.all_gather_start

// none: every collective is waited where it is issued, and l0 and l1 are
// gathered again for backward. l0's re-gather and l1's reduce-scatter are
// issued at one position, both before either is waited.
// NONE-LABEL: func.func @step
// NONE-SAME: fsdp.schedule = {alignment = 256 : i64, memory_budget_bytes = 85520809984 : i64, peak_bytes = 5767168 : i64, policy = "none"
// Every priced op carries the cost model's time for it alone; l0's
// re-gather the same time as its first gather.
// NONE: %[[S0:.*]] = fsdp.all_gather_start %arg0 {{.*}}fsdp.predicted_s = [[L0_SECONDS:[0-9.eE+-]+]] : f64
// NONE-NEXT: %[[G0:.*]] = fsdp.wait %[[S0]]
// NONE-NEXT: linalg.add {fsdp.predicted_s = {{[0-9.eE+-]+}} : f64} ins(%arg2, %[[G0]]
// NONE: %[[S1:.*]] = fsdp.all_gather_start %arg1
// NONE-NEXT: fsdp.wait %[[S1]]
// NONE: %[[R1:.*]] = fsdp.all_gather_start %arg1
// NONE-NEXT: fsdp.wait %[[R1]]
// NONE: %[[R0:.*]] = fsdp.all_gather_start %arg0 {{.*}}fsdp.predicted_s = [[L0_SECONDS]] : f64
// NONE-NEXT: %[[RS:.*]] = fsdp.reduce_scatter_start sum
// NONE-NEXT: fsdp.wait %[[R0]]
// NONE-NEXT: fsdp.wait %[[RS]]
// NONE-NEXT: linalg.mul

// fsdp: the next unit's gather is issued before the current unit computes;
// in backward, l0's re-gather is issued before l1's reduce-scatter, so that it
// does not queue behind it; a reduce-scatter is waited (and its whole-size
// gradient freed) when the next one is issued. Where a start and a wait fall
// at one position, the start goes first.
// FSDP-LABEL: func.func @step
// FSDP: %[[S0:.*]] = fsdp.all_gather_start %arg0
// FSDP-NEXT: %[[S1:.*]] = fsdp.all_gather_start %arg1
// FSDP-NEXT: %[[G0:.*]] = fsdp.wait %[[S0]]
// FSDP-NEXT: linalg.add {{.*}}ins(%arg2, %[[G0]]
// FSDP: %[[A0:.*]] = fsdp.all_gather_start %arg0
// FSDP-NEXT: fsdp.wait
// FSDP-NEXT: %[[D1:.*]] = linalg.mul
// FSDP-NEXT: %[[RS1:.*]] = fsdp.reduce_scatter_start sum %[[D1]]
// FSDP-NEXT: %[[W0:.*]] = fsdp.wait %[[A0]]
// FSDP-NEXT: linalg.mul {{.*}}ins(%[[D1]], %[[W0]]
// FSDP-NEXT: %[[RS0:.*]] = fsdp.reduce_scatter_start sum
// FSDP-NEXT: fsdp.wait %[[RS1]]

// auto, loose budget: communication-bound, so both units are gathered once
// and kept for backward.
// KEEP-LABEL: func.func @step
// KEEP-SAME: policy = "auto"
// KEEP-COUNT-1: fsdp.all_gather_start %arg0
// KEEP-NOT: fsdp.all_gather_start %arg0

// auto, budget at the most frugal peak: l0 is gathered again for backward.
// TIGHT-LABEL: func.func @step
// TIGHT-SAME: peak_bytes = 5767168 : i64
// TIGHT-COUNT-2: fsdp.all_gather_start %arg0

// At 1 GB/s the gathers and reductions outlast the compute whatever is kept:
// communication-bound by the schedule-independent bound.
// REPORT: "bound": "communication"
// REPORT: "collective_s":
// REPORT: "compute_s":
// REPORT: "device": "slow-link"
// The figures it was priced with, as a --device file: slow-link's override
// over the h100 preset's.
// REPORT: "device_spec": {
// REPORT: "inter_node": {
// REPORT-NEXT: "bandwidth_bytes_per_s": 200000000000,
// REPORT: "intra_node": {
// REPORT-NEXT: "bandwidth_bytes_per_s": 1000000000,
// REPORT: "name": "slow-link",
// REPORT: "exposed_collective_s":
// REPORT: "lower_bound_s":
// REPORT: "memory_budget_bytes": 85520809984
// REPORT: "peak_bytes":
// REPORT: "policy": "auto"
// REPORT: "schedule_bound_s":
// REPORT: "step_time_s":

// The state updates (Inputs/state-updates.mlir): one written over its state,
// two copied into their slots after the step, each with its bytes and why.
// UPDATES: "state_updates": {
// UPDATES-NEXT: "copied": [
// UPDATES-NEXT: {
// UPDATES-NEXT: "argument": "opt_state.count",
// UPDATES-NEXT: "bytes": 4,
// UPDATES-NEXT: "reason": "the argument is read after its update is computed, by bias_correction at model.py:12"
// UPDATES-NEXT: },
// UPDATES-NEXT: {
// UPDATES-NEXT: "argument": "opt_state.v",
// UPDATES-NEXT: "bytes": 256,
// UPDATES-NEXT: "reason": "'linalg.negf' does not compute it element by element from the argument"
// UPDATES-NEXT: }
// UPDATES-NEXT: ],
// UPDATES-NEXT: "in_place": 1

// TRACE: "traceEvents"
// TRACE-DAG: "name": "compute"
// TRACE-DAG: "name": "comm shard"
// TRACE-DAG: "name": "all_gather l0"
// TRACE-DAG: "name": "memory"
// A slice names what the user's program called it and where.
// TRACE-DAG: "name": "jvp()/exp"
// TRACE-DAG: "source": "model.py:12"
// TRACE-DAG: "op": "linalg.exp"

fsdp.mesh @mesh = <["shard"=2]>
func.func @step(%w0: tensor<256x512xf32>, %w1: tensor<256x512xf32>, %x: tensor<512x512xf32>)
    -> (tensor<256x512xf32>, tensor<256x512xf32>) {
  %g0 = fsdp.all_gather %w0 on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "l0"} : (tensor<256x512xf32>) -> tensor<512x512xf32>
  %g1 = fsdp.all_gather %w1 on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "l1"} : (tensor<256x512xf32>) -> tensor<512x512xf32>
  %e = tensor.empty() : tensor<512x512xf32>
  %f0 = linalg.add ins(%x, %g0 : tensor<512x512xf32>, tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %f1 = linalg.add ins(%f0, %g1 : tensor<512x512xf32>, tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %a = linalg.exp ins(%f1 : tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32> loc("jvp()/exp"("model.py":12:8))
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
