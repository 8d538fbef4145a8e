// One case for every message the fsdp verifiers can emit.
// RUN: fsdp-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// expected-error @+1 {{a mesh needs at least one axis}}
fsdp.mesh @mesh = <[]>

// -----

// expected-error @+1 {{mesh axis names must not be empty}}
fsdp.mesh @mesh = <[""=2]>

// -----

// expected-error @+1 {{mesh axis "shard" is declared twice}}
fsdp.mesh @mesh = <["shard"=2, "shard"=?]>

// -----

// expected-error @+1 {{mesh axis "shard" has size 0; sizes must be '?' or from 1 to 2147483647}}
fsdp.mesh @mesh = <["shard"=0]>

// -----

// expected-error @+1 {{mesh axis "b" has size 9223372036854775807; sizes must be '?' or from 1 to 2147483647}}
fsdp.mesh @mesh = <["a"=2, "b"=9223372036854775807]>

// -----

// Axis sizes that each fit but whose product (2^32 ranks) does not.
// expected-error @+1 {{the mesh has more than 2147483647 ranks (the product of its axis sizes)}}
fsdp.mesh @mesh = <["a"=65536, "b"=65536]>

// -----

func.func @nested() {
  // expected-error @+1 {{'fsdp.mesh' op expects parent op 'builtin.module'}}
  "fsdp.mesh"() <{sym_name = "mesh", mesh = #fsdp.mesh<["shard"=2]>}> : () -> ()
  return
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// expected-error @+1 {{sharding axes must be non-empty strings}}
func.func private @f(%a: tensor<4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{""}]>})

// -----

fsdp.mesh @mesh = <["shard"=?]>
// expected-error @+1 {{mesh axis "shard" is used twice in one sharding}}
func.func private @f(%a: tensor<4x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {"shard"}]>})

// -----

fsdp.mesh @mesh = <["shard"=?]>
// expected-error @+1 {{mesh axis "shard" is used twice in one sharding}}
func.func private @f(%a: tensor<4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}], partial={"shard"}>})

// -----

fsdp.mesh @mesh = <["shard"=?]>
// expected-error @+1 {{invalid sharding of argument #0: a sharding applies to ranked tensors, not 'f32'}}
func.func private @f(%a: f32 {fsdp.sharding = #fsdp.sharding<@mesh, []>})

// -----

fsdp.mesh @mesh = <["shard"=?]>
// expected-error @+1 {{invalid sharding of argument #0: sharding lists 2 dimensions but 'tensor<4xf32>' has rank 1}}
func.func private @f(%a: tensor<4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>})

// -----

fsdp.mesh @mesh = <["shard"=?]>
// expected-error @+1 {{invalid sharding of result #0: mesh axis "replica" is not an axis of mesh @mesh}}
func.func private @f() -> (tensor<4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"replica"}]>})

// -----

fsdp.mesh @mesh = <["shard"=?]>
// expected-error @+1 {{invalid sharding of argument #0: mesh axis "replica" is not an axis of mesh @mesh}}
func.func private @f(%a: tensor<4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}], partial={"replica"}>})

// -----

// expected-error @+1 {{'fsdp.sharding' of argument #0 must be a #fsdp.sharding, not "shard"}}
func.func private @f(%a: tensor<4xf32> {fsdp.sharding = "shard"})

// -----

// expected-error @+1 {{sharding of argument #0 refers to @nope, which is not an fsdp.mesh}}
func.func private @f(%a: tensor<4xf32> {fsdp.sharding = #fsdp.sharding<@nope, [{}]>})

// -----

// expected-error @+1 {{'fsdp.unit' of argument #0 must be a non-empty string, not 3 : i64}}
func.func private @f(%a: tensor<4xf32> {fsdp.unit = 3})

// -----

// expected-error @+1 {{'fsdp.row_units' of argument #0 must be a non-empty string, not ""}}
func.func private @f(%a: tensor<4xf32> {fsdp.row_units = ""})

// -----

// expected-error @+1 {{'fsdp.row_units' of argument #0 needs rows: a ranked tensor of rank >= 1, not 'tensor<f32>'}}
func.func private @f(%a: tensor<f32> {fsdp.row_units = "layers"})

// -----

// expected-error @+1 {{unknown fsdp attribute 'fsdp.units' on argument #0}}
func.func private @f(%a: tensor<4xf32> {fsdp.units = "blocks.0"})

// -----

// expected-error @+1 {{unknown fsdp attribute 'fsdp.unit' on result #0}}
func.func private @f() -> (tensor<4xf32> {fsdp.unit = "blocks.0"})

// -----

// expected-error @+1 {{'fsdp.updates' of result #0 must be an integer argument index, not "w"}}
func.func private @f(%a: tensor<4xf32>) -> (tensor<4xf32> {fsdp.updates = "w"})

// -----

// expected-error @+1 {{result #0 has 'fsdp.updates' = 2, which is not an argument index (the function has 1 arguments)}}
func.func private @f(%a: tensor<4xf32>) -> (tensor<4xf32> {fsdp.updates = 2})

// -----

// expected-error @+1 {{result #0 updates argument #0 but their types differ ('tensor<4xf32>' vs 'tensor<4xbf16>')}}
func.func private @f(%a: tensor<4xbf16>) -> (tensor<4xf32> {fsdp.updates = 0})

// -----

fsdp.mesh @mesh = <["shard"=?]>
// expected-error @+1 {{result #0 updates argument #0 but is sharded differently}}
func.func private @f(%a: tensor<4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>})
    -> (tensor<4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}]>, fsdp.updates = 0})

// -----

// expected-error @+1 {{a pending collective yields static-shape tensors, not 'f32'}}
func.func private @f(%p: !fsdp.pending<f32>)

// -----

