//===- HostCpu.cpp - the x86-64 level of the host -------------------------===//
//
// Kernels compiled for x86-64-v3 die with SIGILL on a host without AVX2; the
// executable names its level so that loading fails with a message instead.

#include "fsdpc/runtime/Executable.h"

namespace fsdpc::runtime {

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
int hostCpuLevel() {
  __builtin_cpu_init();
  int level = 1;
  if (__builtin_cpu_supports("sse3") && __builtin_cpu_supports("ssse3") &&
      __builtin_cpu_supports("sse4.1") && __builtin_cpu_supports("sse4.2") &&
      __builtin_cpu_supports("popcnt"))
    level = 2;
  else
    return level;
  if (__builtin_cpu_supports("avx") && __builtin_cpu_supports("avx2") &&
      __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2") &&
      __builtin_cpu_supports("fma"))
    level = 3;
  else
    return level;
  if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
      __builtin_cpu_supports("avx512cd") &&
      __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl"))
    level = 4;
  return level;
}
#else
int hostCpuLevel() { return 0; }
#endif

Status checkHostCpu(std::string_view level) {
  if (level.empty())
    return Status::ok();
  int wanted;
  if (level == "x86-64")
    wanted = 1;
  else if (level == "x86-64-v2")
    wanted = 2;
  else if (level == "x86-64-v3")
    wanted = 3;
  else if (level == "x86-64-v4")
    wanted = 4;
  else
    return failedPrecondition("unknown target CPU level \"" +
                              std::string(level) + "\"");
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  int have = hostCpuLevel();
  if (have < wanted)
    return failedPrecondition("the kernels need " + std::string(level) +
                              " but this host CPU supports only " +
                              (have == 1 ? std::string("x86-64")
                                         : "x86-64-v" + std::to_string(have)));
  return Status::ok();
#else
  (void)wanted;
  return failedPrecondition("the kernels need " + std::string(level) +
                            " but this host is not x86-64");
#endif
}

} // namespace fsdpc::runtime
