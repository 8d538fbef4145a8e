//===- SessionTest.cpp - running entries on the CPU device ----------------===//

#include "TestProgram.h"

#include "fsdpc/runtime/JsonReader.h"
#include "fsdpc/runtime/Session.h"
#include "fsdpc/runtime/ThreadPool.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <set>

using namespace fsdpc::runtime;
using namespace fsdpc::runtime::test;

namespace {

std::unique_ptr<Session> makeSession(std::vector<uint8_t> bytes,
                                     std::unique_ptr<Communicator> comm,
                                     uint64_t seed = 3) {
  auto exe = Executable::load(std::move(bytes));
  EXPECT_TRUE(exe.isOk()) << exe.status().message();
  if (!exe)
    return nullptr;
  CpuDeviceOptions options;
  options.numThreads = 3;
  auto session = Session::create(exe.take(), createCpuDevice(options),
                                 std::move(comm), seed);
  EXPECT_TRUE(session.isOk()) << session.status().message();
  return session ? session.take() : nullptr;
}

/// A communicator whose all-gathers fail, to see errors surface.
class FailingCommunicator final : public Communicator {
public:
  const char *name() const override { return "failing"; }
  int64_t rank() const override { return 0; }
  int64_t worldSize() const override { return 1; }
  Status connect(const MeshShape &, const std::vector<std::vector<uint32_t>> &,
                 uint64_t) override {
    return Status::ok();
  }
  Status allGather(unsigned, const void *, void *, uint64_t, void *) override {
    return unavailable("link down");
  }
  Status reduceScatter(unsigned, const void *, void *, uint64_t, DType,
                       Reduction, void *) override {
    return Status::ok();
  }
  Status allReduce(unsigned, const void *, void *, uint64_t, DType, Reduction,
                   void *) override {
    return Status::ok();
  }
};

/// Rank `rank` of `world` without collectives: enough for an entry that
/// only computes, to see rank-dependent behaviour in one process.
class FixedRankCommunicator final : public Communicator {
public:
  FixedRankCommunicator(int64_t rank, int64_t world)
      : rank_(rank), world_(world) {}
  const char *name() const override { return "fixed-rank"; }
  int64_t rank() const override { return rank_; }
  int64_t worldSize() const override { return world_; }
  Status connect(const MeshShape &, const std::vector<std::vector<uint32_t>> &,
                 uint64_t) override {
    return Status::ok();
  }
  Status allGather(unsigned, const void *, void *, uint64_t, void *) override {
    return unimplemented("no collectives");
  }
  Status reduceScatter(unsigned, const void *, void *, uint64_t, DType,
                       Reduction, void *) override {
    return unimplemented("no collectives");
  }
  Status allReduce(unsigned, const void *, void *, uint64_t, DType, Reduction,
                   void *) override {
    return unimplemented("no collectives");
  }

private:
  int64_t rank_, world_;
};

/// Mesh dp=2 x tp=3; one entry whose kernel copies the rank buffer (i64
/// [2]) into the output "coords".
std::unique_ptr<fsdpc::fsdpx::ExecutableT> buildCoordsProgram() {
  using namespace fsdpc::fsdpx;
  auto exe = std::make_unique<ExecutableT>();
  exe->format_version = kFormatVersion;
  exe->mesh = std::make_unique<MeshT>();
  for (auto [name, size] : {std::pair{"dp", 2}, std::pair{"tp", 3}}) {
    auto axis = std::make_unique<MeshAxisT>();
    axis->name = name;
    axis->size = size;
    exe->mesh->axes.push_back(std::move(axis));
  }
  auto entry = std::make_unique<EntryT>();
  entry->name = "coords";
  entry->queues.push_back(std::make_unique<QueueT>());
  entry->streams.push_back(std::make_unique<StreamT>());
  for (uint64_t offset : {0, 256}) {
    auto buffer = std::make_unique<BufferT>();
    buffer->offset = offset;
    buffer->bytes = 16;
    buffer->dtype = DType::i64;
    buffer->shape = {2};
    buffer->name = offset ? "out" : "rank";
    entry->buffers.push_back(std::move(buffer));
  }
  entry->arena_bytes = 512;
  entry->rank_buffer = 0;
  KernelLaunchT launch;
  launch.kernel = 0;
  launch.operands = {1, 0};
  launch.range_end = 2;
  auto instr = std::make_unique<InstructionT>();
  instr->op.Set(launch);
  entry->streams[0]->instructions.push_back(std::move(instr));
  auto output = std::make_unique<OutputT>();
  output->spec = std::make_unique<TensorSpecT>();
  output->spec->path = "coords";
  output->spec->dtype = DType::i64;
  output->spec->global_shape = {2};
  output->spec->local_shape = {2};
  output->buffer = 1;
  entry->outputs.push_back(std::move(output));
  exe->entries.push_back(std::move(entry));
  exe->library_format = LibraryFormat::elf_shared_object;
  exe->library = kernelLibrary();
  auto kernel = std::make_unique<KernelT>();
  kernel->symbol = "copy_i64";
  exe->kernels.push_back(std::move(kernel));
  return exe;
}

/// Runs the SGD program's train step once on its batch; its timing (null
/// when the run failed, which the callers' assertions then report).
const RunTiming *runSgdStep(Session &session) {
  std::vector<float> batch = sgdBatch();
  if (!session.setInput(0, 1, batch.data(), batch.size() * 4).isOk() ||
      !session.run(0).isOk())
    return nullptr;
  return session.lastTiming();
}

/// One train_step of the SGD program (seed 3, one rank) matches the
/// reference, and eval_step, which shares the state, sees the updated W.
void expectTrainThenEval(Session &session) {
  std::vector<float> batch = sgdBatch();
  ASSERT_TRUE(session.setInput(0, 1, batch.data(), batch.size() * 4).isOk());
  Status status = session.run(0);
  ASSERT_TRUE(status.isOk()) << status.message();
  std::vector<float> w(size_t(kRows * kCols));
  ASSERT_TRUE(session.getState(0, w.data(), w.size() * 4).isOk());
  std::vector<float> expected = sgdReference(3, 1);
  for (size_t i = 0; i < w.size(); ++i)
    EXPECT_NEAR(w[i], expected[i], 1e-6) << i;
  ASSERT_TRUE(session.setInput(1, 1, batch.data(), batch.size() * 4).isOk());
  ASSERT_TRUE(session.run(1).isOk());
  std::vector<float> y(size_t(kBatch * kCols));
  ASSERT_TRUE(session.getOutput(1, 0, y.data(), y.size() * 4).isOk());
  float y0 = 0;
  for (int64_t l = 0; l < kRows; ++l)
    y0 += batch[size_t(l)] * expected[size_t(l * kCols)];
  EXPECT_NEAR(y[0], y0, 1e-5);
}

} // namespace

