// The whole example GPT's training step compiles for a CUDA device, and the
// PTX it carries is accepted by ptxas for sm_90 (where the CUDA toolkit is
// installed: lit's `ptxas` feature).
// REQUIRES: ptxas
// RUN: fsdp-opt %fsdpc_src_root/examples/ir/gpt.mlir --fsdp-pipeline="world-size=2" \
// RUN:   | fsdp-translate --target=cuda --dump=ptx > %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin && test -s %t.cubin
// RUN: FileCheck %s < %t.ptx
// RUN: FileCheck %s --check-prefix=ROW < %t.ptx

// CHECK: .target sm_90
// CHECK-NOT: .extern .func
// CHECK: .visible .entry fsdpc_kernel0_generic(
// CHECK: shfl.sync.bfly.b32

// The softmax's and the norms' passes run as row kernels (the h100 preset
// forms them): a block per row, its threads' points of the row in
// registers, the block reductions' barriers the only ones.
// ROW: .visible .entry fsdpc_kernel{{[0-9]+}}_row_kernel(
// ROW: shfl.sync.bfly.b32
// ROW: bar.sync
// ROW: ret;
