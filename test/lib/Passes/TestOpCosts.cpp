//===- TestOpCosts.cpp - what the cost model reads from each op -----------===//

#include "ProgramModel.h"
#include "TestPasses.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPTESTOPCOSTS
#include "TestPasses.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

namespace {
struct TestOpCostsPass
    : public mlir::fsdp::impl::FSDPTestOpCostsBase<TestOpCostsPass> {
  void runOnOperation() override {
    for (Operation &op : getOperation().getBody().getOps()) {
      // A return is priced when it copies state (the donated results).
      bool isReturn = isa<func::ReturnOp>(op);
      if (!isReturn &&
          (op.hasTrait<OpTrait::IsTerminator>() || op.getNumResults() == 0 ||
           !isa<ShapedType>(op.getResult(0).getType())))
        continue;
      OpCost cost = getOpCost(&op);
      if (isReturn && cost.bytes == 0)
        continue;
      InFlightDiagnostic remark = op.emitRemark();
      remark << "flops " << int64_t(cost.flops) << " bytes " << cost.bytes
             << " dtype " << fsdpc::schedule::getDTypeName(cost.dtype);
      if (cost.isGemm)
        remark << " gemm";
      if (cost.launches > 1)
        remark << " calls " << int64_t(cost.launches);
      if (cost.transcendentals > 0)
        remark << " transcendentals " << int64_t(cost.transcendentals);
      if (auto collective = dyn_cast<CollectiveOpInterface>(op))
        remark << " staging " << getCollectiveStagingBytes(collective);
      if (cost.cudaInstructions > 0)
        remark << " cuda " << int64_t(cost.cudaInstructions);
    }
  }
};
} // namespace
