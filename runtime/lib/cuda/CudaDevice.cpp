//===- CudaDevice.cpp - an NVIDIA GPU as a device -------------------------===//
//
// Queue q is a non-blocking stream (no implicit order with the legacy
// default stream or each other); events are a pool of cudaEvents created
// without timing, reused by every run (each is recorded before it is waited
// on, Executable's issue order guarantees it). Every enqueue returns at once;
// errors inside the streams surface at endRun(), which synchronizes every
// stream and names the last operation enqueued.
//
// Linking: the CUDA runtime statically and the driver API through
// cudaGetDriverEntryPointByVersion (CudaDriver.h), so a build with CUDA
// still starts and runs CPU programs where there is no driver; cuBLASLt (and
// NCCL, the communicator's) are shared libraries that come with every CUDA
// installation and need no driver to load. A plugin dlopen'ed for --device
// cuda would also avoid them on CPU-only hosts, at the price of a second
// artifact to find at run time; a CPU-only host builds without CUDA instead.
//
// CUDA graphs: an entry's first run is eager (it warms up the module, the
// cuBLASLt plans and the communicator); its next untimed run is captured
// whole (every communication stream forked from and joined back to the
// compute stream), instantiated and launched; later untimed runs of it only
// launch the graph (replay()). Everything an instruction needs is fixed at
// capture: arena addresses, launch parameters, GEMM scalars. Host uploads
// happen between runs at fixed arena addresses, before the launch.
//
//===----------------------------------------------------------------------===//

#include "fsdpc/runtime/CudaDevice.h"

#include "CublasLtGemm.h"
#include "CudaCheck.h"
#include "CudaCollective.h"
#include "CudaDriver.h"

#include <cuda_runtime_api.h>

#include <cstring>
#include <limits>
#include <utility>

namespace fsdpc::runtime {

bool cudaDeviceBuilt() { return true; }

namespace {

using cuda::DriverApi;

/// "sm_90" -> 90, "sm_100a" -> 100; -1 when malformed (validation rejects
/// that before a device sees it).
int parseTarget(const std::string &target, bool &archSpecific) {
  archSpecific = !target.empty() && target.back() == 'a';
  if (target.compare(0, 3, "sm_") != 0)
    return -1;
  int value = 0;
  for (size_t i = 3; i < target.size(); ++i) {
    char c = target[i];
    if (c < '0' || c > '9')
      return i + 1 == target.size() && i > 3 && (c == 'a' || c == 'f') ? value
                                                                       : -1;
    value = value * 10 + (c - '0');
  }
  return value;
}

class CudaDevice final : public Device {
public:
  explicit CudaDevice(const CudaDeviceOptions &options) : options_(options) {}
  ~CudaDevice() override;

  Status open();

  const char *name() const override { return "cuda"; }
  bool asynchronousCompute() const override { return true; }

  Status attachCommunicator(Communicator &comm) override;
  Status allocateArena(uint64_t bytes) override;
  uint8_t *arena() override { return arena_; }
  uint64_t arenaBytes() const override { return arenaBytes_; }
  Status upload(uint64_t offset, const void *src, uint64_t bytes) override;
  Status download(uint64_t offset, void *dst, uint64_t bytes) override;
  Status loadKernels(const KernelImage &image) override;
  Status resolveKernels(const KernelImage &image);
  Status createQueues(unsigned numCommQueues) override;
  bool replay(unsigned entry, bool timed) override;
  bool takeAbandonedRecording() override {
    return std::exchange(abandoned_, false);
  }
  Status beginRun(unsigned entry, unsigned numEvents) override;
  Status record(unsigned queue, unsigned event) override;
  Status wait(unsigned queue, unsigned event) override;
  Status launchKernel(unsigned queue, unsigned kernel,
                      std::vector<void *> operands, int64_t begin,
                      int64_t end) override;
  Status gemm(unsigned queue, const GemmArgs &args) override;
  std::vector<std::pair<std::string, int64_t>> counters() const override {
    if (!gemm_)
      return {};
    return {{"gemm_plans", int64_t(gemm_->numPlans())},
            {"gemm_loops_as_pointer_arrays",
             int64_t(gemm_->numPointerArrayGemms())},
            {"gemm_loops_as_calls", int64_t(gemm_->numLoopedGemms())}};
  }
  Status copy(unsigned queue, void *dst, const void *src,
              uint64_t bytes) override;
  Status fill(unsigned queue, void *dst, uint64_t bytes, unsigned elementSize,
              uint64_t value) override;
  Status collective(unsigned queue, Communicator &comm,
                    CollectiveArgs args) override;
  Status endRun() override;

private:
  struct Kernel {
    CUfunction function = nullptr;
    KernelInfo info;
  };
  /// A timed operation: its span is filled from these events at endRun().
  struct PendingSpan {
    TimeSpan *span;
    cudaEvent_t start, end;
  };
  struct EntryGraph {
    unsigned eagerRuns = 0;
    bool disabled = false; ///< capture failed once: eager from then on
    cudaGraphExec_t exec = nullptr;
  };
  /// What was enqueued last, for errors that surface at endRun().
  struct LastOp {
    const char *kind = nullptr;
    unsigned queue = 0;
    int kernel = -1;
  };

