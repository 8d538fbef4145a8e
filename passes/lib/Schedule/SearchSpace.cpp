//===- SearchSpace.cpp - the points auto weighs, and the best of them -----===//
//
// Auto weighs, per message form, prefetch depth and reduction wait, every
// prefix of the keep order and a greedy keep set that needs less memory,
// and where the budget binds the prefixes of a second order and those of
// the first that prefetch nothing near the peak (docs/scheduling.md,
// "Policies"). Each schedule is simulated once, however many points build
// it; searches for several budgets (chooseSchedule lowers and bisects its
// target) filter the same figures.
//
//===----------------------------------------------------------------------===//

#include "Search.h"

#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/STLExtras.h"

#include <cassert>
#include <limits>
#include <unordered_map>

using namespace fsdpc::schedule;
using Point = SearchPoint;

namespace {
/// The best few points by one order, each set of figures once unless told
/// otherwise (points are distinct schedules, see getPoints; two of equal
/// time, peak and forms then count once, though their arenas may differ).
class BestFew {
public:
  using Order = bool (*)(const Point &, const Point &);
  enum Figures { OneOfEqualFigures, KeepEqualFigures };

  BestFew(size_t count, Order better, Figures figures = OneOfEqualFigures)
      : count(count), better(better),
        keepEqualFigures(figures == KeepEqualFigures) {}

  void consider(const Point &point) {
    if (!keepEqualFigures && llvm::any_of(kept, [&](const Point *other) {
          return sameFigures(point, *other);
        }))
      return;
    auto at = llvm::find_if(
        kept, [&](const Point *other) { return better(point, *other); });
    if (size_t(at - kept.begin()) >= count)
      return;
    kept.insert(at, &point);
    if (kept.size() > count)
      kept.pop_back();
  }

  const Point *front() const { return kept.empty() ? nullptr : kept[0]; }

  /// Best first.
  llvm::ArrayRef<const Point *> getKept() const { return kept; }

private:
  static bool sameFigures(const Point &a, const Point &b) {
    return a.seconds == b.seconds && a.peakBytes == b.peakBytes &&
           a.frugal == b.frugal;
  }

  size_t count;
  Order better;
  bool keepEqualFigures;
  std::vector<const Point *> kept;
};

bool isFaster(const Point &a, const Point &b) {
  return isBetterPick(a.seconds, a.frugal, a.peakBytes, b.seconds, b.frugal,
                      b.peakBytes);
}

bool needsLessMemory(const Point &a, const Point &b) {
  if (a.peakBytes != b.peakBytes)
    return a.peakBytes < b.peakBytes;
  return isFaster(a, b);
}

/// How many of the fastest points whose live peaks fit a target a search
/// hands on to be planned, fastest first, until one's arena fits. A point's
/// arena overshoots its live peak by an amount of its own (up to 2% on the
/// zoo), and where the budget binds the points nearest it are often many
/// schedules of one memory shape: on Llama-2 13B on 8 H200s `tight` the
/// first to fit was the tenth fastest (the 3 of an earlier search missed it
/// and a later search for less memory found one 0.4% slower). Points of
/// equal figures are all kept: their schedules, so arenas, may differ.
static constexpr size_t kCandidatesPerSearch = 12;

/// The fastest points whose live peaks fit the budget (the fastest and the
/// next few), and whether a faster one did not fit (the budget binds).
class FastestFit {
public:
  explicit FastestFit(uint64_t budget) : budget(budget) {}

  void consider(const Point &point) {
    if (point.peakBytes > budget) {
      fastestOverBudget = std::min(fastestOverBudget, point.seconds);
      return;
    }
    fastest.consider(point);
  }

  bool budgetBinds() const {
    return !fastest.front() || fastestOverBudget < fastest.front()->seconds;
  }

  llvm::ArrayRef<const Point *> getFastestFirst() const {
    return fastest.getKept();
  }

private:
  uint64_t budget;
  double fastestOverBudget = std::numeric_limits<double>::infinity();
  BestFew fastest{kCandidatesPerSearch, isFaster, BestFew::KeepEqualFigures};
};
} // namespace

