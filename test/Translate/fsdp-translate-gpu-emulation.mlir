// Without a GPU: every kernel fsdp-translate outlines for one
// (--dump=kernels gives each its launch's range), built by the GPU kernel
// compiler and run on the host block by block and thread by thread
// (fsdpc-gpu-emulation-check), computes what the same kernel compiled for
// the CPU computes on random operands. The example GPT with its row kernels
// and horizontal fusion (an H200's defaults), without them, and its scanned
// form.
// RUN: fsdp-opt %fsdpc_src_root/examples/ir/gpt.mlir --fsdp-pipeline="world-size=2 device=h200" \
// RUN:   | fsdp-translate --target=cuda --dump=kernels -o %t.fsdpx > %t.gpt.mlir
// RUN: fsdpc-gpu-emulation-check %t.gpt.mlir | FileCheck %s
// RUN: fsdp-opt %fsdpc_src_root/examples/ir/gpt.mlir --fsdp-pipeline="world-size=2 device=h200 row-kernels=false horizontal-fusion=false" \
// RUN:   | fsdp-translate --target=cuda --dump=kernels -o %t.fsdpx > %t.plain.mlir
// RUN: fsdpc-gpu-emulation-check %t.plain.mlir | FileCheck %s --check-prefix=PLAIN
// RUN: fsdp-opt %fsdpc_src_root/examples/ir/gpt_scan.mlir --fsdp-pipeline="world-size=3 device=h100" \
// RUN:   | fsdp-translate --target=cuda --dump=kernels -o %t.fsdpx > %t.scan.mlir
// RUN: fsdpc-gpu-emulation-check %t.scan.mlir | FileCheck %s
// RUN: not fsdpc-gpu-emulation-check %s 2>&1 | FileCheck %s --check-prefix=RANGE

// CHECK-NOT: DIFFERS
// CHECK: {{[1-9][0-9]*}} kernels ({{[1-9][0-9]*}} block_per_index, {{[1-9][0-9]*}} thread_per_index): 0 differ from the CPU's
// PLAIN-NOT: DIFFERS
// PLAIN: {{[1-9][0-9]*}} kernels ({{[1-9][0-9]*}} block_per_index, {{[1-9][0-9]*}} thread_per_index): 0 differ from the CPU's

// A kernel without its range is refused, at its location.
// RANGE: fsdp-translate-gpu-emulation.mlir:[[@LINE+1]]:1: error: 'func.func' op has no fsdp.launch_range (use the kernels of fsdp-translate --target=cuda --dump=kernels)
func.func @kernel0_generic(%x: memref<4xf32>, %b: index, %e: index) {
  return
}
