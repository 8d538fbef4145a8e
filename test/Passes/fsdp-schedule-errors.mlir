// Every diagnostic of fsdp-schedule.
// RUN: not fsdp-opt %s --fsdp-schedule="memory-budget=5000000 device=%S/Inputs/slow-link.json" 2>&1 | FileCheck %s --check-prefix=INFEASIBLE
// RUN: not fsdp-opt %s --fsdp-schedule="policy=fsdp memory-budget=5767168 device=%S/Inputs/slow-link.json" 2>&1 | FileCheck %s --check-prefix=FSDP
// RUN: not fsdp-opt %s --fsdp-schedule="policy=none memory-budget=900 device=%S/Inputs/slow-link.json" 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: not fsdp-opt %s --fsdp-schedule="policy=fast" 2>&1 | FileCheck %s --check-prefix=POLICY
// RUN: not fsdp-opt %s --fsdp-schedule="device=tpu" 2>&1 | FileCheck %s --check-prefix=DEVICE
// RUN: not fsdp-opt %s --fsdp-schedule="device=%S/Inputs/missing.json" 2>&1 | FileCheck %s --check-prefix=DEVICEFILE
// RUN: not fsdp-opt %s --fsdp-schedule="memory-budget=lots" 2>&1 | FileCheck %s --check-prefix=BUDGET
// RUN: not fsdp-opt %s --fsdp-schedule="memory-budget=nan" 2>&1 | FileCheck %s --check-prefix=NAN
// RUN: not fsdp-opt %s --fsdp-schedule="memory-budget=inf" 2>&1 | FileCheck %s --check-prefix=INF
// RUN: not fsdp-opt %s --fsdp-schedule="memory-budget=9223372036854775808" 2>&1 | FileCheck %s --check-prefix=HUGE
// RUN: not fsdp-opt %s --fsdp-schedule="memory-budget=0" 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not fsdp-opt %s --fsdp-schedule="alignment=48" 2>&1 | FileCheck %s --check-prefix=ALIGN
// RUN: not fsdp-opt %s --fsdp-schedule="report=%t.missing/dir/report.json" 2>&1 | FileCheck %s --check-prefix=WRITE
// RUN: not fsdp-opt %s --fsdp-schedule="trace=/dev/full" 2>&1 | FileCheck %s --check-prefix=FULL

// The least arena auto can meet is the planned arena of its most frugal
// candidate, and that budget succeeds (fsdp-schedule.mlir, TIGHT).
// Sizes in the largest binary unit they reach. A baseline policy's error
// says whether auto fits the budget (here the least arena), or what the
// most memory-frugal schedule needs.
// INFEASIBLE: error: 'func.func' op no schedule fits: the most memory-frugal one needs an arena (its planned peak) of 5767168 bytes (5.50 MiB), above the memory budget of 5000000 bytes (4.77 MiB)
// INFEASIBLE-NOT: policy
// FSDP: error: 'func.func' op policy 'fsdp' needs an arena (its planned peak) of 6291456 bytes (6.00 MiB), above the memory budget of 5767168 bytes (5.50 MiB); policy 'auto' fits the budget
// NONE: error: 'func.func' op policy 'none' needs an arena (its planned peak) of 5767168 bytes (5.50 MiB), above the memory budget of 900 bytes; no schedule fits it: the most memory-frugal one needs 5767168 bytes (5.50 MiB)
// POLICY: for the --policy option: Cannot find option named 'fast'!
// DEVICE: error: fsdp-schedule: unknown device 'tpu'; expected one of h100 h200 cpu, or a .json file
// DEVICEFILE: error: fsdp-schedule: {{.*}}missing.json
// BUDGET: error: fsdp-schedule: memory-budget 'lots' is not a size: give a positive number of bytes below 2^63 with an optional suffix (40GiB, 512MiB, 1e9)
// NAN: error: fsdp-schedule: memory-budget 'nan' is not a size
// INF: error: fsdp-schedule: memory-budget 'inf' is not a size
// HUGE: error: fsdp-schedule: memory-budget '9223372036854775808' is not a size
// ZERO: error: fsdp-schedule: memory-budget '0' is not a size
// ALIGN: error: fsdp-schedule: alignment must be a positive power of two, not 48
// WRITE: error: cannot write the report: '{{.*}}report.json': No such file or directory
// FULL: error: cannot write the trace: '/dev/full': No space left on device

fsdp.mesh @mesh = <["shard"=2]>
func.func @step(%w0: tensor<256x512xf32>, %w1: tensor<256x512xf32>, %x: tensor<512x512xf32>)
    -> (tensor<256x512xf32>, tensor<256x512xf32>) {
  %g0 = fsdp.all_gather %w0 on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "l0"} : (tensor<256x512xf32>) -> tensor<512x512xf32>
  %g1 = fsdp.all_gather %w1 on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "l1"} : (tensor<256x512xf32>) -> tensor<512x512xf32>
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
