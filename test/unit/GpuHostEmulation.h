//===- GpuHostEmulation.h - Built gpu.funcs run on the host ----*- C++ -*-===//
//
// Turns a built kernel gpu.func into a host func.func that runs its blocks
// and threads one at a time (GpuHostEmulation.cpp), so that the unit tests
// can check it against the CPU kernel without a GPU.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_TEST_UNIT_GPUHOSTEMULATION_H
#define FSDPC_TEST_UNIT_GPUHOSTEMULATION_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LogicalResult.h"

namespace fsdpc::test {

/// A host func.func `name`(memrefs..., first, last) in `into` running
/// blocks [first, last) of `kernel` one after the other (the last first
/// when `lastFirst`), with blocks of `threads` threads and the launch range
/// [0, rangeEnd); `flipThreads` lets `lastFirst` flip which phases run
/// their threads in reverse (see GpuHostEmulation.cpp). Fails, with an
/// error at the op, for a kernel the emulation cannot run.
mlir::LogicalResult emulateOnHost(mlir::gpu::GPUFuncOp kernel,
                                  mlir::ModuleOp into, llvm::StringRef name,
                                  int64_t threads, int64_t rangeEnd,
                                  bool lastFirst, bool flipThreads);

} // namespace fsdpc::test

#endif // FSDPC_TEST_UNIT_GPUHOSTEMULATION_H
