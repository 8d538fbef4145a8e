//===- GpuExecutable.cpp - the kernels as PTX in an fsdpx file ------------===//
//
// fsdp-translate --target=cuda: the outlined kernels go through the GPU
// kernel compiler (translate/, GpuKernelCompiler.h) instead of the host one.
// The executable then carries one PTX image, and each launch's range is the
// one its kernel's GPU mapping counts in (the flattened parallel space of an
// elementwise kernel or of a row reduction's rows; the CPU split loop for the
// fallback), not the CPU's outermost loop.
//
//===----------------------------------------------------------------------===//

#include "ExecutableBuilder.h"

#include "fsdpc/Translate/GpuKernelCompiler.h"

#include <cstdlib>
#include <map>

using namespace mlir;
using namespace mlir::fsdp;
namespace fx = fsdpc::fsdpx;

static fx::GpuMapping toSchema(GpuMapping mapping) {
  return mapping == GpuMapping::BlockPerIndex
             ? fx::GpuMapping::block_per_index
             : fx::GpuMapping::thread_per_index;
}

LogicalResult
mlir::fsdp::bindGpuKernels(fx::ExecutableT &executable, ModuleOp kernels,
                           const TranslateOptions &options,
                           function_ref<InFlightDiagnostic()> emitError) {
  // Every kernel has exactly one launch; its CPU range is the split loop's.
  std::vector<int64_t> splitRanges(executable.kernels.size(), 1);
  forEachLaunch(executable, [&](fx::KernelLaunchT &launch) {
    splitRanges[launch.kernel] = launch.range_end;
  });
  GpuKernelOptions gpuOptions;
  gpuOptions.arch = options.gpuArch;
  gpuOptions.indexBits = options.gpuIndexBits;
  gpuOptions.onePointPerThread = options.gpuOnePointPerThread;
  gpuOptions.ieeeDivision = options.gpuIeeeDivision;
  gpuOptions.fastExp = options.gpuFastExp;
  // libdevice comes from the CUDA toolkit; CUDA_PATH names a non-default one.
  if (const char *cudaPath = std::getenv("CUDA_PATH"))
    gpuOptions.toolkitPath = cudaPath;
  FailureOr<GpuKernelLibrary> library =
      compileGpuKernelLibrary(kernels, splitRanges, gpuOptions, emitError);
  if (failed(library))
    return failure();

  std::map<std::string, uint32_t> bySymbol;
  std::vector<uint32_t> remap;
  std::vector<std::unique_ptr<fx::KernelT>> records;
  for (const GpuKernelInfo &info : library->kernels) {
    auto [it, inserted] = bySymbol.try_emplace(info.symbol, records.size());
    if (inserted) {
      auto record = std::make_unique<fx::KernelT>();
      record->symbol = info.symbol;
      record->gpu_mapping = toSchema(info.mapping);
      record->block_size = info.blockSize;
      record->shared_bytes = info.sharedBytes;
      record->index_bits = uint8_t(info.indexBits);
      record->points_per_thread = info.pointsPerThread;
      records.push_back(std::move(record));
    }
    remap.push_back(it->second);
  }
  forEachLaunch(executable, [&](fx::KernelLaunchT &launch) {
    launch.range_begin = 0;
    launch.range_end = library->kernels[launch.kernel].rangeEnd;
    launch.kernel = remap[launch.kernel];
  });
  executable.kernels = std::move(records);
  // The driver takes PTX as a NUL-terminated string.
  executable.library.assign(library->ptx.begin(), library->ptx.end());
  executable.library.push_back(0);
  executable.library_format = fx::LibraryFormat::ptx;
  return success();
}
