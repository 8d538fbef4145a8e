// fsdp-horizontal-fusion: on a device whose launches cost more than the
// work of small kernels (the GPU presets), independent elementwise kernels
// over the same loop extents become one generic in the place of the last
// of them: its inputs theirs (a tensor read with the same map once), its
// outputs theirs in order, its body theirs one after the other. A kernel
// that reads another's result, one over other loops, one costlier than two
// launches, one whose body reads its output and one with reduction loops
// stay apart, as do kernels a collective reads (directly or through a
// view) and kernels waiting for different collectives; with free launches
// nothing is grouped; a group takes at most
// 128 operands, an input its members share counted once, a tensor a body
// gathers from counted too.
// RUN: fsdp-opt %s --split-input-file --fsdp-horizontal-fusion=device=h200 | FileCheck %s
// RUN: fsdp-opt %s --split-input-file --fsdp-horizontal-fusion=device=%S/Inputs/free-launches.json | FileCheck %s --check-prefix=FREE
// RUN: python3 %S/Inputs/many-operands.py | fsdp-opt --fsdp-horizontal-fusion=device=h200 | FileCheck %s --check-prefix=CAP
// RUN: python3 %S/Inputs/many-operands.py --captured | fsdp-opt --fsdp-horizontal-fusion=device=h200 | FileCheck %s --check-prefix=CAPTURED
// RUN: not fsdp-opt %s --split-input-file --fsdp-horizontal-fusion=device=tpu 2>&1 | FileCheck %s --check-prefix=DEVICE
// DEVICE: error: fsdp-horizontal-fusion: unknown device 'tpu'; expected one of h100 h200 cpu, or a .json file

// CAP-LABEL: func.func @many_operands(
// CAP: %[[GROUP:.*]]:5 = linalg.generic
// CAP-NOT: linalg.generic
// CAP: %[[LAST:.*]] = linalg.generic
// CAP-NOT: linalg.generic
// CAP: return %[[GROUP]]#0, %[[GROUP]]#1, %[[GROUP]]#2, %[[GROUP]]#3, %[[GROUP]]#4, %[[LAST]] :

// The tensors a body gathers from count as operands too.
// CAPTURED-LABEL: func.func @many_operands(
// CAPTURED: %[[ONE:.*]]:3 = linalg.generic
// CAPTURED: %[[TWO:.*]]:3 = linalg.generic
// CAPTURED: return %[[ONE]]#0, %[[ONE]]#1, %[[ONE]]#2, %[[TWO]]#0, %[[TWO]]#1, %[[TWO]]#2 :

#map = affine_map<(d0) -> (d0)>
#scalar = affine_map<(d0) -> ()>

