// One case for every error fsdp-emulate-ranks emits.
// RUN: fsdp-opt %s --fsdp-emulate-ranks -split-input-file -verify-diagnostics

fsdp.mesh @mesh = <["shard"=?]>
// expected-error @+1 {{'func.func' op uses mesh @mesh = #fsdp.mesh<["shard"=?]>, whose axis sizes are not all bound; fsdp-emulate-ranks runs per-rank programs (partition first)}}
func.func @global_view(%w: tensor<8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>}) -> tensor<8xf32> {
  return %w : tensor<8xf32>
}

// -----

fsdp.mesh @a = <["shard"=2]>
fsdp.mesh @b = <["shard"=4]>
func.func @two_meshes(%w: tensor<4xf32> {fsdp.sharding = #fsdp.sharding<@a, [{"shard"}]>,
                                         fsdp.global_type = tensor<8xf32>}) -> tensor<4xf32> {
  // expected-error @+1 {{'fsdp.all_reduce' op uses meshes @a = #fsdp.mesh<["shard"=2]> and @b = #fsdp.mesh<["shard"=4]>; an emulated function runs on one set of ranks}}
  %r = fsdp.all_reduce sum %w on @b axes = ["shard"] : tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=2]>
// expected-error @+1 {{'func.func' op is a declaration; fsdp-emulate-ranks needs the per-rank body}}
func.func private @declared(%w: tensor<4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>,
                                                fsdp.global_type = tensor<8xf32>})

// -----

fsdp.mesh @mesh = <["shard"=2]>
// expected-error @+1 {{'func.func' op has 2 blocks; fsdp-emulate-ranks clones single-block bodies}}
func.func @two_blocks(%w: tensor<4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>,
                                         fsdp.global_type = tensor<8xf32>}) -> tensor<4xf32> {
  cf.br ^next
^next:
  return %w : tensor<4xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=2]>
// expected-error @+1 {{'func.func' op argument #0 is split (#fsdp.sharding<@mesh, [{"shard"}]>) but has no 'fsdp.global_type'; the whole tensor's type cannot be recovered from a shard}}
func.func @no_global_type(%w: tensor<4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>}) -> tensor<8xf32> {
  %g = fsdp.all_gather %w on @mesh axes = ["shard"] dim = 0 : (tensor<4xf32>) -> tensor<8xf32>
  return %g : tensor<8xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=2]>
// expected-error @+1 {{'func.func' op result #0 is split (#fsdp.sharding<@mesh, [{"shard"}]>) but has no 'fsdp.global_type'; the whole tensor's type cannot be recovered from a shard}}
func.func @no_result_global_type(%g: tensor<8xf32>)
    -> (tensor<4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>}) {
  %s = fsdp.reduce_scatter sum %g on @mesh axes = ["shard"] dim = 0 : (tensor<8xf32>) -> tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=2]>
func.func @unknown_user(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = fsdp.all_reduce sum %t on @mesh axes = ["shard"] : tensor<4xf32>
  // expected-error @+1 {{'builtin.unrealized_conversion_cast' op has an operand or result of fsdp dialect type, which fsdp-emulate-ranks does not know how to emulate}}
  %p = builtin.unrealized_conversion_cast %r : tensor<4xf32> to !fsdp.pending<tensor<4xf32>>
  return %r : tensor<4xf32>
}

// -----

// expected-error @+1 {{'func.func' op argument #0 has type '!fsdp.pending<tensor<4xf32>>', which cannot cross the boundary of an emulated function}}
func.func private @pending_arg(%p: !fsdp.pending<tensor<4xf32>>) {
  return
}

// -----

fsdp.mesh @mesh = <["shard"=2]>
func.func @nested(%t: tensor<4xi32>) -> tensor<4xi32> {
  %e = tensor.empty() : tensor<4xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%t : tensor<4xi32>) outs(%e : tensor<4xi32>) {
  ^bb0(%a: i32, %o: i32):
    // expected-error @+1 {{'fsdp.rank' op is nested in 'linalg.generic'; fsdp-emulate-ranks only emulates fsdp ops at the top level of a function body}}
    %rank = fsdp.rank on @mesh axes = ["shard"]
    %ri = arith.index_cast %rank : index to i32
    %s = arith.addi %a, %ri : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  return %r : tensor<4xi32>
}

// -----

fsdp.mesh @mesh = <["shard"=2]>
func.func @callee(%w: tensor<4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>,
                                     fsdp.global_type = tensor<8xf32>}) {
  return
}
func.func @caller(%w: tensor<4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>,
                                     fsdp.global_type = tensor<8xf32>}) {
  // expected-error @+1 {{'func.call' op calls @callee, which is emulated too and changes signature; inline the per-rank program first}}
  func.call @callee(%w) : (tensor<4xf32>) -> ()
  return
}

// -----

// The emulation clones every rank's program: it stops at 64 ranks rather
// than growing without bound (2^31 - 1 ranks used to exhaust memory).
fsdp.mesh @mesh = <["shard"=2147483647]>
func.func @huge(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'fsdp.all_reduce' op uses mesh @mesh = #fsdp.mesh<["shard"=2147483647]> of 2147483647 ranks; fsdp-emulate-ranks emulates at most 64 ranks (it clones every rank's program into one function)}}
  %r = fsdp.all_reduce sum %t on @mesh axes = ["shard"] : tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

fsdp.mesh @mesh = <["replica"=8, "shard"=9]>
// expected-error @+1 {{'func.func' op uses mesh @mesh = #fsdp.mesh<["replica"=8, "shard"=9]> of 72 ranks; fsdp-emulate-ranks emulates at most 64 ranks}}
func.func @just_over(%w: tensor<1xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>,
                                        fsdp.global_type = tensor<9xf32>}) -> tensor<1xf32> {
  return %w : tensor<1xf32>
}