// expected-error @+1 {{a pending collective yields static-shape tensors, not 'tensor<?xf32>'}}
func.func private @f(%p: !fsdp.pending<tensor<?xf32>>)

// -----

// expected-error @+1 {{a pending collective yields at least one tensor}}
func.func private @f(%p: !fsdp.pending<>)

// -----

fsdp.mesh @mesh = <["shard"=4]>
func.func @f(%a: tensor<3xf32>) {
  // expected-error @+1 {{needs at least one mesh axis}}
  %0 = fsdp.all_gather %a on @mesh axes = [] dim = 0 : (tensor<3xf32>) -> tensor<12xf32>
  return
}

// -----

fsdp.mesh @mesh = <["shard"=4]>
func.func @f() {
  // expected-error @+1 {{lists mesh axis "shard" twice}}
  %0 = fsdp.rank on @mesh axes = ["shard", "shard"]
  return
}

// -----

fsdp.mesh @mesh = <["shard"=4]>
func.func @f() {
  // expected-error @+1 {{needs at least one operand}}
  fsdp.all_gather on @mesh axes = ["shard"] dim = 0 : () -> ()
  return
}

// -----

fsdp.mesh @mesh = <["shard"=4]>
func.func @f(%a: tensor<3xf32>) {
  // expected-error @+1 {{has 1 operands but 2 results}}
  %0:2 = fsdp.all_gather %a on @mesh axes = ["shard"] dim = 0 : (tensor<3xf32>) -> (tensor<12xf32>, tensor<12xf32>)
  return
}

// -----

fsdp.mesh @mesh = <["shard"=4]>
func.func @f(%a: tensor<3xf32>) {
  // expected-error @+1 {{operand #0 has element type 'f32' but result #0 has 'bf16'; collectives never convert, cast before them}}
  %0 = fsdp.all_gather %a on @mesh axes = ["shard"] dim = 0 : (tensor<3xf32>) -> tensor<12xbf16>
  return
}

// -----

fsdp.mesh @mesh = <["shard"=4]>
func.func @f(%a: tensor<3xindex>) {
  // expected-error @+1 {{operand #0 has element type 'index', which cannot be communicated}}
  %0 = fsdp.all_reduce sum %a on @mesh axes = ["shard"] : tensor<3xindex>
  return
}

// -----

fsdp.mesh @mesh = <["shard"=4]>
func.func @f(%a: tensor<8xi1>) {
  // expected-error @+1 {{'sum' is not defined for the i1 operand #0; use 'max' for a logical or}}
  %0 = fsdp.reduce_scatter sum %a on @mesh axes = ["shard"] dim = 0 : (tensor<8xi1>) -> tensor<2xi1>
  return
}

// -----

fsdp.mesh @mesh = <["shard"=4]>
func.func @f(%a: tensor<3x2xf32>) {
  // expected-error @+1 {{operand #0 has rank 2 but result #0 has rank 1}}
  %0 = fsdp.all_gather %a on @mesh axes = ["shard"] dim = 0 : (tensor<3x2xf32>) -> tensor<12xf32>
  return
}

// -----

fsdp.mesh @mesh = <["shard"=4]>
func.func @f(%a: tensor<3x2xf32>) {
  // expected-error @+1 {{dimension 2 is out of range for operand #0 of type 'tensor<3x2xf32>'}}
  %0 = fsdp.all_gather %a on @mesh axes = ["shard"] dim = 2 : (tensor<3x2xf32>) -> tensor<3x2xf32>
  return
}

// -----

fsdp.mesh @mesh = <["shard"=4]>
func.func @f(%a: tensor<f32>) {
  // expected-error @+1 {{dimension 0 is out of range for operand #0 of type 'tensor<f32>'}}
  %0 = fsdp.shard %a on @mesh axes = ["shard"] dim = 0 : tensor<f32> -> tensor<f32>
  return
}

// -----

fsdp.mesh @mesh = <["shard"=4]>
func.func @f(%a: tensor<3x2xf32>) {
  // expected-error @+1 {{operand #0 and result #0 differ in dimension 1 (2 vs 4)}}
  %0 = fsdp.all_gather %a on @mesh axes = ["shard"] dim = 0 : (tensor<3x2xf32>) -> tensor<12x4xf32>
  return
}

// -----

fsdp.mesh @mesh = <["shard"=4]>
func.func @f(%a: tensor<3x2xf32>) {
  // expected-error @+1 {{operand #0 and result #0 differ in dimension 0 (3 vs 4)}}
  %p = fsdp.all_reduce_start sum %a on @mesh axes = ["shard"] : (tensor<3x2xf32>) -> !fsdp.pending<tensor<4x2xf32>>
  %0 = fsdp.wait %p : !fsdp.pending<tensor<4x2xf32>>
  return
}

// -----

func.func @f(%a: tensor<3xf32>) {
  // expected-error @+1 {{@nope does not name an fsdp.mesh}}
  %0 = fsdp.all_reduce sum %a on @nope axes = ["shard"] : tensor<3xf32>
  return
}

// -----