// Two Adam-like updates of small shards and a scale: one kernel, the
// shared 0-d step size read once.
// CHECK-LABEL: func.func @updates(
// CHECK-SAME: %[[P0:[a-z0-9]+]]: tensor<768xf32>, %[[G0:[a-z0-9]+]]: tensor<768xf32>, %[[P1:[a-z0-9]+]]: tensor<768xf32>, %[[G1:[a-z0-9]+]]: tensor<768xf32>, %[[LR:[a-z0-9]+]]: tensor<f32>
// CHECK-DAG: %[[E0:.*]] = tensor.empty() : tensor<768xf32>
// CHECK-DAG: %[[E1:.*]] = tensor.empty() : tensor<768xf32>
// CHECK-DAG: %[[E2:.*]] = tensor.empty() : tensor<768xf32>
// CHECK: %[[F:.*]]:3 = linalg.generic {indexing_maps = [#map, #map, #map1, #map, #map, #map, #map, #map], iterator_types = ["parallel"]}
// CHECK-SAME: ins(%[[P0]], %[[G0]], %[[LR]], %[[P1]], %[[G1]] :
// CHECK-SAME: outs(%[[E0]], %[[E1]], %[[E2]] :
// CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32, %[[S:.*]]: f32, %[[C:.*]]: f32, %[[D:.*]]: f32, %{{.*}}: f32, %{{.*}}: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[M0:.*]] = arith.mulf %[[S]], %[[B]] : f32
// CHECK-NEXT: %[[U0:.*]] = arith.subf %[[A]], %[[M0]] : f32
// CHECK-NEXT: %[[M1:.*]] = arith.mulf %[[S]], %[[D]] : f32
// CHECK-NEXT: %[[U1:.*]] = arith.subf %[[C]], %[[M1]] : f32
// CHECK-NEXT: %[[T:.*]] = arith.mulf %[[C]], %[[C]] : f32
// CHECK-NEXT: linalg.yield %[[U0]], %[[U1]], %[[T]] : f32, f32, f32
// CHECK-NOT: linalg.generic
// CHECK: return %[[F]]#0, %[[F]]#1, %[[F]]#2
// FREE-LABEL: func.func @updates(
// FREE: %[[U0:.*]] = linalg.generic
// FREE: %[[U1:.*]] = linalg.generic
// FREE: %[[SQ:.*]] = linalg.generic
// FREE: return %[[U0]], %[[U1]], %[[SQ]] :
func.func @updates(%p0: tensor<768xf32>, %g0: tensor<768xf32>, %p1: tensor<768xf32>,
                   %g1: tensor<768xf32>, %lr: tensor<f32>)
    -> (tensor<768xf32>, tensor<768xf32>, tensor<768xf32>) {
  %e0 = tensor.empty() : tensor<768xf32>
  %u0 = linalg.generic {indexing_maps = [#map, #map, #scalar, #map], iterator_types = ["parallel"]}
      ins(%p0, %g0, %lr : tensor<768xf32>, tensor<768xf32>, tensor<f32>) outs(%e0 : tensor<768xf32>) {
  ^bb0(%a: f32, %b: f32, %s: f32, %o: f32):
    %m = arith.mulf %s, %b : f32
    %u = arith.subf %a, %m : f32
    linalg.yield %u : f32
  } -> tensor<768xf32>
  %e1 = tensor.empty() : tensor<768xf32>
  %u1 = linalg.generic {indexing_maps = [#map, #map, #scalar, #map], iterator_types = ["parallel"]}
      ins(%p1, %g1, %lr : tensor<768xf32>, tensor<768xf32>, tensor<f32>) outs(%e1 : tensor<768xf32>) {
  ^bb0(%a: f32, %b: f32, %s: f32, %o: f32):
    %m = arith.mulf %s, %b : f32
    %u = arith.subf %a, %m : f32
    linalg.yield %u : f32
  } -> tensor<768xf32>
  %e2 = tensor.empty() : tensor<768xf32>
  %sq = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%p1 : tensor<768xf32>) outs(%e2 : tensor<768xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.mulf %a, %a : f32
    linalg.yield %t : f32
  } -> tensor<768xf32>
  return %u0, %u1, %sq : tensor<768xf32>, tensor<768xf32>, tensor<768xf32>
}

// -----

#map = affine_map<(d0) -> (d0)>
#row = affine_map<(d0, d1) -> (d0, d1)>
#sum = affine_map<(d0, d1) -> (d0)>

// None of these groups: %b reads %a's result (the group would have to run
// before it); %c runs over other loops; %big and %big2 cost more than two
// launches; %acc reads its output; %red, %red2 and %red3 reduce (the last
// two keep the last value: their bodies read no output). The two kernels
// after %b group with each other only.
// CHECK-LABEL: func.func @apart(
// CHECK: %[[A:.*]] = linalg.generic
// CHECK: %[[B:.*]] = linalg.generic {{.*}} ins(%[[A]] :
// CHECK: %[[C:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<512xf32>)
// CHECK: %[[BIG:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<268435456xf32>)
// CHECK: %[[BIG2:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<268435456xf32>)
// CHECK: %[[ACC:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<768xf32>)
// CHECK: %[[RED:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]
// CHECK: %[[RED2:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]
// CHECK: %[[RED3:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]
// CHECK: %[[AFTER:.*]]:2 = linalg.generic {{.*}} ins(%[[A]], %[[B]] :
// CHECK-NOT: linalg.generic
// CHECK: return %[[B]], %[[C]], %[[BIG]], %[[BIG2]], %[[ACC]], %[[RED]], %[[RED2]], %[[RED3]], %[[AFTER]]#0, %[[AFTER]]#1
func.func @apart(%x: tensor<768xf32>, %y: tensor<512xf32>, %z: tensor<268435456xf32>,
                 %r: tensor<768x4xf32>)
    -> (tensor<768xf32>, tensor<512xf32>, tensor<268435456xf32>, tensor<268435456xf32>,
        tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>,
        tensor<768xf32>) {
  %e0 = tensor.empty() : tensor<768xf32>
  %a = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%x : tensor<768xf32>) outs(%e0 : tensor<768xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.negf %v : f32
    linalg.yield %t : f32
  } -> tensor<768xf32>
  %e1 = tensor.empty() : tensor<768xf32>
  %b = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%a : tensor<768xf32>) outs(%e1 : tensor<768xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.mulf %v, %v : f32
    linalg.yield %t : f32
  } -> tensor<768xf32>
  %e2 = tensor.empty() : tensor<512xf32>
  %c = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%y : tensor<512xf32>) outs(%e2 : tensor<512xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.negf %v : f32
    linalg.yield %t : f32
  } -> tensor<512xf32>
  %e3 = tensor.empty() : tensor<268435456xf32>
  %big = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%z : tensor<268435456xf32>) outs(%e3 : tensor<268435456xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.negf %v : f32
    linalg.yield %t : f32
  } -> tensor<268435456xf32>
  %e7 = tensor.empty() : tensor<268435456xf32>
  %big2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%z : tensor<268435456xf32>) outs(%e7 : tensor<268435456xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.mulf %v, %v : f32
    linalg.yield %t : f32
  } -> tensor<268435456xf32>
  %acc = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%x : tensor<768xf32>) outs(%b : tensor<768xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.addf %v, %o : f32
    linalg.yield %t : f32
  } -> tensor<768xf32>
  %e4 = tensor.empty() : tensor<768xf32>
  %red = linalg.generic {indexing_maps = [#row, #sum], iterator_types = ["parallel", "reduction"]}
      ins(%r : tensor<768x4xf32>) outs(%e4 : tensor<768xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.addf %v, %o : f32
    linalg.yield %t : f32
  } -> tensor<768xf32>
  %e8 = tensor.empty() : tensor<768xf32>
  %red2 = linalg.generic {indexing_maps = [#row, #sum], iterator_types = ["parallel", "reduction"]}
      ins(%r : tensor<768x4xf32>) outs(%e8 : tensor<768xf32>) {
  ^bb0(%v: f32, %o: f32):
    linalg.yield %v : f32
  } -> tensor<768xf32>
  %e9 = tensor.empty() : tensor<768xf32>
  %red3 = linalg.generic {indexing_maps = [#row, #sum], iterator_types = ["parallel", "reduction"]}
      ins(%r : tensor<768x4xf32>) outs(%e9 : tensor<768xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.negf %v : f32
    linalg.yield %t : f32
  } -> tensor<768xf32>
  %e5 = tensor.empty() : tensor<768xf32>
  %after0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%a : tensor<768xf32>) outs(%e5 : tensor<768xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.addf %v, %v : f32
    linalg.yield %t : f32
  } -> tensor<768xf32>
  %e6 = tensor.empty() : tensor<768xf32>
  %after1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%b : tensor<768xf32>) outs(%e6 : tensor<768xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.subf %v, %v : f32
    linalg.yield %t : f32
  } -> tensor<768xf32>
  return %b, %c, %big, %big2, %acc, %red, %red2, %red3, %after0, %after1
      : tensor<768xf32>, tensor<512xf32>, tensor<268435456xf32>, tensor<268435456xf32>,
        tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>,
        tensor<768xf32>
}

// -----

#map = affine_map<(d0) -> (d0)>

// Two kernels writing the same init value (CSE'd empties) are not one
// group's outputs: each keeps a result of its own. The third, with its own
// init, joins the second.
// CHECK-LABEL: func.func @shared_init(
// CHECK: %[[E:.*]] = tensor.empty() : tensor<768xf32>
// CHECK: %[[FIRST:.*]] = linalg.generic {{.*}} outs(%[[E]] : tensor<768xf32>)
// CHECK: %[[REST:.*]]:2 = linalg.generic {{.*}} outs(%[[E]], %{{.*}} : tensor<768xf32>, tensor<768xf32>)
// CHECK: return %[[FIRST]], %[[REST]]#0, %[[REST]]#1
func.func @shared_init(%x: tensor<768xf32>, %y: tensor<768xf32>)
    -> (tensor<768xf32>, tensor<768xf32>, tensor<768xf32>) {
  %e = tensor.empty() : tensor<768xf32>
  %a = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%x : tensor<768xf32>) outs(%e : tensor<768xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.negf %v : f32
    linalg.yield %t : f32
  } -> tensor<768xf32>
  %b = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%y : tensor<768xf32>) outs(%e : tensor<768xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.negf %v : f32
    linalg.yield %t : f32
  } -> tensor<768xf32>
  %e1 = tensor.empty() : tensor<768xf32>
  %c = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%y : tensor<768xf32>) outs(%e1 : tensor<768xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.mulf %v, %v : f32
    linalg.yield %t : f32
  } -> tensor<768xf32>
  return %a, %b, %c : tensor<768xf32>, tensor<768xf32>, tensor<768xf32>
}

