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
// * Memory: the problem lists the buffers whose life does not depend on the
//   schedule (parameter shards, activations, gradients) with their intervals;
//   a schedule adds each collective instance's buffer (from its issue to the
//   last use of its result), the recomputed inputs of a gather, and keeps
//   each collective's inputs alive until its wait. The schedule's memory plan
//   is planMemory over all of them (getScheduledBuffers), exactly the plan
//   fsdp-plan-memory makes of the scheduled program.
//
// Buffer intervals use "points", a finer clock than positions: op p runs at
// point 2p, and everything issued or waited at p (starts, waits, a gather's
// recomputed inputs) happens at point 2p - 1. BufferLiveness numbers the ops
// of a per-rank function the same way, so that the library's intervals and
// the program's are the same.
//
// This file is plain C++ (no MLIR): the policies and the simulator are
// unit-tested on synthetic problems, and fsdp-schedule extracts a Problem from
// a per-rank program and applies the chosen Schedule to it.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_SCHEDULE_SCHEDULE_H
#define FSDPC_SCHEDULE_SCHEDULE_H

#include "fsdpc/Schedule/MemoryPlan.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace fsdpc::schedule {

/// A collective's duration and memory in one of its message forms
/// (CollectiveLayout.h): one packed message through a staging buffer, or one
/// message per member in place.
struct MessageForm {
  double seconds = 0;
  uint64_t resultBytes = 0;  // its result buffer
  uint64_t stagingBytes = 0; // its message staging, from the issue to the wait
};

/// `frugalForm` where `frugal` asks for it and there is one, else `own`.
inline MessageForm pickForm(const MessageForm &own,
                            const std::optional<MessageForm> &frugalForm,
                            bool frugal) {
  return frugal && frugalForm ? *frugalForm : own;
}

/// An all-gather of parameters (one unit's bucket).
struct Gather {
  std::string name;
  unsigned stream = 0;
  double seconds = 0; // duration on its stream
  uint64_t bytes =
      0; // its result buffer: the gathered parameters (CollectiveLayout)
  int64_t earliest = 0; // first position at which its inputs exist
  /// Positions of the ops that read the gathered parameters, ascending.
  std::vector<int64_t> uses;
  /// Buffers (into Problem::buffers) the collective reads: kept until the
  /// wait of every instance.
  std::vector<size_t> inputBuffers;
  /// Ops recomputed at each instance's issue point that compute its inputs
  /// from arguments (a cast of a parameter shard): their result bytes, and
  /// whether the collective reads them directly (then they live until the
  /// wait, else only at the issue point).
  struct Slice {
    uint64_t bytes = 0;
    bool isInput = false;
  };
  std::vector<Slice> slices;
  /// The message staging (CollectiveLayout.h), from the issue to the wait.
  uint64_t stagingBytes = 0;
  /// The form that needs no more memory at any moment (each member its own
  /// message: no staging, no larger result) where the collective has one.
  /// In the pipeline it is the slower form (fsdp-collective-messages would
  /// have picked it otherwise), but a budget too tight for the fastest
  /// schedule may make it worth it.
  std::optional<MessageForm> frugalForm;

  /// The form `frugal` picks: the frugal one, or the collective's own.
  MessageForm form(bool frugal) const {
    return pickForm({seconds, bytes, stagingBytes}, frugalForm, frugal);
  }
};

