//===- Main.cpp - fsdp-run: run a compiled training step ------------------===//
//
//   [mpirun -np N] fsdp-run step.fsdpx [--entry train_step] [--init ...]
//       [--seed S] [--data D] [--steps K] [--report R.json]
//       [--trace T.json] [--save DIR] [--quiet]
//
// Loads the executable, joins the world (MPI under a launcher), sets the
// initial state, runs K steps feeding each rank its slice of the batches,
// prints the losses (rank 0), and writes the report, the trace and a sharded
// checkpoint. docs/runtime.md ("fsdp-run") describes every option and file.
//
//===----------------------------------------------------------------------===//

#include "Batches.h"
#include "Fatal.h"
#include "InitialState.h"
#include "Options.h"
#include "Progress.h"
#include "Reports.h"
#include "SaveCheckpoint.h"
#include "Scalars.h"
#include "World.h"

#include <algorithm>
#include <cstdio>
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

} // namespace

int main(int argc, char **argv) {
  Expected<Options> parsed = parseOptions(argc, argv);
  if (!parsed) {
    std::fprintf(stderr, "fsdp-run: error: %s\n%s",
                 parsed.status().message().c_str(), usage());
    return kExitBadInput;
  }
  const Options options = parsed.take();
  if (options.help) {
    std::fputs(usage(), stdout);
    return 0;
  }

  // Join the world first: from here on a failure aborts every rank.
  std::unique_ptr<Communicator> world = check(joinWorld(), kExitBadInput);
  int64_t rank = world->rank(), worldSize = world->worldSize();
  setFatalRank(rank, worldSize);
  std::shared_ptr<const Executable> exe =
      check(Executable::loadFile(options.executable), kExitBadInput);
  size_t entry = findEntry(*exe, options.entry, options.executable);
  int64_t meshRanks = exe->mesh().worldSize();
  if (meshRanks != worldSize)
    fatal(kExitBadInput,
          options.executable + " is compiled for a mesh of " +
              std::to_string(meshRanks) + " ranks but " +
              (worldSize == 1 && meshRanks > 1
                   ? std::string("it runs as one process: start it with "
                                 "mpirun -np ") +
                         std::to_string(meshRanks)
                   : "the world has " + std::to_string(worldSize) +
                         " ranks: start it with mpirun -np " +
                         std::to_string(meshRanks)));
  if (options.init.empty())
    check(checkInitializers(*exe), kExitBadInput);

  CpuDeviceOptions deviceOptions;
  deviceOptions.numThreads = kernelThreads(options);
  std::unique_ptr<Session> session =
      check(Session::create(exe, createCpuDevice(deviceOptions),
                            std::move(world), options.seed),
            kExitRunFailed);
  int64_t firstStep = 0;
  if (!options.init.empty()) {
    if (isDirectory(options.init))
      check(loadCheckpoint(*session, options.init, firstStep), kExitBadInput);
    else
      check(loadGlobalTensors(*session, options.init), kExitBadInput);
  }
  Batches batches =
      check(Batches::load(options.data, *exe, entry, rank), kExitBadInput);
  int64_t steps = options.steps;
  if (steps < 0)
    steps = batches.count() >= 0
                ? std::max<int64_t>(0, batches.count() - firstStep)
                : 1;
  check(batches.checkSteps(firstStep, steps), kExitBadInput);

  std::vector<uint32_t> scalars = scalarOutputs(*exe, entry);
  bool printing = rank == 0 && !options.quiet;
  RunSummary summary;
  summary.executablePath = options.executable;
  summary.entry = entry;
  summary.firstStep = firstStep;
  std::vector<std::pair<int64_t, RunTiming>> traced;
  {
    Progress progress(steps, printing);
    for (int64_t k = 0; k < steps; ++k) {
      int64_t step = firstStep + k; // 0-based from the start of training
      check(batches.feed(*session, step), kExitRunFailed);
      check(session->run(entry).withContext("step " + std::to_string(step + 1)),
            kExitRunFailed);
      const RunTiming &timing = *session->lastTiming();
      summary.samples.push_back({step + 1, timing.stepNs(), timing.computeNs,
                                 timing.hostOverheadNs,
                                 timing.instructions.size()});
      if (!options.trace.empty() && (options.traceAll || k + 1 == steps))
        traced.emplace_back(step + 1, timing);
      if (printing && !scalars.empty()) {
        std::string line = check(formatStep(*session, entry, scalars, step + 1),
                                 kExitRunFailed);
        std::printf("%s\n", line.c_str());
        std::fflush(stdout);
      }
      progress.update(k + 1, double(timing.stepNs()) * 1e-9);
    }
  }

  if (!options.save.empty())
    check(saveCheckpoint(*session, options.save, firstStep + steps),
          kExitRunFailed);
  if (rank == 0 && !options.report.empty())
    check(writeReport(options.report, *session, summary), kExitRunFailed);
  if (rank == 0 && !options.trace.empty())
    check(writeTrace(options.trace, *session, traced), kExitRunFailed);
  return 0;
}
