//===- FillCases.h - the patterns every device's fill must write -*- C++
//-*-===//

#ifndef FSDPC_RUNTIME_TEST_FILLCASES_H
#define FSDPC_RUNTIME_TEST_FILLCASES_H

#include <cstdint>

namespace fsdpc::runtime::test {

/// One element of `size` bytes holding `value` (little-endian).
struct FillCase {
  unsigned size;
  uint64_t value;
};

/// Every element size, with elements of mixed bytes and of bytes all alike
/// (which a device may write as a memset).
inline constexpr FillCase kFillCases[] = {{1, 0xab},
                                          {2, 0xbeef},
                                          {4, 0x3f800000},
                                          {4, 0},
                                          {8, 0x0123456789abcdefull},
                                          {8, 0x1111111111111111ull},
                                          {8, ~uint64_t(0)}};

} // namespace fsdpc::runtime::test

#endif // FSDPC_RUNTIME_TEST_FILLCASES_H
