//===- GpuKernelEmulationTest.cpp - Built GPU kernels run on the host -----===//
//
// Builds each kernel of a module of CPU-form kernels as a gpu.func, turns
// every gpu.func into a host loop over its blocks and threads
// (GpuHostEmulation.h), and checks that it computes what the CPU kernel
// computes; and that the baseline layout (onePointPerThread) keeps the
// first GPU run's mappings.
//
//===----------------------------------------------------------------------===//

#include "fsdpc/Translate/GpuKernelCompiler.h"
#include "fsdpc/Translate/KernelCompiler.h"

#include "EmulatedKernels.h"
#include "GpuKernelInternal.h"
#include "GpuKernelTestFixture.h"
#include "KernelSnippets.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "llvm/Support/MathExtras.h"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

using namespace mlir;
using namespace mlir::fsdp;
using fsdpc::test::GpuKernelCompilerTest;

namespace {

/// Kernels in the outliner's CPU form, one per mapping: a broadcast add (6
/// rows split), a row maximum, a short column sum (a thread per column), a
/// tall one (a block per column), a total (one block), a concatenation, a
/// row sum and a column maximum that fill their outputs first (a block per
/// row and a thread per column starting from the constant, not from what
/// the output held), a multi-output kernel (an optimizer's moment and the
/// parameter update reading it, a thread per element writing both), two
/// elementwise kernels large enough for several points per thread (4 of a
/// 2048-long row with a broadcast operand; 3 of a 768-long split row; 2 of
/// each half of a concatenation), a one-hot count over a row of 300 whose
/// extent only an unread i8 operand gives (fsdp-form-kernels'
/// DefineLoopsForFusion), a row padding from 10 to 16 by a clamped gather
/// (GemmPadding), an elementwise kernel whose 8200-long rows 1024 (256
/// threads x 4 points) does not divide (cut into 9 chunks, the last one
/// partial), a row maximum over a padded row that folds -inf past its 300
/// elements (GemmPadding's ReduceOverSliceSource), a column maximum over 260
/// rows of 3 split 40-wide blocks from a fill (tiles of 16 columns, the
/// third partial, 16 lanes; 260 rows are not a multiple of the 16 lanes x 4
/// rows a thread loads at once), a column sum over two reduction loops of
/// 8 x 256 rows (16-column tiles, lanes capped at 512 / 16 = 32, 2048 rows a
/// multiple of 32 lanes x 4), a column sum 8192 wide (512 tiles: enough
/// blocks without splitting its rows), a bias gradient (bf16 rows summed in
/// f32) and a bf16 column maximum, six row kernels (a maximum, sum and
/// normalization; a reduction and an update over two row loops; a fold no
/// combiner describes; a layer-norm-like chain whose centered rows later
/// phases read back; a 4100-point row too long for registers; a sum
/// folding into what its output held, read by a phase of one point a row
/// whose result the last phase reads; a bf16 maximum, an f32 sum of the
/// differences from it, and their bf16 product, 70 points in 3 slots), and
/// a scatter. The tall column sum is a
/// column reduction too (one tile of 8 columns).
constexpr StringLiteral kEmulated = R"mlir(
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @bias_add(%x: memref<6x37xf32>, %bias: memref<37xf32>, %y: memref<6x37xf32>, %b: index, %e: index) {
  %n = arith.subi %e, %b : index
  %xs = memref.subview %x[%b, 0] [%n, 37] [1, 1] : memref<6x37xf32> to memref<?x37xf32, strided<[37, 1], offset: ?>>
  %ys = memref.subview %y[%b, 0] [%n, 37] [1, 1] : memref<6x37xf32> to memref<?x37xf32, strided<[37, 1], offset: ?>>
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d1)>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%xs, %bias : memref<?x37xf32, strided<[37, 1], offset: ?>>, memref<37xf32>) outs(%ys : memref<?x37xf32, strided<[37, 1], offset: ?>>) {
  ^bb0(%in: f32, %c: f32, %out: f32):
    %i = linalg.index 1 : index
    %f = arith.index_cast %i : index to i32
    %g = arith.sitofp %f : i32 to f32
    %s = arith.addf %in, %c : f32
    %t = arith.addf %s, %g : f32
    linalg.yield %t : f32
  }
  return
}
func.func @row_max(%x: memref<6x33xf32>, %m: memref<6xf32>, %b: index, %e: index) {
  %n = arith.subi %e, %b : index
  %xs = memref.subview %x[%b, 0] [%n, 33] [1, 1] : memref<6x33xf32> to memref<?x33xf32, strided<[33, 1], offset: ?>>
  %ms = memref.subview %m[%b] [%n] [1] : memref<6xf32> to memref<?xf32, strided<[1], offset: ?>>
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%xs : memref<?x33xf32, strided<[33, 1], offset: ?>>) outs(%ms : memref<?xf32, strided<[1], offset: ?>>) {
  ^bb0(%in: f32, %out: f32):
    %t = arith.maximumf %in, %out : f32
    linalg.yield %t : f32
  }
  return
}
func.func @column_sum(%x: memref<8x16xf32>, %s: memref<16xf32>, %b: index, %e: index) {
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<8x16xf32>) outs(%s : memref<16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = arith.addf %in, %out : f32
    linalg.yield %t : f32
  }
  return
}
func.func @tall_column_sum(%x: memref<300x8xi32>, %s: memref<8xi32>, %b: index, %e: index) {
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<300x8xi32>) outs(%s : memref<8xi32>) {
  ^bb0(%in: i32, %out: i32):
    %t = arith.addi %out, %in : i32
    linalg.yield %t : i32
  }
  return
}
func.func @total(%x: memref<20x16xi32>, %s: memref<i32>, %b: index, %e: index) {
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%x : memref<20x16xi32>) outs(%s : memref<i32>) {
  ^bb0(%in: i32, %out: i32):
    %t = arith.addi %out, %in : i32
    linalg.yield %t : i32
  }
  return
}
func.func @concat(%a: memref<4x3xf32>, %c: memref<4x7xf32>, %y: memref<4x10xf32>, %b: index, %e: index) {
  %y0 = memref.subview %y[0, 0] [4, 3] [1, 1] : memref<4x10xf32> to memref<4x3xf32, strided<[10, 1]>>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<4x3xf32>) outs(%y0 : memref<4x3xf32, strided<[10, 1]>>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  %y1 = memref.subview %y[0, 3] [4, 7] [1, 1] : memref<4x10xf32> to memref<4x7xf32, strided<[10, 1], offset: 3>>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c : memref<4x7xf32>) outs(%y1 : memref<4x7xf32, strided<[10, 1], offset: 3>>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}
