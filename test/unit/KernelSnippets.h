//===- KernelSnippets.h - kernels shared by the compiler tests --*- C++ -*-===//
//
// Kernels in the form the outliner hands to the kernel compilers (memref
// operands, then the [begin, end) range of the split loop), used by both the
// host (KernelCompilerTest) and the GPU (GpuKernelCompilerTest) tests.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_TEST_UNIT_KERNELSNIPPETS_H
#define FSDPC_TEST_UNIT_KERNELSNIPPETS_H

namespace fsdpc::test {

/// A scatter-add as ScatterAdd.cpp writes it: a loop nest, split over the
/// columns (d), each token's row added into out[ids[t]].
inline constexpr const char *kScatterKernel = R"mlir(
func.func @scatter(%ids: memref<8xi32>, %g: memref<8x16xf32>, %out: memref<5x16xf32>, %b: index, %e: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %d = %b to %e step %c1 {
    scf.for %t = %c0 to %c8 step %c1 {
      %id = memref.load %ids[%t] : memref<8xi32>
      %row = arith.index_cast %id : i32 to index
      %v = memref.load %g[%t, %d] : memref<8x16xf32>
      %old = memref.load %out[%row, %d] : memref<5x16xf32>
      %new = arith.addf %old, %v : f32
      memref.store %new, %out[%row, %d] : memref<5x16xf32>
    }
  }
  return
}
)mlir";

/// A dense (non-splat) constant table copied into the output.
inline constexpr const char *kCopyTableKernel = R"mlir(
memref.global "private" constant @table : memref<3x4xf32> =
    dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.5, -1.0, 0.25, 3.0]]>
func.func @copy_table(%out: memref<3x4xf32>, %begin: index, %end: index) {
  %n = arith.subi %end, %begin : index
  %g = memref.get_global @table : memref<3x4xf32>
  %gs = memref.subview %g[%begin, 0] [%n, 4] [1, 1]
      : memref<3x4xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  %os = memref.subview %out[%begin, 0] [%n, 4] [1, 1]
      : memref<3x4xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  memref.copy %gs, %os : memref<?x4xf32, strided<[4, 1], offset: ?>>
      to memref<?x4xf32, strided<[4, 1], offset: ?>>
  return
}
)mlir";

} // namespace fsdpc::test

#endif // FSDPC_TEST_UNIT_KERNELSNIPPETS_H
