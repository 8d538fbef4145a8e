// fsdp-schedule prices a kernel's bytes by how recently the step touched
// them (CostModel.h, getStreamingBandwidths), on a device whose memory curve
// gives 4 GB/s to data reused within 3 MiB of traffic and 1 GB/s beyond
// 128 MiB (Inputs/streaming.json; arithmetic free, no launch overhead).
// RUN: fsdp-opt %s --fsdp-schedule="policy=none device=%S/Inputs/streaming.json" | FileCheck %s

// %y's add reads %a and %b, which the step last touched a whole step ago
// (134 MiB of traffic): 2 MiB at 1 GB/s, and writes its 1 MiB at its own
// 3 MiB's rate, 4 GB/s: 2.359296 ms. %z's add, as large, reads %y (once,
// though through two operands) right after it was written: 2 MiB at 4 GB/s,
// 0.524288 ms.
// CHECK-LABEL: func.func @reuse
// CHECK: %[[Y:.*]] = linalg.add {fsdp.predicted_s = 0.002359296{{[0-9]*}} : f64} ins(%arg0, %arg1
// CHECK: linalg.add {fsdp.predicted_s = 5.24288{{[0-9]*}}e-04 : f64} ins(%[[Y]], %[[Y]]
// CHECK: linalg.negf
func.func @reuse(%a: tensor<512x512xf32>, %b: tensor<512x512xf32>, %c: tensor<4096x4096xf32>)
    -> (tensor<512x512xf32>, tensor<4096x4096xf32>) {
  %e = tensor.empty() : tensor<512x512xf32>
  %y = linalg.add ins(%a, %b : tensor<512x512xf32>, tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %z = linalg.add ins(%y, %y : tensor<512x512xf32>, tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %ec = tensor.empty() : tensor<4096x4096xf32>
  %n = linalg.negf ins(%c : tensor<4096x4096xf32>) outs(%ec : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  return %z, %n : tensor<512x512xf32>, tensor<4096x4096xf32>
}

// The step's return is priced for the state copies the runtime makes after
// the last instruction (a donated result copied into its argument's place),
// on any device; a result that is its argument is not copied, nor one its
// op writes over its argument (findInPlaceUpdates).
// RUN: fsdp-opt %s --fsdp-schedule="policy=none device=h200" | FileCheck %s --check-prefix=H200
// H200-LABEL: func.func @donated
// H200: return {fsdp.predicted_s = {{[0-9.eE+-]+}} : f64} %[[N:.*]], %arg1
// H200-LABEL: func.func @kept
// H200: return %arg0 :
// H200-LABEL: func.func @in_place
// H200: %[[U:.*]] = linalg.sub
// H200-NEXT: return %[[U]] :
func.func @donated(%p: tensor<1024xf32>, %m: tensor<1024xf32>, %g: tensor<1024xf32>)
    -> (tensor<1024xf32> {fsdp.updates = 0 : i64}, tensor<1024xf32> {fsdp.updates = 1 : i64}) {
  %e = tensor.empty() : tensor<1024xf32>
  %n = linalg.negf ins(%g : tensor<1024xf32>) outs(%e : tensor<1024xf32>) -> tensor<1024xf32>
  return %n, %m : tensor<1024xf32>, tensor<1024xf32>
}

func.func @kept(%p: tensor<1024xf32>) -> (tensor<1024xf32> {fsdp.updates = 0 : i64}) {
  return %p : tensor<1024xf32>
}

func.func @in_place(%p: tensor<1024xf32>, %g: tensor<1024xf32>) -> (tensor<1024xf32> {fsdp.updates = 0 : i64}) {
  %e = tensor.empty() : tensor<1024xf32>
  %n = linalg.sub ins(%p, %g : tensor<1024xf32>, tensor<1024xf32>) outs(%e : tensor<1024xf32>) -> tensor<1024xf32>
  return %n : tensor<1024xf32>
}
