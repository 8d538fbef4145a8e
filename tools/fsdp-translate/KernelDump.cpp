//===- KernelDump.cpp - the kernels (fsdp-translate --dump=kernels) -------===//
//
// The outlined kernels as MLIR functions on memrefs, each with the range of
// its launch, so that the dump compiles and launches on its own
// (fsdpc-gpu-emulation-check runs a program's kernels from it).
//
//===----------------------------------------------------------------------===//

#include "ExecutableBuilder.h"

#include "fsdpc/Dialect/FSDP/FSDP.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

using namespace mlir;
using namespace mlir::fsdp;

void mlir::fsdp::printKernels(ModuleOp kernels,
                              fsdpc::fsdpx::ExecutableT &executable,
                              llvm::raw_ostream &os) {
  // On a copy: an attribute on the compiled kernels would keep identical
  // ones from sharing a symbol.
  OwningOpRef<ModuleOp> dumped = kernels.clone();
  auto i64 = IntegerType::get(kernels.getContext(), 64);
  forEachLaunch(executable, [&](fsdpc::fsdpx::KernelLaunchT &launch) {
    StringRef symbol = executable.kernels[launch.kernel]->symbol;
    if (auto kernel = dumped->lookupSymbol<func::FuncOp>(symbol))
      kernel->setAttr(FSDPDialect::kLaunchRangeAttrName,
                      IntegerAttr::get(i64, launch.range_end));
  });
  os << *dumped << "\n";
}