TEST(Session, RankBufferHoldsMeshCoordinates) {
  for (int64_t rank : {0, 4, 5}) {
    auto session =
        makeSession(pack(*buildCoordsProgram()),
                    std::make_unique<FixedRankCommunicator>(rank, 6));
    ASSERT_TRUE(session);
    int64_t coords[2] = {-7, -7};
    Status status = session->run(0);
    ASSERT_TRUE(status.isOk()) << status.message();
    ASSERT_TRUE(session->getOutput(0, 0, coords, sizeof(coords)).isOk());
    EXPECT_EQ(coords[0], rank / 3);
    EXPECT_EQ(coords[1], rank % 3);
  }
}

TEST(Session, RankBufferIsValidated) {
  auto check = [](auto mutate, const char *expected) {
    auto exe = buildCoordsProgram();
    mutate(*exe->entries[0]);
    auto loaded = Executable::load(pack(*exe));
    ASSERT_FALSE(loaded.isOk()) << expected;
    EXPECT_EQ(loaded.status().code(), Code::DataLoss);
    EXPECT_NE(loaded.status().message().find(expected), std::string::npos)
        << loaded.status().message();
  };
  using fsdpc::fsdpx::EntryT;
  check([](EntryT &e) { e.rank_buffer = 2; }, "rank buffer 2 does not exist");
  check([](EntryT &e) { e.rank_buffer = -2; }, "rank buffer: index -2");
  check(
      [](EntryT &e) {
        e.buffers[0]->dtype = fsdpc::fsdpx::DType::f64;
        e.buffers[0]->bytes = 16;
      },
      "must be i64 of shape [2]");
  check(
      [](EntryT &e) {
        e.buffers[0]->shape = {1};
        e.buffers[0]->bytes = 8;
      },
      "must be i64 of shape [2]");
}