/// A reduce-scatter or all-reduce of values the program computes (gradients,
/// the loss).
struct Reduction {
  std::string name;
  unsigned stream = 0;
  double seconds = 0;
  uint64_t outputBytes = 0;
  int64_t ready = 0; // first position at which its inputs exist
  /// Positions of the ops that read its results, ascending (may be empty:
  /// results returned from the step are read at numPositions()).
  std::vector<int64_t> uses;
  /// Buffers (into Problem::buffers) holding its inputs: kept until its wait.
  std::vector<size_t> inputBuffers;
  /// The message staging (CollectiveLayout.h), from the issue to the wait.
  uint64_t stagingBytes = 0;
  /// Reductions (lower indices) whose results this one reduces further, as
  /// HSDP's all-reduce over the replica axes reduces a reduce-scatter's
  /// shard: it is issued no earlier than their waits, starts no earlier than
  /// they complete, and keeps their result buffers alive until its wait.
  std::vector<size_t> after;
  /// Its parameters' unit (fsdp.unit), empty when it has none: a unit's
  /// reductions (bf16 and f32 gradients bucketed apart) are one FSDP
  /// reduce-scatter to the NextReduction wait.
  std::string unit;
  /// As Gather::frugalForm.
  std::optional<MessageForm> frugalForm;

  MessageForm form(bool frugal) const {
    return pickForm({seconds, outputBytes, stagingBytes}, frugalForm, frugal);
  }
};

struct Problem {
  std::vector<double> computeSeconds; // per position
  /// Buffers whose intervals (in points, see above) the schedule does not
  /// change; persistent ones first.
  std::vector<Buffer> buffers;
  /// The alignment every buffer is planned with (fsdp-plan-memory's).
  uint64_t alignment = 256;
  std::vector<std::string> streamNames;
  std::vector<Gather> gathers;
  std::vector<Reduction> reductions;
  /// How much communication and compute slow each other when they overlap
  /// (DeviceSpec::commComputeInterference): both then progress at
  /// 1 / (1 + f) of their rates. 0: an independent communication engine.
  double commInterference = 0;

  int64_t numPositions() const {
    return static_cast<int64_t>(computeSeconds.size());
  }
  /// Per reduction: the first position it must be waited by, the first of
  /// its uses and of the first uses of the reductions that read it
  /// (numPositions() when there is none).
  std::vector<int64_t> getReductionFirstUses() const;
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

/// None: synchronous. Fsdp: PyTorch FSDP2's defaults (reshard after
/// forward). FsdpNoReshard: FSDP2 with reshard_after_forward=False (every
/// unit kept from forward to backward). Zero3: DeepSpeed ZeRO-3's prefetch
/// (two fetches in flight, parameters re-gathered for backward). Auto: the
/// search, which contains all of them.
enum class Policy { None, Fsdp, FsdpNoReshard, Zero3, Auto };
llvm::StringRef getPolicyName(Policy policy);
std::optional<Policy> parsePolicy(llvm::StringRef name);

struct Schedule {
  Policy policy = Policy::None;
  std::vector<GatherDecision> gathers;
  std::vector<Placement> reductions;
  /// Per gather and per reduction (empty: none): sent in its frugal form.
  std::vector<bool> frugalGathers;
  std::vector<bool> frugalReductions;

  bool isFrugalGather(size_t index) const {
    return index < frugalGathers.size() && frugalGathers[index];
  }
  bool isFrugalReduction(size_t index) const {
    return index < frugalReductions.size() && frugalReductions[index];
  }
  MessageForm gatherForm(const Problem &problem, size_t index) const {
    return problem.gathers[index].form(isFrugalGather(index));
  }
  MessageForm reductionForm(const Problem &problem, size_t index) const {
    return problem.reductions[index].form(isFrugalReduction(index));
  }
  /// How many collectives it sends in their frugal form.
  size_t countFrugal() const {
    return size_t(
        std::count(frugalGathers.begin(), frugalGathers.end(), true) +
        std::count(frugalReductions.begin(), frugalReductions.end(), true));
  }
};

/// What the order collective instances are issued in is decided on.
struct IssueKey {
  int64_t issue = 0;
  bool isGather = false;
  int64_t wait = 0;
};

/// The one rule for the order collective instances are issued in, which the
/// simulator replays and fsdp-schedule emits: by issue position; at one
/// position gathers before reductions, so that the next unit's all-gather is
/// not queued behind the current reduce-scatter; gathers at one position in
/// the order they are waited, so that one needed sooner is not queued behind
/// one needed later (quietPositions delay several to one position).
/// Both sort stably over the instances listed per gather (forward, then the
/// re-gather) and then per reduction, in index order.
bool isIssuedBefore(const IssueKey &a, const IssueKey &b);

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
  /// max(compute, busiest stream) + f min(compute, busiest stream), f the
  /// problem's commInterference (getInterferenceBound).
  double lowerBoundSeconds = 0;
  uint64_t peakBytes = 0;
  std::vector<double> computeStart; // per position
  std::vector<uint64_t> liveBytes;  // per position
  std::vector<CollectiveTiming> collectives;
};

