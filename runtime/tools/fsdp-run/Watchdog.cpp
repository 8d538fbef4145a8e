//===- Watchdog.cpp - --timeout: no rank hangs forever --------------------===//

#include "Watchdog.h"

#include "Fatal.h"

#include "fsdpc/runtime/Timing.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>

namespace fsdpc::run {

using namespace runtime;

namespace {

int64_t now() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

/// Opens a mark for the duration of a call.
struct Open {
  Watchdog::Mark &mark;
  Open(Watchdog::Mark &m, const char *what) : mark(m) {
    if (what)
      mark.what.store(what);
    mark.startNs.store(now());
  }
  ~Open() { mark.startNs.store(0); }
};

} // namespace

class WatchedCommunicator final : public Communicator {
public:
  WatchedCommunicator(std::unique_ptr<Communicator> inner, Watchdog &dog)
      : inner_(std::move(inner)), dog_(dog) {
    const char *skip = std::getenv("FSDP_RUN_TEST_SKIP_COLLECTIVE");
    if (skip && *skip && inner_->rank() == 1)
      skipStep_ = std::atoll(skip);
    dog_.target_.store(inner_.get());
  }
  ~WatchedCommunicator() override { dog_.target_.store(nullptr); }
  const char *name() const override { return inner_->name(); }
  int64_t rank() const override { return inner_->rank(); }
  int64_t worldSize() const override { return inner_->worldSize(); }
  Status connect(const MeshShape &mesh,
                 const std::vector<std::vector<uint32_t>> &groups,
                 uint64_t executableHash) override {
    dog_.groups_ = groups;
    dog_.marks_.clear();
    for (size_t g = 0; g <= groups.size(); ++g)
      dog_.marks_.push_back(std::make_unique<Watchdog::Mark>());
    Open open(world(), "connect");
    return inner_->connect(mesh, groups, executableHash);
  }
  Status allGather(unsigned group, const void *send, void *recv,
                   uint64_t chunkBytes, void *nativeQueue) override {
    if (skip(group))
      return Status::ok();
    dog_.publishCollective();
    Open open(*dog_.marks_[group], nullptr);
    return inner_->allGather(group, send, recv, chunkBytes, nativeQueue);
  }
  Status reduceScatter(unsigned group, const void *send, void *recv,
                       uint64_t chunkCount, DType dtype, Reduction op,
                       void *nativeQueue) override {
    if (skip(group))
      return Status::ok();
    dog_.publishCollective();
    Open open(*dog_.marks_[group], nullptr);
    return inner_->reduceScatter(group, send, recv, chunkCount, dtype, op,
                                 nativeQueue);
  }
  Status allReduce(unsigned group, const void *send, void *recv, uint64_t count,
                   DType dtype, Reduction op, void *nativeQueue) override {
    if (skip(group))
      return Status::ok();
    dog_.publishCollective();
    Open open(*dog_.marks_[group], nullptr);
    return inner_->allReduce(group, send, recv, count, dtype, op, nativeQueue);
  }
  // A per-member collective is one instruction: counted once, and passed
  // whole so that the inner communicator issues it as one (NCCL: one group).
  Status allGatherParts(unsigned group,
                        const std::vector<CollectivePart> &parts,
                        void *nativeQueue) override {
    if (skip(group))
      return Status::ok();
    dog_.publishCollective();
    Open open(*dog_.marks_[group], nullptr);
    return inner_->allGatherParts(group, parts, nativeQueue);
  }
  Status reduceScatterParts(unsigned group,
                            const std::vector<CollectivePart> &parts,
                            DType dtype, Reduction op,
                            void *nativeQueue) override {
    if (skip(group))
      return Status::ok();
    dog_.publishCollective();
    Open open(*dog_.marks_[group], nullptr);
    return inner_->reduceScatterParts(group, parts, dtype, op, nativeQueue);
  }
  bool acceptsDeviceMemory() const override {
    return inner_->acceptsDeviceMemory();
  }
  Expected<std::unique_ptr<DeviceAllocation>>
  allocateDeviceMemory(uint64_t bytes) override {
    return inner_->allocateDeviceMemory(bytes);
  }
  Status asyncError() override { return inner_->asyncError(); }
  std::string describePending() override { return inner_->describePending(); }
  void abort() override { inner_->abort(); }
  Status barrier() override {
    Open open(world(), "barrier");
    return inner_->barrier();
  }
  Status allReduceWorld(int64_t *values, uint64_t count,
                        Reduction op) override {
    Open open(world(), "agreement (allreduce)");
    return inner_->allReduceWorld(values, count, op);
  }

private:
  Watchdog::Mark &world() {
    if (dog_.marks_.empty())
      dog_.marks_.push_back(std::make_unique<Watchdog::Mark>());
    return *dog_.marks_.back();
  }
  /// Counts the collective; the test hook skips the last of the first
  /// queue in a step (the rank then finishes the step one collective short).
  bool skip(unsigned group) {
    int64_t seq = dog_.marks_[group]->sequence.fetch_add(1);
    return skipStep_ > 0 && dog_.step_.load() == skipStep_ && group == 0 &&
           !dog_.names_.empty() && seq + 1 == int64_t(dog_.names_[0].size());
  }

