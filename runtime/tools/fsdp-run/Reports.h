//===- Reports.h - --report and --trace --------------------------*- C++
//-*-===//
//
// What was measured, in the compiler's terms so that prediction and
// measurement compare key by key: the report uses the compiler's report keys
// (step_time_s, compute_s, exposed_collective_s, peak_bytes) and the trace
// the simulator's shape (docs/scheduling.md, passes/lib/Schedule/Trace.cpp):
// "traceEvents" of ph "X" on tid 0 = compute and tid q = "comm <axes>", plus
// a "memory" counter.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_TOOLS_FSDP_RUN_REPORTS_H
#define FSDPC_TOOLS_FSDP_RUN_REPORTS_H

#include "fsdpc/runtime/Session.h"

#include <string>
#include <vector>

namespace fsdpc::run {

struct StepSample {
  int64_t step = 0; ///< 1-based, counted from the start of training
  int64_t stepNs = 0, computeNs = 0;
  double hostOverheadNs = 0;
  size_t instructions = 0;
  /// Timed per instruction; false: a replayed CUDA graph timed whole, whose
  /// compute time is unknown (left out of compute_s and exposed time).
  bool perInstruction = true;
};

struct RunSummary {
  std::string executablePath;
  size_t entry = 0;
  int64_t firstStep = 0; ///< steps taken before this run (a checkpoint's)
  std::vector<StepSample> samples;
};

/// Writes the report atomically.
runtime::Status writeReport(const std::string &path, runtime::Session &session,
                            const RunSummary &summary);

/// Writes the trace of `steps` (their timings; each is placed at its own
/// start, relative to the first) atomically.
runtime::Status
writeTrace(const std::string &path, runtime::Session &session,
           const std::vector<std::pair<int64_t, runtime::RunTiming>> &steps);

} // namespace fsdpc::run

#endif