/// The point (see above) of the op at `position`, and of what is issued or
/// waited before it.
inline int64_t opPoint(int64_t position) { return 2 * position; }
inline int64_t collectivePoint(int64_t position) { return 2 * position - 1; }

/// The least time of `computeSeconds` of compute beside `streamSeconds` on
/// one communication stream when overlapping them slows both by 1 + f:
/// max(C, M) + f min(C, M) (f = 0: the longer alone; f = 1: the sum).
double getInterferenceBound(double computeSeconds, double streamSeconds,
                            double interference);

/// What an evaluation keeps: the times alone (peakBytes left 0, for a
/// caller that has weighed the peak already), every figure, or also the
/// per-position and per-collective detail (computeStart, liveBytes,
/// collectives) that the report and the trace read and a search does not.
enum class EvaluationDetail { Times, Figures, Full };

class BaseLiveCurve;

/// Simulates `schedule` on `problem` and computes its memory curve. The
/// schedule must be valid (see checkSchedule). Compute and communication
/// slow each other while they overlap (Problem::commInterference); the
/// evaluation's computeSeconds is the compute stream's busy time, so
/// stretched. `base`, where given, is the problem's (built once for many
/// evaluations).
Evaluation evaluate(const Problem &problem, const Schedule &schedule,
                    EvaluationDetail detail = EvaluationDetail::Full,
                    const BaseLiveCurve *base = nullptr);

/// Per position p: the aligned bytes of `buffers` live at point 2p - 1 or 2p,
/// whichever is more (persistent buffers count everywhere); the last
/// position n - 1 also counts point 2n - 1, where what is waited after the
/// last op lives.
std::vector<uint64_t> getLiveBytes(llvm::ArrayRef<Buffer> buffers,
                                   uint64_t alignment, int64_t numPositions);

/// Every buffer of the program `schedule` makes of `problem`: the problem's
/// (inputs extended to the waits that read them), then per collective
/// instance (each gather's, then each reduction's, by index) its recomputed
/// input slices and its own buffer.
std::vector<Buffer> getScheduledBuffers(const Problem &problem,
                                        const Schedule &schedule);

/// getLiveBytes of getScheduledBuffers, without building the buffers.
std::vector<uint64_t> getScheduledLiveBytes(const Problem &problem,
                                            const Schedule &schedule);
/// The most of getScheduledLiveBytes, without the curve per position: what
/// the search weighs of every point it simulates.
uint64_t getScheduledPeakBytes(const Problem &problem,
                               const Schedule &schedule);

namespace detail {
class LiveCurve;
} // namespace detail

/// The live bytes of a problem's own buffers at every point, added up once:
/// a schedule's curve is a copy of it with only the buffers the schedule
/// adds and the inputs it holds longer added, not every buffer again (the
/// search evaluates thousands of schedules of one problem). Read by several
/// threads at once.
class BaseLiveCurve {
public:
  explicit BaseLiveCurve(const Problem &problem);
  ~BaseLiveCurve();
  /// getScheduledPeakBytes and getScheduledLiveBytes of the problem it was
  /// built from, which must outlive it.
  uint64_t getScheduledPeak(const Schedule &schedule) const;
  std::vector<uint64_t> getScheduledLiveBytes(const Schedule &schedule) const;

private:
  const Problem &problem;
  std::unique_ptr<const detail::LiveCurve> base;
  /// Each buffer's last point, apart from the buffers so that a schedule's
  /// curve copies them as one array (it holds some of them longer).
  std::vector<int64_t> lasts;
};