  Status activate() {
    return FSDPC_CUDA_CHECK(cudaSetDevice(options_.ordinal));
  }
  Status checkArena(uint64_t offset, uint64_t bytes) const;
  Expected<cudaStream_t> stream(unsigned queue) const;
  /// Runs `body` (which enqueues on `queue`'s stream), timing it with events
  /// when the caller asked (timeNext) and the run is not being captured; the
  /// run's first enqueue error is kept for endRun().
  template <typename Body>
  Status enqueue(unsigned queue, const char *kind, int kernel, Body &&body);
  Expected<cudaEvent_t> timingEvent();
  Status finishCapture(Status status);
  Status fillSpans();
  std::string describe(const LastOp &op) const;
  EntryGraph &graph(unsigned entry) {
    if (entry >= graphs_.size())
      graphs_.resize(entry + 1);
    return graphs_[entry];
  }

  CudaDeviceOptions options_;
  const DriverApi *driver_ = nullptr;
  int capability_ = 0; ///< major * 10 + minor
  int maxSharedOptin_ = 0;
  std::string deviceName_;

  Communicator *comm_ = nullptr;
  bool localCollectives_ = false;
  std::unique_ptr<DeviceAllocation> commArena_;
  uint8_t *arena_ = nullptr;
  uint64_t arenaBytes_ = 0, arenaAllocated_ = 0;

  CUmodule module_ = nullptr;
  std::vector<Kernel> kernels_;
  std::unique_ptr<cuda::CublasLtGemm> gemm_;

  std::vector<cudaStream_t> streams_; ///< 0: compute
  std::vector<cudaEvent_t> events_;   ///< the program's events (no timing)
  cudaEvent_t forkEvent_ = nullptr;
  std::vector<cudaEvent_t> joinEvents_;
  std::vector<cudaEvent_t> timingEvents_; ///< with timing, grown on demand
  size_t timingUsed_ = 0;
  cudaEvent_t baseEvent_ = nullptr;
  int64_t baseHostNs_ = 0;
  std::vector<PendingSpan> spans_;