fsdp.mesh @mesh = <["shard"=4]>
func.func @f(%a: tensor<3xf32>) {
  // expected-error @+1 {{mesh axis "replica" is not an axis of mesh @mesh}}
  %0 = fsdp.all_reduce sum %a on @mesh axes = ["replica"] : tensor<3xf32>
  return
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
func.func @f(%a: tensor<3xf32>) {
  // expected-error @+1 {{mesh axis "shard" of @mesh has no size; communication needs a bound mesh (partition the program first)}}
  %0 = fsdp.all_gather %a on @mesh axes = ["shard"] dim = 0 : (tensor<3xf32>) -> tensor<12xf32>
  return
}

// -----

fsdp.mesh @mesh = <["shard"=4]>
func.func @f(%a: tensor<4x2xf32>) {
  // expected-error @+1 {{operand #0 has extent 4 in dimension 0, but gathering 10 over 4 ranks takes shards of 3}}
  %0 = fsdp.all_gather %a on @mesh axes = ["shard"] dim = 0 : (tensor<4x2xf32>) -> tensor<10x2xf32>
  return
}

// -----

fsdp.mesh @mesh = <["replica"=2, "shard"=3]>
func.func @f(%a: tensor<4x2xf32>) {
  // expected-error @+1 {{operand #0 has extent 4 in dimension 0, but gathering 12 over 6 ranks takes shards of 2}}
  %p = fsdp.all_gather_start %a on @mesh axes = ["replica", "shard"] dim = 0 : (tensor<4x2xf32>) -> !fsdp.pending<tensor<12x2xf32>>
  %0 = fsdp.wait %p : !fsdp.pending<tensor<12x2xf32>>
  return
}

// -----

fsdp.mesh @mesh = <["shard"=4]>
func.func @f(%a: tensor<4x3xf32>, %b: tensor<4x3xf32>) {
  // expected-error @+1 {{sends its members as their own messages ('per_member'), which needs dimension 0, not 1}}
  %0:2 = fsdp.all_gather %a, %b on @mesh axes = ["shard"] dim = 1 per_member : (tensor<4x3xf32>, tensor<4x3xf32>) -> (tensor<4x12xf32>, tensor<4x12xf32>)
  return
}

// -----

fsdp.mesh @mesh = <["shard"=4]>
func.func @f(%a: tensor<8x2xf32>, %b: tensor<10x2xf32>) {
  // expected-error @+1 {{sends its members as their own messages ('per_member'), but operand #1 has 10 rows, which do not split evenly over 4 ranks}}
  %p = fsdp.reduce_scatter_start sum %a, %b on @mesh axes = ["shard"] dim = 0 per_member : (tensor<8x2xf32>, tensor<10x2xf32>) -> !fsdp.pending<tensor<2x2xf32>, tensor<3x2xf32>>
  %0:2 = fsdp.wait %p : !fsdp.pending<tensor<2x2xf32>, tensor<3x2xf32>>
  return
}

// -----

fsdp.mesh @mesh = <["shard"=4]>
func.func @f(%a: tensor<10x2xf32>) {
  // expected-error @+1 {{result #0 has extent 2 in dimension 0, but scattering 10 over 4 ranks gives shards of 3}}
  %0 = fsdp.reduce_scatter sum %a on @mesh axes = ["shard"] dim = 0 : (tensor<10x2xf32>) -> tensor<2x2xf32>
  return
}

// -----

fsdp.mesh @mesh = <["shard"=4]>
func.func @f(%a: tensor<10x2xf32>) {
  // expected-error @+1 {{result #0 has extent 2 in dimension 0, but scattering 10 over 4 ranks gives shards of 3}}
  %p = fsdp.reduce_scatter_start sum %a on @mesh axes = ["shard"] dim = 0 : (tensor<10x2xf32>) -> !fsdp.pending<tensor<2x2xf32>>
  %0 = fsdp.wait %p : !fsdp.pending<tensor<2x2xf32>>
  return
}

// -----

fsdp.mesh @mesh = <["shard"=4]>
func.func @f(%a: tensor<10x2xf32>) {
  // expected-error @+1 {{result #0 has extent 2 in dimension 0, but scattering 10 over 4 ranks gives shards of 3}}
  %0 = fsdp.shard %a on @mesh axes = ["shard"] dim = 0 : tensor<10x2xf32> -> tensor<2x2xf32>
  return
}

// -----

fsdp.mesh @mesh = <["shard"=4]>
func.func @f(%a: tensor<3xf32>) {
  // expected-error @+1 {{result must be waited exactly once, but it has 0 uses}}
  %p = fsdp.all_gather_start %a on @mesh axes = ["shard"] dim = 0 : (tensor<3xf32>) -> !fsdp.pending<tensor<12xf32>>
  return
}

// -----

fsdp.mesh @mesh = <["shard"=4]>
func.func @f(%a: tensor<12xf32>) {
  // expected-error @+1 {{result must be waited exactly once, but it has 2 uses}}
  %p = fsdp.reduce_scatter_start sum %a on @mesh axes = ["shard"] dim = 0 : (tensor<12xf32>) -> !fsdp.pending<tensor<3xf32>>
  %0 = fsdp.wait %p : !fsdp.pending<tensor<3xf32>>
  %1 = fsdp.wait %p : !fsdp.pending<tensor<3xf32>>
  return
}

// -----

fsdp.mesh @mesh = <["shard"=4]>
func.func @f(%a: tensor<3xf32>) -> !fsdp.pending<tensor<3xf32>> {
  // expected-error @+1 {{result may only be used by fsdp.wait, not by func.return}}
  %p = fsdp.all_reduce_start sum %a on @mesh axes = ["shard"] : (tensor<3xf32>) -> !fsdp.pending<tensor<3xf32>>
  return %p : !fsdp.pending<tensor<3xf32>>
}

// -----

fsdp.mesh @mesh = <["shard"=4]>
func.func @f(%a: tensor<3xf32>, %o: tensor<12xf32>) -> tensor<12xf32> {
  // expected-error @+1 {{result must be waited in the block that starts it}}
  %p = fsdp.all_gather_start %a on @mesh axes = ["shard"] dim = 0 : (tensor<3xf32>) -> !fsdp.pending<tensor<12xf32>>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%o : tensor<12xf32>) {
  ^bb0(%out: f32):
    %g = fsdp.wait %p : !fsdp.pending<tensor<12xf32>>
    linalg.yield %out : f32
  } -> tensor<12xf32>
  return %r : tensor<12xf32>
}

// -----