/// The static arena plan of the scheduled program.
llvm::Expected<MemoryPlan> planSchedule(const Problem &problem,
                                        const Schedule &schedule);

/// A schedule chosen for a memory budget, with its prediction and the arena
/// its plan needs.
struct Choice {
  Schedule schedule;
  Evaluation evaluation;
  uint64_t arenaBytes = 0;
};

/// Calls `body` once for each index below `count`, one after the other or at
/// once on several threads, and returns when every call has. Auto's search
/// simulates the points of a batch (which do not depend on each other's
/// figures) through it; what it finds does not depend on the order.
using ForEachIndex = llvm::function_ref<void(
    size_t count, llvm::function_ref<void(size_t index)> body)>;

/// A ForEachIndex calling `body` for each index in turn, on this thread.
void forEachIndexInTurn(size_t count, llvm::function_ref<void(size_t)> body);

/// The schedule of `policy` whose planned arena fits `memoryBudget`: for a
/// named baseline its one schedule; for `Auto` the fastest predicted
/// candidate whose arena fits (ChooseSchedule.cpp: the search weighs
/// candidates by their live peak, then plans the fastest few in order until
/// one fits; while the fastest's arena overshoots, it searches again for
/// that much less, three searches in all, then bisects the target between
/// the lowered target that fit (or, where none did, the family's least live
/// peak) and the budget; after more than one search it also weighs the
/// baselines and the most frugal schedule by their arenas). Fails naming the
/// most frugal schedule's arena when none fits. `forEach` runs the
/// search's simulations (the pass hands it MLIR's thread pool).
llvm::Expected<Choice>
chooseSchedule(const Problem &problem, Policy policy, uint64_t memoryBudget,
               ForEachIndex forEach = forEachIndexInTurn);

/// Checks that every collective is issued after its inputs exist (a
/// reduction of reductions' results: after their waits) and waited before
/// its first use, that a gather serves all of its uses, and that only
/// collectives with a frugal form are sent in one.
llvm::Error checkSchedule(const Problem &problem, const Schedule &schedule);

/// Every placement and form of `schedule`, flattened (all the simulator and
/// the planner read, and each placement's first use): two schedules of one
/// problem with equal keys have equal figures and arenas, so auto simulates
/// and plans each once. The policy, a label, is left out (a baseline is also
/// a point of auto's family); each collective's frugal flag counts, an empty
/// list as all false.
std::vector<int64_t> getScheduleKey(const Schedule &schedule);

/// The schedule of `policy`: `None` (synchronous: every collective waited
/// where it is issued, parameters re-gathered for backward), `Fsdp` (PyTorch
/// FSDP's defaults: one unit of forward and backward prefetch, next gather
/// issued before the current reduce-scatter, reshard after forward) or `Auto`
/// (the fastest predicted schedule with peak <= budget among a search that
/// includes the other two). Fails, naming the figures, when no schedule of
/// the policy fits the budget.
llvm::Expected<Schedule> schedulePolicy(const Problem &problem, Policy policy,
                                        uint64_t memoryBudget);

/// The point of the family that usually needs the least memory:
/// synchronous, every unit re-gathered, reductions waited where issued,
/// every collective in its frugal form. Not always: a re-gathered unit's
/// staging may sit on the step's peak where its kept copy would not, and
/// another schedule of the same live peak may plan a smaller arena; auto
/// weighs it beside the points of least live peak (docs/scheduling.md,
/// "Policies").
Schedule mostFrugalSchedule(const Problem &problem);

