// Diagnostics in the user's terms: arguments named by their locations,
// dimensions and mesh axes spelled out, every problem of the signature
// reported before anything is rewritten, errors found while rewriting
// reported at the op without printing the half-rewritten function (even
// where fsdp-opt is asked to print ops on diagnostics), and a per-rank
// program refused as such.
// RUN: split-file --leading-lines %s %t

// RUN: not fsdp-opt %t/named.mlir --mlir-print-op-on-diagnostic=true --fsdp-partition="mesh=a=2,b=2" 2>&1 | FileCheck %s --check-prefix=NAMED
// RUN: not fsdp-opt %t/hsdp.mlir --fsdp-partition="mesh=replica=2,shard=3" 2>&1 | FileCheck %s --check-prefix=HSDP
// RUN: not fsdp-opt %t/midway.mlir --mlir-print-op-on-diagnostic=true --fsdp-partition="mesh=a=2,b=2" 2>&1 | FileCheck %s --check-prefix=MIDWAY
// RUN: fsdp-opt %t/invalid.mlir -split-input-file -verify-diagnostics --fsdp-partition="world-size=4"
// RUN: fsdp-opt %t/step.mlir --fsdp-partition="world-size=2" | not fsdp-opt --fsdp-partition="world-size=2" 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: fsdp-opt %t/step.mlir --fsdp-partition="world-size=2" --fsdp-bucket --fsdp-schedule=policy=fsdp | not fsdp-opt --fsdp-partition 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not fsdp-opt %t/global-type.mlir --fsdp-partition="world-size=2" 2>&1 | FileCheck %s --check-prefix=GLOBALTYPE

//--- named.mlir
// Both bad arguments are reported, each at its location and by its name;
// the batch split along dimension 1 is not called "rows".
// NAMED-NOT: see current operation
// NAMED: error: loc("batch.x"): argument "batch.x": its batch dimension 1 has size 9, which does not divide by the 2 ranks of mesh axis "a"
// NAMED: error: loc("params.w"): argument "params.w" is split along 2 dimensions; fsdpc splits a tensor along one dimension
// NAMED-NOT: see current operation
fsdp.mesh @mesh = <["a"=?, "b"=?]>
func.func @named(
    %x: tensor<4x9xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}, {"a"}]>} loc("batch.x"),
    %w: tensor<8x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"a"}, {"b"}]>, fsdp.unit = "w"} loc("params.w")) {
  return
}

//--- hsdp.mlir
// HSDP-NOT: see current operation
// HSDP: hsdp.mlir:[[@LINE+4]]:5: error: argument #0: its batch dimension 0 has 8 rows, which do not divide by the 6 ranks of mesh axes "replica" x "shard"
// HSDP-NOT: see current operation
fsdp.mesh @mesh = <["replica"=?, "shard"=?]>
func.func @hsdp(
    %x: tensor<8x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"replica", "shard"}, {}]>}) {
  return
}

//--- midway.mlir
// The error comes after the first ops were rewritten: it is reported at the
// op, which is not printed (nor is the function).
// MIDWAY-NOT: see current operation
// MIDWAY: midway.mlir:[[@LINE+18]]:3: error: 'func.return' op needs a value that is a partial sum over mesh axis "a" (2 ranks) as a partial sum over mesh axis "b" (2 ranks); fsdp-partition has no such conversion
// MIDWAY-NOT: see current operation
fsdp.mesh @mesh = <["a"=?, "b"=?]>
func.func @midway(%x: tensor<12xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"a"}]>}, %init: tensor<f32>)
    -> (tensor<f32> {fsdp.sharding = #fsdp.sharding<@mesh, [], partial={"b"}>}) {
  %e = tensor.empty() : tensor<12xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%x : tensor<12xf32>) outs(%e : tensor<12xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.subf %o, %a : f32
    linalg.yield %n : f32
  } -> tensor<12xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%y : tensor<12xf32>) outs(%init : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %m = arith.addf %acc, %a : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}

//--- step.mlir
fsdp.mesh @mesh = <["shard"=?]>
func.func @step(%w: tensor<10x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>, fsdp.unit = "w"},
                %x: tensor<12x10xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>})
    -> (tensor<12x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<12x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<12x8xf32>) -> tensor<12x8xf32>
  %y = linalg.matmul ins(%x, %w : tensor<12x10xf32>, tensor<10x8xf32>) outs(%z : tensor<12x8xf32>) -> tensor<12x8xf32>
  return %y : tensor<12x8xf32>
}
// A per-rank program, synchronous or scheduled, is refused before its
// (bound) mesh or options are looked at.
// TWICE: error: this program is already partitioned (argument #0 of @step has 'fsdp.global_type'); fsdp-partition takes a global-view program
// TWICE-NOT: error

//--- global-type.mlir
// GLOBALTYPE: error: this program is already partitioned (it has an 'fsdp.all_reduce' op); fsdp-partition takes a global-view program
fsdp.mesh @mesh = <["shard"=2]>
func.func @step(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = fsdp.all_reduce sum %x on @mesh axes = ["shard"] : tensor<4xf32>
  return %r : tensor<4xf32>
}

//--- invalid.mlir
fsdp.mesh @mesh = <["a"=2, "b"=2]>
func.func @two_dim_result(%x: tensor<8x8xf32>)
    -> (tensor<8x8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"a"}, {"b"}]>}) {
  return %x : tensor<8x8xf32>
}
// expected-error @-4 {{'func.func' op result #0 is split along 2 dimensions; fsdpc splits a tensor along one dimension}}

// -----

fsdp.mesh @mesh = <["a"=2, "b"=2]>
func.func @split_and_partial(%x: tensor<8xf32>)
    -> (tensor<8xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"a"}], partial={"b"}>}) {
  return %x : tensor<8xf32>
}
// expected-error @-4 {{'func.func' op result #0 is declared both split and a partial sum; fsdpc returns one or the other}}

// -----

fsdp.mesh @mesh = <["shard"=?]>
func.func @region(%x: tensor<12xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>}) -> tensor<12xf32> {
  // expected-error @+1 {{'tensor.generate' op has a region; in fsdp-partition's input contract only linalg ops have regions}}
  %g = tensor.generate {
  ^bb0(%i: index):
    %v = tensor.extract %x[%i] : tensor<12xf32>
    tensor.yield %v : f32
  } : tensor<12xf32>
  return %g : tensor<12xf32>
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
func.func @dynamic_body(%x: tensor<12xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}]>}, %n: index) {
  // expected-error @+1 {{'tensor.empty' op has a value of type 'tensor<?xf32>'; fsdp-partition needs tensors of static shape}}
  %e = tensor.empty(%n) : tensor<?xf32>
  return
}

// -----

fsdp.mesh @mesh = <["shard"=?]>
// The signature's problems are all reported, the body's after them.
// expected-error @+2 {{argument #0 has type 'tensor<?x4xf32>'; fsdp-partition needs static shapes}}
// expected-error @+2 {{argument #1 is declared a partial sum; inputs must be whole values}}
func.func @all_at_once(%x: tensor<?x4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{"shard"}, {}]>},
                       %y: tensor<4xf32> {fsdp.sharding = #fsdp.sharding<@mesh, [{}], partial={"shard"}>}) {
  return
}
