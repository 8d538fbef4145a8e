// RUN-CMD: fsdp-opt %s
// FAILURE: upstream MLIR (not fsdpc; the fuzzer ignores it): crash: signal 11 in mlir::FloatType::getWidth <- Parser::parseDenseArrayAttr <- Parser::parseAttributeDict <- fsdp::AllGatherStartOp::parse, for array<index: ...> in an fsdp op's attribute dictionary (fuzz seed 1, case 3334)
fsdp.mesh @mesh = <["shard"=2]>
func.func @f(%w: tensor<10x30xf32>, %b: tensor<10xf32>) {
  %p = fsdp.all_gather_start %w, %b on @mesh axes = ["shard"] dim = 0 {fsdp.offsets = array<index: 9216>} : (tensor<10x30xf32>, tensor<10xf32>) -> !fsdp.pending<tensor<20x30xf32>, tensor<20xf32>>
  return
}
