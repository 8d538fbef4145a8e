//===- ThreadPool.h - splits a kernel's range over threads --------*- C++
//-*-===//
//
// Kernels are compiled with their outermost parallel loop exposed as a range;
// the pool cuts it into one contiguous chunk per thread (the caller runs one
// too) and returns when all are done. Static chunks keep runs reproducible
// and need no work queue.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_THREADPOOL_H
#define FSDPC_RUNTIME_THREADPOOL_H

#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace fsdpc::runtime {

class ThreadPool {
public:
  /// `threads` counts the caller: ThreadPool(1) starts no thread.
  explicit ThreadPool(unsigned threads);
  ~ThreadPool();
  ThreadPool(const ThreadPool &) = delete;
  ThreadPool &operator=(const ThreadPool &) = delete;

  unsigned size() const { return unsigned(workers_.size()) + 1; }
  /// Calls fn(b, e) on disjoint chunks covering [begin, end). One caller at a
  /// time.
  void parallelFor(int64_t begin, int64_t end,
                   const std::function<void(int64_t, int64_t)> &fn);

private:
  void workerLoop(unsigned index);
  void runChunk(unsigned chunk);

  std::vector<std::thread> workers_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::condition_variable done_;
  const std::function<void(int64_t, int64_t)> *job_ = nullptr;
  int64_t begin_ = 0, end_ = 0;
  unsigned chunks_ = 0;
  unsigned pending_ = 0;
  uint64_t generation_ = 0;
  bool stop_ = false;
};

/// Bytes of stack the system reserves per thread (for memory reports).
uint64_t defaultThreadStackBytes();

} // namespace fsdpc::runtime

#endif // FSDPC_RUNTIME_THREADPOOL_H
