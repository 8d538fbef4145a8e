//===- CApiTest.cpp - the C API, used well and badly ----------------------===//

#include "TestProgram.h"

#include "fsdpc/runtime/fsdpc_runtime.h"

#include <gtest/gtest.h>

#include <cstring>
#include <string>

using namespace fsdpc::runtime::test;

namespace {

fsdpc_executable_t *loadSgd(int64_t world) {
  std::vector<uint8_t> bytes = pack(*buildSgdProgram(world));
  fsdpc_executable_t *exe = nullptr;
  EXPECT_EQ(fsdpc_executable_load(bytes.data(), bytes.size(), &exe), FSDPC_OK)
      << fsdpc_last_error();
  return exe;
}

} // namespace

TEST(CApi, QueriesAndRuns) {
  fsdpc_executable_t *exe = loadSgd(1);
  ASSERT_NE(exe, nullptr);
  size_t entries = 0, train = 9, inputs = 0, outputs = 0, slots = 0;
  ASSERT_EQ(fsdpc_executable_entry_count(exe, &entries), FSDPC_OK);
  EXPECT_EQ(entries, 2u);
  ASSERT_EQ(fsdpc_executable_find_entry(exe, "train_step", &train), FSDPC_OK);
  EXPECT_EQ(train, 0u);
  const char *name = nullptr;
  ASSERT_EQ(fsdpc_executable_entry_name(exe, 1, &name), FSDPC_OK);
  EXPECT_STREQ(name, "eval_step");
  ASSERT_EQ(fsdpc_executable_tensor_count(exe, 0, FSDPC_INPUT, &inputs),
            FSDPC_OK);
  ASSERT_EQ(fsdpc_executable_tensor_count(exe, 0, FSDPC_OUTPUT, &outputs),
            FSDPC_OK);
  EXPECT_EQ(inputs, 2u);
  EXPECT_EQ(outputs, 2u);
  fsdpc_tensor_info_t info;
  ASSERT_EQ(fsdpc_executable_tensor_info(exe, 0, FSDPC_INPUT, 0, &info),
            FSDPC_OK);
  EXPECT_STREQ(info.path, "params/w");
  EXPECT_EQ(info.rank, 2u);
  EXPECT_EQ(info.global_shape[0], kRows);
  EXPECT_EQ(info.local_bytes, uint64_t(kRows * kCols * 4));
  EXPECT_EQ(info.state, 0);
  size_t x = 0;
  ASSERT_EQ(fsdpc_executable_find_tensor(exe, 0, FSDPC_INPUT, "batch/x", &x),
            FSDPC_OK);
  EXPECT_EQ(x, 1u);
  ASSERT_EQ(fsdpc_executable_state_count(exe, &slots), FSDPC_OK);
  EXPECT_EQ(slots, 1u);

  fsdpc_session_options_t options;
  fsdpc_session_options_init(&options);
  options.seed = 5;
  options.num_threads = 2;
  fsdpc_session_t *session = nullptr;
  ASSERT_EQ(fsdpc_session_create(exe, &options, &session), FSDPC_OK)
      << fsdpc_last_error();
  // The session keeps the executable alive.
  ASSERT_EQ(fsdpc_executable_destroy(exe), FSDPC_OK);
  std::vector<float> batch = sgdBatch();
  ASSERT_EQ(
      fsdpc_session_set_input(session, 0, 1, batch.data(), batch.size() * 4),
      FSDPC_OK);
  ASSERT_EQ(fsdpc_session_run(session, 0), FSDPC_OK) << fsdpc_last_error();
  std::vector<float> w(size_t(kRows * kCols));
  ASSERT_EQ(fsdpc_session_get_state(session, 0, w.data(), w.size() * 4),
            FSDPC_OK);
  std::vector<float> expected = sgdReference(5, 1);
  for (size_t i = 0; i < w.size(); ++i)
    EXPECT_NEAR(w[i], expected[i], 1e-6);
  size_t needed = 0;
  EXPECT_EQ(fsdpc_session_memory_report(session, nullptr, 0, &needed),
            FSDPC_OUT_OF_RANGE);
  std::string report(needed, '\0');
  ASSERT_EQ(
      fsdpc_session_memory_report(session, report.data(), needed, &needed),
      FSDPC_OK);
  EXPECT_NE(report.find("\"arena\""), std::string::npos);
  // The last run's timing, then none once timing is off.
  ASSERT_EQ(fsdpc_session_timing_report(session, nullptr, 0, &needed),
            FSDPC_OUT_OF_RANGE);
  std::string timing(needed, '\0');
  ASSERT_EQ(
      fsdpc_session_timing_report(session, timing.data(), needed, &needed),
      FSDPC_OK);
  for (const char *key :
       {"\"step_ns\"", "\"compute_ns\"", "\"exposed_comm_ns\"",
        "\"host_overhead_ns\"", "\"sgd_update\""})
    EXPECT_NE(timing.find(key), std::string::npos) << key;
  ASSERT_EQ(fsdpc_session_set_timing(session, 0), FSDPC_OK);
  ASSERT_EQ(fsdpc_session_run(session, 0), FSDPC_OK);
  EXPECT_EQ(fsdpc_session_timing_report(session, nullptr, 0, &needed),
            FSDPC_FAILED_PRECONDITION);
  int32_t rank = -1, world = 0;
  ASSERT_EQ(fsdpc_session_rank(session, &rank, &world), FSDPC_OK);
  EXPECT_EQ(rank, 0);
  EXPECT_EQ(world, 1);
  ASSERT_EQ(fsdpc_session_destroy(session), FSDPC_OK);
}

