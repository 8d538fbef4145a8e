//===- Progress.h - a progress bar on a terminal -----------------*- C++
//-*-===//

#ifndef FSDPC_TOOLS_FSDP_RUN_PROGRESS_H
#define FSDPC_TOOLS_FSDP_RUN_PROGRESS_H

#include <cstdint>

namespace fsdpc::run {

/// Redraws one stderr line per step when stderr is a terminal; otherwise
/// does nothing, so logs and pipes get only the step lines.
class Progress {
public:
  Progress(int64_t total, bool enabled);
  ~Progress();
  void update(int64_t done, double stepSeconds);

private:
  int64_t total_;
  bool enabled_;
};

} // namespace fsdpc::run

#endif
