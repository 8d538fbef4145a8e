//===- ConcatPlacement.h - GEMMs writing their concat -----------*- C++ -*-===//
//
// A tensor.concat of GEMM results needs no copy: each library GEMM can write
// its matrices where its operand lies in the concatenation, C's leading
// dimension and batch strides stretched from the operand's rows to the
// concatenation's (cuBLASLt and the CPU GEMM take any leading dimension). The
// backward of a fused QKV projection concatenates dq, dk and dv along the
// features: three GEMMs then write 768 of every 2304 elements of one buffer,
// and the 38 MB copy per layer is gone. The operand's buffer is the
// concatenation's (BufferLiveness), the concat costs nothing (the cost model)
// and emits nothing (fsdp-translate), which places each GEMM's C
// (placeGemmOutput). This file is the one rule all three follow.
//
// A concat is written in place when every operand is, through reshapes that
// nothing else reads, the only result of a library GEMM (matchGemm) whose
// init holds nothing it adds to (a tensor.empty, or a zero fill only it
// reads and that never runs on its own), when the shapes are static, and
// when the GEMM's walk over C stays inside the operand's rows or moves by
// whole rows, so that the stretched strides reach the same elements (and
// stay below 2^31).
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_PASSES_CONCATPLACEMENT_H
#define FSDPC_PASSES_CONCATPLACEMENT_H

#include "fsdpc/Passes/Contraction.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace mlir::fsdp {

/// Where a value written into a concatenation lies in it, in elements of
/// the row-major layouts: element L of the value is element
/// (L / rowElements) * concatRowElements + L % rowElements + elementOffset
/// of the concatenation.
struct ConcatPlacement {
  tensor::ConcatOp concat;
  /// Of the value's first element.
  int64_t elementOffset = 0;
  /// Elements from the concatenated dimension on: of one of the value's rows
  /// and of one of the concatenation's.
  int64_t rowElements = 1;
  int64_t concatRowElements = 1;
};

/// `gemm` with C where `placement` puts it: its leading dimension and
/// strides stretched to the concatenation's rows (C's first element is
/// `placement.elementOffset` into the concatenation's buffer). nullopt when
/// C's matrices leave a row partway (a stride neither inside one row nor a
/// multiple of it).
std::optional<GemmShape> placeGemmOutput(const GemmShape &gemm,
                                         const ConcatPlacement &placement);

/// The values `concat` is written in place through, each with its place: its
/// operands, the views between them and their GEMMs, the GEMMs' results and
/// inits. nullopt when it is not written in place (see above).
std::optional<SmallVector<std::pair<Value, ConcatPlacement>>>
getConcatPlacements(tensor::ConcatOp concat);

/// Whether `concat`'s operands are written into it (getConcatPlacements):
/// it copies nothing.
bool isWrittenInPlace(tensor::ConcatOp concat);

} // namespace mlir::fsdp

#endif // FSDPC_PASSES_CONCATPLACEMENT_H