TEST(CApi, MisuseReturnsErrors) {
  fsdpc_executable_t *exe = nullptr;
  EXPECT_EQ(fsdpc_executable_load(nullptr, 10, &exe), FSDPC_INVALID_ARGUMENT);
  EXPECT_EQ(fsdpc_executable_load("abc", 3, nullptr), FSDPC_INVALID_ARGUMENT);
  EXPECT_EQ(fsdpc_executable_load("garbage!", 8, &exe), FSDPC_DATA_LOSS);
  EXPECT_NE(std::string(fsdpc_last_error()).find("FSDX"), std::string::npos);
  EXPECT_EQ(exe, nullptr);
  EXPECT_EQ(fsdpc_executable_load_file("/nonexistent.fsdpx", &exe),
            FSDPC_NOT_FOUND);
  EXPECT_EQ(fsdpc_executable_load_file(nullptr, &exe), FSDPC_INVALID_ARGUMENT);
  size_t n;
  EXPECT_EQ(fsdpc_executable_entry_count(nullptr, &n), FSDPC_INVALID_ARGUMENT);
  EXPECT_EQ(fsdpc_executable_destroy(nullptr), FSDPC_INVALID_ARGUMENT);

  exe = loadSgd(1);
  EXPECT_EQ(fsdpc_executable_entry_count(exe, nullptr), FSDPC_INVALID_ARGUMENT);
  EXPECT_EQ(fsdpc_executable_find_entry(exe, "nope", &n), FSDPC_NOT_FOUND);
  EXPECT_NE(std::string(fsdpc_last_error()).find("nope"), std::string::npos);
  EXPECT_EQ(fsdpc_executable_find_entry(exe, nullptr, &n),
            FSDPC_INVALID_ARGUMENT);
  const char *name;
  EXPECT_EQ(fsdpc_executable_entry_name(exe, 7, &name), FSDPC_OUT_OF_RANGE);
  fsdpc_tensor_info_t info;
  EXPECT_EQ(fsdpc_executable_tensor_info(exe, 0, FSDPC_OUTPUT, 9, &info),
            FSDPC_OUT_OF_RANGE);
  EXPECT_EQ(
      fsdpc_executable_tensor_info(exe, 0, fsdpc_tensor_kind_t(7), 0, &info),
      FSDPC_INVALID_ARGUMENT);
  EXPECT_EQ(fsdpc_executable_find_tensor(exe, 0, FSDPC_INPUT, "q", &n),
            FSDPC_NOT_FOUND);

  fsdpc_session_options_t options;
  fsdpc_session_options_init(&options);
  options.device = "tpu";
  fsdpc_session_t *session = nullptr;
  EXPECT_EQ(fsdpc_session_create(exe, &options, &session), FSDPC_UNAVAILABLE);
  options.device = "cpu";
  options.communicator = "carrier-pigeon";
  EXPECT_EQ(fsdpc_session_create(exe, &options, &session),
            FSDPC_INVALID_ARGUMENT);
  EXPECT_EQ(fsdpc_session_create(exe, nullptr, &session), FSDPC_OK)
      << fsdpc_last_error();
  float tiny[2] = {};
  EXPECT_EQ(fsdpc_session_set_input(session, 0, 1, tiny, sizeof tiny),
            FSDPC_INVALID_ARGUMENT);
  EXPECT_NE(std::string(fsdpc_last_error()).find("batch/x"), std::string::npos);
  EXPECT_EQ(fsdpc_session_set_input(session, 0, 5, tiny, sizeof tiny),
            FSDPC_OUT_OF_RANGE);
  EXPECT_EQ(fsdpc_session_set_input(session, 3, 0, tiny, sizeof tiny),
            FSDPC_OUT_OF_RANGE);
  EXPECT_EQ(fsdpc_session_get_state(session, 4, tiny, sizeof tiny),
            FSDPC_OUT_OF_RANGE);
  EXPECT_EQ(fsdpc_session_set_state(session, 0, nullptr, 160),
            FSDPC_INVALID_ARGUMENT);
  EXPECT_EQ(fsdpc_session_run(session, 2), FSDPC_OUT_OF_RANGE);
  EXPECT_EQ(fsdpc_session_run(nullptr, 0), FSDPC_INVALID_ARGUMENT);

  // Double destroy and use after destroy are refused, not crashes.
  EXPECT_EQ(fsdpc_session_destroy(session), FSDPC_OK);
  EXPECT_EQ(fsdpc_session_destroy(session), FSDPC_INVALID_ARGUMENT);
  EXPECT_EQ(fsdpc_session_run(session, 0), FSDPC_INVALID_ARGUMENT);
  EXPECT_EQ(fsdpc_executable_destroy(exe), FSDPC_OK);
  EXPECT_EQ(fsdpc_executable_destroy(exe), FSDPC_INVALID_ARGUMENT);
  EXPECT_EQ(fsdpc_executable_entry_count(exe, &n), FSDPC_INVALID_ARGUMENT);
  // A pointer that was never a handle.
  int bogus;
  EXPECT_EQ(fsdpc_session_destroy(reinterpret_cast<fsdpc_session_t *>(&bogus)),
            FSDPC_INVALID_ARGUMENT);
  EXPECT_STREQ(fsdpc_status_name(FSDPC_DATA_LOSS), "DATA_LOSS");
}

TEST(CApi, WorldMismatchIsClear) {
  // A program for 4 ranks cannot run on the local (one-rank) communicator.
  fsdpc_executable_t *exe = loadSgd(4);
  fsdpc_session_t *session = nullptr;
  EXPECT_EQ(fsdpc_session_create(exe, nullptr, &session),
            FSDPC_FAILED_PRECONDITION);
  EXPECT_NE(std::string(fsdpc_last_error()).find("4 ranks"), std::string::npos);
  EXPECT_EQ(fsdpc_executable_destroy(exe), FSDPC_OK);
}
