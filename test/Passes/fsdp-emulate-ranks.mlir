// RUN: fsdp-opt %s --fsdp-emulate-ranks | FileCheck %s
// The output needs no fsdp dialect: upstream mlir-opt parses and verifies it.
// RUN: fsdp-opt %s --fsdp-emulate-ranks | mlir-opt | FileCheck %s --check-prefix=UPSTREAM
// UPSTREAM-NOT: fsdp
// UPSTREAM-LABEL: func.func @hsdp_step
// UPSTREAM-NOT: fsdp

// CHECK-NOT: fsdp.mesh
fsdp.mesh @mesh = <["shard"=4]>
fsdp.mesh @hsdp = <["replica"=2, "shard"=2]>
fsdp.mesh @three = <["shard"=3]>

// 10 rows on 4 ranks: shards of 3 rows, rank 3 holds row 9 and two zero rows.
// The signature becomes global and every fsdp attribute goes; others stay.
// CHECK-LABEL: func.func @gather_scatter
// CHECK-SAME: (%[[W:.*]]: tensor<10x2xf32> {test.keep}, %[[G:.*]]: tensor<10x2xf32>)
// CHECK-SAME: -> (tensor<10x2xf32>, tensor<10x2xf32>)
func.func @gather_scatter(
    %w: tensor<3x2xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>,
                         fsdp.global_type = tensor<10x2xf32>, fsdp.unit = "blocks.0", test.keep},
    %g: tensor<10x2xf32>)
    -> (tensor<10x2xf32>,
        tensor<3x2xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>,
                         fsdp.global_type = tensor<10x2xf32>, fsdp.updates = 0}) {
  // Inputs: each rank's shard of %w.
  // CHECK: %[[W0:.*]] = tensor.extract_slice %[[W]][0, 0] [3, 2] [1, 1]
  // CHECK: %[[W1:.*]] = tensor.extract_slice %[[W]][3, 0] [3, 2] [1, 1]
  // CHECK: %[[W2:.*]] = tensor.extract_slice %[[W]][6, 0] [3, 2] [1, 1]
  // CHECK: %[[E:.*]] = tensor.empty() : tensor<3x2xf32>
  // CHECK: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
  // CHECK: %[[FILL:.*]] = linalg.fill ins(%[[Z]] : f32) outs(%[[E]] : tensor<3x2xf32>)
  // CHECK: %[[ROW9:.*]] = tensor.extract_slice %[[W]][9, 0] [1, 2] [1, 1] : tensor<10x2xf32> to tensor<1x2xf32>
  // CHECK: %[[W3:.*]] = tensor.insert_slice %[[ROW9]] into %[[FILL]][0, 0] [1, 2] [1, 1]
  // all_gather: one concatenation for the group, cut back to 10 rows.
  // CHECK: %[[CAT:.*]] = tensor.concat dim(0) %[[W0]], %[[W1]], %[[W2]], %[[W3]] : {{.*}} -> tensor<12x2xf32>
  // CHECK: %[[FULL:.*]] = tensor.extract_slice %[[CAT]][0, 0] [10, 2] [1, 1] : tensor<12x2xf32> to tensor<10x2xf32>
  %f = fsdp.all_gather %w on @mesh axes = ["shard"] dim = 0
      : (tensor<3x2xf32>) -> tensor<10x2xf32>
  // reduce_scatter: the sum over the ranks' (here identical) operands, then
  // each rank's rows, the last one zero padded.
  // CHECK: %[[SUM:.*]] = linalg.generic {{.*}} ins(%[[G]], %[[G]], %[[G]], %[[G]] : {{.*}})
  // CHECK: ^bb0(%[[A0:.*]]: f32, %[[A1:.*]]: f32, %[[A2:.*]]: f32, %[[A3:.*]]: f32, %{{.*}}: f32):
  // CHECK: %[[S01:.*]] = arith.addf %[[A0]], %[[A1]] : f32
  // CHECK: %[[S012:.*]] = arith.addf %[[S01]], %[[A2]] : f32
  // CHECK: %[[S0123:.*]] = arith.addf %[[S012]], %[[A3]] : f32
  // CHECK: linalg.yield %[[S0123]]
  // CHECK: %[[R0:.*]] = tensor.extract_slice %[[SUM]][0, 0] [3, 2]
  // CHECK: %[[R1:.*]] = tensor.extract_slice %[[SUM]][3, 0] [3, 2]
  // CHECK: %[[R2:.*]] = tensor.extract_slice %[[SUM]][6, 0] [3, 2]
  // CHECK: %[[R3:.*]] = tensor.insert_slice
  %s = fsdp.reduce_scatter sum %g on @mesh axes = ["shard"] dim = 0
      : (tensor<10x2xf32>) -> tensor<3x2xf32>
  // Results: the gathered tensor is replicated (rank 0's copy); the scattered
  // one is reassembled from the four shards.
  // CHECK: %[[RCAT:.*]] = tensor.concat dim(0) %[[R0]], %[[R1]], %[[R2]], %[[R3]]
  // CHECK: %[[RES:.*]] = tensor.extract_slice %[[RCAT]][0, 0] [10, 2]
  // CHECK: return %[[FULL]], %[[RES]] : tensor<10x2xf32>, tensor<10x2xf32>
  return %f, %s : tensor<10x2xf32>, tensor<3x2xf32>
}