func.func @row_sum_from_three(%x: memref<6x300xi32>, %s: memref<6xi32>, %b: index, %e: index) {
  %three = arith.constant 3 : i32
  %n = arith.subi %e, %b : index
  %xs = memref.subview %x[%b, 0] [%n, 300] [1, 1] : memref<6x300xi32> to memref<?x300xi32, strided<[300, 1], offset: ?>>
  %ss = memref.subview %s[%b] [%n] [1] : memref<6xi32> to memref<?xi32, strided<[1], offset: ?>>
  linalg.fill ins(%three : i32) outs(%ss : memref<?xi32, strided<[1], offset: ?>>)
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%xs : memref<?x300xi32, strided<[300, 1], offset: ?>>) outs(%ss : memref<?xi32, strided<[1], offset: ?>>) {
  ^bb0(%in: i32, %out: i32):
    %t = arith.addi %in, %out : i32
    linalg.yield %t : i32
  }
  return
}
func.func @column_max_from_one(%x: memref<8x16xf32>, %m: memref<16xf32>, %b: index, %e: index) {
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%m : memref<16xf32>)
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<8x16xf32>) outs(%m : memref<16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = arith.maximumf %in, %out : f32
    linalg.yield %t : f32
  }
  return
}
func.func @moment_and_update(%p: memref<6x35xf32>, %g: memref<6x35xf32>, %m: memref<6x35xf32>, %m2: memref<6x35xf32>, %p2: memref<6x35xf32>, %b: index, %e: index) {
  %n = arith.subi %e, %b : index
  %ps = memref.subview %p[%b, 0] [%n, 35] [1, 1] : memref<6x35xf32> to memref<?x35xf32, strided<[35, 1], offset: ?>>
  %gs = memref.subview %g[%b, 0] [%n, 35] [1, 1] : memref<6x35xf32> to memref<?x35xf32, strided<[35, 1], offset: ?>>
  %ms = memref.subview %m[%b, 0] [%n, 35] [1, 1] : memref<6x35xf32> to memref<?x35xf32, strided<[35, 1], offset: ?>>
  %m2s = memref.subview %m2[%b, 0] [%n, 35] [1, 1] : memref<6x35xf32> to memref<?x35xf32, strided<[35, 1], offset: ?>>
  %p2s = memref.subview %p2[%b, 0] [%n, 35] [1, 1] : memref<6x35xf32> to memref<?x35xf32, strided<[35, 1], offset: ?>>
  %decay = arith.constant 0.875 : f32
  linalg.generic {indexing_maps = [#id, #id, #id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ps, %gs, %ms : memref<?x35xf32, strided<[35, 1], offset: ?>>, memref<?x35xf32, strided<[35, 1], offset: ?>>, memref<?x35xf32, strided<[35, 1], offset: ?>>)
      outs(%m2s, %p2s : memref<?x35xf32, strided<[35, 1], offset: ?>>, memref<?x35xf32, strided<[35, 1], offset: ?>>) {
  ^bb0(%pin: f32, %gin: f32, %min: f32, %mout: f32, %pout: f32):
    %md = arith.mulf %min, %decay : f32
    %moment = arith.addf %md, %gin : f32
    %step = arith.mulf %moment, %decay : f32
    %updated = arith.subf %pin, %step : f32
    linalg.yield %moment, %updated : f32, f32
  }
  return
}
func.func @wide_scale_add(%x: memref<512x2048xf32>, %y: memref<2048xf32>, %z: memref<512x2048xf32>, %b: index, %e: index) {
  %two = arith.constant 2.0 : f32
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d1)>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : memref<512x2048xf32>, memref<2048xf32>) outs(%z : memref<512x2048xf32>) {
  ^bb0(%in: f32, %row: f32, %out: f32):
    %scaled = arith.mulf %in, %two : f32
    %t = arith.addf %scaled, %row : f32
    linalg.yield %t : f32
  }
  return
}
func.func @split_rows_minus(%x: memref<1024x768xi32>, %z: memref<1024x768xi32>, %b: index, %e: index) {
  %n = arith.subi %e, %b : index
  %xs = memref.subview %x[%b, 0] [%n, 768] [1, 1] : memref<1024x768xi32> to memref<?x768xi32, strided<[768, 1], offset: ?>>
  %zs = memref.subview %z[%b, 0] [%n, 768] [1, 1] : memref<1024x768xi32> to memref<?x768xi32, strided<[768, 1], offset: ?>>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%xs : memref<?x768xi32, strided<[768, 1], offset: ?>>) outs(%zs : memref<?x768xi32, strided<[768, 1], offset: ?>>) {
  ^bb0(%in: i32, %out: i32):
    %row = linalg.index 0 : index
    %column = linalg.index 1 : index
    %at = arith.muli %row, %column : index
    %w = arith.index_cast %at : index to i32
    %t = arith.subi %in, %w : i32
    linalg.yield %t : i32
  }
  return
}
func.func @wide_concat(%a: memref<512x1024xf32>, %c: memref<512x1024xf32>, %y: memref<512x2048xf32>, %b: index, %e: index) {
  %y0 = memref.subview %y[0, 0] [512, 1024] [1, 1] : memref<512x2048xf32> to memref<512x1024xf32, strided<[2048, 1]>>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<512x1024xf32>) outs(%y0 : memref<512x1024xf32, strided<[2048, 1]>>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  %y1 = memref.subview %y[0, 1024] [512, 1024] [1, 1] : memref<512x2048xf32> to memref<512x1024xf32, strided<[2048, 1], offset: 1024>>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c : memref<512x1024xf32>) outs(%y1 : memref<512x1024xf32, strided<[2048, 1], offset: 1024>>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  }
  return
}
func.func @one_hot_count(%t: memref<6xi32>, %extents: memref<300xi8>, %s: memref<6xf32>, %b: index, %e: index) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %n = arith.subi %e, %b : index
  %ts = memref.subview %t[%b] [%n] [1] : memref<6xi32> to memref<?xi32, strided<[1], offset: ?>>
  %ss = memref.subview %s[%b] [%n] [1] : memref<6xf32> to memref<?xf32, strided<[1], offset: ?>>
  linalg.fill ins(%zero : f32) outs(%ss : memref<?xf32, strided<[1], offset: ?>>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%ts, %extents : memref<?xi32, strided<[1], offset: ?>>, memref<300xi8>) outs(%ss : memref<?xf32, strided<[1], offset: ?>>) {
  ^bb0(%target: i32, %unused: i8, %acc: f32):
    %i = arith.index_cast %target : i32 to index
    %v = linalg.index 1 : index
    %eq = arith.cmpi eq, %i, %v : index
    %x = arith.select %eq, %one, %zero : f32
    %sum = arith.addf %x, %acc : f32
    linalg.yield %sum : f32
  }
  return
}
func.func @pad_rows(%x: memref<6x10xf32>, %y: memref<6x16xf32>, %b: index, %e: index) {
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
      outs(%y : memref<6x16xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ten = arith.constant 10 : index
    %inside = arith.cmpi ult, %j, %ten : index
    %nine = arith.constant 9 : index
    %clamped = arith.minui %j, %nine : index
    %v = memref.load %x[%i, %clamped] : memref<6x10xf32>
    %zero = arith.constant 0.0 : f32
    %r = arith.select %inside, %v, %zero : f32
    linalg.yield %r : f32
  }
  return
}
func.func @cut_rows(%x: memref<128x8200xf32>, %z: memref<128x8200xf32>, %b: index, %e: index) {
  %two = arith.constant 2.0 : f32
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<128x8200xf32>) outs(%z : memref<128x8200xf32>) {
  ^bb0(%in: f32, %out: f32):
    %column = linalg.index 1 : index
    %c = arith.index_cast %column : index to i32
    %f = arith.sitofp %c : i32 to f32
    %scaled = arith.mulf %in, %two : f32
    %t = arith.subf %scaled, %f : f32
    linalg.yield %t : f32
  }
  return
}
func.func @masked_row_max(%x: memref<6x304xf32>, %m: memref<6xf32>, %b: index, %e: index) {
  %lowest = arith.constant 0xFF800000 : f32
  %n = arith.subi %e, %b : index
  %xs = memref.subview %x[%b, 0] [%n, 304] [1, 1] : memref<6x304xf32> to memref<?x304xf32, strided<[304, 1], offset: ?>>
  %ms = memref.subview %m[%b] [%n] [1] : memref<6xf32> to memref<?xf32, strided<[1], offset: ?>>
  linalg.fill ins(%lowest : f32) outs(%ms : memref<?xf32, strided<[1], offset: ?>>)
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%xs : memref<?x304xf32, strided<[304, 1], offset: ?>>) outs(%ms : memref<?xf32, strided<[1], offset: ?>>) {
  ^bb0(%in: f32, %out: f32):
    %j = linalg.index 1 : index
    %end = arith.constant 300 : index
    %inside = arith.cmpi ult, %j, %end : index
    %v = arith.select %inside, %in, %lowest : f32
    %t = arith.maximumf %v, %out : f32
    linalg.yield %t : f32
  }
  return
}
func.func @column_max_from_half(%x: memref<3x260x40xf32>, %m: memref<3x40xf32>, %b: index, %e: index) {
  %half = arith.constant 0.5 : f32
  %n = arith.subi %e, %b : index
  %xs = memref.subview %x[%b, 0, 0] [%n, 260, 40] [1, 1, 1] : memref<3x260x40xf32> to memref<?x260x40xf32, strided<[10400, 40, 1], offset: ?>>
  %ms = memref.subview %m[%b, 0] [%n, 40] [1, 1] : memref<3x40xf32> to memref<?x40xf32, strided<[40, 1], offset: ?>>
  linalg.fill ins(%half : f32) outs(%ms : memref<?x40xf32, strided<[40, 1], offset: ?>>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%xs : memref<?x260x40xf32, strided<[10400, 40, 1], offset: ?>>) outs(%ms : memref<?x40xf32, strided<[40, 1], offset: ?>>) {
  ^bb0(%in: f32, %out: f32):
    %t = arith.maximumf %in, %out : f32
    linalg.yield %t : f32
  }
  return
}
func.func @column_sum_two_loops(%x: memref<8x256x48xi32>, %s: memref<48xi32>, %b: index, %e: index) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]}
      ins(%x : memref<8x256x48xi32>) outs(%s : memref<48xi32>) {
  ^bb0(%in: i32, %out: i32):
    %t = arith.addi %out, %in : i32
    linalg.yield %t : i32
  }
  return
}
func.func @wide_column_sum(%x: memref<256x8192xi32>, %s: memref<8192xi32>, %b: index, %e: index) {
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<256x8192xi32>) outs(%s : memref<8192xi32>) {
  ^bb0(%in: i32, %out: i32):
    %t = arith.addi %out, %in : i32
    linalg.yield %t : i32
  }
  return
}
func.func @bias_gradient(%dy: memref<1024x48xbf16>, %db: memref<48xf32>, %b: index, %e: index) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%db : memref<48xf32>)
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%dy : memref<1024x48xbf16>) outs(%db : memref<48xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %x = arith.extf %in : bf16 to f32
    %t = arith.addf %x, %out : f32
    linalg.yield %t : f32
  }
  return
}
func.func @column_max_bf16(%x: memref<600x40xbf16>, %m: memref<40xbf16>, %b: index, %e: index) {
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<600x40xbf16>) outs(%m : memref<40xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %t = arith.maximumf %in, %out : bf16
    linalg.yield %t : bf16
  }
  return
}
func.func @row_chain(%x: memref<6x40xi32>, %m: memref<6xi32>, %s: memref<6xi32>, %y: memref<6x40xi32>, %b: index, %e: index) {
  %lowest = arith.constant -2147483648 : i32
  %zero = arith.constant 0 : i32
  %n = arith.subi %e, %b : index
  %xs = memref.subview %x[%b, 0] [%n, 40] [1, 1] : memref<6x40xi32> to memref<?x40xi32, strided<[40, 1], offset: ?>>
  %ms = memref.subview %m[%b] [%n] [1] : memref<6xi32> to memref<?xi32, strided<[1], offset: ?>>
  %ss = memref.subview %s[%b] [%n] [1] : memref<6xi32> to memref<?xi32, strided<[1], offset: ?>>
  %ys = memref.subview %y[%b, 0] [%n, 40] [1, 1] : memref<6x40xi32> to memref<?x40xi32, strided<[40, 1], offset: ?>>
  linalg.fill ins(%lowest : i32) outs(%ms : memref<?xi32, strided<[1], offset: ?>>)
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%xs : memref<?x40xi32, strided<[40, 1], offset: ?>>) outs(%ms : memref<?xi32, strided<[1], offset: ?>>) {
  ^bb0(%in: i32, %out: i32):
    %t = arith.maxsi %in, %out : i32
    linalg.yield %t : i32
  }
  linalg.fill ins(%zero : i32) outs(%ss : memref<?xi32, strided<[1], offset: ?>>)
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%xs, %ms : memref<?x40xi32, strided<[40, 1], offset: ?>>, memref<?xi32, strided<[1], offset: ?>>) outs(%ss : memref<?xi32, strided<[1], offset: ?>>) {
  ^bb0(%in: i32, %max: i32, %out: i32):
    %d = arith.subi %in, %max : i32
    %t = arith.addi %d, %out : i32
    linalg.yield %t : i32
  }
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%xs, %ms, %ss : memref<?x40xi32, strided<[40, 1], offset: ?>>, memref<?xi32, strided<[1], offset: ?>>, memref<?xi32, strided<[1], offset: ?>>) outs(%ys : memref<?x40xi32, strided<[40, 1], offset: ?>>) {
  ^bb0(%in: i32, %max: i32, %sum: i32, %out: i32):
    %p = arith.muli %in, %sum : i32
    %t = arith.subi %p, %max : i32
    linalg.yield %t : i32
  }
  return
}
func.func @row_chain_two_row_loops(%p: memref<4x3x24xi32>, %dp: memref<4x3x24xi32>, %t: memref<4x3xi32>, %g: memref<4x3x24xi32>, %b: index, %e: index) {
  %zero = arith.constant 0 : i32
  linalg.fill ins(%zero : i32) outs(%t : memref<4x3xi32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%p, %dp : memref<4x3x24xi32>, memref<4x3x24xi32>) outs(%t : memref<4x3xi32>) {
  ^bb0(%a: i32, %c: i32, %out: i32):
    %m = arith.muli %a, %c : i32
    %r = arith.addi %m, %out : i32
    linalg.yield %r : i32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%p, %dp, %t : memref<4x3x24xi32>, memref<4x3x24xi32>, memref<4x3xi32>) outs(%g : memref<4x3x24xi32>) {
  ^bb0(%a: i32, %c: i32, %s: i32, %out: i32):
    %d = arith.subi %c, %s : i32
    %r = arith.muli %a, %d : i32
    linalg.yield %r : i32
  }
  return
}
func.func @row_chain_serial(%x: memref<5x12xi32>, %h: memref<5xi32>, %y: memref<5x12xi32>, %b: index, %e: index) {
  %zero = arith.constant 0 : i32
  %two = arith.constant 2 : i32
  linalg.fill ins(%zero : i32) outs(%h : memref<5xi32>)
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<5x12xi32>) outs(%h : memref<5xi32>) {
  ^bb0(%in: i32, %out: i32):
    %d = arith.muli %out, %two : i32
    %t = arith.addi %d, %in : i32
    linalg.yield %t : i32
  }
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %h : memref<5x12xi32>, memref<5xi32>) outs(%y : memref<5x12xi32>) {
  ^bb0(%in: i32, %hash: i32, %out: i32):
    %t = arith.xori %in, %hash : i32
    linalg.yield %t : i32
  }
  return
}
func.func @row_chain_centered(%x: memref<3x100xi32>, %s: memref<3xi32>, %c: memref<3x100xi32>, %q: memref<3xi32>, %y: memref<3x100xi32>, %b: index, %e: index) {
  %zero = arith.constant 0 : i32
  %three = arith.constant 3 : i32
  linalg.fill ins(%zero : i32) outs(%s : memref<3xi32>)
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<3x100xi32>) outs(%s : memref<3xi32>) {
  ^bb0(%in: i32, %out: i32):
    %t = arith.addi %in, %out : i32
    linalg.yield %t : i32
  }
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : memref<3x100xi32>, memref<3xi32>) outs(%c : memref<3x100xi32>) {
  ^bb0(%in: i32, %sum: i32, %out: i32):
    %m = arith.muli %in, %three : i32
    %t = arith.subi %m, %sum : i32
    linalg.yield %t : i32
  }
  linalg.fill ins(%zero : i32) outs(%q : memref<3xi32>)
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%c : memref<3x100xi32>) outs(%q : memref<3xi32>) {
  ^bb0(%in: i32, %out: i32):
    %m = arith.muli %in, %in : i32
    %t = arith.addi %m, %out : i32
    linalg.yield %t : i32
  }
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c, %q, %s : memref<3x100xi32>, memref<3xi32>, memref<3xi32>) outs(%y : memref<3x100xi32>) {
  ^bb0(%in: i32, %sq: i32, %sum: i32, %out: i32):
    %m = arith.muli %in, %sq : i32
    %t = arith.addi %m, %sum : i32
    linalg.yield %t : i32
  }
  return
}
func.func @row_chain_long(%x: memref<2x4100xi32>, %m: memref<2xi32>, %y: memref<2x4100xi32>, %b: index, %e: index) {
  %lowest = arith.constant -2147483648 : i32
  linalg.fill ins(%lowest : i32) outs(%m : memref<2xi32>)
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<2x4100xi32>) outs(%m : memref<2xi32>) {
  ^bb0(%in: i32, %out: i32):
    %t = arith.maxsi %in, %out : i32
    linalg.yield %t : i32
  }
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %m : memref<2x4100xi32>, memref<2xi32>) outs(%y : memref<2x4100xi32>) {
  ^bb0(%in: i32, %max: i32, %out: i32):
    %t = arith.subi %in, %max : i32
    linalg.yield %t : i32
  }
  return
}
func.func @row_chain_accumulate(%x: memref<4x50xi32>, %m: memref<4xi32>, %h: memref<4x1xi32>, %y: memref<4x50xi32>, %b: index, %e: index) {
  %one = arith.constant 1 : i32
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<4x50xi32>) outs(%m : memref<4xi32>) {
  ^bb0(%in: i32, %out: i32):
    %t = arith.addi %in, %out : i32
    linalg.yield %t : i32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m : memref<4xi32>) outs(%h : memref<4x1xi32>) {
  ^bb0(%in: i32, %out: i32):
    %t = arith.addi %in, %one : i32
    linalg.yield %t : i32
  }
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0, 0)>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %h : memref<4x50xi32>, memref<4x1xi32>) outs(%y : memref<4x50xi32>) {
  ^bb0(%in: i32, %hi: i32, %out: i32):
    %t = arith.subi %in, %hi : i32
    linalg.yield %t : i32
  }
  return
}
func.func @row_chain_bf16(%x: memref<3x70xbf16>, %m: memref<3xbf16>, %s: memref<3xf32>, %y: memref<3x70xbf16>, %b: index, %e: index) {
  %lowest = arith.constant 0xFF80 : bf16
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%lowest : bf16) outs(%m : memref<3xbf16>)
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<3x70xbf16>) outs(%m : memref<3xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %t = arith.maximumf %in, %out : bf16
    linalg.yield %t : bf16
  }
  linalg.fill ins(%zero : f32) outs(%s : memref<3xf32>)
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x, %m : memref<3x70xbf16>, memref<3xbf16>) outs(%s : memref<3xf32>) {
  ^bb0(%in: bf16, %max: bf16, %out: f32):
    %a = arith.extf %in : bf16 to f32
    %c = arith.extf %max : bf16 to f32
    %d = arith.subf %a, %c : f32
    %t = arith.addf %d, %out : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %m, %s : memref<3x70xbf16>, memref<3xbf16>, memref<3xf32>) outs(%y : memref<3x70xbf16>) {
  ^bb0(%in: bf16, %max: bf16, %sum: f32, %out: bf16):
    %a = arith.extf %in : bf16 to f32
    %c = arith.extf %max : bf16 to f32
    %d = arith.subf %a, %c : f32
    %p = arith.mulf %d, %sum : f32
    %t = arith.truncf %p : f32 to bf16
    linalg.yield %t : bf16
  }
  return
}
)mlir";

} // namespace

