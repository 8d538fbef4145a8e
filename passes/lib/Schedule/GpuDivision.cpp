//===- GpuDivision.cpp - how the CUDA lowering divides floats -------------===//

#include "fsdpc/Schedule/GpuDivision.h"

bool fsdpc::schedule::isFullRangeDivision(
    unsigned floatBits, const llvm::APFloat *constantDivisor) {
  if (floatBits != 16 && floatBits != 32)
    return false;
  return !constantDivisor || !constantDivisor->getExactInverse(nullptr);
}
