//===- FsdpRunTest.cpp - fsdp-run end to end ------------------------------===//
//
// Writes the SGD test program (with a loss) to a temporary .fsdpx, runs the
// fsdp-run binary on it as one process and under mpirun -np 2, and checks
// what it prints and writes: losses against the reference, checkpoint
// save/resume reproducing the same losses exactly, the report and trace, and
// the exit code and message of every class of bad input; then atomic
// --save-every under a killed rank, resharding 4 -> 2/3/1 ranks, the
// watchdog (--timeout) and --check-finite.
//
//===----------------------------------------------------------------------===//

#include "TestProgram.h"

#include "fsdpc/runtime/Checkpoint.h"
#include "fsdpc/runtime/Executable.h"
#include "fsdpc/runtime/Gemm.h"
#include "fsdpc/runtime/JsonReader.h"
#include "fsdpc/runtime/Npy.h"
#include "fsdpc/runtime/Safetensors.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <sys/wait.h>
#include <unistd.h>

using namespace fsdpc::runtime;
using namespace fsdpc::runtime::test;

namespace {

constexpr int64_t kSteps = 4;

struct Result {
  int exitCode = -1;
  std::string out; ///< stdout and stderr together
};

/// Runs a shell command; a timeout keeps a hung rank from hanging ctest.
Result shell(const std::string &command) {
  std::string full = "timeout 120 " + command + " 2>&1";
  Result result;
  FILE *pipe = popen(full.c_str(), "r");
  if (!pipe)
    return result;
  char buffer[4096];
  size_t n;
  while ((n = fread(buffer, 1, sizeof(buffer), pipe)) > 0)
    result.out.append(buffer, n);
  int status = pclose(pipe);
  result.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return result;
}

void writeBytes(const std::string &path, const std::vector<uint8_t> &bytes) {
  std::ofstream out(path, std::ios::binary);
  out.write(reinterpret_cast<const char *>(bytes.data()),
            std::streamsize(bytes.size()));
}

std::string readText(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

/// Batch k is the test batch scaled by 1 + k/2, so steps differ.
std::vector<std::vector<float>> batches(int64_t count) {
  std::vector<std::vector<float>> all;
  for (int64_t k = 0; k < count; ++k) {
    std::vector<float> x = sgdBatch();
    for (float &v : x)
      v *= 1.0f + 0.5f * float(k);
    all.push_back(x);
  }
  return all;
}

/// The "step k loss v" lines, as (k, v).
std::vector<std::pair<int64_t, double>> losses(const std::string &out) {
  std::vector<std::pair<int64_t, double>> result;
  std::istringstream lines(out);
  std::string line;
  while (std::getline(lines, line)) {
    long long step;
    double value;
    if (std::sscanf(line.c_str(), "step %lld loss %lf", &step, &value) == 2)
      result.emplace_back(step, value);
  }
  return result;
}

std::vector<std::string> stepLines(const std::string &out) {
  std::vector<std::string> result;
  std::istringstream lines(out);
  std::string line;
  while (std::getline(lines, line))
    if (line.rfind("step ", 0) == 0)
      result.push_back(line);
  return result;
}

class FsdpRunFixture : public testing::Test {
protected:
  static void SetUpTestSuite() {
    std::string base = testing::TempDir() + "/fsdp-run-XXXXXX";
    std::vector<char> name(base.begin(), base.end());
    name.push_back(0);
    ASSERT_NE(mkdtemp(name.data()), nullptr);
    dir_ = name.data();
    for (int64_t world : {1, 2})
      writeBytes(exe(world), pack(*buildSgdProgram(world, true)));
    // Reducing identical gradients with max instead of sum makes the step
    // independent of the world size: checkpoints reshard to any of these.
    for (int64_t world : {1, 2, 3, 4}) {
      auto program = buildSgdProgram(world, true);
      for (auto &instr : program->entries[0]->streams[1]->instructions)
        if (auto *c = instr->op.AsCollectiveStart())
          if (c->kind == fsdpc::fsdpx::CollectiveKind::reduce_scatter)
            c->reduction = fsdpc::fsdpx::Reduction::max;
      writeBytes(maxExe(world), pack(*program));
    }
    auto none = buildSgdProgram(1, true);
    none->state[0]->spec->init = fsdpc::fsdpx::InitKind::none;
    writeBytes(path("none.fsdpx"), pack(*none));
    // K stacked batches, and one batch alone.
    NpyArray data;
    data.dtype = DType::f32;
    data.shape = {kSteps, kBatch, kRows};
    for (const auto &x : batches(kSteps)) {
      const auto *bytes = reinterpret_cast<const uint8_t *>(x.data());
      data.data.insert(data.data.end(), bytes, bytes + x.size() * 4);
    }
    ASSERT_TRUE(writeNpy(path("data.npy"), data).isOk());
    data.shape = {kBatch, kRows};
    data.data.resize(size_t(kBatch * kRows * 4));
    ASSERT_TRUE(writeNpy(path("one.npy"), data).isOk());
    // Four batches, the second holding an Inf.
    data.shape = {kSteps, kBatch, kRows};
    data.data.clear();
    auto all = batches(kSteps);
    all[1][3] = INFINITY;
    for (const auto &x : all) {
      const auto *bytes = reinterpret_cast<const uint8_t *>(x.data());
      data.data.insert(data.data.end(), bytes, bytes + x.size() * 4);
    }
    ASSERT_TRUE(writeNpy(path("inf.npy"), data).isOk());
  }

  static void TearDownTestSuite() { std::filesystem::remove_all(dir_); }

  static std::string path(const std::string &name) { return dir_ + "/" + name; }
  static std::string exe(int64_t world) {
    return path("sgd" + std::to_string(world) + ".fsdpx");
  }
  static std::string maxExe(int64_t world) {
    return path("max" + std::to_string(world) + ".fsdpx");
  }
  /// fsdp-run under mpirun -np `ranks` with `env` ("A=1 B=2") set.
  static Result mpirunN(int64_t ranks, const std::string &args,
                        const std::string &env = "") {
    return shell((env.empty() ? "" : "env " + env + " ") +
                 std::string(FSDPC_MPIEXEC) + " -np " + std::to_string(ranks) +
                 " --oversubscribe " + FSDP_RUN_PATH + " --threads 1 " + args);
  }
  /// fsdp-run as one process.
  static Result run(const std::string &args) {
    return shell(std::string(FSDP_RUN_PATH) + " " + args);
  }
  /// fsdp-run under mpirun -np 2.
  static Result mpirun(const std::string &args) {
    return shell(std::string(FSDPC_MPIEXEC) + " -np 2 --oversubscribe " +
                 FSDP_RUN_PATH + " --threads 1 " + args);
  }

  static void expectReferenceLosses(const Result &result, int64_t ranks,
                                    uint64_t seed) {
    ASSERT_EQ(result.exitCode, 0) << result.out;
    auto printed = losses(result.out);
    std::vector<double> expected = sgdLosses(seed, ranks, batches(kSteps));
    ASSERT_EQ(printed.size(), expected.size()) << result.out;
    for (size_t k = 0; k < expected.size(); ++k) {
      EXPECT_EQ(printed[k].first, int64_t(k + 1));
      EXPECT_NEAR(printed[k].second, expected[k], 1e-5 * expected[k] + 1e-9)
          << "step " << k + 1;
    }
  }

  static void expectResumeReproduces(bool underMpi) {
    auto go = underMpi ? mpirun : run;
    std::string ck = path(underMpi ? "ck2" : "ck1");
    std::string common =
        exe(underMpi ? 2 : 1) + " --seed 5 --data " + path("data.npy");
    Result whole = go(common + " --steps 4");
    ASSERT_EQ(whole.exitCode, 0) << whole.out;
    Result first = go(common + " --steps 2 --save " + ck);
    ASSERT_EQ(first.exitCode, 0) << first.out;
    Result rest = go(common + " --init " + ck);
    ASSERT_EQ(rest.exitCode, 0) << rest.out;
    std::vector<std::string> all = stepLines(whole.out);
    std::vector<std::string> resumed = stepLines(first.out);
    for (const std::string &line : stepLines(rest.out))
      resumed.push_back(line);
    EXPECT_EQ(resumed, all) << first.out << rest.out; // bit for bit
    ck += "/step-2";
    auto manifest = readManifest(ck + "/manifest.json");
    ASSERT_TRUE(manifest.isOk()) << manifest.status().message();
    EXPECT_EQ(manifest->step, 2);
    ASSERT_EQ(manifest->fileChecksums.size(), manifest->files.size());
    EXPECT_EQ(manifest->worldSize, underMpi ? 2 : 1);
    ASSERT_EQ(manifest->slots.size(), 1u);
    EXPECT_EQ(manifest->slots[0].path, "params/w");
    for (const std::string &file : manifest->files) {
      auto shard = SafetensorsFile::read(ck + "/" + file);
      ASSERT_TRUE(shard.isOk()) << shard.status().message();
      ASSERT_NE(shard->find("params/w"), nullptr);
      EXPECT_EQ(shard->find("params/w")->shape,
                (std::vector<int64_t>{underMpi ? 5 : 10, kCols}));
      EXPECT_NE(shard->metadata().at("params/w").find("\"offsets\""),
                std::string::npos);
    }
  }

  static std::string dir_;
};

std::string FsdpRunFixture::dir_;

class FsdpRun : public FsdpRunFixture {};
class FsdpRunErrors : public FsdpRunFixture {};
class FsdpRunMpi : public FsdpRunFixture {};
class FsdpRunCheckpoints : public FsdpRunFixture {};
class FsdpRunReshard : public FsdpRunFixture {};
class FsdpRunWatchdog : public FsdpRunFixture {};

/// The global [kRows, kCols] "params/w" put back together from a
/// checkpoint's shard files (their metadata's offsets and data_rows).
std::vector<float> gatherW(const std::string &dir) {
  auto manifest = readManifest(dir + "/manifest.json");
  EXPECT_TRUE(manifest.isOk()) << manifest.status().message();
  if (!manifest.isOk())
    return {};
  std::vector<float> w(size_t(kRows * kCols), NAN);
  for (const std::string &file : manifest->files) {
    auto shard = SafetensorsFile::read(dir + "/" + file);
    EXPECT_TRUE(shard.isOk()) << shard.status().message();
    if (!shard.isOk())
      return {};
    auto meta = parseJson(shard->metadata().at("params/w"));
    int64_t first = meta->find("offsets")->elements[0].integer;
    int64_t rows = meta->find("data_rows")->integer;
    std::memcpy(w.data() + first * kCols, shard->data(*shard->find("params/w")),
                size_t(rows * kCols) * 4);
  }
  return w;
}

} // namespace

TEST_F(FsdpRun, LossesMatchTheReference) {
  expectReferenceLosses(
      run(exe(1) + " --seed 3 --data " + path("data.npy") + " --steps 4"), 1,
      3);
  // Without --steps: every batch of the file.
  EXPECT_EQ(
      losses(run(exe(1) + " --seed 3 --data " + path("data.npy")).out).size(),
      size_t(kSteps));
  // One batch serves every step.
  Result one = run(exe(1) + " --data " + path("one.npy") + " --steps 3");
  ASSERT_EQ(one.exitCode, 0) << one.out;
  EXPECT_EQ(losses(one.out).size(), 3u);
  Result quiet =
      run(exe(1) + " --data " + path("one.npy") + " --steps 2 --quiet");
  ASSERT_EQ(quiet.exitCode, 0) << quiet.out;
  EXPECT_TRUE(stepLines(quiet.out).empty()) << quiet.out;
}

// The CUDA device's options parse anywhere; the host device has neither
// graphs nor cuBLASLt, and runs the same.
TEST_F(FsdpRun, CudaDeviceOptionsLeaveTheHostRunAlone) {
  Result plain = run(exe(1) + " --data " + path("one.npy") + " --steps 2");
  Result cudaOptions = run(exe(1) + " --data " + path("one.npy") +
                           " --steps 2 --no-graphs --no-gemm-pointer-arrays");
  ASSERT_EQ(cudaOptions.exitCode, 0) << cudaOptions.out;
  EXPECT_EQ(losses(cudaOptions.out), losses(plain.out));
  EXPECT_EQ(losses(cudaOptions.out).size(), 2u);
}

TEST_F(FsdpRun, InitFromGlobalTensors) {
  std::vector<float> w = initialW(11);
  ASSERT_TRUE(
      writeSafetensors(
          path("w.safetensors"),
          {{"params/w", DType::f32, {kRows, kCols}, w.data(), w.size() * 4}},
          {})
          .isOk());
  Result fromFile = run(exe(1) + " --init " + path("w.safetensors") +
                        " --data " + path("data.npy"));
  Result fromSeed = run(exe(1) + " --seed 11 --data " + path("data.npy"));
  ASSERT_EQ(fromFile.exitCode, 0) << fromFile.out;
  EXPECT_EQ(stepLines(fromFile.out), stepLines(fromSeed.out));
  EXPECT_EQ(fromFile.out.find("no state slot takes"), std::string::npos)
      << fromFile.out;

  // A tensor no slot takes (a misspelt path, say) is named, not an error.
  float typo = 1;
  ASSERT_TRUE(
      writeSafetensors(
          path("w-extra.safetensors"),
          {{"params/w", DType::f32, {kRows, kCols}, w.data(), w.size() * 4},
           {"params/ww", DType::f32, {1}, &typo, 4}},
          {})
          .isOk());
  Result extra = run(exe(1) + " --init " + path("w-extra.safetensors") +
                     " --data " + path("data.npy"));
  ASSERT_EQ(extra.exitCode, 0) << extra.out;
  EXPECT_EQ(stepLines(extra.out), stepLines(fromSeed.out));
  EXPECT_NE(extra.out.find("w-extra.safetensors: 1 tensor(s) no state slot "
                           "takes, ignored: params/ww"),
            std::string::npos)
      << extra.out;
}

TEST_F(FsdpRun, KeepLastRemovesOnlyOlderCheckpoints) {
  std::string ck = path("ck-keep");
  // What the directory holds besides checkpoints is never touched.
  std::filesystem::create_directories(ck + "/step-notes");
  std::filesystem::create_directories(ck + "/step-1x");
  std::ofstream(ck + "/README") << "mine\n";
  // Another run's later checkpoint (and a crash's leftover) in the same DIR.
  std::filesystem::create_directories(ck + "/step-90");
  std::ofstream(ck + "/step-90/manifest.json") << "{}\n";
  std::filesystem::create_directories(ck + "/.step-7.removing");
  // Saves every 2 steps and, into the same DIR, after the last (step 3).
  Result result = run(exe(1) + " --data " + path("data.npy") +
                      " --steps 3 --save-every 2 " + ck + " --save " + ck +
                      " --keep-last 1");
  ASSERT_EQ(result.exitCode, 0) << result.out;
  std::set<std::string> names;
  for (const auto &entry : std::filesystem::directory_iterator(ck))
    names.insert(entry.path().filename().string());
  EXPECT_EQ(names, (std::set<std::string>{"README", "step-1x", "step-3",
                                          "step-90", "step-notes"}));
  std::filesystem::remove_all(ck + "/step-90");
  // The newest still resumes.
  Result resumed =
      run(exe(1) + " --data " + path("data.npy") + " --steps 1 --resume " + ck);
  EXPECT_EQ(resumed.exitCode, 0) << resumed.out;
  EXPECT_NE(resumed.out.find("step 4 "), std::string::npos) << resumed.out;
}

TEST_F(FsdpRun, KeepLastNeedsSaveEvery) {
  Result result = run(exe(1) + " --keep-last 2");
  EXPECT_EQ(result.exitCode, 2);
  EXPECT_NE(result.out.find("--keep-last applies to --save-every"),
            std::string::npos)
      << result.out;
  Result zero =
      run(exe(1) + " --save-every 1 " + path("ck-zero") + " --keep-last 0");
  EXPECT_EQ(zero.exitCode, 2);
  EXPECT_NE(zero.out.find("--keep-last needs an integer >= 1"),
            std::string::npos)
      << zero.out;
}

TEST_F(FsdpRun, SaveThenResumeReproducesTheLosses) {
  expectResumeReproduces(false);
}

TEST_F(FsdpRun, RunsTheBlasKernelsThatSuitTheHost) {
  // Without OPENBLAS_CORETYPE, fsdp-run restarts itself with it set when
  // OpenBLAS takes this CPU for an older one (Gemm.h).
  Result result = shell("env -u OPENBLAS_CORETYPE " +
                        std::string(FSDP_RUN_PATH) + " " + exe(1) + " --data " +
                        path("data.npy") + " --report " + path("report.json"));
  ASSERT_EQ(result.exitCode, 0) << result.out;
  auto report = parseJson(readText(path("report.json")));
  ASSERT_TRUE(report.isOk()) << report.status().message();
  const JsonValue *core = report->find("host_gemm_core");
  ASSERT_NE(core, nullptr);
  EXPECT_EQ(betterGemmCoreType(core->string, hostCpuLevel()), "")
      << "fsdp-run ran OpenBLAS's " << core->string << " kernels";
  // Where this process's OpenBLAS fell back, fsdp-run's did not.
  if (!std::getenv("OPENBLAS_CORETYPE") &&
      !betterGemmCoreType(gemmCore(), hostCpuLevel()).empty())
    EXPECT_NE(core->string, gemmCore());
}

TEST_F(FsdpRun, ReportAndTraceAreValidJson) {
  Result result = run(exe(1) + " --data " + path("data.npy") + " --report " +
                      path("report.json") + " --trace " + path("trace.json"));
  ASSERT_EQ(result.exitCode, 0) << result.out;
  auto report = parseJson(readText(path("report.json")));
  ASSERT_TRUE(report.isOk()) << report.status().message();
  for (const char *key :
       {"step_time_s", "compute_s", "exposed_collective_s",
        "host_overhead_per_instruction_s", "peak_bytes", "peak_bytes_breakdown",
        "device_counters", "world_size", "steps", "producer"})
    EXPECT_NE(report->find(key), nullptr) << key;
  EXPECT_EQ(report->find("steps")->integer, kSteps);
  // The CPU times every step per instruction.
  const JsonValue *timed = report->find("per_instruction_steps");
  ASSERT_NE(timed, nullptr);
  ASSERT_EQ(timed->elements.size(), size_t(kSteps));
  for (int64_t i = 0; i < kSteps; ++i)
    EXPECT_EQ(timed->elements[size_t(i)].integer, i + 1);
  EXPECT_EQ(report->find("producer")->string, "fsdpc runtime tests");
  EXPECT_GT(report->find("step_time_s")->number, 0.0);
  auto trace = parseJson(readText(path("trace.json")));
  ASSERT_TRUE(trace.isOk()) << trace.status().message();
  const JsonValue *events = trace->find("traceEvents");
  ASSERT_NE(events, nullptr);
  std::set<std::string> threads, names;
  for (const JsonValue &event : events->elements) {
    std::string ph = event.find("ph")->string;
    if (ph == "M" && event.find("name")->string == "thread_name")
      threads.insert(event.find("args")->find("name")->string);
    if (ph == "X") {
      names.insert(event.find("name")->string);
      EXPECT_NE(event.find("dur"), nullptr);
      EXPECT_EQ(event.find("args")->find("step")->integer, kSteps);
    }
  }
  EXPECT_EQ(threads, (std::set<std::string>{"compute", "comm shard"}));
  for (const char *name : {"half_sum_squares", "sgd_update",
                           "all_gather w_full", "reduce_scatter dw_shard"})
    EXPECT_TRUE(names.count(name)) << name;
}

TEST_F(FsdpRunErrors, BadInputsExitWithTwo) {
  auto expectError = [](const Result &result, const std::string &message) {
    EXPECT_EQ(result.exitCode, 2) << result.out;
    EXPECT_NE(result.out.find("fsdp-run: error: "), std::string::npos)
        << result.out;
    EXPECT_NE(result.out.find(message), std::string::npos) << result.out;
  };
  // A truncated executable.
  std::string bytes = readText(exe(1));
  writeBytes(path("cut.fsdpx"),
             std::vector<uint8_t>(bytes.begin(), bytes.begin() + 100));
  expectError(run(path("cut.fsdpx")), "cut.fsdpx");
  // A missing tensor, and a tensor of the wrong shape.
  std::vector<float> w(size_t(kRows * kCols), 0.5f);
  ASSERT_TRUE(
      writeSafetensors(
          path("other.safetensors"),
          {{"params/v", DType::f32, {kRows, kCols}, w.data(), w.size() * 4}},
          {})
          .isOk());
  expectError(run(exe(1) + " --init " + path("other.safetensors") + " --data " +
                  path("data.npy")),
              "no tensor \"params/w\"");
  ASSERT_TRUE(
      writeSafetensors(
          path("shape.safetensors"),
          {{"params/w", DType::f32, {kCols, kRows}, w.data(), w.size() * 4}},
          {})
          .isOk());
  expectError(run(exe(1) + " --init " + path("shape.safetensors") + " --data " +
                  path("data.npy")),
              "expects the global tensor f32[10, 4]");
  // Too few batches, and a batch of the wrong shape.
  expectError(run(exe(1) + " --data " + path("data.npy") + " --steps 5"),
              "holds 4 batches");
  expectError(run(exe(1) + " --data " + path("data.npy") + " --steps 5"),
              "f32[K, 3, 10]");
  expectError(run(exe(1) + " --data " + path("other.safetensors")),
              "no tensor \"batch/x\"");
  expectError(run(exe(1)), "needs per-step inputs");
  // A slot without initializer and no --init.
  expectError(run(path("none.fsdpx") + " --data " + path("data.npy")),
              "without an initializer (init none): params/w");
  // A mesh of two ranks in one process; an unknown entry and option.
  expectError(run(exe(2) + " --data " + path("data.npy")), "mpirun -np 2");
  expectError(run(exe(1) + " --entry nope"), "entries: train_step, eval_step");
  expectError(run(exe(1) + " --bogus"), "unknown option --bogus");
  // A checkpoint of another global shape.
  std::string ck = path("ck-shape");
  ASSERT_EQ(
      run(exe(1) + " --data " + path("one.npy") + " --save " + ck).exitCode, 0);
  std::string manifest = readText(ck + "/step-1/manifest.json");
  CheckpointManifest m = *parseManifest(manifest, "m");
  m.slots[0].globalShape = {kRows + 1, kCols};
  std::string text = manifestToJson(m);
  ASSERT_TRUE(writeFileAtomically(ck + "/step-1/manifest.json",
                                  {{text.data(), text.size()}})
                  .isOk());
  expectError(run(exe(1) + " --data " + path("one.npy") + " --init " + ck),
              "was saved as f32[11, 4]");
  // --init DIR needs a checkpoint there; --resume DIR starts afresh.
  std::filesystem::create_directories(path("ck-none"));
  expectError(
      run(exe(1) + " --data " + path("one.npy") + " --init " + path("ck-none")),
      "holds no checkpoint that verifies");
  Result fresh = run(exe(1) + " --data " + path("one.npy") + " --resume " +
                     path("ck-none"));
  EXPECT_EQ(fresh.exitCode, 0) << fresh.out;
  EXPECT_NE(fresh.out.find("starting afresh"), std::string::npos) << fresh.out;
  expectError(run(exe(1) + " --timeout x"), "--timeout needs seconds");
  // Where the run cannot write what it will write: said before step 1
  // (the result of a long run was lost at its end).
  std::string run1 = exe(1) + " --data " + path("data.npy");
  for (const auto &[args, message] :
       std::vector<std::pair<std::string, std::string>>{
           {" --save " + path("no-such/ck"),
            "--save " + path("no-such/ck") + ": cannot create"},
           {" --save-every 1 " + path("no-such/ck"), "--save-every"},
           {" --save " + path("data.npy"), "exists and is not a directory"},
           {" --report " + path("no-such/r.json"),
            "--report " + path("no-such/r.json") + ": no directory"},
           {" --trace " + path(""), "a directory, not a file"}}) {
    Result result = run(run1 + args);
    expectError(result, message);
    EXPECT_EQ(result.out.find("step 1"), std::string::npos) << result.out;
  }
}

// Without a driver --device cuda fails in one line naming the failing call
// (a build without CUDA says so); with a GPU, this CPU-compiled program is
// refused by name.
TEST_F(FsdpRunErrors, CudaDeviceFailsInOneLine) {
  Result result =
      run(exe(1) + " --data " + path("data.npy") + " --device cuda --gpu 0");
  EXPECT_TRUE(result.exitCode == 1 || result.exitCode == 2) << result.out;
  EXPECT_EQ(result.out.rfind("fsdp-run: error: ", 0), 0u) << result.out;
  EXPECT_EQ(std::count(result.out.begin(), result.out.end(), '\n'), 1)
      << result.out;
  bool noDriver = result.out.find("--device cuda: no usable CUDA device: "
                                  "cudaGetDeviceCount: ") != std::string::npos;
  bool noCuda = result.out.find("built without") != std::string::npos;
  bool cpuProgram =
      result.out.find("recompile it with --target cuda") != std::string::npos;
  EXPECT_TRUE(noDriver || noCuda || cpuProgram) << result.out;
  Result bad = run(exe(1) + " --device tpu");
  EXPECT_EQ(bad.exitCode, 2) << bad.out;
  EXPECT_NE(bad.out.find("--device is cpu or cuda"), std::string::npos)
      << bad.out;
}

TEST_F(FsdpRun, CheckFiniteStopsAtTheFirstNonFiniteLoss) {
  Result off = run(exe(1) + " --data " + path("inf.npy"));
  EXPECT_EQ(off.exitCode, 0) << off.out;
  Result on = run(exe(1) + " --data " + path("inf.npy") + " --check-finite");
  EXPECT_EQ(on.exitCode, 3) << on.out;
  EXPECT_NE(on.out.find("fsdp-run: error: step 2: non-finite value in loss"),
            std::string::npos)
      << on.out;
  EXPECT_EQ(losses(on.out).size(), 2u) << on.out; // printed, then stopped
  Result fine = run(exe(1) + " --data " + path("data.npy") + " --check-finite");
  EXPECT_EQ(fine.exitCode, 0) << fine.out;
}

TEST_F(FsdpRunMpi, TwoRanksMatchTheReference) {
  expectReferenceLosses(
      mpirun(exe(2) + " --seed 3 --data " + path("data.npy") + " --steps 4"), 2,
      3);
}

TEST_F(FsdpRunMpi, SaveThenResumeReproducesTheLosses) {
  expectResumeReproduces(true);
}

TEST_F(FsdpRunMpi, ErrorsEndEveryRank) {
  Result result = mpirun(exe(2) + " --data " + path("data.npy") + " --steps 9");
  EXPECT_NE(result.exitCode, 0) << result.out;
  EXPECT_NE(result.exitCode, 124) << "a rank hung: " << result.out;
  EXPECT_NE(result.out.find("fsdp-run: error: rank "), std::string::npos)
      << result.out;
  EXPECT_NE(result.out.find("holds 4 batches"), std::string::npos)
      << result.out;
  // A world that does not match the mesh.
  Result mismatch = mpirun(exe(1) + " --data " + path("data.npy"));
  EXPECT_NE(mismatch.exitCode, 0) << mismatch.out;
  EXPECT_NE(mismatch.out.find("mesh of 1 ranks but the world has 2"),
            std::string::npos)
      << mismatch.out;
}

TEST_F(FsdpRunCheckpoints, SaveEveryIsAtomicAndResumeSkipsDamage) {
  std::string common = maxExe(2) + " --seed 5 --data " + path("data.npy");
  Result whole = mpirunN(2, common);
  ASSERT_EQ(whole.exitCode, 0) << whole.out;
  std::string ck = path("ck-every");
  // Rank 1 dies (SIGKILL) inside the save of step 3: step-2 must survive.
  Result killed = mpirunN(2, common + " --save-every 1 " + ck,
                          "FSDP_RUN_TEST_KILL_IN_SAVE=3");
  EXPECT_NE(killed.exitCode, 0) << killed.out;
  EXPECT_NE(killed.exitCode, 124) << "hung: " << killed.out;
  EXPECT_TRUE(std::filesystem::exists(ck + "/step-2/manifest.json"));
  EXPECT_TRUE(std::filesystem::exists(ck + "/step-3.tmp"));
  EXPECT_FALSE(std::filesystem::exists(ck + "/step-3"));
  Result resumed = mpirunN(2, common + " --resume " + ck);
  ASSERT_EQ(resumed.exitCode, 0) << resumed.out;
  EXPECT_NE(resumed.out.find("skipping " + ck + "/step-3.tmp"),
            std::string::npos)
      << resumed.out;
  EXPECT_NE(resumed.out.find("resuming from " + ck + "/step-2 (step 2)"),
            std::string::npos)
      << resumed.out;
  std::vector<std::string> all = stepLines(whole.out);
  std::vector<std::string> expected(all.begin() + 2, all.end());
  EXPECT_EQ(stepLines(resumed.out), expected) << resumed.out; // bit for bit

  // A damaged newest checkpoint (one flipped byte) is skipped, naming why.
  std::string ck2 = path("ck-damaged");
  Result saved = mpirunN(2, common + " --steps 2 --save-every 1 " + ck2);
  ASSERT_EQ(saved.exitCode, 0) << saved.out;
  std::string victim = ck2 + "/step-2/rank-1.safetensors";
  std::string bytes = readText(victim);
  bytes.back() ^= 1;
  writeBytes(victim, std::vector<uint8_t>(bytes.begin(), bytes.end()));
  Result again = mpirunN(2, common + " --resume " + ck2);
  ASSERT_EQ(again.exitCode, 0) << again.out;
  EXPECT_NE(
      again.out.find("skipping " + ck2 + "/step-2: " + victim + ": FNV-1a 64"),
      std::string::npos)
      << again.out;
  expected.assign(all.begin() + 1, all.end());
  EXPECT_EQ(stepLines(again.out), expected) << again.out;
  // A truncated file: its size no longer matches.
  std::filesystem::resize_file(ck2 + "/step-1/rank-0.safetensors", 10);
  Result none = mpirunN(2, common + " --resume " + ck2 + " --steps 1");
  ASSERT_EQ(none.exitCode, 0) << none.out;
  EXPECT_NE(none.out.find("10 bytes, the manifest records"), std::string::npos)
      << none.out;
  EXPECT_NE(none.out.find("starting afresh"), std::string::npos) << none.out;
  // Damage only rank 1 checks: --init fails on every rank, rank 0 saying
  // where the reason was printed.
  std::string ck3 = path("ck-rank1");
  ASSERT_EQ(mpirunN(2, common + " --steps 1 --save " + ck3).exitCode, 0);
  std::string theirs = ck3 + "/step-1/rank-1.safetensors";
  std::string content = readText(theirs);
  content.back() ^= 1;
  writeBytes(theirs, std::vector<uint8_t>(content.begin(), content.end()));
  Result refused = mpirunN(2, common + " --init " + ck3 + " --steps 1");
  EXPECT_EQ(refused.exitCode, 2) << refused.out;
  EXPECT_NE(refused.out.find(theirs + ": FNV-1a 64"), std::string::npos)
      << refused.out;
  EXPECT_NE(
      refused.out.find("rank 0: " + ck3 + " holds no checkpoint that verifies"),
      std::string::npos)
      << refused.out;
  EXPECT_NE(refused.out.find("; rank 1 found a damaged file in " + ck3 +
                             "/step-1: its warning names it)"),
            std::string::npos)
      << refused.out;
}

TEST_F(FsdpRunReshard, FourRanksResumeOnTwoThreeAndOne) {
  std::string common = " --seed 7 --data " + path("data.npy");
  Result whole = mpirunN(4, maxExe(4) + common);
  ASSERT_EQ(whole.exitCode, 0) << whole.out;
  auto all = losses(whole.out);
  ASSERT_EQ(all.size(), size_t(kSteps)) << whole.out;
  std::string ck = path("ck-four");
  ASSERT_EQ(mpirunN(4, maxExe(4) + common + " --steps 2 --save " + ck).exitCode,
            0);
  std::vector<float> saved = gatherW(ck + "/step-2");
  ASSERT_EQ(saved.size(), size_t(kRows * kCols));
  for (int64_t ranks : {2, 3, 1}) {
    SCOPED_TRACE(ranks);
    std::string exe = maxExe(ranks) + common;
    Result rest = ranks == 1 ? run(exe + " --resume " + ck)
                             : mpirunN(ranks, exe + " --resume " + ck);
    ASSERT_EQ(rest.exitCode, 0) << rest.out;
    auto next = losses(rest.out);
    ASSERT_EQ(next.size(), 2u) << rest.out;
    for (size_t k = 0; k < 2; ++k) {
      EXPECT_EQ(next[k].first, all[k + 2].first);
      EXPECT_NEAR(next[k].second, all[k + 2].second,
                  1e-5 * std::fabs(all[k + 2].second) + 1e-9);
    }
    // Loaded and saved again at this world size: exactly the same tensor.
    std::string out = path("ck-from4-" + std::to_string(ranks));
    std::string args = exe + " --init " + ck + " --steps 0 --save " + out;
    Result copy = ranks == 1 ? run(args) : mpirunN(ranks, args);
    ASSERT_EQ(copy.exitCode, 0) << copy.out;
    std::vector<float> w = gatherW(out + "/step-2");
    ASSERT_EQ(w.size(), saved.size());
    EXPECT_EQ(std::memcmp(w.data(), saved.data(), w.size() * 4), 0);
    EXPECT_EQ(readManifest(out + "/step-2/manifest.json")->worldSize, ranks);
  }
}

TEST_F(FsdpRunWatchdog, AStoppedPeerEndsTheRunWithinTheTimeout) {
  auto begin = std::chrono::steady_clock::now();
  Result result =
      mpirunN(2, maxExe(2) + " --data " + path("data.npy") + " --timeout 2",
              "FSDP_RUN_TEST_STOP_AT_STEP=2");
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - begin)
          .count();
  EXPECT_NE(result.exitCode, 0) << result.out;
  EXPECT_NE(result.exitCode, 124) << "hung: " << result.out;
  EXPECT_LT(seconds, 30.0) << result.out;
  EXPECT_NE(result.out.find("fsdp-run: error: rank 0: step 2: collective "
                            "all_gather w_full on queue shard did not "
                            "complete within 2 s; a peer rank may be "
                            "stopped, dead or diverged"),
            std::string::npos)
      << result.out;
  // The healthy rank reads the stopped one's record in node-shared memory:
  // its heartbeat stopped.
  EXPECT_NE(result.out.find("stopped, dead or diverged; rank 1 has not run "
                            "for "),
            std::string::npos)
      << result.out;
  EXPECT_NE(result.out.find(" s (stopped or hung)"), std::string::npos)
      << result.out;
}

