//===- FuzzTest.cpp - corrupt inputs give errors, never crashes -----------===//
//
// A few seconds of mutations with fixed seeds: byte flips, random bytes and
// truncations of a valid executable (built here) and of a valid safetensors
// file. Loading must return an error status or a fully validated result; the
// test fails by crashing (run it under ASan/UBSan for more).
//
//===----------------------------------------------------------------------===//

#include "TestProgram.h"

#include "fsdpc/runtime/Checkpoint.h"
#include "fsdpc/runtime/Executable.h"
#include "fsdpc/runtime/Safetensors.h"
#include "fsdpc/runtime/Session.h"

#include <gtest/gtest.h>

#include <fstream>
#include <random>

using namespace fsdpc::runtime;
using namespace fsdpc::runtime::test;

namespace {

std::vector<uint8_t> mutate(std::vector<uint8_t> bytes, std::mt19937 &rng) {
  std::uniform_int_distribution<int> kind(0, 3);
  switch (kind(rng)) {
  case 0: { // flip a few bits
    int flips = 1 + int(rng() % 4);
    for (int i = 0; i < flips; ++i)
      bytes[rng() % bytes.size()] ^= uint8_t(1u << (rng() % 8));
    break;
  }
  case 1: // a random byte
    bytes[rng() % bytes.size()] = uint8_t(rng());
    break;
  case 2: // truncate
    bytes.resize(rng() % bytes.size());
    break;
  default: { // overwrite a little-endian word with an extreme value
    if (bytes.size() >= 4) {
      size_t at = (rng() % (bytes.size() / 4)) * 4;
      uint32_t v = rng() % 2 ? 0xffffffffu : 0x7fffffffu;
      std::memcpy(bytes.data() + at, &v, 4);
    }
    break;
  }
  }
  return bytes;
}

} // namespace

TEST(Fuzz, ExecutableLoader) {
  // Without kernels, so the mutations hit the program rather than the ELF
  // image, and accepted programs can run.
  auto program = buildSgdProgram(1);
  program->kernels.clear();
  program->library.clear();
  program->library_format = fsdpc::fsdpx::LibraryFormat::none;
  program->entries[0]->streams[0]->instructions.pop_back(); // the launch
  std::vector<uint8_t> valid = pack(*program);
  ASSERT_TRUE(Executable::load(valid).isOk());
  std::mt19937 rng(1234);
  int accepted = 0;
  for (int i = 0; i < 300000; ++i) {
    auto result = Executable::load(mutate(valid, rng));
    if (!result) {
      EXPECT_NE(result.status().code(), Code::Ok);
      EXPECT_FALSE(result.status().message().empty());
      continue;
    }
    ++accepted;
    // Whatever passed validation must also run its issue order safely on a
    // session (world of one, no kernels loaded: launches fail cleanly).
    if (accepted <= 200 && (*result)->mesh().worldSize() == 1 &&
        (*result)->arenaBytes() <= (1u << 20)) {
      auto exe = result.take();
      auto session = Session::create(exe, createCpuDevice({1}),
                                     createLocalCommunicator(), 0);
      if (session)
        for (size_t e = 0; e < exe->numEntries(); ++e)
          (void)(*session)->run(e);
    }
  }
  RecordProperty("accepted", accepted);
}

TEST(Fuzz, SafetensorsReader) {
  std::string path = testing::TempDir() + "/fuzz.safetensors";
  std::vector<float> a(6, 1.5f);
  std::vector<uint16_t> b(4, 7);
  ASSERT_TRUE(writeSafetensors(path,
                               {{"a", DType::f32, {2, 3}, a.data(), 24},
                                {"b", DType::bf16, {4}, b.data(), 8}},
                               {{"k", "v"}})
                  .isOk());
  auto file = SafetensorsFile::read(path);
  ASSERT_TRUE(file.isOk());
  std::ifstream in(path, std::ios::binary);
  std::vector<uint8_t> valid((std::istreambuf_iterator<char>(in)),
                             std::istreambuf_iterator<char>());
  std::mt19937 rng(99);
  for (int i = 0; i < 200000; ++i) {
    auto result = SafetensorsFile::parse(mutate(valid, rng), "fuzz");
    if (!result)
      continue;
    // Accepted files are internally consistent.
    for (const SafetensorsTensor &t : result->tensors()) {
      uint64_t elements = 1;
      for (int64_t d : t.shape)
        elements *= uint64_t(d);
      EXPECT_EQ(elements * dtypeSize(t.dtype), t.bytes);
    }
  }
}

TEST(Fuzz, CheckpointManifestReader) {
  auto exe = Executable::load(pack(*buildSgdProgram(2)));
  ASSERT_TRUE(exe.isOk());
  std::string json = manifestToJson(makeManifest(**exe, 3));
  std::vector<uint8_t> valid(json.begin(), json.end());
  ASSERT_TRUE(parseManifest(json, "fuzz").isOk());
  std::mt19937 rng(77);
  for (int i = 0; i < 100000; ++i) {
    std::vector<uint8_t> bytes = mutate(valid, rng);
    auto result = parseManifest(
        std::string_view(reinterpret_cast<const char *>(bytes.data()),
                         bytes.size()),
        "fuzz");
    if (!result)
      continue;
    // Accepted manifests are consistent: one plain file name per rank.
    EXPECT_EQ(int64_t(result->files.size()), result->worldSize);
    for (const std::string &file : result->files)
      EXPECT_EQ(file.find('/'), std::string::npos);
  }
}