// -----

#map = affine_map<(d0) -> (d0)>

// Two groups, the second reading the first's results: it reads the first
// group's kernel.
// CHECK-LABEL: func.func @chained_groups(
// CHECK-SAME: %[[X:[a-z0-9]+]]: tensor<768xf32>, %[[Y:[a-z0-9]+]]: tensor<768xf32>
// CHECK: %[[FIRST:.*]]:2 = linalg.generic {{.*}} ins(%[[X]], %[[Y]] :
// CHECK: %[[SECOND:.*]]:2 = linalg.generic {{.*}} ins(%[[FIRST]]#0, %[[FIRST]]#1 :
// CHECK: return %[[SECOND]]#0, %[[SECOND]]#1
func.func @chained_groups(%x: tensor<768xf32>, %y: tensor<768xf32>)
    -> (tensor<768xf32>, tensor<768xf32>) {
  %e0 = tensor.empty() : tensor<768xf32>
  %a0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%x : tensor<768xf32>) outs(%e0 : tensor<768xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.negf %v : f32
    linalg.yield %t : f32
  } -> tensor<768xf32>
  %e1 = tensor.empty() : tensor<768xf32>
  %a1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%y : tensor<768xf32>) outs(%e1 : tensor<768xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.negf %v : f32
    linalg.yield %t : f32
  } -> tensor<768xf32>
  %e2 = tensor.empty() : tensor<768xf32>
  %b0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%a0 : tensor<768xf32>) outs(%e2 : tensor<768xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.mulf %v, %v : f32
    linalg.yield %t : f32
  } -> tensor<768xf32>
  %e3 = tensor.empty() : tensor<768xf32>
  %b1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%a1 : tensor<768xf32>) outs(%e3 : tensor<768xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.mulf %v, %v : f32
    linalg.yield %t : f32
  } -> tensor<768xf32>
  return %b0, %b1 : tensor<768xf32>, tensor<768xf32>
}

