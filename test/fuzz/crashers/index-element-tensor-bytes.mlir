// RUN-CMD: fsdp-opt %s --fsdp-schedule
// FAILURE: crash: signal 11 (SIGSEGV) in mlir::fsdp::getTensorBytes <- computeBufferLiveness <- SchedulePass (also --fsdp-plan-memory): Type::getIntOrFloatBitWidth() on a tensor of `index` elements
func.func @f(%x: tensor<4xindex>) {
  return
}
