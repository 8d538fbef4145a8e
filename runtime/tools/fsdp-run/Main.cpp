//===- Main.cpp - fsdp-run: run a compiled training step ------------------===//
//
//   [mpirun -np N] fsdp-run step.fsdpx [--entry train_step] [--init ...]
//       [--seed S] [--data D] [--steps K] [--report R.json]
//       [--trace T.json] [--save DIR] [--save-every S DIR] [--resume DIR]
//       [--timeout SECONDS] [--check-finite] [--quiet]
//       [--device cpu|cuda] [--gpu N] [--no-graphs] [--no-gemm-pointer-arrays]
//
// Loads the executable, joins the world (MPI under a launcher), sets the
// initial state, runs K steps feeding each rank its slice of the batches,
// prints the losses (rank 0), and writes the report, the trace and a sharded
// checkpoint. docs/runtime.md ("fsdp-run") describes every option and file.
//
//===----------------------------------------------------------------------===//

#include "Batches.h"
#include "Destinations.h"
#include "Fatal.h"
#include "InitialState.h"
#include "Options.h"
#include "Progress.h"
#include "Reports.h"
#include "SaveCheckpoint.h"
#include "Scalars.h"
#include "Watchdog.h"
#include "World.h"

#include "fsdpc/runtime/Checkpoint.h"
#include "fsdpc/runtime/CudaDevice.h"
#include "fsdpc/runtime/Gemm.h"

#include <algorithm>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sys/stat.h>
#include <thread>

using namespace fsdpc;
using namespace fsdpc::run;
using namespace fsdpc::runtime;