TEST(Session, TimingCoversEveryInstruction) {
  auto session =
      makeSession(pack(*buildSgdProgram(1)), createLocalCommunicator());
  ASSERT_TRUE(session);
  EXPECT_EQ(session->lastTiming(), nullptr);
  const RunTiming *timing = runSgdStep(*session);
  ASSERT_NE(timing, nullptr);
  const Executable &exe = session->executable();
  // Every issued instruction, then the donation of params/w.
  ASSERT_EQ(timing->instructions.size(), exe.issueOrder(0).size() + 1);
  EXPECT_EQ(timing->instructions.back().kind, InstrKind::StateCopy);
  int64_t compute = 0;
  std::set<std::string> names;
  for (const InstructionTiming &t : timing->instructions) {
    EXPECT_GT(t.span.endNs, 0);
    EXPECT_LE(t.span.startNs, t.span.endNs);
    EXPECT_GE(t.span.startNs, timing->startNs);
    EXPECT_LE(t.span.endNs, timing->endNs);
    if (t.queue == 0 && isComputeWork(t.kind))
      compute += t.span.endNs - t.span.startNs;
    if (t.kind == InstrKind::Collective)
      EXPECT_EQ(t.queue, 1u);
    names.insert(instructionName(exe, 0, t));
  }
  EXPECT_EQ(timing->computeNs, compute);
  EXPECT_EQ(timing->exposedCommNs(), timing->stepNs() - compute);
  EXPECT_GE(timing->hostOverheadNs, 0.0);
  for (const char *name :
       {"sgd_update", "gemm y", "gemm dw", "copy w_new", "all_gather w_full",
        "reduce_scatter dw_shard", "record 0", "wait 3", "state params/w"})
    EXPECT_TRUE(names.count(name)) << name;
  auto json = parseJson(runTimingJson(exe, *timing));
  ASSERT_TRUE(json.isOk()) << json.status().message();
  for (const char *key : {"entry", "step_ns", "compute_ns", "exposed_comm_ns",
                          "host_overhead_ns", "instructions"})
    EXPECT_NE(json->find(key), nullptr) << key;
  // Off: nothing recorded, the run still works.
  session->setTimingEnabled(false);
  ASSERT_TRUE(session->run(0).isOk());
  EXPECT_EQ(session->lastTiming(), nullptr);
}