// -----

#map = affine_map<(d0) -> (d0)>
fsdp.mesh @mesh = <["shard"=2]>

// A parameter shard's cast read only by its gather prepares the gather:
// fsdp-schedule moves it to the gather's issue point, so it stays alone
// (%half, computed from the same argument, is not grouped with it). Of the
// rest, kernels computed from the arguments alone and kernels that read a
// collective's result group apart: %neg, %twice and %last; %after and
// %after2 (they read the gather). A read of a member's result inside an
// scf.if, or by a tensor.extract, closes its group as any reader does; the
// generic nested in the scf.if is left alone.
// CHECK-LABEL: func.func @kinds(
// CHECK-SAME: %[[P:[a-z0-9]+]]: tensor<384xf32>, %[[Q:[a-z0-9]+]]: tensor<768xf32>
// CHECK: %[[HALF:.*]] = linalg.generic {{.*}} ins(%[[P]] : tensor<384xf32>) outs(%{{.*}} : tensor<384xf32>)
// CHECK: %[[CAST:.*]] = linalg.generic {{.*}} ins(%[[P]] : tensor<384xf32>) outs(%{{.*}} : tensor<384xbf16>)
// CHECK: %[[G:.*]] = fsdp.all_gather %[[CAST]]
// CHECK: %[[READS:.*]]:2 = linalg.generic {{.*}} ins(%[[G]] : tensor<768xbf16>)
// CHECK: scf.if
// CHECK: linalg.generic {{.*}} ins(%[[READS]]#0 :
// CHECK: %[[ARGS:.*]]:3 = linalg.generic {{.*}} ins(%[[Q]] : tensor<768xf32>)
// CHECK: tensor.extract %[[ARGS]]#2
// CHECK: %[[FINAL:.*]] = linalg.generic {{.*}} ins(%[[Q]] : tensor<768xf32>)
// CHECK: return %[[HALF]], %[[G]], %[[ARGS]]#0, %[[ARGS]]#1, %{{.*}}, %[[READS]]#1, %[[ARGS]]#2, %{{.*}}, %[[FINAL]] :
func.func @kinds(%p: tensor<384xf32>, %q: tensor<768xf32>, %flag: i1, %i: index)
    -> (tensor<384xf32>, tensor<768xbf16>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>,
        tensor<768xf32>, tensor<768xf32>, f32, tensor<768xf32>) {
  %eh = tensor.empty() : tensor<384xf32>
  %half = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%p : tensor<384xf32>) outs(%eh : tensor<384xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.negf %v : f32
    linalg.yield %t : f32
  } -> tensor<384xf32>
  %e0 = tensor.empty() : tensor<384xbf16>
  %cast = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%p : tensor<384xf32>) outs(%e0 : tensor<384xbf16>) {
  ^bb0(%v: f32, %o: bf16):
    %t = arith.truncf %v : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<384xbf16>
  %g = fsdp.all_gather %cast on @mesh axes = ["shard"] dim = 0 : (tensor<384xbf16>) -> tensor<768xbf16>
  %e1 = tensor.empty() : tensor<768xf32>
  %neg = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%q : tensor<768xf32>) outs(%e1 : tensor<768xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.negf %v : f32
    linalg.yield %t : f32
  } -> tensor<768xf32>
  %e2 = tensor.empty() : tensor<768xf32>
  %after = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%g : tensor<768xbf16>) outs(%e2 : tensor<768xf32>) {
  ^bb0(%v: bf16, %o: f32):
    %t = arith.extf %v : bf16 to f32
    linalg.yield %t : f32
  } -> tensor<768xf32>
  %e3 = tensor.empty() : tensor<768xf32>
  %twice = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%q : tensor<768xf32>) outs(%e3 : tensor<768xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.addf %v, %v : f32
    linalg.yield %t : f32
  } -> tensor<768xf32>
  %e4 = tensor.empty() : tensor<768xf32>
  %after2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%g : tensor<768xbf16>) outs(%e4 : tensor<768xf32>) {
  ^bb0(%v: bf16, %o: f32):
    %t = arith.extf %v : bf16 to f32
    %u = arith.mulf %t, %t : f32
    linalg.yield %u : f32
  } -> tensor<768xf32>
  %inner = scf.if %flag -> tensor<768xf32> {
    %e5 = tensor.empty() : tensor<768xf32>
    %n = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
        ins(%after : tensor<768xf32>) outs(%e5 : tensor<768xf32>) {
    ^bb0(%v: f32, %o: f32):
      %t = arith.negf %v : f32
      linalg.yield %t : f32
    } -> tensor<768xf32>
    scf.yield %n : tensor<768xf32>
  } else {
    scf.yield %after2 : tensor<768xf32>
  }
  %e6 = tensor.empty() : tensor<768xf32>
  %last = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%q : tensor<768xf32>) outs(%e6 : tensor<768xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.mulf %v, %v : f32
    linalg.yield %t : f32
  } -> tensor<768xf32>
  %x = tensor.extract %last[%i] : tensor<768xf32>
  %e7 = tensor.empty() : tensor<768xf32>
  %final = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%q : tensor<768xf32>) outs(%e7 : tensor<768xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.subf %v, %v : f32
    linalg.yield %t : f32
  } -> tensor<768xf32>
  return %half, %g, %neg, %twice, %inner, %after2, %last, %x, %final
      : tensor<384xf32>, tensor<768xbf16>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>,
        tensor<768xf32>, tensor<768xf32>, f32, tensor<768xf32>
}