TEST_F(GpuKernelCompilerTest, EmulatedKernelsMatchTheCpuKernels) {
  OwningOpRef<ModuleOp> kernels = parseSourceString<ModuleOp>(
      std::string(kEmulated) + fsdpc::test::kScatterKernel,
      ParserConfig(&context));
  ASSERT_TRUE(kernels);
  context.loadDialect<gpu::GPUDialect>();
  auto emitErr = [&] { return emitError(UnknownLoc::get(&context)); };
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    errors += diag.str() + "\n";
    return success();
  });
  // Build every gpu.func, then turn each into a host loop over its threads.
  const std::vector<int64_t> splitRanges = {6,    6, 1, 1, 1, 1, 6, 1, 6, 1,
                                            1024, 1, 6, 1, 1, 6, 3, 1, 1, 1,
                                            1,    6, 1, 1, 1, 1, 1, 1, 16};
  FailureOr<fsdpc::test::EmulatedKernels> emulated =
      fsdpc::test::emulateKernels(*kernels, splitRanges, GpuKernelOptions(),
                                  emitErr);
  ASSERT_TRUE(succeeded(emulated)) << errors;
  gpu::GPUModuleOp gpuModule = emulated->gpuModule;
  std::vector<int64_t> blockCounts, threadCounts;
  std::vector<GpuMapping> mappings;
  std::vector<unsigned> pointsPerThread;
  for (const auto &launch : emulated->launches) {
    blockCounts.push_back(launch.blocks);
    threadCounts.push_back(launch.blocks * launch.threads);
    mappings.push_back(launch.plan.mapping);
    pointsPerThread.push_back(launch.plan.pointsPerThread);
  }
  const GpuMapping thread = GpuMapping::ThreadPerIndex,
                   block = GpuMapping::BlockPerIndex;
  EXPECT_EQ(mappings,
            (std::vector<GpuMapping>{
                thread, block,  thread, block,  block, thread, block,  thread,
                thread, thread, thread, thread, block, thread, thread, block,
                block,  block,  block,  block,  block, block,  block,  block,
                block,  block,  block,  block,  thread}));
  // Several points per thread only where the kernel keeps 2^18 threads and
  // B * V points tile a row (512 x 2048 / 4, 1024 x 768 / 3, the two 512 x
  // 1024 halves of a concatenation / 2) or cut it with at most an eighth of
  // the lanes idle (128 rows of 8200 in 9 chunks of 256 threads x 4: 11%).
  // A row kernel holding its row in registers: the row's points per thread
  // (40 points in 2 slots of 32 threads, 100 in 4).
  EXPECT_EQ(pointsPerThread,
            (std::vector<unsigned>{1, 1, 1, 1, 1, 1, 1, 1, 1, 4, 3, 2, 1, 1, 4,
                                   1, 1, 1, 1, 1, 1, 2, 1, 1, 4, 1, 2, 3, 1}));
  EXPECT_EQ(threadCounts[9], 512 * 2048 / 4);
  EXPECT_EQ(threadCounts[10], 1024 * 768 / 3);
  EXPECT_EQ(threadCounts[11], 512 * 1024 / 2);
  EXPECT_EQ(threadCounts[14], 128 * 9 * 256);
  // Column reductions: a block per tile of neighbouring columns and split
  // of its rows, the splits of whole strides (lanes x rows loaded at once)
  // while the tiles are few. The tall sum: one tile of 8 columns x 16 lanes,
  // 300 rows in 3 splits of 128; the maximum: 3 split blocks x 3 tiles of
  // 16 x 16 lanes, 260 rows in 3 splits of 128; the two-loop sum: 3 tiles of
  // 16 x 32 lanes, 2048 rows in 16 splits of 128; the wide sum: 512 tiles of
  // 16 x 16 lanes, enough blocks unsplit.
  EXPECT_EQ(blockCounts[3], 1 * 3);
  EXPECT_EQ(threadCounts[3], 1 * 3 * 8 * 16);
  EXPECT_EQ(blockCounts[16], 3 * 3 * 3);
  EXPECT_EQ(threadCounts[16], 3 * 3 * 3 * 16 * 16);
  EXPECT_EQ(blockCounts[17], 3 * 16);
  EXPECT_EQ(threadCounts[17], 3 * 16 * 512);
  EXPECT_EQ(blockCounts[18], 512);
  EXPECT_EQ(threadCounts[18], 512 * 16 * 16);
  // bf16 columns, 8 rows loaded at once: a bias gradient's f32 sums (3
  // tiles of 16 x 32 lanes, 1024 rows in 4 splits of 256) and a bf16
  // maximum folding into what its output held, its partials widened to f32
  // (3 tiles, the last of 8 columns, 600 rows in splits of 512 and 88).
  EXPECT_EQ(blockCounts[19], 3 * 4);
  EXPECT_EQ(threadCounts[19], 3 * 4 * 512);
  EXPECT_EQ(blockCounts[20], 3 * 2);
  EXPECT_EQ(threadCounts[20], 3 * 2 * 512);
  // Row kernels: a block per row of their row loops, every phase in it.
  // Held in registers, a thread reads back only what it loaded or computed
  // itself, so no barrier is left between the phases; they run with their
  // real block sizes below, where a read of another thread's store without
  // one would show.
  EXPECT_EQ(blockCounts[21], 6);
  EXPECT_EQ(blockCounts[22], 4 * 3);
  auto barriers = [&](StringRef name) {
    int count = 0;
    gpuModule.lookupSymbol<gpu::GPUFuncOp>(name).walk(
        [&](gpu::BarrierOp) { ++count; });
    return count;
  };
  auto loads = [&](StringRef name) {
    int count = 0;
    gpuModule.lookupSymbol<gpu::GPUFuncOp>(name).walk(
        [&](memref::LoadOp) { ++count; });
    return count;
  };
  EXPECT_EQ(barriers("gpu_row_chain"), 0);
  EXPECT_EQ(barriers("gpu_row_chain_two_row_loops"), 0);
  EXPECT_EQ(barriers("gpu_row_chain_centered"), 0);
  // Each slot's operand loaded once for all the phases: the row maximum, sum
  // and normalization read x at 2 slots; the centered chain x at 4 (the
  // centered rows and statistics come from registers).
  EXPECT_EQ(loads("gpu_row_chain"), 2);
  EXPECT_EQ(loads("gpu_row_chain_centered"), 4);
  // A fold no combiner describes (h = 2h + x, in order): thread 0 folds the
  // row alone, in the CPU's order, and the others read its total after a
  // barrier.
  EXPECT_EQ(blockCounts[23], 5);
  EXPECT_EQ(barriers("gpu_row_chain_serial"), 1);
  // 4100 points are more than 16 slots of 256 threads: strided loops and a
  // barrier between the two phases.
  EXPECT_EQ(pointsPerThread[25], 1u);
  EXPECT_EQ(barriers("gpu_row_chain_long"), 1);
  // A sum folding into what its output held: every thread reads that
  // before the block combines, so each holds the stored sum (a read after
  // thread 0's store would add the row twice), and the one-point phase after
  // it is computed by every thread; x at 2 slots and the sum's first value
  // are the only loads. That first value is read from a buffer the kernel
  // writes, so the barriers stay (readsWhatItWrites does not tell a read
  // before every store from one after).
  EXPECT_EQ(barriers("gpu_row_chain_accumulate"), 2);
  EXPECT_EQ(loads("gpu_row_chain_accumulate"), 3);
  // bf16 rows: x at 3 slots, nothing else read back from memory.
  EXPECT_EQ(barriers("gpu_row_chain_bf16"), 0);
  EXPECT_EQ(loads("gpu_row_chain_bf16"), 3);
  // And all of them lower to PTX.
  EXPECT_TRUE(
      succeeded(compileGpuKernelLibrary(*kernels, splitRanges, {}, emitErr)))
      << errors;

  // Exactly what the CPU kernels compute.
  std::mt19937 rng(7);
  unsigned index = 0;
  for (auto kernel : kernels->getOps<func::FuncOp>()) {
    SCOPED_TRACE(kernel.getSymName().str());
    EXPECT_EQ(fsdpc::test::compareOnRandomOperands(*emulated, kernel, index++,
                                                   rng, /*tolerance=*/0),
              "");
  }
}

