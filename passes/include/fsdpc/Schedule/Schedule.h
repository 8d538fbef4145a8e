//===- Schedule.h - collective schedules, simulation, policies --*- C++ -*-===//
//
// The model of execution fsdpc schedules for (docs/scheduling.md):
//
// * One compute stream runs the program's compute ops in program order. The
//   op at position p is "op p"; positions run 0 .. numPositions() - 1, and a
//   collective issued or waited "at p" is issued or waited just before op p
//   (p == numPositions() means after the last op).
// * Each communicator has one FIFO stream per group of mesh axes: a
//   collective starts when it is issued and its stream is free, occupies the
//   stream for its duration, and completes; a wait at p holds op p back until
//   the collective completes.
// * Memory: buffers whose life does not depend on the schedule (parameter
//   shards, activations, gradients) are summed per position into
//   `baseLiveBytes`; a collective's buffers live from its issue to the last
//   use of its result (a reduction's input lives until its wait).
//
// This file is plain C++ (no MLIR): the policies and the simulator are
// unit-tested on synthetic problems, and fsdp-schedule extracts a Problem from
// a per-rank program and applies the chosen Schedule to it.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_SCHEDULE_SCHEDULE_H
#define FSDPC_SCHEDULE_SCHEDULE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <vector>

namespace fsdpc::schedule {

/// An all-gather of parameters (one unit's bucket).
struct Gather {
  std::string name;
  unsigned stream = 0;
  double seconds = 0;   // duration on its stream
  uint64_t bytes = 0;   // the gathered (whole) parameters
  int64_t earliest = 0; // first position at which its inputs exist
  /// Positions of the ops that read the gathered parameters, ascending.
  std::vector<int64_t> uses;
};

/// A reduce-scatter or all-reduce of values the program computes (gradients,
/// the loss).
struct Reduction {
  std::string name;
  unsigned stream = 0;
  double seconds = 0;
  uint64_t inputBytes = 0;
  uint64_t outputBytes = 0;
  int64_t ready = 0;    // first position at which its inputs exist
  int64_t inputEnd = 0; // last position the program itself reads the inputs
  /// Positions of the ops that read its results, ascending (may be empty:
  /// results returned from the step are read at numPositions()).
  std::vector<int64_t> uses;
};

struct Problem {
  std::vector<double> computeSeconds;  // per position
  std::vector<uint64_t> baseLiveBytes; // per position
  std::vector<std::string> streamNames;
  std::vector<Gather> gathers;
  std::vector<Reduction> reductions;

  int64_t numPositions() const {
    return static_cast<int64_t>(computeSeconds.size());
  }
  /// Checks positions and indices; an Error names the first bad field.
  llvm::Error verify() const;
};

/// When one collective instance is issued and waited, and which uses it serves.
struct Placement {
  int64_t issue = 0;
  int64_t wait = 0;
  int64_t firstUse = 0; // first position it serves
  int64_t lastUse = 0;  // last position whose op reads its result
};

struct GatherDecision {
  Placement forward;
  /// Gathered again for the later uses (reshard after forward): those uses,
  /// from `regather.firstUse`, read the second instance.
  bool regather = false;
  Placement regatherPlacement;
};

enum class Policy { None, Fsdp, Auto };
llvm::StringRef getPolicyName(Policy policy);
std::optional<Policy> parsePolicy(llvm::StringRef name);

struct Schedule {
  Policy policy = Policy::None;
  std::vector<GatherDecision> gathers;
  std::vector<Placement> reductions;
};

/// One collective instance as simulated.
struct CollectiveTiming {
  std::string name;
  unsigned stream = 0;
  double start = 0;
  double end = 0;
  int64_t issue = 0;
  int64_t wait = 0;
};

struct Evaluation {
  double stepSeconds = 0;
  double computeSeconds = 0;
  double collectiveSeconds = 0; // sum of all collective durations
  double exposedSeconds = 0;    // step time not spent computing
  double lowerBoundSeconds = 0; // max(compute, busiest stream)
  uint64_t peakBytes = 0;
  std::vector<double> computeStart; // per position
  std::vector<uint64_t> liveBytes;  // per position
  std::vector<CollectiveTiming> collectives;
};

/// Simulates `schedule` on `problem` and computes its memory curve. The
/// schedule must be valid (see checkSchedule).
Evaluation evaluate(const Problem &problem, const Schedule &schedule);

/// Checks that every collective is issued after its inputs exist and waited
/// before its first use, and that a gather serves all of its uses.
llvm::Error checkSchedule(const Problem &problem, const Schedule &schedule);

/// The schedule of `policy`: `None` (synchronous: every collective waited
/// where it is issued, parameters re-gathered for backward), `Fsdp` (PyTorch
/// FSDP's defaults: one unit of forward and backward prefetch, next gather
/// issued before the current reduce-scatter, reshard after forward) or `Auto`
/// (the fastest predicted schedule with peak <= budget among a search that
/// includes the other two). Fails, naming the figures, when no schedule of
/// the policy fits the budget.
llvm::Expected<Schedule> schedulePolicy(const Problem &problem, Policy policy,
                                        uint64_t memoryBudget);

/// The schedule that needs the least memory; its peak is the smallest budget
/// any policy can meet.
Schedule mostFrugalSchedule(const Problem &problem);

/// A Chrome/Perfetto trace (JSON) of an evaluated schedule: the compute
/// stream, one track per communication stream, and the memory curve.
std::string renderTrace(const Problem &problem, const Evaluation &evaluation,
                        llvm::ArrayRef<std::string> computeNames);

} // namespace fsdpc::schedule

#endif // FSDPC_SCHEDULE_SCHEDULE_H