/// Where a family schedule waits its reductions (docs/scheduling.md).
enum class ReductionWait {
  Immediate,     // where it is issued: no overlap, input freed at once
  NextReduction, // where the next unit's reduction is issued
  FirstUse,      // where its result is first read (the update)
};

/// Which collectives a family schedule sends in their frugal form (where
/// they have one).
enum class FrugalMessages { None, Gathers, All };

/// One point of the family every policy is drawn from.
struct FamilyPoint {
  unsigned prefetchDepth = 0;
  /// Per gather: keep the forward copy for backward instead of re-gathering.
  std::vector<bool> keep;
  /// Where a reduction is waited, which is also where its (whole-size)
  /// input is freed.
  ReductionWait reductions = ReductionWait::FirstUse;
  FrugalMessages messages = FrugalMessages::None;
  /// Per position (empty: none): no gather is in flight ahead of its
  /// first use over these positions; its issue waits past them. Auto marks
  /// those near the activation peak (getQuietPositions), so that a schedule
  /// prefetches where memory allows and not at the peak, as FSDP2's
  /// per-module prefetch settings allow; one depth for the whole step cannot.
  std::vector<bool> quietPositions{};
};

/// The positions whose schedule-independent live bytes (the problem's own
/// buffers) rise above their least by at least `fraction` of the way to
/// their most: those near the activation peak. Persistent shards count at
/// every position alike, so they move neither end. None where the bytes
/// never vary.
std::vector<bool> getQuietPositions(const Problem &problem, double fraction);

/// The schedule of family point `point` (keep.size() == gathers.size(),
/// quietPositions empty or one per position).
Schedule buildFamilySchedule(const Problem &problem, const FamilyPoint &point);

/// The index in `gather.uses` after which the largest gap opens (the turn
/// from forward to backward), or nullopt when the uses form one cluster: the
/// units the family may keep or re-gather are those with a turn.
std::optional<size_t> findTurn(const Gather &gather);

/// A bound on the step time of every schedule of the family whose live peak
/// fits a memory budget, from quantities no schedule changes
/// (docs/scheduling.md, "Lower bound").
struct LowerBound {
  double computeSeconds = 0; // total compute
  /// Compute plus the collective time no schedule hides: the first gathers
  /// before their first uses, the last reductions after their inputs.
  double endsSeconds = 0;
  /// The least time of the busiest stream over the family's keep sets that
  /// fit the budget (keep/re-gather relaxed to a fractional knapsack).
  double collectiveSeconds = 0;
  /// getInterferenceBound of the compute and the busiest stream's bound:
  /// what overlapping them cannot hide when they slow each other.
  double interferenceSeconds = 0;
  double seconds() const {
    return std::max({endsSeconds, collectiveSeconds, interferenceSeconds});
  }
  /// Whether communication, not compute, bounds the step.
  bool isCommunicationBound() const {
    return collectiveSeconds > computeSeconds;
  }
};
LowerBound getLowerBound(const Problem &problem, uint64_t memoryBudget);
inline double getLowerBoundSeconds(const Problem &problem,
                                   uint64_t memoryBudget) {
  return getLowerBound(problem, memoryBudget).seconds();
}

/// How one compute position shows in a trace: what the user's program called
/// it (the frontend's primitive, else the op), the op, and where the user
/// wrote it, so that a costly slice leads back to a line of the model.
struct TraceLabel {
  std::string name;   ///< e.g. "jvp()/reduce_sum", or "linalg.generic"
  std::string op;     ///< e.g. "linalg.generic"
  std::string source; ///< e.g. "bench/models.py:81", or empty when unknown
};

/// A Chrome/Perfetto trace (JSON) of an evaluated schedule: the compute
/// stream (one slice per position, labelled by `labels`), one track per
/// communication stream, and the memory curve.
std::string renderTrace(const Problem &problem, const Evaluation &evaluation,
                        llvm::ArrayRef<TraceLabel> labels);

} // namespace fsdpc::schedule

#endif // FSDPC_SCHEDULE_SCHEDULE_H