// A bucket: each operand is gathered on its own, whatever its element type.
// CHECK-LABEL: func.func @bucket
// CHECK-SAME: (%[[A:.*]]: tensor<8x2xf32>, %[[B:.*]]: tensor<8xbf16>)
func.func @bucket(
    %a: tensor<2x2xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>,
                         fsdp.global_type = tensor<8x2xf32>},
    %b: tensor<2xbf16> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>,
                        fsdp.global_type = tensor<8xbf16>})
    -> (tensor<8x2xf32>, tensor<8xbf16>) {
  // CHECK-COUNT-4: tensor.extract_slice %[[A]]
  // CHECK-COUNT-4: tensor.extract_slice %[[B]]
  // CHECK: %[[GA:.*]] = tensor.concat dim(0) {{.*}} -> tensor<8x2xf32>
  // CHECK: %[[GB:.*]] = tensor.concat dim(0) {{.*}} -> tensor<8xbf16>
  // CHECK: return %[[GA]], %[[GB]]
  %g:2 = fsdp.all_gather %a, %b on @mesh axes = ["shard"] dim = 0
      : (tensor<2x2xf32>, tensor<2xbf16>) -> (tensor<8x2xf32>, tensor<8xbf16>)
  return %g#0, %g#1 : tensor<8x2xf32>, tensor<8xbf16>
}

// all_reduce over each element type and reduction; integers are signed,
// i1 is boolean.
// CHECK-LABEL: func.func @all_reduce
func.func @all_reduce(%x: tensor<f32>, %i: tensor<4xi32>, %m: tensor<4xi1>,
                      %h: tensor<2xbf16>)
    -> (tensor<f32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi1>, tensor<4xi1>,
        tensor<2xbf16>) {
  // CHECK: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}, #{{.*}}, #{{.*}}], iterator_types = []} {{.*}} outs(%{{.*}} : tensor<f32>)
  // CHECK-COUNT-3: arith.maximumf
  // CHECK: tensor<f32>
  %r0 = fsdp.all_reduce max %x on @mesh axes = ["shard"] : tensor<f32>
  // CHECK-COUNT-3: arith.addi
  %r1 = fsdp.all_reduce sum %i on @mesh axes = ["shard"] : tensor<4xi32>
  // CHECK-COUNT-3: arith.minsi
  %r2 = fsdp.all_reduce min %i on @mesh axes = ["shard"] : tensor<4xi32>
  // CHECK-COUNT-3: arith.maxui {{.*}} : i1
  %r3 = fsdp.all_reduce max %m on @mesh axes = ["shard"] : tensor<4xi1>
  // CHECK-COUNT-3: arith.minui {{.*}} : i1
  %r4 = fsdp.all_reduce min %m on @mesh axes = ["shard"] : tensor<4xi1>
  // CHECK-COUNT-3: arith.addf {{.*}} : bf16
  %r5 = fsdp.all_reduce sum %h on @mesh axes = ["shard"] : tensor<2xbf16>
  return %r0, %r1, %r2, %r3, %r4, %r5
      : tensor<f32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi1>, tensor<4xi1>,
        tensor<2xbf16>
}

