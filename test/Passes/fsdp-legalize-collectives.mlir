// RUN: fsdp-opt %s -split-input-file -verify-diagnostics --pass-pipeline="builtin.module(func.func(fsdp-legalize-collectives))" | FileCheck %s

fsdp.mesh @mesh = <["shard"=4]>

// A float max reduces i32 keys: the bits, the magnitude of a negative
// flipped, a NaN the largest key; the decoding inverts it and turns that key
// back into a NaN.
// CHECK-LABEL: func.func @float_max
// CHECK-SAME: (%[[X:.*]]: tensor<5xf32>)
// CHECK: %[[KEYS:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<5xf32>) outs(%{{.*}} : tensor<5xi32>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %{{.*}}: i32):
// CHECK-DAG: %[[BITS:.*]] = arith.bitcast %[[IN]] : f32 to i32
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[MAG:.*]] = arith.constant 2147483647 : i32
// CHECK: %[[NEG:.*]] = arith.cmpi slt, %[[BITS]], %[[ZERO]] : i32
// CHECK: %[[FLIP:.*]] = arith.xori %[[BITS]], %[[MAG]] : i32
// CHECK: %[[KEY:.*]] = arith.select %[[NEG]], %[[FLIP]], %[[BITS]] : i32
// CHECK: %[[ISNAN:.*]] = arith.cmpf uno, %[[IN]], %[[IN]] : f32
// CHECK: %[[TOP:.*]] = arith.constant 2147483647 : i32
// CHECK: %[[SEL:.*]] = arith.select %[[ISNAN]], %[[TOP]], %[[KEY]] : i32
// CHECK: linalg.yield %[[SEL]] : i32
// CHECK: %[[MAX:.*]] = fsdp.all_reduce max %[[KEYS]] on @mesh axes = ["shard"] : tensor<5xi32>
// CHECK: %[[BACK:.*]] = linalg.generic {{.*}} ins(%[[MAX]] : tensor<5xi32>) outs(%{{.*}} : tensor<5xf32>)
// CHECK-NEXT: ^bb0(%[[K:.*]]: i32, %{{.*}}: f32):
// CHECK: %[[TOP2:.*]] = arith.constant 2147483647 : i32
// CHECK: %[[WASNAN:.*]] = arith.cmpi eq, %[[K]], %[[TOP2]] : i32
// CHECK: %[[KNEG:.*]] = arith.cmpi slt, %[[K]], %{{.*}} : i32
// CHECK: %[[KFLIP:.*]] = arith.xori %[[K]], %{{.*}} : i32
// CHECK: %[[KBITS:.*]] = arith.select %[[KNEG]], %[[KFLIP]], %[[K]] : i32
// CHECK: %[[NUM:.*]] = arith.bitcast %[[KBITS]] : i32 to f32
// CHECK: %[[NAN:.*]] = arith.constant 0x7FC00000 : f32
// CHECK: %[[OUT:.*]] = arith.select %[[WASNAN]], %[[NAN]], %[[NUM]] : f32
// CHECK: linalg.yield %[[OUT]] : f32
// CHECK: return %[[BACK]] : tensor<5xf32>
func.func @float_max(%x: tensor<5xf32>) -> tensor<5xf32> {
  %m = fsdp.all_reduce max %x on @mesh axes = ["shard"] : tensor<5xf32>
  return %m : tensor<5xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=4]>