// -----

#map = affine_map<(d0) -> (d0)>
fsdp.mesh @mesh = <["shard"=2]>

// %g0 and %g1 feed reduce-scatters, which the schedule may issue as soon
// as their input is ready: neither is grouped (a group would hold %g0's
// reduce-scatter until %g1 is computed). Of the kernels reading the scattered shards,
// %u0 and %v0 wait for the first reduce-scatter, %u1 for the second: only
// the first two group (grouping %u1 too would make them wait for it).
// CHECK-LABEL: func.func @collectives(
// CHECK: %[[G0:.*]] = linalg.generic
// CHECK: %[[G1:.*]] = linalg.generic
// CHECK: %[[R0:.*]] = fsdp.reduce_scatter sum %[[G0]]
// CHECK: %[[R1:.*]] = fsdp.reduce_scatter sum %[[G1]]
// CHECK: %[[U1:.*]] = linalg.generic {{.*}} ins(%[[R1]] :
// CHECK: %[[U0:.*]]:2 = linalg.generic {{.*}} ins(%[[R0]] :
// CHECK-NOT: linalg.generic
// CHECK: return %[[U0]]#0, %[[U1]], %[[U0]]#1
func.func @collectives(%x: tensor<768xf32>, %y: tensor<768xf32>)
    -> (tensor<384xf32>, tensor<384xf32>, tensor<384xf32>) {
  %e0 = tensor.empty() : tensor<768xf32>
  %g0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%x : tensor<768xf32>) outs(%e0 : tensor<768xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.mulf %v, %v : f32
    linalg.yield %t : f32
  } -> tensor<768xf32>
  %e1 = tensor.empty() : tensor<768xf32>
  %g1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%y : tensor<768xf32>) outs(%e1 : tensor<768xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.mulf %v, %v : f32
    linalg.yield %t : f32
  } -> tensor<768xf32>
  %r0 = fsdp.reduce_scatter sum %g0 on @mesh axes = ["shard"] dim = 0 : (tensor<768xf32>) -> tensor<384xf32>
  %r1 = fsdp.reduce_scatter sum %g1 on @mesh axes = ["shard"] dim = 0 : (tensor<768xf32>) -> tensor<384xf32>
  %e2 = tensor.empty() : tensor<384xf32>
  %u0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%r0 : tensor<384xf32>) outs(%e2 : tensor<384xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.negf %v : f32
    linalg.yield %t : f32
  } -> tensor<384xf32>
  %e3 = tensor.empty() : tensor<384xf32>
  %u1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%r1 : tensor<384xf32>) outs(%e3 : tensor<384xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.negf %v : f32
    linalg.yield %t : f32
  } -> tensor<384xf32>
  %e4 = tensor.empty() : tensor<384xf32>
  %v0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%r0 : tensor<384xf32>) outs(%e4 : tensor<384xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.addf %v, %v : f32
    linalg.yield %t : f32
  } -> tensor<384xf32>
  return %u0, %u1, %v0 : tensor<384xf32>, tensor<384xf32>, tensor<384xf32>
}

