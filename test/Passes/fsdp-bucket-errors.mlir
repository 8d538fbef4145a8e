// RUN: not fsdp-opt %s --pass-pipeline="builtin.module(func.func(fsdp-bucket{bucket-bytes=-1}))" 2>&1 | FileCheck %s
// CHECK: error: fsdp-bucket: bucket-bytes must not be negative, not -1
func.func @f() {
  return
}
