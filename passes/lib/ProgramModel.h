//===- ProgramModel.h - costs and sizes of a per-rank program ---*- C++ -*-===//
//
// What the scheduling passes need to know about the ops of a per-rank
// program: how many bytes a tensor takes, how long an op or a collective
// takes on a device, and the options they share (device, memory budget).
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_PASSES_PROGRAMMODEL_H
#define FSDPC_PASSES_PROGRAMMODEL_H

#include "fsdpc/Dialect/FSDP/FSDP.h"
#include "fsdpc/Schedule/CostModel.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace mlir::fsdp {

/// A preset name, or a path to a JSON file (ending in .json) overriding the
/// `h100` preset or the preset it names as "base".
FailureOr<fsdpc::schedule::DeviceSpec>
resolveDevice(StringRef device, function_ref<InFlightDiagnostic()> emitError);

/// "40GiB", "512MiB", "1e9", "2000000": a positive number of bytes below
/// 2^63. Fails on anything else (zero, negative, NaN, infinite, too large).
FailureOr<uint64_t> parseByteSize(StringRef text);

/// What a compute op costs, read from the IR: a GEMM (matchGemm) is
/// 2 * M * N * K flops at its inputs' dtype, casts free; another linalg op
/// is its body's scalar ops (index reads and casts free) per iteration;
/// bytes are what it reads (inputs, the inits its body reads) and writes;
/// slices and concatenations move their bytes; views (reshapes) and
/// tensor.empty are free; a step's return moves each result that updates an
/// argument into the argument's place (read and written: the runtime's
/// donation copies) unless it is that argument or was written over it
/// (findInPlaceUpdates). Fused kernels are priced as
/// formed by fsdp-form-kernels (their intermediates never touch memory); an
/// fsdp.row_kernel as its phases' work with its inputs read once and its
/// results written once.
struct OpCost {
  double flops = 0;
  /// exp, log, erf, tanh, rsqrt, ... results: priced at the device's
  /// special-function rate, not as flops.
  double transcendentals = 0;
  uint64_t bytes = 0;
  /// What an elementwise, reduction or row kernel issues on the CUDA
  /// lowering (CudaInstructions.h): its ops at their instruction counts and
  /// its element loads and stores; the GPU presets price this, not `flops`.
  double cudaInstructions = 0;
  fsdpc::schedule::DType dtype = fsdpc::schedule::DType::F32;
  bool isGemm = false;
  /// Library calls it takes: a GEMM's loops of calls (GemmShape::outer)
  /// launch one each.
  double launches = 1;
};
/// With `accesses`, also what it reads and writes, as getOpAccesses.
OpCost
getOpCost(Operation *op,
          std::vector<fsdpc::schedule::MemoryAccess> *accesses = nullptr);

/// The iterations of `op`'s loops, or nullopt when an extent is dynamic.
std::optional<double> getStaticIterations(linalg::LinalgOp op);

/// The points of one row a thread of `op`'s GPU kernel runs: the CUDA
/// lowering's layout (fsdpc/Schedule/GpuPointLayout.h) of its parallel
/// points, one when a loop reduces or an extent is dynamic. What they share
/// along the innermost loop, a thread computes and loads once for them.
double getGpuPointsPerThread(linalg::LinalgOp op);

/// Roofline time of a compute op (getOpCost on `device`).
double getComputeSeconds(Operation *op,
                         const fsdpc::schedule::DeviceSpec &device);
/// Roofline time of a kernel doing `cost`'s work on `device`, its bytes
/// streaming at `streamingBandwidth` where the program around it says
/// (getStreamingBandwidths; 0: the device's bandwidth at its bytes).
double getComputeSeconds(const OpCost &cost,
                         const fsdpc::schedule::DeviceSpec &device,
                         double streamingBandwidth = 0);

/// The tensors `op` reads and writes, as getStreamingBandwidths takes them:
/// the bytes getOpCost counts (a reshape's result is its source's data),
/// and for a collective its inputs and results (what its readers find
/// where the network left them; its own time is the network's).
std::vector<fsdpc::schedule::MemoryAccess> getOpAccesses(Operation *op);

/// The bytes a collective's copy-in and copy-out read and write: every
/// staged message byte (CollectiveLayout.h: send and receive buffers, none
/// where it communicates in place) is copied once, read and written.
uint64_t getCollectiveStagingBytes(CollectiveOpInterface op);

/// Time of a collective (sync or start op) over its axes of `mesh`: the
/// network model's, plus its staging copies at the device's memory
/// bandwidth (the runtime runs them on the collective's queue).
double getCollectiveSeconds(CollectiveOpInterface op, MeshAttr mesh,
                            const fsdpc::schedule::DeviceSpec &device);

/// The same for either form of the message, whatever `op` says: one packed
/// message with its staging copies, or (`perMember`) one message per member,
/// each priced by the network model on its own and summed.
double getCollectiveSeconds(CollectiveOpInterface op, MeshAttr mesh,
                            const fsdpc::schedule::DeviceSpec &device,
                            bool perMember);

} // namespace mlir::fsdp

#endif // FSDPC_PASSES_PROGRAMMODEL_H
