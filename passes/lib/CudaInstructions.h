//===- CudaInstructions.h - what the CUDA lowering issues per op -*- C++
//-*-===//
//
// The SASS instructions fsdp-translate's CUDA lowering issues for one scalar
// op of an elementwise or row kernel's body, and for one element a kernel
// loads or stores: the cost model's count of a kernel's instruction issue on
// the GPU presets, whose CUDA cores issue one instruction a lane a clock
// (DeviceSpec::cudaInstructionsPerSecond). A softmax's exp is not one op there
// but the range reduction around an ex2, a division a reciprocal and its
// range scaling: the kernels that compute them are bound by issue long before
// memory. The figures are counts from ptxas for sm_90 of one-op probe
// kernels (bench/gpu/probe_instructions.py), not times.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_PASSES_CUDAINSTRUCTIONS_H
#define FSDPC_PASSES_CUDAINSTRUCTIONS_H

#include "mlir/IR/Operation.h"

namespace mlir::fsdp {

/// Instructions a kernel issues per element it loads or stores (the access
/// and its share of the address arithmetic), and per point it computes
/// beside its ops and accesses (the point's index and the loop around it),
/// in an elementwise or reduction kernel: the line through the probe
/// kernels of 1 and 8 f32 inputs and one output (those of 2 and 4 lie on
/// it), which issue 4 + 1.5 a point for each element they load or store,
/// plus their adds.
constexpr double kCudaInstructionsPerAccess = 1.5;
constexpr double kCudaInstructionsPerPoint = 4;

/// Instructions a thread of an elementwise kernel spends finding its points
/// beyond those: for each division of its index by a loop extent (or a
/// row's chunk count) that is not a power of two, for each distinct
/// indexing map of an input other than the output's (its own address
/// arithmetic), and where its rows are cut into chunks (GpuPointLayout.h:
/// GPT-2's 50264-long logits) for its chunk's place in its row, each point
/// clamped to the row's end and its store predicated. A least-squares fit
/// of the three to probe kernels of rows of 768, 2304, 3072 and 50264
/// points (the last cut into chunks), 1 to 8 inputs, read whole, per row or
/// per column (bench/gpu/probe_instructions.py; those of power-of-two rows
/// and identity maps need none). Their outer extents are powers of two: a
/// division by another outer extent (12 heads) is priced the same, not
/// probed. (A division at each point of chunked rows costs ~5 more a
/// thread than these and the division's own price, not priced.)
constexpr double kCudaInstructionsPerIndexDivision = 16.5;
constexpr double kCudaInstructionsPerIndexMap = 5.25;
constexpr double kCudaInstructionsPerChunkedRowThread = 9.75;

/// Instructions each thread of a row kernel (a block per row) issues beyond
/// its points' work: finding its row and slots, and for each phase that
/// reduces, combining its partial with the block's (warp shuffles, shared
/// memory, barriers) and reading the result back. A least-squares fit to
/// probe row kernels of 1 to 3 reductions over rows of 768, 1024 and 2048
/// points (bench/gpu/probe_instructions.py), which hold their rows in
/// registers; a longer row's, strided, is priced the same, not probed.
constexpr double kCudaInstructionsPerRowThread = 13.5;
constexpr double kCudaInstructionsPerBlockReduction = 67;

/// Instructions a division issues as the CUDA lowering computes it
/// (fsdpc/Passes/GpuDivision.h): div.full.f32 by a value of each point (its
/// reciprocal, range scaling and multiply; probed, probe_instructions.py),
/// and the two widenings and the rounding around a 16-bit one (read off its
/// SASS). By a value a thread's points share (a softmax's row sum in a row
/// kernel, a per-row operand of an elementwise kernel), ptxas computes the
/// reciprocal once for them (kCudaInstructionsPerReciprocal, a thread's:
/// the reciprocal, two range tests, a select and a scaling, read off the
/// SASS and fitted) and each point multiplies by it and scales the
/// quotient into range (kCudaInstructionsPerSharedDivision, probed); by a
/// constant, one multiply (a 16-bit one with its conversions).
constexpr double kCudaInstructionsPerDivision = 8.25;
constexpr double kCudaInstructionsPerHalfDivisionConversions = 3;
constexpr double kCudaInstructionsPerSharedDivision = 3;
constexpr double kCudaInstructionsPerReciprocal = 5;

/// Whether `op` is an f32 division by a value (GpuDivision::FullRange),
/// whose reciprocal a thread can share between its points. A 16-bit one
/// could share it too (the widened divisor is one register); it is priced
/// as a whole division, an over-estimate.
bool isSharableDivision(Operation &op);

/// What a point of a kernel issues for `divisions` divisions by values its
/// thread's points share, by `divisors` distinct ones, where a thread
/// computes a reciprocal for every `reciprocalsPerPoint`-th of a point:
/// whole divisions where each point computes its own (1).
double getSharedDivisionInstructions(double divisions, double divisors,
                                     double reciprocalsPerPoint);

/// The instructions `op`, a scalar op the cost model counts (not an index
/// read, constant, cast or terminator), issues on the CUDA lowering: 1 for
/// an arithmetic op, more for the math library's and a division's
/// expansions, none for an affine.apply that only restates a loop index.
double getCudaInstructions(Operation &op);

/// Whether `op` is an f32 add, subtract or multiply of two 16-bit floats
/// (bf16 or f16: values widened by arith.extf, or constants it holds
/// exactly) whose only use rounds it back to that type (to nearest): LLVM's
/// InstCombine computes it in the 16-bit type (the same result: f32 holds
/// a product exactly, and a sum's double rounding is harmless when f32 has
/// at least 2p + 1 bits, p the 16-bit type's), an `add.rn.bf16` on sm_90,
/// and the conversions around it go. A division is narrowed too, but sm_90
/// has no 16-bit division: it stays f32. (Ops LLVM also narrows and this
/// does not: f64 ones, mixed 16-bit types, a negation or select.)
bool isNarrowedToHalf(Operation &op);

/// Whether `op` is a conversion that narrowing (isNarrowedToHalf) removes:
/// the rounding of a narrowed op, or a widening read only by narrowed ops.
/// (A row kernel's later phase that reuses an earlier one's widening,
/// RowKernelWork, may read it in f32 where the earlier one did not: that
/// conversion is then counted nowhere.)
bool isFoldedConversion(Operation &op);

} // namespace mlir::fsdp

#endif // FSDPC_PASSES_CUDAINSTRUCTIONS_H