// bf16 keys are ordered in 16 bits and sign-extended to i32 (NCCL has no
// 16-bit integers); for a min a NaN is the smallest key. The reduce-scatter
// keeps its dimension and unit.
// CHECK-LABEL: func.func @bf16_min_scatter
// CHECK-SAME: (%[[G:.*]]: tensor<8x3xbf16>)
// CHECK: %[[KEYS:.*]] = linalg.generic {{.*}} ins(%[[G]] : tensor<8x3xbf16>) outs(%{{.*}} : tensor<8x3xi32>)
// CHECK: %[[BITS:.*]] = arith.bitcast %{{.*}} : bf16 to i16
// CHECK: arith.constant 32767 : i16
// CHECK: %[[KEY16:.*]] = arith.select %{{.*}}, %{{.*}}, %[[BITS]] : i16
// CHECK: %[[KEY:.*]] = arith.extsi %[[KEY16]] : i16 to i32
// CHECK: %[[BOTTOM:.*]] = arith.constant -2147483648 : i32
// CHECK: arith.select %{{.*}}, %[[BOTTOM]], %[[KEY]] : i32
// CHECK: %[[MIN:.*]] = fsdp.reduce_scatter min %[[KEYS]] on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "blocks.0"} : (tensor<8x3xi32>) -> tensor<2x3xi32>
// CHECK: %[[BACK:.*]] = linalg.generic {{.*}} ins(%[[MIN]] : tensor<2x3xi32>) outs(%{{.*}} : tensor<2x3xbf16>)
// CHECK-NEXT: ^bb0(%[[K:.*]]: i32, %{{.*}}: bf16):
// CHECK: %[[WASNAN:.*]] = arith.cmpi eq, %[[K]], %{{.*}} : i32
// CHECK: %[[NARROW:.*]] = arith.trunci %[[K]] : i32 to i16
// CHECK: arith.bitcast %{{.*}} : i16 to bf16
// CHECK: %[[NAN:.*]] = arith.constant 0x7FC0 : bf16
// CHECK: arith.select %[[WASNAN]], %[[NAN]], %{{.*}} : bf16
// CHECK: return %[[BACK]] : tensor<2x3xbf16>
func.func @bf16_min_scatter(%g: tensor<8x3xbf16>) -> tensor<2x3xbf16> {
  %r = fsdp.reduce_scatter min %g on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "blocks.0"} : (tensor<8x3xbf16>) -> tensor<2x3xbf16>
  return %r : tensor<2x3xbf16>
}

// -----

fsdp.mesh @mesh = <["shard"=4]>

// In a bucket, only the members that need it change: an i16 sum is
// widened and truncated back (a wrapping sum); float sums stay as they are.
// f64 keys are i64.
// CHECK-LABEL: func.func @bucket
// CHECK-SAME: (%[[I:.*]]: tensor<4xi16>, %[[S:.*]]: tensor<5xf32>, %[[D:.*]]: tensor<2xf64>)
// CHECK: %[[WIDE:.*]] = linalg.generic {{.*}} ins(%[[I]] : tensor<4xi16>) outs(%{{.*}} : tensor<4xi32>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: i16, %{{.*}}: i32):
// CHECK-NEXT: %[[EXT:.*]] = arith.extsi %[[IN]] : i16 to i32
// CHECK-NEXT: linalg.yield %[[EXT]] : i32
// CHECK: %[[SUM:.*]]:3 = fsdp.all_reduce sum %[[WIDE]], %[[S]], %[[D]] on @mesh axes = ["shard"] : tensor<4xi32>, tensor<5xf32>, tensor<2xf64>
// CHECK: %[[NARROW:.*]] = linalg.generic {{.*}} ins(%[[SUM]]#0 : tensor<4xi32>) outs(%{{.*}} : tensor<4xi16>)
// CHECK: arith.trunci %{{.*}} : i32 to i16
// CHECK: %[[DKEYS:.*]] = linalg.generic {{.*}} ins(%[[D]] : tensor<2xf64>) outs(%{{.*}} : tensor<2xi64>)
// CHECK: arith.constant 9223372036854775807 : i64
// CHECK: %[[DMIN:.*]] = fsdp.all_reduce min %[[DKEYS]] on @mesh axes = ["shard"] : tensor<2xi64>
// CHECK: %[[DBACK:.*]] = linalg.generic {{.*}} ins(%[[DMIN]] : tensor<2xi64>) outs(%{{.*}} : tensor<2xf64>)
// CHECK: arith.constant 0x7FF8000000000000 : f64
// CHECK: return %[[NARROW]], %[[SUM]]#1, %[[SUM]]#2, %[[DBACK]]
func.func @bucket(%i: tensor<4xi16>, %s: tensor<5xf32>, %d: tensor<2xf64>)
    -> (tensor<4xi16>, tensor<5xf32>, tensor<2xf64>, tensor<2xf64>) {
  %a, %b, %c = fsdp.all_reduce sum %i, %s, %d on @mesh axes = ["shard"] : tensor<4xi16>, tensor<5xf32>, tensor<2xf64>
  %e = fsdp.all_reduce min %d on @mesh axes = ["shard"] : tensor<2xf64>
  return %a, %b, %c, %e : tensor<4xi16>, tensor<5xf32>, tensor<2xf64>, tensor<2xf64>
}