func.func @f(%p: !fsdp.pending<tensor<12xf32>>) {
  // expected-error @+1 {{waits on a value that no fsdp start op produced}}
  %0 = fsdp.wait %p : !fsdp.pending<tensor<12xf32>>
  return
}

// -----

// A wait cannot come before its start: SSA dominance already rejects it.
fsdp.mesh @mesh = <["shard"=4]>
func.func @f(%a: tensor<3xf32>) {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %0 = fsdp.wait %p : !fsdp.pending<tensor<12xf32>>
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %p = fsdp.all_gather_start %a on @mesh axes = ["shard"] dim = 0 : (tensor<3xf32>) -> !fsdp.pending<tensor<12xf32>>
  return
}

// -----

func.func @wait_on_tensor(%a: tensor<8xf32>) {
  // expected-error @+1 {{'fsdp.wait' waits on an !fsdp.pending value, not on 'tensor<8xf32>'}}
  %r = fsdp.wait %a : tensor<8xf32>
  return
}

// -----

// Discardable attributes the dialect owns are verified wherever they appear.
func.func @unit_not_string(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'fsdp.unit' must be a non-empty string, not 42 : i64}}
  %b = arith.negf %a {fsdp.unit = 42} : tensor<8xf32>
  return %b : tensor<8xf32>
}

// -----

// expected-error @+1 {{'fsdp.memory_plan' must be a dictionary on a function, not "garbage"}}
func.func @plan_garbage() attributes {fsdp.memory_plan = "garbage"} {
  return
}

// -----

// expected-error @+1 {{'fsdp.memory_plan' needs 'arg_offsets' with one offset per argument}}
func.func @plan_offsets(%a: tensor<8xf32>) attributes {fsdp.memory_plan = {arena_bytes = 256 : i64, peak_bytes = 256 : i64, persistent_bytes = 256 : i64, alignment = 256 : i64, arg_offsets = array<i64>}} {
  return
}

// -----

// expected-error @+1 {{'fsdp.memory_plan' has an alignment that is not a power of two}}
func.func @plan_alignment() attributes {fsdp.memory_plan = {arena_bytes = 0 : i64, peak_bytes = 0 : i64, persistent_bytes = 0 : i64, alignment = 3 : i64, arg_offsets = array<i64>}} {
  return
}

// -----

// expected-error @+1 {{'fsdp.memory_plan' needs 'peak_bytes' as a non-negative integer, not -1 : i64}}
func.func @plan_negative() attributes {fsdp.memory_plan = {arena_bytes = 0 : i64, peak_bytes = -1 : i64, persistent_bytes = 0 : i64, alignment = 256 : i64, arg_offsets = array<i64>}} {
  return
}

// -----

// expected-error @+1 {{'fsdp.schedule' needs 'policy' (a string) and 'step_time_s' (a float)}}
func.func @schedule_fields() attributes {fsdp.schedule = {policy = 1 : i64}} {
  return
}

// -----

// expected-error @+1 {{'fsdp.schedule' must be a dictionary on a function, not 3 : i64}}
func.func @schedule_not_dict() attributes {fsdp.schedule = 3} {
  return
}

// -----

func.func @offsets_count(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'fsdp.offsets' must be an array<i64> with one offset per result, not array<i64: 0, 256>}}
  %b = arith.negf %a {fsdp.offsets = array<i64: 0, 256>} : tensor<8xf32>
  return %b : tensor<8xf32>
}

// -----

func.func @offsets_negative(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'fsdp.offsets' holds offsets >= 0, or -1 for none}}
  %b = arith.negf %a {fsdp.offsets = array<i64: -2>} : tensor<8xf32>
  return %b : tensor<8xf32>
}

// -----

func.func @predicted_negative(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'fsdp.predicted_s' must be a finite non-negative f64, not -1.000000e+00 : f64}}
  %b = arith.negf %a {fsdp.predicted_s = -1.0 : f64} : tensor<8xf32>
  return %b : tensor<8xf32>
}

// -----

func.func @predicted_f32(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'fsdp.predicted_s' must be a finite non-negative f64, not 1.000000e+00 : f32}}
  %b = arith.negf %a {fsdp.predicted_s = 1.0 : f32} : tensor<8xf32>
  return %b : tensor<8xf32>
}

// -----

func.func @predicted_infinite(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'fsdp.predicted_s' must be a finite non-negative f64, not 0x7FF0000000000000 : f64}}
  %b = arith.negf %a {fsdp.predicted_s = 0x7FF0000000000000 : f64} : tensor<8xf32>
  return %b : tensor<8xf32>
}

// -----

func.func @launch_range_on_op(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'fsdp.launch_range' must be a non-negative i64 on a kernel function, not 4 : i64}}
  %b = arith.negf %a {fsdp.launch_range = 4 : i64} : tensor<8xf32>
  return %b : tensor<8xf32>
}

// -----

// expected-error @+1 {{'fsdp.launch_range' must be a non-negative i64 on a kernel function, not -1 : i64}}
func.func @launch_range_negative(%x: memref<4xf32>, %b: index, %e: index) attributes {fsdp.launch_range = -1 : i64} {
  return
}

// -----

func.func @sharding_on_op(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'fsdp.sharding' belongs on a function argument or result, not on an operation}}
  %b = arith.negf %a {fsdp.sharding = 1} : tensor<8xf32>
  return %b : tensor<8xf32>
}

// -----

func.func @unknown_attr(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{unknown fsdp attribute 'fsdp.bogus'}}
  %b = arith.negf %a {fsdp.bogus = 1} : tensor<8xf32>
  return %b : tensor<8xf32>
}

// -----

// expected-error @+1 {{'fsdp.updates' of result #0 must be an integer argument index, not true}}
func.func @updates_bool(%a: tensor<8xf32>) -> (tensor<8xf32> {fsdp.updates = true}) {
  return %a : tensor<8xf32>
}

// -----

