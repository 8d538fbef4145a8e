// The whole example GPT's training step compiles for a CUDA device, and the
// PTX it carries is accepted by ptxas for sm_90 (where the CUDA toolkit is
// installed: lit's `ptxas` feature).
// REQUIRES: ptxas
// RUN: fsdp-opt %fsdpc_src_root/examples/ir/gpt.mlir --fsdp-pipeline="world-size=2" \
// RUN:   | fsdp-translate --target=cuda --dump=ptx > %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin && test -s %t.cubin
// RUN: FileCheck %s < %t.ptx

// CHECK: .target sm_90
// CHECK-NOT: .extern .func
// CHECK: .visible .entry fsdpc_kernel0_generic(
// CHECK: shfl.sync.bfly.b32
