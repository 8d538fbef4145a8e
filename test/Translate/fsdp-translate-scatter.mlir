// The embedding gradient of the example GPT (a scatter-add the frontend
// writes as a one-hot contraction over vocabulary x tokens x width) becomes a
// scatter kernel: loops over tokens and width only, the row read from the
// token ids, bounds-checked (an update out of bounds is dropped, as XLA's
// scatter does), accumulated into that row.
// RUN: fsdp-opt %fsdpc_src_root/examples/ir/gpt.mlir --fsdp-pipeline="world-size=2" \
// RUN:   | fsdp-translate --dump=kernels | FileCheck %s

// CHECK: func.func @kernel{{[0-9]+}}_generic(%[[IDS:[a-z0-9]+]]: memref<6x8xi32>, %[[GRAD:[a-z0-9]+]]: memref<6x8x20xf32>, %[[OUT:[a-z0-9]+]]: memref<50x20xf32>, %[[BEGIN:[a-z0-9]+]]: index, %[[END:[a-z0-9]+]]: index)
// CHECK: scf.for %[[D:.*]] = %[[BEGIN]] to %[[END]]
// CHECK: scf.for %[[B:.*]] =
// CHECK: scf.for %[[S:.*]] =
// CHECK: %[[ID:.*]] = memref.load %[[IDS]][%[[B]], %[[S]]]
// CHECK: %[[G:.*]] = memref.load %[[GRAD]][%[[B]], %[[S]], %[[D]]]
// CHECK: %[[ROW:.*]] = arith.index_cast %[[ID]]
// CHECK-NOT: arith.minsi
// CHECK: scf.if
// CHECK: %[[OLD:.*]] = memref.load %[[OUT]][%[[ROW]], %[[D]]]
// CHECK: %[[NEW:.*]] = arith.addf %[[OLD]], %[[G]]
// CHECK: memref.store %[[NEW]], %[[OUT]][%[[ROW]], %[[D]]]