  std::vector<EntryGraph> graphs_;
  unsigned entry_ = 0;
  bool captureNext_ = false, capturing_ = false, replayed_ = false;
  /// The latest run's capture failed (takeAbandonedRecording).
  bool abandoned_ = false;
  Status runError_;
  LastOp lastOp_;
};

Status CudaDevice::open() {
  int count = 0;
  FSDPC_RETURN_IF_ERROR(FSDPC_CUDA_CHECK(cudaGetDeviceCount(&count))
                            .withContext("no usable CUDA device"));
  if (options_.ordinal < 0 || options_.ordinal >= count)
    return unavailable("no CUDA device " + std::to_string(options_.ordinal) +
                       " (this host has " + std::to_string(count) + ")");
  FSDPC_RETURN_IF_ERROR(activate());
  // Creates the primary context now, so that driver calls find it current.
  FSDPC_CUDA_RETURN_IF_ERROR(cudaFree(nullptr));
  Expected<const DriverApi *> driver = cuda::driverApi();
  if (!driver)
    return driver.status();
  driver_ = *driver;
  cudaDeviceProp props;
  FSDPC_CUDA_RETURN_IF_ERROR(cudaGetDeviceProperties(&props, options_.ordinal));
  capability_ = props.major * 10 + props.minor;
  deviceName_ = props.name;
  FSDPC_CUDA_RETURN_IF_ERROR(cudaDeviceGetAttribute(
      &maxSharedOptin_, cudaDevAttrMaxSharedMemoryPerBlockOptin,
      options_.ordinal));
  Expected<std::unique_ptr<cuda::CublasLtGemm>> gemm =
      cuda::CublasLtGemm::create(memory_, options_.gemmWorkspaceBytes,
                                 options_.allowTf32,
                                 options_.gemmPointerArrays);
  if (!gemm)
    return gemm.status();
  gemm_ = gemm.take();
  FSDPC_CUDA_RETURN_IF_ERROR(
      cudaEventCreateWithFlags(&forkEvent_, cudaEventDisableTiming));
  FSDPC_CUDA_RETURN_IF_ERROR(cudaEventCreate(&baseEvent_));
  return Status::ok();
}

CudaDevice::~CudaDevice() {
  // Nothing may still run on the arena when it goes; errors here have
  // nowhere to go (endRun() reported the run's).
  for (cudaStream_t s : streams_)
    (void)cudaStreamSynchronize(s);
  for (EntryGraph &g : graphs_)
    if (g.exec)
      (void)cudaGraphExecDestroy(g.exec);
  for (cudaEvent_t e : events_)
    (void)cudaEventDestroy(e);
  for (cudaEvent_t e : joinEvents_)
    (void)cudaEventDestroy(e);
  for (cudaEvent_t e : timingEvents_)
    (void)cudaEventDestroy(e);
  if (forkEvent_)
    (void)cudaEventDestroy(forkEvent_);
  if (baseEvent_)
    (void)cudaEventDestroy(baseEvent_);
  gemm_.reset();
  if (module_)
    (void)driver_->cuModuleUnload(module_);
  for (cudaStream_t s : streams_)
    (void)cudaStreamDestroy(s);
  if (commArena_)
    commArena_.reset();
  else if (arena_)
    (void)cudaFree(arena_);
}

Status CudaDevice::attachCommunicator(Communicator &comm) {
  comm_ = &comm;
  if (comm.acceptsDeviceMemory())
    return Status::ok();
  // A host-addressed communicator (local, MPI) cannot take device pointers.
  // A world of one needs no communication: its collectives become copies.
  if (comm.worldSize() == 1) {
    localCollectives_ = true;
    return Status::ok();
  }
  return failedPrecondition(
      std::string("the CUDA device needs a communicator that takes device "
                  "memory (NCCL) for a world of ") +
      std::to_string(comm.worldSize()) + " ranks; the " + comm.name() +
      " communicator addresses host memory");
}

Status CudaDevice::allocateArena(uint64_t bytes) {
  if (arena_)
    return failedPrecondition("the arena is already allocated");
  FSDPC_RETURN_IF_ERROR(activate());
  // At least one alignment unit so that arena() is never null.
  uint64_t size = (std::max<uint64_t>(bytes, 256) + 255) / 256 * 256;
  if (comm_ && !localCollectives_) {
    // The communicator's allocator (ncclMemAlloc + one registration) makes
    // its collectives on the arena zero-copy.
    Expected<std::unique_ptr<DeviceAllocation>> allocation =
        comm_->allocateDeviceMemory(size);
    if (allocation) {
      commArena_ = allocation.take();
      arena_ = static_cast<uint8_t *>(commArena_->data());
    } else if (allocation.status().code() != Code::Unimplemented) {
      return allocation.status().withContext("allocating the arena of " +
                                             std::to_string(size) + " bytes");
    }
  }
  if (!arena_) {
    void *memory = nullptr;
    FSDPC_RETURN_IF_ERROR(FSDPC_CUDA_CHECK(cudaMalloc(&memory, size))
                              .withContext("allocating the arena of " +
                                           std::to_string(size) + " bytes on " +
                                           deviceName_));
    arena_ = static_cast<uint8_t *>(memory);
  }
  // Zeroed: padding rows and never-written buffers read as zero. cudaMemset
  // is asynchronous and the queues are non-blocking streams that do not
  // wait for the legacy stream: wait for it here.
  FSDPC_CUDA_RETURN_IF_ERROR(cudaMemset(arena_, 0, size));
  FSDPC_CUDA_RETURN_IF_ERROR(cudaStreamSynchronize(cudaStreamLegacy));
  arenaBytes_ = bytes;
  arenaAllocated_ = size;
  memory_.add(MemoryKind::Arena, size);
  return Status::ok();
}

Status CudaDevice::checkArena(uint64_t offset, uint64_t bytes) const {
  if (!arena_ || offset > arenaBytes_ || bytes > arenaBytes_ - offset)
    return outOfRange("bytes [" + std::to_string(offset) + ", +" +
                      std::to_string(bytes) + ") are outside the arena of " +
                      std::to_string(arenaBytes_));
  return Status::ok();
}

// Between runs the streams are idle (endRun synchronized them). A copy from
// pageable memory may return before its DMA lands, and the queues'
// non-blocking streams would not wait for it: synchronize before returning,
// so that the next run (or graph replay) reads the uploaded bytes.
Status CudaDevice::upload(uint64_t offset, const void *src, uint64_t bytes) {
  FSDPC_RETURN_IF_ERROR(checkArena(offset, bytes));
  if (!bytes)
    return Status::ok();
  FSDPC_RETURN_IF_ERROR(activate());
  FSDPC_CUDA_RETURN_IF_ERROR(
      cudaMemcpy(arena_ + offset, src, bytes, cudaMemcpyHostToDevice));
  return FSDPC_CUDA_CHECK(cudaStreamSynchronize(cudaStreamLegacy));
}

Status CudaDevice::download(uint64_t offset, void *dst, uint64_t bytes) {
  FSDPC_RETURN_IF_ERROR(checkArena(offset, bytes));
  if (!bytes)
    return Status::ok();
  FSDPC_RETURN_IF_ERROR(activate());
  return FSDPC_CUDA_CHECK(
      cudaMemcpy(dst, arena_ + offset, bytes, cudaMemcpyDeviceToHost));
}

Status CudaDevice::loadKernels(const KernelImage &image) {
  if (image.kernels.empty())
    return Status::ok();
  if (module_)
    return failedPrecondition("kernels are already loaded");
  std::string cc = "sm_" + std::to_string(capability_);
  switch (image.format) {
  case fsdpx::LibraryFormat::ptx:
  case fsdpx::LibraryFormat::cubin:
    break;
  case fsdpx::LibraryFormat::elf_shared_object:
    return failedPrecondition(
        "the program's kernels were compiled for the CPU (an ELF shared "
        "object): recompile it with --target cuda, or run it with --device "
        "cpu");
  default:
    return invalidArgument(std::string("kernel library format ") +
                           fsdpx::EnumNameLibraryFormat(image.format));
  }
  bool archSpecific = false;
  int target = parseTarget(image.targetGpu, archSpecific);
  if (target < 0)
    return invalidArgument("kernel library for target \"" + image.targetGpu +
                           "\" (sm_NN expected)");
  bool exact = image.format == fsdpx::LibraryFormat::cubin || archSpecific;
  if (exact ? capability_ != target : capability_ < target)
    return failedPrecondition(
        "the program's kernels are compiled for " + image.targetGpu + ", " +
        deviceName_ + " is " + cc +
        (exact ? " (a cubin or sm_NNa target runs only on that exact GPU)"
               : " (PTX runs on its target or newer): recompile for " + cc));

  FSDPC_RETURN_IF_ERROR(activate());
  // The JIT's log says which line of the PTX it rejects.
  char log[8192] = {};
  CUjit_option options[] = {CU_JIT_ERROR_LOG_BUFFER,
                            CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
  void *values[] = {log, reinterpret_cast<void *>(uintptr_t(sizeof(log)))};
  Status loaded = FSDPC_CUDA_CHECK(
      driver_->cuModuleLoadDataEx(&module_, image.image, 2, options, values));
  if (!loaded.isOk()) {
    module_ = nullptr;
    std::string detail(log, strnlen(log, sizeof(log)));
    for (char &c : detail)
      if (c == '\n')
        c = ' ';
    return Status(loaded.code(),
                  std::string("loading the ") +
                      fsdpx::EnumNameLibraryFormat(image.format) +
                      " kernels for " + cc + ": " + loaded.message() +
                      (detail.empty() ? "" : ": " + detail));
  }
  Status resolved = resolveKernels(image);
  if (!resolved.isOk()) {
    // Leave no half-loaded library behind.
    kernels_.clear();
    (void)driver_->cuModuleUnload(module_);
    module_ = nullptr;
    return resolved;
  }
  memory_.add(MemoryKind::Kernels, image.size);
  return Status::ok();
}

Status CudaDevice::resolveKernels(const KernelImage &image) {
  for (size_t i = 0; i < image.kernels.size(); ++i) {
    const KernelInfo &info = image.kernels[i];
    std::string which =
        "kernel " + std::to_string(i) + " (" + info.symbol + ")";
    Kernel kernel;
    kernel.info = info;
    FSDPC_RETURN_IF_ERROR(
        FSDPC_CUDA_CHECK(driver_->cuModuleGetFunction(&kernel.function, module_,
                                                      info.symbol.c_str()))
            .withContext(which));
    if (info.sharedBytes > unsigned(maxSharedOptin_))
      return failedPrecondition(
          which + " needs " + std::to_string(info.sharedBytes) +
          " bytes of shared memory per block; " + deviceName_ + " has " +
          std::to_string(maxSharedOptin_));
    // Beyond 48 KiB a kernel must opt in to dynamic shared memory.
    if (info.sharedBytes > 48 * 1024)
      FSDPC_RETURN_IF_ERROR(
          FSDPC_CUDA_CHECK(driver_->cuFuncSetAttribute(
                               kernel.function,
                               CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                               int(info.sharedBytes)))
              .withContext(which));
    kernels_.push_back(std::move(kernel));
  }
  return Status::ok();
}

Status CudaDevice::createQueues(unsigned numCommQueues) {
  if (!streams_.empty())
    return failedPrecondition("queues already created");
  FSDPC_RETURN_IF_ERROR(activate());
  for (unsigned i = 0; i <= numCommQueues; ++i) {
    cudaStream_t s = nullptr;
    FSDPC_CUDA_RETURN_IF_ERROR(
        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    streams_.push_back(s);
    if (i == 0)
      continue;
    cudaEvent_t join = nullptr;
    FSDPC_CUDA_RETURN_IF_ERROR(
        cudaEventCreateWithFlags(&join, cudaEventDisableTiming));
    joinEvents_.push_back(join);
  }
  return Status::ok();
}

Expected<cudaStream_t> CudaDevice::stream(unsigned queue) const {
  if (queue >= streams_.size())
    return invalidArgument("queue " + std::to_string(queue) +
                           " does not exist");
  return streams_[queue];
}

bool CudaDevice::replay(unsigned entry, bool timed) {
  entry_ = entry;
  abandoned_ = false;
  captureNext_ = false;
  replayed_ = false;
  runError_ = Status::ok();
  // Per-operation timing needs events between the operations, which a
  // graph launch does not have: timed runs are eager.
  if (!options_.useGraphs || timed || streams_.empty())
    return false;
  EntryGraph &g = graph(entry);
  if (g.disabled)
    return false;
  if (!g.exec) {
    captureNext_ = g.eagerRuns > 0;
    return false;
  }
  lastOp_ = {"CUDA graph launch", 0, -1};
  runError_ = activate();
  if (runError_.isOk())
    runError_ = FSDPC_CUDA_CHECK(cudaGraphLaunch(g.exec, streams_[0]));
  replayed_ = true;
  return true;
}

Status CudaDevice::beginRun(unsigned entry, unsigned numEvents) {
  if (streams_.empty())
    return failedPrecondition("beginRun before createQueues");
  if (entry != entry_)
    captureNext_ = false; // replay() was not asked about this entry
  entry_ = entry;
  replayed_ = false;
  runError_ = Status::ok();
  spans_.clear();
  timingUsed_ = 0;
  lastOp_ = {};
  FSDPC_RETURN_IF_ERROR(activate());
  while (events_.size() < numEvents) {
    cudaEvent_t e = nullptr;
    FSDPC_CUDA_RETURN_IF_ERROR(
        cudaEventCreateWithFlags(&e, cudaEventDisableTiming));
    events_.push_back(e);
  }
  if (captureNext_) {
    captureNext_ = false;
    // Thread-local: other threads (a communicator's) may keep calling CUDA.
    FSDPC_CUDA_RETURN_IF_ERROR(
        cudaStreamBeginCapture(streams_[0], cudaStreamCaptureModeThreadLocal));
    capturing_ = true;
    // Every communication stream joins the capture through this fork. On a
    // failure the capture is ended here (and graphs disabled for the entry):
    // the session does not call endRun() after a failed beginRun().
    Status forked = FSDPC_CUDA_CHECK(cudaEventRecord(forkEvent_, streams_[0]));
    for (size_t q = 1; q < streams_.size() && forked.isOk(); ++q)
      forked =
          FSDPC_CUDA_CHECK(cudaStreamWaitEvent(streams_[q], forkEvent_, 0));
    return forked.isOk() ? forked : finishCapture(forked);
  }
  ++graph(entry).eagerRuns;
  // The origin of this run's event times: the device is idle (the last run
  // was synchronized), so the event completes as it is recorded.
  baseHostNs_ = steadyNowNs();
  return FSDPC_CUDA_CHECK(cudaEventRecord(baseEvent_, streams_[0]));
}

Expected<cudaEvent_t> CudaDevice::timingEvent() {
  if (timingUsed_ == timingEvents_.size()) {
    cudaEvent_t e = nullptr;
    FSDPC_CUDA_RETURN_IF_ERROR(cudaEventCreate(&e));
    timingEvents_.push_back(e);
  }
  return timingEvents_[timingUsed_++];
}

template <typename Body>
Status CudaDevice::enqueue(unsigned queue, const char *kind, int kernel,
                           Body &&body) {
  TimeSpan *span = takeSpan();
  if (!runError_.isOk())
    return runError_;
  Expected<cudaStream_t> s = stream(queue);
  if (!s)
    return s.status();
  lastOp_ = {kind, queue, kernel};
  Status status;
  if (span && !capturing_) {
    Expected<cudaEvent_t> start = timingEvent();
    Expected<cudaEvent_t> end = start ? timingEvent() : start;
    if (!end)
      status = end.status();
    else {
      status = FSDPC_CUDA_CHECK(cudaEventRecord(*start, *s));
      if (status.isOk())
        status = body(*s);
      if (status.isOk())
        status = FSDPC_CUDA_CHECK(cudaEventRecord(*end, *s));
      if (status.isOk())
        spans_.push_back({span, *start, *end});
    }
  } else {
    status = body(*s);
  }
  if (!status.isOk())
    runError_ = status.withContext(describe(lastOp_));
  return runError_;
}

std::string CudaDevice::describe(const LastOp &op) const {
  if (!op.kind)
    return "before any operation";
  std::string text = op.kind;
  if (op.kernel >= 0 && size_t(op.kernel) < kernels_.size())
    text += " " + kernels_[op.kernel].info.symbol;
  return text + " on queue " + std::to_string(op.queue);
}

Status CudaDevice::record(unsigned queue, unsigned event) {
  if (event >= events_.size())
    return invalidArgument("event " + std::to_string(event) +
                           " does not exist");
  return enqueue(queue, "record", -1, [&](cudaStream_t s) {
    return FSDPC_CUDA_CHECK(cudaEventRecord(events_[event], s));
  });
}

Status CudaDevice::wait(unsigned queue, unsigned event) {
  if (event >= events_.size())
    return invalidArgument("event " + std::to_string(event) +
                           " does not exist");
  return enqueue(queue, "wait", -1, [&](cudaStream_t s) {
    return FSDPC_CUDA_CHECK(cudaStreamWaitEvent(s, events_[event], 0));
  });
}

Status CudaDevice::launchKernel(unsigned queue, unsigned kernel,
                                std::vector<void *> operands, int64_t begin,
                                int64_t end) {
  if (kernel >= kernels_.size())
    return invalidArgument("kernel " + std::to_string(kernel) +
                           " is not loaded");
  const Kernel &k = kernels_[kernel];
  return enqueue(queue, "kernel", int(kernel), [&](cudaStream_t s) -> Status {
    if (end <= begin)
      return Status::ok();
    // GpuMapping (fsdpx.fbs): a thread or a block per index of the range.
    uint64_t count = uint64_t(end - begin);
    uint64_t blocks = k.info.mapping == fsdpx::GpuMapping::block_per_index
                          ? count
                          : (count + k.info.blockSize - 1) / k.info.blockSize;
    if (blocks > uint64_t(std::numeric_limits<int32_t>::max()))
      return invalidArgument(
          "kernel " + k.info.symbol + " over [" + std::to_string(begin) + ", " +
          std::to_string(end) + ") needs " + std::to_string(blocks) +
          " blocks, more than a grid holds");
    // The parameters: each operand's device address, then begin and end at
    // the kernel's index width (the validator kept 32-bit ranges in int32).
    std::vector<void *> params;
    params.reserve(operands.size() + 2);
    for (void *&operand : operands)
      params.push_back(&operand);
    auto begin32 = int32_t(begin), end32 = int32_t(end);
    bool narrow = k.info.indexBits == 32;
    if (narrow && !fitsInt32Launch(begin, end, k.info.blockSize))
      return invalidArgument(
          "kernel " + k.info.symbol +
          " computes 32-bit indices, but is launched over [" +
          std::to_string(begin) + ", " + std::to_string(end) + ")");
    params.push_back(narrow ? static_cast<void *>(&begin32) : &begin);
    params.push_back(narrow ? static_cast<void *>(&end32) : &end);
    return FSDPC_CUDA_CHECK(driver_->cuLaunchKernel(
        k.function, unsigned(blocks), 1, 1, k.info.blockSize, 1, 1,
        k.info.sharedBytes, s, params.data(), nullptr));
  });
}

Status CudaDevice::gemm(unsigned queue, const GemmArgs &args) {
  // The cuBLASLt workspace belongs to the compute queue, as on the CPU.
  if (queue != 0)
    return invalidArgument("GEMM on a communication queue");
  return enqueue(queue, "GEMM", -1,
                 [&](cudaStream_t s) { return gemm_->run(args, s); });
}

Status CudaDevice::copy(unsigned queue, void *dst, const void *src,
                        uint64_t bytes) {
  return enqueue(queue, "copy", -1, [&](cudaStream_t s) -> Status {
    auto *d = static_cast<uint8_t *>(dst);
    const auto *from = static_cast<const uint8_t *>(src);
    if (d == from || bytes == 0)
      return Status::ok();
    // memmove semantics: overlapping ranges move in chunks no longer than
    // their distance, in the direction that reads before it overwrites.
    uint64_t distance = d > from ? uint64_t(d - from) : uint64_t(from - d);
    if (distance >= bytes)
      return FSDPC_CUDA_CHECK(
          cudaMemcpyAsync(d, from, bytes, cudaMemcpyDeviceToDevice, s));
    for (uint64_t done = 0; done < bytes; done += distance) {
      uint64_t n = std::min(distance, bytes - done);
      uint64_t at = d < from ? done : bytes - done - n;
      FSDPC_CUDA_RETURN_IF_ERROR(
          cudaMemcpyAsync(d + at, from + at, n, cudaMemcpyDeviceToDevice, s));
    }
    return Status::ok();
  });
}

Status CudaDevice::fill(unsigned queue, void *dst, uint64_t bytes,
                        unsigned elementSize, uint64_t value) {
  return enqueue(queue, "fill", -1, [&](cudaStream_t s) -> Status {
    if (elementSize == 0)
      return invalidArgument("fill of 0-byte elements");
    uint64_t count = bytes / elementSize;
    if (count == 0)
      return Status::ok();
    auto ptr = CUdeviceptr(reinterpret_cast<uintptr_t>(dst));
    auto low = uint32_t(value), high = uint32_t(value >> 32);
    switch (elementSize) {
    case 1:
      return FSDPC_CUDA_CHECK(
          driver_->cuMemsetD8Async(ptr, uint8_t(value), count, s));
    case 2:
      return FSDPC_CUDA_CHECK(
          driver_->cuMemsetD16Async(ptr, uint16_t(value), count, s));
    case 4:
      return FSDPC_CUDA_CHECK(driver_->cuMemsetD32Async(ptr, low, count, s));
    case 8:
      if (low == high)
        return FSDPC_CUDA_CHECK(
            driver_->cuMemsetD32Async(ptr, low, 2 * count, s));
      // The low words, then the high words: one 4-byte column each of a
      // 2D memset with an 8-byte pitch (little-endian elements).
      FSDPC_CUDA_RETURN_IF_ERROR(
          driver_->cuMemsetD2D32Async(ptr, 8, low, 1, count, s));
      return FSDPC_CUDA_CHECK(
          driver_->cuMemsetD2D32Async(ptr + 4, 8, high, 1, count, s));
    default:
      return invalidArgument("fill of " + std::to_string(elementSize) +
                             "-byte elements");
    }
  });
}

Status CudaDevice::collective(unsigned queue, Communicator &comm,
                              CollectiveArgs args) {
  if (queue == 0)
    return invalidArgument("collective on the compute queue");
  if (!localCollectives_ && !comm.acceptsDeviceMemory())
    return failedPrecondition(std::string("the ") + comm.name() +
                              " communicator cannot take device memory");
  Communicator *target = localCollectives_ ? nullptr : &comm;
  return enqueue(queue, "collective", -1, [&](cudaStream_t s) {
    return cuda::enqueueCollective(target, args, s);
  });
}

/// Joins every communication stream back into the compute stream, ends the
/// capture and, if the run enqueued without error, instantiates the graph
/// and launches it. A capture that fails leaves the entry eager for good.
Status CudaDevice::finishCapture(Status status) {
  capturing_ = false;
  EntryGraph &g = graph(entry_);
  for (size_t q = 1; q < streams_.size(); ++q) {
    Status joined =
        FSDPC_CUDA_CHECK(cudaEventRecord(joinEvents_[q - 1], streams_[q]));
    if (joined.isOk())
      joined = FSDPC_CUDA_CHECK(
          cudaStreamWaitEvent(streams_[0], joinEvents_[q - 1], 0));
    if (status.isOk())
      status = joined;
  }
  cudaGraph_t captured = nullptr;
  Status ended = FSDPC_CUDA_CHECK(cudaStreamEndCapture(streams_[0], &captured));
  if (status.isOk())
    status = ended;
  if (status.isOk())
    status =
        FSDPC_CUDA_CHECK(cudaGraphInstantiateWithFlags(&g.exec, captured, 0));
  if (captured)
    (void)cudaGraphDestroy(captured);
  if (status.isOk())
    status = FSDPC_CUDA_CHECK(cudaGraphLaunch(g.exec, streams_[0]));
  if (!status.isOk()) {
    g.disabled = true;
    abandoned_ = true;
    if (g.exec)
      (void)cudaGraphExecDestroy(g.exec);
    g.exec = nullptr;
    return status.withContext("capturing the run as a CUDA graph (nothing "
                              "ran; --no-graphs runs without graphs)");
  }
  return Status::ok();
}

Status CudaDevice::fillSpans() {
  for (const PendingSpan &p : spans_) {
    float startMs = 0, endMs = 0;
    FSDPC_CUDA_RETURN_IF_ERROR(
        cudaEventElapsedTime(&startMs, baseEvent_, p.start));
    FSDPC_CUDA_RETURN_IF_ERROR(cudaEventElapsedTime(&endMs, baseEvent_, p.end));
    p.span->startNs = baseHostNs_ + int64_t(double(startMs) * 1e6);
    p.span->endNs = baseHostNs_ + int64_t(double(endMs) * 1e6);
  }
  spans_.clear();
  return Status::ok();
}

Status CudaDevice::endRun() {
  takeSpan();
  Status status = runError_;
  if (capturing_)
    status = finishCapture(status);
  // Always synchronize, so that nothing runs on the arena after we return.
  for (size_t q = 0; q < streams_.size(); ++q) {
    Status synced = FSDPC_CUDA_CHECK(cudaStreamSynchronize(streams_[q]));
    if (!synced.isOk() && status.isOk())
      status = synced.withContext(
          "queue " + std::to_string(q) +
          " (the last operation enqueued: " + describe(lastOp_) + ")");
  }
  // An aborted collective lets its stream finish with undefined data: the
  // communicator, not the stream, knows the run failed.
  if (status.isOk() && comm_)
    status = comm_->asyncError();
  if (status.isOk() && !replayed_)
    status = fillSpans();
  spans_.clear();
  runError_ = Status::ok();
  replayed_ = false;
  return status;
}

} // namespace

Expected<std::unique_ptr<Device>>
createCudaDevice(const CudaDeviceOptions &options) {
  auto device = std::make_unique<CudaDevice>(options);
  FSDPC_RETURN_IF_ERROR(device->open());
  return std::unique_ptr<Device>(std::move(device));
}

} // namespace fsdpc::runtime