// expected-error @+1 {{result #0 has 'fsdp.updates' = 18446744073709551615 (-1 as a signed integer), which is not an argument index (the function has 1 arguments)}}
func.func @updates_huge(%a: tensor<8xf32>) -> (tensor<8xf32> {fsdp.updates = 18446744073709551615 : i64}) {
  return %a : tensor<8xf32>
}

// -----

// expected-error @+1 {{results #0 and #1 both update argument #0; each argument has at most one next value}}
func.func @updates_twice(%a: tensor<8xf32>) -> (tensor<8xf32> {fsdp.updates = 0 : i64}, tensor<8xf32> {fsdp.updates = 0 : i64}) {
  return %a, %a : tensor<8xf32>, tensor<8xf32>
}

// -----

// A valid index next to a boolean one: compared as numbers, not as APInts.
// expected-error @+1 {{'fsdp.updates' of result #1 must be an integer argument index, not true}}
func.func @updates_mixed(%a: tensor<8xf32>) -> (tensor<8xf32> {fsdp.updates = 0 : i64}, tensor<8xf32> {fsdp.updates = true}) {
  return %a, %a : tensor<8xf32>, tensor<8xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=2]>
// expected-error @+1 {{'fsdp.global_type' of argument #0 does not fit its sharding: }}
func.func @global_type_rank(%a: tensor<4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>, fsdp.global_type = tensor<8x2xf32>}) {
  return
}

// -----

// expected-error @+1 {{'fsdp.init' of argument #0 must be "zeros", "ones" or "normal(sigma)" with a finite sigma >= 0, not "normal(-1)"}}
func.func @init_negative(%a: tensor<4xf32> {fsdp.init = "normal(-1)"}) {
  return
}

// -----

// expected-error @+1 {{'fsdp.init' of argument #0 must be "zeros", "ones" or "normal(sigma)" with a finite sigma >= 0, not 3 : i64}}
func.func @init_not_string(%a: tensor<4xf32> {fsdp.init = 3}) {
  return
}


// -----

func.func @f(%x: tensor<4x16xf32>) {
  %zero = arith.constant 0.0 : f32
  // expected-error @+1 {{'fsdp.row_kernel' op body's arguments must have its inputs' types}}
  %k:2 = fsdp.row_kernel rows = 1 ins(%x) : (tensor<4x16xf32>) -> (tensor<4xf32>, tensor<4x16xf32>) {
  ^bb0(%a: tensor<4x16xf32>, %b: tensor<4x16xf32>):
    %e0 = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
    %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
        ins(%a : tensor<4x16xf32>) outs(%f : tensor<4xf32>) {
    ^bb0(%v: f32, %acc: f32):
      %r = arith.addf %v, %acc : f32
      linalg.yield %r : f32
    } -> tensor<4xf32>
    %e1 = tensor.empty() : tensor<4x16xf32>
    %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
        ins(%a, %s : tensor<4x16xf32>, tensor<4xf32>) outs(%e1 : tensor<4x16xf32>) {
    ^bb0(%v: f32, %t: f32, %out: f32):
      %r = arith.divf %v, %t : f32
      linalg.yield %r : f32
    } -> tensor<4x16xf32>
    fsdp.yield %s, %d : tensor<4xf32>, tensor<4x16xf32>
  }
  return
}

// -----

func.func @f(%x: tensor<4x16xf32>) {
  %zero = arith.constant 0.0 : f32
  // expected-error @+1 {{'fsdp.row_kernel' op body must end with fsdp.yield}}
  %k:2 = fsdp.row_kernel rows = 1 ins(%x) : (tensor<4x16xf32>) -> (tensor<4xf32>, tensor<4x16xf32>) {
  ^bb0(%a: tensor<4x16xf32>):
    %e0 = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
    %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
        ins(%a : tensor<4x16xf32>) outs(%f : tensor<4xf32>) {
    ^bb0(%v: f32, %acc: f32):
      %r = arith.addf %v, %acc : f32
      linalg.yield %r : f32
    } -> tensor<4xf32>
    %e1 = tensor.empty() : tensor<4x16xf32>
    %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
        ins(%a, %s : tensor<4x16xf32>, tensor<4xf32>) outs(%e1 : tensor<4x16xf32>) {
    ^bb0(%v: f32, %t: f32, %out: f32):
      %r = arith.divf %v, %t : f32
      linalg.yield %r : f32
    } -> tensor<4x16xf32>
    "test.end"() : () -> ()
  }
  return
}

// -----

func.func @f(%x: tensor<4x16xf32>) {
  %zero = arith.constant 0.0 : f32
  %k:2 = fsdp.row_kernel rows = 1 ins(%x) : (tensor<4x16xf32>) -> (tensor<4xf32>, tensor<4x16xf32>) {
  ^bb0(%a: tensor<4x16xf32>):
    %e0 = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
    %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
        ins(%a : tensor<4x16xf32>) outs(%f : tensor<4xf32>) {
    ^bb0(%v: f32, %acc: f32):
      %r = arith.addf %v, %acc : f32
      linalg.yield %r : f32
    } -> tensor<4xf32>
    %e1 = tensor.empty() : tensor<4x16xf32>
    // expected-error @+1 {{'linalg.generic' op reads a tensor from outside its fsdp.row_kernel; pass it as an input}}
    %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
        ins(%x, %s : tensor<4x16xf32>, tensor<4xf32>) outs(%e1 : tensor<4x16xf32>) {
    ^bb0(%v: f32, %t: f32, %out: f32):
      %r = arith.divf %v, %t : f32
      linalg.yield %r : f32
    } -> tensor<4x16xf32>
    fsdp.yield %s, %d : tensor<4xf32>, tensor<4x16xf32>
  }
  return
}

// -----

