//===- EmulatedKernels.cpp - GPU kernels checked against CPU ones --------===//

#include "EmulatedKernels.h"

#include "GpuHostEmulation.h"

#include "fsdpc/Translate/KernelCompiler.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/Support/MathExtras.h"

#include <cmath>
#include <cstring>

using namespace mlir;
using namespace mlir::fsdp;
using fsdpc::test::EmulatedKernels;

namespace {

/// Loads a compiled library, or reports why it cannot be loaded.
std::unique_ptr<fsdpc::test::LoadedLibrary>
load(const KernelLibrary &library,
     function_ref<InFlightDiagnostic()> emitError) {
  auto loaded = std::make_unique<fsdpc::test::LoadedLibrary>(library);
  if (!loaded->loaded()) {
    emitError() << "cannot load the compiled kernels: " << loaded->loadError;
    return nullptr;
  }
  return loaded;
}

/// Blocks of one thread for block reductions whose partial values do not
/// pass between threads, so their float sums fold in the CPU's order; row
/// kernels (barriers between phases, registers read back), block
/// reductions through shared memory and thread-per-index kernels run with
/// their real block size.
int64_t getEmulatedThreads(const fsdp::detail::GpuKernelPlan &plan,
                           gpu::GPUFuncOp built) {
  bool rows = plan.mapping == GpuMapping::BlockPerIndex;
  bool shared = !built.getWorkgroupAttributions().empty();
  bool barriers =
      built.walk([](gpu::BarrierOp) { return WalkResult::interrupt(); })
          .wasInterrupted();
  return rows && !shared && !plan.rowInRegisters && !barriers ? 1
                                                              : plan.blockSize;
}

/// A memref operand's bytes as scalars of `elementType`: a complex number
/// is two of its part's type, an index an i64 (as the kernels lower them).
struct Operand {
  Operand(MemRefType type) : elements(type.getNumElements()) {
    Type element = type.getElementType();
    if (auto complex = dyn_cast<ComplexType>(element)) {
      element = complex.getElementType();
      elements *= 2;
    }
    if (element.isIndex())
      element = IntegerType::get(element.getContext(), 64);
    elementType = element;
    bytes.resize(elements * elementBytes());
  }
  Type elementType;
  int64_t elements = 0;
  std::vector<uint8_t> bytes;
  unsigned elementBytes() const {
    return std::max(1u, elementType.getIntOrFloatBitWidth() / 8);
  }
  double getFloat(int64_t i) const {
    unsigned width = elementType.getIntOrFloatBitWidth();
    uint64_t bits = 0;
    std::memcpy(&bits, bytes.data() + i * elementBytes(), elementBytes());
    APFloat value(cast<FloatType>(elementType).getFloatSemantics(),
                  APInt(width, bits));
    bool lost = false;
    value.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven, &lost);
    return value.convertToDouble();
  }
};

/// `x` moved half a unit away from zero where it is closer: a kernel that
/// divides by a random statistic (a norm's 1 / sqrt(var + eps)) then stays
/// well-conditioned, and what differs between two orders of its float sums
/// stays within a tolerance of its magnitude.
float awayFromZero(float x) {
  if (std::abs(x) >= 0.5f)
    return x;
  return x < 0 ? x - 0.5f : x + 0.5f;
}

/// Random operands of `kernel`'s memrefs (all its arguments but the range).
std::vector<Operand> drawOperands(func::FuncOp kernel, std::mt19937 &rng) {
  std::uniform_real_distribution<float> dist(-4, 4);
  std::vector<Operand> operands;
  for (Type type : kernel.getArgumentTypes().drop_back(2)) {
    Operand operand(cast<MemRefType>(type));
    unsigned size = operand.elementBytes();
    for (int64_t i = 0; i < operand.elements; ++i) {
      uint8_t *at = operand.bytes.data() + i * size;
      if (auto floatType = dyn_cast<FloatType>(operand.elementType)) {
        APFloat value(0.0);
        if (floatType.getWidth() <= 16)
          value = APFloat(float(int(rng() % 9) - 4));
        else
          value = APFloat(double(awayFromZero(dist(rng))));
        bool lost = false;
        value.convert(floatType.getFloatSemantics(),
                      APFloat::rmNearestTiesToEven, &lost);
        uint64_t bits = value.bitcastToAPInt().getZExtValue();
        std::memcpy(at, &bits, size);
        continue;
      }
      uint64_t value = operand.elementType.isInteger(1) ? rng() % 2 : rng() % 5;
      std::memcpy(at, &value, size);
    }
    operands.push_back(std::move(operand));
  }
  return operands;
}

/// The first element of `got` further than `tolerance` (relative, see
/// compareOnRandomOperands) from `want`, described; empty when none is.
std::string describeDifference(const Operand &want, const Operand &got,
                               double tolerance) {
  if (!isa<FloatType>(want.elementType)) {
    for (int64_t i = 0; i < want.elements; ++i)
      if (std::memcmp(want.bytes.data() + i * want.elementBytes(),
                      got.bytes.data() + i * got.elementBytes(),
                      want.elementBytes()))
        return "integer element " + std::to_string(i) + " differs";
    return "";
  }
  double scale = 1;
  for (int64_t i = 0; i < want.elements; ++i)
    if (std::isfinite(want.getFloat(i)))
      scale = std::max(scale, std::abs(want.getFloat(i)));
  for (int64_t i = 0; i < want.elements; ++i) {
    double a = want.getFloat(i), b = got.getFloat(i);
    if (a == b || (std::isnan(a) && std::isnan(b)) ||
        std::abs(a - b) <= tolerance * scale)
      continue;
    return "element " + std::to_string(i) + ": " + std::to_string(b) +
           " where the CPU kernel gives " + std::to_string(a);
  }
  return "";
}

} // namespace