// -----

fsdp.mesh @mesh = <["shard"=4]>

// What every backend reduces exactly is left alone: float sums, gathers,
// i1 (bytes), i8/i32/i64, and integers with a sign (which the runtime
// refuses itself).
// CHECK-LABEL: func.func @unchanged
// CHECK-SAME: (%[[F:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xi1>, %[[I:.*]]: tensor<4xi32>, %[[C:.*]]: tensor<4xi8>, %[[S:.*]]: tensor<4xsi16>)
// CHECK-NOT: linalg.generic
// CHECK: %[[G:.*]] = fsdp.all_gather %[[F]] on @mesh axes = ["shard"] dim = 0
// CHECK-NEXT: %[[ANY:.*]] = fsdp.all_reduce max %[[B]] on @mesh axes = ["shard"] : tensor<4xi1>
// CHECK-NEXT: %[[IMAX:.*]] = fsdp.all_reduce max %[[I]] on @mesh axes = ["shard"] : tensor<4xi32>
// CHECK-NEXT: %[[CSUM:.*]] = fsdp.all_reduce sum %[[C]] on @mesh axes = ["shard"] : tensor<4xi8>
// CHECK-NEXT: %[[SMAX:.*]] = fsdp.all_reduce max %[[S]] on @mesh axes = ["shard"] : tensor<4xsi16>
// CHECK-NEXT: %[[FSUM:.*]] = fsdp.all_reduce sum %[[F]] on @mesh axes = ["shard"] : tensor<4xf32>
// CHECK-NEXT: return %[[G]], %[[ANY]], %[[IMAX]], %[[CSUM]], %[[SMAX]], %[[FSUM]]
func.func @unchanged(%f: tensor<4xf32>, %b: tensor<4xi1>, %i: tensor<4xi32>, %c: tensor<4xi8>, %s: tensor<4xsi16>)
    -> (tensor<16xf32>, tensor<4xi1>, tensor<4xi32>, tensor<4xi8>, tensor<4xsi16>, tensor<4xf32>) {
  %g = fsdp.all_gather %f on @mesh axes = ["shard"] dim = 0 : (tensor<4xf32>) -> tensor<16xf32>
  %any = fsdp.all_reduce max %b on @mesh axes = ["shard"] : tensor<4xi1>
  %imax = fsdp.all_reduce max %i on @mesh axes = ["shard"] : tensor<4xi32>
  %csum = fsdp.all_reduce sum %c on @mesh axes = ["shard"] : tensor<4xi8>
  %smax = fsdp.all_reduce max %s on @mesh axes = ["shard"] : tensor<4xsi16>
  %fsum = fsdp.all_reduce sum %f on @mesh axes = ["shard"] : tensor<4xf32>
  return %g, %any, %imax, %csum, %smax, %fsum : tensor<16xf32>, tensor<4xi1>, tensor<4xi32>, tensor<4xi8>, tensor<4xsi16>, tensor<4xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=4]>

