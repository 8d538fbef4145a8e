//===- Fatal.h - how fsdp-run fails ------------------------------*- C++
//-*-===//
//
// Every failure prints one "fsdp-run: error: ..." line and exits non-zero:
// 2 for bad input (options, files, shapes: the user can fix it), 1 for a
// failed run, 3 for a NaN/Inf (--check-finite), 4 for a watchdog timeout
// (Watchdog.h). Under MPI with more than one rank it calls MPI_Abort, because
// a rank that exits alone leaves the others blocked in a collective forever.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_TOOLS_FSDP_RUN_FATAL_H
#define FSDPC_TOOLS_FSDP_RUN_FATAL_H

#include "fsdpc/runtime/Status.h"

#include <cstdint>
#include <string>

namespace fsdpc::run {

inline constexpr int kExitRunFailed = 1;
inline constexpr int kExitBadInput = 2;
/// --check-finite found a NaN or Inf.
inline constexpr int kExitNonFinite = 3;

/// Messages name the rank once the world is larger than one.
void setFatalRank(int64_t rank, int64_t worldSize);

[[noreturn]] void fatal(int exitCode, const std::string &message);

/// fatal(exitCode, status.message()) unless it is OK.
void check(const runtime::Status &status, int exitCode);

template <typename T> T check(runtime::Expected<T> value, int exitCode) {
  if (!value)
    fatal(exitCode, value.status().message());
  return value.take();
}

} // namespace fsdpc::run

#endif
