//===- NpyTest.cpp - NumPy arrays in and out ------------------------------===//

#include "fsdpc/runtime/Npy.h"

#include <gtest/gtest.h>

#include <fstream>

#include <cstdio>
#include <unistd.h>

using namespace fsdpc::runtime;

namespace {

std::vector<uint8_t> npy(int major, const std::string &header,
                         size_t dataBytes) {
  std::vector<uint8_t> bytes = {0x93,           'N', 'U', 'M', 'P', 'Y',
                                uint8_t(major), 0};
  size_t n = header.size();
  bytes.push_back(uint8_t(n));
  bytes.push_back(uint8_t(n >> 8));
  if (major >= 2) {
    bytes.push_back(0);
    bytes.push_back(0);
  }
  bytes.insert(bytes.end(), header.begin(), header.end());
  bytes.resize(bytes.size() + dataBytes, 7);
  return bytes;
}

} // namespace

TEST(Npy, ReadsVersionsOneAndTwo) {
  auto v1 = parseNpy(
      npy(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }\n",
          24),
      "a.npy");
  ASSERT_TRUE(v1.isOk()) << v1.status().message();
  EXPECT_EQ(v1->dtype, DType::f32);
  EXPECT_EQ(v1->shape, (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(v1->data.size(), 24u);
  auto v2 = parseNpy(
      npy(2, "{'descr': '<i8', 'fortran_order': False, 'shape': (5,), }", 40),
      "b.npy");
  ASSERT_TRUE(v2.isOk()) << v2.status().message();
  EXPECT_EQ(v2->dtype, DType::i64);
  auto scalar = parseNpy(
      npy(1, "{'descr': '|b1', 'fortran_order': False, 'shape': (), }", 1),
      "c.npy");
  ASSERT_TRUE(scalar.isOk());
  EXPECT_TRUE(scalar->shape.empty());
  auto bf16 = parseNpy(
      npy(1, "{'descr': '<u2', 'fortran_order': False, 'shape': (3,), }", 6),
      "d.npy", /*bf16Bits=*/true);
  ASSERT_TRUE(bf16.isOk());
  EXPECT_EQ(bf16->dtype, DType::bf16);
}

TEST(Npy, ReadsSixteenBitAndUnsignedIntegersAsSignless) {
  // uint16 token ids, int16 audio, uint32/uint64 ids: the executable's
  // integers are signless, so these fill i16/i32/i64 buffers bit for bit.
  struct Case {
    const char *descr;
    DType dtype;
  } cases[] = {{"<i2", DType::i16},
               {"=i2", DType::i16},
               {"<u2", DType::i16},
               {"<u4", DType::i32},
               {"<u8", DType::i64}};
  for (const Case &c : cases) {
    unsigned bytes = 2 * dtypeSize(c.dtype);
    auto array = parseNpy(npy(1,
                              std::string("{'descr': '") + c.descr +
                                  "', 'fortran_order': False, 'shape': (2,), }",
                              bytes),
                          "u.npy");
    ASSERT_TRUE(array.isOk()) << c.descr << ": " << array.status().message();
    EXPECT_EQ(array->dtype, c.dtype) << c.descr;
    EXPECT_EQ(array->data.size(), bytes) << c.descr;
  }
}

TEST(Npy, RejectsWhatItCannotRead) {
  struct Bad {
    std::vector<uint8_t> bytes;
    const char *message;
  } cases[] = {
      {npy(1, "{'descr': '>f4', 'fortran_order': False, 'shape': (2,), }", 8),
       "big-endian"},
      {npy(1, "{'descr': '<f4', 'fortran_order': True, 'shape': (2,), }", 8),
       "Fortran"},
      {npy(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (3,), }", 8),
       "need 12"},
      {npy(1, "{'descr': '<V2', 'fortran_order': False, 'shape': (2,), }", 4),
       "unsupported dtype"},
      {npy(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (x,), }", 4),
       "bad shape"},
      {npy(9, "{}", 0), "version"},
      {{1, 2, 3}, "magic"},
  };
  for (const Bad &bad : cases) {
    auto array = parseNpy(bad.bytes, "e.npy");
    ASSERT_FALSE(array.isOk()) << bad.message;
    EXPECT_NE(array.status().message().find(bad.message), std::string::npos)
        << array.status().message();
    EXPECT_NE(array.status().message().find("e.npy"), std::string::npos);
  }
}

TEST(Npy, WriteThenRead) {
  std::string path =
      testing::TempDir() + "/rt." + std::to_string(getpid()) + ".npy";
  for (DType dtype : {DType::i32, DType::i16}) {
    NpyArray array;
    array.dtype = dtype;
    array.shape = {2, 2};
    array.data = std::vector<uint8_t>(4 * dtypeSize(dtype), 3);
    ASSERT_TRUE(writeNpy(path, array).isOk());
    // In place: the same array, its bytes in the file's mapping.
    auto mapped = mapNpy(path);
    ASSERT_TRUE(mapped.isOk()) << mapped.status().message();
    EXPECT_TRUE(mapped->bytes.isMapped());
    EXPECT_EQ(mapped->dtype, dtype) << dtypeName(dtype);
    EXPECT_EQ(mapped->shape, array.shape);
    EXPECT_EQ(std::vector<uint8_t>(mapped->data(),
                                   mapped->data() + array.data.size()),
              array.data);
  }
  // bf16 bits, and a damaged file named in its error.
  NpyArray halves{DType::bf16, {3}, std::vector<uint8_t>(6, 0x3f)};
  ASSERT_TRUE(writeNpy(path, halves).isOk());
  EXPECT_EQ(mapNpy(path, true)->dtype, DType::bf16);
  EXPECT_EQ(mapNpy(path, false)->dtype, DType::i16);
  std::string text = "\x93NUMPY garbage";
  std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
  auto damaged = mapNpy(path);
  EXPECT_EQ(damaged.status().code(), Code::DataLoss);
  EXPECT_NE(
      damaged.status().message().find(path + ": unsupported .npy version"),
      std::string::npos)
      << damaged.status().message();
  EXPECT_EQ(mapNpy(path + ".missing").status().code(), Code::NotFound);
  std::remove(path.c_str());
}
