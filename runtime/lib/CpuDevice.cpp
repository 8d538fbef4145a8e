//===- CpuDevice.cpp - the host as a device -------------------------------===//
//
// Queue 0 (compute) runs on the thread that issues the program, so a kernel
// runs when it is issued and a wait blocks the issuing thread; kernels split
// their range over a thread pool. Every communication queue is a thread with
// a FIFO of tasks, so collectives of one queue run in issue order and
// overlap compute (the blocking MPI call happens on that thread). Events are
// flags under one mutex: there are few, and waits are rare next to kernels.
// A failing task poisons every event so that no queue waits forever, and the
// rest of the run is skipped.
//
//===----------------------------------------------------------------------===//

#include "fsdpc/runtime/Device.h"
#include "fsdpc/runtime/KernelLibrary.h"
#include "fsdpc/runtime/ThreadPool.h"

#include <algorithm>
#include <cassert>
#include <condition_variable>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>

namespace fsdpc::runtime {

namespace {

using Task = std::function<Status()>;

/// `bytes` (a multiple of `elementSize`, at most 8) of copies of the
/// element `value` holds (little-endian host): memset where the element's
/// bytes are all alike (zeros, all ones), else one element doubled into a
/// 64 KiB block that is then copied along, so the work is memset's or
/// memcpy's rather than one call per element.
void fillHost(uint8_t *out, uint64_t bytes, unsigned elementSize,
              uint64_t value) {
  assert(elementSize >= 1 && elementSize <= 8 && "a dtype's size");
  uint8_t element[8];
  std::memcpy(element, &value, elementSize);
  uint64_t total = bytes - bytes % elementSize;
  if (std::all_of(element, element + elementSize,
                  [&](uint8_t byte) { return byte == element[0]; })) {
    std::memset(out, element[0], total);
    return;
  }
  if (total == 0)
    return;
  constexpr uint64_t kBlock = 64 << 10; // a multiple of every element size
  std::memcpy(out, element, elementSize);
  uint64_t done = elementSize;
  while (done < total) {
    uint64_t n = std::min({done, total - done, kBlock});
    std::memcpy(out + done, out, n);
    done += n;
  }
}

/// Runs a task, timing it into `span` when there is one.
Status runTimed(const Task &task, TimeSpan *span) {
  if (!span)
    return task();
  span->startNs = steadyNowNs();
  Status status = task();
  span->endNs = steadyNowNs();
  return status;
}

/// Events and the run's first error, shared by all queues.
class EventTable {
public:
  void reset(unsigned count) {
    std::lock_guard<std::mutex> lock(mutex_);
    done_.assign(count, false);
    failure_ = Status::ok();
  }
  void record(unsigned event) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      done_[event] = true;
    }
    changed_.notify_all();
  }
  Status wait(unsigned event) {
    std::unique_lock<std::mutex> lock(mutex_);
    changed_.wait(lock, [&] { return done_[event] || !failure_.isOk(); });
    return failure_;
  }
  void fail(const Status &status) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (failure_.isOk())
        failure_ = status;
    }
    changed_.notify_all();
  }
  Status failure() {
    std::lock_guard<std::mutex> lock(mutex_);
    return failure_;
  }
  size_t size() {
    std::lock_guard<std::mutex> lock(mutex_);
    return done_.size();
  }

private:
  std::mutex mutex_;
  std::condition_variable changed_;
  std::vector<bool> done_;
  Status failure_;
};

/// A communication queue: one thread running its tasks in order.
class WorkerQueue {
public:
  explicit WorkerQueue(EventTable &events)
      : events_(events), thread_([this] { loop(); }) {}
  ~WorkerQueue() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      stop_ = true;
    }
    wake_.notify_all();
    thread_.join();
  }

  void push(Task task, TimeSpan *span) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      tasks_.push_back({std::move(task), span});
    }
    wake_.notify_all();
  }

  void drain() {
    std::unique_lock<std::mutex> lock(mutex_);
    idle_.wait(lock, [&] { return tasks_.empty() && !busy_; });
  }