namespace {

bool isDirectory(const std::string &path) {
  struct stat st;
  return ::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

size_t findEntry(const Executable &exe, const std::string &name,
                 const std::string &path) {
  int64_t index = exe.findEntry(name);
  if (index >= 0)
    return size_t(index);
  std::string names;
  for (size_t e = 0; e < exe.numEntries(); ++e)
    names += (e ? ", " : "") + exe.entry(e).name()->str();
  fatal(kExitBadInput, path + " has no entry \"" + name +
                           "\" (entries: " + names + "); choose with --entry");
}

unsigned kernelThreads(const Options &options) {
  if (options.threads)
    return options.threads;
  unsigned host = std::max(1u, std::thread::hardware_concurrency());
  return unsigned(std::max<int64_t>(1, int64_t(host) / ranksOnThisHost()));
}

int64_t envInt(const char *name, int64_t otherwise) {
  const char *value = std::getenv(name);
  return value && *value ? std::atoll(value) : otherwise;
}

/// Without --device: where the executable's kernels run (a program
/// compiled with --target cuda carries PTX), decided before the world is
/// joined since it decides the world (MPI or NCCL). A file that does not
/// load ends this rank here: a rank guessing another device would wait in
/// another world than the rest (mpirun ends them all).
std::string deviceOfKernels(const std::string &path) {
  std::shared_ptr<const Executable> exe =
      check(Executable::loadFile(path), kExitBadInput);
  return exe->root().library_format() == fsdpx::LibraryFormat::ptx ? "cuda"
                                                                   : "cpu";
}

/// The --device: the host with its thread pool, or a GPU (the local rank's
/// unless --gpu names one).
std::unique_ptr<Device> createDevice(const Options &options) {
  if (options.device == "cuda") {
    CudaDeviceOptions cuda;
    cuda.ordinal = int(options.gpu >= 0 ? options.gpu : localRank());
    cuda.useGraphs = options.graphs;
    cuda.gemmPointerArrays = options.gemmPointerArrays;
    Expected<std::unique_ptr<Device>> device = createCudaDevice(cuda);
    if (!device)
      fatal(kExitRunFailed, "--device cuda: " + device.status().message());
    return device.take();
  }
  CpuDeviceOptions cpu;
  cpu.numThreads = kernelThreads(options);
  return createCpuDevice(cpu);
}

/// The checkpoint after `step` steps into `dir`; into --save-every's DIR it
/// is one of its checkpoints, so --keep-last prunes them (rank 0; a failure
/// to remove an old one is said, not fatal: nothing is lost).
void saveInto(Session &session, const Options &options, const std::string &dir,
              int64_t step) {
  check(saveCheckpoint(session, dir, step), kExitRunFailed);
  if (options.keepLast == 0 || dir != options.saveEveryDir ||
      session.rank() != 0)
    return;
  Status pruned = pruneCheckpoints(dir, step, options.keepLast);
  if (!pruned.isOk())
    std::fprintf(stderr, "fsdp-run: warning: %s\n", pruned.message().c_str());
}

/// Whether `count` elements of `dtype` at `bits` are all finite.
bool allFinite(DType dtype, const uint8_t *bits, size_t count) {
  for (size_t i = 0; i < count; ++i) {
    switch (dtype) {
    case DType::f32: {
      float v;
      std::memcpy(&v, bits + 4 * i, 4);
      if (!std::isfinite(v))
        return false;
      break;
    }
    case DType::f64: {
      double v;
      std::memcpy(&v, bits + 8 * i, 8);
      if (!std::isfinite(v))
        return false;
      break;
    }
    case DType::bf16:
    case DType::f16: {
      uint16_t v;
      std::memcpy(&v, bits + 2 * i, 2);
      // All-ones exponent: Inf or NaN.
      uint16_t mask = dtype == DType::bf16 ? 0x7f80 : 0x7c00;
      if ((v & mask) == mask)
        return false;
      break;
    }
    default:
      return true; // integers are always finite
    }
  }
  return true;
}

/// --check-finite: the scalar outputs, then every state slot.
void checkFinite(Session &session, size_t entry,
                 const std::vector<uint32_t> &scalars, int64_t step) {
  const Executable &exe = session.executable();
  auto fail = [&](const std::string &path) {
    fatal(kExitNonFinite,
          "step " + std::to_string(step) + ": non-finite value in " + path);
  };
  for (uint32_t i : scalars) {
    const fsdpx::TensorSpec &spec = *exe.entry(entry).outputs()->Get(i)->spec();
    uint8_t bits[8] = {};
    check(session.getOutput(entry, i, bits, dtypeSize(spec.dtype())),
          kExitRunFailed);
    if (!allFinite(spec.dtype(), bits, 1))
      fail(spec.path()->str());
  }
  const auto *slots = exe.root().state();
  std::vector<uint8_t> data;
  for (uint32_t i = 0; slots && i < slots->size(); ++i) {
    const fsdpx::StateSlot *slot = slots->Get(i);
    DType dtype = slot->spec()->dtype();
    data.resize(slot->bytes());
    check(session.getState(i, data.data(), data.size()), kExitRunFailed);
    if (!allFinite(dtype, data.data(), data.size() / dtypeSize(dtype)))
      fail(slot->spec()->path()->str());
  }
}

/// Joins the world: for --device cuda NCCL, bootstrapped through MPI or
/// FSDPC_STORE, on the GPU the device will use; else MPI under a launcher,
/// or a world of one.
std::unique_ptr<Communicator> joinWorldFor(const Options &options) {
  return check(
      options.device == "cuda"
          ? joinCudaWorld(int(options.gpu >= 0 ? options.gpu : localRank()),
                          options.timeout)
          : joinWorld(),
      kExitBadInput);
}

/// Refuses an executable compiled for another number of ranks, saying how
/// to start it.
void checkMeshMatchesWorld(const Executable &exe, const std::string &path,
                           int64_t worldSize) {
  int64_t meshRanks = exe.mesh().worldSize();
  if (meshRanks == worldSize)
    return;
  std::string start = "start it with mpirun -np " + std::to_string(meshRanks);
  fatal(kExitBadInput, path + " is compiled for a mesh of " +
                           std::to_string(meshRanks) + " ranks but " +
                           (worldSize == 1 && meshRanks > 1
                                ? "it runs as one process: " + start
                                : "the world has " + std::to_string(worldSize) +
                                      " ranks: " + start));
}

/// Sets the initial state: --resume's latest checkpoint when it holds one,
/// else --init (a checkpoint directory or global tensors), else the
/// executable's initializers. Returns the step the run starts after.
int64_t setInitialState(Session &session, const Options &options) {
  bool quiet = session.rank() != 0 || options.quiet;
  if (!options.resume.empty()) {
    CheckpointManifest manifest;
    std::string dir =
        check(findCheckpoint(session, options.resume, false, manifest),
              kExitBadInput);
    if (!dir.empty()) {
      check(loadCheckpoint(session, dir, manifest), kExitBadInput);
      if (!quiet)
        std::fprintf(stderr, "fsdp-run: resuming from %s (step %lld)\n",
                     dir.c_str(), static_cast<long long>(manifest.step));
      return manifest.step;
    }
    if (!quiet)
      std::fprintf(stderr,
                   "fsdp-run: %s holds no checkpoint yet: starting afresh\n",
                   options.resume.c_str());
  }
  if (options.init.empty()) {
    check(checkInitializers(session.executable()), kExitBadInput);
    return 0;
  }
  if (!isDirectory(options.init)) {
    check(loadGlobalTensors(session, options.init), kExitBadInput);
    return 0;
  }
  CheckpointManifest manifest;
  std::string dir = check(findCheckpoint(session, options.init, true, manifest),
                          kExitBadInput);
  check(loadCheckpoint(session, dir, manifest), kExitBadInput);
  return manifest.step;
}

/// --steps, else every batch left after `firstStep` (one step without
/// data).
int64_t stepsToRun(const Options &options, const Batches &batches,
                   int64_t firstStep) {
  if (options.steps >= 0)
    return options.steps;
  return batches.count() >= 0
             ? std::max<int64_t>(0, batches.count() - firstStep)
             : 1;
}

/// The ranks agree that each has a batch for `step` ({lowest rank without
/// one, whether any rank has one}), or the run stops naming that rank.
void agreeEveryRankHasABatch(Session &session, int64_t step, bool have) {
  int64_t rank = session.rank();
  int64_t flags[2] = {have ? INT64_MAX : rank, have ? 0 : 1};
  check(session.communicator().allReduceWorld(flags, 2, fsdpx::Reduction::min),
        kExitRunFailed);
  if (flags[0] != INT64_MAX)
    fatal(kExitBadInput,
          "rank " + std::to_string(flags[0]) + " has no batch for step " +
              std::to_string(step + 1) +
              (flags[1] == 0 ? " while other ranks have one" : ""));
}

/// The steps of a run and what they record: timings for the report, traced
/// steps, the last checkpoint --save-every wrote.
class StepLoop {
public:
  /// What the run recorded: step times, the traced steps' timings, the step
  /// --save-every last saved after (-1: none).
  RunSummary summary;
  std::vector<std::pair<int64_t, RunTiming>> traced;
  int64_t lastSaved = -1;

  StepLoop(Session &session, const Options &options, size_t entry,
           Watchdog *watchdog, int64_t firstStep)
      : session(session), options(options), entry(entry), watchdog(watchdog),
        scalars(scalarOutputs(session.executable(), entry)),
        printing(session.rank() == 0 && !options.quiet),
        // On a device that computes asynchronously (CUDA) steps are timed
        // whole, on the host (run() returns once the device is idle): a
        // replayed CUDA graph has no events between its operations, and
        // eager steps would pay two event records per instruction that a
        // plain launch does not. Only traced steps and, for --report, the
        // last step are timed per instruction (eagerly): the last is warm
        // when more than one runs, while the first also pays for loading
        // kernels and planning GEMMs.
        wholeStepTiming(session.device().asynchronousCompute()),
        reporting(session.rank() == 0 && !options.report.empty()),
        instructionsPerStep(session.executable().issueOrder(entry).size()) {
    summary.executablePath = options.executable;
    summary.entry = entry;
    summary.firstStep = firstStep;
  }

  /// Runs steps firstStep + 1 .. firstStep + `steps`. `available`: the
  /// batches this rank has (-1: any number); `stopAt`: a step this rank
  /// stops itself at (a test hook, -1: none).
  void run(Batches &batches, int64_t steps, int64_t available, int64_t stopAt) {
    Progress progress(steps, printing);
    for (int64_t k = 0; k < steps; ++k) {
      int64_t step = summary.firstStep + k; // 0-based from training's start
      if (session.worldSize() > 1) {
        if (watchdog)
          watchdog->setStep(step + 1);
        agreeEveryRankHasABatch(session, step,
                                available < 0 || step < available);
      }
      if (step + 1 == stopAt)
        std::raise(SIGSTOP);
      check(batches.feed(session, step), kExitRunFailed);
      int64_t stepNs = runStep(step, /*last=*/k + 1 == steps);
      printAndCheckStep(step);
      progress.update(k + 1, double(stepNs) * 1e-9);
      if (options.saveEvery > 0 && (step + 1) % options.saveEvery == 0) {
        saveInto(session, options, options.saveEveryDir, step + 1);
        lastSaved = step + 1;
      }
    }
  }

private:
  /// Runs the step and records its time, per instruction where asked.
  int64_t runStep(int64_t step, bool last) {
    if (watchdog)
      watchdog->beginStep(step + 1);
    bool tracing = !options.trace.empty() && (options.traceAll || last);
    bool perInstruction = !wholeStepTiming || tracing || (reporting && last);
    session.setTimingEnabled(perInstruction);
    int64_t runStartNs = steadyNowNs();
    check(session.run(entry).withContext("step " + std::to_string(step + 1)),
          kExitRunFailed);
    int64_t stepNs = steadyNowNs() - runStartNs;
    for (const std::string &note : session.takeNotes())
      std::fprintf(stderr, "fsdp-run: warning: step %lld: %s\n",
                   (long long)(step + 1), note.c_str());
    if (watchdog)
      watchdog->endStep();
    if (!perInstruction) {
      summary.samples.push_back(
          {step + 1, stepNs, 0, 0, instructionsPerStep, false});
      return stepNs;
    }
    const RunTiming &timing = *session.lastTiming();
    summary.samples.push_back({step + 1, timing.stepNs(), timing.computeNs,
                               timing.hostOverheadNs,
                               timing.instructions.size(), true});
    if (tracing)
      traced.emplace_back(step + 1, timing);
    return timing.stepNs();
  }

  /// The step's scalars (rank 0), and --check-finite.
  void printAndCheckStep(int64_t step) {
    if (printing && !scalars.empty()) {
      std::string line =
          check(formatStep(session, entry, scalars, step + 1), kExitRunFailed);
      std::printf("%s\n", line.c_str());
      std::fflush(stdout);
    }
    if (options.checkFinite)
      checkFinite(session, entry, scalars, step + 1);
  }

  Session &session;
  const Options &options;
  size_t entry;
  Watchdog *watchdog; // null when not watching
  std::vector<uint32_t> scalars;
  bool printing, wholeStepTiming, reporting;
  size_t instructionsPerStep;
};

} // namespace

int main(int argc, char **argv) {
  // First of all: a restart must come before the world is joined.
  reexecWithBetterGemmCore(argv);
  Expected<Options> parsed = parseOptions(argc, argv);
  if (!parsed) {
    std::fprintf(stderr, "fsdp-run: error: %s\n%s",
                 parsed.status().message().c_str(), usage());
    return kExitBadInput;
  }
  Options options = parsed.take();
  if (options.help) {
    std::fputs(usage(), stdout);
    return 0;
  }
  if (options.device.empty())
    options.device = deviceOfKernels(options.executable);

  // Join the world first: from here on a failure aborts every rank.
  std::unique_ptr<Communicator> world = joinWorldFor(options);
  int64_t rank = world->rank(), worldSize = world->worldSize();
  setFatalRank(rank, worldSize);
  Watchdog watchdog(options.timeout);
  bool watching = options.timeout > 0 && worldSize > 1;
  if (watching)
    world = watchdog.wrap(std::move(world));
  std::shared_ptr<const Executable> exe =
      check(Executable::loadFile(options.executable), kExitBadInput);
  size_t entry = findEntry(*exe, options.entry, options.executable);
  checkMeshMatchesWorld(*exe, options.executable, worldSize);
  check(checkDestinations(options, rank), kExitBadInput);
  // Before the device is created: a missing initializer is the user's.
  if (options.init.empty() && options.resume.empty())
    check(checkInitializers(*exe), kExitBadInput);

  std::unique_ptr<Session> session =
      check(Session::create(exe, createDevice(options), std::move(world),
                            options.seed),
            kExitRunFailed);
  if (watching) {
    watchdog.nameCollectives(*exe, entry);
    watchdog.start();
  }
  int64_t firstStep = setInitialState(*session, options);
  Batches batches =
      check(Batches::load(options.data, *exe, entry, rank), kExitBadInput);
  int64_t steps = stepsToRun(options, batches, firstStep);
  check(batches.checkSteps(firstStep, steps), kExitBadInput);
  // Test-only hooks (docs/runtime.md, "Watchdog"): rank 1 sees fewer
  // batches, or stops itself at a step.
  int64_t available = batches.count() < 0 ? -1 : batches.count();
  if (rank == 1)
    available = envInt("FSDP_RUN_TEST_RANK1_BATCHES", available);
  int64_t stopAt = rank == 1 ? envInt("FSDP_RUN_TEST_STOP_AT_STEP", -1) : -1;

  StepLoop loop(*session, options, entry, watching ? &watchdog : nullptr,
                firstStep);
  loop.run(batches, steps, available, stopAt);

  if (!options.save.empty() && !(options.save == options.saveEveryDir &&
                                 loop.lastSaved == firstStep + steps))
    saveInto(*session, options, options.save, firstStep + steps);
  if (rank == 0 && !options.report.empty())
    check(writeReport(options.report, *session, loop.summary), kExitRunFailed);
  if (rank == 0 && !options.trace.empty())
    check(writeTrace(options.trace, *session, loop.traced), kExitRunFailed);
  return 0;
}
