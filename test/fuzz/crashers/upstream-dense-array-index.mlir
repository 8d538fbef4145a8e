// RUN-CMD: fsdp-opt %s
// FAILURE: upstream MLIR (not fsdpc; the fuzzer ignores it): crash: signal 11 in mlir::FloatType::getWidth <- Type::getIntOrFloatBitWidth <- Parser::parseDenseArrayAttr, for array<index: ...>
func.func @f() attributes {a = array<index: 4096>} {
  return
}