// HSDP on a 2x2 mesh (ranks 0..3 = (replica, shard) (0,0) (0,1) (1,0) (1,1)).
// %w is split over "shard" only: ranks 0 and 2 share one shard, 1 and 3 the
// other. The gradient is reduce-scattered over "shard" and all-reduced over
// "replica"; the result is reassembled from the replica-0 ranks.
// CHECK-LABEL: func.func @hsdp_step
// CHECK-SAME: (%[[W:.*]]: tensor<5x3xf32>, %[[X:.*]]: tensor<4x5xf32>)
// CHECK-SAME: -> (tensor<5x3xf32>, tensor<1x3xf32>)
func.func @hsdp_step(
    %w: tensor<3x3xf32> {fsdp.sharding = #fsdp.sharding<@hsdp, [{"shard"}, {}]>,
                         fsdp.global_type = tensor<5x3xf32>},
    %x: tensor<1x5xf32> {fsdp.sharding = #fsdp.sharding<@hsdp, [{"replica", "shard"}, {}]>,
                         fsdp.global_type = tensor<4x5xf32>})
    -> (tensor<3x3xf32> {fsdp.sharding = #fsdp.sharding<@hsdp, [{"shard"}, {}]>,
                         fsdp.global_type = tensor<5x3xf32>},
        tensor<1x3xf32> {fsdp.sharding = #fsdp.sharding<@hsdp, [{}, {}], partial={"replica", "shard"}>}) {
  // Two distinct shards of %w (the second padded), four of %x.
  // CHECK: %[[W0:.*]] = tensor.extract_slice %[[W]][0, 0] [3, 3]
  // CHECK: %[[W1P:.*]] = tensor.extract_slice %[[W]][3, 0] [2, 3]
  // CHECK: %[[W1:.*]] = tensor.insert_slice %[[W1P]]
  // CHECK: %[[X0:.*]] = tensor.extract_slice %[[X]][0, 0] [1, 5]
  // CHECK: %[[X1:.*]] = tensor.extract_slice %[[X]][1, 0] [1, 5]
  // CHECK: %[[X2:.*]] = tensor.extract_slice %[[X]][2, 0] [1, 5]
  // CHECK: %[[X3:.*]] = tensor.extract_slice %[[X]][3, 0] [1, 5]
  // Two groups over "shard", {0, 1} and {2, 3}, gather the same shards.
  // CHECK: %[[CAT0:.*]] = tensor.concat dim(0) %[[W0]], %[[W1]]
  // CHECK: %[[F0:.*]] = tensor.extract_slice %[[CAT0]][0, 0] [5, 3]
  // CHECK: %[[CAT1:.*]] = tensor.concat dim(0) %[[W0]], %[[W1]]
  // CHECK: %[[F1:.*]] = tensor.extract_slice %[[CAT1]][0, 0] [5, 3]
  %f = fsdp.all_gather %w on @hsdp axes = ["shard"] dim = 0
      : (tensor<3x3xf32>) -> tensor<5x3xf32>
  // The body runs once per rank, in rank order.
  // CHECK: %[[Y0:.*]] = linalg.matmul ins(%[[X0]], %[[F0]] :
  // CHECK: %[[Y1:.*]] = linalg.matmul ins(%[[X1]], %[[F0]] :
  // CHECK: %[[Y2:.*]] = linalg.matmul ins(%[[X2]], %[[F1]] :
  // CHECK: %[[Y3:.*]] = linalg.matmul ins(%[[X3]], %[[F1]] :
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3xf32>) -> tensor<1x3xf32>
  %y = linalg.matmul ins(%x, %f : tensor<1x5xf32>, tensor<5x3xf32>)
      outs(%init : tensor<1x3xf32>) -> tensor<1x3xf32>
  // CHECK: %[[G0:.*]] = linalg.generic {{.*}} ins(%[[X0]], %[[Y0]] :
  // CHECK: %[[G1:.*]] = linalg.generic {{.*}} ins(%[[X1]], %[[Y1]] :
  // CHECK: %[[G2:.*]] = linalg.generic {{.*}} ins(%[[X2]], %[[Y2]] :
  // CHECK: %[[G3:.*]] = linalg.generic {{.*}} ins(%[[X3]], %[[Y3]] :
  %ge = tensor.empty() : tensor<5x3xf32>
  %gi = linalg.fill ins(%zero : f32) outs(%ge : tensor<5x3xf32>) -> tensor<5x3xf32>
  %g = linalg.generic {
      indexing_maps = [affine_map<(i, j, k) -> (k, i)>, affine_map<(i, j, k) -> (k, j)>,
                       affine_map<(i, j, k) -> (i, j)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %y : tensor<1x5xf32>, tensor<1x3xf32>) outs(%gi : tensor<5x3xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<5x3xf32>
  // Per "shard" group: the sum of two ranks' gradients, then the shards.
  // CHECK: %[[SUM01:.*]] = linalg.generic {{.*}} ins(%[[G0]], %[[G1]] :
  // CHECK: %[[S0:.*]] = tensor.extract_slice %[[SUM01]][0, 0] [3, 3]
  // CHECK: %[[S1:.*]] = tensor.insert_slice
  // CHECK: %[[SUM23:.*]] = linalg.generic {{.*}} ins(%[[G2]], %[[G3]] :
  // CHECK: %[[S2:.*]] = tensor.extract_slice %[[SUM23]][0, 0] [3, 3]
  // CHECK: %[[S3:.*]] = tensor.insert_slice
  %gs = fsdp.reduce_scatter sum %g on @hsdp axes = ["shard"] dim = 0
      : (tensor<5x3xf32>) -> tensor<3x3xf32>
  // Per "replica" group: {0, 2} and {1, 3}.
  // CHECK: %[[AR02:.*]] = linalg.generic {{.*}} ins(%[[S0]], %[[S2]] :
  // CHECK: %[[AR13:.*]] = linalg.generic {{.*}} ins(%[[S1]], %[[S3]] :
  %gr = fsdp.all_reduce sum %gs on @hsdp axes = ["replica"] : tensor<3x3xf32>
  // The split result from ranks 0 and 1; the partial one summed over all.
  // CHECK: %[[OUT:.*]] = tensor.concat dim(0) %[[AR02]], %[[AR13]]
  // CHECK: %[[OUTS:.*]] = tensor.extract_slice %[[OUT]][0, 0] [5, 3]
  // CHECK: %[[YS:.*]] = linalg.generic {{.*}} ins(%[[Y0]], %[[Y1]], %[[Y2]], %[[Y3]] :
  // CHECK: return %[[OUTS]], %[[YS]]
  return %gr, %y : tensor<3x3xf32>, tensor<1x3xf32>
}

// Async forms compute at the start; the wait hands out the values. fsdp.rank
// becomes each rank's constant and fsdp.shard its zero-padded slice.
// CHECK-LABEL: func.func @async_rank_shard
// CHECK-SAME: (%[[W:.*]]: tensor<5xi32>, %[[F:.*]]: tensor<5xi32>)
func.func @async_rank_shard(
    %w: tensor<2xi32> {fsdp.sharding = #fsdp.sharding<@three, [{"shard"}]>,
                       fsdp.global_type = tensor<5xi32>},
    %full: tensor<5xi32>)
    -> (tensor<5xi32>, tensor<2xi32> {fsdp.sharding = #fsdp.sharding<@three, [{"shard"}]>,
                                      fsdp.global_type = tensor<5xi32>},
        tensor<3xi32> {fsdp.sharding = #fsdp.sharding<@three, [{"shard"}]>,
                       fsdp.global_type = tensor<9xi32>}) {
  // CHECK: %[[W0:.*]] = tensor.extract_slice %[[W]][0] [2]
  // CHECK: %[[W1:.*]] = tensor.extract_slice %[[W]][2] [2]
  // CHECK: %[[W2P:.*]] = tensor.extract_slice %[[W]][4] [1]
  // CHECK: %[[W2:.*]] = tensor.insert_slice %[[W2P]]
  // CHECK: %[[CAT:.*]] = tensor.concat dim(0) %[[W0]], %[[W1]], %[[W2]] : {{.*}} -> tensor<6xi32>
  // CHECK: %[[G:.*]] = tensor.extract_slice %[[CAT]][0] [5]
  %p = fsdp.all_gather_start %w on @three axes = ["shard"] dim = 0
      : (tensor<2xi32>) -> !fsdp.pending<tensor<5xi32>>
  // CHECK: %[[RS:.*]] = linalg.generic {{.*}} ins(%[[F]], %[[F]], %[[F]] :
  // CHECK: %[[RS0:.*]] = tensor.extract_slice %[[RS]][0] [2]
  // CHECK: %[[RS1:.*]] = tensor.extract_slice %[[RS]][2] [2]
  // CHECK: %[[RS2:.*]] = tensor.insert_slice
  %q = fsdp.reduce_scatter_start max %full on @three axes = ["shard"] dim = 0
      : (tensor<5xi32>) -> !fsdp.pending<tensor<2xi32>>
  // CHECK: %[[AR:.*]] = linalg.generic {{.*}} ins(%[[RS0]], %[[RS1]], %[[RS2]] :
  // CHECK: arith.addi
  %ps = fsdp.wait %q : !fsdp.pending<tensor<2xi32>>
  %r = fsdp.all_reduce_start sum %ps on @three axes = ["shard"]
      : (tensor<2xi32>) -> !fsdp.pending<tensor<2xi32>>
  %g = fsdp.wait %p : !fsdp.pending<tensor<5xi32>>
  %s = fsdp.wait %r : !fsdp.pending<tensor<2xi32>>
  // CHECK: %[[C0:.*]] = arith.constant 0 : index
  // CHECK: %[[C1:.*]] = arith.constant 1 : index
  // CHECK: %[[C2:.*]] = arith.constant 2 : index
  // CHECK: %[[R0:.*]] = arith.index_cast %[[C0]]
  // CHECK: %[[R1:.*]] = arith.index_cast %[[C1]]
  // CHECK: %[[R2:.*]] = arith.index_cast %[[C2]]
  // CHECK: %[[I0:.*]] = tensor.from_elements %[[R0]], %[[R0]], %[[R0]], %[[R0]], %[[R0]], %[[R0]], %[[R0]], %[[R0]], %[[R0]]
  // CHECK: %[[I1:.*]] = tensor.from_elements %[[R1]],
  // CHECK: %[[I2:.*]] = tensor.from_elements %[[R2]],
  %rank = fsdp.rank on @three axes = ["shard"]
  %ri = arith.index_cast %rank : index to i32
  %ranks = tensor.from_elements %ri, %ri, %ri, %ri, %ri, %ri, %ri, %ri, %ri : tensor<9xi32>
  // CHECK: %[[SH0:.*]] = tensor.extract_slice %[[I0]][0] [3]
  // CHECK: %[[SH1:.*]] = tensor.extract_slice %[[I1]][3] [3]
  // CHECK: %[[SH2:.*]] = tensor.extract_slice %[[I2]][6] [3]
  %mine = fsdp.shard %ranks on @three axes = ["shard"] dim = 0
      : tensor<9xi32> -> tensor<3xi32>
  // Each rank's shard of its own vector of ranks: [0 0 0 1 1 1 2 2 2].
  // CHECK: %[[RC:.*]] = tensor.concat dim(0) %[[AR]], %[[AR]], %[[AR]]
  // CHECK: %[[RES:.*]] = tensor.extract_slice %[[RC]][0] [5]
  // CHECK: %[[IC:.*]] = tensor.concat dim(0) %[[SH0]], %[[SH1]], %[[SH2]]
  // CHECK: return %[[G]], %[[RES]], %[[IC]]
  return %g, %s, %mine : tensor<5xi32>, tensor<2xi32>, tensor<3xi32>
}

// A partial input is the sum of its summands: the first rank of each group
// holds the value, the others zeros.
// CHECK-LABEL: func.func @partial_input
// CHECK-SAME: (%[[X:.*]]: tensor<2xf32>) -> tensor<2xf32>
func.func @partial_input(
    %x: tensor<2xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}], partial={"shard"}>})
    -> tensor<2xf32> {
  // CHECK-COUNT-3: linalg.fill
  // CHECK: %[[S:.*]] = linalg.generic {{.*}} ins(%[[X]], %{{.*}}, %{{.*}}, %{{.*}} :
  // CHECK: return %[[S]]
  %s = fsdp.all_reduce sum %x on @mesh axes = ["shard"] : tensor<2xf32>
  return %s : tensor<2xf32>
}

