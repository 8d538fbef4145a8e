//===- TestGemmMatch.cpp - the GEMM matchGemm reads from each op ----------===//

#include "TestPasses.h"

#include "fsdpc/Passes/Contraction.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPTESTGEMMMATCH
#include "TestPasses.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

namespace {
/// "count [strideA strideB strideC]".
void printBatch(InFlightDiagnostic &remark, const GemmBatch &batch) {
  remark << batch.count << " [" << batch.strideA << " " << batch.strideB << " "
         << batch.strideC << "]";
}

struct TestGemmMatchPass
    : public mlir::fsdp::impl::FSDPTestGemmMatchBase<TestGemmMatchPass> {
  void runOnOperation() override {
    getOperation().walk([](linalg::LinalgOp op) {
      InFlightDiagnostic remark = op->emitRemark();
      std::optional<GemmShape> gemm = matchGemm(op);
      if (!gemm) {
        remark << "no gemm";
        return;
      }
      remark << "gemm A=" << gemm->aOperand << " B=" << gemm->bOperand << " "
             << gemm->m << "x" << gemm->n << "x" << gemm->k;
      if (gemm->transposeA)
        remark << " A^T";
      if (gemm->transposeB)
        remark << " B^T";
      remark << " ld " << gemm->lda << " " << gemm->ldb << " " << gemm->ldc
             << " batch ";
      printBatch(remark, gemm->batch);
      for (const GemmBatch &loop : gemm->outer) {
        remark << " outer ";
        printBatch(remark, loop);
      }
    });
  }
};
} // namespace