// -----

#map = affine_map<(d0) -> (d0)>
fsdp.mesh @mesh = <["shard"=2]>

// A collective reading a kernel through a view (a reshape costs no work
// and has no place in the compute order) reads the kernel: %g0 is not
// grouped with %h, which nothing but the return reads.
// CHECK-LABEL: func.func @through_a_view(
// CHECK: %[[G0:.*]] = linalg.generic
// CHECK: %[[H:.*]] = linalg.generic
// CHECK: %[[V:.*]] = tensor.expand_shape %[[G0]]
// CHECK: fsdp.reduce_scatter sum %[[V]]
func.func @through_a_view(%x: tensor<768xf32>, %y: tensor<768xf32>)
    -> (tensor<384x1xf32>, tensor<768xf32>) {
  %e0 = tensor.empty() : tensor<768xf32>
  %g0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%x : tensor<768xf32>) outs(%e0 : tensor<768xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.mulf %v, %v : f32
    linalg.yield %t : f32
  } -> tensor<768xf32>
  %e1 = tensor.empty() : tensor<768xf32>
  %h = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%y : tensor<768xf32>) outs(%e1 : tensor<768xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.mulf %v, %v : f32
    linalg.yield %t : f32
  } -> tensor<768xf32>
  %v = tensor.expand_shape %g0 [[0, 1]] output_shape [768, 1] : tensor<768xf32> into tensor<768x1xf32>
  %r = fsdp.reduce_scatter sum %v on @mesh axes = ["shard"] dim = 0 : (tensor<768x1xf32>) -> tensor<384x1xf32>
  return %r, %h : tensor<384x1xf32>, tensor<768xf32>
}