// A function without anything of fsdp is left alone.
// CHECK-LABEL: func.func @plain
// CHECK-SAME: (%[[A:.*]]: tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT: return %[[A]]
func.func @plain(%a: tensor<3xf32>) -> tensor<3xf32> {
  return %a : tensor<3xf32>
}

// Zero-size tensors: a parameter with no rows (empty shards on every rank)
// and a batch with an empty feature dimension. Slices of empty tensors are
// empty tensors (tensor.extract_slice rejects any offset into a dimension of
// size 0), so the output verifies and upstream mlir-opt accepts it.
// CHECK-LABEL: func.func @zero_size
// CHECK-SAME: (%[[W:.*]]: tensor<0x8xf32>, %[[X:.*]]: tensor<4x0xf32>)
// CHECK-SAME: -> (tensor<0x8xf32>, tensor<4x0xf32>, tensor<0x8xf32>)
// CHECK-NOT: tensor.extract_slice
// CHECK: %[[GATHERED:.*]] = tensor.empty() : tensor<0x8xf32>
// CHECK-NOT: tensor.extract_slice
// CHECK: %[[XS:.*]] = tensor.empty() : tensor<4x0xf32>
// CHECK-NOT: tensor.extract_slice
// CHECK: %[[SCATTERED:.*]] = tensor.empty() : tensor<0x8xf32>
// CHECK: return %[[GATHERED]], %[[XS]], %[[SCATTERED]]
func.func @zero_size(
    %w: tensor<0x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>,
                         fsdp.global_type = tensor<0x8xf32>},
    %x: tensor<1x0xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>,
                         fsdp.global_type = tensor<4x0xf32>})
    -> (tensor<0x8xf32>,
        tensor<1x0xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>,
                         fsdp.global_type = tensor<4x0xf32>},
        tensor<0x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>,
                         fsdp.global_type = tensor<0x8xf32>}) {
  %g = fsdp.all_gather %w on @mesh axes = ["shard"] dim = 0
      : (tensor<0x8xf32>) -> tensor<0x8xf32>
  %s = fsdp.reduce_scatter sum %g on @mesh axes = ["shard"] dim = 0
      : (tensor<0x8xf32>) -> tensor<0x8xf32>
  return %g, %x, %s : tensor<0x8xf32>, tensor<1x0xf32>, tensor<0x8xf32>
}

