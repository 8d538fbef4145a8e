//===- Batches.h - the per-step inputs of a run ------------------*- C++
//-*-===//
//
// --data holds GLOBAL batches: a .npy for an entry with one per-step input,
// or a safetensors file mapping each per-step input's path to its batches.
// Each tensor is either K batches stacked on a new leading axis ([K, ...the
// input's global shape]) or exactly one batch used for every step. Each rank
// keeps only its slice along the input's split dimension, sliced once at
// load. Step g (counted from the start of training, so a resumed run reads
// the batches it would have read without stopping) uses batch g.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_TOOLS_FSDP_RUN_BATCHES_H
#define FSDPC_TOOLS_FSDP_RUN_BATCHES_H

#include "fsdpc/runtime/Session.h"

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
  runtime::Status feed(runtime::Session &session, int64_t step) const;

private:
  struct Input {
    size_t index = 0; ///< the entry's input
    uint64_t localBytes = 0;
    std::vector<uint8_t> slices; ///< every batch's local slice, back to back
  };
  std::string path_;
  std::string expected_; ///< the shapes the file should hold, for messages
  size_t entry_ = 0;
  int64_t count_ = -1;
  std::vector<Input> inputs_;
};

} // namespace fsdpc::run

#endif