  std::unique_ptr<Communicator> inner_;
  Watchdog &dog_;
  int64_t skipStep_ = -1;
};

Watchdog::~Watchdog() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
  }
  stop_.notify_all();
  if (thread_.joinable())
    thread_.join();
}

std::unique_ptr<Communicator>
Watchdog::wrap(std::unique_ptr<Communicator> inner) {
  rank_ = inner->rank();
  worldSize_ = inner->worldSize();
  if (worldSize_ > 1)
    board_ = inner->createProgressBoard(); // collective: every rank wraps
  return std::make_unique<WatchedCommunicator>(std::move(inner), *this);
}

void Watchdog::nameCollectives(const Executable &exe, size_t entryIndex) {
  const fsdpx::Entry &entry = exe.entry(entryIndex);
  queueNames_.assign(groups_.size(), "");
  names_.assign(groups_.size(), {});
  for (size_t g = 0; g < groups_.size(); ++g)
    for (size_t i = 0; i < groups_[g].size(); ++i)
      queueNames_[g] +=
          (i ? "," : "") +
          exe.root().mesh()->axes()->Get(groups_[g][i])->name()->str();
  for (const IssueStep &step : exe.issueOrder(entryIndex)) {
    if (step.queue == 0)
      continue;
    const fsdpx::Instruction *instr =
        entry.streams()->Get(step.queue)->instructions()->Get(step.index);
    if (instr->op_type() != fsdpx::Op::CollectiveStart)
      continue;
    std::vector<uint32_t> axes;
    if (const auto *a = entry.queues()->Get(step.queue)->axes())
      axes.assign(a->begin(), a->end());
    auto it = std::find(groups_.begin(), groups_.end(), axes);
    if (it == groups_.end())
      continue;
    InstructionTiming t;
    t.queue = step.queue;
    t.index = step.index;
    t.kind = InstrKind::Collective;
    names_[size_t(it - groups_.begin())].push_back(
        instructionName(exe, entryIndex, t));
  }
}

void Watchdog::start() {
  thread_ = std::thread([this] { loop(); });
}

void Watchdog::beginStep(int64_t step) {
  for (size_t g = 0; g + 1 < marks_.size(); ++g)
    marks_[g]->sequence.store(0);
  step_.store(step);
  publishStep(step);
  stepStartNs_.store(now());
}

void Watchdog::publishStep(int64_t step) {
  if (!board_)
    return;
  ProgressRecord &own = board_->own();
  if (own.step.load() != step) {
    own.collectives.store(0);
    own.step.store(step);
  }
}

void Watchdog::publishCollective() {
  if (board_)
    board_->own().collectives.fetch_add(1);
}

