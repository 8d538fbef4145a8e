//===- Emulate.cpp - N ranks in one function (fsdp-emulate-ranks) ---------===//
//
// Being written; until then the pass reports that it is unavailable.
//
//===----------------------------------------------------------------------===//

#include "fsdpc/Passes/Passes.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPEMULATERANKS
#include "fsdpc/Passes/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

namespace {
struct EmulateRanksPass
    : public mlir::fsdp::impl::FSDPEmulateRanksBase<EmulateRanksPass> {
  void runOnOperation() override {
    getOperation().emitError("fsdp-emulate-ranks is not implemented yet");
    signalPassFailure();
  }
};
} // namespace