// An asynchronous start (only fsdp-schedule makes them, after this pass) is
// left as it is, with a warning when its communicator would not reduce it
// exactly; one that would is left without a word.
// CHECK-LABEL: func.func @async_starts
// CHECK-NOT: linalg.generic
// CHECK: fsdp.all_reduce_start max %{{.*}} : (tensor<4xf32>)
// CHECK: fsdp.all_reduce_start max %{{.*}} : (tensor<4xi32>)
func.func @async_starts(%f: tensor<4xf32>, %i: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>) {
  // expected-warning @below {{fsdp-legalize-collectives leaves an asynchronous start as it is: its max of 'f32' is each communicator's own}}
  %p = fsdp.all_reduce_start max %f on @mesh axes = ["shard"] : (tensor<4xf32>) -> !fsdp.pending<tensor<4xf32>>
  %w = fsdp.wait %p : !fsdp.pending<tensor<4xf32>>
  %q = fsdp.all_reduce_start max %i on @mesh axes = ["shard"] : (tensor<4xi32>) -> !fsdp.pending<tensor<4xi32>>
  %v = fsdp.wait %q : !fsdp.pending<tensor<4xi32>>
  return %w, %v : tensor<4xf32>, tensor<4xi32>
}

// -----

fsdp.mesh @mesh = <["shard"=2]>

// Rewritten operands past the first: each result keeps its index, and the
// decodes follow the collective in operand order. f16 keys are i32; an i16
// max is a signed max of the widened values.
// CHECK-LABEL: func.func @later_operands
// CHECK-SAME: (%[[I:.*]]: tensor<3xi32>, %[[H:.*]]: tensor<4x2xf16>, %[[N:.*]]: tensor<4xi16>)
// CHECK: %[[HK:.*]] = linalg.generic {{.*}} ins(%[[H]] : tensor<4x2xf16>) outs(%{{.*}} : tensor<4x2xi32>)
// CHECK: arith.bitcast %{{.*}} : f16 to i16
// CHECK: %[[NK:.*]] = linalg.generic {{.*}} ins(%[[N]] : tensor<4xi16>) outs(%{{.*}} : tensor<4xi32>)
// CHECK: arith.extsi %{{.*}} : i16 to i32
// CHECK: %[[MAX:.*]]:3 = fsdp.reduce_scatter max %[[I]], %[[HK]], %[[NK]] on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "u"} : (tensor<3xi32>, tensor<4x2xi32>, tensor<4xi32>) -> (tensor<2xi32>, tensor<2x2xi32>, tensor<2xi32>)
// CHECK-NEXT: tensor.empty() : tensor<2x2xf16>
// CHECK-NEXT: %[[HB:.*]] = linalg.generic {{.*}} ins(%[[MAX]]#1 : tensor<2x2xi32>) outs(%{{.*}} : tensor<2x2xf16>)
// CHECK: arith.constant 0x7E00 : f16
// CHECK: tensor.empty() : tensor<2xi16>
// CHECK-NEXT: %[[NB:.*]] = linalg.generic {{.*}} ins(%[[MAX]]#2 : tensor<2xi32>) outs(%{{.*}} : tensor<2xi16>)
// CHECK: arith.trunci %{{.*}} : i32 to i16
// CHECK: return %[[MAX]]#0, %[[HB]], %[[NB]]
func.func @later_operands(%i: tensor<3xi32>, %h: tensor<4x2xf16>, %n: tensor<4xi16>)
    -> (tensor<2xi32>, tensor<2x2xf16>, tensor<2xi16>) {
  %a, %b, %c = fsdp.reduce_scatter max %i, %h, %n on @mesh axes = ["shard"] dim = 0 {fsdp.unit = "u"}
      : (tensor<3xi32>, tensor<4x2xf16>, tensor<4xi16>) -> (tensor<2xi32>, tensor<2x2xf16>, tensor<2xi16>)
  return %a, %b, %c : tensor<2xi32>, tensor<2x2xf16>, tensor<2xi16>
}
