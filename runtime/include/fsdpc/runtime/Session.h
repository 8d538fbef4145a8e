//===- Session.h - an executable running on a device --------------*- C++
//-*-===//
//
// A session binds a loaded executable to a device and a communicator: it
// allocates the arena once (the largest entry's), loads the kernels, creates
// one communication queue per distinct set of mesh axes over all entries,
// connects the communicator (checking the ranks agree), and initializes the
// state slots. run() issues an entry's instructions in the executable's issue
// order and waits for every queue; afterwards, outputs that feed a state slot
// are copied there unless the planner put them in place. Every run is timed
// per instruction (Timing.h) unless timing is switched off.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_SESSION_H
#define FSDPC_RUNTIME_SESSION_H

#include "fsdpc/runtime/Communicator.h"
#include "fsdpc/runtime/Device.h"
#include "fsdpc/runtime/Executable.h"
#include "fsdpc/runtime/Timing.h"

#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace fsdpc::runtime {

class Session {
public:
  static Expected<std::unique_ptr<Session>>
  create(std::shared_ptr<const Executable> executable,
         std::unique_ptr<Device> device,
         std::unique_ptr<Communicator> communicator, uint64_t seed);

  const Executable &executable() const { return *executable_; }
  Device &device() { return *device_; }
  const Device &device() const { return *device_; }
  Communicator &communicator() { return *communicator_; }
  int64_t rank() const { return communicator_->rank(); }
  int64_t worldSize() const { return communicator_->worldSize(); }

  /// Writes the rank's mesh coordinates into the entry's rank buffer (if
  /// any), issues the entry and waits for every queue. A run whose
  /// recording failed before anything ran (a CUDA graph capture) is issued
  /// again without recording; takeNotes() says so.
  Status run(size_t entry);
  /// What the session did instead of failing since the last call (the
  /// reruns above), one line each; reading them clears them.
  std::vector<std::string> takeNotes() { return std::exchange(notes_, {}); }

  /// Per-instruction timing of each run (on by default; a store per
  /// instruction). lastTiming() is the latest run's, null before any run or
  /// while timing is off.
  void setTimingEnabled(bool enabled) { timingEnabled_ = enabled; }
  bool timingEnabled() const { return timingEnabled_; }
  const RunTiming *lastTiming() const {
    return hasTiming_ ? &timing_ : nullptr;
  }

  /// Local shards; `bytes` must equal the tensor's local size.
  Status setInput(size_t entry, size_t input, const void *data, size_t bytes);
  Status getOutput(size_t entry, size_t output, void *data, size_t bytes);
  Status setState(size_t slot, const void *data, size_t bytes);
  Status getState(size_t slot, void *data, size_t bytes);

  /// Writes the initial value of every state slot (zeros/ones/normal; none
  /// is left as is).
  Status initializeState(uint64_t seed);

private:
  Session() = default;
  Status runOnce(size_t entry);
  Status issue(size_t entry, const IssueStep &step);
  Status writeRankBuffer(const fsdpx::Entry &entry);
  Status copyDonatedOutputs(const fsdpx::Entry &entry, bool timed);
  void finishTiming(int64_t issueBeginNs, int64_t issueEndNs, size_t issued);
  uint8_t *bufferAddress(const fsdpx::Entry &entry, uint32_t buffer);
  /// An instruction's operands at their addresses in the arena.
  GemmArgs gemmArgs(const fsdpx::Entry &entry, const fsdpx::Gemm &gemm);
  CollectiveArgs collectiveArgs(const fsdpx::Entry &entry,
                                const fsdpx::CollectiveStart &op,
                                unsigned queue);

  std::shared_ptr<const Executable> executable_;
  // Declared before the device so that it is destroyed after it: a device
  // may hold memory the communicator allocated or registered.
  std::unique_ptr<Communicator> communicator_;
  std::unique_ptr<Device> device_;
  /// Per entry, per queue: the device queue (0 compute, 1 + group).
  std::vector<std::vector<unsigned>> queueMap_;
  std::vector<std::vector<uint32_t>> groups_;
  bool timingEnabled_ = true;
  std::vector<std::string> notes_;
  bool hasTiming_ = false;
  RunTiming timing_;
};

} // namespace fsdpc::runtime

#endif // FSDPC_RUNTIME_SESSION_H
