//===- SafetensorsTest.cpp - checkpoints in and out -----------------------===//

#include "fsdpc/runtime/Safetensors.h"
#include "fsdpc/runtime/FileBytes.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstring>
#include <fstream>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace fsdpc::runtime;

namespace {

std::string tempPath(const char *name) {
  return testing::TempDir() + "/" + name + "." + std::to_string(getpid());
}

std::vector<uint8_t> withHeader(const std::string &json,
                                const std::vector<uint8_t> &data) {
  std::vector<uint8_t> bytes(8);
  for (int i = 0; i < 8; ++i)
    bytes[size_t(i)] = uint8_t(uint64_t(json.size()) >> (8 * i));
  bytes.insert(bytes.end(), json.begin(), json.end());
  bytes.insert(bytes.end(), data.begin(), data.end());
  return bytes;
}

} // namespace

TEST(Safetensors, WriteThenRead) {
  std::string path = tempPath("rt.safetensors");
  std::vector<float> w = {1, 2, 3, 4, 5, 6};
  std::vector<uint16_t> h = {0x3f80, 0x4000};
  std::vector<uint8_t> flags = {1, 0, 1};
  ASSERT_TRUE(writeSafetensors(path,
                               {{"params.w", DType::f32, {2, 3}, w.data(), 24},
                                {"params.h", DType::bf16, {2}, h.data(), 4},
                                {"mask", DType::i1, {3}, flags.data(), 3}},
                               {{"format", "pt"}, {"step", "12"}})
                  .isOk());
  auto file = SafetensorsFile::read(path);
  ASSERT_TRUE(file.isOk()) << file.status().message();
  EXPECT_EQ(file->metadata().at("step"), "12");
  const SafetensorsTensor *t = file->find("params.w");
  ASSERT_NE(t, nullptr);
  EXPECT_EQ(t->dtype, DType::f32);
  EXPECT_EQ(t->shape, (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(std::memcmp(file->data(*t), w.data(), 24), 0);
  EXPECT_TRUE(file->isMapped());
  EXPECT_EQ(file->find("mask")->dtype, DType::i1);
  EXPECT_EQ(file->find("params.h")->bytes, 4u);
  // No temporary file is left behind.
  EXPECT_NE(access((path + ".tmp." + std::to_string(getpid())).c_str(), F_OK),
            0);
  std::remove(path.c_str());
}

TEST(Safetensors, UnsignedWordsFeedSignlessBuffers) {
  // PRNG key data is uint32 and token ids often uint16; the executable's
  // integers are signless.
  std::vector<uint8_t> data = {1, 0, 0, 0, 0xff, 0xff, 0xff, 0xff};
  auto file = SafetensorsFile::parse(
      withHeader("{\"key\":{\"dtype\":\"U32\",\"shape\":[2],"
                 "\"data_offsets\":[0,8]},"
                 "\"n\":{\"dtype\":\"U64\",\"shape\":[1],"
                 "\"data_offsets\":[8,16]},"
                 "\"ids\":{\"dtype\":\"U16\",\"shape\":[4],"
                 "\"data_offsets\":[16,24]}}",
                 [&] {
                   std::vector<uint8_t> all = data;
                   for (int copy = 0; copy < 2; ++copy)
                     all.insert(all.end(), data.begin(), data.end());
                   return all;
                 }()),
      "k.safetensors");
  ASSERT_TRUE(file.isOk()) << file.status().message();
  EXPECT_EQ(file->find("key")->dtype, DType::i32);
  EXPECT_EQ(file->find("n")->dtype, DType::i64);
  EXPECT_EQ(file->find("ids")->dtype, DType::i16);
  EXPECT_EQ(std::memcmp(file->data(*file->find("key")), data.data(), 8), 0);
  EXPECT_EQ(std::memcmp(file->data(*file->find("ids")), data.data(), 8), 0);
  // Written back under the canonical names.
  EXPECT_STREQ(safetensorsDTypeName(DType::i32), "I32");
  EXPECT_STREQ(safetensorsDTypeName(DType::i16), "I16");
}

TEST(Safetensors, RejectsBadFilesNamingTheTensor) {
  std::vector<uint8_t> eight(8, 0);
  struct Bad {
    std::string header;
    std::vector<uint8_t> data;
    const char *message;
  } cases[] = {
      {"{\"a\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]}}",
       std::vector<uint8_t>(4), "outside the data section"},
      {"{\"a\":{\"dtype\":\"F32\",\"shape\":[3],\"data_offsets\":[0,8]}}",
       eight, "tensor \"a\": holds 8 bytes"},
      {"{\"a\":{\"dtype\":\"Q8\",\"shape\":[2],\"data_offsets\":[0,8]}}", eight,
       "unsupported dtype"},
      {"{\"a\":{\"dtype\":\"F32\",\"shape\":[-2],\"data_offsets\":[0,8]}}",
       eight, "negative"},
      {"{\"a\":{\"dtype\":\"F32\",\"shape\":[1],\"data_offsets\":[4,8]}}",
       eight, "gap"},
      {"{\"a\":{\"dtype\":\"F32\",\"shape\":[2]}}", eight, "exactly"},
      {"{\"__metadata__\":{\"k\":1}}", {}, "not a string"},
      {"[1]", {}, "not a JSON object"},
      {"{\"a\":", {}, "bad header"},
  };
  for (const Bad &bad : cases) {
    auto file = SafetensorsFile::parse(withHeader(bad.header, bad.data),
                                       "x.safetensors");
    ASSERT_FALSE(file.isOk()) << bad.header;
    EXPECT_EQ(file.status().code(), Code::DataLoss);
    EXPECT_NE(file.status().message().find("x.safetensors"), std::string::npos);
    EXPECT_NE(file.status().message().find(bad.message), std::string::npos)
        << file.status().message();
  }
  // A header length past the end of the file.
  std::vector<uint8_t> lying = {255, 0, 0, 0, 0, 0, 0, 0, '{', '}'};
  EXPECT_FALSE(SafetensorsFile::parse(lying, "y").isOk());
  EXPECT_FALSE(SafetensorsFile::parse({1, 2}, "y").isOk());
  EXPECT_EQ(SafetensorsFile::read("/nonexistent/z.safetensors").status().code(),
            Code::NotFound);
}

TEST(Safetensors, AMappedFileKeepsItsBytesWhenTheFileIsReplaced) {
  // Checkpoints are replaced by rename (writeFileAtomically): a reader's
  // mapping keeps the file it opened.
  std::string path = tempPath("replaced.safetensors");
  std::vector<float> before = {1, 2, 3}, after = {7, 8, 9};
  ASSERT_TRUE(
      writeSafetensors(path, {{"w", DType::f32, {3}, before.data(), 12}}, {})
          .isOk());
  auto file = SafetensorsFile::read(path);
  ASSERT_TRUE(file.isOk()) << file.status().message();
  ASSERT_TRUE(
      writeSafetensors(path, {{"w", DType::f32, {3}, after.data(), 12}}, {})
          .isOk());
  EXPECT_EQ(std::memcmp(file->data(*file->find("w")), before.data(), 12), 0);
  auto reread = SafetensorsFile::read(path);
  ASSERT_TRUE(reread.isOk());
  EXPECT_EQ(std::memcmp(reread->data(*reread->find("w")), after.data(), 12), 0);
  std::remove(path.c_str());
}

TEST(FileBytes, MapsRegularFilesAndNamesWhatItCannotRead) {
  std::string path = tempPath("bytes");
  {
    std::ofstream out(path, std::ios::binary);
    out << "abc";
  }
  auto bytes = FileBytes::read(path);
  ASSERT_TRUE(bytes.isOk()) << bytes.status().message();
  EXPECT_TRUE(bytes->isMapped());
  ASSERT_EQ(bytes->size(), 3u);
  EXPECT_EQ(std::memcmp(bytes->data(), "abc", 3), 0);
  // Moving keeps the one mapping.
  FileBytes moved = bytes.take();
  EXPECT_TRUE(moved.isMapped());
  EXPECT_EQ(std::memcmp(moved.data(), "abc", 3), 0);

  std::ofstream(path, std::ios::binary | std::ios::trunc).close();
  auto empty = FileBytes::read(path);
  ASSERT_TRUE(empty.isOk());
  EXPECT_EQ(empty->size(), 0u);
  auto emptyTensors = SafetensorsFile::read(path);
  ASSERT_FALSE(emptyTensors.isOk());
  EXPECT_NE(emptyTensors.status().message().find(
                path + ": shorter than the 8-byte header length"),
            std::string::npos)
      << emptyTensors.status().message();
  std::remove(path.c_str());

  auto missing = FileBytes::read(path);
  EXPECT_EQ(missing.status().code(), Code::NotFound);
  EXPECT_NE(missing.status().message().find(path + ": cannot open"),
            std::string::npos);
  auto directory = FileBytes::read(testing::TempDir());
  EXPECT_EQ(directory.status().code(), Code::InvalidArgument);
  EXPECT_NE(directory.status().message().find("a directory, not a file"),
            std::string::npos);
  // A FIFO has no size to map: it is read to its end.
  std::string fifo = tempPath("fifo");
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  std::thread writer([&] { std::ofstream(fifo, std::ios::binary) << "xyz"; });
  auto piped = FileBytes::read(fifo);
  writer.join();
  ASSERT_TRUE(piped.isOk()) << piped.status().message();
  EXPECT_FALSE(piped->isMapped());
  ASSERT_EQ(piped->size(), 3u);
  EXPECT_EQ(std::memcmp(piped->data(), "xyz", 3), 0);
  std::remove(fifo.c_str());
}

TEST(Safetensors, WriterValidatesSizes) {
  float v = 0;
  EXPECT_FALSE(
      writeSafetensors(tempPath("bad"), {{"a", DType::f32, {2}, &v, 4}}, {})
          .isOk());
  EXPECT_FALSE(writeSafetensors("/nonexistent/dir/f.safetensors",
                                {{"a", DType::f32, {1}, &v, 4}}, {})
                   .isOk());
}
