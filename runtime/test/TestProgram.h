//===- TestProgram.h - executables built in the tests -----------*- C++ -*-===//
//
// A small FSDP step, built with the FlatBuffers object API: a [10, 4]
// parameter W sharded over axis "shard", a replicated batch x [3, 10];
// train_step all-gathers W, computes y = x W and dW = x^T y, reduce-scatters
// dW and applies W -= 0.1 dW with a kernel from kernels.c; eval_step only
// gathers and computes y. Every rank's result equals sgdReference().
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_TEST_TESTPROGRAM_H
#define FSDPC_RUNTIME_TEST_TESTPROGRAM_H

#include "fsdpc/runtime/fsdpx_generated.h"

#include <cstdint>
#include <vector>

namespace fsdpc::runtime::test {

constexpr int64_t kRows = 10, kCols = 4, kBatch = 3;

/// The object-API form, to be mutated by tests before packing. `withLoss`
/// adds to train_step a scalar output "loss" = 0.5 * sum(y^2) (of which dW
/// is the gradient), computed by a kernel from a count set by a Fill.
std::unique_ptr<fsdpx::ExecutableT> buildSgdProgram(int64_t worldSize,
                                                    bool withLoss = false);
std::vector<uint8_t> pack(const fsdpx::ExecutableT &exe);

/// Makes every collective of `exe` per-member (fsdpx.CollectiveStart
/// .per_member), with send, recv and the staging offsets set to values no
/// valid executable has (buffer `unused`, offset 12345): they are unused.
/// Valid where no member is padded (world sizes 1, 2, 5 and 10).
void makePerMember(fsdpx::ExecutableT &exe, uint32_t unused = 1000);

/// The batch every rank feeds.
std::vector<float> sgdBatch();
/// The initial W (normal(0.02) from seed) and, after one train_step with
/// `ranks` ranks summing identical gradients, the new W.
std::vector<float> initialW(uint64_t seed);
std::vector<float> sgdReference(uint64_t seed, int64_t ranks);
/// The losses of train_step run on each of `batches` in turn from
/// initialW(seed), with `ranks` ranks summing identical gradients.
std::vector<double> sgdLosses(uint64_t seed, int64_t ranks,
                              const std::vector<std::vector<float>> &batches);

/// The bytes of the test kernels' shared object.
std::vector<uint8_t> kernelLibrary();

} // namespace fsdpc::runtime::test

#endif