std::vector<int64_t> fsdpc::schedule::getScheduleKey(const Schedule &schedule) {
  std::vector<int64_t> key;
  auto add = [&](const Placement &place) {
    key.insert(key.end(),
               {place.issue, place.wait, place.firstUse, place.lastUse});
  };
  for (auto [index, gather] : llvm::enumerate(schedule.gathers)) {
    add(gather.forward);
    key.push_back(gather.regather);
    if (gather.regather)
      add(gather.regatherPlacement);
    key.push_back(schedule.isFrugalGather(index));
  }
  for (auto [index, reduction] : llvm::enumerate(schedule.reductions)) {
    add(reduction);
    key.push_back(schedule.isFrugalReduction(index));
  }
  return key;
}

/// The units auto may keep from forward to backward (those with a turn),
/// most valuable first: a re-gather's duration per byte-position the kept
/// copy holds, in the gathers' own forms. One order for every message form,
/// so that each prefix with frugal forms has its twin in the own forms.
static std::vector<size_t> getKeepOrder(const Problem &problem) {
  std::vector<size_t> order;
  for (auto [index, gather] : llvm::enumerate(problem.gathers))
    if (findTurn(gather))
      order.push_back(index);
  auto value = [&](size_t index) {
    const Gather &gather = problem.gathers[index];
    double held = double(gather.uses.back() - gather.uses.front() + 1) *
                  double(std::max<uint64_t>(gather.bytes, 1));
    return gather.seconds / held;
  };
  llvm::stable_sort(order,
                    [&](size_t a, size_t b) { return value(a) > value(b); });
  return order;
}

/// Simulates a batch of points and returns their figures in order, as the
/// forEach*Point functions below call it: the points of one batch are chosen
/// before any of them is simulated, so they may be simulated at once.
using VisitBatch =
    llvm::function_ref<std::vector<PointFigures>(llvm::ArrayRef<FamilyPoint>)>;

/// Simulates `point` alone (a step of a greedy pass, chosen from the figures
/// of the one before).
static PointFigures visitOne(VisitBatch visit, const FamilyPoint &point) {
  return visit(llvm::ArrayRef(point)).front();
}

/// The points that keep, beside what `base` keeps, the first k of `units`,
/// for every k from one to all.
static std::vector<FamilyPoint> getPrefixPoints(const FamilyPoint &base,
                                                llvm::ArrayRef<size_t> units) {
  std::vector<FamilyPoint> prefixes;
  FamilyPoint prefix = base;
  for (size_t unit : units) {
    prefix.keep[unit] = true;
    prefixes.push_back(prefix);
  }
  return prefixes;
}

/// The points that keep, beside what `base` keeps, each of `units` alone.
static std::vector<FamilyPoint> getAlonePoints(const FamilyPoint &base,
                                               llvm::ArrayRef<size_t> units) {
  std::vector<FamilyPoint> alone;
  for (size_t unit : units) {
    alone.push_back(base);
    alone.back().keep[unit] = true;
  }
  return alone;
}

/// `base`, then getPrefixPoints(base, units).
static std::vector<FamilyPoint>
getPointAndPrefixes(const FamilyPoint &base, llvm::ArrayRef<size_t> units) {
  std::vector<FamilyPoint> points = {base};
  llvm::append_range(points, getPrefixPoints(base, units));
  return points;
}

/// The units of `order` by what keeping each alone (`alone`, the figures of
/// the points keeping each beside `none`'s keep set, in the own forms)
/// gains: first those whose kept copies add nothing to the live peak (held
/// away from it: where the budget binds they cost nothing) by the step time
/// they save, then the others by the time saved per byte added, and last
/// those whose keeping saves nothing, each group in `order`.
static std::vector<size_t> getGainOrder(llvm::ArrayRef<size_t> order,
                                        PointFigures noneFigures,
                                        llvm::ArrayRef<PointFigures> alone) {
  struct Gain {
    size_t unit;
    bool addsNothing;
    double perByte; // seconds saved per byte added; 0: saves nothing
  };
  std::vector<Gain> gains;
  for (auto [unit, kept] : llvm::zip_equal(order, alone)) {
    double saved = std::max(noneFigures.seconds - kept.seconds, 0.0);
    uint64_t added = kept.peakBytes > noneFigures.peakBytes
                         ? kept.peakBytes - noneFigures.peakBytes
                         : 0;
    gains.push_back(
        {unit, saved > 0 && added == 0, added ? saved / double(added) : saved});
  }
  llvm::stable_sort(gains, [](const Gain &a, const Gain &b) {
    if (a.addsNothing != b.addsNothing)
      return a.addsNothing;
    return a.perByte > b.perByte;
  });
  std::vector<size_t> units;
  for (const Gain &gain : gains)
    units.push_back(gain.unit);
  return units;
}