func.func @f(%x: tensor<4x16xf32>) {
  %zero = arith.constant 0.0 : f32
  %k:2 = fsdp.row_kernel rows = 1 ins(%x) : (tensor<4x16xf32>) -> (tensor<4xf32>, tensor<4x16xf32>) {
  ^bb0(%a: tensor<4x16xf32>):
    %e0 = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
    %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
        ins(%a : tensor<4x16xf32>) outs(%f : tensor<4xf32>) {
    ^bb0(%v: f32, %acc: f32):
      %r = arith.addf %v, %acc : f32
      linalg.yield %r : f32
    } -> tensor<4xf32>
    // expected-error @+1 {{'arith.addf' op cannot be a phase of an fsdp.row_kernel (only linalg.generic, linalg.fill and tensor.empty)}}
    %c = arith.addf %zero, %zero : f32
    %e1 = tensor.empty() : tensor<4x16xf32>
    %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
        ins(%a, %s : tensor<4x16xf32>, tensor<4xf32>) outs(%e1 : tensor<4x16xf32>) {
    ^bb0(%v: f32, %t: f32, %out: f32):
      %r = arith.divf %v, %t : f32
      linalg.yield %r : f32
    } -> tensor<4x16xf32>
    fsdp.yield %s, %d : tensor<4xf32>, tensor<4x16xf32>
  }
  return
}

// -----

func.func @f(%x: tensor<4x16xf32>) {
  %zero = arith.constant 0.0 : f32
  %k:2 = fsdp.row_kernel rows = 1 ins(%x) : (tensor<4x16xf32>) -> (tensor<4xf32>, tensor<8x16xf32>) {
  ^bb0(%a: tensor<4x16xf32>):
    %e0 = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
    %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
        ins(%a : tensor<4x16xf32>) outs(%f : tensor<4xf32>) {
    ^bb0(%v: f32, %acc: f32):
      %r = arith.addf %v, %acc : f32
      linalg.yield %r : f32
    } -> tensor<4xf32>
    %e1 = tensor.empty() : tensor<8x16xf32>
    // expected-error @+1 {{'linalg.generic' op in an fsdp.row_kernel has other row extents than the first phase's}}
    %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
        outs(%e1 : tensor<8x16xf32>) {
    ^bb0(%out: f32):
      linalg.yield %zero : f32
    } -> tensor<8x16xf32>
    fsdp.yield %s, %d : tensor<4xf32>, tensor<8x16xf32>
  }
  return
}

// -----

func.func @f(%x: tensor<4x16xf32>) {
  %zero = arith.constant 0.0 : f32
  %k:2 = fsdp.row_kernel rows = 2 ins(%x) : (tensor<4x16xf32>) -> (tensor<4xf32>, tensor<4x16xf32>) {
  ^bb0(%a: tensor<4x16xf32>):
    %e0 = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
    // expected-error @+1 {{'linalg.generic' op in an fsdp.row_kernel reduces row loop 1}}
    %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
        ins(%a : tensor<4x16xf32>) outs(%f : tensor<4xf32>) {
    ^bb0(%v: f32, %acc: f32):
      %r = arith.addf %v, %acc : f32
      linalg.yield %r : f32
    } -> tensor<4xf32>
    %e1 = tensor.empty() : tensor<4x16xf32>
    %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
        ins(%a, %s : tensor<4x16xf32>, tensor<4xf32>) outs(%e1 : tensor<4x16xf32>) {
    ^bb0(%v: f32, %t: f32, %out: f32):
      %r = arith.divf %v, %t : f32
      linalg.yield %r : f32
    } -> tensor<4x16xf32>
    fsdp.yield %s, %d : tensor<4xf32>, tensor<4x16xf32>
  }
  return
}

// -----

func.func @f(%x: tensor<4x16xf32>) {
  %zero = arith.constant 0.0 : f32
  %k:2 = fsdp.row_kernel rows = 1 ins(%x) : (tensor<4x16xf32>) -> (tensor<16xf32>, tensor<4x16xf32>) {
  ^bb0(%a: tensor<4x16xf32>):
    %e0 = tensor.empty() : tensor<16xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e0 : tensor<16xf32>) -> tensor<16xf32>
    // expected-error @+1 {{'linalg.generic' op in an fsdp.row_kernel reduces row loop 0}}
    %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
        ins(%a : tensor<4x16xf32>) outs(%f : tensor<16xf32>) {
    ^bb0(%v: f32, %acc: f32):
      %r = arith.addf %v, %acc : f32
      linalg.yield %r : f32
    } -> tensor<16xf32>
    %e1 = tensor.empty() : tensor<4x16xf32>
    %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
        ins(%a, %s : tensor<4x16xf32>, tensor<16xf32>) outs(%e1 : tensor<4x16xf32>) {
    ^bb0(%v: f32, %t: f32, %out: f32):
      %r = arith.divf %v, %t : f32
      linalg.yield %r : f32
    } -> tensor<4x16xf32>
    fsdp.yield %s, %d : tensor<16xf32>, tensor<4x16xf32>
  }
  return
}

// -----

func.func @f(%x: tensor<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %k:2 = fsdp.row_kernel rows = 1 ins(%x) : (tensor<4x4xf32>) -> (tensor<4xf32>, tensor<4x4xf32>) {
  ^bb0(%a: tensor<4x4xf32>):
    %e0 = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
    %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
        ins(%a : tensor<4x4xf32>) outs(%f : tensor<4xf32>) {
    ^bb0(%v: f32, %acc: f32):
      %r = arith.addf %v, %acc : f32
      linalg.yield %r : f32
    } -> tensor<4xf32>
    %e1 = tensor.empty() : tensor<4x4xf32>
    // expected-error @+1 {{'linalg.generic' op reads operand 1 of an earlier phase at another row than its own}}
    %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
        ins(%a, %s : tensor<4x4xf32>, tensor<4xf32>) outs(%e1 : tensor<4x4xf32>) {
    ^bb0(%v: f32, %t: f32, %out: f32):
      %r = arith.divf %v, %t : f32
      linalg.yield %r : f32
    } -> tensor<4x4xf32>
    fsdp.yield %s, %d : tensor<4xf32>, tensor<4x4xf32>
  }
  return
}

