// RUN-CMD: fsdp-opt %s
// FAILURE: upstream MLIR (not fsdpc; the fuzzer ignores it): LLVM ERROR: SmallVector unable to grow, in mlir::tensor::FromElementsOp::parse for a 2^63-1-element result type
func.func @f(%i: i32) -> tensor<9223372036854775807xi32> {
  %t = tensor.from_elements %i, %i : tensor<9223372036854775807xi32>
  return %t : tensor<9223372036854775807xi32>
}