TEST_F(FsdpRunWatchdog, ASkippedCollectiveEndsTheRun) {
  Result result =
      mpirunN(2, maxExe(2) + " --data " + path("data.npy") + " --timeout 2",
              "FSDP_RUN_TEST_SKIP_COLLECTIVE=2");
  EXPECT_NE(result.exitCode, 0) << result.out;
  EXPECT_NE(result.exitCode, 124) << "hung: " << result.out;
  EXPECT_NE(result.out.find("did not complete within 2 s"), std::string::npos)
      << result.out;
  // Rank 1 skipped step 2's last collective and went on to the next
  // agreement; whichever rank times out first (rank 0 in that collective,
  // or rank 1 in the agreement) names rank 1, one collective short.
  EXPECT_NE(result.out.find("; rank 1 started "), std::string::npos)
      << result.out;
  EXPECT_NE(result.out.find(" collectives in step 2, the others "),
            std::string::npos)
      << result.out;
  EXPECT_NE(result.out.find(" (it skipped or diverged)"), std::string::npos)
      << result.out;
}

TEST_F(FsdpRunWatchdog, RanksRunningOutOfDataAtDifferentStepsAreReported) {
  Result result = mpirunN(2, maxExe(2) + " --data " + path("data.npy"),
                          "FSDP_RUN_TEST_RANK1_BATCHES=2");
  EXPECT_NE(result.exitCode, 0) << result.out;
  EXPECT_NE(result.exitCode, 124) << "hung: " << result.out;
  EXPECT_NE(result.out.find("rank 1 has no batch for step 3"),
            std::string::npos)
      << result.out;
  EXPECT_EQ(losses(result.out).size(), 2u) << result.out;
}
