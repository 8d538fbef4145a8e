//===- Mpi.h - what the MPI communicator and store share --------*- C++ -*-===//
//
// Private to the runtime's MPI sources: errors in the runtime's terms, the
// exit hook of an MPI the runtime initialized, and the ring reduce-scatter.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_LIB_MPI_H
#define FSDPC_RUNTIME_LIB_MPI_H

#include "fsdpc/runtime/Reduce.h"

#include <memory>
#include <mpi.h>
#include <string>

namespace fsdpc::runtime {

/// UNAVAILABLE naming the call and MPI's text for the code.
inline Status mpiError(int code, const std::string &call) {
  char text[MPI_MAX_ERROR_STRING];
  int length = 0;
  MPI_Error_string(code, text, &length);
  return unavailable(call + " failed: " + std::string(text, size_t(length)));
}

/// Registered with atexit by whoever called MPI_Init_thread.
inline void finalizeMpiAtExit() {
  int finalized = 0;
  MPI_Finalized(&finalized);
  if (!finalized)
    MPI_Finalize();
}

/// Two segment buffers of one communicator's ring, grown on first use. A
/// communicator is driven by one queue thread, so its scratch is never shared.
class RingScratch {
public:
  /// Bytes of one ring message: large enough that a step is bandwidth-bound,
  /// small enough that the scratch stays out of the way of the arena. (1 MiB
  /// was the fastest of 256 KiB, 1 MiB and 4 MiB for 64 MiB on 2 ranks.)
  static constexpr uint64_t kSegmentBytes = uint64_t(1) << 20;

  /// Two buffers of at least `bytes` (at most kSegmentBytes are asked for).
  void reserve(uint64_t bytes);
  uint8_t *buffer(unsigned i) { return buffers_[i].get(); }

private:
  std::unique_ptr<uint8_t[]> buffers_[2];
  uint64_t bytes_ = 0;
};

/// MPI_Reduce_scatter_block's contract: `out` = op over the group's ranks of
/// chunk `rank` (`count` elements) of their `in`; `in == out` means the input
/// is the whole of `out` and the result its first chunk. Run as a ring of
/// MPI_Sendrecv over 1 MiB segments, reducing with reduceInto: each rank
/// moves (n-1)/n of S, the bandwidth-optimal ring the cost model prices.
Status ringReduceScatter(MPI_Comm comm, const void *in, void *out,
                         uint64_t count, DType dtype, Reduction op,
                         RingScratch &scratch);

} // namespace fsdpc::runtime

#endif // FSDPC_RUNTIME_LIB_MPI_H
