//===- Progress.cpp - a progress bar on a terminal ------------------------===//

#include "Progress.h"

#include <cstdio>
#include <unistd.h>

namespace fsdpc::run {

Progress::Progress(int64_t total, bool enabled)
    : total_(total), enabled_(enabled && total > 0 && isatty(2)) {}

Progress::~Progress() {
  if (enabled_)
    std::fputs("\n", stderr);
}

void Progress::update(int64_t done, double stepSeconds) {
  if (!enabled_)
    return;
  constexpr int kWidth = 30;
  int filled = int(done * kWidth / total_);
  char bar[kWidth + 1];
  for (int i = 0; i < kWidth; ++i)
    bar[i] = i < filled ? '#' : '.';
  bar[kWidth] = 0;
  std::fprintf(stderr, "\r[%s] %lld/%lld  %.3f ms/step", bar,
               static_cast<long long>(done), static_cast<long long>(total_),
               stepSeconds * 1e3);
  std::fflush(stderr);
}

} // namespace fsdpc::run
