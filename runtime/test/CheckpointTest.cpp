//===- CheckpointTest.cpp - manifests and shard slices --------------------===//

#include "TestProgram.h"

#include "fsdpc/runtime/Checkpoint.h"
#include "fsdpc/runtime/Executable.h"
#include "fsdpc/runtime/JsonReader.h"
#include "fsdpc/runtime/ShardSlice.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <unistd.h>

using namespace fsdpc::runtime;
using namespace fsdpc::runtime::test;

TEST(Checkpoint, ManifestRoundTrips) {
  auto exe = Executable::load(pack(*buildSgdProgram(2)));
  ASSERT_TRUE(exe.isOk()) << exe.status().message();
  CheckpointManifest m = makeManifest(**exe, 7);
  EXPECT_EQ(m.worldSize, 2);
  EXPECT_EQ(m.files, (std::vector<std::string>{"rank-0.safetensors",
                                               "rank-1.safetensors"}));
  auto parsed = parseManifest(manifestToJson(m), "manifest.json");
  ASSERT_TRUE(parsed.isOk()) << parsed.status().message();
  EXPECT_EQ(parsed->step, 7);
  EXPECT_EQ(parsed->mesh, m.mesh);
  EXPECT_EQ(parsed->executableHash, m.executableHash);
  ASSERT_EQ(parsed->slots.size(), 1u);
  EXPECT_EQ(parsed->slots[0].path, "params/w");
  EXPECT_EQ(parsed->slots[0].globalShape, (std::vector<int64_t>{10, 4}));
  EXPECT_EQ(parsed->slots[0].localShape, (std::vector<int64_t>{5, 4}));
  EXPECT_EQ(parsed->slots[0].splitDim, 0);
  EXPECT_EQ(parsed->slots[0].splitAxes, (std::vector<int64_t>{0}));
}

TEST(Checkpoint, ManifestErrorsNameTheKey) {
  auto exe = Executable::load(pack(*buildSgdProgram(2)));
  ASSERT_TRUE(exe.isOk());
  std::string json = manifestToJson(makeManifest(**exe, 1));
  auto expectError = [](const std::string &text, const char *message) {
    auto parsed = parseManifest(text, "m.json");
    ASSERT_FALSE(parsed.isOk()) << message;
    EXPECT_NE(parsed.status().message().find(message), std::string::npos)
        << parsed.status().message();
  };
  auto replace = [&](const std::string &from, const std::string &to) {
    std::string text = json;
    size_t at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return text.replace(at, from.size(), to);
  };
  expectError(replace("\"step\":1", "\"stop\":1"), "missing key \"step\"");
  expectError(replace("\"format_version\":1", "\"format_version\":2"),
              "format_version 2");
  expectError(replace("\"world_size\":2", "\"world_size\":3"),
              "world_size 3 is not the mesh's 2");
  expectError(replace("rank-1.safetensors", "../x"), "not a plain name");
  expectError(replace("\"dtype\":\"f32\"", "\"dtype\":\"f33\""),
              "unknown dtype");
  expectError("[]", "not a JSON object");
}

TEST(Checkpoint, EachRankChecksumsItsShareOfTheFiles) {
  // Three files; the middle one damaged in place (same size). Sizes alone
  // pass; the share holding file 1 fails naming it, the others pass.
  std::string dir =
      testing::TempDir() + "/ck-share." + std::to_string(getpid());
  std::filesystem::create_directories(dir);
  CheckpointManifest m;
  for (int64_t r = 0; r < 3; ++r) {
    std::string name = checkpointShardFile(r);
    std::ofstream(dir + "/" + name, std::ios::binary)
        << "shard " << r << " bytes";
    int64_t bytes = 0;
    std::string sum;
    ASSERT_TRUE(checksumFile(dir + "/" + name, bytes, sum).isOk());
    m.files.push_back(name);
    m.fileBytes.push_back(bytes);
    m.fileChecksums.push_back(sum);
  }
  std::ofstream(dir + "/rank-1.safetensors", std::ios::binary)
      << "shard 9 bytes";
  EXPECT_TRUE(checkCheckpointSizes(dir, m).isOk());
  EXPECT_TRUE(checkCheckpointChecksums(dir, m, 0, 2).isOk()); // files 0, 2
  Status odd = checkCheckpointChecksums(dir, m, 1, 2);        // file 1
  ASSERT_FALSE(odd.isOk());
  EXPECT_NE(odd.message().find(dir + "/rank-1.safetensors: FNV-1a 64"),
            std::string::npos)
      << odd.message();
  EXPECT_FALSE(checkCheckpointChecksums(dir, m, 0, 1).isOk());
  // A missing or resized file fails the sizes, which read no file.
  std::filesystem::resize_file(dir + "/rank-2.safetensors", 3);
  Status sizes = checkCheckpointSizes(dir, m);
  EXPECT_NE(sizes.message().find("rank-2.safetensors: 3 bytes, the manifest "
                                 "records"),
            std::string::npos)
      << sizes.message();
  std::filesystem::remove(dir + "/rank-0.safetensors");
  EXPECT_EQ(checkCheckpointSizes(dir, m).code(), Code::NotFound);
  std::filesystem::remove_all(dir);
}

TEST(Checkpoint, ShardSlicesPadTheLastShard) {
  // A [2, 5, 3] tensor split on dim 1 over 2 of 4 ranks (mesh 2 x 2, axis 1).
  fsdpc::fsdpx::TensorSpecT spec;
  spec.path = "t";
  spec.global_shape = {2, 5, 3};
  spec.local_shape = {2, 3, 3};
  spec.split_dim = 1;
  spec.split_axes = {1};
  spec.padding_rows = 1;
  flatbuffers::FlatBufferBuilder fbb;
  fbb.Finish(fsdpc::fsdpx::TensorSpec::Pack(fbb, &spec));
  const auto *packed =
      flatbuffers::GetRoot<fsdpc::fsdpx::TensorSpec>(fbb.GetBufferPointer());
  MeshShape mesh({2, 2});
  std::vector<float> global(30);
  for (size_t i = 0; i < global.size(); ++i)
    global[i] = float(i);
  for (int64_t rank : {0, 1, 2, 3}) {
    ShardPlacement p = placeShard(*packed, mesh, rank);
    int64_t index = rank % 2;
    EXPECT_EQ(p.shardIndex, index);
    EXPECT_EQ(p.firstRow, 3 * index);
    EXPECT_EQ(p.dataRows, index ? 2 : 3);
    EXPECT_EQ(p.offsets, (std::vector<int64_t>{0, 3 * index, 0}));
    std::vector<float> local(18, -1);
    extractShard(reinterpret_cast<const uint8_t *>(global.data()), p, 4,
                 reinterpret_cast<uint8_t *>(local.data()));
    for (int64_t o = 0; o < 2; ++o)
      for (int64_t r = 0; r < 3; ++r)
        for (int64_t c = 0; c < 3; ++c) {
          int64_t row = 3 * index + r;
          float expected = row < 5 ? global[size_t((o * 5 + row) * 3 + c)] : 0;
          EXPECT_EQ(local[size_t((o * 3 + r) * 3 + c)], expected);
        }
    auto meta = parseJson(shardMetadata(p, {1}, 1));
    ASSERT_TRUE(meta.isOk());
    EXPECT_EQ(meta->find("data_rows")->integer, index ? 2 : 3);
  }
}
