//===- Watchdog.h - --timeout: no rank hangs forever -------------*- C++
//-*-===//
//
// The watchdog wraps the run's communicator: every collective (on its
// queue's thread) and every world-wide call of the main thread (barriers,
// agreements) marks when it began, per queue; the main thread marks each
// step. A thread checks these marks a few times a second; when one has been
// open for longer than the timeout, it prints
//   fsdp-run: error: rank r: step k: collective <name> on queue <axes> did
//   not complete within T s; a peer rank may be stopped, dead or diverged
// and ends every rank (MPI_Abort), exit code 4. With timeout 0 nothing is
// wrapped and no thread runs.
//
// With MPI, each rank also publishes its step, the collectives it started in
// that step and a heartbeat (its thread, every 100 ms at most) into memory
// shared by the ranks of its node (runtime::ProgressBoard). When the timeout
// fires, the message goes on to name the same-node ranks at fault: a
// heartbeat that stopped ("rank 1 has not run for 2.1 s (stopped or hung)"),
// an earlier step, or fewer collectives started in the same step ("rank 1
// started 3 collectives in step 2, the others 4 (it skipped or diverged)");
// ranks on other nodes "could not be checked". With NCCL, whose collectives
// return once enqueued, a hang shows as the step's timeout; the message then
// adds what the GPU is stuck in ("; pending: group 0 (mesh axes 0):
// all-gather of 4096 bytes per rank (collective #3) pending on the GPU for
// 2.0 s") and the communicators are aborted (Communicator::abort) before
// the ranks end.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_TOOLS_FSDP_RUN_WATCHDOG_H
#define FSDPC_TOOLS_FSDP_RUN_WATCHDOG_H

#include "fsdpc/runtime/Communicator.h"
#include "fsdpc/runtime/Executable.h"

#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace fsdpc::run {

inline constexpr int kExitTimeout = 4;

class Watchdog {
public:
  explicit Watchdog(double timeoutSeconds) : timeoutS_(timeoutSeconds) {}
  ~Watchdog();

  /// The communicator the session gets: `inner`, watched.
  std::unique_ptr<runtime::Communicator>
  wrap(std::unique_ptr<runtime::Communicator> inner);
  /// Names the collectives of `entry` (after the session connected).
  void nameCollectives(const runtime::Executable &exe, size_t entry);
  /// Starts the thread.
  void start();

  /// `step` is 1-based, as printed.
  void beginStep(int64_t step);
  void endStep();
  /// The step named in messages outside a step (a checkpoint after it).
  void setStep(int64_t step) { step_.store(step); }

  /// Open marks: one per communicator group, then one for the world.
  struct Mark {
    std::atomic<int64_t> startNs{0};         ///< 0: nothing open
    std::atomic<int64_t> sequence{0};        ///< collectives begun this step
    std::atomic<const char *> what{nullptr}; ///< world mark: the call
  };

private:
  friend class WatchedCommunicator;
  void loop();
  [[noreturn]] void fire(const std::string &what);
  /// Publishes `step` (its collective count from 0 when it changes): at a
  /// step's start only, so a rank done early still shows its step's count.
  void publishStep(int64_t step);
  /// Counts a collective this rank started.
  void publishCollective();
  /// "; rank 1 has not run for ..." from the board, or "".
  std::string diagnose(int64_t nowNs) const;

  double timeoutS_;
  int64_t rank_ = 0, worldSize_ = 1;
  std::vector<std::unique_ptr<Mark>> marks_;    // groups..., world
  std::vector<std::string> queueNames_;         // per group: "shard", "dp,tp"
  std::vector<std::vector<std::string>> names_; // per group, in issue order
  std::vector<std::vector<uint32_t>> groups_;
  std::vector<std::string> axisNames_;
  std::atomic<int64_t> step_{0};
  std::atomic<int64_t> stepStartNs_{0};
  std::unique_ptr<runtime::ProgressBoard> board_; // null: none
  /// The wrapped communicator while it exists: fire() asks it what is
  /// pending and aborts it (NCCL) before ending the ranks.
  std::atomic<runtime::Communicator *> target_{nullptr};
  std::thread thread_;
  std::mutex mutex_;
  std::condition_variable stop_;
  bool stopping_ = false;
};

} // namespace fsdpc::run

#endif
