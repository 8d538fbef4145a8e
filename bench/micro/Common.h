//===- Common.h - timing and JSON lines for the micro-benchmarks -*- C++
//-*-===//
//
// Each benchmark prints one JSON object per line and per repetition, so the
// fitting script sees every raw measurement (it takes the median and the
// spread itself) and a half-finished run is still readable.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_BENCH_MICRO_COMMON_H
#define FSDPC_BENCH_MICRO_COMMON_H

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace fsdpc::micro {

inline double now() {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

/// Seconds per call of `fn`, timed over enough calls to last `minSeconds`
/// (so that the clock's resolution and one-off jitter do not dominate short
/// calls); `callsOut` receives the count. Calls first for 10 ms (at least
/// twice): that warms caches and the GEMM workspace and sizes the count.
template <typename Fn>
double timePerCall(Fn &&fn, double minSeconds, long &callsOut) {
  double t0 = now(), elapsed = 0;
  long warm = 0;
  do {
    fn();
    ++warm;
    elapsed = now() - t0;
  } while (warm < 2 || elapsed < 0.01);
  double perCall = elapsed / double(warm);
  long calls = perCall >= minSeconds ? 1 : long(minSeconds / perCall) + 1;
  t0 = now();
  for (long i = 0; i < calls; ++i)
    fn();
  callsOut = calls;
  return (now() - t0) / double(calls);
}

/// `--name value` from argv, or `fallback`.
inline std::string option(int argc, char **argv, const char *name,
                          const char *fallback) {
  for (int i = 1; i + 1 < argc; ++i)
    if (std::strcmp(argv[i], name) == 0)
      return argv[i + 1];
  return fallback;
}

inline double numberOption(int argc, char **argv, const char *name,
                           double fallback) {
  std::string text = option(argc, argv, name, "");
  return text.empty() ? fallback : std::strtod(text.c_str(), nullptr);
}

} // namespace fsdpc::micro

#endif // FSDPC_BENCH_MICRO_COMMON_H