// onePointPerThread keeps the first layout, the baseline bench/gpu times the
// work-per-thread rules against: one point per thread, and row blocks as
// wide as the row (up to 256) instead of ~16 elements per thread.
TEST_F(GpuKernelCompilerTest, OnePointPerThreadIsTheBaselineLayout) {
  const std::vector<int64_t> splitRanges = {6,    6, 1, 1, 1, 1, 6, 1, 6, 1,
                                            1024, 1, 6, 1, 1, 6, 3, 1, 1, 1,
                                            1,    6, 1, 1, 1, 1, 1, 1};
  GpuKernelOptions baseline;
  baseline.onePointPerThread = true;
  FailureOr<GpuKernelLibrary> spread = compile(kEmulated, splitRanges);
  FailureOr<GpuKernelLibrary> one = compile(kEmulated, splitRanges, baseline);
  ASSERT_TRUE(succeeded(spread) && succeeded(one)) << errors;
  const GpuKernelInfo &wide = spread->kernels[9], &wideOne = one->kernels[9];
  EXPECT_EQ(wide.pointsPerThread, 4u);
  EXPECT_EQ(wide.rangeEnd, 512 * 2048 / 4);
  EXPECT_EQ(wideOne.pointsPerThread, 1u);
  EXPECT_EQ(wideOne.rangeEnd, 512 * 2048);
  // The 33-long row maximum, and the 300-long column sum: a block per
  // column in the baseline, one per split of its rows (3) for its 8 columns
  // x 16 lanes otherwise.
  EXPECT_EQ(spread->kernels[1].blockSize, 32u);
  EXPECT_EQ(one->kernels[1].blockSize, 64u);
  EXPECT_EQ(spread->kernels[3].blockSize, 128u);
  EXPECT_EQ(spread->kernels[3].rangeEnd, 3);
  EXPECT_EQ(one->kernels[3].blockSize, 256u);
  EXPECT_EQ(one->kernels[3].rangeEnd, 8);
}
