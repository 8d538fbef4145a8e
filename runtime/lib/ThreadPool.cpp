//===- ThreadPool.cpp - splits a kernel's range over threads --------------===//

#include "fsdpc/runtime/ThreadPool.h"

#include <pthread.h>

namespace fsdpc::runtime {

ThreadPool::ThreadPool(unsigned threads) {
  for (unsigned i = 1; i < threads; ++i)
    workers_.emplace_back([this, i] { workerLoop(i); });
}

ThreadPool::~ThreadPool() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stop_ = true;
  }
  wake_.notify_all();
  for (std::thread &worker : workers_)
    worker.join();
}

void ThreadPool::runChunk(unsigned chunk) {
  int64_t length = end_ - begin_;
  int64_t b = begin_ + length * chunk / chunks_;
  int64_t e = begin_ + length * (chunk + 1) / chunks_;
  if (b < e)
    (*job_)(b, e);
}

void ThreadPool::workerLoop(unsigned index) {
  uint64_t seen = 0;
  while (true) {
    {
      std::unique_lock<std::mutex> lock(mutex_);
      wake_.wait(lock, [&] { return stop_ || generation_ != seen; });
      if (stop_)
        return;
      seen = generation_;
    }
    // Chunk `index` exists only if the range is long enough.
    if (index < chunks_)
      runChunk(index);
    std::lock_guard<std::mutex> lock(mutex_);
    if (--pending_ == 0)
      done_.notify_one();
  }
}

void ThreadPool::parallelFor(int64_t begin, int64_t end,
                             const std::function<void(int64_t, int64_t)> &fn) {
  if (end <= begin)
    return;
  if (workers_.empty() || end - begin == 1) {
    fn(begin, end);
    return;
  }
  {
    std::lock_guard<std::mutex> lock(mutex_);
    job_ = &fn;
    begin_ = begin;
    end_ = end;
    chunks_ = unsigned(std::min<int64_t>(size(), end - begin));
    pending_ = unsigned(workers_.size());
    ++generation_;
  }
  wake_.notify_all();
  runChunk(0);
  std::unique_lock<std::mutex> lock(mutex_);
  done_.wait(lock, [&] { return pending_ == 0; });
  job_ = nullptr;
}

uint64_t defaultThreadStackBytes() {
  pthread_attr_t attr;
  size_t size = 0;
  if (pthread_attr_init(&attr) == 0) {
    pthread_attr_getstacksize(&attr, &size);
    pthread_attr_destroy(&attr);
  }
  return size;
}

} // namespace fsdpc::runtime