/// Calls `visit` with the point keeping nothing of each prefetch depth and
/// reduction wait, with `messages` in their frugal forms.
static void
forEachKeepingNothing(const Problem &problem, FrugalMessages messages,
                      llvm::function_ref<void(const FamilyPoint &)> visit) {
  for (unsigned depth = 0; depth <= 4; ++depth)
    for (ReductionWait reductions :
         {ReductionWait::Immediate, ReductionWait::NextReduction,
          ReductionWait::FirstUse})
      visit(FamilyPoint{depth, std::vector<bool>(problem.gathers.size(), false),
                        reductions, messages});
}

/// Calls `visit` on each point of auto's first tier with `messages` in their
/// frugal form: per prefetch depth and reduction wait, keeping the first k
/// units of the keep order, for every k from none to all; and without
/// prefetch (the least memory), from keeping none, each unit of that order
/// in turn kept where that lowers the peak. Peaks do not grow with each
/// unit kept (a re-gather's instance and staging may sit on the step's peak
/// where the kept copy would have cost less), so every prefix is weighed,
/// and the greedy pass can find keep sets that need less memory than any
/// prefix (in frugal forms, it also visits each set it finds in the own
/// forms). `visit` returns the batch's figures, in order. The named
/// baselines are among these points.
static void forEachKeepOrderPoint(const Problem &problem,
                                  FrugalMessages messages, VisitBatch visit) {
  std::vector<size_t> order = getKeepOrder(problem);
  forEachKeepingNothing(problem, messages, [&](const FamilyPoint &none) {
    uint64_t greedyPeak =
        visit(getPointAndPrefixes(none, order)).front().peakBytes;
    if (none.prefetchDepth > 0)
      return;
    FamilyPoint greedy = none;
    for (size_t unit : order) {
      greedy.keep[unit] = true;
      uint64_t peak = visitOne(visit, greedy).peakBytes;
      if (peak < greedyPeak) {
        greedyPeak = peak;
        continue;
      }
      greedy.keep[unit] = false;
    }
    if (messages != FrugalMessages::None) {
      greedy.messages = FrugalMessages::None;
      visitOne(visit, greedy);
    }
  });
}

/// Calls `visit` on each point of auto's second tier, weighed where the
/// budget binds: per prefetch depth and reduction wait, keeping the first k
/// units by what keeping each alone gains there (getGainOrder: keep sets of
/// units held away from the peak, which a budget that binds leaves room for
/// and no prefix of the keep order may reach). The own forms' tier visits
/// each unit kept alone (and again the point keeping nothing) to find the
/// gain order of each depth and wait, appends it to `gainOrders` and visits
/// its prefixes from two units on; the frugal forms' tiers visit every
/// prefix of the same orders, so that each of their points has its twin in
/// the own forms. An order equal to the keep order adds no point.
static void forEachGainOrderPoint(const Problem &problem,
                                  FrugalMessages messages,
                                  std::vector<std::vector<size_t>> &gainOrders,
                                  VisitBatch visit) {
  std::vector<size_t> order = getKeepOrder(problem);
  bool ownForms = messages == FrugalMessages::None;
  size_t slot = 0;
  forEachKeepingNothing(problem, messages, [&](const FamilyPoint &none) {
    if (ownForms) {
      std::vector<FamilyPoint> batch = {none};
      llvm::append_range(batch, getAlonePoints(none, order));
      std::vector<PointFigures> figures = visit(batch);
      gainOrders.push_back(getGainOrder(order, figures.front(),
                                        llvm::ArrayRef(figures).drop_front()));
    }
    assert(slot < gainOrders.size() && "the own forms' tier comes first");
    llvm::ArrayRef<size_t> gainOrder = gainOrders[slot++];
    if (gainOrder == llvm::ArrayRef(order))
      return;
    FamilyPoint first = none;
    if (ownForms) // each unit alone was visited
      first.keep[gainOrder.front()] = true;
    visit(getPrefixPoints(first, gainOrder.drop_front(ownForms ? 1 : 0)));
  });
}