// -----

func.func @f(%x: tensor<4x16xf32>) {
  %zero = arith.constant 0.0 : f32
  %k:2 = fsdp.row_kernel rows = 1 ins(%x) : (tensor<4x16xf32>) -> (tensor<4xf32>, tensor<4x16xf32>) {
  ^bb0(%a: tensor<4x16xf32>):
    %e0 = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
    %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
        ins(%a : tensor<4x16xf32>) outs(%f : tensor<4xf32>) {
    ^bb0(%v: f32, %acc: f32):
      %r = arith.addf %v, %acc : f32
      linalg.yield %r : f32
    } -> tensor<4xf32>
    // expected-error @+1 {{'linalg.generic' op in an fsdp.row_kernel writes operand 2 that is not a tensor.empty of the kernel (or, for a reduction folding into it, a constant fill of one only it reads) indexed by its row first}}
    %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
        ins(%a, %s : tensor<4x16xf32>, tensor<4xf32>) outs(%a : tensor<4x16xf32>) {
    ^bb0(%v: f32, %t: f32, %out: f32):
      %r = arith.divf %v, %t : f32
      linalg.yield %r : f32
    } -> tensor<4x16xf32>
    fsdp.yield %s, %d : tensor<4xf32>, tensor<4x16xf32>
  }
  return
}

// -----

func.func @f(%x: tensor<4x16xf32>) {
  // expected-error @+1 {{'fsdp.row_kernel' op has no linalg.generic}}
  %k = fsdp.row_kernel rows = 1 ins(%x) : (tensor<4x16xf32>) -> (tensor<4x16xf32>) {
  ^bb0(%a: tensor<4x16xf32>):
    fsdp.yield %a : tensor<4x16xf32>
  }
  return
}

// -----

func.func @f(%x: tensor<4x16xf32>) {
  %zero = arith.constant 0.0 : f32
  %k:2 = fsdp.row_kernel rows = 1 ins(%x) : (tensor<4x16xf32>) -> (tensor<4x16xf32>, tensor<4xf32>) {
  ^bb0(%a: tensor<4x16xf32>):
    %e0 = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
    %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
        ins(%a : tensor<4x16xf32>) outs(%f : tensor<4xf32>) {
    ^bb0(%v: f32, %acc: f32):
      %r = arith.addf %v, %acc : f32
      linalg.yield %r : f32
    } -> tensor<4xf32>
    %e1 = tensor.empty() : tensor<4x16xf32>
    %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
        ins(%a, %s : tensor<4x16xf32>, tensor<4xf32>) outs(%e1 : tensor<4x16xf32>) {
    ^bb0(%v: f32, %t: f32, %out: f32):
      %r = arith.divf %v, %t : f32
      linalg.yield %r : f32
    } -> tensor<4x16xf32>
    // expected-error @+1 {{'fsdp.yield' op must list the results of every phase, in order}}
    fsdp.yield %d, %s : tensor<4x16xf32>, tensor<4xf32>
  }
  return
}

// -----

func.func @f(%x: tensor<4x16xf32>) {
  %zero = arith.constant 0.0 : f32
  // expected-error @+1 {{'fsdp.row_kernel' op result types must be the yielded ones}}
  %k:2 = fsdp.row_kernel rows = 1 ins(%x) : (tensor<4x16xf32>) -> (tensor<4xf32>, tensor<4x8xf32>) {
  ^bb0(%a: tensor<4x16xf32>):
    %e0 = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
    %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
        ins(%a : tensor<4x16xf32>) outs(%f : tensor<4xf32>) {
    ^bb0(%v: f32, %acc: f32):
      %r = arith.addf %v, %acc : f32
      linalg.yield %r : f32
    } -> tensor<4xf32>
    %e1 = tensor.empty() : tensor<4x16xf32>
    %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
        ins(%a, %s : tensor<4x16xf32>, tensor<4xf32>) outs(%e1 : tensor<4x16xf32>) {
    ^bb0(%v: f32, %t: f32, %out: f32):
      %r = arith.divf %v, %t : f32
      linalg.yield %r : f32
    } -> tensor<4x16xf32>
    fsdp.yield %s, %d : tensor<4xf32>, tensor<4x16xf32>
  }
  return
}

// -----

func.func @f(%x: tensor<4x16xf32>) {
  %zero = arith.constant 0.0 : f32
  // expected-error @+1 {{'fsdp.row_kernel' op attribute 'rows' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 1}}
  %k:2 = fsdp.row_kernel rows = 0 ins(%x) : (tensor<4x16xf32>) -> (tensor<4xf32>, tensor<4x16xf32>) {
  ^bb0(%a: tensor<4x16xf32>):
    %e0 = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
    %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
        ins(%a : tensor<4x16xf32>) outs(%f : tensor<4xf32>) {
    ^bb0(%v: f32, %acc: f32):
      %r = arith.addf %v, %acc : f32
      linalg.yield %r : f32
    } -> tensor<4xf32>
    %e1 = tensor.empty() : tensor<4x16xf32>
    %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
        ins(%a, %s : tensor<4x16xf32>, tensor<4xf32>) outs(%e1 : tensor<4x16xf32>) {
    ^bb0(%v: f32, %t: f32, %out: f32):
      %r = arith.divf %v, %t : f32
      linalg.yield %r : f32
    } -> tensor<4x16xf32>
    fsdp.yield %s, %d : tensor<4xf32>, tensor<4x16xf32>
  }
  return
}

// -----