// A row kernel becomes its phases, rank by rank: each rank's shard of the
// rows is summed and scaled by its own ops.
// CHECK-LABEL: func.func @row_kernel
// CHECK-SAME: (%[[X:.*]]: tensor<8x16xf32>)
// CHECK-NOT: fsdp.
// CHECK: %[[X0:.*]] = tensor.extract_slice %[[X]][0, 0] [2, 16] [1, 1]
// CHECK: %[[X1:.*]] = tensor.extract_slice %[[X]][2, 0] [2, 16] [1, 1]
// CHECK: %[[S0:.*]] = linalg.generic {{.*}} ins(%[[X0]] : tensor<2x16xf32>)
// CHECK: %[[D0:.*]] = linalg.generic {{.*}} ins(%[[X0]], %[[S0]] : tensor<2x16xf32>, tensor<2xf32>)
// CHECK: %[[S1:.*]] = linalg.generic {{.*}} ins(%[[X1]] : tensor<2x16xf32>)
// CHECK: %[[D1:.*]] = linalg.generic {{.*}} ins(%[[X1]], %[[S1]] : tensor<2x16xf32>, tensor<2xf32>)
// CHECK: tensor.concat dim(0) %[[D0]], %[[D1]], %{{.*}}, %{{.*}} :
func.func @row_kernel(
    %x: tensor<2x16xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>,
                          fsdp.global_type = tensor<8x16xf32>})
    -> (tensor<2x16xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>,
                          fsdp.global_type = tensor<8x16xf32>}) {
  %zero = arith.constant 0.0 : f32
  %k:2 = fsdp.row_kernel rows = 1 ins(%x) : (tensor<2x16xf32>) -> (tensor<2xf32>, tensor<2x16xf32>) {
  ^bb0(%a: tensor<2x16xf32>):
    %e0 = tensor.empty() : tensor<2xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e0 : tensor<2xf32>) -> tensor<2xf32>
    %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>],
                         iterator_types = ["parallel", "reduction"]}
        ins(%a : tensor<2x16xf32>) outs(%f : tensor<2xf32>) {
    ^bb0(%v: f32, %acc: f32):
      %r = arith.addf %v, %acc : f32
      linalg.yield %r : f32
    } -> tensor<2xf32>
    %e1 = tensor.empty() : tensor<2x16xf32>
    %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>,
                                          affine_map<(d0, d1) -> (d0, d1)>],
                         iterator_types = ["parallel", "parallel"]}
        ins(%a, %s : tensor<2x16xf32>, tensor<2xf32>) outs(%e1 : tensor<2x16xf32>) {
    ^bb0(%v: f32, %t: f32, %out: f32):
      %r = arith.divf %v, %t : f32
      linalg.yield %r : f32
    } -> tensor<2x16xf32>
    fsdp.yield %s, %d : tensor<2xf32>, tensor<2x16xf32>
  }
  return %k#1 : tensor<2x16xf32>
}
