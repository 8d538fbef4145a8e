// A row kernel holds its row in registers on CUDA: thread t of the block
// computes the points t, t + 32, ... (7 slots of 32 threads for a row of
// 200, the last slot clamped) in every phase, so the softmax's row is
// loaded once for its three phases, each exp is computed once for both the
// sum and the normalization, and the only barriers are the two block
// reductions' own.
// REQUIRES: ptxas
// RUN: fsdp-opt %s --fsdp-pipeline="world-size=1 device=h200" | fsdp-translate --target=cuda --dump=json | FileCheck %s --check-prefix=JSON
// RUN: fsdp-opt %s --fsdp-pipeline="world-size=1 device=h200" | fsdp-translate --target=cuda --dump=ptx > %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin && test -s %t.cubin
// RUN: FileCheck %s < %t.ptx

// JSON: "gpu_kernels": [
// JSON-NEXT: {
// JSON-NEXT: "block_size": 32,
// JSON-NEXT: "gpu_mapping": "block_per_index",
// JSON-NEXT: "index_bits": 32,
// JSON-NEXT: "points_per_thread": 7,

// CHECK-LABEL: .visible .entry fsdpc_kernel0_row_kernel(
// CHECK-COUNT-7: ld.global.b32
// CHECK-NOT: {{ld.global|ex2.approx}}
// CHECK-COUNT-2: bar.sync
// CHECK-NOT: {{ld.global|ex2.approx|bar.sync}}
// CHECK: st.global.b32
// CHECK-COUNT-7: ex2.approx
// CHECK-NOT: {{ld.global|ex2.approx|bar.sync}}
// CHECK-COUNT-2: bar.sync
// CHECK-NOT: {{ld.global|ex2.approx|bar.sync}}
// CHECK-COUNT-7: st.global.b32
// CHECK-NOT: {{ld.global|ex2.approx|bar.sync}}
// CHECK: ret;

#row = affine_map<(d0, d1) -> (d0, d1)>
#stat = affine_map<(d0, d1) -> (d0)>
module {
  fsdp.mesh @mesh = <["shard"=?]>
  func.func @softmax(%s: tensor<6x200xf32> loc("x")) -> tensor<6x200xf32> {
    %ninf = arith.constant 0xFF800000 : f32
    %zero = arith.constant 0.0 : f32
    %e0 = tensor.empty() : tensor<6xf32>
    %m0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<6xf32>) -> tensor<6xf32>
    %m = linalg.generic {indexing_maps = [#row, #stat], iterator_types = ["parallel", "reduction"]}
        ins(%s : tensor<6x200xf32>) outs(%m0 : tensor<6xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %r = arith.maximumf %x, %acc : f32
      linalg.yield %r : f32
    } -> tensor<6xf32>
    %e1 = tensor.empty() : tensor<6xf32>
    %z0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<6xf32>) -> tensor<6xf32>
    %z = linalg.generic {indexing_maps = [#row, #stat, #stat], iterator_types = ["parallel", "reduction"]}
        ins(%s, %m : tensor<6x200xf32>, tensor<6xf32>) outs(%z0 : tensor<6xf32>) {
    ^bb0(%x: f32, %mx: f32, %acc: f32):
      %d = arith.subf %x, %mx : f32
      %ex = math.exp %d : f32
      %r = arith.addf %ex, %acc : f32
      linalg.yield %r : f32
    } -> tensor<6xf32>
    %e2 = tensor.empty() : tensor<6x200xf32>
    %p = linalg.generic {indexing_maps = [#row, #stat, #stat, #row], iterator_types = ["parallel", "parallel"]}
        ins(%s, %m, %z : tensor<6x200xf32>, tensor<6xf32>, tensor<6xf32>) outs(%e2 : tensor<6x200xf32>) {
    ^bb0(%x: f32, %mx: f32, %sum: f32, %out: f32):
      %d = arith.subf %x, %mx : f32
      %ex = math.exp %d : f32
      %r = arith.divf %ex, %sum : f32
      linalg.yield %r : f32
    } -> tensor<6x200xf32>
    return %p : tensor<6x200xf32>
  }
}
