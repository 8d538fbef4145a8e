//===- FsdpRunTest.cpp - fsdp-run end to end ------------------------------===//
//
// Writes the SGD test program (with a loss) to a temporary .fsdpx, runs the
// fsdp-run binary on it as one process and under mpirun -np 2, and checks
// what it prints and writes: losses against the reference, checkpoint
// save/resume reproducing the same losses exactly, the report and trace, and
// the exit code and message of every class of bad input.
//
//===----------------------------------------------------------------------===//

#include "TestProgram.h"

#include "fsdpc/runtime/Checkpoint.h"
#include "fsdpc/runtime/JsonReader.h"
#include "fsdpc/runtime/Npy.h"
#include "fsdpc/runtime/Safetensors.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
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
  }

  static void TearDownTestSuite() { std::filesystem::remove_all(dir_); }

  static std::string path(const std::string &name) { return dir_ + "/" + name; }
  static std::string exe(int64_t world) {
    return path("sgd" + std::to_string(world) + ".fsdpx");
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
    auto manifest = readManifest(ck + "/manifest.json");
    ASSERT_TRUE(manifest.isOk()) << manifest.status().message();
    EXPECT_EQ(manifest->step, 2);
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
}

TEST_F(FsdpRun, SaveThenResumeReproducesTheLosses) {
  expectResumeReproduces(false);
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
        "world_size", "steps", "producer"})
    EXPECT_NE(report->find(key), nullptr) << key;
  EXPECT_EQ(report->find("steps")->integer, kSteps);
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
  // A checkpoint of another world size.
  std::string ck = path("ck-world");
  ASSERT_EQ(
      run(exe(1) + " --data " + path("one.npy") + " --save " + ck).exitCode, 0);
  std::string manifest = readText(ck + "/manifest.json");
  CheckpointManifest m = *parseManifest(manifest, "m");
  m.worldSize = 2;
  m.mesh[0].second = 2;
  m.files.push_back("rank-1.safetensors");
  std::string text = manifestToJson(m);
  ASSERT_TRUE(
      writeFileAtomically(ck + "/manifest.json", {{text.data(), text.size()}})
          .isOk());
  expectError(run(exe(1) + " --data " + path("one.npy") + " --init " + ck),
              "resharding");
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