TEST(Session, TimingReportsTheCompilersPredictionBesideTheMeasurement) {
  auto program = buildSgdProgram(1);
  // The forward GEMM as fsdp-translate writes it for a priced op.
  fsdpc::fsdpx::InstructionT &gemm =
      *program->entries[0]->streams[0]->instructions[2];
  ASSERT_NE(gemm.op.AsGemm(), nullptr);
  gemm.predicted_s = 1.5e-3;
  gemm.label = "matmul at model.py:3";
  auto session = makeSession(pack(*program), createLocalCommunicator());
  ASSERT_TRUE(session);
  const RunTiming *timing = runSgdStep(*session);
  ASSERT_NE(timing, nullptr);
  const Executable &exe = session->executable();
  auto json = parseJson(runTimingJson(exe, *timing));
  ASSERT_TRUE(json.isOk()) << json.status().message();
  const JsonValue *instructions = json->find("instructions");
  ASSERT_NE(instructions, nullptr);
  ASSERT_EQ(instructions->elements.size(), timing->instructions.size());
  int predicted = 0;
  for (size_t i = 0; i < timing->instructions.size(); ++i) {
    const InstructionTiming &t = timing->instructions[i];
    const JsonValue &object = instructions->elements[i];
    InstructionOrigin origin = instructionOrigin(exe, 0, t);
    bool isGemm = t.kind == InstrKind::Gemm && t.index == 2;
    EXPECT_EQ(origin.predictedSeconds, isGemm ? 1.5e-3 : -1.0);
    EXPECT_EQ(origin.label, isGemm ? "matmul at model.py:3" : "");
    const JsonValue *ns = object.find("predicted_ns");
    const JsonValue *label = object.find("label");
    EXPECT_EQ(ns != nullptr, isGemm);
    EXPECT_EQ(label != nullptr, isGemm);
    if (ns && label) {
      EXPECT_DOUBLE_EQ(ns->number, 1.5e6);
      EXPECT_EQ(label->string, "matmul at model.py:3");
      ++predicted;
    }
  }
  EXPECT_EQ(predicted, 1);
}

TEST(Session, TrainStepMatchesReference) {
  auto session =
      makeSession(pack(*buildSgdProgram(1)), createLocalCommunicator());
  ASSERT_TRUE(session);
  // The initial state is normal(0.02) from the seed.
  std::vector<float> w(size_t(kRows * kCols));
  ASSERT_TRUE(session->getState(0, w.data(), w.size() * 4).isOk());
  EXPECT_EQ(w, initialW(3));
  expectTrainThenEval(*session);
  // The arena and the threads are accounted for.
  const MemoryStats &memory = session->device().memory();
  EXPECT_GE(memory.current(MemoryKind::Arena),
            session->executable().arenaBytes());
  EXPECT_GT(memory.current(MemoryKind::ThreadStacks), 0u);
  EXPECT_GT(memory.current(MemoryKind::Kernels), 0u);
}

// fsdp-translate plans an update that its kernel writes over the state it
// updates in the state slot itself (findInPlaceUpdates): the kernel reads
// and writes one buffer, the output is the slot, and the runtime copies
// nothing after the streams.
TEST(Session, AnUpdatePlannedInItsSlotIsNotCopied) {
  auto program = buildSgdProgram(1);
  fsdpc::fsdpx::EntryT &train = *program->entries[0];
  ASSERT_EQ(train.inputs[0]->state, 0);
  uint32_t w = train.inputs[0]->buffer;
  auto &instructions = train.streams[0]->instructions;
  auto copy = std::find_if(instructions.begin(), instructions.end(),
                           [](const auto &i) { return i->op.AsCopy(); });
  ASSERT_NE(copy, instructions.end());
  instructions.erase(copy);
  for (auto &instruction : instructions)
    if (auto *launch = instruction->op.AsKernelLaunch())
      launch->operands[0] = w;
  for (auto &output : train.outputs)
    if (output->state == 0)
      output->buffer = w;
  auto session = makeSession(pack(*program), createLocalCommunicator());
  ASSERT_TRUE(session);
  const RunTiming *timing = runSgdStep(*session);
  ASSERT_NE(timing, nullptr);
  for (const InstructionTiming &t : timing->instructions)
    EXPECT_NE(t.kind, InstrKind::StateCopy);
  std::vector<float> state(size_t(kRows * kCols));
  ASSERT_TRUE(session->getState(0, state.data(), state.size() * 4).isOk());
  std::vector<float> expected = sgdReference(3, 1);
  for (size_t i = 0; i < state.size(); ++i)
    EXPECT_NEAR(state[i], expected[i], 1e-6) << i;
}

