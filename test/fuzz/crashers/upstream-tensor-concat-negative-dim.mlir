// RUN-CMD: fsdp-opt %s
// FAILURE: upstream MLIR (not fsdpc; the fuzzer ignores it): crash: signal 11 in mlir::tensor::ConcatOp::verify on dim(-1), while verifying the parsed input
func.func @f(%s: tensor<2x3xf32>) -> tensor<2x6xf32> {
  %cat = tensor.concat dim(-1) %s, %s : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x6xf32>
  return %cat : tensor<2x6xf32>
}