/// How far the schedule-independent live bytes (the problem's own buffers)
/// rise from their least towards their most at the positions where a
/// third-tier point does not prefetch (getQuietPositions).
static constexpr double kQuietFractions[] = {0.95, 0.9, 0.8};

/// Calls `visit` on each point of auto's third tier, weighed where the
/// budget binds: per prefetch depth from 1 and reduction wait, every prefix
/// of the keep order, with no gather in flight ahead of its use where the
/// schedule-independent live bytes come near their most (kQuietFractions;
/// a fraction that marks the positions the one before did adds no point).
/// Where the peak leaves no room for a prefetched unit, one depth for the whole
/// step gives up prefetching everywhere; these points prefetch away from it.
static void forEachQuietPeakPoint(const Problem &problem,
                                  FrugalMessages messages, VisitBatch visit) {
  std::vector<size_t> order = getKeepOrder(problem);
  std::vector<bool> previous;
  for (double fraction : kQuietFractions) {
    std::vector<bool> quietPositions = getQuietPositions(problem, fraction);
    if (quietPositions == previous || !llvm::is_contained(quietPositions, true))
      continue;
    previous = quietPositions;
    forEachKeepingNothing(problem, messages, [&](const FamilyPoint &none) {
      if (none.prefetchDepth == 0)
        return;
      FamilyPoint quiet = none;
      quiet.quietPositions = quietPositions;
      visit(getPointAndPrefixes(quiet, order));
    });
  }
}

/// Whether sending `messages` in their frugal forms is a round of its own:
/// the own forms always are; the others where they change a collective
/// beyond what the previous, narrower round did.
static bool isRoundOfItsOwn(const Problem &problem, FrugalMessages messages) {
  auto hasForm = [](const auto &collective) {
    return collective.frugalForm.has_value();
  };
  switch (messages) {
  case FrugalMessages::None:
    return true;
  case FrugalMessages::Gathers:
    return llvm::any_of(problem.gathers, hasForm);
  case FrugalMessages::All:
    return llvm::any_of(problem.reductions, hasForm);
  }
  llvm_unreachable("unknown frugal messages");
}

static constexpr FrugalMessages kRounds[] = {
    FrugalMessages::None, FrugalMessages::Gathers, FrugalMessages::All};
static_assert(size_t(FrugalMessages::All) == 2,
              "SearchSpace keeps one round of points per FrugalMessages");

llvm::ArrayRef<Point> SearchSpace::getPoints(FrugalMessages messages,
                                             Tier tier) {
  std::optional<std::vector<Point>> &round =
      points[size_t(messages)][size_t(tier)];
  if (round)
    return *round;
  // The frugal forms weigh the gain orders the own forms' tier finds.
  if (tier == Tier::GainOrder && messages != FrugalMessages::None)
    (void)getPoints(FrugalMessages::None, tier);
  round.emplace();
  auto simulate = [&](llvm::ArrayRef<FamilyPoint> batch) {
    return simulateBatch(messages, tier, batch);
  };
  switch (tier) {
  case Tier::KeepOrder:
    forEachKeepOrderPoint(problem, messages, simulate);
    break;
  case Tier::GainOrder:
    forEachGainOrderPoint(problem, messages, gainOrders, simulate);
    break;
  case Tier::QuietPeak:
    forEachQuietPeakPoint(problem, messages, simulate);
    break;
  }
  return *round;
}