TEST(Session, GemmOuterLoopsSumSplitsOfK) {
  // eval_step's y[3, 4] = x[3, 10] W[10, 4] issued as two column halves (the
  // library batch, interleaved in y) for each of two halves of K summed into
  // the same y (an outer loop with stride_c 0: the second call adds).
  auto exe = buildSgdProgram(1);
  for (auto &instr : exe->entries[1]->streams[0]->instructions)
    if (fsdpc::fsdpx::GemmT *gemm = instr->op.AsGemm()) {
      gemm->n = kCols / 2;
      gemm->batch = 2;
      gemm->stride_b = gemm->stride_c = kCols / 2;
      gemm->k = kRows / 2;
      gemm->outer.emplace_back(2, kRows / 2, kRows / 2 * kCols, 0);
    }
  auto whole =
      makeSession(pack(*buildSgdProgram(1)), createLocalCommunicator());
  auto split = makeSession(pack(*exe), createLocalCommunicator());
  ASSERT_TRUE(whole && split);
  std::vector<float> batch = sgdBatch();
  std::vector<float> expected(size_t(kBatch * kCols)), y(expected.size());
  for (auto [session, out] :
       {std::pair{whole.get(), &expected}, std::pair{split.get(), &y}}) {
    ASSERT_TRUE(session->setInput(1, 1, batch.data(), batch.size() * 4).isOk());
    Status status = session->run(1);
    ASSERT_TRUE(status.isOk()) << status.message();
    ASSERT_TRUE(session->getOutput(1, 0, out->data(), out->size() * 4).isOk());
  }
  for (size_t i = 0; i < y.size(); ++i)
    EXPECT_NEAR(y[i], expected[i], 1e-6) << i;
}

TEST(Session, QueueErrorsSurfaceWithoutHanging) {
  auto session = makeSession(pack(*buildSgdProgram(1)),
                             std::make_unique<FailingCommunicator>());
  ASSERT_TRUE(session);
  for (int attempt = 0; attempt < 2; ++attempt) {
    Status status = session->run(0);
    EXPECT_EQ(status.code(), Code::Unavailable);
    EXPECT_NE(status.message().find("link down"), std::string::npos);
    EXPECT_NE(status.message().find("train_step"), std::string::npos);
  }
}

TEST(Session, ThreadPoolCoversTheRangeOnce) {
  for (unsigned threads : {1u, 2u, 5u}) {
    ThreadPool pool(threads);
    for (int64_t length : {0, 1, 3, 100}) {
      std::vector<std::atomic<int>> hits(size_t(length + 5));
      pool.parallelFor(5, 5 + length, [&](int64_t b, int64_t e) {
        for (int64_t i = b; i < e; ++i)
          hits[size_t(i)]++;
      });
      for (int64_t i = 0; i < 5 + length; ++i)
        EXPECT_EQ(hits[size_t(i)].load(), i >= 5 ? 1 : 0);
    }
  }
}

