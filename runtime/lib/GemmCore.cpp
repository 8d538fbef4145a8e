//===- GemmCore.cpp - the host BLAS's kernels for this CPU ----------------===//
//
// OpenBLAS reads OPENBLAS_CORETYPE once, as it is loaded, so a program that
// wants better kernels than OpenBLAS detected must start again with it set.

#include "fsdpc/runtime/Executable.h"
#include "fsdpc/runtime/Gemm.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <unistd.h>

#ifdef FSDPC_HAVE_OPENBLAS
// OpenBLAS's own (not CBLAS): the kernel set its dynamic dispatch picked.
extern "C" char *openblas_get_corename(void);
#endif

namespace fsdpc::runtime {

std::string gemmCore() {
#ifdef FSDPC_HAVE_OPENBLAS
  const char *name = openblas_get_corename();
  return name ? name : "unknown";
#else
  return "reference";
#endif
}

std::string betterGemmCoreType(std::string_view core, int hostLevel) {
  if (hostLevel < 3)
    return "";
  std::string name(core);
  std::transform(name.begin(), name.end(), name.begin(),
                 [](unsigned char c) { return char(std::tolower(c)); });
  // OpenBLAS's x86 cores whose kernels predate AVX2 (kernel/x86_64/KERNEL.*;
  // Sandy Bridge and the Bulldozer family have AVX without AVX2 + FMA3).
  static constexpr std::array<std::string_view, 20> kPreAvx2 = {
      "prescott", "core2",       "penryn",     "dunnington",   "nehalem",
      "atom",     "nano",        "opteron",    "opteron_sse3", "barcelona",
      "bobcat",   "katmai",      "coppermine", "northwood",    "banias",
      "athlon",   "sandybridge", "bulldozer",  "piledriver",   "steamroller"};
  if (std::find(kPreAvx2.begin(), kPreAvx2.end(), name) == kPreAvx2.end())
    return "";
  return hostLevel >= 4 ? "SkylakeX" : "Haswell";
}

/// Set by the restart: the restarted process checks that it took.
static constexpr const char *kRestartMarker = "FSDPC_GEMM_CORE_RESTART";

void reexecWithBetterGemmCore(char **argv) {
  const char *chosen = std::getenv("OPENBLAS_CORETYPE");
  const char *restarted = std::getenv(kRestartMarker);
  if (restarted && *restarted) {
    // This process is the restart: say so if OpenBLAS ignored the variable
    // (a build without that kernel set), once, and keep the marker out of
    // the programs it starts.
    std::string core = gemmCore();
    if (!betterGemmCoreType(core, hostCpuLevel()).empty())
      std::fprintf(stderr,
                   "%s: warning: OpenBLAS kept its %s kernels although "
                   "OPENBLAS_CORETYPE=%s: GEMMs run slower than they could\n",
                   argv[0], core.c_str(), restarted);
    ::unsetenv(kRestartMarker);
    return;
  }
  if (chosen && *chosen)
    return;
  std::string core = gemmCore();
  std::string better = betterGemmCoreType(core, hostCpuLevel());
  if (better.empty())
    return;
  if (::setenv("OPENBLAS_CORETYPE", better.c_str(), 1) != 0 ||
      ::setenv(kRestartMarker, better.c_str(), 1) != 0)
    return;
  ::execv("/proc/self/exe", argv);
  // Still here: the same binary could not be started again.
  std::fprintf(stderr,
               "%s: warning: OpenBLAS runs its %s kernels on this CPU; "
               "restarting with OPENBLAS_CORETYPE=%s failed (%s), so GEMMs "
               "run slower than they could\n",
               argv[0], core.c_str(), better.c_str(), std::strerror(errno));
  ::unsetenv("OPENBLAS_CORETYPE");
}

} // namespace fsdpc::runtime