func.func @f(%x: tensor<4x16xf32>, %n: index) {
  %k = fsdp.row_kernel rows = 1 ins(%x) : (tensor<4x16xf32>) -> (tensor<4x16xf32>) {
  ^bb0(%a: tensor<4x16xf32>):
    %e = tensor.empty(%n) : tensor<?x16xf32>
    // expected-error @+1 {{'linalg.generic' op in an fsdp.row_kernel needs static loops}}
    %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
        outs(%e : tensor<?x16xf32>) {
    ^bb0(%out: f32):
      linalg.yield %out : f32
    } -> tensor<?x16xf32>
    fsdp.yield %a : tensor<4x16xf32>
  }
  return
}

// -----

func.func @f(%x: tensor<4x16xf32>) {
  %k = fsdp.row_kernel rows = 3 ins(%x) : (tensor<4x16xf32>) -> (tensor<4x16xf32>) {
  ^bb0(%a: tensor<4x16xf32>):
    %e = tensor.empty() : tensor<4x16xf32>
    // expected-error @+1 {{'linalg.generic' op in an fsdp.row_kernel has 2 loops, fewer than its 3 row loops}}
    %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
        ins(%a : tensor<4x16xf32>) outs(%e : tensor<4x16xf32>) {
    ^bb0(%v: f32, %out: f32):
      linalg.yield %v : f32
    } -> tensor<4x16xf32>
    fsdp.yield %d : tensor<4x16xf32>
  }
  return
}

// -----

func.func @f(%x: tensor<4x16xf32>) {
  %zero = arith.constant 0.0 : f32
  %k:2 = fsdp.row_kernel rows = 1 ins(%x) : (tensor<4x16xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  ^bb0(%a: tensor<4x16xf32>):
    %e0 = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
    %e1 = tensor.empty() : tensor<4xf32>
    %g = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
    // expected-error @+1 {{'linalg.generic' op in an fsdp.row_kernel must reduce every loop after the rows into one result, or none}}
    %s:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
        ins(%a : tensor<4x16xf32>) outs(%f, %g : tensor<4xf32>, tensor<4xf32>) {
    ^bb0(%v: f32, %acc: f32, %acc2: f32):
      %r = arith.addf %v, %acc : f32
      %r2 = arith.maximumf %v, %acc2 : f32
      linalg.yield %r, %r2 : f32, f32
    } -> (tensor<4xf32>, tensor<4xf32>)
    fsdp.yield %s#0, %s#1 : tensor<4xf32>, tensor<4xf32>
  }
  return
}

// -----

func.func @f(%x: tensor<4x16xf32>) {
  %zero = arith.constant 0.0 : f32
  %k = fsdp.row_kernel rows = 1 ins(%x) : (tensor<4x16xf32>) -> (tensor<4x16xf32>) {
  ^bb0(%a: tensor<4x16xf32>):
    %e = tensor.empty() : tensor<4x16xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
    // expected-error @+1 {{'linalg.generic' op in an fsdp.row_kernel writes operand 1 that is not a tensor.empty of the kernel (or, for a reduction folding into it, a constant fill of one only it reads) indexed by its row first}}
    %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
        ins(%a : tensor<4x16xf32>) outs(%f : tensor<4x16xf32>) {
    ^bb0(%v: f32, %out: f32):
      %r = arith.addf %v, %out : f32
      linalg.yield %r : f32
    } -> tensor<4x16xf32>
    fsdp.yield %d : tensor<4x16xf32>
  }
  return
}

// -----

func.func @f(%x: tensor<4x16xf32>) {
  %k = fsdp.row_kernel rows = 1 ins(%x) : (tensor<4x16xf32>) -> (tensor<4x16xf32>) {
  ^bb0(%a: tensor<4x16xf32>):
    %e = tensor.empty() : tensor<4x16xf32>
    %o = tensor.empty() : tensor<4x16xf32>
    // expected-error @+1 {{'linalg.generic' op reads operand 1, which is neither an input of its fsdp.row_kernel nor an earlier phase's result}}
    %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
        ins(%a, %e : tensor<4x16xf32>, tensor<4x16xf32>) outs(%o : tensor<4x16xf32>) {
    ^bb0(%v: f32, %w: f32, %out: f32):
      %r = arith.addf %v, %w : f32
      linalg.yield %r : f32
    } -> tensor<4x16xf32>
    fsdp.yield %d : tensor<4x16xf32>
  }
  return
}

// -----

func.func @f(%x: tensor<4x16xf32>) {
  %zero = arith.constant 0.0 : f32
  %k:2 = fsdp.row_kernel rows = 1 ins(%x) : (tensor<4x16xf32>) -> (tensor<4xf32>, tensor<4x16xf32>) {
  ^bb0(%a: tensor<4x16xf32>):
    %e0 = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
    %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
        ins(%a : tensor<4x16xf32>) outs(%f : tensor<4xf32>) {
    ^bb0(%v: f32, %acc: f32):
      %r = arith.addf %v, %acc : f32
      linalg.yield %r : f32
    } -> tensor<4xf32>
    %e1 = tensor.empty() : tensor<4x16xf32>
    %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
        ins(%a : tensor<4x16xf32>) outs(%e1 : tensor<4x16xf32>) {
    ^bb0(%v: f32, %out: f32):
      %i = linalg.index 1 : index
      %c3 = arith.constant 3 : index
      %row = arith.remui %i, %c3 : index
      // expected-error @+1 {{'tensor.extract' op reads a phase's result other than as an input of a later phase of its fsdp.row_kernel}}
      %t = tensor.extract %s[%row] : tensor<4xf32>
      %r = arith.divf %v, %t : f32
      linalg.yield %r : f32
    } -> tensor<4x16xf32>
    fsdp.yield %s, %d : tensor<4xf32>, tensor<4x16xf32>
  }
  return
}