namespace {

/// The CPU device, counting what the session asks of it, and "replaying"
/// every untimed run after the first two the way the CUDA device replays a
/// captured graph: by doing nothing but report it did.
class ReplayingDevice final : public Device {
public:
  ReplayingDevice() : inner_(createCpuDevice({2})) {}
  const char *name() const override { return "replaying"; }
  Status attachCommunicator(Communicator &comm) override {
    ++attached;
    return inner_->attachCommunicator(comm);
  }
  Status allocateArena(uint64_t bytes) override {
    return inner_->allocateArena(bytes);
  }
  uint8_t *arena() override { return inner_->arena(); }
  uint64_t arenaBytes() const override { return inner_->arenaBytes(); }
  Status upload(uint64_t offset, const void *src, uint64_t bytes) override {
    ++uploads;
    return inner_->upload(offset, src, bytes);
  }
  Status download(uint64_t offset, void *dst, uint64_t bytes) override {
    return inner_->download(offset, dst, bytes);
  }
  Status loadKernels(const KernelImage &image) override {
    kernels = image.kernels;
    return inner_->loadKernels(image);
  }
  Status createQueues(unsigned n) override { return inner_->createQueues(n); }
  bool replay(unsigned entry, bool timed) override {
    replayAsked.push_back({entry, timed});
    return replays && !timed && ++untimedRuns > 2;
  }
  /// Run `abandonRun` (counting begun runs) is "recorded" and the recording
  /// fails at its end, as a failed CUDA graph capture: nothing of it runs.
  Status beginRun(unsigned entry, unsigned numEvents) override {
    recording_ = ++begun == abandonRun;
    return recording_ ? Status::ok() : inner_->beginRun(entry, numEvents);
  }
  Status record(unsigned q, unsigned e) override {
    return recording_ ? Status::ok() : inner_->record(q, e);
  }
  Status wait(unsigned q, unsigned e) override {
    return recording_ ? Status::ok() : inner_->wait(q, e);
  }
  Status launchKernel(unsigned q, unsigned k, std::vector<void *> operands,
                      int64_t begin, int64_t end) override {
    ++launches;
    return recording_
               ? Status::ok()
               : inner_->launchKernel(q, k, std::move(operands), begin, end);
  }
  Status gemm(unsigned q, const GemmArgs &args) override {
    return recording_ ? Status::ok() : inner_->gemm(q, args);
  }
  Status copy(unsigned q, void *dst, const void *src, uint64_t n) override {
    return recording_ ? Status::ok() : inner_->copy(q, dst, src, n);
  }
  Status fill(unsigned q, void *dst, uint64_t n, unsigned size,
              uint64_t value) override {
    return recording_ ? Status::ok() : inner_->fill(q, dst, n, size, value);
  }
  Status collective(unsigned q, Communicator &comm,
                    CollectiveArgs args) override {
    return recording_ ? Status::ok()
                      : inner_->collective(q, comm, std::move(args));
  }
  Status endRun() override {
    ++ended;
    if (!std::exchange(recording_, false))
      return inner_->endRun();
    abandoned_ = true;
    return Status(Code::Internal, "capturing the run: not capturable (test)");
  }
  bool takeAbandonedRecording() override {
    return std::exchange(abandoned_, false);
  }

  int attached = 0, uploads = 0, begun = 0, launches = 0, ended = 0;
  int untimedRuns = 0, abandonRun = 0;
  bool replays = true;
  std::vector<std::pair<unsigned, bool>> replayAsked;
  std::vector<KernelInfo> kernels;

private:
  std::unique_ptr<Device> inner_;
  bool recording_ = false, abandoned_ = false;
};

} // namespace

TEST(Session, ARunWhoseRecordingFailedIsIssuedAgain) {
  // Two sessions from the same state: one device fails to record run 2.
  // That run is issued again without recording and said once; the state
  // after three runs is the other session's, bit for bit.
  std::vector<float> batch = sgdBatch();
  std::vector<std::vector<float>> finals;
  for (int abandon : {0, 2}) {
    auto exe = Executable::load(pack(*buildSgdProgram(1)));
    ASSERT_TRUE(exe.isOk()) << exe.status().message();
    auto owned = std::make_unique<ReplayingDevice>();
    ReplayingDevice *device = owned.get();
    device->replays = false;
    device->abandonRun = abandon;
    auto created = Session::create(exe.take(), std::move(owned),
                                   createLocalCommunicator(), 3);
    ASSERT_TRUE(created.isOk()) << created.status().message();
    std::unique_ptr<Session> session = created.take();
    std::vector<std::string> notes;
    for (int run = 1; run <= 3; ++run) {
      ASSERT_TRUE(
          session->setInput(0, 1, batch.data(), batch.size() * 4).isOk());
      Status status = session->run(0);
      ASSERT_TRUE(status.isOk()) << status.message();
      for (std::string &note : session->takeNotes())
        notes.push_back(std::to_string(run) + ": " + note);
    }
    EXPECT_EQ(device->begun, abandon ? 4 : 3);
    ASSERT_EQ(notes.size(), abandon ? 1u : 0u);
    if (abandon)
      EXPECT_EQ(notes[0], "2: running \"train_step\": capturing the run: not "
                          "capturable (test); ran it again without recording "
                          "(and so every later run of it)");
    std::vector<float> state(size_t(kRows * kCols));
    ASSERT_TRUE(session->getState(0, state.data(), state.size() * 4).isOk());
    finals.push_back(state);
  }
  // Four updates (the abandoned run executed as well) would differ.
  EXPECT_EQ(finals[0], finals[1]);
}

