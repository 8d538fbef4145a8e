//===- CollectiveMain.cpp - all-gather / reduce-scatter between ranks -----===//
//
//   mpirun -np 2 --bind-to core fsdpc-micro-collective [--min-bytes 1024]
//       [--max-bytes 67108864] [--reps 5] [--min-time 0.05] [--baseline 1]
//
// Through the runtime's own MPI communicator (createMpiCommunicator: the
// MPI_THREAD_MULTIPLE init, MPI_Allgather on bytes, the ring reduce-scatter
// of f32 or bf16) so the time is what fsdp-run's collectives take.
// `--baseline 1` also times MPI_Reduce_scatter_block of f32 on the same
// buffers (op "mpi_reduce_scatter_block"), the call the ring replaced. Sizes
// double from min to max; a size is the full, unsharded S of the cost model
// (the gather's output, the scatter's input). Rank 0 prints one JSON line per
// repetition: the slowest rank's time per call and nccl-tests' bus bandwidth
// S*(n-1)/n / t.
//
//===----------------------------------------------------------------------===//

#include "Common.h"

#include "fsdpc/runtime/Communicator.h"

#include <algorithm>
#include <mpi.h>
#include <vector>

using namespace fsdpc;
using namespace fsdpc::micro;
using runtime::DType;

namespace {

enum class Call { gather, scatter, mpiScatter };

struct Op {
  Call call;
  const char *name;
  const char *dtype;
  unsigned elementBytes;
};

} // namespace

int main(int argc, char **argv) {
  double minBytes = numberOption(argc, argv, "--min-bytes", 1024);
  double maxBytes = numberOption(argc, argv, "--max-bytes", 64.0 * 1024 * 1024);
  int reps = int(numberOption(argc, argv, "--reps", 5));
  double minTime = numberOption(argc, argv, "--min-time", 0.05);

  runtime::Expected<std::unique_ptr<runtime::Communicator>> created =
      runtime::createMpiCommunicator();
  if (!created) {
    std::fprintf(stderr, "error: %s\n", created.status().message().c_str());
    return 1;
  }
  std::unique_ptr<runtime::Communicator> comm = created.take();
  int64_t ranks = comm->worldSize(), rank = comm->rank();
  runtime::Status connected =
      comm->connect(runtime::MeshShape({ranks}), {{0}}, /*executableHash=*/1);
  if (!connected) {
    std::fprintf(stderr, "error: %s\n", connected.message().c_str());
    return 1;
  }
  if (rank == 0) {
    std::printf("{\"bench\":\"info\",\"ranks\":%lld,\"communicator\":\"%s\"}\n",
                (long long)ranks, comm->name());
    std::fflush(stdout);
  }

  std::vector<Op> ops = {{Call::gather, "all_gather", "u8", 1},
                         {Call::scatter, "reduce_scatter", "f32", 4},
                         {Call::scatter, "reduce_scatter", "bf16", 2}};
  if (numberOption(argc, argv, "--baseline", 0) != 0)
    ops.push_back({Call::mpiScatter, "mpi_reduce_scatter_block", "f32", 4});
  std::vector<uint8_t> send, recv;
  // The first pass over the sizes only warms up (shared-memory segments,
  // free lists, page faults of the buffers): its first size took a fifth
  // longer than the next when timed.
  for (int pass = 0; pass < 2; ++pass) {
    bool warmup = pass == 0;
    for (double total = minBytes; total <= maxBytes; total *= 2) {
      for (const Op &op : ops) {
        // Whole elements in every rank's chunk.
        uint64_t chunkElements =
            uint64_t(total) / (uint64_t(ranks) * op.elementBytes);
        uint64_t chunkBytes = chunkElements * op.elementBytes;
        uint64_t totalBytes = chunkBytes * uint64_t(ranks);
        bool gather = op.call == Call::gather;
        // Separate, touched buffers (out of place), small finite values.
        send.assign(gather ? chunkBytes : totalBytes, 0x3c);
        recv.assign(gather ? totalBytes : chunkBytes, 0);
        auto call = [&] {
          runtime::Status status = runtime::Status::ok();
          if (op.call == Call::gather)
            status = comm->allGather(0, send.data(), recv.data(), chunkBytes,
                                     nullptr);
          else if (op.call == Call::scatter)
            status = comm->reduceScatter(
                0, send.data(), recv.data(), chunkElements,
                op.elementBytes == 4 ? DType::f32 : DType::bf16,
                runtime::Reduction::sum, nullptr);
          else if (MPI_Reduce_scatter_block(
                       send.data(), recv.data(), int(chunkElements), MPI_FLOAT,
                       MPI_SUM, MPI_COMM_WORLD) != MPI_SUCCESS)
            status = runtime::unavailable("MPI_Reduce_scatter_block failed");
          if (!status) {
            std::fprintf(stderr, "error: %s\n", status.message().c_str());
            MPI_Abort(MPI_COMM_WORLD, 1);
          }
        };
        // Every rank must make the same number of calls: agree on the slowest
        // rank's estimate.
        MPI_Barrier(MPI_COMM_WORLD);
        double t0 = now();
        call();
        double once = now() - t0;
        MPI_Allreduce(MPI_IN_PLACE, &once, 1, MPI_DOUBLE, MPI_MAX,
                      MPI_COMM_WORLD);
        long calls = once >= minTime ? 1 : long(minTime / (once + 1e-9)) + 1;
        if (warmup) {
          for (long i = 0; i < std::min(calls, 100L); ++i)
            call();
          continue;
        }
        for (int rep = 0; rep < reps; ++rep) {
          MPI_Barrier(MPI_COMM_WORLD);
          t0 = now();
          for (long i = 0; i < calls; ++i)
            call();
          double seconds = (now() - t0) / double(calls);
          MPI_Allreduce(MPI_IN_PLACE, &seconds, 1, MPI_DOUBLE, MPI_MAX,
                        MPI_COMM_WORLD);
          if (rank == 0) {
            double bus = double(totalBytes) * double(ranks - 1) /
                         double(ranks) / seconds;
            std::printf(
                "{\"bench\":\"collective\",\"op\":\"%s\",\"dtype\":\"%s\","
                "\"ranks\":%lld,\"total_bytes\":%llu,\"rep\":%d,"
                "\"calls\":%ld,\"seconds\":%.9g,"
                "\"bus_bytes_per_s\":%.6g}\n",
                op.name, op.dtype, (long long)ranks,
                (unsigned long long)totalBytes, rep, calls, seconds, bus);
            std::fflush(stdout);
          }
        }
      }
    }
  }
  return 0;
}
