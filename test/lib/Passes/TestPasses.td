//===- TestPasses.td - fsdpc test-support passes -----------*- tablegen -*-===//

#ifndef FSDPC_TEST_PASSES_TD
#define FSDPC_TEST_PASSES_TD

include "mlir/Pass/PassBase.td"

def FSDPEmulateRanks : Pass<"fsdp-emulate-ranks", "::mlir::ModuleOp"> {
  let summary = "Runs an N-rank per-rank program as one single-process function";
  let description = [{
    Test support: turns every per-rank function (a bound mesh, fsdp
    collectives) into a function with the *global* signature that computes,
    in plain tensor/linalg/arith, what the N ranks compute together. Each
    rank's body is cloned in lockstep with `fsdp.rank` replaced by constants;
    the inputs are cut into each rank's shards (zero padded as the sharding
    says); collectives become concatenations, slices and elementwise
    combinations across the ranks' clones; the results are reassembled from
    the ranks' shards; an `fsdp.row_kernel` becomes its phases, one after
    the other. Upstream `mlir-opt` + `mlir-runner` can then run the
    original and the emulated program side by side. The `fsdp.mesh` ops and
    all fsdp attributes are removed.

    The emulation is as large as all ranks' programs together, so it refuses
    meshes of more than 64 ranks. Collectives combine as the dialect defines
    them: integer max and min are signed, except on i1 (false < true: max
    is a logical or, min a logical and).

    ```mlir
    // fsdp-opt --fsdp-partition="world-size=2" --fsdp-emulate-ranks
    func.func @step(%w: tensor<10x8xf32>, ...) -> ... {
      %w0 = tensor.extract_slice %w[0, 0] [5, 8] [1, 1] ...
      %w1 = tensor.extract_slice %w[5, 0] [5, 8] [1, 1] ...
      %g = tensor.concat dim(0) %w0, %w1 ...   // was fsdp.all_gather
      ...
    }
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def FSDPTestOpCosts : Pass<"fsdp-test-op-costs", "::mlir::func::FuncOp"> {
  let summary = "Reports what the cost model reads from each op";
  let description = [{
    Test support: emits a remark at every op the cost model prices with the
    flops, bytes and dtype it reads from the IR (`getOpCost`), whether it
    is a GEMM, and for a collective the bytes its copy-in and copy-out move
    (`getCollectiveStagingBytes`), so that lit tests check op costing from
    IR rather than from numbers fed to the model.

    ```mlir
    // fsdp-opt --fsdp-test-op-costs -verify-diagnostics
    // expected-remark @+1 {{flops 3072 bytes 3584 dtype bf16 gemm}}
    %c = linalg.matmul ins(%a, %b : tensor<8x16xbf16>, tensor<16x12xbf16>) ...
    ```
  }];
}

def FSDPTestGemmMatch : Pass<"fsdp-test-gemm-match", "::mlir::func::FuncOp"> {
  let summary = "Reports the library GEMM matchGemm finds in each linalg op";
  let description = [{
    Test support: emits a remark at every linalg op with the GEMM that
    `matchGemm` (fsdpc/Passes/Contraction.h) reads from its indexing maps and
    shapes, the one fsdp-translate calls the library for and the cost model
    prices: which inputs are A and B, M x N x K, transposes, leading
    dimensions, the library batch and the outer loops of calls (count and
    strides of A, B, C), or `no gemm`.

    ```mlir
    // fsdp-opt --fsdp-test-gemm-match -verify-diagnostics
    // expected-remark @+1 {{gemm A=0 B=1 8x12x16 ld 16 12 12 batch 1 [0 0 0]}}
    %c = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x12xf32>) ...
    ```
  }];
}

#endif // FSDPC_TEST_PASSES_TD
