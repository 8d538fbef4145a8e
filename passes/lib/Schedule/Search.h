//===- Search.h - auto's search, shared by the policies and the arena -----===//
//
// Private to the scheduling library: SearchSpace.cpp searches the family of
// schedules by their simulated live peak; ChooseSchedule.cpp plans the
// arenas of what that search finds until one fits the budget.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_SCHEDULE_SEARCH_H
#define FSDPC_SCHEDULE_SEARCH_H

#include "fsdpc/Schedule/Schedule.h"

#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace fsdpc::schedule {

/// A point of auto's search with its simulated figures.
struct SearchPoint {
  FamilyPoint family;
  double seconds = 0;
  uint64_t peakBytes = 0;
  size_t frugal = 0; // collectives in their frugal forms
};

/// A point's simulated figures.
struct PointFigures {
  double seconds = 0;
  uint64_t peakBytes = 0;
};

/// A schedule with its simulation.
struct Candidate {
  Schedule schedule;
  Evaluation evaluation;
};

/// Whether a schedule of `seconds`, sending `frugal` collectives in their
/// frugal forms and needing `bytes`, is a better pick than another. Step
/// times within rounding of each other are a tie (with interference many
/// schedules take the same time, up to the simulator's settling): the fewer
/// frugal forms win (each is a slower message), then the fewer bytes.
bool isBetterPick(double seconds, size_t frugal, uint64_t bytes,
                  double otherSeconds, size_t otherFrugal, uint64_t otherBytes);

/// The points auto weighs (docs/scheduling.md, "Policies"), each simulated
/// once and kept as figures, by message form and tier on demand: the searches
/// for several budgets of one chooseSchedule share them. Only the few
/// candidates it returns are built and simulated again in full.
class SearchSpace {
public:
  /// Simulates the points of each batch through `forEach`, which must
  /// outlive the search space (a function_ref is kept).
  explicit SearchSpace(const Problem &problem,
                       ForEachIndex forEach = forEachIndexInTurn)
      : problem(problem), base(problem), forEach(forEach) {}
  /// Searches keep pointers to the points.
  SearchSpace(const SearchSpace &) = delete;
  SearchSpace &operator=(const SearchSpace &) = delete;

  /// Auto's best candidates whose live peaks fit `budget`, fastest first:
  /// the fastest and the next few (whose arenas may fit where the fastest's
  /// overshoots). The collectives' own forms first; the second and third
  /// tiers and the frugal forms only where the budget keeps a faster
  /// candidate out (as are the greedy keep sets found with the frugal forms,
  /// though weighed in the own forms).
  std::vector<Candidate> fastestFitting(uint64_t budget);

  /// The few points, in any message forms, with the least live peaks
  /// (least first, ties to the faster). They do not depend on a budget.
  std::vector<Candidate> leastMemory();

  /// The least live peak of any point.
  uint64_t getLeastPeak();

  /// The problem's own live bytes, which every point's are added to.
  const BaseLiveCurve &getBase() const { return base; }

private:
  /// Auto's points come in three tiers: the keep order's prefixes and the
  /// greedy keep set, always weighed; each unit kept alone and the gain
  /// orders' prefixes, and the prefixes that do not prefetch near the
  /// activation peak, each weighed only where the budget binds (a faster
  /// point than the fastest that fits does not), as the frugal forms are.
  enum class Tier { KeepOrder, GainOrder, QuietPeak };

  static constexpr size_t kTiers = 3;
  static constexpr Tier kTierOrder[kTiers] = {Tier::KeepOrder, Tier::GainOrder,
                                              Tier::QuietPeak};
  static_assert(size_t(Tier::QuietPeak) + 1 == kTiers,
                "SearchSpace keeps one round of points per tier");

  /// The points of one message form and tier, simulated on first use.
  llvm::ArrayRef<SearchPoint> getPoints(FrugalMessages messages, Tier tier);
  /// Simulates `batch` (points whose choice does not depend on each other's
  /// figures) at once, adds them to the round of `messages` and `tier` in
  /// order, each schedule once, and returns their figures in order.
  std::vector<PointFigures> simulateBatch(FrugalMessages messages, Tier tier,
                                          llvm::ArrayRef<FamilyPoint> batch);
  /// The point simulated before whose schedule has `key` (of hash `hash`),
  /// or null.
  const SearchPoint *findSimulated(llvm::ArrayRef<int64_t> key,
                                   size_t hash) const;
  /// Calls `visit` on every point of every message form and tier.
  void forEachPoint(llvm::function_ref<void(const SearchPoint &)> visit);
  /// The points' schedules, simulated in full.
  std::vector<Candidate>
  simulateAll(llvm::ArrayRef<const SearchPoint *> picked) const;

  const Problem &problem;
  /// The problem's live bytes, which every point's peak adds to.
  BaseLiveCurve base;
  ForEachIndex forEach;
  std::optional<std::vector<SearchPoint>> points[3][kTiers];
  /// Where in `points` each schedule simulated so far is, by its key's
  /// hash: points that build one schedule (the second tier's point keeping
  /// nothing, a third-tier point whose quiet positions delay no issue, the
  /// deeper prefetch depths where few units are left) are simulated and
  /// weighed once, so that a search's few candidates are as many schedules.
  struct PointIndex {
    FrugalMessages messages;
    Tier tier;
    size_t index;
  };
  std::unordered_multimap<size_t, PointIndex> simulated;
  /// Per prefetch depth and reduction wait, the units by what keeping each
  /// alone gains in the own forms (SearchSpace.cpp, forEachGainOrderPoint).
  std::vector<std::vector<size_t>> gainOrders;
};

/// `schedule` moved one collective at a time (RefineSchedule.cpp): per
/// collective, of the moves of its issues and waits and of its message
/// form that checkSchedule accepts, the one that makes the predicted step
/// fastest with a live peak of at most `peakLimit` is made, pass after pass
/// over all collectives while a pass gains enough. Returns the schedule
/// after each move, in order (each faster than the one before; empty where
/// no move made `schedule` faster). `base` is the problem's; `forEach`
/// simulates a collective's moves at once. It stops once the step is at
/// `floorSeconds`, where no schedule of the problem is faster (its lower
/// bound, getLowerBound; 0 where none is known): moves are made only where
/// they are faster, so that path is the one it would have found without.
std::vector<Schedule> refineSchedule(const Problem &problem,
                                     const BaseLiveCurve &base,
                                     Schedule schedule, uint64_t peakLimit,
                                     double floorSeconds,
                                     ForEachIndex forEach = forEachIndexInTurn);

/// The one schedule of a named baseline (`policy` is not Auto).
Schedule buildBaselineSchedule(const Problem &problem, Policy policy);

/// "N bytes (X.XX GiB)", in the largest binary unit N reaches (KiB to TiB;
/// below 1 KiB just "N bytes").
std::string formatBytes(uint64_t bytes);

} // namespace fsdpc::schedule

#endif // FSDPC_SCHEDULE_SEARCH_H