FailureOr<EmulatedKernels>
fsdpc::test::emulateKernels(ModuleOp kernels, ArrayRef<int64_t> splitRanges,
                            const GpuKernelOptions &options,
                            function_ref<InFlightDiagnostic()> emitError) {
  kernels.getContext()->loadDialect<gpu::GPUDialect>();
  FailureOr<KernelLibrary> cpu = compileKernelLibrary(kernels, {}, emitError);
  if (failed(cpu))
    return failure();
  EmulatedKernels result;
  Location loc = kernels.getLoc();
  result.scratch = ModuleOp::create(loc);
  OpBuilder b = OpBuilder::atBlockEnd(result.scratch->getBody());
  result.gpuModule = gpu::GPUModuleOp::create(b, loc, "kernels");
  // The tables the kernels read, which the GPU library holds with them.
  OpBuilder inGpuModule = OpBuilder::atBlockEnd(result.gpuModule.getBody());
  for (auto global : kernels.getOps<memref::GlobalOp>())
    inGpuModule.clone(*global);
  OwningOpRef<ModuleOp> inOrder = ModuleOp::create(loc),
                        lastFirst = ModuleOp::create(loc);
  unsigned index = 0;
  for (auto kernel : kernels.getOps<func::FuncOp>()) {
    std::string name = ("gpu_" + kernel.getSymName()).str();
    EmulatedKernels::Launch launch;
    launch.splitRange = splitRanges[index++];
    FailureOr<fsdp::detail::GpuKernelPlan> plan = fsdp::detail::buildGpuKernel(
        kernel, launch.splitRange, result.gpuModule, name, options);
    if (failed(plan))
      return kernel.emitError("cannot be built as a GPU kernel");
    launch.plan = *plan;
    auto built = result.gpuModule.lookupSymbol<gpu::GPUFuncOp>(name);
    bool rows = plan->mapping == GpuMapping::BlockPerIndex;
    launch.threads = getEmulatedThreads(*plan, built);
    launch.blocks = rows ? plan->rangeEnd
                         : llvm::divideCeil(plan->rangeEnd, launch.threads);
    if (failed(emulateOnHost(built, *inOrder, name, launch.threads,
                             plan->rangeEnd, false, rows)) ||
        failed(emulateOnHost(built, *lastFirst, name, launch.threads,
                             plan->rangeEnd, true, rows)))
      return failure();
    result.launches.push_back(launch);
  }
  FailureOr<KernelLibrary> gpuInOrder =
      compileKernelLibrary(*inOrder, {}, emitError);
  FailureOr<KernelLibrary> gpuLastFirst =
      compileKernelLibrary(*lastFirst, {}, emitError);
  if (failed(gpuInOrder) || failed(gpuLastFirst))
    return failure();
  result.cpu = load(*cpu, emitError);
  result.inOrder = load(*gpuInOrder, emitError);
  result.lastFirst = load(*gpuLastFirst, emitError);
  if (!result.cpu || !result.inOrder || !result.lastFirst)
    return failure();
  return result;
}

std::string
fsdpc::test::compareOnRandomOperands(const EmulatedKernels &emulated,
                                     func::FuncOp kernel, unsigned index,
                                     std::mt19937 &rng, double tolerance) {
  const EmulatedKernels::Launch &launch = emulated.launches[index];
  const std::vector<Operand> initial = drawOperands(kernel, rng);
  auto run = [&](const LoadedLibrary &library, int64_t range) {
    std::vector<Operand> operands = initial;
    std::vector<void *> pointers;
    for (Operand &operand : operands)
      pointers.push_back(operand.bytes.data());
    library.kernel(index)(pointers.data(), 0, range);
    return operands;
  };
  if (!emulated.cpu->kernel(index) || !emulated.inOrder->kernel(index) ||
      !emulated.lastFirst->kernel(index))
    return "a compiled kernel has no symbol";
  std::vector<Operand> reference = run(*emulated.cpu, launch.splitRange);
  // Each order twice from the same operands: a launch leaves nothing behind
  // that changes the next (a split reduction's arrival counts).
  for (const LoadedLibrary *library :
       {emulated.lastFirst.get(), emulated.inOrder.get()})
    for (int repeat = 0; repeat < 2; ++repeat) {
      std::vector<Operand> candidate = run(*library, launch.blocks);
      for (auto [position, pair] :
           llvm::enumerate(llvm::zip(reference, candidate))) {
        std::string difference =
            describeDifference(std::get<0>(pair), std::get<1>(pair), tolerance);
        if (!difference.empty())
          return std::string(library == emulated.inOrder.get()
                                 ? "blocks in order"
                                 : "last block first") +
                 ", launch " + std::to_string(repeat) + ", operand #" +
                 std::to_string(position) + ": " + difference;
      }
    }
  return "";
}