std::string Watchdog::diagnose(int64_t t) const {
  if (!board_)
    return "";
  struct Peer {
    int64_t rank, step, collectives, silentNs;
  };
  std::vector<Peer> peers;
  for (const ProgressRecord *r : board_->node())
    peers.push_back({r->worldRank.load(), r->step.load(), r->collectives.load(),
                     t - r->heartbeatNs.load()});
  std::sort(peers.begin(), peers.end(),
            [](const Peer &a, const Peer &b) { return a.rank < b.rank; });
  // Silent for 10 beats (at most half the timeout, at least 3 beats).
  int64_t silentLimit = std::max<int64_t>(
      300'000'000, std::min<int64_t>(1'000'000'000, int64_t(timeoutS_ * 5e8)));
  std::vector<std::string> findings;
  int64_t lastStep = 0;
  for (const Peer &p : peers)
    if (p.silentNs <= silentLimit)
      lastStep = std::max(lastStep, p.step);
  int64_t most = 0;
  for (const Peer &p : peers)
    if (p.silentNs <= silentLimit && p.step == lastStep)
      most = std::max(most, p.collectives);
  for (const Peer &p : peers) {
    std::string who = "rank " + std::to_string(p.rank);
    char buffer[160];
    if (p.silentNs > silentLimit) {
      std::snprintf(buffer, sizeof(buffer),
                    " has not run for %.1f s (stopped or hung)",
                    double(p.silentNs) * 1e-9);
      findings.push_back(who + buffer);
    } else if (p.step < lastStep) {
      findings.push_back(who + " is still in step " + std::to_string(p.step) +
                         ", the others in step " + std::to_string(lastStep) +
                         " (it fell behind or diverged)");
    } else if (p.collectives < most) {
      findings.push_back(who + " started " + std::to_string(p.collectives) +
                         " collectives in step " + std::to_string(p.step) +
                         ", the others " + std::to_string(most) +
                         " (it skipped or diverged)");
    }
  }
  // World ranks not on this node.
  std::vector<int64_t> away;
  for (int64_t r = 0; r < worldSize_; ++r)
    if (std::none_of(peers.begin(), peers.end(),
                     [&](const Peer &p) { return p.rank == r; }))
      away.push_back(r);
  std::string result;
  for (const std::string &f : findings)
    result += "; " + f;
  if (findings.empty())
    result += "; every rank on this node is running, at the same step and "
              "collective count";
  if (!away.empty()) {
    result += "; rank";
    result += away.size() > 1 ? "s " : " ";
    for (size_t i = 0; i < away.size(); ++i)
      result += (i ? "," : "") + std::to_string(away[i]);
    result += " on other nodes could not be checked";
  }
  return result;
}

void Watchdog::endStep() { stepStartNs_.store(0); }

void Watchdog::loop() {
  int64_t limit = int64_t(timeoutS_ * 1e9);
  // Every 10-100 ms: the checks, and the heartbeat peers read.
  auto interval = std::chrono::milliseconds(
      std::clamp<int64_t>(int64_t(timeoutS_ * 100), 10, 100));
  std::unique_lock<std::mutex> lock(mutex_);
  if (board_)
    board_->own().heartbeatNs.store(now());
  while (!stop_.wait_for(lock, interval, [this] { return stopping_; })) {
    int64_t t = now();
    if (board_)
      board_->own().heartbeatNs.store(t);
    char seconds[32];
    std::snprintf(seconds, sizeof(seconds), "%g", timeoutS_);
    std::string tail = std::string(" did not complete within ") + seconds +
                       " s; a peer rank may be stopped, dead or diverged";
    bool collectiveOpen = false;
    for (size_t g = 0; g < marks_.size(); ++g) {
      int64_t began = marks_[g]->startNs.load();
      collectiveOpen |= began != 0;
      if (began == 0 || t - began <= limit)
        continue;
      if (g + 1 == marks_.size()) {
        const char *what = marks_[g]->what.load();
        fire("collective " + std::string(what ? what : "?") +
             " on queue world" + tail);
      }
      int64_t seq = marks_[g]->sequence.load() - 1;
      std::string name =
          g < names_.size() && seq >= 0 && size_t(seq) < names_[g].size()
              ? names_[g][size_t(seq)]
              : "#" + std::to_string(seq + 1);
      fire("collective " + name + " on queue " +
           (g < queueNames_.size() ? queueNames_[g] : std::to_string(g)) +
           tail);
    }
    // A collective still open reports the hang itself, naming what the
    // ranks are stuck in, once its own limit passes: it started after the
    // step (its queue's thread had to wake and wait for its inputs), so a
    // tick between the two deadlines would otherwise blame "the step".
    int64_t stepBegan = stepStartNs_.load();
    if (!collectiveOpen && stepBegan != 0 && t - stepBegan > limit)
      fire("the step" + tail);
  }
}

void Watchdog::fire(const std::string &what) {
  std::string message =
      "step " + std::to_string(step_.load()) + ": " + what + diagnose(now());
  // A stream-ordered communicator (NCCL) knows which collective the GPU is
  // stuck in, and must be aborted: its kernels would outlive the process's
  // exit otherwise. The MPI communicator has nothing to add or abort.
  if (Communicator *target = target_.load()) {
    std::string pending = target->describePending();
    if (!pending.empty())
      message += "; pending: " + pending;
    target->abort();
  }
  std::fflush(stdout);
  if (worldSize_ > 1)
    std::fprintf(stderr, "fsdp-run: error: rank %lld: %s\n",
                 static_cast<long long>(rank_), message.c_str());
  else
    std::fprintf(stderr, "fsdp-run: error: %s\n", message.c_str());
  std::fflush(stderr);
  if (worldSize_ > 1)
    abortAllRanks(kExitTimeout);
  std::_Exit(kExitTimeout);
}

} // namespace fsdpc::run
