//===- Search.h - auto's search, shared by the policies and the arena -----===//
//
// Private to the scheduling library: Policies.cpp searches the family of
// schedules by their simulated live peak; ChooseSchedule.cpp plans the
// arenas of what that search finds until one fits the budget.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_SCHEDULE_SEARCH_H
#define FSDPC_SCHEDULE_SEARCH_H

#include "fsdpc/Schedule/Schedule.h"

#include <string>
#include <vector>

namespace fsdpc::schedule {

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

/// Auto's best candidates whose live peaks fit `budget`, fastest first: the
/// fastest and the next few (whose arenas may fit where the fastest's
/// overshoots).
std::vector<Candidate> searchAuto(const Problem &problem, uint64_t budget);

/// The few points of auto's family, in any message forms, with the least
/// live peaks (least first, ties to the faster): where no faster schedule's
/// arena fits, the least arena among them is the one auto meets and names.
/// They do not depend on a budget, so every budget at or above that arena
/// succeeds.
std::vector<Candidate> leastMemoryCandidates(const Problem &problem);

/// The one schedule of a named baseline (`policy` is not Auto).
Schedule buildBaselineSchedule(const Problem &problem, Policy policy);

/// "N bytes (X.XX GiB)".
std::string formatBytes(uint64_t bytes);

} // namespace fsdpc::schedule

#endif // FSDPC_SCHEDULE_SEARCH_H
