//===- Passes.h - fsdpc passes ----------------------------------*- C++ -*-===//

#ifndef FSDPC_PASSES_PASSES_H
#define FSDPC_PASSES_PASSES_H

#include "fsdpc/Dialect/FSDP/FSDP.h"
#include "fsdpc/Schedule/Schedule.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/Pass.h"

#include <limits>

namespace mlir::fsdp {
/// fsdp-partition's world-size when none is given (any value a user could
/// mean, 0 and negatives included, is checked and rejected).
inline constexpr int64_t kWorldSizeNotGiven =
    std::numeric_limits<int64_t>::min();

/// How fsdp-collective-messages sends a bucket's members.
enum class MessageForm {
  Auto,      // the form the cost model predicts faster, per collective
  Packed,    // one message through a staging buffer (FSDP's flat buffer)
  PerMember, // one message per member, in place, wherever allowed
};

#define GEN_PASS_DECL
#include "fsdpc/Passes/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "fsdpc/Passes/Passes.h.inc"

/// Registers `fsdp-pipeline`: partition, bucket, schedule, plan memory.
void registerFSDPCPipelines();
} // namespace mlir::fsdp

#endif // FSDPC_PASSES_PASSES_H
