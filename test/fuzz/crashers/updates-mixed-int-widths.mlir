// RUN-CMD: fsdp-opt %s
// FAILURE: assert: BitWidth == RHS.BitWidth && "Comparison requires equal bit widths" (APInt::operator==) in mlir::fsdp::FSDPDialect::verifyRegionResultAttribute: fsdp.updates values of different integer widths (i64 vs i32, or `true` = i1) are compared as APInts
func.func @f(%w: tensor<4xf32>, %v: tensor<4xf32>)
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}, tensor<4xf32> {fsdp.updates = 1 : i32}) {
  return %w, %v : tensor<4xf32>, tensor<4xf32>
}
