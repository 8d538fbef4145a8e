//===- CpuDeviceTest.cpp - the host device's own operations ---------------===//

#include "FillCases.h"

#include "fsdpc/runtime/Device.h"

#include <gtest/gtest.h>

#include <cstring>
#include <vector>

using namespace fsdpc::runtime;
using namespace fsdpc::runtime::test;

TEST(CpuDevice, FillsEveryElementSizeAndLengthUpToItsEnd) {
  // Short, one block, across the 64 KiB blocks, and many blocks; 27 bytes
  // ends inside an element of 2, 4 or 8 bytes, which is left unwritten.
  const uint64_t lengths[] = {
      0, 8, 24, 27, (64 << 10) - 8, (64 << 10) + 24, (1 << 20) + 8};
  const uint64_t slot = (1 << 20) + 64;
  auto device = createCpuDevice({1});
  ASSERT_TRUE(device->allocateArena(slot).isOk());
  uint8_t *arena = device->arena();
  for (const FillCase &c : kFillCases)
    for (uint64_t bytes : lengths) {
      std::memset(arena, 0x5a, slot);
      ASSERT_TRUE(device->beginRun(0, 0).isOk());
      ASSERT_TRUE(device->fill(0, arena, bytes, c.size, c.value).isOk());
      ASSERT_TRUE(device->endRun().isOk());
      uint64_t whole = bytes - bytes % c.size;
      for (uint64_t i = 0; i < whole; i += c.size)
        ASSERT_EQ(std::memcmp(arena + i, &c.value, c.size), 0)
            << "element size " << c.size << ", length " << bytes << ", byte "
            << i;
      for (uint64_t i = whole; i < slot; ++i)
        ASSERT_EQ(arena[i], 0x5a) << "past the end: byte " << i;
    }
}
