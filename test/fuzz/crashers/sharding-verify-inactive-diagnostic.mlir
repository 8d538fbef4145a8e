// RUN-CMD: fsdp-opt %s
// FAILURE: assert: isActive() && "diagnostic not active" in mlir::fsdp::ShardingAttr::verifyFor (via verifyGlobalTypeSlot, FSDPDialect::verifyRegionArgAttribute): any invalid sharding (wrong dim count, unknown axis) on an argument that also has fsdp.global_type aborts instead of emitting the diagnostic it emits without fsdp.global_type
fsdp.mesh @mesh = <["shard"=2]>
func.func @f(%w: tensor<1xf32> {fsdp.sharding = #fsdp.sharding<@mesh, []>, fsdp.global_type = tensor<2xf32>}) {
  return
}
