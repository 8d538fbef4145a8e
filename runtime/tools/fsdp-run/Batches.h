//===- Batches.h - the per-step inputs of a run -----------------*- C++ -*-===//
//
// --data holds GLOBAL batches: a .npy for an entry with one per-step input,
// or a safetensors file mapping each per-step input's path to its batches.
// Each tensor is either K batches stacked on a new leading axis ([K, ...the
// input's global shape]) or exactly one batch used for every step. The file
// stays mapped for the run and each step copies this rank's slice of its
// batch (along the input's split dimension) out of it: a rank's memory holds
// one batch's slice, and the page cache the pages the ranks read, not each
// rank a copy of the dataset. Step g (counted from the start of training, so
// a resumed run reads the batches it would have read without stopping) uses
// batch g.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_TOOLS_FSDP_RUN_BATCHES_H
#define FSDPC_TOOLS_FSDP_RUN_BATCHES_H

#include "fsdpc/runtime/Npy.h"
#include "fsdpc/runtime/Safetensors.h"
#include "fsdpc/runtime/Session.h"
#include "fsdpc/runtime/ShardSlice.h"

#include <optional>
#include <string>
#include <vector>

namespace fsdpc::run {

class Batches {
public:
  /// The entry's per-step inputs (Input.state == -1) from `path`; `path`
  /// empty: fails unless the entry has none.
  static runtime::Expected<Batches> load(const std::string &path,
                                         const runtime::Executable &exe,
                                         size_t entry, int64_t rank);

  /// Batches in the file; -1 when one batch serves every step.
  int64_t count() const { return count_; }
  /// Checks that steps [first, first + steps) have a batch.
  runtime::Status checkSteps(int64_t first, int64_t steps) const;
  /// Sets every per-step input for step `step`.
  runtime::Status feed(runtime::Session &session, int64_t step);

private:
  struct Input {
    size_t index = 0; ///< the entry's input
    uint64_t localBytes = 0;
    const uint8_t *global = nullptr; ///< batch 0 of the tensor, in the file
    uint64_t globalBytes = 0;        ///< one global batch
    unsigned elementBytes = 0;
    runtime::ShardPlacement placement;
    std::vector<uint8_t> slice; ///< this rank's slice of the step's batch
  };
  // Whichever holds the data (moving them keeps the data where it is).
  std::optional<runtime::NpyFile> npy_;
  std::optional<runtime::SafetensorsFile> safetensors_;
  std::string path_;
  std::string expected_; ///< the shapes the file should hold, for messages
  size_t entry_ = 0;
  int64_t count_ = -1;
  std::vector<Input> inputs_;
};

} // namespace fsdpc::run

#endif
