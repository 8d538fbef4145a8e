// fsdp-schedule prices collectives by their groups' sizes: a collective on
// a mesh whose sizes are not bound (a global-view program) is an error, not
// a group of unknown size.
// RUN: fsdp-opt %s -verify-diagnostics --fsdp-schedule -o /dev/null

fsdp.mesh @dp = <["replica"=2, "shard"=?]>
func.func @unbound(%g: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'fsdp.all_reduce' op is on mesh @dp, whose sizes are not all bound; fsdp-schedule needs a per-rank program (run fsdp-partition first)}}
  %r = fsdp.all_reduce sum %g on @dp axes = ["replica"] : tensor<4xf32>
  return %r : tensor<4xf32>
}