TEST(Session, AReplayedRunIssuesNothing) {
  auto program = buildSgdProgram(1);
  program->kernels[0]->gpu_mapping = fsdpc::fsdpx::GpuMapping::block_per_index;
  program->kernels[0]->block_size = 64;
  program->kernels[0]->shared_bytes = 512;
  auto exe = Executable::load(pack(*program));
  ASSERT_TRUE(exe.isOk()) << exe.status().message();
  auto owned = std::make_unique<ReplayingDevice>();
  ReplayingDevice *device = owned.get();
  auto created = Session::create(exe.take(), std::move(owned),
                                 createLocalCommunicator(), 3);
  ASSERT_TRUE(created.isOk()) << created.status().message();
  std::unique_ptr<Session> session = created.take();
  // The kernels' launch contract reaches the device.
  EXPECT_EQ(device->attached, 1);
  ASSERT_EQ(device->kernels.size(), 1u);
  EXPECT_EQ(device->kernels[0].symbol, "sgd_update");
  EXPECT_EQ(device->kernels[0].mapping,
            fsdpc::fsdpx::GpuMapping::block_per_index);
  EXPECT_EQ(device->kernels[0].blockSize, 64u);
  EXPECT_EQ(device->kernels[0].sharedBytes, 512u);

  std::vector<float> batch = sgdBatch();
  session->setTimingEnabled(false);
  for (int run = 1; run <= 4; ++run) {
    ASSERT_TRUE(session->setInput(0, 1, batch.data(), batch.size() * 4).isOk());
    int uploads = device->uploads, launches = device->launches,
        begun = device->begun, ended = device->ended;
    ASSERT_TRUE(session->run(0).isOk());
    bool replayed = run > 2;
    EXPECT_EQ(device->begun - begun, replayed ? 0 : 1) << run;
    EXPECT_EQ(device->launches - launches, replayed ? 0 : 1) << run;
    EXPECT_EQ(device->ended - ended, 1) << run; // always drained
    EXPECT_EQ(device->uploads, uploads) << run; // no rank buffer here
  }
  // Timed runs are never replayed.
  session->setTimingEnabled(true);
  int launches = device->launches;
  ASSERT_TRUE(session->run(0).isOk());
  EXPECT_EQ(device->launches - launches, 1);
  EXPECT_NE(session->lastTiming(), nullptr);
  ASSERT_EQ(device->replayAsked.size(), 5u);
  EXPECT_EQ(device->replayAsked.back(), std::make_pair(0u, true));
}

TEST(Session, TheCpuDeviceRefusesGpuKernels) {
  auto program = buildSgdProgram(1);
  program->library_format = fsdpc::fsdpx::LibraryFormat::ptx;
  program->library = {'/', '/', 0};
  program->target_gpu = "sm_90";
  auto exe = Executable::load(pack(*program));
  ASSERT_TRUE(exe.isOk()) << exe.status().message();
  auto session = Session::create(exe.take(), createCpuDevice({1}),
                                 createLocalCommunicator(), 0);
  ASSERT_FALSE(session.isOk());
  EXPECT_EQ(session.status().code(), Code::Unimplemented);
  EXPECT_NE(session.status().message().find(
                "the program's kernels are ptx for sm_90: run it with "
                "--device cuda"),
            std::string::npos)
      << session.status().message();
}

// The per-member form (every member its own message, no staging; send and
// recv name no buffer) trains to the same state as the packed form.
TEST(Session, PerMemberCollectivesMatchTheReference) {
  auto program = buildSgdProgram(1);
  makePerMember(*program);
  auto session = makeSession(pack(*program), createLocalCommunicator());
  ASSERT_TRUE(session);
  expectTrainThenEval(*session);
}