private:
  void loop() {
    std::unique_lock<std::mutex> lock(mutex_);
    while (true) {
      wake_.wait(lock, [&] { return stop_ || !tasks_.empty(); });
      if (tasks_.empty() && stop_)
        return;
      Item item = std::move(tasks_.front());
      tasks_.pop_front();
      busy_ = true;
      lock.unlock();
      // After a failure the rest of the run is skipped, not executed.
      if (events_.failure().isOk()) {
        Status status = runTimed(item.task, item.span);
        if (!status.isOk())
          events_.fail(status);
      }
      lock.lock();
      busy_ = false;
      if (tasks_.empty())
        idle_.notify_all();
    }
  }

  struct Item {
    Task task;
    TimeSpan *span;
  };

  EventTable &events_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::condition_variable idle_;
  std::deque<Item> tasks_;
  bool busy_ = false;
  bool stop_ = false;
  std::thread thread_;
};

class CpuDevice final : public Device {
public:
  explicit CpuDevice(const CpuDeviceOptions &options)
      : pool_(options.numThreads
                  ? options.numThreads
                  : std::max(1u, std::thread::hardware_concurrency())),
        workspace_(&memory_) {
    memory_.add(MemoryKind::ThreadStacks,
                uint64_t(pool_.size() - 1) * defaultThreadStackBytes());
  }

  ~CpuDevice() override {
    queues_.clear(); // join the queue threads before the arena goes
    std::free(arena_);
  }

  const char *name() const override { return "cpu"; }

  Status allocateArena(uint64_t bytes) override {
    if (arena_)
      return failedPrecondition("the arena is already allocated");
    // At least one alignment unit so that arena() is never null.
    uint64_t size = std::max<uint64_t>(bytes, 256);
    size = (size + 255) / 256 * 256;
    arena_ = static_cast<uint8_t *>(std::aligned_alloc(256, size));
    if (!arena_)
      return resourceExhausted("cannot allocate an arena of " +
                               std::to_string(bytes) + " bytes");
    // Zeroed: padding rows and never-written buffers read as zero.
    std::memset(arena_, 0, size);
    arenaBytes_ = bytes;
    memory_.add(MemoryKind::Arena, size);
    return Status::ok();
  }

  uint8_t *arena() override { return arena_; }
  uint64_t arenaBytes() const override { return arenaBytes_; }

  Status upload(uint64_t offset, const void *src, uint64_t bytes) override {
    FSDPC_RETURN_IF_ERROR(checkArena(offset, bytes));
    if (bytes)
      std::memcpy(arena_ + offset, src, bytes);
    return Status::ok();
  }

  Status download(uint64_t offset, void *dst, uint64_t bytes) override {
    FSDPC_RETURN_IF_ERROR(checkArena(offset, bytes));
    if (bytes)
      std::memcpy(dst, arena_ + offset, bytes);
    return Status::ok();
  }

  Status loadKernels(const KernelImage &image) override {
    if (image.kernels.empty())
      return Status::ok();
    if (image.format != fsdpx::LibraryFormat::elf_shared_object)
      return unimplemented(
          std::string("the CPU device loads only ELF shared objects; the "
                      "program's kernels are ") +
          fsdpx::EnumNameLibraryFormat(image.format) + " for " +
          (image.targetGpu.empty() ? std::string("a GPU") : image.targetGpu) +
          ": run it with --device cuda");
    std::vector<std::string> symbols;
    for (const KernelInfo &kernel : image.kernels)
      symbols.push_back(kernel.symbol);
    Expected<std::unique_ptr<KernelLibrary>> lib =
        KernelLibrary::load(image.image, image.size, symbols);
    if (!lib)
      return lib.status();
    kernels_ = lib.take();
    memory_.add(MemoryKind::Kernels, image.size);
    return Status::ok();
  }

  Status createQueues(unsigned numCommQueues) override {
    if (!queues_.empty())
      return failedPrecondition("queues already created");
    for (unsigned i = 0; i < numCommQueues; ++i)
      queues_.push_back(std::make_unique<WorkerQueue>(events_));
    memory_.add(MemoryKind::ThreadStacks,
                uint64_t(numCommQueues) * defaultThreadStackBytes());
    return Status::ok();
  }