std::vector<PointFigures>
SearchSpace::simulateBatch(FrugalMessages messages, Tier tier,
                           llvm::ArrayRef<FamilyPoint> batch) {
  /// A point of the batch, built and simulated (or found simulated before).
  struct Simulated {
    Schedule schedule;
    std::vector<int64_t> key;
    size_t hash = 0;
    PointFigures figures;
    bool seenBefore = false;
  };
  // Each schedule is simulated once. The points of one batch differ in the
  // units they keep, all of which are re-gathered where not kept, so only
  // a point of an earlier batch can build the same schedule (asserted:
  // this project keeps its asserts in Release builds), and each point looks
  // for it on its own thread (the earlier batches are not changed here).
  std::vector<Simulated> simulatedBatch(batch.size());
  forEach(batch.size(), [&](size_t i) {
    Simulated &entry = simulatedBatch[i];
    entry.schedule = buildFamilySchedule(problem, batch[i]);
    entry.key = getScheduleKey(entry.schedule);
    entry.hash = llvm::hash_combine_range(entry.key.begin(), entry.key.end());
    if (const SearchPoint *seen = findSimulated(entry.key, entry.hash)) {
      entry.figures = {seen->seconds, seen->peakBytes};
      entry.seenBefore = true;
      return;
    }
    Evaluation evaluation =
        evaluate(problem, entry.schedule, EvaluationDetail::Figures, &base);
    entry.figures = {evaluation.stepSeconds, evaluation.peakBytes};
  });
  assert(([&] {
           std::unordered_multimap<size_t, size_t> byHash;
           for (auto [i, entry] : llvm::enumerate(simulatedBatch)) {
             auto [begin, end] = byHash.equal_range(entry.hash);
             for (const auto &[_, other] : llvm::make_range(begin, end))
               if (simulatedBatch[other].key == entry.key)
                 return false;
             byHash.emplace(entry.hash, i);
           }
           return true;
         }()) &&
         "the points of a batch build distinct schedules");
  // Kept in the batch's order, whatever order they were simulated in.
  std::vector<Point> &round = *points[size_t(messages)][size_t(tier)];
  std::vector<PointFigures> figures;
  for (auto [point, entry] : llvm::zip_equal(batch, simulatedBatch)) {
    figures.push_back(entry.figures);
    if (entry.seenBefore)
      continue;
    simulated.emplace(entry.hash, PointIndex{messages, tier, round.size()});
    round.push_back({point, entry.figures.seconds, entry.figures.peakBytes,
                     entry.schedule.countFrugal()});
  }
  return figures;
}

const SearchPoint *SearchSpace::findSimulated(llvm::ArrayRef<int64_t> key,
                                              size_t hash) const {
  // The keys are not kept (thousands of points, each key several numbers
  // per collective): a hash hit rebuilds the point's schedule to compare.
  auto [begin, end] = simulated.equal_range(hash);
  for (const auto &[_, at] : llvm::make_range(begin, end)) {
    const SearchPoint &point =
        (*points[size_t(at.messages)][size_t(at.tier)])[at.index];
    if (llvm::ArrayRef(
            getScheduleKey(buildFamilySchedule(problem, point.family))) == key)
      return &point;
  }
  return nullptr;
}

std::vector<Candidate>
SearchSpace::simulateAll(llvm::ArrayRef<const Point *> picked) const {
  std::vector<Candidate> candidates;
  for (const Point *point : picked) {
    Schedule schedule = buildFamilySchedule(problem, point->family);
    Evaluation evaluation =
        evaluate(problem, schedule, EvaluationDetail::Full, &base);
    candidates.push_back({std::move(schedule), std::move(evaluation)});
  }
  return candidates;
}

std::vector<Candidate> SearchSpace::fastestFitting(uint64_t budget) {
  FastestFit search(budget);
  for (FrugalMessages messages : kRounds) {
    if (!isRoundOfItsOwn(problem, messages))
      continue;
    for (Tier tier : kTierOrder) {
      bool alwaysWeighed =
          messages == FrugalMessages::None && tier == Tier::KeepOrder;
      if (!alwaysWeighed && !search.budgetBinds())
        continue;
      for (const Point &point : getPoints(messages, tier))
        search.consider(point);
    }
  }
  return simulateAll(search.getFastestFirst());
}

void SearchSpace::forEachPoint(llvm::function_ref<void(const Point &)> visit) {
  for (FrugalMessages messages : kRounds)
    if (isRoundOfItsOwn(problem, messages))
      for (Tier tier : kTierOrder)
        for (const Point &point : getPoints(messages, tier))
          visit(point);
}

std::vector<Candidate> SearchSpace::leastMemory() {
  BestFew least(8, needsLessMemory);
  forEachPoint([&](const Point &point) { least.consider(point); });
  return simulateAll(least.getKept());
}

uint64_t SearchSpace::getLeastPeak() {
  uint64_t least = std::numeric_limits<uint64_t>::max();
  forEachPoint(
      [&](const Point &point) { least = std::min(least, point.peakBytes); });
  return least;
}

void fsdpc::schedule::forEachIndexInTurn(
    size_t count, llvm::function_ref<void(size_t)> body) {
  for (size_t index = 0; index < count; ++index)
    body(index);
}
