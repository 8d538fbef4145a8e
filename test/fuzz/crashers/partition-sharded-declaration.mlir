// RUN-CMD: fsdp-opt %s --fsdp-partition
// FAILURE: assert: Index < this->size() && "Invalid index!" (MutableArrayRef<BlockArgument>::operator[]) in PartitionPass::runOnOperation: a bodiless func.func (declaration) with a sharded argument is indexed as if it had block arguments
fsdp.mesh @mesh = <["shard"=2]>
func.func private @declared(%w: tensor<4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.global_type = tensor<8xf32>})