  Status beginRun(unsigned entry, unsigned numEvents) override {
    (void)entry;
    events_.reset(numEvents);
    return Status::ok();
  }

  Status record(unsigned queue, unsigned event) override {
    return enqueue(queue, [this, event] {
      events_.record(event);
      return Status::ok();
    });
  }

  Status wait(unsigned queue, unsigned event) override {
    return enqueue(queue, [this, event] { return events_.wait(event); });
  }

  Status launchKernel(unsigned queue, unsigned kernel,
                      std::vector<void *> operands, int64_t begin,
                      int64_t end) override {
    if (!kernels_ || kernel >= kernels_->size())
      return invalidArgument("kernel " + std::to_string(kernel) +
                             " is not loaded");
    KernelFn fn = kernels_->kernel(kernel);
    return enqueue(queue, [this, fn, operands = std::move(operands), begin,
                           end]() mutable {
      void **args = operands.data();
      pool_.parallelFor(begin, end,
                        [fn, args](int64_t b, int64_t e) { fn(args, b, e); });
      return Status::ok();
    });
  }

  Status gemm(unsigned queue, const GemmArgs &args) override {
    // The workspace belongs to the compute queue; GEMMs run nowhere else.
    if (queue != 0)
      return invalidArgument("GEMM on a communication queue");
    return enqueue(queue,
                   [this, args] { return runtime::gemm(args, workspace_); });
  }

  Status copy(unsigned queue, void *dst, const void *src,
              uint64_t bytes) override {
    return enqueue(queue, [dst, src, bytes] {
      if (dst != src && bytes)
        std::memmove(dst, src, bytes);
      return Status::ok();
    });
  }

  Status fill(unsigned queue, void *dst, uint64_t bytes, unsigned elementSize,
              uint64_t value) override {
    return enqueue(queue, [dst, bytes, elementSize, value] {
      fillHost(static_cast<uint8_t *>(dst), bytes, elementSize, value);
      return Status::ok();
    });
  }

  Status collective(unsigned queue, Communicator &comm,
                    CollectiveArgs args) override {
    if (queue == 0)
      return invalidArgument("collective on the compute queue");
    return enqueue(queue, [&comm, args = std::move(args)] {
      return runCollectiveOnHost(comm, args);
    });
  }

  Status endRun() override {
    for (auto &queue : queues_)
      queue->drain();
    return events_.failure();
  }

private:
  Status checkArena(uint64_t offset, uint64_t bytes) const {
    if (!arena_ || offset > arenaBytes_ || bytes > arenaBytes_ - offset)
      return outOfRange("bytes [" + std::to_string(offset) + ", +" +
                        std::to_string(bytes) + ") are outside the arena of " +
                        std::to_string(arenaBytes_));
    return Status::ok();
  }

  /// Queue 0 runs the task now on this thread; others append it.
  Status enqueue(unsigned queue, Task task) {
    TimeSpan *span = takeSpan();
    if (queue > queues_.size())
      return invalidArgument("queue " + std::to_string(queue) +
                             " does not exist");
    if (queue != 0) {
      queues_[queue - 1]->push(std::move(task), span);
      return Status::ok();
    }
    FSDPC_RETURN_IF_ERROR(events_.failure());
    Status status = runTimed(task, span);
    if (!status.isOk())
      events_.fail(status);
    return status;
  }

  ThreadPool pool_;
  GemmWorkspace workspace_;
  EventTable events_;
  std::vector<std::unique_ptr<WorkerQueue>> queues_;
  std::unique_ptr<KernelLibrary> kernels_;
  uint8_t *arena_ = nullptr;
  uint64_t arenaBytes_ = 0;
};

} // namespace

std::unique_ptr<Device> createCpuDevice(const CpuDeviceOptions &options) {
  return std::make_unique<CpuDevice>(options);
}

} // namespace fsdpc::runtime
