// A softmax formed into an fsdp.row_kernel (the h200 preset) is one kernel
// launch. On the host it loops over the thread's rows [begin, end), running
// every phase on one row before the next (the row stays in the cache); on
// CUDA it is a block per row.
// RUN: fsdp-opt %s --fsdp-pipeline="world-size=1 device=h200" | fsdp-translate --dump=json | FileCheck %s
// RUN: fsdp-opt %s --fsdp-pipeline="world-size=1 device=h200" | fsdp-translate --dump=kernels | FileCheck %s --check-prefix=KERNEL
// RUN: fsdp-opt %s --fsdp-pipeline="world-size=1 device=h200" | fsdp-translate --target=cuda --dump=json | FileCheck %s --check-prefix=CUDA

// CHECK: "instructions": [
// CHECK: "op": "KernelLaunch"
// CHECK-NOT: "op": "KernelLaunch"
// CHECK: ]

// KERNEL-LABEL: func.func @kernel0_row_kernel
// KERNEL-SAME: (%[[X:.*]]: memref<6x40xf32>, %[[M:.*]]: memref<6xf32>, %[[Z:.*]]: memref<6xf32>, %[[P:.*]]: memref<6x40xf32>, %[[B:.*]]: index, %[[E:.*]]: index)
// KERNEL: scf.for %[[R:.*]] = %[[B]] to %[[E]] step
// KERNEL: %[[XS:.*]] = memref.subview %[[X]][%[[R]], 0] [1, 40]
// KERNEL: %[[MS:.*]] = memref.subview %[[M]][%[[R]]] [1]
// KERNEL: linalg.fill ins(%{{.*}} : f32) outs(%[[MS]]
// KERNEL: linalg.generic {{.*}} ins(%[[XS]] : {{.*}}) outs(%[[MS]] : {{.*}})
// KERNEL: arith.maximumf
// KERNEL: %[[ZS:.*]] = memref.subview %[[Z]][%[[R]]] [1]
// KERNEL: linalg.fill ins(%{{.*}} : f32) outs(%[[ZS]]
// KERNEL: linalg.generic {{.*}} outs(%[[ZS]] : {{.*}})
// KERNEL: math.exp
// KERNEL: %[[PS:.*]] = memref.subview %[[P]][%[[R]], 0] [1, 40]
// KERNEL: linalg.generic {{.*}} outs(%[[PS]] : {{.*}})
// KERNEL: arith.divf
// KERNEL: linalg.yield
// KERNEL-NEXT: }
// KERNEL-NEXT: }
// KERNEL-NEXT: return

// CUDA: "gpu_kernels": [
// CUDA-NEXT: {
// CUDA-NEXT: "block_size": 32,
// CUDA-NEXT: "gpu_mapping": "block_per_index",

#row = affine_map<(d0, d1) -> (d0, d1)>
#stat = affine_map<(d0, d1) -> (d0)>
module {
  fsdp.mesh @mesh = <["shard"=?]>
  func.func @softmax(%s: tensor<6x40xf32> loc("x")) -> tensor<6x40xf32> {
    %ninf = arith.constant 0xFF800000 : f32
    %zero = arith.constant 0.0 : f32
    %e0 = tensor.empty() : tensor<6xf32>
    %m0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<6xf32>) -> tensor<6xf32>
    %m = linalg.generic {indexing_maps = [#row, #stat], iterator_types = ["parallel", "reduction"]}
        ins(%s : tensor<6x40xf32>) outs(%m0 : tensor<6xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %r = arith.maximumf %x, %acc : f32
      linalg.yield %r : f32
    } -> tensor<6xf32>
    %e1 = tensor.empty() : tensor<6xf32>
    %z0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<6xf32>) -> tensor<6xf32>
    %z = linalg.generic {indexing_maps = [#row, #stat, #stat], iterator_types = ["parallel", "reduction"]}
        ins(%s, %m : tensor<6x40xf32>, tensor<6xf32>) outs(%z0 : tensor<6xf32>) {
    ^bb0(%x: f32, %mx: f32, %acc: f32):
      %d = arith.subf %x, %mx : f32
      %ex = math.exp %d : f32
      %r = arith.addf %ex, %acc : f32
      linalg.yield %r : f32
    } -> tensor<6xf32>
    %e2 = tensor.empty() : tensor<6x40xf32>
    %p = linalg.generic {indexing_maps = [#row, #stat, #stat, #row], iterator_types = ["parallel", "parallel"]}
        ins(%s, %m, %z : tensor<6x40xf32>, tensor<6xf32>, tensor<6xf32>) outs(%e2 : tensor<6x40xf32>) {
    ^bb0(%x: f32, %mx: f32, %sum: f32, %out: f32):
      %d = arith.subf %x, %mx : f32
      %ex = math.exp %d : f32
      %r = arith.divf %ex, %sum : f32
      linalg.yield %r : f32
    } -> tensor<6x40xf32>
    return %p : tensor<6x40xf32>
  }
}
